// ufsecp — strict UTF-8 and NFKD (see nfkd.hpp for the contract).
#include "unicode/nfkd.hpp"

#include <cstring>
#include <utility>

#include "unicode/nfkd_tables.hpp"

namespace ufsecp::unicode {

namespace {

// Hangul syllable decomposition (Unicode 3.12, "Hangul Syllable Decomposition").
constexpr std::uint32_t kSBase = 0xAC00, kLBase = 0x1100, kVBase = 0x1161, kTBase = 0x11A7;
constexpr std::uint32_t kTCount = 28, kNCount = 21 * 28, kSCount = 19 * 21 * 28;

// Decodes one code point at in[i..len); returns its length in bytes, 0 if the bytes there are
// not valid UTF-8 (RFC 3629, table 3-7 of the Unicode Standard).
std::size_t decode(std::uint32_t& cp, const unsigned char* in, std::size_t i, std::size_t len) {
    const unsigned b0 = in[i];
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    std::size_t n;
    unsigned lo = 0x80, hi = 0xBF;  // the range of the second byte
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        n = 2;
        cp = b0 & 0x1F;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        n = 3;
        cp = b0 & 0x0F;
        if (b0 == 0xE0) lo = 0xA0;  // overlong
        if (b0 == 0xED) hi = 0x9F;  // surrogates
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        n = 4;
        cp = b0 & 0x07;
        if (b0 == 0xF0) lo = 0x90;  // overlong
        if (b0 == 0xF4) hi = 0x8F;  // above U+10FFFF
    } else {
        return 0;  // continuation byte, C0, C1, F5..FF
    }
    if (len - i < n) return 0;
    for (std::size_t k = 1; k < n; k++) {
        const unsigned b = in[i + k];
        if (k == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF)) return 0;
        cp = cp << 6 | (b & 0x3F);
    }
    return n;
}

std::size_t utf8_len(std::uint32_t cp) { return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4; }

unsigned char* encode(unsigned char* p, std::uint32_t cp) {
    if (cp < 0x80) {
        *p++ = static_cast<unsigned char>(cp);
    } else if (cp < 0x800) {
        *p++ = static_cast<unsigned char>(0xC0 | cp >> 6);
        *p++ = static_cast<unsigned char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        *p++ = static_cast<unsigned char>(0xE0 | cp >> 12);
        *p++ = static_cast<unsigned char>(0x80 | ((cp >> 6) & 0x3F));
        *p++ = static_cast<unsigned char>(0x80 | (cp & 0x3F));
    } else {
        *p++ = static_cast<unsigned char>(0xF0 | cp >> 18);
        *p++ = static_cast<unsigned char>(0x80 | ((cp >> 12) & 0x3F));
        *p++ = static_cast<unsigned char>(0x80 | ((cp >> 6) & 0x3F));
        *p++ = static_cast<unsigned char>(0x80 | (cp & 0x3F));
    }
    return p;
}

// Calls emit(c) for each code point of the full decomposition of cp.
template <class F>
void decompose(std::uint32_t cp, F&& emit) {
    if (cp - kSBase < kSCount) {
        const std::uint32_t s = cp - kSBase;
        emit(kLBase + s / kNCount);
        emit(kVBase + (s % kNCount) / kTCount);
        if (s % kTCount != 0) emit(kTBase + s % kTCount);
        return;
    }
    const std::uint32_t d = nfkd_decomposition(cp);
    if (d == 0) {
        emit(cp);
        return;
    }
    const std::uint32_t* rec = &kNfkdData[d];
    for (std::uint32_t k = 1; k <= rec[0]; k++) emit(rec[k]);
}

// Canonical ordering: a stable insertion sort of each run of non-starters by class (a
// starter, class 0, is never moved past).
template <class Cps, class Classes>
void canonical_order(Cps& cps, Classes& classes, std::size_t ncp) {
    for (std::size_t i = 1; i < ncp; i++) {
        const unsigned char c = classes[i];
        if (c == 0) continue;
        for (std::size_t j = i; j > 0 && classes[j - 1] > c; j--) {
            std::swap(classes[j], classes[j - 1]);
            std::swap(cps[j], cps[j - 1]);
        }
    }
}

}  // namespace

bool nfkd_bounded(unsigned char* out, std::size_t cap, std::size_t* out_len, const unsigned char* in,
                  std::size_t len) {
    constexpr std::size_t kMax = 64;
    if (cap > kMax) return false;
    std::uint32_t cps[kMax];
    unsigned char classes[kMax];
    std::size_t ncp = 0;
    std::uint32_t cp;
    for (std::size_t i = 0; i < len;) {
        const std::size_t n = decode(cp, in, i, len);
        if (n == 0) return false;
        decompose(cp, [&](std::uint32_t c) {
            if (ncp < kMax) {
                cps[ncp] = c;
                classes[ncp] = static_cast<unsigned char>(ccc(c));
            }
            ncp++;
        });
        i += n;
    }
    if (ncp > cap) return false;  // every code point takes at least one byte
    canonical_order(cps, classes, ncp);
    std::size_t nbytes = 0;
    for (std::size_t i = 0; i < ncp; i++) nbytes += utf8_len(cps[i]);
    if (nbytes > cap) return false;
    unsigned char* p = out;
    for (std::size_t i = 0; i < ncp; i++) p = encode(p, cps[i]);
    *out_len = nbytes;
    return true;
}

bool utf8_valid(const unsigned char* in, std::size_t len) {
    std::uint32_t cp;
    for (std::size_t i = 0; i < len;) {
        const std::size_t n = decode(cp, in, i, len);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

bool nfkd(SecretBuf<unsigned char>& out, const unsigned char* in, std::size_t len) {
    if (declassified(ascii_only(in, len))) {
        // ASCII is its own NFKD form: a copy, in constant time.
        SecretBuf<unsigned char> r(len + 1);
        if (len) std::memcpy(r.data(), in, len);
        r.truncate(len);
        out = std::move(r);
        return true;
    }
    // Pass 1: validate and count the decomposed code points (variable time from here on).
    std::size_t ncp = 0;
    std::uint32_t cp;
    for (std::size_t i = 0; i < len;) {
        const std::size_t n = decode(cp, in, i, len);
        if (n == 0) return false;
        decompose(cp, [&](std::uint32_t) { ncp++; });
        i += n;
    }
    // Pass 2: decompose into a code point buffer, with each one's combining class.
    SecretBuf<std::uint32_t> cps(ncp);
    SecretBuf<unsigned char> classes(ncp);
    std::size_t k = 0;
    for (std::size_t i = 0; i < len;) {
        i += decode(cp, in, i, len);
        decompose(cp, [&](std::uint32_t c) {
            cps[k] = c;
            classes[k] = static_cast<unsigned char>(ccc(c));
            k++;
        });
    }
    canonical_order(cps, classes, ncp);
    std::size_t nbytes = 0;
    for (std::size_t i = 0; i < ncp; i++) nbytes += utf8_len(cps[i]);
    SecretBuf<unsigned char> r(nbytes + 1);
    unsigned char* p = r.data();
    for (std::size_t i = 0; i < ncp; i++) p = encode(p, cps[i]);
    r.truncate(nbytes);
    out = std::move(r);
    return true;
}

}  // namespace ufsecp::unicode
