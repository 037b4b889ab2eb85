// ufsecp Go binding — test helpers: the shared ones (seeded randomness, iteration scaling,
// curve constants, hex, the error check) come from internal/testsupport, which the
// cross-checks in module bindings/go/peers use too; the names below keep the test files
// short. Binding-only helpers follow.
//
// Same conventions as the C++ tests (tests/support/test_rng.hpp): UFSECP_TEST_SEED
// (decimal) replays a run, UFSECP_TEST_ITERS multiplies the randomized iteration counts.

package ufsecp

import (
	"bytes"
	"encoding/binary"
	"encoding/csv"
	"encoding/hex"
	"math/big"
	"testing"

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

// readCSV reads a vector CSV file under ../shared/vectors: a header map and the data rows.
func readCSV(t *testing.T, rel string) (map[string]int, [][]string) {
	t.Helper()
	rows, err := csv.NewReader(bytes.NewReader(mustVector(t, rel))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	return col, rows[1:]
}

// unhexT decodes hex or fails the test.
func unhexT(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
