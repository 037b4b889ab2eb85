// ufsecp Go binding — runnable examples (go test checks their output).

package ufsecp_test

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
)

// A fixed secret key so that the examples' output is reproducible; real code uses
// ufsecp.GenerateSecretKey or ufsecp.NewSigner.
func exampleKey(last byte) *ufsecp.SecretKey {
	sk, err := ufsecp.SecretKeyFromBytes(append(make([]byte, 31), last))
	if err != nil {
		panic(err)
	}
	return &sk
}

// The Signer/Verifier pair: derive the x-only key, sign, verify.
func ExampleSigner() {
	signer, err := ufsecp.NewSignerFromSecretKey(exampleKey(3))
	if err != nil {
		panic(err)
	}
	pub := signer.PublicKey()
	fmt.Printf("public key: %x\n", pub)

	msg := sha256.Sum256([]byte("hello, world"))
	sig, err := signer.Sign(msg[:]) // BIP-340 with fresh auxiliary randomness
	if err != nil {
		panic(err)
	}

	verifier, err := ufsecp.NewVerifier(&pub)
	if err != nil {
		panic(err)
	}
	fmt.Println("valid:", verifier.Verify(msg[:], &sig) == nil)

	sig[0] ^= 1
	err = verifier.Verify(msg[:], &sig)
	fmt.Println("tampered:", err, errors.Is(err, ufsecp.ErrVerifyFailed))
	// Output:
	// public key: f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9
	// valid: true
	// tampered: ufsecp: signature verification failed (UFSECP_ERR_VERIFY_FAILED) true
}

// BIP-340 signing with explicit auxiliary data (here the first official test vector).
func ExampleKeypair_SignSchnorr() {
	kp, err := ufsecp.NewKeypair(exampleKey(3))
	if err != nil {
		panic(err)
	}
	var msg, aux [32]byte // all zero, as in the vector
	sig, err := kp.SignSchnorr(msg[:], &aux)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%X\n", sig[:32])
	fmt.Printf("%X\n", sig[32:])
	// Output:
	// E907831F80848D1069A5371B402410364BDF1C5F8307B0084C55F1CE2DCA8215
	// 25F66A4A85EA8B71E482A74F382D2CE5EBEEE8FDB2172F477DF4900D310536C0
}

// Verifying many signatures under one key: parse the x-only key once (one square root),
// then each VerifySchnorr skips it. (Verifier does this for you.)
func ExampleXOnlyPublicKey_Parse() {
	kp, err := ufsecp.NewKeypair(exampleKey(3))
	if err != nil {
		panic(err)
	}
	x, _ := kp.XOnlyPublicKey()
	parsed, err := x.Parse()
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"first", "second"} {
		msg := sha256.Sum256([]byte(text))
		sig, _ := kp.SignSchnorr(msg[:], nil)
		fmt.Println(text, parsed.VerifySchnorr(&sig, msg[:]) == nil)
	}
	back, _ := parsed.XOnly()
	fmt.Println("same key:", back == x)

	notOnCurve := ufsecp.XOnlyPublicKey{31: 5} // 5^3 + 7 is not a square mod p
	_, err = notOnCurve.Parse()
	fmt.Println(errors.Is(err, ufsecp.ErrBadPublicKey))
	// Output:
	// first true
	// second true
	// same key: true
	// true
}

// ECDSA: sign a hash, serialize as DER, parse it back, verify, recover the key.
func ExampleSecretKey_SignECDSA() {
	sk := exampleKey(1)
	pk, _ := sk.PublicKey()
	hash := sha256.Sum256([]byte("hello"))

	sig, recid, err := sk.SignECDSARecoverable(&hash)
	if err != nil {
		panic(err)
	}
	der, _ := sig.DER()
	fmt.Println("DER:", hex.EncodeToString(der))

	parsed, err := ufsecp.ParseECDSASignatureDER(der)
	if err != nil {
		panic(err)
	}
	fmt.Println("verifies:", pk.VerifyECDSA(&parsed, &hash) == nil)

	rec, err := ufsecp.RecoverPublicKey(&sig, recid, &hash)
	fmt.Println("recovered:", err == nil && rec.Equal(&pk))
	// Output:
	// DER: 304402200f2fff8620d8ffe97040f8cf72ae476ef8ff4412373929c0324ce8428d3352e702201845ae4903027667005846f8f0be3e5ed2db5c3826ba83a6e542e080792f9a9d
	// verifies: true
	// recovered: true
}

// ECDH: both sides derive the same secret; ECDHX is the raw x coordinate (btcec, Nostr),
// ECDH the SHA-256 of the compressed point (libsecp256k1's default).
func ExampleSecretKey_ECDHX() {
	alice, bob := exampleKey(5), exampleKey(7)
	alicePub, _ := alice.PublicKey()
	bobPub, _ := bob.PublicKey()

	s1, _ := alice.ECDHX(&bobPub)
	s2, _ := bob.ECDHX(&alicePub)
	fmt.Println("same secret:", s1 == s2)
	fmt.Printf("x(35*G) = %x\n", s1)
	// Output:
	// same secret: true
	// x(35*G) = 605bdb019981718b986d0f07e834cb0d9deb8360ffb7f61df982345ef27a7479
}

// Errors are Status values, testable with errors.Is.
func ExampleParsePublicKey() {
	_, err := ufsecp.ParsePublicKey([]byte{0x02, 0x01})
	fmt.Println(errors.Is(err, ufsecp.ErrBadLength))

	bad := make([]byte, 33)
	bad[0] = 0x02
	bad[32] = 5 // x = 5 is not on the curve
	_, err = ufsecp.ParsePublicKey(bad)
	fmt.Println(errors.Is(err, ufsecp.ErrBadPublicKey), err)
	// Output:
	// true
	// true ufsecp: malformed or invalid public key (UFSECP_ERR_BAD_PUBKEY)
}

// BIP-341 taproot tweak: the tweaked keypair signs for the tweaked x-only key, and the
// verifier checks the commitment.
func ExampleXOnlyPublicKey_TweakAddCheck() {
	kp, _ := ufsecp.NewKeypair(exampleKey(9))
	internal, _ := kp.XOnlyPublicKey()
	tweak := sha256.Sum256([]byte("script tree root")) // a real tweak is a tagged hash

	output, _ := internal.TweakAdd(&tweak)
	outX, oddY, _ := output.XOnly()
	fmt.Println("commitment holds:", internal.TweakAddCheck(&tweak, &outX, oddY) == nil)

	_ = kp.TweakAddXOnly(&tweak)
	msg := sha256.Sum256([]byte("spend"))
	sig, _ := kp.SignSchnorr(msg[:], nil)
	fmt.Println("key-path signature valid:", outX.VerifySchnorr(&sig, msg[:]) == nil)
	// Output:
	// commitment holds: true
	// key-path signature valid: true
}
