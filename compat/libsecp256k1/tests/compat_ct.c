/* compat_ct: the shim's secret paths under valgrind memcheck with every secret (secret keys,
 * nonce data, MuSig2 secret randomness) marked undefined: a branch or memory index on a
 * secret is reported as a use of uninitialised memory (compat/libsecp256k1/tests/check.sh runs
 * it with --error-exitcode). Outputs are declassified before they are looked at, as a caller
 * publishing them would. Custom nonce/hash functions are included: the shim's own code
 * around them must be constant time too. */
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>

#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_ellswift.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_musig.h>
#include <secp256k1_recovery.h>
#include <secp256k1_schnorrsig.h>

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

static int failures;
static void check(int ok, const char *what) {
    PUBLIC(&ok, sizeof(ok));
    if (!ok) {
        printf("FAIL %s\n", what);
        failures++;
    }
}

/* Nonce functions that are constant time themselves (xor-based), so that only the shim's
 * handling of their output is under test. */
static int xor_nonce(unsigned char *nonce32, const unsigned char *msg32, const unsigned char *key32,
                     const unsigned char *algo16, void *data, unsigned int attempt) {
    int i;
    (void)algo16; (void)data;
    for (i = 0; i < 32; i++) nonce32[i] = (unsigned char)(msg32[i] ^ key32[i] ^ 0x5a ^ attempt);
    nonce32[0] &= 0x7f; /* below n */
    nonce32[31] |= 1;   /* not zero */
    return 1;
}
static int xor_hnonce(unsigned char *nonce32, const unsigned char *msg, size_t msglen, const unsigned char *key32,
                      const unsigned char *pk32, const unsigned char *algo, size_t algolen, void *data) {
    int i;
    (void)msg; (void)msglen; (void)algo; (void)algolen; (void)data;
    for (i = 0; i < 32; i++) nonce32[i] = (unsigned char)(key32[i] ^ pk32[i]);
    nonce32[0] &= 0x7f;
    nonce32[31] |= 1;
    return 1;
}
static int copy_hash(unsigned char *out, const unsigned char *x32, const unsigned char *y32, void *data) {
    int i;
    (void)data;
    for (i = 0; i < 32; i++) out[i] = (unsigned char)(x32[i] ^ y32[i]);
    return 1;
}

