// ufsecp — C ABI: adaptor signatures (include/ufsecp/ufsecp_adaptor.h): ECDSA (dlcspecs) and
// BIP-340 Schnorr. Outputs are written only after every check has passed.
#include <cstring>

#include "abi/abi_util.hpp"
#include "adaptor/ecdsa_adaptor.hpp"
#include "adaptor/schnorr_adaptor.hpp"
#include "ecdsa/ecdsa.hpp"
#include "ufsecp/ufsecp_adaptor.h"

using namespace ufsecp;

extern "C" {

// ---- ECDSA ------------------------------------------------------------------------------

ufsecp_status ufsecp_ecdsa_adaptor_encrypt(unsigned char adaptor_sig[162], const unsigned char seckey[32],
                                           const ufsecp_pubkey* enckey, const unsigned char msg32[32],
                                           const unsigned char* aux32) {
    UFSECP_ARG_NONNULL(adaptor_sig, seckey, enckey, msg32);
    Scalar x;
    // Validity of the key becomes public through the status; the check is constant time.
    const bool valid = declassified(scalar_set_b32_seckey(x, seckey));
    if (!valid) {
        secure_wipe(x);
        return UFSECP_ERR_BAD_SECKEY;
    }
    Ge y;
    if (!abi::pubkey_load(y, enckey)) {
        secure_wipe(x);
        return UFSECP_ERR_BAD_PUBKEY;
    }
    unsigned char out[162];
    const bool ok = ecdsa_adaptor_encrypt(out, x, msg32, y, aux32);
    secure_wipe(x);
    // Fails only for a zero nonce or s_a = 0 (probability ~2^-256).
    if (!ok) return UFSECP_ERR_BAD_SECKEY;
    std::memcpy(adaptor_sig, out, sizeof(out));
    return UFSECP_OK;
}

ufsecp_status ufsecp_ecdsa_adaptor_verify(const unsigned char adaptor_sig[162], const ufsecp_pubkey* pubkey,
                                          const unsigned char msg32[32], const ufsecp_pubkey* enckey) {
    UFSECP_ARG_NONNULL(adaptor_sig, pubkey, msg32, enckey);
    Ge x, y;
    if (!abi::pubkey_load(x, pubkey) || !abi::pubkey_load(y, enckey)) return UFSECP_ERR_BAD_PUBKEY;
    EcdsaAdaptorSig sig;
    if (!ecdsa_adaptor_parse(sig, adaptor_sig)) return UFSECP_ERR_BAD_ADAPTOR_SIG;
    return ecdsa_adaptor_verify_var(sig, msg32, x, y) ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
}

ufsecp_status ufsecp_ecdsa_adaptor_decrypt(unsigned char sig64[64], const unsigned char deckey[32],
                                           const unsigned char adaptor_sig[162]) {
    UFSECP_ARG_NONNULL(sig64, deckey, adaptor_sig);
    EcdsaAdaptorSig sig;
    if (!ecdsa_adaptor_parse(sig, adaptor_sig)) return UFSECP_ERR_BAD_ADAPTOR_SIG;
    Scalar y;
    if (!declassified(scalar_set_b32_seckey(y, deckey))) {
        secure_wipe(y);
        return UFSECP_ERR_BAD_SECKEY;
    }
    Scalar r, s;
    ecdsa_adaptor_decrypt(r, s, sig, y);
    secure_wipe(y);
    declassify(&s, sizeof(s));  // the signature is public
    ecdsa_sig_serialize_compact(sig64, r, s);
    return UFSECP_OK;
}

ufsecp_status ufsecp_ecdsa_adaptor_recover(unsigned char deckey[32], const unsigned char sig64[64],
                                           const unsigned char adaptor_sig[162], const ufsecp_pubkey* enckey) {
    UFSECP_ARG_NONNULL(deckey, sig64, adaptor_sig, enckey);
    Scalar r, s;
    if (!ecdsa_sig_parse_compact(r, s, sig64) || scalar_is_zero(r) || scalar_is_zero(s))
        return UFSECP_ERR_BAD_SIGNATURE;
    EcdsaAdaptorSig sig;
    if (!ecdsa_adaptor_parse(sig, adaptor_sig)) return UFSECP_ERR_BAD_ADAPTOR_SIG;
    Ge y;
    if (!abi::pubkey_load(y, enckey)) return UFSECP_ERR_BAD_PUBKEY;
    Scalar key;
    if (ecdsa_adaptor_recover_var(key, r, s, sig, y) != AdaptorRecover::kOk) return UFSECP_ERR_ADAPTOR_MISMATCH;
    scalar_get_b32(deckey, key);
    secure_wipe(key);
    return UFSECP_OK;
}

ufsecp_status ufsecp_ecdsa_adaptor_check(const unsigned char adaptor_sig[162]) {
    UFSECP_ARG_NONNULL(adaptor_sig);
    EcdsaAdaptorSig sig;
    return ecdsa_adaptor_parse(sig, adaptor_sig) ? UFSECP_OK : UFSECP_ERR_BAD_ADAPTOR_SIG;
}

// ---- Schnorr ----------------------------------------------------------------------------

ufsecp_status ufsecp_schnorr_adaptor_presign(unsigned char presig[65], const unsigned char* msg, size_t msg_len,
                                             const ufsecp_keypair* kp, const ufsecp_pubkey* adaptor,
                                             const unsigned char* aux32) {
    UFSECP_ARG_NONNULL(presig, kp, adaptor);
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    Ge t;
    if (!abi::pubkey_load(t, adaptor)) return UFSECP_ERR_BAD_PUBKEY;
    Keypair k;
    if (!declassified(keypair_load(k, kp->data))) {
        keypair_clear(k);
        return UFSECP_ERR_BAD_KEYPAIR;
    }
    unsigned char out[65];
    const bool ok = schnorr_adaptor_presign(out, msg, msg_len, k, t, aux32);
    keypair_clear(k);
    if (!ok) return UFSECP_ERR_INFINITY;  // the keypair loaded, so R + T = infinity (or k = 0)
    std::memcpy(presig, out, sizeof(out));
    return UFSECP_OK;
}

ufsecp_status ufsecp_schnorr_adaptor_verify(const unsigned char presig[65], const unsigned char* msg, size_t msg_len,
                                            const unsigned char xonly32[32], const ufsecp_pubkey* adaptor) {
    UFSECP_ARG_NONNULL(presig, xonly32, adaptor);
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    Ge p, t;
    if (!xonly_parse(p, xonly32) || !abi::pubkey_load(t, adaptor)) return UFSECP_ERR_BAD_PUBKEY;
    SchnorrPresig pre;
    if (!schnorr_presig_parse(pre, presig)) return UFSECP_ERR_BAD_ADAPTOR_SIG;
    return schnorr_adaptor_verify_var(pre, msg, msg_len, p, t) ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
}

ufsecp_status ufsecp_schnorr_adaptor_adapt(unsigned char sig64[64], const unsigned char t32[32],
                                           const unsigned char presig[65]) {
    UFSECP_ARG_NONNULL(sig64, t32, presig);
    SchnorrPresig pre;
    if (!schnorr_presig_parse(pre, presig)) return UFSECP_ERR_BAD_ADAPTOR_SIG;
    Scalar t;
    if (!declassified(scalar_set_b32_seckey(t, t32))) {
        secure_wipe(t);
        return UFSECP_ERR_BAD_SECKEY;
    }
    unsigned char out[64];
    schnorr_adaptor_adapt(out, pre, t);
    secure_wipe(t);
    declassify(out, sizeof(out));  // the completed signature is public
    std::memcpy(sig64, out, sizeof(out));
    return UFSECP_OK;
}

ufsecp_status ufsecp_schnorr_adaptor_extract(unsigned char t32[32], const unsigned char sig64[64],
                                             const unsigned char presig[65]) {
    UFSECP_ARG_NONNULL(t32, sig64, presig);
    Scalar s;
    int overflow = 0;
    scalar_set_b32(s, sig64 + 32, &overflow);
    if (overflow) return UFSECP_ERR_BAD_SIGNATURE;
    SchnorrPresig pre;
    if (!schnorr_presig_parse(pre, presig)) return UFSECP_ERR_BAD_ADAPTOR_SIG;
    if (std::memcmp(sig64, pre.rx, 32) != 0) return UFSECP_ERR_ADAPTOR_MISMATCH;
    Scalar t;
    schnorr_adaptor_extract(t, pre, s);
    if (scalar_is_zero(t)) return UFSECP_ERR_ADAPTOR_MISMATCH;
    scalar_get_b32(t32, t);
    secure_wipe(t);
    return UFSECP_OK;
}

}  // extern "C"
