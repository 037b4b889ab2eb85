package ufsecp_test

import (
	"fmt"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
)

// Two signers make one BIP-340 signature with MuSig2.
func ExampleNewMusigSession() {
	msg := []byte("pay 1 BTC to the channel")
	sk1, _ := ufsecp.GenerateSecretKey()
	sk2, _ := ufsecp.GenerateSecretKey()
	pk1, _ := sk1.PublicKey()
	pk2, _ := sk2.PublicKey()
	kp1, _ := ufsecp.NewKeypair(&sk1)
	kp2, _ := ufsecp.NewKeypair(&sk2)

	keyAgg, _ := ufsecp.MusigAggregateKeys(&pk1, &pk2)
	aggPK, _ := keyAgg.XOnlyPublicKey()
	// Round 1: each signer makes a nonce and sends the public half.
	sec1, pub1, _ := ufsecp.MusigNonceGen(&sk1, &pk1, &aggPK, msg, nil)
	sec2, pub2, _ := ufsecp.MusigNonceGen(&sk2, &pk2, &aggPK, msg, nil)
	aggNonce, _ := ufsecp.MusigAggregateNonces(&pub1, &pub2)
	// Round 2: each signer signs; the secret nonces are consumed.
	session, _ := ufsecp.NewMusigSession(&aggNonce, msg, keyAgg, nil)
	ps1, _ := session.Sign(sec1, &kp1)
	ps2, _ := session.Sign(sec2, &kp2)
	fmt.Println("partial signature 2 valid:", session.Verify(&ps2, &pub2, &pk2) == nil)
	sig, _ := session.Aggregate(&ps1, &ps2)
	fmt.Println("BIP-340 signature valid:", aggPK.VerifySchnorr(&sig, msg) == nil)
	_, err := session.Sign(sec1, &kp1)
	fmt.Println("reusing a nonce:", err)
	// Output:
	// partial signature 2 valid: true
	// BIP-340 signature valid: true
	// reusing a nonce: ufsecp: secret nonce never initialised, already used or corrupted (UFSECP_ERR_BAD_SECNONCE)
}
