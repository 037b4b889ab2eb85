// ufsecp — SHA-512 (FIPS 180-4): streaming hasher and one-shot helper, for the wallet layer
// (BIP-32's HMAC-SHA512, BIP-39's PBKDF2-HMAC-SHA512).
//
// Layer 1 (hashing). Includes only common/.
//
// Contract: the same as Sha256's (sha256.hpp): a plain value type; write() any number of bytes
// in any number of calls; finalize() writes the 64-byte digest and wipes the object, which
// must be re-assigned before reuse. Constant time in the contents of the data (control flow
// and addresses depend only on lengths). Messages up to 2^64 - 1 bytes (FIPS 180-4 allows
// 2^128 bits; the 128-bit length field's top half is the byte count's top 3 bits).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "common/util.hpp"

namespace ufsecp {

// Compress nblocks consecutive 128-byte blocks into the chaining state s (any alignment).
void sha512_transform(std::uint64_t s[8], const unsigned char* blocks, std::size_t nblocks);

class Sha512 {
public:
    static constexpr std::size_t kBlockSize = 128, kDigestSize = 64;

    Sha512()
        : s_{0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull, 0x3c6ef372fe94f82bull, 0xa54ff53a5f1d36f1ull,
             0x510e527fade682d1ull, 0x9b05688c2b3e6c1full, 0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull},
          buf_{}, bytes_(0) {}

    void write(const unsigned char* data, std::size_t len) {
        if (len == 0) return;  // also makes (nullptr, 0) legal
        std::size_t fill = (std::size_t)(bytes_ & 127);
        bytes_ += len;
        if (fill != 0) {
            const std::size_t take = 128 - fill;
            if (len < take) {
                std::memcpy(buf_ + fill, data, len);
                return;
            }
            std::memcpy(buf_ + fill, data, take);
            sha512_transform(s_, buf_, 1);
            data += take;
            len -= take;
        }
        if (len >= 128) {
            const std::size_t nblocks = len / 128;
            sha512_transform(s_, data, nblocks);
            data += nblocks * 128;
            len -= nblocks * 128;
        }
        if (len != 0) std::memcpy(buf_, data, len);
    }

    // Pad (0x80, zeros, 128-bit big-endian bit count), emit the digest, wipe the object.
    void finalize(unsigned char out64[64]) {
        std::size_t fill = (std::size_t)(bytes_ & 127);
        buf_[fill++] = 0x80;
        if (fill > 112) {  // no room for the length: it goes in an extra block
            std::memset(buf_ + fill, 0, 128 - fill);
            sha512_transform(s_, buf_, 1);
            fill = 0;
        }
        std::memset(buf_ + fill, 0, 112 - fill);
        write_be64(buf_ + 112, bytes_ >> 61);
        write_be64(buf_ + 120, bytes_ << 3);
        sha512_transform(s_, buf_, 1);
        for (int i = 0; i < 8; i++) write_be64(out64 + 8 * i, s_[i]);
        clear();
    }

    // Overwrite the whole object with zeros (not a valid hash state afterwards).
    void clear() {
        secure_wipe(s_, sizeof(s_));
        secure_wipe(buf_, sizeof(buf_));
        secure_wipe(&bytes_, sizeof(bytes_));
    }

private:
    std::uint64_t s_[8];
    unsigned char buf_[128];  // bytes_ % 128 pending bytes of the current block
    std::uint64_t bytes_;
};

// One-shot SHA-512 of len bytes (data may be null when len is 0).
inline void sha512(unsigned char out64[64], const unsigned char* data, std::size_t len) {
    Sha512 h;
    h.write(data, len);
    h.finalize(out64);
}

}  // namespace ufsecp
