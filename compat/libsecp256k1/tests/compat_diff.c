/* compat_diff: one deterministic sequence of calls across the libsecp256k1 API (random and
 * mutated inputs, API misuse with a counting illegal callback, custom nonce and hash
 * functions), written as a transcript. Built twice from this one file: against ufsecp's
 * compat/libsecp256k1 and against libsecp256k1 0.7.1 (same symbols, so two processes);
 * scripts/test-compat.sh compares the two transcripts.
 *
 * Usage: compat_diff CALLS [DUMP_FROM DUMP_TO]
 * Prints "checkpoint K HASH" every 1000 calls and "final CALLS HASH" at the end; with a dump
 * range, also every record of the calls in that range (to find the first difference).
 * Only the C API is used; contexts' preallocated sizes (which legitimately differ) are not
 * recorded. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_ellswift.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_musig.h>
#include <secp256k1_preallocated.h>
#include <secp256k1_recovery.h>
#include <secp256k1_schnorrsig.h>

/* ---- transcript ---- */
static uint64_t g_hash = 1469598103934665603ULL;
static unsigned long g_call;
static unsigned long g_dump_from = 1, g_dump_to = 0;
static int dumping(void) { return g_call >= g_dump_from && g_call <= g_dump_to; }
static void rec_bytes(const char *what, const void *p, size_t n) {
    const unsigned char *b = (const unsigned char *)p;
    size_t i;
    for (i = 0; i < n; i++) {
        g_hash ^= b[i];
        g_hash *= 1099511628211ULL;
    }
    g_hash ^= n;
    g_hash *= 1099511628211ULL;
    if (dumping()) {
        printf("  %lu %s ", g_call, what);
        for (i = 0; i < n; i++) printf("%02x", b[i]);
        printf("\n");
    }
}
static void rec_int(const char *what, long v) { rec_bytes(what, &v, sizeof(v)); }

/* ---- deterministic randomness ---- */
static uint64_t g_rng = 0x9E3779B97F4A7C15ULL;
static uint64_t rnd64(void) {
    g_rng ^= g_rng >> 12;
    g_rng ^= g_rng << 25;
    g_rng ^= g_rng >> 27;
    return g_rng * 2685821657736338717ULL;
}
static unsigned rnd(unsigned n) { return (unsigned)(rnd64() % n); }
static void rnd_bytes(unsigned char *p, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) p[i] = (unsigned char)rnd64();
}

static const unsigned char N_BYTES[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48,
                                          0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41};
static const unsigned char P_BYTES[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xFF, 0xFF, 0xFC, 0x2F};

/* A 32-byte scalar-ish value: mostly random, sometimes an edge (0, 1, n-1, n, n+1, 2^256-1,
 * p, small). */
static void rnd_scalar(unsigned char *out) {
    unsigned k = rnd(48);
    rnd_bytes(out, 32);
    switch (k) {
    case 0: memset(out, 0, 32); break;
    case 1: memset(out, 0, 32); out[31] = 1; break;
    case 2: memcpy(out, N_BYTES, 32); out[31] -= 1; break;
    case 3: memcpy(out, N_BYTES, 32); break;
    case 4: memcpy(out, N_BYTES, 32); out[31] += 1; break;
    case 5: memset(out, 0xFF, 32); break;
    case 6: memcpy(out, P_BYTES, 32); break;
    case 7: memset(out, 0, 31); break;
    default: break;
    }
}
static void mutate(unsigned char *p, size_t n) {
    unsigned k = rnd(4);
    if (n == 0) return;
    if (k == 0) p[rnd((unsigned)n)] ^= (unsigned char)(1u << rnd(8));
    else if (k == 1) p[rnd((unsigned)n)] = (unsigned char)rnd64();
    else if (k == 2) memset(p, 0, n);
}

/* ---- callbacks ---- */
static void count_illegal(const char *msg, void *data) {
    (void)data;
    rec_bytes("illegal", msg, strlen(msg));
}
static void count_error(const char *msg, void *data) {
    (void)data;
    rec_bytes("error", msg, strlen(msg));
}

static int my_nonce(unsigned char *nonce32, const unsigned char *msg32, const unsigned char *key32,
                    const unsigned char *algo16, void *data, unsigned int attempt) {
    unsigned mode = data ? ((unsigned char *)data)[0] % 4 : 0;
    rec_bytes("nonce.msg", msg32, 32);
    rec_bytes("nonce.key", key32, 32);
    rec_int("nonce.algo_null", algo16 == NULL);
    rec_int("nonce.attempt", attempt);
    if (mode == 1 && attempt == 0) { memset(nonce32, 0xFF, 32); return 1; }
    if (mode == 1 && attempt == 1) { memset(nonce32, 0, 32); return 1; }
    if (mode == 2) return 0;
    if (mode == 3) return secp256k1_nonce_function_rfc6979(nonce32, msg32, key32, algo16, NULL, attempt);
    {
        int i;
        for (i = 0; i < 32; i++) nonce32[i] = (unsigned char)(msg32[i] ^ key32[31 - i] ^ (attempt * 13 + i));
    }
    return 1;
}

