// ufsecp-bench — BIP-39 (include/ufsecp/ufsecp_bip39.h): mnemonic -> seed (PBKDF2-HMAC-SHA512,
// 2048 iterations = 4096 SHA-512 compressions plus the keying, so the SHA-512 compression
// row next to it is its unit cost), entropy -> mnemonic and mnemonic -> entropy (24 words,
// the constant-time scans over all 2048 words), ufsecp alone (libsecp256k1 has no BIP-39).
#include <cstring>
#include <string>
#include <vector>

#include "bench_util.hpp"
#include "hash/sha512.hpp"
#include "ufsecp/ufsecp_bip39.h"

namespace ufsecp_bench {

namespace {

constexpr std::size_t kPool = 16;

template <class F>
void one(const Options& o, Report& r, const char* name, F fn) {
    const auto t = interleave(o, kPool, fn);
    const Spread a = t[0].pick(o.wall);
    std::printf("%-28s %11s %9s %5.1f%%\n", name, fmt_us(a.median).c_str(), fmt_rate(a.median).c_str(), a.iqr_pct());
    r.add("bip39/" + slug(name), "ns/op", a.median, a.iqr_pct());
    std::fflush(stdout);
}

}  // namespace

void section_bip39(const Options& o, Report& r) {
    Gen g(0x626970);
    struct Item {
        unsigned char entropy[32];
        char mnemonic[UFSECP_BIP39_ENGLISH_MAX];
    };
    std::vector<Item> it(kPool);
    for (auto& x : it) {
        g.bytes(x.entropy, 32);
        size_t n = sizeof x.mnemonic;
        need(ufsecp_bip39_mnemonic_from_entropy(x.mnemonic, &n, x.entropy, 32) == UFSECP_OK, "bip39 mnemonic");
    }
    std::printf("\nBIP-39 (24 words; ufsecp only)\n");
    one(o, r, "bip39 mnemonic->seed", [&](std::size_t i) -> std::uint64_t {
        unsigned char seed[64];
        need(ufsecp_bip39_mnemonic_to_seed(seed, it[i].mnemonic, "TREZOR") == UFSECP_OK, "seed");
        return seed[0];
    });
    one(o, r, "bip39 entropy->mnemonic", [&](std::size_t i) -> std::uint64_t {
        char m[UFSECP_BIP39_ENGLISH_MAX];
        size_t n = sizeof m;
        need(ufsecp_bip39_mnemonic_from_entropy(m, &n, it[i].entropy, 32) == UFSECP_OK, "from entropy");
        return (std::uint64_t)m[0] + n;
    });
    one(o, r, "bip39 mnemonic->entropy", [&](std::size_t i) -> std::uint64_t {
        unsigned char e[32];
        size_t n = sizeof e;
        need(ufsecp_bip39_mnemonic_to_entropy(e, &n, it[i].mnemonic) == UFSECP_OK, "to entropy");
        return e[0];
    });
    one(o, r, "sha512 compress (1 block)", [&](std::size_t i) -> std::uint64_t {
        static std::uint64_t s[8] = {1, 2, 3, 4, 5, 6, 7, 8};
        unsigned char block[128];
        std::memset(block, (int)i, sizeof block);
        ufsecp::sha512_transform(s, block, 1);
        return s[0];
    });
}

}  // namespace ufsecp_bench
