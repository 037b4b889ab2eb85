/*
 * ufsecp._ufsecp — the rest of the C ABI not reached by the other files (issue 18: every
 * protocol layer from Python): Taproot script trees, control blocks and the BIP-341 signature
 * hash (ufsecp_taproot.h); x-only tweaks (ufsecp.h); MuSig2 counter nonces, self-verified and
 * deterministic signing, batch partial-signature checks (ufsecp_musig.h); BIP-32 paths, raw
 * indices, public-key roots, key info and versioned parsing (ufsecp_bip32.h); BIP-39 with a
 * caller's wordlist and NFKD (ufsecp_bip39.h); legacy addresses and Base58Check
 * (ufsecp_address.h); the silent-payments light-client steps (ufsecp_silentpayments.h).
 * Conventions: _ufsecp.c.
 */
#include "_ufsecp_proto.h"

/* ---- Taproot ---------------------------------------------------------------------------- */
/* taproot_leaf_hash(leaf_version, script) -> 32 */
static PyObject *f_taproot_leaf_hash(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    long lv;
    Py_ssize_t slen;
    unsigned char out[32];
    if (take_long(a[0], &lv) < 0) goto fail;
    const unsigned char *script = take(&s, a[1], -1, "script", &slen);
    if (!script) goto fail;
    if (lv < 0 || lv > 0xff) { st = UFSECP_ERR_BAD_LEAF_VERSION; CHECK(); }
    st = ufsecp_taproot_leaf_hash(out, (unsigned)lv, script, (size_t)slen);
    CHECK();
    return B(out, 32);
    FAIL();
}

/* taproot_branch_hash(a32, b32) -> 32 */
static PyObject *f_taproot_branch_hash(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char out[32];
    TAKE(x, 0, 32, "a32");
    TAKE(y, 1, 32, "b32");
    st = ufsecp_taproot_branch_hash(out, x, y);
    CHECK();
    return B(out, 32);
    FAIL();
}

/* taproot_tree_root(tree) -> (root32, n_leaves) */
static PyObject *f_taproot_tree_root(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    Py_ssize_t tlen;
    size_t leaves = 0;
    unsigned char out[32];
    const unsigned char *tree = take(&s, a[0], -1, "tree", &tlen);
    if (!tree) goto fail;
    NOGIL(ufsecp_taproot_tree_root(out, &leaves, tree, (size_t)tlen));
    CHECK();
    return Py_BuildValue("(y#n)", (const char *)out, (Py_ssize_t)32, (Py_ssize_t)leaves);
    FAIL();
}

/* taproot_control_block(internal32, tree, leaf_index) -> control block */
static PyObject *f_taproot_control_block(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    Py_ssize_t tlen, idx;
    unsigned char out[UFSECP_TAPROOT_CONTROL_BLOCK_MAX];
    size_t olen = sizeof out;
    TAKE(internal, 0, 32, "internal32");
    const unsigned char *tree = take(&s, a[1], -1, "tree", &tlen);
    if (!tree) goto fail;
    idx = PyLong_AsSsize_t(a[2]);
    if (idx == -1 && PyErr_Occurred()) goto fail;
    if (idx < 0) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    NOGIL(ufsecp_taproot_control_block(out, &olen, internal, tree, (size_t)tlen, (size_t)idx));
    CHECK();
    return B(out, (Py_ssize_t)olen);
    FAIL();
}

/* taproot_control_block_verify(output32, script, cb) -> bool (False: VERIFY_FAILED) */
static PyObject *f_taproot_control_block_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    Py_ssize_t slen, clen;
    TAKE(out32, 0, 32, "output32");
    const unsigned char *script = take(&s, a[1], -1, "script", &slen);
    if (!script) goto fail;
    const unsigned char *cb = take(&s, a[2], -1, "control_block", &clen);
    if (!cb) goto fail;
    NOGIL(ufsecp_taproot_control_block_verify(out32, script, (size_t)slen, cb, (size_t)clen));
    release(&s);
    if (st == UFSECP_OK) Py_RETURN_TRUE;
    if (st == UFSECP_ERR_VERIFY_FAILED) Py_RETURN_FALSE;
    return raise_status(st);
    FAIL();
}

/* taproot_sighash_cache_init(tx, spent) -> cache bytes */
static PyObject *f_taproot_sighash_cache_init(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    Py_ssize_t txl, spl;
    ufsecp_taproot_sighash_cache c;
    const unsigned char *tx = take(&s, a[0], -1, "tx", &txl);
    if (!tx) goto fail;
    const unsigned char *sp = take(&s, a[1], -1, "spent", &spl);
    if (!sp) goto fail;
    NOGIL(ufsecp_taproot_sighash_cache_init(&c, tx, (size_t)txl, sp, (size_t)spl));
    CHECK();
    return B(c.data, sizeof c.data);
    FAIL();
}

