// ufsecp Go binding — comparison benchmarks, all in one `go test -bench` run on the
// same inputs: ufsecp (this binding), ufsecp-C (the same C calls looped inside C, no
// cgo transition per call: internal/cdirect), btcec/v2, decred secp256k1/v4, and the
// system libsecp256k1 through a minimal cgo wrapper (internal/libsecp).
//
//   go test -run '^$' -bench . -benchmem ./...     (in bindings/go/peers; or
//   bash scripts/test-go.sh bench, which runs it in several passes and takes medians)
//
// go-ethereum's cgo wrapper (crypto/secp256k1, ECDSA only) is compared in
// gethbench, a separate test binary because it compiles its own copy of
// libsecp256k1 whose symbols would clash with the system library linked here.
//
// Operations: the four signer operations of Go signer comparisons (PubkeyDerivation:
// secret key -> x-only key; SchnorrSign and SchnorrVerify: BIP-340 on 32-byte
// messages; ECDH: raw x coordinate), then ECDSASign and ECDSAVerify, and CgoCall (the
// cheapest call, to measure the per-call cgo transition).
//
// Inputs: a pool of 64 deterministic keys, messages, peers and signatures (made by
// ufsecp and checked against every library before timing); iteration i uses entry
// i % 64 in every implementation. Each library gets its inputs in its own parsed form
// where its API holds parsed keys (btcec/decred/libsecp256k1 public keys are parsed
// once, outside the timed loop); signatures enter as 64 bytes everywhere, so their
// parsing is timed for all. Schnorr verification keys are parsed once (lift_x, a square
// root, outside the timed loop) on every side: ufsecp's Verifier holds a
// ParsedXOnlyPublicKey, btcec a *btcec.PublicKey from schnorr.ParsePubKey, libsecp256k1
// a secp256k1_xonly_pubkey. "ufsecp-bytes" is XOnlyPublicKey.VerifySchnorr, which takes
// the 32 bytes and parses them inside every call (lift_x included in its time).
//
// Rows that are not the same work: "ufsecp" SchnorrSign is Signer.Sign, which draws 32
// bytes from crypto/rand per signature as BIP-340 recommends; "ufsecp-aux" and all
// other Schnorr signers take aux from the pool. btcec's schnorr.Sign uses an RFC 6979
// nonce and verifies its own signature (BIP-340 step 14); "btcec-fastsign" skips that.
// decred has no BIP-340 (its schnorr package is EC-Schnorr-DCRv0), so it has no Schnorr
// rows.

package peers

import (
	"runtime"
	"sort"
	"sync"
	"testing"
	"unsafe"

	"github.com/btcsuite/btcd/btcec/v2"
	btcecdsa "github.com/btcsuite/btcd/btcec/v2/ecdsa"
	"github.com/btcsuite/btcd/btcec/v2/schnorr"
	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	dcrecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
	"github.com/ufsecp/ufsecp/bindings/go/internal/testsupport"
	"github.com/ufsecp/ufsecp/bindings/go/peers/internal/cdirect"
	"github.com/ufsecp/ufsecp/bindings/go/peers/internal/libsecp"
)

const benchPool = 64

type benchInputs struct {
	// ufsecp
	scratch   *ufsecp.Signer // reloaded by the PubkeyDerivation benchmark
	sks       [benchPool]ufsecp.SecretKey
	kps       [benchPool]ufsecp.Keypair
	signers   [benchPool]*ufsecp.Signer
	verifiers [benchPool]*ufsecp.Verifier
	xs        [benchPool]ufsecp.XOnlyPublicKey
	pxs       [benchPool]ufsecp.ParsedXOnlyPublicKey // xs parsed once (what the Verifiers hold)
	pks       [benchPool]ufsecp.PublicKey            // own public keys (ECDSA verification)
	peers     [benchPool]ufsecp.PublicKey            // ECDH peers
	msgs      [benchPool][32]byte
	auxs      [benchPool][32]byte
	ssigs     [benchPool]ufsecp.SchnorrSignature
	esigs     [benchPool]ufsecp.ECDSASignature
	// btcec / decred (decred's types are btcec's underneath, but its API is called directly)
	bPriv  [benchPool]*btcec.PrivateKey
	bPub   [benchPool]*btcec.PublicKey
	bPeers [benchPool]*btcec.PublicKey
	bXOnly [benchPool]*btcec.PublicKey // parsed from the x-only key (schnorr.ParsePubKey)
	dPriv  [benchPool]*secp256k1.PrivateKey
	dPub   [benchPool]*secp256k1.PublicKey
	dPeers [benchPool]*secp256k1.PublicKey
	// libsecp256k1
	lKP    [benchPool]libsecp.Keypair
	lX     [benchPool]libsecp.XOnly
	lPub   [benchPool]libsecp.PubKey
	lPeers [benchPool]libsecp.PubKey
}

