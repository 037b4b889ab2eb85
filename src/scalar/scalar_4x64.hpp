// ufsecp — scalar tier 4x64: integers modulo the group order n in four 64-bit limbs,
// products in unsigned __int128.
//
// Layer 1 (arithmetic). Includes only common/ and modinv/. The contract (ranges,
// constant-time guarantees, every function's preconditions) is in scalar/scalar.hpp;
// this file implements it for hosts with a 64x64->128 multiply.
//
// value = d[0] + d[1]*2^64 + d[2]*2^128 + d[3]*2^192, always fully reduced (< n).
// n     = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
// C     = 2^256 - n = 0x14551231950B75FC4402DA1732FC9BEBF (129 bits), so 2^256 = C (mod n)
//         and a 512-bit product folds to < 2n in three multiply-by-C passes.
// Every function here may be called with r aliasing any input.
#pragma once

#include <cstdint>

#include "common/util.hpp"

#if defined(UFSECP_HAVE_INT128)
#include "modinv/modinv64.hpp"
#if defined(__x86_64__) || defined(_M_X64)
#include <immintrin.h>  // _addcarry_u64: compilers turn u128 carry chains into poor code
#define UFSECP_SCALAR64_ADDCARRY 1
#endif

namespace ufsecp {

struct Scalar64 {
    std::uint64_t d[4];

