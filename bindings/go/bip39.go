// ufsecp Go binding — BIP-39 mnemonics (include/ufsecp/ufsecp_bip39.h).
//
// Layer: Go binding over the C ABI (see capi.go for the cgo contract). Text crosses into C as
// NUL-terminated copies in C memory, which the binding zeroes before freeing them (the
// mnemonic and the passphrase are secrets). Go strings themselves cannot be wiped: a caller
// that must limit copies of a mnemonic should keep it in a []byte of its own and call the C
// library directly.
//
// Contract (the C library's): text is UTF-8 and is normalized to NFKD by the library, so a
// mnemonic or passphrase in any normalization form gives the seed of its NFKD form; invalid
// UTF-8 is ErrBadUTF8. A string containing a NUL byte cannot be passed to C without
// changing its meaning and is ErrBadArg. Encoding and decoding run in time independent of
// the words (the length of the mnemonic text is public); see docs/wallet.md.

package ufsecp

/*
#include <stdlib.h>
#include <string.h>
#include <ufsecp/ufsecp_bip39.h>

#cgo nocallback ufsecp_bip39_mnemonic_from_entropy
#cgo nocallback ufsecp_bip39_mnemonic_to_entropy
#cgo nocallback ufsecp_bip39_mnemonic_to_seed
#cgo nocallback ufsecp_bip39_mnemonic_from_entropy_wordlist
#cgo nocallback ufsecp_bip39_mnemonic_to_entropy_wordlist
#cgo nocallback ufsecp_utf8_nfkd
*/
import "C"

import (
	"strings"
	"unsafe"
)

// Wordlist is a caller-supplied BIP-39 wordlist: 2048 words in index order (for example
// the lines of the BIP-39 repository's japanese.txt). It is checked by each call that uses
// it (2048 distinct valid UTF-8 words without spaces; ErrBadWordlist otherwise).
type Wordlist struct {
	words []string
}

// NewWordlist checks words (2048 of them) and returns a Wordlist over a copy of the slice.
func NewWordlist(words []string) (*Wordlist, error) {
	wl := &Wordlist{words: append([]string(nil), words...)}
	// One encoding round trip checks the list with the C library's rules.
	var zero [16]byte
	if _, err := NewMnemonicWordlist(zero[:], wl, " "); err != nil {
		return nil, err
	}
	return wl, nil
}

// cText is a NUL-terminated copy of s in C memory; free it with freeText (which zeroes it).
func cText(s string) (*C.char, error) {
	if strings.IndexByte(s, 0) >= 0 {
		return nil, ErrBadArg
	}
	p := (*C.char)(C.malloc(C.size_t(len(s) + 1)))
	if p == nil {
		return nil, ErrNoMemory
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(p)), len(s)+1)
	copy(b, s)
	b[len(s)] = 0
	return p, nil
}

func freeText(p *C.char) {
	if p == nil {
		return
	}
	n := C.strlen(p)
	wipeC(unsafe.Pointer(p), int(n))
	C.free(unsafe.Pointer(p))
}

// wipeC zeroes n bytes of C memory before it is freed (the writes are kept: the memory is
// passed to C.free right after, which the Go compiler cannot see through).
func wipeC(p unsafe.Pointer, n int) {
	clear(unsafe.Slice((*byte)(p), n))
}

// cWordlist lays the words out in one C block: 2048 pointers followed by the strings.
func cWordlist(wl *Wordlist) (unsafe.Pointer, error) {
	if wl == nil || len(wl.words) != 2048 {
		return nil, ErrBadWordlist
	}
	size := 2048 * int(unsafe.Sizeof((*C.char)(nil)))
	for _, w := range wl.words {
		if strings.IndexByte(w, 0) >= 0 {
			return nil, ErrBadWordlist
		}
		size += len(w) + 1
	}
	block := C.malloc(C.size_t(size))
	if block == nil {
		return nil, ErrNoMemory
	}
	ptrs := unsafe.Slice((**C.char)(block), 2048)
	text := unsafe.Slice((*byte)(block), size)
	off := 2048 * int(unsafe.Sizeof((*C.char)(nil)))
	for i, w := range wl.words {
		ptrs[i] = (*C.char)(unsafe.Add(block, off))
		copy(text[off:], w)
		text[off+len(w)] = 0
		off += len(w) + 1
	}
	return block, nil
}

// NewMnemonic returns the English mnemonic of entropy (16, 20, 24, 28 or 32 bytes, else
// ErrBadLength): 12..24 words separated by single spaces.
func NewMnemonic(entropy []byte) (string, error) {
	return newMnemonic(entropy, nil, " ")
}

// NewMnemonicWordlist is NewMnemonic with a caller's wordlist and separator: " " or
// "\u3000" (the ideographic space of Japanese mnemonics); any other is ErrBadArg.
func NewMnemonicWordlist(entropy []byte, wl *Wordlist, separator string) (string, error) {
	if wl == nil {
		return "", ErrNullArg
	}
	return newMnemonic(entropy, wl, separator)
}

