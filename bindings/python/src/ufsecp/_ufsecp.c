/*
 * ufsecp._ufsecp — the CPython C-API extension over the ufsecp C ABI.
 *
 * Thin on purpose: every function takes bytes-like objects (bytes, bytearray, memoryview),
 * checks their lengths, calls one ufsecp function and returns bytes. The Python layer
 * (ufsecp/__init__.py) builds the classes on top. METH_FASTCALL keeps the per-call cost at
 * tens of nanoseconds (bench: "call overhead"); a cffi/ctypes wrapper costs several times
 * more per call (measured by python -m ufsecp.bench).
 *
 * Errors: a non-OK status raises the class registered for it by ufsecp/__init__.py
 * (_init(map, default)) with args (status, message). Lengths are checked here and raise
 * UFSECP_ERR_BAD_LENGTH's class.
 *
 * GIL: released around every call that costs microseconds (sign, verify, ECDH, key creation
 * and parsing, tweaks, batch verification, MuSig2 key aggregation/nonces/signing, BIP-32
 * derivation, BIP-39 seeds, silent-payment scanning); kept for the cheap ones (encodings,
 * scalar arithmetic), where releasing it would cost more than the call. The input buffers stay exported
 * (PyObject_GetBuffer) while the GIL is released, so a bytearray cannot be resized under us.
 *
 * Secrets: secret keys may be passed as bytearray (SecretKey does) so that Python can wipe
 * them; C-side copies of secrets (keypairs, stack buffers) are wiped with wipe_mem().
 */
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

/* ---- errors ----------------------------------------------------------------------------- */
static PyObject *g_err_map;     /* dict: status int -> exception class */
static PyObject *g_err_default; /* ufsecp.Error */

static PyObject *raise_msg(int st, const char *msg) {
    PyObject *cls = NULL;
    if (g_err_map) {
        PyObject *k = PyLong_FromLong(st);
        if (!k) return NULL;
        cls = PyDict_GetItemWithError(g_err_map, k); /* borrowed */
        Py_DECREF(k);
        if (!cls && PyErr_Occurred()) return NULL;
    }
    if (!cls) cls = g_err_default ? g_err_default : PyExc_RuntimeError;
    PyObject *args = Py_BuildValue("(is)", st, msg ? msg : ufsecp_status_string(st));
    if (!args) return NULL;
    PyErr_SetObject(cls, args);
    Py_DECREF(args);
    return NULL;
}
static PyObject *raise_status(int st) { return raise_msg(st, NULL); }

/* A write the compiler cannot drop (CPython has no portable explicit_bzero). */
static void wipe_mem(void *p, size_t n) {
    volatile unsigned char *v = (volatile unsigned char *)p;
    while (n--) *v++ = 0;
}

/* ---- buffers ---------------------------------------------------------------------------- */
#define MAXB 8
typedef struct {
    Py_buffer v[MAXB];
    int n;
} bufs;

static void release(bufs *s) {
    for (int i = 0; i < s->n; i++) PyBuffer_Release(&s->v[i]);
    s->n = 0;
}

/* The bytes of o; need >= 0: exactly that length (else BAD_LENGTH). NULL with an exception. */
static const unsigned char *take(bufs *s, PyObject *o, Py_ssize_t need, const char *name, Py_ssize_t *len) {
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
static unsigned char *take_w(bufs *s, PyObject *o, Py_ssize_t need, const char *name) {
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

static int nargs(Py_ssize_t n, Py_ssize_t lo, Py_ssize_t hi, const char *fn) {
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

/* ---- secret keys ---------------------------------------------------------------------- */
static PyObject *f_seckey_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    TAKE(sk, 0, 32, "seckey");
    st = ufsecp_seckey_verify(sk);
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* seckey_op(seckey, tweak_or_None, op) -> bytes: 0 negate, 1 tweak_add, 2 tweak_mul. The
 * result is a new bytes object (the caller wraps it in a SecretKey). */
static PyObject *f_seckey_op(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    unsigned char out[32];
    TAKE(sk, 0, 32, "seckey");
    OPT(tw, 1, 32, "tweak");
    long op = PyLong_AsLong(a[2]);
    if (op == -1 && PyErr_Occurred()) goto fail;
    memcpy(out, sk, 32);
    if (op == 0) st = ufsecp_seckey_negate(out);
    else if (op == 1) st = ufsecp_seckey_tweak_add(out, tw);
    else if (op == 2) st = ufsecp_seckey_tweak_mul(out, tw);
    else st = UFSECP_ERR_BAD_ARG;
    if (st != UFSECP_OK) { wipe_mem(out, 32); }
    CHECK();
    PyObject *r = B(out, 32);
    wipe_mem(out, 32);
    return r;
    FAIL();
}

/* ---- public keys ---------------------------------------------------------------------- */
static PyObject *f_pubkey_create(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_pubkey pk;
    TAKE(sk, 0, 32, "seckey");
    NOGIL(ufsecp_pubkey_create(&pk, sk));
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

static PyObject *f_pubkey_parse(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_pubkey pk;
    Py_ssize_t len;
    const unsigned char *in = take(&s, a[0], -1, "pubkey", &len);
    if (!in) goto fail;
    NOGIL(ufsecp_pubkey_parse(&pk, in, (size_t)len)); /* a square root for a compressed key */
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

static PyObject *f_pubkey_serialize(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char out[65];
    size_t len = sizeof out;
    TAKE(pk, 0, 64, "pubkey object");
    int c = PyObject_IsTrue(a[1]);
    if (c < 0) goto fail;
    st = ufsecp_pubkey_serialize(out, &len, (const ufsecp_pubkey *)pk, c);
    CHECK();
    return B(out, (Py_ssize_t)len);
    FAIL();
}

/* pubkey_op(pk64, tweak_or_None, op): 0 negate, 1 tweak_add, 2 tweak_mul. */
static PyObject *f_pubkey_op(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    ufsecp_pubkey pk;
    TAKE(in, 0, 64, "pubkey object");
    OPT(tw, 1, 32, "tweak");
    long op = PyLong_AsLong(a[2]);
    if (op == -1 && PyErr_Occurred()) goto fail;
    memcpy(pk.data, in, 64);
    if (op == 0) st = ufsecp_pubkey_negate(&pk);
    else if (op == 1) { NOGIL(ufsecp_pubkey_tweak_add(&pk, tw)); }
    else if (op == 2) { NOGIL(ufsecp_pubkey_tweak_mul(&pk, tw)); }
    else st = UFSECP_ERR_BAD_ARG;
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* pubkey_combine(list of pk64) -> pk64 */
static PyObject *f_pubkey_combine(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "pubkey_combine") < 0) return NULL;
    PyObject *seq = PySequence_Fast(a[0], "pubkey_combine takes a sequence");
    if (!seq) return NULL;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(seq);
    ufsecp_pubkey *keys = PyMem_Malloc(sizeof(ufsecp_pubkey) * (size_t)(k ? k : 1));
    const ufsecp_pubkey **ptrs = PyMem_Malloc(sizeof(void *) * (size_t)(k ? k : 1));
    PyObject *res = NULL;
    if (!keys || !ptrs) { PyErr_NoMemory(); goto out; }
    for (Py_ssize_t i = 0; i < k; i++) {
        bufs s; s.n = 0;
        const unsigned char *p = take(&s, PySequence_Fast_GET_ITEM(seq, i), 64, "pubkey object", NULL);
        if (!p) { release(&s); goto out; }
        memcpy(keys[i].data, p, 64);
        ptrs[i] = &keys[i];
        release(&s);
    }
    ufsecp_pubkey outk;
    int st = ufsecp_pubkey_combine(&outk, ptrs, (size_t)k);
    if (st != UFSECP_OK) raise_status(st);
    else res = B(outk.data, 64);
out:
    PyMem_Free(keys);
    PyMem_Free(ptrs);
    Py_DECREF(seq);
    return res;
}

/* xonly_from_pubkey(pk64) -> (x32, parity) */
static PyObject *f_xonly_from_pubkey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    unsigned char x[32];
    int parity = 0;
    TAKE(pk, 0, 64, "pubkey object");
    st = ufsecp_xonly_pubkey_from_pubkey(x, &parity, (const ufsecp_pubkey *)pk);
    CHECK();
    return Py_BuildValue("(y#i)", (const char *)x, (Py_ssize_t)32, parity);
    FAIL();
}

/* xonly_parse(x32) -> parsed64 */
static PyObject *f_xonly_parse(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_xonly_pubkey pk;
    TAKE(x, 0, 32, "xonly");
    NOGIL(ufsecp_xonly_pubkey_parse(&pk, x));
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* xonly_tweak_add_check(tweaked32, parity, internal32, tweak32) -> bool */
static PyObject *f_xonly_tweak_add_check(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    TAKE(tw32, 0, 32, "tweaked");
    long par = PyLong_AsLong(a[1]);
    if (par == -1 && PyErr_Occurred()) goto fail;
    TAKE(in32, 2, 32, "internal");
    TAKE(t, 3, 32, "tweak");
    NOGIL(ufsecp_xonly_pubkey_tweak_add_check(tw32, (int)par, in32, t));
    release(&s);
    if (st == UFSECP_OK) Py_RETURN_TRUE;
    if (st == UFSECP_ERR_VERIFY_FAILED) Py_RETURN_FALSE;
    return raise_status(st);
    FAIL();
}

/* keypair_create(out bytearray96, seckey) -> (x32, parity): fills the caller's bytearray
 * (which the caller wipes), returns the x-only public key. */
static PyObject *f_keypair_create(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    ufsecp_keypair kp;
    unsigned char x[32];
    int parity = 0;
    unsigned char *out = take_w(&s, a[0], 96, "keypair");
    if (!out) goto fail;
    TAKE(sk, 1, 32, "seckey");
    NOGIL(ufsecp_keypair_create(&kp, sk));
    if (st == UFSECP_OK) st = ufsecp_keypair_xonly_pubkey(x, &parity, &kp);
    if (st == UFSECP_OK) memcpy(out, kp.data, 96);
    wipe_mem(&kp, sizeof kp);
    CHECK();
    return Py_BuildValue("(y#i)", (const char *)x, (Py_ssize_t)32, parity);
    FAIL();
}

/* ---- ECDSA ---------------------------------------------------------------------------- */
static PyObject *f_ecdsa_sign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 3);
    unsigned char sig[64];
    TAKE(msg, 0, 32, "msg32");
    TAKE(sk, 1, 32, "seckey");
    OPT(ex, 2, 32, "extra32");
    NOGIL(ufsecp_ecdsa_sign(sig, msg, sk, ex));
    CHECK();
    return B(sig, 64);
    FAIL();
}

/* verify results: True (OK), False (VERIFY_FAILED, BAD_SIGNATURE), else raise. */
static PyObject *verdict(int st) {
    if (st == UFSECP_OK) Py_RETURN_TRUE;
    if (st == UFSECP_ERR_VERIFY_FAILED || st == UFSECP_ERR_BAD_SIGNATURE) Py_RETURN_FALSE;
    return raise_status(st);
}

static PyObject *f_ecdsa_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    TAKE(sig, 0, 64, "sig64");
    TAKE(msg, 1, 32, "msg32");
    TAKE(pk, 2, 64, "pubkey object");
    NOGIL(ufsecp_ecdsa_verify(sig, msg, (const ufsecp_pubkey *)pk));
    release(&s);
    return verdict(st);
    FAIL();
}

static PyObject *f_ecdsa_sign_recoverable(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 3);
    unsigned char sig[64];
    int recid = 0;
    TAKE(msg, 0, 32, "msg32");
    TAKE(sk, 1, 32, "seckey");
    OPT(ex, 2, 32, "extra32");
    NOGIL(ufsecp_ecdsa_sign_recoverable(sig, &recid, msg, sk, ex));
    CHECK();
    return Py_BuildValue("(y#i)", (const char *)sig, (Py_ssize_t)64, recid);
    FAIL();
}

