// ufsecp — ChaCha20: implementation of bip324/chacha20.hpp (portable C++).
#include "bip324/chacha20.hpp"

#include <cstring>

namespace ufsecp {

namespace {

UFSECP_INLINE std::uint32_t rotl(std::uint32_t v, int c) { return (v << c) | (v >> (32 - c)); }

#define UFSECP_QR(a, b, c, d)              \
    a += b, d ^= a, d = rotl(d, 16);       \
    c += d, b ^= c, b = rotl(b, 12);       \
    a += b, d ^= a, d = rotl(d, 8);        \
    c += d, b ^= c, b = rotl(b, 7)

void block_words(unsigned char out[64], const std::uint32_t in[16]) {
    std::uint32_t x[16];
    for (int i = 0; i < 16; i++) x[i] = in[i];
    for (int i = 0; i < 10; i++) {
        UFSECP_QR(x[0], x[4], x[8], x[12]);
        UFSECP_QR(x[1], x[5], x[9], x[13]);
        UFSECP_QR(x[2], x[6], x[10], x[14]);
        UFSECP_QR(x[3], x[7], x[11], x[15]);
        UFSECP_QR(x[0], x[5], x[10], x[15]);
        UFSECP_QR(x[1], x[6], x[11], x[12]);
        UFSECP_QR(x[2], x[7], x[8], x[13]);
        UFSECP_QR(x[3], x[4], x[9], x[14]);
    }
    for (int i = 0; i < 16; i++) write_le32(out + 4 * i, x[i] + in[i]);
    secure_wipe(x, sizeof(x));
}

#undef UFSECP_QR

void setup(std::uint32_t s[16], const unsigned char key[32], const unsigned char nonce[12], std::uint32_t counter) {
    s[0] = 0x61707865u, s[1] = 0x3320646eu, s[2] = 0x79622d32u, s[3] = 0x6b206574u;  // "expand 32-byte k"
    for (int i = 0; i < 8; i++) s[4 + i] = read_le32(key + 4 * i);
    s[12] = counter;
    for (int i = 0; i < 3; i++) s[13 + i] = read_le32(nonce + 4 * i);
}

}  // namespace

void chacha20_block(unsigned char out64[64], const unsigned char key32[32], const unsigned char nonce12[12],
                    std::uint32_t counter) {
    chacha20_blocks(out64, key32, nonce12, counter, 1);
}

void chacha20_blocks(unsigned char* out, const unsigned char key32[32], const unsigned char nonce12[12],
                     std::uint32_t counter, std::size_t n) {
    std::uint32_t s[16];
    setup(s, key32, nonce12, counter);
    for (std::size_t i = 0; i < n; i++) {
        block_words(out + 64 * i, s);
        s[12]++;
    }
    secure_wipe(s, sizeof(s));
}

ChaCha20Stream::ChaCha20Stream(const unsigned char key32[32], const unsigned char nonce12[12], std::uint32_t counter)
    : counter_(counter), used_(0), avail_(0) {
    std::memcpy(key_, key32, 32);
    std::memcpy(nonce_, nonce12, 12);
}

void ChaCha20Stream::xor_stream(unsigned char* out, const unsigned char* in, std::size_t n) {
    while (n > 0) {
        if (used_ == avail_) {
            // Whole blocks straight into the output when the buffer is empty (the bulk of a
            // packet), four at a time through the buffer otherwise.
            if (n >= 64) {
                std::size_t nb = n / 64;
                if (nb > 4) nb = 4;
                unsigned char ks[256];
                chacha20_blocks(ks, key_, nonce_, counter_, nb);
                counter_ += (std::uint32_t)nb;
                for (std::size_t i = 0; i < 64 * nb; i++) out[i] = in[i] ^ ks[i];
                secure_wipe(ks, sizeof(ks));
                out += 64 * nb, in += 64 * nb, n -= 64 * nb;
                continue;
            }
            chacha20_blocks(buf_, key_, nonce_, counter_, 1);
            counter_++;
            used_ = 0, avail_ = 64;
        }
        std::size_t k = avail_ - used_;
        if (k > n) k = n;
        for (std::size_t i = 0; i < k; i++) out[i] = in[i] ^ buf_[used_ + i];
        used_ += k, out += k, in += k, n -= k;
    }
}

void ChaCha20Stream::keystream(unsigned char* out, std::size_t n) {
    std::memset(out, 0, n);
    xor_stream(out, out, n);
}

}  // namespace ufsecp
