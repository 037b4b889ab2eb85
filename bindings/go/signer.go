// ufsecp Go binding — Signer and Verifier: the key-holding pair that Go signer
// comparisons measure (generate or load a secret, x-only public key, BIP-340 sign and
// verify, ECDH).
//
// Layer: Go binding, built on keys.go, schnorr.go and ecdh.go.
//
// Contract: after initialization, Sign, Verify and ECDH make no heap allocation
// (checked by TestSignerZeroAllocs). A Signer or Verifier may be used by many
// goroutines at once for Sign, SignDeterministic, Verify and ECDH; Generate,
// InitSecretKey, InitPublicKey and Wipe change it and must not run concurrently with
// anything else on the same value. The zero value of either is usable but holds no
// key: its operations return ErrBadKeypair / ErrBadSecretKey / ErrBadPublicKey.

package ufsecp

import "crypto/rand"

// Signer holds a secret key, its keypair and its x-only public key, ready to sign.
type Signer struct {
	kp  Keypair
	sk  SecretKey
	pub XOnlyPublicKey
}

// NewSigner returns a Signer with a fresh random secret key (crypto/rand).
func NewSigner() (*Signer, error) {
	s := new(Signer)
	if err := s.Generate(); err != nil {
		return nil, err
	}
	return s, nil
}

// NewSignerFromSecretKey returns a Signer for sk. ErrBadSecretKey if sk is invalid.
func NewSignerFromSecretKey(sk *SecretKey) (*Signer, error) {
	s := new(Signer)
	if err := s.InitSecretKey(sk); err != nil {
		return nil, err
	}
	return s, nil
}

// Generate replaces the Signer's key by a fresh random one (crypto/rand).
func (s *Signer) Generate() error {
	sk, err := GenerateSecretKey()
	if err != nil {
		return err
	}
	err = s.InitSecretKey(&sk)
	sk.Wipe()
	return err
}

// InitSecretKey loads sk and derives its keypair and x-only public key (one k*G; this
// is the "public key derivation" of signer comparisons). ErrBadSecretKey (the Signer
// is then wiped) if sk is invalid.
func (s *Signer) InitSecretKey(sk *SecretKey) error {
	if s == nil || sk == nil {
		return ErrNullArg
	}
	kp, err := NewKeypair(sk)
	if err != nil {
		s.Wipe()
		return err
	}
	pub, err := kp.XOnlyPublicKey()
	if err != nil {
		kp.Wipe()
		s.Wipe()
		return err
	}
	s.kp, s.sk, s.pub = kp, *sk, pub
	kp.Wipe()
	return nil
}

// SecretKey returns a copy of the Signer's secret key (zero if it holds none).
func (s *Signer) SecretKey() SecretKey {
	if s == nil {
		return SecretKey{}
	}
	return s.sk
}

// PublicKey returns the Signer's BIP-340 x-only public key (zero if it holds none).
func (s *Signer) PublicKey() XOnlyPublicKey {
	if s == nil {
		return XOnlyPublicKey{}
	}
	return s.pub
}

// Keypair returns a copy of the Signer's keypair, for the package-level functions
// (tweaks, SignSchnorr with caller-chosen aux).
func (s *Signer) Keypair() Keypair {
	if s == nil {
		return Keypair{}
	}
	return s.kp
}

// Sign makes a BIP-340 signature of msg with 32 fresh random bytes from crypto/rand as
// auxiliary randomness, as BIP-340 recommends. ErrBadKeypair if the Signer holds no key.
func (s *Signer) Sign(msg []byte) (SchnorrSignature, error) {
	if s == nil {
		return SchnorrSignature{}, ErrNullArg
	}
	var aux [32]byte
	if _, err := rand.Read(aux[:]); err != nil {
		return SchnorrSignature{}, err
	}
	return s.kp.SignSchnorr(msg, &aux)
}

// SignDeterministic makes the BIP-340 signature of msg with all-zero auxiliary data:
// the same key and message always give the same signature.
func (s *Signer) SignDeterministic(msg []byte) (SchnorrSignature, error) {
	if s == nil {
		return SchnorrSignature{}, ErrNullArg
	}
	return s.kp.SignSchnorr(msg, nil)
}

// Verify checks a BIP-340 signature of msg against the Signer's own public key (see
// XOnlyPublicKey.VerifySchnorr for the errors). It lifts the key on every call (a
// square root, about a tenth of a verification); a Verifier does that once.
func (s *Signer) Verify(msg []byte, sig *SchnorrSignature) error {
	if s == nil {
		return ErrNullArg
	}
	return s.pub.VerifySchnorr(sig, msg)
}

// ECDH returns SHA-256 of the compressed shared point secret * peer, libsecp256k1's
// default ECDH output (as SecretKey.ECDH). ErrBadSecretKey if the Signer holds no key,
// ErrBadPublicKey if peer is invalid.
func (s *Signer) ECDH(peer *PublicKey) ([32]byte, error) {
	if s == nil {
		return [32]byte{}, ErrNullArg
	}
	return s.sk.ECDH(peer)
}

// ECDHX returns the x coordinate of secret * peer, unhashed: the same 32 bytes as
// btcec.GenerateSharedSecret and the Nostr convention (NIP-04, NIP-44). A peer known
// by its x-only key becomes a PublicKey with XOnlyPublicKey.PublicKey.
func (s *Signer) ECDHX(peer *PublicKey) ([32]byte, error) {
	if s == nil {
		return [32]byte{}, ErrNullArg
	}
	return s.sk.ECDHX(peer)
}

// Wipe clears the Signer's secret key, keypair and public key.
func (s *Signer) Wipe() {
	if s == nil {
		return
	}
	s.kp.Wipe()
	s.sk.Wipe()
	s.pub = XOnlyPublicKey{}
}

// Verifier holds one BIP-340 x-only public key, checked and lifted to its point once
// when loaded (a ParsedXOnlyPublicKey), so that Verify does no square root.
type Verifier struct {
	pub    XOnlyPublicKey
	parsed ParsedXOnlyPublicKey // zero (rejected by the C library) when no key is loaded
}

// NewVerifier returns a Verifier for pub. ErrBadPublicKey if pub is not a valid x-only
// key.
func NewVerifier(pub *XOnlyPublicKey) (*Verifier, error) {
	v := new(Verifier)
	if err := v.InitPublicKey(pub); err != nil {
		return nil, err
	}
	return v, nil
}

// InitPublicKey loads pub after checking it (the one lift_x of its lifetime).
// ErrBadPublicKey (the Verifier then holds no key) if it is not a valid x-only key.
func (v *Verifier) InitPublicKey(pub *XOnlyPublicKey) error {
	if v == nil || pub == nil {
		return ErrNullArg
	}
	parsed, err := pub.Parse()
	if err != nil {
		*v = Verifier{}
		return err
	}
	v.pub, v.parsed = *pub, parsed
	return nil
}

// PublicKey returns the Verifier's x-only public key (zero if it holds none).
func (v *Verifier) PublicKey() XOnlyPublicKey {
	if v == nil {
		return XOnlyPublicKey{}
	}
	return v.pub
}

// Verify checks a BIP-340 signature of msg: nil if valid, ErrVerifyFailed if not,
// ErrBadSignature if it is malformed, ErrBadPublicKey if the Verifier holds no key.
func (v *Verifier) Verify(msg []byte, sig *SchnorrSignature) error {
	if v == nil {
		return ErrNullArg
	}
	return v.parsed.VerifySchnorr(sig, msg)
}
