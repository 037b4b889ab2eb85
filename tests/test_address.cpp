// Tests for Bech32/Bech32m (src/encoding/bech32) and SegWit addresses (src/address/segwit).
//
// Sources of truth:
//   * Every test vector of the two BIP texts, as tables in address_vectors.hpp, each with the
//     section it comes from: BIP-173 (bitcoin/bips, bip-0173.mediawiki, "Examples" and appendix "Test
//     vectors") and BIP-350 (bip-0350.mediawiki, "Test vectors": "Test vectors for Bech32m",
//     "Test vectors for v0-v16 native segregated witness addresses"). The BIP texts give a
//     reason for each invalid string; the tables name the error this library reports for it.
//     BIP-173's valid addresses of versions 1..16 carry Bech32 checksums; BIP-350 replaced
//     that checksum for those versions, so they are now rejected (WrongVariant), and their
//     Bech32 checksums are still checked as strings.
//   * The official BIP-341 vectors (../shared/vectors/bip341/wallet-test-vectors.json, read at
//     run time): every scriptPubKey case's bip350Address and scriptPubKey from its
//     tweakedPubkey.
//   * The silent-payment addresses of the official BIP-352 vectors (Bech32m strings longer
//     than 90 characters), which exercise the length limit parameter.
//   * An independent reference (address_ref.hpp, from the BIPs' Python pseudocode) on
//     thousands of random inputs, and properties: every single-character substitution and every
//     case change of a valid string is rejected; 2 to 4 substitutions are always detected
//     (BIP-173's guarantee for strings of at most 89 checked characters).
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "address/segwit.hpp"
#include "address_ref.hpp"
#include "address_vectors.hpp"
#include "encoding/bech32.hpp"
#include "support/hex.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"

