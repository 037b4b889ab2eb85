// ufsecp Go binding — ECDSA: sign (RFC 6979, low-S), verify, DER, normalize, recovery.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp.h; see capi.go for the cgo
// contract). Signing and verification allocate nothing.
//
// Contract: signatures are the C library's: deterministic RFC 6979 nonces (the same
// bytes as libsecp256k1's default nonce function), always low-S; verification rejects
// high-S signatures (ErrVerifyFailed), as libsecp256k1 does, so a DER signature from a
// source that does not normalize must go through Normalize first.

package ufsecp

/*
#include <ufsecp/ufsecp.h>
*/
import "C"

import "unsafe"

// ECDSASignature is an ECDSA signature in compact form: r || s, 32 big-endian bytes
// each. Parse DER with ParseECDSASignatureDER; get DER with DER or AppendDER.
type ECDSASignature [64]byte

// MaxECDSASignatureDERSize is the largest DER encoding of a secp256k1 ECDSA signature.
const MaxECDSASignatureDERSize = 72

// SignECDSA signs the 32-byte message hash with sk (RFC 6979 nonce, low-S). Constant
// time in sk. ErrBadSecretKey if sk is invalid.
func (sk *SecretKey) SignECDSA(hash *[32]byte) (ECDSASignature, error) {
	return sk.SignECDSAWithNonceData(hash, nil)
}

// SignECDSAWithNonceData is SignECDSA with 32 bytes of extra data mixed into the
// RFC 6979 nonce (libsecp256k1's ndata); extra may be nil, which is SignECDSA.
func (sk *SecretKey) SignECDSAWithNonceData(hash, extra *[32]byte) (ECDSASignature, error) {
	var sig ECDSASignature
	rc := C.ufsecp_ecdsa_sign(uc(unsafe.Pointer(&sig)), uc(unsafe.Pointer(hash)), uc(unsafe.Pointer(sk)),
		uc(unsafe.Pointer(extra)))
	return sig, statusError(int(rc))
}

// SignECDSARecoverable is SignECDSA that also returns the recovery id (0..3) that
// RecoverPublicKey needs. The signature bytes are the same as SignECDSA's.
func (sk *SecretKey) SignECDSARecoverable(hash *[32]byte) (sig ECDSASignature, recid int, err error) {
	var rid C.int
	rc := C.ufsecp_ecdsa_sign_recoverable(uc(unsafe.Pointer(&sig)), &rid, uc(unsafe.Pointer(hash)),
		uc(unsafe.Pointer(sk)), nil)
	if rc != C.UFSECP_OK {
		return ECDSASignature{}, 0, statusError(int(rc))
	}
	return sig, int(rid), nil
}

// VerifyECDSA checks sig on the 32-byte message hash against pk: nil if valid,
// ErrVerifyFailed if not (including any high-S signature, and r or s = 0),
// ErrBadSignature if r or s is not below n, ErrBadPublicKey if pk is invalid.
func (pk *PublicKey) VerifyECDSA(sig *ECDSASignature, hash *[32]byte) error {
	rc := C.ufsecp_ecdsa_verify(uc(unsafe.Pointer(sig)), uc(unsafe.Pointer(hash)), cpk(pk))
	return statusError(int(rc))
}

// Normalize replaces a high-S signature (s > n/2) by its low-S twin (n - s), which
// verifies for the same key and message, and reports whether it did.
// ErrBadSignature (sig unchanged) if r or s is out of range.
func (sig *ECDSASignature) Normalize() (wasHigh bool, err error) {
	var high C.int
	rc := C.ufsecp_ecdsa_signature_normalize(uc(unsafe.Pointer(sig)), &high)
	if rc != C.UFSECP_OK {
		return false, statusError(int(rc))
	}
	return high != 0, nil
}

// ParseECDSASignatureDER parses a strict DER signature (BIP-66 rules, as
// libsecp256k1's parser). ErrBadSignature if der is not one.
func ParseECDSASignatureDER(der []byte) (ECDSASignature, error) {
	var sig ECDSASignature
	if len(der) == 0 {
		return sig, ErrBadSignature
	}
	rc := C.ufsecp_ecdsa_signature_parse_der(uc(unsafe.Pointer(&sig)), bytesPtr(der), C.size_t(len(der)))
	return sig, statusError(int(rc))
}

// ParseECDSASignatureDERLax parses a DER-like signature leniently, accepting the
// encodings that pre-BIP-66 Bitcoin transactions contain (as libsecp256k1's
// ecdsa_signature_parse_der_lax). ErrBadSignature if even that fails.
func ParseECDSASignatureDERLax(der []byte) (ECDSASignature, error) {
	var sig ECDSASignature
	if len(der) == 0 {
		return sig, ErrBadSignature
	}
	rc := C.ufsecp_ecdsa_signature_parse_der_lax(uc(unsafe.Pointer(&sig)), bytesPtr(der), C.size_t(len(der)))
	return sig, statusError(int(rc))
}

// AppendDER appends the DER encoding of sig to dst and returns the extended slice.
// ErrBadSignature (dst returned unchanged) if r or s is out of range.
func (sig *ECDSASignature) AppendDER(dst []byte) ([]byte, error) {
	var buf [MaxECDSASignatureDERSize]byte
	n := C.size_t(len(buf))
	rc := C.ufsecp_ecdsa_signature_serialize_der(uc(unsafe.Pointer(&buf)), &n, uc(unsafe.Pointer(sig)))
	if rc != C.UFSECP_OK {
		return dst, statusError(int(rc))
	}
	return append(dst, buf[:n]...), nil
}

// DER returns the DER encoding of sig in a new slice. ErrBadSignature if r or s is out
// of range.
func (sig *ECDSASignature) DER() ([]byte, error) {
	return sig.AppendDER(make([]byte, 0, MaxECDSASignatureDERSize))
}

// RecoverPublicKey returns the public key whose signature on hash is sig with recovery
// id recid. Errors: ErrBadRecoveryID (recid not in 0..3), ErrBadSignature,
// ErrRecoveryFailed (no such key).
func RecoverPublicKey(sig *ECDSASignature, recid int, hash *[32]byte) (PublicKey, error) {
	var pk PublicKey
	// Checked here so that a large int cannot wrap into 0..3 when narrowed to C int.
	if recid < 0 || recid > 3 {
		return pk, ErrBadRecoveryID
	}
	rc := C.ufsecp_ecdsa_recover(cpk(&pk), uc(unsafe.Pointer(sig)), C.int(recid), uc(unsafe.Pointer(hash)))
	return pk, statusError(int(rc))
}
