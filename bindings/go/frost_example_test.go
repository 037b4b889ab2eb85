// ufsecp Go binding — a 2-of-3 FROST signing, runnable (go test checks its output).

package ufsecp_test

import (
	"fmt"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
)

// Three participants share a key (a trusted dealer here); any two of them sign a message
// in two rounds; the coordinator aggregates the shares into one BIP-340 signature, which
// verifies under the group's x-only key like any single-signer signature.
func Example_frost2of3() {
	secret := [32]byte(*exampleKey(7))
	coeffs := [][32]byte{[32]byte(*exampleKey(9))} // t - 1 = 1 random coefficient
	ids := []ufsecp.FrostIdentifier{ufsecp.FrostID(1), ufsecp.FrostID(2), ufsecp.FrostID(3)}
	shares, commitments, groupKey, err := ufsecp.FrostDealerKeygen(&secret, coeffs, ids)
	if err != nil {
		panic(err)
	}
	// Each participant checks its share against the dealer's commitments.
	pubShares := make([][33]byte, 3)
	for i := range ids {
		if pubShares[i], err = ufsecp.FrostShareVerify(&ids[i], &shares[i], commitments); err != nil {
			panic(err)
		}
	}
	// Round 1: participants 1 and 3 make nonces and send the public parts.
	signers := []int{0, 2}
	pkg := &ufsecp.FrostSigningPackage{Suite: ufsecp.FrostTR, GroupKey: groupKey, Message: []byte("2-of-3 spend")}
	nonces := make([]*ufsecp.FrostSecNonce, len(signers))
	for k, i := range signers {
		sn, pn, err := ufsecp.NewFrostNonce(ufsecp.FrostTR, &shares[i])
		if err != nil {
			panic(err)
		}
		nonces[k] = sn
		pkg.IDs = append(pkg.IDs, ids[i])
		pkg.PubNonces = append(pkg.PubNonces, pn)
	}
	// Round 2: each signs the package the coordinator sent back.
	sigShares := make([][32]byte, len(signers))
	checkShares := make([][33]byte, len(signers))
	for k, i := range signers {
		if sigShares[k], err = ufsecp.FrostSign(pkg, nonces[k], &shares[i], &ids[i]); err != nil {
			panic(err)
		}
		checkShares[k] = pubShares[i]
	}
	// The coordinator checks every share and aggregates.
	sig, _, err := ufsecp.FrostAggregate(pkg, sigShares, checkShares)
	if err != nil {
		panic(err)
	}
	key, _ := ufsecp.FrostTROutputKey(&groupKey, nil)
	fmt.Println("signature bytes:", len(sig))
	fmt.Println("BIP-340 verifies:", key.VerifySchnorr((*ufsecp.SchnorrSignature)(sig), pkg.Message) == nil)
	// A second signing with a used nonce is refused.
	_, err = ufsecp.FrostSign(pkg, nonces[0], &shares[0], &ids[0])
	fmt.Println("nonce reuse:", err)
	// Output:
	// signature bytes: 64
	// BIP-340 verifies: true
	// nonce reuse: ufsecp: FROST secret nonce already used or not made by NewFrostNonce (UFSECP_ERR_FROST_BAD_NONCE)
}
