// ufsecp Go binding — FROST DKG tests: ZF's DKG vectors of both suites through the binding
// (commitments, published proofs, round-2 shares; for the RFC 9591 suite the final signing
// share, public share and group key), random t-of-n DKGs whose key signs, and cheaters named.

package ufsecp

import (
	"encoding/json"
	"errors"
	"strconv"
	"testing"
)

func TestFrostDKGVectors(t *testing.T) {
	for _, c := range []struct {
		file  string
		suite FrostSuite
	}{
		{"frost/zf-frost-secp256k1/vectors_dkg.json", FrostRFC9591},
		{"frost/zf-frost-secp256k1-tr/vectors_dkg.json", FrostTR},
	} {
		var v struct {
			Config struct {
				Max json.Number `json:"MAX_PARTICIPANTS"`
				Min json.Number `json:"MIN_PARTICIPANTS"`
			} `json:"config"`
			Inputs map[string]json.RawMessage `json:"inputs"`
		}
		if err := json.Unmarshal(mustVector(t, c.file), &v); err != nil {
			t.Fatal(c.file, err)
		}
		n, _ := strconv.Atoi(v.Config.Max.String())
		tt, _ := strconv.Atoi(v.Config.Min.String())
		var vk string
		if err := json.Unmarshal(v.Inputs["verifying_key"], &vk); err != nil {
			t.Fatal(err)
		}
		type part struct {
			ID     json.Number       `json:"identifier"`
			Key    string            `json:"signing_key"`
			Coeff  string            `json:"coefficient"`
			Cms    []string          `json:"vss_commitments"`
			Pok    string            `json:"proof_of_knowledge"`
			Shares map[string]string `json:"signing_shares"`
			VShare string            `json:"verifying_share"`
			SShare string            `json:"signing_share"`
		}
		parts := make([]part, n)
		pkgs := make([]FrostDKGPackage, n)
		secs := make([]*FrostDKGSecret, n)
		for i := 0; i < n; i++ {
			if err := json.Unmarshal(v.Inputs[strconv.Itoa(i+1)], &parts[i]); err != nil {
				t.Fatal(err)
			}
			p := parts[i]
			id, _ := strconv.Atoi(p.ID.String())
			fid := FrostID(uint32(id))
			if tt != 2 {
				t.Fatalf("%s: the vector is %d-of-%d (2 coefficients expected)", c.file, tt, n)
			}
			coeffs := make([][32]byte, 2)
			unhexN(t, p.Key, coeffs[0][:])
			unhexN(t, p.Coeff, coeffs[1][:])
			secs[i] = &FrostDKGSecret{coeffs: coeffs}
			var nonce [32]byte
			nonce[0] = byte(0x5a + i)
			own, err := FrostDKGRound1(c.suite, &fid, coeffs, &nonce)
			if err != nil {
				t.Fatal(c.file, err)
			}
			pkgs[i] = FrostDKGPackage{ID: fid, Commitments: make([][33]byte, tt), Proof: unhexT(t, p.Pok)}
			for k := range pkgs[i].Commitments {
				unhexN(t, p.Cms[k], pkgs[i].Commitments[k][:])
				if own.Commitments[k] != pkgs[i].Commitments[k] {
					t.Fatalf("%s: participant %d commitment %d", c.file, i+1, k)
				}
			}
		}
		if culprit, err := FrostDKGVerifyPackages(c.suite, pkgs); err != nil {
			t.Fatalf("%s: published proofs: %v (culprit %d)", c.file, err, culprit)
		}
		bad := append([]FrostDKGPackage(nil), pkgs...)
		bad[1].Proof = append([]byte(nil), pkgs[1].Proof...)
		bad[1].Proof[len(bad[1].Proof)-1] ^= 1
		if culprit, err := FrostDKGVerifyPackages(c.suite, bad); !errors.Is(err, ErrBadSignature) || culprit != 1 {
			t.Fatalf("%s: bad proof: %v, culprit %d", c.file, err, culprit)
		}
		var groupKey [33]byte
		for j := 0; j < n; j++ {
			shares := make([]FrostShare, n)
			for i := 0; i < n; i++ {
				s, err := FrostDKGRound2Share(secs[i], &pkgs[j].ID)
				if err != nil {
					t.Fatal(err)
				}
				if i != j {
					var want FrostShare
					unhexN(t, parts[j].Shares[strconv.Itoa(i+1)], want[:])
					if s != want {
						t.Fatalf("%s: round-2 share %d->%d", c.file, i+1, j+1)
					}
				}
				shares[i] = s
			}
			key, culprit, err := FrostDKGFinalize(c.suite, &pkgs[j].ID, pkgs, shares)
			if err != nil {
				t.Fatalf("%s: finalize %d: %v (culprit %d)", c.file, j+1, err, culprit)
			}
			groupKey = key.GroupKey
			if c.suite == FrostRFC9591 { // ZF's -tr key packages come out Taproot-tweaked
				var ws FrostShare
				var wp [33]byte
				unhexN(t, parts[j].SShare, ws[:])
				unhexN(t, parts[j].VShare, wp[:])
				if key.Share != ws || key.PubShare != wp {
					t.Fatalf("%s: participant %d's key", c.file, j+1)
				}
			}
			shares[0][31] ^= 1
			if _, culprit, err := FrostDKGFinalize(c.suite, &pkgs[j].ID, pkgs, shares); !errors.Is(err, ErrFrostBadShare) || culprit != 0 {
				t.Fatalf("%s: bad share: %v, culprit %d", c.file, err, culprit)
			}
		}
		var want [33]byte
		unhexN(t, vk, want[:])
		if c.suite == FrostRFC9591 && groupKey != want {
			t.Fatalf("%s: group key", c.file)
		}
		if c.suite == FrostTR { // ZF's key: the BIP-341 key-path output key of ours
			internal, err := FrostTROutputKey(&groupKey, nil)
			if err != nil {
				t.Fatal(err)
			}
			out, _, err := TaprootOutputKey(&internal, nil)
			if err != nil {
				t.Fatal(err)
			}
			if [32]byte(out) != [32]byte(want[1:]) {
				t.Fatalf("%s: group key (Taproot output key)", c.file)
			}
		}
	}
}

