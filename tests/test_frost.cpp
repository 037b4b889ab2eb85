// ufsecp tests — FROST (src/frost, C ABI ufsecp_frost.h):
//   * the internal values of every official signing run (nonces, binding-factor inputs, binding
//     factors) of RFC 9591's appendix and ZF's frost-secp256k1 / -tr vectors (the ABI-level
//     results are in tests/cross/frost_vectors.cpp);
//   * hash_to_field against an independent RFC 9380 expand_message_xmd + mod-n reduction written
//     here on support/ref_bigint.hpp, on random inputs;
//   * randomized t-of-n runs (t <= n <= 50, random signer subsets in random order, both suites,
//     random tweaks for -tr): the signature verifies (RFC equation / BIP-340, also by
//     libsecp256k1 0.2.0's secp256k1_schnorrsig_verify), any single corrupted share is caught
//     and named, the batch share check agrees with the one-by-one check;
//   * draft BIP-445 randomized (random subsets, plain / x-only tweaks, DeterministicSign of the
//     last signer): libsecp256k1 0.2.0 verifies, corrupted partial signatures fail their check;
//   * secret nonces single use; Lagrange interpolation reconstructs the secret;
//   * randomized DKG runs (t <= n <= 24, both suites): every participant ends with the same
//     group key (the sum of the constant terms' points), share*G = its pubshare; a bad proof,
//     an invalid commitment, several bad packages: the first bad sender is named; a bad share,
//     two bad shares, two errors that cancel in the sum (+d, -d): caught, first sender named.
#include <gtest/gtest.h>
#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "frost/frost.hpp"
#include "hash/sha256.hpp"
#include "support/differential.hpp"
#include "support/hex.hpp"
#include "support/ref_bigint.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp_frost.h"

