/* ufsecp — error cases of include/ufsecp/ufsecp_bip39.h for test_abi_untouched.c (included
 * there; uses its FAILS macro, counters and Out type). Every function, with each required
 * pointer NULL and each kind of bad input: entropy lengths, unknown words, empty words, bad
 * checksums, word counts, invalid UTF-8, bad wordlists and separators, small buffers (which
 * write *out_len only, so out_len is not among the checked outputs there). Elsewhere *out_len
 * is an output too: it holds the canary (a huge capacity) and must keep it. */
#include "ufsecp/ufsecp_bip39.h"

static void untouched_bip39(void) {
    static char words[2048][8];
    static const char *list[2048], *dup_list[2048];
    static const char m12[] = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
    static const char bad_sum[] = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon zoo";
    static const char bad_word[] = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abou";
    static const char empty_word[] = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon  about";
    static const char eleven[] = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
    static const char not_utf8[] = "abandon \xC3";
    unsigned char entropy[33], ent[32], seed[64];
    char text[UFSECP_BIP39_MNEMONIC_MAX], mine[UFSECP_BIP39_MNEMONIC_MAX];
    size_t len, small;
    int i;
    Out o_text[] = {{text, sizeof text}, {&len, sizeof len}};
    Out o_text_only[] = {{text, sizeof text}};
    Out o_ent[] = {{ent, sizeof ent}, {&len, sizeof len}};
    Out o_ent_only[] = {{ent, sizeof ent}};
    Out o_seed[] = {{seed, sizeof seed}};

    for (i = 0; i < 2048; i++) {
        sprintf(words[i], "w%04d", i);
        list[i] = words[i];
        dup_list[i] = words[i];
    }
    dup_list[100] = words[99];
    for (i = 0; i < 33; i++) entropy[i] = (unsigned char)(i * 5 + 1);
    len = sizeof mine;
    CHECK_STATUS(ufsecp_bip39_mnemonic_from_entropy_wordlist(mine, &len, entropy, 16, list, NULL), UFSECP_OK);

    /* from_entropy */
#define FE(...) ufsecp_bip39_mnemonic_from_entropy(__VA_ARGS__)
    len = sizeof text;
    FAILS(ufsecp_bip39_mnemonic_from_entropy, UFSECP_ERR_NULL_ARG, o_text_only, FE(text, NULL, entropy, 16));
    FAILS(ufsecp_bip39_mnemonic_from_entropy, UFSECP_ERR_NULL_ARG, o_text, FE(text, &len, NULL, 16));
    FAILS(ufsecp_bip39_mnemonic_from_entropy, UFSECP_ERR_NULL_ARG, o_text, FE(NULL, &len, entropy, 16));
    FAILS(ufsecp_bip39_mnemonic_from_entropy, UFSECP_ERR_BAD_LENGTH, o_text, FE(text, &len, entropy, 15));
    FAILS(ufsecp_bip39_mnemonic_from_entropy, UFSECP_ERR_BAD_LENGTH, o_text, FE(text, &len, entropy, 18));
    FAILS(ufsecp_bip39_mnemonic_from_entropy, UFSECP_ERR_BAD_LENGTH, o_text, FE(text, &len, entropy, 36));
    FAILS(ufsecp_bip39_mnemonic_from_entropy, UFSECP_ERR_BAD_LENGTH, o_text, FE(text, &len, entropy, 0));
    FAILS(ufsecp_bip39_mnemonic_from_entropy, UFSECP_ERR_BUFFER_TOO_SMALL, o_text_only, FE(text, (small = 20, &small), entropy, 16));
    CHECK(small > 20);
#undef FE

    /* to_entropy */
#define TE(...) ufsecp_bip39_mnemonic_to_entropy(__VA_ARGS__)
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_NULL_ARG, o_ent_only, TE(ent, NULL, m12));
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_NULL_ARG, o_ent, TE(ent, &len, NULL));
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_NULL_ARG, o_ent, TE(NULL, &len, m12));
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_BAD_MNEMONIC_CHECKSUM, o_ent, TE(ent, &len, bad_sum));
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_BAD_MNEMONIC_WORD, o_ent, TE(ent, &len, bad_word));
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_BAD_MNEMONIC_WORD, o_ent, TE(ent, &len, empty_word));
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_BAD_LENGTH, o_ent, TE(ent, &len, eleven));
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_BAD_LENGTH, o_ent, TE(ent, &len, ""));
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_BAD_UTF8, o_ent, TE(ent, &len, not_utf8));
    FAILS(ufsecp_bip39_mnemonic_to_entropy, UFSECP_ERR_BUFFER_TOO_SMALL, o_ent_only, TE(ent, (small = 15, &small), m12));
    CHECK(small == 16);
#undef TE

    /* to_seed */
    FAILS(ufsecp_bip39_mnemonic_to_seed, UFSECP_ERR_NULL_ARG, o_seed, ufsecp_bip39_mnemonic_to_seed(seed, NULL, "x"));
    FAILS(ufsecp_bip39_mnemonic_to_seed, UFSECP_ERR_NULL_ARG, o_seed, ufsecp_bip39_mnemonic_to_seed(NULL, m12, "x"));
    FAILS(ufsecp_bip39_mnemonic_to_seed, UFSECP_ERR_BAD_UTF8, o_seed, ufsecp_bip39_mnemonic_to_seed(seed, not_utf8, NULL));
    FAILS(ufsecp_bip39_mnemonic_to_seed, UFSECP_ERR_BAD_UTF8, o_seed, ufsecp_bip39_mnemonic_to_seed(seed, m12, "\xED\xA0\x80"));

    /* from_entropy_wordlist */
