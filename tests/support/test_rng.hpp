// Deterministic test randomness. The seed comes from UFSECP_TEST_SEED (decimal)
// when set, else a fixed default, so a failure can always be replayed; the seed
// in use is printed once per process.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>

namespace ufsecp::test {

inline std::uint64_t test_seed() {
    static const std::uint64_t seed = [] {
        const char* s = std::getenv("UFSECP_TEST_SEED");
        std::uint64_t v = s ? std::strtoull(s, nullptr, 10) : 0x75667365637032ull;
        std::fprintf(stderr, "[ufsecp] UFSECP_TEST_SEED=%llu\n", (unsigned long long)v);
        return v;
    }();
    return seed;
}

// How many iterations randomized tests run; UFSECP_TEST_ITERS scales it (default 1).
inline int iters(int base) {
    const char* s = std::getenv("UFSECP_TEST_ITERS");
    long k = s ? std::strtol(s, nullptr, 10) : 1;
    if (k < 1) k = 1;
    return (int)(base * k);
}

class Rng {
public:
    explicit Rng(std::uint64_t stream = 0) : gen_(test_seed() ^ (stream * 0x9E3779B97F4A7C15ull)) {}
    std::uint64_t u64() { return gen_(); }
    std::uint32_t u32() { return (std::uint32_t)gen_(); }
    void bytes(unsigned char* out, std::size_t n) {
        for (std::size_t i = 0; i < n; i++) out[i] = (unsigned char)gen_();
    }
    // 32 bytes biased towards edge cases: runs of 0x00/0xFF bytes and single bits,
    // which is where carries and reductions go wrong.
    void bytes32_edgy(unsigned char out[32]) {
        switch (gen_() % 4) {
            case 0:
                bytes(out, 32);
                break;
            case 1:
                for (int i = 0; i < 32; i++) out[i] = (gen_() % 2) ? 0xFF : 0x00;
                break;
            case 2:
                for (int i = 0; i < 32; i++) out[i] = (gen_() % 8) ? 0xFF : (unsigned char)gen_();
                break;
            default:
                for (int i = 0; i < 32; i++) out[i] = (gen_() % 8) ? 0x00 : (unsigned char)gen_();
                break;
        }
    }

private:
    std::mt19937_64 gen_;
};

}  // namespace ufsecp::test
