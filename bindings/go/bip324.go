// ufsecp Go binding — the BIP-324 v2 transport cipher: keys, session id, garbage
// terminators, packet encryption and decryption.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp_bip324.h; see capi.go for the
// cgo contract). Encrypt and Decrypt append to a caller's slice (no allocation when it has
// room); nothing else allocates.
//
// Contract: a BIP324Cipher holds one connection's secret keys for both directions: make it
// with NewBIP324Cipher from the EllSwiftXDH secret, call Clear when the connection ends. It
// is not safe for concurrent use. A failed call leaves it unchanged; ErrDecryptFailed means
// the connection must be dropped. Wire form of a packet: 3-byte encrypted length, then
// DecryptLength's n + 17 bytes for Decrypt.

package ufsecp

/*
#include <ufsecp/ufsecp_bip324.h>

#cgo noescape ufsecp_bip324_cipher_init
#cgo nocallback ufsecp_bip324_cipher_init
#cgo noescape ufsecp_bip324_cipher_clear
#cgo nocallback ufsecp_bip324_cipher_clear
#cgo noescape ufsecp_bip324_session_id
#cgo nocallback ufsecp_bip324_session_id
#cgo noescape ufsecp_bip324_garbage_terminators
#cgo nocallback ufsecp_bip324_garbage_terminators
#cgo noescape ufsecp_bip324_encrypt
#cgo nocallback ufsecp_bip324_encrypt
#cgo noescape ufsecp_bip324_decrypt_length
#cgo nocallback ufsecp_bip324_decrypt_length
#cgo noescape ufsecp_bip324_decrypt
#cgo nocallback ufsecp_bip324_decrypt
*/
import "C"

import "unsafe"

// Compile-time checks that the BIP-324 status codes and sizes match the C header.
var (
	_ = [1]struct{}{}[ErrDecryptFailed-C.UFSECP_ERR_DECRYPT_FAILED]
	_ = [1]struct{}{}[ErrBadCipher-C.UFSECP_ERR_BAD_CIPHER]
	_ = [1]struct{}{}[BIP324Expansion-C.UFSECP_BIP324_EXPANSION]
)

// BIP324Expansion is how many bytes a packet adds to its contents (3 length, 1 header, 16 tag).
const BIP324Expansion = 20

// BIP324MaxContents is the largest packet contents (the length field has 3 bytes).
const BIP324MaxContents = 1<<24 - 1

// MainnetMagic is Bitcoin mainnet's network magic, the salt of BIP-324's key derivation.
var MainnetMagic = [4]byte{0xf9, 0xbe, 0xb4, 0xd9}

// BIP324Cipher is one side of a BIP-324 connection (opaque; holds secret keys).
type BIP324Cipher struct {
	c C.ufsecp_bip324_cipher
}

// NewBIP324Cipher derives the keys from the 32-byte ECDH secret (EllSwiftXDH's output),
// which side this is (initiator: it opened the connection) and the network magic.
func NewBIP324Cipher(secret *[32]byte, initiator bool, magic [4]byte) (*BIP324Cipher, error) {
	c := new(BIP324Cipher)
	init := C.int(0)
	if initiator {
		init = 1
	}
	rc := C.ufsecp_bip324_cipher_init(&c.c, uc(unsafe.Pointer(secret)), init, uc(unsafe.Pointer(&magic)))
	if rc != 0 {
		return nil, statusError(int(rc))
	}
	return c, nil
}

// Clear wipes the keys; the cipher then returns ErrBadCipher.
func (c *BIP324Cipher) Clear() {
	_ = C.ufsecp_bip324_cipher_clear(&c.c)
}

// SessionID returns the 32-byte session id (the same on both sides).
func (c *BIP324Cipher) SessionID() ([32]byte, error) {
	var out [32]byte
	rc := C.ufsecp_bip324_session_id(uc(unsafe.Pointer(&out)), &c.c)
	return out, statusError(int(rc))
}

// GarbageTerminators returns the 16-byte terminators this side sends and expects.
func (c *BIP324Cipher) GarbageTerminators() (send, recv [16]byte, err error) {
	rc := C.ufsecp_bip324_garbage_terminators(uc(unsafe.Pointer(&send)), uc(unsafe.Pointer(&recv)), &c.c)
	return send, recv, statusError(int(rc))
}

// grow returns dst extended by n bytes and the offset of the new part.
func grow(dst []byte, n int) ([]byte, int) {
	start := len(dst)
	if cap(dst)-start < n {
		nd := make([]byte, start, start+n)
		copy(nd, dst)
		dst = nd
	}
	return dst[:start+n], start
}

// Encrypt appends the packet for contents (with associated data aad, nil for none, and the
// ignore bit) to dst: len(contents) + BIP324Expansion bytes. Errors: ErrBadLength (contents
// longer than BIP324MaxContents), ErrBadCipher.
func (c *BIP324Cipher) Encrypt(dst, contents, aad []byte, ignore bool) ([]byte, error) {
	if len(contents) > BIP324MaxContents {
		return dst, ErrBadLength
	}
	out, start := grow(dst, len(contents)+BIP324Expansion)
	n := C.size_t(len(contents) + BIP324Expansion)
	ign := C.int(0)
	if ignore {
		ign = 1
	}
	rc := C.ufsecp_bip324_encrypt(uc(unsafe.Pointer(&out[start])), &n, &c.c, bytesPtr(contents),
		C.size_t(len(contents)), bytesPtr(aad), C.size_t(len(aad)), ign)
	if rc != 0 {
		return dst, statusError(int(rc))
	}
	return out, nil
}

// DecryptLength returns the contents length of the next received packet from its first
// 3 bytes; the rest of the packet is that many bytes plus 17. Errors: ErrBadCipher.
func (c *BIP324Cipher) DecryptLength(enc *[3]byte) (int, error) {
	var n C.uint32_t
	rc := C.ufsecp_bip324_decrypt_length(&n, &c.c, uc(unsafe.Pointer(enc)))
	return int(n), statusError(int(rc))
}

// Decrypt authenticates and decrypts the rest of a packet (header, contents, tag) and
// appends the contents to dst; ignore is the packet's ignore bit. Errors: ErrDecryptFailed
// (drop the connection), ErrBadLength (shorter than 17 bytes), ErrBadCipher.
func (c *BIP324Cipher) Decrypt(dst, ct, aad []byte) (contents []byte, ignore bool, err error) {
	if len(ct) < 17 {
		return dst, false, ErrBadLength
	}
	n := len(ct) - 17
	out, start := grow(dst, n)
	var p *C.uchar
	if n > 0 {
		p = uc(unsafe.Pointer(&out[start]))
	}
	cl := C.size_t(n)
	var ign C.int
	rc := C.ufsecp_bip324_decrypt(p, &cl, &ign, &c.c, bytesPtr(ct), C.size_t(len(ct)), bytesPtr(aad), C.size_t(len(aad)))
	if rc != 0 {
		return dst, false, statusError(int(rc))
	}
	return out, ign == 1, nil
}