/* ecdsa_recover(sig64, recid, msg32) -> pk64 */
static PyObject *f_ecdsa_recover(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    ufsecp_pubkey pk;
    TAKE(sig, 0, 64, "sig64");
    long recid = PyLong_AsLong(a[1]);
    if (recid == -1 && PyErr_Occurred()) goto fail;
    if (recid < INT_MIN || recid > INT_MAX) recid = -1;
    TAKE(msg, 2, 32, "msg32");
    NOGIL(ufsecp_ecdsa_recover(&pk, sig, (int)recid, msg));
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* ecdsa_normalize(sig64) -> (sig64, was_high) */
static PyObject *f_ecdsa_normalize(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    unsigned char sig[64];
    int was_high = 0;
    TAKE(in, 0, 64, "sig64");
    memcpy(sig, in, 64);
    st = ufsecp_ecdsa_signature_normalize(sig, &was_high);
    CHECK();
    return Py_BuildValue("(y#O)", (const char *)sig, (Py_ssize_t)64, was_high ? Py_True : Py_False);
    FAIL();
}

/* der_parse(der, lax) -> sig64 */
static PyObject *f_der_parse(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char sig[64];
    Py_ssize_t len;
    const unsigned char *der = take(&s, a[0], -1, "der", &len);
    if (!der) goto fail;
    int lax = PyObject_IsTrue(a[1]);
    if (lax < 0) goto fail;
    st = lax ? ufsecp_ecdsa_signature_parse_der_lax(sig, der, (size_t)len)
             : ufsecp_ecdsa_signature_parse_der(sig, der, (size_t)len);
    CHECK();
    return B(sig, 64);
    FAIL();
}

static PyObject *f_der_serialize(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    unsigned char der[72];
    size_t len = sizeof der;
    TAKE(sig, 0, 64, "sig64");
    st = ufsecp_ecdsa_signature_serialize_der(der, &len, sig);
    CHECK();
    return B(der, (Py_ssize_t)len);
    FAIL();
}

/* ---- Schnorr -------------------------------------------------------------------------- */
/* schnorr_sign(msg, keypair96, aux32_or_None) -> sig64 */
static PyObject *f_schnorr_sign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 3);
    unsigned char sig[64];
    Py_ssize_t mlen;
    const unsigned char *msg = take(&s, a[0], -1, "msg", &mlen);
    if (!msg) goto fail;
    TAKE(kp, 1, 96, "keypair");
    OPT(aux, 2, 32, "aux32");
    NOGIL(ufsecp_schnorr_sign(sig, msg, (size_t)mlen, (const ufsecp_keypair *)kp, aux));
    CHECK();
    return B(sig, 64);
    FAIL();
}

/* schnorr_verify(sig64, msg, key, parsed): key = x32 (parsed False) or a parsed object 64. */
static PyObject *f_schnorr_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    Py_ssize_t mlen;
    TAKE(sig, 0, 64, "sig64");
    const unsigned char *msg = take(&s, a[1], -1, "msg", &mlen);
    if (!msg) goto fail;
    int parsed = PyObject_IsTrue(a[3]);
    if (parsed < 0) goto fail;
    TAKE(key, 2, parsed ? 64 : 32, parsed ? "xonly object" : "xonly32");
    if (parsed) {
        NOGIL(ufsecp_schnorr_verify_xonly(sig, msg, (size_t)mlen, (const ufsecp_xonly_pubkey *)key));
    } else {
        NOGIL(ufsecp_schnorr_verify(sig, msg, (size_t)mlen, key));
    }
    release(&s);
    return verdict(st);
    FAIL();
}

/* ---- ECDH ----------------------------------------------------------------------------- */
/* ecdh(pk64, seckey, raw_x) -> 32 bytes */
static PyObject *f_ecdh(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    unsigned char out[32];
    TAKE(pk, 0, 64, "pubkey object");
    TAKE(sk, 1, 32, "seckey");
    int raw = PyObject_IsTrue(a[2]);
    if (raw < 0) goto fail;
    if (raw) { NOGIL(ufsecp_ecdh_x(out, (const ufsecp_pubkey *)pk, sk)); }
    else { NOGIL(ufsecp_ecdh(out, (const ufsecp_pubkey *)pk, sk)); }
    CHECK();
    PyObject *r = B(out, 32);
    wipe_mem(out, 32);
    return r;
    FAIL();
}

/* ---- batch verification --------------------------------------------------------------- */
/* Holds the exported buffers of a list argument for the duration of a call. */
typedef struct {
    Py_buffer *v;
    Py_ssize_t n;
} bufarr;

static void bufarr_release(bufarr *b) {
    if (!b->v) return;
    for (Py_ssize_t i = 0; i < b->n; i++) PyBuffer_Release(&b->v[i]);
    PyMem_Free(b->v);
    b->v = NULL;
    b->n = 0;
}

/* Exports every item of seq (a list/tuple, length k); need >= 0 checks each length. */
static int bufarr_take(bufarr *b, PyObject *seq, Py_ssize_t k, Py_ssize_t need, const char *name,
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

/* verify_batch(kind, sigs, msgs, keys, threads) -> bytes of n 0/1 results.
 * kind 0: Schnorr (keys = x-only 32), kind 1: ECDSA (keys = pubkey objects 64, msgs 32). */
static PyObject *f_verify_batch(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 5, 5, "verify_batch") < 0) return NULL;
    long kind = PyLong_AsLong(a[0]);
    if (kind == -1 && PyErr_Occurred()) return NULL;
    unsigned long threads = PyLong_AsUnsignedLong(a[4]);
    if (threads == (unsigned long)-1 && PyErr_Occurred()) return NULL;
    PyObject *ss = NULL, *ms = NULL, *ks = NULL, *res = NULL;
    bufarr bs = {0}, bm = {0}, bk = {0};
    const unsigned char **ps = NULL, **pm = NULL, **pk = NULL;
    size_t *lens = NULL;
    unsigned char *valid = NULL;
    ss = PySequence_Fast(a[1], "sigs must be a sequence");
    ms = ss ? PySequence_Fast(a[2], "msgs must be a sequence") : NULL;
    ks = ms ? PySequence_Fast(a[3], "keys must be a sequence") : NULL;
    if (!ks) goto out;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(ss);
    if (PySequence_Fast_GET_SIZE(ms) != k || PySequence_Fast_GET_SIZE(ks) != k) {
        raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: sigs, msgs and keys differ in length");
        goto out;
    }
    size_t cnt = (size_t)(k ? k : 1);
    ps = PyMem_Malloc(cnt * sizeof *ps);
    pm = PyMem_Malloc(cnt * sizeof *pm);
    pk = PyMem_Malloc(cnt * sizeof *pk);
    lens = PyMem_Malloc(cnt * sizeof *lens);
    valid = PyMem_Malloc(cnt);
    if (!ps || !pm || !pk || !lens || !valid) { PyErr_NoMemory(); goto out; }
    if (bufarr_take(&bs, ss, k, 64, "sigs", ps, NULL) < 0) goto out;
    if (bufarr_take(&bm, ms, k, kind ? 32 : -1, "msgs", pm, lens) < 0) goto out;
    if (bufarr_take(&bk, ks, k, kind ? 64 : 32, "keys", pk, NULL) < 0) goto out;
    memset(valid, 0, cnt);
    int st;
    Py_BEGIN_ALLOW_THREADS
    if (kind)
        st = ufsecp_ecdsa_verify_batch_mt((size_t)k, ps, pm, (const ufsecp_pubkey *const *)pk, valid,
                                          (unsigned)threads);
    else
        st = ufsecp_schnorr_verify_batch_mt((size_t)k, ps, pm, lens, pk, valid, (unsigned)threads);
    Py_END_ALLOW_THREADS
    if (st != UFSECP_OK && st != UFSECP_ERR_VERIFY_FAILED) raise_status(st);
    else res = B(valid, k);
