// ufsecp Go binding — ECDSA tests: RFC 6979 known answers, round trips (sign/verify,
// DER, recovery), normalization, and every error path.

package ufsecp

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
)

type ecdsaVectorFile struct {
	Valid struct {
		ECDSA []struct {
			D         string `json:"d"`
			Message   string `json:"message"`
			Signature struct {
				R string `json:"r"`
				S string `json:"s"`
			} `json:"signature"`
		} `json:"ecdsa"`
	} `json:"valid"`
	Invalid struct {
		Verify []struct {
			Description string `json:"description"`
			D           string `json:"d"`
			Message     string `json:"message"`
			Signature   struct {
				R string `json:"r"`
				S string `json:"s"`
			} `json:"signature"`
		} `json:"verify"`
	} `json:"invalid"`
}

// hexScalar32 left-pads a hex number to 32 bytes; ok is false if it does not fit or is
// negative.
func hexScalar32(s string) (out [32]byte, ok bool) {
	if strings.HasPrefix(s, "-") {
		return out, false
	}
	v, good := new(big.Int).SetString(s, 16)
	if !good || v.BitLen() > 256 {
		return out, false
	}
	v.FillBytes(out[:])
	return out, true
}

func TestECDSAKnownAnswers(t *testing.T) {
	raw := mustVector(t, "rfc6979/bitcoinjs-lib_ecdsa.json")
	var f ecdsaVectorFile
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Valid.ECDSA) < 5 || len(f.Invalid.Verify) < 3 {
		t.Fatalf("vector file has %d valid / %d invalid entries", len(f.Valid.ECDSA), len(f.Invalid.Verify))
	}
	for i, v := range f.Valid.ECDSA {
		d, _ := hexScalar32(v.D)
		sk := SecretKey(d)
		hash := sha256.Sum256([]byte(v.Message))
		sig, err := sk.SignECDSA(&hash)
		isErr(t, "sign", err, nil)
		r, _ := hexScalar32(v.Signature.R)
		s, _ := hexScalar32(v.Signature.S)
		if !bytes.Equal(sig[:32], r[:]) || !bytes.Equal(sig[32:], s[:]) {
			t.Errorf("vector %d: signature %x, want r=%x s=%x", i, sig, r, s)
		}
		pk, _ := sk.PublicKey()
		isErr(t, "verify known answer", pk.VerifyECDSA(&sig, &hash), nil)
	}
	verified := 0
	for _, v := range f.Invalid.Verify {
		d, _ := hexScalar32(v.D)
		sk := SecretKey(d)
		pk, err := sk.PublicKey()
		isErr(t, v.Description+": key", err, nil)
		r, okR := hexScalar32(v.Signature.R)
		s, okS := hexScalar32(v.Signature.S)
		if !okR || !okS {
			continue // a negative number has no 32-byte encoding: nothing to feed in
		}
		var sig ECDSASignature
		copy(sig[:32], r[:])
		copy(sig[32:], s[:])
		hash := sha256.Sum256([]byte(v.Message))
		if err := pk.VerifyECDSA(&sig, &hash); err != ErrVerifyFailed && err != ErrBadSignature {
			t.Errorf("%s: verify gave %v", v.Description, err)
		}
		verified++
	}
	if verified == 0 {
		t.Fatal("no invalid vector was checked")
	}
}

