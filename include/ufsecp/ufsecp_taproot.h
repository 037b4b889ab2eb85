/*
 * ufsecp — Taproot (BIP-341 / BIP-342): output keys, the key-path secret-key tweak, script
 * trees and control blocks, and the signature hash of a serialized transaction.
 *
 * The contract of ufsecp.h applies (status codes, outputs untouched on every error, NULL
 * arguments, aliasing, size queries). Context-free and allocation-free.
 *
 * Secrets: only the secret keys of ufsecp_taproot_tweak_seckey and
 * ufsecp_taproot_keypair_tweak (constant time, copies wiped). Everything else here
 * (x-only keys, Merkle roots, scripts, trees, control blocks, transactions) is public and
 * handled in variable time.
 *
 * Bytes: x-only keys, Merkle roots and hashes are 32 bytes as BIP-341 writes them (tagged
 * hashes: SHA256(SHA256(tag) || SHA256(tag) || data), tags "TapTweak", "TapLeaf",
 * "TapBranch", "TapSighash").
 *
 * Statuses specific to this header:
 *   UFSECP_ERR_BAD_TX           malformed transaction or spent outputs (see "Transactions")
 *   UFSECP_ERR_BAD_HASHTYPE     hash type not 0x00..0x03 / 0x81..0x83, or SIGHASH_SINGLE
 *                               (0x03 / 0x83) for an input without an output of the same index
 *   UFSECP_ERR_BAD_LEAF_VERSION leaf version odd, 0x50 (BIP-341's annex tag) or > 0xFE
 *   UFSECP_ERR_BAD_TAPTREE      malformed script tree encoding (see "Script trees")
 */
#ifndef UFSECP_UFSECP_TAPROOT_H
#define UFSECP_UFSECP_TAPROOT_H

#include <stdint.h>

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- keys ------------------------------------------------------------------------------ */
/**
 * The output key Q = P + t*G, P = lift_x(internal32), t = hash_TapTweak(internal32 ||
 * merkle_root32) (merkle_root32 NULL: no script tree, t = hash_TapTweak(internal32)): out32 =
 * x(Q), *parity = y(Q) mod 2 (needed by control blocks). The scriptPubKey is 0x51 0x20 || out32.
 * Errors: BAD_PUBKEY (internal32 not an x-only key), BAD_TWEAK (t >= n or Q = infinity).
 */
UFSECP_API ufsecp_status ufsecp_taproot_output_key(unsigned char out32[32], int *parity /* may be NULL */,
                                                   const unsigned char internal32[32],
                                                   const unsigned char *merkle_root32 /* NULL: no script tree */);
/**
 * The key-path secret key (BIP-341 taproot_tweak_seckey): d' = (d, or n - d when d*G has an
 * odd y) + t mod n, t = hash_TapTweak(x(d*G) || merkle_root32) as above. Sign with it
 * (ufsecp_keypair_create, ufsecp_schnorr_sign) for the output key of
 * ufsecp_taproot_output_key. SECRET: seckey and out32; constant time. Errors: BAD_SECKEY
 * (0 or >= n), BAD_TWEAK (t >= n or d' = 0).
 */
UFSECP_API ufsecp_status ufsecp_taproot_tweak_seckey(unsigned char out32[32], const unsigned char seckey[32],
                                                     const unsigned char *merkle_root32 /* may be NULL */);
/** The same on a keypair, in place: kp becomes the keypair of (d', Q). Constant time.
 *  Errors: BAD_KEYPAIR (not a created keypair), BAD_TWEAK (kp unchanged). */
UFSECP_API ufsecp_status ufsecp_taproot_keypair_tweak(ufsecp_keypair *kp,
                                                      const unsigned char *merkle_root32 /* may be NULL */);

