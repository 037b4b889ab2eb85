// ufsecp — MuSig2 multi-signatures (BIP-327), with the adaptor variant of libsecp256k1-zkp.
//
// Layer 5 (protocols). Includes schnorr/, keys/, ecmult/, group/, scalar/, field/, hash/.
//
// Contract (names follow BIP-327; the C ABI in include/ufsecp/ufsecp_musig.h maps onto these):
//   * KeyAgg: Q = sum a_i*P_i computed as ONE multi-scalar multiplication (ecmult_multi_var;
//     a single ecmult_var plus additions when at most one a_i is not 1, as for two distinct
//     keys), a_i = 1 for the second distinct key, else H_KeyAgg coefficient(L || cbytes(P_i)).
//     The cache keeps what later steps need: Q, L, the second key, gacc, tacc (as libsecp256k1).
//   * Tweaks (plain and x-only) in any order, any number of times (BIP-327 ApplyTweak).
//   * NonceGen / nonce_gen_counter / DeterministicSign nonces: constant time in the secret
//     key, the randomness and the nonces; secret intermediates wiped.
//   * Sign: constant time in the secret key and nonces; refuses a secret key whose public
//     key is not the one the nonce was made for; when asked (always for DeterministicSign)
//     verifies its own partial signature.
//   * Everything else handles public data and is variable time.
//   * Adaptor (libsecp256k1-zkp): the final nonce is R + T for a public adaptor point T;
//     the aggregated pre-signature becomes a BIP-340 signature by adding t (or -t when
//     R + T had odd y: session.fin_nonce_parity).
#pragma once

#include <cstddef>
#include <cstdint>

#include "group/group.hpp"
#include "keys/keys.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

struct MusigKeyAggCache {
    Ge q;                          // aggregate (tweaked) key, finite, normalized
    unsigned char second_pk[33];   // cbytes of the first key different from key 1, or 33 zeros
    unsigned char pk_hash[32];     // L = H_KeyAgg list(pk_1 || ... || pk_u)
    Scalar gacc;                   // 1 or n-1
    Scalar tacc;                   // accumulated tweak
};

struct MusigSecNonce {
    Scalar k1, k2;  // secret, nonzero
    Ge pk;          // the signer's public key the nonce was made for
    Ge r1, r2;      // k1*G, k2*G (kept so that Sign can verify its own partial signature)
};

struct MusigPubNonce {
    Ge r1, r2;  // finite
};

struct MusigAggNonce {
    Ge r1, r2;  // may be infinity
};

struct MusigSession {
    int fin_nonce_parity;      // 1 if the final nonce R (or R + T) had odd y
    unsigned char fin_nonce[32];  // x(R)
    Scalar b;                  // nonce coefficient
    Scalar e;                  // challenge
    Scalar s_part;             // e * g * tacc
};

// ---- encodings ---------------------------------------------------------------------------
// BIP-327 cpoint / cbytes of a 66-byte nonce. pubnonce_parse rejects infinity (cpoint);
// aggnonce_parse accepts 33 zero bytes as infinity (cpoint_ext). False on any invalid half.
bool musig_pubnonce_parse(MusigPubNonce& r, const unsigned char in66[66]);
void musig_pubnonce_serialize(unsigned char out66[66], const MusigPubNonce& n);
bool musig_aggnonce_parse(MusigAggNonce& r, const unsigned char in66[66]);
void musig_aggnonce_serialize(unsigned char out66[66], const MusigAggNonce& n);

// ---- key aggregation ----------------------------------------------------------------------
// KeySort: sorts pks[0..n) (valid public keys) by their 33-byte compressed encoding.
void musig_key_sort(const Ge** pks, std::size_t n);

// KeyAgg of the n >= 1 valid public keys pks[i] (in the given order). False only if Q is
// infinity (then c is unspecified). May throw std::bad_alloc (the MSM's scratch).
bool musig_key_agg(MusigKeyAggCache& c, const Ge* const* pks, std::size_t n);

// ApplyTweak. False (c unchanged) if tweak >= n or the result is infinity.
bool musig_tweak(MusigKeyAggCache& c, const unsigned char tweak32[32], bool xonly);

// KeyAggCoeff for a key of the aggregation (the caller vouches that pk is one of them).
void musig_keyagg_coeff(Scalar& a, const MusigKeyAggCache& c, const Ge& pk);

// ---- nonces -------------------------------------------------------------------------------
// NonceGen with the 32-byte rand' given. sk32, aggpk32 may be nullptr (absent); has_msg
// false = no message (m absent; msg ignored); extra may be nullptr when extra_len is 0
// (absent = empty). False (outputs unspecified) only if k1 or k2 is 0 (probability 2^-255).
// Constant time in sk32 and rand32.
bool musig_nonce_gen(MusigSecNonce& sn, MusigPubNonce& pn, const unsigned char rand32[32],
                     const unsigned char* sk32, const Ge& pk, bool has_msg, const unsigned char* msg,
                     std::size_t msg_len, const unsigned char* aggpk32, const unsigned char* extra,
                     std::size_t extra_len);

