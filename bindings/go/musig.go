// ufsecp Go binding — MuSig2 multi-signatures (BIP-327) and MuSig2 adaptor signatures.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp_musig.h; see capi.go for the cgo
// contract). The flow for each signer:
//
//	keyAgg, _ := MusigAggregateKeys(keys...)            // everyone, same key order
//	secNonce, pubNonce, _ := MusigNonceGen(&sk, &pk, nil, msg, nil)
//	// ... exchange public nonces ...
//	aggNonce, _ := MusigAggregateNonces(pubNonces...)
//	session, _ := NewMusigSession(&aggNonce, msg, keyAgg, nil)
//	psig, _ := session.Sign(secNonce, &kp)            // secNonce is now zeroed, unusable
//	// ... exchange partial signatures (each may be checked with session.Verify) ...
//	sig, _ := session.Aggregate(psigs...)             // an ordinary BIP-340 signature
//
// Secret nonces. A MusigSecNonce must be used for one signature only: reusing one leaks
// the secret key. The binding gives it no exported fields and returns it by pointer; the C
// library zeroes it when signing succeeds and refuses a zeroed one (ErrBadSecNonce), so a
// second Sign with the same *MusigSecNonce fails. Go cannot forbid copying a struct value:
// MusigSecNonce embeds a noCopy marker so that `go vet` (copylocks) reports any copy
// (`a := *secNonce`), which would be a second usable nonce. Never copy, serialize or
// persist it; Wipe discards one that will not be used.

package ufsecp

/*
#include <ufsecp/ufsecp_musig.h>

#cgo noescape ufsecp_musig_pubnonce_parse
#cgo nocallback ufsecp_musig_pubnonce_parse
#cgo noescape ufsecp_musig_pubnonce_serialize
#cgo nocallback ufsecp_musig_pubnonce_serialize
#cgo noescape ufsecp_musig_aggnonce_parse
#cgo nocallback ufsecp_musig_aggnonce_parse
#cgo noescape ufsecp_musig_aggnonce_serialize
#cgo nocallback ufsecp_musig_aggnonce_serialize
#cgo noescape ufsecp_musig_partial_sig_parse
#cgo nocallback ufsecp_musig_partial_sig_parse
#cgo noescape ufsecp_musig_partial_sig_serialize
#cgo nocallback ufsecp_musig_partial_sig_serialize
#cgo noescape ufsecp_musig_pubkey_get
#cgo nocallback ufsecp_musig_pubkey_get
#cgo noescape ufsecp_musig_pubkey_ec_tweak_add
#cgo nocallback ufsecp_musig_pubkey_ec_tweak_add
#cgo noescape ufsecp_musig_pubkey_xonly_tweak_add
#cgo nocallback ufsecp_musig_pubkey_xonly_tweak_add
#cgo noescape ufsecp_musig_nonce_gen
#cgo nocallback ufsecp_musig_nonce_gen
#cgo noescape ufsecp_musig_nonce_gen_counter
#cgo nocallback ufsecp_musig_nonce_gen_counter
#cgo noescape ufsecp_musig_secnonce_import
#cgo nocallback ufsecp_musig_secnonce_import
#cgo noescape ufsecp_musig_nonce_process
#cgo nocallback ufsecp_musig_nonce_process
#cgo noescape ufsecp_musig_partial_sign
#cgo nocallback ufsecp_musig_partial_sign
#cgo noescape ufsecp_musig_partial_sign_verified
#cgo nocallback ufsecp_musig_partial_sign_verified
#cgo noescape ufsecp_musig_partial_sig_verify_batch
#cgo nocallback ufsecp_musig_partial_sig_verify_batch
#cgo noescape ufsecp_musig_partial_sig_verify
#cgo nocallback ufsecp_musig_partial_sig_verify
#cgo noescape ufsecp_musig_nonce_parity
#cgo nocallback ufsecp_musig_nonce_parity
#cgo noescape ufsecp_musig_adapt
#cgo nocallback ufsecp_musig_adapt
#cgo noescape ufsecp_musig_extract_adaptor
#cgo nocallback ufsecp_musig_extract_adaptor
*/
import "C"

