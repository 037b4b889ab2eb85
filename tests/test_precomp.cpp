// Tests for verification with a precomputed key: ecmult/ecmult_precomp.hpp (na*P + ng*G
// from P's tables) and the C ABI ufsecp_pubkey_precompute / ufsecp_xonly_pubkey_precompute /
// ufsecp_ecdsa_verify_precomputed / ufsecp_schnorr_verify_precomputed.
//
// Oracles: the reference affine arithmetic (tests/support/ref_ec.hpp, shares nothing with
// the library) for the multiplication on a few hundred cases, ecmult_var on thousands;
// for the ABI, the ordinary verify functions on thousands of random valid and invalid
// signatures (the statuses must be identical), and the official BIP-340 vectors' verify
// rows (read at run time). Misuse: zeroed, corrupted, moved and confused objects.
#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "ecmult/ecmult_precomp.hpp"
#include "ecmult/ecmult_var.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"

namespace ufsecp {
namespace {

using ref::Point;
using ref::U256;

const ref::Mod& N() { return ref::order_n(); }

Scalar scalar_of(const U256& k) {  // k < n
    unsigned char b[32];
    k.to_be(b);
    Scalar s;
    int overflow = 1;
    scalar_set_b32(s, b, &overflow);
    EXPECT_EQ(overflow, 0);
    return s;
}

U256 random_scalar(test::Rng& rng) {
    unsigned char b[32];
    if (rng.u32() & 1) rng.bytes(b, 32);
    else rng.bytes32_edgy(b);
    return N().reduce(U256::from_be(b));
}

U256 pow2(int i) {
    U256 r;
    r.v[i / 32] = 1u << (i % 32);
    return N().reduce(r);
}

// Scalars where a piecewise wNAF can break: piece boundaries (multiples of 16 and 32), the
// top piece, GLV-related values, 0, +-1, n/2.
std::vector<U256> edge_scalars() {
    std::vector<U256> v;
    const U256 one = U256::from_u64(1);
    for (std::uint64_t s = 0; s <= 3; s++) v.push_back(U256::from_u64(s));
    for (std::uint64_t s = 1; s <= 3; s++) v.push_back(N().sub(U256(), U256::from_u64(s)));
    U256 half = N().m;
    ref::u256_shr1(half, 0);
    v.push_back(half);
    v.push_back(N().add(half, one));
    for (int i : {1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 65, 95, 96, 97, 111, 112, 113, 127, 128, 129,
                  143, 144, 159, 160, 191, 192, 223, 224, 239, 240, 241, 254, 255}) {
        v.push_back(pow2(i));
        v.push_back(N().sub(pow2(i), one));
        v.push_back(N().sub(U256(), pow2(i)));
    }
    const U256 lambda = U256::from_hex("5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72");
    v.push_back(lambda);
    v.push_back(N().sub(U256(), lambda));
    v.push_back(N().add(U256::from_u64(12345), N().mul(lambda, U256::from_u64(678))));
    U256 ones, alt;
    for (int i = 0; i < 8; i++) ones.v[i] = 0xFFFFFFFFu, alt.v[i] = 0x55555555u;
    v.push_back(N().reduce(ones));
    v.push_back(N().reduce(alt));
    return v;
}

Ge ge_of_ref(const Point& a) {
    unsigned char b[32];
    Fe x, y;
    a.x.to_be(b);
    EXPECT_TRUE(fe_set_b32_limit(x, b));
    a.y.to_be(b);
    EXPECT_TRUE(fe_set_b32_limit(y, b));
    Ge r;
    ge_set_xy(r, x, y);
    return r;
}

bool same_as_ref(const Gej& a, const Point& want) {
    if (want.inf) return a.infinity != 0;
    Gej w;
    gej_set_ge(w, ge_of_ref(want));
    return gej_eq_var(a, w);
}

struct Tables {
    std::unique_ptr<unsigned char[]> bytes{new unsigned char[kPcKeyBytes]};
    explicit Tables(const Ge& p) { ecmult_precomp_build(bytes.get(), p); }
};

// ---- the multiplication ----------------------------------------------------------------

TEST(Precomp, TablesHoldTheMultiples) {
    test::Rng rng(1);
    const Point P = ref::ec_mul_g(random_scalar(rng));
    Tables t(ge_of_ref(P));
    const Point lamP = ref::ec_mul(P, U256::from_hex("5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72"));
    for (int tab = 0; tab < kPcKeyTables; tab++) {
        const int piece = tab % kPcKeyPieces;
        Point base = tab < kPcKeyPieces ? P : lamP;
        base = ref::ec_mul(base, pow2(kPcSpacing * piece));
        for (std::size_t i : {std::size_t{0}, std::size_t{1}, kPcKeyEntries / 2, kPcKeyEntries - 1}) {
            GeStorage s;
            std::memcpy(&s, t.bytes.get() + ((std::size_t)tab * kPcKeyEntries + i) * sizeof s, sizeof s);
            Ge e;
            ge_from_storage(e, s);
            const Point want = ref::ec_mul(base, U256::from_u64(2 * i + 1));
            Gej ej;
            gej_set_ge(ej, e);
            EXPECT_TRUE(same_as_ref(ej, want)) << "table " << tab << " entry " << i;
        }
    }
}

TEST(Precomp, AgainstReference) {
    test::Rng rng(2);
    const std::vector<U256> edges = edge_scalars();
    for (int k = 0; k < 3; k++) {
        const Point P = k == 0 ? ref::ec_g() : ref::ec_mul_g(random_scalar(rng));
        Tables t(ge_of_ref(P));
        for (int i = 0; i < 40; i++) {
            const U256 na = i < 20 ? edges[(std::size_t)(i * 7 + k) % edges.size()] : random_scalar(rng);
            const U256 ng = i % 3 == 0 ? edges[(std::size_t)(i * 5 + k * 3) % edges.size()] : random_scalar(rng);
            const Point want = ref::ec_add(ref::ec_mul(P, na), ref::ec_mul_g(ng));
            Gej r;
            ecmult_precomp_var(r, t.bytes.get(), scalar_of(na), scalar_of(ng));
            EXPECT_TRUE(same_as_ref(r, want)) << "key " << k << " case " << i;
        }
    }
}

// ecmult_var is the oracle here (tested against the reference and libsecp256k1 in
// test_ecmult): every pair of edge scalars, thousands of random pairs, sums that cancel.
TEST(Precomp, AgainstEcmultVar) {
    test::Rng rng(3);
    const std::vector<U256> edges = edge_scalars();
    int cases = 0;
    for (int k = 0; k < 8; k++) {
        Ge p;
        if (k == 0) {
            p = ge_generator();
        } else {
            Gej pj, inf;
            gej_set_infinity(inf);
            ecmult_var(pj, inf, Scalar{}, scalar_of(random_scalar(rng)));
            if (pj.infinity) continue;
            ge_set_gej_var(p, pj);
        }
        Tables t(p);
        Gej pj;
        gej_set_ge(pj, p);
        auto check = [&](const U256& na, const U256& ng) {
            Gej a, b;
            ecmult_precomp_var(a, t.bytes.get(), scalar_of(na), scalar_of(ng));
            ecmult_var(b, pj, scalar_of(na), scalar_of(ng));
            cases++;
            return gej_eq_var(a, b);
        };
        if (k < 2) {
            for (const U256& x : edges)
                for (const U256& y : edges) EXPECT_TRUE(check(x, y));
        }
        for (int i = 0; i < test::iters(400); i++) EXPECT_TRUE(check(random_scalar(rng), random_scalar(rng)));
    }
    // na*G + ng*G = infinity (P = G, ng = -na) and off by one.
    Tables tg(ge_generator());
    for (int i = 0; i < 50; i++) {
        const U256 na = random_scalar(rng);
        Gej r;
        ecmult_precomp_var(r, tg.bytes.get(), scalar_of(na), scalar_of(N().sub(U256(), na)));
        EXPECT_TRUE(r.infinity) << i;
        ecmult_precomp_var(r, tg.bytes.get(), scalar_of(na), scalar_of(N().sub(U256::from_u64(1), na)));
        EXPECT_TRUE(same_as_ref(r, ref::ec_g())) << i;
    }
    EXPECT_GT(cases, 3000);
}

// ---- the C ABI: the same decisions as the ordinary verify functions ---------------------

using B32 = std::array<unsigned char, 32>;
using B64 = std::array<unsigned char, 64>;

std::unique_ptr<ufsecp_pubkey_precomputed> make_pre(const ufsecp_pubkey& pk) {
    auto p = std::make_unique<ufsecp_pubkey_precomputed>();
    EXPECT_EQ(ufsecp_pubkey_precompute(p.get(), &pk), UFSECP_OK);
    return p;
}
std::unique_ptr<ufsecp_xonly_pubkey_precomputed> make_xpre(const unsigned char x[32]) {
    auto p = std::make_unique<ufsecp_xonly_pubkey_precomputed>();
    EXPECT_EQ(ufsecp_xonly_pubkey_precompute(p.get(), x), UFSECP_OK);
    return p;
}

void random_seckey(test::Rng& rng, unsigned char sk[32]) {
    do rng.bytes(sk, 32);
    while (ufsecp_seckey_verify(sk) != UFSECP_OK);
}

// A signature that is valid, or one of many ways of being invalid, chosen by `how`.
void mutate(test::Rng& rng, unsigned char sig[64], unsigned char msg[32], int how) {
    switch (how % 10) {
        case 0: case 1: case 2: case 3: break;                               // valid
        case 4: sig[rng.u32() % 64] ^= (unsigned char)(1u << (rng.u32() % 8)); break;  // one bit of r or s
        case 5: msg[rng.u32() % 32] ^= (unsigned char)(1u << (rng.u32() % 8)); break;  // one bit of the message
        case 6: std::memset(sig + 32 * (rng.u32() % 2), 0, 32); break;       // r = 0 or s = 0
        case 7: std::memset(sig + 32 * (rng.u32() % 2), 0xFF, 32); break;    // r or s >= n (>= p)
        case 8: rng.bytes(sig, 64); break;                                   // random bytes
        default: {                                                           // s -> n - s (high S)
            const U256 s = U256::from_be(sig + 32);
            N().sub(U256(), s).to_be(sig + 32);
        }
    }
}

TEST(PrecompAbi, EcdsaSameDecisions) {
    test::Rng rng(10);
    int ok = 0, failed = 0, other = 0;
    for (int k = 0; k < 12; k++) {
        unsigned char sk[32];
        random_seckey(rng, sk);
        ufsecp_pubkey pk;
        ASSERT_EQ(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
        const auto pre = make_pre(pk);
        unsigned char sk2[32];
        random_seckey(rng, sk2);
        for (int i = 0; i < test::iters(250); i++) {
            unsigned char msg[32], sig[64];
            rng.bytes(msg, 32);
            // Mostly signed by the key; some by another key (valid signature, wrong key).
            ASSERT_EQ(ufsecp_ecdsa_sign(sig, msg, (i % 17 == 16) ? sk2 : sk, nullptr), UFSECP_OK);
            mutate(rng, sig, msg, i);
            const ufsecp_status want = ufsecp_ecdsa_verify(sig, msg, &pk);
            EXPECT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, pre.get()), want) << k << " " << i;
            (want == UFSECP_OK ? ok : want == UFSECP_ERR_VERIFY_FAILED ? failed : other)++;
        }
    }
    EXPECT_GT(ok, 1000);
    EXPECT_GT(failed, 500);
    EXPECT_GT(other, 100);
}

TEST(PrecompAbi, SchnorrSameDecisions) {
    test::Rng rng(11);
    int ok = 0, failed = 0, other = 0;
    for (int k = 0; k < 12; k++) {
        unsigned char sk[32], x[32];
        random_seckey(rng, sk);
        ufsecp_keypair kp, kp2;
        ASSERT_EQ(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
        ASSERT_EQ(ufsecp_keypair_xonly_pubkey(x, nullptr, &kp), UFSECP_OK);
        random_seckey(rng, sk);
        ASSERT_EQ(ufsecp_keypair_create(&kp2, sk), UFSECP_OK);
        const auto pre = make_xpre(x);
        for (int i = 0; i < test::iters(250); i++) {
            std::vector<unsigned char> msg(i % 5 == 0 ? 0 : (std::size_t)(rng.u32() % 100));
            rng.bytes(msg.data(), msg.size());
            unsigned char aux[32], sig[64], m32[32] = {};
            rng.bytes(aux, 32);
            ASSERT_EQ(ufsecp_schnorr_sign(sig, msg.data(), msg.size(), (i % 17 == 16) ? &kp2 : &kp, aux), UFSECP_OK);
            mutate(rng, sig, m32, i);
            if (i % 10 == 5 && !msg.empty()) msg[rng.u32() % msg.size()] ^= 1;
            const unsigned char* mp = msg.empty() ? nullptr : msg.data();
            const ufsecp_status want = ufsecp_schnorr_verify(sig, mp, msg.size(), x);
            EXPECT_EQ(ufsecp_schnorr_verify_precomputed(sig, mp, msg.size(), pre.get()), want) << k << " " << i;
            (want == UFSECP_OK ? ok : want == UFSECP_ERR_VERIFY_FAILED ? failed : other)++;
        }
    }
    EXPECT_GT(ok, 1000);
    EXPECT_GT(failed, 500);
    EXPECT_GT(other, 100);
}

// Keys at the edges: G, -G, lambda*G, a key with odd y for ECDSA (the x-only object is
// made from its x, i.e. the even-y point), and both parities from one x.
TEST(PrecompAbi, SpecialKeys) {
    test::Rng rng(12);
    std::vector<std::array<unsigned char, 32>> sks;
    std::array<unsigned char, 32> one{};
    one[31] = 1;
    sks.push_back(one);
    U256::from_hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140").to_be(one.data());  // n - 1
    sks.push_back(one);
    U256::from_hex("5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72").to_be(one.data());
    sks.push_back(one);
    for (const auto& sk : sks) {
        ufsecp_pubkey pk;
        ASSERT_EQ(ufsecp_pubkey_create(&pk, sk.data()), UFSECP_OK);
        const auto pre = make_pre(pk);
        ufsecp_keypair kp;
        ASSERT_EQ(ufsecp_keypair_create(&kp, sk.data()), UFSECP_OK);
        unsigned char x[32];
        ASSERT_EQ(ufsecp_keypair_xonly_pubkey(x, nullptr, &kp), UFSECP_OK);
        const auto xpre = make_xpre(x);
        for (int i = 0; i < 40; i++) {
            unsigned char msg[32], sig[64];
            rng.bytes(msg, 32);
            ASSERT_EQ(ufsecp_ecdsa_sign(sig, msg, sk.data(), nullptr), UFSECP_OK);
            mutate(rng, sig, msg, i);
            EXPECT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, pre.get()), ufsecp_ecdsa_verify(sig, msg, &pk));
            ASSERT_EQ(ufsecp_schnorr_sign(sig, msg, 32, &kp, nullptr), UFSECP_OK);
            mutate(rng, sig, msg, i);
            EXPECT_EQ(ufsecp_schnorr_verify_precomputed(sig, msg, 32, xpre.get()),
                      ufsecp_schnorr_verify(sig, msg, 32, x));
        }
    }
}

