// ufsecp Go binding — BIP-374 DLEQ proofs: that A = a*G and C = a*B for one secret a.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp_dleq.h; docs/adaptor.md).

package ufsecp

/*
#include <ufsecp/ufsecp_dleq.h>

#cgo noescape ufsecp_dleq_prove
#cgo nocallback ufsecp_dleq_prove
#cgo noescape ufsecp_dleq_verify
#cgo nocallback ufsecp_dleq_verify
*/
import "C"

import "unsafe"

// DLEQProof is a BIP-374 proof, e || s (64 bytes).
type DLEQProof [64]byte

// ProveDLEQ proves that A = a*G and C = a*B share the secret a, and returns the proof with
// A and C. g is the generator (nil: secp256k1's G, what BIP-375 uses); msg the optional
// 32-byte message (nil: none); aux fresh randomness (nil: 32 zero bytes). Constant time in
// a. Errors: ErrBadSecretKey, ErrBadPublicKey, ErrVerifyFailed (never seen: the BIP's
// self-check).
func ProveDLEQ(a *SecretKey, b *PublicKey, aux, msg *[32]byte, g *PublicKey) (proof DLEQProof, pubA, pubC PublicKey, err error) {
	rc := C.ufsecp_dleq_prove(uc(unsafe.Pointer(&proof)), uc(unsafe.Pointer(a)), cpk(b), uc(unsafe.Pointer(aux)),
		uc(unsafe.Pointer(msg)), cpk(g), cpk(&pubA), cpk(&pubC))
	if rc != 0 {
		return DLEQProof{}, PublicKey{}, PublicKey{}, statusError(int(rc))
	}
	return proof, pubA, pubC, nil
}

// Verify checks the proof for pubA, pubB, pubC (generator g, nil for G; message msg, nil for
// none): nil, ErrVerifyFailed, ErrBadDLEQProof (s >= n) or ErrBadPublicKey.
func (p *DLEQProof) Verify(pubA, pubB, pubC *PublicKey, msg *[32]byte, g *PublicKey) error {
	rc := C.ufsecp_dleq_verify(uc(unsafe.Pointer(p)), cpk(pubA), cpk(pubB), cpk(pubC), uc(unsafe.Pointer(msg)), cpk(g))
	return statusError(int(rc))
}
