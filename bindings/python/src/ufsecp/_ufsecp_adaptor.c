/*
 * ufsecp._ufsecp — adaptor signatures (include/ufsecp/ufsecp_adaptor.h: dlcspecs ECDSA
 * adaptor, BIP-340 Schnorr adaptor; ufsecp_musig.h: MuSig2 adaptor completion), BIP-374 DLEQ
 * proofs (ufsecp_dleq.h) and verification with a precomputed key (ufsecp.h: ufsecp_*_precompute,
 * ufsecp_*_verify_precomputed). Public keys are the library's 64-byte internal objects (pk64)
 * as ufsecp.PublicKey holds them. Recovered / extracted adaptor secrets come back as bytearray
 * (wipeable); C-side copies are wiped. Conventions: _ufsecp.c.
 */
#include "_ufsecp_proto.h"

static PyObject *secret32_out(unsigned char p[32]) {
    PyObject *r = PyByteArray_FromStringAndSize((const char *)p, 32);
    wipe_mem(p, 32);
    return r;
}

/* True for OK, False for VERIFY_FAILED and the given malformed-input status, else raise. */
static PyObject *verdict2(int st, int malformed) {
    if (st == UFSECP_OK) Py_RETURN_TRUE;
    if (st == UFSECP_ERR_VERIFY_FAILED || st == malformed) Py_RETURN_FALSE;
    return raise_status(st);
}

/* ---- ECDSA adaptor ---------------------------------------------------------------------- */
/* ecdsa_adaptor_encrypt(seckey32, enckey_pk64, msg32, aux32|None) -> 162 bytes */
static PyObject *f_ecdsa_adaptor_encrypt(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 4);
    unsigned char out[UFSECP_ECDSA_ADAPTOR_SIZE];
    TAKE(sk, 0, 32, "seckey32");
    TAKE(ek, 1, 64, "enckey object");
    TAKE(msg, 2, 32, "msg32");
    OPT(aux, 3, 32, "aux32");
    NOGIL(ufsecp_ecdsa_adaptor_encrypt(out, sk, (const ufsecp_pubkey *)ek, msg, aux));
    CHECK();
    return B(out, sizeof out);
    FAIL();
}

/* ecdsa_adaptor_verify(asig162, pk64, msg32, enckey_pk64) -> bool (False: VERIFY_FAILED, BAD_ADAPTOR_SIG) */
static PyObject *f_ecdsa_adaptor_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    TAKE(as, 0, UFSECP_ECDSA_ADAPTOR_SIZE, "adaptor_sig");
    TAKE(pk, 1, 64, "pubkey object");
    TAKE(msg, 2, 32, "msg32");
    TAKE(ek, 3, 64, "enckey object");
    NOGIL(ufsecp_ecdsa_adaptor_verify(as, (const ufsecp_pubkey *)pk, msg, (const ufsecp_pubkey *)ek));
    release(&s);
    return verdict2(st, UFSECP_ERR_BAD_ADAPTOR_SIG);
    FAIL();
}

/* ecdsa_adaptor_decrypt(deckey32, asig162) -> sig64 */
static PyObject *f_ecdsa_adaptor_decrypt(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char sig[64];
    TAKE(dk, 0, 32, "deckey32");
    TAKE(as, 1, UFSECP_ECDSA_ADAPTOR_SIZE, "adaptor_sig");
    NOGIL(ufsecp_ecdsa_adaptor_decrypt(sig, dk, as));
    CHECK();
    return B(sig, 64);
    FAIL();
}

/* ecdsa_adaptor_recover(sig64, asig162, enckey_pk64) -> bytearray(32) */
static PyObject *f_ecdsa_adaptor_recover(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    unsigned char y[32];
    TAKE(sig, 0, 64, "sig64");
    TAKE(as, 1, UFSECP_ECDSA_ADAPTOR_SIZE, "adaptor_sig");
    TAKE(ek, 2, 64, "enckey object");
    NOGIL(ufsecp_ecdsa_adaptor_recover(y, sig, as, (const ufsecp_pubkey *)ek));
    CHECK();
    return secret32_out(y);
    FAIL();
}

