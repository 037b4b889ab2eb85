// Tests for src/ecdsa: RFC 6979 nonces and signatures (published vectors), and
// differential tests against libsecp256k1 (the semantic reference) for signing,
// verification, recovery, the compact encoding and normalization. An independent slow
// reference (tests/support/ref_*.hpp) re-derives a sample of signatures from the nonce.
// The strict and lax DER encodings are tested in test_ecdsa_der.cpp.
//
// Iteration counts scale with UFSECP_TEST_ITERS and are divided by 4 under
// AddressSanitizer to keep that build within a few minutes.
#include <gtest/gtest.h>
#include <secp256k1.h>
#include <secp256k1_recovery.h>

#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "ecdsa/ecdsa.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "group/group_sec1.hpp"
#include "hash/sha256.hpp"
#include "support/ecdsa_util.hpp"
#include "support/mini_json.hpp"
#include "support/ref_bigint.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"


using namespace ufsecp;
using ufsecp::test::Rng;
namespace json = ufsecp::test::json;
using Bytes = std::vector<unsigned char>;

namespace {

using namespace ufsecp::test::ecdsa_util;

const std::array<unsigned char, 32> kP = b32_from_hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f");
const std::array<unsigned char, 32> kPMinusN = b32_from_hex("14551231950b75fc4402da1722fc9baee");

std::array<unsigned char, 32> bytes_of(const Scalar& s) {
    std::array<unsigned char, 32> b;
    scalar_get_b32(b.data(), s);
    return b;
}
// A random valid secret key (edge-heavy bytes; retried until 0 < key < n).
void random_seckey(Rng& rng, unsigned char key[32], Scalar& d) {
    do rng.bytes32_edgy(key);
    while (!scalar_set_b32_seckey(d, key));
}
Ge pubkey_of(const Scalar& d) {
    Gej pj;
    Ge p;
    ecmult_gen(pj, d);
    ge_set_gej_var(p, pj);
    return p;
}
Bytes ser33(const Ge& p) {
    Bytes out(33);
    std::size_t len = 0;
    EXPECT_TRUE(ge_serialize_sec1(out.data(), &len, p, true) && len == 33);
    return out;
}
Bytes secp_ser33(const secp256k1_pubkey& pk) {
    Bytes out(33);
    std::size_t len = 33;
    EXPECT_TRUE(secp256k1_ec_pubkey_serialize(ctx(), out.data(), &len, &pk, SECP256K1_EC_COMPRESSED));
    return out;
}
secp256k1_pubkey secp_pubkey(const Ge& p) {
    secp256k1_pubkey pk;
    const Bytes b = ser33(p);
    EXPECT_TRUE(secp256k1_ec_pubkey_parse(ctx(), &pk, b.data(), b.size()));
    return pk;
}
std::array<unsigned char, 32> sha256_of(const std::string& msg) {
    std::array<unsigned char, 32> h;
    sha256(h.data(), (const unsigned char*)msg.data(), msg.size());
    return h;
}
json::Value load(const char* name) { return test::read_vector_json(std::string("rfc6979/") + name); }

// Whole pipelines on public bytes, as the C APIs see them: parse the compact signature
// (and the SEC1 key), then verify or recover.
bool ours_verify_bytes(const Bytes& sig64, const unsigned char* msg32, const Bytes& pub) {
    Scalar r, s;
    Ge q;
    return ecdsa_sig_parse_compact(r, s, sig64.data()) && ge_parse_sec1(q, pub.data(), pub.size()) &&
           ecdsa_verify_var(r, s, msg32, q);
}
bool secp_verify_bytes(const Bytes& sig64, const unsigned char* msg32, const Bytes& pub) {
    secp256k1_ecdsa_signature sig;
    secp256k1_pubkey pk;
    return secp256k1_ecdsa_signature_parse_compact(ctx(), &sig, sig64.data()) &&
           secp256k1_ec_pubkey_parse(ctx(), &pk, pub.data(), pub.size()) &&
           secp256k1_ecdsa_verify(ctx(), &sig, msg32, &pk) == 1;
}
bool ours_recover_bytes(const Bytes& sig64, int recid, const unsigned char* msg32, Bytes& pub) {
    Scalar r, s;
    Ge q;
    if (!ecdsa_recoverable_sig_parse_compact(r, s, sig64.data(), recid) || !ecdsa_recover_var(q, r, s, recid, msg32))
        return false;
    pub = ser33(q);
    return true;
}
bool secp_recover_bytes(const Bytes& sig64, int recid, const unsigned char* msg32, Bytes& pub) {
    secp256k1_ecdsa_recoverable_signature sig;
    secp256k1_pubkey pk;
    if (!secp256k1_ecdsa_recoverable_signature_parse_compact(ctx(), &sig, sig64.data(), recid) ||
        !secp256k1_ecdsa_recover(ctx(), &pk, &sig, msg32))
        return false;
    pub = secp_ser33(pk);
    return true;
}
// Recovers through both libraries, checks that they agree, and returns our key ("" if
// refused).
std::string recover_both(const Bytes& sig64, int recid, const unsigned char* msg32, const char* what) {
    Bytes a, b;
    const bool oa = ours_recover_bytes(sig64, recid, msg32, a);
    const bool ob = secp_recover_bytes(sig64, recid, msg32, b);
    EXPECT_EQ(oa, ob) << what << " sig=" << tohex(sig64) << " recid=" << recid << " msg=" << tohex(msg32, 32);
    EXPECT_EQ(tohex(a), tohex(b)) << what;  // both empty when refused
    return tohex(a);
}

// A published (key, message, nonce, r, s): the first nonce, the signature, and that it
// verifies and recovers to the key. Returns the signature.
std::pair<Scalar, Scalar> check_known_signature(const std::array<unsigned char, 32>& key,
                                                const std::array<unsigned char, 32>& msg, const std::string& k_hex,
                                                const std::string& r_hex, const std::string& s_hex) {
    unsigned char k[32];
    ecdsa_nonce_rfc6979(k, msg.data(), key.data(), nullptr, 0);
    EXPECT_EQ(tohex(k, 32), k_hex);
    const Scalar d = scalar_of(key.data());
    Scalar r, s;
    int recid = -1;
    EXPECT_TRUE(ecdsa_sign(r, s, &recid, d, msg.data(), nullptr));
    EXPECT_EQ(tohex(bytes_of(r).data(), 32), r_hex);
    EXPECT_EQ(tohex(bytes_of(s).data(), 32), s_hex);
    const Ge q = pubkey_of(d);
    EXPECT_TRUE(ecdsa_verify_var(r, s, msg.data(), q));
    Ge rec;
    EXPECT_TRUE(ecdsa_recover_var(rec, r, s, recid, msg.data()) && ser33(rec) == ser33(q));
    auto other = msg;  // another message does not verify
    other[31] ^= 1;
    EXPECT_FALSE(ecdsa_verify_var(r, s, other.data(), q));
    return {r, s};
}

}  // namespace

