// ufsecp — k*P_i for many public points P_i and ONE secret scalar k, constant time in k
// (the BIP-352 batch scanner: b_scan times every transaction's public data).
//
// Layer 3 (scalar multiplication).
#pragma once

#include <cstddef>

#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

// r[i] = k*a[i] for i < n, each equal (as a point) to ecmult_const(r[i], a[i], k). The a[i]
// are public and finite; k is secret: the instruction sequence and every memory address are
// independent of k, except for one declassified bit per point that is set only when a
// partial sum of the chain meets a table entry (x-coordinates equal: a discrete-log relation
// between the digits of k and the point, probability ~2^-120 for any point not built from k);
// that point is then recomputed with ecmult_const.
// Method: k is split and recoded ONCE (ecmult_const's GLV split and signed odd 4-bit digits);
// on CPUs with AVX-512 IFMA the points run in lockstep, 8 per vector register, 16 at a time
// (5x52 tier only); elsewhere one ecmult_const per point.
void ecmult_const_many(Gej* r, const Ge* a, std::size_t n, const Scalar& k);

// Whether ecmult_const_many uses the IFMA lanes in this process (CPU support, the 5x52 tier,
// and UFSECP_ECMULT_MANY=portable not set in the environment; decided once).
bool ecmult_const_many_ifma_available();

}  // namespace ufsecp