var (
	benchOnce sync.Once
	bench     *benchInputs
)

// flat views a pool array as bytes for internal/cdirect.
func flat[T any](a *[benchPool]T) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(a)), int(unsafe.Sizeof(*a)))
}

func inputs(b testing.TB) *benchInputs {
	benchOnce.Do(func() {
		in := new(benchInputs)
		in.scratch = new(ufsecp.Signer)
		g := testsupport.NewRNG(b, 99)
		for i := range benchPool {
			sk := ufsecp.SecretKey(g.SecretKey())
			in.sks[i] = sk
			in.kps[i], _ = ufsecp.NewKeypair(&sk)
			in.signers[i], _ = ufsecp.NewSignerFromSecretKey(&sk)
			in.xs[i] = in.signers[i].PublicKey()
			in.verifiers[i], _ = ufsecp.NewVerifier(&in.xs[i])
			in.pxs[i], _ = in.xs[i].Parse()
			in.pks[i], _ = sk.PublicKey()
			peerSK := ufsecp.SecretKey(g.SecretKey())
			in.peers[i], _ = peerSK.PublicKey()
			in.msgs[i] = g.B32()
			in.auxs[i] = g.B32()
			in.ssigs[i], _ = in.kps[i].SignSchnorr(in.msgs[i][:], &in.auxs[i])
			in.esigs[i], _ = sk.SignECDSA(&in.msgs[i])

			comp, _ := in.pks[i].SerializeCompressed()
			peerComp, _ := in.peers[i].SerializeCompressed()
			in.bPriv[i], _ = btcec.PrivKeyFromBytes(sk[:])
			in.bPub[i], _ = btcec.ParsePubKey(comp[:])
			in.bPeers[i], _ = btcec.ParsePubKey(peerComp[:])
			in.bXOnly[i], _ = schnorr.ParsePubKey(in.xs[i][:])
			in.dPriv[i] = secp256k1.PrivKeyFromBytes(sk[:])
			in.dPub[i], _ = secp256k1.ParsePubKey(comp[:])
			in.dPeers[i], _ = secp256k1.ParsePubKey(peerComp[:])
			sk32 := [32]byte(sk)
			x32 := [32]byte(in.xs[i])
			if !libsecp.KeypairCreate(&in.lKP[i], &sk32) || !libsecp.XOnlyParse(&in.lX[i], &x32) ||
				!libsecp.PubKeyParse(&in.lPub[i], comp[:]) || !libsecp.PubKeyParse(&in.lPeers[i], peerComp[:]) {
				panic("bench: libsecp256k1 setup failed")
			}
		}
		bench = in
	})
	checkInputs(b, bench)
	return bench
}

// checkInputs makes sure every implementation accepts the pool before anything is
// timed, so that no row measures a fast failure.
func checkInputs(b testing.TB, in *benchInputs) {
	for i := range benchPool {
		if in.verifiers[i].Verify(in.msgs[i][:], &in.ssigs[i]) != nil ||
			in.pks[i].VerifyECDSA(&in.esigs[i], &in.msgs[i]) != nil {
			b.Fatal("ufsecp rejects its own pool")
		}
		ss, err := schnorr.ParseSignature(in.ssigs[i][:])
		bx, _ := schnorr.ParsePubKey(in.xs[i][:])
		if err != nil || !ss.Verify(in.msgs[i][:], bx) {
			b.Fatal("btcec rejects the pool's Schnorr signature")
		}
		if !libsecp.SchnorrVerify((*[64]byte)(&in.ssigs[i]), in.msgs[i][:], &in.lX[i]) ||
			!libsecp.ECDSAVerify((*[64]byte)(&in.esigs[i]), &in.msgs[i], &in.lPub[i]) {
			b.Fatal("libsecp256k1 rejects the pool")
		}
		if !ecdsaFromCompact(&in.esigs[i]).Verify(in.msgs[i][:], in.dPub[i]) {
			b.Fatal("decred rejects the pool's ECDSA signature")
		}
	}
}

