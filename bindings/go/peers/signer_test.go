// ufsecp Go binding — Signer against btcec: the signatures of Signer.Sign (fresh aux) and
// SignDeterministic verify under btcec's schnorr package, and Signer.ECDHX equals
// btcec.GenerateSharedSecret. (The Signer's own behaviour is tested in the binding's
// signer_test.go.)

package peers

import (
	"bytes"
	"testing"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcec/v2/schnorr"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
	"github.com/ufsecp/ufsecp/bindings/go/internal/testsupport"
)

func TestSignerAgreesWithBtcec(t *testing.T) {
	g := testsupport.NewRNG(t, 50)
	for i := 0; i < testsupport.Iters(16); i++ {
		sk := ufsecp.SecretKey(g.SecretKey())
		s, err := ufsecp.NewSignerFromSecretKey(&sk)
		testsupport.IsErr(t, "NewSignerFromSecretKey", err, nil)
		pub := s.PublicKey()
		bp, err := schnorr.ParsePubKey(pub[:])
		if err != nil {
			t.Fatal(err)
		}
		msg := g.B32()
		sig1, err := s.Sign(msg[:])
		testsupport.IsErr(t, "Sign", err, nil)
		sig2, _ := s.Sign(msg[:])
		det, err := s.SignDeterministic(msg[:])
		testsupport.IsErr(t, "SignDeterministic", err, nil)
		for _, sig := range []*ufsecp.SchnorrSignature{&sig1, &sig2, &det} {
			bs, err := schnorr.ParseSignature(sig[:])
			if err != nil || !bs.Verify(msg[:], bp) {
				t.Fatal("btcec rejects a Signer signature")
			}
		}

		other, err := ufsecp.NewSigner()
		testsupport.IsErr(t, "NewSigner", err, nil)
		osk := other.SecretKey()
		otherPub, err := osk.PublicKey()
		testsupport.IsErr(t, "PublicKey", err, nil)
		a, err := s.ECDHX(&otherPub)
		testsupport.IsErr(t, "ECDHX", err, nil)
		bPriv, _ := btcec.PrivKeyFromBytes(sk[:])
		_, bOther := btcec.PrivKeyFromBytes(osk[:])
		if !bytes.Equal(btcec.GenerateSharedSecret(bPriv, bOther), a[:]) {
			t.Fatal("Signer.ECDHX differs from btcec.GenerateSharedSecret")
		}
	}
}
