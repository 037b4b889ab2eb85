// ufsecp Go binding — ECDH: the shared secret of a secret key and a peer's public key.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp.h; see capi.go for the cgo
// contract). Allocates nothing.
//
// Contract: constant time in the secret key. Two outputs, as in the C ABI: ECDH is
// libsecp256k1's default (SHA-256 of the compressed shared point); ECDHX is the raw x
// coordinate (what btcec's GenerateSharedSecret returns and Nostr's NIP-04/NIP-44 use).

package ufsecp

/*
#include <ufsecp/ufsecp.h>
*/
import "C"

import "unsafe"

// ECDH returns SHA-256(compressed(sk * peer)), the output of libsecp256k1's
// secp256k1_ecdh with its default hash. Errors: ErrBadSecretKey, ErrBadPublicKey.
func (sk *SecretKey) ECDH(peer *PublicKey) ([32]byte, error) {
	var out [32]byte
	rc := C.ufsecp_ecdh(uc(unsafe.Pointer(&out)), cpk(peer), uc(unsafe.Pointer(sk)))
	return out, statusError(int(rc))
}

// ECDHX returns the x coordinate of sk * peer, unhashed (32 big-endian bytes), the
// same bytes as btcec.GenerateSharedSecret. Errors: ErrBadSecretKey, ErrBadPublicKey.
func (sk *SecretKey) ECDHX(peer *PublicKey) ([32]byte, error) {
	var out [32]byte
	rc := C.ufsecp_ecdh_x(uc(unsafe.Pointer(&out)), cpk(peer), uc(unsafe.Pointer(sk)))
	return out, statusError(int(rc))
}
