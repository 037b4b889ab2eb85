/* ufsecp — error cases of include/ufsecp/ufsecp_frost.h for tests/abi/test_abi_untouched.c
 * (included there; uses its FAILS / FAILS_INPLACE macros and fixtures). A 2-of-3 dealer key,
 * signers 1 and 2 (listed as 2, 1), both suites. */
#include "ufsecp/ufsecp_frost.h"

static void untouched_frost(void) {
    unsigned char ids[3 * 32], shares[3 * 32], cm[2 * 33], gpk[33], pubshares[3 * 33];
    unsigned char lids[2 * 32], pn[2 * 66], lsh[2 * 32], z[2 * 32], rnd[32], out[66], ps[33], x[32];
    unsigned char k_sh[3 * 32], k_cm[2 * 33], k_gpk[33];
    unsigned char bad_cm[2 * 33], bad_pn[2 * 66], dup_ids[2 * 32], bad_z[2 * 32];
    ufsecp_frost_secnonce sn[2], sn_used, sn_copy, sn_other;
    size_t len, culprit;
    int i, k;
    Out o_keygen[] = {{k_sh, sizeof k_sh}, {k_cm, sizeof k_cm}, {k_gpk, sizeof k_gpk}};
    Out o_ps[] = {{ps, 33}};
    Out o_x[] = {{x, 32}};
    Out o_none[] = {{x, 0}};
    Out o_z[] = {{out, 32}};
    Out o_agg[] = {{out, 65}, {&len, sizeof len}, {&culprit, sizeof culprit}};
    Out o_agg_c[] = {{out, 65}, {&len, sizeof len}};
    Out o_ng[] = {{&sn_other, sizeof sn_other}, {out, 66}};

    memset(ids, 0, sizeof ids);
    for (i = 0; i < 3; i++) ids[32 * i + 31] = (unsigned char)(i + 1);
    CHECK_STATUS(ufsecp_frost_dealer_keygen(shares, cm, gpk, sk, tweak, 2, ids, 3), UFSECP_OK);
    for (i = 0; i < 3; i++)
        CHECK_STATUS(ufsecp_frost_share_verify(pubshares + 33 * i, ids + 32 * i, shares + 32 * i, cm, 2), UFSECP_OK);
    /* list order: signer 2, then signer 1 */
    memcpy(lids, ids + 32, 32), memcpy(lids + 32, ids, 32);
    memcpy(lsh, shares + 32, 32), memcpy(lsh + 32, shares, 32);
    memcpy(bad_cm, cm, sizeof cm), bad_cm[33] = 0x05;
    memcpy(dup_ids, ids, 32), memcpy(dup_ids + 32, ids, 32);

    /* key generation */
    FAILS(ufsecp_frost_dealer_keygen, UFSECP_ERR_NULL_ARG, o_keygen, ufsecp_frost_dealer_keygen(NULL, k_cm, k_gpk, sk, tweak, 2, ids, 3));
    FAILS(ufsecp_frost_dealer_keygen, UFSECP_ERR_NULL_ARG, o_keygen, ufsecp_frost_dealer_keygen(k_sh, k_cm, k_gpk, sk, NULL, 2, ids, 3));
    FAILS(ufsecp_frost_dealer_keygen, UFSECP_ERR_BAD_ARG, o_keygen, ufsecp_frost_dealer_keygen(k_sh, k_cm, k_gpk, sk, tweak, 0, ids, 3));
    FAILS(ufsecp_frost_dealer_keygen, UFSECP_ERR_BAD_ARG, o_keygen, ufsecp_frost_dealer_keygen(k_sh, k_cm, k_gpk, sk, tweak, 2, ids, 1));
    FAILS(ufsecp_frost_dealer_keygen, UFSECP_ERR_BAD_SECKEY, o_keygen, ufsecp_frost_dealer_keygen(k_sh, k_cm, k_gpk, zero32, tweak, 2, ids, 3));
    FAILS(ufsecp_frost_dealer_keygen, UFSECP_ERR_BAD_SECKEY, o_keygen, ufsecp_frost_dealer_keygen(k_sh, k_cm, k_gpk, sk, big32, 2, ids, 3));
    FAILS(ufsecp_frost_dealer_keygen, UFSECP_ERR_BAD_SECKEY, o_keygen, ufsecp_frost_dealer_keygen(k_sh, k_cm, k_gpk, sk, zero32, 2, ids, 3));
    FAILS(ufsecp_frost_dealer_keygen, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_keygen, ufsecp_frost_dealer_keygen(k_sh, k_cm, k_gpk, sk, tweak, 2, dup_ids, 2));
    FAILS(ufsecp_frost_dealer_keygen, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_keygen, ufsecp_frost_dealer_keygen(k_sh, k_cm, k_gpk, sk, tweak, 1, zero32, 1));
    FAILS(ufsecp_frost_share_verify, UFSECP_ERR_NULL_ARG, o_ps, ufsecp_frost_share_verify(ps, NULL, shares, cm, 2));
    FAILS(ufsecp_frost_share_verify, UFSECP_ERR_FROST_BAD_SHARE, o_ps, ufsecp_frost_share_verify(ps, ids, shares + 32, cm, 2));
    FAILS(ufsecp_frost_share_verify, UFSECP_ERR_BAD_SECKEY, o_ps, ufsecp_frost_share_verify(ps, ids, big32, cm, 2));
    FAILS(ufsecp_frost_share_verify, UFSECP_ERR_BAD_PUBKEY, o_ps, ufsecp_frost_share_verify(ps, ids, shares, bad_cm, 2));
    FAILS(ufsecp_frost_share_verify, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_ps, ufsecp_frost_share_verify(ps, big32, shares, cm, 2));
    FAILS(ufsecp_frost_share_verify, UFSECP_ERR_BAD_ARG, o_ps, ufsecp_frost_share_verify(ps, ids, shares, cm, 0));
    FAILS(ufsecp_frost_pubshare_from_commitments, UFSECP_ERR_NULL_ARG, o_ps, ufsecp_frost_pubshare_from_commitments(ps, ids, NULL, 2));
    FAILS(ufsecp_frost_pubshare_from_commitments, UFSECP_ERR_BAD_PUBKEY, o_ps, ufsecp_frost_pubshare_from_commitments(ps, ids, bad_cm, 2));
    FAILS(ufsecp_frost_pubshare_from_commitments, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_ps, ufsecp_frost_pubshare_from_commitments(ps, zero32, cm, 2));
    FAILS(ufsecp_frost_pubshare_from_commitments, UFSECP_ERR_BAD_ARG, o_ps, ufsecp_frost_pubshare_from_commitments(ps, ids, cm, 0));

    /* share refresh (2-of-3): shares of zero, a signer's refresh, a public share's */
    {
        unsigned char rsh[3 * 32], rcm[33], r_sh[3 * 32], r_cm[33], ns[32], nps[33], bad_rsh[32];
        Out o_rd[] = {{r_sh, sizeof r_sh}, {r_cm, sizeof r_cm}};
        Out o_rs[] = {{ns, 32}, {nps, 33}};
        CHECK_STATUS(ufsecp_frost_refresh_dealer(rsh, rcm, tweak, 2, ids, 3), UFSECP_OK);
        memcpy(bad_rsh, rsh, 32), bad_rsh[31] ^= 1;
        FAILS(ufsecp_frost_refresh_dealer, UFSECP_ERR_NULL_ARG, o_rd, ufsecp_frost_refresh_dealer(r_sh, r_cm, NULL, 2, ids, 3));
        FAILS(ufsecp_frost_refresh_dealer, UFSECP_ERR_BAD_ARG, o_rd, ufsecp_frost_refresh_dealer(r_sh, r_cm, tweak, 1, ids, 3));
        FAILS(ufsecp_frost_refresh_dealer, UFSECP_ERR_BAD_ARG, o_rd, ufsecp_frost_refresh_dealer(r_sh, r_cm, tweak, 3, ids, 2));
        FAILS(ufsecp_frost_refresh_dealer, UFSECP_ERR_BAD_SECKEY, o_rd, ufsecp_frost_refresh_dealer(r_sh, r_cm, zero32, 2, ids, 3));
        FAILS(ufsecp_frost_refresh_dealer, UFSECP_ERR_BAD_SECKEY, o_rd, ufsecp_frost_refresh_dealer(r_sh, r_cm, big32, 2, ids, 3));
        FAILS(ufsecp_frost_refresh_dealer, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_rd, ufsecp_frost_refresh_dealer(r_sh, r_cm, tweak, 2, dup_ids, 2));
        FAILS(ufsecp_frost_refresh_share, UFSECP_ERR_NULL_ARG, o_rs, ufsecp_frost_refresh_share(ns, nps, shares, NULL, ids, rcm, 2));
        FAILS(ufsecp_frost_refresh_share, UFSECP_ERR_BAD_ARG, o_rs, ufsecp_frost_refresh_share(ns, nps, shares, rsh, ids, rcm, 1));
        FAILS(ufsecp_frost_refresh_share, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_rs, ufsecp_frost_refresh_share(ns, nps, shares, rsh, zero32, rcm, 2));
        FAILS(ufsecp_frost_refresh_share, UFSECP_ERR_BAD_PUBKEY, o_rs, ufsecp_frost_refresh_share(ns, nps, shares, rsh, ids, bad_cm + 33, 2));
        FAILS(ufsecp_frost_refresh_share, UFSECP_ERR_BAD_SECKEY, o_rs, ufsecp_frost_refresh_share(ns, nps, zero32, rsh, ids, rcm, 2));
        FAILS(ufsecp_frost_refresh_share, UFSECP_ERR_BAD_SECKEY, o_rs, ufsecp_frost_refresh_share(ns, nps, shares, big32, ids, rcm, 2));
        FAILS(ufsecp_frost_refresh_share, UFSECP_ERR_FROST_BAD_SHARE, o_rs, ufsecp_frost_refresh_share(ns, nps, shares, bad_rsh, ids, rcm, 2));
        FAILS(ufsecp_frost_refresh_share, UFSECP_ERR_FROST_BAD_SHARE, o_rs, ufsecp_frost_refresh_share(ns, nps, shares, rsh + 32, ids, rcm, 2));
        CHECK_STATUS(ufsecp_frost_refresh_share(ns, nps, shares, rsh, ids, rcm, 2), UFSECP_OK);
        FAILS(ufsecp_frost_refresh_pubshare, UFSECP_ERR_NULL_ARG, o_ps, ufsecp_frost_refresh_pubshare(ps, NULL, ids, rcm, 2));
        FAILS(ufsecp_frost_refresh_pubshare, UFSECP_ERR_BAD_ARG, o_ps, ufsecp_frost_refresh_pubshare(ps, pubshares, ids, rcm, 1));
        FAILS(ufsecp_frost_refresh_pubshare, UFSECP_ERR_BAD_PUBKEY, o_ps, ufsecp_frost_refresh_pubshare(ps, bad_cm + 33, ids, rcm, 2));
        FAILS(ufsecp_frost_refresh_pubshare, UFSECP_ERR_BAD_PUBKEY, o_ps, ufsecp_frost_refresh_pubshare(ps, pubshares, ids, bad_cm + 33, 2));
        FAILS(ufsecp_frost_refresh_pubshare, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_ps, ufsecp_frost_refresh_pubshare(ps, pubshares, big32, rcm, 2));
        CHECK_STATUS(ufsecp_frost_refresh_pubshare(ps, pubshares, ids, rcm, 2), UFSECP_OK);
        CHECK(memcmp(ps, nps, 33) == 0);
    }

    for (k = 0; k < 2; k++) {
        const int suite = k == 0 ? UFSECP_FROST_RFC9591 : UFSECP_FROST_TR;
        const size_t siglen = k == 0 ? 65 : 64;
        for (i = 0; i < 2; i++) {
            memset(rnd, 0x11 * (i + 1 + 2 * k), 32);
            CHECK_STATUS(ufsecp_frost_nonce_gen(&sn[i], pn + 66 * i, suite, lsh + 32 * i, rnd, msg), UFSECP_OK);
        }
        memcpy(bad_pn, pn, sizeof pn), bad_pn[66 + 33] = 0x07;
        /* nonce generation */
        FAILS(ufsecp_frost_nonce_gen, UFSECP_ERR_NULL_ARG, o_ng, ufsecp_frost_nonce_gen(&sn_other, out, suite, NULL, rnd, msg));
        FAILS(ufsecp_frost_nonce_gen, UFSECP_ERR_BAD_ARG, o_ng, ufsecp_frost_nonce_gen(&sn_other, out, 7, sk, rnd, msg));
        FAILS(ufsecp_frost_nonce_gen, UFSECP_ERR_BAD_SECKEY, o_ng, ufsecp_frost_nonce_gen(&sn_other, out, suite, big32, rnd, msg));
        FAILS(ufsecp_frost_nonce_gen, UFSECP_ERR_BAD_SECKEY, o_ng, ufsecp_frost_nonce_gen(&sn_other, out, suite, zero32, rnd, msg));
        /* signing: every error leaves the secnonce as it was */
#define FROST_SIGN_FAILS(expected, ...)                                                          \
    do {                                                                                         \
        memset(out, CANARY, 32);                                                                 \
        FAILS_INPLACE(ufsecp_frost_sign, expected, sn_copy, sn[0], __VA_ARGS__);                 \
        FAILS(ufsecp_frost_sign, expected, o_z, (memcpy(&sn_copy, &sn[0], sizeof sn_copy), __VA_ARGS__)); \
    } while (0)
        FROST_SIGN_FAILS(UFSECP_ERR_NULL_ARG, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids, gpk, NULL, msg, 32, NULL, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_NULL_ARG, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids, gpk, NULL, NULL, 32, lids, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_BAD_ARG, ufsecp_frost_sign(out, &sn_copy, 5, lsh, lids, gpk, NULL, msg, 32, lids, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_FROST_BAD_NONCE, ufsecp_frost_sign(out, &sn_copy, 1 - suite, lsh, lids, gpk, NULL, msg, 32, lids, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_BAD_SECKEY, ufsecp_frost_sign(out, &sn_copy, suite, big32, lids, gpk, NULL, msg, 32, lids, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_FROST_BAD_IDENTIFIER, ufsecp_frost_sign(out, &sn_copy, suite, lsh, zero32, gpk, NULL, msg, 32, lids, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_FROST_BAD_IDENTIFIER, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids, gpk, NULL, msg, 32, dup_ids, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_FROST_BAD_PUBNONCE, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids, gpk, NULL, msg, 32, lids, bad_pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_FROST_SIGNER_MISSING, ufsecp_frost_sign(out, &sn_copy, suite, lsh, ids + 64, gpk, NULL, msg, 32, lids, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_FROST_SIGNER_MISSING, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids + 32, gpk, NULL, msg, 32, lids, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_BAD_PUBKEY, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids, bad_cm + 33, NULL, msg, 32, lids, pn, 2));
        FROST_SIGN_FAILS(UFSECP_ERR_BAD_ARG, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids, gpk, NULL, msg, 32, lids, pn, 0));
        if (suite == UFSECP_FROST_TR)
            FROST_SIGN_FAILS(UFSECP_ERR_BAD_TWEAK, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids, gpk, big32, msg, 32, lids, pn, 2));
        else
            FROST_SIGN_FAILS(UFSECP_ERR_BAD_ARG, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids, gpk, tweak, msg, 32, lids, pn, 2));
        for (i = 0; i < 2; i++)
            CHECK_STATUS(ufsecp_frost_sign(z + 32 * i, &sn[i], suite, lsh + 32 * i, lids + 32 * i, gpk, NULL, msg, 32, lids, pn, 2), UFSECP_OK);
        sn_used = sn[0];
        FAILS_INPLACE(ufsecp_frost_sign, UFSECP_ERR_FROST_BAD_NONCE, sn_copy, sn_used, ufsecp_frost_sign(out, &sn_copy, suite, lsh, lids, gpk, NULL, msg, 32, lids, pn, 2));
        /* share verification */
        FAILS(ufsecp_frost_verify_share, UFSECP_ERR_NULL_ARG, o_none, ufsecp_frost_verify_share(suite, NULL, lids, pubshares + 33, gpk, NULL, msg, 32, lids, pn, 2));
        FAILS(ufsecp_frost_verify_share, UFSECP_ERR_FROST_BAD_SHARE, o_none, ufsecp_frost_verify_share(suite, z, lids, pubshares, gpk, NULL, msg, 32, lids, pn, 2));
        FAILS(ufsecp_frost_verify_share, UFSECP_ERR_FROST_BAD_SHARE, o_none, ufsecp_frost_verify_share(suite, big32, lids, pubshares + 33, gpk, NULL, msg, 32, lids, pn, 2));
        FAILS(ufsecp_frost_verify_share, UFSECP_ERR_FROST_SIGNER_MISSING, o_none, ufsecp_frost_verify_share(suite, z, ids + 64, pubshares + 33, gpk, NULL, msg, 32, lids, pn, 2));
        FAILS(ufsecp_frost_verify_share, UFSECP_ERR_BAD_PUBKEY, o_none, ufsecp_frost_verify_share(suite, z, lids, bad_cm + 33, gpk, NULL, msg, 32, lids, pn, 2));
        FAILS(ufsecp_frost_verify_share, UFSECP_ERR_FROST_BAD_PUBNONCE, o_none, ufsecp_frost_verify_share(suite, z, lids, pubshares + 33, gpk, NULL, msg, 32, lids, bad_pn, 2));
        FAILS(ufsecp_frost_verify_share, UFSECP_ERR_BAD_ARG, o_none, ufsecp_frost_verify_share(9, z, lids, pubshares + 33, gpk, NULL, msg, 32, lids, pn, 2));
        /* aggregation: pubshares in list order (2, 1) */
        memcpy(ps, pubshares, 33);
        {
            unsigned char lps[66];
            memcpy(lps, pubshares + 33, 33), memcpy(lps + 33, pubshares, 33);
            memcpy(bad_z, z, sizeof z), bad_z[63] ^= 1;
            len = sizeof out;
            FAILS(ufsecp_frost_aggregate, UFSECP_ERR_NULL_ARG, o_agg, ufsecp_frost_aggregate(out, &len, &culprit, suite, gpk, NULL, msg, 32, lids, pn, NULL, lps, 2));
            FAILS(ufsecp_frost_aggregate, UFSECP_ERR_NULL_ARG, o_agg, ufsecp_frost_aggregate(NULL, &len, &culprit, suite, gpk, NULL, msg, 32, lids, pn, z, lps, 2));
            FAILS(ufsecp_frost_aggregate, UFSECP_ERR_BAD_ARG, o_agg, ufsecp_frost_aggregate(out, &len, &culprit, 3, gpk, NULL, msg, 32, lids, pn, z, lps, 2));
            FAILS(ufsecp_frost_aggregate, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_agg, ufsecp_frost_aggregate(out, &len, &culprit, suite, gpk, NULL, msg, 32, dup_ids, pn, z, lps, 2));
            FAILS(ufsecp_frost_aggregate, UFSECP_ERR_FROST_BAD_PUBNONCE, o_agg, ufsecp_frost_aggregate(out, &len, &culprit, suite, gpk, NULL, msg, 32, lids, bad_pn, z, lps, 2));
            FAILS(ufsecp_frost_aggregate, UFSECP_ERR_BAD_PUBKEY, o_agg, ufsecp_frost_aggregate(out, &len, &culprit, suite, gpk, NULL, msg, 32, lids, pn, z, bad_cm, 2));
            FAILS(ufsecp_frost_aggregate, UFSECP_ERR_VERIFY_FAILED, o_agg, ufsecp_frost_aggregate(out, &len, &culprit, suite, gpk, NULL, msg, 32, lids, pn, bad_z, NULL, 2));
            /* FROST_BAD_SHARE writes the culprit only */
            FAILS(ufsecp_frost_aggregate, UFSECP_ERR_FROST_BAD_SHARE, o_agg_c, ufsecp_frost_aggregate(out, &len, &culprit, suite, gpk, NULL, msg, 32, lids, pn, bad_z, lps, 2));
            CHECK(culprit == 1);
            {
                size_t small = siglen - 1;
                Out o_small[] = {{out, 65}, {&culprit, sizeof culprit}};
                FAILS(ufsecp_frost_aggregate, UFSECP_ERR_BUFFER_TOO_SMALL, o_small, ufsecp_frost_aggregate(out, &small, &culprit, suite, gpk, NULL, msg, 32, lids, pn, z, lps, 2));
                CHECK(small == siglen);
            }
            len = sizeof out;
            CHECK_STATUS(ufsecp_frost_aggregate(out, &len, NULL, suite, gpk, NULL, msg, 32, lids, pn, z, lps, 2), UFSECP_OK);
            CHECK(len == siglen);
        }
        /* the parsed signing package: fresh nonces, signers 2 and 1 */
        {
            static uint64_t pk_mem[512], pk_zero[512], pk_out[512];
            ufsecp_frost_package *pkg = (ufsecp_frost_package *)pk_mem;
            ufsecp_frost_package *pzero = (ufsecp_frost_package *)pk_zero;
            ufsecp_frost_package *pmis = (ufsecp_frost_package *)((unsigned char *)pk_mem + 4);
            ufsecp_frost_secnonce snp[2], snp_used;
            unsigned char pnp[2 * 66], bad_pnp[2 * 66], zp[2 * 32], bad_zp[2 * 32], lps[66];
            size_t psize = 0, psz_out, plen;
            Out o_psize[] = {{&psz_out, sizeof psz_out}};
            Out o_pkg[] = {{pk_out, sizeof pk_out}};
            Out o_pagg[] = {{out, 65}, {&plen, sizeof plen}, {&culprit, sizeof culprit}};
            Out o_pagg_c[] = {{out, 65}, {&plen, sizeof plen}};
            CHECK_STATUS(ufsecp_frost_package_size(&psize, 2), UFSECP_OK);
            CHECK(psize <= sizeof pk_mem - 8);
            for (i = 0; i < 2; i++) {
                memset(rnd, 0x5a + i + 2 * k, 32);
                CHECK_STATUS(ufsecp_frost_nonce_gen(&snp[i], pnp + 66 * i, suite, lsh + 32 * i, rnd, msg), UFSECP_OK);
            }
            memcpy(bad_pnp, pnp, sizeof pnp), bad_pnp[33] = 0x06;
            CHECK_STATUS(ufsecp_frost_package_parse(pkg, psize, suite, gpk, NULL, msg, 32, lids, pnp, 2), UFSECP_OK);
            memcpy(lps, pubshares + 33, 33), memcpy(lps + 33, pubshares, 33);
            FAILS(ufsecp_frost_package_size, UFSECP_ERR_NULL_ARG, o_psize, ufsecp_frost_package_size(NULL, 2));
            FAILS(ufsecp_frost_package_size, UFSECP_ERR_BAD_ARG, o_psize, ufsecp_frost_package_size(&psz_out, 0));
            FAILS(ufsecp_frost_package_size, UFSECP_ERR_BAD_ARG, o_psize, ufsecp_frost_package_size(&psz_out, (size_t)-1));
            FAILS(ufsecp_frost_package_parse, UFSECP_ERR_NULL_ARG, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)pk_out, psize, suite, gpk, NULL, msg, 32, NULL, pnp, 2));
            FAILS(ufsecp_frost_package_parse, UFSECP_ERR_NULL_ARG, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)pk_out, psize, suite, NULL, NULL, msg, 32, lids, pnp, 2));
            FAILS(ufsecp_frost_package_parse, UFSECP_ERR_BAD_ARG, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)pk_out, psize, 7, gpk, NULL, msg, 32, lids, pnp, 2));
            FAILS(ufsecp_frost_package_parse, UFSECP_ERR_BAD_ARG, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)pk_out, psize, suite, gpk, NULL, msg, 32, lids, pnp, 0));
            FAILS(ufsecp_frost_package_parse, UFSECP_ERR_BAD_ARG, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)((unsigned char *)pk_out + 4), psize, suite, gpk, NULL, msg, 32, lids, pnp, 2));
            FAILS(ufsecp_frost_package_parse, UFSECP_ERR_BUFFER_TOO_SMALL, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)pk_out, psize - 1, suite, gpk, NULL, msg, 32, lids, pnp, 2));
            FAILS(ufsecp_frost_package_parse, UFSECP_ERR_BAD_PUBKEY, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)pk_out, psize, suite, bad_cm + 33, NULL, msg, 32, lids, pnp, 2));
            FAILS(ufsecp_frost_package_parse, k == 0 ? UFSECP_ERR_BAD_ARG : UFSECP_ERR_BAD_TWEAK, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)pk_out, psize, suite, gpk, big32, msg, 32, lids, pnp, 2));
            FAILS(ufsecp_frost_package_parse, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)pk_out, psize, suite, gpk, NULL, msg, 32, dup_ids, pnp, 2));
            FAILS(ufsecp_frost_package_parse, UFSECP_ERR_FROST_BAD_PUBNONCE, o_pkg, ufsecp_frost_package_parse((ufsecp_frost_package *)pk_out, psize, suite, gpk, NULL, msg, 32, lids, bad_pnp, 2));
            /* signing on the package: every error leaves the secnonce as it was */