TEST(PrecompAbi, Bip340Vectors) {
    const std::vector<test::Bip340Vector> vs = test::bip340_vectors();
    ASSERT_EQ(vs.size(), 19u);
    auto unhex = [](const std::string& h) {
        std::vector<unsigned char> r;
        for (std::size_t i = 0; i + 1 < h.size(); i += 2) r.push_back((unsigned char)std::stoi(h.substr(i, 2), nullptr, 16));
        return r;
    };
    int verified = 0, rejected_key = 0;
    for (const test::Bip340Vector& v : vs) {
        SCOPED_TRACE("vector " + std::to_string(v.index));
        const std::vector<unsigned char> msg = unhex(v.msg), sig = unhex(v.sig), pk = unhex(v.pk);
        ASSERT_EQ(sig.size(), 64u);
        ASSERT_EQ(pk.size(), 32u);
        const unsigned char* mp = msg.empty() ? nullptr : msg.data();
        const ufsecp_status want = ufsecp_schnorr_verify(sig.data(), mp, msg.size(), pk.data());
        EXPECT_EQ(want == UFSECP_OK, v.result);
        auto pre = std::make_unique<ufsecp_xonly_pubkey_precomputed>();
        const ufsecp_status made = ufsecp_xonly_pubkey_precompute(pre.get(), pk.data());
        if (made != UFSECP_OK) {  // a key that is not an x coordinate: both paths reject it
            EXPECT_EQ(made, UFSECP_ERR_BAD_PUBKEY);
            EXPECT_EQ(want, UFSECP_ERR_BAD_PUBKEY);
            EXPECT_FALSE(v.result);
            rejected_key++;
            continue;
        }
        const ufsecp_status got = ufsecp_schnorr_verify_precomputed(sig.data(), mp, msg.size(), pre.get());
        EXPECT_EQ(got, want);
        EXPECT_EQ(got == UFSECP_OK, v.result);
        verified += got == UFSECP_OK;
    }
    EXPECT_EQ(verified, 9);
    EXPECT_GE(rejected_key, 1);
}