#define FEW(...) ufsecp_bip39_mnemonic_from_entropy_wordlist(__VA_ARGS__)
    FAILS(ufsecp_bip39_mnemonic_from_entropy_wordlist, UFSECP_ERR_NULL_ARG, o_text, FEW(text, &len, entropy, 16, NULL, " "));
    FAILS(ufsecp_bip39_mnemonic_from_entropy_wordlist, UFSECP_ERR_NULL_ARG, o_text, FEW(text, &len, NULL, 16, list, " "));
    FAILS(ufsecp_bip39_mnemonic_from_entropy_wordlist, UFSECP_ERR_NULL_ARG, o_text_only, FEW(text, NULL, entropy, 16, list, " "));
    FAILS(ufsecp_bip39_mnemonic_from_entropy_wordlist, UFSECP_ERR_NULL_ARG, o_text, FEW(NULL, &len, entropy, 16, list, " "));
    FAILS(ufsecp_bip39_mnemonic_from_entropy_wordlist, UFSECP_ERR_BAD_WORDLIST, o_text, FEW(text, &len, entropy, 16, dup_list, " "));
    FAILS(ufsecp_bip39_mnemonic_from_entropy_wordlist, UFSECP_ERR_BAD_ARG, o_text, FEW(text, &len, entropy, 16, list, "-"));
    FAILS(ufsecp_bip39_mnemonic_from_entropy_wordlist, UFSECP_ERR_BAD_LENGTH, o_text, FEW(text, &len, entropy, 33, list, " "));
    FAILS(ufsecp_bip39_mnemonic_from_entropy_wordlist, UFSECP_ERR_BUFFER_TOO_SMALL, o_text_only, FEW(text, (small = 10, &small), entropy, 16, list, " "));
    CHECK(small == strlen(mine) + 1);
#undef FEW

    /* to_entropy_wordlist */
#define TEW(...) ufsecp_bip39_mnemonic_to_entropy_wordlist(__VA_ARGS__)
    FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_NULL_ARG, o_ent, TEW(ent, &len, mine, NULL));
    FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_NULL_ARG, o_ent, TEW(ent, &len, NULL, list));
    FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_NULL_ARG, o_ent_only, TEW(ent, NULL, mine, list));
    FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_NULL_ARG, o_ent, TEW(NULL, &len, mine, list));
    FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_BAD_WORDLIST, o_ent, TEW(ent, &len, mine, dup_list));
    FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_BAD_MNEMONIC_WORD, o_ent, TEW(ent, &len, m12, list));
    FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_BAD_LENGTH, o_ent, TEW(ent, &len, "w0001 w0002", list));
    FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_BAD_UTF8, o_ent, TEW(ent, &len, not_utf8, list));
    FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_BUFFER_TOO_SMALL, o_ent_only, TEW(ent, (small = 0, &small), mine, list));
    CHECK(small == 16);
    {
        /* the last word replaced by another: a bad checksum for all but 1/16 of the words */
        char bad[UFSECP_BIP39_MNEMONIC_MAX];
        size_t k = strlen(mine);
        memcpy(bad, mine, k + 1);
        for (i = 0; i < 2048; i++) {
            memcpy(bad + k - 4, words[i] + 1, 4);
            len = 32;
            if (ufsecp_bip39_mnemonic_to_entropy_wordlist(ent, &len, bad, list) == UFSECP_ERR_BAD_MNEMONIC_CHECKSUM) break;
        }
        FAILS(ufsecp_bip39_mnemonic_to_entropy_wordlist, UFSECP_ERR_BAD_MNEMONIC_CHECKSUM, o_ent, TEW(ent, &len, bad, list));
    }
#undef TEW

    /* utf8_nfkd */
    FAILS(ufsecp_utf8_nfkd, UFSECP_ERR_NULL_ARG, o_text_only, ufsecp_utf8_nfkd(text, NULL, "a", 1));
    FAILS(ufsecp_utf8_nfkd, UFSECP_ERR_NULL_ARG, o_text, ufsecp_utf8_nfkd(text, &len, NULL, 1));
    FAILS(ufsecp_utf8_nfkd, UFSECP_ERR_NULL_ARG, o_text, ufsecp_utf8_nfkd(NULL, &len, "a", 1));
    FAILS(ufsecp_utf8_nfkd, UFSECP_ERR_BAD_UTF8, o_text, ufsecp_utf8_nfkd(text, &len, "\xC0\x80", 2));
    FAILS(ufsecp_utf8_nfkd, UFSECP_ERR_BAD_UTF8, o_text, ufsecp_utf8_nfkd(text, &len, "\xF4\x90\x80\x80", 4));
    FAILS(ufsecp_utf8_nfkd, UFSECP_ERR_BUFFER_TOO_SMALL, o_text_only, ufsecp_utf8_nfkd(text, (small = 1, &small), "ab", 2));
    CHECK(small == 3);
}
