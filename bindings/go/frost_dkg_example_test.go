// ufsecp Go binding — a 2-of-3 key made without a dealer (FROST DKG), then a draft BIP-445
// signing by two of the three; runnable (go test checks its output).

package ufsecp_test

import (
	"fmt"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
)

// Three participants run the DKG (identifiers 1, 2, 3): each broadcasts a package, checks
// everyone's, sends each other participant a private share, and finishes with its signing
// share, its public share and the group key. Participants 1 and 3 then sign with draft
// BIP-445 (whose 0-based identifiers are the DKG's minus one); the result is an ordinary
// BIP-340 signature under the group's x-only key.
func Example_frostDKG() {
	const t, n = 2, 3
	ids := []ufsecp.FrostIdentifier{ufsecp.FrostID(1), ufsecp.FrostID(2), ufsecp.FrostID(3)}
	secrets := make([]*ufsecp.FrostDKGSecret, n)
	pkgs := make([]ufsecp.FrostDKGPackage, n)
	for i := range ids { // round 1, each participant on its own
		sec, pkg, err := ufsecp.NewFrostDKGRound1(ufsecp.FrostTR, &ids[i], t)
		if err != nil {
			panic(err)
		}
		secrets[i], pkgs[i] = sec, *pkg
	}
	if culprit, err := ufsecp.FrostDKGVerifyPackages(ufsecp.FrostTR, pkgs); err != nil {
		panic(fmt.Sprint("participant ", culprit, ": ", err))
	}
	keys := make([]*ufsecp.FrostDKGKey, n)
	for j := range ids { // round 2 and finish, for participant j
		received := make([]ufsecp.FrostShare, n)
		for i := range ids {
			s, err := ufsecp.FrostDKGRound2Share(secrets[i], &ids[j]) // i -> j, privately
			if err != nil {
				panic(err)
			}
			received[i] = s
		}
		key, culprit, err := ufsecp.FrostDKGFinalize(ufsecp.FrostTR, &ids[j], pkgs, received)
		if err != nil {
			panic(fmt.Sprint("participant ", culprit, ": ", err))
		}
		keys[j] = key
	}
	for _, s := range secrets {
		s.Clear()
	}
	fmt.Println("same group key:", keys[0].GroupKey == keys[1].GroupKey && keys[1].GroupKey == keys[2].GroupKey)

	// BIP-445 signing by participants 1 and 3 (BIP-445 ids 0 and 2).
	signers := []int{0, 2}
	sess := &ufsecp.Frost445Session{Message: []byte("dealer-free 2-of-3")}
	sess.Signers = ufsecp.Frost445Signers{N: n, T: t, ThreshKey: keys[0].GroupKey}
	xonly, _, err := ufsecp.Frost445TweakedKey(&keys[0].GroupKey, &sess.Tweaks)
	if err != nil {
		panic(err)
	}
	xk := [32]byte(xonly)
	nonces := make([]*ufsecp.Frost445SecNonce, len(signers))
	pubNonces := make([][66]byte, len(signers))
	for k, i := range signers {
		sess.Signers.IDs = append(sess.Signers.IDs, uint32(i))
		sess.Signers.PubShares = append(sess.Signers.PubShares, keys[i].PubShare)
		share := [32]byte(keys[i].Share)
		nonces[k], pubNonces[k], err = ufsecp.NewFrost445Nonce(&share, &keys[i].PubShare, &xk, sess.Message)
		if err != nil {
			panic(err)
		}
	}
	if sess.AggNonce, _, err = ufsecp.Frost445NonceAgg(pubNonces); err != nil {
		panic(err)
	}
	psigs := make([][32]byte, len(signers))
	for k, i := range signers {
		share := [32]byte(keys[i].Share)
		if psigs[k], _, err = ufsecp.Frost445Sign(nonces[k], &share, uint32(i), sess); err != nil {
			panic(err)
		}
		if _, err := ufsecp.Frost445PartialSigVerify(&psigs[k], pubNonces, sess, k); err != nil {
			panic(err)
		}
	}
	sig, _, err := ufsecp.Frost445PartialSigAgg(psigs, sess)
	if err != nil {
		panic(err)
	}
	ss := ufsecp.SchnorrSignature(sig)
	fmt.Println("BIP-340 verifies:", xonly.VerifySchnorr(&ss, sess.Message) == nil)
	// Output:
	// same group key: true
	// BIP-340 verifies: true
}
