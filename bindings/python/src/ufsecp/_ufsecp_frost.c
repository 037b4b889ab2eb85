/*
 * ufsecp._ufsecp — FROST threshold signatures (include/ufsecp/ufsecp_frost.h): the RFC 9591
 * suite and ZF's BIP-340-compatible -tr suite (trusted dealer, DKG rounds, nonces, signing,
 * share checks naming the cheater, aggregation, verification, Taproot tweak) and the draft
 * BIP-445 signing protocol. Thin: one C call per function, lists passed concatenated (ids32,
 * pubnonces66, sigshares32, pubshares33, commitments33) exactly as the C ABI takes them.
 * Errors that name a culprit raise with the exception attribute `culprit` (_ufsecp_proto.h).
 * Secret outputs (shares) come back as bytearray so that Python can wipe them; C-side copies
 * are wiped. GIL: released around the elliptic-curve work, except in the two signing calls,
 * which consume a secret nonce and must run one at a time per nonce. The secret nonce objects live in bytearrays owned by ufsecp.frost.SecretNonce.
 * Conventions: _ufsecp.c.
 */
#include "_ufsecp_proto.h"

/* A writable secret output of len bytes as a bytearray; wipes the C copy. */
static PyObject *secret_out(unsigned char *p, Py_ssize_t len) {
    PyObject *r = PyByteArray_FromStringAndSize((const char *)p, len);
    wipe_mem(p, (size_t)len);
    return r;
}

/* frost_dealer_keygen(secret32, coeffs_concat|None, t, ids_concat) -> (shares bytearray, commitments, gpk33) */
static PyObject *f_frost_dealer_keygen(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    size_t t, cnt = 0, nid;
    long tl;
    unsigned char gpk[33];
    PyObject *sh = NULL, *cm = NULL;
    TAKE(secret, 0, 32, "secret32");
    if (take_long(a[2], &tl) < 0) goto fail;
    if (tl <= 0) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    t = (size_t)tl;
    const unsigned char *coeffs = NULL;
    if (a[1] != Py_None) {
        coeffs = take_list(&s, a[1], 32, "coeffs", &cnt);
        if (!coeffs) goto fail;
    }
    if (cnt != t - 1) {
        release(&s);
        return raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: coeffs must hold t - 1 scalars");
    }
    const unsigned char *ids = take_list(&s, a[3], 32, "ids", &nid);
    if (!ids) goto fail;
    if (t > nid) { st = UFSECP_ERR_BAD_ARG; CHECK(); } /* before allocating t commitments */
    sh = PyByteArray_FromStringAndSize(NULL, (Py_ssize_t)(32 * (nid ? nid : 1)));
    cm = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(33 * t));
    if (!sh || !cm) goto fail2;
    memset(PyByteArray_AS_STRING(sh), 0, 32 * (nid ? nid : 1));
    NOGIL(ufsecp_frost_dealer_keygen((unsigned char *)PyByteArray_AS_STRING(sh), (unsigned char *)PyBytes_AS_STRING(cm),
                                     gpk, secret, cnt ? coeffs : NULL, t, ids, nid));
    release(&s);
    if (st != UFSECP_OK) { Py_DECREF(sh); Py_DECREF(cm); return raise_status(st); }
    if (nid == 0 && PyByteArray_Resize(sh, 0) < 0) { Py_DECREF(sh); Py_DECREF(cm); return NULL; }
    return Py_BuildValue("(NNy#)", sh, cm, (const char *)gpk, (Py_ssize_t)33);
fail2:
    Py_XDECREF(sh);
    Py_XDECREF(cm);
    FAIL();
}

/* frost_share_verify(id32, share32, commitments_concat) -> pubshare33 */
static PyObject *f_frost_share_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    size_t t;
    unsigned char ps[33];
    TAKE(id, 0, 32, "id32");
    TAKE(share, 1, 32, "share32");
    const unsigned char *cm = take_list(&s, a[2], 33, "commitments", &t);
    if (!cm) goto fail;
    NOGIL(ufsecp_frost_share_verify(ps, id, share, cm, t));
    CHECK();
    return B(ps, 33);
    FAIL();
}

/* frost_pubshare(id32, commitments_concat) -> pubshare33 */
static PyObject *f_frost_pubshare(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    size_t t;
    unsigned char ps[33];
    TAKE(id, 0, 32, "id32");
    const unsigned char *cm = take_list(&s, a[1], 33, "commitments", &t);
    if (!cm) goto fail;
    NOGIL(ufsecp_frost_pubshare_from_commitments(ps, id, cm, t));
    CHECK();
    return B(ps, 33);
    FAIL();
}

