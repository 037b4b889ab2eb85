// ufsecp — SHA-256 (FIPS 180-4): streaming hasher, one-shot helper, and the block
// compression ("transform") in two implementations.
//
// Layer 1 (hashing). Includes only common/.
//
// Contract:
//   * Sha256 is MdHash<Sha256Traits> (md_hash.hpp: value type, write, finalize of the 32-byte
//     digest, then wiped) plus midstates. Everything here is constant time in the *contents*
//     of the data: control flow and memory addresses depend only on lengths, which are
//     public. Both transforms use no data-dependent table lookups.
//   * Midstates: get_midstate() returns the 8 chaining words when the number of bytes
//     written so far is a multiple of 64 (the buffer is empty); from_midstate() resumes
//     from such a state. Tagged hashes (tagged_hash.hpp) use this for precomputed prefixes.
//   * Transforms: sha256_transform_portable() is plain C++ and exists everywhere;
//     sha256_transform_shani() uses the x86 SHA extensions and returns false (doing
//     nothing) where the CPU or the build lacks them. sha256_transform() is the one
//     Sha256 uses: chosen once per process (SHA-NI when available, unless the environment
//     variable UFSECP_SHA256=portable), named by sha256_implementation().
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "common/util.hpp"
#include "hash/md_hash.hpp"

namespace ufsecp {

// Compress nblocks consecutive 64-byte blocks into the chaining state s (any alignment).
void sha256_transform_portable(std::uint32_t s[8], const unsigned char* blocks, std::size_t nblocks);
// Same with SHA-NI; returns false and leaves s untouched where unsupported (then it is
// safe to call with any arguments).
bool sha256_transform_shani(std::uint32_t s[8], const unsigned char* blocks, std::size_t nblocks);
// The implementation selected for this process (see the contract above).
void sha256_transform(std::uint32_t s[8], const unsigned char* blocks, std::size_t nblocks);
// "shani" or "portable": the implementation sha256_transform() uses.
const char* sha256_implementation();

struct Sha256Traits {
    using Word = std::uint32_t;
    static constexpr int kWords = 8;
    static constexpr std::size_t kBlock = 64, kDigest = 32, kLengthBytes = 8;
    // The FIPS 180-4 initial state.
    static constexpr Word kInit[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                                      0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
    static void compress(Word s[8], const unsigned char* blocks, std::size_t n) { sha256_transform(s, blocks, n); }
    static void store_length(unsigned char* dst, std::uint64_t bytes) { write_be64(dst, bytes << 3); }
    static void store_digest(unsigned char* out, const Word s[8]) {
        for (int i = 0; i < 8; i++) write_be32(out + 4 * i, s[i]);
    }
};

class Sha256 : public MdHash<Sha256Traits> {
public:
    // Resume from a chaining state reached after bytes_hashed bytes (a multiple of 64).
    static Sha256 from_midstate(const std::uint32_t state[8], std::uint64_t bytes_hashed) {
        UFSECP_VERIFY_CHECK(bytes_hashed % 64 == 0);
        Sha256 h;
        for (int i = 0; i < 8; i++) h.s_[i] = state[i];
        h.bytes_ = bytes_hashed;
        return h;
    }

    // Chaining state; only meaningful when the byte count is a multiple of 64.
    void get_midstate(std::uint32_t state[8]) const {
        UFSECP_VERIFY_CHECK(bytes_ % 64 == 0);
        for (int i = 0; i < 8; i++) state[i] = s_[i];
    }
};

// One-shot SHA-256 of len bytes (data may be null when len is 0).
inline void sha256(unsigned char out32[32], const unsigned char* data, std::size_t len) {
    Sha256 h;
    h.write(data, len);
    h.finalize(out32);
}

}  // namespace ufsecp