#define FROST_PKG_SIGN_FAILS(expected, init, ...)                                                \
    do {                                                                                         \
        FAILS_INPLACE(ufsecp_frost_package_sign, expected, sn_copy, init, __VA_ARGS__);          \
        FAILS(ufsecp_frost_package_sign, expected, o_z, (memcpy(&sn_copy, &(init), sizeof sn_copy), __VA_ARGS__)); \
    } while (0)
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_NULL_ARG, snp[0], ufsecp_frost_package_sign(out, &sn_copy, lsh, lids, NULL, psize));
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_NULL_ARG, snp[0], ufsecp_frost_package_sign(out, &sn_copy, NULL, lids, pkg, psize));
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_BAD_SESSION, snp[0], ufsecp_frost_package_sign(out, &sn_copy, lsh, lids, pzero, psize));
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_BAD_SESSION, snp[0], ufsecp_frost_package_sign(out, &sn_copy, lsh, lids, pkg, psize - 1));
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_BAD_SESSION, snp[0], ufsecp_frost_package_sign(out, &sn_copy, lsh, lids, pmis, psize));
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_FROST_BAD_NONCE, sn[0], ufsecp_frost_package_sign(out, &sn_copy, lsh, lids, pkg, psize));
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_BAD_SECKEY, snp[0], ufsecp_frost_package_sign(out, &sn_copy, big32, lids, pkg, psize));
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_FROST_BAD_IDENTIFIER, snp[0], ufsecp_frost_package_sign(out, &sn_copy, lsh, zero32, pkg, psize));
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_FROST_SIGNER_MISSING, snp[0], ufsecp_frost_package_sign(out, &sn_copy, lsh, ids + 64, pkg, psize));
            FROST_PKG_SIGN_FAILS(UFSECP_ERR_FROST_SIGNER_MISSING, snp[1], ufsecp_frost_package_sign(out, &sn_copy, lsh, lids, pkg, psize));
            {
                /* the other suite's secnonce: same share, the other suite */
                ufsecp_frost_secnonce sn_o;
                unsigned char pn_o[66];
                CHECK_STATUS(ufsecp_frost_nonce_gen(&sn_o, pn_o, 1 - suite, lsh, rnd, msg), UFSECP_OK);
                FROST_PKG_SIGN_FAILS(UFSECP_ERR_FROST_BAD_NONCE, sn_o, ufsecp_frost_package_sign(out, &sn_copy, lsh, lids, pkg, psize));
            }
