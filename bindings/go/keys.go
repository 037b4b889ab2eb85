// ufsecp Go binding — keys: secret keys, public keys, x-only keys, keypairs, tweaks.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp.h; see capi.go for the cgo
// contract). Each method is one C call on the caller's own memory: no copies of secret
// bytes are made by the binding, and nothing is allocated.
//
// Contract: on error a method returns the zero value of its result and leaves an
// in-place operand (Negate, TweakAdd, ...) unchanged, as the C library does. Functions
// that take a secret key or keypair run in time independent of the secret (the C
// library's guarantee); parsing and public-key arithmetic are variable time.

package ufsecp

/*
#include <ufsecp/ufsecp.h>
*/
import "C"

import (
	"crypto/rand"
	"runtime"
	"unsafe"
)

// SecretKey is a secp256k1 secret key: 32 big-endian bytes, valid when in 1..n-1
// (n the group order). Keep it secret; Wipe clears it. Go may copy values freely (for
// example when passing a SecretKey by value), so prefer pointers to limit copies.
type SecretKey [32]byte

// PublicKey is a parsed secp256k1 public key, opaque (the C library's 64-byte
// ufsecp_pubkey). Make one with ParsePublicKey, SecretKey.PublicKey or
// Keypair.PublicKey; the zero value is not a valid key and is rejected with
// ErrBadPublicKey. The encoding is canonical, so two valid PublicKeys are the same
// point exactly when they are == (Equal says so too).
type PublicKey struct {
	data [64]byte
}

// XOnlyPublicKey is a BIP-340 x-only public key: the 32-byte big-endian x coordinate of
// the point with even y.
type XOnlyPublicKey [32]byte

// Keypair holds a secret key together with its public key (the C library's 96-byte
// ufsecp_keypair), so that Schnorr signing needs no extra k*G. Make one with
// NewKeypair or GenerateKeypair; the zero value is rejected with ErrBadKeypair. It
// contains the secret key: Wipe clears it.
type Keypair struct {
	data [96]byte
}

// ---- secret keys ---------------------------------------------------------------------

// GenerateSecretKey returns a uniformly random valid secret key drawn from crypto/rand.
func GenerateSecretKey() (SecretKey, error) {
	var sk SecretKey
	for {
		if _, err := rand.Read(sk[:]); err != nil {
			return SecretKey{}, err
		}
		// A 32-byte string is out of range with probability below 2^-127.
		if sk.Validate() == nil {
			return sk, nil
		}
	}
}

// SecretKeyFromBytes copies b into a SecretKey after checking it: ErrBadLength unless
// len(b) == 32, ErrBadSecretKey if it is 0 or not below n.
func SecretKeyFromBytes(b []byte) (SecretKey, error) {
	if len(b) != 32 {
		return SecretKey{}, ErrBadLength
	}
	sk := SecretKey(b)
	if err := sk.Validate(); err != nil {
		sk.Wipe()
		return SecretKey{}, err
	}
	return sk, nil
}

// Validate reports whether sk is a valid secret key (1 <= sk < n): nil or
// ErrBadSecretKey. Constant time.
func (sk *SecretKey) Validate() error {
	return statusError(int(C.ufsecp_seckey_verify(uc(unsafe.Pointer(sk)))))
}

// Negate replaces sk by n - sk. ErrBadSecretKey (sk unchanged) if sk is invalid.
func (sk *SecretKey) Negate() error {
	return statusError(int(C.ufsecp_seckey_negate(uc(unsafe.Pointer(sk)))))
}

// TweakAdd replaces sk by sk + tweak mod n. Errors (sk unchanged): ErrBadSecretKey if sk
// is invalid, ErrBadTweak if tweak >= n or the sum is 0.
func (sk *SecretKey) TweakAdd(tweak *[32]byte) error {
	return statusError(int(C.ufsecp_seckey_tweak_add(uc(unsafe.Pointer(sk)), uc(unsafe.Pointer(tweak)))))
}