/* ---- script trees and control blocks ----------------------------------------------------- */
/**
 * Script trees are passed as one byte string in BIP-371's encoding (the value of PSBT's
 * PSBT_OUT_TAP_TREE): the leaves in depth-first order, left to right, each
 *     depth (1 byte, 0..128) || leaf version (1 byte) || compact_size(script length) || script
 * The depths must describe a full binary tree (one leaf alone: depth 0); compact sizes must be
 * minimal. Anything else (empty, truncated, depth > 128, a leaf that cannot be placed,
 * trailing bytes) is UFSECP_ERR_BAD_TAPTREE; a bad leaf version UFSECP_ERR_BAD_LEAF_VERSION.
 * Leaves are numbered 0, 1, ... in that order. Hashing the leaves is the only work: no
 * allocation, no recursion.
 */
/** hash_TapLeaf(leaf_version || compact_size(script_len) || script); 0xC0 is BIP-342's
 *  tapscript. script may be NULL when script_len is 0. BAD_LEAF_VERSION. */
UFSECP_API ufsecp_status ufsecp_taproot_leaf_hash(unsigned char out32[32], unsigned int leaf_version,
                                                  const unsigned char *script, size_t script_len);
/** hash_TapBranch of the two child hashes in lexicographic order (the order of a and b does
 *  not matter). */
UFSECP_API ufsecp_status ufsecp_taproot_branch_hash(unsigned char out32[32], const unsigned char a32[32],
                                                    const unsigned char b32[32]);
/** The Merkle root of a tree; *n_leaves (may be NULL): its number of leaves. */
UFSECP_API ufsecp_status ufsecp_taproot_tree_root(unsigned char root32[32], size_t *n_leaves /* may be NULL */,
                                                  const unsigned char *tree, size_t tree_len);
/**
 * The control block that spends leaf leaf_index of the tree under internal key internal32:
 * (leaf version | parity of Q) || internal32 || the Merkle path (32 bytes per level, leaf to
 * root): 33 + 32m bytes, m = the leaf's depth, at most UFSECP_TAPROOT_CONTROL_BLOCK_MAX.
 * *out_len: capacity in, length out (out may be NULL with *out_len = 0: size query).
 * out must not overlap tree or internal32 (the path is written straight into out).
 * Errors: BAD_TAPTREE, BAD_LEAF_VERSION, BAD_ARG (leaf_index >= number of leaves),
 * BAD_PUBKEY, BAD_TWEAK, BUFFER_TOO_SMALL.
 */
#define UFSECP_TAPROOT_CONTROL_BLOCK_MAX 4129
UFSECP_API ufsecp_status ufsecp_taproot_control_block(unsigned char *out, size_t *out_len,
                                                      const unsigned char internal32[32], const unsigned char *tree,
                                                      size_t tree_len, size_t leaf_index);
/**
 * BIP-341's script-path check: whether control block cb proves that the leaf (cb[0] & 0xFE,
 * script) is committed to by the output key output32 (the 32 bytes after 0x51 0x20), the
 * parity bit cb[0] & 1 included. UFSECP_OK, or VERIFY_FAILED; BAD_LENGTH (cb_len not
 * 33 + 32m, m <= 128), BAD_LEAF_VERSION (cb[0] & 0xFE = 0x50), BAD_PUBKEY (internal key not
 * on the curve), BAD_TWEAK (t >= n). script may be NULL when script_len is 0.
 */
UFSECP_API ufsecp_status ufsecp_taproot_control_block_verify(const unsigned char output32[32],
                                                             const unsigned char *script, size_t script_len,
                                                             const unsigned char *cb, size_t cb_len);

/* ---- transactions and the signature hash --------------------------------------------------- */
/**
 * Transactions: the network serialization, with or without witnesses (BIP-144: marker 0x00,
 * flag exactly 0x01, at least one non-empty witness stack). Rejected as BAD_TX: no input,
 * truncation, trailing bytes, a non-minimal compact size or one above 0x02000000, a count
 * larger than the bytes left could hold. Any number of outputs (0 too); amounts are not
 * range-checked.
 * Spent outputs (spent, spent_len): the outputs the inputs spend, one per input in input
 * order, each amount (8 bytes, little-endian) || compact_size(len) || scriptPubKey, back to
 * back: the transaction-output format (PSBT's witness UTXO). Not exactly one per input, or
 * malformed: BAD_TX.
 *
 * ufsecp_taproot_sighash_cache holds the per-transaction hashes (sha_prevouts, sha_amounts,
 * sha_scriptpubkeys, sha_sequences, sha_outputs) and the transaction's layout: made once by
 * ufsecp_taproot_sighash_cache_init, it lets every input be signed without hashing the
 * transaction again (then each signature hash costs a walk to the input and a few
 * compressions). A plain value of 256 bytes: no allocation, no destroy, copy it freely; it
 * holds no secret. Pass it with the SAME tx and spent bytes it was made from: a cache
 * made from a transaction (or spent outputs) of another length, input count, version or
 * locktime is BAD_ARG, but one that matches on all of those gives a wrong hash (never an
 * out-of-bounds read). Not made by _init (zeroed, corrupted): BAD_ARG.
 */
