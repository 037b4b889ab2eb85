// ufsecp — C ABI: BIP-32 extended keys (include/ufsecp/ufsecp_bip32.h).
#include <cstring>

#include "abi/abi_util.hpp"
#include "bip32/bip32.hpp"
#include "group/group_sec1.hpp"
#include "ufsecp/ufsecp_bip32.h"

using namespace ufsecp;

namespace {

ufsecp_status to_status(Bip32Status s) {
    switch (s) {
        case Bip32Status::kOk: return UFSECP_OK;
        case Bip32Status::kBadLength: return UFSECP_ERR_BAD_LENGTH;
        case Bip32Status::kBadSeckey: return UFSECP_ERR_BAD_SECKEY;
        case Bip32Status::kBadPubkey: return UFSECP_ERR_BAD_PUBKEY;
        case Bip32Status::kInvalidChild: return UFSECP_ERR_INVALID_CHILD;
        case Bip32Status::kPublicOnly: return UFSECP_ERR_PUBLIC_ONLY;
        case Bip32Status::kBadDepth: return UFSECP_ERR_BAD_DEPTH;
        case Bip32Status::kBadChecksum: return UFSECP_ERR_BAD_CHECKSUM;
        case Bip32Status::kBadEncoding: return UFSECP_ERR_BAD_ENCODING;
        case Bip32Status::kBadVersion: return UFSECP_ERR_BAD_VERSION;
        case Bip32Status::kBadPath: return UFSECP_ERR_BAD_PATH;
        case Bip32Status::kBufferTooSmall: return UFSECP_ERR_BUFFER_TOO_SMALL;
        case Bip32Status::kBadExtKey: return UFSECP_ERR_BAD_EXTKEY;
    }
    return UFSECP_ERR_BAD_ARG;  // unreachable
}

ufsecp_status load(ExtKey& k, const ufsecp_bip32_key* in) { return to_status(bip32_load(k, in->data)); }

// Writes the object only now that everything has succeeded (out may alias an input).
ufsecp_status store(ufsecp_bip32_key* out, const ExtKey& k) {
    unsigned char b[kBip32ObjectSize];
    bip32_save(b, k);
    std::memcpy(out->data, b, sizeof(b));
    secure_wipe(b, sizeof(b));
    return UFSECP_OK;
}

// Derive along indices[0..n) from parent into k (k = parent when n is 0).
ufsecp_status derive_list(ExtKey& k, const uint32_t* indices, size_t n) {
    for (size_t i = 0; i < n; i++) {
        const Bip32Status st = bip32_derive(k, k, indices[i]);
        if (st != Bip32Status::kOk) return to_status(st);
    }
    return UFSECP_OK;
}

// The most components a path can usefully have: depth is at most 255.
constexpr size_t kMaxPath = 256;

}  // namespace