// ---- published vectors ----------------------------------------------------------------

// secp256k1_sha256_k_vectors.json: the first RFC 6979 nonce for (key, SHA-256(msg)), and,
// where given, the low-S signature and its DER.
TEST(EcdsaVectors, Secp256k1Sha256KVectors) {
    const json::Value doc = load("secp256k1_sha256_k_vectors.json");
    const json::Value& vs = doc["vectors"];
    ASSERT_GE(vs.size(), 8u);
    int with_sig = 0;
    for (std::size_t i = 0; i < vs.size(); i++) {
        const json::Value& v = vs[i];
        SCOPED_TRACE("vector " + std::to_string(i));
        const auto key = b32_from_hex(v["private_key"].str());
        const auto msg = sha256_of(v["msg"].str());
        EXPECT_EQ(tohex(msg.data(), 32), v["msg_sha256"].str());
        if (!v.has("signature_der")) {
            unsigned char k[32];
            ecdsa_nonce_rfc6979(k, msg.data(), key.data(), nullptr, 0);
            EXPECT_EQ(tohex(k, 32), v["k"].str());
            continue;
        }
        with_sig++;
        const auto [r, s] = check_known_signature(key, msg, v["k"].str(), v["r"].str(), v["s"].str());
        unsigned char der[72];
        std::size_t derlen = sizeof(der);
        ASSERT_TRUE(ecdsa_sig_serialize_der(der, &derlen, r, s));
        EXPECT_EQ(tohex(der, derlen), v["signature_der"].str());
        // Whether the raw s = (m + r*d)/k was high (and got negated), as the file says.
        Scalar m, k, t;
        scalar_set_b32(m, msg.data(), nullptr);
        scalar_mul(t, r, scalar_of(key.data()));
        scalar_add(t, t, m);
        ecdsa_nonce_rfc6979(der, msg.data(), key.data(), nullptr, 0);
        scalar_inverse_var(k, scalar_of(der));
        scalar_mul(t, t, k);
        EXPECT_EQ(scalar_is_high(t), v["raw_s_was_high"].boolean_value());
        EXPECT_EQ(scalar_eq(t, s), !scalar_is_high(t));
    }
    EXPECT_GE(with_sig, 6);
}

// bitcoinjs-lib valid.ecdsa: (d, k, message, r, s) with low-S signatures.
TEST(EcdsaVectors, BitcoinjsValid) {
    const json::Value doc = load("bitcoinjs-lib_ecdsa.json");
    const json::Value& vs = doc["valid"]["ecdsa"];
    ASSERT_GE(vs.size(), 7u);
    for (std::size_t i = 0; i < vs.size(); i++) {
        const json::Value& v = vs[i];
        SCOPED_TRACE("vector " + std::to_string(i));
        const auto key = b32_from_hex(v["d"].str());
        check_known_signature(key, sha256_of(v["message"].str()), v["k"].str(), v["signature"]["r"].str(),
                              v["signature"]["s"].str());
    }
}

