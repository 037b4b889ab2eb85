/*
 * ufsecp._ufsecp — what the extension's source files share: the argument helpers (buffers,
 * lengths, errors) and the functions each file contributes to the method table in
 * _ufsecp.c. See _ufsecp.c for the conventions (errors, GIL, secrets).
 */
#ifndef UFSECP_PY_EXT_H
#define UFSECP_PY_EXT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <string.h>

#include <ufsecp/ufsecp.h>
#include <ufsecp/ufsecp_address.h>
#include <ufsecp/ufsecp_bip32.h>
#include <ufsecp/ufsecp_bip39.h>
#include <ufsecp/ufsecp_ellswift.h>
#include <ufsecp/ufsecp_musig.h>
#include <ufsecp/ufsecp_taproot.h>
#include <ufsecp/ufsecp_silentpayments.h>

/* ---- errors (defined in _ufsecp.c) -------------------------------------------------------- */
/* Raises the exception class registered for status st (message msg, or the status name). */
PyObject *ufsecp_py_raise_msg(int st, const char *msg);
static inline PyObject *raise_msg(int st, const char *msg) { return ufsecp_py_raise_msg(st, msg); }
static inline PyObject *raise_status(int st) { return ufsecp_py_raise_msg(st, NULL); }

/* A write the compiler cannot drop (CPython has no portable explicit_bzero). */
static inline void wipe_mem(void *p, size_t n) {
    volatile unsigned char *v = (volatile unsigned char *)p;
    while (n--) *v++ = 0;
}

/* ---- buffers ---------------------------------------------------------------------------- */
#define MAXB 8
typedef struct {
    Py_buffer v[MAXB];
    int n;
} bufs;

static inline void release(bufs *s) {
    for (int i = 0; i < s->n; i++) PyBuffer_Release(&s->v[i]);
    s->n = 0;
}

/* The bytes of o; need >= 0: exactly that length (else BAD_LENGTH). NULL with an exception. */
static inline const unsigned char *take(bufs *s, PyObject *o, Py_ssize_t need, const char *name, Py_ssize_t *len) {
    Py_buffer *b = &s->v[s->n];
    if (PyObject_GetBuffer(o, b, PyBUF_SIMPLE) < 0) return NULL;
    s->n++;
    if (need >= 0 && b->len != need) {
        char msg[96];
        PyOS_snprintf(msg, sizeof msg, "UFSECP_ERR_BAD_LENGTH: %s must be %zd bytes, got %zd", name, need, b->len);
        raise_msg(UFSECP_ERR_BAD_LENGTH, msg);
        return NULL;
    }
    if (len) *len = b->len;
    return (const unsigned char *)b->buf;
}

/* A writable buffer of exactly need bytes (a bytearray the caller owns). */
static inline unsigned char *take_w(bufs *s, PyObject *o, Py_ssize_t need, const char *name) {
    Py_buffer *b = &s->v[s->n];
    if (PyObject_GetBuffer(o, b, PyBUF_WRITABLE) < 0) return NULL;
    s->n++;
    if (b->len != need) {
        char msg[96];
        PyOS_snprintf(msg, sizeof msg, "UFSECP_ERR_BAD_LENGTH: %s must be %zd bytes, got %zd", name, need, b->len);
        raise_msg(UFSECP_ERR_BAD_LENGTH, msg);
        return NULL;
    }
    return (unsigned char *)b->buf;
}

static inline int nargs(Py_ssize_t n, Py_ssize_t lo, Py_ssize_t hi, const char *fn) {
    if (n < lo || n > hi) {
        PyErr_Format(PyExc_TypeError, "%s takes %zd to %zd arguments (%zd given)", fn, lo, hi, n);
        return -1;
    }
    return 0;
}

#define B(p, n) PyBytes_FromStringAndSize((const char *)(p), (n))
#define ARGS(lo, hi) \
    if (nargs(n, lo, hi, __func__ + 2) < 0) return NULL; \
    bufs s; s.n = 0; int st = 0; (void)st
