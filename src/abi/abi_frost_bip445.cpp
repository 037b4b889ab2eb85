// ufsecp — C ABI: draft BIP-445 FROST signing (the ufsecp_frost445_* part of
// include/ufsecp/ufsecp_frost.h). Outputs are written only on success (culprit: only with the
// errors that name one); secret copies are wiped; allocation (O(u)) runs under no_throw.
#include <cstring>

#include "abi/abi_util.hpp"
#include "frost/bip445.hpp"
#include "ufsecp/ufsecp_frost.h"

using namespace ufsecp;
using namespace ufsecp::frost445;

namespace {

ufsecp_status to_status(St s) {
    switch (s) {
        case St::ok: return UFSECP_OK;
        case St::bad_arg: return UFSECP_ERR_BAD_ARG;
        case St::bad_identifier: return UFSECP_ERR_FROST_BAD_IDENTIFIER;
        case St::bad_pubshare: return UFSECP_ERR_BAD_PUBKEY;
        case St::bad_key_material: return UFSECP_ERR_FROST_BAD_KEY_MATERIAL;
        case St::bad_tweak: return UFSECP_ERR_BAD_TWEAK;
        case St::bad_pubnonce: return UFSECP_ERR_FROST_BAD_PUBNONCE;
        case St::bad_aggnonce: return UFSECP_ERR_FROST_BAD_AGGNONCE;
        case St::signer_missing: return UFSECP_ERR_FROST_SIGNER_MISSING;
        case St::bad_seckey: return UFSECP_ERR_BAD_SECKEY;
        case St::bad_secnonce: return UFSECP_ERR_FROST_BAD_NONCE;
        case St::bad_psig: return UFSECP_ERR_FROST_BAD_SHARE;
        case St::verify_failed: return UFSECP_ERR_VERIFY_FAILED;
    }
    return UFSECP_ERR_BAD_ARG;
}

// Secnonce layout: magic (4) | k1 (32) | k2 (32) | pubnonce (66) | 0 (2).
constexpr unsigned char kMagic[4] = {0x44, 0x5f, 0xb4, 0x45};

bool signers_ok(const ufsecp_frost445_signers* s) {
    return s != nullptr && s->thresh_pk33 != nullptr && (s->u == 0 || (s->ids != nullptr && s->pubshares33 != nullptr));
}

Signers to_signers(const ufsecp_frost445_signers* s) { return Signers{s->n, s->t, s->u, s->ids, s->pubshares33, s->thresh_pk33}; }

bool tweaks_ok(const unsigned char* tweaks32, const int* is_xonly, size_t v) {
    return v == 0 || (tweaks32 != nullptr && is_xonly != nullptr);
}

// The culprit is written only for the errors that name one.
ufsecp_status finish(St st, size_t c, size_t* culprit) {
    if (culprit && (st == St::bad_pubshare || st == St::bad_pubnonce || st == St::bad_psig)) *culprit = c;
    return to_status(st);
}

}  // namespace