static int my_nonce_hardened(unsigned char *nonce32, const unsigned char *msg, size_t msglen,
                             const unsigned char *key32, const unsigned char *xonly_pk32, const unsigned char *algo,
                             size_t algolen, void *data) {
    unsigned mode = data ? ((unsigned char *)data)[0] % 4 : 0;
    rec_bytes("hnonce.msg", msg, msglen);
    rec_bytes("hnonce.key", key32, 32);
    rec_bytes("hnonce.pk", xonly_pk32, 32);
    rec_bytes("hnonce.algo", algo, algolen);
    if (mode == 1) { memset(nonce32, 0, 32); return 1; }
    if (mode == 2) return 0;
    if (mode == 3) return secp256k1_nonce_function_bip340(nonce32, msg, msglen, key32, xonly_pk32, algo, algolen, NULL);
    {
        int i;
        for (i = 0; i < 32; i++) nonce32[i] = (unsigned char)(key32[i] ^ xonly_pk32[i] ^ (msglen + i));
    }
    return 1;
}

static int my_ecdh_hash(unsigned char *out, const unsigned char *x32, const unsigned char *y32, void *data) {
    rec_bytes("ecdh.x", x32, 32);
    rec_bytes("ecdh.y", y32, 32);
    memcpy(out, x32, 32);
    out[0] ^= y32[31];
    return data == NULL || ((unsigned char *)data)[0] % 3 != 0;
}

static int my_xdh_hash(unsigned char *out, const unsigned char *x32, const unsigned char *a64,
                       const unsigned char *b64, void *data) {
    rec_bytes("xdh.x", x32, 32);
    rec_bytes("xdh.a", a64, 64);
    rec_bytes("xdh.b", b64, 64);
    memcpy(out, x32, 32);
    return data == NULL;
}
static unsigned char g_ell[8][64];

static void musig_session(secp256k1_context *ctx);

/* ---- state pool ---- */
#define POOL 8
static unsigned char g_sec[POOL][32];
static secp256k1_pubkey g_pk[POOL];
static secp256k1_xonly_pubkey g_xpk[POOL];
static secp256k1_keypair g_kp[POOL];
static secp256k1_ecdsa_signature g_sig[POOL];
static secp256k1_ecdsa_recoverable_signature g_rsig[POOL];
static unsigned char g_msg[POOL][32];
static unsigned char g_ssig[POOL][64];

/* A pointer the compiler cannot see to be NULL (the API's nonnull attributes). */
static void *volatile g_null = NULL;
#define NUL(T) ((T)g_null)

/* Only keys the API produced (or zeroed objects, for the misuse cases that allow them). */
static const secp256k1_pubkey *valid_pk(unsigned i) {
    static const unsigned char zero[64];
    const secp256k1_pubkey *p = &g_pk[i % POOL];
    return memcmp(p->data, zero, 64) == 0 ? NULL : p;
}