import (
	"crypto/rand"
	"errors"
	"runtime"
	"unsafe"
)

// MusigKeyAgg is the key-aggregation cache of BIP-327 (the aggregate key, its tweaks and
// what signing needs). Make one with MusigAggregateKeys; the zero value is rejected with
// ErrBadKeyAggCache.
type MusigKeyAgg struct{ data [197]byte }

// MusigPubNonce is a signer's public nonce (66 bytes on the wire: Bytes, ParseMusigPubNonce).
type MusigPubNonce struct{ data [132]byte }

// MusigAggNonce is the aggregate of all public nonces (66 bytes on the wire).
type MusigAggNonce struct{ data [132]byte }

// MusigPartialSig is one signer's partial signature (32 bytes on the wire).
type MusigPartialSig struct{ data [36]byte }

// noCopy makes `go vet` (copylocks) report copies of the struct that embeds it.
type noCopy struct{}

func (*noCopy) Lock()   {}
func (*noCopy) Unlock() {}

// MusigSecNonce is a signer's secret nonce: use it for exactly one Sign (see the package
// comment on secret nonces). Do not copy it.
type MusigSecNonce struct {
	_    noCopy
	data [260]byte
}

// MusigSession holds what signing and verification need for one message: the session
// values of the C library and a copy of the key-aggregation cache.
type MusigSession struct {
	keyAgg MusigKeyAgg
	data   [133]byte
}

func cKeyAgg(c *MusigKeyAgg) *C.ufsecp_musig_keyagg_cache {
	return (*C.ufsecp_musig_keyagg_cache)(unsafe.Pointer(c))
}
func cPubNonce(n *MusigPubNonce) *C.ufsecp_musig_pubnonce {
	return (*C.ufsecp_musig_pubnonce)(unsafe.Pointer(n))
}
func cAggNonce(n *MusigAggNonce) *C.ufsecp_musig_aggnonce {
	return (*C.ufsecp_musig_aggnonce)(unsafe.Pointer(n))
}
func cPartialSig(s *MusigPartialSig) *C.ufsecp_musig_partial_sig {
	return (*C.ufsecp_musig_partial_sig)(unsafe.Pointer(s))
}
func cSecNonce(s *MusigSecNonce) *C.ufsecp_musig_secnonce {
	return (*C.ufsecp_musig_secnonce)(unsafe.Pointer(&s.data))
}
func cSession(s *MusigSession) *C.ufsecp_musig_session {
	return (*C.ufsecp_musig_session)(unsafe.Pointer(&s.data))
}

// MusigSortKeys sorts keys in place by their compressed encodings (BIP-327 KeySort).
func MusigSortKeys(keys []*PublicKey) error {
	if len(keys) == 0 {
		return ErrBadArg
	}
	var pinner runtime.Pinner
	defer pinner.Unpin()
	ptrs := make([]*C.ufsecp_pubkey, len(keys))
	for i, k := range keys {
		if k == nil {
			return ErrNullArg
		}
		pinner.Pin(k)
		ptrs[i] = cpk(k)
	}
	if err := statusError(int(C.ufsecp_musig_pubkey_sort(&ptrs[0], C.size_t(len(ptrs))))); err != nil {
		return err
	}
	index := make(map[*C.ufsecp_pubkey]*PublicKey, len(keys))
	for _, k := range keys {
		index[cpk(k)] = k
	}
	for i, p := range ptrs {
		keys[i] = index[p]
	}
	return nil
}