/* frost_dkg_round1(suite, id32, coeffs_concat (t*32, a_0 first), nonce32) -> (commitments, pok) */
static PyObject *f_frost_dkg_round1(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    long suite;
    size_t t;
    unsigned char pok[65];
    size_t pok_len = sizeof pok;
    PyObject *cm = NULL;
    if (take_long(a[0], &suite) < 0) goto fail;
    TAKE(id, 1, 32, "id32");
    const unsigned char *coeffs = take_list(&s, a[2], 32, "coeffs", &t);
    if (!coeffs) goto fail;
    TAKE(nonce, 3, 32, "nonce32");
    cm = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(33 * (t ? t : 1)));
    if (!cm) goto fail;
    NOGIL(ufsecp_frost_dkg_round1((unsigned char *)PyBytes_AS_STRING(cm), pok, &pok_len, (int)suite, id, coeffs, t,
                                  nonce));
    release(&s);
    if (st != UFSECP_OK) { Py_DECREF(cm); return raise_status(st); }
    return Py_BuildValue("(Ny#)", cm, (const char *)pok, (Py_ssize_t)pok_len);
    FAIL();
}

/* frost_dkg_round1_verify(suite, ids_concat, commitments_concat (n*t*33), poks_concat, t) -> None */
static PyObject *f_frost_dkg_round1_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(5, 5);
    long suite, tl;
    size_t nid, ncm, npok, culprit = NO_CULPRIT;
    if (take_long(a[0], &suite) < 0 || take_long(a[4], &tl) < 0) goto fail;
    const unsigned char *ids = take_list(&s, a[1], 32, "ids", &nid);
    if (!ids) goto fail;
    const unsigned char *cm = take_list(&s, a[2], 33, "commitments", &ncm);
    if (!cm) goto fail;
    const Py_ssize_t ps = suite == UFSECP_FROST_TR ? 64 : 65;
    const unsigned char *poks = take_list(&s, a[3], ps, "poks", &npok);
    if (!poks) goto fail;
    if (tl <= 0 || ncm != nid * (size_t)tl || npok != nid) {
        release(&s);
        return raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: n * t commitments and n proofs expected");
    }
    NOGIL(ufsecp_frost_dkg_round1_verify(&culprit, (int)suite, ids, cm, poks, nid, (size_t)tl));
    release(&s);
    if (st != UFSECP_OK) return raise_culprit(st, culprit);
    Py_RETURN_NONE;
    FAIL();
}

/* frost_dkg_round2_share(coeffs_concat, recipient_id32) -> bytearray(32) */
static PyObject *f_frost_dkg_round2_share(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    size_t t;
    unsigned char out[32];
    const unsigned char *coeffs = take_list(&s, a[0], 32, "coeffs", &t);
    if (!coeffs) goto fail;
    TAKE(id, 1, 32, "recipient_id32");
    st = ufsecp_frost_dkg_round2_share(out, coeffs, t, id);
    CHECK();
    return secret_out(out, 32);
    FAIL();
}

/* frost_dkg_finalize(my_id32, ids_concat, commitments_concat (n*t*33), shares_concat, t)
 *   -> (share bytearray, pubshare33, gpk33) */
static PyObject *f_frost_dkg_finalize(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(5, 5);
    long tl;
    size_t nid, ncm, nsh, culprit = NO_CULPRIT;
    unsigned char share[32], ps[33], gpk[33];
    TAKE(my, 0, 32, "my_id32");
    if (take_long(a[4], &tl) < 0) goto fail;
    const unsigned char *ids = take_list(&s, a[1], 32, "ids", &nid);
    if (!ids) goto fail;
    const unsigned char *cm = take_list(&s, a[2], 33, "commitments", &ncm);
    if (!cm) goto fail;
    const unsigned char *sh = take_list(&s, a[3], 32, "shares", &nsh);
    if (!sh) goto fail;
    if (tl <= 0 || ncm != nid * (size_t)tl || nsh != nid) {
        release(&s);
        return raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: n * t commitments and n shares expected");
    }
    NOGIL(ufsecp_frost_dkg_finalize(share, ps, gpk, &culprit, my, ids, cm, sh, nid, (size_t)tl));
    release(&s);
    if (st != UFSECP_OK) return raise_culprit(st, culprit);
    return Py_BuildValue("(Ny#y#)", secret_out(share, 32), (const char *)ps, (Py_ssize_t)33, (const char *)gpk,
                         (Py_ssize_t)33);
    FAIL();
}

