// ufsecp — field tier 10x26: ten 26-bit limbs in uint32_t, products in uint64_t only.
//
// Layer 1 (arithmetic). The contract (magnitudes, normalization, every function's
// bounds) is in field/field.hpp; this file keeps it for hosts without a 64x64->128
// multiply (32-bit ARM, ESP32, ...). Nothing here uses unsigned __int128: the widest
// operation is a 32x32->64 multiply(-accumulate).
//
// value = sum(n[i] * 2^(26*i)), i = 0..9; n[0..8] hold 26 bits, n[9] holds 22 (bits 234..255).
// A normalized element has n[0..8] <= 2^26-1, n[9] <= 2^22-1 and value < p.
//
// Magnitude bound (checked by fe_verify, the same rule as the 5x52 tier): a limb may
// be at most k times its normalized maximum, where k = 1 for a normalized element and
// k = 2*magnitude otherwise. Magnitude 32 therefore allows limbs up to 64*(2^26-1) =
// 2^32 - 64: a uint32_t is exactly full, which is why the normalization passes below
// carry first and fold second (folding first could overflow a limb by one).
//
// Reduction: 2^256 = C = 2^32 + 977 = 0x1000003D1 (mod p). In limb terms C is 0x3D1
// in limb 0 plus 0x40 in limb 1 (2^32 = 2^6 * 2^26), and the product reduction uses
// 2^260 = 16*C = 0x1000003D10 = 0x3D10 + 0x400 * 2^26 (mod p).
#pragma once

#include <cstdint>

#include "common/util.hpp"
#include "field/field_storage.hpp"
#include "modinv/modinv32.hpp"

namespace ufsecp {

namespace fe26_detail {
using u64 = std::uint64_t;
constexpr std::uint32_t M26 = 0x3FFFFFFu;   // 2^26 - 1: lower limb maximum
constexpr std::uint32_t M22 = 0x3FFFFFu;    // 2^22 - 1: top limb maximum
constexpr std::uint32_t P0 = 0x3FFFC2Fu;    // p's limb 0 (p's limbs 2..8 are M26, limb 9 is M22)
constexpr std::uint32_t P1 = 0x3FFFFBFu;    // p's limb 1
constexpr std::uint32_t C_LO = 0x3D1u;      // 2^256 mod p, part in limb 0
constexpr std::uint32_t C_HI = 0x40u;       // 2^256 mod p, part in limb 1 (2^32 = 0x40 * 2^26)
constexpr u64 C256 = 0x1000003D1ull;        // 2^256 mod p
constexpr std::uint32_t R0 = 0x3D10u;       // 2^260 mod p = R0 + R1 * 2^26
constexpr std::uint32_t R1 = 0x400u;
constexpr u64 LOW52_P = (1ull << 52) - C256;  // p mod 2^52 (limbs 0 and 1 of p together)

// Unpack a 256-bit value given as eight little-endian 32-bit words into limbs.
constexpr void limbs_from_u32le(std::uint32_t n[10], const std::uint32_t w[8]) {
    n[0] = w[0] & M26;
    n[1] = ((w[0] >> 26) | (w[1] << 6)) & M26;
    n[2] = ((w[1] >> 20) | (w[2] << 12)) & M26;
    n[3] = ((w[2] >> 14) | (w[3] << 18)) & M26;
    n[4] = ((w[3] >> 8) | (w[4] << 24)) & M26;
    n[5] = (w[4] >> 2) & M26;
    n[6] = ((w[4] >> 28) | (w[5] << 4)) & M26;
    n[7] = ((w[5] >> 22) | (w[6] << 10)) & M26;
    n[8] = ((w[6] >> 16) | (w[7] << 16)) & M26;
    n[9] = w[7] >> 10;
}

// Pack limbs that hold at most 26 (top: 22) bits each into eight little-endian words.
UFSECP_INLINE void limbs_to_u32le(std::uint32_t w[8], const std::uint32_t n[10]) {
    w[0] = n[0] | (n[1] << 26);
    w[1] = (n[1] >> 6) | (n[2] << 20);
    w[2] = (n[2] >> 12) | (n[3] << 14);
    w[3] = (n[3] >> 18) | (n[4] << 8);
    w[4] = (n[4] >> 24) | (n[5] << 2) | (n[6] << 28);
    w[5] = (n[6] >> 4) | (n[7] << 22);
    w[6] = (n[7] >> 10) | (n[8] << 16);
    w[7] = (n[8] >> 16) | (n[9] << 10);
}
}  // namespace fe26_detail

struct Fe26 {
    std::uint32_t n[10];
#ifdef UFSECP_VERIFY
    int magnitude;
    int normalized;
#endif

