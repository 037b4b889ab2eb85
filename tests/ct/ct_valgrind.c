/* ufsecp — constant-time check under valgrind memcheck.
 *
 * Every secret input (secret keys, nonce material: ECDSA extra entropy, BIP-340 aux
 * randomness, secret tweaks) is marked undefined with VALGRIND_MAKE_MEM_UNDEFINED before
 * the call. memcheck then reports any conditional jump or memory index that depends on
 * it; ctest runs this program with --error-exitcode so a report fails the test. Results
 * are marked defined again before they are checked (the library itself declassifies the
 * few values that are public by design, such as whether a key was valid).
 * Run outside valgrind it is a plain smoke test. */
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>

#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_bip32.h"
#include "ufsecp/ufsecp_bip39.h"
#include "ufsecp/ufsecp_taproot.h"
#include "ufsecp/ufsecp_silentpayments.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

static int failures;

static void expect_ok(ufsecp_status st, const char *what) {
    PUBLIC(&st, sizeof(st));
    if (st != UFSECP_OK) {
        fprintf(stderr, "%s: %s\n", what, ufsecp_status_string(st));
        failures++;
    }
}

/* BIP-39: the entropy, the mnemonic's words and the passphrase are secret (the lengths and the
 * terminating NULs are public). Each length of entropy, the built-in English list and a
 * caller's list (ASCII words: the NFKD of non-ASCII text is documented as not constant time). */
static void bip39_ct(void) {
    static char words[2048][8];
    static const char *list[2048];
    unsigned char entropy[32], back[32], seed[64];
    char text[UFSECP_BIP39_MNEMONIC_MAX], pass[] = "correct horse battery staple";
    size_t len, n, text_len;
    int i;
    for (i = 0; i < 2048; i++) {
        sprintf(words[i], "w%d", i * 7);
        list[i] = words[i];
    }
    for (len = 16; len <= 32; len += 4) {
        for (i = 0; i < 32; i++) entropy[i] = (unsigned char)(i * 37 + len);
        SECRET(entropy, len);
        n = sizeof text;
        expect_ok(ufsecp_bip39_mnemonic_from_entropy(text, &n, entropy, len), "bip39_mnemonic_from_entropy");
        PUBLIC(&n, sizeof n);
        text_len = n;
        SECRET(text, n);
        n = sizeof back;
        expect_ok(ufsecp_bip39_mnemonic_to_entropy(back, &n, text), "bip39_mnemonic_to_entropy");
        PUBLIC(back, sizeof back);
        PUBLIC(entropy, sizeof entropy);
        if (memcmp(back, entropy, len) != 0) expect_ok(-1, "bip39 round trip");
        SECRET(text, text_len);
        SECRET(pass, sizeof pass - 1);
        expect_ok(ufsecp_bip39_mnemonic_to_seed(seed, text, pass), "bip39_mnemonic_to_seed");

        SECRET(entropy, len);
        n = sizeof text;
        expect_ok(ufsecp_bip39_mnemonic_from_entropy_wordlist(text, &n, entropy, len, list, NULL),
                  "bip39_mnemonic_from_entropy_wordlist");
        PUBLIC(&n, sizeof n);
        SECRET(text, n);
        n = sizeof back;
        expect_ok(ufsecp_bip39_mnemonic_to_entropy_wordlist(back, &n, text, list), "bip39_mnemonic_to_entropy_wordlist");
        PUBLIC(back, sizeof back);
        PUBLIC(entropy, sizeof entropy);
        if (memcmp(back, entropy, len) != 0) expect_ok(-1, "bip39 wordlist round trip");
    }
}


/* BIP-352 silent payments: the senders' input secret keys (taproot and plain) and b_scan are
 * secret; so is the shared secret of ufsecp_sp_shared_secret. Recipients' public keys,
 * outpoints, public data and outputs are public. The scanners (one transaction, and the batch
 * scanner on 1 and 2 threads) with a label table. */
