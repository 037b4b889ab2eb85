// ufsecp — scalar tier 8x32: integers modulo the group order n in eight 32-bit limbs,
// products in uint64_t only (32x32->64), so it builds on any C++20 compiler.
//
// Layer 1 (arithmetic). Includes only common/ and modinv/. The contract (ranges,
// constant-time guarantees, every function's preconditions) is in scalar/scalar.hpp;
// this file implements it for hosts without unsigned __int128.
//
// value = sum(d[i] * 2^(32i)), always fully reduced (< n).
// n     = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
// C     = 2^256 - n = 0x1_45512319_50B75FC4_402DA173_2FC9BEBF (129 bits: limbs C[0..3]
//         and a top limb of 1), so 2^256 = C (mod n).
// Every function here may be called with r aliasing any input.
#pragma once

#include <cstdint>

#include "common/util.hpp"
#include "modinv/modinv32.hpp"

// Fully unroll the fixed-shape limb loops (the index tests inside them then fold away).
#if defined(__clang__)
#define UFSECP_S32_UNROLL _Pragma("unroll")
#elif defined(__GNUC__)
#define UFSECP_S32_UNROLL _Pragma("GCC unroll 16")
#else
#define UFSECP_S32_UNROLL
#endif

namespace ufsecp {

struct Scalar32 {
    std::uint32_t d[8];

