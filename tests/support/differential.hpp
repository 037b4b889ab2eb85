// Shared setup of the differential tests against libsecp256k1: how many random cases to
// run (fewer under AddressSanitizer, where everything is several times slower; scaled by
// UFSECP_TEST_ITERS) and one libsecp256k1 context for the whole program.
#pragma once

#include <secp256k1.h>

#include "support/test_rng.hpp"

// GCC defines __SANITIZE_ADDRESS__; clang has the feature test.
#if defined(__SANITIZE_ADDRESS__)
#define UFSECP_TEST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UFSECP_TEST_UNDER_ASAN 1
#endif
#endif

namespace ufsecp::test {

#if defined(UFSECP_TEST_UNDER_ASAN)
inline constexpr int kDifferentialCases = 3000;
#else
inline constexpr int kDifferentialCases = 10000;
#endif

// Random cases per differential test.
inline int differential_cases() { return iters(kDifferentialCases); }

// A libsecp256k1 context, created once (contexts are read-only after creation).
inline const secp256k1_context* libsecp() {
    static secp256k1_context* const c = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    return c;
}

}  // namespace ufsecp::test
