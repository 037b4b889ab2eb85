// ufsecp Go binding — adaptor signatures (single signer): ECDSA adaptor signatures as
// specified by dlcspecs (ECDSA-adaptor.md) and BIP-340 Schnorr adaptor signatures.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp_adaptor.h; see capi.go for the cgo
// contract; docs/adaptor.md for the encodings and checks). Secret inputs (the signing key,
// the ECDSA decryption key, the Schnorr adaptor secret) are handled in constant time by the
// C library; the secrets that Recover and Extract return are SecretKey values: Wipe them.

package ufsecp

/*
#include <ufsecp/ufsecp_adaptor.h>

#cgo noescape ufsecp_ecdsa_adaptor_encrypt
#cgo nocallback ufsecp_ecdsa_adaptor_encrypt
#cgo noescape ufsecp_ecdsa_adaptor_verify
#cgo nocallback ufsecp_ecdsa_adaptor_verify
#cgo noescape ufsecp_ecdsa_adaptor_decrypt
#cgo nocallback ufsecp_ecdsa_adaptor_decrypt
#cgo noescape ufsecp_ecdsa_adaptor_recover
#cgo nocallback ufsecp_ecdsa_adaptor_recover
#cgo noescape ufsecp_ecdsa_adaptor_check
#cgo nocallback ufsecp_ecdsa_adaptor_check
#cgo noescape ufsecp_schnorr_adaptor_presign
#cgo nocallback ufsecp_schnorr_adaptor_presign
#cgo noescape ufsecp_schnorr_adaptor_verify
#cgo nocallback ufsecp_schnorr_adaptor_verify
#cgo noescape ufsecp_schnorr_adaptor_adapt
#cgo nocallback ufsecp_schnorr_adaptor_adapt
#cgo noescape ufsecp_schnorr_adaptor_extract
#cgo nocallback ufsecp_schnorr_adaptor_extract
*/
import "C"

import "unsafe"

// Compile-time checks that the Go constants match the C header.
var (
	_ = [1]struct{}{}[ErrBadAdaptorSig-C.UFSECP_ERR_BAD_ADAPTOR_SIG]
	_ = [1]struct{}{}[ErrAdaptorMismatch-C.UFSECP_ERR_ADAPTOR_MISMATCH]
	_ = [1]struct{}{}[ErrBadDLEQProof-C.UFSECP_ERR_BAD_DLEQ_PROOF]
	_ = [1]struct{}{}[len(ECDSAAdaptorSignature{})-C.UFSECP_ECDSA_ADAPTOR_SIZE]
	_ = [1]struct{}{}[len(SchnorrPreSignature{})-C.UFSECP_SCHNORR_PRESIG_SIZE]
)

// ---- ECDSA (dlcspecs) -----------------------------------------------------------------

// ECDSAAdaptorSignature is an encrypted ECDSA signature with its DLEQ proof, 162 bytes:
// R (33) || R_a (33) || s_a (32) || e (32) || s (32).
type ECDSAAdaptorSignature [162]byte

// EncryptECDSA makes an adaptor signature of the 32-byte hash under the encryption key
// encKey: whoever knows encKey's secret key turns it into an ECDSA signature by sk
// (Decrypt). aux is fresh randomness for the nonces (nil: deterministic). Constant time in
// sk. Errors: ErrBadSecretKey, ErrBadPublicKey.
func (sk *SecretKey) EncryptECDSA(hash *[32]byte, encKey *PublicKey, aux *[32]byte) (ECDSAAdaptorSignature, error) {
	var out ECDSAAdaptorSignature
	rc := C.ufsecp_ecdsa_adaptor_encrypt(uc(unsafe.Pointer(&out)), uc(unsafe.Pointer(sk)), cpk(encKey),
		uc(unsafe.Pointer(hash)), uc(unsafe.Pointer(aux)))
	return out, statusError(int(rc))
}

// Check reports whether the encoding is well formed (ErrBadAdaptorSig if not).
func (a *ECDSAAdaptorSignature) Check() error {
	return statusError(int(C.ufsecp_ecdsa_adaptor_check(uc(unsafe.Pointer(a)))))
}

