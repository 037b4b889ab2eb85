// ufsecp — BIP-340 Schnorr signatures: implementation of schnorr/schnorr.hpp.
//
// Layer 4. Signing touches the secret key d and the nonce k only through constant-time
// scalar operations, ecmult_gen, ge_set_gej, SHA-256 (constant time in the data) and
// masks; every secret intermediate is wiped before returning. Verification is variable
// time.
#include "schnorr/schnorr.hpp"

#include <cstring>

#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_precomp.hpp"
#include "ecmult/ecmult_var.hpp"
#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"

namespace ufsecp {

void schnorr_nonce_hash(unsigned char out32[32], const unsigned char key32[32], const unsigned char px32[32],
                        const unsigned char* msg, std::size_t msglen, const unsigned char* aux32) {
    // t = key XOR H_aux(aux): the masked key. H_aux(aux) is public when aux is, but the
    // XOR with the key is not, so t is wiped. No aux means 32 zero bytes, whose H_aux is a
    // constant (whether aux is given is public, so the branch is too).
    unsigned char t[32];
    if (aux32 != nullptr) {
        Sha256 ha = sha256_bip340_aux();
        ha.write(aux32, 32);
        ha.finalize(t);
    } else {
        std::memcpy(t, kBip340AuxOfZero, 32);
    }
    for (int i = 0; i < 32; i++) t[i] ^= key32[i];
    Sha256 hn = sha256_bip340_nonce();
    hn.write(t, 32);
    hn.write(px32, 32);
    hn.write(msg, msglen);
    hn.finalize(out32);  // finalize wipes the hasher state
    secure_wipe(t, sizeof(t));
}

void schnorr_challenge(Scalar& e, const unsigned char r32[32], const unsigned char px32[32],
                       const unsigned char* msg, std::size_t msglen) {
    unsigned char h[32];
    Sha256 hc = sha256_bip340_challenge();
    hc.write(r32, 32);
    hc.write(px32, 32);
    hc.write(msg, msglen);
    hc.finalize(h);
    scalar_set_b32(e, h, nullptr);  // reduced mod n, as BIP-340 specifies
}

bool schnorr_sign(unsigned char sig64[64], const unsigned char* msg, std::size_t msglen, const Keypair& kp,
                  const unsigned char* aux32) {
    Scalar one;
    scalar_set_int(one, 1);
    // A keypair in the failed state (d = 0) is run through the same code with d = 1 and
    // P = G; the output is zeroed at the end. No branch on the key.
    int ok = keypair_is_valid(kp) ? 1 : 0;
    Scalar d = kp.seckey;
    scalar_cmov(d, one, ok ^ 1);
    Ge p = kp.pubkey;
    keys_detail::ge_cmov(p, ge_generator(), ok ^ 1);
    fe_normalize(p.x);
    fe_normalize(p.y);

    // Sign for the even-y point: if P has odd y, use n - d (then (n - d)*G = -P has even y).
    scalar_cond_negate(d, fe_is_odd(p.y) ? 1 : 0);

    unsigned char dbytes[32], px[32], nonce[32];
    scalar_get_b32(dbytes, d);
    fe_get_b32(px, p.x);
    schnorr_nonce_hash(nonce, dbytes, px, msg, msglen, aux32);

    // k = nonce mod n; k = 0 fails (as in libsecp256k1), running on with k = 1.
    Scalar k;
    scalar_set_b32(k, nonce, nullptr);
    ok &= scalar_is_zero(k) ? 0 : 1;
    scalar_cmov(k, one, ok ^ 1);

    // R = k*G; use the nonce whose point has even y.
    Gej rj;
    ecmult_gen(rj, k);
    Ge r;
    ge_set_gej(r, rj);  // k != 0: finite; coordinates normalized (constant time)
    scalar_cond_negate(k, fe_is_odd(r.y) ? 1 : 0);
    fe_get_b32(sig64, r.x);

    // s = k + e*d.
    Scalar e;
    schnorr_challenge(e, sig64, px, msg, msglen);
    scalar_mul(e, e, d);
    scalar_add(e, e, k);
    scalar_get_b32(sig64 + 32, e);

    keys_detail::ct_memzero_if(sig64, 64, ok ^ 1);

    secure_wipe(d);
    secure_wipe(k);
    secure_wipe(e);
    secure_wipe(rj);
    secure_wipe(r);
    secure_wipe(dbytes, sizeof(dbytes));
    secure_wipe(nonce, sizeof(nonce));
    return ok != 0;
}

bool schnorr_sign_seckey(unsigned char sig64[64], const unsigned char* msg, std::size_t msglen,
                         const unsigned char seckey32[32], const unsigned char* aux32) {
    Keypair kp;
    const bool created = keypair_create(kp, seckey32);
    const bool signed_ok = schnorr_sign(sig64, msg, msglen, kp, aux32);  // zeroes sig64 if kp failed
    keypair_clear(kp);
    return created && signed_ok;
}

namespace {

// BIP-340 Verify with P = (px, even y) given: decoding of r and s, the challenge, and
// R = s*G - e*P computed by mul(rj, -e, s); then the checks on R.
template <class Mul>
bool schnorr_verify_with(const unsigned char sig64[64], const unsigned char* msg, std::size_t msglen,
                         const unsigned char px[32], Mul&& mul) {
    Fe rx;
    if (!fe_set_b32_limit(rx, sig64)) return false;  // r >= p
    Scalar s;
    int overflow;
    scalar_set_b32(s, sig64 + 32, &overflow);
    if (overflow) return false;  // s >= n

    // R = s*G - e*P.
    Scalar e;
    schnorr_challenge(e, sig64, px, msg, msglen);
    scalar_negate(e, e);
    Gej rj;
    mul(rj, e, s);
    if (gej_is_infinity(rj)) return false;
    // x(R) = X/Z^2 == r is checked without inversion (r*Z^2 == X; rj.x has magnitude
    // <= 4); only y's parity needs the affine y = Y/Z^3, so one variable-time inversion.
    Fe z2, t;
    fe_sqr(z2, rj.z);
    fe_mul(t, rx, z2);  // magnitude 1
    if (!fe_equal_var(t, rj.x)) return false;
    Fe zi, y;
    fe_inv_var(zi, rj.z);
    fe_sqr(t, zi);
    fe_mul(t, t, zi);
    fe_mul(y, rj.y, t);
    fe_normalize_var(y);
    return !fe_is_odd(y);
}

}  // namespace

bool schnorr_verify_var(const unsigned char sig64[64], const unsigned char* msg, std::size_t msglen,
                        const Ge& xonly) {
    if (ge_is_infinity(xonly)) return false;
    // P = lift_x(x(xonly)): only the x coordinate of the argument counts.
    Ge p = xonly;
    fe_normalize_var(p.x);
    fe_normalize_var(p.y);
    if (fe_is_odd(p.y)) {
        fe_negate(p.y, p.y, 1);
        fe_normalize_var(p.y);
    }
    unsigned char px[32];
    fe_get_b32(px, p.x);
    return schnorr_verify_with(sig64, msg, msglen, px, [&](Gej& rj, const Scalar& ne, const Scalar& s) {
        Gej pj;
        gej_set_ge(pj, p);
        ecmult_var(rj, pj, ne, s);
    });
}

bool schnorr_verify_precomp_var(const unsigned char sig64[64], const unsigned char* msg, std::size_t msglen,
                                const unsigned char px32[32], const unsigned char* tables) {
    return schnorr_verify_with(sig64, msg, msglen, px32, [&](Gej& rj, const Scalar& ne, const Scalar& s) {
        ecmult_precomp_var(rj, tables, ne, s);
    });
}

bool schnorr_verify_var(const unsigned char sig64[64], const unsigned char* msg, std::size_t msglen,
                        const unsigned char xonly32[32]) {
    Ge p;
    if (!xonly_parse(p, xonly32)) return false;
    return schnorr_verify_var(sig64, msg, msglen, p);
}

}  // namespace ufsecp
