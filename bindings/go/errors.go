// ufsecp Go binding — errors: the C library's status codes as Go error values.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp.h). This file has no cgo;
// capi.go asserts at compile time that every constant here equals its C counterpart.
//
// Contract: every error returned by this package is one of the Err... values below, so
// callers test with errors.Is(err, ufsecp.ErrBadSecretKey) (or a plain ==). All but one
// are Status values, the C library's status codes; ErrBadThreadCount is a Go-side check
// of the batch functions' thread count and not a Status. Returning an error never
// allocates.

package ufsecp

import (
	"errors"
	"strconv"
)

// ErrBadThreadCount is returned by VerifySchnorrBatchThreads and VerifyECDSABatchThreads
// for a thread count that is negative or above 65536. The check is made in Go, before
// the C library is called, so this error is not a Status (it has no C status code).
var ErrBadThreadCount = errors.New("ufsecp: thread count outside 0..65536")

// Status is a status code of the C library (ufsecp_status). The zero value, StatusOK,
// means success and is never returned as an error; every other value is an error.
type Status int

// The status codes of the C ABI. Each non-zero one is an error value in its own right:
// compare with errors.Is or ==.
const (
	// StatusOK (UFSECP_OK) is success; the package returns a nil error instead.
	StatusOK Status = 0
	// ErrNullArg (UFSECP_ERR_NULL_ARG): a required argument was nil.
	ErrNullArg Status = 1
	// ErrBadLength (UFSECP_ERR_BAD_LENGTH): an input has a length the function does not accept.
	ErrBadLength Status = 2
	// ErrBadSecretKey (UFSECP_ERR_BAD_SECKEY): the secret key is 0 or not below the group order n.
	ErrBadSecretKey Status = 3
	// ErrBadPublicKey (UFSECP_ERR_BAD_PUBKEY): a public key is malformed, off the curve,
	// not a valid x-only key, or a PublicKey value that was never filled in.
	ErrBadPublicKey Status = 4
	// ErrBadSignature (UFSECP_ERR_BAD_SIGNATURE): a signature encoding is malformed
	// (DER syntax, or r or s out of range in the 64-byte form).
	ErrBadSignature Status = 5
	// ErrVerifyFailed (UFSECP_ERR_VERIFY_FAILED): a well-formed signature that does not
	// verify (or a tweak check that does not hold).
	ErrVerifyFailed Status = 6
	// ErrBadTweak (UFSECP_ERR_BAD_TWEAK): a tweak is not below n, or the tweaked result
	// would be invalid (zero key, point at infinity).
	ErrBadTweak Status = 7
	// ErrBadRecoveryID (UFSECP_ERR_BAD_RECID): an ECDSA recovery id outside 0..3.
	ErrBadRecoveryID Status = 8
	// ErrBufferTooSmall (UFSECP_ERR_BUFFER_TOO_SMALL): an output buffer is too small.
	// The binding sizes its buffers itself, so it reports this only on a library bug.
	ErrBufferTooSmall Status = 9
	// ErrBadKeypair (UFSECP_ERR_BAD_KEYPAIR): a Keypair value that was not made by
	// NewKeypair (for example the zero value, or one cleared by Wipe).
	ErrBadKeypair Status = 10
	// ErrInfinity (UFSECP_ERR_INFINITY): the result would be the point at infinity
	// (for example combining P and -P).
	ErrInfinity Status = 11
	// ErrRecoveryFailed (UFSECP_ERR_RECOVERY_FAILED): no public key can be recovered from
	// this ECDSA signature and recovery id.
	ErrRecoveryFailed Status = 12
	// ErrBadArg (UFSECP_ERR_BAD_ARG): an integer argument outside its allowed values (the
	// binding passes only valid flags, so it reports this only on a library bug).
	ErrBadArg Status = 13
	// ErrNoMemory (UFSECP_ERR_NO_MEMORY): the batch verifiers ran out of memory.
	ErrNoMemory Status = 14
	// ErrBadTx (UFSECP_ERR_BAD_TX): a malformed transaction, or spent outputs that are
	// malformed or not one per input (Taproot).
	ErrBadTx Status = 28
	// ErrBadHashType (UFSECP_ERR_BAD_HASHTYPE): an undefined BIP-341 sighash type, or
	// SigHashSingle for an input without an output of the same index.
	ErrBadHashType Status = 29
	// ErrBadLeafVersion (UFSECP_ERR_BAD_LEAF_VERSION): a Taproot leaf version that is odd,
	// 0x50 (the annex tag) or above 0xfe.
	ErrBadLeafVersion Status = 30
	// ErrBadTapTree (UFSECP_ERR_BAD_TAPTREE): a malformed script tree encoding.
	ErrBadTapTree Status = 31
)

