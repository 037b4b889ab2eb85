// ufsecp-bench — adaptor signatures and DLEQ proofs through the C API (ufsecp_adaptor.h,
// ufsecp_dleq.h): ECDSA adaptor (dlcspecs) encrypt / verify / decrypt / recover, Schnorr
// adaptor (BIP-340) pre-sign / pre-verify / adapt / extract, BIP-374 DLEQ prove / verify with
// the standard generator and with another point.
//
// libsecp256k1 has none of these (they live in secp256k1-zkp), so the rows time ufsecp alone;
// for scale, the Schnorr pre-sign and pre-verify rows are set beside libsecp256k1's plain
// BIP-340 sign and verify of the same message (the adaptor versions do that work plus a point
// addition, and for verify one more comparison). Every item is checked to succeed first.
#include <cstring>
#include <vector>

#include "bench_util.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_adaptor.h"
#include "ufsecp/ufsecp_dleq.h"

#if defined(UFSECP_HAVE_LIBSECP)
#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>
#endif

namespace ufsecp_bench {

namespace {

constexpr std::size_t kPool = 64;

struct AdItem {
    unsigned char sk[32], y[32], msg[32], px[32];
    ufsecp_pubkey pk, Y, G2;
    ufsecp_keypair kp;
    unsigned char as[UFSECP_ECDSA_ADAPTOR_SIZE], dsig[64];
    unsigned char pre[UFSECP_SCHNORR_PRESIG_SIZE], ssig[64];
    unsigned char proof[64], proof_g[64];
    ufsecp_pubkey A, C, Ag, Cg;
};

template <class FU, class FL>
void ad_row(const Options& o, Report& r, const char* name, FU ufs, FL* lib, const char* lib_name) {
    const std::string base = "adaptor/" + slug(name);
    if (lib) {
        const auto t = interleave(o, kPool, ufs, *lib);
        const Spread a = t[0].pick(o.wall), b = t[1].pick(o.wall);
        std::printf("%-34s %11s %9s %5.1f%% %11s %9s %5.1f%%  (libsecp256k1: %s)\n", name, fmt_us(a.median).c_str(),
                    fmt_rate(a.median).c_str(), a.iqr_pct(), fmt_us(b.median).c_str(), fmt_rate(b.median).c_str(),
                    b.iqr_pct(), lib_name);
        r.add(base + "/ufsecp", "ns/op", a.median, a.iqr_pct());
        r.add(base + "/libsecp256k1_" + slug(lib_name), "ns/op", b.median, b.iqr_pct());
    } else {
        const auto t = interleave(o, kPool, ufs);
        const Spread a = t[0].pick(o.wall);
        std::printf("%-34s %11s %9s %5.1f%%\n", name, fmt_us(a.median).c_str(), fmt_rate(a.median).c_str(),
                    a.iqr_pct());
        r.add(base + "/ufsecp", "ns/op", a.median, a.iqr_pct());
    }
    std::fflush(stdout);
}

}  // namespace

void section_adaptor(const Options& o, Report& r) {
    Gen g(0x61646170746f72);
    std::vector<AdItem> it(kPool);
    for (AdItem& x : it) {
        unsigned char g2[32];
        random_seckey(g, x.sk);
        random_seckey(g, x.y);
        random_seckey(g, g2);
        g.bytes32(x.msg);
        need(ufsecp_pubkey_create(&x.pk, x.sk) == UFSECP_OK && ufsecp_pubkey_create(&x.Y, x.y) == UFSECP_OK &&
                 ufsecp_pubkey_create(&x.G2, g2) == UFSECP_OK && ufsecp_keypair_create(&x.kp, x.sk) == UFSECP_OK &&
                 ufsecp_keypair_xonly_pubkey(x.px, nullptr, &x.kp) == UFSECP_OK,
             "adaptor keys");
        need(ufsecp_ecdsa_adaptor_encrypt(x.as, x.sk, &x.Y, x.msg, nullptr) == UFSECP_OK &&
                 ufsecp_ecdsa_adaptor_verify(x.as, &x.pk, x.msg, &x.Y) == UFSECP_OK &&
                 ufsecp_ecdsa_adaptor_decrypt(x.dsig, x.y, x.as) == UFSECP_OK &&
                 ufsecp_ecdsa_verify(x.dsig, x.msg, &x.pk) == UFSECP_OK,
             "ecdsa adaptor round trip");
        need(ufsecp_schnorr_adaptor_presign(x.pre, x.msg, 32, &x.kp, &x.Y, nullptr) == UFSECP_OK &&
                 ufsecp_schnorr_adaptor_verify(x.pre, x.msg, 32, x.px, &x.Y) == UFSECP_OK &&
                 ufsecp_schnorr_adaptor_adapt(x.ssig, x.y, x.pre) == UFSECP_OK &&
                 ufsecp_schnorr_verify(x.ssig, x.msg, 32, x.px) == UFSECP_OK,
             "schnorr adaptor round trip");
        need(ufsecp_dleq_prove(x.proof, x.sk, &x.Y, nullptr, x.msg, nullptr, &x.A, &x.C) == UFSECP_OK &&
                 ufsecp_dleq_verify(x.proof, &x.A, &x.Y, &x.C, x.msg, nullptr) == UFSECP_OK &&
                 ufsecp_dleq_prove(x.proof_g, x.sk, &x.Y, nullptr, x.msg, &x.G2, &x.Ag, &x.Cg) == UFSECP_OK &&
                 ufsecp_dleq_verify(x.proof_g, &x.Ag, &x.Y, &x.Cg, x.msg, &x.G2) == UFSECP_OK,
             "dleq round trip");
    }
    auto at = [&](std::size_t i) -> const AdItem& { return it[i % kPool]; };
    std::uint64_t (*none)(std::size_t) = nullptr;
    std::printf("\n== Adaptor signatures and DLEQ proofs (ufsecp only; libsecp256k1 has no such module)\n");

    ad_row(o, r, "ecdsa adaptor encrypt", [&](std::size_t i) -> std::uint64_t {
        unsigned char out[UFSECP_ECDSA_ADAPTOR_SIZE];
        return (std::uint64_t)ufsecp_ecdsa_adaptor_encrypt(out, at(i).sk, &at(i).Y, at(i).msg, nullptr) + out[5];
    }, none, "");
    ad_row(o, r, "ecdsa adaptor verify", [&](std::size_t i) -> std::uint64_t {
        return (std::uint64_t)ufsecp_ecdsa_adaptor_verify(at(i).as, &at(i).pk, at(i).msg, &at(i).Y);
    }, none, "");
    ad_row(o, r, "ecdsa adaptor decrypt", [&](std::size_t i) -> std::uint64_t {
        unsigned char out[64];
        return (std::uint64_t)ufsecp_ecdsa_adaptor_decrypt(out, at(i).y, at(i).as) + out[40];
    }, none, "");
    ad_row(o, r, "ecdsa adaptor recover", [&](std::size_t i) -> std::uint64_t {
        unsigned char out[32];
        return (std::uint64_t)ufsecp_ecdsa_adaptor_recover(out, at(i).dsig, at(i).as, &at(i).Y) + out[3];
    }, none, "");

#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    std::vector<secp256k1_keypair> lkp(kPool);
    std::vector<secp256k1_xonly_pubkey> lx(kPool);
    for (std::size_t i = 0; i < kPool; i++)
        need(secp256k1_keypair_create(ctx, &lkp[i], it[i].sk) == 1 &&
                 secp256k1_xonly_pubkey_parse(ctx, &lx[i], it[i].px) == 1,
             "libsecp256k1 keys");
    auto l_sign = [&](std::size_t i) -> std::uint64_t {
        unsigned char sig[64];
        return (std::uint64_t)secp256k1_schnorrsig_sign32(ctx, sig, at(i).msg, &lkp[i % kPool], nullptr) + sig[3];
    };
    auto l_verify = [&](std::size_t i) -> std::uint64_t {
        return (std::uint64_t)secp256k1_schnorrsig_verify(ctx, at(i).ssig, at(i).msg, 32, &lx[i % kPool]);
    };
    auto* l_sign_p = &l_sign;
    auto* l_verify_p = &l_verify;
#else
    std::uint64_t (*l_sign_p)(std::size_t) = nullptr;
    std::uint64_t (*l_verify_p)(std::size_t) = nullptr;
#endif
    ad_row(o, r, "schnorr adaptor presign", [&](std::size_t i) -> std::uint64_t {
        unsigned char out[UFSECP_SCHNORR_PRESIG_SIZE];
        return (std::uint64_t)ufsecp_schnorr_adaptor_presign(out, at(i).msg, 32, &at(i).kp, &at(i).Y, nullptr) + out[7];
    }, l_sign_p, "schnorrsig_sign32");
    ad_row(o, r, "schnorr adaptor pre-verify", [&](std::size_t i) -> std::uint64_t {
        return (std::uint64_t)ufsecp_schnorr_adaptor_verify(at(i).pre, at(i).msg, 32, at(i).px, &at(i).Y);
    }, l_verify_p, "schnorrsig_verify");
    ad_row(o, r, "schnorr adaptor adapt", [&](std::size_t i) -> std::uint64_t {
        unsigned char out[64];
        return (std::uint64_t)ufsecp_schnorr_adaptor_adapt(out, at(i).y, at(i).pre) + out[40];
    }, none, "");
    ad_row(o, r, "schnorr adaptor extract", [&](std::size_t i) -> std::uint64_t {
        unsigned char out[32];
        return (std::uint64_t)ufsecp_schnorr_adaptor_extract(out, at(i).ssig, at(i).pre) + out[3];
    }, none, "");

    ad_row(o, r, "dleq prove (generator G)", [&](std::size_t i) -> std::uint64_t {
        unsigned char out[64];
        return (std::uint64_t)ufsecp_dleq_prove(out, at(i).sk, &at(i).Y, nullptr, at(i).msg, nullptr, nullptr,
                                                nullptr) + out[3];
    }, none, "");
    ad_row(o, r, "dleq verify (generator G)", [&](std::size_t i) -> std::uint64_t {
        return (std::uint64_t)ufsecp_dleq_verify(at(i).proof, &at(i).A, &at(i).Y, &at(i).C, at(i).msg, nullptr);
    }, none, "");
    ad_row(o, r, "dleq prove (another G)", [&](std::size_t i) -> std::uint64_t {
        unsigned char out[64];
        return (std::uint64_t)ufsecp_dleq_prove(out, at(i).sk, &at(i).Y, nullptr, at(i).msg, &at(i).G2, nullptr,
                                                nullptr) + out[3];
    }, none, "");
    ad_row(o, r, "dleq verify (another G)", [&](std::size_t i) -> std::uint64_t {
        return (std::uint64_t)ufsecp_dleq_verify(at(i).proof_g, &at(i).Ag, &at(i).Y, &at(i).Cg, at(i).msg, &at(i).G2);
    }, none, "");
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_context_destroy(ctx);
#endif
}

}  // namespace ufsecp_bench
