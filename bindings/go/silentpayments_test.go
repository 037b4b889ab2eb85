package ufsecp

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"sort"
	"strings"
	"testing"
)

// BIP-352's official vectors (../shared/vectors/bip352/send_and_receive_test_vectors.json)
// through the binding: every sending case (recipients decoded from their addresses, outputs
// equal to one of the expected sets, or the expected failure), every receiving case
// (addresses with labels, scanning with the tweak data as a light client gets it: the
// expected outputs and tweaks, ScanBatch == Scan, the light-client output key). The inputs'
// eligibility on the sending side comes from the vector's input_pub_keys (the C test,
// tests/cross/silentpayments_vectors.cpp, extracts the keys from the scripts itself).
type bip352Vector struct {
	Comment string `json:"comment"`
	Sending []struct {
		Given struct {
			Vin []struct {
				Txid       string `json:"txid"`
				Vout       uint32 `json:"vout"`
				PrivateKey string `json:"private_key"`
				ScriptSig  string `json:"scriptSig"`
				Prevout    struct {
					ScriptPubKey struct {
						Hex string `json:"hex"`
					} `json:"scriptPubKey"`
				} `json:"prevout"`
			} `json:"vin"`
			Recipients []struct {
				Address  string `json:"address"`
				ScanPub  string `json:"scan_pub_key"`
				SpendPub string `json:"spend_pub_key"`
				Count    int    `json:"count"`
			} `json:"recipients"`
		} `json:"given"`
		Expected struct {
			Outputs      [][]string `json:"outputs"`
			InputPubKeys []string   `json:"input_pub_keys"`
		} `json:"expected"`
	} `json:"sending"`
	Receiving []struct {
		Given struct {
			Outputs     []string `json:"outputs"`
			KeyMaterial struct {
				Spend string `json:"spend_priv_key"`
				Scan  string `json:"scan_priv_key"`
			} `json:"key_material"`
			Labels []uint32 `json:"labels"`
		} `json:"given"`
		Expected struct {
			Addresses []string `json:"addresses"`
			Outputs   []struct {
				PrivKeyTweak string `json:"priv_key_tweak"`
				PubKey       string `json:"pub_key"`
			} `json:"outputs"`
			NOutputs     *int    `json:"n_outputs"`
			Tweak        *string `json:"tweak"`
			SharedSecret *string `json:"shared_secret"`
		} `json:"expected"`
	} `json:"receiving"`
}

