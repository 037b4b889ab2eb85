/* ufsecp — the C ABI exercised from plain C99: every function's success path and every
 * documented status code. Links the shared library, as a C user would.
 * Prints "N passed, M failed" and exits non-zero on any failure. */
#include <stdio.h>
#include <string.h>

#include "ufsecp/ufsecp.h"
#include "c_check.h"

static void hex32(unsigned char out[32], const char *hex) {
    int i;
    for (i = 0; i < 32; i++) {
        unsigned v;
        sscanf(hex + 2 * i, "%2x", &v);
        out[i] = (unsigned char)v;
    }
}

/* The group order n and n - 1, big-endian. */
static const char *N_HEX = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141";
static const char *N1_HEX = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140";

static void test_status_strings(void) {
    int s;
    for (s = UFSECP_OK; s <= UFSECP_ERR_RECOVERY_FAILED; s++) {
        const char *name = ufsecp_status_string(s);
        CHECK(name != NULL && strncmp(name, "UFSECP_", 7) == 0);
    }
    CHECK(strcmp(ufsecp_status_string(UFSECP_OK), "UFSECP_OK") == 0);
    CHECK(strcmp(ufsecp_status_string(999), "unknown status") == 0);
    CHECK(ufsecp_version() != NULL && ufsecp_version()[0] != '\0');
}

