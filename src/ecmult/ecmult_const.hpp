// ufsecp — k*P in constant time (ECDH, tweaks of keys by secret scalars).
//
// Layer 3 (scalar multiplication).
#pragma once

#include "field/field_backend.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

// r = k*a. Constant time in k: the instruction sequence and every memory address are
// independent of k. The point a is treated as public (its multiples are precomputed with
// variable-time code) and must not be infinity. k = 0 gives infinity.
// The chain runs on the field backend chosen once per process (field/field_backend.hpp).
void ecmult_const(Gej& r, const Ge& a, const Scalar& k);

// The same on a given backend (tests compare them); an unavailable one falls back to portable.
void ecmult_const_on(FieldBackend backend, Gej& r, const Ge& a, const Scalar& k);

}  // namespace ufsecp
