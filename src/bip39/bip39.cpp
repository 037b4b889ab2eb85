// ufsecp — BIP-39 mnemonics (see bip39.hpp for the contract and what is constant time).
#include "bip39/bip39.hpp"

#include <algorithm>
#include <cstring>

#include "common/util.hpp"
#include "hash/pbkdf2.hpp"
#include "hash/sha256.hpp"
#include "unicode/nfkd.hpp"

namespace ufsecp::bip39 {

namespace {

constexpr std::size_t kMaxMnemonicWords = 24;

// All-ones if a == b, else 0 (a, b any 32-bit values).
UFSECP_INLINE std::uint32_t eq_mask(std::uint32_t a, std::uint32_t b) { return ct_mask32(ct_eq_u32(a, b)); }
// 1 if a < b, for a, b < 2^31.
UFSECP_INLINE int lt_flag(std::uint32_t a, std::uint32_t b) { return static_cast<int>((a - b) >> 31); }

// The 11-bit group i of buf (big-endian bit order), at a public offset; buf has two bytes of
// zero padding after the last group.
UFSECP_INLINE std::uint32_t read11(const unsigned char* buf, std::size_t i) {
    const std::size_t o = 11 * i;
    const std::uint32_t v = static_cast<std::uint32_t>(buf[o / 8]) << 16 | static_cast<std::uint32_t>(buf[o / 8 + 1]) << 8 |
                            buf[o / 8 + 2];
    return (v >> (13 - o % 8)) & 0x7FF;
}
UFSECP_INLINE void write11(unsigned char* buf, std::size_t i, std::uint32_t idx) {
    const std::size_t o = 11 * i;
    const std::uint32_t v = idx << (13 - o % 8);
    buf[o / 8] |= static_cast<unsigned char>(v >> 16);
    buf[o / 8 + 1] |= static_cast<unsigned char>(v >> 8);
    buf[o / 8 + 2] |= static_cast<unsigned char>(v);
}

}  // namespace

Error mnemonic_from_entropy(SecretBuf<unsigned char>& out, const unsigned char* entropy, std::size_t len,
                            const Wordlist& wl, const char* sep, std::size_t sep_len) {
    if (len < 16 || len > 32 || len % 4 != 0) return Error::bad_length;
    if (sep_len < 1 || sep_len > 3) return Error::bad_arg;
    const std::size_t n = len * 3 / 4;  // words: (8 len + len / 4) / 11
    // entropy || SHA-256(entropy)[0] (its first len / 4 bits are the checksum) || padding.
    unsigned char buf[35] = {0}, h[32];
    std::memcpy(buf, entropy, len);
    sha256(h, entropy, len);
    buf[len] = h[0];

    // Each word into a slot of the longest word + separator, chosen by reading all 2048 rows.
    const std::size_t tw = wl.text_w;
    const std::size_t width = wl.max_text + sep_len;
    SecretBuf<unsigned char> slots(n * width);
    SecretBuf<std::uint64_t> row(tw);
    std::uint32_t lens[kMaxMnemonicWords] = {0};
    for (std::size_t i = 0; i < n; i++) {
        const std::uint32_t idx = read11(buf, i);
        unsigned char* slot = &slots[i * width];
        std::uint32_t l = 0;
        for (std::size_t k = 0; k < tw; k++) row[k] = 0;
        for (std::uint32_t j = 0; j < kWords; j++) {
            const std::uint32_t m = eq_mask(idx, j);
            const std::uint64_t m64 = ct_mask64(static_cast<int>(m & 1));
            const std::uint64_t* r = wl.text_rows + j * tw;
            for (std::size_t k = 0; k < tw; k++) row[k] |= r[k] & m64;
            l |= wl.text_len[j] & m;
        }
        std::memcpy(slot, row.data(), wl.max_text);
        if (i + 1 < n) {
            // The separator after the word, at its secret length.
            for (std::uint32_t k = 0; k <= wl.max_text; k++) {
                const auto mb = static_cast<unsigned char>(eq_mask(l, k));
                for (std::size_t s = 0; s < sep_len; s++) slot[k + s] |= static_cast<unsigned char>(sep[s]) & mb;
            }
            l += static_cast<std::uint32_t>(sep_len);
        }
        lens[i] = l;
    }
    std::uint32_t total = 0;
    for (std::size_t i = 0; i < n; i++) total += lens[i];
    // The text's length is public (it is returned); the words' lengths stay secret.
    total = declassified(total);

    // Concatenate: byte q of the text is byte q - offset of the slot that covers it; every
    // slot byte is read for every position the slot may cover, with masks. Slot i starts at a
    // secret offset within the public bounds i * (shortest word + separator) ..
    // i * (longest word + separator).
    SecretBuf<unsigned char> r(total + 1);
    std::uint32_t offset = 0;
    for (std::size_t i = 0; i < n; i++) {
        const unsigned char* slot = &slots[i * width];
        const std::size_t q0 = i * (wl.min_text + sep_len);
        const std::size_t q1 = std::min<std::size_t>(total, i * width + width);
        for (std::uint32_t q = static_cast<std::uint32_t>(q0); q < q1; q++) {
            const std::uint32_t d = q - offset;
            unsigned char acc = 0;
            for (std::uint32_t k = 0; k < width; k++) acc |= slot[k] & static_cast<unsigned char>(eq_mask(d, k));
            r[q] |= acc;
        }
        offset += lens[i];
    }
    r.truncate(total);
    out = std::move(r);
    secure_wipe(buf, sizeof(buf));
    secure_wipe(h, sizeof(h));
    secure_wipe(lens, sizeof(lens));
    return Error::ok;
}

Error mnemonic_to_entropy(unsigned char entropy32[32], std::size_t* out_len, const unsigned char* mnemonic,
                          std::size_t len, const Wordlist& wl) {
    SecretBuf<unsigned char> norm;
    if (!unicode::nfkd(norm, mnemonic, len)) return Error::bad_utf8;
    const unsigned char* t = norm.data();
    const std::size_t L = norm.size();
    // The word count is public (it is the entropy's length).
    std::uint32_t spaces = 0;
    for (std::size_t p = 0; p < L; p++) spaces += static_cast<std::uint32_t>(ct_eq_u32(t[p], 0x20));
    const std::size_t n = static_cast<std::size_t>(declassified(spaces)) + 1;
    if (n < 12 || n > kMaxMnemonicWords || n % 3 != 0) return Error::bad_length;
    const std::size_t W = wl.max_match, mw = wl.match_w, SW = 8 * mw;
    // Longer than n of the longest words can be: some word is not in the list (public: L is).
    if (L > n * W + (n - 1)) return Error::bad_word;

    // Split into n zero-padded slots of W bytes (W rounded up to whole 64-bit words). Each byte is written to every slot position
    // with a mask (its word and its place in the word are secret). bad collects empty words
    // (a separator first, last or doubled) and words longer than W.
    SecretBuf<unsigned char> slots(n * SW);
    std::uint32_t lens[kMaxMnemonicWords] = {0};
    std::uint32_t w = 0, c = 0;
    int bad = 0;
    for (std::size_t p = 0; p < L; p++) {
        const unsigned char b = t[p];
        const int sp = ct_eq_u32(b, 0x20);
        const std::uint32_t spm = ct_mask32(sp);
        const int too_long = lt_flag(static_cast<std::uint32_t>(W) - 1, c);  // c >= W
        bad |= (sp & ct_eq_u32(c, 0)) | ((sp ^ 1) & too_long);
        const auto keep = static_cast<unsigned char>(~spm & ~ct_mask32(too_long));
        const std::uint32_t target = w * static_cast<std::uint32_t>(SW) + c;
        for (std::uint32_t pos = 0; pos < n * SW; pos++)
            slots[pos] |= b & keep & static_cast<unsigned char>(eq_mask(pos, target));
        for (std::uint32_t i = 0; i < n; i++) lens[i] |= c & eq_mask(i, w) & spm;
        w += static_cast<std::uint32_t>(sp);
        c = (c + 1) & ~spm;
    }
    bad |= ct_eq_u32(c, 0);
    for (std::uint32_t i = 0; i < n; i++) lens[i] |= c & eq_mask(i, w);

    // Each word against all 2048 rows (their NFKD forms, zero-padded like the slots: equal
    // rows are equal words, as no word holds a NUL), with masks.
    unsigned char buf[35] = {0};
    SecretBuf<std::uint64_t> row(mw);
    for (std::size_t i = 0; i < n; i++) {
        std::memcpy(row.data(), &slots[i * SW], SW);
        std::uint32_t idx = 0;
        int found = 0;
        for (std::uint32_t j = 0; j < kWords; j++) {
            const std::uint64_t* r = wl.match_rows + j * mw;
            std::uint64_t diff = 0;
            for (std::size_t k = 0; k < mw; k++) diff |= row[k] ^ r[k];
            const int eq = static_cast<int>(((diff | (0 - diff)) >> 63) ^ 1) & ct_eq_u32(lens[i], wl.match_len[j]);
            idx |= j & ct_mask32(eq);
            found |= eq;
        }
        bad |= found ^ 1;
        write11(buf, i, idx);
    }
    secure_wipe(lens, sizeof(lens));
    if (declassified(bad)) {
        secure_wipe(buf, sizeof(buf));
        return Error::bad_word;
    }
    const std::size_t ent = n * 4 / 3, cs_bits = n / 3;
    unsigned char h[32];
    sha256(h, buf, ent);
    const int ok = ct_eq_u32(static_cast<std::uint32_t>(buf[ent] >> (8 - cs_bits)),
                             static_cast<std::uint32_t>(h[0] >> (8 - cs_bits)));
    secure_wipe(h, sizeof(h));
    if (!declassified(ok)) {
        secure_wipe(buf, sizeof(buf));
        return Error::bad_checksum;
    }
    std::memcpy(entropy32, buf, ent);
    *out_len = ent;
    secure_wipe(buf, sizeof(buf));
    return Error::ok;
}

Error mnemonic_to_seed(unsigned char seed64[64], const unsigned char* mnemonic, std::size_t mnemonic_len,
                       const unsigned char* passphrase, std::size_t passphrase_len) {
    SecretBuf<unsigned char> m, p;
    if (!unicode::nfkd(m, mnemonic, mnemonic_len)) return Error::bad_utf8;
    if (!unicode::nfkd(p, passphrase, passphrase_len)) return Error::bad_utf8;
    static const char kSalt[8] = {'m', 'n', 'e', 'm', 'o', 'n', 'i', 'c'};
    SecretBuf<unsigned char> salt(8 + p.size());
    std::memcpy(salt.data(), kSalt, 8);
    if (p.size()) std::memcpy(salt.data() + 8, p.data(), p.size());
    unsigned char seed[64];
    pbkdf2_hmac_sha512(seed, 64, m.data(), m.size(), salt.data(), salt.size(), 2048);
    std::memcpy(seed64, seed, 64);
    secure_wipe(seed, sizeof(seed));
    return Error::ok;
}

}  // namespace ufsecp::bip39
