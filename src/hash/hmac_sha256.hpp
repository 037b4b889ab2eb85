// ufsecp — HMAC-SHA256 (RFC 2104 / FIPS 198-1): Hmac<Sha256> (contract in hmac.hpp), the
// pad midstates of RFC 6979's all-zero initial key, and a one-shot helper.
//
// Layer 1 (hashing). Includes only common/ and hash/.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/util.hpp"
#include "hash/hmac.hpp"
#include "hash/sha256.hpp"

namespace ufsecp {

// HMAC-SHA256: the class and its contract are Hmac<Sha256> (hmac.hpp).
using HmacSha256 = Hmac<Sha256>;

// The pad chaining states of the all-zero 32-byte key (RFC 6979's initial K): SHA-256
// after one block of 0x36 bytes and after one block of 0x5c bytes (computed with python3
// from the definition; test_hash checks them against HmacSha256(zero key)).
inline constexpr std::uint32_t kHmacZeroKeyInnerMidstate[8] = {
    0xf454deadu, 0x9725214fu, 0x90daf2a0u, 0xdf1228eau, 0x64e5750fu, 0xa3924181u, 0x824a932bu, 0xf8e04e32u};
inline constexpr std::uint32_t kHmacZeroKeyOuterMidstate[8] = {
    0xd385480fu, 0x7abb6477u, 0x37c9c538u, 0x5dd82467u, 0x8e043a72u, 0x753434b0u, 0xdeb82818u, 0x361d45a6u};

// One-shot HMAC-SHA-256.
inline void hmac_sha256(unsigned char out32[32], const unsigned char* key, std::size_t keylen,
                        const unsigned char* data, std::size_t len) {
    hmac<Sha256>(out32, key, keylen, data, len);
}

}  // namespace ufsecp