/* ecdsa_adaptor_check(asig162) -> bool */
static PyObject *f_ecdsa_adaptor_check(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    TAKE(as, 0, UFSECP_ECDSA_ADAPTOR_SIZE, "adaptor_sig");
    st = ufsecp_ecdsa_adaptor_check(as);
    release(&s);
    if (st == UFSECP_OK) Py_RETURN_TRUE;
    if (st == UFSECP_ERR_BAD_ADAPTOR_SIG) Py_RETURN_FALSE;
    return raise_status(st);
    FAIL();
}

/* ---- Schnorr adaptor -------------------------------------------------------------------- */
/* schnorr_adaptor_presign(msg, keypair96, adaptor_pk64, aux32|None) -> presig65 */
static PyObject *f_schnorr_adaptor_presign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 4);
    Py_ssize_t mlen;
    unsigned char out[UFSECP_SCHNORR_PRESIG_SIZE];
    const unsigned char *msg = take(&s, a[0], -1, "msg", &mlen);
    if (!msg) goto fail;
    TAKE(kp, 1, (Py_ssize_t)sizeof(ufsecp_keypair), "keypair");
    TAKE(ad, 2, 64, "adaptor object");
    OPT(aux, 3, 32, "aux32");
    NOGIL(ufsecp_schnorr_adaptor_presign(out, msg, (size_t)mlen, (const ufsecp_keypair *)kp,
                                         (const ufsecp_pubkey *)ad, aux));
    CHECK();
    return B(out, sizeof out);
    FAIL();
}

/* schnorr_adaptor_verify(presig65, msg, xonly32, adaptor_pk64) -> bool (False: VERIFY_FAILED, BAD_ADAPTOR_SIG) */
static PyObject *f_schnorr_adaptor_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    Py_ssize_t mlen;
    TAKE(ps, 0, UFSECP_SCHNORR_PRESIG_SIZE, "presig");
    const unsigned char *msg = take(&s, a[1], -1, "msg", &mlen);
    if (!msg) goto fail;
    TAKE(x, 2, 32, "xonly32");
    TAKE(ad, 3, 64, "adaptor object");
    NOGIL(ufsecp_schnorr_adaptor_verify(ps, msg, (size_t)mlen, x, (const ufsecp_pubkey *)ad));
    release(&s);
    return verdict2(st, UFSECP_ERR_BAD_ADAPTOR_SIG);
    FAIL();
}

/* schnorr_adaptor_adapt(t32, presig65) -> sig64 */
static PyObject *f_schnorr_adaptor_adapt(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char sig[64];
    TAKE(t, 0, 32, "t32");
    TAKE(ps, 1, UFSECP_SCHNORR_PRESIG_SIZE, "presig");
    st = ufsecp_schnorr_adaptor_adapt(sig, t, ps);
    CHECK();
    return B(sig, 64);
    FAIL();
}

/* schnorr_adaptor_extract(sig64, presig65) -> bytearray(32) */
static PyObject *f_schnorr_adaptor_extract(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char t[32];
    TAKE(sig, 0, 64, "sig64");
    TAKE(ps, 1, UFSECP_SCHNORR_PRESIG_SIZE, "presig");
    st = ufsecp_schnorr_adaptor_extract(t, sig, ps);
    CHECK();
    return secret32_out(t);
    FAIL();
}

/* ---- MuSig2 adaptor --------------------------------------------------------------------- */
/* musig_nonce_parity(session) -> 0/1 */
static PyObject *f_musig_nonce_parity(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    int parity = 0;
    TAKE(ses, 0, (Py_ssize_t)sizeof(ufsecp_musig_session), "session");
    st = ufsecp_musig_nonce_parity(&parity, (const ufsecp_musig_session *)ses);
    CHECK();
    return PyLong_FromLong(parity);
    FAIL();
}

/* musig_adapt(pre_sig64, t32, parity) -> sig64 */
static PyObject *f_musig_adapt(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    long parity;
    unsigned char sig[64];
    TAKE(pre, 0, 64, "pre_sig64");
    TAKE(t, 1, 32, "t32");
    if (take_long(a[2], &parity) < 0) goto fail;
    st = ufsecp_musig_adapt(sig, pre, t, (int)parity);
    CHECK();
    return B(sig, 64);
    FAIL();
}

