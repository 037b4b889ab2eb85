// ufsecp Go binding — BIP-39 against github.com/tyler-smith/go-bip39 (what a Go wallet would
// otherwise use): the same mnemonics, entropies and seeds on random entropy (cross-check),
// and one `go test -bench Bip39` for mnemonic -> seed and both directions of the encoding.
// go-bip39 hashes the text as given (no NFKD), so the comparison uses English mnemonics and
// ASCII passphrases, where both definitions agree.

package peers

import (
	"bytes"
	"math/rand"
	"testing"

	gobip39 "github.com/tyler-smith/go-bip39"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
)

func TestCrossBip39(t *testing.T) {
	rng := rand.New(rand.NewSource(39))
	for i := 0; i < 300; i++ {
		e := make([]byte, 16+4*rng.Intn(5))
		rng.Read(e)
		m, err := ufsecp.NewMnemonic(e)
		if err != nil {
			t.Fatal(err)
		}
		gm, err := gobip39.NewMnemonic(e)
		if err != nil || gm != m {
			t.Fatalf("mnemonic of %x: ufsecp %q, go-bip39 %q (%v)", e, m, gm, err)
		}
		back, err := ufsecp.MnemonicToEntropy(m)
		gback, gerr := gobip39.EntropyFromMnemonic(m)
		if err != nil || gerr != nil || !bytes.Equal(back, e) || !bytes.Equal(gback, e) {
			t.Fatalf("entropy of %q: %x (%v), go-bip39 %x (%v)", m, back, err, gback, gerr)
		}
		if i%10 == 0 {
			pass := string(rune('a'+i%26)) + "passphrase"
			seed, err := ufsecp.MnemonicToSeed(m, pass)
			if err != nil || !bytes.Equal(seed[:], gobip39.NewSeed(m, pass)) {
				t.Fatalf("seed of %q: %x (%v)", m, seed, err)
			}
		}
	}
}

func bip39Pool(b *testing.B) (entropies [benchPool][]byte, mnemonics [benchPool]string) {
	rng := rand.New(rand.NewSource(1))
	for i := range entropies {
		entropies[i] = make([]byte, 32)
		rng.Read(entropies[i])
		m, err := ufsecp.NewMnemonic(entropies[i])
		if err != nil {
			b.Fatal(err)
		}
		mnemonics[i] = m
	}
	return
}

func BenchmarkBip39Seed(b *testing.B) {
	_, ms := bip39Pool(b)
	b.Run("ufsecp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := ufsecp.MnemonicToSeed(ms[i%benchPool], "TREZOR"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("go-bip39", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_ = gobip39.NewSeed(ms[i%benchPool], "TREZOR")
		}
	})
}

func BenchmarkBip39NewMnemonic(b *testing.B) {
	es, _ := bip39Pool(b)
	b.Run("ufsecp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := ufsecp.NewMnemonic(es[i%benchPool]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("go-bip39", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := gobip39.NewMnemonic(es[i%benchPool]); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkBip39MnemonicToEntropy(b *testing.B) {
	_, ms := bip39Pool(b)
	b.Run("ufsecp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := ufsecp.MnemonicToEntropy(ms[i%benchPool]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("go-bip39", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := gobip39.EntropyFromMnemonic(ms[i%benchPool]); err != nil {
				b.Fatal(err)
			}
		}
	})
}