namespace ufsecp {
namespace {

using test::hex;
using test::unhex;

using address::Error;
using bech32::Encoding;
namespace ref = test::ref;
using namespace test::vectors;

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
    return s;
}
std::string upper(std::string s) {
    for (char& c : s)
        if (c >= 'a' && c <= 'z') c = (char)(c - 32);
    return s;
}

// ---- helpers over the library ---------------------------------------------------------------

struct Dec {
    bech32::Error err;
    bech32::Decoded d;
    std::vector<unsigned char> data;
};
Dec dec(const std::string& s, std::size_t max_len = bech32::kSegwitMaxLen) {
    Dec r;
    r.data.assign(s.size() + 1, 0);
    r.err = bech32::decode(r.d, r.data.data(), r.data.size(), s, max_len);
    if (r.err == bech32::Error::Ok) r.data.resize(r.d.data_len);
    return r;
}
std::string enc(const std::string& hrp, const std::vector<unsigned char>& data, Encoding e,
                std::size_t max_len = bech32::kSegwitMaxLen, bech32::Error* err = nullptr) {
    std::vector<char> out(bech32::encoded_length(hrp.size(), data.size()) + 1, 'X');
    const bech32::Error r = bech32::encode(out.data(), hrp, data.data(), data.size(), e, max_len);
    if (err) *err = r;
    return r == bech32::Error::Ok ? std::string(out.data()) : std::string();
}
// The hrp the address table entries use (the text before the last '1', lowercase).
std::string hrp_of(const std::string& a) { return lower(a.substr(0, a.rfind('1'))); }

struct Seg {
    Error err;
    int witver = -1;
    std::vector<unsigned char> prog;
};
Seg segdec(const std::string& hrp, const std::string& addr) {
    Seg r;
    unsigned char prog[address::kMaxProgram];
    std::size_t n = 0;
    r.err = address::segwit_decode(&r.witver, prog, &n, hrp, addr);
    if (r.err == Error::Ok) r.prog.assign(prog, prog + n);
    return r;
}
std::string segenc(const std::string& hrp, int witver, const std::vector<unsigned char>& prog, Error* err = nullptr) {
    char out[address::kMaxAddressLen + 1];
    std::size_t len = 0;
    const Error e = address::segwit_encode(out, &len, hrp, witver, prog.data(), prog.size());
    if (err) *err = e;
    if (e != Error::Ok) return std::string();
    EXPECT_EQ(len, std::strlen(out));
    return std::string(out, len);
}
std::string script_hex(int witver, const std::vector<unsigned char>& prog) {
    unsigned char s[address::kMaxWitnessScript];
    const std::size_t n = address::segwit_script(s, witver, prog.data(), prog.size());
    return hex(s, n);
}

// ---- Bech32 strings --------------------------------------------------------------------------

void expect_valid_string(const std::string& s, Encoding want) {
    SCOPED_TRACE(s);
    const Dec r = dec(s);
    ASSERT_EQ(r.err, bech32::Error::Ok);
    EXPECT_EQ(r.d.encoding, want);
    EXPECT_EQ(std::string(r.d.hrp), hrp_of(s));
    EXPECT_EQ(r.d.hrp_len, hrp_of(s).size());
    // The encoder writes the lowercase form back.
    EXPECT_EQ(enc(r.d.hrp, r.data, want), lower(s));
    // Exactly one variant: the other is reported as such.
    const Encoding other = want == Encoding::Bech32 ? Encoding::Bech32m : Encoding::Bech32;
    bech32::Decoded d2;
    unsigned char buf[100];
    EXPECT_EQ(bech32::decode_as(d2, buf, sizeof buf, s, 90, other), bech32::Error::WrongVariant);
    EXPECT_EQ(bech32::decode_as(d2, buf, sizeof buf, s, 90, want), bech32::Error::Ok);
    // The reference agrees.
    const auto rr = ref::decode(s);
    ASSERT_TRUE(rr.has_value());
    EXPECT_EQ(rr->spec == ref::Spec::Bech32, want == Encoding::Bech32);
}

TEST(Bech32, Bip173ValidStrings) {
    for (const char* s : kBip173ValidBech32) expect_valid_string(s, Encoding::Bech32);
}

TEST(Bech32, Bip350ValidStrings) {
    for (const char* s : kBip350ValidBech32m) expect_valid_string(s, Encoding::Bech32m);
}

void expect_invalid_strings(const InvalidString* v, std::size_t n) {
    for (std::size_t i = 0; i < n; i++) {
        SCOPED_TRACE(std::string(v[i].reason) + ": " + v[i].str);
        const Dec r = dec(v[i].str);
        EXPECT_EQ(r.err, v[i].error);
        EXPECT_FALSE(ref::decode(v[i].str).has_value());
        bech32::Decoded d2;
        unsigned char buf[100];
        EXPECT_EQ(bech32::decode_as(d2, buf, sizeof buf, v[i].str, 90, Encoding::Bech32), v[i].error);
        EXPECT_EQ(bech32::decode_as(d2, buf, sizeof buf, v[i].str, 90, Encoding::Bech32m), v[i].error);
    }
}

TEST(Bech32, Bip173InvalidStrings) {
    expect_invalid_strings(kBip173InvalidBech32, std::size(kBip173InvalidBech32));
}

TEST(Bech32, Bip350InvalidStrings) {
    expect_invalid_strings(kBip350InvalidBech32m, std::size(kBip350InvalidBech32m));
}

// The BIPs' "overall max length exceeded" strings are otherwise well-formed: with a longer
// limit they decode (an 84-character hrp is then the error), and the 90-character ones fail
// at 89.
TEST(Bech32, LengthLimitParameter) {
    for (const InvalidString* v : {&kBip173InvalidBech32[3], &kBip350InvalidBech32m[3]}) {
        EXPECT_EQ(v->str.size(), 91u);
        EXPECT_EQ(dec(v->str, 91).err, bech32::Error::BadHrp);
    }
    for (const char* s : {kBip173ValidBech32[2], kBip173ValidBech32[4], kBip350ValidBech32m[2], kBip350ValidBech32m[4]}) {
        EXPECT_EQ(std::strlen(s), 90u);
        EXPECT_EQ(dec(s, 90).err, bech32::Error::Ok);
        EXPECT_EQ(dec(s, 89).err, bech32::Error::BadLength);
        // A limit above the code's length is the code's length.
        EXPECT_EQ(dec(s, 100000).err, bech32::Error::Ok);
    }
    // Encoding: the same limit.
    std::vector<unsigned char> data(83, 7);
    bech32::Error e;
    EXPECT_EQ(enc("a", data, Encoding::Bech32, 91, &e).size(), 91u);
    EXPECT_EQ(e, bech32::Error::Ok);
    EXPECT_EQ(enc("a", data, Encoding::Bech32, 90, &e), "");
    EXPECT_EQ(e, bech32::Error::BadLength);
    // 1023 characters at most, whatever the limit says.
    std::vector<unsigned char> big(1023 - 2 - 6, 31);
    const std::string s = enc("a", big, Encoding::Bech32m, 5000, &e);
    EXPECT_EQ(e, bech32::Error::Ok);
    EXPECT_EQ(s.size(), 1023u);
    EXPECT_EQ(dec(s, 1023).err, bech32::Error::Ok);
    big.push_back(0);
    EXPECT_EQ(enc("a", big, Encoding::Bech32m, 5000, &e), "");
    EXPECT_EQ(e, bech32::Error::BadLength);
    EXPECT_EQ(dec(s + "q", 5000).err, bech32::Error::BadLength);
}

TEST(Bech32, EncodeErrors) {
    bech32::Error e;
    EXPECT_EQ(enc("", {}, Encoding::Bech32, 90, &e), "");
    EXPECT_EQ(e, bech32::Error::BadHrp);
    EXPECT_EQ(enc(std::string(84, 'a'), {}, Encoding::Bech32, 1023, &e), "");
    EXPECT_EQ(e, bech32::Error::BadHrp);
    EXPECT_EQ(enc(std::string(83, 'a'), {}, Encoding::Bech32, 1023, &e).size(), 90u);
    EXPECT_EQ(e, bech32::Error::Ok);
    EXPECT_EQ(enc("a b", {}, Encoding::Bech32, 90, &e), "");
    EXPECT_EQ(e, bech32::Error::BadHrp);
    EXPECT_EQ(enc(std::string("a\x7f"), {}, Encoding::Bech32, 90, &e), "");
    EXPECT_EQ(e, bech32::Error::BadHrp);
    EXPECT_EQ(enc("a", {1, 32}, Encoding::Bech32, 90, &e), "");
    EXPECT_EQ(e, bech32::Error::BadChar);
    // An uppercase hrp is written (and checksummed) in lowercase: BIP-173's "A12UEL5L" is the
    // uppercase form of what "A" with no data encodes to.
    EXPECT_EQ(enc("A", {}, Encoding::Bech32), "a12uel5l");
    EXPECT_EQ(enc("A", {}, Encoding::Bech32m), "a1lqfn3a");
    // Empty data, hrp with '1' and '?' (BIP-173's and BIP-350's own examples).
    EXPECT_EQ(enc("?", {}, Encoding::Bech32), "?1ezyfcl");
    EXPECT_EQ(enc("?", {}, Encoding::Bech32m), "?1v759aa");
}

TEST(Bech32, CaseRules) {
    for (const char* s : kBip173ValidBech32) {
        const std::string l = lower(s), u = upper(s);
        EXPECT_EQ(dec(l).err, bech32::Error::Ok);
        EXPECT_EQ(dec(u).err, bech32::Error::Ok);
        // Every single letter's case flipped in an all-lowercase string: mixed case.
        for (std::size_t i = 0; i < l.size(); i++) {
            if (l[i] < 'a' || l[i] > 'z') continue;
            std::string m = l;
            m[i] = (char)(m[i] - 32);
            EXPECT_EQ(dec(m).err, bech32::Error::MixedCase) << m;
            std::string n = u;
            n[i] = (char)(n[i] + 32);
            EXPECT_EQ(dec(n).err, bech32::Error::MixedCase) << n;
        }
    }
}

// Characters outside 33..126 or the alphabet anywhere, NUL bytes included.
TEST(Bech32, BadCharacters) {
    const std::string good = "abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw";
    ASSERT_EQ(dec(good).err, bech32::Error::Ok);
    const std::size_t sep = good.rfind('1');
    for (int c = 0; c < 256; c++) {
        for (std::size_t pos : {std::size_t{2}, sep + 3, good.size() - 1}) {
            std::string m = good;
            m[pos] = (char)c;
            const Dec r = dec(m);
            const bool in_hrp = pos < sep;
            if (c == '1' && in_hrp) continue;  // another '1' in the hrp: still valid hrp text
            if (c < 33 || c > 126) {
                EXPECT_EQ(r.err, in_hrp ? bech32::Error::BadHrp : bech32::Error::BadChar) << c << " at " << pos;
            } else if (c == '1') {
                // A '1' in the data part moves the separator: some error, depending on where.
                EXPECT_NE(r.err, bech32::Error::Ok) << c << " at " << pos;
            } else if (!in_hrp && ref::kCharset.find((char)std::tolower(c)) == std::string::npos) {
                EXPECT_EQ(r.err, bech32::Error::BadChar) << c << " at " << pos;
            } else if (c >= 'A' && c <= 'Z') {
                EXPECT_EQ(r.err, bech32::Error::MixedCase) << c << " at " << pos;
            } else if ((char)c != good[pos]) {
                EXPECT_NE(r.err, bech32::Error::Ok) << c << " at " << pos;
            }
            EXPECT_EQ(r.err == bech32::Error::Ok, ref::decode(m).has_value()) << c << " at " << pos;
        }
    }
}

TEST(Bech32, OutputsUntouchedOnError) {
    bech32::Decoded d;
    std::memset(&d, 0xA5, sizeof d);
    unsigned char data[100];
    std::memset(data, 0xA5, sizeof data);
    for (const InvalidString& v : kBip173InvalidBech32) {
        EXPECT_NE(bech32::decode(d, data, sizeof data, v.str, 90), bech32::Error::Ok);
        for (unsigned char b : data) ASSERT_EQ(b, 0xA5);
        for (std::size_t i = 0; i < sizeof d; i++) ASSERT_EQ(reinterpret_cast<unsigned char*>(&d)[i], 0xA5);
    }
    char out[100];
    std::memset(out, 0xA5, sizeof out);
    const unsigned char bad[2] = {1, 40};
    EXPECT_EQ(bech32::encode(out, "bc", bad, 2, Encoding::Bech32, 90), bech32::Error::BadChar);
    for (char c : out) ASSERT_EQ((unsigned char)c, 0xA5);
    // A data buffer too small for the data part: BadLength, nothing written.
    EXPECT_EQ(bech32::decode(d, data, 3, kBip173ValidBech32[3], 90), bech32::Error::BadLength);
    for (unsigned char b : data) ASSERT_EQ(b, 0xA5);
}

// ---- SegWit addresses ------------------------------------------------------------------------

void expect_valid_address(const ValidAddress& v) {
    SCOPED_TRACE(v.addr);
    const std::string hrp = hrp_of(v.addr);
    const Seg r = segdec(hrp, v.addr);
    ASSERT_EQ(r.err, Error::Ok);
    EXPECT_EQ(script_hex(r.witver, r.prog), v.script);
    // Re-encoding gives the lowercase address.
    EXPECT_EQ(segenc(hrp, r.witver, r.prog), lower(v.addr));
    // The expected hrp is compared case-insensitively.
    EXPECT_EQ(segdec(upper(hrp), v.addr).err, Error::Ok);
    // scriptPubKey -> program.
    const std::vector<unsigned char> script = unhex(v.script);
    int wv = -1;
    unsigned char prog[40];
    std::size_t n = 0;
    ASSERT_EQ(address::segwit_from_script(&wv, prog, &n, script.data(), script.size()), Error::Ok);
    EXPECT_EQ(wv, r.witver);
    EXPECT_EQ(std::vector<unsigned char>(prog, prog + n), r.prog);
    // The reference agrees.
    const auto rr = ref::segwit_decode(hrp, v.addr);
    ASSERT_TRUE(rr.has_value());
    EXPECT_EQ(rr->first, r.witver);
    EXPECT_EQ(std::vector<unsigned char>(rr->second.begin(), rr->second.end()), r.prog);
}

TEST(SegwitAddress, Bip350Valid) {
    for (const ValidAddress& v : kBip350ValidAddresses) expect_valid_address(v);
}

TEST(SegwitAddress, Bip173Valid) {
    for (const ValidAddress& v : kBip173ValidAddresses) {
        SCOPED_TRACE(v.addr);
        // Every one is a valid Bech32 string.
        const Dec d = dec(v.addr);
        ASSERT_EQ(d.err, bech32::Error::Ok);
        EXPECT_EQ(d.d.encoding, Encoding::Bech32);
        const std::vector<unsigned char> script = unhex(v.script);
        if (script[0] == 0) {
            expect_valid_address(v);
        } else {
            // Versions 1..16 with a Bech32 checksum: superseded by BIP-350.
            EXPECT_EQ(segdec(hrp_of(v.addr), v.addr).err, Error::WrongVariant);
            EXPECT_FALSE(ref::segwit_decode(hrp_of(v.addr), v.addr).has_value());
            // The same (version, program) in Bech32m is BIP-350's vector for the same script.
            int wv = -1;
            unsigned char prog[40];
            std::size_t n = 0;
            ASSERT_EQ(address::segwit_from_script(&wv, prog, &n, script.data(), script.size()), Error::Ok);
            const std::string m = segenc(hrp_of(v.addr), wv, std::vector<unsigned char>(prog, prog + n));
            bool found = false;
            for (const ValidAddress& w : kBip350ValidAddresses) found |= lower(w.addr) == m && w.script == v.script;
            EXPECT_TRUE(found) << m;
        }
    }
}

void expect_invalid_addresses(const InvalidAddress* v, std::size_t n) {
    for (std::size_t i = 0; i < n; i++) {
        SCOPED_TRACE(std::string(v[i].reason) + ": " + v[i].addr);
        // The hrp the network expects: "bc" or "tb" (the BIPs' "Invalid human-readable part"
        // is "tc", for both).
        const std::string a = lower(v[i].addr);
        const std::string hrp = a.rfind("tb1", 0) == 0 ? "tb" : "bc";
        EXPECT_EQ(segdec(hrp, v[i].addr).err, v[i].error);
        EXPECT_FALSE(ref::segwit_decode(hrp, v[i].addr).has_value());
        // With an unknown expected hrp the hrp fails first, unless the string itself does.
    }
}

TEST(SegwitAddress, Bip173Invalid) {
    expect_invalid_addresses(kBip173InvalidAddresses, std::size(kBip173InvalidAddresses));
}

TEST(SegwitAddress, Bip350Invalid) {
    expect_invalid_addresses(kBip350InvalidAddresses, std::size(kBip350InvalidAddresses));
}

// BIP-173's examples from the key of secret key 1: P2WPKH = HASH160(key), P2WSH = SHA-256 of
// the script <33-byte push of the key> OP_CHECKSIG.
TEST(SegwitAddress, Bip173ExamplesFromKey) {
    const std::vector<unsigned char> key = unhex(kBip173ExampleKey);
    std::vector<unsigned char> script{0x21};
    script.insert(script.end(), key.begin(), key.end());
    script.push_back(0xac);
    for (const Example& e : kBip173Examples) {
        SCOPED_TRACE(e.addr);
        std::vector<unsigned char> prog(e.p2wsh ? 32 : 20);
        if (e.p2wsh)
            address::p2wsh_program(prog.data(), script.data(), script.size());
        else
            address::p2wpkh_program(prog.data(), key.data());
        EXPECT_EQ(segenc(e.hrp, 0, prog), e.addr);
    }
}

// The official BIP-341 vectors: the address and scriptPubKey of each tweaked output key.
TEST(SegwitAddress, Bip341WalletVectors) {
    const auto j = test::read_vector_json("bip341/wallet-test-vectors.json");
    const auto& cases = j["scriptPubKey"];
    ASSERT_EQ(cases.size(), 7u);
    for (std::size_t i = 0; i < cases.size(); i++) {
        const auto& c = cases[i];
        const std::string key = c["intermediary"]["tweakedPubkey"].str();
        const std::string want_addr = c["expected"]["bip350Address"].str();
        const std::string want_script = c["expected"]["scriptPubKey"].str();
        SCOPED_TRACE(want_addr);
        const std::vector<unsigned char> prog = unhex(key);
        ASSERT_EQ(prog.size(), 32u);
        EXPECT_EQ(segenc("bc", 1, prog), want_addr);
        EXPECT_EQ(script_hex(1, prog), want_script);
        const Seg r = segdec("bc", want_addr);
        ASSERT_EQ(r.err, Error::Ok);
        EXPECT_EQ(r.witver, 1);
        EXPECT_EQ(r.prog, prog);
        EXPECT_EQ(segdec("tb", want_addr).err, Error::BadHrp);
    }
}

// Silent-payment addresses (BIP-352): Bech32m strings of more than 90 characters; rejected
// with the SegWit limit, accepted with BIP-352's (1023), version 0 + two 33-byte keys.
TEST(Bech32, Bip352LongStrings) {
    const auto j = test::read_vector_json("bip352/send_and_receive_test_vectors.json");
    std::size_t count = 0;
    for (std::size_t ti = 0; ti < j.size(); ti++) {
        const auto& rcvs = j[ti]["receiving"];
        for (std::size_t ri = 0; ri < rcvs.size(); ri++) {
            const auto& addrs = rcvs[ri]["expected"]["addresses"];
            for (std::size_t ai = 0; ai < addrs.size(); ai++) {
                const std::string s = addrs[ai].str();
                SCOPED_TRACE(s);
                ASSERT_GT(s.size(), 90u);
                EXPECT_EQ(dec(s).err, bech32::Error::BadLength);
                const Dec r = dec(s, 1023);
                ASSERT_EQ(r.err, bech32::Error::Ok);
                EXPECT_EQ(r.d.encoding, Encoding::Bech32m);
                EXPECT_TRUE(std::string(r.d.hrp) == "sp" || std::string(r.d.hrp) == "tsp");
                ASSERT_GE(r.data.size(), 1u);
                EXPECT_EQ(r.data[0], 0);  // version 0
                unsigned char bytes[200];
                std::size_t n = 0;
                ASSERT_EQ(bech32::from_5bit(bytes, &n, r.data.data() + 1, r.data.size() - 1), bech32::Error::Ok);
                EXPECT_EQ(n, 66u);
                EXPECT_EQ(enc(r.d.hrp, r.data, Encoding::Bech32m, 1023), s);
                const auto rr = ref::decode(s, 1023);
                ASSERT_TRUE(rr.has_value());
                count++;
            }
        }
    }
    EXPECT_GT(count, 10u);
}

TEST(SegwitAddress, EncodeErrors) {
    Error e;
    const std::vector<unsigned char> p20(20, 1), p32(32, 2), p40(40, 3), p41(41, 4), p1(1, 5);
    EXPECT_EQ(segenc("bc", -1, p20, &e), "");
    EXPECT_EQ(e, Error::BadWitnessVersion);
    EXPECT_EQ(segenc("bc", 17, p20, &e), "");
    EXPECT_EQ(e, Error::BadWitnessVersion);
    EXPECT_EQ(segenc("bc", 0, p40, &e), "");
    EXPECT_EQ(e, Error::BadProgram);
    EXPECT_EQ(segenc("bc", 1, p41, &e), "");
    EXPECT_EQ(e, Error::BadProgram);
    EXPECT_EQ(segenc("bc", 1, p1, &e), "");
    EXPECT_EQ(e, Error::BadProgram);
    EXPECT_EQ(segenc("", 1, p32, &e), "");
    EXPECT_EQ(e, Error::BadHrp);
    // 90 characters at most: a 40-byte program leaves 18 characters of hrp.
    EXPECT_EQ(segenc(std::string(18, 'x'), 16, p40, &e).size(), 90u);
    EXPECT_EQ(e, Error::Ok);
    EXPECT_EQ(segenc(std::string(19, 'x'), 16, p40, &e), "");
    EXPECT_EQ(e, Error::BadLength);
    // Every version and length: the reference gives the same string; decoding returns it.
    test::Rng rng(1);
    for (int v = 0; v <= 16; v++) {
        for (std::size_t len = 2; len <= 40; len++) {
            std::vector<unsigned char> p(len);
            rng.bytes(p.data(), len);
            const bool ok = v != 0 || len == 20 || len == 32;
            const std::string a = segenc("bcrt", v, p, &e);
            EXPECT_EQ(e == Error::Ok, ok);
            const auto r = ref::segwit_encode("bcrt", v, std::vector<int>(p.begin(), p.end()));
            EXPECT_EQ(r.has_value(), ok);
            if (!ok) continue;
            EXPECT_EQ(a, *r);
            const Seg d = segdec("bcrt", a);
            ASSERT_EQ(d.err, Error::Ok);
            EXPECT_EQ(d.witver, v);
            EXPECT_EQ(d.prog, p);
        }
    }
}

TEST(SegwitAddress, Scripts) {
    int wv = 7;
    unsigned char prog[40];
    std::size_t n = 99;
    auto parse = [&](const std::string& h) {
        const std::vector<unsigned char> s = unhex(h);
        return address::segwit_from_script(&wv, prog, &n, s.data(), s.size());
    };
    EXPECT_EQ(parse("0014751e76e8199196d454941c45d1b3a323f1433bd6"), Error::Ok);
    EXPECT_EQ(wv, 0);
    EXPECT_EQ(n, 20u);
    wv = 7;
    n = 99;
    EXPECT_EQ(parse(""), Error::BadProgram);
    EXPECT_EQ(parse("0001ff"), Error::BadProgram);                                      // 1-byte program
    EXPECT_EQ(parse("0015751e76e8199196d454941c45d1b3a323f1433bd6"), Error::BadProgram);  // push length
    EXPECT_EQ(parse("0013751e76e8199196d454941c45d1b3a323f1433b"), Error::BadProgram);    // v0, 19 bytes
    EXPECT_EQ(parse("5114751e76e8199196d454941c45d1b3a323f1433bd6"), Error::Ok);           // v1, 20 bytes
    EXPECT_EQ(parse("4f14751e76e8199196d454941c45d1b3a323f1433bd6"), Error::BadWitnessVersion);  // OP_1NEGATE
    EXPECT_EQ(parse("5014751e76e8199196d454941c45d1b3a323f1433bd6"), Error::BadWitnessVersion);  // OP_RESERVED
    EXPECT_EQ(parse("6114751e76e8199196d454941c45d1b3a323f1433bd6"), Error::BadWitnessVersion);  // OP_NOP
    EXPECT_EQ(parse("0114751e76e8199196d454941c45d1b3a323f1433bd6"), Error::BadWitnessVersion);
    // P2PKH and P2SH scripts are not witness programs.
    EXPECT_EQ(parse("76a914751e76e8199196d454941c45d1b3a323f1433bd688ac"), Error::BadProgram);
    EXPECT_EQ(parse("a914751e76e8199196d454941c45d1b3a323f1433bd687"), Error::BadProgram);
    // 41 bytes of program (43-byte script).
    EXPECT_EQ(parse("6029" + std::string(82, 'a')), Error::BadProgram);
    EXPECT_EQ(parse("6028" + std::string(80, 'a')), Error::Ok);
    EXPECT_EQ(wv, 16);
    EXPECT_EQ(n, 40u);
}

// ---- differential tests against the reference ---------------------------------------------

std::string random_hrp(test::Rng& rng, std::size_t max) {
    const std::size_t len = 1 + rng.u32() % max;
    std::string h;
    for (std::size_t i = 0; i < len; i++) {
        char c = (char)(33 + rng.u32() % 94);
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);  // the reference takes the hrp as given
        h += c;
    }
    return h;
}