int main(void) {
    secp256k1_context *ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    unsigned char sk[32], sk2[32], msg[32], aux[32], tweak[32], out[64], ell_a[64], ell_b[64], rand32[32];
    secp256k1_pubkey pk, pk2;
    secp256k1_ecdsa_signature sig;
    secp256k1_ecdsa_recoverable_signature rsig;
    secp256k1_keypair kp, kp2;
    secp256k1_schnorrsig_extraparams ep = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
    int r, k;
    memset(msg, 0x42, 32);
    memset(tweak, 0x07, 32);
    for (k = 0; k < 32; k++) { sk[k] = (unsigned char)(k * 7 + 1); sk2[k] = (unsigned char)(k * 13 + 3); aux[k] = (unsigned char)k; }
    /* public keys to work with (computed before the secrets are marked) */
    check(secp256k1_ec_pubkey_create(ctx, &pk2, sk2), "setup");
    check(secp256k1_keypair_create(ctx, &kp2, sk2), "setup");

    SECRET(sk, 32); SECRET(aux, 32);
    r = secp256k1_ec_pubkey_create(ctx, &pk, sk); PUBLIC(&pk, sizeof(pk)); check(r, "pubkey_create");
    r = secp256k1_ecdsa_sign(ctx, &sig, msg, sk, NULL, NULL); PUBLIC(&sig, sizeof(sig)); check(r, "ecdsa_sign");
    r = secp256k1_ecdsa_sign(ctx, &sig, msg, sk, NULL, aux); PUBLIC(&sig, sizeof(sig)); check(r, "ecdsa_sign ndata");
    r = secp256k1_ecdsa_sign(ctx, &sig, msg, sk, xor_nonce, NULL); PUBLIC(&sig, sizeof(sig)); check(r, "ecdsa_sign custom");
    r = secp256k1_ecdsa_sign_recoverable(ctx, &rsig, msg, sk, NULL, aux); PUBLIC(&rsig, sizeof(rsig)); check(r, "sign_recoverable");
    r = secp256k1_ecdh(ctx, out, &pk2, sk, NULL, NULL); PUBLIC(out, 32); check(r, "ecdh");
    r = secp256k1_ecdh(ctx, out, &pk2, sk, copy_hash, NULL); PUBLIC(out, 32); check(r, "ecdh custom");
    r = secp256k1_keypair_create(ctx, &kp, sk); PUBLIC(kp.data + 32, 64); check(r, "keypair_create");
    r = secp256k1_schnorrsig_sign32(ctx, out, msg, &kp, aux); PUBLIC(out, 64); check(r, "schnorr sign32");
    ep.noncefp = xor_hnonce;
    r = secp256k1_schnorrsig_sign_custom(ctx, out, msg, 32, &kp, &ep); PUBLIC(out, 64); check(r, "schnorr custom");
    {
        secp256k1_keypair kt = kp;
        r = secp256k1_keypair_xonly_tweak_add(ctx, &kt, tweak); PUBLIC(kt.data + 32, 64); check(r, "keypair tweak");
    }
    {
        unsigned char t[32];
        memcpy(t, sk, 32);
        r = secp256k1_ec_seckey_tweak_add(ctx, t, tweak); check(r, "seckey_tweak_add");
        r = secp256k1_ec_seckey_tweak_mul(ctx, t, tweak); check(r, "seckey_tweak_mul");
        r = secp256k1_ec_seckey_negate(ctx, t); check(r, "seckey_negate");
        r = secp256k1_ec_seckey_verify(ctx, t); check(r, "seckey_verify");
    }
    /* ellswift_create's auxrnd32 only randomizes the (public) encoding: public here, as in
     * ufsecp's own ct_valgrind (the key-derived hash state is declassified by ellswift_create). */
    PUBLIC(aux, 32);
    r = secp256k1_ellswift_create(ctx, ell_a, sk, aux); PUBLIC(ell_a, 64); check(r, "ellswift_create");
    r = secp256k1_ellswift_create(ctx, ell_b, sk2, NULL); check(r, "ellswift_create 2");
    r = secp256k1_ellswift_xdh(ctx, out, ell_a, ell_b, sk, 0, secp256k1_ellswift_xdh_hash_function_bip324, NULL);
    PUBLIC(out, 32); check(r, "ellswift_xdh");
    {
        const secp256k1_pubkey *pks[2];
        secp256k1_musig_keyagg_cache cache;
        secp256k1_musig_secnonce sn, sn2;
        secp256k1_musig_pubnonce pn, pn2;
        const secp256k1_musig_pubnonce *pns[2];
        secp256k1_musig_aggnonce an;
        secp256k1_musig_session ses;
        secp256k1_musig_partial_sig ps;
        unsigned char r2[32];
        pks[0] = &pk; pks[1] = &pk2;
        check(secp256k1_musig_pubkey_agg(ctx, NULL, &cache, pks, 2), "musig agg");
        memset(rand32, 0x33, 32); SECRET(rand32, 32);
        r = secp256k1_musig_nonce_gen(ctx, &sn, &pn, rand32, sk, &pk, msg, &cache, NULL);
        PUBLIC(&pn, sizeof(pn)); check(r, "musig nonce_gen");
        memset(r2, 0x44, 32);
        check(secp256k1_musig_nonce_gen(ctx, &sn2, &pn2, r2, sk2, &pk2, msg, &cache, NULL), "musig nonce_gen 2");
        r = secp256k1_musig_nonce_gen_counter(ctx, &sn2, &pn2, 7, &kp, msg, &cache, NULL);
        PUBLIC(&pn2, sizeof(pn2)); check(r, "musig nonce_gen_counter");
        check(secp256k1_musig_nonce_gen(ctx, &sn2, &pn2, (memset(r2, 0x45, 32), r2), sk2, &pk2, msg, &cache, NULL), "nonce_gen 3");
        pns[0] = &pn; pns[1] = &pn2;
        check(secp256k1_musig_nonce_agg(ctx, &an, pns, 2), "musig nonce_agg");
        check(secp256k1_musig_nonce_process(ctx, &ses, &an, msg, &cache), "musig process");
        r = secp256k1_musig_partial_sign(ctx, &ps, &sn, &kp, &cache, &ses); PUBLIC(&ps, sizeof(ps)); check(r, "musig sign");
        check(secp256k1_musig_partial_sig_verify(ctx, &ps, &pn, &pk, &cache, &ses), "musig verify");
    }
    secp256k1_context_destroy(ctx);
    printf("compat_ct: %d failures\n", failures);
    return failures != 0;
}
