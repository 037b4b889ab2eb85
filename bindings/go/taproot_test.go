package ufsecp

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"testing"
)

// The BIP-341 wallet vectors (../shared/vectors/bip341/wallet-test-vectors.json). The
// bip350Address field (bech32m) belongs to the address code and is not checked here.
type bip341Vectors struct {
	ScriptPubKey []struct {
		Given struct {
			InternalPubkey string          `json:"internalPubkey"`
			ScriptTree     json.RawMessage `json:"scriptTree"`
		} `json:"given"`
		Intermediary struct {
			LeafHashes    []string `json:"leafHashes"`
			MerkleRoot    *string  `json:"merkleRoot"`
			TweakedPubkey string   `json:"tweakedPubkey"`
		} `json:"intermediary"`
		Expected struct {
			ScriptPubKey            string   `json:"scriptPubKey"`
			ScriptPathControlBlocks []string `json:"scriptPathControlBlocks"`
		} `json:"expected"`
	} `json:"scriptPubKey"`
	KeyPathSpending []struct {
		Given struct {
			RawUnsignedTx string `json:"rawUnsignedTx"`
			UtxosSpent    []struct {
				ScriptPubKey string `json:"scriptPubKey"`
				AmountSats   uint64 `json:"amountSats"`
			} `json:"utxosSpent"`
		} `json:"given"`
		InputSpending []struct {
			Given struct {
				TxinIndex       int     `json:"txinIndex"`
				InternalPrivkey string  `json:"internalPrivkey"`
				MerkleRoot      *string `json:"merkleRoot"`
				HashType        byte    `json:"hashType"`
			} `json:"given"`
			Intermediary struct {
				InternalPubkey string `json:"internalPubkey"`
				TweakedPrivkey string `json:"tweakedPrivkey"`
				SigMsg         string `json:"sigMsg"`
				SigHash        string `json:"sigHash"`
			} `json:"intermediary"`
			Expected struct {
				Witness []string `json:"witness"`
			} `json:"expected"`
		} `json:"inputSpending"`
		Auxiliary struct {
			FullySignedTx string `json:"fullySignedTx"`
		} `json:"auxiliary"`
	} `json:"keyPathSpending"`
}

func tHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func loadBip341(t *testing.T) bip341Vectors {
	var v bip341Vectors
	if err := json.Unmarshal(mustVector(t, "bip341/wallet-test-vectors.json"), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

type jsonLeaf struct {
	ID          int    `json:"id"`
	Script      string `json:"script"`
	LeafVersion byte   `json:"leafVersion"`
}

// flattenTree turns the vectors' nested tree (an object is a leaf, a 2-array a branch)
// into depth-first leaves with depths, and their ids.
func flattenTree(t *testing.T, raw json.RawMessage, depth uint8, leaves *[]TapLeaf, ids *[]int) {
	t.Helper()
	var pair []json.RawMessage
	if err := json.Unmarshal(raw, &pair); err == nil {
		if len(pair) != 2 {
			t.Fatalf("branch with %d children", len(pair))
		}
		flattenTree(t, pair[0], depth+1, leaves, ids)
		flattenTree(t, pair[1], depth+1, leaves, ids)
		return
	}
	var l jsonLeaf
	if err := json.Unmarshal(raw, &l); err != nil {
		t.Fatal(err)
	}
	*leaves = append(*leaves, TapLeaf{Depth: depth, Version: l.LeafVersion, Script: tHex(t, l.Script)})
	*ids = append(*ids, l.ID)
}

func TestTaprootScriptPubKeyVectors(t *testing.T) {
	v := loadBip341(t)
	if len(v.ScriptPubKey) != 7 {
		t.Fatalf("%d scriptPubKey cases, want 7", len(v.ScriptPubKey))
	}
	cbs := 0
	for i, c := range v.ScriptPubKey {
		internal := XOnlyPublicKey(tHex(t, c.Given.InternalPubkey))
		var root *[32]byte
		var tree []byte
		var leaves []TapLeaf
		var ids []int
		if string(c.Given.ScriptTree) != "null" {
			flattenTree(t, c.Given.ScriptTree, 0, &leaves, &ids)
			for j, l := range leaves {
				h, err := TapLeafHash(l.Version, l.Script)
				if err != nil || hex.EncodeToString(h[:]) != c.Intermediary.LeafHashes[ids[j]] {
					t.Errorf("case %d leaf %d: hash %x, %v", i, j, h, err)
				}
			}
			tree = EncodeTapTree(leaves)
			r, n, err := TapTreeRoot(tree)
			if err != nil || n != len(leaves) || c.Intermediary.MerkleRoot == nil ||
				hex.EncodeToString(r[:]) != *c.Intermediary.MerkleRoot {
				t.Fatalf("case %d: root %x (%d leaves), %v", i, r, n, err)
			}
			root = &r
		}
		q, _, err := TaprootOutputKey(&internal, root)
		if err != nil || hex.EncodeToString(q[:]) != c.Intermediary.TweakedPubkey {
			t.Errorf("case %d: output key %x, %v", i, q, err)
		}
		if "5120"+hex.EncodeToString(q[:]) != c.Expected.ScriptPubKey {
			t.Errorf("case %d: scriptPubKey", i)
		}
		if len(c.Expected.ScriptPathControlBlocks) != len(leaves) {
			t.Fatalf("case %d: %d control blocks for %d leaves", i, len(c.Expected.ScriptPathControlBlocks), len(leaves))
		}
		for j := range leaves {
			cb, err := TaprootControlBlock(&internal, tree, j)
			if err != nil || hex.EncodeToString(cb) != c.Expected.ScriptPathControlBlocks[ids[j]] {
				t.Errorf("case %d leaf %d: control block %x, %v", i, j, cb, err)
			}
			if err := VerifyTaprootControlBlock(&q, leaves[j].Script, cb); err != nil {
				t.Errorf("case %d leaf %d: verify: %v", i, j, err)
			}
			cb[len(cb)-1] ^= 1
			if err := VerifyTaprootControlBlock(&q, leaves[j].Script, cb); !errors.Is(err, ErrVerifyFailed) &&
				len(cb) > 33 {
				t.Errorf("case %d leaf %d: a corrupted control block: %v", i, j, err)
			}
			cbs++
		}
	}
	if cbs != 12 {
		t.Errorf("%d control blocks, want 12", cbs)
	}
}

func TestTaprootKeyPathVectors(t *testing.T) {
	v := loadBip341(t)
	inputs := 0
	for _, c := range v.KeyPathSpending {
		var spent []TxOut
		for _, u := range c.Given.UtxosSpent {
			spent = append(spent, TxOut{Amount: u.AmountSats, ScriptPubKey: tHex(t, u.ScriptPubKey)})
		}
		tx, err := NewTaprootTx(tHex(t, c.Given.RawUnsignedTx), spent)
		if err != nil {
			t.Fatal(err)
		}
		signed, err := NewTaprootTx(tHex(t, c.Auxiliary.FullySignedTx), spent)
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range c.InputSpending {
			g, im := in.Given, in.Intermediary
			sk, err := SecretKeyFromBytes(tHex(t, g.InternalPrivkey))
			if err != nil {
				t.Fatal(err)
			}
			var root *[32]byte
			if g.MerkleRoot != nil {
				r := [32]byte(tHex(t, *g.MerkleRoot))
				root = &r
			}
			ip, _ := sk.XOnlyPublicKey()
			if hex.EncodeToString(ip[:]) != im.InternalPubkey {
				t.Errorf("input %d: internal key", g.TxinIndex)
			}
			tsk, err := TaprootTweakSecretKey(&sk, root)
			if err != nil || hex.EncodeToString(tsk[:]) != im.TweakedPrivkey {
				t.Errorf("input %d: tweaked key %x, %v", g.TxinIndex, tsk, err)
			}
			kp, _ := NewKeypair(&sk)
			if err := kp.TaprootTweak(root); err != nil {
				t.Fatal(err)
			}
			if ksk, _ := kp.SecretKey(); ksk != tsk {
				t.Errorf("input %d: keypair tweak differs", g.TxinIndex)
			}
			msg, err := tx.SigMsg(g.TxinIndex, g.HashType, nil)
			if err != nil || hex.EncodeToString(msg) != im.SigMsg {
				t.Errorf("input %d: sigMsg %x, %v", g.TxinIndex, msg, err)
			}
			h, err := tx.SigHash(g.TxinIndex, g.HashType, nil)
			if err != nil || hex.EncodeToString(h[:]) != im.SigHash {
				t.Errorf("input %d: sigHash %x, %v", g.TxinIndex, h, err)
			}
			if h2, err := signed.SigHash(g.TxinIndex, g.HashType, nil); err != nil || h2 != h {
				t.Errorf("input %d: the signed serialization gives another hash: %v", g.TxinIndex, err)
			}
			sig, err := kp.SignSchnorr(h[:], nil) // BIP-341's vectors: all-zero aux randomness
			if err != nil {
				t.Fatal(err)
			}
			w := sig[:]
			if g.HashType != SigHashDefault {
				w = append(w, g.HashType)
			}
			if len(in.Expected.Witness) != 1 || hex.EncodeToString(w) != in.Expected.Witness[0] {
				t.Errorf("input %d: witness %x", g.TxinIndex, w)
			}
			q, _, _ := TaprootOutputKey(&ip, root)
			if err := q.VerifySchnorr(&sig, h[:]); err != nil {
				t.Errorf("input %d: verify: %v", g.TxinIndex, err)
			}
			inputs++
		}
	}
	if inputs != 7 {
		t.Errorf("%d inputs, want 7", inputs)
	}
}

func TestTaprootErrors(t *testing.T) {
	for s := ErrBadTx; s <= ErrBadTapTree; s++ {
		if got, want := s.Name(), cStatusName(s); got != want {
			t.Errorf("Status(%d).Name() = %q, C says %q", s, got, want)
		}
	}
	if Status(1000).Name() != "unknown status" {
		t.Errorf("Status(1000).Name() = %q", Status(1000).Name())
	}
	if _, err := NewTaprootTx([]byte{1, 2, 3}, nil); !errors.Is(err, ErrBadTx) {
		t.Errorf("malformed tx: %v", err)
	}
	if _, err := NewTaprootTx(nil, nil); !errors.Is(err, ErrBadTx) {
		t.Errorf("empty tx: %v", err)
	}
	if _, err := TapLeafHash(0xc1, nil); !errors.Is(err, ErrBadLeafVersion) {
		t.Errorf("odd leaf version: %v", err)
	}
	if _, _, err := TapTreeRoot([]byte{1, 0xc0, 0}); !errors.Is(err, ErrBadTapTree) {
		t.Errorf("lone depth-1 leaf: %v", err)
	}
	if _, _, err := TapTreeRoot(nil); !errors.Is(err, ErrBadTapTree) {
		t.Errorf("empty tree: %v", err)
	}
	a, b := [32]byte{1}, [32]byte{2}
	if TapBranchHash(&a, &b) != TapBranchHash(&b, &a) {
		t.Error("branch hash depends on the order")
	}
	// A one-input, one-output transaction: SINGLE works for input 0, the input index is
	// checked, and an undefined hash type is rejected.
	spk := append([]byte{0x51, 0x20}, bytes.Repeat([]byte{7}, 32)...)
	raw := []byte{2, 0, 0, 0, 1}
	raw = append(raw, bytes.Repeat([]byte{9}, 36)...)
	raw = append(raw, 0, 0xff, 0xff, 0xff, 0xff, 1, 1, 0, 0, 0, 0, 0, 0, 0, 34)
	raw = append(raw, spk...)
	raw = append(raw, 0, 0, 0, 0)
	tx, err := NewTaprootTx(raw, []TxOut{{Amount: 5, ScriptPubKey: spk}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.SigHash(0, SigHashSingle|SigHashAnyoneCanPay, &SpendOptions{Annex: []byte{0x50}}); err != nil {
		t.Error(err)
	}
	if _, err := tx.SigHash(0, 0, &SpendOptions{ScriptPath: &ScriptPath{CodesepPos: 0xffffffff}}); err != nil {
		t.Error(err)
	}
	if _, err := tx.SigHash(1, 0, nil); !errors.Is(err, ErrBadArg) {
		t.Errorf("input 1: %v", err)
	}
	if _, err := tx.SigHash(0, 4, nil); !errors.Is(err, ErrBadHashType) {
		t.Errorf("hash type 4: %v", err)
	}
	if _, err := tx.SigHash(0, 0, &SpendOptions{Annex: []byte{}}); !errors.Is(err, ErrBadArg) {
		t.Errorf("empty annex: %v", err)
	}
}
