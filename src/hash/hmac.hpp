// ufsecp — HMAC (RFC 2104 / FIPS 198-1) over any hash of this layer: Hmac<Sha256>
// (HmacSha256, hmac_sha256.hpp) and Hmac<Sha512> (HmacSha512, hmac_sha512.hpp).
//
// Layer 1 (hashing). Includes only common/.
//
// Contract: Hmac<H>(key, keylen) accepts any key length (keys longer than H's block are first
// hashed, shorter ones zero-padded, as RFC 2104 says); write() any number of times;
// finalize() writes the H::kDigestSize-byte tag and leaves both inner hashers wiped. The
// object is wiped again on destruction, so a keyed object that is never finalized does not
// leave the key's pads behind. Copying a keyed object (before any write) reuses the key's
// precomputed pad states (PBKDF2 and the RFC 6979 DRBG rely on this). Constant time in the
// contents of key and data (only lengths steer control flow). H provides kBlockSize,
// kDigestSize, write, finalize and clear (and from_midstate for from_pad_midstates).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "common/util.hpp"

namespace ufsecp {

template <class H>
class Hmac {
public:
    static constexpr std::size_t kBlock = H::kBlockSize, kDigest = H::kDigestSize;

    Hmac(const unsigned char* key, std::size_t keylen) {
        unsigned char pad[kBlock] = {};  // the block-sized key K0
        if (keylen > kBlock) {
            H kh;
            kh.write(key, keylen);
            kh.finalize(pad);  // kDigest <= kBlock bytes, the rest stays zero
        } else if (keylen != 0) {
            std::memcpy(pad, key, keylen);
        }
        for (std::size_t i = 0; i < kBlock; i++) pad[i] ^= 0x36;
        inner_.write(pad, kBlock);
        for (std::size_t i = 0; i < kBlock; i++) pad[i] ^= 0x36 ^ 0x5c;
        outer_.write(pad, kBlock);
        secure_wipe(pad, sizeof(pad));
    }
    // Keyed from the chaining states after the key's two pad blocks (K0 ^ ipad, K0 ^ opad),
    // for constant keys whose pads are known in advance.
    // (Only for hashes with midstates: H::from_midstate.)
    template <class Word>
    static Hmac from_pad_midstates(const Word inner[8], const Word outer[8]) {
        return Hmac(H::from_midstate(inner, kBlock), H::from_midstate(outer, kBlock));
    }
    Hmac(const Hmac&) = default;
    Hmac& operator=(const Hmac&) = default;
    ~Hmac() { clear(); }

    // Wipe both hashers (and so the key's pads); the object is unusable until reassigned.
    void clear() {
        inner_.clear();
        outer_.clear();
    }

    void write(const unsigned char* data, std::size_t len) { inner_.write(data, len); }

    // tag = H((K0 ^ opad) || H((K0 ^ ipad) || data)), kDigest bytes.
    void finalize(unsigned char* out) {
        unsigned char inner_digest[kDigest];
        inner_.finalize(inner_digest);
        outer_.write(inner_digest, kDigest);
        outer_.finalize(out);
        secure_wipe(inner_digest, sizeof(inner_digest));
    }

private:
    Hmac(const H& inner, const H& outer) : inner_(inner), outer_(outer) {}

    H inner_, outer_;
};

// One-shot HMAC: out (H::kDigestSize bytes) = HMAC-H(key, data).
template <class H>
inline void hmac(unsigned char* out, const unsigned char* key, std::size_t keylen, const unsigned char* data,
                 std::size_t len) {
    Hmac<H> h(key, keylen);
    h.write(data, len);
    h.finalize(out);
}

}  // namespace ufsecp
