// Differential test of MuSig2 against libsecp256k1's musig module (the reference 0.7.1,
// UFSECP_REFERENCE; registered by tests/musig.cmake only when that library has musig):
// random sessions of 1..12 signers with random plain / x-only tweaks, run through both C
// APIs on the same inputs: aggregate keys, tweaked keys, public nonces of nonce_gen and of
// nonce_gen_counter (same derivation), aggregate nonces, partial signatures, each side's
// verification of the other's partial signatures, final signatures.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_musig.h>
#include <secp256k1_schnorrsig.h>

#include "support/test_rng.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_musig.h"

namespace {

const secp256k1_context* ctx() {
    static secp256k1_context* c = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    return c;
}

TEST(MusigLibsecp, RandomSessionsAgree) {
    ufsecp::test::Rng rng(0x11b5);
    for (int round = 0; round < ufsecp::test::iters(30); round++) {
        const std::size_t n = 1 + rng.u32() % 12;
        std::vector<unsigned char> sks(32 * n);
        std::vector<ufsecp_pubkey> up(n);
        std::vector<ufsecp_keypair> ukp(n);
        std::vector<secp256k1_pubkey> lp(n);
        std::vector<secp256k1_keypair> lkp(n);
        std::vector<const ufsecp_pubkey*> upp;
        std::vector<const secp256k1_pubkey*> lpp;
        for (std::size_t i = 0; i < n; i++) {
            unsigned char* sk = &sks[32 * i];
            do rng.bytes(sk, 32);
            while (ufsecp_seckey_verify(sk) != UFSECP_OK);
            ASSERT_EQ(ufsecp_pubkey_create(&up[i], sk), UFSECP_OK);
            ASSERT_EQ(ufsecp_keypair_create(&ukp[i], sk), UFSECP_OK);
            ASSERT_EQ(secp256k1_ec_pubkey_create(ctx(), &lp[i], sk), 1);
            ASSERT_EQ(secp256k1_keypair_create(ctx(), &lkp[i], sk), 1);
        }
        for (std::size_t i = 0; i < n; i++) upp.push_back(&up[i]), lpp.push_back(&lp[i]);
        ufsecp_musig_keyagg_cache uc;
        secp256k1_musig_keyagg_cache lc;
        unsigned char ux[32], lx32[32];
        secp256k1_xonly_pubkey lx;
        ASSERT_EQ(ufsecp_musig_pubkey_agg(ux, &uc, upp.data(), n), UFSECP_OK);
        ASSERT_EQ(secp256k1_musig_pubkey_agg(ctx(), &lx, &lc, lpp.data(), n), 1);
        ASSERT_EQ(secp256k1_xonly_pubkey_serialize(ctx(), lx32, &lx), 1);
        ASSERT_EQ(std::memcmp(ux, lx32, 32), 0) << "aggregate key, n=" << n;
        for (unsigned t = rng.u32() % 4; t > 0; t--) {
            unsigned char tw[32], a[33], b[33];
            rng.bytes(tw, 32);
            tw[0] &= 0x7f;
            ufsecp_pubkey uo;
            secp256k1_pubkey lo;
            const bool xo = rng.u32() & 1;
            ASSERT_EQ(xo ? ufsecp_musig_pubkey_xonly_tweak_add(&uo, &uc, tw) : ufsecp_musig_pubkey_ec_tweak_add(&uo, &uc, tw),
                      UFSECP_OK);
            ASSERT_EQ(xo ? secp256k1_musig_pubkey_xonly_tweak_add(ctx(), &lo, &lc, tw)
                         : secp256k1_musig_pubkey_ec_tweak_add(ctx(), &lo, &lc, tw),
                      1);
            std::size_t la = 33, lb = 33;
            ASSERT_EQ(ufsecp_pubkey_serialize(a, &la, &uo, UFSECP_EC_COMPRESSED), UFSECP_OK);
            ASSERT_EQ(secp256k1_ec_pubkey_serialize(ctx(), b, &lb, &lo, SECP256K1_EC_COMPRESSED), 1);
            ASSERT_EQ(std::memcmp(a, b, 33), 0) << "tweaked key";
        }
        ufsecp_pubkey q;
        unsigned char aggpk[32], msg[32], extra[32];
        ASSERT_EQ(ufsecp_musig_pubkey_get(&q, &uc), UFSECP_OK);
        ASSERT_EQ(ufsecp_xonly_pubkey_from_pubkey(aggpk, nullptr, &q), UFSECP_OK);
        rng.bytes(msg, 32);
        rng.bytes(extra, 32);
        std::vector<ufsecp_musig_secnonce> usn(n);
        std::vector<ufsecp_musig_pubnonce> upn(n);
        std::vector<secp256k1_musig_secnonce> lsn(n);
        std::vector<secp256k1_musig_pubnonce> lpn(n);
        std::vector<const ufsecp_musig_pubnonce*> upnp;
        std::vector<const secp256k1_musig_pubnonce*> lpnp;
        for (std::size_t i = 0; i < n; i++) {
            const bool counter = rng.u32() & 1;
            const bool with_extra = rng.u32() & 1;
            if (counter) {
                const std::uint64_t cnt = rng.u64();
                ASSERT_EQ(ufsecp_musig_nonce_gen_counter(&usn[i], &upn[i], cnt, &ukp[i], msg, 32, aggpk,
                                                         with_extra ? extra : nullptr, with_extra ? 32 : 0),
                          UFSECP_OK);
                ASSERT_EQ(secp256k1_musig_nonce_gen_counter(ctx(), &lsn[i], &lpn[i], cnt, &lkp[i], msg, &lc,
                                                            with_extra ? extra : nullptr),
                          1);
            } else {
                unsigned char r1[32], r2[32];
                rng.bytes(r1, 32);
                r1[0] |= 1;
                std::memcpy(r2, r1, 32);
                const bool with_sk = rng.u32() & 1;
                const unsigned char* sk = with_sk ? &sks[32 * i] : nullptr;
                ASSERT_EQ(ufsecp_musig_nonce_gen(&usn[i], &upn[i], r1, sk, &up[i], msg, 32, aggpk,
                                                 with_extra ? extra : nullptr, with_extra ? 32 : 0),
                          UFSECP_OK);
                ASSERT_EQ(secp256k1_musig_nonce_gen(ctx(), &lsn[i], &lpn[i], r2, sk, &lp[i], msg, &lc,
                                                    with_extra ? extra : nullptr),
                          1);
            }
            unsigned char a[66], b[66];
            ASSERT_EQ(ufsecp_musig_pubnonce_serialize(a, &upn[i]), UFSECP_OK);
            ASSERT_EQ(secp256k1_musig_pubnonce_serialize(ctx(), b, &lpn[i]), 1);
            ASSERT_EQ(std::memcmp(a, b, 66), 0) << "public nonce (" << (counter ? "counter" : "random") << ")";
            upnp.push_back(&upn[i]);
            lpnp.push_back(&lpn[i]);
        }
        ufsecp_musig_aggnonce ua;
        secp256k1_musig_aggnonce la;
        unsigned char a66[66], b66[66];
        ASSERT_EQ(ufsecp_musig_nonce_agg(&ua, upnp.data(), n), UFSECP_OK);
        ASSERT_EQ(secp256k1_musig_nonce_agg(ctx(), &la, lpnp.data(), n), 1);
        ASSERT_EQ(ufsecp_musig_aggnonce_serialize(a66, &ua), UFSECP_OK);
        ASSERT_EQ(secp256k1_musig_aggnonce_serialize(ctx(), b66, &la), 1);
        ASSERT_EQ(std::memcmp(a66, b66, 66), 0) << "aggregate nonce";
        ufsecp_musig_session us;
        secp256k1_musig_session ls;
        ASSERT_EQ(ufsecp_musig_nonce_process(&us, &ua, msg, 32, &uc, nullptr), UFSECP_OK);
        ASSERT_EQ(secp256k1_musig_nonce_process(ctx(), &ls, &la, msg, &lc), 1);
        std::vector<ufsecp_musig_partial_sig> ups(n);
        std::vector<secp256k1_musig_partial_sig> lps(n);
        std::vector<const ufsecp_musig_partial_sig*> upsp;
        std::vector<const secp256k1_musig_partial_sig*> lpsp;
        for (std::size_t i = 0; i < n; i++) {
            unsigned char a[32], b[32];
            ASSERT_EQ(ufsecp_musig_partial_sign(&ups[i], &usn[i], &ukp[i], &uc, &us), UFSECP_OK);
            ASSERT_EQ(secp256k1_musig_partial_sign(ctx(), &lps[i], &lsn[i], &lkp[i], &lc, &ls), 1);
            ASSERT_EQ(ufsecp_musig_partial_sig_serialize(a, &ups[i]), UFSECP_OK);
            ASSERT_EQ(secp256k1_musig_partial_sig_serialize(ctx(), b, &lps[i]), 1);
            ASSERT_EQ(std::memcmp(a, b, 32), 0) << "partial signature";
            EXPECT_EQ(ufsecp_musig_partial_sig_verify(&ups[i], &upn[i], &up[i], &uc, &us), UFSECP_OK);
            EXPECT_EQ(secp256k1_musig_partial_sig_verify(ctx(), &lps[i], &lpn[i], &lp[i], &lc, &ls), 1);
            upsp.push_back(&ups[i]);
            lpsp.push_back(&lps[i]);
        }
        unsigned char s1[64], s2[64];
        ASSERT_EQ(ufsecp_musig_partial_sig_agg(s1, &us, upsp.data(), n), UFSECP_OK);
        ASSERT_EQ(secp256k1_musig_partial_sig_agg(ctx(), s2, &ls, lpsp.data(), n), 1);
        ASSERT_EQ(std::memcmp(s1, s2, 64), 0) << "signature";
        secp256k1_xonly_pubkey xq;
        ASSERT_EQ(secp256k1_xonly_pubkey_parse(ctx(), &xq, aggpk), 1);
        EXPECT_EQ(secp256k1_schnorrsig_verify(ctx(), s1, msg, 32, &xq), 1);
    }
}

}  // namespace
