/*
 * ufsecp — the stable C ABI (C99).
 *
 * Context-free: every table is static and read-only, every function is thread-safe
 * and may be called concurrently on distinct outputs. No function throws, aborts or
 * exits: C++ exceptions never cross this interface (resource exhaustion is
 * UFSECP_ERR_NO_MEMORY).
 *
 * ---- The contract (all functions) ------------------------------------------------------
 * Status: every function but ufsecp_status_string and ufsecp_version returns a
 *   ufsecp_status; UFSECP_OK (0) is success. NOTE for libsecp256k1 users: there 1 means
 *   success, here 0 does; every function is marked warn_unused_result, so a dropped status
 *   is a compiler warning (-Wall / -Wunused-result).
 * Outputs on error: left exactly as they were, with two exceptions, both stated where they
 *   apply: UFSECP_ERR_BUFFER_TOO_SMALL writes *out_len (the size needed) and nothing else;
 *   the batch verifiers write valid[] (the per-entry results) on UFSECP_ERR_VERIFY_FAILED.
 *   Nothing is ever half-written.
 * NULL: a NULL pointer where one is required is UFSECP_ERR_NULL_ARG (defined behaviour,
 *   not a crash); optional pointers are marked "may be NULL". For that reason the
 *   declarations carry no nonnull attribute (it would make such a call undefined).
 * Aliasing: every function reads all of its inputs before it writes any output, so an
 *   output buffer may be the same memory as (or overlap) any input of the same call:
 *   tweak a key in place, ufsecp_ecdh(seckey, pk, seckey), ufsecp_schnorr_sign(msg, msg,
 *   64, ...), ufsecp_pubkey_combine(ins[0], ins, n), ... Two outputs of one call must not
 *   overlap each other.
 * Size queries: a function with (out, out_len) takes *out_len as the capacity of out and
 *   sets it to the length written. out may be NULL only when *out_len is 0: that is a size
 *   query, answered with UFSECP_ERR_BUFFER_TOO_SMALL and *out_len = the size needed
 *   (NULL with a non-zero *out_len is UFSECP_ERR_NULL_ARG).
 * Secrets: a ufsecp_keypair (and any secret-key buffer) holds the secret key; wipe it
 *   when done with a write the compiler cannot drop (explicit_bzero, memset_s,
 *   SecureZeroMemory, or a loop through a volatile pointer), not a plain memset.
 *   A wiped (zeroed) keypair is rejected with UFSECP_ERR_BAD_KEYPAIR.
 * Bytes: secret keys, messages, tweaks and x-only keys are 32 big-endian bytes;
 *   signatures are 64 bytes r||s (ECDSA) or R.x||s (BIP-340).
 * Constant time: functions that take a secret key (or keypair) run in time independent
 *   of the secret, including ufsecp_seckey_verify. Verification, parsing and public-key
 *   arithmetic are variable time (their inputs are public).
 * Environment: UFSECP_ECMULT_GEN, UFSECP_SHA256 and UFSECP_LIFT (value "portable"; also
 *   UFSECP_ECMULT_GEN=sse2) force the portable code paths instead of the CPU-specific ones;
 *   read once, at first use; results are the same, only the speed differs.
 *
 * The per-function tables, the batch verifiers' details and a porting guide from
 * libsecp256k1 are in docs/api.md (installed as share/doc/ufsecp/api.md).
 */
#ifndef UFSECP_UFSECP_H
#define UFSECP_UFSECP_H

#include <stddef.h>

/* Version of this header; ufsecp_version() returns the library's (the same string when
 * header and library come from one install). CMake reads the project version from here. */
#define UFSECP_VERSION_MAJOR 0
#define UFSECP_VERSION_MINOR 1
#define UFSECP_VERSION_PATCH 0
#define UFSECP_VERSION_STRING "0.1.0"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#  if defined(UFSECP_BUILDING_SHARED)
#    define UFSECP_EXPORT __declspec(dllexport)
#  elif defined(UFSECP_USING_SHARED)
#    define UFSECP_EXPORT __declspec(dllimport)
#  else
#    define UFSECP_EXPORT
#  endif
#elif defined(__GNUC__) || defined(__clang__)
#  define UFSECP_EXPORT __attribute__((visibility("default")))
#else
#  define UFSECP_EXPORT
#endif

/* Every function's result must be used (libsecp256k1 returns 1 on success, ufsecp 0): a
 * dropped result is a warning. [[nodiscard]] in C++17 and C23, where a (void) cast
 * silences it; GCC's warn_unused_result in older C (not silenced by a cast: assign the
 * status). Empty on other compilers. */
