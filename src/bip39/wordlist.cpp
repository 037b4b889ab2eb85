// ufsecp — BIP-39 wordlists (see wordlist.hpp).
#include "bip39/wordlist.hpp"

#include <algorithm>
#include <cstring>
#include <string_view>

#include "unicode/nfkd.hpp"

namespace ufsecp::bip39 {

namespace {

// rows: kWords rows of w 64-bit words, row j = words[j] (lens[j] bytes) zero-padded.
void fill_rows(std::uint64_t* rows, std::size_t w, const char* const* words, const std::uint8_t* lens) {
    for (std::size_t j = 0; j < kWords; j++) {
        unsigned char row[kMaxWordBytes + 8] = {0};
        std::memcpy(row, words[j], lens[j]);
        std::memcpy(rows + j * w, row, w * 8);
    }
}

void build_rows(Wordlist& wl, bool shared) {
    wl.min_text = *std::min_element(wl.text_len, wl.text_len + kWords);
    wl.text_w = (wl.max_text + 7) / 8;
    wl.match_w = (wl.max_match + 7) / 8;
    wl.row_storage.reset(new std::uint64_t[kWords * (wl.text_w + (shared ? 0 : wl.match_w))]);
    std::uint64_t* t = wl.row_storage.get();
    fill_rows(t, wl.text_w, wl.text, wl.text_len);
    wl.text_rows = t;
    if (shared) {
        wl.match_rows = t;
    } else {
        fill_rows(t + kWords * wl.text_w, wl.match_w, wl.match, wl.match_len);
        wl.match_rows = t + kWords * wl.text_w;
    }
}

}  // namespace

const Wordlist& english() {
    static const Wordlist* const list = [] {
        auto* wl = new Wordlist();
        for (std::size_t j = 0; j < kWords; j++) {
            const auto n = static_cast<std::uint8_t>(std::strlen(kEnglishWords[j]));
            wl->text[j] = wl->match[j] = kEnglishWords[j];
            wl->text_len[j] = wl->match_len[j] = n;
            wl->max_text = wl->max_match = std::max<std::size_t>(wl->max_text, n);
        }
        build_rows(*wl, true);  // English is its own NFKD form
        return wl;
    }();
    return *list;
}

Error wordlist_load(Wordlist& wl, const char* const* words) {
    // Each word's NFKD form into one buffer (at most kMaxWordBytes each).
    std::unique_ptr<char[]> storage(new char[kWords * (kMaxWordBytes + 1)]);
    wl.max_text = wl.max_match = 0;
    for (std::size_t j = 0; j < kWords; j++) {
        const char* w = words[j];
        if (w == nullptr) return Error::bad_wordlist;
        const std::size_t n = std::strlen(w);
        if (n == 0 || n > kMaxWordBytes) return Error::bad_wordlist;
        unsigned char norm[kMaxWordBytes];
        std::size_t m = 0;
        if (!unicode::nfkd_bounded(norm, kMaxWordBytes, &m, reinterpret_cast<const unsigned char*>(w), n))
            return Error::bad_wordlist;
        if (m == 0) return Error::bad_wordlist;
        for (std::size_t k = 0; k < m; k++)
            if (norm[k] <= 0x20 || norm[k] == 0x7F) return Error::bad_wordlist;
        char* dst = storage.get() + j * (kMaxWordBytes + 1);
        std::memcpy(dst, norm, m);
        dst[m] = 0;
        wl.text[j] = w;
        wl.text_len[j] = static_cast<std::uint8_t>(n);
        wl.match[j] = dst;
        wl.match_len[j] = static_cast<std::uint8_t>(m);
        wl.max_text = std::max(wl.max_text, n);
        wl.max_match = std::max(wl.max_match, m);
    }
    // Distinct NFKD forms: otherwise a word would decode to two indices.
    std::unique_ptr<std::string_view[]> sorted(new std::string_view[kWords]);
    for (std::size_t j = 0; j < kWords; j++) sorted[j] = std::string_view(wl.match[j], wl.match_len[j]);
    std::sort(sorted.get(), sorted.get() + kWords);
    for (std::size_t j = 1; j < kWords; j++)
        if (sorted[j] == sorted[j - 1]) return Error::bad_wordlist;
    wl.storage = std::move(storage);
    build_rows(wl, false);
    return Error::ok;
}

}  // namespace ufsecp::bip39