static void silentpayments_ct(void) {
    unsigned char tr_sk[64], plain_sk[32], bscan[32], bspend[32], op[36], pd[33], ss[33], outs[4 * 32];
    unsigned char x[32];
    ufsecp_sp_recipient rec[3];
    ufsecp_sp_label labels[2];
    ufsecp_sp_found found[8];
    ufsecp_sp_tx txs[2];
    size_t nf, nfs[2], len;
    int i, parity;
    unsigned t;
    ufsecp_keypair kp;
    for (i = 0; i < 32; i++) {
        tr_sk[i] = (unsigned char)(i + 11);
        tr_sk[32 + i] = (unsigned char)(3 * i + 1);
        plain_sk[i] = (unsigned char)(7 * i + 5);
        bscan[i] = (unsigned char)(11 * i + 2);
        bspend[i] = (unsigned char)(13 * i + 9);
    }
    memset(op, 0x42, sizeof op);
    expect_ok(ufsecp_pubkey_create(&rec[0].scan, bscan), "sp B_scan");
    expect_ok(ufsecp_pubkey_create(&rec[0].spend, bspend), "sp B_spend");
    expect_ok(ufsecp_sp_create_label(&labels[0], bscan, 0), "sp label 0");
    expect_ok(ufsecp_sp_create_label(&labels[1], bscan, 1), "sp label 1");
    expect_ok(ufsecp_sp_labels_sort(labels, 2), "sp labels sort");
    rec[1] = rec[0];
    expect_ok(ufsecp_sp_labeled_spend_pubkey(&rec[1].spend, &rec[0].spend, labels[1].point33), "sp B_1");
    rec[2] = rec[0];
    /* Sender. */
    SECRET(tr_sk, sizeof tr_sk);
    SECRET(plain_sk, sizeof plain_sk);
    expect_ok(ufsecp_sp_create_outputs(outs, rec, 3, op, tr_sk, 2, plain_sk, 1), "sp_create_outputs");
    PUBLIC(tr_sk, sizeof tr_sk);
    PUBLIC(plain_sk, sizeof plain_sk);
    /* The public data from the inputs' public keys. */
    expect_ok(ufsecp_keypair_create(&kp, tr_sk), "sp kp");
    expect_ok(ufsecp_keypair_xonly_pubkey(x, &parity, &kp), "sp x 1");
    {
        unsigned char xs[64], p33[33];
        ufsecp_pubkey p;
        memcpy(xs, x, 32);
        expect_ok(ufsecp_keypair_create(&kp, tr_sk + 32), "sp kp 2");
        expect_ok(ufsecp_keypair_xonly_pubkey(xs + 32, &parity, &kp), "sp x 2");
        expect_ok(ufsecp_pubkey_create(&p, plain_sk), "sp plain pub");
        len = 33;
        expect_ok(ufsecp_pubkey_serialize(p33, &len, &p, 1), "sp plain ser");
        expect_ok(ufsecp_sp_public_data(pd, op, xs, 2, p33, 1), "sp_public_data");
    }
    memset(outs + 3 * 32, 0x17, 32); /* a fourth output that is not the wallet's */
    /* Recipient. */
    SECRET(bscan, 32);
    {
        ufsecp_sp_label l5;
        expect_ok(ufsecp_sp_create_label(&l5, bscan, 5), "sp_create_label");
    }
    SECRET(bscan, 32);
    expect_ok(ufsecp_sp_shared_secret(ss, bscan, pd), "sp_shared_secret");
    PUBLIC(ss, sizeof ss);
    SECRET(bscan, 32);
    expect_ok(ufsecp_sp_scan(found, &nf, bscan, &rec[0].spend, pd, outs, 4, labels, 2, NULL, NULL), "sp_scan");
    PUBLIC(&nf, sizeof nf);
    if (nf != 3) {
        fprintf(stderr, "sp_scan found %u of 3\n", (unsigned)nf);
        failures++;
    }
    txs[0].public_data33 = pd, txs[0].outputs32 = outs, txs[0].n_outputs = 4;
    txs[1] = txs[0];
    for (t = 1; t <= 2; t++) {
        SECRET(bscan, 32);
        expect_ok(ufsecp_sp_scan_batch(found, 8, nfs, bscan, &rec[0].spend, txs, 2, labels, 2, NULL, NULL, t),
                  "sp_scan_batch");
        PUBLIC(nfs, sizeof nfs);
        if (nfs[0] != 3 || nfs[1] != 3) {
            fprintf(stderr, "sp_scan_batch found %u, %u of 3\n", (unsigned)nfs[0], (unsigned)nfs[1]);
            failures++;
        }
    }
    PUBLIC(bscan, 32);
}