#if defined(__cplusplus) && __cplusplus >= 201703L
#  define UFSECP_WARN_UNUSED [[nodiscard]]
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#  define UFSECP_WARN_UNUSED [[nodiscard]]
#elif defined(__GNUC__) || defined(__clang__)
#  define UFSECP_WARN_UNUSED __attribute__((warn_unused_result))
#else
#  define UFSECP_WARN_UNUSED
#endif

/* Every declaration below starts with UFSECP_API: the result attribute, then the export. */
#define UFSECP_API UFSECP_WARN_UNUSED UFSECP_EXPORT

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
    UFSECP_ERR_RECOVERY_FAILED = 12,  /**< no public key can be recovered from this signature */
    UFSECP_ERR_BAD_ARG = 13,          /**< an integer argument outside the values the function accepts (e.g. a flag) */
    UFSECP_ERR_NO_MEMORY = 14,        /**< out of memory (only the batch verifiers and BIP-39 allocate); outputs untouched */
    /* BIP-32 (ufsecp_bip32.h) */
    UFSECP_ERR_BAD_CHECKSUM = 15,     /**< Base58Check (or Bech32) checksum does not match */
    UFSECP_ERR_BAD_ENCODING = 16,     /**< a character outside the encoding's alphabet (Base58, Bech32) */
    UFSECP_ERR_BAD_VERSION = 17,      /**< unknown extended-key version, or one that does not match the key type; unexpected address version byte */
    UFSECP_ERR_BAD_DEPTH = 18,        /**< depth 0 with a non-zero parent fingerprint or child number; depth > 255 */
    UFSECP_ERR_INVALID_CHILD = 19,    /**< BIP-32 derivation gave I_L >= n or a zero/infinite key: use the next index */
    UFSECP_ERR_BAD_PATH = 20,         /**< derivation path text that does not follow the grammar */
    UFSECP_ERR_PUBLIC_ONLY = 21,      /**< a secret was asked of a public extended key (seckey, hardened child) */
    UFSECP_ERR_BAD_EXTKEY = 22,       /**< extended-key object not written by this library (zeroed, corrupted) */
    /* BIP-39 (ufsecp_bip39.h) */
    UFSECP_ERR_BAD_MNEMONIC_WORD = 23,     /**< a word not in the wordlist, or an empty word (separator first, last or doubled) */
    UFSECP_ERR_BAD_MNEMONIC_CHECKSUM = 24, /**< every word known, but the BIP-39 checksum does not match */
    UFSECP_ERR_BAD_UTF8 = 25,              /**< text that is not valid UTF-8 (overlong, surrogate, > U+10FFFF, truncated) */
    UFSECP_ERR_BAD_WORDLIST = 26,          /**< a caller's wordlist that is not 2048 distinct valid words */
    /* Taproot (ufsecp_taproot.h) */
    UFSECP_ERR_BAD_TX = 27,           /**< malformed transaction or spent outputs */
    UFSECP_ERR_BAD_HASHTYPE = 28,     /**< undefined signature hash type, or SIGHASH_SINGLE without its output */
    UFSECP_ERR_BAD_LEAF_VERSION = 29, /**< Taproot leaf version odd, 0x50 (the annex tag) or > 0xFE */
    UFSECP_ERR_BAD_TAPTREE = 30,      /**< malformed Taproot script tree encoding */
    /* Addresses (ufsecp_address.h); they also use BAD_CHECKSUM (Bech32 too), BAD_ENCODING
     * (Bech32's alphabet too), BAD_VERSION (a Base58 address version byte) and BAD_LENGTH */
    UFSECP_ERR_BAD_HRP = 31,              /**< Bech32 human-readable part missing, invalid, or not the expected one */
    UFSECP_ERR_BAD_WITNESS_VERSION = 32,  /**< witness version outside 0..16 */
    UFSECP_ERR_BAD_PROGRAM = 33,          /**< witness program length not allowed, bad padding, or a script without an address */
    UFSECP_ERR_BAD_CHECKSUM_VARIANT = 34, /**< Bech32 where Bech32m is required (witness v1+) or the reverse (v0) */
    UFSECP_ERR_MIXED_CASE = 35,           /**< a Bech32 string with both lowercase and uppercase letters */
    /* MuSig2 (ufsecp_musig.h) */
    UFSECP_ERR_BAD_SECNONCE = 36,          /**< MuSig2 secret nonce never initialised, already used (signing clears it) or corrupted */
    UFSECP_ERR_SECNONCE_KEY_MISMATCH = 37, /**< the signing key is not the one the secret nonce was generated for */
    UFSECP_ERR_BAD_PUBNONCE = 38,          /**< MuSig2 public nonce malformed (either half not a valid compressed point) */
    UFSECP_ERR_BAD_AGGNONCE = 39,          /**< MuSig2 aggregate nonce malformed (either half not a point or 33 zero bytes) */
    UFSECP_ERR_BAD_PARTIAL_SIG = 40,       /**< MuSig2 partial signature >= n, or an object not written by this library */
    UFSECP_ERR_BAD_KEYAGG_CACHE = 41,      /**< MuSig2 key-aggregation cache not written by ufsecp_musig_pubkey_agg */
    UFSECP_ERR_BAD_SESSION = 42,           /**< MuSig2 session not written by ufsecp_musig_nonce_process */
    UFSECP_ERR_SIGN_SELFCHECK = 43,        /**< a partial signature failed its own verification (computation fault); nothing released */
    UFSECP_ERR_NOT_SIGNER = 44,             /**< the signer's public key is not among the aggregated keys */
    /* Adaptor signatures (ufsecp_adaptor.h) and DLEQ proofs (ufsecp_dleq.h) */
    UFSECP_ERR_BAD_ADAPTOR_SIG = 45,      /**< adaptor signature / pre-signature encoding malformed */
    UFSECP_ERR_ADAPTOR_MISMATCH = 46,     /**< a signature that does not belong to the adaptor (pre-)signature or key */
    UFSECP_ERR_BAD_DLEQ_PROOF = 47,        /**< DLEQ proof encoding malformed (s >= n) */
    /* silent payments (ufsecp_silentpayments.h) */
    UFSECP_ERR_SP_TOO_MANY_RECIPIENTS = 48, /**< more than K_max = 2323 silent-payment recipients share one scan key */
    /* BIP-324 transport (ufsecp_bip324.h) */
    UFSECP_ERR_DECRYPT_FAILED = 49,   /**< a BIP-324 packet whose tag does not match (wrong key, tampered, out of order) */
    UFSECP_ERR_BAD_CIPHER = 50,        /**< BIP-324 cipher object not initialized by ufsecp_bip324_cipher_init (zeroed, cleared, corrupted) */
    /* FROST (ufsecp_frost.h) */
    UFSECP_ERR_FROST_BAD_IDENTIFIER = 51, /**< FROST identifier 0 or >= n, or the same identifier twice in a list */
    UFSECP_ERR_FROST_BAD_NONCE = 52,      /**< FROST secret nonce not made by ufsecp_frost_nonce_gen, already used, or of another suite */
    UFSECP_ERR_FROST_BAD_PUBNONCE = 53,   /**< FROST nonce commitment that is not a valid non-identity point */
    UFSECP_ERR_FROST_SIGNER_MISSING = 54, /**< FROST signer not in the signer list, or listed with other commitments */
    UFSECP_ERR_FROST_BAD_SHARE = 55,      /**< FROST signature share or secret share that fails its check (the culprit is named) */
    UFSECP_ERR_FROST_BAD_KEY_MATERIAL = 56, /**< BIP-445: the public shares do not interpolate to the threshold public key */
    UFSECP_ERR_FROST_BAD_AGGNONCE = 57,    /**< BIP-445: the coordinator's aggregate nonce (or aggothernonce) is invalid */
    UFSECP_ERR_FROST_LIST_LENGTH = 58,     /**< BIP-445: two lists that must have one length do not (psigs and ids, tweaks and is_xonly) */
    /* ElligatorSwift inverse (ufsecp_ellswift.h) */
    UFSECP_ERR_ELLSWIFT_NO_PREIMAGE = 59  /**< XSwiftECInv: this case c has no t for (x, u) (the spec's bottom) */
};