static void test_keys(void) {
    unsigned char sk[32], zero[32] = {0}, n[32], n1[32], tweak[32], buf[65], sk2[32];
    ufsecp_pubkey pk, pk2, pk3, bad;
    const ufsecp_pubkey *pks[2];
    size_t len;
    int eq;

    hex32(n, N_HEX);
    hex32(n1, N1_HEX);
    memset(sk, 0, 32);
    sk[31] = 1; /* 1 */

    CHECK_STATUS(ufsecp_seckey_verify(sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_seckey_verify(n1), UFSECP_OK);
    CHECK_STATUS(ufsecp_seckey_verify(zero), UFSECP_ERR_BAD_SECKEY);
    CHECK_STATUS(ufsecp_seckey_verify(n), UFSECP_ERR_BAD_SECKEY);
    CHECK_STATUS(ufsecp_seckey_verify(NULL), UFSECP_ERR_NULL_ARG);

    /* 1*G, serialized compressed, is the generator. */
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    len = sizeof(buf);
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, &len, &pk, 1), UFSECP_OK);
    CHECK(len == 33 && buf[0] == 0x02 && buf[1] == 0x79 && buf[2] == 0xBE && buf[32] == 0x98);
    CHECK_STATUS(ufsecp_pubkey_create(&pk2, zero), UFSECP_ERR_BAD_SECKEY);
    CHECK_STATUS(ufsecp_pubkey_create(NULL, sk), UFSECP_ERR_NULL_ARG);

    /* parse <-> serialize, both forms */
    CHECK_STATUS(ufsecp_pubkey_parse(&pk2, buf, 33), UFSECP_OK);
    CHECK_STATUS(ufsecp_pubkey_equal(&eq, &pk, &pk2), UFSECP_OK);
    CHECK(eq == 1);
    len = 65;
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, &len, &pk, 0), UFSECP_OK);
    CHECK(len == 65 && buf[0] == 0x04);
    CHECK_STATUS(ufsecp_pubkey_parse(&pk2, buf, 65), UFSECP_OK);
    CHECK_STATUS(ufsecp_pubkey_parse(&pk2, buf, 64), UFSECP_ERR_BAD_LENGTH);
    buf[64] ^= 1; /* off the curve */
    CHECK_STATUS(ufsecp_pubkey_parse(&pk2, buf, 65), UFSECP_ERR_BAD_PUBKEY);
    buf[0] = 0x05;
    CHECK_STATUS(ufsecp_pubkey_parse(&pk2, buf, 65), UFSECP_ERR_BAD_PUBKEY);
    len = 32;
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, &len, &pk, 1), UFSECP_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 33);
    memset(&bad, 0, sizeof(bad));
    len = 65;
    CHECK_STATUS(ufsecp_pubkey_serialize(buf, &len, &bad, 1), UFSECP_ERR_BAD_PUBKEY);

    /* tweaks: (1 + 1)*G == G + 1*G; 1*2 */
    memset(tweak, 0, 32);
    tweak[31] = 1;
    memcpy(sk2, sk, 32);
    CHECK_STATUS(ufsecp_seckey_tweak_add(sk2, tweak), UFSECP_OK);
    CHECK(sk2[31] == 2);
    pk2 = pk;
    CHECK_STATUS(ufsecp_pubkey_tweak_add(&pk2, tweak), UFSECP_OK);
    CHECK_STATUS(ufsecp_pubkey_create(&pk3, sk2), UFSECP_OK);
    CHECK(memcmp(pk2.data, pk3.data, 64) == 0);
    tweak[31] = 2;
    pk2 = pk;
    CHECK_STATUS(ufsecp_pubkey_tweak_mul(&pk2, tweak), UFSECP_OK);
    CHECK(memcmp(pk2.data, pk3.data, 64) == 0);
    memcpy(sk2, sk, 32);
    CHECK_STATUS(ufsecp_seckey_tweak_mul(sk2, tweak), UFSECP_OK);
    CHECK(sk2[31] == 2);
    /* bad tweaks leave the key untouched */
    memcpy(sk2, sk, 32);
    CHECK_STATUS(ufsecp_seckey_tweak_add(sk2, n), UFSECP_ERR_BAD_TWEAK);
    CHECK_STATUS(ufsecp_seckey_tweak_add(sk2, n1), UFSECP_ERR_BAD_TWEAK); /* 1 + (n-1) = 0 */
    CHECK_STATUS(ufsecp_seckey_tweak_mul(sk2, zero), UFSECP_ERR_BAD_TWEAK);
    CHECK(memcmp(sk2, sk, 32) == 0);
    CHECK_STATUS(ufsecp_seckey_tweak_add(zero, tweak), UFSECP_ERR_BAD_SECKEY);
    pk2 = pk;
    CHECK_STATUS(ufsecp_pubkey_tweak_add(&pk2, n1), UFSECP_ERR_BAD_TWEAK); /* G + (n-1)G = inf */
    CHECK_STATUS(ufsecp_pubkey_tweak_mul(&pk2, zero), UFSECP_ERR_BAD_TWEAK);
    CHECK_STATUS(ufsecp_pubkey_tweak_mul(&pk2, n), UFSECP_ERR_BAD_TWEAK);
    CHECK(memcmp(pk2.data, pk.data, 64) == 0);
    CHECK_STATUS(ufsecp_pubkey_tweak_add(&bad, tweak), UFSECP_ERR_BAD_PUBKEY);

    /* negate and combine: G + (-G) is infinity; G + G = 2G */
    memcpy(sk2, sk, 32);
    CHECK_STATUS(ufsecp_seckey_negate(sk2), UFSECP_OK);
    CHECK(memcmp(sk2, n1, 32) == 0);
    CHECK_STATUS(ufsecp_seckey_negate(zero), UFSECP_ERR_BAD_SECKEY);
    pk2 = pk;
    CHECK_STATUS(ufsecp_pubkey_negate(&pk2), UFSECP_OK);
    pks[0] = &pk;
    pks[1] = &pk2;
    CHECK_STATUS(ufsecp_pubkey_combine(&pk3, pks, 2), UFSECP_ERR_INFINITY);
    pks[1] = &pk;
    CHECK_STATUS(ufsecp_pubkey_combine(&pk3, pks, 2), UFSECP_OK);
    tweak[31] = 2;
    CHECK_STATUS(ufsecp_pubkey_create(&pk2, tweak), UFSECP_OK);
    CHECK(memcmp(pk2.data, pk3.data, 64) == 0);
    CHECK_STATUS(ufsecp_pubkey_combine(&pk3, pks, 0), UFSECP_ERR_BAD_LENGTH);
    pks[1] = NULL;
    CHECK_STATUS(ufsecp_pubkey_combine(&pk3, pks, 2), UFSECP_ERR_NULL_ARG);
    pks[1] = &bad;
    CHECK_STATUS(ufsecp_pubkey_combine(&pk3, pks, 2), UFSECP_ERR_BAD_PUBKEY);
}

