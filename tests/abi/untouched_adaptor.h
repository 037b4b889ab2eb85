/* ufsecp — error cases of include/ufsecp/ufsecp_adaptor.h for tests/abi/test_abi_untouched.c
 * (included there; uses its FAILS macros and fixtures: sk, sk2 (the adaptor secret), msg, pk,
 * pk2 = sk2*G, kp, x32, schnorr, sig). */
#include "ufsecp/ufsecp_adaptor.h"

static void untouched_adaptor(void) {
    unsigned char as[UFSECP_ECDSA_ADAPTOR_SIZE], bad_as[UFSECP_ECDSA_ADAPTOR_SIZE];
    unsigned char pre[UFSECP_SCHNORR_PRESIG_SIZE], bad_pre[UFSECP_SCHNORR_PRESIG_SIZE];
    unsigned char out_as[UFSECP_ECDSA_ADAPTOR_SIZE], out_pre[UFSECP_SCHNORR_PRESIG_SIZE], out64[64], out32[32];
    unsigned char dsig[64], high[64], ssig[64];
    Out oas[] = {{out_as, sizeof out_as}};
    Out opre[] = {{out_pre, sizeof out_pre}};
    Out o64[] = {{out64, 64}};
    Out o32[] = {{out32, 32}};
    Out none[] = {{out32, 0}};

    CHECK_STATUS(ufsecp_ecdsa_adaptor_encrypt(as, sk, &pk2, msg, NULL), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdsa_adaptor_decrypt(dsig, sk2, as), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_adaptor_presign(pre, msg, 32, &kp, &pk2, NULL), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_adaptor_adapt(ssig, sk2, pre), UFSECP_OK);
    memcpy(bad_as, as, sizeof as);
    memset(bad_as + 66, 0, 32); /* s_a = 0 */
    memcpy(bad_pre, pre, sizeof pre);
    bad_pre[0] = 0x04;
    memcpy(high, dsig, 64);
    memset(high + 32, 0xFF, 32); /* s >= n */

    /* ECDSA: encrypt */
    FAILS(ufsecp_ecdsa_adaptor_encrypt, UFSECP_ERR_NULL_ARG, oas, ufsecp_ecdsa_adaptor_encrypt(out_as, NULL, &pk2, msg, NULL));
    FAILS(ufsecp_ecdsa_adaptor_encrypt, UFSECP_ERR_NULL_ARG, oas, ufsecp_ecdsa_adaptor_encrypt(out_as, sk, NULL, msg, NULL));
    FAILS(ufsecp_ecdsa_adaptor_encrypt, UFSECP_ERR_NULL_ARG, oas, ufsecp_ecdsa_adaptor_encrypt(out_as, sk, &pk2, NULL, NULL));
    FAILS(ufsecp_ecdsa_adaptor_encrypt, UFSECP_ERR_NULL_ARG, none, ufsecp_ecdsa_adaptor_encrypt(NULL, sk, &pk2, msg, NULL));
    FAILS(ufsecp_ecdsa_adaptor_encrypt, UFSECP_ERR_BAD_SECKEY, oas, ufsecp_ecdsa_adaptor_encrypt(out_as, zero32, &pk2, msg, NULL));
    FAILS(ufsecp_ecdsa_adaptor_encrypt, UFSECP_ERR_BAD_SECKEY, oas, ufsecp_ecdsa_adaptor_encrypt(out_as, big32, &pk2, msg, NULL));
    FAILS(ufsecp_ecdsa_adaptor_encrypt, UFSECP_ERR_BAD_PUBKEY, oas, ufsecp_ecdsa_adaptor_encrypt(out_as, sk, &pk_zero, msg, NULL));
    /* verify (no outputs) */
    FAILS(ufsecp_ecdsa_adaptor_verify, UFSECP_ERR_NULL_ARG, none, ufsecp_ecdsa_adaptor_verify(NULL, &pk, msg, &pk2));
    FAILS(ufsecp_ecdsa_adaptor_verify, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_ecdsa_adaptor_verify(as, &pk_zero, msg, &pk2));
    FAILS(ufsecp_ecdsa_adaptor_verify, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_ecdsa_adaptor_verify(as, &pk, msg, &pk_zero));
    FAILS(ufsecp_ecdsa_adaptor_verify, UFSECP_ERR_BAD_ADAPTOR_SIG, none, ufsecp_ecdsa_adaptor_verify(bad_as, &pk, msg, &pk2));
    FAILS(ufsecp_ecdsa_adaptor_verify, UFSECP_ERR_VERIFY_FAILED, none, ufsecp_ecdsa_adaptor_verify(as, &pk2, msg, &pk2));
    /* decrypt */
    FAILS(ufsecp_ecdsa_adaptor_decrypt, UFSECP_ERR_NULL_ARG, o64, ufsecp_ecdsa_adaptor_decrypt(out64, NULL, as));
    FAILS(ufsecp_ecdsa_adaptor_decrypt, UFSECP_ERR_NULL_ARG, o64, ufsecp_ecdsa_adaptor_decrypt(out64, sk2, NULL));
    FAILS(ufsecp_ecdsa_adaptor_decrypt, UFSECP_ERR_BAD_SECKEY, o64, ufsecp_ecdsa_adaptor_decrypt(out64, zero32, as));
    FAILS(ufsecp_ecdsa_adaptor_decrypt, UFSECP_ERR_BAD_SECKEY, o64, ufsecp_ecdsa_adaptor_decrypt(out64, big32, as));
    FAILS(ufsecp_ecdsa_adaptor_decrypt, UFSECP_ERR_BAD_ADAPTOR_SIG, o64, ufsecp_ecdsa_adaptor_decrypt(out64, sk2, bad_as));
    /* recover */
    FAILS(ufsecp_ecdsa_adaptor_recover, UFSECP_ERR_NULL_ARG, o32, ufsecp_ecdsa_adaptor_recover(out32, NULL, as, &pk2));
    FAILS(ufsecp_ecdsa_adaptor_recover, UFSECP_ERR_NULL_ARG, o32, ufsecp_ecdsa_adaptor_recover(out32, dsig, as, NULL));
    FAILS(ufsecp_ecdsa_adaptor_recover, UFSECP_ERR_BAD_SIGNATURE, o32, ufsecp_ecdsa_adaptor_recover(out32, high, as, &pk2));
    FAILS(ufsecp_ecdsa_adaptor_recover, UFSECP_ERR_BAD_ADAPTOR_SIG, o32, ufsecp_ecdsa_adaptor_recover(out32, dsig, bad_as, &pk2));
    FAILS(ufsecp_ecdsa_adaptor_recover, UFSECP_ERR_BAD_PUBKEY, o32, ufsecp_ecdsa_adaptor_recover(out32, dsig, as, &pk_zero));
    FAILS(ufsecp_ecdsa_adaptor_recover, UFSECP_ERR_ADAPTOR_MISMATCH, o32, ufsecp_ecdsa_adaptor_recover(out32, sig, as, &pk2));
    FAILS(ufsecp_ecdsa_adaptor_recover, UFSECP_ERR_ADAPTOR_MISMATCH, o32, ufsecp_ecdsa_adaptor_recover(out32, dsig, as, &pk));
    /* check */
    FAILS(ufsecp_ecdsa_adaptor_check, UFSECP_ERR_NULL_ARG, none, ufsecp_ecdsa_adaptor_check(NULL));
    FAILS(ufsecp_ecdsa_adaptor_check, UFSECP_ERR_BAD_ADAPTOR_SIG, none, ufsecp_ecdsa_adaptor_check(bad_as));

    /* Schnorr: presign */
    FAILS(ufsecp_schnorr_adaptor_presign, UFSECP_ERR_NULL_ARG, opre, ufsecp_schnorr_adaptor_presign(out_pre, msg, 32, NULL, &pk2, NULL));
    FAILS(ufsecp_schnorr_adaptor_presign, UFSECP_ERR_NULL_ARG, opre, ufsecp_schnorr_adaptor_presign(out_pre, NULL, 1, &kp, &pk2, NULL));
    FAILS(ufsecp_schnorr_adaptor_presign, UFSECP_ERR_BAD_KEYPAIR, opre, ufsecp_schnorr_adaptor_presign(out_pre, msg, 32, &kp_zero, &pk2, NULL));
    FAILS(ufsecp_schnorr_adaptor_presign, UFSECP_ERR_BAD_PUBKEY, opre, ufsecp_schnorr_adaptor_presign(out_pre, msg, 32, &kp, &pk_zero, NULL));
    /* verify */
    FAILS(ufsecp_schnorr_adaptor_verify, UFSECP_ERR_NULL_ARG, none, ufsecp_schnorr_adaptor_verify(pre, msg, 32, NULL, &pk2));
    FAILS(ufsecp_schnorr_adaptor_verify, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_schnorr_adaptor_verify(pre, msg, 32, big32, &pk2));
    FAILS(ufsecp_schnorr_adaptor_verify, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_schnorr_adaptor_verify(pre, msg, 32, x32, &pk_zero));
    FAILS(ufsecp_schnorr_adaptor_verify, UFSECP_ERR_BAD_ADAPTOR_SIG, none, ufsecp_schnorr_adaptor_verify(bad_pre, msg, 32, x32, &pk2));
    FAILS(ufsecp_schnorr_adaptor_verify, UFSECP_ERR_VERIFY_FAILED, none, ufsecp_schnorr_adaptor_verify(pre, msg, 32, x32, &pk));
    /* adapt */
    FAILS(ufsecp_schnorr_adaptor_adapt, UFSECP_ERR_NULL_ARG, o64, ufsecp_schnorr_adaptor_adapt(out64, NULL, pre));
    FAILS(ufsecp_schnorr_adaptor_adapt, UFSECP_ERR_BAD_SECKEY, o64, ufsecp_schnorr_adaptor_adapt(out64, zero32, pre));
    FAILS(ufsecp_schnorr_adaptor_adapt, UFSECP_ERR_BAD_SECKEY, o64, ufsecp_schnorr_adaptor_adapt(out64, big32, pre));
    FAILS(ufsecp_schnorr_adaptor_adapt, UFSECP_ERR_BAD_ADAPTOR_SIG, o64, ufsecp_schnorr_adaptor_adapt(out64, sk2, bad_pre));
    /* extract */
    FAILS(ufsecp_schnorr_adaptor_extract, UFSECP_ERR_NULL_ARG, o32, ufsecp_schnorr_adaptor_extract(out32, NULL, pre));
    FAILS(ufsecp_schnorr_adaptor_extract, UFSECP_ERR_BAD_SIGNATURE, o32, ufsecp_schnorr_adaptor_extract(out32, high, pre));
    FAILS(ufsecp_schnorr_adaptor_extract, UFSECP_ERR_BAD_ADAPTOR_SIG, o32, ufsecp_schnorr_adaptor_extract(out32, ssig, bad_pre));
    FAILS(ufsecp_schnorr_adaptor_extract, UFSECP_ERR_ADAPTOR_MISMATCH, o32, ufsecp_schnorr_adaptor_extract(out32, schnorr, pre));
}
