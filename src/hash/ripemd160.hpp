// ufsecp — RIPEMD-160 (Dobbertin, Bosselaers, Preneel, 1996), for HASH160 = RIPEMD-160(SHA-256(x)):
// BIP-32 key fingerprints and P2PKH/P2WPKH key hashes.
//
// Layer 1 (hashing). Includes only common/ and hash/.
//
// Contract: MdHash's (md_hash.hpp). Words and the length are little-endian (unlike SHA-2).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "common/util.hpp"
#include "hash/md_hash.hpp"
#include "hash/sha256.hpp"

namespace ufsecp {

// Compress nblocks consecutive 64-byte blocks into the chaining state s (any alignment).
void ripemd160_transform(std::uint32_t s[5], const unsigned char* blocks, std::size_t nblocks);

struct Ripemd160Traits {
    using Word = std::uint32_t;
    static constexpr int kWords = 5;
    static constexpr std::size_t kBlock = 64, kDigest = 20, kLengthBytes = 8;
    static constexpr Word kInit[5] = {0x67452301u, 0xEFCDAB89u, 0x98BADCFEu, 0x10325476u, 0xC3D2E1F0u};
    static void compress(Word s[5], const unsigned char* blocks, std::size_t n) { ripemd160_transform(s, blocks, n); }
    // Little-endian, unlike SHA-2.
    static void store_length(unsigned char* dst, std::uint64_t bytes) {
        const std::uint64_t bits = bytes << 3;
        for (int i = 0; i < 8; i++) dst[i] = (unsigned char)(bits >> (8 * i));
    }
    static void store_digest(unsigned char* out, const Word s[5]) {
        for (int i = 0; i < 5; i++)
            for (int j = 0; j < 4; j++) out[4 * i + j] = (unsigned char)(s[i] >> (8 * j));
    }
};

// RIPEMD-160: MdHash<Ripemd160Traits> (md_hash.hpp); finalize() writes 20 bytes.
using Ripemd160 = MdHash<Ripemd160Traits>;

inline void ripemd160(unsigned char out20[20], const unsigned char* data, std::size_t len) {
    Ripemd160 h;
    h.write(data, len);
    h.finalize(out20);
}

// HASH160(x) = RIPEMD-160(SHA-256(x)) (Bitcoin's key and script hash).
inline void hash160(unsigned char out20[20], const unsigned char* data, std::size_t len) {
    unsigned char h[32];
    sha256(h, data, len);
    ripemd160(out20, h, 32);
    secure_wipe(h, sizeof(h));
}

}  // namespace ufsecp