namespace {

using namespace ufsecp;
using namespace ufsecp::frost;
using test::hex;
using test::unhex;
using Bytes = std::vector<unsigned char>;
using test::json::Value;

unsigned num(const Value& v) { return v.is_string() ? (unsigned)std::stoul(v.str()) : (unsigned)v.num(); }

Bytes id_bytes(unsigned v) {
    Bytes b(32, 0);
    b[28] = (unsigned char)(v >> 24), b[29] = (unsigned char)(v >> 16), b[30] = (unsigned char)(v >> 8);
    b[31] = (unsigned char)v;
    return b;
}

std::string scalar_hex(const Scalar& s) {
    unsigned char b[32];
    scalar_get_b32(b, s);
    return hex(b, 32);
}

// The internal values of one signing run.
void internal_run(const std::string& file, Suite suite) {
    SCOPED_TRACE(file);
    const Value doc = test::read_vector_json(file);
    const Value& in = doc["inputs"];
    const Bytes pk = unhex(in.has("group_public_key") ? in["group_public_key"].str() : in["verifying_key_key"].str());
    const Bytes msg = unhex(in["message"].str());
    const Value& r1 = doc["round_one_outputs"]["outputs"];
    const std::size_t n = r1.size();
    Bytes ids, pns;
    for (std::size_t i = 0; i < n; i++) {
        const Bytes id = id_bytes(num(r1[i]["identifier"]));
        ids.insert(ids.end(), id.begin(), id.end());
        Bytes s;
        for (const Value& sh : in["participant_shares"].items)
            if (num(sh["identifier"]) == num(r1[i]["identifier"])) s = unhex(sh["participant_share"].str());
        ASSERT_EQ(s.size(), 32u);
        Scalar d, e;
        nonce_generate(d, suite, unhex(r1[i]["hiding_nonce_randomness"].str()).data(), s.data());
        nonce_generate(e, suite, unhex(r1[i]["binding_nonce_randomness"].str()).data(), s.data());
        EXPECT_EQ(scalar_hex(d), r1[i]["hiding_nonce"].str());
        EXPECT_EQ(scalar_hex(e), r1[i]["binding_nonce"].str());
        const Bytes hc = unhex(r1[i]["hiding_nonce_commitment"].str()), bc = unhex(r1[i]["binding_nonce_commitment"].str());
        pns.insert(pns.end(), hc.begin(), hc.end());
        pns.insert(pns.end(), bc.begin(), bc.end());
    }
    SessionBuf sb;
    ASSERT_EQ(session_init(sb, suite, pk.data(), nullptr, msg.data(), msg.size(), ids.data(), pns.data(), n), FStatus::ok);
    const Session& ss = sb.get();
    for (std::size_t i = 0; i < n; i++) {
        const std::size_t k = session_find(ss, id_bytes(num(r1[i]["identifier"])).data());
        ASSERT_LT(k, n);
        EXPECT_EQ(scalar_hex(ss.s()[k].rho), r1[i]["binding_factor"].str());
        // binding_factor_input = PK || H4(msg) || H5(commitments) || id: recompute its hash.
        const Bytes bfi = unhex(r1[i]["binding_factor_input"].str());
        Scalar rho;
        hash_to_scalar(rho, suite, "rho", {{bfi.data(), bfi.size()}});
        EXPECT_TRUE(scalar_eq(rho, ss.s()[k].rho));
        EXPECT_EQ(hex(bfi.data(), 33), hex(pk.data(), 33));
    }
}

TEST(FrostVectors, InternalValues) {
    internal_run("frost/rfc9591-cfrg/frost-secp256k1-sha256.json", Suite::rfc9591);
    internal_run("frost/zf-frost-secp256k1/vectors.json", Suite::rfc9591);
    internal_run("frost/zf-frost-secp256k1/vectors-big-identifier.json", Suite::rfc9591);
    internal_run("frost/zf-frost-secp256k1-tr/vectors.json", Suite::tr);
    internal_run("frost/zf-frost-secp256k1-tr/vectors-big-identifier.json", Suite::tr);
}

// ---- hash_to_field against an independent reference ------------------------------------------

// RFC 9380 5.3.1 expand_message_xmd(msg, DST, 48) with SHA-256, written from the RFC's steps.
Bytes ref_expand_xmd(const Bytes& msg, const std::string& dst, std::size_t len) {
    Bytes dst_prime(dst.begin(), dst.end());
    dst_prime.push_back((unsigned char)dst.size());
    const std::size_t ell = (len + 31) / 32;
    Bytes m0(64, 0);
    m0.insert(m0.end(), msg.begin(), msg.end());
    m0.push_back((unsigned char)(len >> 8));
    m0.push_back((unsigned char)len);
    m0.push_back(0);
    m0.insert(m0.end(), dst_prime.begin(), dst_prime.end());
    unsigned char b0[32], bi[32];
    sha256(b0, m0.data(), m0.size());
    Bytes out;
    Bytes prev(32, 0);
    for (std::size_t i = 1; i <= ell; i++) {
        Bytes m;
        for (int j = 0; j < 32; j++) m.push_back(i == 1 ? b0[j] : (unsigned char)(b0[j] ^ prev[j]));
        m.push_back((unsigned char)i);
        m.insert(m.end(), dst_prime.begin(), dst_prime.end());
        sha256(bi, m.data(), m.size());
        prev.assign(bi, bi + 32);
        out.insert(out.end(), bi, bi + 32);
    }
    out.resize(len);
    return out;
}

TEST(FrostHash, HashToFieldMatchesReference) {
    const ref::Mod& nmod = ref::order_n();
    test::Rng rng(0xf057);
    const int cases = test::differential_cases();
    for (int c = 0; c < cases; c++) {
        Bytes msg(rng.u32() % 200);
        rng.bytes(msg.data(), msg.size());
        const Suite suite = (c & 1) ? Suite::tr : Suite::rfc9591;
        const char* tag = (c & 2) ? "rho" : "nonce";
        const Bytes u = ref_expand_xmd(msg, std::string(context_string(suite)) + tag, 48);
        // OS2IP(u) mod n, byte by byte: r = 256 r + b.
        ref::U256 r = ref::U256::from_u64(0);
        for (unsigned char b : u) r = nmod.add(nmod.mul(r, ref::U256::from_u64(256)), ref::U256::from_u64(b));
        unsigned char want[32];
        r.to_be(want);
        Scalar got;
        hash_to_scalar(got, suite, tag, {{msg.data(), msg.size()}});
        ASSERT_EQ(scalar_hex(got), hex(want, 32)) << "case " << c;
    }
}

// ---- randomized t-of-n runs through the C ABI ---------------------------------------------------

struct Group {
    std::size_t t, n;
    Bytes ids, shares, cm, pubshares;
    unsigned char gpk[33];
};

Bytes rand_scalar_bytes(test::Rng& rng) {
    Bytes b(32);
    do rng.bytes(b.data(), 32);
    while (!secp256k1_ec_seckey_verify(test::libsecp(), b.data()));
    return b;
}

Group make_group(test::Rng& rng, std::size_t t, std::size_t n, bool big_ids) {
    Group g;
    g.t = t, g.n = n;
    g.ids.resize(32 * n);
    for (std::size_t i = 0; i < n; i++) {
        Bytes id = big_ids ? rand_scalar_bytes(rng) : id_bytes((unsigned)i + 1);
        std::memcpy(&g.ids[32 * i], id.data(), 32);
    }
    const Bytes secret = rand_scalar_bytes(rng);
    Bytes coeffs;
    for (std::size_t k = 1; k < t; k++) {
        Bytes c = rand_scalar_bytes(rng);
        coeffs.insert(coeffs.end(), c.begin(), c.end());
    }
    g.shares.resize(32 * n);
    g.cm.resize(33 * t);
    g.pubshares.resize(33 * n);
    EXPECT_EQ(ufsecp_frost_dealer_keygen(g.shares.data(), g.cm.data(), g.gpk, secret.data(),
                                         coeffs.empty() ? nullptr : coeffs.data(), t, g.ids.data(), n),
              UFSECP_OK);
    for (std::size_t i = 0; i < n; i++)
        EXPECT_EQ(ufsecp_frost_share_verify(&g.pubshares[33 * i], &g.ids[32 * i], &g.shares[32 * i], g.cm.data(), t),
                  UFSECP_OK);
    return g;
}

bool lib_schnorr_verify(const unsigned char* sig64, const Bytes& msg, const unsigned char x32[32]) {
    secp256k1_xonly_pubkey xo;
    if (!secp256k1_xonly_pubkey_parse(test::libsecp(), &xo, x32)) return false;
    return secp256k1_schnorrsig_verify(test::libsecp(), sig64, msg.data(), msg.size(), &xo) == 1;
}

void random_run(test::Rng& rng, int suite, std::size_t t, std::size_t n, bool big_ids, bool tweak) {
    SCOPED_TRACE("suite " + std::to_string(suite) + " t=" + std::to_string(t) + " n=" + std::to_string(n));
    const Group g = make_group(rng, t, n, big_ids);
    // A random subset of m >= t signers in random order.
    std::vector<std::size_t> idx(n);
    for (std::size_t i = 0; i < n; i++) idx[i] = i;
    for (std::size_t i = n; i > 1; i--) std::swap(idx[i - 1], idx[rng.u32() % i]);
    const std::size_t m = t + rng.u32() % (n - t + 1);
    idx.resize(m);
    Bytes msg(rng.u32() % 100);
    rng.bytes(msg.data(), msg.size());
    Bytes tw;
    if (tweak) {
        tw.resize(32);
        if (rng.u32() % 2) {
            ASSERT_EQ(ufsecp_frost_tr_taproot_tweak(tw.data(), g.gpk, nullptr), UFSECP_OK);
        } else {
            tw = rand_scalar_bytes(rng);
        }
    }
    const unsigned char* twp = tweak ? tw.data() : nullptr;
    Bytes ids(32 * m), pns(66 * m), zs(32 * m), pss(33 * m);
    std::vector<ufsecp_frost_secnonce> sec(m);
    Bytes rnd(64 * m);
    for (std::size_t k = 0; k < m; k++) {
        std::memcpy(&ids[32 * k], &g.ids[32 * idx[k]], 32);
        std::memcpy(&pss[33 * k], &g.pubshares[33 * idx[k]], 33);
        unsigned char* r1 = &rnd[64 * k];
        rng.bytes(r1, 64);
        ASSERT_EQ(ufsecp_frost_nonce_gen(&sec[k], &pns[66 * k], suite, &g.shares[32 * idx[k]], r1, r1 + 32), UFSECP_OK);
    }
    for (std::size_t k = 0; k < m; k++) {
        ASSERT_EQ(ufsecp_frost_sign(&zs[32 * k], &sec[k], suite, &g.shares[32 * idx[k]], &ids[32 * k], g.gpk, twp,
                                    msg.data(), msg.size(), ids.data(), pns.data(), m),
                  UFSECP_OK);
        // Single use.
        unsigned char z2[32];
        EXPECT_EQ(ufsecp_frost_sign(z2, &sec[k], suite, &g.shares[32 * idx[k]], &ids[32 * k], g.gpk, twp, msg.data(),
                                    msg.size(), ids.data(), pns.data(), m),
                  UFSECP_ERR_FROST_BAD_NONCE);
    }
    unsigned char sig[65];
    size_t len = sizeof sig, culprit = 12345;
    ASSERT_EQ(ufsecp_frost_aggregate(sig, &len, &culprit, suite, g.gpk, twp, msg.data(), msg.size(), ids.data(),
                                     pns.data(), zs.data(), pss.data(), m),
              UFSECP_OK);
    EXPECT_EQ(culprit, 12345u);
    EXPECT_EQ(ufsecp_frost_verify(suite, sig, len, msg.data(), msg.size(), g.gpk, twp), UFSECP_OK);
    if (suite == UFSECP_FROST_TR) {
        unsigned char x[32];
        ASSERT_EQ(ufsecp_frost_tr_output_key(x, g.gpk, twp), UFSECP_OK);
        EXPECT_TRUE(lib_schnorr_verify(sig, msg, x));
        if (tweak && rng.u32() % 2 == 0) {
            // The Taproot tweak gives the BIP-341 output key.
            unsigned char tt[32], q[32];
            ASSERT_EQ(ufsecp_frost_tr_taproot_tweak(tt, g.gpk, nullptr), UFSECP_OK);
            ASSERT_EQ(ufsecp_frost_tr_output_key(q, g.gpk, tt), UFSECP_OK);
            secp256k1_xonly_pubkey in, out;
            secp256k1_pubkey outp;
            int parity;
            unsigned char qx[32];
            ASSERT_EQ(secp256k1_xonly_pubkey_parse(test::libsecp(), &in, g.gpk + 1), 1);
            ASSERT_EQ(secp256k1_xonly_pubkey_tweak_add(test::libsecp(), &outp, &in, tt), 1);
            ASSERT_EQ(secp256k1_xonly_pubkey_from_pubkey(test::libsecp(), &out, &parity, &outp), 1);
            ASSERT_EQ(secp256k1_xonly_pubkey_serialize(test::libsecp(), qx, &out), 1);
            EXPECT_EQ(hex(q, 32), hex(qx, 32));
        }
    }
    // Every signer's share verifies alone.
    for (std::size_t k = 0; k < m; k++)
        EXPECT_EQ(ufsecp_frost_verify_share(suite, &zs[32 * k], &ids[32 * k], &pss[33 * k], g.gpk, twp, msg.data(),
                                            msg.size(), ids.data(), pns.data(), m),
                  UFSECP_OK);
    // The parsed package gives the same shares, checks and signature as the bytes calls.
    size_t psize = 0;
    ASSERT_EQ(ufsecp_frost_package_size(&psize, m), UFSECP_OK);
    std::vector<std::uint64_t> pmem((psize + 7) / 8);
    auto* pkg = reinterpret_cast<ufsecp_frost_package*>(pmem.data());
    ASSERT_EQ(ufsecp_frost_package_parse(pkg, psize, suite, g.gpk, twp, msg.data(), msg.size(), ids.data(), pns.data(),
                                         m),
              UFSECP_OK);
    for (std::size_t k = 0; k < m; k++) {
        ufsecp_frost_secnonce again;
        unsigned char pn2[66], z2[32];
        ASSERT_EQ(ufsecp_frost_nonce_gen(&again, pn2, suite, &g.shares[32 * idx[k]], &rnd[64 * k], &rnd[64 * k + 32]),
                  UFSECP_OK);
        ASSERT_EQ(ufsecp_frost_package_sign(z2, &again, &g.shares[32 * idx[k]], &ids[32 * k], pkg, psize), UFSECP_OK);
        EXPECT_EQ(hex(z2, 32), hex(&zs[32 * k], 32));
        EXPECT_EQ(ufsecp_frost_package_sign(z2, &again, &g.shares[32 * idx[k]], &ids[32 * k], pkg, psize),
                  UFSECP_ERR_FROST_BAD_NONCE);
        EXPECT_EQ(ufsecp_frost_package_verify_share(&zs[32 * k], &ids[32 * k], &pss[33 * k], pkg, psize), UFSECP_OK);
    }
    {
        unsigned char sig2[65];
        size_t len2 = sizeof sig2;
        ASSERT_EQ(ufsecp_frost_package_aggregate(sig2, &len2, nullptr, pkg, psize, zs.data(), pss.data()), UFSECP_OK);
        EXPECT_EQ(hex(sig2, len2), hex(sig, len));
        len2 = sizeof sig2;
        ASSERT_EQ(ufsecp_frost_package_aggregate(sig2, &len2, nullptr, pkg, psize, zs.data(), nullptr), UFSECP_OK);
        EXPECT_EQ(hex(sig2, len2), hex(sig, len));
    }
    // Any single corrupted share is caught and named.
    const std::size_t bad = rng.u32() % m;
    Bytes zb = zs;
    Scalar z, delta;
    scalar_set_b32(z, &zb[32 * bad], nullptr);
    scalar_set_int(delta, 1 + rng.u32() % 1000);
    scalar_add(z, z, delta);
    scalar_get_b32(&zb[32 * bad], z);
    len = sizeof sig;
    EXPECT_EQ(ufsecp_frost_aggregate(sig, &len, &culprit, suite, g.gpk, twp, msg.data(), msg.size(), ids.data(),
                                     pns.data(), zb.data(), pss.data(), m),
              UFSECP_ERR_FROST_BAD_SHARE);
    EXPECT_EQ(culprit, bad);
    EXPECT_EQ(ufsecp_frost_verify_share(suite, &zb[32 * bad], &ids[32 * bad], &pss[33 * bad], g.gpk, twp, msg.data(),
                                        msg.size(), ids.data(), pns.data(), m),
              UFSECP_ERR_FROST_BAD_SHARE);
    EXPECT_EQ(ufsecp_frost_aggregate(sig, &len, nullptr, suite, g.gpk, twp, msg.data(), msg.size(), ids.data(),
                                     pns.data(), zb.data(), nullptr, m),
              UFSECP_ERR_VERIFY_FAILED);
    culprit = 12345;
    EXPECT_EQ(ufsecp_frost_package_aggregate(sig, &len, &culprit, pkg, psize, zb.data(), pss.data()),
              UFSECP_ERR_FROST_BAD_SHARE);
    EXPECT_EQ(culprit, bad);
    EXPECT_EQ(ufsecp_frost_package_verify_share(&zb[32 * bad], &ids[32 * bad], &pss[33 * bad], pkg, psize),
              UFSECP_ERR_FROST_BAD_SHARE);
    EXPECT_EQ(ufsecp_frost_package_aggregate(sig, &len, nullptr, pkg, psize, zb.data(), nullptr),
              UFSECP_ERR_VERIFY_FAILED);
    // A share swapped onto another signer's public share is caught too.
    if (m >= 2 && t >= 2) {  // (t = 1: every share is the secret)
        Bytes ps2 = pss;
        std::memcpy(&ps2[0], &pss[33], 33);
        EXPECT_EQ(ufsecp_frost_aggregate(sig, &len, &culprit, suite, g.gpk, twp, msg.data(), msg.size(), ids.data(),
                                         pns.data(), zs.data(), ps2.data(), m),
                  UFSECP_ERR_FROST_BAD_SHARE);
        EXPECT_EQ(culprit, 0u);
    }
}

TEST(FrostRandom, ThresholdRuns) {
    test::Rng rng(0xf0f0);
    const int runs = test::iters(24);
    for (int r = 0; r < runs; r++) {
        std::size_t n = 1 + rng.u32() % (r % 4 == 0 ? 50 : 8);
        std::size_t t = 1 + rng.u32() % n;
        const int suite = r % 2 ? UFSECP_FROST_TR : UFSECP_FROST_RFC9591;
        random_run(rng, suite, t, n, r % 3 == 0, suite == UFSECP_FROST_TR && r % 4 == 1);
    }
    // The largest case once each way.
    random_run(rng, UFSECP_FROST_RFC9591, 50, 50, false, false);
    random_run(rng, UFSECP_FROST_TR, 50, 50, true, true);
}

TEST(FrostRandom, OddGroupKeyTrSuite) {
    // Group keys with odd y: the -tr suite negates the key; signatures still verify.
    test::Rng rng(0x0dd);
    int odd = 0;
    for (int r = 0; r < 16 || odd < 4; r++) {
        const Group g = make_group(rng, 2, 3, false);
        odd += g.gpk[0] == 0x03;
        (void)g;
        random_run(rng, UFSECP_FROST_TR, 2, 3, false, r % 2 == 0);
        if (r > 200) break;
    }
}


// Draft BIP-445 randomized: a dealer key (BIP-445 identifier i = dealer identifier i + 1),
// random signer subsets (t <= u <= n <= 20) in random order, random plain / x-only tweaks;
// the aggregate signature verifies under the tweaked x-only key with libsecp256k1 0.2.0, every
// partial signature verifies, a corrupted one does not, and DeterministicSign by the last
// signer gives a signature that verifies too.
TEST(FrostRandom, Bip445Runs) {
    test::Rng rng(0x445);
    for (int r = 0; r < test::iters(12); r++) {
        const std::size_t n = 2 + rng.u32() % 19, t = 1 + rng.u32() % n;
        const Group g = make_group(rng, t, n, false);
        std::vector<std::uint32_t> all(n);
        for (std::size_t i = 0; i < n; i++) all[i] = (std::uint32_t)i;
        for (std::size_t i = n; i > 1; i--) std::swap(all[i - 1], all[rng.u32() % i]);
        const std::size_t u = t + rng.u32() % (n - t + 1);
        std::vector<std::uint32_t> ids(all.begin(), all.begin() + (long)u);
        Bytes pss(33 * u), pns(66 * u), psigs(32 * u);
        for (std::size_t k = 0; k < u; k++) std::memcpy(&pss[33 * k], &g.pubshares[33 * ids[k]], 33);
        const std::size_t v = rng.u32() % 3;
        Bytes tw(32 * v);
        std::vector<int> xo(v);
        for (std::size_t j = 0; j < v; j++) {
            const Bytes tb = rand_scalar_bytes(rng);
            std::memcpy(&tw[32 * j], tb.data(), 32);
            xo[j] = (int)(rng.u32() % 2);
        }
        unsigned char qx[32], q33[33];
        ASSERT_EQ(ufsecp_frost445_tweaked_key(qx, q33, g.gpk, v ? tw.data() : nullptr, v ? xo.data() : nullptr, v), UFSECP_OK);
        Bytes msg(rng.u32() % 70);
        rng.bytes(msg.data(), msg.size());
        const unsigned char* mp = msg.empty() ? nullptr : msg.data();
        ufsecp_frost445_signers sc{n, t, u, ids.data(), pss.data(), g.gpk};
        std::vector<ufsecp_frost445_secnonce> sn(u);
        for (std::size_t k = 0; k < u; k++) {
            unsigned char rnd[32];
            rng.bytes(rnd, 32);
            ASSERT_EQ(ufsecp_frost445_nonce_gen(&sn[k], &pns[66 * k], rnd, &g.shares[32 * ids[k]], &pss[33 * k], qx, mp,
                                                msg.size(), nullptr, 0),
                      UFSECP_OK);
        }
        unsigned char agg[66];
        ASSERT_EQ(ufsecp_frost445_nonce_agg(agg, nullptr, pns.data(), u), UFSECP_OK);
        for (std::size_t k = 0; k < u; k++)
            ASSERT_EQ(ufsecp_frost445_sign(&psigs[32 * k], nullptr, &sn[k], &g.shares[32 * ids[k]], ids[k], &sc, agg,
                                           v ? tw.data() : nullptr, v ? xo.data() : nullptr, v, mp, msg.size()),
                      UFSECP_OK);
        for (std::size_t k = 0; k < u; k++)
            EXPECT_EQ(ufsecp_frost445_partial_sig_verify(nullptr, &psigs[32 * k], pns.data(), &sc, v ? tw.data() : nullptr,
                                                         v ? xo.data() : nullptr, v, mp, msg.size(), k),
                      UFSECP_OK);
        unsigned char sig[64];
        ASSERT_EQ(ufsecp_frost445_partial_sig_agg(sig, nullptr, psigs.data(), u, &sc, agg, v ? tw.data() : nullptr,
                                                  v ? xo.data() : nullptr, v, mp, msg.size()),
                  UFSECP_OK);
        EXPECT_TRUE(lib_schnorr_verify(sig, msg, qx));
        // A corrupted partial signature fails its check.
        const std::size_t bad = rng.u32() % u;
        Bytes pb = psigs;
        pb[32 * bad + 31] ^= 2;
        EXPECT_EQ(ufsecp_frost445_partial_sig_verify(nullptr, &pb[32 * bad], pns.data(), &sc, v ? tw.data() : nullptr,
                                                     v ? xo.data() : nullptr, v, mp, msg.size(), bad),
                  UFSECP_ERR_FROST_BAD_SHARE);
        // Stateless last signer (DeterministicSign).
        if (u >= 2) {
            // The other u-1 signers draw fresh nonces; the last one signs statelessly against
            // their aggregate.
            unsigned char pn_last[66], psig_last[32];
            Bytes psigs2(32 * u);
            std::vector<ufsecp_frost445_secnonce> sn2(u - 1);
            Bytes pns3(66 * u);
            for (std::size_t k = 0; k + 1 < u; k++) {
                unsigned char rnd[32];
                rng.bytes(rnd, 32);
                ASSERT_EQ(ufsecp_frost445_nonce_gen(&sn2[k], &pns3[66 * k], rnd, nullptr, nullptr, nullptr, nullptr, 0,
                                                    nullptr, 0),
                          UFSECP_OK);
            }
            unsigned char other3[66], agg3[66];
            ASSERT_EQ(ufsecp_frost445_nonce_agg(other3, nullptr, pns3.data(), u - 1), UFSECP_OK);
            ASSERT_EQ(ufsecp_frost445_deterministic_sign(pn_last, psig_last, nullptr, &g.shares[32 * ids[u - 1]], ids[u - 1],
                                                         other3, &sc, v ? tw.data() : nullptr, v ? xo.data() : nullptr, v,
                                                         mp, msg.size(), nullptr),
                      UFSECP_OK);
            std::memcpy(&pns3[66 * (u - 1)], pn_last, 66);
            ASSERT_EQ(ufsecp_frost445_nonce_agg(agg3, nullptr, pns3.data(), u), UFSECP_OK);
            for (std::size_t k = 0; k + 1 < u; k++)
                ASSERT_EQ(ufsecp_frost445_sign(&psigs2[32 * k], nullptr, &sn2[k], &g.shares[32 * ids[k]], ids[k], &sc, agg3,
                                               v ? tw.data() : nullptr, v ? xo.data() : nullptr, v, mp, msg.size()),
                          UFSECP_OK);
            std::memcpy(&psigs2[32 * (u - 1)], psig_last, 32);
            ASSERT_EQ(ufsecp_frost445_partial_sig_agg(sig, nullptr, psigs2.data(), u, &sc, agg3, v ? tw.data() : nullptr,
                                                      v ? xo.data() : nullptr, v, mp, msg.size()),
                      UFSECP_OK);
            EXPECT_TRUE(lib_schnorr_verify(sig, msg, qx));
        }
    }
}

TEST(FrostKeys, LagrangeReconstructsSecret) {
    test::Rng rng(0x1a9);
    for (int r = 0; r < test::iters(20); r++) {
        const std::size_t n = 1 + rng.u32() % 20, t = 1 + rng.u32() % n;
        const Group g = make_group(rng, t, n, r % 2 == 0);
        // t of them: sum lambda_i s_i = secret, whose point is the group key.
        Bytes ids(32 * t), pns(66 * t);
        for (std::size_t k = 0; k < t; k++) {
            std::memcpy(&ids[32 * k], &g.ids[32 * k], 32);
            std::memcpy(&pns[66 * k], g.gpk, 33);
            std::memcpy(&pns[66 * k + 33], g.gpk, 33);
        }
        SessionBuf sb;
        ASSERT_EQ(session_init(sb, Suite::rfc9591, g.gpk, nullptr, nullptr, 0, ids.data(), pns.data(), t), FStatus::ok);
        const Session& ss = sb.get();
        std::vector<Scalar> all(t);
        lagrange_all(all.data(), ss);
        Scalar acc, l, s;
        scalar_clear(acc);
        for (std::size_t k = 0; k < t; k++) {
            lagrange(l, ss, k);
            EXPECT_TRUE(scalar_eq(l, all[k]));  // the batch form gives the same coefficients
            const std::size_t ci = ss.s()[k].caller_index;
            scalar_set_b32(s, &g.shares[32 * ci], nullptr);
            scalar_mul(l, l, s);
            scalar_add(acc, acc, l);
        }
        unsigned char b[32];
        scalar_get_b32(b, acc);
        secp256k1_pubkey p;
        ASSERT_EQ(secp256k1_ec_pubkey_create(test::libsecp(), &p, b), 1);
        unsigned char c[33];
        size_t cl = 33;
        secp256k1_ec_pubkey_serialize(test::libsecp(), c, &cl, &p, SECP256K1_EC_COMPRESSED);
        EXPECT_EQ(hex(c, 33), hex(g.gpk, 33));
    }
}

TEST(FrostKeys, DealerCheatingCaught) {
    test::Rng rng(0xdea1);
    const Group g = make_group(rng, 3, 5, false);
    for (std::size_t i = 0; i < 5; i++) {
        Bytes s(&g.shares[32 * i], &g.shares[32 * i] + 32);
        s[31] ^= 4;
        EXPECT_EQ(ufsecp_frost_share_verify(nullptr, &g.ids[32 * i], s.data(), g.cm.data(), 3), UFSECP_ERR_FROST_BAD_SHARE);
        Bytes cm = g.cm;
        std::memcpy(&cm[33], &g.cm[66], 33);  // a wrong commitment
        EXPECT_EQ(ufsecp_frost_share_verify(nullptr, &g.ids[32 * i], &g.shares[32 * i], cm.data(), 3),
                  UFSECP_ERR_FROST_BAD_SHARE);
        unsigned char ps[33];
        ASSERT_EQ(ufsecp_frost_pubshare_from_commitments(ps, &g.ids[32 * i], g.cm.data(), 3), UFSECP_OK);
        EXPECT_EQ(hex(ps, 33), hex(&g.pubshares[33 * i], 33));
    }
}

// A compressed encoding whose x is not on the curve (x^3 + 7 not a square).
Bytes off_curve(test::Rng& rng) {
    Bytes b(33);
    secp256k1_pubkey p;
    do {
        b[0] = 0x02;
        rng.bytes(&b[1], 32);
    } while (secp256k1_ec_pubkey_parse(test::libsecp(), &p, b.data(), 33));
    return b;
}

TEST(FrostDkg, RandomRunsAndCheaters) {
    test::Rng rng(0xd6c);
    const int runs = test::iters(12);
    for (int r = 0; r < runs; r++) {
        const std::size_t n = r == 0 ? 24 : 1 + rng.u32() % 10, t = 1 + rng.u32() % n;
        const int suite = r % 2 ? UFSECP_FROST_TR : UFSECP_FROST_RFC9591;
        const std::size_t ps = suite == UFSECP_FROST_TR ? 64 : 65;
        SCOPED_TRACE("run " + std::to_string(r) + ": " + std::to_string(t) + "-of-" + std::to_string(n));
        Bytes ids(32 * n), coeffs(32 * t * n), cms(33 * t * n), poks(ps * n);
        Scalar secret, a0;
        scalar_clear(secret);
        for (std::size_t i = 0; i < n; i++) {
            const Bytes id = r % 3 == 0 ? rand_scalar_bytes(rng) : id_bytes((unsigned)i + 1);
            std::memcpy(&ids[32 * i], id.data(), 32);
            for (std::size_t k = 0; k < t; k++) {
                const Bytes c = rand_scalar_bytes(rng);
                std::memcpy(&coeffs[32 * (t * i + k)], c.data(), 32);
            }
            scalar_set_b32(a0, &coeffs[32 * t * i], nullptr);
            scalar_add(secret, secret, a0);
            const Bytes nonce = rand_scalar_bytes(rng);
            size_t plen = ps;
            ASSERT_EQ(ufsecp_frost_dkg_round1(&cms[33 * t * i], &poks[ps * i], &plen, suite, &ids[32 * i],
                                              &coeffs[32 * t * i], t, nonce.data()),
                      UFSECP_OK);
        }
        size_t culprit = 999;
        ASSERT_EQ(ufsecp_frost_dkg_round1_verify(&culprit, suite, ids.data(), cms.data(), poks.data(), n, t), UFSECP_OK);
        // Bad packages: the first bad sender (list order) is named, whatever the kinds.
        const std::size_t b1 = rng.u32() % n, b2 = rng.u32() % n;
        Bytes bp = poks;
        bp[ps * b1 + ps - 1] ^= 1;  // mu changed
        EXPECT_EQ(ufsecp_frost_dkg_round1_verify(&culprit, suite, ids.data(), cms.data(), bp.data(), n, t),
                  UFSECP_ERR_BAD_SIGNATURE);
        EXPECT_EQ(culprit, b1);
        Bytes bc = cms;
        const std::size_t k2 = rng.u32() % t;
        const Bytes off = off_curve(rng);
        std::memcpy(&bc[33 * (t * b2 + k2)], off.data(), 33);
        // An invalid C_0 fails the proof check; C_1.. are finalize's (it decompresses them all).
        culprit = 999;
        EXPECT_EQ(ufsecp_frost_dkg_round1_verify(&culprit, suite, ids.data(), bc.data(), poks.data(), n, t),
                  k2 == 0 ? UFSECP_ERR_BAD_PUBKEY : UFSECP_OK);
        if (k2 == 0) {
            EXPECT_EQ(culprit, b2);
        }
        const ufsecp_status both = ufsecp_frost_dkg_round1_verify(&culprit, suite, ids.data(), bc.data(), bp.data(), n, t);
        if (k2 == 0) {
            EXPECT_EQ(culprit, std::min(b1, b2));
            EXPECT_EQ(both, b2 <= b1 ? UFSECP_ERR_BAD_PUBKEY : UFSECP_ERR_BAD_SIGNATURE);
        } else {
            EXPECT_EQ(culprit, b1);
            EXPECT_EQ(both, UFSECP_ERR_BAD_SIGNATURE);
        }
        if (n >= 2) {  // two proofs swapped: each fails (its challenge binds the sender's id)
            Bytes sw = poks;
            std::swap_ranges(&sw[0], &sw[ps], &sw[ps]);
            EXPECT_EQ(ufsecp_frost_dkg_round1_verify(&culprit, suite, ids.data(), cms.data(), sw.data(), n, t),
                      UFSECP_ERR_BAD_SIGNATURE);
            EXPECT_EQ(culprit, 0u);
        }
        // Round 2 and the finish of every participant.
        Bytes gk_all;
        for (std::size_t j = 0; j < n; j++) {
            Bytes shares(32 * n);
            for (std::size_t i = 0; i < n; i++)
                ASSERT_EQ(ufsecp_frost_dkg_round2_share(&shares[32 * i], &coeffs[32 * t * i], t, &ids[32 * j]), UFSECP_OK);
            unsigned char s[32], p[33], g[33];
            ASSERT_EQ(ufsecp_frost_dkg_finalize(s, p, g, &culprit, &ids[32 * j], ids.data(), cms.data(), shares.data(), n, t),
                      UFSECP_OK);
            if (gk_all.empty()) gk_all.assign(g, g + 33);
            EXPECT_EQ(hex(g, 33), hex(gk_all.data(), 33));
            secp256k1_pubkey sp;
            ASSERT_EQ(secp256k1_ec_pubkey_create(test::libsecp(), &sp, s), 1);
            unsigned char spc[33];
            size_t l = 33;
            secp256k1_ec_pubkey_serialize(test::libsecp(), spc, &l, &sp, SECP256K1_EC_COMPRESSED);
            EXPECT_EQ(hex(spc, 33), hex(p, 33));
            // An invalid commitment (any k): finalize names its sender.
            if (j == 0) {
                culprit = 999;
                EXPECT_EQ(ufsecp_frost_dkg_finalize(s, p, g, &culprit, &ids[32 * j], ids.data(), bc.data(), shares.data(),
                                                    n, t),
                          UFSECP_ERR_BAD_PUBKEY);
                EXPECT_EQ(culprit, b2);
            }
            // A bad share, named; two bad ones: the first; two errors that cancel in the sum.
            if (j % 3 == 0) {
                const std::size_t c1 = rng.u32() % n, c2 = rng.u32() % n;
                Bytes bs = shares;
                bs[32 * c1 + 31] ^= 1;
                EXPECT_EQ(ufsecp_frost_dkg_finalize(s, p, g, &culprit, &ids[32 * j], ids.data(), cms.data(), bs.data(), n, t),
                          UFSECP_ERR_FROST_BAD_SHARE);
                EXPECT_EQ(culprit, c1);
                if (c1 != c2) {
                    // +d at c1, -d at c2: the plain sum of the shares is unchanged.
                    Scalar x, d;
                    bs = shares;
                    scalar_set_int(d, 1 + rng.u32() % 1000);
                    scalar_set_b32(x, &bs[32 * c1], nullptr);
                    scalar_add(x, x, d);
                    scalar_get_b32(&bs[32 * c1], x);
                    scalar_negate(d, d);
                    scalar_set_b32(x, &bs[32 * c2], nullptr);
                    scalar_add(x, x, d);
                    scalar_get_b32(&bs[32 * c2], x);
                    EXPECT_EQ(ufsecp_frost_dkg_finalize(s, p, g, &culprit, &ids[32 * j], ids.data(), cms.data(), bs.data(),
                                                        n, t),
                              UFSECP_ERR_FROST_BAD_SHARE);
                    EXPECT_EQ(culprit, std::min(c1, c2));
                }
            }
        }
        // The group key is the secret's point: sum of the constant terms.
        unsigned char sb[32];
        scalar_get_b32(sb, secret);
        secp256k1_pubkey gp;
        ASSERT_EQ(secp256k1_ec_pubkey_create(test::libsecp(), &gp, sb), 1);
        unsigned char gpc[33];
        size_t l = 33;
        secp256k1_ec_pubkey_serialize(test::libsecp(), gpc, &l, &gp, SECP256K1_EC_COMPRESSED);
        EXPECT_EQ(hex(gpc, 33), hex(gk_all.data(), 33));
    }
}

}  // namespace

