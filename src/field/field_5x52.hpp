// ufsecp — field tier 5x52: five 52-bit limbs in uint64_t, products in unsigned __int128.
//
// Layer 1 (arithmetic). The contract (magnitudes, normalization, every function's
// bounds) is in field/field.hpp; this file keeps it for the 64-bit hosts.
//
// value = n[0] + n[1]*2^52 + n[2]*2^104 + n[3]*2^156 + n[4]*2^208
// A normalized element has n[0..3] < 2^52, n[4] < 2^48 and value < p.
// Reduction uses 2^256 = 0x1000003D1 (mod p), i.e. 2^260 = R = 0x1000003D10 (mod p).
#pragma once

#include <cstdint>

#include "common/util.hpp"
#include "field/field_storage.hpp"

#if defined(UFSECP_HAVE_INT128)
#include "field/field_5x52_asm.hpp"
#include "modinv/modinv64.hpp"

namespace ufsecp {

struct Fe52 {
    std::uint64_t n[5];
#ifdef UFSECP_VERIFY
    int magnitude;
    int normalized;
#endif

    // The constant d7*2^224 + ... + d0 (d7 most significant), which must be < p.
    static constexpr Fe52 from_u32be(std::uint32_t d7, std::uint32_t d6, std::uint32_t d5, std::uint32_t d4,
                                     std::uint32_t d3, std::uint32_t d2, std::uint32_t d1, std::uint32_t d0) {
        Fe52 r{};
        r.n[0] = d0 | ((std::uint64_t)(d1 & 0xFFFFFu) << 32);
        r.n[1] = (std::uint64_t)(d1 >> 20) | ((std::uint64_t)d2 << 12) | ((std::uint64_t)(d3 & 0xFFu) << 44);
        r.n[2] = (std::uint64_t)(d3 >> 8) | ((std::uint64_t)(d4 & 0xFFFFFFFu) << 24);
        r.n[3] = (std::uint64_t)(d4 >> 28) | ((std::uint64_t)d5 << 4) | ((std::uint64_t)(d6 & 0xFFFFu) << 36);
        r.n[4] = (std::uint64_t)(d6 >> 16) | ((std::uint64_t)d7 << 16);
#ifdef UFSECP_VERIFY
        r.magnitude = 1;
        r.normalized = 1;
#endif
        return r;
    }
};

namespace fe52_detail {
using u128 = unsigned __int128;
constexpr std::uint64_t M52 = 0xFFFFFFFFFFFFFull;   // 2^52 - 1
constexpr std::uint64_t M48 = 0xFFFFFFFFFFFFull;    // 2^48 - 1
constexpr std::uint64_t P0 = 0xFFFFEFFFFFC2Full;    // p's lowest limb; limbs 1-3 are M52, limb 4 is M48
constexpr std::uint64_t C256 = 0x1000003D1ull;      // 2^256 mod p
constexpr std::uint64_t R260 = 0x1000003D10ull;     // 2^260 mod p

UFSECP_INLINE void set_mag(Fe52& r, int m, int norm) {
#ifdef UFSECP_VERIFY
    r.magnitude = m;
    r.normalized = norm;
#else
    (void)r, (void)m, (void)norm;
#endif
}
UFSECP_INLINE int mag(const Fe52& a) {
#ifdef UFSECP_VERIFY
    return a.magnitude;
#else
    (void)a;
    return 0;
#endif
}

// The nine product columns of a*b (column k has weight 2^(52k)), computed on demand
// so the reduction below can interleave them and keep register pressure low.
struct MulCols {
    std::uint64_t a0, a1, a2, a3, a4, b0, b1, b2, b3, b4;
    template <int K>
    UFSECP_INLINE u128 col() const {
        if constexpr (K == 0) return (u128)a0 * b0;
        if constexpr (K == 1) return (u128)a0 * b1 + (u128)a1 * b0;
        if constexpr (K == 2) return (u128)a0 * b2 + (u128)a1 * b1 + (u128)a2 * b0;
        if constexpr (K == 3) return (u128)a0 * b3 + (u128)a1 * b2 + (u128)a2 * b1 + (u128)a3 * b0;
        if constexpr (K == 4) return (u128)a0 * b4 + (u128)a1 * b3 + (u128)a2 * b2 + (u128)a3 * b1 + (u128)a4 * b0;
        if constexpr (K == 5) return (u128)a1 * b4 + (u128)a2 * b3 + (u128)a3 * b2 + (u128)a4 * b1;
        if constexpr (K == 6) return (u128)a2 * b4 + (u128)a3 * b3 + (u128)a4 * b2;
        if constexpr (K == 7) return (u128)a3 * b4 + (u128)a4 * b3;
        if constexpr (K == 8) return (u128)a4 * b4;
    }
};

// The same columns for a*a: cross terms computed once and doubled (via a doubled operand).
struct SqrCols {
    std::uint64_t a0, a1, a2, a3, a4;
    template <int K>
    UFSECP_INLINE u128 col() const {
        if constexpr (K == 0) return (u128)a0 * a0;
        if constexpr (K == 1) return (u128)(a0 * 2) * a1;
        if constexpr (K == 2) return (u128)(a0 * 2) * a2 + (u128)a1 * a1;
        if constexpr (K == 3) return (u128)(a0 * 2) * a3 + (u128)(a1 * 2) * a2;
        if constexpr (K == 4) return (u128)(a0 * 2) * a4 + (u128)(a1 * 2) * a3 + (u128)a2 * a2;
        if constexpr (K == 5) return (u128)(a1 * 2) * a4 + (u128)(a2 * 2) * a3;
        if constexpr (K == 6) return (u128)(a2 * 2) * a4 + (u128)a3 * a3;
        if constexpr (K == 7) return (u128)(a3 * 2) * a4;
        if constexpr (K == 8) return (u128)a4 * a4;
    }
};

// Reduce the 9-column product to 5 limbs of magnitude 1.
//
// Bounds: inputs have magnitude <= 8, so lower limbs are < 2^56 and the top limb is
// < 2^52. A column holds at most 5 products: < 5 * 2^112 < 2^115. Column k+5 folds
// onto column k multiplied by R260 (< 2^37); it is folded 52 bits at a time so every
// accumulator stays below 2^128:
//   * column 8 is folded first: its low 64 bits times R260 onto column 3 (< 2^101),
//     its high bits (< 2^40) times R260*2^12 onto column 4 (< 2^89);
//   * columns 5, 6, 7 run in accumulator d, 52 bits of which fold per step onto
//     columns 0, 1, 2 in accumulator c; d's remaining carry folds onto column 3;
//   * bits 48..51 of limb 4 (weight 2^256) fold onto column 0 as C256.
// The result has n[0..3] < 2^52 and n[4] < 2^49: magnitude 1.
template <class Cols>
UFSECP_INLINE void reduce_product(std::uint64_t r[5], const Cols& cols) {
    u128 c, d;
    std::uint64_t t3, t4, tx, u;

    // Column 3 plus the low half of column 8.
    d = cols.template col<3>();
    c = cols.template col<8>();
    d += (u128)R260 * (std::uint64_t)c;
    c >>= 64;
    t3 = (std::uint64_t)d & M52;
    d >>= 52;

    // Column 4 plus the high half of column 8 (weight 2^(8*52+64) = R260 * 2^(4*52+12)).
    d += cols.template col<4>();
    d += (u128)(R260 << 12) * (std::uint64_t)c;
    t4 = (std::uint64_t)d & M52;
    d >>= 52;
    tx = t4 >> 48;  // bits of weight 2^256 and up, folded below with C256
    t4 &= M48;

    // Column 0 plus 52 bits of column 5 (and tx).
    c = cols.template col<0>();
    d += cols.template col<5>();
    u = (std::uint64_t)d & M52;
    d >>= 52;
    // u*R260 + tx*C256 == ((u << 4) | tx) * C256, since R260 = C256 << 4.
    u = (u << 4) | tx;
    c += (u128)u * C256;
    r[0] = (std::uint64_t)c & M52;
    c >>= 52;

    // Column 1 plus 52 bits of column 6.
    c += cols.template col<1>();
    d += cols.template col<6>();
    c += (u128)((std::uint64_t)d & M52) * R260;
    d >>= 52;
    r[1] = (std::uint64_t)c & M52;
    c >>= 52;

    // Column 2 plus 52 bits of column 7.
    c += cols.template col<2>();
    d += cols.template col<7>();
    c += (u128)((std::uint64_t)d & M52) * R260;
    d >>= 52;
    r[2] = (std::uint64_t)c & M52;
    c >>= 52;

    // Column 3: what is left of d (< 2^64) folds here.
    c += (u128)R260 * (std::uint64_t)d;
    c += t3;
    r[3] = (std::uint64_t)c & M52;
    c >>= 52;
    r[4] = (std::uint64_t)c + t4;
}

// The portable C product and square: the default path everywhere. The x86-64 assembly
// (field_5x52_asm.hpp) is used only when built with UFSECP_FIELD_ASM defined: it runs
// about 20% fewer instructions per product, but on the Xeon measured (callgrind vs thread
// CPU time, 2026-11) whole operations took 7-10% longer with it, since GCC's schedule of
// this C code has the shorter critical path. The tests compare both paths on x86-64.
// Every limb is copied before r is written, so r may alias a or b.
UFSECP_INLINE void mul_c(std::uint64_t r[5], const std::uint64_t* a, const std::uint64_t* b) {
    const MulCols cols{a[0], a[1], a[2], a[3], a[4], b[0], b[1], b[2], b[3], b[4]};
    reduce_product(r, cols);
}
UFSECP_INLINE void sqr_c(std::uint64_t r[5], const std::uint64_t* a) {
    const SqrCols cols{a[0], a[1], a[2], a[3], a[4]};
    reduce_product(r, cols);
}

}  // namespace fe52_detail

UFSECP_INLINE void fe_verify(const Fe52& a) {
#ifdef UFSECP_VERIFY
    using namespace fe52_detail;
    const int m = a.normalized ? 1 : 2 * a.magnitude;
    UFSECP_CHECK(a.magnitude >= 0 && a.magnitude <= 32);
    UFSECP_CHECK(a.n[0] <= M52 * (std::uint64_t)m);
    UFSECP_CHECK(a.n[1] <= M52 * (std::uint64_t)m);
    UFSECP_CHECK(a.n[2] <= M52 * (std::uint64_t)m);
    UFSECP_CHECK(a.n[3] <= M52 * (std::uint64_t)m);
    UFSECP_CHECK(a.n[4] <= M48 * (std::uint64_t)m);
    if (a.normalized) {
        UFSECP_CHECK(a.magnitude <= 1);
        // value < p: not (top limbs all ones and n[0] >= P0)
        const bool top_ones = a.n[4] == M48 && (a.n[3] & a.n[2] & a.n[1]) == M52;
        UFSECP_CHECK(!(top_ones && a.n[0] >= P0));
    }
#else
    (void)a;
#endif
}

UFSECP_INLINE void fe_set_int(Fe52& r, int a) {
    UFSECP_VERIFY_CHECK(a >= 0 && a <= 0x7FFF);
    r.n[0] = (std::uint64_t)a;
    r.n[1] = r.n[2] = r.n[3] = r.n[4] = 0;
    fe52_detail::set_mag(r, 1, 1);
}

UFSECP_INLINE void fe_clear(Fe52& r) {
    secure_wipe(r.n, sizeof(r.n));
    fe52_detail::set_mag(r, 0, 1);
}

namespace fe52_detail {
// t += fold * (2^256 mod p) at the bottom, then carry limbs 0..3 upwards.
// fold <= 64 (one weak pass at magnitude <= 32), so nothing overflows.
UFSECP_INLINE void fold_and_carry(std::uint64_t t[5], std::uint64_t fold) {
    t[0] += fold * C256;
    t[1] += t[0] >> 52; t[0] &= M52;
    t[2] += t[1] >> 52; t[1] &= M52;
    t[3] += t[2] >> 52; t[2] &= M52;
    t[4] += t[3] >> 52; t[3] &= M52;
}
// One weak reduction pass: fold the bits of limb 4 above 48 (weight 2^256 and up) back
// in. From magnitude <= 32 (t[4] < 64 * 2^48) the result has magnitude 1 and value
// below 2^256 + 2^208 < 2p.
UFSECP_INLINE void weak_pass(std::uint64_t t[5]) {
    const std::uint64_t x = t[4] >> 48;
    t[4] &= M48;
    fold_and_carry(t, x);
}
// After weak_pass: 1 if the value is >= p (it overflowed 2^256, or it is in [p, 2^256)),
// else 0. Constant time.
UFSECP_INLINE std::uint64_t at_least_p(const std::uint64_t t[5]) {
    return (t[4] >> 48) | ((std::uint64_t)(t[4] == M48) & (std::uint64_t)((t[1] & t[2] & t[3]) == M52) &
                           (std::uint64_t)(t[0] >= P0));
}
UFSECP_INLINE void load(std::uint64_t t[5], const Fe52& a) {
    for (int i = 0; i < 5; i++) t[i] = a.n[i];
}
UFSECP_INLINE void store(Fe52& r, const std::uint64_t t[5]) {
    for (int i = 0; i < 5; i++) r.n[i] = t[i];
}
}  // namespace fe52_detail

// magnitude <= 32 -> magnitude 1 (limbs carried, top limb may still hold one extra bit).
UFSECP_INLINE void fe_normalize_weak(Fe52& r) {
    using namespace fe52_detail;
    fe_verify(r);
    std::uint64_t t[5];
    load(t, r);
    weak_pass(t);
    store(r, t);
    set_mag(r, 1, 0);
    fe_verify(r);
}

// Full reduction to [0, p), constant time: a weak pass, then subtract p (add
// 2^256 - p = C256 and drop bit 256) when the value is >= p, selected by arithmetic.
UFSECP_INLINE void fe_normalize(Fe52& r) {
    using namespace fe52_detail;
    fe_verify(r);
    std::uint64_t t[5];
    load(t, r);
    weak_pass(t);
    fold_and_carry(t, at_least_p(t));
    t[4] &= M48;
    store(r, t);
    set_mag(r, 1, 1);
    fe_verify(r);
}

// Full reduction, variable time (skips the second pass when not needed).
UFSECP_INLINE void fe_normalize_var(Fe52& r) {
    using namespace fe52_detail;
    fe_verify(r);
    std::uint64_t t[5];
    load(t, r);
    weak_pass(t);
    if (at_least_p(t)) {
        fold_and_carry(t, 1);
        t[4] &= M48;
    }
    store(r, t);
    set_mag(r, 1, 1);
    fe_verify(r);
}

// Whether r == 0 (mod p), constant time. After one weak pass the value is below
// 2^256 + 2^208 < 2p, so it is a multiple of p iff it is 0 or exactly p.
UFSECP_INLINE bool fe_normalizes_to_zero(const Fe52& r) {
    using namespace fe52_detail;
    fe_verify(r);
    std::uint64_t t[5];
    load(t, r);
    weak_pass(t);
    const std::uint64_t is_zero = t[0] | t[1] | t[2] | t[3] | t[4];
    const std::uint64_t is_p = (t[0] ^ P0) | (t[1] ^ M52) | (t[2] ^ M52) | (t[3] ^ M52) | (t[4] ^ M48);
    return (is_zero == 0) | (is_p == 0);
}

// Same answer, variable time: the lowest limb alone usually rules both cases out.
UFSECP_INLINE bool fe_normalizes_to_zero_var(const Fe52& r) {
    using namespace fe52_detail;
    fe_verify(r);
    std::uint64_t t0 = r.n[0], t4 = r.n[4];
    std::uint64_t x = t4 >> 48;
    t0 += x * C256;
    // The low 52 bits of t0 are final (carries only move up), so they must be 0 or P0.
    std::uint64_t z0 = t0 & M52, z1 = z0 ^ P0;
    if (z0 != 0 && z1 != 0) return false;
    return fe_normalizes_to_zero(r);
}

UFSECP_INLINE bool fe_is_zero(const Fe52& a) {
    UFSECP_VERIFY_CHECK(a.normalized);
    fe_verify(a);
    return (a.n[0] | a.n[1] | a.n[2] | a.n[3] | a.n[4]) == 0;
}

UFSECP_INLINE bool fe_is_odd(const Fe52& a) {
    UFSECP_VERIFY_CHECK(a.normalized);
    fe_verify(a);
    return a.n[0] & 1;
}

// -1, 0, 1 as a <, ==, > b; both normalized. Variable time.
UFSECP_INLINE int fe_cmp_var(const Fe52& a, const Fe52& b) {
    UFSECP_VERIFY_CHECK(a.normalized && b.normalized);
    fe_verify(a);
    fe_verify(b);
    for (int i = 4; i >= 0; i--) {
        if (a.n[i] > b.n[i]) return 1;
        if (a.n[i] < b.n[i]) return -1;
    }
    return 0;
}

namespace fe52_detail {
UFSECP_INLINE void unpack_b32(Fe52& r, const unsigned char* a) {
    const std::uint64_t w3 = read_be64(a), w2 = read_be64(a + 8), w1 = read_be64(a + 16), w0 = read_be64(a + 24);
    r.n[0] = w0 & M52;
    r.n[1] = ((w0 >> 52) | (w1 << 12)) & M52;
    r.n[2] = ((w1 >> 40) | (w2 << 24)) & M52;
    r.n[3] = ((w2 >> 28) | (w3 << 36)) & M52;
    r.n[4] = w3 >> 16;
}
}  // namespace fe52_detail

// 32 big-endian bytes, reduced mod p.
UFSECP_INLINE void fe_set_b32_mod(Fe52& r, const unsigned char* a) {
    fe52_detail::unpack_b32(r, a);
    fe52_detail::set_mag(r, 1, 0);
    fe_normalize(r);
}

// 32 big-endian bytes; false (and r unusable) if the value is >= p.
UFSECP_INLINE bool fe_set_b32_limit(Fe52& r, const unsigned char* a) {
    using namespace fe52_detail;
    unpack_b32(r, a);
    const bool ge_p = (r.n[4] == M48) & ((r.n[3] & r.n[2] & r.n[1]) == M52) & (r.n[0] >= P0);
    set_mag(r, 1, !ge_p);
    return !ge_p;
}

UFSECP_INLINE void fe_get_b32(unsigned char* out, const Fe52& a) {
    UFSECP_VERIFY_CHECK(a.normalized);
    fe_verify(a);
    const std::uint64_t w0 = a.n[0] | (a.n[1] << 52);
    const std::uint64_t w1 = (a.n[1] >> 12) | (a.n[2] << 40);
    const std::uint64_t w2 = (a.n[2] >> 24) | (a.n[3] << 28);
    const std::uint64_t w3 = (a.n[3] >> 36) | (a.n[4] << 16);
    write_be64(out, w3);
    write_be64(out + 8, w2);
    write_be64(out + 16, w1);
    write_be64(out + 24, w0);
}

// r = -a, computed as 2*(m+1)*p - a limb by limb (each limb of 2*(m+1)*p is at least
// a's limb bound 2*m*(limb max), so no limb goes negative). Magnitude m+1.
UFSECP_INLINE void fe_negate(Fe52& r, const Fe52& a, int m) {
    using namespace fe52_detail;
    fe_verify(a);
    UFSECP_VERIFY_CHECK(m >= 0 && m <= 31);
    UFSECP_VERIFY_CHECK(mag(a) <= m);
    const std::uint64_t k = 2 * (std::uint64_t)(m + 1);
    r.n[0] = P0 * k - a.n[0];
    r.n[1] = M52 * k - a.n[1];
    r.n[2] = M52 * k - a.n[2];
    r.n[3] = M52 * k - a.n[3];
    r.n[4] = M48 * k - a.n[4];
    set_mag(r, m + 1, 0);
    fe_verify(r);
}

UFSECP_INLINE void fe_mul_int(Fe52& r, int a) {
    using namespace fe52_detail;
    fe_verify(r);
    UFSECP_VERIFY_CHECK(a >= 0 && mag(r) * a <= 32);
    for (auto& limb : r.n) limb *= (std::uint64_t)a;
    set_mag(r, mag(r) * a, 0);
    fe_verify(r);
}

UFSECP_INLINE void fe_add(Fe52& r, const Fe52& a) {
    using namespace fe52_detail;
    fe_verify(r);
    fe_verify(a);
    UFSECP_VERIFY_CHECK(mag(r) + mag(a) <= 32);
    for (int i = 0; i < 5; i++) r.n[i] += a.n[i];
    set_mag(r, mag(r) + mag(a), 0);
    fe_verify(r);
}

UFSECP_INLINE void fe_add_int(Fe52& r, int a) {
    using namespace fe52_detail;
    fe_verify(r);
    UFSECP_VERIFY_CHECK(a >= 0 && a <= 0x7FFF && mag(r) + 1 <= 32);
    r.n[0] += (std::uint64_t)a;
    set_mag(r, mag(r) + 1, 0);
    fe_verify(r);
}

UFSECP_INLINE void fe_mul(Fe52& r, const Fe52& a, const Fe52& b) {
    using namespace fe52_detail;
    fe_verify(a);
    fe_verify(b);
    UFSECP_VERIFY_CHECK(mag(a) <= 8 && mag(b) <= 8);
#if defined(UFSECP_FE52_USE_ASM)
    mul_asm(r.n, a.n, b.n);  // reads all of a and b before writing r: r may alias a or b
#else
    mul_c(r.n, a.n, b.n);
#endif
    set_mag(r, 1, 0);
    fe_verify(r);
}

UFSECP_INLINE void fe_sqr(Fe52& r, const Fe52& a) {
    using namespace fe52_detail;
    fe_verify(a);
    UFSECP_VERIFY_CHECK(mag(a) <= 8);
#if defined(UFSECP_FE52_USE_ASM)
    sqr_asm(r.n, a.n);
#else
    sqr_c(r.n, a.n);
#endif
    set_mag(r, 1, 0);
    fe_verify(r);
}

// r = r/2 mod p, constant time: add p when r is odd (making it even), then shift.
// Input magnitude m <= 31: limbs grow by at most one limb max, then halve, giving
// magnitude m/2 + 1.
UFSECP_INLINE void fe_half(Fe52& r) {
    using namespace fe52_detail;
    fe_verify(r);
    UFSECP_VERIFY_CHECK(mag(r) <= 31);
    std::uint64_t t0 = r.n[0], t1 = r.n[1], t2 = r.n[2], t3 = r.n[3], t4 = r.n[4];
    const std::uint64_t odd = 0 - (t0 & 1);  // all ones if odd
    const std::uint64_t m52 = odd >> 12;
    t0 += P0 & m52;
    t1 += m52;
    t2 += m52;
    t3 += m52;
    t4 += m52 >> 4;
    // Every limb stays below 2^64 (at most 63 * 2^52 + 2^52), and the value is even.
    r.n[0] = (t0 >> 1) + ((t1 & 1) << 51);
    r.n[1] = (t1 >> 1) + ((t2 & 1) << 51);
    r.n[2] = (t2 >> 1) + ((t3 & 1) << 51);
    r.n[3] = (t3 >> 1) + ((t4 & 1) << 51);
    r.n[4] = t4 >> 1;
    set_mag(r, (mag(r) >> 1) + 1, 0);
    fe_verify(r);
}

// r = flag ? a : r, constant time.
UFSECP_INLINE void fe_cmov(Fe52& r, const Fe52& a, int flag) {
    const std::uint64_t mask = ct_mask64(flag);
    for (int i = 0; i < 5; i++) r.n[i] = (r.n[i] & ~mask) | (a.n[i] & mask);
#ifdef UFSECP_VERIFY
    // Either value may be the result: keep the weaker of the two bounds.
    r.magnitude = a.magnitude > r.magnitude ? a.magnitude : r.magnitude;
    r.normalized &= a.normalized;
#endif
}

UFSECP_INLINE void fe_to_storage(FeStorage& r, const Fe52& a) {
    UFSECP_VERIFY_CHECK(a.normalized);
    fe_verify(a);
    r.n[0] = a.n[0] | (a.n[1] << 52);
    r.n[1] = (a.n[1] >> 12) | (a.n[2] << 40);
    r.n[2] = (a.n[2] >> 24) | (a.n[3] << 28);
    r.n[3] = (a.n[3] >> 36) | (a.n[4] << 16);
}

UFSECP_INLINE void fe_from_storage(Fe52& r, const FeStorage& a) {
    using namespace fe52_detail;
    r.n[0] = a.n[0] & M52;
    r.n[1] = (a.n[0] >> 52) | ((a.n[1] << 12) & M52);
    r.n[2] = (a.n[1] >> 40) | ((a.n[2] << 24) & M52);
    r.n[3] = (a.n[2] >> 28) | ((a.n[3] << 36) & M52);
    r.n[4] = a.n[3] >> 16;
    set_mag(r, 1, 1);
    fe_verify(r);
}

// Whether a == b (mod p): a magnitude <= 1, b magnitude <= 30. Constant time.
UFSECP_INLINE bool fe_equal(const Fe52& a, const Fe52& b) {
    Fe52 na;
    fe_negate(na, a, 1);
    fe_add(na, b);
    return fe_normalizes_to_zero(na);
}

UFSECP_INLINE bool fe_equal_var(const Fe52& a, const Fe52& b) {
    Fe52 na;
    fe_negate(na, a, 1);
    fe_add(na, b);
    return fe_normalizes_to_zero_var(na);
}

namespace fe52_detail {
inline constexpr std::uint64_t kP_le[4] = {0xFFFFFFFEFFFFFC2Full, 0xFFFFFFFFFFFFFFFFull, 0xFFFFFFFFFFFFFFFFull,
                                           0xFFFFFFFFFFFFFFFFull};
inline constexpr ModInfo62 kFieldModInfo62 = modinfo62_from_u64le(kP_le);

// Inversion through the safegcd module: normalize, repack as signed 62-bit limbs,
// invert, and unpack. `var` selects the variable-time algorithm.
template <bool Var>
UFSECP_INLINE void inv_via_modinv(Fe52& r, const Fe52& a) {
    Fe52 t = a;
    fe_normalize(t);
    FeStorage s;
    fe_to_storage(s, t);
    Signed62 x;
    signed62_from_u64le(x, s.n);
    if constexpr (Var) {
        modinv62_var(x, kFieldModInfo62);
    } else {
        modinv62(x, kFieldModInfo62);
    }
    signed62_to_u64le(s.n, x);
    fe_from_storage(r, s);
}
}  // namespace fe52_detail

// r = 1/a (1/0 = 0), constant time. a magnitude <= 32.
UFSECP_INLINE void fe_inv(Fe52& r, const Fe52& a) { fe52_detail::inv_via_modinv<false>(r, a); }
// r = 1/a (1/0 = 0), variable time.
UFSECP_INLINE void fe_inv_var(Fe52& r, const Fe52& a) { fe52_detail::inv_via_modinv<true>(r, a); }

}  // namespace ufsecp

#endif  // UFSECP_HAVE_INT128
