// ufsecp-bench — the public operations through each library's C API, ufsecp against
// libsecp256k1 in the same process, interleaved block by block (bench_util.hpp).
//
// Each side starts from what a caller holds: 32-byte secret keys and messages, parsed
// public keys (ufsecp_pubkey / secp256k1_pubkey), 64-byte compact signatures, 32-byte
// x-only keys. Where one library parses inside its call what the other takes parsed, the
// other side times that parse too, so both do the same work per call (named under the
// table). Before anything is timed, every output is checked equal between the libraries.
#include <array>
#include <cstring>
#include <vector>

#include "bench_util.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_address.h"

#if defined(UFSECP_HAVE_LIBSECP)
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_recovery.h>
#include <secp256k1_schnorrsig.h>
#endif

namespace ufsecp_bench {

bool have_libsecp() {
#if defined(UFSECP_HAVE_LIBSECP)
    return true;
#else
    return false;
#endif
}

namespace {

constexpr std::size_t kPool = 64;

struct Item {
    unsigned char sk[32], msg[32], aux[32], tweak[32];
    ufsecp_pubkey pk;
    ufsecp_keypair kp;
    ufsecp_xonly_pubkey xpk;
    unsigned char pk33[33], xonly[32], sig[64], schnorr[64], der[72];
    std::size_t der_len;
    int recid;
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_pubkey lpk;
    secp256k1_keypair lkp;
    secp256k1_xonly_pubkey lxpk;
#endif
};

void print_header() {
    if (have_libsecp())
        std::printf("%-32s %11s %9s %6s %11s %9s %6s %8s\n", "operation", "ufsecp us", "op/s", "iqr", "libsecp us",
                    "op/s", "iqr", "lib/ufs");
    else
        std::printf("%-32s %11s %9s %6s\n", "operation", "ufsecp us", "op/s", "iqr");
}

// Times ufs (and lib, if not null) and prints one row; returns the ufsecp and libsecp
// medians in ns per call (libsecp 0 when absent).
template <class FU, class FL>
std::pair<double, double> row(const Options& o, Report& r, const char* name, FU ufs, FL* lib) {
    return compare_row(o, r, "api", 32, kPool, name, ufs, lib);
}

#if defined(UFSECP_HAVE_LIBSECP)
// The libsecp256k1 side of a row; without libsecp256k1 a null pointer (row times ufsecp alone).
#define LIB(name, ...)                                             \
    auto name = [&](std::size_t i) -> std::uint64_t __VA_ARGS__; \
    auto* name##_p = &name
#else
#define LIB(name, ...) std::uint64_t (*name##_p)(std::size_t) = nullptr
#endif

}  // namespace

void section_api(const Options& o, Report& r, VerifyCosts& costs) {
    Gen g(0x617069);
    std::vector<Item> it(kPool);
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_SIGN | SECP256K1_CONTEXT_VERIFY);
    {
        unsigned char seed[32];
        g.bytes32(seed);
        need(secp256k1_context_randomize(ctx, seed), "secp256k1_context_randomize");
    }
#endif
    for (Item& x : it) {
        random_seckey(g, x.sk);
        random_seckey(g, x.tweak);
        g.bytes32(x.msg);
        g.bytes32(x.aux);
        need(ufsecp_pubkey_create(&x.pk, x.sk) == UFSECP_OK, "ufsecp_pubkey_create");
        std::size_t len = 33;
        need(ufsecp_pubkey_serialize(x.pk33, &len, &x.pk, 1) == UFSECP_OK && len == 33, "serialize");
        need(ufsecp_keypair_create(&x.kp, x.sk) == UFSECP_OK, "ufsecp_keypair_create");
        need(ufsecp_keypair_xonly_pubkey(x.xonly, nullptr, &x.kp) == UFSECP_OK, "xonly");
        need(ufsecp_xonly_pubkey_parse(&x.xpk, x.xonly) == UFSECP_OK, "xonly parse");
        need(ufsecp_ecdsa_sign_recoverable(x.sig, &x.recid, x.msg, x.sk, nullptr) == UFSECP_OK, "sign");
        x.der_len = sizeof x.der;
        need(ufsecp_ecdsa_signature_serialize_der(x.der, &x.der_len, x.sig) == UFSECP_OK, "der");
        need(ufsecp_schnorr_sign(x.schnorr, x.msg, 32, &x.kp, x.aux) == UFSECP_OK, "schnorr sign");
        need(ufsecp_ecdsa_verify(x.sig, x.msg, &x.pk) == UFSECP_OK, "ufsecp rejects its ECDSA signature");
        need(ufsecp_schnorr_verify(x.schnorr, x.msg, 32, x.xonly) == UFSECP_OK, "ufsecp rejects its BIP-340 sig");
#if defined(UFSECP_HAVE_LIBSECP)
        // The same bytes from both libraries, before anything is timed.
        need(secp256k1_ec_pubkey_create(ctx, &x.lpk, x.sk), "pubkey_create");
        unsigned char l33[33];
        len = 33;
        secp256k1_ec_pubkey_serialize(ctx, l33, &len, &x.lpk, SECP256K1_EC_COMPRESSED);
        need(std::memcmp(l33, x.pk33, 33) == 0, "MISMATCH: public keys differ");
        need(secp256k1_keypair_create(ctx, &x.lkp, x.sk), "keypair_create");
        need(secp256k1_xonly_pubkey_parse(ctx, &x.lxpk, x.xonly), "MISMATCH: x-only key rejected");
        secp256k1_ecdsa_signature ls;
        unsigned char l64[64];
        need(secp256k1_ecdsa_sign(ctx, &ls, x.msg, x.sk, nullptr, nullptr), "secp256k1_ecdsa_sign");
        secp256k1_ecdsa_signature_serialize_compact(ctx, l64, &ls);
        need(std::memcmp(l64, x.sig, 64) == 0, "MISMATCH: ECDSA signatures differ");
        unsigned char lder[72];
        len = sizeof lder;
        secp256k1_ecdsa_signature_serialize_der(ctx, lder, &len, &ls);
        need(len == x.der_len && std::memcmp(lder, x.der, len) == 0, "MISMATCH: DER encodings differ");
        need(secp256k1_ecdsa_verify(ctx, &ls, x.msg, &x.lpk) == 1, "libsecp rejects the ECDSA signature");
        need(secp256k1_schnorrsig_sign32(ctx, l64, x.msg, &x.lkp, x.aux), "schnorrsig_sign32");
        need(std::memcmp(l64, x.schnorr, 64) == 0, "MISMATCH: BIP-340 signatures differ");
        need(secp256k1_schnorrsig_verify(ctx, x.schnorr, x.msg, 32, &x.lxpk) == 1, "libsecp rejects BIP-340 sig");
        secp256k1_ecdsa_recoverable_signature lr;
        secp256k1_pubkey rec;
        need(secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &lr, x.sig, x.recid), "recid");
        need(secp256k1_ecdsa_recover(ctx, &rec, &lr, x.msg), "recover");
        len = 33;
        secp256k1_ec_pubkey_serialize(ctx, l33, &len, &rec, SECP256K1_EC_COMPRESSED);
        need(std::memcmp(l33, x.pk33, 33) == 0, "MISMATCH: recovered keys differ");
        unsigned char sk2[32], lsk2[32];
        std::memcpy(sk2, x.sk, 32);
        std::memcpy(lsk2, x.sk, 32);
        need(ufsecp_seckey_tweak_add(sk2, x.tweak) == UFSECP_OK, "tweak");
        need(secp256k1_ec_seckey_tweak_add(ctx, lsk2, x.tweak), "tweak");
        need(std::memcmp(sk2, lsk2, 32) == 0, "MISMATCH: tweaked secret keys differ");
        ufsecp_pubkey tp = x.pk;
        secp256k1_pubkey ltp = x.lpk;
        need(ufsecp_pubkey_tweak_add(&tp, x.tweak) == UFSECP_OK, "tweak");
        need(secp256k1_ec_pubkey_tweak_add(ctx, &ltp, x.tweak), "tweak");
        unsigned char u33[33];
        len = 33;
        (void)ufsecp_pubkey_serialize(u33, &len, &tp, 1);
        len = 33;
        secp256k1_ec_pubkey_serialize(ctx, l33, &len, &ltp, SECP256K1_EC_COMPRESSED);
        need(std::memcmp(l33, u33, 33) == 0, "MISMATCH: tweaked public keys differ");
#endif
    }
