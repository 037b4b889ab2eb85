package ufsecp

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"testing"
)

func musigHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustKey(t *testing.T, s string) *PublicKey {
	t.Helper()
	pk, err := ParsePublicKey(musigHex(t, s))
	if err != nil {
		t.Fatalf("key %s: %v", s, err)
	}
	return &pk
}

// BIP-327 key_agg_vectors.json, valid cases: the x-only aggregate key.
func TestMusigKeyAggVectors(t *testing.T) {
	var v struct {
		Pubkeys []string `json:"pubkeys"`
		Valid   []struct {
			KeyIndices []int  `json:"key_indices"`
			Expected   string `json:"expected"`
		} `json:"valid_test_cases"`
	}
	if err := json.Unmarshal(mustVector(t, "bip327/key_agg_vectors.json"), &v); err != nil {
		t.Fatal(err)
	}
	for i, c := range v.Valid {
		var keys []*PublicKey
		for _, k := range c.KeyIndices {
			keys = append(keys, mustKey(t, v.Pubkeys[k]))
		}
		agg, err := MusigAggregateKeys(keys...)
		if err != nil {
			t.Fatal(err)
		}
		x, err := agg.XOnlyPublicKey()
		if err != nil || !bytes.Equal(x[:], musigHex(t, c.Expected)) {
			t.Errorf("case %d: %x, %v", i, x, err)
		}
	}
	if len(v.Valid) != 4 {
		t.Errorf("%d valid cases", len(v.Valid))
	}
}

