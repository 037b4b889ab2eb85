// ufsecp — Base58Check addresses (P2PKH, P2SH) and their output scripts.
//
// Layer 4 (protocols). Includes encoding/ and hash/.
//
// Contract
//   * An address is Base58Check(version || hash20): 21 bytes of payload, 25 with the checksum,
//     at most 34 characters. The version byte is the caller's (P2PKH 0x00 / 0x6f, P2SH 0x05 /
//     0xc4 on mainnet / testnet).
//   * Decoding errors (address::Error): BadChar (a character outside Base58's alphabet),
//     BadLength (a payload other than 21 bytes), BadChecksum. Outputs untouched on error.
//   * P2PKH script: OP_DUP OP_HASH160 <20> OP_EQUALVERIFY OP_CHECKSIG (76 a9 14 .. 88 ac);
//     P2SH script: OP_HASH160 <20> OP_EQUAL (a9 14 .. 87).
//   * Nothing here is secret; nothing allocates.
#pragma once

#include <cstddef>
#include <string_view>

#include "address/segwit.hpp"
#include "encoding/base58.hpp"

namespace ufsecp::address {

// Characters of Base58Check(21 bytes) at most: 25 bytes < 2^200 < 58^35. A high version byte
// gives 35 (testnet P2SH, 0xc4: "2N..."), mainnet's 0x00 / 0x05 give 25-34.
inline constexpr std::size_t kMaxBase58AddressLen = base58_max_chars(21 + 4);
static_assert(kMaxBase58AddressLen == 35);
inline constexpr std::size_t kP2pkhScriptLen = 25, kP2shScriptLen = 23;

// out holds kMaxBase58AddressLen + 1 bytes; writes the NUL; *out_len = the characters.
void base58_address_encode(char* out, std::size_t* out_len, unsigned char version, const unsigned char hash20[20]);
Error base58_address_decode(unsigned char* version, unsigned char hash20[20], std::string_view addr);

void p2pkh_script(unsigned char out[kP2pkhScriptLen], const unsigned char hash20[20]);
void p2sh_script(unsigned char out[kP2shScriptLen], const unsigned char hash20[20]);
// The 20-byte hash of a P2PKH / P2SH script, or false when script is not one.
bool p2pkh_from_script(unsigned char hash20[20], const unsigned char* script, std::size_t len);
bool p2sh_from_script(unsigned char hash20[20], const unsigned char* script, std::size_t len);

}  // namespace ufsecp::address
