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

	// BIP-32 (bip32.go).

	// ErrBadChecksum (UFSECP_ERR_BAD_CHECKSUM): a Base58Check (or Bech32) checksum does not match.
	ErrBadChecksum Status = 15
	// ErrBadEncoding (UFSECP_ERR_BAD_ENCODING): a character outside the Base58 (or Bech32) alphabet.
	ErrBadEncoding Status = 16
	// ErrBadVersion (UFSECP_ERR_BAD_VERSION): an unknown extended-key version, or one that
	// does not match the key type; a Base58 address version byte not among those expected.
	ErrBadVersion Status = 17
	// ErrBadDepth (UFSECP_ERR_BAD_DEPTH): depth 0 with a non-zero parent fingerprint or
	// child number, or a derivation past depth 255.
	ErrBadDepth Status = 18
	// ErrInvalidChild (UFSECP_ERR_INVALID_CHILD): this index gives no valid child key
	// (probability below 2^-127); BIP-32 says to use the next index.
	ErrInvalidChild Status = 19
	// ErrBadPath (UFSECP_ERR_BAD_PATH): a derivation path that does not follow the grammar.
	ErrBadPath Status = 20
	// ErrPublicOnly (UFSECP_ERR_PUBLIC_ONLY): a secret asked of a public extended key (its
	// secret key, or a hardened child).
	ErrPublicOnly Status = 21
	// ErrBadExtendedKey (UFSECP_ERR_BAD_EXTKEY): an HDKey value not made by this package
	// (for example the zero value, or one cleared by Wipe).
	ErrBadExtendedKey Status = 22

	// BIP-39 (bip39.go).

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

	// Taproot (taproot.go).

	// ErrBadTx (UFSECP_ERR_BAD_TX): a malformed transaction, or spent outputs that are
	// malformed or not one per input (Taproot).
	ErrBadTx Status = 27
	// ErrBadHashType (UFSECP_ERR_BAD_HASHTYPE): an undefined BIP-341 sighash type, or
	// SigHashSingle for an input without an output of the same index.
	ErrBadHashType Status = 28
	// ErrBadLeafVersion (UFSECP_ERR_BAD_LEAF_VERSION): a Taproot leaf version that is odd,
	// 0x50 (the annex tag) or above 0xfe.
	ErrBadLeafVersion Status = 29
	// ErrBadTapTree (UFSECP_ERR_BAD_TAPTREE): a malformed script tree encoding.
	ErrBadTapTree Status = 30

	// Addresses (address.go); they also use ErrBadChecksum, ErrBadEncoding, ErrBadVersion
	// and ErrBadLength.

	// ErrBadHRP (UFSECP_ERR_BAD_HRP): a Bech32 human-readable part that is missing, invalid,
	// or not the one expected.
	ErrBadHRP Status = 31
	// ErrBadWitnessVersion (UFSECP_ERR_BAD_WITNESS_VERSION): a witness version outside 0..16.
	ErrBadWitnessVersion Status = 32
	// ErrBadProgram (UFSECP_ERR_BAD_PROGRAM): a witness program of a length the version does
	// not allow, invalid padding bits, or a script that has no address.
	ErrBadProgram Status = 33
	// ErrBadChecksumVariant (UFSECP_ERR_BAD_CHECKSUM_VARIANT): Bech32 where Bech32m is required
	// (witness versions 1..16) or the reverse (version 0).
	ErrBadChecksumVariant Status = 34
	// ErrMixedCase (UFSECP_ERR_MIXED_CASE): a Bech32 string with lowercase and uppercase letters.
	ErrMixedCase Status = 35

	// ErrBadAdaptorSig (UFSECP_ERR_BAD_ADAPTOR_SIG): an ECDSA adaptor signature (162 bytes)
	// or Schnorr pre-signature (65 bytes) whose encoding is invalid.
	ErrBadAdaptorSig Status = 45
	// ErrAdaptorMismatch (UFSECP_ERR_ADAPTOR_MISMATCH): a signature that does not belong to the
	// adaptor (pre-)signature, or whose recovered secret does not match the encryption key.
	ErrAdaptorMismatch Status = 46
	// ErrBadDLEQProof (UFSECP_ERR_BAD_DLEQ_PROOF): a BIP-374 DLEQ proof whose s is >= n.
	ErrBadDLEQProof Status = 47
	// BIP-324 transport (bip324.go).

	// ErrDecryptFailed (UFSECP_ERR_DECRYPT_FAILED): a BIP-324 packet whose authentication tag
	// does not match (wrong key, tampered or out-of-order data); drop the connection.
	ErrDecryptFailed Status = 49
	// ErrBadCipher (UFSECP_ERR_BAD_CIPHER): a BIP-324 cipher that was never initialized or was
	// cleared.
	ErrBadCipher Status = 50
	// MuSig2 (musig.go).

	// ErrBadSecNonce (UFSECP_ERR_BAD_SECNONCE): secret nonce never initialised, already used or corrupted.
	ErrBadSecNonce Status = 36
	// ErrSecNonceKeyMismatch (UFSECP_ERR_SECNONCE_KEY_MISMATCH): signing key is not the one the secret nonce was made for.
	ErrSecNonceKeyMismatch Status = 37
	// ErrBadPubNonce (UFSECP_ERR_BAD_PUBNONCE): malformed MuSig2 public nonce.
	ErrBadPubNonce Status = 38
	// ErrBadAggNonce (UFSECP_ERR_BAD_AGGNONCE): malformed MuSig2 aggregate nonce.
	ErrBadAggNonce Status = 39
	// ErrBadPartialSig (UFSECP_ERR_BAD_PARTIAL_SIG): MuSig2 partial signature out of range or invalid.
	ErrBadPartialSig Status = 40
	// ErrBadKeyAggCache (UFSECP_ERR_BAD_KEYAGG_CACHE): MuSig2 key-aggregation cache not initialised.
	ErrBadKeyAggCache Status = 41
	// ErrBadSession (UFSECP_ERR_BAD_SESSION): MuSig2 session not initialised.
	ErrBadSession Status = 42
	// ErrSignSelfCheck (UFSECP_ERR_SIGN_SELFCHECK): partial signature failed its own verification.
	ErrSignSelfCheck Status = 43
	// ErrNotSigner (UFSECP_ERR_NOT_SIGNER): signer's public key is not among the aggregated keys.
	ErrNotSigner Status = 44
	// FROST (frost.go).

	// ErrFrostBadIdentifier (UFSECP_ERR_FROST_BAD_IDENTIFIER): a FROST identifier 0 or >= n,
	// or the same identifier twice in a list.
	ErrFrostBadIdentifier Status = 51
	// ErrFrostBadNonce (UFSECP_ERR_FROST_BAD_NONCE): a secret nonce already used, not made by
	// NewFrostNonce, or made for the other suite.
	ErrFrostBadNonce Status = 52
	// ErrFrostBadPubNonce (UFSECP_ERR_FROST_BAD_PUBNONCE): a nonce commitment that is not a
	// valid point.
	ErrFrostBadPubNonce Status = 53
	// ErrFrostSignerMissing (UFSECP_ERR_FROST_SIGNER_MISSING): the signer is not in the signer
	// list, or is listed with other commitments than its nonce's.
	ErrFrostSignerMissing Status = 54
	// ErrFrostBadShare (UFSECP_ERR_FROST_BAD_SHARE): a signature share or secret share that
	// fails its check.
	ErrFrostBadShare Status = 55
	// ErrFrostBadKeyMaterial (UFSECP_ERR_FROST_BAD_KEY_MATERIAL): BIP-445 public shares that
	// do not interpolate to the threshold public key.
	ErrFrostBadKeyMaterial Status = 56
	// ErrFrostBadAggNonce (UFSECP_ERR_FROST_BAD_AGGNONCE): an invalid BIP-445 aggregate nonce
	// from the coordinator.
	ErrFrostBadAggNonce Status = 57
	// ErrFrostListLength (UFSECP_ERR_FROST_LIST_LENGTH): BIP-445 lists that must have one
	// length do not (partial signatures and identifiers, tweaks and their modes).
	ErrFrostListLength Status = 58
	// ErrEllSwiftNoPreimage (UFSECP_ERR_ELLSWIFT_NO_PREIMAGE): XSwiftECInv's case c has no t
	// for (x, u) (EllSwiftXSwiftECInv; the spec's bottom).
	ErrEllSwiftNoPreimage Status = 59
)