static void test_xonly_keypair(void) {
    unsigned char sk[32], zero[32] = {0}, x[32], x2[32], tweak[32], n[32], out[32];
    ufsecp_keypair kp, badkp;
    ufsecp_pubkey pk, tweaked;
    int parity = -1, parity2 = -1;

    hex32(n, N_HEX);
    memset(sk, 0, 32);
    sk[31] = 3;
    CHECK_STATUS(ufsecp_xonly_pubkey_create(x, &parity, sk), UFSECP_OK);
    CHECK(parity == 0 || parity == 1);
    CHECK_STATUS(ufsecp_xonly_pubkey_verify(x), UFSECP_OK);
    CHECK_STATUS(ufsecp_xonly_pubkey_create(x, NULL, zero), UFSECP_ERR_BAD_SECKEY);
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_xonly_pubkey_from_pubkey(x2, &parity2, &pk), UFSECP_OK);
    CHECK(memcmp(x, x2, 32) == 0 && parity == parity2);
    memset(x2, 0xFF, 32); /* >= p */
    CHECK_STATUS(ufsecp_xonly_pubkey_verify(x2), UFSECP_ERR_BAD_PUBKEY);

    CHECK_STATUS(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_keypair_create(&kp, zero), UFSECP_ERR_BAD_SECKEY);
    CHECK_STATUS(ufsecp_keypair_create(&kp, sk), UFSECP_OK); /* the failure above left kp as it was */
    CHECK_STATUS(ufsecp_keypair_seckey(out, &kp), UFSECP_OK);
    CHECK(memcmp(out, sk, 32) == 0);
    CHECK_STATUS(ufsecp_keypair_xonly_pubkey(x2, &parity2, &kp), UFSECP_OK);
    CHECK(memcmp(x, x2, 32) == 0 && parity == parity2);
    memset(&badkp, 0, sizeof(badkp));
    CHECK_STATUS(ufsecp_keypair_seckey(out, &badkp), UFSECP_ERR_BAD_KEYPAIR);
    CHECK_STATUS(ufsecp_keypair_pubkey(&pk, &badkp), UFSECP_ERR_BAD_KEYPAIR);

    /* taproot-style tweak: the keypair tweak and the x-only tweak agree, and the check passes */
    memset(tweak, 0x11, 32);
    CHECK_STATUS(ufsecp_xonly_pubkey_tweak_add(&tweaked, x, tweak), UFSECP_OK);
    CHECK_STATUS(ufsecp_xonly_pubkey_from_pubkey(x2, &parity2, &tweaked), UFSECP_OK);
    CHECK_STATUS(ufsecp_xonly_pubkey_tweak_add_check(x2, parity2, x, tweak), UFSECP_OK);
    CHECK_STATUS(ufsecp_xonly_pubkey_tweak_add_check(x2, !parity2, x, tweak), UFSECP_ERR_VERIFY_FAILED);
    CHECK_STATUS(ufsecp_xonly_pubkey_tweak_add_check(x2, parity2, x, n), UFSECP_ERR_BAD_TWEAK);
    CHECK_STATUS(ufsecp_xonly_pubkey_tweak_add(&tweaked, x, n), UFSECP_ERR_BAD_TWEAK);
    CHECK_STATUS(ufsecp_keypair_xonly_tweak_add(&kp, tweak), UFSECP_OK);
    CHECK_STATUS(ufsecp_keypair_xonly_pubkey(out, NULL, &kp), UFSECP_OK);
    CHECK(memcmp(out, x2, 32) == 0);
    CHECK_STATUS(ufsecp_keypair_xonly_tweak_add(&kp, n), UFSECP_ERR_BAD_TWEAK);
    CHECK_STATUS(ufsecp_keypair_xonly_tweak_add(&badkp, tweak), UFSECP_ERR_BAD_KEYPAIR);
}

