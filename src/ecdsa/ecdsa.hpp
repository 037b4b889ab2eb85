// ufsecp — ECDSA over secp256k1: signing with RFC 6979 nonces, verification, public-key
// recovery, and the compact (64-byte r||s) and DER signature encodings.
//
// Layer 4 (signatures and keys). Includes ecmult/, group/, scalar/, field/, hash/, common/.
//
// The semantics are libsecp256k1's, so that the C ABI built on top is a drop-in:
//   * ecdsa_sign produces exactly the (r, s) of secp256k1_ecdsa_sign with the default nonce
//     function (nonce_function_rfc6979) and ndata = extra32, already low-S normalized, plus
//     the recovery id of secp256k1_ecdsa_sign_recoverable.
//   * ecdsa_verify_var accepts exactly what secp256k1_ecdsa_verify accepts (high s rejected).
//   * ecdsa_recover_var accepts exactly what secp256k1_ecdsa_recover accepts (high s allowed).
//   * the parsers accept and produce what secp256k1_ecdsa_signature_parse_compact /
//     _parse_der / _serialize_der / _serialize_compact do, and ecdsa_sig_parse_der_lax
//     behaves like contrib/lax_der_parsing.c's ecdsa_signature_parse_der_lax.
//
// A signature is a pair of scalars (r, s), each reduced mod n (Scalar's invariant). A
// parsed signature may hold zeros (parse_compact and the DER parsers accept them, as
// libsecp256k1 does); such a signature never verifies or recovers.
//
// Constant time: ecdsa_sign and ecdsa_nonce_rfc6979 treat the secret key and the nonce as
// secret (only non-_var arithmetic, no branch or index on them; the one data-dependent
// loop is the nonce retry, which leaks only that a candidate was >= n or 0, probability
// < 2^-127) and wipe their secret intermediates. Everything else handles public data and
// may be variable time.
#pragma once

#include <cstddef>

#include "common/util.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

// ---- nonces ------------------------------------------------------------------------
// The nonce candidate number `counter` (0 = first) of libsecp256k1's nonce_function_rfc6979
// with algo16 = NULL: the RFC 6979 HMAC-SHA256 DRBG keyed with
//   key32 || (msg32 mod n) [|| extra32 when extra32 != nullptr]   (64 or 96 bytes),
// output number `counter` (each generate after the first does the K/V update first).
// The output may be 0 or >= n; ecdsa_sign skips such candidates. Constant time in key32
// (the loop count depends on the public counter only).
void ecdsa_nonce_rfc6979(unsigned char nonce32[32], const unsigned char msg32[32], const unsigned char key32[32],
                         const unsigned char* extra32, unsigned counter);

// ---- signing -----------------------------------------------------------------------
// Signs the 32-byte message hash msg32 (interpreted big-endian, reduced mod n) with seckey.
// Nonce: the first candidate of ecdsa_nonce_rfc6979(msg32, seckey, extra32) that is a valid
// scalar (1 <= k < n) and gives nonzero r and s (libsecp256k1 also moves on to the next
// candidate when r or s is zero; that needs a discrete log of a point with x = n and is
// never seen in practice). R = k*G, r = R.x mod n, s = (m + r*d)/k, then s is negated if
// it is high (s > (n-1)/2), so the result is always low-S.
// recid (if non-null) = (R.y odd) | 2*(R.x >= n), with the parity bit flipped when s was
// negated: the id that ecdsa_recover_var needs to find the public key.
// Returns false only when seckey is 0 (an invalid key; callers validate keys when they
// parse them), and then r = s = 0 and *recid = 0. Constant time in seckey (a zero key is
// replaced by 1 with a cmov and the result masked, so even that case runs the same code).
// r or s may alias seckey (it is copied first).
bool ecdsa_sign(Scalar& r, Scalar& s, int* recid, const Scalar& seckey, const unsigned char msg32[32],
                const unsigned char* extra32);

// One signing attempt with the given nonce k (1 <= k < n; the caller checks) for the secret
// key d and the reduced message m: R = k*G, r = R.x mod n, s = (m + r*d)/k made low-S, and
// recid as in ecdsa_sign. Returns whether r and s are both nonzero (libsecp256k1 then tries
// the next nonce). Constant time in d and k. For callers that bring their own nonce
// function (compat/libsecp256k1's secp256k1_ecdsa_sign with a custom noncefp).
bool ecdsa_sign_with_nonce(Scalar& r, Scalar& s, int& recid, const Scalar& d, const Scalar& m, const Scalar& k);

// ---- verification and recovery (variable time: all inputs public) --------------------
// Whether (r, s) is a valid low-S signature of msg32 by pubkey (which must be a valid
// curve point, e.g. from ge_parse_sec1; infinity is rejected). Rejects r = 0, s = 0 and
// high s (as secp256k1_ecdsa_verify does; normalize first to accept high-S signatures).
// Checks x(u1*G + u2*Q) == r (mod n) with u1 = m/s, u2 = r/s, without leaving Jacobian
// coordinates: r*Z^2 == X, or, when r + n < p, (r + n)*Z^2 == X.
bool ecdsa_verify_var(const Scalar& r, const Scalar& s, const unsigned char msg32[32], const Ge& pubkey);

