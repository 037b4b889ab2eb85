// ufsecp Go binding — module bindings/go/peers: the binding against other secp256k1
// libraries. Everything is in test files: cross-checks on random inputs against btcec/v2
// (and its schnorr package), decred secp256k1/v4, the system libsecp256k1
// (internal/libsecp, cgo) and, in gethbench, go-ethereum's crypto/secp256k1; and the
// comparison benchmarks (plus ufsecp's own C calls looped in C, internal/cdirect).
//
// Layer: a nested module of its own, so that the binding's module
// (github.com/ufsecp/ufsecp/bindings/go) requires nothing: a user's `go mod tidy` then
// needs no download for it. This module requires the binding through
// `replace github.com/ufsecp/ufsecp/bindings/go => ../` and the peer libraries through
// go.sum; its import path lies under bindings/go, so it shares the binding's test
// helpers (bindings/go/internal/testsupport). scripts/test-go.sh runs vet, test, the
// race test and the benchmarks over both modules.

// Package peers compares the ufsecp Go binding with other secp256k1 libraries (tests
// and benchmarks only).
package peers
