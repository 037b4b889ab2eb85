// ufsecp — MuSig2 (BIP-327): implementation of musig/musig.hpp.
//
// Layer 5. Secret data (secret key, session randomness, nonces k1/k2) only goes through
// SHA-256, constant-time scalar arithmetic, ecmult_gen and ge_set_gej; every secret
// intermediate is wiped. Public data (keys, public nonces, tweaks, messages, partial
// signatures) uses variable-time code (MSM, ecmult_var, _var field functions).
#include "musig/musig.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_multi.hpp"
#include "ecmult/ecmult_var.hpp"
#include "group/group_sec1.hpp"
#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"
#include "schnorr/schnorr.hpp"

namespace ufsecp {

namespace {

Sha256 tag(const char* t) {
    return tagged_hash_init(reinterpret_cast<const unsigned char*>(t), std::strlen(t));
}

// cbytes(P) for a finite, normalized point.
void cbytes(unsigned char out33[33], const Ge& p) {
    std::size_t len = 33;
    const bool ok = ge_serialize_sec1(out33, &len, p, true);
    UFSECP_VERIFY_CHECK(ok && len == 33);
    (void)ok;
}

bool has_even_y(const Ge& p) {
    Fe y = p.y;
    fe_normalize_var(y);
    return !fe_is_odd(y);
}

void xbytes(unsigned char out32[32], const Ge& p) {
    Fe x = p.x;
    fe_normalize_var(x);
    fe_get_b32(out32, x);
}

// One reusable MSM scratch per thread (its buffers stay bounded by the largest call).
MsmScratch& scratch() {
#if defined(UFSECP_SINGLE_THREAD)
    // Built without threads (the WebAssembly build, whose wasi-libc has no
    // __cxa_thread_atexit for a thread_local with a destructor): one scratch.
    static MsmScratch s;
#else
    static thread_local MsmScratch s;
#endif
    return s;
}

void write_byte(Sha256& h, unsigned char b) { h.write(&b, 1); }

// H_KeyAgg coefficient's midstate (the tag prefix is one block), computed once: every
// coefficient then costs the two compressions of its 65-byte message.
const Sha256& coef_tag() {
    static const Sha256 h = tag("KeyAgg coefficient");
    return h;
}

// k_i = H(prefix || bytes(1, i-1)) mod n for i = 1, 2, from a hasher holding the prefix; then
// R_i = k_i*G. Returns 1 if both k_i are nonzero. Constant time in the hasher's contents.
int nonces_from_hash(MusigSecNonce& sn, MusigPubNonce& pn, const Sha256& prefix) {
    unsigned char kb[32];
    Scalar* ks[2] = {&sn.k1, &sn.k2};
    Ge* rs[2] = {&sn.r1, &sn.r2};
    int ok = 1;
    for (unsigned char i = 0; i < 2; i++) {
        Sha256 h = prefix;
        h.write(&i, 1);
        h.finalize(kb);  // wipes h
        scalar_set_b32(*ks[i], kb, nullptr);
        ok &= scalar_is_zero(*ks[i]) ? 0 : 1;
        Gej rj;
        ecmult_gen(rj, *ks[i]);
        ge_set_gej(*rs[i], rj);  // constant time; infinity only for k = 0 (then ok = 0)
        secure_wipe(rj);
        // R_i is the public nonce: public from here on.
        declassify(&rs[i]->x, sizeof(rs[i]->x));
        declassify(&rs[i]->y, sizeof(rs[i]->y));
        declassify(&rs[i]->infinity, sizeof(rs[i]->infinity));
    }
    secure_wipe(kb, sizeof(kb));
    pn.r1 = sn.r1;
    pn.r2 = sn.r2;
    return ok;
}

}  // namespace

// ---- encodings ---------------------------------------------------------------------------

bool musig_pubnonce_parse(MusigPubNonce& r, const unsigned char in66[66]) {
    MusigPubNonce t;
    if (!ge_parse_sec1(t.r1, in66, 33) || !ge_parse_sec1(t.r2, in66 + 33, 33)) return false;
    r = t;
    return true;
}

void musig_pubnonce_serialize(unsigned char out66[66], const MusigPubNonce& n) {
    cbytes(out66, n.r1);
    cbytes(out66 + 33, n.r2);
}

static bool cpoint_ext(Ge& r, const unsigned char in33[33]) {
    static const unsigned char zero[33] = {0};
    if (std::memcmp(in33, zero, 33) == 0) {
        ge_set_infinity(r);
        return true;
    }
    return ge_parse_sec1(r, in33, 33);
}

static void cbytes_ext(unsigned char out33[33], const Ge& p) {
    if (ge_is_infinity(p)) {
        std::memset(out33, 0, 33);
    } else {
        cbytes(out33, p);
    }
}

bool musig_aggnonce_parse(MusigAggNonce& r, const unsigned char in66[66]) {
    MusigAggNonce t;
    if (!cpoint_ext(t.r1, in66) || !cpoint_ext(t.r2, in66 + 33)) return false;
    r = t;
    return true;
}

void musig_aggnonce_serialize(unsigned char out66[66], const MusigAggNonce& n) {
    cbytes_ext(out66, n.r1);
    cbytes_ext(out66 + 33, n.r2);
}

// ---- key aggregation ----------------------------------------------------------------------

void musig_key_sort(const Ge** pks, std::size_t n) {
    struct Item {
        unsigned char enc[33];
        std::size_t index;  // ties (equal keys) keep their order: a stable sort
        const Ge* p;
    };
    std::vector<Item> items(n);
    for (std::size_t i = 0; i < n; i++) {
        cbytes(items[i].enc, *pks[i]);
        items[i].index = i;
        items[i].p = pks[i];
    }
    std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
        const int c = std::memcmp(a.enc, b.enc, 33);
        return c != 0 ? c < 0 : a.index < b.index;
    });
    for (std::size_t i = 0; i < n; i++) pks[i] = items[i].p;
}

