// ufsecp — PBKDF2 with HMAC-SHA512 (RFC 8018, 5.2), as BIP-39 uses it to turn a mnemonic and
// passphrase into a seed (2048 iterations, 64 bytes).
//
// Layer 1 (hashing). Includes only common/ and hash/.
//
// Contract: out (out_len bytes, any length >= 1) = PBKDF2(P = password, S = salt, c =
// iterations >= 1). The password's HMAC pads are computed once and the keyed object copied
// for every iteration, so each iteration costs two SHA-512 compressions. Every intermediate (U_i, T_i, the keyed HMAC) is wiped. Constant
// time in the contents of password and salt.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/util.hpp"
#include "hash/hmac_sha512.hpp"

namespace ufsecp {

inline void pbkdf2_hmac_sha512(unsigned char* out, std::size_t out_len, const unsigned char* password,
                               std::size_t password_len, const unsigned char* salt, std::size_t salt_len,
                               std::uint32_t iterations) {
    UFSECP_CHECK(iterations >= 1);
    const HmacSha512 keyed(password, password_len);
    unsigned char u[64], t[64], index[4];
    for (std::uint32_t block = 1; out_len > 0; block++) {
        // U_1 = HMAC(P, S || INT(block)); U_j = HMAC(P, U_{j-1}); T = U_1 ^ ... ^ U_c.
        HmacSha512 h = keyed;
        h.write(salt, salt_len);
        write_be32(index, block);
        h.write(index, 4);
        h.finalize(u);
        std::memcpy(t, u, 64);
        for (std::uint32_t j = 1; j < iterations; j++) {
            HmacSha512 hj = keyed;
            hj.write(u, 64);
            hj.finalize(u);
            for (int k = 0; k < 64; k++) t[k] ^= u[k];
        }
        const std::size_t take = out_len < 64 ? out_len : 64;
        std::memcpy(out, t, take);
        out += take;
        out_len -= take;
    }
    secure_wipe(u, sizeof(u));
    secure_wipe(t, sizeof(t));
}

}  // namespace ufsecp
