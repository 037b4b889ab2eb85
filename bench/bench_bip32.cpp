// ufsecp-bench — BIP-32 extended keys through the C ABI (include/ufsecp/ufsecp_bip32.h):
// master key from a 64-byte seed, private derivation (hardened and normal: HMAC-SHA512, a
// scalar add and a constant-time k*G), public derivation (HMAC-SHA512 and a variable-time
// P + t*G), serialization to and parsing of xprv strings, and a 5-level path. ufsecp alone
// (libsecp256k1 has no BIP-32); bindings/go/peers compares with btcutil/hdkeychain.
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "bench_util.hpp"
#include "ufsecp/ufsecp_bip32.h"

namespace ufsecp_bench {

namespace {

constexpr std::size_t kPool = 64;

void bip32_row(const Options& o, Report& r, const char* name, const std::function<std::uint64_t(std::size_t)>& fn) {
    auto f = fn;
    const auto t = interleave(o, kPool, f);
    const Spread a = t[0].pick(o.wall);
    std::printf("%-28s %11s %9s %5.1f%%\n", name, fmt_us(a.median).c_str(), fmt_rate(a.median).c_str(), a.iqr_pct());
    r.add("bip32/" + slug(name) + "/ufsecp", "ns/op", a.median, a.iqr_pct());
    std::fflush(stdout);
}

}  // namespace

void section_bip32(const Options& o, Report& r) {
    Gen g(0x626970);
    struct Item {
        unsigned char seed[64];
        ufsecp_bip32_key priv, pub;
        char xprv[UFSECP_BIP32_SERIALIZED_SIZE];
    };
    std::vector<Item> it(kPool);
    for (Item& x : it) {
        g.bytes32(x.seed);
        g.bytes32(x.seed + 32);
        need(ufsecp_bip32_master(&x.priv, x.seed, 64) == UFSECP_OK, "ufsecp_bip32_master");
        need(ufsecp_bip32_derive_path(&x.priv, &x.priv, "m/44'/0'/0'") == UFSECP_OK, "derive_path");
        need(ufsecp_bip32_neuter(&x.pub, &x.priv) == UFSECP_OK, "neuter");
        std::size_t len = sizeof x.xprv;
        need(ufsecp_bip32_serialize(x.xprv, &len, &x.priv, UFSECP_BIP32_XPRV) == UFSECP_OK, "serialize");
    }
    std::printf("\nBIP-32 (C ABI; libsecp256k1 has no BIP-32)\n");
    std::printf("%-28s %11s %9s %6s\n", "operation", "ufsecp us", "op/s", "iqr");
    ufsecp_bip32_key out;
    auto first = [&]() -> std::uint64_t { return out.data[50]; };
    bip32_row(o, r, "bip32 master from seed", [&](std::size_t i) -> std::uint64_t {
        (void)ufsecp_bip32_master(&out, it[i].seed, 64);
        return first();
    });
    bip32_row(o, r, "bip32 derive hardened (prv)", [&](std::size_t i) -> std::uint64_t {
        (void)ufsecp_bip32_derive(&out, &it[i].priv, UFSECP_BIP32_HARDENED + (std::uint32_t)i);
        return first();
    });
    bip32_row(o, r, "bip32 derive normal (prv)", [&](std::size_t i) -> std::uint64_t {
        (void)ufsecp_bip32_derive(&out, &it[i].priv, (std::uint32_t)i);
        return first();
    });
    bip32_row(o, r, "bip32 derive normal (pub)", [&](std::size_t i) -> std::uint64_t {
        (void)ufsecp_bip32_derive(&out, &it[i].pub, (std::uint32_t)i);
        return first();
    });
    bip32_row(o, r, "bip32 derive_path m/0/0 (prv)", [&](std::size_t i) -> std::uint64_t {
        (void)ufsecp_bip32_derive_path(&out, &it[i].priv, "m/0/0");
        return first();
    });
    char s[UFSECP_BIP32_SERIALIZED_SIZE];
    bip32_row(o, r, "bip32 serialize xprv", [&](std::size_t i) -> std::uint64_t {
        std::size_t len = sizeof s;
        (void)ufsecp_bip32_serialize(s, &len, &it[i].priv, UFSECP_BIP32_XPRV);
        return (std::uint64_t)s[20];
    });
    bip32_row(o, r, "bip32 parse xprv", [&](std::size_t i) -> std::uint64_t {
        (void)ufsecp_bip32_parse(&out, nullptr, it[i].xprv);
        return first();
    });
}

}  // namespace ufsecp_bench