static void test_ecdsa(void) {
    unsigned char sk[32], msg[32], sig[64], sig2[64], der[80], zero[32] = {0}, n[32], extra[32];
    ufsecp_pubkey pk, rec, bad;
    size_t len;
    int recid = -1, high = -1, i;

    hex32(n, N_HEX);
    for (i = 0; i < 32; i++) {
        sk[i] = (unsigned char)(i + 1);
        msg[i] = (unsigned char)(0xA0 ^ i);
        extra[i] = (unsigned char)(7 * i);
    }
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdsa_sign(sig, msg, sk, NULL), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdsa_verify(sig, msg, &pk), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdsa_sign(sig2, msg, sk, NULL), UFSECP_OK);
    CHECK(memcmp(sig, sig2, 64) == 0); /* deterministic */
    CHECK_STATUS(ufsecp_ecdsa_sign(sig2, msg, sk, extra), UFSECP_OK);
    CHECK(memcmp(sig, sig2, 64) != 0); /* extra entropy changes the nonce */
    CHECK_STATUS(ufsecp_ecdsa_verify(sig2, msg, &pk), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdsa_sign(sig2, msg, zero, NULL), UFSECP_ERR_BAD_SECKEY);
    CHECK_STATUS(ufsecp_ecdsa_sign(NULL, msg, sk, NULL), UFSECP_ERR_NULL_ARG);

    msg[0] ^= 1;
    CHECK_STATUS(ufsecp_ecdsa_verify(sig, msg, &pk), UFSECP_ERR_VERIFY_FAILED);
    msg[0] ^= 1;
    memcpy(sig2, sig, 64);
    memcpy(sig2 + 32, n, 32); /* s = n: not a scalar */
    CHECK_STATUS(ufsecp_ecdsa_verify(sig2, msg, &pk), UFSECP_ERR_BAD_SIGNATURE);
    memset(&bad, 0, sizeof(bad));
    CHECK_STATUS(ufsecp_ecdsa_verify(sig, msg, &bad), UFSECP_ERR_BAD_PUBKEY);

    /* normalize: our signatures are low-S; negating s makes them high, which verify rejects */
    memcpy(sig2, sig, 64);
    CHECK_STATUS(ufsecp_ecdsa_signature_normalize(sig2, &high), UFSECP_OK);
    CHECK(high == 0 && memcmp(sig, sig2, 64) == 0);
    {
        /* s' = n - s, big-endian subtraction */
        int borrow = 0;
        for (i = 31; i >= 0; i--) {
            int d = (int)n[i] - (int)sig[32 + i] - borrow;
            borrow = d < 0;
            sig2[32 + i] = (unsigned char)(d + (borrow ? 256 : 0));
        }
    }
    CHECK_STATUS(ufsecp_ecdsa_verify(sig2, msg, &pk), UFSECP_ERR_VERIFY_FAILED);
    CHECK_STATUS(ufsecp_ecdsa_signature_normalize(sig2, &high), UFSECP_OK);
    CHECK(high == 1 && memcmp(sig, sig2, 64) == 0);

    /* DER round trip, size query, errors */
    len = sizeof(der);
    CHECK_STATUS(ufsecp_ecdsa_signature_serialize_der(der, &len, sig), UFSECP_OK);
    CHECK(len >= 8 && len <= 72 && der[0] == 0x30);
    CHECK_STATUS(ufsecp_ecdsa_signature_parse_der(sig2, der, len), UFSECP_OK);
    CHECK(memcmp(sig, sig2, 64) == 0);
    CHECK_STATUS(ufsecp_ecdsa_signature_parse_der_lax(sig2, der, len), UFSECP_OK);
    CHECK(memcmp(sig, sig2, 64) == 0);
    CHECK_STATUS(ufsecp_ecdsa_signature_parse_der(sig2, der, len - 1), UFSECP_ERR_BAD_SIGNATURE);
    {
        size_t need = 0;
        CHECK_STATUS(ufsecp_ecdsa_signature_serialize_der(NULL, &need, sig), UFSECP_ERR_BUFFER_TOO_SMALL);
        CHECK(need == len);
    }
    der[0] = 0x31;
    CHECK_STATUS(ufsecp_ecdsa_signature_parse_der(sig2, der, len), UFSECP_ERR_BAD_SIGNATURE);

    /* recovery */
    CHECK_STATUS(ufsecp_ecdsa_sign_recoverable(sig2, &recid, msg, sk, NULL), UFSECP_OK);
    CHECK(memcmp(sig, sig2, 64) == 0 && recid >= 0 && recid <= 3);
    CHECK_STATUS(ufsecp_ecdsa_recover(&rec, sig2, recid, msg), UFSECP_OK);
    CHECK(memcmp(rec.data, pk.data, 64) == 0);
    CHECK_STATUS(ufsecp_ecdsa_recover(&rec, sig2, 4, msg), UFSECP_ERR_BAD_RECID);
    CHECK_STATUS(ufsecp_ecdsa_recover(&rec, sig2, -1, msg), UFSECP_ERR_BAD_RECID);
    memset(sig2, 0, 64);
    CHECK_STATUS(ufsecp_ecdsa_recover(&rec, sig2, 0, msg), UFSECP_ERR_RECOVERY_FAILED);
    memcpy(sig2 + 32, n, 32);
    CHECK_STATUS(ufsecp_ecdsa_recover(&rec, sig2, 0, msg), UFSECP_ERR_BAD_SIGNATURE);
}