static void step(secp256k1_context *ctx) {
    unsigned i = rnd(POOL), j = rnd(POOL);
    unsigned op = rnd(45);
    unsigned char buf[128], buf2[128], t32[32];
    size_t len;
    int r, recid;
    rec_int("op", op);
    switch (op) {
    case 0: rnd_scalar(g_sec[i]); rec_int("seckey_verify", secp256k1_ec_seckey_verify(ctx, g_sec[i])); break;
    case 1: case 2:
        r = secp256k1_ec_pubkey_create(ctx, &g_pk[i], g_sec[i]);
        rec_int("pubkey_create", r); rec_bytes("pk", g_pk[i].data, 64); break;
    case 3: {
        unsigned int flags = rnd(2) ? SECP256K1_EC_COMPRESSED : SECP256K1_EC_UNCOMPRESSED;
        if (rnd(10) == 0) flags = rnd(1000);
        len = rnd(8) == 0 ? rnd(70) : 65;
        if (!valid_pk(i) && rnd(2)) break;
        r = secp256k1_ec_pubkey_serialize(ctx, buf, &len, &g_pk[i], flags);
        rec_int("pubkey_serialize", r); rec_int("len", (long)len); rec_bytes("out", buf, r ? len : 0);
        break;
    }
    case 4: {
        secp256k1_pubkey pk;
        if (!valid_pk(i)) break;
        len = 65;
        (void)secp256k1_ec_pubkey_serialize(ctx, buf, &len, &g_pk[i], rnd(2) ? SECP256K1_EC_COMPRESSED : SECP256K1_EC_UNCOMPRESSED);
        if (rnd(3) == 0) mutate(buf, len);
        if (rnd(4) == 0) buf[0] = (unsigned char)(rnd(8));
        if (rnd(8) == 0) len = rnd(66);
        r = secp256k1_ec_pubkey_parse(ctx, &pk, buf, len);
        rec_int("pubkey_parse", r); rec_bytes("pk", pk.data, 64);
        if (r && rnd(2)) g_pk[j] = pk;
        break;
    }
    case 5: case 6: {
        unsigned char nd[32];
        secp256k1_nonce_function fn = NULL;
        const void *ndp = NULL;
        unsigned k = rnd(6);
        rnd_bytes(g_msg[i], 32);
        if (rnd(8) == 0) rnd_scalar(g_msg[i]);
        rnd_bytes(nd, 32);
        if (k == 1) ndp = nd;
        if (k == 2) fn = secp256k1_nonce_function_rfc6979;
        if (k == 3) { fn = secp256k1_nonce_function_default; ndp = nd; }
        if (k >= 4) { fn = my_nonce; ndp = rnd(2) ? nd : NULL; }
        if (rnd(2)) {
            r = secp256k1_ecdsa_sign(ctx, &g_sig[i], g_msg[i], g_sec[i], fn, ndp);
            rec_int("ecdsa_sign", r); rec_bytes("sig", g_sig[i].data, 64);
        } else {
            r = secp256k1_ecdsa_sign_recoverable(ctx, &g_rsig[i], g_msg[i], g_sec[i], fn, ndp);
            rec_int("ecdsa_sign_rec", r); rec_bytes("rsig", g_rsig[i].data, 65);
        }
        break;
    }
    case 7: {
        secp256k1_ecdsa_signature sig = g_sig[i];
        unsigned char m[32];
        memcpy(m, g_msg[i], 32);
        if (!valid_pk(j)) break;
        if (rnd(4) == 0) mutate(m, 32);
        if (rnd(4) == 0) {
            secp256k1_ecdsa_signature_serialize_compact(ctx, buf, &sig);
            mutate(buf, 64);
            rec_int("parse_compact", secp256k1_ecdsa_signature_parse_compact(ctx, &sig, buf));
        }
        rec_int("ecdsa_verify", secp256k1_ecdsa_verify(ctx, &sig, m, rnd(2) ? &g_pk[i] : &g_pk[j]));
        break;
    }
    case 8: {
        secp256k1_ecdsa_signature sig;
        len = rnd(6) == 0 ? rnd(80) : 72;
        r = secp256k1_ecdsa_signature_serialize_der(ctx, buf, &len, &g_sig[i]);
        rec_int("serialize_der", r); rec_int("len", (long)len); rec_bytes("der", buf, r ? len : 0);
        if (!r) break;
        if (rnd(2)) mutate(buf, len);
        if (rnd(6) == 0) len = rnd((unsigned)len + 2);
        r = secp256k1_ecdsa_signature_parse_der(ctx, &sig, buf, len);
        rec_int("parse_der", r); rec_bytes("sig", sig.data, 64);
        secp256k1_ecdsa_signature_serialize_compact(ctx, buf2, &sig);
        rec_bytes("compact", buf2, 64);
        break;
    }
    case 9: {
        secp256k1_ecdsa_signature out;
        secp256k1_ecdsa_signature_serialize_compact(ctx, buf, &g_sig[i]);
        rnd_scalar(buf + 32);
        if (!secp256k1_ecdsa_signature_parse_compact(ctx, &out, buf)) break;
        r = secp256k1_ecdsa_signature_normalize(ctx, rnd(4) ? &out : NULL, &out);
        rec_int("normalize", r); rec_bytes("sig", out.data, 64);
        break;
    }
    case 10: case 11: {
        unsigned k = rnd(3);
        rnd_scalar(t32);
        memcpy(buf, g_sec[i], 32);
        r = k == 0 ? secp256k1_ec_seckey_tweak_add(ctx, buf, t32)
          : k == 1 ? secp256k1_ec_seckey_tweak_mul(ctx, buf, t32) : secp256k1_ec_seckey_negate(ctx, buf);
        rec_int("seckey_tweak", r); rec_bytes("sk", buf, 32);
        if (rnd(2)) memcpy(g_sec[j], buf, 32);
        break;
    }
    case 12: case 13: {
        unsigned k = rnd(3);
        secp256k1_pubkey pk;
        if (!valid_pk(i)) break;
        pk = g_pk[i];
        rnd_scalar(t32);
        r = k == 0 ? secp256k1_ec_pubkey_tweak_add(ctx, &pk, t32)
          : k == 1 ? secp256k1_ec_pubkey_tweak_mul(ctx, &pk, t32) : secp256k1_ec_pubkey_negate(ctx, &pk);
        rec_int("pubkey_tweak", r); rec_bytes("pk", pk.data, 64);
        if (r && rnd(2)) g_pk[j] = pk;
        break;
    }
    case 14: {
        const secp256k1_pubkey *ins[5];
        secp256k1_pubkey out, neg;
        unsigned n = 1 + rnd(4), a;
        for (a = 0; a < n; a++) {
            ins[a] = valid_pk(rnd(POOL));
            if (!ins[a]) return;
        }
        if (rnd(4) == 0) { neg = *ins[0]; (void)secp256k1_ec_pubkey_negate(ctx, &neg); ins[n++] = &neg; }
        r = secp256k1_ec_pubkey_combine(ctx, &out, ins, n);
        rec_int("combine", r); rec_bytes("pk", out.data, 64);
        break;
    }
    case 15: {
        const secp256k1_pubkey *arr[POOL];
        unsigned n = rnd(POOL + 1), a;
        for (a = 0; a < n; a++) arr[a] = &g_pk[rnd(POOL)];
        rec_int("cmp", secp256k1_ec_pubkey_cmp(ctx, &g_pk[i], &g_pk[j]));
        rec_int("sort", secp256k1_ec_pubkey_sort(ctx, arr, n));
        for (a = 0; a < n; a++) rec_int("idx", (long)(arr[a] - g_pk));
        break;
    }
    case 16: {
        size_t tl = rnd(70), ml = rnd(100);
        rnd_bytes(buf, 128);
        r = secp256k1_tagged_sha256(ctx, t32, buf, tl, buf + 10, ml);
        rec_int("tagged", r); rec_bytes("h", t32, 32);
        break;
    }
    case 17: {
        secp256k1_ecdsa_recoverable_signature rs = g_rsig[i];
        secp256k1_ecdsa_signature s;
        secp256k1_pubkey pk;
        unsigned char m[32];
        memcpy(m, g_msg[i], 32);
        secp256k1_ecdsa_recoverable_signature_serialize_compact(ctx, buf, &recid, &rs);
        rec_bytes("rcompact", buf, 64); rec_int("recid", recid);
        if (rnd(3) == 0) { mutate(buf, 64); recid = (int)rnd(5) - (rnd(8) == 0); }
        if (recid < 0 || recid > 3) break;
        r = secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &rs, buf, recid);
        rec_int("rparse", r);
        if (rnd(4) == 0) mutate(m, 32);
        r = secp256k1_ecdsa_recover(ctx, &pk, &rs, m);
        rec_int("recover", r); rec_bytes("pk", pk.data, 64);
        secp256k1_ecdsa_recoverable_signature_convert(ctx, &s, &rs);
        rec_bytes("conv", s.data, 64);
        break;
    }
    case 18: {
        unsigned char d[1];
        if (!valid_pk(j)) break;
        d[0] = (unsigned char)rnd(256);
        r = rnd(2) ? secp256k1_ecdh(ctx, t32, &g_pk[j], g_sec[i], NULL, NULL)
                   : secp256k1_ecdh(ctx, t32, &g_pk[j], g_sec[i], rnd(2) ? my_ecdh_hash : secp256k1_ecdh_hash_function_sha256, rnd(2) ? d : NULL);
        rec_int("ecdh", r); rec_bytes("out", t32, 32);
        break;
    }
    case 19: case 20: {
        unsigned k = rnd(3);
        secp256k1_xonly_pubkey x;
        int parity = 7;
        if (k == 0) {
            rnd_bytes(t32, 32);
            if (rnd(4) == 0) secp256k1_xonly_pubkey_serialize(ctx, t32, &g_xpk[j]);
            if (rnd(8) == 0) memcpy(t32, P_BYTES, 32);
            r = secp256k1_xonly_pubkey_parse(ctx, &x, t32);
        } else if (k == 1) {
            if (!valid_pk(j)) break;
            r = secp256k1_xonly_pubkey_from_pubkey(ctx, &x, rnd(2) ? &parity : NULL, &g_pk[j]);
        } else {
            r = secp256k1_keypair_xonly_pub(ctx, &x, rnd(2) ? &parity : NULL, &g_kp[j]);
        }
        rec_int("xonly_make", r); rec_int("parity", parity);
        if (r) { rec_bytes("x", x.data, 64); g_xpk[i] = x; }
        r = secp256k1_xonly_pubkey_serialize(ctx, t32, &g_xpk[i]);
        rec_int("xser", r); rec_bytes("x32", t32, 32);
        rec_int("xcmp", secp256k1_xonly_pubkey_cmp(ctx, &g_xpk[i], &g_xpk[j]));
        break;
    }
    case 21: {
        secp256k1_pubkey out;
        int parity;
        unsigned char tw[32];
        rnd_scalar(tw);
        r = secp256k1_xonly_pubkey_tweak_add(ctx, &out, &g_xpk[i], tw);
        rec_int("xtweak", r); rec_bytes("pk", out.data, 64);
        if (!r) break;
        (void)secp256k1_xonly_pubkey_from_pubkey(ctx, &g_xpk[j], &parity, &out);
        secp256k1_xonly_pubkey_serialize(ctx, t32, &g_xpk[j]);
        if (rnd(4) == 0) mutate(t32, 32);
        if (rnd(4) == 0) parity = (int)rnd(4) - 1;
        rec_int("xcheck", secp256k1_xonly_pubkey_tweak_add_check(ctx, t32, parity, &g_xpk[i], tw));
        break;
    }
    case 22: case 23: {
        r = secp256k1_keypair_create(ctx, &g_kp[i], g_sec[i]);
        rec_int("kp_create", r); rec_bytes("kp", g_kp[i].data, 96);
        r = secp256k1_keypair_sec(ctx, t32, &g_kp[i]);
        rec_int("kp_sec", r); rec_bytes("sk", t32, 32);
        r = secp256k1_keypair_pub(ctx, &g_pk[j], &g_kp[i]);
        rec_int("kp_pub", r); rec_bytes("pk", g_pk[j].data, 64);
        break;
    }
    case 24: {
        secp256k1_keypair kp = g_kp[i];
        rnd_scalar(t32);
        r = secp256k1_keypair_xonly_tweak_add(ctx, &kp, t32);
        rec_int("kp_tweak", r); rec_bytes("kp", kp.data, 96);
        if (rnd(2)) g_kp[j] = kp;
        break;
    }
    case 25: case 26: case 27: {
        unsigned char aux[32], m[100];
        unsigned k = rnd(6);
        size_t ml = 32;
        rnd_bytes(aux, 32);
        rnd_bytes(m, sizeof(m));
        if (k == 0) r = secp256k1_schnorrsig_sign32(ctx, g_ssig[i], m, &g_kp[i], rnd(3) ? aux : NULL);
        else {
            secp256k1_schnorrsig_extraparams ep = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
            ml = rnd(100);
            if (k >= 3) { ep.noncefp = my_nonce_hardened; ep.ndata = rnd(2) ? aux : NULL; }
            else if (k == 2) { ep.noncefp = secp256k1_nonce_function_bip340; ep.ndata = aux; }
            if (rnd(20) == 0) ep.magic[rnd(4)] ^= 1;
            r = secp256k1_schnorrsig_sign_custom(ctx, g_ssig[i], ml ? m : (rnd(2) ? NULL : m), ml, &g_kp[i],
                                                 rnd(8) == 0 ? NULL : &ep);
        }
        rec_int("schnorr_sign", r); rec_bytes("sig", g_ssig[i], 64);
        {
            secp256k1_xonly_pubkey x;
            if (secp256k1_keypair_xonly_pub(ctx, &x, NULL, &g_kp[i])) {
                if (rnd(4) == 0) mutate(g_ssig[i], 64);
                if (rnd(4) == 0) mutate(m, ml);
                rec_int("schnorr_verify", secp256k1_schnorrsig_verify(ctx, g_ssig[i], m, ml, rnd(6) ? &x : &g_xpk[j]));
            }
        }
        break;
    }
    case 29: case 30: case 31:
        /* Refresh one slot with a valid key and its objects (failed calls zero them). */
        rnd_bytes(g_sec[i], 32);
        rec_int("refresh", secp256k1_ec_pubkey_create(ctx, &g_pk[i], g_sec[i]));
        rec_int("refresh", secp256k1_keypair_create(ctx, &g_kp[i], g_sec[i]));
        rec_int("refresh", secp256k1_keypair_xonly_pub(ctx, &g_xpk[i], NULL, &g_kp[i]));
        break;
    case 38: {
        unsigned char rnd32[32];
        secp256k1_pubkey pk;
        rnd_bytes(rnd32, 32);
        if (!valid_pk(i)) break;
        r = secp256k1_ellswift_encode(ctx, g_ell[j], &g_pk[i], rnd32);
        rec_int("ell_encode", r); rec_bytes("ell", g_ell[j], 64);
        if (rnd(3) == 0) mutate(g_ell[j], 64);
        if (rnd(8) == 0) rnd_bytes(g_ell[j], 64);
        if (rnd(16) == 0) memset(g_ell[j], rnd(2) ? 0 : 0xFF, 64);
        r = secp256k1_ellswift_decode(ctx, &pk, g_ell[j]);
        rec_int("ell_decode", r); rec_bytes("pk", pk.data, 64);
        break;
    }
    case 39: {
        unsigned char aux[32];
        rnd_bytes(aux, 32);
        r = secp256k1_ellswift_create(ctx, g_ell[i], g_sec[j], rnd(2) ? aux : NULL);
        rec_int("ell_create", r); rec_bytes("ell", g_ell[i], 64);
        break;
    }
    case 40: case 41: {
        unsigned char pre[64], sk[32];
        int party = (int)rnd(2);
        unsigned k = rnd(3);
        rnd_bytes(pre, 64);
        memcpy(sk, g_sec[rnd(POOL)], 32);
        if (rnd(6) == 0) rnd_scalar(sk);
        r = secp256k1_ellswift_xdh(ctx, t32, g_ell[i], g_ell[j], sk, party,
                                   k == 0 ? secp256k1_ellswift_xdh_hash_function_bip324
                                   : k == 1 ? secp256k1_ellswift_xdh_hash_function_prefix : my_xdh_hash,
                                   k == 1 ? pre : (rnd(4) == 0 ? pre : NULL));
        rec_int("xdh", r); rec_bytes("out", t32, 32);
        break;
    }
    case 42: case 43: case 44: musig_session(ctx); break;
    case 28: {
        unsigned char algo[20], aux[32];
        size_t al = rnd(20);
        rnd_bytes(algo, sizeof(algo));
        if (rnd(2)) { memcpy(algo, "BIP0340/nonce", 13); al = 13; }
        rnd_bytes(aux, 32); rnd_bytes(buf, 128);
        r = secp256k1_nonce_function_bip340(t32, buf, rnd(64), buf + 64, buf + 96, rnd(8) ? algo : NULL, al, rnd(2) ? aux : NULL);
        rec_int("bip340nonce", r); if (r) rec_bytes("n", t32, 32);
        r = secp256k1_nonce_function_rfc6979(t32, buf, buf + 32, rnd(2) ? algo : NULL, rnd(2) ? aux : NULL, rnd(4));
        rec_int("rfc6979", r); rec_bytes("n", t32, 32);
        break;
    }
    case 32: case 33: case 34: case 35: case 36: case 37: {
        /* Misuse: NULL arguments, zeroed objects, bad flags; the counting callback records
         * every illegal-argument call. */
        static const secp256k1_pubkey zpk;
        static const secp256k1_keypair zkp;
        static const secp256k1_xonly_pubkey zx;
        secp256k1_pubkey pk;
        secp256k1_ecdsa_signature sig;
        secp256k1_keypair kp;
        unsigned k = rnd(37);
        len = 65;
        memset(buf, 0, sizeof(buf)); /* outputs a refused call leaves unwritten are recorded */
        switch (k) {
        case 0: r = secp256k1_ec_pubkey_parse(ctx, NUL(secp256k1_pubkey *), buf, 33); break;
        case 1: r = secp256k1_ec_pubkey_parse(ctx, &pk, NUL(const unsigned char *), 33); break;
        case 2: r = secp256k1_ec_pubkey_serialize(ctx, buf, &len, &zpk, SECP256K1_EC_COMPRESSED); break;
        case 3: r = secp256k1_ec_pubkey_serialize(ctx, buf, NUL(size_t *), &g_pk[i], SECP256K1_EC_COMPRESSED); break;
        case 4: r = secp256k1_ec_pubkey_create(ctx, &pk, NUL(const unsigned char *)); break;
        case 5: r = secp256k1_ecdsa_sign(ctx, &sig, NUL(const unsigned char *), g_sec[i], NULL, NULL); break;
        case 6: r = secp256k1_ecdsa_verify(ctx, &g_sig[i], g_msg[i], &zpk); break;
        case 7: r = secp256k1_ecdsa_verify(ctx, NUL(const secp256k1_ecdsa_signature *), g_msg[i], &g_pk[i]); break;
        case 8: r = secp256k1_ec_pubkey_negate(ctx, (pk = zpk, &pk)); break;
        case 9: r = secp256k1_ec_pubkey_tweak_add(ctx, (pk = zpk, &pk), g_sec[i]); break;
        case 10: r = secp256k1_ec_pubkey_tweak_mul(ctx, (pk = zpk, &pk), rnd(2) ? g_sec[i] : N_BYTES); break;
        case 11: r = secp256k1_ec_seckey_tweak_add(ctx, buf, NUL(const unsigned char *)); break;
        case 12: r = secp256k1_ec_pubkey_combine(ctx, &pk, NUL(const secp256k1_pubkey *const *), 1); break;
        case 13: { const secp256k1_pubkey *a[1] = {&g_pk[i]}; r = secp256k1_ec_pubkey_combine(ctx, &pk, a, 0); break; }
        case 14: r = secp256k1_ec_pubkey_cmp(ctx, &zpk, rnd(2) ? &zpk : &g_pk[i]); break;
        case 15: r = secp256k1_keypair_xonly_pub(ctx, &g_xpk[j], NULL, &zkp); break;
        case 16: r = secp256k1_keypair_xonly_tweak_add(ctx, (kp = zkp, &kp), g_sec[i]); break;
        case 17: r = secp256k1_schnorrsig_sign32(ctx, buf, g_msg[i], &zkp, NULL); rec_bytes("sig", buf, 64); break;
        case 18: {
            secp256k1_schnorrsig_extraparams ep = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
            ep.noncefp = my_nonce_hardened;
            r = secp256k1_schnorrsig_sign_custom(ctx, buf, g_msg[i], 32, &zkp, &ep); rec_bytes("sig", buf, 64); break;
        }
        case 19: r = secp256k1_schnorrsig_verify(ctx, g_ssig[i], g_msg[i], 32, &zx); break;
        case 20: r = secp256k1_schnorrsig_verify(ctx, g_ssig[i], NUL(const unsigned char *), 5, &g_xpk[i]); break;
        case 21: r = secp256k1_xonly_pubkey_serialize(ctx, t32, &zx); rec_bytes("x", t32, 32); break;
        case 22: r = secp256k1_xonly_pubkey_cmp(ctx, &zx, &g_xpk[i]); break;
        case 23: r = secp256k1_xonly_pubkey_tweak_add(ctx, &pk, &zx, g_sec[i]); break;
        case 24: r = secp256k1_xonly_pubkey_tweak_add_check(ctx, t32, 0, &zx, g_sec[i]); break;
        case 25: r = secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &g_rsig[j], buf, 4); break;
        case 26: r = secp256k1_ecdsa_sign_recoverable(ctx, NUL(secp256k1_ecdsa_recoverable_signature *), g_msg[i], g_sec[i], NULL, NULL); break;
        case 27: r = secp256k1_ecdsa_recover(ctx, &pk, &g_rsig[i], NUL(const unsigned char *)); break;
        case 28: r = secp256k1_ecdh(ctx, t32, NUL(const secp256k1_pubkey *), g_sec[i], NULL, NULL); break;
        case 29: r = secp256k1_tagged_sha256(ctx, t32, buf, 3, NUL(const unsigned char *), 0); break;
        case 30: r = secp256k1_ecdsa_signature_serialize_der(ctx, buf, NUL(size_t *), &g_sig[i]); break;
        case 31: r = secp256k1_keypair_create(ctx, NUL(secp256k1_keypair *), g_sec[i]); break;
        case 32: r = secp256k1_ec_pubkey_sort(ctx, NUL(const secp256k1_pubkey **), 3); break;
        case 33: r = secp256k1_ellswift_xdh(ctx, t32, g_ell[i], g_ell[j], g_sec[i], 0,
                                            NUL(secp256k1_ellswift_xdh_hash_function), NULL); break;
        case 34: r = secp256k1_ellswift_encode(ctx, buf, &zpk, t32); break;
        case 35: r = secp256k1_ellswift_create(ctx, buf, NUL(const unsigned char *), NULL); rec_bytes("ell", buf, 64); break;
        default: r = secp256k1_context_randomize(ctx, rnd(2) ? t32 : NULL); break;
        }
        rec_int("misuse", (long)k);
        rec_int("ret", r);
        break;
    }
    }
}

