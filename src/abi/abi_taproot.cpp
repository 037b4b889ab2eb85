// ufsecp — C ABI: Taproot (include/ufsecp/ufsecp_taproot.h). Outputs are written only after
// everything has succeeded; secret copies are wiped.
#include <cstring>

#include "abi/abi_util.hpp"
#include "taproot/sighash.hpp"
#include "taproot/taproot.hpp"
#include "ufsecp/ufsecp_taproot.h"

using namespace ufsecp;
using namespace ufsecp::taproot;

namespace {

ufsecp_status to_status(TrStatus s) {
    switch (s) {
        case TrStatus::ok: return UFSECP_OK;
        case TrStatus::bad_seckey: return UFSECP_ERR_BAD_SECKEY;
        case TrStatus::bad_pubkey: return UFSECP_ERR_BAD_PUBKEY;
        case TrStatus::bad_tweak: return UFSECP_ERR_BAD_TWEAK;
        case TrStatus::bad_leaf_version: return UFSECP_ERR_BAD_LEAF_VERSION;
        case TrStatus::bad_taptree: return UFSECP_ERR_BAD_TAPTREE;
        case TrStatus::bad_length: return UFSECP_ERR_BAD_LENGTH;
        case TrStatus::bad_arg: return UFSECP_ERR_BAD_ARG;
        case TrStatus::verify_failed: return UFSECP_ERR_VERIFY_FAILED;
    }
    return UFSECP_ERR_BAD_ARG;
}

ufsecp_status to_status(SighashStatus s) {
    switch (s) {
        case SighashStatus::ok: return UFSECP_OK;
        case SighashStatus::bad_tx: return UFSECP_ERR_BAD_TX;
        case SighashStatus::bad_hashtype: return UFSECP_ERR_BAD_HASHTYPE;
        case SighashStatus::bad_arg: return UFSECP_ERR_BAD_ARG;
        case SighashStatus::cache_mismatch: return UFSECP_ERR_BAD_ARG;
    }
    return UFSECP_ERR_BAD_ARG;
}

// The shared body of ufsecp_taproot_sighash and ufsecp_taproot_sigmsg: the cache (given or
// made here), then the message and hash. Nothing is written to the caller's memory here.
ufsecp_status sighash_common(unsigned char sighash32[32], unsigned char* msg, std::size_t cap, std::size_t* msg_len,
                             const ufsecp_taproot_sighash_cache* cache, const unsigned char* tx, size_t tx_len,
                             const unsigned char* spent, size_t spent_len, size_t input_index, unsigned hash_type,
                             const unsigned char* annex, size_t annex_len, const unsigned char* leaf_hash32,
                             uint32_t codesep_pos) {
    SighashCache c;
    if (cache) {
        if (!sighash_cache_load(c, cache->data)) return UFSECP_ERR_BAD_ARG;
    } else {
        const SighashStatus st = sighash_cache_init(c, tx, tx_len, spent, spent_len);
        if (st != SighashStatus::ok) return to_status(st);
    }
    SpendParams sp;
    sp.input_index = input_index;
    sp.hash_type = hash_type;
    sp.annex = annex;
    sp.annex_len = annex ? annex_len : 0;
    sp.leaf_hash = leaf_hash32;
    sp.codesep_pos = codesep_pos;
    return to_status(sigmsg_build(sighash32, msg, cap, msg_len, c, tx, tx_len, spent, spent_len, sp));
}

}  // namespace

