package ufsecp_test

import (
	"crypto/sha256"
	"fmt"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
)

// An atomic swap step with a Schnorr adaptor signature: Alice pre-signs for Bob's adaptor
// point T; when Bob publishes the completed signature, Alice learns Bob's secret t.
func ExampleKeypair_PreSignSchnorr() {
	alice, _ := ufsecp.GenerateKeypair()
	bobSecret, _ := ufsecp.GenerateSecretKey()
	T, _ := bobSecret.PublicKey()
	msg := sha256.Sum256([]byte("pay Bob 1 BTC"))

	pre, _ := alice.PreSignSchnorr(msg[:], &T, nil) // Alice -> Bob
	x, _ := alice.XOnlyPublicKey()
	fmt.Println("pre-signature valid:", pre.Verify(msg[:], &x, &T) == nil)

	sig, _ := pre.Adapt(&bobSecret) // Bob completes and publishes it
	fmt.Println("BIP-340 signature valid:", x.VerifySchnorr(&sig, msg[:]) == nil)

	t, _ := pre.Extract(&sig) // Alice reads the secret off the chain
	fmt.Println("Alice learned t:", t == bobSecret)
	// Output:
	// pre-signature valid: true
	// BIP-340 signature valid: true
	// Alice learned t: true
}

// An ECDSA adaptor signature (dlcspecs), as DLC outcomes use: decryptable by the holder of
// the encryption key (e.g. an oracle's attestation), whose key is then recoverable.
func ExampleSecretKey_EncryptECDSA() {
	signer, _ := ufsecp.GenerateSecretKey()
	oracle, _ := ufsecp.GenerateSecretKey()
	pk, _ := signer.PublicKey()
	encKey, _ := oracle.PublicKey()
	hash := sha256.Sum256([]byte("outcome: heads"))

	a, _ := signer.EncryptECDSA(&hash, &encKey, nil)
	fmt.Println("adaptor signature valid:", a.Verify(&pk, &hash, &encKey) == nil)
	sig, _ := a.Decrypt(&oracle)
	fmt.Println("ECDSA signature valid:", pk.VerifyECDSA(&sig, &hash) == nil)
	y, _ := a.Recover(&sig, &encKey)
	fmt.Println("recovered the decryption key:", y == oracle)
	// Output:
	// adaptor signature valid: true
	// ECDSA signature valid: true
	// recovered the decryption key: true
}
