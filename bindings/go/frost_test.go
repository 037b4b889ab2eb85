// ufsecp Go binding — FROST tests: the official signing runs of RFC 9591 (appendix, through
// ../shared/vectors) and ZF's frost-secp256k1-tr through the binding, random 2-of-3 and
// 3-of-5 runs in both suites (the -tr signatures also by VerifySchnorr), nonce reuse refused,
// a corrupted share named.

package ufsecp

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"strconv"
	"testing"
)

type frostVector struct {
	Config struct {
		Min json.Number `json:"MIN_PARTICIPANTS"`
	} `json:"config"`
	Inputs struct {
		Secret string   `json:"group_secret_key"`
		PK     string   `json:"group_public_key"`
		VK     string   `json:"verifying_key_key"`
		Msg    string   `json:"message"`
		Coeffs []string `json:"share_polynomial_coefficients"`
		Shares []struct {
			ID    json.Number `json:"identifier"`
			Share string      `json:"participant_share"`
		} `json:"participant_shares"`
	} `json:"inputs"`
	R1 struct {
		Outputs []struct {
			ID      json.Number `json:"identifier"`
			HidingR string      `json:"hiding_nonce_randomness"`
			BindR   string      `json:"binding_nonce_randomness"`
			HidingC string      `json:"hiding_nonce_commitment"`
			BindC   string      `json:"binding_nonce_commitment"`
		} `json:"outputs"`
	} `json:"round_one_outputs"`
	R2 struct {
		Outputs []struct {
			Share string `json:"sig_share"`
		} `json:"outputs"`
	} `json:"round_two_outputs"`
	Final struct {
		Sig string `json:"sig"`
	} `json:"final_output"`
}

func unhexN(t *testing.T, s string, out []byte) {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != len(out) {
		t.Fatalf("bad hex %q for %d bytes", s, len(out))
	}
	copy(out, b)
}

func TestFrostVectors(t *testing.T) {
	for _, c := range []struct {
		file  string
		suite FrostSuite
	}{
		{"frost/rfc9591-cfrg/frost-secp256k1-sha256.json", FrostRFC9591},
		{"frost/zf-frost-secp256k1/vectors-big-identifier.json", FrostRFC9591},
		{"frost/zf-frost-secp256k1-tr/vectors.json", FrostTR},
	} {
		var v frostVector
		if err := json.Unmarshal(mustVector(t, c.file), &v); err != nil {
			t.Fatal(c.file, err)
		}
		var secret [32]byte
		unhexN(t, v.Inputs.Secret, secret[:])
		coeffs := make([][32]byte, len(v.Inputs.Coeffs))
		for i, h := range v.Inputs.Coeffs {
			unhexN(t, h, coeffs[i][:])
		}
		ids := make([]FrostIdentifier, len(v.Inputs.Shares))
		for i, s := range v.Inputs.Shares {
			n, _ := strconv.Atoi(s.ID.String())
			ids[i] = FrostID(uint32(n))
		}
		shares, cms, gpk, err := FrostDealerKeygen(&secret, coeffs, ids)
		if err != nil {
			t.Fatal(c.file, err)
		}
		pk := v.Inputs.PK + v.Inputs.VK
		if hex.EncodeToString(gpk[:]) != pk {
			t.Fatalf("%s: group key %x", c.file, gpk)
		}
		shareOf := map[FrostIdentifier]FrostShare{}
		pubOf := map[FrostIdentifier][33]byte{}
		for i := range ids {
			if hex.EncodeToString(shares[i][:]) != v.Inputs.Shares[i].Share {
				t.Fatalf("%s: share %d", c.file, i)
			}
			ps, err := FrostShareVerify(&ids[i], &shares[i], cms)
			if err != nil {
				t.Fatal(err)
			}
			shareOf[ids[i]], pubOf[ids[i]] = shares[i], ps
		}
		p := &FrostSigningPackage{Suite: c.suite, GroupKey: gpk}
		p.Message, _ = hex.DecodeString(v.Inputs.Msg)
		var nonces []*FrostSecNonce
		var pubs [][33]byte
		for _, o := range v.R1.Outputs {
			n, _ := strconv.Atoi(o.ID.String())
			id := FrostID(uint32(n))
			var hr, br [32]byte
			unhexN(t, o.HidingR, hr[:])
			unhexN(t, o.BindR, br[:])
			sh := shareOf[id]
			sn, pn, err := NewFrostNonceFromRandomness(c.suite, &sh, &hr, &br)
			if err != nil {
				t.Fatal(err)
			}
			if hex.EncodeToString(pn[:33]) != o.HidingC || hex.EncodeToString(pn[33:]) != o.BindC {
				t.Fatalf("%s: commitments of %d", c.file, n)
			}
			p.IDs = append(p.IDs, id)
			p.PubNonces = append(p.PubNonces, pn)
			nonces = append(nonces, sn)
			pubs = append(pubs, pubOf[id])
		}
		zs := make([][32]byte, len(p.IDs))
		for i, id := range p.IDs {
			sh := shareOf[id]
			z, err := FrostSign(p, nonces[i], &sh, &id)
			if err != nil || hex.EncodeToString(z[:]) != v.R2.Outputs[i].Share {
				t.Fatalf("%s: sig share %d: %x %v", c.file, i, z, err)
			}
			if _, err := FrostSign(p, nonces[i], &sh, &id); !errors.Is(err, ErrFrostBadNonce) {
				t.Fatalf("reused nonce: %v", err)
			}
			zs[i] = z
		}
		sig, _, err := FrostAggregate(p, zs, pubs)
		if err != nil || hex.EncodeToString(sig) != v.Final.Sig {
			t.Fatalf("%s: signature %x %v", c.file, sig, err)
		}
		if err := FrostVerify(c.suite, sig, p.Message, &gpk, nil); err != nil {
			t.Fatal(err)
		}
	}
}

