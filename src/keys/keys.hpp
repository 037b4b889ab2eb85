// ufsecp — secret keys, public keys, x-only public keys and keypairs: creation, tweaks,
// negation, combination, and the fixed-size encodings the C ABI stores them in.
//
// Layer 4 (signatures and keys). May include ecmult/, group/, scalar/, field/, common/.
//
// Semantics follow libsecp256k1 (0.2.0) function by function; each declaration names the
// function it mirrors. Differences are stated where they exist.
//
// ---- Types ------------------------------------------------------------------------------
//   Public key     a Ge that is on the curve and not infinity, coordinates normalized
//                  (every function here returns them that way, and accepts any valid point).
//   X-only key     a public key whose y is even (BIP-340's lift_x form); the same Ge type.
//                  Serialized as the 32-byte x coordinate. Functions taking one use only
//                  its x (a point with odd y is treated as its even-y negation).
//   Keypair        a valid secret key (0 < d < n) together with its public key d*G.
//                  A keypair that failed to be created holds d = 0 and the point at
//                  infinity; every function that takes a keypair rejects that state.
//
// ---- Constant time ------------------------------------------------------------------------
// Secret keys are secrets: every function that reads one runs without branches, early exits
// or memory indices that depend on it (masks and cmovs only) and wipes its copies before
// returning. Whether a secret-key operation succeeded is part of its public result, so the
// return value itself may be branched on by callers. Tweaks, public keys and x-only keys are
// public (as in libsecp256k1): functions that only see those use variable-time code (_var
// arithmetic, ecmult_var) even though they do not carry the suffix, matching the names of
// the libsecp256k1 functions they mirror. A public key computed from a secret key is
// public by definition and is declassified (common/util.hpp) as soon as it is computed, as
// is a success flag just before a branch on it; the valgrind constant-time test
// (tests/ct/ct_valgrind.c) checks the rest.
//
// ---- Failure outputs -----------------------------------------------------------------------
// Functions that modify a secret key in place write 32 zero bytes on failure (libsecp256k1
// does the same). Functions that produce a point leave the point at infinity on failure,
// which no other function accepts as a public key.
#pragma once

#include <cstddef>

#include "common/util.hpp"
#include "field/field.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

struct Keypair {
    Scalar seckey;  // 0 < seckey < n, or 0 in the failed state
    Ge pubkey;      // seckey * G, normalized; infinity in the failed state
};

// ---- constant-time byte helpers (shared by the other layer-4 modules) -------------------
namespace keys_detail {

// If flag (0/1, may be secret): zero n bytes at p. Same memory accesses either way.
inline void ct_memzero_if(void* p, std::size_t n, int flag) {
    const unsigned char keep = static_cast<unsigned char>(ct_mask32(flag ^ 1) & 0xFF);
    unsigned char* b = static_cast<unsigned char*>(p);
    for (std::size_t i = 0; i < n; i++) b[i] &= keep;
}

// If flag (0/1): r = a, on affine points (coordinates and infinity flag). Constant time.
UFSECP_INLINE void ge_cmov(Ge& r, const Ge& a, int flag) {
    fe_cmov(r.x, a.x, flag);
    fe_cmov(r.y, a.y, flag);
    const int m = -flag;  // all ones or zero
    r.infinity = (r.infinity & ~m) | (a.infinity & m);
}

}  // namespace keys_detail

// ---- secret keys ------------------------------------------------------------------------

// secp256k1_ec_seckey_verify: true iff 0 < seckey < n. Constant time.
bool seckey_verify(const unsigned char seckey32[32]);

// secp256k1_ec_seckey_negate: seckey = n - seckey. Fails (and writes zeros) when the input
// is not a valid secret key. Constant time.
bool seckey_negate(unsigned char seckey32[32]);

// secp256k1_ec_seckey_tweak_add: seckey = seckey + tweak mod n. Fails (and writes zeros)
// when seckey is invalid, tweak >= n, or the sum is 0. tweak = 0 is allowed. Constant time
// in seckey and tweak.
bool seckey_tweak_add(unsigned char seckey32[32], const unsigned char tweak32[32]);

// secp256k1_ec_seckey_tweak_mul: seckey = seckey * tweak mod n. Fails (and writes zeros)
// when seckey is invalid, tweak = 0 or tweak >= n. Constant time in seckey and tweak.
bool seckey_tweak_mul(unsigned char seckey32[32], const unsigned char tweak32[32]);

// Scalar-level forms used by keypairs and signatures: d = d + tweak (resp. d * tweak);
// return false when tweak >= n or the result is 0 (resp. tweak = 0 or >= n). d is always
// left a reduced scalar; on failure its value is unspecified (callers discard it).
// Constant time.
bool seckey_scalar_tweak_add(Scalar& d, const unsigned char tweak32[32]);
bool seckey_scalar_tweak_mul(Scalar& d, const unsigned char tweak32[32]);

// ---- public keys ------------------------------------------------------------------------

// secp256k1_ec_pubkey_create: pub = seckey*G. Fails (pub = infinity) when seckey is not
// valid. Constant time in seckey (ecmult_gen, then a constant-time affine conversion).
bool pubkey_create(Ge& pub, const unsigned char seckey32[32]);

