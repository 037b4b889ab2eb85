/*
 * ufsecp._ufsecp — the BIP-324 v2 transport cipher (include/ufsecp/ufsecp_bip324.h). The cipher
 * object (UFSECP_BIP324_CIPHER_SIZE bytes, secret) lives in a bytearray owned by
 * ufsecp.bip324.Cipher, which wipes it (bip324_cipher_clear) when done. The GIL stays held
 * around the packet calls: the object is not safe for concurrent use (ufsecp_bip324.h), and
 * holding the GIL makes the calls on one object sequential without a lock in Python.
 * Conventions: _ufsecp.c.
 */
#include "_ufsecp_proto.h"

#define CIPHER(var, i) \
    unsigned char *var = take_w(&s, a[i], (Py_ssize_t)sizeof(ufsecp_bip324_cipher), "cipher"); \
    if (!var) goto fail

/* bip324_cipher_init(cipher_out, ecdh_secret32, initiating, magic4) -> None */
static PyObject *f_bip324_cipher_init(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    CIPHER(c, 0);
    TAKE(sec, 1, 32, "ecdh_secret32");
    int init = PyObject_IsTrue(a[2]);
    if (init < 0) goto fail;
    TAKE(magic, 3, 4, "network_magic");
    st = ufsecp_bip324_cipher_init((ufsecp_bip324_cipher *)c, sec, init, magic);
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* bip324_cipher_clear(cipher) -> None */
static PyObject *f_bip324_cipher_clear(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    CIPHER(c, 0);
    st = ufsecp_bip324_cipher_clear((ufsecp_bip324_cipher *)c);
    CHECK();
    Py_RETURN_NONE;
    FAIL();
}

/* bip324_session_id(cipher) -> 32 bytes */
static PyObject *f_bip324_session_id(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    unsigned char out[32];
    CIPHER(c, 0);
    st = ufsecp_bip324_session_id(out, (const ufsecp_bip324_cipher *)c);
    CHECK();
    return B(out, 32);
    FAIL();
}

/* bip324_garbage_terminators(cipher) -> (send16, recv16) */
static PyObject *f_bip324_garbage_terminators(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(1, 1);
    unsigned char snd[16], rcv[16];
    CIPHER(c, 0);
    st = ufsecp_bip324_garbage_terminators(snd, rcv, (const ufsecp_bip324_cipher *)c);
    CHECK();
    return Py_BuildValue("(y#y#)", (const char *)snd, (Py_ssize_t)16, (const char *)rcv, (Py_ssize_t)16);
    FAIL();
}

/* bip324_encrypt(cipher, contents, aad, ignore) -> packet (len(contents) + 20 bytes) */
static PyObject *f_bip324_encrypt(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(4, 4);
    Py_ssize_t clen, alen;
    PyObject *out = NULL;
    CIPHER(c, 0);
    const unsigned char *contents = take(&s, a[1], -1, "contents", &clen);
    if (!contents) goto fail;
    const unsigned char *aad = take(&s, a[2], -1, "aad", &alen);
    if (!aad) goto fail;
    int ign = PyObject_IsTrue(a[3]);
    if (ign < 0) goto fail;
    if ((size_t)clen > UFSECP_BIP324_MAX_CONTENTS) { st = UFSECP_ERR_BAD_LENGTH; CHECK(); }
    size_t olen = (size_t)clen + UFSECP_BIP324_EXPANSION;
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)olen);
    if (!out) goto fail;
    st = ufsecp_bip324_encrypt((unsigned char *)PyBytes_AS_STRING(out), &olen, (ufsecp_bip324_cipher *)c,
                               clen ? contents : NULL, (size_t)clen, alen ? aad : NULL, (size_t)alen, ign);
    release(&s);
    if (st != UFSECP_OK) { Py_DECREF(out); return raise_status(st); }
    return out;
    FAIL();
}

