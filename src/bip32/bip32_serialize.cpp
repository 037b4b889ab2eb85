// ufsecp — BIP-32 serialization: the 78-byte form and its Base58Check string (contract in
// bip32.hpp).
//
// Timing: the 78 bytes are assembled and checked in constant time (the secret key's range
// check with masks, declassified as the one verdict), but Base58 itself (encoding/base58)
// is variable time in the digits of a private key, as every Base58 implementation in use:
// an xprv string is a secret in its own right, and whoever handles it as text does so in
// variable time anyway.
#include <cstring>

#include "bip32/bip32.hpp"
#include "encoding/base58.hpp"
#include "group/group_sec1.hpp"
#include "keys/keys.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

const Bip32Versions kBip32KnownVersions[2] = {
    {0x0488ADE4u, 0x0488B21Eu},  // mainnet xprv / xpub
    {0x04358394u, 0x043587CFu},  // testnet tprv / tpub
};

void bip32_encode78(unsigned char out[78], const ExtKey& key, std::uint32_t version) {
    write_be32(out, version);
    out[4] = key.depth;
    std::memcpy(out + 5, key.parent_fp, 4);
    write_be32(out + 9, key.child);
    std::memcpy(out + 13, key.chain, 32);
    if (key.priv) {
        out[45] = 0;
        std::memcpy(out + 46, key.sk, 32);
    } else {
        std::memcpy(out + 45, key.pub33, 33);
    }
}

std::size_t bip32_to_base58(char* out, const ExtKey& key, std::uint32_t version) {
    unsigned char b[78];
    bip32_encode78(b, key, version);
    static_assert(base58_max_chars(78 + 4) <= kBip32Base58Max, "room for the string");
    const std::size_t n = base58check_encode(out, b, 78);
    secure_wipe(b, sizeof(b));
    return n;
}

Bip32Status bip32_decode78(ExtKey& out, std::uint32_t* version_out, const unsigned char in[78],
                           const Bip32Versions* versions, std::size_t n) {
    const std::uint32_t version = read_be32(in);
    const unsigned char type = in[45];
    // Which listed version is it, and is it a private or a public one?
    int kind = -1;  // 1 private, 0 public
    for (std::size_t i = 0; i < n && kind < 0; i++) {
        if (version == versions[i].priv) kind = 1;
        else if (version == versions[i].pub) kind = 0;
    }
    if (kind < 0) return Bip32Status::kBadVersion;
    // A key byte of the other kind is a version / key-type mismatch; any other byte is a
    // malformed key of the version's kind.
    if (kind == 1 && (type == 0x02 || type == 0x03)) return Bip32Status::kBadVersion;
    if (kind == 0 && type == 0x00) return Bip32Status::kBadVersion;
    if (kind == 1 && type != 0x00) return Bip32Status::kBadSeckey;
    if (kind == 0 && type != 0x02 && type != 0x03) return Bip32Status::kBadPubkey;

    ExtKey k;
    k.depth = in[4];
    std::memcpy(k.parent_fp, in + 5, 4);
    k.child = read_be32(in + 9);
    if (k.depth == 0 && (k.child != 0 || read_be32(k.parent_fp) != 0)) return Bip32Status::kBadDepth;
    std::memcpy(k.chain, in + 13, 32);
    if (kind == 1) {
        // 0 < k < n, in constant time; the verdict is what we report.
        Scalar d;
        int ok = static_cast<int>(scalar_set_b32_seckey(d, in + 46));
        secure_wipe(d);
        declassify(&ok, sizeof(ok));
        if (!ok) return Bip32Status::kBadSeckey;
        // The public key, computed in constant time by the keys layer.
        Ge pub;
        UFSECP_CHECK(pubkey_create(pub, in + 46));
        std::memcpy(k.sk, in + 46, 32);
        std::size_t len = 33;
        UFSECP_CHECK(ge_serialize_sec1(k.pub33, &len, pub, true));
        k.priv = true;
    } else {
        Ge p;
        if (!ge_parse_sec1(p, in + 45, 33)) return Bip32Status::kBadPubkey;
        std::memcpy(k.pub33, in + 45, 33);
        k.pub = p;
        k.has_point = true;
        k.priv = false;
    }
    if (version_out) *version_out = version;
    out = k;
    return Bip32Status::kOk;
}

Bip32Status bip32_from_base58(ExtKey& out, std::uint32_t* version_out, const char* str, std::size_t len,
                              const Bip32Versions* versions, std::size_t n) {
    unsigned char b[78];
    std::size_t blen = 0;
    // Capacity 78: a longer payload is kBadLength without decoding further.
    const Base58Status bs = base58check_decode(b, &blen, sizeof(b), str, len);
    Bip32Status st = Bip32Status::kOk;
    switch (bs) {
        case Base58Status::kOk: st = blen == 78 ? Bip32Status::kOk : Bip32Status::kBadLength; break;
        case Base58Status::kBadChar: st = Bip32Status::kBadEncoding; break;
        case Base58Status::kBadLength: st = Bip32Status::kBadLength; break;
        case Base58Status::kBadChecksum: st = Bip32Status::kBadChecksum; break;
    }
    if (st == Bip32Status::kOk) st = bip32_decode78(out, version_out, b, versions, n);
    secure_wipe(b, sizeof(b));
    return st;
}

}  // namespace ufsecp
