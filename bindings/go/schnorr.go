// ufsecp Go binding — BIP-340 Schnorr signatures: sign with a Keypair, verify against an
// x-only public key; messages of any length.
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
