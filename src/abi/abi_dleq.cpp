// ufsecp — C ABI: BIP-374 DLEQ proofs (include/ufsecp/ufsecp_dleq.h).
#include <cstring>

#include "abi/abi_util.hpp"
#include "dleq/dleq.hpp"
#include "ufsecp/ufsecp_dleq.h"

using namespace ufsecp;

extern "C" {

ufsecp_status ufsecp_dleq_prove(unsigned char proof64[64], const unsigned char a[32], const ufsecp_pubkey* b,
                                const unsigned char* aux32, const unsigned char* msg32, const ufsecp_pubkey* g,
                                ufsecp_pubkey* a_out, ufsecp_pubkey* c_out) {
    UFSECP_ARG_NONNULL(proof64, a, b);
    Scalar sa;
    if (!declassified(scalar_set_b32_seckey(sa, a))) {
        secure_wipe(sa);
        return UFSECP_ERR_BAD_SECKEY;
    }
    Ge bp, gp;
    if (!abi::pubkey_load(bp, b) || (g != nullptr && !abi::pubkey_load(gp, g))) {
        secure_wipe(sa);
        return UFSECP_ERR_BAD_PUBKEY;
    }
    unsigned char proof[64];
    Ge A, C;
    const bool ok = dleq_prove(proof, sa, bp, g != nullptr ? &gp : nullptr, aux32, msg32, &A, &C);
    secure_wipe(sa);
    if (!ok) return UFSECP_ERR_VERIFY_FAILED;
    std::memcpy(proof64, proof, 64);
    if (a_out != nullptr) abi::pubkey_save(a_out, A);
    if (c_out != nullptr) abi::pubkey_save(c_out, C);
    return UFSECP_OK;
}

ufsecp_status ufsecp_dleq_verify(const unsigned char proof64[64], const ufsecp_pubkey* a, const ufsecp_pubkey* b,
                                 const ufsecp_pubkey* c, const unsigned char* msg32, const ufsecp_pubkey* g) {
    UFSECP_ARG_NONNULL(proof64, a, b, c);
    Ge ap, bp, cp, gp;
    if (!abi::pubkey_load(ap, a) || !abi::pubkey_load(bp, b) || !abi::pubkey_load(cp, c) ||
        (g != nullptr && !abi::pubkey_load(gp, g)))
        return UFSECP_ERR_BAD_PUBKEY;
    switch (dleq_verify_var(proof64, ap, bp, cp, g != nullptr ? &gp : nullptr, msg32)) {
        case DleqVerify::kOk: return UFSECP_OK;
        case DleqVerify::kBadS: return UFSECP_ERR_BAD_DLEQ_PROOF;
        default: return UFSECP_ERR_VERIFY_FAILED;
    }
}

}  // extern "C"