func TestECDSARoundTrips(t *testing.T) {
	g := newRNG(t, 10)
	for i := 0; i < iters(48); i++ {
		sk := SecretKey(g.SecretKey())
		pk, _ := sk.PublicKey()
		hash := g.B32()
		sig, err := sk.SignECDSA(&hash)
		isErr(t, "sign", err, nil)
		isErr(t, "verify", pk.VerifyECDSA(&sig, &hash), nil)
		if again, _ := sk.SignECDSA(&hash); again != sig {
			t.Fatal("RFC 6979 signing is not deterministic")
		}
		// Low-S always.
		if new(big.Int).SetBytes(sig[32:]).Cmp(new(big.Int).Rsh(bigN, 1)) > 0 {
			t.Fatal("high-S signature produced")
		}
		// Wrong message, wrong key.
		other := hash
		other[g.IntN(32)] ^= byte(1 << g.IntN(8))
		isErr(t, "verify other message", pk.VerifyECDSA(&sig, &other), ErrVerifyFailed)
		sk2 := SecretKey(g.SecretKey())
		pk2, _ := sk2.PublicKey()
		isErr(t, "verify other key", pk2.VerifyECDSA(&sig, &hash), ErrVerifyFailed)

		// Extra nonce data changes the signature but it still verifies.
		extra := g.B32()
		sigE, err := sk.SignECDSAWithNonceData(&hash, &extra)
		isErr(t, "sign with extra", err, nil)
		if sigE == sig {
			t.Fatal("extra data did not change the nonce")
		}
		isErr(t, "verify extra", pk.VerifyECDSA(&sigE, &hash), nil)

		// DER round trip, strict and lax.
		der, err := sig.DER()
		isErr(t, "DER", err, nil)
		if len(der) < 8 || len(der) > MaxECDSASignatureDERSize || der[0] != 0x30 {
			t.Fatalf("DER %x", der)
		}
		back, err := ParseECDSASignatureDER(der)
		isErr(t, "parse DER", err, nil)
		backLax, err := ParseECDSASignatureDERLax(der)
		isErr(t, "parse DER lax", err, nil)
		if back != sig || backLax != sig {
			t.Fatal("DER round trip")
		}
		prefix := []byte{0xAA}
		app, err := sig.AppendDER(prefix)
		isErr(t, "AppendDER", err, nil)
		if !bytes.Equal(app, append([]byte{0xAA}, der...)) {
			t.Fatal("AppendDER")
		}

		// High-S twin: rejected by verify, fixed by Normalize.
		high := sig
		new(big.Int).Sub(bigN, new(big.Int).SetBytes(sig[32:])).FillBytes(high[32:])
		isErr(t, "verify high-S", pk.VerifyECDSA(&high, &hash), ErrVerifyFailed)
		was, err := high.Normalize()
		isErr(t, "normalize", err, nil)
		if !was || high != sig {
			t.Fatal("normalize high-S")
		}
		was, err = high.Normalize()
		if err != nil || was || high != sig {
			t.Fatal("normalize low-S must change nothing")
		}

		// Recovery: the same signature bytes, and the recovered key is pk.
		rsig, recid, err := sk.SignECDSARecoverable(&hash)
		isErr(t, "sign recoverable", err, nil)
		if rsig != sig || recid < 0 || recid > 3 {
			t.Fatalf("recoverable signature differs or recid %d", recid)
		}
		rec, err := RecoverPublicKey(&rsig, recid, &hash)
		isErr(t, "recover", err, nil)
		if rec != pk {
			t.Fatal("recovered a different key")
		}
		if rec2, err := RecoverPublicKey(&rsig, recid^1, &hash); err == nil && rec2 == pk {
			t.Fatal("the wrong recovery id recovered the same key")
		}
	}
}

