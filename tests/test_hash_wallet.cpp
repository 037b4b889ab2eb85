// Tests for the hashes the wallet layer needs (src/hash): SHA-512, HMAC-SHA512 (and the
// generic Hmac<H> it shares with HMAC-SHA256), PBKDF2-HMAC-SHA512, RIPEMD-160 and HASH160.
//
// Sources of truth: the FIPS 180-4 example messages (SHA-512 of "abc" and of the 896-bit
// two-block message) and the million-'a' message; RFC 4231's HMAC-SHA512 test cases 1-4, 6
// and 7; the published RIPEMD-160 test vectors (Bosselaers' page: "", "a", "abc", "message
// digest", a..z, the 448-bit message, a million 'a'); the official BIP-39 vectors in
// ../shared/vectors/bip39/vectors.json, whose seeds are PBKDF2-HMAC-SHA512(mnemonic,
// "mnemonic" || "TREZOR", 2048, 64) (English rows: their mnemonics are plain ASCII, so no
// Unicode normalization is involved); and, where no published value covers a case (every
// length across the block boundaries, a truncated two-block PBKDF2 output), digests computed
// with python3's hashlib (the expression is given next to each constant).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "hash/hmac_sha512.hpp"
#include "hash/pbkdf2.hpp"
#include "hash/ripemd160.hpp"
#include "hash/sha512.hpp"
#include "support/hex.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"