/* The parsed x-only key (ufsecp_xonly_pubkey_parse / _serialize, ufsecp_schnorr_verify_xonly):
 * every status code of the three functions, and the same verdicts as ufsecp_schnorr_verify. */
static void test_xonly_parsed(const unsigned char msg[100], const unsigned char aux[32], const ufsecp_keypair *kp) {
    unsigned char x[32], x2[32], sig[64], sig2[64], ff[32], p[32];
    ufsecp_xonly_pubkey xk, xk2, bad;
    int i, parity;

    CHECK_STATUS(ufsecp_keypair_xonly_pubkey(x, &parity, kp), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_sign(sig, msg, 100, kp, aux), UFSECP_OK);
    CHECK_STATUS(ufsecp_xonly_pubkey_parse(&xk, x), UFSECP_OK);
    /* round trip */
    CHECK_STATUS(ufsecp_xonly_pubkey_serialize(x2, &xk), UFSECP_OK);
    CHECK(memcmp(x, x2, 32) == 0);
    /* the stored y is even: a parse of the same bytes gives the same object */
    CHECK_STATUS(ufsecp_xonly_pubkey_parse(&xk2, x2), UFSECP_OK);
    CHECK(memcmp(xk.data, xk2.data, 64) == 0);

    /* verify: OK, VERIFY_FAILED, BAD_SIGNATURE, NULL_ARG, BAD_PUBKEY — same as the bytes form */
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig, msg, 100, &xk), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig, msg, 99, &xk), UFSECP_ERR_VERIFY_FAILED);
    CHECK_STATUS(ufsecp_schnorr_verify(sig, msg, 99, x), UFSECP_ERR_VERIFY_FAILED);
    memcpy(sig2, sig, 64);
    sig2[63] ^= 1;
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig2, msg, 100, &xk), UFSECP_ERR_VERIFY_FAILED);
    CHECK_STATUS(ufsecp_schnorr_sign(sig2, NULL, 0, kp, NULL), UFSECP_OK); /* empty message */
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig2, NULL, 0, &xk), UFSECP_OK);
    memset(sig2, 0xFF, 64); /* r >= p, s >= n */
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig2, msg, 100, &xk), UFSECP_ERR_BAD_SIGNATURE);
    memcpy(sig2, sig, 64);
    hex32(sig2 + 32, N_HEX); /* s = n */
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig2, msg, 100, &xk), UFSECP_ERR_BAD_SIGNATURE);
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(NULL, msg, 100, &xk), UFSECP_ERR_NULL_ARG);
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig, NULL, 5, &xk), UFSECP_ERR_NULL_ARG);
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig, msg, 100, NULL), UFSECP_ERR_NULL_ARG);
    /* a key that signed nothing: VERIFY_FAILED */
    hex32(p, "79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798");
    CHECK_STATUS(ufsecp_xonly_pubkey_parse(&xk2, p), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig, msg, 100, &xk2), UFSECP_ERR_VERIFY_FAILED);

    /* objects that are not parsed keys: zeroed, off the curve, odd y, coordinate >= p */
    memset(&bad, 0, sizeof(bad));
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig, msg, 100, &bad), UFSECP_ERR_BAD_PUBKEY);
    CHECK_STATUS(ufsecp_xonly_pubkey_serialize(x2, &bad), UFSECP_ERR_BAD_PUBKEY);
    bad = xk;
    bad.data[40] ^= 1; /* y changed: off the curve */
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig, msg, 100, &bad), UFSECP_ERR_BAD_PUBKEY);
    CHECK_STATUS(ufsecp_xonly_pubkey_serialize(x2, &bad), UFSECP_ERR_BAD_PUBKEY);
    {
        /* (x, p - y): on the curve, but odd y — the negated key, which must not be accepted */
        ufsecp_pubkey full;
        unsigned char ser[65];
        size_t len = sizeof(ser);
        CHECK_STATUS(ufsecp_keypair_pubkey(&full, kp), UFSECP_OK);
        if (parity == 0) CHECK_STATUS(ufsecp_pubkey_negate(&full), UFSECP_OK);
        CHECK_STATUS(ufsecp_pubkey_serialize(ser, &len, &full, 0), UFSECP_OK);
        CHECK(len == 65 && memcmp(ser + 1, x, 32) == 0 && (ser[64] & 1) == 1);
        memcpy(bad.data, ser + 1, 64);
        CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig, msg, 100, &bad), UFSECP_ERR_BAD_PUBKEY);
        CHECK_STATUS(ufsecp_xonly_pubkey_serialize(x2, &bad), UFSECP_ERR_BAD_PUBKEY);
    }
    memset(ff, 0xFF, 32);
    memset(&bad, 0xFF, sizeof(bad)); /* x, y >= p */
    CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig, msg, 100, &bad), UFSECP_ERR_BAD_PUBKEY);
    CHECK_STATUS(ufsecp_xonly_pubkey_serialize(x2, NULL), UFSECP_ERR_NULL_ARG);
    CHECK_STATUS(ufsecp_xonly_pubkey_serialize(NULL, &xk), UFSECP_ERR_NULL_ARG);

    /* parse: x >= p, x not on the curve (x = 5: 125 + 7 = 132 is not a square mod p), NULL */
    memcpy(&xk2, &xk, sizeof(xk2));
    CHECK_STATUS(ufsecp_xonly_pubkey_parse(&xk2, ff), UFSECP_ERR_BAD_PUBKEY);
    memset(p, 0, 32);
    p[31] = 5;
    CHECK_STATUS(ufsecp_xonly_pubkey_verify(p), UFSECP_ERR_BAD_PUBKEY);
    CHECK_STATUS(ufsecp_xonly_pubkey_parse(&xk2, p), UFSECP_ERR_BAD_PUBKEY);
    CHECK(memcmp(&xk2, &xk, sizeof(xk)) == 0); /* output left as it was */
    CHECK_STATUS(ufsecp_xonly_pubkey_parse(NULL, x), UFSECP_ERR_NULL_ARG);
    CHECK_STATUS(ufsecp_xonly_pubkey_parse(&xk2, NULL), UFSECP_ERR_NULL_ARG);

    /* the two verify forms agree on many keys and signatures */
    for (i = 0; i < 16; i++) {
        unsigned char sk[32];
        ufsecp_keypair k2;
        int j;
        for (j = 0; j < 32; j++) sk[j] = (unsigned char)(7 * i + 11 * j + 1);
        CHECK_STATUS(ufsecp_keypair_create(&k2, sk), UFSECP_OK);
        CHECK_STATUS(ufsecp_keypair_xonly_pubkey(x2, NULL, &k2), UFSECP_OK);
        CHECK_STATUS(ufsecp_xonly_pubkey_parse(&xk2, x2), UFSECP_OK);
        CHECK_STATUS(ufsecp_schnorr_sign(sig2, msg, (size_t)(i * 6), &k2, aux), UFSECP_OK);
        CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig2, msg, (size_t)(i * 6), &xk2), UFSECP_OK);
        CHECK_STATUS(ufsecp_schnorr_verify_xonly(sig2, msg, (size_t)(i * 6), &xk),
                     ufsecp_schnorr_verify(sig2, msg, (size_t)(i * 6), x));
    }
}