/* frost_dkg_group_commitments(commitments_concat, n, t) -> t*33 bytes */
static PyObject *f_frost_dkg_group_commitments(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    long nl, tl;
    size_t ncm;
    PyObject *out = NULL;
    const unsigned char *cm = take_list(&s, a[0], 33, "commitments", &ncm);
    if (!cm) goto fail;
    if (take_long(a[1], &nl) < 0 || take_long(a[2], &tl) < 0) goto fail;
    if (nl <= 0 || tl <= 0 || ncm != (size_t)nl * (size_t)tl) {
        release(&s);
        return raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: n * t commitments expected");
    }
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(33 * tl));
    if (!out) goto fail;
    NOGIL(ufsecp_frost_dkg_group_commitments((unsigned char *)PyBytes_AS_STRING(out), cm, (size_t)nl, (size_t)tl));
    release(&s);
    if (st != UFSECP_OK) { Py_DECREF(out); return raise_status(st); }
    return out;
    FAIL();
}

/* frost_nonce_gen(secnonce_out bytearray, suite, share32, hiding_rand32, binding_rand32) -> pubnonce66 */
static PyObject *f_frost_nonce_gen(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(5, 5);
    long suite;
    unsigned char pn[66];
    unsigned char *sn = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_frost_secnonce), "secnonce");
    if (!sn) goto fail;
    if (take_long(a[1], &suite) < 0) goto fail;
    TAKE(share, 2, 32, "share32");
    TAKE(hr, 3, 32, "hiding_rand32");
    TAKE(br, 4, 32, "binding_rand32");
    NOGIL(ufsecp_frost_nonce_gen((ufsecp_frost_secnonce *)sn, pn, (int)suite, share, hr, br));
    CHECK();
    return B(pn, 66);
    FAIL();
}

/* The signing list of one call: ids_concat and pubnonces_concat of one length n. */
static int take_signers(bufs *s, PyObject *ids_o, PyObject *pn_o, const unsigned char **ids,
                        const unsigned char **pns, size_t *cnt) {
    size_t nid, npn;
    if (!(*ids = take_list(s, ids_o, 32, "ids", &nid))) return -1;
    if (!(*pns = take_list(s, pn_o, 66, "pubnonces", &npn))) return -1;
    if (nid != npn) {
        raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: ids and pubnonces must have one length");
        return -1;
    }
    *cnt = nid;
    return 0;
}

/* frost_sign(secnonce bytearray, suite, share32, id32, gpk33, tweak32|None, msg, ids, pubnonces) -> sigshare32 */
static PyObject *f_frost_sign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(9, 9);
    long suite;
    size_t cnt;
    Py_ssize_t mlen;
    const unsigned char *ids, *pns;
    unsigned char z[32];
    unsigned char *sn = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_frost_secnonce), "secnonce");
    if (!sn) goto fail;
    if (take_long(a[1], &suite) < 0) goto fail;
    TAKE(share, 2, 32, "share32");
    TAKE(id, 3, 32, "id32");
    TAKE(gpk, 4, 33, "group_pk33");
    OPT(tw, 5, 32, "tweak32");
    const unsigned char *msg = take(&s, a[6], -1, "msg", &mlen);
    if (!msg) goto fail;
    if (take_signers(&s, a[7], a[8], &ids, &pns, &cnt) < 0) goto fail;
    /* The GIL stays held: the call consumes the secnonce, and two threads signing with one
     * SecretNonce at once must not both get a share (that would leak the signing share). */
    st = ufsecp_frost_sign(z, (ufsecp_frost_secnonce *)sn, (int)suite, share, id, gpk, tw, msg, (size_t)mlen, ids,
                           pns, cnt);
    CHECK();
    return B(z, 32);
    FAIL();
}

/* frost_verify_share(suite, sigshare32, id32, pubshare33, gpk33, tweak32|None, msg, ids, pubnonces) -> bool */
static PyObject *f_frost_verify_share(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(9, 9);
    long suite;
    size_t cnt;
    Py_ssize_t mlen;
    const unsigned char *ids, *pns;
    if (take_long(a[0], &suite) < 0) goto fail;
    TAKE(z, 1, 32, "sigshare32");
    TAKE(id, 2, 32, "id32");
    TAKE(ps, 3, 33, "pubshare33");
    TAKE(gpk, 4, 33, "group_pk33");
    OPT(tw, 5, 32, "tweak32");
    const unsigned char *msg = take(&s, a[6], -1, "msg", &mlen);
    if (!msg) goto fail;
    if (take_signers(&s, a[7], a[8], &ids, &pns, &cnt) < 0) goto fail;
    NOGIL(ufsecp_frost_verify_share((int)suite, z, id, ps, gpk, tw, msg, (size_t)mlen, ids, pns, cnt));
    release(&s);
    if (st == UFSECP_OK) Py_RETURN_TRUE;
    if (st == UFSECP_ERR_FROST_BAD_SHARE) Py_RETURN_FALSE;
    return raise_status(st);
    FAIL();
}