TEST(Bech32, DifferentialEncodeDecode) {
    test::Rng rng(2);
    const int n = test::iters(5000);
    for (int it = 0; it < n; it++) {
        const std::size_t max_len = (it & 1) ? 90 : 1023;
        const std::string hrp = random_hrp(rng, (it % 7 == 0) ? 83 : 12);
        const std::size_t room = max_len - hrp.size() - 7;
        const std::size_t dlen = rng.u32() % (room + 1);
        std::vector<unsigned char> data(dlen);
        for (auto& d : data) d = (unsigned char)(rng.u32() % 32);
        const Encoding e = (rng.u32() & 1) ? Encoding::Bech32 : Encoding::Bech32m;
        const ref::Spec spec = e == Encoding::Bech32 ? ref::Spec::Bech32 : ref::Spec::Bech32m;
        const std::string s = enc(hrp, data, e, max_len);
        ASSERT_EQ(s, ref::encode(hrp, std::vector<int>(data.begin(), data.end()), spec));
        const Dec r = dec(s, max_len);
        ASSERT_EQ(r.err, bech32::Error::Ok) << s;
        EXPECT_EQ(std::string(r.d.hrp), hrp);
        EXPECT_EQ(r.data, data);
        EXPECT_EQ(r.d.encoding, e);
        EXPECT_EQ(dec(upper(s), max_len).err, bech32::Error::Ok);
        // The polymod itself.
        std::vector<int> values = ref::hrp_expand(hrp);
        values.insert(values.end(), data.begin(), data.end());
        EXPECT_EQ(bech32::polymod(hrp, data.data(), data.size()), ref::polymod(values));
    }
}