bool musig_key_agg(MusigKeyAggCache& c, const Ge* const* pks, std::size_t n) {
    UFSECP_CHECK(n >= 1);
    std::vector<unsigned char> enc(33 * n);
    std::vector<Ge> pts(n);
    std::vector<Scalar> coef(n);
    for (std::size_t i = 0; i < n; i++) {
        cbytes(&enc[33 * i], *pks[i]);
        pts[i] = *pks[i];
    }
    // L = H_KeyAgg list(pk_1 || ... || pk_u)
    Sha256 hl = tag("KeyAgg list");
    hl.write(enc.data(), enc.size());
    hl.finalize(c.pk_hash);
    // GetSecondKey: the first key that differs from pk_1 (33 zeros if none; no valid
    // encoding equals 33 zeros, so comparing with it below never matches then).
    std::memset(c.second_pk, 0, 33);
    for (std::size_t i = 1; i < n; i++) {
        if (std::memcmp(&enc[33 * i], &enc[0], 33) != 0) {
            std::memcpy(c.second_pk, &enc[33 * i], 33);
            break;
        }
    }
    Sha256 hc = coef_tag();
    hc.write(c.pk_hash, 32);
    unsigned char h[32];
    for (std::size_t i = 0; i < n; i++) {
        if (std::memcmp(&enc[33 * i], c.second_pk, 33) == 0) {
            scalar_set_int(coef[i], 1);
        } else {
            Sha256 t = hc;
            t.write(&enc[33 * i], 33);
            t.finalize(h);
            scalar_set_b32(coef[i], h, nullptr);
        }
    }
    // Q = sum a_i * P_i: one multi-scalar multiplication. When at most one coefficient is not
    // 1 (two distinct keys: the second key's is 1), that is one na*A (ecmult_var, which runs
    // on the fastest field backend) plus additions.
    std::size_t nonunit = 0, which = 0;
    for (std::size_t i = 0; i < n; i++) {
        if (!scalar_is_one(coef[i])) nonunit++, which = i;
    }
    Gej qj;
    if (nonunit <= 1) {
        gej_set_infinity(qj);
        if (nonunit == 1) {
            Gej pj;
            Scalar zero;
            scalar_clear(zero);
            gej_set_ge(pj, pts[which]);
            ecmult_var(qj, pj, coef[which], zero);
        }
        for (std::size_t i = 0; i < n; i++)
            if (nonunit == 0 || i != which) gej_add_ge_var(qj, qj, pts[i]);
    } else {
        ecmult_multi_var(qj, nullptr, pts.data(), coef.data(), n, scratch());
    }
    if (gej_is_infinity(qj)) return false;
    ge_set_gej_var(c.q, qj);
    scalar_set_int(c.gacc, 1);
    scalar_clear(c.tacc);
    return true;
}

