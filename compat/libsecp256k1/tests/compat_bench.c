/* compat_bench: the cost of the libsecp256k1 API layer (compat/libsecp256k1) over ufsecp's
 * own C ABI, per call, for the operations where the shim converts objects on every call.
 * Both sides are in one binary (the shim's static archive holds ufsecp's objects), run
 * alternately in ROUNDS rounds; the median ns/call of each side and their ratio are printed.
 *
 *   compat_bench [ITERS [ROUNDS]]      (defaults 2000 and 7)
 *   compat_bench count OP n|c N        N calls of operation number OP (0-based, in the order
 *                                      printed), native (n) or compat (c), untimed: for
 *                                      instruction counts under valgrind (the noise-free
 *                                      comparison; scripts/test-compat.sh bench does it) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>
#include <ufsecp/ufsecp.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}
static int cmpd(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static secp256k1_context *ctx;
static unsigned char sk[32], msg[32], sig64[64], ssig[64], out[65];
static secp256k1_pubkey pk;
static secp256k1_ecdsa_signature sig;
static secp256k1_keypair kp;
static secp256k1_xonly_pubkey xpk;
static ufsecp_pubkey upk;
static ufsecp_keypair ukp;
static ufsecp_xonly_pubkey uxpk;
static volatile int sink;

typedef void (*fn)(int i);
#define OP(name, body) static void name(int i) { msg[0] = (unsigned char)i; body; }
OP(n_ecdsa_sign, sink += ufsecp_ecdsa_sign(sig64, msg, sk, NULL))
OP(c_ecdsa_sign, sink += secp256k1_ecdsa_sign(ctx, &sig, msg, sk, NULL, NULL))
OP(n_ecdsa_verify, sink += ufsecp_ecdsa_verify(sig64, msg, &upk))
OP(c_ecdsa_verify, sink += secp256k1_ecdsa_verify(ctx, &sig, msg, &pk))
OP(n_schnorr_sign, sink += ufsecp_schnorr_sign(ssig, msg, 32, &ukp, NULL))
OP(c_schnorr_sign, sink += secp256k1_schnorrsig_sign32(ctx, ssig, msg, &kp, NULL))
OP(n_schnorr_verify, sink += ufsecp_schnorr_verify_xonly(ssig, msg, 32, &uxpk))
OP(c_schnorr_verify, sink += secp256k1_schnorrsig_verify(ctx, ssig, msg, 32, &xpk))
OP(n_pubkey_create, sk[31] = (unsigned char)(i | 1); sink += ufsecp_pubkey_create(&upk, sk))
OP(c_pubkey_create, sk[31] = (unsigned char)(i | 1); sink += secp256k1_ec_pubkey_create(ctx, &pk, sk))
OP(n_ecdh, sink += ufsecp_ecdh(out, &upk, sk))
OP(c_ecdh, sink += secp256k1_ecdh(ctx, out, &pk, sk, NULL, NULL))
OP(n_keypair_create, sink += ufsecp_keypair_create(&ukp, sk))
OP(c_keypair_create, sink += secp256k1_keypair_create(ctx, &kp, sk))
static size_t len;
OP(n_pubkey_serialize, len = 33; sink += ufsecp_pubkey_serialize(out, &len, &upk, 1))
OP(c_pubkey_serialize, len = 33; sink += secp256k1_ec_pubkey_serialize(ctx, out, &len, &pk, SECP256K1_EC_COMPRESSED))

int main(int argc, char **argv) {
    int iters = argc > 1 && strcmp(argv[1], "count") != 0 ? atoi(argv[1]) : 2000, rounds = argc > 2 ? atoi(argv[2]) : 7, k, r, i;
    struct { const char *name; fn native, compat; int heavy; } ops[] = {
        {"ecdsa_sign", n_ecdsa_sign, c_ecdsa_sign, 1},
        {"ecdsa_verify", n_ecdsa_verify, c_ecdsa_verify, 1},
        {"schnorr_sign", n_schnorr_sign, c_schnorr_sign, 1},
        {"schnorr_verify", n_schnorr_verify, c_schnorr_verify, 1},
        {"pubkey_create", n_pubkey_create, c_pubkey_create, 1},
        {"ecdh", n_ecdh, c_ecdh, 1},
        {"keypair_create", n_keypair_create, c_keypair_create, 1},
        {"pubkey_serialize", n_pubkey_serialize, c_pubkey_serialize, 0},
    };
    double *tn = malloc(sizeof(double) * rounds), *tc = malloc(sizeof(double) * rounds);
    unsigned char x32[32];
    ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    memset(sk, 0x35, 32);
    memset(msg, 0x11, 32);
    if (!secp256k1_ec_pubkey_create(ctx, &pk, sk) || !secp256k1_keypair_create(ctx, &kp, sk) ||
        !secp256k1_keypair_xonly_pub(ctx, &xpk, NULL, &kp) || ufsecp_pubkey_create(&upk, sk) != UFSECP_OK ||
        ufsecp_keypair_create(&ukp, sk) != UFSECP_OK || ufsecp_keypair_xonly_pubkey(x32, NULL, &ukp) != UFSECP_OK ||
        ufsecp_xonly_pubkey_parse(&uxpk, x32) != UFSECP_OK) {
        fprintf(stderr, "setup failed\n");
        return 1;
    }
    n_ecdsa_sign(0); c_ecdsa_sign(0); n_schnorr_sign(0); c_schnorr_sign(0);
    if (argc > 4 && strcmp(argv[1], "count") == 0) {
        int op = atoi(argv[2]), n = atoi(argv[4]);
        if (op < 0 || op >= (int)(sizeof(ops) / sizeof(ops[0]))) return 2;
        for (i = 0; i < n; i++) (argv[3][0] == 'c' ? ops[op].compat : ops[op].native)(ops[op].heavy ? 0 : i);
        printf("%s\n", ops[op].name);
        return 0;
    }
    printf("%-18s %12s %12s %8s\n", "operation", "ufsecp ns", "compat ns", "ratio");
    for (k = 0; k < (int)(sizeof(ops) / sizeof(ops[0])); k++) {
        int n = ops[k].heavy ? iters : iters * 50;
        for (r = 0; r < rounds; r++) {
            double t0, t1;
            if (ops[k].native == n_ecdsa_verify || ops[k].native == n_schnorr_verify) {
                n_ecdsa_sign(0); c_ecdsa_sign(0); n_schnorr_sign(0); c_schnorr_sign(0);
            }
            t0 = now();
            for (i = 0; i < n; i++) ops[k].native(ops[k].heavy ? 0 : i);
            t1 = now();
            tn[r] = (t1 - t0) / n;
            t0 = now();
            for (i = 0; i < n; i++) ops[k].compat(ops[k].heavy ? 0 : i);
            t1 = now();
            tc[r] = (t1 - t0) / n;
        }
        qsort(tn, rounds, sizeof(double), cmpd);
        qsort(tc, rounds, sizeof(double), cmpd);
        printf("%-18s %12.0f %12.0f %8.3f\n", ops[k].name, tn[rounds / 2], tc[rounds / 2], tc[rounds / 2] / tn[rounds / 2]);
    }
    secp256k1_context_destroy(ctx);
    free(tn);
    free(tc);
    return 0;
}