/* taproot_sighash / taproot_sigmsg(cache|None, tx, spent, input_index, hash_type, annex|None,
 *   leaf_hash32|None, codesep_pos) -> 32 bytes / the message bytes */
static PyObject *sighash_common(PyObject *const *a, Py_ssize_t n, int msg_only) {
    ARGS(8, 8);
    Py_ssize_t txl, spl, anl = 0, idx;
    long ht;
    unsigned long cs;
    PyObject *res = NULL;
    OPT(cache, 0, (Py_ssize_t)sizeof(ufsecp_taproot_sighash_cache), "cache");
    const unsigned char *tx = take(&s, a[1], -1, "tx", &txl);
    if (!tx) goto fail;
    const unsigned char *sp = take(&s, a[2], -1, "spent", &spl);
    if (!sp) goto fail;
    idx = PyLong_AsSsize_t(a[3]);
    if (idx == -1 && PyErr_Occurred()) goto fail;
    if (take_long(a[4], &ht) < 0) goto fail;
    const unsigned char *annex = NULL;
    if (a[5] != Py_None && !(annex = take(&s, a[5], -1, "annex", &anl))) goto fail;
    OPT(leaf, 6, 32, "leaf_hash32");
    cs = PyLong_AsUnsignedLong(a[7]);
    if (cs == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    if (idx < 0 || ht < 0 || ht > 0xff || cs > 0xffffffffUL) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    if (annex && anl == 0) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    const ufsecp_taproot_sighash_cache *cp = (const ufsecp_taproot_sighash_cache *)cache;
    if (!msg_only) {
        unsigned char out[32];
        NOGIL(ufsecp_taproot_sighash(out, cp, tx, (size_t)txl, sp, (size_t)spl, (size_t)idx, (unsigned)ht, annex,
                                     (size_t)anl, leaf, (uint32_t)cs));
        CHECK();
        return B(out, 32);
    }
    size_t olen = 0;
    st = ufsecp_taproot_sigmsg(NULL, &olen, cp, tx, (size_t)txl, sp, (size_t)spl, (size_t)idx, (unsigned)ht, annex,
                               (size_t)anl, leaf, (uint32_t)cs);
    if (st != UFSECP_ERR_BUFFER_TOO_SMALL && st != UFSECP_OK) { CHECK(); }
    res = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(olen ? olen : 1));
    if (!res) goto fail;
    st = ufsecp_taproot_sigmsg((unsigned char *)PyBytes_AS_STRING(res), &olen, cp, tx, (size_t)txl, sp, (size_t)spl,
                               (size_t)idx, (unsigned)ht, annex, (size_t)anl, leaf, (uint32_t)cs);
    release(&s);
    if (st != UFSECP_OK) { Py_DECREF(res); return raise_status(st); }
    if (_PyBytes_Resize(&res, (Py_ssize_t)olen) < 0) return NULL;
    return res;
    FAIL();
}
static PyObject *f_taproot_sighash(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    return sighash_common(a, n, 0);
}
static PyObject *f_taproot_sigmsg(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    return sighash_common(a, n, 1);
}