bool musig_tweak(MusigKeyAggCache& c, const unsigned char tweak32[32], bool xonly) {
    Scalar t;
    int overflow = 0;
    scalar_set_b32(t, tweak32, &overflow);
    if (overflow) return false;
    Ge q = c.q;
    const bool neg = xonly && !has_even_y(q);
    if (neg) {
        ge_neg(q, q);
        fe_normalize_var(q.y);
    }
    if (!pubkey_tweak_add(q, tweak32)) return false;  // g*Q + t*G; infinity fails
    c.q = q;
    if (neg) {
        scalar_negate(c.gacc, c.gacc);
        scalar_negate(c.tacc, c.tacc);
    }
    scalar_add(c.tacc, c.tacc, t);
    return true;
}

void musig_keyagg_coeff(Scalar& a, const MusigKeyAggCache& c, const Ge& pk) {
    unsigned char enc[33], h[32];
    cbytes(enc, pk);
    if (std::memcmp(enc, c.second_pk, 33) == 0) {
        scalar_set_int(a, 1);
        return;
    }
    Sha256 t = coef_tag();
    t.write(c.pk_hash, 32);
    t.write(enc, 33);
    t.finalize(h);
    scalar_set_b32(a, h, nullptr);
}

// ---- nonces -------------------------------------------------------------------------------

bool musig_nonce_gen(MusigSecNonce& sn, MusigPubNonce& pn, const unsigned char rand32[32],
                     const unsigned char* sk32, const Ge& pk, bool has_msg, const unsigned char* msg,
                     std::size_t msg_len, const unsigned char* aggpk32, const unsigned char* extra,
                     std::size_t extra_len) {
    unsigned char rnd[32];
    if (sk32 != nullptr) {
        Sha256 ha = tag("MuSig/aux");
        ha.write(rand32, 32);
        ha.finalize(rnd);
        for (int i = 0; i < 32; i++) rnd[i] ^= sk32[i];
    } else {
        std::memcpy(rnd, rand32, 32);
    }
    unsigned char pk33[33], len8[8];
    cbytes(pk33, pk);
    Sha256 h = tag("MuSig/nonce");
    h.write(rnd, 32);
    write_byte(h, 33);
    h.write(pk33, 33);
    if (aggpk32 != nullptr) {
        write_byte(h, 32);
        h.write(aggpk32, 32);
    } else {
        write_byte(h, 0);
    }
    if (has_msg) {
        write_byte(h, 1);
        write_be64(len8, static_cast<std::uint64_t>(msg_len));
        h.write(len8, 8);
        if (msg_len != 0) h.write(msg, msg_len);
    } else {
        write_byte(h, 0);
    }
    write_be32(len8, static_cast<std::uint32_t>(extra_len));
    h.write(len8, 4);
    if (extra_len != 0) h.write(extra, extra_len);
    int ok = nonces_from_hash(sn, pn, h);
    sn.pk = pk;
    secure_wipe(&h, sizeof(h));
    secure_wipe(rnd, sizeof(rnd));
    declassify(&ok, sizeof(ok));
    return ok != 0;
}

bool musig_det_nonce(MusigSecNonce& sn, MusigPubNonce& pn, const Keypair& kp, const unsigned char* rand32,
                     const unsigned char aggothernonce66[66], const unsigned char aggpk32[32],
                     const unsigned char* msg, std::size_t msg_len) {
    unsigned char skp[32], len8[8];
    scalar_get_b32(skp, kp.seckey);
    if (rand32 != nullptr) {
        unsigned char x[32];
        Sha256 ha = tag("MuSig/aux");
        ha.write(rand32, 32);
        ha.finalize(x);
        for (int i = 0; i < 32; i++) skp[i] ^= x[i];
        secure_wipe(x, sizeof(x));
    }
    Sha256 h = tag("MuSig/deterministic/nonce");
    h.write(skp, 32);
    h.write(aggothernonce66, 66);
    h.write(aggpk32, 32);
    write_be64(len8, static_cast<std::uint64_t>(msg_len));
    h.write(len8, 8);
    if (msg_len != 0) h.write(msg, msg_len);
    int ok = nonces_from_hash(sn, pn, h);
    sn.pk = kp.pubkey;
    secure_wipe(&h, sizeof(h));
    secure_wipe(skp, sizeof(skp));
    declassify(&ok, sizeof(ok));
    return ok != 0;
}