// Random edits of valid strings (substitutions, insertions, deletions, case changes, random
// bytes): the library accepts exactly what the reference accepts, with the same result.
TEST(Bech32, DifferentialMutations) {
    test::Rng rng(3);
    const int n = test::iters(20000);
    int accepted = 0;
    for (int it = 0; it < n; it++) {
        const std::string hrp = random_hrp(rng, 6);
        std::vector<unsigned char> data(rng.u32() % 60);
        for (auto& d : data) d = (unsigned char)(rng.u32() % 32);
        const Encoding e = (rng.u32() & 1) ? Encoding::Bech32 : Encoding::Bech32m;
        std::string s = enc(hrp, data, e);
        ASSERT_FALSE(s.empty());
        const int edits = 1 + (int)(rng.u32() % 3);
        for (int k = 0; k < edits; k++) {
            const std::size_t pos = rng.u32() % s.size();
            switch (rng.u32() % 5) {
                case 0: s[pos] = ref::kCharset[rng.u32() % 32]; break;
                case 1: s.insert(s.begin() + (long)pos, ref::kCharset[rng.u32() % 32]); break;
                case 2: s.erase(s.begin() + (long)pos); break;
                case 3: s[pos] = (char)std::toupper((unsigned char)s[pos]); break;
                default: s[pos] = (char)(rng.u32() & 0xff); break;
            }
            if (s.empty()) s.push_back('1');
        }
        const Dec r = dec(s);
        const auto rr = ref::decode(s);
        ASSERT_EQ(r.err == bech32::Error::Ok, rr.has_value()) << s;
        if (!rr) continue;
        accepted++;
        EXPECT_EQ(std::string(r.d.hrp), rr->hrp);
        EXPECT_EQ(std::vector<int>(r.data.begin(), r.data.end()), rr->data);
        EXPECT_EQ(r.d.encoding == Encoding::Bech32, rr->spec == ref::Spec::Bech32);
    }
    // Some edits leave a valid string (a case change of a digit, an edit undone...).
    EXPECT_GT(accepted, 0);
}

