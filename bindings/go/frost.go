// ufsecp Go binding — FROST threshold Schnorr signatures (include/ufsecp/ufsecp_frost.h):
// the RFC 9591 suite FROST(secp256k1, SHA-256) and the BIP-340-compatible suite of ZF's
// frost-secp256k1-tr (signatures any BIP-340 verifier accepts), trusted-dealer key
// generation with verifiable shares, and signing in two rounds with aggregation that names
// a cheating signer. See capi.go for the cgo contract.
//
// Byte layouts are the C ABI's: identifiers are 32-byte big-endian scalars (FrostID(1) is
// identifier 1), shares 32 bytes (secret), public shares and the group key 33-byte
// compressed points, public nonces 66 bytes.

package ufsecp

/*
#include <ufsecp/ufsecp_frost.h>

#cgo noescape ufsecp_frost_dealer_keygen
#cgo nocallback ufsecp_frost_dealer_keygen
#cgo noescape ufsecp_frost_share_verify
#cgo nocallback ufsecp_frost_share_verify
#cgo noescape ufsecp_frost_nonce_gen
#cgo nocallback ufsecp_frost_nonce_gen
#cgo noescape ufsecp_frost_sign
#cgo nocallback ufsecp_frost_sign
#cgo noescape ufsecp_frost_verify_share
#cgo nocallback ufsecp_frost_verify_share
#cgo noescape ufsecp_frost_aggregate
#cgo nocallback ufsecp_frost_aggregate
#cgo noescape ufsecp_frost_verify
#cgo nocallback ufsecp_frost_verify
#cgo noescape ufsecp_frost_tr_output_key
#cgo nocallback ufsecp_frost_tr_output_key
*/
import "C"

import (
	"crypto/rand"
	"runtime"
	"unsafe"
)

// FrostSuite selects the ciphersuite.
type FrostSuite int

const (
	// FrostRFC9591 is FROST(secp256k1, SHA-256) of RFC 9591: 65-byte signatures R || z.
	FrostRFC9591 FrostSuite = C.UFSECP_FROST_RFC9591
	// FrostTR is the BIP-340-compatible suite (ZF frost-secp256k1-tr): 64-byte BIP-340
	// signatures under the x-only key FrostTROutputKey.
	FrostTR FrostSuite = C.UFSECP_FROST_TR
)

// FrostIdentifier is a participant identifier: a scalar in 1..n-1, 32 bytes big-endian.
type FrostIdentifier [32]byte

// FrostID returns identifier v (v >= 1).
func FrostID(v uint32) FrostIdentifier {
	var id FrostIdentifier
	id[28], id[29], id[30], id[31] = byte(v>>24), byte(v>>16), byte(v>>8), byte(v)
	return id
}

// FrostShare is a participant's secret signing share. Keep it secret.
type FrostShare [32]byte

// FrostPubNonce is a signer's round-1 message: hiding || binding commitments.
type FrostPubNonce [66]byte

// FrostSecNonce is a signer's secret round-1 state. It is single use: FrostSign clears it,
// and a cleared one is refused (ErrFrostBadNonce). Never copy it.
type FrostSecNonce struct {
	c C.ufsecp_frost_secnonce
}

func idsPtr(ids []FrostIdentifier) *C.uchar {
	if len(ids) == 0 {
		return nil
	}
	return uc(unsafe.Pointer(&ids[0]))
}

func pubNoncesPtr(p []FrostPubNonce) *C.uchar {
	if len(p) == 0 {
		return nil
	}
	return uc(unsafe.Pointer(&p[0]))
}

func tweakPtr(t *[32]byte) *C.uchar { return uc(unsafe.Pointer(t)) }