#undef FROST_PKG_SIGN_FAILS
            for (i = 0; i < 2; i++)
                CHECK_STATUS(ufsecp_frost_package_sign(zp + 32 * i, &snp[i], lsh + 32 * i, lids + 32 * i, pkg, psize), UFSECP_OK);
            memcpy(&snp_used, &snp[0], sizeof snp_used);
            FAILS_INPLACE(ufsecp_frost_package_sign, UFSECP_ERR_FROST_BAD_NONCE, sn_copy, snp_used, ufsecp_frost_package_sign(out, &sn_copy, lsh, lids, pkg, psize));
            /* share checks */
            FAILS(ufsecp_frost_package_verify_share, UFSECP_ERR_NULL_ARG, o_none, ufsecp_frost_package_verify_share(zp, lids, lps, NULL, psize));
            FAILS(ufsecp_frost_package_verify_share, UFSECP_ERR_BAD_SESSION, o_none, ufsecp_frost_package_verify_share(zp, lids, lps, pzero, psize));
            FAILS(ufsecp_frost_package_verify_share, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_none, ufsecp_frost_package_verify_share(zp, big32, lps, pkg, psize));
            FAILS(ufsecp_frost_package_verify_share, UFSECP_ERR_BAD_PUBKEY, o_none, ufsecp_frost_package_verify_share(zp, lids, bad_cm + 33, pkg, psize));
            FAILS(ufsecp_frost_package_verify_share, UFSECP_ERR_FROST_SIGNER_MISSING, o_none, ufsecp_frost_package_verify_share(zp, ids + 64, lps, pkg, psize));
            FAILS(ufsecp_frost_package_verify_share, UFSECP_ERR_FROST_BAD_SHARE, o_none, ufsecp_frost_package_verify_share(zp + 32, lids, lps, pkg, psize));
            FAILS(ufsecp_frost_package_verify_share, UFSECP_ERR_FROST_BAD_SHARE, o_none, ufsecp_frost_package_verify_share(big32, lids, lps, pkg, psize));
            CHECK_STATUS(ufsecp_frost_package_verify_share(zp, lids, lps, pkg, psize), UFSECP_OK);
            /* aggregation */
            memcpy(bad_zp, zp, sizeof zp), bad_zp[63] ^= 1;
            plen = sizeof out;
            FAILS(ufsecp_frost_package_aggregate, UFSECP_ERR_NULL_ARG, o_pagg, ufsecp_frost_package_aggregate(out, &plen, &culprit, pkg, psize, NULL, lps));
            FAILS(ufsecp_frost_package_aggregate, UFSECP_ERR_NULL_ARG, o_pagg, ufsecp_frost_package_aggregate(NULL, &plen, &culprit, pkg, psize, zp, lps));
            FAILS(ufsecp_frost_package_aggregate, UFSECP_ERR_BAD_SESSION, o_pagg, ufsecp_frost_package_aggregate(out, &plen, &culprit, pzero, psize, zp, lps));
            FAILS(ufsecp_frost_package_aggregate, UFSECP_ERR_BAD_SESSION, o_pagg, ufsecp_frost_package_aggregate(out, &plen, &culprit, pkg, psize - 1, zp, lps));
            FAILS(ufsecp_frost_package_aggregate, UFSECP_ERR_BAD_PUBKEY, o_pagg, ufsecp_frost_package_aggregate(out, &plen, &culprit, pkg, psize, zp, bad_cm));
            FAILS(ufsecp_frost_package_aggregate, UFSECP_ERR_VERIFY_FAILED, o_pagg, ufsecp_frost_package_aggregate(out, &plen, &culprit, pkg, psize, bad_zp, NULL));
            FAILS(ufsecp_frost_package_aggregate, UFSECP_ERR_FROST_BAD_SHARE, o_pagg_c, ufsecp_frost_package_aggregate(out, &plen, &culprit, pkg, psize, bad_zp, lps));
            CHECK(culprit == 1);
            {
                size_t small = siglen - 1;
                Out o_small[] = {{out, 65}, {&culprit, sizeof culprit}};
                FAILS(ufsecp_frost_package_aggregate, UFSECP_ERR_BUFFER_TOO_SMALL, o_small, ufsecp_frost_package_aggregate(out, &small, &culprit, pkg, psize, zp, lps));
                CHECK(small == siglen);
            }
            plen = sizeof out;
            CHECK_STATUS(ufsecp_frost_package_aggregate(out, &plen, NULL, pkg, psize, zp, lps), UFSECP_OK);
            CHECK(plen == siglen);
            CHECK_STATUS(ufsecp_frost_verify(suite, out, plen, msg, 32, gpk, NULL), UFSECP_OK);
        }
        /* verification */
        FAILS(ufsecp_frost_verify, UFSECP_ERR_NULL_ARG, o_none, ufsecp_frost_verify(suite, NULL, siglen, msg, 32, gpk, NULL));
        FAILS(ufsecp_frost_verify, UFSECP_ERR_BAD_LENGTH, o_none, ufsecp_frost_verify(suite, out, siglen + 1, msg, 32, gpk, NULL));
        FAILS(ufsecp_frost_verify, UFSECP_ERR_BAD_PUBKEY, o_none, ufsecp_frost_verify(suite, out, siglen, msg, 32, bad_cm + 33, NULL));
        FAILS(ufsecp_frost_verify, UFSECP_ERR_BAD_ARG, o_none, ufsecp_frost_verify(4, out, siglen, msg, 32, gpk, NULL));
        FAILS(ufsecp_frost_verify, UFSECP_ERR_VERIFY_FAILED, o_none, ufsecp_frost_verify(suite, out, siglen, msg, 31, gpk, NULL));
        CHECK_STATUS(ufsecp_frost_verify(suite, out, siglen, msg, 32, gpk, NULL), UFSECP_OK);
    }
    FAILS(ufsecp_frost_tr_output_key, UFSECP_ERR_NULL_ARG, o_x, ufsecp_frost_tr_output_key(x, NULL, NULL));
    FAILS(ufsecp_frost_tr_output_key, UFSECP_ERR_BAD_PUBKEY, o_x, ufsecp_frost_tr_output_key(x, bad_cm + 33, NULL));
    FAILS(ufsecp_frost_tr_output_key, UFSECP_ERR_BAD_TWEAK, o_x, ufsecp_frost_tr_output_key(x, gpk, big32));
    FAILS(ufsecp_frost_tr_taproot_tweak, UFSECP_ERR_NULL_ARG, o_x, ufsecp_frost_tr_taproot_tweak(x, NULL, NULL));
    FAILS(ufsecp_frost_tr_taproot_tweak, UFSECP_ERR_BAD_PUBKEY, o_x, ufsecp_frost_tr_taproot_tweak(x, bad_cm + 33, NULL));
}