func ecdsaFromCompact(sig *ufsecp.ECDSASignature) *dcrecdsa.Signature {
	var r, s secp256k1.ModNScalar
	r.SetByteSlice(sig[:32])
	s.SetByteSlice(sig[32:])
	return dcrecdsa.NewSignature(&r, &s)
}

// cLoop times one C loop of b.N iterations and fails on any error inside it.
func cLoop(b *testing.B, run func(n int) int) {
	b.ReportAllocs()
	b.ResetTimer()
	if fails := run(b.N); fails != 0 {
		b.Fatalf("%d of %d C calls failed", fails, b.N)
	}
}

var benchSink byte

// benchImpl is one implementation of one operation: op performs it on pool entry j and
// reports success (a failure stops the benchmark: no row may time a fast failure).
type benchImpl struct {
	name string
	op   func(in *benchInputs, j int) bool
}

// benchOp is one operation with its implementations, ufsecp first, and the ufsecp-C
// loop (the same C calls without per-call cgo; nil when there is none).
type benchOp struct {
	name  string
	impls []benchImpl
	cLoop func(in *benchInputs, n int) int
}

var benchOps = []benchOp{
	{"PubkeyDerivation", []benchImpl{
		{"ufsecp", func(in *benchInputs, j int) bool { return in.scratch.InitSecretKey(&in.sks[j]) == nil }},
		{"btcec", func(in *benchInputs, j int) bool {
			_, pub := btcec.PrivKeyFromBytes(in.sks[j][:])
			benchSink ^= schnorr.SerializePubKey(pub)[0]
			return true
		}},
		{"dcrd", func(in *benchInputs, j int) bool {
			benchSink ^= secp256k1.PrivKeyFromBytes(in.sks[j][:]).PubKey().SerializeCompressed()[1]
			return true
		}},
		{"libsecp-cgo", func(in *benchInputs, j int) bool {
			var out [32]byte
			return libsecp.XOnlyFromSecretKey(&out, (*[32]byte)(&in.sks[j]))
		}},
	}, func(in *benchInputs, n int) int { return cdirect.SignerInitLoop(n, benchPool, flat(&in.sks)) }},

	{"SchnorrSign", []benchImpl{
		{"ufsecp", func(in *benchInputs, j int) bool {
			sig, err := in.signers[j].Sign(in.msgs[j][:])
			benchSink ^= sig[0]
			return err == nil
		}},
		{"ufsecp-aux", func(in *benchInputs, j int) bool {
			sig, err := in.kps[j].SignSchnorr(in.msgs[j][:], &in.auxs[j])
			benchSink ^= sig[0]
			return err == nil
		}},
		{"btcec", func(in *benchInputs, j int) bool {
			sig, err := schnorr.Sign(in.bPriv[j], in.msgs[j][:])
			return err == nil && sig != nil
		}},
		{"btcec-fastsign", func(in *benchInputs, j int) bool {
			sig, err := schnorr.Sign(in.bPriv[j], in.msgs[j][:], schnorr.FastSign())
			return err == nil && sig != nil
		}},
		{"libsecp-cgo", func(in *benchInputs, j int) bool {
			var sig [64]byte
			return libsecp.SchnorrSign32(&sig, &in.msgs[j], &in.lKP[j], &in.auxs[j])
		}},
	}, func(in *benchInputs, n int) int {
		return cdirect.SchnorrSignLoop(n, benchPool, flat(&in.kps), flat(&in.msgs), flat(&in.auxs))
	}},

	{"SchnorrVerify", []benchImpl{
		{"ufsecp", func(in *benchInputs, j int) bool { return in.verifiers[j].Verify(in.msgs[j][:], &in.ssigs[j]) == nil }},
		{"ufsecp-bytes", func(in *benchInputs, j int) bool { return in.xs[j].VerifySchnorr(&in.ssigs[j], in.msgs[j][:]) == nil }},
		{"btcec", func(in *benchInputs, j int) bool {
			sig, err := schnorr.ParseSignature(in.ssigs[j][:])
			return err == nil && sig.Verify(in.msgs[j][:], in.bXOnly[j])
		}},
		{"libsecp-cgo", func(in *benchInputs, j int) bool {
			return libsecp.SchnorrVerify((*[64]byte)(&in.ssigs[j]), in.msgs[j][:], &in.lX[j])
		}},
	}, func(in *benchInputs, n int) int {
		return cdirect.SchnorrVerifyParsedLoop(n, benchPool, flat(&in.ssigs), flat(&in.msgs), flat(&in.pxs))
	}},

	{"ECDH", []benchImpl{
		{"ufsecp", func(in *benchInputs, j int) bool {
			x, err := in.signers[j].ECDHX(&in.peers[j])
			benchSink ^= x[0]
			return err == nil
		}},
		{"btcec", func(in *benchInputs, j int) bool {
			benchSink ^= btcec.GenerateSharedSecret(in.bPriv[j], in.bPeers[j])[0]
			return true
		}},
		{"dcrd", func(in *benchInputs, j int) bool {
			benchSink ^= secp256k1.GenerateSharedSecret(in.dPriv[j], in.dPeers[j])[0]
			return true
		}},
		{"libsecp-cgo", func(in *benchInputs, j int) bool {
			var x [32]byte
			return libsecp.ECDHX(&x, &in.lPeers[j], (*[32]byte)(&in.sks[j]))
		}},
	}, func(in *benchInputs, n int) int {
		return cdirect.ECDHXLoop(n, benchPool, flat(&in.peers), flat(&in.sks))
	}},

	{"ECDSASign", []benchImpl{
		{"ufsecp", func(in *benchInputs, j int) bool {
			sig, err := in.sks[j].SignECDSA(&in.msgs[j])
			benchSink ^= sig[0]
			return err == nil
		}},
		{"btcec", func(in *benchInputs, j int) bool { return btcecdsa.Sign(in.bPriv[j], in.msgs[j][:]) != nil }},
		{"dcrd", func(in *benchInputs, j int) bool { return dcrecdsa.Sign(in.dPriv[j], in.msgs[j][:]) != nil }},
		{"libsecp-cgo", func(in *benchInputs, j int) bool {
			var sig [64]byte
			return libsecp.ECDSASign(&sig, &in.msgs[j], (*[32]byte)(&in.sks[j]))
		}},
	}, func(in *benchInputs, n int) int {
		return cdirect.ECDSASignLoop(n, benchPool, flat(&in.sks), flat(&in.msgs))
	}},

	{"ECDSAVerify", []benchImpl{
		{"ufsecp", func(in *benchInputs, j int) bool { return in.pks[j].VerifyECDSA(&in.esigs[j], &in.msgs[j]) == nil }},
		{"btcec", func(in *benchInputs, j int) bool {
			var r, s btcec.ModNScalar
			r.SetByteSlice(in.esigs[j][:32])
			s.SetByteSlice(in.esigs[j][32:])
			return btcecdsa.NewSignature(&r, &s).Verify(in.msgs[j][:], in.bPub[j])
		}},
		{"dcrd", func(in *benchInputs, j int) bool {
			return ecdsaFromCompact(&in.esigs[j]).Verify(in.msgs[j][:], in.dPub[j])
		}},
		{"libsecp-cgo", func(in *benchInputs, j int) bool {
			return libsecp.ECDSAVerify((*[64]byte)(&in.esigs[j]), &in.msgs[j], &in.lPub[j])
		}},
	}, func(in *benchInputs, n int) int {
		return cdirect.ECDSAVerifyLoop(n, benchPool, flat(&in.esigs), flat(&in.msgs), flat(&in.pks))
	}},
}

