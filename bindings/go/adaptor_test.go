// Tests of the adaptor-signature binding: the 11 dlcspecs ECDSA adaptor vectors (the same
// file the C tests read), random round trips of both schemes checked by the package's own
// verifiers, both parities of R+T, and the errors.

package ufsecp

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
)

type dlcCase struct {
	Kind          string  `json:"kind"`
	AdaptorSig    string  `json:"adaptor_sig"`
	MessageHash   string  `json:"message_hash"`
	PublicKey     string  `json:"public_signing_key"`
	EncryptionKey string  `json:"encryption_key"`
	DecryptionKey *string `json:"decryption_key"`
	Signature     string  `json:"signature"`
	Error         *string `json:"error"`
}

func mustPub(t *testing.T, h string) PublicKey {
	t.Helper()
	pk, err := ParsePublicKey(mustHex(h))
	if err != nil {
		t.Fatalf("parse %s: %v", h, err)
	}
	return pk
}

func TestECDSAAdaptorDlcspecsVectors(t *testing.T) {
	var cases []dlcCase
	if err := json.Unmarshal(mustVector(t, "adaptor/dlcspecs_ecdsa_adaptor.json"), &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) != 11 {
		t.Fatalf("%d cases, want 11", len(cases))
	}
	for i, c := range cases {
		var a ECDSAAdaptorSignature
		copy(a[:], mustHex(c.AdaptorSig))
		bad := c.Error != nil
		switch c.Kind {
		case "verification":
			pk, ek := mustPub(t, c.PublicKey), mustPub(t, c.EncryptionKey)
			h := mustHex32(c.MessageHash)
			err := a.Verify(&pk, &h, &ek)
			if bad {
				isErr(t, "verify", err, ErrVerifyFailed)
				continue
			}
			isErr(t, "verify", err, nil)
			y := SecretKey(mustHex32(*c.DecryptionKey))
			sig, err := a.Decrypt(&y)
			isErr(t, "decrypt", err, nil)
			if !bytes.Equal(sig[:], mustHex(c.Signature)) {
				t.Errorf("case %d: decrypted signature differs", i)
			}
			isErr(t, "ecdsa verify", pk.VerifyECDSA(&sig, &h), nil)
			got, err := a.Recover(&sig, &ek)
			isErr(t, "recover", err, nil)
			if got != y {
				t.Errorf("case %d: recovered key differs", i)
			}
		case "recovery":
			ek := mustPub(t, c.EncryptionKey)
			var sig ECDSASignature
			copy(sig[:], mustHex(c.Signature))
			got, err := a.Recover(&sig, &ek)
			if bad {
				isErr(t, "recover", err, ErrAdaptorMismatch)
			} else if isErr(t, "recover", err, nil); got != SecretKey(mustHex32(*c.DecryptionKey)) {
				t.Errorf("case %d: recovered key differs", i)
			}
		case "serialization":
			if bad {
				isErr(t, "check", a.Check(), ErrBadAdaptorSig)
			} else {
				isErr(t, "check", a.Check(), nil)
			}
		default:
			t.Errorf("case %d: unknown kind %q", i, c.Kind)
		}
	}
}

func TestECDSAAdaptorRoundTrip(t *testing.T) {
	rng := newRNG(t, 50)
	for i := 0; i < iters(20); i++ {
		sk, y := SecretKey(rng.SecretKey()), SecretKey(rng.SecretKey())
		pk, _ := sk.PublicKey()
		ek, _ := y.PublicKey()
		h := rng.B32()
		aux := rng.B32()
		a, err := sk.EncryptECDSA(&h, &ek, &aux)
		isErr(t, "encrypt", err, nil)
		isErr(t, "verify", a.Verify(&pk, &h, &ek), nil)
		isErr(t, "verify with another key", a.Verify(&ek, &h, &ek), ErrVerifyFailed)
		sig, err := a.Decrypt(&y)
		isErr(t, "decrypt", err, nil)
		isErr(t, "ecdsa verify", pk.VerifyECDSA(&sig, &h), nil)
		got, err := a.Recover(&sig, &ek)
		isErr(t, "recover", err, nil)
		if got != y {
			t.Fatal("recovered key differs")
		}
		_, err = a.Recover(&sig, &pk)
		isErr(t, "recover with another key", err, ErrAdaptorMismatch)
	}
	var zero SecretKey
	var a ECDSAAdaptorSignature
	_, err := a.Decrypt(&zero)
	if !errors.Is(err, ErrBadAdaptorSig) {
		t.Errorf("zero adaptor signature: %v", err)
	}
}

func TestSchnorrAdaptorRoundTrip(t *testing.T) {
	rng := newRNG(t, 51)
	parity := [2]int{}
	for i := 0; i < iters(40); i++ {
		sk, secret := SecretKey(rng.SecretKey()), SecretKey(rng.SecretKey())
		kp, _ := NewKeypair(&sk)
		x, _ := kp.XOnlyPublicKey()
		T, _ := secret.PublicKey()
		msg := make([]byte, rng.IntN(80))
		rng.Bytes(msg)
		pre, err := kp.PreSignSchnorr(msg, &T, nil)
		isErr(t, "presign", err, nil)
		parity[pre[0]&1]++
		isErr(t, "pre-verify", pre.Verify(msg, &x, &T), nil)
		isErr(t, "pre-verify, another message", pre.Verify(append(msg, 1), &x, &T), ErrVerifyFailed)
		sig, err := pre.Adapt(&secret)
		isErr(t, "adapt", err, nil)
		isErr(t, "BIP-340 verify", x.VerifySchnorr(&sig, msg), nil)
		got, err := pre.Extract(&sig)
		isErr(t, "extract", err, nil)
		if got != secret {
			t.Fatal("extracted secret differs")
		}
		plain, _ := kp.SignSchnorr(msg, nil)
		_, err = pre.Extract(&plain)
		isErr(t, "extract from an unrelated signature", err, ErrAdaptorMismatch)
	}
	if parity[0] == 0 || parity[1] == 0 {
		t.Errorf("R+T parities seen: %v (both needed)", parity)
	}
	var bad SchnorrPreSignature
	var s SecretKey
	s[31] = 1
	_, err := bad.Adapt(&s)
	isErr(t, "adapt a zero pre-signature", err, ErrBadAdaptorSig)
}
