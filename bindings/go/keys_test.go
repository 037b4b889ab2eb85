// ufsecp Go binding — tests of errors and keys: status codes, secret keys, public keys,
// x-only keys, keypairs and tweaks (laws, round trips, every error path).

package ufsecp

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"testing"
)

func TestStatusMatchesC(t *testing.T) {
	for s := Status(0); s <= 72; s++ { // past the last code (59): "unknown status" there
		if got, want := s.Name(), cStatusName(s); got != want {
			t.Errorf("Status(%d).Name() = %q, C says %q", s, got, want)
		}
	}
	if Status(-1).Name() != "unknown status" || Status(99).Error() != "ufsecp: unknown status 99" {
		t.Errorf("unknown status text: %q / %q", Status(-1).Name(), Status(99).Error())
	}
	if got := ErrBadSecretKey.Error(); got != "ufsecp: secret key is zero or not below the group order (UFSECP_ERR_BAD_SECKEY)" {
		t.Errorf("ErrBadSecretKey.Error() = %q", got)
	}
	if statusError(0) != nil {
		t.Error("statusError(0) != nil")
	}
	// Sentinels work through wrapping.
	wrapped := fmt.Errorf("loading key: %w", ErrBadSecretKey)
	if !errors.Is(wrapped, ErrBadSecretKey) || errors.Is(wrapped, ErrBadPublicKey) {
		t.Error("errors.Is does not see through wrapping")
	}
	var st Status
	if !errors.As(wrapped, &st) || st != ErrBadSecretKey {
		t.Error("errors.As does not recover the Status")
	}
	if v := Version(); len(v) < 5 || bytes.Count([]byte(v), []byte(".")) != 2 {
		t.Errorf("Version() = %q, want MAJOR.MINOR.PATCH", v)
	}
}

func TestSecretKeyValidation(t *testing.T) {
	one := smallScalar(1)
	nMinus1 := be32(new(big.Int).Sub(bigN, big.NewInt(1)))
	for _, tc := range []struct {
		name string
		key  [32]byte
		want error
	}{
		{"zero", [32]byte{}, ErrBadSecretKey},
		{"one", one, nil},
		{"n-1", nMinus1, nil},
		{"n", orderN, ErrBadSecretKey},
		{"n+1", func() (b [32]byte) { b = orderN; b[31]++; return }(), ErrBadSecretKey},
		{"2^256-1", mustHex32("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"), ErrBadSecretKey},
	} {
		sk := SecretKey(tc.key)
		isErr(t, tc.name+": Validate", sk.Validate(), tc.want)
		got, err := SecretKeyFromBytes(tc.key[:])
		isErr(t, tc.name+": SecretKeyFromBytes", err, tc.want)
		if err == nil && got != sk {
			t.Errorf("%s: SecretKeyFromBytes changed the bytes", tc.name)
		}
		if err != nil && got != (SecretKey{}) {
			t.Errorf("%s: SecretKeyFromBytes returned non-zero key on error", tc.name)
		}
	}
	for _, n := range []int{0, 31, 33, 64} {
		_, err := SecretKeyFromBytes(make([]byte, n))
		isErr(t, fmt.Sprintf("SecretKeyFromBytes(len %d)", n), err, ErrBadLength)
	}
	var nilKey *SecretKey
	isErr(t, "nil Validate", nilKey.Validate(), ErrNullArg)
	nilKey.Wipe() // must not panic

	a, err := GenerateSecretKey()
	isErr(t, "GenerateSecretKey", err, nil)
	b, _ := GenerateSecretKey()
	if a == b || a.Validate() != nil {
		t.Error("GenerateSecretKey: repeated or invalid key")
	}
	a.Wipe()
	if a != (SecretKey{}) {
		t.Error("Wipe left bytes")
	}
}