// bitcoinjs-lib valid.rfc6979: k0, k1, k15 are the 1st, 2nd and 16th DRBG outputs.
TEST(EcdsaVectors, BitcoinjsNonceSequence) {
    const json::Value doc = load("bitcoinjs-lib_ecdsa.json");
    const json::Value& vs = doc["valid"]["rfc6979"];
    ASSERT_GE(vs.size(), 10u);
    for (std::size_t i = 0; i < vs.size(); i++) {
        const json::Value& v = vs[i];
        SCOPED_TRACE("vector " + std::to_string(i));
        const auto key = b32_from_hex(v["d"].str());
        const auto msg = sha256_of(v["message"].str());
        for (unsigned counter : {0u, 1u, 15u}) {
            unsigned char k[32];
            ecdsa_nonce_rfc6979(k, msg.data(), key.data(), nullptr, counter);
            EXPECT_EQ(tohex(k, 32), v["k" + std::to_string(counter)].str());
        }
    }
}

namespace {
// Minimal two's-complement DER INTEGER contents of a signed hex number ("-01", "00", ...)
// whose magnitude fits in 32 bytes.
Bytes der_int_signed(const std::string& h) {
    const bool neg = !h.empty() && h[0] == '-';
    const auto mag = b32_from_hex(neg ? h.substr(1) : h);
    unsigned char b[33];
    b[0] = 0;
    std::memcpy(b + 1, mag.data(), 32);
    if (neg) {  // two's complement in 33 bytes
        unsigned carry = 1;
        for (int i = 32; i >= 0; i--) {
            const unsigned v = (unsigned)(unsigned char)~b[i] + carry;
            b[i] = (unsigned char)v;
            carry = v >> 8;
        }
    }
    std::size_t off = 0;
    while (off < 32 && ((b[off] == 0x00 && b[off + 1] < 0x80) || (b[off] == 0xFF && b[off + 1] >= 0x80))) off++;
    return Bytes(b + off, b + 33);
}

Bytes der_sig(const Bytes& r, const Bytes& s) {
    Bytes out{0x30, (unsigned char)(4 + r.size() + s.size()), 0x02, (unsigned char)r.size()};
    out.insert(out.end(), r.begin(), r.end());
    out.push_back(0x02);
    out.push_back((unsigned char)s.size());
    out.insert(out.end(), s.begin(), s.end());
    return out;
}
}  // namespace

// bitcoinjs-lib invalid.verify: wrong signatures and out-of-range r or s (negative, 0, >= n).
// Each is encoded as strict DER (where an out-of-range integer parses as 0, as in
// libsecp256k1) and, when both values fit in 32 unsigned bytes, as compact bytes (where
// values >= n are rejected); no path may accept it.
TEST(EcdsaVectors, BitcoinjsInvalidVerify) {
    const json::Value doc = load("bitcoinjs-lib_ecdsa.json");
    const json::Value& vs = doc["invalid"]["verify"];
    ASSERT_GE(vs.size(), 8u);
    for (std::size_t i = 0; i < vs.size(); i++) {
        const json::Value& v = vs[i];
        SCOPED_TRACE(v["description"].str());
        const Scalar d = scalar_of(b32_from_hex(v["d"].str()).data());
        const Ge q = pubkey_of(d);
        const secp256k1_pubkey pk = secp_pubkey(q);
        const auto msg = sha256_of(v["message"].str());
        const std::string rh = v["signature"]["r"].str(), sh = v["signature"]["s"].str();

        const Bytes der = der_sig(der_int_signed(rh), der_int_signed(sh));
        Scalar r, s;
        secp256k1_ecdsa_signature sig;
        ASSERT_TRUE(ecdsa_sig_parse_der(r, s, der.data(), der.size())) << tohex(der);
        ASSERT_TRUE(secp256k1_ecdsa_signature_parse_der(ctx(), &sig, der.data(), der.size()));
        EXPECT_EQ(tohex(compact_of(r, s)), tohex(secp_compact(sig)));
        EXPECT_FALSE(ecdsa_verify_var(r, s, msg.data(), q));
        EXPECT_FALSE(secp256k1_ecdsa_verify(ctx(), &sig, msg.data(), &pk));
        Scalar sn = s;
        ecdsa_sig_normalize(sn);
        EXPECT_FALSE(ecdsa_verify_var(r, sn, msg.data(), q));

        if (rh[0] != '-' && sh[0] != '-') {
            Bytes c(64);
            const auto rb = b32_from_hex(rh), sb = b32_from_hex(sh);
            std::memcpy(c.data(), rb.data(), 32);
            std::memcpy(c.data() + 32, sb.data(), 32);
            const bool parsed = ecdsa_sig_parse_compact(r, s, c.data());
            EXPECT_EQ(parsed, secp256k1_ecdsa_signature_parse_compact(ctx(), &sig, c.data()) == 1);
            if (parsed) {
                EXPECT_FALSE(ecdsa_verify_var(r, s, msg.data(), q));
            }
        }
    }
}

// ---- nonces and signing ------------------------------------------------------------------

