// Tests of BIP-39 (src/bip39, src/unicode) through the C ABI (include/ufsecp/ufsecp_bip39.h).
//
// Sources of truth: the official vectors in ../shared/vectors/bip39 (vectors.json: 12
// languages x 24, passphrase "TREZOR"; bip32JP_test_JP_BIP39.json: 24 Japanese vectors with
// U+3000 separators and non-ASCII passphrases; english.txt and japanese.txt, the BIP-39
// wordlists, read at run time); a reference encoder/decoder written here from BIP-39's text
// (bits -> 11-bit indices -> words, on english.txt as read from the file), run on thousands of
// random entropies; RFC 3629's rules for the invalid UTF-8 table. The independent check of
// NFKD itself (every code point against Python's unicodedata, random strings, every vector in
// its NFC/NFD/NFKD forms) is tests/bip39_unicode_check.py.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "hash/pbkdf2.hpp"
#include "hash/sha256.hpp"
#include "support/hex.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp_bip39.h"

namespace ufsecp {
namespace {

using test::hex;
using test::unhex;


std::vector<std::string> read_wordlist(const std::string& rel) {
    std::istringstream in(test::read_vector_file(rel));
    std::vector<std::string> words;
    for (std::string w; std::getline(in, w);)
        if (!w.empty()) words.push_back(w);
    return words;
}
std::vector<const char*> pointers(const std::vector<std::string>& words) {
    std::vector<const char*> p;
    for (const auto& w : words) p.push_back(w.c_str());
    return p;
}

std::string nfkd(const std::string& s) {
    size_t len = s.size() * UFSECP_NFKD_MAX_EXPANSION + 1;
    std::vector<char> out(len);
    EXPECT_EQ(ufsecp_utf8_nfkd(out.data(), &len, s.data(), s.size()), UFSECP_OK);
    return std::string(out.data(), len);
}

std::string from_entropy(const std::vector<unsigned char>& e, const std::vector<const char*>* wl = nullptr,
                         const char* sep = nullptr) {
    char out[UFSECP_BIP39_MNEMONIC_MAX];
    size_t len = sizeof out;
    const ufsecp_status st = wl ? ufsecp_bip39_mnemonic_from_entropy_wordlist(out, &len, e.data(), e.size(), wl->data(), sep)
                                : ufsecp_bip39_mnemonic_from_entropy(out, &len, e.data(), e.size());
    EXPECT_EQ(st, UFSECP_OK);
    if (st != UFSECP_OK) return "";
    EXPECT_EQ(std::strlen(out), len);
    return std::string(out, len);
}

ufsecp_status to_entropy(std::vector<unsigned char>& e, const std::string& m, const std::vector<const char*>* wl = nullptr) {
    unsigned char out[32];
    size_t len = sizeof out;
    const ufsecp_status st = wl ? ufsecp_bip39_mnemonic_to_entropy_wordlist(out, &len, m.c_str(), wl->data())
                                : ufsecp_bip39_mnemonic_to_entropy(out, &len, m.c_str());
    if (st == UFSECP_OK) e.assign(out, out + len);
    return st;
}

std::string seed_hex(const std::string& m, const char* pass) {
    unsigned char seed[64];
    EXPECT_EQ(ufsecp_bip39_mnemonic_to_seed(seed, m.c_str(), pass), UFSECP_OK);
    return hex(seed, 64);
}

// Reference (BIP-39's text, no constant-time care): entropy || first ENT/32 bits of SHA-256,
// cut into 11-bit big-endian groups, each an index into the list.
std::string ref_encode(const std::vector<unsigned char>& e, const std::vector<std::string>& wl) {
    unsigned char h[32];
    sha256(h, e.data(), e.size());
    std::vector<int> bits;
    for (unsigned char b : e)
        for (int k = 7; k >= 0; k--) bits.push_back((b >> k) & 1);
    for (std::size_t k = 0; k < e.size() * 8 / 32; k++) bits.push_back((h[0] >> (7 - k)) & 1);
    std::string s;
    for (std::size_t i = 0; i < bits.size() / 11; i++) {
        int idx = 0;
        for (int k = 0; k < 11; k++) idx = idx << 1 | bits[11 * i + k];
        if (i) s += ' ';
        s += wl[idx];
    }
    return s;
}

const std::vector<std::string>& english_words() {
    static const std::vector<std::string> w = read_wordlist("bip39/english.txt");
    return w;
}

// ---- the official vectors ---------------------------------------------------------------

// All 288 rows (12 languages): the seed of the mnemonic as written in the file, passphrase
// "TREZOR". (Their NFC/NFD/NFKD forms: tests/bip39_unicode_check.py.)
TEST(Bip39, SeedsOfAllLanguages) {
    const auto doc = test::read_vector_json("bip39/vectors.json");
    ASSERT_EQ(doc.size(), 12u);
    std::size_t n = 0;
    for (const auto& lang : doc.members) {
        ASSERT_EQ(lang.value.size(), 24u) << lang.key;
        for (std::size_t i = 0; i < 24; i++) {
            const auto& row = lang.value[i];
            EXPECT_EQ(seed_hex(row[1].str(), "TREZOR"), row[2].str()) << lang.key << " row " << i;
            const std::string k = nfkd(row[1].str());
            if (k != row[1].str()) {
                EXPECT_EQ(seed_hex(k, "TREZOR"), row[2].str()) << lang.key << " row " << i;
            }
            n++;
        }
    }
    EXPECT_EQ(n, 288u);
}

TEST(Bip39, EnglishBothWays) {
    const auto doc = test::read_vector_json("bip39/vectors.json");
    const auto& rows = doc["english"];
    ASSERT_EQ(rows.size(), 24u);
    for (std::size_t i = 0; i < 24; i++) {
        const auto e = unhex(rows[i][0].str());
        EXPECT_EQ(from_entropy(e), rows[i][1].str()) << "row " << i;
        std::vector<unsigned char> back;
        ASSERT_EQ(to_entropy(back, rows[i][1].str()), UFSECP_OK) << "row " << i;
        EXPECT_EQ(hex(back.data(), back.size()), rows[i][0].str());
    }
}

// Japanese with japanese.txt as the caller's list: the rows of vectors.json and the 24 of
// bip32JP (U+3000 separators, non-ASCII passphrases that need NFKD).
TEST(Bip39, JapaneseBothWaysAndSeeds) {
    const auto words = read_wordlist("bip39/japanese.txt");
    ASSERT_EQ(words.size(), 2048u);
    const auto wl = pointers(words);
    struct Row {
        std::string entropy, mnemonic, passphrase, seed;
    };
    std::vector<Row> rows;
    const auto doc = test::read_vector_json("bip39/vectors.json");
    for (std::size_t i = 0; i < doc["japanese"].size(); i++) {
        const auto& r = doc["japanese"][i];
        rows.push_back({r[0].str(), r[1].str(), "TREZOR", r[2].str()});
    }
    const auto jp = test::read_vector_json("bip39/bip32JP_test_JP_BIP39.json");
    ASSERT_EQ(jp.size(), 24u);
    for (std::size_t i = 0; i < jp.size(); i++)
        rows.push_back({jp[i]["entropy"].str(), jp[i]["mnemonic"].str(), jp[i]["passphrase"].str(), jp[i]["seed"].str()});
    ASSERT_EQ(rows.size(), 48u);
    const char* ideographic = "\xE3\x80\x80";
    for (std::size_t i = 0; i < rows.size(); i++) {
        const auto& r = rows[i];
        const auto e = unhex(r.entropy);
        const std::string m = from_entropy(e, &wl, ideographic);
        EXPECT_EQ(nfkd(m), nfkd(r.mnemonic)) << "row " << i;
        EXPECT_NE(m.find(ideographic), std::string::npos);
        EXPECT_EQ(nfkd(from_entropy(e, &wl, " ")), nfkd(r.mnemonic)) << "row " << i;
        std::vector<unsigned char> back;
        ASSERT_EQ(to_entropy(back, r.mnemonic, &wl), UFSECP_OK) << "row " << i;
        EXPECT_EQ(hex(back.data(), back.size()), r.entropy);
        back.clear();
        ASSERT_EQ(to_entropy(back, m, &wl), UFSECP_OK) << "row " << i;
        EXPECT_EQ(hex(back.data(), back.size()), r.entropy);
        EXPECT_EQ(seed_hex(r.mnemonic, r.passphrase.c_str()), r.seed) << "row " << i;
        EXPECT_EQ(seed_hex(m, r.passphrase.c_str()), r.seed) << "row " << i;
        EXPECT_EQ(seed_hex(nfkd(r.mnemonic), nfkd(r.passphrase).c_str()), r.seed) << "row " << i;
    }
}

// ---- differential and properties ----------------------------------------------------------

TEST(Bip39, RandomEntropyAgainstReference) {
    const auto& words = english_words();
    ASSERT_EQ(words.size(), 2048u);
    const auto wl = pointers(words);
    test::Rng rng(39);
    for (int it = 0; it < test::iters(3000); it++) {
        std::vector<unsigned char> e(16 + 4 * (rng.u32() % 5));
        rng.bytes(e.data(), e.size());
        const std::string ref = ref_encode(e, words);
        ASSERT_EQ(from_entropy(e), ref);
        if (it % 16 == 0) {
            ASSERT_EQ(from_entropy(e, &wl, " "), ref);
        }
        std::vector<unsigned char> back;
        ASSERT_EQ(to_entropy(back, ref), UFSECP_OK) << ref;
        ASSERT_EQ(back, e);
        // Any other last word (same length, same list) fails the checksum with probability
        // 1 - 2^-CS; a changed earlier word always changes entropy bits.
        std::string bad = ref.substr(0, ref.rfind(' ') + 1) + words[rng.u32() % 2048];
        std::vector<unsigned char> b2;
        const ufsecp_status st = to_entropy(b2, bad);
        if (bad == ref) {
            EXPECT_EQ(st, UFSECP_OK);
        } else {
            EXPECT_TRUE(st == UFSECP_OK || st == UFSECP_ERR_BAD_MNEMONIC_CHECKSUM) << bad;
            if (st == UFSECP_OK) {
                EXPECT_EQ(ref_encode(b2, words), bad);
            }
        }
    }
}

TEST(Bip39, SeedIsPbkdf2OfText) {
    test::Rng rng(40);
    for (int it = 0; it < test::iters(30); it++) {
        std::string m, p;
        for (int k = 0, n = (int)(rng.u32() % 200); k < n; k++) m += (char)(0x20 + rng.u32() % 95);
        for (int k = 0, n = (int)(rng.u32() % 200); k < n; k++) p += (char)(0x20 + rng.u32() % 95);
        unsigned char want[64], got[64];
        const std::string salt = "mnemonic" + p;
        pbkdf2_hmac_sha512(want, 64, reinterpret_cast<const unsigned char*>(m.data()), m.size(),
                           reinterpret_cast<const unsigned char*>(salt.data()), salt.size(), 2048);
        ASSERT_EQ(ufsecp_bip39_mnemonic_to_seed(got, m.c_str(), p.c_str()), UFSECP_OK);
        EXPECT_EQ(hex(got, 64), hex(want, 64));
    }
    unsigned char a[64], b[64];
    ASSERT_EQ(ufsecp_bip39_mnemonic_to_seed(a, "abandon", NULL), UFSECP_OK);
    ASSERT_EQ(ufsecp_bip39_mnemonic_to_seed(b, "abandon", ""), UFSECP_OK);
    EXPECT_EQ(hex(a, 64), hex(b, 64));
}

// ---- errors -------------------------------------------------------------------------------

TEST(Bip39, EntropyLengths) {
    unsigned char e[40] = {0};
    char out[300];
    for (size_t len = 0; len <= 40; len++) {
        size_t n = sizeof out;
        const bool ok = len >= 16 && len <= 32 && len % 4 == 0;
        EXPECT_EQ(ufsecp_bip39_mnemonic_from_entropy(out, &n, e, len), ok ? UFSECP_OK : UFSECP_ERR_BAD_LENGTH) << len;
        if (ok) {
            EXPECT_EQ(std::count(out, out + n, ' ') + 1, (long)(len * 3 / 4));
        }
    }
}

TEST(Bip39, SizeQueries) {
    unsigned char e[32] = {0};
    size_t n = 0;
    EXPECT_EQ(ufsecp_bip39_mnemonic_from_entropy(NULL, &n, e, 32), UFSECP_ERR_BUFFER_TOO_SMALL);
    const std::string m = from_entropy(std::vector<unsigned char>(e, e + 32));
    EXPECT_EQ(n, m.size() + 1);
    std::vector<char> out(n);
    size_t n2 = n - 1;
    EXPECT_EQ(ufsecp_bip39_mnemonic_from_entropy(out.data(), &n2, e, 32), UFSECP_ERR_BUFFER_TOO_SMALL);
    EXPECT_EQ(n2, n);
    EXPECT_EQ(ufsecp_bip39_mnemonic_from_entropy(out.data(), &n, e, 32), UFSECP_OK);
    EXPECT_EQ(std::string(out.data()), m);
    unsigned char ent[32];
    n = 0;
    EXPECT_EQ(ufsecp_bip39_mnemonic_to_entropy(NULL, &n, m.c_str()), UFSECP_ERR_BUFFER_TOO_SMALL);
    EXPECT_EQ(n, 32u);
    n = 31;
    EXPECT_EQ(ufsecp_bip39_mnemonic_to_entropy(ent, &n, m.c_str()), UFSECP_ERR_BUFFER_TOO_SMALL);
    EXPECT_EQ(n, 32u);
    n = 0;
    EXPECT_EQ(ufsecp_utf8_nfkd(NULL, &n, "\xEF\xB7\xBA", 3), UFSECP_ERR_BUFFER_TOO_SMALL);  // U+FDFA
    EXPECT_EQ(n, 34u);  // the largest expansion: 3 bytes -> 33
}

TEST(Bip39, MnemonicErrors) {
    const std::string good = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
    std::vector<unsigned char> e;
    ASSERT_EQ(to_entropy(e, good), UFSECP_OK);
    struct Case {
        std::string text;
        ufsecp_status st;
    } cases[] = {
        {"", UFSECP_ERR_BAD_LENGTH},
        {"abandon", UFSECP_ERR_BAD_LENGTH},
        {good.substr(0, good.rfind(' ')), UFSECP_ERR_BAD_LENGTH},  // 11 words
        {good + " about", UFSECP_ERR_BAD_LENGTH},                  // 13 words
        {good + " abandon abandon about", UFSECP_ERR_BAD_MNEMONIC_CHECKSUM},  // 15, bad checksum
        {good.substr(0, good.rfind(' ')) + " abandon", UFSECP_ERR_BAD_MNEMONIC_CHECKSUM},
        {good.substr(0, good.rfind(' ')) + " zoo", UFSECP_ERR_BAD_MNEMONIC_CHECKSUM},
        {good.substr(0, good.rfind(' ')) + " abou", UFSECP_ERR_BAD_MNEMONIC_WORD},
        {good.substr(0, good.rfind(' ')) + " aboutt", UFSECP_ERR_BAD_MNEMONIC_WORD},
        {good.substr(0, good.rfind(' ')) + " About", UFSECP_ERR_BAD_MNEMONIC_WORD},
        {good.substr(0, good.rfind(' ')) + " aboutaboutaboutaboutaboutabout", UFSECP_ERR_BAD_MNEMONIC_WORD},
        {" " + good.substr(0, good.rfind(' ')), UFSECP_ERR_BAD_MNEMONIC_WORD},  // leading
        {good.substr(0, good.rfind(' ')) + " ", UFSECP_ERR_BAD_MNEMONIC_WORD},  // trailing
        {"abandon  " + good.substr(good.find(' ') + 1, good.rfind(' ') - good.find(' ') - 1), UFSECP_ERR_BAD_MNEMONIC_WORD},
        {good.substr(0, good.rfind(' ')) + "\tabout", UFSECP_ERR_BAD_LENGTH},    // a tab is no separator
        {good.substr(0, good.rfind(' ')) + "\nabout", UFSECP_ERR_BAD_LENGTH},
        {good + "\xC3", UFSECP_ERR_BAD_UTF8},
        {"\xE3\x80\x80" + good.substr(0, good.rfind(' ')), UFSECP_ERR_BAD_MNEMONIC_WORD},  // U+3000 leading
    };
    for (const auto& c : cases) {
        std::vector<unsigned char> out;
        EXPECT_EQ(to_entropy(out, c.text), c.st) << "'" << c.text << "'";
    }
    // Every separator that NFKD maps to U+0020 is accepted in place of one.
    for (const char* sep : {"\xC2\xA0", "\xE2\x80\x80", "\xE2\x80\x8A", "\xE2\x80\xAF", "\xE2\x81\x9F", "\xE3\x80\x80"}) {
        std::string m = good;
        for (std::size_t p; (p = m.find(' ')) != std::string::npos;) m.replace(p, 1, sep);
        std::vector<unsigned char> out;
        EXPECT_EQ(to_entropy(out, m), UFSECP_OK);
        EXPECT_EQ(out, e);
    }
    // Fullwidth letters are compatibility forms of ASCII: NFKD makes them the English word.
    std::vector<unsigned char> out;
    EXPECT_EQ(to_entropy(out, good.substr(0, good.rfind(' ')) + " \xEF\xBD\x81\xEF\xBD\x82out"), UFSECP_OK);
    EXPECT_EQ(out, e);
}

// RFC 3629 / Unicode table 3-7: every kind of malformed sequence.
TEST(Bip39, InvalidUtf8) {
    const std::string bad[] = {
        "\x80", "\xBF", "a\x80z",             // stray continuation bytes
        "\xC0\x80", "\xC1\xBF",               // overlong 2-byte (C0, C1 never valid)
        "\xE0\x80\x80", "\xE0\x9F\xBF",       // overlong 3-byte
        "\xF0\x80\x80\x80", "\xF0\x8F\xBF\xBF",  // overlong 4-byte
        "\xED\xA0\x80", "\xED\xBF\xBF",       // surrogates U+D800, U+DFFF
        "\xF4\x90\x80\x80", "\xF7\xBF\xBF\xBF",  // above U+10FFFF
        "\xF5\x80\x80\x80", "\xF8\x88\x80\x80\x80", "\xFE", "\xFF",
        "\xC3", "\xE3\x80", "\xF0\x9F\x98",   // truncated at the end
        "\xC3(", "\xE3\x80(", "\xF0\x9F\x98(", // truncated by an ASCII byte
    };
    for (const auto& s : bad) {
        char out[64];
        size_t n = sizeof out;
        EXPECT_EQ(ufsecp_utf8_nfkd(out, &n, s.data(), s.size()), UFSECP_ERR_BAD_UTF8) << hex((const unsigned char*)s.data(), s.size());
        unsigned char seed[64];
        EXPECT_EQ(ufsecp_bip39_mnemonic_to_seed(seed, s.c_str(), ""), UFSECP_ERR_BAD_UTF8);
        EXPECT_EQ(ufsecp_bip39_mnemonic_to_seed(seed, "abandon", s.c_str()), UFSECP_ERR_BAD_UTF8);
    }
    const std::string good[] = {"\x7F", "\xC2\x80", "\xDF\xBF", "\xE0\xA0\x80", "\xED\x9F\xBF", "\xEE\x80\x80",
                                "\xEF\xBF\xBF", "\xF0\x90\x80\x80", "\xF4\x8F\xBF\xBF", std::string("a\0b", 3)};
    for (const auto& s : good) {
        char out[64];
        size_t n = sizeof out;
        EXPECT_EQ(ufsecp_utf8_nfkd(out, &n, s.data(), s.size()), UFSECP_OK) << hex((const unsigned char*)s.data(), s.size());
    }
}

TEST(Bip39, Nfkd) {
    // Hangul syllables decompose algorithmically; canonical ordering sorts the marks.
    EXPECT_EQ(nfkd("\xEA\xB0\x80"), "\xE1\x84\x80\xE1\x85\xA1");                      // U+AC00
    EXPECT_EQ(nfkd("\xED\x9E\xA3"), "\xE1\x84\x92\xE1\x85\xB5\xE1\x87\x82");          // U+D7A3
    EXPECT_EQ(nfkd("a\xCC\x81\xCC\xA3"), "a\xCC\xA3\xCC\x81");                        // 301 (230) after 323 (220)
    EXPECT_EQ(nfkd("\xC3\xA9"), "e\xCC\x81");                                          // U+00E9
    EXPECT_EQ(nfkd("\xEF\xAC\x81"), "fi");                                             // U+FB01
    EXPECT_EQ(nfkd(""), "");
    EXPECT_EQ(nfkd(std::string("\0", 1)), std::string("\0", 1));
    size_t n = 1;
    char out[1];
    EXPECT_EQ(ufsecp_utf8_nfkd(out, &n, NULL, 0), UFSECP_OK);
    EXPECT_EQ(n, 0u);
    EXPECT_EQ(out[0], 0);
}

TEST(Bip39, WordlistChecks) {
    const auto words = english_words();
    unsigned char e[16] = {1, 2, 3};
    char out[UFSECP_BIP39_MNEMONIC_MAX];
    unsigned char ent[32];
    auto expect_bad = [&](std::vector<std::string> w, const char* what, bool null_entry = false) {
        auto p = pointers(w);
        if (null_entry) p[77] = nullptr;
        size_t n = sizeof out;
        EXPECT_EQ(ufsecp_bip39_mnemonic_from_entropy_wordlist(out, &n, e, 16, p.data(), " "), UFSECP_ERR_BAD_WORDLIST) << what;
        n = sizeof ent;
        EXPECT_EQ(ufsecp_bip39_mnemonic_to_entropy_wordlist(ent, &n, "a b", p.data()), UFSECP_ERR_BAD_WORDLIST) << what;
    };
    auto w = words;
    w[5] = w[6];
    expect_bad(w, "duplicate");
    w = words;
    w[5] = "";
    expect_bad(w, "empty");
    w = words;
    w[5] = "two words";
    expect_bad(w, "space");
    w = words;
    w[5] = "tab\tword";
    expect_bad(w, "control");
    w = words;
    w[5] = std::string(49, 'x');
    expect_bad(w, "too long");
    w = words;
    w[5] = "bad\xC3";
    expect_bad(w, "not UTF-8");
    w = words;
    w[5] = "\xEF\xAC\x81rst";  // U+FB01 "fi" ligature: NFKD "first", which is word 701
    expect_bad(w, "NFKD duplicate");
    expect_bad(words, "NULL word", true);
    // A valid list in another order is accepted (no sorting assumed).
    w = words;
    std::swap(w[0], w[2047]);
    const auto p = pointers(w);
    size_t n = sizeof out;
    ASSERT_EQ(ufsecp_bip39_mnemonic_from_entropy_wordlist(out, &n, e, 16, p.data(), NULL), UFSECP_OK);
    n = sizeof ent;
    ASSERT_EQ(ufsecp_bip39_mnemonic_to_entropy_wordlist(ent, &n, out, p.data()), UFSECP_OK);
    EXPECT_EQ(hex(ent, n), hex(e, 16));
    n = sizeof out;
    EXPECT_EQ(ufsecp_bip39_mnemonic_from_entropy_wordlist(out, &n, e, 16, p.data(), "\t"), UFSECP_ERR_BAD_ARG);
    EXPECT_EQ(ufsecp_bip39_mnemonic_from_entropy_wordlist(out, &n, e, 16, p.data(), "  "), UFSECP_ERR_BAD_ARG);
}

}  // namespace
}  // namespace ufsecp