    // The constant d7*2^224 + ... + d0 (d7 most significant), which must be < p.
    static constexpr Fe26 from_u32be(std::uint32_t d7, std::uint32_t d6, std::uint32_t d5, std::uint32_t d4,
                                     std::uint32_t d3, std::uint32_t d2, std::uint32_t d1, std::uint32_t d0) {
        Fe26 r{};
        const std::uint32_t w[8] = {d0, d1, d2, d3, d4, d5, d6, d7};
        fe26_detail::limbs_from_u32le(r.n, w);
#ifdef UFSECP_VERIFY
        r.magnitude = 1;
        r.normalized = 1;
#endif
        return r;
    }
};

namespace fe26_detail {

UFSECP_INLINE void set_mag(Fe26& r, int m, int norm) {
#ifdef UFSECP_VERIFY
    r.magnitude = m;
    r.normalized = norm;
#else
    (void)r, (void)m, (void)norm;
#endif
}
UFSECP_INLINE int mag(const Fe26& a) {
#ifdef UFSECP_VERIFY
    return a.magnitude;
#else
    (void)a;
    return 0;
#endif
}

// The 52 low bits of a value whose limbs 0 and 1 are at most 26 bits.
UFSECP_INLINE u64 low52(std::uint32_t t0, std::uint32_t t1) { return ((u64)t1 << 26) | t0; }

// Carry pass shared by every normalization. In: limbs of magnitude <= 32 (each
// <= 2^32 - 64, top <= 2^28 - 64). Each carry is at most 63, so no limb overflows
// (limb + 63 <= 2^32 - 1). Out: t[0..8] <= 2^26 - 1, t[9] <= 2^22 - 1, and the
// returned x = bits 256.. of the value (x <= 63); the value is now
// L + x*2^256 with L = sum(t[i] * 2^(26i)) < 2^256. `mid` is t[2] & ... & t[8], which
// is all ones exactly when bits 52..233 of L are.
UFSECP_INLINE std::uint32_t carry_pass(std::uint32_t t[10], std::uint32_t& mid) {
    t[1] += t[0] >> 26; t[0] &= M26;
    t[2] += t[1] >> 26; t[1] &= M26;
    t[3] += t[2] >> 26; t[2] &= M26; mid = t[2];
    t[4] += t[3] >> 26; t[3] &= M26; mid &= t[3];
    t[5] += t[4] >> 26; t[4] &= M26; mid &= t[4];
    t[6] += t[5] >> 26; t[5] &= M26; mid &= t[5];
    t[7] += t[6] >> 26; t[6] &= M26; mid &= t[6];
    t[8] += t[7] >> 26; t[7] &= M26; mid &= t[7];
    t[9] += t[8] >> 26; t[8] &= M26; mid &= t[8];
    const std::uint32_t x = t[9] >> 22;
    t[9] &= M22;
    return x;
}

// Add y*C (y <= 64, so y*C < 2^39) to carried limbs and carry again. Limb 0 gets at
// most 64*0x3D1 and limb 1 at most 64*0x40 on top of 26 bits; the result has
// t[0..8] <= 2^26 - 1 and a possible bit 22 in t[9] (weight 2^256) for the caller.
UFSECP_INLINE void fold_pass(std::uint32_t t[10], std::uint32_t y) {
    t[0] += y * C_LO;
    t[1] += y << 6;
    t[1] += t[0] >> 26; t[0] &= M26;
    t[2] += t[1] >> 26; t[1] &= M26;
    t[3] += t[2] >> 26; t[2] &= M26;
    t[4] += t[3] >> 26; t[3] &= M26;
    t[5] += t[4] >> 26; t[4] &= M26;
    t[6] += t[5] >> 26; t[5] &= M26;
    t[7] += t[6] >> 26; t[6] &= M26;
    t[8] += t[7] >> 26; t[7] &= M26;
    t[9] += t[8] >> 26; t[8] &= M26;
}

// After carry_pass: 1 iff L + (x+1)*C >= 2^256, i.e. iff L + x*C >= p (then that sum is
// below 2p, so one subtraction of p finishes the reduction). (x+1)*C < 2^52, so the
// sum can reach 2^256 only when bits 52..255 of L are all ones. Constant time.
UFSECP_INLINE std::uint32_t needs_sub(const std::uint32_t t[10], std::uint32_t mid, std::uint32_t x) {
    const u64 s = low52(t[0], t[1]) + (u64)(x + 1) * C256;
    return (std::uint32_t)(t[9] == M22) & (std::uint32_t)(mid == M26) & (std::uint32_t)(s >> 52);
}

UFSECP_INLINE void load(std::uint32_t t[10], const Fe26& a) {
    for (int i = 0; i < 10; i++) t[i] = a.n[i];
}
UFSECP_INLINE void store(Fe26& r, const std::uint32_t t[10]) {
    for (int i = 0; i < 10; i++) r.n[i] = t[i];
}

}  // namespace fe26_detail

UFSECP_INLINE void fe_verify(const Fe26& a) {
#ifdef UFSECP_VERIFY
    using namespace fe26_detail;
    UFSECP_CHECK(a.magnitude >= 0 && a.magnitude <= 32);
    const std::uint32_t k = a.normalized ? 1u : 2u * (std::uint32_t)a.magnitude;
    for (int i = 0; i < 9; i++) UFSECP_CHECK(a.n[i] <= M26 * k);
    UFSECP_CHECK(a.n[9] <= M22 * k);
    if (a.normalized) {
        UFSECP_CHECK(a.magnitude <= 1);
        // value < p: not (bits 52..255 all ones and the low 52 bits >= those of p)
        const std::uint32_t mid = a.n[2] & a.n[3] & a.n[4] & a.n[5] & a.n[6] & a.n[7] & a.n[8];
        UFSECP_CHECK(!(a.n[9] == M22 && mid == M26 && low52(a.n[0], a.n[1]) >= LOW52_P));
    }
#else
    (void)a;
#endif
}

UFSECP_INLINE void fe_set_int(Fe26& r, int a) {
    UFSECP_VERIFY_CHECK(a >= 0 && a <= 0x7FFF);
    r.n[0] = (std::uint32_t)a;
    for (int i = 1; i < 10; i++) r.n[i] = 0;
    fe26_detail::set_mag(r, 1, 1);
}

UFSECP_INLINE void fe_clear(Fe26& r) {
    secure_wipe(r.n, sizeof(r.n));
    fe26_detail::set_mag(r, 0, 1);
}

// magnitude <= 32 -> magnitude 1. One carry pass, then the bits above 2^256 (x <= 63)
// are folded into limbs 0 and 1 without a further carry: they end at most
// 2^26 - 1 + 63*0x3D1 and 2^26 - 1 + 63*0x40, both within magnitude 1's 2*(2^26 - 1).
UFSECP_INLINE void fe_normalize_weak(Fe26& r) {
    using namespace fe26_detail;
    fe_verify(r);
    std::uint32_t t[10], mid;
    load(t, r);
    const std::uint32_t x = carry_pass(t, mid);
    t[0] += x * C_LO;
    t[1] += x << 6;
    store(r, t);
    set_mag(r, 1, 0);
    fe_verify(r);
}

// Full reduction to [0, p), constant time: a carry pass, then one fold pass that adds
// x*C (the bits above 2^256) plus C again when the value is >= p (adding C and dropping
// bit 256 subtracts p).
UFSECP_INLINE void fe_normalize(Fe26& r) {
    using namespace fe26_detail;
    fe_verify(r);
    std::uint32_t t[10], mid;
    load(t, r);
    const std::uint32_t x = carry_pass(t, mid);
    const std::uint32_t k = needs_sub(t, mid, x);
    fold_pass(t, x + k);
    UFSECP_VERIFY_CHECK((t[9] >> 22) == k);  // bit 256 is set exactly when p was subtracted
    t[9] &= M22;
    store(r, t);
    set_mag(r, 1, 1);
    fe_verify(r);
}

// Full reduction, variable time: the fold pass is skipped when nothing is above 2^256
// and the value is already below p.
UFSECP_INLINE void fe_normalize_var(Fe26& r) {
    using namespace fe26_detail;
    fe_verify(r);
    std::uint32_t t[10], mid;
    load(t, r);
    const std::uint32_t x = carry_pass(t, mid);
    const std::uint32_t k = needs_sub(t, mid, x);
    if (x | k) {
        fold_pass(t, x + k);
        UFSECP_VERIFY_CHECK((t[9] >> 22) == k);
        t[9] &= M22;
    }
    store(r, t);
    set_mag(r, 1, 1);
    fe_verify(r);
}

// Whether r == 0 (mod p), constant time. After the carry pass the value is L + x*C
// with L < 2^256 and x <= 63, which is below 2p; it is a multiple of p iff it is 0
// (L == 0 and x == 0) or p (L == p - x*C = 2^256 - (x+1)*C: bits 52..255 of L all
// ones and its low 52 bits equal 2^52 - (x+1)*C). No fold pass is needed.
UFSECP_INLINE bool fe_normalizes_to_zero(const Fe26& r) {
    using namespace fe26_detail;
    fe_verify(r);
    std::uint32_t t[10], mid;
    load(t, r);
    const std::uint32_t x = carry_pass(t, mid);
    const std::uint32_t any = t[0] | t[1] | t[2] | t[3] | t[4] | t[5] | t[6] | t[7] | t[8] | t[9] | x;
    const u64 want_low = (1ull << 52) - (u64)(x + 1) * C256;
    const std::uint32_t is_p = (std::uint32_t)(t[9] == M22) & (std::uint32_t)(mid == M26) &
                               (std::uint32_t)(low52(t[0], t[1]) == want_low);
    return (std::uint32_t)(any == 0) | is_p;
}

// Same answer, variable time, with a fast rejection from two limbs. If the value is a
// multiple of p then L + x*C is 0 or p, so its low 26 bits, (n[0] + x*0x3D1) mod 2^26,
// are 0 or P0. And then x == n[9] >> 22: the value 0 has all limbs 0; a value k*p
// (k >= 1, k*C < 2^256) has x = k - 1, and n[9] >> 22 = k - 2 would need the lower limbs
// to carry 2^256 + 2^234 - k*C into bit 256, far beyond their bound 64 * (2^234 - 1).
// So x is known without the carry pass.
UFSECP_INLINE bool fe_normalizes_to_zero_var(const Fe26& r) {
    using namespace fe26_detail;
    fe_verify(r);
    const std::uint32_t z = (r.n[0] + (r.n[9] >> 22) * C_LO) & M26;  // mod 2^26: wraparound is harmless
    if (z != 0 && z != P0) return false;
    return fe_normalizes_to_zero(r);
}

UFSECP_INLINE bool fe_is_zero(const Fe26& a) {
    UFSECP_VERIFY_CHECK(a.normalized);
    fe_verify(a);
    return (a.n[0] | a.n[1] | a.n[2] | a.n[3] | a.n[4] | a.n[5] | a.n[6] | a.n[7] | a.n[8] | a.n[9]) == 0;
}

UFSECP_INLINE bool fe_is_odd(const Fe26& a) {
    UFSECP_VERIFY_CHECK(a.normalized);
    fe_verify(a);
    return a.n[0] & 1;
}

// -1, 0, 1 as a <, ==, > b; both normalized. Variable time.
UFSECP_INLINE int fe_cmp_var(const Fe26& a, const Fe26& b) {
    UFSECP_VERIFY_CHECK(a.normalized && b.normalized);
    fe_verify(a);
    fe_verify(b);
    for (int i = 9; i >= 0; i--) {
        if (a.n[i] > b.n[i]) return 1;
        if (a.n[i] < b.n[i]) return -1;
    }
    return 0;
}

namespace fe26_detail {
UFSECP_INLINE void unpack_b32(Fe26& r, const unsigned char* a) {
    std::uint32_t w[8];
    for (int i = 0; i < 8; i++) w[i] = read_be32(a + 28 - 4 * i);
    limbs_from_u32le(r.n, w);
}
}  // namespace fe26_detail

// 32 big-endian bytes, reduced mod p.
UFSECP_INLINE void fe_set_b32_mod(Fe26& r, const unsigned char* a) {
    fe26_detail::unpack_b32(r, a);
    fe26_detail::set_mag(r, 1, 0);
    fe_normalize(r);
}

// 32 big-endian bytes; false (and r unusable) if the value is >= p.
UFSECP_INLINE bool fe_set_b32_limit(Fe26& r, const unsigned char* a) {
    using namespace fe26_detail;
    unpack_b32(r, a);
    const std::uint32_t mid = r.n[2] & r.n[3] & r.n[4] & r.n[5] & r.n[6] & r.n[7] & r.n[8];
    const bool ge_p = (r.n[9] == M22) & (mid == M26) & (low52(r.n[0], r.n[1]) >= LOW52_P);
    set_mag(r, 1, !ge_p);
    return !ge_p;
}

UFSECP_INLINE void fe_get_b32(unsigned char* out, const Fe26& a) {
    UFSECP_VERIFY_CHECK(a.normalized);
    fe_verify(a);
    std::uint32_t w[8];
    fe26_detail::limbs_to_u32le(w, a.n);
    for (int i = 0; i < 8; i++) write_be32(out + 28 - 4 * i, w[i]);
}

// r = -a, computed as 2*(m+1)*p - a limb by limb. Each limb of 2*(m+1)*p is at least
// a's bound 2*m*(limb max) (limb 0 of p falls short of the maximum by 0x3D0, which
// 2*(m+1) - 2*m = 2 maxima more than cover), so no limb goes negative; the largest
// limb, 64*(2^26-1) for m = 31, still fits. Magnitude m+1.
UFSECP_INLINE void fe_negate(Fe26& r, const Fe26& a, int m) {
    using namespace fe26_detail;
    fe_verify(a);
    UFSECP_VERIFY_CHECK(m >= 0 && m <= 31);
    UFSECP_VERIFY_CHECK(mag(a) <= m);
    const std::uint32_t k = 2 * (std::uint32_t)(m + 1);
    r.n[0] = P0 * k - a.n[0];
    r.n[1] = P1 * k - a.n[1];
    for (int i = 2; i < 9; i++) r.n[i] = M26 * k - a.n[i];
    r.n[9] = M22 * k - a.n[9];
    set_mag(r, m + 1, 0);
    fe_verify(r);
}

UFSECP_INLINE void fe_mul_int(Fe26& r, int a) {
    using namespace fe26_detail;
    fe_verify(r);
    UFSECP_VERIFY_CHECK(a >= 0 && mag(r) * a <= 32);
    for (auto& limb : r.n) limb *= (std::uint32_t)a;
    set_mag(r, mag(r) * a, 0);
    fe_verify(r);
}

UFSECP_INLINE void fe_add(Fe26& r, const Fe26& a) {
    using namespace fe26_detail;
    fe_verify(r);
    fe_verify(a);
    UFSECP_VERIFY_CHECK(mag(r) + mag(a) <= 32);
    for (int i = 0; i < 10; i++) r.n[i] += a.n[i];
    set_mag(r, mag(r) + mag(a), 0);
    fe_verify(r);
}

UFSECP_INLINE void fe_add_int(Fe26& r, int a) {
    using namespace fe26_detail;
    fe_verify(r);
    UFSECP_VERIFY_CHECK(a >= 0 && a <= 0x7FFF && mag(r) + 1 <= 32);
    r.n[0] += (std::uint32_t)a;
    set_mag(r, mag(r) + 1, 0);
    fe_verify(r);
}

namespace fe26_detail {

// The 19 product columns of a*b (column k has weight 2^(26k)), computed on demand so
// the reduction can interleave them and keep only two accumulators live. The limbs are
// read in place (no copy): reduce_product writes its output only after it has read
// every column, which is what lets r alias a or b.
// Bounds (inputs of magnitude <= 8): lower limbs <= 16*(2^26-1) < 2^30, top limbs
// <= 16*(2^22-1) < 2^26. A column has at most 10 products, at most 9 of which are
// lower*lower (< 2^60 each), so every column is < 9*2^60 + 2^57 < 2^63.2.
struct MulCols {
    const std::uint32_t* a;
    const std::uint32_t* b;
    template <int K>
    UFSECP_INLINE u64 col() const {
        if constexpr (K == 0) return (u64)a[0] * b[0];
        if constexpr (K == 1) return (u64)a[0] * b[1] + (u64)a[1] * b[0];
        if constexpr (K == 2) return (u64)a[0] * b[2] + (u64)a[1] * b[1] + (u64)a[2] * b[0];
        if constexpr (K == 3) return (u64)a[0] * b[3] + (u64)a[1] * b[2] + (u64)a[2] * b[1] + (u64)a[3] * b[0];
        if constexpr (K == 4)
            return (u64)a[0] * b[4] + (u64)a[1] * b[3] + (u64)a[2] * b[2] + (u64)a[3] * b[1] + (u64)a[4] * b[0];
        if constexpr (K == 5)
            return (u64)a[0] * b[5] + (u64)a[1] * b[4] + (u64)a[2] * b[3] + (u64)a[3] * b[2] + (u64)a[4] * b[1] +
                   (u64)a[5] * b[0];
        if constexpr (K == 6)
            return (u64)a[0] * b[6] + (u64)a[1] * b[5] + (u64)a[2] * b[4] + (u64)a[3] * b[3] + (u64)a[4] * b[2] +
                   (u64)a[5] * b[1] + (u64)a[6] * b[0];
        if constexpr (K == 7)
            return (u64)a[0] * b[7] + (u64)a[1] * b[6] + (u64)a[2] * b[5] + (u64)a[3] * b[4] + (u64)a[4] * b[3] +
                   (u64)a[5] * b[2] + (u64)a[6] * b[1] + (u64)a[7] * b[0];
        if constexpr (K == 8)
            return (u64)a[0] * b[8] + (u64)a[1] * b[7] + (u64)a[2] * b[6] + (u64)a[3] * b[5] + (u64)a[4] * b[4] +
                   (u64)a[5] * b[3] + (u64)a[6] * b[2] + (u64)a[7] * b[1] + (u64)a[8] * b[0];
        if constexpr (K == 9)
            return (u64)a[0] * b[9] + (u64)a[1] * b[8] + (u64)a[2] * b[7] + (u64)a[3] * b[6] + (u64)a[4] * b[5] +
                   (u64)a[5] * b[4] + (u64)a[6] * b[3] + (u64)a[7] * b[2] + (u64)a[8] * b[1] + (u64)a[9] * b[0];
        if constexpr (K == 10)
            return (u64)a[1] * b[9] + (u64)a[2] * b[8] + (u64)a[3] * b[7] + (u64)a[4] * b[6] + (u64)a[5] * b[5] +
                   (u64)a[6] * b[4] + (u64)a[7] * b[3] + (u64)a[8] * b[2] + (u64)a[9] * b[1];
        if constexpr (K == 11)
            return (u64)a[2] * b[9] + (u64)a[3] * b[8] + (u64)a[4] * b[7] + (u64)a[5] * b[6] + (u64)a[6] * b[5] +
                   (u64)a[7] * b[4] + (u64)a[8] * b[3] + (u64)a[9] * b[2];
        if constexpr (K == 12)
            return (u64)a[3] * b[9] + (u64)a[4] * b[8] + (u64)a[5] * b[7] + (u64)a[6] * b[6] + (u64)a[7] * b[5] +
                   (u64)a[8] * b[4] + (u64)a[9] * b[3];
        if constexpr (K == 13)
            return (u64)a[4] * b[9] + (u64)a[5] * b[8] + (u64)a[6] * b[7] + (u64)a[7] * b[6] + (u64)a[8] * b[5] +
                   (u64)a[9] * b[4];
        if constexpr (K == 14)
            return (u64)a[5] * b[9] + (u64)a[6] * b[8] + (u64)a[7] * b[7] + (u64)a[8] * b[6] + (u64)a[9] * b[5];
        if constexpr (K == 15) return (u64)a[6] * b[9] + (u64)a[7] * b[8] + (u64)a[8] * b[7] + (u64)a[9] * b[6];
        if constexpr (K == 16) return (u64)a[7] * b[9] + (u64)a[8] * b[8] + (u64)a[9] * b[7];
        if constexpr (K == 17) return (u64)a[8] * b[9] + (u64)a[9] * b[8];
        if constexpr (K == 18) return (u64)a[9] * b[9];
    }
};

// The same columns for a*a: each cross product a[i]*a[j] (i < j) appears once, with
// d[i] = 2*a[i] (< 2^31, fits a uint32_t). 55 multiplies instead of 100. The limbs are
// loaded once up front (so r may alias a); the doubled ones are computed once.
struct SqrCols {
    std::uint32_t a[10], d[9];
    UFSECP_INLINE explicit SqrCols(const std::uint32_t* n) {
        for (int i = 0; i < 10; i++) a[i] = n[i];
        for (int i = 0; i < 9; i++) d[i] = n[i] * 2;
    }
    template <int K>
    UFSECP_INLINE u64 col() const {
        if constexpr (K == 0) return (u64)a[0] * a[0];
        if constexpr (K == 1) return (u64)d[0] * a[1];
        if constexpr (K == 2) return (u64)d[0] * a[2] + (u64)a[1] * a[1];
        if constexpr (K == 3) return (u64)d[0] * a[3] + (u64)d[1] * a[2];
        if constexpr (K == 4) return (u64)d[0] * a[4] + (u64)d[1] * a[3] + (u64)a[2] * a[2];
        if constexpr (K == 5) return (u64)d[0] * a[5] + (u64)d[1] * a[4] + (u64)d[2] * a[3];
        if constexpr (K == 6) return (u64)d[0] * a[6] + (u64)d[1] * a[5] + (u64)d[2] * a[4] + (u64)a[3] * a[3];
        if constexpr (K == 7) return (u64)d[0] * a[7] + (u64)d[1] * a[6] + (u64)d[2] * a[5] + (u64)d[3] * a[4];
        if constexpr (K == 8)
            return (u64)d[0] * a[8] + (u64)d[1] * a[7] + (u64)d[2] * a[6] + (u64)d[3] * a[5] + (u64)a[4] * a[4];
        if constexpr (K == 9)
            return (u64)d[0] * a[9] + (u64)d[1] * a[8] + (u64)d[2] * a[7] + (u64)d[3] * a[6] + (u64)d[4] * a[5];
        if constexpr (K == 10)
            return (u64)d[1] * a[9] + (u64)d[2] * a[8] + (u64)d[3] * a[7] + (u64)d[4] * a[6] + (u64)a[5] * a[5];
        if constexpr (K == 11) return (u64)d[2] * a[9] + (u64)d[3] * a[8] + (u64)d[4] * a[7] + (u64)d[5] * a[6];
        if constexpr (K == 12) return (u64)d[3] * a[9] + (u64)d[4] * a[8] + (u64)d[5] * a[7] + (u64)a[6] * a[6];
        if constexpr (K == 13) return (u64)d[4] * a[9] + (u64)d[5] * a[8] + (u64)d[6] * a[7];
        if constexpr (K == 14) return (u64)d[5] * a[9] + (u64)d[6] * a[8] + (u64)a[7] * a[7];
        if constexpr (K == 15) return (u64)d[6] * a[9] + (u64)d[7] * a[8];
        if constexpr (K == 16) return (u64)d[7] * a[9] + (u64)a[8] * a[8];
        if constexpr (K == 17) return (u64)d[8] * a[9];
        if constexpr (K == 18) return (u64)a[9] * a[9];
    }
};

// One step of the interleaved reduction: low column J and high column J+10.
// `hi` carries the high half upwards 26 bits at a time; its 26-bit digit u (weight
// 2^(26(J+10)) = 2^260 * 2^(26J)) folds onto column J as u*R0 and onto column J+1 as
// u*R1, the latter added to `lo` right after lo's own 26 bits leave as t.
// Bounds: hi stays < 2^63.2 + 2^38, lo < 2^63.2 + 2^38 + 2^40 (column + carries + u*R0).
template <int J, class Cols>
UFSECP_INLINE std::uint32_t reduce_step(const Cols& cols, u64& lo, u64& hi) {
    hi += cols.template col<J + 10>();
    const u64 u = hi & M26;
    hi >>= 26;
    lo += cols.template col<J>();
    lo += u * R0;
    const std::uint32_t t = (std::uint32_t)lo & M26;
    lo >>= 26;
    lo += u * R1;
    return t;
}

// Reduce the 19-column product to 10 limbs of magnitude 1. r is written only after the
// last column has been read.
//   1. Column 9 first: its low 26 bits are kept aside (t9), the rest carries into
//      column 10, so the high half (columns 10..18) starts with a small carry.
//   2. Columns J and J+10 for J = 0..8 (reduce_step). After it `hi` is the part of the
//      product at weight 2^(26*19) (< 2^27) and `lo` the carry into column 9 (< 2^38).
//   3. Column 9: lo + t9 + hi*R0; its top limb keeps 22 bits (up to 2^256); everything
//      from 2^256 up (including hi*R1 at weight 2^260 = 2^256 * 16) becomes c < 2^42.
//   4. c*2^256 = c*C folds onto limbs 0 and 1 (c*0x3D1, c*0x40), carried into limb 2.
// Result: limbs 0, 1, 3..8 <= 2^26 - 1, limb 2 < 2^26 + 2^22, limb 9 <= 2^22 - 1.
template <class Cols>
UFSECP_INLINE void reduce_product(std::uint32_t r[10], const Cols& cols) {
    std::uint32_t t[10];
    u64 hi = cols.template col<9>();
    t[9] = (std::uint32_t)hi & M26;
    hi >>= 26;
    u64 lo = 0;
    t[0] = reduce_step<0>(cols, lo, hi);
    t[1] = reduce_step<1>(cols, lo, hi);
    t[2] = reduce_step<2>(cols, lo, hi);
    t[3] = reduce_step<3>(cols, lo, hi);
    t[4] = reduce_step<4>(cols, lo, hi);
    t[5] = reduce_step<5>(cols, lo, hi);
    t[6] = reduce_step<6>(cols, lo, hi);
    t[7] = reduce_step<7>(cols, lo, hi);
    t[8] = reduce_step<8>(cols, lo, hi);

    lo += t[9] + hi * R0;
    r[9] = (std::uint32_t)lo & M22;
    u64 c = (lo >> 22) + hi * (R1 << 4);

    u64 acc = t[0] + c * C_LO;
    r[0] = (std::uint32_t)acc & M26;
    acc >>= 26;
    acc += t[1] + c * C_HI;
    r[1] = (std::uint32_t)acc & M26;
    acc >>= 26;
    r[2] = t[2] + (std::uint32_t)acc;
    for (int i = 3; i < 9; i++) r[i] = t[i];
}

}  // namespace fe26_detail

// fe_mul / fe_sqr are plain `inline`, not forced: each body is ~100 (55) multiply-
// accumulates plus the reduction, and forcing a copy into every call site of the group
// formulas would cost microcontrollers kilobytes of flash for a negligible call overhead.
inline void fe_mul(Fe26& r, const Fe26& a, const Fe26& b) {
    using namespace fe26_detail;
    fe_verify(a);
    fe_verify(b);
    UFSECP_VERIFY_CHECK(mag(a) <= 8 && mag(b) <= 8);
    const MulCols cols{a.n, b.n};
    reduce_product(r.n, cols);  // reads every limb of a and b before writing r: r may alias them
    set_mag(r, 1, 0);
    fe_verify(r);
}

inline void fe_sqr(Fe26& r, const Fe26& a) {
    using namespace fe26_detail;
    fe_verify(a);
    UFSECP_VERIFY_CHECK(mag(a) <= 8);
    const SqrCols cols(a.n);
    reduce_product(r.n, cols);
    set_mag(r, 1, 0);
    fe_verify(r);
}

// r = r/2 mod p, constant time: add p when r is odd (making the value even), then
// shift right one bit across the limbs. Input magnitude m <= 31: a limb is at most
// (2m+1)*max after adding p (< 2^32), half of that plus the bit shifted in from the
// limb above (2^25) is at most (m+1)*max, within magnitude m/2 + 1.
UFSECP_INLINE void fe_half(Fe26& r) {
    using namespace fe26_detail;
    fe_verify(r);
    UFSECP_VERIFY_CHECK(mag(r) <= 31);
    std::uint32_t t[10];
    load(t, r);
    const std::uint32_t odd = 0u - (t[0] & 1);  // all ones if odd
    t[0] += P0 & odd;
    t[1] += P1 & odd;
    for (int i = 2; i < 9; i++) t[i] += M26 & odd;
    t[9] += M22 & odd;
    for (int i = 0; i < 9; i++) r.n[i] = (t[i] >> 1) + ((t[i + 1] & 1) << 25);
    r.n[9] = t[9] >> 1;
    set_mag(r, (mag(r) >> 1) + 1, 0);
    fe_verify(r);
}

// r = flag ? a : r, constant time.
UFSECP_INLINE void fe_cmov(Fe26& r, const Fe26& a, int flag) {
    const std::uint32_t mask = ct_mask32(flag);
    for (int i = 0; i < 10; i++) r.n[i] = (r.n[i] & ~mask) | (a.n[i] & mask);
#ifdef UFSECP_VERIFY
    // Either value may be the result: keep the weaker of the two bounds.
    r.magnitude = a.magnitude > r.magnitude ? a.magnitude : r.magnitude;
    r.normalized &= a.normalized;
#endif
}

UFSECP_INLINE void fe_to_storage(FeStorage& r, const Fe26& a) {
    UFSECP_VERIFY_CHECK(a.normalized);
    fe_verify(a);
    std::uint32_t w[8];
    fe26_detail::limbs_to_u32le(w, a.n);
    for (int i = 0; i < 4; i++) r.n[i] = (std::uint64_t)w[2 * i] | ((std::uint64_t)w[2 * i + 1] << 32);
}

UFSECP_INLINE void fe_from_storage(Fe26& r, const FeStorage& a) {
    std::uint32_t w[8];
    for (int i = 0; i < 4; i++) {
        w[2 * i] = (std::uint32_t)a.n[i];
        w[2 * i + 1] = (std::uint32_t)(a.n[i] >> 32);
    }
    fe26_detail::limbs_from_u32le(r.n, w);
    fe26_detail::set_mag(r, 1, 1);
    fe_verify(r);
}

// Whether a == b (mod p): a magnitude <= 1, b magnitude <= 30 (the negation of a has
// magnitude 2 and the sum must stay within 32). Constant time.
UFSECP_INLINE bool fe_equal(const Fe26& a, const Fe26& b) {
    Fe26 na;
    fe_negate(na, a, 1);
    fe_add(na, b);
    return fe_normalizes_to_zero(na);
}

UFSECP_INLINE bool fe_equal_var(const Fe26& a, const Fe26& b) {
    Fe26 na;
    fe_negate(na, a, 1);
    fe_add(na, b);
    return fe_normalizes_to_zero_var(na);
}

namespace fe26_detail {
inline constexpr std::uint32_t kP_u32le[8] = {0xFFFFFC2Fu, 0xFFFFFFFEu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                                              0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
inline constexpr ModInfo30 kFieldModInfo30 = modinfo30_from_u32le(kP_u32le);

// Inversion through the safegcd module: normalize a copy, repack as signed 30-bit
// limbs, invert, and unpack. `Var` selects the variable-time algorithm.
template <bool Var>
UFSECP_INLINE void inv_via_modinv(Fe26& r, const Fe26& a) {
    Fe26 t = a;
    fe_normalize(t);
    std::uint32_t w[8];
    limbs_to_u32le(w, t.n);
    Signed30 x;
    signed30_from_u32le(x, w);
    if constexpr (Var) {
        modinv30_var(x, kFieldModInfo30);
    } else {
        modinv30(x, kFieldModInfo30);
    }
    signed30_to_u32le(w, x);
    limbs_from_u32le(r.n, w);
    set_mag(r, 1, 1);
    fe_verify(r);
    if constexpr (!Var) {
        secure_wipe(t);
        secure_wipe(x);
        secure_wipe(w, sizeof(w));
    }
}
}  // namespace fe26_detail

// r = 1/a (1/0 = 0), constant time. a magnitude <= 32; r may alias a.
inline void fe_inv(Fe26& r, const Fe26& a) { fe26_detail::inv_via_modinv<false>(r, a); }
// r = 1/a (1/0 = 0), variable time.
inline void fe_inv_var(Fe26& r, const Fe26& a) { fe26_detail::inv_via_modinv<true>(r, a); }

}  // namespace ufsecp
