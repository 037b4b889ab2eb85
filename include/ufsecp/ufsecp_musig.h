/*
 * ufsecp — MuSig2 multi-signatures (BIP-327) for any number of signers, and MuSig2 with an
 * adaptor point (as libsecp256k1-zkp's musig module).
 *
 * The contract of ufsecp.h applies (status codes, outputs untouched on every error, NULL
 * arguments). Context-free. The functions follow libsecp256k1's secp256k1_musig.h step by
 * step (same inputs and outputs, in the same order after ufsecp's output-first convention),
 * so that a libsecp256k1-compatible interface is a thin mapping; the differences are:
 *   - messages of any length (msg, msg_len) where libsecp256k1 takes msg32;
 *   - nonce_gen takes the x-only aggregate key as 32 bytes (aggpk32; from
 *     ufsecp_musig_pubkey_get + ufsecp_xonly_pubkey_from_pubkey) instead of a keyagg cache,
 *     and extra input of any length (BIP-327's extra_in);
 *   - the secret nonce also holds k1*G and k2*G, so that partial_sign_verified (an addition)
 *     verifies its own partial signature before releasing it (BIP-327 recommends it;
 *     libsecp256k1 does not, nor does partial_sign: see docs/musig.md, Security);
 *   - stricter: partial_sign refuses a keypair whose public key is not the one the nonce was
 *     made for with its own status (SECNONCE_KEY_MISMATCH), leaving the secnonce intact;
 *     every opaque object carries a magic number, so a zeroed or foreign object is refused
 *     with its own status instead of being used;
 *   - additions: key sorting (KeySort), DeterministicSign (BIP-327's stateless signer),
 *     secnonce import from BIP-327's 97-byte form (for test vectors), partial_sign_verified,
 *     and partial_sig_verify_batch (all signers' partial signatures in one MSM).
 *
 * Secrets: the secret key (keypair, seckey), session_secrand32, the secret nonce object and
 * the adaptor secret t. Every function touching them is constant time in them and wipes its
 * copies. Everything else (public keys, nonces, tweaks, messages, partial signatures) is
 * public and handled in variable time.
 *
 * Signing clears the secret nonce (all bytes zero) once the partial signature has been
 * computed; a cleared, never-initialised or corrupted secnonce is UFSECP_ERR_BAD_SECNONCE.
 * Do not copy or serialize a secnonce: signing twice with one nonce leaks the secret key.
 *
 * Statuses specific to this header (see ufsecp.h): BAD_SECNONCE, SECNONCE_KEY_MISMATCH,
 * BAD_PUBNONCE, BAD_AGGNONCE, BAD_PARTIAL_SIG, BAD_KEYAGG_CACHE, BAD_SESSION,
 * SIGN_SELFCHECK, NOT_SIGNER. Besides: BAD_PUBKEY (a key object that does not load),
 * BAD_TWEAK, BAD_KEYPAIR, BAD_ARG (n = 0, an all-zero session_secrand32, parity not 0/1,
 * a counter... see each function), NO_MEMORY (key aggregation allocates its MSM scratch).
 */
#ifndef UFSECP_UFSECP_MUSIG_H
#define UFSECP_UFSECP_MUSIG_H

#include <stddef.h>
#include <stdint.h>

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Opaque objects; a zeroed object is refused by every function reading it. */
typedef struct { unsigned char data[197]; } ufsecp_musig_keyagg_cache;
typedef struct { unsigned char data[260]; } ufsecp_musig_secnonce; /* SECRET */
typedef struct { unsigned char data[132]; } ufsecp_musig_pubnonce;
typedef struct { unsigned char data[132]; } ufsecp_musig_aggnonce;
typedef struct { unsigned char data[133]; } ufsecp_musig_session;
typedef struct { unsigned char data[36]; } ufsecp_musig_partial_sig;

/* ---- encodings ------------------------------------------------------------------------- */
/** Public nonce: 66 bytes = two compressed points (02/03 || x). BAD_PUBNONCE otherwise. */
UFSECP_API ufsecp_status ufsecp_musig_pubnonce_parse(ufsecp_musig_pubnonce *nonce, const unsigned char in66[66]);
UFSECP_API ufsecp_status ufsecp_musig_pubnonce_serialize(unsigned char out66[66], const ufsecp_musig_pubnonce *nonce);
/** Aggregate nonce: 66 bytes, each half a compressed point or 33 zero bytes (infinity). BAD_AGGNONCE otherwise. */
UFSECP_API ufsecp_status ufsecp_musig_aggnonce_parse(ufsecp_musig_aggnonce *nonce, const unsigned char in66[66]);
UFSECP_API ufsecp_status ufsecp_musig_aggnonce_serialize(unsigned char out66[66], const ufsecp_musig_aggnonce *nonce);
/** Partial signature: 32 bytes big-endian, must be < n. BAD_PARTIAL_SIG otherwise. */
UFSECP_API ufsecp_status ufsecp_musig_partial_sig_parse(ufsecp_musig_partial_sig *sig, const unsigned char in32[32]);
UFSECP_API ufsecp_status ufsecp_musig_partial_sig_serialize(unsigned char out32[32], const ufsecp_musig_partial_sig *sig);

