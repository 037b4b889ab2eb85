// Tests of the DLEQ binding: every row of the BIP-374 generate and verify vectors (the same
// files the C tests read), random round trips, and the errors.

package ufsecp

import (
	"bytes"
	"testing"
)

func optMsg(h string) *[32]byte {
	if h == "" {
		return nil
	}
	m := mustHex32(h)
	return &m
}

func TestDLEQBip374Generate(t *testing.T) {
	col, rows := readCSV(t, "bip374/test_vectors_generate_proof.csv")
	if len(rows) != 11 {
		t.Fatalf("%d rows, want 11", len(rows))
	}
	for _, r := range rows {
		g := mustPub(t, r[col["point_G"]])
		a := SecretKey(mustHex32(r[col["scalar_a"]]))
		aux := mustHex32(r[col["auxrand_r"]])
		var b PublicKey // the zero value stands for B = infinity: not a parsed key
		if r[col["point_B"]] != "INFINITY" {
			b = mustPub(t, r[col["point_B"]])
		}
		proof, pa, pc, err := ProveDLEQ(&a, &b, &aux, optMsg(r[col["message"]]), &g)
		if want := r[col["result_proof"]]; want == "INVALID" {
			if err == nil {
				t.Errorf("row %s: proof made, want a failure", r[0])
			}
			continue
		} else if err != nil || !bytes.Equal(proof[:], mustHex(want)) {
			t.Errorf("row %s: %v, proof %x", r[0], err, proof)
			continue
		}
		isErr(t, "verify own proof", proof.Verify(&pa, &b, &pc, optMsg(r[col["message"]]), &g), nil)
	}
}

func TestDLEQBip374Verify(t *testing.T) {
	col, rows := readCSV(t, "bip374/test_vectors_verify_proof.csv")
	if len(rows) != 15 {
		t.Fatalf("%d rows, want 15", len(rows))
	}
	for _, r := range rows {
		g, a, b, c := mustPub(t, r[col["point_G"]]), mustPub(t, r[col["point_A"]]), mustPub(t, r[col["point_B"]]),
			mustPub(t, r[col["point_C"]])
		var proof DLEQProof
		copy(proof[:], mustHex(r[col["proof"]]))
		want := error(nil)
		if r[col["result_success"]] != "TRUE" {
			want = ErrVerifyFailed
		}
		isErr(t, "row "+r[0], proof.Verify(&a, &b, &c, optMsg(r[col["message"]]), &g), want)
	}
}

func TestDLEQRoundTrip(t *testing.T) {
	rng := newRNG(t, 52)
	for i := 0; i < iters(20); i++ {
		a, bs := SecretKey(rng.SecretKey()), SecretKey(rng.SecretKey())
		b, _ := bs.PublicKey()
		m := rng.B32()
		proof, pa, pc, err := ProveDLEQ(&a, &b, nil, &m, nil)
		isErr(t, "prove", err, nil)
		isErr(t, "verify", proof.Verify(&pa, &b, &pc, &m, nil), nil)
		isErr(t, "verify without the message", proof.Verify(&pa, &b, &pc, nil, nil), ErrVerifyFailed)
		isErr(t, "verify swapped", proof.Verify(&pc, &b, &pa, &m, nil), ErrVerifyFailed)
		bad := proof
		for j := 32; j < 64; j++ {
			bad[j] = 0xff
		}
		isErr(t, "s >= n", bad.Verify(&pa, &b, &pc, &m, nil), ErrBadDLEQProof)
	}
}
