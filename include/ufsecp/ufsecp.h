/*
 * ufsecp — the stable C ABI (C99).
 *
 * Context-free: every table is static and read-only, every function is thread-safe
 * and may be called concurrently on distinct outputs. Every function returns a
 * ufsecp_status; UFSECP_OK (0) is success. On any error, outputs are left as they were
 * except where a function says it clears them (never half-written).
 *
 * Byte conventions: secret keys, messages, tweaks and x-only keys are 32 big-endian
 * bytes; signatures are 64 bytes r||s (ECDSA) or R.x||s (BIP-340).
 *
 * Constant time: functions that take a secret key (or keypair) run in time independent
 * of the secret, including ufsecp_seckey_verify. Verification, parsing and public-key
 * arithmetic are variable time (their inputs are public).
 *
 * The full contract of each function is in docs/api.md.
 */
#ifndef UFSECP_UFSECP_H
#define UFSECP_UFSECP_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#  if defined(UFSECP_BUILDING_SHARED)
#    define UFSECP_API __declspec(dllexport)
#  elif defined(UFSECP_USING_SHARED)
#    define UFSECP_API __declspec(dllimport)
#  else
#    define UFSECP_API
#  endif
#elif defined(__GNUC__) || defined(__clang__)
#  define UFSECP_API __attribute__((visibility("default")))
#else
#  define UFSECP_API
#endif

/** Result of every call. */
typedef int ufsecp_status;
enum {
    UFSECP_OK = 0,
    UFSECP_ERR_NULL_ARG = 1,          /**< a required pointer argument was NULL */
    UFSECP_ERR_BAD_LENGTH = 2,        /**< an input length is not one the function accepts */
    UFSECP_ERR_BAD_SECKEY = 3,        /**< secret key is 0 or >= the group order n */
    UFSECP_ERR_BAD_PUBKEY = 4,        /**< public key malformed, off the curve, or not a valid parsed key */
    UFSECP_ERR_BAD_SIGNATURE = 5,     /**< signature encoding malformed (DER syntax, r or s >= n in compact form) */
    UFSECP_ERR_VERIFY_FAILED = 6,     /**< well-formed signature that does not verify */
    UFSECP_ERR_BAD_TWEAK = 7,         /**< tweak >= n, zero where forbidden, or a result that would be invalid */
    UFSECP_ERR_BAD_RECID = 8,         /**< recovery id outside 0..3 */
    UFSECP_ERR_BUFFER_TOO_SMALL = 9,  /**< output buffer too small; *out_len says how much is needed */
    UFSECP_ERR_BAD_KEYPAIR = 10,      /**< keypair object not created by ufsecp_keypair_create */
    UFSECP_ERR_INFINITY = 11,         /**< the result would be the point at infinity (e.g. combining P and -P) */
    UFSECP_ERR_RECOVERY_FAILED = 12   /**< no public key can be recovered from this signature */
};

/** Parsed public key: opaque; create with ufsecp_pubkey_parse / _create. */
typedef struct { unsigned char data[64]; } ufsecp_pubkey;
/** Secret key together with its public key: opaque; create with ufsecp_keypair_create. */
typedef struct { unsigned char data[96]; } ufsecp_keypair;

/** A static name for a status code ("UFSECP_OK", ...; "unknown status" otherwise). */
UFSECP_API const char *ufsecp_status_string(ufsecp_status s);
/** Library version, "MAJOR.MINOR.PATCH". */
UFSECP_API const char *ufsecp_version(void);

/* ---- secret keys ---------------------------------------------------------------- */
UFSECP_API ufsecp_status ufsecp_seckey_verify(const unsigned char seckey[32]);
UFSECP_API ufsecp_status ufsecp_seckey_negate(unsigned char seckey[32]);
UFSECP_API ufsecp_status ufsecp_seckey_tweak_add(unsigned char seckey[32], const unsigned char tweak[32]);
UFSECP_API ufsecp_status ufsecp_seckey_tweak_mul(unsigned char seckey[32], const unsigned char tweak[32]);

/* ---- public keys ---------------------------------------------------------------- */
UFSECP_API ufsecp_status ufsecp_pubkey_create(ufsecp_pubkey *out, const unsigned char seckey[32]);
UFSECP_API ufsecp_status ufsecp_pubkey_parse(ufsecp_pubkey *out, const unsigned char *in, size_t in_len);
UFSECP_API ufsecp_status ufsecp_pubkey_serialize(unsigned char *out, size_t *out_len, const ufsecp_pubkey *pk,
                                                 int compressed);