func TestSilentPaymentsVectors(t *testing.T) {
	var vs []bip352Vector
	if err := json.Unmarshal(mustVector(t, "bip352/send_and_receive_test_vectors.json"), &vs); err != nil {
		t.Fatal(err)
	}
	if len(vs) < 28 {
		t.Fatalf("%d BIP-352 vectors", len(vs))
	}
	for _, v := range vs {
		for _, s := range v.Sending {
			var ops []SPOutpoint
			var tr, pl []SecretKey
			eligible := map[string]int{} // by x coordinate, each listed key used once
			for _, k := range s.Expected.InputPubKeys {
				eligible[k[2:]]++
			}
			for _, in := range s.Given.Vin {
				var op SPOutpoint
				txid := unhexT(t, in.Txid)
				for i := range 32 {
					op[i] = txid[31-i]
				}
				op[32], op[33], op[34], op[35] = byte(in.Vout), byte(in.Vout>>8), byte(in.Vout>>16), byte(in.Vout>>24)
				ops = append(ops, op)
				var sk SecretKey
				copy(sk[:], unhexT(t, in.PrivateKey))
				pk, err := sk.PublicKey()
				if err != nil {
					t.Fatal(err)
				}
				c, _ := pk.SerializeCompressed()
				spk := in.Prevout.ScriptPubKey.Hex
				if strings.HasPrefix(spk, "a914") && !(len(in.ScriptSig) == 46 && strings.HasPrefix(in.ScriptSig, "160014")) {
					continue // P2SH other than P2SH-P2WPKH
				}
				if eligible[hex.EncodeToString(c[1:])] == 0 {
					continue
				}
				eligible[hex.EncodeToString(c[1:])]--
				if strings.HasPrefix(in.Prevout.ScriptPubKey.Hex, "5120") {
					tr = append(tr, sk)
				} else {
					pl = append(pl, sk)
				}
			}
			var rec []SPRecipient
			for _, r := range s.Given.Recipients {
				x, testnet, version, err := SPDecodeAddress(r.Address)
				if err != nil {
					t.Fatalf("%s: decode %s: %v", v.Comment, r.Address, err)
				}
				sc, _ := x.Scan.SerializeCompressed()
				sp, _ := x.Spend.SerializeCompressed()
				if hex.EncodeToString(sc[:]) != r.ScanPub || hex.EncodeToString(sp[:]) != r.SpendPub || version != 0 ||
					testnet != strings.HasPrefix(r.Address, "tsp1") {
					t.Errorf("%s: keys of %s", v.Comment, r.Address)
				}
				n := max(r.Count, 1)
				for range n {
					rec = append(rec, x)
				}
			}
			smallest, err := SPSmallestOutpoint(ops)
			if err != nil {
				t.Fatal(err)
			}
			outs, err := SPCreateOutputs(rec, &smallest, tr, pl)
			if len(s.Expected.Outputs) == 1 && len(s.Expected.Outputs[0]) == 0 {
				want := ErrInfinity
				if len(rec) > SPKmax {
					want = ErrSPTooManyRecipients
				}
				if !errors.Is(err, want) {
					t.Errorf("%s: sending: got %v, want %v", v.Comment, err, want)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s: sending: %v", v.Comment, err)
			}
			var mine []string
			for _, o := range outs {
				mine = append(mine, hex.EncodeToString(o[:]))
			}
			sort.Strings(mine)
			ok := false
			for _, set := range s.Expected.Outputs {
				w := append([]string(nil), set...)
				sort.Strings(w)
				ok = ok || strings.Join(w, ",") == strings.Join(mine, ",")
			}
			if !ok {
				t.Errorf("%s: outputs %v not an expected set", v.Comment, mine)
			}
		}
		for _, r := range v.Receiving {
			var bscan, bspend SecretKey
			copy(bscan[:], unhexT(t, r.Given.KeyMaterial.Scan))
			copy(bspend[:], unhexT(t, r.Given.KeyMaterial.Spend))
			Bscan, _ := bscan.PublicKey()
			Bspend, _ := bspend.PublicKey()
			var labels []SPLabel
			spends := []PublicKey{Bspend}
			for _, m := range r.Given.Labels {
				l, err := SPCreateLabel(&bscan, m)
				if err != nil {
					t.Fatal(err)
				}
				labels = append(labels, l)
				bm, err := SPLabeledSpendKey(&Bspend, &l)
				if err != nil {
					t.Fatal(err)
				}
				spends = append(spends, bm)
			}
			for i, want := range r.Expected.Addresses {
				got, err := SPEncodeAddress(&Bscan, &spends[i], strings.HasPrefix(want, "tsp1"))
				if err != nil || got != want {
					t.Errorf("%s: address %d: %s, %v", v.Comment, i, got, err)
				}
			}
			if r.Expected.Tweak == nil {
				continue
			}
			var pd [33]byte
			copy(pd[:], unhexT(t, *r.Expected.Tweak))
			ss, err := SPSharedSecret(&bscan, &pd)
			if err != nil || hex.EncodeToString(ss[:]) != *r.Expected.SharedSecret {
				t.Errorf("%s: shared secret %x, %v", v.Comment, ss, err)
			}
			outs := make([]XOnlyPublicKey, len(r.Given.Outputs))
			for i, o := range r.Given.Outputs {
				copy(outs[i][:], unhexT(t, o))
			}
			sc, err := NewSPScanner(&bscan, &Bspend, labels)
			if err != nil {
				t.Fatal(err)
			}
			found, err := sc.Scan(&pd, outs)
			if err != nil {
				t.Fatalf("%s: scan: %v", v.Comment, err)
			}
			if r.Expected.NOutputs != nil && len(found) != *r.Expected.NOutputs {
				t.Errorf("%s: found %d, want %d", v.Comment, len(found), *r.Expected.NOutputs)
			}
			if r.Expected.NOutputs == nil && len(found) != len(r.Expected.Outputs) {
				t.Errorf("%s: found %d, want %d", v.Comment, len(found), len(r.Expected.Outputs))
			}
			for _, w := range r.Expected.Outputs {
				hit := false
				for _, f := range found {
					if hex.EncodeToString(outs[f.OutputIndex][:]) != w.PubKey {
						continue
					}
					hit = true
					if hex.EncodeToString(f.Tweak[:]) != w.PrivKeyTweak {
						t.Errorf("%s: tweak of %s", v.Comment, w.PubKey)
					}
					d := bspend
					if err := d.TweakAdd(&f.Tweak); err != nil {
						t.Fatal(err)
					}
					x, _ := d.XOnlyPublicKey()
					if hex.EncodeToString(x[:]) != w.PubKey {
						t.Errorf("%s: b_spend + tweak", v.Comment)
					}
					if !f.HasLabel {
						o, err := SPOutputKey(&ss, &Bspend, f.K)
						if err != nil || !bytes.Equal(o[:], outs[f.OutputIndex][:]) {
							t.Errorf("%s: light-client output key", v.Comment)
						}
					}
				}
				if !hit {
					t.Errorf("%s: %s not found", v.Comment, w.PubKey)
				}
			}
			for _, threads := range []int{1, 2} {
				b, err := sc.ScanBatch([]SPTx{{pd, outs}, {pd, outs}}, threads)
				if err != nil {
					t.Fatal(err)
				}
				for _, bf := range b {
					if len(bf) != len(found) {
						t.Fatalf("%s: batch %d vs %d", v.Comment, len(bf), len(found))
					}
					for i := range bf {
						if bf[i] != found[i] {
							t.Errorf("%s: batch entry %d differs", v.Comment, i)
						}
					}
				}
			}
		}
	}
}

func TestSilentPaymentsErrors(t *testing.T) {
	if _, _, _, err := SPDecodeAddress("sp1qq"); err == nil {
		t.Error("short address accepted")
	}
	if _, err := SPSmallestOutpoint(nil); !errors.Is(err, ErrBadLength) {
		t.Errorf("SPSmallestOutpoint(nil): %v", err)
	}
	var sk SecretKey
	if _, err := SPCreateLabel(&sk, 0); !errors.Is(err, ErrBadSecretKey) {
		t.Errorf("zero scan key: %v", err)
	}
	sk[31] = 1
	pk, _ := sk.PublicKey()
	sc, err := NewSPScanner(&sk, &pk, nil)
	if err != nil {
		t.Fatal(err)
	}
	var bad [33]byte
	if _, err := sc.Scan(&bad, nil); !errors.Is(err, ErrBadPublicKey) {
		t.Errorf("bad public data: %v", err)
	}
	if _, err := sc.ScanBatch([]SPTx{{}}, 0); !errors.Is(err, ErrBadArg) {
		t.Errorf("0 threads: %v", err)
	}
	if _, err := sc.ScanBatch([]SPTx{{PublicData: bad}}, 1); !errors.Is(err, ErrBadPublicKey) {
		t.Errorf("batch bad public data: %v", err)
	}
}
