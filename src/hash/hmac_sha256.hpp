// ufsecp — HMAC-SHA256 (RFC 2104 / FIPS 198-1).
//
// Layer 1 (hashing). Includes only common/ and hash/.
//
// Contract: HmacSha256(key, keylen) accepts any key length (keys longer than the 64-byte
// block are first hashed, shorter ones zero-padded, as RFC 2104 says); write() any number
// of times; finalize() writes the 32-byte tag and leaves both inner hashers wiped. The
// object is wiped again on destruction, so a keyed object that is never finalized does
// not leave the key's pads behind. Copying a keyed object (before any write) reuses the
// key's precomputed pad states. Constant time in the contents of key and data (only
// lengths steer control flow).
#pragma once

#include <cstddef>

#include "common/util.hpp"
#include "hash/sha256.hpp"

namespace ufsecp {

class HmacSha256 {
public:
    HmacSha256(const unsigned char* key, std::size_t keylen) {
        unsigned char pad[64] = {};  // the block-sized key K0
        if (keylen > 64) {
            sha256(pad, key, keylen);
        } else if (keylen != 0) {
            std::memcpy(pad, key, keylen);
        }
        for (int i = 0; i < 64; i++) pad[i] ^= 0x36;
        inner_.write(pad, 64);
        for (int i = 0; i < 64; i++) pad[i] ^= 0x36 ^ 0x5c;
        outer_.write(pad, 64);
        secure_wipe(pad, sizeof(pad));
    }
    HmacSha256(const HmacSha256&) = default;
    HmacSha256& operator=(const HmacSha256&) = default;
    ~HmacSha256() { clear(); }

    // Wipe both hashers (and so the key's pads); the object is unusable until reassigned.
    void clear() {
        inner_.clear();
        outer_.clear();
    }

    void write(const unsigned char* data, std::size_t len) { inner_.write(data, len); }

    // tag = SHA256((K0 ^ opad) || SHA256((K0 ^ ipad) || data)).
    void finalize(unsigned char out32[32]) {
        unsigned char inner_digest[32];
        inner_.finalize(inner_digest);
        outer_.write(inner_digest, 32);
        outer_.finalize(out32);
        secure_wipe(inner_digest, sizeof(inner_digest));
    }

private:
    Sha256 inner_, outer_;
};

// One-shot HMAC-SHA256.
inline void hmac_sha256(unsigned char out32[32], const unsigned char* key, std::size_t keylen,
                        const unsigned char* data, std::size_t len) {
    HmacSha256 h(key, keylen);
    h.write(data, len);
    h.finalize(out32);
}

}  // namespace ufsecp
