// ufsecp — BIP-374 DLEQ proofs: a proof that A = a*G and C = a*B share the secret a, without
// revealing it (silent payments in PSBTs, BIP-375, use it with the standard generator).
//
// Layer 6 (protocols). Includes ecmult/, group/, scalar/, hash/.
//
// Exactly BIP-374 (../shared/specs/bip-0374.mediawiki), with G any point (the BIP takes the
// generator as an input, and its test vectors use other points) and the message m either 32
// bytes or absent (m' = empty):
//   GenerateProof(a, B, r, G, m): fail if a = 0 or a >= n (the caller checks), B or G infinite;
//     A = a*G, C = a*B, t = bytes(a) XOR H_BIP0374/aux(r),
//     k = H_BIP0374/nonce(t || c(A) || c(C) || m') mod n, fail if k = 0,
//     R1 = k*G, R2 = k*B, e = H_BIP0374/challenge(c(A)||c(B)||c(C)||c(G)||c(R1)||c(R2)||m'),
//     s = k + e*a mod n, proof = bytes(e) || bytes(s); verify it before returning it.
//   VerifyProof(A, B, C, proof, G, m): e = int(proof[0:32]) (any value), s = int(proof[32:64]),
//     fail if s >= n; R1 = s*G - e*A, R2 = s*B - e*C, fail if either is infinite; succeed iff
//     e equals the challenge hash as an integer (so e >= n never verifies).
// c(P) is the 33-byte compressed encoding; H_tag is the BIP-340 tagged hash.
//
// Constant time: dleq_prove in a and k (a*G and a*B use ecmult_gen / ecmult_const; their
// encodings are made without branches). Verification handles public data.
#pragma once

#include <cstddef>

#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

// Result of dleq_verify_var apart from success.
enum class DleqVerify { kOk, kBadS, kFailed };

// Proof for the secret a (0 < a < n, caller-checked) and the points B and G (valid, finite;
// g = nullptr means the standard generator). aux32: the auxiliary randomness r (nullptr: 32
// zero bytes); msg32: the message (nullptr: absent). Returns false (proof64 zeroed) when
// k = 0 or the self-check fails (probability ~2^-256). Optionally returns A and C.
bool dleq_prove(unsigned char proof64[64], const Scalar& a, const Ge& b, const Ge* g, const unsigned char* aux32,
                const unsigned char* msg32, Ge* a_out = nullptr, Ge* c_out = nullptr);

// VerifyProof(A, B, C, proof, G, m) for finite A, B, C, G (g = nullptr: the generator).
DleqVerify dleq_verify_var(const unsigned char proof64[64], const Ge& a, const Ge& b, const Ge& c, const Ge* g,
                           const unsigned char* msg32);

}  // namespace ufsecp
