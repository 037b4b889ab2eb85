// Tests for src/adaptor through the C ABI (include/ufsecp/ufsecp_adaptor.h):
//   * ECDSA adaptor signatures: all 11 dlcspecs cases (../shared/vectors/adaptor/
//     dlcspecs_ecdsa_adaptor.json, read at run time): verification (incl. the wrong-proof
//     case), decryption to the vector's signature, recovery (incl. the high-S and the
//     wrong-R cases), serialization (valid R/R_a above n, s_a = 0, s_a = n);
//   * ECDSA round trips on random keys: encrypt -> verify -> decrypt -> ufsecp_ecdsa_verify
//     and libsecp256k1 0.2.0's secp256k1_ecdsa_verify -> recover gives y back; tampering is
//     refused; an independent check of s_a on the reference curve (tests/support/ref_ec.hpp);
//   * Schnorr adaptor signatures on random keys, messages and adaptor points, both parities
//     of R + T seen: pre-sign -> pre-verify -> adapt -> a BIP-340 signature that ufsecp and
//     libsecp256k1 0.2.0's secp256k1_schnorrsig_verify accept -> extract gives t back; the
//     same checks recomputed from the definition on the reference curve; negative cases.
#include <gtest/gtest.h>

#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include <cstring>
#include <string>
#include <vector>

#include "hash/sha256.hpp"
#include "support/hex.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_adaptor.h"