// runSequential is the classic layout: one sub-benchmark per implementation, each
// timed on its own (b.N operations over the pool), plus the ufsecp-C loop.
func runSequential(b *testing.B, name string) {
	in := inputs(b)
	for _, o := range benchOps {
		if o.name != name {
			continue
		}
		for idx, im := range o.impls {
			b.Run(im.name, func(b *testing.B) {
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					if !im.op(in, i%benchPool) {
						b.Fatalf("%s failed", im.name)
					}
				}
			})
			if idx == 0 && o.cLoop != nil {
				b.Run("ufsecp-C", func(b *testing.B) { cLoop(b, func(n int) int { return o.cLoop(in, n) }) })
			}
		}
	}
}

func BenchmarkPubkeyDerivation(b *testing.B) { runSequential(b, "PubkeyDerivation") }
func BenchmarkSchnorrSign(b *testing.B)      { runSequential(b, "SchnorrSign") }
func BenchmarkSchnorrVerify(b *testing.B)    { runSequential(b, "SchnorrVerify") }
func BenchmarkECDH(b *testing.B)             { runSequential(b, "ECDH") }
func BenchmarkECDSASign(b *testing.B)        { runSequential(b, "ECDSASign") }
func BenchmarkECDSAVerify(b *testing.B)      { runSequential(b, "ECDSAVerify") }

