// BIP-324 transport (src/bip324, include/ufsecp/ufsecp_bip324.h):
//   * RFC 8439's vectors, written here: the ChaCha20 block function (section 2.3.2 and
//     appendix A.1 #1), the Poly1305 MAC (2.5.2), the Poly1305 key generation (2.6.2) and the
//     AEAD (2.8.2, "sunscreen");
//   * Poly1305 against an independent reference written here on tests/support/ref_bigint.hpp
//     (h = (h + block) * r mod 2^130 - 5), on random keys and messages, fed in random splits;
//     ChaCha20Stream in random splits against whole blocks;
//   * all 7 rows of BIP-324's packet_encoding_test_vectors.csv (read at run time) through the C
//     ABI: ECDH secret, session id, garbage terminators, the four derived keys (internal
//     state), the ciphertext after in_idx earlier packets (rekeying included) and its decryption
//     by the other side;
//   * round trips, tampering, error statuses and the untouched-state rule.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "bip324/bip324.hpp"
#include "bip324/chacha20.hpp"
#include "bip324/poly1305.hpp"
#include "support/hex.hpp"
#include "support/ref_bigint.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp_bip324.h"
#include "ufsecp/ufsecp_ellswift.h"

namespace ufsecp {
namespace {

using test::Csv;
using test::hex;
using test::read_vector_csv;
using test::unhex;
using Bytes = std::vector<unsigned char>;

Bytes seq(int from, int n) {
    Bytes b(n);
    for (int i = 0; i < n; i++) b[i] = (unsigned char)(from + i);
    return b;
}

const char* kSunscreen =
    "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.";

TEST(ChaCha20, Rfc8439BlockVectors) {
    // Section 2.3.2.
    const Bytes key = seq(0, 32), nonce = unhex("000000090000004a00000000");
    unsigned char out[64];
    chacha20_block(out, key.data(), nonce.data(), 1);
    EXPECT_EQ(hex(out, 64),
              "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
              "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e");
    // Appendix A.1, test vector 1: zero key, zero nonce, counter 0.
    const Bytes z(32, 0);
    chacha20_block(out, z.data(), z.data(), 0);
    EXPECT_EQ(hex(out, 64),
              "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
              "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586");
}

TEST(Poly1305, Rfc8439Vectors) {
    // Section 2.5.2.
    const Bytes key = unhex("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b");
    const std::string msg = "Cryptographic Forum Research Group";
    Poly1305 p(key.data());
    p.update(reinterpret_cast<const unsigned char*>(msg.data()), msg.size());
    unsigned char tag[16];
    p.finalize(tag);
    EXPECT_EQ(hex(tag, 16), "a8061dc1305136c6c22b8baf0c0127a9");
    // Section 2.6.2 / 2.8.2: the one-time key is the first half of block 0.
    const Bytes k = seq(0x80, 32), nonce = unhex("070000004041424344454647");
    unsigned char b0[64];
    chacha20_block(b0, k.data(), nonce.data(), 0);
    EXPECT_EQ(hex(b0, 32), "7bac2b252db447af09b67a55a4e955840ae1d6731075d9eb2a9375783ed553ff");
}

TEST(Aead, Rfc8439Sunscreen) {
    const Bytes key = seq(0x80, 32), nonce = unhex("070000004041424344454647"),
                aad = unhex("50515253c0c1c2c3c4c5c6c7");
    const std::string pt = kSunscreen;
    Bytes out(pt.size() + 16);
    aead_chacha20poly1305_encrypt(out.data(), key.data(), nonce.data(), aad.data(), aad.size(),
                                  reinterpret_cast<const unsigned char*>(pt.data()), pt.size());
    EXPECT_EQ(hex(out),
              "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b"
              "1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc"
              "3ff4def08e4b7a9de576d26586cec64b6116"
              "1ae10b594f09e26a7e902ecbd0600691");
    Bytes back(pt.size());
    ASSERT_TRUE(aead_chacha20poly1305_decrypt(back.data(), key.data(), nonce.data(), aad.data(), aad.size(),
                                              out.data(), out.size()));
    EXPECT_EQ(std::string(back.begin(), back.end()), pt);
    for (std::size_t i = 0; i < out.size(); i += 7) {  // any flipped bit fails, nothing written
        Bytes bad = out, dst(pt.size(), 0xEE);
        bad[i] ^= 1;
        EXPECT_FALSE(aead_chacha20poly1305_decrypt(dst.data(), key.data(), nonce.data(), aad.data(), aad.size(),
                                                   bad.data(), bad.size()));
        EXPECT_EQ(dst, Bytes(pt.size(), 0xEE));
    }
    Bytes bad_aad = aad;
    bad_aad[0] ^= 0x80;
    EXPECT_FALSE(aead_chacha20poly1305_decrypt(back.data(), key.data(), nonce.data(), bad_aad.data(), bad_aad.size(),
                                               out.data(), out.size()));
}

// ---- Poly1305 against a reference on big integers ---------------------------------------------

ref::U256 u256_le(const unsigned char* p, std::size_t n) {
    unsigned char be[32] = {0};
    for (std::size_t i = 0; i < n; i++) be[31 - i] = p[i];
    return ref::U256::from_be(be);
}

std::string ref_poly1305(const unsigned char key[32], const Bytes& m) {
    ref::Mod P;
    {
        unsigned char be[32] = {0};  // 2^130 - 5
        be[15] = 0x03;
        for (int i = 16; i < 32; i++) be[i] = 0xFF;
        be[31] = 0xFB;
        P.m = ref::U256::from_be(be);
    }
    unsigned char rb[16];
    std::memcpy(rb, key, 16);
    rb[3] &= 15, rb[7] &= 15, rb[11] &= 15, rb[15] &= 15, rb[4] &= 252, rb[8] &= 252, rb[12] &= 252;
    const ref::U256 r = u256_le(rb, 16), s = u256_le(key + 16, 16);
    ref::U256 h;
    for (std::size_t off = 0; off < m.size(); off += 16) {
        const std::size_t k = std::min<std::size_t>(16, m.size() - off);
        unsigned char blk[17] = {0};
        std::memcpy(blk, m.data() + off, k);
        blk[k] = 1;
        ref::U256 n = u256_le(blk, 17), sum;
        ref::add(sum, h, n);
        h = P.mul(P.reduce(sum), r);
    }
    ref::U256 t;
    ref::add(t, h, s);
    unsigned char be[32];
    t.to_be(be);
    unsigned char tag[16];
    for (int i = 0; i < 16; i++) tag[i] = be[31 - i];
    return hex(tag, 16);
}

TEST(Poly1305, AgainstBigIntegerReference) {
    test::Rng rng(21);
    const int n = test::iters(300);
    for (int it = 0; it < n; it++) {
        unsigned char key[32];
        rng.bytes(key, 32);
        if (it % 5 == 0) std::memset(key, 0xFF, 32);  // largest r and s: carries everywhere
        Bytes m(rng.u32() % 200);
        rng.bytes(m.data(), m.size());
        if (it % 7 == 0) std::fill(m.begin(), m.end(), 0xFF);
        Poly1305 p(key);
        std::size_t off = 0;
        while (off < m.size()) {  // random splits
            const std::size_t k = std::min<std::size_t>(m.size() - off, rng.u32() % 40);
            p.update(m.data() + off, k);
            off += k;
        }
        unsigned char tag[16];
        p.finalize(tag);
        ASSERT_EQ(hex(tag, 16), ref_poly1305(key, m)) << "len " << m.size();
    }
}

TEST(ChaCha20, StreamSplitsMatchBlocks) {
    test::Rng rng(22);
    for (int it = 0; it < test::iters(100); it++) {
        unsigned char key[32], nonce[12];
        rng.bytes(key, 32);
        rng.bytes(nonce, 12);
        const std::uint32_t ctr = (it & 1) ? 0xFFFFFFF0u + (rng.u32() % 16) : rng.u32() % 1000;  // wraps too
        const std::size_t len = rng.u32() % 1200;
        Bytes want((len + 63) / 64 * 64);
        for (std::size_t b = 0; b < want.size() / 64; b++)
            chacha20_block(want.data() + 64 * b, key, nonce, ctr + (std::uint32_t)b);
        want.resize(len);
        Bytes got(len, 0);
        ChaCha20Stream s(key, nonce, ctr);
        std::size_t off = 0;
        while (off < len) {
            const std::size_t k = std::min<std::size_t>(len - off, rng.u32() % 300);
            s.xor_stream(got.data() + off, got.data() + off, k);
            off += k;
        }
        ASSERT_EQ(hex(got), hex(want));
    }
}

// ---- BIP-324 packet vectors ----------------------------------------------------------------------

Bip324Cipher state_of(const ufsecp_bip324_cipher& c) {
    Bip324Cipher s;
    std::memcpy(&s, c.u.data, sizeof(s));
    return s;
}

TEST(Bip324, PacketEncodingVectors) {
    const Csv csv = read_vector_csv("bip324/packet_encoding_test_vectors.csv");
    ASSERT_EQ(csv.rows.size(), 7u);
    auto col = [&](const std::vector<std::string>& row, const char* name) { return row[csv.column(name)]; };
    const unsigned char mainnet[4] = {0xf9, 0xbe, 0xb4, 0xd9};
    int rows = 0;
    for (const auto& row : csv.rows) {
        const Bytes priv = unhex(col(row, "in_priv_ours")), ours = unhex(col(row, "in_ellswift_ours")),
                    theirs = unhex(col(row, "in_ellswift_theirs"));
        const int initiating = std::stoi(col(row, "in_initiating"));
        // The ellswift side: decoded x-coordinates, the x-only ECDH point and the shared secret.
        ufsecp_pubkey pko, pkt;
        ASSERT_EQ(ufsecp_ellswift_decode(&pko, ours.data()), UFSECP_OK);
        ASSERT_EQ(ufsecp_ellswift_decode(&pkt, theirs.data()), UFSECP_OK);
        unsigned char x[32];
        ASSERT_EQ(ufsecp_xonly_pubkey_from_pubkey(x, nullptr, &pko), UFSECP_OK);
        EXPECT_EQ(hex(x, 32), col(row, "mid_x_ours"));
        ASSERT_EQ(ufsecp_xonly_pubkey_from_pubkey(x, nullptr, &pkt), UFSECP_OK);
        EXPECT_EQ(hex(x, 32), col(row, "mid_x_theirs"));
        ASSERT_EQ(ufsecp_ecdh_x(x, &pkt, priv.data()), UFSECP_OK);
        EXPECT_EQ(hex(x, 32), col(row, "mid_x_shared"));
        unsigned char secret[32];
        const Bytes& a = initiating ? ours : theirs;
        const Bytes& b = initiating ? theirs : ours;
        ASSERT_EQ(ufsecp_ellswift_xdh_bip324(secret, a.data(), b.data(), priv.data(), initiating ? 0 : 1), UFSECP_OK);
        EXPECT_EQ(hex(secret, 32), col(row, "mid_shared_secret"));
        // Keys.
        ufsecp_bip324_cipher c, peer;
        ASSERT_EQ(ufsecp_bip324_cipher_init(&c, secret, initiating, mainnet), UFSECP_OK);
        ASSERT_EQ(ufsecp_bip324_cipher_init(&peer, secret, !initiating, mainnet), UFSECP_OK);
        const Bip324Cipher s = state_of(c);
        EXPECT_EQ(hex(initiating ? s.send_l.key : s.recv_l.key, 32), col(row, "mid_initiator_l"));
        EXPECT_EQ(hex(initiating ? s.send_p.key : s.recv_p.key, 32), col(row, "mid_initiator_p"));
        EXPECT_EQ(hex(initiating ? s.recv_l.key : s.send_l.key, 32), col(row, "mid_responder_l"));
        EXPECT_EQ(hex(initiating ? s.recv_p.key : s.send_p.key, 32), col(row, "mid_responder_p"));
        unsigned char sid[32], sid2[32], gs[16], gr[16], ps[16], pr[16];
        ASSERT_EQ(ufsecp_bip324_session_id(sid, &c), UFSECP_OK);
        ASSERT_EQ(ufsecp_bip324_session_id(sid2, &peer), UFSECP_OK);
        EXPECT_EQ(hex(sid, 32), col(row, "out_session_id"));
        EXPECT_EQ(hex(sid2, 32), hex(sid, 32));
        ASSERT_EQ(ufsecp_bip324_garbage_terminators(gs, gr, &c), UFSECP_OK);
        EXPECT_EQ(hex(gs, 16), col(row, "mid_send_garbage_terminator"));
        EXPECT_EQ(hex(gr, 16), col(row, "mid_recv_garbage_terminator"));
        ASSERT_EQ(ufsecp_bip324_garbage_terminators(ps, pr, &peer), UFSECP_OK);
        EXPECT_EQ(hex(ps, 16), hex(gr, 16));
        EXPECT_EQ(hex(pr, 16), hex(gs, 16));
        // Seek to packet in_idx (empty packets: only the count matters), the peer decrypting each.
        const int idx = std::stoi(col(row, "in_idx"));
        for (int i = 0; i < idx; i++) {
            unsigned char pkt[UFSECP_BIP324_EXPANSION];
            size_t len = sizeof pkt, clen = 0;
            ASSERT_EQ(ufsecp_bip324_encrypt(pkt, &len, &c, nullptr, 0, nullptr, 0, 0), UFSECP_OK);
            std::uint32_t l = 99;
            ASSERT_EQ(ufsecp_bip324_decrypt_length(&l, &peer, pkt), UFSECP_OK);
            ASSERT_EQ(l, 0u);
            int ign = -1;
            ASSERT_EQ(ufsecp_bip324_decrypt(nullptr, &clen, &ign, &peer, pkt + 3, len - 3, nullptr, 0), UFSECP_OK);
            ASSERT_EQ(ign, 0);
        }
        Bytes contents;
        const Bytes unit = unhex(col(row, "in_contents"));
        const int mult = std::stoi(col(row, "in_multiply"));
        for (int i = 0; i < mult; i++) contents.insert(contents.end(), unit.begin(), unit.end());
        const Bytes aad = unhex(col(row, "in_aad"));
        const int ignore = std::stoi(col(row, "in_ignore"));
        Bytes out(contents.size() + UFSECP_BIP324_EXPANSION);
        size_t out_len = out.size();
        ASSERT_EQ(ufsecp_bip324_encrypt(out.data(), &out_len, &c, contents.data(), contents.size(),
                                        aad.empty() ? nullptr : aad.data(), aad.size(), ignore),
                  UFSECP_OK);
        ASSERT_EQ(out_len, out.size());
        const std::string full = col(row, "out_ciphertext"), tail = col(row, "out_ciphertext_endswith");
        const std::string got = hex(out);
        if (!full.empty()) {
            EXPECT_EQ(got, full);
        }
        if (!tail.empty()) {
            ASSERT_GE(got.size(), tail.size());
            EXPECT_EQ(got.substr(got.size() - tail.size()), tail);
        }
        EXPECT_FALSE(full.empty() && tail.empty());
        // The other side decrypts it.
        std::uint32_t l = 0;
        ASSERT_EQ(ufsecp_bip324_decrypt_length(&l, &peer, out.data()), UFSECP_OK);
        ASSERT_EQ(l, contents.size());
        Bytes back(l + 1);
        size_t blen = back.size();
        int ign = -1;
        ASSERT_EQ(ufsecp_bip324_decrypt(back.data(), &blen, &ign, &peer, out.data() + 3, out.size() - 3,
                                        aad.empty() ? nullptr : aad.data(), aad.size()),
                  UFSECP_OK);
        back.resize(blen);
        EXPECT_EQ(back, contents);
        EXPECT_EQ(ign, ignore);
        rows++;
    }
    EXPECT_EQ(rows, 7);
}

// ---- round trips, rekeying, errors ---------------------------------------------------------------

void make_pair(ufsecp_bip324_cipher& a, ufsecp_bip324_cipher& b, unsigned seed) {
    unsigned char secret[32], magic[4] = {0x0b, 0x11, 0x09, 0x07};
    for (int i = 0; i < 32; i++) secret[i] = (unsigned char)(seed * 31 + i);
    ASSERT_EQ(ufsecp_bip324_cipher_init(&a, secret, 1, magic), UFSECP_OK);
    ASSERT_EQ(ufsecp_bip324_cipher_init(&b, secret, 0, magic), UFSECP_OK);
}

TEST(Bip324, RoundTripsBothDirectionsAcrossRekeys) {
    ufsecp_bip324_cipher a, b;
    make_pair(a, b, 1);
    test::Rng rng(23);
    for (int i = 0; i < 3 * 224 + 5; i++) {  // three rekeys of every cipher
        ufsecp_bip324_cipher* snd = (i % 3 == 0) ? &b : &a;
        ufsecp_bip324_cipher* rcv = (i % 3 == 0) ? &a : &b;
        Bytes m(rng.u32() % 300), aad(rng.u32() % 3 ? 0 : rng.u32() % 50);
        rng.bytes(m.data(), m.size());
        rng.bytes(aad.data(), aad.size());
        const int ignore = (int)(rng.u32() & 1);
        Bytes pkt(m.size() + UFSECP_BIP324_EXPANSION);
        size_t len = pkt.size();
        ASSERT_EQ(ufsecp_bip324_encrypt(pkt.data(), &len, snd, m.data(), m.size(), aad.data(), aad.size(), ignore),
                  UFSECP_OK);
        std::uint32_t l = 0;
        ASSERT_EQ(ufsecp_bip324_decrypt_length(&l, rcv, pkt.data()), UFSECP_OK);
        ASSERT_EQ(l, m.size());
        // A tampered packet is rejected and leaves the receiver as it was.
        if (i % 11 == 0) {
            Bytes bad(pkt.begin() + 3, pkt.end());
            bad[rng.u32() % bad.size()] ^= (unsigned char)(1 + rng.u32() % 255);
            const ufsecp_bip324_cipher before = *rcv;
            Bytes dst(m.size() + 1, 0xEE);
            size_t dlen = dst.size();
            int ign = 7;
            ASSERT_EQ(ufsecp_bip324_decrypt(dst.data(), &dlen, &ign, rcv, bad.data(), bad.size(), aad.data(),
                                            aad.size()),
                      UFSECP_ERR_DECRYPT_FAILED);
            EXPECT_EQ(std::memcmp(&before, rcv, sizeof before), 0);
            EXPECT_EQ(dst, Bytes(m.size() + 1, 0xEE));
            EXPECT_EQ(dlen, m.size() + 1);
            EXPECT_EQ(ign, 7);
        }
        // In place: contents = ct + 1.
        Bytes buf(pkt.begin() + 3, pkt.end());
        size_t dlen = buf.size() - 1;
        int ign = -1;
        ASSERT_EQ(ufsecp_bip324_decrypt(buf.data() + 1, &dlen, &ign, rcv, buf.data(), buf.size(), aad.data(), aad.size()),
                  UFSECP_OK);
        ASSERT_EQ(dlen, m.size());
        ASSERT_EQ(Bytes(buf.begin() + 1, buf.begin() + 1 + (long)dlen), m);
        ASSERT_EQ(ign, ignore);
    }
}

TEST(Bip324, InPlaceEncryptMatches) {
    ufsecp_bip324_cipher a1, b1, a2, b2;
    make_pair(a1, b1, 2);
    make_pair(a2, b2, 2);
    const Bytes m = seq(3, 100);
    Bytes p1(m.size() + 20), p2(m.size() + 20);
    size_t l1 = p1.size(), l2 = p2.size();
    ASSERT_EQ(ufsecp_bip324_encrypt(p1.data(), &l1, &a1, m.data(), m.size(), nullptr, 0, 0), UFSECP_OK);
    std::memcpy(p2.data() + 4, m.data(), m.size());
    ASSERT_EQ(ufsecp_bip324_encrypt(p2.data(), &l2, &a2, p2.data() + 4, m.size(), nullptr, 0, 0), UFSECP_OK);
    EXPECT_EQ(p1, p2);
}

TEST(Bip324, Errors) {
    ufsecp_bip324_cipher a, b, zero;
    make_pair(a, b, 3);
    std::memset(&zero, 0, sizeof zero);
    unsigned char secret[32] = {1}, magic[4] = {0xf9, 0xbe, 0xb4, 0xd9}, out[64], sid[32];
    size_t len = sizeof out;
    EXPECT_EQ(ufsecp_bip324_cipher_init(&a, secret, 2, magic), UFSECP_ERR_BAD_ARG);
    EXPECT_EQ(ufsecp_bip324_session_id(sid, &zero), UFSECP_ERR_BAD_CIPHER);
    EXPECT_EQ(ufsecp_bip324_encrypt(out, &len, &zero, out, 0, nullptr, 0, 0), UFSECP_ERR_BAD_CIPHER);
    EXPECT_EQ(ufsecp_bip324_encrypt(out, &len, &a, out, 0, nullptr, 0, 2), UFSECP_ERR_BAD_ARG);
    len = 19;
    EXPECT_EQ(ufsecp_bip324_encrypt(out, &len, &a, nullptr, 0, nullptr, 0, 0), UFSECP_ERR_BUFFER_TOO_SMALL);
    EXPECT_EQ(len, 20u);
    len = 0;
    EXPECT_EQ(ufsecp_bip324_encrypt(nullptr, &len, &a, out, 10, nullptr, 0, 0), UFSECP_ERR_BUFFER_TOO_SMALL);
    EXPECT_EQ(len, 30u);
    len = sizeof out;
    EXPECT_EQ(ufsecp_bip324_encrypt(out, &len, &a, out, (size_t)UFSECP_BIP324_MAX_CONTENTS + 1, nullptr, 0, 0),
              UFSECP_ERR_BAD_LENGTH);
    size_t cl = 10;
    int ign;
    EXPECT_EQ(ufsecp_bip324_decrypt(out, &cl, &ign, &b, out, 16, nullptr, 0), UFSECP_ERR_BAD_LENGTH);
    EXPECT_EQ(ufsecp_bip324_cipher_clear(&a), UFSECP_OK);
    EXPECT_EQ(ufsecp_bip324_session_id(sid, &a), UFSECP_ERR_BAD_CIPHER);
    // A corrupted object (keystream position out of range) is rejected.
    make_pair(a, b, 3);
    Bip324Cipher s = state_of(a);
    s.send_l.ks_pos = 65;
    std::memcpy(a.u.data, &s, sizeof s);
    EXPECT_EQ(ufsecp_bip324_session_id(sid, &a), UFSECP_ERR_BAD_CIPHER);
    EXPECT_STREQ(ufsecp_status_string(UFSECP_ERR_DECRYPT_FAILED), "UFSECP_ERR_DECRYPT_FAILED");
    EXPECT_STREQ(ufsecp_status_string(UFSECP_ERR_BAD_CIPHER), "UFSECP_ERR_BAD_CIPHER");
}

}  // namespace
}  // namespace ufsecp
