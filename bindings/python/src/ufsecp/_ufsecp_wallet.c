/*
 * ufsecp._ufsecp — ElligatorSwift (BIP-324), Taproot output and key-path keys (BIP-341), addresses, BIP-32 extended keys and BIP-39 mnemonics.
 * Conventions: _ufsecp.c.
 */
#include "_ufsecp.h"

/* ---- ElligatorSwift (BIP-324) and Taproot (BIP-341) keys ---------------------------------- */
/* ellswift_create(seckey, aux32|None) -> ell64 */
PyObject *f_ellswift_create(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_ellswift_encode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_ellswift_decode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_pubkey pk;
    TAKE(ell, 0, 64, "ell64");
    NOGIL(ufsecp_ellswift_decode(&pk, ell));
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* ellswift_xdh_bip324(ell_a64, ell_b64, seckey, party) -> 32 bytes */
PyObject *f_ellswift_xdh_bip324(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_taproot_output_key(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_taproot_tweak_seckey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_address_segwit(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_address_segwit_decode(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_address_key(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_address_to_script(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_address_from_script(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_bip32_master(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_bip32_derive(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_bip32_neuter(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_bip32_parse(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_bip32_serialize(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_bip32_seckey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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

PyObject *f_bip32_pubkey(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    ufsecp_pubkey pk;
    TAKE(key, 0, XK, "extended key");
    st = ufsecp_bip32_pubkey(&pk, (const ufsecp_bip32_key *)key);
    CHECK();
    return B(pk.data, 64);
    FAIL();
}

/* bip39_from_entropy(entropy) -> str */
PyObject *f_bip39_from_entropy(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_bip39_to_entropy(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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
PyObject *f_bip39_to_seed(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
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

