// ufsecp Go binding — test helpers: deterministic seeded randomness, iteration scaling,
// hex helpers and curve constants shared by the test files.
//
// Same conventions as the C++ tests (tests/support/test_rng.hpp): UFSECP_TEST_SEED
// (decimal) replays a run, UFSECP_TEST_ITERS multiplies the randomized iteration counts.

package ufsecp

import (
	"encoding/binary"
	"encoding/hex"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"testing"
)

var (
	seedOnce sync.Once
	seedVal  uint64
)

// testSeed is UFSECP_TEST_SEED or a fixed default; it is logged once per process.
func testSeed(t testing.TB) uint64 {
	seedOnce.Do(func() {
		seedVal = 0x75667365637032
		if s := os.Getenv("UFSECP_TEST_SEED"); s != "" {
			if v, err := strconv.ParseUint(s, 10, 64); err == nil {
				seedVal = v
			}
		}
	})
	t.Logf("UFSECP_TEST_SEED=%d", seedVal)
	return seedVal
}

// iters scales a base iteration count by UFSECP_TEST_ITERS (default 1).
func iters(base int) int {
	k, err := strconv.Atoi(os.Getenv("UFSECP_TEST_ITERS"))
	if err != nil || k < 1 {
		k = 1
	}
	return base * k
}

// testRNG is a deterministic generator; stream separates the tests' sequences.
type testRNG struct{ r *rand.Rand }

func newRNG(t testing.TB, stream uint64) *testRNG {
	var seed [32]byte
	binary.LittleEndian.PutUint64(seed[:], testSeed(t))
	binary.LittleEndian.PutUint64(seed[8:], stream)
	return &testRNG{rand.New(rand.NewChaCha8(seed))}
}

func (g *testRNG) bytes(b []byte) {
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
}

func (g *testRNG) b32() (out [32]byte) { g.bytes(out[:]); return }

func (g *testRNG) intn(n int) int { return g.r.IntN(n) }

// secretKey draws a valid secret key (rejection sampling; almost never loops).
func (g *testRNG) secretKey(t testing.TB) SecretKey {
	for {
		sk := SecretKey(g.b32())
		if sk.Validate() == nil {
			return sk
		}
	}
}

// Curve constants (big-endian): the group order n and the field prime p.
var (
	orderN  = mustHex32("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141")
	fieldP  = mustHex32("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F")
	bigN, _ = new(big.Int).SetString("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141", 16)
)

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

func mustHex32(s string) (out [32]byte) {
	b := mustHex(s)
	if len(b) != 32 {
		panic("mustHex32: length " + strconv.Itoa(len(b)))
	}
	copy(out[:], b)
	return
}

// be32 is the 32-byte big-endian encoding of v mod n (v >= 0).
func be32(v *big.Int) (out [32]byte) {
	new(big.Int).Mod(v, bigN).FillBytes(out[:])
	return
}

// smallScalar is the 32-byte encoding of a small integer.
func smallScalar(v uint64) (out [32]byte) {
	binary.BigEndian.PutUint64(out[24:], v)
	return
}

// isErr fails the test unless err is exactly want (nil for success).
func isErr(t testing.TB, what string, err error, want error) {
	t.Helper()
	if err != want {
		t.Fatalf("%s: got error %v, want %v", what, err, want)
	}
}
