// ufsecp — the precomputed multiples of G, generated at build time.
//
// Layer 3 (scalar multiplication). The definitions live in the generated file
// <build>/generated/ecmult_tables.cpp, written by tools/gen_tables.cpp from the same
// group arithmetic; nothing is typed in by hand and nothing is cached at run time.
// Every entry is a GeStorage (64 bytes: normalized affine x, y), shared by both tiers.
#pragma once

#include <cstddef>

#include "group/group.hpp"

// Window of the G tables used by a*G + b*P (ecmult_var): each table holds the odd
// multiples 1*Q, 3*Q, ..., (2^(W-1) - 1)*Q, i.e. 2^(W-2) entries, for Q = G and
// Q = 2^128*G. Memory: 2 * 2^(W-2) * 64 bytes (W = 15: 1 MiB).
#ifndef UFSECP_ECMULT_WINDOW_G
#define UFSECP_ECMULT_WINDOW_G 15
#endif

// Digit width of the constant-time k*G comb (ecmult_gen): the scalar is cut into
// ceil(256 / B) signed odd digits of B bits; window i holds the 2^(B-1) points
// (2j+1) * 2^(B*i) * G. Memory: windows * 2^(B-1) * 64 bytes (B = 4: 32 KiB; B = 6: 86 KiB;
// B = 7, the default: 37 * 64 * 64 bytes = 148 KiB; B = 8: 256 KiB). B = 7 balances the
// additions (one per window) against the constant-time scans (every entry, every window).
#ifndef UFSECP_ECMULT_GEN_BITS
#define UFSECP_ECMULT_GEN_BITS 7
#endif

// Tables of the per-key precomputed verification (ecmult_precomp.hpp): there ng*G is cut
// into 256/S pieces of S = UFSECP_ECMULT_PRECOMP_SPACING bits, piece q adding odd multiples
// of 2^(S*q)*G (wNAF window UFSECP_ECMULT_PRECOMP_WINDOW_G), so one chain of ~S doublings
// serves all pieces. Pieces q = 0 and q = 128/S are kPreG and kPreG128 (their first
// entries); the other 256/S - 2 are kPreGPc. Memory of kPreGPc: (256/S - 2) * 2^(W-2) * 64
// bytes (S = 16, W = 12, the defaults: 14 * 64 KiB = 896 KiB). Measured (callgrind, ECDSA
// verify with a precomputed key): S = 32, W = 13 (768 KiB) 183.1k instructions; S = 16,
// W = 12 175.8k, and ~5% faster in time.
#ifndef UFSECP_ECMULT_PRECOMP_SPACING
#define UFSECP_ECMULT_PRECOMP_SPACING 16
#endif
#ifndef UFSECP_ECMULT_PRECOMP_WINDOW_G
#define UFSECP_ECMULT_PRECOMP_WINDOW_G 12
#endif

namespace ufsecp {

inline constexpr int kWindowG = UFSECP_ECMULT_WINDOW_G;
inline constexpr std::size_t kPreGSize = std::size_t{1} << (kWindowG - 2);
static_assert(kWindowG >= 4 && kWindowG <= 20, "UFSECP_ECMULT_WINDOW_G out of range");

inline constexpr int kPcSpacing = UFSECP_ECMULT_PRECOMP_SPACING;
inline constexpr int kPcGPieces = 256 / kPcSpacing;
inline constexpr int kPcWindowG = UFSECP_ECMULT_PRECOMP_WINDOW_G;
inline constexpr std::size_t kPcGSize = std::size_t{1} << (kPcWindowG - 2);
inline constexpr int kPcGExtra = kPcGPieces - 2;
static_assert(kPcSpacing >= 8 && kPcSpacing <= 64 && 128 % kPcSpacing == 0,
              "UFSECP_ECMULT_PRECOMP_SPACING must divide 128 (8..64)");
static_assert(kPcWindowG >= 4 && kPcWindowG <= kWindowG, "UFSECP_ECMULT_PRECOMP_WINDOW_G out of range");

inline constexpr int kGenBits = UFSECP_ECMULT_GEN_BITS;
inline constexpr int kGenWindows = (256 + kGenBits - 1) / kGenBits;
inline constexpr int kGenEntries = 1 << (kGenBits - 1);
static_assert(kGenBits >= 2 && kGenBits <= 8, "UFSECP_ECMULT_GEN_BITS out of range");

// kPreG[i] = (2i+1)*G, kPreG128[i] = (2i+1)*2^128*G.
// Aligned to 64 bytes: an entry is one cache line, not two (verification reads them at random).
alignas(64) extern const GeStorage kPreG[kPreGSize];
alignas(64) extern const GeStorage kPreG128[kPreGSize];
// kPreGPc[k][i] = (2i+1)*2^(S*q)*G for the k-th q of 1..256/S-1 other than 128/S.
alignas(64) extern const GeStorage kPreGPc[kPcGExtra][kPcGSize];
// kGenTable[i][j] = (2j+1) * 2^(kGenBits*i) * G. Aligned to 64 bytes: every entry is one
// cache line, and the vector scans in ecmult_gen.cpp use aligned loads.
alignas(64) extern const GeStorage kGenTable[kGenWindows][kGenEntries];

}  // namespace ufsecp