TEST(Bech32, ConvertBits) {
    test::Rng rng(4);
    for (int it = 0; it < test::iters(3000); it++) {
        std::vector<unsigned char> b(rng.u32() % 70);
        rng.bytes(b.data(), b.size());
        unsigned char five[120];
        const std::size_t n5 = bech32::to_5bit(five, b.data(), b.size());
        ASSERT_EQ(n5, bech32::to_5bit_length(b.size()));
        const auto r5 = ref::convertbits(std::vector<int>(b.begin(), b.end()), 8, 5, true);
        ASSERT_EQ(std::vector<int>(five, five + n5), *r5);
        unsigned char back[80];
        std::size_t nb = 0;
        ASSERT_EQ(bech32::from_5bit(back, &nb, five, n5), bech32::Error::Ok);
        ASSERT_EQ(std::vector<unsigned char>(back, back + nb), b);
        // Random 5-bit strings: accepted exactly when the reference accepts them.
        std::vector<unsigned char> v(rng.u32() % 70);
        for (auto& x : v) x = (unsigned char)(rng.u32() % ((it % 5 == 0) ? 33 : 32));
        const auto rv = ref::convertbits(std::vector<int>(v.begin(), v.end()), 5, 8, false);
        const bech32::Error e = bech32::from_5bit(back, &nb, v.data(), v.size());
        ASSERT_EQ(e == bech32::Error::Ok, rv.has_value());
        if (rv) {
            ASSERT_EQ(std::vector<int>(back, back + nb), *rv);
        }
    }
}

