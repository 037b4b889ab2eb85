/* ufsecp — error cases of include/ufsecp/ufsecp_silentpayments.h for
 * tests/abi/test_abi_untouched.c (included there; uses its FAILS / FAILS_INPLACE macros and
 * fixtures). The malformed addresses were made with a bech32m encoder written for the
 * purpose (python, BIP-173's polymod) around G's compressed key twice. */
#include "ufsecp/ufsecp_silentpayments.h"

#define SP_KMAX_PLUS UFSECP_SP_KMAX + 1
static ufsecp_sp_recipient sp_many[SP_KMAX_PLUS];
static unsigned char sp_many_out[32 * SP_KMAX_PLUS];

static const char sp_bad_hrp[] =
    "bc1qqfumuen7l8wthtz45p3ftn58pvrs9xlumvkuu2xet8egzkcklqtesqnehen8a7wuhwk9tgrzjh8gwzc8q2dlekedec5djk0js9d3d7qhnqdqdudf";
static const char sp_bech32[] =
    "sp1qqfumuen7l8wthtz45p3ftn58pvrs9xlumvkuu2xet8egzkcklqtesqnehen8a7wuhwk9tgrzjh8gwzc8q2dlekedec5djk0js9d3d7qhnqct9zk3";
static const char sp_v31[] =
    "sp1lqfumuen7l8wthtz45p3ftn58pvrs9xlumvkuu2xet8egzkcklqtesqnehen8a7wuhwk9tgrzjh8gwzc8q2dlekedec5djk0js9d3d7qhnqacsrdj";
static const char sp_v0_67[] =
    "sp1qqfumuen7l8wthtz45p3ftn58pvrs9xlumvkuu2xet8egzkcklqtesqnehen8a7wuhwk9tgrzjh8gwzc8q2dlekedec5djk0js9d3d7qhnqqq9jjhtr";
static const char sp_badkey[] =
    "sp1qq4umuen7l8wthtz45p3ftn58pvrs9xlumvkuu2xet8egzkcklqtesqnehen8a7wuhwk9tgrzjh8gwzc8q2dlekedec5djk0js9d3d7qhnqu449em";
static const char sp_good[] =
    "sp1qqfumuen7l8wthtz45p3ftn58pvrs9xlumvkuu2xet8egzkcklqtesqnehen8a7wuhwk9tgrzjh8gwzc8q2dlekedec5djk0js9d3d7qhnqdh4wnn";