// A random t-of-n DKG whose key signs (dealer-free), both suites.
func TestFrostDKGRandom(t *testing.T) {
	for _, suite := range []FrostSuite{FrostRFC9591, FrostTR} {
		for _, tn := range [][2]int{{1, 1}, {2, 3}, {3, 5}} {
			tt, n := tn[0], tn[1]
			ids := make([]FrostIdentifier, n)
			secs := make([]*FrostDKGSecret, n)
			pkgs := make([]FrostDKGPackage, n)
			for i := range ids {
				ids[i] = FrostID(uint32(5*i + 2))
				sec, pkg, err := NewFrostDKGRound1(suite, &ids[i], tt)
				if err != nil {
					t.Fatal(err)
				}
				secs[i], pkgs[i] = sec, *pkg
			}
			if _, err := FrostDKGVerifyPackages(suite, pkgs); err != nil {
				t.Fatal(err)
			}
			keys := make([]*FrostDKGKey, n)
			for j := range ids {
				shares := make([]FrostShare, n)
				for i := range ids {
					var err error
					if shares[i], err = FrostDKGRound2Share(secs[i], &ids[j]); err != nil {
						t.Fatal(err)
					}
				}
				var err error
				if keys[j], _, err = FrostDKGFinalize(suite, &ids[j], pkgs, shares); err != nil {
					t.Fatal(err)
				}
				if keys[j].GroupKey != keys[0].GroupKey {
					t.Fatal("group keys differ")
				}
			}
			for _, s := range secs {
				s.Clear()
			}
			// The last t participants sign.
			p := &FrostSigningPackage{Suite: suite, GroupKey: keys[0].GroupKey, Message: []byte("dkg key")}
			var nonces []*FrostSecNonce
			for i := n - tt; i < n; i++ {
				sn, pn, err := NewFrostNonce(suite, &keys[i].Share)
				if err != nil {
					t.Fatal(err)
				}
				p.IDs, p.PubNonces, nonces = append(p.IDs, ids[i]), append(p.PubNonces, pn), append(nonces, sn)
			}
			zs := make([][32]byte, tt)
			pubs := make([][33]byte, tt)
			for k := range p.IDs {
				i := n - tt + k
				var err error
				if zs[k], err = FrostSign(p, nonces[k], &keys[i].Share, &ids[i]); err != nil {
					t.Fatal(err)
				}
				pubs[k] = keys[i].PubShare
			}
			sig, _, err := FrostAggregate(p, zs, pubs)
			if err != nil {
				t.Fatal(err)
			}
			if err := FrostVerify(suite, sig, p.Message, &p.GroupKey, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
}