// MusigAggregateKeys aggregates the signers' keys in the given order (BIP-327 KeyAgg; one
// multi-scalar multiplication). ErrBadArg for no keys, ErrBadPublicKey for an invalid one.
func MusigAggregateKeys(keys ...*PublicKey) (*MusigKeyAgg, error) {
	if len(keys) == 0 {
		return nil, ErrBadArg
	}
	var pinner runtime.Pinner
	defer pinner.Unpin()
	ptrs := make([]*C.ufsecp_pubkey, len(keys))
	for i, k := range keys {
		if k == nil {
			return nil, ErrNullArg
		}
		pinner.Pin(k)
		ptrs[i] = cpk(k)
	}
	c := new(MusigKeyAgg)
	rc := C.ufsecp_musig_pubkey_agg(nil, cKeyAgg(c), &ptrs[0], C.size_t(len(ptrs)))
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	return c, nil
}

// PublicKey returns the (tweaked) aggregate key.
func (c *MusigKeyAgg) PublicKey() (PublicKey, error) {
	var pk PublicKey
	err := statusError(int(C.ufsecp_musig_pubkey_get(cpk(&pk), cKeyAgg(c))))
	return pk, err
}

// XOnlyPublicKey returns the x-only (BIP-340) form of the aggregate key: what the final
// signature verifies against.
func (c *MusigKeyAgg) XOnlyPublicKey() (XOnlyPublicKey, error) {
	pk, err := c.PublicKey()
	if err != nil {
		return XOnlyPublicKey{}, err
	}
	x, _, err := pk.XOnly()
	return x, err
}

// TweakAdd applies a plain (BIP-32 style) tweak to the aggregate key and returns the
// result; ErrBadTweak (c unchanged) if the tweak is >= n or the result is infinity.
func (c *MusigKeyAgg) TweakAdd(tweak *[32]byte) (PublicKey, error) {
	var pk PublicKey
	err := statusError(int(C.ufsecp_musig_pubkey_ec_tweak_add(cpk(&pk), cKeyAgg(c), uc(unsafe.Pointer(tweak)))))
	return pk, err
}

// TweakAddXOnly applies an x-only (BIP-341 style) tweak; see TweakAdd.
func (c *MusigKeyAgg) TweakAddXOnly(tweak *[32]byte) (PublicKey, error) {
	var pk PublicKey
	err := statusError(int(C.ufsecp_musig_pubkey_xonly_tweak_add(cpk(&pk), cKeyAgg(c), uc(unsafe.Pointer(tweak)))))
	return pk, err
}

// MusigNonceGen makes a fresh nonce pair from 32 bytes of crypto/rand (BIP-327 NonceGen).
// sk (may be nil) is the signing key if known; pk is the signer's public key (the nonce
// signs only for it); aggPK (may be nil) the x-only aggregate key; msg (nil: not known yet;
// empty non-nil: the empty message); extra (may be nil) any further input.
func MusigNonceGen(sk *SecretKey, pk *PublicKey, aggPK *XOnlyPublicKey, msg []byte, extra []byte) (*MusigSecNonce, MusigPubNonce, error) {
	var rnd [32]byte
	var pn MusigPubNonce
	if _, err := rand.Read(rnd[:]); err != nil {
		return nil, pn, err
	}
	sn := new(MusigSecNonce)
	var m *C.uchar
	if msg != nil {
		m = nonNilPtr(msg)
	}
	rc := C.ufsecp_musig_nonce_gen(cSecNonce(sn), cPubNonce(&pn), uc(unsafe.Pointer(&rnd)), uc(unsafe.Pointer(sk)),
		cpk(pk), m, C.size_t(len(msg)), uc(unsafe.Pointer(aggPK)), bytesPtr(extra), C.size_t(len(extra)))
	if err := statusError(int(rc)); err != nil {
		return nil, MusigPubNonce{}, err
	}
	return sn, pn, nil
}