static void untouched_silentpayments(void) {
    unsigned char out36[36], out33[33], out32[32], outs[64], op[72], neg[32], keys2[64], pd[33], negpk33[33];
    unsigned char bad33[33];
    char addr[200], mut[200];
    size_t len, nf, nfs[2];
    int tn;
    unsigned ver;
    size_t i;
    ufsecp_pubkey s, m, o;
    ufsecp_sp_label lab, labs2[2], labs2_init[2];
    ufsecp_sp_found found[4];
    ufsecp_sp_recipient rec[1], rec_bad[1];
    ufsecp_sp_tx txs[2], txs_bad[1], txs_null[1];
    Out o36[] = {{out36, 36}};
    Out o33[] = {{out33, 33}};
    Out o32[] = {{out32, 32}};
    Out oouts[] = {{outs, 32}};
    Out omany[] = {{sp_many_out, sizeof sp_many_out}};
    Out olab[] = {{&lab, sizeof lab}};
    Out opk[] = {{&o, sizeof o}};
    Out oaddr[] = {{addr, sizeof addr}};
    Out odec[] = {{&s, sizeof s}, {&m, sizeof m}, {&tn, sizeof tn}, {&ver, sizeof ver}};
    Out oscan[] = {{found, sizeof found}, {&nf, sizeof nf}};
    Out obatch[] = {{found, sizeof found}, {nfs, sizeof nfs}};
    Out none[] = {{out36, 0}};

    memset(op, 3, sizeof op);
    memcpy(neg, sk, 32);
    CHECK_STATUS(ufsecp_seckey_negate(neg), UFSECP_OK);
    memcpy(keys2, sk, 32);
    memcpy(keys2 + 32, neg, 32);
    len = 33;
    CHECK_STATUS(ufsecp_pubkey_serialize(negpk33, &len, &pk_neg, 1), UFSECP_OK);
    memcpy(bad33, pk33, 33);
    bad33[0] = 0x05;
    rec[0].scan = pk;
    rec[0].spend = pk2;
    rec_bad[0].scan = pk_zero;
    rec_bad[0].spend = pk2;
    for (i = 0; i < SP_KMAX_PLUS; i++) sp_many[i] = rec[0];
    CHECK_STATUS(ufsecp_sp_public_data(pd, op, x32, 1, NULL, 0), UFSECP_OK);

    /* smallest outpoint */
    FAILS(ufsecp_sp_smallest_outpoint, UFSECP_ERR_NULL_ARG, o36, ufsecp_sp_smallest_outpoint(NULL, op, 2));
    FAILS(ufsecp_sp_smallest_outpoint, UFSECP_ERR_NULL_ARG, o36, ufsecp_sp_smallest_outpoint(out36, NULL, 2));
    FAILS(ufsecp_sp_smallest_outpoint, UFSECP_ERR_BAD_LENGTH, o36, ufsecp_sp_smallest_outpoint(out36, op, 0));

    /* public data */
    FAILS(ufsecp_sp_public_data, UFSECP_ERR_NULL_ARG, none, ufsecp_sp_public_data(NULL, op, x32, 1, NULL, 0));
    FAILS(ufsecp_sp_public_data, UFSECP_ERR_NULL_ARG, o33, ufsecp_sp_public_data(out33, NULL, x32, 1, NULL, 0));
    FAILS(ufsecp_sp_public_data, UFSECP_ERR_NULL_ARG, o33, ufsecp_sp_public_data(out33, op, NULL, 1, NULL, 0));
    FAILS(ufsecp_sp_public_data, UFSECP_ERR_NULL_ARG, o33, ufsecp_sp_public_data(out33, op, NULL, 0, NULL, 1));
    FAILS(ufsecp_sp_public_data, UFSECP_ERR_BAD_PUBKEY, o33, ufsecp_sp_public_data(out33, op, big32, 1, NULL, 0));
    FAILS(ufsecp_sp_public_data, UFSECP_ERR_BAD_PUBKEY, o33, ufsecp_sp_public_data(out33, op, NULL, 0, bad33, 1));
    FAILS(ufsecp_sp_public_data, UFSECP_ERR_INFINITY, o33, ufsecp_sp_public_data(out33, op, NULL, 0, NULL, 0));
    {
        unsigned char two[66];
        memcpy(two, pk33, 33);
        memcpy(two + 33, negpk33, 33);
        FAILS(ufsecp_sp_public_data, UFSECP_ERR_INFINITY, o33, ufsecp_sp_public_data(out33, op, NULL, 0, two, 2));
    }

    /* sender */
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_NULL_ARG, none,
          ufsecp_sp_create_outputs(NULL, rec, 1, op, NULL, 0, sk, 1));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_NULL_ARG, oouts,
          ufsecp_sp_create_outputs(outs, NULL, 1, op, NULL, 0, sk, 1));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_NULL_ARG, oouts,
          ufsecp_sp_create_outputs(outs, rec, 1, NULL, NULL, 0, sk, 1));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_NULL_ARG, oouts,
          ufsecp_sp_create_outputs(outs, rec, 1, op, NULL, 1, sk, 1));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_NULL_ARG, oouts,
          ufsecp_sp_create_outputs(outs, rec, 1, op, sk, 1, NULL, 1));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_BAD_LENGTH, oouts,
          ufsecp_sp_create_outputs(outs, rec, 0, op, NULL, 0, sk, 1));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_BAD_PUBKEY, oouts,
          ufsecp_sp_create_outputs(outs, rec_bad, 1, op, NULL, 0, sk, 1));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_BAD_SECKEY, oouts,
          ufsecp_sp_create_outputs(outs, rec, 1, op, NULL, 0, zero32, 1));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_BAD_SECKEY, oouts,
          ufsecp_sp_create_outputs(outs, rec, 1, op, big32, 1, NULL, 0));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_INFINITY, oouts,
          ufsecp_sp_create_outputs(outs, rec, 1, op, NULL, 0, keys2, 2));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_INFINITY, oouts,
          ufsecp_sp_create_outputs(outs, rec, 1, op, NULL, 0, NULL, 0));
    FAILS(ufsecp_sp_create_outputs, UFSECP_ERR_SP_TOO_MANY_RECIPIENTS, omany,
          ufsecp_sp_create_outputs(sp_many_out, sp_many, SP_KMAX_PLUS, op, NULL, 0, sk, 1));

    /* labels */
    FAILS(ufsecp_sp_create_label, UFSECP_ERR_NULL_ARG, none, ufsecp_sp_create_label(NULL, sk, 0));
    FAILS(ufsecp_sp_create_label, UFSECP_ERR_NULL_ARG, olab, ufsecp_sp_create_label(&lab, NULL, 0));
    FAILS(ufsecp_sp_create_label, UFSECP_ERR_BAD_SECKEY, olab, ufsecp_sp_create_label(&lab, zero32, 0));
    FAILS(ufsecp_sp_create_label, UFSECP_ERR_BAD_SECKEY, olab, ufsecp_sp_create_label(&lab, big32, 0));
    FAILS(ufsecp_sp_labeled_spend_pubkey, UFSECP_ERR_NULL_ARG, none, ufsecp_sp_labeled_spend_pubkey(NULL, &pk, pk33));
    FAILS(ufsecp_sp_labeled_spend_pubkey, UFSECP_ERR_NULL_ARG, opk, ufsecp_sp_labeled_spend_pubkey(&o, NULL, pk33));
    FAILS(ufsecp_sp_labeled_spend_pubkey, UFSECP_ERR_NULL_ARG, opk, ufsecp_sp_labeled_spend_pubkey(&o, &pk, NULL));
    FAILS(ufsecp_sp_labeled_spend_pubkey, UFSECP_ERR_BAD_PUBKEY, opk,
          ufsecp_sp_labeled_spend_pubkey(&o, &pk_zero, pk33));
    FAILS(ufsecp_sp_labeled_spend_pubkey, UFSECP_ERR_BAD_PUBKEY, opk, ufsecp_sp_labeled_spend_pubkey(&o, &pk, bad33));
    FAILS(ufsecp_sp_labeled_spend_pubkey, UFSECP_ERR_INFINITY, opk,
          ufsecp_sp_labeled_spend_pubkey(&o, &pk, negpk33));
    CHECK_STATUS(ufsecp_sp_create_label(&labs2_init[0], sk, 1), UFSECP_OK);
    labs2_init[1] = labs2_init[0];
    FAILS(ufsecp_sp_labels_sort, UFSECP_ERR_NULL_ARG, none, ufsecp_sp_labels_sort(NULL, 1));
    FAILS_INPLACE(ufsecp_sp_labels_sort, UFSECP_ERR_BAD_ARG, labs2, labs2_init, ufsecp_sp_labels_sort(labs2, 2));

    /* addresses */
    len = sizeof addr;
    FAILS(ufsecp_sp_address_encode, UFSECP_ERR_NULL_ARG, oaddr, ufsecp_sp_address_encode(addr, NULL, &pk, &pk2, 0));
    FAILS(ufsecp_sp_address_encode, UFSECP_ERR_NULL_ARG, oaddr, ufsecp_sp_address_encode(addr, &len, NULL, &pk2, 0));
    FAILS(ufsecp_sp_address_encode, UFSECP_ERR_NULL_ARG, oaddr, ufsecp_sp_address_encode(addr, &len, &pk, NULL, 0));
    FAILS(ufsecp_sp_address_encode, UFSECP_ERR_NULL_ARG, none, ufsecp_sp_address_encode(NULL, &len, &pk, &pk2, 0));
    FAILS(ufsecp_sp_address_encode, UFSECP_ERR_BAD_PUBKEY, oaddr,
          ufsecp_sp_address_encode(addr, &len, &pk_zero, &pk2, 0));
    FAILS(ufsecp_sp_address_encode, UFSECP_ERR_BAD_ARG, oaddr, ufsecp_sp_address_encode(addr, &len, &pk, &pk2, 2));
    len = 116; /* one short of "sp" + NUL */
    FAILS(ufsecp_sp_address_encode, UFSECP_ERR_BUFFER_TOO_SMALL, oaddr,
          ufsecp_sp_address_encode(addr, &len, &pk, &pk2, 0));
    CHECK(len == 117);
    len = 0; /* a size query */
    CHECK_STATUS(ufsecp_sp_address_encode(NULL, &len, &pk, &pk2, 1), UFSECP_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 118);
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_NULL_ARG, odec,
          ufsecp_sp_address_decode(NULL, &m, &tn, &ver, sp_good, strlen(sp_good)));
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_NULL_ARG, odec,
          ufsecp_sp_address_decode(&s, NULL, &tn, &ver, sp_good, strlen(sp_good)));
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_NULL_ARG, odec,
          ufsecp_sp_address_decode(&s, &m, NULL, &ver, sp_good, strlen(sp_good)));
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_NULL_ARG, odec, ufsecp_sp_address_decode(&s, &m, &tn, &ver, NULL, 5));
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_BAD_HRP, odec,
          ufsecp_sp_address_decode(&s, &m, &tn, &ver, sp_bad_hrp, strlen(sp_bad_hrp)));
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_BAD_HRP, odec, ufsecp_sp_address_decode(&s, &m, &tn, &ver, "spq", 3));
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_BAD_CHECKSUM_VARIANT, odec,
          ufsecp_sp_address_decode(&s, &m, &tn, &ver, sp_bech32, strlen(sp_bech32)));
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_BAD_VERSION, odec,
          ufsecp_sp_address_decode(&s, &m, &tn, &ver, sp_v31, strlen(sp_v31)));
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_BAD_LENGTH, odec,
          ufsecp_sp_address_decode(&s, &m, &tn, &ver, sp_v0_67, strlen(sp_v0_67)));
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_BAD_PUBKEY, odec,
          ufsecp_sp_address_decode(&s, &m, &tn, &ver, sp_badkey, strlen(sp_badkey)));
    strcpy(mut, sp_good);
    mut[10] = mut[10] == 'q' ? 'p' : 'q';
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_BAD_CHECKSUM, odec,
          ufsecp_sp_address_decode(&s, &m, &tn, &ver, mut, strlen(mut)));
    strcpy(mut, sp_good);
    mut[10] = 'b';
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_BAD_ENCODING, odec,
          ufsecp_sp_address_decode(&s, &m, &tn, &ver, mut, strlen(mut)));
    strcpy(mut, sp_good);
    mut[10] = (char)toupper((unsigned char)mut[10]);
    FAILS(ufsecp_sp_address_decode, UFSECP_ERR_MIXED_CASE, odec,
          ufsecp_sp_address_decode(&s, &m, &tn, &ver, mut, strlen(mut)));

    /* scanning */
    FAILS(ufsecp_sp_scan, UFSECP_ERR_NULL_ARG, oscan,
          ufsecp_sp_scan(found, NULL, sk, &pk, pd, x32, 1, NULL, 0, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_NULL_ARG, oscan,
          ufsecp_sp_scan(found, &nf, NULL, &pk, pd, x32, 1, NULL, 0, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_NULL_ARG, oscan,
          ufsecp_sp_scan(found, &nf, sk, NULL, pd, x32, 1, NULL, 0, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_NULL_ARG, oscan,
          ufsecp_sp_scan(found, &nf, sk, &pk, NULL, x32, 1, NULL, 0, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_NULL_ARG, oscan,
          ufsecp_sp_scan(NULL, &nf, sk, &pk, pd, x32, 1, NULL, 0, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_NULL_ARG, oscan,
          ufsecp_sp_scan(found, &nf, sk, &pk, pd, NULL, 1, NULL, 0, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_NULL_ARG, oscan,
          ufsecp_sp_scan(found, &nf, sk, &pk, pd, x32, 1, NULL, 1, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_BAD_SECKEY, oscan,
          ufsecp_sp_scan(found, &nf, zero32, &pk, pd, x32, 1, NULL, 0, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_BAD_SECKEY, oscan,
          ufsecp_sp_scan(found, &nf, big32, &pk, pd, x32, 1, NULL, 0, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_BAD_PUBKEY, oscan,
          ufsecp_sp_scan(found, &nf, sk, &pk_zero, pd, x32, 1, NULL, 0, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_BAD_PUBKEY, oscan,
          ufsecp_sp_scan(found, &nf, sk, &pk, bad33, x32, 1, NULL, 0, NULL, NULL));
    labs2[0] = labs2_init[0];
    labs2[1] = labs2_init[0];
    FAILS(ufsecp_sp_scan, UFSECP_ERR_BAD_ARG, oscan,
          ufsecp_sp_scan(found, &nf, sk, &pk, pd, x32, 1, labs2, 2, NULL, NULL));
    FAILS(ufsecp_sp_scan, UFSECP_ERR_BAD_ARG, oscan,
          ufsecp_sp_scan(found, &nf, sk, &pk, pd, x32, 1, labs2, 1, (ufsecp_sp_label_lookup)0x1, NULL));
    txs[0].public_data33 = pd, txs[0].outputs32 = x32, txs[0].n_outputs = 1;
    txs[1] = txs[0];
    txs_bad[0] = txs[0], txs_bad[0].public_data33 = bad33;
    txs_null[0] = txs[0], txs_null[0].public_data33 = NULL;
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_NULL_ARG, obatch,
          ufsecp_sp_scan_batch(found, 4, nfs, NULL, &pk, txs, 2, NULL, 0, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_NULL_ARG, obatch,
          ufsecp_sp_scan_batch(found, 4, nfs, sk, NULL, txs, 2, NULL, 0, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_NULL_ARG, obatch,
          ufsecp_sp_scan_batch(found, 4, NULL, sk, &pk, txs, 2, NULL, 0, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_NULL_ARG, obatch,
          ufsecp_sp_scan_batch(found, 4, nfs, sk, &pk, NULL, 2, NULL, 0, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_NULL_ARG, obatch,
          ufsecp_sp_scan_batch(NULL, 4, nfs, sk, &pk, txs, 2, NULL, 0, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_NULL_ARG, obatch,
          ufsecp_sp_scan_batch(found, 4, nfs, sk, &pk, txs_null, 1, NULL, 0, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_BAD_ARG, obatch,
          ufsecp_sp_scan_batch(found, 4, nfs, sk, &pk, txs, 2, NULL, 0, NULL, NULL, 0));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_BAD_ARG, obatch,
          ufsecp_sp_scan_batch(found, 4, nfs, sk, &pk, txs, 2, labs2, 2, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_BUFFER_TOO_SMALL, obatch,
          ufsecp_sp_scan_batch(found, 1, nfs, sk, &pk, txs, 2, NULL, 0, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_BAD_SECKEY, obatch,
          ufsecp_sp_scan_batch(found, 4, nfs, zero32, &pk, txs, 2, NULL, 0, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_BAD_PUBKEY, obatch,
          ufsecp_sp_scan_batch(found, 4, nfs, sk, &pk_zero, txs, 2, NULL, 0, NULL, NULL, 1));
    FAILS(ufsecp_sp_scan_batch, UFSECP_ERR_BAD_PUBKEY, obatch,
          ufsecp_sp_scan_batch(found, 4, nfs, sk, &pk, txs_bad, 1, NULL, 0, NULL, NULL, 1));

    /* light clients */
    FAILS(ufsecp_sp_shared_secret, UFSECP_ERR_NULL_ARG, none, ufsecp_sp_shared_secret(NULL, sk, pd));
    FAILS(ufsecp_sp_shared_secret, UFSECP_ERR_NULL_ARG, o33, ufsecp_sp_shared_secret(out33, NULL, pd));
    FAILS(ufsecp_sp_shared_secret, UFSECP_ERR_NULL_ARG, o33, ufsecp_sp_shared_secret(out33, sk, NULL));
    FAILS(ufsecp_sp_shared_secret, UFSECP_ERR_BAD_SECKEY, o33, ufsecp_sp_shared_secret(out33, zero32, pd));
    FAILS(ufsecp_sp_shared_secret, UFSECP_ERR_BAD_SECKEY, o33, ufsecp_sp_shared_secret(out33, big32, pd));
    FAILS(ufsecp_sp_shared_secret, UFSECP_ERR_BAD_PUBKEY, o33, ufsecp_sp_shared_secret(out33, sk, bad33));
    FAILS(ufsecp_sp_output_pubkey, UFSECP_ERR_NULL_ARG, none, ufsecp_sp_output_pubkey(NULL, pd, &pk, 0));
    FAILS(ufsecp_sp_output_pubkey, UFSECP_ERR_NULL_ARG, o32, ufsecp_sp_output_pubkey(out32, NULL, &pk, 0));
    FAILS(ufsecp_sp_output_pubkey, UFSECP_ERR_NULL_ARG, o32, ufsecp_sp_output_pubkey(out32, pd, NULL, 0));
    FAILS(ufsecp_sp_output_pubkey, UFSECP_ERR_BAD_ARG, o32, ufsecp_sp_output_pubkey(out32, pd, &pk, UFSECP_SP_KMAX));
    FAILS(ufsecp_sp_output_pubkey, UFSECP_ERR_BAD_PUBKEY, o32, ufsecp_sp_output_pubkey(out32, bad33, &pk, 0));
    FAILS(ufsecp_sp_output_pubkey, UFSECP_ERR_BAD_PUBKEY, o32, ufsecp_sp_output_pubkey(out32, pd, &pk_zero, 0));

    /* the good address decodes (the mutations above start from a valid string) */
    CHECK_STATUS(ufsecp_sp_address_decode(&s, &m, &tn, &ver, sp_good, strlen(sp_good)), UFSECP_OK);
}