// FrostDealerKeygen splits secret into shares for ids with threshold t = len(coeffs)+1
// (coeffs: the polynomial's other coefficients, uniformly random). It returns the shares (in
// the order of ids), the commitments every signer checks its share against
// (FrostShareVerify), and the group key.
func FrostDealerKeygen(secret *[32]byte, coeffs [][32]byte, ids []FrostIdentifier) ([]FrostShare, [][33]byte, [33]byte, error) {
	t := len(coeffs) + 1
	shares := make([]FrostShare, len(ids))
	cms := make([][33]byte, t)
	var gpk [33]byte
	var cp *C.uchar
	if len(coeffs) > 0 {
		cp = uc(unsafe.Pointer(&coeffs[0]))
	}
	var sp *C.uchar
	if len(shares) > 0 {
		sp = uc(unsafe.Pointer(&shares[0]))
	}
	rc := C.ufsecp_frost_dealer_keygen(sp, uc(unsafe.Pointer(&cms[0])), uc(unsafe.Pointer(&gpk)),
		uc(unsafe.Pointer(secret)), cp, C.size_t(t), idsPtr(ids), C.size_t(len(ids)))
	if err := statusError(int(rc)); err != nil {
		return nil, nil, [33]byte{}, err
	}
	return shares, cms, gpk, nil
}

// FrostShareVerify checks share against the dealer's commitments and returns the public
// share; ErrFrostBadShare means the dealer cheated.
func FrostShareVerify(id *FrostIdentifier, share *FrostShare, commitments [][33]byte) ([33]byte, error) {
	var ps [33]byte
	var cp *C.uchar
	if len(commitments) > 0 {
		cp = uc(unsafe.Pointer(&commitments[0]))
	}
	rc := C.ufsecp_frost_share_verify(uc(unsafe.Pointer(&ps)), uc(unsafe.Pointer(id)), uc(unsafe.Pointer(share)), cp,
		C.size_t(len(commitments)))
	return ps, statusError(int(rc))
}

// NewFrostNonce is round 1: fresh nonces for share (randomness from crypto/rand) and the
// public nonce to send to the coordinator.
func NewFrostNonce(suite FrostSuite, share *FrostShare) (*FrostSecNonce, FrostPubNonce, error) {
	var r [64]byte
	if _, err := rand.Read(r[:]); err != nil {
		return nil, FrostPubNonce{}, err
	}
	sn, pn, err := NewFrostNonceFromRandomness(suite, share, (*[32]byte)(r[:32]), (*[32]byte)(r[32:]))
	clear(r[:])
	runtime.KeepAlive(&r)
	return sn, pn, err
}

// NewFrostNonceFromRandomness is NewFrostNonce with the caller's 2 x 32 random bytes (test
// vectors; reusing them across signings leaks the share).
func NewFrostNonceFromRandomness(suite FrostSuite, share *FrostShare, hiding, binding *[32]byte) (*FrostSecNonce, FrostPubNonce, error) {
	sn := new(FrostSecNonce)
	var pn FrostPubNonce
	rc := C.ufsecp_frost_nonce_gen(&sn.c, uc(unsafe.Pointer(&pn)), C.int(suite), uc(unsafe.Pointer(share)),
		uc(unsafe.Pointer(hiding)), uc(unsafe.Pointer(binding)))
	if err := statusError(int(rc)); err != nil {
		return nil, FrostPubNonce{}, err
	}
	return sn, pn, nil
}

// FrostSigningPackage is what the coordinator sends to every signer in round 2: the signer
// list (identifiers and their public nonces, any order), the group key, the message and,
// for FrostTR, an optional tweak (nil: none).
type FrostSigningPackage struct {
	Suite     FrostSuite
	GroupKey  [33]byte
	Tweak     *[32]byte
	Message   []byte
	IDs       []FrostIdentifier
	PubNonces []FrostPubNonce
}

func (p *FrostSigningPackage) check() error {
	if len(p.IDs) != len(p.PubNonces) {
		return ErrBadArg
	}
	return nil
}

