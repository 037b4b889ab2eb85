// ufsecp — the Unicode data of NFKD (generated into nfkd_tables.cpp by tools/gen_unicode_nfkd.py
// from Python's unicodedata; the version is kNfkdUnicodeVersion).
//
// Layer 1 (text, beside hashing). Includes only common/.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ufsecp::unicode {

// The UTF-8 form of NFKD(c) is at most kNfkdMaxExpansion times as long as c's (U+FDFA: 3
// bytes -> 33), so NFKD(s) is at most kNfkdMaxExpansion * |s| bytes for any valid s (canonical
// reordering does not change the length). The generator checks both bounds.
inline constexpr std::size_t kNfkdMaxExpansion = 11;
// The longest full decomposition of one code point (U+FDFA), in code points.
inline constexpr std::size_t kNfkdMaxDecomposition = 18;
inline constexpr unsigned kNfkdBlockShift = 7;

extern const char kNfkdUnicodeVersion[];
// kNfkdData[o] = n, then the n code points of one full decomposition (o = index value - 1).
extern const std::uint32_t kNfkdData[];
extern const std::uint8_t kDecompIndex[0x110000 >> kNfkdBlockShift];
extern const std::uint16_t kDecompBlocks[][1u << kNfkdBlockShift];
extern const std::uint8_t kCccIndex[0x110000 >> kNfkdBlockShift];
extern const std::uint8_t kCccBlocks[][1u << kNfkdBlockShift];

// 0, or 1 + the offset of cp's decomposition record in kNfkdData. cp <= 0x10FFFF.
inline std::uint32_t nfkd_decomposition(std::uint32_t cp) {
    return kDecompBlocks[kDecompIndex[cp >> kNfkdBlockShift]][cp & ((1u << kNfkdBlockShift) - 1)];
}
// Canonical combining class of cp <= 0x10FFFF.
inline unsigned ccc(std::uint32_t cp) {
    return kCccBlocks[kCccIndex[cp >> kNfkdBlockShift]][cp & ((1u << kNfkdBlockShift) - 1)];
}

}  // namespace ufsecp::unicode