TEST(EcdsaNonce, MatchesLibsecpNonceFunction) {
    Rng rng(1);
    const int n = count(2000);
    for (int i = 0; i < n; i++) {
        unsigned char key[32], msg[32], extra[32], ours[32], theirs[32];
        rng.bytes32_edgy(key);  // the nonce function takes any key bytes
        rng.bytes32_edgy(msg);  // including messages >= n, which are reduced first
        rng.bytes(extra, 32);
        const unsigned counter = (unsigned)(rng.u32() % 4);
        const unsigned char* ex = (i & 1) ? extra : nullptr;
        ecdsa_nonce_rfc6979(ours, msg, key, ex, counter);
        ASSERT_TRUE(secp256k1_nonce_function_rfc6979(theirs, msg, key, nullptr, (void*)ex, counter));
        ASSERT_EQ(tohex(ours, 32), tohex(theirs, 32)) << "key=" << tohex(key, 32) << " msg=" << tohex(msg, 32);
    }
}

// Byte-identical signatures and recovery ids, with and without extra data.
TEST(EcdsaSign, MatchesLibsecp) {
    Rng rng(2);
    const int n = count(10000);
    for (int i = 0; i < n; i++) {
        unsigned char key[32], msg[32], extra[32];
        Scalar d;
        random_seckey(rng, key, d);
        rng.bytes32_edgy(msg);
        rng.bytes32_edgy(extra);
        const unsigned char* ex = (i % 2) ? extra : nullptr;

        Scalar r, s;
        int recid = -1;
        ASSERT_TRUE(ecdsa_sign(r, s, &recid, d, msg, ex));
        EXPECT_FALSE(scalar_is_high(s));
        secp256k1_ecdsa_recoverable_signature rsig;
        ASSERT_TRUE(secp256k1_ecdsa_sign_recoverable(ctx(), &rsig, msg, key, nullptr, ex));
        Bytes theirs(64);
        int their_recid = -1;
        ASSERT_TRUE(secp256k1_ecdsa_recoverable_signature_serialize_compact(ctx(), theirs.data(), &their_recid, &rsig));
        ASSERT_EQ(tohex(compact_of(r, s)), tohex(theirs)) << "key=" << tohex(key, 32) << " msg=" << tohex(msg, 32);
        ASSERT_EQ(recid, their_recid);
        if (i % 8 == 0) {  // the plain signing API too
            secp256k1_ecdsa_signature sig;
            ASSERT_TRUE(secp256k1_ecdsa_sign(ctx(), &sig, msg, key, nullptr, ex));
            ASSERT_EQ(tohex(compact_of(r, s)), tohex(secp_compact(sig)));
        }
    }
}

// Signatures re-derived with the independent slow reference from the nonce:
// r = x(k*G) mod n, s = +-(m + r*d)/k (the low one), recid from R.
TEST(EcdsaSign, MatchesSlowReference) {
    Rng rng(3);
    const ref::Mod& N = ref::order_n();
    const ref::U256 half_n = ref::U256::from_hex("7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0");
    for (int i = 0; i < 24; i++) {
        unsigned char key[32], msg[32], k32[32];
        Scalar d;
        random_seckey(rng, key, d);
        rng.bytes32_edgy(msg);
        Scalar r, s;
        int recid = -1;
        ASSERT_TRUE(ecdsa_sign(r, s, &recid, d, msg, nullptr));
        ecdsa_nonce_rfc6979(k32, msg, key, nullptr, 0);
        const ref::U256 k = ref::U256::from_be(k32);
        ASSERT_FALSE(k.is_zero());
        ASSERT_LT(ref::cmp(k, N.m), 0);  // a first candidate >= n has probability 2^-128
        const ref::Point R = ref::ec_mul_g(k);
        const ref::U256 rr = N.reduce(R.x);
        const ref::U256 m = N.reduce(ref::U256::from_be(msg));
        ref::U256 ss = N.mul(N.inv(k), N.add(m, N.mul(rr, ref::U256::from_be(key))));
        int rec = (int)(R.y.v[0] & 1) | (ref::cmp(R.x, N.m) >= 0 ? 2 : 0);
        if (ref::cmp(ss, half_n) > 0) ss = N.neg(ss), rec ^= 1;
        unsigned char want[64];
        rr.to_be(want);
        ss.to_be(want + 32);
        EXPECT_EQ(tohex(compact_of(r, s)), tohex(want, 64));
        EXPECT_EQ(recid, rec);
    }
}

