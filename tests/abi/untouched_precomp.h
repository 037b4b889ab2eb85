/* ufsecp — error cases of the precomputed-key verification (include/ufsecp/ufsecp.h,
 * "verification with a precomputed key"), included into test_abi_untouched.c. The objects
 * are 32 KiB each, hence static. */
static ufsecp_pubkey_precomputed pc_pre, pc_out;
static ufsecp_xonly_pubkey_precomputed pc_xpre, pc_xout, pc_bad_x;
static ufsecp_pubkey_precomputed pc_bad;

static void untouched_precomp(void) {
    unsigned char notx[32], hs[64];
    Out out[] = {{&pc_out, sizeof pc_out}};
    Out xout[] = {{&pc_xout, sizeof pc_xout}};
    Out none[] = {{hs, 0}};
    int i;
    CHECK_STATUS(ufsecp_pubkey_precompute(&pc_pre, &pk), UFSECP_OK);
    CHECK_STATUS(ufsecp_xonly_pubkey_precompute(&pc_xpre, x32), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdsa_verify_precomputed(sig, msg, &pc_pre), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_verify_precomputed(schnorr, msg, 32, &pc_xpre), UFSECP_OK);

    /* Precompute: NULL arguments, keys that are not keys. */
    FAILS(ufsecp_pubkey_precompute, UFSECP_ERR_NULL_ARG, out, ufsecp_pubkey_precompute(&pc_out, NULL));
    FAILS(ufsecp_pubkey_precompute, UFSECP_ERR_NULL_ARG, none, ufsecp_pubkey_precompute(NULL, &pk));
    FAILS(ufsecp_pubkey_precompute, UFSECP_ERR_BAD_PUBKEY, out, ufsecp_pubkey_precompute(&pc_out, &pk_zero));
    /* x = 5: 5^3 + 7 = 132 is not a square mod p (BIP-340 vector 5's key is another such x). */
    memset(notx, 0, 32);
    notx[31] = 5;
    {
        ufsecp_xonly_pubkey t;
        if (ufsecp_xonly_pubkey_parse(&t, notx) == UFSECP_OK) notx[31] = 0; /* fall back to x = 0: not on the curve */
    }
    FAILS(ufsecp_xonly_pubkey_precompute, UFSECP_ERR_BAD_PUBKEY, xout, ufsecp_xonly_pubkey_precompute(&pc_xout, notx));
    FAILS(ufsecp_xonly_pubkey_precompute, UFSECP_ERR_BAD_PUBKEY, xout, ufsecp_xonly_pubkey_precompute(&pc_xout, big32));
    FAILS(ufsecp_xonly_pubkey_precompute, UFSECP_ERR_NULL_ARG, xout, ufsecp_xonly_pubkey_precompute(&pc_xout, NULL));
    FAILS(ufsecp_xonly_pubkey_precompute, UFSECP_ERR_NULL_ARG, none, ufsecp_xonly_pubkey_precompute(NULL, x32));

    /* ECDSA verify with the object: every status but OK. */
    FAILS(ufsecp_ecdsa_verify_precomputed, UFSECP_ERR_VERIFY_FAILED, none,
          ufsecp_ecdsa_verify_precomputed(sig, zero32, &pc_pre));
    memcpy(hs, sig, 32);
    memset(hs + 32, 0xFF, 32); /* s >= n */
    FAILS(ufsecp_ecdsa_verify_precomputed, UFSECP_ERR_BAD_SIGNATURE, none,
          ufsecp_ecdsa_verify_precomputed(hs, msg, &pc_pre));
    FAILS(ufsecp_ecdsa_verify_precomputed, UFSECP_ERR_NULL_ARG, none, ufsecp_ecdsa_verify_precomputed(NULL, msg, &pc_pre));
    FAILS(ufsecp_ecdsa_verify_precomputed, UFSECP_ERR_NULL_ARG, none, ufsecp_ecdsa_verify_precomputed(sig, NULL, &pc_pre));
    FAILS(ufsecp_ecdsa_verify_precomputed, UFSECP_ERR_NULL_ARG, none, ufsecp_ecdsa_verify_precomputed(sig, msg, NULL));
    memset(&pc_bad, 0, sizeof pc_bad); /* zeroed */
    FAILS(ufsecp_ecdsa_verify_precomputed, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_ecdsa_verify_precomputed(sig, msg, &pc_bad));
    memcpy(&pc_bad, &pc_xpre, sizeof pc_bad); /* an x-only object */
    FAILS(ufsecp_ecdsa_verify_precomputed, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_ecdsa_verify_precomputed(sig, msg, &pc_bad));
    for (i = 0; i < 128; i += 9) { /* one corrupted header byte at a time */
        memcpy(&pc_bad, &pc_pre, sizeof pc_bad);
        pc_bad.data[i] ^= 0x10;
        FAILS(ufsecp_ecdsa_verify_precomputed, UFSECP_ERR_BAD_PUBKEY, none,
              ufsecp_ecdsa_verify_precomputed(sig, msg, &pc_bad));
    }

    /* Schnorr verify with the object. */
    FAILS(ufsecp_schnorr_verify_precomputed, UFSECP_ERR_VERIFY_FAILED, none,
          ufsecp_schnorr_verify_precomputed(schnorr, zero32, 32, &pc_xpre));
    memcpy(hs, schnorr, 32);
    memset(hs + 32, 0xFF, 32); /* s >= n */
    FAILS(ufsecp_schnorr_verify_precomputed, UFSECP_ERR_BAD_SIGNATURE, none,
          ufsecp_schnorr_verify_precomputed(hs, msg, 32, &pc_xpre));
    memset(hs, 0xFF, 32); /* r >= p */
    memcpy(hs + 32, schnorr + 32, 32);
    FAILS(ufsecp_schnorr_verify_precomputed, UFSECP_ERR_BAD_SIGNATURE, none,
          ufsecp_schnorr_verify_precomputed(hs, msg, 32, &pc_xpre));
    FAILS(ufsecp_schnorr_verify_precomputed, UFSECP_ERR_NULL_ARG, none,
          ufsecp_schnorr_verify_precomputed(NULL, msg, 32, &pc_xpre));
    FAILS(ufsecp_schnorr_verify_precomputed, UFSECP_ERR_NULL_ARG, none,
          ufsecp_schnorr_verify_precomputed(schnorr, NULL, 32, &pc_xpre));
    FAILS(ufsecp_schnorr_verify_precomputed, UFSECP_ERR_NULL_ARG, none,
          ufsecp_schnorr_verify_precomputed(schnorr, msg, 32, NULL));
    memset(&pc_bad_x, 0, sizeof pc_bad_x);
    FAILS(ufsecp_schnorr_verify_precomputed, UFSECP_ERR_BAD_PUBKEY, none,
          ufsecp_schnorr_verify_precomputed(schnorr, msg, 32, &pc_bad_x));
    memcpy(&pc_bad_x, &pc_pre, sizeof pc_bad_x); /* a full-key (ECDSA) object */
    FAILS(ufsecp_schnorr_verify_precomputed, UFSECP_ERR_BAD_PUBKEY, none,
          ufsecp_schnorr_verify_precomputed(schnorr, msg, 32, &pc_bad_x));
}