/* taproot_keypair_tweak(keypair96 bytearray, merkle_root32|None) -> None (in place) */
static PyObject *f_taproot_keypair_tweak(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 2);
    unsigned char *kp = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_keypair), "keypair");
    if (!kp) goto fail;
    OPT(root, 1, 32, "merkle_root32");
    NOGIL(ufsecp_taproot_keypair_tweak((ufsecp_keypair *)kp, root));
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* ---- x-only tweaks and keypair accessors ------------------------------------------------------- */
/* xonly_pubkey_tweak_add(x32, tweak32) -> pk64 */
static PyObject *f_xonly_pubkey_tweak_add(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    ufsecp_pubkey pk;
    TAKE(x, 0, 32, "xonly32");
    TAKE(tw, 1, 32, "tweak32");
    NOGIL(ufsecp_xonly_pubkey_tweak_add(&pk, x, tw));
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* keypair_xonly_tweak_add(keypair96 bytearray, tweak32) -> None (in place) */
static PyObject *f_keypair_xonly_tweak_add(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char *kp = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_keypair), "keypair");
    if (!kp) goto fail;
    TAKE(tw, 1, 32, "tweak32");
    NOGIL(ufsecp_keypair_xonly_tweak_add((ufsecp_keypair *)kp, tw));
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* keypair_seckey(keypair96) -> bytearray(32); keypair_pubkey(keypair96) -> pk64 */
static PyObject *f_keypair_seckey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    unsigned char sk[32];
    TAKE(kp, 0, (Py_ssize_t)sizeof(ufsecp_keypair), "keypair");
    st = ufsecp_keypair_seckey(sk, (const ufsecp_keypair *)kp);
    CHECK();
    PyObject *r = PyByteArray_FromStringAndSize((const char *)sk, 32);
    wipe_mem(sk, 32);
    return r;
    FAIL();
}
static PyObject *f_keypair_pubkey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_pubkey pk;
    TAKE(kp, 0, (Py_ssize_t)sizeof(ufsecp_keypair), "keypair");
    st = ufsecp_keypair_pubkey(&pk, (const ufsecp_keypair *)kp);
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* ---- MuSig2 extras ---------------------------------------------------------------------------- */
/* musig_nonce_gen_counter(secnonce_out, counter, keypair96, msg|None, aggpk32|None, extra|None) -> pubnonce66 */
static PyObject *f_musig_nonce_gen_counter(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(6, 6);
    ufsecp_musig_secnonce sec;
    ufsecp_musig_pubnonce pub;
    unsigned char out66[66];
    Py_ssize_t mlen = 0, elen = 0;
    unsigned long long cnt;
    unsigned char *secout = take_w(&s, a[0], (Py_ssize_t)sizeof sec, "secnonce");
    if (!secout) goto fail;
    cnt = PyLong_AsUnsignedLongLong(a[1]);
    if (cnt == (unsigned long long)-1 && PyErr_Occurred()) goto fail;
    TAKE(kp, 2, (Py_ssize_t)sizeof(ufsecp_keypair), "keypair");
    const unsigned char *msg = NULL, *extra = NULL;
    if (a[3] != Py_None && !(msg = take(&s, a[3], -1, "msg", &mlen))) goto fail;
    OPT(agg, 4, 32, "aggpk32");
    if (a[5] != Py_None && !(extra = take(&s, a[5], -1, "extra_in", &elen))) goto fail;
    NOGIL(ufsecp_musig_nonce_gen_counter(&sec, &pub, (uint64_t)cnt, (const ufsecp_keypair *)kp, msg, (size_t)mlen,
                                         agg, elen ? extra : (extra ? (const unsigned char *)"" : NULL),
                                         (size_t)elen));
    if (st == UFSECP_OK) st = ufsecp_musig_pubnonce_serialize(out66, &pub);
    if (st == UFSECP_OK) memcpy(secout, sec.data, sizeof sec);
    wipe_mem(&sec, sizeof sec);
    CHECK();
    return B(out66, 66);
    FAIL();
}

/* musig_partial_sign_verified(secnonce, keypair96, cache, session) -> psig32 */
static PyObject *f_musig_partial_sign_verified(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    ufsecp_musig_partial_sig ps;
    unsigned char out[32];
    unsigned char *sn = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_musig_secnonce), "secnonce");
    if (!sn) goto fail;
    TAKE(kp, 1, (Py_ssize_t)sizeof(ufsecp_keypair), "keypair");
    TAKE(cache, 2, (Py_ssize_t)sizeof(ufsecp_musig_keyagg_cache), "keyagg cache");
    TAKE(ses, 3, (Py_ssize_t)sizeof(ufsecp_musig_session), "session");
    /* GIL held: the call consumes the secnonce (two threads must not both sign with it). */
    st = ufsecp_musig_partial_sign_verified(&ps, (ufsecp_musig_secnonce *)sn, (const ufsecp_keypair *)kp,
                                            (const ufsecp_musig_keyagg_cache *)cache, (const ufsecp_musig_session *)ses);
    if (st == UFSECP_OK) st = ufsecp_musig_partial_sig_serialize(out, &ps);
    CHECK();
    return B(out, 32);
    FAIL();
}

/* Parses k serialized items of one kind into objects; ptrs[i] points at object i. */
static int parse_items(PyObject *seq, Py_ssize_t k, Py_ssize_t in_size, size_t obj_size, const char *name,
                       int (*parse)(void *, const unsigned char *), unsigned char *mem, const void **ptrs) {
    for (Py_ssize_t i = 0; i < k; i++) {
        bufs s;
        s.n = 0;
        const unsigned char *p = take(&s, PySequence_Fast_GET_ITEM(seq, i), in_size, name, NULL);
        if (!p) { release(&s); return -1; }
        int st = parse ? parse(mem + (size_t)i * obj_size, p) : (memcpy(mem + (size_t)i * obj_size, p, obj_size), 0);
        release(&s);
        if (st != UFSECP_OK) { raise_culprit(st, (size_t)i); return -1; }
        ptrs[i] = mem + (size_t)i * obj_size;
    }
    return 0;
}
static int parse_psig(void *o, const unsigned char *in) {
    return ufsecp_musig_partial_sig_parse((ufsecp_musig_partial_sig *)o, in);
}
static int parse_pubnonce(void *o, const unsigned char *in) {
    return ufsecp_musig_pubnonce_parse((ufsecp_musig_pubnonce *)o, in);
}

