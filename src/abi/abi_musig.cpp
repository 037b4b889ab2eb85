// ufsecp — C ABI: MuSig2 (BIP-327) and MuSig2 adaptor signatures (include/ufsecp/ufsecp_musig.h).
//
// Opaque objects: a 4-byte magic (one per type) followed by fixed-size fields, all written
// byte by byte (endian-clean). Loading checks the magic and every field (points on the
// curve, scalars in range), so zeroed, cleared or corrupted objects are refused with the
// type's own status. Outputs are written only after every check passed.
#include <cstring>
#include <vector>

#include "abi/abi_util.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "group/group_sec1.hpp"
#include "musig/musig.hpp"
#include "ufsecp/ufsecp_musig.h"

using namespace ufsecp;

namespace {

constexpr unsigned char kMagicCache[4] = {0xf4, 0xad, 0xbb, 0xdf};
constexpr unsigned char kMagicSecNonce[4] = {0x22, 0x0e, 0xdc, 0xf1};
constexpr unsigned char kMagicPubNonce[4] = {0xf5, 0x7a, 0x3d, 0xa0};
constexpr unsigned char kMagicAggNonce[4] = {0xa8, 0xb7, 0xe4, 0x67};
constexpr unsigned char kMagicSession[4] = {0x9d, 0xed, 0xe9, 0x17};
constexpr unsigned char kMagicPsig[4] = {0xeb, 0xfb, 0x1a, 0x32};

// n items on the stack when n <= K (the common small sessions), else on the heap (may throw
// std::bad_alloc: callers run under UFSECP_ABI_GUARDED).
template <class T, std::size_t K>
struct SmallBuf {
    T local[K];
    std::vector<T> heap;
    T* p;
    explicit SmallBuf(std::size_t n) : p(local) {
        if (n > K) {
            heap.resize(n);
            p = heap.data();
        }
    }
};

bool magic_ok(const unsigned char* d, const unsigned char* m) { return std::memcmp(d, m, 4) == 0; }

bool scalar_load(Scalar& s, const unsigned char* b32) {
    int overflow = 0;
    scalar_set_b32(s, b32, &overflow);
    return !overflow;
}

// A point that may be infinity: 64 zero bytes.
void point_save_ext(unsigned char* out64, const Ge& p) {
    if (ge_is_infinity(p)) {
        std::memset(out64, 0, 64);
    } else {
        ufsecp::pubkey_save(out64, p);
    }
}
bool point_load_ext(Ge& p, const unsigned char* in64) {
    static const unsigned char zero[64] = {0};
    if (std::memcmp(in64, zero, 64) == 0) {
        ge_set_infinity(p);
        return true;
    }
    return ufsecp::pubkey_load(p, in64);
}

// keyagg cache: magic | Q (64) | second_pk (33) | L (32) | gacc (32) | tacc (32) = 197
void cache_save(ufsecp_musig_keyagg_cache* out, const MusigKeyAggCache& c) {
    unsigned char* d = out->data;
    std::memcpy(d, kMagicCache, 4);
    ufsecp::pubkey_save(d + 4, c.q);
    std::memcpy(d + 68, c.second_pk, 33);
    std::memcpy(d + 101, c.pk_hash, 32);
    scalar_get_b32(d + 133, c.gacc);
    scalar_get_b32(d + 165, c.tacc);
}
bool cache_load(MusigKeyAggCache& c, const ufsecp_musig_keyagg_cache* in) {
    const unsigned char* d = in->data;
    if (!magic_ok(d, kMagicCache) || !ufsecp::pubkey_load(c.q, d + 4)) return false;
    std::memcpy(c.second_pk, d + 68, 33);
    std::memcpy(c.pk_hash, d + 101, 32);
    if (!scalar_load(c.gacc, d + 133) || !scalar_load(c.tacc, d + 165)) return false;
    Scalar one, m1;
    scalar_set_int(one, 1);
    scalar_negate(m1, one);
    return scalar_eq(c.gacc, one) || scalar_eq(c.gacc, m1);
}

// secnonce: magic | k1 | k2 | pk (64) | R1 (64) | R2 (64) = 260
void secnonce_save(ufsecp_musig_secnonce* out, const MusigSecNonce& sn) {
    unsigned char* d = out->data;
    std::memcpy(d, kMagicSecNonce, 4);
    scalar_get_b32(d + 4, sn.k1);
    scalar_get_b32(d + 36, sn.k2);
    ufsecp::pubkey_save(d + 68, sn.pk);
    ufsecp::pubkey_save(d + 132, sn.r1);
    ufsecp::pubkey_save(d + 196, sn.r2);
}
// Constant time in k1, k2 (their validity is declassified: it is the public result).
// with_points false (the plain partial_sign) loads only k1, k2: the caller compares the
// stored public key byte for byte with the keypair's (both pubkey_save outputs, so equal
// bytes are equal points, and the keypair's is checked when it is loaded) and does not use
// R1, R2 (set to infinity).
bool secnonce_load(MusigSecNonce& sn, const ufsecp_musig_secnonce* in, bool with_points = true) {
    const unsigned char* d = in->data;
    bool ok = magic_ok(d, kMagicSecNonce);
    ok &= declassified((static_cast<int>(scalar_set_b32_seckey(sn.k1, d + 4)) &
                        static_cast<int>(scalar_set_b32_seckey(sn.k2, d + 36))) != 0);
    if (!ok) return false;
    if (!with_points) {
        ge_set_infinity(sn.pk);
        ge_set_infinity(sn.r1);
        ge_set_infinity(sn.r2);
        return true;
    }
    return ufsecp::pubkey_load(sn.pk, d + 68) && ufsecp::pubkey_load(sn.r1, d + 132) &&
           ufsecp::pubkey_load(sn.r2, d + 196);
}

void pubnonce_save(ufsecp_musig_pubnonce* out, const MusigPubNonce& n) {
    std::memcpy(out->data, kMagicPubNonce, 4);
    ufsecp::pubkey_save(out->data + 4, n.r1);
    ufsecp::pubkey_save(out->data + 68, n.r2);
}
bool pubnonce_load(MusigPubNonce& n, const ufsecp_musig_pubnonce* in) {
    return magic_ok(in->data, kMagicPubNonce) && ufsecp::pubkey_load(n.r1, in->data + 4) &&
           ufsecp::pubkey_load(n.r2, in->data + 68);
}

void aggnonce_save(ufsecp_musig_aggnonce* out, const MusigAggNonce& n) {
    std::memcpy(out->data, kMagicAggNonce, 4);
    point_save_ext(out->data + 4, n.r1);
    point_save_ext(out->data + 68, n.r2);
}
bool aggnonce_load(MusigAggNonce& n, const ufsecp_musig_aggnonce* in) {
    return magic_ok(in->data, kMagicAggNonce) && point_load_ext(n.r1, in->data + 4) &&
           point_load_ext(n.r2, in->data + 68);
}

// session: magic | parity (1) | x(R) (32) | b | e | s_part = 133
void session_save(ufsecp_musig_session* out, const MusigSession& s) {
    unsigned char* d = out->data;
    std::memcpy(d, kMagicSession, 4);
    d[4] = static_cast<unsigned char>(s.fin_nonce_parity);
    std::memcpy(d + 5, s.fin_nonce, 32);
    scalar_get_b32(d + 37, s.b);
    scalar_get_b32(d + 69, s.e);
    scalar_get_b32(d + 101, s.s_part);
}
bool session_load(MusigSession& s, const ufsecp_musig_session* in) {
    const unsigned char* d = in->data;
    if (!magic_ok(d, kMagicSession) || d[4] > 1) return false;
    s.fin_nonce_parity = d[4];
    std::memcpy(s.fin_nonce, d + 5, 32);
    return scalar_load(s.b, d + 37) && scalar_load(s.e, d + 69) && scalar_load(s.s_part, d + 101);
}

void psig_save(ufsecp_musig_partial_sig* out, const Scalar& s) {
    std::memcpy(out->data, kMagicPsig, 4);
    scalar_get_b32(out->data + 4, s);
}
bool psig_load(Scalar& s, const ufsecp_musig_partial_sig* in) {
    return magic_ok(in->data, kMagicPsig) && scalar_load(s, in->data + 4);
}

// Shared by nonce_gen and nonce_gen_counter.
ufsecp_status nonce_gen_common(ufsecp_musig_secnonce* secnonce, ufsecp_musig_pubnonce* pubnonce,
                               const unsigned char rand32[32], const unsigned char* seckey32, const Ge& pk,
                               const unsigned char* msg, size_t msg_len, const unsigned char* aggpk32,
                               const unsigned char* extra_in, size_t extra_len) {
    MusigSecNonce sn;
    MusigPubNonce pn;
    const bool ok = musig_nonce_gen(sn, pn, rand32, seckey32, pk, msg != nullptr, msg, msg_len, aggpk32, extra_in,
                                    extra_len);
    if (ok) {
        secnonce_save(secnonce, sn);
        pubnonce_save(pubnonce, pn);
    }
    secure_wipe(sn);
    // k = 0 has probability 2^-255 (a hash output); reported as a bad argument.
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_ARG;
}

ufsecp_status nonce_args_check(const unsigned char* msg, size_t msg_len, const unsigned char* extra_in,
                               size_t extra_len) {
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    if (extra_in == nullptr && extra_len != 0) return UFSECP_ERR_NULL_ARG;
    // BIP-327 bounds extra_in by 2^32 - 1 bytes; shifting twice by 16 avoids a comparison that
    // 32-bit compilers flag as always false (size_t is 32 bits there).
    if (((extra_len >> 16) >> 16) != 0) return UFSECP_ERR_BAD_LENGTH;
    return UFSECP_OK;
}

// Loads n public keys; BAD_PUBKEY if any fails.
bool load_keys(std::vector<Ge>& ks, const ufsecp_pubkey* const* pubkeys, size_t n) {
    ks.resize(n);
    for (size_t i = 0; i < n; i++) {
        if (pubkeys[i] == nullptr || !abi::pubkey_load(ks[i], pubkeys[i])) return false;
    }
    return true;
}

}  // namespace