out:
    bufarr_release(&bs);
    bufarr_release(&bm);
    bufarr_release(&bk);
    PyMem_Free(ps);
    PyMem_Free(pm);
    PyMem_Free(pk);
    PyMem_Free(lens);
    PyMem_Free(valid);
    Py_XDECREF(ss);
    Py_XDECREF(ms);
    Py_XDECREF(ks);
    return res;
}

/* ---- silent payments (BIP-352) ---------------------------------------------------------- */
/* sp_create_label(scan_seckey, m) -> (point33, tweak32) */
static PyObject *f_sp_create_label(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    ufsecp_sp_label lab;
    TAKE(sk, 0, 32, "scan_seckey");
    unsigned long mm = PyLong_AsUnsignedLong(a[1]);
    if (mm == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    if (mm > 0xFFFFFFFFul) { PyErr_SetString(PyExc_OverflowError, "label m must fit in 32 bits"); goto fail; }
    NOGIL(ufsecp_sp_create_label(&lab, sk, (uint32_t)mm));
    CHECK();
    return Py_BuildValue("(y#y#)", (const char *)lab.point33, (Py_ssize_t)33, (const char *)lab.tweak32,
                         (Py_ssize_t)32);
    FAIL();
}

/* sp_labeled_spend_pubkey(spend64, point33) -> pk64 */
static PyObject *f_sp_labeled_spend_pubkey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    ufsecp_pubkey out;
    TAKE(sp, 0, 64, "spend pubkey object");
    TAKE(pt, 1, 33, "label point33");
    NOGIL(ufsecp_sp_labeled_spend_pubkey(&out, (const ufsecp_pubkey *)sp, pt));
    CHECK();
    return B(out.data, 64);
    FAIL();
}

/* sp_smallest_outpoint(list of 36-byte outpoints) -> 36 bytes */
static PyObject *f_sp_smallest_outpoint(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    unsigned char out[36];
    Py_ssize_t len;
    const unsigned char *ops = take(&s, a[0], -1, "outpoints", &len);
    if (!ops) goto fail;
    if (len % 36) { st = UFSECP_ERR_BAD_LENGTH; }
    else st = ufsecp_sp_smallest_outpoint(out, ops, (size_t)len / 36);
    CHECK();
    return B(out, 36);
    FAIL();
}

/* sp_public_data(smallest36, xonly32s_concat, plain33s_concat) -> 33 bytes */
static PyObject *f_sp_public_data(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    unsigned char out[33];
    Py_ssize_t lx, lp;
    TAKE(op, 0, 36, "smallest_outpoint");
    const unsigned char *xs = take(&s, a[1], -1, "xonly keys", &lx);
    if (!xs) goto fail;
    const unsigned char *ps = take(&s, a[2], -1, "plain keys", &lp);
    if (!ps) goto fail;
    if (lx % 32 || lp % 33) st = UFSECP_ERR_BAD_LENGTH;
    else { NOGIL(ufsecp_sp_public_data(out, op, lx ? xs : NULL, (size_t)lx / 32, lp ? ps : NULL, (size_t)lp / 33)); }
    CHECK();
    return B(out, 33);
    FAIL();
}

/* sp_create_outputs(recipients_concat (128 bytes each: scan64 || spend64), smallest36,
 *                   tr_seckeys_concat, plain_seckeys_concat) -> n*32 bytes */
static PyObject *f_sp_create_outputs(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    Py_ssize_t lr, lt, lp;
    PyObject *r = NULL;
    const unsigned char *rec = take(&s, a[0], -1, "recipients", &lr);
    if (!rec) goto fail;
    TAKE(op, 1, 36, "smallest_outpoint");
    const unsigned char *tr = take(&s, a[2], -1, "taproot seckeys", &lt);
    if (!tr) goto fail;
    const unsigned char *pl = take(&s, a[3], -1, "plain seckeys", &lp);
    if (!pl) goto fail;
    if (lr == 0 || lr % (Py_ssize_t)sizeof(ufsecp_sp_recipient) || lt % 32 || lp % 32) {
        st = UFSECP_ERR_BAD_LENGTH;
        CHECK();
    }
    size_t nr = (size_t)lr / sizeof(ufsecp_sp_recipient);
    unsigned char *outs = PyMem_Malloc(nr * 32);
    if (!outs) { PyErr_NoMemory(); goto fail; }
    NOGIL(ufsecp_sp_create_outputs(outs, (const ufsecp_sp_recipient *)rec, nr, op, lt ? tr : NULL, (size_t)lt / 32,
                                   lp ? pl : NULL, (size_t)lp / 32));
    release(&s);
    if (st == UFSECP_OK) r = B(outs, (Py_ssize_t)(nr * 32));
    else raise_status(st);
    PyMem_Free(outs);
    return r;
    FAIL();
}

/* sp_address_encode(scan64, spend64, testnet) -> str */
static PyObject *f_sp_address_encode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    char out[UFSECP_SP_ADDRESS_MAX + 1];
    size_t len = sizeof out;
    TAKE(sc, 0, 64, "scan pubkey object");
    TAKE(sp, 1, 64, "spend pubkey object");
    int t = PyObject_IsTrue(a[2]);
    if (t < 0) goto fail;
    st = ufsecp_sp_address_encode(out, &len, (const ufsecp_pubkey *)sc, (const ufsecp_pubkey *)sp, t);
    CHECK();
    return PyUnicode_FromStringAndSize(out, (Py_ssize_t)len);
    FAIL();
}

/* sp_address_decode(str) -> (scan64, spend64, testnet, version) */
static PyObject *f_sp_address_decode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "sp_address_decode") < 0) return NULL;
    Py_ssize_t len;
    const char *addr = PyUnicode_AsUTF8AndSize(a[0], &len);
    if (!addr) return NULL;
    ufsecp_pubkey sc, sp;
    int testnet = 0;
    unsigned version = 0;
    int st = ufsecp_sp_address_decode(&sc, &sp, &testnet, &version, addr, (size_t)len);
    if (st != UFSECP_OK) return raise_status(st);
    return Py_BuildValue("(y#y#OI)", (const char *)sc.data, (Py_ssize_t)64, (const char *)sp.data, (Py_ssize_t)64,
                         testnet ? Py_True : Py_False, version);
}

/* Builds a sorted label table from a sequence of (point33, tweak32). *out NULL when empty. */
static int sp_labels(PyObject *labels, ufsecp_sp_label **out, size_t *n_out) {
    *out = NULL;
    *n_out = 0;
    if (labels == Py_None) return 0;
    PyObject *seq = PySequence_Fast(labels, "labels must be a sequence of (point33, tweak32)");
    if (!seq) return -1;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(seq);
    if (k == 0) { Py_DECREF(seq); return 0; }
    ufsecp_sp_label *t = PyMem_Malloc((size_t)k * sizeof *t);
    if (!t) { Py_DECREF(seq); PyErr_NoMemory(); return -1; }
    for (Py_ssize_t i = 0; i < k; i++) {
        bufs s; s.n = 0;
        PyObject *item = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 2) {
            PyErr_SetString(PyExc_TypeError, "a label is a (point33, tweak32) tuple");
            goto bad;
        }
        const unsigned char *p = take(&s, PyTuple_GET_ITEM(item, 0), 33, "label point33", NULL);
        const unsigned char *w = p ? take(&s, PyTuple_GET_ITEM(item, 1), 32, "label tweak32", NULL) : NULL;
        if (!w) { release(&s); goto bad; }
        memcpy(t[i].point33, p, 33);
        memcpy(t[i].tweak32, w, 32);
        release(&s);
    }
    Py_DECREF(seq);
    int st = ufsecp_sp_labels_sort(t, (size_t)k);
    if (st != UFSECP_OK) { PyMem_Free(t); raise_status(st); return -1; }
    *out = t;
    *n_out = (size_t)k;
    return 0;
bad:
    Py_DECREF(seq);
    PyMem_Free(t);
    return -1;
}

