// ufsecp — 8-lane field arithmetic on AVX-512 IFMA (52-bit multiply-add), shared by the
// vector kernels (batch/lift_many_ifma.cpp: square roots for lifting x coordinates;
// ecmult/ecmult_const_many.cpp: one secret scalar times many points).
//
// Layer 1 (field). Only for x86-64 with GCC or clang and the 5x52 tier: UFSECP_FIELD_IFMA8 is
// defined where it applies. Every function carries the target attribute
// "avx512f,avx512ifma", so the including file is compiled with the default flags and must
// call these only after the CPU (and OS) support check.
//
// Representation: the 5x52 tier's limbs, one zmm register per limb, 8 field elements per
// register ("V5"). vpmadd52luq / vpmadd52huq add the low / high 52 bits of a 52x52-bit
// product to 64-bit lanes; they ignore bits 52..63 of their inputs, so every limb fed to them
// must be below 2^52. Invariant of every V5 value given to or returned by vmul/vsqr: limbs
// 0..3 < 2^52, limb 4 < 2^49 (value < 2^257, not necessarily reduced below p).
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
// The code has no data-dependent branch or memory index (constant time per lane).
#pragma once

#include <cstdint>

#include "common/util.hpp"  // UFSECP_HAVE_INT128

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && defined(UFSECP_HAVE_INT128) && \
    !defined(UFSECP_FIELD_10X26)
#define UFSECP_FIELD_IFMA8 1
#include <immintrin.h>

// Small helpers are forced inline so that the columns stay in registers and independent
// products of a step form one block the CPU can overlap.
#define UFSECP_IFMA_INLINE __attribute__((target("avx512f,avx512ifma"), always_inline)) inline

namespace ufsecp {

// Whether this CPU (and its OS) runs AVX-512F and IFMA; asked once. The one CPU question of
// every IFMA kernel (each keeps its own environment switch for tests).
inline bool ifma8_supported() {
    static const bool supported = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512ifma");
    }();
    return supported;
}

}  // namespace ufsecp

namespace ufsecp::ifma8 {

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
    #pragma GCC unroll 16
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
    #pragma GCC unroll 16
    for (int k = 0; k < 4; k++) carry(c, k);
    const __m512i top = shr(c[4], 48);  // < 2^6, weight 2^256
    c[4] = _mm512_and_si512(c[4], m48);
    c[0] = mlo(c[0], top, cc);
    #pragma GCC unroll 16
    for (int k = 0; k < 4; k++) carry(c, k);
    #pragma GCC unroll 16
    for (int k = 0; k < 5; k++) r.l[k] = c[k];
}

UFSECP_IFMA_INLINE void vmul(V5& r, const V5& a, const V5& b) {
    __m512i c[10];
    #pragma GCC unroll 16
    for (int k = 0; k < 10; k++) c[k] = _mm512_setzero_si512();
    #pragma GCC unroll 16
    for (int i = 0; i < 5; i++) {
        #pragma GCC unroll 16
        for (int j = 0; j < 5; j++) {
            c[i + j] = mlo(c[i + j], a.l[i], b.l[j]);
            c[i + j + 1] = mhi(c[i + j + 1], a.l[i], b.l[j]);
        }
    }
    reduce(r, c);
}

UFSECP_IFMA_INLINE void vsqr(V5& r, const V5& a) {
    __m512i c[10];
    #pragma GCC unroll 16
    for (int k = 0; k < 10; k++) c[k] = _mm512_setzero_si512();
    // Cross products a_i a_j (i < j), doubled below.
    #pragma GCC unroll 16
    for (int i = 0; i < 5; i++) {
        #pragma GCC unroll 16
        for (int j = i + 1; j < 5; j++) {
            c[i + j] = mlo(c[i + j], a.l[i], a.l[j]);
            c[i + j + 1] = mhi(c[i + j + 1], a.l[i], a.l[j]);
        }
    }
    #pragma GCC unroll 16
    for (int k = 1; k < 9; k++) c[k] = shl(c[k], 1);
    #pragma GCC unroll 16
    for (int i = 0; i < 5; i++) {
        c[2 * i] = mlo(c[2 * i], a.l[i], a.l[i]);
        c[2 * i + 1] = mhi(c[2 * i + 1], a.l[i], a.l[i]);
    }
    reduce(r, c);
}

}  // namespace ufsecp::ifma8

#endif