// NonceAgg of n >= 1 valid public nonces: each half is summed; a sum may be infinity (kept
// as such, serialized as 33 zero bytes).
void musig_nonce_agg(MusigAggNonce& r, const MusigPubNonce* const* ns, std::size_t n);

// NonceAgg of exactly two public nonces on the MULX field backend, from and to the C ABI's
// stored form: in0, in1 and out128 are R1 || R2, each point 64 bytes x || y (big-endian,
// canonical, as pubkey_save). Checks each input point as pubkey_load does (x, y < p, on the
// curve). Returns false (out128 untouched) when the MULX backend is not in use, an input
// point is invalid, or a half sums to a doubling or infinity (x1 = x2): the caller then
// runs the general path, which also reports the errors. Variable time (public data).
// `how` picks the unit of the curve checks: AVX-512 IFMA where the CPU has it (best), or
// MULX products always (mulx; for tests, which compare the two).
enum class NonceAggChecks { best, mulx };
bool musig_nonce_agg2_mulx(unsigned char out128[128], const unsigned char in0[128], const unsigned char in1[128],
                           NonceAggChecks how = NonceAggChecks::best);

// Session values: b, R = R1 + b*R2 (+ T when adaptor != nullptr; G if infinity), e, parity.
void musig_nonce_process(MusigSession& s, const MusigAggNonce& agg, const unsigned char* msg, std::size_t msg_len,
                         const MusigKeyAggCache& c, const Ge* adaptor);

// DeterministicSign's nonce: sk' = d XOR H_MuSig/aux(rand32) (d when rand32 is nullptr),
// k_i = H_MuSig/deterministic/nonce(sk' || aggothernonce || aggpk || bytes(8, len(m)) || m ||
// bytes(1, i-1)) mod n; sn.pk = kp's public key. False if k1 or k2 is 0. Constant time in
// the secret key.
bool musig_det_nonce(MusigSecNonce& sn, MusigPubNonce& pn, const Keypair& kp, const unsigned char* rand32,
                     const unsigned char aggothernonce66[66], const unsigned char aggpk32[32],
                     const unsigned char* msg, std::size_t msg_len);

// ---- signing ------------------------------------------------------------------------------
enum class MusigSignResult { kOk, kKeyMismatch, kSelfCheckFailed };

// Sign with the keypair kp (valid) and the secret nonce sn (k1, k2 nonzero). With check_key,
// kKeyMismatch (nothing computed) when kp's public key is not sn.pk (the caller may have
// made that check itself, as the C ABI does on the stored bytes). With self_verify the
// result must pass PartialSigVerifyInternal against sn.r1, sn.r2 before it is returned
// (kSelfCheckFailed otherwise): BIP-327's recommended check, two ecmult_var; needed where a
// fault could give two different signatures under one nonce, as in DeterministicSign (see
// docs/musig.md). Without it this is the scalar arithmetic of BIP-327 Sign only, as in
// libsecp256k1. Constant time in the secret key and the nonces.
MusigSignResult musig_partial_sign(Scalar& s_out, const MusigSecNonce& sn, const Keypair& kp,
                                   const MusigKeyAggCache& c, const MusigSession& s, bool self_verify,
                                   bool check_key = true);

// PartialSigVerifyInternal, with s < n already checked by the caller. Variable time.
bool musig_partial_verify(const Scalar& s, const MusigPubNonce& pn, const Ge& pk, const MusigKeyAggCache& c,
                          const MusigSession& sess);

// PartialSigVerifyInternal of n >= 1 signers of one session at once: true iff
// sum z_i (s_i*G - e*a_i*g'*P_i - Re_i) is infinity for randomizers z_0 = 1 and 128-bit z_i
// derived from a hash of all inputs, one multi-scalar multiplication of 3n points (a wrong
// partial signature passes with probability about 2^-128). Says nothing about which one is
// wrong: the caller verifies one by one then. Variable time. May throw std::bad_alloc.
bool musig_partial_verify_batch(const Scalar* s, const MusigPubNonce* pn, const Ge* pk, std::size_t n,
                                const MusigKeyAggCache& c, const MusigSession& sess);

// PartialSigAgg (each s_i < n already checked).
void musig_partial_sig_agg(unsigned char sig64[64], const MusigSession& sess, const Scalar* const* sigs,
                           std::size_t n);

// ---- adaptor (libsecp256k1-zkp musig_adapt / musig_extract_adaptor) ------------------------
// sig64 = pre_sig64 with s + t (t negated if nonce_parity). False if s of pre_sig >= n or
// t is not a scalar < n. Constant time in t.
bool musig_adapt(unsigned char sig64[64], const unsigned char pre_sig64[64], const unsigned char t32[32],
                 int nonce_parity);
// t = s(sig) - s(pre_sig) (negated if nonce_parity). False if either s >= n.
bool musig_extract_adaptor(unsigned char t32[32], const unsigned char sig64[64], const unsigned char pre_sig64[64],
                           int nonce_parity);

}  // namespace ufsecp
