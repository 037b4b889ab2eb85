// ufsecp — scalar arithmetic modulo the group order
//   n = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141,
// plus the GLV decomposition k = r1 + lambda*r2 used by the point multipliers.
//
// Layer 1 (arithmetic). Includes only common/ and modinv/.
//
// Two tiers implement one interface, as overloaded free functions on their own types:
//   Scalar64 (scalar_4x64.hpp): four 64-bit limbs, products in unsigned __int128.
//   Scalar32 (scalar_8x32.hpp): eight 32-bit limbs, products in uint64_t only.
// `Scalar` is the tier this build uses: Scalar32 when UFSECP_FIELD_10X26 is defined or
// there is no __int128, else Scalar64 (the same rule as Fe in field/field.hpp). Tests
// include both tiers directly to check that they agree.
//
// ---- Representation contract (both tiers) ----------------------------------------
// Limbs are little-endian and the value is ALWAYS fully reduced: 0 <= value < n. Every
// function takes and returns reduced scalars (checked by scalar_verify under
// UFSECP_VERIFY). r may alias any input unless stated otherwise.
// Constant time: everything except the functions ending in _var runs without branches,
// early exits or memory indices that depend on scalar values; arguments documented as
// public (bit positions, shift counts) may steer control flow.
//
// ---- Functions each tier provides (S = Scalar64 or Scalar32) ----------------------
//   static constexpr S S::from_u32be(d7, ..., d0)    constant, d7 most significant; must be < n
//   void scalar_verify(const S&)                      debug invariant check (value < n)
//   void scalar_clear(S& r)                           r = 0
//   void scalar_set_int(S& r, unsigned v)             r = v
//   void scalar_set_b32(S& r, const uchar* b32, int* overflow)
//                                                     r = big-endian b32 mod n; *overflow = 1 iff
//                                                     the value was >= n (overflow may be nullptr)
//   void scalar_get_b32(uchar* out32, const S& a)     32 bytes big-endian
//   unsigned scalar_get_bits(const S& a, unsigned offset, unsigned count)
//                                                     bits [offset, offset+count) of a. Requires
//                                                     1 <= count <= 32, offset + count <= 256 and
//                                                     offset/32 == (offset+count-1)/32 (the bits
//                                                     sit inside one aligned 32-bit word). Constant
//                                                     time in a (offset/count are public).
//   int  scalar_add(S& r, const S& a, const S& b)     r = a + b mod n; returns 1 iff a + b >= n
//   void scalar_cadd_bit(S& r, unsigned bit, int flag)
//                                                     r += 2^bit if flag (0/1, may be secret);
//                                                     bit < 256 public; requires r + 2^bit < n
//                                                     when flag is 1 (no reduction is done)
//   void scalar_mul(S& r, const S& a, const S& b)     r = a * b mod n (512-bit product, then
//                                                     reduction with 2^256 = C mod n,
//                                                     C = 0x14551231950B75FC4402DA1732FC9BEBF)
//   void scalar_mul_shift_var(S& r, const S& a, const S& b, unsigned shift)
//                                                     r = round(a*b / 2^shift) (ties up),
//                                                     256 <= shift <= 511; result < n. Branches
//                                                     only on shift: constant time in a and b
//   void scalar_negate(S& r, const S& a)              r = -a mod n (-0 = 0)
//   int  scalar_cond_negate(S& r, int flag)           if flag (0/1): r = -r; returns -1 if flag
//                                                     else 1
//   void scalar_half(S& r, const S& a)                r = a / 2 mod n (r + r == a)
//   void scalar_inverse(S& r, const S& a)             r = 1/a mod n; 1/0 = 0 (safegcd, modinv)
//   void scalar_inverse_var(S& r, const S& a)         same, variable time (public values only)
//   bool scalar_is_zero / scalar_is_one / scalar_is_even (const S& a)
//   bool scalar_is_high(const S& a)                   a > (n-1)/2
//   bool scalar_eq(const S& a, const S& b)
//   void scalar_cmov(S& r, const S& a, int flag)      r = flag ? a : r (flag 0/1)
//   void scalar_split_128(S& r1, S& r2, const S& k)   r1 = k mod 2^128, r2 = k >> 128
//   int  scalar_shr_int(S& r, int sh)                 1 <= sh <= 15: r >>= sh; returns the sh
//                                                     bits shifted out (for wNAF recoding)
// Generic (this file, for either tier):
//   bool scalar_set_b32_seckey(S& r, const uchar* b32)
//                                                     true iff 0 < value < n; r = value mod n
//                                                     either way. Constant time
//   unsigned scalar_get_bits_var(const S& a, unsigned offset, unsigned count)
//                                                     1 <= count <= 32, offset + count <= 256,
//                                                     any alignment. Variable time (in offset)
//   constexpr S scalar_lambda<S>()                    lambda, the cube root of unity below
//   void scalar_split_lambda(S& r1, S& r2, const S& k)
//                                                     k = r1 + lambda*r2 (mod n), r1 and r2 short
//                                                     (bounds below). r1, r2 distinct; either may
//                                                     alias k. Constant time
#pragma once

