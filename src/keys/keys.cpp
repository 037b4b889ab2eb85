// ufsecp — keys: implementation of keys/keys.hpp (see the contract there).
//
// Layer 4. Secret-key paths use scalar arithmetic, ecmult_gen and ge_set_gej only, combine
// their validity flags with & (never && or early returns) and wipe every secret copy.
// Public-key paths use ecmult_var and the _var group functions.
#include "keys/keys.hpp"

#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_var.hpp"

namespace ufsecp {

namespace {

Scalar scalar_one() {
    Scalar one;
    scalar_set_int(one, 1);
    return one;
}

// pt = pt + tweak*G for a public point and a public tweak (libsecp256k1's
// ec_pubkey_tweak_add_helper). False (pt = infinity) when tweak >= n or the sum is infinity.
bool point_tweak_add_var(Ge& pt, const unsigned char tweak32[32]) {
    Scalar t;
    int overflow;
    scalar_set_b32(t, tweak32, &overflow);
    if (overflow || ge_is_infinity(pt)) {
        ge_set_infinity(pt);
        return false;
    }
    Gej pj, rj;
    gej_set_ge(pj, pt);
    ecmult_var(rj, pj, scalar_one(), t);
    if (gej_is_infinity(rj)) {
        ge_set_infinity(pt);
        return false;
    }
    ge_set_gej_var(pt, rj);
    return true;
}


// Normalize both coordinates in place (public points).
void ge_normalize_var(Ge& pt) {
    fe_normalize_var(pt.x);
    fe_normalize_var(pt.y);
}

// pt = the point among {pt, -pt} with even y; returns 1 if pt was negated. Public points.
int ge_make_even_y_var(Ge& pt) {
    ge_normalize_var(pt);
    const int odd = fe_is_odd(pt.y) ? 1 : 0;
    if (odd) {
        fe_negate(pt.y, pt.y, 1);
        fe_normalize_var(pt.y);
    }
    return odd;
}

// kp = failed state: d = 0, P = infinity. Constant time (no data is read).
void keypair_set_failed(Keypair& kp) {
    scalar_clear(kp.seckey);
    ge_set_infinity(kp.pubkey);
}

// Secret-key byte operations share this shape: load (validity in *ok), apply, write back
// zeros if anything failed. Constant time.
template <class Op>
bool seckey_bytes_op(unsigned char seckey32[32], Op op) {
    Scalar d;
    int ok = scalar_set_b32_seckey(d, seckey32) ? 1 : 0;
    ok &= op(d) ? 1 : 0;
    Scalar zero;
    scalar_clear(zero);
    scalar_cmov(d, zero, ok ^ 1);
    scalar_get_b32(seckey32, d);
    secure_wipe(d);
    return ok != 0;
}

}  // namespace

// ---- secret keys --------------------------------------------------------------------------

bool seckey_verify(const unsigned char seckey32[32]) {
    Scalar d;
    const bool ok = scalar_set_b32_seckey(d, seckey32);
    secure_wipe(d);
    return ok;
}

bool seckey_negate(unsigned char seckey32[32]) {
    return seckey_bytes_op(seckey32, [](Scalar& d) {
        scalar_negate(d, d);
        return true;
    });
}

bool seckey_scalar_tweak_add(Scalar& d, const unsigned char tweak32[32]) {
    Scalar t;
    int overflow;
    scalar_set_b32(t, tweak32, &overflow);
    scalar_add(d, d, t);
    const int ok = (overflow ^ 1) & (scalar_is_zero(d) ? 0 : 1);
    secure_wipe(t);
    return ok != 0;
}

bool seckey_scalar_tweak_mul(Scalar& d, const unsigned char tweak32[32]) {
    Scalar t;
    int overflow;
    scalar_set_b32(t, tweak32, &overflow);
    const int ok = (overflow ^ 1) & (scalar_is_zero(t) ? 0 : 1);
    scalar_mul(d, d, t);
    secure_wipe(t);
    return ok != 0;
}

bool seckey_tweak_add(unsigned char seckey32[32], const unsigned char tweak32[32]) {
    return seckey_bytes_op(seckey32, [tweak32](Scalar& d) { return seckey_scalar_tweak_add(d, tweak32); });
}

bool seckey_tweak_mul(unsigned char seckey32[32], const unsigned char tweak32[32]) {
    return seckey_bytes_op(seckey32, [tweak32](Scalar& d) { return seckey_scalar_tweak_mul(d, tweak32); });
}

// ---- public keys ------------------------------------------------------------------------

// pub = d*G for a scalar d that is valid when ok = 1; when ok = 0 the multiplication runs
// on 1 instead (same instructions) and pub is set to infinity. Constant time in d and ok.
static void pubkey_from_scalar(Ge& pub, const Scalar& d, int ok) {
    Scalar k = d;
    scalar_cmov(k, scalar_one(), ok ^ 1);
    Gej pj;
    ecmult_gen(pj, k);
    ge_set_gej(pub, pj);  // k != 0, so pj is finite; coordinates come out normalized
    Ge inf;
    ge_set_infinity(inf);
    keys_detail::ge_cmov(pub, inf, ok ^ 1);
    // The public key (and, through its infinity flag, ok) is public from here on: callers
    // serialize it and branch on it.
    declassify(&pub, sizeof(pub));
    secure_wipe(k);
    secure_wipe(pj);
}

bool pubkey_create(Ge& pub, const unsigned char seckey32[32]) {
    Scalar d;
    const int ok = scalar_set_b32_seckey(d, seckey32) ? 1 : 0;
    pubkey_from_scalar(pub, d, ok);
    secure_wipe(d);
    return ok != 0;
}

void pubkey_negate(Ge& pub) {
    UFSECP_VERIFY_CHECK(!ge_is_infinity(pub));
    ge_neg(pub, pub);
    fe_normalize_var(pub.y);
}

bool pubkey_tweak_add(Ge& pub, const unsigned char tweak32[32]) { return point_tweak_add_var(pub, tweak32); }

bool pubkey_tweak_mul(Ge& pub, const unsigned char tweak32[32]) {
    Scalar t, zero;
    int overflow;
    scalar_set_b32(t, tweak32, &overflow);
    if (overflow || scalar_is_zero(t) || ge_is_infinity(pub)) {
        ge_set_infinity(pub);
        return false;
    }
    scalar_clear(zero);
    Gej pj, rj;
    gej_set_ge(pj, pub);
    ecmult_var(rj, pj, t, zero);
    // pub has order n and 0 < t < n, so rj is finite.
    ge_set_gej_var(pub, rj);
    return !ge_is_infinity(pub);
}

bool pubkey_combine(Ge& out, const Ge* const* ins, std::size_t n) {
    Gej acc;
    gej_set_infinity(acc);
    for (std::size_t i = 0; i < n; i++) gej_add_ge_var(acc, acc, *ins[i]);
    if (gej_is_infinity(acc)) {
        ge_set_infinity(out);
        return false;
    }
    ge_set_gej_var(out, acc);
    return true;
}

bool pubkey_combine(Ge& out, const Ge* ins, std::size_t n) {
    Gej acc;
    gej_set_infinity(acc);
    for (std::size_t i = 0; i < n; i++) gej_add_ge_var(acc, acc, ins[i]);
    if (gej_is_infinity(acc)) {
        ge_set_infinity(out);
        return false;
    }
    ge_set_gej_var(out, acc);
    return true;
}

void pubkey_save(unsigned char out64[64], const Ge& pub) {
    UFSECP_VERIFY_CHECK(!ge_is_infinity(pub));
    Ge t = pub;
    ge_normalize_var(t);
    fe_get_b32(out64, t.x);
    fe_get_b32(out64 + 32, t.y);
}

bool pubkey_load(Ge& pub, const unsigned char in64[64]) {
    Fe x, y;
    if (!fe_set_b32_limit(x, in64) || !fe_set_b32_limit(y, in64 + 32)) {
        ge_set_infinity(pub);
        return false;
    }
    ge_set_xy(pub, x, y);
    if (!ge_is_valid_var(pub)) {
        ge_set_infinity(pub);
        return false;
    }
    return true;
}

// ---- x-only public keys -----------------------------------------------------------------

bool xonly_parse(Ge& xonly, const unsigned char in32[32]) {
    Fe x;
    if (!fe_set_b32_limit(x, in32) || !ge_lift_x(xonly, x)) {
        ge_set_infinity(xonly);
        return false;
    }
    return true;
}

void xonly_serialize(unsigned char out32[32], const Ge& xonly) {
    UFSECP_VERIFY_CHECK(!ge_is_infinity(xonly));
    Fe x = xonly.x;
    fe_normalize_var(x);
    fe_get_b32(out32, x);
}

void xonly_from_pubkey(Ge& xonly, int* parity, const Ge& pub) {
    UFSECP_VERIFY_CHECK(!ge_is_infinity(pub));
    xonly = pub;
    const int odd = ge_make_even_y_var(xonly);
    if (parity) *parity = odd;
}

bool xonly_tweak_add(Ge& out, const Ge& xonly, const unsigned char tweak32[32]) {
    out = xonly;
    if (!ge_is_infinity(out)) ge_make_even_y_var(out);  // only x counts (BIP-340 lift_x)
    return point_tweak_add_var(out, tweak32);
}

bool xonly_tweak_add_check(const unsigned char tweaked32[32], int tweaked_parity, const Ge& xonly,
                           const unsigned char tweak32[32]) {
    Ge q = xonly;
    if (!ge_is_infinity(q)) ge_make_even_y_var(q);  // only x counts (BIP-340 lift_x)
    if (!point_tweak_add_var(q, tweak32)) return false;
    ge_normalize_var(q);
    unsigned char qx[32];
    fe_get_b32(qx, q.x);
    return std::memcmp(qx, tweaked32, 32) == 0 && (fe_is_odd(q.y) ? 1 : 0) == tweaked_parity;
}

// ---- keypairs -----------------------------------------------------------------------------

bool keypair_create(Keypair& kp, const unsigned char seckey32[32]) {
    Scalar d;
    const int ok = scalar_set_b32_seckey(d, seckey32) ? 1 : 0;
    pubkey_from_scalar(kp.pubkey, d, ok);
    Scalar zero;
    scalar_clear(zero);
    scalar_cmov(d, zero, ok ^ 1);
    kp.seckey = d;
    secure_wipe(d);
    return ok != 0;
}

bool keypair_is_valid(const Keypair& kp) {
    // The failed state is exactly d = 0 (keypair_set_failed / keypair_create / load).
    return !scalar_is_zero(kp.seckey);
}

void keypair_seckey(unsigned char out32[32], const Keypair& kp) { scalar_get_b32(out32, kp.seckey); }

bool keypair_pubkey(Ge& pub, const Keypair& kp) {
    pub = kp.pubkey;
    return !ge_is_infinity(pub);
}

bool keypair_xonly(Ge& xonly, int* parity, const Keypair& kp) {
    if (ge_is_infinity(kp.pubkey)) {
        ge_set_infinity(xonly);
        if (parity) *parity = 0;
        return false;
    }
    xonly_from_pubkey(xonly, parity, kp.pubkey);
    return true;
}

bool keypair_xonly_tweak_add(Keypair& kp, const unsigned char tweak32[32]) {
    // The public key is public, so branching on its state and its parity is fine; the secret
    // key is negated with a constant-time conditional negation all the same.
    if (ge_is_infinity(kp.pubkey)) {
        keypair_set_failed(kp);
        return false;
    }
    Ge p = kp.pubkey;
    const int odd = ge_make_even_y_var(p);
    Scalar d = kp.seckey;
    scalar_cond_negate(d, odd);
    int ok = seckey_scalar_tweak_add(d, tweak32) ? 1 : 0;
    // The tweak is public and so is the outcome; the new point is public.
    ok &= point_tweak_add_var(p, tweak32) ? 1 : 0;
    if (!declassified(ok)) {  // the outcome is returned: public
        secure_wipe(d);
        keypair_set_failed(kp);
        return false;
    }
    kp.seckey = d;
    kp.pubkey = p;
    secure_wipe(d);
    return true;
}

void keypair_save(unsigned char out96[96], const Keypair& kp) {
    scalar_get_b32(out96, kp.seckey);
    if (ge_is_infinity(kp.pubkey)) {
        std::memset(out96 + 32, 0, 64);
    } else {
        pubkey_save(out96 + 32, kp.pubkey);
    }
}

bool keypair_load(Keypair& kp, const unsigned char in96[96]) {
    Scalar d;
    int ok = scalar_set_b32_seckey(d, in96) ? 1 : 0;
    // Public half: validity of the stored point is public.
    ok &= pubkey_load(kp.pubkey, in96 + 32) ? 1 : 0;
    Scalar zero;
    scalar_clear(zero);
    scalar_cmov(d, zero, ok ^ 1);
    kp.seckey = d;
    secure_wipe(d);
    if (!declassified(ok)) ge_set_infinity(kp.pubkey);  // the outcome is returned: public
    return ok != 0;
}

}  // namespace ufsecp