TEST(SegwitAddress, DifferentialRandomAddresses) {
    test::Rng rng(5);
    const char* const hrps[] = {"bc", "tb", "bcrt", "BC", "tb"};
    for (int it = 0; it < test::iters(3000); it++) {
        const int v = (int)(rng.u32() % 17);
        std::size_t len = v == 0 ? ((rng.u32() & 1) ? 20 : 32) : 2 + rng.u32() % 39;
        std::vector<unsigned char> p(len);
        rng.bytes(p.data(), len);
        const std::string hrp = hrps[it % 5];
        const std::string a = segenc(hrp, v, p);
        ASSERT_EQ(a, *ref::segwit_encode(lower(hrp), v, std::vector<int>(p.begin(), p.end())));
        for (const std::string& form : {a, upper(a)}) {
            const Seg d = segdec(hrp, form);
            ASSERT_EQ(d.err, Error::Ok);
            EXPECT_EQ(d.witver, v);
            EXPECT_EQ(d.prog, p);
        }
        // Address <-> script.
        unsigned char script[42];
        const std::size_t sl = address::segwit_script(script, v, p.data(), p.size());
        int wv;
        unsigned char prog[40];
        std::size_t n;
        ASSERT_EQ(address::segwit_from_script(&wv, prog, &n, script, sl), Error::Ok);
        EXPECT_EQ(wv, v);
        EXPECT_EQ(std::vector<unsigned char>(prog, prog + n), p);
    }
}

