// ufsecp-bench — MuSig2 (BIP-327) through the C API, ufsecp against libsecp256k1's musig
// module (0.6 and later; the reference 0.7.1 has it) in the same process: key aggregation of
// n = 2, 10, 100, 1000 keys (with the cache), nonce generation (secret key, 32-byte message,
// aggregate key and extra input given), nonce aggregation, session processing, partial
// signing, partial-signature verification and signature aggregation (2 signers).
//
// Same work on both sides: nonce generation copies a fresh 32-byte session_secrand32 per call
// (both libraries zero it); partial signing copies a fresh secret nonce per call (both zero
// it; ufsecp's object is 260 bytes, libsecp256k1's 132). ufsecp's partial_sign is the same
// work as libsecp256k1's (plus its scalar-level double computation); partial_sign_verified
// also verifies its own partial signature (BIP-327's recommendation), which libsecp256k1
// does not: that row is compared with the same libsecp256k1 partial_sign. Before anything is timed, the aggregate keys,
// public nonces, aggregate nonces, partial signatures and final signatures are checked equal
// between the libraries.
#include <cstring>
#include <vector>

#include "bench_util.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_musig.h"

#if defined(UFSECP_HAVE_LIBSECP)
#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_musig.h>
#endif

namespace ufsecp_bench {

namespace {

constexpr std::size_t kPool = 16;

template <class FU, class FL>
std::pair<double, double> mu_row(const Options& o, Report& r, const char* name, FU ufs, FL* lib) {
    return compare_row(o, r, "musig", 34, kPool, name, ufs, lib);
}

// One 2-signer session per pool item (both libraries' objects for the same bytes).
struct MuItem {
    unsigned char sk[2][32], rnd[2][32], msg[32], extra[32], aggpk[32];
    ufsecp_pubkey pk[2];
    ufsecp_keypair kp[2];
    ufsecp_musig_keyagg_cache cache;
    ufsecp_musig_secnonce sn[2];
    ufsecp_musig_pubnonce pn[2];
    ufsecp_musig_aggnonce agg;
    ufsecp_musig_session sess;
    ufsecp_musig_partial_sig ps[2];
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_pubkey lpk[2];
    secp256k1_keypair lkp[2];
    secp256k1_musig_keyagg_cache lcache;
    secp256k1_musig_secnonce lsn[2];
    secp256k1_musig_pubnonce lpn[2];
    secp256k1_musig_aggnonce lagg;
    secp256k1_musig_session lsess;
    secp256k1_musig_partial_sig lps[2];
#endif
};

#if !defined(UFSECP_HAVE_LIBSECP)
struct secp256k1_context;
#endif

// An aggregator verifying all n partial signatures of one session: ufsecp's batch (one MSM)
// and ufsecp's one-by-one loop, each against libsecp256k1's one-by-one loop (it has no batch).
void section_musig_batch(const Options& o, Report& r, Gen& g, secp256k1_context* ctx) {
    (void)ctx;
    for (std::size_t n : {2u, 10u, 100u}) {
        std::vector<unsigned char> sk(32 * n);
        std::vector<ufsecp_pubkey> pk(n);
        std::vector<ufsecp_keypair> kp(n);
        std::vector<ufsecp_musig_secnonce> sn(n);
        std::vector<ufsecp_musig_pubnonce> pn(n);
        std::vector<ufsecp_musig_partial_sig> ps(n);
        std::vector<const ufsecp_pubkey*> kptr(n);
        std::vector<const ufsecp_musig_pubnonce*> pptr(n);
        std::vector<const ufsecp_musig_partial_sig*> sptr(n);
        unsigned char msg[32], aggpk[32];
        g.bytes32(msg);
        for (std::size_t i = 0; i < n; i++) {
            random_seckey(g, &sk[32 * i]);
            need(ufsecp_pubkey_create(&pk[i], &sk[32 * i]) == UFSECP_OK, "pk");
            need(ufsecp_keypair_create(&kp[i], &sk[32 * i]) == UFSECP_OK, "kp");
            kptr[i] = &pk[i];
        }
        ufsecp_musig_keyagg_cache cache;
        need(ufsecp_musig_pubkey_agg(aggpk, &cache, kptr.data(), n) == UFSECP_OK, "agg");
        for (std::size_t i = 0; i < n; i++) {
            unsigned char rnd[32];
            g.bytes32(rnd);
            rnd[0] |= 1;
            need(ufsecp_musig_nonce_gen(&sn[i], &pn[i], rnd, &sk[32 * i], &pk[i], msg, 32, aggpk, nullptr, 0) ==
                     UFSECP_OK,
                 "nonce_gen");
            pptr[i] = &pn[i];
        }
        ufsecp_musig_aggnonce agg;
        ufsecp_musig_session sess;
        need(ufsecp_musig_nonce_agg(&agg, pptr.data(), n) == UFSECP_OK, "nonce_agg");
        need(ufsecp_musig_nonce_process(&sess, &agg, msg, 32, &cache, nullptr) == UFSECP_OK, "process");
        for (std::size_t i = 0; i < n; i++) {
            need(ufsecp_musig_partial_sign(&ps[i], &sn[i], &kp[i], &cache, &sess) == UFSECP_OK, "sign");
            sptr[i] = &ps[i];
        }
        need(ufsecp_musig_partial_sig_verify_batch(nullptr, sptr.data(), pptr.data(), kptr.data(), n, &cache, &sess) ==
                 UFSECP_OK,
             "batch");
        auto u_batch = [&](std::size_t) -> std::uint64_t {
            return (std::uint64_t)ufsecp_musig_partial_sig_verify_batch(nullptr, sptr.data(), pptr.data(), kptr.data(),
                                                                        n, &cache, &sess);
        };
        auto u_each = [&](std::size_t) -> std::uint64_t {
            std::uint64_t acc = 0;
            for (std::size_t i = 0; i < n; i++)
                acc += (std::uint64_t)ufsecp_musig_partial_sig_verify(&ps[i], &pn[i], &pk[i], &cache, &sess);
            return acc;
        };
        const std::string nb = "partial verify batch n=" + std::to_string(n);
        const std::string ne = "partial verify 1 by 1 n=" + std::to_string(n);
#if defined(UFSECP_HAVE_LIBSECP)
        // The same session in libsecp256k1's objects (byte-identical, as checked above for 2).
        std::vector<secp256k1_pubkey> lpk(n);
        std::vector<const secp256k1_pubkey*> lkptr(n);
        std::vector<secp256k1_musig_pubnonce> lpn(n);
        std::vector<const secp256k1_musig_pubnonce*> lpptr(n);
        std::vector<secp256k1_musig_partial_sig> lps(n);
        for (std::size_t i = 0; i < n; i++) {
            unsigned char b66[66], b32[32];
            need(secp256k1_ec_pubkey_create(ctx, &lpk[i], &sk[32 * i]) == 1, "lib pk");
            lkptr[i] = &lpk[i];
            need(ufsecp_musig_pubnonce_serialize(b66, &pn[i]) == UFSECP_OK &&
                     secp256k1_musig_pubnonce_parse(ctx, &lpn[i], b66) == 1,
                 "lib pubnonce");
            lpptr[i] = &lpn[i];
            need(ufsecp_musig_partial_sig_serialize(b32, &ps[i]) == UFSECP_OK &&
                     secp256k1_musig_partial_sig_parse(ctx, &lps[i], b32) == 1,
                 "lib psig");
        }
        secp256k1_musig_keyagg_cache lcache;
        secp256k1_musig_aggnonce lagg;
        secp256k1_musig_session lsess;
        need(secp256k1_musig_pubkey_agg(ctx, nullptr, &lcache, lkptr.data(), n) == 1, "lib agg");
        need(secp256k1_musig_nonce_agg(ctx, &lagg, lpptr.data(), n) == 1, "lib nonce_agg");
        need(secp256k1_musig_nonce_process(ctx, &lsess, &lagg, msg, &lcache) == 1, "lib process");
        auto l_each = [&](std::size_t) -> std::uint64_t {
            std::uint64_t acc = 0;
            for (std::size_t i = 0; i < n; i++)
                acc += (std::uint64_t)secp256k1_musig_partial_sig_verify(ctx, &lps[i], &lpn[i], &lpk[i], &lcache,
                                                                         &lsess);
            return acc;
        };
        need(l_each(0) == n, "lib verify");
        mu_row(o, r, nb.c_str(), u_batch, &l_each);
        mu_row(o, r, ne.c_str(), u_each, &l_each);
#else
        mu_row(o, r, nb.c_str(), u_batch, static_cast<decltype(u_batch)*>(nullptr));
        mu_row(o, r, ne.c_str(), u_each, static_cast<decltype(u_each)*>(nullptr));
#endif
    }
}

}  // namespace

void section_musig(const Options& o, Report& r) {
    Gen g(0x6d75736967);
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
#endif
    std::printf("\n== MuSig2 (BIP-327); libsecp256k1 side: its musig module (%s)\n",
                have_libsecp() ? meta().libsecp.c_str() : "none");

    // ---- key aggregation: n keys, a pool of kPool different key sets --------------------------
    std::pair<double, double> t100{0, 0}, t1000{0, 0};
    for (std::size_t n : {2u, 10u, 100u, 1000u}) {
        std::vector<std::vector<ufsecp_pubkey>> keys(kPool, std::vector<ufsecp_pubkey>(n));
        std::vector<std::vector<const ufsecp_pubkey*>> kptr(kPool);
#if defined(UFSECP_HAVE_LIBSECP)
        std::vector<std::vector<secp256k1_pubkey>> lkeys(kPool, std::vector<secp256k1_pubkey>(n));
        std::vector<std::vector<const secp256k1_pubkey*>> lptr(kPool);
#endif
        for (std::size_t p = 0; p < kPool; p++) {
            for (std::size_t i = 0; i < n; i++) {
                unsigned char sk[32];
                random_seckey(g, sk);
                need(ufsecp_pubkey_create(&keys[p][i], sk) == UFSECP_OK, "pubkey");
                kptr[p].push_back(&keys[p][i]);
#if defined(UFSECP_HAVE_LIBSECP)
                need(secp256k1_ec_pubkey_create(ctx, &lkeys[p][i], sk) == 1, "lib pubkey");
                lptr[p].push_back(&lkeys[p][i]);
#endif
            }
#if defined(UFSECP_HAVE_LIBSECP)
            unsigned char a[32], b[32];
            secp256k1_xonly_pubkey lx;
            need(ufsecp_musig_pubkey_agg(a, nullptr, kptr[p].data(), n) == UFSECP_OK &&
                     secp256k1_musig_pubkey_agg(ctx, &lx, nullptr, lptr[p].data(), n) == 1 &&
                     secp256k1_xonly_pubkey_serialize(ctx, b, &lx) == 1 && std::memcmp(a, b, 32) == 0,
                 "MISMATCH: musig aggregate keys differ");
#endif
        }
        auto u = [&](std::size_t i) -> std::uint64_t {
            ufsecp_musig_keyagg_cache c;
            return (std::uint64_t)ufsecp_musig_pubkey_agg(nullptr, &c, kptr[i].data(), n) + c.data[5];
        };
        const std::string name = "key aggregation n=" + std::to_string(n);
#if defined(UFSECP_HAVE_LIBSECP)
        auto l = [&](std::size_t i) -> std::uint64_t {
            secp256k1_musig_keyagg_cache c;
            return (std::uint64_t)secp256k1_musig_pubkey_agg(ctx, nullptr, &c, lptr[i].data(), n) + c.data[5];
        };
        const auto t = mu_row(o, r, name.c_str(), u, &l);
#else
        const auto t = mu_row(o, r, name.c_str(), u, static_cast<decltype(u)*>(nullptr));
#endif
        if (n == 100) t100 = t;
        if (n == 1000) t1000 = t;
    }
    // The cost of one more signer in key aggregation: the slope between n = 100 and 1000.
    const double us = (t1000.first - t100.first) / 900.0, ls = (t1000.second - t100.second) / 900.0;
    std::printf("%-34s %11s %9s %6s %11s\n", "key aggregation: per added signer", fmt_us(us).c_str(), "", "",
                have_libsecp() ? fmt_us(ls).c_str() : "");
    r.add("musig/key_aggregation_per_added_signer/ufsecp", "ns/key", us);
    if (have_libsecp()) r.add("musig/key_aggregation_per_added_signer/libsecp256k1", "ns/key", ls);

    // ---- one 2-signer session per item --------------------------------------------------------
    std::vector<MuItem> it(kPool);
    for (MuItem& x : it) {
        for (int s = 0; s < 2; s++) {
            random_seckey(g, x.sk[s]);
            g.bytes32(x.rnd[s]);
            x.rnd[s][0] |= 1;
            need(ufsecp_pubkey_create(&x.pk[s], x.sk[s]) == UFSECP_OK, "pk");
            need(ufsecp_keypair_create(&x.kp[s], x.sk[s]) == UFSECP_OK, "kp");
        }
        g.bytes32(x.msg);
        g.bytes32(x.extra);
        const ufsecp_pubkey* kp[2] = {&x.pk[0], &x.pk[1]};
        need(ufsecp_musig_pubkey_agg(x.aggpk, &x.cache, kp, 2) == UFSECP_OK, "agg");
        const ufsecp_musig_pubnonce* pp[2] = {&x.pn[0], &x.pn[1]};
        for (int s = 0; s < 2; s++) {
            unsigned char rnd[32];
            std::memcpy(rnd, x.rnd[s], 32);
            need(ufsecp_musig_nonce_gen(&x.sn[s], &x.pn[s], rnd, x.sk[s], &x.pk[s], x.msg, 32, x.aggpk, x.extra, 32) ==
                     UFSECP_OK,
                 "nonce_gen");
        }
        need(ufsecp_musig_nonce_agg(&x.agg, pp, 2) == UFSECP_OK, "nonce_agg");
        need(ufsecp_musig_nonce_process(&x.sess, &x.agg, x.msg, 32, &x.cache, nullptr) == UFSECP_OK, "process");
        for (int s = 0; s < 2; s++) {
            ufsecp_musig_secnonce sn = x.sn[s];
            need(ufsecp_musig_partial_sign(&x.ps[s], &sn, &x.kp[s], &x.cache, &x.sess) == UFSECP_OK, "sign");
        }
#if defined(UFSECP_HAVE_LIBSECP)
        for (int s = 0; s < 2; s++) {
            need(secp256k1_ec_pubkey_create(ctx, &x.lpk[s], x.sk[s]) == 1, "lib pk");
            need(secp256k1_keypair_create(ctx, &x.lkp[s], x.sk[s]) == 1, "lib kp");
        }
        const secp256k1_pubkey* lk[2] = {&x.lpk[0], &x.lpk[1]};
        need(secp256k1_musig_pubkey_agg(ctx, nullptr, &x.lcache, lk, 2) == 1, "lib agg");
        for (int s = 0; s < 2; s++) {
            unsigned char rnd[32], a[66], b[66];
            std::memcpy(rnd, x.rnd[s], 32);
            need(secp256k1_musig_nonce_gen(ctx, &x.lsn[s], &x.lpn[s], rnd, x.sk[s], &x.lpk[s], x.msg, &x.lcache,
                                           x.extra) == 1,
                 "lib nonce_gen");
            need(ufsecp_musig_pubnonce_serialize(a, &x.pn[s]) == UFSECP_OK &&
                     secp256k1_musig_pubnonce_serialize(ctx, b, &x.lpn[s]) == 1 && std::memcmp(a, b, 66) == 0,
                 "MISMATCH: musig public nonces differ");
        }
        const secp256k1_musig_pubnonce* lp[2] = {&x.lpn[0], &x.lpn[1]};
        need(secp256k1_musig_nonce_agg(ctx, &x.lagg, lp, 2) == 1, "lib nonce_agg");
        need(secp256k1_musig_nonce_process(ctx, &x.lsess, &x.lagg, x.msg, &x.lcache) == 1, "lib process");
        for (int s = 0; s < 2; s++) {
            secp256k1_musig_secnonce sn = x.lsn[s];
            unsigned char a[32], b[32];
            need(secp256k1_musig_partial_sign(ctx, &x.lps[s], &sn, &x.lkp[s], &x.lcache, &x.lsess) == 1, "lib sign");
            need(ufsecp_musig_partial_sig_serialize(a, &x.ps[s]) == UFSECP_OK &&
                     secp256k1_musig_partial_sig_serialize(ctx, b, &x.lps[s]) == 1 && std::memcmp(a, b, 32) == 0,
                 "MISMATCH: musig partial signatures differ");
        }
        unsigned char a[64], b[64];
        const ufsecp_musig_partial_sig* up[2] = {&x.ps[0], &x.ps[1]};
        const secp256k1_musig_partial_sig* lps[2] = {&x.lps[0], &x.lps[1]};
        need(ufsecp_musig_partial_sig_agg(a, &x.sess, up, 2) == UFSECP_OK &&
                 secp256k1_musig_partial_sig_agg(ctx, b, &x.lsess, lps, 2) == 1 && std::memcmp(a, b, 64) == 0,
             "MISMATCH: musig signatures differ");
#endif
    }
    auto at = [&](std::size_t i) -> MuItem& { return it[i % kPool]; };

    auto u_gen = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        unsigned char rnd[32];
        std::memcpy(rnd, x.rnd[0], 32);
        ufsecp_musig_secnonce sn;
        ufsecp_musig_pubnonce pn;
        return (std::uint64_t)ufsecp_musig_nonce_gen(&sn, &pn, rnd, x.sk[0], &x.pk[0], x.msg, 32, x.aggpk, x.extra,
                                                     32) +
               pn.data[7];
    };
    auto u_agg = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        const ufsecp_musig_pubnonce* pp[2] = {&x.pn[0], &x.pn[1]};
        ufsecp_musig_aggnonce a;
        return (std::uint64_t)ufsecp_musig_nonce_agg(&a, pp, 2) + a.data[7];
    };
    auto u_proc = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        ufsecp_musig_session s;
        return (std::uint64_t)ufsecp_musig_nonce_process(&s, &x.agg, x.msg, 32, &x.cache, nullptr) + s.data[7];
    };
    auto u_sign = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        ufsecp_musig_secnonce sn = x.sn[0];
        ufsecp_musig_partial_sig ps;
        return (std::uint64_t)ufsecp_musig_partial_sign(&ps, &sn, &x.kp[0], &x.cache, &x.sess) + ps.data[7];
    };
    auto u_signv = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        ufsecp_musig_secnonce sn = x.sn[0];
        ufsecp_musig_partial_sig ps;
        return (std::uint64_t)ufsecp_musig_partial_sign_verified(&ps, &sn, &x.kp[0], &x.cache, &x.sess) +
               ps.data[7];
    };
    auto u_ver = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        return (std::uint64_t)ufsecp_musig_partial_sig_verify(&x.ps[1], &x.pn[1], &x.pk[1], &x.cache, &x.sess);
    };
    auto u_sagg = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        const ufsecp_musig_partial_sig* up[2] = {&x.ps[0], &x.ps[1]};
        unsigned char sig[64];
        return (std::uint64_t)ufsecp_musig_partial_sig_agg(sig, &x.sess, up, 2) + sig[40];
    };
