// Tests for src/dleq (BIP-374 DLEQ proofs) through the C ABI (include/ufsecp/ufsecp_dleq.h):
//   * every row of ../shared/vectors/bip374/test_vectors_generate_proof.csv (the proof byte
//     for byte, or the failure: a = 0, a = n, B infinite) and of test_vectors_verify_proof.csv
//     (TRUE/FALSE), read at run time; rows whose G is the standard generator also through
//     g = NULL;
//   * a differential test against an independent GenerateProof/VerifyProof written below from
//     the BIP's pseudocode on the reference curve (tests/support/ref_ec.hpp), on random a, B,
//     G (random points, and the generator), aux and messages (present and absent);
//   * negative cases: tampered proofs, swapped points, s >= n, e >= n, bad keys.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "hash/sha256.hpp"
#include "support/hex.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_dleq.h"

namespace {

using Bytes = std::vector<unsigned char>;
using ufsecp::test::hex;
using ufsecp::test::Rng;
using ufsecp::test::unhex;
namespace r = ufsecp::ref;

const char* kGen = "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798";

bool parse(ufsecp_pubkey& out, const std::string& h) {
    if (h == "INFINITY") return false;
    const Bytes b = unhex(h);
    return ufsecp_pubkey_parse(&out, b.data(), b.size()) == UFSECP_OK;
}

Bytes compressed(const ufsecp_pubkey& pk) {
    Bytes out(33);
    size_t len = 33;
    EXPECT_EQ(ufsecp_pubkey_serialize(out.data(), &len, &pk, UFSECP_EC_COMPRESSED), UFSECP_OK);
    return out;
}

TEST(Dleq, Bip374GenerateVectors) {
    const auto csv = ufsecp::test::read_vector_csv("bip374/test_vectors_generate_proof.csv");
    const std::size_t cG = csv.column("point_G"), cA = csv.column("scalar_a"), cB = csv.column("point_B"),
                      cR = csv.column("auxrand_r"), cM = csv.column("message"), cP = csv.column("result_proof"),
                      cC = csv.column("comment");
    ASSERT_EQ(csv.rows.size(), 11u);
    int valid = 0, invalid = 0;
    for (const auto& row : csv.rows) {
        SCOPED_TRACE(row[0] + ": " + row[cC]);
        ufsecp_pubkey G, B;
        ASSERT_TRUE(parse(G, row[cG]));
        const Bytes a = unhex(row[cA]), aux = unhex(row[cR]), msg = unhex(row[cM]);
        const unsigned char* m = msg.empty() ? nullptr : msg.data();
        unsigned char proof[64];
        std::memset(proof, 0xAA, 64);
        if (row[cP] == "INVALID") {
            invalid++;
            if (!parse(B, row[cB])) {
                // B = infinity has no encoding, so it is never a parsed key: the ABI's form of
                // the failure is BAD_PUBKEY for an object that is not one.
                EXPECT_EQ(row[cB], "INFINITY");
                std::memset(&B, 0, sizeof B);
                EXPECT_EQ(ufsecp_dleq_prove(proof, a.data(), &B, aux.data(), m, &G, nullptr, nullptr),
                          UFSECP_ERR_BAD_PUBKEY);
            } else {
                EXPECT_EQ(ufsecp_dleq_prove(proof, a.data(), &B, aux.data(), m, &G, nullptr, nullptr),
                          UFSECP_ERR_BAD_SECKEY);
            }
            for (unsigned char b : proof) EXPECT_EQ(b, 0xAA);  // untouched
            continue;
        }
        valid++;
        ASSERT_TRUE(parse(B, row[cB]));
        ufsecp_pubkey A, C;
        ASSERT_EQ(ufsecp_dleq_prove(proof, a.data(), &B, aux.data(), m, &G, &A, &C), UFSECP_OK);
        EXPECT_EQ(hex(proof, 64), row[cP]);
        EXPECT_EQ(ufsecp_dleq_verify(proof, &A, &B, &C, m, &G), UFSECP_OK);
        if (row[cG] == kGen) {
            unsigned char p2[64];
            ASSERT_EQ(ufsecp_dleq_prove(p2, a.data(), &B, aux.data(), m, nullptr, nullptr, nullptr), UFSECP_OK);
            EXPECT_EQ(hex(p2, 64), row[cP]);
            EXPECT_EQ(ufsecp_dleq_verify(proof, &A, &B, &C, m, nullptr), UFSECP_OK);
        }
    }
    EXPECT_EQ(valid, 8);
    EXPECT_EQ(invalid, 3);
}

TEST(Dleq, Bip374VerifyVectors) {
    const auto csv = ufsecp::test::read_vector_csv("bip374/test_vectors_verify_proof.csv");
    const std::size_t cG = csv.column("point_G"), cA = csv.column("point_A"), cB = csv.column("point_B"),
                      cC = csv.column("point_C"), cP = csv.column("proof"), cM = csv.column("message"),
                      cR = csv.column("result_success"), cX = csv.column("comment");
    ASSERT_EQ(csv.rows.size(), 15u);
    int yes = 0, no = 0;
    for (const auto& row : csv.rows) {
        SCOPED_TRACE(row[0] + ": " + row[cX]);
        ufsecp_pubkey G, A, B, C;
        ASSERT_TRUE(parse(G, row[cG]) && parse(A, row[cA]) && parse(B, row[cB]) && parse(C, row[cC]));
        const Bytes proof = unhex(row[cP]), msg = unhex(row[cM]);
        ASSERT_EQ(proof.size(), 64u);
        const unsigned char* m = msg.empty() ? nullptr : msg.data();
        const bool expect = row[cR] == "TRUE";
        (expect ? yes : no)++;
        EXPECT_EQ(ufsecp_dleq_verify(proof.data(), &A, &B, &C, m, &G), expect ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED);
        if (row[cG] == kGen) {
            EXPECT_EQ(ufsecp_dleq_verify(proof.data(), &A, &B, &C, m, nullptr),
                      expect ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED);
        }
    }
    EXPECT_EQ(yes, 8);
    EXPECT_EQ(no, 7);
}

// ---- independent reference from BIP-374's pseudocode ----------------------------------------

Bytes sha(const Bytes& b) {
    Bytes h(32);
    ufsecp::sha256(h.data(), b.data(), b.size());
    return h;
}
Bytes tagged(const std::string& tag, const Bytes& msg) {
    Bytes t = sha(Bytes(tag.begin(), tag.end()));
    Bytes pre = t;
    pre.insert(pre.end(), t.begin(), t.end());
    pre.insert(pre.end(), msg.begin(), msg.end());
    return sha(pre);
}
Bytes cbytes(const r::Point& p) {
    Bytes out(33);
    out[0] = p.y.bit(0) ? 0x03 : 0x02;
    p.x.to_be(out.data() + 1);
    return out;
}
Bytes bytes32(const r::U256& x) {
    Bytes out(32);
    x.to_be(out.data());
    return out;
}
void cat(Bytes& out, const Bytes& b) { out.insert(out.end(), b.begin(), b.end()); }

bool ref_verify(const r::Point& A, const r::Point& B, const r::Point& C, const Bytes& proof, const r::Point& G,
                const Bytes& m) {
    if (A.inf || B.inf || C.inf || G.inf) return false;
    const r::U256 e = r::U256::from_be(proof.data());
    const r::U256 s = r::U256::from_be(proof.data() + 32);
    const auto& n = r::order_n();
    if (r::cmp(s, n.m) >= 0) return false;
    const r::U256 ne = n.neg(n.reduce(e));
    const r::Point R1 = r::ec_add(r::ec_mul(G, s), r::ec_mul(A, ne));
    if (R1.inf) return false;
    const r::Point R2 = r::ec_add(r::ec_mul(B, s), r::ec_mul(C, ne));
    if (R2.inf) return false;
    Bytes h;
    for (const r::Point* p : {&A, &B, &C, &G, &R1, &R2}) cat(h, cbytes(*p));
    cat(h, m);
    return tagged("BIP0374/challenge", h) == Bytes(proof.begin(), proof.begin() + 32);
}

// Returns an empty proof on failure.
Bytes ref_prove(const r::U256& a, const r::Point& B, const Bytes& rr, const r::Point& G, const Bytes& m) {
    const auto& n = r::order_n();
    if (a.is_zero() || r::cmp(a, n.m) >= 0 || B.inf) return {};
    const r::Point A = r::ec_mul(G, a), C = r::ec_mul(B, a);
    Bytes t = tagged("BIP0374/aux", rr);
    const Bytes ab = bytes32(a);
    for (int i = 0; i < 32; i++) t[i] ^= ab[i];
    Bytes in = t;
    cat(in, cbytes(A));
    cat(in, cbytes(C));
    cat(in, m);
    const r::U256 k = n.reduce(r::U256::from_be(tagged("BIP0374/nonce", in).data()));
    if (k.is_zero()) return {};
    const r::Point R1 = r::ec_mul(G, k), R2 = r::ec_mul(B, k);
    Bytes h;
    for (const r::Point* p : {&A, &B, &C, &G, &R1, &R2}) cat(h, cbytes(*p));
    cat(h, m);
    const Bytes eb = tagged("BIP0374/challenge", h);
    const r::U256 e = r::U256::from_be(eb.data());
    const r::U256 s = n.add(k, n.mul(n.reduce(e), a));
    Bytes proof = eb;
    cat(proof, bytes32(s));
    if (!ref_verify(A, B, C, proof, G, m)) return {};
    return proof;
}

ufsecp_pubkey to_pk(const r::Point& p) {
    const Bytes c = cbytes(p);
    ufsecp_pubkey pk;
    EXPECT_EQ(ufsecp_pubkey_parse(&pk, c.data(), c.size()), UFSECP_OK);
    return pk;
}

r::U256 random_scalar(Rng& rng) {
    unsigned char b[32];
    do rng.bytes(b, 32);
    while (ufsecp_seckey_verify(b) != UFSECP_OK);
    return r::U256::from_be(b);
}

TEST(Dleq, DifferentialAgainstBip374Pseudocode) {
    Rng rng(11);
    const int n = ufsecp::test::iters(6);  // the big-integer reference costs ~0.2 s per proof (6: every G/message combination)
    for (int it = 0; it < n; it++) {
        const r::U256 a = random_scalar(rng);
        const r::Point B = r::ec_mul_g(random_scalar(rng));
        const bool std_g = it % 2 == 0;
        const r::Point G = std_g ? r::ec_g() : r::ec_mul_g(random_scalar(rng));
        Bytes aux(32), m;
        rng.bytes(aux.data(), 32);
        if (it % 3 != 0) {
            m.resize(32);
            rng.bytes(m.data(), 32);
        }
        const Bytes expect = ref_prove(a, B, aux, G, m);
        ASSERT_EQ(expect.size(), 64u);
        const ufsecp_pubkey Bp = to_pk(B), Gp = to_pk(G);
        const Bytes ab = bytes32(a);
        unsigned char proof[64];
        ufsecp_pubkey A, C;
        ASSERT_EQ(ufsecp_dleq_prove(proof, ab.data(), &Bp, aux.data(), m.empty() ? nullptr : m.data(),
                                    std_g ? nullptr : &Gp, &A, &C),
                  UFSECP_OK);
        EXPECT_EQ(hex(proof, 64), hex(expect));
        EXPECT_EQ(compressed(A), cbytes(r::ec_mul(G, a)));
        EXPECT_EQ(compressed(C), cbytes(r::ec_mul(B, a)));
        const unsigned char* mp = m.empty() ? nullptr : m.data();
        EXPECT_EQ(ufsecp_dleq_verify(proof, &A, &Bp, &C, mp, &Gp), UFSECP_OK);
        // Tampered proof / swapped points / other message: both verifiers refuse (or report s >= n).
        Bytes bad(proof, proof + 64);
        bad[rng.u32() % 64] ^= (unsigned char)(1u << (rng.u32() % 8));
        const ufsecp_status st = ufsecp_dleq_verify(bad.data(), &A, &Bp, &C, mp, &Gp);
        EXPECT_TRUE(st == UFSECP_ERR_VERIFY_FAILED || st == UFSECP_ERR_BAD_DLEQ_PROOF) << st;
        EXPECT_FALSE(ref_verify(r::ec_mul(G, a), B, r::ec_mul(B, a), bad, G, m));
        EXPECT_EQ(ufsecp_dleq_verify(proof, &C, &Bp, &A, mp, &Gp), UFSECP_ERR_VERIFY_FAILED);
        Bytes m2 = m;
        if (m2.empty()) m2.assign(32, 0);
        else m2[0] ^= 1;
        EXPECT_EQ(ufsecp_dleq_verify(proof, &A, &Bp, &C, m2.data(), &Gp), UFSECP_ERR_VERIFY_FAILED);
    }
}

TEST(Dleq, BadInputs) {
    Rng rng(12);
    const r::U256 a = random_scalar(rng);
    const ufsecp_pubkey B = to_pk(r::ec_mul_g(random_scalar(rng)));
    const Bytes ab = bytes32(a);
    unsigned char proof[64];
    ufsecp_pubkey A, C;
    ASSERT_EQ(ufsecp_dleq_prove(proof, ab.data(), &B, nullptr, nullptr, nullptr, &A, &C), UFSECP_OK);
    ASSERT_EQ(ufsecp_dleq_verify(proof, &A, &B, &C, nullptr, nullptr), UFSECP_OK);
    // s >= n is an encoding error; e >= n (never a hash value compared as an integer) fails.
    unsigned char bad[64];
    std::memcpy(bad, proof, 64);
    std::memset(bad + 32, 0xFF, 32);
    EXPECT_EQ(ufsecp_dleq_verify(bad, &A, &B, &C, nullptr, nullptr), UFSECP_ERR_BAD_DLEQ_PROOF);
    std::memcpy(bad, proof, 64);
    std::memset(bad, 0xFF, 32);
    EXPECT_EQ(ufsecp_dleq_verify(bad, &A, &B, &C, nullptr, nullptr), UFSECP_ERR_VERIFY_FAILED);
    ufsecp_pubkey z;
    std::memset(&z, 0, sizeof z);
    EXPECT_EQ(ufsecp_dleq_verify(proof, &z, &B, &C, nullptr, nullptr), UFSECP_ERR_BAD_PUBKEY);
    EXPECT_EQ(ufsecp_dleq_verify(proof, &A, &B, &C, nullptr, &z), UFSECP_ERR_BAD_PUBKEY);
    EXPECT_EQ(ufsecp_dleq_prove(bad, ab.data(), &B, nullptr, nullptr, &z, nullptr, nullptr), UFSECP_ERR_BAD_PUBKEY);
    EXPECT_EQ(ufsecp_dleq_prove(bad, ab.data(), nullptr, nullptr, nullptr, nullptr, nullptr, nullptr),
              UFSECP_ERR_NULL_ARG);
    // The proof with a message does not verify without it, and the reverse.
    const unsigned char m[32] = {1};
    EXPECT_EQ(ufsecp_dleq_verify(proof, &A, &B, &C, m, nullptr), UFSECP_ERR_VERIFY_FAILED);
}

}  // namespace