namespace {

// NonceAgg of exactly two public nonces (the common 2-signer session) in affine coordinates:
// for each half, P + Q = (l^2 - x1 - x2, l*(x1 - x3) - y1) with l = (y2 - y1)/(x2 - x1), and
// the two denominators share one inversion (Montgomery's trick): 7M + 2S + 1 inversion, where
// Jacobian sums and their conversion to affine cost about 25M. False (r untouched) when
// x1 = x2 in either half (P = +-Q: a doubling or infinity), which the general path handles.
bool nonce_agg_two(MusigAggNonce& r, const MusigPubNonce& p, const MusigPubNonce& q) {
    const Ge* ps[2] = {&p.r1, &p.r2};
    const Ge* qs[2] = {&q.r1, &q.r2};
    Fe dx[2], dy[2];
    for (int j = 0; j < 2; j++) {
        fe_negate(dx[j], ps[j]->x, 1);  // (2)
        fe_add(dx[j], qs[j]->x);        // x2 - x1 (3)
        if (fe_normalizes_to_zero_var(dx[j])) return false;
        fe_negate(dy[j], ps[j]->y, 1);
        fe_add(dy[j], qs[j]->y);        // y2 - y1 (3)
    }
    Fe prod, inv, inv_j[2];
    fe_mul(prod, dx[0], dx[1]);
    fe_inv_var(inv, prod);
    fe_mul(inv_j[0], inv, dx[1]);  // 1/dx0
    fe_mul(inv_j[1], inv, dx[0]);  // 1/dx1
    Ge out[2];
    for (int j = 0; j < 2; j++) {
        Fe l, t;
        fe_mul(l, dy[j], inv_j[j]);   // lambda (1)
        fe_sqr(out[j].x, l);          // (1)
        t = ps[j]->x;
        fe_add(t, qs[j]->x);          // x1 + x2 (2)
        fe_negate(t, t, 2);           // (3)
        fe_add(out[j].x, t);          // x3 (4)
        fe_negate(t, out[j].x, 4);    // (5)
        fe_add(t, ps[j]->x);          // x1 - x3 (6)
        fe_mul(out[j].y, l, t);       // (1)
        fe_negate(t, ps[j]->y, 1);    // (2)
        fe_add(out[j].y, t);          // y3 (3)
        fe_normalize_var(out[j].x);
        fe_normalize_var(out[j].y);
        out[j].infinity = 0;
    }
    r.r1 = out[0];
    r.r2 = out[1];
    return true;
}

}  // namespace

void musig_nonce_agg(MusigAggNonce& r, const MusigPubNonce* const* ns, std::size_t n) {
    if (n == 2 && nonce_agg_two(r, *ns[0], *ns[1])) return;
    Gej s1, s2;
    gej_set_infinity(s1);
    gej_set_infinity(s2);
    for (std::size_t i = 0; i < n; i++) {
        gej_add_ge_var(s1, s1, ns[i]->r1);
        gej_add_ge_var(s2, s2, ns[i]->r2);
    }
    // Both halves to affine with one inversion.
    const Gej js[2] = {s1, s2};
    Ge as[2];
    ge_set_all_gej_var(as, js, 2);
    r.r1 = as[0];
    r.r2 = as[1];
    fe_normalize_var(r.r1.x);
    fe_normalize_var(r.r1.y);
    fe_normalize_var(r.r2.x);
    fe_normalize_var(r.r2.y);
}

void musig_nonce_process(MusigSession& s, const MusigAggNonce& agg, const unsigned char* msg, std::size_t msg_len,
                         const MusigKeyAggCache& c, const Ge* adaptor) {
    unsigned char agg66[66], qx[32], h[32];
    musig_aggnonce_serialize(agg66, agg);
    xbytes(qx, c.q);
    Sha256 hb = tag("MuSig/noncecoef");
    hb.write(agg66, 66);
    hb.write(qx, 32);
    if (msg_len != 0) hb.write(msg, msg_len);
    hb.finalize(h);
    scalar_set_b32(s.b, h, nullptr);

    // R = R1 + b*R2 (+ T), G if infinity.
    Gej r, r2j;
    gej_set_ge(r2j, agg.r2);
    Scalar zero;
    scalar_clear(zero);
    ecmult_var(r, r2j, s.b, zero);
    gej_add_ge_var(r, r, agg.r1);
    if (adaptor != nullptr) gej_add_ge_var(r, r, *adaptor);
    Ge rr;
    ge_set_gej_var(rr, r);
    if (ge_is_infinity(rr)) rr = ge_generator();
    s.fin_nonce_parity = has_even_y(rr) ? 0 : 1;
    xbytes(s.fin_nonce, rr);
    schnorr_challenge(s.e, s.fin_nonce, qx, msg, msg_len);
    // s_part = e * g * tacc
    scalar_mul(s.s_part, s.e, c.tacc);
    if (!has_even_y(c.q)) scalar_negate(s.s_part, s.s_part);
}