#if defined(UFSECP_HAVE_LIBSECP)
    for (std::size_t i = 0; i < kPool; i++) {  // ECDH: my secret key, the next item's public key
        unsigned char a[32], b[32];
        need(ufsecp_ecdh(a, &it[(i + 1) % kPool].pk, it[i].sk) == UFSECP_OK, "ufsecp_ecdh");
        need(secp256k1_ecdh(ctx, b, &it[(i + 1) % kPool].lpk, it[i].sk, nullptr, nullptr), "secp256k1_ecdh");
        need(std::memcmp(a, b, 32) == 0, "MISMATCH: ECDH outputs differ");
    }
#endif
    auto at = [&](std::size_t i) -> Item& { return it[i]; };
    auto peer = [&](std::size_t i) -> Item& { return it[(i + 1) % kPool]; };

    std::printf("\n== public operations (C API), ufsecp vs ");
    if (have_libsecp())
        std::printf("%s: same keys and messages, outputs checked equal (%zu of each) before timing\n",
                    meta().libsecp.c_str(), kPool);
    else
        std::printf("(libsecp256k1 not found at build time: ufsecp alone)\n");
    print_header();

    auto u_create = [&](std::size_t i) -> std::uint64_t {
        ufsecp_pubkey pk;
        return (std::uint64_t)ufsecp_pubkey_create(&pk, at(i).sk) + pk.data[0];
    };
    LIB(l_create, {
        secp256k1_pubkey pk;
        return (std::uint64_t)secp256k1_ec_pubkey_create(ctx, &pk, at(i).sk) + pk.data[0];
    });
    row(o, r, "pubkey create (k*G)", u_create, l_create_p);

    auto u_sign = [&](std::size_t i) -> std::uint64_t {
        unsigned char sig[64];
        return (std::uint64_t)ufsecp_ecdsa_sign(sig, at(i).msg, at(i).sk, nullptr) + sig[0];
    };
    LIB(l_sign, {
        secp256k1_ecdsa_signature sig;
        unsigned char out[64];
        const int ok = secp256k1_ecdsa_sign(ctx, &sig, at(i).msg, at(i).sk, nullptr, nullptr);
        secp256k1_ecdsa_signature_serialize_compact(ctx, out, &sig);
        return (std::uint64_t)ok + out[0];
    });
    row(o, r, "ECDSA sign", u_sign, l_sign_p);

    auto u_verify = [&](std::size_t i) -> std::uint64_t {
        return ufsecp_ecdsa_verify(at(i).sig, at(i).msg, &at(i).pk) == UFSECP_OK;
    };
    LIB(l_verify, {
        secp256k1_ecdsa_signature sig;
        secp256k1_ecdsa_signature_parse_compact(ctx, &sig, at(i).sig);
        return (std::uint64_t)secp256k1_ecdsa_verify(ctx, &sig, at(i).msg, &at(i).lpk);
    });
    const auto ev = row(o, r, "ECDSA verify", u_verify, l_verify_p);
    costs.ecdsa_ufs = ev.first;
    costs.ecdsa_lib = ev.second;

    auto u_recover = [&](std::size_t i) -> std::uint64_t {
        ufsecp_pubkey pk;
        return (std::uint64_t)ufsecp_ecdsa_recover(&pk, at(i).sig, at(i).recid, at(i).msg) + pk.data[0];
    };
    LIB(l_recover, {
        secp256k1_ecdsa_recoverable_signature rs;
        secp256k1_pubkey pk;
        secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &rs, at(i).sig, at(i).recid);
        return (std::uint64_t)secp256k1_ecdsa_recover(ctx, &pk, &rs, at(i).msg) + pk.data[0];
    });
    row(o, r, "ECDSA recover", u_recover, l_recover_p);

    auto u_ssign = [&](std::size_t i) -> std::uint64_t {
        unsigned char sig[64];
        return (std::uint64_t)ufsecp_schnorr_sign(sig, at(i).msg, 32, &at(i).kp, at(i).aux) + sig[0];
    };
    LIB(l_ssign, {
        unsigned char sig[64];
        return (std::uint64_t)secp256k1_schnorrsig_sign32(ctx, sig, at(i).msg, &at(i).lkp, at(i).aux) + sig[0];
    });
    row(o, r, "Schnorr sign", u_ssign, l_ssign_p);

    auto u_sverify = [&](std::size_t i) -> std::uint64_t {
        return ufsecp_schnorr_verify(at(i).schnorr, at(i).msg, 32, at(i).xonly) == UFSECP_OK;
    };
    LIB(l_sverify, {
        secp256k1_xonly_pubkey xk;
        const int parsed = secp256k1_xonly_pubkey_parse(ctx, &xk, at(i).xonly);
        return (std::uint64_t)(parsed & secp256k1_schnorrsig_verify(ctx, at(i).schnorr, at(i).msg, 32, &xk));
    });
    const auto sv = row(o, r, "Schnorr verify", u_sverify, l_sverify_p);
    costs.schnorr_ufs = sv.first;
    costs.schnorr_lib = sv.second;

    auto u_ecdh = [&](std::size_t i) -> std::uint64_t {
        unsigned char out[32];
        return (std::uint64_t)ufsecp_ecdh(out, &peer(i).pk, at(i).sk) + out[0];
    };
    LIB(l_ecdh, {
        unsigned char out[32];
        return (std::uint64_t)secp256k1_ecdh(ctx, out, &peer(i).lpk, at(i).sk, nullptr, nullptr) + out[0];
    });
    row(o, r, "ECDH (SHA-256 output)", u_ecdh, l_ecdh_p);

    std::printf("-- keys and encodings\n");
    auto u_sverify_p = [&](std::size_t i) -> std::uint64_t {
        return ufsecp_schnorr_verify_xonly(at(i).schnorr, at(i).msg, 32, &at(i).xpk) == UFSECP_OK;
    };
    LIB(l_sverx, {
        return (std::uint64_t)secp256k1_schnorrsig_verify(ctx, at(i).schnorr, at(i).msg, 32, &at(i).lxpk);
    });
    const auto sv_parsed = row(o, r, "Schnorr verify, parsed key", u_sverify_p, l_sverx_p);

    auto u_kp = [&](std::size_t i) -> std::uint64_t {
        ufsecp_keypair kp;
        return (std::uint64_t)ufsecp_keypair_create(&kp, at(i).sk) + kp.data[40];
    };
    LIB(l_kp, {
        secp256k1_keypair kp;
        return (std::uint64_t)secp256k1_keypair_create(ctx, &kp, at(i).sk) + kp.data[40];
    });
    row(o, r, "keypair create", u_kp, l_kp_p);

    auto u_parse = [&](std::size_t i) -> std::uint64_t {
        ufsecp_pubkey pk;
        return (std::uint64_t)ufsecp_pubkey_parse(&pk, at(i).pk33, 33) + pk.data[0];
    };
    LIB(l_parse, {
        secp256k1_pubkey pk;
        return (std::uint64_t)secp256k1_ec_pubkey_parse(ctx, &pk, at(i).pk33, 33) + pk.data[0];
    });
    row(o, r, "pubkey parse (33 bytes)", u_parse, l_parse_p);

    auto u_ser = [&](std::size_t i) -> std::uint64_t {
        unsigned char out[33];
        std::size_t len = 33;
        return (std::uint64_t)ufsecp_pubkey_serialize(out, &len, &at(i).pk, 1) + out[1];
    };
    LIB(l_ser, {
        unsigned char out[33];
        std::size_t len = 33;
        return (std::uint64_t)secp256k1_ec_pubkey_serialize(ctx, out, &len, &at(i).lpk, SECP256K1_EC_COMPRESSED) +
               out[1];
    });
    row(o, r, "pubkey serialize (33 bytes)", u_ser, l_ser_p);

    auto u_stweak = [&](std::size_t i) -> std::uint64_t {
        unsigned char sk[32];
        std::memcpy(sk, at(i).sk, 32);
        return (std::uint64_t)ufsecp_seckey_tweak_add(sk, at(i).tweak) + sk[0];
    };
    LIB(l_stweak, {
        unsigned char sk[32];
        std::memcpy(sk, at(i).sk, 32);
        return (std::uint64_t)secp256k1_ec_seckey_tweak_add(ctx, sk, at(i).tweak) + sk[0];
    });
    row(o, r, "seckey tweak add", u_stweak, l_stweak_p);

    auto u_ptweak = [&](std::size_t i) -> std::uint64_t {
        ufsecp_pubkey pk = at(i).pk;
        return (std::uint64_t)ufsecp_pubkey_tweak_add(&pk, at(i).tweak) + pk.data[0];
    };
    LIB(l_ptweak, {
        secp256k1_pubkey pk = at(i).lpk;
        return (std::uint64_t)secp256k1_ec_pubkey_tweak_add(ctx, &pk, at(i).tweak) + pk.data[0];
    });
    row(o, r, "pubkey tweak add", u_ptweak, l_ptweak_p);

    auto u_der = [&](std::size_t i) -> std::uint64_t {
        unsigned char sig[64];
        return (std::uint64_t)ufsecp_ecdsa_signature_parse_der(sig, at(i).der, at(i).der_len) + sig[0];
    };
    LIB(l_der, {
        secp256k1_ecdsa_signature sig;
        return (std::uint64_t)secp256k1_ecdsa_signature_parse_der(ctx, &sig, at(i).der, at(i).der_len) + sig.data[0];
    });
    row(o, r, "ECDSA DER parse", u_der, l_der_p);

    // ---- verification with a precomputed key (ufsecp_pubkey_precompute): one object per
    // item of the pool (64 keys, 2 MiB of objects: they do not all stay in L2), against
    // libsecp256k1's verify with a parsed key (its fastest form). Crossover: after how many
    // verifications with one key the precomputation has paid for itself.
    std::printf("-- verification with a precomputed key (ufsecp_pubkey_precompute; libsecp: parsed key)\n");
    std::vector<ufsecp_pubkey_precomputed> pre(kPool);
    std::vector<ufsecp_xonly_pubkey_precomputed> xpre(kPool);
    for (std::size_t i = 0; i < kPool; i++) {
        need(ufsecp_pubkey_precompute(&pre[i], &it[i].pk) == UFSECP_OK, "ufsecp_pubkey_precompute");
        need(ufsecp_xonly_pubkey_precompute(&xpre[i], it[i].xonly) == UFSECP_OK, "ufsecp_xonly_pubkey_precompute");
        need(ufsecp_ecdsa_verify_precomputed(it[i].sig, it[i].msg, &pre[i]) == UFSECP_OK, "precomputed ECDSA verify");
        need(ufsecp_schnorr_verify_precomputed(it[i].schnorr, it[i].msg, 32, &xpre[i]) == UFSECP_OK,
             "precomputed Schnorr verify");
    }
    auto u_pverify = [&](std::size_t i) -> std::uint64_t {
        return ufsecp_ecdsa_verify_precomputed(at(i).sig, at(i).msg, &pre[i]) == UFSECP_OK;
    };
    const auto pv = row(o, r, "ECDSA verify (precomputed key)", u_pverify, l_verify_p);
    auto u_psverify = [&](std::size_t i) -> std::uint64_t {
        return ufsecp_schnorr_verify_precomputed(at(i).schnorr, at(i).msg, 32, &xpre[i]) == UFSECP_OK;
    };
    const auto psv = row(o, r, "Schnorr verify (precomputed key)", u_psverify, l_sverx_p);
    std::uint64_t (*no_lib)(std::size_t) = nullptr;
    auto u_pre = [&](std::size_t i) -> std::uint64_t {
        ufsecp_pubkey_precomputed obj;
        return (std::uint64_t)ufsecp_pubkey_precompute(&obj, &at(i).pk) + obj.data[200];
    };
    const auto pc = row(o, r, "precompute (ufsecp_pubkey)", u_pre, no_lib);
    auto u_xpre = [&](std::size_t i) -> std::uint64_t {
        ufsecp_xonly_pubkey_precomputed obj;
        return (std::uint64_t)ufsecp_xonly_pubkey_precompute(&obj, at(i).xonly) + obj.data[200];
    };
    const auto xpc = row(o, r, "precompute (x-only, 32 bytes)", u_xpre, no_lib);
    // Crossover against ufsecp's own verify with a parsed key (ECDSA verify; Schnorr verify,
    // parsed key): precompute / (saving per verification), in verifications.
    const double save_e = ev.first - pv.first, save_s = sv_parsed.first - psv.first;
    std::printf("  crossover: precomputation pays for itself after %.1f ECDSA / %.1f Schnorr verifications\n"
                "  with one key (precompute time / time saved per verification vs ufsecp's parsed-key verify)\n",
                save_e > 0 ? pc.first / save_e : -1.0, save_s > 0 ? xpc.first / save_s : -1.0);
    r.add("api/precompute_crossover_ecdsa", "verifications", save_e > 0 ? pc.first / save_e : -1.0);
    r.add("api/precompute_crossover_schnorr", "verifications", save_s > 0 ? xpc.first / save_s : -1.0);
    // Addresses (ufsecp_address.h): no libsecp256k1 counterpart. Encoding includes the hash
    // (P2PKH: HASH160 of the compressed key); decoding parses and checks the checksum.
    {
        std::uint64_t (*no_lib)(std::size_t) = nullptr;
        std::vector<std::array<char, UFSECP_ADDRESS_MAX_SIZE>> p2tr(kPool), p2pkh(kPool);
        for (std::size_t i = 0; i < kPool; i++) {
            std::size_t len = UFSECP_ADDRESS_MAX_SIZE;
            need(ufsecp_address_p2tr(p2tr[i].data(), &len, "bc", it[i].xonly) == UFSECP_OK, "p2tr");
            len = UFSECP_ADDRESS_MAX_SIZE;
            need(ufsecp_address_p2pkh(p2pkh[i].data(), &len, 0x00, &it[i].pk, 1) == UFSECP_OK, "p2pkh");
        }
        auto u_p2tr = [&](std::size_t i) -> std::uint64_t {
            char out[UFSECP_ADDRESS_MAX_SIZE];
            std::size_t len = sizeof out;
            return (std::uint64_t)ufsecp_segwit_address_encode(out, &len, "bc", 1, at(i).xonly, 32) + (unsigned char)out[20];
        };
        row(o, r, "P2TR address encode", u_p2tr, no_lib);
        auto u_segdec = [&](std::size_t i) -> std::uint64_t {
            unsigned char prog[UFSECP_WITNESS_PROGRAM_MAX_SIZE];
            std::size_t n = sizeof prog;
            int v = 0;
            return (std::uint64_t)ufsecp_segwit_address_decode(&v, prog, &n, "bc", p2tr[i % kPool].data()) + prog[0];
        };
        row(o, r, "P2TR address decode", u_segdec, no_lib);
        auto u_p2pkh = [&](std::size_t i) -> std::uint64_t {
            char out[UFSECP_ADDRESS_MAX_SIZE];
            std::size_t len = sizeof out;
            return (std::uint64_t)ufsecp_address_p2pkh(out, &len, 0x00, &at(i).pk, 1) + (unsigned char)out[10];
        };
        row(o, r, "P2PKH address encode", u_p2pkh, no_lib);
        auto u_b58dec = [&](std::size_t i) -> std::uint64_t {
            unsigned char ver = 0, h[20];
            return (std::uint64_t)ufsecp_base58_address_decode(&ver, h, p2pkh[i % kPool].data()) + h[0];
        };
        row(o, r, "P2PKH address decode", u_b58dec, no_lib);
    }

    std::printf(
        "  lib/ufs > 1: ufsecp is faster. Same work per call: libsecp also parses the compact signature\n"
        "  (ECDSA verify, recover) and the x-only key (Schnorr verify), which ufsecp takes as bytes;\n"
        "  libsecp's ECDSA sign also serializes its signature to the 64 bytes ufsecp returns.\n"
        "  Constant time: ufsecp's pubkey create, keypair create, ECDSA and Schnorr signing, ECDH and\n"
        "  secret-key tweaks are constant time (no secret-dependent branches or memory indices;\n"
        "  checked by ctest ct_valgrind), as libsecp256k1's always are: the signing rows compare\n"
        "  constant-time code with constant-time code.\n");
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_context_destroy(ctx);
#endif
}

}  // namespace ufsecp_bench
