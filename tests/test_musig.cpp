// Tests for MuSig2 (src/musig, include/ufsecp/ufsecp_musig.h) through the C ABI:
//   * the official BIP-327 vectors are run by tests/cross/musig_vectors.cpp (ctest
//     musig_vectors); here: random sessions of 1..64 signers with random tweak sequences
//     whose signatures both ufsecp and libsecp256k1 (system, secp256k1_schnorrsig_verify)
//     accept; key aggregation against an independent reference (tests/support/ref_ec.hpp);
//   * misuse resistance: secnonce single use, never-initialised / corrupted objects,
//     seckey / nonce mismatch, each with its own status and outputs untouched;
//   * MuSig2 adaptor signatures, both parities of R + T.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"
#include "field/field_backend.hpp"
#include "field/field_ifma8.hpp"
#include "musig/musig.hpp"
#include "support/differential.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_musig.h"

namespace {

using Bytes = std::vector<unsigned char>;
using ufsecp::test::Rng;
namespace ref = ufsecp::ref;

const secp256k1_context* lib() { return ufsecp::test::libsecp(); }

struct Party {
    unsigned char sk[32];
    ufsecp_keypair kp;
    ufsecp_pubkey pub;
    ufsecp_musig_secnonce sn;
    ufsecp_musig_pubnonce pn;
};

void random_seckey(Rng& rng, unsigned char sk[32]) {
    do {
        rng.bytes(sk, 32);
    } while (ufsecp_seckey_verify(sk) != UFSECP_OK);
}

Party make_party(Rng& rng) {
    Party p;
    random_seckey(rng, p.sk);
    EXPECT_EQ(ufsecp_keypair_create(&p.kp, p.sk), UFSECP_OK);
    EXPECT_EQ(ufsecp_pubkey_create(&p.pub, p.sk), UFSECP_OK);
    return p;
}

bool lib_verify(const unsigned char sig[64], const Bytes& msg, const unsigned char xonly[32]) {
    secp256k1_xonly_pubkey xo;
    if (!secp256k1_xonly_pubkey_parse(lib(), &xo, xonly)) return false;
    return secp256k1_schnorrsig_verify(lib(), sig, msg.empty() ? nullptr : msg.data(), msg.size(), &xo) == 1;
}

// A whole session: key aggregation, tweaks, nonces, signing, verification, aggregation.
// adaptor (may be null): the session's adaptor point. Returns the (pre-)signature.
struct SessionResult {
    unsigned char sig[64];
    unsigned char xq[32];
    int parity;
};

SessionResult run_session(Rng& rng, std::vector<Party>& ps, const Bytes& msg, int n_tweaks,
                          const ufsecp_pubkey* adaptor) {
    SessionResult res{};
    const std::size_t n = ps.size();
    std::vector<const ufsecp_pubkey*> keys;
    for (auto& p : ps) keys.push_back(&p.pub);
    ufsecp_musig_keyagg_cache cache;
    unsigned char aggx[32];
    EXPECT_EQ(ufsecp_musig_pubkey_agg(aggx, &cache, keys.data(), n), UFSECP_OK);
    for (int t = 0; t < n_tweaks; t++) {
        unsigned char tw[32];
        rng.bytes(tw, 32);
        tw[0] &= 0x7f;  // below n
        const bool xonly = rng.u32() & 1;
        EXPECT_EQ(xonly ? ufsecp_musig_pubkey_xonly_tweak_add(nullptr, &cache, tw)
                        : ufsecp_musig_pubkey_ec_tweak_add(nullptr, &cache, tw),
                  UFSECP_OK);
    }
    ufsecp_pubkey q;
    EXPECT_EQ(ufsecp_musig_pubkey_get(&q, &cache), UFSECP_OK);
    EXPECT_EQ(ufsecp_xonly_pubkey_from_pubkey(res.xq, nullptr, &q), UFSECP_OK);
    std::vector<const ufsecp_musig_pubnonce*> pns;
    for (std::size_t i = 0; i < n; i++) {
        unsigned char rnd[32];
        rng.bytes(rnd, 32);
        rnd[0] |= 1;
        const bool with_sk = rng.u32() & 1;
        EXPECT_EQ(ufsecp_musig_nonce_gen(&ps[i].sn, &ps[i].pn, rnd, with_sk ? ps[i].sk : nullptr, &ps[i].pub,
                                         msg.empty() ? nullptr : msg.data(), msg.size(), res.xq, nullptr, 0),
                  UFSECP_OK);
        pns.push_back(&ps[i].pn);
    }
    ufsecp_musig_aggnonce agg;
    EXPECT_EQ(ufsecp_musig_nonce_agg(&agg, pns.data(), n), UFSECP_OK);
    ufsecp_musig_session sess;
    EXPECT_EQ(ufsecp_musig_nonce_process(&sess, &agg, msg.data(), msg.size(), &cache, adaptor), UFSECP_OK);
    EXPECT_EQ(ufsecp_musig_nonce_parity(&res.parity, &sess), UFSECP_OK);
    std::vector<ufsecp_musig_partial_sig> sigs(n);
    std::vector<const ufsecp_musig_partial_sig*> sp;
    for (std::size_t i = 0; i < n; i++) {
        // Odd signers use the self-verifying variant, even ones the plain one: same result.
        if (i % 2 == 1) {
            ufsecp_musig_secnonce copy = ps[i].sn;
            ufsecp_musig_partial_sig plain;
            EXPECT_EQ(ufsecp_musig_partial_sign(&plain, &copy, &ps[i].kp, &cache, &sess), UFSECP_OK);
            EXPECT_EQ(ufsecp_musig_partial_sign_verified(&sigs[i], &ps[i].sn, &ps[i].kp, &cache, &sess), UFSECP_OK);
            EXPECT_EQ(std::memcmp(&plain, &sigs[i], sizeof plain), 0);
        } else {
            EXPECT_EQ(ufsecp_musig_partial_sign(&sigs[i], &ps[i].sn, &ps[i].kp, &cache, &sess), UFSECP_OK);
        }
        EXPECT_EQ(ufsecp_musig_partial_sig_verify(&sigs[i], &ps[i].pn, &ps[i].pub, &cache, &sess), UFSECP_OK);
        // Someone else's nonce or key does not verify.
        const std::size_t j = (i + 1) % n;
        if (n > 1 && std::memcmp(&ps[i].pub, &ps[j].pub, sizeof(ufsecp_pubkey)) != 0) {
            EXPECT_EQ(ufsecp_musig_partial_sig_verify(&sigs[i], &ps[j].pn, &ps[i].pub, &cache, &sess),
                      UFSECP_ERR_VERIFY_FAILED);
            EXPECT_EQ(ufsecp_musig_partial_sig_verify(&sigs[i], &ps[i].pn, &ps[j].pub, &cache, &sess),
                      UFSECP_ERR_VERIFY_FAILED);
        }
        sp.push_back(&sigs[i]);
    }
    EXPECT_EQ(ufsecp_musig_partial_sig_agg(res.sig, &sess, sp.data(), n), UFSECP_OK);
    // The batched verification: all at once; then with one or two partial signatures
    // replaced (by another signer's, or s + 1), it fails and names the first one replaced.
    std::vector<const ufsecp_musig_pubnonce*> pp(n);
    std::vector<const ufsecp_pubkey*> kk(n);
    for (std::size_t i = 0; i < n; i++) pp[i] = &ps[i].pn, kk[i] = &ps[i].pub;
    std::size_t bad = 12345;
    EXPECT_EQ(ufsecp_musig_partial_sig_verify_batch(&bad, sp.data(), pp.data(), kk.data(), n, &cache, &sess),
              UFSECP_OK);
    EXPECT_EQ(bad, 12345u);
    for (int trial = 0; trial < 2; trial++) {
        std::vector<const ufsecp_musig_partial_sig*> sp2 = sp;
        const std::size_t k = static_cast<std::size_t>(rng.u64() % n);
        unsigned char b32[32];
        EXPECT_EQ(ufsecp_musig_partial_sig_serialize(b32, sp[k]), UFSECP_OK);
        int c = 1;  // b32 + 1 (big-endian); wraps to n's range only with probability ~2^-128
        for (int q = 31; q >= 0 && c; q--) c = (++b32[q] == 0);
        ufsecp_musig_partial_sig other;
        if (trial == 0 && n > 1) {
            sp2[k] = sp[(k + 1) % n];
        } else {
            EXPECT_EQ(ufsecp_musig_partial_sig_parse(&other, b32), UFSECP_OK);
            sp2[k] = &other;
        }
        bool expect_fail = true;
        if (trial == 0 && n > 1) {  // equal partial signatures (repeated key and nonce) stay valid
            expect_fail = ufsecp_musig_partial_sig_verify(sp2[k], pp[k], kk[k], &cache, &sess) != UFSECP_OK;
        }
        std::size_t first = n;
        for (std::size_t i = 0; i < n && first == n; i++)
            if (ufsecp_musig_partial_sig_verify(sp2[i], pp[i], kk[i], &cache, &sess) != UFSECP_OK) first = i;
        bad = 12345;
        const ufsecp_status st =
            ufsecp_musig_partial_sig_verify_batch(&bad, sp2.data(), pp.data(), kk.data(), n, &cache, &sess);
        if (expect_fail) {
            EXPECT_EQ(st, UFSECP_ERR_VERIFY_FAILED);
            EXPECT_EQ(bad, first);
            EXPECT_EQ(first, k);
        } else {
            EXPECT_EQ(st, UFSECP_OK);
        }
    }
    return res;
}

TEST(Musig, RandomSessionsVerify) {
    Rng rng(0x3d1);
    const int rounds = ufsecp::test::iters(16);
    for (int r = 0; r < rounds; r++) {
        // 1..64 signers: the first rounds cover 1, 2, 3 and 64, the rest at random.
        const std::size_t sizes[] = {1, 2, 3, 64};
        const std::size_t n = r < 4 ? sizes[r] : 1 + rng.u32() % 64;
        std::vector<Party> ps;
        for (std::size_t i = 0; i < n; i++) ps.push_back(make_party(rng));
        if (n > 2 && (rng.u32() & 1)) ps[1] = ps[0];  // a repeated key
        Bytes msg(rng.u32() % 80);
        rng.bytes(msg.data(), msg.size());
        const SessionResult res = run_session(rng, ps, msg, static_cast<int>(rng.u32() % 5), nullptr);
        EXPECT_EQ(ufsecp_schnorr_verify(res.sig, msg.data(), msg.size(), res.xq), UFSECP_OK) << "n=" << n;
        EXPECT_TRUE(lib_verify(res.sig, msg, res.xq)) << "n=" << n;
        unsigned char bad[64];
        std::memcpy(bad, res.sig, 64);
        bad[63] ^= 1;
        EXPECT_EQ(ufsecp_schnorr_verify(bad, msg.data(), msg.size(), res.xq), UFSECP_ERR_VERIFY_FAILED);
    }
}

// Key aggregation against the BIP's formulas on the independent reference arithmetic.
TEST(Musig, KeyAggMatchesReference) {
    Rng rng(0x3d2);
    for (int r = 0; r < ufsecp::test::iters(20); r++) {
        const std::size_t n = 1 + rng.u32() % 12;
        std::vector<Party> ps;
        for (std::size_t i = 0; i < n; i++) ps.push_back(make_party(rng));
        if (n > 2) ps[2] = ps[0];
        std::vector<const ufsecp_pubkey*> keys;
        Bytes all;
        std::vector<Bytes> enc;
        for (auto& p : ps) {
            keys.push_back(&p.pub);
            unsigned char c[33];
            std::size_t len = 33;
            ASSERT_EQ(ufsecp_pubkey_serialize(c, &len, &p.pub, UFSECP_EC_COMPRESSED), UFSECP_OK);
            enc.emplace_back(c, c + 33);
            all.insert(all.end(), c, c + 33);
        }
        unsigned char got[32];
        ASSERT_EQ(ufsecp_musig_pubkey_agg(got, nullptr, keys.data(), n), UFSECP_OK);
        // Reference: L, second key, coefficients, Q = sum a_i P_i by double-and-add.
        auto th = [](const char* tag, const Bytes& m) {
            unsigned char t[32], o[32];
            ufsecp::sha256(t, reinterpret_cast<const unsigned char*>(tag), std::strlen(tag));
            Bytes b(t, t + 32);
            b.insert(b.end(), t, t + 32);
            b.insert(b.end(), m.begin(), m.end());
            ufsecp::sha256(o, b.data(), b.size());
            return Bytes(o, o + 32);
        };
        const Bytes L = th("KeyAgg list", all);
        Bytes second(33, 0);
        for (std::size_t i = 1; i < n; i++)
            if (enc[i] != enc[0]) {
                second = enc[i];
                break;
            }
        ref::Point q = ref::Point::infinity();
        for (std::size_t i = 0; i < n; i++) {
            ref::U256 a = ref::U256::from_u64(1);
            if (enc[i] != second) {
                Bytes m = L;
                m.insert(m.end(), enc[i].begin(), enc[i].end());
                a = ref::order_n().reduce(ref::U256::from_be(th("KeyAgg coefficient", m).data()));
            }
            ref::Point p;
            ASSERT_TRUE(ref::ec_lift_x(p, ref::U256::from_be(enc[i].data() + 1), enc[i][0] == 3));
            q = ref::ec_add(q, ref::ec_mul(p, a));
        }
        unsigned char want[32];
        q.x.to_be(want);
        EXPECT_EQ(Bytes(got, got + 32), Bytes(want, want + 32)) << "n=" << n;
    }
}

// NonceAgg of two nonces (the affine path with one shared inversion, on the MULX field when
// the CPU has it; ctest also runs this with UFSECP_FIELD_BACKEND=portable) against
// ufsecp_pubkey_combine (Jacobian sums) half by half, including the cases the fast path
// hands over to the general one: equal points (a doubling) and opposite points (infinity,
// 33 zero bytes) in one half or both.
TEST(Musig, NonceAggTwoMatchesCombine) {
    Rng rng(0x3da);
    auto point = [&](ufsecp_pubkey& pk, unsigned char out33[33]) {
        unsigned char sk[32];
        do rng.bytes(sk, 32);
        while (ufsecp_pubkey_create(&pk, sk) != UFSECP_OK);
        std::size_t len = 33;
        ASSERT_EQ(ufsecp_pubkey_serialize(out33, &len, &pk, 1), UFSECP_OK);
    };
    const int n = ufsecp::test::iters(200);
    for (int it = 0; it < n; it++) {
        unsigned char a[66], b[66];
        ufsecp_pubkey pa[2], pb[2];
        point(pa[0], a);
        point(pa[1], a + 33);
        const int mode = it % 5;  // 0, 1: random; 2: B = A; 3: B1 = -A1; 4: B2 = A2, B1 = -A1
        point(pb[0], b);
        point(pb[1], b + 33);
        if (mode == 2) std::memcpy(b, a, 66);
        if (mode >= 3) std::memcpy(b, a, 33), b[0] ^= 1;  // 02 <-> 03: the opposite point
        if (mode == 4) std::memcpy(b + 33, a + 33, 33);
        for (int j = 0; j < 2; j++) ASSERT_EQ(ufsecp_pubkey_parse(&pb[j], b + 33 * j, 33), UFSECP_OK);
        ufsecp_musig_pubnonce na, nb;
        ASSERT_EQ(ufsecp_musig_pubnonce_parse(&na, a), UFSECP_OK);
        ASSERT_EQ(ufsecp_musig_pubnonce_parse(&nb, b), UFSECP_OK);
        const ufsecp_musig_pubnonce* ns[2] = {&na, &nb};
        ufsecp_musig_aggnonce agg;
        ASSERT_EQ(ufsecp_musig_nonce_agg(&agg, ns, 2), UFSECP_OK);
        unsigned char got[66], want[66] = {0};
        ASSERT_EQ(ufsecp_musig_aggnonce_serialize(got, &agg), UFSECP_OK);
        for (int j = 0; j < 2; j++) {
            const ufsecp_pubkey* ins[2] = {&pa[j], &pb[j]};
            ufsecp_pubkey sum;
            const ufsecp_status st = ufsecp_pubkey_combine(&sum, ins, 2);
            if (st == UFSECP_OK) {
                std::size_t len = 33;
                ASSERT_EQ(ufsecp_pubkey_serialize(want + 33 * j, &len, &sum, 1), UFSECP_OK);
            } else {
                ASSERT_EQ(st, UFSECP_ERR_INFINITY);  // want stays 33 zero bytes
            }
        }
        EXPECT_EQ(std::memcmp(got, want, 66), 0) << "iteration " << it << " mode " << mode;
        // Order does not matter.
        const ufsecp_musig_pubnonce* rs[2] = {&nb, &na};
        ASSERT_EQ(ufsecp_musig_nonce_agg(&agg, rs, 2), UFSECP_OK);
        ASSERT_EQ(ufsecp_musig_aggnonce_serialize(got, &agg), UFSECP_OK);
        EXPECT_EQ(std::memcmp(got, want, 66), 0) << "reversed, iteration " << it;
    }
}

// A public-nonce object whose stored point is off the curve, or has a coordinate >= p, is
// refused by the two-nonce aggregation (the fast path's checks run inside its inversion and
// hand every failure to the general path, which names it), and the output is untouched.
// Every one of the four points, each coordinate.
TEST(MusigMisuse, CorruptedPubnonceInTwoNonceAgg) {
    Rng rng(0x3e1);
    const unsigned char p_be[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xFF, 0xFF, 0xFC, 0x2F};
    const int n = ufsecp::test::iters(8);
    for (int it = 0; it < n; it++) {
        Party a = make_party(rng), b = make_party(rng);
        ufsecp_musig_secnonce sa, sb;
        ufsecp_musig_pubnonce na, nb;
        unsigned char r1[32], r2[32];
        rng.bytes(r1, 32);
        rng.bytes(r2, 32);
        ASSERT_EQ(ufsecp_musig_nonce_gen(&sa, &na, r1, a.sk, &a.pub, nullptr, 0, nullptr, nullptr, 0), UFSECP_OK);
        ASSERT_EQ(ufsecp_musig_nonce_gen(&sb, &nb, r2, b.sk, &b.pub, nullptr, 0, nullptr, nullptr, 0), UFSECP_OK);
        for (int obj = 0; obj < 2; obj++) {
            for (int coord = 0; coord < 4; coord++) {  // R1.x, R1.y, R2.x, R2.y
                for (int kind = 0; kind < 3; kind++) {  // + 1 (off the curve), = p, one bit flipped
                    ufsecp_musig_pubnonce bad = obj == 0 ? na : nb;
                    unsigned char* c = bad.data + 4 + 32 * coord;
                    if (kind == 0) {
                        for (int i = 31; i >= 0 && ++c[i] == 0; i--) {
                        }
                    } else if (kind == 1) {
                        std::memcpy(c, p_be, 32);
                    } else {
                        const unsigned bit = rng.u32() % 256;
                        c[bit / 8] ^= static_cast<unsigned char>(1u << (bit % 8));
                    }
                    const ufsecp_musig_pubnonce* ns[2] = {obj == 0 ? &bad : &na, obj == 0 ? &nb : &bad};
                    ufsecp_musig_aggnonce agg;
                    std::memset(&agg, 0xA5, sizeof agg);
                    const ufsecp_musig_aggnonce before = agg;
                    EXPECT_EQ(ufsecp_musig_nonce_agg(&agg, ns, 2), UFSECP_ERR_BAD_PUBNONCE)
                        << "object " << obj << " coordinate " << coord << " kind " << kind;
                    EXPECT_EQ(std::memcmp(&agg, &before, sizeof agg), 0);
                }
            }
        }
    }
}

// The fast path's curve checks on their two units (AVX-512 IFMA where the CPU has it, MULX
// products) agree, on valid objects and on objects with one coordinate changed (off the
// curve, or in range but at its edge); where MULX is not in use both decline.
TEST(Musig, NonceAggTwoChecksAgreeOnBothUnits) {
    Rng rng(0x3e2);
    const int n = ufsecp::test::iters(400);
    int accepted = 0, refused = 0;
    for (int it = 0; it < n; it++) {
        unsigned char in[2][128];
        for (int o = 0; o < 2; o++) {
            for (int h = 0; h < 2; h++) {
                unsigned char sk[32];
                random_seckey(rng, sk);
                ufsecp_pubkey pk;
                ASSERT_EQ(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
                unsigned char u[65];
                std::size_t len = 65;
                ASSERT_EQ(ufsecp_pubkey_serialize(u, &len, &pk, UFSECP_EC_UNCOMPRESSED), UFSECP_OK);
                std::memcpy(in[o] + 64 * h, u + 1, 64);
            }
        }
        if (it % 2 == 1) {  // one coordinate changed: + small, a flipped bit, or p - 1
            unsigned char* c = in[rng.u32() % 2] + 32 * (rng.u32() % 4);
            switch (rng.u32() % 3) {
                case 0: c[31] ^= static_cast<unsigned char>(1 + rng.u32() % 255); break;
                case 1: c[rng.u32() % 32] ^= static_cast<unsigned char>(1u << (rng.u32() % 8)); break;
                default:
                    std::memset(c, 0xFF, 32);
                    c[27] = 0xFE, c[30] = 0xFC, c[31] = 0x2E;
                    break;
            }
        }
        unsigned char best[128], mulx[128];
        std::memset(best, 0, 128);
        std::memset(mulx, 0, 128);
        const bool ok_best = ufsecp::musig_nonce_agg2_mulx(best, in[0], in[1], ufsecp::NonceAggChecks::best);
        const bool ok_mulx = ufsecp::musig_nonce_agg2_mulx(mulx, in[0], in[1], ufsecp::NonceAggChecks::mulx);
        ASSERT_EQ(ok_best, ok_mulx) << "iteration " << it;
        EXPECT_EQ(std::memcmp(best, mulx, 128), 0) << "iteration " << it;
        (ok_best ? accepted : refused)++;
        if (it % 2 == 0 && ufsecp::field_backend() == ufsecp::FieldBackend::mulx) {
            EXPECT_TRUE(ok_best) << "iteration " << it;
        }
        if (it % 2 == 1) {
            EXPECT_FALSE(ok_best) << "iteration " << it;
        }
    }
#if defined(UFSECP_FIELD_IFMA8)
    const bool ifma = ufsecp::ifma8_supported();
#else
    const bool ifma = false;
#endif
    std::printf("two-nonce fast path: %d accepted, %d refused (IFMA checks: %s)\n", accepted, refused,
                ifma ? "yes" : "no");
}

TEST(Musig, KeySortIsLexicographic) {
    Rng rng(0x3d3);
    std::vector<Party> ps;
    for (int i = 0; i < 20; i++) ps.push_back(make_party(rng));
    std::vector<const ufsecp_pubkey*> keys;
    for (auto& p : ps) keys.push_back(&p.pub);
    ASSERT_EQ(ufsecp_musig_pubkey_sort(keys.data(), keys.size()), UFSECP_OK);
    Bytes prev;
    for (const ufsecp_pubkey* k : keys) {
        unsigned char c[33];
        std::size_t len = 33;
        ASSERT_EQ(ufsecp_pubkey_serialize(c, &len, k, UFSECP_EC_COMPRESSED), UFSECP_OK);
        Bytes cur(c, c + 33);
        EXPECT_LE(prev, cur);
        prev = cur;
    }
}

// ---- misuse ------------------------------------------------------------------------------

struct TwoParty {
    std::vector<Party> ps;
    ufsecp_musig_keyagg_cache cache;
    ufsecp_musig_session sess;
    Bytes msg{1, 2, 3};
};

TwoParty setup_two(Rng& rng) {
    TwoParty t;
    t.ps = {make_party(rng), make_party(rng)};
    const ufsecp_pubkey* keys[2] = {&t.ps[0].pub, &t.ps[1].pub};
    EXPECT_EQ(ufsecp_musig_pubkey_agg(nullptr, &t.cache, keys, 2), UFSECP_OK);
    const ufsecp_musig_pubnonce* pns[2];
    for (int i = 0; i < 2; i++) {
        unsigned char rnd[32];
        rng.bytes(rnd, 32);
        rnd[0] = 1;
        EXPECT_EQ(ufsecp_musig_nonce_gen(&t.ps[i].sn, &t.ps[i].pn, rnd, t.ps[i].sk, &t.ps[i].pub, nullptr, 0, nullptr,
                                         nullptr, 0),
                  UFSECP_OK);
        pns[i] = &t.ps[i].pn;
    }
    ufsecp_musig_aggnonce agg;
    EXPECT_EQ(ufsecp_musig_nonce_agg(&agg, pns, 2), UFSECP_OK);
    EXPECT_EQ(ufsecp_musig_nonce_process(&t.sess, &agg, t.msg.data(), t.msg.size(), &t.cache, nullptr), UFSECP_OK);
    return t;
}

TEST(MusigMisuse, SecnonceIsSingleUse) {
    Rng rng(0x3d4);
    TwoParty t = setup_two(rng);
    ufsecp_musig_partial_sig s1, s2;
    ASSERT_EQ(ufsecp_musig_partial_sign(&s1, &t.ps[0].sn, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_OK);
    // Cleared on use.
    const ufsecp_musig_secnonce zero{};
    EXPECT_EQ(std::memcmp(&t.ps[0].sn, &zero, sizeof zero), 0);
    // Refused afterwards, output untouched.
    std::memset(&s2, 0xa5, sizeof s2);
    const ufsecp_musig_partial_sig before = s2;
    EXPECT_EQ(ufsecp_musig_partial_sign(&s2, &t.ps[0].sn, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_ERR_BAD_SECNONCE);
    EXPECT_EQ(std::memcmp(&s2, &before, sizeof s2), 0);
}

TEST(MusigMisuse, NeverInitialisedOrCorruptedSecnonce) {
    Rng rng(0x3d5);
    TwoParty t = setup_two(rng);
    ufsecp_musig_partial_sig s;
    ufsecp_musig_secnonce zero{};
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &zero, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_ERR_BAD_SECNONCE);
    ufsecp_musig_secnonce bad = t.ps[0].sn;
    bad.data[0] ^= 1;  // magic
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &bad, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_ERR_BAD_SECNONCE);
    bad = t.ps[0].sn;
    std::memset(bad.data + 4, 0, 32);  // k1 = 0
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &bad, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_ERR_BAD_SECNONCE);
    bad = t.ps[0].sn;
    std::memset(bad.data + 36, 0xff, 32);  // k2 >= n
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &bad, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_ERR_BAD_SECNONCE);
    // Zeroed cache / session / keypair objects.
    ufsecp_musig_keyagg_cache zc{};
    ufsecp_musig_session zs{};
    ufsecp_keypair zk{};
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &t.ps[0].sn, &t.ps[0].kp, &zc, &t.sess), UFSECP_ERR_BAD_KEYAGG_CACHE);
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &t.ps[0].sn, &t.ps[0].kp, &t.cache, &zs), UFSECP_ERR_BAD_SESSION);
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &t.ps[0].sn, &zk, &t.cache, &t.sess), UFSECP_ERR_BAD_KEYPAIR);
    // None of these consumed the nonce: it still signs.
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &t.ps[0].sn, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_OK);
}