/* frost_aggregate(suite, gpk33, tweak32|None, msg, ids, pubnonces, sigshares, pubshares|None) -> sig */
static PyObject *f_frost_aggregate(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(8, 8);
    long suite;
    size_t cnt, nz, nps = 0, culprit = NO_CULPRIT;
    Py_ssize_t mlen;
    const unsigned char *ids, *pns, *ps = NULL;
    unsigned char sig[65];
    size_t sig_len = sizeof sig;
    if (take_long(a[0], &suite) < 0) goto fail;
    TAKE(gpk, 1, 33, "group_pk33");
    OPT(tw, 2, 32, "tweak32");
    const unsigned char *msg = take(&s, a[3], -1, "msg", &mlen);
    if (!msg) goto fail;
    if (take_signers(&s, a[4], a[5], &ids, &pns, &cnt) < 0) goto fail;
    const unsigned char *zs = take_list(&s, a[6], 32, "sigshares", &nz);
    if (!zs) goto fail;
    if (a[7] != Py_None && !(ps = take_list(&s, a[7], 33, "pubshares", &nps))) goto fail;
    if (nz != cnt || (ps && nps != cnt)) {
        release(&s);
        return raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: one sigshare (and pubshare) per signer");
    }
    NOGIL(ufsecp_frost_aggregate(sig, &sig_len, &culprit, (int)suite, gpk, tw, msg, (size_t)mlen, ids, pns, zs, ps,
                                 cnt));
    release(&s);
    if (st != UFSECP_OK) return raise_culprit(st, culprit);
    return B(sig, (Py_ssize_t)sig_len);
    FAIL();
}

/* frost_verify(suite, sig, msg, gpk33, tweak32|None) -> bool (False: VERIFY_FAILED, BAD_SIGNATURE, BAD_LENGTH) */
static PyObject *f_frost_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(5, 5);
    long suite;
    Py_ssize_t slen, mlen;
    if (take_long(a[0], &suite) < 0) goto fail;
    const unsigned char *sig = take(&s, a[1], -1, "sig", &slen);
    if (!sig) goto fail;
    const unsigned char *msg = take(&s, a[2], -1, "msg", &mlen);
    if (!msg) goto fail;
    TAKE(gpk, 3, 33, "group_pk33");
    OPT(tw, 4, 32, "tweak32");
    NOGIL(ufsecp_frost_verify((int)suite, sig, (size_t)slen, msg, (size_t)mlen, gpk, tw));
    release(&s);
    if (st == UFSECP_OK) Py_RETURN_TRUE;
    if (st == UFSECP_ERR_VERIFY_FAILED || st == UFSECP_ERR_BAD_SIGNATURE || st == UFSECP_ERR_BAD_LENGTH) Py_RETURN_FALSE;
    return raise_status(st);
    FAIL();
}

/* frost_tr_output_key(gpk33, tweak32|None) -> x32 */
static PyObject *f_frost_tr_output_key(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 2);
    unsigned char x[32];
    TAKE(gpk, 0, 33, "group_pk33");
    OPT(tw, 1, 32, "tweak32");
    NOGIL(ufsecp_frost_tr_output_key(x, gpk, tw));
    CHECK();
    return B(x, 32);
    FAIL();
}

/* frost_tr_taproot_tweak(gpk33, merkle_root32|None) -> tweak32 */
static PyObject *f_frost_tr_taproot_tweak(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 2);
    unsigned char tw[32];
    TAKE(gpk, 0, 33, "group_pk33");
    OPT(root, 1, 32, "merkle_root32");
    NOGIL(ufsecp_frost_tr_taproot_tweak(tw, gpk, root));
    CHECK();
    return B(tw, 32);
    FAIL();
}

/* ---- draft BIP-445 -------------------------------------------------------------------------- */
/* The signers context (n, t, ids: list of int, pubshares_concat, thresh_pk33) and the tweaks
 * (tweaks_concat, is_xonly: list of bool) of one call. */
typedef struct {
    ufsecp_frost445_signers sc;
    uint32_t *ids;
    int *xo;
    const unsigned char *tw;
    size_t v;
} ctx445;

static void ctx445_free(ctx445 *c) {
    PyMem_Free(c->ids);
    PyMem_Free(c->xo);
    c->ids = NULL;
    c->xo = NULL;
}

