/* ufsecp — error cases of include/ufsecp/ufsecp_bip32.h for test_abi_untouched.c (included
 * there; uses its FAILS macro, counters and fixtures). Every function: each pointer NULL,
 * zeroed and corrupted objects, and each input error it reports. */
#include "ufsecp/ufsecp_bip32.h"

static void untouched_bip32(void) {
    /* TV1's master key; a TV5 key of each failing kind. */
    static const char *const xprv =
        "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi";
    static const char *const bad_checksum =
        "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHL";
    static const char *const bad_version_pair =
        "xpub661MyMwAqRbcEYS8w7XLSVeEsBXy79zSzH1J8vCdxAZningWLdN3zgtU6LBpB85b3D2yc8sfvZU521AAwdZafEz7mnzBBsz4wKY5fTtTQBm";
    static const char *const unknown_version =
        "DMwo58pR1QLEFihHiXPVykYB6fJmsTeHvyTp7hRThAtCX8CvYzgPcn8XnmdfHGMQzT7ayAmfo4z3gY5KfbrZWZ6St24UVf2Qgo6oujFktLHdHY4";
    static const char *const bad_depth =
        "xprv9s2SPatNQ9Vc6GTbVMFPFo7jsaZySyzk7L8n2uqKXJen3KUmvQNTuLh3fhZMBoG3G4ZW1N2kZuHEPY53qmbZzCHshoQnNf4GvELZfqTUrcv";
    static const char *const seckey_n =
        "xprv9s21ZrQH143K24Mfq5zL5MhWK9hUhhGbd45hLXo2Pq2oqzMMo63oStZzFAzHGBP2UuGCqWLTAPLcMtD5SDKr24z3aiUvKr9bJpdrcLg1y3G";
    static const char *const pubkey_off_curve =
        "xpub661MyMwAqRbcEYS8w7XLSVeEsBXy79zSzH1J8vCdxAZningWLdN3zgtU6Q5JXayek4PRsn35jii4veMimro1xefsM58PgBMrvdYre8QyULY";
    unsigned char seed[32], cc[32], skout[32];
    ufsecp_bip32_key m, pub, zero, corrupt, out, deep;
    ufsecp_bip32_info info;
    ufsecp_pubkey pko;
    uint32_t version, idx[4], bad_idx[2];
    size_t len, n;
    char s[UFSECP_BIP32_SERIALIZED_SIZE];
    int i;
    Out ok[] = {{&out, sizeof out}};
    Out okv[] = {{&out, sizeof out}, {&version, sizeof version}};
    Out os[] = {{s, sizeof s}};
    Out osk[] = {{skout, sizeof skout}};
    Out opk[] = {{&pko, sizeof pko}};
    Out oinfo[] = {{&info, sizeof info}};
    Out occ[] = {{cc, sizeof cc}};
    Out oidx[] = {{idx, sizeof idx}};

    for (i = 0; i < 32; i++) seed[i] = (unsigned char)(i * 3 + 1);
    CHECK_STATUS(ufsecp_bip32_master(&m, seed, sizeof seed), UFSECP_OK);
    CHECK_STATUS(ufsecp_bip32_neuter(&pub, &m), UFSECP_OK);
    memset(&zero, 0, sizeof zero);
    corrupt = m;
    corrupt.data[20] ^= 1; /* inside the chain code: caught by the check bytes */
    /* A key at depth 255. */
    deep = m;
    for (i = 0; i < 255; i++) CHECK_STATUS(ufsecp_bip32_derive(&deep, &deep, 1), UFSECP_OK);
    bad_idx[0] = 1;
    bad_idx[1] = UFSECP_BIP32_HARDENED;

    /* master */
    FAILS(ufsecp_bip32_master, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_master(NULL, seed, 32));
    FAILS(ufsecp_bip32_master, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_master(&out, NULL, 32));
    FAILS(ufsecp_bip32_master, UFSECP_ERR_BAD_LENGTH, ok, ufsecp_bip32_master(&out, seed, 15));
    FAILS(ufsecp_bip32_master, UFSECP_ERR_BAD_LENGTH, ok, ufsecp_bip32_master(&out, seed, 65));
    /* derive */
    FAILS(ufsecp_bip32_derive, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_derive(NULL, &m, 0));
    FAILS(ufsecp_bip32_derive, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_derive(&out, NULL, 0));
    FAILS(ufsecp_bip32_derive, UFSECP_ERR_BAD_EXTKEY, ok, ufsecp_bip32_derive(&out, &zero, 0));
    FAILS(ufsecp_bip32_derive, UFSECP_ERR_BAD_EXTKEY, ok, ufsecp_bip32_derive(&out, &corrupt, 0));
    FAILS(ufsecp_bip32_derive, UFSECP_ERR_PUBLIC_ONLY, ok, ufsecp_bip32_derive(&out, &pub, UFSECP_BIP32_HARDENED));
    FAILS(ufsecp_bip32_derive, UFSECP_ERR_BAD_DEPTH, ok, ufsecp_bip32_derive(&out, &deep, 0));
    FAILS_INPLACE(ufsecp_bip32_derive, UFSECP_ERR_PUBLIC_ONLY, out, pub,
                  ufsecp_bip32_derive(&out, &out, UFSECP_BIP32_HARDENED + 5));
    /* derive_path */
    FAILS(ufsecp_bip32_derive_path, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_derive_path(NULL, &m, "m/0"));
    FAILS(ufsecp_bip32_derive_path, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_derive_path(&out, NULL, "m/0"));
    FAILS(ufsecp_bip32_derive_path, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_derive_path(&out, &m, NULL));
    FAILS(ufsecp_bip32_derive_path, UFSECP_ERR_BAD_EXTKEY, ok, ufsecp_bip32_derive_path(&out, &zero, "m/0"));
    FAILS(ufsecp_bip32_derive_path, UFSECP_ERR_BAD_PATH, ok, ufsecp_bip32_derive_path(&out, &m, "m/0/"));
    FAILS(ufsecp_bip32_derive_path, UFSECP_ERR_BAD_PATH, ok, ufsecp_bip32_derive_path(&out, &m, "m/2147483648"));
    FAILS(ufsecp_bip32_derive_path, UFSECP_ERR_PUBLIC_ONLY, ok, ufsecp_bip32_derive_path(&out, &pub, "m/1/0h"));
    FAILS(ufsecp_bip32_derive_path, UFSECP_ERR_BAD_DEPTH, ok, ufsecp_bip32_derive_path(&out, &deep, "m/1"));
    /* derive_indices */
    FAILS(ufsecp_bip32_derive_indices, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_derive_indices(NULL, &m, bad_idx, 1));
    FAILS(ufsecp_bip32_derive_indices, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_derive_indices(&out, NULL, bad_idx, 1));
    FAILS(ufsecp_bip32_derive_indices, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_derive_indices(&out, &m, NULL, 1));
    FAILS(ufsecp_bip32_derive_indices, UFSECP_ERR_BAD_EXTKEY, ok, ufsecp_bip32_derive_indices(&out, &zero, bad_idx, 1));
    FAILS(ufsecp_bip32_derive_indices, UFSECP_ERR_PUBLIC_ONLY, ok, ufsecp_bip32_derive_indices(&out, &pub, bad_idx, 2));
    FAILS(ufsecp_bip32_derive_indices, UFSECP_ERR_BAD_DEPTH, ok, ufsecp_bip32_derive_indices(&out, &deep, bad_idx, 1));
    /* neuter */
    FAILS(ufsecp_bip32_neuter, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_neuter(NULL, &m));
    FAILS(ufsecp_bip32_neuter, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_neuter(&out, NULL));
    FAILS(ufsecp_bip32_neuter, UFSECP_ERR_BAD_EXTKEY, ok, ufsecp_bip32_neuter(&out, &zero));
    FAILS(ufsecp_bip32_neuter, UFSECP_ERR_BAD_EXTKEY, ok, ufsecp_bip32_neuter(&out, &corrupt));
    /* serialize */
    len = sizeof s;
    FAILS(ufsecp_bip32_serialize, UFSECP_ERR_NULL_ARG, os, ufsecp_bip32_serialize(s, NULL, &m, UFSECP_BIP32_XPRV));
    FAILS(ufsecp_bip32_serialize, UFSECP_ERR_NULL_ARG, os, ufsecp_bip32_serialize(s, &len, NULL, UFSECP_BIP32_XPRV));
    FAILS(ufsecp_bip32_serialize, UFSECP_ERR_NULL_ARG, os, ufsecp_bip32_serialize(NULL, &len, &m, UFSECP_BIP32_XPRV));
    FAILS(ufsecp_bip32_serialize, UFSECP_ERR_BAD_EXTKEY, os, ufsecp_bip32_serialize(s, &len, &zero, UFSECP_BIP32_XPRV));
    FAILS(ufsecp_bip32_serialize, UFSECP_ERR_BAD_VERSION, os, ufsecp_bip32_serialize(s, &len, &m, UFSECP_BIP32_XPUB));
    FAILS(ufsecp_bip32_serialize, UFSECP_ERR_BAD_VERSION, os, ufsecp_bip32_serialize(s, &len, &pub, UFSECP_BIP32_TPRV));
    CHECK(len == sizeof s);
    len = 111; /* room for the characters but not the NUL */
    FAILS(ufsecp_bip32_serialize, UFSECP_ERR_BUFFER_TOO_SMALL, os, ufsecp_bip32_serialize(s, &len, &m, UFSECP_BIP32_XPRV));
    CHECK(len == 112);
    /* parse */
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_NULL_ARG, okv, ufsecp_bip32_parse(NULL, &version, xprv));
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_NULL_ARG, okv, ufsecp_bip32_parse(&out, &version, NULL));
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_BAD_CHECKSUM, okv, ufsecp_bip32_parse(&out, &version, bad_checksum));
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_BAD_ENCODING, okv, ufsecp_bip32_parse(&out, &version, "xprv0"));
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_BAD_LENGTH, okv, ufsecp_bip32_parse(&out, &version, ""));
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_BAD_VERSION, okv, ufsecp_bip32_parse(&out, &version, bad_version_pair));
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_BAD_VERSION, okv, ufsecp_bip32_parse(&out, &version, unknown_version));
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_BAD_DEPTH, okv, ufsecp_bip32_parse(&out, &version, bad_depth));
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_BAD_SECKEY, okv, ufsecp_bip32_parse(&out, &version, seckey_n));
    FAILS(ufsecp_bip32_parse, UFSECP_ERR_BAD_PUBKEY, okv, ufsecp_bip32_parse(&out, &version, pubkey_off_curve));
    /* parse_versioned */
    FAILS(ufsecp_bip32_parse_versioned, UFSECP_ERR_NULL_ARG, ok,
          ufsecp_bip32_parse_versioned(NULL, xprv, UFSECP_BIP32_XPRV, UFSECP_BIP32_XPUB));
    FAILS(ufsecp_bip32_parse_versioned, UFSECP_ERR_NULL_ARG, ok,
          ufsecp_bip32_parse_versioned(&out, NULL, UFSECP_BIP32_XPRV, UFSECP_BIP32_XPUB));
    FAILS(ufsecp_bip32_parse_versioned, UFSECP_ERR_BAD_ARG, ok,
          ufsecp_bip32_parse_versioned(&out, xprv, UFSECP_BIP32_XPRV, UFSECP_BIP32_XPRV));
    FAILS(ufsecp_bip32_parse_versioned, UFSECP_ERR_BAD_VERSION, ok,
          ufsecp_bip32_parse_versioned(&out, xprv, UFSECP_BIP32_TPRV, UFSECP_BIP32_TPUB));
    FAILS(ufsecp_bip32_parse_versioned, UFSECP_ERR_BAD_VERSION, ok,
          ufsecp_bip32_parse_versioned(&out, xprv, UFSECP_BIP32_XPUB, UFSECP_BIP32_XPRV));
    FAILS(ufsecp_bip32_parse_versioned, UFSECP_ERR_BAD_CHECKSUM, ok,
          ufsecp_bip32_parse_versioned(&out, bad_checksum, UFSECP_BIP32_XPRV, UFSECP_BIP32_XPUB));
    /* from_pubkey */
    FAILS(ufsecp_bip32_from_pubkey, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_from_pubkey(NULL, &pk, seed));
    FAILS(ufsecp_bip32_from_pubkey, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_from_pubkey(&out, NULL, seed));
    FAILS(ufsecp_bip32_from_pubkey, UFSECP_ERR_NULL_ARG, ok, ufsecp_bip32_from_pubkey(&out, &pk, NULL));
    FAILS(ufsecp_bip32_from_pubkey, UFSECP_ERR_BAD_PUBKEY, ok, ufsecp_bip32_from_pubkey(&out, &pk_zero, seed));
    /* seckey */
    FAILS(ufsecp_bip32_seckey, UFSECP_ERR_NULL_ARG, osk, ufsecp_bip32_seckey(NULL, &m));
    FAILS(ufsecp_bip32_seckey, UFSECP_ERR_NULL_ARG, osk, ufsecp_bip32_seckey(skout, NULL));
    FAILS(ufsecp_bip32_seckey, UFSECP_ERR_BAD_EXTKEY, osk, ufsecp_bip32_seckey(skout, &zero));
    FAILS(ufsecp_bip32_seckey, UFSECP_ERR_BAD_EXTKEY, osk, ufsecp_bip32_seckey(skout, &corrupt));
    FAILS(ufsecp_bip32_seckey, UFSECP_ERR_PUBLIC_ONLY, osk, ufsecp_bip32_seckey(skout, &pub));
    /* pubkey */
    FAILS(ufsecp_bip32_pubkey, UFSECP_ERR_NULL_ARG, opk, ufsecp_bip32_pubkey(NULL, &m));
    FAILS(ufsecp_bip32_pubkey, UFSECP_ERR_NULL_ARG, opk, ufsecp_bip32_pubkey(&pko, NULL));
    FAILS(ufsecp_bip32_pubkey, UFSECP_ERR_BAD_EXTKEY, opk, ufsecp_bip32_pubkey(&pko, &zero));
    /* get_info */
    FAILS(ufsecp_bip32_get_info, UFSECP_ERR_NULL_ARG, oinfo, ufsecp_bip32_get_info(NULL, &m));
    FAILS(ufsecp_bip32_get_info, UFSECP_ERR_NULL_ARG, oinfo, ufsecp_bip32_get_info(&info, NULL));
    FAILS(ufsecp_bip32_get_info, UFSECP_ERR_BAD_EXTKEY, oinfo, ufsecp_bip32_get_info(&info, &zero));
    FAILS(ufsecp_bip32_get_info, UFSECP_ERR_BAD_EXTKEY, oinfo, ufsecp_bip32_get_info(&info, &corrupt));
    /* chain_code */
    FAILS(ufsecp_bip32_chain_code, UFSECP_ERR_NULL_ARG, occ, ufsecp_bip32_chain_code(NULL, &m));
    FAILS(ufsecp_bip32_chain_code, UFSECP_ERR_NULL_ARG, occ, ufsecp_bip32_chain_code(cc, NULL));
    FAILS(ufsecp_bip32_chain_code, UFSECP_ERR_BAD_EXTKEY, occ, ufsecp_bip32_chain_code(cc, &zero));
    /* parse_path */
    n = 4;
    FAILS(ufsecp_bip32_parse_path, UFSECP_ERR_NULL_ARG, oidx, ufsecp_bip32_parse_path(idx, NULL, "m/0"));
    FAILS(ufsecp_bip32_parse_path, UFSECP_ERR_NULL_ARG, oidx, ufsecp_bip32_parse_path(idx, &n, NULL));
    FAILS(ufsecp_bip32_parse_path, UFSECP_ERR_NULL_ARG, oidx, ufsecp_bip32_parse_path(NULL, &n, "m/0"));
    FAILS(ufsecp_bip32_parse_path, UFSECP_ERR_BAD_PATH, oidx, ufsecp_bip32_parse_path(idx, &n, "m/01"));
    FAILS(ufsecp_bip32_parse_path, UFSECP_ERR_BAD_PATH, oidx, ufsecp_bip32_parse_path(idx, &n, ""));
    CHECK(n == 4);
    n = 2;
    FAILS(ufsecp_bip32_parse_path, UFSECP_ERR_BUFFER_TOO_SMALL, oidx, ufsecp_bip32_parse_path(idx, &n, "m/0/1/2"));
    CHECK(n == 3);
}
