// Tests for the hashing layer (src/hash): SHA-256 (both transforms), HMAC-SHA256, the
// RFC 6979 HMAC-DRBG and BIP-340 tagged hashes.
//
// Sources of truth: FIPS 180 / NIST known answers, RFC 4231 HMAC vectors, the RFC 6979
// secp256k1 nonce vectors in rfc6979/ of the official vectors (support/vectors.hpp),
// digests computed with python3's hashlib/hmac (constants below, with the script line
// that produced them), libsecp256k1's own RFC 6979 nonce function (when linked), and the
// two SHA-256 transforms against each other.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "hash/hmac_sha256.hpp"
#include "hash/rfc6979.hpp"
#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"
#include "support/hex.hpp"
#include "support/mini_json.hpp"
#include "support/vectors.hpp"
#include "support/test_rng.hpp"

#ifdef UFSECP_TEST_HAVE_LIBSECP256K1
#include <secp256k1.h>
#endif


namespace {

using ufsecp::test::hex;
using ufsecp::test::unhex;

using namespace ufsecp;
using Bytes = std::vector<unsigned char>;


Bytes str_bytes(const std::string& s) { return Bytes(s.begin(), s.end()); }

Bytes sha(const Bytes& m) {
    Bytes out(32);
    sha256(out.data(), m.data(), m.size());
    return out;
}

// SHA-256 computed with a given transform and our own padding, bypassing Sha256, so the
// known answers pin each transform on its own (not only the one Sha256 picked).
using Transform = void (*)(std::uint32_t*, const unsigned char*, std::size_t);
Bytes sha_with(Transform tf, const Bytes& m) {
    std::uint32_t s[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                          0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
    Bytes padded = m;
    padded.push_back(0x80);
    while (padded.size() % 64 != 56) padded.push_back(0);
    const std::uint64_t bits = (std::uint64_t)m.size() * 8;
    for (int i = 7; i >= 0; i--) padded.push_back((unsigned char)(bits >> (8 * i)));
    tf(s, padded.data(), padded.size() / 64);
    Bytes out(32);
    for (int i = 0; i < 8; i++) write_be32(out.data() + 4 * i, s[i]);
    return out;
}
void shani_or_die(std::uint32_t* s, const unsigned char* b, std::size_t n) {
    if (!sha256_transform_shani(s, b, n)) std::abort();  // callers check support first
}
bool have_shani() {
    std::uint32_t s[8] = {};
    return sha256_transform_shani(s, nullptr, 0);
}

// ---------------------------------------------------------------------------------
// SHA-256

struct Kat {
    Bytes msg;
    const char* digest;
};

std::vector<Kat> nist_kats() {
    return {
        {str_bytes(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
        {str_bytes("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
        {str_bytes("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
        {str_bytes("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"),
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"},
        {Bytes(1000000, 'a'), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"},
    };
}

TEST(Sha256, NistKnownAnswers) {
    for (const Kat& k : nist_kats()) {
        EXPECT_EQ(hex(sha(k.msg)), k.digest) << "length " << k.msg.size();
        EXPECT_EQ(hex(sha_with(&sha256_transform_portable, k.msg)), k.digest) << "portable, length " << k.msg.size();
        if (have_shani()) {
            EXPECT_EQ(hex(sha_with(&shani_or_die, k.msg)), k.digest) << "shani, length " << k.msg.size();
        }
    }
}

TEST(Sha256, MillionAInChunks) {
    // The FIPS "one million a" message written in uneven pieces that straddle blocks.
    Sha256 h;
    const Bytes chunk(997, 'a');
    std::size_t left = 1000000;
    for (std::size_t step = 1; left > 0; step = step % 997 + 1) {
        const std::size_t n = step < left ? step : left;
        h.write(chunk.data(), n);
        left -= n;
    }
    unsigned char out[32];
    h.finalize(out);
    EXPECT_EQ(hex(out, 32), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

// Message of length L used below: byte i = (7*i + L) mod 256.
Bytes length_msg(std::size_t len) {
    Bytes m(len);
    for (std::size_t i = 0; i < len; i++) m[i] = (unsigned char)(i * 7 + len);
    return m;
}

TEST(Sha256, AllLengthsUpTo300) {
    // python3: H(b''.join(H(bytes((i*7+L)&0xff for i in range(L))) for L in range(301)))
    Sha256 all;
    for (std::size_t len = 0; len <= 300; len++) {
        const Bytes m = length_msg(len);
        const Bytes one_shot = sha(m);
        all.write(one_shot.data(), 32);

        Sha256 bytewise;  // one byte per write()
        for (unsigned char c : m) bytewise.write(&c, 1);
        unsigned char out[32];
        bytewise.finalize(out);
        EXPECT_EQ(hex(out, 32), hex(one_shot)) << "length " << len;
        EXPECT_EQ(hex(sha_with(&sha256_transform_portable, m)), hex(one_shot)) << "length " << len;
        if (have_shani()) {
            EXPECT_EQ(hex(sha_with(&shani_or_die, m)), hex(one_shot)) << "length " << len;
        }
    }
    unsigned char out[32];
    all.finalize(out);
    EXPECT_EQ(hex(out, 32), "60d63ff40b5558727a9b786ac0be9300f7ca58fd9ddd3b2f3681b369018a87dc");
}

TEST(Sha256, RandomSplitsMatchOneShot) {
    test::Rng rng(1);
    for (int it = 0; it < test::iters(2000); it++) {
        Bytes m(rng.u32() % 1200);
        rng.bytes(m.data(), m.size());
        const Bytes expect = sha(m);
        Sha256 h;
        std::size_t pos = 0;
        while (pos < m.size()) {
            // Mostly small pieces, sometimes several blocks at once, sometimes empty writes.
            std::size_t n = (rng.u32() % 4 == 0) ? rng.u32() % 300 : rng.u32() % 70;
            if (n > m.size() - pos) n = m.size() - pos;
            h.write(m.data() + pos, n);
            pos += n;
        }
        h.write(nullptr, 0);
        EXPECT_EQ(h.bytes_hashed(), m.size());
        unsigned char out[32];
        h.finalize(out);
        ASSERT_EQ(hex(out, 32), hex(expect)) << "iteration " << it << ", length " << m.size();
    }
}

TEST(Sha256, PortableVsShaniTransform) {
    if (!have_shani()) {
        // Set UFSECP_TEST_REQUIRE_SHANI=1 on machines known to have SHA-NI (CI) so a broken
        // CPU check cannot silently turn this comparison off.
        if (std::getenv("UFSECP_TEST_REQUIRE_SHANI")) FAIL() << "SHA-NI required but not detected";
        GTEST_SKIP() << "CPU without SHA-NI: only the portable transform can run here";
    }
    test::Rng rng(2);
    std::vector<unsigned char> buf(16 + 64 * 9);
    for (int it = 0; it < test::iters(5000); it++) {
        std::uint32_t s1[8], s2[8];
        // Random chaining states and data; every tenth case uses all-0x00 / all-0xFF words.
        const int kind = it % 10;
        for (int i = 0; i < 8; i++) s1[i] = kind == 0 ? 0 : kind == 1 ? 0xFFFFFFFFu : rng.u32();
        const std::size_t nblocks = 1 + rng.u32() % 8;
        const std::size_t offset = rng.u32() % 16;  // unaligned input
        unsigned char* p = buf.data() + offset;
        if (kind == 2) std::memset(p, 0, 64 * nblocks);
        else if (kind == 3) std::memset(p, 0xFF, 64 * nblocks);
        else rng.bytes(p, 64 * nblocks);
        std::memcpy(s2, s1, sizeof(s1));
        sha256_transform_portable(s1, p, nblocks);
        ASSERT_TRUE(sha256_transform_shani(s2, p, nblocks));
        ASSERT_EQ(0, std::memcmp(s1, s2, sizeof(s1))) << "iteration " << it << ", " << nblocks << " blocks";
    }
    // Zero blocks change nothing.
    std::uint32_t s[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    sha256_transform_portable(s, nullptr, 0);
    ASSERT_TRUE(sha256_transform_shani(s, nullptr, 0));
    for (int i = 0; i < 8; i++) EXPECT_EQ(s[i], (std::uint32_t)(i + 1));
}

TEST(Sha256, ImplementationSelection) {
    const std::string impl = sha256_implementation();
    const char* env = std::getenv("UFSECP_SHA256");
    std::printf("[ufsecp] sha256 implementation in use: %s (SHA-NI %savailable)\n", impl.c_str(),
                have_shani() ? "" : "not ");
    if (env && std::string(env) == "portable") {
        EXPECT_EQ(impl, "portable");
    } else {
        EXPECT_EQ(impl, have_shani() ? "shani" : "portable");
    }
}

TEST(Sha256, MidstateRoundTrip) {
    std::uint32_t iv[8];
    Sha256().get_midstate(iv);
    EXPECT_EQ(iv[0], 0x6a09e667u);
    EXPECT_EQ(iv[7], 0x5be0cd19u);

    test::Rng rng(3);
    for (int it = 0; it < test::iters(200); it++) {
        const std::size_t prefix_blocks = rng.u32() % 5;
        Bytes m(64 * prefix_blocks + rng.u32() % 200);
        rng.bytes(m.data(), m.size());
        Sha256 h;
        h.write(m.data(), 64 * prefix_blocks);
        std::uint32_t mid[8];
        h.get_midstate(mid);
        Sha256 resumed = Sha256::from_midstate(mid, 64 * prefix_blocks);
        EXPECT_EQ(resumed.bytes_hashed(), 64 * prefix_blocks);
        resumed.write(m.data() + 64 * prefix_blocks, m.size() - 64 * prefix_blocks);
        unsigned char out[32];
        resumed.finalize(out);
        ASSERT_EQ(hex(out, 32), hex(sha(m)));
        // The midstate is the raw chaining value: compare with the transform directly.
        std::uint32_t direct[8];
        std::memcpy(direct, iv, sizeof(iv));
        sha256_transform_portable(direct, m.data(), prefix_blocks);
        ASSERT_EQ(0, std::memcmp(direct, mid, sizeof(mid)));
    }
}

TEST(Sha256, CopyForksAndFinalizeWipes) {
    const Bytes a = str_bytes("common prefix that is longer than one block of sixty-four bytes ...");
    Sha256 h;
    h.write(a.data(), a.size());
    Sha256 fork = h;
    h.write((const unsigned char*)"x", 1);
    fork.write((const unsigned char*)"y", 1);
    unsigned char dx[32], dy[32];
    h.finalize(dx);
    fork.finalize(dy);
    Bytes ax = a, ay = a;
    ax.push_back('x');
    ay.push_back('y');
    EXPECT_EQ(hex(dx, 32), hex(sha(ax)));
    EXPECT_EQ(hex(dy, 32), hex(sha(ay)));

    // After finalize (and after clear) the object holds nothing: state words and byte
    // count are zero.
    std::uint32_t mid[8];
    h.get_midstate(mid);
    for (std::uint32_t w : mid) EXPECT_EQ(w, 0u);
    EXPECT_EQ(h.bytes_hashed(), 0u);
    Sha256 c;
    c.write(a.data(), 64);
    c.clear();
    c.get_midstate(mid);
    for (std::uint32_t w : mid) EXPECT_EQ(w, 0u);
    EXPECT_EQ(c.bytes_hashed(), 0u);
}

// ---------------------------------------------------------------------------------
// HMAC-SHA256

TEST(HmacSha256, Rfc4231) {
    struct Case {
        Bytes key, data;
        const char* tag;
        std::size_t tag_len;
    };
    Bytes key4;
    for (int i = 1; i <= 25; i++) key4.push_back((unsigned char)i);
    const std::vector<Case> cases = {
        {Bytes(20, 0x0b), str_bytes("Hi There"), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7", 32},
        {str_bytes("Jefe"), str_bytes("what do ya want for nothing?"),
         "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843", 32},
        {Bytes(20, 0xaa), Bytes(50, 0xdd), "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe", 32},
        {key4, Bytes(50, 0xcd), "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b", 32},
        {Bytes(20, 0x0c), str_bytes("Test With Truncation"), "a3b6167473100ee06e0c796c2955552b", 16},
        {Bytes(131, 0xaa), str_bytes("Test Using Larger Than Block-Size Key - Hash Key First"),
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54", 32},
        {Bytes(131, 0xaa),
         str_bytes("This is a test using a larger than block-size key and a larger than block-size data. The key "
                   "needs to be hashed before being used by the HMAC algorithm."),
         "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2", 32},
    };
    for (std::size_t i = 0; i < cases.size(); i++) {
        const Case& c = cases[i];
        unsigned char out[32];
        hmac_sha256(out, c.key.data(), c.key.size(), c.data.data(), c.data.size());
        EXPECT_EQ(hex(out, c.tag_len), c.tag) << "RFC 4231 test case " << i + 1;
        // Same through the streaming interface, data split in two.
        HmacSha256 h(c.key.data(), c.key.size());
        h.write(c.data.data(), c.data.size() / 3);
        h.write(c.data.data() + c.data.size() / 3, c.data.size() - c.data.size() / 3);
        h.finalize(out);
        EXPECT_EQ(hex(out, c.tag_len), c.tag) << "RFC 4231 test case " << i + 1 << " (streamed)";
    }
}

TEST(TaggedHash, Bip340AuxOfZeroConstant) {
    const unsigned char zero[32] = {};
    unsigned char h[32];
    const char* tag = "BIP0340/aux";
    tagged_hash(h, reinterpret_cast<const unsigned char*>(tag), std::strlen(tag), zero, 32);
    EXPECT_EQ(0, std::memcmp(h, kBip340AuxOfZero, 32));
}

// The precomputed pad states of the zero key (used for RFC 6979's initial K).
TEST(HmacSha256, ZeroKeyPadMidstates) {
    for (unsigned char pad : {(unsigned char)0x36, (unsigned char)0x5c}) {
        unsigned char block[64];
        std::memset(block, pad, 64);
        Sha256 h;
        h.write(block, 64);
        std::uint32_t st[8];
        h.get_midstate(st);
        const std::uint32_t* want = pad == 0x36 ? kHmacZeroKeyInnerMidstate : kHmacZeroKeyOuterMidstate;
        for (int i = 0; i < 8; i++) EXPECT_EQ(st[i], want[i]) << (int)pad << " " << i;
    }
    const unsigned char zero[32] = {};
    std::vector<unsigned char> msg;
    for (std::size_t len = 0; len < 200; len += 7) {
        msg.resize(len);
        for (std::size_t i = 0; i < len; i++) msg[i] = (unsigned char)(i * 31 + len);
        unsigned char a[32], b[32];
        HmacSha256 h1(zero, 32), h2 = HmacSha256::from_pad_midstates(kHmacZeroKeyInnerMidstate, kHmacZeroKeyOuterMidstate);
        h1.write(msg.data(), len);
        h2.write(msg.data(), len);
        h1.finalize(a);
        h2.finalize(b);
        EXPECT_EQ(0, std::memcmp(a, b, 32)) << len;
    }
}

TEST(HmacSha256, KeyLengths0To150) {
    // Every key length across the 64-byte block boundary (padding vs hashing the key).
    // python3: key=bytes((i*13+kl)&0xff for i in range(kl)); data=bytes((i*5+3)&0xff for i
    // in range(kl*3%200)); H(b''.join(hmac.new(key,data,sha256).digest() for kl in range(151)))
    Sha256 all;
    for (std::size_t kl = 0; kl <= 150; kl++) {
        Bytes key(kl), data((kl * 3) % 200);
        for (std::size_t i = 0; i < kl; i++) key[i] = (unsigned char)(i * 13 + kl);
        for (std::size_t i = 0; i < data.size(); i++) data[i] = (unsigned char)(i * 5 + 3);
        unsigned char tag[32];
        hmac_sha256(tag, key.data(), key.size(), data.data(), data.size());
        all.write(tag, 32);
    }
    unsigned char out[32];
    all.finalize(out);
    EXPECT_EQ(hex(out, 32), "62de50eb5c24414e38b5286ab0b10ace4929c6e355dff2a921088a69189f7412");
}

// ---------------------------------------------------------------------------------
// RFC 6979 HMAC-DRBG

// A deliberately plain second implementation of RFC 6979 3.2 (steps b-h) written from
// the RFC, used to check output lengths and call sequences the vector files do not cover.
struct RefDrbg {
    Bytes k = Bytes(32, 0x00), v = Bytes(32, 0x01);
    bool started = false;
    Bytes hmac(const Bytes& key, const Bytes& msg) {
        Bytes out(32);
        hmac_sha256(out.data(), key.data(), key.size(), msg.data(), msg.size());
        return out;
    }
    explicit RefDrbg(const Bytes& seed) {
        for (unsigned char sep : {0x00, 0x01}) {
            Bytes m = v;
            m.push_back(sep);
            m.insert(m.end(), seed.begin(), seed.end());
            k = hmac(k, m);
            v = hmac(k, v);
        }
    }
    Bytes generate(std::size_t n) {
        if (started) {
            Bytes m = v;
            m.push_back(0x00);
            k = hmac(k, m);
            v = hmac(k, v);
        }
        started = true;
        Bytes out;
        while (out.size() < n) {
            v = hmac(k, v);
            out.insert(out.end(), v.begin(), v.end());
        }
        out.resize(n);
        return out;
    }
};

// RFC 6979 bits2octets for a 256-bit digest: the digest reduced modulo the group order
// n (h < 2^256 < 2n, so at most one subtraction), big-endian bytes.
Bytes bits2octets(const Bytes& h32) {
    static const Bytes n = unhex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
    Bytes out = h32;
    if (std::lexicographical_compare(out.begin(), out.end(), n.begin(), n.end())) return out;  // h < n
    int borrow = 0;
    for (int i = 31; i >= 0; i--) {
        const int d = (int)out[i] - (int)n[i] - borrow;
        borrow = d < 0;
        out[i] = (unsigned char)(d + 256 * borrow);
    }
    return out;
}

Bytes drbg_seed(const Bytes& seckey32, const Bytes& digest32) {
    Bytes seed = seckey32;
    const Bytes m = bits2octets(digest32);
    seed.insert(seed.end(), m.begin(), m.end());
    return seed;
}

Bytes pad_hex32(const std::string& h) {
    EXPECT_LE(h.size(), 64u);
    return unhex(std::string(64 - h.size(), '0') + h);
}


TEST(Rfc6979, Secp256k1Sha256Vectors) {
    const auto doc = test::read_vector_json("rfc6979/secp256k1_sha256_k_vectors.json");
    const auto& vecs = doc["vectors"];
    ASSERT_GE(vecs.size(), 8u);
    for (std::size_t i = 0; i < vecs.size(); i++) {
        const auto& v = vecs[i];
        const Bytes digest = sha(str_bytes(v["msg"].str()));
        EXPECT_EQ(hex(digest), v["msg_sha256"].str()) << "vector " << i;
        const Bytes seed = drbg_seed(pad_hex32(v["private_key"].str()), digest);
        Rfc6979HmacSha256 drbg(seed.data(), seed.size());
        unsigned char k[32];
        drbg.generate(k, 32);
        drbg.finalize();
        EXPECT_EQ(hex(k, 32), v["k"].str()) << "vector " << i << " (" << v["msg"].str() << ")";
    }
}

TEST(Rfc6979, BitcoinjsNonceSequences) {
    const auto doc = test::read_vector_json("rfc6979/bitcoinjs-lib_ecdsa.json");
    // k0, k1, k15: the 1st, 2nd and 16th outputs (bitcoinjs retries as RFC 6979 3.2.h.3 does).
    const auto& seqs = doc["valid"]["rfc6979"];
    ASSERT_GE(seqs.size(), 10u);
    for (std::size_t i = 0; i < seqs.size(); i++) {
        const auto& v = seqs[i];
        const Bytes seed = drbg_seed(pad_hex32(v["d"].str()), sha(str_bytes(v["message"].str())));
        Rfc6979HmacSha256 drbg(seed.data(), seed.size());
        unsigned char k[16][32];
        for (auto& out : k) drbg.generate(out, 32);
        EXPECT_EQ(hex(k[0], 32), v["k0"].str()) << "sequence " << i;
        EXPECT_EQ(hex(k[1], 32), v["k1"].str()) << "sequence " << i;
        EXPECT_EQ(hex(k[15], 32), v["k15"].str()) << "sequence " << i;
    }
    // The ECDSA fixtures' k is the first output (each is a valid nonce, so no retry).
    const auto& sigs = doc["valid"]["ecdsa"];
    ASSERT_GE(sigs.size(), 7u);
    for (std::size_t i = 0; i < sigs.size(); i++) {
        const auto& v = sigs[i];
        const Bytes seed = drbg_seed(pad_hex32(v["d"].str()), sha(str_bytes(v["message"].str())));
        Rfc6979HmacSha256 drbg(seed.data(), seed.size());
        unsigned char k[32];
        drbg.generate(k, 32);
        EXPECT_EQ(hex(k, 32), v["k"].str()) << "ecdsa fixture " << i;
    }
}

TEST(Rfc6979, OutputLengthsAndCallSequences) {
    test::Rng rng(4);
    for (int it = 0; it < test::iters(300); it++) {
        Bytes seed(it % 3 == 0 ? 96 : it % 3 == 1 ? 64 : rng.u32() % 130);
        rng.bytes(seed.data(), seed.size());
        Rfc6979HmacSha256 drbg(seed.data(), seed.size());
        RefDrbg ref(seed);
        for (int call = 0; call < 4; call++) {
            const std::size_t n = rng.u32() % 4 == 0 ? 32 : rng.u32() % 100;
            Bytes got(n + 1, 0xA5);
            drbg.generate(got.data(), n);
            EXPECT_EQ(got[n], 0xA5) << "wrote past the requested length";
            got.resize(n);
            ASSERT_EQ(hex(got), hex(ref.generate(n))) << "iteration " << it << ", call " << call << ", length " << n;
        }
    }
}

#ifdef UFSECP_TEST_HAVE_LIBSECP256K1
TEST(Rfc6979, MatchesLibsecp256k1NonceFunction) {
    // libsecp256k1's default nonce function seeds the same DRBG with
    // seckey || (msg mod n) [|| data32] [|| algo16] and returns output number counter+1.
    test::Rng rng(5);
    const Bytes n_bytes = unhex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
    for (int it = 0; it < test::iters(1000); it++) {
        Bytes key(32), msg(32), data(32), algo(16);
        rng.bytes32_edgy(key.data());
        rng.bytes32_edgy(msg.data());
        rng.bytes(data.data(), 32);
        rng.bytes(algo.data(), 16);
        if (it % 50 == 1) msg = n_bytes;                     // reduces to 0
        if (it % 50 == 2) msg = Bytes(32, 0xFF);             // reduces to 2^256 - 1 - n
        const bool with_data = it % 2 == 1;
        const bool with_algo = it % 5 == 4;
        static const unsigned counters[] = {0, 0, 0, 1, 2, 15};
        const unsigned counter = counters[rng.u32() % 6];

        unsigned char theirs[32];
        ASSERT_EQ(1, secp256k1_nonce_function_rfc6979(theirs, msg.data(), key.data(),
                                                      with_algo ? algo.data() : nullptr,
                                                      with_data ? data.data() : nullptr, counter));
        Bytes seed = drbg_seed(key, msg);
        if (with_data) seed.insert(seed.end(), data.begin(), data.end());
        if (with_algo) seed.insert(seed.end(), algo.begin(), algo.end());
        Rfc6979HmacSha256 drbg(seed.data(), seed.size());
        unsigned char ours[32];
        for (unsigned c = 0; c <= counter; c++) drbg.generate(ours, 32);
        drbg.finalize();
        ASSERT_EQ(hex(ours, 32), hex(theirs, 32))
            << "iteration " << it << ", counter " << counter << ", data " << with_data << ", algo " << with_algo;
    }
}
#else
TEST(Rfc6979, MatchesLibsecp256k1NonceFunction) { GTEST_SKIP() << "built without libsecp256k1"; }
#endif

// ---------------------------------------------------------------------------------
// BIP-340 tagged hashes

TEST(TaggedHash, PrecomputedMidstatesMatchDefinition) {
    struct Case {
        const char* tag;
        Sha256 (*pre)();
    };
    const Case cases[] = {{"BIP0340/challenge", &sha256_bip340_challenge},
                          {"BIP0340/aux", &sha256_bip340_aux},
                          {"BIP0340/nonce", &sha256_bip340_nonce}};
    for (const Case& c : cases) {
        const Sha256 a = tagged_hash_init((const unsigned char*)c.tag, std::strlen(c.tag));
        const Sha256 b = c.pre();
        std::uint32_t ma[8], mb[8];
        a.get_midstate(ma);
        b.get_midstate(mb);
        EXPECT_EQ(0, std::memcmp(ma, mb, sizeof(ma))) << c.tag;
        EXPECT_EQ(a.bytes_hashed(), 64u);
        EXPECT_EQ(b.bytes_hashed(), 64u);
    }
}

TEST(TaggedHash, KnownAnswers) {
    // python3: t=H(tag); H(t+t+msg)
    Bytes m100(100);
    for (int i = 0; i < 100; i++) m100[i] = (unsigned char)i;
    std::string abc30;
    for (int i = 0; i < 30; i++) abc30 += "abc";
    struct Case {
        std::string tag;
        Bytes msg;
        Sha256 (*pre)();
        const char* digest;
    };
    const Case cases[] = {
        {"BIP0340/challenge", str_bytes(abc30), &sha256_bip340_challenge,
         "7ddedece33372c7bb7abd52754afef720eb3c3d101f60886fcad3b6bddbf33fc"},
        {"BIP0340/aux", Bytes(32, 0), &sha256_bip340_aux, "54f169cfc9e2e5727480441f90ba25c488f461c70b5ea5dcaaf7af69270aa514"},
        {"BIP0340/nonce", m100, &sha256_bip340_nonce, "75af5c2d095f84bf6c646cbd4822fe468970e236c034785e33c2a1a59c8c13c4"},
        {"TapLeaf", Bytes(), nullptr, "5212c288a377d1f8164962a5a13429f9ba6a7b84e59776a52c6637df2106facb"},
    };
    for (const Case& c : cases) {
        unsigned char out[32];
        tagged_hash(out, (const unsigned char*)c.tag.data(), c.tag.size(), c.msg.data(), c.msg.size());
        EXPECT_EQ(hex(out, 32), c.digest) << c.tag;
        if (c.pre) {
            Sha256 h = c.pre();
            h.write(c.msg.data(), c.msg.size());
            h.finalize(out);
            EXPECT_EQ(hex(out, 32), c.digest) << c.tag << " (precomputed midstate)";
        }
    }
}

// ---------------------------------------------------------------------------------
// The JSON reader the vector tests depend on.

TEST(MiniJson, ParsesAndRejects) {
    const auto v = test::json::parse(
        R"( {"a": [1, -2.5e3, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"], "b": {}, "c": [], "a": 0} )");
    ASSERT_TRUE(v.is_object());
    EXPECT_EQ(v["a"].size(), 6u);
    EXPECT_EQ(v["a"][0].num(), 1);
    EXPECT_EQ(v["a"][1].num(), -2500);
    EXPECT_EQ(v["a"][1].text, "-2.5e3");
    EXPECT_TRUE(v["a"][2].boolean_value());
    EXPECT_FALSE(v["a"][3].boolean_value());
    EXPECT_TRUE(v["a"][4].is_null());
    EXPECT_EQ(v["a"][5].str(), "x\"\\/\b\f\n\r\t\xC3\xA9\xF0\x9F\x98\x80");
    EXPECT_TRUE(v["b"].is_object());
    EXPECT_EQ(v["b"].size(), 0u);
    EXPECT_TRUE(v["c"].is_array());
    EXPECT_EQ(v.find("zz"), nullptr);
    EXPECT_THROW(v["zz"], std::runtime_error);
    EXPECT_THROW(v["a"][9], std::runtime_error);
    EXPECT_THROW(v["a"][0].str(), std::runtime_error);
    for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "01", "1.", "\"abc", "\"\\x\"", "tru", "[1] 2",
                            "\"\\ud800\"", "\"a\nb\"", "{\"a\":1,}", "-"}) {
        EXPECT_THROW(test::json::parse(bad), std::runtime_error) << bad;
    }
}

}  // namespace