func TestPublicKeyKnownAnswers(t *testing.T) {
	// 1*G and 3*G (SEC 2 generator; 3*G's x is the first BIP-340 vector's public key).
	g := mustHex("0479BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8")
	one := SecretKey(smallScalar(1))
	pk, err := one.PublicKey()
	isErr(t, "1*G", err, nil)
	unc, err := pk.SerializeUncompressed()
	isErr(t, "serialize", err, nil)
	if !bytes.Equal(unc[:], g) {
		t.Fatalf("1*G = %x", unc)
	}
	comp, _ := pk.SerializeCompressed()
	if comp[0] != 0x02 || !bytes.Equal(comp[1:], g[1:33]) {
		t.Fatalf("1*G compressed = %x", comp)
	}
	three := SecretKey(smallScalar(3))
	x, err := three.XOnlyPublicKey()
	isErr(t, "3*G x-only", err, nil)
	if x != mustHex32("F9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9") {
		t.Fatalf("x(3*G) = %x", x)
	}
}

func TestPublicKeyRoundTripsAndLaws(t *testing.T) {
	g := newRNG(t, 1)
	for i := 0; i < iters(64); i++ {
		sk := SecretKey(g.SecretKey())
		pk, err := sk.PublicKey()
		isErr(t, "PublicKey", err, nil)
		comp, err := pk.SerializeCompressed()
		isErr(t, "SerializeCompressed", err, nil)
		unc, err := pk.SerializeUncompressed()
		isErr(t, "SerializeUncompressed", err, nil)
		p1, err := ParsePublicKey(comp[:])
		isErr(t, "parse compressed", err, nil)
		p2, err := ParsePublicKey(unc[:])
		isErr(t, "parse uncompressed", err, nil)
		if p1 != pk || p2 != pk || !p1.Equal(&p2) {
			t.Fatal("parse(serialize(pk)) != pk")
		}
		if !bytes.Equal(comp[1:], unc[1:33]) || comp[0] != 2+(unc[64]&1) {
			t.Fatal("compressed and uncompressed disagree")
		}
		// x-only form and parity agree with the compressed prefix, and with the secret-key path.
		x, odd, err := pk.XOnly()
		isErr(t, "XOnly", err, nil)
		if !bytes.Equal(x[:], comp[1:]) || odd != (comp[0] == 3) {
			t.Fatal("XOnly disagrees with the compressed encoding")
		}
		x2, err := sk.XOnlyPublicKey()
		isErr(t, "sk.XOnlyPublicKey", err, nil)
		if x2 != x {
			t.Fatal("sk.XOnlyPublicKey != pk.XOnly")
		}
		lifted, err := x.PublicKey()
		isErr(t, "lift_x", err, nil)
		lc, _ := lifted.SerializeCompressed()
		if lc[0] != 0x02 || !bytes.Equal(lc[1:], x[:]) {
			t.Fatal("lift_x did not give the even-y point")
		}

		// Negation: (-sk)*G == -(sk*G), and negating twice is the identity.
		nsk := sk
		isErr(t, "seckey Negate", nsk.Negate(), nil)
		npk := pk
		isErr(t, "pubkey Negate", npk.Negate(), nil)
		if want, _ := nsk.PublicKey(); want != npk {
			t.Fatal("(-sk)*G != -(sk*G)")
		}
		if npk == pk {
			t.Fatal("negation is the identity")
		}
		isErr(t, "negate back", nsk.Negate(), nil)
		if nsk != sk {
			t.Fatal("double negation")
		}

		// Tweaks: (sk+t)*G == sk*G + t*G and (sk*t)*G == t*(sk*G).
		tw := SecretKey(g.SecretKey())
		tw32 := [32]byte(tw)
		ska, pka := sk, pk
		isErr(t, "sk TweakAdd", ska.TweakAdd(&tw32), nil)
		isErr(t, "pk TweakAdd", pka.TweakAdd(&tw32), nil)
		if want, _ := ska.PublicKey(); want != pka {
			t.Fatal("tweak_add laws")
		}
		skm, pkm := sk, pk
		isErr(t, "sk TweakMul", skm.TweakMul(&tw32), nil)
		isErr(t, "pk TweakMul", pkm.TweakMul(&tw32), nil)
		if want, _ := skm.PublicKey(); want != pkm {
			t.Fatal("tweak_mul laws")
		}
		// The tweaked secret matches big-integer arithmetic mod n.
		s, tt := new(big.Int).SetBytes(sk[:]), new(big.Int).SetBytes(tw32[:])
		if be32(new(big.Int).Add(s, tt)) != [32]byte(ska) || be32(new(big.Int).Mul(s, tt)) != [32]byte(skm) {
			t.Fatal("secret tweaks disagree with big.Int")
		}

		// Combine: sk*G + tw*G == (sk+tw)*G; combining one key is the key.
		tpk, _ := tw.PublicKey()
		sum, err := CombinePublicKeys(&pk, &tpk)
		isErr(t, "Combine", err, nil)
		if sum != pka {
			t.Fatal("combine != tweak_add")
		}
		if single, err := CombinePublicKeys(&pk); err != nil || single != pk {
			t.Fatal("combine of one key")
		}
	}
}

