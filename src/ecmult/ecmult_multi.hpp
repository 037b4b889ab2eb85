// ufsecp — multi-scalar multiplication  r = ng*G + sum_i k_i*P_i  (variable time), and the
// batched affine additions it is built on.
//
// Layer 3 (scalar multiplication). Includes group/, scalar/, field/, common/ only.
// Variable time: every input is public (signature verification).
//
// ---- Contract ------------------------------------------------------------------------------
// ecmult_multi_var(r, ng, points, scalars, n, scratch, threads)
//   r = ng*G + sum_{i<n} scalars[i]*points[i]. ng may be nullptr (no G term); points may be
//   infinity and scalars may be zero (such terms are skipped); points may repeat or be
//   negations of each other; r may be infinity. Exact for every input (no probabilistic
//   step). Points must satisfy the Ge invariants (x, y magnitude <= 1).
//   threads >= 1 is the number of threads the call may use (the caller's plus threads-1
//   std::threads it starts and joins before returning); the result does not depend on it.
//   Concurrent calls are safe as long as each uses its own MsmScratch (there is no global
//   mutable state).
//
// ---- Method --------------------------------------------------------------------------------
// Every scalar is first reduced to one or two halves below 2^128: a scalar that already is
// "short" (k < 2^128 or n - k < 2^128) is used as it is, with the point negated in the second
// case; any other scalar is split with the GLV endomorphism, k = k1 + lambda*k2, where
// lambda*P = (beta*x, y) costs one field multiplication. h = number of such halves.
//   * Strauss (h < kMsmPippengerMin): one shared doubling chain of ~128 steps; each half adds
//     its width-5 wNAF digits from a table of 8 odd multiples of its point (all tables are
//     put in affine form together, with one field inversion); ng uses the precomputed G
//     tables (window UFSECP_ECMULT_WINDOW_G) through its low and high 128-bit halves.
//     Threads (at most one per 8 halves) take runs of whole bases, each with its own tables
//     (one inversion per thread) and its own doubling chain; their sums are added.
//   * Pippenger (bucket method) otherwise: window c = msm_pippenger_window(h) bits, signed
//     digits in [-2^(c-1), 2^(c-1)], 2^(c-1) buckets per window. G joins as an ordinary
//     point. Buckets are filled in affine coordinates: the points of a window are sorted by
//     bucket and each bucket is summed as a binary tree, every level of every bucket (of
//     several windows at once when they fit in kGroupPoints) being one batch of affine
//     additions that shares a single field inversion (Montgomery's trick: 5M + 1S per
//     addition instead of 8M + 3S for a Jacobian mixed addition). The weighted bucket sums
//     sum_j j*B_j = sum_j R_j (R_j = B_j + B_{j+1} + ...) cut each window's buckets into
//     blocks whose running sums advance in lock-step across all blocks of all windows (one
//     batch per step), then combine the blocks (pippenger_thread in the .cpp). Windows are
//     independent, so threads take windows round-robin; the scalar splitting and digit
//     recoding before them are split across threads too.
//   The crossover and the window table were chosen by measurement (docs/batch.md).
//   Field backend (field/field_backend.hpp): the Pippenger bucket phase runs on the 4x64
//   MULX field where the CPU has it (Ge64 points, ge64_add_batch_var), else on the build's
//   tier; the result is the same point either way (ecmult_multi_var_on compares them).
//
// ---- Memory (bounded; sized before the per-point loops, kept in a reused MsmScratch) -------
// At most kMsmMaxTerms terms are processed at a time (larger inputs are cut into chunks whose
// results are added). For a chunk with h halves (h <= 2*kMsmMaxTerms + 2): 64 bytes per term
// and ~90 bytes per half (the halves, their affine points), 2 bytes per half per window
// (digits), and per thread two ping-pong buffers of max(group*h, windows*(2^(c-1)+1))
// points, 112 bytes per pair of them for one batch (job and inversion scratch), the buckets
// of the thread's windows and three buffers of max(256, windows*2^(c-3)) points for the
// block running sums. At the largest chunk (h = 16386, c = 11) that is about 3 MB shared
// plus 5.7 MB for the first thread and 5.1 MB for each further one (5x52 tier, no
// UFSECP_VERIFY; 88-byte Ge). The MULX build keeps its per-thread buffers in 72-byte Ge64
// instead, plus 72 bytes per half for the converted points (a scratch used with both
// backends, as in the tests, holds both sets). No allocation happens inside the per-point
// loops.
#pragma once

#include <cstddef>
#include <cstdint>
#include <thread>
#include <vector>

#include "common/util.hpp"
#include "field/field_backend.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