// FrostSign is round 2: the signature share of signer id. It consumes nonce.
func FrostSign(p *FrostSigningPackage, nonce *FrostSecNonce, share *FrostShare, id *FrostIdentifier) ([32]byte, error) {
	var z [32]byte
	if err := p.check(); err != nil {
		return z, err
	}
	if nonce == nil {
		return z, ErrNullArg
	}
	rc := C.ufsecp_frost_sign(uc(unsafe.Pointer(&z)), &nonce.c, C.int(p.Suite), uc(unsafe.Pointer(share)),
		uc(unsafe.Pointer(id)), uc(unsafe.Pointer(&p.GroupKey)), tweakPtr(p.Tweak), bytesPtr(p.Message),
		C.size_t(len(p.Message)), idsPtr(p.IDs), pubNoncesPtr(p.PubNonces), C.size_t(len(p.IDs)))
	return z, statusError(int(rc))
}

// FrostVerifyShare checks one signature share against the signer's public share.
func FrostVerifyShare(p *FrostSigningPackage, sigShare *[32]byte, id *FrostIdentifier, pubShare *[33]byte) error {
	if err := p.check(); err != nil {
		return err
	}
	rc := C.ufsecp_frost_verify_share(C.int(p.Suite), uc(unsafe.Pointer(sigShare)), uc(unsafe.Pointer(id)),
		uc(unsafe.Pointer(pubShare)), uc(unsafe.Pointer(&p.GroupKey)), tweakPtr(p.Tweak), bytesPtr(p.Message),
		C.size_t(len(p.Message)), idsPtr(p.IDs), pubNoncesPtr(p.PubNonces), C.size_t(len(p.IDs)))
	return statusError(int(rc))
}

// FrostAggregate combines the signature shares (in the order of p.IDs) into the signature.
// With pubShares (same order) every share is checked and a bad one is named: the error is
// ErrFrostBadShare and culprit its index; without (nil) the signature itself is verified.
func FrostAggregate(p *FrostSigningPackage, sigShares [][32]byte, pubShares [][33]byte) (sig []byte, culprit int, err error) {
	if err := p.check(); err != nil {
		return nil, -1, err
	}
	if len(sigShares) != len(p.IDs) || (pubShares != nil && len(pubShares) != len(p.IDs)) || len(p.IDs) == 0 {
		return nil, -1, ErrBadArg
	}
	var out [65]byte
	n := C.size_t(len(out))
	c := C.size_t(^uint(0) >> 1)
	var pp *C.uchar
	if pubShares != nil {
		pp = uc(unsafe.Pointer(&pubShares[0]))
	}
	rc := C.ufsecp_frost_aggregate(uc(unsafe.Pointer(&out)), &n, &c, C.int(p.Suite), uc(unsafe.Pointer(&p.GroupKey)),
		tweakPtr(p.Tweak), bytesPtr(p.Message), C.size_t(len(p.Message)), idsPtr(p.IDs), pubNoncesPtr(p.PubNonces),
		uc(unsafe.Pointer(&sigShares[0])), pp, C.size_t(len(p.IDs)))
	if err := statusError(int(rc)); err != nil {
		if Status(rc) == ErrFrostBadShare {
			return nil, int(c), err
		}
		return nil, -1, err
	}
	return append([]byte(nil), out[:n]...), -1, nil
}

// FrostVerify verifies a signature of the suite under the group key (and tweak, FrostTR).
func FrostVerify(suite FrostSuite, sig, msg []byte, groupKey *[33]byte, tweak *[32]byte) error {
	return statusError(int(C.ufsecp_frost_verify(C.int(suite), bytesPtr(sig), C.size_t(len(sig)), bytesPtr(msg),
		C.size_t(len(msg)), uc(unsafe.Pointer(groupKey)), tweakPtr(tweak))))
}

// FrostTROutputKey is the x-only key FrostTR signatures verify under (BIP-340).
func FrostTROutputKey(groupKey *[33]byte, tweak *[32]byte) (XOnlyPublicKey, error) {
	var x XOnlyPublicKey
	rc := C.ufsecp_frost_tr_output_key(uc(unsafe.Pointer(&x)), uc(unsafe.Pointer(groupKey)), tweakPtr(tweak))
	return x, statusError(int(rc))
}
