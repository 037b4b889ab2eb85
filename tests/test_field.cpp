// Tests for the field layer (src/field): both tiers, Fe26 (10x26) and, where unsigned
// __int128 exists, Fe52 (5x52), run through the same typed tests.
//
// What is checked:
//   * agreement with an independent reference (tests/support/ref_bigint.hpp) for every
//     arithmetic operation on random and edge-case inputs, including inputs built
//     limb by limb at the largest magnitude each function allows;
//   * encoding (set_b32_mod / set_b32_limit / get_b32 / storage / constants);
//   * ring laws, inverses, square roots, batch inversion;
//   * normalization of unreduced multiples of p and of the values that trip the
//     final "value >= p" step;
//   * cross-tier: long random chains of mixed operations give the same bytes in
//     both tiers (and agree with the reference at every step).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "field/field.hpp"
#include "support/field_util.hpp"
#include "support/ref_bigint.hpp"
#include "support/test_rng.hpp"

namespace ufsecp {
namespace {

using namespace ufsecp::test_field;

template <class F>
class FieldTest : public ::testing::Test {
protected:
    Rng rng{Tier<F>::stream};
};

#if defined(UFSECP_HAVE_INT128)
using Tiers = ::testing::Types<Fe26, Fe52>;
#else
using Tiers = ::testing::Types<Fe26>;
#endif
TYPED_TEST_SUITE(FieldTest, Tiers);

// ---- constants and encoding ---------------------------------------------------------

TYPED_TEST(FieldTest, ConstantsAndCurveEquation) {
    using F = TypeParam;
    // The generator's coordinates, built at compile time.
    static constexpr F gx = F::from_u32be(0x79BE667E, 0xF9DCBBAC, 0x55A06295, 0xCE870B07, 0x029BFCDB, 0x2DCE28D9,
                                          0x59F2815B, 0x16F81798);
    static constexpr F gy = F::from_u32be(0x483ADA77, 0x26A3C465, 0x5DA4FBFC, 0x0E1108A8, 0xFD17B448, 0xA6855419,
                                          0x9C47D08F, 0xFB10D4B8);
    unsigned char b[32];
    fe_get_b32(b, gx);
    EXPECT_EQ(U256::from_be(b), hex("79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798"));
    fe_get_b32(b, gy);
    EXPECT_EQ(U256::from_be(b), hex("483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8"));
    // y^2 == x^3 + 7
    F y2, x3, seven;
    fe_sqr(y2, gy);
    fe_sqr(x3, gx);
    fe_mul(x3, x3, gx);
    fe_set_int(seven, 7);
    fe_add(x3, seven);
    EXPECT_TRUE(fe_equal(y2, x3));
    EXPECT_TRUE(fe_equal_var(y2, x3));
    // p - 1 as a constant; adding 1 gives 0 mod p.
    static constexpr F pm1 = F::from_u32be(0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF,
                                           0xFFFFFFFE, 0xFFFFFC2E);
    EXPECT_EQ(val(pm1), p_minus(1));
    F t = pm1;
    fe_add_int(t, 1);
    EXPECT_TRUE(fe_normalizes_to_zero(t));
    EXPECT_TRUE(fe_normalizes_to_zero_var(t));
    // 1/2 = (p+1)/2 as a known answer for half and inverse.
    F one, h, inv2, two;
    fe_set_int(one, 1);
    h = one;
    fe_half(h);
    EXPECT_EQ(val(h), hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7FFFFE18"));
    fe_set_int(two, 2);
    fe_inv(inv2, two);
    EXPECT_EQ(val(inv2), val(h));
    // Random constants via from_u32be agree with set_b32_limit.
    Rng& rng = this->rng;
    for (int i = 0; i < iters(200); i++) {
        U256 v = random_value(rng);
        F c = F::from_u32be(v.v[7], v.v[6], v.v[5], v.v[4], v.v[3], v.v[2], v.v[1], v.v[0]);
        v.to_be(b);
        F d;
        ASSERT_TRUE(fe_set_b32_limit(d, b));
        EXPECT_EQ(fe_cmp_var(c, d), 0);
        EXPECT_EQ(val(c), v);
    }
}

TYPED_TEST(FieldTest, SetB32ModAndLimit) {
    using F = TypeParam;
    unsigned char b[32];
    F r;
    // Values >= p: set_b32_mod reduces, set_b32_limit rejects.
    const std::uint64_t offsets[] = {0, 1, 2, 0x3D0, 0x3D1, 0xFFFFFFFFull, 0x1000003D0ull};  // p + C - 1 = 2^256 - 1
    for (std::uint64_t k : offsets) {
        U256 v = p_plus(k);
        v.to_be(b);
        fe_set_b32_mod(r, b);
        EXPECT_EQ(val(r), U256::from_u64(k)) << "p + " << k;
        EXPECT_EQ(fe_is_odd(r), (bool)(k & 1));
        EXPECT_FALSE(fe_set_b32_limit(r, b)) << "p + " << k;
    }
    std::memset(b, 0xFF, 32);
    EXPECT_FALSE(fe_set_b32_limit(r, b));
    fe_set_b32_mod(r, b);
    EXPECT_EQ(val(r), U256::from_u64(0x1000003D0ull));
    // Values < p: accepted, round trip exactly.
    for (std::uint64_t k : {1ull, 2ull, 3ull, 0x3D1ull, 0x1000003D1ull}) {
        U256 v = p_minus(k);
        v.to_be(b);
        ASSERT_TRUE(fe_set_b32_limit(r, b)) << "p - " << k;
        unsigned char out[32];
        fe_get_b32(out, r);
        EXPECT_EQ(std::memcmp(b, out, 32), 0);
    }
    std::memset(b, 0, 32);
    ASSERT_TRUE(fe_set_b32_limit(r, b));
    EXPECT_TRUE(fe_is_zero(r));
    // Random (edge-biased) inputs: limit accepts iff < p; mod agrees with the reference.
    Rng& rng = this->rng;
    for (int i = 0; i < iters(3000); i++) {
        rng.bytes32_edgy(b);
        if (i % 4 == 0) std::memset(b, 0xFF, 27);  // near p and above it
        const U256 v = U256::from_be(b);
        const bool below = ref::cmp(v, P().m) < 0;
        F a;
        EXPECT_EQ(fe_set_b32_limit(a, b), below);
        if (below) {
            unsigned char out[32];
            fe_get_b32(out, a);
            EXPECT_EQ(std::memcmp(b, out, 32), 0);
        }
        fe_set_b32_mod(a, b);
        EXPECT_EQ(val(a), P().reduce(v));
    }
}

TYPED_TEST(FieldTest, StorageCmovAndPredicates) {
    using F = TypeParam;
    Rng& rng = this->rng;
    for (int i = 0; i < iters(500); i++) {
        const U256 va = random_value(rng), vb = random_value(rng);
        F a = make<F>(va), b = make<F>(vb);
        // storage round trip and storage cmov
        FeStorage sa, sb;
        fe_to_storage(sa, a);
        fe_to_storage(sb, b);
        for (int w = 0; w < 4; w++) {
            EXPECT_EQ(sa.n[w], (std::uint64_t)va.v[2 * w] | ((std::uint64_t)va.v[2 * w + 1] << 32));
        }
        F back;
        fe_from_storage(back, sa);
        EXPECT_EQ(fe_cmp_var(back, a), 0);
        FeStorage s = sa;
        fe_storage_cmov(s, sb, 0);
        EXPECT_EQ(std::memcmp(&s, &sa, sizeof s), 0);
        fe_storage_cmov(s, sb, 1);
        EXPECT_EQ(std::memcmp(&s, &sb, sizeof s), 0);
        // cmov
        F c = a;
        fe_cmov(c, b, 0);
        EXPECT_EQ(val(c), va);
        fe_cmov(c, b, 1);
        EXPECT_EQ(val(c), vb);
        // cmov on an unnormalized operand keeps the value
        F wide = a;
        fe_mul_int(wide, 3);
        c = b;
        fe_cmov(c, wide, 1);
        EXPECT_EQ(val(c), P().add(va, P().add(va, va)));
        // comparisons and predicates
        const int want = ref::cmp(va, vb);
        EXPECT_EQ(fe_cmp_var(a, b), want);
        EXPECT_EQ(fe_cmp_var(b, a), -want);
        EXPECT_EQ(fe_cmp_var(a, a), 0);
        EXPECT_EQ(fe_equal(a, b), va == vb);
        EXPECT_EQ(fe_equal_var(a, b), va == vb);
        EXPECT_TRUE(fe_equal(a, a));
        EXPECT_TRUE(fe_equal_var(b, b));
        EXPECT_EQ(fe_is_odd(a), (bool)(va.v[0] & 1));
        EXPECT_EQ(fe_is_zero(a), va.is_zero());
    }
    // set_int / clear / add_int
    F z;
    fe_set_int(z, 0x7FFF);
    EXPECT_EQ(val(z), U256::from_u64(0x7FFF));
    fe_add_int(z, 0x7FFF);
    EXPECT_EQ(val(z), U256::from_u64(0xFFFE));
    fe_clear(z);
    EXPECT_TRUE(fe_is_zero(z));
    F one;
    fe_set_int(one, 1);
    EXPECT_FALSE(fe_is_zero(one));
    EXPECT_TRUE(fe_is_odd(one));
    EXPECT_FALSE(fe_equal(one, z));
}

// ---- arithmetic against the reference ----------------------------------------------

template <class F>
void check_binary_ops(const U256& va, const U256& vb) {
    const F a = make<F>(va), b = make<F>(vb);
    F r = a;
    fe_add(r, b);
    EXPECT_EQ(val(r), P().add(va, vb));
    // sub = a + (-b)
    F nb;
    fe_negate(nb, b, 1);
    r = a;
    fe_add(r, nb);
    EXPECT_EQ(val(r), P().sub(va, vb));
    fe_mul(r, a, b);
    EXPECT_EQ(val(r), P().mul(va, vb));
    fe_sqr(r, a);
    EXPECT_EQ(val(r), P().mul(va, va));
    EXPECT_EQ(fe_equal(a, b), va == vb);
}

template <class F>
void check_unary_ops(const U256& va, Rng& rng) {
    const F a = make<F>(va);
    F r;
    fe_negate(r, a, 1);
    EXPECT_EQ(val(r), P().neg(va));
    r = a;
    const int k = (int)(rng.u32() % 33);
    fe_mul_int(r, k);
    EXPECT_EQ(val(r), P().mul(va, U256::from_u64(k)));
    r = a;
    const int s = (int)(rng.u32() % 0x8000);
    fe_add_int(r, s);
    EXPECT_EQ(val(r), P().add(va, U256::from_u64(s)));
    r = a;
    fe_half(r);
    const U256 h = val(r);
    EXPECT_EQ(P().add(h, h), va);
    F n = a;
    fe_normalize_var(n);
    EXPECT_EQ(val(n), va);
}

TYPED_TEST(FieldTest, AgreesWithReferenceOnSpecialValues) {
    using F = TypeParam;
    const auto sv = special_values();
    for (const auto& a : sv) {
        check_unary_ops<F>(a, this->rng);
        for (const auto& b : sv) check_binary_ops<F>(a, b);
    }
}

TYPED_TEST(FieldTest, AgreesWithReferenceOnRandomValues) {
    using F = TypeParam;
    Rng& rng = this->rng;
    for (int i = 0; i < iters(2000); i++) {
        const U256 a = random_value(rng), b = random_value(rng);
        check_binary_ops<F>(a, b);
        check_unary_ops<F>(a, rng);
    }
}

TYPED_TEST(FieldTest, RingLaws) {
    using F = TypeParam;
    Rng& rng = this->rng;
    auto same = [](const F& x, const F& y) { return val(x) == val(y); };
    for (int i = 0; i < iters(1000); i++) {
        const F a = make<F>(random_value(rng)), b = make<F>(random_value(rng)), c = make<F>(random_value(rng));
        F ab, ba, t, u, v;
        fe_mul(ab, a, b);
        fe_mul(ba, b, a);
        EXPECT_TRUE(same(ab, ba));
        t = a;
        fe_add(t, b);
        u = b;
        fe_add(u, a);
        EXPECT_TRUE(same(t, u));
        // (ab)c == a(bc)
        fe_mul(t, ab, c);
        fe_mul(u, b, c);
        fe_mul(u, a, u);
        EXPECT_TRUE(same(t, u));
        // a(b + c) == ab + ac
        t = b;
        fe_add(t, c);
        fe_mul(t, a, t);
        fe_mul(u, a, c);
        v = ab;
        fe_add(v, u);
        EXPECT_TRUE(same(t, v));
        EXPECT_TRUE(fe_equal(t, v));
        // a*a == sqr(a); a + (-a) == 0; a * 1 == a; (a/2)*2 == a
        fe_mul(t, a, a);
        fe_sqr(u, a);
        EXPECT_TRUE(same(t, u));
        fe_negate(t, a, 1);
        fe_add(t, a);
        EXPECT_TRUE(fe_normalizes_to_zero(t));
        EXPECT_TRUE(fe_normalizes_to_zero_var(t));
        F one;
        fe_set_int(one, 1);
        fe_mul(t, a, one);
        EXPECT_TRUE(same(t, a));
        t = a;
        fe_half(t);
        fe_mul_int(t, 2);
        EXPECT_TRUE(same(t, a));
    }
}

TYPED_TEST(FieldTest, OutputMayAliasInputs) {
    using F = TypeParam;
    Rng& rng = this->rng;
    for (int i = 0; i < iters(300); i++) {
        const U256 va = random_value(rng), vb = random_value(rng);
        const F a0 = make<F>(va), b0 = make<F>(vb);
        F a = a0, b = b0;
        fe_mul(a, a, b);  // r aliases a
        EXPECT_EQ(val(a), P().mul(va, vb));
        a = a0;
        fe_mul(b, a, b);  // r aliases b
        EXPECT_EQ(val(b), P().mul(va, vb));
        a = a0;
        fe_mul(a, a, a);  // all three
        EXPECT_EQ(val(a), P().mul(va, va));
        a = a0;
        fe_sqr(a, a);
        EXPECT_EQ(val(a), P().mul(va, va));
        a = a0;
        fe_negate(a, a, 1);
        EXPECT_EQ(val(a), P().neg(va));
        a = a0;
        fe_inv(a, a);
        F prod;
        fe_mul(prod, a, a0);
        EXPECT_EQ(val(prod), U256::from_u64(va.is_zero() ? 0 : 1));
        a = a0;
        fe_inv_var(a, a);
        fe_mul(prod, a, a0);
        EXPECT_EQ(val(prod), U256::from_u64(va.is_zero() ? 0 : 1));
    }
}

// Representations of v + k*p with limbs spread unevenly: start from canonical limbs
// of v plus k times the limbs of p, then move random amounts of 2^B down from a limb
// to the one below (value unchanged) while the bounds allow.
template <class F>
Limbs spread_multiple(Rng& rng, const U256& v, int k, int m) {
    Limbs l = canonical_limbs<F>(v);
    const Limbs pl = canonical_limbs<F>(p_value());
    for (int i = 0; i < Tier<F>::N; i++) l[i] += (std::uint64_t)k * pl[i];
    for (int round = 0; round < 3 * Tier<F>::N; round++) {
        const int i = (int)(rng.u32() % (Tier<F>::N - 1));
        const std::uint64_t room = (limb_bound<F>(i, m) - l[i]) >> Tier<F>::B;
        std::uint64_t take = std::min<std::uint64_t>(room, l[i + 1]);
        if (take == 0) continue;
        take = (rng.u32() % 2) ? take : 1 + rng.u64() % take;
        l[i + 1] -= take;
        l[i] += take << Tier<F>::B;
    }
    return l;
}

// ---- inversion, square roots, batch inversion ----------------------------------------

// The reference inverse (Fermat, ~15 ms) is used on the special values and a few
// random ones; InverseProperties checks a * r == 1 in the reference, which pins r down.
TYPED_TEST(FieldTest, InverseAgreesWithReference) {
    using F = TypeParam;
    Rng& rng = this->rng;
    std::vector<U256> vals = special_values();
    for (int i = 0; i < iters(8); i++) vals.push_back(random_value(rng));
    for (const auto& v : vals) {
        const F a = make<F>(v);
        F r, rv;
        fe_inv(r, a);
        fe_inv_var(rv, a);
        const U256 want = P().inv(v);
        EXPECT_EQ(val(r), want);
        EXPECT_EQ(val(rv), want);
    }
}

TYPED_TEST(FieldTest, InverseProperties) {
    using F = TypeParam;
    Rng& rng = this->rng;
    F zero, r;
    fe_set_int(zero, 0);
    fe_inv(r, zero);
    EXPECT_TRUE(fe_is_zero(r));
    fe_inv_var(r, zero);
    EXPECT_TRUE(fe_is_zero(r));
    // p itself, unreduced (limbs of p): still zero, inverse zero.
    const F praw = raw<F>(canonical_limbs<F>(p_value()), 1);
    fe_inv(r, praw);
    EXPECT_TRUE(fe_is_zero(r));
    fe_inv_var(r, praw);
    EXPECT_TRUE(fe_is_zero(r));
    for (int i = 0; i < iters(2000); i++) {
        const U256 v = random_value(rng);
        const F a = make<F>(v);
        F c, d, prod;
        fe_inv(c, a);
        fe_inv_var(d, a);
        EXPECT_EQ(fe_cmp_var(c, d), 0);
        EXPECT_EQ(P().mul(v, val(c)), U256::from_u64(v.is_zero() ? 0 : 1));
        fe_mul(prod, a, c);
        EXPECT_EQ(val(prod), U256::from_u64(v.is_zero() ? 0 : 1));
        // 1/(1/a) == a
        fe_inv(d, c);
        EXPECT_EQ(val(d), v);
    }
    // Inputs at magnitude 32 (the largest fe_inv accepts), built limb by limb.
    for (int i = 0; i < iters(200); i++) {
        const Limbs l = random_limbs<F>(rng, 32);
        const U256 v = raw_value<F>(l);
        const F a = raw<F>(l, 32);
        F c, d, prod;
        fe_inv(c, a);
        fe_inv_var(d, a);
        EXPECT_EQ(fe_cmp_var(c, d), 0);
        F an = a;
        fe_normalize(an);
        fe_mul(prod, an, c);
        EXPECT_EQ(val(prod), U256::from_u64(v.is_zero() ? 0 : 1));
    }
}

TYPED_TEST(FieldTest, SquareRoots) {
    using F = TypeParam;
    Rng& rng = this->rng;
    F zero, r;
    fe_set_int(zero, 0);
    EXPECT_TRUE(fe_sqrt(r, zero));
    EXPECT_TRUE(fe_normalizes_to_zero(r));
    EXPECT_TRUE(fe_is_square_var(zero));
    // Known: 4 has roots 2 and p-2; -1 is not a square (p = 3 mod 4); 7 is not (the
    // curve has no point with x = 0).
    F four;
    fe_set_int(four, 4);
    ASSERT_TRUE(fe_sqrt(r, four));
    const U256 r4 = val(r);
    EXPECT_TRUE(r4 == U256::from_u64(2) || r4 == p_minus(2));
    F m1;
    fe_set_int(m1, 1);
    fe_negate(m1, m1, 1);
    EXPECT_FALSE(fe_sqrt(r, m1));
    EXPECT_FALSE(fe_is_square_var(m1));
    F seven;
    fe_set_int(seven, 7);
    EXPECT_FALSE(fe_sqrt(r, seven));

    int non_squares = 0;
    const int n = iters(600);
    for (int i = 0; i < n; i++) {
        const U256 v = random_value(rng);
        // Half of the inputs unnormalized: v + 7p spread over the limbs, magnitude 4.
        const F a = (i % 2) ? make<F>(v) : raw<F>(spread_multiple<F>(rng, v, 7, 4), 4);
        const bool ok = fe_sqrt(r, a);
        EXPECT_EQ(fe_is_square_var(a), ok);
        const U256 rv = val(r);
        const U256 r2 = P().mul(rv, rv);
        if (ok) {
            EXPECT_EQ(r2, v);
        } else {
            non_squares++;
            EXPECT_FALSE(v.is_zero());
            EXPECT_EQ(r2, P().neg(v));  // a^((p+1)/2) = -a for a non-square a
            F na, rn;
            fe_negate(na, a, 4);
            EXPECT_TRUE(fe_sqrt(rn, na));  // exactly one of a, -a is a square
        }
        // Squares always have a root, and it is +-b.
        const U256 b = random_value(rng);
        F bb;
        fe_sqr(bb, make<F>(b));
        ASSERT_TRUE(fe_sqrt(r, bb));
        const U256 rb = val(r);
        EXPECT_TRUE(rb == b || rb == P().neg(b));
    }
    EXPECT_GT(non_squares, n * 35 / 100);
    EXPECT_LT(non_squares, n * 65 / 100);
    // Euler's criterion through the reference, a few times.
    const U256 e = hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7FFFFE17");  // (p-1)/2
    for (int i = 0; i < iters(20); i++) {
        const U256 v = random_value(rng);
        const bool qr = P().pow(v, e) == U256::from_u64(1) || v.is_zero();
        EXPECT_EQ(fe_is_square_var(make<F>(v)), qr);
    }
}

TYPED_TEST(FieldTest, BatchInverse) {
    using F = TypeParam;
    Rng& rng = this->rng;
    for (std::size_t n : {std::size_t(1), std::size_t(2), std::size_t(17)}) {
        for (int rep = 0; rep < iters(10); rep++) {
            std::vector<F> a(n), r(n);
            for (std::size_t i = 0; i < n; i++) {
                U256 v = random_value(rng);
                if (v.is_zero()) v = U256::from_u64(1);
                a[i] = make<F>(v);
                if (i % 3 == 1) fe_mul_int(a[i], 4);  // unnormalized inputs, magnitude 4
            }
            fe_inv_all_var(r.data(), a.data(), n);
            for (std::size_t i = 0; i < n; i++) {
                F want;
                fe_inv(want, a[i]);
                EXPECT_TRUE(fe_equal(want, r[i])) << "n=" << n << " i=" << i;
            }
        }
    }
    fe_inv_all_var<F>(nullptr, nullptr, 0);  // n = 0 is a no-op
}

// ---- lazy reduction at the stated bounds ----------------------------------------------

// Every operation that accepts an input of magnitude m, applied to `a` (value va,
// magnitude m) and checked against the reference.
template <class F>
void check_at_magnitude(const F& a, const U256& va, int m) {
    F x = a, y = a, z = a;
    fe_normalize(x);
    fe_normalize_var(y);
    fe_normalize_weak(z);
    EXPECT_EQ(val(x), va) << m;
    EXPECT_EQ(fe_cmp_var(x, y), 0) << m;
    EXPECT_EQ(val(z), va) << m;
    EXPECT_EQ(fe_normalizes_to_zero(a), va.is_zero()) << m;
    EXPECT_EQ(fe_normalizes_to_zero_var(a), va.is_zero()) << m;
    if (m <= 8) {  // mul / sqr
        F s, t;
        fe_sqr(s, a);
        fe_mul(t, a, a);
        EXPECT_EQ(val(s), P().mul(va, va)) << m;
        EXPECT_EQ(val(t), P().mul(va, va)) << m;
        // the product has magnitude 1: 31 more may be added to it
        for (int k = 0; k < 31; k++) fe_add(t, s);
        EXPECT_EQ(val(t), P().mul(P().mul(va, va), U256::from_u64(32))) << m;
    }
    if (m <= 31) {  // negate / half
        F n, h = a;
        fe_negate(n, a, m);
        EXPECT_EQ(val(n), P().neg(va)) << m;
        fe_half(h);
        EXPECT_EQ(P().add(val(h), val(h)), va) << m;
        if (2 * m + 1 <= 32) {
            fe_add(n, a);
            EXPECT_TRUE(fe_normalizes_to_zero(n)) << m;
        }
    }
    F t = a;
    fe_mul_int(t, 32 / m);
    EXPECT_EQ(val(t), P().mul(va, U256::from_u64(32 / m))) << m;
    if (m <= 30) {  // equal: left side magnitude 1, right side up to 30
        EXPECT_TRUE(fe_equal(x, a)) << m;
        EXPECT_TRUE(fe_equal_var(x, a)) << m;
        fe_add_int(x, 1);
        fe_normalize_weak(x);
        EXPECT_FALSE(fe_equal(x, a)) << m;
        EXPECT_FALSE(fe_equal_var(x, a)) << m;
    }
}

TYPED_TEST(FieldTest, MaximalMagnitudes) {
    using F = TypeParam;
    const U256 pm1 = p_minus(1);
    const F e = make<F>(pm1);  // p - 1, normalized: every limb near its maximum
    // Sums of k copies of p-1 (magnitude k), for k = 1..32.
    F sum = e;
    for (int k = 1; k <= 32; k++) {
        if (k > 1) fe_add(sum, e);
        const U256 want = P().mul(pm1, U256::from_u64(k));
        check_at_magnitude(sum, want, k);
        F inv;
        fe_inv(inv, sum);
        EXPECT_EQ(P().mul(val(inv), want), U256::from_u64(1)) << k;
    }
    // Every limb at its maximum for magnitude m: value 2m * (2^256 - 1).
    const U256 all_ones = P().reduce(hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"));
    for (int m = 1; m <= 32; m++) {
        Limbs l(Tier<F>::N);
        for (int i = 0; i < Tier<F>::N; i++) l[i] = limb_bound<F>(i, m);
        const U256 want = raw_value<F>(l);
        EXPECT_EQ(want, P().mul(U256::from_u64(2 * m), all_ones));
        check_at_magnitude(raw<F>(l, m), want, m);
    }
}

TYPED_TEST(FieldTest, RandomLimbsAtEveryMagnitude) {
    using F = TypeParam;
    Rng& rng = this->rng;
    for (int i = 0; i < iters(1500); i++) {
        const int m = 1 + (int)(rng.u32() % 32);
        const Limbs la = random_limbs<F>(rng, m);
        const U256 va = raw_value<F>(la);
        const F a = raw<F>(la, m);
        check_at_magnitude(a, va, m);
        // a second operand of magnitude <= 8, for mul and add
        const int mb = 1 + (int)(rng.u32() % 8);
        const Limbs lb = random_limbs<F>(rng, mb);
        const U256 vb = raw_value<F>(lb);
        const F b = raw<F>(lb, mb);
        if (m <= 8) {
            F r;
            fe_mul(r, a, b);
            EXPECT_EQ(val(r), P().mul(va, vb));
        }
        if (m + mb <= 32) {
            F s = a;
            fe_add(s, b);
            EXPECT_EQ(val(s), P().add(va, vb));
        }
    }
}

TYPED_TEST(FieldTest, MultiplesOfPAndBoundaryValues) {
    using F = TypeParam;
    Rng& rng = this->rng;
    // Zero itself, in each form an operation can leave it (all limbs zero).
    F zs[3];
    fe_set_int(zs[0], 0);
    fe_clear(zs[1]);
    zs[2] = make<F>(U256::from_u64(5));
    fe_mul_int(zs[2], 0);
    for (const F& z : zs) {
        EXPECT_TRUE(fe_normalizes_to_zero(z));
        EXPECT_TRUE(fe_normalizes_to_zero_var(z));
        F n = z;
        fe_normalize_var(n);
        EXPECT_TRUE(fe_is_zero(n));
    }
    // Canonical-limb values in [p, 2^256): the "value >= p" step of normalize.
    const std::uint64_t offsets[] = {0, 1, 2, 0x3D0, 0x3D1, 0x3FFFFFF, 0x4000000, 0xFFFFFFFFull, 0x1000003D0ull};
    for (std::uint64_t off : offsets) {
        const U256 v = p_plus(off);
        const F a = raw<F>(canonical_limbs<F>(v), 1);
        F x = a, y = a, z = a;
        fe_normalize(x);
        fe_normalize_var(y);
        fe_normalize_weak(z);
        EXPECT_EQ(val(x), U256::from_u64(off));
        EXPECT_EQ(val(y), U256::from_u64(off));
        EXPECT_EQ(val(z), U256::from_u64(off));
        EXPECT_EQ(fe_normalizes_to_zero(a), off == 0);
        EXPECT_EQ(fe_normalizes_to_zero_var(a), off == 0);
    }
    // Just below p in canonical limbs: unchanged by normalization.
    for (std::uint64_t off : {1ull, 2ull, 0x3D1ull, 0x4000000ull}) {
        const U256 v = p_minus(off);
        F a = raw<F>(canonical_limbs<F>(v), 1);
        fe_normalize(a);
        EXPECT_EQ(val(a), v);
    }
    // 2^256 + small (a carry already sitting in the top limb's first spare bit).
    {
        Limbs l(Tier<F>::N, 0);
        l[Tier<F>::N - 1] = 1ull << Tier<F>::TOP;
        for (std::uint64_t low : {0ull, 1ull, 0x3D0ull, 0x3FFull}) {
            l[0] = low;
            F a = raw<F>(l, 1);
            const U256 want = P().add(U256::from_u64(0x1000003D1ull), U256::from_u64(low));
            EXPECT_EQ(val(a), want);
            EXPECT_FALSE(fe_normalizes_to_zero(a));
            EXPECT_FALSE(fe_normalizes_to_zero_var(a));
        }
    }
    // k*p spread over the limbs, for every k the magnitude bound allows; and near misses.
    for (int rep = 0; rep < iters(40); rep++) {
        for (int k = 1; k <= 62; k++) {
            const int m = 32;
            const Limbs l = spread_multiple<F>(rng, U256(), k, m);
            bool fits = true;
            for (int i = 0; i < Tier<F>::N; i++) fits &= l[i] <= limb_bound<F>(i, m);
            if (!fits) continue;  // k*p's top limb outgrows magnitude 32 for the largest k
            const F a = raw<F>(l, m);
            EXPECT_TRUE(fe_normalizes_to_zero(a)) << k;
            EXPECT_TRUE(fe_normalizes_to_zero_var(a)) << k;
            F x = a, y = a;
            fe_normalize(x);
            fe_normalize_var(y);
            EXPECT_TRUE(fe_is_zero(x)) << k;
            EXPECT_TRUE(fe_is_zero(y)) << k;
            // v + k*p for small or structured v: not zero, normalizes to v.
            const U256 vs[] = {U256::from_u64(1), p_minus(1), U256::from_u64(1ull << Tier<F>::B),
                               U256::from_u64(0x1000003D1ull), random_value(rng)};
            for (const U256& v : vs) {
                const Limbs lv = spread_multiple<F>(rng, v, k - 1, m);
                bool ok = true;
                for (int i = 0; i < Tier<F>::N; i++) ok &= lv[i] <= limb_bound<F>(i, m);
                if (!ok) continue;
                const F b = raw<F>(lv, m);
                EXPECT_EQ(raw_value<F>(lv), v);
                EXPECT_EQ(fe_normalizes_to_zero(b), v.is_zero());
                EXPECT_EQ(fe_normalizes_to_zero_var(b), v.is_zero());
                F bn = b;
                fe_normalize(bn);
                EXPECT_EQ(val(bn), v);
                fe_normalize_var(bn);
                EXPECT_EQ(val(bn), v);
                F bw = b;
                fe_normalize_weak(bw);
                EXPECT_EQ(val(bw), v);
            }
        }
    }
}

}  // namespace
}  // namespace ufsecp