int main(void) {
    unsigned char sk[32], sk2[32], msg[32], extra[32], aux[32], tweak[32], sig[64], out[32], xonly[32];
    ufsecp_pubkey pk, peer;
    ufsecp_keypair kp;
    int i, recid, parity;
    ufsecp_status st;

    for (i = 0; i < 32; i++) {
        sk[i] = (unsigned char)(i + 65);
        sk2[i] = (unsigned char)(3 * i + 1);
        msg[i] = (unsigned char)(i * 7);
        extra[i] = (unsigned char)(i ^ 0x5A);
        aux[i] = (unsigned char)(i * 11);
        tweak[i] = (unsigned char)(i + 200);
    }
    expect_ok(ufsecp_pubkey_create(&peer, sk2), "peer pubkey");

    SECRET(sk, 32);
    st = ufsecp_seckey_verify(sk);
    expect_ok(st, "seckey_verify");

    SECRET(sk, 32);
    expect_ok(ufsecp_pubkey_create(&pk, sk), "pubkey_create");
    SECRET(sk, 32);
    expect_ok(ufsecp_xonly_pubkey_create(xonly, &parity, sk), "xonly_pubkey_create");
    SECRET(sk, 32);
    expect_ok(ufsecp_keypair_create(&kp, sk), "keypair_create");

    SECRET(sk, 32);
    expect_ok(ufsecp_ecdsa_sign(sig, msg, sk, NULL), "ecdsa_sign");
    SECRET(sk, 32);
    SECRET(extra, 32);
    expect_ok(ufsecp_ecdsa_sign(sig, msg, sk, extra), "ecdsa_sign extra");
    SECRET(sk, 32);
    expect_ok(ufsecp_ecdsa_sign_recoverable(sig, &recid, msg, sk, NULL), "ecdsa_sign_recoverable");

    SECRET(&kp, sizeof(kp.data) / 3); /* the secret key part of the keypair */
    SECRET(aux, 32);
    expect_ok(ufsecp_schnorr_sign(sig, msg, 32, &kp, aux), "schnorr_sign");
    SECRET(&kp, sizeof(kp.data) / 3);
    expect_ok(ufsecp_schnorr_sign(sig, msg, 0, &kp, NULL), "schnorr_sign empty");

    SECRET(sk, 32);
    expect_ok(ufsecp_ecdh(out, &peer, sk), "ecdh");
    SECRET(sk, 32);
    expect_ok(ufsecp_ecdh_x(out, &peer, sk), "ecdh_x");

    memcpy(sk2, sk, 32);
    SECRET(sk2, 32);
    expect_ok(ufsecp_seckey_negate(sk2), "seckey_negate");
    memcpy(sk2, sk, 32);
    SECRET(sk2, 32);
    SECRET(tweak, 32);
    expect_ok(ufsecp_seckey_tweak_add(sk2, tweak), "seckey_tweak_add");
    SECRET(sk2, 32);
    SECRET(tweak, 32);
    expect_ok(ufsecp_seckey_tweak_mul(sk2, tweak), "seckey_tweak_mul");

    PUBLIC(tweak, 32);
    SECRET(&kp, sizeof(kp.data) / 3);
    expect_ok(ufsecp_keypair_xonly_tweak_add(&kp, tweak), "keypair_xonly_tweak_add");

    bip39_ct();
    /* Taproot (BIP-341): the key-path secret-key tweak, with and without a Merkle root
     * (public), on keys whose public keys have either parity, and its keypair variant. */
    {
        unsigned char root[32], tsk[32];
        int k;
        for (i = 0; i < 32; i++) root[i] = (unsigned char)(i * 5 + 1);
        for (k = 0; k < 4; k++) {
            sk[31] = (unsigned char)(k + 1);
            SECRET(sk, 32);
            expect_ok(ufsecp_taproot_tweak_seckey(tsk, sk, (k & 1) ? root : NULL), "taproot_tweak_seckey");
            expect_ok(ufsecp_keypair_create(&kp, sk), "keypair_create (taproot)");
            SECRET(&kp, sizeof(kp.data) / 3);
            expect_ok(ufsecp_taproot_keypair_tweak(&kp, (k & 1) ? root : NULL), "taproot_keypair_tweak");
            PUBLIC(sk, 32);
        }
    }
    /* BIP-32: the seed, and in a private extended key the chain code and the secret key
     * (bytes 10..74 of the object: see src/bip32/bip32.hpp), are secret. */
    {
        unsigned char seed[32];
        ufsecp_bip32_key m, c;
        for (i = 0; i < 32; i++) seed[i] = (unsigned char)(5 * i + 3);
        SECRET(seed, 32);
        expect_ok(ufsecp_bip32_master(&m, seed, sizeof seed), "bip32_master");
        SECRET(m.data + 10, 64);
        expect_ok(ufsecp_bip32_derive(&c, &m, 0x80000000u + 1), "bip32_derive hardened");
        SECRET(m.data + 10, 64);
        expect_ok(ufsecp_bip32_derive(&c, &m, 7), "bip32_derive normal");
        SECRET(m.data + 10, 64);
        expect_ok(ufsecp_bip32_derive_path(&c, &m, "m/44'/0'/0'/0/7"), "bip32_derive_path");
        SECRET(c.data + 10, 64);
        expect_ok(ufsecp_bip32_derive(&c, &c, 3), "bip32_derive in place");
    }

    silentpayments_ct();

    PUBLIC(&failures, sizeof(failures));
    printf("%s\n", failures ? "FAILED" : "constant-time check: all calls completed");
    return failures != 0;
}