// TweakMul replaces sk by sk * tweak mod n. Errors (sk unchanged): ErrBadSecretKey if sk
// is invalid, ErrBadTweak if tweak is 0 or >= n.
func (sk *SecretKey) TweakMul(tweak *[32]byte) error {
	return statusError(int(C.ufsecp_seckey_tweak_mul(uc(unsafe.Pointer(sk)), uc(unsafe.Pointer(tweak)))))
}

// PublicKey computes sk*G. ErrBadSecretKey if sk is invalid.
func (sk *SecretKey) PublicKey() (PublicKey, error) {
	var pk PublicKey
	rc := C.ufsecp_pubkey_create(cpk(&pk), uc(unsafe.Pointer(sk)))
	return pk, statusError(int(rc))
}

// XOnlyPublicKey computes the BIP-340 x-only public key of sk (the x coordinate of
// sk*G). ErrBadSecretKey if sk is invalid. For the parity of y use
// PublicKey followed by PublicKey.XOnly.
func (sk *SecretKey) XOnlyPublicKey() (XOnlyPublicKey, error) {
	var x XOnlyPublicKey
	rc := C.ufsecp_xonly_pubkey_create(uc(unsafe.Pointer(&x)), nil, uc(unsafe.Pointer(sk)))
	return x, statusError(int(rc))
}

// Wipe overwrites sk with zeros (it is then invalid).
func (sk *SecretKey) Wipe() {
	if sk != nil {
		clear(sk[:])
		runtime.KeepAlive(sk)
	}
}

// ---- public keys ---------------------------------------------------------------------

// ParsePublicKey parses a SEC1 public key: 33 bytes compressed (0x02/0x03 || x) or 65
// bytes uncompressed (0x04 || x || y). ErrBadLength for any other length,
// ErrBadPublicKey for a bad prefix or a point not on the curve.
func ParsePublicKey(b []byte) (PublicKey, error) {
	var pk PublicKey
	if len(b) != 33 && len(b) != 65 {
		return pk, ErrBadLength
	}
	rc := C.ufsecp_pubkey_parse(cpk(&pk), bytesPtr(b), C.size_t(len(b)))
	return pk, statusError(int(rc))
}

// SerializeCompressed returns the 33-byte SEC1 compressed encoding (0x02/0x03 || x).
// ErrBadPublicKey if pk is not a valid parsed key.
func (pk *PublicKey) SerializeCompressed() ([33]byte, error) {
	var out [33]byte
	n := C.size_t(len(out))
	rc := C.ufsecp_pubkey_serialize(uc(unsafe.Pointer(&out)), &n, cpk(pk), 1)
	return out, statusError(int(rc))
}

// SerializeUncompressed returns the 65-byte SEC1 uncompressed encoding (0x04 || x || y).
// ErrBadPublicKey if pk is not a valid parsed key.
func (pk *PublicKey) SerializeUncompressed() ([65]byte, error) {
	var out [65]byte
	n := C.size_t(len(out))
	rc := C.ufsecp_pubkey_serialize(uc(unsafe.Pointer(&out)), &n, cpk(pk), 0)
	return out, statusError(int(rc))
}

// Negate replaces pk by -pk. ErrBadPublicKey (pk unchanged) if pk is invalid.
func (pk *PublicKey) Negate() error {
	return statusError(int(C.ufsecp_pubkey_negate(cpk(pk))))
}

// TweakAdd replaces pk by pk + tweak*G. Errors (pk unchanged): ErrBadPublicKey,
// ErrBadTweak if tweak >= n or the result is the point at infinity.
func (pk *PublicKey) TweakAdd(tweak *[32]byte) error {
	return statusError(int(C.ufsecp_pubkey_tweak_add(cpk(pk), uc(unsafe.Pointer(tweak)))))
}