// A random t-of-n run; returns the signature and the package.
func frostRun(t *testing.T, suite FrostSuite, tt, n int, corrupt int) ([]byte, *FrostSigningPackage, int, error) {
	secret, _ := GenerateSecretKey()
	coeffs := make([][32]byte, tt-1)
	for i := range coeffs {
		k, _ := GenerateSecretKey()
		coeffs[i] = [32]byte(k)
	}
	ids := make([]FrostIdentifier, n)
	for i := range ids {
		ids[i] = FrostID(uint32(3*i + 1))
	}
	s32 := [32]byte(secret)
	shares, cms, gpk, err := FrostDealerKeygen(&s32, coeffs, ids)
	if err != nil {
		t.Fatal(err)
	}
	p := &FrostSigningPackage{Suite: suite, GroupKey: gpk, Message: []byte("frost from go")}
	var nonces []*FrostSecNonce
	var pubs [][33]byte
	for i := tt - 1; i >= 0; i-- { // signers in reverse order
		ps, err := FrostShareVerify(&ids[i], &shares[i], cms)
		if err != nil {
			t.Fatal(err)
		}
		sn, pn, err := NewFrostNonce(suite, &shares[i])
		if err != nil {
			t.Fatal(err)
		}
		p.IDs, p.PubNonces = append(p.IDs, ids[i]), append(p.PubNonces, pn)
		nonces, pubs = append(nonces, sn), append(pubs, ps)
	}
	zs := make([][32]byte, tt)
	for k, id := range p.IDs {
		idx := tt - 1 - k
		z, err := FrostSign(p, nonces[k], &shares[idx], &id)
		if err != nil {
			t.Fatal(err)
		}
		if err := FrostVerifyShare(p, &z, &id, &pubs[k]); err != nil {
			t.Fatal(err)
		}
		zs[k] = z
	}
	if corrupt >= 0 {
		zs[corrupt][31] ^= 1
	}
	sig, culprit, err := FrostAggregate(p, zs, pubs)
	return sig, p, culprit, err
}

func TestFrostRandom(t *testing.T) {
	for _, suite := range []FrostSuite{FrostRFC9591, FrostTR} {
		for _, tn := range [][2]int{{2, 3}, {3, 5}, {1, 1}} {
			sig, p, _, err := frostRun(t, suite, tn[0], tn[1], -1)
			if err != nil {
				t.Fatal(err)
			}
			if err := FrostVerify(suite, sig, p.Message, &p.GroupKey, nil); err != nil {
				t.Fatal(err)
			}
			if suite == FrostTR {
				x, err := FrostTROutputKey(&p.GroupKey, nil)
				if err != nil {
					t.Fatal(err)
				}
				if err := x.VerifySchnorr((*SchnorrSignature)(sig), p.Message); err != nil {
					t.Fatalf("BIP-340 verify: %v", err)
				}
			}
			if tn[0] > 1 {
				_, _, culprit, err := frostRun(t, suite, tn[0], tn[1], 1)
				if !errors.Is(err, ErrFrostBadShare) || culprit != 1 {
					t.Fatalf("corrupted share: %v, culprit %d", err, culprit)
				}
			}
		}
	}
}
