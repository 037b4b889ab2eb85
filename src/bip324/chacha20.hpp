// ufsecp — ChaCha20 (RFC 8439 section 2.3/2.4): the block function and a keystream cursor.
//
// Layer 1 (symmetric primitives). Includes only common/.
//
// Contract
//   * chacha20_block: the 64-byte block for a 32-byte key, a 12-byte nonce and a 32-bit
//     block counter (RFC 8439's chacha20_block(key, counter, nonce)).
//   * ChaCha20Stream: the keystream from a given block counter on; xor(out, in, n) XORs the
//     next n keystream bytes into in (out may equal in; any split of a message into calls
//     gives the same result). The counter wraps modulo 2^32 (RFC 8439 limits a message to
//     2^32 blocks; BIP-324 packets are below 2^24 + 17 bytes).
//   * Constant time: only additions, rotations and XORs on the key and data; no branch or
//     index depends on them. Objects holding key material are wiped by their owners.
//   * Endian-clean: words are read and written little-endian byte by byte.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/util.hpp"

namespace ufsecp {

inline std::uint32_t read_le32(const unsigned char* p) {
    return (std::uint32_t)p[0] | ((std::uint32_t)p[1] << 8) | ((std::uint32_t)p[2] << 16) | ((std::uint32_t)p[3] << 24);
}
inline void write_le32(unsigned char* p, std::uint32_t v) {
    p[0] = (unsigned char)v, p[1] = (unsigned char)(v >> 8), p[2] = (unsigned char)(v >> 16),
    p[3] = (unsigned char)(v >> 24);
}
inline void write_le64(unsigned char* p, std::uint64_t v) {
    write_le32(p, (std::uint32_t)v);
    write_le32(p + 4, (std::uint32_t)(v >> 32));
}

void chacha20_block(unsigned char out64[64], const unsigned char key32[32], const unsigned char nonce12[12],
                    std::uint32_t counter);

// n consecutive blocks (counter, counter + 1, ...) into out (64 n bytes).
void chacha20_blocks(unsigned char* out, const unsigned char key32[32], const unsigned char nonce12[12],
                     std::uint32_t counter, std::size_t n);

class ChaCha20Stream {
public:
    ChaCha20Stream(const unsigned char key32[32], const unsigned char nonce12[12], std::uint32_t counter);
    ~ChaCha20Stream() { secure_wipe(this, sizeof(*this)); }
    ChaCha20Stream(const ChaCha20Stream&) = delete;
    ChaCha20Stream& operator=(const ChaCha20Stream&) = delete;
    void xor_stream(unsigned char* out, const unsigned char* in, std::size_t n);
    // The next n keystream bytes (xor with zeros).
    void keystream(unsigned char* out, std::size_t n);

private:
    unsigned char key_[32];
    unsigned char nonce_[12];
    std::uint32_t counter_;
    unsigned char buf_[64 * 4];
    std::size_t used_;   // bytes of buf_ consumed
    std::size_t avail_;  // bytes of buf_ filled
};

}  // namespace ufsecp
