// ufsecp — SHA-512 (FIPS 180-4): streaming hasher and one-shot helper, for the wallet layer
// (BIP-32's HMAC-SHA512, BIP-39's PBKDF2-HMAC-SHA512).
//
// Layer 1 (hashing). Includes only common/.
//
// Contract: MdHash's (md_hash.hpp). Messages up to 2^64 - 1 bytes (FIPS 180-4 allows 2^128
// bits; the 128-bit length field's top half is the byte count's top 3 bits).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "common/util.hpp"
#include "hash/md_hash.hpp"

namespace ufsecp {

// Compress nblocks consecutive 128-byte blocks into the chaining state s (any alignment).
void sha512_transform(std::uint64_t s[8], const unsigned char* blocks, std::size_t nblocks);

struct Sha512Traits {
    using Word = std::uint64_t;
    static constexpr int kWords = 8;
    static constexpr std::size_t kBlock = 128, kDigest = 64, kLengthBytes = 16;
    static constexpr Word kInit[8] = {0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull, 0x3c6ef372fe94f82bull,
                                      0xa54ff53a5f1d36f1ull, 0x510e527fade682d1ull, 0x9b05688c2b3e6c1full,
                                      0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull};
    static void compress(Word s[8], const unsigned char* blocks, std::size_t n) { sha512_transform(s, blocks, n); }
    // The 128-bit big-endian bit count of a byte count below 2^64.
    static void store_length(unsigned char* dst, std::uint64_t bytes) {
        write_be64(dst, bytes >> 61);
        write_be64(dst + 8, bytes << 3);
    }
    static void store_digest(unsigned char* out, const Word s[8]) {
        for (int i = 0; i < 8; i++) write_be64(out + 8 * i, s[i]);
    }
};

// SHA-512: MdHash<Sha512Traits> (md_hash.hpp); finalize() writes 64 bytes.
using Sha512 = MdHash<Sha512Traits>;

// One-shot SHA-512 of len bytes (data may be null when len is 0).
inline void sha512(unsigned char out64[64], const unsigned char* data, std::size_t len) {
    Sha512 h;
    h.write(data, len);
    h.finalize(out64);
}

}  // namespace ufsecp
