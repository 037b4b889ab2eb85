// Tests for the 4x64 MULX field kernel (src/field/field_4x64_mulx.hpp) and the point
// formulas written on it (src/group/group_4x64.hpp):
//   * every operation against the independent reference (tests/support/ref_bigint.hpp) on
//     special values, random values and unreduced inputs in [p, 2^256) (the kernel accepts
//     any 256-bit value), including products whose reduction takes the second fold;
//   * random chains of mixed operations run on the kernel and on the build's tier (Fe, the
//     same inputs), equal bytes at every step;
//   * point doubling and distinct mixed addition against gej_double / gej_add_ge_var.
// On a CPU without BMI2/ADX, or with UFSECP_FIELD_BACKEND=portable, the kernel cannot run
// and the tests say so (GTEST_SKIP).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "ecmult/ecmult_gen.hpp"
#include "group/group.hpp"
#include "field/field_backend.hpp"
#include "group/group_4x64.hpp"
#include "scalar/scalar.hpp"
#include "support/field_util.hpp"

#if defined(UFSECP_HAVE_FE64_MULX)
namespace ufsecp {
namespace {

using namespace ufsecp::test_field;

#define REQUIRE_MULX()                                                                    \
    do {                                                                                  \
        if (!fe64_mulx_supported()) GTEST_SKIP() << "this CPU has no BMI2/ADX"; \
    } while (0)

Fe64 to64(const U256& v) {  // any 256-bit value, kept unreduced
    unsigned char b[32];
    v.to_be(b);
    Fe64 r;
    fe64_set_b32(r, b);
    return r;
}
U256 from64(const Fe64& a) {  // the canonical value
    unsigned char b[32];
    fe64_get_b32(b, a);
    return U256::from_be(b);
}
U256 raw64(const Fe64& a) {  // the limbs as they are (must be < 2^256 by construction)
    U256 r;
    for (int i = 0; i < 4; i++) {
        r.v[2 * i] = (std::uint32_t)a.n[i];
        r.v[2 * i + 1] = (std::uint32_t)(a.n[i] >> 32);
    }
    return r;
}

// Inputs: special values, their unreduced twins v + p where that is < 2^256, the top of the
// 256-bit range, and random values (edge-biased bytes, half of them unreduced).
std::vector<U256> inputs(Rng& rng, int n) {
    std::vector<U256> v = special_values();
    const std::size_t k = v.size();
    for (std::size_t j = 0; j < k; j++) {
        U256 t;
        if (ref::add(t, v[j], p_value()) == 0) v.push_back(t);  // v + p < 2^256: unreduced
    }
    v.push_back(hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"));
    v.push_back(hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F"));  // p itself
    v.push_back(hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC30"));
    for (int j = 0; j < n; j++) {
        unsigned char b[32];
        rng.bytes32_edgy(b);
        U256 x = U256::from_be(b);
        if (j % 2 == 0) x = P().reduce(x);
        v.push_back(x);
    }
    return v;
}

TEST(Field4x64, OperationsAgreeWithReference) {
    REQUIRE_MULX();
    Rng rng(41);
    const auto v = inputs(rng, iters(400));
    const U256 half = hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7FFFFE18");  // 1/2 mod p
    for (std::size_t i = 0; i < v.size(); i++) {
        const U256 a = v[i], b = v[(i * 7 + 3) % v.size()];
        const U256 ar = P().reduce(a), br = P().reduce(b);
        const Fe64 x = to64(a), y = to64(b);
        Fe64 r;
        fe64_mul(r, x, y);
        ASSERT_EQ(from64(r), P().mul(ar, br)) << i;
        fe64_sqr(r, x);
        ASSERT_EQ(from64(r), P().mul(ar, ar)) << i;
        fe64_add(r, x, y);
        ASSERT_EQ(from64(r), P().add(ar, br)) << i;
        fe64_sub(r, x, y);
        ASSERT_EQ(from64(r), P().sub(ar, br)) << i;
        fe64_half(r, x);
        ASSERT_EQ(from64(r), P().mul(ar, half)) << i;
        fe64_normalize(r, x);
        ASSERT_EQ(raw64(r), ar) << i;
        // aliasing: r is one of the inputs
        r = x;
        fe64_mul(r, r, y);
        ASSERT_EQ(from64(r), P().mul(ar, br)) << i;
        r = x;
        fe64_sqr(r, r);
        ASSERT_EQ(from64(r), P().mul(ar, ar)) << i;
    }
}

// The product's reduction folds twice when t0..3 + C * t4..7 carries past 2^256: products
// of values near 2^256 - 1 (unreduced) and of values whose low half is near 2^256.
TEST(Field4x64, ReductionCarriesAgreeWithReference) {
    REQUIRE_MULX();
    Rng rng(42);
    for (int j = 0; j < iters(2000); j++) {
        U256 a, b;
        for (int w = 0; w < 8; w++) {
            a.v[w] = 0xFFFFFFFFu - (rng.u32() % 4 == 0 ? rng.u32() % 16 : 0);
            b.v[w] = 0xFFFFFFFFu - (rng.u32() % 4 == 0 ? rng.u32() % 16 : 0);
        }
        if (j % 3 == 1) b = U256::from_u64(1 + rng.u32() % 4);  // a*small: high half tiny, low half near 2^256
        Fe64 r;
        fe64_mul(r, to64(a), to64(b));
        ASSERT_EQ(from64(r), P().mul(P().reduce(a), P().reduce(b))) << j;
        fe64_sqr(r, to64(a));
        ASSERT_EQ(from64(r), P().mul(P().reduce(a), P().reduce(a))) << j;
        fe64_add(r, to64(a), to64(b));
        ASSERT_EQ(from64(r), P().add(P().reduce(a), P().reduce(b))) << j;
        fe64_sub(r, to64(b), to64(a));
        ASSERT_EQ(from64(r), P().sub(P().reduce(b), P().reduce(a))) << j;
    }
}

// The same random chain of operations on the kernel and on the build's tier (Fe).
TEST(Field4x64, RandomChainsAgreeWithBuildTier) {
    REQUIRE_MULX();
    Rng rng(43);
    for (int chain = 0; chain < iters(100); chain++) {
        const U256 v0 = random_value(rng);
        Fe64 x = to64(v0);
        Fe f = make<Fe>(v0);
        for (int step = 0; step < 60; step++) {
            const U256 wv = random_value(rng);
            const Fe64 y = to64(wv);
            const Fe g = make<Fe>(wv);
            switch (rng.u32() % 5) {
                case 0: fe64_mul(x, x, y), fe_mul(f, f, g); break;
                case 1: fe64_sqr(x, x), fe_sqr(f, f); break;
                case 2: fe64_add(x, x, y), fe_add(f, g), fe_normalize_weak(f); break;
                case 3: {
                    Fe n;
                    fe64_sub(x, x, y);
                    fe_negate(n, g, 1);
                    fe_add(f, n);
                    fe_normalize_weak(f);
                    break;
                }
                default: fe64_half(x, x), fe_half(f), fe_normalize_weak(f); break;
            }
            Fe fn = f;
            fe_normalize(fn);
            unsigned char b1[32], b2[32];
            fe_get_b32(b1, fn);
            fe64_get_b32(b2, x);
            ASSERT_EQ(0, std::memcmp(b1, b2, 32)) << chain << " " << step;
        }
    }
}

// fe_sqrt's chain on the kernel (what fe_sqrt_var runs on the MULX backend) against the build
// tier's: squares and non-squares, same root bytes and the same answer.
TEST(Field4x64, SqrtAgreesWithBuildTier) {
    REQUIRE_MULX();
    Rng rng(46);
    auto v = special_values();
    for (int j = 0; j < iters(300); j++) v.push_back(random_value(rng));
    for (std::size_t j = 0; j < v.size(); j++) {
        const Fe f = make<Fe>(v[j]);
        Fe r;
        const bool ok = fe_sqrt(r, f);
        Fe64 r64;
        const bool ok64 = fe_sqrt(r64, to64(v[j]));
        ASSERT_EQ(ok, ok64) << j;
        fe_normalize(r);
        unsigned char b1[32], b2[32];
        fe_get_b32(b1, r);
        fe64_get_b32(b2, r64);
        ASSERT_EQ(0, std::memcmp(b1, b2, 32)) << j;
        Fe viaf;
        ASSERT_EQ(ok, fe_sqrt_var(viaf, f)) << j;  // the dispatched one, whichever backend runs
        fe_normalize(viaf);
        fe_get_b32(b2, viaf);
        ASSERT_EQ(0, std::memcmp(b1, b2, 32)) << j;
    }
}

// fe64_sqr_n (n squarings with the limbs kept in registers, used by the exponentiation
// chains) against n calls of fe64_sqr: the same limbs (not only the same value) for n = 0..300
// on special values, their unreduced twins, the top of the 256-bit range and random values;
// aliased and not. fe64_sqr itself is checked against the reference above.
TEST(Field4x64, SqrNAgreesWithRepeatedSqr) {
    REQUIRE_MULX();
    Rng rng(47);
    const auto v = inputs(rng, iters(24));
    for (std::size_t i = 0; i < v.size(); i++) {
        const Fe64 x = to64(v[i]);
        Fe64 rep = x;  // x^(2^n) by single squarings
        for (int n = 0; n <= 300; n++) {
            if (n > 0) fe64_sqr(rep, rep);
            Fe64 r;
            fe64_sqr_n(r, x, n);
            ASSERT_EQ(raw64(r), raw64(rep)) << i << " n=" << n;
            if (n % 37 == 1) {  // aliased
                Fe64 a = x;
                fe64_sqr_n(a, a, n);
                ASSERT_EQ(raw64(a), raw64(rep)) << i << " n=" << n;
            }
        }
        ASSERT_EQ(from64(rep), [&] {  // the 300th power of two against the reference
            U256 t = P().reduce(v[i]);
            for (int n = 0; n < 300; n++) t = P().mul(t, t);
            return t;
        }()) << i;
    }
}

// fe_pow_isqrt's chain on the kernel (fe_pow_isqrt_var on the MULX backend: ellswift) against
// the build tier's: the same bytes; and r^2 a = 1 for nonzero squares.
TEST(Field4x64, PowIsqrtAgreesWithBuildTier) {
    REQUIRE_MULX();
    Rng rng(48);
    auto v = special_values();
    for (int j = 0; j < iters(300); j++) v.push_back(random_value(rng));
    for (std::size_t j = 0; j < v.size(); j++) {
        const Fe f = make<Fe>(v[j]);
        Fe r;
        fe_pow_isqrt(r, f);
        Fe64 r64;
        fe_pow_isqrt(r64, to64(v[j]));
        fe_normalize(r);
        unsigned char b1[32], b2[32];
        fe_get_b32(b1, r);
        fe64_get_b32(b2, r64);
        ASSERT_EQ(0, std::memcmp(b1, b2, 32)) << j;
        Fe viaf;
        fe_pow_isqrt_var(viaf, f);  // the dispatched one, whichever backend runs
        fe_normalize(viaf);
        fe_get_b32(b2, viaf);
        ASSERT_EQ(0, std::memcmp(b1, b2, 32)) << j;
        Fe sq;
        if (!fe_normalizes_to_zero_var(f) && fe_sqrt(sq, f)) {
            Fe chk;
            fe_sqr(chk, r);
            fe_mul(chk, chk, f);
            fe_normalize(chk);
            Fe one;
            fe_set_int(one, 1);
            ASSERT_TRUE(fe_equal(chk, one)) << j;
        }
    }
}

Fe64 fe_to64(const Fe& a) {
    Fe t = a;
    fe_normalize(t);
    unsigned char b[32];
    fe_get_b32(b, t);
    Fe64 r;
    fe64_set_b32(r, b);
    return r;
}
Fe fe_from64(const Fe64& a) {
    unsigned char b[32];
    fe64_get_b32(b, a);
    Fe r;
    fe_set_b32_mod(r, b);
    return r;
}
Gej gej_from64(const Gej64& a) {
    Gej r;
    r.x = fe_from64(a.x);
    r.y = fe_from64(a.y);
    r.z = fe_from64(a.z);
    r.infinity = 0;
    return r;
}

// Points k*G with a random Z (X z^2, Y z^3, Z z), so Z = 1 flatters nothing.
TEST(Group4x64, DoubleAndMixedAddAgreeWithBuildTier) {
    REQUIRE_MULX();
    Rng rng(44);
    for (int j = 0; j < iters(300); j++) {
        unsigned char kb[32];
        rng.bytes(kb, 32);
        Scalar k;
        scalar_set_b32(k, kb, nullptr);
        if (scalar_is_zero(k)) continue;
        Gej p;
        ecmult_gen(p, k);
        Fe z = make<Fe>(random_value(rng)), z2, z3;
        if (fe_normalizes_to_zero_var(z)) continue;
        fe_sqr(z2, z);
        fe_mul(z3, z2, z);
        fe_mul(p.x, p.x, z2);
        fe_mul(p.y, p.y, z3);
        fe_mul(p.z, p.z, z);
        const Gej64 p64{fe_to64(p.x), fe_to64(p.y), fe_to64(p.z), 0};

        Gej d;
        gej_double(d, p);
        Gej64 d64;
        gej64_double(d64, p64);
        ASSERT_TRUE(gej_eq_var(gej_from64(d64), d)) << j;
        Gej64 dd = p64;
        gej64_double(dd, dd);  // aliasing
        ASSERT_TRUE(gej_eq_var(gej_from64(dd), d)) << j;

        rng.bytes(kb, 32);
        Scalar m;
        scalar_set_b32(m, kb, nullptr);
        Gej qj;
        ecmult_gen(qj, m);
        Ge q;
        ge_set_gej_var(q, qj);
        if (q.infinity) continue;
        Gej s;
        gej_add_ge_var(s, p, q);
        if (s.infinity) continue;
        Gej pj = p, sj = s;
        Ge qn;
        ge_neg(qn, q);
        Gej dif;
        gej_add_ge_var(dif, pj, qn);
        if (dif.infinity || gej_eq_var(sj, d)) continue;  // p = +-q: not the distinct case
        const Ge64 q64{fe_to64(q.x), fe_to64(q.y), 0};
        Gej64 s64 = p64;
        gej64_add_ge_distinct(s64, s64, q64);  // aliasing r = a
        ASSERT_TRUE(gej_eq_var(gej_from64(s64), s)) << j;
    }
}

// The complete constant-time addition: random a, a = infinity, a = b, a = -b (Z random).
TEST(Group4x64, CompleteAddAgreesWithBuildTier) {
    REQUIRE_MULX();
    Rng rng(45);
    for (int j = 0; j < iters(200); j++) {
        unsigned char kb[32];
        rng.bytes(kb, 32);
        Scalar k;
        scalar_set_b32(k, kb, nullptr);
        if (scalar_is_zero(k)) continue;
        Gej bj;
        ecmult_gen(bj, k);
        Ge b;
        ge_set_gej_var(b, bj);
        Gej a;
        switch (j % 4) {
            case 0: {  // random
                rng.bytes(kb, 32);
                Scalar m;
                scalar_set_b32(m, kb, nullptr);
                ecmult_gen(a, m);
                break;
            }
            case 1: gej_set_infinity(a); break;
            case 2: gej_set_ge(a, b); break;  // a = b: doubling
            default: {                         // a = -b: infinity
                Ge nb;
                ge_neg(nb, b);
                gej_set_ge(a, nb);
                break;
            }
        }
        if (!a.infinity) {  // a random Z
            Fe z = make<Fe>(random_value(rng)), z2, z3;
            if (fe_normalizes_to_zero_var(z)) continue;
            fe_sqr(z2, z);
            fe_mul(z3, z2, z);
            fe_mul(a.x, a.x, z2);
            fe_mul(a.y, a.y, z3);
            fe_mul(a.z, a.z, z);
        }
        Gej want;
        gej_add_ge(want, a, b);
        Gej64 a64{fe_to64(a.x), fe_to64(a.y), fe_to64(a.z), a.infinity};
        const Ge64 b64{fe_to64(b.x), fe_to64(b.y), 0};
        gej64_add_ge(a64, a64, b64);  // aliasing r = a
        ASSERT_EQ(a64.infinity, want.infinity) << j;
        if (!want.infinity) {
            ASSERT_TRUE(gej_eq_var(gej_from64(a64), want)) << j;
        }
    }
}

}  // namespace
}  // namespace ufsecp
#endif
