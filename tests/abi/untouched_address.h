/* ufsecp — error cases of ufsecp_address.h for test_abi_untouched.c (included there; uses its
 * FAILS macro, counters and fixtures pk, pk_zero, x32, big32). Every output, *out_len
 * included, is filled with the canary before each failing call and must be unchanged after it
 * (a canary-filled *out_len is a huge capacity, so the capacity is never the cause); on
 * UFSECP_ERR_BUFFER_TOO_SMALL only the buffer is checked and *out_len must say the size needed. */
#include "ufsecp/ufsecp_address.h"

static void untouched_address(void) {
    static const char *const p2tr_addr = "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0";
    static const char *const p2wpkh_addr = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
    char a[UFSECP_ADDRESS_MAX_SIZE];
    unsigned char prog[UFSECP_WITNESS_PROGRAM_MAX_SIZE], script[UFSECP_SCRIPT_PUBKEY_MAX_SIZE], h20[20], ver;
    unsigned char p2pkh_script[25], bad_script[25];
    char b58[UFSECP_ADDRESS_MAX_SIZE];
    size_t len, plen, slen;
    int wv;
    Out oa[] = {{a, sizeof a}, {&len, sizeof len}};
    Out oa_only[] = {{a, sizeof a}};
    Out od[] = {{&wv, sizeof wv}, {prog, sizeof prog}, {&plen, sizeof plen}};
    Out od_small[] = {{&wv, sizeof wv}, {prog, sizeof prog}};
    Out ob[] = {{&ver, 1}, {h20, 20}};
    Out os[] = {{script, sizeof script}, {&slen, sizeof slen}};
    Out os_only[] = {{script, sizeof script}};
    memset(h20, 0x11, 20);

    /* ---- ufsecp_segwit_address_encode ---- */
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_BAD_WITNESS_VERSION, oa,
          ufsecp_segwit_address_encode(a, &len, "bc", 17, x32, 32));
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_BAD_WITNESS_VERSION, oa,
          ufsecp_segwit_address_encode(a, &len, "bc", -1, x32, 32));
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_BAD_PROGRAM, oa, ufsecp_segwit_address_encode(a, &len, "bc", 0, x32, 31));
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_BAD_PROGRAM, oa, ufsecp_segwit_address_encode(a, &len, "bc", 1, x32, 1));
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_BAD_HRP, oa, ufsecp_segwit_address_encode(a, &len, "", 1, x32, 32));
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_BAD_HRP, oa, ufsecp_segwit_address_encode(a, &len, "b c", 1, x32, 32));
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_BAD_LENGTH, oa,
          ufsecp_segwit_address_encode(a, &len, "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz", 1, x32, 32));
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_NULL_ARG, oa, ufsecp_segwit_address_encode(a, &len, NULL, 1, x32, 32));
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_NULL_ARG, oa, ufsecp_segwit_address_encode(a, &len, "bc", 1, NULL, 32));
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_NULL_ARG, oa_only, ufsecp_segwit_address_encode(a, NULL, "bc", 1, x32, 32));
    len = 5;
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_NULL_ARG, oa_only, ufsecp_segwit_address_encode(NULL, &len, "bc", 1, x32, 32));
    CHECK(len == 5);
    len = 62; /* 62 characters need 63 bytes */
    FAILS(ufsecp_segwit_address_encode, UFSECP_ERR_BUFFER_TOO_SMALL, oa_only,
          ufsecp_segwit_address_encode(a, &len, "bc", 1, x32, 32));
    CHECK(len == 63);

    /* ---- ufsecp_segwit_address_decode ---- */
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_HRP, od, ufsecp_segwit_address_decode(&wv, prog, &plen, "tb", p2tr_addr));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_HRP, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", "pzry9x0s0muk"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_CHECKSUM, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_CHECKSUM_VARIANT, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_CHECKSUM_VARIANT, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_ENCODING, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_WITNESS_VERSION, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", "BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_PROGRAM, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", "bc1pw5dgrnzv"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_PROGRAM, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_MIXED_CASE, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "tb", "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BAD_LENGTH, od,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0qqqqqqqqqqqqqqqqqqqqqqqqqqqqqq"));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_NULL_ARG, od, ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", NULL));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_NULL_ARG, od, ufsecp_segwit_address_decode(&wv, prog, &plen, NULL, p2tr_addr));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_NULL_ARG, od, ufsecp_segwit_address_decode(NULL, prog, &plen, "bc", p2tr_addr));
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_NULL_ARG, od_small,
          ufsecp_segwit_address_decode(&wv, prog, NULL, "bc", p2tr_addr));
    plen = 3;
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_NULL_ARG, od_small,
          ufsecp_segwit_address_decode(&wv, NULL, &plen, "bc", p2tr_addr));
    CHECK(plen == 3);
    plen = 31;
    FAILS(ufsecp_segwit_address_decode, UFSECP_ERR_BUFFER_TOO_SMALL, od_small,
          ufsecp_segwit_address_decode(&wv, prog, &plen, "bc", p2tr_addr));
    CHECK(plen == 32);

    /* ---- P2WPKH, P2WSH, P2TR ---- */
    FAILS(ufsecp_address_p2wpkh, UFSECP_ERR_BAD_PUBKEY, oa, ufsecp_address_p2wpkh(a, &len, "bc", &pk_zero));
    FAILS(ufsecp_address_p2wpkh, UFSECP_ERR_BAD_HRP, oa, ufsecp_address_p2wpkh(a, &len, "", &pk));
    FAILS(ufsecp_address_p2wpkh, UFSECP_ERR_NULL_ARG, oa, ufsecp_address_p2wpkh(a, &len, "bc", NULL));
    FAILS(ufsecp_address_p2wpkh, UFSECP_ERR_NULL_ARG, oa, ufsecp_address_p2wpkh(a, &len, NULL, &pk));
    len = 42;
    FAILS(ufsecp_address_p2wpkh, UFSECP_ERR_BUFFER_TOO_SMALL, oa_only, ufsecp_address_p2wpkh(a, &len, "bc", &pk));
    CHECK(len == 43);
    FAILS(ufsecp_address_p2wsh, UFSECP_ERR_BAD_LENGTH, oa, ufsecp_address_p2wsh(a, &len, "bc", x32, 10001));
    FAILS(ufsecp_address_p2wsh, UFSECP_ERR_NULL_ARG, oa, ufsecp_address_p2wsh(a, &len, "bc", NULL, 1));
    FAILS(ufsecp_address_p2wsh, UFSECP_ERR_BAD_HRP, oa, ufsecp_address_p2wsh(a, &len, "b\x7f", x32, 32));
    FAILS(ufsecp_address_p2wsh, UFSECP_ERR_NULL_ARG, oa_only, ufsecp_address_p2wsh(a, NULL, "bc", x32, 32));
    FAILS(ufsecp_address_p2tr, UFSECP_ERR_BAD_PUBKEY, oa, ufsecp_address_p2tr(a, &len, "bc", big32));
    FAILS(ufsecp_address_p2tr, UFSECP_ERR_BAD_HRP, oa, ufsecp_address_p2tr(a, &len, "", x32));
    FAILS(ufsecp_address_p2tr, UFSECP_ERR_NULL_ARG, oa, ufsecp_address_p2tr(a, &len, "bc", NULL));
    len = 0; /* a size query with out = NULL */
    FAILS(ufsecp_address_p2tr, UFSECP_ERR_BUFFER_TOO_SMALL, oa_only, ufsecp_address_p2tr(NULL, &len, "bc", x32));
    CHECK(len == 63);

    /* ---- Base58Check ---- */
    len = sizeof b58;
    CHECK_STATUS(ufsecp_base58_address_encode(b58, &len, 0x00, h20), UFSECP_OK);
    FAILS(ufsecp_base58_address_encode, UFSECP_ERR_NULL_ARG, oa, ufsecp_base58_address_encode(a, &len, 0, NULL));
    FAILS(ufsecp_base58_address_encode, UFSECP_ERR_NULL_ARG, oa_only, ufsecp_base58_address_encode(a, NULL, 0, h20));
    len = 10;
    FAILS(ufsecp_base58_address_encode, UFSECP_ERR_BUFFER_TOO_SMALL, oa_only, ufsecp_base58_address_encode(a, &len, 0, h20));
    CHECK(len == strlen(b58) + 1);
    FAILS(ufsecp_base58_address_decode, UFSECP_ERR_BAD_ENCODING, ob, ufsecp_base58_address_decode(&ver, h20, "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAM0"));
    FAILS(ufsecp_base58_address_decode, UFSECP_ERR_BAD_CHECKSUM, ob, ufsecp_base58_address_decode(&ver, h20, "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMJ"));
    FAILS(ufsecp_base58_address_decode, UFSECP_ERR_BAD_LENGTH, ob, ufsecp_base58_address_decode(&ver, h20, ""));
    FAILS(ufsecp_base58_address_decode, UFSECP_ERR_BAD_LENGTH, ob,
          ufsecp_base58_address_decode(&ver, h20, "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH"));
    FAILS(ufsecp_base58_address_decode, UFSECP_ERR_NULL_ARG, ob, ufsecp_base58_address_decode(&ver, h20, NULL));
    FAILS(ufsecp_base58_address_decode, UFSECP_ERR_NULL_ARG, ob, ufsecp_base58_address_decode(&ver, NULL, b58));
    FAILS(ufsecp_base58_address_decode, UFSECP_ERR_NULL_ARG, ob, ufsecp_base58_address_decode(NULL, h20, b58));
    FAILS(ufsecp_address_p2pkh, UFSECP_ERR_BAD_PUBKEY, oa, ufsecp_address_p2pkh(a, &len, 0, &pk_zero, 1));
    FAILS(ufsecp_address_p2pkh, UFSECP_ERR_BAD_ARG, oa, ufsecp_address_p2pkh(a, &len, 0, &pk, 2));
    FAILS(ufsecp_address_p2pkh, UFSECP_ERR_NULL_ARG, oa, ufsecp_address_p2pkh(a, &len, 0, NULL, 1));
    len = 3;
    FAILS(ufsecp_address_p2pkh, UFSECP_ERR_BUFFER_TOO_SMALL, oa_only, ufsecp_address_p2pkh(a, &len, 0, &pk, 1));
    CHECK(len >= 26 && len <= 35);
    FAILS(ufsecp_address_p2sh, UFSECP_ERR_BAD_LENGTH, oa, ufsecp_address_p2sh(a, &len, 5, x32, 521));
    FAILS(ufsecp_address_p2sh, UFSECP_ERR_NULL_ARG, oa, ufsecp_address_p2sh(a, &len, 5, NULL, 2));
    FAILS(ufsecp_address_p2sh, UFSECP_ERR_NULL_ARG, oa_only, ufsecp_address_p2sh(a, NULL, 5, x32, 32));

    /* ---- address <-> script ---- */
    FAILS(ufsecp_address_to_script, UFSECP_ERR_BAD_CHECKSUM_VARIANT, os,
          ufsecp_address_to_script(script, &slen, "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh", "bc", 0, 5));
    FAILS(ufsecp_address_to_script, UFSECP_ERR_BAD_VERSION, os, ufsecp_address_to_script(script, &slen, b58, "bc", 0x6f, 0xc4));
    FAILS(ufsecp_address_to_script, UFSECP_ERR_BAD_ENCODING, os,
          ufsecp_address_to_script(script, &slen, p2wpkh_addr, "tb", 0x6f, 0xc4)); /* not "tb1": Base58, and '0' */
    FAILS(ufsecp_address_to_script, UFSECP_ERR_NULL_ARG, os, ufsecp_address_to_script(script, &slen, NULL, "bc", 0, 5));
    FAILS(ufsecp_address_to_script, UFSECP_ERR_NULL_ARG, os, ufsecp_address_to_script(script, &slen, b58, NULL, 0, 5));
    FAILS(ufsecp_address_to_script, UFSECP_ERR_NULL_ARG, os_only, ufsecp_address_to_script(script, NULL, b58, "bc", 0, 5));
    slen = 21;
    FAILS(ufsecp_address_to_script, UFSECP_ERR_BUFFER_TOO_SMALL, os_only,
          ufsecp_address_to_script(script, &slen, p2wpkh_addr, "bc", 0, 5));
    CHECK(slen == 22);
    memset(p2pkh_script, 0, sizeof p2pkh_script);
    p2pkh_script[0] = 0x76, p2pkh_script[1] = 0xa9, p2pkh_script[2] = 0x14, p2pkh_script[23] = 0x88, p2pkh_script[24] = 0xac;
    memcpy(bad_script, p2pkh_script, 25);
    bad_script[24] = 0xad; /* OP_CHECKSIGVERIFY: no address */
    FAILS(ufsecp_address_from_script, UFSECP_ERR_BAD_PROGRAM, oa, ufsecp_address_from_script(a, &len, bad_script, 25, "bc", 0, 5));
    FAILS(ufsecp_address_from_script, UFSECP_ERR_BAD_PROGRAM, oa, ufsecp_address_from_script(a, &len, bad_script, 0, "bc", 0, 5));
    bad_script[0] = 0x01, bad_script[1] = 0x14; /* a 20-byte push after opcode 0x01 */
    FAILS(ufsecp_address_from_script, UFSECP_ERR_BAD_WITNESS_VERSION, oa,
          ufsecp_address_from_script(a, &len, bad_script, 22, "bc", 0, 5));
    bad_script[0] = 0x00; /* a 20-byte version 0 program, and an invalid hrp */
    FAILS(ufsecp_address_from_script, UFSECP_ERR_BAD_HRP, oa, ufsecp_address_from_script(a, &len, bad_script, 22, "", 0, 5));
    FAILS(ufsecp_address_from_script, UFSECP_ERR_NULL_ARG, oa, ufsecp_address_from_script(a, &len, NULL, 25, "bc", 0, 5));
    FAILS(ufsecp_address_from_script, UFSECP_ERR_NULL_ARG, oa, ufsecp_address_from_script(a, &len, p2pkh_script, 25, NULL, 0, 5));
    len = 20;
    FAILS(ufsecp_address_from_script, UFSECP_ERR_BUFFER_TOO_SMALL, oa_only,
          ufsecp_address_from_script(a, &len, p2pkh_script, 25, "bc", 0, 5));
    CHECK(len >= 26 && len <= 35);
}