static PyObject *found_list(const ufsecp_sp_found *f, size_t k) {
    PyObject *l = PyList_New((Py_ssize_t)k);
    if (!l) return NULL;
    for (size_t i = 0; i < k; i++) {
        PyObject *lab = f[i].has_label ? B(f[i].label33, 33) : (Py_INCREF(Py_None), Py_None);
        PyObject *t = lab ? Py_BuildValue("(IIy#N)", (unsigned)f[i].output_index, (unsigned)f[i].k,
                                          (const char *)f[i].tweak32, (Py_ssize_t)32, lab)
                          : NULL;
        if (!t) { Py_DECREF(l); return NULL; }
        PyList_SET_ITEM(l, (Py_ssize_t)i, t);
    }
    return l;
}

/* sp_scan_batch(scan_seckey, spend64, txs: seq of (public_data33, outputs_concat), labels,
 *               threads) -> list (per tx) of lists of (output_index, k, tweak32, label33|None).
 * The whole scan runs without the GIL. */
static PyObject *f_sp_scan_batch(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 5, 5, "sp_scan_batch") < 0) return NULL;
    bufs s; s.n = 0;
    PyObject *seq = NULL, *res = NULL;
    bufarr bp = {0}, bo = {0};
    ufsecp_sp_tx *txs = NULL;
    ufsecp_sp_found *found = NULL;
    size_t *n_found = NULL, n_labels = 0, total = 0;
    ufsecp_sp_label *labels = NULL;
    const unsigned char **pd = NULL, **po = NULL;
    size_t *lo = NULL;
    PyObject *pds = NULL, *outs = NULL;
    const unsigned char *sk = take(&s, a[0], 32, "scan_seckey", NULL);
    if (!sk) goto out;
    const unsigned char *sp = take(&s, a[1], 64, "spend pubkey object", NULL);
    if (!sp) goto out;
    unsigned long threads = PyLong_AsUnsignedLong(a[4]);
    if (threads == (unsigned long)-1 && PyErr_Occurred()) goto out;
    seq = PySequence_Fast(a[2], "txs must be a sequence of (public_data33, outputs)");
    if (!seq) goto out;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(seq);
    size_t cnt = (size_t)(k ? k : 1);
    pds = PyList_New(k);
    outs = PyList_New(k);
    if (!pds || !outs) goto out;
    for (Py_ssize_t i = 0; i < k; i++) {
        PyObject *it = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyTuple_Check(it) || PyTuple_GET_SIZE(it) != 2) {
            PyErr_SetString(PyExc_TypeError, "a transaction is a (public_data33, outputs) tuple");
            goto out;
        }
        PyObject *x = PyTuple_GET_ITEM(it, 0), *y = PyTuple_GET_ITEM(it, 1);
        Py_INCREF(x);
        Py_INCREF(y);
        PyList_SET_ITEM(pds, i, x);
        PyList_SET_ITEM(outs, i, y);
    }
    txs = PyMem_Calloc(cnt, sizeof *txs);
    pd = PyMem_Malloc(cnt * sizeof *pd);
    po = PyMem_Malloc(cnt * sizeof *po);
    lo = PyMem_Malloc(cnt * sizeof *lo);
    n_found = PyMem_Calloc(cnt, sizeof *n_found);
    if (!txs || !pd || !po || !lo || !n_found) { PyErr_NoMemory(); goto out; }
    if (bufarr_take(&bp, pds, k, 33, "public_data", pd, NULL) < 0) goto out;
    if (bufarr_take(&bo, outs, k, -1, "outputs", po, lo) < 0) goto out;
    for (Py_ssize_t i = 0; i < k; i++) {
        if (lo[i] % 32) {
            raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: outputs must be 32-byte x-only keys");
            goto out;
        }
        txs[i].public_data33 = pd[i];
        txs[i].outputs32 = lo[i] ? po[i] : NULL;
        txs[i].n_outputs = lo[i] / 32;
        total += lo[i] / 32;
    }
    if (sp_labels(a[3], &labels, &n_labels) < 0) goto out;
    found = PyMem_Malloc((total ? total : 1) * sizeof *found);
    if (!found) { PyErr_NoMemory(); goto out; }
    int st;
    Py_BEGIN_ALLOW_THREADS
    st = ufsecp_sp_scan_batch(total ? found : NULL, total, n_found, sk, (const ufsecp_pubkey *)sp, k ? txs : NULL,
                              (size_t)k, labels, n_labels, NULL, NULL, (unsigned)threads);
    Py_END_ALLOW_THREADS
    if (st != UFSECP_OK) { raise_status(st); goto out; }
    res = PyList_New(k);
    if (!res) goto out;
    size_t off = 0;
    for (Py_ssize_t i = 0; i < k; i++) {
        PyObject *l = found_list(found + off, n_found[i]);
        if (!l) { Py_CLEAR(res); goto out; }
        PyList_SET_ITEM(res, i, l);
        off += txs[i].n_outputs;
    }
out:
    release(&s);
    bufarr_release(&bp);
    bufarr_release(&bo);
    Py_XDECREF(seq);
    Py_XDECREF(pds);
    Py_XDECREF(outs);
    PyMem_Free(txs);
    PyMem_Free(pd);
    PyMem_Free(po);
    PyMem_Free(lo);
    PyMem_Free(n_found);
    PyMem_Free(labels);
    if (found) { wipe_mem(found, (total ? total : 1) * sizeof *found); PyMem_Free(found); }
    return res;
}




/* ---- ElligatorSwift (BIP-324) and Taproot (BIP-341) keys ---------------------------------- */
/* ellswift_create(seckey, aux32|None) -> ell64 */
static PyObject *f_ellswift_create(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 2);
    unsigned char ell[64];
    TAKE(sk, 0, 32, "seckey");
    OPT(aux, 1, 32, "auxrnd32");
    NOGIL(ufsecp_ellswift_create(ell, sk, aux));
    CHECK();
    return B(ell, 64);
    FAIL();
}

/* ellswift_encode(pk64, rnd32) -> ell64 */
static PyObject *f_ellswift_encode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char ell[64];
    TAKE(pk, 0, 64, "pubkey object");
    TAKE(rnd, 1, 32, "rnd32");
    NOGIL(ufsecp_ellswift_encode(ell, (const ufsecp_pubkey *)pk, rnd));
    CHECK();
    return B(ell, 64);
    FAIL();
}

/* ellswift_decode(ell64) -> pk64 */
static PyObject *f_ellswift_decode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_pubkey pk;
    TAKE(ell, 0, 64, "ell64");
    NOGIL(ufsecp_ellswift_decode(&pk, ell));
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* ellswift_xdh_bip324(ell_a64, ell_b64, seckey, party) -> 32 bytes */
static PyObject *f_ellswift_xdh_bip324(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    unsigned char out[32];
    TAKE(ea, 0, 64, "ell_a64");
    TAKE(eb, 1, 64, "ell_b64");
    TAKE(sk, 2, 32, "seckey");
    long party = PyLong_AsLong(a[3]);
    if (party == -1 && PyErr_Occurred()) goto fail;
    if (party < INT_MIN || party > INT_MAX) party = -1;
    NOGIL(ufsecp_ellswift_xdh_bip324(out, ea, eb, sk, (int)party));
    CHECK();
    PyObject *r = B(out, 32);
    wipe_mem(out, 32);
    return r;
    FAIL();
}

/* taproot_output_key(internal32, merkle_root32|None) -> (x32, parity) */
static PyObject *f_taproot_output_key(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 2);
    unsigned char x[32];
    int parity = 0;
    TAKE(in, 0, 32, "internal32");
    OPT(mr, 1, 32, "merkle_root32");
    NOGIL(ufsecp_taproot_output_key(x, &parity, in, mr));
    CHECK();
    return Py_BuildValue("(y#i)", (const char *)x, (Py_ssize_t)32, parity);
    FAIL();
}

/* taproot_tweak_seckey(seckey, merkle_root32|None) -> bytearray(32) */
static PyObject *f_taproot_tweak_seckey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 2);
    unsigned char out[32];
    TAKE(sk, 0, 32, "seckey");
    OPT(mr, 1, 32, "merkle_root32");
    NOGIL(ufsecp_taproot_tweak_seckey(out, sk, mr));
    CHECK();
    PyObject *r = PyByteArray_FromStringAndSize((const char *)out, 32);
    wipe_mem(out, 32);
    return r;
    FAIL();
}


/* ---- addresses ---------------------------------------------------------------------------- */
static int small_u8(PyObject *o, unsigned char *out) {
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < 0 || v > 255) { PyErr_SetString(PyExc_ValueError, "a version byte is 0..255"); return -1; }
    *out = (unsigned char)v;
    return 0;
}

/* address_segwit(hrp, witver, prog) -> str */
static PyObject *f_address_segwit(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    char out[UFSECP_ADDRESS_MAX_SIZE + 1];
    size_t len = sizeof out;
    Py_ssize_t plen;
    const char *hrp = PyUnicode_AsUTF8(a[0]);
    if (!hrp) goto fail;
    long wv = PyLong_AsLong(a[1]);
    if (wv == -1 && PyErr_Occurred()) goto fail;
    if (wv < INT_MIN || wv > INT_MAX) wv = -1;
    const unsigned char *prog = take(&s, a[2], -1, "program", &plen);
    if (!prog) goto fail;
    st = ufsecp_segwit_address_encode(out, &len, hrp, (int)wv, prog, (size_t)plen);
    CHECK();
    return PyUnicode_FromStringAndSize(out, (Py_ssize_t)len);
    FAIL();
}

