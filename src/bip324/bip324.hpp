// ufsecp — BIP-324 v2 transport: the ChaCha20-Poly1305 AEAD (RFC 8439 section 2.8), the
// FSChaCha20 and FSChaCha20Poly1305 rekeying ciphers, HKDF-SHA256 (RFC 5869) key derivation,
// and packet encryption / decryption (3-byte encrypted length, 1-byte header with the ignore
// bit, contents, 16-byte tag).
//
// Layer 5 (protocols). Includes bip324/ primitives and hash/.
//
// Contract
//   * Everything is constant time in keys, plaintexts and ciphertexts (ChaCha20 and Poly1305
//     are; the tag comparison is). Lengths, counters and whether a tag matched are public.
//   * aead_encrypt writes n + 16 bytes (ciphertext, tag); out may equal pt. aead_decrypt
//     checks the tag first and writes n - 16 bytes only when it matches (false: nothing
//     written); out may equal ct.
//   * Bip324Cipher is a plain, trivially copyable value (the C ABI stores it in
//     ufsecp_bip324_cipher); `magic` marks an initialized one; clear() wipes it. Packet
//     functions advance the counters only when they succeed: a failed decryption leaves the
//     state as it was (the connection must be dropped anyway).
//   * Limits: contents below 2^24 bytes (the 3-byte length field). The packet counters are
//     64-bit: they cannot wrap in practice.
#pragma once

#include <cstddef>
#include <cstdint>

#include "bip324/chacha20.hpp"

namespace ufsecp {

void aead_chacha20poly1305_encrypt(unsigned char* out, const unsigned char key[32], const unsigned char nonce[12],
                                   const unsigned char* aad, std::size_t aad_len, const unsigned char* pt,
                                   std::size_t n);
bool aead_chacha20poly1305_decrypt(unsigned char* out, const unsigned char key[32], const unsigned char nonce[12],
                                   const unsigned char* aad, std::size_t aad_len, const unsigned char* ct,
                                   std::size_t ct_len);

// HKDF-SHA256 with L = 32 (one HMAC block of output, all BIP-324 needs).
void hkdf_sha256_extract(unsigned char prk[32], const unsigned char* salt, std::size_t salt_len,
                         const unsigned char* ikm, std::size_t ikm_len);
void hkdf_sha256_expand32(unsigned char out[32], const unsigned char prk[32], const unsigned char* info,
                          std::size_t info_len);

inline constexpr std::uint32_t kBip324RekeyInterval = 224;

// FSChaCha20 (BIP-324): one keystream across chunks, rekeyed every 224 chunks with its next 32
// bytes; ks[ks_pos..64) is the unused part of the current block.
struct FsChaCha20 {
    unsigned char key[32];
    std::uint64_t chunk_counter;
    std::uint32_t block_counter;
    std::uint32_t ks_pos;
    unsigned char ks[64];
    void init(const unsigned char key32[32]);
    void crypt(unsigned char* out, const unsigned char* in, std::size_t n);  // one chunk
    bool valid() const { return ks_pos <= 64; }

private:
    void keystream(unsigned char* out, std::size_t n);
};

// FSChaCha20Poly1305 (BIP-324): nonce = LE32(counter mod 224) || LE64(counter / 224); after
// every 224th message the key becomes the AEAD encryption of 32 zero bytes under nonce
// 0xFFFFFFFF || LE64(counter / 224), i.e. keystream block 1.
struct FsAead {
    unsigned char key[32];
    std::uint64_t packet_counter;
    void init(const unsigned char key32[32]);
    void nonce(unsigned char out12[12]) const;
    void advance();  // after a message: rekey when due, count it
};

struct Bip324Cipher {
    std::uint64_t magic;
    FsChaCha20 send_l, recv_l;
    FsAead send_p, recv_p;
    unsigned char session_id[32];
    unsigned char send_garbage_terminator[16];
    unsigned char recv_garbage_terminator[16];

    static constexpr std::uint64_t kMagic = 0x3432335049423276ull;  // "v2BIP324" (LE)
    static constexpr std::size_t kLengthLen = 3, kHeaderLen = 1, kTagLen = 16,
                                 kExpansion = kLengthLen + kHeaderLen + kTagLen;
    static constexpr std::size_t kMaxContents = (1u << 24) - 1;

    // The keys of BIP-324's initialize_v2_transport from the 32-byte ECDH secret (the
    // ellswift_xdh_bip324 output) and the 4-byte network magic.
    void init(const unsigned char ecdh_secret[32], bool initiating, const unsigned char network_magic[4]);
    bool valid() const { return magic == kMagic && send_l.valid() && recv_l.valid(); }
    void clear() { secure_wipe(this, sizeof(*this)); }

    // out: contents_len + kExpansion bytes. contents may overlap out; aad must not.
    void encrypt(unsigned char* out, const unsigned char* contents, std::size_t contents_len,
                 const unsigned char* aad, std::size_t aad_len, bool ignore);
    // The contents length of the next packet from its 3 encrypted bytes (advances recv_l).
    std::uint32_t decrypt_length(const unsigned char enc3[3]);
    // aead_ct: header, contents, tag (ct_len >= 17). On a tag match writes ct_len - 17 bytes to
    // contents and *ignore, advances recv_p, returns true; otherwise writes nothing.
    bool decrypt(unsigned char* contents, bool* ignore, const unsigned char* aead_ct, std::size_t ct_len,
                 const unsigned char* aad, std::size_t aad_len);
};

}  // namespace ufsecp