/* musig_partial_verify_batch(psigs32, pubnonces66, pk64s, cache, session) -> -1 (all valid) or the first bad index */
static PyObject *f_musig_partial_verify_batch(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 5, 5, "musig_partial_verify_batch") < 0) return NULL;
    PyObject *s0 = NULL, *s1 = NULL, *s2 = NULL, *res = NULL;
    unsigned char *m0 = NULL, *m1 = NULL, *m2 = NULL;
    const void **p0 = NULL, **p1 = NULL, **p2 = NULL;
    bufs s;
    s.n = 0;
    if (!(s0 = PySequence_Fast(a[0], "psigs must be a sequence")) ||
        !(s1 = PySequence_Fast(a[1], "pubnonces must be a sequence")) ||
        !(s2 = PySequence_Fast(a[2], "pubkeys must be a sequence")))
        goto done;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(s0);
    if (PySequence_Fast_GET_SIZE(s1) != k || PySequence_Fast_GET_SIZE(s2) != k) {
        raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: psigs, pubnonces and pubkeys must have one length");
        goto done;
    }
    size_t kk = (size_t)(k ? k : 1);
    m0 = PyMem_Malloc(kk * sizeof(ufsecp_musig_partial_sig));
    m1 = PyMem_Malloc(kk * sizeof(ufsecp_musig_pubnonce));
    m2 = PyMem_Malloc(kk * sizeof(ufsecp_pubkey));
    p0 = PyMem_Calloc(kk, sizeof(void *));
    p1 = PyMem_Calloc(kk, sizeof(void *));
    p2 = PyMem_Calloc(kk, sizeof(void *));
    if (!m0 || !m1 || !m2 || !p0 || !p1 || !p2) { PyErr_NoMemory(); goto done; }
    if (parse_items(s0, k, 32, sizeof(ufsecp_musig_partial_sig), "psig", parse_psig, m0, p0) < 0 ||
        parse_items(s1, k, 66, sizeof(ufsecp_musig_pubnonce), "pubnonce", parse_pubnonce, m1, p1) < 0 ||
        parse_items(s2, k, 64, sizeof(ufsecp_pubkey), "pubkey object", NULL, m2, p2) < 0)
        goto done;
    const unsigned char *cache = take(&s, a[3], (Py_ssize_t)sizeof(ufsecp_musig_keyagg_cache), "keyagg cache", NULL);
    if (!cache) goto done;
    const unsigned char *ses = take(&s, a[4], (Py_ssize_t)sizeof(ufsecp_musig_session), "session", NULL);
    if (!ses) goto done;
    size_t bad = NO_CULPRIT;
    int st;
    Py_BEGIN_ALLOW_THREADS
    st = ufsecp_musig_partial_sig_verify_batch(&bad, (const ufsecp_musig_partial_sig *const *)p0,
                                               (const ufsecp_musig_pubnonce *const *)p1,
                                               (const ufsecp_pubkey *const *)p2, (size_t)k,
                                               (const ufsecp_musig_keyagg_cache *)cache,
                                               (const ufsecp_musig_session *)ses);
    Py_END_ALLOW_THREADS
    if (st == UFSECP_OK) res = PyLong_FromLong(-1);
    else if (st == UFSECP_ERR_VERIFY_FAILED && bad != NO_CULPRIT) res = PyLong_FromSize_t(bad);
    else raise_culprit(st, bad);
done:
    release(&s);
    Py_XDECREF(s0);
    Py_XDECREF(s1);
    Py_XDECREF(s2);
    PyMem_Free(m0);
    PyMem_Free(m1);
    PyMem_Free(m2);
    PyMem_Free((void *)p0);
    PyMem_Free((void *)p1);
    PyMem_Free((void *)p2);
    return res;
}

/* musig_deterministic_sign(keypair96, aggothernonce66, pk64s, tweaks_concat, is_xonly, msg, rand32|None)
 *   -> (psig32, pubnonce66) */