func TestECDSAErrors(t *testing.T) {
	g := newRNG(t, 11)
	sk := SecretKey(g.SecretKey())
	pk, _ := sk.PublicKey()
	hash := g.B32()
	sig, _ := sk.SignECDSA(&hash)
	var zeroSK SecretKey
	var zeroPK PublicKey
	var nilSig *ECDSASignature

	_, err := zeroSK.SignECDSA(&hash)
	isErr(t, "sign with zero key", err, ErrBadSecretKey)
	nk := SecretKey(orderN)
	_, err = nk.SignECDSA(&hash)
	isErr(t, "sign with n", err, ErrBadSecretKey)
	_, err = sk.SignECDSA(nil)
	isErr(t, "sign nil hash", err, ErrNullArg)
	_, _, err = zeroSK.SignECDSARecoverable(&hash)
	isErr(t, "sign recoverable zero key", err, ErrBadSecretKey)

	isErr(t, "verify zero key", zeroPK.VerifyECDSA(&sig, &hash), ErrBadPublicKey)
	isErr(t, "verify nil sig", pk.VerifyECDSA(nilSig, &hash), ErrNullArg)
	isErr(t, "verify nil hash", pk.VerifyECDSA(&sig, nil), ErrNullArg)
	rZero := sig
	clear(rZero[:32])
	// r = 0 is encodable (as in libsecp256k1's compact parser) but never valid.
	isErr(t, "verify r = 0", pk.VerifyECDSA(&rZero, &hash), ErrVerifyFailed)
	sN := sig
	copy(sN[32:], orderN[:])
	isErr(t, "verify s = n", pk.VerifyECDSA(&sN, &hash), ErrBadSignature)
	rN := sig
	copy(rN[:32], orderN[:])
	isErr(t, "verify r = n", pk.VerifyECDSA(&rN, &hash), ErrBadSignature)

	keep := sN
	_, err = sN.Normalize()
	isErr(t, "normalize s = n", err, ErrBadSignature)
	if sN != keep {
		t.Error("failed normalize changed the signature")
	}
	_, err = nilSig.Normalize()
	isErr(t, "normalize nil", err, ErrNullArg)
	dst := []byte{1, 2, 3}
	out, err := sN.AppendDER(dst)
	isErr(t, "AppendDER invalid", err, ErrBadSignature)
	if !bytes.Equal(out, dst) {
		t.Error("AppendDER changed dst on error")
	}
	_, err = nilSig.DER()
	isErr(t, "DER nil", err, ErrNullArg)

	// DER parsing: empty, garbage, truncated, trailing byte; lax accepts padding strict rejects.
	der, _ := sig.DER()
	for name, b := range map[string][]byte{
		"empty":     nil,
		"garbage":   {0x01, 0x02, 0x03},
		"truncated": der[:len(der)-1],
		"trailing":  append(append([]byte{}, der...), 0x00),
	} {
		_, err := ParseECDSASignatureDER(b)
		isErr(t, "strict DER "+name, err, ErrBadSignature)
	}
	_, err = ParseECDSASignatureDERLax(nil)
	isErr(t, "lax DER empty", err, ErrBadSignature)
	// r with an unnecessary leading zero byte: invalid DER, accepted by the lax parser.
	r := sig[:32]
	s := sig[32:]
	padded := []byte{0x30, 0, 0x02, byte(len(r) + 1), 0x00}
	padded = append(padded, r...)
	padded = append(padded, 0x02, byte(len(s)))
	padded = append(padded, s...)
	padded[1] = byte(len(padded) - 2)
	if r[0] < 0x80 { // a leading 0x00 before a byte < 0x80 is the non-minimal case
		_, err = ParseECDSASignatureDER(padded)
		isErr(t, "strict DER with padding", err, ErrBadSignature)
		lax, err := ParseECDSASignatureDERLax(padded)
		isErr(t, "lax DER with padding", err, nil)
		if lax != sig {
			t.Error("lax parse of padded DER")
		}
	}

	// Recovery errors.
	for _, id := range []int{-1, 4, 1 << 32, -1 << 40} {
		_, err := RecoverPublicKey(&sig, id, &hash)
		isErr(t, "recover bad id", err, ErrBadRecoveryID)
	}
	_, err = RecoverPublicKey(&sN, 0, &hash)
	isErr(t, "recover s = n", err, ErrBadSignature)
	_, err = RecoverPublicKey(nilSig, 0, &hash)
	isErr(t, "recover nil sig", err, ErrNullArg)
	// r = 5 is the x of no curve point, so nothing can be recovered with recid 0 or 1.
	noPoint := sig
	x5 := smallScalar(5)
	copy(noPoint[:32], x5[:])
	_, err = RecoverPublicKey(&noPoint, 0, &hash)
	isErr(t, "recover from r with no point", err, ErrRecoveryFailed)
	// recid 2/3 mean x = r + n, which exists only when r + n < p (r below about 2^128).
	pMinusN := new(big.Int).Sub(new(big.Int).SetBytes(fieldP[:]), bigN)
	if new(big.Int).SetBytes(sig[:32]).Cmp(pMinusN) >= 0 {
		_, err = RecoverPublicKey(&sig, 2, &hash)
		isErr(t, "recover with recid 2", err, ErrRecoveryFailed)
	}
}
