// ufsecp — a parser of serialized Bitcoin transactions, for the BIP-341 signature hash.
//
// Layer 6 (protocols). Public data only (variable time). Never allocates: the result is a
// set of offsets into the caller's buffer, and inputs/outputs are visited by walking it.
//
// ---- Accepted encodings (every other input is malformed: tx_parse returns false) ----------
//   version (4) || [0x00 0x01 if witness] || compact(n_in) || inputs || compact(n_out) ||
//   outputs || [witnesses, one stack per input, if witness] || locktime (4)
//   input  = prev txid (32) || prev index (4) || compact(len) || scriptSig || sequence (4)
//   output = amount (8) || compact(len) || scriptPubKey
//   witness stack = compact(items) || items, each compact(len) || bytes
// Rules, as Bitcoin Core's deserializer (BIP-144) where it has one:
//   * compact sizes minimal and <= 0x02000000 (reader.hpp);
//   * at least one input (0x00 there is the witness marker); any number of outputs, 0 too;
//   * the witness flag byte must be 0x01, and a witness serialization must carry at least
//     one non-empty witness stack (Core: "Superfluous witness record");
//   * counts bounded by the bytes left (an input takes >= 41 bytes, an output >= 9, a
//     witness stack >= 1), checked before any loop, so a huge count fails at once;
//   * nothing after the locktime (no trailing bytes).
// Amounts are 8 raw bytes (no MAX_MONEY check: that is consensus, not serialization).
#pragma once

#include <cstddef>
#include <cstdint>

namespace ufsecp::taproot {

struct TxInfo {
    std::uint32_t version = 0, locktime = 0;
    std::size_t n_in = 0, n_out = 0;
    std::size_t in_off = 0;   // offset of the first input
    std::size_t out_off = 0;  // offset of the first output (after the output count)
    std::size_t out_end = 0;  // end of the last output
    bool witness = false;     // the segwit serialization (marker and flag)
};

struct TxIn {
    const unsigned char* outpoint;  // 36 bytes: txid || index (little-endian)
    const unsigned char* script_sig;
    std::size_t script_sig_len;
    std::uint32_t sequence;
    const unsigned char* sequence_bytes;  // 4 bytes
};

struct TxOut {
    const unsigned char* bytes;  // the whole serialized output: amount || compact(len) || script
    std::size_t len;
    std::uint64_t amount;
    const unsigned char* script;
    std::size_t script_len;
};

// Validates the whole serialization (see above) and fills info.
bool tx_parse(TxInfo& info, const unsigned char* tx, std::size_t len);

// Reads the input (output) at byte offset *off of a buffer of len bytes and moves *off past
// it; false when it does not fit. Bounds-checked whatever the buffer holds.
bool tx_read_input(TxIn& in, const unsigned char* buf, std::size_t len, std::size_t* off);
bool tx_read_output(TxOut& out, const unsigned char* buf, std::size_t len, std::size_t* off);

// Spent outputs: exactly n serialized outputs (TxOut format), back to back, nothing after.
bool spent_outputs_valid(const unsigned char* spent, std::size_t len, std::size_t n);

// The serialization of a parsed transaction without its witnesses (the legacy form): writes
// at most len bytes to out and returns the length (used by tests and the fuzzer to check
// parse/serialize consistency). out must hold len bytes.
std::size_t tx_strip_witness(unsigned char* out, const TxInfo& info, const unsigned char* tx, std::size_t len);

}  // namespace ufsecp::taproot