static PyObject *f_musig_deterministic_sign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 7, 7, "musig_deterministic_sign") < 0) return NULL;
    PyObject *sk = NULL, *sx = NULL, *res = NULL;
    unsigned char *mk = NULL;
    const void **pk = NULL;
    int *xo = NULL;
    bufs s;
    s.n = 0;
    Py_ssize_t mlen;
    size_t ntw;
    if (!(sk = PySequence_Fast(a[2], "pubkeys must be a sequence")) ||
        !(sx = PySequence_Fast(a[4], "is_xonly must be a sequence")))
        goto done;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(sk), v = PySequence_Fast_GET_SIZE(sx);
    mk = PyMem_Malloc((size_t)(k ? k : 1) * sizeof(ufsecp_pubkey));
    pk = PyMem_Calloc((size_t)(k ? k : 1), sizeof(void *));
    xo = PyMem_Calloc((size_t)(v ? v : 1), sizeof(int));
    if (!mk || !pk || !xo) { PyErr_NoMemory(); goto done; }
    if (parse_items(sk, k, 64, sizeof(ufsecp_pubkey), "pubkey object", NULL, mk, pk) < 0) goto done;
    for (Py_ssize_t i = 0; i < v; i++) {
        int b = PyObject_IsTrue(PySequence_Fast_GET_ITEM(sx, i));
        if (b < 0) goto done;
        xo[i] = b;
    }
    const unsigned char *kp = take(&s, a[0], (Py_ssize_t)sizeof(ufsecp_keypair), "keypair", NULL);
    if (!kp) goto done;
    const unsigned char *other = take(&s, a[1], 66, "aggothernonce66", NULL);
    if (!other) goto done;
    const unsigned char *tw = take_list(&s, a[3], 32, "tweaks", &ntw);
    if (!tw) goto done;
    if (ntw != (size_t)v) {
        raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: one is_xonly flag per tweak");
        goto done;
    }
    const unsigned char *msg = take(&s, a[5], -1, "msg", &mlen);
    if (!msg) goto done;
    const unsigned char *rnd = NULL;
    if (a[6] != Py_None && !(rnd = take(&s, a[6], 32, "rand32", NULL))) goto done;
    ufsecp_musig_partial_sig ps;
    ufsecp_musig_pubnonce pn;
    unsigned char o32[32], o66[66];
    int st;
    Py_BEGIN_ALLOW_THREADS
    st = ufsecp_musig_deterministic_sign(&ps, &pn, (const ufsecp_keypair *)kp, other, (const ufsecp_pubkey *const *)pk,
                                         (size_t)k, v ? tw : NULL, v ? xo : NULL, (size_t)v, msg, (size_t)mlen, rnd);
    Py_END_ALLOW_THREADS
    if (st == UFSECP_OK) st = ufsecp_musig_partial_sig_serialize(o32, &ps);
    if (st == UFSECP_OK) st = ufsecp_musig_pubnonce_serialize(o66, &pn);
    if (st != UFSECP_OK) raise_status(st);
    else res = Py_BuildValue("(y#y#)", (const char *)o32, (Py_ssize_t)32, (const char *)o66, (Py_ssize_t)66);
done:
    release(&s);
    Py_XDECREF(sk);
    Py_XDECREF(sx);
    PyMem_Free(mk);
    PyMem_Free((void *)pk);
    PyMem_Free(xo);
    return res;
}

/* ---- BIP-32 extras ---------------------------------------------------------------------------- */
/* bip32_derive_indices(out, parent, list of int) -> None */
static PyObject *f_bip32_derive_indices(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    uint32_t *idx = NULL;
    PyObject *seq = NULL;
    unsigned char *out = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_bip32_key), "key");
    if (!out) goto fail;
    TAKE(parent, 1, (Py_ssize_t)sizeof(ufsecp_bip32_key), "parent");
    if (!(seq = PySequence_Fast(a[2], "indices must be a sequence of int"))) goto fail;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(seq);
    idx = PyMem_Calloc((size_t)(k ? k : 1), sizeof(uint32_t));
    if (!idx) { PyErr_NoMemory(); goto fail2; }
    for (Py_ssize_t i = 0; i < k; i++) {
        unsigned long v = PyLong_AsUnsignedLong(PySequence_Fast_GET_ITEM(seq, i));
        if (v == (unsigned long)-1 && PyErr_Occurred()) goto fail2;
        if (v > 0xffffffffUL) { raise_status(UFSECP_ERR_BAD_ARG); goto fail2; }
        idx[i] = (uint32_t)v;
    }
    NOGIL(ufsecp_bip32_derive_indices((ufsecp_bip32_key *)out, (const ufsecp_bip32_key *)parent, idx, (size_t)k));
    PyMem_Free(idx);
    Py_DECREF(seq);
    CHECK();
    Py_RETURN_NONE;
fail2:
    PyMem_Free(idx);
    Py_XDECREF(seq);
    FAIL();
}

/* bip32_parse_versioned(out, text, version_private, version_public) -> None */
static PyObject *f_bip32_parse_versioned(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    unsigned char *out = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_bip32_key), "key");
    if (!out) goto fail;
    const char *text = PyUnicode_AsUTF8(a[1]);
    if (!text) goto fail;
    unsigned long vp = PyLong_AsUnsignedLong(a[2]), vq;
    if (vp == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    vq = PyLong_AsUnsignedLong(a[3]);
    if (vq == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    if (vp > 0xffffffffUL || vq > 0xffffffffUL) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    NOGIL(ufsecp_bip32_parse_versioned((ufsecp_bip32_key *)out, text, (uint32_t)vp, (uint32_t)vq));
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* bip32_from_pubkey(out, pk64, chain_code32) -> None */
static PyObject *f_bip32_from_pubkey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    unsigned char *out = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_bip32_key), "key");
    if (!out) goto fail;
    TAKE(pk, 1, 64, "pubkey object");
    TAKE(cc, 2, 32, "chain_code32");
    st = ufsecp_bip32_from_pubkey((ufsecp_bip32_key *)out, (const ufsecp_pubkey *)pk, cc);
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* bip32_get_info(key) -> (fingerprint4, parent_fingerprint4, child_number, depth, is_private) */
static PyObject *f_bip32_get_info(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_bip32_info info;
    TAKE(key, 0, (Py_ssize_t)sizeof(ufsecp_bip32_key), "key");
    NOGIL(ufsecp_bip32_get_info(&info, (const ufsecp_bip32_key *)key));
    CHECK();
    return Py_BuildValue("(y#y#kIO)", (const char *)info.fingerprint, (Py_ssize_t)4,
                         (const char *)info.parent_fingerprint, (Py_ssize_t)4, (unsigned long)info.child_number,
                         info.depth, info.is_private ? Py_True : Py_False);
    FAIL();
}

