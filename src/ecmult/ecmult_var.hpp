// ufsecp — na*A + ng*G in variable time: the kernel of every signature verification.
//
// Layer 3 (scalar multiplication). Variable time: public inputs only.
#pragma once

#include "field/field_backend.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

// r = na*a + ng*G. a may be infinity and either scalar may be zero.
// Method (Strauss-Shamir): na is split by the GLV endomorphism into two ~128-bit halves
// (tables of 8 odd multiples of a and of lambda*a, window 5); ng is split into its low and
// high 128 bits (precomputed odd multiples of G and 2^128*G, window UFSECP_ECMULT_WINDOW_G).
// One shared chain of ~129 doublings; each nonzero wNAF digit adds one affine point.
// The a tables are built without inversion in a shared-Z frame (odd_multiples_globalz_var):
// the chain runs in that frame, G entries join through gej_add_zinv_var, and the result's
// Z is scaled back once at the end. Window 5 measured best (callgrind, ECDSA verify:
// w=4 +2.6%, w=6 +4.5% instructions).
// The chain runs on the field backend chosen once per process (field/field_backend.hpp:
// the 4x64 MULX kernel on CPUs with BMI2 and ADX, unless UFSECP_FIELD_BACKEND=portable).
void ecmult_var(Gej& r, const Gej& a, const Scalar& na, const Scalar& ng);

// The same on a given backend (tests compare them); an unavailable one falls back to portable.
void ecmult_var_on(FieldBackend backend, Gej& r, const Gej& a, const Scalar& na, const Scalar& ng);

}  // namespace ufsecp
