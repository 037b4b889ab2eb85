// ufsecp Go binding — batch verification tests: every entry's verdict equals the single
// verification on random mixes of valid and invalid entries (bad signatures, wrong
// messages, malformed encodings, invalid keys, high-S), for 1 and several threads; the
// error paths, including the thread count. (The benchmark of the per-signature cost is
// BenchmarkSchnorrVerifyBatch in peers/bench_test.go, on the comparison benchmarks' pool.)

package ufsecp

import (
	"errors"
	"fmt"
	"testing"
)

// corruptSchnorr makes entry i invalid in one of several ways.
func corruptSchnorr(g *testRNG, sig *SchnorrSignature, msg *[]byte, key *XOnlyPublicKey) {
	switch g.IntN(5) {
	case 0:
		sig[g.IntN(64)] ^= byte(1 << g.IntN(8))
	case 1:
		*msg = append(append([]byte{}, *msg...), 0x01)
	case 2:
		copy(sig[32:], orderN[:]) // s = n: bad encoding
	case 3:
		*key = XOnlyPublicKey(smallScalar(5)) // not an x coordinate
	case 4:
		copy(sig[:32], fieldP[:]) // r = p
	}
}

func TestSchnorrBatch(t *testing.T) {
	g := newRNG(t, 60)
	for round := 0; round < iters(12); round++ {
		n := []int{1, 2, 3, 7, 16, 64}[round%6]
		sigs := make([]SchnorrSignature, n)
		msgs := make([][]byte, n)
		keys := make([]XOnlyPublicKey, n)
		for i := range n {
			kp := func() Keypair { sk := SecretKey(g.SecretKey()); kp, _ := NewKeypair(&sk); return kp }()
			keys[i], _ = kp.XOnlyPublicKey()
			msgs[i] = make([]byte, g.IntN(3)*20) // lengths 0, 20, 40
			g.Bytes(msgs[i])
			aux := g.B32()
			sigs[i], _ = kp.SignSchnorr(msgs[i], &aux)
		}
		// All valid.
		valid := make([]bool, n)
		isErr(t, "batch of valid signatures", VerifySchnorrBatch(sigs, msgs, keys, valid), nil)
		for i, v := range valid {
			if !v {
				t.Fatalf("entry %d reported invalid", i)
			}
		}
		isErr(t, "batch without valid[]", VerifySchnorrBatch(sigs, msgs, keys, nil), nil)

		// Corrupt a random subset (round 0 of each size: none kept valid at all).
		bad := 0
		for i := range n {
			if g.IntN(3) == 0 || (round < 6 && i == n-1) {
				corruptSchnorr(g, &sigs[i], &msgs[i], &keys[i])
				bad++
			}
		}
		for _, threads := range []int{0, 1, 3} {
			got := make([]bool, n)
			err := VerifySchnorrBatchThreads(threads, sigs, msgs, keys, got)
			want := error(nil)
			if bad > 0 {
				want = ErrVerifyFailed
			}
			isErr(t, fmt.Sprintf("batch (%d threads, %d bad)", threads, bad), err, want)
			for i := range n {
				single := keys[i].VerifySchnorr(&sigs[i], msgs[i]) == nil
				if got[i] != single {
					t.Fatalf("entry %d: batch says %v, single verification says %v", i, got[i], single)
				}
			}
		}
	}
}

