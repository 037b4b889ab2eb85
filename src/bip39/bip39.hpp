// ufsecp — BIP-39: entropy <-> mnemonic, mnemonic + passphrase -> seed.
//
// Layer 4 (protocols). Includes common/, hash/, unicode/, bip39/.
//
// Constant time: the entropy, the mnemonic's words and the seed are secret. Encoding selects
// each word by reading all 2048 with masks; decoding splits the (NFKD) text into words with
// masked writes and compares every word with all 2048 with masks; the checksum is compared
// with masks. What is public: the entropy length, the word count, the total length of the
// mnemonic text (BIP-39 inherent: the text has no fixed length), whether a decoding failed
// and why. Non-ASCII text is normalized with table look-ups (unicode/nfkd.hpp): that part is
// not constant time.
#pragma once

#include <cstddef>

#include "bip39/wordlist.hpp"
#include "unicode/secret_buf.hpp"

namespace ufsecp::bip39 {

// Longest mnemonic in bytes for a list (24 words, 23 separators of at most 3 bytes).
inline std::size_t max_mnemonic_len(const Wordlist& wl) { return 24 * wl.max_text + 23 * 3; }

// out = the mnemonic of entropy[0..len) with words of wl joined by sep (sep_len bytes, 1..3),
// then a NUL that out.size() does not count. len: 16..32, a multiple of 4 (else bad_length).
// Throws std::bad_alloc.
Error mnemonic_from_entropy(SecretBuf<unsigned char>& out, const unsigned char* entropy, std::size_t len,
                            const Wordlist& wl, const char* sep, std::size_t sep_len);

// entropy32 (first *out_len bytes: 16..32) = the entropy of mnemonic[0..len). The text is
// normalized to NFKD (bad_utf8 if not UTF-8), then it must be 12, 15, 18, 21 or 24 words
// (bad_length) of wl's NFKD forms (bad_word), separated by exactly one U+0020 each, with no
// separator before the first word or after the last (bad_word: an empty word), and the
// checksum must match (bad_checksum). Throws std::bad_alloc.
Error mnemonic_to_entropy(unsigned char entropy32[32], std::size_t* out_len, const unsigned char* mnemonic,
                          std::size_t len, const Wordlist& wl);

// seed64 = PBKDF2-HMAC-SHA512(NFKD(mnemonic), "mnemonic" || NFKD(passphrase), 2048, 64).
// Any text (the mnemonic is not checked against a list: BIP-39 defines the seed for any
// text); bad_utf8 if either is not valid UTF-8. Throws std::bad_alloc.
Error mnemonic_to_seed(unsigned char seed64[64], const unsigned char* mnemonic, std::size_t mnemonic_len,
                       const unsigned char* passphrase, std::size_t passphrase_len);

}  // namespace ufsecp::bip39
