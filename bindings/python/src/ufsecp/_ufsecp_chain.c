/*
 * ufsecp._ufsecp — columnar ("flat buffer") entry points for ufsecp.chain, the Dask pipeline
 * over Parquet partitions (BIP-352 tweak index, silent-payment scanning, bulk signature
 * verification, and the synthetic data generator's key pool and signer).
 *
 * Every function takes whole Arrow columns as flat buffers (a list column is its int32
 * offsets plus its child's data; a binary child adds its own int32 offsets) and returns
 * flat bytes objects that numpy/pyarrow wrap without copying. One call per partition, the
 * GIL released for the whole of it: no Python object per transaction or per row.
 *
 * Offsets come from files that may be corrupt: every offset array is checked (length n+1,
 * non-decreasing, in bounds of its data) before anything is read through it; a failed
 * check raises UFSECP_ERR_BAD_LENGTH's class for the call (a structurally broken column,
 * not a malformed row). Malformed rows (wrong counts or lengths, bad key types, points not
 * on the curve) get a per-row code instead and never stop the call.
 *
 * Secrets: the recipients' scan keys (chain_sp_scan) and the pool's secret keys (chain_sign,
 * synthetic data only) are read in place from the caller's buffers; the keypairs made from
 * them are wiped.
 */
#include "_ufsecp.h"

#include <stdlib.h>

/* chain_sp_scan reads label tables as 65-byte records */
typedef char chain_label_is_65_bytes[sizeof(ufsecp_sp_label) == 65 ? 1 : -1];

/* Per-row codes of chain_public_data (mirrored in ufsecp/chain/codes.py). */
enum {
    PD_OK = 0,
    PD_NO_ELIGIBLE = 1,   /* no eligible input key (all excluded types) */
    PD_SEGWIT_V2 = 2,     /* spends a SegWit version > 1 output: not eligible */
    PD_INFINITY = 3,      /* the eligible keys sum to the point at infinity */
    PD_BAD_TWEAK = 4,     /* input_hash 0 or >= n (probability ~2^-128) */
    PD_M_COUNTS = 100,    /* malformed: types/outpoints/keys counts differ, or no input */
    PD_M_KEYLEN = 101,    /* malformed: key of the wrong length for its type */
    PD_M_TYPE = 102,      /* malformed: unknown input type code */
    PD_M_POINT = 103,     /* malformed: key not on the curve / bad prefix */
    PD_M_NULL = 104       /* malformed: a null field */
};
/* Input type codes (the synth layout, docs/chain.md). */
enum { IN_P2TR = 0, IN_P2WPKH = 1, IN_P2SH_P2WPKH = 2, IN_P2PKH = 3, IN_OTHER = 4, IN_SEGWIT_V2 = 5 };

/* Verify codes (chain_verify). */
enum { V_OK = 0, V_INVALID = 1, V_M_KIND = 100, V_M_MSGLEN = 101, V_M_SIGLEN = 102, V_M_KEYLEN = 103,
       V_M_POINT = 104, V_M_NULL = 105 };
enum { KIND_ECDSA = 0, KIND_BIP340 = 1 };

/* Checks an int32 offsets buffer of n+1 entries: non-decreasing, first >= 0, last*w <= cap. */
static int check_offsets(const int32_t *off, Py_ssize_t len_bytes, Py_ssize_t n, size_t w, size_t cap,
                         const char *name) {
    if (len_bytes != (Py_ssize_t)((size_t)(n + 1) * sizeof(int32_t))) goto bad;
    if (off[0] < 0) goto bad;
    for (Py_ssize_t i = 0; i < n; i++)
        if (off[i + 1] < off[i]) goto bad;
    if ((size_t)off[n] * w > cap) goto bad;
    return 0;
bad:;
    char msg[128];
    PyOS_snprintf(msg, sizeof msg, "UFSECP_ERR_BAD_LENGTH: column %s: offsets inconsistent with its data", name);
    raise_msg(UFSECP_ERR_BAD_LENGTH, msg);
    return -1;
}

