/* ufsecp — the general rules of the C ABI contract (include/ufsecp/ufsecp.h, docs/api.md):
 * aliasing (an output may be the same memory as an input), uniform size queries, the
 * compressed flag (0/1 only), the version macros against CMake's project version, the
 * status names, wiping a keypair. Prints "N passed, M failed". */
#include <stdio.h>
#include <string.h>

#include "c_check.h"

#define STR2(x) #x
#define STR(x) STR2(x)

static void fill(unsigned char *p, size_t n, unsigned seed) {
    size_t i;
    for (i = 0; i < n; i++) p[i] = (unsigned char)(seed * 31u + i * 7u + 1u);
}

static void test_version_and_status(void) {
    CHECK(strcmp(UFSECP_VERSION_STRING, STR(UFSECP_VERSION_MAJOR) "." STR(UFSECP_VERSION_MINOR) "." STR(
                                            UFSECP_VERSION_PATCH)) == 0);
    CHECK(strcmp(ufsecp_version(), UFSECP_VERSION_STRING) == 0);
    CHECK(strcmp(UFSECP_VERSION_STRING, UFSECP_TEST_CMAKE_VERSION) == 0);
    /* Existing numbers are stable; new ones are appended. */
    CHECK(UFSECP_ERR_RECOVERY_FAILED == 12 && UFSECP_ERR_BAD_ARG == 13 && UFSECP_ERR_NO_MEMORY == 14);
    CHECK(strcmp(ufsecp_status_string(UFSECP_ERR_BAD_ARG), "UFSECP_ERR_BAD_ARG") == 0);
    CHECK(strcmp(ufsecp_status_string(UFSECP_ERR_NO_MEMORY), "UFSECP_ERR_NO_MEMORY") == 0);
    CHECK(strcmp(ufsecp_status_string(1000), "unknown status") == 0);
    CHECK(strcmp(ufsecp_status_string(-1), "unknown status") == 0);
}

static void test_serialize_flags_and_size_queries(void) {
    unsigned char sk[32], buf[72], sig[64], msg[32];
    ufsecp_pubkey pk;
    size_t len;
    fill(sk, 32, 1);
    fill(msg, 32, 2);
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);

    /* Only 0 and 1; libsecp256k1's SECP256K1_EC_UNCOMPRESSED (2) and _COMPRESSED (258) are
     * rejected and leave the outputs alone. */
    len = sizeof(buf);
    memset(buf, 0xAA, sizeof(buf));
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, &len, &pk, 2), UFSECP_ERR_BAD_ARG);
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, &len, &pk, 258), UFSECP_ERR_BAD_ARG);
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, &len, &pk, -1), UFSECP_ERR_BAD_ARG);
    CHECK(len == sizeof(buf) && buf[0] == 0xAA);
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, &len, &pk, UFSECP_EC_COMPRESSED), UFSECP_OK);
    CHECK(len == 33 && (buf[0] == 2 || buf[0] == 3));
    len = sizeof(buf);
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, &len, &pk, UFSECP_EC_UNCOMPRESSED), UFSECP_OK);
    CHECK(len == 65 && buf[0] == 4);

    /* Size queries behave the same for both (out, out_len) functions: NULL with 0 answers
     * BUFFER_TOO_SMALL and the size; NULL with a capacity is NULL_ARG; NULL out_len too. */
    len = 0;
    CHECK_STATUS(ufsecp_pubkey_serialize(NULL, &len, &pk, UFSECP_EC_COMPRESSED), UFSECP_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 33);
    len = 0;
    CHECK_STATUS(ufsecp_pubkey_serialize(NULL, &len, &pk, UFSECP_EC_UNCOMPRESSED), UFSECP_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 65);
    len = 65;
    CHECK_STATUS(ufsecp_pubkey_serialize(NULL, &len, &pk, UFSECP_EC_UNCOMPRESSED), UFSECP_ERR_NULL_ARG);
    CHECK(len == 65);
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, NULL, &pk, 1), UFSECP_ERR_NULL_ARG);

    CHECK_STATUS(ufsecp_ecdsa_sign(sig, msg, sk, NULL), UFSECP_OK);
    len = 0;
    CHECK_STATUS(ufsecp_ecdsa_signature_serialize_der(NULL, &len, sig), UFSECP_ERR_BUFFER_TOO_SMALL);
    CHECK(len >= 8 && len <= 72);
    len = 72;
    CHECK_STATUS(ufsecp_ecdsa_signature_serialize_der(NULL, &len, sig), UFSECP_ERR_NULL_ARG);
    CHECK(len == 72);
    CHECK_STATUS(ufsecp_ecdsa_signature_serialize_der(buf, NULL, sig), UFSECP_ERR_NULL_ARG);
}