// TweakMul replaces pk by tweak*pk. Errors (pk unchanged): ErrBadPublicKey,
// ErrBadTweak if tweak is 0 or >= n.
func (pk *PublicKey) TweakMul(tweak *[32]byte) error {
	return statusError(int(C.ufsecp_pubkey_tweak_mul(cpk(pk), uc(unsafe.Pointer(tweak)))))
}

// XOnly returns the x-only form of pk and whether pk's y coordinate is odd (the parity
// that BIP-341 tweak checks need). ErrBadPublicKey if pk is invalid.
func (pk *PublicKey) XOnly() (x XOnlyPublicKey, oddY bool, err error) {
	var parity C.int
	rc := C.ufsecp_xonly_pubkey_from_pubkey(uc(unsafe.Pointer(&x)), &parity, cpk(pk))
	if rc != C.UFSECP_OK {
		return XOnlyPublicKey{}, false, statusError(int(rc))
	}
	return x, parity != 0, nil
}

// Equal reports whether pk and other are both valid and the same point.
func (pk *PublicKey) Equal(other *PublicKey) bool {
	var eq C.int
	rc := C.ufsecp_pubkey_equal(&eq, cpk(pk), cpk(other))
	return rc == C.UFSECP_OK && eq != 0
}

// CombinePublicKeys returns the sum of the given keys. ErrBadLength for no keys,
// ErrNullArg for a nil key, ErrBadPublicKey for an invalid one, ErrInfinity if the sum
// is the point at infinity. (Allocates a pointer array; not meant for hot paths.)
func CombinePublicKeys(keys ...*PublicKey) (PublicKey, error) {
	var out PublicKey
	if len(keys) == 0 {
		return out, ErrBadLength
	}
	// The C function takes an array of pointers. An array in Go memory may hold Go
	// pointers only if they are pinned for the duration of the call.
	var pinner runtime.Pinner
	defer pinner.Unpin()
	ptrs := make([]*C.ufsecp_pubkey, len(keys))
	for i, k := range keys {
		if k == nil {
			return out, ErrNullArg
		}
		pinner.Pin(k)
		ptrs[i] = cpk(k)
	}
	rc := C.ufsecp_pubkey_combine(cpk(&out), &ptrs[0], C.size_t(len(ptrs)))
	return out, statusError(int(rc))
}

// ---- x-only keys ---------------------------------------------------------------------

// ParseXOnlyPublicKey copies b into an XOnlyPublicKey after checking it: ErrBadLength
// unless len(b) == 32, ErrBadPublicKey if b is not the x coordinate of a curve point.
func ParseXOnlyPublicKey(b []byte) (XOnlyPublicKey, error) {
	if len(b) != 32 {
		return XOnlyPublicKey{}, ErrBadLength
	}
	x := XOnlyPublicKey(b)
	if err := x.Validate(); err != nil {
		return XOnlyPublicKey{}, err
	}
	return x, nil
}

// Validate reports whether x is the x coordinate of a curve point (BIP-340 lift_x
// succeeds): nil or ErrBadPublicKey.
func (x *XOnlyPublicKey) Validate() error {
	return statusError(int(C.ufsecp_xonly_pubkey_verify(uc(unsafe.Pointer(x)))))
}

// PublicKey returns the full public key that x stands for: the point with x coordinate
// x and even y (BIP-340 lift_x). ErrBadPublicKey if x is not valid. Useful for ECDH with
// a peer known by its x-only key (the Nostr convention).
func (x *XOnlyPublicKey) PublicKey() (PublicKey, error) {
	var pk PublicKey
	if x == nil {
		return pk, ErrNullArg
	}
	var enc [33]byte
	enc[0] = 0x02
	copy(enc[1:], x[:])
	rc := C.ufsecp_pubkey_parse(cpk(&pk), uc(unsafe.Pointer(&enc)), 33)
	return pk, statusError(int(rc))
}