namespace ufsecp {
namespace {

using test::hex;

const unsigned char* bytes(const std::string& s) { return reinterpret_cast<const unsigned char*>(s.data()); }

std::string sha512_hex(const std::string& m) {
    unsigned char out[64];
    sha512(out, bytes(m), m.size());
    return hex(out, 64);
}
std::string ripemd160_hex(const std::string& m) {
    unsigned char out[20];
    ripemd160(out, bytes(m), m.size());
    return hex(out, 20);
}

TEST(Sha512, Fips180Examples) {
    EXPECT_EQ(sha512_hex("abc"),
              "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
              "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
    EXPECT_EQ(sha512_hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqr"
                         "lmnopqrsmnopqrstnopqrstu"),
              "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
              "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909");
    EXPECT_EQ(sha512_hex(""),
              "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
              "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e");
    EXPECT_EQ(sha512_hex(std::string(1000000, 'a')),
              "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
              "de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b");
}

// Every length 0..300 (across the padding's one- and two-block cases: 55/56 and 63/64 for
// 64-byte blocks, 111/112 and 127/128 for SHA-512's 128-byte ones), one-shot and written in
// random pieces of up to max_piece bytes: returns the digests of data[:n], n = 0..300,
// concatenated (data = bytes(i % 251 for i in range(400))).
template <class H>
std::vector<unsigned char> every_length(std::uint64_t seed, std::size_t max_piece) {
    std::vector<unsigned char> data(400), cat;
    for (int i = 0; i < 400; i++) data[i] = (unsigned char)(i % 251);
    test::Rng rng(seed);
    for (std::size_t n = 0; n <= 300; n++) {
        unsigned char one[H::kDigestSize], split[H::kDigestSize];
        H a;
        a.write(data.data(), n);
        a.finalize(one);
        H b;
        for (std::size_t pos = 0; pos < n;) {
            const std::size_t k = std::min<std::size_t>(n - pos, rng.u64() % max_piece);
            b.write(data.data() + pos, k);
            pos += k;
        }
        b.finalize(split);
        EXPECT_EQ(hex(one, H::kDigestSize), hex(split, H::kDigestSize)) << n;
        cat.insert(cat.end(), one, one + H::kDigestSize);
    }
    return cat;
}

// python3: sha512(b''.join(sha512(data[:n]).digest() for n in range(301))).hexdigest()
TEST(Sha512, EveryLengthAndAnySplit) {
    const std::vector<unsigned char> cat = every_length<Sha512>(512, 140);
    unsigned char fold[64];
    sha512(fold, cat.data(), cat.size());
    EXPECT_EQ(hex(fold, 64),
              "da20b3b598f77f25e2e2d1941e345bfe16543f32378fbc8447fbb64f038964ce"
              "a0808c9d450e5e83ac095f5656c102b2ff15a8e0501c7553a7afe1e0256b5e09");
}

TEST(HmacSha512, Rfc4231) {
    struct Case {
        std::string key, data, tag;
    };
    const Case cases[] = {
        {std::string(20, '\x0b'), "Hi There",
         "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854"},
        {"Jefe", "what do ya want for nothing?",
         "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"},
        {std::string(20, '\xaa'), std::string(50, '\xdd'),
         "fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb"},
        {"\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19",
         std::string(50, '\xcd'),
         "b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd"},
        {std::string(131, '\xaa'), "Test Using Larger Than Block-Size Key - Hash Key First",
         "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598"},
        {std::string(131, '\xaa'),
         "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be "
         "hashed before being used by the HMAC algorithm.",
         "e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58"},
    };
    for (const Case& c : cases) {
        unsigned char tag[64];
        hmac_sha512(tag, bytes(c.key), c.key.size(), bytes(c.data), c.data.size());
        EXPECT_EQ(hex(tag, 64), c.tag) << c.data.substr(0, 20);
        // A keyed object copied before use gives the same tag (PBKDF2 relies on it).
        const HmacSha512 keyed(bytes(c.key), c.key.size());
        HmacSha512 copy = keyed;
        copy.write(bytes(c.data), c.data.size());
        copy.finalize(tag);
        EXPECT_EQ(hex(tag, 64), c.tag);
    }
}

// Every English row of the official BIP-39 vectors: seed = PBKDF2-HMAC-SHA512(mnemonic,
// "mnemonic" || "TREZOR", 2048 iterations, 64 bytes).
TEST(Pbkdf2HmacSha512, Bip39EnglishSeeds) {
    const auto doc = test::read_vector_json("bip39/vectors.json");
    const auto& rows = doc["english"];
    ASSERT_EQ(rows.size(), 24u);
    const std::string salt = "mnemonicTREZOR";
    for (std::size_t i = 0; i < rows.size(); i++) {
        const std::string& mnemonic = rows[i][1].str();
        unsigned char seed[64];
        pbkdf2_hmac_sha512(seed, 64, bytes(mnemonic), mnemonic.size(), bytes(salt), salt.size(), 2048);
        EXPECT_EQ(hex(seed, 64), rows[i][2].str()) << "row " << i;
    }
}

// Output lengths that are not one block and iteration counts other than BIP-39's.
TEST(Pbkdf2HmacSha512, LengthsAndIterations) {
    unsigned char out[100];
    // python3: hashlib.pbkdf2_hmac('sha512', b'password', b'salt', 1, 100).hex()
    pbkdf2_hmac_sha512(out, 100, bytes("password"), 8, bytes("salt"), 4, 1);
    EXPECT_EQ(hex(out, 100),
              "867f70cf1ade02cff3752599a3a53dc4af34c7a669815ae5d513554e1c8cf252c02d470a285a0501bad999bfe943c08f"
              "050235d7d68b1da55e63f73b60a57fce7b532e206c2967d4c7d2ffa460539fc4d4e5eec70125d74c6c7cf86d25284f297907fcea");
    // python3: hashlib.pbkdf2_hmac('sha512', b'passwordPASSWORDpassword',
    //                              b'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 64).hex()
    const std::string p = "passwordPASSWORDpassword", s = "saltSALTsaltSALTsaltSALTsaltSALTsalt";
    pbkdf2_hmac_sha512(out, 64, bytes(p), p.size(), bytes(s), s.size(), 4096);
    EXPECT_EQ(hex(out, 64),
              "8c0511f4c6e597c6ac6315d8f0362e225f3c501495ba23b868c005174dc4ee71"
              "115b59f9e60cd9532fa33e0f75aefe30225c583a186cd82bd4daea9724a3d3b8");
}

TEST(Ripemd160, PublishedVectors) {
    EXPECT_EQ(ripemd160_hex(""), "9c1185a5c5e9fc54612808977ee8f548b2258d31");
    EXPECT_EQ(ripemd160_hex("a"), "0bdc9d2d256b3ee9daae347be6f4dc835a467ffe");
    EXPECT_EQ(ripemd160_hex("abc"), "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc");
    EXPECT_EQ(ripemd160_hex("message digest"), "5d0689ef49d2fae572b881b123a85ffa21595f36");
    EXPECT_EQ(ripemd160_hex("abcdefghijklmnopqrstuvwxyz"), "f71c27109c692c1b56bbdceb5b9d2865b3708dbc");
    EXPECT_EQ(ripemd160_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
              "12a053384a9c0c88e405a06c27dcf49ada62eb2b");
    EXPECT_EQ(ripemd160_hex(std::string(1000000, 'a')), "52783243c1697bdbe16d37f97f68f08325dc1528");
}

// python3: sha256(b''.join(hashlib.new('ripemd160', data[:n]).digest() for n in range(301))).hexdigest()
TEST(Ripemd160, EveryLengthAndAnySplit) {
    const std::vector<unsigned char> cat = every_length<Ripemd160>(160, 70);
    unsigned char fold[32];
    sha256(fold, cat.data(), cat.size());
    EXPECT_EQ(hex(fold, 32), "2ff8b1e3945a7e1060e12c17d63b7be71f5fc40feebc9e686b56640dda406de7");
}

// HASH160 of the compressed generator (the key hash of private key 1, as in P2PKH address
// 1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH). python3: ripemd160(sha256(bytes.fromhex('0279BE...'))).
TEST(Ripemd160, Hash160OfGenerator) {
    const std::string g = "0279BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798";
    unsigned char pk[33], out[20];
    for (int i = 0; i < 33; i++) pk[i] = (unsigned char)std::stoi(g.substr(2 * i, 2), nullptr, 16);
    hash160(out, pk, 33);
    EXPECT_EQ(hex(out, 20), "751e76e8199196d454941c45d1b3a323f1433bd6");
}

}  // namespace
}  // namespace ufsecp