static Py_ssize_t as_count(PyObject *o) {
    Py_ssize_t v = PyLong_AsSsize_t(o);
    if (v < 0 && !PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "count must be >= 0");
    return v;
}

/* chain_public_data(n, valid, types_off, types, op_off, ops36, key_off, key_boff, key_data)
 *   -> (codes: n bytes, tweaks: n*33 bytes, zeros where code != 0)
 * valid: n bytes (0 = a null field in the row). types: list<uint8>, ops: list<fixed(36)>,
 * keys: list<binary> (key_off indexes key_boff's entries, key_boff indexes key_data). */
PyObject *f_chain_public_data(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(9, 9);
    Py_ssize_t nt = as_count(a[0]);
    if (nt < 0) goto fail;
    Py_ssize_t l_valid, l_toff, l_types, l_ooff, l_ops, l_koff, l_kboff, l_kdata;
    const unsigned char *valid = take(&s, a[1], nt, "valid", &l_valid);
    if (!valid) goto fail;
    const int32_t *toff = (const int32_t *)take(&s, a[2], -1, "types_off", &l_toff);
    if (!toff) goto fail;
    const unsigned char *types = take(&s, a[3], -1, "types", &l_types);
    if (!types) goto fail;
    const int32_t *ooff = (const int32_t *)take(&s, a[4], -1, "op_off", &l_ooff);
    if (!ooff) goto fail;
    const unsigned char *ops = take(&s, a[5], -1, "outpoints", &l_ops);
    if (!ops) goto fail;
    const int32_t *koff = (const int32_t *)take(&s, a[6], -1, "key_off", &l_koff);
    if (!koff) goto fail;
    const int32_t *kboff = (const int32_t *)take(&s, a[7], -1, "key_boff", &l_kboff);
    if (!kboff) goto fail;
    const unsigned char *kdata = take(&s, a[8], -1, "key_data", &l_kdata);
    if (!kdata) goto fail;
    if (check_offsets(toff, l_toff, nt, 1, (size_t)l_types, "in_types") < 0) goto fail;
    if (check_offsets(ooff, l_ooff, nt, 36, (size_t)l_ops, "outpoints") < 0) goto fail;
    if (l_kboff < (Py_ssize_t)sizeof(int32_t)) { raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: key_boff"); goto fail; }
    Py_ssize_t nkeys = l_kboff / (Py_ssize_t)sizeof(int32_t) - 1;
    if (check_offsets(koff, l_koff, nt, 1, (size_t)nkeys, "in_keys") < 0) goto fail;
    if (check_offsets(kboff, l_kboff, nkeys, 1, (size_t)l_kdata, "in_keys values") < 0) goto fail;

    PyObject *codes_o = PyBytes_FromStringAndSize(NULL, nt);
    PyObject *tw_o = PyBytes_FromStringAndSize(NULL, nt * 33);
    if (!codes_o || !tw_o) { Py_XDECREF(codes_o); Py_XDECREF(tw_o); goto fail; }
    unsigned char *codes = (unsigned char *)PyBytes_AS_STRING(codes_o);
    unsigned char *tw = (unsigned char *)PyBytes_AS_STRING(tw_o);
    memset(tw, 0, (size_t)nt * 33);
    /* scratch for one transaction's keys: the largest input count of the partition */
    size_t maxin = 1;
    for (Py_ssize_t i = 0; i < nt; i++) {
        size_t c = (size_t)(toff[i + 1] - toff[i]);
        if (c > maxin) maxin = c;
    }
    unsigned char *xs = PyMem_Malloc(maxin * 32), *ps = PyMem_Malloc(maxin * 33);
    if (!xs || !ps) {
        PyMem_Free(xs);
        PyMem_Free(ps);
        Py_DECREF(codes_o);
        Py_DECREF(tw_o);
        PyErr_NoMemory();
        goto fail;
    }
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < nt; i++) {
        unsigned char code = PD_OK;
        size_t nin = (size_t)(toff[i + 1] - toff[i]);
        size_t nx = 0, np = 0;
        int v2 = 0;
        if (!valid[i]) code = PD_M_NULL;
        else if (nin == 0 || (size_t)(ooff[i + 1] - ooff[i]) != nin || (size_t)(koff[i + 1] - koff[i]) != nin)
            code = PD_M_COUNTS;
        for (size_t j = 0; code == PD_OK && j < nin; j++) {
            unsigned t = types[toff[i] + (Py_ssize_t)j];
            Py_ssize_t ki = koff[i] + (Py_ssize_t)j;
            size_t klen = (size_t)(kboff[ki + 1] - kboff[ki]);
            const unsigned char *k = kdata + kboff[ki];
            switch (t) {
            case IN_P2TR:
                if (klen != 32) code = PD_M_KEYLEN;
                else memcpy(xs + 32 * nx++, k, 32);
                break;
            case IN_P2WPKH: case IN_P2SH_P2WPKH: case IN_P2PKH:
                /* BIP-352: only compressed keys count; an uncompressed one is skipped */
                if (klen == 65 && k[0] == 4) break;
                if (klen != 33) code = PD_M_KEYLEN;
                else if (k[0] != 2 && k[0] != 3) code = PD_M_POINT;
                else memcpy(ps + 33 * np++, k, 33);
                break;
            case IN_OTHER: break;
            case IN_SEGWIT_V2: v2 = 1; break;
            default: code = PD_M_TYPE;
            }
        }
        if (code == PD_OK && v2) code = PD_SEGWIT_V2;
        if (code == PD_OK && nx + np == 0) code = PD_NO_ELIGIBLE;
        if (code == PD_OK) {
            unsigned char small[36];
            int st2 = ufsecp_sp_smallest_outpoint(small, ops + (size_t)ooff[i] * 36, nin);
            if (st2 == UFSECP_OK)
                st2 = ufsecp_sp_public_data(tw + 33 * (size_t)i, small, nx ? xs : NULL, nx, np ? ps : NULL, np);
            if (st2 == UFSECP_ERR_BAD_PUBKEY) code = PD_M_POINT;
            else if (st2 == UFSECP_ERR_INFINITY) code = PD_INFINITY;
            else if (st2 == UFSECP_ERR_BAD_TWEAK) code = PD_BAD_TWEAK;
            else if (st2 != UFSECP_OK) code = PD_M_COUNTS;
        }
        codes[i] = code;
    }
    Py_END_ALLOW_THREADS
    PyMem_Free(xs);
    PyMem_Free(ps);
    release(&s);
    return Py_BuildValue("(NN)", codes_o, tw_o);
    FAIL();
}

