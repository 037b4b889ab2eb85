// Tests for the field layer (src/field) across representations: long random chains of mixed
// operations give the same bytes in both tiers (10x26 and 5x52) and agree with the
// reference at every step; the 5x52 x86-64 assembly product and square agree limb for limb
// with the portable C path. The per-tier tests are in test_field.cpp.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "field/field.hpp"
#include "support/field_util.hpp"

namespace ufsecp {
namespace {

using namespace ufsecp::test_field;

// ---- cross-tier ------------------------------------------------------------------------

#if defined(UFSECP_HAVE_INT128)

// The same value held in both tiers; both(f) applies an operation to each.
struct Both {
    Fe26 a26;
    Fe52 a52;
    explicit Both(const U256& v) : a26(make<Fe26>(v)), a52(make<Fe52>(v)) {}
    template <class Fn>
    void both(Fn fn) {
        fn(a26);
        fn(a52);
    }
    template <class Fn>
    void both(const Both& w, Fn fn) {
        fn(a26, w.a26);
        fn(a52, w.a52);
    }
};

// A random chain of ~50 mixed operations applied to both tiers and to the reference,
// tracking the magnitude so that every call stays within its contract (a weak
// normalization is inserted where an operation needs a smaller magnitude). After
// every step both tiers must give the same bytes, equal to the reference value.
TEST(FieldCrossTier, RandomOperationChainsAgree) {
    Rng rng(7);
    const U256 half = hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7FFFFE18");  // 1/2
    for (int chain = 0; chain < iters(60); chain++) {
        U256 v = random_value(rng);
        Both c(v);
        int mag = 1;
        for (int step = 0; step < 50; step++) {
            const U256 wv = random_value(rng);
            const Both w(wv);
            const int op = (int)(rng.u32() % 15);
            const int k = (int)(rng.u32() % 9), s = (int)(rng.u32() % 0x8000), flag = (int)(rng.u32() % 2);
            auto need = [&](int limit) {
                if (mag > limit) {
                    c.both([](auto& x) { fe_normalize_weak(x); });
                    mag = 1;
                }
            };
            const U256 old = v;
            switch (op) {
                case 0:
                    need(31);
                    c.both(w, [](auto& x, const auto& y) { fe_add(x, y); });
                    v = P().add(v, wv);
                    mag += 1;
                    break;
                case 1:
                    need(30);
                    c.both(w, [](auto& x, const auto& y) { auto n = y; fe_negate(n, y, 1); fe_add(x, n); });
                    v = P().sub(v, wv);
                    mag += 2;
                    break;
                case 2:
                    need(8);
                    c.both(w, [](auto& x, const auto& y) { fe_mul(x, x, y); });
                    v = P().mul(v, wv);
                    mag = 1;
                    break;
                case 3: need(8); c.both([](auto& x) { fe_sqr(x, x); }); v = P().mul(v, v); mag = 1; break;
                case 4:
                    need(32 / std::max(k, 1));
                    c.both([k](auto& x) { fe_mul_int(x, k); });
                    v = P().mul(v, U256::from_u64(k));
                    mag *= k;
                    break;
                case 5: need(31); c.both([](auto& x) { fe_half(x); }); v = P().mul(v, half); mag = mag / 2 + 1; break;
                case 6: need(31); c.both([mag](auto& x) { fe_negate(x, x, mag); }); v = P().neg(v); mag += 1; break;
                case 7:  // inverse: constant time in one tier, variable time in the other, alternating
                    if (step % 2) {
                        fe_inv(c.a26, c.a26);
                        fe_inv_var(c.a52, c.a52);
                    } else {
                        fe_inv_var(c.a26, c.a26);
                        fe_inv(c.a52, c.a52);
                    }
                    v = (step % 5 == 0) ? P().inv(old) : val(c.a26);  // the reference inverse is slow
                    EXPECT_EQ(P().mul(old, v), U256::from_u64(old.is_zero() ? 0 : 1));
                    mag = 1;
                    break;
                case 8: {  // sqrt: same candidate and verdict in both tiers
                    need(8);
                    Fe26 r26;
                    Fe52 r52;
                    const bool ok = fe_sqrt(r26, c.a26);
                    ASSERT_EQ(fe_sqrt(r52, c.a52), ok);
                    c.a26 = r26;
                    c.a52 = r52;
                    v = val(r26);
                    EXPECT_EQ(P().mul(v, v), ok ? old : P().neg(old));
                    mag = 1;
                    break;
                }
                case 9: c.both([](auto& x) { fe_normalize(x); }); mag = 1; break;
                case 10: c.both([](auto& x) { fe_normalize_var(x); }); mag = 1; break;
                case 11: c.both([](auto& x) { fe_normalize_weak(x); }); mag = 1; break;
                case 12:
                    need(31);
                    c.both([s](auto& x) { fe_add_int(x, s); });
                    v = P().add(v, U256::from_u64(s));
                    mag += 1;
                    break;
                case 13:
                    c.both(w, [flag](auto& x, const auto& y) { fe_cmov(x, y, flag); });
                    v = flag ? wv : v;
                    mag = std::max(mag, 1);
                    break;
                default:  // multiply by an operand of magnitude 8
                    need(8);
                    c.both(w, [](auto& x, const auto& y) { auto u = y; fe_mul_int(u, 8); fe_mul(x, u, x); });
                    v = P().mul(v, P().mul(wv, U256::from_u64(8)));
                    mag = 1;
                    break;
            }
            unsigned char b26[32], b52[32];
            Fe26 t26 = c.a26;
            Fe52 t52 = c.a52;
            fe_normalize(t26);
            fe_normalize(t52);
            fe_get_b32(b26, t26);
            fe_get_b32(b52, t52);
            ASSERT_EQ(std::memcmp(b26, b52, 32), 0) << "chain " << chain << " step " << step << " op " << op;
            ASSERT_EQ(U256::from_be(b26), v) << "chain " << chain << " step " << step << " op " << op;
            EXPECT_EQ(fe_normalizes_to_zero(c.a26), v.is_zero());
            EXPECT_EQ(fe_normalizes_to_zero_var(c.a26), v.is_zero());
            EXPECT_EQ(fe_normalizes_to_zero(c.a52), v.is_zero());
            EXPECT_EQ(fe_normalizes_to_zero_var(c.a52), v.is_zero());
            if (mag <= 30) {
                EXPECT_EQ(fe_equal(w.a26, c.a26), wv == v);
                EXPECT_EQ(fe_equal_var(w.a52, c.a52), wv == v);
            }
        }
    }
}

// The 5x52 product and square in x86-64 assembly (field_5x52_asm.hpp) against the
// portable C path (fe52_detail::mul_c / sqr_c): the two follow the same steps, so their
// limbs must agree exactly, not only their values. Inputs: random limbs at every
// magnitude 1..8 (often exactly at the bound), all limbs at the bound, canonical special
// values, and aliased outputs. Off x86-64 (or with UFSECP_FIELD_NO_ASM) this checks
// the C path against the reference alone.
TEST(Fe52AsmVsC, ProductAndSquareAgree) {
    using F = Fe52;
    Rng rng(5252);
    auto check = [&](const Limbs& la, int ma, const Limbs& lb, int mb) {
        const F a = raw<F>(la, ma), b = raw<F>(lb, mb);
        const U256 va = raw_value<F>(la), vb = raw_value<F>(lb);
        std::uint64_t rc[5], rs[5];
        fe52_detail::mul_c(rc, a.n, b.n);
        fe52_detail::sqr_c(rs, a.n);
        F tc{}, ts{};
        for (int i = 0; i < 5; i++) tc.n[i] = rc[i], ts.n[i] = rs[i];
#ifdef UFSECP_VERIFY
        tc.magnitude = ts.magnitude = 1;
        tc.normalized = ts.normalized = 0;
#endif
        fe_verify(tc);  // magnitude 1 bounds
        fe_verify(ts);
        ASSERT_EQ(val(tc), P().mul(va, vb));
        ASSERT_EQ(val(ts), P().mul(va, va));
#if defined(UFSECP_FE52_HAVE_ASM)
        std::uint64_t ra[5], rq[5];
        fe52_detail::mul_asm(ra, a.n, b.n);
        fe52_detail::sqr_asm(rq, a.n);
        for (int i = 0; i < 5; i++) {
            ASSERT_EQ(ra[i], rc[i]) << "mul limb " << i;
            ASSERT_EQ(rq[i], rs[i]) << "sqr limb " << i;
        }
        // The library entry points, with the output aliasing each input.
        F x = a;
        fe_mul(x, x, b);
        F y = b;
        fe_mul(y, a, y);
        F z = a;
        fe_sqr(z, z);
        F w = a;
        fe_mul(w, w, w);
        for (int i = 0; i < 5; i++) {
            ASSERT_EQ(x.n[i], rc[i]);
            ASSERT_EQ(y.n[i], rc[i]);
            ASSERT_EQ(z.n[i], rs[i]);
        }
        EXPECT_EQ(val(w), P().mul(va, va));
#endif
    };
    // Every limb at its bound, for every pair of magnitudes.
    for (int ma = 1; ma <= 8; ma++) {
        for (int mb = 1; mb <= 8; mb++) {
            Limbs la(5), lb(5);
            for (int i = 0; i < 5; i++) la[i] = limb_bound<F>(i, ma), lb[i] = limb_bound<F>(i, mb);
            check(la, ma, lb, mb);
            check(la, ma, Limbs(5, 0), 1);
        }
    }
    // Special values (canonical limbs, magnitude 1), pairwise.
    const std::vector<U256> sv = special_values();
    for (const U256& x : sv) {
        for (const U256& y : sv) check(canonical_limbs<F>(x), 1, canonical_limbs<F>(y), 1);
    }
    // Random limbs.
    for (int i = 0; i < iters(8000); i++) {
        const int ma = 1 + (int)(rng.u32() % 8), mb = 1 + (int)(rng.u32() % 8);
        check(random_limbs<F>(rng, ma), ma, random_limbs<F>(rng, mb), mb);
    }
}

#endif  // UFSECP_HAVE_INT128

}  // namespace
}  // namespace ufsecp
