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

}  // namespace ufsecp
