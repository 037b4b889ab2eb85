// Tests for the ECDSA signature encodings in src/ecdsa that take DER bytes: the strict
// DER serializer and parser, differentially against libsecp256k1 (random and mutated
// encodings, hand-made cases, buffer sizes), and the lax DER parser (not in the Debian
// library), checked with hand-made cases and its relation to the strict parser.
// Signing, verification, recovery and the compact encoding are in test_ecdsa.cpp.
//
// Iteration counts scale with UFSECP_TEST_ITERS and are divided by 4 under
// AddressSanitizer to keep that build within a few minutes.
#include <gtest/gtest.h>
#include <secp256k1.h>

#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "common/util.hpp"
#include "ecdsa/ecdsa.hpp"
#include "support/ecdsa_util.hpp"
#include "support/ref_bigint.hpp"
#include "support/test_rng.hpp"

using namespace ufsecp;
using ufsecp::test::Rng;
using Bytes = std::vector<unsigned char>;

namespace {

using namespace ufsecp::test::ecdsa_util;


// Parse results as compact bytes ("" when rejected), for both libraries and the lax parser.
std::string ours_der(const Bytes& in) {
    Scalar r, s;
    const bool ok = ecdsa_sig_parse_der(r, s, in.data(), in.size());
    if (!ok) {
        EXPECT_TRUE(scalar_is_zero(r) && scalar_is_zero(s));
    }
    return ok ? tohex(compact_of(r, s)) : "";
}
std::string secp_der(const Bytes& in) {
    secp256k1_ecdsa_signature sig;
    const unsigned char dummy = 0;  // libsecp256k1 refuses a null pointer even for 0 bytes
    if (!secp256k1_ecdsa_signature_parse_der(ctx(), &sig, in.empty() ? &dummy : in.data(), in.size())) return "";
    return tohex(secp_compact(sig));
}
std::string lax_der(const Bytes& in) {
    Scalar r, s;
    const bool ok = ecdsa_sig_parse_der_lax(r, s, in.data(), in.size());
    if (!ok) {
        EXPECT_TRUE(scalar_is_zero(r) && scalar_is_zero(s));
    }
    return ok ? tohex(compact_of(r, s)) : "";
}
// Compact hex of small (r, s).
std::string cpt(const std::string& r, const std::string& s) {
    const auto rb = b32_from_hex(r), sb = b32_from_hex(s);
    return tohex(rb.data(), 32) + tohex(sb.data(), 32);
}

// Random INTEGER contents, biased to the interesting shapes.
Bytes random_int_content(Rng& rng) {
    unsigned char v[32];
    rng.bytes32_edgy(v);
    Bytes b(v, v + 32);
    switch (rng.u32() % 10) {
        case 0: {  // around n
            const auto v = add_small(kN, (long)(rng.u32() % 5) - 2);
            b.assign(v.begin(), v.end());
            break;
        }
        case 1: b.insert(b.begin(), 0x00); break;                               // one more 00
        case 2: b.insert(b.begin(), 0xFF); break;                               // FF prefix
        case 3: b.resize(rng.u32() % 36); rng.bytes(b.data(), b.size()); break; // anything short
        case 4: b.assign(120 + rng.u32() % 140, 0); rng.bytes(b.data(), b.size()); b[0] &= 0x7F; b[0] |= 1; break;  // long form
        case 5: b.insert(b.begin(), 0x01); break;                               // 33 significant bytes
        default: break;
    }
    // Make it canonical most of the time: strip zeros, add one 00 before a top bit.
    if (rng.u32() % 4 != 0) {
        std::size_t off = 0;
        while (off + 1 < b.size() && b[off] == 0) off++;
        b.erase(b.begin(), b.begin() + (long)off);
        if (b.empty() || (b[0] & 0x80)) b.insert(b.begin(), 0x00);
        if (b.size() > 1 && b[0] == 0 && b[1] < 0x80) b.erase(b.begin());
    }
    return b;
}

void put_len(Bytes& out, std::size_t len, Rng& rng) {
    const unsigned mode = rng.u32() % 16;
    if (mode < 12) {  // minimal
        if (len < 0x80) out.push_back((unsigned char)len);
        else if (len < 0x100) out.insert(out.end(), {0x81, (unsigned char)len});
        else out.insert(out.end(), {0x82, (unsigned char)(len >> 8), (unsigned char)len});
        return;
    }
    switch (mode) {
        case 12: out.insert(out.end(), {0x81, (unsigned char)len}); break;  // long form, maybe < 128
        case 13: out.insert(out.end(), {0x82, 0x00, (unsigned char)len}); break;  // leading zero
        case 14: out.push_back((unsigned char)(len + (rng.u32() % 3) - 1)); break;  // off by one
        default: {  // 0x80..0x8A with random bytes
            const unsigned k = rng.u32() % 11;
            out.push_back((unsigned char)(0x80 | k));
            for (unsigned i = 0; i < k; i++) out.push_back((unsigned char)rng.u32());
        }
    }
}

Bytes random_der(Rng& rng) {
    Bytes out;
    if (rng.u32() % 16 == 0) {  // noise behind a SEQUENCE tag
        out.resize(rng.u32() % 80);
        rng.bytes(out.data(), out.size());
        if (!out.empty()) out[0] = 0x30;
        return out;
    }
    Bytes body;
    for (int i = 0; i < 2; i++) {
        const Bytes c = random_int_content(rng);
        body.push_back(rng.u32() % 64 ? 0x02 : 0x03);
        put_len(body, c.size(), rng);
        body.insert(body.end(), c.begin(), c.end());
    }
    out.push_back(rng.u32() % 64 ? 0x30 : 0x31);
    put_len(out, body.size(), rng);
    out.insert(out.end(), body.begin(), body.end());
    for (unsigned m = rng.u32() % 8; m < 3; m++) {  // 0..3 byte-level mutations, usually none
        const std::size_t at = out.empty() ? 0 : rng.u64() % out.size();
        switch (rng.u32() % 5) {
            case 0: if (!out.empty()) flip_bit(&out[at], 1, rng); break;
            case 1: out.resize(at); break;                                        // truncate
            case 2: out.push_back((unsigned char)rng.u32()); break;                // append
            case 3: if (!out.empty()) out.erase(out.begin() + (long)at); break;    // delete
            default: out.insert(out.begin() + (long)at, (unsigned char)rng.u32()); // insert
        }
    }
    return out;
}

}  // namespace

