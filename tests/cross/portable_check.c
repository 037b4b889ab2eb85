/* ufsecp — one plain-C99 program that checks a build on any platform through the C ABI only,
 * for the cross builds run under qemu by scripts/test-cross.sh (and natively by ctest):
 *
 *   1. the BIP-340 test vectors (bip340/test-vectors.csv of the official vectors): signatures byte for
 *      byte, x-only keys, and every verification verdict;
 *   1b. BIP-32's test vectors (bip32/bip32_test_vectors.json): every chain step of test vectors
 *      1-4 (derive_path from the seed's master key, xprv and xpub strings both ways) and all 16
 *      invalid keys of test vector 5 (rejected); the strings are folded into the digest;
 *   2. a deterministic chain of every public operation (keys, tweaks, ECDSA with DER and
 *      recovery, Schnorr, ECDH, batch verification), each step checked for consistency
 *      (round trips, both ECDH sides, recovered key == signer's key, ...), with every output
 *      folded into one 64-bit digest (FNV-1a); then Taproot (ufsecp_taproot.h: keys, a
 *      script tree and its control blocks, signature hashes of a transaction, a key-path
 *      signature), checked the same way. The digest is printed; the same sources must
 *      print the same digest on every platform and field tier, which scripts/test-cross.sh
 *      compares against the native build;
 *   3. BIP-39 (ufsecp_bip39.h): mnemonics both ways with the English list and a caller's
 *      non-ASCII list, seeds, NFKD, folded into a digest of their own ("digest-bip39:").
 *
 * Built with -DUFSECP_PORTABLE_BARE_METAL (the bare-metal library, cmake/ufsecp_bare_metal.cmake:
 * ports/xtensa/), it leaves out what that library does not have (batch verification, BIP-39);
 * neither touches the main digest, so "digest:" is the same as the host's.
 *
 * Usage: portable_check <vectors directory>   ($UFSECP_VECTORS_DIR, when set, takes precedence;
 * ctest and scripts/test-cross.sh pass ../shared/vectors beside the repository root). A missing
 * file is a failure whose message names the path and the variable.
 * Prints "digest: <16 hex digits>" and "N passed, M failed"; exits non-zero on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_bip32.h"
#include "ufsecp/ufsecp_bip39.h"
#include "ufsecp/ufsecp_taproot.h"
#include "../abi/c_check.h"

/* ---- digest ------------------------------------------------------------------------ */
static unsigned long long digest = 0xcbf29ce484222325ULL; /* FNV-1a 64 offset basis */

static void fold(const unsigned char *p, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        digest ^= p[i];
        digest *= 0x100000001b3ULL;
    }
}

static void fold_int(int v) {
    unsigned char b[4];
    b[0] = (unsigned char)v;
    b[1] = (unsigned char)(v >> 8);
    b[2] = (unsigned char)(v >> 16);
    b[3] = (unsigned char)(v >> 24);
    fold(b, 4);
}

