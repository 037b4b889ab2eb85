/*
 * ufsecp — ElligatorSwift public keys and BIP-324's x-only ECDH (the semantics of
 * libsecp256k1's ellswift module).
 *
 * The contract of ufsecp.h applies (statuses, outputs untouched on error, NULL checks,
 * aliasing). An ElligatorSwift encoding is 64 bytes u || t (two 32-byte big-endian field
 * elements, read modulo p) that are indistinguishable from uniform random bytes; EVERY 64-byte
 * string decodes to a valid public key (x = F_u(t), y with the parity of t).
 *
 * Secrets: seckey (create, xdh) and the xdh output. ufsecp_ellswift_create is constant time in
 * the key generation; the public key and a one-way hash of the key are then treated as public
 * (as in libsecp256k1). ufsecp_ellswift_xdh_bip324 is constant time in seckey. Encode and
 * decode handle public data and run in variable time.
 *
 * Statuses: UFSECP_ERR_NULL_ARG (a required pointer is NULL), UFSECP_ERR_BAD_PUBKEY (encode: pk
 * is not a valid parsed key), UFSECP_ERR_BAD_SECKEY (seckey is 0 or >= n; NOTE libsecp256k1's
 * xdh reduces a key >= n modulo n and rejects only 0), UFSECP_ERR_BAD_ARG (xdh: party not 0 or 1;
 * xswiftec_inv: c > 7), UFSECP_ERR_ELLSWIFT_NO_PREIMAGE (xswiftec_inv: no t for this case).
 */
#ifndef UFSECP_UFSECP_ELLSWIFT_H
#define UFSECP_UFSECP_ELLSWIFT_H

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The encoding's size in bytes. */
#define UFSECP_ELLSWIFT_SIZE 64

/** ell64 = an ElligatorSwift encoding of pk chosen with rnd32 (32 bytes, should be fresh
 *  randomness): byte for byte secp256k1_ellswift_encode's output for the same inputs. */
UFSECP_API ufsecp_status ufsecp_ellswift_encode(unsigned char ell64[64], const ufsecp_pubkey *pk,
                                                const unsigned char rnd32[32]);
/** The public key that ell64 encodes (always succeeds for non-NULL arguments). */
UFSECP_API ufsecp_status ufsecp_ellswift_decode(ufsecp_pubkey *out, const unsigned char ell64[64]);
/** ell64 = an encoding of seckey*G, as secp256k1_ellswift_create: deterministic in seckey and
 *  auxrnd32 (32 bytes of fresh randomness recommended; may be NULL). */
UFSECP_API ufsecp_status ufsecp_ellswift_create(unsigned char ell64[64], const unsigned char seckey[32],
                                                const unsigned char *auxrnd32);
/** BIP-324's ECDH: out32 = H_tag(ell_a64 || ell_b64 || x(seckey * Q)), tag
 *  "bip324_ellswift_xonly_ecdh" (secp256k1_ellswift_xdh_hash_function_bip324), where ell_a64 is
 *  the initiator's encoding, ell_b64 the responder's, party 0 (initiator: seckey belongs to
 *  ell_a64, Q = decode(ell_b64)) or 1 (responder: Q = decode(ell_a64)). Both sides get the
 *  same out32 (secret). */
UFSECP_API ufsecp_status ufsecp_ellswift_xdh_bip324(unsigned char out32[32], const unsigned char ell_a64[64],
                                                    const unsigned char ell_b64[64], const unsigned char seckey[32],
                                                    int party);
/** XSwiftECInv (BIP-324's ellswift spec, section 3.5; libsecp256k1's internal
 *  secp256k1_ellswift_xswiftec_inv_var): t32 = G_{c,u}(x), a t with F_u(t) = x, reached by
 *  case c (0..7), for x32 and u32 (32-byte big-endian field elements, read modulo p as in an
 *  encoding). Each t in F_p is reached by exactly one c, which is how an encoder picks a
 *  uniform encoding (u, t) of x. UFSECP_ERR_ELLSWIFT_NO_PREIMAGE when case c has no t (the
 *  spec's bottom; t32 untouched), UFSECP_ERR_BAD_ARG when c > 7. Public data, variable time. */
UFSECP_API ufsecp_status ufsecp_ellswift_xswiftec_inv(unsigned char t32[32], const unsigned char x32[32],
                                                      const unsigned char u32[32], unsigned int c);

#ifdef __cplusplus
}
#endif

#endif
