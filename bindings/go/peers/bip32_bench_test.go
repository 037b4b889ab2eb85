// ufsecp Go binding — BIP-32 against btcsuite's hdkeychain (github.com/btcsuite/btcd/btcutil),
// what a Go wallet would otherwise use, in the same `go test -bench` run:
//
//   go test -run BIP32 -bench BIP32 ./...        (in bindings/go/peers)
//
// Operations: master key from a 64-byte seed, hardened and normal private derivation,
// normal public derivation, xprv serialization and parsing. Both sides start from their own
// parsed key (ufsecp HDKey, *hdkeychain.ExtendedKey) and produce one; before timing,
// TestBIP32MatchesHdkeychain checks that both give the same strings on the same inputs.
// Differences in work: hdkeychain keeps the parent's public key lazily (computed and cached on
// first use), ufsecp's HDKey always carries it; hdkeychain's String() serializes, ufsecp's
// Serialize does the same work.

package peers

import (
	"testing"

	"github.com/btcsuite/btcd/btcutil/hdkeychain"
	"github.com/btcsuite/btcd/chaincfg"
	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
)

func bip32Seed() []byte {
	seed := make([]byte, 64)
	for i := range seed {
		seed[i] = byte(i*37 + 11)
	}
	return seed
}

func bip32Pair(tb testing.TB) (ufsecp.HDKey, *hdkeychain.ExtendedKey) {
	u, err := ufsecp.NewMasterKey(bip32Seed())
	if err != nil {
		tb.Fatal(err)
	}
	h, err := hdkeychain.NewMaster(bip32Seed(), &chaincfg.MainNetParams)
	if err != nil {
		tb.Fatal(err)
	}
	return u, h
}

func TestBIP32MatchesHdkeychain(t *testing.T) {
	u, h := bip32Pair(t)
	if u.String() != h.String() {
		t.Fatalf("master: %s vs %s", u.String(), h.String())
	}
	for _, idx := range []uint32{0, 1, 7, hdkeychain.HardenedKeyStart, hdkeychain.HardenedKeyStart + 44, 1 << 30} {
		uc, err := u.Derive(idx)
		if err != nil {
			t.Fatal(err)
		}
		hc, err := h.Derive(idx)
		if err != nil {
			t.Fatal(err)
		}
		if uc.String() != hc.String() {
			t.Fatalf("child %d: %s vs %s", idx, uc.String(), hc.String())
		}
		up, _ := uc.Neuter()
		hp, _ := hc.Neuter()
		if up.String() != hp.String() {
			t.Fatalf("child %d public: %s vs %s", idx, up.String(), hp.String())
		}
		u, h = uc, hc
	}
}

func BenchmarkBIP32(b *testing.B) {
	u, h := bip32Pair(b)
	up, _ := u.Neuter()
	hp, _ := h.Neuter()
	xprv := u.String()
	b.Run("Master/ufsecp", func(b *testing.B) {
		seed := bip32Seed()
		for i := 0; i < b.N; i++ {
			_, _ = ufsecp.NewMasterKey(seed)
		}
	})
	b.Run("Master/hdkeychain", func(b *testing.B) {
		seed := bip32Seed()
		for i := 0; i < b.N; i++ {
			_, _ = hdkeychain.NewMaster(seed, &chaincfg.MainNetParams)
		}
	})
	b.Run("DeriveHardened/ufsecp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = u.Derive(hdkeychain.HardenedKeyStart + uint32(i&0xFFFF))
		}
	})
	b.Run("DeriveHardened/hdkeychain", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = h.Derive(hdkeychain.HardenedKeyStart + uint32(i&0xFFFF))
		}
	})
	// hdkeychain's private child has no public key until asked; a wallet asks for it (an
	// address), so the row includes ECPubKey() on the child, as ufsecp's child has it.
	b.Run("DeriveNormalPrivate/ufsecp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = u.Derive(uint32(i & 0xFFFF))
		}
	})
	b.Run("DeriveNormalPrivate/hdkeychain", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			c, _ := h.Derive(uint32(i & 0xFFFF))
			_, _ = c.ECPubKey()
		}
	})
	b.Run("DeriveNormalPublic/ufsecp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = up.Derive(uint32(i & 0xFFFF))
		}
	})
	b.Run("DeriveNormalPublic/hdkeychain", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = hp.Derive(uint32(i & 0xFFFF))
		}
	})
	// A wallet's walk: m/44'/0'/0'/0/i from the master key, the leaf's public key included.
	// Every level needs its parent's public key (the child's parent fingerprint), so both
	// sides compute one k*G per level here; the single-derivation rows above let hdkeychain
	// reuse the parent's cached public key.
	path := []uint32{hdkeychain.HardenedKeyStart + 44, hdkeychain.HardenedKeyStart, hdkeychain.HardenedKeyStart, 0, 0}
	b.Run("DerivePath5/ufsecp", func(b *testing.B) {
		p := append([]uint32(nil), path...)
		for i := 0; i < b.N; i++ {
			m, _ := ufsecp.NewMasterKey(bip32Seed())
			p[4] = uint32(i & 0xFFFF)
			_, _ = m.DeriveIndices(p)
		}
	})
	b.Run("DerivePath5/hdkeychain", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			// A fresh master each time (both sides), so no level finds a cached public key.
			k, _ := hdkeychain.NewMaster(bip32Seed(), &chaincfg.MainNetParams)
			for j, idx := range path {
				if j == 4 {
					idx = uint32(i & 0xFFFF)
				}
				k, _ = k.Derive(idx)
			}
			_, _ = k.ECPubKey()
		}
	})
	b.Run("SerializeXprv/ufsecp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = u.Serialize(ufsecp.VersionXprv)
		}
	})
	b.Run("SerializeXprv/hdkeychain", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_ = h.String()
		}
	})
	b.Run("ParseXprv/ufsecp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _, _ = ufsecp.ParseHDKey(xprv)
		}
	})
	b.Run("ParseXprv/hdkeychain", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, _ = hdkeychain.NewKeyFromString(xprv)
		}
	})
}
