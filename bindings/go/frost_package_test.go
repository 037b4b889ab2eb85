package ufsecp

import (
	"bytes"
	"errors"
	"testing"
)

// The parsed package gives the bytes calls' shares, checks and signatures; single-use nonces
// and named cheaters work the same.
func TestFrostParsedPackage(t *testing.T) {
	for _, suite := range []FrostSuite{FrostRFC9591, FrostTR} {
		for _, tn := range [][2]int{{1, 1}, {2, 3}, {5, 7}} {
			tt, n := tn[0], tn[1]
			secret, _ := GenerateSecretKey()
			coeffs := make([][32]byte, tt-1)
			for i := range coeffs {
				k, _ := GenerateSecretKey()
				coeffs[i] = [32]byte(k)
			}
			ids := make([]FrostIdentifier, n)
			for i := range ids {
				ids[i] = FrostID(uint32(2*i + 5))
			}
			s32 := [32]byte(secret)
			shares, cms, gpk, err := FrostDealerKeygen(&s32, coeffs, ids)
			if err != nil {
				t.Fatal(err)
			}
			p := &FrostSigningPackage{Suite: suite, GroupKey: gpk, Message: []byte("parsed once")}
			var hid, bind [][32]byte
			var pubs [][33]byte
			for i := tt - 1; i >= 0; i-- {
				ps, err := FrostShareVerify(&ids[i], &shares[i], cms)
				if err != nil {
					t.Fatal(err)
				}
				var h, b [32]byte
				h[0], b[0] = byte(i+1), byte(i+100)
				_, pn, err := NewFrostNonceFromRandomness(suite, &shares[i], &h, &b)
				if err != nil {
					t.Fatal(err)
				}
				p.IDs, p.PubNonces, pubs = append(p.IDs, ids[i]), append(p.PubNonces, pn), append(pubs, ps)
				hid, bind = append(hid, h), append(bind, b)
			}
			pp, err := p.Parse()
			if err != nil {
				t.Fatal(err)
			}
			zs := make([][32]byte, tt)
			for k, id := range p.IDs {
				idx := tt - 1 - k
				sn1, _, _ := NewFrostNonceFromRandomness(suite, &shares[idx], &hid[k], &bind[k])
				sn2, _, _ := NewFrostNonceFromRandomness(suite, &shares[idx], &hid[k], &bind[k])
				z1, err := FrostSign(p, sn1, &shares[idx], &id)
				if err != nil {
					t.Fatal(err)
				}
				z2, err := pp.Sign(sn2, &shares[idx], &id)
				if err != nil || z1 != z2 {
					t.Fatalf("package sign: %v", err)
				}
				if _, err := pp.Sign(sn2, &shares[idx], &id); !errors.Is(err, ErrFrostBadNonce) {
					t.Fatalf("reused nonce: %v", err)
				}
				if err := pp.VerifyShare(&z2, &id, &pubs[k]); err != nil {
					t.Fatal(err)
				}
				zs[k] = z2
			}
			sig1, _, err := FrostAggregate(p, zs, pubs)
			if err != nil {
				t.Fatal(err)
			}
			sig2, _, err := pp.Aggregate(zs, pubs)
			if err != nil || !bytes.Equal(sig1, sig2) {
				t.Fatalf("package aggregate: %v", err)
			}
			if sig3, _, err := pp.Aggregate(zs, nil); err != nil || !bytes.Equal(sig1, sig3) {
				t.Fatalf("package aggregate without pubshares: %v", err)
			}
			if err := FrostVerify(suite, sig2, p.Message, &gpk, nil); err != nil {
				t.Fatal(err)
			}
			if tt > 1 {
				zs[1][31] ^= 1
				if _, c, err := pp.Aggregate(zs, pubs); !errors.Is(err, ErrFrostBadShare) || c != 1 {
					t.Fatalf("corrupted share: %v, culprit %d", err, c)
				}
				if err := pp.VerifyShare(&zs[1], &p.IDs[1], &pubs[1]); !errors.Is(err, ErrFrostBadShare) {
					t.Fatalf("corrupted share check: %v", err)
				}
			}
		}
	}
	// A package that does not parse.
	bad := &FrostSigningPackage{Suite: FrostRFC9591, IDs: []FrostIdentifier{FrostID(1)}, PubNonces: []FrostPubNonce{{}}}
	if _, err := bad.Parse(); !errors.Is(err, ErrBadPublicKey) {
		t.Fatalf("bad group key: %v", err)
	}
}