// ---- misuse: objects that are not what they claim ---------------------------------------

TEST(PrecompAbi, RejectsBadObjects) {
    test::Rng rng(13);
    unsigned char sk[32], msg[32], sig[64], ssig[64], x[32];
    random_seckey(rng, sk);
    rng.bytes(msg, 32);
    ufsecp_pubkey pk;
    ufsecp_keypair kp;
    ASSERT_EQ(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    ASSERT_EQ(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
    ASSERT_EQ(ufsecp_keypair_xonly_pubkey(x, nullptr, &kp), UFSECP_OK);
    ASSERT_EQ(ufsecp_ecdsa_sign(sig, msg, sk, nullptr), UFSECP_OK);
    ASSERT_EQ(ufsecp_schnorr_sign(ssig, msg, 32, &kp, nullptr), UFSECP_OK);
    const auto pre = make_pre(pk);
    const auto xpre = make_xpre(x);
    ASSERT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, pre.get()), UFSECP_OK);
    ASSERT_EQ(ufsecp_schnorr_verify_precomputed(ssig, msg, 32, xpre.get()), UFSECP_OK);

    // Moved (copied elsewhere, e.g. a cache that reallocates): still valid.
    auto moved = std::make_unique<ufsecp_pubkey_precomputed>();
    std::memcpy(moved.get(), pre.get(), sizeof *moved);
    EXPECT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, moved.get()), UFSECP_OK);

    // Zeroed objects.
    auto zero = std::make_unique<ufsecp_pubkey_precomputed>();
    std::memset(zero.get(), 0, sizeof *zero);
    EXPECT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, zero.get()), UFSECP_ERR_BAD_PUBKEY);
    auto xzero = std::make_unique<ufsecp_xonly_pubkey_precomputed>();
    std::memset(xzero.get(), 0, sizeof *xzero);
    EXPECT_EQ(ufsecp_schnorr_verify_precomputed(ssig, msg, 32, xzero.get()), UFSECP_ERR_BAD_PUBKEY);

    // Kind confusion: an x-only object given to the ECDSA verifier and the reverse.
    auto conf = std::make_unique<ufsecp_pubkey_precomputed>();
    std::memcpy(conf.get(), xpre.get(), sizeof *conf);
    EXPECT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, conf.get()), UFSECP_ERR_BAD_PUBKEY);
    auto xconf = std::make_unique<ufsecp_xonly_pubkey_precomputed>();
    std::memcpy(xconf.get(), pre.get(), sizeof *xconf);
    EXPECT_EQ(ufsecp_schnorr_verify_precomputed(ssig, msg, 32, xconf.get()), UFSECP_ERR_BAD_PUBKEY);

    // Every bit of the header, and the first table entry, flipped one at a time.
    auto bad = std::make_unique<ufsecp_pubkey_precomputed>();
    for (int byte = 0; byte < 128 + 64; byte++) {
        for (int bit = 0; bit < 8; bit += 3) {
            std::memcpy(bad.get(), pre.get(), sizeof *bad);
            bad->data[byte] ^= (unsigned char)(1u << bit);
            EXPECT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, bad.get()), UFSECP_ERR_BAD_PUBKEY) << byte << " " << bit;
        }
    }
    // Half-initialised: a header without its tables (tables zeroed).
    std::memcpy(bad.get(), pre.get(), sizeof *bad);
    std::memset(bad->data + 128, 0, sizeof bad->data - 128);
    EXPECT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, bad.get()), UFSECP_ERR_BAD_PUBKEY);
    // The header of one key over the tables of another.
    unsigned char sk2[32];
    random_seckey(rng, sk2);
    ufsecp_pubkey pk2;
    ASSERT_EQ(ufsecp_pubkey_create(&pk2, sk2), UFSECP_OK);
    const auto pre2 = make_pre(pk2);
    std::memcpy(bad.get(), pre.get(), sizeof *bad);
    std::memcpy(bad->data + 128, pre2->data + 128, sizeof bad->data - 128);
    EXPECT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, bad.get()), UFSECP_ERR_BAD_PUBKEY);

    // Errors leave the output untouched; invalid keys are BAD_PUBKEY.
    auto out = std::make_unique<ufsecp_xonly_pubkey_precomputed>();
    std::memset(out.get(), 0xA5, sizeof *out);
    unsigned char badx[32];
    std::memset(badx, 0xFF, 32);  // >= p
    EXPECT_EQ(ufsecp_xonly_pubkey_precompute(out.get(), badx), UFSECP_ERR_BAD_PUBKEY);
    for (unsigned char c : out->data) ASSERT_EQ(c, 0xA5);
    auto pout = std::make_unique<ufsecp_pubkey_precomputed>();
    std::memset(pout.get(), 0xA5, sizeof *pout);
    ufsecp_pubkey zpk;
    std::memset(&zpk, 0, sizeof zpk);
    EXPECT_EQ(ufsecp_pubkey_precompute(pout.get(), &zpk), UFSECP_ERR_BAD_PUBKEY);
    for (unsigned char c : pout->data) ASSERT_EQ(c, 0xA5);
}

