// ufsecp — the secp256k1 group: y^2 = x^3 + 7 over F_p, points in affine and Jacobian form.
//
// Layer 2 (group). Includes only field/ (and common/).
//
// Types
//   Ge   affine (x, y), or the point at infinity (infinity = 1, coordinates meaningless).
//   Gej  Jacobian (X, Y, Z) standing for (X/Z^2, Y/Z^3); infinity flag as above.
//   GeStorage  compact affine form for tables (normalized coordinates).
// Magnitude invariants (see field/field.hpp): Ge x, y <= 1 unless stated otherwise;
// Gej X <= 4, Y <= 4, Z <= 1. Every function accepts and returns points within them.
//
// Constant time: ge_set_gej, gej_double, gej_add_ge, ge_neg, gej_neg, the storage
// functions and gej_set_ge run the same instructions for every input. Functions that
// end in _var branch on their inputs and must only see public data.
#pragma once

#include <cstddef>

#include "common/util.hpp"
#include "field/field.hpp"
#include "field/field_backend.hpp"

namespace ufsecp {

struct Ge {
    Fe x, y;
    int infinity;
};

struct Gej {
    Fe x, y, z;
    int infinity;
};

struct GeStorage {
    FeStorage x, y;
};

namespace group_detail {
// b = 7, the curve constant.
inline constexpr int kCurveB = 7;
// The generator G (SEC 2, 2.4.1).
inline constexpr Ge kGenerator{
    Fe::from_u32be(0x79BE667Eu, 0xF9DCBBACu, 0x55A06295u, 0xCE870B07u, 0x029BFCDBu, 0x2DCE28D9u, 0x59F2815Bu,
                   0x16F81798u),
    Fe::from_u32be(0x483ADA77u, 0x26A3C465u, 0x5DA4FBFCu, 0x0E1108A8u, 0xFD17B448u, 0xA6855419u, 0x9C47D08Fu,
                   0xFB10D4B8u),
    0};
}  // namespace group_detail

// beta, a primitive cube root of unity mod p: (x, y) -> (beta*x, y) is the endomorphism
// that multiplies a point by lambda (scalar/scalar.hpp).
inline constexpr Fe kBeta = Fe::from_u32be(0x7AE96A2Bu, 0x657C0710u, 0x6E64479Eu, 0xAC3434E9u, 0x9CF04975u,
                                           0x12F58995u, 0xC1396C28u, 0x719501EEu);

inline const Ge& ge_generator() { return group_detail::kGenerator; }

UFSECP_INLINE void ge_set_xy(Ge& r, const Fe& x, const Fe& y) {
    r.x = x;
    r.y = y;
    r.infinity = 0;
}

UFSECP_INLINE void ge_set_infinity(Ge& r) {
    fe_clear(r.x);
    fe_clear(r.y);
    r.infinity = 1;
}

UFSECP_INLINE void gej_set_infinity(Gej& r) {
    fe_clear(r.x);
    fe_clear(r.y);
    fe_clear(r.z);
    r.infinity = 1;
}

UFSECP_INLINE bool ge_is_infinity(const Ge& a) { return a.infinity; }
UFSECP_INLINE bool gej_is_infinity(const Gej& a) { return a.infinity; }

// r = x^3 + 7 (magnitude 2), the right-hand side of the curve equation. x magnitude <= 8.
UFSECP_INLINE void curve_rhs(Fe& r, const Fe& x) {
    Fe x2;
    fe_sqr(x2, x);
    fe_mul(r, x2, x);
    fe_add_int(r, group_detail::kCurveB);
}

// Whether a (not infinity) satisfies y^2 = x^3 + 7. Variable time.
inline bool ge_is_valid_var(const Ge& a) {
    if (a.infinity) return false;
    Fe y2, rhs;
    fe_sqr(y2, a.y);
    curve_rhs(rhs, a.x);
    return fe_equal_var(y2, rhs);
}

// The point with x-coordinate x and y of the given parity. x must be normalized.
// Returns false (r unusable) if x^3 + 7 is not a square. Variable time.
inline bool ge_set_xo_var(Ge& r, const Fe& x, int odd) {
    Fe rhs;
    curve_rhs(rhs, x);
    r.x = x;
    r.infinity = 0;
    if (!fe_sqrt_var(r.y, rhs)) return false;  // on the process's field backend
    fe_normalize_var(r.y);
    if ((int)fe_is_odd(r.y) != (odd != 0)) fe_negate(r.y, r.y, 1), fe_normalize_var(r.y);
    return true;
}

// BIP-340 lift_x: the point with x-coordinate x and even y.
inline bool ge_lift_x(Ge& r, const Fe& x) { return ge_set_xo_var(r, x, 0); }

// r = -a. y is weakly normalized first so the result keeps y's magnitude small.
UFSECP_INLINE void ge_neg(Ge& r, const Ge& a) {
    r = a;
    fe_normalize_weak(r.y);
    fe_negate(r.y, r.y, 1);
}

UFSECP_INLINE void gej_neg(Gej& r, const Gej& a) {
    r = a;
    fe_normalize_weak(r.y);
    fe_negate(r.y, r.y, 1);
}

UFSECP_INLINE void gej_set_ge(Gej& r, const Ge& a) {
    r.x = a.x;
    r.y = a.y;
    fe_set_int(r.z, 1);
    r.infinity = a.infinity;
}

// Affine coordinates of a Jacobian point given 1/Z (zi): x = X*zi^2, y = Y*zi^3.
UFSECP_INLINE void ge_set_gej_zinv(Ge& r, const Gej& a, const Fe& zi) {
    Fe zi2, zi3;
    fe_sqr(zi2, zi);
    fe_mul(zi3, zi2, zi);
    fe_mul(r.x, a.x, zi2);
    fe_mul(r.y, a.y, zi3);
    r.infinity = a.infinity;
}

// To affine, constant time. Infinity maps to infinity (with zero coordinates).
UFSECP_INLINE void ge_set_gej(Ge& r, const Gej& a) {
    Fe zi;
    fe_inv(zi, a.z);
    ge_set_gej_zinv(r, a, zi);
    fe_normalize(r.x);
    fe_normalize(r.y);
}

// To affine, variable time.
inline void ge_set_gej_var(Ge& r, const Gej& a) {
    if (a.infinity) {
        ge_set_infinity(r);
        return;
    }
    Fe zi;
    fe_inv_var(zi, a.z);
    ge_set_gej_zinv(r, a, zi);
    fe_normalize_var(r.x);
    fe_normalize_var(r.y);
}

// Batch conversion to affine with one field inversion (Montgomery's trick over the
// non-infinite inputs). r and a must not overlap. Variable time.
inline void ge_set_all_gej_var(Ge* r, const Gej* a, std::size_t n);

// r = 2a, constant time (3M + 4S). With the halved Z3 = Y1*Z1 the formulas are
//   L = 3/2 X1^2, S = Y1^2, T = -X1*S,
//   X3 = L^2 + 2T, Y3 = -(L*(X3 + T) + S^2), Z3 = Y1*Z1.
// secp256k1 has no point of order 2 (y is never 0), so the only exceptional input is
// infinity, whose flag is carried through (its coordinates are then meaningless).
UFSECP_INLINE void gej_double(Gej& r, const Gej& a) {
    Fe l, s, t;
    r.infinity = a.infinity;
    fe_mul(r.z, a.z, a.y);       // Z3 = Y1*Z1            (1)
    fe_sqr(s, a.y);              // S = Y1^2              (1)
    fe_sqr(l, a.x);              // L = X1^2              (1)
    fe_mul_int(l, 3);            // L = 3 X1^2            (3)
    fe_half(l);                  // L = 3/2 X1^2          (2)
    fe_negate(t, s, 1);          // T = -S                (2)
    fe_mul(t, t, a.x);           // T = -X1*S             (1)
    fe_sqr(r.x, l);              // X3 = L^2              (1)
    fe_add(r.x, t);              //                       (2)
    fe_add(r.x, t);              // X3 = L^2 + 2T         (3)
    fe_sqr(s, s);                // S^2                   (1)
    fe_add(t, r.x);              // T' = X3 + T           (4)
    fe_mul(r.y, t, l);           // L*(X3 + T)            (1)
    fe_add(r.y, s);              //                       (2)
    fe_negate(r.y, r.y, 2);      // Y3                    (3)
}

// r = 2a, variable time (skips the work for infinity).
UFSECP_INLINE void gej_double_var(Gej& r, const Gej& a) {
    if (a.infinity) {
        gej_set_infinity(r);
        return;
    }
    gej_double(r, a);
}

// r = a + b for any Jacobian inputs, variable time (11M + 5S).
// With U1 = X1 Z2^2, U2 = X2 Z1^2, S1 = Y1 Z2^3, S2 = Y2 Z1^3, H = U2 - U1, I = S1 - S2:
//   X3 = I^2 - H^3 - 2 U1 H^2,  Y3 = I (X3 - U1 H^2) - S1 H^3,  Z3 = Z1 Z2 H.
// H = 0 means equal x: the sum is 2a when I = 0 too, else infinity.
inline void gej_add_var(Gej& r, const Gej& a, const Gej& b);

// r = a + b with b affine, variable time (8M + 3S); the same formulas with Z2 = 1.
inline void gej_add_ge_var(Gej& r, const Gej& a, const Ge& b);

// gej_add_ge_var that also returns the z-ratio zr = r.z / a.z (magnitude 1): H in the
// generic case, Y1 for a doubling, 0 for an infinite result, 1 when b is infinity.
// a must not be infinity (r would then have no Z relation to a). Variable time.
inline void gej_add_ge_var_zr(Gej& r, const Gej& a, const Ge& b, Fe& zr);

// r = a + b' where b' is the Jacobian point (b.x, b.y, 1/bzinv): b's affine coordinates
// taken in a frame whose Z is scaled by bzinv (bzinv != 0, magnitude <= 1). It serves an
// accumulator kept in the "global Z" frame of an odd-multiples table (see
// ecmult/odd_multiples.hpp) when b is a true affine point. Variable time (9M + 3S).
inline void gej_add_zinv_var(Gej& r, const Gej& a, const Ge& b, const Fe& bzinv);

// r = a + b with b affine, constant time (8M + 3S, no branches), for callers that can prove
// the exceptional cases away: a and b finite and a != +-b (the result is then finite too).
// The formulas of gej_add_ge_var's generic case; a wrong precondition gives a wrong point
// (checked under UFSECP_VERIFY).
inline void gej_add_ge_distinct(Gej& r, const Gej& a, const Ge& b);

// r = a + b with b affine and not infinity, constant time (7M + 5S + cmovs).
// Handles a = infinity, a = b and a = -b without branches; see group_add_impl.hpp.
inline void gej_add_ge(Gej& r, const Gej& a, const Ge& b);

// Whether a and b are the same point. Variable time.
inline bool gej_eq_var(const Gej& a, const Gej& b) {
    if (a.infinity || b.infinity) return a.infinity && b.infinity;
    Fe az2, bz2, t1, t2;
    fe_sqr(az2, a.z);
    fe_sqr(bz2, b.z);
    fe_mul(t1, a.x, bz2);
    fe_mul(t2, b.x, az2);
    fe_normalize_weak(t1);
    if (!fe_equal_var(t1, t2)) return false;
    fe_mul(az2, az2, a.z);
    fe_mul(bz2, bz2, b.z);
    fe_mul(t1, a.y, bz2);
    fe_mul(t2, b.y, az2);
    fe_normalize_weak(t1);
    return fe_equal_var(t1, t2);
}

inline bool ge_eq_var(const Ge& a, const Ge& b) {
    if (a.infinity || b.infinity) return a.infinity && b.infinity;
    Fe ax = a.x, ay = a.y;
    fe_normalize_weak(ax);
    fe_normalize_weak(ay);
    return fe_equal_var(ax, b.x) && fe_equal_var(ay, b.y);
}

// a must not be infinity; its coordinates are normalized on the way.
UFSECP_INLINE void ge_to_storage(GeStorage& r, const Ge& a) {
    UFSECP_VERIFY_CHECK(!a.infinity);
    Fe x = a.x, y = a.y;
    fe_normalize(x);
    fe_normalize(y);
    fe_to_storage(r.x, x);
    fe_to_storage(r.y, y);
}

UFSECP_INLINE void ge_from_storage(Ge& r, const GeStorage& a) {
    fe_from_storage(r.x, a.x);
    fe_from_storage(r.y, a.y);
    r.infinity = 0;
}

// r = flag ? a : r, constant time.
UFSECP_INLINE void ge_storage_cmov(GeStorage& r, const GeStorage& a, int flag) {
    fe_storage_cmov(r.x, a.x, flag);
    fe_storage_cmov(r.y, a.y, flag);
}

}  // namespace ufsecp

#include "group/group_add_impl.hpp"