/* Growable result columns of chain_sp_scan. */
typedef struct {
    uint32_t *row, *rec, *oidx, *k;
    int32_t *lab;
    unsigned char *tweak;
    size_t n, cap;
} hits;

static int hits_push(hits *h, uint32_t row, uint32_t rec, const ufsecp_sp_found *f, int32_t lab) {
    if (h->n == h->cap) {
        size_t c = h->cap ? 2 * h->cap : 256;
        void *p;
#define GROW(field, sz) p = realloc(h->field, c * (sz)); if (!p) return -1; h->field = p
        GROW(row, 4); GROW(rec, 4); GROW(oidx, 4); GROW(k, 4); GROW(lab, 4); GROW(tweak, 32);
#undef GROW
        h->cap = c;
    }
    h->row[h->n] = row;
    h->rec[h->n] = rec;
    h->oidx[h->n] = f->output_index;
    h->k[h->n] = f->k;
    h->lab[h->n] = lab;
    memcpy(h->tweak + 32 * h->n, f->tweak32, 32);
    h->n++;
    return 0;
}

static void hits_free(hits *h) {
    free(h->row); free(h->rec); free(h->oidx); free(h->k); free(h->lab);
    if (h->tweak) { wipe_mem(h->tweak, 32 * h->cap); free(h->tweak); }
}

/* chain_sp_scan(n, codes, tweaks33, out_off, outputs32, scan_sks, spends64, labels65, label_off, threads)
 *   -> (row u32, recipient u32, output_index u32, k u32, label_index i32, tweak32s, bad)
 * Scans the rows whose code is 0 for every recipient r (scan_sks[32r..], spends64[64r..],
 * labels65[label_off[r]..label_off[r+1]) = sorted (point33 || tweak32) tables). label_index is
 * the index in the recipient's table, -1 for B_spend itself. bad: n bytes, 1 where a row's
 * tweak data is not a point (those rows are left out). */
