// ufsecp — RIPEMD-160 (Dobbertin, Bosselaers, Preneel, 1996), for HASH160 = RIPEMD-160(SHA-256(x)):
// BIP-32 key fingerprints and P2PKH/P2WPKH key hashes.
//
// Layer 1 (hashing). Includes only common/ and hash/.
//
// Contract: the same shape as Sha256 (sha256.hpp): write() any number of bytes, finalize()
// writes the 20-byte digest and wipes the object. Words and the length are little-endian
// (unlike SHA-2). Constant time in the contents of the data.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "common/util.hpp"
#include "hash/sha256.hpp"

namespace ufsecp {

// Compress nblocks consecutive 64-byte blocks into the chaining state s (any alignment).
void ripemd160_transform(std::uint32_t s[5], const unsigned char* blocks, std::size_t nblocks);

class Ripemd160 {
public:
    static constexpr std::size_t kBlockSize = 64, kDigestSize = 20;

    Ripemd160() : s_{0x67452301u, 0xEFCDAB89u, 0x98BADCFEu, 0x10325476u, 0xC3D2E1F0u}, buf_{}, bytes_(0) {}

    void write(const unsigned char* data, std::size_t len) {
        if (len == 0) return;
        std::size_t fill = (std::size_t)(bytes_ & 63);
        bytes_ += len;
        if (fill != 0) {
            const std::size_t take = 64 - fill;
            if (len < take) {
                std::memcpy(buf_ + fill, data, len);
                return;
            }
            std::memcpy(buf_ + fill, data, take);
            ripemd160_transform(s_, buf_, 1);
            data += take;
            len -= take;
        }
        const std::size_t nblocks = len / 64;
        if (nblocks) ripemd160_transform(s_, data, nblocks);
        data += nblocks * 64;
        len -= nblocks * 64;
        if (len != 0) std::memcpy(buf_, data, len);
    }

    // Pad (0x80, zeros, 64-bit little-endian bit count), emit the digest, wipe the object.
    void finalize(unsigned char out20[20]) {
        std::size_t fill = (std::size_t)(bytes_ & 63);
        const std::uint64_t bits = bytes_ << 3;
        buf_[fill++] = 0x80;
        if (fill > 56) {
            std::memset(buf_ + fill, 0, 64 - fill);
            ripemd160_transform(s_, buf_, 1);
            fill = 0;
        }
        std::memset(buf_ + fill, 0, 56 - fill);
        for (int i = 0; i < 8; i++) buf_[56 + i] = (unsigned char)(bits >> (8 * i));
        ripemd160_transform(s_, buf_, 1);
        for (int i = 0; i < 5; i++)
            for (int j = 0; j < 4; j++) out20[4 * i + j] = (unsigned char)(s_[i] >> (8 * j));
        clear();
    }

    void clear() {
        secure_wipe(s_, sizeof(s_));
        secure_wipe(buf_, sizeof(buf_));
        secure_wipe(&bytes_, sizeof(bytes_));
    }

private:
    std::uint32_t s_[5];
    unsigned char buf_[64];
    std::uint64_t bytes_;
};

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
