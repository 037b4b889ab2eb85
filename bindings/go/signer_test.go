// ufsecp Go binding — Signer/Verifier tests: behaviour, zero-value and nil safety,
// concurrent use, and zero heap allocations per operation (testing.AllocsPerRun). The
// checks against btcec are in peers/signer_test.go (module bindings/go/peers).

package ufsecp

import (
	"sync"
	"testing"
)

func TestSignerVerifier(t *testing.T) {
	g := newRNG(t, 50)
	for i := 0; i < iters(16); i++ {
		sk := SecretKey(g.SecretKey())
		s, err := NewSignerFromSecretKey(&sk)
		isErr(t, "NewSignerFromSecretKey", err, nil)
		if s.SecretKey() != sk {
			t.Fatal("SecretKey")
		}
		wantX, _ := sk.XOnlyPublicKey()
		pub := s.PublicKey()
		if pub != wantX {
			t.Fatal("PublicKey")
		}
		kp := s.Keypair()
		if x, _ := kp.XOnlyPublicKey(); x != wantX {
			t.Fatal("Keypair")
		}
		v, err := NewVerifier(&pub)
		isErr(t, "NewVerifier", err, nil)
		if v.PublicKey() != pub {
			t.Fatal("Verifier.PublicKey")
		}

		msg := g.B32()
		sig1, err := s.Sign(msg[:])
		isErr(t, "Sign", err, nil)
		sig2, _ := s.Sign(msg[:])
		if sig1 == sig2 {
			t.Fatal("Sign did not use fresh randomness")
		}
		det, err := s.SignDeterministic(msg[:])
		isErr(t, "SignDeterministic", err, nil)
		if ref, _ := kp.SignSchnorr(msg[:], nil); ref != det {
			t.Fatal("SignDeterministic differs from SignSchnorr(msg, nil)")
		}
		for _, sig := range []*SchnorrSignature{&sig1, &sig2, &det} {
			isErr(t, "Verifier.Verify", v.Verify(msg[:], sig), nil)
			isErr(t, "Signer.Verify", s.Verify(msg[:], sig), nil)
		}
		bad := sig1
		bad[5] ^= 1
		isErr(t, "verify corrupted", v.Verify(msg[:], &bad), ErrVerifyFailed)

		// ECDH with a second signer, both directions (peers/signer_test.go: equal to btcec's).
		other, err := NewSigner()
		isErr(t, "NewSigner", err, nil)
		otherPub := fullKey(other)
		myPub := fullKey(s)
		a, err := s.ECDHX(&otherPub)
		isErr(t, "ECDHX", err, nil)
		b, _ := other.ECDHX(&myPub)
		ah, _ := s.ECDH(&otherPub)
		bh, _ := other.ECDH(&myPub)
		if a != b || ah != bh || a == ah {
			t.Fatal("Signer ECDH")
		}
		// A peer known only by its x-only key (Nostr): lift it to even y.
		ox := other.PublicKey()
		lifted, err := ox.PublicKey()
		isErr(t, "lift peer", err, nil)
		c, _ := s.ECDHX(&lifted)
		if c != a { // x(d*P) == x(d*(-P))
			t.Fatal("ECDHX with a lifted x-only peer")
		}

		s.Wipe()
		if s.SecretKey() != (SecretKey{}) || s.PublicKey() != (XOnlyPublicKey{}) {
			t.Fatal("Wipe")
		}
		_, err = s.Sign(msg[:])
		isErr(t, "Sign after Wipe", err, ErrBadKeypair)
	}
}

