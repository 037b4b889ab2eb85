/*
 * ufsecp._ufsecp — BIP-327 MuSig2: key sort and aggregation with tweaks, nonces, sessions, partial signatures.
 * Conventions: _ufsecp.c.
 */
#include "_ufsecp.h"

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
PyObject *f_musig_key_sort(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_musig_key_agg(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_musig_pubkey_get(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_pubkey pk;
    TAKE(c, 0, (Py_ssize_t)sizeof(ufsecp_musig_keyagg_cache), "keyagg cache");
    st = ufsecp_musig_pubkey_get(&pk, (const ufsecp_musig_keyagg_cache *)c);
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* musig_tweak(cache, tweak32, xonly) -> (new cache, pk64) */
PyObject *f_musig_tweak(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_musig_nonce_gen(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_musig_secnonce_import(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_musig_nonce_agg(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_musig_nonce_process(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_musig_partial_sign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    ufsecp_musig_partial_sig ps;
    unsigned char out[32];
    unsigned char *sec = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_musig_secnonce), "secnonce");
    if (!sec) goto fail;
    TAKE(kp, 1, 96, "keypair");
    TAKE(c, 2, (Py_ssize_t)sizeof(ufsecp_musig_keyagg_cache), "keyagg cache");
    TAKE(se, 3, (Py_ssize_t)sizeof(ufsecp_musig_session), "session");
    /* The GIL stays held: the call consumes the secnonce; released, two threads signing with
     * one SecretNonce at once could both read it before either clears it (nonce reuse leaks
     * the key). Signing is scalar arithmetic only (microseconds at most). */
    st = ufsecp_musig_partial_sign(&ps, (ufsecp_musig_secnonce *)sec, (const ufsecp_keypair *)kp,
                                   (const ufsecp_musig_keyagg_cache *)c, (const ufsecp_musig_session *)se);
    if (st == UFSECP_OK) st = ufsecp_musig_partial_sig_serialize(out, &ps);
    CHECK();
    return B(out, 32);
    FAIL();
}

/* musig_partial_verify(psig32, pubnonce66, pk64, cache, session) -> bool */
PyObject *f_musig_partial_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_musig_partial_agg(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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