// Largest number of (point, scalar) terms handled in one piece.
inline constexpr std::size_t kMsmMaxTerms = 8192;
// Smallest number of halves for which Pippenger beats Strauss (measured with callgrind,
// docs/batch.md: at 16 halves Strauss costs 0.88x Pippenger's best window, at 32 1.06x).
inline constexpr std::size_t kMsmPippengerMin = 24;

// Pippenger window width for h halves (measured, docs/batch.md: the width with the fewest
// instructions per half, ties to the smaller width, which needs less memory).
inline int msm_pippenger_window(std::size_t h) {
    if (h < 56) return 4;
    if (h < 128) return 5;
    if (h < 300) return 6;
    if (h < 550) return 7;
    if (h < 2300) return 8;
    if (h < 3000) return 9;
    if (h < 10000) return 10;
    return 11;
}

// ---- batched affine additions ----------------------------------------------------------------

// One pending addition *out = *a + *b of affine points. out may alias a or b of the same job;
// jobs of one batch must not otherwise share points. kind is internal scratch.
struct GeAddJob {
    const Ge* a;
    const Ge* b;
    Ge* out;
    int kind;
};

namespace msm_detail {
enum : int { kJobAdd = 0, kJobDouble = 1 };

// The slope's numerator: y2 - y1, or 3 x1^2 for a doubling (magnitude 3).
UFSECP_INLINE void slope_numerator(Fe& num, const GeAddJob& job) {
    if (job.kind == kJobDouble) {
        fe_sqr(num, job.a->x);
        fe_mul_int(num, 3);
    } else {
        fe_negate(num, job.a->y, 1);
        fe_add(num, job.b->y);
    }
}

// x3 = lam^2 - x1 - x2 (weakly normalized) and the factor x1 - x3 (magnitude 3) of y3.
UFSECP_INLINE void chord_x(Fe& x3, Fe& dx, const Fe& lam, const GeAddJob& job) {
    Fe t = job.a->x;
    fe_sqr(x3, lam);       // (1)
    fe_add(t, job.b->x);   // x1 + x2 (2)
    fe_negate(t, t, 2);    // (3)
    fe_add(x3, t);         // (4)
    fe_normalize_weak(x3);
    fe_negate(dx, x3, 1);
    fe_add(dx, job.a->x);  // x1 - x3 (3)
}

// y3 = lam (x1 - x3) - y1 from the product p = lam (x1 - x3); writes the result (all inputs
// of the job have been read by now, so out may alias a or b).
UFSECP_INLINE void chord_store(const GeAddJob& job, const Fe& x3, Fe& p) {
    Fe t;
    fe_negate(t, job.a->y, 1);
    fe_add(p, t);  // (3)
    fe_normalize_weak(p);
    job.out->x = x3;
    job.out->y = p;
    job.out->infinity = 0;
}

UFSECP_INLINE void finish_one(const GeAddJob& job, const Fe& inv) {
    Fe num, lam, x3, dx, p;
    slope_numerator(num, job);
    fe_mul(lam, num, inv);
    chord_x(x3, dx, lam, job);
    fe_mul(p, lam, dx);
    chord_store(job, x3, p);
}

// Two independent jobs, step by step interleaved.
UFSECP_INLINE void finish_pair(const GeAddJob& j0, const GeAddJob& j1, const Fe& inv0, const Fe& inv1) {
    Fe num0, num1, lam0, lam1, x30, x31, dx0, dx1, p0, p1;
    slope_numerator(num0, j0);
    slope_numerator(num1, j1);
    fe_mul(lam0, num0, inv0);
    fe_mul(lam1, num1, inv1);
    chord_x(x30, dx0, lam0, j0);
    chord_x(x31, dx1, lam1, j1);
    fe_mul(p0, lam0, dx0);
    fe_mul(p1, lam1, dx1);
    chord_store(j0, x30, p0);
    chord_store(j1, x31, p1);
}
}  // namespace msm_detail

