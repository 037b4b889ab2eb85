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
#include "ufsecp/ufsecp_musig.h"
#include "ufsecp/ufsecp_frost.h"
#include "ufsecp/ufsecp_taproot.h"
#include "ufsecp/ufsecp_adaptor.h"
#include "ufsecp/ufsecp_dleq.h"
#include "ufsecp/ufsecp_ellswift.h"
#include "ufsecp/ufsecp_bip324.h"
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

/* FROST (ufsecp_frost.h): the dealer's secret and coefficients, shares, nonce randomness, the
 * secret nonces, DKG coefficients and PoK nonces, BIP-445 secshares and nonces are secret. */
static void frost_ct(void) {
    unsigned char ids[3 * 32], coeffs[3 * 32], shares[3 * 32], cm[3 * 33], gpk[33], ps[3 * 33], r1[32], r2[32];
    unsigned char pn[2 * 66], z[2 * 32], msg[32], sig[65], pok[65], dcm[2 * 3 * 33], dpok[2 * 65], dsh[2 * 32];
    unsigned char s[32], p[33], g[33], agg[66], psig[32], pn1[66];
    ufsecp_frost_secnonce sn[2];
    ufsecp_frost445_secnonce bsn;
    ufsecp_frost445_signers sc;
    uint32_t bids[2] = {0, 1};
    size_t len, plen;
    int i, k;
    memset(ids, 0, sizeof ids);
    for (i = 0; i < 3; i++) ids[32 * i + 31] = (unsigned char)(i + 1);
    for (i = 0; i < 96; i++) coeffs[i] = (unsigned char)(i * 5 + 1);
    for (i = 0; i < 32; i++) msg[i] = (unsigned char)i, r1[i] = (unsigned char)(i + 9), r2[i] = (unsigned char)(i * 3);
    SECRET(coeffs, 96);
    expect_ok(ufsecp_frost_dealer_keygen(shares, cm, gpk, coeffs, coeffs + 32, 2, ids, 3), "frost_dealer_keygen");
    PUBLIC(cm, sizeof cm), PUBLIC(gpk, 33);
    for (i = 0; i < 3; i++) {
        SECRET(shares + 32 * i, 32);
        expect_ok(ufsecp_frost_share_verify(ps + 33 * i, ids + 32 * i, shares + 32 * i, cm, 2), "frost_share_verify");
    }
    for (k = 0; k < 2; k++) {
        const int suite = k ? UFSECP_FROST_TR : UFSECP_FROST_RFC9591;
        for (i = 0; i < 2; i++) {
            SECRET(shares + 32 * i, 32), SECRET(r1, 32), SECRET(r2, 32);
            expect_ok(ufsecp_frost_nonce_gen(&sn[i], pn + 66 * i, suite, shares + 32 * i, r1, r2), "frost_nonce_gen");
            PUBLIC(pn + 66 * i, 66);
        }
        for (i = 0; i < 2; i++) {
            SECRET(shares + 32 * i, 32), SECRET(sn[i].data + 8, 64);
            expect_ok(ufsecp_frost_sign(z + 32 * i, &sn[i], suite, shares + 32 * i, ids + 32 * i, gpk, NULL, msg, 32, ids, pn, 2),
                      "frost_sign");
        }
        PUBLIC(z, sizeof z);
        len = sizeof sig;
        expect_ok(ufsecp_frost_aggregate(sig, &len, NULL, suite, gpk, NULL, msg, 32, ids, pn, z, ps, 2), "frost_aggregate");
        {
            /* the same signing through the parsed package (public), shares and nonces secret */
            static uint64_t pkg_mem[512];
            size_t psize = 0;
            expect_ok(ufsecp_frost_package_size(&psize, 2), "frost_package_size");
            for (i = 0; i < 2; i++) {
                SECRET(shares + 32 * i, 32), SECRET(r1, 32), SECRET(r2, 32);
                expect_ok(ufsecp_frost_nonce_gen(&sn[i], pn + 66 * i, suite, shares + 32 * i, r1, r2), "frost_nonce_gen");
                PUBLIC(pn + 66 * i, 66);
            }
            expect_ok(ufsecp_frost_package_parse((ufsecp_frost_package *)pkg_mem, psize, suite, gpk, NULL, msg, 32, ids, pn, 2),
                      "frost_package_parse");
            for (i = 0; i < 2; i++) {
                SECRET(shares + 32 * i, 32), SECRET(sn[i].data + 8, 64);
                expect_ok(ufsecp_frost_package_sign(z + 32 * i, &sn[i], shares + 32 * i, ids + 32 * i,
                                                    (ufsecp_frost_package *)pkg_mem, psize),
                          "frost_package_sign");
            }
            PUBLIC(z, sizeof z);
            len = sizeof sig;
            expect_ok(ufsecp_frost_package_aggregate(sig, &len, NULL, (ufsecp_frost_package *)pkg_mem, psize, z, ps),
                      "frost_package_aggregate");
        }
    }
    /* share refresh: the zero polynomial's coefficient, the refreshing and old shares */
    {
        unsigned char rsh[3 * 32], rcm[33], ns[32], nps[33];
        SECRET(coeffs + 64, 32);
        expect_ok(ufsecp_frost_refresh_dealer(rsh, rcm, coeffs + 64, 2, ids, 3), "frost_refresh_dealer");
        PUBLIC(rcm, sizeof rcm);
        SECRET(rsh, sizeof rsh), SECRET(shares, 32);
        expect_ok(ufsecp_frost_refresh_share(ns, nps, shares, rsh, ids, rcm, 2), "frost_refresh_share");
    }
    /* DKG, 2-of-2 */
    for (i = 0; i < 2; i++) {
        SECRET(coeffs + 32 * i, 64), SECRET(r1, 32);
        plen = 65;
        expect_ok(ufsecp_frost_dkg_round1(dcm + 66 * i, dpok + 65 * i, &plen, UFSECP_FROST_RFC9591, ids + 32 * i, coeffs + 32 * i,
                                          2, r1),
                  "frost_dkg_round1");
        PUBLIC(dcm + 66 * i, 66), PUBLIC(dpok + 65 * i, 65);
    }
    for (i = 0; i < 2; i++) {
        SECRET(coeffs + 32 * i, 64);
        expect_ok(ufsecp_frost_dkg_round2_share(dsh + 32 * i, coeffs + 32 * i, 2, ids), "frost_dkg_round2_share");
    }
    SECRET(dsh, sizeof dsh);
    expect_ok(ufsecp_frost_dkg_finalize(s, p, g, NULL, ids, ids, dcm, dsh, 2, 2), "frost_dkg_finalize");
    /* draft BIP-445 with the dealer key (ids 0, 1) */
    sc.n = 3, sc.t = 2, sc.u = 2, sc.ids = bids, sc.pubshares33 = ps, sc.thresh_pk33 = gpk;
    SECRET(r1, 32), SECRET(shares, 32);
    expect_ok(ufsecp_frost445_nonce_gen(&bsn, pn, r1, shares, NULL, NULL, msg, 32, NULL, 0), "frost445_nonce_gen");
    PUBLIC(pn, 66);
    SECRET(shares + 32, 32);
    expect_ok(ufsecp_frost445_deterministic_sign(pn + 66, psig, NULL, shares + 32, 1, pn, &sc, NULL, NULL, 0, msg, 32, NULL),
              "frost445_deterministic_sign");
    PUBLIC(pn + 66, 66);
    expect_ok(ufsecp_frost445_nonce_agg(agg, NULL, pn, 2), "frost445_nonce_agg");
    SECRET(shares, 32), SECRET(bsn.data + 4, 64);
    expect_ok(ufsecp_frost445_sign(psig, NULL, &bsn, shares, 0, &sc, agg, NULL, NULL, 0, msg, 32), "frost445_sign");
    (void)pok, (void)pn1;
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

    /* Adaptor signatures: the signing key, the aux randomness (nonce input), the ECDSA
     * decryption key and the Schnorr adaptor secret are secret; the DLEQ secret a and aux too
     * (custom generator and standard one). Outputs are public once returned. */
    {
        unsigned char as[UFSECP_ECDSA_ADAPTOR_SIZE], pre[UFSECP_SCHNORR_PRESIG_SIZE], dsig[64], y[32], t[32];
        unsigned char proof[UFSECP_DLEQ_PROOF_SIZE];
        ufsecp_pubkey Y, G2;
        for (i = 0; i < 32; i++) y[i] = (unsigned char)(9 * i + 2);
        expect_ok(ufsecp_pubkey_create(&Y, y), "adaptor point");
        expect_ok(ufsecp_pubkey_create(&G2, sk2), "dleq generator");
        SECRET(sk, 32);
        SECRET(aux, 32);
        expect_ok(ufsecp_ecdsa_adaptor_encrypt(as, sk, &Y, msg, aux), "ecdsa_adaptor_encrypt");
        SECRET(sk, 32);
        expect_ok(ufsecp_ecdsa_adaptor_encrypt(as, sk, &Y, msg, NULL), "ecdsa_adaptor_encrypt no aux");
        SECRET(y, 32);
        expect_ok(ufsecp_ecdsa_adaptor_decrypt(dsig, y, as), "ecdsa_adaptor_decrypt");
        PUBLIC(y, 32);
        expect_ok(ufsecp_keypair_create(&kp, sk), "keypair_create (adaptor)");
        SECRET(&kp, sizeof(kp.data) / 3);
        SECRET(aux, 32);
        expect_ok(ufsecp_schnorr_adaptor_presign(pre, msg, 32, &kp, &Y, aux), "schnorr_adaptor_presign");
        SECRET(y, 32);
        expect_ok(ufsecp_schnorr_adaptor_adapt(sig, y, pre), "schnorr_adaptor_adapt");
        expect_ok(ufsecp_schnorr_adaptor_extract(t, sig, pre), "schnorr_adaptor_extract (public inputs)");
        SECRET(sk, 32);
        SECRET(aux, 32);
        expect_ok(ufsecp_dleq_prove(proof, sk, &Y, aux, msg, NULL, NULL, NULL), "dleq_prove");
        SECRET(sk, 32);
        expect_ok(ufsecp_dleq_prove(proof, sk, &Y, NULL, NULL, &G2, NULL, NULL), "dleq_prove custom G");
        PUBLIC(sk, 32);
        PUBLIC(aux, 32);
    }

    /* ElligatorSwift (BIP-324): the secret key of create and xdh. create's auxiliary randomness
     * is not secret (it only picks the encoding of the public key), nor are the encodings. */
    {
        unsigned char ell_a[64], ell_b[64], shared[32];
        for (i = 0; i < 32; i++) sk[i] = (unsigned char)(i + 65), sk2[i] = (unsigned char)(3 * i + 1);
        PUBLIC(sk2, 32); /* the peer's key (left undefined by the tweak checks above) */
        PUBLIC(aux, 32);
        SECRET(sk, 32);
        expect_ok(ufsecp_ellswift_create(ell_a, sk, aux), "ellswift_create");
        SECRET(sk, 32);
        expect_ok(ufsecp_ellswift_create(ell_a, sk, NULL), "ellswift_create no aux");
        expect_ok(ufsecp_ellswift_create(ell_b, sk2, NULL), "ellswift_create peer");
        SECRET(sk, 32);
        expect_ok(ufsecp_ellswift_xdh_bip324(shared, ell_a, ell_b, sk, 0), "ellswift_xdh initiator");
        SECRET(sk, 32);
        expect_ok(ufsecp_ellswift_xdh_bip324(shared, ell_b, ell_a, sk, 1), "ellswift_xdh responder");
    }

    /* BIP-324 transport: the ECDH secret (so every key derived into the cipher objects stays
     * undefined: memcheck follows it through HKDF), the plaintexts and the ciphertexts.
     * Counters, lengths and whether the tag matched are public. Over a rekey (224 packets). */
    {
        static const unsigned char magic[4] = {0xf9, 0xbe, 0xb4, 0xd9};
        unsigned char secret[32], pt[200], pkt[220], back[200];
        ufsecp_bip324_cipher a, b;
        size_t len, blen;
        uint32_t l32;
        int ign, k;
        for (i = 0; i < 32; i++) secret[i] = (unsigned char)(i * 9 + 2);
        for (i = 0; i < 200; i++) pt[i] = (unsigned char)i;
        SECRET(secret, 32);
        expect_ok(ufsecp_bip324_cipher_init(&a, secret, 1, magic), "bip324_cipher_init initiator");
        expect_ok(ufsecp_bip324_cipher_init(&b, secret, 0, magic), "bip324_cipher_init responder");
        for (k = 0; k < 230; k++) {
            const size_t n = (size_t)(k % 7) * 29;
            SECRET(pt, sizeof pt);
            len = sizeof pkt;
            expect_ok(ufsecp_bip324_encrypt(pkt, &len, &a, pt, n, magic, (size_t)(k & 3), k & 1), "bip324_encrypt");
            SECRET(pkt, sizeof pkt);
            expect_ok(ufsecp_bip324_decrypt_length(&l32, &b, pkt), "bip324_decrypt_length");
            blen = sizeof back;
            expect_ok(ufsecp_bip324_decrypt(back, &blen, &ign, &b, pkt + 3, n + 17, magic, (size_t)(k & 3)),
                      "bip324_decrypt");
        }
        PUBLIC(secret, 32);
        expect_ok(ufsecp_bip324_cipher_clear(&a), "bip324_cipher_clear");
        expect_ok(ufsecp_bip324_cipher_clear(&b), "bip324_cipher_clear");
    }

    /* MuSig2: the secret keys, session_secrand32, the keypairs' secret parts, the secret
     * nonces' k1 || k2 (bytes 4..67 of the object, src/abi/abi_musig.cpp) and the adaptor
     * secret are secret: nonce generation (random and counter), partial signing,
     * DeterministicSign, adapt. */
    {
        ufsecp_musig_keyagg_cache mcache;
        ufsecp_musig_secnonce sn1, sn2;
        ufsecp_musig_pubnonce pn1, pn2;
        const ufsecp_musig_pubnonce *pns[2];
        const ufsecp_pubkey *keys[2];
        ufsecp_musig_aggnonce agg;
        ufsecp_musig_session sess;
        ufsecp_musig_partial_sig ps;
        ufsecp_keypair mkp1, mkp2;
        ufsecp_pubkey mpk1, mpk2;
        unsigned char rnd[32], other66[66], pre[64], sig2[64], t[32];
        PUBLIC(sk, 32);
        PUBLIC(sk2, 32);
        expect_ok(ufsecp_pubkey_create(&mpk1, sk), "musig pk1");
        expect_ok(ufsecp_pubkey_create(&mpk2, sk2), "musig pk2");
        expect_ok(ufsecp_keypair_create(&mkp1, sk), "musig kp1");
        expect_ok(ufsecp_keypair_create(&mkp2, sk2), "musig kp2");
        keys[0] = &mpk1, keys[1] = &mpk2;
        expect_ok(ufsecp_musig_pubkey_agg(NULL, &mcache, keys, 2), "musig pubkey_agg");
        expect_ok(ufsecp_musig_pubkey_xonly_tweak_add(NULL, &mcache, tweak), "musig tweak");
        for (i = 0; i < 32; i++) rnd[i] = (unsigned char)(i + 77);
        SECRET(rnd, 32);
        SECRET(sk, 32);
        expect_ok(ufsecp_musig_nonce_gen(&sn1, &pn1, rnd, sk, &mpk1, msg, 32, NULL, extra, 32), "musig nonce_gen");
        SECRET(mkp2.data, 32);
        expect_ok(ufsecp_musig_nonce_gen_counter(&sn2, &pn2, 9, &mkp2, msg, 32, NULL, NULL, 0), "musig nonce_gen_counter");
        pns[0] = &pn1, pns[1] = &pn2;
        expect_ok(ufsecp_musig_nonce_agg(&agg, pns, 2), "musig nonce_agg");
        expect_ok(ufsecp_musig_nonce_process(&sess, &agg, msg, 32, &mcache, &peer), "musig nonce_process");
        SECRET(sn1.data + 4, 64);
        SECRET(mkp1.data, 32);
        expect_ok(ufsecp_musig_partial_sign(&ps, &sn1, &mkp1, &mcache, &sess), "musig partial_sign");
        SECRET(sn2.data + 4, 64);
        SECRET(mkp2.data, 32);
        expect_ok(ufsecp_musig_partial_sign_verified(&ps, &sn2, &mkp2, &mcache, &sess), "musig partial_sign_verified");
        expect_ok(ufsecp_musig_pubnonce_serialize(other66, &pn2), "musig pubnonce_serialize");
        SECRET(mkp1.data, 32);
        expect_ok(ufsecp_musig_deterministic_sign(&ps, &pn1, &mkp1, other66, keys, 2, NULL, NULL, 0, msg, 32, aux),
                  "musig deterministic_sign");
        memset(pre, 0x11, 64);
        for (i = 0; i < 32; i++) t[i] = (unsigned char)(i + 3);
        SECRET(t, 32);
        expect_ok(ufsecp_musig_adapt(sig2, pre, t, 1), "musig adapt");
    }
    frost_ct();
    silentpayments_ct();

    PUBLIC(&failures, sizeof(failures));
    printf("%s\n", failures ? "FAILED" : "constant-time check: all calls completed");
    return failures != 0;
}
