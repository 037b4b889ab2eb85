// ufsecp — BIP-340 Schnorr adaptor signatures; contracts in schnorr_adaptor.hpp.
//
// Layer 6 (protocols).
#include "adaptor/schnorr_adaptor.hpp"

#include <cstring>

#include "adaptor/adaptor_util.hpp"
#include "common/util.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_var.hpp"
#include "group/group_sec1.hpp"
#include "hash/tagged_hash.hpp"
#include "schnorr/schnorr.hpp"

namespace ufsecp {

using adaptor_detail::ge_compress_ct;
using adaptor_detail::ge_compress_var;
using adaptor_detail::tagged;

bool schnorr_presig_parse(SchnorrPresig& out, const unsigned char in[65]) {
    SchnorrPresig t;
    if (!ge_parse_sec1(t.rt, in, 33)) return false;
    int overflow = 0;
    scalar_set_b32(t.sp, in + 33, &overflow);
    if (overflow) return false;
    fe_normalize_var(t.rt.x);
    fe_normalize_var(t.rt.y);
    t.odd = in[0] == 0x03 ? 1 : 0;
    std::memcpy(t.rx, in + 1, 32);
    out = t;
    return true;
}

bool schnorr_adaptor_presign(unsigned char out65[65], const unsigned char* msg, std::size_t msglen,
                             const Keypair& kp, const Ge& adaptor, const unsigned char* aux32) {
    Scalar one;
    scalar_set_int(one, 1);
    // A failed keypair runs the same code with d = 1, P = G; the output is zeroed (as
    // schnorr_sign does).
    int ok = keypair_is_valid(kp) ? 1 : 0;
    Scalar d = kp.seckey;
    scalar_cmov(d, one, ok ^ 1);
    Ge p = kp.pubkey;
    keys_detail::ge_cmov(p, ge_generator(), ok ^ 1);
    fe_normalize(p.x);
    fe_normalize(p.y);
    scalar_cond_negate(d, fe_is_odd(p.y) ? 1 : 0);

    unsigned char dbytes[32], px[32], t33[33], nonce[32], taux[32];
    scalar_get_b32(dbytes, d);
    fe_get_b32(px, p.x);
    ge_compress_var(t33, adaptor);  // public
    {
        static const unsigned char kZero[32] = {0};
        Sha256 ha = sha256_bip340_aux();
        ha.write(aux32 != nullptr ? aux32 : kZero, 32);
        ha.finalize(taux);
        for (int i = 0; i < 32; i++) taux[i] ^= dbytes[i];
        Sha256 hn = tagged("UFSECP/SchnorrAdaptor/nonce");
        hn.write(taux, 32);
        hn.write(t33, 33);
        hn.write(px, 32);
        hn.write(msg, msglen);
        hn.finalize(nonce);
    }
    Scalar k;
    scalar_set_b32(k, nonce, nullptr);
    ok &= scalar_is_zero(k) ? 0 : 1;
    scalar_cmov(k, one, ok ^ 1);

    // Rt = k*G + T (constant-time addition: handles k*G = +-T without a branch).
    Gej rj;
    ecmult_gen(rj, k);
    gej_add_ge(rj, rj, adaptor);
    ok &= gej_is_infinity(rj) ? 0 : 1;  // gej_add_ge keeps the flag in a data word
    Ge rt;
    ge_set_gej(rt, rj);
    unsigned char out[65];
    ge_compress_ct(out, rt);
    const int odd = (int)fe_is_odd(rt.y);
    scalar_cond_negate(k, odd);

    Scalar e;
    schnorr_challenge(e, out + 1, px, msg, msglen);
    scalar_mul(e, e, d);
    scalar_add(e, e, k);
    scalar_get_b32(out + 33, e);

    const unsigned char keep = static_cast<unsigned char>(ct_mask32(ok) & 0xFF);
    for (std::size_t i = 0; i < sizeof(out); i++) out[i] &= keep;
    declassify(out, sizeof(out));  // the pre-signature is published
    std::memcpy(out65, out, sizeof(out));

    secure_wipe(d);
    secure_wipe(k);
    secure_wipe(e);
    secure_wipe(rj);
    secure_wipe(dbytes, sizeof(dbytes));
    secure_wipe(taux, sizeof(taux));
    secure_wipe(nonce, sizeof(nonce));
    return declassified(ok) != 0;
}

bool schnorr_adaptor_verify_var(const SchnorrPresig& pre, const unsigned char* msg, std::size_t msglen,
                                const Ge& xonly, const Ge& adaptor) {
    if (ge_is_infinity(xonly) || ge_is_infinity(adaptor)) return false;
    Ge p = xonly;
    fe_normalize_var(p.x);
    fe_normalize_var(p.y);
    if (fe_is_odd(p.y)) {
        fe_negate(p.y, p.y, 1);
        fe_normalize_var(p.y);
    }
    unsigned char px[32];
    fe_get_b32(px, p.x);
    Scalar e;
    schnorr_challenge(e, pre.rx, px, msg, msglen);
    scalar_negate(e, e);
    Gej pj, q;
    gej_set_ge(pj, p);
    ecmult_var(q, pj, e, pre.sp);  // s'*G - e*P
    if (gej_is_infinity(q)) return false;
    // expected = g*(Rt - T)
    Ge nt;
    ge_neg(nt, adaptor);
    Gej x;
    gej_set_ge(x, pre.rt);
    gej_add_ge_var(x, x, nt);
    if (pre.odd) gej_neg(x, x);
    return gej_eq_var(q, x);
}

void schnorr_adaptor_adapt(unsigned char sig64[64], const SchnorrPresig& pre, const Scalar& t) {
    Scalar g = t;
    scalar_cond_negate(g, pre.odd);
    scalar_add(g, g, pre.sp);
    std::memcpy(sig64, pre.rx, 32);
    scalar_get_b32(sig64 + 32, g);
    secure_wipe(g);
}

void schnorr_adaptor_extract(Scalar& t, const SchnorrPresig& pre, const Scalar& s) {
    Scalar d;
    scalar_negate(d, pre.sp);
    scalar_add(d, d, s);
    scalar_cond_negate(d, pre.odd);
    t = d;
}

}  // namespace ufsecp