func TestSignerErrors(t *testing.T) {
	var s Signer // zero value: no key
	var v Verifier
	var nilS *Signer
	var nilV *Verifier
	msg := []byte("message")
	var sig SchnorrSignature
	pk, _ := (&SecretKey{31: 1}).PublicKey()

	_, err := s.Sign(msg)
	isErr(t, "zero Signer Sign", err, ErrBadKeypair)
	_, err = s.SignDeterministic(msg)
	isErr(t, "zero Signer SignDeterministic", err, ErrBadKeypair)
	_, err = s.ECDHX(&pk)
	isErr(t, "zero Signer ECDHX", err, ErrBadSecretKey)
	_, err = s.ECDH(&pk)
	isErr(t, "zero Signer ECDH", err, ErrBadSecretKey)
	isErr(t, "zero Verifier", v.Verify(msg, &sig), ErrBadPublicKey)

	_, err = nilS.Sign(msg)
	isErr(t, "nil Signer Sign", err, ErrNullArg)
	_, err = nilS.SignDeterministic(msg)
	isErr(t, "nil Signer SignDeterministic", err, ErrNullArg)
	isErr(t, "nil Signer Verify", nilS.Verify(msg, &sig), ErrNullArg)
	_, err = nilS.ECDH(&pk)
	isErr(t, "nil Signer ECDH", err, ErrNullArg)
	_, err = nilS.ECDHX(&pk)
	isErr(t, "nil Signer ECDHX", err, ErrNullArg)
	isErr(t, "nil Signer InitSecretKey", nilS.InitSecretKey(&SecretKey{31: 1}), ErrNullArg)
	isErr(t, "nil Verifier Verify", nilV.Verify(msg, &sig), ErrNullArg)
	isErr(t, "nil Verifier Init", nilV.InitPublicKey(&XOnlyPublicKey{}), ErrNullArg)
	if nilS.SecretKey() != (SecretKey{}) || nilS.PublicKey() != (XOnlyPublicKey{}) ||
		nilS.Keypair() != (Keypair{}) || nilV.PublicKey() != (XOnlyPublicKey{}) {
		t.Error("nil accessors")
	}
	nilS.Wipe()
	if err := nilS.Generate(); err != ErrNullArg {
		t.Errorf("nil Generate: %v", err)
	}

	// Loading an invalid key fails and leaves no key behind.
	good, _ := NewSigner()
	isErr(t, "InitSecretKey(nil)", good.InitSecretKey(nil), ErrNullArg)
	n := SecretKey(orderN)
	isErr(t, "InitSecretKey(n)", good.InitSecretKey(&n), ErrBadSecretKey)
	_, err = good.Sign(msg)
	isErr(t, "Sign after failed init", err, ErrBadKeypair)
	_, err = NewSignerFromSecretKey(&SecretKey{})
	isErr(t, "NewSignerFromSecretKey(0)", err, ErrBadSecretKey)

	bad := XOnlyPublicKey(smallScalar(5))
	_, err = NewVerifier(&bad)
	isErr(t, "NewVerifier(invalid)", err, ErrBadPublicKey)
	gs, _ := NewSigner()
	gp := gs.PublicKey()
	vv, _ := NewVerifier(&gp)
	isErr(t, "InitPublicKey(invalid)", vv.InitPublicKey(&bad), ErrBadPublicKey)
	isErr(t, "Verifier after failed init", vv.Verify(msg, &sig), ErrBadPublicKey)
	isErr(t, "Verify nil signature", gs.Verify(msg, nil), ErrNullArg)
}

