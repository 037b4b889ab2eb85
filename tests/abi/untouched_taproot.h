/* ufsecp — error cases of include/ufsecp/ufsecp_taproot.h for tests/abi/test_abi_untouched.c
 * (included there; uses its FAILS / FAILS_INPLACE macros and fixtures). */
#include "ufsecp/ufsecp_taproot.h"

/* A one-input, one-output legacy transaction and the P2TR output it spends. */
static unsigned char tr_tx[4 + 1 + 41 + 1 + 43 + 4], tr_spent[43];

static void taproot_fixtures(void) {
    size_t n = 0;
    int i;
    memset(tr_tx, 0, sizeof tr_tx);
    tr_tx[n++] = 2, n += 3;         /* version 2 */
    tr_tx[n++] = 1;                 /* one input */
    for (i = 0; i < 32; i++) tr_tx[n++] = (unsigned char)(i + 9);
    n += 4;                         /* prev index 0 */
    tr_tx[n++] = 0;                 /* empty scriptSig */
    memset(tr_tx + n, 0xFF, 4), n += 4;
    tr_tx[n++] = 1;                 /* one output */
    tr_tx[n++] = 0x10, n += 7;      /* amount */
    tr_tx[n++] = 34, tr_tx[n++] = 0x51, tr_tx[n++] = 0x20;
    memcpy(tr_tx + n, x32, 32), n += 32;
    n += 4;                         /* locktime 0 */
    memcpy(tr_spent, tr_tx + n - 4 - 43, 43);
}

