// ufsecp compat/libsecp256k1 — ECDSA (secp256k1.h) and public-key recovery
// (secp256k1_recovery.h): encodings, normalization, verification, signing with the default
// RFC 6979 nonce function or a caller's own, recovery. Byte for byte libsecp256k1 0.7.1.
#include "compat.hpp"
#include "ecdsa/ecdsa.hpp"
#include "hash/rfc6979.hpp"
#include "secp256k1_recovery.h"

using namespace ufsecp_compat;

namespace {

void sig_save(unsigned char* data, const Scalar& r, const Scalar& s) {
    c_scalar_save(data, r);
    c_scalar_save(data + 32, s);
}
void sig_load(Scalar& r, Scalar& s, const unsigned char* data) {
    c_scalar_load(r, data);
    c_scalar_load(s, data + 32);
}

// libsecp256k1's nonce_function_rfc6979: the HMAC-SHA256 DRBG keyed with
// key32 || (msg32 mod n) [|| data (32 bytes)] [|| algo16], output number `counter`.
int nonce_function_rfc6979(unsigned char* nonce32, const unsigned char* msg32, const unsigned char* key32,
                           const unsigned char* algo16, void* data, unsigned int counter) {
    unsigned char keydata[112];
    std::size_t off = 0;
    Scalar m;
    std::memcpy(keydata, key32, 32);
    off = 32;
    scalar_set_b32(m, msg32, nullptr);
    scalar_get_b32(keydata + off, m);
    off += 32;
    if (data != nullptr) {
        std::memcpy(keydata + off, data, 32);
        off += 32;
    }
    if (algo16 != nullptr) {
        std::memcpy(keydata + off, algo16, 16);
        off += 16;
    }
    Rfc6979HmacSha256 rng(keydata, off);
    secure_wipe(keydata, sizeof(keydata));
    for (unsigned int i = 0; i <= counter; i++) rng.generate(nonce32, 32);
    rng.finalize();
    return 1;
}

// libsecp256k1's ecdsa_sign_inner. The default nonce function goes through ufsecp's own
// signer (the same DRBG stream, one DRBG for all attempts); any other function is called
// exactly as libsecp256k1 calls it (key32 = the caller's seckey bytes, algo16 = NULL,
// attempt 0, 1, ... until it returns 0 or gives a nonce that signs).
int sign_inner(Scalar& r, Scalar& s, int* recid, const unsigned char* msg32, const unsigned char* seckey,
               secp256k1_nonce_function noncefp, const void* noncedata) {
    Scalar sec, one, zero;
    scalar_set_int(one, 1);
    scalar_clear(zero);
    scalar_clear(r);
    scalar_clear(s);
    int rec = 0;
    if (noncefp == nullptr) noncefp = nonce_function_rfc6979;
    const int is_sec_valid = scalar_set_b32_seckey(sec, seckey) ? 1 : 0;
    scalar_cmov(sec, one, is_sec_valid ^ 1);
    int ret = 0;
    if (noncefp == nonce_function_rfc6979) {
        // For a valid key, sec's bytes are seckey's, so the nonces are those of the loop below.
        ret = ecdsa_sign(r, s, &rec, sec, msg32, static_cast<const unsigned char*>(noncedata)) ? 1 : 0;
    } else {
        Scalar msg, non;
        unsigned char nonce32[32];
        scalar_set_b32(msg, msg32, nullptr);
        for (unsigned int count = 0;; count++) {
            ret = noncefp(nonce32, msg32, seckey, nullptr, const_cast<void*>(noncedata), count) ? 1 : 0;
            if (!ret) break;
            // An unusable nonce is less likely than 2^-127; its occurrence is declassified.
            if (declassified(scalar_set_b32_seckey(non, nonce32))) {
                ret = declassified(ecdsa_sign_with_nonce(r, s, rec, sec, msg, non)) ? 1 : 0;
                if (ret) break;
            }
        }
        secure_wipe(nonce32, sizeof(nonce32));
        secure_wipe(non);
    }
    ret &= is_sec_valid;
    secure_wipe(sec);
    scalar_cmov(r, zero, ret ^ 1);
    scalar_cmov(s, zero, ret ^ 1);
    if (recid != nullptr) *recid = rec & -ret;
    return ret;
}

}  // namespace

