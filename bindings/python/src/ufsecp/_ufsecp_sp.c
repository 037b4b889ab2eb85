/*
 * ufsecp._ufsecp — BIP-352 silent payments: outpoints, public data, sender outputs, labels, addresses and the batch scanner (GIL released).
 * Conventions: _ufsecp.c.
 */
#include "_ufsecp.h"

/* ---- silent payments (BIP-352) ---------------------------------------------------------- */
/* sp_create_label(scan_seckey, m) -> (point33, tweak32) */
PyObject *f_sp_create_label(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_sp_labeled_spend_pubkey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_sp_smallest_outpoint(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_sp_public_data(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_sp_create_outputs(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_sp_address_encode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_sp_address_decode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_sp_scan_batch(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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