// ---- error detection ------------------------------------------------------------------------

// Every single-character substitution of a valid address is rejected (the data part with
// every other alphabet character; hrp letters with every other letter), and so is every
// single-letter case change.
TEST(SegwitAddress, EverySingleSubstitutionRejected) {
    test::Rng rng(6);
    std::size_t tried = 0;
    for (int it = 0; it < test::iters(40); it++) {
        const int v = it % 17;
        const std::size_t len = v == 0 ? ((it & 2) ? 20 : 32) : 2 + rng.u32() % 39;
        std::vector<unsigned char> p(len);
        rng.bytes(p.data(), len);
        const std::string hrp = (it & 1) ? "bc" : "tb";
        const std::string a = segenc(hrp, v, p);
        const std::size_t sep = a.rfind('1');
        for (std::size_t i = 0; i < a.size(); i++) {
            if (i == sep) continue;
            const std::string alts = i < sep ? "abcdefghijklmnopqrstuvwxyz" : ref::kCharset;
            for (char c : alts) {
                if (c == a[i]) continue;
                std::string m = a;
                m[i] = c;
                EXPECT_NE(segdec(hrp, m).err, Error::Ok) << m;
                if (i > sep) {
                    // The checksum alone (no hrp comparison) catches it too.
                    EXPECT_EQ(dec(m).err, bech32::Error::BadChecksum) << m;
                }
                tried++;
            }
            if (a[i] >= 'a' && a[i] <= 'z') {
                std::string m = a;
                m[i] = (char)(m[i] - 32);
                EXPECT_EQ(segdec(hrp, m).err, Error::MixedCase) << m;
                std::string u = upper(a);
                u[i] = a[i];
                EXPECT_EQ(segdec(hrp, u).err, Error::MixedCase) << u;
            }
        }
    }
    EXPECT_GT(tried, 50000u);
}