UFSECP_API ufsecp_status ufsecp_pubkey_negate(ufsecp_pubkey *pk);
UFSECP_API ufsecp_status ufsecp_pubkey_tweak_add(ufsecp_pubkey *pk, const unsigned char tweak[32]);
UFSECP_API ufsecp_status ufsecp_pubkey_tweak_mul(ufsecp_pubkey *pk, const unsigned char tweak[32]);
UFSECP_API ufsecp_status ufsecp_pubkey_combine(ufsecp_pubkey *out, const ufsecp_pubkey *const *ins, size_t n);
/** 1 if a and b are the same key, 0 if not, in *equal. */
UFSECP_API ufsecp_status ufsecp_pubkey_equal(int *equal, const ufsecp_pubkey *a, const ufsecp_pubkey *b);

/* ---- x-only keys and keypairs (BIP-340 / BIP-341) --------------------------------- */
UFSECP_API ufsecp_status ufsecp_xonly_pubkey_create(unsigned char xonly32[32], int *parity /* may be NULL */,
                                                    const unsigned char seckey[32]);
UFSECP_API ufsecp_status ufsecp_xonly_pubkey_from_pubkey(unsigned char xonly32[32], int *parity /* may be NULL */,
                                                         const ufsecp_pubkey *pk);
/** Checks that xonly32 is a valid x-only key (lift_x succeeds). */
UFSECP_API ufsecp_status ufsecp_xonly_pubkey_verify(const unsigned char xonly32[32]);
/** out = lift_x(xonly32) + tweak*G (BIP-341 taproot tweak), as a full public key. */
UFSECP_API ufsecp_status ufsecp_xonly_pubkey_tweak_add(ufsecp_pubkey *out, const unsigned char xonly32[32],
                                                       const unsigned char tweak[32]);
/** Whether tweaked32 (with parity) equals lift_x(internal32) + tweak*G: UFSECP_OK or UFSECP_ERR_VERIFY_FAILED. */
UFSECP_API ufsecp_status ufsecp_xonly_pubkey_tweak_add_check(const unsigned char tweaked32[32], int tweaked_parity,
                                                             const unsigned char internal32[32],
                                                             const unsigned char tweak[32]);
UFSECP_API ufsecp_status ufsecp_keypair_create(ufsecp_keypair *out, const unsigned char seckey[32]);
UFSECP_API ufsecp_status ufsecp_keypair_seckey(unsigned char seckey[32], const ufsecp_keypair *kp);
UFSECP_API ufsecp_status ufsecp_keypair_pubkey(ufsecp_pubkey *out, const ufsecp_keypair *kp);
UFSECP_API ufsecp_status ufsecp_keypair_xonly_pubkey(unsigned char xonly32[32], int *parity /* may be NULL */,
                                                     const ufsecp_keypair *kp);
UFSECP_API ufsecp_status ufsecp_keypair_xonly_tweak_add(ufsecp_keypair *kp, const unsigned char tweak[32]);

/* ---- ECDSA ---------------------------------------------------------------------- */
/** RFC 6979 nonce (same bytes as libsecp256k1's default with ndata = extra32), low-S. */
UFSECP_API ufsecp_status ufsecp_ecdsa_sign(unsigned char sig64[64], const unsigned char msg32[32],
                                           const unsigned char seckey[32], const unsigned char *extra32 /* may be NULL */);
/** Rejects high-S signatures (UFSECP_ERR_VERIFY_FAILED), like libsecp256k1. */
UFSECP_API ufsecp_status ufsecp_ecdsa_verify(const unsigned char sig64[64], const unsigned char msg32[32],
                                             const ufsecp_pubkey *pk);
UFSECP_API ufsecp_status ufsecp_ecdsa_signature_normalize(unsigned char sig64[64], int *was_high /* may be NULL */);
UFSECP_API ufsecp_status ufsecp_ecdsa_signature_parse_der(unsigned char sig64[64], const unsigned char *der,
                                                          size_t der_len);
UFSECP_API ufsecp_status ufsecp_ecdsa_signature_parse_der_lax(unsigned char sig64[64], const unsigned char *der,
                                                              size_t der_len);
UFSECP_API ufsecp_status ufsecp_ecdsa_signature_serialize_der(unsigned char *out, size_t *out_len,
                                                              const unsigned char sig64[64]);
UFSECP_API ufsecp_status ufsecp_ecdsa_sign_recoverable(unsigned char sig64[64], int *recid,
                                                       const unsigned char msg32[32], const unsigned char seckey[32],
                                                       const unsigned char *extra32 /* may be NULL */);
UFSECP_API ufsecp_status ufsecp_ecdsa_recover(ufsecp_pubkey *out, const unsigned char sig64[64], int recid,
                                              const unsigned char msg32[32]);

/* ---- Schnorr BIP-340 ------------------------------------------------------------ */
UFSECP_API ufsecp_status ufsecp_schnorr_sign(unsigned char sig64[64], const unsigned char *msg, size_t msg_len,
                                             const ufsecp_keypair *kp, const unsigned char *aux32 /* may be NULL */);
