// ufsecp Go binding — how the package reaches the C library, and the cgo call contract.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp.h); the only layer below is
// the installed C library (libufsecp.a / libufsecp.so, found through pkg-config).
//
// Linking: `#cgo pkg-config: --static ufsecp` asks pkg-config for the library's flags
// including Libs.private (-lstdc++ -lm, which the C++ implementation needs when the
// static archive is linked). Which file the linker takes is decided by what the
// pkg-config libdir holds: with only libufsecp.a there (what scripts/test-go.sh
// installs) the Go binary is self-contained; with libufsecp.so there too, the linker
// prefers the shared library, which must then be findable at run time (ldconfig,
// LD_LIBRARY_PATH or an rpath). See README.md.
//
// Zero-allocation calls: every C function below is declared noescape and nocallback.
// noescape tells the Go compiler that C keeps no Go pointer past the call (true: the
// library copies inputs and writes outputs, it stores nothing), so pointers to Go
// stack arrays can be passed without moving them to the heap. nocallback is true as
// well (the library never calls Go), and both together are what make cgo drop the
// forced escape (see cmd/cgo). Pointers are passed as *C.uchar / *C.ufsecp_pubkey /
// *C.ufsecp_keypair / *C.ufsecp_xonly_pubkey, element types without pointers, so cgo
// adds no pointer checks.
//
// nil safety: a nil Go pointer becomes a NULL C pointer, which every C function
// rejects with UFSECP_ERR_NULL_ARG, so the binding never dereferences a nil argument.

package ufsecp

/*
#cgo pkg-config: --static ufsecp
#include <ufsecp/ufsecp.h>
#include <ufsecp/ufsecp_bip39.h>

#cgo noescape ufsecp_status_string
#cgo nocallback ufsecp_status_string
#cgo noescape ufsecp_version
#cgo nocallback ufsecp_version
#cgo noescape ufsecp_seckey_verify
#cgo nocallback ufsecp_seckey_verify
#cgo noescape ufsecp_seckey_negate
#cgo nocallback ufsecp_seckey_negate
#cgo noescape ufsecp_seckey_tweak_add
#cgo nocallback ufsecp_seckey_tweak_add
#cgo noescape ufsecp_seckey_tweak_mul
#cgo nocallback ufsecp_seckey_tweak_mul
#cgo noescape ufsecp_pubkey_create
#cgo nocallback ufsecp_pubkey_create
#cgo noescape ufsecp_pubkey_parse
#cgo nocallback ufsecp_pubkey_parse
#cgo noescape ufsecp_pubkey_serialize
#cgo nocallback ufsecp_pubkey_serialize
#cgo noescape ufsecp_pubkey_negate
#cgo nocallback ufsecp_pubkey_negate
#cgo noescape ufsecp_pubkey_tweak_add
#cgo nocallback ufsecp_pubkey_tweak_add
#cgo noescape ufsecp_pubkey_tweak_mul
#cgo nocallback ufsecp_pubkey_tweak_mul
#cgo noescape ufsecp_pubkey_combine
#cgo nocallback ufsecp_pubkey_combine
#cgo noescape ufsecp_pubkey_equal
#cgo nocallback ufsecp_pubkey_equal
#cgo noescape ufsecp_xonly_pubkey_create
#cgo nocallback ufsecp_xonly_pubkey_create
#cgo noescape ufsecp_xonly_pubkey_from_pubkey
#cgo nocallback ufsecp_xonly_pubkey_from_pubkey
#cgo noescape ufsecp_xonly_pubkey_verify
#cgo nocallback ufsecp_xonly_pubkey_verify
#cgo noescape ufsecp_xonly_pubkey_tweak_add
#cgo nocallback ufsecp_xonly_pubkey_tweak_add
#cgo noescape ufsecp_xonly_pubkey_tweak_add_check
#cgo nocallback ufsecp_xonly_pubkey_tweak_add_check
#cgo noescape ufsecp_keypair_create
#cgo nocallback ufsecp_keypair_create
#cgo noescape ufsecp_keypair_seckey
#cgo nocallback ufsecp_keypair_seckey
#cgo noescape ufsecp_keypair_pubkey
#cgo nocallback ufsecp_keypair_pubkey
#cgo noescape ufsecp_keypair_xonly_pubkey
#cgo nocallback ufsecp_keypair_xonly_pubkey
#cgo noescape ufsecp_keypair_xonly_tweak_add
#cgo nocallback ufsecp_keypair_xonly_tweak_add
#cgo noescape ufsecp_ecdsa_sign
#cgo nocallback ufsecp_ecdsa_sign
#cgo noescape ufsecp_ecdsa_verify
#cgo nocallback ufsecp_ecdsa_verify
#cgo noescape ufsecp_ecdsa_signature_normalize
#cgo nocallback ufsecp_ecdsa_signature_normalize
#cgo noescape ufsecp_ecdsa_signature_parse_der
#cgo nocallback ufsecp_ecdsa_signature_parse_der
#cgo noescape ufsecp_ecdsa_signature_parse_der_lax
#cgo nocallback ufsecp_ecdsa_signature_parse_der_lax
#cgo noescape ufsecp_ecdsa_signature_serialize_der
#cgo nocallback ufsecp_ecdsa_signature_serialize_der
#cgo noescape ufsecp_ecdsa_sign_recoverable
#cgo nocallback ufsecp_ecdsa_sign_recoverable
#cgo noescape ufsecp_ecdsa_recover
#cgo nocallback ufsecp_ecdsa_recover
#cgo noescape ufsecp_schnorr_sign
#cgo nocallback ufsecp_schnorr_sign
#cgo noescape ufsecp_schnorr_verify
#cgo nocallback ufsecp_schnorr_verify
#cgo noescape ufsecp_xonly_pubkey_parse
#cgo nocallback ufsecp_xonly_pubkey_parse
#cgo noescape ufsecp_xonly_pubkey_serialize
#cgo nocallback ufsecp_xonly_pubkey_serialize
#cgo noescape ufsecp_schnorr_verify_xonly
#cgo nocallback ufsecp_schnorr_verify_xonly
#cgo noescape ufsecp_ecdh
#cgo nocallback ufsecp_ecdh
#cgo noescape ufsecp_ecdh_x
#cgo nocallback ufsecp_ecdh_x
*/
import "C"

