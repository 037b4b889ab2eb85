// ufsecp — the BIP-341 signature message (SigMsg) and signature hash, with the BIP-342
// extension for script-path spends, from a serialized transaction and its spent outputs.
//
// Layer 6 (protocols). Public data only (variable time). No allocation.
//
// ---- Contract -----------------------------------------------------------------------------
//   * tx: a serialization tx_parse accepts (taproot/tx.hpp). spent: the outputs the inputs
//     spend, one per input in input order, each amount (8, LE) || compact(len) || scriptPubKey,
//     back to back (the format of the transaction's own outputs; PSBT's witness UTXO).
//   * SighashCache: the per-transaction part, computed once (sha_prevouts, sha_amounts,
//     sha_scriptpubkeys, sha_sequences, sha_outputs: every byte of the transaction and of
//     the spent outputs is hashed here and never again), plus the layout facts that let a
//     signature hash find input i and output i without a full parse. Used with another
//     transaction than the one it was made from, it gives a meaningless (but memory-safe)
//     result; the cheap checks of sighash_cache_matches catch a different length, counts,
//     version or locktime.
//   * sigmsg_build writes the bytes hashed by hash_TapSighash: the epoch 0x00, then
//     SigMsg(hash_type, ext_flag) and, for a script path (leaf_hash given: ext_flag 1),
//     BIP-342's extension tapleaf_hash || key_version 0x00 || codesep_pos (LE): at most
//     1 + 206 + 37 = 244 bytes when the spent scriptPubKey is P2TR's (35 bytes with its
//     length; BIP-341's sizes assume it; a longer one, possible only with ANYONECANPAY,
//     makes the message longer, as in Bitcoin Core). (The BIP-341 vectors' "sigMsg" is this
//     string, epoch included.) The signature hash is hash_TapSighash of it, hashed as it is
//     written (no message buffer).
#pragma once

#include <cstddef>
#include <cstdint>

#include "taproot/tx.hpp"

namespace ufsecp::taproot {

inline constexpr std::size_t kMaxSigMsg = 244;  // with a P2TR spent output

enum class SighashStatus {
    ok,
    bad_tx,        // malformed transaction or spent outputs, or not one spent output per input
    bad_hashtype,  // hash type not 0x00-0x03 / 0x81-0x83, or SIGHASH_SINGLE without an output
    bad_arg,       // input index out of range, annex empty or not starting with 0x50
    cache_mismatch,  // the cache does not come from this transaction
};

struct SighashCache {
    TxInfo info;
    std::size_t tx_len = 0, spent_len = 0;
    unsigned char sha_prevouts[32], sha_amounts[32], sha_scriptpubkeys[32], sha_sequences[32], sha_outputs[32];
};

// Parses and validates tx and spent, then hashes them. bad_tx.
SighashStatus sighash_cache_init(SighashCache& c, const unsigned char* tx, std::size_t tx_len,
                                 const unsigned char* spent, std::size_t spent_len);

// Whether c plausibly comes from (tx, spent): same lengths, input count at the same offset,
// version and locktime (no hashing; see the contract).
bool sighash_cache_matches(const SighashCache& c, const unsigned char* tx, std::size_t tx_len, std::size_t spent_len);

struct SpendParams {
    std::size_t input_index = 0;
    unsigned hash_type = 0;
    const unsigned char* annex = nullptr;  // null: no annex; else annex[0] == 0x50, annex_len >= 1
    std::size_t annex_len = 0;
    const unsigned char* leaf_hash = nullptr;  // null: key path (ext_flag 0); else 32 bytes
    std::uint32_t codesep_pos = 0xFFFFFFFFu;   // script path only
};

// BIP-341's hash type rule: 0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83.
inline bool hash_type_valid(unsigned ht) { return ht <= 0x03 || (ht >= 0x81 && ht <= 0x83); }

// The signature hash into sighash32 and the message (see the contract) into out, as far as
// cap bytes go (out may be null: the hash only); *len = the message's full length. c must
// come from (tx, spent) (checked by sighash_cache_matches: cache_mismatch). bad_tx,
// bad_hashtype, bad_arg; nothing is written on an error.
SighashStatus sigmsg_build(unsigned char sighash32[32], unsigned char* out, std::size_t cap, std::size_t* len,
                           const SighashCache& c, const unsigned char* tx, std::size_t tx_len,
                           const unsigned char* spent, std::size_t spent_len, const SpendParams& sp);

// The cache as the C ABI stores it (a fixed 256-byte object, little-endian fields, a magic
// first so that a zeroed or foreign object is rejected) and back. load: false when the
// magic or the fields are inconsistent.
inline constexpr std::size_t kSighashCacheBytes = 256;
void sighash_cache_save(unsigned char out[kSighashCacheBytes], const SighashCache& c);
bool sighash_cache_load(SighashCache& c, const unsigned char in[kSighashCacheBytes]);

}  // namespace ufsecp::taproot
