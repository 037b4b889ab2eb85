// ufsecp — BIP-340 tagged hashes: SHA256(SHA256(tag) || SHA256(tag) || msg).
//
// Layer 1 (hashing). Includes only common/ and hash/.
//
// Contract: tagged_hash_init(tag) returns a Sha256 that has absorbed the 64-byte prefix
// (exactly one block, so it is a pure midstate); write the message and finalize. The
// three BIP-340 tags have their midstates precomputed (constants below, computed with
// python3 from the definition; test_hash checks each against tagged_hash_init), which
// saves two compressions per use. Tags are public; messages are handled in constant time
// like any Sha256 input.
#pragma once

#include <cstddef>
#include <cstdint>

#include "hash/sha256.hpp"

namespace ufsecp {

inline Sha256 tagged_hash_init(const unsigned char* tag, std::size_t taglen) {
    unsigned char tag_hash[32];
    sha256(tag_hash, tag, taglen);
    Sha256 h;
    h.write(tag_hash, 32);
    h.write(tag_hash, 32);
    return h;
}

// One-shot tagged hash.
inline void tagged_hash(unsigned char out32[32], const unsigned char* tag, std::size_t taglen,
                        const unsigned char* msg, std::size_t msglen) {
    Sha256 h = tagged_hash_init(tag, taglen);
    h.write(msg, msglen);
    h.finalize(out32);
}

// Chaining states after the 64-byte prefix of each BIP-340 tag.
inline constexpr std::uint32_t kBip340ChallengeMidstate[8] = {
    0x9cecba11u, 0x23925381u, 0x11679112u, 0xd1627e0fu, 0x97c87550u, 0x003cc765u, 0x90f61164u, 0x33e9b66au};
inline constexpr std::uint32_t kBip340AuxMidstate[8] = {
    0x24dd3219u, 0x4eba7e70u, 0xca0fabb9u, 0x0fa3166du, 0x3afbe4b1u, 0x4c44df97u, 0x4aac2739u, 0x249e850au};
inline constexpr std::uint32_t kBip340NonceMidstate[8] = {
    0x46615b35u, 0xf4bfbff7u, 0x9f8dc671u, 0x83627ab3u, 0x60217180u, 0x57358661u, 0x21a29e54u, 0x68b07b4cu};

// tagged_hash("BIP0340/aux", 32 zero bytes): BIP-340's key mask when no auxiliary
// randomness is given (computed with python3; test_hash checks it), saving a compression.
inline constexpr unsigned char kBip340AuxOfZero[32] = {
    0x54, 0xf1, 0x69, 0xcf, 0xc9, 0xe2, 0xe5, 0x72, 0x74, 0x80, 0x44, 0x1f, 0x90, 0xba, 0x25, 0xc4,
    0x88, 0xf4, 0x61, 0xc7, 0x0b, 0x5e, 0xa5, 0xdc, 0xaa, 0xf7, 0xaf, 0x69, 0x27, 0x0a, 0xa5, 0x14};

// tagged_hash_init("BIP0340/challenge"), "BIP0340/aux", "BIP0340/nonce".
inline Sha256 sha256_bip340_challenge() { return Sha256::from_midstate(kBip340ChallengeMidstate, 64); }
inline Sha256 sha256_bip340_aux() { return Sha256::from_midstate(kBip340AuxMidstate, 64); }
inline Sha256 sha256_bip340_nonce() { return Sha256::from_midstate(kBip340NonceMidstate, 64); }

}  // namespace ufsecp