extern "C" {

// ---- encodings ---------------------------------------------------------------------------

ufsecp_status ufsecp_musig_pubnonce_parse(ufsecp_musig_pubnonce* nonce, const unsigned char in66[66]) {
    UFSECP_ARG_NONNULL(nonce, in66);
    MusigPubNonce n;
    if (!musig_pubnonce_parse(n, in66)) return UFSECP_ERR_BAD_PUBNONCE;
    pubnonce_save(nonce, n);
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_pubnonce_serialize(unsigned char out66[66], const ufsecp_musig_pubnonce* nonce) {
    UFSECP_ARG_NONNULL(out66, nonce);
    MusigPubNonce n;
    if (!pubnonce_load(n, nonce)) return UFSECP_ERR_BAD_PUBNONCE;
    musig_pubnonce_serialize(out66, n);
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_aggnonce_parse(ufsecp_musig_aggnonce* nonce, const unsigned char in66[66]) {
    UFSECP_ARG_NONNULL(nonce, in66);
    MusigAggNonce n;
    if (!musig_aggnonce_parse(n, in66)) return UFSECP_ERR_BAD_AGGNONCE;
    aggnonce_save(nonce, n);
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_aggnonce_serialize(unsigned char out66[66], const ufsecp_musig_aggnonce* nonce) {
    UFSECP_ARG_NONNULL(out66, nonce);
    MusigAggNonce n;
    if (!aggnonce_load(n, nonce)) return UFSECP_ERR_BAD_AGGNONCE;
    musig_aggnonce_serialize(out66, n);
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_partial_sig_parse(ufsecp_musig_partial_sig* sig, const unsigned char in32[32]) {
    UFSECP_ARG_NONNULL(sig, in32);
    Scalar s;
    if (!scalar_load(s, in32)) return UFSECP_ERR_BAD_PARTIAL_SIG;
    psig_save(sig, s);
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_partial_sig_serialize(unsigned char out32[32], const ufsecp_musig_partial_sig* sig) {
    UFSECP_ARG_NONNULL(out32, sig);
    Scalar s;
    if (!psig_load(s, sig)) return UFSECP_ERR_BAD_PARTIAL_SIG;
    scalar_get_b32(out32, s);
    return UFSECP_OK;
}

// ---- keys --------------------------------------------------------------------------------

ufsecp_status ufsecp_musig_pubkey_sort(const ufsecp_pubkey** pubkeys, size_t n) {
    UFSECP_ARG_NONNULL(pubkeys);
    if (n == 0) return UFSECP_ERR_BAD_ARG;
    UFSECP_ABI_GUARDED({
        std::vector<Ge> ks;
        if (!load_keys(ks, pubkeys, n)) return UFSECP_ERR_BAD_PUBKEY;
        std::vector<const Ge*> ptrs(n);
        for (size_t i = 0; i < n; i++) ptrs[i] = &ks[i];
        musig_key_sort(ptrs.data(), n);
        std::vector<const ufsecp_pubkey*> sorted(n);
        for (size_t i = 0; i < n; i++) sorted[i] = pubkeys[ptrs[i] - ks.data()];
        for (size_t i = 0; i < n; i++) pubkeys[i] = sorted[i];
        return UFSECP_OK;
    });
}

ufsecp_status ufsecp_musig_pubkey_agg(unsigned char agg_pk32[32], ufsecp_musig_keyagg_cache* keyagg_cache,
                                      const ufsecp_pubkey* const* pubkeys, size_t n) {
    UFSECP_ARG_NONNULL(pubkeys);
    if (n == 0) return UFSECP_ERR_BAD_ARG;
    UFSECP_ABI_GUARDED({
        std::vector<Ge> ks;
        if (!load_keys(ks, pubkeys, n)) return UFSECP_ERR_BAD_PUBKEY;
        std::vector<const Ge*> ptrs(n);
        for (size_t i = 0; i < n; i++) ptrs[i] = &ks[i];
        MusigKeyAggCache c;
        if (!musig_key_agg(c, ptrs.data(), n)) return UFSECP_ERR_INFINITY;
        if (agg_pk32 != nullptr) {
            Ge x;
            xonly_from_pubkey(x, nullptr, c.q);
            xonly_serialize(agg_pk32, x);
        }
        if (keyagg_cache != nullptr) cache_save(keyagg_cache, c);
        return UFSECP_OK;
    });
}

ufsecp_status ufsecp_musig_pubkey_get(ufsecp_pubkey* agg_pk, const ufsecp_musig_keyagg_cache* keyagg_cache) {
    UFSECP_ARG_NONNULL(agg_pk, keyagg_cache);
    MusigKeyAggCache c;
    if (!cache_load(c, keyagg_cache)) return UFSECP_ERR_BAD_KEYAGG_CACHE;
    abi::pubkey_save(agg_pk, c.q);
    return UFSECP_OK;
}

static ufsecp_status tweak_common(ufsecp_pubkey* output_pubkey, ufsecp_musig_keyagg_cache* keyagg_cache,
                                  const unsigned char tweak32[32], bool xonly) {
    UFSECP_ARG_NONNULL(keyagg_cache, tweak32);
    MusigKeyAggCache c;
    if (!cache_load(c, keyagg_cache)) return UFSECP_ERR_BAD_KEYAGG_CACHE;
    if (!musig_tweak(c, tweak32, xonly)) return UFSECP_ERR_BAD_TWEAK;
    cache_save(keyagg_cache, c);
    if (output_pubkey != nullptr) abi::pubkey_save(output_pubkey, c.q);
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_pubkey_ec_tweak_add(ufsecp_pubkey* output_pubkey, ufsecp_musig_keyagg_cache* keyagg_cache,
                                               const unsigned char tweak32[32]) {
    return tweak_common(output_pubkey, keyagg_cache, tweak32, false);
}

ufsecp_status ufsecp_musig_pubkey_xonly_tweak_add(ufsecp_pubkey* output_pubkey,
                                                  ufsecp_musig_keyagg_cache* keyagg_cache,
                                                  const unsigned char tweak32[32]) {
    return tweak_common(output_pubkey, keyagg_cache, tweak32, true);
}

// ---- nonces ------------------------------------------------------------------------------

ufsecp_status ufsecp_musig_nonce_gen(ufsecp_musig_secnonce* secnonce, ufsecp_musig_pubnonce* pubnonce,
                                     unsigned char session_secrand32[32], const unsigned char* seckey32,
                                     const ufsecp_pubkey* pubkey, const unsigned char* msg, size_t msg_len,
                                     const unsigned char* aggpk32, const unsigned char* extra_in, size_t extra_len) {
    UFSECP_ARG_NONNULL(secnonce, pubnonce, session_secrand32, pubkey);
    const ufsecp_status st = nonce_args_check(msg, msg_len, extra_in, extra_len);
    if (st != UFSECP_OK) return st;
    // An all-zero session_secrand32 is a broken RNG (checked in constant time).
    unsigned char acc = 0;
    for (int i = 0; i < 32; i++) acc |= session_secrand32[i];
    if (declassified(acc) == 0) return UFSECP_ERR_BAD_ARG;
    if (seckey32 != nullptr && !declassified(seckey_verify(seckey32))) return UFSECP_ERR_BAD_SECKEY;
    Ge pk;
    if (!abi::pubkey_load(pk, pubkey)) return UFSECP_ERR_BAD_PUBKEY;
    unsigned char rnd[32];
    std::memcpy(rnd, session_secrand32, 32);
    const ufsecp_status r =
        nonce_gen_common(secnonce, pubnonce, rnd, seckey32, pk, msg, msg_len, aggpk32, extra_in, extra_len);
    secure_wipe(rnd, sizeof(rnd));
    if (r == UFSECP_OK) secure_wipe(session_secrand32, 32);  // invalidated against reuse
    return r;
}

ufsecp_status ufsecp_musig_nonce_gen_counter(ufsecp_musig_secnonce* secnonce, ufsecp_musig_pubnonce* pubnonce,
                                             uint64_t nonrepeating_cnt, const ufsecp_keypair* keypair,
                                             const unsigned char* msg, size_t msg_len, const unsigned char* aggpk32,
                                             const unsigned char* extra_in, size_t extra_len) {
    UFSECP_ARG_NONNULL(secnonce, pubnonce, keypair);
    const ufsecp_status st = nonce_args_check(msg, msg_len, extra_in, extra_len);
    if (st != UFSECP_OK) return st;
    Keypair kp;
    if (!declassified(keypair_load(kp, keypair->data))) {
        keypair_clear(kp);
        return UFSECP_ERR_BAD_KEYPAIR;
    }
    unsigned char rnd[32] = {0}, sk[32];
    write_be64(rnd, nonrepeating_cnt);
    scalar_get_b32(sk, kp.seckey);
    const ufsecp_status r =
        nonce_gen_common(secnonce, pubnonce, rnd, sk, kp.pubkey, msg, msg_len, aggpk32, extra_in, extra_len);
    secure_wipe(sk, sizeof(sk));
    keypair_clear(kp);
    return r;
}

ufsecp_status ufsecp_musig_secnonce_import(ufsecp_musig_secnonce* secnonce, const unsigned char in97[97]) {
    UFSECP_ARG_NONNULL(secnonce, in97);
    MusigSecNonce sn;
    const bool kok = declassified((static_cast<int>(scalar_set_b32_seckey(sn.k1, in97)) &
                                   static_cast<int>(scalar_set_b32_seckey(sn.k2, in97 + 32))) != 0);
    if (!kok) {
        secure_wipe(sn);
        return UFSECP_ERR_BAD_SECNONCE;
    }
    if (in97[64] != 0x02 && in97[64] != 0x03) {
        secure_wipe(sn);
        return UFSECP_ERR_BAD_PUBKEY;
    }
    Ge pk;
    if (!ge_parse_sec1(pk, in97 + 64, 33)) {
        secure_wipe(sn);
        return UFSECP_ERR_BAD_PUBKEY;
    }
    sn.pk = pk;
    Gej rj;
    ecmult_gen(rj, sn.k1);
    ge_set_gej(sn.r1, rj);
    ecmult_gen(rj, sn.k2);
    ge_set_gej(sn.r2, rj);
    secure_wipe(rj);
    secnonce_save(secnonce, sn);
    secure_wipe(sn);
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_nonce_agg(ufsecp_musig_aggnonce* aggnonce, const ufsecp_musig_pubnonce* const* pubnonces,
                                     size_t n) {
    UFSECP_ARG_NONNULL(aggnonce, pubnonces);
    if (n == 0) return UFSECP_ERR_BAD_ARG;
    // Two signers on the MULX backend: straight from the stored bytes (musig.hpp); anything
    // it does not handle (including every error) goes the general way below.
    if (n == 2 && pubnonces[0] != nullptr && pubnonces[1] != nullptr &&
        magic_ok(pubnonces[0]->data, kMagicPubNonce) && magic_ok(pubnonces[1]->data, kMagicPubNonce)) {
        unsigned char out[128];
        if (musig_nonce_agg2_mulx(out, pubnonces[0]->data + 4, pubnonces[1]->data + 4)) {
            std::memcpy(aggnonce->data, kMagicAggNonce, 4);
            std::memcpy(aggnonce->data + 4, out, 128);
            return UFSECP_OK;
        }
    }
    UFSECP_ABI_GUARDED({
        SmallBuf<MusigPubNonce, 8> ns(n);
        SmallBuf<const MusigPubNonce*, 8> ptrs(n);
        for (size_t i = 0; i < n; i++) {
            if (pubnonces[i] == nullptr) return UFSECP_ERR_NULL_ARG;
            if (!pubnonce_load(ns.p[i], pubnonces[i])) return UFSECP_ERR_BAD_PUBNONCE;
            ptrs.p[i] = &ns.p[i];
        }
        MusigAggNonce a;
        musig_nonce_agg(a, ptrs.p, n);
        aggnonce_save(aggnonce, a);
        return UFSECP_OK;
    });
}

ufsecp_status ufsecp_musig_nonce_process(ufsecp_musig_session* session, const ufsecp_musig_aggnonce* aggnonce,
                                         const unsigned char* msg, size_t msg_len,
                                         const ufsecp_musig_keyagg_cache* keyagg_cache,
                                         const ufsecp_pubkey* adaptor) {
    UFSECP_ARG_NONNULL(session, aggnonce, keyagg_cache);
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    MusigAggNonce a;
    if (!aggnonce_load(a, aggnonce)) return UFSECP_ERR_BAD_AGGNONCE;
    MusigKeyAggCache c;
    if (!cache_load(c, keyagg_cache)) return UFSECP_ERR_BAD_KEYAGG_CACHE;
    Ge t;
    if (adaptor != nullptr && !abi::pubkey_load(t, adaptor)) return UFSECP_ERR_BAD_PUBKEY;
    MusigSession s;
    musig_nonce_process(s, a, msg, msg_len, c, adaptor != nullptr ? &t : nullptr);
    session_save(session, s);
    return UFSECP_OK;
}

// ---- signing -----------------------------------------------------------------------------

// Shared by partial_sign (self_verify false) and partial_sign_verified (true).
static ufsecp_status partial_sign_common(ufsecp_musig_partial_sig* partial_sig, ufsecp_musig_secnonce* secnonce,
                                         const ufsecp_keypair* keypair, const ufsecp_musig_keyagg_cache* keyagg_cache,
                                         const ufsecp_musig_session* session, bool self_verify) {
    UFSECP_ARG_NONNULL(partial_sig, secnonce, keypair, keyagg_cache, session);
    MusigKeyAggCache c;
    if (!cache_load(c, keyagg_cache)) return UFSECP_ERR_BAD_KEYAGG_CACHE;
    MusigSession s;
    if (!session_load(s, session)) return UFSECP_ERR_BAD_SESSION;
    MusigSecNonce sn;
    if (!secnonce_load(sn, secnonce, self_verify)) {
        secure_wipe(sn);
        return UFSECP_ERR_BAD_SECNONCE;
    }
    Keypair kp;
    if (!declassified(keypair_load(kp, keypair->data))) {
        keypair_clear(kp);
        secure_wipe(sn);
        return UFSECP_ERR_BAD_KEYPAIR;
    }
    if (!self_verify) {
        // The nonce's public key (public bytes) against the keypair's (see secnonce_load).
        if (std::memcmp(secnonce->data + 68, keypair->data + 32, 64) != 0) {
            keypair_clear(kp);
            secure_wipe(sn);
            return UFSECP_ERR_SECNONCE_KEY_MISMATCH;
        }
        sn.pk = kp.pubkey;
    }
    Scalar sig;
    const MusigSignResult r = musig_partial_sign(sig, sn, kp, c, s, self_verify, self_verify);
    keypair_clear(kp);
    secure_wipe(sn);
    if (r == MusigSignResult::kKeyMismatch) return UFSECP_ERR_SECNONCE_KEY_MISMATCH;
    // The nonce has been used in a computation: clear it whatever the outcome.
    secure_wipe(secnonce->data, sizeof(secnonce->data));
    if (r != MusigSignResult::kOk) return UFSECP_ERR_SIGN_SELFCHECK;
    psig_save(partial_sig, sig);
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_partial_sign(ufsecp_musig_partial_sig* partial_sig, ufsecp_musig_secnonce* secnonce,
                                        const ufsecp_keypair* keypair, const ufsecp_musig_keyagg_cache* keyagg_cache,
                                        const ufsecp_musig_session* session) {
    return partial_sign_common(partial_sig, secnonce, keypair, keyagg_cache, session, false);
}

ufsecp_status ufsecp_musig_partial_sign_verified(ufsecp_musig_partial_sig* partial_sig,
                                                 ufsecp_musig_secnonce* secnonce, const ufsecp_keypair* keypair,
                                                 const ufsecp_musig_keyagg_cache* keyagg_cache,
                                                 const ufsecp_musig_session* session) {
    return partial_sign_common(partial_sig, secnonce, keypair, keyagg_cache, session, true);
}

ufsecp_status ufsecp_musig_partial_sig_verify(const ufsecp_musig_partial_sig* partial_sig,
                                              const ufsecp_musig_pubnonce* pubnonce, const ufsecp_pubkey* pubkey,
                                              const ufsecp_musig_keyagg_cache* keyagg_cache,
                                              const ufsecp_musig_session* session) {
    UFSECP_ARG_NONNULL(partial_sig, pubnonce, pubkey, keyagg_cache, session);
    Scalar sig;
    if (!psig_load(sig, partial_sig)) return UFSECP_ERR_BAD_PARTIAL_SIG;
    MusigPubNonce pn;
    if (!pubnonce_load(pn, pubnonce)) return UFSECP_ERR_BAD_PUBNONCE;
    Ge pk;
    if (!abi::pubkey_load(pk, pubkey)) return UFSECP_ERR_BAD_PUBKEY;
    MusigKeyAggCache c;
    if (!cache_load(c, keyagg_cache)) return UFSECP_ERR_BAD_KEYAGG_CACHE;
    MusigSession s;
    if (!session_load(s, session)) return UFSECP_ERR_BAD_SESSION;
    UFSECP_ABI_GUARDED({ return musig_partial_verify(sig, pn, pk, c, s) ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED; });
}

ufsecp_status ufsecp_musig_partial_sig_verify_batch(size_t* bad_index, const ufsecp_musig_partial_sig* const* partial_sigs,
                                                    const ufsecp_musig_pubnonce* const* pubnonces,
                                                    const ufsecp_pubkey* const* pubkeys, size_t n,
                                                    const ufsecp_musig_keyagg_cache* keyagg_cache,
                                                    const ufsecp_musig_session* session) {
    UFSECP_ARG_NONNULL(partial_sigs, pubnonces, pubkeys, keyagg_cache, session);
    if (n == 0) return UFSECP_ERR_BAD_ARG;
    MusigKeyAggCache c;
    if (!cache_load(c, keyagg_cache)) return UFSECP_ERR_BAD_KEYAGG_CACHE;
    MusigSession s;
    if (!session_load(s, session)) return UFSECP_ERR_BAD_SESSION;
    UFSECP_ABI_GUARDED({
        std::vector<Scalar> ss(n);
        std::vector<MusigPubNonce> ns(n);
        std::vector<Ge> ks(n);
        for (size_t i = 0; i < n; i++) {
            if (partial_sigs[i] == nullptr || pubnonces[i] == nullptr || pubkeys[i] == nullptr)
                return UFSECP_ERR_NULL_ARG;
            if (!psig_load(ss[i], partial_sigs[i])) return UFSECP_ERR_BAD_PARTIAL_SIG;
            if (!pubnonce_load(ns[i], pubnonces[i])) return UFSECP_ERR_BAD_PUBNONCE;
            if (!abi::pubkey_load(ks[i], pubkeys[i])) return UFSECP_ERR_BAD_PUBKEY;
        }
        if (musig_partial_verify_batch(ss.data(), ns.data(), ks.data(), n, c, s)) return UFSECP_OK;
        // Someone cheated: name the first one (one verification per signer).
        for (size_t i = 0; i < n; i++) {
            if (!musig_partial_verify(ss[i], ns[i], ks[i], c, s)) {
                if (bad_index != nullptr) *bad_index = i;
                return UFSECP_ERR_VERIFY_FAILED;
            }
        }
        return UFSECP_ERR_VERIFY_FAILED;  // not reached: the batch equation holds if all do
    });
}

ufsecp_status ufsecp_musig_partial_sig_agg(unsigned char sig64[64], const ufsecp_musig_session* session,
                                           const ufsecp_musig_partial_sig* const* partial_sigs, size_t n) {
    UFSECP_ARG_NONNULL(sig64, session, partial_sigs);
    if (n == 0) return UFSECP_ERR_BAD_ARG;
    MusigSession s;
    if (!session_load(s, session)) return UFSECP_ERR_BAD_SESSION;
    UFSECP_ABI_GUARDED({
        SmallBuf<Scalar, 16> ss(n);
        SmallBuf<const Scalar*, 16> ptrs(n);
        for (size_t i = 0; i < n; i++) {
            if (partial_sigs[i] == nullptr) return UFSECP_ERR_NULL_ARG;
            if (!psig_load(ss.p[i], partial_sigs[i])) return UFSECP_ERR_BAD_PARTIAL_SIG;
            ptrs.p[i] = &ss.p[i];
        }
        musig_partial_sig_agg(sig64, s, ptrs.p, n);
        return UFSECP_OK;
    });
}

ufsecp_status ufsecp_musig_deterministic_sign(ufsecp_musig_partial_sig* partial_sig, ufsecp_musig_pubnonce* pubnonce,
                                              const ufsecp_keypair* keypair, const unsigned char aggothernonce66[66],
                                              const ufsecp_pubkey* const* pubkeys, size_t n,
                                              const unsigned char* tweaks32, const int* is_xonly, size_t n_tweaks,
                                              const unsigned char* msg, size_t msg_len, const unsigned char* rand32) {
    UFSECP_ARG_NONNULL(partial_sig, pubnonce, keypair, aggothernonce66, pubkeys);
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    if (n_tweaks != 0 && (tweaks32 == nullptr || is_xonly == nullptr)) return UFSECP_ERR_NULL_ARG;
    if (n == 0) return UFSECP_ERR_BAD_ARG;
    for (size_t i = 0; i < n_tweaks; i++)
        if (is_xonly[i] != 0 && is_xonly[i] != 1) return UFSECP_ERR_BAD_ARG;
    UFSECP_ABI_GUARDED({
        std::vector<Ge> ks;
        if (!load_keys(ks, pubkeys, n)) return UFSECP_ERR_BAD_PUBKEY;
        // BIP-327 NonceAgg((pubnonce, aggothernonce)) reads aggothernonce with cpoint, like a
        // public nonce: neither half may be infinity.
        MusigPubNonce other;
        if (!musig_pubnonce_parse(other, aggothernonce66)) return UFSECP_ERR_BAD_AGGNONCE;
        std::vector<const Ge*> ptrs(n);
        for (size_t i = 0; i < n; i++) ptrs[i] = &ks[i];
        MusigKeyAggCache c;
        if (!musig_key_agg(c, ptrs.data(), n)) return UFSECP_ERR_INFINITY;
        for (size_t i = 0; i < n_tweaks; i++)
            if (!musig_tweak(c, tweaks32 + 32 * i, is_xonly[i] != 0)) return UFSECP_ERR_BAD_TWEAK;
        Keypair kp;
        if (!declassified(keypair_load(kp, keypair->data))) {
            keypair_clear(kp);
            return UFSECP_ERR_BAD_KEYPAIR;
        }
        // The signer must be one of the keys (BIP-327 GetSessionKeyAggCoeff).
        bool member = false;
        for (size_t i = 0; i < n && !member; i++) member = ge_eq_var(ks[i], kp.pubkey);
        if (!member) {
            keypair_clear(kp);
            return UFSECP_ERR_NOT_SIGNER;
        }
        unsigned char aggpk[32];
        Ge x;
        xonly_from_pubkey(x, nullptr, c.q);
        xonly_serialize(aggpk, x);
        MusigSecNonce sn;
        MusigPubNonce pn;
        if (!musig_det_nonce(sn, pn, kp, rand32, aggothernonce66, aggpk, msg, msg_len)) {
            keypair_clear(kp);
            secure_wipe(sn);
            return UFSECP_ERR_BAD_ARG;  // k = 0: probability 2^-255
        }
        // aggnonce = NonceAgg(pubnonce, aggothernonce); the sums may be infinity.
        Gej a1, a2;
        gej_set_ge(a1, other.r1);
        gej_set_ge(a2, other.r2);
        gej_add_ge_var(a1, a1, pn.r1);
        gej_add_ge_var(a2, a2, pn.r2);
        MusigAggNonce agg;
        ge_set_gej_var(agg.r1, a1);
        ge_set_gej_var(agg.r2, a2);
        MusigSession s;
        musig_nonce_process(s, agg, msg, msg_len, c, nullptr);
        Scalar sig;
        // Self-verified: a fault here could give two signatures under one nonce (docs/musig.md).
        const MusigSignResult r = musig_partial_sign(sig, sn, kp, c, s, true);
        keypair_clear(kp);
        secure_wipe(sn);
        if (r != MusigSignResult::kOk) return UFSECP_ERR_SIGN_SELFCHECK;
        psig_save(partial_sig, sig);
        pubnonce_save(pubnonce, pn);
        return UFSECP_OK;
    });
}

// ---- adaptor -----------------------------------------------------------------------------

ufsecp_status ufsecp_musig_nonce_parity(int* nonce_parity, const ufsecp_musig_session* session) {
    UFSECP_ARG_NONNULL(nonce_parity, session);
    MusigSession s;
    if (!session_load(s, session)) return UFSECP_ERR_BAD_SESSION;
    *nonce_parity = s.fin_nonce_parity;
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_adapt(unsigned char sig64[64], const unsigned char pre_sig64[64],
                                 const unsigned char sec_adaptor32[32], int nonce_parity) {
    UFSECP_ARG_NONNULL(sig64, pre_sig64, sec_adaptor32);
    if (nonce_parity != 0 && nonce_parity != 1) return UFSECP_ERR_BAD_ARG;
    if (!abi::tweak_in_range(pre_sig64 + 32)) return UFSECP_ERR_BAD_SIGNATURE;
    unsigned char out[64];
    if (!musig_adapt(out, pre_sig64, sec_adaptor32, nonce_parity)) return UFSECP_ERR_BAD_SECKEY;
    std::memcpy(sig64, out, 64);
    return UFSECP_OK;
}

ufsecp_status ufsecp_musig_extract_adaptor(unsigned char sec_adaptor32[32], const unsigned char sig64[64],
                                           const unsigned char pre_sig64[64], int nonce_parity) {
    UFSECP_ARG_NONNULL(sec_adaptor32, sig64, pre_sig64);
    if (nonce_parity != 0 && nonce_parity != 1) return UFSECP_ERR_BAD_ARG;
    unsigned char t[32];
    if (!musig_extract_adaptor(t, sig64, pre_sig64, nonce_parity)) return UFSECP_ERR_BAD_SIGNATURE;
    std::memcpy(sec_adaptor32, t, 32);
    secure_wipe(t, sizeof(t));
    return UFSECP_OK;
}

}  // extern "C"