TEST(EcdsaDer, SerializeMatchesLibsecpAndRoundTrips) {
    Rng rng(11);
    for (int i = 0; i < count(20000); i++) {
        unsigned char c[64];
        rng.bytes32_edgy(c);
        rng.bytes32_edgy(c + 32);
        if (i % 7 == 0) std::memset(c, 0, 31);  // tiny r, including 0
        if (i % 11 == 0) std::memset(c + 32, 0, 32 - (rng.u32() % 3));
        Scalar r, s;
        secp256k1_ecdsa_signature lsig;
        if (!ecdsa_sig_parse_compact(r, s, c)) continue;
        ASSERT_TRUE(secp256k1_ecdsa_signature_parse_compact(ctx(), &lsig, c));
        unsigned char ours[80], theirs[80];
        std::size_t olen = sizeof(ours), tlen = sizeof(theirs);
        ASSERT_TRUE(ecdsa_sig_serialize_der(ours, &olen, r, s));
        ASSERT_TRUE(secp256k1_ecdsa_signature_serialize_der(ctx(), theirs, &tlen, &lsig));
        ASSERT_EQ(tohex(ours, olen), tohex(theirs, tlen));
        ASSERT_GE(olen, 8u);
        ASSERT_LE(olen, kEcdsaDerMaxSize);
        const Bytes der(ours, ours + olen);
        ASSERT_EQ(ours_der(der), tohex(c, 64));
        ASSERT_EQ(lax_der(der), tohex(c, 64));
    }
}

