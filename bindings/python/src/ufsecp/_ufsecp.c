/*
 * ufsecp._ufsecp — the CPython C-API extension over the ufsecp C ABI.
 *
 * Files: this one (errors, keys, ECDSA, Schnorr, ECDH, batch verification, the method table
 * and module init), _ufsecp_sp.c (silent payments), _ufsecp_wallet.c (ElligatorSwift,
 * Taproot keys, addresses, BIP-32/39), _ufsecp_musig.c (MuSig2); _ufsecp.h: shared helpers.
 * The protocol layers of issue 18: _ufsecp_frost.c (FROST), _ufsecp_adaptor.c (adaptor
 * signatures, DLEQ, precomputed keys), _ufsecp_bip324.c (BIP-324 cipher), _ufsecp_more.c (the
 * rest of the ABI); their helpers in _ufsecp_proto.h.
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
 * and parsing, tweaks, batch verification, MuSig2 key aggregation and nonces, BIP-32
 * derivation, BIP-39 seeds, silent-payment scanning, FROST); kept for the cheap ones (encodings,
 * scalar arithmetic), where releasing it would cost more than the call, and for every call that
 * consumes a secret nonce (MuSig2, FROST and BIP-445 signing): released, two threads signing
 * with one nonce object could both read it before either clears it. The input buffers stay exported
 * (PyObject_GetBuffer) while the GIL is released, so a bytearray cannot be resized under us.
 *
 * Secrets: secret keys may be passed as bytearray (SecretKey does) so that Python can wipe
 * them; C-side copies of secrets (keypairs, stack buffers) are wiped with wipe_mem().
 */
#include "_ufsecp.h"

#include <time.h>

/* Protocol layers in their own files (issue 18): FROST, adaptor signatures / DLEQ / precomputed
 * keys, BIP-324 (_ufsecp_proto.h). Each adds its methods and constants to the module. */
int ufsecp_py_add_frost(PyObject *mod);
int ufsecp_py_add_adaptor(PyObject *mod);
int ufsecp_py_add_bip324(PyObject *mod);
int ufsecp_py_add_more(PyObject *mod);

/* ---- errors ----------------------------------------------------------------------------- */
static PyObject *g_err_map;     /* dict: status int -> exception class */
static PyObject *g_err_default; /* ufsecp.Error */

PyObject *ufsecp_py_raise_msg(int st, const char *msg) {
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
    /* _ufsecp_chain.c: flat-buffer entry points of ufsecp.chain */
    F(chain_public_data, "chain_public_data(n, valid, types_off, types, op_off, ops, key_off, key_boff, keys) -> (codes, tweaks)"),
    F(chain_sp_scan, "chain_sp_scan(n, codes, tweaks, out_off, outs, scan_sks, spends, labels, label_off, threads) -> columns"),
    F(chain_verify, "chain_verify(n, valid, kinds, msg_off, msgs, sig_off, sigs, key_off, keys, threads) -> codes"),
    F(chain_verify_each, "chain_verify_each(same as chain_verify) -> codes, one verify call per row"),
    F(chain_pool, "chain_pool(seckeys) -> (xonly32s, parities, compressed33s)"),
    F(chain_sign, "chain_sign(kinds, key_idx_u32, pool_seckeys, msgs32) -> sigs64"),
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
    if (ufsecp_py_add_frost(mod) < 0 || ufsecp_py_add_adaptor(mod) < 0 || ufsecp_py_add_bip324(mod) < 0 ||
        ufsecp_py_add_more(mod) < 0) {
        Py_DECREF(mod);
        return NULL;
    }
    return mod;
}
