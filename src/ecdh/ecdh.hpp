// ufsecp — Elliptic-curve Diffie-Hellman on secp256k1: the shared point d*P, and the
// two standard ways to turn it into 32 bytes.
//
// Layer 4 (signatures and keys). Includes ecmult/, group/, scalar/, field/, hash/.
//
// Contract
//   * The shared point is d*P with ecmult_const: constant time in the secret key d (the
//     public key P is public). P must be a valid public key (not infinity; e.g. from
//     ge_parse_sec1 or pubkey_load).
//   * Every function fails when d is not a valid secret key (0 or >= n). It then still
//     runs the same computation (with d = 1, like libsecp256k1) and writes zeros to its
//     outputs. (libsecp256k1's secp256k1_ecdh writes the hash of P in that case; its
//     documentation leaves the output unspecified on failure.)
//   * ecdh_point writes the affine coordinates x and y of d*P (32 bytes each, big-endian);
//     the C ABI uses it to call a custom hash function.
//   * ecdh_sha256 writes SHA-256(0x02 | (y & 1), x): byte for byte what secp256k1_ecdh
//     returns with its default hash function (secp256k1_ecdh_hash_function_sha256).
//   * ecdh_xonly writes x alone (the raw x coordinate, as in many other protocols).
//   * Secret intermediates (the scalar, the shared point and its coordinates) are wiped.
#pragma once

#include "group/group.hpp"

namespace ufsecp {

bool ecdh_point(unsigned char x32[32], unsigned char y32[32], const Ge& pub, const unsigned char seckey32[32]);
bool ecdh_sha256(unsigned char out32[32], const Ge& pub, const unsigned char seckey32[32]);
bool ecdh_xonly(unsigned char out32[32], const Ge& pub, const unsigned char seckey32[32]);

}  // namespace ufsecp
