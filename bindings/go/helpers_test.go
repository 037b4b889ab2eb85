// ufsecp Go binding — test helpers: the shared ones (seeded randomness, iteration scaling,
// curve constants, hex, the error check) come from internal/testsupport, which the
// cross-checks in module bindings/go/peers use too; the names below keep the test files
// short. Binding-only helpers follow.
//
// Same conventions as the C++ tests (tests/support/test_rng.hpp): UFSECP_TEST_SEED
// (decimal) replays a run, UFSECP_TEST_ITERS multiplies the randomized iteration counts.

package ufsecp

import (
	"encoding/binary"
	"math/big"

	"github.com/ufsecp/ufsecp/bindings/go/internal/testsupport"
)

// testRNG is the shared deterministic generator; newRNG's stream separates the tests'
// sequences.
type testRNG = testsupport.RNG

var (
	newRNG    = testsupport.NewRNG
	iters     = testsupport.Iters
	isErr     = testsupport.IsErr
	mustHex   = testsupport.MustHex
	mustHex32 = testsupport.MustHex32
	orderN    = testsupport.OrderN
	fieldP    = testsupport.FieldP
	bigN      = new(big.Int).SetBytes(orderN[:])
)

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