// MusigNonceGenCounter is MusigNonceGen for signers without a good random source: the
// randomness is a counter that must never repeat for this keypair (libsecp256k1's
// nonce_gen_counter).
func MusigNonceGenCounter(counter uint64, kp *Keypair, aggPK *XOnlyPublicKey, msg []byte, extra []byte) (*MusigSecNonce, MusigPubNonce, error) {
	var pn MusigPubNonce
	sn := new(MusigSecNonce)
	var m *C.uchar
	if msg != nil {
		m = nonNilPtr(msg)
	}
	rc := C.ufsecp_musig_nonce_gen_counter(cSecNonce(sn), cPubNonce(&pn), C.uint64_t(counter), ckp(kp), m,
		C.size_t(len(msg)), uc(unsafe.Pointer(aggPK)), bytesPtr(extra), C.size_t(len(extra)))
	if err := statusError(int(rc)); err != nil {
		return nil, MusigPubNonce{}, err
	}
	return sn, pn, nil
}

// musigSecNonceImport loads BIP-327's 97-byte secnonce (tests only: the official vectors).
func musigSecNonceImport(b *[97]byte) (*MusigSecNonce, error) {
	sn := new(MusigSecNonce)
	if err := statusError(int(C.ufsecp_musig_secnonce_import(cSecNonce(sn), uc(unsafe.Pointer(b))))); err != nil {
		return nil, err
	}
	return sn, nil
}

// Wipe zeroes a secret nonce that will not be used.
func (s *MusigSecNonce) Wipe() {
	for i := range s.data {
		s.data[i] = 0
	}
	runtime.KeepAlive(s)
}

// ParseMusigPubNonce parses a 66-byte public nonce (ErrBadLength, ErrBadPubNonce).
func ParseMusigPubNonce(b []byte) (MusigPubNonce, error) {
	var n MusigPubNonce
	if len(b) != 66 {
		return n, ErrBadLength
	}
	err := statusError(int(C.ufsecp_musig_pubnonce_parse(cPubNonce(&n), bytesPtr(b))))
	return n, err
}

// Bytes returns the 66-byte encoding.
func (n *MusigPubNonce) Bytes() ([66]byte, error) {
	var out [66]byte
	err := statusError(int(C.ufsecp_musig_pubnonce_serialize(uc(unsafe.Pointer(&out)), cPubNonce(n))))
	return out, err
}

// ParseMusigAggNonce parses a 66-byte aggregate nonce (ErrBadLength, ErrBadAggNonce).
func ParseMusigAggNonce(b []byte) (MusigAggNonce, error) {
	var n MusigAggNonce
	if len(b) != 66 {
		return n, ErrBadLength
	}
	err := statusError(int(C.ufsecp_musig_aggnonce_parse(cAggNonce(&n), bytesPtr(b))))
	return n, err
}

// Bytes returns the 66-byte encoding.
func (n *MusigAggNonce) Bytes() ([66]byte, error) {
	var out [66]byte
	err := statusError(int(C.ufsecp_musig_aggnonce_serialize(uc(unsafe.Pointer(&out)), cAggNonce(n))))
	return out, err
}

// MusigAggregateNonces sums the public nonces of all signers (BIP-327 NonceAgg).
func MusigAggregateNonces(nonces ...*MusigPubNonce) (MusigAggNonce, error) {
	var agg MusigAggNonce
	if len(nonces) == 0 {
		return agg, ErrBadArg
	}
	var pinner runtime.Pinner
	defer pinner.Unpin()
	ptrs := make([]*C.ufsecp_musig_pubnonce, len(nonces))
	for i, n := range nonces {
		if n == nil {
			return agg, ErrNullArg
		}
		pinner.Pin(n)
		ptrs[i] = cPubNonce(n)
	}
	err := statusError(int(C.ufsecp_musig_nonce_agg(cAggNonce(&agg), &ptrs[0], C.size_t(len(ptrs)))))
	return agg, err
}

