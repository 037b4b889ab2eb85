// ufsecp — ECDSA adaptor signatures as specified by dlcspecs (ECDSA-adaptor.md), the scheme of
// secp256k1-zkp's ecdsa_adaptor module: an encrypted ECDSA signature under an encryption key
// Y = y*G, with a DLEQ proof that it was built correctly; whoever knows y decrypts it into an
// ordinary ECDSA signature, and from the two signatures y can be recovered.
//
// Layer 6 (protocols). Includes ecdsa/ (nothing), ecmult/, group/, scalar/, hash/.
//
// Encoding (162 bytes), as the dlcspecs vectors and secp256k1-zkp:
//   [0,33)    R    = k*Y, SEC1 compressed (02/03 || x)
//   [33,66)   R_a  = k*G, SEC1 compressed
//   [66,98)   s_a  = k^-1 (m + r*x) mod n, big-endian, r = x(R) mod n
//   [98,130)  e    DLEQ challenge, big-endian
//   [130,162) s    DLEQ response, big-endian
// Parsing (ecdsa_adaptor_parse) rejects: R or R_a not a valid compressed point (prefix other
// than 02/03, x >= p, x^3+7 not a square); r = x(R) mod n = 0; s_a = 0 or s_a >= n; e >= n;
// s >= n. (secp256k1-zkp reduces e mod n instead of rejecting e >= n; an honest e is a hash
// reduced mod n, so ufsecp is stricter there and nowhere else.)
//
// DLEQ proof (dlcspecs / secp256k1-zkp dleq_impl.h): proves log_G(R_a) = log_Y(R) = k.
//   challenge e = H_DLEQ(c(R_a) || c(Y) || c(R) || c(R1) || c(R2)) mod n, where
//   H_DLEQ = SHA256(SHA256("DLEQ") || SHA256("DLEQ") || .) and c = compressed encoding;
//   prover: nonce k', R1 = k'*G, R2 = k'*Y, s = k' + e*k;
//   verifier: R1 = s*G - e*R_a, R2 = s*Y - e*R (either infinite: reject), recompute e.
//
// Nonces (not fixed by any vector; ufsecp follows secp256k1-zkp's default nonce function):
//   N(tag, key32, pk33, msg32, aux32) = H_tag((key32 XOR H_"ECDSAadaptor/aux"(aux32)) || pk33 || msg32),
//   aux32 = nullptr meaning 32 zero bytes.
//   k  = N("ECDSAadaptor/non", x, c(Y), m) mod n   (the signing nonce)
//   k' = N("DLEQ", k, c(Y), SHA256(c(R_a) || c(R))) mod n   (the proof nonce)
//
// Constant time: encrypt (secret key x, nonces k and k') and decrypt (decryption key y).
// Verification and recovery handle public data only (the recovered y is the output).
#pragma once

#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

inline constexpr std::size_t kEcdsaAdaptorSize = 162;

struct EcdsaAdaptorSig {
    Ge r;        // R = k*Y
    Ge ra;       // R_a = k*G
    Scalar rx;   // x(R) mod n, nonzero
    Scalar sa;   // s_a, nonzero
    Scalar e;    // DLEQ challenge
    Scalar s;    // DLEQ response
};

// Parses the 162-byte encoding with the checks listed above. Variable time (public data).
bool ecdsa_adaptor_parse(EcdsaAdaptorSig& out, const unsigned char in[162]);

// Encrypted signature of msg32 with secret key x (0 < x < n; the caller validates it) under
// encryption key Y (a valid point). Fails (out162 zeroed) only when a nonce is 0 or s_a = 0
// (probability ~2^-256). Constant time in x and the nonces; secrets wiped.
bool ecdsa_adaptor_encrypt(unsigned char out162[162], const Scalar& x, const unsigned char msg32[32],
                           const Ge& enckey, const unsigned char* aux32);

// Whether sig is a valid encrypted signature of msg32 by pubkey under enckey: the DLEQ proof
// holds and R_a == s_a^-1 (m*G + r*X). Variable time.
bool ecdsa_adaptor_verify_var(const EcdsaAdaptorSig& sig, const unsigned char msg32[32], const Ge& pubkey,
                              const Ge& enckey);

// The ECDSA signature (r, s): r = x(R) mod n, s = s_a * y^-1, low-S normalized. y must be a
// valid scalar (0 < y < n; the caller validates it). Constant time in y.
void ecdsa_adaptor_decrypt(Scalar& r, Scalar& s, const EcdsaAdaptorSig& sig, const Scalar& y);

// Outcome of ecdsa_adaptor_recover_var.
enum class AdaptorRecover { kOk, kRMismatch, kKeyMismatch };

// The decryption key y from the decrypted signature (r, s) (high or low s; r, s nonzero):
// requires r == x(R) mod n (else kRMismatch); y' = s^-1 * s_a; y = y' if y'*G == Y, -y' if
// y'*G == -Y (the signature was low-S normalized), else kKeyMismatch. Variable time (public
// inputs; y is the output).
AdaptorRecover ecdsa_adaptor_recover_var(Scalar& y, const Scalar& r, const Scalar& s, const EcdsaAdaptorSig& sig,
                                         const Ge& enckey);

}  // namespace ufsecp
