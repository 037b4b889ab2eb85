// ufsecp — HMAC-SHA512 (RFC 2104 / RFC 4231): Hmac<Sha512> (contract in hmac.hpp), for BIP-32
// key derivation and BIP-39's PBKDF2.
//
// Layer 1 (hashing). Includes only common/ and hash/.
#pragma once

#include <cstddef>

#include "hash/hmac.hpp"
#include "hash/sha512.hpp"

namespace ufsecp {

using HmacSha512 = Hmac<Sha512>;

// One-shot HMAC-SHA-512.
inline void hmac_sha512(unsigned char out64[64], const unsigned char* key, std::size_t keylen,
                        const unsigned char* data, std::size_t len) {
    hmac<Sha512>(out64, key, keylen, data, len);
}

}  // namespace ufsecp