// The ABI lets an output overlap an input: the key may lie inside the object being built.
TEST(PrecompAbi, KeyInsideTheOutput) {
    test::Rng rng(14);
    unsigned char sk[32], msg[32], sig[64], ssig[64], x[32];
    random_seckey(rng, sk);
    rng.bytes(msg, 32);
    ufsecp_pubkey pk;
    ufsecp_keypair kp;
    ASSERT_EQ(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    ASSERT_EQ(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
    ASSERT_EQ(ufsecp_keypair_xonly_pubkey(x, nullptr, &kp), UFSECP_OK);
    ASSERT_EQ(ufsecp_ecdsa_sign(sig, msg, sk, nullptr), UFSECP_OK);
    ASSERT_EQ(ufsecp_schnorr_sign(ssig, msg, 32, &kp, nullptr), UFSECP_OK);
    const auto want = make_pre(pk);
    for (std::size_t off : {std::size_t{0}, std::size_t{16}, std::size_t{100}, std::size_t{4000}}) {
        auto obj = std::make_unique<ufsecp_pubkey_precomputed>();
        std::memcpy(obj->data + off, &pk, sizeof pk);
        ASSERT_EQ(ufsecp_pubkey_precompute(obj.get(), reinterpret_cast<const ufsecp_pubkey*>(obj->data + off)),
                  UFSECP_OK);
        EXPECT_EQ(std::memcmp(obj.get(), want.get(), sizeof *obj), 0) << off;
        EXPECT_EQ(ufsecp_ecdsa_verify_precomputed(sig, msg, obj.get()), UFSECP_OK);
        auto xobj = std::make_unique<ufsecp_xonly_pubkey_precomputed>();
        std::memcpy(xobj->data + off, x, 32);
        ASSERT_EQ(ufsecp_xonly_pubkey_precompute(xobj.get(), xobj->data + off), UFSECP_OK);
        EXPECT_EQ(ufsecp_schnorr_verify_precomputed(ssig, msg, 32, xobj.get()), UFSECP_OK);
    }
}

}  // namespace
}  // namespace ufsecp