static int ctx445_take(bufs *s, ctx445 *c, PyObject *signers, PyObject *tweaks) {
    memset(c, 0, sizeof *c);
    Py_ssize_t sn, st_;
    if (!PyTuple_Check(signers) || (tweaks != Py_None && !PyTuple_Check(tweaks))) {
        PyErr_SetString(PyExc_TypeError, "signers must be a tuple (n, t, ids, pubshares, thresh_pk33), "
                                         "tweaks None or a tuple (tweaks_concat, is_xonly)");
        return -1;
    }
    PyObject *ids_o, *ps_o, *pk_o, *tw_o = NULL, *xo_o = NULL;
    if (!PyArg_ParseTuple(signers, "nnOOO;signers must be (n, t, ids, pubshares, thresh_pk33)", &sn, &st_, &ids_o,
                          &ps_o, &pk_o))
        return -1;
    if (sn < 0 || st_ < 0) {
        raise_status(UFSECP_ERR_BAD_ARG);
        return -1;
    }
    PyObject *seq = PySequence_Fast(ids_o, "ids must be a sequence of int");
    if (!seq) return -1;
    Py_ssize_t u = PySequence_Fast_GET_SIZE(seq);
    c->ids = PyMem_Calloc((size_t)(u ? u : 1), sizeof(uint32_t));
    if (!c->ids) { Py_DECREF(seq); PyErr_NoMemory(); return -1; }
    for (Py_ssize_t i = 0; i < u; i++) {
        unsigned long v = PyLong_AsUnsignedLong(PySequence_Fast_GET_ITEM(seq, i));
        if (v == (unsigned long)-1 && PyErr_Occurred()) { Py_DECREF(seq); return -1; }
        if (v > 0xffffffffUL) {
            Py_DECREF(seq);
            raise_status(UFSECP_ERR_FROST_BAD_IDENTIFIER);
            return -1;
        }
        c->ids[i] = (uint32_t)v;
    }
    Py_DECREF(seq);
    size_t nps;
    const unsigned char *ps = take_list(s, ps_o, 33, "pubshares", &nps);
    if (!ps) return -1;
    if (nps != (size_t)u) {
        raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: one pubshare per id");
        return -1;
    }
    const unsigned char *pk = take(s, pk_o, 33, "thresh_pk33", NULL);
    if (!pk) return -1;
    c->sc.n = (size_t)sn;
    c->sc.t = (size_t)st_;
    c->sc.u = (size_t)u;
    c->sc.ids = c->ids;
    c->sc.pubshares33 = ps;
    c->sc.thresh_pk33 = pk;
    if (tweaks == Py_None) return 0;
    if (!PyArg_ParseTuple(tweaks, "OO;tweaks must be (tweaks_concat, is_xonly)", &tw_o, &xo_o)) return -1;
    size_t ntw;
    c->tw = take_list(s, tw_o, 32, "tweaks", &ntw);
    if (!c->tw) return -1;
    seq = PySequence_Fast(xo_o, "is_xonly must be a sequence of bool");
    if (!seq) return -1;
    Py_ssize_t v = PySequence_Fast_GET_SIZE(seq);
    c->xo = PyMem_Calloc((size_t)(v ? v : 1), sizeof(int));
    if (!c->xo) { Py_DECREF(seq); PyErr_NoMemory(); return -1; }
    for (Py_ssize_t i = 0; i < v; i++) {
        int b = PyObject_IsTrue(PySequence_Fast_GET_ITEM(seq, i));
        if (b < 0) { Py_DECREF(seq); return -1; }
        c->xo[i] = b;
    }
    Py_DECREF(seq);
    if ((size_t)v != ntw) {
        raise_status(UFSECP_ERR_FROST_LIST_LENGTH);
        return -1;
    }
    c->v = (size_t)v;
    if (v == 0) c->tw = NULL;
    return 0;
}

/* frost445_nonce_gen(secnonce_out, rand32, secshare|None, pubshare33|None, thresh_x32|None, msg|None, extra|None) -> pubnonce66 */
static PyObject *f_frost445_nonce_gen(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(7, 7);
    unsigned char pn[66];
    Py_ssize_t mlen = 0, elen = 0;
    const unsigned char *msg = NULL, *extra = NULL;
    static const unsigned char empty = 0;
    unsigned char *sn = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_frost445_secnonce), "secnonce");
    if (!sn) goto fail;
    TAKE(rnd, 1, 32, "rand32");
    OPT(sk, 2, 32, "secshare32");
    OPT(pk, 3, 33, "pubshare33");
    OPT(tx, 4, 32, "thresh_xonly32");
    if (a[5] != Py_None) {
        if (!(msg = take(&s, a[5], -1, "msg", &mlen))) goto fail;
        if (mlen == 0) msg = &empty;
    }
    if (a[6] != Py_None) {
        if (!(extra = take(&s, a[6], -1, "extra_in", &elen))) goto fail;
        if (elen == 0) extra = &empty;
    }
    NOGIL(ufsecp_frost445_nonce_gen((ufsecp_frost445_secnonce *)sn, pn, rnd, sk, pk, tx, msg, (size_t)mlen, extra,
                                    (size_t)elen));
    CHECK();
    return B(pn, 66);
    FAIL();
}

