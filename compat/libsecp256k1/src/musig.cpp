// ufsecp compat/libsecp256k1 — MuSig2 (secp256k1_musig.h) as libsecp256k1 0.7.1 has it, on
// ufsecp's BIP-327 module (src/musig). The opaque objects are converted to ufsecp's structs
// on every call; their layouts are libsecp256k1's (checked byte for byte by compat_diff):
//   keyagg_cache  magic f4adbbdf | Q (pubkey form) | second key (pubkey form, zeros = none)
//                 | pk_hash (32) | parity_acc (1) | tweak (32, big-endian)
//   secnonce      magic 220edcf1 | k1 | k2 (big-endian) | signer's pubkey (pubkey form)
//   pubnonce      magic f57a3da0 | R1 | R2 (pubkey form)
//   aggnonce      magic a8b7e467 | R1 | R2 (pubkey form, zeros = infinity)
//   session       magic 9dede917 | parity (1) | x(R) (32) | b | e | s_part (big-endian)
//   partial_sig   magic ebfb1a32 | s (big-endian)
#include "compat.hpp"
#include "group/group_sec1.hpp"
#include "musig/musig.hpp"

#include <vector>
#include "secp256k1_musig.h"

using namespace ufsecp_compat;

namespace {

const unsigned char kCacheMagic[4] = {0xf4, 0xad, 0xbb, 0xdf};
const unsigned char kSecnonceMagic[4] = {0x22, 0x0e, 0xdc, 0xf1};
const unsigned char kPubnonceMagic[4] = {0xf5, 0x7a, 0x3d, 0xa0};
const unsigned char kAggnonceMagic[4] = {0xa8, 0xb7, 0xe4, 0x67};
const unsigned char kSessionMagic[4] = {0x9d, 0xed, 0xe9, 0x17};
const unsigned char kPartialSigMagic[4] = {0xeb, 0xfb, 0x1a, 0x32};

bool is_zero(const unsigned char* p, std::size_t n) {
    unsigned char acc = 0;
    for (std::size_t i = 0; i < n; i++) acc |= p[i];
    return acc == 0;
}

// Points without the zero-x check of pubkey_load (libsecp256k1's ge_from_bytes), and the
// "ext" forms where 64 zero bytes stand for infinity.
void ge_from_bytes(Ge& p, const unsigned char* in) {
    unsigned char b[32];
    Fe x, y;
    limbs_to_be(b, in);
    fe_set_b32_mod(x, b);
    limbs_to_be(b, in + 32);
    fe_set_b32_mod(y, b);
    ge_set_xy(p, x, y);
}
void ge_from_bytes_ext(Ge& p, const unsigned char* in) {
    if (is_zero(in, 64)) {
        ge_set_infinity(p);
    } else {
        ge_from_bytes(p, in);
    }
}
void ge_to_bytes_ext(unsigned char* out, const Ge& p) {
    if (ge_is_infinity(p)) {
        std::memset(out, 0, 64);
    } else {
        c_pubkey_save(out, p);
    }
}

bool cache_load(const secp256k1_context* ctx, MusigKeyAggCache& c, const secp256k1_musig_keyagg_cache* cache) {
    COMPAT_ARG_CHECK(memcmp_var(cache->data, kCacheMagic, 4) == 0,
                     "secp256k1_memcmp_var(ptr, secp256k1_musig_keyagg_cache_magic, 4) == 0");
    const unsigned char* p = cache->data + 4;
    ge_from_bytes(c.q, p);
    fe_normalize_var(c.q.x);
    fe_normalize_var(c.q.y);
    Ge second;
    ge_from_bytes_ext(second, p + 64);
    std::memset(c.second_pk, 0, 33);
    if (!ge_is_infinity(second)) {
        std::size_t len = 33;
        ge_serialize_sec1(c.second_pk, &len, second, true);
    }
    std::memcpy(c.pk_hash, p + 128, 32);
    scalar_set_int(c.gacc, 1);
    if (p[160] & 1) scalar_negate(c.gacc, c.gacc);
    scalar_set_b32(c.tacc, p + 161, nullptr);
    return true;
}

void cache_save(secp256k1_musig_keyagg_cache* cache, const MusigKeyAggCache& c) {
    unsigned char* p = cache->data;
    std::memcpy(p, kCacheMagic, 4);
    c_pubkey_save(p + 4, c.q);
    Ge second;
    if (is_zero(c.second_pk, 33) || !ge_parse_sec1(second, c.second_pk, 33)) ge_set_infinity(second);
    ge_to_bytes_ext(p + 68, second);
    std::memcpy(p + 132, c.pk_hash, 32);
    p[164] = scalar_is_one(c.gacc) ? 0 : 1;
    scalar_get_b32(p + 165, c.tacc);
}

bool pubnonce_load(const secp256k1_context* ctx, MusigPubNonce& n, const secp256k1_musig_pubnonce* nonce) {
    COMPAT_ARG_CHECK(memcmp_var(nonce->data, kPubnonceMagic, 4) == 0,
                     "secp256k1_memcmp_var(&nonce->data[0], secp256k1_musig_pubnonce_magic, 4) == 0");
    ge_from_bytes(n.r1, nonce->data + 4);
    ge_from_bytes(n.r2, nonce->data + 68);
    return true;
}
void pubnonce_save(secp256k1_musig_pubnonce* nonce, const MusigPubNonce& n) {
    std::memcpy(nonce->data, kPubnonceMagic, 4);
    c_pubkey_save(nonce->data + 4, n.r1);
    c_pubkey_save(nonce->data + 68, n.r2);
}

bool aggnonce_load(const secp256k1_context* ctx, MusigAggNonce& n, const secp256k1_musig_aggnonce* nonce) {
    COMPAT_ARG_CHECK(memcmp_var(nonce->data, kAggnonceMagic, 4) == 0,
                     "secp256k1_memcmp_var(&nonce->data[0], secp256k1_musig_aggnonce_magic, 4) == 0");
    ge_from_bytes_ext(n.r1, nonce->data + 4);
    ge_from_bytes_ext(n.r2, nonce->data + 68);
    return true;
}
void aggnonce_save(secp256k1_musig_aggnonce* nonce, const MusigAggNonce& n) {
    std::memcpy(nonce->data, kAggnonceMagic, 4);
    ge_to_bytes_ext(nonce->data + 4, n.r1);
    ge_to_bytes_ext(nonce->data + 68, n.r2);
}

bool session_load(const secp256k1_context* ctx, MusigSession& s, const secp256k1_musig_session* session) {
    COMPAT_ARG_CHECK(memcmp_var(session->data, kSessionMagic, 4) == 0,
                     "secp256k1_memcmp_var(ptr, secp256k1_musig_session_cache_magic, 4) == 0");
    const unsigned char* p = session->data + 4;
    s.fin_nonce_parity = p[0] & 1;
    std::memcpy(s.fin_nonce, p + 1, 32);
    scalar_set_b32(s.b, p + 33, nullptr);
    scalar_set_b32(s.e, p + 65, nullptr);
    scalar_set_b32(s.s_part, p + 97, nullptr);
    return true;
}
void session_save(secp256k1_musig_session* session, const MusigSession& s) {
    unsigned char* p = session->data;
    std::memcpy(p, kSessionMagic, 4);
    p[4] = static_cast<unsigned char>(s.fin_nonce_parity);
    std::memcpy(p + 5, s.fin_nonce, 32);
    scalar_get_b32(p + 37, s.b);
    scalar_get_b32(p + 69, s.e);
    scalar_get_b32(p + 101, s.s_part);
}

bool partial_sig_load(const secp256k1_context* ctx, Scalar& s, const secp256k1_musig_partial_sig* sig) {
    COMPAT_ARG_CHECK(memcmp_var(sig->data, kPartialSigMagic, 4) == 0,
                     "secp256k1_memcmp_var(&sig->data[0], secp256k1_musig_partial_sig_magic, 4) == 0");
    scalar_set_b32(s, sig->data + 4, nullptr);
    return true;
}

// libsecp256k1's musig_nonce_gen_internal: the public nonce is written even when the
// secret key is invalid (then the secret nonce is zeroed and 0 returned).
int nonce_gen_internal(const secp256k1_context* ctx, secp256k1_musig_secnonce* secnonce,
                       secp256k1_musig_pubnonce* pubnonce, const unsigned char* rand32, const unsigned char* seckey,
                       const secp256k1_pubkey* pubkey, const unsigned char* msg32,
                       const secp256k1_musig_keyagg_cache* keyagg_cache, const unsigned char* extra_input32) {
    ARGCHK(pubnonce != NULL);
    std::memset(pubnonce, 0, sizeof(*pubnonce));
    ARGCHK(pubkey != NULL);
    ARGCHK_GEN();
    int ret = 1;
    // The key's validity is part of the public result (the return value): declassified, so
    // that the masking below leaves the public parts of the secret nonce (the signer's
    // pubkey) public.
    if (seckey != nullptr) ret &= declassified(seckey_verify(seckey)) ? 1 : 0;
    unsigned char aggpk[32];
    const unsigned char* aggpk_ptr = nullptr;
    if (keyagg_cache != nullptr) {
        MusigKeyAggCache c;
        if (!cache_load(ctx, c, keyagg_cache)) return 0;
        fe_get_b32(aggpk, c.q.x);
        aggpk_ptr = aggpk;
    }
    Ge pk;
    if (!c_pubkey_load(ctx, pk, pubkey->data)) return 0;
    fe_normalize_var(pk.x);
    fe_normalize_var(pk.y);
    MusigSecNonce sn;
    MusigPubNonce pn;
    musig_nonce_gen(sn, pn, rand32, seckey, pk, msg32 != nullptr, msg32, msg32 != nullptr ? 32 : 0, aggpk_ptr,
                    extra_input32, extra_input32 != nullptr ? 32 : 0);
    std::memcpy(secnonce->data, kSecnonceMagic, 4);
    scalar_get_b32(secnonce->data + 4, sn.k1);
    scalar_get_b32(secnonce->data + 36, sn.k2);
    c_pubkey_save(secnonce->data + 68, pk);
    memczero(secnonce->data, sizeof(secnonce->data), ret ^ 1);
    pubnonce_save(pubnonce, pn);
    secure_wipe(sn);
    return ret;
}

int tweak_add_internal(const secp256k1_context* ctx, secp256k1_pubkey* output_pubkey,
                       secp256k1_musig_keyagg_cache* keyagg_cache, const unsigned char* tweak32, bool xonly) {
    ARGCHK(keyagg_cache != NULL);
    ARGCHK(tweak32 != NULL);
    if (output_pubkey != nullptr) std::memset(output_pubkey, 0, sizeof(*output_pubkey));
    MusigKeyAggCache c;
    if (!cache_load(ctx, c, keyagg_cache)) return 0;
    if (!musig_tweak(c, tweak32, xonly)) return 0;
    cache_save(keyagg_cache, c);
    if (output_pubkey != nullptr) c_pubkey_save(output_pubkey->data, c.q);
    return 1;
}

}  // namespace