// ---- signing ------------------------------------------------------------------------------

bool musig_partial_verify(const Scalar& s, const MusigPubNonce& pn, const Ge& pk, const MusigKeyAggCache& c,
                          const MusigSession& sess) {
    // s*G == Re + e*a*g'*P with Re = +-(R1 + b*R2) (sign from the final nonce's parity):
    // X = s*G - e*a*g'*P and Y = b*R2 + R1, then X == +-Y. Two ecmult_var calls, which run on
    // the fastest field backend (measured faster here than one 3-point Strauss MSM, which
    // runs on the portable field).
    Scalar a, gp, m, zero;
    musig_keyagg_coeff(a, c, pk);
    gp = c.gacc;
    if (!has_even_y(c.q)) scalar_negate(gp, gp);
    scalar_mul(m, sess.e, a);
    scalar_mul(m, m, gp);
    scalar_negate(m, m);
    scalar_clear(zero);
    Gej x, y, pj, r2j;
    gej_set_ge(pj, pk);
    ecmult_var(x, pj, m, s);
    gej_set_ge(r2j, pn.r2);
    ecmult_var(y, r2j, sess.b, zero);
    gej_add_ge_var(y, y, pn.r1);
    if (sess.fin_nonce_parity) gej_neg(y, y);
    // X - Y == infinity.
    gej_neg(y, y);
    gej_add_var(x, x, y);
    return gej_is_infinity(x);
}

bool musig_partial_verify_batch(const Scalar* s, const MusigPubNonce* pn, const Ge* pk, std::size_t n,
                                const MusigKeyAggCache& c, const MusigSession& sess) {
    if (n == 1) return musig_partial_verify(s[0], pn[0], pk[0], c, sess);
    // Randomizers z_0 = 1, z_i = first 16 bytes of SHA-256(seed || be64(i)), the seed a hash
    // of every input (all fixed before the z_i exist, so they cannot be chosen against them).
    unsigned char seed[32], buf[66];  // the largest item hashed: a 66-byte public nonce
    {
        Sha256 h = tag("ufsecp/musig/batch");
        for (std::size_t i = 0; i < n; i++) {
            scalar_get_b32(buf, s[i]);
            h.write(buf, 32);
            musig_pubnonce_serialize(buf, pn[i]);
            h.write(buf, 66);
            cbytes(buf, pk[i]);
            h.write(buf, 33);
        }
        h.write(sess.fin_nonce, 32);
        scalar_get_b32(buf, sess.b);
        h.write(buf, 32);
        scalar_get_b32(buf, sess.e);
        h.write(buf, 32);
        h.finalize(seed);
    }
    // sum z_i (s_i G - e a_i g' P_i - eps R1_i - eps b R2_i) = infinity, eps = -1 when the
    // final nonce was negated: one MSM of 3n points plus the G term.
    Scalar gp = c.gacc;
    if (!has_even_y(c.q)) scalar_negate(gp, gp);
    Scalar eg;
    scalar_mul(eg, sess.e, gp);
    std::vector<Ge> pts(3 * n);
    std::vector<Scalar> sc(3 * n);
    Scalar gsum;
    scalar_clear(gsum);
    for (std::size_t i = 0; i < n; i++) {
        Scalar z;
        if (i == 0) {
            scalar_set_int(z, 1);
        } else {
            Sha256 h;
            h.write(seed, 32);
            write_be64(buf, static_cast<std::uint64_t>(i));
            h.write(buf, 8);
            h.finalize(buf);
            unsigned char zb[32] = {0};  // a 128-bit randomizer, as a big-endian scalar
            std::memcpy(zb + 16, buf, 16);
            scalar_set_b32(z, zb, nullptr);
        }
        Scalar t, a;
        scalar_mul(t, z, s[i]);
        scalar_add(gsum, gsum, t);
        musig_keyagg_coeff(a, c, pk[i]);
        scalar_mul(t, eg, a);
        scalar_mul(t, t, z);
        scalar_negate(sc[3 * i], t);  // -z e a g'
        pts[3 * i] = pk[i];
        Scalar ze = z;
        if (!sess.fin_nonce_parity) scalar_negate(ze, ze);  // -z eps
        sc[3 * i + 1] = ze;
        pts[3 * i + 1] = pn[i].r1;
        scalar_mul(sc[3 * i + 2], ze, sess.b);  // -z eps b
        pts[3 * i + 2] = pn[i].r2;
    }
    Gej r;
    ecmult_multi_var(r, &gsum, pts.data(), sc.data(), 3 * n, scratch());
    return gej_is_infinity(r);
}

