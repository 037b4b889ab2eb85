// Fuzz target: BIP-39 mnemonic parsing and NFKD (include/ufsecp/ufsecp_bip39.h). The first
// byte picks the mode; the rest is text (or entropy). Properties:
//  * mode 0/1: a mnemonic that ufsecp_bip39_mnemonic_to_entropy (built-in English; mode 1: a
//    caller's list of mixed ASCII and non-ASCII words, some not in NFKD form) accepts
//    re-encodes from its entropy to the NFKD form of the input text with its separators made
//    U+0020 (the parser normalizes; NFKD maps every accepted separator to U+0020); rejected
//    text gets no output; the seed is defined for it iff it is valid UTF-8 (checked when the
//    first byte's top bit is set: PBKDF2 would otherwise dominate the run time);
//  * mode 2: any entropy: from_entropy succeeds iff the length is 16..32 and a multiple of 4,
//    the mnemonic decodes back to the entropy (the English list; with the first byte's bit 6
//    also the caller's, with U+3000 separators, whose text then passes mode 1's checks);
//  * every mode: NFKD of the text succeeds iff the text is valid UTF-8 by an independent
//    decoder written here; its output is valid UTF-8, at most UFSECP_NFKD_MAX_EXPANSION times
//    the input's length, and its own NFKD (idempotence); the non-allocating variant used for
//    wordlists gives the same text whenever it fits its 64 bytes.
#include <string>
#include <vector>

#include "fuzz_util.hpp"
#include "unicode/nfkd.hpp"
#include "ufsecp/ufsecp_bip39.h"

using namespace ufsecp_fuzz;

