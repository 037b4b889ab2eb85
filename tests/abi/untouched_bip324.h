/* ufsecp — error cases of ufsecp_bip324.h for test_abi_untouched.c (included there; uses its
 * FAILS / FAILS_INPLACE macros and counters). The cipher object is an in-out argument: every
 * failing call must leave it byte for byte as it was (FAILS_INPLACE), and the other outputs
 * untouched (FAILS; BUFFER_TOO_SMALL writes only the length). */
#include "ufsecp/ufsecp_bip324.h"

static void untouched_bip324(void) {
    static const unsigned char magic[4] = {0xf9, 0xbe, 0xb4, 0xd9};
    unsigned char secret[32], buf[64], ct[64], s16[16], r16[16], id[32];
    ufsecp_bip324_cipher c, valid, peer, zero;
    size_t len, clen;
    uint32_t l32;
    int ign;
    Out oc[] = {{&c, sizeof c}};
    Out none[] = {{buf, 0}};
    Out oid[] = {{id, sizeof id}};
    Out og[] = {{s16, sizeof s16}, {r16, sizeof r16}};
    Out ol[] = {{&l32, sizeof l32}};
    Out od[] = {{buf, sizeof buf}, {&ign, sizeof ign}};
    memset(secret, 0x42, sizeof secret);
    memset(&zero, 0, sizeof zero);
    CHECK_STATUS(ufsecp_bip324_cipher_init(&valid, secret, 1, magic), UFSECP_OK);
    CHECK_STATUS(ufsecp_bip324_cipher_init(&peer, secret, 0, magic), UFSECP_OK);
    /* a valid packet from peer to valid, tampered below */
    len = sizeof ct;
    memset(buf, 0x33, 10);
    CHECK_STATUS(ufsecp_bip324_encrypt(ct, &len, &peer, buf, 10, NULL, 0, 0), UFSECP_OK);

    FAILS(ufsecp_bip324_cipher_init, UFSECP_ERR_BAD_ARG, oc, ufsecp_bip324_cipher_init(&c, secret, 2, magic));
    FAILS(ufsecp_bip324_cipher_init, UFSECP_ERR_NULL_ARG, oc, ufsecp_bip324_cipher_init(&c, NULL, 1, magic));
    FAILS(ufsecp_bip324_cipher_init, UFSECP_ERR_NULL_ARG, oc, ufsecp_bip324_cipher_init(&c, secret, 1, NULL));
    FAILS(ufsecp_bip324_cipher_clear, UFSECP_ERR_NULL_ARG, none, ufsecp_bip324_cipher_clear(NULL));
    FAILS(ufsecp_bip324_session_id, UFSECP_ERR_BAD_CIPHER, oid, ufsecp_bip324_session_id(id, &zero));
    FAILS(ufsecp_bip324_session_id, UFSECP_ERR_NULL_ARG, oid, ufsecp_bip324_session_id(id, NULL));
    FAILS(ufsecp_bip324_garbage_terminators, UFSECP_ERR_BAD_CIPHER, og, ufsecp_bip324_garbage_terminators(s16, r16, &zero));
    FAILS(ufsecp_bip324_garbage_terminators, UFSECP_ERR_NULL_ARG, og, ufsecp_bip324_garbage_terminators(s16, NULL, &valid));

    len = sizeof buf;
    FAILS_INPLACE(ufsecp_bip324_encrypt, UFSECP_ERR_BAD_ARG, c, valid, ufsecp_bip324_encrypt(buf, &len, &c, secret, 8, NULL, 0, 3));
    FAILS_INPLACE(ufsecp_bip324_encrypt, UFSECP_ERR_BAD_CIPHER, c, zero, ufsecp_bip324_encrypt(buf, &len, &c, secret, 8, NULL, 0, 0));
    FAILS_INPLACE(ufsecp_bip324_encrypt, UFSECP_ERR_NULL_ARG, c, valid, ufsecp_bip324_encrypt(buf, &len, &c, NULL, 8, NULL, 0, 0));
    FAILS_INPLACE(ufsecp_bip324_encrypt, UFSECP_ERR_NULL_ARG, c, valid, ufsecp_bip324_encrypt(buf, &len, &c, secret, 8, NULL, 5, 0));
    FAILS_INPLACE(ufsecp_bip324_encrypt, UFSECP_ERR_BAD_LENGTH, c, valid,
                  ufsecp_bip324_encrypt(buf, &len, &c, secret, (size_t)UFSECP_BIP324_MAX_CONTENTS + 1, NULL, 0, 0));
    len = 27;
    FAILS_INPLACE(ufsecp_bip324_encrypt, UFSECP_ERR_BUFFER_TOO_SMALL, c, valid, ufsecp_bip324_encrypt(buf, &len, &c, secret, 8, NULL, 0, 0));
    FAILS(ufsecp_bip324_encrypt, UFSECP_ERR_NULL_ARG, none, ufsecp_bip324_encrypt(buf, NULL, &valid, secret, 8, NULL, 0, 0));

    FAILS(ufsecp_bip324_decrypt_length, UFSECP_ERR_BAD_CIPHER, ol, ufsecp_bip324_decrypt_length(&l32, &zero, ct));
    FAILS_INPLACE(ufsecp_bip324_decrypt_length, UFSECP_ERR_NULL_ARG, c, valid, ufsecp_bip324_decrypt_length(&l32, &c, NULL));

    /* decrypt: the receiver as it is before the packet (its length already decrypted) */
    CHECK_STATUS(ufsecp_bip324_decrypt_length(&l32, &valid, ct), UFSECP_OK);
    ct[10] ^= 1;
    clen = sizeof buf;
    FAILS(ufsecp_bip324_decrypt, UFSECP_ERR_DECRYPT_FAILED, od, ufsecp_bip324_decrypt(buf, &clen, &ign, &valid, ct + 3, 27, NULL, 0));
    FAILS_INPLACE(ufsecp_bip324_decrypt, UFSECP_ERR_DECRYPT_FAILED, c, valid, ufsecp_bip324_decrypt(buf, &clen, &ign, &c, ct + 3, 27, NULL, 0));
    ct[10] ^= 1;
    FAILS_INPLACE(ufsecp_bip324_decrypt, UFSECP_ERR_DECRYPT_FAILED, c, valid,
                  ufsecp_bip324_decrypt(buf, &clen, &ign, &c, ct + 3, 27, secret, 1)); /* wrong aad */
    FAILS_INPLACE(ufsecp_bip324_decrypt, UFSECP_ERR_BAD_LENGTH, c, valid, ufsecp_bip324_decrypt(buf, &clen, &ign, &c, ct + 3, 16, NULL, 0));
    FAILS_INPLACE(ufsecp_bip324_decrypt, UFSECP_ERR_BAD_CIPHER, c, zero, ufsecp_bip324_decrypt(buf, &clen, &ign, &c, ct + 3, 27, NULL, 0));
    FAILS_INPLACE(ufsecp_bip324_decrypt, UFSECP_ERR_NULL_ARG, c, valid, ufsecp_bip324_decrypt(buf, &clen, NULL, &c, ct + 3, 27, NULL, 0));
    FAILS_INPLACE(ufsecp_bip324_decrypt, UFSECP_ERR_NULL_ARG, c, valid, ufsecp_bip324_decrypt(buf, &clen, &ign, &c, ct + 3, 27, NULL, 4));
    clen = 9;
    FAILS_INPLACE(ufsecp_bip324_decrypt, UFSECP_ERR_BUFFER_TOO_SMALL, c, valid, ufsecp_bip324_decrypt(buf, &clen, &ign, &c, ct + 3, 27, NULL, 0));
    /* the untampered packet still decrypts with the untouched receiver */
    clen = sizeof buf;
    CHECK_STATUS(ufsecp_bip324_decrypt(buf, &clen, &ign, &valid, ct + 3, 27, NULL, 0), UFSECP_OK);
    CHECK(clen == 10 && ign == 0 && buf[0] == 0x33);
}
