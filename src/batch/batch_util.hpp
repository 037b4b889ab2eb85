// ufsecp — small helpers shared by the batch verifiers: splitting work over threads and
// inverting many scalars at once.
//
// Layer 4 (batch verification). Includes scalar/ and common/. Variable time.
#pragma once

#include <cstddef>

#include "common/util.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp::batch_detail {

// Range t of `parts` near-equal contiguous ranges covering [0, n).
inline void split_range(std::size_t n, unsigned parts, unsigned t, std::size_t& lo, std::size_t& hi) {
    lo = n * t / parts;
    hi = n * (t + 1) / parts;
}

// How many of `threads` to use for `items` work items, giving each thread at least
// `min_per_thread` of them (starting a thread costs tens of microseconds). At least 1.
inline unsigned threads_for(unsigned threads, std::size_t items, std::size_t min_per_thread) {
    if (threads < 1) threads = 1;
    const std::size_t cap = items / (min_per_thread ? min_per_thread : 1);
    if (cap < threads) threads = cap < 1 ? 1u : (unsigned)cap;
    return threads;
}

// r[i] = 1/a[i] for i < m with one scalar inversion (Montgomery's trick). Every a[i] must be
// nonzero (a zero would zero the whole batch). r and a must not overlap. 3(m-1)
// multiplications plus one inversion instead of m inversions.
inline void scalar_inverse_all_var(Scalar* r, const Scalar* a, std::size_t m) {
    if (m == 0) return;
    UFSECP_VERIFY_CHECK(r + m <= a || a + m <= r);
    r[0] = a[0];
    for (std::size_t i = 1; i < m; i++) scalar_mul(r[i], r[i - 1], a[i]);
    Scalar u;
    scalar_inverse_var(u, r[m - 1]);
    for (std::size_t i = m - 1; i > 0; i--) {
        scalar_mul(r[i], r[i - 1], u);
        scalar_mul(u, u, a[i]);
    }
    r[0] = u;
}

}  // namespace ufsecp::batch_detail