import "unsafe"

// Compile-time checks that the Go constants and sizes match the C header: an index
// expression on a one-element array compiles only when the index is 0.
var (
	_ = [1]struct{}{}[StatusOK-C.UFSECP_OK]
	_ = [1]struct{}{}[ErrNullArg-C.UFSECP_ERR_NULL_ARG]
	_ = [1]struct{}{}[ErrBadLength-C.UFSECP_ERR_BAD_LENGTH]
	_ = [1]struct{}{}[ErrBadSecretKey-C.UFSECP_ERR_BAD_SECKEY]
	_ = [1]struct{}{}[ErrBadPublicKey-C.UFSECP_ERR_BAD_PUBKEY]
	_ = [1]struct{}{}[ErrBadSignature-C.UFSECP_ERR_BAD_SIGNATURE]
	_ = [1]struct{}{}[ErrVerifyFailed-C.UFSECP_ERR_VERIFY_FAILED]
	_ = [1]struct{}{}[ErrBadTweak-C.UFSECP_ERR_BAD_TWEAK]
	_ = [1]struct{}{}[ErrBadRecoveryID-C.UFSECP_ERR_BAD_RECID]
	_ = [1]struct{}{}[ErrBufferTooSmall-C.UFSECP_ERR_BUFFER_TOO_SMALL]
	_ = [1]struct{}{}[ErrBadKeypair-C.UFSECP_ERR_BAD_KEYPAIR]
	_ = [1]struct{}{}[ErrInfinity-C.UFSECP_ERR_INFINITY]
	_ = [1]struct{}{}[ErrRecoveryFailed-C.UFSECP_ERR_RECOVERY_FAILED]
	_ = [1]struct{}{}[ErrBadMnemonicWord-C.UFSECP_ERR_BAD_MNEMONIC_WORD]
	_ = [1]struct{}{}[ErrBadMnemonicChecksum-C.UFSECP_ERR_BAD_MNEMONIC_CHECKSUM]
	_ = [1]struct{}{}[ErrBadUTF8-C.UFSECP_ERR_BAD_UTF8]
	_ = [1]struct{}{}[ErrBadWordlist-C.UFSECP_ERR_BAD_WORDLIST]
	_ = [1]struct{}{}[unsafe.Sizeof(PublicKey{})-unsafe.Sizeof(C.ufsecp_pubkey{})]
	_ = [1]struct{}{}[unsafe.Sizeof(Keypair{})-unsafe.Sizeof(C.ufsecp_keypair{})]
	_ = [1]struct{}{}[unsafe.Sizeof(ParsedXOnlyPublicKey{})-unsafe.Sizeof(C.ufsecp_xonly_pubkey{})]
)

// uc converts a pointer to Go bytes (an array, or a slice's first element) into the
// C byte pointer the ABI takes; nil stays NULL.
func uc(p unsafe.Pointer) *C.uchar { return (*C.uchar)(p) }

// cpk and ckp view the package's opaque types as the C structs of the same size and
// alignment (byte arrays in both languages); nil stays NULL.
func cpk(pk *PublicKey) *C.ufsecp_pubkey { return (*C.ufsecp_pubkey)(unsafe.Pointer(pk)) }
func ckp(kp *Keypair) *C.ufsecp_keypair  { return (*C.ufsecp_keypair)(unsafe.Pointer(kp)) }

// cxk views a ParsedXOnlyPublicKey as the C ufsecp_xonly_pubkey (same size and
// alignment: 64 bytes); nil stays NULL.
func cxk(pk *ParsedXOnlyPublicKey) *C.ufsecp_xonly_pubkey {
	return (*C.ufsecp_xonly_pubkey)(unsafe.Pointer(pk))
}

// bytesPtr returns the address of b's first element, or NULL for an empty slice (the
// ABI accepts a NULL message of length 0); the pointer is only read by C.
func bytesPtr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(unsafe.SliceData(b)))
}

// nonNilPtr is bytesPtr, except that an empty slice gives a valid (unread) address: the
// functions that take it treat a zero length as "empty", not as a missing argument.
var emptyByte [1]byte

func nonNilPtr(b []byte) *C.uchar {
	if len(b) == 0 {
		return uc(unsafe.Pointer(&emptyByte))
	}
	return bytesPtr(b)
}

// Version returns the version of the linked C library, "MAJOR.MINOR.PATCH".
func Version() string { return C.GoString(C.ufsecp_version()) }

// cStatusName is the C library's own name for a status code (tests compare it with
// Status.Name).
func cStatusName(s Status) string { return C.GoString(C.ufsecp_status_string(C.ufsecp_status(s))) }