extern "C" {

int secp256k1_musig_pubnonce_parse(const secp256k1_context* ctx, secp256k1_musig_pubnonce* nonce,
                                   const unsigned char* in66) {
    ARGCHK(nonce != NULL);
    ARGCHK(in66 != NULL);
    MusigPubNonce n;
    if (!musig_pubnonce_parse(n, in66)) return 0;
    pubnonce_save(nonce, n);
    return 1;
}

int secp256k1_musig_pubnonce_serialize(const secp256k1_context* ctx, unsigned char* out66,
                                       const secp256k1_musig_pubnonce* nonce) {
    ARGCHK(out66 != NULL);
    std::memset(out66, 0, 66);
    ARGCHK(nonce != NULL);
    MusigPubNonce n;
    if (!pubnonce_load(ctx, n, nonce)) return 0;
    musig_pubnonce_serialize(out66, n);
    return 1;
}

int secp256k1_musig_aggnonce_parse(const secp256k1_context* ctx, secp256k1_musig_aggnonce* nonce,
                                   const unsigned char* in66) {
    ARGCHK(nonce != NULL);
    ARGCHK(in66 != NULL);
    MusigAggNonce n;
    if (!musig_aggnonce_parse(n, in66)) return 0;
    aggnonce_save(nonce, n);
    return 1;
}

int secp256k1_musig_aggnonce_serialize(const secp256k1_context* ctx, unsigned char* out66,
                                       const secp256k1_musig_aggnonce* nonce) {
    ARGCHK(out66 != NULL);
    std::memset(out66, 0, 66);
    ARGCHK(nonce != NULL);
    MusigAggNonce n;
    if (!aggnonce_load(ctx, n, nonce)) return 0;
    musig_aggnonce_serialize(out66, n);
    return 1;
}

int secp256k1_musig_partial_sig_parse(const secp256k1_context* ctx, secp256k1_musig_partial_sig* sig,
                                      const unsigned char* in32) {
    ARGCHK(sig != NULL);
    ARGCHK(in32 != NULL);
    std::memset(sig, 0, sizeof(*sig));
    Scalar s;
    int overflow = 0;
    scalar_set_b32(s, in32, &overflow);
    if (overflow) return 0;
    std::memcpy(sig->data, kPartialSigMagic, 4);
    scalar_get_b32(sig->data + 4, s);
    return 1;
}

int secp256k1_musig_partial_sig_serialize(const secp256k1_context* ctx, unsigned char* out32,
                                          const secp256k1_musig_partial_sig* sig) {
    ARGCHK(out32 != NULL);
    ARGCHK(sig != NULL);
    COMPAT_ARG_CHECK(memcmp_var(sig->data, kPartialSigMagic, 4) == 0,
                     "secp256k1_memcmp_var(&sig->data[0], secp256k1_musig_partial_sig_magic, 4) == 0");
    std::memcpy(out32, sig->data + 4, 32);
    return 1;
}

int secp256k1_musig_pubkey_agg(const secp256k1_context* ctx, secp256k1_xonly_pubkey* agg_pk,
                               secp256k1_musig_keyagg_cache* keyagg_cache, const secp256k1_pubkey* const* pubkeys,
                               size_t n_pubkeys) {
    ARGCHK(pubkeys != NULL);
    ARGCHK(n_pubkeys > 0);
    MusigKeyAggCache c;
    try {
        std::vector<Ge> pts(n_pubkeys);
        std::vector<const Ge*> ptrs(n_pubkeys);
        for (size_t i = 0; i < n_pubkeys; i++) {
            if (!c_pubkey_load(ctx, pts[i], pubkeys[i]->data)) return 0;
            fe_normalize_var(pts[i].x);
            fe_normalize_var(pts[i].y);
            ptrs[i] = &pts[i];
        }
        if (!musig_key_agg(c, ptrs.data(), n_pubkeys)) return 0;
    } catch (...) {
        callback_call(ctx->error_callback, "Out of memory");
        return 0;
    }
    if (keyagg_cache != nullptr) cache_save(keyagg_cache, c);
    if (agg_pk != nullptr) {
        Ge q = c.q;
        fe_normalize_var(q.y);
        if (fe_is_odd(q.y)) ge_neg(q, q);
        c_pubkey_save(agg_pk->data, q);
    }
    return 1;
}

int secp256k1_musig_pubkey_get(const secp256k1_context* ctx, secp256k1_pubkey* agg_pk,
                               const secp256k1_musig_keyagg_cache* keyagg_cache) {
    ARGCHK(agg_pk != NULL);
    std::memset(agg_pk, 0, sizeof(*agg_pk));
    ARGCHK(keyagg_cache != NULL);
    MusigKeyAggCache c;
    if (!cache_load(ctx, c, keyagg_cache)) return 0;
    c_pubkey_save(agg_pk->data, c.q);
    return 1;
}

int secp256k1_musig_pubkey_ec_tweak_add(const secp256k1_context* ctx, secp256k1_pubkey* output_pubkey,
                                        secp256k1_musig_keyagg_cache* keyagg_cache, const unsigned char* tweak32) {
    return tweak_add_internal(ctx, output_pubkey, keyagg_cache, tweak32, false);
}

int secp256k1_musig_pubkey_xonly_tweak_add(const secp256k1_context* ctx, secp256k1_pubkey* output_pubkey,
                                           secp256k1_musig_keyagg_cache* keyagg_cache, const unsigned char* tweak32) {
    return tweak_add_internal(ctx, output_pubkey, keyagg_cache, tweak32, true);
}

int secp256k1_musig_nonce_gen(const secp256k1_context* ctx, secp256k1_musig_secnonce* secnonce,
                              secp256k1_musig_pubnonce* pubnonce, unsigned char* session_secrand32,
                              const unsigned char* seckey, const secp256k1_pubkey* pubkey, const unsigned char* msg32,
                              const secp256k1_musig_keyagg_cache* keyagg_cache, const unsigned char* extra_input32) {
    ARGCHK(secnonce != NULL);
    std::memset(secnonce, 0, sizeof(*secnonce));
    ARGCHK(session_secrand32 != NULL);
    // An all-zero session_secrand32 (a broken RNG) is refused before anything is computed
    // (libsecp256k1 0.7.1 then leaves pubnonce unwritten too); only that fact is revealed.
    unsigned char acc = 0;
    for (int i = 0; i < 32; i++) acc |= session_secrand32[i];
    if (declassified(acc) == 0) return 0;
    int ret = nonce_gen_internal(ctx, secnonce, pubnonce, session_secrand32, seckey, pubkey, msg32, keyagg_cache,
                              extra_input32);
    // Zeroed after a successful use so that it cannot be used twice.
    memczero(session_secrand32, 32, ret);
    return ret;
}

int secp256k1_musig_nonce_gen_counter(const secp256k1_context* ctx, secp256k1_musig_secnonce* secnonce,
                                      secp256k1_musig_pubnonce* pubnonce, uint64_t nonrepeating_cnt,
                                      const secp256k1_keypair* keypair, const unsigned char* msg32,
                                      const secp256k1_musig_keyagg_cache* keyagg_cache,
                                      const unsigned char* extra_input32) {
    ARGCHK(secnonce != NULL);
    std::memset(secnonce, 0, sizeof(*secnonce));
    ARGCHK(keypair != NULL);
    unsigned char buf[32] = {0};
    write_be64(buf, nonrepeating_cnt);
    Scalar sk;
    Ge pk;
    if (!c_keypair_load(ctx, &sk, pk, keypair)) return 0;
    unsigned char seckey[32];
    scalar_get_b32(seckey, sk);
    secp256k1_pubkey pubkey;
    c_pubkey_save(pubkey.data, pk);
    const int ret = nonce_gen_internal(ctx, secnonce, pubnonce, buf, seckey, &pubkey, msg32, keyagg_cache,
                                       extra_input32);
    secure_wipe(seckey, sizeof(seckey));
    secure_wipe(sk);
    return ret;
}

int secp256k1_musig_nonce_agg(const secp256k1_context* ctx, secp256k1_musig_aggnonce* aggnonce,
                              const secp256k1_musig_pubnonce* const* pubnonces, size_t n_pubnonces) {
    ARGCHK(aggnonce != NULL);
    ARGCHK(pubnonces != NULL);
    ARGCHK(n_pubnonces > 0);
    Gej s1, s2;
    gej_set_infinity(s1);
    gej_set_infinity(s2);
    for (size_t i = 0; i < n_pubnonces; i++) {
        MusigPubNonce n;
        if (!pubnonce_load(ctx, n, pubnonces[i])) return 0;
        gej_add_ge_var(s1, s1, n.r1);
        gej_add_ge_var(s2, s2, n.r2);
    }
    MusigAggNonce a;
    ge_set_gej_var(a.r1, s1);
    ge_set_gej_var(a.r2, s2);
    aggnonce_save(aggnonce, a);
    return 1;
}

int secp256k1_musig_nonce_process(const secp256k1_context* ctx, secp256k1_musig_session* session,
                                  const secp256k1_musig_aggnonce* aggnonce, const unsigned char* msg32,
                                  const secp256k1_musig_keyagg_cache* keyagg_cache) {
    ARGCHK(session != NULL);
    ARGCHK(aggnonce != NULL);
    ARGCHK(msg32 != NULL);
    ARGCHK(keyagg_cache != NULL);
    MusigKeyAggCache c;
    if (!cache_load(ctx, c, keyagg_cache)) return 0;
    MusigAggNonce a;
    if (!aggnonce_load(ctx, a, aggnonce)) return 0;
    MusigSession s;
    musig_nonce_process(s, a, msg32, 32, c, nullptr);
    session_save(session, s);
    return 1;
}

int secp256k1_musig_partial_sign(const secp256k1_context* ctx, secp256k1_musig_partial_sig* partial_sig,
                                 secp256k1_musig_secnonce* secnonce, const secp256k1_keypair* keypair,
                                 const secp256k1_musig_keyagg_cache* keyagg_cache,
                                 const secp256k1_musig_session* session) {
    ARGCHK(secnonce != NULL);
    Scalar k1, k2, sk, mu, s;
    Ge pk, keypair_pk;
    // The secret nonce is loaded and then zeroed whatever happens next (no reuse).
    bool ok = true;
    if (memcmp_var(secnonce->data, kSecnonceMagic, 4) != 0) {
        callback_call(ctx->illegal_callback,
                      "secp256k1_memcmp_var(&secnonce->data[0], secp256k1_musig_secnonce_magic, 4) == 0");
        ok = false;
    } else if (declassified(is_zero(secnonce->data + 4, 64))) {  // only a zeroed (used) nonce is all zero
        callback_call(ctx->illegal_callback, "!secp256k1_is_zero_array(&secnonce->data[4], 2 * 32)");
        ok = false;
    }
    if (ok) {
        scalar_set_b32(k1, secnonce->data + 4, nullptr);
        scalar_set_b32(k2, secnonce->data + 36, nullptr);
        ge_from_bytes(pk, secnonce->data + 68);
    }
    secure_wipe(secnonce->data, sizeof(secnonce->data));
    if (!ok) return 0;
    struct Wipe {
        Scalar* a;
        Scalar* b;
        Scalar* c;
        ~Wipe() {
            secure_wipe(*a);
            secure_wipe(*b);
            secure_wipe(*c);
        }
    } wipe{&k1, &k2, &sk};

    ARGCHK(partial_sig != NULL);
    ARGCHK(keypair != NULL);
    ARGCHK(keyagg_cache != NULL);
    ARGCHK(session != NULL);
    if (!c_keypair_load(ctx, &sk, keypair_pk, keypair)) return 0;
    fe_normalize_var(pk.x);
    fe_normalize_var(pk.y);
    fe_normalize_var(keypair_pk.x);
    fe_normalize_var(keypair_pk.y);
    COMPAT_ARG_CHECK(fe_equal_var(pk.x, keypair_pk.x) && fe_equal_var(pk.y, keypair_pk.y),
                     "secp256k1_fe_equal(&pk.x, &keypair_pk.x) && secp256k1_fe_equal(&pk.y, &keypair_pk.y)");
    MusigKeyAggCache c;
    if (!cache_load(ctx, c, keyagg_cache)) return 0;
    // d = g * gacc * d' (the parities are public).
    if ((int)fe_is_odd(c.q.y) != (scalar_is_one(c.gacc) ? 0 : 1)) scalar_negate(sk, sk);
    musig_keyagg_coeff(mu, c, pk);
    scalar_mul(sk, sk, mu);
    MusigSession sess;
    if (!session_load(ctx, sess, session)) return 0;
    if (sess.fin_nonce_parity) {
        scalar_negate(k1, k1);
        scalar_negate(k2, k2);
    }
    scalar_mul(s, sess.e, sk);
    scalar_mul(k2, sess.b, k2);
    scalar_add(k1, k1, k2);
    scalar_add(s, s, k1);
    std::memcpy(partial_sig->data, kPartialSigMagic, 4);
    scalar_get_b32(partial_sig->data + 4, s);
    return 1;
}

int secp256k1_musig_partial_sig_verify(const secp256k1_context* ctx, const secp256k1_musig_partial_sig* partial_sig,
                                       const secp256k1_musig_pubnonce* pubnonce, const secp256k1_pubkey* pubkey,
                                       const secp256k1_musig_keyagg_cache* keyagg_cache,
                                       const secp256k1_musig_session* session) {
    ARGCHK(partial_sig != NULL);
    ARGCHK(pubnonce != NULL);
    ARGCHK(pubkey != NULL);
    ARGCHK(keyagg_cache != NULL);
    ARGCHK(session != NULL);
    MusigSession sess;
    MusigPubNonce pn;
    MusigKeyAggCache c;
    Ge pk;
    Scalar s;
    if (!session_load(ctx, sess, session) || !pubnonce_load(ctx, pn, pubnonce) || !cache_load(ctx, c, keyagg_cache) ||
        !c_pubkey_load(ctx, pk, pubkey->data) || !partial_sig_load(ctx, s, partial_sig)) {
        return 0;
    }
    fe_normalize_var(pk.x);
    fe_normalize_var(pk.y);
    return musig_partial_verify(s, pn, pk, c, sess) ? 1 : 0;
}

int secp256k1_musig_partial_sig_agg(const secp256k1_context* ctx, unsigned char* sig64,
                                    const secp256k1_musig_session* session,
                                    const secp256k1_musig_partial_sig* const* partial_sigs, size_t n_sigs) {
    ARGCHK(sig64 != NULL);
    ARGCHK(session != NULL);
    ARGCHK(partial_sigs != NULL);
    ARGCHK(n_sigs > 0);
    MusigSession sess;
    if (!session_load(ctx, sess, session)) return 0;
    Scalar sum = sess.s_part, term;
    for (size_t i = 0; i < n_sigs; i++) {
        if (!partial_sig_load(ctx, term, partial_sigs[i])) return 0;
        scalar_add(sum, sum, term);
    }
    std::memcpy(sig64, sess.fin_nonce, 32);
    scalar_get_b32(sig64 + 32, sum);
    return 1;
}

}  // extern "C"
