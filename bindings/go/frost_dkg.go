// ufsecp Go binding — FROST distributed key generation without a dealer (Pedersen DKG with
// proofs of knowledge, as ZF's keys::dkg; include/ufsecp/ufsecp_frost.h): round 1 packages
// (commitments and proof, broadcast), their check naming a bad sender, round 2 shares (one
// private message per other participant), and the finish that checks every received share
// against its sender's commitments. See capi.go for the cgo contract.

package ufsecp

/*
#include <ufsecp/ufsecp_frost.h>

#cgo noescape ufsecp_frost_dkg_round1
#cgo nocallback ufsecp_frost_dkg_round1
#cgo noescape ufsecp_frost_dkg_round1_verify
#cgo nocallback ufsecp_frost_dkg_round1_verify
#cgo noescape ufsecp_frost_dkg_round2_share
#cgo nocallback ufsecp_frost_dkg_round2_share
#cgo noescape ufsecp_frost_dkg_finalize
#cgo nocallback ufsecp_frost_dkg_finalize
*/
import "C"

import (
	"crypto/rand"
	"runtime"
	"unsafe"
)

// FrostDKGPackage is a participant's round-1 broadcast: its identifier, the commitments to
// its secret polynomial (t points) and the proof of knowledge of its constant term (65 bytes
// for FrostRFC9591, 64 for FrostTR).
type FrostDKGPackage struct {
	ID          FrostIdentifier
	Commitments [][33]byte
	Proof       []byte
}

// FrostDKGSecret is a participant's secret round-1 state: its polynomial's t coefficients.
// Keep it until its round-2 shares are made, then Clear it.
type FrostDKGSecret struct {
	coeffs [][32]byte
}

// Clear wipes the coefficients.
func (s *FrostDKGSecret) Clear() {
	for i := range s.coeffs {
		clear(s.coeffs[i][:])
	}
	runtime.KeepAlive(s)
}

// FrostDKGRound1 is round 1 with the caller's coefficients (t of them, each in 1..n-1,
// uniformly random and secret) and proof nonce (fresh, secret): the package to broadcast.
// Vectors fix these; use NewFrostDKGRound1 otherwise.
func FrostDKGRound1(suite FrostSuite, id *FrostIdentifier, coeffs [][32]byte, nonce *[32]byte) (*FrostDKGPackage, error) {
	t := len(coeffs)
	if t == 0 {
		return nil, ErrBadArg
	}
	cms := make([][33]byte, t)
	var pok [65]byte
	plen := C.size_t(len(pok))
	rc := C.ufsecp_frost_dkg_round1(uc(unsafe.Pointer(&cms[0])), uc(unsafe.Pointer(&pok)), &plen, C.int(suite),
		uc(unsafe.Pointer(id)), uc(unsafe.Pointer(&coeffs[0])), C.size_t(t), uc(unsafe.Pointer(nonce)))
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	return &FrostDKGPackage{ID: *id, Commitments: cms, Proof: append([]byte(nil), pok[:plen]...)}, nil
}

// NewFrostDKGRound1 is round 1 with threshold t and fresh randomness from crypto/rand: the
// secret state (for FrostDKGRound2Share) and the package to broadcast.
func NewFrostDKGRound1(suite FrostSuite, id *FrostIdentifier, t int) (*FrostDKGSecret, *FrostDKGPackage, error) {
	if t <= 0 {
		return nil, nil, ErrBadArg
	}
	sec := &FrostDKGSecret{coeffs: make([][32]byte, t)}
	var nonce [32]byte
	defer func() { clear(nonce[:]); runtime.KeepAlive(&nonce) }()
	// A draw outside 1..n-1 (probability about 2^-128 per value) is drawn again.
	for tries := 0; tries < 8; tries++ {
		for i := range sec.coeffs {
			if _, err := rand.Read(sec.coeffs[i][:]); err != nil {
				sec.Clear()
				return nil, nil, err
			}
		}
		if _, err := rand.Read(nonce[:]); err != nil {
			sec.Clear()
			return nil, nil, err
		}
		pkg, err := FrostDKGRound1(suite, id, sec.coeffs, &nonce)
		if err == nil {
			return sec, pkg, nil
		}
		if err != ErrBadSecretKey {
			sec.Clear()
			return nil, nil, err
		}
	}
	sec.Clear()
	return nil, nil, ErrBadSecretKey
}