PyObject *f_chain_sp_scan(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(10, 10);
    Py_ssize_t nt = as_count(a[0]);
    if (nt < 0) goto fail;
    Py_ssize_t l_ooff, l_outs, l_sks, l_sp, l_lab, l_loff;
    const unsigned char *codes = take(&s, a[1], nt, "codes", NULL);
    if (!codes) goto fail;
    const unsigned char *tweaks = take(&s, a[2], nt * 33, "tweaks", NULL);
    if (!tweaks) goto fail;
    const int32_t *ooff = (const int32_t *)take(&s, a[3], -1, "out_off", &l_ooff);
    if (!ooff) goto fail;
    const unsigned char *outs = take(&s, a[4], -1, "outputs", &l_outs);
    if (!outs) goto fail;
    const unsigned char *sks = take(&s, a[5], -1, "scan_seckeys", &l_sks);
    if (!sks) goto fail;
    const unsigned char *sps = take(&s, a[6], -1, "spend_pubkeys", &l_sp);
    if (!sps) goto fail;
    const unsigned char *labs = take(&s, a[7], -1, "labels", &l_lab);
    if (!labs) goto fail;
    const int32_t *loff = (const int32_t *)take(&s, a[8], -1, "label_off", &l_loff);
    if (!loff) goto fail;
    unsigned long threads = PyLong_AsUnsignedLong(a[9]);
    if (threads == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    if (check_offsets(ooff, l_ooff, nt, 32, (size_t)l_outs, "outputs") < 0) goto fail;
    if (l_sks % 32 || l_sp != l_sks * 2) {
        raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: 32-byte scan keys and 64-byte spend keys, one each");
        goto fail;
    }
    Py_ssize_t nr = l_sks / 32;
    if (l_lab % 65 || check_offsets(loff, l_loff, nr, 65, (size_t)l_lab, "labels") < 0) {
        if (!PyErr_Occurred()) raise_msg(UFSECP_ERR_BAD_LENGTH, "UFSECP_ERR_BAD_LENGTH: labels are 65-byte entries");
        goto fail;
    }
    PyObject *bad_o = PyBytes_FromStringAndSize(NULL, nt);
    if (!bad_o) goto fail;
    unsigned char *bad = (unsigned char *)PyBytes_AS_STRING(bad_o);
    memset(bad, 0, (size_t)nt);
    size_t cnt = (size_t)(nt ? nt : 1), total = 0;
    ufsecp_sp_tx *txs = PyMem_Malloc(cnt * sizeof *txs);
    uint32_t *rowof = PyMem_Malloc(cnt * sizeof *rowof);
    size_t *nfound = PyMem_Malloc(cnt * sizeof *nfound);
    for (Py_ssize_t i = 0; i < nt; i++) total += (size_t)(ooff[i + 1] - ooff[i]);
    ufsecp_sp_found *found = PyMem_Malloc((total ? total : 1) * sizeof *found);
    hits h;
    memset(&h, 0, sizeof h);
    int st2 = UFSECP_OK, oom = 0;
    if (!txs || !rowof || !nfound || !found) { oom = 1; goto done; }
    Py_BEGIN_ALLOW_THREADS
    size_t ntx = 0;
    for (Py_ssize_t i = 0; i < nt; i++) {
        if (codes[i] != 0) continue;
        txs[ntx].public_data33 = tweaks + 33 * (size_t)i;
        txs[ntx].n_outputs = (size_t)(ooff[i + 1] - ooff[i]);
        txs[ntx].outputs32 = txs[ntx].n_outputs ? outs + 32 * (size_t)ooff[i] : NULL;
        rowof[ntx++] = (uint32_t)i;
    }
    for (Py_ssize_t r = 0; r < nr && st2 == UFSECP_OK && !oom; r++) {
        const ufsecp_sp_label *lt = NULL;
        size_t nl = (size_t)(loff[r + 1] - loff[r]);
        /* ufsecp_sp_label is exactly point33 || tweak32 (65 bytes, no padding) */
        if (nl) lt = (const ufsecp_sp_label *)(labs + 65 * (size_t)loff[r]);
        for (int attempt = 0; attempt < 2; attempt++) {
            st2 = ufsecp_sp_scan_batch(found, total ? total : 1, nfound, sks + 32 * r,
                                       (const ufsecp_pubkey *)(sps + 64 * r), ntx ? txs : NULL, ntx, lt, nl, NULL,
                                       NULL, (unsigned)(threads ? threads : 1));
            if (st2 != UFSECP_ERR_BAD_PUBKEY || attempt) break;
            /* A tweak that is not a point fails the whole batch: find those rows, drop them
             * (reported in bad[]) and run again. A bad spend key fails again: reported. */
            size_t w = 0;
            for (size_t j = 0; j < ntx; j++) {
                ufsecp_pubkey q;
                if (ufsecp_pubkey_parse(&q, txs[j].public_data33, 33) != UFSECP_OK) bad[rowof[j]] = 1;
                else { txs[w] = txs[j]; rowof[w++] = rowof[j]; }
            }
            ntx = w;
        }
        if (st2 != UFSECP_OK) break;
        size_t off = 0;
        for (size_t j = 0; j < ntx && !oom; j++) {
            for (size_t q = 0; q < nfound[j]; q++) {
                const ufsecp_sp_found *f = &found[off + q];
                int32_t li = -1;
                if (f->has_label) {
                    size_t lo = 0, hi = nl;
                    while (lo < hi) {
                        size_t mid = (lo + hi) / 2;
                        int c = memcmp(lt[mid].point33, f->label33, 33);
                        if (c == 0) { li = (int32_t)mid; break; }
                        if (c < 0) lo = mid + 1; else hi = mid;
                    }
                }
                if (hits_push(&h, rowof[j], (uint32_t)r, f, li) < 0) { oom = 1; break; }
            }
            off += txs[j].n_outputs;
        }
    }
    Py_END_ALLOW_THREADS
done:
    PyMem_Free(txs);
    PyMem_Free(rowof);
    PyMem_Free(nfound);
    if (found) { wipe_mem(found, (total ? total : 1) * sizeof *found); PyMem_Free(found); }
    release(&s);
    PyObject *res = NULL;
    if (oom) { PyErr_NoMemory(); }
    else if (st2 != UFSECP_OK) raise_status(st2);
    else /* y# with a NULL pointer gives None: no hit at all gives empty bytes */
#define HP(x) ((x) ? (const char *)(x) : "")
        res = Py_BuildValue("(y#y#y#y#y#y#O)", HP(h.row), (Py_ssize_t)(4 * h.n), HP(h.rec), (Py_ssize_t)(4 * h.n),
                            HP(h.oidx), (Py_ssize_t)(4 * h.n), HP(h.k), (Py_ssize_t)(4 * h.n), HP(h.lab),
                            (Py_ssize_t)(4 * h.n), HP(h.tweak), (Py_ssize_t)(32 * h.n), bad_o);
#undef HP
    Py_DECREF(bad_o); /* "O": the tuple holds its own reference */
    hits_free(&h);
    return res;
    FAIL();
}

/* chain_verify(n, valid, kinds, msg_off, msg_data, sig_off, sig_data, key_off, key_data, threads)
 *   -> codes: n bytes (V_*). Rows of each kind go to one batch call (ufsecp_*_verify_batch_mt),
 * which checks the whole batch at once and falls back to per-row checks only when it fails. */
PyObject *f_chain_verify(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(10, 10);
    Py_ssize_t nt = as_count(a[0]);
    if (nt < 0) goto fail;
    Py_ssize_t l_moff, l_m, l_soff, l_s, l_koff, l_k;
    const unsigned char *valid = take(&s, a[1], nt, "valid", NULL);
    if (!valid) goto fail;
    const unsigned char *kinds = take(&s, a[2], nt, "kinds", NULL);
    if (!kinds) goto fail;
    const int32_t *moff = (const int32_t *)take(&s, a[3], -1, "msg_off", &l_moff);
    if (!moff) goto fail;
    const unsigned char *md = take(&s, a[4], -1, "msg_data", &l_m);
    if (!md) goto fail;
    const int32_t *soff = (const int32_t *)take(&s, a[5], -1, "sig_off", &l_soff);
    if (!soff) goto fail;
    const unsigned char *sd = take(&s, a[6], -1, "sig_data", &l_s);
    if (!sd) goto fail;
    const int32_t *koff = (const int32_t *)take(&s, a[7], -1, "key_off", &l_koff);
    if (!koff) goto fail;
    const unsigned char *kd = take(&s, a[8], -1, "key_data", &l_k);
    if (!kd) goto fail;
    unsigned long threads = PyLong_AsUnsignedLong(a[9]);
    if (threads == (unsigned long)-1 && PyErr_Occurred()) goto fail;
    if (check_offsets(moff, l_moff, nt, 1, (size_t)l_m, "msg") < 0 ||
        check_offsets(soff, l_soff, nt, 1, (size_t)l_s, "sig") < 0 ||
        check_offsets(koff, l_koff, nt, 1, (size_t)l_k, "pubkey") < 0)
        goto fail;
    PyObject *codes_o = PyBytes_FromStringAndSize(NULL, nt);
    if (!codes_o) goto fail;
    unsigned char *codes = (unsigned char *)PyBytes_AS_STRING(codes_o);
    size_t cnt = (size_t)(nt ? nt : 1);
    const unsigned char **es = PyMem_Malloc(cnt * sizeof *es), **em = PyMem_Malloc(cnt * sizeof *em),
                        **ek = PyMem_Malloc(cnt * sizeof *ek), **bs = PyMem_Malloc(cnt * sizeof *bs),
                        **bm = PyMem_Malloc(cnt * sizeof *bm), **bk = PyMem_Malloc(cnt * sizeof *bk);
    size_t *bl = PyMem_Malloc(cnt * sizeof *bl), *ei = PyMem_Malloc(cnt * sizeof *ei),
           *bi = PyMem_Malloc(cnt * sizeof *bi);
    ufsecp_pubkey *pks = PyMem_Malloc(cnt * sizeof *pks);
    const ufsecp_pubkey **pkp = PyMem_Malloc(cnt * sizeof *pkp);
    unsigned char *ev = PyMem_Malloc(cnt), *bv = PyMem_Malloc(cnt);
    int st2 = UFSECP_OK;
    if (!es || !em || !ek || !bs || !bm || !bk || !bl || !ei || !bi || !pks || !pkp || !ev || !bv) {
        PyErr_NoMemory();
        Py_CLEAR(codes_o);
        goto vdone;
    }
    Py_BEGIN_ALLOW_THREADS
    size_t ne = 0, nb = 0;
    for (Py_ssize_t i = 0; i < nt; i++) {
        size_t ml = (size_t)(moff[i + 1] - moff[i]), sl = (size_t)(soff[i + 1] - soff[i]),
               kl = (size_t)(koff[i + 1] - koff[i]);
        const unsigned char *msg = md + moff[i], *sig = sd + soff[i], *key = kd + koff[i];
        unsigned char c = V_OK;
        if (!valid[i]) c = V_M_NULL;
        else if (kinds[i] != KIND_ECDSA && kinds[i] != KIND_BIP340) c = V_M_KIND;
        else if (sl != 64) c = V_M_SIGLEN;
        else if (kinds[i] == KIND_ECDSA) {
            if (ml != 32) c = V_M_MSGLEN;
            else if (kl != 33 && kl != 65) c = V_M_KEYLEN;
            else if (ufsecp_pubkey_parse(&pks[ne], key, kl) != UFSECP_OK) c = V_M_POINT;
            else { es[ne] = sig; em[ne] = msg; pkp[ne] = &pks[ne]; ei[ne++] = (size_t)i; }
        } else {
            if (kl != 32) c = V_M_KEYLEN;
            else { bs[nb] = sig; bm[nb] = msg; bl[nb] = ml; bk[nb] = key; bi[nb++] = (size_t)i; }
        }
        codes[i] = c;
    }
    (void)ek;
    if (ne) {
        st2 = ufsecp_ecdsa_verify_batch_mt(ne, es, em, pkp, ev, (unsigned)threads);
        if (st2 == UFSECP_ERR_VERIFY_FAILED) st2 = UFSECP_OK;
        for (size_t j = 0; st2 == UFSECP_OK && j < ne; j++) codes[ei[j]] = ev[j] ? V_OK : V_INVALID;
    }
    if (nb && st2 == UFSECP_OK) {
        st2 = ufsecp_schnorr_verify_batch_mt(nb, bs, bm, bl, bk, bv, (unsigned)threads);
        if (st2 == UFSECP_ERR_VERIFY_FAILED) st2 = UFSECP_OK;
        for (size_t j = 0; st2 == UFSECP_OK && j < nb; j++) codes[bi[j]] = bv[j] ? V_OK : V_INVALID;
    }
    Py_END_ALLOW_THREADS
    if (st2 != UFSECP_OK) { raise_status(st2); Py_CLEAR(codes_o); }
vdone:
    PyMem_Free(es); PyMem_Free(em); PyMem_Free(ek); PyMem_Free(bs); PyMem_Free(bm); PyMem_Free(bk);
    PyMem_Free(bl); PyMem_Free(ei); PyMem_Free(bi); PyMem_Free(pks); PyMem_Free((void *)pkp);
    PyMem_Free(ev); PyMem_Free(bv);
    release(&s);
    return codes_o;
    FAIL();
}

/* chain_verify_each(...same arguments...) -> codes: the same rows verified one call per row
 * (ufsecp_ecdsa_verify / ufsecp_schnorr_verify), for the measurement against the batch. */
PyObject *f_chain_verify_each(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    PyObject *codes_o = f_chain_verify(NULL, a, n); /* validates and classifies the rows */
    if (!codes_o) return NULL;
    bufs s; s.n = 0;
    Py_ssize_t nt = PyLong_AsSsize_t(a[0]);
    const unsigned char *kinds = take(&s, a[2], nt, "kinds", NULL);
    const int32_t *moff = kinds ? (const int32_t *)take(&s, a[3], -1, "msg_off", NULL) : NULL;
    const unsigned char *md = moff ? take(&s, a[4], -1, "msg_data", NULL) : NULL;
    const int32_t *soff = md ? (const int32_t *)take(&s, a[5], -1, "sig_off", NULL) : NULL;
    const unsigned char *sd = soff ? take(&s, a[6], -1, "sig_data", NULL) : NULL;
    const int32_t *koff = sd ? (const int32_t *)take(&s, a[7], -1, "key_off", NULL) : NULL;
    const unsigned char *kd = koff ? take(&s, a[8], -1, "key_data", NULL) : NULL;
    if (!kd) { release(&s); Py_DECREF(codes_o); return NULL; }
    unsigned char *codes = (unsigned char *)PyBytes_AS_STRING(codes_o);
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < nt; i++) {
        if (codes[i] != V_OK && codes[i] != V_INVALID) continue;
        int st2;
        if (kinds[i] == KIND_ECDSA) {
            ufsecp_pubkey q;
            st2 = ufsecp_pubkey_parse(&q, kd + koff[i], (size_t)(koff[i + 1] - koff[i]));
            if (st2 == UFSECP_OK) st2 = ufsecp_ecdsa_verify(sd + soff[i], md + moff[i], &q);
        } else {
            st2 = ufsecp_schnorr_verify(sd + soff[i], md + moff[i], (size_t)(moff[i + 1] - moff[i]), kd + koff[i]);
        }
        codes[i] = st2 == UFSECP_OK ? V_OK : V_INVALID;
    }
    Py_END_ALLOW_THREADS
    release(&s);
    return codes_o;
}