namespace {

using Bytes = std::vector<unsigned char>;
using ufsecp::test::hex;
using ufsecp::test::Rng;
using ufsecp::test::unhex;

const secp256k1_context* lib() {
    static secp256k1_context* c = secp256k1_context_create(SECP256K1_CONTEXT_VERIFY);
    return c;
}

ufsecp_pubkey parse_pk(const std::string& h) {
    const Bytes b = unhex(h);
    ufsecp_pubkey pk;
    EXPECT_EQ(ufsecp_pubkey_parse(&pk, b.data(), b.size()), UFSECP_OK) << h;
    return pk;
}

Bytes compressed(const ufsecp_pubkey& pk) {
    Bytes out(33);
    size_t len = 33;
    EXPECT_EQ(ufsecp_pubkey_serialize(out.data(), &len, &pk, UFSECP_EC_COMPRESSED), UFSECP_OK);
    return out;
}

void random_seckey(Rng& rng, unsigned char out[32]) {
    do rng.bytes(out, 32);
    while (ufsecp_seckey_verify(out) != UFSECP_OK);
}

bool lib_ecdsa_verify(const unsigned char sig64[64], const unsigned char msg32[32], const ufsecp_pubkey& pk) {
    const Bytes ser = compressed(pk);
    secp256k1_pubkey lpk;
    secp256k1_ecdsa_signature sig;
    if (!secp256k1_ec_pubkey_parse(lib(), &lpk, ser.data(), ser.size())) return false;
    if (!secp256k1_ecdsa_signature_parse_compact(lib(), &sig, sig64)) return false;
    return secp256k1_ecdsa_verify(lib(), &sig, msg32, &lpk) == 1;
}

bool lib_schnorr_verify(const unsigned char sig64[64], const Bytes& msg, const unsigned char xonly32[32]) {
    secp256k1_xonly_pubkey xpk;
    if (!secp256k1_xonly_pubkey_parse(lib(), &xpk, xonly32)) return false;
    return secp256k1_schnorrsig_verify(lib(), sig64, msg.data(), msg.size(), &xpk) == 1;
}

// ---- ECDSA: the dlcspecs vectors ------------------------------------------------------------

TEST(EcdsaAdaptor, DlcspecsVectors) {
    const auto v = ufsecp::test::read_vector_json("adaptor/dlcspecs_ecdsa_adaptor.json");
    ASSERT_EQ(v.size(), 11u);
    int verification = 0, recovery = 0, serialization = 0;
    for (std::size_t i = 0; i < v.size(); i++) {
        const auto& c = v[i];
        const std::string kind = c["kind"].str();
        const bool error = c.has("error") && !c["error"].is_null();
        SCOPED_TRACE("case " + std::to_string(i) + " (" + kind + ")");
        const Bytes asig = unhex(c["adaptor_sig"].str());
        ASSERT_EQ(asig.size(), 162u);
        if (kind == "verification") {
            verification++;
            const ufsecp_pubkey pk = parse_pk(c["public_signing_key"].str());
            const ufsecp_pubkey ek = parse_pk(c["encryption_key"].str());
            const Bytes msg = unhex(c["message_hash"].str());
            EXPECT_EQ(ufsecp_ecdsa_adaptor_check(asig.data()), UFSECP_OK);
            EXPECT_EQ(ufsecp_ecdsa_adaptor_verify(asig.data(), &pk, msg.data(), &ek),
                      error ? UFSECP_ERR_VERIFY_FAILED : UFSECP_OK);
            if (error) continue;
            const Bytes y = unhex(c["decryption_key"].str());
            const Bytes sig = unhex(c["signature"].str());
            unsigned char out[64];
            ASSERT_EQ(ufsecp_ecdsa_adaptor_decrypt(out, y.data(), asig.data()), UFSECP_OK);
            EXPECT_EQ(hex(out, 64), hex(sig));
            EXPECT_EQ(ufsecp_ecdsa_verify(out, msg.data(), &pk), UFSECP_OK);
            unsigned char yr[32];
            ASSERT_EQ(ufsecp_ecdsa_adaptor_recover(yr, sig.data(), asig.data(), &ek), UFSECP_OK);
            EXPECT_EQ(hex(yr, 32), hex(y));
        } else if (kind == "recovery") {
            recovery++;
            const ufsecp_pubkey ek = parse_pk(c["encryption_key"].str());
            const Bytes sig = unhex(c["signature"].str());
            unsigned char yr[32] = {0};
            const ufsecp_status st = ufsecp_ecdsa_adaptor_recover(yr, sig.data(), asig.data(), &ek);
            if (error) {
                EXPECT_EQ(st, UFSECP_ERR_ADAPTOR_MISMATCH);
                EXPECT_EQ(hex(yr, 32), std::string(64, '0'));  // untouched
            } else {
                ASSERT_EQ(st, UFSECP_OK);
                EXPECT_EQ(hex(yr, 32), c["decryption_key"].str());
            }
        } else if (kind == "serialization") {
            serialization++;
            EXPECT_EQ(ufsecp_ecdsa_adaptor_check(asig.data()), error ? UFSECP_ERR_BAD_ADAPTOR_SIG : UFSECP_OK);
            if (error) {
                unsigned char out[64] = {0};
                const unsigned char one[32] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                               0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
                EXPECT_EQ(ufsecp_ecdsa_adaptor_decrypt(out, one, asig.data()), UFSECP_ERR_BAD_ADAPTOR_SIG);
            }
        } else {
            ADD_FAILURE() << "unknown kind " << kind;
        }
    }
    EXPECT_EQ(verification, 3);
    EXPECT_EQ(recovery, 3);
    EXPECT_EQ(serialization, 5);
}

// ---- ECDSA: random round trips ---------------------------------------------------------------

TEST(EcdsaAdaptor, RandomRoundTrips) {
    Rng rng(1);
    const int n = ufsecp::test::iters(60);
    int high_seen = 0;
    for (int it = 0; it < n; it++) {
        unsigned char x[32], y[32], msg[32], aux[32];
        random_seckey(rng, x);
        random_seckey(rng, y);
        rng.bytes(msg, 32);
        rng.bytes(aux, 32);
        ufsecp_pubkey pk, ek;
        ASSERT_EQ(ufsecp_pubkey_create(&pk, x), UFSECP_OK);
        ASSERT_EQ(ufsecp_pubkey_create(&ek, y), UFSECP_OK);
        unsigned char asig[162];
        ASSERT_EQ(ufsecp_ecdsa_adaptor_encrypt(asig, x, &ek, msg, (it & 1) ? aux : nullptr), UFSECP_OK);
        ASSERT_EQ(ufsecp_ecdsa_adaptor_verify(asig, &pk, msg, &ek), UFSECP_OK);

        // Deterministic for the same inputs; aux changes it.
        unsigned char again[162];
        ASSERT_EQ(ufsecp_ecdsa_adaptor_encrypt(again, x, &ek, msg, (it & 1) ? aux : nullptr), UFSECP_OK);
        EXPECT_EQ(0, std::memcmp(asig, again, 162));

        unsigned char sig[64];
        ASSERT_EQ(ufsecp_ecdsa_adaptor_decrypt(sig, y, asig), UFSECP_OK);
        EXPECT_EQ(ufsecp_ecdsa_verify(sig, msg, &pk), UFSECP_OK);
        EXPECT_TRUE(lib_ecdsa_verify(sig, msg, pk));
        EXPECT_EQ(0, std::memcmp(sig, asig + 1, 32));  // r = x(R) (mod n; R.x < n here)

        unsigned char yr[32];
        ASSERT_EQ(ufsecp_ecdsa_adaptor_recover(yr, sig, asig, &ek), UFSECP_OK);
        EXPECT_EQ(0, std::memcmp(yr, y, 32));
        // The high-S twin (n - s) recovers y too.
        unsigned char twin[64];
        std::memcpy(twin, sig, 64);
        {
            const ufsecp::ref::U256 s = ufsecp::ref::U256::from_be(twin + 32);
            ufsecp::ref::order_n().neg(s).to_be(twin + 32);
            high_seen++;
        }
        ASSERT_EQ(ufsecp_ecdsa_adaptor_recover(yr, twin, asig, &ek), UFSECP_OK);
        EXPECT_EQ(0, std::memcmp(yr, y, 32));

        // Refusals: another message, another key, another encryption key, a flipped proof bit.
        unsigned char msg2[32];
        std::memcpy(msg2, msg, 32);
        msg2[rng.u32() % 32] ^= (unsigned char)(1u << (rng.u32() % 8));
        EXPECT_EQ(ufsecp_ecdsa_adaptor_verify(asig, &pk, msg2, &ek), UFSECP_ERR_VERIFY_FAILED);
        EXPECT_EQ(ufsecp_ecdsa_adaptor_verify(asig, &ek, msg, &ek), UFSECP_ERR_VERIFY_FAILED);
        EXPECT_EQ(ufsecp_ecdsa_adaptor_verify(asig, &pk, msg, &pk), UFSECP_ERR_VERIFY_FAILED);
        unsigned char bad[162];
        std::memcpy(bad, asig, 162);
        bad[98 + rng.u32() % 64] ^= 1;
        const ufsecp_status st = ufsecp_ecdsa_adaptor_verify(bad, &pk, msg, &ek);
        EXPECT_TRUE(st == UFSECP_ERR_VERIFY_FAILED || st == UFSECP_ERR_BAD_ADAPTOR_SIG) << st;
        // A signature of another message shares nothing with this adaptor signature.
        unsigned char other[64];
        ASSERT_EQ(ufsecp_ecdsa_sign(other, msg, x, nullptr), UFSECP_OK);
        EXPECT_EQ(ufsecp_ecdsa_adaptor_recover(yr, other, asig, &ek), UFSECP_ERR_ADAPTOR_MISMATCH);
        // The right r with another encryption key: the recovered key does not match.
        EXPECT_EQ(ufsecp_ecdsa_adaptor_recover(yr, sig, asig, &pk), UFSECP_ERR_ADAPTOR_MISMATCH);
    }
    EXPECT_GT(high_seen, 0);
}

// s_a recomputed from the definition on the reference curve: R_a = k*G with k = log_G(R_a)
// unknown, but s_a*R_a == m*G + r*X holds iff s_a = k^-1 (m + r x).
TEST(EcdsaAdaptor, SignatureEquationOnReferenceCurve) {
    namespace r = ufsecp::ref;
    Rng rng(2);
    for (int it = 0; it < ufsecp::test::iters(20); it++) {
        unsigned char x[32], y[32], msg[32];
        random_seckey(rng, x);
        random_seckey(rng, y);
        rng.bytes(msg, 32);
        ufsecp_pubkey ek;
        ASSERT_EQ(ufsecp_pubkey_create(&ek, y), UFSECP_OK);
        unsigned char asig[162];
        ASSERT_EQ(ufsecp_ecdsa_adaptor_encrypt(asig, x, &ek, msg, nullptr), UFSECP_OK);
        r::Point ra;
        ASSERT_TRUE(r::ec_lift_x(ra, r::U256::from_be(asig + 34), asig[33] == 0x03));
        r::Point R;
        ASSERT_TRUE(r::ec_lift_x(R, r::U256::from_be(asig + 1), asig[0] == 0x03));
        const auto& n = r::order_n();
        const r::U256 rr = n.reduce(r::U256::from_be(asig + 1));
        const r::U256 m = n.reduce(r::U256::from_be(msg));
        const r::U256 sa = r::U256::from_be(asig + 66);
        const r::U256 xs = r::U256::from_be(x);
        const r::Point lhs = r::ec_mul(ra, sa);
        const r::Point rhs = r::ec_add(r::ec_mul_g(m), r::ec_mul_g(n.mul(rr, xs)));
        EXPECT_TRUE(lhs == rhs);
        // R = y * R_a (the encryption)
        EXPECT_TRUE(R == r::ec_mul(ra, r::U256::from_be(y)));
    }
}

// ---- Schnorr -----------------------------------------------------------------------------------

struct SchnorrCase {
    unsigned char d[32], t[32], aux[32];
    Bytes msg;
    ufsecp_keypair kp;
    unsigned char px[32];
    ufsecp_pubkey T;
};

SchnorrCase make_case(Rng& rng) {
    SchnorrCase c;
    random_seckey(rng, c.d);
    random_seckey(rng, c.t);
    rng.bytes(c.aux, 32);
    c.msg.resize(rng.u32() % 100);
    rng.bytes(c.msg.data(), c.msg.size());
    EXPECT_EQ(ufsecp_keypair_create(&c.kp, c.d), UFSECP_OK);
    EXPECT_EQ(ufsecp_keypair_xonly_pubkey(c.px, nullptr, &c.kp), UFSECP_OK);
    EXPECT_EQ(ufsecp_pubkey_create(&c.T, c.t), UFSECP_OK);
    return c;
}

// BIP-340 tagged hash, written out from its definition.
Bytes tagged_hash(const std::string& tag, const Bytes& msg) {
    unsigned char th[32];
    ufsecp::sha256(th, reinterpret_cast<const unsigned char*>(tag.data()), tag.size());
    Bytes pre(th, th + 32);
    pre.insert(pre.end(), th, th + 32);
    pre.insert(pre.end(), msg.begin(), msg.end());
    Bytes out(32);
    ufsecp::sha256(out.data(), pre.data(), pre.size());
    return out;
}

const unsigned char* mptr(const Bytes& b) {
    static const unsigned char none = 0;
    return b.empty() ? &none : b.data();
}

TEST(SchnorrAdaptor, RandomRoundTripsBothParities) {
    Rng rng(3);
    int parity[2] = {0, 0};
    const int n = ufsecp::test::iters(100);
    for (int it = 0; it < n; it++) {
        SchnorrCase c = make_case(rng);
        unsigned char pre[65], sig[64], t2[32];
        ASSERT_EQ(ufsecp_schnorr_adaptor_presign(pre, mptr(c.msg), c.msg.size(), &c.kp, &c.T, c.aux), UFSECP_OK);
        ASSERT_TRUE(pre[0] == 0x02 || pre[0] == 0x03);
        parity[pre[0] - 2]++;
        ASSERT_EQ(ufsecp_schnorr_adaptor_verify(pre, mptr(c.msg), c.msg.size(), c.px, &c.T), UFSECP_OK);
        // A pre-signature is not a signature.
        unsigned char as_sig[64];
        std::memcpy(as_sig, pre + 1, 64);
        EXPECT_NE(ufsecp_schnorr_verify(as_sig, mptr(c.msg), c.msg.size(), c.px), UFSECP_OK);
        ASSERT_EQ(ufsecp_schnorr_adaptor_adapt(sig, c.t, pre), UFSECP_OK);
        EXPECT_EQ(ufsecp_schnorr_verify(sig, mptr(c.msg), c.msg.size(), c.px), UFSECP_OK);
        EXPECT_TRUE(lib_schnorr_verify(sig, c.msg, c.px));
        ASSERT_EQ(ufsecp_schnorr_adaptor_extract(t2, sig, pre), UFSECP_OK);
        EXPECT_EQ(0, std::memcmp(t2, c.t, 32));

        // Refusals: other message, other key, other adaptor point, wrong t, other pre-signature.
        Bytes msg2 = c.msg;
        msg2.push_back(1);
        EXPECT_EQ(ufsecp_schnorr_adaptor_verify(pre, msg2.data(), msg2.size(), c.px, &c.T), UFSECP_ERR_VERIFY_FAILED);
        SchnorrCase o = make_case(rng);
        EXPECT_EQ(ufsecp_schnorr_adaptor_verify(pre, mptr(c.msg), c.msg.size(), o.px, &c.T), UFSECP_ERR_VERIFY_FAILED);
        EXPECT_EQ(ufsecp_schnorr_adaptor_verify(pre, mptr(c.msg), c.msg.size(), c.px, &o.T), UFSECP_ERR_VERIFY_FAILED);
        unsigned char wrong[64];
        ASSERT_EQ(ufsecp_schnorr_adaptor_adapt(wrong, o.t, pre), UFSECP_OK);
        EXPECT_EQ(ufsecp_schnorr_verify(wrong, mptr(c.msg), c.msg.size(), c.px), UFSECP_ERR_VERIFY_FAILED);
        // -T instead of T: pre-verification catches the sign.
        ufsecp_pubkey negT = c.T;
        ASSERT_EQ(ufsecp_pubkey_negate(&negT), UFSECP_OK);
        EXPECT_EQ(ufsecp_schnorr_adaptor_verify(pre, mptr(c.msg), c.msg.size(), c.px, &negT), UFSECP_ERR_VERIFY_FAILED);
        // A signature by the same key on another message does not match this pre-signature.
        unsigned char plain[64];
        ASSERT_EQ(ufsecp_schnorr_sign(plain, mptr(c.msg), c.msg.size(), &c.kp, nullptr), UFSECP_OK);
        EXPECT_EQ(ufsecp_schnorr_adaptor_extract(t2, plain, pre), UFSECP_ERR_ADAPTOR_MISMATCH);
        // Deterministic in (key, T, msg, aux); aux NULL works too.
        unsigned char again[65];
        ASSERT_EQ(ufsecp_schnorr_adaptor_presign(again, mptr(c.msg), c.msg.size(), &c.kp, &c.T, c.aux), UFSECP_OK);
        EXPECT_EQ(0, std::memcmp(pre, again, 65));
        ASSERT_EQ(ufsecp_schnorr_adaptor_presign(again, mptr(c.msg), c.msg.size(), &c.kp, &c.T, nullptr), UFSECP_OK);
        EXPECT_EQ(ufsecp_schnorr_adaptor_verify(again, mptr(c.msg), c.msg.size(), c.px, &c.T), UFSECP_OK);
    }
    // Both parities of R + T (the negated case) must have been exercised.
    EXPECT_GT(parity[0], 0);
    EXPECT_GT(parity[1], 0);
}

// The scheme recomputed from its definition on the reference curve (big integers): with
// Rt from the pre-signature and e = H_challenge(x(Rt) || x(P) || m), s'*G - e*P must be
// g*(Rt - T), and the adapted s = s' + g*t must satisfy s*G = lift_x(x(Rt)) + e*P.
TEST(SchnorrAdaptor, EquationsOnReferenceCurve) {
    namespace r = ufsecp::ref;
    Rng rng(4);
    int odd = 0;
    for (int it = 0; it < ufsecp::test::iters(20); it++) {
        SchnorrCase c = make_case(rng);
        unsigned char pre[65], sig[64];
        ASSERT_EQ(ufsecp_schnorr_adaptor_presign(pre, mptr(c.msg), c.msg.size(), &c.kp, &c.T, nullptr), UFSECP_OK);
        ASSERT_EQ(ufsecp_schnorr_adaptor_adapt(sig, c.t, pre), UFSECP_OK);
        const auto& n = r::order_n();
        r::Point Rt, P, Rf;
        ASSERT_TRUE(r::ec_lift_x(Rt, r::U256::from_be(pre + 1), pre[0] == 0x03));
        ASSERT_TRUE(r::ec_lift_x(P, r::U256::from_be(c.px), false));
        ASSERT_TRUE(r::ec_lift_x(Rf, r::U256::from_be(pre + 1), false));
        const r::Point T = r::ec_mul_g(r::U256::from_be(c.t));
        // e from the BIP-340 tagged hash, written out here.
        Bytes data(pre + 1, pre + 33);
        data.insert(data.end(), c.px, c.px + 32);
        data.insert(data.end(), c.msg.begin(), c.msg.end());
        const r::U256 e = n.reduce(r::U256::from_be(tagged_hash("BIP0340/challenge", data).data()));
        const bool g_neg = pre[0] == 0x03;
        odd += g_neg;
        r::Point lhs = r::ec_add(r::ec_mul_g(r::U256::from_be(pre + 33)), r::ec_neg(r::ec_mul(P, e)));
        r::Point rhs = r::ec_add(Rt, r::ec_neg(T));
        if (g_neg) rhs = r::ec_neg(rhs);
        EXPECT_TRUE(lhs == rhs);
        const r::Point sG = r::ec_mul_g(r::U256::from_be(sig + 32));
        EXPECT_TRUE(sG == r::ec_add(Rf, r::ec_mul(P, e)));
    }
    (void)odd;
}

TEST(SchnorrAdaptor, BadInputs) {
    Rng rng(5);
    SchnorrCase c = make_case(rng);
    unsigned char pre[65], sig[64], t[32];
    ASSERT_EQ(ufsecp_schnorr_adaptor_presign(pre, mptr(c.msg), c.msg.size(), &c.kp, &c.T, nullptr), UFSECP_OK);
    ASSERT_EQ(ufsecp_schnorr_adaptor_adapt(sig, c.t, pre), UFSECP_OK);
    // Pre-signature encodings: bad prefix, x not on the curve, x >= p, s' >= n.
    unsigned char bad[65];
    for (unsigned char prefix : {0x00, 0x04, 0x06, 0x07, 0xFF}) {
        std::memcpy(bad, pre, 65);
        bad[0] = prefix;
        EXPECT_EQ(ufsecp_schnorr_adaptor_verify(bad, mptr(c.msg), c.msg.size(), c.px, &c.T),
                  UFSECP_ERR_BAD_ADAPTOR_SIG);
        EXPECT_EQ(ufsecp_schnorr_adaptor_adapt(sig, c.t, bad), UFSECP_ERR_BAD_ADAPTOR_SIG);
    }
    std::memcpy(bad, pre, 65);
    std::memset(bad + 1, 0xFF, 32);  // x >= p
    EXPECT_EQ(ufsecp_schnorr_adaptor_extract(t, sig, bad), UFSECP_ERR_BAD_ADAPTOR_SIG);
    std::memcpy(bad, pre, 65);
    std::memset(bad + 33, 0xFF, 32);  // s' >= n
    EXPECT_EQ(ufsecp_schnorr_adaptor_verify(bad, mptr(c.msg), c.msg.size(), c.px, &c.T), UFSECP_ERR_BAD_ADAPTOR_SIG);
    // x = 5: 125 + 7 = 132 is not a square mod p (no point).
    std::memcpy(bad, pre, 65);
    std::memset(bad + 1, 0, 32);
    bad[32] = 5;
    EXPECT_EQ(ufsecp_schnorr_adaptor_verify(bad, mptr(c.msg), c.msg.size(), c.px, &c.T), UFSECP_ERR_BAD_ADAPTOR_SIG);
    // t = 0 and t = n.
    unsigned char zero[32] = {0};
    const Bytes nn = unhex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
    EXPECT_EQ(ufsecp_schnorr_adaptor_adapt(sig, zero, pre), UFSECP_ERR_BAD_SECKEY);
    EXPECT_EQ(ufsecp_schnorr_adaptor_adapt(sig, nn.data(), pre), UFSECP_ERR_BAD_SECKEY);
    // s >= n in the signature.
    unsigned char s2[64];
    std::memcpy(s2, sig, 64);
    std::memset(s2 + 32, 0xFF, 32);
    EXPECT_EQ(ufsecp_schnorr_adaptor_extract(t, s2, pre), UFSECP_ERR_BAD_SIGNATURE);
    // The pre-signature itself as the "signature" (s = s'): t would be 0.
    std::memcpy(s2, pre + 1, 64);
    EXPECT_EQ(ufsecp_schnorr_adaptor_extract(t, s2, pre), UFSECP_ERR_ADAPTOR_MISMATCH);
    // Zeroed keypair, zeroed adaptor object.
    ufsecp_keypair zkp;
    std::memset(&zkp, 0, sizeof zkp);
    EXPECT_EQ(ufsecp_schnorr_adaptor_presign(pre, nullptr, 0, &zkp, &c.T, nullptr), UFSECP_ERR_BAD_KEYPAIR);
    ufsecp_pubkey zpk;
    std::memset(&zpk, 0, sizeof zpk);
    EXPECT_EQ(ufsecp_schnorr_adaptor_presign(pre, nullptr, 0, &c.kp, &zpk, nullptr), UFSECP_ERR_BAD_PUBKEY);
    EXPECT_EQ(ufsecp_schnorr_adaptor_presign(pre, nullptr, 1, &c.kp, &c.T, nullptr), UFSECP_ERR_NULL_ARG);
    // T = -d'... : R + T = infinity cannot be produced without k; T = G is fine.
}

}  // namespace