// ParseMusigPartialSig parses a 32-byte partial signature (ErrBadLength, ErrBadPartialSig).
func ParseMusigPartialSig(b []byte) (MusigPartialSig, error) {
	var s MusigPartialSig
	if len(b) != 32 {
		return s, ErrBadLength
	}
	err := statusError(int(C.ufsecp_musig_partial_sig_parse(cPartialSig(&s), bytesPtr(b))))
	return s, err
}

// Bytes returns the 32-byte encoding.
func (s *MusigPartialSig) Bytes() ([32]byte, error) {
	var out [32]byte
	err := statusError(int(C.ufsecp_musig_partial_sig_serialize(uc(unsafe.Pointer(&out)), cPartialSig(s))))
	return out, err
}

// NewMusigSession starts signing msg (any length) with the aggregate nonce under keyAgg's
// (tweaked) key. adaptor (may be nil) makes it a MuSig2 adaptor session: the aggregated
// signature is then a pre-signature that MusigAdapt completes with the adaptor's secret.
func NewMusigSession(agg *MusigAggNonce, msg []byte, keyAgg *MusigKeyAgg, adaptor *PublicKey) (*MusigSession, error) {
	if keyAgg == nil {
		return nil, ErrNullArg
	}
	s := &MusigSession{keyAgg: *keyAgg}
	rc := C.ufsecp_musig_nonce_process(cSession(s), cAggNonce(agg), bytesPtr(msg), C.size_t(len(msg)),
		cKeyAgg(&s.keyAgg), cpk(adaptor))
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	return s, nil
}

// Sign makes this signer's partial signature with its secret nonce and keypair (BIP-327
// Sign, as libsecp256k1: scalar arithmetic, not verified against the public nonce; see
// SignVerified). The secret nonce is zeroed: ErrBadSecNonce on a second use;
// ErrSecNonceKeyMismatch (nonce intact) if kp is not the key the nonce was made for.
func (s *MusigSession) Sign(sn *MusigSecNonce, kp *Keypair) (MusigPartialSig, error) {
	var ps MusigPartialSig
	if sn == nil {
		return ps, ErrNullArg
	}
	rc := C.ufsecp_musig_partial_sign(cPartialSig(&ps), cSecNonce(sn), ckp(kp), cKeyAgg(&s.keyAgg), cSession(s))
	return ps, statusError(int(rc))
}

// SignVerified is Sign plus BIP-327's recommended self-check: the partial signature is
// verified against the nonce's public points before it is returned (about one Verify more);
// ErrSignSelfCheck (nothing returned, nonce zeroed) if it does not verify. Use it where a
// nonce may come back by construction (an imported nonce, a counter that may be rolled back).
func (s *MusigSession) SignVerified(sn *MusigSecNonce, kp *Keypair) (MusigPartialSig, error) {
	var ps MusigPartialSig
	if sn == nil {
		return ps, ErrNullArg
	}
	rc := C.ufsecp_musig_partial_sign_verified(cPartialSig(&ps), cSecNonce(sn), ckp(kp), cKeyAgg(&s.keyAgg),
		cSession(s))
	return ps, statusError(int(rc))
}

// Verify checks one signer's partial signature against its public nonce and key: nil or
// ErrVerifyFailed (or an error for an invalid object).
func (s *MusigSession) Verify(ps *MusigPartialSig, pn *MusigPubNonce, pk *PublicKey) error {
	rc := C.ufsecp_musig_partial_sig_verify(cPartialSig(ps), cPubNonce(pn), cpk(pk), cKeyAgg(&s.keyAgg), cSession(s))
	return statusError(int(rc))
}