/* musig_extract_adaptor(sig64, pre_sig64, parity) -> bytearray(32) */
static PyObject *f_musig_extract_adaptor(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    long parity;
    unsigned char t[32];
    TAKE(sig, 0, 64, "sig64");
    TAKE(pre, 1, 64, "pre_sig64");
    if (take_long(a[2], &parity) < 0) goto fail;
    st = ufsecp_musig_extract_adaptor(t, sig, pre, (int)parity);
    CHECK();
    return secret32_out(t);
    FAIL();
}

/* ---- BIP-374 DLEQ ----------------------------------------------------------------------- */
/* dleq_prove(a32, b_pk64, aux32|None, msg32|None, g_pk64|None) -> (proof64, A_pk64, C_pk64) */
static PyObject *f_dleq_prove(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 5);
    unsigned char proof[UFSECP_DLEQ_PROOF_SIZE];
    ufsecp_pubkey A, C;
    TAKE(sk, 0, 32, "a32");
    TAKE(b, 1, 64, "B object");
    OPT(aux, 2, 32, "aux32");
    OPT(msg, 3, 32, "msg32");
    OPT(g, 4, 64, "G object");
    NOGIL(ufsecp_dleq_prove(proof, sk, (const ufsecp_pubkey *)b, aux, msg, (const ufsecp_pubkey *)g, &A, &C));
    CHECK();
    return Py_BuildValue("(y#y#y#)", (const char *)proof, (Py_ssize_t)sizeof proof, (const char *)A.data,
                         (Py_ssize_t)64, (const char *)C.data, (Py_ssize_t)64);
    FAIL();
}

/* dleq_verify(proof64, A, B, C, msg32|None, G|None) -> bool (False: VERIFY_FAILED, BAD_DLEQ_PROOF) */
static PyObject *f_dleq_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 6);
    TAKE(proof, 0, UFSECP_DLEQ_PROOF_SIZE, "proof64");
    TAKE(A, 1, 64, "A object");
    TAKE(b, 2, 64, "B object");
    TAKE(C, 3, 64, "C object");
    OPT(msg, 4, 32, "msg32");
    OPT(g, 5, 64, "G object");
    NOGIL(ufsecp_dleq_verify(proof, (const ufsecp_pubkey *)A, (const ufsecp_pubkey *)b, (const ufsecp_pubkey *)C, msg,
                             (const ufsecp_pubkey *)g));
    release(&s);
    return verdict2(st, UFSECP_ERR_BAD_DLEQ_PROOF);
    FAIL();
}

/* ---- precomputed-key verification ------------------------------------------------------- */
/* pubkey_precompute(pk64) -> bytes(UFSECP_PUBKEY_PRECOMPUTED_SIZE) */
static PyObject *f_pubkey_precompute(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    PyObject *out = NULL;
    TAKE(pk, 0, 64, "pubkey object");
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)sizeof(ufsecp_pubkey_precomputed));
    if (!out) goto fail;
    NOGIL(ufsecp_pubkey_precompute((ufsecp_pubkey_precomputed *)PyBytes_AS_STRING(out), (const ufsecp_pubkey *)pk));
    release(&s);
    if (st != UFSECP_OK) { Py_DECREF(out); return raise_status(st); }
    return out;
    FAIL();
}

/* xonly_pubkey_precompute(x32) -> bytes(UFSECP_PUBKEY_PRECOMPUTED_SIZE) */
static PyObject *f_xonly_pubkey_precompute(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    PyObject *out = NULL;
    TAKE(x, 0, 32, "xonly32");
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)sizeof(ufsecp_xonly_pubkey_precomputed));
    if (!out) goto fail;
    NOGIL(ufsecp_xonly_pubkey_precompute((ufsecp_xonly_pubkey_precomputed *)PyBytes_AS_STRING(out), x));
    release(&s);
    if (st != UFSECP_OK) { Py_DECREF(out); return raise_status(st); }
    return out;
    FAIL();
}