// The same decision as ecdsa_verify_var(r, s, msg32, Q), with Q given by its tables
// (ecmult_precomp_build's output, ecmult/ecmult_precomp.hpp): rj = u1*G + u2*Q computed by
// ecmult_precomp_var. The caller vouches that tables belong to a valid key.
bool ecdsa_verify_precomp_var(const Scalar& r, const Scalar& s, const unsigned char msg32[32],
                              const unsigned char* tables);

// Recovers the public key Q with (r, s) valid for msg32 under Q, given the recovery id
// (0..3): R = the point with x = r (+ n when recid & 2; rejected if that is >= p) and
// y parity recid & 1, Q = (s*R - m*G)/r. Returns false (out unusable) for recid outside
// 0..3, r = 0, s = 0, no such R, or Q = infinity. High s is accepted, as in
// secp256k1_ecdsa_recover. out is normalized (not infinity) on success.
bool ecdsa_recover_var(Ge& out, const Scalar& r, const Scalar& s, int recid, const unsigned char msg32[32]);

// ---- normalization -------------------------------------------------------------------
// If s is high (s > (n-1)/2) replace it by n - s and return true; else leave it and return
// false. (r, n - s) is the other valid signature with the same r.
inline bool ecdsa_sig_normalize(Scalar& s) {
    const bool high = scalar_is_high(s);
    scalar_cond_negate(s, (int)high);
    return high;
}

// ---- compact encoding: 32-byte big-endian r || 32-byte big-endian s --------------------
// False (and r = s = 0) if r or s is >= n. Zero values are accepted.
inline bool ecdsa_sig_parse_compact(Scalar& r, Scalar& s, const unsigned char in64[64]) {
    int overflow_r = 0, overflow_s = 0;
    scalar_set_b32(r, in64, &overflow_r);
    scalar_set_b32(s, in64 + 32, &overflow_s);
    if (overflow_r | overflow_s) {
        scalar_clear(r);
        scalar_clear(s);
        return false;
    }
    return true;
}

inline void ecdsa_sig_serialize_compact(unsigned char out64[64], const Scalar& r, const Scalar& s) {
    scalar_get_b32(out64, r);
    scalar_get_b32(out64 + 32, s);
}

// The recoverable form (secp256k1_ecdsa_recoverable_signature_parse_compact): the compact
// bytes plus a recovery id, which must be 0..3. False (and r = s = 0) otherwise or if r or
// s is >= n.
inline bool ecdsa_recoverable_sig_parse_compact(Scalar& r, Scalar& s, const unsigned char in64[64], int recid) {
    if (recid < 0 || recid > 3) {
        scalar_clear(r);
        scalar_clear(s);
        return false;
    }
    return ecdsa_sig_parse_compact(r, s, in64);
}

// ---- DER encoding (ecdsa_der.cpp) --------------------------------------------------------
// Largest DER signature: 30 len 02 21 00|r(32) 02 21 00|s(32).
inline constexpr std::size_t kEcdsaDerMaxSize = 72;

// Strict DER, accepting exactly what secp256k1_ecdsa_signature_parse_der accepts:
//   30 L  02 Lr <r>  02 Ls <s>   and nothing after it, where
//   * every length is definite and minimally encoded (short form below 128; long form with
//     no leading zero byte, value >= 128, at most sizeof(size_t) length bytes), and the
//     sequence length covers exactly the rest of the input;
//   * each integer has at least one content byte and no excess padding (no 00 followed by
//     a byte < 0x80, no FF followed by a byte >= 0x80).
// An integer that is negative (top bit set), longer than 32 bytes after dropping one
// leading 00, or >= n is not an error: it parses as 0 (libsecp256k1's documented
// behavior; such a signature then never verifies). On false, r = s = 0.
bool ecdsa_sig_parse_der(Scalar& r, Scalar& s, const unsigned char* in, std::size_t len);

// Minimal DER of (r, s) (secp256k1_ecdsa_signature_serialize_der): each integer is its
// big-endian bytes with leading zeros dropped, plus one 00 when the top bit would be set
// (0 is encoded as 02 01 00), so the output is 8..72 bytes.
// On entry *outlen is the capacity of out. If it is too small, nothing is written,
// *outlen is set to the size needed and false is returned (out may then be null);
// otherwise the signature is written, *outlen is set to its size and true is returned.
bool ecdsa_sig_serialize_der(unsigned char* out, std::size_t* outlen, const Scalar& r, const Scalar& s);

// Lax BER-ish parser for historical signatures, with the behavior of libsecp256k1's
// contrib/lax_der_parsing.c (ecdsa_signature_parse_der_lax):
//   30, then a length: a short-form byte (value ignored) or 0x80|k followed by k bytes
//   (skipped, value ignored; they must be present);
//   then twice: 02, a length (short form, or 0x80|k with k bytes present, leading zero
//   bytes skipped, fewer than sizeof(size_t) significant bytes left), that many content
//   bytes present;
//   anything after the second integer is ignored.
// Integer contents are read as unsigned big-endian numbers (no sign, leading zeros and
// empty contents allowed). If either value has more than 32 significant bytes or is >= n,
// the whole signature becomes r = s = 0 (and true is still returned). On false,
// r = s = 0.
bool ecdsa_sig_parse_der_lax(Scalar& r, Scalar& s, const unsigned char* in, std::size_t len);

}  // namespace ufsecp