// 2 to 4 substitutions in the data part: never a valid checksum of the same variant (BIP-173:
// any error affecting at most 4 characters is detected, for up to 89 checked characters; the
// Bech32m constant does not change the code's distance).
TEST(Bech32, UpToFourSubstitutionsDetected) {
    test::Rng rng(7);
    for (int it = 0; it < test::iters(20000); it++) {
        const std::string hrp = (it & 1) ? "bc" : "tb";
        std::vector<unsigned char> data(1 + rng.u32() % 64);
        for (auto& d : data) d = (unsigned char)(rng.u32() % 32);
        const Encoding e = (it & 2) ? Encoding::Bech32 : Encoding::Bech32m;
        const std::string s = enc(hrp, data, e);
        std::string m = s;
        const int k = 2 + (int)(rng.u32() % 3);
        const std::size_t first = s.rfind('1') + 1;
        std::vector<std::size_t> positions;
        while ((int)positions.size() < k) {
            const std::size_t pos = first + rng.u32() % (s.size() - first);
            bool dup = false;
            for (std::size_t q : positions) dup |= q == pos;
            if (!dup) positions.push_back(pos);
        }
        for (std::size_t pos : positions) {
            char c;
            do c = ref::kCharset[rng.u32() % 32];
            while (c == s[pos]);
            m[pos] = c;
        }
        bech32::Decoded d;
        unsigned char buf[100];
        ASSERT_NE(bech32::decode_as(d, buf, sizeof buf, m, 90, e), bech32::Error::Ok) << s << " -> " << m;
    }
}

TEST(SegwitAddress, OutputsUntouchedOnError) {
    int wv = 0x5a5a;
    unsigned char prog[40];
    std::size_t n = 0x5a5a;
    std::memset(prog, 0xA5, sizeof prog);
    auto untouched = [&] {
        for (unsigned char b : prog) if (b != 0xA5) return false;
        return wv == 0x5a5a && n == 0x5a5a;
    };
    for (const InvalidAddress& v : kBip350InvalidAddresses) {
        EXPECT_NE(address::segwit_decode(&wv, prog, &n, "bc", v.addr), Error::Ok);
        EXPECT_TRUE(untouched()) << v.addr;
    }
    char out[91];
    std::size_t len = 0x5a5a;
    std::memset(out, 0xA5, sizeof out);
    EXPECT_EQ(address::segwit_encode(out, &len, std::string(19, 'x'), 16, prog, 40), Error::BadLength);
    EXPECT_EQ(len, 0x5a5au);
    for (char c : out) EXPECT_EQ((unsigned char)c, 0xA5);
}

}  // namespace
}  // namespace ufsecp
