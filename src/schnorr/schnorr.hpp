// ufsecp — BIP-340 Schnorr signatures over secp256k1: signing (constant time) and
// verification (variable time), for messages of any length.
//
// Layer 4 (signatures and keys). Includes keys/, ecmult/, group/, scalar/, field/, hash/.
//
// Contract
//   * Signing follows BIP-340 "Default Signing" and produces exactly the bytes of
//     libsecp256k1 0.2.0's secp256k1_schnorrsig_sign32 / sign_custom with the default
//     nonce function. aux32 = nullptr is treated as 32 zero bytes, as libsecp256k1 0.2.0
//     does (its header: "A NULL argument is treated the same as an all-zero one"; checked
//     byte for byte in tests/test_schnorr.cpp). That is: t = d XOR H_aux(aux) always.
//   * Signing is constant time in the secret key, the nonce and everything derived from
//     them; it runs the same instructions for every key and message of a given length
//     (the message length is public). Secret intermediates are wiped before returning.
//     It uses the keypair's stored public key and never recomputes d*G.
//   * Signing fails (returns false, sig64 = 64 zero bytes) only for a keypair in the
//     failed state, or if the nonce hash is 0 mod n (probability ~2^-256; then, like
//     libsecp256k1, the computation runs on with k = 1 and the output is zeroed).
//   * Verification follows BIP-340 Verify: r < p, s < n, P = lift_x(pk), e = H_chal(r||P||m),
//     R = s*G - e*P (ecmult_var), reject if R is infinity, has odd y, or x(R) != r.
//     Variable time (all inputs public).
//   * msg may be nullptr when msglen is 0.
#pragma once

#include <cstddef>

#include "group/group.hpp"
#include "keys/keys.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

// BIP-340 signature of msg[0..msglen) by kp, with auxiliary randomness aux32 (32 bytes,
// or nullptr = zeros). Constant time in kp's secret key.
bool schnorr_sign(unsigned char sig64[64], const unsigned char* msg, std::size_t msglen, const Keypair& kp,
                  const unsigned char* aux32);

// Convenience: the same from a raw secret key (computes the keypair first, constant time).
// Fails (sig64 zeroed) when seckey32 is not a valid secret key.
bool schnorr_sign_seckey(unsigned char sig64[64], const unsigned char* msg, std::size_t msglen,
                         const unsigned char seckey32[32], const unsigned char* aux32);

// BIP-340 verification against an x-only public key (a point with even y, e.g. from
// xonly_parse or xonly_from_pubkey), or against its 32-byte encoding (parsed with lift_x;
// an encoding that is not a valid x coordinate makes the signature invalid).
bool schnorr_verify_var(const unsigned char sig64[64], const unsigned char* msg, std::size_t msglen,
                        const Ge& xonly);
bool schnorr_verify_var(const unsigned char sig64[64], const unsigned char* msg, std::size_t msglen,
                        const unsigned char xonly32[32]);

// The same decision as schnorr_verify_var(sig64, msg, msglen, P) for P = lift_x(px32), with
// P given by its x coordinate px32 and its tables (ecmult_precomp_build's output for P,
// ecmult/ecmult_precomp.hpp). The caller vouches that the two belong together.
bool schnorr_verify_precomp_var(const unsigned char sig64[64], const unsigned char* msg, std::size_t msglen,
                                const unsigned char px32[32], const unsigned char* tables);

// ---- building blocks (exposed for tests and for batch verification later) ---------------

// The BIP-340 nonce hash: out32 = H_nonce((key32 XOR H_aux(aux)) || px32 || msg), with
// aux32 = nullptr meaning 32 zero bytes. key32 is the (even-y adjusted) secret key.
// Constant time in key32 (wipes its intermediates).
void schnorr_nonce_hash(unsigned char out32[32], const unsigned char key32[32], const unsigned char px32[32],
                        const unsigned char* msg, std::size_t msglen, const unsigned char* aux32);

// The challenge e = H_challenge(r32 || px32 || msg) mod n. Public inputs.
void schnorr_challenge(Scalar& e, const unsigned char r32[32], const unsigned char px32[32],
                       const unsigned char* msg, std::size_t msglen);

}  // namespace ufsecp
