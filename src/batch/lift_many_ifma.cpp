// ufsecp — AVX-512 IFMA kernel for ge_lift_x_many_var: 16 square-root candidates at a time.
//
// Layer 4 (batch verification helper). Compiled with the default flags: the vector code is
// enabled per function with __attribute__((target("avx512f,avx512ifma"))) and only runs after
// the CPU (and OS) support check; elsewhere (other CPUs or compilers, the 10x26 tier, or
// UFSECP_LIFT=portable in the environment) lift_many_ifma_available() is false. Variable
// time is irrelevant here: the data is public, and the code has no data-dependent branches.
//
// The 8-lane field arithmetic (representation, invariant, reduction) is field/field_ifma8.hpp.
#include <cstdlib>
#include <cstring>

#include "batch/lift_many.hpp"
#include "field/field_ifma8.hpp"

#if defined(UFSECP_FIELD_IFMA8)
#define UFSECP_LIFT_IFMA 1
#endif

namespace ufsecp {

#if defined(UFSECP_LIFT_IFMA)

namespace {

using namespace ifma8;

#define UFSECP_IFMA __attribute__((target("avx512f,avx512ifma"))) inline

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
    return ifma8_supported();
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
