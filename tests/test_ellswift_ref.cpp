// ElligatorSwift against libsecp256k1's ellswift module (0.7.1; tests/ellswift.cmake links it
// only when found): on random inputs, decode gives the same public key, encode and create the
// same 64 bytes (both follow libsecp256k1's choice of u and branch from the hashed
// randomness), and xdh with secp256k1_ellswift_xdh_hash_function_bip324 the same secret, for
// both parties. Inputs are uniform bytes and, for decode, edge-biased bytes (u, t near 0 and p).
#include <gtest/gtest.h>

#include <secp256k1.h>
#include <secp256k1_ellswift.h>

#include <cstring>

#include "support/hex.hpp"
#include "support/test_rng.hpp"
#include "ufsecp/ufsecp_ellswift.h"

namespace {

using ufsecp::test::hex;

struct Ctx {
    secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    ~Ctx() { secp256k1_context_destroy(ctx); }
};

std::string ser_ref(const secp256k1_context* ctx, const secp256k1_pubkey& pk) {
    unsigned char out[65];
    size_t len = 65;
    EXPECT_EQ(secp256k1_ec_pubkey_serialize(ctx, out, &len, &pk, SECP256K1_EC_UNCOMPRESSED), 1);
    return hex(out, len);
}

std::string ser_ours(const ufsecp_pubkey& pk) {
    unsigned char out[65];
    size_t len = 65;
    EXPECT_EQ(ufsecp_pubkey_serialize(out, &len, &pk, UFSECP_EC_UNCOMPRESSED), UFSECP_OK);
    return hex(out, len);
}

TEST(EllswiftRef, Decode) {
    Ctx c;
    ufsecp::test::Rng rng(11);
    const int n = ufsecp::test::iters(3000);
    for (int i = 0; i < n; i++) {
        unsigned char ell[64];
        if (i & 1) rng.bytes(ell, 64);
        else rng.bytes32_edgy(ell), rng.bytes32_edgy(ell + 32);
        secp256k1_pubkey ref;
        ASSERT_EQ(secp256k1_ellswift_decode(c.ctx, &ref, ell), 1);
        ufsecp_pubkey ours;
        ASSERT_EQ(ufsecp_ellswift_decode(&ours, ell), UFSECP_OK);
        ASSERT_EQ(ser_ours(ours), ser_ref(c.ctx, ref)) << hex(ell, 64);
    }
}

TEST(EllswiftRef, EncodeCreateXdh) {
    Ctx c;
    ufsecp::test::Rng rng(12);
    const int n = ufsecp::test::iters(2000);
    for (int i = 0; i < n; i++) {
        unsigned char ska[32], skb[32], rnd[32], aux[32];
        rng.bytes(ska, 32);
        rng.bytes(skb, 32);
        rng.bytes(rnd, 32);
        rng.bytes(aux, 32);
        if (!secp256k1_ec_seckey_verify(c.ctx, ska) || !secp256k1_ec_seckey_verify(c.ctx, skb)) continue;
        // encode
        secp256k1_pubkey refpk;
        ASSERT_EQ(secp256k1_ec_pubkey_create(c.ctx, &refpk, ska), 1);
        ufsecp_pubkey pk;
        ASSERT_EQ(ufsecp_pubkey_create(&pk, ska), UFSECP_OK);
        unsigned char e1[64], e2[64];
        ASSERT_EQ(secp256k1_ellswift_encode(c.ctx, e1, &refpk, rnd), 1);
        ASSERT_EQ(ufsecp_ellswift_encode(e2, &pk, rnd), UFSECP_OK);
        ASSERT_EQ(hex(e2, 64), hex(e1, 64));
        // create, with and without auxiliary randomness
        const unsigned char* a = (i & 1) ? aux : nullptr;
        unsigned char ella[64], ellb[64], ref_ella[64], ref_ellb[64];
        ASSERT_EQ(secp256k1_ellswift_create(c.ctx, ref_ella, ska, a), 1);
        ASSERT_EQ(ufsecp_ellswift_create(ella, ska, a), UFSECP_OK);
        ASSERT_EQ(hex(ella, 64), hex(ref_ella, 64));
        ASSERT_EQ(secp256k1_ellswift_create(c.ctx, ref_ellb, skb, aux), 1);
        ASSERT_EQ(ufsecp_ellswift_create(ellb, skb, aux), UFSECP_OK);
        ASSERT_EQ(hex(ellb, 64), hex(ref_ellb, 64));
        // xdh: random encodings for the other side too (any 64 bytes are a key)
        if (i % 3 == 0) rng.bytes(ellb, 64);
        for (int party = 0; party < 2; party++) {
            const unsigned char* sk = party ? skb : ska;
            unsigned char r1[32], r2[32];
            ASSERT_EQ(secp256k1_ellswift_xdh(c.ctx, r1, ella, ellb, sk, party,
                                             secp256k1_ellswift_xdh_hash_function_bip324, nullptr),
                      1);
            ASSERT_EQ(ufsecp_ellswift_xdh_bip324(r2, ella, ellb, sk, party), UFSECP_OK);
            ASSERT_EQ(hex(r2, 32), hex(r1, 32));
        }
    }
}

}  // namespace