// TestSignerConcurrent shares one Signer and one Verifier between goroutines (run the
// tests with -race to check that Sign, Verify and ECDH do not write shared state).
func TestSignerConcurrent(t *testing.T) {
	s, _ := NewSigner()
	pub := s.PublicKey()
	v, _ := NewVerifier(&pub)
	peer, _ := NewSigner()
	peerPub := fullKey(peer)
	want, _ := s.ECDHX(&peerPub)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 25; i++ {
				msg := []byte{byte(w), byte(i)}
				sig, err := s.Sign(msg)
				if err == nil {
					err = v.Verify(msg, &sig)
				}
				if err == nil {
					var got [32]byte
					if got, err = s.ECDHX(&peerPub); err == nil && got != want {
						err = ErrVerifyFailed
					}
				}
				if err != nil {
					errs <- err
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}

// TestZeroAllocs checks the package's central performance promise: no heap allocation
// per operation in steady state, on success and on failure.
func TestZeroAllocs(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage and race instrumentation change allocation counts")
	}
	g := newRNG(t, 51)
	sk := SecretKey(g.SecretKey())
	s, _ := NewSignerFromSecretKey(&sk)
	pub := s.PublicKey()
	v, _ := NewVerifier(&pub)
	parsed, _ := pub.Parse()
	peer, _ := NewSigner()
	peerPub := fullKey(peer)
	kp := s.Keypair()
	msg := g.B32()
	aux := g.B32()
	sig, _ := s.Sign(msg[:])
	badSig := sig
	badSig[40] ^= 1
	pk, _ := sk.PublicKey()
	esig, _ := sk.SignECDSA(&msg)
	var sink byte

	cases := []struct {
		name string
		fn   func()
	}{
		{"Signer.InitSecretKey", func() { _ = s.InitSecretKey(&sk) }},
		{"Signer.Sign", func() { r, _ := s.Sign(msg[:]); sink ^= r[0] }},
		{"Signer.SignDeterministic", func() { r, _ := s.SignDeterministic(msg[:]); sink ^= r[0] }},
		{"Verifier.Verify", func() {
			if v.Verify(msg[:], &sig) != nil {
				panic("verify")
			}
		}},
		{"Verifier.Verify (failing)", func() {
			if v.Verify(msg[:], &badSig) != ErrVerifyFailed {
				panic("verify")
			}
		}},
		{"Signer.Verify", func() { _ = s.Verify(msg[:], &sig) }},
		{"Signer.ECDHX", func() { r, _ := s.ECDHX(&peerPub); sink ^= r[0] }},
		{"Signer.ECDH", func() { r, _ := s.ECDH(&peerPub); sink ^= r[0] }},
		{"SecretKey.XOnlyPublicKey", func() { r, _ := sk.XOnlyPublicKey(); sink ^= r[0] }},
		{"SecretKey.PublicKey", func() { r, _ := sk.PublicKey(); sink ^= r.data[0] }},
		{"Keypair.SignSchnorr", func() { r, _ := kp.SignSchnorr(msg[:], &aux); sink ^= r[0] }},
		{"XOnlyPublicKey.VerifySchnorr", func() { _ = pub.VerifySchnorr(&sig, msg[:]) }},
		{"ParsedXOnlyPublicKey.VerifySchnorr", func() { _ = parsed.VerifySchnorr(&sig, msg[:]) }},
		{"XOnlyPublicKey.Parse", func() { r, _ := pub.Parse(); sink ^= r.data[0] }},
		{"SecretKey.SignECDSA", func() { r, _ := sk.SignECDSA(&msg); sink ^= r[0] }},
		{"PublicKey.VerifyECDSA", func() { _ = pk.VerifyECDSA(&esig, &msg) }},
		{"PublicKey.SerializeCompressed", func() { r, _ := pk.SerializeCompressed(); sink ^= r[0] }},
		{"ParsePublicKey", func() {
			c, _ := pk.SerializeCompressed()
			r, _ := ParsePublicKey(c[:])
			sink ^= r.data[0]
		}},
		{"SecretKey.Validate (invalid)", func() { var z SecretKey; _ = z.Validate() }},
	}
	for _, c := range cases {
		if a := testing.AllocsPerRun(50, c.fn); a != 0 {
			t.Errorf("%s: %.1f allocations per call, want 0", c.name, a)
		}
	}
	_ = sink
}

// fullKey is the Signer's full public key (through its keypair).
func fullKey(s *Signer) PublicKey {
	kp := s.Keypair()
	pk, err := kp.PublicKey()
	if err != nil {
		panic(err)
	}
	return pk
}
