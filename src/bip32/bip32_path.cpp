// ufsecp — BIP-32 derivation paths as text.
//
// Grammar (ABNF; the whole string must match, nothing is trimmed):
//   path      = "m" *( "/" component ) / component *( "/" component )
//   component = index [ "'" / "h" / "H" ]          ; the mark: hardened (index + 2^31)
//   index     = "0" / ( %x31-39 *DIGIT )            ; decimal, no leading zeros, < 2^31
// So: the leading "m" is optional ("m/0'/1" and "0'/1" are the same list; "m" alone is
// the empty list); the empty string, a leading or trailing "/", empty parts ("m//1"),
// signs, spaces, leading zeros ("01"), an uppercase "M", indices >= 2^31 (with or without a
// mark: "2147483648" and "2147483648'" both fail; write "0'" for 2^31) and overflowing
// numbers are kBadPath. Every accepted path has exactly one spelling up to the choice of
// mark and of the "m", so formatting indices back gives an equivalent path.
// "m" names the key the path is applied to; it is not checked to be a master key.
#include "bip32/bip32.hpp"

namespace ufsecp {

Bip32Status bip32_parse_path(std::uint32_t* indices, std::size_t* count, std::size_t cap, const char* path,
                             std::size_t len) {
    std::size_t pos = 0, n = 0;
    if (len == 0) return Bip32Status::kBadPath;
    if (path[0] == 'm') {
        if (len == 1) {
            *count = 0;
            return Bip32Status::kOk;
        }
        if (path[1] != '/') return Bip32Status::kBadPath;
        pos = 2;
    }
    // Two passes: validate and count first, so that nothing is written on error.
    for (int pass = 0; pass < 2; pass++) {
        std::size_t p = pos;
        n = 0;
        for (;;) {
            // One component at p.
            if (p >= len || path[p] < '0' || path[p] > '9') return Bip32Status::kBadPath;
            if (path[p] == '0' && p + 1 < len && path[p + 1] >= '0' && path[p + 1] <= '9') return Bip32Status::kBadPath;
            std::uint64_t v = 0;
            while (p < len && path[p] >= '0' && path[p] <= '9') {
                v = v * 10 + static_cast<unsigned>(path[p] - '0');
                if (v >= kHardened) return Bip32Status::kBadPath;  // also stops any overflow
                p++;
            }
            std::uint32_t idx = static_cast<std::uint32_t>(v);
            if (p < len && (path[p] == '\'' || path[p] == 'h' || path[p] == 'H')) {
                idx |= kHardened;
                p++;
            }
            if (pass == 1) indices[n] = idx;
            n++;
            if (p == len) break;
            if (path[p] != '/') return Bip32Status::kBadPath;
            p++;  // a '/' must be followed by a component (checked at the top)
        }
        if (pass == 0 && n > cap) {
            *count = n;
            return Bip32Status::kBufferTooSmall;
        }
    }
    *count = n;
    return Bip32Status::kOk;
}

}  // namespace ufsecp