/* chain_pool(seckeys32s) -> (xonly32s, parities, compressed33s): the synthetic data's key pool. */
PyObject *f_chain_pool(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    Py_ssize_t l;
    const unsigned char *sk = take(&s, a[0], -1, "seckeys", &l);
    if (!sk) goto fail;
    if (l % 32) { st = UFSECP_ERR_BAD_LENGTH; CHECK(); }
    Py_ssize_t k = l / 32;
    PyObject *xo = PyBytes_FromStringAndSize(NULL, 32 * k), *po = PyBytes_FromStringAndSize(NULL, k),
             *co = PyBytes_FromStringAndSize(NULL, 33 * k);
    if (!xo || !po || !co) { Py_XDECREF(xo); Py_XDECREF(po); Py_XDECREF(co); goto fail; }
    unsigned char *x = (unsigned char *)PyBytes_AS_STRING(xo), *p = (unsigned char *)PyBytes_AS_STRING(po),
                  *c = (unsigned char *)PyBytes_AS_STRING(co);
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < k && st == UFSECP_OK; i++) {
        ufsecp_pubkey pk;
        int par = 0;
        size_t cl = 33;
        st = ufsecp_pubkey_create(&pk, sk + 32 * i);
        if (st == UFSECP_OK) st = ufsecp_xonly_pubkey_from_pubkey(x + 32 * i, &par, &pk);
        if (st == UFSECP_OK) st = ufsecp_pubkey_serialize(c + 33 * i, &cl, &pk, 1);
        p[i] = (unsigned char)par;
    }
    Py_END_ALLOW_THREADS
    if (st != UFSECP_OK) { Py_DECREF(xo); Py_DECREF(po); Py_DECREF(co); }
    CHECK();
    return Py_BuildValue("(NNN)", xo, po, co);
    FAIL();
}