extern "C" {

ufsecp_status ufsecp_frost445_nonce_gen(ufsecp_frost445_secnonce* secnonce, unsigned char pubnonce66[66],
                                        const unsigned char rand32[32], const unsigned char* secshare32,
                                        const unsigned char* pubshare33, const unsigned char* thresh_xonly32,
                                        const unsigned char* msg, size_t msg_len, const unsigned char* extra_in,
                                        size_t extra_len) {
    UFSECP_ARG_NONNULL(secnonce, pubnonce66, rand32);
    if (extra_in == nullptr && extra_len != 0) return UFSECP_ERR_NULL_ARG;
    if ((extra_len >> 16 >> 16) != 0) return UFSECP_ERR_BAD_LENGTH;  // >= 2^32: bytes(4, len) cannot hold it
    unsigned char sec[64], pub[66];
    const St st = nonce_gen(sec, pub, rand32, secshare32, pubshare33, thresh_xonly32, msg, msg ? msg_len : 0,
                            msg != nullptr, extra_in, extra_len);
    if (st == St::ok) {
        unsigned char obj[sizeof secnonce->data] = {0};
        std::memcpy(obj, kMagic, 4);
        std::memcpy(obj + 4, sec, 64);
        std::memcpy(obj + 68, pub, 66);
        std::memcpy(secnonce->data, obj, sizeof obj);
        std::memcpy(pubnonce66, pub, 66);
        secure_wipe(obj, sizeof obj);
    }
    secure_wipe(sec, sizeof sec);
    return to_status(st);
}

ufsecp_status ufsecp_frost445_secnonce_load(ufsecp_frost445_secnonce* secnonce, const unsigned char secnonce64[64]) {
    UFSECP_ARG_NONNULL(secnonce, secnonce64);
    Scalar k1, k2;
    const int ok = (scalar_set_b32_seckey(k1, secnonce64) ? 1 : 0) & (scalar_set_b32_seckey(k2, secnonce64 + 32) ? 1 : 0);
    secure_wipe(k1);
    secure_wipe(k2);
    if (!declassified(ok)) return UFSECP_ERR_FROST_BAD_NONCE;
    unsigned char obj[sizeof secnonce->data] = {0};
    std::memcpy(obj, kMagic, 4);
    std::memcpy(obj + 4, secnonce64, 64);
    std::memcpy(secnonce->data, obj, sizeof obj);
    secure_wipe(obj, sizeof obj);
    return UFSECP_OK;
}

ufsecp_status ufsecp_frost445_nonce_agg(unsigned char aggnonce66[66], size_t* culprit, const unsigned char* pubnonces66,
                                        size_t u) {
    UFSECP_ARG_NONNULL(aggnonce66, pubnonces66);
    if (u == 0) return UFSECP_ERR_BAD_ARG;
    size_t c = 0;
    const St st = nonce_agg(aggnonce66, pubnonces66, u, &c);
    return finish(st, c, culprit);
}

ufsecp_status ufsecp_frost445_tweaked_key(unsigned char xonly32[32], unsigned char plain33[33],
                                          const unsigned char thresh_pk33[33], const unsigned char* tweaks32,
                                          const int* is_xonly, size_t v) {
    UFSECP_ARG_NONNULL(xonly32, plain33, thresh_pk33);
    if (!tweaks_ok(tweaks32, is_xonly, v)) return UFSECP_ERR_NULL_ARG;
    unsigned char x[32], p[33];
    const St st = tweaked_key(x, p, thresh_pk33, Tweaks{v, tweaks32, is_xonly});
    if (st == St::ok) {
        std::memcpy(xonly32, x, 32);
        std::memcpy(plain33, p, 33);
    }
    return to_status(st);
}

ufsecp_status ufsecp_frost445_sign(unsigned char psig32[32], size_t* culprit, ufsecp_frost445_secnonce* secnonce,
                                   const unsigned char secshare32[32], uint32_t my_id,
                                   const ufsecp_frost445_signers* signers, const unsigned char aggnonce66[66],
                                   const unsigned char* tweaks32, const int* is_xonly, size_t v,
                                   const unsigned char* msg, size_t msg_len) {
    UFSECP_ARG_NONNULL(psig32, secnonce, secshare32, aggnonce66);
    if (!signers_ok(signers) || !tweaks_ok(tweaks32, is_xonly, v) || (msg == nullptr && msg_len != 0))
        return UFSECP_ERR_NULL_ARG;
    if (std::memcmp(secnonce->data, kMagic, 4) != 0) return UFSECP_ERR_FROST_BAD_NONCE;
    UFSECP_ABI_GUARDED({
        unsigned char ps[32];
        size_t c = 0;
        const St st = sign(ps, secnonce->data + 4, secshare32, my_id, to_signers(signers), aggnonce66,
                           Tweaks{v, tweaks32, is_xonly}, msg, msg_len, &c);
        if (st == St::ok) {
            secure_wipe(secnonce->data, sizeof secnonce->data);  // single use
            std::memcpy(psig32, ps, 32);
        }
        return finish(st, c, culprit);
    });
}

ufsecp_status ufsecp_frost445_partial_sig_verify(size_t* culprit, const unsigned char psig32[32],
                                                 const unsigned char* pubnonces66,
                                                 const ufsecp_frost445_signers* signers, const unsigned char* tweaks32,
                                                 const int* is_xonly, size_t v, const unsigned char* msg,
                                                 size_t msg_len, size_t index) {
    UFSECP_ARG_NONNULL(psig32, pubnonces66);
    if (!signers_ok(signers) || !tweaks_ok(tweaks32, is_xonly, v) || (msg == nullptr && msg_len != 0))
        return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({
        size_t c = 0;
        const St st = psig_verify(psig32, pubnonces66, to_signers(signers), Tweaks{v, tweaks32, is_xonly}, msg,
                                  msg_len, index, &c);
        if (st == St::verify_failed) return UFSECP_ERR_FROST_BAD_SHARE;
        return finish(st, c, culprit);
    });
}

ufsecp_status ufsecp_frost445_partial_sig_agg(unsigned char sig64[64], size_t* culprit, const unsigned char* psigs32,
                                              size_t n_psigs, const ufsecp_frost445_signers* signers,
                                              const unsigned char aggnonce66[66], const unsigned char* tweaks32,
                                              const int* is_xonly, size_t v, const unsigned char* msg,
                                              size_t msg_len) {
    UFSECP_ARG_NONNULL(sig64, aggnonce66);
    if (!signers_ok(signers) || !tweaks_ok(tweaks32, is_xonly, v) || (msg == nullptr && msg_len != 0) ||
        (psigs32 == nullptr && n_psigs != 0))
        return UFSECP_ERR_NULL_ARG;
    // The reference's first check: one psig per listed signer.
    if (n_psigs != signers->u) return UFSECP_ERR_FROST_LIST_LENGTH;
    UFSECP_ABI_GUARDED({
        unsigned char sig[64];
        size_t c = 0;
        const St st = psig_agg(sig, psigs32, to_signers(signers), aggnonce66, Tweaks{v, tweaks32, is_xonly}, msg,
                               msg_len, &c);
        if (st == St::ok) std::memcpy(sig64, sig, 64);
        return finish(st, c, culprit);
    });
}

ufsecp_status ufsecp_frost445_tweaks_parse(unsigned char* tweaks32, size_t* culprit, const unsigned char* tweaks,
                                           const size_t* tweak_lens, size_t n_tweaks, size_t n_is_xonly) {
    if (n_tweaks != 0 && (tweaks32 == nullptr || tweaks == nullptr || tweak_lens == nullptr)) return UFSECP_ERR_NULL_ARG;
    if (n_tweaks != n_is_xonly) return UFSECP_ERR_FROST_LIST_LENGTH;
    for (size_t i = 0; i < n_tweaks; i++) {
        if (tweak_lens[i] != 32) {
            if (culprit) *culprit = i;
            return UFSECP_ERR_BAD_LENGTH;
        }
    }
    // Every length is 32, so the items lie back to back: the packed form is the input.
    if (n_tweaks != 0) std::memmove(tweaks32, tweaks, 32 * n_tweaks);
    return UFSECP_OK;
}

ufsecp_status ufsecp_frost445_deterministic_sign(unsigned char pubnonce66[66], unsigned char psig32[32],
                                                 size_t* culprit, const unsigned char secshare32[32], uint32_t my_id,
                                                 const unsigned char* aggothernonce66,
                                                 const ufsecp_frost445_signers* signers, const unsigned char* tweaks32,
                                                 const int* is_xonly, size_t v, const unsigned char* msg,
                                                 size_t msg_len, const unsigned char* rand32) {
    UFSECP_ARG_NONNULL(pubnonce66, psig32, secshare32);
    if (!signers_ok(signers) || !tweaks_ok(tweaks32, is_xonly, v) || (msg == nullptr && msg_len != 0))
        return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({
        unsigned char pn[66], ps[32];
        size_t c = 0;
        const St st = det_sign(pn, ps, secshare32, my_id, aggothernonce66, to_signers(signers),
                               Tweaks{v, tweaks32, is_xonly}, msg, msg_len, rand32, &c);
        if (st == St::ok) {
            std::memcpy(pubnonce66, pn, 66);
            std::memcpy(psig32, ps, 32);
        }
        return finish(st, c, culprit);
    });
}

}  // extern "C"