/* One MuSig2 session over the whole module: random signer sets, tweaks, nonce variants,
 * encodings with mutations, misuse (reused or zeroed secret nonces, wrong keypair,
 * uninitialized objects). */
static void musig_session(secp256k1_context *ctx) {
    secp256k1_pubkey pks[4];
    const secp256k1_pubkey *pkp[4];
    secp256k1_keypair kps[4];
    secp256k1_musig_keyagg_cache cache;
    secp256k1_xonly_pubkey agg;
    secp256k1_pubkey out;
    secp256k1_musig_secnonce sn[4];
    secp256k1_musig_pubnonce pn[4];
    const secp256k1_musig_pubnonce *pnp[4];
    secp256k1_musig_aggnonce an;
    secp256k1_musig_session ses;
    secp256k1_musig_partial_sig ps[4];
    const secp256k1_musig_partial_sig *psp[4];
    unsigned char msg[32], tw[32], rand32[32], extra[32], sk[32], b66[66], b32[32], sig[64];
    unsigned n = 1 + rnd(4), a, t;
    int r;
    for (a = 0; a < n; a++) {
        unsigned k = rnd(POOL);
        if (!valid_pk(k)) return;
        kps[a] = g_kp[k];
        if (!secp256k1_keypair_pub(ctx, &pks[a], &kps[a]) || !valid_pk(k)) return;
        if (memcmp(pks[a].data, g_pk[k].data, 64) != 0 && rnd(2)) return;
        pkp[a] = &pks[a];
    }
    if (rnd(2)) rec_int("m.sort", secp256k1_ec_pubkey_sort(ctx, pkp, n));
    r = secp256k1_musig_pubkey_agg(ctx, rnd(4) ? &agg : NULL, rnd(8) ? &cache : NULL, pkp, n);
    rec_int("m.agg", r);
    if (!r) return;
    r = secp256k1_musig_pubkey_agg(ctx, &agg, &cache, pkp, n);
    rec_bytes("m.cache", cache.data, sizeof(cache.data));
    rec_bytes("m.aggpk", agg.data, 64);
    for (t = rnd(3); t > 0; t--) {
        rnd_scalar(tw);
        r = rnd(2) ? secp256k1_musig_pubkey_ec_tweak_add(ctx, rnd(2) ? &out : NULL, &cache, tw)
                   : secp256k1_musig_pubkey_xonly_tweak_add(ctx, rnd(2) ? &out : NULL, &cache, tw);
        rec_int("m.tweak", r); rec_bytes("m.cache", cache.data, sizeof(cache.data));
    }
    rec_int("m.get", secp256k1_musig_pubkey_get(ctx, &out, &cache)); rec_bytes("m.pk", out.data, 64);
    rnd_bytes(msg, 32);
    for (a = 0; a < n; a++) {
        unsigned k = rnd(6);
        rnd_bytes(rand32, 32);
        rnd_bytes(extra, 32);
        if (rnd(20) == 0) memset(rand32, 0, 32);
        if (!secp256k1_keypair_sec(ctx, sk, &kps[a])) return;
        if (rnd(20) == 0) rnd_scalar(sk);
        if (k == 0) {
            r = secp256k1_musig_nonce_gen_counter(ctx, &sn[a], &pn[a], rnd64(), &kps[a], rnd(2) ? msg : NULL,
                                                  rnd(2) ? &cache : NULL, rnd(2) ? extra : NULL);
        } else {
            r = secp256k1_musig_nonce_gen(ctx, &sn[a], &pn[a], rand32, rnd(4) ? sk : NULL, &pks[a],
                                          rnd(2) ? msg : NULL, rnd(2) ? &cache : NULL, rnd(2) ? extra : NULL);
            rec_bytes("m.rand", rand32, 32);
        }
        rec_int("m.ngen", r); rec_bytes("m.sn", sn[a].data, 132);
        if (r) rec_bytes("m.pn", pn[a].data, 132);
        else memset(&pn[a], 0, sizeof(pn[a])); /* unspecified after a failure */
        r = secp256k1_musig_pubnonce_serialize(ctx, b66, &pn[a]);
        rec_int("m.pnser", r); rec_bytes("m.b66", b66, 66);
        if (rnd(8) == 0) mutate(b66, 66);
        if (rnd(2)) {
            secp256k1_musig_pubnonce p2;
            r = secp256k1_musig_pubnonce_parse(ctx, &p2, b66);
            rec_int("m.pnparse", r);
            if (r) { rec_bytes("m.pn", p2.data, 132); pn[a] = p2; }
        }
        pnp[a] = &pn[a];
    }
    r = secp256k1_musig_nonce_agg(ctx, &an, pnp, n);
    rec_int("m.nagg", r); if (!r) return;
    rec_bytes("m.an", an.data, 132);
    r = secp256k1_musig_aggnonce_serialize(ctx, b66, &an);
    rec_int("m.anser", r); rec_bytes("m.b66", b66, 66);
    if (rnd(8) == 0) mutate(b66, 66);
    if (rnd(10) == 0) memset(b66, 0, 33);
    r = secp256k1_musig_aggnonce_parse(ctx, &an, b66);
    rec_int("m.anparse", r); rec_bytes("m.an", an.data, 132);
    if (!r) return;
    r = secp256k1_musig_nonce_process(ctx, &ses, &an, msg, &cache);
    rec_int("m.process", r); rec_bytes("m.ses", ses.data, 133);
    for (a = 0; a < n; a++) {
        unsigned k = rnd(12);
        secp256k1_keypair *kp = &kps[a];
        if (k == 0) kp = &kps[(a + 1) % n];  /* wrong key: illegal unless the same */
        r = secp256k1_musig_partial_sign(ctx, &ps[a], &sn[a], kp, &cache, &ses);
        rec_int("m.sign", r); rec_bytes("m.ps", ps[a].data, 36); rec_bytes("m.sn", sn[a].data, 132);
        if (k == 1) {  /* reuse */
            r = secp256k1_musig_partial_sign(ctx, &ps[a], &sn[a], kp, &cache, &ses);
            rec_int("m.resign", r);
        }
        r = secp256k1_musig_partial_sig_serialize(ctx, b32, &ps[a]);
        rec_int("m.psser", r); rec_bytes("m.b32", b32, 32);
        if (rnd(6) == 0) mutate(b32, 32);
        if (rnd(12) == 0) memcpy(b32, N_BYTES, 32);
        r = secp256k1_musig_partial_sig_parse(ctx, &ps[a], b32);
        rec_int("m.psparse", r); rec_bytes("m.ps", ps[a].data, 36);
        r = secp256k1_musig_partial_sig_verify(ctx, &ps[a], &pn[a], &pks[rnd(8) ? a : rnd(n)], &cache, &ses);
        rec_int("m.psverify", r);
        psp[a] = &ps[a];
    }
    r = secp256k1_musig_partial_sig_agg(ctx, sig, &ses, psp, n);
    rec_int("m.sigagg", r); if (r) rec_bytes("m.sig", sig, 64);
    if (r) {
        secp256k1_xonly_pubkey x;
        int parity;
        if (secp256k1_musig_pubkey_get(ctx, &out, &cache) && secp256k1_xonly_pubkey_from_pubkey(ctx, &x, &parity, &out))
            rec_int("m.verify", secp256k1_schnorrsig_verify(ctx, sig, msg, 32, &x));
    }
    if (rnd(4) == 0) {
        /* Uninitialized (zeroed) objects. */
        secp256k1_musig_keyagg_cache zc;
        secp256k1_musig_session zs;
        memset(&zc, 0, sizeof(zc));
        memset(&zs, 0, sizeof(zs));
        rec_int("m.z1", secp256k1_musig_pubkey_get(ctx, &out, &zc));
        rec_int("m.z2", secp256k1_musig_nonce_process(ctx, &ses, &an, msg, &zc));
        rec_int("m.z3", secp256k1_musig_partial_sig_agg(ctx, sig, &zs, psp, n));
        rec_int("m.z4", secp256k1_musig_pubkey_agg(ctx, &agg, &cache, pkp, 0));
        rec_int("m.z5", secp256k1_musig_nonce_agg(ctx, &an, pnp, 0));
    }
}