/* address_segwit_decode(hrp, addr) -> (witver, prog) */
static PyObject *f_address_segwit_decode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 2, 2, "address_segwit_decode") < 0) return NULL;
    const char *hrp = PyUnicode_AsUTF8(a[0]);
    const char *addr = hrp ? PyUnicode_AsUTF8(a[1]) : NULL;
    if (!addr) return NULL;
    unsigned char prog[UFSECP_WITNESS_PROGRAM_MAX_SIZE];
    size_t len = sizeof prog;
    int wv = 0;
    int st = ufsecp_segwit_address_decode(&wv, prog, &len, hrp, addr);
    if (st != UFSECP_OK) return raise_status(st);
    return Py_BuildValue("(iy#)", wv, (const char *)prog, (Py_ssize_t)len);
}

/* address_p2wpkh(hrp, pk64) / address_p2tr(hrp, x32) -> str */
static PyObject *f_address_key(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    char out[UFSECP_ADDRESS_MAX_SIZE + 1];
    size_t len = sizeof out;
    const char *hrp = PyUnicode_AsUTF8(a[0]);
    if (!hrp) goto fail;
    int tr = PyObject_IsTrue(a[2]);
    if (tr < 0) goto fail;
    TAKE(key, 1, tr ? 32 : 64, tr ? "xonly32" : "pubkey object");
    st = tr ? ufsecp_address_p2tr(out, &len, hrp, key) : ufsecp_address_p2wpkh(out, &len, hrp, (const ufsecp_pubkey *)key);
    CHECK();
    return PyUnicode_FromStringAndSize(out, (Py_ssize_t)len);
    FAIL();
}

/* address_to_script(addr, hrp, p2pkh_version, p2sh_version) -> bytes */
static PyObject *f_address_to_script(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 4, 4, "address_to_script") < 0) return NULL;
    const char *addr = PyUnicode_AsUTF8(a[0]);
    const char *hrp = addr ? PyUnicode_AsUTF8(a[1]) : NULL;
    unsigned char v1, v2;
    if (!hrp || small_u8(a[2], &v1) < 0 || small_u8(a[3], &v2) < 0) return NULL;
    unsigned char out[UFSECP_SCRIPT_PUBKEY_MAX_SIZE];
    size_t len = sizeof out;
    int st = ufsecp_address_to_script(out, &len, addr, hrp, v1, v2);
    if (st != UFSECP_OK) return raise_status(st);
    return B(out, (Py_ssize_t)len);
}

/* address_from_script(script, hrp, p2pkh_version, p2sh_version) -> str */
static PyObject *f_address_from_script(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    char out[UFSECP_ADDRESS_MAX_SIZE + 1];
    size_t len = sizeof out;
    Py_ssize_t slen;
    unsigned char v1, v2;
    const unsigned char *script = take(&s, a[0], -1, "script", &slen);
    if (!script) goto fail;
    const char *hrp = PyUnicode_AsUTF8(a[1]);
    if (!hrp || small_u8(a[2], &v1) < 0 || small_u8(a[3], &v2) < 0) goto fail;
    st = ufsecp_address_from_script(out, &len, script, (size_t)slen, hrp, v1, v2);
    CHECK();
    return PyUnicode_FromStringAndSize(out, (Py_ssize_t)len);
    FAIL();
}

/* ---- BIP-32 / BIP-39 ---------------------------------------------------------------------- */
/* Extended keys are written into the caller's bytearray (ExtendedKey wipes it). */
#define XK ((Py_ssize_t)sizeof(ufsecp_bip32_key))

/* bip32_master(out, seed) */
static PyObject *f_bip32_master(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    ufsecp_bip32_key k;
    Py_ssize_t len;
    unsigned char *out = take_w(&s, a[0], XK, "extended key");
    if (!out) goto fail;
    const unsigned char *seed = take(&s, a[1], -1, "seed", &len);
    if (!seed) goto fail;
    NOGIL(ufsecp_bip32_master(&k, seed, (size_t)len));
    if (st == UFSECP_OK) memcpy(out, &k, sizeof k);
    wipe_mem(&k, sizeof k);
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* bip32_derive(out, parent, index_or_path): an int index or a path string. */
static PyObject *f_bip32_derive(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    ufsecp_bip32_key k;
    unsigned char *out = take_w(&s, a[0], XK, "extended key");
    if (!out) goto fail;
    TAKE(par, 1, XK, "extended key");
    if (PyUnicode_Check(a[2])) {
        const char *path = PyUnicode_AsUTF8(a[2]);
        if (!path) goto fail;
        NOGIL(ufsecp_bip32_derive_path(&k, (const ufsecp_bip32_key *)par, path));
    } else {
        unsigned long idx = PyLong_AsUnsignedLong(a[2]);
        if (idx == (unsigned long)-1 && PyErr_Occurred()) goto fail;
        if (idx > 0xFFFFFFFFul) { PyErr_SetString(PyExc_OverflowError, "index must fit in 32 bits"); goto fail; }
        NOGIL(ufsecp_bip32_derive(&k, (const ufsecp_bip32_key *)par, (uint32_t)idx));
    }
    if (st == UFSECP_OK) memcpy(out, &k, sizeof k);
    wipe_mem(&k, sizeof k);
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* bip32_neuter(out, key) */
static PyObject *f_bip32_neuter(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    ufsecp_bip32_key k;
    unsigned char *out = take_w(&s, a[0], XK, "extended key");
    if (!out) goto fail;
    TAKE(key, 1, XK, "extended key");
    st = ufsecp_bip32_neuter(&k, (const ufsecp_bip32_key *)key);
    if (st == UFSECP_OK) memcpy(out, &k, sizeof k);
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* bip32_parse(out, text) -> version */
static PyObject *f_bip32_parse(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    ufsecp_bip32_key k;
    uint32_t version = 0;
    unsigned char *out = take_w(&s, a[0], XK, "extended key");
    if (!out) goto fail;
    const char *text = PyUnicode_AsUTF8(a[1]);
    if (!text) goto fail;
    st = ufsecp_bip32_parse(&k, &version, text);
    if (st == UFSECP_OK) memcpy(out, &k, sizeof k);
    wipe_mem(&k, sizeof k);
    CHECK();
    return PyLong_FromUnsignedLong(version);
    FAIL();
}

/* bip32_serialize(key, version) -> str */
static PyObject *f_bip32_serialize(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    char out[UFSECP_BIP32_SERIALIZED_SIZE];
    size_t len = sizeof out;
    TAKE(key, 0, XK, "extended key");
    unsigned long v = PyLong_AsUnsignedLong(a[1]);
    if (v == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    st = ufsecp_bip32_serialize(out, &len, (const ufsecp_bip32_key *)key, (uint32_t)v);
    CHECK();
    PyObject *r = PyUnicode_FromStringAndSize(out, (Py_ssize_t)len);
    wipe_mem(out, sizeof out);
    return r;
    FAIL();
}

/* bip32_seckey(key) -> 32 bytes (the caller wraps it in a SecretKey); bip32_pubkey -> pk64 */
static PyObject *f_bip32_seckey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    unsigned char sk[32];
    TAKE(key, 0, XK, "extended key");
    st = ufsecp_bip32_seckey(sk, (const ufsecp_bip32_key *)key);
    CHECK();
    PyObject *r = PyByteArray_FromStringAndSize((const char *)sk, 32);
    wipe_mem(sk, 32);
    return r;
    FAIL();
}

static PyObject *f_bip32_pubkey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_pubkey pk;
    TAKE(key, 0, XK, "extended key");
    st = ufsecp_bip32_pubkey(&pk, (const ufsecp_bip32_key *)key);
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* bip39_from_entropy(entropy) -> str */
static PyObject *f_bip39_from_entropy(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    char out[UFSECP_BIP39_ENGLISH_MAX + 8];
    size_t len = sizeof out;
    Py_ssize_t elen;
    const unsigned char *e = take(&s, a[0], -1, "entropy", &elen);
    if (!e) goto fail;
    st = ufsecp_bip39_mnemonic_from_entropy(out, &len, e, (size_t)elen);
    CHECK();
    PyObject *r = PyUnicode_FromStringAndSize(out, (Py_ssize_t)len);
    wipe_mem(out, sizeof out);
    return r;
    FAIL();
}

/* bip39_to_entropy(mnemonic str) -> bytes */
static PyObject *f_bip39_to_entropy(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "bip39_to_entropy") < 0) return NULL;
    const char *text = PyUnicode_AsUTF8(a[0]);
    if (!text) return NULL;
    unsigned char out[32];
    size_t len = sizeof out;
    int st = ufsecp_bip39_mnemonic_to_entropy(out, &len, text);
    if (st != UFSECP_OK) return raise_status(st);
    PyObject *r = B(out, (Py_ssize_t)len);
    wipe_mem(out, sizeof out);
    return r;
}

/* bip39_to_seed(mnemonic str, passphrase str) -> 64 bytes (PBKDF2, GIL released) */
static PyObject *f_bip39_to_seed(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 2, 2, "bip39_to_seed") < 0) return NULL;
    const char *mn = PyUnicode_AsUTF8(a[0]);
    if (!mn) return NULL;
    const char *pw = PyUnicode_AsUTF8(a[1]);
    if (!pw) return NULL;
    unsigned char seed[64];
    int st;
    /* the str objects (and their UTF-8 buffers) stay alive: the caller holds them */
    Py_BEGIN_ALLOW_THREADS
    st = ufsecp_bip39_mnemonic_to_seed(seed, mn, pw);
    Py_END_ALLOW_THREADS
    if (st != UFSECP_OK) return raise_status(st);
    PyObject *r = PyByteArray_FromStringAndSize((const char *)seed, 64);
    wipe_mem(seed, 64);
    return r;
}