// partial_sign_verified checks s against the k1*G, k2*G kept in the secnonce: a secnonce
// whose stored point no longer matches k1 (standing in for a fault) gives SIGN_SELFCHECK,
// nothing released and the nonce cleared, where the plain partial_sign (which does not read
// the points) still signs. Both refuse the second use and a wrong key the same way.
TEST(MusigMisuse, VerifiedSignCatchesInconsistentNonce) {
    Rng rng(0x3d9);
    TwoParty t = setup_two(rng);
    ufsecp_musig_secnonce bad = t.ps[0].sn;
    std::memcpy(bad.data + 132, t.ps[1].sn.data + 132, 64);  // R1 of the other signer
    ufsecp_musig_secnonce bad2 = bad;
    ufsecp_musig_partial_sig s, before;
    std::memset(&s, 0x5a, sizeof s);
    before = s;
    EXPECT_EQ(ufsecp_musig_partial_sign_verified(&s, &bad, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_ERR_SIGN_SELFCHECK);
    EXPECT_EQ(std::memcmp(&s, &before, sizeof s), 0);
    const ufsecp_musig_secnonce zero{};
    EXPECT_EQ(std::memcmp(&bad, &zero, sizeof zero), 0);
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &bad2, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_OK);
    EXPECT_EQ(ufsecp_musig_partial_sig_verify(&s, &t.ps[0].pn, &t.ps[0].pub, &t.cache, &t.sess), UFSECP_OK);
    // Single use and key mismatch, as for partial_sign.
    ufsecp_musig_secnonce sn = t.ps[0].sn;
    EXPECT_EQ(ufsecp_musig_partial_sign_verified(&s, &sn, &t.ps[1].kp, &t.cache, &t.sess),
              UFSECP_ERR_SECNONCE_KEY_MISMATCH);
    EXPECT_EQ(std::memcmp(&sn, &t.ps[0].sn, sizeof sn), 0);
    EXPECT_EQ(ufsecp_musig_partial_sign_verified(&s, &sn, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_OK);
    EXPECT_EQ(ufsecp_musig_partial_sign_verified(&s, &sn, &t.ps[0].kp, &t.cache, &t.sess), UFSECP_ERR_BAD_SECNONCE);
}

TEST(MusigMisuse, SeckeyMustMatchNonce) {
    Rng rng(0x3d6);
    TwoParty t = setup_two(rng);
    ufsecp_musig_partial_sig s;
    std::memset(&s, 0x5a, sizeof s);
    const ufsecp_musig_partial_sig before = s;
    const ufsecp_musig_secnonce sn_before = t.ps[0].sn;
    // Signer 1's keypair with signer 0's nonce.
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &t.ps[0].sn, &t.ps[1].kp, &t.cache, &t.sess),
              UFSECP_ERR_SECNONCE_KEY_MISMATCH);
    EXPECT_EQ(std::memcmp(&s, &before, sizeof s), 0);
    EXPECT_EQ(std::memcmp(&t.ps[0].sn, &sn_before, sizeof sn_before), 0);
    // nonce_gen with a seckey that does not belong to pubkey: caught at signing.
    ufsecp_musig_secnonce sn;
    ufsecp_musig_pubnonce pn;
    unsigned char rnd[32] = {7};
    ASSERT_EQ(ufsecp_musig_nonce_gen(&sn, &pn, rnd, t.ps[1].sk, &t.ps[0].pub, nullptr, 0, nullptr, nullptr, 0),
              UFSECP_OK);
    EXPECT_EQ(ufsecp_musig_partial_sign(&s, &sn, &t.ps[1].kp, &t.cache, &t.sess), UFSECP_ERR_SECNONCE_KEY_MISMATCH);
}