/* Context functions with the static context and copies (callbacks counted). */
static void context_checks(void) {
    secp256k1_context *c = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    secp256k1_context *c2;
    void *mem;
    secp256k1_pubkey pk;
    unsigned char sk[32] = {1}, sig[64], msg[32] = {2};
    secp256k1_keypair kp;
    secp256k1_context_set_illegal_callback(c, count_illegal, NULL);
    secp256k1_context_set_error_callback(c, count_error, NULL);
    g_call = 0;
    rec_int("rand", secp256k1_context_randomize(c, sk));
    rec_int("rand_null", secp256k1_context_randomize(c, NULL));
    c2 = secp256k1_context_clone(c);
    rec_int("clone_ok", c2 != NULL);
    rec_int("create_clone", secp256k1_ec_pubkey_create(c2, &pk, sk));
    rec_bytes("pk", pk.data, 64);
    secp256k1_context_destroy(c2);
    mem = malloc(secp256k1_context_preallocated_size(SECP256K1_CONTEXT_NONE));
    c2 = secp256k1_context_preallocated_create(mem, SECP256K1_CONTEXT_NONE);
    secp256k1_context_set_illegal_callback(c2, count_illegal, NULL);
    rec_int("pre_create", secp256k1_ec_pubkey_create(c2, &pk, sk));
    secp256k1_context_preallocated_destroy(c2);
    secp256k1_context_preallocated_destroy(c2); /* destroyed: not proper any more */
    rec_int("pre_rand_destroyed", secp256k1_context_randomize(c2, sk));
    free(mem);
    /* Functions that need no signing work with the static context. */
    rec_int("static_verify", secp256k1_ec_seckey_verify(secp256k1_context_static, sk));
    rec_int("kp_c", secp256k1_keypair_create(c, &kp, sk));
    rec_int("sign_c", secp256k1_schnorrsig_sign32(c, sig, msg, &kp, NULL));
    rec_bytes("sig", sig, 64);
    rec_int("verify_static", secp256k1_ec_pubkey_parse(secp256k1_context_static, &pk, sig, 33));
    secp256k1_context_destroy(NUL(secp256k1_context *));
    secp256k1_context_destroy(c);
    printf("context %016llx\n", (unsigned long long)g_hash);
}

