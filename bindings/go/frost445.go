// ufsecp Go binding — draft BIP-445 "FROST Signing Protocol for BIP340 Signatures"
// (the ufsecp_frost445_* part of include/ufsecp/ufsecp_frost.h): MuSig2-style nonces, one
// aggregate nonce, 0-based uint32 identifiers, plain and x-only tweaks, 64-byte BIP-340
// signatures under the tweaked x-only key (Frost445TweakedKey). See capi.go for the cgo
// contract.
//
// Tweaks are taken in the draft's own form (byte strings and a list of modes, each list with
// its own length) and checked by ufsecp_frost445_tweaks_parse, so that every error of the
// draft is reported as it defines it (ErrBadLength, ErrFrostListLength).

package ufsecp

/*
#include <ufsecp/ufsecp_frost.h>

#cgo noescape ufsecp_frost445_nonce_gen
#cgo nocallback ufsecp_frost445_nonce_gen
#cgo noescape ufsecp_frost445_secnonce_load
#cgo nocallback ufsecp_frost445_secnonce_load
#cgo noescape ufsecp_frost445_nonce_agg
#cgo nocallback ufsecp_frost445_nonce_agg
#cgo noescape ufsecp_frost445_tweaked_key
#cgo nocallback ufsecp_frost445_tweaked_key
#cgo noescape ufsecp_frost445_sign
#cgo nocallback ufsecp_frost445_sign
#cgo noescape ufsecp_frost445_partial_sig_verify
#cgo nocallback ufsecp_frost445_partial_sig_verify
#cgo noescape ufsecp_frost445_partial_sig_agg
#cgo nocallback ufsecp_frost445_partial_sig_agg
#cgo noescape ufsecp_frost445_deterministic_sign
#cgo nocallback ufsecp_frost445_deterministic_sign
#cgo noescape ufsecp_frost445_tweaks_parse
#cgo nocallback ufsecp_frost445_tweaks_parse
*/
import "C"

import (
	"crypto/rand"
	"runtime"
	"unsafe"
)

// Frost445Signers is the draft's signers context: n participants, threshold t, and the u
// signers' identifiers (distinct, below n) with their public shares, and the threshold key.
type Frost445Signers struct {
	N, T      int
	IDs       []uint32
	PubShares [][33]byte
	ThreshKey [33]byte
}

// Frost445Tweaks is the draft's tweak list: the tweaks (32 bytes each) and, for each, whether
// it is an x-only (Taproot-style) tweak. Both lists must have one length.
type Frost445Tweaks struct {
	Tweaks  [][]byte
	IsXOnly []bool
}

// Frost445SecNonce is a BIP-445 secret nonce: single use (Frost445Sign clears it).
type Frost445SecNonce struct {
	c C.ufsecp_frost445_secnonce
}

// c views the signers context as the C struct. The struct holds Go pointers, so what they
// point to is pinned (cgo's rule): the caller unpins after the call.
func (s *Frost445Signers) c(pin *runtime.Pinner) (C.ufsecp_frost445_signers, error) {
	var cs C.ufsecp_frost445_signers
	if s == nil || len(s.IDs) != len(s.PubShares) || s.N < 0 || s.T < 0 {
		return cs, ErrBadArg
	}
	cs.n, cs.t, cs.u = C.size_t(s.N), C.size_t(s.T), C.size_t(len(s.IDs))
	if len(s.IDs) > 0 {
		pin.Pin(&s.IDs[0])
		pin.Pin(&s.PubShares[0])
		cs.ids = (*C.uint32_t)(unsafe.Pointer(&s.IDs[0]))
		cs.pubshares33 = uc(unsafe.Pointer(&s.PubShares[0]))
	}
	// A copy of its own: a pointer into s would make cgo check all of s (slices included).
	tk := new([33]byte)
	*tk = s.ThreshKey
	pin.Pin(tk)
	cs.thresh_pk33 = uc(unsafe.Pointer(tk))
	return cs, nil
}