extern "C" {

ufsecp_status ufsecp_bip32_master(ufsecp_bip32_key* out, const unsigned char* seed, size_t seed_len) {
    UFSECP_ARG_NONNULL(out, seed);
    ExtKey k;
    const ufsecp_status st = to_status(bip32_master(k, seed, seed_len));
    return st == UFSECP_OK ? store(out, k) : st;
}

ufsecp_status ufsecp_bip32_derive(ufsecp_bip32_key* out, const ufsecp_bip32_key* parent, uint32_t index) {
    UFSECP_ARG_NONNULL(out, parent);
    ExtKey k;
    ufsecp_status st = load(k, parent);
    if (st == UFSECP_OK) st = to_status(bip32_derive(k, k, index));
    return st == UFSECP_OK ? store(out, k) : st;
}

ufsecp_status ufsecp_bip32_derive_indices(ufsecp_bip32_key* out, const ufsecp_bip32_key* parent,
                                          const uint32_t* indices, size_t n) {
    UFSECP_ARG_NONNULL(out, parent);
    if (indices == nullptr && n != 0) return UFSECP_ERR_NULL_ARG;
    ExtKey k;
    ufsecp_status st = load(k, parent);
    if (st == UFSECP_OK) st = derive_list(k, indices, n);
    return st == UFSECP_OK ? store(out, k) : st;
}

ufsecp_status ufsecp_bip32_derive_path(ufsecp_bip32_key* out, const ufsecp_bip32_key* parent, const char* path) {
    UFSECP_ARG_NONNULL(out, parent, path);
    ExtKey k;
    ufsecp_status st = load(k, parent);
    if (st != UFSECP_OK) return st;
    uint32_t idx[kMaxPath];
    size_t n = 0;
    const Bip32Status ps = bip32_parse_path(idx, &n, kMaxPath, path, std::strlen(path));
    // A well-formed path of more than 256 components cannot fit under depth 255.
    if (ps == Bip32Status::kBufferTooSmall) return UFSECP_ERR_BAD_DEPTH;
    if (ps != Bip32Status::kOk) return to_status(ps);
    st = derive_list(k, idx, n);
    return st == UFSECP_OK ? store(out, k) : st;
}

ufsecp_status ufsecp_bip32_neuter(ufsecp_bip32_key* out, const ufsecp_bip32_key* key) {
    UFSECP_ARG_NONNULL(out, key);
    ExtKey k;
    ufsecp_status st = load(k, key);
    if (st == UFSECP_OK) st = to_status(bip32_neuter(k, k));
    return st == UFSECP_OK ? store(out, k) : st;
}

ufsecp_status ufsecp_bip32_serialize(char* out, size_t* out_len, const ufsecp_bip32_key* key, uint32_t version) {
    UFSECP_ARG_NONNULL(out_len, key);
    ExtKey k;
    const ufsecp_status st = load(k, key);
    if (st != UFSECP_OK) return st;
    for (const Bip32Versions& v : kBip32KnownVersions)
        if ((k.priv && version == v.pub) || (!k.priv && version == v.priv)) return UFSECP_ERR_BAD_VERSION;
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    char s[kBip32Base58Max];
    const size_t len = bip32_to_base58(s, k, version);
    if (*out_len < len + 1) {
        secure_wipe(s, sizeof(s));
        *out_len = len + 1;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    std::memcpy(out, s, len);
    out[len] = '\0';
    *out_len = len;
    secure_wipe(s, sizeof(s));
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip32_parse(ufsecp_bip32_key* out, uint32_t* version, const char* base58) {
    UFSECP_ARG_NONNULL(out, base58);
    ExtKey k;
    uint32_t v = 0;
    const ufsecp_status st =
        to_status(bip32_from_base58(k, &v, base58, std::strlen(base58), kBip32KnownVersions, 2));
    if (st != UFSECP_OK) return st;
    if (version) *version = v;
    return store(out, k);
}

ufsecp_status ufsecp_bip32_parse_versioned(ufsecp_bip32_key* out, const char* base58, uint32_t version_private,
                                           uint32_t version_public) {
    UFSECP_ARG_NONNULL(out, base58);
    if (version_private == version_public) return UFSECP_ERR_BAD_ARG;
    const Bip32Versions v[1] = {{version_private, version_public}};
    ExtKey k;
    const ufsecp_status st = to_status(bip32_from_base58(k, nullptr, base58, std::strlen(base58), v, 1));
    return st == UFSECP_OK ? store(out, k) : st;
}

ufsecp_status ufsecp_bip32_from_pubkey(ufsecp_bip32_key* out, const ufsecp_pubkey* pubkey,
                                       const unsigned char chain_code[32]) {
    UFSECP_ARG_NONNULL(out, pubkey, chain_code);
    ExtKey k;
    if (!abi::pubkey_load(k.pub, pubkey)) return UFSECP_ERR_BAD_PUBKEY;
    k.has_point = true;
    k.priv = false;
    std::size_t len = 33;
    ge_serialize_sec1(k.pub33, &len, k.pub, true);
    std::memcpy(k.chain, chain_code, 32);
    return store(out, k);
}

ufsecp_status ufsecp_bip32_seckey(unsigned char seckey[32], const ufsecp_bip32_key* key) {
    UFSECP_ARG_NONNULL(seckey, key);
    ExtKey k;
    const ufsecp_status st = load(k, key);
    if (st != UFSECP_OK) return st;
    if (!k.priv) return UFSECP_ERR_PUBLIC_ONLY;
    std::memcpy(seckey, k.sk, 32);
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip32_pubkey(ufsecp_pubkey* out, const ufsecp_bip32_key* key) {
    UFSECP_ARG_NONNULL(out, key);
    ExtKey k;
    const ufsecp_status st = load(k, key);
    if (st != UFSECP_OK) return st;
    Ge p;
    if (k.has_point) {
        p = k.pub;
    } else {
        // A private key stores its compressed public key, which this library computed.
        UFSECP_CHECK(ge_parse_sec1(p, k.pub33, 33));
    }
    abi::pubkey_save(out, p);
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip32_get_info(ufsecp_bip32_info* out, const ufsecp_bip32_key* key) {
    UFSECP_ARG_NONNULL(out, key);
    ExtKey k;
    const ufsecp_status st = load(k, key);
    if (st != UFSECP_OK) return st;
    ufsecp_bip32_info info;
    std::memset(&info, 0, sizeof(info));
    bip32_fingerprint(info.fingerprint, k);
    std::memcpy(info.parent_fingerprint, k.parent_fp, 4);
    info.child_number = k.child;
    info.depth = k.depth;
    info.is_private = k.priv ? 1 : 0;
    *out = info;
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip32_chain_code(unsigned char chain_code[32], const ufsecp_bip32_key* key) {
    UFSECP_ARG_NONNULL(chain_code, key);
    ExtKey k;
    const ufsecp_status st = load(k, key);
    if (st != UFSECP_OK) return st;
    std::memcpy(chain_code, k.chain, 32);
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip32_parse_path(uint32_t* indices, size_t* n, const char* path) {
    UFSECP_ARG_NONNULL(n, path);
    if (indices == nullptr && *n != 0) return UFSECP_ERR_NULL_ARG;
    size_t count = 0;
    const Bip32Status st = bip32_parse_path(indices, &count, *n, path, std::strlen(path));
    if (st == Bip32Status::kOk || st == Bip32Status::kBufferTooSmall) *n = count;
    return to_status(st);
}

}  // extern "C"