// VerifyAll checks the partial signatures of all signers at once (one multi-scalar
// multiplication; sigs[i] is from the signer with nonces[i] and keys[i]): nil if all verify;
// otherwise ErrVerifyFailed and the index of the first one that does not (found by
// verifying one by one); bad is -1 unless that error. ErrBadArg for empty or unequal
// slices.
func (s *MusigSession) VerifyAll(sigs []*MusigPartialSig, nonces []*MusigPubNonce, keys []*PublicKey) (bad int, err error) {
	n := len(sigs)
	if n == 0 || len(nonces) != n || len(keys) != n {
		return -1, ErrBadArg
	}
	var pinner runtime.Pinner
	defer pinner.Unpin()
	ps := make([]*C.ufsecp_musig_partial_sig, n)
	pn := make([]*C.ufsecp_musig_pubnonce, n)
	pk := make([]*C.ufsecp_pubkey, n)
	for i := 0; i < n; i++ {
		if sigs[i] == nil || nonces[i] == nil || keys[i] == nil {
			return -1, ErrNullArg
		}
		pinner.Pin(sigs[i])
		pinner.Pin(nonces[i])
		pinner.Pin(keys[i])
		ps[i], pn[i], pk[i] = cPartialSig(sigs[i]), cPubNonce(nonces[i]), cpk(keys[i])
	}
	var idx C.size_t
	rc := C.ufsecp_musig_partial_sig_verify_batch(&idx, &ps[0], &pn[0], &pk[0], C.size_t(n), cKeyAgg(&s.keyAgg),
		cSession(s))
	if err := statusError(int(rc)); err != nil {
		if errors.Is(err, ErrVerifyFailed) {
			return int(idx), err
		}
		return -1, err
	}
	return -1, nil
}

// Aggregate sums the partial signatures into the final BIP-340 signature (a pre-signature
// in an adaptor session). It does not verify it.
func (s *MusigSession) Aggregate(sigs ...*MusigPartialSig) (SchnorrSignature, error) {
	var out SchnorrSignature
	if len(sigs) == 0 {
		return out, ErrBadArg
	}
	var pinner runtime.Pinner
	defer pinner.Unpin()
	ptrs := make([]*C.ufsecp_musig_partial_sig, len(sigs))
	for i, p := range sigs {
		if p == nil {
			return out, ErrNullArg
		}
		pinner.Pin(p)
		ptrs[i] = cPartialSig(p)
	}
	err := statusError(int(C.ufsecp_musig_partial_sig_agg(uc(unsafe.Pointer(&out)), cSession(s), &ptrs[0],
		C.size_t(len(ptrs)))))
	if err != nil {
		return SchnorrSignature{}, err
	}
	return out, nil
}

// NonceParity is 1 if the session's final nonce (R + T with an adaptor) had odd y.
func (s *MusigSession) NonceParity() (int, error) {
	var p C.int
	err := statusError(int(C.ufsecp_musig_nonce_parity(&p, cSession(s))))
	return int(p), err
}

// MusigAdapt completes an adaptor session's pre-signature with the adaptor secret t
// (T = t*G) into a valid BIP-340 signature; parity is the session's NonceParity.
func MusigAdapt(preSig *SchnorrSignature, t *SecretKey, parity int) (SchnorrSignature, error) {
	var out SchnorrSignature
	err := statusError(int(C.ufsecp_musig_adapt(uc(unsafe.Pointer(&out)), uc(unsafe.Pointer(preSig)),
		uc(unsafe.Pointer(t)), C.int(parity))))
	if err != nil {
		return SchnorrSignature{}, err
	}
	return out, nil
}

// MusigExtractAdaptor recovers the adaptor secret t from a completed signature and its
// pre-signature (check the result against T).
func MusigExtractAdaptor(sig, preSig *SchnorrSignature, parity int) (SecretKey, error) {
	var t SecretKey
	err := statusError(int(C.ufsecp_musig_extract_adaptor(uc(unsafe.Pointer(&t)), uc(unsafe.Pointer(sig)),
		uc(unsafe.Pointer(preSig)), C.int(parity))))
	if err != nil {
		return SecretKey{}, err
	}
	return t, nil
}
