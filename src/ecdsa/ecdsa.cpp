// ufsecp — ECDSA signing, verification and public-key recovery; the contracts are in
// ecdsa.hpp.
//
// Layer 4 (signatures and keys).
#include "ecdsa/ecdsa.hpp"

#include <cstring>

#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_precomp.hpp"
#include "ecmult/ecmult_var.hpp"
#include "hash/rfc6979.hpp"

namespace ufsecp {

namespace {

// n, the group order, as a field element (n < p, so it is a valid normalized element).
constexpr Fe kOrderAsFe = Fe::from_u32be(0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFEu, 0xBAAEDCE6u, 0xAF48A03Bu,
                                         0xBFD25E8Cu, 0xD0364141u);
// p - n = 0x14551231950B75FC4402DA1722FC9BAEE (129 bits). An x-coordinate X in [0, p) has
// X mod n = X - n exactly when X >= n, i.e. when X mod n < p - n; only then can a scalar r
// stand for two x-coordinates, r and r + n.
constexpr Fe kPMinusOrder = Fe::from_u32be(0u, 0u, 0u, 0x00000001u, 0x45512319u, 0x50B75FC4u, 0x402DA172u, 0x2FC9BAEEu);

// DRBG key material: key32 || (msg32 mod n) [|| extra32]. Returns the length (64 or 96).
// msg32 is reduced mod n exactly as libsecp256k1's nonce function does (RFC 6979's
// bits2octets); the secret key bytes go in as given.
std::size_t rfc6979_key(unsigned char keydata[96], const unsigned char key32[32], const unsigned char msg32[32],
                        const unsigned char* extra32) {
    Scalar m;
    std::memcpy(keydata, key32, 32);
    scalar_set_b32(m, msg32, nullptr);
    scalar_get_b32(keydata + 32, m);
    if (extra32 == nullptr) return 64;
    std::memcpy(keydata + 64, extra32, 32);
    return 96;
}

// One signing attempt with a valid nonce k (1 <= k < n). Constant time in d and k.
// Returns whether r and s are both nonzero; the result (the signature) is public.
//   R = k*G (affine, normalized), r = R.x mod n, overflow = (R.x >= n),
//   s = (m + r*d) / k, then low-S: s -> -s when high, which flips R's y parity.
bool sign_with_nonce(Scalar& r, Scalar& s, int& recid, const Scalar& d, const Scalar& m, const Scalar& k) {
    Gej rj;
    Ge rp;
    unsigned char rx[32];
    int overflow = 0;
    Scalar t, kinv;

    ecmult_gen(rj, k);
    ge_set_gej(rp, rj);  // constant time; x, y normalized
    fe_get_b32(rx, rp.x);
    scalar_set_b32(r, rx, &overflow);
    recid = (overflow << 1) | (int)fe_is_odd(rp.y);

    scalar_mul(t, r, d);
    scalar_add(t, t, m);
    scalar_inverse(kinv, k);  // constant-time inverse: k is the nonce
    scalar_mul(s, kinv, t);
    const int high = (int)scalar_is_high(s);
    scalar_cond_negate(s, high);
    recid ^= high;

    const int ok = (int)!scalar_is_zero(r) & (int)!scalar_is_zero(s);
    secure_wipe(rj);
    secure_wipe(rp);
    secure_wipe(rx, sizeof(rx));
    secure_wipe(t);
    secure_wipe(kinv);
    return ok != 0;
}

}  // namespace

// Exposed for compat/libsecp256k1 (a caller's custom nonce function): see ecdsa.hpp.
bool ecdsa_sign_with_nonce(Scalar& r, Scalar& s, int& recid, const Scalar& d, const Scalar& m, const Scalar& k) {
    return sign_with_nonce(r, s, recid, d, m, k);
}

void ecdsa_nonce_rfc6979(unsigned char nonce32[32], const unsigned char msg32[32], const unsigned char key32[32],
                         const unsigned char* extra32, unsigned counter) {
    unsigned char keydata[96];
    const std::size_t keylen = rfc6979_key(keydata, key32, msg32, extra32);
    Rfc6979HmacSha256 drbg(keydata, keylen);
    secure_wipe(keydata, sizeof(keydata));
    for (unsigned i = 0; i <= counter; i++) drbg.generate(nonce32, 32);
    drbg.finalize();
}

bool ecdsa_sign(Scalar& r, Scalar& s, int* recid, const Scalar& seckey, const unsigned char msg32[32],
                const unsigned char* extra32) {
    // A zero key is swapped for 1 so that the same work is done; the result is masked below.
    Scalar d = seckey;
    const int key_ok = (int)!scalar_is_zero(d);
    Scalar one;
    scalar_set_int(one, 1);
    scalar_cmov(d, one, key_ok ^ 1);

    Scalar m;
    scalar_set_b32(m, msg32, nullptr);

    unsigned char key32[32], keydata[96], nonce32[32];
    scalar_get_b32(key32, d);
    const std::size_t keylen = rfc6979_key(keydata, key32, msg32, extra32);
    Rfc6979HmacSha256 drbg(keydata, keylen);
    secure_wipe(keydata, sizeof(keydata));
    secure_wipe(key32, sizeof(key32));

    // Successive DRBG outputs are exactly nonce_function_rfc6979's candidates for
    // counter = 0, 1, 2, ... (which re-derives the same stream each time), so this loop is
    // libsecp256k1's retry loop. Whether a candidate is usable is declassified, as there:
    // an unusable one occurs with probability < 2^-127 per signature, and whether the
    // attempt gave r, s != 0 is a property of the (public) signature.
    Scalar k, rr, ss;
    int rec = 0;
    for (;;) {
        drbg.generate(nonce32, 32);
        if (!declassified(scalar_set_b32_seckey(k, nonce32))) continue;
        if (declassified(sign_with_nonce(rr, ss, rec, d, m, k))) break;
    }
    drbg.finalize();
    secure_wipe(nonce32, sizeof(nonce32));
    secure_wipe(k);
    secure_wipe(d);

    // Mask the output for a zero key (no branch on the key).
    Scalar zero;
    scalar_clear(zero);
    scalar_cmov(rr, zero, key_ok ^ 1);
    scalar_cmov(ss, zero, key_ok ^ 1);
    rec &= -key_ok;
    r = rr;
    s = ss;
    if (recid != nullptr) *recid = rec;
    return key_ok != 0;
}

namespace {

// The scalars of verification, u1 = m/s and u2 = r/s; false for r = 0, s = 0 or high s.
bool ecdsa_verify_scalars(Scalar& u1, Scalar& u2, const Scalar& r, const Scalar& s, const unsigned char msg32[32]) {
    if (scalar_is_zero(r) || scalar_is_zero(s) || scalar_is_high(s)) return false;
    Scalar m, sinv;
    scalar_set_b32(m, msg32, nullptr);
    scalar_inverse_var(sinv, s);
    scalar_mul(u1, sinv, m);
    scalar_mul(u2, sinv, r);
    return true;
}

// Whether rj = u1*G + u2*Q is finite with x(rj) == r (mod n).
bool ecdsa_check_r_var(const Gej& rj, const Scalar& r) {
    if (rj.infinity) return false;
    // Compare x(rj) = X/Z^2 against r and, if possible, r + n, as field elements.
    unsigned char rb[32];
    Fe xr, z2, t;
    scalar_get_b32(rb, r);
    fe_set_b32_mod(xr, rb);  // r < n < p: exact, normalized
    fe_sqr(z2, rj.z);
    fe_mul(t, xr, z2);  // magnitude 1; rj.x has magnitude <= 4
    if (fe_equal_var(t, rj.x)) return true;
    if (fe_cmp_var(xr, kPMinusOrder) >= 0) return false;  // r + n >= p is not an x-coordinate
    fe_add(xr, kOrderAsFe);                                 // magnitude 2
    fe_mul(t, xr, z2);
    return fe_equal_var(t, rj.x);
}

}  // namespace

bool ecdsa_verify_var(const Scalar& r, const Scalar& s, const unsigned char msg32[32], const Ge& pubkey) {
    if (pubkey.infinity) return false;
    Scalar u1, u2;
    if (!ecdsa_verify_scalars(u1, u2, r, s, msg32)) return false;
    Gej q, rj;
    gej_set_ge(q, pubkey);
    ecmult_var(rj, q, u2, u1);  // rj = u2*Q + u1*G
    return ecdsa_check_r_var(rj, r);
}

bool ecdsa_verify_precomp_var(const Scalar& r, const Scalar& s, const unsigned char msg32[32],
                              const unsigned char* tables) {
    Scalar u1, u2;
    if (!ecdsa_verify_scalars(u1, u2, r, s, msg32)) return false;
    Gej rj;
    ecmult_precomp_var(rj, tables, u2, u1);  // rj = u2*Q + u1*G
    return ecdsa_check_r_var(rj, r);
}

bool ecdsa_recover_var(Ge& out, const Scalar& r, const Scalar& s, int recid, const unsigned char msg32[32]) {
    if (recid < 0 || recid > 3) return false;
    if (scalar_is_zero(r) || scalar_is_zero(s)) return false;

    unsigned char rb[32];
    Fe x;
    scalar_get_b32(rb, r);
    fe_set_b32_mod(x, rb);  // r < n < p: exact, normalized
    if (recid & 2) {
        if (fe_cmp_var(x, kPMinusOrder) >= 0) return false;
        fe_add(x, kOrderAsFe);
        fe_normalize_var(x);
    }
    Ge rp;
    if (!ge_set_xo_var(rp, x, recid & 1)) return false;

    // Q = r^-1 (s*R - m*G) = (s/r)*R + (-m/r)*G.
    Scalar m, rinv, u1, u2;
    scalar_set_b32(m, msg32, nullptr);
    scalar_inverse_var(rinv, r);
    scalar_mul(u1, rinv, m);
    scalar_negate(u1, u1);
    scalar_mul(u2, rinv, s);

    Gej rj, qj;
    gej_set_ge(rj, rp);
    ecmult_var(qj, rj, u2, u1);
    if (qj.infinity) return false;
    ge_set_gej_var(out, qj);
    return true;
}

}  // namespace ufsecp
