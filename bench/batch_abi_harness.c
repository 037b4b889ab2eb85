/* ufsecp — an independent cross-check of ufsecp-bench's batch section (issue 11, item 5): plain ABI
 * calls of ufsecp_schnorr_verify_batch over a pool of 4096 distinct signatures, consecutive
 * slices of N, wall-clock per signature, best of 5 interleaved rounds. Not built by CMake:
 *   gcc -O2 -Iinclude bench/batch_abi_harness.c build/5x52/libufsecp.a -lstdc++ -lm -pthread -o /tmp/bh
 *   taskset -c 1 /tmp/bh */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ufsecp/ufsecp.h"
#define POOL 4096
static unsigned char sig[POOL][64], msg[POOL][32], xo[POOL][32];
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main(void) {
    static const unsigned char *ps[POOL], *pm[POOL], *px[POOL];
    static size_t lens[POOL];
    unsigned char sk[32];
    ufsecp_keypair kp;
    int i, r, k;
    srand(7);
    for (i = 0; i < POOL; i++) {
        for (k = 0; k < 32; k++) { sk[k] = (unsigned char)rand(); msg[i][k] = (unsigned char)rand(); }
        sk[0] &= 0x7f;
        if (ufsecp_keypair_create(&kp, sk) || ufsecp_keypair_xonly_pubkey(xo[i], NULL, &kp) ||
            ufsecp_schnorr_sign(sig[i], msg[i], 32, &kp, NULL)) return 1;
        ps[i] = sig[i]; pm[i] = msg[i]; px[i] = xo[i]; lens[i] = 32;
    }
    {
        const size_t ns[] = {8, 64, 256, 1024, 4096};
        double best[5];
        for (k = 0; k < 5; k++) best[k] = 1e9;
        for (r = 0; r < 5; r++)
            for (k = 0; k < 5; k++) {
                size_t n = ns[k], off;
                double t0 = now(), t;
                for (off = 0; off + n <= POOL; off += n)
                    if (ufsecp_schnorr_verify_batch(n, ps + off, pm + off, lens + off, px + off, NULL)) return 2;
                t = (now() - t0) / POOL * 1e6;
                if (t < best[k]) best[k] = t;
            }
        for (k = 0; k < 5; k++) printf("N=%4zu  %.2f us per signature (best of 5 rounds over the 4096-pool)\n", ns[k], best[k]);
    }
    return 0;
}