/* ecdsa_verify_precomputed(sig64, msg32, pre) -> bool */
static PyObject *f_ecdsa_verify_precomputed(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    TAKE(sig, 0, 64, "sig64");
    TAKE(msg, 1, 32, "msg32");
    TAKE(pre, 2, (Py_ssize_t)sizeof(ufsecp_pubkey_precomputed), "precomputed key");
    NOGIL(ufsecp_ecdsa_verify_precomputed(sig, msg, (const ufsecp_pubkey_precomputed *)pre));
    release(&s);
    return verdict2(st, UFSECP_ERR_BAD_SIGNATURE);
    FAIL();
}

/* schnorr_verify_precomputed(sig64, msg, pre) -> bool */
static PyObject *f_schnorr_verify_precomputed(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    Py_ssize_t mlen;
    TAKE(sig, 0, 64, "sig64");
    const unsigned char *msg = take(&s, a[1], -1, "msg", &mlen);
    if (!msg) goto fail;
    TAKE(pre, 2, (Py_ssize_t)sizeof(ufsecp_xonly_pubkey_precomputed), "precomputed key");
    NOGIL(ufsecp_schnorr_verify_precomputed(sig, msg, (size_t)mlen, (const ufsecp_xonly_pubkey_precomputed *)pre));
    release(&s);
    return verdict2(st, UFSECP_ERR_BAD_SIGNATURE);
    FAIL();
}

static PyMethodDef adaptor_methods[] = {
    PF(ecdsa_adaptor_encrypt, "ecdsa_adaptor_encrypt(seckey32, enckey_pk64, msg32, aux32=None) -> adaptor_sig162"),
    PF(ecdsa_adaptor_verify, "ecdsa_adaptor_verify(adaptor_sig162, pk64, msg32, enckey_pk64) -> bool"),
    PF(ecdsa_adaptor_decrypt, "ecdsa_adaptor_decrypt(deckey32, adaptor_sig162) -> sig64"),
    PF(ecdsa_adaptor_recover, "ecdsa_adaptor_recover(sig64, adaptor_sig162, enckey_pk64) -> bytearray(32)"),
    PF(ecdsa_adaptor_check, "ecdsa_adaptor_check(adaptor_sig162) -> bool"),
    PF(schnorr_adaptor_presign, "schnorr_adaptor_presign(msg, keypair96, adaptor_pk64, aux32=None) -> presig65"),
    PF(schnorr_adaptor_verify, "schnorr_adaptor_verify(presig65, msg, xonly32, adaptor_pk64) -> bool"),
    PF(schnorr_adaptor_adapt, "schnorr_adaptor_adapt(t32, presig65) -> sig64"),
    PF(schnorr_adaptor_extract, "schnorr_adaptor_extract(sig64, presig65) -> bytearray(32)"),
    PF(musig_nonce_parity, "musig_nonce_parity(session) -> 0/1"),
    PF(musig_adapt, "musig_adapt(pre_sig64, t32, parity) -> sig64"),
    PF(musig_extract_adaptor, "musig_extract_adaptor(sig64, pre_sig64, parity) -> bytearray(32)"),
    PF(dleq_prove, "dleq_prove(a32, B_pk64, aux32=None, msg32=None, G_pk64=None) -> (proof64, A_pk64, C_pk64)"),
    PF(dleq_verify, "dleq_verify(proof64, A_pk64, B_pk64, C_pk64, msg32=None, G_pk64=None) -> bool"),
    PF(pubkey_precompute, "pubkey_precompute(pk64) -> precomputed key bytes"),
    PF(xonly_pubkey_precompute, "xonly_pubkey_precompute(x32) -> precomputed key bytes"),
    PF(ecdsa_verify_precomputed, "ecdsa_verify_precomputed(sig64, msg32, pre) -> bool"),
    PF(schnorr_verify_precomputed, "schnorr_verify_precomputed(sig64, msg, pre) -> bool"),
    {NULL, NULL, 0, NULL}};

int ufsecp_py_add_adaptor(PyObject *mod) {
    if (PyModule_AddFunctions(mod, adaptor_methods) < 0) return -1;
    if (PyModule_AddIntConstant(mod, "PUBKEY_PRECOMPUTED_SIZE", (long)UFSECP_PUBKEY_PRECOMPUTED_SIZE) < 0) return -1;
    return 0;
}
