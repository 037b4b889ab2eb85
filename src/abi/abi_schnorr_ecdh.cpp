// ufsecp — C ABI: Schnorr BIP-340 and ECDH.
#include "abi/abi_util.hpp"
#include "ecdh/ecdh.hpp"
#include "schnorr/schnorr.hpp"

using namespace ufsecp;

extern "C" {

ufsecp_status ufsecp_schnorr_sign(unsigned char sig64[64], const unsigned char* msg, size_t msg_len,
                                  const ufsecp_keypair* kp, const unsigned char* aux32) {
    UFSECP_ARG_NONNULL(sig64, kp);
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    Keypair k;
    if (!declassified(keypair_load(k, kp->data))) {
        keypair_clear(k);
        return UFSECP_ERR_BAD_KEYPAIR;
    }
    unsigned char sig[64];
    const bool ok = declassified(schnorr_sign(sig, msg, msg_len, k, aux32));
    keypair_clear(k);
    if (!ok) return UFSECP_ERR_BAD_KEYPAIR;
    for (int i = 0; i < 64; i++) sig64[i] = sig[i];
    return UFSECP_OK;
}

// BIP-340 verification against a lifted key, with the encoding failures (r >= p, s >= n)
// reported apart from a signature that does not verify.
static ufsecp_status schnorr_verify_status(const unsigned char sig64[64], const unsigned char* msg, size_t msg_len,
                                           const Ge& x) {
    Fe r;
    Scalar s;
    int overflow = 0;
    scalar_set_b32(s, sig64 + 32, &overflow);
    if (!fe_set_b32_limit(r, sig64) || overflow) return UFSECP_ERR_BAD_SIGNATURE;
    return schnorr_verify_var(sig64, msg, msg_len, x) ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
}

ufsecp_status ufsecp_schnorr_verify(const unsigned char sig64[64], const unsigned char* msg, size_t msg_len,
                                    const unsigned char xonly32[32]) {
    UFSECP_ARG_NONNULL(sig64, xonly32);
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    Ge x;
    if (!xonly_parse(x, xonly32)) return UFSECP_ERR_BAD_PUBKEY;
    return schnorr_verify_status(sig64, msg, msg_len, x);
}

// ---- parsed x-only keys ------------------------------------------------------------------
// A ufsecp_xonly_pubkey holds the lifted point in pubkey_save's 64-byte form (x || y). It is
// valid only if it loads (on the curve, coordinates < p) with even y: exactly the outputs of
// ufsecp_xonly_pubkey_parse, so a zeroed or corrupted object is BAD_PUBKEY, never a wrong
// verification key. Loading costs two field decodes and the curve check (a few field
// multiplications), against ~255 squarings for the square root in lift_x.
static bool xonly_load(Ge& p, const ufsecp_xonly_pubkey* pk) {
    if (!pubkey_load(p, pk->data)) return false;
    Fe y = p.y;
    fe_normalize_var(y);
    return !fe_is_odd(y);
}

ufsecp_status ufsecp_xonly_pubkey_parse(ufsecp_xonly_pubkey* out, const unsigned char xonly32[32]) {
    UFSECP_ARG_NONNULL(out, xonly32);
    Ge x;
    if (!xonly_parse(x, xonly32)) return UFSECP_ERR_BAD_PUBKEY;
    pubkey_save(out->data, x);
    return UFSECP_OK;
}

ufsecp_status ufsecp_xonly_pubkey_serialize(unsigned char xonly32[32], const ufsecp_xonly_pubkey* pk) {
    UFSECP_ARG_NONNULL(xonly32, pk);
    Ge x;
    if (!xonly_load(x, pk)) return UFSECP_ERR_BAD_PUBKEY;
    xonly_serialize(xonly32, x);
    return UFSECP_OK;
}

ufsecp_status ufsecp_schnorr_verify_xonly(const unsigned char sig64[64], const unsigned char* msg, size_t msg_len,
                                          const ufsecp_xonly_pubkey* pk) {
    UFSECP_ARG_NONNULL(sig64, pk);
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    Ge x;
    if (!xonly_load(x, pk)) return UFSECP_ERR_BAD_PUBKEY;
    return schnorr_verify_status(sig64, msg, msg_len, x);
}

// Shared shape of the two ECDH outputs.
static ufsecp_status ecdh_common(unsigned char out32[32], const ufsecp_pubkey* pk, const unsigned char seckey[32],
                                 bool (*op)(unsigned char*, const Ge&, const unsigned char*)) {
    UFSECP_ARG_NONNULL(out32, pk, seckey);
    Ge p;
    if (!abi::pubkey_load(p, pk)) return UFSECP_ERR_BAD_PUBKEY;
    unsigned char tmp[32];
    const bool ok = declassified(op(tmp, p, seckey));
    if (ok)
        for (int i = 0; i < 32; i++) out32[i] = tmp[i];
    secure_wipe(tmp, sizeof(tmp));
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_SECKEY;
}

ufsecp_status ufsecp_ecdh(unsigned char out32[32], const ufsecp_pubkey* pk, const unsigned char seckey[32]) {
    return ecdh_common(out32, pk, seckey, ecdh_sha256);
}

ufsecp_status ufsecp_ecdh_x(unsigned char out32[32], const ufsecp_pubkey* pk, const unsigned char seckey[32]) {
    return ecdh_common(out32, pk, seckey, ecdh_xonly);
}

}  // extern "C"