// ---- share refresh ------------------------------------------------------------------------------

namespace {

using Buf = std::vector<unsigned char>;

struct SignResult {
    ufsecp_status checked;    // aggregate with every share checked against its pubshare
    ufsecp_status unchecked;  // aggregate that verifies the finished signature instead
    bool verifies;            // the signature of the first (when it was made) verifies
    std::size_t culprit;
};

// Signs msg with the signers `who` (indices into the group's lists) holding shares/pubshares.
SignResult sign_with(test::Rng& rng, int suite, const unsigned char gpk[33], const Buf& ids, const Buf& shares,
                        const Buf& pubshares, const std::vector<std::size_t>& who) {
    SignResult res{UFSECP_OK, UFSECP_OK, false, 999};
    unsigned char sig[65];
    size_t len = sizeof sig;
    const std::size_t m = who.size();
    Buf lids(32 * m), pns(66 * m), zs(32 * m), lps(33 * m);
    std::vector<ufsecp_frost_secnonce> sec(m);
    const unsigned char msg[5] = {'f', 'r', 'e', 's', 'h'};
    for (std::size_t k = 0; k < m; k++) {
        std::memcpy(&lids[32 * k], &ids[32 * who[k]], 32);
        std::memcpy(&lps[33 * k], &pubshares[33 * who[k]], 33);
        unsigned char r[64];
        rng.bytes(r, 64);
        EXPECT_EQ(ufsecp_frost_nonce_gen(&sec[k], &pns[66 * k], suite, &shares[32 * who[k]], r, r + 32), UFSECP_OK);
    }
    for (std::size_t k = 0; k < m; k++)
        EXPECT_EQ(ufsecp_frost_sign(&zs[32 * k], &sec[k], suite, &shares[32 * who[k]], &lids[32 * k], gpk, nullptr, msg,
                                    sizeof msg, lids.data(), pns.data(), m),
                  UFSECP_OK);
    res.checked = ufsecp_frost_aggregate(sig, &len, &res.culprit, suite, gpk, nullptr, msg, sizeof msg, lids.data(),
                                         pns.data(), zs.data(), lps.data(), m);
    if (res.checked == UFSECP_OK)
        res.verifies = ufsecp_frost_verify(suite, sig, len, msg, sizeof msg, gpk, nullptr) == UFSECP_OK;
    len = sizeof sig;
    res.unchecked = ufsecp_frost_aggregate(sig, &len, nullptr, suite, gpk, nullptr, msg, sizeof msg, lids.data(),
                                           pns.data(), zs.data(), nullptr, m);
    return res;
}

}  // namespace

