// Fuzz target: BIP-32 extended keys and paths through the C ABI (ufsecp_bip32.h). First byte:
//   0  the rest is a string for ufsecp_bip32_parse: an accepted key re-serializes (with the
//      version parse reported) to the same string, and its neutered form parses back too;
//   1  78 raw bytes (the fuzzer's, lightly mutated by fuzz_util's mutate) wrapped in a valid
//      Base58Check string, so that parsing gets past the checksum: the same round trip, and a
//      rejection has the status the bytes call for (version, key byte, depth);
//   2  the rest is a path for ufsecp_bip32_parse_path: an accepted path formats back to an
//      index list that parses to the same indices;
//   3  a seed and up to 6 indices: derive_indices == derive one by one == derive_path of the
//      formatted path, and public derivation == neuter(private derivation) at normal indices.
#include <string>
#include <vector>

#include "encoding/base58.hpp"
#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_bip32.h"

using namespace ufsecp_fuzz;

namespace {

std::string serialize(const ufsecp_bip32_key& k, uint32_t version) {
    char s[UFSECP_BIP32_SERIALIZED_SIZE];
    size_t len = sizeof s;
    FUZZ_CHECK(ok(ufsecp_bip32_serialize(s, &len, &k, version)), "serialize an accepted key");
    return std::string(s, len);
}

// The bytes up to the first NUL: what the C functions see.
std::string c_string(const std::uint8_t* p, std::size_t n) {
    const char* s = reinterpret_cast<const char*>(p);
    return std::string(s, strnlen(s, n));
}

std::string format_path(const uint32_t* idx, size_t n) {
    std::string p = "m";
    for (size_t i = 0; i < n; i++) {
        p.push_back('/');
        p.append(std::to_string(idx[i] & 0x7FFFFFFFu));
        if (idx[i] & UFSECP_BIP32_HARDENED) p.push_back('\'');
    }
    return p;
}

void parse_round_trip(const std::string& s) {
    ufsecp_bip32_key k;
    uint32_t version = 0;
    const ufsecp_status st = ufsecp_bip32_parse(&k, &version, s.c_str());
    if (!ok(st)) return;
    FUZZ_CHECK(serialize(k, version) == s, "accepted key re-serializes to the same string");
    ufsecp_bip32_info info;
    FUZZ_CHECK(ok(ufsecp_bip32_get_info(&info, &k)), "info of an accepted key");
    FUZZ_CHECK((version == UFSECP_BIP32_XPRV || version == UFSECP_BIP32_TPRV) == (info.is_private == 1),
               "version type matches the key");
    ufsecp_bip32_key pub, back;
    FUZZ_CHECK(ok(ufsecp_bip32_neuter(&pub, &k)), "neuter");
    const uint32_t pv = version == UFSECP_BIP32_XPRV ? UFSECP_BIP32_XPUB
                        : version == UFSECP_BIP32_TPRV ? UFSECP_BIP32_TPUB
                                                       : version;
    FUZZ_CHECK(ok(ufsecp_bip32_parse(&back, nullptr, serialize(pub, pv).c_str())), "neutered key parses");
    FUZZ_CHECK(std::memcmp(&back, &pub, sizeof back) == 0, "neutered key round trip");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte() % 4;
    const std::uint8_t* rest;
    if (mode == 0) {
        const std::size_t n = in.take_rest(&rest, 300);
        parse_round_trip(c_string(rest, n));
    } else if (mode == 1) {
        unsigned char b[78];
        in.take(b, 78);
        mutate(in, b, 78);
        std::string s(ufsecp::base58_max_chars(82), '\0');
        s.resize(ufsecp::base58check_encode(s.data(), b, 78));
        ufsecp_bip32_key k;
        const ufsecp_status st = ufsecp_bip32_parse(&k, nullptr, s.c_str());
        const uint32_t v = (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
        const bool priv_v = v == UFSECP_BIP32_XPRV || v == UFSECP_BIP32_TPRV;
        const bool pub_v = v == UFSECP_BIP32_XPUB || v == UFSECP_BIP32_TPUB;
        if (!priv_v && !pub_v) FUZZ_CHECK(st == UFSECP_ERR_BAD_VERSION, "unknown version");
        if (priv_v && (b[45] == 2 || b[45] == 3)) FUZZ_CHECK(st == UFSECP_ERR_BAD_VERSION, "private version, public key");
        if (pub_v && b[45] == 0) FUZZ_CHECK(st == UFSECP_ERR_BAD_VERSION, "public version, private key");
        if (ok(st)) {
            FUZZ_CHECK(b[4] != 0 || (std::memcmp(b + 5, "\0\0\0\0\0\0\0\0", 8) == 0), "depth 0 rule");
            parse_round_trip(s);
        }
    } else if (mode == 2) {
        const std::size_t n = in.take_rest(&rest, 200);
        const std::string p = c_string(rest, n);
        uint32_t idx[64], again[64];
        size_t cnt = 64, cnt2 = 64;
        if (!ok(ufsecp_bip32_parse_path(idx, &cnt, p.c_str()))) return 0;
        const std::string f = format_path(idx, cnt);
        FUZZ_CHECK(ok(ufsecp_bip32_parse_path(again, &cnt2, f.c_str())), "formatted path parses");
        FUZZ_CHECK(cnt2 == cnt && std::memcmp(idx, again, cnt * sizeof idx[0]) == 0, "same indices");
        // Without the optional "m" and with another mark, the same path.
        if (p.size() > 2 && p[0] == 'm') {
            size_t cnt3 = 64;
            FUZZ_CHECK(ok(ufsecp_bip32_parse_path(again, &cnt3, p.c_str() + 2)) && cnt3 == cnt &&
                           std::memcmp(idx, again, cnt * sizeof idx[0]) == 0,
                       "leading m is optional");
        }
    } else {
        unsigned char seed[64];
        const std::size_t seed_len = 16 + in.byte() % 49;
        in.take(seed, seed_len);
        uint32_t idx[6];
        const std::size_t n = in.byte() % 7;
        for (std::size_t i = 0; i < n; i++) {
            unsigned char b[4];
            in.take(b, 4);
            idx[i] = (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
        }
        ufsecp_bip32_key m, a, b, c;
        if (!ok(ufsecp_bip32_master(&m, seed, seed_len))) return 0;  // I_L out of range: 2^-127
        FUZZ_CHECK(ok(ufsecp_bip32_derive_indices(&a, &m, idx, n)), "derive_indices");
        FUZZ_CHECK(ok(ufsecp_bip32_derive_path(&b, &m, format_path(idx, n).c_str())), "derive_path");
        FUZZ_CHECK(std::memcmp(&a, &b, sizeof a) == 0, "path == indices");
        c = m;
        for (std::size_t i = 0; i < n; i++) {
            ufsecp_bip32_key next, pub, pubchild, neutered;
            FUZZ_CHECK(ok(ufsecp_bip32_derive(&next, &c, idx[i])), "derive");
            FUZZ_CHECK(ok(ufsecp_bip32_neuter(&pub, &c)), "neuter parent");
            const ufsecp_status ps = ufsecp_bip32_derive(&pubchild, &pub, idx[i]);
            if (idx[i] & UFSECP_BIP32_HARDENED) {
                FUZZ_CHECK(ps == UFSECP_ERR_PUBLIC_ONLY, "hardened from public");
            } else {
                FUZZ_CHECK(ok(ps) && ok(ufsecp_bip32_neuter(&neutered, &next)) &&
                               std::memcmp(&pubchild, &neutered, sizeof pubchild) == 0,
                           "public derivation == neuter(private derivation)");
            }
            c = next;
        }
        FUZZ_CHECK(std::memcmp(&a, &c, sizeof a) == 0, "one by one == list");
    }
    return 0;
}
