// ufsecp Go binding — BIP-340 Schnorr signatures: sign with a Keypair, verify against an
// x-only public key (its 32 bytes, or parsed once into a ParsedXOnlyPublicKey); messages
// of any length.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp.h; see capi.go for the cgo
// contract). Signing and verification allocate nothing.
//
// Contract: signing is BIP-340 "Default Signing" (the bytes of libsecp256k1's
// schnorrsig_sign32 for the same aux), constant time in the secret key; verification is
// BIP-340 Verify, variable time.

package ufsecp

/*
#include <ufsecp/ufsecp.h>
*/
import "C"

import "unsafe"

// SchnorrSignature is a BIP-340 signature: R.x || s, 32 big-endian bytes each.
type SchnorrSignature [64]byte

// SignSchnorr signs msg (any length; BIP-340 signs the 32-byte hash of a larger
// message in Bitcoin and Nostr) with kp. aux is the 32 bytes of auxiliary randomness
// BIP-340 recommends (fresh random bytes protect against fault and side-channel
// attacks); nil means 32 zero bytes, which makes the signature deterministic.
// ErrBadKeypair if kp is not a keypair.
func (kp *Keypair) SignSchnorr(msg []byte, aux *[32]byte) (SchnorrSignature, error) {
	var sig SchnorrSignature
	rc := C.ufsecp_schnorr_sign(uc(unsafe.Pointer(&sig)), bytesPtr(msg), C.size_t(len(msg)), ckp(kp),
		uc(unsafe.Pointer(aux)))
	return sig, statusError(int(rc))
}

// VerifySchnorr checks sig on msg against the x-only key x: nil if valid,
// ErrVerifyFailed if not, ErrBadSignature if R.x >= p or s >= n, ErrBadPublicKey if x
// is not a valid x-only key.
func (x *XOnlyPublicKey) VerifySchnorr(sig *SchnorrSignature, msg []byte) error {
	rc := C.ufsecp_schnorr_verify(uc(unsafe.Pointer(sig)), bytesPtr(msg), C.size_t(len(msg)), uc(unsafe.Pointer(x)))
	return statusError(int(rc))
}

// ParsedXOnlyPublicKey is a BIP-340 x-only public key with its point already lifted
// (the C library's 64-byte ufsecp_xonly_pubkey, opaque): parsing runs lift_x, a square
// root, once, and VerifySchnorr on it skips that step, which XOnlyPublicKey.VerifySchnorr
// pays on every call. Keep one for a key that verifies many signatures (Verifier does).
// Make one with XOnlyPublicKey.Parse; the zero value is not a valid key and is rejected
// with ErrBadPublicKey.
type ParsedXOnlyPublicKey struct {
	data [64]byte
}

// Parse lifts x to its point (even y) once. ErrBadPublicKey if x is not the x
// coordinate of a curve point (x >= p or x^3 + 7 not a square).
func (x *XOnlyPublicKey) Parse() (ParsedXOnlyPublicKey, error) {
	var pk ParsedXOnlyPublicKey
	rc := C.ufsecp_xonly_pubkey_parse(cxk(&pk), uc(unsafe.Pointer(x)))
	return pk, statusError(int(rc))
}

// XOnly returns the 32-byte x-only encoding of pk. ErrBadPublicKey if pk is not a
// parsed key (the zero value, or bytes not written by Parse).
func (pk *ParsedXOnlyPublicKey) XOnly() (XOnlyPublicKey, error) {
	var x XOnlyPublicKey
	rc := C.ufsecp_xonly_pubkey_serialize(uc(unsafe.Pointer(&x)), cxk(pk))
	return x, statusError(int(rc))
}

// VerifySchnorr checks sig on msg against pk, with the same results as
// XOnlyPublicKey.VerifySchnorr on pk's encoding: nil if valid, ErrVerifyFailed if not,
// ErrBadSignature if R.x >= p or s >= n, ErrBadPublicKey if pk is not a parsed key.
func (pk *ParsedXOnlyPublicKey) VerifySchnorr(sig *SchnorrSignature, msg []byte) error {
	rc := C.ufsecp_schnorr_verify_xonly(uc(unsafe.Pointer(sig)), bytesPtr(msg), C.size_t(len(msg)), cxk(pk))
	return statusError(int(rc))
}
