// ufsecp — C ABI of BIP-39 and NFKD (include/ufsecp/ufsecp_bip39.h).
#include <cstring>
#include <memory>

#include "abi/abi_util.hpp"
#include "bip39/bip39.hpp"
#include "unicode/nfkd.hpp"
#include "ufsecp/ufsecp_bip39.h"

using namespace ufsecp;

namespace {

ufsecp_status to_status(bip39::Error e) {
    switch (e) {
        case bip39::Error::ok: return UFSECP_OK;
        case bip39::Error::bad_length: return UFSECP_ERR_BAD_LENGTH;
        case bip39::Error::bad_word: return UFSECP_ERR_BAD_MNEMONIC_WORD;
        case bip39::Error::bad_checksum: return UFSECP_ERR_BAD_MNEMONIC_CHECKSUM;
        case bip39::Error::bad_utf8: return UFSECP_ERR_BAD_UTF8;
        case bip39::Error::bad_wordlist: return UFSECP_ERR_BAD_WORDLIST;
        case bip39::Error::bad_arg: return UFSECP_ERR_BAD_ARG;
    }
    return UFSECP_ERR_BAD_ARG;
}

// Writes text (text.size() bytes + NUL) to out/out_len per the header's "Text" rules.
ufsecp_status put_text(char* out, size_t* out_len, const SecretBuf<unsigned char>& text) {
    const size_t need = text.size() + 1;
    if (*out_len < need) {
        *out_len = need;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    if (text.size()) std::memcpy(out, text.data(), text.size());
    out[text.size()] = '\0';
    *out_len = text.size();
    return UFSECP_OK;
}

ufsecp_status from_entropy(char* out, size_t* out_len, const unsigned char* entropy, size_t len,
                           const bip39::Wordlist& wl, const char* sep) {
    SecretBuf<unsigned char> text;
    const bip39::Error e = bip39::mnemonic_from_entropy(text, entropy, len, wl, sep, std::strlen(sep));
    if (e != bip39::Error::ok) return to_status(e);
    return put_text(out, out_len, text);
}

ufsecp_status to_entropy(unsigned char* out, size_t* out_len, const char* mnemonic, const bip39::Wordlist& wl) {
    unsigned char ent[32];
    size_t n = 0;
    const size_t len = unicode::public_strlen(mnemonic);
    const bip39::Error e =
        bip39::mnemonic_to_entropy(ent, &n, reinterpret_cast<const unsigned char*>(mnemonic), len, wl);
    if (e != bip39::Error::ok) return to_status(e);
    ufsecp_status st = UFSECP_OK;
    if (*out_len < n) {
        *out_len = n;
        st = UFSECP_ERR_BUFFER_TOO_SMALL;
    } else {
        std::memcpy(out, ent, n);
        *out_len = n;
    }
    secure_wipe(ent, sizeof(ent));
    return st;
}

}  // namespace

extern "C" {

ufsecp_status ufsecp_bip39_mnemonic_from_entropy(char* out, size_t* out_len, const unsigned char* entropy, size_t len) {
    UFSECP_ARG_NONNULL(out_len, entropy);
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({ return from_entropy(out, out_len, entropy, len, bip39::english(), " "); });
}

ufsecp_status ufsecp_bip39_mnemonic_to_entropy(unsigned char* out, size_t* out_len, const char* mnemonic) {
    UFSECP_ARG_NONNULL(out_len, mnemonic);
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({ return to_entropy(out, out_len, mnemonic, bip39::english()); });
}

ufsecp_status ufsecp_bip39_mnemonic_to_seed(unsigned char seed64[64], const char* mnemonic, const char* passphrase) {
    UFSECP_ARG_NONNULL(seed64, mnemonic);
    if (passphrase == nullptr) passphrase = "";
    UFSECP_ABI_GUARDED({
        const size_t ml = unicode::public_strlen(mnemonic), pl = unicode::public_strlen(passphrase);
        return to_status(bip39::mnemonic_to_seed(seed64, reinterpret_cast<const unsigned char*>(mnemonic), ml,
                                                 reinterpret_cast<const unsigned char*>(passphrase), pl));
    });
}

ufsecp_status ufsecp_bip39_mnemonic_from_entropy_wordlist(char* out, size_t* out_len, const unsigned char* entropy,
                                                          size_t len, const char* const* wordlist,
                                                          const char* separator) {
    UFSECP_ARG_NONNULL(out_len, entropy, wordlist);
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    if (separator == nullptr) separator = " ";
    if (std::strcmp(separator, " ") != 0 && std::strcmp(separator, "\xE3\x80\x80") != 0) return UFSECP_ERR_BAD_ARG;
    UFSECP_ABI_GUARDED({
        auto wl = std::make_unique<bip39::Wordlist>();
        const bip39::Error e = bip39::wordlist_load(*wl, wordlist);
        if (e != bip39::Error::ok) return to_status(e);
        return from_entropy(out, out_len, entropy, len, *wl, separator);
    });
}

ufsecp_status ufsecp_bip39_mnemonic_to_entropy_wordlist(unsigned char* out, size_t* out_len, const char* mnemonic,
                                                        const char* const* wordlist) {
    UFSECP_ARG_NONNULL(out_len, mnemonic, wordlist);
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({
        auto wl = std::make_unique<bip39::Wordlist>();
        const bip39::Error e = bip39::wordlist_load(*wl, wordlist);
        if (e != bip39::Error::ok) return to_status(e);
        return to_entropy(out, out_len, mnemonic, *wl);
    });
}

ufsecp_status ufsecp_utf8_nfkd(char* out, size_t* out_len, const char* in, size_t in_len) {
    UFSECP_ARG_NONNULL(out_len);
    if (in == nullptr && in_len != 0) return UFSECP_ERR_NULL_ARG;
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    static const unsigned char kEmpty[1] = {0};
    const auto* p = in ? reinterpret_cast<const unsigned char*>(in) : kEmpty;
    UFSECP_ABI_GUARDED({
        SecretBuf<unsigned char> text;
        if (!unicode::nfkd(text, p, in_len)) return UFSECP_ERR_BAD_UTF8;
        return put_text(out, out_len, text);
    });
}

}  // extern "C"