/** The compressed flag of ufsecp_pubkey_serialize: exactly 1 or 0. (libsecp256k1's
 *  SECP256K1_EC_COMPRESSED / _UNCOMPRESSED are other values and are rejected.) */
#define UFSECP_EC_COMPRESSED 1
#define UFSECP_EC_UNCOMPRESSED 0

/** Parsed public key: opaque; create with ufsecp_pubkey_parse / _create. */
typedef struct { unsigned char data[64]; } ufsecp_pubkey;
/** Secret key together with its public key: opaque; create with ufsecp_keypair_create.
 *  It holds the secret key: wipe it when done (see "Secrets" above). */
typedef struct { unsigned char data[96]; } ufsecp_keypair;

/** A static name for a status code ("UFSECP_OK", ...; "unknown status" otherwise). */
UFSECP_API const char *ufsecp_status_string(ufsecp_status s);
/** Library version, "MAJOR.MINOR.PATCH" (compare UFSECP_VERSION_STRING, the header's). */
UFSECP_API const char *ufsecp_version(void);

/* ---- secret keys ---------------------------------------------------------------- */
UFSECP_API ufsecp_status ufsecp_seckey_verify(const unsigned char seckey[32]);
UFSECP_API ufsecp_status ufsecp_seckey_negate(unsigned char seckey[32]);
UFSECP_API ufsecp_status ufsecp_seckey_tweak_add(unsigned char seckey[32], const unsigned char tweak[32]);
UFSECP_API ufsecp_status ufsecp_seckey_tweak_mul(unsigned char seckey[32], const unsigned char tweak[32]);

