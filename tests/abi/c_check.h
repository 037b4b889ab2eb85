/* ufsecp — the check macros of the plain-C test programs (tests/abi/test_abi_c.c,
 * tests/cross/portable_check.c): count passed and failed checks, report each failure with
 * its file and line. Include once per program (the counters are static). */
#ifndef UFSECP_TESTS_C_CHECK_H
#define UFSECP_TESTS_C_CHECK_H

#include <stdio.h>

#include "ufsecp/ufsecp.h"

static int passed, failed;

#define CHECK(cond)                                                                \
    do {                                                                           \
        if (cond) {                                                                \
            passed++;                                                              \
        } else {                                                                   \
            failed++;                                                              \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                          \
    } while (0)

#define CHECK_STATUS(call, expected)                                                           \
    do {                                                                                       \
        ufsecp_status st_ = (call);                                                            \
        if (st_ == (expected)) {                                                               \
            passed++;                                                                          \
        } else {                                                                               \
            failed++;                                                                          \
            fprintf(stderr, "%s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__, #call, \
                    ufsecp_status_string(st_), ufsecp_status_string(expected));                \
        }                                                                                      \
    } while (0)

#endif /* UFSECP_TESTS_C_CHECK_H */