TEST(EcdsaDer, SerializeBufferSizes) {
    Scalar r, s;
    scalar_clear(r);
    scalar_clear(s);
    unsigned char buf[72];
    std::size_t len = 7;
    std::memset(buf, 0xAA, sizeof(buf));
    EXPECT_FALSE(ecdsa_sig_serialize_der(buf, &len, r, s));
    EXPECT_EQ(len, 8u);
    for (unsigned char b : buf) EXPECT_EQ(b, 0xAA);  // nothing written
    len = 0;
    EXPECT_FALSE(ecdsa_sig_serialize_der(nullptr, &len, r, s));  // size query
    EXPECT_EQ(len, 8u);
    ASSERT_TRUE(ecdsa_sig_serialize_der(buf, &len, r, s));
    EXPECT_EQ(tohex(buf, len), "3006020100020100");
    // The largest signature: both values with the top bit set need 33 bytes each.
    const Scalar big = scalar_of(add_small(kN, -1).data());
    len = 71;
    EXPECT_FALSE(ecdsa_sig_serialize_der(buf, &len, big, big));
    EXPECT_EQ(len, 72u);
    ASSERT_TRUE(ecdsa_sig_serialize_der(buf, &len, big, big));
    EXPECT_EQ(tohex(buf, 6), "3046022100ff");
}

TEST(EcdsaDer, ParseMatchesLibsecpFuzz) {
    Rng rng(12);
    int accepted = 0, zeroed = 0;
    const int n = count(200000);
    for (int i = 0; i < n; i++) {
        const Bytes in = random_der(rng);
        const std::string a = ours_der(in), b = secp_der(in);
        ASSERT_EQ(a, b) << "input " << tohex(in);
        if (a.empty()) continue;
        accepted++;
        zeroed += a.find(std::string(64, '0')) != std::string::npos;
        // Strict implies lax, with the same values unless strict zeroed an integer.
        const std::string l = lax_der(in);
        ASSERT_FALSE(l.empty()) << tohex(in);
        if (a.substr(0, 64) != std::string(64, '0') && a.substr(64) != std::string(64, '0')) {
            ASSERT_EQ(l, a) << tohex(in);
        }
    }
    // The generator must exercise both outcomes substantially.
    EXPECT_GT(accepted, n / 5);
    EXPECT_LT(accepted, n * 4 / 5);
    EXPECT_GT(zeroed, n / 50);
}

TEST(EcdsaDer, ParseHandMade) {
    const std::string nh = tohex(kN.data(), 32), nm1 = tohex(add_small(kN, -1).data(), 32);
    const std::string big130 = "01" + std::string(258, 'a');  // 130 content bytes
    const std::string zero64(128, '0');
    struct Case { std::string der, want; };  // want "" = rejected
    const std::vector<Case> cases = {
        {"3006020101020101", cpt("01", "01")},
        {"3006020100020100", zero64},                        // zero values parse
        {"300702020080020101", cpt("80", "01")},             // 00 before a top bit: required
        {"300602017f020101", cpt("7f", "01")},
        {"3006020180020101", cpt("00", "01")},               // negative: value 0
        {"30060201ff020101", cpt("00", "01")},               // -1: value 0
        {"30070202ff7f020101", cpt("00", "01")},             // negative, FF not excess
        {"3026022100" + nh + "020101", cpt("00", "01")},     // r = n: value 0
        {"3026022100" + nm1 + "020101", nm1 + cpt("00", "01").substr(64)},
        {"302602210101" + nm1.substr(2) + "020101", cpt("00", "01")},  // 33 significant bytes
        {"308188028182" + big130 + "020101", cpt("00", "01")},  // long forms
        {"", ""}, {"30", ""}, {"3000", ""}, {"3003020101", ""},
        {"300602010102010100", ""},                          // byte after the sequence
        {"3007020101020101", ""}, {"3005020101020101", ""},  // wrong sequence length
        {"30070201010201010000", ""},
        {"3008020101020101" "0000", ""},                     // garbage inside the sequence
        {"300702020001020101", ""},                          // excess 00
        {"30070202ff80020101", ""},                          // excess FF
        {"30050200020101", ""},                              // empty integer
        {"308106020101020101", ""},                          // non-minimal long form
        {"308206", ""}, {"3080020101020101", ""},            // indefinite length
        {"3089000000000000000006020101020101", ""},         // 9 length bytes
        {"3089010000000000000006020101020101", ""},
        {"3006028101010201", ""}, {"300702810101020101", ""},
        {"3106020101020101", ""}, {"3006030101020101", ""}, {"3006020101030101", ""},
        {"3006020501020101", ""}, {"3006020101020201", ""},  // integer past the end
    };
    for (const Case& c : cases) {
        const Bytes in = unhex(c.der);
        EXPECT_EQ(ours_der(in), c.want) << c.der;
        EXPECT_EQ(secp_der(in), c.want) << c.der;
    }
}