TEST(EcdsaSign, EdgeKeysAndMessages) {
    std::vector<std::array<unsigned char, 32>> keys = {b32_from_hex("01"), b32_from_hex("02"), add_small(kN, -1),
                                                       add_small(kN, -2), b32_from_hex("ffffffffffffffffffffffffffffffff"),
                                                       b32_from_hex("100000000000000000000000000000000")};
    std::vector<std::array<unsigned char, 32>> msgs = {b32_from_hex("00"), b32_from_hex("01"), add_small(kN, -1), kN,
                                                       add_small(kN, 1), add_small(b32_from_hex("00"), -1)};
    for (const auto& key : keys)
        for (const auto& msg : msgs) {
            const Scalar d = scalar_of(key.data());
            Scalar r, s;
            int recid;
            ASSERT_TRUE(ecdsa_sign(r, s, &recid, d, msg.data(), nullptr));
            secp256k1_ecdsa_signature sig;
            ASSERT_TRUE(secp256k1_ecdsa_sign(ctx(), &sig, msg.data(), key.data(), nullptr, nullptr));
            EXPECT_EQ(tohex(compact_of(r, s)), tohex(secp_compact(sig)));
            EXPECT_TRUE(ecdsa_verify_var(r, s, msg.data(), pubkey_of(d)));
        }
    // A message and the same message plus n sign identically (both are m mod n): the
    // nonce function reduces the message too.
    Scalar r1, s1, r2, s2;
    const Scalar d = scalar_of(keys[0].data());
    const auto m_small = b32_from_hex("05"), m_big = add_small(kN, 5);
    ASSERT_TRUE(ecdsa_sign(r1, s1, nullptr, d, m_small.data(), nullptr));
    ASSERT_TRUE(ecdsa_sign(r2, s2, nullptr, d, m_big.data(), nullptr));
    EXPECT_EQ(tohex(compact_of(r1, s1)), tohex(compact_of(r2, s2)));
}

TEST(EcdsaSign, ErrorPathsAndOptions) {
    unsigned char msg[32] = {1, 2, 3};
    Scalar zero, r, s;
    scalar_clear(zero);
    scalar_set_int(r, 77);
    scalar_set_int(s, 78);
    int recid = 3;
    EXPECT_FALSE(ecdsa_sign(r, s, &recid, zero, msg, nullptr));
    EXPECT_TRUE(scalar_is_zero(r));
    EXPECT_TRUE(scalar_is_zero(s));
    EXPECT_EQ(recid, 0);
    recid = 3;
    unsigned char extra[32] = {9};
    EXPECT_FALSE(ecdsa_sign(r, s, &recid, zero, msg, extra));
    EXPECT_EQ(recid, 0);

    // Extra data changes the nonce (and so r); null recid is allowed; outputs may alias
    // the key.
    Scalar d;
    scalar_set_int(d, 12345);
    Scalar r0, s0, r1, s1;
    ASSERT_TRUE(ecdsa_sign(r0, s0, nullptr, d, msg, nullptr));
    ASSERT_TRUE(ecdsa_sign(r1, s1, nullptr, d, msg, extra));
    EXPECT_FALSE(scalar_eq(r0, r1));
    Scalar alias = d, other;
    ASSERT_TRUE(ecdsa_sign(alias, other, nullptr, alias, msg, nullptr));
    EXPECT_TRUE(scalar_eq(alias, r0));
    EXPECT_TRUE(scalar_eq(other, s0));
    alias = d;
    ASSERT_TRUE(ecdsa_sign(other, alias, nullptr, alias, msg, nullptr));
    EXPECT_TRUE(scalar_eq(other, r0));
    EXPECT_TRUE(scalar_eq(alias, s0));
}

// ---- verification ------------------------------------------------------------------------

TEST(EcdsaVerify, MatchesLibsecpValidAndMutated) {
    Rng rng(4);
    const int n = count(10000);
    int mutated_accepts = 0;
    for (int i = 0; i < n; i++) {
        unsigned char key[32], msg[32];
        Scalar d;
        random_seckey(rng, key, d);
        rng.bytes32_edgy(msg);
        Scalar r, s;
        ASSERT_TRUE(ecdsa_sign(r, s, nullptr, d, msg, nullptr));
        Bytes sig = compact_of(r, s);
        Bytes pub = ser33(pubkey_of(d));
        if (i % 4 == 0) {  // uncompressed keys too
            Bytes p65(65);
            std::size_t len = 0;
            ASSERT_TRUE(ge_serialize_sec1(p65.data(), &len, pubkey_of(d), false));
            pub = p65;
        }
        ASSERT_TRUE(ours_verify_bytes(sig, msg, pub));
        ASSERT_TRUE(secp_verify_bytes(sig, msg, pub));

        // One mutation; both libraries must agree on it, and most must be rejected.
        unsigned char m2[32];
        std::memcpy(m2, msg, 32);
        const int kind = (int)(rng.u32() % 6);
        bool must_fail = true;
        switch (kind) {
            case 0: flip_bit(sig.data(), 64, rng); break;
            case 1: flip_bit(m2, 32, rng); break;
            case 2: flip_bit(pub.data(), pub.size(), rng); must_fail = false; break;  // may re-parse as another valid key
            case 3: {
                static const std::array<unsigned char, 32> specials[] = {
                    b32_from_hex("00"), kN, add_small(kN, -1), kP, b32_from_hex("01"), add_small(b32_from_hex("00"), -1)};
                const auto& v = specials[rng.u32() % 6];
                std::memcpy(sig.data() + ((rng.u32() & 1) ? 32 : 0), v.data(), 32);
                break;
            }
            case 4: {  // high S: rejected by both; after normalization valid again
                Scalar sh;
                scalar_negate(sh, s);
                sig = compact_of(r, sh);
                secp256k1_ecdsa_signature lsig, lnorm;
                ASSERT_TRUE(secp256k1_ecdsa_signature_parse_compact(ctx(), &lsig, sig.data()));
                EXPECT_EQ(secp256k1_ecdsa_signature_normalize(ctx(), &lnorm, &lsig), 1);
                EXPECT_TRUE(ecdsa_sig_normalize(sh));
                EXPECT_EQ(tohex(compact_of(r, sh)), tohex(secp_compact(lnorm)));
                EXPECT_FALSE(ecdsa_sig_normalize(sh));
                EXPECT_TRUE(ours_verify_bytes(compact_of(r, sh), msg, pub));
                break;
            }
            default: {  // r and s swapped (s low so that only the value is wrong)
                Bytes sw(64);
                std::memcpy(sw.data(), sig.data() + 32, 32);
                std::memcpy(sw.data() + 32, sig.data(), 32);
                sig = sw;
                break;
            }
        }
        const bool a = ours_verify_bytes(sig, m2, pub), b = secp_verify_bytes(sig, m2, pub);
        ASSERT_EQ(a, b) << "kind " << kind << " sig=" << tohex(sig) << " msg=" << tohex(m2, 32) << " pub=" << tohex(pub);
        if (must_fail) {
            EXPECT_FALSE(a) << "kind " << kind;
        }
        mutated_accepts += a;
    }
    EXPECT_LT(mutated_accepts, n / 100);
}