/* frost445_secnonce_load(secnonce_out, k1k2_64) -> None */
static PyObject *f_frost445_secnonce_load(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char *sn = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_frost445_secnonce), "secnonce");
    if (!sn) goto fail;
    TAKE(in, 1, 64, "secnonce64");
    st = ufsecp_frost445_secnonce_load((ufsecp_frost445_secnonce *)sn, in);
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* frost445_nonce_agg(pubnonces_concat) -> aggnonce66 */
static PyObject *f_frost445_nonce_agg(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    size_t u, culprit = NO_CULPRIT;
    unsigned char agg[66];
    const unsigned char *pns = take_list(&s, a[0], 66, "pubnonces", &u);
    if (!pns) goto fail;
    NOGIL(ufsecp_frost445_nonce_agg(agg, &culprit, pns, u));
    release(&s);
    if (st != UFSECP_OK) return raise_culprit(st, culprit);
    return B(agg, 66);
    FAIL();
}

/* frost445_tweaked_key(thresh_pk33, tweaks|None) -> (x32, plain33) */
static PyObject *f_frost445_tweaked_key(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    unsigned char x[32], p[33];
    ctx445 c;
    memset(&c, 0, sizeof c);
    TAKE(pk, 0, 33, "thresh_pk33");
    if (a[1] != Py_None) {
        /* Reuse the tweak parsing of the context with an empty signer set. */
        PyObject *sig = Py_BuildValue("(nn()y#O)", (Py_ssize_t)0, (Py_ssize_t)0, "", (Py_ssize_t)0, a[0]);
        if (!sig) goto fail;
        int r = ctx445_take(&s, &c, sig, a[1]);
        Py_DECREF(sig);
        if (r < 0) goto fail445;
    }
    NOGIL(ufsecp_frost445_tweaked_key(x, p, pk, c.tw, c.xo, c.v));
    ctx445_free(&c);
    CHECK();
    return Py_BuildValue("(y#y#)", (const char *)x, (Py_ssize_t)32, (const char *)p, (Py_ssize_t)33);
fail445:
    ctx445_free(&c);
    FAIL();
}

/* frost445_sign(secnonce bytearray, secshare32, my_id, signers, aggnonce66, tweaks|None, msg) -> psig32 */
static PyObject *f_frost445_sign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(7, 7);
    ctx445 c;
    memset(&c, 0, sizeof c);
    unsigned long my;
    size_t culprit = NO_CULPRIT;
    Py_ssize_t mlen;
    unsigned char psig[32];
    unsigned char *sn = take_w(&s, a[0], (Py_ssize_t)sizeof(ufsecp_frost445_secnonce), "secnonce");
    if (!sn) goto fail;
    TAKE(sk, 1, 32, "secshare32");
    my = PyLong_AsUnsignedLong(a[2]);
    if (my == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    if (my > 0xffffffffUL) { st = UFSECP_ERR_FROST_BAD_IDENTIFIER; CHECK(); }
    TAKE(agg, 4, 66, "aggnonce66");
    if (ctx445_take(&s, &c, a[3], a[5]) < 0) goto fail445;
    const unsigned char *msg = take(&s, a[6], -1, "msg", &mlen);
    if (!msg) goto fail445;
    /* GIL held: the call consumes the secnonce (see f_frost_sign). */
    st = ufsecp_frost445_sign(psig, &culprit, (ufsecp_frost445_secnonce *)sn, sk, (uint32_t)my, &c.sc, agg, c.tw, c.xo,
                              c.v, msg, (size_t)mlen);
    ctx445_free(&c);
    release(&s);
    if (st != UFSECP_OK) return raise_culprit(st, culprit);
    return B(psig, 32);
fail445:
    ctx445_free(&c);
    FAIL();
}

/* frost445_partial_sig_verify(psig32, pubnonces_concat, signers, tweaks|None, msg, index) -> bool */
static PyObject *f_frost445_partial_sig_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(6, 6);
    ctx445 c;
    memset(&c, 0, sizeof c);
    size_t culprit = NO_CULPRIT, npn;
    Py_ssize_t mlen, idx;
    TAKE(psig, 0, 32, "psig32");
    const unsigned char *pns = take_list(&s, a[1], 66, "pubnonces", &npn);
    if (!pns) goto fail;
    if (ctx445_take(&s, &c, a[2], a[3]) < 0) goto fail445;
    if (npn != c.sc.u) {
        ctx445_free(&c);
        release(&s);
        return raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: one pubnonce per signer");
    }
    const unsigned char *msg = take(&s, a[4], -1, "msg", &mlen);
    if (!msg) goto fail445;
    idx = PyLong_AsSsize_t(a[5]);
    if (idx == -1 && PyErr_Occurred()) goto fail445;
    if (idx < 0) { ctx445_free(&c); st = UFSECP_ERR_BAD_ARG; CHECK(); }
    NOGIL(ufsecp_frost445_partial_sig_verify(&culprit, psig, pns, &c.sc, c.tw, c.xo, c.v, msg, (size_t)mlen,
                                             (size_t)idx));
    ctx445_free(&c);
    release(&s);
    if (st == UFSECP_OK) Py_RETURN_TRUE;
    if (st == UFSECP_ERR_FROST_BAD_SHARE) Py_RETURN_FALSE;
    return raise_culprit(st, culprit);