/* ---- hex ---------------------------------------------------------------------------- */
static int hexval(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decodes the hex string s (n digits, n even) into out; returns the byte count or -1. */
static int unhex(unsigned char *out, size_t cap, const char *s, size_t n) {
    size_t i;
    if (n % 2 != 0 || n / 2 > cap) return -1;
    for (i = 0; i < n / 2; i++) {
        const int hi = hexval(s[2 * i]), lo = hexval(s[2 * i + 1]);
        if (hi < 0 || lo < 0) return -1;
        out[i] = (unsigned char)(hi * 16 + lo);
    }
    return (int)(n / 2);
}

/* ---- 1. BIP-340 vectors -------------------------------------------------------------- */
/* Splits line into at most max comma-separated fields (in place). */
static int split_csv(char *line, char **field, int max) {
    int n = 0;
    char *p = line;
    while (n < max) {
        char *comma = strchr(p, ',');
        field[n++] = p;
        if (comma == NULL) break;
        *comma = '\0';
        p = comma + 1;
    }
    return n;
}

static void test_bip340_vectors(const char *dir, int from_env) {
    char path[4096];
    FILE *f = NULL;
    char line[2048];
    int rows = 0;
    if (snprintf(path, sizeof path, "%s/bip340/test-vectors.csv", dir) < (int)sizeof path) f = fopen(path, "r");
    CHECK(f != NULL);
    if (f == NULL) {
        fprintf(stderr, "test vectors: cannot open %s (vectors directory %s, %s; set UFSECP_VECTORS_DIR to the folder "
                        "holding the official vectors)\n",
                path, dir, from_env ? "from UFSECP_VECTORS_DIR" : "from the command line: UFSECP_VECTORS_DIR is not set");
        return;
    }
    if (fgets(line, sizeof line, f) == NULL) { /* header */
        fclose(f);
        CHECK(0);
        return;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        char *fld[8];
        unsigned char sk[32], pk[32], aux[32], msg[1024], sig[64], got[64], xonly[32];
        int msg_len, expect_ok;
        ufsecp_keypair kp;
        ufsecp_xonly_pubkey parsed;
        line[strcspn(line, "\r\n")] = '\0';
        if (split_csv(line, fld, 8) < 7) continue;
        rows++;
        msg_len = unhex(msg, sizeof msg, fld[4], strlen(fld[4]));
        CHECK(unhex(pk, 32, fld[2], strlen(fld[2])) == 32);
        CHECK(unhex(sig, 64, fld[5], strlen(fld[5])) == 64);
        CHECK(msg_len >= 0);
        if (msg_len < 0) continue;
        expect_ok = strcmp(fld[6], "TRUE") == 0;
        if (fld[1][0] != '\0') { /* a secret key: signing must give the vector's bytes */
            CHECK(unhex(sk, 32, fld[1], strlen(fld[1])) == 32);
            CHECK(unhex(aux, 32, fld[3], strlen(fld[3])) == 32);
            CHECK(ufsecp_keypair_create(&kp, sk) == UFSECP_OK);
            CHECK(ufsecp_keypair_xonly_pubkey(xonly, NULL, &kp) == UFSECP_OK);
            CHECK(memcmp(xonly, pk, 32) == 0);
            CHECK(ufsecp_schnorr_sign(got, msg, (size_t)msg_len, &kp, aux) == UFSECP_OK);
            CHECK(memcmp(got, sig, 64) == 0);
        }
        CHECK((ufsecp_schnorr_verify(sig, msg, (size_t)msg_len, pk) == UFSECP_OK) == expect_ok);
        if (ufsecp_xonly_pubkey_parse(&parsed, pk) == UFSECP_OK) {
            CHECK((ufsecp_schnorr_verify_xonly(sig, msg, (size_t)msg_len, &parsed) == UFSECP_OK) == expect_ok);
        } else {
            CHECK(!expect_ok); /* an unparsable key never verifies */
        }
    }
    fclose(f);
    CHECK(rows >= 15);
}

/* ---- 1b. BIP-32 -------------------------------------------------------------------- */
/* The JSON file is scanned for its string members in file order ("seed", then per chain step
 * "path", "xpub", "xprv"; after "invalid", each "key"): enough for its fixed layout, no JSON
 * library in plain C. */
static void bip32_step(const ufsecp_bip32_key *master, const char *path, const char *xpub, const char *xprv) {
    ufsecp_bip32_key k, pub, back;
    char s[UFSECP_BIP32_SERIALIZED_SIZE];
    size_t len = sizeof s;
    uint32_t version = 0;
    CHECK(ufsecp_bip32_derive_path(&k, master, path) == UFSECP_OK);
    CHECK(ufsecp_bip32_serialize(s, &len, &k, UFSECP_BIP32_XPRV) == UFSECP_OK && strcmp(s, xprv) == 0);
    CHECK(ufsecp_bip32_neuter(&pub, &k) == UFSECP_OK);
    len = sizeof s;
    CHECK(ufsecp_bip32_serialize(s, &len, &pub, UFSECP_BIP32_XPUB) == UFSECP_OK && strcmp(s, xpub) == 0);
    CHECK(ufsecp_bip32_parse(&back, &version, xprv) == UFSECP_OK && version == UFSECP_BIP32_XPRV &&
          memcmp(&back, &k, sizeof k) == 0);
    CHECK(ufsecp_bip32_parse(&back, &version, xpub) == UFSECP_OK && version == UFSECP_BIP32_XPUB &&
          memcmp(&back, &pub, sizeof pub) == 0);
    fold((const unsigned char *)xprv, strlen(xprv));
    fold((const unsigned char *)xpub, strlen(xpub));
}

static void test_bip32_vectors(const char *dir, int from_env) {
    char path[4096], cur_path[64] = "", cur_xpub[128] = "";
    FILE *f = NULL;
    char *text;
    long size;
    const char *p;
    int in_invalid = 0, steps = 0, invalid = 0;
    ufsecp_bip32_key master;
    memset(&master, 0, sizeof master);
    if (snprintf(path, sizeof path, "%s/bip32/bip32_test_vectors.json", dir) < (int)sizeof path) f = fopen(path, "rb");
    CHECK(f != NULL);
    if (f == NULL) {
        fprintf(stderr, "test vectors: cannot open %s (vectors directory %s, %s; set UFSECP_VECTORS_DIR to the folder "
                        "holding the official vectors)\n",
                path, dir, from_env ? "from UFSECP_VECTORS_DIR" : "from the command line: UFSECP_VECTORS_DIR is not set");
        return;
    }
    fseek(f, 0, SEEK_END);
    size = ftell(f);
    fseek(f, 0, SEEK_SET);
    text = (char *)malloc((size_t)size + 1);
    CHECK(text != NULL && fread(text, 1, (size_t)size, f) == (size_t)size);
    fclose(f);
    if (text == NULL) return;
    text[size] = '\0';
    for (p = text; (p = strchr(p, '"')) != NULL;) {
        const char *name = p + 1, *q = strchr(name, '"'), *v, *ve;
        size_t nlen, vlen;
        char val[256];
        if (q == NULL) break;
        nlen = (size_t)(q - name);
        p = q + 1;
        if (q[1] != ':') continue;
        for (v = q + 2; *v == ' '; v++) {
        }
        if (nlen == 7 && memcmp(name, "invalid", 7) == 0) in_invalid = 1;
        if (*v != '"' || (ve = strchr(v + 1, '"')) == NULL) continue;
        p = ve + 1;
        vlen = (size_t)(ve - v - 1);
        if (vlen >= sizeof val) continue;
        memcpy(val, v + 1, vlen);
        val[vlen] = '\0';
        if (nlen == 4 && memcmp(name, "seed", 4) == 0) {
            unsigned char seed[64];
            const int n = unhex(seed, sizeof seed, val, vlen);
            CHECK(n >= 16 && ufsecp_bip32_master(&master, seed, (size_t)n) == UFSECP_OK);
        } else if (nlen == 4 && memcmp(name, "path", 4) == 0 && vlen < sizeof cur_path) {
            memcpy(cur_path, val, vlen + 1);
        } else if (nlen == 4 && memcmp(name, "xpub", 4) == 0) {
            memcpy(cur_xpub, val, vlen + 1);
        } else if (nlen == 4 && memcmp(name, "xprv", 4) == 0) {
            bip32_step(&master, cur_path, cur_xpub, val);
            steps++;
        } else if (nlen == 3 && memcmp(name, "key", 3) == 0 && in_invalid) {
            ufsecp_bip32_key k;
            CHECK(ufsecp_bip32_parse(&k, NULL, val) != UFSECP_OK);
            invalid++;
        }
    }
    free(text);
    CHECK(steps == 17);
    CHECK(invalid == 16);
}

/* ---- 2. the deterministic chain ---------------------------------------------------- */
#define STEPS 48

static void test_chain(void) {
    unsigned char sk[32], prev_sk[32], msg[32], buf[72], der[72], sig[64], sig2[64], rsig[64];
    unsigned char xonly[32], ss1[32], ss2[32], tweak[32], t_sk[32];
    unsigned char schnorr_sig[STEPS][64], schnorr_msg[STEPS][32], schnorr_pk[STEPS][32];
    unsigned char ecdsa_sig[STEPS][64], ecdsa_msg[STEPS][32];
    ufsecp_pubkey pk, prev_pk, rec, t_pk, t_pk2, ecdsa_pk[STEPS];
    ufsecp_keypair kp;
    size_t len, der_len;
    int i, recid, eq;

    memset(sk, 0, 32);
    sk[31] = 7;
    memset(msg, 0x5a, 32);
    memset(prev_sk, 0, 32);
    prev_sk[31] = 3;
    CHECK(ufsecp_pubkey_create(&prev_pk, prev_sk) == UFSECP_OK);
    for (i = 0; i < STEPS; i++) {
        /* keys and encodings */
        CHECK(ufsecp_pubkey_create(&pk, sk) == UFSECP_OK);
        len = 65;
        CHECK(ufsecp_pubkey_serialize(buf, &len, &pk, 0) == UFSECP_OK && len == 65);
        fold(buf, len);
        len = 33;
        CHECK(ufsecp_pubkey_serialize(buf, &len, &pk, 1) == UFSECP_OK && len == 33);
        fold(buf, len);
        CHECK(ufsecp_pubkey_parse(&rec, buf, 33) == UFSECP_OK);
        CHECK(ufsecp_pubkey_equal(&eq, &rec, &pk) == UFSECP_OK && eq == 1);

        /* ECDSA: sign, verify, DER round trip, recovery */
        CHECK(ufsecp_ecdsa_sign(sig, msg, sk, NULL) == UFSECP_OK);
        fold(sig, 64);
        CHECK(ufsecp_ecdsa_verify(sig, msg, &pk) == UFSECP_OK);
        der_len = sizeof der;
        CHECK(ufsecp_ecdsa_signature_serialize_der(der, &der_len, sig) == UFSECP_OK);
        fold(der, der_len);
        CHECK(ufsecp_ecdsa_signature_parse_der(sig2, der, der_len) == UFSECP_OK && memcmp(sig, sig2, 64) == 0);
        CHECK(ufsecp_ecdsa_sign_recoverable(rsig, &recid, msg, sk, NULL) == UFSECP_OK);
        CHECK(memcmp(rsig, sig, 64) == 0);
        fold_int(recid);
        CHECK(ufsecp_ecdsa_recover(&rec, rsig, recid, msg) == UFSECP_OK);
        CHECK(ufsecp_pubkey_equal(&eq, &rec, &pk) == UFSECP_OK && eq == 1);
        memcpy(ecdsa_sig[i], sig, 64);
        memcpy(ecdsa_msg[i], msg, 32);
        ecdsa_pk[i] = pk;

        /* Schnorr (aux = the message reversed) */
        CHECK(ufsecp_keypair_create(&kp, sk) == UFSECP_OK);
        CHECK(ufsecp_keypair_xonly_pubkey(xonly, NULL, &kp) == UFSECP_OK);
        fold(xonly, 32);
        {
            unsigned char aux[32];
            int k;
            for (k = 0; k < 32; k++) aux[k] = msg[31 - k];
            CHECK(ufsecp_schnorr_sign(schnorr_sig[i], msg, 32, &kp, aux) == UFSECP_OK);
        }
        fold(schnorr_sig[i], 64);
        CHECK(ufsecp_schnorr_verify(schnorr_sig[i], msg, 32, xonly) == UFSECP_OK);
        memcpy(schnorr_msg[i], msg, 32);
        memcpy(schnorr_pk[i], xonly, 32);

        /* ECDH: both sides agree */
        CHECK(ufsecp_ecdh(ss1, &prev_pk, sk) == UFSECP_OK);
        CHECK(ufsecp_ecdh(ss2, &pk, prev_sk) == UFSECP_OK);
        CHECK(memcmp(ss1, ss2, 32) == 0);
        fold(ss1, 32);
        CHECK(ufsecp_ecdh_x(ss1, &prev_pk, sk) == UFSECP_OK);
        fold(ss1, 32);

        /* tweaks: (sk + t)*G == sk*G + t*G, (sk * t)*G == t*(sk*G) */
        memcpy(tweak, schnorr_sig[i] + 32, 32);
        tweak[0] &= 0x7f; /* below n */
        memcpy(t_sk, sk, 32);
        t_pk = pk;
        CHECK(ufsecp_seckey_tweak_add(t_sk, tweak) == UFSECP_OK);
        CHECK(ufsecp_pubkey_tweak_add(&t_pk, tweak) == UFSECP_OK);
        CHECK(ufsecp_pubkey_create(&t_pk2, t_sk) == UFSECP_OK);
        CHECK(ufsecp_pubkey_equal(&eq, &t_pk, &t_pk2) == UFSECP_OK && eq == 1);
        fold(t_sk, 32);
        memcpy(t_sk, sk, 32);
        t_pk = pk;
        CHECK(ufsecp_seckey_tweak_mul(t_sk, tweak) == UFSECP_OK);
        CHECK(ufsecp_pubkey_tweak_mul(&t_pk, tweak) == UFSECP_OK);
        CHECK(ufsecp_pubkey_create(&t_pk2, t_sk) == UFSECP_OK);
        CHECK(ufsecp_pubkey_equal(&eq, &t_pk, &t_pk2) == UFSECP_OK && eq == 1);
        fold(t_sk, 32);

        /* next step: the secret key is the ECDSA r (1 <= r < n), the message the ECDH output */
        memcpy(prev_sk, sk, 32);
        prev_pk = pk;
        memcpy(sk, sig, 32);
        memcpy(msg, ss2, 32);
    }

    /* batch verification: all valid, then one corrupted entry found exactly (checks only:
     * nothing here is folded into the digest) */
#ifndef UFSECP_PORTABLE_BARE_METAL
    {
        const unsigned char *sp[STEPS], *mp[STEPS], *xp[STEPS];
        const ufsecp_pubkey *pp[STEPS];
        size_t ml[STEPS];
        unsigned char valid[STEPS];
        int k, nvalid = 0;
        for (k = 0; k < STEPS; k++) {
            sp[k] = schnorr_sig[k];
            mp[k] = schnorr_msg[k];
            xp[k] = schnorr_pk[k];
            ml[k] = 32;
        }
        CHECK(ufsecp_schnorr_verify_batch(STEPS, sp, mp, ml, xp, valid) == UFSECP_OK);
        schnorr_sig[STEPS / 3][5] ^= 1;
        CHECK(ufsecp_schnorr_verify_batch_mt(STEPS, sp, mp, ml, xp, valid, 2) == UFSECP_ERR_VERIFY_FAILED);
        for (k = 0; k < STEPS; k++) nvalid += valid[k];
        CHECK(nvalid == STEPS - 1 && valid[STEPS / 3] == 0);
        for (k = 0; k < STEPS; k++) {
            sp[k] = ecdsa_sig[k];
            mp[k] = ecdsa_msg[k];
            pp[k] = &ecdsa_pk[k];
        }
        CHECK(ufsecp_ecdsa_verify_batch(STEPS, sp, mp, pp, valid) == UFSECP_OK);
        ecdsa_msg[STEPS - 1][0] ^= 1;
        CHECK(ufsecp_ecdsa_verify_batch_mt(STEPS, sp, mp, pp, valid, 2) == UFSECP_ERR_VERIFY_FAILED);
        CHECK(valid[STEPS - 1] == 0 && valid[0] == 1);
    }
#else
    (void)ecdsa_pk;
#endif
}

/* BIP-39: every entropy length through the English list and through a caller's list of
 * non-ASCII words (U+00E9 + four digits: NFKD decomposes them) with U+3000 separators; round
 * trips, seeds with an ASCII and a non-ASCII passphrase, and NFKD of mixed text, all folded
 * into the digest. */
#ifndef UFSECP_PORTABLE_BARE_METAL
static void test_bip39_chain(void) {
    const unsigned long long saved = digest; /* BIP-39 folds into a digest of its own */
    static char words[2048][8];
    static const char *list[2048];
    unsigned char e[32], back[32], seed[64];
    char text[UFSECP_BIP39_MNEMONIC_MAX], norm[64];
    /* "Ａｂ" (fullwidth), U+AC01 (Hangul), "a" + U+0301 U+0323 (marks out of order) */
    static const char mixed[] = "\xEF\xBC\xA1\xEF\xBD\x82\xEA\xB0\x81" "a\xCC\x81\xCC\xA3";
    size_t len, n;
    int i;
    for (i = 0; i < 2048; i++) {
        sprintf(words[i], "\xC3\xA9%04d", i);
        list[i] = words[i];
    }
    for (len = 16; len <= 32; len += 4) {
        for (i = 0; i < 32; i++) e[i] = (unsigned char)(i * 29 + len * 3);
        n = sizeof text;
        CHECK_STATUS(ufsecp_bip39_mnemonic_from_entropy(text, &n, e, len), UFSECP_OK);
        fold((const unsigned char *)text, n);
        n = sizeof back;
        CHECK_STATUS(ufsecp_bip39_mnemonic_to_entropy(back, &n, text), UFSECP_OK);
        CHECK(n == len && memcmp(back, e, len) == 0);
        CHECK_STATUS(ufsecp_bip39_mnemonic_to_seed(seed, text, "TREZOR"), UFSECP_OK);
        fold(seed, 64);
        n = sizeof text;
        CHECK_STATUS(ufsecp_bip39_mnemonic_from_entropy_wordlist(text, &n, e, len, list, "\xE3\x80\x80"), UFSECP_OK);
        fold((const unsigned char *)text, n);
        n = sizeof back;
        CHECK_STATUS(ufsecp_bip39_mnemonic_to_entropy_wordlist(back, &n, text, list), UFSECP_OK);
        CHECK(n == len && memcmp(back, e, len) == 0);
        CHECK_STATUS(ufsecp_bip39_mnemonic_to_seed(seed, text, mixed), UFSECP_OK);
        fold(seed, 64);
    }
    n = sizeof norm;
    CHECK_STATUS(ufsecp_utf8_nfkd(norm, &n, mixed, sizeof mixed - 1), UFSECP_OK);
    CHECK(n == 16 && memcmp(norm, "Ab\xE1\x84\x80\xE1\x85\xA1\xE1\x86\xA8" "a\xCC\xA3\xCC\x81", 16) == 0);
    fold((const unsigned char *)norm, n);
    printf("digest-bip39: %016llx\n", digest);
    digest = saved;
}
#endif

/* Taproot (BIP-341): output keys and key-path keys, a script tree and its control blocks,
 * the signature hash of a transaction (little-endian parsing: the point of running it on
 * s390x), a key-path signature. Each step checked against another path; outputs folded. */
static void test_taproot_chain(void) {
    unsigned char sk[32], internal[32], root[32], q[32], tsk[32], tpk[32], h[32], h2[32], sig[64];
    unsigned char tree[4 * 40], cb[UFSECP_TAPROOT_CONTROL_BLOCK_MAX], msg[300];
    unsigned char tx[4 + 1 + 2 * 41 + 1 + 2 * 43 + 4], spent[2 * 43];
    int i, leaf, parity, tparity;
    size_t n = 0, len, nl = 0;
    ufsecp_keypair kp;
    ufsecp_taproot_sighash_cache cache;
    for (i = 0; i < 32; i++) sk[i] = (unsigned char)(0x31 + 5 * i);
    CHECK(ufsecp_xonly_pubkey_create(internal, NULL, sk) == UFSECP_OK);
    /* Leaves at depths 1, 2, 3, 3, scripts of 1..4 bytes, two leaf versions. */
    for (leaf = 0; leaf < 4; leaf++) {
        tree[n++] = (unsigned char)(leaf == 3 ? 3 : leaf + 1);
        tree[n++] = leaf % 2 ? 0xC2 : 0xC0;
        tree[n++] = (unsigned char)(leaf + 1);
        for (i = 0; i <= leaf; i++) tree[n++] = (unsigned char)(0x51 + i + leaf);
    }
    CHECK(ufsecp_taproot_tree_root(root, &nl, tree, n) == UFSECP_OK && nl == 4);
    fold(root, 32);
    CHECK(ufsecp_taproot_output_key(q, &parity, internal, root) == UFSECP_OK);
    fold(q, 32);
    fold_int(parity);
    CHECK(ufsecp_taproot_tweak_seckey(tsk, sk, root) == UFSECP_OK);
    CHECK(ufsecp_xonly_pubkey_create(tpk, &tparity, tsk) == UFSECP_OK);
    CHECK(memcmp(tpk, q, 32) == 0 && tparity == parity);
    CHECK(ufsecp_keypair_create(&kp, sk) == UFSECP_OK && ufsecp_taproot_keypair_tweak(&kp, root) == UFSECP_OK);
    CHECK(ufsecp_keypair_seckey(tpk, &kp) == UFSECP_OK && memcmp(tpk, tsk, 32) == 0);
    for (leaf = 0; leaf < 4; leaf++) {
        const unsigned char *script = tree + (leaf == 0 ? 3 : leaf == 1 ? 7 : leaf == 2 ? 12 : 18);
        len = sizeof cb;
        CHECK(ufsecp_taproot_control_block(cb, &len, internal, tree, n, (size_t)leaf) == UFSECP_OK);
        CHECK(len == 33 + 32 * (size_t)(leaf == 3 ? 3 : leaf + 1));
        fold(cb, len);
        CHECK(ufsecp_taproot_control_block_verify(q, script, (size_t)leaf + 1, cb, len) == UFSECP_OK);
        cb[len - 1] ^= 1;
        CHECK(ufsecp_taproot_control_block_verify(q, script, (size_t)leaf + 1, cb, len) == UFSECP_ERR_VERIFY_FAILED);
    }
    /* Two inputs, two P2TR outputs; the first input spends q. */
    n = 0;
    tx[n++] = 2, tx[n++] = 0, tx[n++] = 0, tx[n++] = 0;
    tx[n++] = 2;
    for (leaf = 0; leaf < 2; leaf++) {
        for (i = 0; i < 32; i++) tx[n++] = (unsigned char)(7 * i + leaf);
        tx[n++] = (unsigned char)leaf, tx[n++] = 0, tx[n++] = 0, tx[n++] = 0x80;
        tx[n++] = 0;
        tx[n++] = 0xFD, tx[n++] = 0xFF, tx[n++] = 0xFF, tx[n++] = 0xFF;
    }
    tx[n++] = 2;
    for (leaf = 0; leaf < 2; leaf++) {
        for (i = 0; i < 8; i++) tx[n++] = (unsigned char)(i == 2 ? 0x31 + leaf : i == 4 ? 0x80 : 0);
        tx[n++] = 34, tx[n++] = 0x51, tx[n++] = 0x20;
        for (i = 0; i < 32; i++) tx[n++] = (unsigned char)(q[i] ^ (leaf ? 0x5A : 0));
    }
    tx[n++] = 0x65, tx[n++] = 0xCD, tx[n++] = 0x1D, tx[n++] = 0;
    CHECK(n == sizeof tx);
    memcpy(spent, tx + 4 + 1 + 2 * 41 + 1, sizeof spent); /* the outputs, as the spent ones */
    spent[0] ^= 0x11;
    memcpy(spent + 11, q, 32);
    CHECK(ufsecp_taproot_sighash_cache_init(&cache, tx, sizeof tx, spent, sizeof spent) == UFSECP_OK);
    for (i = 0; i < 7; i++) {
        static const unsigned types[7] = {0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83};
        static const unsigned char annex[3] = {0x50, 1, 2}, leafhash[32] = {9};
        const unsigned char *an = i % 3 == 1 ? annex : NULL;
        const unsigned char *lh = i % 2 ? leafhash : NULL;
        CHECK(ufsecp_taproot_sighash(h, &cache, tx, sizeof tx, spent, sizeof spent, (size_t)(i % 2), types[i], an, 3,
                                     lh, 0xFFFFFFFFu) == UFSECP_OK);
        CHECK(ufsecp_taproot_sighash(h2, NULL, tx, sizeof tx, spent, sizeof spent, (size_t)(i % 2), types[i], an, 3, lh,
                                     0xFFFFFFFFu) == UFSECP_OK);
        CHECK(memcmp(h, h2, 32) == 0);
        fold(h, 32);
        len = sizeof msg;
        CHECK(ufsecp_taproot_sigmsg(msg, &len, &cache, tx, sizeof tx, spent, sizeof spent, (size_t)(i % 2), types[i],
                                    an, 3, lh, 0xFFFFFFFFu) == UFSECP_OK);
        fold(msg, len);
    }
    CHECK(ufsecp_taproot_sighash(h, &cache, tx, sizeof tx, spent, sizeof spent, 0, 0, NULL, 0, NULL, 0) == UFSECP_OK);
    CHECK(ufsecp_schnorr_sign(sig, h, 32, &kp, NULL) == UFSECP_OK);
    CHECK(ufsecp_schnorr_verify(sig, h, 32, q) == UFSECP_OK);
    fold(sig, 64);
}

int main(int argc, char **argv) {
    const char *env = getenv("UFSECP_VECTORS_DIR");
    const int from_env = env != NULL && env[0] != '\0';
    if (argc != 2 && !from_env) {
        fprintf(stderr, "usage: %s <vectors directory> (or set UFSECP_VECTORS_DIR)\n", argv[0]);
        return 2;
    }
    test_bip340_vectors(from_env ? env : argv[1], from_env);
    test_bip32_vectors(from_env ? env : argv[1], from_env);
    test_chain();
#ifndef UFSECP_PORTABLE_BARE_METAL
    test_bip39_chain();
#endif
    test_taproot_chain();
    printf("digest: %016llx\n", digest);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