TEST(MusigMisuse, NonceGenInputs) {
    Rng rng(0x3d7);
    Party p = make_party(rng);
    ufsecp_musig_secnonce sn;
    ufsecp_musig_pubnonce pn;
    unsigned char rnd[32] = {0};
    EXPECT_EQ(ufsecp_musig_nonce_gen(&sn, &pn, rnd, nullptr, &p.pub, nullptr, 0, nullptr, nullptr, 0),
              UFSECP_ERR_BAD_ARG);  // all-zero randomness
    rnd[5] = 1;
    unsigned char badsk[32];
    std::memset(badsk, 0xff, 32);
    EXPECT_EQ(ufsecp_musig_nonce_gen(&sn, &pn, rnd, badsk, &p.pub, nullptr, 0, nullptr, nullptr, 0),
              UFSECP_ERR_BAD_SECKEY);
    EXPECT_EQ(rnd[5], 1);  // untouched on error
    ASSERT_EQ(ufsecp_musig_nonce_gen(&sn, &pn, rnd, nullptr, &p.pub, nullptr, 0, nullptr, nullptr, 0), UFSECP_OK);
    const unsigned char z[32] = {0};
    EXPECT_EQ(std::memcmp(rnd, z, 32), 0);  // invalidated on success
    // Counter variant: deterministic in (counter, key, inputs), different per counter.
    ufsecp_musig_secnonce a, b, c;
    ufsecp_musig_pubnonce pa, pb, pc;
    ASSERT_EQ(ufsecp_musig_nonce_gen_counter(&a, &pa, 7, &p.kp, nullptr, 0, nullptr, nullptr, 0), UFSECP_OK);
    ASSERT_EQ(ufsecp_musig_nonce_gen_counter(&b, &pb, 7, &p.kp, nullptr, 0, nullptr, nullptr, 0), UFSECP_OK);
    ASSERT_EQ(ufsecp_musig_nonce_gen_counter(&c, &pc, 8, &p.kp, nullptr, 0, nullptr, nullptr, 0), UFSECP_OK);
    EXPECT_EQ(std::memcmp(&pa, &pb, sizeof pa), 0);
    EXPECT_NE(std::memcmp(&pa, &pc, sizeof pa), 0);
    // Equal to nonce_gen with rand' = be64(counter) || zeros and the secret key.
    unsigned char r2[32] = {0};
    r2[7] = 7;
    ufsecp_musig_secnonce d;
    ufsecp_musig_pubnonce pd;
    ASSERT_EQ(ufsecp_musig_nonce_gen(&d, &pd, r2, p.sk, &p.pub, nullptr, 0, nullptr, nullptr, 0), UFSECP_OK);
    EXPECT_EQ(std::memcmp(&pa, &pd, sizeof pa), 0);
    EXPECT_EQ(std::memcmp(&a, &d, sizeof a), 0);
}