/* bip32_chain_code(key) -> bytearray(32) (secret for a private key) */
static PyObject *f_bip32_chain_code(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    unsigned char cc[32];
    TAKE(key, 0, (Py_ssize_t)sizeof(ufsecp_bip32_key), "key");
    st = ufsecp_bip32_chain_code(cc, (const ufsecp_bip32_key *)key);
    CHECK();
    PyObject *r = PyByteArray_FromStringAndSize((const char *)cc, 32);
    wipe_mem(cc, 32);
    return r;
    FAIL();
}

/* bip32_parse_path(path) -> list of int */
static PyObject *f_bip32_parse_path(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "bip32_parse_path") < 0) return NULL;
    const char *path = PyUnicode_AsUTF8(a[0]);
    if (!path) return NULL;
    size_t k = 0;
    int st = ufsecp_bip32_parse_path(NULL, &k, path);
    if (st != UFSECP_OK && st != UFSECP_ERR_BUFFER_TOO_SMALL) return raise_status(st);
    uint32_t *idx = PyMem_Calloc(k ? k : 1, sizeof(uint32_t));
    if (!idx) return PyErr_NoMemory();
    st = k ? ufsecp_bip32_parse_path(idx, &k, path) : UFSECP_OK;
    PyObject *res = NULL;
    if (st != UFSECP_OK) raise_status(st);
    else if ((res = PyList_New((Py_ssize_t)k))) {
        for (size_t i = 0; i < k; i++) {
            PyObject *v = PyLong_FromUnsignedLong(idx[i]);
            if (!v) { Py_CLEAR(res); break; }
            PyList_SET_ITEM(res, (Py_ssize_t)i, v);
        }
    }
    PyMem_Free(idx);
    return res;
}

/* ---- BIP-39 with a caller's wordlist, NFKD ------------------------------------------------------ */
/* The 2048 words of a list as UTF-8 pointers (valid while the list's str objects live). */
static const char **wordlist_take(PyObject *seq) {
    if (PySequence_Fast_GET_SIZE(seq) != 2048) {
        raise_status(UFSECP_ERR_BAD_WORDLIST);
        return NULL;
    }
    const char **w = PyMem_Calloc(2048, sizeof(char *));
    if (!w) { PyErr_NoMemory(); return NULL; }
    for (Py_ssize_t i = 0; i < 2048; i++) {
        w[i] = PyUnicode_AsUTF8(PySequence_Fast_GET_ITEM(seq, i));
        if (!w[i]) { PyMem_Free((void *)w); return NULL; }
    }
    return w;
}

/* bip39_from_entropy_wordlist(entropy, wordlist, separator|None) -> str */
static PyObject *f_bip39_from_entropy_wordlist(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    Py_ssize_t elen;
    PyObject *seq = NULL, *res = NULL;
    const char **w = NULL;
    char out[UFSECP_BIP39_MNEMONIC_MAX];
    size_t olen = sizeof out;
    const unsigned char *ent = take(&s, a[0], -1, "entropy", &elen);
    if (!ent) goto fail;
    if (!(seq = PySequence_Fast(a[1], "wordlist must be a sequence of str"))) goto fail;
    if (!(w = wordlist_take(seq))) goto fail2;
    const char *sep = NULL;
    if (a[2] != Py_None && !(sep = PyUnicode_AsUTF8(a[2]))) goto fail2;
    st = ufsecp_bip39_mnemonic_from_entropy_wordlist(out, &olen, ent, (size_t)elen, w, sep);
    if (st == UFSECP_OK) res = PyUnicode_DecodeUTF8(out, (Py_ssize_t)strnlen(out, olen), "strict");
    wipe_mem(out, sizeof out);
    PyMem_Free((void *)w);
    Py_DECREF(seq);
    release(&s);
    if (st != UFSECP_OK) return raise_status(st);
    return res;
fail2:
    PyMem_Free((void *)w);
    Py_XDECREF(seq);
    FAIL();
}

