/* ufsecp — the C ABI's promise on errors, checked over the whole header: every function, on
 * every error status it can return, leaves its outputs as they were (the exceptions the
 * header states: *out_len on UFSECP_ERR_BUFFER_TOO_SMALL, valid[] on
 * UFSECP_ERR_VERIFY_FAILED).
 *
 * Every output buffer is filled with a canary pattern before a call that must fail; after it,
 * the status must be the expected one and every byte of every output must still be the
 * canary. The cases call each function with each pointer argument NULL in turn and with each
 * kind of bad input it rejects (zero and >= n secret keys and tweaks, zeroed or corrupted
 * objects, bad lengths, bad recovery ids, results that would be infinity, malformed
 * encodings). The program also reads the headers (argv[1..]: every include/ufsecp/ufsecp*.h) and
 * fails if a function declared there has no case, so a function added later cannot escape the
 * check. The cases of each protocol header (ufsecp_<protocol>.h) are in
 * tests/abi/untouched_<protocol>.h, included below and called from main: one program, one
 * set of counters and fixtures.
 * Prints "N passed, M failed". */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "c_check.h"

#define CANARY 0xA5

typedef struct {
    void *p;
    size_t n;
} Out;

static void fill(Out *o, int k) {
    int i;
    for (i = 0; i < k; i++) memset(o[i].p, CANARY, o[i].n);
}
static int untouched(const Out *o, int k) {
    int i;
    size_t j;
    for (i = 0; i < k; i++)
        for (j = 0; j < o[i].n; j++)
            if (((const unsigned char *)o[i].p)[j] != CANARY) return 0;
    return 1;
}

/* The names covered by a case (checked against the header by check_coverage). */
static const char *covered[512];
static int ncovered;
static void cover(const char *name) {
    int i;
    for (i = 0; i < ncovered; i++)
        if (strcmp(covered[i], name) == 0) return;
    covered[ncovered++] = name;
}

