// ufsecp — k*G in constant time, from the precomputed comb table.
//
// Layer 3 (scalar multiplication). Used for every secret: key creation, signing nonces.
#pragma once

#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

// r = k*G. Constant time in k: the same instructions and the same memory addresses for
// every k (k = 0 gives infinity, through a mask, not a branch).
void ecmult_gen(Gej& r, const Scalar& k);

// Which table scan ecmult_gen uses in this process: "avx2", "sse2" or "portable"
// (chosen once from CPUID; UFSECP_ECMULT_GEN=portable|sse2 forces a lower one).
const char* ecmult_gen_lookup_name();

// ecmult_gen with a named scan ("avx2", "sse2", "portable"), for the tests to cover every
// build of it in one process. False (r untouched) if that one is absent here.
bool ecmult_gen_using(Gej& r, const Scalar& k, const char* lookup);

}  // namespace ufsecp