// TweakAdd returns lift_x(x) + tweak*G as a full public key (the BIP-341 taproot output
// key before its x-only form is taken). Errors: ErrBadPublicKey, ErrBadTweak (tweak >= n
// or result at infinity).
func (x *XOnlyPublicKey) TweakAdd(tweak *[32]byte) (PublicKey, error) {
	var pk PublicKey
	rc := C.ufsecp_xonly_pubkey_tweak_add(cpk(&pk), uc(unsafe.Pointer(x)), uc(unsafe.Pointer(tweak)))
	return pk, statusError(int(rc))
}

// TweakAddCheck checks that tweaked (with y parity tweakedOddY) is the x-only form of
// lift_x(x) + tweak*G, as a taproot verifier does: nil if so, ErrVerifyFailed if not,
// ErrBadPublicKey if x is invalid, ErrBadTweak if tweak >= n.
func (x *XOnlyPublicKey) TweakAddCheck(tweak *[32]byte, tweaked *XOnlyPublicKey, tweakedOddY bool) error {
	parity := C.int(0)
	if tweakedOddY {
		parity = 1
	}
	rc := C.ufsecp_xonly_pubkey_tweak_add_check(uc(unsafe.Pointer(tweaked)), parity, uc(unsafe.Pointer(x)),
		uc(unsafe.Pointer(tweak)))
	return statusError(int(rc))
}

// ---- keypairs ------------------------------------------------------------------------

// NewKeypair computes the keypair of sk (one k*G, constant time). ErrBadSecretKey if sk
// is invalid.
func NewKeypair(sk *SecretKey) (Keypair, error) {
	var kp Keypair
	rc := C.ufsecp_keypair_create(ckp(&kp), uc(unsafe.Pointer(sk)))
	return kp, statusError(int(rc))
}

// GenerateKeypair returns the keypair of a fresh random secret key (crypto/rand).
func GenerateKeypair() (Keypair, error) {
	sk, err := GenerateSecretKey()
	if err != nil {
		return Keypair{}, err
	}
	kp, err := NewKeypair(&sk)
	sk.Wipe()
	return kp, err
}

// SecretKey returns the keypair's secret key. ErrBadKeypair if kp is not a keypair.
func (kp *Keypair) SecretKey() (SecretKey, error) {
	var sk SecretKey
	rc := C.ufsecp_keypair_seckey(uc(unsafe.Pointer(&sk)), ckp(kp))
	return sk, statusError(int(rc))
}

// PublicKey returns the keypair's public key. ErrBadKeypair if kp is not a keypair.
func (kp *Keypair) PublicKey() (PublicKey, error) {
	var pk PublicKey
	rc := C.ufsecp_keypair_pubkey(cpk(&pk), ckp(kp))
	return pk, statusError(int(rc))
}

// XOnlyPublicKey returns the keypair's x-only public key (no curve multiplication).
// ErrBadKeypair if kp is not a keypair.
func (kp *Keypair) XOnlyPublicKey() (XOnlyPublicKey, error) {
	var x XOnlyPublicKey
	rc := C.ufsecp_keypair_xonly_pubkey(uc(unsafe.Pointer(&x)), nil, ckp(kp))
	return x, statusError(int(rc))
}

// TweakAddXOnly applies a BIP-341 tweak to the keypair: the secret key is negated first
// if its public key has odd y, then tweak is added (so the new x-only key is
// x.TweakAdd(tweak) of the old one). Errors (kp unchanged): ErrBadKeypair, ErrBadTweak.
func (kp *Keypair) TweakAddXOnly(tweak *[32]byte) error {
	return statusError(int(C.ufsecp_keypair_xonly_tweak_add(ckp(kp), uc(unsafe.Pointer(tweak)))))
}

// Wipe overwrites kp with zeros (it is then rejected with ErrBadKeypair).
func (kp *Keypair) Wipe() {
	if kp != nil {
		clear(kp.data[:])
		runtime.KeepAlive(kp)
	}
}