func TestECDSABatch(t *testing.T) {
	g := newRNG(t, 61)
	for round := 0; round < iters(8); round++ {
		n := []int{1, 5, 32, 64}[round%4]
		sigs := make([]ECDSASignature, n)
		hashes := make([][32]byte, n)
		keys := make([]PublicKey, n)
		for i := range n {
			sk := SecretKey(g.SecretKey())
			keys[i], _ = sk.PublicKey()
			hashes[i] = g.B32()
			sigs[i], _ = sk.SignECDSA(&hashes[i])
		}
		isErr(t, "ECDSA batch of valid signatures", VerifyECDSABatch(sigs, hashes, keys, nil), nil)
		bad := 0
		for i := range n {
			if g.IntN(3) != 0 {
				continue
			}
			bad++
			switch g.IntN(4) {
			case 0:
				sigs[i][g.IntN(64)] ^= 0x08
			case 1:
				hashes[i][0] ^= 1
			case 2: // the high-S twin of a valid signature: invalid, as in single verification
				sigs[i] = highS(sigs[i])
			case 3:
				keys[i] = PublicKey{} // does not load
			}
		}
		for _, threads := range []int{1, 2} {
			got := make([]bool, n)
			err := VerifyECDSABatchThreads(threads, sigs, hashes, keys, got)
			if (err == nil) != (bad == 0) || (err != nil && err != ErrVerifyFailed) {
				t.Fatalf("ECDSA batch: %v with %d bad entries", err, bad)
			}
			for i := range n {
				single := keys[i].VerifyECDSA(&sigs[i], &hashes[i]) == nil
				if got[i] != single {
					t.Fatalf("ECDSA entry %d: batch %v, single %v", i, got[i], single)
				}
			}
		}
	}
}

// highS returns the signature with s replaced by n - s.
func highS(sig ECDSASignature) ECDSASignature {
	out := sig
	borrow := 0
	for i := 31; i >= 0; i-- {
		d := int(orderN[i]) - int(sig[32+i]) - borrow
		borrow = 0
		if d < 0 {
			d += 256
			borrow = 1
		}
		out[32+i] = byte(d)
	}
	return out
}

// TestBatchMemoryLayouts passes signatures, messages and keys that live inside structs
// holding Go pointers (which cgo forbids handing to C even when pinned): the binding
// copies them to C memory, so this must work and not panic.
func TestBatchMemoryLayouts(t *testing.T) {
	type record struct {
		next *record
		sig  SchnorrSignature
		msg  [32]byte
		key  XOnlyPublicKey
		es   ECDSASignature
		pk   PublicKey
		name string
	}
	g := newRNG(t, 62)
	recs := make([]*record, 8)
	sigs := make([]SchnorrSignature, 0, 8)
	msgs := make([][]byte, 0, 8)
	keys := make([]XOnlyPublicKey, 0, 8)
	var prev *record
	for i := range recs {
		sk := SecretKey(g.SecretKey())
		kp, _ := NewKeypair(&sk)
		r := &record{next: prev, msg: g.B32(), name: "r"}
		r.key, _ = kp.XOnlyPublicKey()
		r.sig, _ = kp.SignSchnorr(r.msg[:], nil)
		r.pk, _ = sk.PublicKey()
		r.es, _ = sk.SignECDSA(&r.msg)
		recs[i], prev = r, r
		sigs = append(sigs, r.sig)
		msgs = append(msgs, r.msg[:]) // points into a struct that holds Go pointers
		keys = append(keys, r.key)
	}
	isErr(t, "messages inside pointerful structs", VerifySchnorrBatch(sigs, msgs, keys, nil), nil)
	type bundle struct {
		owner  *record
		sigs   [8]ECDSASignature
		hashes [8][32]byte
		keys   [8]PublicKey
	}
	bd := &bundle{owner: recs[0]}
	for i, r := range recs {
		bd.sigs[i], bd.hashes[i], bd.keys[i] = r.es, r.msg, r.pk
	}
	isErr(t, "ECDSA arrays inside a pointerful struct", VerifyECDSABatch(bd.sigs[:], bd.hashes[:], bd.keys[:], nil), nil)
}