typedef struct { unsigned char data[256]; } ufsecp_taproot_sighash_cache;
UFSECP_API ufsecp_status ufsecp_taproot_sighash_cache_init(ufsecp_taproot_sighash_cache *out,
                                                           const unsigned char *tx, size_t tx_len,
                                                           const unsigned char *spent, size_t spent_len);
/**
 * The BIP-341 signature hash of input input_index: hash_TapSighash(0x00 || SigMsg(hash_type,
 * ext_flag) [|| ext]), the message of a Schnorr signature (32 bytes) for that input.
 *   cache        from ufsecp_taproot_sighash_cache_init on (tx, spent), or NULL (then it is
 *                computed here: the whole transaction is hashed by this call).
 *   hash_type    0x00 (SIGHASH_DEFAULT), 0x01 ALL, 0x02 NONE, 0x03 SINGLE, each of the last
 *                three | 0x80 (ANYONECANPAY). (Append it to the signature unless it is 0x00.)
 *   annex        NULL: none; else annex_len >= 1 bytes starting with 0x50 (BAD_ARG otherwise).
 *   leaf_hash32  NULL: key-path spend (ext_flag 0); else a script-path spend (ext_flag 1,
 *                BIP-342): the tapleaf hash of the executed script, with codesep_pos (the
 *                position of the last executed OP_CODESEPARATOR, 0xFFFFFFFF for none;
 *                ignored for a key path).
 * Errors: BAD_TX, BAD_HASHTYPE, BAD_ARG (input_index >= number of inputs, annex, cache).
 */
UFSECP_API ufsecp_status ufsecp_taproot_sighash(unsigned char sighash32[32],
                                                const ufsecp_taproot_sighash_cache *cache /* may be NULL */,
                                                const unsigned char *tx, size_t tx_len, const unsigned char *spent,
                                                size_t spent_len, size_t input_index, unsigned int hash_type,
                                                const unsigned char *annex /* may be NULL */, size_t annex_len,
                                                const unsigned char *leaf_hash32 /* may be NULL */,
                                                uint32_t codesep_pos);
/**
 * The bytes ufsecp_taproot_sighash hashes with hash_TapSighash (for tests and debugging): the
 * epoch 0x00, SigMsg, and BIP-342's tapleaf_hash || 0x00 || codesep_pos for a script path
 * (the "sigMsg" of the BIP-341 vectors, epoch included). At most 244 bytes when the input
 * spends a P2TR output (more only with ANYONECANPAY and a longer
 * spent scriptPubKey). *out_len: capacity in, length out (out may be NULL with *out_len = 0:
 * size query). Same arguments and errors as ufsecp_taproot_sighash, and BUFFER_TOO_SMALL.
 * Aliasing: a message longer than 512 bytes (ANYONECANPAY with a spent scriptPubKey of more
 * than about 300 bytes) is written as it is read, so out must not overlap the inputs then.
 */
UFSECP_API ufsecp_status ufsecp_taproot_sigmsg(unsigned char *out, size_t *out_len,
                                               const ufsecp_taproot_sighash_cache *cache /* may be NULL */,
                                               const unsigned char *tx, size_t tx_len, const unsigned char *spent,
                                               size_t spent_len, size_t input_index, unsigned int hash_type,
                                               const unsigned char *annex /* may be NULL */, size_t annex_len,
                                               const unsigned char *leaf_hash32 /* may be NULL */,
                                               uint32_t codesep_pos);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_TAPROOT_H */