static void untouched_taproot(void) {
    unsigned char out[64], cb[UFSECP_TAPROOT_CONTROL_BLOCK_MAX], h[32], msg[300];
    int par;
    size_t nl, len;
    ufsecp_keypair kout;
    ufsecp_taproot_sighash_cache cache, cache_zero;
    const unsigned char tree[] = {1, 0xC0, 1, 0x51, 1, 0xC0, 1, 0x52};
    const unsigned char bad_tree[] = {1, 0xC0, 1, 0x51};
    const unsigned char odd_tree[] = {0, 0xC1, 0};
    const unsigned char annex_bad[] = {0x51};
    unsigned char good_cb[UFSECP_TAPROOT_CONTROL_BLOCK_MAX], q[32], bad_cb[65];
    size_t good_len = sizeof good_cb;
    Out oq[] = {{out, 32}, {&par, sizeof par}};
    Out o32[] = {{out, 32}};
    Out oroot[] = {{out, 32}, {&nl, sizeof nl}};
    Out ocb[] = {{cb, sizeof cb}};
    Out ocache[] = {{&cache, sizeof cache}};
    Out oh[] = {{h, 32}};
    Out omsg[] = {{msg, sizeof msg}};
    Out none[] = {{out, 0}};
    taproot_fixtures();
    memset(&cache_zero, 0, sizeof cache_zero);
    CHECK_STATUS(ufsecp_taproot_control_block(good_cb, &good_len, x32, tree, sizeof tree, 0), UFSECP_OK);
    CHECK_STATUS(ufsecp_taproot_tree_root(h, NULL, tree, sizeof tree), UFSECP_OK);
    CHECK_STATUS(ufsecp_taproot_output_key(q, NULL, x32, h), UFSECP_OK);

    FAILS(ufsecp_taproot_output_key, UFSECP_ERR_BAD_PUBKEY, oq, ufsecp_taproot_output_key(out, &par, big32, NULL));
    FAILS(ufsecp_taproot_output_key, UFSECP_ERR_NULL_ARG, oq, ufsecp_taproot_output_key(out, &par, NULL, NULL));
    FAILS(ufsecp_taproot_tweak_seckey, UFSECP_ERR_BAD_SECKEY, o32, ufsecp_taproot_tweak_seckey(out, zero32, NULL));
    FAILS(ufsecp_taproot_tweak_seckey, UFSECP_ERR_BAD_SECKEY, o32, ufsecp_taproot_tweak_seckey(out, big32, msg));
    FAILS(ufsecp_taproot_tweak_seckey, UFSECP_ERR_NULL_ARG, o32, ufsecp_taproot_tweak_seckey(out, NULL, NULL));
    FAILS_INPLACE(ufsecp_taproot_keypair_tweak, UFSECP_ERR_BAD_KEYPAIR, kout, kp_zero,
                  ufsecp_taproot_keypair_tweak(&kout, NULL));
    FAILS(ufsecp_taproot_keypair_tweak, UFSECP_ERR_NULL_ARG, none, ufsecp_taproot_keypair_tweak(NULL, NULL));

    FAILS(ufsecp_taproot_leaf_hash, UFSECP_ERR_BAD_LEAF_VERSION, o32, ufsecp_taproot_leaf_hash(out, 0xC1, tree, 1));
    FAILS(ufsecp_taproot_leaf_hash, UFSECP_ERR_BAD_LEAF_VERSION, o32, ufsecp_taproot_leaf_hash(out, 0x50, tree, 1));
    FAILS(ufsecp_taproot_leaf_hash, UFSECP_ERR_BAD_LEAF_VERSION, o32, ufsecp_taproot_leaf_hash(out, 0x1C0, tree, 1));
    FAILS(ufsecp_taproot_leaf_hash, UFSECP_ERR_NULL_ARG, o32, ufsecp_taproot_leaf_hash(out, 0xC0, NULL, 1));
    FAILS(ufsecp_taproot_branch_hash, UFSECP_ERR_NULL_ARG, o32, ufsecp_taproot_branch_hash(out, x32, NULL));
    FAILS(ufsecp_taproot_tree_root, UFSECP_ERR_BAD_TAPTREE, oroot,
          ufsecp_taproot_tree_root(out, &nl, bad_tree, sizeof bad_tree));
    FAILS(ufsecp_taproot_tree_root, UFSECP_ERR_BAD_TAPTREE, oroot, ufsecp_taproot_tree_root(out, &nl, tree, 3));
    FAILS(ufsecp_taproot_tree_root, UFSECP_ERR_BAD_LEAF_VERSION, oroot,
          ufsecp_taproot_tree_root(out, &nl, odd_tree, sizeof odd_tree));
    FAILS(ufsecp_taproot_tree_root, UFSECP_ERR_NULL_ARG, oroot, ufsecp_taproot_tree_root(out, &nl, NULL, 0));

    len = sizeof cb;
    FAILS(ufsecp_taproot_control_block, UFSECP_ERR_BAD_TAPTREE, ocb,
          ufsecp_taproot_control_block(cb, &len, x32, bad_tree, sizeof bad_tree, 0));
    FAILS(ufsecp_taproot_control_block, UFSECP_ERR_BAD_ARG, ocb,
          ufsecp_taproot_control_block(cb, &len, x32, tree, sizeof tree, 2));
    FAILS(ufsecp_taproot_control_block, UFSECP_ERR_BAD_PUBKEY, ocb,
          ufsecp_taproot_control_block(cb, &len, big32, tree, sizeof tree, 0));
    CHECK(len == sizeof cb);
    len = 64; /* too small: only *out_len may change */
    FAILS(ufsecp_taproot_control_block, UFSECP_ERR_BUFFER_TOO_SMALL, ocb,
          ufsecp_taproot_control_block(cb, &len, x32, tree, sizeof tree, 0));
    CHECK(len == 65);
    FAILS(ufsecp_taproot_control_block, UFSECP_ERR_NULL_ARG, ocb,
          ufsecp_taproot_control_block(NULL, &len, x32, tree, sizeof tree, 0));

    memcpy(bad_cb, good_cb, 65);
    FAILS(ufsecp_taproot_control_block_verify, UFSECP_ERR_BAD_LENGTH, none,
          ufsecp_taproot_control_block_verify(q, tree + 3, 1, bad_cb, 64));
    bad_cb[0] = 0x50;
    FAILS(ufsecp_taproot_control_block_verify, UFSECP_ERR_BAD_LEAF_VERSION, none,
          ufsecp_taproot_control_block_verify(q, tree + 3, 1, bad_cb, 65));
    memcpy(bad_cb, good_cb, 65);
    memset(bad_cb + 1, 0xFF, 32);
    FAILS(ufsecp_taproot_control_block_verify, UFSECP_ERR_BAD_PUBKEY, none,
          ufsecp_taproot_control_block_verify(q, tree + 3, 1, bad_cb, 65));
    FAILS(ufsecp_taproot_control_block_verify, UFSECP_ERR_VERIFY_FAILED, none,
          ufsecp_taproot_control_block_verify(q, tree + 7, 1, good_cb, good_len));
    FAILS(ufsecp_taproot_control_block_verify, UFSECP_ERR_NULL_ARG, none,
          ufsecp_taproot_control_block_verify(q, NULL, 1, good_cb, good_len));

    FAILS(ufsecp_taproot_sighash_cache_init, UFSECP_ERR_BAD_TX, ocache,
          ufsecp_taproot_sighash_cache_init(&cache, tr_tx, sizeof tr_tx - 1, tr_spent, sizeof tr_spent));
    FAILS(ufsecp_taproot_sighash_cache_init, UFSECP_ERR_BAD_TX, ocache,
          ufsecp_taproot_sighash_cache_init(&cache, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent - 1));
    FAILS(ufsecp_taproot_sighash_cache_init, UFSECP_ERR_NULL_ARG, ocache,
          ufsecp_taproot_sighash_cache_init(&cache, NULL, 0, tr_spent, sizeof tr_spent));
    CHECK_STATUS(ufsecp_taproot_sighash_cache_init(&cache, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent), UFSECP_OK);

    FAILS(ufsecp_taproot_sighash, UFSECP_ERR_BAD_TX, oh,
          ufsecp_taproot_sighash(h, NULL, tr_tx, sizeof tr_tx + 0 - 2, tr_spent, sizeof tr_spent, 0, 0, NULL, 0, NULL, 0));
    FAILS(ufsecp_taproot_sighash, UFSECP_ERR_BAD_HASHTYPE, oh,
          ufsecp_taproot_sighash(h, &cache, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent, 0, 4, NULL, 0, NULL, 0));
    FAILS(ufsecp_taproot_sighash, UFSECP_ERR_BAD_ARG, oh,
          ufsecp_taproot_sighash(h, &cache, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent, 1, 0, NULL, 0, NULL, 0));
    FAILS(ufsecp_taproot_sighash, UFSECP_ERR_BAD_ARG, oh,
          ufsecp_taproot_sighash(h, &cache, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent, 0, 0, annex_bad, 1, NULL, 0));
    FAILS(ufsecp_taproot_sighash, UFSECP_ERR_BAD_ARG, oh,
          ufsecp_taproot_sighash(h, &cache_zero, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent, 0, 0, NULL, 0, NULL, 0));
    FAILS(ufsecp_taproot_sighash, UFSECP_ERR_NULL_ARG, oh,
          ufsecp_taproot_sighash(h, &cache, tr_tx, sizeof tr_tx, NULL, 0, 0, 0, NULL, 0, NULL, 0));

    len = sizeof msg;
    FAILS(ufsecp_taproot_sigmsg, UFSECP_ERR_BAD_TX, omsg,
          ufsecp_taproot_sigmsg(msg, &len, NULL, tr_tx, sizeof tr_tx - 2, tr_spent, sizeof tr_spent, 0, 0, NULL, 0, NULL, 0));
    FAILS(ufsecp_taproot_sigmsg, UFSECP_ERR_BAD_HASHTYPE, omsg,
          ufsecp_taproot_sigmsg(msg, &len, &cache, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent, 0, 0x80, NULL, 0, NULL, 0));
    FAILS(ufsecp_taproot_sigmsg, UFSECP_ERR_BAD_ARG, omsg,
          ufsecp_taproot_sigmsg(msg, &len, &cache_zero, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent, 0, 0, NULL, 0, NULL, 0));
    CHECK(len == sizeof msg);
    len = 100; /* too small: only *out_len may change */
    FAILS(ufsecp_taproot_sigmsg, UFSECP_ERR_BUFFER_TOO_SMALL, omsg,
          ufsecp_taproot_sigmsg(msg, &len, &cache, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent, 0, 0, NULL, 0, NULL, 0));
    CHECK(len == 175);
    FAILS(ufsecp_taproot_sigmsg, UFSECP_ERR_NULL_ARG, omsg,
          ufsecp_taproot_sigmsg(NULL, &len, &cache, tr_tx, sizeof tr_tx, tr_spent, sizeof tr_spent, 0, 0, NULL, 0, NULL, 0));
}
