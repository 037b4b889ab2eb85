// ufsecp — AVX-512 IFMA kernel for ge_lift_x_many_var: 16 square-root candidates at a time.
//
// Layer 4 (batch verification helper). Compiled with the default flags: the vector code is
// enabled per function with __attribute__((target("avx512f,avx512ifma"))) and only runs after
// the CPU (and OS) support check; elsewhere (other CPUs or compilers, the 10x26 tier, or
// UFSECP_LIFT=portable in the environment) lift_many_ifma_available() is false. Variable
// time is irrelevant here: the data is public, and the code has no data-dependent branches.
//
// Representation: the 5x52 tier's limbs, one zmm register per limb, 8 field elements per
// register ("V5"). vpmadd52luq / vpmadd52huq add the low / high 52 bits of a 52x52-bit
// product to 64-bit lanes; they ignore bits 52..63 of their inputs, so every limb fed to them
// must be below 2^52. Invariant of every V5 value here: limbs 0..3 < 2^52, limb 4 < 2^49
// (value < 2^257, not necessarily reduced below p).
//
// Product (a, b < 2^257): 25 (mul) or 15 (sqr) limb products, each split in two halves
// added into ten 64-bit columns c_0..c_9 of weight 2^(52k); every column stays below 2^57.
// Reduction, with R = 2^260 mod p = 0x1000003D10 (< 2^37) and C = 2^256 mod p = 0x1000003D1:
//   1. carry through all ten columns (each < 2^52 after; c_9 < 2^52 as the product < 2^514);
//   2. fold c_5..c_9: c_{k-5} += lo52(c_k R), c_{k-4} += hi52(c_k R); hi52(c_9 R) < 2^37 lands
//      at weight 2^260 and is folded the same way once more; columns 0..4 are now < 2^54;
//   3. carry c_0..c_4, fold the bits of c_4 at and above 2^48 (weight 2^256) with C: they are
//      < 2^6, so c_0 grows by < 2^39;
//   4. carry c_0..c_4 again: limbs 0..3 < 2^52, limb 4 <= 2^48 (it only gains a carry of 1),
//      which restores the invariant without any further pass.
#include <cstdlib>
#include <cstring>

#include "batch/lift_many.hpp"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && defined(UFSECP_HAVE_INT128) && \
    !defined(UFSECP_FIELD_10X26)
#define UFSECP_LIFT_IFMA 1
#include <immintrin.h>
#endif

