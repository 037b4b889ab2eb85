// Tests for group/group.hpp and group/group_sec1.hpp: the secp256k1 group law.
//
// Every result is checked against tests/support/ref_ec.hpp (a slow affine reference
// that shares nothing with the library), Jacobian results being converted to affine by
// the reference's own arithmetic rather than by the library's ge_set_gej. Covered:
// each addition/doubling routine on random multiples of G and on every exceptional
// input (infinity on either side, P + P, P + (-P), the y1 = -y2 / x1 = beta*x2 case of
// the unified formula, Jacobian inputs with Z != 1), group laws, long random walks that
// drive magnitudes to their limits, affine conversion (single and batch, with
// infinities), x-only lifting, validity, storage, and SEC1 parsing/serialization
// (compared with libsecp256k1 on >= 10,000 random and mutated encodings).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "group/group.hpp"
#include "group/group_sec1.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"

#if defined(UFSECP_TEST_HAVE_LIBSECP256K1)
#include <secp256k1.h>
#endif

namespace ufsecp {
namespace {

using ref::Point;
using ref::U256;

// ---- conversions between the library and the reference ---------------------------

U256 u256_of_fe(const Fe& a) {
    Fe t = a;
    fe_normalize(t);
    unsigned char b[32];
    fe_get_b32(b, t);
    return U256::from_be(b);
}

Fe fe_of_u256(const U256& a) {  // a < p
    unsigned char b[32];
    a.to_be(b);
    Fe r;
    EXPECT_TRUE(fe_set_b32_limit(r, b));
    return r;
}

Point ref_of_ge(const Ge& a) {
    if (ge_is_infinity(a)) return Point::infinity();
    return Point::xy(u256_of_fe(a.x), u256_of_fe(a.y));
}

// Affine value of a Jacobian point computed with the reference's arithmetic.
Point ref_of_gej(const Gej& a) {
    if (gej_is_infinity(a)) return Point::infinity();
    const ref::Mod& p = ref::field_p();
    U256 z = u256_of_fe(a.z);
    if (z.is_zero()) {
        ADD_FAILURE() << "finite Jacobian point with Z = 0";
        return Point::infinity();
    }
    U256 zi = ref::mod_inv(p, z);
    U256 zi2 = p.mul(zi, zi);
    return Point::xy(p.mul(u256_of_fe(a.x), zi2), p.mul(u256_of_fe(a.y), p.mul(zi2, zi)));
}

Ge ge_of_ref(const Point& a) {
    Ge r;
    if (a.inf) {
        ge_set_infinity(r);
    } else {
        ge_set_xy(r, fe_of_u256(a.x), fe_of_u256(a.y));
    }
    return r;
}

// The Jacobian form (x l^2, y l^3, l) of an affine point, built with the reference so
// that additions see a non-trivial Z. l must be nonzero mod p.
Gej gej_of_ref(const Point& a, const U256& l) {
    Gej r;
    if (a.inf) {
        gej_set_infinity(r);
        return r;
    }
    const ref::Mod& p = ref::field_p();
    U256 l2 = p.mul(l, l);
    r.x = fe_of_u256(p.mul(a.x, l2));
    r.y = fe_of_u256(p.mul(a.y, p.mul(l2, l)));
    r.z = fe_of_u256(l);
    r.infinity = 0;
    return r;
}

std::string hex(const U256& a) {
    unsigned char b[32];
    a.to_be(b);
    static const char* d = "0123456789abcdef";
    std::string s;
    for (unsigned char c : b) {
        s += d[c >> 4];
        s += d[c & 15];
    }
    return s;
}
std::string str(const Point& a) {
    if (a.inf) return "infinity";
    std::string s = "(";  // built by append: GCC 12 warns falsely (-Wrestrict) on "(" + std::string
    s.append(hex(a.x)).append(", ").append(hex(a.y)).append(")");
    return s;
}
std::string str(const Ge& a) { return str(ref_of_ge(a)); }
std::string str(const Gej& a) { return str(ref_of_gej(a)); }

U256 random_scalar(test::Rng& rng) {
    unsigned char b[32];
    rng.bytes(b, 32);
    U256 k = ref::order_n().reduce(U256::from_be(b));
    if (k.is_zero()) k = U256::from_u64(1);
    return k;
}

// A random nonzero field element (for Z-scaling factors).
U256 random_fe(test::Rng& rng) {
    unsigned char b[32];
    rng.bytes32_edgy(b);
    U256 l = ref::field_p().reduce(U256::from_be(b));
    if (l.is_zero()) l = U256::from_u64(1);
    return l;
}

const U256& beta() {
    static const U256 b = U256::from_hex("7AE96A2B657C07106E64479EAC3434E99CF0497512F58995C1396C28719501EE");
    return b;
}

// A pool of random points k*G (computed once; the reference is slow), plus G itself.
struct Pool {
    std::vector<U256> k;
    std::vector<Point> pt;
};
const Pool& pool() {
    static const Pool p = [] {
        Pool r;
        test::Rng rng(101);
        r.k.push_back(U256::from_u64(1));
        r.pt.push_back(ref::ec_g());
        for (int i = 0; i < 23; i++) {
            r.k.push_back(random_scalar(rng));
            r.pt.push_back(ref::ec_mul_g(r.k.back()));
        }
        return r;
    }();
    return p;
}

// ---- basics -------------------------------------------------------------------------

TEST(Group, GeneratorMatchesReference) {
    EXPECT_EQ(str(ge_generator()), str(ref::ec_g()));
    EXPECT_TRUE(ge_is_valid_var(ge_generator()));
    EXPECT_FALSE(ge_is_infinity(ge_generator()));
    ASSERT_TRUE(ref::ec_on_curve(ref::ec_g()));
    // beta is a nontrivial cube root of unity and (beta x, y) is on the curve.
    const ref::Mod& p = ref::field_p();
    EXPECT_EQ(hex(u256_of_fe(kBeta)), hex(beta()));
    EXPECT_EQ(hex(p.mul(beta(), p.mul(beta(), beta()))), hex(U256::from_u64(1)));
    EXPECT_TRUE(ref::ec_on_curve(Point::xy(p.mul(beta(), ref::ec_g().x), ref::ec_g().y)));
}

TEST(Group, InfinityHelpers) {
    Ge a;
    Gej b;
    ge_set_infinity(a);
    gej_set_infinity(b);
    EXPECT_TRUE(ge_is_infinity(a));
    EXPECT_TRUE(gej_is_infinity(b));
    EXPECT_FALSE(ge_is_valid_var(a));
    Gej c;
    gej_set_ge(c, a);
    EXPECT_TRUE(gej_is_infinity(c));
    Ge d;
    ge_set_gej(d, b);
    EXPECT_TRUE(ge_is_infinity(d));
    ge_set_gej_var(d, b);
    EXPECT_TRUE(ge_is_infinity(d));
    EXPECT_TRUE(gej_eq_var(b, c));
    EXPECT_TRUE(ge_eq_var(a, d));
    Gej g;
    gej_set_ge(g, ge_generator());
    EXPECT_FALSE(gej_eq_var(b, g));
    EXPECT_FALSE(gej_eq_var(g, b));
    EXPECT_FALSE(ge_eq_var(a, ge_generator()));
    EXPECT_FALSE(ge_eq_var(ge_generator(), a));
}

TEST(Group, NegateMatchesReference) {
    test::Rng rng(1);
    for (const Point& P : pool().pt) {
        Ge a = ge_of_ref(P), r;
        ge_neg(r, a);
        EXPECT_EQ(str(r), str(ref::ec_neg(P)));
        Gej aj = gej_of_ref(P, random_fe(rng)), rj;
        gej_neg(rj, aj);
        EXPECT_EQ(str(rj), str(ref::ec_neg(P)));
        ge_neg(r, r);  // double negation, from a magnitude-2 y
        EXPECT_EQ(str(r), str(P));
    }
}

// ---- addition and doubling against the reference ------------------------------------

// Every addition routine on (a, b): a in Jacobian form with Z = la, b with Z = lb
// (for gej_add_var) or affine (mixed adds). All must equal `expect`.
void check_all_adds(const Point& a, const Point& b, const U256& la, const U256& lb, const Point& expect) {
    const std::string want = str(expect);
    Gej aj = gej_of_ref(a, la), bj = gej_of_ref(b, lb), r;
    Ge bg = ge_of_ref(b);
    gej_add_var(r, aj, bj);
    EXPECT_EQ(str(r), want) << "gej_add_var";
    gej_add_ge_var(r, aj, bg);
    EXPECT_EQ(str(r), want) << "gej_add_ge_var";
    if (!a.inf) {
        // The z-ratio variant: same sum, and r.z = a.z * zr (zr = 0 for an infinite sum).
        Fe zr;
        gej_add_ge_var_zr(r, aj, bg, zr);
        EXPECT_EQ(str(r), want) << "gej_add_ge_var_zr";
        if (expect.inf) {
            EXPECT_TRUE(fe_normalizes_to_zero_var(zr)) << "gej_add_ge_var_zr ratio";
        } else {
            Fe z;
            fe_mul(z, aj.z, zr);
            EXPECT_EQ(hex(u256_of_fe(z)), hex(u256_of_fe(r.z))) << "gej_add_ge_var_zr ratio";
        }
    }
    {
        // b given as (b.x / g^2, b.y / g^3) with Z = 1/g, for a random-looking g.
        const ref::Mod& p = ref::field_p();
        const U256 g = p.add(p.mul(la, lb), U256::from_u64(3)).is_zero() ? U256::from_u64(5)
                                                                          : p.add(p.mul(la, lb), U256::from_u64(3));
        const U256 gi = ref::mod_inv(p, g), gi2 = p.mul(gi, gi);
        Ge bz = bg;
        if (!b.inf) ge_set_xy(bz, fe_of_u256(p.mul(b.x, gi2)), fe_of_u256(p.mul(b.y, p.mul(gi2, gi))));
        gej_add_zinv_var(r, aj, bz, fe_of_u256(g));
        EXPECT_EQ(str(r), want) << "gej_add_zinv_var";
    }
    if (!b.inf) {
        gej_add_ge(r, aj, bg);
        EXPECT_EQ(str(r), want) << "gej_add_ge";
        EXPECT_EQ(gej_is_infinity(r), expect.inf);
    }
    if (!a.inf && !b.inf && hex(a.x) != hex(b.x)) {  // a != +-b: the distinct-points formula
        gej_add_ge_distinct(r, aj, bg);
        EXPECT_EQ(str(r), want) << "gej_add_ge_distinct";
    }
}

TEST(Group, AddMatchesReferenceOnRandomPoints) {
    test::Rng rng(2);
    const Pool& P = pool();
    for (size_t i = 0; i < P.pt.size(); i++) {
        for (size_t j = 0; j < P.pt.size(); j += 3) {
            size_t jj = (i + j + 1) % P.pt.size();
            Point expect = ref::ec_add(P.pt[i], P.pt[jj]);
            check_all_adds(P.pt[i], P.pt[jj], random_fe(rng), random_fe(rng), expect);
        }
    }
}

TEST(Group, AddWithUnitZ) {
    const U256 one = U256::from_u64(1);
    const Pool& P = pool();
    for (size_t i = 0; i + 1 < P.pt.size(); i++)
        check_all_adds(P.pt[i], P.pt[i + 1], one, one, ref::ec_add(P.pt[i], P.pt[i + 1]));
}

TEST(Group, AddExceptionalCases) {
    test::Rng rng(3);
    const Point inf = Point::infinity();
    const ref::Mod& p = ref::field_p();
    for (const Point& a : pool().pt) {
        const U256 la = random_fe(rng), lb = random_fe(rng);
        // P + (-P) = infinity (both orders).
        check_all_adds(a, ref::ec_neg(a), la, lb, inf);
        check_all_adds(ref::ec_neg(a), a, la, lb, inf);
        // P + P, with the two copies under different Z, must be the double.
        const Point d = ref::ec_double(a);
        check_all_adds(a, a, la, lb, d);
        check_all_adds(a, a, la, la, d);
        // infinity + P = P (for gej_add_ge: a = infinity is allowed, b is not).
        check_all_adds(inf, a, la, lb, a);
        // P + infinity = P (var versions only; check_all_adds skips gej_add_ge).
        check_all_adds(a, inf, la, lb, a);
        // x1 = beta x2 and y1 = -y2: the unified slope's numerator and denominator
        // both vanish; the sum is an ordinary chord addition.
        for (int e = 1; e <= 2; e++) {
            U256 bx = a.x;
            for (int t = 0; t < e; t++) bx = p.mul(bx, beta());
            const Point b = Point::xy(bx, p.neg(a.y));
            ASSERT_TRUE(ref::ec_on_curve(b));
            check_all_adds(a, b, la, lb, ref::ec_add(a, b));
            check_all_adds(b, a, la, lb, ref::ec_add(b, a));
            // Same x-class, same y: also a plain chord.
            const Point c = Point::xy(bx, a.y);
            check_all_adds(a, c, la, lb, ref::ec_add(a, c));
        }
    }
    // infinity + infinity.
    check_all_adds(inf, inf, U256::from_u64(1), U256::from_u64(1), inf);
}

TEST(Group, DoubleMatchesReference) {
    test::Rng rng(4);
    for (const Point& a : pool().pt) {
        Gej aj = gej_of_ref(a, random_fe(rng)), r;
        const std::string want = str(ref::ec_double(a));
        gej_double(r, aj);
        EXPECT_EQ(str(r), want);
        EXPECT_FALSE(gej_is_infinity(r));
        gej_double_var(r, aj);
        EXPECT_EQ(str(r), want);
        // Aliasing r = a, and a second doubling from a non-normalized input.
        Gej s = aj;
        gej_double(s, s);
        gej_double(s, s);
        EXPECT_EQ(str(s), str(ref::ec_double(ref::ec_double(a))));
    }
    Gej inf, r;
    gej_set_infinity(inf);
    gej_double(r, inf);
    EXPECT_TRUE(gej_is_infinity(r));
    gej_double_var(r, inf);
    EXPECT_TRUE(gej_is_infinity(r));
}

// Long chains: every routine applied to its own (non-normalized, large-magnitude)
// outputs, tracking the discrete log k; checked against k*G periodically.
TEST(Group, RandomWalkKeepsMagnitudesInBounds) {
    test::Rng rng(5);
    const ref::Mod& n = ref::order_n();
    const Pool& P = pool();
    std::vector<Ge> pts;
    for (const Point& a : P.pt) pts.push_back(ge_of_ref(a));
    const int steps = test::iters(1500);
    Gej acc;
    gej_set_ge(acc, ge_generator());
    U256 k = U256::from_u64(1);
    for (int s = 1; s <= steps; s++) {
        const size_t idx = rng.u32() % P.pt.size();
        Gej other;
        switch (rng.u32() % 7) {
            case 0:
                gej_double(acc, acc);
                k = n.add(k, k);
                break;
            case 1:
                gej_double_var(acc, acc);
                k = n.add(k, k);
                break;
            case 2:
                gej_add_ge(acc, acc, pts[idx]);
                k = n.add(k, P.k[idx]);
                break;
            case 3:
                gej_add_ge_var(acc, acc, pts[idx]);
                k = n.add(k, P.k[idx]);
                break;
            case 4:  // add a point with non-trivial Z (itself a double)
                gej_set_ge(other, pts[idx]);
                gej_double(other, other);
                gej_add_var(acc, acc, other);
                k = n.add(k, n.add(P.k[idx], P.k[idx]));
                break;
            case 5:
                gej_add_var(acc, acc, acc);  // P + P inside the generic add
                k = n.add(k, k);
                break;
            default:
                gej_neg(acc, acc);
                k = n.neg(k);
                break;
        }
        if (k.is_zero()) {  // astronomically unlikely, but keep the walk well-defined
            gej_set_ge(acc, ge_generator());
            k = U256::from_u64(1);
        }
        if (s % 300 == 0 || s == steps) {
            ASSERT_EQ(str(acc), str(ref::ec_mul_g(k))) << "step " << s;
        }
    }
}

// Repeated addition of the same affine point: acc = i*G for i = 1..N, for both mixed
// adds, including the doubling that happens when acc = G.
TEST(Group, SmallMultiplesByRepeatedAddition) {
    Point expect = ref::ec_g();
    Gej a, b, c;
    gej_set_ge(a, ge_generator());
    b = a;
    c = a;
    for (int i = 2; i <= 64; i++) {
        expect = ref::ec_add(expect, ref::ec_g());
        gej_add_ge(a, a, ge_generator());
        gej_add_ge_var(b, b, ge_generator());
        Gej gj;
        gej_set_ge(gj, ge_generator());
        gej_add_var(c, gj, c);
        ASSERT_EQ(str(a), str(expect)) << i;
        ASSERT_EQ(str(b), str(expect)) << i;
        ASSERT_EQ(str(c), str(expect)) << i;
    }
}

// ---- laws -------------------------------------------------------------------------------

TEST(Group, CommutativityAssociativityIdentity) {
    test::Rng rng(6);
    const Pool& P = pool();
    for (int it = 0; it < 60; it++) {
        const Point& pa = P.pt[rng.u32() % P.pt.size()];
        const Point& pb = P.pt[rng.u32() % P.pt.size()];
        const Point& pc = P.pt[rng.u32() % P.pt.size()];
        Gej a = gej_of_ref(pa, random_fe(rng)), b = gej_of_ref(pb, random_fe(rng)), c = gej_of_ref(pc, random_fe(rng));
        Gej ab, ba, ab_c, bc, a_bc;
        gej_add_var(ab, a, b);
        gej_add_var(ba, b, a);
        EXPECT_TRUE(gej_eq_var(ab, ba));
        gej_add_var(ab_c, ab, c);
        gej_add_var(bc, b, c);
        gej_add_var(a_bc, a, bc);
        EXPECT_TRUE(gej_eq_var(ab_c, a_bc));
        EXPECT_EQ(str(ab_c), str(a_bc));
        // The same through the mixed, constant-time add (c affine).
        Gej ab_c2;
        gej_add_ge(ab_c2, ab, ge_of_ref(pc));
        EXPECT_TRUE(gej_eq_var(ab_c, ab_c2));
        // a + b - b = a.
        Ge nb;
        ge_neg(nb, ge_of_ref(pb));
        Gej back;
        gej_add_ge_var(back, ab, nb);
        EXPECT_TRUE(gej_eq_var(back, a));
        // 2(a + b) = 2a + 2b.
        Gej d1, da, db, d2;
        gej_double(d1, ab);
        gej_double_var(da, a);
        gej_double(db, b);
        gej_add_var(d2, da, db);
        EXPECT_TRUE(gej_eq_var(d1, d2));
        // gej_eq_var must distinguish different points, including -a and a.
        Gej na;
        gej_neg(na, a);
        EXPECT_FALSE(gej_eq_var(a, na));
        if (!(pa == pb)) {
            EXPECT_FALSE(gej_eq_var(a, b));
        }
    }
}

// ---- affine conversion ----------------------------------------------------------------

TEST(Group, SetGejAgreesWithReference) {
    test::Rng rng(7);
    for (const Point& a : pool().pt) {
        Gej aj = gej_of_ref(a, random_fe(rng));
        Ge r1, r2;
        ge_set_gej(r1, aj);
        ge_set_gej_var(r2, aj);
        EXPECT_EQ(str(r1), str(a));
        EXPECT_EQ(str(r2), str(a));
        EXPECT_TRUE(ge_eq_var(r1, r2));
        EXPECT_TRUE(ge_is_valid_var(r1));
        // From a non-normalized Jacobian point (the output of an addition).
        Gej s;
        gej_add_ge(s, aj, ge_generator());
        ge_set_gej(r1, s);
        ge_set_gej_var(r2, s);
        const std::string want = str(ref::ec_add(a, ref::ec_g()));
        EXPECT_EQ(str(r1), want);
        EXPECT_EQ(str(r2), want);
    }
}

TEST(Group, SetAllGejVarWithInfinities) {
    test::Rng rng(8);
    const Pool& P = pool();
    // Layouts: which positions are infinity.
    const std::vector<std::vector<bool>> layouts = {
        {},
        {false},
        {true},
        {true, true, true},
        {true, false, false, false},
        {false, false, true, false, false},
        {false, false, false, true},
        {true, false, false, true, false, true},
        {true, false, true, false, false, false, true, false, true},
        std::vector<bool>(17, false),
    };
    for (const auto& layout : layouts) {
        const size_t n = layout.size();
        std::vector<Gej> in(n);
        std::vector<Point> want(n);
        for (size_t i = 0; i < n; i++) {
            want[i] = layout[i] ? Point::infinity() : P.pt[rng.u32() % P.pt.size()];
            in[i] = gej_of_ref(want[i], random_fe(rng));
        }
        // One input with magnitude > 1 coordinates, from an addition.
        if (n > 2 && !layout[1]) {
            gej_add_ge_var(in[1], in[1], ge_generator());
            want[1] = ref::ec_add(want[1], ref::ec_g());
        }
        std::vector<Ge> out(n);
        ge_set_all_gej_var(out.data(), in.data(), n);
        for (size_t i = 0; i < n; i++) {
            EXPECT_EQ(str(out[i]), str(want[i])) << "n=" << n << " i=" << i;
            Ge single;
            ge_set_gej_var(single, in[i]);
            EXPECT_TRUE(ge_eq_var(single, out[i]));
        }
    }
}

// ---- lifting and validity ----------------------------------------------------------

// Lifts x with both parities and with ge_lift_x; all must agree with the reference
// (one reference square root per x, the odd root being its negation). Returns whether
// x is on the curve.
bool check_lift(const U256& x) {
    Point even;
    const bool ok_ref = ref::ec_lift_x(even, x, false);
    EXPECT_TRUE(!ok_ref || (even.y.v[0] & 1) == 0);
    for (int odd = 0; odd <= 1; odd++) {
        const Point want = odd ? ref::ec_neg(even) : even;
        Ge r;
        const bool ok = ge_set_xo_var(r, fe_of_u256(x), odd);
        EXPECT_EQ(ok, ok_ref) << hex(x);
        if (ok && ok_ref) {
            EXPECT_EQ(str(r), str(want));
            EXPECT_TRUE(ge_is_valid_var(r));
            Fe y = r.y;
            fe_normalize(y);
            EXPECT_EQ((int)fe_is_odd(y), odd);
        }
    }
    Ge l;
    const bool ok_l = ge_lift_x(l, fe_of_u256(x));
    EXPECT_EQ(ok_l, ok_ref) << hex(x);
    if (ok_l && ok_ref) {
        EXPECT_EQ(str(l), str(even));
    }
    return ok_ref;
}

TEST(Group, LiftXOnAndOffCurve) {
    test::Rng rng(9);
    int on = 0, off = 0;
    const ref::Mod& p = ref::field_p();
    for (int i = 0; i < 60; i++) {
        unsigned char b[32];
        rng.bytes(b, 32);
        (check_lift(p.reduce(U256::from_be(b))) ? on : off)++;
    }
    // About half of all x are on the curve; both kinds must have been seen.
    EXPECT_GT(on, 10);
    EXPECT_GT(off, 10);
    // x of known points (always liftable), and edge values.
    for (size_t i = 0; i < 6; i++) EXPECT_TRUE(check_lift(pool().pt[i].x));
    U256 pm1, pm2;
    ref::sub(pm1, p.m, U256::from_u64(1));
    ref::sub(pm2, p.m, U256::from_u64(2));
    for (const U256& x : {U256::from_u64(0), U256::from_u64(1), U256::from_u64(2), pm1, pm2}) check_lift(x);
}

TEST(Group, IsValidVar) {
    const ref::Mod& p = ref::field_p();
    for (const Point& a : pool().pt) {
        EXPECT_TRUE(ge_is_valid_var(ge_of_ref(a)));
        EXPECT_TRUE(ge_is_valid_var(ge_of_ref(ref::ec_neg(a))));
        // Perturbed y or x: off the curve.
        EXPECT_FALSE(ge_is_valid_var(ge_of_ref(Point::xy(a.x, p.add(a.y, U256::from_u64(1))))));
        EXPECT_FALSE(ge_is_valid_var(ge_of_ref(Point::xy(p.add(a.x, U256::from_u64(1)), a.y))));
        // (beta x, y) is on the curve; (x, beta y) is not.
        EXPECT_TRUE(ge_is_valid_var(ge_of_ref(Point::xy(p.mul(a.x, beta()), a.y))));
        EXPECT_FALSE(ge_is_valid_var(ge_of_ref(Point::xy(a.x, p.mul(a.y, beta())))));
    }
    // Validity of a point whose coordinates have magnitude > 1 (ge_neg output).
    Ge g;
    ge_neg(g, ge_generator());
    EXPECT_TRUE(ge_is_valid_var(g));
}

// ---- storage ---------------------------------------------------------------------------

TEST(Group, StorageRoundTrip) {
    for (const Point& a : pool().pt) {
        Ge g = ge_of_ref(a), back;
        GeStorage s;
        ge_to_storage(s, g);
        // Layout: four little-endian 64-bit words per coordinate.
        for (int w = 0; w < 4; w++) {
            EXPECT_EQ(s.x.n[w], (std::uint64_t)a.x.v[2 * w] | (std::uint64_t)a.x.v[2 * w + 1] << 32);
            EXPECT_EQ(s.y.n[w], (std::uint64_t)a.y.v[2 * w] | (std::uint64_t)a.y.v[2 * w + 1] << 32);
        }
        ge_from_storage(back, s);
        EXPECT_EQ(str(back), str(a));
        // From a non-normalized point.
        Ge n;
        ge_neg(n, g);
        ge_to_storage(s, n);
        ge_from_storage(back, s);
        EXPECT_EQ(str(back), str(ref::ec_neg(a)));
        // cmov between two stored points.
        GeStorage s1, s2;
        ge_to_storage(s1, g);
        ge_to_storage(s2, ge_generator());
        GeStorage c = s1;
        ge_storage_cmov(c, s2, 0);
        EXPECT_EQ(std::memcmp(&c, &s1, sizeof c), 0);
        ge_storage_cmov(c, s2, 1);
        EXPECT_EQ(std::memcmp(&c, &s2, sizeof c), 0);
    }
}

// ---- SEC1 encoding ------------------------------------------------------------------

// An independent SEC1 decoder on the reference (the rules libsecp256k1 applies):
// 33 bytes 02/03 || x, or 65 bytes 04/06/07 || x || y, with x, y < p, the point on the
// curve, and for hybrid 06/07 the prefix parity equal to y's.
bool ref_parse_sec1(Point& r, const unsigned char* in, size_t len) {
    const ref::Mod& p = ref::field_p();
    if (len == 33 && (in[0] == 0x02 || in[0] == 0x03)) {
        U256 x = U256::from_be(in + 1);
        if (ref::cmp(x, p.m) >= 0) return false;
        return ref::ec_lift_x(r, x, in[0] == 0x03);
    }
    if (len == 65 && (in[0] == 0x04 || in[0] == 0x06 || in[0] == 0x07)) {
        Point t = Point::xy(U256::from_be(in + 1), U256::from_be(in + 33));
        if (!ref::ec_on_curve(t)) return false;  // also rejects x >= p, y >= p
        if (in[0] != 0x04 && (int)(t.y.v[0] & 1) != (in[0] & 1)) return false;
        r = t;
        return true;
    }
    return false;
}

std::string hex_bytes(const unsigned char* b, size_t n) {
    static const char* d = "0123456789abcdef";
    std::string s;
    for (size_t i = 0; i < n; i++) {
        s += d[b[i] >> 4];
        s += d[b[i] & 15];
    }
    return s;
}

// Encode a reference point: prefix 02/03 (compressed), 04, or 06/07 (hybrid).
std::vector<unsigned char> encode(const Point& a, int kind /* 0 compressed, 1 uncompressed, 2 hybrid */) {
    const int odd = a.y.v[0] & 1;
    std::vector<unsigned char> out(kind == 0 ? 33 : 65);
    out[0] = kind == 0 ? 0x02 + odd : kind == 1 ? 0x04 : 0x06 + odd;
    a.x.to_be(out.data() + 1);
    if (kind != 0) a.y.to_be(out.data() + 33);
    return out;
}

#if defined(UFSECP_TEST_HAVE_LIBSECP256K1)
const secp256k1_context* lib_ctx() {
    static secp256k1_context* c = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    return c;
}
#endif

// Parse `in` with the library and with the oracles (the reference when use_ref, and
// libsecp256k1 when built with it); they must agree on accept/reject and on the point.
// Returns whether the library accepted.
bool check_parse(const unsigned char* in, size_t len, bool use_ref) {
    Ge g;
    const bool ok = ge_parse_sec1(g, in, len);
    const std::string what = hex_bytes(in, len) + " (len " + std::to_string(len) + ")";
    if (ok) {
        EXPECT_TRUE(ge_is_valid_var(g)) << what;
    }
    if (use_ref) {
        Point want;
        const bool ok_ref = ref_parse_sec1(want, in, len);
        EXPECT_EQ(ok, ok_ref) << what;
        if (ok && ok_ref) {
            EXPECT_EQ(str(g), str(want)) << what;
        }
    }
#if defined(UFSECP_TEST_HAVE_LIBSECP256K1)
    secp256k1_pubkey pk;
    const bool ok_lib = secp256k1_ec_pubkey_parse(lib_ctx(), &pk, in, len) == 1;
    EXPECT_EQ(ok, ok_lib) << what;
    if (ok && ok_lib) {
        for (int compressed = 0; compressed <= 1; compressed++) {
            unsigned char mine[65], theirs[65];
            size_t mine_len = 0, theirs_len = 65;
            EXPECT_TRUE(ge_serialize_sec1(mine, &mine_len, g, compressed));
            EXPECT_EQ(secp256k1_ec_pubkey_serialize(lib_ctx(), theirs, &theirs_len, &pk,
                                                    compressed ? SECP256K1_EC_COMPRESSED : SECP256K1_EC_UNCOMPRESSED),
                      1);
            EXPECT_EQ(hex_bytes(mine, mine_len), hex_bytes(theirs, theirs_len)) << what;
        }
    }
#endif
    return ok;
}
bool check_parse(const std::vector<unsigned char>& in, bool use_ref = true) {
    return check_parse(in.data(), in.size(), use_ref);
}

TEST(Sec1, KnownAnswersForG) {
    unsigned char out[65];
    size_t len = 0;
    ASSERT_TRUE(ge_serialize_sec1(out, &len, ge_generator(), true));
    EXPECT_EQ(hex_bytes(out, len), "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
    ASSERT_TRUE(ge_serialize_sec1(out, &len, ge_generator(), false));
    EXPECT_EQ(hex_bytes(out, len),
              "0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
              "483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8");
    // -G has odd y.
    Ge ng;
    ge_neg(ng, ge_generator());
    ASSERT_TRUE(ge_serialize_sec1(out, &len, ng, true));
    EXPECT_EQ(len, 33u);
    EXPECT_EQ(out[0], 0x03);
    // Infinity has no encoding.
    Ge inf;
    ge_set_infinity(inf);
    EXPECT_FALSE(ge_serialize_sec1(out, &len, inf, true));
    EXPECT_FALSE(ge_serialize_sec1(out, &len, inf, false));
}

TEST(Sec1, RoundTripsAndHybrid) {
    for (const Point& a : pool().pt) {
        for (const Point& b : {a, ref::ec_neg(a)}) {
            for (int kind = 0; kind <= 2; kind++) {
                const std::vector<unsigned char> enc = encode(b, kind);
                Ge g;
                ASSERT_TRUE(ge_parse_sec1(g, enc.data(), enc.size())) << hex_bytes(enc.data(), enc.size());
                EXPECT_EQ(str(g), str(b));
                if (kind == 2) continue;  // hybrid is parsed but never produced
                unsigned char out[65];
                size_t len = 0;
                ASSERT_TRUE(ge_serialize_sec1(out, &len, g, kind == 0));
                EXPECT_EQ(hex_bytes(out, len), hex_bytes(enc.data(), enc.size()));
                // Serializing a point with non-normalized coordinates gives the same bytes.
                Ge nn;
                ge_neg(nn, g);
                ge_neg(nn, nn);
                ASSERT_TRUE(ge_serialize_sec1(out, &len, nn, kind == 0));
                EXPECT_EQ(hex_bytes(out, len), hex_bytes(enc.data(), enc.size()));
            }
        }
    }
}

TEST(Sec1, RejectsMalformed) {
    const ref::Mod& p = ref::field_p();
    const Point& P = pool().pt[3];
    const std::vector<unsigned char> c = encode(P, 0), u = encode(P, 1);
    ASSERT_TRUE(check_parse(c));
    ASSERT_TRUE(check_parse(u));

    // Every prefix byte on a valid body: only 02/03 (33 bytes) and 04/06/07 with the
    // right parity (65 bytes) may pass; 02 <-> 03 swaps give the negated point.
    for (int pre = 0; pre < 256; pre++) {
        std::vector<unsigned char> c2 = c, u2 = u;
        c2[0] = (unsigned char)pre;
        u2[0] = (unsigned char)pre;
        const int odd = P.y.v[0] & 1;
        EXPECT_EQ(check_parse(c2), pre == 0x02 || pre == 0x03) << pre;
        EXPECT_EQ(check_parse(u2), pre == 0x04 || pre == 0x06 + odd) << pre;
    }

    // Wrong lengths, with every meaningful prefix.
    for (size_t len : {0u, 1u, 31u, 32u, 34u, 64u, 66u, 100u}) {
        for (unsigned char pre : {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0xff}) {
            std::vector<unsigned char> buf(std::max<size_t>(len, 1), 0);
            for (size_t i = 1; i < buf.size(); i++) buf[i] = u[i % 65];
            buf[0] = pre;
            EXPECT_FALSE(check_parse(buf.data(), len, true)) << len << " " << (int)pre;
        }
    }

    // x >= p: p, p + 1, 2^256 - 1, and x0 + p for a small on-curve x0 (accepting it
    // would mean the parser reduced x mod p instead of rejecting it).
    U256 x0;
    Point P0;
    for (std::uint64_t t = 1;; t++) {
        if (ref::ec_lift_x(P0, U256::from_u64(t), false)) {
            x0 = U256::from_u64(t);
            break;
        }
    }
    U256 x0p, pp1, ones;
    ref::add(x0p, x0, p.m);
    ref::add(pp1, p.m, U256::from_u64(1));
    for (auto& w : ones.v) w = 0xFFFFFFFFu;
    ASSERT_TRUE(check_parse(encode(P0, 0)));
    ASSERT_TRUE(check_parse(encode(P0, 1)));
    for (const U256& bad : {p.m, pp1, ones, x0p}) {
        for (int kind = 0; kind <= 2; kind++) {
            std::vector<unsigned char> e = encode(P0, kind);
            bad.to_be(e.data() + 1);
            EXPECT_FALSE(check_parse(e)) << kind;
            e[0] ^= (kind == 1) ? 0 : 1;  // other parity too
            EXPECT_FALSE(check_parse(e)) << kind;
        }
    }
    // y >= p: p, p + 1, 2^256 - 1.
    for (const U256& bad : {p.m, pp1, ones}) {
        for (int kind = 1; kind <= 2; kind++) {
            std::vector<unsigned char> e = encode(P, kind);
            bad.to_be(e.data() + 33);
            EXPECT_FALSE(check_parse(e));
        }
    }
    // Off-curve (x, y): y + 1, x + 1, and y of another point.
    for (int kind = 1; kind <= 2; kind++) {
        EXPECT_FALSE(check_parse(encode(Point::xy(P.x, p.add(P.y, U256::from_u64(1))), kind)));
        EXPECT_FALSE(check_parse(encode(Point::xy(p.add(P.x, U256::from_u64(1)), P.y), kind)));
        EXPECT_FALSE(check_parse(encode(Point::xy(P.x, pool().pt[4].y), kind)));
    }
    // Compressed x not on the curve.
    for (std::uint64_t t = 1, found = 0; found < 4; t++) {
        Point tmp;
        if (ref::ec_lift_x(tmp, U256::from_u64(t), false)) continue;
        found++;
        for (unsigned char pre : {0x02, 0x03}) {
            std::vector<unsigned char> e(33, 0);
            e[0] = pre;
            U256::from_u64(t).to_be(e.data() + 1);
            EXPECT_FALSE(check_parse(e)) << t;
        }
    }
    // Hybrid with the wrong parity, for an even-y and an odd-y point.
    for (const Point& q : {P, ref::ec_neg(P)}) {
        std::vector<unsigned char> e = encode(q, 2);
        EXPECT_TRUE(check_parse(e));
        e[0] ^= 1;
        EXPECT_FALSE(check_parse(e));
    }
}

// Random and mutated encodings, compared with libsecp256k1 (and for a few hundred of
// them with the reference decoder as well).
TEST(Sec1, MatchesLibsecp256k1OnRandomAndMutatedInputs) {
#if !defined(UFSECP_TEST_HAVE_LIBSECP256K1)
    GTEST_SKIP() << "built without libsecp256k1";
#else
    test::Rng rng(10);
    const int total = test::iters(12000);
    int accepted = 0, rejected = 0;
    static const unsigned char kPrefixes[] = {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0xff};
    for (int it = 0; it < total; it++) {
        std::vector<unsigned char> in;
        const unsigned cat = rng.u32() % 8;
        if (cat == 0) {  // random x with a compressed prefix (about half valid; edgy x often >= p)
            in.resize(33);
            in[0] = 0x02 + (rng.u32() & 1);
            rng.bytes32_edgy(in.data() + 1);
        } else if (cat == 1) {  // random 65 bytes with a valid uncompressed/hybrid prefix
            in.resize(65);
            static const unsigned char kLong[] = {0x04, 0x06, 0x07};
            in[0] = kLong[rng.u32() % 3];
            rng.bytes32_edgy(in.data() + 1);
            rng.bytes32_edgy(in.data() + 33);
        } else {  // start from a valid key made by libsecp256k1
            unsigned char sk[32];
            do rng.bytes(sk, 32);
            while (!secp256k1_ec_seckey_verify(lib_ctx(), sk));
            secp256k1_pubkey pk;
            EXPECT_EQ(secp256k1_ec_pubkey_create(lib_ctx(), &pk, sk), 1);
            const bool compressed = rng.u32() & 1;
            size_t len = 65;
            in.resize(65);
            (void)secp256k1_ec_pubkey_serialize(lib_ctx(), in.data(), &len, &pk,
                                                compressed ? SECP256K1_EC_COMPRESSED : SECP256K1_EC_UNCOMPRESSED);
            in.resize(len);
            if (!compressed && (rng.u32() & 1)) in[0] = 0x06 + (in[64] & 1);  // hybrid
            switch (cat) {
                case 2:  // unmodified
                    break;
                case 3:
                case 4: {  // 1..3 bit flips anywhere (prefix included)
                    const int flips = 1 + rng.u32() % 3;
                    for (int f = 0; f < flips; f++) {
                        const unsigned bit = rng.u32() % (8 * in.size());
                        in[bit / 8] ^= (unsigned char)(1u << (bit % 8));
                    }
                    break;
                }
                case 5:  // truncated or extended
                    if (rng.u32() & 1) {
                        in.resize(in.size() - 1 - rng.u32() % 2);
                    } else {
                        in.push_back((unsigned char)rng.u32());
                    }
                    break;
                case 6:  // any prefix
                    in[0] = kPrefixes[rng.u32() % sizeof kPrefixes];
                    break;
                default:  // replace x (or y) with edge-biased random bytes
                    rng.bytes32_edgy(in.data() + ((in.size() == 65 && (rng.u32() & 1)) ? 33 : 1));
                    break;
            }
        }
        (check_parse(in, it < 300) ? accepted : rejected)++;
        if (::testing::Test::HasFailure()) break;  // one clear report rather than thousands
    }
    // Both outcomes must be well represented, or the comparison proves little.
    EXPECT_GT(accepted, total / 6);
    EXPECT_GT(rejected, total / 6);
#endif
}

}  // namespace
}  // namespace ufsecp
