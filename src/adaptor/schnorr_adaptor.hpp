// ufsecp — BIP-340 Schnorr adaptor signatures (single signer).
//
// Layer 6 (protocols). Includes schnorr/, keys/, ecmult/, group/, scalar/, hash/.
//
// A pre-signature on msg by the key pair (d, P) for the adaptor point T = t*G is turned into
// an ordinary BIP-340 signature by whoever knows t ("adapt"); from the pre-signature and the
// completed signature anyone learns t ("extract").
//
// Encoding (65 bytes): Rt (33 bytes, SEC1 compressed) || s' (32 bytes, big-endian), where
//   Rt = R + T, R = k*G the signer's nonce point. The completed signature commits to Rt with
//   BIP-340's even-y rule: its nonce point is Rf = Rt if y(Rt) is even, -Rt if odd, so the
//   parity byte of Rt's encoding (02 even, 03 odd) tells the sign g = +1 / -1:
//   e  = H_BIP0340/challenge(x(Rt) || x(P) || msg) mod n   (P with even y, d adjusted to it)
//   s' = g*k + e*d mod n
//   adapt:    s = s' + g*t mod n, signature = x(Rt) || s   (then s*G = g*(k+t)*G + e*P = Rf + e*P)
//   extract:  t = g*(s - s') mod n
// Pre-signature verification: Rt parses, s' < n, and s'*G - e*P == g*(Rt - T) (which is then
// not infinity: k != 0), i.e. the pre-signature adapts with log_G(T) into a valid signature.
// Parsing rejects a prefix other than 02/03, x >= p, an x with no curve point, s' >= n.
//
// Nonce: t_aux = d XOR H_BIP0340/aux(aux32) (aux32 = nullptr: 32 zero bytes), then
//   k = H_"UFSECP/SchnorrAdaptor/nonce"(t_aux || c(T) || x(P) || msg) mod n,
// a tag of its own so that a pre-signature never shares a nonce with a plain BIP-340
// signature of the same message (which would reveal d).
//
// Constant time: presign (d, k) and adapt (t). Verification and extraction: public data.
#pragma once

#include <cstddef>

#include "group/group.hpp"
#include "keys/keys.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

inline constexpr std::size_t kSchnorrPresigSize = 65;

struct SchnorrPresig {
    Ge rt;         // R + T, normalized
    int odd;       // y(Rt) is odd (g = -1)
    Scalar sp;     // s'
    unsigned char rx[32];  // x(Rt)
};

// Parses the 65-byte encoding. Variable time (public data).
bool schnorr_presig_parse(SchnorrPresig& out, const unsigned char in[65]);

// Pre-signature of msg[0..msglen) by kp for the adaptor point T (a valid point). Fails
// (out65 zeroed) for a keypair in the failed state, a zero nonce or R + T = infinity
// (probability ~2^-256 for a T chosen without knowing k). Constant time in the secret key and
// the nonce; secrets wiped.
bool schnorr_adaptor_presign(unsigned char out65[65], const unsigned char* msg, std::size_t msglen,
                             const Keypair& kp, const Ge& adaptor, const unsigned char* aux32);

// Pre-signature verification (above) against the x-only key P (even y) and T. Variable time.
bool schnorr_adaptor_verify_var(const SchnorrPresig& pre, const unsigned char* msg, std::size_t msglen,
                                const Ge& xonly, const Ge& adaptor);

// s = s' + g*t: the completed signature. t is a secret scalar (any value; the caller checks
// 0 < t < n). Constant time in t.
void schnorr_adaptor_adapt(unsigned char sig64[64], const SchnorrPresig& pre, const Scalar& t);

// t = g*(s - s'). The caller checks that x(Rt) equals the signature's r. Variable time.
void schnorr_adaptor_extract(Scalar& t, const SchnorrPresig& pre, const Scalar& s);

}  // namespace ufsecp
