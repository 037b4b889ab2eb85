// ufsecp Go binding — BIP-340 tests: the official vectors (bip340/, see vectors_test.go), round trips
// on messages of several lengths, and every error path; ECDH laws and errors.

package ufsecp

import (
	"bytes"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"strings"
	"testing"
)

func TestBIP340Vectors(t *testing.T) {
	rows, err := csv.NewReader(bytes.NewReader(mustVector(t, "bip340/test-vectors.csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 20 || rows[0][0] != "index" {
		t.Fatalf("unexpected vector file: %d rows", len(rows))
	}
	signed, verified := 0, 0
	for _, row := range rows[1:] {
		idx, skHex, pkHex, auxHex, msgHex, sigHex, result, comment := row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7]
		name := "vector " + idx + " (" + comment + ")"
		msg, _ := hex.DecodeString(msgHex)
		sigBytes, _ := hex.DecodeString(sigHex)
		pkBytes, _ := hex.DecodeString(pkHex)
		var sig SchnorrSignature
		copy(sig[:], sigBytes)
		x := XOnlyPublicKey(pkBytes)

		if skHex != "" {
			sk, err := SecretKeyFromBytes(mustHex(skHex))
			isErr(t, name+": secret key", err, nil)
			kp, err := NewKeypair(&sk)
			isErr(t, name+": keypair", err, nil)
			if got, _ := kp.XOnlyPublicKey(); got != x {
				t.Errorf("%s: public key %X", name, got)
			}
			aux := [32]byte(mustHex(auxHex))
			got, err := kp.SignSchnorr(msg, &aux)
			isErr(t, name+": sign", err, nil)
			if got != sig {
				t.Errorf("%s: signature %X", name, got)
			}
			signed++
		}

		err := x.VerifySchnorr(&sig, msg)
		// The parsed-key form agrees: same status, or the key fails to parse (and then
		// the bytes form said ErrBadPublicKey).
		if px, perr := x.Parse(); perr != nil {
			isErr(t, name+": parse", perr, ErrBadPublicKey)
			isErr(t, name+": verify (unparsable key)", err, ErrBadPublicKey)
		} else {
			if got := px.VerifySchnorr(&sig, msg); got != err {
				t.Errorf("%s: parsed-key verify says %v, bytes form %v", name, got, err)
			}
			if back, _ := px.XOnly(); back != x {
				t.Errorf("%s: parsed key serializes to %X", name, back)
			}
		}
		if result == "TRUE" {
			isErr(t, name+": verify", err, nil)
		} else {
			if err == nil {
				t.Errorf("%s: invalid signature accepted", name)
			}
			// The failure is reported with the status that names its cause.
			var want error = ErrVerifyFailed
			switch {
			case strings.Contains(comment, "public key not on the curve"),
				strings.Contains(comment, "exceeds the field size"):
				want = ErrBadPublicKey
			case strings.Contains(comment, "equal to field size"),
				strings.Contains(comment, "equal to curve order"):
				want = ErrBadSignature
			}
			isErr(t, name+": verify", err, want)
		}
		verified++
	}
	if signed != 8 || verified != 19 {
		t.Fatalf("checked %d signing and %d verification vectors, want 8 and 19", signed, verified)
	}
}

func TestSchnorrRoundTrips(t *testing.T) {
	g := newRNG(t, 20)
	for i := 0; i < iters(48); i++ {
		kp, sk := func() (Keypair, SecretKey) {
			sk := SecretKey(g.SecretKey())
			kp, err := NewKeypair(&sk)
			isErr(t, "keypair", err, nil)
			return kp, sk
		}()
		x, _ := kp.XOnlyPublicKey()
		msg := make([]byte, []int{0, 1, 32, 33, 100}[i%5])
		g.Bytes(msg)
		aux := g.B32()
		sig, err := kp.SignSchnorr(msg, &aux)
		isErr(t, "sign", err, nil)
		isErr(t, "verify", x.VerifySchnorr(&sig, msg), nil)

		det1, _ := kp.SignSchnorr(msg, nil)
		var zero [32]byte
		det2, _ := kp.SignSchnorr(msg, &zero)
		if det1 != det2 {
			t.Fatal("nil aux differs from 32 zero bytes")
		}
		if len(msg) > 0 && det1 == sig && aux != zero {
			t.Fatal("aux did not change the nonce")
		}
		isErr(t, "verify deterministic", x.VerifySchnorr(&det1, msg), nil)

		// Any single bit flip in signature, message or key breaks it.
		bad := sig
		bad[g.IntN(64)] ^= byte(1 << g.IntN(8))
		if err := x.VerifySchnorr(&bad, msg); err == nil {
			t.Fatal("flipped signature verified")
		}
		if len(msg) > 0 {
			m2 := append([]byte{}, msg...)
			m2[g.IntN(len(m2))] ^= 0x10
			isErr(t, "verify other message", x.VerifySchnorr(&sig, m2), ErrVerifyFailed)
		}
		longer := append(append([]byte{}, msg...), 0)
		isErr(t, "verify longer message", x.VerifySchnorr(&sig, longer), ErrVerifyFailed)
		sk2 := SecretKey(g.SecretKey())
		x2, _ := sk2.XOnlyPublicKey()
		isErr(t, "verify other key", x2.VerifySchnorr(&sig, msg), ErrVerifyFailed)

		// The parsed key: round trip, and the same verdicts.
		px, err := x.Parse()
		isErr(t, "parse", err, nil)
		if back, err := px.XOnly(); err != nil || back != x {
			t.Fatalf("parsed key round trip: %X, %v", back, err)
		}
		isErr(t, "parsed verify", px.VerifySchnorr(&sig, msg), nil)
		if got, want := px.VerifySchnorr(&bad, msg), x.VerifySchnorr(&bad, msg); got != want {
			t.Fatalf("flipped signature: parsed key says %v, bytes form %v", got, want)
		}
		isErr(t, "parsed verify longer message", px.VerifySchnorr(&sig, longer), ErrVerifyFailed)
		px2, _ := x2.Parse()
		isErr(t, "parsed verify other key", px2.VerifySchnorr(&sig, msg), ErrVerifyFailed)
		_ = sk
	}
}

func TestSchnorrErrors(t *testing.T) {
	g := newRNG(t, 21)
	kp, _ := GenerateKeypair()
	x, _ := kp.XOnlyPublicKey()
	msg := g.B32()
	sig, _ := kp.SignSchnorr(msg[:], nil)
	var nilSig *SchnorrSignature
	var nilX *XOnlyPublicKey

	isErr(t, "verify nil sig", x.VerifySchnorr(nilSig, msg[:]), ErrNullArg)
	isErr(t, "verify nil key", nilX.VerifySchnorr(&sig, msg[:]), ErrNullArg)
	bad := XOnlyPublicKey(smallScalar(5))
	isErr(t, "verify invalid key", bad.VerifySchnorr(&sig, msg[:]), ErrBadPublicKey)
	pk := XOnlyPublicKey(fieldP)
	isErr(t, "verify key = p", pk.VerifySchnorr(&sig, msg[:]), ErrBadPublicKey)
	rp := sig
	copy(rp[:32], fieldP[:])
	isErr(t, "verify r = p", x.VerifySchnorr(&rp, msg[:]), ErrBadSignature)
	sn := sig
	copy(sn[32:], orderN[:])
	isErr(t, "verify s = n", x.VerifySchnorr(&sn, msg[:]), ErrBadSignature)
	var nilKP *Keypair
	_, err := nilKP.SignSchnorr(msg[:], nil)
	isErr(t, "sign nil keypair", err, ErrNullArg)

	// ParsedXOnlyPublicKey: every error of Parse, XOnly and VerifySchnorr.
	px, err := x.Parse()
	isErr(t, "parse", err, nil)
	_, err = bad.Parse()
	isErr(t, "parse invalid key", err, ErrBadPublicKey)
	_, err = pk.Parse()
	isErr(t, "parse key = p", err, ErrBadPublicKey)
	_, err = nilX.Parse()
	isErr(t, "parse nil key", err, ErrNullArg)
	isErr(t, "parsed verify r = p", px.VerifySchnorr(&rp, msg[:]), ErrBadSignature)
	isErr(t, "parsed verify s = n", px.VerifySchnorr(&sn, msg[:]), ErrBadSignature)
	isErr(t, "parsed verify nil sig", px.VerifySchnorr(nilSig, msg[:]), ErrNullArg)
	var nilPX *ParsedXOnlyPublicKey
	isErr(t, "parsed verify nil key", nilPX.VerifySchnorr(&sig, msg[:]), ErrNullArg)
	_, err = nilPX.XOnly()
	isErr(t, "serialize nil parsed key", err, ErrNullArg)
	var zeroPX ParsedXOnlyPublicKey
	isErr(t, "parsed verify zero key", zeroPX.VerifySchnorr(&sig, msg[:]), ErrBadPublicKey)
	_, err = zeroPX.XOnly()
	isErr(t, "serialize zero parsed key", err, ErrBadPublicKey)
	// A corrupted object (y changed: off the curve) and the negated point (odd y) are
	// rejected, never taken as another key.
	corrupt := px
	corrupt.data[40] ^= 1
	isErr(t, "parsed verify corrupted key", corrupt.VerifySchnorr(&sig, msg[:]), ErrBadPublicKey)
	_, err = corrupt.XOnly()
	isErr(t, "serialize corrupted key", err, ErrBadPublicKey)
	neg := px
	for i, c := 63, 0; i >= 32; i-- { // y -> p - y, big-endian subtraction
		d := int(fieldP[i-32]) - int(px.data[i]) - c
		c = 0
		if d < 0 {
			d += 256
			c = 1
		}
		neg.data[i] = byte(d)
	}
	isErr(t, "parsed verify odd-y key", neg.VerifySchnorr(&sig, msg[:]), ErrBadPublicKey)
}

func TestECDH(t *testing.T) {
	g := newRNG(t, 30)
	for i := 0; i < iters(32); i++ {
		a, b := SecretKey(g.SecretKey()), SecretKey(g.SecretKey())
		pa, _ := a.PublicKey()
		pb, _ := b.PublicKey()
		ab, err := a.ECDH(&pb)
		isErr(t, "ECDH a*B", err, nil)
		ba, err := b.ECDH(&pa)
		isErr(t, "ECDH b*A", err, nil)
		if ab != ba {
			t.Fatal("ECDH is not symmetric")
		}
		abx, err := a.ECDHX(&pb)
		isErr(t, "ECDHX", err, nil)
		bax, _ := b.ECDHX(&pa)
		if abx != bax {
			t.Fatal("ECDHX is not symmetric")
		}
		// ECDHX is x(a*B): compare with the public key of a*b (tweak_mul).
		shared := pb
		ak := [32]byte(a)
		isErr(t, "TweakMul", shared.TweakMul(&ak), nil)
		sx, _, _ := shared.XOnly()
		if sx != abx {
			t.Fatal("ECDHX != x(a*B)")
		}
		// ECDH is SHA-256 of the compressed shared point.
		comp, _ := shared.SerializeCompressed()
		if sha256.Sum256(comp[:]) != ab {
			t.Fatal("ECDH != SHA-256(compressed(a*B))")
		}
	}
	var zero SecretKey
	var zpk PublicKey
	sk := SecretKey(g.SecretKey())
	pk, _ := sk.PublicKey()
	_, err := zero.ECDH(&pk)
	isErr(t, "ECDH zero secret", err, ErrBadSecretKey)
	_, err = zero.ECDHX(&pk)
	isErr(t, "ECDHX zero secret", err, ErrBadSecretKey)
	nk := SecretKey(orderN)
	_, err = nk.ECDHX(&pk)
	isErr(t, "ECDHX secret n", err, ErrBadSecretKey)
	_, err = sk.ECDH(&zpk)
	isErr(t, "ECDH invalid peer", err, ErrBadPublicKey)
	_, err = sk.ECDHX(&zpk)
	isErr(t, "ECDHX invalid peer", err, ErrBadPublicKey)
	_, err = sk.ECDH(nil)
	isErr(t, "ECDH nil peer", err, ErrNullArg)
}