/* ---- public keys ---------------------------------------------------------------- */
UFSECP_API ufsecp_status ufsecp_pubkey_create(ufsecp_pubkey *out, const unsigned char seckey[32]);
UFSECP_API ufsecp_status ufsecp_pubkey_parse(ufsecp_pubkey *out, const unsigned char *in, size_t in_len);
/**
 * SEC1 encoding: 33 bytes (compressed = UFSECP_EC_COMPRESSED = 1) or 65 bytes
 * (UFSECP_EC_UNCOMPRESSED = 0); any other flag is UFSECP_ERR_BAD_ARG. *out_len: capacity in,
 * length out; BUFFER_TOO_SMALL sets it to the size needed. out may be NULL with *out_len = 0
 * (size query; see "Size queries").
 */
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
/** Minimal DER, 8..72 bytes; out_len as for ufsecp_pubkey_serialize (out may be NULL with
 *  *out_len = 0: size query). */
UFSECP_API ufsecp_status ufsecp_ecdsa_signature_serialize_der(unsigned char *out, size_t *out_len,
                                                              const unsigned char sig64[64]);
UFSECP_API ufsecp_status ufsecp_ecdsa_sign_recoverable(unsigned char sig64[64], int *recid,
                                                       const unsigned char msg32[32], const unsigned char seckey[32],
                                                       const unsigned char *extra32 /* may be NULL */);
UFSECP_API ufsecp_status ufsecp_ecdsa_recover(ufsecp_pubkey *out, const unsigned char sig64[64], int recid,
                                              const unsigned char msg32[32]);

/* ---- Schnorr BIP-340 ------------------------------------------------------------ */
/** BIP-340 signature of msg (any length; msg may be NULL when msg_len is 0). aux32 is the
 *  auxiliary randomness; NULL means 32 zero bytes (deterministic signatures). */
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
 * Uses one thread; see ufsecp_schnorr_verify_batch_mt. May allocate (memory bounded by
 * chunks of 4096 entries): UFSECP_ERR_NO_MEMORY if that fails, valid untouched.
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
 * calls are safe. A thread that cannot be started is not an error: its share runs on the
 * calling thread. Out of memory: UFSECP_ERR_NO_MEMORY, valid untouched.
 */
UFSECP_API ufsecp_status ufsecp_schnorr_verify_batch_mt(size_t n, const unsigned char *const sigs64[],
                                                        const unsigned char *const msgs[], const size_t msg_lens[],
                                                        const unsigned char *const xonly32[], unsigned char *valid,
                                                        unsigned threads);
UFSECP_API ufsecp_status ufsecp_ecdsa_verify_batch_mt(size_t n, const unsigned char *const sigs64[],
                                                      const unsigned char *const msgs32[],
                                                      const ufsecp_pubkey *const pubkeys[], unsigned char *valid,
                                                      unsigned threads);