/* bip324_decrypt_length(cipher, enc_len3) -> int */
static PyObject *f_bip324_decrypt_length(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(2, 2);
    uint32_t len = 0;
    CIPHER(c, 0);
    TAKE(enc, 1, 3, "enc_len");
    st = ufsecp_bip324_decrypt_length(&len, (ufsecp_bip324_cipher *)c, enc);
    CHECK();
    return PyLong_FromUnsignedLong(len);
    FAIL();
}

/* bip324_decrypt(cipher, ct (contents + 17 bytes), aad) -> (contents, ignore) */
static PyObject *f_bip324_decrypt(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    Py_ssize_t ctlen, alen;
    PyObject *out = NULL;
    int ign = 0;
    CIPHER(c, 0);
    const unsigned char *ct = take(&s, a[1], -1, "ciphertext", &ctlen);
    if (!ct) goto fail;
    const unsigned char *aad = take(&s, a[2], -1, "aad", &alen);
    if (!aad) goto fail;
    if (ctlen < 17) { st = UFSECP_ERR_BAD_LENGTH; CHECK(); }
    size_t olen = (size_t)ctlen - 17;
    out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)olen);
    if (!out) goto fail;
    st = ufsecp_bip324_decrypt(olen ? (unsigned char *)PyBytes_AS_STRING(out) : NULL, &olen, &ign,
                               (ufsecp_bip324_cipher *)c, ct, (size_t)ctlen, alen ? aad : NULL, (size_t)alen);
    release(&s);
    if (st != UFSECP_OK) { Py_DECREF(out); return raise_status(st); }
    return Py_BuildValue("(NO)", out, ign ? Py_True : Py_False);
    FAIL();
}

/* ellswift_xswiftec_inv(x32, u32, c) -> t32, or None when case c has no preimage */
static PyObject *f_ellswift_xswiftec_inv(PyObject *Py_UNUSED(m), PyObject *const *a, Py_ssize_t n) {
    ARGS(3, 3);
    unsigned char t[32];
    long c;
    TAKE(x, 0, 32, "x32");
    TAKE(u, 1, 32, "u32");
    if (take_long(a[2], &c) < 0) goto fail;
    if (c < 0) { st = UFSECP_ERR_BAD_ARG; CHECK(); }
    st = ufsecp_ellswift_xswiftec_inv(t, x, u, (unsigned int)c);
    release(&s);
    if (st == UFSECP_ERR_ELLSWIFT_NO_PREIMAGE) Py_RETURN_NONE;
    if (st != UFSECP_OK) return raise_status(st);
    return B(t, 32);
    FAIL();
}

static PyMethodDef bip324_methods[] = {
    PF(ellswift_xswiftec_inv, "ellswift_xswiftec_inv(x32, u32, c) -> t32 or None (no preimage for case c)"),
    PF(bip324_cipher_init, "bip324_cipher_init(cipher_out, ecdh_secret32, initiating, magic4) -> None"),
    PF(bip324_cipher_clear, "bip324_cipher_clear(cipher) -> None"),
    PF(bip324_session_id, "bip324_session_id(cipher) -> 32 bytes"),
    PF(bip324_garbage_terminators, "bip324_garbage_terminators(cipher) -> (send16, recv16)"),
    PF(bip324_encrypt, "bip324_encrypt(cipher, contents, aad, ignore) -> packet"),
    PF(bip324_decrypt_length, "bip324_decrypt_length(cipher, enc_len3) -> int"),
    PF(bip324_decrypt, "bip324_decrypt(cipher, ciphertext, aad) -> (contents, ignore)"),
    {NULL, NULL, 0, NULL}};

int ufsecp_py_add_bip324(PyObject *mod) {
    if (PyModule_AddFunctions(mod, bip324_methods) < 0) return -1;
    if (PyModule_AddIntConstant(mod, "BIP324_CIPHER_SIZE", (long)sizeof(ufsecp_bip324_cipher)) < 0) return -1;
    if (PyModule_AddIntConstant(mod, "BIP324_EXPANSION", UFSECP_BIP324_EXPANSION) < 0) return -1;
    if (PyModule_AddIntConstant(mod, "BIP324_MAX_CONTENTS", (long)UFSECP_BIP324_MAX_CONTENTS) < 0) return -1;
    return 0;
}
