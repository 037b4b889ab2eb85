/* ufsecp — timing-leakage test in the style of dudect (Reparaz, Balasch, Verbauwhede, "Dude,
 * is my code constant time?", 2017): measure, don't reason.
 *
 * For each secret-handling operation, measurements of two classes of secret input are taken
 * in random order: a FIXED secret (a small value, 1 or 2, the input most likely to reach a
 * special case) and a RANDOM secret; every public input (message, peer key, auxiliary data)
 * is random in both classes. Welch's t statistic compares the two classes' cycle counts, on
 * all measurements and on the measurements below several percentiles (cropping removes the
 * long tail that interrupts and other tenants add). Code whose timing does not depend on the
 * secret keeps |t| small however many measurements are taken; a dependence makes |t| grow
 * like the square root of the count. dudect calls |t| > 4.5 "probably" and > 10 "definitely"
 * not constant time on a quiet machine.
 *
 *   ct_dudect            smoke mode (the test command): 20,000 measurements per operation;
 *                        fails only on an overwhelming |t| > 30, so that a shared, noisy
 *                        machine never fails it by chance but a gross leak always does
 *   ct_dudect N [T]      N measurements per operation, fail above |t| > T (default 10): the
 *                        long runs recorded in docs/security.md
 *
 * It complements tests/ct/ct_valgrind.c, which proves the absence of secret-dependent
 * branches and memory indices in the code the compiler emitted; this measures the hardware.
 * Prints one line per operation and "N passed, M failed" (one per operation). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ufsecp/ufsecp.h"

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
static uint64_t cycles(void) {
    unsigned aux;
    return __rdtscp(&aux);
}
#else
static uint64_t cycles(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
#endif

/* ---- inputs ------------------------------------------------------------------------ */

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rng(void) { /* xorshift64* */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545F4914F6CDD1Dull;
}
static void random_bytes(unsigned char *p, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) p[i] = (unsigned char)rng();
}
/* A valid secret: random with the top byte below 0xFF (so below n), or the fixed class. */
static void secret(unsigned char out[32], int fixed, unsigned char fixed_value) {
    if (fixed) {
        memset(out, 0, 32);
        out[31] = fixed_value;
        return;
    }
    random_bytes(out, 32);
    out[0] &= 0x7F;
    out[31] |= 1;
}

/* ---- Welch's t on several crops ------------------------------------------------------ */

#define NCROPS 5
static const double kCropPercentiles[NCROPS] = {100, 99, 90, 75, 50};

typedef struct {
    double n[2], mean[2], m2[2];
} Welch;

static void welch_add(Welch *w, int cls, double x) {
    double d;
    w->n[cls] += 1;
    d = x - w->mean[cls];
    w->mean[cls] += d / w->n[cls];
    w->m2[cls] += d * (x - w->mean[cls]);
}
static double welch_t(const Welch *w) {
    double v0, v1;
    if (w->n[0] < 2 || w->n[1] < 2) return 0;
    v0 = w->m2[0] / (w->n[0] - 1);
    v1 = w->m2[1] / (w->n[1] - 1);
    if (v0 + v1 == 0) return 0;
    return (w->mean[0] - w->mean[1]) / sqrt(v0 / w->n[0] + v1 / w->n[1]);
}