/* ---- verification with a precomputed key ------------------------------------------ */
/**
 * For a verifier that sees the same public key again and again (a node, a Lightning or Nostr
 * relay, an exchange): ufsecp_pubkey_precompute builds, once, larger tables of the key
 * (odd multiples of P, 2^16 P, 2^32 P, ..., 2^112 P and of lambda times each, affine), so
 * that each verification needs a chain of ~16 point doublings instead of ~128 and fewer
 * additions.
 * The decisions are exactly those of ufsecp_ecdsa_verify / ufsecp_schnorr_verify with the
 * key the object was made from (same statuses, same accepted signatures).
 *
 * Size: UFSECP_PUBKEY_PRECOMPUTED_SIZE bytes (32 KiB of tables and a 128-byte header), in
 * the caller's memory: no allocation, no destroy call, and the object may be copied with
 * memcpy or placed in any memory (no alignment needed). It holds only public data. Its
 * contents are this library's own: not portable between library versions or machines (one
 * with another table layout or byte order rejects it: make it again from the key), so keep
 * the key, not the object, in storage.
 *
 * Cost (docs/benchmarks.md): precomputing costs about three ordinary verifications (~100 us);
 * each verification with the object then costs about half of an ordinary one, so it pays
 * for itself after about 6 verifications with the same key (the crossover that ufsecp-bench
 * prints under its "precompute" rows).
 *
 * Misuse: every verify call checks the object's header (magic, kind, layout version, the
 * stored key on the curve, a checksum over the header, and the first table entry equal to
 * the key) and answers UFSECP_ERR_BAD_PUBKEY for a zeroed, uninitialised, half-written or
 * corrupted header, for an object of the other kind (an x-only object passed, by a cast, to
 * the ECDSA function or the reverse), or with another table layout. The 32 KiB of tables
 * are not checksummed per call (that would cost as much as the precomputation saves): the
 * object must not be written to except by the precompute functions.
 *
 * Batch verification does not take these objects. Schnorr batches fold all signatures into
 * one multi-scalar multiplication whose doublings are shared by the whole batch (and from 64
 * entries Pippenger's buckets, where a table per key is of no use): from a few dozen entries
 * a batch costs less per signature than a precomputed-key verification. An ECDSA batch cannot
 * share its doubling chains: it shares the scalar inversions and the key tables' building,
 * and the object already removes the latter, so with objects a loop of
 * ufsecp_ecdsa_verify_precomputed calls is within ~6% of what a batch could do (the shared
 * inversion) and about twice as fast per signature as ufsecp_ecdsa_verify_batch. Numbers:
 * docs/benchmarks.md.
 */
#define UFSECP_PUBKEY_PRECOMPUTED_SIZE 32896
/** A public key with its tables, for ufsecp_ecdsa_verify_precomputed. Opaque. */
typedef struct { unsigned char data[UFSECP_PUBKEY_PRECOMPUTED_SIZE]; } ufsecp_pubkey_precomputed;
/** An x-only key (BIP-340) with its tables, for ufsecp_schnorr_verify_precomputed. Opaque. */
typedef struct { unsigned char data[UFSECP_PUBKEY_PRECOMPUTED_SIZE]; } ufsecp_xonly_pubkey_precomputed;

/** Builds the object for pk. BAD_PUBKEY if pk is not a valid parsed key (out untouched). */
UFSECP_API ufsecp_status ufsecp_pubkey_precompute(ufsecp_pubkey_precomputed *out, const ufsecp_pubkey *pk);
/** Builds the object for lift_x(xonly32). BAD_PUBKEY if x >= p or x^3 + 7 is not a square
 *  (out untouched): exactly the keys ufsecp_schnorr_verify rejects with BAD_PUBKEY. */
UFSECP_API ufsecp_status ufsecp_xonly_pubkey_precompute(ufsecp_xonly_pubkey_precomputed *out,
                                                        const unsigned char xonly32[32]);
/** ufsecp_ecdsa_verify(sig64, msg32, pk) for the pk of the object: UFSECP_OK,
 *  VERIFY_FAILED (also high S), BAD_SIGNATURE (r or s >= n), BAD_PUBKEY (bad object). */
UFSECP_API ufsecp_status ufsecp_ecdsa_verify_precomputed(const unsigned char sig64[64], const unsigned char msg32[32],
                                                         const ufsecp_pubkey_precomputed *pre);
/** ufsecp_schnorr_verify(sig64, msg, msg_len, xonly32) for the xonly32 of the object (msg may
 *  be NULL when msg_len is 0): UFSECP_OK, VERIFY_FAILED, BAD_SIGNATURE (r >= p or s >= n),
 *  BAD_PUBKEY (bad object). */
UFSECP_API ufsecp_status ufsecp_schnorr_verify_precomputed(const unsigned char sig64[64], const unsigned char *msg,
                                                           size_t msg_len,
                                                           const ufsecp_xonly_pubkey_precomputed *pre);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_H */
