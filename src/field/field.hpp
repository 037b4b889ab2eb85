// ufsecp — field arithmetic modulo p = 2^256 - 2^32 - 977.
//
// Layer 1 (arithmetic). Includes only common/ and modinv/.
//
// Two tiers implement one interface, as overloaded free functions on their own types:
//   Fe52  (field_5x52.hpp):  five 52-bit limbs in uint64_t, products in unsigned __int128.
//   Fe26  (field_10x26.hpp): ten 26-bit limbs in uint32_t, products in uint64_t only.
// `Fe` is the tier this build uses (CMake option UFSECP_FIELD); tests include both
// tiers directly to check that they agree.
//
// ---- Representation contract (both tiers) ----------------------------------------
// An element is a sum of limbs, value = sum(n[i] * 2^(B*i)) (B = 52 or 26), and may
// exceed p ("lazy reduction"). Two quantities bound it:
//   magnitude m  : every limb is at most 2*m times the limb bound of a normalized
//                  value (2^52-1 or 2^26-1 for lower limbs, 2^48-1 / 2^22-1 for the
//                  top limb). The factor 2 leaves room for the one-bit carry that
//                  mul/sqr leave in the top limb: their output has magnitude 1.
//                  Adding elements adds magnitudes; m <= 32 everywhere.
//   normalized   : every limb within its bound and value < p (magnitude 1); only
//                  then are is_zero, is_odd, get_b32, cmp_var and to_storage meaningful.
//   fe_negate(r, a, m) computes 2*(m+1)*p - a limb by limb, so r has magnitude m+1.
// Under UFSECP_VERIFY every element carries its magnitude and normalized flag and
// every function checks its preconditions (fe_verify).
//
// ---- Functions each tier provides (F = Fe52 or Fe26) ------------------------------
//   static constexpr F F::from_u32be(d7, ..., d0)   constant, normalized, d7 most significant
//   void fe_verify(const F&)                         debug invariant check
//   void fe_set_int(F& r, int a)                     0 <= a <= 0x7FFF; normalized
//   void fe_clear(F& r)                              r = 0, normalized
//   void fe_normalize(F& r)                          magnitude <= 32 -> normalized (constant time)
//   void fe_normalize_weak(F& r)                     magnitude <= 32 -> magnitude 1
//   void fe_normalize_var(F& r)                      like fe_normalize, variable time
//   bool fe_normalizes_to_zero(const F& r)           r == 0 mod p, magnitude <= 32 (constant time)
//   bool fe_normalizes_to_zero_var(const F& r)       same, variable time
//   bool fe_is_zero(const F& a)                      a normalized
//   bool fe_is_odd(const F& a)                       a normalized
//   bool fe_equal(const F& a, const F& b)            a mag <= 1, b mag <= 30 (constant time)
//   bool fe_equal_var(const F& a, const F& b)        same bounds, variable time
//   int  fe_cmp_var(const F& a, const F& b)          both normalized; -1, 0, 1
//   void fe_set_b32_mod(F& r, const unsigned char*)  32 bytes big-endian, reduced mod p; normalized
//   bool fe_set_b32_limit(F& r, const unsigned char*) false if the value is >= p (r then unusable)
//   void fe_get_b32(unsigned char*, const F& a)      a normalized; 32 bytes big-endian
//   void fe_negate(F& r, const F& a, int m)          a mag <= m (m <= 31); r = -a, magnitude m+1
//   void fe_mul_int(F& r, int a)                     r *= a (a small); magnitude multiplies by a (<= 32)
//   void fe_add(F& r, const F& a)                    r += a; magnitudes add (<= 32)
//   void fe_add_int(F& r, int a)                     r += a, 0 <= a <= 0x7FFF; magnitude + 1
//   void fe_mul(F& r, const F& a, const F& b)        mags <= 8; r magnitude 1; r may alias a or b
//   void fe_sqr(F& r, const F& a)                    mag <= 8; r magnitude 1; r may alias a
//   void fe_half(F& r)                               r = r/2 mod p; magnitude m -> m/2 + 1
//   void fe_cmov(F& r, const F& a, int flag)         flag 0/1; r = flag ? a : r (constant time)
//   void fe_to_storage(FeStorage& r, const F& a)     a normalized
//   void fe_from_storage(F& r, const FeStorage& a)   r normalized
//   void fe_inv(F& r, const F& a)                    1/a, constant time (safegcd); 1/0 = 0; mag <= 8
//   void fe_inv_var(F& r, const F& a)                same, variable time
// Generic (this file, for any tier):
//   void fe_sqr_n(F& r, const F& a, int n)           r = a^(2^n), n >= 0 (MULX: fe64_sqr_n)
//   bool fe_sqrt(F& r, const F& a)                   r = a^((p+1)/4); true iff r^2 == a
//   bool fe_is_square_var(const F& a)                whether a is a square mod p
//   void fe_inv_all_var(F* r, const F* a, size_t n)  batch inverse (Montgomery's trick), one inversion
//   void fe_storage_cmov(FeStorage&, const FeStorage&, int flag)
#pragma once

#include <cstddef>

