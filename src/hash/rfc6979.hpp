// ufsecp — the RFC 6979 section 3.2 HMAC-DRBG with SHA-256 (deterministic ECDSA nonces).
//
// Layer 1 (hashing). Includes only common/ and hash/.
//
// Contract: byte-for-byte the generator libsecp256k1 uses for its default ECDSA nonce
// (secp256k1_rfc6979_hmac_sha256_initialize / _generate / _finalize):
//   construct(key, keylen):  V = 0x01*32, K = 0x00*32;
//                            K = HMAC_K(V || 0x00 || key); V = HMAC_K(V);
//                            K = HMAC_K(V || 0x01 || key); V = HMAC_K(V).
//   generate(out, outlen):   on every call but the first, first K = HMAC_K(V || 0x00) and
//                            V = HMAC_K(V) (RFC 6979 step 3.2.h.3); then repeat
//                            V = HMAC_K(V) and emit V until outlen bytes are out (the last
//                            block may be cut short).
//   finalize():              wipes K and V (the destructor does too); do not generate after.
// For ECDSA "key" is seckey32 || msg32 (keylen 64), or seckey32 || msg32 || extra32
// (keylen 96); any length is accepted. The caller prepares msg32 as RFC 6979's
// bits2octets does and as libsecp256k1 does: the 32-byte message reduced modulo the
// group order n. Outputs are raw bytes; the caller rejects values that are 0 or >= n
// and then calls generate() again.
// Constant time in the contents of key and state; K, V and every HMAC intermediate are
// secret and wiped.
//
// K itself is never stored: the object keeps an HmacSha256 already keyed with K (its
// two pad blocks absorbed) and copies it for every HMAC_K(...). Each K is used for at
// least two HMACs (V = HMAC_K(V), then the next K update or an output), so this saves
// two compressions per K over re-keying each time; the initial K = 0 starts from its
// precomputed pad states (hmac_sha256.hpp), two more. 16 compressions instead of 22 for
// a first nonce (keylen 64).
#pragma once

#include <cstddef>
#include <cstring>

#include "common/util.hpp"
#include "hash/hmac_sha256.hpp"

namespace ufsecp {

class Rfc6979HmacSha256 {
public:
    Rfc6979HmacSha256(const unsigned char* key, std::size_t keylen)
        : keyed_(HmacSha256::from_pad_midstates(kHmacZeroKeyInnerMidstate, kHmacZeroKeyOuterMidstate)),
          retry_(false) {
        std::memset(v_, 0x01, 32);
        reseed(0x00, key, keylen);
        reseed(0x01, key, keylen);
    }
    Rfc6979HmacSha256(const Rfc6979HmacSha256&) = delete;
    Rfc6979HmacSha256& operator=(const Rfc6979HmacSha256&) = delete;
    ~Rfc6979HmacSha256() { finalize(); }

    void generate(unsigned char* out, std::size_t outlen) {
        if (retry_) reseed(0x00, nullptr, 0);
        while (outlen > 0) {
            next_v();
            const std::size_t n = outlen < 32 ? outlen : 32;
            std::memcpy(out, v_, n);
            out += n;
            outlen -= n;
        }
        retry_ = true;
    }

    void finalize() {
        keyed_.clear();
        secure_wipe(v_, sizeof(v_));
        retry_ = false;
    }

private:
    // V = HMAC_K(V).
    void next_v() {
        HmacSha256 h = keyed_;
        h.write(v_, 32);
        h.finalize(v_);
    }

    // K = HMAC_K(V || sep || data); V = HMAC_K(V).
    void reseed(unsigned char sep, const unsigned char* data, std::size_t len) {
        unsigned char k[32];
        {
            HmacSha256 h = keyed_;
            h.write(v_, 32);
            h.write(&sep, 1);
            h.write(data, len);
            h.finalize(k);
        }
        keyed_ = HmacSha256(k, 32);  // the temporary wipes itself
        secure_wipe(k, sizeof(k));
        next_v();
    }

    HmacSha256 keyed_;  // HMAC keyed with the current K
    unsigned char v_[32];
    bool retry_;
};

}  // namespace ufsecp
