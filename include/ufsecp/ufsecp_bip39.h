/*
 * ufsecp — BIP-39 mnemonics: entropy <-> mnemonic (the English wordlist built in, any other
 * 2048-word list supplied by the caller), mnemonic + passphrase -> 64-byte seed, and the NFKD
 * normalization the seed is defined over. The contract of ufsecp.h applies (statuses, outputs
 * untouched on error, NULL arguments, size queries, aliasing); docs/wallet.md has the details.
 *
 * ---- Text --------------------------------------------------------------------------------
 * Text is NUL-terminated UTF-8. Text outputs are NUL-terminated: *out_len is the capacity of
 *   out in bytes on input and the length WITHOUT the NUL on output; on
 *   UFSECP_ERR_BUFFER_TOO_SMALL *out_len is the capacity needed (the length + 1 for the NUL).
 *   out may be NULL with *out_len = 0 (size query).
 * Memory: these functions allocate (the normalized text, a caller's list); if that fails,
 *   UFSECP_ERR_NO_MEMORY, outputs untouched.
 * Unicode: BIP-39 defines the seed over NFKD-normalized UTF-8. Every text input here is
 *   normalized to NFKD by the library first (Unicode 14.0 data), so text in any
 *   normalization form gives the seed of its NFKD form, never another one. Text that is not
 *   valid UTF-8 (overlong forms, surrogates, code points above U+10FFFF, stray or missing
 *   continuation bytes) is UFSECP_ERR_BAD_UTF8.
 * Separators: mnemonic_to_entropy normalizes the text, then splits it at U+0020: between two
 *   words exactly one U+0020, none before the first word or after the last (else
 *   UFSECP_ERR_BAD_MNEMONIC_WORD: an empty word). Since NFKD maps them to U+0020, each of
 *   U+00A0, U+2000..U+200A, U+202F, U+205F and U+3000 (ideographic space, as in Japanese
 *   mnemonics) is accepted in its place. Words match exactly (case matters).
 *
 * ---- Secrets and timing -----------------------------------------------------------------
 * The entropy, the mnemonic, the passphrase and the seed are secret: they are wiped from the
 *   library's memory (and PBKDF2's state) before returning. Encoding and decoding run in time
 *   independent of the words: each word is chosen (or looked up) by reading all 2048 of the
 *   list with masks, the checksum is compared with masks. What is public: the entropy length,
 *   the word count, and the TOTAL LENGTH of the mnemonic text (inherent to BIP-39: words
 *   have different lengths, and the text is returned with its length), whether decoding
 *   failed and with which status. NFKD of ASCII text (every English mnemonic, an ASCII
 *   passphrase) is a constant-time copy; NFKD of text with other characters uses table
 *   look-ups indexed by code point and is NOT constant time in those characters.
 *
 * ---- Caller wordlists -------------------------------------------------------------------
 * wordlist: an array of 2048 pointers to NUL-terminated UTF-8 words, in BIP-39 index order
 *   (any order of spelling: no sorting is assumed). Each call checks it: 2048 non-NULL,
 *   valid UTF-8 words of 1..UFSECP_BIP39_MAX_WORD_BYTES bytes whose NFKD forms are at most
 *   UFSECP_BIP39_MAX_WORD_BYTES bytes, contain no control character and no space, and are
 *   pairwise distinct; otherwise UFSECP_ERR_BAD_WORDLIST. Words are output as given and
 *   matched by their NFKD forms. The lists of the BIP-39 repository (e.g. japanese.txt)
 *   qualify.
 */
#ifndef UFSECP_BIP39_H
#define UFSECP_BIP39_H

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Words in a BIP-39 list. */
#define UFSECP_BIP39_WORDS 2048
/** Longest word of a caller's list, in bytes (as given and after NFKD). */
#define UFSECP_BIP39_MAX_WORD_BYTES 48
/** Capacity that always holds an English mnemonic with its NUL (24 words of <= 8 letters). */
#define UFSECP_BIP39_ENGLISH_MAX 216
/** Capacity that always holds a mnemonic of a caller's list with its NUL. */
#define UFSECP_BIP39_MNEMONIC_MAX (24 * UFSECP_BIP39_MAX_WORD_BYTES + 23 * 3 + 1)
/** NFKD(s) is at most UFSECP_NFKD_MAX_EXPANSION * strlen(s) bytes (U+FDFA: 3 bytes -> 33). */
#define UFSECP_NFKD_MAX_EXPANSION 11

/**
 * The English mnemonic of entropy (len bytes: 16, 20, 24, 28 or 32, else
 * UFSECP_ERR_BAD_LENGTH): 12..24 words joined by single U+0020 spaces. out/out_len: see
 * "Text" (at most 215 bytes + NUL).
 */
UFSECP_API ufsecp_status ufsecp_bip39_mnemonic_from_entropy(char *out, size_t *out_len, const unsigned char *entropy,
                                                            size_t len);
/**
 * The entropy of an English mnemonic. out: *out_len bytes of capacity in, the entropy
 * length (16..32) out; 32 bytes always suffice (BUFFER_TOO_SMALL otherwise, *out_len = the
 * length needed). Errors: BAD_UTF8; BAD_LENGTH (not 12, 15, 18, 21 or 24 words);
 * BAD_MNEMONIC_WORD (a word not in the list or an empty one, see "Separators");
 * BAD_MNEMONIC_CHECKSUM.
 */
UFSECP_API ufsecp_status ufsecp_bip39_mnemonic_to_entropy(unsigned char *out, size_t *out_len, const char *mnemonic);
/**
 * seed64 = PBKDF2-HMAC-SHA512(NFKD(mnemonic), "mnemonic" || NFKD(passphrase), 2048
 * iterations). passphrase may be NULL (= ""). The mnemonic is NOT checked against a wordlist
 * or its checksum (BIP-39 defines the seed for any text; call ..._to_entropy first to check
 * it). Errors: NULL_ARG, BAD_UTF8 (either text).
 */
UFSECP_API ufsecp_status ufsecp_bip39_mnemonic_to_seed(unsigned char seed64[64], const char *mnemonic,
                                                       const char *passphrase /* may be NULL */);
/**
 * As ufsecp_bip39_mnemonic_from_entropy with a caller's wordlist (see "Caller wordlists";
 * BAD_WORDLIST) and separator: NULL or " " (U+0020), or "\xE3\x80\x80" (U+3000, the
 * Japanese convention); any other is UFSECP_ERR_BAD_ARG. UFSECP_BIP39_MNEMONIC_MAX bytes
 * always suffice.
 */
UFSECP_API ufsecp_status ufsecp_bip39_mnemonic_from_entropy_wordlist(char *out, size_t *out_len,
                                                                     const unsigned char *entropy, size_t len,
                                                                     const char *const *wordlist,
                                                                     const char *separator /* may be NULL */);
/** As ufsecp_bip39_mnemonic_to_entropy with a caller's wordlist (BAD_WORDLIST). */
UFSECP_API ufsecp_status ufsecp_bip39_mnemonic_to_entropy_wordlist(unsigned char *out, size_t *out_len,
                                                                   const char *mnemonic, const char *const *wordlist);
/**
 * out = NFKD(in[0..in_len)) (in may contain NULs; in may be NULL when in_len is 0), as text
 * (see "Text"; at most UFSECP_NFKD_MAX_EXPANSION * in_len bytes + NUL). Errors: NULL_ARG,
 * BAD_UTF8, BUFFER_TOO_SMALL.
 */
UFSECP_API ufsecp_status ufsecp_utf8_nfkd(char *out, size_t *out_len, const char *in, size_t in_len);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_BIP39_H */