UFSECP_API ufsecp_status ufsecp_schnorr_verify(const unsigned char sig64[64], const unsigned char *msg, size_t msg_len,
                                               const unsigned char xonly32[32]);

/**
 * Parsed x-only public key: opaque (the lifted point, x and even y). Parsing runs lift_x
 * (a square root) once; ufsecp_schnorr_verify_xonly then skips it, like libsecp256k1's
 * secp256k1_xonly_pubkey. Create with ufsecp_xonly_pubkey_parse.
 */
typedef struct { unsigned char data[64]; } ufsecp_xonly_pubkey;
/** out = lift_x(xonly32): UFSECP_ERR_BAD_PUBKEY if x >= p or x^3 + 7 is not a square. */
UFSECP_API ufsecp_status ufsecp_xonly_pubkey_parse(ufsecp_xonly_pubkey *out, const unsigned char xonly32[32]);
/** The 32-byte x-only encoding of a parsed key (BAD_PUBKEY if pk is not a parsed key). */
UFSECP_API ufsecp_status ufsecp_xonly_pubkey_serialize(unsigned char xonly32[32], const ufsecp_xonly_pubkey *pk);
/** ufsecp_schnorr_verify against a parsed key: the same results, without the lift_x. */
UFSECP_API ufsecp_status ufsecp_schnorr_verify_xonly(const unsigned char sig64[64], const unsigned char *msg,
                                                     size_t msg_len, const ufsecp_xonly_pubkey *pk);

/* ---- ECDH ----------------------------------------------------------------------- */
/** SHA-256 of the compressed shared point (libsecp256k1's default ECDH output). */
UFSECP_API ufsecp_status ufsecp_ecdh(unsigned char out32[32], const ufsecp_pubkey *pk, const unsigned char seckey[32]);
/** The shared point's x-coordinate, unhashed. */
UFSECP_API ufsecp_status ufsecp_ecdh_x(unsigned char out32[32], const ufsecp_pubkey *pk, const unsigned char seckey[32]);

/* ---- batch verification ---------------------------------------------------------- */
/**
 * BIP-340 batch verification of n signatures: entry i is (sigs64[i], msgs[i] of msg_lens[i]
 * bytes, xonly32[i]). Returns UFSECP_OK only if every entry verifies, UFSECP_ERR_VERIFY_FAILED
 * if at least one does not (for any reason: bad encoding, key that is not an x-coordinate, or
 * a signature that fails), UFSECP_ERR_NULL_ARG for a NULL array or entry (msgs[i] may be NULL
 * when msg_lens[i] is 0; valid is then left untouched). n = 0 returns UFSECP_OK.
 * valid (n bytes, may be NULL): valid[i] = 1 if entry i verifies, 0 if it does not; these are
 * exactly the results of n calls to ufsecp_schnorr_verify (an entry reported valid because a
 * randomized batch check passed is wrong with probability at most 2^-128, as in BIP-340).
 * The random weights are derived from a hash of the whole batch, so results are reproducible.
 * Uses one thread; see ufsecp_schnorr_verify_batch_mt.
 */
UFSECP_API ufsecp_status ufsecp_schnorr_verify_batch(size_t n, const unsigned char *const sigs64[],
                                                     const unsigned char *const msgs[], const size_t msg_lens[],
                                                     const unsigned char *const xonly32[],
                                                     unsigned char *valid /* n bytes, may be NULL */);
/**
 * ECDSA batch verification of n signatures: entry i is (compact sigs64[i], msgs32[i],
 * *pubkeys[i]). Same return values and valid[] semantics as ufsecp_schnorr_verify_batch; the
 * per-entry results equal ufsecp_ecdsa_verify's (high-S signatures, r or s >= n and keys that
 * do not load are invalid entries). Deterministic (no randomness is involved).
 */
UFSECP_API ufsecp_status ufsecp_ecdsa_verify_batch(size_t n, const unsigned char *const sigs64[],
                                                   const unsigned char *const msgs32[],
                                                   const ufsecp_pubkey *const pubkeys[],
                                                   unsigned char *valid /* n bytes, may be NULL */);
/**
 * The same two functions spreading the work over `threads` threads (0 or 1: the calling
 * thread only). The results do not depend on the thread count. No global state: concurrent
 * calls are safe.
 */
UFSECP_API ufsecp_status ufsecp_schnorr_verify_batch_mt(size_t n, const unsigned char *const sigs64[],
                                                        const unsigned char *const msgs[], const size_t msg_lens[],
                                                        const unsigned char *const xonly32[], unsigned char *valid,
                                                        unsigned threads);
UFSECP_API ufsecp_status ufsecp_ecdsa_verify_batch_mt(size_t n, const unsigned char *const sigs64[],
                                                      const unsigned char *const msgs32[],
                                                      const ufsecp_pubkey *const pubkeys[], unsigned char *valid,
                                                      unsigned threads);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_H */