fail445:
    ctx445_free(&c);
    FAIL();
}

/* frost445_partial_sig_agg(psigs_concat, signers, aggnonce66, tweaks|None, msg) -> sig64 */
static PyObject *f_frost445_partial_sig_agg(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(5, 5);
    ctx445 c;
    memset(&c, 0, sizeof c);
    size_t culprit = NO_CULPRIT, np;
    Py_ssize_t mlen;
    unsigned char sig[64];
    const unsigned char *ps = take_list(&s, a[0], 32, "psigs", &np);
    if (!ps) goto fail;
    TAKE(agg, 2, 66, "aggnonce66");
    if (ctx445_take(&s, &c, a[1], a[3]) < 0) goto fail445;
    const unsigned char *msg = take(&s, a[4], -1, "msg", &mlen);
    if (!msg) goto fail445;
    NOGIL(ufsecp_frost445_partial_sig_agg(sig, &culprit, ps, np, &c.sc, agg, c.tw, c.xo, c.v, msg, (size_t)mlen));
    ctx445_free(&c);
    release(&s);
    if (st != UFSECP_OK) return raise_culprit(st, culprit);
    return B(sig, 64);
fail445:
    ctx445_free(&c);
    FAIL();
}

/* frost445_tweaks_parse(list of tweak bytes (any length), n_is_xonly) -> tweaks_concat */
static PyObject *f_frost445_tweaks_parse(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    if (nargs(n, 2, 2, "frost445_tweaks_parse") < 0) return NULL;
    Py_ssize_t nx = PyLong_AsSsize_t(a[1]);
    if (nx == -1 && PyErr_Occurred()) return NULL;
    if (nx < 0) return raise_status(UFSECP_ERR_BAD_ARG);
    PyObject *seq = PySequence_Fast(a[0], "tweaks must be a sequence of bytes");
    if (!seq) return NULL;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(seq);
    bufarr ba = {NULL, 0};
    PyObject *res = NULL;
    const unsigned char **ptrs = PyMem_Calloc((size_t)(k ? k : 1), sizeof(void *));
    size_t *lens = PyMem_Calloc((size_t)(k ? k : 1), sizeof(size_t));
    unsigned char *packed = NULL, *out = NULL;
    size_t total = 0, culprit = NO_CULPRIT;
    if (!ptrs || !lens) { PyErr_NoMemory(); goto done; }
    if (bufarr_take(&ba, seq, k, -1, "tweaks", ptrs, lens) < 0) goto done;
    for (Py_ssize_t i = 0; i < k; i++) total += lens[i];
    packed = PyMem_Malloc(total ? total : 1);
    out = PyMem_Calloc((size_t)(k ? k : 1), 32);
    if (!packed || !out) { PyErr_NoMemory(); goto done; }
    for (Py_ssize_t i = 0, off = 0; i < k; off += (Py_ssize_t)lens[i], i++) memcpy(packed + off, ptrs[i], lens[i]);
    int st = ufsecp_frost445_tweaks_parse(out, &culprit, k ? packed : NULL, k ? lens : NULL, (size_t)k, (size_t)nx);
    if (st != UFSECP_OK) raise_culprit(st, culprit);
    else res = B(out, 32 * k);
done:
    bufarr_release(&ba);
    PyMem_Free((void *)ptrs);
    PyMem_Free(lens);
    PyMem_Free(packed);
    PyMem_Free(out);
    Py_DECREF(seq);
    return res;
}

/* frost445_deterministic_sign(secshare32, my_id, aggothernonce66|None, signers, tweaks|None, msg, rand32|None)
 *   -> (pubnonce66, psig32) */
static PyObject *f_frost445_deterministic_sign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(7, 7);
    ctx445 c;
    memset(&c, 0, sizeof c);
    unsigned long my;
    size_t culprit = NO_CULPRIT;
    Py_ssize_t mlen;
    unsigned char pn[66], psig[32];
    TAKE(sk, 0, 32, "secshare32");
    my = PyLong_AsUnsignedLong(a[1]);
    if (my == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    if (my > 0xffffffffUL) { st = UFSECP_ERR_FROST_BAD_IDENTIFIER; CHECK(); }
    OPT(other, 2, 66, "aggothernonce66");
    OPT(rnd, 6, 32, "rand32");
    if (ctx445_take(&s, &c, a[3], a[4]) < 0) goto fail445;
    const unsigned char *msg = take(&s, a[5], -1, "msg", &mlen);
    if (!msg) goto fail445;
    NOGIL(ufsecp_frost445_deterministic_sign(pn, psig, &culprit, sk, (uint32_t)my, other, &c.sc, c.tw, c.xo, c.v, msg,
                                             (size_t)mlen, rnd));
    ctx445_free(&c);
    release(&s);
    if (st != UFSECP_OK) return raise_culprit(st, culprit);
    return Py_BuildValue("(y#y#)", (const char *)pn, (Py_ssize_t)66, (const char *)psig, (Py_ssize_t)32);
fail445:
    ctx445_free(&c);
    FAIL();
}

