// ufsecp — the RIPEMD-160 compression function (two parallel lines of 80 steps); the contract
// is in ripemd160.hpp. Word orders, rotations and constants are the algorithm's published
// tables; the loops read them in a fixed order (no data-dependent branches or indices).
#include "hash/ripemd160.hpp"

namespace ufsecp {

namespace {

constexpr unsigned char kR[80] = {0, 1, 2,  3,  4,  5,  6,  7,  8, 9, 10, 11, 12, 13, 14, 15, 7,  4,  13, 1,
                                  10, 6, 15, 3, 12, 0,  9,  5,  2, 14, 11, 8, 3,  10, 14, 4,  9,  15, 8,  1,
                                  2, 7,  0,  6,  13, 11, 5,  12, 1, 9,  11, 10, 0,  8,  12, 4,  13, 3,  7,  15,
                                  14, 5, 6,  2,  4,  0,  5,  9,  7, 12, 2,  10, 14, 1,  3,  8,  11, 6,  15, 13};
constexpr unsigned char kRp[80] = {5,  14, 7,  0, 9, 2,  11, 4,  13, 6,  15, 8,  1,  10, 3,  12, 6,  11, 3,  7,
                                   0,  13, 5,  10, 14, 15, 8, 12, 4,  9,  1,  2,  15, 5,  1,  3,  7,  14, 6,  9,
                                   11, 8,  12, 2,  10, 0,  4, 13, 8,  6,  4,  1,  3,  11, 15, 0,  5,  12, 2,  13,
                                   9,  7,  10, 14, 12, 15, 10, 4, 1,  5,  8,  7,  6,  2,  13, 14, 0,  3,  9,  11};
constexpr unsigned char kS[80] = {11, 14, 15, 12, 5,  8,  7,  9,  11, 13, 14, 15, 6,  7,  9,  8,  7,  6,  8,  13,
                                  11, 9,  7,  15, 7,  12, 15, 9,  11, 7,  13, 12, 11, 13, 6,  7,  14, 9,  13, 15,
                                  14, 8,  13, 6,  5,  12, 7,  5,  11, 12, 14, 15, 14, 15, 9,  8,  9,  14, 5,  6,
                                  8,  6,  5,  12, 9,  15, 5,  11, 6,  8,  13, 12, 5,  12, 13, 14, 11, 8,  5,  6};
constexpr unsigned char kSp[80] = {8,  9,  9,  11, 13, 15, 15, 5,  7,  7,  8,  11, 14, 14, 12, 6,  9,  13, 15, 7,
                                   12, 8,  9,  11, 7,  7,  12, 7,  6,  15, 13, 11, 9,  7,  15, 11, 8,  6,  6,  14,
                                   12, 13, 5,  14, 13, 13, 7,  5,  15, 5,  8,  11, 14, 14, 6,  14, 6,  9,  12, 9,
                                   12, 5,  15, 8,  8,  5,  12, 9,  12, 5,  14, 6,  8,  13, 6,  5,  15, 13, 11, 11};
constexpr std::uint32_t kK[5] = {0x00000000u, 0x5A827999u, 0x6ED9EBA1u, 0x8F1BBCDCu, 0xA953FD4Eu};
constexpr std::uint32_t kKp[5] = {0x50A28BE6u, 0x5C4DD124u, 0x6D703EF3u, 0x7A6D76E9u, 0x00000000u};

constexpr std::uint32_t rol(std::uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

// The round function of group g (0..4) of the left line; the right line uses group 4 - g.
inline std::uint32_t f(int g, std::uint32_t x, std::uint32_t y, std::uint32_t z) {
    switch (g) {  // g is the step's group, a public loop counter
        case 0: return x ^ y ^ z;
        case 1: return (x & y) | (~x & z);
        case 2: return (x | ~y) ^ z;
        case 3: return (x & z) | (y & ~z);
        default: return x ^ (y | ~z);
    }
}

}  // namespace

void ripemd160_transform(std::uint32_t s[5], const unsigned char* blocks, std::size_t nblocks) {
    std::uint32_t x[16];
    for (; nblocks > 0; nblocks--, blocks += 64) {
        for (int i = 0; i < 16; i++)
            x[i] = (std::uint32_t)blocks[4 * i] | (std::uint32_t)blocks[4 * i + 1] << 8 |
                   (std::uint32_t)blocks[4 * i + 2] << 16 | (std::uint32_t)blocks[4 * i + 3] << 24;
        std::uint32_t a = s[0], b = s[1], c = s[2], d = s[3], e = s[4];
        std::uint32_t ap = a, bp = b, cp = c, dp = d, ep = e;
        for (int j = 0; j < 80; j++) {
            const int g = j / 16;
            std::uint32_t t = rol(a + f(g, b, c, d) + x[kR[j]] + kK[g], kS[j]) + e;
            a = e;
            e = d;
            d = rol(c, 10);
            c = b;
            b = t;
            t = rol(ap + f(4 - g, bp, cp, dp) + x[kRp[j]] + kKp[g], kSp[j]) + ep;
            ap = ep;
            ep = dp;
            dp = rol(cp, 10);
            cp = bp;
            bp = t;
        }
        const std::uint32_t t = s[1] + c + dp;
        s[1] = s[2] + d + ep;
        s[2] = s[3] + e + ap;
        s[3] = s[4] + a + bp;
        s[4] = s[0] + b + cp;
        s[0] = t;
    }
    secure_wipe(x, sizeof(x));
}

}  // namespace ufsecp
