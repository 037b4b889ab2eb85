/* ufsecp — error cases of include/ufsecp/ufsecp_musig.h for tests/abi/test_abi_untouched.c
 * (included there; uses its FAILS / FAILS_INPLACE macros and fixtures: sk, sk2, pk, pk2,
 * kp, kp_zero, pk_zero, msg, tweak, zero32, big32, x32, schnorr). */
#include "ufsecp/ufsecp_musig.h"

static void untouched_musig(void) {
    ufsecp_musig_keyagg_cache cache, cache_zero, cache_out, cache_init;
    ufsecp_musig_secnonce sn, sn2, sn_zero, sn_out, sn_init, sn_bad;
    ufsecp_musig_pubnonce pn, pn2, pn_zero, pn_out;
    ufsecp_musig_aggnonce agg, agg_zero, agg_out;
    ufsecp_musig_session sess, sess_zero, sess_out;
    ufsecp_musig_partial_sig ps, ps_zero, ps_out;
    ufsecp_pubkey pko;
    ufsecp_keypair kp2;
    const ufsecp_pubkey *keys[2], *bad_keys[2], *sort_keys[2], *sort_init[2];
    const ufsecp_musig_pubnonce *pns[2], *bad_pns[2];
    const ufsecp_musig_partial_sig *pss[1], *bad_pss[1];
    unsigned char rnd[32], rnd_init[32], out66[66], out64[64], out32[32], bad66[66], good66[66], sn97[97];
    unsigned char agg32[32];
    int par, xo_bad[1] = {2}, xo[1] = {0};
    Out o66[] = {{out66, 66}};
    Out o32[] = {{out32, 32}};
    Out o64[] = {{out64, 64}};
    Out opn[] = {{&pn_out, sizeof pn_out}};
    Out oagg[] = {{&agg_out, sizeof agg_out}};
    Out ops[] = {{&ps_out, sizeof ps_out}};
    Out osn[] = {{&sn_out, sizeof sn_out}};
    Out okagg[] = {{agg32, 32}, {&cache_out, sizeof cache_out}};
    Out opk[] = {{&pko, sizeof pko}};
    Out ogen[] = {{&sn_out, sizeof sn_out}, {&pn_out, sizeof pn_out}};
    Out osess[] = {{&sess_out, sizeof sess_out}};
    Out odet[] = {{&ps_out, sizeof ps_out}, {&pn_out, sizeof pn_out}};
    Out opar[] = {{&par, sizeof par}};
    Out ornd[] = {{rnd, 32}, {&sn_out, sizeof sn_out}, {&pn_out, sizeof pn_out}};

    memset(&cache_zero, 0, sizeof cache_zero);
    memset(&sn_zero, 0, sizeof sn_zero);
    memset(&pn_zero, 0, sizeof pn_zero);
    memset(&agg_zero, 0, sizeof agg_zero);
    memset(&sess_zero, 0, sizeof sess_zero);
    memset(&ps_zero, 0, sizeof ps_zero);
    CHECK_STATUS(ufsecp_keypair_create(&kp2, sk2), UFSECP_OK);
    keys[0] = &pk, keys[1] = &pk2;
    bad_keys[0] = &pk, bad_keys[1] = &pk_zero;
    CHECK_STATUS(ufsecp_musig_pubkey_agg(NULL, &cache, keys, 2), UFSECP_OK);
    memset(rnd, 0x42, 32);
    CHECK_STATUS(ufsecp_musig_nonce_gen(&sn, &pn, rnd, sk, &pk, msg, 32, NULL, NULL, 0), UFSECP_OK);
    memset(rnd, 0x43, 32);
    CHECK_STATUS(ufsecp_musig_nonce_gen(&sn2, &pn2, rnd, sk2, &pk2, msg, 32, NULL, NULL, 0), UFSECP_OK);
    pns[0] = &pn, pns[1] = &pn2;
    bad_pns[0] = &pn, bad_pns[1] = &pn_zero;
    CHECK_STATUS(ufsecp_musig_nonce_agg(&agg, pns, 2), UFSECP_OK);
    CHECK_STATUS(ufsecp_musig_nonce_process(&sess, &agg, msg, 32, &cache, NULL), UFSECP_OK);
    CHECK_STATUS(ufsecp_musig_partial_sig_parse(&ps, sk), UFSECP_OK);
    pss[0] = &ps, bad_pss[0] = &ps_zero;
    CHECK_STATUS(ufsecp_musig_pubnonce_serialize(good66, &pn), UFSECP_OK);
    memcpy(bad66, good66, 66);
    bad66[0] = 0x04;

    /* encodings */
    FAILS(ufsecp_musig_pubnonce_parse, UFSECP_ERR_BAD_PUBNONCE, opn, ufsecp_musig_pubnonce_parse(&pn_out, bad66));
    FAILS(ufsecp_musig_pubnonce_parse, UFSECP_ERR_NULL_ARG, opn, ufsecp_musig_pubnonce_parse(&pn_out, NULL));
    FAILS(ufsecp_musig_pubnonce_serialize, UFSECP_ERR_BAD_PUBNONCE, o66, ufsecp_musig_pubnonce_serialize(out66, &pn_zero));
    FAILS(ufsecp_musig_aggnonce_parse, UFSECP_ERR_BAD_AGGNONCE, oagg, ufsecp_musig_aggnonce_parse(&agg_out, bad66));
    FAILS(ufsecp_musig_aggnonce_serialize, UFSECP_ERR_BAD_AGGNONCE, o66, ufsecp_musig_aggnonce_serialize(out66, &agg_zero));
    FAILS(ufsecp_musig_partial_sig_parse, UFSECP_ERR_BAD_PARTIAL_SIG, ops, ufsecp_musig_partial_sig_parse(&ps_out, big32));
    FAILS(ufsecp_musig_partial_sig_serialize, UFSECP_ERR_BAD_PARTIAL_SIG, o32,
          ufsecp_musig_partial_sig_serialize(out32, &ps_zero));

    /* keys */
    sort_init[0] = &pk2, sort_init[1] = &pk_zero;
    FAILS_INPLACE(ufsecp_musig_pubkey_sort, UFSECP_ERR_BAD_PUBKEY, sort_keys, sort_init,
                  ufsecp_musig_pubkey_sort(sort_keys, 2));
    FAILS_INPLACE(ufsecp_musig_pubkey_sort, UFSECP_ERR_BAD_ARG, sort_keys, sort_init,
                  ufsecp_musig_pubkey_sort(sort_keys, 0));
    FAILS(ufsecp_musig_pubkey_agg, UFSECP_ERR_BAD_PUBKEY, okagg, ufsecp_musig_pubkey_agg(agg32, &cache_out, bad_keys, 2));
    FAILS(ufsecp_musig_pubkey_agg, UFSECP_ERR_BAD_ARG, okagg, ufsecp_musig_pubkey_agg(agg32, &cache_out, keys, 0));
    FAILS(ufsecp_musig_pubkey_agg, UFSECP_ERR_NULL_ARG, okagg, ufsecp_musig_pubkey_agg(agg32, &cache_out, NULL, 2));
    FAILS(ufsecp_musig_pubkey_get, UFSECP_ERR_BAD_KEYAGG_CACHE, opk, ufsecp_musig_pubkey_get(&pko, &cache_zero));
    cache_init = cache;
    FAILS_INPLACE(ufsecp_musig_pubkey_ec_tweak_add, UFSECP_ERR_BAD_TWEAK, cache_out, cache_init,
                  ufsecp_musig_pubkey_ec_tweak_add(NULL, &cache_out, big32));
    FAILS(ufsecp_musig_pubkey_ec_tweak_add, UFSECP_ERR_BAD_KEYAGG_CACHE, opk,
          ufsecp_musig_pubkey_ec_tweak_add(&pko, &cache_zero, tweak));
    FAILS_INPLACE(ufsecp_musig_pubkey_xonly_tweak_add, UFSECP_ERR_BAD_TWEAK, cache_out, cache_init,
                  ufsecp_musig_pubkey_xonly_tweak_add(NULL, &cache_out, big32));
    FAILS(ufsecp_musig_pubkey_xonly_tweak_add, UFSECP_ERR_BAD_KEYAGG_CACHE, opk,
          ufsecp_musig_pubkey_xonly_tweak_add(&pko, &cache_zero, tweak));

    /* nonces: session_secrand32 is in/out, so it is among the outputs */
    FAILS(ufsecp_musig_nonce_gen, UFSECP_ERR_BAD_SECKEY, ornd,
          ufsecp_musig_nonce_gen(&sn_out, &pn_out, rnd, big32, &pk, NULL, 0, NULL, NULL, 0));
    FAILS(ufsecp_musig_nonce_gen, UFSECP_ERR_BAD_PUBKEY, ornd,
          ufsecp_musig_nonce_gen(&sn_out, &pn_out, rnd, NULL, &pk_zero, NULL, 0, NULL, NULL, 0));
    FAILS(ufsecp_musig_nonce_gen, UFSECP_ERR_NULL_ARG, ornd,
          ufsecp_musig_nonce_gen(&sn_out, &pn_out, rnd, NULL, &pk, NULL, 5, NULL, NULL, 0));
    FAILS(ufsecp_musig_nonce_gen, UFSECP_ERR_BAD_ARG, ogen,
          ufsecp_musig_nonce_gen(&sn_out, &pn_out, zero32, NULL, &pk, NULL, 0, NULL, NULL, 0));
    FAILS(ufsecp_musig_nonce_gen_counter, UFSECP_ERR_BAD_KEYPAIR, ogen,
          ufsecp_musig_nonce_gen_counter(&sn_out, &pn_out, 1, &kp_zero, NULL, 0, NULL, NULL, 0));
    FAILS(ufsecp_musig_nonce_gen_counter, UFSECP_ERR_NULL_ARG, ogen,
          ufsecp_musig_nonce_gen_counter(&sn_out, &pn_out, 1, &kp, NULL, 0, NULL, NULL, 3));
    memset(sn97, 0, sizeof sn97);
    memcpy(sn97 + 64, pk33, 33);
    FAILS(ufsecp_musig_secnonce_import, UFSECP_ERR_BAD_SECNONCE, osn, ufsecp_musig_secnonce_import(&sn_out, sn97));
    memcpy(sn97, sk, 32), memcpy(sn97 + 32, sk2, 32), sn97[64] = 0x04;
    FAILS(ufsecp_musig_secnonce_import, UFSECP_ERR_BAD_PUBKEY, osn, ufsecp_musig_secnonce_import(&sn_out, sn97));
    FAILS(ufsecp_musig_nonce_agg, UFSECP_ERR_BAD_PUBNONCE, oagg, ufsecp_musig_nonce_agg(&agg_out, bad_pns, 2));
    FAILS(ufsecp_musig_nonce_agg, UFSECP_ERR_BAD_ARG, oagg, ufsecp_musig_nonce_agg(&agg_out, pns, 0));
    FAILS(ufsecp_musig_nonce_process, UFSECP_ERR_BAD_AGGNONCE, osess,
          ufsecp_musig_nonce_process(&sess_out, &agg_zero, msg, 32, &cache, NULL));
    FAILS(ufsecp_musig_nonce_process, UFSECP_ERR_BAD_KEYAGG_CACHE, osess,
          ufsecp_musig_nonce_process(&sess_out, &agg, msg, 32, &cache_zero, NULL));
    FAILS(ufsecp_musig_nonce_process, UFSECP_ERR_BAD_PUBKEY, osess,
          ufsecp_musig_nonce_process(&sess_out, &agg, msg, 32, &cache, &pk_zero));

    /* signing: the secnonce is in/out (must stay as it was on every error) */
    sn_init = sn;
    FAILS_INPLACE(ufsecp_musig_partial_sign, UFSECP_ERR_BAD_SECNONCE, sn_out, sn_zero,
                  ufsecp_musig_partial_sign(&ps_out, &sn_out, &kp, &cache, &sess));
    FAILS_INPLACE(ufsecp_musig_partial_sign, UFSECP_ERR_SECNONCE_KEY_MISMATCH, sn_out, sn_init,
                  ufsecp_musig_partial_sign(&ps_out, &sn_out, &kp2, &cache, &sess));
    FAILS_INPLACE(ufsecp_musig_partial_sign, UFSECP_ERR_BAD_KEYPAIR, sn_out, sn_init,
                  ufsecp_musig_partial_sign(&ps_out, &sn_out, &kp_zero, &cache, &sess));
    FAILS_INPLACE(ufsecp_musig_partial_sign, UFSECP_ERR_BAD_KEYAGG_CACHE, sn_out, sn_init,
                  ufsecp_musig_partial_sign(&ps_out, &sn_out, &kp, &cache_zero, &sess));
    FAILS_INPLACE(ufsecp_musig_partial_sign, UFSECP_ERR_BAD_SESSION, sn_out, sn_init,
                  ufsecp_musig_partial_sign(&ps_out, &sn_out, &kp, &cache, &sess_zero));
    FAILS(ufsecp_musig_partial_sign, UFSECP_ERR_SECNONCE_KEY_MISMATCH, ops,
          (sn_out = sn_init, ufsecp_musig_partial_sign(&ps_out, &sn_out, &kp2, &cache, &sess)));
    FAILS_INPLACE(ufsecp_musig_partial_sign_verified, UFSECP_ERR_BAD_SECNONCE, sn_out, sn_zero,
                  ufsecp_musig_partial_sign_verified(&ps_out, &sn_out, &kp, &cache, &sess));
    FAILS_INPLACE(ufsecp_musig_partial_sign_verified, UFSECP_ERR_SECNONCE_KEY_MISMATCH, sn_out, sn_init,
                  ufsecp_musig_partial_sign_verified(&ps_out, &sn_out, &kp2, &cache, &sess));
    FAILS_INPLACE(ufsecp_musig_partial_sign_verified, UFSECP_ERR_BAD_KEYPAIR, sn_out, sn_init,
                  ufsecp_musig_partial_sign_verified(&ps_out, &sn_out, &kp_zero, &cache, &sess));
    FAILS_INPLACE(ufsecp_musig_partial_sign_verified, UFSECP_ERR_BAD_KEYAGG_CACHE, sn_out, sn_init,
                  ufsecp_musig_partial_sign_verified(&ps_out, &sn_out, &kp, &cache_zero, &sess));
    FAILS_INPLACE(ufsecp_musig_partial_sign_verified, UFSECP_ERR_BAD_SESSION, sn_out, sn_init,
                  ufsecp_musig_partial_sign_verified(&ps_out, &sn_out, &kp, &cache, &sess_zero));
    /* The stored k1*G replaced by another valid point (sn2's): s no longer verifies against
     * it, so the self-check refuses (no partial signature; the nonce is cleared by design). */
    sn_bad = sn_init;
    memcpy(sn_bad.data + 132, sn2.data + 132, 64);
    FAILS(ufsecp_musig_partial_sign_verified, UFSECP_ERR_SIGN_SELFCHECK, ops,
          (sn_out = sn_bad, ufsecp_musig_partial_sign_verified(&ps_out, &sn_out, &kp, &cache, &sess)));
    {
        size_t bidx;
        Out oidx[] = {{&bidx, sizeof bidx}};
        const ufsecp_musig_partial_sig *bps[1] = {&ps};
        const ufsecp_musig_partial_sig *bps_bad[1] = {&ps_zero};
        const ufsecp_musig_pubnonce *bpn[1] = {&pn};
        const ufsecp_musig_pubnonce *bpn_bad[1] = {&pn_zero};
        const ufsecp_pubkey *bpk[1] = {&pk};
        const ufsecp_pubkey *bpk_bad[1] = {&pk_zero};
        FAILS(ufsecp_musig_partial_sig_verify_batch, UFSECP_ERR_BAD_ARG, oidx,
              ufsecp_musig_partial_sig_verify_batch(&bidx, bps, bpn, bpk, 0, &cache, &sess));
        FAILS(ufsecp_musig_partial_sig_verify_batch, UFSECP_ERR_BAD_PARTIAL_SIG, oidx,
              ufsecp_musig_partial_sig_verify_batch(&bidx, bps_bad, bpn, bpk, 1, &cache, &sess));
        FAILS(ufsecp_musig_partial_sig_verify_batch, UFSECP_ERR_BAD_PUBNONCE, oidx,
              ufsecp_musig_partial_sig_verify_batch(&bidx, bps, bpn_bad, bpk, 1, &cache, &sess));
        FAILS(ufsecp_musig_partial_sig_verify_batch, UFSECP_ERR_BAD_PUBKEY, oidx,
              ufsecp_musig_partial_sig_verify_batch(&bidx, bps, bpn, bpk_bad, 1, &cache, &sess));
        FAILS(ufsecp_musig_partial_sig_verify_batch, UFSECP_ERR_BAD_KEYAGG_CACHE, oidx,
              ufsecp_musig_partial_sig_verify_batch(&bidx, bps, bpn, bpk, 1, &cache_zero, &sess));
        FAILS(ufsecp_musig_partial_sig_verify_batch, UFSECP_ERR_BAD_SESSION, oidx,
              ufsecp_musig_partial_sig_verify_batch(&bidx, bps, bpn, bpk, 1, &cache, &sess_zero));
    }
    FAILS(ufsecp_musig_partial_sig_verify, UFSECP_ERR_BAD_PARTIAL_SIG, o32,
          ufsecp_musig_partial_sig_verify(&ps_zero, &pn, &pk, &cache, &sess));
    FAILS(ufsecp_musig_partial_sig_verify, UFSECP_ERR_BAD_PUBNONCE, o32,
          ufsecp_musig_partial_sig_verify(&ps, &pn_zero, &pk, &cache, &sess));
    FAILS(ufsecp_musig_partial_sig_verify, UFSECP_ERR_BAD_PUBKEY, o32,
          ufsecp_musig_partial_sig_verify(&ps, &pn, &pk_zero, &cache, &sess));
    FAILS(ufsecp_musig_partial_sig_verify, UFSECP_ERR_BAD_KEYAGG_CACHE, o32,
          ufsecp_musig_partial_sig_verify(&ps, &pn, &pk, &cache_zero, &sess));
    FAILS(ufsecp_musig_partial_sig_verify, UFSECP_ERR_BAD_SESSION, o32,
          ufsecp_musig_partial_sig_verify(&ps, &pn, &pk, &cache, &sess_zero));
    FAILS(ufsecp_musig_partial_sig_verify, UFSECP_ERR_VERIFY_FAILED, o32,
          ufsecp_musig_partial_sig_verify(&ps, &pn, &pk, &cache, &sess));
    FAILS(ufsecp_musig_partial_sig_agg, UFSECP_ERR_BAD_PARTIAL_SIG, o64,
          ufsecp_musig_partial_sig_agg(out64, &sess, bad_pss, 1));
    FAILS(ufsecp_musig_partial_sig_agg, UFSECP_ERR_BAD_SESSION, o64,
          ufsecp_musig_partial_sig_agg(out64, &sess_zero, pss, 1));
    FAILS(ufsecp_musig_partial_sig_agg, UFSECP_ERR_BAD_ARG, o64, ufsecp_musig_partial_sig_agg(out64, &sess, pss, 0));

    /* DeterministicSign */
    FAILS(ufsecp_musig_deterministic_sign, UFSECP_ERR_BAD_AGGNONCE, odet,
          ufsecp_musig_deterministic_sign(&ps_out, &pn_out, &kp, bad66, keys, 2, NULL, NULL, 0, msg, 32, NULL));
    FAILS(ufsecp_musig_deterministic_sign, UFSECP_ERR_BAD_PUBKEY, odet,
          ufsecp_musig_deterministic_sign(&ps_out, &pn_out, &kp, good66, bad_keys, 2, NULL, NULL, 0, msg, 32, NULL));
    FAILS(ufsecp_musig_deterministic_sign, UFSECP_ERR_BAD_KEYPAIR, odet,
          ufsecp_musig_deterministic_sign(&ps_out, &pn_out, &kp_zero, good66, keys, 2, NULL, NULL, 0, msg, 32, NULL));
    FAILS(ufsecp_musig_deterministic_sign, UFSECP_ERR_NOT_SIGNER, odet,
          ufsecp_musig_deterministic_sign(&ps_out, &pn_out, &kp, good66, keys + 1, 1, NULL, NULL, 0, msg, 32, NULL));
    FAILS(ufsecp_musig_deterministic_sign, UFSECP_ERR_BAD_TWEAK, odet,
          ufsecp_musig_deterministic_sign(&ps_out, &pn_out, &kp, good66, keys, 2, big32, xo, 1, msg, 32, NULL));
    FAILS(ufsecp_musig_deterministic_sign, UFSECP_ERR_BAD_ARG, odet,
          ufsecp_musig_deterministic_sign(&ps_out, &pn_out, &kp, good66, keys, 2, tweak, xo_bad, 1, msg, 32, NULL));
    FAILS(ufsecp_musig_deterministic_sign, UFSECP_ERR_BAD_ARG, odet,
          ufsecp_musig_deterministic_sign(&ps_out, &pn_out, &kp, good66, keys, 0, NULL, NULL, 0, msg, 32, NULL));

    /* adaptor */
    FAILS(ufsecp_musig_nonce_parity, UFSECP_ERR_BAD_SESSION, opar, ufsecp_musig_nonce_parity(&par, &sess_zero));
    FAILS(ufsecp_musig_adapt, UFSECP_ERR_BAD_ARG, o64, ufsecp_musig_adapt(out64, schnorr, sk, 2));
    FAILS(ufsecp_musig_adapt, UFSECP_ERR_BAD_SECKEY, o64, ufsecp_musig_adapt(out64, schnorr, big32, 0));
    memcpy(out66, schnorr, 32), memcpy(out66 + 32, big32, 32);
    FAILS(ufsecp_musig_adapt, UFSECP_ERR_BAD_SIGNATURE, o64, ufsecp_musig_adapt(out64, out66, sk, 0));
    FAILS(ufsecp_musig_extract_adaptor, UFSECP_ERR_BAD_SIGNATURE, o32,
          ufsecp_musig_extract_adaptor(out32, out66, schnorr, 0));
    FAILS(ufsecp_musig_extract_adaptor, UFSECP_ERR_BAD_ARG, o32, ufsecp_musig_extract_adaptor(out32, schnorr, schnorr, -1));
    (void)rnd_init;
}