namespace {

// RFC 3629 by its definition: decode each sequence to a value, then reject the ones that are
// overlong, surrogates or above U+10FFFF.
bool valid_utf8(const unsigned char* p, std::size_t n) {
    for (std::size_t i = 0; i < n;) {
        const unsigned b = p[i];
        std::size_t len;
        std::uint32_t v;
        if (b < 0x80) len = 1, v = b;
        else if ((b & 0xE0) == 0xC0) len = 2, v = b & 0x1F;
        else if ((b & 0xF0) == 0xE0) len = 3, v = b & 0x0F;
        else if ((b & 0xF8) == 0xF0) len = 4, v = b & 0x07;
        else return false;
        if (n - i < len) return false;
        for (std::size_t k = 1; k < len; k++) {
            if ((p[i + k] & 0xC0) != 0x80) return false;
            v = v << 6 | (p[i + k] & 0x3F);
        }
        static const std::uint32_t kMin[5] = {0, 0, 0x80, 0x800, 0x10000};
        if (v < kMin[len] || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return false;
        i += len;
    }
    return true;
}

std::string nfkd_checked(const std::string& s, bool* okp) {
    std::vector<char> out(s.size() * UFSECP_NFKD_MAX_EXPANSION + 1);
    size_t n = out.size();
    const ufsecp_status st = ufsecp_utf8_nfkd(out.data(), &n, s.data(), s.size());
    const bool valid = valid_utf8(reinterpret_cast<const unsigned char*>(s.data()), s.size());
    FUZZ_CHECK(ok(st) == valid, "NFKD accepts exactly valid UTF-8");
    FUZZ_CHECK(ok(st) || st == UFSECP_ERR_BAD_UTF8, "NFKD status");
    *okp = ok(st);
    if (!ok(st)) return "";
    FUZZ_CHECK(n <= s.size() * UFSECP_NFKD_MAX_EXPANSION, "NFKD length bound");
    FUZZ_CHECK(out[n] == 0, "NUL-terminated");
    const std::string r(out.data(), n);
    // The non-allocating variant that loads wordlists agrees, up to its 64-byte bound.
    unsigned char small[64];
    std::size_t sn = 0;
    const bool sok = ufsecp::unicode::nfkd_bounded(small, sizeof small, &sn,
                                                   reinterpret_cast<const unsigned char*>(s.data()), s.size());
    FUZZ_CHECK(sok == (n <= sizeof small), "bounded NFKD verdict");
    FUZZ_CHECK(!sok || std::string(reinterpret_cast<const char*>(small), sn) == r, "bounded NFKD result");
    FUZZ_CHECK(valid_utf8(reinterpret_cast<const unsigned char*>(r.data()), r.size()), "NFKD output is UTF-8");
    std::vector<char> again(r.size() * UFSECP_NFKD_MAX_EXPANSION + 1);
    size_t m = again.size();
    FUZZ_CHECK(ok(ufsecp_utf8_nfkd(again.data(), &m, r.data(), r.size())), "NFKD of NFKD");
    FUZZ_CHECK(std::string(again.data(), m) == r, "NFKD idempotent");
    return r;
}

// A list of 2048 distinct words: syllables, some precomposed (e.g. U+00E9, U+30AC, U+FB01)
// so that its NFKD forms differ from the words as given.
const char* const* mixed_list() {
    static std::vector<std::string> words;
    static std::vector<const char*> ptrs;
    if (ptrs.empty()) {
        static const char* const syl[] = {"ka", "\xC3\xA9", "to", "\xE3\x82\xAC", "mi", "\xEF\xAC\x81", "ru", "zo"};
        for (int j = 0; j < 2048; j++) {
            std::string w;
            for (int k = 0, v = j; k < 4; k++, v /= 8) w += syl[v % 8];
            words.push_back(w);
        }
        for (const auto& w : words) ptrs.push_back(w.c_str());
    }
    return ptrs.data();
}

void check_mnemonic(const std::string& text, bool caller_list, bool with_seed) {
    const char* const* list = caller_list ? mixed_list() : nullptr;
    bool utf8 = false;
    const std::string norm = nfkd_checked(text, &utf8);
    unsigned char seed[64];
    // PBKDF2's 4096 compressions dominate an execution: only when the input asks for it.
    if (with_seed)
        FUZZ_CHECK(ok(ufsecp_bip39_mnemonic_to_seed(seed, text.c_str(), "")) == utf8, "seed defined iff UTF-8");
    unsigned char ent[32];
    size_t n = sizeof ent;
    const ufsecp_status st = caller_list ? ufsecp_bip39_mnemonic_to_entropy_wordlist(ent, &n, text.c_str(), list)
                                         : ufsecp_bip39_mnemonic_to_entropy(ent, &n, text.c_str());
    if (!ok(st)) {
        FUZZ_CHECK(st == UFSECP_ERR_BAD_LENGTH || st == UFSECP_ERR_BAD_MNEMONIC_WORD ||
                       st == UFSECP_ERR_BAD_MNEMONIC_CHECKSUM || st == UFSECP_ERR_BAD_UTF8,
                   "mnemonic error status");
        FUZZ_CHECK((st == UFSECP_ERR_BAD_UTF8) == !utf8, "BAD_UTF8 iff not UTF-8");
        return;
    }
    FUZZ_CHECK(n >= 16 && n <= 32 && n % 4 == 0, "entropy length");
    char out[UFSECP_BIP39_MNEMONIC_MAX];
    size_t len = sizeof out;
    FUZZ_CHECK(ok(caller_list ? ufsecp_bip39_mnemonic_from_entropy_wordlist(out, &len, ent, n, list, " ")
                              : ufsecp_bip39_mnemonic_from_entropy(out, &len, ent, n)),
               "re-encode");
    bool ok2 = false;
    FUZZ_CHECK(nfkd_checked(std::string(out, len), &ok2) == norm, "accepted text re-encodes to its NFKD form");
}

void check_entropy(const unsigned char* e, std::size_t n, bool with_caller_list) {
    char out[UFSECP_BIP39_MNEMONIC_MAX];
    for (int which = 0; which < (with_caller_list ? 2 : 1); which++) {
        size_t len = sizeof out;
        const ufsecp_status st = which ? ufsecp_bip39_mnemonic_from_entropy_wordlist(out, &len, e, n, mixed_list(), "\xE3\x80\x80")
                                       : ufsecp_bip39_mnemonic_from_entropy(out, &len, e, n);
        const bool good = n >= 16 && n <= 32 && n % 4 == 0;
        FUZZ_CHECK(ok(st) == good && (good || st == UFSECP_ERR_BAD_LENGTH), "entropy lengths");
        if (!good) continue;
        unsigned char back[32];
        size_t bl = sizeof back;
        FUZZ_CHECK(ok(which ? ufsecp_bip39_mnemonic_to_entropy_wordlist(back, &bl, out, mixed_list())
                            : ufsecp_bip39_mnemonic_to_entropy(back, &bl, out)),
                   "decode own mnemonic");
        FUZZ_CHECK(bl == n && std::memcmp(back, e, n) == 0, "entropy round trip");
        if (which == 1) check_mnemonic(std::string(out, len), true, false);  // accepted, not in NFKD form
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0 || size > 4096) return 0;
    const unsigned mode = data[0] % 3;
    const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    if (mode == 2) {
        check_entropy(data + 1, size - 1, (data[0] & 0x40) != 0);
        bool u = false;
        nfkd_checked(text, &u);
        return 0;
    }
    // The C functions take NUL-terminated text: cut at the first NUL (NFKD gets it whole).
    check_mnemonic(std::string(text.c_str()), mode == 1, (data[0] & 0x80) != 0);
    bool u = false;
    nfkd_checked(text, &u);
    return 0;
}