/* ---- MuSig2 (BIP-327) -------------------------------------------------------------------- */
/* Copies a sequence of fixed-size objects into a new array (PyMem) plus an array of pointers
 * to them. Returns the count, or -1 with an exception. */
static Py_ssize_t objs_take(PyObject *seqin, size_t size, const char *name, unsigned char **mem,
                            const unsigned char ***ptrs) {
    *mem = NULL;
    *ptrs = NULL;
    PyObject *seq = PySequence_Fast(seqin, "expected a sequence");
    if (!seq) return -1;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(seq);
    *mem = PyMem_Malloc(size * (size_t)(k ? k : 1));
    *ptrs = PyMem_Malloc(sizeof(void *) * (size_t)(k ? k : 1));
    if (!*mem || !*ptrs) { PyErr_NoMemory(); goto bad; }
    for (Py_ssize_t i = 0; i < k; i++) {
        bufs s; s.n = 0;
        const unsigned char *p = take(&s, PySequence_Fast_GET_ITEM(seq, i), (Py_ssize_t)size, name, NULL);
        if (!p) { release(&s); goto bad; }
        memcpy(*mem + (size_t)i * size, p, size);
        (*ptrs)[i] = *mem + (size_t)i * size;
        release(&s);
    }
    Py_DECREF(seq);
    return k;
bad:
    Py_DECREF(seq);
    PyMem_Free(*mem);
    PyMem_Free((void *)*ptrs);
    *mem = NULL;
    *ptrs = NULL;
    return -1;
}

/* musig_key_sort(list of pk64) -> list of indices (the sorted order) */
static PyObject *f_musig_key_sort(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "musig_key_sort") < 0) return NULL;
    unsigned char *mem;
    const unsigned char **ptrs;
    Py_ssize_t k = objs_take(a[0], 64, "pubkey object", &mem, &ptrs);
    if (k < 0) return NULL;
    PyObject *res = NULL;
    int st = ufsecp_musig_pubkey_sort((const ufsecp_pubkey **)ptrs, (size_t)k);
    if (st != UFSECP_OK) raise_status(st);
    else if ((res = PyList_New(k))) {
        for (Py_ssize_t i = 0; i < k; i++) {
            PyObject *v = PyLong_FromSsize_t((Py_ssize_t)((size_t)(ptrs[i] - mem) / 64));
            if (!v) { Py_CLEAR(res); break; }
            PyList_SET_ITEM(res, i, v);
        }
    }
    PyMem_Free(mem);
    PyMem_Free((void *)ptrs);
    return res;
}

/* musig_key_agg(list of pk64) -> (agg_x32, cache) */
static PyObject *f_musig_key_agg(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "musig_key_agg") < 0) return NULL;
    unsigned char *mem;
    const unsigned char **ptrs;
    Py_ssize_t k = objs_take(a[0], 64, "pubkey object", &mem, &ptrs);
    if (k < 0) return NULL;
    unsigned char x[32];
    ufsecp_musig_keyagg_cache cache;
    int st;
    Py_BEGIN_ALLOW_THREADS
    st = ufsecp_musig_pubkey_agg(x, &cache, (const ufsecp_pubkey *const *)ptrs, (size_t)k);
    Py_END_ALLOW_THREADS
    PyMem_Free(mem);
    PyMem_Free((void *)ptrs);
    if (st != UFSECP_OK) return raise_status(st);
    return Py_BuildValue("(y#y#)", (const char *)x, (Py_ssize_t)32, (const char *)cache.data,
                         (Py_ssize_t)sizeof cache.data);
}

/* musig_pubkey_get(cache) -> pk64 */
static PyObject *f_musig_pubkey_get(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_pubkey pk;
    TAKE(c, 0, (Py_ssize_t)sizeof(ufsecp_musig_keyagg_cache), "keyagg cache");
    st = ufsecp_musig_pubkey_get(&pk, (const ufsecp_musig_keyagg_cache *)c);
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* musig_tweak(cache, tweak32, xonly) -> (new cache, pk64) */
static PyObject *f_musig_tweak(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    ufsecp_musig_keyagg_cache cache;
    ufsecp_pubkey pk;
    TAKE(c, 0, (Py_ssize_t)sizeof cache, "keyagg cache");
    TAKE(t, 1, 32, "tweak32");
    int x = PyObject_IsTrue(a[2]);
    if (x < 0) goto fail;
    memcpy(cache.data, c, sizeof cache);
    st = x ? ufsecp_musig_pubkey_xonly_tweak_add(&pk, &cache, t) : ufsecp_musig_pubkey_ec_tweak_add(&pk, &cache, t);
    CHECK();
    return Py_BuildValue("(y#y#)", (const char *)cache.data, (Py_ssize_t)sizeof cache.data, (const char *)pk.data,
                         (Py_ssize_t)64);
    FAIL();
}

/* musig_nonce_gen(secnonce_out bytearray, secrand bytearray32 (zeroed on success),
 *                 seckey|None, pk64, msg|None, aggpk32|None, extra|None) -> pubnonce66 */
static PyObject *f_musig_nonce_gen(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(7, 7);
    ufsecp_musig_secnonce sec;
    ufsecp_musig_pubnonce pub;
    unsigned char out66[66];
    Py_ssize_t mlen = 0, elen = 0;
    unsigned char *secout = take_w(&s, a[0], (Py_ssize_t)sizeof sec, "secnonce");
    if (!secout) goto fail;
    unsigned char *rnd = take_w(&s, a[1], 32, "session_secrand32");
    if (!rnd) goto fail;
    OPT(sk, 2, 32, "seckey");
    TAKE(pk, 3, 64, "pubkey object");
    const unsigned char *msg = NULL, *extra = NULL;
    if (a[4] != Py_None && !(msg = take(&s, a[4], -1, "msg", &mlen))) goto fail;
    OPT(agg, 5, 32, "aggpk32");
    if (a[6] != Py_None && !(extra = take(&s, a[6], -1, "extra_in", &elen))) goto fail;
    NOGIL(ufsecp_musig_nonce_gen(&sec, &pub, rnd, sk, (const ufsecp_pubkey *)pk, msg, (size_t)mlen, agg,
                                 elen ? extra : (extra ? (const unsigned char *)"" : NULL), (size_t)elen));
    if (st == UFSECP_OK) st = ufsecp_musig_pubnonce_serialize(out66, &pub);
    if (st == UFSECP_OK) memcpy(secout, sec.data, sizeof sec);
    wipe_mem(&sec, sizeof sec);
    CHECK();
    return B(out66, 66);
    FAIL();
}

/* musig_secnonce_import(out bytearray, in97) */
static PyObject *f_musig_secnonce_import(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    ufsecp_musig_secnonce sec;
    unsigned char *secout = take_w(&s, a[0], (Py_ssize_t)sizeof sec, "secnonce");
    if (!secout) goto fail;
    TAKE(in, 1, 97, "secnonce97");
    st = ufsecp_musig_secnonce_import(&sec, in);
    if (st == UFSECP_OK) memcpy(secout, sec.data, sizeof sec);
    wipe_mem(&sec, sizeof sec);
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* musig_nonce_agg(list of pubnonce66) -> aggnonce66 */
static PyObject *f_musig_nonce_agg(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "musig_nonce_agg") < 0) return NULL;
    unsigned char *mem;
    const unsigned char **ptrs;
    Py_ssize_t k = objs_take(a[0], 66, "pubnonce66", &mem, &ptrs);
    if (k < 0) return NULL;
    ufsecp_musig_pubnonce *objs = PyMem_Malloc(sizeof *objs * (size_t)(k ? k : 1));
    const ufsecp_musig_pubnonce **op = PyMem_Malloc(sizeof *op * (size_t)(k ? k : 1));
    int st = UFSECP_OK;
    PyObject *res = NULL;
    if (!objs || !op) { PyErr_NoMemory(); goto out; }
    for (Py_ssize_t i = 0; i < k && st == UFSECP_OK; i++) {
        st = ufsecp_musig_pubnonce_parse(&objs[i], ptrs[i]);
        op[i] = &objs[i];
    }
    ufsecp_musig_aggnonce agg;
    unsigned char out66[66];
    if (st == UFSECP_OK) st = ufsecp_musig_nonce_agg(&agg, op, (size_t)k);
    if (st == UFSECP_OK) st = ufsecp_musig_aggnonce_serialize(out66, &agg);
    if (st != UFSECP_OK) raise_status(st);
    else res = B(out66, 66);
out:
    PyMem_Free(objs);
    PyMem_Free((void *)op);
    PyMem_Free(mem);
    PyMem_Free((void *)ptrs);
    return res;
}