static PyMethodDef frost_methods[] = {
    PF(frost_dealer_keygen, "frost_dealer_keygen(secret32, coeffs|None, t, ids) -> (shares bytearray, commitments, gpk33)"),
    PF(frost_share_verify, "frost_share_verify(id32, share32, commitments) -> pubshare33"),
    PF(frost_pubshare, "frost_pubshare(id32, commitments) -> pubshare33"),
    PF(frost_dkg_round1, "frost_dkg_round1(suite, id32, coeffs, nonce32) -> (commitments, pok)"),
    PF(frost_dkg_round1_verify, "frost_dkg_round1_verify(suite, ids, commitments, poks, t) -> None"),
    PF(frost_dkg_round2_share, "frost_dkg_round2_share(coeffs, recipient_id32) -> bytearray(32)"),
    PF(frost_dkg_finalize, "frost_dkg_finalize(my_id32, ids, commitments, shares, t) -> (share, pubshare33, gpk33)"),
    PF(frost_dkg_group_commitments, "frost_dkg_group_commitments(commitments, n, t) -> t*33 bytes"),
    PF(frost_nonce_gen, "frost_nonce_gen(secnonce_out, suite, share32, hiding_rand32, binding_rand32) -> pubnonce66"),
    PF(frost_sign, "frost_sign(secnonce, suite, share32, id32, gpk33, tweak32|None, msg, ids, pubnonces) -> sigshare32"),
    PF(frost_verify_share, "frost_verify_share(suite, sigshare32, id32, pubshare33, gpk33, tweak32|None, msg, ids, pubnonces) -> bool"),
    PF(frost_aggregate, "frost_aggregate(suite, gpk33, tweak32|None, msg, ids, pubnonces, sigshares, pubshares|None) -> sig"),
    PF(frost_verify, "frost_verify(suite, sig, msg, gpk33, tweak32|None) -> bool"),
    PF(frost_tr_output_key, "frost_tr_output_key(gpk33, tweak32|None) -> x32"),
    PF(frost_tr_taproot_tweak, "frost_tr_taproot_tweak(gpk33, merkle_root32|None) -> tweak32"),
    PF(frost445_nonce_gen, "frost445_nonce_gen(secnonce_out, rand32, secshare|None, pubshare|None, thresh_x|None, msg|None, extra|None) -> pubnonce66"),
    PF(frost445_secnonce_load, "frost445_secnonce_load(secnonce_out, secnonce64) -> None"),
    PF(frost445_nonce_agg, "frost445_nonce_agg(pubnonces) -> aggnonce66"),
    PF(frost445_tweaked_key, "frost445_tweaked_key(thresh_pk33, tweaks|None) -> (x32, plain33)"),
    PF(frost445_sign, "frost445_sign(secnonce, secshare32, my_id, signers, aggnonce66, tweaks|None, msg) -> psig32"),
    PF(frost445_partial_sig_verify, "frost445_partial_sig_verify(psig32, pubnonces, signers, tweaks|None, msg, index) -> bool"),
    PF(frost445_partial_sig_agg, "frost445_partial_sig_agg(psigs, signers, aggnonce66, tweaks|None, msg) -> sig64"),
    PF(frost445_tweaks_parse, "frost445_tweaks_parse(list of tweak bytes, n_is_xonly) -> tweaks_concat"),
    PF(frost445_deterministic_sign, "frost445_deterministic_sign(secshare32, my_id, aggothernonce|None, signers, tweaks|None, msg, rand32|None) -> (pubnonce66, psig32)"),
    {NULL, NULL, 0, NULL}};

int ufsecp_py_add_frost(PyObject *mod) {
    if (PyModule_AddFunctions(mod, frost_methods) < 0) return -1;
    if (PyModule_AddIntConstant(mod, "FROST_RFC9591", UFSECP_FROST_RFC9591) < 0) return -1;
    if (PyModule_AddIntConstant(mod, "FROST_TR", UFSECP_FROST_TR) < 0) return -1;
    if (PyModule_AddIntConstant(mod, "FROST_SECNONCE_SIZE", (long)sizeof(ufsecp_frost_secnonce)) < 0) return -1;
    if (PyModule_AddIntConstant(mod, "FROST445_SECNONCE_SIZE", (long)sizeof(ufsecp_frost445_secnonce)) < 0) return -1;
    return 0;
}