#define TAKE(var, i, len, name) \
    const unsigned char *var = take(&s, a[i], len, name, NULL); \
    if (!var) goto fail
#define OPT(var, i, len, name) \
    const unsigned char *var = NULL; \
    if (n > i && a[i] != Py_None) { var = take(&s, a[i], len, name, NULL); if (!var) goto fail; }
#define NOGIL(expr) Py_BEGIN_ALLOW_THREADS st = (expr); Py_END_ALLOW_THREADS
#define CHECK() release(&s); if (st != UFSECP_OK) return raise_status(st)
#define FAIL() fail: release(&s); return NULL

/* ---- lists of buffers ----------------------------------------------------------------------- */
/* Holds the exported buffers of a list argument for the duration of a call. */
typedef struct {
    Py_buffer *v;
    Py_ssize_t n;
} bufarr;

static inline void bufarr_release(bufarr *b) {
    if (!b->v) return;
    for (Py_ssize_t i = 0; i < b->n; i++) PyBuffer_Release(&b->v[i]);
    PyMem_Free(b->v);
    b->v = NULL;
    b->n = 0;
}

/* Exports every item of seq (a list/tuple, length k); need >= 0 checks each length. */
static inline int bufarr_take(bufarr *b, PyObject *seq, Py_ssize_t k, Py_ssize_t need, const char *name,
                       const unsigned char **ptrs, size_t *lens) {
    b->v = PyMem_Calloc((size_t)(k ? k : 1), sizeof(Py_buffer));
    b->n = 0;
    if (!b->v) { PyErr_NoMemory(); return -1; }
    for (Py_ssize_t i = 0; i < k; i++) {
        if (PyObject_GetBuffer(PySequence_Fast_GET_ITEM(seq, i), &b->v[i], PyBUF_SIMPLE) < 0) return -1;
        b->n++;
        if (need >= 0 && b->v[i].len != need) {
            char msg[112];
            PyOS_snprintf(msg, sizeof msg, "UFSECP_ERR_BAD_LENGTH: %s[%zd] must be %zd bytes, got %zd", name, i,
                          need, b->v[i].len);
            raise_msg(UFSECP_ERR_BAD_LENGTH, msg);
            return -1;
        }
        ptrs[i] = (const unsigned char *)b->v[i].buf;
        if (lens) lens[i] = (size_t)b->v[i].len;
    }
    return 0;
}

/* ---- functions of the other source files ---------------------------------------------------- */
/* _ufsecp_sp.c (BIP-352), _ufsecp_wallet.c (ElligatorSwift, Taproot keys, addresses, BIP-32/39),
 * _ufsecp_musig.c (BIP-327) */
PyObject *f_sp_create_label(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_sp_labeled_spend_pubkey(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_sp_smallest_outpoint(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_sp_public_data(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_sp_create_outputs(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_sp_address_encode(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_sp_address_decode(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_sp_scan_batch(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_ellswift_create(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_ellswift_encode(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_ellswift_decode(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_ellswift_xdh_bip324(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_taproot_output_key(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_taproot_tweak_seckey(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_address_segwit(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_address_segwit_decode(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_address_key(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_address_to_script(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_address_from_script(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip32_master(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip32_derive(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip32_neuter(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip32_parse(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip32_serialize(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip32_seckey(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip32_pubkey(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip39_from_entropy(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip39_to_entropy(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_bip39_to_seed(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_key_sort(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_key_agg(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_pubkey_get(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_tweak(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_nonce_gen(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_secnonce_import(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_nonce_agg(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_nonce_process(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_partial_sign(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_partial_verify(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_musig_partial_agg(PyObject *m, PyObject *const *a, Py_ssize_t n);

/* _ufsecp_chain.c (ufsecp.chain's flat-buffer entry points) */
PyObject *f_chain_public_data(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_chain_sp_scan(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_chain_verify(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_chain_verify_each(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_chain_pool(PyObject *m, PyObject *const *a, Py_ssize_t n);
PyObject *f_chain_sign(PyObject *m, PyObject *const *a, Py_ssize_t n);

#endif