/* One failing call: outputs filled, call made, expected status, outputs untouched. */
#define FAILS(fn, expected, outs, call)                                                            \
    do {                                                                                           \
        ufsecp_status st_;                                                                         \
        cover(#fn);                                                                                \
        fill(outs, (int)(sizeof outs / sizeof outs[0]));                                           \
        st_ = (call);                                                                              \
        if (st_ == (expected) && untouched(outs, (int)(sizeof outs / sizeof outs[0]))) {           \
            passed++;                                                                              \
        } else {                                                                                   \
            failed++;                                                                              \
            fprintf(stderr, "%s:%d: %s: returned %s (expected %s)%s\n", __FILE__, __LINE__, #call, \
                    ufsecp_status_string(st_), ufsecp_status_string(expected),                     \
                    untouched(outs, (int)(sizeof outs / sizeof outs[0])) ? "" : ", output written"); \
        }                                                                                          \
    } while (0)

/* An in-place function (its object is input and output): obj starts as init, the call must
 * fail with the expected status and leave obj as it was. */
#define FAILS_INPLACE(fn, expected, obj, init, call)                                          \
    do {                                                                                      \
        ufsecp_status st_;                                                                    \
        cover(#fn);                                                                           \
        memcpy(&(obj), &(init), sizeof(obj));                                                 \
        st_ = (call);                                                                         \
        if (st_ == (expected) && memcmp(&(obj), &(init), sizeof(obj)) == 0) {                 \
            passed++;                                                                         \
        } else {                                                                              \
            failed++;                                                                         \
            fprintf(stderr, "%s:%d: %s: returned %s (expected %s)%s\n", __FILE__, __LINE__, \
                    #call, ufsecp_status_string(st_), ufsecp_status_string(expected),         \
                    memcmp(&(obj), &(init), sizeof(obj)) == 0 ? "" : ", object written");     \
        }                                                                                     \
    } while (0)

/* Fixed valid inputs. */
static unsigned char sk[32], sk2[32], msg[32], tweak[32], zero32[32], big32[32], sig[64], schnorr[64], x32[32];
static unsigned char pk33[33], der[72];
static size_t der_len;
static int recid, parity;
static ufsecp_pubkey pk, pk2, pk_neg, pk_zero;
static ufsecp_keypair kp, kp_zero;
static ufsecp_xonly_pubkey xpk, xpk_zero;

static void setup(void) {
    int i;
    size_t len = 33;
    for (i = 0; i < 32; i++) {
        sk[i] = (unsigned char)(i + 1);
        sk2[i] = (unsigned char)(7 * i + 3);
        msg[i] = (unsigned char)(i * 13);
        tweak[i] = (unsigned char)(i + 100);
    }
    memset(zero32, 0, 32);
    memset(big32, 0xFF, 32); /* >= n and >= p */
    CHECK_STATUS(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
    CHECK_STATUS(ufsecp_pubkey_create(&pk2, sk2), UFSECP_OK);
    pk_neg = pk;
    CHECK_STATUS(ufsecp_pubkey_negate(&pk_neg), UFSECP_OK);
    memset(&pk_zero, 0, sizeof pk_zero);
    CHECK_STATUS(ufsecp_pubkey_serialize(pk33, &len, &pk, 1), UFSECP_OK);
    CHECK_STATUS(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
    memset(&kp_zero, 0, sizeof kp_zero);
    CHECK_STATUS(ufsecp_keypair_xonly_pubkey(x32, &parity, &kp), UFSECP_OK);
    CHECK_STATUS(ufsecp_xonly_pubkey_parse(&xpk, x32), UFSECP_OK);
    memset(&xpk_zero, 0, sizeof xpk_zero);
    CHECK_STATUS(ufsecp_ecdsa_sign_recoverable(sig, &recid, msg, sk, NULL), UFSECP_OK);
    CHECK_STATUS(ufsecp_schnorr_sign(schnorr, msg, 32, &kp, NULL), UFSECP_OK);
    der_len = sizeof der;
    CHECK_STATUS(ufsecp_ecdsa_signature_serialize_der(der, &der_len, sig), UFSECP_OK);
}

static void seckeys(void) {
    unsigned char k[32], neg[32], bad[32];
    Out none[] = {{k, 0}};
    memcpy(neg, sk, 32);
    CHECK_STATUS(ufsecp_seckey_negate(neg), UFSECP_OK); /* sk + neg = 0: an invalid result */
    memcpy(bad, big32, 32);
    FAILS_INPLACE(ufsecp_seckey_negate, UFSECP_ERR_BAD_SECKEY, k, zero32, ufsecp_seckey_negate(k));
    FAILS_INPLACE(ufsecp_seckey_negate, UFSECP_ERR_BAD_SECKEY, k, bad, ufsecp_seckey_negate(k));
    FAILS(ufsecp_seckey_negate, UFSECP_ERR_NULL_ARG, none, ufsecp_seckey_negate(NULL));
    FAILS_INPLACE(ufsecp_seckey_tweak_add, UFSECP_ERR_NULL_ARG, k, sk, ufsecp_seckey_tweak_add(k, NULL));
    FAILS_INPLACE(ufsecp_seckey_tweak_add, UFSECP_ERR_BAD_TWEAK, k, sk, ufsecp_seckey_tweak_add(k, big32));
    FAILS_INPLACE(ufsecp_seckey_tweak_add, UFSECP_ERR_BAD_TWEAK, k, sk, ufsecp_seckey_tweak_add(k, neg));
    FAILS_INPLACE(ufsecp_seckey_tweak_add, UFSECP_ERR_BAD_SECKEY, k, zero32, ufsecp_seckey_tweak_add(k, tweak));
    FAILS_INPLACE(ufsecp_seckey_tweak_mul, UFSECP_ERR_NULL_ARG, k, sk, ufsecp_seckey_tweak_mul(k, NULL));
    FAILS_INPLACE(ufsecp_seckey_tweak_mul, UFSECP_ERR_BAD_TWEAK, k, sk, ufsecp_seckey_tweak_mul(k, big32));
    FAILS_INPLACE(ufsecp_seckey_tweak_mul, UFSECP_ERR_BAD_TWEAK, k, sk, ufsecp_seckey_tweak_mul(k, zero32));
    FAILS_INPLACE(ufsecp_seckey_tweak_mul, UFSECP_ERR_BAD_SECKEY, k, bad, ufsecp_seckey_tweak_mul(k, tweak));
    FAILS(ufsecp_seckey_verify, UFSECP_ERR_BAD_SECKEY, none, ufsecp_seckey_verify(zero32));
    FAILS(ufsecp_seckey_verify, UFSECP_ERR_BAD_SECKEY, none, ufsecp_seckey_verify(big32));
    FAILS(ufsecp_seckey_verify, UFSECP_ERR_NULL_ARG, none, ufsecp_seckey_verify(NULL));
}

static void pubkeys(void) {
    ufsecp_pubkey out;
    unsigned char ser[65];
    size_t len;
    int eq;
    Out o[] = {{&out, sizeof out}};
    Out os[] = {{ser, sizeof ser}};
    Out oe[] = {{&eq, sizeof eq}};
    const ufsecp_pubkey *pair[2];
    FAILS(ufsecp_pubkey_create, UFSECP_ERR_NULL_ARG, o, ufsecp_pubkey_create(&out, NULL));
    FAILS(ufsecp_pubkey_create, UFSECP_ERR_BAD_SECKEY, o, ufsecp_pubkey_create(&out, zero32));
    FAILS(ufsecp_pubkey_create, UFSECP_ERR_BAD_SECKEY, o, ufsecp_pubkey_create(&out, big32));
    FAILS(ufsecp_pubkey_parse, UFSECP_ERR_NULL_ARG, o, ufsecp_pubkey_parse(&out, NULL, 33));
    FAILS(ufsecp_pubkey_parse, UFSECP_ERR_BAD_LENGTH, o, ufsecp_pubkey_parse(&out, pk33, 32));
    {
        unsigned char bad[33];
        memcpy(bad, pk33, 33);
        bad[0] = 5;
        FAILS(ufsecp_pubkey_parse, UFSECP_ERR_BAD_PUBKEY, o, ufsecp_pubkey_parse(&out, bad, 33));
        memset(bad + 1, 0xFF, 32); /* x >= p */
        bad[0] = 2;
        FAILS(ufsecp_pubkey_parse, UFSECP_ERR_BAD_PUBKEY, o, ufsecp_pubkey_parse(&out, bad, 33));
    }
    len = 33;
    FAILS(ufsecp_pubkey_serialize, UFSECP_ERR_BAD_PUBKEY, os, ufsecp_pubkey_serialize(ser, &len, &pk_zero, 1));
    len = 33;
    FAILS(ufsecp_pubkey_serialize, UFSECP_ERR_NULL_ARG, os, ufsecp_pubkey_serialize(ser, &len, NULL, 1));
    len = 65;
    FAILS(ufsecp_pubkey_serialize, UFSECP_ERR_BAD_ARG, os, ufsecp_pubkey_serialize(ser, &len, &pk, 2));
    len = 32; /* too small: *out_len may say how much is needed, ser stays */
    FAILS(ufsecp_pubkey_serialize, UFSECP_ERR_BUFFER_TOO_SMALL, os, ufsecp_pubkey_serialize(ser, &len, &pk, 1));
    CHECK(len == 33);

    {
        unsigned char neg[32];
        memcpy(neg, sk, 32);
        CHECK_STATUS(ufsecp_seckey_negate(neg), UFSECP_OK); /* pk + neg*G = infinity */
        FAILS_INPLACE(ufsecp_pubkey_tweak_add, UFSECP_ERR_NULL_ARG, out, pk, ufsecp_pubkey_tweak_add(&out, NULL));
        FAILS_INPLACE(ufsecp_pubkey_tweak_add, UFSECP_ERR_BAD_TWEAK, out, pk, ufsecp_pubkey_tweak_add(&out, big32));
        FAILS_INPLACE(ufsecp_pubkey_tweak_add, UFSECP_ERR_BAD_TWEAK, out, pk, ufsecp_pubkey_tweak_add(&out, neg));
        FAILS_INPLACE(ufsecp_pubkey_tweak_mul, UFSECP_ERR_NULL_ARG, out, pk, ufsecp_pubkey_tweak_mul(&out, NULL));
        FAILS_INPLACE(ufsecp_pubkey_tweak_mul, UFSECP_ERR_BAD_TWEAK, out, pk, ufsecp_pubkey_tweak_mul(&out, zero32));
        FAILS_INPLACE(ufsecp_pubkey_tweak_mul, UFSECP_ERR_BAD_TWEAK, out, pk, ufsecp_pubkey_tweak_mul(&out, big32));
    }
    FAILS(ufsecp_pubkey_negate, UFSECP_ERR_NULL_ARG, o, ufsecp_pubkey_negate(NULL));
    /* A zeroed key object is not a key: rejected and left as it was. */
    FAILS_INPLACE(ufsecp_pubkey_negate, UFSECP_ERR_BAD_PUBKEY, out, pk_zero, ufsecp_pubkey_negate(&out));
    FAILS_INPLACE(ufsecp_pubkey_tweak_add, UFSECP_ERR_BAD_PUBKEY, out, pk_zero, ufsecp_pubkey_tweak_add(&out, tweak));
    FAILS_INPLACE(ufsecp_pubkey_tweak_mul, UFSECP_ERR_BAD_PUBKEY, out, pk_zero, ufsecp_pubkey_tweak_mul(&out, tweak));

    pair[0] = &pk;
    pair[1] = &pk_neg;
    FAILS(ufsecp_pubkey_combine, UFSECP_ERR_INFINITY, o, ufsecp_pubkey_combine(&out, pair, 2));
    pair[1] = &pk_zero;
    FAILS(ufsecp_pubkey_combine, UFSECP_ERR_BAD_PUBKEY, o, ufsecp_pubkey_combine(&out, pair, 2));
    pair[1] = NULL;
    FAILS(ufsecp_pubkey_combine, UFSECP_ERR_NULL_ARG, o, ufsecp_pubkey_combine(&out, pair, 2));
    FAILS(ufsecp_pubkey_combine, UFSECP_ERR_NULL_ARG, o, ufsecp_pubkey_combine(&out, NULL, 2));
    FAILS(ufsecp_pubkey_equal, UFSECP_ERR_BAD_PUBKEY, oe, ufsecp_pubkey_equal(&eq, &pk, &pk_zero));
    FAILS(ufsecp_pubkey_equal, UFSECP_ERR_NULL_ARG, oe, ufsecp_pubkey_equal(&eq, NULL, &pk));
}

static void xonly_and_keypairs(void) {
    unsigned char x[32], k[32];
    int par;
    ufsecp_pubkey out;
    ufsecp_keypair kout;
    ufsecp_xonly_pubkey xout;
    Out ox[] = {{x, 32}, {&par, sizeof par}};
    Out o[] = {{&out, sizeof out}};
    Out ok[] = {{&kout, sizeof kout}};
    Out osk[] = {{k, 32}};
    Out oxo[] = {{&xout, sizeof xout}};
    Out ox32[] = {{x, 32}};
    Out none[] = {{x, 0}};
    FAILS(ufsecp_xonly_pubkey_create, UFSECP_ERR_BAD_SECKEY, ox, ufsecp_xonly_pubkey_create(x, &par, zero32));
    FAILS(ufsecp_xonly_pubkey_create, UFSECP_ERR_NULL_ARG, ox, ufsecp_xonly_pubkey_create(x, &par, NULL));
    FAILS(ufsecp_xonly_pubkey_from_pubkey, UFSECP_ERR_BAD_PUBKEY, ox, ufsecp_xonly_pubkey_from_pubkey(x, &par, &pk_zero));
    FAILS(ufsecp_xonly_pubkey_from_pubkey, UFSECP_ERR_NULL_ARG, ox, ufsecp_xonly_pubkey_from_pubkey(x, &par, NULL));
    FAILS(ufsecp_xonly_pubkey_verify, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_xonly_pubkey_verify(big32));
    FAILS(ufsecp_xonly_pubkey_verify, UFSECP_ERR_NULL_ARG, none, ufsecp_xonly_pubkey_verify(NULL));
    FAILS(ufsecp_xonly_pubkey_tweak_add, UFSECP_ERR_BAD_PUBKEY, o, ufsecp_xonly_pubkey_tweak_add(&out, big32, tweak));
    FAILS(ufsecp_xonly_pubkey_tweak_add, UFSECP_ERR_BAD_TWEAK, o, ufsecp_xonly_pubkey_tweak_add(&out, x32, big32));
    FAILS(ufsecp_xonly_pubkey_tweak_add, UFSECP_ERR_NULL_ARG, o, ufsecp_xonly_pubkey_tweak_add(&out, x32, NULL));
    FAILS(ufsecp_xonly_pubkey_tweak_add_check, UFSECP_ERR_VERIFY_FAILED, none,
          ufsecp_xonly_pubkey_tweak_add_check(x32, parity, x32, tweak));
    FAILS(ufsecp_xonly_pubkey_tweak_add_check, UFSECP_ERR_NULL_ARG, none,
          ufsecp_xonly_pubkey_tweak_add_check(NULL, parity, x32, tweak));
    FAILS(ufsecp_keypair_create, UFSECP_ERR_BAD_SECKEY, ok, ufsecp_keypair_create(&kout, big32));
    FAILS(ufsecp_keypair_create, UFSECP_ERR_NULL_ARG, ok, ufsecp_keypair_create(&kout, NULL));
    FAILS(ufsecp_keypair_seckey, UFSECP_ERR_BAD_KEYPAIR, osk, ufsecp_keypair_seckey(k, &kp_zero));
    FAILS(ufsecp_keypair_seckey, UFSECP_ERR_NULL_ARG, osk, ufsecp_keypair_seckey(k, NULL));
    FAILS(ufsecp_keypair_pubkey, UFSECP_ERR_BAD_KEYPAIR, o, ufsecp_keypair_pubkey(&out, &kp_zero));
    FAILS(ufsecp_keypair_pubkey, UFSECP_ERR_NULL_ARG, o, ufsecp_keypair_pubkey(NULL, &kp));
    FAILS(ufsecp_keypair_xonly_pubkey, UFSECP_ERR_BAD_KEYPAIR, ox, ufsecp_keypair_xonly_pubkey(x, &par, &kp_zero));
    FAILS(ufsecp_keypair_xonly_pubkey, UFSECP_ERR_NULL_ARG, ox, ufsecp_keypair_xonly_pubkey(x, &par, NULL));
    FAILS_INPLACE(ufsecp_keypair_xonly_tweak_add, UFSECP_ERR_BAD_TWEAK, kout, kp,
                  ufsecp_keypair_xonly_tweak_add(&kout, big32));
    FAILS_INPLACE(ufsecp_keypair_xonly_tweak_add, UFSECP_ERR_NULL_ARG, kout, kp, ufsecp_keypair_xonly_tweak_add(&kout, NULL));
    FAILS_INPLACE(ufsecp_keypair_xonly_tweak_add, UFSECP_ERR_BAD_KEYPAIR, kout, kp_zero,
                  ufsecp_keypair_xonly_tweak_add(&kout, tweak));
    FAILS(ufsecp_xonly_pubkey_parse, UFSECP_ERR_BAD_PUBKEY, oxo, ufsecp_xonly_pubkey_parse(&xout, big32));
    FAILS(ufsecp_xonly_pubkey_parse, UFSECP_ERR_NULL_ARG, oxo, ufsecp_xonly_pubkey_parse(&xout, NULL));
    FAILS(ufsecp_xonly_pubkey_serialize, UFSECP_ERR_BAD_PUBKEY, ox32, ufsecp_xonly_pubkey_serialize(x, &xpk_zero));
    FAILS(ufsecp_xonly_pubkey_serialize, UFSECP_ERR_NULL_ARG, ox32, ufsecp_xonly_pubkey_serialize(x, NULL));
}

static void signatures(void) {
    unsigned char s64[64], out[80], bad[64];
    size_t len;
    int rid, high;
    ufsecp_pubkey rec;
    Out os[] = {{s64, 64}};
    Out osr[] = {{s64, 64}, {&rid, sizeof rid}};
    Out oder[] = {{out, sizeof out}};
    Out orec[] = {{&rec, sizeof rec}};
    Out none[] = {{s64, 0}};
    memset(bad, 0xFF, 64); /* r, s >= n */
    FAILS(ufsecp_ecdsa_sign, UFSECP_ERR_BAD_SECKEY, os, ufsecp_ecdsa_sign(s64, msg, zero32, NULL));
    FAILS(ufsecp_ecdsa_sign, UFSECP_ERR_NULL_ARG, os, ufsecp_ecdsa_sign(s64, NULL, sk, NULL));
    FAILS(ufsecp_ecdsa_sign_recoverable, UFSECP_ERR_BAD_SECKEY, osr,
          ufsecp_ecdsa_sign_recoverable(s64, &rid, msg, big32, NULL));
    FAILS(ufsecp_ecdsa_sign_recoverable, UFSECP_ERR_NULL_ARG, osr,
          ufsecp_ecdsa_sign_recoverable(s64, NULL, msg, sk, NULL));
    FAILS(ufsecp_ecdsa_verify, UFSECP_ERR_VERIFY_FAILED, none, ufsecp_ecdsa_verify(sig, zero32, &pk));
    FAILS(ufsecp_ecdsa_verify, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_ecdsa_verify(sig, msg, &pk_zero));
    FAILS(ufsecp_ecdsa_verify, UFSECP_ERR_NULL_ARG, none, ufsecp_ecdsa_verify(NULL, msg, &pk));
    FAILS_INPLACE(ufsecp_ecdsa_signature_normalize, UFSECP_ERR_BAD_SIGNATURE, s64, bad,
                  ufsecp_ecdsa_signature_normalize(s64, &high));
    FAILS(ufsecp_ecdsa_signature_normalize, UFSECP_ERR_NULL_ARG, none, ufsecp_ecdsa_signature_normalize(NULL, &high));
    FAILS(ufsecp_ecdsa_signature_parse_der, UFSECP_ERR_BAD_SIGNATURE, os,
          ufsecp_ecdsa_signature_parse_der(s64, der, der_len - 1));
    FAILS(ufsecp_ecdsa_signature_parse_der, UFSECP_ERR_NULL_ARG, os, ufsecp_ecdsa_signature_parse_der(s64, NULL, 8));
    FAILS(ufsecp_ecdsa_signature_parse_der_lax, UFSECP_ERR_BAD_SIGNATURE, os,
          ufsecp_ecdsa_signature_parse_der_lax(s64, der, 3));
    FAILS(ufsecp_ecdsa_signature_parse_der_lax, UFSECP_ERR_NULL_ARG, os,
          ufsecp_ecdsa_signature_parse_der_lax(NULL, der, der_len));
    len = 8; /* too small: only *out_len may change */
    FAILS(ufsecp_ecdsa_signature_serialize_der, UFSECP_ERR_BUFFER_TOO_SMALL, oder,
          ufsecp_ecdsa_signature_serialize_der(out, &len, sig));
    CHECK(len == der_len);
    len = sizeof out;
    FAILS(ufsecp_ecdsa_signature_serialize_der, UFSECP_ERR_BAD_SIGNATURE, oder,
          ufsecp_ecdsa_signature_serialize_der(out, &len, bad));
    FAILS(ufsecp_ecdsa_signature_serialize_der, UFSECP_ERR_NULL_ARG, oder,
          ufsecp_ecdsa_signature_serialize_der(out, NULL, sig));
    FAILS(ufsecp_ecdsa_recover, UFSECP_ERR_BAD_RECID, orec, ufsecp_ecdsa_recover(&rec, sig, 4, msg));
    FAILS(ufsecp_ecdsa_recover, UFSECP_ERR_BAD_SIGNATURE, orec, ufsecp_ecdsa_recover(&rec, bad, 0, msg));
    FAILS(ufsecp_ecdsa_recover, UFSECP_ERR_NULL_ARG, orec, ufsecp_ecdsa_recover(&rec, sig, recid, NULL));
    {
        unsigned char r_not_x[64]; /* r = 5: no point has x = 5 (5^3 + 7 = 132 is not a square mod p) */
        memset(r_not_x, 0, 64);
        r_not_x[31] = 5;
        r_not_x[63] = 1;
        FAILS(ufsecp_ecdsa_recover, UFSECP_ERR_RECOVERY_FAILED, orec, ufsecp_ecdsa_recover(&rec, r_not_x, 0, msg));
    }
    FAILS(ufsecp_schnorr_sign, UFSECP_ERR_BAD_KEYPAIR, os, ufsecp_schnorr_sign(s64, msg, 32, &kp_zero, NULL));
    FAILS(ufsecp_schnorr_sign, UFSECP_ERR_NULL_ARG, os, ufsecp_schnorr_sign(s64, NULL, 32, &kp, NULL));
    FAILS(ufsecp_schnorr_verify, UFSECP_ERR_VERIFY_FAILED, none, ufsecp_schnorr_verify(schnorr, zero32, 32, x32));
    FAILS(ufsecp_schnorr_verify, UFSECP_ERR_NULL_ARG, none, ufsecp_schnorr_verify(schnorr, msg, 32, NULL));
    FAILS(ufsecp_schnorr_verify_xonly, UFSECP_ERR_BAD_PUBKEY, none,
          ufsecp_schnorr_verify_xonly(schnorr, msg, 32, &xpk_zero));
    FAILS(ufsecp_schnorr_verify_xonly, UFSECP_ERR_VERIFY_FAILED, none,
          ufsecp_schnorr_verify_xonly(schnorr, zero32, 32, &xpk));
    FAILS(ufsecp_schnorr_verify_xonly, UFSECP_ERR_NULL_ARG, none, ufsecp_schnorr_verify_xonly(NULL, msg, 32, &xpk));
}

static void ecdh_and_batch(void) {
    unsigned char out[32], valid[2];
    Out o[] = {{out, 32}};
    Out ov[] = {{valid, 2}};
    const unsigned char *sigs[2], *msgs[2], *xs[2];
    const ufsecp_pubkey *pks[2];
    size_t lens[2] = {32, 32};
    FAILS(ufsecp_ecdh, UFSECP_ERR_BAD_SECKEY, o, ufsecp_ecdh(out, &pk2, zero32));
    FAILS(ufsecp_ecdh, UFSECP_ERR_BAD_PUBKEY, o, ufsecp_ecdh(out, &pk_zero, sk));
    FAILS(ufsecp_ecdh, UFSECP_ERR_NULL_ARG, o, ufsecp_ecdh(NULL, &pk2, sk));
    FAILS(ufsecp_ecdh_x, UFSECP_ERR_BAD_SECKEY, o, ufsecp_ecdh_x(out, &pk2, big32));
    FAILS(ufsecp_ecdh_x, UFSECP_ERR_BAD_PUBKEY, o, ufsecp_ecdh_x(out, &pk_zero, sk));
    FAILS(ufsecp_ecdh_x, UFSECP_ERR_NULL_ARG, o, ufsecp_ecdh_x(out, NULL, sk));
    /* Batches: NULL arrays or entries leave valid[] untouched. (A batch that fails
     * verification writes valid[] by design: its per-entry verdicts are the output.) */
    sigs[0] = schnorr;
    sigs[1] = NULL;
    msgs[0] = msgs[1] = msg;
    xs[0] = xs[1] = x32;
    pks[0] = pks[1] = &pk;
    FAILS(ufsecp_schnorr_verify_batch, UFSECP_ERR_NULL_ARG, ov, ufsecp_schnorr_verify_batch(2, sigs, msgs, lens, xs, valid));
    FAILS(ufsecp_schnorr_verify_batch_mt, UFSECP_ERR_NULL_ARG, ov,
          ufsecp_schnorr_verify_batch_mt(2, sigs, msgs, lens, xs, valid, 2));
    FAILS(ufsecp_ecdsa_verify_batch, UFSECP_ERR_NULL_ARG, ov, ufsecp_ecdsa_verify_batch(2, sigs, msgs, pks, valid));
    FAILS(ufsecp_ecdsa_verify_batch_mt, UFSECP_ERR_NULL_ARG, ov, ufsecp_ecdsa_verify_batch_mt(2, sigs, msgs, pks, valid, 2));
    sigs[1] = sig;
    FAILS(ufsecp_ecdsa_verify_batch, UFSECP_ERR_NULL_ARG, ov, ufsecp_ecdsa_verify_batch(2, sigs, NULL, pks, valid));
    FAILS(ufsecp_schnorr_verify_batch, UFSECP_ERR_NULL_ARG, ov, ufsecp_schnorr_verify_batch(2, sigs, msgs, NULL, xs, valid));
}

/* Every "ufsecp_<name>(" declared with UFSECP_API in a header must have a case, apart from
 * the functions that cannot fail (they return no status). Returns the number declared. */
static int check_coverage(const char *header) {
    static const char *const kNoStatus[] = {"ufsecp_status_string", "ufsecp_version"};
    FILE *f = fopen(header, "r");
    char line[512];
    int declared = 0;
    CHECK(f != NULL);
    if (!f) {
        fprintf(stderr, "cannot open the header %s\n", header);
        return 0;
    }
    while (fgets(line, sizeof line, f)) {
        const char *paren = strchr(line, '('), *name;
        char fn[96];
        size_t i, n;
        int found = 0;
        if (strncmp(line, "UFSECP_API", 10) != 0 || !paren) continue;
        for (name = paren; name > line && (isalnum((unsigned char)name[-1]) || name[-1] == '_');) name--;
        n = (size_t)(paren - name);
        if (n == 0 || n >= sizeof fn) continue;
        memcpy(fn, name, n);
        fn[n] = '\0';
        declared++;
        for (i = 0; i < sizeof kNoStatus / sizeof kNoStatus[0]; i++) found |= strcmp(fn, kNoStatus[i]) == 0;
        for (i = 0; i < (size_t)ncovered; i++) found |= strcmp(fn, covered[i]) == 0;
        if (!found) fprintf(stderr, "%s (%s): no error case in tests/abi/\n", fn, header);
        CHECK(found);
    }
    fclose(f);
    return declared;
}

/* The protocol headers' cases (one file per header; each defines untouched_<protocol>()). */
#include "untouched_bip32.h"
#include "untouched_address.h"
#include "untouched_bip39.h"
#include "untouched_taproot.h"
#include "untouched_precomp.h"
#include "untouched_adaptor.h"
#include "untouched_dleq.h"
#include "untouched_ellswift.h"
#include "untouched_bip324.h"
#include "untouched_musig.h"
#include "untouched_frost.h"
#include "untouched_silentpayments.h"

int main(int argc, char **argv) {
    int i, declared = 0;
    if (argc < 2) {
        fprintf(stderr, "usage: %s include/ufsecp/*.h\n", argv[0]);
        return 2;
    }
    setup();
    seckeys();
    pubkeys();
    xonly_and_keypairs();
    signatures();
    ecdh_and_batch();
    untouched_bip32();
    untouched_address();
    untouched_bip39();
    untouched_taproot();
    untouched_precomp();
    untouched_adaptor();
    untouched_dleq();
    untouched_ellswift();
    untouched_bip324();
    untouched_musig();
    untouched_frost();
    untouched_frost445();
    untouched_frost_dkg();
    untouched_silentpayments();
    for (i = 1; i < argc; i++) declared += check_coverage(argv[i]);
    CHECK(declared >= 40);
    printf("%d functions declared in %d headers, %d with error cases\n", declared, argc - 1, ncovered);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
