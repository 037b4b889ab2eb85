/*
 * ufsecp — BIP-374 DLEQ proofs: a 64-byte proof e || s that A = a*G and C = a*B for one secret
 * a, without revealing a. docs/adaptor.md ("DLEQ proofs") lists the checks.
 *
 * The contract of ufsecp.h applies. Context-free and allocation-free. Points are parsed
 * public keys (ufsecp_pubkey), which are never the point at infinity: BIP-374's "fail if B
 * (or A, C, G) is infinite" is the BAD_PUBKEY of a key that does not parse.
 *
 * G: the BIP lets the generator be any point; NULL means secp256k1's standard generator
 * (what BIP-375 uses).
 * msg32: the optional 32-byte message m; NULL means no message (m' empty).
 *
 * Secrets: a (and the nonce derived from it): constant time, copies wiped.
 *
 * Status specific to this header:
 *   UFSECP_ERR_BAD_DLEQ_PROOF   the proof's s is >= n
 */
#ifndef UFSECP_UFSECP_DLEQ_H
#define UFSECP_UFSECP_DLEQ_H

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

#define UFSECP_DLEQ_PROOF_SIZE 64

/**
 * GenerateProof(a, B, r, G, m). aux32 = r, fresh randomness (NULL: 32 zero bytes). A = a*G
 * and C = a*B are written to a_out / c_out when those are not NULL. SECRET: a. Errors:
 * BAD_SECKEY (a = 0 or >= n), BAD_PUBKEY (b or g not a parsed key), VERIFY_FAILED (the nonce
 * was 0 or the self-check failed: probability ~2^-256).
 */
UFSECP_API ufsecp_status ufsecp_dleq_prove(unsigned char proof64[UFSECP_DLEQ_PROOF_SIZE], const unsigned char a[32],
                                           const ufsecp_pubkey *b, const unsigned char *aux32 /* may be NULL */,
                                           const unsigned char *msg32 /* may be NULL */,
                                           const ufsecp_pubkey *g /* NULL: standard generator */,
                                           ufsecp_pubkey *a_out /* may be NULL */,
                                           ufsecp_pubkey *c_out /* may be NULL */);
/**
 * VerifyProof(A, B, C, proof, G, m): UFSECP_OK or VERIFY_FAILED. Errors: BAD_DLEQ_PROOF
 * (s >= n), BAD_PUBKEY (a, b, c or g not a parsed key).
 */
UFSECP_API ufsecp_status ufsecp_dleq_verify(const unsigned char proof64[UFSECP_DLEQ_PROOF_SIZE],
                                            const ufsecp_pubkey *a, const ufsecp_pubkey *b, const ufsecp_pubkey *c,
                                            const unsigned char *msg32 /* may be NULL */,
                                            const ufsecp_pubkey *g /* NULL: standard generator */);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_DLEQ_H */
