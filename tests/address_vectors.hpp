// The test vectors of BIP-173 and BIP-350, transcribed from the BIP texts (bitcoin/bips,
// bip-0173.mediawiki and bip-0350.mediawiki), each table under the name of the section it comes
// from. Shared by tests/test_address.cpp (the C++ layer) and tests/test_address_abi.cpp (the C
// ABI). Every string is also checked against the independent reference (address_ref.hpp): the
// valid ones must pass its checksum and the invalid ones must fail it, so a transcription slip
// would show as a failure, not as a silently different test.
#pragma once

#include <string>

#include "address/segwit.hpp"
#include "encoding/bech32.hpp"

namespace ufsecp::test::vectors {

using address::Error;

// BIP-173, appendix "Test vectors": "The following strings are valid Bech32".
const char* const kBip173ValidBech32[] = {
    "A12UEL5L",
    "a12uel5l",
    "an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs",
    "abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw",
    "11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j",
    "split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w",
    "?1ezyfcl",
};

// BIP-350, "Test vectors for Bech32m": "The following strings are valid Bech32m" (and, as the
// BIP says, invalid Bech32).
const char* const kBip350ValidBech32m[] = {
    "A1LQFN3A",
    "a1lqfn3a",
    "an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6",
    "abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx",
    "11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8",
    "split1checkupstagehandshakeupstreamerranterredcaperredlc445v",
    "?1v759aa",
};

struct InvalidString {
    std::string str;  // std::string: some hold bytes 0x00..0x20 and 0x7F..0xFF
    bech32::Error error;
    const char* reason;  // the BIP's words
};

// BIP-173, appendix "Test vectors": "The following string are not valid Bech32 (with reason
// for invalidity)".
const InvalidString kBip173InvalidBech32[] = {
    {std::string("\x20") + "1nwldj5", bech32::Error::BadHrp, "HRP character out of range"},
    {std::string("\x7f") + "1axkwrx", bech32::Error::BadHrp, "HRP character out of range"},
    {std::string("\x80") + "1eym55h", bech32::Error::BadHrp, "HRP character out of range"},
    {"an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx",
     bech32::Error::BadLength, "overall max length exceeded"},
    {"pzry9x0s0muk", bech32::Error::NoSeparator, "No separator character"},
    {"1pzry9x0s0muk", bech32::Error::BadHrp, "Empty HRP"},
    {"x1b4n0q5v", bech32::Error::BadChar, "Invalid data character"},
    {"li1dgmt3", bech32::Error::BadLength, "Too short checksum"},
    {std::string("de1lg7wt") + "\xff", bech32::Error::BadChar, "Invalid character in checksum"},
    {"A1G7SGD8", bech32::Error::BadChecksum, "checksum calculated with uppercase form of HRP"},
    {"10a06t8", bech32::Error::BadHrp, "empty HRP"},
    {"1qzzfhee", bech32::Error::BadHrp, "empty HRP"},
};

// BIP-350, "Test vectors for Bech32m": "The following string are not valid Bech32m (with reason
// for invalidity)".
const InvalidString kBip350InvalidBech32m[] = {
    {std::string("\x20") + "1xj0phk", bech32::Error::BadHrp, "HRP character out of range"},
    {std::string("\x7f") + "1g6xzxy", bech32::Error::BadHrp, "HRP character out of range"},
    {std::string("\x80") + "1vctc34", bech32::Error::BadHrp, "HRP character out of range"},
    {"an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4",
     bech32::Error::BadLength, "overall max length exceeded"},
    {"qyrz8wqd2c9m", bech32::Error::NoSeparator, "No separator character"},
    {"1qyrz8wqd2c9m", bech32::Error::BadHrp, "Empty HRP"},
    {"y1b0jsk6g", bech32::Error::BadChar, "Invalid data character"},
    {"lt1igcx5c0", bech32::Error::BadChar, "Invalid data character"},
    {"in1muywd", bech32::Error::BadLength, "Too short checksum"},
    {"mm1crxm3i", bech32::Error::BadChar, "Invalid character in checksum"},
    {"au1s5cgom", bech32::Error::BadChar, "Invalid character in checksum"},
    {"M1VUXWEZ", bech32::Error::BadChecksum, "checksum calculated with uppercase form of HRP"},
    {"16plkw9", bech32::Error::BadHrp, "empty HRP"},
    {"1p2gdwpf", bech32::Error::BadHrp, "empty HRP"},
};

struct ValidAddress {
    const char* addr;
    const char* script;  // scriptPubKey, hex
};

// BIP-350, "Test vectors for v0-v16 native segregated witness addresses": "valid segwit
// addresses and the scriptPubKey that they translate to in hex".
const ValidAddress kBip350ValidAddresses[] = {
    {"BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "0014751e76e8199196d454941c45d1b3a323f1433bd6"},
    {"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
     "00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262"},
    {"bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y",
     "5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6"},
    {"BC1SW50QGDZ25J", "6002751e"},
    {"bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", "5210751e76e8199196d454941c45d1b3a323"},
    {"tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy",
     "0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433"},
    {"tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c",
     "5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433"},
    {"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
     "512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"},
};

// BIP-173, appendix "Test vectors": "valid segwit addresses and the scriptPubKey that they
// translate to in hex". The version 0 ones are still valid; those of versions 1..16 use Bech32,
// which BIP-350 replaced by Bech32m for those versions (its vectors above re-encode the same
// scripts): under BIP-350 they are Bech32 strings of the wrong variant.
const ValidAddress kBip173ValidAddresses[] = {
    {"BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "0014751e76e8199196d454941c45d1b3a323f1433bd6"},
    {"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
     "00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262"},
    {"bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx",
     "5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6"},
    {"BC1SW50QA3JX3S", "6002751e"},
    {"bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj", "5210751e76e8199196d454941c45d1b3a323"},
    {"tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy",
     "0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433"},
};

struct InvalidAddress {
    const char* addr;
    Error error;
    const char* reason;  // the BIP's words
};

// BIP-173, appendix "Test vectors": "invalid segwit addresses and the reason for their
// invalidity".
const InvalidAddress kBip173InvalidAddresses[] = {
    {"tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty", Error::BadHrp, "Invalid human-readable part"},
    {"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", Error::BadChecksum, "Invalid checksum"},
    {"BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2", Error::BadWitnessVersion, "Invalid witness version"},
    {"bc1rw5uspcuh", Error::BadProgram, "Invalid program length"},
    {"bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90", Error::BadProgram,
     "Invalid program length"},
    {"BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", Error::BadProgram,
     "Invalid program length for witness version 0 (per BIP141)"},
    {"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7", Error::MixedCase, "Mixed case"},
    {"bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du", Error::BadPadding, "zero padding of more than 4 bits"},
    {"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv", Error::BadPadding,
     "Non-zero padding in 8-to-5 conversion"},
    {"bc1gmk9yu", Error::BadProgram, "Empty data section"},
};

// BIP-350, "Test vectors for v0-v16 native segregated witness addresses": "invalid segwit
// addresses and the reason for their invalidity".
const InvalidAddress kBip350InvalidAddresses[] = {
    {"tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut", Error::BadHrp, "Invalid human-readable part"},
    {"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd", Error::WrongVariant,
     "Invalid checksum (Bech32 instead of Bech32m)"},
    {"tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf", Error::WrongVariant,
     "Invalid checksum (Bech32 instead of Bech32m)"},
    {"BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL", Error::WrongVariant,
     "Invalid checksum (Bech32 instead of Bech32m)"},
    {"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh", Error::WrongVariant,
     "Invalid checksum (Bech32m instead of Bech32)"},
    {"tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47", Error::WrongVariant,
     "Invalid checksum (Bech32m instead of Bech32)"},
    {"bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4", Error::BadChar,
     "Invalid character in checksum"},
    {"BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R", Error::BadWitnessVersion,
     "Invalid witness version"},
    {"bc1pw5dgrnzv", Error::BadProgram, "Invalid program length (1 byte)"},
    {"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav", Error::BadProgram,
     "Invalid program length (41 bytes)"},
    {"BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", Error::BadProgram,
     "Invalid program length for witness version 0 (per BIP141)"},
    {"tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq", Error::MixedCase, "Mixed case"},
    {"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf", Error::BadPadding,
     "zero padding of more than 4 bits"},
    {"tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j", Error::BadPadding,
     "Non-zero padding in 8-to-5 conversion"},
    {"bc1gmk9yu", Error::BadProgram, "Empty data section"},
};

// BIP-173, "Examples": public key 0279BE66...1798 (the generator: the key of secret key 1);
// the P2WSH examples use "<key> OP_CHECKSIG" as the witness script.
const char* const kBip173ExampleKey = "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798";
struct Example {
    const char* hrp;
    bool p2wsh;
    const char* addr;
};
const Example kBip173Examples[] = {
    {"bc", false, "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"},
    {"tb", false, "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"},
    {"bc", true, "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3"},
    {"tb", true, "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7"},
};

}  // namespace ufsecp::test::vectors
