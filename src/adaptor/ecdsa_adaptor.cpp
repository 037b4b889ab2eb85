// ufsecp — ECDSA adaptor signatures (dlcspecs ECDSA-adaptor.md); contracts in ecdsa_adaptor.hpp.
//
// Layer 6 (protocols).
#include "adaptor/ecdsa_adaptor.hpp"

#include <cstring>

#include "adaptor/adaptor_util.hpp"
#include "common/util.hpp"
#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_var.hpp"
#include "group/group_sec1.hpp"
#include "hash/sha256.hpp"

namespace ufsecp {

using adaptor_detail::ge_compress_ct;
using adaptor_detail::ge_compress_var;
using adaptor_detail::tagged;

namespace {

// secp256k1-zkp's nonce_function_ecdsa_adaptor (see the header): constant time in key32.
template <std::size_t N>
void adaptor_nonce(unsigned char out32[32], const char (&tag)[N], const unsigned char key32[32],
                   const unsigned char pk33[33], const unsigned char msg32[32], const unsigned char* aux32) {
    static const unsigned char kZero[32] = {0};
    unsigned char mask[32];
    Sha256 ha = tagged("ECDSAadaptor/aux");
    ha.write(aux32 != nullptr ? aux32 : kZero, 32);
    ha.finalize(mask);
    for (int i = 0; i < 32; i++) mask[i] ^= key32[i];
    Sha256 hn = tagged(tag);
    hn.write(mask, 32);
    hn.write(pk33, 33);
    hn.write(msg32, 32);
    hn.finalize(out32);
    secure_wipe(mask, sizeof(mask));
}

// e = H_DLEQ(c(P1) || c(Y) || c(P2) || c(R1) || c(R2)) mod n, from the encodings.
void dleq_challenge(Scalar& e, const unsigned char p1[33], const unsigned char y[33], const unsigned char p2[33],
                    const unsigned char r1[33], const unsigned char r2[33]) {
    unsigned char h[32];
    Sha256 sha = tagged("DLEQ");
    sha.write(p1, 33);
    sha.write(y, 33);
    sha.write(p2, 33);
    sha.write(r1, 33);
    sha.write(r2, 33);
    sha.finalize(h);
    scalar_set_b32(e, h, nullptr);
}

// Proof that log_G(P1) = log_Y(P2) = k. Constant time in k and the proof nonce. Returns false
// when the proof nonce is 0 (the outputs are then garbage; the caller masks them).
bool dleq_prove(Scalar& e, Scalar& s, const Scalar& k, const unsigned char y33[33], const Ge& y,
                const unsigned char p1_33[33], const unsigned char p2_33[33], const unsigned char* aux32) {
    unsigned char buf[32], kb[32], nonce[32];
    Sha256 sha;
    sha.write(p1_33, 33);
    sha.write(p2_33, 33);
    sha.finalize(buf);
    scalar_get_b32(kb, k);
    adaptor_nonce(nonce, "DLEQ", kb, y33, buf, aux32);
    Scalar kp, one;
    scalar_set_int(one, 1);
    scalar_set_b32(kp, nonce, nullptr);
    const int ok = (int)!scalar_is_zero(kp);
    scalar_cmov(kp, one, ok ^ 1);

    Gej r1j, r2j;
    Ge r1, r2;
    ecmult_gen(r1j, kp);
    ecmult_const(r2j, y, kp);
    ge_set_gej(r1, r1j);
    ge_set_gej(r2, r2j);
    unsigned char r1_33[33], r2_33[33];
    ge_compress_ct(r1_33, r1);
    ge_compress_ct(r2_33, r2);
    dleq_challenge(e, p1_33, y33, p2_33, r1_33, r2_33);
    scalar_mul(s, e, k);
    scalar_add(s, s, kp);

    secure_wipe(kb, sizeof(kb));
    secure_wipe(nonce, sizeof(nonce));
    secure_wipe(kp);
    secure_wipe(r1j);
    secure_wipe(r2j);
    secure_wipe(r1);
    secure_wipe(r2);
    return ok != 0;
}

// The DLEQ verifier (public inputs).
bool dleq_verify_var(const Scalar& e, const Scalar& s, const Ge& p1, const Ge& y, const Ge& p2) {
    Scalar ne, zero;
    scalar_negate(ne, e);
    scalar_clear(zero);
    Gej p1j, yj, p2j, r1j, r2j, t;
    gej_set_ge(p1j, p1);
    gej_set_ge(yj, y);
    gej_set_ge(p2j, p2);
    ecmult_var(r1j, p1j, ne, s);      // s*G - e*P1
    ecmult_var(r2j, p2j, ne, zero);   // -e*P2
    ecmult_var(t, yj, s, zero);       // s*Y
    gej_add_var(r2j, r2j, t);
    if (gej_is_infinity(r1j) || gej_is_infinity(r2j)) return false;
    Ge r1, r2;
    ge_set_gej_var(r1, r1j);
    ge_set_gej_var(r2, r2j);
    unsigned char p1_33[33], y33[33], p2_33[33], r1_33[33], r2_33[33];
    ge_compress_var(p1_33, p1);
    ge_compress_var(y33, y);
    ge_compress_var(p2_33, p2);
    ge_compress_var(r1_33, r1);
    ge_compress_var(r2_33, r2);
    Scalar expect;
    dleq_challenge(expect, p1_33, y33, p2_33, r1_33, r2_33);
    return scalar_eq(expect, e);
}

}  // namespace

bool ecdsa_adaptor_parse(EcdsaAdaptorSig& out, const unsigned char in[162]) {
    EcdsaAdaptorSig t;
    if (!ge_parse_sec1(t.r, in, 33) || !ge_parse_sec1(t.ra, in + 33, 33)) return false;
    scalar_set_b32(t.rx, in + 1, nullptr);
    if (scalar_is_zero(t.rx)) return false;
    int ov_sa = 0, ov_e = 0, ov_s = 0;
    scalar_set_b32(t.sa, in + 66, &ov_sa);
    scalar_set_b32(t.e, in + 98, &ov_e);
    scalar_set_b32(t.s, in + 130, &ov_s);
    if (ov_sa || ov_e || ov_s || scalar_is_zero(t.sa)) return false;
    out = t;
    return true;
}

bool ecdsa_adaptor_encrypt(unsigned char out162[162], const Scalar& x, const unsigned char msg32[32],
                           const Ge& enckey, const unsigned char* aux32) {
    unsigned char xb[32], y33[33], nonce[32];
    ge_compress_var(y33, enckey);  // public
    scalar_get_b32(xb, x);
    adaptor_nonce(nonce, "ECDSAadaptor/non", xb, y33, msg32, aux32);
    Scalar k, one;
    scalar_set_int(one, 1);
    scalar_set_b32(k, nonce, nullptr);
    int ok = (int)!scalar_is_zero(k);
    scalar_cmov(k, one, ok ^ 1);

    // R_a = k*G, R = k*Y: published in the output, so their encodings are public.
    Gej raj, rj;
    Ge ra, r;
    ecmult_gen(raj, k);
    ecmult_const(rj, enckey, k);
    ge_set_gej(ra, raj);
    ge_set_gej(r, rj);
    unsigned char out[162];
    ge_compress_ct(out, r);
    ge_compress_ct(out + 33, ra);

    Scalar e, s;
    ok &= (int)dleq_prove(e, s, k, y33, enckey, out + 33, out, aux32);

    // s_a = k^-1 (m + r*x).
    Scalar rx, m, sa, kinv;
    scalar_set_b32(rx, out + 1, nullptr);
    scalar_set_b32(m, msg32, nullptr);
    scalar_mul(sa, rx, x);
    scalar_add(sa, sa, m);
    scalar_inverse(kinv, k);
    scalar_mul(sa, sa, kinv);
    ok &= (int)!scalar_is_zero(sa);
    scalar_get_b32(out + 66, sa);
    scalar_get_b32(out + 98, e);
    scalar_get_b32(out + 130, s);

    for (std::size_t i = 0; i < sizeof(out); i++) out[i] &= static_cast<unsigned char>(ct_mask32(ok) & 0xFF);
    declassify(out, sizeof(out));  // the adaptor signature is published
    std::memcpy(out162, out, sizeof(out));

    secure_wipe(xb, sizeof(xb));
    secure_wipe(nonce, sizeof(nonce));
    secure_wipe(k);
    secure_wipe(kinv);
    secure_wipe(raj);
    secure_wipe(rj);
    secure_wipe(sa);
    return declassified(ok) != 0;
}

bool ecdsa_adaptor_verify_var(const EcdsaAdaptorSig& sig, const unsigned char msg32[32], const Ge& pubkey,
                              const Ge& enckey) {
    if (ge_is_infinity(pubkey) || ge_is_infinity(enckey)) return false;
    if (!dleq_verify_var(sig.e, sig.s, sig.ra, enckey, sig.r)) return false;
    // R_a == s_a^-1 (m*G + r*X)
    Scalar m, sinv, u1, u2;
    scalar_set_b32(m, msg32, nullptr);
    scalar_inverse_var(sinv, sig.sa);
    scalar_mul(u1, sinv, m);
    scalar_mul(u2, sinv, sig.rx);
    Gej xj, rj, raj;
    gej_set_ge(xj, pubkey);
    ecmult_var(rj, xj, u2, u1);
    gej_set_ge(raj, sig.ra);
    return !gej_is_infinity(rj) && gej_eq_var(rj, raj);
}

void ecdsa_adaptor_decrypt(Scalar& r, Scalar& s, const EcdsaAdaptorSig& sig, const Scalar& y) {
    Scalar yinv, t;
    scalar_inverse(yinv, y);  // constant time: y is the secret
    scalar_mul(t, sig.sa, yinv);
    scalar_cond_negate(t, (int)scalar_is_high(t));
    r = sig.rx;
    s = t;
    secure_wipe(yinv);
    secure_wipe(t);
}

AdaptorRecover ecdsa_adaptor_recover_var(Scalar& y, const Scalar& r, const Scalar& s, const EcdsaAdaptorSig& sig,
                                         const Ge& enckey) {
    if (!scalar_eq(r, sig.rx)) return AdaptorRecover::kRMismatch;
    Scalar c;
    scalar_inverse_var(c, s);
    scalar_mul(c, c, sig.sa);
    Gej cj;
    ecmult_gen(cj, c);
    Gej yj, nyj;
    gej_set_ge(yj, enckey);
    gej_neg(nyj, yj);
    if (gej_eq_var(cj, yj)) {
        y = c;
        return AdaptorRecover::kOk;
    }
    if (gej_eq_var(cj, nyj)) {
        scalar_negate(y, c);
        return AdaptorRecover::kOk;
    }
    return AdaptorRecover::kKeyMismatch;
}

}  // namespace ufsecp