TEST(EcdsaDerLax, HandMade) {
    const std::string nh = tohex(kN.data(), 32), zero64(128, '0');
    const std::string v32 = "7a" + std::string(62, '5');
    struct Case { std::string der, want; };
    const std::vector<Case> cases = {
        {"3006020101020101", cpt("01", "01")},
        {"3000020101020101", cpt("01", "01")},               // sequence length ignored
        {"3084ffffffff020101020101", cpt("01", "01")},       // long-form sequence length skipped
        {"3080020101020101", cpt("01", "01")},               // 0x80: no length bytes
        {"3006020101020101deadbeef", cpt("01", "01")},       // trailing garbage ignored
        {"30060203000001020101", cpt("01", "01")},           // leading zeros
        {"30060201ff020101", cpt("ff", "01")},               // no sign: 0xff is 255
        {"300602000201" "01", cpt("00", "01")},              // empty integer is 0
        {"30060200020100", zero64},
        {"3006028101010201" "02", cpt("01", "02")},          // long-form integer length
        {"30060284000000010502010a", cpt("05", "0a")},       // zeros in the length skipped
        {"300602800201" "07", cpt("00", "07")},              // 0x80 integer length: empty
        {"300602220000" + v32 + "020109", cpt(v32, "09")},   // 34 bytes, 2 leading zeros
        {"3006022101" + v32 + "020109", zero64},             // 33 significant bytes: both 0
        {"3006020109022101" + v32, zero64},
        {"3006022100" + nh + "020109", zero64},              // r = n: both 0
        {"3006020109022100" + nh, zero64},
        {"", ""}, {"30", ""}, {"3106020101020101", ""}, {"3000", ""},
        {"3003020101", ""},                                  // s missing
        {"3006020501", ""},                                  // r past the end
        {"300602010102", ""}, {"30060201010201", ""},       // s length / contents missing
        {"3085ffff", ""},                                    // sequence length bytes missing
        {"3006028401000000", ""},                            // length 2^24: past the end
        {"300e0288010000000000000001020101", ""},            // 8 significant length bytes
        {"30060284000001", ""},                              // length bytes missing
        {"3006030101020101", ""}, {"3006020101030101", ""},
    };
    for (const Case& c : cases) EXPECT_EQ(lax_der(unhex(c.der)), c.want) << c.der;
}

// Length fields of 4 bytes need a 16 MiB input to be satisfiable; both parsers take them.
TEST(EcdsaDerLax, HugeLengths) {
    const std::size_t big = std::size_t(1) << 24;
    // Strict: 30 84 <len> 02 84 01000000 <01 00 ... 00> 02 01 01 parses with r = 0 (too long).
    Bytes in = {0x30, 0x84, 0, 0, 0, 0, 0x02, 0x84, 0x01, 0x00, 0x00, 0x00};
    in.resize(in.size() + big, 0x00);
    in[12] = 0x01;
    in.insert(in.end(), {0x02, 0x01, 0x05});
    write_be32(&in[2], (std::uint32_t)(in.size() - 6));
    EXPECT_EQ(ours_der(in), cpt("00", "05"));
    EXPECT_EQ(secp_der(in), cpt("00", "05"));
    // Lax: the same with 2^24 zero bytes is r = 0 (leading zeros), s = 5, where a size_t
    // can hold a 4-byte length.
    in[12] = 0x00;
    if (sizeof(std::size_t) > 4) {
        EXPECT_EQ(lax_der(in), cpt("00", "05"));
    } else {
        EXPECT_EQ(lax_der(in), "");
    }
}
