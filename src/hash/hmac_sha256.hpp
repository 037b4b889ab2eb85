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
#include <cstdint>

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
    // Keyed from the chaining states after the key's two pad blocks (K0 ^ ipad, K0 ^ opad),
    // for constant keys whose pads are known in advance.
    static HmacSha256 from_pad_midstates(const std::uint32_t inner[8], const std::uint32_t outer[8]) {
        return HmacSha256(Sha256::from_midstate(inner, 64), Sha256::from_midstate(outer, 64));
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
    HmacSha256(const Sha256& inner, const Sha256& outer) : inner_(inner), outer_(outer) {}

    Sha256 inner_, outer_;
};

// The pad chaining states of the all-zero 32-byte key (RFC 6979's initial K): SHA-256
// after one block of 0x36 bytes and after one block of 0x5c bytes (computed with python3
// from the definition; test_hash checks them against HmacSha256(zero key)).
inline constexpr std::uint32_t kHmacZeroKeyInnerMidstate[8] = {
    0xf454deadu, 0x9725214fu, 0x90daf2a0u, 0xdf1228eau, 0x64e5750fu, 0xa3924181u, 0x824a932bu, 0xf8e04e32u};
inline constexpr std::uint32_t kHmacZeroKeyOuterMidstate[8] = {
    0xd385480fu, 0x7abb6477u, 0x37c9c538u, 0x5dd82467u, 0x8e043a72u, 0x753434b0u, 0xdeb82818u, 0x361d45a6u};

// One-shot HMAC-SHA256.
inline void hmac_sha256(unsigned char out32[32], const unsigned char* key, std::size_t keylen,
                        const unsigned char* data, std::size_t len) {
    HmacSha256 h(key, keylen);
    h.write(data, len);
    h.finalize(out32);
}

}  // namespace ufsecp
