// ufsecp — internal glue between the SHA-256 transform implementations (sha256.cpp,
// sha256_shani.cpp). Not part of the interface; only those two files include it.
//
// Layer 1 (hashing). Includes only common/.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ufsecp::detail {

// FIPS 180-4 round constants (first 32 bits of the fractional parts of the cube roots of
// the first 64 primes); defined in sha256.cpp, shared by both transforms.
extern const std::uint32_t kSha256K[64];

// Whether this CPU (and this build) can run the SHA-NI transform: x86 with the SHA
// extensions (CPUID leaf 7 EBX bit 29), SSSE3 and SSE4.1. Computed once.
bool sha256_shani_supported();

// The SHA-NI transform without the support check; call only when supported.
void sha256_transform_shani_unchecked(std::uint32_t s[8], const unsigned char* blocks, std::size_t nblocks);

}  // namespace ufsecp::detail