/* musig_nonce_process(aggnonce66, msg, cache, adaptor pk64|None) -> session */
static PyObject *f_musig_nonce_process(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    ufsecp_musig_aggnonce agg;
    ufsecp_musig_session sess;
    Py_ssize_t mlen;
    TAKE(an, 0, 66, "aggnonce66");
    const unsigned char *msg = take(&s, a[1], -1, "msg", &mlen);
    if (!msg) goto fail;
    TAKE(c, 2, (Py_ssize_t)sizeof(ufsecp_musig_keyagg_cache), "keyagg cache");
    OPT(ad, 3, 64, "adaptor pubkey object");
    st = ufsecp_musig_aggnonce_parse(&agg, an);
    if (st == UFSECP_OK) {
        NOGIL(ufsecp_musig_nonce_process(&sess, &agg, msg, (size_t)mlen, (const ufsecp_musig_keyagg_cache *)c,
                                         (const ufsecp_pubkey *)ad));
    }
    CHECK();
    return B(sess.data, sizeof sess.data);
    FAIL();
}

/* musig_partial_sign(secnonce bytearray (cleared), keypair96, cache, session) -> psig32 */
static PyObject *f_musig_partial_sign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    ufsecp_musig_partial_sig ps;
    unsigned char out[32];
    unsigned char *sec = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_musig_secnonce), "secnonce");
    if (!sec) goto fail;
    TAKE(kp, 1, 96, "keypair");
    TAKE(c, 2, (Py_ssize_t)sizeof(ufsecp_musig_keyagg_cache), "keyagg cache");
    TAKE(se, 3, (Py_ssize_t)sizeof(ufsecp_musig_session), "session");
    NOGIL(ufsecp_musig_partial_sign(&ps, (ufsecp_musig_secnonce *)sec, (const ufsecp_keypair *)kp,
                                    (const ufsecp_musig_keyagg_cache *)c, (const ufsecp_musig_session *)se));
    if (st == UFSECP_OK) st = ufsecp_musig_partial_sig_serialize(out, &ps);
    CHECK();
    return B(out, 32);
    FAIL();
}

/* musig_partial_verify(psig32, pubnonce66, pk64, cache, session) -> bool */
static PyObject *f_musig_partial_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(5, 5);
    ufsecp_musig_partial_sig ps;
    ufsecp_musig_pubnonce pn;
    TAKE(p, 0, 32, "partial_sig32");
    TAKE(no, 1, 66, "pubnonce66");
    TAKE(pk, 2, 64, "pubkey object");
    TAKE(c, 3, (Py_ssize_t)sizeof(ufsecp_musig_keyagg_cache), "keyagg cache");
    TAKE(se, 4, (Py_ssize_t)sizeof(ufsecp_musig_session), "session");
    st = ufsecp_musig_partial_sig_parse(&ps, p);
    if (st == UFSECP_OK) st = ufsecp_musig_pubnonce_parse(&pn, no);
    if (st == UFSECP_OK) {
        NOGIL(ufsecp_musig_partial_sig_verify(&ps, &pn, (const ufsecp_pubkey *)pk,
                                              (const ufsecp_musig_keyagg_cache *)c, (const ufsecp_musig_session *)se));
    }
    release(&s);
    if (st == UFSECP_OK) Py_RETURN_TRUE;
    if (st == UFSECP_ERR_VERIFY_FAILED) Py_RETURN_FALSE;
    return raise_status(st);
    FAIL();
}

/* musig_partial_agg(session, list of psig32) -> sig64 */
static PyObject *f_musig_partial_agg(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 2, 2, "musig_partial_agg") < 0) return NULL;
    bufs s; s.n = 0;
    const unsigned char *se = take(&s, a[0], (Py_ssize_t)sizeof(ufsecp_musig_session), "session", NULL);
    if (!se) { release(&s); return NULL; }
    unsigned char *mem;
    const unsigned char **ptrs;
    Py_ssize_t k = objs_take(a[1], 32, "partial_sig32", &mem, &ptrs);
    if (k < 0) { release(&s); return NULL; }
    ufsecp_musig_partial_sig *objs = PyMem_Malloc(sizeof *objs * (size_t)(k ? k : 1));
    const ufsecp_musig_partial_sig **op = PyMem_Malloc(sizeof *op * (size_t)(k ? k : 1));
    int st = UFSECP_OK;
    PyObject *res = NULL;
    unsigned char sig[64];
    if (!objs || !op) { PyErr_NoMemory(); goto out; }
    for (Py_ssize_t i = 0; i < k && st == UFSECP_OK; i++) {
        st = ufsecp_musig_partial_sig_parse(&objs[i], ptrs[i]);
        op[i] = &objs[i];
    }
    if (st == UFSECP_OK) st = ufsecp_musig_partial_sig_agg(sig, (const ufsecp_musig_session *)se, op, (size_t)k);
    if (st != UFSECP_OK) raise_status(st);
    else res = B(sig, 64);
out:
    release(&s);
    PyMem_Free(objs);
    PyMem_Free((void *)op);
    PyMem_Free(mem);
    PyMem_Free((void *)ptrs);
    return res;
}

/* ---- misc ----------------------------------------------------------------------------- */
/* wipe(bytearray): zeroes a writable buffer with writes the compiler keeps. */
static PyObject *f_wipe(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "wipe") < 0) return NULL;
    Py_buffer b;
    if (PyObject_GetBuffer(a[0], &b, PyBUF_WRITABLE) < 0) return NULL;
    wipe_mem(b.buf, (size_t)b.len);
    PyBuffer_Release(&b);
    Py_RETURN_NONE;
}

/* _init(map, default): the exception classes (set once by ufsecp/__init__.py). */
static PyObject *f_init(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 2, 2, "_init") < 0) return NULL;
    if (!PyDict_Check(a[0])) { PyErr_SetString(PyExc_TypeError, "map must be a dict"); return NULL; }
    Py_INCREF(a[0]);
    Py_INCREF(a[1]);
    Py_XSETREF(g_err_map, a[0]);
    Py_XSETREF(g_err_default, a[1]);
    Py_RETURN_NONE;
}

static PyObject *f_status_string(PyObject *Py_UNUSED(m), PyObject *arg) {
    long v = PyLong_AsLong(arg);
    if (v == -1 && PyErr_Occurred()) return NULL;
    return PyUnicode_FromString(ufsecp_status_string((int)v));
}

/* _c_loop(op, iters, cpu=True) -> seconds (thread CPU time, or wall time): the C function alone, in a loop, for the benchmark's
 * "overhead over C" column (same process, same inputs as the Python rows).
 * ops: 0 pubkey_create, 1 ecdsa_sign, 2 ecdsa_verify, 3 schnorr_sign, 4 schnorr_verify,
 *      5 ecdh (with pubkey parse, like the Python row), 6 seckey_verify. Schnorr verify uses a
 *      parsed x-only key, as XOnlyPublicKey.verify_schnorr does. */
#include <time.h>
static int g_cpu_clock = 1; /* _c_loop's clock: 1 thread CPU time, 0 monotonic wall time */
static double now_s(void) {
    struct timespec ts;
    clock_gettime(g_cpu_clock ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
static PyObject *f_c_loop(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 2, 3, "_c_loop") < 0) return NULL;
    long op = PyLong_AsLong(a[0]);
    long iters = PyLong_AsLong(a[1]);
    if (PyErr_Occurred()) return NULL;
    g_cpu_clock = n > 2 ? PyObject_IsTrue(a[2]) : 1;
    if (g_cpu_clock < 0) return NULL;
    unsigned char sk[32], msg[32], sig[64], ssig[64], x[32], out[32], ser[33];
    ufsecp_pubkey pk;
    ufsecp_keypair kp;
    ufsecp_xonly_pubkey xp;
    size_t sl = 33;
    for (int i = 0; i < 32; i++) { sk[i] = (unsigned char)(i + 1); msg[i] = (unsigned char)(0xA0 ^ i); }
    int st = ufsecp_pubkey_create(&pk, sk);
    if (!st) st = ufsecp_pubkey_serialize(ser, &sl, &pk, 1);
    if (!st) st = ufsecp_keypair_create(&kp, sk);
    if (!st) st = ufsecp_keypair_xonly_pubkey(x, NULL, &kp);
    if (!st) st = ufsecp_xonly_pubkey_parse(&xp, x);
    if (!st) st = ufsecp_ecdsa_sign(sig, msg, sk, NULL);
    if (!st) st = ufsecp_schnorr_sign(ssig, msg, 32, &kp, NULL);
    if (st) return raise_status(st);
    int acc = 0;
    double t0 = now_s();
    Py_BEGIN_ALLOW_THREADS
    for (long i = 0; i < iters; i++) {
        switch (op) {
        case 0: acc |= ufsecp_pubkey_create(&pk, sk); acc |= ufsecp_pubkey_serialize(ser, &sl, &pk, 1); break;
        case 1: acc |= ufsecp_ecdsa_sign(sig, msg, sk, NULL); break;
        case 2: acc |= ufsecp_ecdsa_verify(sig, msg, &pk); break;
        case 3: acc |= ufsecp_schnorr_sign(ssig, msg, 32, &kp, NULL); break;
        case 4: acc |= ufsecp_schnorr_verify_xonly(ssig, msg, 32, &xp); break; /* as XOnlyPublicKey does */
        case 5: {
            ufsecp_pubkey q;
            acc |= ufsecp_pubkey_parse(&q, ser, 33);
            acc |= ufsecp_ecdh(out, &q, sk);
            break;
        }
        default: acc |= ufsecp_seckey_verify(sk); break;
        }
    }
    Py_END_ALLOW_THREADS
    double t = now_s() - t0;
    wipe_mem(&kp, sizeof kp);
    if (acc) return raise_status(UFSECP_ERR_BAD_ARG);
    return PyFloat_FromDouble(t);
}