// Silent payments (BIP-352).
const (
	// ErrSPTooManyRecipients (UFSECP_ERR_SP_TOO_MANY_RECIPIENTS): more than K_max = 2323
	// silent-payment recipients share one scan key.
	ErrSPTooManyRecipients Status = 48
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
	"UFSECP_ERR_BAD_CHECKSUM",
	"UFSECP_ERR_BAD_ENCODING",
	"UFSECP_ERR_BAD_VERSION",
	"UFSECP_ERR_BAD_DEPTH",
	"UFSECP_ERR_INVALID_CHILD",
	"UFSECP_ERR_BAD_PATH",
	"UFSECP_ERR_PUBLIC_ONLY",
	"UFSECP_ERR_BAD_EXTKEY",
	"UFSECP_ERR_BAD_MNEMONIC_WORD",
	"UFSECP_ERR_BAD_MNEMONIC_CHECKSUM",
	"UFSECP_ERR_BAD_UTF8",
	"UFSECP_ERR_BAD_WORDLIST",
	"UFSECP_ERR_BAD_TX",
	"UFSECP_ERR_BAD_HASHTYPE",
	"UFSECP_ERR_BAD_LEAF_VERSION",
	"UFSECP_ERR_BAD_TAPTREE",
	"UFSECP_ERR_BAD_HRP",
	"UFSECP_ERR_BAD_WITNESS_VERSION",
	"UFSECP_ERR_BAD_PROGRAM",
	"UFSECP_ERR_BAD_CHECKSUM_VARIANT",
	"UFSECP_ERR_MIXED_CASE",
	45: "UFSECP_ERR_BAD_ADAPTOR_SIG", "UFSECP_ERR_ADAPTOR_MISMATCH", "UFSECP_ERR_BAD_DLEQ_PROOF",
	49: "UFSECP_ERR_DECRYPT_FAILED", "UFSECP_ERR_BAD_CIPHER",
	36: "UFSECP_ERR_BAD_SECNONCE", "UFSECP_ERR_SECNONCE_KEY_MISMATCH", "UFSECP_ERR_BAD_PUBNONCE", "UFSECP_ERR_BAD_AGGNONCE", "UFSECP_ERR_BAD_PARTIAL_SIG", "UFSECP_ERR_BAD_KEYAGG_CACHE", "UFSECP_ERR_BAD_SESSION", "UFSECP_ERR_SIGN_SELFCHECK", "UFSECP_ERR_NOT_SIGNER",
	51: "UFSECP_ERR_FROST_BAD_IDENTIFIER",
	"UFSECP_ERR_FROST_BAD_NONCE",
	"UFSECP_ERR_FROST_BAD_PUBNONCE",
	"UFSECP_ERR_FROST_SIGNER_MISSING",
	"UFSECP_ERR_FROST_BAD_SHARE",
	"UFSECP_ERR_FROST_BAD_KEY_MATERIAL",
	"UFSECP_ERR_FROST_BAD_AGGNONCE",
	58: "UFSECP_ERR_FROST_LIST_LENGTH",
	48: "UFSECP_ERR_SP_TOO_MANY_RECIPIENTS",
	59: "UFSECP_ERR_ELLSWIFT_NO_PREIMAGE",
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
	"bad checksum (Base58Check or Bech32)",
	"character outside the alphabet (Base58 or Bech32)",
	"unknown extended-key version or version/key-type mismatch",
	"bad extended-key depth",
	"invalid child key at this index (use the next one)",
	"malformed derivation path",
	"secret asked of a public extended key",
	"extended key not made by this package",
	"mnemonic word not in the wordlist, or empty",
	"mnemonic checksum does not match",
	"text is not valid UTF-8",
	"wordlist is not 2048 distinct valid words",
	"malformed transaction or spent outputs",
	"undefined sighash type, or SIGHASH_SINGLE without its output",
	"invalid taproot leaf version",
	"malformed taproot script tree",
	"bad or unexpected human-readable part",
	"witness version outside 0..16",
	"bad witness program or script without an address",
	"Bech32 and Bech32m checksum mixed up for the witness version",
	"mixed-case Bech32 string",
	45: "malformed adaptor signature or pre-signature", "signature does not match the adaptor signature or key",
	"malformed DLEQ proof",
	49: "BIP-324 packet authentication failed", "BIP-324 cipher not initialized",
	36: "secret nonce never initialised, already used or corrupted", "signing key is not the one the secret nonce was made for", "malformed MuSig2 public nonce", "malformed MuSig2 aggregate nonce", "MuSig2 partial signature out of range or invalid", "MuSig2 key-aggregation cache not initialised", "MuSig2 session not initialised", "partial signature failed its own verification", "signer's public key is not among the aggregated keys",
	51: "FROST identifier zero, not below the group order, or repeated",
	"FROST secret nonce already used or not made by NewFrostNonce",
	"FROST nonce commitment is not a valid point",
	"FROST signer missing from the signer list",
	"FROST share fails its check",
	"FROST public shares do not match the threshold public key",
	"FROST aggregate nonce from the coordinator is invalid",
	58: "BIP-445 lists of different lengths (partial signatures and identifiers, or tweaks and modes)",
	48: "more than 2323 silent-payment recipients with one scan key",
	59: "no ElligatorSwift preimage in this case",
}

// Name returns the C name of the status code, such as "UFSECP_ERR_BAD_SECKEY", or
// "unknown status" for a value the library does not define.
func (s Status) Name() string {
	if s >= 0 && int(s) < len(statusNames) && statusNames[s] != "" { // every code is defined; a guard for values past the table
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