// r, s in {0, 1, (n-1)/2, (n+1)/2, n-1, n, p, 2^256-1}: parse and verify agree with libsecp.
TEST(EcdsaVerify, EdgeValuesAgree) {
    const std::array<unsigned char, 32> half = b32_from_hex("7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0");
    const std::vector<std::array<unsigned char, 32>> vals = {b32_from_hex("00"), b32_from_hex("01"),     half,
                                                             add_small(half, 1), add_small(kN, -1), kN,
                                                             kP,                 add_small(b32_from_hex("00"), -1)};
    Rng rng(5);
    unsigned char key[32], msg[32];
    Scalar d;
    random_seckey(rng, key, d);
    rng.bytes(msg, 32);
    const Bytes pub = ser33(pubkey_of(d));
    for (const auto& rv : vals)
        for (const auto& sv : vals) {
            Bytes sig(64);
            std::memcpy(sig.data(), rv.data(), 32);
            std::memcpy(sig.data() + 32, sv.data(), 32);
            Scalar r, s;
            secp256k1_ecdsa_signature lsig;
            const bool pa = ecdsa_sig_parse_compact(r, s, sig.data());
            EXPECT_EQ(pa, secp256k1_ecdsa_signature_parse_compact(ctx(), &lsig, sig.data()) == 1);
            if (!pa) {
                EXPECT_TRUE(scalar_is_zero(r) && scalar_is_zero(s));
            }
            EXPECT_EQ(ours_verify_bytes(sig, msg, pub), secp_verify_bytes(sig, msg, pub));
            EXPECT_FALSE(ours_verify_bytes(sig, msg, pub));
        }
    // The point at infinity is never a valid key.
    Scalar r, s;
    ASSERT_TRUE(ecdsa_sign(r, s, nullptr, d, msg, nullptr));
    Ge inf;
    ge_set_infinity(inf);
    EXPECT_FALSE(ecdsa_verify_var(r, s, msg, inf));
}

// u1*G + u2*Q = infinity (m = -r*q): rejected by both.
TEST(EcdsaVerify, InfinityIsRejected) {
    Rng rng(6);
    for (int i = 0; i < 50; i++) {
        unsigned char key[32], sbytes[32];
        Scalar q, r, s, m;
        random_seckey(rng, key, q);
        random_seckey(rng, sbytes, s);
        ecdsa_sig_normalize(s);
        do rng.bytes(sbytes, 32);
        while (!scalar_set_b32_seckey(r, sbytes));
        scalar_mul(m, r, q);
        scalar_negate(m, m);
        const auto msg = bytes_of(m);
        const Bytes pub = ser33(pubkey_of(q));
        EXPECT_FALSE(ecdsa_verify_var(r, s, msg.data(), pubkey_of(q)));
        EXPECT_FALSE(secp_verify_bytes(compact_of(r, s), msg.data(), pub));
    }
}

