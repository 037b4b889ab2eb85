// ufsecp Go binding — precomputed-key verification: the same verdict as the ordinary
// verification on the BIP-340 vectors and on random valid and mutated signatures; the zero
// value and a corrupted object rejected.

package ufsecp

import (
	"bytes"
	"encoding/csv"
	"encoding/hex"
	"testing"
)

func TestPrecomputedBIP340Vectors(t *testing.T) {
	rows, err := csv.NewReader(bytes.NewReader(mustVector(t, "bip340/test-vectors.csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, row := range rows[1:] {
		pkBytes, _ := hex.DecodeString(row[2])
		msg, _ := hex.DecodeString(row[4])
		sigBytes, _ := hex.DecodeString(row[5])
		var sig SchnorrSignature
		copy(sig[:], sigBytes)
		x := XOnlyPublicKey(pkBytes)
		want := x.VerifySchnorr(&sig, msg)
		pre, err := x.Precompute()
		if err != nil {
			isErr(t, "vector "+row[0]+": precompute of a key the ordinary verify rejects", want, ErrBadPublicKey)
			isErr(t, "vector "+row[0]+": precompute", err, ErrBadPublicKey)
			continue
		}
		if got := pre.VerifySchnorr(&sig, msg); got != want {
			t.Errorf("vector %s: precomputed verify says %v, ordinary %v", row[0], got, want)
		}
		checked++
	}
	if checked < 17 {
		t.Fatalf("checked %d vectors through a precomputed key, want at least 17", checked)
	}
}

func TestPrecomputedRandom(t *testing.T) {
	g := newRNG(t, 31)
	for i := 0; i < iters(24); i++ {
		sk := SecretKey(g.SecretKey())
		pk, _ := sk.PublicKey()
		pre, err := pk.Precompute()
		isErr(t, "precompute", err, nil)
		kp, _ := NewKeypair(&sk)
		x, _ := kp.XOnlyPublicKey()
		xpre, err := x.Precompute()
		isErr(t, "x-only precompute", err, nil)
		for j := 0; j < 4; j++ {
			hash := g.B32()
			sig, _ := sk.SignECDSA(&hash)
			ssig, _ := kp.SignSchnorr(hash[:], nil)
			if j%2 == 1 { // a mutated signature or message must fail the same way
				sig[g.IntN(64)] ^= byte(1 << g.IntN(8))
				ssig[g.IntN(64)] ^= byte(1 << g.IntN(8))
			}
			if got, want := pre.VerifyECDSA(&sig, &hash), pk.VerifyECDSA(&sig, &hash); got != want {
				t.Fatalf("ECDSA: precomputed %v, ordinary %v", got, want)
			}
			if got, want := xpre.VerifySchnorr(&ssig, hash[:]), x.VerifySchnorr(&ssig, hash[:]); got != want {
				t.Fatalf("Schnorr: precomputed %v, ordinary %v", got, want)
			}
			if j%2 == 0 {
				isErr(t, "valid ECDSA", pre.VerifyECDSA(&sig, &hash), nil)
				isErr(t, "valid Schnorr", xpre.VerifySchnorr(&ssig, hash[:]), nil)
			}
		}
	}
}

func TestPrecomputedErrors(t *testing.T) {
	var sig ECDSASignature
	var ssig SchnorrSignature
	var hash [32]byte
	var zero PrecomputedPublicKey
	var xzero PrecomputedXOnlyPublicKey
	isErr(t, "zero object (ECDSA)", zero.VerifyECDSA(&sig, &hash), ErrBadPublicKey)
	isErr(t, "zero object (Schnorr)", xzero.VerifySchnorr(&ssig, hash[:]), ErrBadPublicKey)
	var bad PublicKey
	if pre, err := bad.Precompute(); pre != nil || err == nil {
		t.Fatal("zero public key precomputed")
	}
	var badx XOnlyPublicKey
	for i := range badx {
		badx[i] = 0xFF // x >= p
	}
	if pre, err := badx.Precompute(); pre != nil {
		t.Fatal("x >= p precomputed")
	} else {
		isErr(t, "x >= p", err, ErrBadPublicKey)
	}
	// A corrupted header is rejected.
	sk := SecretKey(newRNG(t, 32).SecretKey())
	pk, _ := sk.PublicKey()
	pre, _ := pk.Precompute()
	sig, _ = sk.SignECDSA(&hash)
	isErr(t, "intact", pre.VerifyECDSA(&sig, &hash), nil)
	pre.data[5] ^= 1
	isErr(t, "corrupted header", pre.VerifyECDSA(&sig, &hash), ErrBadPublicKey)
}
