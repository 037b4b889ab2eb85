// ufsecp — Poly1305: implementation of bip324/poly1305.hpp. h accumulates in five 26-bit limbs
// modulo 2^130 - 5; each 16-byte block adds m + 2^128 (the final partial block: m + 2^(8k),
// via its 0x01 byte) and multiplies by r (clamped per RFC 8439 section 2.5.1).
#include "bip324/poly1305.hpp"

#include <cstring>

#include "bip324/chacha20.hpp"

namespace ufsecp {

Poly1305::Poly1305(const unsigned char key[32]) : leftover_(0) {
    r_[0] = read_le32(key + 0) & 0x3ffffffu;
    r_[1] = (read_le32(key + 3) >> 2) & 0x3ffff03u;
    r_[2] = (read_le32(key + 6) >> 4) & 0x3ffc0ffu;
    r_[3] = (read_le32(key + 9) >> 6) & 0x3f03fffu;
    r_[4] = (read_le32(key + 12) >> 8) & 0x00fffffu;
    for (int i = 0; i < 5; i++) h_[i] = 0;
    for (int i = 0; i < 4; i++) pad_[i] = read_le32(key + 16 + 4 * i);
    std::memset(buf_, 0, sizeof(buf_));
}

void Poly1305::blocks(const unsigned char* m, std::size_t n, std::uint32_t hibit) {
    const std::uint32_t r0 = r_[0], r1 = r_[1], r2 = r_[2], r3 = r_[3], r4 = r_[4];
    const std::uint32_t s1 = r1 * 5, s2 = r2 * 5, s3 = r3 * 5, s4 = r4 * 5;
    std::uint32_t h0 = h_[0], h1 = h_[1], h2 = h_[2], h3 = h_[3], h4 = h_[4];
    while (n >= 16) {
        h0 += read_le32(m + 0) & 0x3ffffffu;
        h1 += (read_le32(m + 3) >> 2) & 0x3ffffffu;
        h2 += (read_le32(m + 6) >> 4) & 0x3ffffffu;
        h3 += (read_le32(m + 9) >> 6) & 0x3ffffffu;
        h4 += (read_le32(m + 12) >> 8) | hibit;
        using u64 = std::uint64_t;
        u64 d0 = (u64)h0 * r0 + (u64)h1 * s4 + (u64)h2 * s3 + (u64)h3 * s2 + (u64)h4 * s1;
        u64 d1 = (u64)h0 * r1 + (u64)h1 * r0 + (u64)h2 * s4 + (u64)h3 * s3 + (u64)h4 * s2;
        u64 d2 = (u64)h0 * r2 + (u64)h1 * r1 + (u64)h2 * r0 + (u64)h3 * s4 + (u64)h4 * s3;
        u64 d3 = (u64)h0 * r3 + (u64)h1 * r2 + (u64)h2 * r1 + (u64)h3 * r0 + (u64)h4 * s4;
        u64 d4 = (u64)h0 * r4 + (u64)h1 * r3 + (u64)h2 * r2 + (u64)h3 * r1 + (u64)h4 * r0;
        std::uint32_t c = (std::uint32_t)(d0 >> 26);
        h0 = (std::uint32_t)d0 & 0x3ffffffu;
        d1 += c, c = (std::uint32_t)(d1 >> 26), h1 = (std::uint32_t)d1 & 0x3ffffffu;
        d2 += c, c = (std::uint32_t)(d2 >> 26), h2 = (std::uint32_t)d2 & 0x3ffffffu;
        d3 += c, c = (std::uint32_t)(d3 >> 26), h3 = (std::uint32_t)d3 & 0x3ffffffu;
        d4 += c, c = (std::uint32_t)(d4 >> 26), h4 = (std::uint32_t)d4 & 0x3ffffffu;
        h0 += c * 5, c = h0 >> 26, h0 &= 0x3ffffffu;
        h1 += c;
        m += 16, n -= 16;
    }
    h_[0] = h0, h_[1] = h1, h_[2] = h2, h_[3] = h3, h_[4] = h4;
}

void Poly1305::update(const unsigned char* m, std::size_t n) {
    if (leftover_) {
        std::size_t want = 16 - leftover_;
        if (want > n) want = n;
        std::memcpy(buf_ + leftover_, m, want);
        leftover_ += want, m += want, n -= want;
        if (leftover_ < 16) return;
        blocks(buf_, 16, 1u << 24);
        leftover_ = 0;
    }
    if (n >= 16) {
        const std::size_t w = n & ~(std::size_t)15;
        blocks(m, w, 1u << 24);
        m += w, n -= w;
    }
    if (n) {
        std::memcpy(buf_, m, n);
        leftover_ = n;
    }
}

void Poly1305::finalize(unsigned char tag[16]) {
    if (leftover_) {
        buf_[leftover_] = 1;
        for (std::size_t i = leftover_ + 1; i < 16; i++) buf_[i] = 0;
        blocks(buf_, 16, 0);
    }
    std::uint32_t h0 = h_[0], h1 = h_[1], h2 = h_[2], h3 = h_[3], h4 = h_[4], c;
    c = h1 >> 26, h1 &= 0x3ffffffu;
    h2 += c, c = h2 >> 26, h2 &= 0x3ffffffu;
    h3 += c, c = h3 >> 26, h3 &= 0x3ffffffu;
    h4 += c, c = h4 >> 26, h4 &= 0x3ffffffu;
    h0 += c * 5, c = h0 >> 26, h0 &= 0x3ffffffu;
    h1 += c;
    // g = h + 5 - 2^130: use it when it is not negative (h >= p).
    std::uint32_t g0 = h0 + 5;
    c = g0 >> 26, g0 &= 0x3ffffffu;
    std::uint32_t g1 = h1 + c;
    c = g1 >> 26, g1 &= 0x3ffffffu;
    std::uint32_t g2 = h2 + c;
    c = g2 >> 26, g2 &= 0x3ffffffu;
    std::uint32_t g3 = h3 + c;
    c = g3 >> 26, g3 &= 0x3ffffffu;
    std::uint32_t g4 = h4 + c - (1u << 26);
    const std::uint32_t mask = ct_barrier((g4 >> 31) - 1u);  // all ones when h >= p
    h0 = (h0 & ~mask) | (g0 & mask);
    h1 = (h1 & ~mask) | (g1 & mask);
    h2 = (h2 & ~mask) | (g2 & mask);
    h3 = (h3 & ~mask) | (g3 & mask);
    h4 = (h4 & ~mask) | (g4 & mask);
    // h mod 2^128, plus the pad s.
    const std::uint32_t w0 = h0 | (h1 << 26), w1 = (h1 >> 6) | (h2 << 20), w2 = (h2 >> 12) | (h3 << 14),
                        w3 = (h3 >> 18) | (h4 << 8);
    std::uint64_t f = (std::uint64_t)w0 + pad_[0];
    write_le32(tag + 0, (std::uint32_t)f);
    f = (std::uint64_t)w1 + pad_[1] + (f >> 32);
    write_le32(tag + 4, (std::uint32_t)f);
    f = (std::uint64_t)w2 + pad_[2] + (f >> 32);
    write_le32(tag + 8, (std::uint32_t)f);
    f = (std::uint64_t)w3 + pad_[3] + (f >> 32);
    write_le32(tag + 12, (std::uint32_t)f);
    secure_wipe(this, sizeof(*this));
}

int poly1305_tags_equal(const unsigned char a[16], const unsigned char b[16]) {
    unsigned d = 0;
    for (int i = 0; i < 16; i++) d |= (unsigned)(a[i] ^ b[i]);
    d = ct_barrier(d);
    return (int)(1 & ((d - 1) >> 8));
}

}  // namespace ufsecp
