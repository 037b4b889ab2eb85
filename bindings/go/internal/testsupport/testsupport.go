// ufsecp Go binding — internal/testsupport: what the binding's own tests (package ufsecp,
// module bindings/go) and the cross-checks and benchmarks against other libraries
// (module bindings/go/peers) share: deterministic seeded randomness, iteration scaling,
// curve constants, hex helpers and the error check.
//
// Layer: test support only. Never imported by package ufsecp's non-test files, and it
// imports nothing outside the standard library (in particular not package ufsecp, which
// imports it from its tests: secret keys are drawn as 32-byte values and checked here
// against the group order).
//
// Conventions as in the C++ tests (tests/support/test_rng.hpp): UFSECP_TEST_SEED
// (decimal) replays a run, UFSECP_TEST_ITERS multiplies the randomized iteration counts.

// Package testsupport holds the test helpers shared by the ufsecp Go binding's modules.
package testsupport

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
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

// Seed is UFSECP_TEST_SEED or a fixed default; tb logs it.
func Seed(tb testing.TB) uint64 {
	seedOnce.Do(func() {
		seedVal = 0x75667365637032
		if s := os.Getenv("UFSECP_TEST_SEED"); s != "" {
			if v, err := strconv.ParseUint(s, 10, 64); err == nil {
				seedVal = v
			}
		}
	})
	tb.Logf("UFSECP_TEST_SEED=%d", seedVal)
	return seedVal
}

// Iters scales a base iteration count by UFSECP_TEST_ITERS (default 1).
func Iters(base int) int {
	k, err := strconv.Atoi(os.Getenv("UFSECP_TEST_ITERS"))
	if err != nil || k < 1 {
		k = 1
	}
	return base * k
}

// RNG is a deterministic generator (ChaCha8 keyed by the seed and a stream number that
// separates the tests' sequences).
type RNG struct{ r *rand.Rand }

// NewRNG returns the generator of the given stream under the run's seed.
func NewRNG(tb testing.TB, stream uint64) *RNG {
	var seed [32]byte
	binary.LittleEndian.PutUint64(seed[:], Seed(tb))
	binary.LittleEndian.PutUint64(seed[8:], stream)
	return &RNG{rand.New(rand.NewChaCha8(seed))}
}

// Bytes fills b.
func (g *RNG) Bytes(b []byte) {
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
}

// B32 returns 32 random bytes.
func (g *RNG) B32() (out [32]byte) { g.Bytes(out[:]); return }

// IntN returns a uniform integer in [0, n).
func (g *RNG) IntN(n int) int { return g.r.IntN(n) }

// SecretKey draws a valid secret key, 0 < k < n big-endian (rejection sampling; almost
// never loops). Convert with ufsecp.SecretKey(...).
func (g *RNG) SecretKey() [32]byte {
	for {
		k := g.B32()
		if k != ([32]byte{}) && bytes.Compare(k[:], OrderN[:]) < 0 {
			return k
		}
	}
}

// Curve constants (big-endian): the group order n and the field prime p.
var (
	OrderN = MustHex32("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141")
	FieldP = MustHex32("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F")
)

// MustHex decodes hex or panics.
func MustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// MustHex32 decodes exactly 32 bytes of hex or panics.
func MustHex32(s string) (out [32]byte) {
	b := MustHex(s)
	if len(b) != 32 {
		panic("MustHex32: length " + strconv.Itoa(len(b)))
	}
	copy(out[:], b)
	return
}

// IsErr fails the test unless err is exactly want (nil for success).
func IsErr(tb testing.TB, what string, err error, want error) {
	tb.Helper()
	if err != want {
		tb.Fatalf("%s: got error %v, want %v", what, err, want)
	}
}