#include "common/util.hpp"
#include "field/field_storage.hpp"
#include "field/field_10x26.hpp"
#if defined(UFSECP_HAVE_INT128)
#include "field/field_5x52.hpp"
#endif

namespace ufsecp {

#if defined(UFSECP_FIELD_10X26) || !defined(UFSECP_HAVE_INT128)
using Fe = Fe26;
#else
using Fe = Fe52;
#endif

// r = a^(2^n): n squarings (n >= 0; r may alias a). The tiers square one at a time; the
// MULX backend has its own overload (fe64_sqr_n, field_4x64_mulx.hpp: the limbs stay in
// registers across the run), found by argument-dependent lookup from the chains below.
template <class F>
inline void fe_sqr_n(F& r, const F& a, int n) {
    r = a;
    for (int j = 0; j < n; j++) fe_sqr(r, r);
}

// The shared head of the chains below: t1 = a^(2^245 - 2^23 + 2^22 - 1) (223 ones, a zero,
// 22 ones), with x2 = a^3 and x22 = a^(2^22 - 1) for the tails. 245 squarings, 11 products,
// using runs x2, x3, x6, x9, x11, x22, x44, x88, x176, x220, x223 (xk = a^(2^k - 1)).
template <class F>
inline void fe_pow_chain_head(F& t1, F& x2, const F& a) {
    F x3, x6, x9, x11, x22, x44, x88, x176, x220, x223;
    fe_sqr(x2, a);
    fe_mul(x2, x2, a);
    fe_sqr(x3, x2);
    fe_mul(x3, x3, a);
    fe_sqr_n(x6, x3, 3);
    fe_mul(x6, x6, x3);
    fe_sqr_n(x9, x6, 3);
    fe_mul(x9, x9, x3);
    fe_sqr_n(x11, x9, 2);
    fe_mul(x11, x11, x2);
    fe_sqr_n(x22, x11, 11);
    fe_mul(x22, x22, x11);
    fe_sqr_n(x44, x22, 22);
    fe_mul(x44, x44, x22);
    fe_sqr_n(x88, x44, 44);
    fe_mul(x88, x88, x44);
    fe_sqr_n(x176, x88, 88);
    fe_mul(x176, x176, x88);
    fe_sqr_n(x220, x176, 44);
    fe_mul(x220, x220, x44);
    fe_sqr_n(x223, x220, 3);
    fe_mul(x223, x223, x3);
    fe_sqr_n(t1, x223, 23);
    fe_mul(t1, t1, x22);
}

// r = a^((p+1)/4). Since p = 3 mod 4, r is a square root of a whenever one exists;
// returns whether r^2 == a. a magnitude <= 8; r normalized-ready (magnitude 1).
// (p+1)/4 = 2^254 - 2^30 - 244: the head, then 0000 11 00 (253 squarings, 13 products).
template <class F>
inline bool fe_sqrt(F& r, const F& a) {
    F x2, t1;
    fe_pow_chain_head(t1, x2, a);
    fe_sqr_n(t1, t1, 6);
    fe_mul(t1, t1, x2);
    fe_sqr(t1, t1);
    fe_sqr(r, t1);
    // Check: r^2 == a.
    fe_sqr(t1, r);
    return fe_equal(t1, a);
}

// r = a^((p-3)/4), the inverse square root: for a nonzero square a, r^2 = a^((p-1)/2) / a =
// 1/a, so a*r is a square root of a and a*r^2 its inverse: ONE exponentiation replaces an
// inversion plus a square root (ellswift decoding and encoding). (p-3)/4 = 2^254 - 2^30 -
// 245: the head, then 0000 1 0 11 (253 squarings, 13 products). No check: the caller knows
// a is a nonzero square (or checks a*r^2 == 1). Constant time.
template <class F>
inline void fe_pow_isqrt(F& r, const F& a) {
    F x2, t1;
    fe_pow_chain_head(t1, x2, a);
    fe_sqr_n(t1, t1, 5);
    fe_mul(t1, t1, a);
    fe_sqr_n(t1, t1, 3);
    fe_mul(r, t1, x2);
}

// Whether a is a quadratic residue mod p (0 counts as a square). Variable time.
template <class F>
inline bool fe_is_square_var(const F& a) {
    F r;
    return fe_sqrt(r, a);
}

// Montgomery's trick: r[i] = 1/a[i] for n elements with a single field inversion.
// Every a[i] must be nonzero (a zero would zero the whole batch; checked in debug builds).
// r and a must not overlap. Variable time (for public data).
template <class F>
inline void fe_inv_all_var(F* r, const F* a, std::size_t n) {
    if (n == 0) return;
    UFSECP_VERIFY_CHECK(r + n <= a || a + n <= r);
    r[0] = a[0];
    for (std::size_t i = 1; i < n; i++) fe_mul(r[i], r[i - 1], a[i]);
    F u;
    fe_inv_var(u, r[n - 1]);
    for (std::size_t i = n - 1; i > 0; i--) {
        fe_mul(r[i], r[i - 1], u);
        fe_mul(u, u, a[i]);
    }
    r[0] = u;
}

}  // namespace ufsecp