TEST(MusigMisuse, ZeroedPublicObjects) {
    Rng rng(0x3d8);
    TwoParty t = setup_two(rng);
    ufsecp_musig_pubnonce zpn{};
    ufsecp_musig_aggnonce zagg{};
    ufsecp_musig_partial_sig zps{};
    unsigned char out[66];
    EXPECT_EQ(ufsecp_musig_pubnonce_serialize(out, &zpn), UFSECP_ERR_BAD_PUBNONCE);
    EXPECT_EQ(ufsecp_musig_aggnonce_serialize(out, &zagg), UFSECP_ERR_BAD_AGGNONCE);
    EXPECT_EQ(ufsecp_musig_partial_sig_serialize(out, &zps), UFSECP_ERR_BAD_PARTIAL_SIG);
    EXPECT_EQ(ufsecp_musig_partial_sig_verify(&zps, &t.ps[0].pn, &t.ps[0].pub, &t.cache, &t.sess),
              UFSECP_ERR_BAD_PARTIAL_SIG);
    const ufsecp_musig_pubnonce* p1[1] = {&zpn};
    ufsecp_musig_aggnonce agg;
    EXPECT_EQ(ufsecp_musig_nonce_agg(&agg, p1, 1), UFSECP_ERR_BAD_PUBNONCE);
}

