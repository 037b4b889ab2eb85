// ufsecp — BIP-324 v2 transport: implementation of bip324/bip324.hpp.
#include "bip324/bip324.hpp"

#include <cstring>

#include "bip324/poly1305.hpp"
#include "hash/hmac_sha256.hpp"

namespace ufsecp {

namespace {

// RFC 8439 section 2.8: tag = Poly1305(aad || pad16 || ct || pad16 || LE64(|aad|) || LE64(|ct|))
// under the first 32 bytes of keystream block 0.
void aead_tag(unsigned char tag[16], const unsigned char key[32], const unsigned char nonce[12],
              const unsigned char* aad, std::size_t aad_len, const unsigned char* ct, std::size_t ct_len) {
    unsigned char block0[64];
    chacha20_block(block0, key, nonce, 0);
    Poly1305 p(block0);
    secure_wipe(block0, sizeof(block0));
    static const unsigned char zeros[16] = {0};
    p.update(aad, aad_len);
    p.update(zeros, (16 - aad_len % 16) % 16);
    p.update(ct, ct_len);
    p.update(zeros, (16 - ct_len % 16) % 16);
    unsigned char lens[16];
    write_le64(lens, aad_len);
    write_le64(lens + 8, ct_len);
    p.update(lens, 16);
    p.finalize(tag);
}

}  // namespace

void aead_chacha20poly1305_encrypt(unsigned char* out, const unsigned char key[32], const unsigned char nonce[12],
                                   const unsigned char* aad, std::size_t aad_len, const unsigned char* pt,
                                   std::size_t n) {
    {
        ChaCha20Stream s(key, nonce, 1);
        s.xor_stream(out, pt, n);
    }
    aead_tag(out + n, key, nonce, aad, aad_len, out, n);
}

bool aead_chacha20poly1305_decrypt(unsigned char* out, const unsigned char key[32], const unsigned char nonce[12],
                                   const unsigned char* aad, std::size_t aad_len, const unsigned char* ct,
                                   std::size_t ct_len) {
    if (ct_len < 16) return false;
    const std::size_t n = ct_len - 16;
    unsigned char tag[16];
    aead_tag(tag, key, nonce, aad, aad_len, ct, n);
    const bool ok = declassified(poly1305_tags_equal(tag, ct + n)) != 0;  // public: reported
    secure_wipe(tag, sizeof(tag));
    if (!ok) return false;
    ChaCha20Stream s(key, nonce, 1);
    s.xor_stream(out, ct, n);
    return true;
}

void hkdf_sha256_extract(unsigned char prk[32], const unsigned char* salt, std::size_t salt_len,
                         const unsigned char* ikm, std::size_t ikm_len) {
    hmac_sha256(prk, salt, salt_len, ikm, ikm_len);
}

void hkdf_sha256_expand32(unsigned char out[32], const unsigned char prk[32], const unsigned char* info,
                          std::size_t info_len) {
    HmacSha256 h(prk, 32);
    h.write(info, info_len);
    const unsigned char one = 1;  // T(1) = HMAC(PRK, info || 0x01)
    h.write(&one, 1);
    h.finalize(out);
}

// ---- FSChaCha20 ------------------------------------------------------------------------------

void FsChaCha20::init(const unsigned char key32[32]) {
    std::memcpy(key, key32, 32);
    chunk_counter = 0;
    block_counter = 0;
    ks_pos = 64;
    std::memset(ks, 0, sizeof(ks));
}

void FsChaCha20::keystream(unsigned char* out, std::size_t n) {
    while (n > 0) {
        if (ks_pos == 64) {
            unsigned char nonce[12] = {0, 0, 0, 0};
            write_le64(nonce + 4, chunk_counter / kBip324RekeyInterval);
            chacha20_block(ks, key, nonce, block_counter++);
            ks_pos = 0;
        }
        std::size_t k = 64 - ks_pos;
        if (k > n) k = n;
        std::memcpy(out, ks + ks_pos, k);
        ks_pos += (std::uint32_t)k, out += k, n -= k;
    }
}

void FsChaCha20::crypt(unsigned char* out, const unsigned char* in, std::size_t n) {
    unsigned char buf[64];
    while (n > 0) {  // n is 3 in BIP-324; any length works
        const std::size_t k = n < sizeof(buf) ? n : sizeof(buf);
        keystream(buf, k);
        for (std::size_t i = 0; i < k; i++) out[i] = in[i] ^ buf[i];
        out += k, in += k, n -= k;
    }
    secure_wipe(buf, sizeof(buf));
    if ((chunk_counter + 1) % kBip324RekeyInterval == 0) {
        // The next 32 keystream bytes are the new key; the block counter restarts (what is left
        // of the current block stays in use, as in BIP-324's reference code: with 3-byte chunks
        // 224 * 3 + 32 = 704 bytes is exactly 11 blocks, so nothing is left).
        unsigned char nk[32];
        keystream(nk, 32);
        std::memcpy(key, nk, 32);
        secure_wipe(nk, sizeof(nk));
        block_counter = 0;
    }
    chunk_counter++;
}

// ---- FSChaCha20Poly1305 ------------------------------------------------------------------------

void FsAead::init(const unsigned char key32[32]) {
    std::memcpy(key, key32, 32);
    packet_counter = 0;
}

void FsAead::nonce(unsigned char out12[12]) const {
    write_le32(out12, (std::uint32_t)(packet_counter % kBip324RekeyInterval));
    write_le64(out12 + 4, packet_counter / kBip324RekeyInterval);
}

void FsAead::advance() {
    if ((packet_counter + 1) % kBip324RekeyInterval == 0) {
        unsigned char n[12], block1[64];
        n[0] = n[1] = n[2] = n[3] = 0xFF;
        write_le64(n + 4, packet_counter / kBip324RekeyInterval);
        chacha20_block(block1, key, n, 1);  // encrypting 32 zero bytes = keystream block 1
        std::memcpy(key, block1, 32);
        secure_wipe(block1, sizeof(block1));
    }
    packet_counter++;
}

// ---- the cipher --------------------------------------------------------------------------------

void Bip324Cipher::init(const unsigned char ecdh_secret[32], bool initiating, const unsigned char network_magic[4]) {
    static const char kSalt[] = "bitcoin_v2_shared_secret";
    unsigned char salt[sizeof(kSalt) - 1 + 4];
    std::memcpy(salt, kSalt, sizeof(kSalt) - 1);
    std::memcpy(salt + sizeof(kSalt) - 1, network_magic, 4);
    unsigned char prk[32], il[32], ip[32], rl[32], rp[32], gt[32];
    hkdf_sha256_extract(prk, salt, sizeof(salt), ecdh_secret, 32);
    auto expand = [&](unsigned char* out, const char* info) {
        hkdf_sha256_expand32(out, prk, reinterpret_cast<const unsigned char*>(info), std::strlen(info));
    };
    expand(session_id, "session_id");
    expand(il, "initiator_L");
    expand(ip, "initiator_P");
    expand(rl, "responder_L");
    expand(rp, "responder_P");
    expand(gt, "garbage_terminators");
    send_l.init(initiating ? il : rl);
    send_p.init(initiating ? ip : rp);
    recv_l.init(initiating ? rl : il);
    recv_p.init(initiating ? rp : ip);
    std::memcpy(send_garbage_terminator, initiating ? gt : gt + 16, 16);
    std::memcpy(recv_garbage_terminator, initiating ? gt + 16 : gt, 16);
    magic = kMagic;
    secure_wipe(prk, sizeof(prk));
    secure_wipe(il, sizeof(il));
    secure_wipe(ip, sizeof(ip));
    secure_wipe(rl, sizeof(rl));
    secure_wipe(rp, sizeof(rp));
    secure_wipe(gt, sizeof(gt));
}

void Bip324Cipher::encrypt(unsigned char* out, const unsigned char* contents, std::size_t contents_len,
                           const unsigned char* aad, std::size_t aad_len, bool ignore) {
    UFSECP_CHECK(contents_len <= kMaxContents);
    std::memmove(out + kLengthLen + kHeaderLen, contents, contents_len);
    out[kLengthLen] = static_cast<unsigned char>(ignore ? 0x80 : 0x00);
    unsigned char nonce[12];
    send_p.nonce(nonce);
    aead_chacha20poly1305_encrypt(out + kLengthLen, send_p.key, nonce, aad, aad_len, out + kLengthLen,
                                  kHeaderLen + contents_len);
    send_p.advance();
    const unsigned char len3[3] = {static_cast<unsigned char>(contents_len), static_cast<unsigned char>(contents_len >> 8),
                                   static_cast<unsigned char>(contents_len >> 16)};
    send_l.crypt(out, len3, 3);
}

std::uint32_t Bip324Cipher::decrypt_length(const unsigned char enc3[3]) {
    unsigned char len3[3];
    recv_l.crypt(len3, enc3, 3);
    return (std::uint32_t)len3[0] | ((std::uint32_t)len3[1] << 8) | ((std::uint32_t)len3[2] << 16);
}

bool Bip324Cipher::decrypt(unsigned char* contents, bool* ignore, const unsigned char* aead_ct, std::size_t ct_len,
                           const unsigned char* aad, std::size_t aad_len) {
    if (ct_len < kHeaderLen + kTagLen) return false;
    const std::size_t n = ct_len - kTagLen;  // header + contents
    unsigned char nonce[12], tag[16];
    recv_p.nonce(nonce);
    aead_tag(tag, recv_p.key, nonce, aad, aad_len, aead_ct, n);
    const bool ok = declassified(poly1305_tags_equal(tag, aead_ct + n)) != 0;
    if (!ok) return false;
    ChaCha20Stream s(recv_p.key, nonce, 1);
    unsigned char header;
    s.xor_stream(&header, aead_ct, 1);
    s.xor_stream(contents, aead_ct + 1, n - 1);
    *ignore = (header & 0x80) != 0;
    recv_p.advance();
    return true;
}

}  // namespace ufsecp
