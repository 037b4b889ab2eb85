// Tests for ecmult/ecmult_gen.hpp, ecmult/ecmult_const.hpp and ecmult/ecmult_var.hpp:
// k*G (constant time), k*P (constant time) and na*A + ng*G (variable time).
//
// Oracles: tests/support/ref_ec.hpp (slow affine double-and-add sharing nothing with
// the library; a few hundred cases) and libsecp256k1 (pubkey_create, pubkey_tweak_mul,
// pubkey_combine; thousands of cases). Library results are turned into affine points by
// the reference's arithmetic, not by the library's own conversion. Covered: known
// answers (k = 0..20, n-1, n-2, 2^128, 2^255, (n-1)/2, lambda), random scalars, edge
// scalars (bit patterns, powers of two, values around n/2 and the GLV lattice), bases
// that are small multiples of G or its endomorphism image, inputs with Z != 1 and
// non-normalized coordinates, sums that cancel to infinity, and linearity.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_tables.hpp"
#include "ecmult/ecmult_var.hpp"
#include "ecmult/odd_multiples.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"

#if defined(UFSECP_TEST_HAVE_LIBSECP256K1)
#include <secp256k1.h>
#endif

namespace ufsecp {
namespace {

using ref::Point;
using ref::U256;

// ---- conversions ----------------------------------------------------------------------

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

// Affine value of a Jacobian point, computed with the reference's arithmetic.
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

// Jacobian (x l^2, y l^3, l): a representation with Z != 1 for ecmult_var's input.
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

Scalar scalar_of(const U256& k) {  // k < n
    unsigned char b[32];
    k.to_be(b);
    Scalar s;
    int overflow = 1;
    scalar_set_b32(s, b, &overflow);
    EXPECT_EQ(overflow, 0);
    return s;
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

const ref::Mod& N() { return ref::order_n(); }

U256 random_scalar(test::Rng& rng) {  // in [0, n): half uniform, half edge-biased bytes
    unsigned char b[32];
    if (rng.u32() & 1) {
        rng.bytes(b, 32);
    } else {
        rng.bytes32_edgy(b);
    }
    return N().reduce(U256::from_be(b));
}

U256 random_nonzero_fe(test::Rng& rng) {
    unsigned char b[32];
    rng.bytes(b, 32);
    U256 l = ref::field_p().reduce(U256::from_be(b));
    return l.is_zero() ? U256::from_u64(1) : l;
}

U256 u256_pow2(int i) {
    U256 r;
    r.v[i / 32] = 1u << (i % 32);
    return r;
}
U256 u256_sub_small(const U256& a, std::uint64_t s) {
    U256 r;
    ref::sub(r, a, U256::from_u64(s));
    return r;
}

const U256& lambda() {
    static const U256 l = U256::from_hex("5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72");
    return l;
}
const U256& beta() {
    static const U256 b = U256::from_hex("7AE96A2B657C07106E64479EAC3434E99CF0497512F58995C1396C28719501EE");
    return b;
}

// Scalars where multipliers tend to break: around 0, n, n/2, powers of two, long runs
// of ones or zeros in either half, the endomorphism constant, GLV-lattice-like values.
std::vector<U256> edge_scalars() {
    const U256& n = N().m;
    std::vector<U256> v;
    for (std::uint64_t s = 0; s <= 3; s++) v.push_back(U256::from_u64(s));
    for (std::uint64_t s = 1; s <= 3; s++) v.push_back(u256_sub_small(n, s));  // -1, -2, -3
    U256 half = n;                                                                // (n-1)/2
    ref::u256_shr1(half, 0);
    v.push_back(half);
    v.push_back(N().add(half, U256::from_u64(1)));  // (n+1)/2
    for (int i : {1, 31, 32, 63, 64, 127, 128, 129, 191, 192, 254, 255}) {
        v.push_back(N().reduce(u256_pow2(i)));
        v.push_back(u256_sub_small(u256_pow2(i), 1));  // 2^i - 1 (i < 256, so < n)
    }
    U256 low128, high128, all_ones, alt5, altA;
    for (int i = 0; i < 4; i++) low128.v[i] = 0xFFFFFFFFu;
    for (int i = 4; i < 8; i++) high128.v[i] = 0xFFFFFFFFu;
    for (int i = 0; i < 8; i++) {
        all_ones.v[i] = 0xFFFFFFFFu;
        alt5.v[i] = 0x55555555u;
        altA.v[i] = 0xAAAAAAAAu;
    }
    for (const U256& x : {low128, high128, all_ones, alt5, altA}) v.push_back(N().reduce(x));
    v.push_back(lambda());
    v.push_back(N().neg(lambda()));
    v.push_back(N().mul(lambda(), lambda()));
    v.push_back(N().add(lambda(), U256::from_u64(1)));
    // lambda-related short vectors: k = a + lambda*b with small a, b.
    v.push_back(N().add(U256::from_u64(12345), N().mul(lambda(), U256::from_u64(678))));
    v.push_back(N().sub(N().mul(lambda(), N().reduce(high128)), low128));
    return v;
}

// ---- the libsecp256k1 oracle ------------------------------------------------------------

#if defined(UFSECP_TEST_HAVE_LIBSECP256K1)
const secp256k1_context* lib_ctx() {
    static secp256k1_context* c = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    return c;
}

Point point_of_pubkey(const secp256k1_pubkey& pk) {
    unsigned char out[65];
    size_t len = 65;
    EXPECT_EQ(secp256k1_ec_pubkey_serialize(lib_ctx(), out, &len, &pk, SECP256K1_EC_UNCOMPRESSED), 1);
    return Point::xy(U256::from_be(out + 1), U256::from_be(out + 33));
}

secp256k1_pubkey pubkey_of_point(const Point& a) {
    unsigned char in[65];
    in[0] = 0x04;
    a.x.to_be(in + 1);
    a.y.to_be(in + 33);
    secp256k1_pubkey pk;
    EXPECT_EQ(secp256k1_ec_pubkey_parse(lib_ctx(), &pk, in, 65), 1);
    return pk;
}

// k*G; libsecp256k1 has no infinity, so k = 0 is answered here.
Point lib_mul_g(const U256& k) {
    if (k.is_zero()) return Point::infinity();
    unsigned char b[32];
    k.to_be(b);
    secp256k1_pubkey pk;
    EXPECT_EQ(secp256k1_ec_pubkey_create(lib_ctx(), &pk, b), 1);
    return point_of_pubkey(pk);
}

Point lib_mul(const Point& a, const U256& k) {
    if (k.is_zero() || a.inf) return Point::infinity();
    unsigned char b[32];
    k.to_be(b);
    secp256k1_pubkey pk = pubkey_of_point(a);
    EXPECT_EQ(secp256k1_ec_pubkey_tweak_mul(lib_ctx(), &pk, b), 1);
    return point_of_pubkey(pk);
}

Point lib_add(const Point& a, const Point& b) {
    if (a.inf) return b;
    if (b.inf) return a;
    secp256k1_pubkey pa = pubkey_of_point(a), pb = pubkey_of_point(b), out;
    const secp256k1_pubkey* ins[2] = {&pa, &pb};
    if (!secp256k1_ec_pubkey_combine(lib_ctx(), &out, ins, 2)) return Point::infinity();  // a = -b
    return point_of_pubkey(out);
}

// na*a + ng*G.
Point lib_linear(const Point& a, const U256& na, const U256& ng) { return lib_add(lib_mul(a, na), lib_mul_g(ng)); }

Point random_point_lib(test::Rng& rng) {
    U256 k;
    do k = random_scalar(rng);
    while (k.is_zero());
    return lib_mul_g(k);
}
#endif

// ---- runners ----------------------------------------------------------------------------

Point run_gen(const U256& k) {
    Gej r;
    ecmult_gen(r, scalar_of(k));
    return ref_of_gej(r);
}
Point run_const(const Ge& a, const U256& k) {
    Gej r;
    ecmult_const(r, a, scalar_of(k));
    return ref_of_gej(r);
}
Point run_var(const Gej& a, const U256& na, const U256& ng) {
    Gej r;
    ecmult_var(r, a, scalar_of(na), scalar_of(ng));
    return ref_of_gej(r);
}

// All three multipliers on (P, k) must give `want`: k*G via ecmult_gen (when P = G is
// passed as is_g), k*P via ecmult_const, k*P via ecmult_var with ng = 0, and, for
// P = G, 0*A + k*G through ecmult_var's generator path.
void check_mul(const Point& P, const U256& k, const Point& want, test::Rng& rng, bool is_g) {
    const std::string w = str(want);
    const std::string ctx = "k=" + hex(k) + " P=" + str(P);
    const U256 zero;
    EXPECT_EQ(str(run_const(ge_of_ref(P), k)), w) << "ecmult_const " << ctx;
    EXPECT_EQ(str(run_var(gej_of_ref(P, random_nonzero_fe(rng)), k, zero)), w) << "ecmult_var " << ctx;
    if (is_g) {
        EXPECT_EQ(str(run_gen(k)), w) << "ecmult_gen " << ctx;
        Gej inf;
        gej_set_infinity(inf);
        EXPECT_EQ(str(run_var(inf, random_scalar(rng), k)), w) << "ecmult_var(inf, *, k) " << ctx;
        EXPECT_EQ(str(run_var(gej_of_ref(P, U256::from_u64(1)), zero, k)), w) << "ecmult_var(G, 0, k) " << ctx;
    }
}

// ---- known answers ----------------------------------------------------------------------

TEST(Ecmult, KnownAnswersSmallMultiples) {
    test::Rng rng(1);
    // Textbook values of 2G and 3G (independent of the reference).
    const Point g2 = Point::xy(U256::from_hex("C6047F9441ED7D6D3045406E95C07CD85C778E4B8CEF3CA7ABAC09B95C709EE5"),
                               U256::from_hex("1AE168FEA63DC339A3C58419466CEAEEF7F632653266D0E1236431A950CFE52A"));
    const Point g3 = Point::xy(U256::from_hex("F9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9"),
                               U256::from_hex("388F7B0F632DE8140FE337E62A37F3566500A99934C2231B6CB9FD7584B8E672"));
    EXPECT_EQ(str(ref::ec_mul_g(U256::from_u64(2))), str(g2));
    EXPECT_EQ(str(ref::ec_mul_g(U256::from_u64(3))), str(g3));
    Point acc = Point::infinity();
    for (std::uint64_t k = 0; k <= 20; k++) {
        check_mul(ref::ec_g(), U256::from_u64(k), acc, rng, true);
        acc = ref::ec_add(acc, ref::ec_g());
    }
}

TEST(Ecmult, KnownAnswersSpecialScalars) {
    test::Rng rng(2);
    const ref::Mod& p = ref::field_p();
    const Point& G = ref::ec_g();
    const U256& n = N().m;
    // n-1 -> -G, n-2 -> -2G.
    check_mul(G, u256_sub_small(n, 1), ref::ec_neg(G), rng, true);
    check_mul(G, u256_sub_small(n, 2), ref::ec_neg(ref::ec_double(G)), rng, true);
    // lambda -> (beta Gx, Gy); lambda^2 -> (beta^2 Gx, Gy).
    check_mul(G, lambda(), Point::xy(p.mul(beta(), G.x), G.y), rng, true);
    check_mul(G, N().mul(lambda(), lambda()), Point::xy(p.mul(p.mul(beta(), beta()), G.x), G.y), rng, true);
    // 2^128 and 2^255: 128 / 255 doublings of G.
    Point d = G;
    for (int i = 1; i <= 255; i++) {
        d = ref::ec_double(d);
        if (i == 128 || i == 255) check_mul(G, u256_pow2(i), d, rng, true);
    }
    // (n-1)/2: doubling it gives n-1, i.e. -G.
    U256 half = n;
    ref::u256_shr1(half, 0);
    const Point h = ref::ec_mul_g(half);
    EXPECT_EQ(str(ref::ec_double(h)), str(ref::ec_neg(G)));
    check_mul(G, half, h, rng, true);
    check_mul(G, N().add(half, U256::from_u64(1)), ref::ec_add(h, G), rng, true);
}

// ---- random scalars against the reference -----------------------------------------------

TEST(Ecmult, RandomAgainstReference) {
    test::Rng rng(3);
    const U256 zero;
    for (int i = 0; i < 40; i++) {
        const U256 k = random_scalar(rng);
        const Point kg = ref::ec_mul_g(k);
        EXPECT_EQ(str(run_gen(k)), str(kg)) << hex(k);
        // A random base P = kg, a second scalar m: m*P and m*P + k*G.
        const U256 m = random_scalar(rng);
        if (kg.inf) continue;
        const Point mp = ref::ec_mul(kg, m);
        if (i < 8) {  // the reference agrees with itself: m*(k*G) = (m*k)*G
            EXPECT_EQ(str(mp), str(ref::ec_mul_g(N().mul(m, k))));
        }
        EXPECT_EQ(str(run_const(ge_of_ref(kg), m)), str(mp)) << hex(k) << " " << hex(m);
        EXPECT_EQ(str(run_var(gej_of_ref(kg, random_nonzero_fe(rng)), m, zero)), str(mp));
        EXPECT_EQ(str(run_var(gej_of_ref(kg, random_nonzero_fe(rng)), m, k)), str(ref::ec_add(mp, kg)));
    }
}

// ---- edge scalars and bases -------------------------------------------------------------

TEST(Ecmult, EdgeScalarsOnSpecialBases) {
    test::Rng rng(4);
    const ref::Mod& p = ref::field_p();
    const Point& G = ref::ec_g();
    std::vector<Point> bases = {G, ref::ec_neg(G), ref::ec_mul_g(U256::from_u64(3)),
                                Point::xy(p.mul(beta(), G.x), G.y), ref::ec_mul_g(random_scalar(rng))};
    const std::vector<U256> ks = edge_scalars();
    for (size_t b = 0; b < bases.size(); b++) {
        for (const U256& k : ks) {
#if defined(UFSECP_TEST_HAVE_LIBSECP256K1)
            const Point want = lib_mul(bases[b], k);
#else
            const Point want = ref::ec_mul(bases[b], k);
#endif
            check_mul(bases[b], k, want, rng, b == 0);
        }
    }
    // A base with non-normalized coordinates: -(-G) via ge_neg twice.
    Ge nn;
    ge_neg(nn, ge_generator());
    ge_neg(nn, nn);
    for (const U256& k : {U256::from_u64(1), U256::from_u64(7), lambda(), u256_sub_small(N().m, 1)}) {
        Gej r;
        ecmult_const(r, nn, scalar_of(k));
        EXPECT_EQ(str(ref_of_gej(r)), str(ref::ec_mul_g(k)));
    }
}

// na*A + ng*G must give infinity when ng = -na*x for A = x*G, and the right point when
// the two halves nearly cancel.
TEST(Ecmult, LinearCombinationsThatCancel) {
    test::Rng rng(5);
    const U256 one = U256::from_u64(1);
    for (int i = 0; i < 30; i++) {
        U256 x = random_scalar(rng);
        if (x.is_zero()) x = one;
        if (i == 0) x = one;                      // A = G
        if (i == 1) x = u256_sub_small(N().m, 1);  // A = -G
        if (i == 2) x = lambda();                   // A = lambda G
        const Point A = ref::ec_mul_g(x);
        U256 na = random_scalar(rng);
        if (na.is_zero()) na = one;
        const U256 ng = N().neg(N().mul(na, x));
        const Gej Aj = gej_of_ref(A, random_nonzero_fe(rng));
        EXPECT_EQ(str(run_var(Aj, na, ng)), "infinity") << i;
        // Off by one either way: +G and -G.
        EXPECT_EQ(str(run_var(Aj, na, N().add(ng, one))), str(ref::ec_g())) << i;
        EXPECT_EQ(str(run_var(Aj, na, N().sub(ng, one))), str(ref::ec_neg(ref::ec_g()))) << i;
        // na*A = -ng*G from the constant-time multipliers too.
        Gej c, g;
        ecmult_const(c, ge_of_ref(A), scalar_of(na));
        ecmult_gen(g, scalar_of(N().neg(ng)));
        EXPECT_TRUE(gej_eq_var(c, g)) << i;
    }
    // Both scalars zero, and an infinite base.
    Gej inf;
    gej_set_infinity(inf);
    const U256 zero;
    const Gej Gj = gej_of_ref(ref::ec_g(), U256::from_u64(5));
    EXPECT_EQ(str(run_var(Gj, zero, zero)), "infinity");
    EXPECT_EQ(str(run_var(inf, zero, zero)), "infinity");
    EXPECT_EQ(str(run_var(inf, one, zero)), "infinity");
    EXPECT_EQ(str(run_var(Gj, one, u256_sub_small(N().m, 1))), "infinity");
    EXPECT_EQ(str(run_const(ge_generator(), zero)), "infinity");
    EXPECT_EQ(str(run_gen(zero)), "infinity");
}

// ---- k*G: the signed-digit windows, with every build of the table scan ----------------

// The scans ecmult_gen can use here ("avx2" only where the CPU has it).
std::vector<const char*> gen_scans() {
    std::vector<const char*> v;
    Gej r;
    Scalar one;
    scalar_set_int(one, 1);
    for (const char* name : {"avx2", "sse2", "portable"})
        if (ecmult_gen_using(r, one, name)) v.push_back(name);
    return v;
}

// Scalars that put chosen values in ecmult_gen's windows: s = 2T + 1 where window i
// (i < W - 1) of T is win(i) and the bits of T above them are `top`. (ecmult_gen digit
// d_i = 2 win(i) - (2^B - 1): win = 0 and 2^B - 1 are the extreme digits, 2^(B-1) - 1
// and 2^(B-1) the digits -1 and +1, i.e. table index 0 with either sign.)
template <class F>
U256 scalar_from_windows(F win, std::uint32_t top) {
    U256 t;
    auto set_bit = [&](int b) { t.v[b / 32] |= 1u << (b % 32); };
    for (int i = 0; i + 1 < kGenWindows; i++) {
        const std::uint32_t w = win(i);
        for (int b = 0; b < kGenBits; b++)
            if ((w >> b) & 1) set_bit(i * kGenBits + b);
    }
    for (int b = 0; kGenBits * (kGenWindows - 1) + b < 255; b++)
        if ((top >> b) & 1) set_bit(kGenBits * (kGenWindows - 1) + b);
    U256 s;  // 2T + 1 (T < 2^255)
    for (int i = 7; i >= 0; i--) s.v[i] = (t.v[i] << 1) | (i > 0 ? t.v[i - 1] >> 31 : 1);
    return s;
}

Point oracle_mul_g(const U256& k) {
#if defined(UFSECP_TEST_HAVE_LIBSECP256K1)
    return lib_mul_g(k);
#else
    return ref::ec_mul_g(k);
#endif
}

TEST(Ecmult, GenDigitEdgeCasesEveryScan) {
    test::Rng rng(61);
    const std::uint32_t max = (1u << kGenBits) - 1, half = 1u << (kGenBits - 1);
    const std::uint32_t top_max = 0xFFFFFFFFu;
    std::vector<U256> ks = edge_scalars();
    for (int i = 0; i < 256; i++) {
        ks.push_back(N().reduce(u256_pow2(i)));
        ks.push_back(u256_sub_small(u256_pow2(i), 1));
        ks.push_back(N().reduce(u256_sub_small(N().m, 1 + (std::uint64_t)i)));
    }
    // The one odd scalar whose top-window addition is a doubling (see ecmult_gen.cpp):
    // s = 14*2^252 + (2^256 - n), and its negation.
    {
        U256 c;  // 2^256 - n = -n mod 2^256
        ref::sub(c, U256(), N().m);
        U256 s;
        s.v[7] = 14u << 28;
        ref::add(s, s, c);
        ks.push_back(s);
        ks.push_back(N().neg(s));
        ks.push_back(N().add(s, U256::from_u64(2)));
        ks.push_back(N().sub(s, U256::from_u64(2)));
    }
    const std::uint32_t pick[4] = {0, half - 1, half, max};
    for (std::uint32_t top : {0u, 1u, top_max, rng.u32()}) {
        std::vector<U256> base = {
            scalar_from_windows([&](int) { return 0u; }, top),
            scalar_from_windows([&](int) { return max; }, top),
            scalar_from_windows([&](int) { return half - 1; }, top),
            scalar_from_windows([&](int) { return half; }, top),
            scalar_from_windows([&](int i) { return i % 2 ? max : 0u; }, top),
            scalar_from_windows([&](int i) { return i % 2 ? half : half - 1; }, top),
        };
        for (int r = 0; r < 6; r++) base.push_back(scalar_from_windows([&](int) { return pick[rng.u32() % 4]; }, top));
        for (int r = 0; r < 6; r++) base.push_back(scalar_from_windows([&](int) { return rng.u32() & max; }, top));
        for (const U256& s : base) {
            ks.push_back(N().reduce(s));
            ks.push_back(N().neg(N().reduce(s)));  // even: ecmult_gen negates it back to s
        }
    }
    for (int i = 0; i < 50; i++) ks.push_back(random_scalar(rng));
    const std::vector<const char*> scans = gen_scans();
    ASSERT_FALSE(scans.empty());
    for (const U256& k : ks) {
        const std::string want = str(oracle_mul_g(k));
        for (const char* name : scans) {
            Gej r;
            ASSERT_TRUE(ecmult_gen_using(r, scalar_of(k), name));
            EXPECT_EQ(str(ref_of_gej(r)), want) << name << " k=" << hex(k);
        }
    }
    if (std::getenv("UFSECP_ECMULT_GEN") == nullptr) {
        EXPECT_STREQ(ecmult_gen_lookup_name(), scans.front());
    }
}

// ---- linearity -------------------------------------------------------------------------

TEST(Ecmult, Linearity) {
    test::Rng rng(6);
    for (int i = 0; i < test::iters(200); i++) {
        const U256 a = random_scalar(rng), b = random_scalar(rng);
        Gej ag, bg, sum, abg;
        ecmult_gen(ag, scalar_of(a));
        ecmult_gen(bg, scalar_of(b));
        gej_add_var(sum, ag, bg);
        ecmult_gen(abg, scalar_of(N().add(a, b)));
        EXPECT_TRUE(gej_eq_var(sum, abg)) << hex(a) << " " << hex(b);  // (a+b)G = aG + bG
        // (a*b)G = b*(aG) through ecmult_const, and through ecmult_var.
        Ge A;
        ge_set_gej_var(A, ag);
        if (ge_is_infinity(A)) continue;
        Gej c, v, prod;
        ecmult_const(c, A, scalar_of(b));
        ecmult_var(v, ag, scalar_of(b), scalar_of(U256()));
        ecmult_gen(prod, scalar_of(N().mul(a, b)));
        EXPECT_TRUE(gej_eq_var(c, prod));
        EXPECT_TRUE(gej_eq_var(v, prod));
        // ecmult_var(A, x, y) = x*A + y*G, with each part computed separately.
        const U256 x = random_scalar(rng), y = random_scalar(rng);
        Gej lin, xa, yg;
        ecmult_var(lin, ag, scalar_of(x), scalar_of(y));
        ecmult_const(xa, A, scalar_of(x));
        ecmult_gen(yg, scalar_of(y));
        gej_add_var(sum, xa, yg);
        EXPECT_TRUE(gej_eq_var(lin, sum));
        // k*P + (n-k)*P = infinity, with constant-time parts.
        Gej p1, p2;
        ecmult_const(p1, A, scalar_of(x));
        ecmult_const(p2, A, scalar_of(N().neg(x)));
        gej_add_var(sum, p1, p2);
        EXPECT_TRUE(gej_is_infinity(sum));
    }
}

// ---- bulk comparison with libsecp256k1 -------------------------------------------------

#if defined(UFSECP_TEST_HAVE_LIBSECP256K1)
TEST(Ecmult, GenMatchesLibsecp256k1) {
    test::Rng rng(7);
    for (int i = 0; i < test::iters(3000); i++) {
        const U256 k = random_scalar(rng);
        ASSERT_EQ(str(run_gen(k)), str(lib_mul_g(k))) << hex(k);
    }
}

TEST(Ecmult, ConstAndVarMatchLibsecp256k1) {
    test::Rng rng(8);
    const U256 zero;
    for (int i = 0; i < test::iters(2000); i++) {
        const Point P = random_point_lib(rng);
        const U256 k = random_scalar(rng);
        const std::string want = str(lib_mul(P, k));
        ASSERT_EQ(str(run_const(ge_of_ref(P), k)), want) << hex(k) << " " << str(P);
        ASSERT_EQ(str(run_var(gej_of_ref(P, random_nonzero_fe(rng)), k, zero)), want) << hex(k) << " " << str(P);
    }
}

TEST(Ecmult, LinearCombinationMatchesLibsecp256k1) {
    test::Rng rng(9);
    for (int i = 0; i < test::iters(2000); i++) {
        const Point A = random_point_lib(rng);
        U256 na = random_scalar(rng), ng = random_scalar(rng);
        switch (i % 8) {  // mix in zero and tiny scalars
            case 0: na = U256(); break;
            case 1: ng = U256(); break;
            case 2: na = U256::from_u64(rng.u32() % 16); break;
            case 3: ng = U256::from_u64(rng.u32() % 16); break;
            default: break;
        }
        ASSERT_EQ(str(run_var(gej_of_ref(A, random_nonzero_fe(rng)), na, ng)), str(lib_linear(A, na, ng)))
            << hex(na) << " " << hex(ng) << " " << str(A);
    }
}

// Bases that are small multiples of G: the multipliers' internal tables and the
// generator tables then hold related points, so internal additions can meet equal or
// opposite operands.
TEST(Ecmult, SmallMultipleBasesMatchLibsecp256k1) {
    test::Rng rng(10);
    const ref::Mod& p = ref::field_p();
    std::vector<Point> bases;
    for (std::uint64_t c = 1; c <= 8; c++) {
        bases.push_back(ref::ec_mul_g(U256::from_u64(c)));
        bases.push_back(ref::ec_neg(bases.back()));
    }
    bases.push_back(Point::xy(p.mul(beta(), ref::ec_g().x), ref::ec_g().y));
    for (const Point& B : bases) {
        for (int i = 0; i < 40; i++) {
            U256 na = random_scalar(rng), ng = random_scalar(rng);
            if (i % 4 == 0) ng = N().neg(na);               // na*B - na*G
            if (i % 4 == 1) na = U256::from_u64(1 + i % 5);  // tiny na
            if (i % 4 == 2) ng = U256::from_u64(i % 7);      // tiny ng
            ASSERT_EQ(str(run_var(gej_of_ref(B, random_nonzero_fe(rng)), na, ng)), str(lib_linear(B, na, ng)))
                << hex(na) << " " << hex(ng) << " " << str(B);
            ASSERT_EQ(str(run_const(ge_of_ref(B), na)), str(lib_mul(B, na))) << hex(na) << " " << str(B);
        }
    }
}
#endif

// The inversion-free table (one shared Z) against the classic one (odd_multiples_var,
// true affine), for table sizes 1, 2, 8 and 16 and bases with Z != 1: entry i with Z =
// globalz must be (2i+1)P, and so must the classic entry.
template <std::size_t Nt>
void check_globalz_table(const Point& P, test::Rng& rng) {
    Ge gz[Nt], classic[Nt];
    Gej scratch[Nt];
    Fe globalz;
    const Gej pj = gej_of_ref(P, random_nonzero_fe(rng));
    odd_multiples_globalz_var(gz, globalz, pj);
    odd_multiples_var(classic, scratch, pj, Nt);
    Point m = P;
    const Point twice = ref::ec_double(P);
    for (std::size_t i = 0; i < Nt; i++) {
        Gej e;
        e.x = gz[i].x;
        e.y = gz[i].y;
        e.z = globalz;
        e.infinity = 0;
        ASSERT_EQ(str(ref_of_gej(e)), str(m)) << "globalz entry " << i << " of " << Nt;
        Gej c;
        gej_set_ge(c, classic[i]);
        ASSERT_EQ(str(ref_of_gej(c)), str(m)) << "classic entry " << i << " of " << Nt;
        m = ref::ec_add(m, twice);
    }
}

TEST(Ecmult, GlobalZTableMatchesClassicTable) {
    test::Rng rng(11);
    std::vector<Point> bases = {ref::ec_g(), ref::ec_neg(ref::ec_g())};
    for (int i = 0; i < 6; i++) bases.push_back(ref::ec_mul_g(random_scalar(rng)));
    for (const Point& B : bases) {
        if (B.inf) continue;
        check_globalz_table<1>(B, rng);
        check_globalz_table<2>(B, rng);
        check_globalz_table<8>(B, rng);
        check_globalz_table<16>(B, rng);
    }
}

// Edge scalars for the a*P part of ecmult_var and for ecmult_const (whose tables use the
// shared-Z frame): 0, 1, 2, n-1, n-2, powers of two, lambda and its neighbours, with a
// G part that is zero, tiny, or cancels the a part.
TEST(Ecmult, GlobalZFrameEdgeScalars) {
    test::Rng rng(12);
    const U256 lambda = U256::from_hex("5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72");
    std::vector<U256> ks = {U256::from_u64(0), U256::from_u64(1), U256::from_u64(2), U256::from_u64(3),
                            N().neg(U256::from_u64(1)), N().neg(U256::from_u64(2)), lambda,
                            N().add(lambda, U256::from_u64(1)), N().neg(lambda)};
    for (int e : {1, 64, 127, 128, 129, 200, 255}) {
        U256 k = U256::from_u64(1);
        for (int j = 0; j < e; j++) k = N().add(k, k);
        ks.push_back(k);
    }
    const Point P = ref::ec_mul_g(random_scalar(rng));
    for (const U256& k : ks) {
        const Point kp = ref::ec_mul(P, k);
        if (!k.is_zero()) {
            EXPECT_EQ(str(run_const(ge_of_ref(P), k)), str(kp)) << "ecmult_const k=" << hex(k);
        }
        for (const U256& ng : {U256::from_u64(0), U256::from_u64(1), N().neg(k)}) {
            // With ng = -k and P = G the sum is infinity.
            const Point want = ref::ec_add(kp, ref::ec_mul_g(ng));
            EXPECT_EQ(str(run_var(gej_of_ref(P, random_nonzero_fe(rng)), k, ng)), str(want))
                << "ecmult_var k=" << hex(k) << " ng=" << hex(ng);
            const Point wantg = ref::ec_add(ref::ec_mul_g(k), ref::ec_mul_g(ng));
            EXPECT_EQ(str(run_var(gej_of_ref(ref::ec_g(), random_nonzero_fe(rng)), k, ng)), str(wantg))
                << "ecmult_var(G) k=" << hex(k) << " ng=" << hex(ng);
        }
    }
}

}  // namespace
}  // namespace ufsecp
