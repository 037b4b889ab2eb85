// ufsecp — batch verification of BIP-340 Schnorr and ECDSA signatures.
//
// Layer 4 (signatures). Includes schnorr/, ecdsa/, keys/, ecmult/, group/, scalar/, field/,
// hash/, common/. Variable time: every input is public.
//
// ---- Contract (both functions) ------------------------------------------------------------
//   * valid (may be nullptr) receives n bytes: valid[i] = 1 if entry i verifies, else 0. The
//     return value is true iff every entry verifies (n = 0: true, nothing written).
//   * The per-entry results are exactly those of n single verifications (schnorr_verify_var
//     / ecdsa_verify_var on the same inputs), except that an entry reported valid because the
//     sub-batch holding it passed the randomized check is wrong with probability at most
//     2^-128 per check (the BIP-340 batch-verification bound). An entry is never reported
//     valid by any other path: malformed entries are rejected one by one, and a failed check
//     is resolved down to single entries (see docs/batch.md).
//   * threads >= 1 is how many threads the call may use (its own plus threads-1 std::threads,
//     joined before returning); 0 is taken as 1. Results do not depend on it. No global
//     mutable state: concurrent calls are safe.
//   * Memory is bounded: entries are processed in chunks (kSchnorrBatchChunk / kEcdsaBatchChunk
//     entries), each with buffers sized once before its loops.
//   * Out of memory: std::bad_alloc (or std::length_error), always thrown on the calling
//     thread (buffers are sized before worker threads start; nothing allocates inside
//     them), with valid possibly partly written. A thread that cannot start is no error:
//     msm_parallel_for runs its share on the calling thread. The C ABI catches the
//     exception (UFSECP_ERR_NO_MEMORY) and passes a valid buffer of its own.
//   * Inputs are arrays of pointers, the shape of the C ABI: every pointer in them must be
//     valid (msgs[i] may be nullptr when msg_lens[i] is 0); the caller checks for nulls.
//
// ---- Schnorr (BIP-340 "Batch Verification") ---------------------------------------------------
// Each entry is checked for r < p, s < n, lift_x(pubkey) and lift_x(r) (failures are invalid
// entries, decided alone). For the others, with the challenges e_i and weights a_i, the batch
// holds iff
//     (sum a_i s_i) G - sum a_i R_i - sum (a_i e_i) P_i = infinity,
// one multi-scalar multiplication. a_0 = 1; every other a_i is a 128-bit value drawn from
// SHA-256 of a seed that is itself a hash of the whole batch (every signature, key, message
// length and message), so the weights are fixed only once every input is, and the same
// inputs always give the same weights (deterministic, reproducible).
// When the check fails, the set is bisected (halves checked with the same weights; a half
// that passes proves the other half fails); ranges found to hold many failures, and single
// entries, are finished by single verification (docs/batch.md has the rule and its costs).
//
// ---- ECDSA -------------------------------------------------------------------------------------
// r carries no parity of R's y, so signatures cannot be folded into one equation. The batch
// shares what can be shared: one scalar inversion for all s values (Montgomery's trick), the
// tables of odd multiples of every public key built together in affine form (one field
// inversion per table entry for the whole chunk), then one a*G + b*P chain per signature.
// Rejects exactly what ecdsa_verify_var rejects (r = 0, s = 0, high s, bad key).
#pragma once

#include <cstddef>

#include "group/group.hpp"

namespace ufsecp {

// Entries per chunk: one multi-scalar multiplication of 2*chunk + 1 terms for Schnorr.
inline constexpr std::size_t kSchnorrBatchChunk = 4096;
// ECDSA: the chunk only bounds memory (about 1.2 KB per entry); sharing saturates early.
inline constexpr std::size_t kEcdsaBatchChunk = 512;

// BIP-340 batch verification of n (sig64, msg, xonly32) entries.
bool schnorr_verify_batch_var(std::size_t n, const unsigned char* const sigs64[], const unsigned char* const msgs[],
                              const std::size_t msg_lens[], const unsigned char* const xonly32[],
                              unsigned char* valid, unsigned threads = 1);

// ECDSA batch verification of n (compact sig64, msg32, public key) entries. pubkeys[i] is a
// valid public key (e.g. from pubkey_load) or nullptr, which makes entry i invalid.
bool ecdsa_verify_batch_var(std::size_t n, const unsigned char* const sigs64[], const unsigned char* const msgs32[],
                            const Ge* const pubkeys[], unsigned char* valid, unsigned threads = 1);

}  // namespace ufsecp