    // The constant d7*2^224 + ... + d0 (d7 most significant), which must be < n.
    static constexpr Scalar32 from_u32be(std::uint32_t d7, std::uint32_t d6, std::uint32_t d5, std::uint32_t d4,
                                         std::uint32_t d3, std::uint32_t d2, std::uint32_t d1, std::uint32_t d0) {
        return Scalar32{{d0, d1, d2, d3, d4, d5, d6, d7}};
    }
};

namespace scalar32_detail {
using u64 = std::uint64_t;

// n, little-endian.
inline constexpr std::uint32_t kN[8] = {0xD0364141u, 0xBFD25E8Cu, 0xAF48A03Bu, 0xBAAEDCE6u,
                                        0xFFFFFFFEu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
// C = 2^256 - n, little-endian (limb 4 is 1, the rest above are 0).
inline constexpr std::uint32_t kC[8] = {0x2FC9BEBFu, 0x402DA173u, 0x50B75FC4u, 0x45512319u, 1u, 0u, 0u, 0u};
// 2^256 - 1 - floor(n/2), for scalar_is_high.
inline constexpr std::uint32_t kNotHalfN[8] = {~0x681B20A0u, ~0xDFE92F46u, ~0x57A4501Du, ~0x5D576E73u, 0u, 0u, 0u,
                                               0x80000000u};

// 1 if x + y >= 2^256 (the carry out of the 256-bit sum), else 0. Constant time.
UFSECP_INLINE int carry_out(const std::uint32_t x[8], const std::uint32_t y[8]) {
    u64 t = 0;
    UFSECP_S32_UNROLL
    for (int i = 0; i < 8; i++) t = (t >> 32) + x[i] + y[i];
    return (int)(t >> 32);
}

// 1 if a (any 256-bit value) is >= n, else 0: a >= n exactly when a + C carries out.
UFSECP_INLINE int ge_n(const std::uint32_t a[8]) {
    return carry_out(a, kC);
}

// r = (r + flag * C) mod 2^256, i.e. subtracts n once when flag is 1 (flag 0/1). Used when
// the caller knows r + flag*2^256 - flag*n lies in [0, n).
UFSECP_INLINE void sub_n_if(std::uint32_t r[8], int flag) {
    const std::uint32_t m = ct_mask32(flag);
    u64 t = 0;
    UFSECP_S32_UNROLL
    for (int i = 0; i < 8; i++) {
        t += (u64)r[i] + (kC[i] & m);
        r[i] = (std::uint32_t)t;
        t >>= 32;
    }
}

// A 96-bit column accumulator (c0 + c1*2^32 + c2*2^64) for product scanning. A column
// adds at most eight 64-bit products plus one word here, far under 2^96.
struct Acc {
    std::uint32_t c0 = 0, c1 = 0, c2 = 0;
    UFSECP_INLINE void muladd(std::uint32_t a, std::uint32_t b) {
        const u64 t = (u64)a * b;
        std::uint32_t lo = (std::uint32_t)t, hi = (std::uint32_t)(t >> 32);  // hi <= 2^32 - 2
        c0 += lo;
        hi += (c0 < lo);
        c1 += hi;
        c2 += (c1 < hi);
    }
    UFSECP_INLINE void add(std::uint32_t a) {
        c0 += a;
        const std::uint32_t over = (c0 < a);
        c1 += over;
        c2 += (c1 < over);
    }
    UFSECP_INLINE std::uint32_t take() {
        const std::uint32_t r = c0;
        c0 = c1;
        c1 = c2;
        c2 = 0;
        return r;
    }
};

// l[0..15] = a * b, the full 512-bit product (product scanning).
UFSECP_INLINE void mul_512(std::uint32_t l[16], const std::uint32_t a[8], const std::uint32_t b[8]) {
    Acc c;
    UFSECP_S32_UNROLL
    for (int k = 0; k < 15; k++) {
        UFSECP_S32_UNROLL
        for (int i = 0; i < 8; i++)
            if (k - i >= 0 && k - i < 8) c.muladd(a[i], b[k - i]);
        l[k] = c.take();
    }
    l[15] = c.c0;
}

// out[0..NOUT-1] = lo[0..7] + hi[0..NHI-1] * C, where the caller sized NOUT so that the
// sum fits (checked in debug builds). Constant time (loop bounds are compile-time shapes).
template <int NOUT, int NHI>
UFSECP_INLINE void fold_c(std::uint32_t out[NOUT], const std::uint32_t lo[8], const std::uint32_t hi[NHI]) {
    Acc c;
    UFSECP_S32_UNROLL
    for (int k = 0; k < NOUT; k++) {
        if (k < 8) c.add(lo[k]);
        UFSECP_S32_UNROLL
        for (int j = 0; j < 4; j++) {
            const int i = k - j;
            if (i >= 0 && i < NHI) c.muladd(hi[i], kC[j]);
        }
        if (k - 4 >= 0 && k - 4 < NHI) c.add(hi[k - 4]);  // C's top limb is 1
        out[k] = c.take();
    }
    UFSECP_VERIFY_CHECK(c.c0 == 0 && c.c1 == 0);
}

// r = l mod n for any 512-bit l. Constant time.
// With C < 1.271 * 2^128:
//   pass 1: m = l[0..7] + l[8..15]*C     < 1.271 * 2^384     -> m[0..12], m[12] <= 1
//   pass 2: p = m[0..7] + m[8..12]*C     < 2.615 * 2^256     -> p[0..8],  p[8] <= 2
//   pass 3: q = p[0..7] + p[8]*C         < 2^256 + 2^130     -> 256 bits + carry
// If pass 3 carries, the low part is < 2^130 and adding C (= subtracting n mod 2^256)
// finishes; otherwise q < 2^256 < 2n and one conditional subtraction of n finishes.
UFSECP_INLINE void reduce_512(std::uint32_t r[8], const std::uint32_t l[16]) {
    std::uint32_t m[13], p[9];
    fold_c<13, 8>(m, l, l + 8);
    UFSECP_VERIFY_CHECK(m[12] <= 1);
    fold_c<9, 5>(p, m, m + 8);
    UFSECP_VERIFY_CHECK(p[8] <= 2);
    u64 t = 0;
    UFSECP_S32_UNROLL
    for (int i = 0; i < 8; i++) {
        t += (u64)p[i] + (u64)p[8] * kC[i];
        r[i] = (std::uint32_t)t;
        t >>= 32;
    }
    const int carry = (int)t;
    sub_n_if(r, carry | ge_n(r));
}

// All-ones if any limb of a is nonzero.
UFSECP_INLINE std::uint32_t nonzero_mask(const std::uint32_t a[8]) {
    std::uint32_t x = 0;
    for (int i = 0; i < 8; i++) x |= a[i];
    return ct_mask32(x != 0);
}

// out = n - a (a in [1, n)) as ~a + n + 1, masked by m. Constant time.
UFSECP_INLINE void neg_masked(std::uint32_t out[8], const std::uint32_t a[8], std::uint32_t m) {
    u64 t = 1;
    UFSECP_S32_UNROLL
    for (int i = 0; i < 8; i++) {
        t += (u64)(~a[i]) + kN[i];
        out[i] = (std::uint32_t)t & m;
        t >>= 32;
    }
}

}  // namespace scalar32_detail

// Debug invariant: the value is fully reduced.
UFSECP_INLINE void scalar_verify(const Scalar32& a) {
    UFSECP_VERIFY_CHECK(scalar32_detail::ge_n(a.d) == 0);
    (void)a;
}

UFSECP_INLINE void scalar_clear(Scalar32& r) {
    for (int i = 0; i < 8; i++) r.d[i] = 0;
}

UFSECP_INLINE void scalar_set_int(Scalar32& r, unsigned v) {
    r.d[0] = v;
    for (int i = 1; i < 8; i++) r.d[i] = 0;
}

// r = b32 (big-endian) mod n; *overflow (if given) = 1 iff the value was >= n. Constant time.
UFSECP_INLINE void scalar_set_b32(Scalar32& r, const unsigned char* b32, int* overflow) {
    for (int i = 0; i < 8; i++) r.d[i] = read_be32(b32 + 28 - 4 * i);
    const int over = scalar32_detail::ge_n(r.d);
    scalar32_detail::sub_n_if(r.d, over);  // 2^256 - 1 < 2n, so once is enough
    if (overflow) *overflow = over;
    scalar_verify(r);
}

UFSECP_INLINE void scalar_get_b32(unsigned char* out32, const Scalar32& a) {
    scalar_verify(a);
    for (int i = 0; i < 8; i++) write_be32(out32 + 28 - 4 * i, a.d[i]);
}

// Bits [offset, offset+count) as an integer. Precondition (see scalar.hpp): 1 <= count <= 32
// and the bits lie in one 32-bit word: offset/32 == (offset+count-1)/32. Constant time in a.
UFSECP_INLINE unsigned scalar_get_bits(const Scalar32& a, unsigned offset, unsigned count) {
    UFSECP_VERIFY_CHECK(count >= 1 && count <= 32 && offset + count <= 256);
    UFSECP_VERIFY_CHECK((offset >> 5) == ((offset + count - 1) >> 5));
    return (unsigned)(((std::uint64_t)(a.d[offset >> 5] >> (offset & 31))) & ((((std::uint64_t)1) << count) - 1));
}

// r = a + b mod n; returns 1 iff a + b >= n (the sum was reduced). Constant time.
UFSECP_INLINE int scalar_add(Scalar32& r, const Scalar32& a, const Scalar32& b) {
    using namespace scalar32_detail;
    scalar_verify(a);
    scalar_verify(b);
    u64 t = 0;
    UFSECP_S32_UNROLL
    for (int i = 0; i < 8; i++) {
        t += (u64)a.d[i] + b.d[i];
        r.d[i] = (std::uint32_t)t;
        t >>= 32;
    }
    // a + b < 2n: a carry out of 2^256 leaves r < n - C, so the two flags never both hold.
    const int over = (int)t | ge_n(r.d);
    sub_n_if(r.d, over);
    scalar_verify(r);
    return over;
}

// r += flag ? 2^bit : 0. bit < 256 (public); flag 0/1 (may be secret: constant time in flag).
// Precondition: when flag is 1, r + 2^bit < n (nothing is reduced; checked in debug builds).
UFSECP_INLINE void scalar_cadd_bit(Scalar32& r, unsigned bit, int flag) {
    using scalar32_detail::u64;
    UFSECP_VERIFY_CHECK(bit < 256);
    scalar_verify(r);
    const std::uint32_t add = (std::uint32_t)flag << (bit & 31);
    const unsigned limb = bit >> 5;
    u64 t = 0;
    for (unsigned i = 0; i < 8; i++) {
        t += (u64)r.d[i] + (add & ct_mask32(i == limb));
        r.d[i] = (std::uint32_t)t;
        t >>= 32;
    }
    UFSECP_VERIFY_CHECK(t == 0);
    scalar_verify(r);
}

// r = a * b mod n: the full 512-bit product, then reduce_512. Constant time.
UFSECP_INLINE void scalar_mul(Scalar32& r, const Scalar32& a, const Scalar32& b) {
    scalar_verify(a);
    scalar_verify(b);
    std::uint32_t l[16];
    scalar32_detail::mul_512(l, a.d, b.d);
    scalar32_detail::reduce_512(r.d, l);
    scalar_verify(r);
}

// r = round(a * b / 2^shift), 256 <= shift <= 511 (public; the code branches on it, hence
// _var, but not on a or b). The result is < n: a*b <= (n-1)^2 < (n-1)*2^256.
UFSECP_INLINE void scalar_mul_shift_var(Scalar32& r, const Scalar32& a, const Scalar32& b, unsigned shift) {
    using scalar32_detail::u64;
    UFSECP_VERIFY_CHECK(shift >= 256 && shift <= 511);
    scalar_verify(a);
    scalar_verify(b);
    std::uint32_t l[16];
    scalar32_detail::mul_512(l, a.d, b.d);
    const unsigned limbs = shift >> 5, low = shift & 31;
    // Round half up: add the highest bit shifted out.
    u64 t = (l[(shift - 1) >> 5] >> ((shift - 1) & 31)) & 1;
    UFSECP_S32_UNROLL
    for (unsigned i = 0; i < 8; i++) {
        const unsigned s = i + limbs;
        std::uint32_t v = s < 16 ? l[s] >> low : 0;
        if (low != 0 && s + 1 < 16) v |= l[s + 1] << (32 - low);
        t += v;
        r.d[i] = (std::uint32_t)t;
        t >>= 32;
    }
    scalar_verify(r);
}

// r = -a mod n (0 stays 0). Constant time.
UFSECP_INLINE void scalar_negate(Scalar32& r, const Scalar32& a) {
    scalar_verify(a);
    scalar32_detail::neg_masked(r.d, a.d, scalar32_detail::nonzero_mask(a.d));
    scalar_verify(r);
}

// r = flag ? -r : r (flag 0/1). Returns -1 if flag (negated; also when r is 0), else 1.
// Constant time.
UFSECP_INLINE int scalar_cond_negate(Scalar32& r, int flag) {
    scalar_verify(r);
    const std::uint32_t m = ct_mask32(flag) & scalar32_detail::nonzero_mask(r.d);
    std::uint32_t w[8];
    scalar32_detail::neg_masked(w, r.d, 0xFFFFFFFFu);
    for (int i = 0; i < 8; i++) r.d[i] = (w[i] & m) | (r.d[i] & ~m);
    scalar_verify(r);
    return 1 - 2 * flag;
}

// r = a / 2 mod n: a even -> a >> 1; a odd -> (a + n) >> 1 (a 257-bit sum). Constant time.
UFSECP_INLINE void scalar_half(Scalar32& r, const Scalar32& a) {
    using namespace scalar32_detail;
    scalar_verify(a);
    const std::uint32_t m = ct_mask32((int)(a.d[0] & 1));
    std::uint32_t s[9];
    u64 t = 0;
    UFSECP_S32_UNROLL
    for (int i = 0; i < 8; i++) {
        t += (u64)a.d[i] + (kN[i] & m);
        s[i] = (std::uint32_t)t;
        t >>= 32;
    }
    s[8] = (std::uint32_t)t;
    UFSECP_S32_UNROLL
    for (int i = 0; i < 8; i++) r.d[i] = (s[i] >> 1) | (s[i + 1] << 31);
    scalar_verify(r);
}

UFSECP_INLINE bool scalar_is_zero(const Scalar32& a) {
    scalar_verify(a);
    std::uint32_t x = 0;
    for (int i = 0; i < 8; i++) x |= a.d[i];
    return x == 0;
}

UFSECP_INLINE bool scalar_is_one(const Scalar32& a) {
    scalar_verify(a);
    std::uint32_t x = a.d[0] ^ 1u;
    for (int i = 1; i < 8; i++) x |= a.d[i];
    return x == 0;
}

UFSECP_INLINE bool scalar_is_even(const Scalar32& a) {
    scalar_verify(a);
    return (a.d[0] & 1) == 0;
}

// Whether a > floor(n/2) = (n-1)/2. Constant time: a > h exactly when
// a + (2^256 - 1 - h) carries out of 256 bits.
UFSECP_INLINE bool scalar_is_high(const Scalar32& a) {
    scalar_verify(a);
    return scalar32_detail::carry_out(a.d, scalar32_detail::kNotHalfN) != 0;
}

UFSECP_INLINE bool scalar_eq(const Scalar32& a, const Scalar32& b) {
    scalar_verify(a);
    scalar_verify(b);
    std::uint32_t x = 0;
    for (int i = 0; i < 8; i++) x |= a.d[i] ^ b.d[i];
    return x == 0;
}

// r = flag ? a : r (flag 0/1). Constant time.
UFSECP_INLINE void scalar_cmov(Scalar32& r, const Scalar32& a, int flag) {
    const std::uint32_t m = ct_mask32(flag);
    for (int i = 0; i < 8; i++) r.d[i] = (r.d[i] & ~m) | (a.d[i] & m);
    scalar_verify(r);
}

// r1 = k mod 2^128, r2 = k >> 128 (both < 2^128).
UFSECP_INLINE void scalar_split_128(Scalar32& r1, Scalar32& r2, const Scalar32& k) {
    scalar_verify(k);
    std::uint32_t w[8];
    for (int i = 0; i < 8; i++) w[i] = k.d[i];
    for (int i = 0; i < 4; i++) {
        r1.d[i] = w[i];
        r2.d[i] = w[i + 4];
        r1.d[i + 4] = 0;
        r2.d[i + 4] = 0;
    }
}

// r >>= sh (1 <= sh <= 15); returns the sh bits shifted out. Constant time in r.
UFSECP_INLINE int scalar_shr_int(Scalar32& r, int sh) {
    UFSECP_VERIFY_CHECK(sh >= 1 && sh <= 15);
    scalar_verify(r);
    const int out = (int)(r.d[0] & ((1u << sh) - 1));
    for (int i = 0; i < 7; i++) r.d[i] = (r.d[i] >> sh) | (r.d[i + 1] << (32 - sh));
    r.d[7] >>= sh;
    scalar_verify(r);
    return out;
}

namespace scalar32_detail {
// n in safegcd form, built at compile time.
inline constexpr ModInfo30 kModInfoN = modinfo30_from_u32le(kN);
}  // namespace scalar32_detail

// r = 1/a mod n (1/0 = 0), constant time (safegcd, modinv30).
UFSECP_INLINE void scalar_inverse(Scalar32& r, const Scalar32& a) {
    scalar_verify(a);
    const bool a_zero = scalar_is_zero(a);
    (void)a_zero;
    Signed30 s;
    signed30_from_u32le(s, a.d);
    modinv30(s, scalar32_detail::kModInfoN);
    signed30_to_u32le(r.d, s);
    secure_wipe(s);
    scalar_verify(r);
    UFSECP_VERIFY_CHECK(scalar_is_zero(r) == a_zero);
}

// Same as scalar_inverse, variable time (for public values only).
UFSECP_INLINE void scalar_inverse_var(Scalar32& r, const Scalar32& a) {
    scalar_verify(a);
    const bool a_zero = scalar_is_zero(a);
    (void)a_zero;
    Signed30 s;
    signed30_from_u32le(s, a.d);
    modinv30_var(s, scalar32_detail::kModInfoN);
    signed30_to_u32le(r.d, s);
    scalar_verify(r);
    UFSECP_VERIFY_CHECK(scalar_is_zero(r) == a_zero);
}

}  // namespace ufsecp

#undef UFSECP_S32_UNROLL
