// ufsecp — PBKDF2 with HMAC-SHA512 (RFC 8018, 5.2), as BIP-39 uses it to turn a mnemonic and
// passphrase into a seed (2048 iterations, 64 bytes).
//
// Layer 1 (hashing). Includes only common/ and hash/.
//
// Contract: out (out_len bytes, any length >= 1) = PBKDF2(P = password, S = salt, c =
// iterations >= 1). The password's HMAC pads are compressed once; each further iteration is
// two SHA-512 compressions of one pre-padded block (no hasher objects, no buffering). Every
// intermediate (U_i, T_i, the pad states, the keyed HMAC) is wiped. Constant time in the
// contents of password and salt.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/util.hpp"
#include "hash/hmac_sha512.hpp"
#include "hash/sha512.hpp"

namespace ufsecp {

inline void pbkdf2_hmac_sha512(unsigned char* out, std::size_t out_len, const unsigned char* password,
                               std::size_t password_len, const unsigned char* salt, std::size_t salt_len,
                               std::uint32_t iterations) {
    UFSECP_CHECK(iterations >= 1);
    const HmacSha512 keyed(password, password_len);
    // The chaining states after the key's pad blocks (K0 ^ ipad, K0 ^ opad), for the iterations
    // j >= 2, whose message is one 64-byte U: both the inner and the outer hash then finish
    // with one block "64 bytes || 0x80 || zeros || bit length 1536" (pad block + 64 bytes), so
    // each iteration is exactly two compressions on one block buffer, with no buffering.
    std::uint64_t si[8], so[8], s[8];
    {
        unsigned char pad[128] = {};
        if (password_len > 128) {
            sha512(pad, password, password_len);
        } else if (password_len != 0) {
            std::memcpy(pad, password, password_len);
        }
        for (int i = 0; i < 128; i++) pad[i] ^= 0x36;
        for (int i = 0; i < 8; i++) si[i] = Sha512Traits::kInit[i], so[i] = Sha512Traits::kInit[i];
        sha512_transform(si, pad, 1);
        for (int i = 0; i < 128; i++) pad[i] ^= 0x36 ^ 0x5c;
        sha512_transform(so, pad, 1);
        secure_wipe(pad, sizeof(pad));
    }
    unsigned char blk[128] = {}, t[64], index[4];
    blk[64] = 0x80;
    Sha512Traits::store_length(blk + 112, 128 + 64);
    for (std::uint32_t block = 1; out_len > 0; block++) {
        // U_1 = HMAC(P, S || INT(block)); U_j = HMAC(P, U_{j-1}); T = U_1 ^ ... ^ U_c.
        HmacSha512 h = keyed;
        h.write(salt, salt_len);
        write_be32(index, block);
        h.write(index, 4);
        h.finalize(blk);  // U_1 in the first 64 bytes of the block
        std::memcpy(t, blk, 64);
        for (std::uint32_t j = 1; j < iterations; j++) {
            for (int i = 0; i < 8; i++) s[i] = si[i];
            sha512_transform(s, blk, 1);
            Sha512Traits::store_digest(blk, s);
            for (int i = 0; i < 8; i++) s[i] = so[i];
            sha512_transform(s, blk, 1);
            Sha512Traits::store_digest(blk, s);
            for (int k = 0; k < 64; k++) t[k] ^= blk[k];
        }
        const std::size_t take = out_len < 64 ? out_len : 64;
        std::memcpy(out, t, take);
        out += take;
        out_len -= take;
    }
    secure_wipe(blk, sizeof(blk));
    secure_wipe(t, sizeof(t));
    secure_wipe(si, sizeof(si));
    secure_wipe(so, sizeof(so));
    secure_wipe(s, sizeof(s));
}

}  // namespace ufsecp