// ---- adaptor -----------------------------------------------------------------------------

TEST(MusigAdaptor, AdaptAndExtractBothParities) {
    Rng rng(0x3d9);
    bool seen[2] = {false, false};
    for (int r = 0; r < ufsecp::test::iters(16) || !(seen[0] && seen[1]); r++) {
        ASSERT_LT(r, 200);
        unsigned char t[32];
        random_seckey(rng, t);
        ufsecp_pubkey T;
        ASSERT_EQ(ufsecp_pubkey_create(&T, t), UFSECP_OK);
        std::vector<Party> ps;
        const std::size_t n = 1 + rng.u32() % 4;
        for (std::size_t i = 0; i < n; i++) ps.push_back(make_party(rng));
        Bytes msg(32);
        rng.bytes(msg.data(), 32);
        const SessionResult pre = run_session(rng, ps, msg, static_cast<int>(rng.u32() % 3), &T);
        seen[pre.parity] = true;
        // The pre-signature is not a valid signature; adapted with t it is.
        EXPECT_EQ(ufsecp_schnorr_verify(pre.sig, msg.data(), msg.size(), pre.xq), UFSECP_ERR_VERIFY_FAILED);
        unsigned char sig[64], t2[32];
        ASSERT_EQ(ufsecp_musig_adapt(sig, pre.sig, t, pre.parity), UFSECP_OK);
        EXPECT_EQ(ufsecp_schnorr_verify(sig, msg.data(), msg.size(), pre.xq), UFSECP_OK);
        EXPECT_TRUE(lib_verify(sig, msg, pre.xq));
        // With the wrong parity it is not.
        unsigned char wrong[64];
        ASSERT_EQ(ufsecp_musig_adapt(wrong, pre.sig, t, pre.parity ^ 1), UFSECP_OK);
        EXPECT_EQ(ufsecp_schnorr_verify(wrong, msg.data(), msg.size(), pre.xq), UFSECP_ERR_VERIFY_FAILED);
        ASSERT_EQ(ufsecp_musig_extract_adaptor(t2, sig, pre.sig, pre.parity), UFSECP_OK);
        EXPECT_EQ(std::memcmp(t, t2, 32), 0);
    }
    EXPECT_TRUE(seen[0] && seen[1]);
}

TEST(MusigAdaptor, BadInputs) {
    unsigned char pre[64] = {0}, t[32] = {1}, out[64];
    std::memset(pre + 32, 0xff, 32);  // s >= n
    EXPECT_EQ(ufsecp_musig_adapt(out, pre, t, 0), UFSECP_ERR_BAD_SIGNATURE);
    std::memset(pre + 32, 0, 32);
    EXPECT_EQ(ufsecp_musig_adapt(out, pre, t, 2), UFSECP_ERR_BAD_ARG);
    unsigned char big[32];
    std::memset(big, 0xff, 32);
    EXPECT_EQ(ufsecp_musig_adapt(out, pre, big, 0), UFSECP_ERR_BAD_SECKEY);
}

}  // namespace