/* ---- keys ------------------------------------------------------------------------------ */
/** KeySort: sorts the n pointers (n >= 1) by the keys' 33-byte compressed encodings (stable).
 *  BAD_PUBKEY (array untouched) if any key does not load; BAD_ARG if n = 0; NO_MEMORY. */
UFSECP_API ufsecp_status ufsecp_musig_pubkey_sort(const ufsecp_pubkey **pubkeys, size_t n);

/** KeyAgg of n >= 1 keys in the given order (one multi-scalar multiplication). agg_pk (x-only,
 *  32 bytes, may be NULL) and keyagg_cache (may be NULL) are written on success.
 *  BAD_ARG: n = 0. BAD_PUBKEY: a key does not load. INFINITY: the aggregate is infinity
 *  (cannot happen with honestly generated keys). NO_MEMORY. */
UFSECP_API ufsecp_status ufsecp_musig_pubkey_agg(unsigned char agg_pk32[32] /* may be NULL */,
                                                 ufsecp_musig_keyagg_cache *keyagg_cache /* may be NULL */,
                                                 const ufsecp_pubkey *const *pubkeys, size_t n);

/** The (tweaked) aggregate key as a full public key. BAD_KEYAGG_CACHE. */
UFSECP_API ufsecp_status ufsecp_musig_pubkey_get(ufsecp_pubkey *agg_pk, const ufsecp_musig_keyagg_cache *keyagg_cache);

/** Plain (BIP-32 style) and x-only (BIP-341 style) tweaks of the aggregate key, in any order
 *  and number (BIP-327 ApplyTweak). The cache is updated; output_pubkey (may be NULL) gets the
 *  tweaked key. BAD_TWEAK: tweak >= n or the result is infinity. BAD_KEYAGG_CACHE. */
UFSECP_API ufsecp_status ufsecp_musig_pubkey_ec_tweak_add(ufsecp_pubkey *output_pubkey /* may be NULL */,
                                                          ufsecp_musig_keyagg_cache *keyagg_cache,
                                                          const unsigned char tweak32[32]);
UFSECP_API ufsecp_status ufsecp_musig_pubkey_xonly_tweak_add(ufsecp_pubkey *output_pubkey /* may be NULL */,
                                                             ufsecp_musig_keyagg_cache *keyagg_cache,
                                                             const unsigned char tweak32[32]);

/* ---- nonces ---------------------------------------------------------------------------- */
/** BIP-327 NonceGen. session_secrand32: 32 fresh uniformly random secret bytes, never reused;
 *  zeroed on success (BAD_ARG if all zero: a broken RNG). seckey (may be NULL): the signing
 *  key if known (a mismatch with pubkey is caught at signing). pubkey: the signer's key (the
 *  nonce can only sign for it). msg: the message if known; msg == NULL means "no message"
 *  (msg_len must be 0), a non-NULL msg with msg_len 0 is the empty message. aggpk32 (may be
 *  NULL): the x-only aggregate key. extra_in (NULL only with extra_len 0; extra_len < 2^32).
 *  BAD_SECKEY (seckey given and not valid), BAD_PUBKEY, BAD_LENGTH (extra_len), BAD_ARG. */
UFSECP_API ufsecp_status ufsecp_musig_nonce_gen(ufsecp_musig_secnonce *secnonce, ufsecp_musig_pubnonce *pubnonce,
                                                unsigned char session_secrand32[32],
                                                const unsigned char *seckey32 /* may be NULL */,
                                                const ufsecp_pubkey *pubkey, const unsigned char *msg, size_t msg_len,
                                                const unsigned char *aggpk32 /* may be NULL */,
                                                const unsigned char *extra_in, size_t extra_len);

/** libsecp256k1's nonce_gen_counter: NonceGen with rand' = be64(nonrepeating_cnt) || 24 zero
 *  bytes and the keypair's secret key (never reuse a counter value with one key). Other
 *  arguments as ufsecp_musig_nonce_gen. BAD_KEYPAIR. */