extern "C" {

// ---- keys ---------------------------------------------------------------------------------

ufsecp_status ufsecp_taproot_output_key(unsigned char out32[32], int* parity, const unsigned char internal32[32],
                                        const unsigned char* merkle_root32) {
    UFSECP_ARG_NONNULL(out32, internal32);
    unsigned char q[32];
    int par = 0;
    const TrStatus st = taproot_output_key(q, &par, internal32, merkle_root32);
    if (st != TrStatus::ok) return to_status(st);
    std::memcpy(out32, q, 32);
    if (parity) *parity = par;
    return UFSECP_OK;
}

ufsecp_status ufsecp_taproot_tweak_seckey(unsigned char out32[32], const unsigned char seckey[32],
                                          const unsigned char* merkle_root32) {
    UFSECP_ARG_NONNULL(out32, seckey);
    unsigned char tmp[32];
    const TrStatus st = taproot_tweak_seckey(tmp, seckey, merkle_root32);
    if (st == TrStatus::ok) std::memcpy(out32, tmp, 32);
    secure_wipe(tmp, sizeof(tmp));
    return to_status(st);
}

ufsecp_status ufsecp_taproot_keypair_tweak(ufsecp_keypair* kp, const unsigned char* merkle_root32) {
    UFSECP_ARG_NONNULL(kp);
    Keypair k;
    if (!declassified(keypair_load(k, kp->data))) {
        keypair_clear(k);
        return UFSECP_ERR_BAD_KEYPAIR;
    }
    const TrStatus st = taproot_keypair_tweak(k, merkle_root32);
    if (st == TrStatus::ok) keypair_save(kp->data, k);
    keypair_clear(k);
    return st == TrStatus::bad_seckey ? UFSECP_ERR_BAD_KEYPAIR : to_status(st);
}

// ---- script trees and control blocks --------------------------------------------------------

ufsecp_status ufsecp_taproot_leaf_hash(unsigned char out32[32], unsigned int leaf_version, const unsigned char* script,
                                       size_t script_len) {
    UFSECP_ARG_NONNULL(out32);
    if (script == nullptr && script_len != 0) return UFSECP_ERR_NULL_ARG;
    if (!leaf_version_valid(leaf_version)) return UFSECP_ERR_BAD_LEAF_VERSION;
    unsigned char h[32];
    tap_leaf_hash(h, leaf_version, script, script_len);
    std::memcpy(out32, h, 32);
    return UFSECP_OK;
}

ufsecp_status ufsecp_taproot_branch_hash(unsigned char out32[32], const unsigned char a32[32],
                                         const unsigned char b32[32]) {
    UFSECP_ARG_NONNULL(out32, a32, b32);
    unsigned char h[32];
    tap_branch_hash(h, a32, b32);
    std::memcpy(out32, h, 32);
    return UFSECP_OK;
}

ufsecp_status ufsecp_taproot_tree_root(unsigned char root32[32], size_t* n_leaves, const unsigned char* tree,
                                       size_t tree_len) {
    UFSECP_ARG_NONNULL(root32, tree);
    TreeResult r;
    const TrStatus st = tree_compute(r, tree, tree_len, SIZE_MAX);
    if (st != TrStatus::ok) return to_status(st);
    std::memcpy(root32, r.root, 32);
    if (n_leaves) *n_leaves = r.n_leaves;
    return UFSECP_OK;
}

ufsecp_status ufsecp_taproot_control_block(unsigned char* out, size_t* out_len, const unsigned char internal32[32],
                                           const unsigned char* tree, size_t tree_len, size_t leaf_index) {
    UFSECP_ARG_NONNULL(out_len, internal32, tree);
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    // control_block_build writes out only when it fits (*out_len in: capacity), and only
    // after every check passed: out untouched on every error, no 4 KiB copy on the stack.
    size_t len = out == nullptr ? 0 : *out_len;
    const TrStatus st = control_block_build(out, &len, internal32, tree, tree_len, leaf_index);
    if (st != TrStatus::ok) return to_status(st);
    if (*out_len < len) {
        *out_len = len;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    *out_len = len;
    return UFSECP_OK;
}

ufsecp_status ufsecp_taproot_control_block_verify(const unsigned char output32[32], const unsigned char* script,
                                                  size_t script_len, const unsigned char* cb, size_t cb_len) {
    UFSECP_ARG_NONNULL(output32, cb);
    if (script == nullptr && script_len != 0) return UFSECP_ERR_NULL_ARG;
    return to_status(control_block_verify(output32, script, script_len, cb, cb_len));
}

// ---- the signature hash ---------------------------------------------------------------------

ufsecp_status ufsecp_taproot_sighash_cache_init(ufsecp_taproot_sighash_cache* out, const unsigned char* tx,
                                                size_t tx_len, const unsigned char* spent, size_t spent_len) {
    UFSECP_ARG_NONNULL(out, tx, spent);
    SighashCache c;
    const SighashStatus st = sighash_cache_init(c, tx, tx_len, spent, spent_len);
    if (st != SighashStatus::ok) return to_status(st);
    sighash_cache_save(out->data, c);
    return UFSECP_OK;
}

ufsecp_status ufsecp_taproot_sighash(unsigned char sighash32[32], const ufsecp_taproot_sighash_cache* cache,
                                     const unsigned char* tx, size_t tx_len, const unsigned char* spent,
                                     size_t spent_len, size_t input_index, unsigned int hash_type,
                                     const unsigned char* annex, size_t annex_len, const unsigned char* leaf_hash32,
                                     uint32_t codesep_pos) {
    UFSECP_ARG_NONNULL(sighash32, tx, spent);
    unsigned char h[32];
    size_t len = 0;
    const ufsecp_status st = sighash_common(h, nullptr, 0, &len, cache, tx, tx_len, spent, spent_len, input_index,
                                            hash_type, annex, annex_len, leaf_hash32, codesep_pos);
    if (st == UFSECP_OK) std::memcpy(sighash32, h, 32);
    return st;
}

ufsecp_status ufsecp_taproot_sigmsg(unsigned char* out, size_t* out_len, const ufsecp_taproot_sighash_cache* cache,
                                    const unsigned char* tx, size_t tx_len, const unsigned char* spent,
                                    size_t spent_len, size_t input_index, unsigned int hash_type,
                                    const unsigned char* annex, size_t annex_len, const unsigned char* leaf_hash32,
                                    uint32_t codesep_pos) {
    UFSECP_ARG_NONNULL(out_len, tx, spent);
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    // First the length (and every error), writing nothing; then the message itself, which
    // is written only when it fits.
    unsigned char h[32];
    size_t need = 0;
    ufsecp_status st = sighash_common(h, nullptr, 0, &need, cache, tx, tx_len, spent, spent_len, input_index,
                                      hash_type, annex, annex_len, leaf_hash32, codesep_pos);
    if (st != UFSECP_OK) return st;
    if (*out_len < need) {
        *out_len = need;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    // out may alias the inputs (the contract): build into a local buffer when it is small
    // enough, which it always is for P2TR spends; else write directly (inputs read first
    // would need a copy: a longer message only arises from a long spent scriptPubKey, and
    // then out must not overlap the inputs).
    unsigned char local[512];
    if (need <= sizeof local) {
        st = sighash_common(h, local, sizeof local, &need, cache, tx, tx_len, spent, spent_len, input_index, hash_type,
                            annex, annex_len, leaf_hash32, codesep_pos);
        if (st == UFSECP_OK) std::memcpy(out, local, need);
    } else {
        st = sighash_common(h, out, *out_len, &need, cache, tx, tx_len, spent, spent_len, input_index, hash_type,
                            annex, annex_len, leaf_hash32, codesep_pos);
    }
    if (st == UFSECP_OK) *out_len = need;
    return st;
}

}  // extern "C"
