// ufsecp — ElligatorSwift (BIP-324; ../shared/specs/ellswift.md): public keys as 64 bytes
// (u, t) that look uniformly random, and the x-only ECDH of BIP-324 on them.
//
// Layer 5 (protocols). Includes keys/, ecdh/, group/, field/, hash/.
//
// Contract
//   * ellswift_xswiftec_var: x = F_u(t) (spec section 2.1, with the remapping of u = 0, t = 0
//     and u^3 + 7 + t^2 = 0): always a valid x-coordinate. Variable time (public data).
//   * ellswift_xswiftec_inv_var: t = G_{c,u}(x) for c in 0..7 (spec section 3.5); false is ⊥
//     (no such t; t untouched). x must be a valid x-coordinate. Variable time.
//   * ellswift_decode_var: the point (x, y) with x = F_u(t) and y of t's parity (spec section
//     4.1), u and t read modulo p. Never fails.
//   * ellswift_encode_var: libsecp256k1's secp256k1_ellswift_encode byte for byte: u and c
//     come from H_tag(pubkey33 || 0^31 || rnd32 || cnt_le32) with tag
//     "secp256k1_ellswift_encode"; loops until G_{c,u}(x) exists, then fixes t's sign to
//     the parity of y. p must be a valid point (not infinity). Variable time: the point is
//     public.
//   * ellswift_create: the encoding of seckey*G with randomness H_tag(seckey || 0^32
//     [|| auxrnd32] || cnt) with tag "secp256k1_ellswift_create", as secp256k1_ellswift_create.
//     The key generation is constant time; the public key and the hash state (a one-way
//     function of the key) are declassified. False (ell64 zeroed) for an invalid secret key.
//   * ellswift_xdh_bip324: BIP-324's shared secret H_tag(ell_a64 || ell_b64 || x(d * P)) with
//     tag "bip324_ellswift_xonly_ecdh", where P decodes the other party's encoding (ell_b64
//     when party = 0, the initiator; ell_a64 when party = 1). Constant time in the secret
//     key. x-only: the peer's y is never computed (the ladder runs on an isomorphic curve,
//     see the implementation). False (out zeroed) when the key is 0 or >= n (libsecp256k1
//     reduces a key >= n modulo n instead; only zero is rejected there).
#pragma once

#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

void ellswift_xswiftec_var(Fe& x, const Fe& u, const Fe& t);
bool ellswift_xswiftec_inv_var(Fe& t, const Fe& x, const Fe& u, int c);
void ellswift_decode_var(Ge& p, const unsigned char ell64[64]);
void ellswift_encode_var(unsigned char ell64[64], const Ge& p, const unsigned char rnd32[32]);
bool ellswift_create(unsigned char ell64[64], const unsigned char seckey32[32], const unsigned char* auxrnd32);
// x(k * P) for P = the decoding of theirs64, k a nonzero scalar (constant time in k): the
// shared x coordinate ellswift_xdh_bip324 hashes, for callers with their own hash
// (compat/libsecp256k1's secp256k1_ellswift_xdh).
void ellswift_xdh_x(unsigned char x32[32], const unsigned char theirs64[64], const Scalar& k);
bool ellswift_xdh_bip324(unsigned char out32[32], const unsigned char ell_a64[64], const unsigned char ell_b64[64],
                         const unsigned char seckey32[32], int party);

}  // namespace ufsecp
