// ufsecp — Base58 and Base58Check (Bitcoin's alphabet; checksum = first 4 bytes of
// SHA-256(SHA-256(payload))), for BIP-32 extended keys and P2PKH/P2SH addresses.
//
// Layer 4 (encoding, beside hashing; docs/architecture.md). Includes only common/ and hash/.
//
// Contract:
//   * Encoding: each leading zero byte becomes one '1'; the rest is the big-endian number in
//     base 58. base58_encode() writes exactly the returned number of characters (no NUL) into
//     out, which must hold base58_max_chars(len) characters. Decoding inverts this exactly:
//     a string decodes to the one byte string whose encoding it is (every Base58 string
//     without other restrictions is canonical, so decode(encode(x)) == x and
//     encode(decode(s)) == s for every accepted s).
//   * Decoding reports distinct results: kBadChar (a character outside the alphabet, which
//     includes whitespace, '0', 'O', 'I', 'l' and any byte >= 0x80), kBadLength (the decoded
//     bytes do not fit out_cap, or a Base58Check string shorter than its 4-byte checksum),
//     kBadChecksum (Base58Check only). Characters are checked before lengths, lengths before
//     the checksum. On any error nothing is promised about out (callers that must leave
//     their output untouched decode into a scratch buffer), *out_len is not written.
//   * Base58Check payloads are at most kBase58CheckMaxPayload bytes (a larger out_cap is treated
//     as that): no function here allocates.
//   * Work is bounded by str_len * out_cap: decoding stops with kBadLength as soon as the
//     number outgrows out_cap bytes, so arbitrary long input is cheap to reject.
//   * Timing: the alphabet mapping of the encoder is arithmetic (no table indexed by data)
//     and the loops run over lengths only, except the count of leading zero bytes / '1's,
//     which the length of the result reveals anyway. The decoder maps characters with a
//     table (strings being parsed are treated as public, as by every Base58 implementation
//     in use). Scratch buffers are wiped.
#pragma once

#include <cstddef>

namespace ufsecp {

enum class Base58Status { kOk = 0, kBadChar, kBadLength, kBadChecksum };

// The longest payload base58check_decode() accepts (extended keys: 78, addresses: 21).
constexpr std::size_t kBase58CheckMaxPayload = 124;

// The most characters base58_encode() writes for len bytes (log(256)/log(58) < 1.366).
constexpr std::size_t base58_max_chars(std::size_t len) { return len * 1366 / 1000 + 1; }

// Base58 of data[0..len): writes the characters (no NUL) to out (room for
// base58_max_chars(len)) and returns their number.
std::size_t base58_encode(char* out, const unsigned char* data, std::size_t len);

// Base58Check of payload[0..len) (payload || 4-byte checksum): out needs room for
// base58_max_chars(len + 4) characters; returns the number written (no NUL).
std::size_t base58check_encode(char* out, const unsigned char* payload, std::size_t len);

// Decode str[0..str_len) into out (capacity out_cap); *out_len = number of bytes.
Base58Status base58_decode(unsigned char* out, std::size_t* out_len, std::size_t out_cap, const char* str,
                           std::size_t str_len);

// Decode a Base58Check string and verify its checksum; out receives the payload only
// (without the checksum), *out_len its length, out_cap its capacity.
Base58Status base58check_decode(unsigned char* out, std::size_t* out_len, std::size_t out_cap, const char* str,
                                std::size_t str_len);

}  // namespace ufsecp
