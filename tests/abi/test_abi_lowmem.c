/* ufsecp — the batch verifiers under a low address-space limit (RLIMIT_AS).
 *
 * The C ABI must never let a C++ exception (std::bad_alloc, std::system_error from a thread
 * that cannot start) escape or abort the process: each call returns a status. Here the
 * *_batch_mt functions get 4096 entries and 64 threads with the address space capped a few
 * MiB above what the process already uses (64 thread stacks alone would need 512 MiB), so
 * threads fail to start and the batch buffers may fail to allocate. Every call must return
 * UFSECP_OK with correct results (fewer threads, enough memory) or UFSECP_ERR_NO_MEMORY with
 * valid[] untouched; the smallest headroom must give UFSECP_ERR_NO_MEMORY at least once.
 *
 * Not built under UFSECP_SANITIZE (AddressSanitizer reserves terabytes of address space).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "c_check.h"

#define N 4096
#define THREADS 64

/* Virtual size of this process in bytes (/proc/self/statm, first field, in pages). */
static size_t vm_size(void) {
    unsigned long pages = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f == NULL) return 0;
    if (fscanf(f, "%lu", &pages) != 1) pages = 0;
    fclose(f);
    return (size_t)pages * 4096u;
}

/* A batch call's outcome: NO_MEMORY with valid[] untouched (0xAA), or VERIFY_FAILED with
 * every entry valid but the last. */
static int batch_result_ok(ufsecp_status st, const unsigned char *valid) {
    size_t i;
    if (st != UFSECP_ERR_NO_MEMORY && st != UFSECP_ERR_VERIFY_FAILED) return 0;
    for (i = 0; i < N; i++) {
        const unsigned char want = st == UFSECP_ERR_NO_MEMORY ? 0xAA : (unsigned char)(i != N - 1);
        if (valid[i] != want) return 0;
    }
    return 1;
}

int main(void) {
    static unsigned char sig[N][64], msg[N][32], xonly[N][32], cmp[N][64], valid[N];
    static const unsigned char *sigp[N], *msgp[N], *xp[N], *cmpp[N];
    static size_t lens[N];
    static ufsecp_pubkey pk[N];
    static const ufsecp_pubkey *pkp[N];
    const size_t headroom_mib[] = {0, 1, 2, 4, 8, 16, 32, 64, 256};
    int no_memory = 0, ok_calls = 0;
    size_t h, i;

    for (i = 0; i < N; i++) {
        unsigned char sk[32];
        ufsecp_keypair kp;
        memset(sk, 0, sizeof(sk));
        sk[0] = 1;
        sk[30] = (unsigned char)(i >> 8);
        sk[31] = (unsigned char)(i + 1);
        memset(msg[i], (int)(i & 0xff), 32);
        CHECK_STATUS(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
        CHECK_STATUS(ufsecp_keypair_xonly_pubkey(xonly[i], NULL, &kp), UFSECP_OK);
        CHECK_STATUS(ufsecp_schnorr_sign(sig[i], msg[i], 32, &kp, NULL), UFSECP_OK);
        CHECK_STATUS(ufsecp_pubkey_create(&pk[i], sk), UFSECP_OK);
        CHECK_STATUS(ufsecp_ecdsa_sign(cmp[i], msg[i], sk, NULL), UFSECP_OK);
        sigp[i] = sig[i];
        msgp[i] = msg[i];
        xp[i] = xonly[i];
        cmpp[i] = cmp[i];
        pkp[i] = &pk[i];
        lens[i] = 32;
    }
    sig[N - 1][63] ^= 1; /* one invalid entry, so a failed check is also resolved */
    cmp[N - 1][40] ^= 1;

    for (h = 0; h < sizeof(headroom_mib) / sizeof(headroom_mib[0]); h++) {
        struct rlimit rl;
        ufsecp_status st_s, st_e;
        rl.rlim_cur = rl.rlim_max = RLIM_INFINITY;
        /* Lower the soft limit only, so it can be raised again for the next headroom. */
        CHECK(getrlimit(RLIMIT_AS, &rl) == 0);
        rl.rlim_cur = vm_size() + headroom_mib[h] * 1024 * 1024;
        CHECK(setrlimit(RLIMIT_AS, &rl) == 0);

        memset(valid, 0xAA, sizeof(valid));
        st_s = ufsecp_schnorr_verify_batch_mt(N, sigp, msgp, lens, xp, valid, THREADS);
        CHECK(batch_result_ok(st_s, valid));
        memset(valid, 0xAA, sizeof(valid));
        st_e = ufsecp_ecdsa_verify_batch_mt(N, cmpp, msgp, pkp, valid, THREADS);
        CHECK(batch_result_ok(st_e, valid));

        rl.rlim_cur = rl.rlim_max;
        CHECK(setrlimit(RLIMIT_AS, &rl) == 0);
        printf("headroom %3zu MiB: schnorr %s, ecdsa %s\n", headroom_mib[h], ufsecp_status_string(st_s),
               ufsecp_status_string(st_e));
        no_memory += (st_s == UFSECP_ERR_NO_MEMORY) + (st_e == UFSECP_ERR_NO_MEMORY);
        ok_calls += (st_s != UFSECP_ERR_NO_MEMORY) + (st_e != UFSECP_ERR_NO_MEMORY);
    }
    /* The smallest headroom must have run out; unlimited memory (last) must not. */
    CHECK(no_memory > 0);
    CHECK(ok_calls > 0);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