// packages flattens the packages (all with t commitments and proofs of the suite's size).
func flattenPackages(suite FrostSuite, pkgs []FrostDKGPackage) (ids []FrostIdentifier, cms [][33]byte, poks []byte, t int, err error) {
	if len(pkgs) == 0 || len(pkgs[0].Commitments) == 0 {
		return nil, nil, nil, 0, ErrBadArg
	}
	t = len(pkgs[0].Commitments)
	ps := 65
	if suite == FrostTR {
		ps = 64
	}
	for i := range pkgs {
		if len(pkgs[i].Commitments) != t || len(pkgs[i].Proof) != ps {
			return nil, nil, nil, 0, ErrBadLength
		}
		ids = append(ids, pkgs[i].ID)
		cms = append(cms, pkgs[i].Commitments...)
		poks = append(poks, pkgs[i].Proof...)
	}
	return ids, cms, poks, t, nil
}

// FrostDKGVerifyPackages checks every round-1 package (everyone's, in any fixed order). On a
// bad package the error is ErrBadPublicKey (a commitment), ErrBadSignature (its proof) or
// ErrFrostBadIdentifier, and culprit is its index; -1 otherwise.
func FrostDKGVerifyPackages(suite FrostSuite, pkgs []FrostDKGPackage) (culprit int, err error) {
	ids, cms, poks, t, err := flattenPackages(suite, pkgs)
	if err != nil {
		return -1, err
	}
	c := C.size_t(^uint(0) >> 1)
	rc := C.ufsecp_frost_dkg_round1_verify(&c, C.int(suite), idsPtr(ids), uc(unsafe.Pointer(&cms[0])),
		uc(unsafe.Pointer(&poks[0])), C.size_t(len(pkgs)), C.size_t(t))
	if err := statusError(int(rc)); err != nil {
		if s := Status(rc); s == ErrBadPublicKey || s == ErrBadSignature || s == ErrFrostBadIdentifier {
			return int(c), err
		}
		return -1, err
	}
	return -1, nil
}

// FrostDKGRound2Share is round 2: the secret share for recipient (send it over a private
// channel; one for every participant, oneself included).
func FrostDKGRound2Share(sec *FrostDKGSecret, recipient *FrostIdentifier) (FrostShare, error) {
	var s FrostShare
	if sec == nil || len(sec.coeffs) == 0 {
		return s, ErrBadArg
	}
	rc := C.ufsecp_frost_dkg_round2_share(uc(unsafe.Pointer(&s)), uc(unsafe.Pointer(&sec.coeffs[0])),
		C.size_t(len(sec.coeffs)), uc(unsafe.Pointer(recipient)))
	return s, statusError(int(rc))
}

// FrostDKGKey is a participant's result: its signing share (secret), its public share and
// the group key (both FROST suites sign with them; for FrostTR the key is untweaked).
type FrostDKGKey struct {
	Share    FrostShare
	PubShare [33]byte
	GroupKey [33]byte
}

// FrostDKGFinalize is the finish for myID: shares[i] is what pkgs[i]'s sender sent to myID
// (its own share included). A share that fails its sender's commitments gives
// ErrFrostBadShare with culprit its index (ErrBadPublicKey: a commitment); -1 otherwise.
func FrostDKGFinalize(suite FrostSuite, myID *FrostIdentifier, pkgs []FrostDKGPackage, shares []FrostShare) (key *FrostDKGKey, culprit int, err error) {
	ids, cms, _, t, err := flattenPackages(suite, pkgs)
	if err != nil {
		return nil, -1, err
	}
	if len(shares) != len(pkgs) {
		return nil, -1, ErrBadArg
	}
	k := new(FrostDKGKey)
	c := C.size_t(^uint(0) >> 1)
	rc := C.ufsecp_frost_dkg_finalize(uc(unsafe.Pointer(&k.Share)), uc(unsafe.Pointer(&k.PubShare)),
		uc(unsafe.Pointer(&k.GroupKey)), &c, uc(unsafe.Pointer(myID)), idsPtr(ids), uc(unsafe.Pointer(&cms[0])),
		uc(unsafe.Pointer(&shares[0])), C.size_t(len(pkgs)), C.size_t(t))
	if err := statusError(int(rc)); err != nil {
		if s := Status(rc); s == ErrFrostBadShare || s == ErrBadPublicKey {
			return nil, int(c), err
		}
		return nil, -1, err
	}
	return k, -1, nil
}