// packed runs the tweak list through ufsecp_frost445_tweaks_parse: the packed tweaks and the
// modes as C ints.
func (tw *Frost445Tweaks) packed() ([]byte, []C.int, error) {
	if tw == nil {
		return nil, nil, nil
	}
	var raw []byte
	lens := make([]C.size_t, len(tw.Tweaks))
	for i, t := range tw.Tweaks {
		raw = append(raw, t...)
		lens[i] = C.size_t(len(t))
	}
	out := make([]byte, 32*len(tw.Tweaks))
	var lp *C.size_t
	if len(lens) > 0 {
		lp = &lens[0]
	}
	rp := bytesPtr(raw)
	if rp == nil && len(tw.Tweaks) > 0 {
		rp = uc(unsafe.Pointer(&emptyByte[0]))
	}
	rc := C.ufsecp_frost445_tweaks_parse(bytesPtr(out), nil, rp, lp, C.size_t(len(tw.Tweaks)), C.size_t(len(tw.IsXOnly)))
	if err := statusError(int(rc)); err != nil {
		return nil, nil, err
	}
	xo := make([]C.int, len(tw.IsXOnly))
	for i, b := range tw.IsXOnly {
		if b {
			xo[i] = 1
		}
	}
	return out, xo, nil
}

func intsPtr(x []C.int) *C.int {
	if len(x) == 0 {
		return nil
	}
	return &x[0]
}

// msgPtr: a message of any length; an empty one is a valid (unread) address.
func msgPtr(m []byte) *C.uchar {
	if len(m) == 0 {
		return uc(unsafe.Pointer(&emptyByte[0]))
	}
	return bytesPtr(m)
}

// Frost445NonceGenFromRandomness is the draft's NonceGen with the caller's 32 random bytes
// (fresh for every signing: vectors fix them). The optional inputs may be nil; msg nil is
// "no message" (an empty non-nil slice is the empty message).
func Frost445NonceGenFromRandomness(rand32 *[32]byte, secShare *[32]byte, pubShare *[33]byte, threshXOnly *[32]byte, msg []byte, extraIn []byte) (*Frost445SecNonce, [66]byte, error) {
	sn := new(Frost445SecNonce)
	var pn [66]byte
	var mp *C.uchar
	if msg != nil {
		mp = msgPtr(msg)
	}
	var ep *C.uchar
	if extraIn != nil {
		ep = msgPtr(extraIn)
	}
	rc := C.ufsecp_frost445_nonce_gen(&sn.c, uc(unsafe.Pointer(&pn)), uc(unsafe.Pointer(rand32)),
		uc(unsafe.Pointer(secShare)), uc(unsafe.Pointer(pubShare)), uc(unsafe.Pointer(threshXOnly)), mp,
		C.size_t(len(msg)), ep, C.size_t(len(extraIn)))
	if err := statusError(int(rc)); err != nil {
		return nil, [66]byte{}, err
	}
	return sn, pn, nil
}

// NewFrost445Nonce is NonceGen with randomness from crypto/rand and the optional inputs that
// harden it (each may be nil).
func NewFrost445Nonce(secShare *[32]byte, pubShare *[33]byte, threshXOnly *[32]byte, msg []byte) (*Frost445SecNonce, [66]byte, error) {
	var r [32]byte
	if _, err := rand.Read(r[:]); err != nil {
		return nil, [66]byte{}, err
	}
	sn, pn, err := Frost445NonceGenFromRandomness(&r, secShare, pubShare, threshXOnly, msg, nil)
	clear(r[:])
	runtime.KeepAlive(&r)
	return sn, pn, err
}

// Frost445SecNonceLoad restores a secret nonce from the draft's 64-byte form k1 || k2 (its
// vectors use it). Never load the same bytes twice.
func Frost445SecNonceLoad(b *[64]byte) (*Frost445SecNonce, error) {
	sn := new(Frost445SecNonce)
	if err := statusError(int(C.ufsecp_frost445_secnonce_load(&sn.c, uc(unsafe.Pointer(b))))); err != nil {
		return nil, err
	}
	return sn, nil
}