/* draft BIP-445: a 2-of-3 context from the dealer key above (ids 0-based: 0 and 1 for the
 * dealer's identifiers 1 and 2). */
static void untouched_frost445(void) {
    unsigned char ids[3 * 32], shares[3 * 32], cm[2 * 33], gpk[33], ps[2 * 33], bad_ps[2 * 33], wrong_pk[33];
    unsigned char pn[2 * 66], bad_pn[2 * 66], agg[66], bad_agg[66], psig[2 * 32], bad_psig[2 * 32], out[66], rnd[32];
    unsigned char x[32], p33[33], sig[64], sn64[64];
    uint32_t id01[2] = {0, 1}, id_dup[2] = {0, 0}, id_big[2] = {0, 7};
    ufsecp_frost445_signers sc, sc_bad;
    ufsecp_frost445_secnonce sn[2], sn_copy, sn_other;
    int xo[1] = {1};
    size_t culprit;
    int i;
    Out o_ng[] = {{&sn_other, sizeof sn_other}, {out, 66}};
    Out o_sl[] = {{&sn_other, sizeof sn_other}};
    Out o_agg[] = {{out, 66}, {&culprit, sizeof culprit}};
    Out o_agg_c[] = {{out, 66}};
    Out o_key[] = {{x, 32}, {p33, 33}};
    Out o_ps[] = {{out, 32}, {&culprit, sizeof culprit}};
    Out o_ps_c[] = {{out, 32}};
    Out o_v[] = {{&culprit, sizeof culprit}};
    Out o_v_c[] = {{x, 0}};
    Out o_sa[] = {{sig, 64}, {&culprit, sizeof culprit}};
    Out o_sa_c[] = {{sig, 64}};
    Out o_ds[] = {{out, 66}, {x, 32}, {&culprit, sizeof culprit}};
    Out o_ds_c[] = {{out, 66}, {x, 32}};

    memset(ids, 0, sizeof ids);
    for (i = 0; i < 3; i++) ids[32 * i + 31] = (unsigned char)(i + 1);
    CHECK_STATUS(ufsecp_frost_dealer_keygen(shares, cm, gpk, sk, tweak, 2, ids, 3), UFSECP_OK);
    for (i = 0; i < 2; i++) CHECK_STATUS(ufsecp_frost_share_verify(ps + 33 * i, ids + 32 * i, shares + 32 * i, cm, 2), UFSECP_OK);
    memcpy(bad_ps, ps, sizeof ps), bad_ps[33] = 0x09;
    memcpy(wrong_pk, ps, 33);
    sc.n = 3, sc.t = 2, sc.u = 2, sc.ids = id01, sc.pubshares33 = ps, sc.thresh_pk33 = gpk;
    for (i = 0; i < 2; i++) {
        memset(rnd, 0x31 + i, 32);
        CHECK_STATUS(ufsecp_frost445_nonce_gen(&sn[i], pn + 66 * i, rnd, shares + 32 * i, ps + 33 * i, NULL, msg, 32, NULL, 0), UFSECP_OK);
    }
    memcpy(bad_pn, pn, sizeof pn), bad_pn[66 + 33] = 0x04;
    CHECK_STATUS(ufsecp_frost445_nonce_agg(agg, NULL, pn, 2), UFSECP_OK);
    memcpy(bad_agg, agg, 66), bad_agg[0] = 0x05;

    FAILS(ufsecp_frost445_nonce_gen, UFSECP_ERR_NULL_ARG, o_ng, ufsecp_frost445_nonce_gen(&sn_other, out, NULL, NULL, NULL, NULL, NULL, 0, NULL, 0));
    FAILS(ufsecp_frost445_nonce_gen, UFSECP_ERR_NULL_ARG, o_ng, ufsecp_frost445_nonce_gen(&sn_other, out, rnd, NULL, NULL, NULL, NULL, 0, NULL, 3));
    memset(sn64, 0, 64);
    FAILS(ufsecp_frost445_secnonce_load, UFSECP_ERR_FROST_BAD_NONCE, o_sl, ufsecp_frost445_secnonce_load(&sn_other, sn64));
    memcpy(sn64, sk, 32), memcpy(sn64 + 32, big32, 32);
    FAILS(ufsecp_frost445_secnonce_load, UFSECP_ERR_FROST_BAD_NONCE, o_sl, ufsecp_frost445_secnonce_load(&sn_other, sn64));
    FAILS(ufsecp_frost445_secnonce_load, UFSECP_ERR_NULL_ARG, o_sl, ufsecp_frost445_secnonce_load(&sn_other, NULL));
    FAILS(ufsecp_frost445_nonce_agg, UFSECP_ERR_NULL_ARG, o_agg, ufsecp_frost445_nonce_agg(out, &culprit, NULL, 2));
    FAILS(ufsecp_frost445_nonce_agg, UFSECP_ERR_BAD_ARG, o_agg, ufsecp_frost445_nonce_agg(out, &culprit, pn, 0));
    FAILS(ufsecp_frost445_nonce_agg, UFSECP_ERR_FROST_BAD_PUBNONCE, o_agg_c, ufsecp_frost445_nonce_agg(out, &culprit, bad_pn, 2));
    CHECK(culprit == 1);
    FAILS(ufsecp_frost445_tweaked_key, UFSECP_ERR_NULL_ARG, o_key, ufsecp_frost445_tweaked_key(x, p33, gpk, NULL, xo, 1));
    FAILS(ufsecp_frost445_tweaked_key, UFSECP_ERR_BAD_TWEAK, o_key, ufsecp_frost445_tweaked_key(x, p33, gpk, big32, xo, 1));
    FAILS(ufsecp_frost445_tweaked_key, UFSECP_ERR_FROST_BAD_KEY_MATERIAL, o_key, ufsecp_frost445_tweaked_key(x, p33, bad_ps + 33, NULL, NULL, 0));

    /* sign: every error leaves the secnonce as it was */
#define F445_SIGN_FAILS(outs, expected, ...)                                                      \
    do {                                                                                          \
        FAILS_INPLACE(ufsecp_frost445_sign, expected, sn_copy, sn[0], __VA_ARGS__);               \
        FAILS(ufsecp_frost445_sign, expected, outs, (memcpy(&sn_copy, &sn[0], sizeof sn_copy), __VA_ARGS__)); \
    } while (0)
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_NULL_ARG, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 0, NULL, agg, NULL, NULL, 0, msg, 32));
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_FROST_BAD_AGGNONCE, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 0, &sc, bad_agg, NULL, NULL, 0, msg, 32));
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_BAD_SECKEY, ufsecp_frost445_sign(out, &culprit, &sn_copy, big32, 0, &sc, agg, NULL, NULL, 0, msg, 32));
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_FROST_SIGNER_MISSING, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 2, &sc, agg, NULL, NULL, 0, msg, 32));
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_FROST_SIGNER_MISSING, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares + 64, 0, &sc, agg, NULL, NULL, 0, msg, 32));
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_BAD_TWEAK, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 0, &sc, agg, big32, xo, 1, msg, 32));
    sc_bad = sc, sc_bad.ids = id_dup;
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_FROST_BAD_IDENTIFIER, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 0, &sc_bad, agg, NULL, NULL, 0, msg, 32));
    sc_bad = sc, sc_bad.ids = id_big;
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_FROST_BAD_IDENTIFIER, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 0, &sc_bad, agg, NULL, NULL, 0, msg, 32));
    sc_bad = sc, sc_bad.u = 1;
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_BAD_ARG, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 0, &sc_bad, agg, NULL, NULL, 0, msg, 32));
    sc_bad = sc, sc_bad.thresh_pk33 = wrong_pk;
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_FROST_BAD_KEY_MATERIAL, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 0, &sc_bad, agg, NULL, NULL, 0, msg, 32));
    sc_bad = sc, sc_bad.pubshares33 = bad_ps;
    FAILS_INPLACE(ufsecp_frost445_sign, UFSECP_ERR_BAD_PUBKEY, sn_copy, sn[0], ufsecp_frost445_sign(out, NULL, &sn_copy, shares, 0, &sc_bad, agg, NULL, NULL, 0, msg, 32));
    FAILS(ufsecp_frost445_sign, UFSECP_ERR_BAD_PUBKEY, o_ps_c, (memcpy(&sn_copy, &sn[0], sizeof sn_copy), ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 0, &sc_bad, agg, NULL, NULL, 0, msg, 32)));
    CHECK(culprit == 1);
    for (i = 0; i < 2; i++)
        CHECK_STATUS(ufsecp_frost445_sign(psig + 32 * i, NULL, &sn[i], shares + 32 * i, (uint32_t)i, &sc, agg, NULL, NULL, 0, msg, 32), UFSECP_OK);
    memcpy(&sn_copy, &sn[0], sizeof sn_copy);
    F445_SIGN_FAILS(o_ps, UFSECP_ERR_FROST_BAD_NONCE, ufsecp_frost445_sign(out, &culprit, &sn_copy, shares, 0, &sc, agg, NULL, NULL, 0, msg, 32));

    /* partial signature verification */
    memcpy(bad_psig, psig, sizeof psig), bad_psig[63] ^= 1;
    FAILS(ufsecp_frost445_partial_sig_verify, UFSECP_ERR_NULL_ARG, o_v, ufsecp_frost445_partial_sig_verify(&culprit, psig, NULL, &sc, NULL, NULL, 0, msg, 32, 0));
    FAILS(ufsecp_frost445_partial_sig_verify, UFSECP_ERR_FROST_BAD_SHARE, o_v, ufsecp_frost445_partial_sig_verify(&culprit, bad_psig + 32, pn, &sc, NULL, NULL, 0, msg, 32, 1));
    FAILS(ufsecp_frost445_partial_sig_verify, UFSECP_ERR_FROST_BAD_SHARE, o_v, ufsecp_frost445_partial_sig_verify(&culprit, psig, pn, &sc, NULL, NULL, 0, msg, 32, 1));
    FAILS(ufsecp_frost445_partial_sig_verify, UFSECP_ERR_BAD_ARG, o_v, ufsecp_frost445_partial_sig_verify(&culprit, psig, pn, &sc, NULL, NULL, 0, msg, 32, 2));
    FAILS(ufsecp_frost445_partial_sig_verify, UFSECP_ERR_FROST_BAD_PUBNONCE, o_v_c, ufsecp_frost445_partial_sig_verify(&culprit, psig, bad_pn, &sc, NULL, NULL, 0, msg, 32, 0));
    CHECK(culprit == 1);
    CHECK_STATUS(ufsecp_frost445_partial_sig_verify(NULL, psig + 32, pn, &sc, NULL, NULL, 0, msg, 32, 1), UFSECP_OK);

    /* aggregation */
    memcpy(bad_psig, psig, sizeof psig), memset(bad_psig + 32, 0xFF, 32);
    FAILS(ufsecp_frost445_partial_sig_agg, UFSECP_ERR_NULL_ARG, o_sa, ufsecp_frost445_partial_sig_agg(sig, &culprit, NULL, 2, &sc, agg, NULL, NULL, 0, msg, 32));
    FAILS(ufsecp_frost445_partial_sig_agg, UFSECP_ERR_FROST_BAD_AGGNONCE, o_sa, ufsecp_frost445_partial_sig_agg(sig, &culprit, psig, 2, &sc, bad_agg, NULL, NULL, 0, msg, 32));
    FAILS(ufsecp_frost445_partial_sig_agg, UFSECP_ERR_FROST_BAD_SHARE, o_sa_c, ufsecp_frost445_partial_sig_agg(sig, &culprit, bad_psig, 2, &sc, agg, NULL, NULL, 0, msg, 32));
    CHECK(culprit == 1);
    FAILS(ufsecp_frost445_partial_sig_agg, UFSECP_ERR_FROST_LIST_LENGTH, o_sa, ufsecp_frost445_partial_sig_agg(sig, &culprit, psig, 1, &sc, agg, NULL, NULL, 0, msg, 32));
    FAILS(ufsecp_frost445_partial_sig_agg, UFSECP_ERR_FROST_LIST_LENGTH, o_sa, ufsecp_frost445_partial_sig_agg(sig, &culprit, psig, 3, &sc, agg, NULL, NULL, 0, msg, 32));
    CHECK_STATUS(ufsecp_frost445_partial_sig_agg(sig, NULL, psig, 2, &sc, agg, NULL, NULL, 0, msg, 32), UFSECP_OK);
    CHECK_STATUS(ufsecp_frost445_tweaked_key(x, p33, gpk, NULL, NULL, 0), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_verify(sig, msg, 32, x), UFSECP_OK);

    /* the draft's tweak list: lengths of the lists, of each item */
    {
        unsigned char raw[65], packed[64];
        size_t lens_ok[2] = {32, 32}, lens_bad[2] = {32, 33};
        Out o_tp[] = {{packed, 64}, {&culprit, sizeof culprit}};
        Out o_tp_c[] = {{packed, 64}};
        memcpy(raw, tweak, 32), memcpy(raw + 32, tweak, 32), raw[64] = 0;
        FAILS(ufsecp_frost445_tweaks_parse, UFSECP_ERR_NULL_ARG, o_tp, ufsecp_frost445_tweaks_parse(packed, &culprit, NULL, lens_ok, 2, 2));
        FAILS(ufsecp_frost445_tweaks_parse, UFSECP_ERR_NULL_ARG, o_tp, ufsecp_frost445_tweaks_parse(packed, &culprit, raw, NULL, 2, 2));
        FAILS(ufsecp_frost445_tweaks_parse, UFSECP_ERR_FROST_LIST_LENGTH, o_tp, ufsecp_frost445_tweaks_parse(packed, &culprit, raw, lens_ok, 2, 1));
        FAILS(ufsecp_frost445_tweaks_parse, UFSECP_ERR_FROST_LIST_LENGTH, o_tp, ufsecp_frost445_tweaks_parse(packed, &culprit, NULL, NULL, 0, 1));
        FAILS(ufsecp_frost445_tweaks_parse, UFSECP_ERR_BAD_LENGTH, o_tp_c, ufsecp_frost445_tweaks_parse(packed, &culprit, raw, lens_bad, 2, 2));
        CHECK(culprit == 1);
        CHECK_STATUS(ufsecp_frost445_tweaks_parse(packed, NULL, raw, lens_ok, 2, 2), UFSECP_OK);
        CHECK(memcmp(packed, raw, 64) == 0);
        CHECK_STATUS(ufsecp_frost445_tweaks_parse(NULL, NULL, NULL, NULL, 0, 0), UFSECP_OK);
    }

    /* deterministic signing (signer 1, the other's nonce as aggothernonce) */
    FAILS(ufsecp_frost445_deterministic_sign, UFSECP_ERR_NULL_ARG, o_ds, ufsecp_frost445_deterministic_sign(out, x, &culprit, NULL, 1, pn, &sc, NULL, NULL, 0, msg, 32, NULL));
    FAILS(ufsecp_frost445_deterministic_sign, UFSECP_ERR_FROST_BAD_AGGNONCE, o_ds, ufsecp_frost445_deterministic_sign(out, x, &culprit, shares + 32, 1, bad_agg, &sc, NULL, NULL, 0, msg, 32, NULL));
    FAILS(ufsecp_frost445_deterministic_sign, UFSECP_ERR_BAD_SECKEY, o_ds, ufsecp_frost445_deterministic_sign(out, x, &culprit, zero32, 1, pn, &sc, NULL, NULL, 0, msg, 32, NULL));
    FAILS(ufsecp_frost445_deterministic_sign, UFSECP_ERR_FROST_SIGNER_MISSING, o_ds, ufsecp_frost445_deterministic_sign(out, x, &culprit, shares + 32, 2, pn, &sc, NULL, NULL, 0, msg, 32, NULL));
    FAILS(ufsecp_frost445_deterministic_sign, UFSECP_ERR_BAD_TWEAK, o_ds, ufsecp_frost445_deterministic_sign(out, x, &culprit, shares + 32, 1, pn, &sc, big32, xo, 1, msg, 32, NULL));
    sc_bad = sc, sc_bad.pubshares33 = bad_ps;
    FAILS(ufsecp_frost445_deterministic_sign, UFSECP_ERR_BAD_PUBKEY, o_ds_c, ufsecp_frost445_deterministic_sign(out, x, &culprit, shares + 32, 1, pn, &sc_bad, NULL, NULL, 0, msg, 32, NULL));
    CHECK(culprit == 1);
}