// Verify checks that a is an adaptor signature of hash by pubKey under encKey: nil,
// ErrVerifyFailed, ErrBadAdaptorSig or ErrBadPublicKey.
func (a *ECDSAAdaptorSignature) Verify(pubKey *PublicKey, hash *[32]byte, encKey *PublicKey) error {
	rc := C.ufsecp_ecdsa_adaptor_verify(uc(unsafe.Pointer(a)), cpk(pubKey), uc(unsafe.Pointer(hash)), cpk(encKey))
	return statusError(int(rc))
}

// Decrypt returns the ECDSA signature (low S) that a becomes with the decryption key
// (encKey's secret key). Verify a first: a wrong key gives a signature that does not
// verify. Constant time in decKey. Errors: ErrBadSecretKey, ErrBadAdaptorSig.
func (a *ECDSAAdaptorSignature) Decrypt(decKey *SecretKey) (ECDSASignature, error) {
	var sig ECDSASignature
	rc := C.ufsecp_ecdsa_adaptor_decrypt(uc(unsafe.Pointer(&sig)), uc(unsafe.Pointer(decKey)), uc(unsafe.Pointer(a)))
	return sig, statusError(int(rc))
}

// Recover returns the decryption key from the published signature sig (low or high S)
// that a was decrypted into. Errors: ErrAdaptorMismatch (sig is not a's decryption under
// encKey), ErrBadSignature, ErrBadAdaptorSig, ErrBadPublicKey.
func (a *ECDSAAdaptorSignature) Recover(sig *ECDSASignature, encKey *PublicKey) (SecretKey, error) {
	var y SecretKey
	rc := C.ufsecp_ecdsa_adaptor_recover(uc(unsafe.Pointer(&y)), uc(unsafe.Pointer(sig)), uc(unsafe.Pointer(a)),
		cpk(encKey))
	return y, statusError(int(rc))
}

// ---- Schnorr (BIP-340) ------------------------------------------------------------------

// SchnorrPreSignature is a BIP-340 adaptor pre-signature, 65 bytes: R+T compressed (33) ||
// s' (32).
type SchnorrPreSignature [65]byte

// PreSignSchnorr makes a pre-signature of msg for the adaptor point t: adapted with t's
// secret it becomes kp's BIP-340 signature of msg. aux as for SignSchnorr. Constant time
// in the secret key. Errors: ErrBadKeypair, ErrBadPublicKey, ErrInfinity (t = -R).
func (kp *Keypair) PreSignSchnorr(msg []byte, t *PublicKey, aux *[32]byte) (SchnorrPreSignature, error) {
	var pre SchnorrPreSignature
	rc := C.ufsecp_schnorr_adaptor_presign(uc(unsafe.Pointer(&pre)), bytesPtr(msg), C.size_t(len(msg)), ckp(kp),
		cpk(t), uc(unsafe.Pointer(aux)))
	return pre, statusError(int(rc))
}

// Verify checks that p adapts with t's secret into x's BIP-340 signature of msg: nil,
// ErrVerifyFailed, ErrBadAdaptorSig or ErrBadPublicKey.
func (p *SchnorrPreSignature) Verify(msg []byte, x *XOnlyPublicKey, t *PublicKey) error {
	rc := C.ufsecp_schnorr_adaptor_verify(uc(unsafe.Pointer(p)), bytesPtr(msg), C.size_t(len(msg)),
		uc(unsafe.Pointer(x)), cpk(t))
	return statusError(int(rc))
}

// Adapt completes p with the adaptor secret into a BIP-340 signature. Constant time in
// secret. Errors: ErrBadSecretKey, ErrBadAdaptorSig.
func (p *SchnorrPreSignature) Adapt(secret *SecretKey) (SchnorrSignature, error) {
	var sig SchnorrSignature
	rc := C.ufsecp_schnorr_adaptor_adapt(uc(unsafe.Pointer(&sig)), uc(unsafe.Pointer(secret)), uc(unsafe.Pointer(p)))
	return sig, statusError(int(rc))
}

// Extract returns the adaptor secret from the completed signature sig. Errors:
// ErrAdaptorMismatch (sig's R is not p's), ErrBadSignature, ErrBadAdaptorSig.
func (p *SchnorrPreSignature) Extract(sig *SchnorrSignature) (SecretKey, error) {
	var t SecretKey
	rc := C.ufsecp_schnorr_adaptor_extract(uc(unsafe.Pointer(&t)), uc(unsafe.Pointer(sig)), uc(unsafe.Pointer(p)))
	return t, statusError(int(rc))
}