// Frost445NonceAgg is the coordinator's NonceAgg. A bad pubnonce gives ErrFrostBadPubNonce
// with culprit its index (-1 otherwise).
func Frost445NonceAgg(pubNonces [][66]byte) (agg [66]byte, culprit int, err error) {
	if len(pubNonces) == 0 {
		return agg, -1, ErrBadArg
	}
	c := C.size_t(^uint(0) >> 1)
	rc := C.ufsecp_frost445_nonce_agg(uc(unsafe.Pointer(&agg)), &c, uc(unsafe.Pointer(&pubNonces[0])), C.size_t(len(pubNonces)))
	if err := statusError(int(rc)); err != nil {
		return [66]byte{}, culpritOf(rc, c), err
	}
	return agg, -1, nil
}

// culpritOf: the index the C call named, for the statuses that name one.
func culpritOf(rc C.ufsecp_status, c C.size_t) int {
	switch Status(rc) {
	case ErrBadPublicKey, ErrFrostBadPubNonce, ErrFrostBadShare:
		return int(c)
	}
	return -1
}

// Frost445TweakedKey is the key the signatures verify under: x-only (for BIP-340) and
// compressed.
func Frost445TweakedKey(threshKey *[33]byte, tw *Frost445Tweaks) (xonly XOnlyPublicKey, plain [33]byte, err error) {
	tp, xo, err := tw.packed()
	if err != nil {
		return xonly, plain, err
	}
	if threshKey == nil {
		return xonly, plain, ErrNullArg
	}
	tk := *threshKey // a copy: the caller's pointer may point into a struct holding slices
	rc := C.ufsecp_frost445_tweaked_key(uc(unsafe.Pointer(&xonly)), uc(unsafe.Pointer(&plain)), uc(unsafe.Pointer(&tk)),
		bytesPtr(tp), intsPtr(xo), C.size_t(len(xo)))
	if err := statusError(int(rc)); err != nil {
		return XOnlyPublicKey{}, [33]byte{}, err
	}
	return xonly, plain, nil
}

// Frost445Session is what every signer signs: the signers context, the coordinator's
// aggregate nonce, the tweaks and the message.
type Frost445Session struct {
	Signers  Frost445Signers
	AggNonce [66]byte
	Tweaks   Frost445Tweaks
	Message  []byte
}

// Frost445Sign is the draft's Sign: the partial signature of signer myID (checked before it
// is returned). It consumes nonce. Errors naming a signer (a bad public share) set culprit.
func Frost445Sign(nonce *Frost445SecNonce, secShare *[32]byte, myID uint32, s *Frost445Session) (psig [32]byte, culprit int, err error) {
	if nonce == nil || s == nil {
		return psig, -1, ErrNullArg
	}
	var pin runtime.Pinner
	defer pin.Unpin()
	cs, err := s.Signers.c(&pin)
	if err != nil {
		return psig, -1, err
	}
	tp, xo, err := s.Tweaks.packed()
	if err != nil {
		return psig, -1, err
	}
	c := C.size_t(^uint(0) >> 1)
	agg := s.AggNonce // a copy: a pointer into s would make cgo check all of s
	rc := C.ufsecp_frost445_sign(uc(unsafe.Pointer(&psig)), &c, &nonce.c, uc(unsafe.Pointer(secShare)), C.uint32_t(myID), &cs,
		uc(unsafe.Pointer(&agg)), bytesPtr(tp), intsPtr(xo), C.size_t(len(xo)), msgPtr(s.Message), C.size_t(len(s.Message)))
	runtime.KeepAlive(s)
	if err := statusError(int(rc)); err != nil {
		return [32]byte{}, culpritOf(rc, c), err
	}
	return psig, -1, nil
}

