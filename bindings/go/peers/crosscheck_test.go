// ufsecp Go binding — cross-checks on random inputs against three independent
// implementations: btcec/v2 (and its schnorr package), decred's secp256k1/v4 (pure Go)
// and the system libsecp256k1 (through internal/libsecp). Keys, x-only keys, signatures
// and shared secrets must be byte-identical where the schemes are deterministic, and
// each side must accept the other's signatures.

package peers

import (
	"bytes"
	"testing"

	"github.com/btcsuite/btcd/btcec/v2"
	btcecdsa "github.com/btcsuite/btcd/btcec/v2/ecdsa"
	"github.com/btcsuite/btcd/btcec/v2/schnorr"
	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	dcrecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
	"github.com/ufsecp/ufsecp/bindings/go/internal/testsupport"
	"github.com/ufsecp/ufsecp/bindings/go/peers/internal/libsecp"
)

func TestCrossKeysAndECDH(t *testing.T) {
	g := testsupport.NewRNG(t, 40)
	for i := 0; i < testsupport.Iters(128); i++ {
		sk := ufsecp.SecretKey(g.SecretKey())
		peerSK := ufsecp.SecretKey(g.SecretKey())

		// Public keys: compressed and x-only, four implementations.
		pk, _ := sk.PublicKey()
		comp, _ := pk.SerializeCompressed()
		x, _ := sk.XOnlyPublicKey()
		bPriv, bPub := btcec.PrivKeyFromBytes(sk[:])
		dPriv := secp256k1.PrivKeyFromBytes(sk[:])
		var lComp [33]byte
		var lX [32]byte
		sk32 := [32]byte(sk)
		if !libsecp.CompressedFromSecretKey(&lComp, &sk32) || !libsecp.XOnlyFromSecretKey(&lX, &sk32) {
			t.Fatal("libsecp256k1 key derivation failed")
		}
		if !bytes.Equal(comp[:], bPub.SerializeCompressed()) || !bytes.Equal(comp[:], dPriv.PubKey().SerializeCompressed()) ||
			comp != lComp {
			t.Fatalf("compressed public keys differ for sk %x", sk)
		}
		if !bytes.Equal(x[:], schnorr.SerializePubKey(bPub)) || x != lX {
			t.Fatalf("x-only public keys differ for sk %x", sk)
		}

		// ECDH: raw x agrees with btcec, decred and libsecp256k1 (custom hash); the hashed
		// form agrees with libsecp256k1's default.
		peer, _ := peerSK.PublicKey()
		peerComp, _ := peer.SerializeCompressed()
		bPeer, err := btcec.ParsePubKey(peerComp[:])
		if err != nil {
			t.Fatal(err)
		}
		dPeer, _ := secp256k1.ParsePubKey(peerComp[:])
		var lPeer libsecp.PubKey
		if !libsecp.PubKeyParse(&lPeer, peerComp[:]) {
			t.Fatal("libsecp256k1 parse")
		}
		ex, err := sk.ECDHX(&peer)
		testsupport.IsErr(t, "ECDHX", err, nil)
		eh, _ := sk.ECDH(&peer)
		var lx, lh [32]byte
		libsecp.ECDHX(&lx, &lPeer, &sk32)
		libsecp.ECDHSHA256(&lh, &lPeer, &sk32)
		if !bytes.Equal(ex[:], btcec.GenerateSharedSecret(bPriv, bPeer)) ||
			!bytes.Equal(ex[:], secp256k1.GenerateSharedSecret(dPriv, dPeer)) || ex != lx {
			t.Fatal("ECDH x coordinates differ")
		}
		if eh != lh {
			t.Fatal("hashed ECDH differs from libsecp256k1")
		}
	}
}