// BIP-39 status codes (include/ufsecp/ufsecp_bip39.h).
const (
	// ErrBadMnemonicWord (UFSECP_ERR_BAD_MNEMONIC_WORD): a word of a mnemonic is not in the
	// wordlist, or is empty (a separator first, last or doubled).
	ErrBadMnemonicWord Status = 23
	// ErrBadMnemonicChecksum (UFSECP_ERR_BAD_MNEMONIC_CHECKSUM): every word is known but the
	// BIP-39 checksum does not match.
	ErrBadMnemonicChecksum Status = 24
	// ErrBadUTF8 (UFSECP_ERR_BAD_UTF8): text that is not valid UTF-8.
	ErrBadUTF8 Status = 25
	// ErrBadWordlist (UFSECP_ERR_BAD_WORDLIST): a wordlist that is not 2048 distinct valid words.
	ErrBadWordlist Status = 26
)

// statusNames are the C names (ufsecp_status_string), indexed by code.
var statusNames = [...]string{
	"UFSECP_OK",
	"UFSECP_ERR_NULL_ARG",
	"UFSECP_ERR_BAD_LENGTH",
	"UFSECP_ERR_BAD_SECKEY",
	"UFSECP_ERR_BAD_PUBKEY",
	"UFSECP_ERR_BAD_SIGNATURE",
	"UFSECP_ERR_VERIFY_FAILED",
	"UFSECP_ERR_BAD_TWEAK",
	"UFSECP_ERR_BAD_RECID",
	"UFSECP_ERR_BUFFER_TOO_SMALL",
	"UFSECP_ERR_BAD_KEYPAIR",
	"UFSECP_ERR_INFINITY",
	"UFSECP_ERR_RECOVERY_FAILED",
	"UFSECP_ERR_BAD_ARG",
	"UFSECP_ERR_NO_MEMORY",
	ErrBadMnemonicWord:     "UFSECP_ERR_BAD_MNEMONIC_WORD",
	ErrBadMnemonicChecksum: "UFSECP_ERR_BAD_MNEMONIC_CHECKSUM",
	ErrBadUTF8:             "UFSECP_ERR_BAD_UTF8",
	ErrBadWordlist:         "UFSECP_ERR_BAD_WORDLIST",
	ErrBadTx:               "UFSECP_ERR_BAD_TX",
	ErrBadHashType:         "UFSECP_ERR_BAD_HASHTYPE",
	ErrBadLeafVersion:      "UFSECP_ERR_BAD_LEAF_VERSION",
	ErrBadTapTree:          "UFSECP_ERR_BAD_TAPTREE",
}

// statusText are human-readable descriptions, indexed by code.
var statusText = [...]string{
	"success",
	"required argument is nil",
	"input has an unsupported length",
	"secret key is zero or not below the group order",
	"malformed or invalid public key",
	"malformed signature encoding",
	"signature verification failed",
	"tweak out of range or tweaked result invalid",
	"recovery id outside 0..3",
	"output buffer too small",
	"keypair not created by NewKeypair",
	"result is the point at infinity",
	"no public key can be recovered from the signature",
	"argument outside its allowed values",
	"out of memory",
	ErrBadMnemonicWord:     "mnemonic word not in the wordlist, or empty",
	ErrBadMnemonicChecksum: "mnemonic checksum does not match",
	ErrBadUTF8:             "text is not valid UTF-8",
	ErrBadWordlist:         "wordlist is not 2048 distinct valid words",
	ErrBadTx:               "malformed transaction or spent outputs",
	ErrBadHashType:         "undefined sighash type, or SIGHASH_SINGLE without its output",
	ErrBadLeafVersion:      "invalid taproot leaf version",
	ErrBadTapTree:          "malformed taproot script tree",
}

// Name returns the C name of the status code, such as "UFSECP_ERR_BAD_SECKEY", or
// "unknown status" for a value the library does not define.
func (s Status) Name() string {
	if s >= 0 && int(s) < len(statusNames) && statusNames[s] != "" {
		return statusNames[s]
	}
	return "unknown status"
}

// Error implements the error interface: "ufsecp: <description> (<C name>)".
func (s Status) Error() string {
	if s >= 0 && int(s) < len(statusText) && statusText[s] != "" {
		return "ufsecp: " + statusText[s] + " (" + statusNames[s] + ")"
	}
	return "ufsecp: unknown status " + strconv.Itoa(int(s))
}

// statusError turns a C status into the error the package returns: nil for success,
// the Status itself otherwise. Small integers boxed in an interface do not allocate.
func statusError(code int) error {
	if code == 0 {
		return nil
	}
	return Status(code)
}
