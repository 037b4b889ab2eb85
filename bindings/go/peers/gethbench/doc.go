// ufsecp Go binding — peers/gethbench: comparison with go-ethereum's cgo wrapper of
// its own vendored libsecp256k1 (github.com/ethereum/go-ethereum/crypto/secp256k1).
//
// Layer: benchmarks and cross-checks only (everything is in gethbench_test.go). It is a
// package of its own because go-ethereum compiles libsecp256k1's sources into the
// binary with their public symbol names (secp256k1_context_create, ...), which would
// clash with the system libsecp256k1 that package peers' tests link.

// Package gethbench compares the ufsecp binding with go-ethereum's secp256k1 package
// (ECDSA sign with recovery id, verify from a serialized key, public-key recovery).
package gethbench