func TestBatchErrors(t *testing.T) {
	kp, _ := GenerateKeypair()
	x, _ := kp.XOnlyPublicKey()
	sig, _ := kp.SignSchnorr([]byte("m"), nil)
	sigs := []SchnorrSignature{sig}
	msgs := [][]byte{[]byte("m")}
	keys := []XOnlyPublicKey{x}
	isErr(t, "empty batch", VerifySchnorrBatch(nil, nil, nil, nil), nil)
	isErr(t, "msgs length", VerifySchnorrBatch(sigs, nil, keys, nil), ErrBadLength)
	isErr(t, "keys length", VerifySchnorrBatch(sigs, msgs, nil, nil), ErrBadLength)
	isErr(t, "valid length", VerifySchnorrBatch(sigs, msgs, keys, make([]bool, 2)), ErrBadLength)
	isErr(t, "one valid", VerifySchnorrBatch(sigs, msgs, keys, nil), nil)

	sk, _ := kp.SecretKey()
	pk, _ := sk.PublicKey()
	h := [32]byte{1}
	es, _ := sk.SignECDSA(&h)
	isErr(t, "ECDSA empty", VerifyECDSABatch(nil, nil, nil, nil), nil)
	isErr(t, "ECDSA hashes length", VerifyECDSABatch([]ECDSASignature{es}, nil, []PublicKey{pk}, nil), ErrBadLength)
	isErr(t, "ECDSA keys length", VerifyECDSABatch([]ECDSASignature{es}, [][32]byte{h}, nil, nil), ErrBadLength)
	isErr(t, "ECDSA valid length", VerifyECDSABatch([]ECDSASignature{es}, [][32]byte{h}, []PublicKey{pk}, []bool{}), ErrBadLength)
	isErr(t, "ECDSA one valid", VerifyECDSABatch([]ECDSASignature{es}, [][32]byte{h}, []PublicKey{pk}, nil), nil)
}

// TestBatchBadThreadCount: a thread count outside 0..65536 gives ErrBadThreadCount (not
// ErrBadLength, and not a Status), before the lengths are looked at; the bounds work.
func TestBatchBadThreadCount(t *testing.T) {
	g := newRNG(t, 62)
	sk := SecretKey(g.SecretKey())
	kp, _ := NewKeypair(&sk)
	x, _ := kp.XOnlyPublicKey()
	msg := g.B32()
	ss, _ := kp.SignSchnorr(msg[:], nil)
	pk, _ := sk.PublicKey()
	es, _ := sk.SignECDSA(&msg)
	sigs, msgs, keys := []SchnorrSignature{ss}, [][]byte{msg[:]}, []XOnlyPublicKey{x}
	esigs, hashes, pks := []ECDSASignature{es}, [][32]byte{msg}, []PublicKey{pk}
	for _, threads := range []int{-1, -2, maxThreads + 1, 1 << 20, -1 << 40} {
		what := fmt.Sprintf("threads %d", threads)
		isErr(t, "Schnorr "+what, VerifySchnorrBatchThreads(threads, sigs, msgs, keys, nil), ErrBadThreadCount)
		isErr(t, "ECDSA "+what, VerifyECDSABatchThreads(threads, esigs, hashes, pks, nil), ErrBadThreadCount)
		// Checked first: also with slices of different lengths, and with an empty batch.
		isErr(t, "Schnorr lengths "+what, VerifySchnorrBatchThreads(threads, sigs, nil, keys, nil), ErrBadThreadCount)
		isErr(t, "ECDSA empty "+what, VerifyECDSABatchThreads(threads, nil, nil, nil, nil), ErrBadThreadCount)
	}
	if _, isStatus := ErrBadThreadCount.(Status); isStatus || errors.Is(ErrBadThreadCount, ErrBadLength) {
		t.Fatal("ErrBadThreadCount must be its own error, not a Status")
	}
	if msg := ErrBadThreadCount.Error(); msg != "ufsecp: thread count outside 0..65536" {
		t.Fatalf("ErrBadThreadCount.Error() = %q", msg)
	}
	for _, threads := range []int{0, 1, 2, maxThreads} {
		valid := []bool{false}
		isErr(t, fmt.Sprintf("Schnorr threads %d", threads), VerifySchnorrBatchThreads(threads, sigs, msgs, keys, valid), nil)
		isErr(t, fmt.Sprintf("ECDSA threads %d", threads), VerifyECDSABatchThreads(threads, esigs, hashes, pks, valid), nil)
		if !valid[0] {
			t.Fatalf("threads %d: entry not reported valid", threads)
		}
	}
}
