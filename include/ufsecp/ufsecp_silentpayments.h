/*
 * ufsecp — BIP-352 silent payments: the sender's outputs, the recipient's public tweak data,
 * scanning (one transaction, or many with one scan key over several threads), labels, light
 * clients, and sp1.../tsp1... addresses. Roles as in libsecp256k1's silentpayments module.
 *
 * The contract of ufsecp.h applies (status codes, outputs untouched on every error, NULL
 * arguments). Context-free. The sender, the scanners and ufsecp_sp_labels_sort may allocate
 * (UFSECP_ERR_NO_MEMORY, outputs untouched); the batch scanner may start threads.
 *
 * What the caller does, what the library does. The caller parses transactions and extracts,
 * per BIP-352's "Inputs For Shared Secret Derivation", the public keys of the eligible
 * inputs: for P2TR the 32-byte x-only output key from the scriptPubKey (skipping script-path
 * spends whose control block has the NUMS point H as internal key); for P2WPKH and
 * P2SH-P2WPKH the last witness item; for P2PKH the last 33-byte push of the scriptSig that
 * hashes to the scriptPubKey's key hash. Only 33-byte compressed keys count (uncompressed
 * ones are skipped by the caller). Transactions spending a SegWit version > 1 output are not
 * eligible. The caller also passes the outpoints (36 bytes each: the txid in its serialized
 * byte order, i.e. reversed from the usual hex display, then vout as 4 little-endian bytes)
 * and the 32-byte x-only keys of the transaction's taproot outputs. The library does the
 * rest: the smallest outpoint, the key sums (negating a taproot input's secret key when its
 * public key has odd y), input_hash, the ECDH, t_k, the k-indexed outputs, labels, K_max.
 *
 * Secrets: b_scan (scan_seckey), the senders' input secret keys, and the shared secret of
 * ufsecp_sp_shared_secret (SECRET: whoever knows it can link the outputs to the recipient).
 * They are handled in constant time and every copy is wiped. As in libsecp256k1, the hashes
 * t_k and the label tweaks are treated as public. b_spend never enters the library: spend a
 * found output with d = b_spend + tweak32 (ufsecp_seckey_tweak_add).
 *
 * Keys: B_scan, B_spend, B_m are ufsecp_pubkey objects (ufsecp_pubkey_parse). The public tweak
 * data of a transaction (input_hash * A, what index servers give light clients) is 33 bytes
 * compressed. Outputs are 32-byte x-only keys.
 *
 * Statuses specific to this header: UFSECP_ERR_SP_TOO_MANY_RECIPIENTS (sender: a group of
 * more than UFSECP_SP_KMAX recipients with one scan key). Others as listed per function:
 * UFSECP_ERR_INFINITY when the input keys sum to zero (no silent payment possible: the
 * sender fails, the recipient skips the transaction), UFSECP_ERR_BAD_TWEAK when input_hash or
 * t_k is 0 or >= n (probability about 2^-128).
 */
#ifndef UFSECP_UFSECP_SILENTPAYMENTS_H
#define UFSECP_UFSECP_SILENTPAYMENTS_H

#include <stdint.h>

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

/** BIP-352's K_max: the most outputs per recipient group, and per scan (k < K_max). */
#define UFSECP_SP_KMAX 2323
/** Characters of a version-0 address without the NUL: 116 ("sp"), 117 ("tsp"). The longest
 *  address (any version) is 1023 characters. */
#define UFSECP_SP_ADDRESS_MAX 1023

/** A recipient of the sender: B_scan and B_m (B_spend, or B_spend + label*G). */
typedef struct {
    ufsecp_pubkey scan;
    ufsecp_pubkey spend;
} ufsecp_sp_recipient;

/** A label: the point label*G (33 bytes compressed) and its tweak label =
 *  hash_BIP0352/Label(b_scan || ser_32(m)). Tables of labels are sorted by point33 (memcmp
 *  order; ufsecp_sp_labels_sort) without duplicates. */
typedef struct {
    unsigned char point33[33];
    unsigned char tweak32[32];
} ufsecp_sp_label;

/** A label lookup by the caller: the tweak (32 bytes, valid until the scan returns) of the
 *  label whose point is label33, or NULL. Must be thread-safe for the batch scanner with
 *  threads > 1. */
typedef const unsigned char *(*ufsecp_sp_label_lookup)(const unsigned char label33[33], void *ctx);

