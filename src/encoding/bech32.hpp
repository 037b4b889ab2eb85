// ufsecp — Bech32 (BIP-173) and Bech32m (BIP-350): the checksummed base-32 strings of SegWit
// addresses (and, with a longer limit, of silent-payment addresses).
//
// Layer 1 (encodings). Includes only common/.
//
// Contract
//   * A string is hrp '1' data checksum: the human-readable part (hrp) is 1..83 characters in
//     33..126; the separator is the LAST '1'; the data part holds 5-bit values written in the
//     alphabet "qpzry9x8gf2tvdw0s3jn54khce6mua7l" and ends with 6 checksum characters. The whole
//     string is at most max_len characters: 90 for SegWit addresses (kSegwitMaxLen, BIP-173),
//     more where an application allows it (the BCH code detects 4 errors only up to 89 data
//     characters; BIP-352 uses 1023).
//   * Decoders accept all lowercase or all uppercase, never mixed case; the checksum is computed
//     over the lowercase form; the hrp is returned in lowercase. Encoders always write lowercase
//     (an uppercase letter in the given hrp is written, and checksummed, in lowercase).
//   * The checksum: BIP-173's polymod over hrp_expand(hrp) || data, equal to 1 (Bech32) or
//     0x2bc830a3 (Bech32m). decode() reports which one matched; decode_as() requires one and
//     reports the other as Error::WrongVariant.
//   * Errors are distinct (the first one found in the order listed in decode()'s comment).
//   * Nothing allocates; the inputs are public (variable time).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace ufsecp::bech32 {

enum class Encoding : int { Bech32 = 1, Bech32m = 2 };

enum class Error : int {
    Ok = 0,
    NoSeparator,   // no '1' in the string
    BadHrp,        // hrp empty, longer than 83, or a character outside 33..126
    BadChar,       // a data-part character outside the alphabet (or a value >= 32 given to encode)
    MixedCase,     // both lowercase and uppercase letters
    BadLength,     // longer than max_len, or a data part shorter than the 6-character checksum
    BadChecksum,   // matches neither Bech32 nor Bech32m
    WrongVariant,  // decode_as: a valid checksum of the other variant
    BadPadding,    // from_5bit: more than 4 padding bits, or non-zero padding bits
};

inline constexpr std::size_t kMaxHrp = 83;
inline constexpr std::size_t kChecksumLen = 6;
inline constexpr std::size_t kSegwitMaxLen = 90;  // BIP-173's limit on the whole string
// The longest string decode()/encode() accept whatever max_len says: the code is a BCH code of
// length 1023 over GF(32) (BIP-173's appendix); BIP-352's silent-payment addresses use it.
inline constexpr std::size_t kMaxLen = 1023;

// Characters of encode()'s output (without the terminating NUL).
constexpr std::size_t encoded_length(std::size_t hrp_len, std::size_t data_len) {
    return hrp_len + 1 + data_len + kChecksumLen;
}

// Writes hrp '1' data checksum (lowercase) and a NUL to out, which must hold
// encoded_length(hrp.size(), data_len) + 1 bytes. data: data_len values < 32. Errors: BadHrp,
// BadChar (a value >= 32), BadLength (longer than min(max_len, kMaxLen)); out is then untouched.
Error encode(char* out, std::string_view hrp, const unsigned char* data, std::size_t data_len, Encoding enc,
             std::size_t max_len);

// The parts of a decoded string.
struct Decoded {
    Encoding encoding;
    char hrp[kMaxHrp + 1];  // lowercase, NUL-terminated
    std::size_t hrp_len;
    std::size_t data_len;  // 5-bit values written to the caller's data buffer (checksum excluded)
};

// Decodes str (exactly str.size() bytes; a NUL inside is a bad character). data receives the
// values of the data part without the checksum; data_cap >= str.size() is always enough.
// Errors, checked in this order: BadLength (str longer than min(max_len, kMaxLen)),
// NoSeparator, BadHrp (empty, > 83, or a character outside 33..126), BadChar (a data-part
// character not in the alphabet), MixedCase, BadLength (data part shorter than 6 characters,
// or more values than data_cap), BadChecksum. On error out and data are untouched.
Error decode(Decoded& out, unsigned char* data, std::size_t data_cap, std::string_view str, std::size_t max_len);

// decode(), requiring one variant: a valid checksum of the other is Error::WrongVariant.
Error decode_as(Decoded& out, unsigned char* data, std::size_t data_cap, std::string_view str, std::size_t max_len,
                Encoding enc);

// 8-bit bytes -> 5-bit values, most significant bit first, the last group padded with zero
// bits (BIP-173). Writes to_5bit_length(len) values; returns that number.
constexpr std::size_t to_5bit_length(std::size_t len) { return (len * 8 + 4) / 5; }
std::size_t to_5bit(unsigned char* out, const unsigned char* in, std::size_t len);

// 5-bit values -> bytes: the incomplete group at the end must be at most 4 bits, all zero
// (else BadPadding); a value >= 32 is BadChar. Writes len * 5 / 8 bytes (the count in
// *out_len); out is untouched on error.
Error from_5bit(unsigned char* out, std::size_t* out_len, const unsigned char* in, std::size_t len);

// BIP-173's polymod of hrp_expand(hrp) || data (hrp as given: the caller lowercases it). The
// checksum constants: polymod(...) == 1 (Bech32) or 0x2bc830a3 (Bech32m).
std::uint32_t polymod(std::string_view hrp, const unsigned char* data, std::size_t len);

inline constexpr std::uint32_t kBech32Const = 1;
inline constexpr std::uint32_t kBech32mConst = 0x2bc830a3;

}  // namespace ufsecp::bech32
