// ufsecp — BIP-32 hierarchical deterministic keys (../shared/specs/bip-0032.mediawiki).
//
// Layer 6 (wallet; docs/architecture.md). Includes keys/, ecmult/, hash/, encoding/ and the
// layers below them.
//
// ---- Types ---------------------------------------------------------------------------------
//   ExtKey   an extended key: private (secret key k, 0 < k < n, plus its compressed public
//            key) or public (the point, on the curve, not infinity), with chain code, depth,
//            parent fingerprint and child number. Every function here returns either a
//            fully valid ExtKey or an error (and then a wiped ExtKey).
//
// ---- Constant time ---------------------------------------------------------------------------
// The secret key and the chain code of a private key are secrets. bip32_master and the
// private derivation (bip32_derive on a private parent, hardened or normal) run without
// branches or memory indices on them: HMAC-SHA512 (constant time in key and data), the
// scalar add of I_L with the overflow and zero checks as masks (keys layer), k*G with the
// constant-time ecmult_gen; the public key is declassified once computed, and the single
// "invalid child" bit only at the end. Public derivation and everything that only sees
// public keys is variable time. Serialization / parsing of private keys (Base58) is not
// constant time in the key's digits (bip32_serialize.cpp says what is).
//
// ---- Invalid children ----------------------------------------------------------------------
// I_L >= n, or a child key of 0 / the point at infinity (probability below 2^-127), is
// Bip32Status::kInvalidChild; BIP-32 says to go on with the next index, which is the
// caller's choice (nothing here skips silently). A master key from a seed with I_L = 0 or
// I_L >= n is kBadSeckey.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/util.hpp"
#include "group/group.hpp"

namespace ufsecp {

enum class Bip32Status {
    kOk = 0,
    kBadLength,      // seed not 16..64 bytes; a serialized key that is not 78 bytes
    kBadSeckey,      // master I_L = 0 or >= n; a serialized private key 0 or >= n, or a bad prefix
    kBadPubkey,      // a serialized public key not on the curve or with a bad prefix byte
    kInvalidChild,   // derivation hit I_L >= n or a zero / infinite child (try the next index)
    kPublicOnly,     // hardened derivation from a public key
    kBadDepth,       // depth 0 with a non-zero parent fingerprint or child number; depth 255 + 1
    kBadChecksum,    // Base58Check checksum
    kBadEncoding,    // a character outside the Base58 alphabet
    kBadVersion,     // unknown version, or a version that does not match the key type
    kBadPath,        // a path that does not follow the grammar (bip32_path.cpp)
    kBufferTooSmall, // path: more components than the caller's capacity
    kBadExtKey,      // an opaque 112-byte object that this library did not write
};

constexpr std::uint32_t kHardened = 0x80000000u;

struct ExtKey {
    bool priv = false;
    unsigned char depth = 0;
    unsigned char parent_fp[4] = {0, 0, 0, 0};
    std::uint32_t child = 0;
    unsigned char chain[32] = {};  // secret for a private key
    unsigned char sk[32] = {};     // private: the secret key; public: zeros
    unsigned char pub33[33] = {};  // compressed public key (both kinds)
    Ge pub;                        // the point: set for public keys only (has_point)
    bool has_point = false;

    ExtKey() = default;
    ExtKey(const ExtKey&) = default;
    ExtKey& operator=(const ExtKey&) = default;
    ~ExtKey() { clear(); }
    void clear() {
        secure_wipe(chain, sizeof(chain));
        secure_wipe(sk, sizeof(sk));
        priv = false;
        has_point = false;
    }
};

// Master key from a seed of 16..64 bytes (BIP-32: I = HMAC-SHA512("Bitcoin seed", S)).
Bip32Status bip32_master(ExtKey& out, const unsigned char* seed, std::size_t seed_len);

// Child index (>= kHardened: hardened). A private parent gives a private child (CKDpriv,
// constant time); a public parent gives a public child (CKDpub; hardened: kPublicOnly).
// kBadDepth when the parent's depth is 255. out may alias parent.
Bip32Status bip32_derive(ExtKey& out, const ExtKey& parent, std::uint32_t index);

// The public extended key of key (N(); a public key is copied). out may alias key.
Bip32Status bip32_neuter(ExtKey& out, const ExtKey& key);

// The key's own fingerprint: the first 4 bytes of HASH160(compressed public key).
void bip32_fingerprint(unsigned char out4[4], const ExtKey& key);

// ---- the opaque 112-byte ABI object ----------------------------------------------------------
// Layout: [0] type (kTypePrivate / kTypePublic: 0 and other values are rejected), [1] depth,
// [2..6) parent fingerprint, [6..10) child number (big-endian), [10..42) chain code, then
// private: [42..74) secret key, [74..107) compressed public key; public: [42..106) x || y,
// [106] 0; [107..111) the first 4 bytes of SHA-256 of [0..107), [111] 0. bip32_load checks
// the type, the zero bytes, the check bytes (a corrupted or hand-made object fails: 2^-32),
// and the key (secret key in 1..n-1 in constant time; point on the curve).
constexpr std::size_t kBip32ObjectSize = 112;
void bip32_save(unsigned char out[kBip32ObjectSize], const ExtKey& key);
Bip32Status bip32_load(ExtKey& key, const unsigned char in[kBip32ObjectSize]);

// ---- serialization (bip32_serialize.cpp) -----------------------------------------------------
// The 78-byte BIP-32 serialization with the given 4-byte version, and its Base58Check
// string (111 characters with the built-in versions, at most 112 for any version; out needs
// kBip32Base58Max bytes, no NUL is written).
constexpr std::size_t kBip32Base58Max = 113;
void bip32_encode78(unsigned char out[78], const ExtKey& key, std::uint32_t version);
std::size_t bip32_to_base58(char* out, const ExtKey& key, std::uint32_t version);

// The version pair of a network; bip32_known_versions lists the built-in ones:
// BIP-32's mainnet xprv/xpub (0x0488ADE4 / 0x0488B21E) and testnet tprv/tpub
// (0x04358394 / 0x043587CF).
struct Bip32Versions {
    std::uint32_t priv, pub;
};
extern const Bip32Versions kBip32KnownVersions[2];

// Parse a Base58Check extended key whose version is one of versions[0..n) (private or
// public member); *version_out (may be null) receives it. Errors, checked in this order:
// kBadEncoding, kBadLength (not 78 bytes), kBadChecksum, kBadVersion (no listed version, or
// a private version with a 02/03 key byte / a public one with 00), kBadSeckey (private
// version, key byte not 00, or key 0 or >= n), kBadPubkey (public version, key byte not
// 02/03, or x not on the curve), kBadDepth (depth 0 with a non-zero parent fingerprint or
// child number). The key's validity is checked after the depth rule.
Bip32Status bip32_from_base58(ExtKey& out, std::uint32_t* version_out, const char* str, std::size_t len,
                              const Bip32Versions* versions, std::size_t n);
Bip32Status bip32_decode78(ExtKey& out, std::uint32_t* version_out, const unsigned char in[78],
                           const Bip32Versions* versions, std::size_t n);

// ---- paths (bip32_path.cpp) ------------------------------------------------------------------
// Parse a path (grammar in bip32_path.cpp) into indices (hardened ones with kHardened set).
// *count receives the number of components; kBufferTooSmall (with *count = the number
// needed) when it exceeds cap. indices may be null when cap is 0.
Bip32Status bip32_parse_path(std::uint32_t* indices, std::size_t* count, std::size_t cap, const char* path,
                             std::size_t len);

}  // namespace ufsecp
