// ufsecp — C ABI: batch verification (Schnorr BIP-340 and ECDSA).
//
// Layer 5 (C ABI). Argument checks and status mapping only; the work is in src/batch/.
// These are the only ABI functions that allocate or start threads: their bodies run under
// UFSECP_ABI_GUARDED (abi_util.hpp), and the per-entry results go to a buffer of their own,
// copied to valid[] once nothing can fail any more (valid untouched on NO_MEMORY).
#include <cstring>
#include <vector>

#include "abi/abi_util.hpp"
#include "batch/batch.hpp"

using namespace ufsecp;

extern "C" {

ufsecp_status ufsecp_schnorr_verify_batch_mt(size_t n, const unsigned char* const sigs64[],
                                             const unsigned char* const msgs[], const size_t msg_lens[],
                                             const unsigned char* const xonly32[], unsigned char* valid,
                                             unsigned threads) {
    if (n == 0) return UFSECP_OK;
    UFSECP_ARG_NONNULL(sigs64, msgs, msg_lens, xonly32);
    for (size_t i = 0; i < n; i++) {
        if (sigs64[i] == nullptr || xonly32[i] == nullptr) return UFSECP_ERR_NULL_ARG;
        if (msgs[i] == nullptr && msg_lens[i] != 0) return UFSECP_ERR_NULL_ARG;
    }
    UFSECP_ABI_GUARDED({
        std::vector<unsigned char> res(valid ? n : 0);
        const bool all = schnorr_verify_batch_var(n, sigs64, msgs, msg_lens, xonly32, valid ? res.data() : nullptr,
                                                  threads);
        if (valid && n != 0) std::memcpy(valid, res.data(), n);  // (memcpy from an empty vector's null data is UB)
        return all ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
    });
}

ufsecp_status ufsecp_schnorr_verify_batch(size_t n, const unsigned char* const sigs64[],
                                          const unsigned char* const msgs[], const size_t msg_lens[],
                                          const unsigned char* const xonly32[], unsigned char* valid) {
    return ufsecp_schnorr_verify_batch_mt(n, sigs64, msgs, msg_lens, xonly32, valid, 1);
}

ufsecp_status ufsecp_ecdsa_verify_batch_mt(size_t n, const unsigned char* const sigs64[],
                                           const unsigned char* const msgs32[], const ufsecp_pubkey* const pubkeys[],
                                           unsigned char* valid, unsigned threads) {
    if (n == 0) return UFSECP_OK;
    UFSECP_ARG_NONNULL(sigs64, msgs32, pubkeys);
    for (size_t i = 0; i < n; i++) {
        if (sigs64[i] == nullptr || msgs32[i] == nullptr || pubkeys[i] == nullptr) return UFSECP_ERR_NULL_ARG;
    }
    // Keys that do not load (not created by this library, or corrupted) make their entry
    // invalid, like a signature that does not verify.
    UFSECP_ABI_GUARDED({
        std::vector<Ge> keys(n);
        std::vector<const Ge*> key_ptrs(n);
        std::vector<unsigned char> res(valid ? n : 0);
        for (size_t i = 0; i < n; i++) key_ptrs[i] = abi::pubkey_load(keys[i], pubkeys[i]) ? &keys[i] : nullptr;
        const bool all = ecdsa_verify_batch_var(n, sigs64, msgs32, key_ptrs.data(), valid ? res.data() : nullptr,
                                                threads);
        if (valid && n != 0) std::memcpy(valid, res.data(), n);  // (memcpy from an empty vector's null data is UB)
        return all ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
    });
}

ufsecp_status ufsecp_ecdsa_verify_batch(size_t n, const unsigned char* const sigs64[],
                                        const unsigned char* const msgs32[], const ufsecp_pubkey* const pubkeys[],
                                        unsigned char* valid) {
    return ufsecp_ecdsa_verify_batch_mt(n, sigs64, msgs32, pubkeys, valid, 1);
}

}  // extern "C"