extern "C" {

SECP256K1_API const secp256k1_nonce_function secp256k1_nonce_function_rfc6979 = nonce_function_rfc6979;
SECP256K1_API const secp256k1_nonce_function secp256k1_nonce_function_default = nonce_function_rfc6979;

int secp256k1_ecdsa_signature_parse_der(const secp256k1_context* ctx, secp256k1_ecdsa_signature* sig,
                                        const unsigned char* input, size_t inputlen) {
    ARGCHK(sig != NULL);
    ARGCHK(input != NULL);
    Scalar r, s;
    if (ecdsa_sig_parse_der(r, s, input, inputlen)) {
        sig_save(sig->data, r, s);
        return 1;
    }
    std::memset(sig, 0, sizeof(*sig));
    return 0;
}

int secp256k1_ecdsa_signature_parse_compact(const secp256k1_context* ctx, secp256k1_ecdsa_signature* sig,
                                            const unsigned char* input64) {
    ARGCHK(sig != NULL);
    ARGCHK(input64 != NULL);
    Scalar r, s;
    if (ecdsa_sig_parse_compact(r, s, input64)) {
        sig_save(sig->data, r, s);
        return 1;
    }
    std::memset(sig, 0, sizeof(*sig));
    return 0;
}

int secp256k1_ecdsa_signature_serialize_der(const secp256k1_context* ctx, unsigned char* output, size_t* outputlen,
                                            const secp256k1_ecdsa_signature* sig) {
    ARGCHK(output != NULL);
    ARGCHK(outputlen != NULL);
    ARGCHK(sig != NULL);
    Scalar r, s;
    sig_load(r, s, sig->data);
    return ecdsa_sig_serialize_der(output, outputlen, r, s) ? 1 : 0;
}

int secp256k1_ecdsa_signature_serialize_compact(const secp256k1_context* ctx, unsigned char* output64,
                                                const secp256k1_ecdsa_signature* sig) {
    ARGCHK(output64 != NULL);
    ARGCHK(sig != NULL);
    Scalar r, s;
    sig_load(r, s, sig->data);
    ecdsa_sig_serialize_compact(output64, r, s);
    return 1;
}

int secp256k1_ecdsa_signature_normalize(const secp256k1_context* ctx, secp256k1_ecdsa_signature* sigout,
                                        const secp256k1_ecdsa_signature* sigin) {
    ARGCHK(sigin != NULL);
    Scalar r, s;
    sig_load(r, s, sigin->data);
    const bool high = ecdsa_sig_normalize(s);
    if (sigout != nullptr) sig_save(sigout->data, r, s);
    return high ? 1 : 0;
}

int secp256k1_ecdsa_verify(const secp256k1_context* ctx, const secp256k1_ecdsa_signature* sig,
                           const unsigned char* msghash32, const secp256k1_pubkey* pubkey) {
    ARGCHK(msghash32 != NULL);
    ARGCHK(sig != NULL);
    ARGCHK(pubkey != NULL);
    Scalar r, s;
    sig_load(r, s, sig->data);
    Ge q;
    return (!scalar_is_high(s) && c_pubkey_load(ctx, q, pubkey->data) && ecdsa_verify_var(r, s, msghash32, q)) ? 1 : 0;
}

int secp256k1_ecdsa_sign(const secp256k1_context* ctx, secp256k1_ecdsa_signature* signature,
                         const unsigned char* msghash32, const unsigned char* seckey,
                         secp256k1_nonce_function noncefp, const void* noncedata) {
    ARGCHK_GEN();
    ARGCHK(msghash32 != NULL);
    ARGCHK(signature != NULL);
    ARGCHK(seckey != NULL);
    Scalar r, s;
    const int ret = sign_inner(r, s, nullptr, msghash32, seckey, noncefp, noncedata);
    sig_save(signature->data, r, s);
    return ret;
}

// ---- recovery module ----

int secp256k1_ecdsa_recoverable_signature_parse_compact(const secp256k1_context* ctx,
                                                        secp256k1_ecdsa_recoverable_signature* sig,
                                                        const unsigned char* input64, int recid) {
    ARGCHK(sig != NULL);
    ARGCHK(input64 != NULL);
    ARGCHK(recid >= 0 && recid <= 3);
    Scalar r, s;
    if (ecdsa_sig_parse_compact(r, s, input64)) {
        sig_save(sig->data, r, s);
        sig->data[64] = static_cast<unsigned char>(recid);
        return 1;
    }
    std::memset(sig, 0, sizeof(*sig));
    return 0;
}

int secp256k1_ecdsa_recoverable_signature_serialize_compact(const secp256k1_context* ctx, unsigned char* output64,
                                                            int* recid,
                                                            const secp256k1_ecdsa_recoverable_signature* sig) {
    ARGCHK(output64 != NULL);
    ARGCHK(sig != NULL);
    ARGCHK(recid != NULL);
    Scalar r, s;
    sig_load(r, s, sig->data);
    ecdsa_sig_serialize_compact(output64, r, s);
    *recid = sig->data[64];
    return 1;
}

int secp256k1_ecdsa_recoverable_signature_convert(const secp256k1_context* ctx, secp256k1_ecdsa_signature* sig,
                                                  const secp256k1_ecdsa_recoverable_signature* sigin) {
    ARGCHK(sig != NULL);
    ARGCHK(sigin != NULL);
    Scalar r, s;
    sig_load(r, s, sigin->data);
    sig_save(sig->data, r, s);
    return 1;
}

int secp256k1_ecdsa_sign_recoverable(const secp256k1_context* ctx, secp256k1_ecdsa_recoverable_signature* signature,
                                     const unsigned char* msghash32, const unsigned char* seckey,
                                     secp256k1_nonce_function noncefp, const void* noncedata) {
    ARGCHK_GEN();
    ARGCHK(msghash32 != NULL);
    ARGCHK(signature != NULL);
    ARGCHK(seckey != NULL);
    Scalar r, s;
    int recid = 0;
    const int ret = sign_inner(r, s, &recid, msghash32, seckey, noncefp, noncedata);
    sig_save(signature->data, r, s);
    signature->data[64] = static_cast<unsigned char>(recid);
    return ret;
}

int secp256k1_ecdsa_recover(const secp256k1_context* ctx, secp256k1_pubkey* pubkey,
                            const secp256k1_ecdsa_recoverable_signature* signature, const unsigned char* msghash32) {
    ARGCHK(pubkey != NULL);
    ARGCHK(signature != NULL);
    ARGCHK(msghash32 != NULL);
    Scalar r, s;
    sig_load(r, s, signature->data);
    const int recid = signature->data[64];
    Ge q;
    if (recid <= 3 && ecdsa_recover_var(q, r, s, recid, msghash32)) {
        c_pubkey_save(pubkey->data, q);
        return 1;
    }
    std::memset(pubkey, 0, sizeof(*pubkey));
    return 0;
}

}  // extern "C"