/* distributed key generation: 2-of-2, both suites */
static void untouched_frost_dkg(void) {
    unsigned char ids[64], coeffs[2 * 64], cms[2 * 66], poks[2 * 65], shares[64], nonce[32];
    unsigned char o_cm[66], o_pok[65], s[32], p[33], g[33], sums[66], bad_cms[2 * 66], bad_poks[2 * 65];
    size_t plen, culprit;
    int i, k;
    Out o_r1[] = {{o_cm, sizeof o_cm}, {o_pok, sizeof o_pok}, {&plen, sizeof plen}};
    Out o_r1_small[] = {{o_cm, sizeof o_cm}, {o_pok, sizeof o_pok}};
    Out o_v[] = {{&culprit, sizeof culprit}};
    Out o_v_c[] = {{s, 0}};
    Out o_s[] = {{s, 32}};
    Out o_f[] = {{s, 32}, {p, 33}, {g, 33}, {&culprit, sizeof culprit}};
    Out o_f_c[] = {{s, 32}, {p, 33}, {g, 33}};
    Out o_sum[] = {{sums, sizeof sums}};
    memset(ids, 0, sizeof ids), ids[31] = 1, ids[63] = 2;
    for (i = 0; i < 4; i++) memcpy(coeffs + 32 * i, i % 2 ? tweak : sk, 32), coeffs[32 * i + 31] ^= (unsigned char)i;
    memset(nonce, 0x77, 32);
    for (k = 0; k < 2; k++) {
        const int suite = k ? UFSECP_FROST_TR : UFSECP_FROST_RFC9591;
        const size_t ps = k ? 64 : 65;
        for (i = 0; i < 2; i++) {
            plen = ps;
            CHECK_STATUS(ufsecp_frost_dkg_round1(cms + 66 * i, poks + ps * i, &plen, suite, ids + 32 * i, coeffs + 64 * i, 2, nonce), UFSECP_OK);
        }
        plen = sizeof o_pok;
        FAILS(ufsecp_frost_dkg_round1, UFSECP_ERR_NULL_ARG, o_r1, ufsecp_frost_dkg_round1(o_cm, o_pok, &plen, suite, ids, NULL, 2, nonce));
        FAILS(ufsecp_frost_dkg_round1, UFSECP_ERR_BAD_ARG, o_r1, ufsecp_frost_dkg_round1(o_cm, o_pok, &plen, 3, ids, coeffs, 2, nonce));
        FAILS(ufsecp_frost_dkg_round1, UFSECP_ERR_BAD_SECKEY, o_r1, ufsecp_frost_dkg_round1(o_cm, o_pok, &plen, suite, ids, coeffs, 2, zero32));
        {
            unsigned char zc[64];
            memcpy(zc, sk, 32), memset(zc + 32, 0, 32);
            FAILS(ufsecp_frost_dkg_round1, UFSECP_ERR_BAD_SECKEY, o_r1, ufsecp_frost_dkg_round1(o_cm, o_pok, &plen, suite, ids, zc, 2, nonce));
        }
        FAILS(ufsecp_frost_dkg_round1, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_r1, ufsecp_frost_dkg_round1(o_cm, o_pok, &plen, suite, zero32, coeffs, 2, nonce));
        plen = ps - 1;
        FAILS(ufsecp_frost_dkg_round1, UFSECP_ERR_BUFFER_TOO_SMALL, o_r1_small, ufsecp_frost_dkg_round1(o_cm, o_pok, &plen, suite, ids, coeffs, 2, nonce));
        CHECK(plen == ps);
        memcpy(bad_poks, poks, 2 * ps), bad_poks[ps + 40] ^= 1;
        memcpy(bad_cms, cms, sizeof cms), bad_cms[66 + 33] = 0x08;
        FAILS(ufsecp_frost_dkg_round1_verify, UFSECP_ERR_NULL_ARG, o_v, ufsecp_frost_dkg_round1_verify(&culprit, suite, ids, NULL, poks, 2, 2));
        FAILS(ufsecp_frost_dkg_round1_verify, UFSECP_ERR_BAD_ARG, o_v, ufsecp_frost_dkg_round1_verify(&culprit, suite, ids, cms, poks, 0, 2));
        FAILS(ufsecp_frost_dkg_round1_verify, UFSECP_ERR_BAD_SIGNATURE, o_v_c, ufsecp_frost_dkg_round1_verify(&culprit, suite, ids, cms, bad_poks, 2, 2));
        CHECK(culprit == 1);
        /* an invalid C_0 fails here; an invalid C_1 (bad_cms) is dkg_finalize's to name */
        bad_cms[66] = 0x08;
        FAILS(ufsecp_frost_dkg_round1_verify, UFSECP_ERR_BAD_PUBKEY, o_v_c, ufsecp_frost_dkg_round1_verify(&culprit, suite, ids, bad_cms, poks, 2, 2));
        CHECK(culprit == 1);
        bad_cms[66] = cms[66];
        CHECK_STATUS(ufsecp_frost_dkg_round1_verify(NULL, suite, ids, bad_cms, poks, 2, 2), UFSECP_OK);
        CHECK_STATUS(ufsecp_frost_dkg_round1_verify(NULL, suite, ids, cms, poks, 2, 2), UFSECP_OK);
    }
    FAILS(ufsecp_frost_dkg_round2_share, UFSECP_ERR_NULL_ARG, o_s, ufsecp_frost_dkg_round2_share(s, NULL, 2, ids));
    FAILS(ufsecp_frost_dkg_round2_share, UFSECP_ERR_BAD_ARG, o_s, ufsecp_frost_dkg_round2_share(s, coeffs, 0, ids));
    FAILS(ufsecp_frost_dkg_round2_share, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_s, ufsecp_frost_dkg_round2_share(s, coeffs, 2, big32));
    {
        unsigned char bigc[64];
        memcpy(bigc, sk, 32), memcpy(bigc + 32, big32, 32);
        FAILS(ufsecp_frost_dkg_round2_share, UFSECP_ERR_BAD_SECKEY, o_s, ufsecp_frost_dkg_round2_share(s, bigc, 2, ids));
    }
    for (i = 0; i < 2; i++) CHECK_STATUS(ufsecp_frost_dkg_round2_share(shares + 32 * i, coeffs + 64 * i, 2, ids), UFSECP_OK);
    FAILS(ufsecp_frost_dkg_finalize, UFSECP_ERR_NULL_ARG, o_f, ufsecp_frost_dkg_finalize(s, p, g, &culprit, ids, ids, cms, NULL, 2, 2));
    FAILS(ufsecp_frost_dkg_finalize, UFSECP_ERR_BAD_ARG, o_f, ufsecp_frost_dkg_finalize(s, p, g, &culprit, ids, ids, cms, shares, 2, 3));
    FAILS(ufsecp_frost_dkg_finalize, UFSECP_ERR_FROST_SIGNER_MISSING, o_f, ufsecp_frost_dkg_finalize(s, p, g, &culprit, tweak, ids, cms, shares, 2, 2));
    FAILS(ufsecp_frost_dkg_finalize, UFSECP_ERR_FROST_BAD_IDENTIFIER, o_f, ufsecp_frost_dkg_finalize(s, p, g, &culprit, zero32, ids, cms, shares, 2, 2));
    shares[63] ^= 1;
    FAILS(ufsecp_frost_dkg_finalize, UFSECP_ERR_FROST_BAD_SHARE, o_f_c, ufsecp_frost_dkg_finalize(s, p, g, &culprit, ids, ids, cms, shares, 2, 2));
    CHECK(culprit == 1);
    shares[63] ^= 1;
    FAILS(ufsecp_frost_dkg_finalize, UFSECP_ERR_BAD_PUBKEY, o_f_c, ufsecp_frost_dkg_finalize(s, p, g, &culprit, ids, ids, bad_cms, shares, 2, 2));
    CHECK(culprit == 1);
    CHECK_STATUS(ufsecp_frost_dkg_finalize(s, p, g, &culprit, ids, ids, cms, shares, 2, 2), UFSECP_OK);
    FAILS(ufsecp_frost_dkg_group_commitments, UFSECP_ERR_NULL_ARG, o_sum, ufsecp_frost_dkg_group_commitments(sums, NULL, 2, 2));
    FAILS(ufsecp_frost_dkg_group_commitments, UFSECP_ERR_BAD_ARG, o_sum, ufsecp_frost_dkg_group_commitments(sums, cms, 0, 2));
    FAILS(ufsecp_frost_dkg_group_commitments, UFSECP_ERR_BAD_PUBKEY, o_sum, ufsecp_frost_dkg_group_commitments(sums, bad_cms, 2, 2));
}