#define F(name, doc) {#name, (PyCFunction)(void (*)(void))f_##name, METH_FASTCALL, doc}
static PyMethodDef methods[] = {
    F(seckey_verify, "seckey_verify(seckey32) -> None; raises on an invalid key"),
    F(seckey_op, "seckey_op(seckey32, tweak32|None, op) -> bytes: op 0 negate, 1 tweak_add, 2 tweak_mul"),
    F(pubkey_create, "pubkey_create(seckey32) -> internal 64-byte public key"),
    F(pubkey_parse, "pubkey_parse(sec1) -> internal 64-byte public key"),
    F(pubkey_serialize, "pubkey_serialize(pk64, compressed) -> SEC1 bytes"),
    F(pubkey_op, "pubkey_op(pk64, tweak32|None, op) -> pk64: op 0 negate, 1 tweak_add, 2 tweak_mul"),
    F(pubkey_combine, "pubkey_combine(list of pk64) -> pk64"),
    F(xonly_from_pubkey, "xonly_from_pubkey(pk64) -> (x32, parity)"),
    F(xonly_parse, "xonly_parse(x32) -> parsed 64-byte x-only key"),
    F(xonly_tweak_add_check, "xonly_tweak_add_check(tweaked32, parity, internal32, tweak32) -> bool"),
    F(keypair_create, "keypair_create(out_bytearray96, seckey32) -> (x32, parity)"),
    F(ecdsa_sign, "ecdsa_sign(msg32, seckey32, extra32=None) -> sig64"),
    F(ecdsa_verify, "ecdsa_verify(sig64, msg32, pk64) -> bool"),
    F(ecdsa_sign_recoverable, "ecdsa_sign_recoverable(msg32, seckey32, extra32=None) -> (sig64, recid)"),
    F(ecdsa_recover, "ecdsa_recover(sig64, recid, msg32) -> pk64"),
    F(ecdsa_normalize, "ecdsa_normalize(sig64) -> (sig64, was_high)"),
    F(der_parse, "der_parse(der, lax) -> sig64"),
    F(der_serialize, "der_serialize(sig64) -> DER bytes"),
    F(schnorr_sign, "schnorr_sign(msg, keypair96, aux32=None) -> sig64"),
    F(schnorr_verify, "schnorr_verify(sig64, msg, key, parsed) -> bool"),
    F(ecdh, "ecdh(pk64, seckey32, raw_x) -> 32 bytes"),
    F(verify_batch, "verify_batch(kind, sigs, msgs, keys, threads) -> bytes of 0/1"),
    F(sp_create_label, "sp_create_label(scan_seckey32, m) -> (point33, tweak32)"),
    F(sp_labeled_spend_pubkey, "sp_labeled_spend_pubkey(spend64, point33) -> pk64"),
    F(sp_smallest_outpoint, "sp_smallest_outpoint(outpoints_concat) -> 36 bytes"),
    F(sp_public_data, "sp_public_data(smallest36, xonly_concat, plain_concat) -> 33 bytes"),
    F(sp_create_outputs, "sp_create_outputs(recipients_concat, smallest36, tr_concat, plain_concat) -> n*32 bytes"),
    F(sp_address_encode, "sp_address_encode(scan64, spend64, testnet) -> str"),
    F(sp_address_decode, "sp_address_decode(addr) -> (scan64, spend64, testnet, version)"),
    F(sp_scan_batch, "sp_scan_batch(scan_seckey32, spend64, txs, labels, threads) -> list of lists"),
    F(ellswift_create, "ellswift_create(seckey32, aux32=None) -> ell64"),
    F(ellswift_encode, "ellswift_encode(pk64, rnd32) -> ell64"),
    F(ellswift_decode, "ellswift_decode(ell64) -> pk64"),
    F(ellswift_xdh_bip324, "ellswift_xdh_bip324(ell_a64, ell_b64, seckey32, party) -> 32 bytes"),
    F(taproot_output_key, "taproot_output_key(internal32, merkle_root32=None) -> (x32, parity)"),
    F(taproot_tweak_seckey, "taproot_tweak_seckey(seckey32, merkle_root32=None) -> bytearray(32)"),
    F(address_segwit, "address_segwit(hrp, witver, program) -> str"),
    F(address_segwit_decode, "address_segwit_decode(hrp, addr) -> (witver, program)"),
    F(address_key, "address_key(hrp, key, taproot) -> P2TR (x32) or P2WPKH (pk64) address"),
    F(address_to_script, "address_to_script(addr, hrp, p2pkh_version, p2sh_version) -> scriptPubKey"),
    F(address_from_script, "address_from_script(script, hrp, p2pkh_version, p2sh_version) -> str"),
    F(bip32_master, "bip32_master(out_bytearray, seed) -> None"),
    F(bip32_derive, "bip32_derive(out_bytearray, parent, index or path str) -> None"),
    F(bip32_neuter, "bip32_neuter(out_bytearray, key) -> None"),
    F(bip32_parse, "bip32_parse(out_bytearray, text) -> version"),
    F(bip32_serialize, "bip32_serialize(key, version) -> str"),
    F(bip32_seckey, "bip32_seckey(key) -> bytearray(32)"),
    F(bip32_pubkey, "bip32_pubkey(key) -> pk64"),
    F(bip39_from_entropy, "bip39_from_entropy(entropy) -> English mnemonic"),
    F(bip39_to_entropy, "bip39_to_entropy(mnemonic) -> entropy"),
    F(bip39_to_seed, "bip39_to_seed(mnemonic, passphrase) -> bytearray(64)"),
    F(musig_key_sort, "musig_key_sort(list of pk64) -> sorted order (indices)"),
    F(musig_key_agg, "musig_key_agg(list of pk64) -> (agg_x32, keyagg cache)"),
    F(musig_pubkey_get, "musig_pubkey_get(cache) -> pk64"),
    F(musig_tweak, "musig_tweak(cache, tweak32, xonly) -> (cache, pk64)"),
    F(musig_nonce_gen, "musig_nonce_gen(secnonce_out, secrand32, seckey, pk64, msg, aggpk32, extra) -> pubnonce66"),
    F(musig_secnonce_import, "musig_secnonce_import(secnonce_out, in97) -> None"),
    F(musig_nonce_agg, "musig_nonce_agg(list of pubnonce66) -> aggnonce66"),
    F(musig_nonce_process, "musig_nonce_process(aggnonce66, msg, cache, adaptor64|None) -> session"),
    F(musig_partial_sign, "musig_partial_sign(secnonce, keypair96, cache, session) -> partial_sig32"),
    F(musig_partial_verify, "musig_partial_verify(psig32, pubnonce66, pk64, cache, session) -> bool"),
    F(musig_partial_agg, "musig_partial_agg(session, list of psig32) -> sig64"),
    F(wipe, "wipe(bytearray) -> None: zeroes the buffer"),
    F(init, "_init(status->class dict, default class)"),
    F(c_loop, "_c_loop(op, iters, cpu=True) -> seconds spent in the C calls alone"),
    {"status_string", (PyCFunction)f_status_string, METH_O, "status_string(code) -> name"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef moddef = {PyModuleDef_HEAD_INIT, "_ufsecp", "ufsecp C ABI (low level; use ufsecp)", -1,
                                    methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__ufsecp(void) {
    /* The method table names the functions with the f_ prefix stripped by F(): rename
     * "init" and "c_loop" to their private names. */
    for (PyMethodDef *d = methods; d->ml_name; d++) {
        if (strcmp(d->ml_name, "init") == 0) d->ml_name = "_init";
        else if (strcmp(d->ml_name, "c_loop") == 0) d->ml_name = "_c_loop";
    }
    PyObject *mod = PyModule_Create(&moddef);
    if (!mod) return NULL;
    static const struct { const char *name; unsigned long v; } u32s[] = {
        {"BIP32_KEY_SIZE", sizeof(ufsecp_bip32_key)}, {"BIP32_XPRV", UFSECP_BIP32_XPRV},
        {"BIP32_XPUB", UFSECP_BIP32_XPUB},           {"BIP32_TPRV", UFSECP_BIP32_TPRV},
        {"BIP32_TPUB", UFSECP_BIP32_TPUB},           {"BIP32_HARDENED", UFSECP_BIP32_HARDENED}};
    for (size_t i = 0; i < sizeof u32s / sizeof u32s[0]; i++) {
        PyObject *v = PyLong_FromUnsignedLong(u32s[i].v); /* > LONG_MAX on 32-bit: no AddIntConstant */
        if (!v || PyModule_AddObject(mod, u32s[i].name, v) < 0) {
            Py_XDECREF(v);
            Py_DECREF(mod);
            return NULL;
        }
    }
    if (PyModule_AddIntConstant(mod, "MUSIG_SECNONCE_SIZE", (long)sizeof(ufsecp_musig_secnonce)) < 0) {
        Py_DECREF(mod);
        return NULL;
    }
    if (PyModule_AddStringConstant(mod, "C_VERSION", ufsecp_version()) < 0) { Py_DECREF(mod); return NULL; }
    return mod;
}