/** An output found by scanning. */
typedef struct {
    uint32_t output_index;     /**< index in the transaction's outputs as passed */
    uint32_t k;                /**< BIP-352's k */
    unsigned char tweak32[32]; /**< t_k (+ the label's tweak): its secret key is b_spend + tweak32 mod n */
    unsigned char label33[33]; /**< the label point when has_label, else zeros */
    unsigned char has_label;   /**< 1: found through a label; 0: B_spend itself */
} ufsecp_sp_found;

/** One transaction for the batch scanner. outputs32 may be NULL when n_outputs is 0. */
typedef struct {
    const unsigned char *public_data33; /**< the transaction's public tweak data */
    const unsigned char *outputs32;     /**< n_outputs x-only taproot output keys, 32 bytes each */
    size_t n_outputs;
} ufsecp_sp_tx;

/* ---- outpoints, public data ---------------------------------------------------------------- */
/** out36 = the smallest of the n (>= 1) outpoints (36 bytes each, contiguous), byte by byte.
 *  Errors: BAD_LENGTH (n = 0). */
UFSECP_API ufsecp_status ufsecp_sp_smallest_outpoint(unsigned char out36[36], const unsigned char *outpoints36,
                                                     size_t n);

/**
 * The public tweak data input_hash * A of a transaction, A = the sum of its eligible input
 * keys: n_xonly x-only keys (P2TR, 32 bytes each) and n_plain compressed keys (33 bytes
 * each); smallest_outpoint36 from ufsecp_sp_smallest_outpoint. Either array may be NULL when
 * its count is 0. Errors: BAD_PUBKEY (a key that does not parse), INFINITY (no key, or A is
 * the point at infinity: skip the transaction), BAD_TWEAK.
 */
UFSECP_API ufsecp_status ufsecp_sp_public_data(unsigned char out33[33], const unsigned char smallest_outpoint36[36],
                                               const unsigned char *xonly32s, size_t n_xonly,
                                               const unsigned char *plain33s, size_t n_plain);

/* ---- sender --------------------------------------------------------------------------------- */
/**
 * The outputs for n >= 1 recipients: outputs32[32*i..] = the x-only key of recipients[i]'s
 * output (its scriptPubKey is 0x51 0x20 || key). Recipients with the same B_scan form a group
 * whose k counts them in the order of the array; give a recipient several times for several
 * outputs. Input secret keys: n_tr of taproot inputs (negated internally when their public
 * key has odd y) and n_plain of the others, 32 bytes each, contiguous; SECRET, constant time.
 * Errors: BAD_LENGTH (n = 0), BAD_PUBKEY (a recipient key not a valid object), BAD_SECKEY
 * (an input key 0 or >= n), INFINITY (no key, or the keys sum to 0), BAD_TWEAK,
 * SP_TOO_MANY_RECIPIENTS, NO_MEMORY.
 */
UFSECP_API ufsecp_status ufsecp_sp_create_outputs(unsigned char *outputs32, const ufsecp_sp_recipient *recipients,
                                                  size_t n, const unsigned char smallest_outpoint36[36],
                                                  const unsigned char *tr_seckeys32, size_t n_tr,
                                                  const unsigned char *plain_seckeys32, size_t n_plain);

/* ---- recipient: keys, labels, addresses ----------------------------------------------------- */
/** The label m of a scan key (m = 0 is the change label): tweak and point. SECRET input:
 *  scan_seckey (constant time). Errors: BAD_SECKEY. */
UFSECP_API ufsecp_status ufsecp_sp_create_label(ufsecp_sp_label *out, const unsigned char scan_seckey[32],
                                                uint32_t m);
/** B_m = B_spend + label*G (label point33 from ufsecp_sp_create_label). Errors: BAD_PUBKEY
 *  (spend not a valid object, point33 not a compressed point), INFINITY. */
UFSECP_API ufsecp_status ufsecp_sp_labeled_spend_pubkey(ufsecp_pubkey *out, const ufsecp_pubkey *spend,
                                                        const unsigned char label_point33[33]);
/** Sorts a label table in place for the scanners. Errors: BAD_ARG (two labels with the same
 *  point; the table is then unchanged). labels may be NULL when n is 0. */
UFSECP_API ufsecp_status ufsecp_sp_labels_sort(ufsecp_sp_label *labels, size_t n);

/** The version-0 address of (B_scan, B_m): hrp "sp", or "tsp" when testnet (exactly 0 or 1,
 *  else BAD_ARG). *out_len: capacity in (including the NUL: 117 / 118 bytes), length out
 *  (without the NUL); BUFFER_TOO_SMALL writes only *out_len (the capacity needed); out may be
 *  NULL with *out_len = 0 (a size query). */
UFSECP_API ufsecp_status ufsecp_sp_address_encode(char *out, size_t *out_len, const ufsecp_pubkey *scan,
                                                  const ufsecp_pubkey *spend, int testnet);
