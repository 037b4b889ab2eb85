// A tiny, deliberately obvious affine secp256k1 reference for tests.
//
// Layer: tests only. Built solely on tests/support/ref_bigint.hpp (U256, Mod); it
// shares no code, representation or algorithm with the library, so agreement
// between the two is evidence rather than tautology.
//
// Contract:
//   * Point {x, y, inf}: an affine point with x, y < p, or the point at infinity
//     (inf = true; x, y are then ignored and kept zero).
//   * Every function takes and returns points in that form and implements the
//     textbook formulas on y^2 = x^3 + 7 over F_p:
//       add:    lambda = (y2 - y1) / (x2 - x1),  x3 = lambda^2 - x1 - x2,
//               y3 = lambda (x1 - x3) - y1, with P + O = P, P + (-P) = O, P + P = 2P;
//       double: lambda = 3 x^2 / (2 y), same x3/y3 (2P = O when y = 0, which never
//               happens on secp256k1 since x^3 = -7 has no root, but is handled).
//   * ec_mul(P, k) is plain left-to-right double-and-add over all 256 bits of k,
//     so it equals (k mod n) * P for any 256-bit k.
//   * Field inverses use a binary extended Euclid (faster than Fermat by ~100x,
//     which matters because every affine add needs one) and are self-checked by
//     a * a^-1 == 1 with ref::Mod::mul, so a wrong inverse aborts instead of
//     silently producing a wrong "reference" answer.
//   * Cost: one ec_mul is ~400 inversions, a few ms at -O2; use it for hundreds
//     of cases, not thousands.
#pragma once

#include <array>
#include <cstdio>
#include <cstdlib>

#include "support/ref_bigint.hpp"

namespace ufsecp::ref {

// ---- small helpers on U256 (no modulus) --------------------------------------

inline bool u256_is_even(const U256& a) { return (a.v[0] & 1) == 0; }

// a >>= 1, shifting `top` (0 or 1) into bit 255.
inline void u256_shr1(U256& a, std::uint32_t top) {
    for (int i = 0; i < 7; i++) a.v[i] = (a.v[i] >> 1) | (a.v[i + 1] << 31);
    a.v[7] = (a.v[7] >> 1) | (top << 31);
}

// x / 2 mod m for x < m (m odd): x even -> x >> 1, x odd -> (x + m) >> 1 with the
// 257th bit of x + m carried back in.
inline U256 mod_half(const Mod& m, const U256& x) {
    U256 r = x;
    std::uint32_t carry = 0;
    if (!u256_is_even(r)) carry = add(r, r, m.m);
    u256_shr1(r, carry);
    return r;
}

// 1 / a mod m (m odd prime, 0 < a < m) by the binary extended Euclidean algorithm.
// Invariants: u == a * x1 (mod m), v == a * x2 (mod m), gcd(u, v) == gcd(a, m) == 1.
// Each step halves an even u or v, or subtracts the smaller from the larger, so
// the loop ends with u == 1 or v == 1 in at most ~512 steps. 0 maps to 0.
inline U256 mod_inv(const Mod& m, const U256& a) {
    if (a.is_zero()) return a;
    const U256 one = U256::from_u64(1);
    U256 u = a, v = m.m, x1 = one, x2;
    while (!(u == one) && !(v == one)) {
        while (u256_is_even(u)) {
            u256_shr1(u, 0);
            x1 = mod_half(m, x1);
        }
        while (u256_is_even(v)) {
            u256_shr1(v, 0);
            x2 = mod_half(m, x2);
        }
        if (cmp(u, v) >= 0) {
            sub(u, u, v);
            x1 = m.sub(x1, x2);
        } else {
            sub(v, v, u);
            x2 = m.sub(x2, x1);
        }
    }
    U256 r = (u == one) ? x1 : x2;
    if (!(m.mul(a, r) == one)) {  // self-check: never trust the reference blindly
        std::fprintf(stderr, "ref_ec: modular inverse self-check failed\n");
        std::abort();
    }
    return r;
}

// ---- points --------------------------------------------------------------------

struct Point {
    U256 x, y;
    bool inf = true;