/* Every output may be the same memory as an input: each call below, with its output on top
 * of an input, must give what the same call gives with separate buffers. */
static void test_aliasing(void) {
    unsigned char sk[32], tw[32], a[32], b[32], msg[64], sig[64], buf[72], der[72];
    unsigned char sep[72];
    ufsecp_pubkey pk, pk2, sum_sep;
    const ufsecp_pubkey *ins[2];
    ufsecp_keypair kp;
    size_t len, len2;
    int recid;

    fill(sk, 32, 3);
    fill(tw, 32, 4);
    fill(msg, 64, 5);

    /* seckey tweaks with tweak == seckey: s + s and s * s */
    memcpy(a, sk, 32);
    memcpy(b, sk, 32);
    CHECK_STATUS(ufsecp_seckey_tweak_add(a, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_seckey_tweak_add(b, b), UFSECP_OK);
    CHECK(memcmp(a, b, 32) == 0);
    memcpy(a, sk, 32);
    memcpy(b, sk, 32);
    CHECK_STATUS(ufsecp_seckey_tweak_mul(a, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_seckey_tweak_mul(b, b), UFSECP_OK);
    CHECK(memcmp(a, b, 32) == 0);

    /* x-only key written over its own secret key */
    CHECK_STATUS(ufsecp_xonly_pubkey_create(a, NULL, sk), UFSECP_OK);
    memcpy(b, sk, 32);
    CHECK_STATUS(ufsecp_xonly_pubkey_create(b, NULL, b), UFSECP_OK);
    CHECK(memcmp(a, b, 32) == 0);

    /* ECDH output over the secret key */
    CHECK_STATUS(ufsecp_pubkey_create(&pk, tw), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdh(a, &pk, sk), UFSECP_OK);
    memcpy(b, sk, 32);
    CHECK_STATUS(ufsecp_ecdh(b, &pk, b), UFSECP_OK);
    CHECK(memcmp(a, b, 32) == 0);

    /* pubkey tweak whose tweak lies inside the key object itself */
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    pk2 = pk;
    memcpy(a, pk.data, 32);
    CHECK_STATUS(ufsecp_pubkey_tweak_add(&pk, a), UFSECP_OK);
    CHECK_STATUS(ufsecp_pubkey_tweak_add(&pk2, pk2.data), UFSECP_OK);
    CHECK(memcmp(&pk, &pk2, sizeof(pk)) == 0);

    /* combine into one of its inputs */
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_pubkey_create(&pk2, tw), UFSECP_OK);
    ins[0] = &pk;
    ins[1] = &pk2;
    CHECK_STATUS(ufsecp_pubkey_combine(&sum_sep, ins, 2), UFSECP_OK);
    CHECK_STATUS(ufsecp_pubkey_combine(&pk, ins, 2), UFSECP_OK);
    CHECK(memcmp(&pk, &sum_sep, sizeof(pk)) == 0);

    /* serialize a key into its own object's bytes; parse from them */
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    pk2 = pk;
    len = 33;
    CHECK_STATUS(ufsecp_pubkey_serialize(sep, &len, &pk, 1), UFSECP_OK);
    len2 = 33;
    CHECK_STATUS(ufsecp_pubkey_serialize(pk2.data, &len2, &pk2, 1), UFSECP_OK);
    CHECK(len2 == 33 && memcmp(pk2.data, sep, 33) == 0);
    CHECK_STATUS(ufsecp_pubkey_parse(&pk2, pk2.data, 33), UFSECP_OK);
    CHECK(memcmp(&pk2, &pk, sizeof(pk)) == 0);

    /* ECDSA: signature over the message hash, over the secret key; recoverable too */
    CHECK_STATUS(ufsecp_ecdsa_sign(sig, msg, sk, NULL), UFSECP_OK);
    memcpy(buf, msg, 32);
    CHECK_STATUS(ufsecp_ecdsa_sign(buf, buf, sk, NULL), UFSECP_OK);
    CHECK(memcmp(buf, sig, 64) == 0);
    memcpy(buf, sk, 32);
    CHECK_STATUS(ufsecp_ecdsa_sign_recoverable(buf, &recid, msg, buf, NULL), UFSECP_OK);
    CHECK(memcmp(buf, sig, 64) == 0);

    /* DER serialize over the compact signature, and parse back over the DER bytes */
    len = sizeof(der);
    CHECK_STATUS(ufsecp_ecdsa_signature_serialize_der(der, &len, sig), UFSECP_OK);
    memcpy(buf, sig, 64);
    len2 = sizeof(buf);
    CHECK_STATUS(ufsecp_ecdsa_signature_serialize_der(buf, &len2, buf), UFSECP_OK);
    CHECK(len2 == len && memcmp(buf, der, len) == 0);
    CHECK_STATUS(ufsecp_ecdsa_signature_parse_der(buf, buf, len2), UFSECP_OK);
    CHECK(memcmp(buf, sig, 64) == 0);

    /* recover into a key object holding the message hash */
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    memcpy(pk2.data, msg, 32);
    CHECK_STATUS(ufsecp_ecdsa_recover(&pk2, sig, recid, pk2.data), UFSECP_OK);
    CHECK(memcmp(&pk2, &pk, sizeof(pk)) == 0);

    /* BIP-340: sign a 64-byte message in place; aux32 NULL is 32 zero bytes */
    CHECK_STATUS(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
    memset(a, 0, 32);
    CHECK_STATUS(ufsecp_schnorr_sign(sig, msg, 64, &kp, a), UFSECP_OK);
    memcpy(buf, msg, 64);
    CHECK_STATUS(ufsecp_schnorr_sign(buf, buf, 64, &kp, NULL), UFSECP_OK);
    CHECK(memcmp(buf, sig, 64) == 0);

    /* keypair tweak with a tweak inside the keypair object (its secret half) */
    {
        ufsecp_keypair k1 = kp, k2 = kp;
        unsigned char t[32];
        memcpy(t, k1.data, 32);
        CHECK_STATUS(ufsecp_keypair_xonly_tweak_add(&k1, t), UFSECP_OK);
        CHECK_STATUS(ufsecp_keypair_xonly_tweak_add(&k2, k2.data), UFSECP_OK);
        CHECK(memcmp(&k1, &k2, sizeof(k1)) == 0);
    }
}

/* Wiping a keypair as documented: a volatile write the compiler keeps; afterwards it is
 * rejected, never used as a zero key. */
static void test_keypair_wipe(void) {
    unsigned char sk[32], sig[64], msg[32], x[32];
    ufsecp_keypair kp;
    volatile unsigned char *p = (volatile unsigned char *)&kp;
    size_t i;
    fill(sk, 32, 6);
    fill(msg, 32, 7);
    CHECK_STATUS(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
    for (i = 0; i < sizeof(kp); i++) p[i] = 0;
    CHECK_STATUS(ufsecp_schnorr_sign(sig, msg, 32, &kp, NULL), UFSECP_ERR_BAD_KEYPAIR);
    CHECK_STATUS(ufsecp_keypair_seckey(x, &kp), UFSECP_ERR_BAD_KEYPAIR);
    CHECK_STATUS(ufsecp_keypair_xonly_pubkey(x, NULL, &kp), UFSECP_ERR_BAD_KEYPAIR);
}

/* Batch: valid[] is written on VERIFY_FAILED (the per-entry results), untouched on NULL_ARG. */
static void test_batch_outputs(void) {
    unsigned char sk[32], msg[32], sig[2][64], x[2][32], valid[2];
    const unsigned char *sp[2], *mp[2], *xp[2];
    size_t lens[2] = {32, 32};
    ufsecp_keypair kp;
    int i;
    for (i = 0; i < 2; i++) {
        fill(sk, 32, 10 + (unsigned)i);
        fill(msg, 32, 9);
        CHECK_STATUS(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
        CHECK_STATUS(ufsecp_keypair_xonly_pubkey(x[i], NULL, &kp), UFSECP_OK);
        CHECK_STATUS(ufsecp_schnorr_sign(sig[i], msg, 32, &kp, NULL), UFSECP_OK);
        sp[i] = sig[i];
        mp[i] = msg;
        xp[i] = x[i];
    }
    sig[1][5] ^= 1;
    memset(valid, 0xAA, 2);
    CHECK_STATUS(ufsecp_schnorr_verify_batch(2, sp, mp, lens, xp, valid), UFSECP_ERR_VERIFY_FAILED);
    CHECK(valid[0] == 1 && valid[1] == 0);
    memset(valid, 0xAA, 2);
    xp[1] = NULL;
    CHECK_STATUS(ufsecp_schnorr_verify_batch(2, sp, mp, lens, xp, valid), UFSECP_ERR_NULL_ARG);
    CHECK(valid[0] == 0xAA && valid[1] == 0xAA);
    /* An empty batch with a valid[] array: OK, nothing written (no copy from an empty buffer). */
    CHECK_STATUS(ufsecp_schnorr_verify_batch(0, sp, mp, lens, xp, valid), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdsa_verify_batch_mt(0, sp, mp, NULL, valid, 2), UFSECP_OK);
    CHECK(valid[0] == 0xAA && valid[1] == 0xAA);
}

int main(void) {
    test_version_and_status();
    test_serialize_flags_and_size_queries();
    test_aliasing();
    test_keypair_wipe();
    test_batch_outputs();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