UFSECP_API ufsecp_status ufsecp_musig_nonce_gen_counter(ufsecp_musig_secnonce *secnonce,
                                                        ufsecp_musig_pubnonce *pubnonce, uint64_t nonrepeating_cnt,
                                                        const ufsecp_keypair *keypair, const unsigned char *msg,
                                                        size_t msg_len, const unsigned char *aggpk32 /* may be NULL */,
                                                        const unsigned char *extra_in, size_t extra_len);

/** Imports BIP-327's 97-byte secnonce (k1 || k2 || pk): for test vectors and for signers that
 *  keep the nonce state themselves. DANGEROUS: importing one nonce twice and signing twice
 *  leaks the key. BAD_SECNONCE: k1 or k2 zero or >= n; BAD_PUBKEY: pk not a compressed key. */
UFSECP_API ufsecp_status ufsecp_musig_secnonce_import(ufsecp_musig_secnonce *secnonce, const unsigned char in97[97]);

/** BIP-327 NonceAgg of n >= 1 public nonces. BAD_PUBNONCE (a nonce object invalid), BAD_ARG. */
UFSECP_API ufsecp_status ufsecp_musig_nonce_agg(ufsecp_musig_aggnonce *aggnonce,
                                                const ufsecp_musig_pubnonce *const *pubnonces, size_t n);

/** Session values for signing msg (any length; NULL only with msg_len 0) under the (tweaked)
 *  aggregate key: b, R = R1 + b*R2 (+ adaptor, when given: MuSig2 adaptor signatures), e.
 *  BAD_AGGNONCE, BAD_KEYAGG_CACHE, BAD_PUBKEY (adaptor does not load). */
UFSECP_API ufsecp_status ufsecp_musig_nonce_process(ufsecp_musig_session *session,
                                                    const ufsecp_musig_aggnonce *aggnonce, const unsigned char *msg,
                                                    size_t msg_len, const ufsecp_musig_keyagg_cache *keyagg_cache,
                                                    const ufsecp_pubkey *adaptor /* may be NULL */);

/* ---- signing --------------------------------------------------------------------------- */
/** BIP-327 Sign. On success the secnonce is cleared (all zeros) and the partial signature is
 *  written. Like libsecp256k1's partial_sign it is the scalar arithmetic only: the result is
 *  not verified against the public nonce (BIP-327 allows leaving that out). With a fresh
 *  random nonce (nonce_gen, cleared on use) a faulty partial signature cannot be paired with
 *  a second signature under the same nonce, so it leaks nothing; the aggregator's
 *  partial_sig_verify names it and the final signature fails (docs/musig.md, Security). Use
 *  ufsecp_musig_partial_sign_verified where a nonce may come back by construction (an
 *  imported nonce, a counter that may be rolled back).
 *  Errors (secnonce and partial_sig untouched): BAD_SECNONCE (cleared/never
 *  initialised/corrupted), BAD_KEYPAIR, SECNONCE_KEY_MISMATCH (the keypair's public key is
 *  not the nonce's), BAD_KEYAGG_CACHE, BAD_SESSION.
 *  Like libsecp256k1, it does not check that the key is among the aggregated keys (the
 *  cache does not hold them); ufsecp_musig_deterministic_sign, which gets them, does. */
UFSECP_API ufsecp_status ufsecp_musig_partial_sign(ufsecp_musig_partial_sig *partial_sig,
                                                   ufsecp_musig_secnonce *secnonce, const ufsecp_keypair *keypair,
                                                   const ufsecp_musig_keyagg_cache *keyagg_cache,
                                                   const ufsecp_musig_session *session);

/** ufsecp_musig_partial_sign plus BIP-327's recommended self-check: the partial signature is
 *  verified (PartialSigVerifyInternal, against the k1*G, k2*G kept in the secnonce) before it
 *  is released; SIGN_SELFCHECK (secnonce cleared, nothing released) if it does not verify.
 *  Costs about one partial_sig_verify more. Same errors as ufsecp_musig_partial_sign. */
UFSECP_API ufsecp_status ufsecp_musig_partial_sign_verified(ufsecp_musig_partial_sig *partial_sig,
                                                            ufsecp_musig_secnonce *secnonce,
                                                            const ufsecp_keypair *keypair,
                                                            const ufsecp_musig_keyagg_cache *keyagg_cache,
                                                            const ufsecp_musig_session *session);

/** BIP-327 PartialSigVerify of one signer's partial signature: OK or VERIFY_FAILED.
 *  BAD_PARTIAL_SIG, BAD_PUBNONCE, BAD_PUBKEY, BAD_KEYAGG_CACHE, BAD_SESSION. */