func TestCrossSchnorr(t *testing.T) {
	g := testsupport.NewRNG(t, 41)
	for i := 0; i < testsupport.Iters(128); i++ {
		sk := ufsecp.SecretKey(g.SecretKey())
		sk32 := [32]byte(sk)
		kp, _ := ufsecp.NewKeypair(&sk)
		x, _ := kp.XOnlyPublicKey()
		msg := g.B32()
		aux := g.B32()
		bPriv, _ := btcec.PrivKeyFromBytes(sk[:])
		bPub, err := schnorr.ParsePubKey(x[:])
		if err != nil {
			t.Fatal(err)
		}
		var lX libsecp.XOnly
		var lKP libsecp.Keypair
		if !libsecp.XOnlyParse(&lX, (*[32]byte)(&x)) || !libsecp.KeypairCreate(&lKP, &sk32) {
			t.Fatal("libsecp256k1 parse / keypair")
		}

		// Same key, message and aux: identical signatures from ufsecp, libsecp256k1 and
		// btcec (whose CustomNonce option is BIP-340 default signing).
		sig, err := kp.SignSchnorr(msg[:], &aux)
		testsupport.IsErr(t, "sign", err, nil)
		var lSig [64]byte
		if !libsecp.SchnorrSign32(&lSig, &msg, &lKP, &aux) || lSig != sig {
			t.Fatalf("signature differs from libsecp256k1:\n%x\n%x", sig, lSig)
		}
		bSig, err := schnorr.Sign(bPriv, msg[:], schnorr.CustomNonce(aux))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(bSig.Serialize(), sig[:]) {
			t.Fatal("signature differs from btcec")
		}

		// Each verifies the others' signatures, including btcec's default (RFC 6979 nonce).
		parsed, err := schnorr.ParseSignature(sig[:])
		if err != nil || !parsed.Verify(msg[:], bPub) {
			t.Fatal("btcec rejects ufsecp's signature")
		}
		bDefault, err := schnorr.Sign(bPriv, msg[:])
		if err != nil {
			t.Fatal(err)
		}
		bd := ufsecp.SchnorrSignature(bDefault.Serialize())
		testsupport.IsErr(t, "ufsecp verifies btcec's signature", x.VerifySchnorr(&bd, msg[:]), nil)
		px, _ := x.Parse()
		testsupport.IsErr(t, "ufsecp (parsed key) verifies btcec's signature", px.VerifySchnorr(&bd, msg[:]), nil)
		if !libsecp.SchnorrVerify((*[64]byte)(&bd), msg[:], &lX) || !libsecp.SchnorrVerify((*[64]byte)(&sig), msg[:], &lX) {
			t.Fatal("libsecp256k1 rejects a signature")
		}

		// And all reject the same corruption.
		bad := sig
		bad[32+g.IntN(32)] ^= byte(1 << g.IntN(8))
		ours := x.VerifySchnorr(&bad, msg[:]) == nil || px.VerifySchnorr(&bad, msg[:]) == nil
		theirs := false
		if p, err := schnorr.ParseSignature(bad[:]); err == nil {
			theirs = p.Verify(msg[:], bPub)
		}
		if ours || theirs || libsecp.SchnorrVerify((*[64]byte)(&bad), msg[:], &lX) {
			t.Fatal("a corrupted signature verified")
		}
	}
}