/* bip39_to_entropy_wordlist(mnemonic, wordlist) -> bytes */
static PyObject *f_bip39_to_entropy_wordlist(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 2, 2, "bip39_to_entropy_wordlist") < 0) return NULL;
    const char *mn = PyUnicode_AsUTF8(a[0]);
    if (!mn) return NULL;
    PyObject *seq = PySequence_Fast(a[1], "wordlist must be a sequence of str");
    if (!seq) return NULL;
    const char **w = wordlist_take(seq);
    if (!w) { Py_DECREF(seq); return NULL; }
    unsigned char out[32];
    size_t olen = sizeof out;
    int st = ufsecp_bip39_mnemonic_to_entropy_wordlist(out, &olen, mn, w);
    PyMem_Free((void *)w);
    Py_DECREF(seq);
    if (st != UFSECP_OK) return raise_status(st);
    PyObject *r = B(out, (Py_ssize_t)olen);
    wipe_mem(out, sizeof out);
    return r;
}

/* utf8_nfkd(text) -> str */
static PyObject *f_utf8_nfkd(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "utf8_nfkd") < 0) return NULL;
    Py_ssize_t ilen;
    const char *in = PyUnicode_AsUTF8AndSize(a[0], &ilen);
    if (!in) return NULL;
    size_t cap = (size_t)ilen * UFSECP_NFKD_MAX_EXPANSION + 1;
    char *out = PyMem_Malloc(cap);
    if (!out) return PyErr_NoMemory();
    size_t olen = cap;
    int st = ufsecp_utf8_nfkd(out, &olen, in, (size_t)ilen);
    PyObject *res = st == UFSECP_OK ? PyUnicode_DecodeUTF8(out, (Py_ssize_t)olen, "strict") : raise_status(st);
    wipe_mem(out, cap);
    PyMem_Free(out);
    return res;
}

/* ---- addresses ---------------------------------------------------------------------------------- */
#define ADDR_MAX 128
/* address_p2pkh(version, pk64, compressed) -> str */
static PyObject *f_address_p2pkh(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    long ver;
    char out[ADDR_MAX];
    size_t olen = sizeof out;
    if (take_long(a[0], &ver) < 0) goto fail;
    TAKE(pk, 1, 64, "pubkey object");
    int c = PyObject_IsTrue(a[2]);
    if (c < 0) goto fail;
    if (ver < 0 || ver > 255) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    st = ufsecp_address_p2pkh(out, &olen, (unsigned char)ver, (const ufsecp_pubkey *)pk, c);
    CHECK();
    return PyUnicode_FromString(out);
    FAIL();
}

/* address_p2sh(version, script) -> str */
static PyObject *f_address_p2sh(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    long ver;
    Py_ssize_t slen;
    char out[ADDR_MAX];
    size_t olen = sizeof out;
    if (take_long(a[0], &ver) < 0) goto fail;
    const unsigned char *script = take(&s, a[1], -1, "script", &slen);
    if (!script) goto fail;
    if (ver < 0 || ver > 255) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    st = ufsecp_address_p2sh(out, &olen, (unsigned char)ver, script, (size_t)slen);
    CHECK();
    return PyUnicode_FromString(out);
    FAIL();
}

/* address_p2wsh(hrp, script) -> str */
static PyObject *f_address_p2wsh(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    Py_ssize_t slen;
    char out[ADDR_MAX];
    size_t olen = sizeof out;
    const char *hrp = PyUnicode_AsUTF8(a[0]);
    if (!hrp) goto fail;
    const unsigned char *script = take(&s, a[1], -1, "script", &slen);
    if (!script) goto fail;
    st = ufsecp_address_p2wsh(out, &olen, hrp, script, (size_t)slen);
    CHECK();
    return PyUnicode_FromString(out);
    FAIL();
}

/* base58_address_encode(version, hash20) -> str */
static PyObject *f_base58_address_encode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    long ver;
    char out[ADDR_MAX];
    size_t olen = sizeof out;
    if (take_long(a[0], &ver) < 0) goto fail;
    TAKE(h, 1, 20, "hash20");
    if (ver < 0 || ver > 255) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    st = ufsecp_base58_address_encode(out, &olen, (unsigned char)ver, h);
    CHECK();
    return PyUnicode_FromString(out);
    FAIL();
}

/* base58_address_decode(addr) -> (version, hash20) */
static PyObject *f_base58_address_decode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 1, 1, "base58_address_decode") < 0) return NULL;
    const char *addr = PyUnicode_AsUTF8(a[0]);
    if (!addr) return NULL;
    unsigned char ver = 0, h[20];
    int st = ufsecp_base58_address_decode(&ver, h, addr);
    if (st != UFSECP_OK) return raise_status(st);
    return Py_BuildValue("(iy#)", (int)ver, (const char *)h, (Py_ssize_t)20);
}

/* ---- silent payments: the light-client steps ------------------------------------------------------ */
/* sp_shared_secret(scan_seckey32, public_data33) -> bytearray(33) (SECRET) */
static PyObject *f_sp_shared_secret(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char out[33];
    TAKE(sk, 0, 32, "scan_seckey32");
    TAKE(pd, 1, 33, "public_data33");
    NOGIL(ufsecp_sp_shared_secret(out, sk, pd));
    CHECK();
    PyObject *r = PyByteArray_FromStringAndSize((const char *)out, 33);
    wipe_mem(out, 33);
    return r;
    FAIL();
}