static void test_schnorr_ecdh(void) {
    unsigned char sk[32], sk2[32], x[32], sig[64], sig2[64], aux[32], msg[100], out1[32], out2[32], zero[32] = {0};
    ufsecp_keypair kp, badkp;
    ufsecp_pubkey pk, pk2, bad;
    int i;

    for (i = 0; i < 32; i++) {
        sk[i] = (unsigned char)(0x40 + i);
        sk2[i] = (unsigned char)(0x20 + 3 * i);
        aux[i] = (unsigned char)i;
    }
    for (i = 0; i < 100; i++) msg[i] = (unsigned char)(i * 13);
    CHECK_STATUS(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_keypair_xonly_pubkey(x, NULL, &kp), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_sign(sig, msg, 100, &kp, aux), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_verify(sig, msg, 100, x), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_sign(sig2, NULL, 0, &kp, NULL), UFSECP_OK); /* empty message */
    CHECK_STATUS(ufsecp_schnorr_verify(sig2, NULL, 0, x), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_verify(sig, msg, 99, x), UFSECP_ERR_VERIFY_FAILED);
    CHECK_STATUS(ufsecp_schnorr_verify(sig, NULL, 5, x), UFSECP_ERR_NULL_ARG);
    memset(sig2, 0xFF, 64); /* r >= p, s >= n */
    CHECK_STATUS(ufsecp_schnorr_verify(sig2, msg, 100, x), UFSECP_ERR_BAD_SIGNATURE);
    memset(x, 0xFF, 32);
    CHECK_STATUS(ufsecp_schnorr_verify(sig, msg, 100, x), UFSECP_ERR_BAD_PUBKEY);
    memset(&badkp, 0, sizeof(badkp));
    CHECK_STATUS(ufsecp_schnorr_sign(sig, msg, 100, &badkp, aux), UFSECP_ERR_BAD_KEYPAIR);

    test_xonly_parsed(msg, aux, &kp);

    /* ECDH is symmetric, in both output forms */
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_pubkey_create(&pk2, sk2), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdh(out1, &pk2, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdh(out2, &pk, sk2), UFSECP_OK);
    CHECK(memcmp(out1, out2, 32) == 0);
    CHECK_STATUS(ufsecp_ecdh_x(out1, &pk2, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_ecdh_x(out2, &pk, sk2), UFSECP_OK);
    CHECK(memcmp(out1, out2, 32) == 0);
    CHECK_STATUS(ufsecp_ecdh(out1, &pk2, zero), UFSECP_ERR_BAD_SECKEY);
    memset(&bad, 0, sizeof(bad));
    CHECK_STATUS(ufsecp_ecdh(out1, &bad, sk), UFSECP_ERR_BAD_PUBKEY);
    CHECK_STATUS(ufsecp_ecdh_x(NULL, &pk, sk), UFSECP_ERR_NULL_ARG);
}

int main(void) {
    test_status_strings();
    test_keys();
    test_xonly_keypair();
    test_ecdsa();
    test_schnorr_ecdh();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
