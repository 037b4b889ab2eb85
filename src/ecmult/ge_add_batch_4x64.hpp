// ufsecp — ge_add_batch_var (ecmult_multi.hpp: many affine additions sharing one field
// inversion) on the 4x64 MULX field, for the MULX build of the Pippenger bucket phase
// (ecmult_multi.cpp, chosen by field/field_backend.hpp).
//
// Layer 3 (scalar multiplication). Variable time: public points only. Same method, same
// cases (either input infinity, a == b, a == -b, the chord) and the same contract as the Fe
// version; the 4x64 kernel has no magnitudes (values below 2^256, reduced lazily), so the
// outputs are just Fe64. The one inversion goes through the build tier's fe_inv_var
// (two conversions per batch, a batch being tens to thousands of additions).
#pragma once

#include <cstddef>

#include "field/field_backend.hpp"
#include "group/group_4x64.hpp"

#if defined(UFSECP_HAVE_FE64_MULX)
namespace ufsecp {

// One pending addition *out = *a + *b (GeAddJob's rules: out may alias a or b of the same
// job; jobs of one batch must not otherwise share points). kind is internal scratch.
struct Ge64AddJob {
    const Ge64* a;
    const Ge64* b;
    Ge64* out;
    int kind;
};

namespace msm64_detail {
enum : int { kJobAdd = 0, kJobDouble = 1 };

// The slope's numerator: y2 - y1, or 3 x1^2 for a doubling.
UFSECP_INLINE void slope_numerator(Fe64& num, const Ge64AddJob& job) {
    if (job.kind == kJobDouble) {
        Fe64 t;
        fe64_sqr(t, job.a->x);
        fe64_add(num, t, t);
        fe64_add(num, num, t);
    } else {
        fe64_sub(num, job.b->y, job.a->y);
    }
}

// x3 = lam^2 - x1 - x2, y3 = lam (x1 - x3) - y1; out is written after every input is read.
UFSECP_INLINE void finish_one(const Ge64AddJob& job, const Fe64& inv) {
    Fe64 num, lam, x3, dx, p;
    slope_numerator(num, job);
    fe64_mul(lam, num, inv);
    fe64_sqr(x3, lam);
    fe64_sub(x3, x3, job.a->x);
    fe64_sub(x3, x3, job.b->x);
    fe64_sub(dx, job.a->x, x3);
    fe64_mul(p, lam, dx);
    fe64_sub(p, p, job.a->y);
    job.out->x = x3;
    job.out->y = p;
    job.out->infinity = 0;
}

// Two independent jobs, step by step interleaved (as msm_detail::finish_pair).
UFSECP_INLINE void finish_pair(const Ge64AddJob& j0, const Ge64AddJob& j1, const Fe64& inv0, const Fe64& inv1) {
    Fe64 num0, num1, lam0, lam1, x30, x31, dx0, dx1, p0, p1;
    slope_numerator(num0, j0);
    slope_numerator(num1, j1);
    fe64_mul(lam0, num0, inv0);
    fe64_mul(lam1, num1, inv1);
    fe64_sqr(x30, lam0);
    fe64_sqr(x31, lam1);
    fe64_sub(x30, x30, j0.a->x);
    fe64_sub(x31, x31, j1.a->x);
    fe64_sub(x30, x30, j0.b->x);
    fe64_sub(x31, x31, j1.b->x);
    fe64_sub(dx0, j0.a->x, x30);
    fe64_sub(dx1, j1.a->x, x31);
    fe64_mul(p0, lam0, dx0);
    fe64_mul(p1, lam1, dx1);
    fe64_sub(p0, p0, j0.a->y);
    fe64_sub(p1, p1, j1.a->y);
    j0.out->x = x30;
    j0.out->y = p0;
    j0.out->infinity = 0;
    j1.out->x = x31;
    j1.out->y = p1;
    j1.out->infinity = 0;
}
}  // namespace msm64_detail

// ge_add_batch_var on Ge64: all m jobs with ONE field inversion. scratch must hold 2*m field
// elements; the jobs array is reordered. Cost per nontrivial job: 5M + 1S (doubling 5M + 2S)
// plus 1/m of an inversion. Call only when fe64_mulx_supported().
inline void ge64_add_batch_var(Ge64AddJob* jobs, std::size_t m, Fe64* scratch) {
    using namespace msm64_detail;
    std::size_t k = 0;
    for (std::size_t i = 0; i < m; i++) {
        Ge64AddJob job = jobs[i];
        const Ge64& a = *job.a;
        const Ge64& b = *job.b;
        if (a.infinity) {
            *job.out = b;
            continue;
        }
        if (b.infinity) {
            *job.out = a;
            continue;
        }
        Fe64 d;
        fe64_sub(d, b.x, a.x);  // x2 - x1
        job.kind = kJobAdd;
        if (fe64_normalizes_to_zero_var(d)) {
            // Same x: b = a or b = -a (secp256k1 has no point with y = 0).
            Fe64 ys;
            fe64_add(ys, a.y, b.y);
            if (fe64_normalizes_to_zero_var(ys)) {
                job.out->infinity = 1;
                job.out->x = Fe64{{0, 0, 0, 0}};
                job.out->y = Fe64{{0, 0, 0, 0}};
                continue;
            }
            fe64_add(d, a.y, a.y);  // 2 y1
            job.kind = kJobDouble;
        }
        scratch[2 * k] = d;
        if (k == 0) {
            scratch[1] = d;
        } else {
            fe64_mul(scratch[2 * k + 1], scratch[2 * k - 1], d);
        }
        jobs[k++] = job;
    }
    if (k == 0) return;
    Fe64 u;
    {
        Fe t;
        fe_from_fe64(t, scratch[2 * k - 1]);
        fe_inv_var(t, t);  // 1 / (all denominators): nonzero (a product of nonzero values)
        fe64_from_fe_var(u, t);
    }
    // Pass 2, backwards: 1/d_j = (d_0 ... d_{j-1}) * u, then u *= d_j; two jobs at a time.
    std::size_t j = k;
    while (j >= 2) {
        Fe64 inv[2];
        fe64_mul(inv[0], scratch[2 * j - 3], u);  // job j-1
        fe64_mul(u, u, scratch[2 * j - 2]);
        if (j >= 3) {
            fe64_mul(inv[1], scratch[2 * j - 5], u);  // job j-2
            fe64_mul(u, u, scratch[2 * j - 4]);
        } else {
            inv[1] = u;
        }
        finish_pair(jobs[j - 1], jobs[j - 2], inv[0], inv[1]);
        j -= 2;
    }
    if (j == 1) finish_one(jobs[0], u);
}

}  // namespace ufsecp
#endif