// secp256k1_ec_pubkey_negate: pub = -pub. pub must be a valid public key.
void pubkey_negate(Ge& pub);

// secp256k1_ec_pubkey_tweak_add: pub = pub + tweak*G. Fails (pub = infinity) when
// tweak >= n or the sum is infinity (tweak = n - log(pub)). tweak = 0 is allowed.
bool pubkey_tweak_add(Ge& pub, const unsigned char tweak32[32]);

// secp256k1_ec_pubkey_tweak_mul: pub = tweak*pub. Fails (pub = infinity) when tweak = 0 or
// tweak >= n. The tweak is public (variable-time ecmult_var).
bool pubkey_tweak_mul(Ge& pub, const unsigned char tweak32[32]);

// secp256k1_ec_pubkey_combine: out = sum of ins[0..n). Fails (out = infinity) when n = 0 or
// the sum is infinity. Two forms: an array of pointers (the ABI's shape) and an array.
bool pubkey_combine(Ge& out, const Ge* const* ins, std::size_t n);
bool pubkey_combine(Ge& out, const Ge* ins, std::size_t n);

// The 64-byte form the C ABI stores inside its opaque pubkey: x || y, big-endian.
// pubkey_save requires a valid public key. pubkey_load accepts exactly the outputs of
// pubkey_save: it fails on x or y >= p and on points off the curve (so a zeroed,
// failed-state object is rejected). Variable time (public data).
void pubkey_save(unsigned char out64[64], const Ge& pub);
bool pubkey_load(Ge& pub, const unsigned char in64[64]);

// ---- x-only public keys (BIP-340 / BIP-341) ----------------------------------------------

// secp256k1_xonly_pubkey_parse: the point with x = in32 and even y. Fails when x >= p or
// x^3 + 7 is not a square.
bool xonly_parse(Ge& xonly, const unsigned char in32[32]);

// secp256k1_xonly_pubkey_serialize: the x coordinate.
void xonly_serialize(unsigned char out32[32], const Ge& xonly);

// secp256k1_xonly_pubkey_from_pubkey: xonly = pub with y made even; *parity (may be null)
// = 1 if pub's y was odd (so pub = -xonly), else 0.
void xonly_from_pubkey(Ge& xonly, int* parity, const Ge& pub);

// secp256k1_xonly_pubkey_tweak_add: out = xonly + tweak*G as a full public key (BIP-341
// taproot output key). Fails (out = infinity) when tweak >= n or the sum is infinity.
// out may alias xonly.
bool xonly_tweak_add(Ge& out, const Ge& xonly, const unsigned char tweak32[32]);

// secp256k1_xonly_pubkey_tweak_add_check: whether xonly + tweak*G has x coordinate
// tweaked32 and y parity tweaked_parity (which must be exactly 0 or 1 to match). False also
// when the tweak add itself fails.
bool xonly_tweak_add_check(const unsigned char tweaked32[32], int tweaked_parity, const Ge& xonly,
                           const unsigned char tweak32[32]);

// ---- keypairs -----------------------------------------------------------------------------

// secp256k1_keypair_create: kp = (seckey, seckey*G). Fails (kp in the failed state) when
// seckey is not valid. Constant time in seckey.
bool keypair_create(Keypair& kp, const unsigned char seckey32[32]);

// Whether kp holds a key pair (not the failed state). Constant time.
bool keypair_is_valid(const Keypair& kp);

// secp256k1_keypair_sec: the secret key (32 zero bytes for the failed state).
void keypair_seckey(unsigned char out32[32], const Keypair& kp);

// secp256k1_keypair_pub / secp256k1_keypair_xonly_pub: the public key, and its x-only form
// with *parity (may be null) as in xonly_from_pubkey. False for the failed state (outputs
// are then infinity).
bool keypair_pubkey(Ge& pub, const Keypair& kp);
bool keypair_xonly(Ge& xonly, int* parity, const Keypair& kp);

// secp256k1_keypair_xonly_tweak_add: replace kp by the keypair of the x-only tweak:
// d' = (d or n - d, whichever has an even-y public key) + tweak, P' = d'*G (computed as
// lift(P) + tweak*G, the tweak being public). Fails (kp in the failed state) when kp is in
// the failed state, tweak >= n, or d' = 0. Constant time in the secret key.
bool keypair_xonly_tweak_add(Keypair& kp, const unsigned char tweak32[32]);

// The 96-byte form the C ABI stores inside its opaque keypair: seckey || x || y. The failed
// state saves as 96 zero bytes. keypair_load fails (kp in the failed state) unless the
// secret key is valid and the point passes pubkey_load; it does not recompute seckey*G
// (keypairs are only ever saved by this library). Constant time in the secret key.
void keypair_save(unsigned char out96[96], const Keypair& kp);
bool keypair_load(Keypair& kp, const unsigned char in96[96]);

// Overwrite a keypair's secret with zeros (for callers about to discard one).
inline void keypair_clear(Keypair& kp) { secure_wipe(kp); }

}  // namespace ufsecp
