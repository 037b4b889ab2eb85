package ufsecp

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

type bip39Row struct {
	entropy, mnemonic, passphrase, seed string
}

func bip39Rows(t *testing.T, lang string) []bip39Row {
	t.Helper()
	var doc map[string][][]string
	if err := json.Unmarshal(mustVector(t, "bip39/vectors.json"), &doc); err != nil {
		t.Fatal(err)
	}
	var rows []bip39Row
	for _, r := range doc[lang] {
		rows = append(rows, bip39Row{r[0], r[1], "TREZOR", r[2]})
	}
	if len(rows) != 24 {
		t.Fatalf("%d %s vectors, expected 24", len(rows), lang)
	}
	return rows
}

func TestBip39EnglishVectors(t *testing.T) {
	for i, r := range bip39Rows(t, "english") {
		e, _ := hex.DecodeString(r.entropy)
		m, err := NewMnemonic(e)
		if err != nil || m != r.mnemonic {
			t.Errorf("row %d: NewMnemonic = %q, %v", i, m, err)
		}
		back, err := MnemonicToEntropy(r.mnemonic)
		if err != nil || !bytes.Equal(back, e) {
			t.Errorf("row %d: MnemonicToEntropy = %x, %v", i, back, err)
		}
		seed, err := MnemonicToSeed(r.mnemonic, r.passphrase)
		if err != nil || hex.EncodeToString(seed[:]) != r.seed {
			t.Errorf("row %d: MnemonicToSeed = %x, %v", i, seed, err)
		}
	}
}

// Japanese: japanese.txt as the caller's list, the rows of vectors.json and the 24 of
// bip32JP (U+3000 separators, non-ASCII passphrases that need NFKD).
func TestBip39JapaneseVectors(t *testing.T) {
	words := strings.Split(strings.TrimRight(string(mustVector(t, "bip39/japanese.txt")), "\n"), "\n")
	wl, err := NewWordlist(words)
	if err != nil {
		t.Fatal(err)
	}
	rows := bip39Rows(t, "japanese")
	var jp []struct{ Entropy, Mnemonic, Passphrase, Seed string }
	if err := json.Unmarshal(mustVector(t, "bip39/bip32JP_test_JP_BIP39.json"), &jp); err != nil {
		t.Fatal(err)
	}
	if len(jp) != 24 {
		t.Fatalf("%d bip32JP vectors, expected 24", len(jp))
	}
	for _, r := range jp {
		rows = append(rows, bip39Row{r.Entropy, r.Mnemonic, r.Passphrase, r.Seed})
	}
	nfkd := func(s string) string {
		n, err := NormalizeNFKD(s)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	for i, r := range rows {
		e, _ := hex.DecodeString(r.entropy)
		m, err := NewMnemonicWordlist(e, wl, "\u3000")
		if err != nil || nfkd(m) != nfkd(r.mnemonic) {
			t.Errorf("row %d: NewMnemonicWordlist = %q, %v", i, m, err)
		}
		back, err := MnemonicToEntropyWordlist(r.mnemonic, wl)
		if err != nil || !bytes.Equal(back, e) {
			t.Errorf("row %d: MnemonicToEntropyWordlist = %x, %v", i, back, err)
		}
		for _, text := range []string{r.mnemonic, m, nfkd(r.mnemonic)} {
			seed, err := MnemonicToSeed(text, r.passphrase)
			if err != nil || hex.EncodeToString(seed[:]) != r.seed {
				t.Errorf("row %d: MnemonicToSeed(%q) = %x, %v", i, text, seed, err)
			}
		}
	}
}

func TestBip39Errors(t *testing.T) {
	good := "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
	cut := good[:strings.LastIndexByte(good, ' ')]
	cases := []struct {
		text string
		want error
	}{
		{cut + " zoo", ErrBadMnemonicChecksum},
		{cut + " abou", ErrBadMnemonicWord},
		{cut + "  about", ErrBadLength},
		{strings.Replace(cut, " ", "  ", 1), ErrBadMnemonicWord},
		{cut, ErrBadLength},
		{cut + " \xff", ErrBadUTF8},
		{good + "\x00", ErrBadArg},
	}
	for _, c := range cases {
		if _, err := MnemonicToEntropy(c.text); !errors.Is(err, c.want) {
			t.Errorf("MnemonicToEntropy(%q) = %v, want %v", c.text, err, c.want)
		}
	}
	if _, err := NewMnemonic(make([]byte, 17)); !errors.Is(err, ErrBadLength) {
		t.Errorf("17 bytes of entropy: %v", err)
	}
	if _, err := NewMnemonic(nil); !errors.Is(err, ErrBadLength) {
		t.Errorf("no entropy: %v", err)
	}
	if _, err := MnemonicToSeed(good, "pass\x00word"); !errors.Is(err, ErrBadArg) {
		t.Errorf("NUL in passphrase: %v", err)
	}
	if _, err := MnemonicToSeed(good, "\xed\xa0\x80"); !errors.Is(err, ErrBadUTF8) {
		t.Errorf("surrogate in passphrase: %v", err)
	}
	words := make([]string, 2048)
	for i := range words {
		words[i] = "w" + hex.EncodeToString([]byte{byte(i >> 8), byte(i)})
	}
	if _, err := NewWordlist(words); err != nil {
		t.Errorf("valid list: %v", err)
	}
	words[7] = words[8]
	if _, err := NewWordlist(words); !errors.Is(err, ErrBadWordlist) {
		t.Errorf("duplicate word: %v", err)
	}
	if _, err := NewWordlist(words[:100]); !errors.Is(err, ErrBadWordlist) {
		t.Errorf("short list: %v", err)
	}
	if ErrBadUTF8.Name() != "UFSECP_ERR_BAD_UTF8" || ErrBadWordlist.Error() != "ufsecp: wordlist is not 2048 distinct valid words (UFSECP_ERR_BAD_WORDLIST)" {
		t.Errorf("names: %q %q", ErrBadUTF8.Name(), ErrBadWordlist.Error())
	}
}

func TestBip39RoundTrip(t *testing.T) {
	for n := 16; n <= 32; n += 4 {
		e := bytes.Repeat([]byte{byte(n * 7)}, n)
		m, err := NewMnemonic(e)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(strings.Fields(m)); got != n*3/4 {
			t.Errorf("%d bytes: %d words", n, got)
		}
		back, err := MnemonicToEntropy(m)
		if err != nil || !bytes.Equal(back, e) {
			t.Errorf("%d bytes: round trip %x, %v", n, back, err)
		}
	}
}
