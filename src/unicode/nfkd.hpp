// ufsecp — strict UTF-8 decoding and NFKD normalization (Unicode Standard Annex #15:
// the full compatibility decomposition, Hangul syllables by the algorithm of Unicode 3.12,
// then the canonical ordering of every run of non-starters by combining class).
//
// Layer 1. Includes only common/ and unicode/.
//
// UTF-8 is RFC 3629's: rejected are overlong forms, the surrogates U+D800..U+DFFF, code
// points above U+10FFFF, stray continuation bytes, bytes C0, C1, F5..FF and a sequence
// truncated by the end of the text. U+0000 is an ordinary character.
//
// Timing: text of ASCII bytes only (checked without branching on the bytes; the one bit
// "the text is ASCII" is then public) is its own NFKD form and is copied without any table
// look-up, in constant time. Text with other bytes is decoded and looked up in the tables
// (indices depend on the code points): its normalization is NOT constant time.
#pragma once

#include <cstddef>
#include <cstdint>

#include "unicode/secret_buf.hpp"

namespace ufsecp::unicode {

// Whether in[0..len) is valid UTF-8 (variable time).
bool utf8_valid(const unsigned char* in, std::size_t len);

// out = NFKD(in[0..len)) as UTF-8, followed by one NUL that out.size() does not count.
// false (out untouched) if in is not valid UTF-8. |out| <= kNfkdMaxExpansion * len.
// Throws std::bad_alloc.
bool nfkd(SecretBuf<unsigned char>& out, const unsigned char* in, std::size_t len);

// out[0..*out_len) = NFKD(in[0..len)) for short public text (wordlist words), without
// allocating: false if in is not valid UTF-8 or the result is longer than cap (<= 64) bytes.
bool nfkd_bounded(unsigned char* out, std::size_t cap, std::size_t* out_len, const unsigned char* in,
                  std::size_t len);

// Length of a NUL-terminated string whose contents may be secret but whose length is public:
// each byte's "is it NUL" bit is declassified before it is branched on (see common/util.hpp).
inline std::size_t public_strlen(const char* s) {
    std::size_t n = 0;
    while (!declassified(s[n] == 0)) n++;
    return n;
}

// 1 if every byte of p[0..len) is below 0x80, without a branch on the bytes (the result is
// declassified by the caller if it branches on it).
inline int ascii_only(const unsigned char* p, std::size_t len) {
    unsigned acc = 0;
    for (std::size_t i = 0; i < len; i++) acc |= p[i];
    return static_cast<int>(((acc >> 7) & 1) ^ 1);
}

}  // namespace ufsecp::unicode