    // The constant d7*2^224 + ... + d0 (d7 most significant), which must be < n.
    static constexpr Scalar64 from_u32be(std::uint32_t d7, std::uint32_t d6, std::uint32_t d5, std::uint32_t d4,
                                         std::uint32_t d3, std::uint32_t d2, std::uint32_t d1, std::uint32_t d0) {
        return Scalar64{{(std::uint64_t)d1 << 32 | d0, (std::uint64_t)d3 << 32 | d2, (std::uint64_t)d5 << 32 | d4,
                         (std::uint64_t)d7 << 32 | d6}};
    }
};

namespace scalar64_detail {
using u128 = unsigned __int128;

// n, little-endian.
constexpr std::uint64_t N0 = 0xBFD25E8CD0364141ull, N1 = 0xBAAEDCE6AF48A03Bull;
constexpr std::uint64_t N2 = 0xFFFFFFFFFFFFFFFEull, N3 = 0xFFFFFFFFFFFFFFFFull;
// C = 2^256 - n = C0 + C1*2^64 + 1*2^128.
constexpr std::uint64_t C0 = 0x402DA1732FC9BEBFull, C1 = 0x4551231950B75FC4ull;
// floor(n / 2), little-endian.
constexpr std::uint64_t H0 = 0xDFE92F46681B20A0ull, H1 = 0x5D576E7357A4501Dull;
constexpr std::uint64_t H2 = 0xFFFFFFFFFFFFFFFFull, H3 = 0x7FFFFFFFFFFFFFFFull;

// One step of a carry chain: returns a + b + c mod 2^64 and sets c to the carry out.
// c is 0 or 1. (Branch-free either way.)
UFSECP_INLINE std::uint64_t addc(std::uint64_t a, std::uint64_t b, unsigned char& c) {
#if defined(UFSECP_SCALAR64_ADDCARRY)
    unsigned long long r;
    c = _addcarry_u64(c, a, b, &r);
    return (std::uint64_t)r;
#else
    const u128 t = (u128)a + b + c;
    c = (unsigned char)(t >> 64);
    return (std::uint64_t)t;
#endif
}

// 1 if a + b >= 2^256 (the carry out of the 256-bit sum), else 0. Constant time.
UFSECP_INLINE int carry_out(const std::uint64_t a[4], std::uint64_t b0, std::uint64_t b1, std::uint64_t b2,
                            std::uint64_t b3) {
    unsigned char c = 0;
    addc(a[0], b0, c);
    addc(a[1], b1, c);
    addc(a[2], b2, c);
    addc(a[3], b3, c);
    return c;
}

// 1 if a (any 256-bit value) is >= n, else 0: a >= n exactly when a + C = a - n + 2^256
// carries out of 256 bits.
UFSECP_INLINE int ge_n(const std::uint64_t a[4]) {
    return carry_out(a, C0, C1, 1, 0);
}

// r = (r + flag * C) mod 2^256, i.e. subtracts n once when flag is 1 (flag 0/1). Used when
// the caller knows r + flag*2^256 - flag*n lies in [0, n).
UFSECP_INLINE void sub_n_if(std::uint64_t r[4], int flag) {
    const std::uint64_t m = ct_mask64(flag);
    unsigned char c = 0;
    r[0] = addc(r[0], C0 & m, c);
    r[1] = addc(r[1], C1 & m, c);
    r[2] = addc(r[2], (std::uint64_t)flag, c);
    r[3] = addc(r[3], 0, c);
}

// A 192-bit column accumulator (c0 + c1*2^64 + c2*2^128) for product scanning. Each column
// below adds at most four 128-bit products plus two 64-bit words, far under 2^192.
struct Acc {
    std::uint64_t c0 = 0, c1 = 0, c2 = 0;
    UFSECP_INLINE void muladd(std::uint64_t a, std::uint64_t b) {
        const u128 t = (u128)a * b;
        std::uint64_t lo = (std::uint64_t)t, hi = (std::uint64_t)(t >> 64);  // hi <= 2^64 - 2
        c0 += lo;
        hi += (c0 < lo);
        c1 += hi;
        c2 += (c1 < hi);
    }
    UFSECP_INLINE void add(std::uint64_t a) {
        c0 += a;
        const std::uint64_t over = (c0 < a);
        c1 += over;
        c2 += (c1 < over);
    }
    // Returns the low word and shifts the accumulator down by 64 bits.
    UFSECP_INLINE std::uint64_t take() {
        const std::uint64_t r = c0;
        c0 = c1;
        c1 = c2;
        c2 = 0;
        return r;
    }
};

// l[0..7] = a * b, the full 512-bit product (product scanning, column by column).
UFSECP_INLINE void mul_512(std::uint64_t l[8], const std::uint64_t a[4], const std::uint64_t b[4]) {
    Acc c;
    c.muladd(a[0], b[0]);
    l[0] = c.take();
    c.muladd(a[0], b[1]);
    c.muladd(a[1], b[0]);
    l[1] = c.take();
    c.muladd(a[0], b[2]);
    c.muladd(a[1], b[1]);
    c.muladd(a[2], b[0]);
    l[2] = c.take();
    c.muladd(a[0], b[3]);
    c.muladd(a[1], b[2]);
    c.muladd(a[2], b[1]);
    c.muladd(a[3], b[0]);
    l[3] = c.take();
    c.muladd(a[1], b[3]);
    c.muladd(a[2], b[2]);
    c.muladd(a[3], b[1]);
    l[4] = c.take();
    c.muladd(a[2], b[3]);
    c.muladd(a[3], b[2]);
    l[5] = c.take();
    c.muladd(a[3], b[3]);
    l[6] = c.take();
    l[7] = c.c0;
}

// r = l mod n for any 512-bit l. Constant time.
// With C < 1.271 * 2^128:
//   pass 1: m = l[0..3] + l[4..7]*C      < 1.271 * 2^384     -> m[0..6], m[6] <= 1
//   pass 2: p = m[0..3] + m[4..6]*C      < 2.615 * 2^256     -> p[0..4], p[4] <= 2
//   pass 3: q = p[0..3] + p[4]*C         < 2^256 + 2^130     -> 256 bits + carry
// If pass 3 carries, the dropped 2^256 is worth C and the low part is < 2^130, so
// adding C (= subtracting n mod 2^256) finishes; otherwise q < 2^256 < 2n and at most
// one subtraction of n is needed. The two cases are exclusive.
UFSECP_INLINE void reduce_512(std::uint64_t r[4], const std::uint64_t l[8]) {
    std::uint64_t m0, m1, m2, m3, m4, m5, m6;
    {
        Acc c;
        c.add(l[0]);
        c.muladd(l[4], C0);
        m0 = c.take();
        c.add(l[1]);
        c.muladd(l[5], C0);
        c.muladd(l[4], C1);
        m1 = c.take();
        c.add(l[2]);
        c.muladd(l[6], C0);
        c.muladd(l[5], C1);
        c.add(l[4]);
        m2 = c.take();
        c.add(l[3]);
        c.muladd(l[7], C0);
        c.muladd(l[6], C1);
        c.add(l[5]);
        m3 = c.take();
        c.muladd(l[7], C1);
        c.add(l[6]);
        m4 = c.take();
        c.add(l[7]);
        m5 = c.take();
        m6 = c.c0;
        UFSECP_VERIFY_CHECK(m6 <= 1 && c.c1 == 0);
    }
    std::uint64_t p0, p1, p2, p3, p4;
    {
        Acc c;
        c.add(m0);
        c.muladd(m4, C0);
        p0 = c.take();
        c.add(m1);
        c.muladd(m5, C0);
        c.muladd(m4, C1);
        p1 = c.take();
        c.add(m2);
        c.muladd(m6, C0);
        c.muladd(m5, C1);
        c.add(m4);
        p2 = c.take();
        c.add(m3);
        c.muladd(m6, C1);
        c.add(m5);
        p3 = c.take();
        c.add(m6);
        p4 = c.c0;
        UFSECP_VERIFY_CHECK(p4 <= 2 && c.c1 == 0);
    }
    // p4 <= 2, so p4*C0 and p4*C1 each fit in 66 bits: add them as lo/hi words.
    const u128 q0 = (u128)p4 * C0, q1 = (u128)p4 * C1;
    unsigned char c = 0;
    r[0] = addc(p0, (std::uint64_t)q0, c);
    r[1] = addc(p1, (std::uint64_t)q1, c);
    r[2] = addc(p2, p4, c);
    r[3] = addc(p3, 0, c);
    unsigned char c2 = 0;
    r[1] = addc(r[1], (std::uint64_t)(q0 >> 64), c2);
    r[2] = addc(r[2], (std::uint64_t)(q1 >> 64), c2);
    r[3] = addc(r[3], 0, c2);
    const int carry = c | c2;  // the total is < 2^257, so at most one of the chains carries
    sub_n_if(r, carry | ge_n(r));
}

}  // namespace scalar64_detail

// Debug invariant: the value is fully reduced.
UFSECP_INLINE void scalar_verify(const Scalar64& a) {
    UFSECP_VERIFY_CHECK(scalar64_detail::ge_n(a.d) == 0);
    (void)a;
}

UFSECP_INLINE void scalar_clear(Scalar64& r) {
    r.d[0] = r.d[1] = r.d[2] = r.d[3] = 0;
}

UFSECP_INLINE void scalar_set_int(Scalar64& r, unsigned v) {
    r.d[0] = v;
    r.d[1] = r.d[2] = r.d[3] = 0;
}

// r = b32 (big-endian) mod n; *overflow (if given) = 1 iff the value was >= n. Constant time.
UFSECP_INLINE void scalar_set_b32(Scalar64& r, const unsigned char* b32, int* overflow) {
    r.d[3] = read_be64(b32);
    r.d[2] = read_be64(b32 + 8);
    r.d[1] = read_be64(b32 + 16);
    r.d[0] = read_be64(b32 + 24);
    const int over = scalar64_detail::ge_n(r.d);
    scalar64_detail::sub_n_if(r.d, over);  // 2^256 - 1 < 2n, so once is enough
    if (overflow) *overflow = over;
    scalar_verify(r);
}

UFSECP_INLINE void scalar_get_b32(unsigned char* out32, const Scalar64& a) {
    scalar_verify(a);
    write_be64(out32, a.d[3]);
    write_be64(out32 + 8, a.d[2]);
    write_be64(out32 + 16, a.d[1]);
    write_be64(out32 + 24, a.d[0]);
}

// Bits [offset, offset+count) as an integer. Precondition (see scalar.hpp): 1 <= count <= 32
// and the bits lie in one 32-bit word: offset/32 == (offset+count-1)/32. Constant time in a.
UFSECP_INLINE unsigned scalar_get_bits(const Scalar64& a, unsigned offset, unsigned count) {
    UFSECP_VERIFY_CHECK(count >= 1 && count <= 32 && offset + count <= 256);
    UFSECP_VERIFY_CHECK((offset >> 5) == ((offset + count - 1) >> 5));
    return (unsigned)((a.d[offset >> 6] >> (offset & 63)) & ((((std::uint64_t)1) << count) - 1));
}

// r = a + b mod n; returns 1 iff a + b >= n (the sum was reduced). Constant time.
UFSECP_INLINE int scalar_add(Scalar64& r, const Scalar64& a, const Scalar64& b) {
    using namespace scalar64_detail;
    scalar_verify(a);
    scalar_verify(b);
    unsigned char c = 0;
    r.d[0] = addc(a.d[0], b.d[0], c);
    r.d[1] = addc(a.d[1], b.d[1], c);
    r.d[2] = addc(a.d[2], b.d[2], c);
    r.d[3] = addc(a.d[3], b.d[3], c);
    // a + b < 2n: a carry out of 2^256 leaves r < n - C, so the two flags never both hold.
    const int over = (int)c | ge_n(r.d);
    sub_n_if(r.d, over);
    scalar_verify(r);
    return over;
}

// r += flag ? 2^bit : 0. bit < 256 (public); flag 0/1 (may be secret: constant time in flag).
// Precondition: when flag is 1, r + 2^bit < n (nothing is reduced; checked in debug builds).
UFSECP_INLINE void scalar_cadd_bit(Scalar64& r, unsigned bit, int flag) {
    using namespace scalar64_detail;
    UFSECP_VERIFY_CHECK(bit < 256);
    scalar_verify(r);
    const std::uint64_t add = (std::uint64_t)flag << (bit & 63);
    const unsigned limb = bit >> 6;
    unsigned char c = 0;
    for (unsigned i = 0; i < 4; i++) r.d[i] = addc(r.d[i], add & ct_mask64(i == limb), c);
    UFSECP_VERIFY_CHECK(c == 0);
    scalar_verify(r);
}

// r = a * b mod n: the full 512-bit product, then reduce_512. Constant time.
UFSECP_INLINE void scalar_mul(Scalar64& r, const Scalar64& a, const Scalar64& b) {
    scalar_verify(a);
    scalar_verify(b);
    std::uint64_t l[8];
    scalar64_detail::mul_512(l, a.d, b.d);
    scalar64_detail::reduce_512(r.d, l);
    scalar_verify(r);
}

// r = round(a * b / 2^shift), 256 <= shift <= 511 (public; the code branches on it, hence
// _var, but not on a or b). The result is < n: a*b <= (n-1)^2 < (n-1)*2^256.
UFSECP_INLINE void scalar_mul_shift_var(Scalar64& r, const Scalar64& a, const Scalar64& b, unsigned shift) {
    using namespace scalar64_detail;
    UFSECP_VERIFY_CHECK(shift >= 256 && shift <= 511);
    scalar_verify(a);
    scalar_verify(b);
    std::uint64_t l[8];
    mul_512(l, a.d, b.d);
    const unsigned limbs = shift >> 6, low = shift & 63;
    std::uint64_t w[4];
    for (unsigned i = 0; i < 4; i++) {
        const unsigned s = i + limbs;
        std::uint64_t v = s < 8 ? l[s] >> low : 0;
        if (low != 0 && s + 1 < 8) v |= l[s + 1] << (64 - low);
        w[i] = v;
    }
    // Round half up: add the highest bit shifted out.
    const std::uint64_t round = (l[(shift - 1) >> 6] >> ((shift - 1) & 63)) & 1;
    unsigned char c = 0;
    r.d[0] = addc(w[0], round, c);
    r.d[1] = addc(w[1], 0, c);
    r.d[2] = addc(w[2], 0, c);
    r.d[3] = addc(w[3], 0, c);
    scalar_verify(r);
}

// r = -a mod n (0 stays 0). Constant time.
UFSECP_INLINE void scalar_negate(Scalar64& r, const Scalar64& a) {
    using namespace scalar64_detail;
    scalar_verify(a);
    const std::uint64_t nz = ct_mask64((a.d[0] | a.d[1] | a.d[2] | a.d[3]) != 0);
    // n - a computed as ~a + n + 1 (mod 2^256), which for a = 0 gives n: masked to 0.
    unsigned char c = 1;
    r.d[0] = addc(~a.d[0], N0, c) & nz;
    r.d[1] = addc(~a.d[1], N1, c) & nz;
    r.d[2] = addc(~a.d[2], N2, c) & nz;
    r.d[3] = addc(~a.d[3], N3, c) & nz;
    scalar_verify(r);
}

// r = flag ? -r : r (flag 0/1). Returns -1 if flag (negated; also when r is 0), else 1.
// Constant time.
UFSECP_INLINE int scalar_cond_negate(Scalar64& r, int flag) {
    using namespace scalar64_detail;
    scalar_verify(r);
    const std::uint64_t m = ct_mask64(flag) & ct_mask64((r.d[0] | r.d[1] | r.d[2] | r.d[3]) != 0);
    unsigned char c = 1;
    const std::uint64_t w0 = addc(~r.d[0], N0, c);
    const std::uint64_t w1 = addc(~r.d[1], N1, c);
    const std::uint64_t w2 = addc(~r.d[2], N2, c);
    const std::uint64_t w3 = addc(~r.d[3], N3, c);
    r.d[0] = (w0 & m) | (r.d[0] & ~m);
    r.d[1] = (w1 & m) | (r.d[1] & ~m);
    r.d[2] = (w2 & m) | (r.d[2] & ~m);
    r.d[3] = (w3 & m) | (r.d[3] & ~m);
    scalar_verify(r);
    return 1 - 2 * flag;
}

// r = a / 2 mod n: a even -> a >> 1; a odd -> (a + n) >> 1 (a 257-bit sum). Constant time.
UFSECP_INLINE void scalar_half(Scalar64& r, const Scalar64& a) {
    using namespace scalar64_detail;
    scalar_verify(a);
    const std::uint64_t m = ct_mask64((int)(a.d[0] & 1));
    unsigned char c = 0;
    const std::uint64_t s0 = addc(a.d[0], N0 & m, c);
    const std::uint64_t s1 = addc(a.d[1], N1 & m, c);
    const std::uint64_t s2 = addc(a.d[2], N2 & m, c);
    const std::uint64_t s3 = addc(a.d[3], N3 & m, c);
    const std::uint64_t s4 = c;
    r.d[0] = (s0 >> 1) | (s1 << 63);
    r.d[1] = (s1 >> 1) | (s2 << 63);
    r.d[2] = (s2 >> 1) | (s3 << 63);
    r.d[3] = (s3 >> 1) | (s4 << 63);
    scalar_verify(r);
}

UFSECP_INLINE bool scalar_is_zero(const Scalar64& a) {
    scalar_verify(a);
    return (a.d[0] | a.d[1] | a.d[2] | a.d[3]) == 0;
}

UFSECP_INLINE bool scalar_is_one(const Scalar64& a) {
    scalar_verify(a);
    return ((a.d[0] ^ 1) | a.d[1] | a.d[2] | a.d[3]) == 0;
}

UFSECP_INLINE bool scalar_is_even(const Scalar64& a) {
    scalar_verify(a);
    return (a.d[0] & 1) == 0;
}

// Whether a > floor(n/2) = (n-1)/2. Constant time: a > h exactly when
// a + (2^256 - 1 - h) carries out of 256 bits.
UFSECP_INLINE bool scalar_is_high(const Scalar64& a) {
    using namespace scalar64_detail;
    scalar_verify(a);
    return carry_out(a.d, ~H0, ~H1, ~H2, ~H3) != 0;
}

UFSECP_INLINE bool scalar_eq(const Scalar64& a, const Scalar64& b) {
    scalar_verify(a);
    scalar_verify(b);
    return ((a.d[0] ^ b.d[0]) | (a.d[1] ^ b.d[1]) | (a.d[2] ^ b.d[2]) | (a.d[3] ^ b.d[3])) == 0;
}

// r = flag ? a : r (flag 0/1). Constant time.
UFSECP_INLINE void scalar_cmov(Scalar64& r, const Scalar64& a, int flag) {
    const std::uint64_t m = ct_mask64(flag);
    for (int i = 0; i < 4; i++) r.d[i] = (r.d[i] & ~m) | (a.d[i] & m);
    scalar_verify(r);
}

// r1 = k mod 2^128, r2 = k >> 128 (both < 2^128).
UFSECP_INLINE void scalar_split_128(Scalar64& r1, Scalar64& r2, const Scalar64& k) {
    scalar_verify(k);
    const std::uint64_t k0 = k.d[0], k1 = k.d[1], k2 = k.d[2], k3 = k.d[3];
    r1.d[0] = k0;
    r1.d[1] = k1;
    r1.d[2] = r1.d[3] = 0;
    r2.d[0] = k2;
    r2.d[1] = k3;
    r2.d[2] = r2.d[3] = 0;
}

// r >>= sh (1 <= sh <= 15); returns the sh bits shifted out. Constant time in r.
UFSECP_INLINE int scalar_shr_int(Scalar64& r, int sh) {
    UFSECP_VERIFY_CHECK(sh >= 1 && sh <= 15);
    scalar_verify(r);
    const int out = (int)(r.d[0] & ((1u << sh) - 1));
    r.d[0] = (r.d[0] >> sh) | (r.d[1] << (64 - sh));
    r.d[1] = (r.d[1] >> sh) | (r.d[2] << (64 - sh));
    r.d[2] = (r.d[2] >> sh) | (r.d[3] << (64 - sh));
    r.d[3] = r.d[3] >> sh;
    scalar_verify(r);
    return out;
}

namespace scalar64_detail {
// n in safegcd form, built at compile time.
inline constexpr std::uint64_t kN[4] = {N0, N1, N2, N3};
inline constexpr ModInfo62 kModInfoN = modinfo62_from_u64le(kN);
}  // namespace scalar64_detail

// r = 1/a mod n (1/0 = 0), constant time (safegcd, modinv62).
UFSECP_INLINE void scalar_inverse(Scalar64& r, const Scalar64& a) {
    scalar_verify(a);
    const bool a_zero = scalar_is_zero(a);
    (void)a_zero;
    Signed62 s;
    signed62_from_u64le(s, a.d);
    modinv62(s, scalar64_detail::kModInfoN);
    signed62_to_u64le(r.d, s);
    secure_wipe(s);
    scalar_verify(r);
    UFSECP_VERIFY_CHECK(scalar_is_zero(r) == a_zero);
}

// Same as scalar_inverse, variable time (for public values only).
UFSECP_INLINE void scalar_inverse_var(Scalar64& r, const Scalar64& a) {
    scalar_verify(a);
    const bool a_zero = scalar_is_zero(a);
    (void)a_zero;
    Signed62 s;
    signed62_from_u64le(s, a.d);
    modinv62_var(s, scalar64_detail::kModInfoN);
    signed62_to_u64le(r.d, s);
    scalar_verify(r);
    UFSECP_VERIFY_CHECK(scalar_is_zero(r) == a_zero);
}

}  // namespace ufsecp

#endif  // UFSECP_HAVE_INT128