func TestParsePublicKeyErrors(t *testing.T) {
	g := newRNG(t, 2)
	sk := SecretKey(g.SecretKey())
	pk, _ := sk.PublicKey()
	comp, _ := pk.SerializeCompressed()
	unc, _ := pk.SerializeUncompressed()

	for _, n := range []int{0, 1, 32, 34, 64, 66} {
		_, err := ParsePublicKey(make([]byte, n))
		isErr(t, fmt.Sprintf("len %d", n), err, ErrBadLength)
	}
	bad := func(name string, b []byte) {
		t.Helper()
		got, err := ParsePublicKey(b)
		isErr(t, name, err, ErrBadPublicKey)
		if got != (PublicKey{}) {
			t.Errorf("%s: non-zero key on error", name)
		}
	}
	for _, prefix := range []byte{0x00, 0x01, 0x04, 0x05, 0xff} {
		c := comp
		c[0] = prefix
		bad(fmt.Sprintf("compressed prefix %#x", prefix), c[:])
	}
	u := unc
	u[0] = 0x02
	bad("uncompressed with prefix 2", u[:])
	u = unc
	u[64] ^= 1 // y no longer on the curve
	bad("uncompressed off the curve", u[:])
	// x = p (not a field element) and x = 5 (no point: 5^3+7 = 132 is not a square mod p).
	xp := append([]byte{0x02}, fieldP[:]...)
	bad("x = p", xp)
	x5 := smallScalar(5)
	bad("x with no point", append([]byte{0x03}, x5[:]...))
}

func TestPublicKeyErrors(t *testing.T) {
	var zero PublicKey
	var nilPK *PublicKey
	tw := smallScalar(7)
	_, err := zero.SerializeCompressed()
	isErr(t, "serialize zero key", err, ErrBadPublicKey)
	_, err = zero.SerializeUncompressed()
	isErr(t, "serialize zero key (uncompressed)", err, ErrBadPublicKey)
	_, err = nilPK.SerializeCompressed()
	isErr(t, "serialize nil", err, ErrNullArg)
	isErr(t, "Negate zero", zero.Negate(), ErrBadPublicKey)
	isErr(t, "Negate nil", nilPK.Negate(), ErrNullArg)
	isErr(t, "TweakAdd zero", zero.TweakAdd(&tw), ErrBadPublicKey)
	isErr(t, "TweakMul zero", zero.TweakMul(&tw), ErrBadPublicKey)
	_, _, err = zero.XOnly()
	isErr(t, "XOnly zero", err, ErrBadPublicKey)
	if zero.Equal(&zero) || nilPK.Equal(nilPK) {
		t.Error("Equal on invalid keys")
	}

	sk := SecretKey(smallScalar(12345))
	pk, _ := sk.PublicKey()
	isErr(t, "TweakAdd nil tweak", pk.TweakAdd(nil), ErrNullArg)
	before := pk
	isErr(t, "TweakAdd tweak = n", pk.TweakAdd(&orderN), ErrBadTweak)
	// pk + (n - sk)*G is the point at infinity.
	negsk := sk
	_ = negsk.Negate()
	negtw := [32]byte(negsk)
	isErr(t, "TweakAdd to infinity", pk.TweakAdd(&negtw), ErrBadTweak)
	var zeroTweak [32]byte
	isErr(t, "TweakMul by 0", pk.TweakMul(&zeroTweak), ErrBadTweak)
	isErr(t, "TweakMul by n", pk.TweakMul(&orderN), ErrBadTweak)
	if pk != before {
		t.Error("failed tweaks changed the key")
	}
	// TweakAdd by 0 is allowed and is the identity.
	isErr(t, "TweakAdd 0", pk.TweakAdd(&zeroTweak), nil)
	if pk != before {
		t.Error("TweakAdd 0 changed the key")
	}

	// Combine errors.
	_, err = CombinePublicKeys()
	isErr(t, "Combine()", err, ErrBadLength)
	_, err = CombinePublicKeys(&pk, nil)
	isErr(t, "Combine with nil", err, ErrNullArg)
	_, err = CombinePublicKeys(&pk, &zero)
	isErr(t, "Combine with invalid", err, ErrBadPublicKey)
	neg := pk
	_ = neg.Negate()
	_, err = CombinePublicKeys(&pk, &neg)
	isErr(t, "Combine P + -P", err, ErrInfinity)
	if !pk.Equal(&before) || pk.Equal(&neg) {
		t.Error("Equal")
	}
}