// Runs all m jobs with ONE field inversion (Montgomery's trick over the denominators).
// Handles every case: either input infinity (copy), a == b (doubling, slope 3x^2 / 2y),
// a == -b (infinity), otherwise the chord. Inputs: x, y magnitude <= 1. Outputs: x, y
// magnitude 1 (weakly normalized). scratch must hold 2*m field elements. The jobs array is
// reordered (finished trivial jobs are dropped from its front part). Variable time.
// Cost per nontrivial job: 5M + 1S (doubling 5M + 2S) plus 1/m of an inversion.
inline void ge_add_batch_var(GeAddJob* jobs, std::size_t m, Fe* scratch) {
    using namespace msm_detail;
    // Pass 1: classify; trivial jobs finish here. Active jobs are compacted to the front,
    // scratch[2k] = denominator, scratch[2k+1] = product of the first k+1 denominators.
    std::size_t k = 0;
    for (std::size_t i = 0; i < m; i++) {
        GeAddJob job = jobs[i];
        const Ge& a = *job.a;
        const Ge& b = *job.b;
        if (a.infinity) {
            *job.out = b;
            continue;
        }
        if (b.infinity) {
            *job.out = a;
            continue;
        }
        Fe d;
        fe_negate(d, a.x, 1);
        fe_add(d, b.x);  // x2 - x1 (3)
        job.kind = kJobAdd;
        if (fe_normalizes_to_zero_var(d)) {
            // Same x: b = a or b = -a (secp256k1 has no point with y = 0).
            Fe ys = a.y;
            fe_add(ys, b.y);  // (2)
            if (fe_normalizes_to_zero_var(ys)) {
                ge_set_infinity(*job.out);
                continue;
            }
            d = a.y;
            fe_mul_int(d, 2);  // 2 y1 (2)
            job.kind = kJobDouble;
        }
        scratch[2 * k] = d;
        if (k == 0) {
            scratch[1] = d;
        } else {
            fe_mul(scratch[2 * k + 1], scratch[2 * k - 1], d);
        }
        jobs[k++] = job;
    }
    if (k == 0) return;
    Fe u;
    fe_inv_var(u, scratch[2 * k - 1]);  // 1 / (all denominators)
    // Pass 2, backwards: 1/d_j = (d_0 ... d_{j-1}) * u, then u *= d_j. Jobs go two at a time
    // so that the processor can overlap their two independent chains of multiplications.
    std::size_t j = k;
    while (j >= 2) {
        Fe inv[2];
        fe_mul(inv[0], scratch[2 * j - 3], u);  // job j-1
        fe_mul(u, u, scratch[2 * j - 2]);
        if (j >= 3) {
            fe_mul(inv[1], scratch[2 * j - 5], u);  // job j-2
            fe_mul(u, u, scratch[2 * j - 4]);
        } else {
            inv[1] = u;
        }
        msm_detail::finish_pair(jobs[j - 1], jobs[j - 2], inv[0], inv[1]);
        j -= 2;
    }
    if (j == 1) msm_detail::finish_one(jobs[0], u);
}

// ---- threads ---------------------------------------------------------------------------------

// Calls fn(t) for every t < threads: t = 0 on the calling thread, the others on std::threads
// that are joined before returning. If a thread cannot be started, its share runs on the
// calling thread instead (same results, less parallel). fn must not throw.
template <class F>
inline void msm_parallel_for(unsigned threads, F&& fn) {
    if (threads <= 1) {
        fn(0u);
        return;
    }
#if defined(UFSECP_SINGLE_THREAD)
    // Built without threads (the WebAssembly build): every share on the calling thread.
    for (unsigned t = 0; t < threads; t++) fn(t);
#else
    std::vector<std::thread> pool;
    unsigned started = 1;
    try {
        pool.reserve(threads - 1);
        for (; started < threads; started++) pool.emplace_back([&fn, started] { fn(started); });
    } catch (...) {
        // Out of threads or memory: the remaining shares run below, on this thread.
    }
    fn(0u);
    for (unsigned t = started; t < threads; t++) fn(t);
    for (std::thread& th : pool) th.join();
#endif
}

// ---- the multi-scalar multiplication ------------------------------------------------------------

// Working memory of ecmult_multi_var; reuse one across calls to avoid re-allocating. Not to be
// shared by concurrent calls. Its buffers grow to the largest chunk seen and stay bounded by it.
class MsmScratch {
public:
    MsmScratch();
    ~MsmScratch();
    MsmScratch(const MsmScratch&) = delete;
    MsmScratch& operator=(const MsmScratch&) = delete;
    struct Impl;
    Impl* impl() { return impl_; }

private:
    Impl* impl_;
};

void ecmult_multi_var(Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars, std::size_t n,
                      MsmScratch& scratch, unsigned threads = 1);

// Convenience form with a scratch of its own (allocated for this call).
void ecmult_multi_var(Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars, std::size_t n,
                      unsigned threads = 1);

// Forcing one algorithm (tests, benchmarks, tuning). window = 0 picks msm_pippenger_window(h).
enum class MsmAlgo { kAuto, kStrauss, kPippenger };
void ecmult_multi_var_algo(Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars, std::size_t n,
                           MsmScratch& scratch, unsigned threads, MsmAlgo algo, int window);

// The same with the Pippenger bucket phase on a given field backend (field/field_backend.hpp;
// the functions above use field_backend()): tests compare the backends. An unavailable
// backend falls back to portable. The result does not depend on the backend.
void ecmult_multi_var_on(FieldBackend backend, Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars,
                         std::size_t n, MsmScratch& scratch, unsigned threads, MsmAlgo algo, int window);

}  // namespace ufsecp