MusigSignResult musig_partial_sign(Scalar& s_out, const MusigSecNonce& sn, const Keypair& kp,
                                   const MusigKeyAggCache& c, const MusigSession& sess, bool self_verify,
                                   bool check_key) {
    // pk = d*G must be the key the nonce was made for (both public).
    if (check_key && !ge_eq_var(kp.pubkey, sn.pk)) return MusigSignResult::kKeyMismatch;

    Scalar k1 = sn.k1, k2 = sn.k2;
    scalar_cond_negate(k1, sess.fin_nonce_parity);  // the parity is public
    scalar_cond_negate(k2, sess.fin_nonce_parity);
    Scalar a;
    musig_keyagg_coeff(a, c, kp.pubkey);
    // d = g*gacc*d' with g, gacc = +-1 (public): a conditional negation, not a product.
    Scalar m1;
    scalar_set_int(m1, 1);
    scalar_negate(m1, m1);
    const int neg = (scalar_eq(c.gacc, m1) ? 1 : 0) ^ (has_even_y(c.q) ? 0 : 1);
    Scalar d = kp.seckey;
    scalar_cond_negate(d, neg);
    // s = k1 + b*k2 + e*a*d
    Scalar s, t;
    scalar_mul(t, sess.e, a);
    scalar_mul(t, t, d);
    scalar_mul(s, sess.b, k2);
    scalar_add(s, s, k1);
    scalar_add(s, s, t);
    secure_wipe(k1);
    secure_wipe(k2);
    secure_wipe(d);
    secure_wipe(t);
    // The partial signature is the public output.
    declassify(&s, sizeof(s));
    if (self_verify) {
        MusigPubNonce pn{sn.r1, sn.r2};
        if (!musig_partial_verify(s, pn, sn.pk, c, sess)) {
            secure_wipe(s);
            return MusigSignResult::kSelfCheckFailed;
        }
    }
    s_out = s;
    return MusigSignResult::kOk;
}

void musig_partial_sig_agg(unsigned char sig64[64], const MusigSession& sess, const Scalar* const* sigs,
                           std::size_t n) {
    Scalar s = sess.s_part;
    for (std::size_t i = 0; i < n; i++) scalar_add(s, s, *sigs[i]);
    std::memcpy(sig64, sess.fin_nonce, 32);
    scalar_get_b32(sig64 + 32, s);
}

// ---- adaptor ------------------------------------------------------------------------------

bool musig_adapt(unsigned char sig64[64], const unsigned char pre_sig64[64], const unsigned char t32[32],
                 int nonce_parity) {
    Scalar s, t;
    int o1 = 0, o2 = 0;
    scalar_set_b32(s, pre_sig64 + 32, &o1);
    scalar_set_b32(t, t32, &o2);
    int ok = (o1 | o2) ? 0 : 1;
    declassify(&ok, sizeof(ok));
    if (!ok) {
        secure_wipe(t);
        return false;
    }
    scalar_cond_negate(t, nonce_parity ? 1 : 0);
    scalar_add(s, s, t);
    std::memmove(sig64, pre_sig64, 32);
    scalar_get_b32(sig64 + 32, s);
    secure_wipe(t);
    secure_wipe(s);
    return true;
}

bool musig_extract_adaptor(unsigned char t32[32], const unsigned char sig64[64], const unsigned char pre_sig64[64],
                           int nonce_parity) {
    Scalar s, sp;
    int o1 = 0, o2 = 0;
    scalar_set_b32(s, sig64 + 32, &o1);
    scalar_set_b32(sp, pre_sig64 + 32, &o2);
    if (o1 | o2) return false;
    scalar_negate(sp, sp);
    scalar_add(s, s, sp);
    scalar_cond_negate(s, nonce_parity ? 1 : 0);
    scalar_get_b32(t32, s);
    secure_wipe(s);
    return true;
}

}  // namespace ufsecp