func newMnemonic(entropy []byte, wl *Wordlist, separator string) (string, error) {
	if len(entropy) == 0 {
		return "", ErrBadLength
	}
	var out [C.UFSECP_BIP39_MNEMONIC_MAX]byte
	n := C.size_t(len(out))
	var st C.ufsecp_status
	if wl == nil {
		st = C.ufsecp_bip39_mnemonic_from_entropy((*C.char)(unsafe.Pointer(&out[0])), &n, uc(unsafe.Pointer(&entropy[0])),
			C.size_t(len(entropy)))
	} else {
		block, err := cWordlist(wl)
		if err != nil {
			return "", err
		}
		defer C.free(block)
		sep, err := cText(separator)
		if err != nil {
			return "", err
		}
		defer freeText(sep)
		st = C.ufsecp_bip39_mnemonic_from_entropy_wordlist((*C.char)(unsafe.Pointer(&out[0])), &n,
			uc(unsafe.Pointer(&entropy[0])), C.size_t(len(entropy)), (**C.char)(block), sep)
	}
	if err := statusError(int(st)); err != nil {
		return "", err
	}
	s := string(out[:n])
	clear(out[:])
	return s, nil
}

// MnemonicToEntropy returns the entropy of an English mnemonic. Errors: ErrBadUTF8,
// ErrBadLength (not 12, 15, 18, 21 or 24 words), ErrBadMnemonicWord (an unknown or empty
// word: words are separated by exactly one space, U+3000 or another character whose NFKD
// form is a space), ErrBadMnemonicChecksum, ErrBadArg (a NUL byte in the text).
func MnemonicToEntropy(mnemonic string) ([]byte, error) {
	return mnemonicToEntropy(mnemonic, nil)
}

// MnemonicToEntropyWordlist is MnemonicToEntropy with a caller's wordlist (words are
// matched by their NFKD forms).
func MnemonicToEntropyWordlist(mnemonic string, wl *Wordlist) ([]byte, error) {
	if wl == nil {
		return nil, ErrNullArg
	}
	return mnemonicToEntropy(mnemonic, wl)
}

func mnemonicToEntropy(mnemonic string, wl *Wordlist) ([]byte, error) {
	m, err := cText(mnemonic)
	if err != nil {
		return nil, err
	}
	defer freeText(m)
	var out [32]byte
	n := C.size_t(len(out))
	var st C.ufsecp_status
	if wl == nil {
		st = C.ufsecp_bip39_mnemonic_to_entropy(uc(unsafe.Pointer(&out[0])), &n, m)
	} else {
		block, err := cWordlist(wl)
		if err != nil {
			return nil, err
		}
		defer C.free(block)
		st = C.ufsecp_bip39_mnemonic_to_entropy_wordlist(uc(unsafe.Pointer(&out[0])), &n, m, (**C.char)(block))
	}
	if err := statusError(int(st)); err != nil {
		return nil, err
	}
	e := append([]byte(nil), out[:n]...)
	clear(out[:])
	return e, nil
}

// MnemonicToSeed returns the BIP-39 seed: PBKDF2-HMAC-SHA512 over the NFKD forms of the
// mnemonic and of "mnemonic" + passphrase, 2048 iterations. The mnemonic is not checked
// against a wordlist (BIP-39 defines the seed for any text; use MnemonicToEntropy for
// that). Errors: ErrBadUTF8, ErrBadArg (a NUL byte in either string).
func MnemonicToSeed(mnemonic, passphrase string) ([64]byte, error) {
	var seed [64]byte
	m, err := cText(mnemonic)
	if err != nil {
		return seed, err
	}
	defer freeText(m)
	p, err := cText(passphrase)
	if err != nil {
		return seed, err
	}
	defer freeText(p)
	if err := statusError(int(C.ufsecp_bip39_mnemonic_to_seed(uc(unsafe.Pointer(&seed[0])), m, p))); err != nil {
		return [64]byte{}, err
	}
	return seed, nil
}

// NormalizeNFKD returns the NFKD form of s (Unicode 14.0 data), as the library computes it
// for mnemonics and passphrases. Error: ErrBadUTF8.
func NormalizeNFKD(s string) (string, error) {
	if len(s) == 0 {
		return "", nil
	}
	out := make([]byte, len(s)*C.UFSECP_NFKD_MAX_EXPANSION+1)
	n := C.size_t(len(out))
	in := unsafe.Pointer(unsafe.StringData(s))
	if err := statusError(int(C.ufsecp_utf8_nfkd((*C.char)(unsafe.Pointer(&out[0])), &n, (*C.char)(in),
		C.size_t(len(s))))); err != nil {
		return "", err
	}
	return string(out[:n]), nil
}
