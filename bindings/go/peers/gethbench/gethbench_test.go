// ufsecp Go binding — ufsecp against go-ethereum's crypto/secp256k1 (cgo over its vendored
// libsecp256k1): byte-identical results on random inputs, and benchmarks of the three
// operations its API offers, each side doing the same work per call:
//
//   ECDSASignRecoverable  sign a 32-byte hash, 65-byte r||s||recid (geth: Sign)
//   ECDSAVerifySerialized verify against a 33-byte serialized key, parsed inside the
//                         timed call as geth's VerifySignature does
//   ECDSARecover          recover the 65-byte uncompressed key (geth: RecoverPubkey)
//
// Run with the main comparison: go test -run '^$' -bench . -benchmem ./...

package gethbench

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"testing"

	gethsecp "github.com/ethereum/go-ethereum/crypto/secp256k1"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
)

const pool = 64

type inputs struct {
	sks   [pool]ufsecp.SecretKey
	msgs  [pool][32]byte
	comp  [pool][33]byte
	pks   [pool]ufsecp.PublicKey
	sigs  [pool]ufsecp.ECDSASignature
	rsigs [pool][65]byte // r || s || recid, geth's format
}

// makeInputs derives a deterministic pool by hashing a counter (no randomness needed
// for a benchmark; the cross-check test below uses the same pool).
func makeInputs(tb testing.TB) *inputs {
	in := new(inputs)
	ctr := uint64(0)
	next := func() [32]byte {
		var b [8]byte
		binary.BigEndian.PutUint64(b[:], ctr)
		ctr++
		return sha256.Sum256(append([]byte("ufsecp gethbench"), b[:]...))
	}
	for i := range pool {
		for {
			in.sks[i] = ufsecp.SecretKey(next())
			if in.sks[i].Validate() == nil {
				break
			}
		}
		in.msgs[i] = next()
		var err error
		if in.pks[i], err = in.sks[i].PublicKey(); err != nil {
			tb.Fatal(err)
		}
		in.comp[i], _ = in.pks[i].SerializeCompressed()
		sig, recid, err := in.sks[i].SignECDSARecoverable(&in.msgs[i])
		if err != nil {
			tb.Fatal(err)
		}
		in.sigs[i] = sig
		copy(in.rsigs[i][:], sig[:])
		in.rsigs[i][64] = byte(recid)
	}
	return in
}

func TestAgreesWithGeth(t *testing.T) {
	in := makeInputs(t)
	for i := range pool {
		gsig, err := gethsecp.Sign(in.msgs[i][:], in.sks[i][:])
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(gsig, in.rsigs[i][:]) {
			t.Fatalf("entry %d: geth signature %x, ufsecp %x", i, gsig, in.rsigs[i])
		}
		if !gethsecp.VerifySignature(in.comp[i][:], in.msgs[i][:], in.sigs[i][:]) {
			t.Fatalf("entry %d: geth rejects ufsecp's signature", i)
		}
		gpub, err := gethsecp.RecoverPubkey(in.msgs[i][:], in.rsigs[i][:])
		if err != nil {
			t.Fatal(err)
		}
		rec, err := ufsecp.RecoverPublicKey(&in.sigs[i], int(in.rsigs[i][64]), &in.msgs[i])
		if err != nil {
			t.Fatal(err)
		}
		unc, _ := rec.SerializeUncompressed()
		if !bytes.Equal(gpub, unc[:]) {
			t.Fatalf("entry %d: recovered keys differ", i)
		}
		// A corrupted signature fails on both sides.
		bad := in.sigs[i]
		bad[10] ^= 0x40
		if gethsecp.VerifySignature(in.comp[i][:], in.msgs[i][:], bad[:]) || in.pks[i].VerifyECDSA(&bad, &in.msgs[i]) == nil {
			t.Fatalf("entry %d: corrupted signature accepted", i)
		}
	}
}

var sink byte

func BenchmarkECDSASignRecoverable(b *testing.B) {
	in := makeInputs(b)
	b.Run("ufsecp", func(b *testing.B) {
		b.ReportAllocs()
		var out [65]byte
		for i := 0; i < b.N; i++ {
			j := i % pool
			sig, recid, err := in.sks[j].SignECDSARecoverable(&in.msgs[j])
			if err != nil {
				b.Fatal(err)
			}
			copy(out[:], sig[:])
			out[64] = byte(recid)
		}
		sink ^= out[0]
	})
	b.Run("geth-cgo", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			j := i % pool
			sig, err := gethsecp.Sign(in.msgs[j][:], in.sks[j][:])
			if err != nil {
				b.Fatal(err)
			}
			sink ^= sig[0]
		}
	})
}

func BenchmarkECDSAVerifySerialized(b *testing.B) {
	in := makeInputs(b)
	b.Run("ufsecp", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			j := i % pool
			pk, err := ufsecp.ParsePublicKey(in.comp[j][:])
			if err != nil || pk.VerifyECDSA(&in.sigs[j], &in.msgs[j]) != nil {
				b.Fatal("ufsecp")
			}
		}
	})
	b.Run("geth-cgo", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			j := i % pool
			if !gethsecp.VerifySignature(in.comp[j][:], in.msgs[j][:], in.sigs[j][:]) {
				b.Fatal("geth")
			}
		}
	})
}

func BenchmarkECDSARecover(b *testing.B) {
	in := makeInputs(b)
	b.Run("ufsecp", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			j := i % pool
			pk, err := ufsecp.RecoverPublicKey(&in.sigs[j], int(in.rsigs[j][64]), &in.msgs[j])
			if err != nil {
				b.Fatal(err)
			}
			unc, _ := pk.SerializeUncompressed()
			sink ^= unc[1]
		}
	})
	b.Run("geth-cgo", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			j := i % pool
			pub, err := gethsecp.RecoverPubkey(in.msgs[j][:], in.rsigs[j][:])
			if err != nil {
				b.Fatal(err)
			}
			sink ^= pub[1]
		}
	})
}
