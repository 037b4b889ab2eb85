/*
 * ufsecp — adaptor signatures (single signer): ECDSA adaptor signatures as specified by
 * dlcspecs (ECDSA-adaptor.md, the scheme of secp256k1-zkp's ecdsa_adaptor module) and BIP-340
 * Schnorr adaptor signatures. docs/adaptor.md gives the encodings and every check.
 *
 * The contract of ufsecp.h applies (status codes, outputs untouched on every error, NULL
 * arguments). Context-free and allocation-free.
 *
 * Secrets: the signing key (seckey / keypair), the nonces derived inside, and the adaptor
 * secret (the ECDSA decryption key y, the Schnorr adaptor secret t) wherever it is an input:
 * constant time, copies wiped. Everything else (encodings, public keys, messages) is public
 * and handled in variable time. Recover/extract OUTPUT a secret computed from public data.
 *
 * Statuses specific to this header:
 *   UFSECP_ERR_BAD_ADAPTOR_SIG   an adaptor signature / pre-signature whose encoding is invalid
 *   UFSECP_ERR_ADAPTOR_MISMATCH  a signature whose r is not the adaptor signature's, or whose
 *                                recovered secret does not match the encryption key
 */
#ifndef UFSECP_UFSECP_ADAPTOR_H
#define UFSECP_UFSECP_ADAPTOR_H

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- ECDSA adaptor signatures (dlcspecs) ---------------------------------------------- */
/** Size of an ECDSA adaptor signature: R (33) || R_a (33) || s_a (32) || DLEQ e (32) || s (32). */
#define UFSECP_ECDSA_ADAPTOR_SIZE 162

/**
 * Encrypted signature of msg32 by seckey under the encryption key enckey (Y = y*G), with the
 * DLEQ proof. aux32: 32 bytes of fresh randomness for the nonces (NULL: 32 zero bytes,
 * deterministic). SECRET: seckey (constant time). Errors: BAD_SECKEY (0 or >= n), BAD_PUBKEY
 * (enckey not a parsed key).
 */
UFSECP_API ufsecp_status ufsecp_ecdsa_adaptor_encrypt(unsigned char adaptor_sig[UFSECP_ECDSA_ADAPTOR_SIZE],
                                                      const unsigned char seckey[32],
                                                      const ufsecp_pubkey *enckey, const unsigned char msg32[32],
                                                      const unsigned char *aux32 /* may be NULL */);
/**
 * Whether adaptor_sig is a valid encrypted signature of msg32 by pubkey under enckey: UFSECP_OK
 * or VERIFY_FAILED (the DLEQ proof or the signature equation fails). Other errors:
 * BAD_ADAPTOR_SIG (encoding), BAD_PUBKEY (pubkey or enckey not a parsed key).
 */
UFSECP_API ufsecp_status ufsecp_ecdsa_adaptor_verify(const unsigned char adaptor_sig[UFSECP_ECDSA_ADAPTOR_SIZE],
                                                     const ufsecp_pubkey *pubkey, const unsigned char msg32[32],
                                                     const ufsecp_pubkey *enckey);
/**
 * Decrypts with the decryption key y into a compact ECDSA signature r || s (low-S). The
 * result is a valid signature only if adaptor_sig verified and y belongs to its enckey.
 * SECRET: deckey (constant time). Errors: BAD_SECKEY (y = 0 or >= n), BAD_ADAPTOR_SIG.
 */
UFSECP_API ufsecp_status ufsecp_ecdsa_adaptor_decrypt(unsigned char sig64[64], const unsigned char deckey[32],
                                                      const unsigned char adaptor_sig[UFSECP_ECDSA_ADAPTOR_SIZE]);