// BenchmarkInterleaved gives ratios that survive a noisy machine: for each operation it
// runs blocks of 64 operations of every implementation in turn (ufsecp, then each
// other library) until ufsecp has done b.N operations, so slow load changes hit all
// alike. Blocks are timed in thread CPU time on Linux (clock_linux_test.go), which
// leaves out time lost to other processes. ns/op is ufsecp's (wall clock, as usual);
// the custom metrics are each implementation's median over blocks (<name>-ns/op) and
// how many times slower than ufsecp it is (<name>-x).
func BenchmarkInterleaved(b *testing.B) {
	in := inputs(b)
	for _, o := range benchOps {
		b.Run(o.name, func(b *testing.B) {
			runtime.LockOSThread() // nanotime reads this thread's CPU clock
			defer runtime.UnlockOSThread()
			times := make([][]float64, len(o.impls))
			for k := range times {
				times[k] = make([]float64, 0, b.N/benchPool+1)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for done := 0; done < b.N; done += benchPool {
				for k, im := range o.impls {
					if k > 0 {
						b.StopTimer()
					}
					t0 := nanotime()
					for j := range benchPool {
						if !im.op(in, j) {
							b.Fatalf("%s failed", im.name)
						}
					}
					times[k] = append(times[k], float64(nanotime()-t0)/benchPool)
					if k > 0 {
						b.StartTimer()
					}
				}
			}
			b.StopTimer()
			base := median(times[0])
			for k, im := range o.impls {
				m := median(times[k])
				b.ReportMetric(m, im.name+"-ns/op")
				if k > 0 {
					b.ReportMetric(m/base, im.name+"-x")
				}
			}
		})
	}
}

// BenchmarkCgoCall measures the fixed cost of one Go -> C call: SecretKey.Validate
// (a few ns of C work) called from Go, against the same call looped inside C.
func BenchmarkCgoCall(b *testing.B) {
	in := inputs(b)
	b.Run("go", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if err := in.sks[i%benchPool].Validate(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("C", func(b *testing.B) {
		cLoop(b, func(n int) int { return cdirect.SeckeyVerifyLoop(n, benchPool, flat(&in.sks)) })
	})
}

// BenchmarkBindingOverhead measures what the Go binding adds to the C library, robustly
// on a noisy machine: it alternates blocks of 64 operations called from Go (one cgo
// call each) with blocks of the same 64 operations looped inside C (internal/cdirect,
// one cgo call per block), so that load changes hit both sides alike; blocks are timed
// in thread CPU time on Linux. ns/op is the Go side (wall clock); the custom metrics
// are the medians over blocks of each side and the overhead (Go / C - 1) in percent.
func BenchmarkBindingOverhead(b *testing.B) {
	in := inputs(b)
	type op struct {
		name string
		goOp func(j int) error
		cOp  func(n int) int
	}
	ops := []op{
		{"PubkeyDerivation", func(j int) error { return in.signers[j].InitSecretKey(&in.sks[j]) },
			func(n int) int { return cdirect.SignerInitLoop(n, benchPool, flat(&in.sks)) }},
		{"SchnorrSign", func(j int) error {
			_, err := in.kps[j].SignSchnorr(in.msgs[j][:], &in.auxs[j])
			return err
		}, func(n int) int {
			return cdirect.SchnorrSignLoop(n, benchPool, flat(&in.kps), flat(&in.msgs), flat(&in.auxs))
		}},
		{"SchnorrVerify", func(j int) error { return in.verifiers[j].Verify(in.msgs[j][:], &in.ssigs[j]) },
			func(n int) int {
				return cdirect.SchnorrVerifyParsedLoop(n, benchPool, flat(&in.ssigs), flat(&in.msgs), flat(&in.pxs))
			}},
		{"SchnorrVerifyBytes", func(j int) error { return in.xs[j].VerifySchnorr(&in.ssigs[j], in.msgs[j][:]) },
			func(n int) int {
				return cdirect.SchnorrVerifyLoop(n, benchPool, flat(&in.ssigs), flat(&in.msgs), flat(&in.xs))
			}},
		{"ECDH", func(j int) error {
			_, err := in.signers[j].ECDHX(&in.peers[j])
			return err
		}, func(n int) int { return cdirect.ECDHXLoop(n, benchPool, flat(&in.peers), flat(&in.sks)) }},
		{"ECDSASign", func(j int) error {
			_, err := in.sks[j].SignECDSA(&in.msgs[j])
			return err
		}, func(n int) int { return cdirect.ECDSASignLoop(n, benchPool, flat(&in.sks), flat(&in.msgs)) }},
		{"ECDSAVerify", func(j int) error { return in.pks[j].VerifyECDSA(&in.esigs[j], &in.msgs[j]) },
			func(n int) int {
				return cdirect.ECDSAVerifyLoop(n, benchPool, flat(&in.esigs), flat(&in.msgs), flat(&in.pks))
			}},
	}
	for _, o := range ops {
		b.Run(o.name, func(b *testing.B) {
			runtime.LockOSThread() // nanotime reads this thread's CPU clock
			defer runtime.UnlockOSThread()
			// Sized up front so that the measurement itself does not allocate per op.
			goTimes := make([]float64, 0, b.N/benchPool+1)
			cTimes := make([]float64, 0, b.N/benchPool+1)
			b.ReportAllocs()
			b.ResetTimer()
			for done := 0; done < b.N; done += benchPool {
				t0 := nanotime()
				for j := range benchPool {
					if err := o.goOp(j); err != nil {
						b.Fatal(err)
					}
				}
				t1 := nanotime()
				b.StopTimer()
				t2 := nanotime()
				if fails := o.cOp(benchPool); fails != 0 {
					b.Fatal("C loop failed")
				}
				t3 := nanotime()
				b.StartTimer()
				goTimes = append(goTimes, float64(t1-t0)/benchPool)
				cTimes = append(cTimes, float64(t3-t2)/benchPool)
			}
			b.StopTimer()
			g, c := median(goTimes), median(cTimes)
			b.ReportMetric(g, "go-ns/op")
			b.ReportMetric(c, "C-ns/op")
			b.ReportMetric(100*(g/c-1), "overhead-%")
		})
	}
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return s[len(s)/2]
}

// BenchmarkSchnorrVerifyBatch reports the cost per signature of verifying batches of
// 64 (the pool) against one-by-one verification of the same signatures.
func BenchmarkSchnorrVerifyBatch(b *testing.B) {
	in := inputs(b)
	sigs := in.ssigs[:]
	keys := in.xs[:]
	msgs := make([][]byte, benchPool)
	for i := range msgs {
		msgs[i] = in.msgs[i][:]
	}
	b.Run("ufsecp-single", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			j := i % benchPool
			if keys[j].VerifySchnorr(&sigs[j], msgs[j]) != nil {
				b.Fatal("verify")
			}
		}
	})
	b.Run("ufsecp-batch64", func(b *testing.B) {
		b.ReportAllocs()
		for done := 0; done < b.N; done += benchPool {
			if err := ufsecp.VerifySchnorrBatch(sigs, msgs, keys, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}