func TestSecretKeyTweakErrors(t *testing.T) {
	sk := SecretKey(smallScalar(99))
	orig := sk
	tw := smallScalar(1)
	var zero SecretKey
	var nilSK *SecretKey

	isErr(t, "Negate zero", zero.Negate(), ErrBadSecretKey)
	isErr(t, "Negate nil", nilSK.Negate(), ErrNullArg)
	isErr(t, "TweakAdd on zero key", zero.TweakAdd(&tw), ErrBadSecretKey)
	isErr(t, "TweakMul on zero key", zero.TweakMul(&tw), ErrBadSecretKey)
	isErr(t, "TweakAdd nil tweak", sk.TweakAdd(nil), ErrNullArg)
	isErr(t, "TweakAdd tweak = n", sk.TweakAdd(&orderN), ErrBadTweak)
	neg := sk
	_ = neg.Negate()
	negtw := [32]byte(neg)
	isErr(t, "TweakAdd to zero", sk.TweakAdd(&negtw), ErrBadTweak)
	var zeroTweak [32]byte
	isErr(t, "TweakMul by 0", sk.TweakMul(&zeroTweak), ErrBadTweak)
	isErr(t, "TweakMul by n", sk.TweakMul(&orderN), ErrBadTweak)
	if sk != orig {
		t.Error("failed tweaks changed the key")
	}
	_, err := zero.PublicKey()
	isErr(t, "PublicKey of zero", err, ErrBadSecretKey)
	_, err = zero.XOnlyPublicKey()
	isErr(t, "XOnlyPublicKey of zero", err, ErrBadSecretKey)
	nk := SecretKey(orderN)
	_, err = nk.PublicKey()
	isErr(t, "PublicKey of n", err, ErrBadSecretKey)
	_, err = nilSK.PublicKey()
	isErr(t, "PublicKey of nil", err, ErrNullArg)
}