#if defined(UFSECP_HAVE_LIBSECP)
    auto l_gen = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        unsigned char rnd[32];
        std::memcpy(rnd, x.rnd[0], 32);
        secp256k1_musig_secnonce sn;
        secp256k1_musig_pubnonce pn;
        return (std::uint64_t)secp256k1_musig_nonce_gen(ctx, &sn, &pn, rnd, x.sk[0], &x.lpk[0], x.msg, &x.lcache,
                                                        x.extra) +
               pn.data[7];
    };
    auto l_agg = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        const secp256k1_musig_pubnonce* pp[2] = {&x.lpn[0], &x.lpn[1]};
        secp256k1_musig_aggnonce a;
        return (std::uint64_t)secp256k1_musig_nonce_agg(ctx, &a, pp, 2) + a.data[7];
    };
    auto l_proc = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        secp256k1_musig_session s;
        return (std::uint64_t)secp256k1_musig_nonce_process(ctx, &s, &x.lagg, x.msg, &x.lcache) + s.data[7];
    };
    auto l_sign = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        secp256k1_musig_secnonce sn = x.lsn[0];
        secp256k1_musig_partial_sig ps;
        return (std::uint64_t)secp256k1_musig_partial_sign(ctx, &ps, &sn, &x.lkp[0], &x.lcache, &x.lsess) + ps.data[7];
    };
    auto l_ver = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        return (std::uint64_t)secp256k1_musig_partial_sig_verify(ctx, &x.lps[1], &x.lpn[1], &x.lpk[1], &x.lcache,
                                                                 &x.lsess);
    };
    auto l_sagg = [&](std::size_t i) -> std::uint64_t {
        MuItem& x = at(i);
        const secp256k1_musig_partial_sig* lp[2] = {&x.lps[0], &x.lps[1]};
        unsigned char sig[64];
        return (std::uint64_t)secp256k1_musig_partial_sig_agg(ctx, sig, &x.lsess, lp, 2) + sig[40];
    };
    mu_row(o, r, "nonce gen", u_gen, &l_gen);
    mu_row(o, r, "nonce agg (2 signers)", u_agg, &l_agg);
    mu_row(o, r, "nonce process (session)", u_proc, &l_proc);
    mu_row(o, r, "partial sign", u_sign, &l_sign);
    mu_row(o, r, "partial sign (self-verified)", u_signv, &l_sign);
    mu_row(o, r, "partial sig verify", u_ver, &l_ver);
    mu_row(o, r, "sig agg (2 signers)", u_sagg, &l_sagg);
    section_musig_batch(o, r, g, ctx);
    secp256k1_context_destroy(ctx);
#else
    using F = decltype(u_gen);
    mu_row(o, r, "nonce gen", u_gen, static_cast<F*>(nullptr));
    mu_row(o, r, "nonce agg (2 signers)", u_agg, static_cast<decltype(u_agg)*>(nullptr));
    mu_row(o, r, "nonce process (session)", u_proc, static_cast<decltype(u_proc)*>(nullptr));
    mu_row(o, r, "partial sign", u_sign, static_cast<decltype(u_sign)*>(nullptr));
    mu_row(o, r, "partial sign (self-verified)", u_signv, static_cast<decltype(u_signv)*>(nullptr));
    mu_row(o, r, "partial sig verify", u_ver, static_cast<decltype(u_ver)*>(nullptr));
    mu_row(o, r, "sig agg (2 signers)", u_sagg, static_cast<decltype(u_sagg)*>(nullptr));
    section_musig_batch(o, r, g, nullptr);
#endif
}

}  // namespace ufsecp_bench