UFSECP_API ufsecp_status ufsecp_musig_partial_sig_verify(const ufsecp_musig_partial_sig *partial_sig,
                                                         const ufsecp_musig_pubnonce *pubnonce,
                                                         const ufsecp_pubkey *pubkey,
                                                         const ufsecp_musig_keyagg_cache *keyagg_cache,
                                                         const ufsecp_musig_session *session);

/** PartialSigVerify of the n >= 1 signers of one session at once (an aggregator checking
 *  everyone): one multi-scalar multiplication of 3n points with randomizers derived from a
 *  hash of all inputs, instead of n verifications (a wrong partial signature passes with
 *  probability about 2^-128). OK if all verify. VERIFY_FAILED if one does not: then
 *  *bad_index (bad_index may be NULL) is the first i whose partial signature fails
 *  ufsecp_musig_partial_sig_verify (found by verifying one by one). Errors (bad_index
 *  untouched): BAD_ARG (n = 0), NULL_ARG (an array entry), BAD_PARTIAL_SIG, BAD_PUBNONCE,
 *  BAD_PUBKEY (an object does not load), BAD_KEYAGG_CACHE, BAD_SESSION, NO_MEMORY. */
UFSECP_API ufsecp_status ufsecp_musig_partial_sig_verify_batch(size_t *bad_index /* may be NULL */,
                                                               const ufsecp_musig_partial_sig *const *partial_sigs,
                                                               const ufsecp_musig_pubnonce *const *pubnonces,
                                                               const ufsecp_pubkey *const *pubkeys, size_t n,
                                                               const ufsecp_musig_keyagg_cache *keyagg_cache,
                                                               const ufsecp_musig_session *session);

/** BIP-327 PartialSigAgg: the 64-byte BIP-340 signature (a pre-signature with an adaptor).
 *  Not verified here (verify it, or each partial signature). BAD_PARTIAL_SIG, BAD_SESSION, BAD_ARG. */
UFSECP_API ufsecp_status ufsecp_musig_partial_sig_agg(unsigned char sig64[64], const ufsecp_musig_session *session,
                                                      const ufsecp_musig_partial_sig *const *partial_sigs, size_t n);

/** BIP-327 DeterministicSign (a stateless signer that goes last): from the keypair, the
 *  aggregate of the other signers' nonces (66 bytes), the n keys in order, n_tweaks tweaks
 *  (tweaks32: n_tweaks * 32 bytes; is_xonly[i] 0 or 1), the message and optional rand32,
 *  writes its public nonce and its partial signature (self-verified). Errors: BAD_KEYPAIR,
 *  BAD_AGGNONCE (aggothernonce66: both halves must be points, as BIP-327's NonceAgg reads it), BAD_PUBKEY, BAD_TWEAK, BAD_ARG (n = 0, is_xonly not
 *  0/1), NOT_SIGNER (the keypair's key is not among pubkeys), INFINITY, SIGN_SELFCHECK, NO_MEMORY. */
UFSECP_API ufsecp_status ufsecp_musig_deterministic_sign(
    ufsecp_musig_partial_sig *partial_sig, ufsecp_musig_pubnonce *pubnonce, const ufsecp_keypair *keypair,
    const unsigned char aggothernonce66[66], const ufsecp_pubkey *const *pubkeys, size_t n,
    const unsigned char *tweaks32, const int *is_xonly, size_t n_tweaks, const unsigned char *msg, size_t msg_len,
    const unsigned char *rand32 /* may be NULL */);

/* ---- MuSig2 adaptor signatures (libsecp256k1-zkp) -------------------------------------- */
/** The parity of the final nonce R + T of a session made with an adaptor (0 or 1). BAD_SESSION. */
UFSECP_API ufsecp_status ufsecp_musig_nonce_parity(int *nonce_parity, const ufsecp_musig_session *session);
/** sig64 = the pre-signature completed with the secret adaptor t (T = t*G): s + t, or s - t
 *  when nonce_parity is 1. Constant time in t. BAD_SIGNATURE (s >= n), BAD_SECKEY (t >= n),
 *  BAD_ARG (parity not 0/1). sig64 may alias pre_sig64. */
UFSECP_API ufsecp_status ufsecp_musig_adapt(unsigned char sig64[64], const unsigned char pre_sig64[64],
                                            const unsigned char sec_adaptor32[32], int nonce_parity);
/** t from a completed signature and its pre-signature: s - s' (negated when nonce_parity is 1).
 *  BAD_SIGNATURE (either s >= n), BAD_ARG (parity). The caller should check t*G == T. */
UFSECP_API ufsecp_status ufsecp_musig_extract_adaptor(unsigned char sec_adaptor32[32], const unsigned char sig64[64],
                                                      const unsigned char pre_sig64[64], int nonce_parity);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_MUSIG_H */
