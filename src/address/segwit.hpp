// ufsecp — SegWit addresses (BIP-173 for witness version 0, BIP-350 for versions 1..16) and the
// output scripts they stand for; P2WPKH, P2WSH and P2TR witness programs.
//
// Layer 4 (protocols). Includes encoding/ and hash/.
//
// Contract
//   * An address is the Bech32 (version 0) or Bech32m (versions 1..16) string of hrp '1'
//     [witness version] [the program in 5-bit groups, zero-padded], at most 90 characters.
//     The hrp is the caller's ("bc" mainnet, "tb" testnet/signet, "bcrt" regtest, or any
//     other valid hrp); decoding compares it case-insensitively.
//   * Programs: 2..40 bytes; version 0 only 20 (P2WPKH) or 32 (P2WSH) bytes (BIP-141).
//     Version 1 with 32 bytes is P2TR (BIP-341); other versions and lengths are valid
//     addresses for future soft forks (BIP-350 asks senders to support them).
//   * The output script (scriptPubKey) of (v, program) is OP_v <push program>: the byte 0x00
//     for v = 0, 0x50 + v for v = 1..16 (OP_1..OP_16), then the program length, then the
//     program: 4..42 bytes.
//   * Errors are distinct (Error); decode checks, in this order: the Bech32 string
//     (bech32::decode's errors), the hrp, an empty data part (BadProgram), the version
//     (BadWitnessVersion), the padding (BadPadding), the program length (BadProgram), the
//     checksum variant for the version (WrongVariant). Outputs are untouched on error.
//   * Nothing here is secret; nothing allocates.
#pragma once

#include <cstddef>
#include <string_view>

#include "encoding/bech32.hpp"

namespace ufsecp::address {

enum class Error : int {
    Ok = 0,
    NoSeparator,        // bech32: no '1'
    BadHrp,             // bech32: invalid hrp; or not the hrp the caller expects
    BadChar,            // bech32: a character outside the alphabet
    MixedCase,          // bech32: lowercase and uppercase letters
    BadLength,          // bech32: over 90 characters, or a data part shorter than the checksum
    BadChecksum,        // bech32: neither variant's checksum
    WrongVariant,       // Bech32 for a version 1..16 program, Bech32m for version 0
    BadPadding,         // more than 4 padding bits, or non-zero padding bits
    BadWitnessVersion,  // above 16 (or below 0 given to encode)
    BadProgram,         // program length not allowed for the version; no data; not a witness script
    BadVersion,         // Base58: a version byte other than the expected ones
};

inline constexpr std::size_t kMaxAddressLen = bech32::kSegwitMaxLen;  // characters, without NUL
inline constexpr std::size_t kMinProgram = 2, kMaxProgram = 40;
inline constexpr int kMaxWitnessVersion = 16;
inline constexpr std::size_t kMaxWitnessScript = 2 + kMaxProgram;

// Map of bech32's errors onto this layer's.
Error from_bech32(bech32::Error e);

// Whether (witver, prog_len) is a valid witness program shape: BadWitnessVersion, BadProgram.
Error check_program(int witver, std::size_t prog_len);

// The address of (witver, program) with this hrp, lowercase, NUL-terminated: out holds
// kMaxAddressLen + 1 bytes; *out_len = the characters written. Errors: BadWitnessVersion,
// BadProgram, BadHrp, BadLength (an hrp too long for this program within 90 characters).
Error segwit_encode(char* out, std::size_t* out_len, std::string_view hrp, int witver, const unsigned char* prog,
                    std::size_t prog_len);

// Decodes addr (exactly addr.size() bytes) expecting hrp. prog holds kMaxProgram bytes.
Error segwit_decode(int* witver, unsigned char* prog, std::size_t* prog_len, std::string_view hrp,
                    std::string_view addr);

// OP_witver <push program> into out (2 + prog_len <= kMaxWitnessScript bytes); returns the
// length. Requires check_program(witver, prog_len) == Ok.
std::size_t segwit_script(unsigned char* out, int witver, const unsigned char* prog, std::size_t prog_len);

// The inverse: a script that is exactly OP_v <push of 2..40 bytes> with a valid shape
// (check_program). Errors: BadProgram (not of that form), BadWitnessVersion (a first byte
// other than OP_0, OP_1..OP_16 in an otherwise well-formed script).
Error segwit_from_script(int* witver, unsigned char* prog, std::size_t* prog_len, const unsigned char* script,
                         std::size_t script_len);

// The version 0 programs: P2WPKH = HASH160 of the 33-byte compressed public key (BIP-141
// allows only compressed keys), P2WSH = SHA-256 of the witness script.
void p2wpkh_program(unsigned char out20[20], const unsigned char pubkey33[33]);
void p2wsh_program(unsigned char out32[32], const unsigned char* script, std::size_t script_len);

}  // namespace ufsecp::address