int main(int argc, char **argv) {
    unsigned long calls = argc > 1 ? strtoul(argv[1], NULL, 10) : 10000, k;
    secp256k1_context *ctx, *sctx;
    void *smem;
    if (argc > 3) {
        g_dump_from = strtoul(argv[2], NULL, 10);
        g_dump_to = strtoul(argv[3], NULL, 10);
    }
    context_checks();
    ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    secp256k1_context_set_illegal_callback(ctx, count_illegal, NULL);
    /* A copy of the static context with the counting callback: every signing function must
     * refuse it the same way. */
    smem = malloc(secp256k1_context_preallocated_clone_size(ctx));
    sctx = secp256k1_context_preallocated_clone(ctx, smem);
    secp256k1_context_preallocated_destroy(sctx); /* now "not proper", like the static one */
    for (k = 0; k < POOL; k++) {
        rnd_bytes(g_sec[k], 32);
        rec_int("init", secp256k1_ec_pubkey_create(ctx, &g_pk[k], g_sec[k]));
        rec_int("init", secp256k1_keypair_create(ctx, &g_kp[k], g_sec[k]));
        rec_int("init", secp256k1_keypair_xonly_pub(ctx, &g_xpk[k], NULL, &g_kp[k]));
        rnd_bytes(g_msg[k], 32);
    }
    for (g_call = 1; g_call <= calls; g_call++) {
        step(rnd(50) == 0 ? sctx : ctx);
        if (g_call % 1000 == 0) printf("checkpoint %lu %016llx\n", g_call, (unsigned long long)g_hash);
    }
    printf("final %lu %016llx\n", calls, (unsigned long long)g_hash);
    secp256k1_context_destroy(ctx);
    free(smem);
    return 0;
}
