// ufsecp — C ABI: the BIP-324 transport cipher (include/ufsecp/ufsecp_bip324.h).
//
// The object's bytes are copied into a local Bip324Cipher, the operation runs on the copy, and
// the copy is written back only on success (so every error leaves the object untouched); the
// copy is wiped. Nothing allocates.
#include <cstring>

#include "abi/abi_util.hpp"
#include "bip324/bip324.hpp"
#include "ufsecp/ufsecp_bip324.h"

using namespace ufsecp;

static_assert(sizeof(Bip324Cipher) <= UFSECP_BIP324_CIPHER_SIZE, "ufsecp_bip324_cipher too small");
static_assert(Bip324Cipher::kExpansion == UFSECP_BIP324_EXPANSION, "expansion");
static_assert(Bip324Cipher::kMaxContents == UFSECP_BIP324_MAX_CONTENTS, "max contents");

namespace {

// A wiped local copy of the object.
struct Local {
    Bip324Cipher s;
    Local() = default;
    Local(const Local&) = delete;
    Local& operator=(const Local&) = delete;
    ~Local() { s.clear(); }
    bool load(const ufsecp_bip324_cipher* c) {
        std::memcpy(&s, c->u.data, sizeof(s));
        return s.valid();
    }
    void save(ufsecp_bip324_cipher* c) const { std::memcpy(c->u.data, &s, sizeof(s)); }
};

}  // namespace

extern "C" {

ufsecp_status ufsecp_bip324_cipher_init(ufsecp_bip324_cipher* c, const unsigned char ecdh_secret[32], int initiating,
                                        const unsigned char network_magic[4]) {
    UFSECP_ARG_NONNULL(c, ecdh_secret, network_magic);
    if (initiating != 0 && initiating != 1) return UFSECP_ERR_BAD_ARG;
    Local l;
    l.s.init(ecdh_secret, initiating != 0, network_magic);
    std::memset(c->u.data, 0, sizeof(c->u.data));
    l.save(c);
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip324_cipher_clear(ufsecp_bip324_cipher* c) {
    UFSECP_ARG_NONNULL(c);
    secure_wipe(c->u.data, sizeof(c->u.data));
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip324_session_id(unsigned char out32[32], const ufsecp_bip324_cipher* c) {
    UFSECP_ARG_NONNULL(out32, c);
    Local l;
    if (!l.load(c)) return UFSECP_ERR_BAD_CIPHER;
    std::memcpy(out32, l.s.session_id, 32);
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip324_garbage_terminators(unsigned char send16[16], unsigned char recv16[16],
                                                const ufsecp_bip324_cipher* c) {
    UFSECP_ARG_NONNULL(send16, recv16, c);
    Local l;
    if (!l.load(c)) return UFSECP_ERR_BAD_CIPHER;
    std::memcpy(send16, l.s.send_garbage_terminator, 16);
    std::memcpy(recv16, l.s.recv_garbage_terminator, 16);
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip324_encrypt(unsigned char* out, size_t* out_len, ufsecp_bip324_cipher* c,
                                    const unsigned char* contents, size_t contents_len, const unsigned char* aad,
                                    size_t aad_len, int ignore) {
    UFSECP_ARG_NONNULL(out_len, c);
    if (contents == nullptr && contents_len != 0) return UFSECP_ERR_NULL_ARG;
    if (aad == nullptr && aad_len != 0) return UFSECP_ERR_NULL_ARG;
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    if (ignore != 0 && ignore != 1) return UFSECP_ERR_BAD_ARG;
    Local l;
    if (!l.load(c)) return UFSECP_ERR_BAD_CIPHER;
    if (contents_len > Bip324Cipher::kMaxContents) return UFSECP_ERR_BAD_LENGTH;
    const size_t need = contents_len + Bip324Cipher::kExpansion;
    if (*out_len < need) {
        *out_len = need;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    static const unsigned char empty = 0;
    l.s.encrypt(out, contents ? contents : &empty, contents_len, aad ? aad : &empty, aad_len, ignore != 0);
    *out_len = need;
    l.save(c);
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip324_decrypt_length(uint32_t* contents_len, ufsecp_bip324_cipher* c,
                                           const unsigned char enc_len[3]) {
    UFSECP_ARG_NONNULL(contents_len, c, enc_len);
    Local l;
    if (!l.load(c)) return UFSECP_ERR_BAD_CIPHER;
    *contents_len = l.s.decrypt_length(enc_len);
    l.save(c);
    return UFSECP_OK;
}

ufsecp_status ufsecp_bip324_decrypt(unsigned char* contents, size_t* contents_len, int* ignore,
                                    ufsecp_bip324_cipher* c, const unsigned char* ct, size_t ct_len,
                                    const unsigned char* aad, size_t aad_len) {
    UFSECP_ARG_NONNULL(contents_len, ignore, c, ct);
    if (aad == nullptr && aad_len != 0) return UFSECP_ERR_NULL_ARG;
    if (contents == nullptr && *contents_len != 0) return UFSECP_ERR_NULL_ARG;
    Local l;
    if (!l.load(c)) return UFSECP_ERR_BAD_CIPHER;
    if (ct_len < Bip324Cipher::kHeaderLen + Bip324Cipher::kTagLen ||
        ct_len - Bip324Cipher::kHeaderLen - Bip324Cipher::kTagLen > Bip324Cipher::kMaxContents)
        return UFSECP_ERR_BAD_LENGTH;
    const size_t n = ct_len - Bip324Cipher::kHeaderLen - Bip324Cipher::kTagLen;
    if (*contents_len < n) {
        *contents_len = n;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    static const unsigned char empty = 0;
    unsigned char dummy = 0;
    bool ign = false;
    if (!l.s.decrypt(contents ? contents : &dummy, &ign, ct, ct_len, aad ? aad : &empty, aad_len))
        return UFSECP_ERR_DECRYPT_FAILED;
    *contents_len = n;
    *ignore = ign ? 1 : 0;
    l.save(c);
    return UFSECP_OK;
}

}  // extern "C"