    static Point infinity() { return Point{}; }
    static Point xy(const U256& x, const U256& y) { return Point{x, y, false}; }
    friend bool operator==(const Point& a, const Point& b) {
        if (a.inf || b.inf) return a.inf == b.inf;
        return a.x == b.x && a.y == b.y;
    }
};

inline const U256& curve_b() {
    static const U256 b = U256::from_u64(7);
    return b;
}

// x^3 + 7 mod p.
inline U256 curve_rhs(const U256& x) {
    const Mod& p = field_p();
    return p.add(p.mul(p.mul(x, x), x), curve_b());
}

// The standard generator G (SEC 2, section 2.4.1).
inline const Point& ec_g() {
    static const Point g = Point::xy(
        U256::from_hex("79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798"),
        U256::from_hex("483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8"));
    return g;
}

// Whether a is a point of the curve (infinity counts as on the group, not on the
// curve equation; callers choose). Coordinates must be < p to count.
inline bool ec_on_curve(const Point& a) {
    if (a.inf) return false;
    const Mod& p = field_p();
    if (cmp(a.x, p.m) >= 0 || cmp(a.y, p.m) >= 0) return false;
    return p.mul(a.y, a.y) == curve_rhs(a.x);
}

inline Point ec_neg(const Point& a) {
    if (a.inf) return a;
    return Point::xy(a.x, field_p().neg(a.y));
}

inline Point ec_double(const Point& a) {
    const Mod& p = field_p();
    if (a.inf || a.y.is_zero()) return Point::infinity();
    const U256 three = U256::from_u64(3);
    U256 num = p.mul(three, p.mul(a.x, a.x));     // 3 x^2
    U256 den = p.add(a.y, a.y);                   // 2 y
    U256 lam = p.mul(num, mod_inv(p, den));
    U256 x3 = p.sub(p.sub(p.mul(lam, lam), a.x), a.x);
    U256 y3 = p.sub(p.mul(lam, p.sub(a.x, x3)), a.y);
    return Point::xy(x3, y3);
}

inline Point ec_add(const Point& a, const Point& b) {
    const Mod& p = field_p();
    if (a.inf) return b;
    if (b.inf) return a;
    if (a.x == b.x) {
        if (a.y == b.y) return ec_double(a);
        return Point::infinity();  // same x, different y: b = -a
    }
    U256 lam = p.mul(p.sub(b.y, a.y), mod_inv(p, p.sub(b.x, a.x)));
    U256 x3 = p.sub(p.sub(p.mul(lam, lam), a.x), b.x);
    U256 y3 = p.sub(p.mul(lam, p.sub(a.x, x3)), a.y);
    return Point::xy(x3, y3);
}

// k * a by left-to-right double-and-add over all 256 bits of k.
inline Point ec_mul(const Point& a, const U256& k) {
    Point r = Point::infinity();
    for (int i = 255; i >= 0; i--) {
        r = ec_double(r);
        if (k.bit(i)) r = ec_add(r, a);
    }
    return r;
}

// k * G. Same double-and-add, but over a cached table of 2^i * G (built by
// repeated ec_double), which saves the 256 doublings per call.
inline Point ec_mul_g(const U256& k) {
    static const auto table = [] {
        std::array<Point, 256> t;
        t[0] = ec_g();
        for (int i = 1; i < 256; i++) t[i] = ec_double(t[i - 1]);
        return t;
    }();
    Point r = Point::infinity();
    for (int i = 0; i < 256; i++)
        if (k.bit(i)) r = ec_add(r, table[i]);
    return r;
}

// The point with x-coordinate x and y parity `odd`, if x^3 + 7 is a square mod p
// (x < p required). sqrt by a^((p+1)/4) since p = 3 mod 4, verified by squaring.
inline bool ec_lift_x(Point& r, const U256& x, bool odd) {
    const Mod& p = field_p();
    if (cmp(x, p.m) >= 0) return false;
    U256 rhs = curve_rhs(x);
    U256 e;                        // (p + 1) / 4
    add(e, p.m, U256::from_u64(1));  // p + 1 < 2^256, no carry
    u256_shr1(e, 0);
    u256_shr1(e, 0);
    U256 y = p.pow(rhs, e);
    if (!(p.mul(y, y) == rhs)) return false;
    if ((bool)(y.v[0] & 1) != odd) y = p.neg(y);
    r = Point::xy(x, y);
    return true;
}

}  // namespace ufsecp::ref
