/*
 * ufsecp — BIP-32 hierarchical deterministic keys (C99). The contract of ufsecp.h applies
 * (statuses, outputs untouched on error, NULL checks, aliasing, size queries).
 *
 * ---- The extended-key object --------------------------------------------------------------
 * ufsecp_bip32_key (112 bytes, opaque) holds a private or a public extended key: depth,
 * parent fingerprint, child number, chain code and the key. Only the functions below write
 * one; every function that takes one checks it first (a type byte, zero padding and a 4-byte
 * SHA-256 check over the contents, the secret key's range, the point on the curve) and
 * rejects a zeroed, corrupted or hand-made object with UFSECP_ERR_BAD_EXTKEY.
 * Secrets: a private extended key holds the secret key and the chain code; wipe the object
 * when done (see ufsecp.h). Its chain code is secret too (with a child secret key it gives
 * the parent's): ufsecp_bip32_chain_code hands it out, treat it like the key.
 *
 * ---- Constant time ----------------------------------------------------------------------
 * ufsecp_bip32_master and the derivation of private children (hardened and normal, single
 * indices, index lists and paths) run in time independent of the seed, secret keys and chain
 * codes; only the "invalid child" verdict and the public keys are public. Derivation from a
 * public key is variable time (public inputs). Serialization and parsing are variable time in
 * the Base58 digits (the string of a private key is itself a secret; handle it accordingly).
 *
 * ---- Invalid children ---------------------------------------------------------------------
 * UFSECP_ERR_INVALID_CHILD (I_L >= n, or a zero key / the point at infinity; probability below
 * 2^-127 per index): BIP-32 says to proceed with the next index; that is the caller's choice,
 * nothing here skips silently. A path stops at the first such index.
 *
 * ---- Versions ---------------------------------------------------------------------------
 * ufsecp_bip32_serialize writes any 4-byte version the caller gives; it refuses (BAD_VERSION)
 * only a built-in version of the other key type (UFSECP_BIP32_XPUB for a private key,
 * UFSECP_BIP32_XPRV for a public one, same for tprv/tpub). ufsecp_bip32_parse accepts the
 * built-in versions (xprv/xpub, tprv/tpub) and tells which one it was; for any other
 * network, ufsecp_bip32_parse_versioned takes the expected (private, public) pair. A version
 * outside the accepted ones, or one whose type does not match the key byte (a private version
 * with 02/03, a public one with 00), is UFSECP_ERR_BAD_VERSION.
 *
 * ---- Paths ------------------------------------------------------------------------------
 *   path      = "m" *( "/" component ) / component *( "/" component )
 *   component = index [ "'" / "h" / "H" ]        (the mark: hardened, index + 2^31)
 *   index     = "0" / ( "1".."9" *DIGIT )          (decimal, no leading zeros, below 2^31)
 * The leading "m" is optional and names the key the path is applied to (not necessarily a
 * master key); "m" alone is the empty path (the key itself). Rejected with
 * UFSECP_ERR_BAD_PATH: the empty string, a leading or trailing '/', empty parts, signs,
 * spaces, leading zeros, "M", indices of 2^31 and more written as numbers (with or without a
 * mark) and overflow.
 */
#ifndef UFSECP_UFSECP_BIP32_H
#define UFSECP_UFSECP_BIP32_H

#include <stdint.h>

#include "ufsecp/ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Opaque private or public extended key (see above). */
typedef struct { unsigned char data[112]; } ufsecp_bip32_key;

/** What an extended key says about itself (ufsecp_bip32_get_info). */
typedef struct {
    unsigned char fingerprint[4];        /**< first 4 bytes of HASH160(compressed public key) */
    unsigned char parent_fingerprint[4]; /**< the parent's fingerprint; zeros for a master key */
    uint32_t child_number;               /**< index this key was derived at (>= 2^31: hardened); 0 for a master key */
    unsigned int depth;                  /**< 0 for a master key, up to 255 */
    int is_private;                      /**< 1: private extended key; 0: public */
} ufsecp_bip32_info;

#define UFSECP_BIP32_HARDENED 0x80000000u
/* BIP-32's version bytes. */
#define UFSECP_BIP32_XPRV 0x0488ADE4u
#define UFSECP_BIP32_XPUB 0x0488B21Eu
#define UFSECP_BIP32_TPRV 0x04358394u
#define UFSECP_BIP32_TPUB 0x043587CFu
/* Capacity that holds any serialized extended key with its NUL (111 characters with the
 * built-in versions; up to 112 with others). */
#define UFSECP_BIP32_SERIALIZED_SIZE 113

/** Master key from a seed of 16..64 bytes (UFSECP_ERR_BAD_LENGTH otherwise). A seed whose
 * I_L is 0 or >= n gives no master key: UFSECP_ERR_BAD_SECKEY (probability below 2^-127). */
UFSECP_API ufsecp_status ufsecp_bip32_master(ufsecp_bip32_key *out, const unsigned char *seed, size_t seed_len);