namespace ufsecp {

#if defined(UFSECP_LIFT_IFMA)

namespace {

// Small helpers are forced inline so that the columns stay in registers and the kVecs
// independent squarings of a step form one block the CPU can overlap.
#define UFSECP_IFMA_INLINE __attribute__((target("avx512f,avx512ifma"), always_inline)) inline
#define UFSECP_IFMA __attribute__((target("avx512f,avx512ifma"))) inline

struct V5 {
    __m512i l[5];
};

constexpr std::uint64_t kM52 = 0xFFFFFFFFFFFFFull;
constexpr std::uint64_t kM48 = 0xFFFFFFFFFFFFull;
constexpr std::uint64_t kR260 = 0x1000003D10ull;
constexpr std::uint64_t kC256 = 0x1000003D1ull;

UFSECP_IFMA_INLINE __m512i mlo(__m512i acc, __m512i a, __m512i b) { return _mm512_madd52lo_epu64(acc, a, b); }
UFSECP_IFMA_INLINE __m512i mhi(__m512i acc, __m512i a, __m512i b) { return _mm512_madd52hi_epu64(acc, a, b); }
// Shifts in their zero-masked form: the plain intrinsics start from _mm512_undefined_epi32(),
// which GCC 12 reports as an uninitialized use (a false positive).
UFSECP_IFMA_INLINE __m512i shr(__m512i a, unsigned n) { return _mm512_maskz_srli_epi64((__mmask8)0xFF, a, n); }
UFSECP_IFMA_INLINE __m512i shl(__m512i a, unsigned n) { return _mm512_maskz_slli_epi64((__mmask8)0xFF, a, n); }

UFSECP_IFMA_INLINE void carry(__m512i* c, int k) {
    const __m512i m52 = _mm512_set1_epi64((long long)kM52);
    c[k + 1] = _mm512_add_epi64(c[k + 1], shr(c[k], 52));
    c[k] = _mm512_and_si512(c[k], m52);
}

// Ten columns (each < 2^57, value < 2^514) to a V5 within the invariant. Steps as above.
UFSECP_IFMA_INLINE void reduce(V5& r, __m512i* c) {
    const __m512i rr = _mm512_set1_epi64((long long)kR260);
    const __m512i cc = _mm512_set1_epi64((long long)kC256);
    const __m512i m48 = _mm512_set1_epi64((long long)kM48);
    #pragma GCC unroll 8
    for (int k = 0; k < 9; k++) carry(c, k);
    c[0] = mlo(c[0], c[5], rr);
    c[1] = mhi(c[1], c[5], rr);
    c[1] = mlo(c[1], c[6], rr);
    c[2] = mhi(c[2], c[6], rr);
    c[2] = mlo(c[2], c[7], rr);
    c[3] = mhi(c[3], c[7], rr);
    c[3] = mlo(c[3], c[8], rr);
    c[4] = mhi(c[4], c[8], rr);
    c[4] = mlo(c[4], c[9], rr);
    const __m512i t5 = mhi(_mm512_setzero_si512(), c[9], rr);  // < 2^37, weight 2^260
    c[0] = mlo(c[0], t5, rr);
    c[1] = mhi(c[1], t5, rr);
    #pragma GCC unroll 8
    for (int k = 0; k < 4; k++) carry(c, k);
    const __m512i top = shr(c[4], 48);  // < 2^6, weight 2^256
    c[4] = _mm512_and_si512(c[4], m48);
    c[0] = mlo(c[0], top, cc);
    #pragma GCC unroll 8
    for (int k = 0; k < 4; k++) carry(c, k);
    #pragma GCC unroll 8
    for (int k = 0; k < 5; k++) r.l[k] = c[k];
}

UFSECP_IFMA_INLINE void vmul(V5& r, const V5& a, const V5& b) {
    __m512i c[10];
    #pragma GCC unroll 8
    for (int k = 0; k < 10; k++) c[k] = _mm512_setzero_si512();
    #pragma GCC unroll 8
    for (int i = 0; i < 5; i++) {
        #pragma GCC unroll 8
        for (int j = 0; j < 5; j++) {
            c[i + j] = mlo(c[i + j], a.l[i], b.l[j]);
            c[i + j + 1] = mhi(c[i + j + 1], a.l[i], b.l[j]);
        }
    }
    reduce(r, c);
}

UFSECP_IFMA_INLINE void vsqr(V5& r, const V5& a) {
    __m512i c[10];
    #pragma GCC unroll 8
    for (int k = 0; k < 10; k++) c[k] = _mm512_setzero_si512();
    // Cross products a_i a_j (i < j), doubled below.
    #pragma GCC unroll 8
    for (int i = 0; i < 5; i++) {
        #pragma GCC unroll 8
        for (int j = i + 1; j < 5; j++) {
            c[i + j] = mlo(c[i + j], a.l[i], a.l[j]);
            c[i + j + 1] = mhi(c[i + j + 1], a.l[i], a.l[j]);
        }
    }
    #pragma GCC unroll 8
    for (int k = 1; k < 9; k++) c[k] = shl(c[k], 1);
    #pragma GCC unroll 8
    for (int i = 0; i < 5; i++) {
        c[2 * i] = mlo(c[2 * i], a.l[i], a.l[i]);
        c[2 * i + 1] = mhi(c[2 * i + 1], a.l[i], a.l[i]);
    }
    reduce(r, c);
}

constexpr int kVecs = 2;  // independent vectors interleaved (16 field elements)

UFSECP_IFMA void vsqr_n(V5* dst, const V5* src, int n) {
    #pragma GCC unroll 8
    for (int v = 0; v < kVecs; v++) dst[v] = src[v];
    #pragma GCC unroll 1
    for (int j = 0; j < n; j++)
        #pragma GCC unroll 8
        for (int v = 0; v < kVecs; v++) vsqr(dst[v], dst[v]);
}

UFSECP_IFMA void vmul_all(V5* dst, const V5* x, const V5* y) {
    #pragma GCC unroll 8
    for (int v = 0; v < kVecs; v++) vmul(dst[v], x[v], y[v]);
}

// r = a^((p+1)/4) lane-wise: fe_sqrt's addition chain, each step on kVecs vectors.
UFSECP_IFMA void vsqrt_candidates(V5* r, const V5* a) {
    V5 x2[kVecs], x3[kVecs], x6[kVecs], x9[kVecs], x11[kVecs], x22[kVecs], x44[kVecs], x88[kVecs], x176[kVecs],
        x220[kVecs], x223[kVecs], t[kVecs];
    const auto sqr_n = vsqr_n;
    const auto mul = vmul_all;
    sqr_n(x2, a, 1);
    mul(x2, x2, a);
    sqr_n(x3, x2, 1);
    mul(x3, x3, a);
    sqr_n(x6, x3, 3);
    mul(x6, x6, x3);
    sqr_n(x9, x6, 3);
    mul(x9, x9, x3);
    sqr_n(x11, x9, 2);
    mul(x11, x11, x2);
    sqr_n(x22, x11, 11);
    mul(x22, x22, x11);
    sqr_n(x44, x22, 22);
    mul(x44, x44, x22);
    sqr_n(x88, x44, 44);
    mul(x88, x88, x44);
    sqr_n(x176, x88, 88);
    mul(x176, x176, x88);
    sqr_n(x220, x176, 44);
    mul(x220, x220, x44);
    sqr_n(x223, x220, 3);
    mul(x223, x223, x3);
    sqr_n(t, x223, 23);
    mul(t, t, x22);
    sqr_n(t, t, 6);
    mul(t, t, x2);
    sqr_n(r, t, 2);
}

// One group of up to 8*kVecs elements: transpose in, compute, transpose out.
UFSECP_IFMA void sqrt_group(Fe* r, const Fe* rhs, std::size_t cnt) {
    alignas(64) std::uint64_t buf[kVecs][5][8];
    #pragma GCC unroll 8
    for (int v = 0; v < kVecs; v++) {
        #pragma GCC unroll 8
        for (int lane = 0; lane < 8; lane++) {
            const std::size_t i = (std::size_t)(v * 8 + lane);
            Fe x;
            if (i < cnt) {
                x = rhs[i];
                fe_normalize_weak(x);  // limbs 0..3 < 2^52, limb 4 < 2^49
            } else {
                fe_set_int(x, 1);  // padding
            }
            #pragma GCC unroll 8
            for (int k = 0; k < 5; k++) buf[v][k][lane] = x.n[k];
        }
    }
    V5 in[kVecs], out[kVecs];
    #pragma GCC unroll 8
    for (int v = 0; v < kVecs; v++)
        #pragma GCC unroll 8
        for (int k = 0; k < 5; k++) in[v].l[k] = _mm512_load_si512(buf[v][k]);
    vsqrt_candidates(out, in);
    #pragma GCC unroll 8
    for (int v = 0; v < kVecs; v++)
        #pragma GCC unroll 8
        for (int k = 0; k < 5; k++) _mm512_store_si512(buf[v][k], out[v].l[k]);
    #pragma GCC unroll 8
    for (std::size_t i = 0; i < cnt; i++) {
        Fe& y = r[i];
        #pragma GCC unroll 8
        for (int k = 0; k < 5; k++) y.n[k] = buf[i / 8][k][i % 8];
        fe52_detail::set_mag(y, 1, 0);  // limbs within the magnitude-1 bounds (invariant)
        fe_verify(y);
    }
}

bool detect() {
    const char* env = std::getenv("UFSECP_LIFT");
    if (env != nullptr && std::strcmp(env, "portable") == 0) return false;
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512ifma");
}

}  // namespace

bool lift_many_ifma_available() {
    static const bool available = detect();
    return available;
}

void fe_sqrt_candidates_ifma(Fe* r, const Fe* rhs, std::size_t m) {
    constexpr std::size_t kGroup = 8 * kVecs;
    for (std::size_t i = 0; i < m; i += kGroup) sqrt_group(r + i, rhs + i, m - i < kGroup ? m - i : kGroup);
}

#else  // no IFMA build

bool lift_many_ifma_available() { return false; }

void fe_sqrt_candidates_ifma(Fe* r, const Fe* rhs, std::size_t m) {
    for (std::size_t i = 0; i < m; i++) lift_detail::fe_sqrt_candidates<1>(r + i, rhs + i);
}

#endif

}  // namespace ufsecp
