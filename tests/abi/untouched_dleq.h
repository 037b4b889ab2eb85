/* ufsecp — error cases of include/ufsecp/ufsecp_dleq.h for tests/abi/test_abi_untouched.c
 * (included there; uses its FAILS macros and fixtures: sk, pk, pk2, pk_zero, big32, zero32). */
#include "ufsecp/ufsecp_dleq.h"

static void untouched_dleq(void) {
    unsigned char proof[UFSECP_DLEQ_PROOF_SIZE], bad[UFSECP_DLEQ_PROOF_SIZE], out[UFSECP_DLEQ_PROOF_SIZE];
    ufsecp_pubkey A, C, oa, oc;
    Out op[] = {{out, sizeof out}, {&oa, sizeof oa}, {&oc, sizeof oc}};
    Out none[] = {{out, 0}};
    CHECK_STATUS(ufsecp_dleq_prove(proof, sk, &pk2, NULL, NULL, NULL, &A, &C), UFSECP_OK);
    memcpy(bad, proof, sizeof proof);
    memset(bad + 32, 0xFF, 32); /* s >= n */

    FAILS(ufsecp_dleq_prove, UFSECP_ERR_NULL_ARG, op, ufsecp_dleq_prove(out, NULL, &pk2, NULL, NULL, NULL, &oa, &oc));
    FAILS(ufsecp_dleq_prove, UFSECP_ERR_NULL_ARG, op, ufsecp_dleq_prove(out, sk, NULL, NULL, NULL, NULL, &oa, &oc));
    FAILS(ufsecp_dleq_prove, UFSECP_ERR_NULL_ARG, op, ufsecp_dleq_prove(NULL, sk, &pk2, NULL, NULL, NULL, &oa, &oc));
    FAILS(ufsecp_dleq_prove, UFSECP_ERR_BAD_SECKEY, op, ufsecp_dleq_prove(out, zero32, &pk2, NULL, NULL, NULL, &oa, &oc));
    FAILS(ufsecp_dleq_prove, UFSECP_ERR_BAD_SECKEY, op, ufsecp_dleq_prove(out, big32, &pk2, NULL, NULL, NULL, &oa, &oc));
    FAILS(ufsecp_dleq_prove, UFSECP_ERR_BAD_PUBKEY, op, ufsecp_dleq_prove(out, sk, &pk_zero, NULL, NULL, NULL, &oa, &oc));
    FAILS(ufsecp_dleq_prove, UFSECP_ERR_BAD_PUBKEY, op, ufsecp_dleq_prove(out, sk, &pk2, NULL, NULL, &pk_zero, &oa, &oc));

    FAILS(ufsecp_dleq_verify, UFSECP_ERR_NULL_ARG, none, ufsecp_dleq_verify(NULL, &A, &pk2, &C, NULL, NULL));
    FAILS(ufsecp_dleq_verify, UFSECP_ERR_NULL_ARG, none, ufsecp_dleq_verify(proof, &A, &pk2, NULL, NULL, NULL));
    FAILS(ufsecp_dleq_verify, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_dleq_verify(proof, &pk_zero, &pk2, &C, NULL, NULL));
    FAILS(ufsecp_dleq_verify, UFSECP_ERR_BAD_PUBKEY, none, ufsecp_dleq_verify(proof, &A, &pk2, &C, NULL, &pk_zero));
    FAILS(ufsecp_dleq_verify, UFSECP_ERR_BAD_DLEQ_PROOF, none, ufsecp_dleq_verify(bad, &A, &pk2, &C, NULL, NULL));
    FAILS(ufsecp_dleq_verify, UFSECP_ERR_VERIFY_FAILED, none, ufsecp_dleq_verify(proof, &C, &pk2, &A, NULL, NULL));
    FAILS(ufsecp_dleq_verify, UFSECP_ERR_VERIFY_FAILED, none, ufsecp_dleq_verify(proof, &A, &pk2, &C, msg, NULL));
}
