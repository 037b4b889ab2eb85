// ufsecp — lift_x for many x-coordinates at once (BIP-340 batch verification lifts two per
// signature: the public key and R).
//
// Layer 4 (batch verification helper). Includes field/ and group/. Variable time.
//
// Contract: ge_lift_x_many_var(out, ok, x, m) sets, for every i < m, ok[i] = 1 and out[i] =
// the point with x-coordinate x[i] and even y (normalized) if x[i]^3 + 7 is a square, else
// ok[i] = 0 (out[i] unspecified). x[i] must be normalized (the callers parse them with
// fe_set_b32_limit). The answers are those of ge_lift_x.
//
// Why a separate routine: each square root is a chain of 253 squarings and 13 multiplications
// in which every step waits for the previous one. Running kLanes independent chains step by
// step lets the processor overlap them (the instruction count is unchanged). On x86-64 CPUs
// with AVX-512 IFMA a vector version (lift_many_ifma.cpp) runs 8 chains per instruction;
// lift_many_ifma_available() says whether it is used.
#pragma once

#include <cstddef>

#include "field/field.hpp"
#include "group/group.hpp"

namespace ufsecp {

namespace lift_detail {

inline constexpr int kLanes = 4;

// r[k] = a[k]^((p+1)/4) for k < K: the addition chain of fe_sqrt (field.hpp), lane by lane.
template <int K>
inline void fe_sqrt_candidates(Fe* r, const Fe* a) {
    Fe x2[K], x3[K], x6[K], x9[K], x11[K], x22[K], x44[K], x88[K], x176[K], x220[K], x223[K], t[K];
    auto sqr_n = [](Fe* dst, const Fe* src, int n) {
        for (int k = 0; k < K; k++) dst[k] = src[k];
        for (int j = 0; j < n; j++)
            for (int k = 0; k < K; k++) fe_sqr(dst[k], dst[k]);
    };
    auto mul = [](Fe* dst, const Fe* x, const Fe* y) {
        for (int k = 0; k < K; k++) fe_mul(dst[k], x[k], y[k]);
    };
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

}  // namespace lift_detail

// Whether the AVX-512 IFMA path is compiled in and supported by this CPU (decided once).
bool lift_many_ifma_available();

// The IFMA kernel (lift_many_ifma.cpp): r[i] = rhs[i]^((p+1)/4) for i < m, inputs of
// magnitude <= 2, outputs of magnitude 1. Only to be called when lift_many_ifma_available().
void fe_sqrt_candidates_ifma(Fe* r, const Fe* rhs, std::size_t m);

inline void ge_lift_x_many_var(Ge* out, unsigned char* ok, const Fe* x, std::size_t m) {
    using namespace lift_detail;
    constexpr std::size_t kBlock = 64;  // bounded stack use; a multiple of 8 and of kLanes
    const bool vec = lift_many_ifma_available();
    for (std::size_t base = 0; base < m; base += kBlock) {
        const std::size_t cnt = m - base < kBlock ? m - base : kBlock;
        Fe rhs[kBlock], cand[kBlock];
        for (std::size_t i = 0; i < cnt; i++) curve_rhs(rhs[i], x[base + i]);  // magnitude 2
        if (vec) {
            fe_sqrt_candidates_ifma(cand, rhs, cnt);
        } else {
            std::size_t i = 0;
            for (; i + kLanes <= cnt; i += kLanes) fe_sqrt_candidates<kLanes>(cand + i, rhs + i);
            for (; i < cnt; i++) fe_sqrt_candidates<1>(cand + i, rhs + i);
        }
        for (std::size_t i = 0; i < cnt; i++) {
            Ge& r = out[base + i];
            Fe check;
            fe_sqr(check, cand[i]);
            ok[base + i] = fe_equal_var(check, rhs[i]) ? 1 : 0;
            r.x = x[base + i];
            r.y = cand[i];
            r.infinity = 0;
            fe_normalize_var(r.y);
            if (fe_is_odd(r.y)) {
                fe_negate(r.y, r.y, 1);
                fe_normalize_var(r.y);
            }
        }
    }
}

}  // namespace ufsecp