#include <concepts>
#include <initializer_list>
#include <cstdint>

#include "common/util.hpp"
#include "scalar/scalar_8x32.hpp"
#if defined(UFSECP_HAVE_INT128)
#include "scalar/scalar_4x64.hpp"
#endif

namespace ufsecp {

#if defined(UFSECP_FIELD_10X26) || !defined(UFSECP_HAVE_INT128)
using Scalar = Scalar32;
#else
using Scalar = Scalar64;
#endif

// The scalar tiers (keeps the generic functions below from matching unrelated types).
#if defined(UFSECP_HAVE_INT128)
template <class S>
concept ScalarTier = std::same_as<S, Scalar32> || std::same_as<S, Scalar64>;
#else
template <class S>
concept ScalarTier = std::same_as<S, Scalar32>;
#endif

// r = b32 mod n; true iff the value is a valid secret key, 0 < value < n. Constant time
// (the two conditions are combined without a branch).
template <ScalarTier S>
inline bool scalar_set_b32_seckey(S& r, const unsigned char* b32) {
    int overflow;
    scalar_set_b32(r, b32, &overflow);
    return ((overflow ^ 1) & (int)!scalar_is_zero(r)) != 0;
}

// Bits [offset, offset+count) of a for any alignment: 1 <= count <= 32, offset + count <= 256.
// A window that crosses a 32-bit word is read as two pieces. Variable time in offset/count.
template <ScalarTier S>
inline unsigned scalar_get_bits_var(const S& a, unsigned offset, unsigned count) {
    UFSECP_VERIFY_CHECK(count >= 1 && count <= 32 && offset + count <= 256);
    if ((offset >> 5) == ((offset + count - 1) >> 5)) return scalar_get_bits(a, offset, count);
    const unsigned low = 32 - (offset & 31);  // bits up to the word boundary, 1 <= low < count
    return scalar_get_bits(a, offset, low) | (scalar_get_bits(a, offset + low, count - low) << low);
}

// lambda = 0x5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72, a primitive
// cube root of unity mod n (lambda^2 + lambda + 1 = 0). On the curve,
// lambda * (x, y) = (beta * x, y) with beta = 0x7AE96A2B657C07106E64479EAC3434E99CF0497512F58995C1396C28719501EE,
// a cube root of unity mod p.
template <ScalarTier S>
constexpr S scalar_lambda() {
    return S::from_u32be(0x5363AD4Cu, 0xC05C30E0u, 0xA5261C02u, 0x8812645Au, 0x122E22EAu, 0x20816678u, 0xDF02967Cu,
                         0x1B23BD72u);
}

// ---- GLV decomposition ---------------------------------------------------------------
// Lattice. L = {(x, y) in Z^2 : x + y*lambda = 0 (mod n)} has determinant n. Running the
// extended Euclidean algorithm on (n, lambda) (remainders r_i = s_i*n + t_i*lambda) and
// stopping at the first remainder below sqrt(n) gives the reduced basis (Guide to ECC,
// alg. 3.74) v1 = (a1, b1), v2 = (a2, b2):
//   a1 =  0x3086D221A7D46BCDE86C90E49284EB15        (126 bits)
//   b1 = -0xE4437ED6010E88286F547FA90ABFE4C3        (128 bits)
//   a2 =  0x114CA50F7A8E2F3F657C1108D9D44CFD8       (129 bits)
//   b2 =  0x3086D221A7D46BCDE86C90E49284EB15  = a1  (126 bits)
// with a1*b2 - a2*b1 = n exactly (checked with python3; see the test file for the values
// that pin the results).
//
// Babai rounding. (k, 0) = x*v1 + y*v2 with x = k*b2/n and y = -k*b1/n. We take
// c1 = round(x), c2 = round(y) and output (r1, r2) = (k, 0) - c1*v1 - c2*v2, which lies
// in L + (k, 0), i.e. r1 + lambda*r2 = k (mod n). Only r2 is formed directly,
//   r2 = c1*(-b1) + c2*(-b2) (mod n),   r1 = k - lambda*r2 (mod n).
// c1, c2 come from scalar_mul_shift_var with 384-bit fixed-point reciprocals
//   g1 = round(2^384 * b2 / n)  = 0x3086D221A7D46BCDE86C90E49284EB153DAA8A1471E8CA7FE893209A45DBB031
//   g2 = round(2^384 * -b1 / n) = 0xE4437ED6010E88286F547FA90ABFE4C4221208AC9DF506C61571B4AE8AC47F71
// so c1 = round(k*g1 / 2^384) and c2 = round(k*g2 / 2^384).
//
// Bound we guarantee. Writing e1 = c1 - x, e2 = c2 - y, the output is
// (r1, r2) = -(e1*v1 + e2*v2) as integers. For k < n the reciprocal errors add at most
// k*|g1/2^384 - b2/n| < 2^-131.5 and k*|g2/2^384 + b1/n| < 2^-129.8 to the rounding error,
// so |e1|, |e2| <= 1/2 + 2^-129.8 and
//   |r1| <= (|a1| + |a2|) * (1/2 + eps) -> |r1| <= 0xA2A8918CA85BAFE22016D0B917E4DD76 < 2^127.35
//   |r2| <= (|b1| + |b2|) * (1/2 + eps) -> |r2| <= 0x8A65287BD47179FB2BE08846CEA267EC < 2^127.12
// As scalars: r1 (resp. r2) or n - r1 (resp. n - r2) is below those bounds, hence < 2^128.
// The bounds are tight: k = (n-1)/2 reaches the r1 bound exactly, and the tests include k
// (found by rounding points next to the corners e1, e2 = +-1/2) within 0x20 of the r2 bound.
template <ScalarTier S>
inline void scalar_split_lambda(S& r1, S& r2, const S& k) {
    constexpr S minus_b1 = S::from_u32be(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u, 0xE4437ED6u, 0x010E8828u,
                                         0x6F547FA9u, 0x0ABFE4C3u);
    constexpr S minus_b2 = S::from_u32be(0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFEu, 0x8A280AC5u, 0x0774346Du,
                                         0xD765CDA8u, 0x3DB1562Cu);  // n - b2
    constexpr S g1 = S::from_u32be(0x3086D221u, 0xA7D46BCDu, 0xE86C90E4u, 0x9284EB15u, 0x3DAA8A14u, 0x71E8CA7Fu,
                                   0xE893209Au, 0x45DBB031u);
    constexpr S g2 = S::from_u32be(0xE4437ED6u, 0x010E8828u, 0x6F547FA9u, 0x0ABFE4C4u, 0x221208ACu, 0x9DF506C6u,
                                   0x1571B4AEu, 0x8AC47F71u);
    constexpr S lambda = scalar_lambda<S>();
    UFSECP_VERIFY_CHECK(&r1 != &r2);
    const S kk = k;  // r1 or r2 may alias k
    S c1, c2;
    // shift 384 is a constant, so mul_shift_var is constant time here.
    scalar_mul_shift_var(c1, kk, g1, 384);
    scalar_mul_shift_var(c2, kk, g2, 384);
    scalar_mul(c1, c1, minus_b1);
    scalar_mul(c2, c2, minus_b2);
    scalar_add(r2, c1, c2);
    scalar_mul(r1, r2, lambda);
    scalar_negate(r1, r1);
    scalar_add(r1, r1, kk);
#ifdef UFSECP_VERIFY
    {
        // r1 + lambda*r2 == k, and each part (or its negation) is below 2^128.
        S t;
        scalar_mul(t, r2, lambda);
        scalar_add(t, t, r1);
        UFSECP_CHECK(scalar_eq(t, kk));
        for (const S* part : {&r1, &r2}) {
            S neg;
            scalar_negate(neg, *part);
            unsigned char b[32], bn[32];
            scalar_get_b32(b, *part);
            scalar_get_b32(bn, neg);
            bool short_pos = true, short_neg = true;
            for (int i = 0; i < 16; i++) {
                short_pos = short_pos && b[i] == 0;
                short_neg = short_neg && bn[i] == 0;
            }
            UFSECP_CHECK(short_pos || short_neg);
        }
    }
#endif
}

}  // namespace ufsecp