func TestCrossECDSA(t *testing.T) {
	g := testsupport.NewRNG(t, 42)
	for i := 0; i < testsupport.Iters(128); i++ {
		sk := ufsecp.SecretKey(g.SecretKey())
		sk32 := [32]byte(sk)
		pk, _ := sk.PublicKey()
		comp, _ := pk.SerializeCompressed()
		hash := g.B32()
		bPriv, bPub := btcec.PrivKeyFromBytes(sk[:])
		dPriv := secp256k1.PrivKeyFromBytes(sk[:])

		sig, err := sk.SignECDSA(&hash)
		testsupport.IsErr(t, "sign", err, nil)
		// RFC 6979: the same bytes from all four (all normalize to low-S).
		var lSig [64]byte
		if !libsecp.ECDSASign(&lSig, &hash, &sk32) || lSig != sig {
			t.Fatal("ECDSA signature differs from libsecp256k1")
		}
		bSig := btcecdsa.Sign(bPriv, hash[:])
		dSig := dcrecdsa.Sign(dPriv, hash[:])
		if compact(bSig) != sig || compact(dSig) != sig {
			t.Fatal("ECDSA signature differs from btcec / decred")
		}
		der, _ := sig.DER()
		lDER, _ := libsecp.ECDSASignatureDER(&lSig)
		if !bytes.Equal(der, bSig.Serialize()) || !bytes.Equal(der, lDER) {
			t.Fatal("DER encodings differ")
		}
		parsedB, err := btcecdsa.ParseDERSignature(der)
		if err != nil || !parsedB.Verify(hash[:], bPub) {
			t.Fatal("btcec rejects ufsecp's DER signature")
		}
		var lPK libsecp.PubKey
		libsecp.PubKeyParse(&lPK, comp[:])
		if !libsecp.ECDSAVerify((*[64]byte)(&sig), &hash, &lPK) {
			t.Fatal("libsecp256k1 rejects ufsecp's signature")
		}

		// Recovery ids agree with libsecp256k1 and with btcec's compact format
		// (header byte 27 + recid + 4 for a compressed key).
		_, recid, _ := sk.SignECDSARecoverable(&hash)
		var lr [64]byte
		lrecid, ok := libsecp.ECDSASignRecoverable(&lr, &hash, &sk32)
		if !ok || lrecid != recid || lr != sig {
			t.Fatalf("recovery id %d, libsecp256k1 says %d", recid, lrecid)
		}
		bc := btcecdsa.SignCompact(bPriv, hash[:], true)
		if len(bc) != 65 || int(bc[0])-27-4 != recid || !bytes.Equal(bc[1:], sig[:]) {
			t.Fatal("btcec compact signature / recovery id differs")
		}

		// ufsecp verifies a signature made by btcec with a different nonce: ufsecp's own
		// signature with extra nonce data, checked by btcec, and btcec's checked by us.
		extra := g.B32()
		sigE, _ := sk.SignECDSAWithNonceData(&hash, &extra)
		var r, s btcec.ModNScalar
		r.SetByteSlice(sigE[:32])
		s.SetByteSlice(sigE[32:])
		if !btcecdsa.NewSignature(&r, &s).Verify(hash[:], bPub) {
			t.Fatal("btcec rejects ufsecp's signature with extra nonce data")
		}
	}
}

// compact returns r || s of a btcec/decred signature.
func compact(sig *dcrecdsa.Signature) (out [64]byte) {
	r, s := sig.R(), sig.S()
	r.PutBytesUnchecked(out[:32])
	s.PutBytesUnchecked(out[32:])
	return
}

// TestCrossParse feeds random and edge-case encodings to ufsecp's and libsecp256k1's
// public-key parsers (including the hybrid 0x06/0x07 prefixes) and requires the same
// verdict and, when both accept, the same key.
func TestCrossParse(t *testing.T) {
	g := testsupport.NewRNG(t, 43)
	for i := 0; i < testsupport.Iters(2000); i++ {
		var enc []byte
		sk := ufsecp.SecretKey(g.SecretKey())
		pk, _ := sk.PublicKey()
		unc, _ := pk.SerializeUncompressed()
		switch i % 5 {
		case 0: // random bytes of a valid length with a random prefix among 0..7
			enc = make([]byte, []int{33, 65}[g.IntN(2)])
			g.Bytes(enc)
			enc[0] = byte(g.IntN(8))
		case 1: // a real key in hybrid form with the right or wrong parity bit
			enc = append([]byte{}, unc[:]...)
			enc[0] = 0x06 | (unc[64] & 1) ^ byte(g.IntN(2))
		case 2: // a real key with one flipped bit
			enc = append([]byte{}, unc[:]...)
			enc[1+g.IntN(64)] ^= byte(1 << g.IntN(8))
		case 3: // compressed real key, random prefix
			c, _ := pk.SerializeCompressed()
			enc = append([]byte{}, c[:]...)
			enc[0] = byte(g.IntN(8))
		case 4: // x at or above p
			enc = append([]byte{0x02 + byte(g.IntN(2))}, testsupport.FieldP[:]...)
			enc[32] += byte(g.IntN(3))
		}
		ours, err := ufsecp.ParsePublicKey(enc)
		var lpk libsecp.PubKey
		theirs := libsecp.PubKeyParse(&lpk, enc)
		if (err == nil) != theirs {
			t.Fatalf("parse verdicts differ on %x: ufsecp %v, libsecp256k1 %v", enc, err, theirs)
		}
		if err == nil {
			oc, _ := ours.SerializeCompressed()
			var check libsecp.PubKey
			if !libsecp.PubKeyParse(&check, oc[:]) || check != lpk {
				t.Fatalf("parsed keys differ on %x", enc)
			}
		} else if err != ufsecp.ErrBadPublicKey {
			t.Fatalf("parse error %v on %x", err, enc)
		}
	}
}
