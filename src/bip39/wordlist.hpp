// ufsecp — BIP-39 wordlists: the built-in English list and caller-supplied lists, in the one
// form the constant-time encoder and decoder read.
//
// Layer 4 (protocols). Includes common/, hash/, unicode/.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace ufsecp::bip39 {

inline constexpr std::size_t kWords = 2048;
// Longest word of a caller's list, in UTF-8 bytes, both as given and after NFKD (the longest
// Japanese word is 27 bytes). A longer one makes the list invalid.
inline constexpr std::size_t kMaxWordBytes = 48;
inline constexpr std::size_t kEnglishRow = 9;  // 8 letters + NUL
extern const char kEnglishWords[kWords][kEnglishRow];

enum class Error { ok, bad_length, bad_word, bad_checksum, bad_utf8, bad_wordlist, bad_arg };

// A validated list. Word j is output as text[j] (text_len[j] bytes, as the caller gave it) and
// matched against match[j] (its NFKD form). All of it is public.
// The constant-time scans read the rows: each word zero-padded to a whole number of 64-bit
// words (text_w / match_w of them), so a word is compared or selected a word at a time.
struct Wordlist {
    const char* text[kWords];
    const char* match[kWords];
    std::uint8_t text_len[kWords];
    std::uint8_t match_len[kWords];
    std::size_t max_text = 0, max_match = 0, min_text = 0;
    std::size_t text_w = 0, match_w = 0;
    const std::uint64_t* text_rows = nullptr;   // kWords * text_w
    const std::uint64_t* match_rows = nullptr;  // kWords * match_w
    std::unique_ptr<char[]> storage;  // the NFKD forms of a caller's list
    std::unique_ptr<std::uint64_t[]> row_storage;
};

// The built-in English list (a static, built on first use; thread-safe).
const Wordlist& english();

// Validates and loads a caller's list: 2048 non-NULL words, each valid UTF-8 of 1..48 bytes
// whose NFKD form is 1..48 bytes without any byte below 0x21 (no space: separators are
// U+0020 after NFKD) and the 2048 NFKD forms distinct. Error::bad_wordlist otherwise.
// Throws std::bad_alloc.
Error wordlist_load(Wordlist& wl, const char* const* words);

}  // namespace ufsecp::bip39
