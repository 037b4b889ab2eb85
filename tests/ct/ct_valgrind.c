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
#include "ufsecp/ufsecp_frost.h"
#include "ufsecp/ufsecp_taproot.h"

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

    frost_ct();

    PUBLIC(&failures, sizeof(failures));
    printf("%s\n", failures ? "FAILED" : "constant-time check: all calls completed");
    return failures != 0;
}