TEST(FrostRefresh, SameKeyNewSharesNoMixing) {
    test::Rng rng(0x7e5e);
    for (int r = 0; r < test::iters(12); r++) {
        const std::size_t n = 2 + rng.u32() % 9, t = 2 + rng.u32() % (n - 1);
        const int suite = r % 2 ? UFSECP_FROST_TR : UFSECP_FROST_RFC9591;
        const Group g = make_group(rng, t, n, r % 3 == 0);
        Buf coeffs;
        for (std::size_t k = 0; k + 1 < t; k++) {
            const Buf c = rand_scalar_bytes(rng);
            coeffs.insert(coeffs.end(), c.begin(), c.end());
        }
        Buf delta(32 * n), cm(33 * (t - 1));
        ASSERT_EQ(ufsecp_frost_refresh_dealer(delta.data(), cm.data(), coeffs.data(), t, g.ids.data(), n), UFSECP_OK);
        // The refreshing shares interpolate to 0: sum lambda_i delta_i over any t of them.
        Buf ns(32 * n), nps(33 * n);
        for (std::size_t i = 0; i < n; i++) {
            ASSERT_EQ(ufsecp_frost_refresh_share(&ns[32 * i], &nps[33 * i], &g.shares[32 * i], &delta[32 * i],
                                                 &g.ids[32 * i], cm.data(), t),
                      UFSECP_OK);
            EXPECT_NE(hex(&ns[32 * i], 32), hex(&g.shares[32 * i], 32));
            unsigned char ps[33];
            ASSERT_EQ(ufsecp_frost_refresh_pubshare(ps, &g.pubshares[33 * i], &g.ids[32 * i], cm.data(), t), UFSECP_OK);
            EXPECT_EQ(hex(ps, 33), hex(&nps[33 * i], 33));
            unsigned char ps2[33];
            ASSERT_EQ(ufsecp_frost_pubshare_from_commitments(ps2, &g.ids[32 * i], g.cm.data(), t), UFSECP_OK);
            EXPECT_EQ(hex(ps2, 33), hex(&g.pubshares[33 * i], 33));
            // In place gives the same.
            unsigned char inplace[32], ip[33];
            std::memcpy(inplace, &g.shares[32 * i], 32);
            ASSERT_EQ(ufsecp_frost_refresh_share(inplace, ip, inplace, &delta[32 * i], &g.ids[32 * i], cm.data(), t),
                      UFSECP_OK);
            EXPECT_EQ(hex(inplace, 32), hex(&ns[32 * i], 32));
        }
        // A cheating dealer: one refreshing share off by one is refused.
        {
            const std::size_t i = rng.u32() % n;
            Buf d = delta;
            Scalar x, one;
            scalar_set_b32(x, &d[32 * i], nullptr);
            scalar_set_int(one, 1);
            scalar_add(x, x, one);
            scalar_get_b32(&d[32 * i], x);
            unsigned char s[32], p[33];
            EXPECT_EQ(ufsecp_frost_refresh_share(s, p, &g.shares[32 * i], &d[32 * i], &g.ids[32 * i], cm.data(), t),
                      UFSECP_ERR_FROST_BAD_SHARE);
        }
        // A random t-subset of new shares signs under the unchanged group key.
        std::vector<std::size_t> idx(n);
        for (std::size_t i = 0; i < n; i++) idx[i] = i;
        for (std::size_t i = n; i > 1; i--) std::swap(idx[i - 1], idx[rng.u32() % i]);
        idx.resize(t);
        SignResult sr = sign_with(rng, suite, g.gpk, g.ids, ns, nps, idx);
        EXPECT_EQ(sr.checked, UFSECP_OK);
        EXPECT_TRUE(sr.verifies);
        EXPECT_EQ(sr.unchecked, UFSECP_OK);
        // Old shares alone still sign (they were not deleted here), but old and new do not mix:
        // one signer with its old share fails. Against the new pubshares its share check names
        // it; against its old pubshare every share checks out alone, yet the signature fails,
        // and aggregation says so (it always verifies the finished signature).
        sr = sign_with(rng, suite, g.gpk, g.ids, g.shares, g.pubshares, idx);
        EXPECT_TRUE(sr.checked == UFSECP_OK && sr.verifies && sr.unchecked == UFSECP_OK);
        const std::size_t mix = rng.u32() % t;
        Buf mixed = ns, mixed_ps = nps;
        std::memcpy(&mixed[32 * idx[mix]], &g.shares[32 * idx[mix]], 32);
        sr = sign_with(rng, suite, g.gpk, g.ids, mixed, mixed_ps, idx);
        EXPECT_EQ(sr.checked, UFSECP_ERR_FROST_BAD_SHARE);
        EXPECT_EQ(sr.culprit, mix);
        EXPECT_EQ(sr.unchecked, UFSECP_ERR_VERIFY_FAILED);
        std::memcpy(&mixed_ps[33 * idx[mix]], &g.pubshares[33 * idx[mix]], 33);
        sr = sign_with(rng, suite, g.gpk, g.ids, mixed, mixed_ps, idx);
        EXPECT_EQ(sr.checked, UFSECP_ERR_VERIFY_FAILED);
        EXPECT_EQ(sr.unchecked, UFSECP_ERR_VERIFY_FAILED);
    }
}