/** Child at index (>= UFSECP_BIP32_HARDENED: hardened). A private parent gives a private
 * child, a public parent a public child; hardened from a public parent:
 * UFSECP_ERR_PUBLIC_ONLY. UFSECP_ERR_INVALID_CHILD: see above. UFSECP_ERR_BAD_DEPTH: the
 * parent has depth 255. */
UFSECP_API ufsecp_status ufsecp_bip32_derive(ufsecp_bip32_key *out, const ufsecp_bip32_key *parent, uint32_t index);

/** The key at a path (NUL-terminated text, grammar above) below parent. UFSECP_ERR_BAD_PATH
 * for a malformed path (checked before any derivation); otherwise the errors of
 * ufsecp_bip32_derive for the first index that fails. */
UFSECP_API ufsecp_status ufsecp_bip32_derive_path(ufsecp_bip32_key *out, const ufsecp_bip32_key *parent,
                                                  const char *path);

/** The same for a list of n indices (indices may be NULL when n is 0: out = parent). */
UFSECP_API ufsecp_status ufsecp_bip32_derive_indices(ufsecp_bip32_key *out, const ufsecp_bip32_key *parent,
                                                     const uint32_t *indices, size_t n);

/** The public extended key of key (a public key is copied). */
UFSECP_API ufsecp_status ufsecp_bip32_neuter(ufsecp_bip32_key *out, const ufsecp_bip32_key *key);

/** Base58Check string of key with the given version, NUL-terminated. *out_len: capacity of
 * out in (UFSECP_BIP32_SERIALIZED_SIZE always suffices), the length without the NUL out;
 * UFSECP_ERR_BUFFER_TOO_SMALL sets *out_len to the capacity needed (length + 1).
 * UFSECP_ERR_BAD_VERSION: a built-in version of the other key type (see above). */
UFSECP_API ufsecp_status ufsecp_bip32_serialize(char *out, size_t *out_len, const ufsecp_bip32_key *key,
                                                uint32_t version);

/** Parse a NUL-terminated Base58Check extended key with a built-in version (xprv, xpub,
 * tprv, tpub); *version (may be NULL) receives it. Statuses, in the order checked:
 * UFSECP_ERR_BAD_ENCODING (a character outside Base58), UFSECP_ERR_BAD_LENGTH (not 78
 * bytes), UFSECP_ERR_BAD_CHECKSUM, UFSECP_ERR_BAD_VERSION (unknown version, or a mismatch
 * with the key byte), UFSECP_ERR_BAD_SECKEY (private version: key byte other than 00/02/03,
 * or key 0 or >= n), UFSECP_ERR_BAD_PUBKEY (public version: key byte other than 00/02/03, or
 * x not on the curve), UFSECP_ERR_BAD_DEPTH (depth 0 with a non-zero parent fingerprint or
 * child number; checked before the key's value). */
UFSECP_API ufsecp_status ufsecp_bip32_parse(ufsecp_bip32_key *out, uint32_t *version /* may be NULL */,
                                            const char *base58);

/** The same for one given version pair (any network): the string's version must be
 * version_private or version_public (UFSECP_ERR_BAD_ARG when the two are equal). */
UFSECP_API ufsecp_status ufsecp_bip32_parse_versioned(ufsecp_bip32_key *out, const char *base58,
                                                      uint32_t version_private, uint32_t version_public);

/** A depth-0 public extended key (parent fingerprint and child number 0) from a public key
 * and a chain code: e.g. BIP-328's xpub of a MuSig2 aggregate key, whose chain code is
 * SHA-256("MuSig2MuSig2MuSig2"). UFSECP_ERR_BAD_PUBKEY for an invalid pubkey object. */
UFSECP_API ufsecp_status ufsecp_bip32_from_pubkey(ufsecp_bip32_key *out, const ufsecp_pubkey *pubkey,
                                                  const unsigned char chain_code[32]);

/** The secret key of a private extended key; UFSECP_ERR_PUBLIC_ONLY for a public one. */
UFSECP_API ufsecp_status ufsecp_bip32_seckey(unsigned char seckey[32], const ufsecp_bip32_key *key);

/** The public key (of either kind). */
UFSECP_API ufsecp_status ufsecp_bip32_pubkey(ufsecp_pubkey *out, const ufsecp_bip32_key *key);

/** Fingerprint, parent fingerprint, child number, depth and kind. */
UFSECP_API ufsecp_status ufsecp_bip32_get_info(ufsecp_bip32_info *out, const ufsecp_bip32_key *key);

/** The chain code (secret for a private key: see above). */
UFSECP_API ufsecp_status ufsecp_bip32_chain_code(unsigned char chain_code[32], const ufsecp_bip32_key *key);

/** Parse a path (NUL-terminated, grammar above) into indices (hardened ones with
 * UFSECP_BIP32_HARDENED set). *n: capacity of indices in, the number of components out
 * ("m": 0). UFSECP_ERR_BUFFER_TOO_SMALL sets *n to the number needed (indices may be NULL
 * when *n is 0: a size query). UFSECP_ERR_BAD_PATH: see above. */
UFSECP_API ufsecp_status ufsecp_bip32_parse_path(uint32_t *indices, size_t *n, const char *path);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_BIP32_H */
