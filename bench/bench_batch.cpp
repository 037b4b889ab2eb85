// ufsecp-bench — batch verification (public C ABI) against N single libsecp256k1
// verifications in the same run, and the cost per point of the multi-scalar multiplication.
//
// For N = 1, 8, 64, 256, 1024, 4096 (--quick: 1, 64, 1024): one call = one batch of N
// entries (ufsecp_schnorr_verify_batch_mt / ufsecp_ecdsa_verify_batch_mt with 1 and 2
// threads) or N single verifications (libsecp256k1: parse + verify per entry, the same
// work as the single-verify rows of the C API section). Consecutive calls take consecutive
// slices of a pool of 4,096 distinct signatures (--quick: 1,024), blocks alternate between
// the sides (bench_util.hpp), and the table gives microseconds PER SIGNATURE. The 1-thread
// and libsecp columns use the section's clock (thread CPU time by default); the 2-thread
// speed-up compares wall-clock times of the same blocks (CPU time cannot show a speed-up).
// Every batch is checked to verify (and libsecp to accept every entry) before timing.
#include <cstring>
#include <vector>

#include "bench_util.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_multi.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"
#include "ufsecp/ufsecp.h"

#if defined(UFSECP_HAVE_LIBSECP)
#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>
#endif

namespace ufsecp_bench {

namespace {

// Pool size: 4,096 distinct signatures (--quick: 1,024); N <= pool.
std::size_t g_pool_size = 4096;

struct Pool {
    std::vector<unsigned char> s_sig, msg, xonly, e_sig;  // 64, 32, 32, 64 bytes per entry
    std::vector<ufsecp_pubkey> pk;
    std::vector<const unsigned char*> p_ssig, p_msg, p_xonly, p_esig;
    std::vector<std::size_t> lens;
    std::vector<const ufsecp_pubkey*> p_pk;
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_context* ctx = nullptr;
    std::vector<secp256k1_pubkey> lpk;
#endif
};

void make_pool(Pool& p) {
    Gen g(0x6261746368);
    p.s_sig.resize(64 * g_pool_size);
    p.e_sig.resize(64 * g_pool_size);
    p.msg.resize(32 * g_pool_size);
    p.xonly.resize(32 * g_pool_size);
    p.pk.resize(g_pool_size);
    p.lens.assign(g_pool_size, 32);
#if defined(UFSECP_HAVE_LIBSECP)
    p.ctx = secp256k1_context_create(SECP256K1_CONTEXT_VERIFY);
    p.lpk.resize(g_pool_size);
#endif
    for (std::size_t i = 0; i < g_pool_size; i++) {
        unsigned char sk[32], aux[32];
        random_seckey(g, sk);
        g.bytes32(aux);
        g.bytes32(&p.msg[32 * i]);
        ufsecp_keypair kp;
        need(ufsecp_keypair_create(&kp, sk) == UFSECP_OK, "keypair");
        need(ufsecp_keypair_xonly_pubkey(&p.xonly[32 * i], nullptr, &kp) == UFSECP_OK, "xonly");
        need(ufsecp_schnorr_sign(&p.s_sig[64 * i], &p.msg[32 * i], 32, &kp, aux) == UFSECP_OK, "schnorr sign");
        need(ufsecp_keypair_pubkey(&p.pk[i], &kp) == UFSECP_OK, "pubkey");
        need(ufsecp_ecdsa_sign(&p.e_sig[64 * i], &p.msg[32 * i], sk, nullptr) == UFSECP_OK, "ecdsa sign");
#if defined(UFSECP_HAVE_LIBSECP)
        unsigned char ser[33];
        std::size_t len = 33;
        (void)ufsecp_pubkey_serialize(ser, &len, &p.pk[i], 1);
        need(secp256k1_ec_pubkey_parse(p.ctx, &p.lpk[i], ser, 33), "libsecp pubkey parse");
#endif
    }
    for (std::size_t i = 0; i < g_pool_size; i++) {
        p.p_ssig.push_back(&p.s_sig[64 * i]);
        p.p_msg.push_back(&p.msg[32 * i]);
        p.p_xonly.push_back(&p.xonly[32 * i]);
        p.p_esig.push_back(&p.e_sig[64 * i]);
        p.p_pk.push_back(&p.pk[i]);
    }
}

#if defined(UFSECP_HAVE_LIBSECP)
std::uint64_t lib_schnorr(const Pool& p, std::size_t off, std::size_t n) {
    std::uint64_t ok = 0;
    for (std::size_t i = off; i < off + n; i++) {
        secp256k1_xonly_pubkey k;
        const int parsed = secp256k1_xonly_pubkey_parse(p.ctx, &k, &p.xonly[32 * i]);
        ok += (std::uint64_t)(parsed & secp256k1_schnorrsig_verify(p.ctx, &p.s_sig[64 * i], &p.msg[32 * i], 32, &k));
    }
    return ok;
}
std::uint64_t lib_ecdsa(const Pool& p, std::size_t off, std::size_t n) {
    std::uint64_t ok = 0;
    for (std::size_t i = off; i < off + n; i++) {
        secp256k1_ecdsa_signature sig;
        secp256k1_ecdsa_signature_parse_compact(p.ctx, &sig, &p.e_sig[64 * i]);
        ok += (std::uint64_t)secp256k1_ecdsa_verify(p.ctx, &sig, &p.msg[32 * i], &p.lpk[i]);
    }
    return ok;
}
#endif

std::uint64_t uf_schnorr(const Pool& p, std::size_t off, std::size_t n, unsigned threads) {
    return ufsecp_schnorr_verify_batch_mt(n, &p.p_ssig[off], &p.p_msg[off], &p.lens[off], &p.p_xonly[off], nullptr,
                                          threads) == UFSECP_OK;
}
std::uint64_t uf_ecdsa(const Pool& p, std::size_t off, std::size_t n, unsigned threads) {
    return ufsecp_ecdsa_verify_batch_mt(n, &p.p_esig[off], &p.p_msg[off], &p.p_pk[off], nullptr, threads) == UFSECP_OK;
}

// One table: kind 0 = Schnorr, 1 = ECDSA.
void table(const Options& ob, Report& r, const Pool& p, int kind, const std::vector<std::size_t>& sizes) {
    const char* kname = kind == 0 ? "schnorr" : "ecdsa";
    std::printf("\n%s (us per signature)\n", kind == 0 ? "Schnorr BIP-340 batch" : "ECDSA batch");
    if (have_libsecp())
        std::printf("%6s %12s %12s %9s %12s %8s\n", "N", "libsecp xN", "ufsecp 1t", "lib/ufs", "ufsecp 2t*", "2t/1t");
    else
        std::printf("%6s %12s %12s %8s\n", "N", "ufsecp 1t", "ufsecp 2t*", "2t/1t");
    for (std::size_t n : sizes) {
        const std::size_t slices = g_pool_size / n;
        auto u1 = [&](std::size_t i) { return kind == 0 ? uf_schnorr(p, i * n, n, 1) : uf_ecdsa(p, i * n, n, 1); };
        auto u2 = [&](std::size_t i) { return kind == 0 ? uf_schnorr(p, i * n, n, 2) : uf_ecdsa(p, i * n, n, 2); };
        for (std::size_t i = 0; i < slices; i++) need(u1(i) == 1 && u2(i) == 1, "a valid batch did not verify");
        const double d = (double)n;
        const std::string base = std::string("batch/") + kname + "/n" + std::to_string(n);
#if defined(UFSECP_HAVE_LIBSECP)
        auto l = [&](std::size_t i) { return kind == 0 ? lib_schnorr(p, i * n, n) : lib_ecdsa(p, i * n, n); };
        for (std::size_t i = 0; i < slices; i++) need(l(i) == n, "libsecp256k1 rejects a pool signature");
        const auto t = interleave(ob, slices, l, u1, u2);
        const Spread sl = t[0].pick(ob.wall), s1 = t[1].pick(ob.wall);
        const double speed = t[1].pick(true).median / t[2].pick(true).median;
        std::printf("%6zu %12.2f %12.2f %9.2f %12.2f %8.2f\n", n, sl.median / 1000 / d, s1.median / 1000 / d,
                    sl.median / s1.median, t[2].pick(true).median / 1000 / d, speed);
        r.add(base + "/libsecp256k1_single", "us/sig", sl.median / 1000 / d, sl.iqr_pct());
        r.add(base + "/ratio_libsecp_over_ufsecp", "x", sl.median / s1.median);
#else
        const auto t = interleave(ob, slices, u1, u2);
        const Spread s1 = t[0].pick(ob.wall);
        const double speed = t[0].pick(true).median / t[1].pick(true).median;
        std::printf("%6zu %12.2f %12.2f %8.2f\n", n, s1.median / 1000 / d, t[1].pick(true).median / 1000 / d, speed);
#endif
        r.add(base + "/ufsecp_1t", "us/sig", s1.median / 1000 / d, s1.iqr_pct());
        r.add(base + "/speedup_2t", "x", speed);
        std::fflush(stdout);
    }
}

void msm_table(const Options& ob, Report& r, const std::vector<std::size_t>& sizes) {
    using namespace ufsecp;
    Gen g(0x6d736d);
    std::vector<Gej> jac(g_pool_size);
    std::vector<ufsecp::Ge> pts(g_pool_size);
    std::vector<Scalar> sc(g_pool_size);
    for (std::size_t i = 0; i < g_pool_size; i++) {
        unsigned char b[32];
        g.bytes32(b);
        Scalar k;
        scalar_set_b32(k, b, nullptr);
        ecmult_gen(jac[i], k);
        g.bytes32(b);
        scalar_set_b32(sc[i], b, nullptr);
    }
    ge_set_all_gej_var(pts.data(), jac.data(), g_pool_size);
    MsmScratch scratch;
    std::printf("\nMSM ecmult_multi_var: N (point, 256-bit scalar) terms plus a G term, one thread\n%6s %14s\n", "N",
                "us per point");
    for (std::size_t n : sizes) {
        auto f = [&](std::size_t i) -> std::uint64_t {
            Gej acc;
            ecmult_multi_var(acc, &sc[i], pts.data() + i * n, sc.data() + i * n, n, scratch, 1);
            return (std::uint64_t)acc.infinity;
        };
        const auto t = interleave(ob, g_pool_size / n, f);
        const double us = t[0].pick(ob.wall).median / 1000 / (double)n;
        std::printf("%6zu %14.3f\n", n, us);
        r.add("batch/msm/n" + std::to_string(n) + "/ufsecp", "us/point", us);
    }
}

}  // namespace

void section_batch(const Options& o, Report& r) {
    Options ob = o;
    ob.blocks = o.quick ? 5 : 7;  // one block of a 4,096 batch is about 0.1-0.3 s per side
    ob.warmup = 1;
    g_pool_size = o.quick ? 1024 : 4096;
    const std::vector<std::size_t> sizes =
        o.quick ? std::vector<std::size_t>{1, 64, 1024} : std::vector<std::size_t>{1, 8, 64, 256, 1024, 4096};
    Pool p;
    make_pool(p);
    std::printf("\n== batch verification, ufsecp batch (C ABI) vs N single verifications of %s\n",
                have_libsecp() ? meta().libsecp.c_str() : "libsecp256k1");
    if (!have_libsecp()) std::printf("(libsecp256k1 not found at build time: ufsecp alone)\n");
    std::printf("   median of %d interleaved blocks; lib/ufs > 1: ufsecp is faster; *2t: wall-clock time; 2t/1t: wall-clock speed-up\n",
                ob.blocks);
    table(ob, r, p, 0, sizes);
    table(ob, r, p, 1, sizes);
    msm_table(ob, r, sizes);
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_context_destroy(p.ctx);
#endif
}

}  // namespace ufsecp_bench
