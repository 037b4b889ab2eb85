// ufsecp — SHA-256 portable block compression and the run-time choice of transform.
// The contract is in sha256.hpp.
//
// Layer 1 (hashing).
//
// Portable transform: each 64-round block runs as eight groups of eight rounds. Inside a
// group the eight working variables are not moved; instead each round is called with its
// arguments rotated one place (a round only writes d and h), so after eight rounds every
// variable is back in its role. The message schedule lives in a 16-word ring that is
// refreshed in place before each of the last three 16-round quarters; with the loops
// unrolled every index is a constant and the ring stays in registers or fixed slots.
#include "hash/sha256.hpp"

#include <cstdlib>
#include <cstring>

#include "hash/sha256_backends.hpp"

namespace ufsecp {

namespace detail {

const std::uint32_t kSha256K[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
    0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
    0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
    0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
    0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
    0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
    0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
    0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u,
};

}  // namespace detail

namespace {

using detail::kSha256K;

UFSECP_INLINE std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

// The four FIPS 180-4 mixing functions (Sigma for the state, sigma for the schedule).
// The Sigmas are written with nested rotations, rotr(x ^ rotr(x ^ rotr(x, c), b), a) =
// rotr(x, a) ^ rotr(x, a + b) ^ rotr(x, a + b + c): one register copy fewer each.
UFSECP_INLINE std::uint32_t big_sigma0(std::uint32_t a) { return rotr(a ^ rotr(a ^ rotr(a, 9), 11), 2); }
UFSECP_INLINE std::uint32_t big_sigma1(std::uint32_t e) { return rotr(e ^ rotr(e ^ rotr(e, 14), 5), 6); }
// The sigmas nest their two rotations the same way: rotr(w ^ rotr(w, 11), 7) =
// rotr(w, 7) ^ rotr(w, 18), and rotr(w ^ rotr(w, 2), 17) = rotr(w, 17) ^ rotr(w, 19).
UFSECP_INLINE std::uint32_t small_sigma0(std::uint32_t w) { return rotr(w ^ rotr(w, 11), 7) ^ (w >> 3); }
UFSECP_INLINE std::uint32_t small_sigma1(std::uint32_t w) { return rotr(w ^ rotr(w, 2), 17) ^ (w >> 10); }

// One round. Ch(e,f,g) = (e&f)^(~e&g) is written g^(e&(f^g)); Maj(a,b,c) is written
// b^((a^b)&(b^c)), where bc = b^c comes from the previous round (its a^b: a and b move
// down one place per round), so Maj costs three operations. Only d (d + T1, the new e),
// h (T1 + T2, the new a) and bc change; c itself is only read through bc, and stays in
// the signature so the eight calls in eight_rounds keep the same rotation.
UFSECP_INLINE void round(std::uint32_t a, std::uint32_t b, [[maybe_unused]] std::uint32_t c, std::uint32_t& d,
                         std::uint32_t e, std::uint32_t f, std::uint32_t g, std::uint32_t& h,
                         std::uint32_t k_plus_w, std::uint32_t& bc) {
    const std::uint32_t t1 = h + big_sigma1(e) + (g ^ (e & (f ^ g))) + k_plus_w;
    const std::uint32_t ab = a ^ b;
    const std::uint32_t t2 = big_sigma0(a) + (b ^ (ab & bc));  // Maj(a, b, c)
    bc = ab;  // the next round's b ^ c
    d += t1;
    h = t1 + t2;
}

// Eight rounds with schedule words w[0..7] and constants k[0..7].
UFSECP_INLINE void eight_rounds(std::uint32_t& a, std::uint32_t& b, std::uint32_t& c, std::uint32_t& d,
                                std::uint32_t& e, std::uint32_t& f, std::uint32_t& g, std::uint32_t& h,
                                const std::uint32_t* w, const std::uint32_t* k, std::uint32_t& bc) {
    round(a, b, c, d, e, f, g, h, k[0] + w[0], bc);
    round(h, a, b, c, d, e, f, g, k[1] + w[1], bc);
    round(g, h, a, b, c, d, e, f, k[2] + w[2], bc);
    round(f, g, h, a, b, c, d, e, k[3] + w[3], bc);
    round(e, f, g, h, a, b, c, d, k[4] + w[4], bc);
    round(d, e, f, g, h, a, b, c, k[5] + w[5], bc);
    round(c, d, e, f, g, h, a, b, k[6] + w[6], bc);
    round(b, c, d, e, f, g, h, a, k[7] + w[7], bc);
}

// Replace the ring W[t-16..t-1] by W[t..t+15]:
//   W[t] = sigma1(W[t-2]) + W[t-7] + sigma0(W[t-15]) + W[t-16].
// Slot j holds W[t-16+j] before and W[t+j] after; updating j in increasing order reads
// slots (j+14)&15 and (j+9)&15, which are already new exactly when t+j-2, t+j-7 >= t,
// and slot (j+1)&15, which is new only for j = 15 (W[t]) — as the recurrence needs.
UFSECP_INLINE void next_schedule(std::uint32_t w[16]) {
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 16
#elif defined(__clang__)
#pragma unroll
#endif
    for (int j = 0; j < 16; j++) {
        w[j] += small_sigma1(w[(j + 14) & 15]) + w[(j + 9) & 15] + small_sigma0(w[(j + 1) & 15]);
    }
}

// w is caller-provided scratch so the caller can wipe the last schedule once.
UFSECP_INLINE void compress_block(std::uint32_t s[8], const unsigned char* p, std::uint32_t w[16]) {
    for (int j = 0; j < 16; j++) w[j] = read_be32(p + 4 * j);

    std::uint32_t a = s[0], b = s[1], c = s[2], d = s[3], e = s[4], f = s[5], g = s[6], h = s[7];
    std::uint32_t bc = b ^ c;
    eight_rounds(a, b, c, d, e, f, g, h, w, kSha256K, bc);
    eight_rounds(a, b, c, d, e, f, g, h, w + 8, kSha256K + 8, bc);
    for (int t = 16; t < 64; t += 16) {
        next_schedule(w);
        eight_rounds(a, b, c, d, e, f, g, h, w, kSha256K + t, bc);
        eight_rounds(a, b, c, d, e, f, g, h, w + 8, kSha256K + t + 8, bc);
    }
    s[0] += a;
    s[1] += b;
    s[2] += c;
    s[3] += d;
    s[4] += e;
    s[5] += f;
    s[6] += g;
    s[7] += h;
}

using TransformFn = void (*)(std::uint32_t*, const unsigned char*, std::size_t);

struct Choice {
    TransformFn fn;
    const char* name;
};

// Decided on first use (thread-safe static initialization), never again.
const Choice& choice() {
    static const Choice c = [] {
        const char* env = std::getenv("UFSECP_SHA256");
        const bool force_portable = env != nullptr && std::strcmp(env, "portable") == 0;
        if (!force_portable && detail::sha256_shani_supported()) {
            return Choice{&detail::sha256_transform_shani_unchecked, "shani"};
        }
        return Choice{&sha256_transform_portable, "portable"};
    }();
    return c;
}

}  // namespace

void sha256_transform_portable(std::uint32_t s[8], const unsigned char* blocks, std::size_t nblocks) {
    std::uint32_t w[16];
    for (std::size_t i = 0; i < nblocks; i++) compress_block(s, blocks + 64 * i, w);
    secure_wipe(w, sizeof(w));  // the schedule of the last block may derive from secret data
}

void sha256_transform(std::uint32_t s[8], const unsigned char* blocks, std::size_t nblocks) {
    choice().fn(s, blocks, nblocks);
}

const char* sha256_implementation() { return choice().name; }

}  // namespace ufsecp