/* sp_output_pubkey(shared_secret33, spend_pk64, k) -> x32 */
static PyObject *f_sp_output_pubkey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    unsigned char out[32];
    unsigned long k;
    TAKE(ss, 0, 33, "shared_secret33");
    TAKE(sp, 1, 64, "spend object");
    k = PyLong_AsUnsignedLong(a[2]);
    if (k == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    if (k > 0xffffffffUL) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    NOGIL(ufsecp_sp_output_pubkey(out, ss, (const ufsecp_pubkey *)sp, (uint32_t)k));
    CHECK();
    return B(out, 32);
    FAIL();
}

static PyMethodDef more_methods[] = {
    PF(taproot_leaf_hash, "taproot_leaf_hash(leaf_version, script) -> 32 bytes"),
    PF(taproot_branch_hash, "taproot_branch_hash(a32, b32) -> 32 bytes"),
    PF(taproot_tree_root, "taproot_tree_root(tree) -> (root32, n_leaves)"),
    PF(taproot_control_block, "taproot_control_block(internal32, tree, leaf_index) -> control block"),
    PF(taproot_control_block_verify, "taproot_control_block_verify(output32, script, control_block) -> bool"),
    PF(taproot_sighash_cache_init, "taproot_sighash_cache_init(tx, spent) -> cache"),
    PF(taproot_sighash, "taproot_sighash(cache|None, tx, spent, input_index, hash_type, annex|None, leaf_hash32|None, codesep_pos) -> 32 bytes"),
    PF(taproot_sigmsg, "taproot_sigmsg(cache|None, tx, spent, input_index, hash_type, annex|None, leaf_hash32|None, codesep_pos) -> bytes"),
    PF(taproot_keypair_tweak, "taproot_keypair_tweak(keypair96, merkle_root32|None) -> None (in place)"),
    PF(xonly_pubkey_tweak_add, "xonly_pubkey_tweak_add(x32, tweak32) -> pk64"),
    PF(keypair_xonly_tweak_add, "keypair_xonly_tweak_add(keypair96, tweak32) -> None (in place)"),
    PF(keypair_seckey, "keypair_seckey(keypair96) -> bytearray(32)"),
    PF(keypair_pubkey, "keypair_pubkey(keypair96) -> pk64"),
    PF(musig_nonce_gen_counter, "musig_nonce_gen_counter(secnonce_out, counter, keypair96, msg|None, aggpk32|None, extra|None) -> pubnonce66"),
    PF(musig_partial_sign_verified, "musig_partial_sign_verified(secnonce, keypair96, cache, session) -> psig32"),
    PF(musig_partial_verify_batch, "musig_partial_verify_batch(psigs, pubnonces, pk64s, cache, session) -> -1 or the first bad index"),
    PF(musig_deterministic_sign, "musig_deterministic_sign(keypair96, aggothernonce66, pk64s, tweaks, is_xonly, msg, rand32|None) -> (psig32, pubnonce66)"),
    PF(bip32_derive_indices, "bip32_derive_indices(out, parent, indices) -> None"),
    PF(bip32_parse_versioned, "bip32_parse_versioned(out, text, version_private, version_public) -> None"),
    PF(bip32_from_pubkey, "bip32_from_pubkey(out, pk64, chain_code32) -> None"),
    PF(bip32_get_info, "bip32_get_info(key) -> (fingerprint4, parent_fingerprint4, child_number, depth, is_private)"),
    PF(bip32_chain_code, "bip32_chain_code(key) -> bytearray(32)"),
    PF(bip32_parse_path, "bip32_parse_path(path) -> list of int"),
    PF(bip39_from_entropy_wordlist, "bip39_from_entropy_wordlist(entropy, wordlist, separator|None) -> str"),
    PF(bip39_to_entropy_wordlist, "bip39_to_entropy_wordlist(mnemonic, wordlist) -> bytes"),
    PF(utf8_nfkd, "utf8_nfkd(text) -> str"),
    PF(address_p2pkh, "address_p2pkh(version, pk64, compressed) -> str"),
    PF(address_p2sh, "address_p2sh(version, script) -> str"),
    PF(address_p2wsh, "address_p2wsh(hrp, script) -> str"),
    PF(base58_address_encode, "base58_address_encode(version, hash20) -> str"),
    PF(base58_address_decode, "base58_address_decode(addr) -> (version, hash20)"),
    PF(sp_shared_secret, "sp_shared_secret(scan_seckey32, public_data33) -> bytearray(33)"),
    PF(sp_output_pubkey, "sp_output_pubkey(shared_secret33, spend_pk64, k) -> x32"),
    {NULL, NULL, 0, NULL}};

int ufsecp_py_add_more(PyObject *mod) {
    return PyModule_AddFunctions(mod, more_methods);
}