/* chain_sign(kinds, key_idx u32s, pool_seckeys32s, msgs32s) -> sigs64s (synthetic data):
 * row i signs msgs32s[32i..] with pool key key_idx[i], ECDSA (kind 0) or BIP-340 (kind 1). */
PyObject *f_chain_sign(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    Py_ssize_t nk, li, lp, lm;
    const unsigned char *kinds = take(&s, a[0], -1, "kinds", &nk);
    if (!kinds) goto fail;
    const uint32_t *idx = (const uint32_t *)take(&s, a[1], -1, "key_idx", &li);
    if (!idx) goto fail;
    const unsigned char *pool = take(&s, a[2], -1, "pool", &lp);
    if (!pool) goto fail;
    const unsigned char *msgs = take(&s, a[3], -1, "msgs", &lm);
    if (!msgs) goto fail;
    if (li != 4 * nk || lm != 32 * nk || lp % 32 || lp == 0) { st = UFSECP_ERR_BAD_LENGTH; CHECK(); }
    Py_ssize_t np = lp / 32;
    for (Py_ssize_t i = 0; i < nk; i++)
        if (idx[i] >= (uint32_t)np || kinds[i] > 1) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    PyObject *so = PyBytes_FromStringAndSize(NULL, 64 * nk);
    ufsecp_keypair *kps = PyMem_Malloc((size_t)np * sizeof *kps);
    if (!so || !kps) { Py_XDECREF(so); PyMem_Free(kps); PyErr_NoMemory(); goto fail; }
    unsigned char *sig = (unsigned char *)PyBytes_AS_STRING(so);
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < np && st == UFSECP_OK; i++) st = ufsecp_keypair_create(&kps[i], pool + 32 * i);
    for (Py_ssize_t i = 0; i < nk && st == UFSECP_OK; i++) {
        if (kinds[i] == KIND_ECDSA) st = ufsecp_ecdsa_sign(sig + 64 * i, msgs + 32 * i, pool + 32 * idx[i], NULL);
        else st = ufsecp_schnorr_sign(sig + 64 * i, msgs + 32 * i, 32, &kps[idx[i]], NULL);
    }
    Py_END_ALLOW_THREADS
    wipe_mem(kps, (size_t)np * sizeof *kps);
    PyMem_Free(kps);
    if (st != UFSECP_OK) Py_DECREF(so);
    CHECK();
    return so;
    FAIL();
}
