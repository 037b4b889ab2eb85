// ufsecp — SHA-256 (FIPS 180-4): streaming hasher, one-shot helper, and the block
// compression ("transform") in two implementations.
//
// Layer 1 (hashing). Includes only common/.
//
// Contract:
//   * Sha256 is a plain value type (copy it to fork a hash, e.g. after a common prefix).
//     write() takes any number of bytes in any number of calls; finalize() writes the
//     32-byte digest and then wipes the object (all zero), so secret input does not
//     linger. A finalized object must be re-assigned (`h = Sha256()`) before reuse.
//   * Everything here is constant time in the *contents* of the data: control flow and
//     memory addresses depend only on lengths, which are public. Both transforms use no
//     data-dependent table lookups.
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

class Sha256 {
public:
    static constexpr std::size_t kBlockSize = 64, kDigestSize = 32;

    // The FIPS 180-4 initial state.
    Sha256() : s_{0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                  0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u},
               buf_{}, bytes_(0) {}

    // Resume from a chaining state reached after bytes_hashed bytes (a multiple of 64).
    static Sha256 from_midstate(const std::uint32_t state[8], std::uint64_t bytes_hashed) {
        UFSECP_VERIFY_CHECK(bytes_hashed % 64 == 0);
        Sha256 h;
        for (int i = 0; i < 8; i++) h.s_[i] = state[i];
        h.bytes_ = bytes_hashed;
        return h;
    }

    void write(const unsigned char* data, std::size_t len) {
        if (len == 0) return;  // also makes (nullptr, 0) legal
        std::size_t fill = (std::size_t)(bytes_ & 63);
        bytes_ += len;
        if (fill != 0) {
            std::size_t take = 64 - fill;
            if (len < take) {
                std::memcpy(buf_ + fill, data, len);
                return;
            }
            std::memcpy(buf_ + fill, data, take);
            sha256_transform(s_, buf_, 1);
            data += take;
            len -= take;
        }
        if (len >= 64) {
            std::size_t nblocks = len / 64;
            sha256_transform(s_, data, nblocks);
            data += nblocks * 64;
            len -= nblocks * 64;
        }
        if (len != 0) std::memcpy(buf_, data, len);
    }

    // Pad (0x80, zeros, 64-bit big-endian bit count), emit the digest, wipe the object.
    void finalize(unsigned char out32[32]) {
        std::size_t fill = (std::size_t)(bytes_ & 63);
        const std::uint64_t bits = bytes_ << 3;
        buf_[fill++] = 0x80;
        if (fill > 56) {  // no room for the length: it goes in an extra block
            std::memset(buf_ + fill, 0, 64 - fill);
            sha256_transform(s_, buf_, 1);
            fill = 0;
        }
        std::memset(buf_ + fill, 0, 56 - fill);
        write_be64(buf_ + 56, bits);
        sha256_transform(s_, buf_, 1);
        for (int i = 0; i < 8; i++) write_be32(out32 + 4 * i, s_[i]);
        clear();
    }

    // Overwrite the whole object with zeros (not a valid hash state afterwards). Member by
    // member: each piece is at most 64 bytes, which compilers store with a few vector
    // moves, where one 104-byte memset becomes `rep stos`, whose start-up cost would
    // dominate short hashes (HMAC and the RFC 6979 DRBG wipe several objects per call).
    void clear() {
        secure_wipe(s_, sizeof(s_));
        secure_wipe(buf_, sizeof(buf_));
        secure_wipe(&bytes_, sizeof(bytes_));
    }

    // Chaining state; only meaningful when the byte count is a multiple of 64.
    void get_midstate(std::uint32_t state[8]) const {
        UFSECP_VERIFY_CHECK(bytes_ % 64 == 0);
        for (int i = 0; i < 8; i++) state[i] = s_[i];
    }

    // Bytes written so far (including those represented by a resumed midstate).
    std::uint64_t bytes_hashed() const { return bytes_; }

private:
    std::uint32_t s_[8];
    unsigned char buf_[64];  // bytes_ % 64 pending bytes of the current block
    std::uint64_t bytes_;
};

// One-shot SHA-256 of len bytes (data may be null when len is 0).
inline void sha256(unsigned char out32[32], const unsigned char* data, std::size_t len) {
    Sha256 h;
    h.write(data, len);
    h.finalize(out32);
}

}  // namespace ufsecp
