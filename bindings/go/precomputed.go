// ufsecp Go binding — verification with a precomputed key: a public key with larger tables
// of its multiples (32 KiB), built once, for verifiers that see the same keys again and
// again (a node's frequent signers, a Lightning or Nostr relay, an exchange).
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp.h, "verification with a
// precomputed key"; see capi.go for the cgo contract). Nothing is allocated by the C
// library: the tables live in the Go value.
//
// Contract: the results are exactly those of PublicKey.VerifyECDSA and
// XOnlyPublicKey.VerifySchnorr for the same key. Building one costs about three ordinary
// verifications and each verification with it about 0.4 of one (docs/benchmarks.md), so it
// pays from the seventh verification with the same key. The zero value, or a value not
// built by the functions below, is rejected with ErrBadPublicKey. The tables are in this
// machine's byte order: do not persist them across machines or library versions.

package ufsecp

/*
#include <ufsecp/ufsecp.h>
*/
import "C"

import "unsafe"

// PrecomputedPublicKey is a public key with its verification tables, for ECDSA. Make one
// with PublicKey.Precompute. It is large (32,896 bytes): keep it behind a pointer.
type PrecomputedPublicKey struct {
	data [C.UFSECP_PUBKEY_PRECOMPUTED_SIZE]byte
}

// PrecomputedXOnlyPublicKey is a BIP-340 x-only public key with its verification tables,
// for Schnorr. Make one with XOnlyPublicKey.Precompute. Keep it behind a pointer.
type PrecomputedXOnlyPublicKey struct {
	data [C.UFSECP_PUBKEY_PRECOMPUTED_SIZE]byte
}

// Precompute builds pk's verification tables. ErrBadPublicKey if pk is not a valid key.
func (pk *PublicKey) Precompute() (*PrecomputedPublicKey, error) {
	pre := new(PrecomputedPublicKey)
	rc := C.ufsecp_pubkey_precompute((*C.ufsecp_pubkey_precomputed)(unsafe.Pointer(pre)), cpk(pk))
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	return pre, nil
}

// Precompute lifts x (even y) and builds its verification tables. ErrBadPublicKey if x is
// not the x coordinate of a curve point.
func (x *XOnlyPublicKey) Precompute() (*PrecomputedXOnlyPublicKey, error) {
	pre := new(PrecomputedXOnlyPublicKey)
	rc := C.ufsecp_xonly_pubkey_precompute((*C.ufsecp_xonly_pubkey_precomputed)(unsafe.Pointer(pre)),
		uc(unsafe.Pointer(x)))
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	return pre, nil
}

// VerifyECDSA checks sig on the 32-byte message hash, with the results of
// PublicKey.VerifyECDSA: nil if valid, ErrVerifyFailed if not (also high S),
// ErrBadSignature if r or s is not below n, ErrBadPublicKey if pre was not built by
// Precompute.
func (pre *PrecomputedPublicKey) VerifyECDSA(sig *ECDSASignature, hash *[32]byte) error {
	rc := C.ufsecp_ecdsa_verify_precomputed(uc(unsafe.Pointer(sig)), uc(unsafe.Pointer(hash)),
		(*C.ufsecp_pubkey_precomputed)(unsafe.Pointer(pre)))
	return statusError(int(rc))
}

// VerifySchnorr checks sig on msg (any length), with the results of
// XOnlyPublicKey.VerifySchnorr: nil if valid, ErrVerifyFailed if not, ErrBadSignature if
// R.x >= p or s >= n, ErrBadPublicKey if pre was not built by Precompute.
func (pre *PrecomputedXOnlyPublicKey) VerifySchnorr(sig *SchnorrSignature, msg []byte) error {
	rc := C.ufsecp_schnorr_verify_precomputed(uc(unsafe.Pointer(sig)), bytesPtr(msg), C.size_t(len(msg)),
		(*C.ufsecp_xonly_pubkey_precomputed)(unsafe.Pointer(pre)))
	return statusError(int(rc))
}
