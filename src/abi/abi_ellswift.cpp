// ufsecp — C ABI: ElligatorSwift (include/ufsecp/ufsecp_ellswift.h).
//
// Each function computes into locals and writes its outputs only on success (outputs may
// alias inputs: everything is read first). Nothing allocates.
#include <cstring>

#include "abi/abi_util.hpp"
#include "ellswift/ellswift.hpp"
#include "ufsecp/ufsecp_ellswift.h"

using namespace ufsecp;

extern "C" {

ufsecp_status ufsecp_ellswift_encode(unsigned char ell64[64], const ufsecp_pubkey* pk, const unsigned char rnd32[32]) {
    UFSECP_ARG_NONNULL(ell64, pk, rnd32);
    Ge p;
    if (!abi::pubkey_load(p, pk)) return UFSECP_ERR_BAD_PUBKEY;
    unsigned char tmp[64];
    ellswift_encode_var(tmp, p, rnd32);
    std::memcpy(ell64, tmp, 64);
    return UFSECP_OK;
}

ufsecp_status ufsecp_ellswift_decode(ufsecp_pubkey* out, const unsigned char ell64[64]) {
    UFSECP_ARG_NONNULL(out, ell64);
    Ge p;
    ellswift_decode_var(p, ell64);
    abi::pubkey_save(out, p);
    return UFSECP_OK;
}

ufsecp_status ufsecp_ellswift_create(unsigned char ell64[64], const unsigned char seckey[32],
                                     const unsigned char* auxrnd32) {
    UFSECP_ARG_NONNULL(ell64, seckey);
    unsigned char tmp[64];
    if (!declassified(ellswift_create(tmp, seckey, auxrnd32))) return UFSECP_ERR_BAD_SECKEY;
    std::memcpy(ell64, tmp, 64);
    return UFSECP_OK;
}

ufsecp_status ufsecp_ellswift_xdh_bip324(unsigned char out32[32], const unsigned char ell_a64[64],
                                         const unsigned char ell_b64[64], const unsigned char seckey[32], int party) {
    UFSECP_ARG_NONNULL(out32, ell_a64, ell_b64, seckey);
    if (party != 0 && party != 1) return UFSECP_ERR_BAD_ARG;
    unsigned char tmp[32];
    const bool ok = declassified(ellswift_xdh_bip324(tmp, ell_a64, ell_b64, seckey, party));
    if (ok) std::memcpy(out32, tmp, 32);
    secure_wipe(tmp, sizeof(tmp));
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_SECKEY;
}

ufsecp_status ufsecp_ellswift_xswiftec_inv(unsigned char t32[32], const unsigned char x32[32],
                                           const unsigned char u32[32], unsigned int c) {
    UFSECP_ARG_NONNULL(t32, x32, u32);
    if (c > 7) return UFSECP_ERR_BAD_ARG;
    Fe x, u, t;
    fe_set_b32_mod(x, x32);
    fe_set_b32_mod(u, u32);
    if (!ellswift_xswiftec_inv_var(t, x, u, (int)c)) return UFSECP_ERR_ELLSWIFT_NO_PREIMAGE;
    fe_normalize_var(t);
    fe_get_b32(t32, t);
    return UFSECP_OK;
}

}  // extern "C"
