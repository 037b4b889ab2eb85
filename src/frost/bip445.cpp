// ufsecp — draft BIP-445 FROST signing: implementation of frost/bip445.hpp. Algorithm names
// and step order follow the draft's "Algorithms" section.
#include "frost/bip445.hpp"

#include <algorithm>
#include <cstring>

#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_multi.hpp"
#include "ecmult/ecmult_var.hpp"
#include "group/group_sec1.hpp"
#include "hash/tagged_hash.hpp"
#include "schnorr/schnorr.hpp"

namespace ufsecp::frost445 {

namespace {

Sha256 tagged(const char* tag) {
    return tagged_hash_init(reinterpret_cast<const unsigned char*>(tag), std::strlen(tag));
}

// cpoint: 33-byte compressed, not infinity.
bool cpoint(Ge& r, const unsigned char* b) {
    if (b[0] != 0x02 && b[0] != 0x03) return false;
    return ge_parse_sec1(r, b, 33);
}

// cpoint_ext: 33 zero bytes = infinity.
bool cpoint_ext(Ge& r, const unsigned char* b) {
    static const unsigned char zero[33] = {0};
    if (std::memcmp(b, zero, 33) == 0) {
        ge_set_infinity(r);
        return true;
    }
    return cpoint(r, b);
}

void cbytes(unsigned char out[33], const Ge& a) {
    std::size_t len;
    UFSECP_CHECK(ge_serialize_sec1(out, &len, a, true));
}

void cbytes_ext(unsigned char out[33], const Ge& a) {
    if (a.infinity)
        std::memset(out, 0, 33);
    else
        cbytes(out, a);
}

bool has_even_y(const Ge& a) {
    Fe y = a.y;
    fe_normalize_var(y);
    return !fe_is_odd(y);
}

void xbytes(unsigned char out[32], const Ge& a) {
    Fe x = a.x;
    fe_normalize_var(x);
    fe_get_b32(out, x);
}

void to_ge(Ge& r, const Gej& a) { ge_set_gej_var(r, a); }

// k*G for a secret k, as a public point.
void gen_public(Ge& r, const Scalar& k) {
    Gej j;
    ecmult_gen(j, k);
    ge_set_gej(r, j);
    declassify(&r, sizeof r);
    secure_wipe(j);
}

// DeriveInterpolatingValue(ids, my_id): prod (id_j + 1) / (id_j - my_id) over j != my_id.
void interpolating_value(Scalar& r, const std::uint32_t* ids, std::size_t u, std::uint32_t my_id) {
    Scalar num, den, t, mine;
    scalar_set_int(num, 1);
    scalar_set_int(den, 1);
    scalar_set_int(mine, my_id);
    scalar_negate(mine, mine);
    for (std::size_t i = 0; i < u; i++) {
        if (ids[i] == my_id) continue;
        scalar_set_int(t, ids[i]);
        Scalar one;
        scalar_set_int(one, 1);
        Scalar idp1;
        scalar_add(idp1, t, one);
        scalar_mul(num, num, idp1);
        scalar_add(t, t, mine);
        scalar_mul(den, den, t);
    }
    scalar_inverse_var(den, den);
    scalar_mul(r, num, den);
}

// ValidateSignersCtx, with the parsed pubshares.
St validate_signers(std::vector<Ge>& p, const Signers& sc, std::size_t* culprit) {
    if (!(sc.t >= 1 && sc.t <= sc.n)) return St::bad_arg;
    if (!(sc.t <= sc.u && sc.u <= sc.n)) return St::bad_arg;
    p.assign(sc.u, Ge{});
    for (std::size_t i = 0; i < sc.u; i++) {
        if (sc.ids[i] >= sc.n) return St::bad_identifier;
        if (!cpoint(p[i], sc.pubshares33 + 33 * i)) {
            if (culprit) *culprit = i;
            return St::bad_pubshare;
        }
    }
    std::vector<std::uint32_t> s(sc.ids, sc.ids + sc.u);
    std::sort(s.begin(), s.end());
    if (std::adjacent_find(s.begin(), s.end()) != s.end()) return St::bad_identifier;
    // DeriveThreshPubkey: sum lambda_i P_i (one MSM) must be thresh_pk.
    std::vector<Scalar> l(sc.u);
    for (std::size_t i = 0; i < sc.u; i++) interpolating_value(l[i], sc.ids, sc.u, sc.ids[i]);
    Gej q;
    ecmult_multi_var(q, nullptr, p.data(), l.data(), sc.u);
    if (gej_is_infinity(q)) return St::bad_key_material;
    Ge qa;
    to_ge(qa, q);
    unsigned char enc[33];
    cbytes(enc, qa);
    if (std::memcmp(enc, sc.thresh_pk33, 33) != 0) return St::bad_key_material;
    return St::ok;
}

struct TweakCtx {
    Ge q;
    int gacc_neg;  // gacc = -1
    Scalar tacc;
};

// TweakCtxInit + ApplyTweak for each tweak.
St tweak_ctx(TweakCtx& tc, const unsigned char thresh_pk33[33], const Tweaks& tw) {
    // TweakCtxInit: cpoint fails on a bad thresh_pk (reported as bad key material).
    if (!cpoint(tc.q, thresh_pk33)) return St::bad_key_material;
    tc.gacc_neg = 0;
    scalar_clear(tc.tacc);
    for (std::size_t i = 0; i < tw.v; i++) {
        const int g_neg = (tw.is_xonly[i] && !has_even_y(tc.q)) ? 1 : 0;
        Scalar t;
        int overflow = 0;
        scalar_set_b32(t, tw.tweaks32 + 32 * i, &overflow);
        if (overflow) return St::bad_tweak;
        // Q' = g*Q + t*G
        Ge gq = tc.q;
        if (g_neg) ge_neg(gq, gq);
        Gej j, r;
        gej_set_ge(j, gq);
        Scalar one;
        scalar_set_int(one, 1);
        ecmult_var(r, j, one, t);
        if (gej_is_infinity(r)) return St::bad_tweak;
        to_ge(tc.q, r);
        tc.gacc_neg ^= g_neg;
        // tacc' = t + g*tacc
        scalar_cond_negate(tc.tacc, g_neg);
        scalar_add(tc.tacc, tc.tacc, t);
    }
    return St::ok;
}

void serialize_ids(Sha256& h, const std::uint32_t* ids, std::size_t u) {
    std::vector<std::uint32_t> s(ids, ids + u);
    std::sort(s.begin(), s.end());
    for (std::uint32_t id : s) {
        unsigned char b[4];
        write_be32(b, id);
        h.write(b, 4);
    }
}

struct SessionValues {
    TweakCtx tc;
    std::vector<Ge> p;
    Scalar b;
    Ge r;
    Scalar e;
};

// GetSessionValues.
St session_values(SessionValues& sv, const Signers& sc, const unsigned char aggnonce66[66], const Tweaks& tw,
                  const unsigned char* msg, std::size_t msglen, std::size_t* culprit) {
    St st = validate_signers(sv.p, sc, culprit);
    if (st != St::ok) return st;
    st = tweak_ctx(sv.tc, sc.thresh_pk33, tw);
    if (st != St::ok) return st;
    unsigned char qx[32], h[32];
    xbytes(qx, sv.tc.q);
    Sha256 hb = tagged("BIP0445/noncecoef");
    serialize_ids(hb, sc.ids, sc.u);
    hb.write(aggnonce66, 66);
    hb.write(qx, 32);
    hb.write(msg, msglen);
    hb.finalize(h);
    scalar_set_b32(sv.b, h, nullptr);
    Ge r1, r2;
    if (!cpoint_ext(r1, aggnonce66) || !cpoint_ext(r2, aggnonce66 + 33)) return St::bad_aggnonce;
    // R' = R1 + b*R2; infinity -> G.
    Gej acc;
    gej_set_infinity(acc);
    if (!r2.infinity) {
        Gej j;
        gej_set_ge(j, r2);
        Scalar zero;
        scalar_clear(zero);
        ecmult_var(acc, j, sv.b, zero);
    }
    if (!r1.infinity) gej_add_ge_var(acc, acc, r1);
    if (gej_is_infinity(acc))
        sv.r = ge_generator();
    else
        to_ge(sv.r, acc);
    unsigned char rx[32];
    xbytes(rx, sv.r);
    schnorr_challenge(sv.e, rx, qx, msg, msglen);
    return St::ok;
}

// PartialSigVerifyInternal.
St psig_verify_internal(const unsigned char psig32[32], std::uint32_t my_id, const unsigned char pubnonce66[66],
                        const unsigned char pubshare33[33], const SessionValues& sv, const Signers& sc,
                        std::size_t index_for_blame, std::size_t* culprit) {
    Scalar s;
    int overflow = 0;
    scalar_set_b32(s, psig32, &overflow);
    if (overflow) return St::verify_failed;
    bool share_in = false, id_in = false;
    for (std::size_t i = 0; i < sc.u; i++) {
        share_in = share_in || std::memcmp(sc.pubshares33 + 33 * i, pubshare33, 33) == 0;
        id_in = id_in || sc.ids[i] == my_id;
    }
    if (!share_in || !id_in) return St::signer_missing;
    Ge r1, r2;
    if (!cpoint(r1, pubnonce66) || !cpoint(r2, pubnonce66 + 33)) {
        if (culprit) *culprit = index_for_blame;
        return St::bad_pubnonce;
    }
    Ge p;
    if (!cpoint(p, pubshare33)) {
        if (culprit) *culprit = index_for_blame;
        return St::bad_pubshare;
    }
    // s*G == Re + e*lambda*g'*P with Re = +-(R1 + b*R2), g' = g*gacc.
    Scalar l, c;
    interpolating_value(l, sc.ids, sc.u, my_id);
    scalar_mul(c, sv.e, l);
    const int gneg = (has_even_y(sv.tc.q) ? 0 : 1) ^ sv.tc.gacc_neg;
    scalar_cond_negate(c, gneg);
    // Check: s*G - c*P - eps*(R1 + b*R2) = 0, eps = +-1 by R's parity.
    const int rneg = has_even_y(sv.r) ? 0 : 1;
    Scalar m1, mb;
    scalar_set_int(m1, 1);
    scalar_cond_negate(m1, rneg ^ 1);  // -eps
    scalar_mul(mb, m1, sv.b);
    scalar_negate(c, c);
    Ge pts[3] = {p, r1, r2};
    Scalar sc3[3] = {c, m1, mb};
    Gej res;
    ecmult_multi_var(res, &s, pts, sc3, 3);
    return gej_is_infinity(res) ? St::ok : St::verify_failed;
}

}  // namespace

St nonce_gen(unsigned char secnonce64[64], unsigned char pubnonce66[66], const unsigned char rand32[32],
             const unsigned char* secshare32, const unsigned char* pubshare33, const unsigned char* thresh_xonly32,
             const unsigned char* msg, std::size_t msglen, int has_msg, const unsigned char* extra_in,
             std::size_t extra_len) {
    unsigned char rnd[32];
    if (secshare32) {
        Sha256 ha = tagged("BIP0445/aux");
        ha.write(rand32, 32);
        ha.finalize(rnd);
        for (int i = 0; i < 32; i++) rnd[i] ^= secshare32[i];
    } else {
        std::memcpy(rnd, rand32, 32);
    }
    Scalar k[2];
    int ok = 1;
    for (int i = 0; i < 2; i++) {
        Sha256 h = tagged("BIP0445/nonce");
        h.write(rnd, 32);
        const unsigned char lp = pubshare33 ? 33 : 0, lt = thresh_xonly32 ? 32 : 0;
        h.write(&lp, 1);
        if (pubshare33) h.write(pubshare33, 33);
        h.write(&lt, 1);
        if (thresh_xonly32) h.write(thresh_xonly32, 32);
        if (has_msg) {
            unsigned char pre[9];
            pre[0] = 1;
            write_be64(pre + 1, msglen);
            h.write(pre, 9);
            h.write(msg, msglen);
        } else {
            const unsigned char z = 0;
            h.write(&z, 1);
        }
        unsigned char le[4];
        write_be32(le, static_cast<std::uint32_t>(extra_len));
        h.write(le, 4);
        if (extra_in) h.write(extra_in, extra_len);
        const unsigned char idx = static_cast<unsigned char>(i);
        h.write(&idx, 1);
        unsigned char out[32];
        h.finalize(out);
        scalar_set_b32(k[i], out, nullptr);
        secure_wipe(out, sizeof out);
        ok &= scalar_is_zero(k[i]) ? 0 : 1;
    }
    secure_wipe(rnd, sizeof rnd);
    St st = St::ok;
    if (!declassified(ok)) {
        st = St::bad_secnonce;
    } else {
        for (int i = 0; i < 2; i++) {
            Ge p;
            gen_public(p, k[i]);
            cbytes(pubnonce66 + 33 * i, p);
            scalar_get_b32(secnonce64 + 32 * i, k[i]);
        }
    }
    secure_wipe(k, sizeof k);
    return st;
}

St nonce_agg(unsigned char aggnonce66[66], const unsigned char* pubnonces66, std::size_t u, std::size_t* culprit) {
    unsigned char out[66];
    for (int j = 0; j < 2; j++) {
        Gej acc;
        gej_set_infinity(acc);
        for (std::size_t i = 0; i < u; i++) {
            Ge r;
            if (!cpoint(r, pubnonces66 + 66 * i + 33 * j)) {
                if (culprit) *culprit = i;
                return St::bad_pubnonce;
            }
            gej_add_ge_var(acc, acc, r);
        }
        Ge a;
        to_ge(a, acc);
        cbytes_ext(out + 33 * j, a);
    }
    std::memcpy(aggnonce66, out, 66);
    return St::ok;
}

St tweaked_key(unsigned char xonly32[32], unsigned char plain33[33], const unsigned char thresh_pk33[33],
               const Tweaks& tw) {
    TweakCtx tc;
    const St st = tweak_ctx(tc, thresh_pk33, tw);
    if (st != St::ok) return st;
    xbytes(xonly32, tc.q);
    cbytes(plain33, tc.q);
    return St::ok;
}

St sign(unsigned char psig32[32], const unsigned char secnonce64[64], const unsigned char secshare32[32],
        std::uint32_t my_id, const Signers& sc, const unsigned char aggnonce66[66], const Tweaks& tw,
        const unsigned char* msg, std::size_t msglen, std::size_t* culprit) {
    SessionValues sv;
    St st = session_values(sv, sc, aggnonce66, tw, msg, msglen, culprit);
    if (st != St::ok) return st;
    Scalar k1, k2, d;
    const bool k1ok = declassified(scalar_set_b32_seckey(k1, secnonce64) ? 1 : 0);
    const bool k2ok = declassified(scalar_set_b32_seckey(k2, secnonce64 + 32) ? 1 : 0);
    const bool dok = declassified(scalar_set_b32_seckey(d, secshare32) ? 1 : 0);
    unsigned char pubnonce[66], pubshare[33];
    if (!k1ok || !k2ok) {
        st = St::bad_secnonce;
    } else if (!dok) {
        st = St::bad_seckey;
    } else {
        Ge p;
        gen_public(p, d);
        cbytes(pubshare, p);
        bool share_in = false, id_in = false;
        for (std::size_t i = 0; i < sc.u; i++) {
            share_in = share_in || std::memcmp(sc.pubshares33 + 33 * i, pubshare, 33) == 0;
            id_in = id_in || sc.ids[i] == my_id;
        }
        if (!share_in || !id_in) st = St::signer_missing;
    }
    if (st == St::ok) {
        // The pubnonce for the self-check (public points).
        Ge p1, p2;
        gen_public(p1, k1);
        gen_public(p2, k2);
        cbytes(pubnonce, p1);
        cbytes(pubnonce + 33, p2);
        // k = +-k' by R's parity; d = g*gacc*d'; s = k1 + b*k2 + e*lambda*d.
        const int rneg = has_even_y(sv.r) ? 0 : 1;
        scalar_cond_negate(k1, rneg);
        scalar_cond_negate(k2, rneg);
        const int gneg = (has_even_y(sv.tc.q) ? 0 : 1) ^ sv.tc.gacc_neg;
        scalar_cond_negate(d, gneg);
        Scalar l, s;
        interpolating_value(l, sc.ids, sc.u, my_id);
        scalar_mul(l, l, sv.e);
        scalar_mul(d, d, l);
        scalar_mul(s, k2, sv.b);
        scalar_add(s, s, k1);
        scalar_add(s, s, d);
        unsigned char out[32];
        scalar_get_b32(out, s);
        declassify(out, sizeof out);  // the partial signature is public output
        // The draft's recommended self-check of the partial signature.
        if (psig_verify_internal(out, my_id, pubnonce, pubshare, sv, sc, 0, nullptr) != St::ok) {
            st = St::verify_failed;
        } else {
            std::memcpy(psig32, out, 32);
        }
        secure_wipe(s);
        secure_wipe(out, sizeof out);
    }
    secure_wipe(k1);
    secure_wipe(k2);
    secure_wipe(d);
    return st;
}

St psig_verify(const unsigned char psig32[32], const unsigned char* pubnonces66, const Signers& sc, const Tweaks& tw,
               const unsigned char* msg, std::size_t msglen, std::size_t i, std::size_t* culprit) {
    std::vector<Ge> p;
    St st = validate_signers(p, sc, culprit);
    if (st != St::ok) return st;
    if (i >= sc.u) return St::bad_arg;
    unsigned char agg[66];
    st = nonce_agg(agg, pubnonces66, sc.u, culprit);
    if (st != St::ok) return st;
    SessionValues sv;
    st = session_values(sv, sc, agg, tw, msg, msglen, culprit);
    if (st != St::ok) return st;
    return psig_verify_internal(psig32, sc.ids[i], pubnonces66 + 66 * i, sc.pubshares33 + 33 * i, sv, sc, i, culprit);
}

St psig_agg(unsigned char sig64[64], const unsigned char* psigs32, const Signers& sc, const unsigned char aggnonce66[66],
            const Tweaks& tw, const unsigned char* msg, std::size_t msglen, std::size_t* culprit) {
    SessionValues sv;
    St st = session_values(sv, sc, aggnonce66, tw, msg, msglen, culprit);
    if (st != St::ok) return st;
    Scalar s, si;
    scalar_clear(s);
    for (std::size_t i = 0; i < sc.u; i++) {
        int overflow = 0;
        scalar_set_b32(si, psigs32 + 32 * i, &overflow);
        if (overflow) {
            if (culprit) *culprit = i;
            return St::bad_psig;
        }
        scalar_add(s, s, si);
    }
    // s += e*g*tacc
    Scalar t;
    scalar_mul(t, sv.e, sv.tc.tacc);
    scalar_cond_negate(t, has_even_y(sv.tc.q) ? 0 : 1);
    scalar_add(s, s, t);
    xbytes(sig64, sv.r);
    scalar_get_b32(sig64 + 32, s);
    return St::ok;
}

St det_sign(unsigned char pubnonce66[66], unsigned char psig32[32], const unsigned char secshare32[32],
            std::uint32_t my_id, const unsigned char* aggothernonce66, const Signers& sc, const Tweaks& tw,
            const unsigned char* msg, std::size_t msglen, const unsigned char* rand32, std::size_t* culprit) {
    unsigned char sk[32];
    if (rand32) {
        Sha256 ha = tagged("BIP0445/aux");
        ha.write(rand32, 32);
        ha.finalize(sk);
        for (int i = 0; i < 32; i++) sk[i] ^= secshare32[i];
    } else {
        std::memcpy(sk, secshare32, 32);
    }
    // The reference code validates the signers context before anything else (the draft's text
    // leaves it to Sign, after NonceAgg; the vectors pin the reference's order).
    std::vector<Ge> pts;
    St st = validate_signers(pts, sc, culprit);
    TweakCtx tc;
    if (st == St::ok) st = tweak_ctx(tc, sc.thresh_pk33, tw);
    if (st != St::ok) {
        secure_wipe(sk, sizeof sk);
        return st;
    }
    unsigned char tpk[32];
    xbytes(tpk, tc.q);
    Scalar k[2];
    int ok = 1;
    for (int i = 0; i < 2; i++) {
        Sha256 h = tagged("BIP0445/deterministic/nonce");
        h.write(sk, 32);
        unsigned char b4[4], b8[8];
        write_be32(b4, my_id);
        h.write(b4, 4);
        write_be32(b4, static_cast<std::uint32_t>(sc.u));
        h.write(b4, 4);
        serialize_ids(h, sc.ids, sc.u);
        if (aggothernonce66) h.write(aggothernonce66, 66);
        h.write(tpk, 32);
        write_be64(b8, msglen);
        h.write(b8, 8);
        h.write(msg, msglen);
        const unsigned char idx = static_cast<unsigned char>(i);
        h.write(&idx, 1);
        unsigned char out[32];
        h.finalize(out);
        scalar_set_b32(k[i], out, nullptr);
        secure_wipe(out, sizeof out);
        ok &= scalar_is_zero(k[i]) ? 0 : 1;
    }
    secure_wipe(sk, sizeof sk);
    unsigned char secnonce[64], pubnonce[66], agg[66];
    if (!declassified(ok)) {
        st = St::bad_secnonce;
    } else {
        for (int i = 0; i < 2; i++) {
            Ge p;
            gen_public(p, k[i]);
            cbytes(pubnonce + 33 * i, p);
            scalar_get_b32(secnonce + 32 * i, k[i]);
        }
        if (aggothernonce66) {
            unsigned char two[132];
            std::memcpy(two, pubnonce, 66);
            std::memcpy(two + 66, aggothernonce66, 66);
            if (nonce_agg(agg, two, 2, nullptr) != St::ok) st = St::bad_aggnonce;
        } else {
            std::memcpy(agg, pubnonce, 66);
        }
    }
    if (st == St::ok) {
        unsigned char ps[32];
        st = sign(ps, secnonce, secshare32, my_id, sc, agg, tw, msg, msglen, culprit);
        if (st == St::ok) {
            std::memcpy(pubnonce66, pubnonce, 66);
            std::memcpy(psig32, ps, 32);
        }
    }
    secure_wipe(secnonce, sizeof secnonce);
    secure_wipe(k, sizeof k);
    return st;
}

}  // namespace ufsecp::frost445
