// ufsecp Go binding — package documentation.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp.h).

// Package ufsecp is the Go binding of ufsecp, a fast constant-time secp256k1 library
// written in C++ with a C ABI, called through cgo.
//
// It covers keys (SecretKey, PublicKey, XOnlyPublicKey, ParsedXOnlyPublicKey, Keypair:
// creation, parsing, serialization, tweaks), ECDSA (sign, verify, DER, normalize,
// public-key recovery), BIP-340 Schnorr signatures (single and batch verification) and
// ECDH, plus a Signer/Verifier pair for the common "hold one key, sign and verify" use.
// A Verifier lifts its x-only key to a point once (ParsedXOnlyPublicKey), so each
// verification skips that square root.
//
// Keys, signatures and hashes are fixed-size arrays passed by pointer; nothing in the
// signing, verification or ECDH paths allocates. Every error is one of the Err...
// values, comparable with errors.Is: a Status (the C library's status codes) or, for
// a batch thread count outside 0..65536, ErrBadThreadCount. No function panics on bad
// input: nil pointers give ErrNullArg, wrong lengths ErrBadLength, invalid values the
// matching error.
//
// The package links the native library through pkg-config ("ufsecp"): build and
// install it first (scripts/test-go.sh in the repository does both into a private
// prefix and runs the tests); see README.md.
package ufsecp