/** Decodes an address of len characters (bech32m, at most 1023, all lowercase or all
 *  uppercase): B_scan, B_m, *testnet (0: "sp", 1: "tsp") and *version (may be NULL).
 *  Version 0 carries exactly 66 bytes; versions 1..30 at least 66 (the first 66 are read,
 *  BIP-352's forward compatibility). Errors: BAD_HRP (no separator, bad or unknown hrp),
 *  BAD_ENCODING (a character outside the alphabet), MIXED_CASE, BAD_CHECKSUM,
 *  BAD_CHECKSUM_VARIANT (bech32, not bech32m), BAD_LENGTH (too long, data of the wrong
 *  length or padding), BAD_VERSION (31), BAD_PUBKEY (a key that is not a point). */
UFSECP_API ufsecp_status ufsecp_sp_address_decode(ufsecp_pubkey *scan, ufsecp_pubkey *spend, int *testnet,
                                                  unsigned *version /* may be NULL */, const char *addr,
                                                  size_t len);

/* ---- recipient: scanning -------------------------------------------------------------------- */
/**
 * Labels for the scanners: a sorted table (labels, n_labels; from ufsecp_sp_create_label and
 * ufsecp_sp_labels_sort) or a lookup callback (lookup, lookup_ctx), not both (BAD_ARG). No
 * labels at all: labels NULL, n_labels 0, lookup NULL. BIP-352 says to always scan for the
 * change label m = 0: put it in the table. An unsorted table is BAD_ARG.
 *
 * Scans one transaction: found[0..*n_found) (room for n_outputs entries; NULL when
 * n_outputs is 0) in the order BIP-352's loop finds them. SECRET: scan_seckey (the ECDH
 * is constant time). Errors: BAD_SECKEY, BAD_PUBKEY (spend or public_data33 invalid),
 * BAD_ARG (labels), BAD_TWEAK, NO_MEMORY. Outputs that are not valid x-only keys never match.
 */
UFSECP_API ufsecp_status ufsecp_sp_scan(ufsecp_sp_found *found, size_t *n_found, const unsigned char scan_seckey[32],
                                        const ufsecp_pubkey *spend, const unsigned char public_data33[33],
                                        const unsigned char *outputs32, size_t n_outputs,
                                        const ufsecp_sp_label *labels, size_t n_labels,
                                        ufsecp_sp_label_lookup lookup, void *lookup_ctx);

/**
 * Scans n_tx transactions with one scan key, on `threads` threads (>= 1; the calling thread
 * is one of them). Transaction i's results are found[off_i .. off_i + n_found[i]), off_i =
 * the sum of txs[j].n_outputs for j < i; found_cap (entries) must be at least the sum of
 * all n_outputs (else BUFFER_TOO_SMALL). The results are exactly those of ufsecp_sp_scan on
 * each transaction. Errors as ufsecp_sp_scan for the whole call (BAD_PUBKEY: any
 * transaction's public data), BAD_ARG (threads = 0); outputs untouched on every error.
 * The ECDH point conversions of a chunk of transactions share one inversion, and so do the
 * candidate outputs and the label differences.
 */
UFSECP_API ufsecp_status ufsecp_sp_scan_batch(ufsecp_sp_found *found, size_t found_cap, size_t *n_found,
                                              const unsigned char scan_seckey[32], const ufsecp_pubkey *spend,
                                              const ufsecp_sp_tx *txs, size_t n_tx, const ufsecp_sp_label *labels,
                                              size_t n_labels, ufsecp_sp_label_lookup lookup, void *lookup_ctx,
                                              unsigned threads);

/* ---- light clients -------------------------------------------------------------------------- */
/** The ECDH shared secret b_scan * public_data (33 bytes compressed). SECRET: scan_seckey
 *  and out33. Errors: BAD_SECKEY, BAD_PUBKEY. */
UFSECP_API ufsecp_status ufsecp_sp_shared_secret(unsigned char out33[33], const unsigned char scan_seckey[32],
                                                 const unsigned char public_data33[33]);
/** The x-only output key B_spend + t_k*G for k (a light client compares it with the outputs
 *  a filter matched). Errors: BAD_PUBKEY (shared_secret33 not a compressed point, spend
 *  invalid), BAD_ARG (k >= UFSECP_SP_KMAX), BAD_TWEAK. */
UFSECP_API ufsecp_status ufsecp_sp_output_pubkey(unsigned char out32[32], const unsigned char shared_secret33[33],
                                                 const ufsecp_pubkey *spend, uint32_t k);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_SILENTPAYMENTS_H */
