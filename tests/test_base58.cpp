// Base58 / Base58Check (src/encoding/base58): known encodings (the Base58 strings used
// throughout Bitcoin's own test suites, plus BIP-32's TV1 master xprv as a Base58Check
// string), a reference encoder on a plain big number, round trips, and the distinct errors.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "encoding/base58.hpp"
#include "support/hex.hpp"
#include "support/test_rng.hpp"

namespace {

using ufsecp::test::unhex;

using ufsecp::Base58Status;


std::string enc(const std::vector<unsigned char>& b) {
    std::string s(ufsecp::base58_max_chars(b.size()), '\0');
    s.resize(ufsecp::base58_encode(s.data(), b.data(), b.size()));
    return s;
}

Base58Status dec(std::vector<unsigned char>& out, const std::string& s, std::size_t cap = 256) {
    out.assign(cap, 0xAA);
    std::size_t n = 0;
    Base58Status st = ufsecp::base58_decode(out.data(), &n, cap, s.data(), s.size());
    if (st == Base58Status::kOk) out.resize(n);
    return st;
}

// Reference: repeated division of the whole number by 58 (schoolbook, most significant first).
std::string ref_encode(const std::vector<unsigned char>& in) {
    static const char* a = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    std::string out;
    std::size_t zeros = 0;
    while (zeros < in.size() && in[zeros] == 0) zeros++;
    std::vector<unsigned char> num(in.begin() + (long)zeros, in.end());
    while (!num.empty()) {
        unsigned rem = 0;
        std::vector<unsigned char> q;
        for (unsigned char b : num) {
            unsigned cur = rem * 256 + b;
            if (!q.empty() || cur / 58) q.push_back((unsigned char)(cur / 58));
            rem = cur % 58;
        }
        out.insert(out.begin(), a[rem]);
        num = q;
    }
    return std::string(zeros, '1') + out;
}

TEST(Base58, KnownEncodings) {
    const char* cases[][2] = {
        {"", ""},
        {"61", "2g"},
        {"626262", "a3gV"},
        {"636363", "aPEr"},
        {"73696d706c792061206c6f6e6720737472696e67", "2cFupjhnEsSn59qHXstmK2ffpLv2"},
        {"00eb15231dfceb60925886b67d065299925915aeb172c06647", "1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L"},
        {"516b6fcd0f", "ABnLTmg"},
        {"bf4f89001e670274dd", "3SEo3LWLoPntC"},
        {"572e4794", "3EFU7m"},
        {"ecac89cad93923c02321", "EJDM8drfXA6uyA"},
        {"10c8511e", "Rt5zm"},
        {"00000000000000000000", "1111111111"},
    };
    for (auto& c : cases) {
        auto bytes = unhex(c[0]);
        EXPECT_EQ(enc(bytes), c[1]) << c[0];
        EXPECT_EQ(ref_encode(bytes), c[1]) << c[0];
        std::vector<unsigned char> back;
        ASSERT_EQ(dec(back, c[1]), Base58Status::kOk) << c[1];
        EXPECT_EQ(back, bytes) << c[1];
    }
}

TEST(Base58, CheckKnown) {
    // The genesis block's P2PKH address: payload 00 || HASH160 of its key.
    std::vector<unsigned char> out(64);
    std::size_t n = 0;
    const std::string addr = "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa";
    ASSERT_EQ(ufsecp::base58check_decode(out.data(), &n, out.size(), addr.data(), addr.size()), Base58Status::kOk);
    out.resize(n);
    EXPECT_EQ(out, unhex("0062e907b15cbf27d5425399ebf6f0fb50ebb88f18"));
    std::string s(ufsecp::base58_max_chars(n + 4), '\0');
    s.resize(ufsecp::base58check_encode(s.data(), out.data(), n));
    EXPECT_EQ(s, addr);
    // BIP-32 TV1 master xprv (78-byte payload).
    const std::string xprv =
        "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi";
    std::vector<unsigned char> p(78);
    ASSERT_EQ(ufsecp::base58check_decode(p.data(), &n, p.size(), xprv.data(), xprv.size()), Base58Status::kOk);
    EXPECT_EQ(n, 78u);
    EXPECT_EQ(p[0], 0x04);
    EXPECT_EQ(p[1], 0x88);
    EXPECT_EQ(p[2], 0xAD);
    EXPECT_EQ(p[3], 0xE4);
}

TEST(Base58, Errors) {
    std::vector<unsigned char> out;
    for (const char* bad : {"0", "O", "I", "l", " 2g", "2g ", "2\tg", "+", "\xc3\xa9", "2g\n"})
        EXPECT_EQ(dec(out, bad), Base58Status::kBadChar) << bad;
    // Embedded NUL is a bad character too (lengths are explicit).
    EXPECT_EQ(dec(out, std::string("2g\0", 3)), Base58Status::kBadChar);
    // Capacity: "a3gV" is 3 bytes; "111" is 3 zero bytes.
    EXPECT_EQ(dec(out, "a3gV", 2), Base58Status::kBadLength);
    EXPECT_EQ(dec(out, "a3gV", 3), Base58Status::kOk);
    EXPECT_EQ(dec(out, "111", 2), Base58Status::kBadLength);
    EXPECT_EQ(dec(out, "11a3gV", 4), Base58Status::kBadLength);
    EXPECT_EQ(dec(out, std::string(10000, 'z'), 78), Base58Status::kBadLength);
    // Base58Check: shorter than the checksum, wrong checksum, bad char first.
    std::size_t n = 0;
    unsigned char b[64];
    EXPECT_EQ(ufsecp::base58check_decode(b, &n, sizeof b, "", 0), Base58Status::kBadLength);
    EXPECT_EQ(ufsecp::base58check_decode(b, &n, sizeof b, "3EFU7m", 6), Base58Status::kBadChecksum);  // 4 bytes
    EXPECT_EQ(ufsecp::base58check_decode(b, &n, sizeof b, "2g", 2), Base58Status::kBadLength);
    const std::string addr = "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb";  // last character changed
    EXPECT_EQ(ufsecp::base58check_decode(b, &n, sizeof b, addr.data(), addr.size()), Base58Status::kBadChecksum);
    EXPECT_EQ(ufsecp::base58check_decode(b, &n, 20, "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", 34), Base58Status::kBadLength);
    EXPECT_EQ(ufsecp::base58check_decode(b, &n, 21, "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", 34), Base58Status::kOk);
    EXPECT_EQ(n, 21u);
    EXPECT_EQ(ufsecp::base58check_decode(b, &n, 21, "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0", 34), Base58Status::kBadChar);
}

TEST(Base58, RandomRoundTrips) {
    ufsecp::test::Rng rng(5858);
    const int n = ufsecp::test::iters(3000);
    for (int it = 0; it < n; it++) {
        // Mostly up to 100 bytes; one in 8 up to 300 (the encoder's path for long inputs
        // starts above 128 bytes).
        std::vector<unsigned char> b(it % 8 == 0 ? rng.u32() % 300 : rng.u32() % 100);
        rng.bytes(b.data(), b.size());
        const std::size_t lead = b.empty() ? 0 : rng.u32() % (b.size() + 1) % 4;  // some leading zeros
        for (std::size_t i = 0; i < lead; i++) b[i] = 0;
        const std::string s = enc(b);
        ASSERT_EQ(s, ref_encode(b));
        ASSERT_LE(s.size(), ufsecp::base58_max_chars(b.size()));
        std::vector<unsigned char> back;
        ASSERT_EQ(dec(back, s, b.size()), Base58Status::kOk);
        ASSERT_EQ(back, b);
        if (!b.empty()) {
            ASSERT_EQ(dec(back, s, b.size() - 1), Base58Status::kBadLength);
        }
        // Check variant (payloads up to kBase58CheckMaxPayload decode; longer ones encode).
        std::string c(ufsecp::base58_max_chars(b.size() + 4), '\0');
        c.resize(ufsecp::base58check_encode(c.data(), b.data(), b.size()));
        std::vector<unsigned char> p(b.size() + 1, 0xAA);
        std::size_t pn = 0;
        if (b.size() > ufsecp::kBase58CheckMaxPayload) {
            ASSERT_EQ(ufsecp::base58check_decode(p.data(), &pn, b.size(), c.data(), c.size()),
                      Base58Status::kBadLength);
            continue;
        }
        ASSERT_EQ(ufsecp::base58check_decode(p.data(), &pn, b.size(), c.data(), c.size()), Base58Status::kOk);
        p.resize(pn);
        ASSERT_EQ(p, b);
        // Changing one character to another alphabet character breaks the checksum (or,
        // rarely, the length when a leading '1' changes).
        std::string m = c;
        const std::size_t pos = rng.u32() % m.size();
        m[pos] = m[pos] == 'z' ? 'y' : 'z';
        const Base58Status st = ufsecp::base58check_decode(p.data(), &pn, b.size() + 8, m.data(), m.size());
        ASSERT_NE(st, Base58Status::kOk);
    }
}

// Every string decodes to the bytes whose encoding it is (no non-canonical strings).
TEST(Base58, DecodeIsCanonical) {
    ufsecp::test::Rng rng(5859);
    static const char* a = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    for (int it = 0; it < ufsecp::test::iters(2000); it++) {
        std::string s(rng.u32() % 60, '1');
        for (auto& ch : s) ch = a[rng.u32() % (rng.u32() % 4 == 0 ? 1 : 58)];
        std::vector<unsigned char> b;
        ASSERT_EQ(dec(b, s, 64), Base58Status::kOk) << s;
        ASSERT_EQ(enc(b), s);
    }
}

}  // namespace
