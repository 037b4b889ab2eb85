// The address functions through the C ABI (include/ufsecp/ufsecp_address.h): the BIP-173 and
// BIP-350 tables (address_vectors.hpp) with the status each invalid address must give, the
// official BIP-341 P2TR addresses and scriptPubKeys (read at run time), BIP-173's examples from
// the key of secret key 1, Base58Check P2PKH/P2SH against an independent Base58Check encoder
// written here (big-number division by 58 over a byte vector, checksum = SHA-256d, whose SHA-256
// is tested against FIPS 180-4 in test_hash), Base58 errors, scripts <-> addresses, size queries
// and aliasing.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "address_ref.hpp"
#include "address_vectors.hpp"
#include "hash/sha256.hpp"
#include "support/hex.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp_address.h"

namespace ufsecp {
namespace {

using test::hex;
using test::unhex;

using namespace test::vectors;

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
    return s;
}

// ---- an independent Base58Check encoder -----------------------------------------------------

std::string ref_base58(const std::vector<unsigned char>& in) {
    static const char* alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    std::vector<unsigned char> num(in);
    std::string digits;
    // Repeated long division of the big-endian number by 58.
    while (true) {
        bool zero = true;
        for (unsigned char b : num) zero &= b == 0;
        if (zero) break;
        unsigned rem = 0;
        for (unsigned char& b : num) {
            const unsigned cur = rem * 256 + b;
            b = (unsigned char)(cur / 58);
            rem = cur % 58;
        }
        digits += alphabet[rem];
    }
    for (unsigned char b : in) {
        if (b != 0) break;
        digits += '1';
    }
    return std::string(digits.rbegin(), digits.rend());
}
std::string ref_base58check(std::vector<unsigned char> payload) {
    unsigned char h1[32], h2[32];
    sha256(h1, payload.data(), payload.size());
    sha256(h2, h1, 32);
    payload.insert(payload.end(), h2, h2 + 4);
    return ref_base58(payload);
}

// ---- wrappers -------------------------------------------------------------------------------

std::string seg_encode(const std::string& hrp, int v, const std::vector<unsigned char>& prog, ufsecp_status* st) {
    char out[UFSECP_ADDRESS_MAX_SIZE];
    size_t len = sizeof out;
    *st = ufsecp_segwit_address_encode(out, &len, hrp.c_str(), v, prog.data(), prog.size());
    return *st == UFSECP_OK ? std::string(out, len) : std::string();
}
std::string to_script(const std::string& addr, const std::string& hrp, ufsecp_status* st, unsigned char p2pkh = 0x00,
                      unsigned char p2sh = 0x05) {
    unsigned char s[UFSECP_SCRIPT_PUBKEY_MAX_SIZE];
    size_t len = sizeof s;
    *st = ufsecp_address_to_script(s, &len, addr.c_str(), hrp.c_str(), p2pkh, p2sh);
    return *st == UFSECP_OK ? hex(s, len) : std::string();
}
std::string from_script(const std::string& script_hex, const std::string& hrp, ufsecp_status* st,
                        unsigned char p2pkh = 0x00, unsigned char p2sh = 0x05) {
    const std::vector<unsigned char> s = unhex(script_hex);
    char out[UFSECP_ADDRESS_MAX_SIZE];
    size_t len = sizeof out;
    *st = ufsecp_address_from_script(out, &len, s.data(), s.size(), hrp.c_str(), p2pkh, p2sh);
    return *st == UFSECP_OK ? std::string(out, len) : std::string();
}
std::string hrp_of(const std::string& a) { return lower(a.substr(0, a.rfind('1'))); }

ufsecp_status status_of(Error e) {
    switch (e) {
        case Error::Ok: return UFSECP_OK;
        case Error::NoSeparator:
        case Error::BadHrp: return UFSECP_ERR_BAD_HRP;
        case Error::BadChar: return UFSECP_ERR_BAD_ENCODING;
        case Error::MixedCase: return UFSECP_ERR_MIXED_CASE;
        case Error::BadLength: return UFSECP_ERR_BAD_LENGTH;
        case Error::BadChecksum: return UFSECP_ERR_BAD_CHECKSUM;
        case Error::WrongVariant: return UFSECP_ERR_BAD_CHECKSUM_VARIANT;
        case Error::BadPadding:
        case Error::BadProgram: return UFSECP_ERR_BAD_PROGRAM;
        case Error::BadWitnessVersion: return UFSECP_ERR_BAD_WITNESS_VERSION;
        case Error::BadVersion: return UFSECP_ERR_BAD_VERSION;
    }
    return -1;
}

// ---- SegWit ---------------------------------------------------------------------------------

TEST(AddressAbi, BipValidAddresses) {
    for (const ValidAddress& v : kBip350ValidAddresses) {
        SCOPED_TRACE(v.addr);
        const std::string hrp = hrp_of(v.addr);
        ufsecp_status st;
        EXPECT_EQ(to_script(v.addr, hrp, &st), v.script);
        EXPECT_EQ(st, UFSECP_OK);
        EXPECT_EQ(from_script(v.script, hrp, &st), lower(v.addr));
        EXPECT_EQ(st, UFSECP_OK);
        int wv = -1;
        unsigned char prog[UFSECP_WITNESS_PROGRAM_MAX_SIZE];
        size_t n = sizeof prog;
        ASSERT_EQ(ufsecp_segwit_address_decode(&wv, prog, &n, hrp.c_str(), v.addr), UFSECP_OK);
        EXPECT_EQ(seg_encode(hrp, wv, std::vector<unsigned char>(prog, prog + n), &st), lower(v.addr));
        // Exactly the program's length is enough capacity.
        size_t exact = n;
        EXPECT_EQ(ufsecp_segwit_address_decode(&wv, prog, &exact, hrp.c_str(), v.addr), UFSECP_OK);
        EXPECT_EQ(exact, n);
    }
    for (const ValidAddress& v : kBip173ValidAddresses) {
        ufsecp_status st;
        const std::string s = to_script(v.addr, hrp_of(v.addr), &st);
        EXPECT_EQ(st, v.script[0] == '0' && v.script[1] == '0' ? UFSECP_OK : UFSECP_ERR_BAD_CHECKSUM_VARIANT) << v.addr;
    }
}

TEST(AddressAbi, BipInvalidAddresses) {
    std::vector<InvalidAddress> all(std::begin(kBip173InvalidAddresses), std::end(kBip173InvalidAddresses));
    all.insert(all.end(), std::begin(kBip350InvalidAddresses), std::end(kBip350InvalidAddresses));
    {
        for (const InvalidAddress& v : all) {
            SCOPED_TRACE(std::string(v.reason) + ": " + v.addr);
            const std::string hrp = lower(v.addr).rfind("tb1", 0) == 0 ? "tb" : "bc";
            int wv = 77;
            unsigned char prog[40];
            std::memset(prog, 0xA5, sizeof prog);
            size_t n = sizeof prog;
            EXPECT_EQ(ufsecp_segwit_address_decode(&wv, prog, &n, hrp.c_str(), v.addr), status_of(v.error));
            EXPECT_EQ(wv, 77);
            EXPECT_EQ(n, sizeof prog);
            for (unsigned char b : prog) EXPECT_EQ(b, 0xA5);
            if (v.error == Error::BadHrp) continue;  // address_to_script would read it as Base58
            ufsecp_status st;
            EXPECT_EQ(to_script(v.addr, hrp, &st), "");
            EXPECT_EQ(st, status_of(v.error));
        }
    }
}

TEST(AddressAbi, Bip341P2trAddresses) {
    const auto j = test::read_vector_json("bip341/wallet-test-vectors.json");
    const auto& cases = j["scriptPubKey"];
    ASSERT_EQ(cases.size(), 7u);
    for (std::size_t i = 0; i < cases.size(); i++) {
        const auto& c = cases[i];
        const std::vector<unsigned char> key = unhex(c["intermediary"]["tweakedPubkey"].str());
        const std::string addr = c["expected"]["bip350Address"].str();
        const std::string script = c["expected"]["scriptPubKey"].str();
        SCOPED_TRACE(addr);
        ASSERT_EQ(key.size(), 32u);
        char out[UFSECP_ADDRESS_MAX_SIZE];
        size_t len = sizeof out;
        ASSERT_EQ(ufsecp_address_p2tr(out, &len, "bc", key.data()), UFSECP_OK);
        EXPECT_EQ(std::string(out), addr);
        EXPECT_EQ(len, addr.size());
        ufsecp_status st;
        EXPECT_EQ(to_script(addr, "bc", &st), script);
        EXPECT_EQ(from_script(script, "bc", &st), addr);
        int wv = -1;
        unsigned char prog[40];
        size_t n = sizeof prog;
        ASSERT_EQ(ufsecp_segwit_address_decode(&wv, prog, &n, "bc", addr.c_str()), UFSECP_OK);
        EXPECT_EQ(wv, 1);
        EXPECT_EQ(std::vector<unsigned char>(prog, prog + n), key);
    }
}

// BIP-173's examples: the key of secret key 1; P2WSH of "<key> OP_CHECKSIG".
TEST(AddressAbi, Bip173ExamplesFromSecretKeyOne) {
    unsigned char sk[32] = {0};
    sk[31] = 1;
    ufsecp_pubkey pk;
    ASSERT_EQ(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    unsigned char ser[33];
    size_t sl = sizeof ser;
    ASSERT_EQ(ufsecp_pubkey_serialize(ser, &sl, &pk, UFSECP_EC_COMPRESSED), UFSECP_OK);
    EXPECT_EQ(hex(ser, 33), kBip173ExampleKey);
    std::vector<unsigned char> script{0x21};
    script.insert(script.end(), ser, ser + 33);
    script.push_back(0xac);
    for (const Example& e : kBip173Examples) {
        char out[UFSECP_ADDRESS_MAX_SIZE];
        size_t len = sizeof out;
        if (e.p2wsh)
            ASSERT_EQ(ufsecp_address_p2wsh(out, &len, e.hrp, script.data(), script.size()), UFSECP_OK);
        else
            ASSERT_EQ(ufsecp_address_p2wpkh(out, &len, e.hrp, &pk), UFSECP_OK);
        EXPECT_EQ(std::string(out), e.addr);
    }
}

TEST(AddressAbi, SegwitRoundTripsAgainstReference) {
    test::Rng rng(11);
    for (int it = 0; it < test::iters(2000); it++) {
        const int v = (int)(rng.u32() % 17);
        const std::size_t len = v == 0 ? ((rng.u32() & 1) ? 20 : 32) : 2 + rng.u32() % 39;
        std::vector<unsigned char> p(len);
        rng.bytes(p.data(), len);
        const std::string hrp = (it % 3 == 0) ? "bc" : (it % 3 == 1) ? "tb" : "bcrt";
        ufsecp_status st;
        const std::string a = seg_encode(hrp, v, p, &st);
        ASSERT_EQ(st, UFSECP_OK);
        ASSERT_EQ(a, *test::ref::segwit_encode(hrp, v, std::vector<int>(p.begin(), p.end())));
        const std::string script = to_script(a, hrp, &st);
        ASSERT_EQ(st, UFSECP_OK);
        EXPECT_EQ(from_script(script, hrp, &st), a);
    }
}

// ---- Base58Check ----------------------------------------------------------------------------

// The key of secret key 1: its HASH160 is the program of BIP-173's P2WPKH example
// (751e76e8...), so its P2PKH address is Base58Check(0x00 || that hash), computed here with
// the reference encoder; the result is also the widely published address of that key.
TEST(AddressAbi, P2pkhOfSecretKeyOne) {
    unsigned char sk[32] = {0};
    sk[31] = 1;
    ufsecp_pubkey pk;
    ASSERT_EQ(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    std::vector<unsigned char> payload{0x00};
    const std::vector<unsigned char> h = unhex("751e76e8199196d454941c45d1b3a323f1433bd6");
    payload.insert(payload.end(), h.begin(), h.end());
    const std::string want = ref_base58check(payload);
    EXPECT_EQ(want, "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH");
    char out[UFSECP_ADDRESS_MAX_SIZE];
    size_t len = sizeof out;
    ASSERT_EQ(ufsecp_address_p2pkh(out, &len, 0x00, &pk, UFSECP_EC_COMPRESSED), UFSECP_OK);
    EXPECT_EQ(std::string(out), want);
    EXPECT_EQ(len, want.size());
    // Testnet version byte.
    payload[0] = 0x6f;
    len = sizeof out;
    ASSERT_EQ(ufsecp_address_p2pkh(out, &len, 0x6f, &pk, UFSECP_EC_COMPRESSED), UFSECP_OK);
    EXPECT_EQ(std::string(out), ref_base58check(payload));
    // Uncompressed: the widely published address of the same key.
    len = sizeof out;
    ASSERT_EQ(ufsecp_address_p2pkh(out, &len, 0x00, &pk, UFSECP_EC_UNCOMPRESSED), UFSECP_OK);
    EXPECT_EQ(std::string(out), "1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm");
    // Decoding and the script.
    unsigned char ver = 9, h20[20];
    ASSERT_EQ(ufsecp_base58_address_decode(&ver, h20, want.c_str()), UFSECP_OK);
    EXPECT_EQ(ver, 0x00);
    EXPECT_EQ(hex(h20, 20), "751e76e8199196d454941c45d1b3a323f1433bd6");
    ufsecp_status st;
    EXPECT_EQ(to_script(want, "bc", &st), "76a914751e76e8199196d454941c45d1b3a323f1433bd688ac");
    // An empty hrp: Base58 only (the address starts with '1', which an empty hrp would match).
    EXPECT_EQ(to_script(want, "", &st), "76a914751e76e8199196d454941c45d1b3a323f1433bd688ac");
    EXPECT_EQ(st, UFSECP_OK);
    EXPECT_EQ(from_script("76a914751e76e8199196d454941c45d1b3a323f1433bd688ac", "bc", &st), want);
}

// P2SH: the HASH160 of a redeem script, Base58Check with 0x05 / 0xc4.
TEST(AddressAbi, P2sh) {
    // The BIP-173 example's P2WSH witness script, used here as a redeem script.
    const std::vector<unsigned char> script =
        unhex("210279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798ac");
    for (unsigned char version : {0x05, 0xc4}) {
        char out[UFSECP_ADDRESS_MAX_SIZE];
        size_t len = sizeof out;
        ASSERT_EQ(ufsecp_address_p2sh(out, &len, version, script.data(), script.size()), UFSECP_OK);
        unsigned char ver = 0, h20[20];
        ASSERT_EQ(ufsecp_base58_address_decode(&ver, h20, out), UFSECP_OK);
        EXPECT_EQ(ver, version);
        std::vector<unsigned char> payload{version};
        payload.insert(payload.end(), h20, h20 + 20);
        EXPECT_EQ(std::string(out), ref_base58check(payload));
        ufsecp_status st;
        EXPECT_EQ(to_script(out, "bc", &st, 0x00, version), "a914" + hex(h20, 20) + "87");
        EXPECT_EQ(from_script("a914" + hex(h20, 20) + "87", "bc", &st, 0x00, version), std::string(out));
        EXPECT_EQ(std::string(out)[0], version == 0x05 ? '3' : '2');
    }
    // A widely published P2SH address decodes and re-encodes to itself.
    unsigned char ver = 0, h20[20];
    ASSERT_EQ(ufsecp_base58_address_decode(&ver, h20, "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"), UFSECP_OK);
    EXPECT_EQ(ver, 0x05);
    char out[UFSECP_ADDRESS_MAX_SIZE];
    size_t len = sizeof out;
    ASSERT_EQ(ufsecp_base58_address_encode(out, &len, ver, h20), UFSECP_OK);
    EXPECT_EQ(std::string(out), "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy");
}

TEST(AddressAbi, Base58RoundTripsAgainstReference) {
    test::Rng rng(12);
    for (int it = 0; it < test::iters(3000); it++) {
        std::vector<unsigned char> payload(21);
        rng.bytes(payload.data(), 21);
        if (it % 4 == 0) payload[0] = 0;  // leading zero bytes give leading '1's
        if (it % 8 == 0) payload[1] = 0;
        char out[UFSECP_ADDRESS_MAX_SIZE];
        size_t len = sizeof out;
        ASSERT_EQ(ufsecp_base58_address_encode(out, &len, payload[0], payload.data() + 1), UFSECP_OK);
        const std::string want = ref_base58check(payload);
        ASSERT_EQ(std::string(out), want);
        ASSERT_EQ(len, want.size());
        unsigned char ver = 0, h20[20];
        ASSERT_EQ(ufsecp_base58_address_decode(&ver, h20, out), UFSECP_OK);
        EXPECT_EQ(ver, payload[0]);
        EXPECT_EQ(std::vector<unsigned char>(h20, h20 + 20), std::vector<unsigned char>(payload.begin() + 1, payload.end()));
    }
}

TEST(AddressAbi, Base58Errors) {
    const std::string good = "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH";
    unsigned char ver = 0x5a, h20[20];
    std::memset(h20, 0x5a, 20);
    auto untouched = [&] {
        for (unsigned char b : h20)
            if (b != 0x5a) return false;
        return ver == 0x5a;
    };
    // Characters outside the alphabet.
    for (char c : std::string("0OIl +/-\x80\xff")) {
        for (std::size_t pos : {std::size_t{0}, std::size_t{10}, good.size() - 1}) {
            std::string m = good;
            m[pos] = c;
            EXPECT_EQ(ufsecp_base58_address_decode(&ver, h20, m.c_str()), UFSECP_ERR_BAD_ENCODING) << m;
            EXPECT_TRUE(untouched());
        }
    }
    // Every single-character substitution: rejected; after the first character, by the checksum
    // (the number of leading zero bytes stays the same).
    const std::string alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    for (std::size_t i = 0; i < good.size(); i++) {
        for (char c : alphabet) {
            if (c == good[i]) continue;
            std::string m = good;
            m[i] = c;
            const ufsecp_status st = ufsecp_base58_address_decode(&ver, h20, m.c_str());
            if (i > 0)
                EXPECT_EQ(st, UFSECP_ERR_BAD_CHECKSUM) << m;
            else
                EXPECT_NE(st, UFSECP_OK) << m;
            EXPECT_TRUE(untouched());
        }
    }
    // Valid Base58Check strings of other payload lengths.
    for (std::size_t n : {0, 1, 20, 22, 33, 78}) {
        std::vector<unsigned char> payload(n, 0x42);
        const std::string s = ref_base58check(payload);
        EXPECT_EQ(ufsecp_base58_address_decode(&ver, h20, s.c_str()), UFSECP_ERR_BAD_LENGTH) << n;
        EXPECT_TRUE(untouched());
    }
    // Too short to hold a checksum, and very long input.
    EXPECT_EQ(ufsecp_base58_address_decode(&ver, h20, "1"), UFSECP_ERR_BAD_LENGTH);
    EXPECT_EQ(ufsecp_base58_address_decode(&ver, h20, std::string(5000, 'z').c_str()), UFSECP_ERR_BAD_LENGTH);
    EXPECT_TRUE(untouched());
    // A known version that is not one the caller accepts.
    ufsecp_status st;
    EXPECT_EQ(to_script(good, "tb", &st, 0x6f, 0xc4), "");
    EXPECT_EQ(st, UFSECP_ERR_BAD_VERSION);
}

// ---- size queries and aliasing --------------------------------------------------------------

TEST(AddressAbi, SizeQueriesAndAliasing) {
    const std::vector<unsigned char> key =
        unhex("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
    size_t len = 0;
    ASSERT_EQ(ufsecp_address_p2tr(nullptr, &len, "bc", key.data()), UFSECP_ERR_BUFFER_TOO_SMALL);
    EXPECT_EQ(len, 63u);
    std::vector<char> out(len);
    ASSERT_EQ(ufsecp_address_p2tr(out.data(), &len, "bc", key.data()), UFSECP_OK);
    EXPECT_EQ(std::string(out.data()), "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0");
    EXPECT_EQ(len, 62u);
    // The output buffer may hold the hrp: it is read before anything is written.
    char buf[UFSECP_ADDRESS_MAX_SIZE] = "tb";
    len = sizeof buf;
    ASSERT_EQ(ufsecp_segwit_address_encode(buf, &len, buf, 1, key.data(), 32), UFSECP_OK);
    EXPECT_EQ(std::string(buf), *test::ref::segwit_encode("tb", 1, std::vector<int>(key.begin(), key.end())));
    // ... and the program output may overlap the address.
    unsigned char* as_bytes = reinterpret_cast<unsigned char*>(buf);
    int wv = -1;
    size_t n = 32;
    ASSERT_EQ(ufsecp_segwit_address_decode(&wv, as_bytes, &n, "tb", buf), UFSECP_OK);
    EXPECT_EQ(std::vector<unsigned char>(as_bytes, as_bytes + 32), key);
    // Scripts: a size query, then the script written over the address it came from.
    char a2[UFSECP_ADDRESS_MAX_SIZE] = "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0";
    size_t sl = 0;
    ASSERT_EQ(ufsecp_address_to_script(nullptr, &sl, a2, "bc", 0, 5), UFSECP_ERR_BUFFER_TOO_SMALL);
    EXPECT_EQ(sl, 34u);
    ASSERT_EQ(ufsecp_address_to_script(reinterpret_cast<unsigned char*>(a2), &sl, a2, "bc", 0, 5), UFSECP_OK);
    EXPECT_EQ(hex(reinterpret_cast<unsigned char*>(a2), sl), "5120" + hex(key.data(), 32));
}

}  // namespace
}  // namespace ufsecp
