// ufsecp Go binding — tests of BIP-32: the official vectors (BIP-32 test vectors 1-5 and
// BIP-328's xpub part), paths, errors.

package ufsecp

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"testing"
)

type bip32Decoded struct {
	Version           string `json:"version"`
	Depth             int    `json:"depth"`
	ParentFingerprint string `json:"parent_fingerprint"`
	ChildNumber       uint32 `json:"child_number"`
	ChainCode         string `json:"chain_code"`
	Key               string `json:"key"`
}

type bip32Vectors struct {
	Valid []struct {
		Seed  string `json:"seed"`
		Chain []struct {
			Path        string       `json:"path"`
			Indices     []uint32     `json:"indices"`
			Xpub        string       `json:"xpub"`
			Xprv        string       `json:"xprv"`
			XpubDecoded bip32Decoded `json:"xpub_decoded"`
			XprvDecoded bip32Decoded `json:"xprv_decoded"`
		} `json:"chain"`
	} `json:"valid"`
	Invalid []struct {
		Key    string `json:"key"`
		Reason string `json:"reason"`
	} `json:"invalid"`
}

func loadBip32(t *testing.T) bip32Vectors {
	var v bip32Vectors
	if err := json.Unmarshal(mustVector(t, "bip32/bip32_test_vectors.json"), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func checkDecoded(t *testing.T, k *HDKey, d bip32Decoded, private bool) {
	t.Helper()
	info, err := k.Info()
	if err != nil {
		t.Fatal(err)
	}
	if info.IsPrivate != private || int(info.Depth) != d.Depth || info.ChildNumber != d.ChildNumber ||
		hex.EncodeToString(info.ParentFingerprint[:]) != d.ParentFingerprint {
		t.Errorf("info %+v, vector %+v", info, d)
	}
	cc, err := k.ChainCode()
	if err != nil || hex.EncodeToString(cc[:]) != d.ChainCode {
		t.Errorf("chain code %x (%v), want %s", cc, err, d.ChainCode)
	}
	if private {
		sk, err := k.SecretKey()
		if err != nil || "00"+hex.EncodeToString(sk[:]) != d.Key {
			t.Errorf("secret key %x (%v), want %s", sk, err, d.Key)
		}
	} else {
		if _, err := k.SecretKey(); !errors.Is(err, ErrPublicOnly) {
			t.Errorf("SecretKey of a public key: %v", err)
		}
		pk, err := k.PublicKey()
		if err != nil {
			t.Fatal(err)
		}
		c, _ := pk.SerializeCompressed()
		if hex.EncodeToString(c[:]) != d.Key {
			t.Errorf("public key %x, want %s", c, d.Key)
		}
	}
}

func TestBIP32Vectors1To4(t *testing.T) {
	v := loadBip32(t)
	steps := 0
	for _, tv := range v.Valid {
		master, err := NewMasterKey(mustHex(tv.Seed))
		if err != nil {
			t.Fatal(err)
		}
		var prev, prevPub HDKey
		for s, step := range tv.Chain {
			k, err := master.DerivePath(step.Path)
			if err != nil {
				t.Fatalf("%s: %v", step.Path, err)
			}
			if got := k.String(); got != step.Xprv {
				t.Errorf("%s: xprv %s, want %s", step.Path, got, step.Xprv)
			}
			k2, err := master.DeriveIndices(step.Indices)
			if err != nil || k2 != k {
				t.Errorf("%s: DeriveIndices differs (%v)", step.Path, err)
			}
			idx, err := ParsePath(step.Path)
			if err != nil || len(idx) != len(step.Indices) {
				t.Errorf("%s: ParsePath %v %v", step.Path, idx, err)
			}
			pub, err := k.Neuter()
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := pub.Serialize(VersionXpub); got != step.Xpub {
				t.Errorf("%s: xpub %s, want %s", step.Path, got, step.Xpub)
			}
			if s > 0 {
				last := step.Indices[len(step.Indices)-1]
				if c, err := prev.Derive(last); err != nil || c != k {
					t.Errorf("%s: Derive from the previous step (%v)", step.Path, err)
				}
				c, err := prevPub.Derive(last)
				if last >= HardenedKeyStart {
					if !errors.Is(err, ErrPublicOnly) {
						t.Errorf("%s: hardened from public: %v", step.Path, err)
					}
				} else if err != nil || c != pub {
					t.Errorf("%s: public derivation (%v)", step.Path, err)
				}
			}
			checkDecoded(t, &k, step.XprvDecoded, true)
			checkDecoded(t, &pub, step.XpubDecoded, false)
			for _, c := range []struct {
				s    string
				want *HDKey
				ver  uint32
			}{{step.Xprv, &k, VersionXprv}, {step.Xpub, &pub, VersionXpub}} {
				p, ver, err := ParseHDKey(c.s)
				if err != nil || p != *c.want || ver != c.ver {
					t.Errorf("%s: ParseHDKey(%s): %v version %x", step.Path, c.s, err, ver)
				}
			}
			prev, prevPub = k, pub
			steps++
		}
	}
	if steps != 17 {
		t.Errorf("%d steps, want 17", steps)
	}
}

func TestBIP32Vector5Invalid(t *testing.T) {
	v := loadBip32(t)
	want := map[string]error{
		"pubkey version / prvkey mismatch":            ErrBadVersion,
		"prvkey version / pubkey mismatch":            ErrBadVersion,
		"invalid pubkey prefix 04":                    ErrBadPublicKey,
		"invalid prvkey prefix 04":                    ErrBadSecretKey,
		"invalid pubkey prefix 01":                    ErrBadPublicKey,
		"invalid prvkey prefix 01":                    ErrBadSecretKey,
		"zero depth with non-zero parent fingerprint": ErrBadDepth,
		"zero depth with non-zero index":              ErrBadDepth,
		"unknown extended key version":                ErrBadVersion,
		"private key 0 not in 1..n-1":                 ErrBadSecretKey,
		"private key n not in 1..n-1":                 ErrBadSecretKey,
		"invalid pubkey 020000000000000000000000000000000000000000000000000000000000000007": ErrBadPublicKey,
		"invalid checksum": ErrBadChecksum,
	}
	if len(v.Invalid) != 16 {
		t.Fatalf("%d invalid keys, want 16", len(v.Invalid))
	}
	for _, c := range v.Invalid {
		w, ok := want[c.Reason]
		if !ok {
			t.Errorf("unknown reason %q", c.Reason)
			continue
		}
		k, _, err := ParseHDKey(c.Key)
		if !errors.Is(err, w) || k != (HDKey{}) {
			t.Errorf("%s (%s): %v, want %v", c.Key, c.Reason, err, w)
		}
	}
}

// BIP-328: the xpub of a MuSig2 aggregate key (depth 0, chain code SHA-256("MuSig2MuSig2MuSig2")).
// The key aggregation itself is checked when MuSig2 lands.
func TestBIP328AggregateXpub(t *testing.T) {
	var cases []struct {
		Agg  string `json:"aggregate_pubkey"`
		Xpub string `json:"xpub"`
	}
	if err := json.Unmarshal(mustVector(t, "bip328/vectors.json"), &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) != 3 {
		t.Fatalf("%d cases", len(cases))
	}
	cc := sha256.Sum256([]byte("MuSig2MuSig2MuSig2"))
	for _, c := range cases {
		pk, err := ParsePublicKey(mustHex(c.Agg))
		if err != nil {
			t.Fatal(err)
		}
		k, err := HDKeyFromPublicKey(&pk, &cc)
		if err != nil || k.String() != c.Xpub {
			t.Errorf("%s: %s (%v), want %s", c.Agg, k.String(), err, c.Xpub)
		}
	}
}

func TestBIP32Errors(t *testing.T) {
	var zero HDKey
	if _, err := zero.Derive(0); !errors.Is(err, ErrBadExtendedKey) {
		t.Errorf("zero HDKey: %v", err)
	}
	if zero.IsPrivate() || zero.String() != ErrBadExtendedKey.Error() {
		t.Error("zero HDKey reads as valid")
	}
	for _, n := range []int{0, 15, 65} {
		if _, err := NewMasterKey(make([]byte, n)); !errors.Is(err, ErrBadLength) {
			t.Errorf("seed of %d bytes: %v", n, err)
		}
	}
	m, err := NewMasterKey(bytes.Repeat([]byte{7}, 32))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"", "m/", "m/01", "m/2147483648", "m/0//1", "m/0\x00/1", "m/-1", "m/ 1"} {
		if _, err := m.DerivePath(p); !errors.Is(err, ErrBadPath) {
			t.Errorf("DerivePath(%q): %v", p, err)
		}
		if _, err := ParsePath(p); !errors.Is(err, ErrBadPath) {
			t.Errorf("ParsePath(%q): %v", p, err)
		}
	}
	if idx, err := ParsePath("m"); err != nil || len(idx) != 0 {
		t.Errorf("ParsePath(m) = %v, %v", idx, err)
	}
	if idx, err := ParsePath("44h/0'/0H/1/2"); err != nil || len(idx) != 5 || idx[0] != HardenedKeyStart+44 || idx[4] != 2 {
		t.Errorf("ParsePath = %v, %v", idx, err)
	}
	pub, _ := m.Neuter()
	if _, err := pub.DerivePath("m/0/1'"); !errors.Is(err, ErrPublicOnly) {
		t.Errorf("hardened from public: %v", err)
	}
	if _, err := m.Serialize(VersionXpub); !errors.Is(err, ErrBadVersion) {
		t.Errorf("xpub version for a private key: %v", err)
	}
	s := m.String()
	if _, _, err := ParseHDKey(s + "\x00"); !errors.Is(err, ErrBadEncoding) {
		t.Errorf("embedded NUL: %v", err)
	}
	if _, _, err := ParseHDKey(s[:len(s)-1] + "0"); !errors.Is(err, ErrBadEncoding) {
		t.Errorf("bad character: %v", err)
	}
	// Another network's versions (SLIP-132 zprv/zpub) through ParseHDKeyVersioned.
	z, err := m.Serialize(0x04B2430C)
	if err != nil || z[:4] != "zprv" {
		t.Fatalf("zprv: %s %v", z, err)
	}
	if k, err := ParseHDKeyVersioned(z, 0x04B2430C, 0x04B24746); err != nil || k != m {
		t.Errorf("ParseHDKeyVersioned: %v", err)
	}
	if _, _, err := ParseHDKey(z); !errors.Is(err, ErrBadVersion) {
		t.Errorf("zprv with the built-in versions: %v", err)
	}
	m.Wipe()
	if _, err := m.Derive(0); !errors.Is(err, ErrBadExtendedKey) {
		t.Errorf("wiped key: %v", err)
	}
}

func BenchmarkBIP32(b *testing.B) {
	m, err := NewMasterKey(bytes.Repeat([]byte{7}, 32))
	if err != nil {
		b.Fatal(err)
	}
	pub, _ := m.Neuter()
	b.Run("DeriveHardened", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = m.Derive(HardenedKeyStart + uint32(i))
		}
	})
	b.Run("DeriveNormalPrivate", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = m.Derive(uint32(i) & 0x7FFFFFFF)
		}
	})
	b.Run("DeriveNormalPublic", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = pub.Derive(uint32(i) & 0x7FFFFFFF)
		}
	})
}