func TestXOnlyKeys(t *testing.T) {
	g := newRNG(t, 3)
	for _, n := range []int{0, 31, 33} {
		_, err := ParseXOnlyPublicKey(make([]byte, n))
		isErr(t, "ParseXOnlyPublicKey length", err, ErrBadLength)
	}
	_, err := ParseXOnlyPublicKey(fieldP[:])
	isErr(t, "x-only = p", err, ErrBadPublicKey)
	x5 := smallScalar(5)
	_, err = ParseXOnlyPublicKey(x5[:])
	isErr(t, "x-only with no point", err, ErrBadPublicKey)
	bad := XOnlyPublicKey(x5)
	_, err = bad.PublicKey()
	isErr(t, "lift invalid", err, ErrBadPublicKey)
	var nilX *XOnlyPublicKey
	_, err = nilX.PublicKey()
	isErr(t, "lift nil", err, ErrNullArg)
	isErr(t, "Validate nil", nilX.Validate(), ErrNullArg)
	tw := g.B32()
	_, err = bad.TweakAdd(&tw)
	isErr(t, "TweakAdd on invalid", err, ErrBadPublicKey)

	for i := 0; i < iters(32); i++ {
		sk := SecretKey(g.SecretKey())
		x, _ := sk.XOnlyPublicKey()
		px, err := ParseXOnlyPublicKey(x[:])
		isErr(t, "parse", err, nil)
		if px != x {
			t.Fatal("ParseXOnlyPublicKey changed the bytes")
		}
		// Taproot: Q = lift_x(x) + t*G; the check accepts (Q.x, parity(Q)) and nothing else.
		tweak := g.B32()
		tweak[0] &= 0x7f // below n
		q, err := x.TweakAdd(&tweak)
		isErr(t, "TweakAdd", err, nil)
		qx, odd, _ := q.XOnly()
		isErr(t, "TweakAddCheck", x.TweakAddCheck(&tweak, &qx, odd), nil)
		isErr(t, "TweakAddCheck wrong parity", x.TweakAddCheck(&tweak, &qx, !odd), ErrVerifyFailed)
		wrong := qx
		wrong[31] ^= 1
		isErr(t, "TweakAddCheck wrong key", x.TweakAddCheck(&tweak, &wrong, odd), ErrVerifyFailed)
		isErr(t, "TweakAddCheck tweak = n", x.TweakAddCheck(&orderN, &qx, odd), ErrBadTweak)
		isErr(t, "TweakAddCheck invalid internal", bad.TweakAddCheck(&tweak, &qx, odd), ErrBadPublicKey)
		_, err = x.TweakAdd(&orderN)
		isErr(t, "TweakAdd tweak = n", err, ErrBadTweak)

		// The same through the keypair: tweaking it gives the secret of Q.
		kp, err := NewKeypair(&sk)
		isErr(t, "NewKeypair", err, nil)
		isErr(t, "Keypair.TweakAddXOnly", kp.TweakAddXOnly(&tweak), nil)
		kpub, _ := kp.PublicKey()
		if kpub != q {
			t.Fatal("keypair tweak disagrees with x-only tweak")
		}
		ksk, _ := kp.SecretKey()
		if p, _ := ksk.PublicKey(); p != q {
			t.Fatal("tweaked keypair's secret does not match its public key")
		}
	}
}

func TestKeypair(t *testing.T) {
	g := newRNG(t, 4)
	sk := SecretKey(g.SecretKey())
	kp, err := NewKeypair(&sk)
	isErr(t, "NewKeypair", err, nil)
	gotSK, err := kp.SecretKey()
	isErr(t, "SecretKey", err, nil)
	if gotSK != sk {
		t.Fatal("keypair secret key")
	}
	pk, _ := sk.PublicKey()
	if got, _ := kp.PublicKey(); got != pk {
		t.Fatal("keypair public key")
	}
	x, _ := sk.XOnlyPublicKey()
	if got, _ := kp.XOnlyPublicKey(); got != x {
		t.Fatal("keypair x-only key")
	}
	// Error paths: invalid secret, zero keypair, wiped keypair, nil, bad tweak.
	zsk := SecretKey{}
	_, err = NewKeypair(&zsk)
	isErr(t, "NewKeypair(0)", err, ErrBadSecretKey)
	_, err = NewKeypair(nil)
	isErr(t, "NewKeypair(nil)", err, ErrNullArg)
	tw := smallScalar(3)
	before := kp
	isErr(t, "TweakAddXOnly n", kp.TweakAddXOnly(&orderN), ErrBadTweak)
	if kp != before {
		t.Fatal("failed tweak changed the keypair")
	}
	var zero Keypair
	var nilKP *Keypair
	for name, k := range map[string]*Keypair{"zero": &zero, "nil": nilKP} {
		want := error(ErrBadKeypair)
		if k == nil {
			want = ErrNullArg
		}
		_, err = k.SecretKey()
		isErr(t, name+" SecretKey", err, want)
		_, err = k.PublicKey()
		isErr(t, name+" PublicKey", err, want)
		_, err = k.XOnlyPublicKey()
		isErr(t, name+" XOnlyPublicKey", err, want)
		isErr(t, name+" TweakAddXOnly", k.TweakAddXOnly(&tw), want)
		_, err = k.SignSchnorr([]byte("m"), nil)
		isErr(t, name+" SignSchnorr", err, want)
	}
	kp.Wipe()
	_, err = kp.SecretKey()
	isErr(t, "wiped keypair", err, ErrBadKeypair)
	nilKP.Wipe() // must not panic

	gk, err := GenerateKeypair()
	isErr(t, "GenerateKeypair", err, nil)
	if _, err := gk.XOnlyPublicKey(); err != nil {
		t.Fatal("generated keypair invalid")
	}
}