// Frost445PartialSigVerify checks the partial signature of the signer at index of the lists,
// given every signer's pubnonce (s.AggNonce is not used): nil or ErrFrostBadShare.
func Frost445PartialSigVerify(psig *[32]byte, pubNonces [][66]byte, s *Frost445Session, index int) (culprit int, err error) {
	if s == nil || len(pubNonces) != len(s.Signers.IDs) || index < 0 {
		return -1, ErrBadArg
	}
	var pin runtime.Pinner
	defer pin.Unpin()
	cs, err := s.Signers.c(&pin)
	if err != nil {
		return -1, err
	}
	tp, xo, err := s.Tweaks.packed()
	if err != nil {
		return -1, err
	}
	var pp *C.uchar
	if len(pubNonces) > 0 {
		pp = uc(unsafe.Pointer(&pubNonces[0]))
	}
	c := C.size_t(^uint(0) >> 1)
	rc := C.ufsecp_frost445_partial_sig_verify(&c, uc(unsafe.Pointer(psig)), pp, &cs, bytesPtr(tp), intsPtr(xo),
		C.size_t(len(xo)), msgPtr(s.Message), C.size_t(len(s.Message)), C.size_t(index))
	runtime.KeepAlive(s)
	if err := statusError(int(rc)); err != nil {
		return culpritOf(rc, c), err
	}
	return -1, nil
}

// Frost445PartialSigAgg is the draft's PartialSigAgg: the BIP-340 signature of the partial
// signatures (one per listed signer, in list order; ErrFrostListLength otherwise). It is not
// verified here: use VerifySchnorr under Frost445TweakedKey.
func Frost445PartialSigAgg(psigs [][32]byte, s *Frost445Session) (sig [64]byte, culprit int, err error) {
	if s == nil {
		return sig, -1, ErrNullArg
	}
	var pin runtime.Pinner
	defer pin.Unpin()
	cs, err := s.Signers.c(&pin)
	if err != nil {
		return sig, -1, err
	}
	tp, xo, err := s.Tweaks.packed()
	if err != nil {
		return sig, -1, err
	}
	var pp *C.uchar
	if len(psigs) > 0 {
		pp = uc(unsafe.Pointer(&psigs[0]))
	}
	c := C.size_t(^uint(0) >> 1)
	agg := s.AggNonce // a copy: a pointer into s would make cgo check all of s
	rc := C.ufsecp_frost445_partial_sig_agg(uc(unsafe.Pointer(&sig)), &c, pp, C.size_t(len(psigs)), &cs,
		uc(unsafe.Pointer(&agg)), bytesPtr(tp), intsPtr(xo), C.size_t(len(xo)), msgPtr(s.Message), C.size_t(len(s.Message)))
	runtime.KeepAlive(s)
	if err := statusError(int(rc)); err != nil {
		return [64]byte{}, culpritOf(rc, c), err
	}
	return sig, -1, nil
}

// Frost445DeterministicSign is the draft's DeterministicSign (stateless signing by the last
// signer): its pubnonce and partial signature, given the other signers' aggregate nonce
// (nil when signing alone), s without AggNonce, and optional randomness (nil: none).
func Frost445DeterministicSign(secShare *[32]byte, myID uint32, aggOtherNonce *[66]byte, s *Frost445Session, rand32 *[32]byte) (pubNonce [66]byte, psig [32]byte, culprit int, err error) {
	if s == nil {
		return pubNonce, psig, -1, ErrNullArg
	}
	var pin runtime.Pinner
	defer pin.Unpin()
	cs, err := s.Signers.c(&pin)
	if err != nil {
		return pubNonce, psig, -1, err
	}
	tp, xo, err := s.Tweaks.packed()
	if err != nil {
		return pubNonce, psig, -1, err
	}
	c := C.size_t(^uint(0) >> 1)
	rc := C.ufsecp_frost445_deterministic_sign(uc(unsafe.Pointer(&pubNonce)), uc(unsafe.Pointer(&psig)), &c,
		uc(unsafe.Pointer(secShare)), C.uint32_t(myID), uc(unsafe.Pointer(aggOtherNonce)), &cs, bytesPtr(tp), intsPtr(xo),
		C.size_t(len(xo)), msgPtr(s.Message), C.size_t(len(s.Message)), uc(unsafe.Pointer(rand32)))
	runtime.KeepAlive(s)
	if err := statusError(int(rc)); err != nil {
		return [66]byte{}, [32]byte{}, culpritOf(rc, c), err
	}
	return pubNonce, psig, -1, nil
}
