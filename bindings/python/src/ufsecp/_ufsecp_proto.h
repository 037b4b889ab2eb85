/*
 * ufsecp._ufsecp — helpers shared by the protocol-layer files of the extension (issue 18):
 * _ufsecp_frost.c (FROST: RFC 9591, ZF -tr, draft BIP-445), _ufsecp_more.c (the rest of the ABI:
 * Taproot script paths and sighash, MuSig2 extras, BIP-32/39 extras, legacy addresses, SP
 * light-client steps), _ufsecp_adaptor.c (ECDSA / Schnorr /
 * MuSig2 adaptor signatures, BIP-374 DLEQ, precomputed-key verification), _ufsecp_bip324.c
 * (BIP-324 transport cipher). Each file contributes its methods and constants through one
 * ufsecp_py_add_<file>(module) call in PyInit__ufsecp. Conventions: _ufsecp.c (lists are passed
 * concatenated, as the C ABI takes them: the Python wrappers join them).
 */
#ifndef UFSECP_PY_PROTO_H
#define UFSECP_PY_PROTO_H

#include "_ufsecp.h"

#include <ufsecp/ufsecp_adaptor.h>
#include <ufsecp/ufsecp_bip324.h>
#include <ufsecp/ufsecp_dleq.h>
#include <ufsecp/ufsecp_frost.h>
#include <ufsecp/ufsecp_taproot.h>

/* A culprit the C function did not write (it writes one only with the errors that name one). */
#define NO_CULPRIT ((size_t)-1)

/* Raises status st; when the call named a culprit (culprit != NO_CULPRIT) the exception gets
 * the attribute `culprit` (the index in the caller's list) and the message names it. */
static inline PyObject *raise_culprit(int st, size_t culprit) {
    if (culprit == NO_CULPRIT) return raise_status(st);
    char msg[128];
    PyOS_snprintf(msg, sizeof msg, "%s (culprit: list index %zu)", ufsecp_status_string(st), culprit);
    raise_msg(st, msg);
    PyObject *type, *val, *tb;
    PyErr_Fetch(&type, &val, &tb);
    PyErr_NormalizeException(&type, &val, &tb);
    if (val) {
        PyObject *c = PyLong_FromSize_t(culprit);
        if (!c || PyObject_SetAttrString(val, "culprit", c) < 0) PyErr_Clear();
        Py_XDECREF(c);
    }
    PyErr_Restore(type, val, tb);
    return NULL;
}

/* An int argument (suite, flags, indices) as long; -1 with an exception on error. */
static inline int take_long(PyObject *o, long *out) {
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    *out = v;
    return 0;
}

/* A buffer whose length must be a multiple of unit (a concatenated list); *count = len/unit. */
static inline const unsigned char *take_list(bufs *s, PyObject *o, Py_ssize_t unit, const char *name, size_t *count) {
    Py_ssize_t len;
    const unsigned char *p = take(s, o, -1, name, &len);
    if (!p) return NULL;
    if (len % unit != 0) {
        char msg[112];
        PyOS_snprintf(msg, sizeof msg, "UFSECP_ERR_BAD_LENGTH: %s must be a multiple of %zd bytes, got %zd", name,
                      unit, len);
        raise_msg(UFSECP_ERR_BAD_LENGTH, msg);
        return NULL;
    }
    *count = (size_t)(len / unit);
    return p;
}

#define PF(name, doc) {#name, (PyCFunction)(void (*)(void))f_##name, METH_FASTCALL, doc}

int ufsecp_py_add_frost(PyObject *mod);
int ufsecp_py_add_adaptor(PyObject *mod);
int ufsecp_py_add_bip324(PyObject *mod);
int ufsecp_py_add_more(PyObject *mod);

#endif