/**
 * Recovers the decryption key y from the decrypted signature sig64 (compact r || s, high or
 * low s) and the adaptor signature: deckey = y with y*G = enckey. Errors: BAD_SIGNATURE (r or
 * s >= n, or zero), BAD_ADAPTOR_SIG, BAD_PUBKEY, ADAPTOR_MISMATCH (r differs from the adaptor
 * signature's, or the recovered key does not match enckey). The output is a secret.
 */
UFSECP_API ufsecp_status ufsecp_ecdsa_adaptor_recover(unsigned char deckey[32], const unsigned char sig64[64],
                                                      const unsigned char adaptor_sig[UFSECP_ECDSA_ADAPTOR_SIZE],
                                                      const ufsecp_pubkey *enckey);
/** UFSECP_OK if adaptor_sig is well-formed (every parse check of docs/adaptor.md), else
 *  BAD_ADAPTOR_SIG. Verification implies it. */
UFSECP_API ufsecp_status ufsecp_ecdsa_adaptor_check(const unsigned char adaptor_sig[UFSECP_ECDSA_ADAPTOR_SIZE]);

/* ---- BIP-340 Schnorr adaptor signatures ----------------------------------------------- */
/** Size of a Schnorr pre-signature: Rt = R + T (33, compressed) || s' (32). */
#define UFSECP_SCHNORR_PRESIG_SIZE 65

/**
 * Pre-signature of msg (any length; NULL when msg_len is 0) by kp for the adaptor point T.
 * Adapted with t = log_G(T) it becomes a BIP-340 signature of msg by kp's x-only key. aux32:
 * fresh randomness (NULL: 32 zero bytes). SECRET: kp (constant time). Errors: BAD_KEYPAIR,
 * BAD_PUBKEY (adaptor not a parsed key), INFINITY (R + T = infinity: T = -k*G, never by chance).
 */
UFSECP_API ufsecp_status ufsecp_schnorr_adaptor_presign(unsigned char presig[UFSECP_SCHNORR_PRESIG_SIZE],
                                                        const unsigned char *msg, size_t msg_len,
                                                        const ufsecp_keypair *kp, const ufsecp_pubkey *adaptor,
                                                        const unsigned char *aux32 /* may be NULL */);
/**
 * Whether presig adapts with log_G(adaptor) into a valid BIP-340 signature of msg by xonly32:
 * UFSECP_OK or VERIFY_FAILED. Errors: BAD_ADAPTOR_SIG (encoding), BAD_PUBKEY (xonly32 not an
 * x-only key, adaptor not a parsed key).
 */
UFSECP_API ufsecp_status ufsecp_schnorr_adaptor_verify(const unsigned char presig[UFSECP_SCHNORR_PRESIG_SIZE],
                                                       const unsigned char *msg, size_t msg_len,
                                                       const unsigned char xonly32[32], const ufsecp_pubkey *adaptor);
/**
 * The completed BIP-340 signature x(Rt) || s' + g*t (g = +1 if Rt has even y, else -1).
 * SECRET: t32 (constant time). Errors: BAD_SECKEY (t = 0 or >= n), BAD_ADAPTOR_SIG.
 */
UFSECP_API ufsecp_status ufsecp_schnorr_adaptor_adapt(unsigned char sig64[64], const unsigned char t32[32],
                                                      const unsigned char presig[UFSECP_SCHNORR_PRESIG_SIZE]);
/**
 * The adaptor secret t = g*(s - s') from the completed signature and the pre-signature.
 * Errors: BAD_SIGNATURE (s >= n), BAD_ADAPTOR_SIG, ADAPTOR_MISMATCH (the signature's r is not
 * x(Rt), or t would be 0). Check the signature (ufsecp_schnorr_verify) and pre-signature first:
 * then t*G is the adaptor point. The output is a secret.
 */
UFSECP_API ufsecp_status ufsecp_schnorr_adaptor_extract(unsigned char t32[32], const unsigned char sig64[64],
                                                        const unsigned char presig[UFSECP_SCHNORR_PRESIG_SIZE]);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_ADAPTOR_H */
