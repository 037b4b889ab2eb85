// ufsecp — na*P + ng*G in variable time with tables of P built once: verification against a
// public key that is seen again and again (per-key precomputation).
//
// Layer 3 (scalar multiplication). Variable time: public inputs only.
//
// Method. ecmult_var (one call per verification) splits na by GLV into two 128-bit halves
// and ng into two 128-bit halves, and runs one chain of ~128 doublings. Here every half is
// cut further into pieces of S = kPcSpacing bits (16):
//   na = k1 + lambda*k2, k1 and k2 in wNAF of width kPcWindowKey (7); a digit at position
//        S*q + i of k1 adds its odd multiple of 2^(S*q)*P at step i of the chain, of k2 the
//        same multiple of lambda*2^(S*q)*P: 2*128/S = 16 tables of P, built once (affine);
//   ng in wNAF of width kPcWindowG (12) over all 256 bits; a digit at position S*q + i adds
//        its odd multiple of 2^(S*q)*G (static tables, ecmult_tables.hpp);
// so the shared chain is S (+1) doublings instead of ~129, and every addition is a mixed
// addition of a true affine point (no shared-Z frame, no table to build per call).
// Additions per call: ~2*128/(7+1) = 32 for P and ~256/(12+1) = 20 for G. The number of
// additions depends on the windows only, the doublings on S only; the windows are bounded by
// memory: the key's tables (16 * 32 entries = 32 KiB) and G's (896 KiB, built in).
// Measured alternatives (docs/benchmarks.md): S = 32 with windows 8 and 13 (also 32 KiB)
// ran 4% more instructions and ~5% more time.
// A digit of the top piece may sit at step S (the wNAF of a 128-bit half has up to 129
// digits); the chain is then one doubling longer.
#pragma once

#include <cstddef>

#include "ecmult/ecmult_tables.hpp"
#include "field/field_backend.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"

#ifndef UFSECP_ECMULT_PRECOMP_WINDOW_KEY
#define UFSECP_ECMULT_PRECOMP_WINDOW_KEY 7
#endif

namespace ufsecp {

inline constexpr int kPcWindowKey = UFSECP_ECMULT_PRECOMP_WINDOW_KEY;
inline constexpr int kPcKeyPieces = 128 / kPcSpacing;             // pieces per GLV half
inline constexpr int kPcKeyTables = 2 * kPcKeyPieces;             // P pieces, then lambda*P pieces
inline constexpr std::size_t kPcKeyEntries = std::size_t{1} << (kPcWindowKey - 2);
// Bytes of P's tables: 16 tables * 32 entries * 64 bytes = 32 KiB with the defaults.
inline constexpr std::size_t kPcKeyBytes = (std::size_t)kPcKeyTables * kPcKeyEntries * sizeof(GeStorage);
static_assert(kPcWindowKey >= 3 && kPcWindowKey <= 12, "UFSECP_ECMULT_PRECOMP_WINDOW_KEY out of range");
static_assert(sizeof(GeStorage) == 64, "GeStorage must be 64 bytes (the stored table format)");

// Writes the tables of p (not infinity) into out[0 .. kPcKeyBytes): entry i of table t is
// GeStorage (normalized affine x, y as 64-bit words in the host's byte order) of
//   (2i+1) * 2^(S*t) * p             for t < kPcKeyPieces,
//   lambda * (2i+1) * 2^(S*t') * p   for t = kPcKeyPieces + t'.
// out needs no alignment (entries are copied in and out with memcpy). Cost: 128 - S
// doublings, 2^(W-2) - 1 mixed additions per piece (248 in all), one field inversion, and
// ~7 multiplications per entry to make it affine and its lambda image: ~100 us, about six
// verifications (docs/benchmarks.md).
void ecmult_precomp_build(unsigned char* out, const Ge& p);

// r = na*P + ng*G, where tables = ecmult_precomp_build's output for P. Either scalar may be
// zero. The result equals ecmult_var's (the same point; its Jacobian coordinates differ).
// The chain runs on the field backend chosen once per process (field/field_backend.hpp); the
// tables' format does not depend on it.
void ecmult_precomp_var(Gej& r, const unsigned char* tables, const Scalar& na, const Scalar& ng);

// The same on a given backend (tests compare them); an unavailable one falls back to portable.
void ecmult_precomp_var_on(FieldBackend backend, Gej& r, const unsigned char* tables, const Scalar& na,
                           const Scalar& ng);

}  // namespace ufsecp