// BIP-327 sig_agg_vectors.json, valid cases: tweaks, session, aggregation, BIP-340 verify.
func TestMusigSigAggVectors(t *testing.T) {
	var v struct {
		Pubkeys, Tweaks, Psigs []string
		Msg                    string
		Valid                  []struct {
			Aggnonce     string `json:"aggnonce"`
			KeyIndices   []int  `json:"key_indices"`
			TweakIndices []int  `json:"tweak_indices"`
			IsXonly      []bool `json:"is_xonly"`
			PsigIndices  []int  `json:"psig_indices"`
			Expected     string `json:"expected"`
		} `json:"valid_test_cases"`
	}
	if err := json.Unmarshal(mustVector(t, "bip327/sig_agg_vectors.json"), &v); err != nil {
		t.Fatal(err)
	}
	msg := musigHex(t, v.Msg)
	for i, c := range v.Valid {
		var keys []*PublicKey
		for _, k := range c.KeyIndices {
			keys = append(keys, mustKey(t, v.Pubkeys[k]))
		}
		agg, err := MusigAggregateKeys(keys...)
		if err != nil {
			t.Fatal(err)
		}
		for j, ti := range c.TweakIndices {
			var tw [32]byte
			copy(tw[:], musigHex(t, v.Tweaks[ti]))
			if c.IsXonly[j] {
				_, err = agg.TweakAddXOnly(&tw)
			} else {
				_, err = agg.TweakAdd(&tw)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		an, err := ParseMusigAggNonce(musigHex(t, c.Aggnonce))
		if err != nil {
			t.Fatal(err)
		}
		s, err := NewMusigSession(&an, msg, agg, nil)
		if err != nil {
			t.Fatal(err)
		}
		var ps []*MusigPartialSig
		for _, pi := range c.PsigIndices {
			p, err := ParseMusigPartialSig(musigHex(t, v.Psigs[pi]))
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, &p)
		}
		sig, err := s.Aggregate(ps...)
		if err != nil || !bytes.Equal(sig[:], musigHex(t, c.Expected)) {
			t.Errorf("case %d: %x, %v", i, sig, err)
		}
		x, _ := agg.XOnlyPublicKey()
		if err := x.VerifySchnorr(&sig, msg); err != nil {
			t.Errorf("case %d: verify: %v", i, err)
		}
	}
}

// BIP-327 sign_verify_vectors.json, valid cases (the secnonce imported from the vector).
func TestMusigSignVectors(t *testing.T) {
	var v struct {
		Sk                                  string
		Pubkeys, Secnonces, Aggnonces, Msgs []string
		Valid                               []struct {
			KeyIndices    []int  `json:"key_indices"`
			AggnonceIndex int    `json:"aggnonce_index"`
			MsgIndex      int    `json:"msg_index"`
			Expected      string `json:"expected"`
		} `json:"valid_test_cases"`
	}
	if err := json.Unmarshal(mustVector(t, "bip327/sign_verify_vectors.json"), &v); err != nil {
		t.Fatal(err)
	}
	var sk SecretKey
	copy(sk[:], musigHex(t, v.Sk))
	kp, err := NewKeypair(&sk)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range v.Valid {
		var keys []*PublicKey
		for _, k := range c.KeyIndices {
			keys = append(keys, mustKey(t, v.Pubkeys[k]))
		}
		agg, _ := MusigAggregateKeys(keys...)
		an, _ := ParseMusigAggNonce(musigHex(t, v.Aggnonces[c.AggnonceIndex]))
		s, err := NewMusigSession(&an, musigHex(t, v.Msgs[c.MsgIndex]), agg, nil)
		if err != nil {
			t.Fatal(err)
		}
		var raw [97]byte
		copy(raw[:], musigHex(t, v.Secnonces[0]))
		sn, err := musigSecNonceImport(&raw)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := s.SignVerified(sn, &kp) // an imported nonce: the self-checking variant
		b, _ := ps.Bytes()
		if err != nil || !bytes.Equal(b[:], musigHex(t, c.Expected)) {
			t.Errorf("case %d: %x, %v", i, b, err)
		}
	}
}

type musigSigner struct {
	sk SecretKey
	kp Keypair
	pk PublicKey
}

func newMusigSigner(t *testing.T) *musigSigner {
	t.Helper()
	sk, err := GenerateSecretKey()
	if err != nil {
		t.Fatal(err)
	}
	kp, _ := NewKeypair(&sk)
	pk, _ := sk.PublicKey()
	return &musigSigner{sk, kp, pk}
}

// A whole session of n signers with a tweak; optionally with an adaptor point.
func musigRun(t *testing.T, n int, msg []byte, adaptor *PublicKey) (SchnorrSignature, XOnlyPublicKey, int) {
	t.Helper()
	signers := make([]*musigSigner, n)
	keys := make([]*PublicKey, n)
	for i := range signers {
		signers[i] = newMusigSigner(t)
		keys[i] = &signers[i].pk
	}
	if err := MusigSortKeys(keys); err != nil {
		t.Fatal(err)
	}
	agg, err := MusigAggregateKeys(keys...)
	if err != nil {
		t.Fatal(err)
	}
	tw := [32]byte{1, 2, 3}
	if _, err := agg.TweakAddXOnly(&tw); err != nil {
		t.Fatal(err)
	}
	x, _ := agg.XOnlyPublicKey()
	sns := make([]*MusigSecNonce, n)
	pns := make([]*MusigPubNonce, n)
	for i, s := range signers {
		sn, pn, err := MusigNonceGen(&s.sk, &s.pk, &x, msg, nil)
		if err != nil {
			t.Fatal(err)
		}
		sns[i], pns[i] = sn, &pn
	}
	an, err := MusigAggregateNonces(pns...)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := NewMusigSession(&an, msg, agg, adaptor)
	if err != nil {
		t.Fatal(err)
	}
	psigs := make([]*MusigPartialSig, n)
	for i, s := range signers {
		ps, err := sess.Sign(sns[i], &s.kp)
		if err != nil {
			t.Fatal(err)
		}
		if err := sess.Verify(&ps, pns[i], &s.pk); err != nil {
			t.Fatal(err)
		}
		psigs[i] = &ps
	}
	sig, err := sess.Aggregate(psigs...)
	if err != nil {
		t.Fatal(err)
	}
	parity, _ := sess.NonceParity()
	return sig, x, parity
}

func TestMusigSession(t *testing.T) {
	for _, n := range []int{1, 2, 5, 17} {
		msg := []byte("ufsecp musig session")
		sig, x, _ := musigRun(t, n, msg, nil)
		if err := x.VerifySchnorr(&sig, msg); err != nil {
			t.Errorf("n=%d: %v", n, err)
		}
	}
}

func TestMusigSecNonceSingleUse(t *testing.T) {
	a, b := newMusigSigner(t), newMusigSigner(t)
	agg, _ := MusigAggregateKeys(&a.pk, &b.pk)
	sa, pa, _ := MusigNonceGen(&a.sk, &a.pk, nil, nil, nil)
	_, pb, _ := MusigNonceGen(&b.sk, &b.pk, nil, nil, nil)
	an, _ := MusigAggregateNonces(&pa, &pb)
	sess, _ := NewMusigSession(&an, []byte("m"), agg, nil)
	// The wrong key: refused, nonce intact.
	if _, err := sess.Sign(sa, &b.kp); !errors.Is(err, ErrSecNonceKeyMismatch) {
		t.Fatalf("wrong key: %v", err)
	}
	if _, err := sess.Sign(sa, &a.kp); err != nil {
		t.Fatal(err)
	}
	// Zeroed on use, refused afterwards.
	if sa.data != [260]byte{} {
		t.Error("secret nonce not zeroed after signing")
	}
	if _, err := sess.Sign(sa, &a.kp); !errors.Is(err, ErrBadSecNonce) {
		t.Errorf("second use: %v", err)
	}
	// SignVerified: same refusals, and the same partial signature as Sign.
	sv, pv, _ := MusigNonceGen(&a.sk, &a.pk, nil, nil, nil)
	sw, pw, _ := MusigNonceGen(&b.sk, &b.pk, nil, nil, nil)
	an2, _ := MusigAggregateNonces(&pv, &pw)
	sess2, _ := NewMusigSession(&an2, []byte("m2"), agg, nil)
	if _, err := sess2.SignVerified(sv, &b.kp); !errors.Is(err, ErrSecNonceKeyMismatch) {
		t.Fatalf("verified, wrong key: %v", err)
	}
	svCopy := MusigSecNonce{data: sv.data}
	psv, err := sess2.SignVerified(sv, &a.kp)
	if err != nil {
		t.Fatal(err)
	}
	psp, err := sess2.Sign(&svCopy, &a.kp)
	if err != nil || psv != psp {
		t.Errorf("Sign and SignVerified differ: %v", err)
	}
	if err := sess2.Verify(&psv, &pv, &a.pk); err != nil {
		t.Error(err)
	}
	if _, err := sess2.SignVerified(sv, &a.kp); !errors.Is(err, ErrBadSecNonce) {
		t.Errorf("verified, second use: %v", err)
	}
	sw.Wipe()
	// A zero-value (never generated) nonce, and a wiped one.
	if _, err := sess.Sign(new(MusigSecNonce), &a.kp); !errors.Is(err, ErrBadSecNonce) {
		t.Errorf("zero nonce: %v", err)
	}
	sc, _, _ := MusigNonceGenCounter(1, &a.kp, nil, nil, nil)
	sc.Wipe()
	if _, err := sess.Sign(sc, &a.kp); !errors.Is(err, ErrBadSecNonce) {
		t.Errorf("wiped nonce: %v", err)
	}
}

func TestMusigAdaptor(t *testing.T) {
	seen := [2]bool{}
	for r := 0; r < 64 && !(seen[0] && seen[1]); r++ {
		secret, _ := GenerateSecretKey()
		T, _ := secret.PublicKey()
		msg := []byte{byte(r)}
		pre, x, parity := musigRun(t, 3, msg, &T)
		seen[parity] = true
		if x.VerifySchnorr(&pre, msg) == nil {
			t.Fatal("a pre-signature verified")
		}
		sig, err := MusigAdapt(&pre, &secret, parity)
		if err != nil {
			t.Fatal(err)
		}
		if err := x.VerifySchnorr(&sig, msg); err != nil {
			t.Fatalf("adapted signature: %v", err)
		}
		got, err := MusigExtractAdaptor(&sig, &pre, parity)
		if err != nil || got != secret {
			t.Fatalf("extracted adaptor: %v", err)
		}
	}
	if !seen[0] || !seen[1] {
		t.Error("both nonce parities not reached")
	}
}

func TestMusigParseErrors(t *testing.T) {
	if _, err := ParseMusigPubNonce(make([]byte, 66)); !errors.Is(err, ErrBadPubNonce) {
		t.Errorf("zero pubnonce: %v", err)
	}
	if _, err := ParseMusigPubNonce(make([]byte, 65)); !errors.Is(err, ErrBadLength) {
		t.Errorf("short pubnonce: %v", err)
	}
	if _, err := ParseMusigAggNonce(make([]byte, 66)); err != nil {
		t.Errorf("infinite aggnonce: %v", err)
	}
	if _, err := ParseMusigPartialSig(bytes.Repeat([]byte{0xff}, 32)); !errors.Is(err, ErrBadPartialSig) {
		t.Errorf("psig >= n: %v", err)
	}
	var zero MusigKeyAgg
	if _, err := zero.PublicKey(); !errors.Is(err, ErrBadKeyAggCache) {
		t.Errorf("zero cache: %v", err)
	}
}

func TestMusigVerifyAll(t *testing.T) {
	const n = 5
	signers := make([]*musigSigner, n)
	keys := make([]*PublicKey, n)
	for i := range signers {
		signers[i] = newMusigSigner(t)
		keys[i] = &signers[i].pk
	}
	agg, err := MusigAggregateKeys(keys...)
	if err != nil {
		t.Fatal(err)
	}
	sns := make([]*MusigSecNonce, n)
	pns := make([]*MusigPubNonce, n)
	for i, s := range signers {
		sn, pn, err := MusigNonceGen(&s.sk, &s.pk, nil, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		sns[i], pns[i] = sn, &pn
	}
	an, _ := MusigAggregateNonces(pns...)
	sess, err := NewMusigSession(&an, []byte("verify all"), agg, nil)
	if err != nil {
		t.Fatal(err)
	}
	sigs := make([]*MusigPartialSig, n)
	for i, s := range signers {
		ps, err := sess.Sign(sns[i], &s.kp)
		if err != nil {
			t.Fatal(err)
		}
		sigs[i] = &ps
	}
	if bad, err := sess.VerifyAll(sigs, pns, keys); err != nil || bad != -1 {
		t.Fatalf("valid set: %d, %v", bad, err)
	}
	// Signer 3 sends signer 1's partial signature: named.
	sigs[3] = sigs[1]
	if bad, err := sess.VerifyAll(sigs, pns, keys); !errors.Is(err, ErrVerifyFailed) || bad != 3 {
		t.Errorf("cheater: %d, %v", bad, err)
	}
	if _, err := sess.VerifyAll(sigs[:2], pns, keys); !errors.Is(err, ErrBadArg) {
		t.Errorf("unequal slices: %v", err)
	}
}
