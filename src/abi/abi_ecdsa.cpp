// ufsecp — C ABI: ECDSA (sign, verify, normalize, DER, recovery).
#include <cstring>

#include "abi/abi_util.hpp"
#include "ecdsa/ecdsa.hpp"

using namespace ufsecp;

namespace {

// Shared body of the two signing entry points.
ufsecp_status sign_common(unsigned char sig64[64], int* recid, const unsigned char msg32[32],
                          const unsigned char seckey[32], const unsigned char* extra32) {
    Scalar d, r, s;
    // Validity of the key becomes public through the status; the check itself is constant time.
    const bool valid = declassified(scalar_set_b32_seckey(d, seckey));
    bool ok = false;
    int rid = 0;
    if (valid) ok = declassified(ecdsa_sign(r, s, &rid, d, msg32, extra32));
    if (ok) {
        ecdsa_sig_serialize_compact(sig64, r, s);
        if (recid) *recid = rid;
    }
    secure_wipe(d);
    if (!valid) return UFSECP_ERR_BAD_SECKEY;
    // ecdsa_sign fails only for a zero key, excluded above; r = 0 or s = 0 cannot be
    // produced (the nonce loop moves on), so this is unreachable in practice.
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_SECKEY;
}

}  // namespace

extern "C" {

ufsecp_status ufsecp_ecdsa_sign(unsigned char sig64[64], const unsigned char msg32[32], const unsigned char seckey[32],
                                const unsigned char* extra32) {
    UFSECP_ARG_NONNULL(sig64, msg32, seckey);
    return sign_common(sig64, nullptr, msg32, seckey, extra32);
}

ufsecp_status ufsecp_ecdsa_sign_recoverable(unsigned char sig64[64], int* recid, const unsigned char msg32[32],
                                            const unsigned char seckey[32], const unsigned char* extra32) {
    UFSECP_ARG_NONNULL(sig64, recid, msg32, seckey);
    return sign_common(sig64, recid, msg32, seckey, extra32);
}

ufsecp_status ufsecp_ecdsa_verify(const unsigned char sig64[64], const unsigned char msg32[32],
                                  const ufsecp_pubkey* pk) {
    UFSECP_ARG_NONNULL(sig64, msg32, pk);
    Ge q;
    if (!abi::pubkey_load(q, pk)) return UFSECP_ERR_BAD_PUBKEY;
    Scalar r, s;
    if (!ecdsa_sig_parse_compact(r, s, sig64)) return UFSECP_ERR_BAD_SIGNATURE;
    return ecdsa_verify_var(r, s, msg32, q) ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
}

ufsecp_status ufsecp_ecdsa_signature_normalize(unsigned char sig64[64], int* was_high) {
    UFSECP_ARG_NONNULL(sig64);
    Scalar r, s;
    if (!ecdsa_sig_parse_compact(r, s, sig64)) return UFSECP_ERR_BAD_SIGNATURE;
    const bool high = ecdsa_sig_normalize(s);
    ecdsa_sig_serialize_compact(sig64, r, s);
    if (was_high) *was_high = high;
    return UFSECP_OK;
}

ufsecp_status ufsecp_ecdsa_signature_parse_der(unsigned char sig64[64], const unsigned char* der, size_t der_len) {
    UFSECP_ARG_NONNULL(sig64, der);
    Scalar r, s;
    if (!ecdsa_sig_parse_der(r, s, der, der_len)) return UFSECP_ERR_BAD_SIGNATURE;
    ecdsa_sig_serialize_compact(sig64, r, s);
    return UFSECP_OK;
}

ufsecp_status ufsecp_ecdsa_signature_parse_der_lax(unsigned char sig64[64], const unsigned char* der,
                                                   size_t der_len) {
    UFSECP_ARG_NONNULL(sig64, der);
    Scalar r, s;
    if (!ecdsa_sig_parse_der_lax(r, s, der, der_len)) return UFSECP_ERR_BAD_SIGNATURE;
    ecdsa_sig_serialize_compact(sig64, r, s);
    return UFSECP_OK;
}

ufsecp_status ufsecp_ecdsa_signature_serialize_der(unsigned char* out, size_t* out_len, const unsigned char sig64[64]) {
    UFSECP_ARG_NONNULL(out_len, sig64);
    Scalar r, s;
    if (!ecdsa_sig_parse_compact(r, s, sig64)) return UFSECP_ERR_BAD_SIGNATURE;
    // Ask for the size first so that a NULL out with a zero capacity is a size query.
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    if (!ecdsa_sig_serialize_der(out, out_len, r, s)) return UFSECP_ERR_BUFFER_TOO_SMALL;
    return UFSECP_OK;
}

ufsecp_status ufsecp_ecdsa_recover(ufsecp_pubkey* out, const unsigned char sig64[64], int recid,
                                   const unsigned char msg32[32]) {
    UFSECP_ARG_NONNULL(out, sig64, msg32);
    if (recid < 0 || recid > 3) return UFSECP_ERR_BAD_RECID;
    Scalar r, s;
    if (!ecdsa_sig_parse_compact(r, s, sig64)) return UFSECP_ERR_BAD_SIGNATURE;
    Ge q;
    if (!ecdsa_recover_var(q, r, s, recid, msg32)) return UFSECP_ERR_RECOVERY_FAILED;
    abi::pubkey_save(out, q);
    return UFSECP_OK;
}

}  // extern "C"