static int cmp_u64(const void *a, const void *b) {
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* ---- operations ------------------------------------------------------------------------ */

typedef struct {
    unsigned char sk[32], msg[32], aux[32], tweak[32];
    ufsecp_pubkey peer;
    ufsecp_keypair kp;
} Inputs;

typedef int (*Prepare)(Inputs *in, int fixed);
typedef ufsecp_status (*Run)(Inputs *in, unsigned char out[64]);

static int prep_key(Inputs *in, int fixed) {
    secret(in->sk, fixed, 1);
    random_bytes(in->msg, 32);
    random_bytes(in->aux, 32);
    return 1;
}
static int prep_keypair(Inputs *in, int fixed) {
    prep_key(in, fixed);
    return ufsecp_keypair_create(&in->kp, in->sk) == UFSECP_OK;
}
static int prep_ecdh(Inputs *in, int fixed) {
    unsigned char other[32];
    prep_key(in, fixed);
    secret(other, 0, 0);
    return ufsecp_pubkey_create(&in->peer, other) == UFSECP_OK;
}
static int prep_tweak(Inputs *in, int fixed) { /* a secret-key tweak is as secret as the key */
    secret(in->sk, 0, 0);
    secret(in->tweak, fixed, 2);
    return 1;
}
/* A keypair's x-only tweak is public (BIP-341: a hash of the internal key and the script
 * tree), and ufsecp, like libsecp256k1, adds tweak*G in variable time; the secret is the
 * keypair's key. */
static int prep_keypair_tweak(Inputs *in, int fixed) {
    secret(in->sk, fixed, 1);
    secret(in->tweak, 0, 0);
    return ufsecp_keypair_create(&in->kp, in->sk) == UFSECP_OK;
}

static ufsecp_status run_pubkey(Inputs *in, unsigned char out[64]) {
    ufsecp_pubkey pk;
    const ufsecp_status st = ufsecp_pubkey_create(&pk, in->sk);
    memcpy(out, pk.data, 64);
    return st;
}
static ufsecp_status run_ecdsa(Inputs *in, unsigned char out[64]) { return ufsecp_ecdsa_sign(out, in->msg, in->sk, NULL); }
static ufsecp_status run_schnorr(Inputs *in, unsigned char out[64]) {
    return ufsecp_schnorr_sign(out, in->msg, 32, &in->kp, in->aux);
}
static ufsecp_status run_ecdh(Inputs *in, unsigned char out[64]) { return ufsecp_ecdh(out, &in->peer, in->sk); }
static ufsecp_status run_tweak_add(Inputs *in, unsigned char out[64]) {
    memcpy(out, in->sk, 32);
    return ufsecp_seckey_tweak_add(out, in->tweak);
}
static ufsecp_status run_tweak_mul(Inputs *in, unsigned char out[64]) {
    memcpy(out, in->sk, 32);
    return ufsecp_seckey_tweak_mul(out, in->tweak);
}
static ufsecp_status run_keypair_tweak(Inputs *in, unsigned char out[64]) {
    ufsecp_keypair kp = in->kp;
    const ufsecp_status st = ufsecp_keypair_xonly_tweak_add(&kp, in->tweak);
    memcpy(out, kp.data, 64);
    return st;
}

typedef struct {
    const char *name;
    Prepare prepare;
    Run run;
} Op;

static const Op kOps[] = {
    {"pubkey_create (k*G)", prep_key, run_pubkey},
    {"ecdsa_sign", prep_key, run_ecdsa},
    {"schnorr_sign", prep_keypair, run_schnorr},
    {"ecdh", prep_ecdh, run_ecdh},
    {"seckey_tweak_add", prep_tweak, run_tweak_add},
    {"seckey_tweak_mul", prep_tweak, run_tweak_mul},
    {"keypair_xonly_tweak_add", prep_keypair_tweak, run_keypair_tweak},
};

/* Measures one operation n times; returns the largest |t| over the crops. Inputs are prepared
 * a chunk at a time before any of that chunk is timed (as dudect does), so that preparing an
 * input (which may itself touch the secret) leaves nothing in caches or predictors that
 * differs between the classes at the moment of measurement. */
#define CHUNK 512
static double measure(const Op *op, size_t n, double *t_all) {
    static Inputs in[CHUNK];
    unsigned char out[64];
    uint64_t *times = malloc(n * sizeof *times), *sorted = malloc(n * sizeof *sorted);
    unsigned char *cls = malloc(n), chunk_cls[CHUNK];
    uint64_t crop[NCROPS];
    Welch w[NCROPS];
    double worst = 0;
    size_t i, j, c, done = 0;
    volatile unsigned char sink = 0;
    if (!times || !sorted || !cls) {
        fprintf(stderr, "ct_dudect: out of memory\n");
        exit(2);
    }
    memset(w, 0, sizeof w);
    for (i = 0; i < n; i += CHUNK) {
        const size_t m = n - i < CHUNK ? n - i : CHUNK;
        size_t ready = 0;
        for (j = 0; j < m; j++) {
            chunk_cls[ready] = (unsigned char)(rng() & 1);
            if (op->prepare(&in[ready], chunk_cls[ready])) ready++;
        }
        for (j = 0; j < ready; j++) {
            uint64_t t0, t1;
            ufsecp_status st;
            t0 = cycles();
            st = op->run(&in[j], out);
            t1 = cycles();
            if (st != UFSECP_OK) {
                fprintf(stderr, "ct_dudect: %s failed (%s)\n", op->name, ufsecp_status_string(st));
                exit(2);
            }
            sink ^= out[0];
            cls[done] = chunk_cls[j];
            times[done++] = t1 - t0;
        }
    }
    /* Crop thresholds from the percentiles of all measurements of both classes. */
    memcpy(sorted, times, done * sizeof *sorted);
    qsort(sorted, done, sizeof *sorted, cmp_u64);
    for (c = 0; c < NCROPS; c++) {
        size_t k = (size_t)(kCropPercentiles[c] / 100.0 * (double)(done - 1));
        crop[c] = sorted[k];
    }
    for (i = 0; i < done; i++)
        for (c = 0; c < NCROPS; c++)
            if (times[i] <= crop[c]) welch_add(&w[c], cls[i], (double)times[i]);
    for (c = 0; c < NCROPS; c++) {
        const double t = fabs(welch_t(&w[c]));
        if (t > worst) worst = t;
    }
    *t_all = welch_t(&w[0]);
    (void)sink;
    free(times);
    free(sorted);
    free(cls);
    return worst;
}

int main(int argc, char **argv) {
    size_t n = 20000, k;
    double threshold = 30;
    int passed = 0, failed = 0;
    if (argc >= 2) {
        n = (size_t)strtoull(argv[1], NULL, 10);
        threshold = argc >= 3 ? strtod(argv[2], NULL) : 10;
        if (n < 1000 || threshold <= 0) {
            fprintf(stderr, "usage: %s [MEASUREMENTS >= 1000 [MAX_T > 0]]\n", argv[0]);
            return 2;
        }
    }
    rng_state ^= (uint64_t)time(NULL);
    printf("ct_dudect: %zu measurements per operation, fixed vs random secret, fail above |t| = %.1f\n", n,
           threshold);
    printf("%-26s %10s %12s\n", "operation", "t (all)", "max |t|");
    for (k = 0; k < sizeof kOps / sizeof kOps[0]; k++) {
        double t_all;
        const double worst = measure(&kOps[k], n, &t_all);
        const int ok = worst <= threshold;
        printf("%-26s %10.2f %12.2f  %s\n", kOps[k].name, t_all, worst, ok ? "ok" : "LEAK?");
        fflush(stdout);
        if (ok) passed++;
        else failed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