// Signatures whose R has x >= n (r = R.x - n): they come out of recovery with recid 2/3
// for small r, and verification must find them through the r + n comparison. Also
// r >= p - n with recid 2/3 must be refused by recovery.
TEST(EcdsaVerify, RPlusOrderBranch) {
    Rng rng(7);
    int found = 0;
    for (int i = 0; i < count(400); i++) {
        unsigned char sig[64], msg[32];
        std::memset(sig, 0, 64);
        rng.bytes(sig + 16, 16);                       // r < 2^128 < p - n (~2^128.35) ...
        if (i % 8 == 1) sig[15] = (unsigned char)(rng.u32() & 3);  // ... or r < 2^130 ...
        if (i % 4 == 0) {                              // ... or right around p - n
            const auto v = add_small(kPMinusN, (long)(rng.u32() % 5) - 2);
            std::memcpy(sig, v.data(), 32);
        }
        Scalar s;
        unsigned char sb[32];
        random_seckey(rng, sb, s);
        ecdsa_sig_normalize(s);
        scalar_get_b32(sig + 32, s);
        rng.bytes(msg, 32);
        const Bytes sig64(sig, sig + 64);
        const int recid = 2 + (int)(rng.u32() & 1);
        (void)recover_both(sig64, recid, msg, "recid>=2");
        Bytes pub;
        if (!ours_recover_bytes(sig64, recid, msg, pub)) continue;
        EXPECT_LT(std::memcmp(sig, kPMinusN.data(), 32), 0);
        found++;
        EXPECT_TRUE(ours_verify_bytes(sig64, msg, pub));
        EXPECT_TRUE(secp_verify_bytes(sig64, msg, pub));
        // The key recovered for R.x = r (recid 0/1) is a different one that also verifies.
        Bytes pub01;
        if (ours_recover_bytes(sig64, recid - 2, msg, pub01)) {
            EXPECT_NE(tohex(pub01), tohex(pub));
            EXPECT_TRUE(ours_verify_bytes(sig64, msg, pub01));
        }
    }
    EXPECT_GT(found, count(400) / 8);
}

// ---- recovery ----------------------------------------------------------------------------

TEST(EcdsaRecover, MatchesLibsecp) {
    Rng rng(8);
    const int n = count(10000);
    for (int i = 0; i < n; i++) {
        unsigned char key[32], msg[32];
        Scalar d;
        random_seckey(rng, key, d);
        rng.bytes32_edgy(msg);
        Scalar r, s;
        int recid = -1;
        ASSERT_TRUE(ecdsa_sign(r, s, &recid, d, msg, nullptr));
        const Bytes sig = compact_of(r, s);
        const std::string want = tohex(ser33(pubkey_of(d)));
        ASSERT_EQ(recover_both(sig, recid, msg, "own recid"), want);
        if (i % 8 == 0) {
            for (int id = 0; id < 4; id++) {
                if (id != recid) {
                    EXPECT_NE(recover_both(sig, id, msg, "other recid"), want);
                }
            }
        }
        if (i % 2 == 0) {  // high s with the flipped parity: the same key (recovery accepts high s)
            Scalar sh;
            scalar_negate(sh, s);
            EXPECT_EQ(recover_both(compact_of(r, sh), recid ^ 1, msg, "high s"), want);
        }
        // Mutations: a bit of the signature or message, or random signature bytes.
        Bytes sig2 = sig;
        unsigned char m2[32];
        std::memcpy(m2, msg, 32);
        switch (rng.u32() % 3) {
            case 0: flip_bit(sig2.data(), 64, rng); break;
            case 1: flip_bit(m2, 32, rng); break;
            default: rng.bytes32_edgy(sig2.data()), rng.bytes32_edgy(sig2.data() + 32); break;
        }
        EXPECT_NE(recover_both(sig2, (int)(rng.u32() % 4), m2, "mutated"), want);
    }
}

