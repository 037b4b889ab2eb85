// ufsecp Go binding — ElligatorSwift public keys and BIP-324's x-only ECDH.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp_ellswift.h; see capi.go for the
// cgo contract). Allocates nothing.
//
// Contract: an ElligatorSwift encoding is 64 bytes that look uniformly random; every 64-byte
// value decodes to a valid public key. Encode and NewEllSwift follow libsecp256k1's
// secp256k1_ellswift_encode / _create byte for byte. NewEllSwift and EllSwiftXDH are
// constant time in the secret key.

package ufsecp

/*
#include <ufsecp/ufsecp_ellswift.h>

#cgo noescape ufsecp_ellswift_encode
#cgo nocallback ufsecp_ellswift_encode
#cgo noescape ufsecp_ellswift_decode
#cgo nocallback ufsecp_ellswift_decode
#cgo noescape ufsecp_ellswift_create
#cgo nocallback ufsecp_ellswift_create
#cgo noescape ufsecp_ellswift_xdh_bip324
#cgo nocallback ufsecp_ellswift_xdh_bip324
*/
import "C"

import "unsafe"

// EllSwift is a 64-byte ElligatorSwift encoding of a public key (u || t).
type EllSwift [64]byte

// EllSwiftEncode returns an encoding of pk chosen with rnd (32 bytes of fresh randomness).
// Errors: ErrBadPublicKey.
func EllSwiftEncode(pk *PublicKey, rnd *[32]byte) (EllSwift, error) {
	var out EllSwift
	rc := C.ufsecp_ellswift_encode(uc(unsafe.Pointer(&out)), cpk(pk), uc(unsafe.Pointer(rnd)))
	return out, statusError(int(rc))
}

// PublicKey decodes the encoding (always succeeds for a non-nil receiver).
func (e *EllSwift) PublicKey() (PublicKey, error) {
	var pk PublicKey
	rc := C.ufsecp_ellswift_decode(cpk(&pk), uc(unsafe.Pointer(e)))
	return pk, statusError(int(rc))
}

// NewEllSwift returns an encoding of sk's public key; auxRand (32 bytes of fresh randomness)
// may be nil. Errors: ErrBadSecretKey.
func NewEllSwift(sk *SecretKey, auxRand *[32]byte) (EllSwift, error) {
	var out EllSwift
	var aux *C.uchar
	if auxRand != nil {
		aux = uc(unsafe.Pointer(auxRand))
	}
	rc := C.ufsecp_ellswift_create(uc(unsafe.Pointer(&out)), uc(unsafe.Pointer(sk)), aux)
	return out, statusError(int(rc))
}

// EllSwiftXDH returns BIP-324's shared secret of the initiator's encoding a and the
// responder's encoding b, for sk, the secret key behind a (initiator true) or behind b
// (initiator false). Both sides get the same 32 bytes. Errors: ErrBadSecretKey.
func EllSwiftXDH(a, b *EllSwift, sk *SecretKey, initiator bool) ([32]byte, error) {
	var out [32]byte
	party := C.int(1)
	if initiator {
		party = 0
	}
	rc := C.ufsecp_ellswift_xdh_bip324(uc(unsafe.Pointer(&out)), uc(unsafe.Pointer(a)), uc(unsafe.Pointer(b)),
		uc(unsafe.Pointer(sk)), party)
	return out, statusError(int(rc))
}

// EllSwiftXSwiftECInv is XSwiftECInv (the ellswift spec, section 3.5): a t with F_u(t) = x
// reached by case c (0..7); x and u are big-endian field elements read modulo p. Every t is
// reached by exactly one c. Errors: ErrEllSwiftNoPreimage (no t in this case), ErrBadArg
// (c > 7).
func EllSwiftXSwiftECInv(x, u *[32]byte, c uint) ([32]byte, error) {
	var t [32]byte
	rc := C.ufsecp_ellswift_xswiftec_inv(uc(unsafe.Pointer(&t)), uc(unsafe.Pointer(x)), uc(unsafe.Pointer(u)), C.uint(c))
	return t, statusError(int(rc))
}