TEST(EcdsaRecover, ErrorPaths) {
    Rng rng(9);
    unsigned char key[32], msg[32];
    Scalar d, r, s;
    random_seckey(rng, key, d);
    rng.bytes(msg, 32);
    int recid;
    ASSERT_TRUE(ecdsa_sign(r, s, &recid, d, msg, nullptr));
    Ge q;
    // recid outside 0..3 (libsecp256k1 treats these as API misuse; not called there).
    for (int bad : {-1, 4, 5, 100, -100}) {
        EXPECT_FALSE(ecdsa_recover_var(q, r, s, bad, msg));
        Scalar pr, ps;
        const Bytes sig = compact_of(r, s);
        EXPECT_FALSE(ecdsa_recoverable_sig_parse_compact(pr, ps, sig.data(), bad));
        EXPECT_TRUE(scalar_is_zero(pr) && scalar_is_zero(ps));
    }
    // r = 0 or s = 0, for every recid.
    Scalar zero;
    scalar_clear(zero);
    for (int id = 0; id < 4; id++) {
        EXPECT_FALSE(ecdsa_recover_var(q, zero, s, id, msg));
        EXPECT_FALSE(ecdsa_recover_var(q, r, zero, id, msg));
        (void)recover_both(compact_of(zero, s), id, msg, "r=0");
        (void)recover_both(compact_of(r, zero), id, msg, "s=0");
    }
    // Compact bytes with r or s >= n do not parse.
    for (const auto& big : {kN, kP, add_small(b32_from_hex("00"), -1)}) {
        Bytes sig = compact_of(r, s);
        std::memcpy(sig.data(), big.data(), 32);
        (void)recover_both(sig, 0, msg, "r>=n");
        Scalar pr, ps;
        EXPECT_FALSE(ecdsa_recoverable_sig_parse_compact(pr, ps, sig.data(), 0));
        sig = compact_of(r, s);
        std::memcpy(sig.data() + 32, big.data(), 32);
        (void)recover_both(sig, 1, msg, "s>=n");
    }
    // r that is no x-coordinate (x^3 + 7 not a square): find some, check both refuse.
    int not_on_curve = 0;
    for (unsigned v = 1; not_on_curve < 5; v++) {
        Fe x, y;
        fe_set_int(x, (int)v);
        Ge tmp;
        if (ge_set_xo_var(tmp, x, 0)) continue;
        (void)y;
        not_on_curve++;
        Scalar rv;
        scalar_set_int(rv, v);
        EXPECT_FALSE(ecdsa_recover_var(q, rv, s, 0, msg));
        EXPECT_FALSE(ecdsa_recover_var(q, rv, s, 1, msg));
        (void)recover_both(compact_of(rv, s), 0, msg, "not on curve");
        (void)recover_both(compact_of(rv, s), 1, msg, "not on curve");
    }
    // recid 2/3 with r + n >= p.
    for (long delta : {0L, 1L, 1000L}) {
        const Scalar rv = scalar_of(add_small(kPMinusN, delta).data());
        EXPECT_FALSE(ecdsa_recover_var(q, rv, s, 2, msg));
        EXPECT_FALSE(ecdsa_recover_var(q, rv, s, 3, msg));
        (void)recover_both(compact_of(rv, s), 2, msg, "r+n>=p");
        (void)recover_both(compact_of(rv, s), 3, msg, "r+n>=p");
    }
    // Q = infinity: R = k*G with x(R) < n, and m = s*k, so s*R - m*G = 0.
    for (int i = 0; i < 20; i++) {
        unsigned char kb[32];
        Scalar k, sv, m;
        random_seckey(rng, kb, k);
        random_seckey(rng, kb, sv);
        const Ge R = pubkey_of(k);
        unsigned char rx[32];
        fe_get_b32(rx, R.x);
        int overflow = 0;
        Scalar rv;
        scalar_set_b32(rv, rx, &overflow);
        ASSERT_EQ(overflow, 0);
        scalar_mul(m, sv, k);
        const auto mb = bytes_of(m);
        const int id = (int)fe_is_odd(R.y);
        EXPECT_FALSE(ecdsa_recover_var(q, rv, sv, id, mb.data()));
        (void)recover_both(compact_of(rv, sv), id, mb.data(), "Q=infinity");
        // The opposite parity gives -R, whose key is not infinity.
        EXPECT_TRUE(ecdsa_recover_var(q, rv, sv, id ^ 1, mb.data()));
    }
}

// ---- compact encoding and normalization --------------------------------------------------

TEST(EcdsaCompact, ParseSerializeAgree) {
    Rng rng(10);
    const std::vector<std::array<unsigned char, 32>> specials = {b32_from_hex("00"), kN, add_small(kN, -1),
                                                                 add_small(kN, 1), kP};
    for (int i = 0; i < count(20000); i++) {
        unsigned char in[64];
        rng.bytes32_edgy(in);
        rng.bytes32_edgy(in + 32);
        if (i % 5 == 0) std::memcpy(in + 32 * (rng.u32() & 1), specials[rng.u32() % specials.size()].data(), 32);
        Scalar r, s;
        secp256k1_ecdsa_signature lsig;
        const bool a = ecdsa_sig_parse_compact(r, s, in);
        ASSERT_EQ(a, secp256k1_ecdsa_signature_parse_compact(ctx(), &lsig, in) == 1) << tohex(in, 64);
        if (a) {
            EXPECT_EQ(tohex(compact_of(r, s)), tohex(in, 64));
            EXPECT_EQ(tohex(compact_of(r, s)), tohex(secp_compact(lsig)));
            // Normalization agrees too.
            secp256k1_ecdsa_signature lnorm;
            const bool lhigh = secp256k1_ecdsa_signature_normalize(ctx(), &lnorm, &lsig) == 1;
            Scalar sn = s;
            EXPECT_EQ(ecdsa_sig_normalize(sn), lhigh);
            EXPECT_EQ(tohex(compact_of(r, sn)), tohex(secp_compact(lnorm)));
            EXPECT_FALSE(scalar_is_high(sn));
        } else {
            EXPECT_TRUE(scalar_is_zero(r) && scalar_is_zero(s));
        }
        // The recoverable form parses the same bytes the same way for every recid.
        const int id = (int)(rng.u32() % 4);
        Scalar rr, rs;
        secp256k1_ecdsa_recoverable_signature lrsig;
        EXPECT_EQ(ecdsa_recoverable_sig_parse_compact(rr, rs, in, id),
                  secp256k1_ecdsa_recoverable_signature_parse_compact(ctx(), &lrsig, in, id) == 1);
        EXPECT_TRUE(scalar_eq(rr, r) && scalar_eq(rs, s));
    }
}
