// ufsecp Go binding — tests of addresses: the official BIP-341 P2TR addresses (read from
// ../shared/vectors at run time), vectors of BIP-350 and BIP-173 (their "Test vectors"
// sections; the full tables are run by the C++ tests, tests/address_vectors.hpp), P2WPKH and
// P2PKH of the key of secret key 1, round trips and errors.

package ufsecp

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestAddressStatusesMatchC(t *testing.T) {
	for _, s := range []Status{ErrBadChecksum, ErrBadEncoding, ErrBadVersion, ErrBadHRP, ErrBadWitnessVersion,
		ErrBadProgram, ErrBadChecksumVariant, ErrMixedCase} {
		if got, want := s.Name(), cStatusName(s); got != want {
			t.Errorf("Status(%d).Name() = %q, C says %q", int(s), got, want)
		}
		if !strings.Contains(s.Error(), s.Name()) {
			t.Errorf("Status(%d).Error() = %q", int(s), s.Error())
		}
	}
}

// The official BIP-341 wallet vectors: bip350Address and scriptPubKey of each tweaked key.
func TestAddressBip341(t *testing.T) {
	var doc struct {
		ScriptPubKey []struct {
			Intermediary struct {
				TweakedPubkey string `json:"tweakedPubkey"`
			} `json:"intermediary"`
			Expected struct {
				ScriptPubKey  string `json:"scriptPubKey"`
				Bip350Address string `json:"bip350Address"`
			} `json:"expected"`
		} `json:"scriptPubKey"`
	}
	if err := json.Unmarshal(mustVector(t, "bip341/wallet-test-vectors.json"), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.ScriptPubKey) != 7 {
		t.Fatalf("%d scriptPubKey cases, want 7", len(doc.ScriptPubKey))
	}
	for _, c := range doc.ScriptPubKey {
		kb, _ := hex.DecodeString(c.Intermediary.TweakedPubkey)
		var key XOnlyPublicKey
		copy(key[:], kb)
		addr, err := P2TRAddress(HRPMainnet, &key)
		if err != nil || addr != c.Expected.Bip350Address {
			t.Errorf("P2TRAddress = %q, %v; want %q", addr, err, c.Expected.Bip350Address)
		}
		script, err := AddressToScript(addr, HRPMainnet, P2PKHMainnet, P2SHMainnet)
		if err != nil || hex.EncodeToString(script) != c.Expected.ScriptPubKey {
			t.Errorf("AddressToScript(%s) = %x, %v", addr, script, err)
		}
		back, err := ScriptToAddress(script, HRPMainnet, P2PKHMainnet, P2SHMainnet)
		if err != nil || back != addr {
			t.Errorf("ScriptToAddress = %q, %v", back, err)
		}
		v, prog, err := DecodeSegwitAddress(HRPMainnet, addr)
		if err != nil || v != 1 || !bytes.Equal(prog, kb) {
			t.Errorf("DecodeSegwitAddress(%s) = %d, %x, %v", addr, v, prog, err)
		}
		if _, _, err := DecodeSegwitAddress(HRPTestnet, addr); !errors.Is(err, ErrBadHRP) {
			t.Errorf("testnet hrp: %v", err)
		}
	}
}

// BIP-350 "Test vectors for v0-v16 native segregated witness addresses" (valid ones).
func TestAddressBip350Valid(t *testing.T) {
	for _, v := range []struct{ addr, script string }{
		{"BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "0014751e76e8199196d454941c45d1b3a323f1433bd6"},
		{"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
			"00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262"},
		{"bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y",
			"5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6"},
		{"BC1SW50QGDZ25J", "6002751e"},
		{"bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", "5210751e76e8199196d454941c45d1b3a323"},
		{"tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy",
			"0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433"},
		{"tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c",
			"5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433"},
		{"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
			"512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"},
	} {
		hrp := strings.ToLower(v.addr[:2])
		script, err := AddressToScript(v.addr, hrp, P2PKHMainnet, P2SHMainnet)
		if err != nil || hex.EncodeToString(script) != v.script {
			t.Errorf("%s: script %x, %v; want %s", v.addr, script, err, v.script)
			continue
		}
		ver, prog, err := DecodeSegwitAddress(hrp, v.addr)
		if err != nil {
			t.Errorf("%s: %v", v.addr, err)
			continue
		}
		again, err := EncodeSegwitAddress(hrp, ver, prog)
		if err != nil || again != strings.ToLower(v.addr) {
			t.Errorf("%s: re-encoded %q, %v", v.addr, again, err)
		}
	}
}

// Invalid addresses of BIP-350 and BIP-173, with the status their reason maps to.
func TestAddressInvalid(t *testing.T) {
	for _, v := range []struct {
		addr string
		want error
	}{
		{"tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut", ErrBadHRP},
		{"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd", ErrBadChecksumVariant},
		{"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh", ErrBadChecksumVariant},
		{"bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4", ErrBadEncoding},
		{"BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R", ErrBadWitnessVersion},
		{"bc1pw5dgrnzv", ErrBadProgram},
		{"BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", ErrBadProgram},
		{"tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq", ErrMixedCase},
		{"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf", ErrBadProgram},
		{"bc1gmk9yu", ErrBadProgram},
		{"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", ErrBadChecksum},
		{"bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx", ErrBadChecksumVariant},
		{"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4\x00", ErrBadEncoding},
	} {
		hrp := "bc"
		if strings.HasPrefix(strings.ToLower(v.addr), "tb1") {
			hrp = "tb"
		}
		if _, prog, err := DecodeSegwitAddress(hrp, v.addr); !errors.Is(err, v.want) || prog != nil {
			t.Errorf("%q: %v, want %v", v.addr, err, v.want)
		}
	}
	if _, err := EncodeSegwitAddress("bc", 17, make([]byte, 32)); !errors.Is(err, ErrBadWitnessVersion) {
		t.Errorf("version 17: %v", err)
	}
	if _, err := EncodeSegwitAddress("bc", 0, make([]byte, 33)); !errors.Is(err, ErrBadProgram) {
		t.Errorf("v0 with 33 bytes: %v", err)
	}
	if _, err := EncodeSegwitAddress("b\x00c", 1, make([]byte, 32)); !errors.Is(err, ErrBadHRP) {
		t.Errorf("NUL in hrp: %v", err)
	}
	var bad XOnlyPublicKey
	for i := range bad {
		bad[i] = 0xff
	}
	if _, err := P2TRAddress("bc", &bad); !errors.Is(err, ErrBadPublicKey) {
		t.Errorf("P2TR of x >= p: %v", err)
	}
}

// The key of secret key 1: BIP-173's P2WPKH example, and its P2PKH addresses.
func TestAddressSecretKeyOne(t *testing.T) {
	var sk SecretKey
	sk[31] = 1
	pk, err := sk.PublicKey()
	if err != nil {
		t.Fatal(err)
	}
	if a, err := P2WPKHAddress(HRPMainnet, &pk); err != nil || a != "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" {
		t.Errorf("P2WPKH = %q, %v", a, err)
	}
	if a, err := P2WPKHAddress(HRPTestnet, &pk); err != nil || a != "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx" {
		t.Errorf("P2WPKH testnet = %q, %v", a, err)
	}
	ser, _ := pk.SerializeCompressed()
	script := append(append([]byte{0x21}, ser[:]...), 0xac)
	if a, err := P2WSHAddress(HRPMainnet, script); err != nil ||
		a != "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3" {
		t.Errorf("P2WSH = %q, %v", a, err)
	}
	a, err := P2PKHAddress(P2PKHMainnet, &pk, true)
	if err != nil || a != "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH" {
		t.Errorf("P2PKH = %q, %v", a, err)
	}
	if u, err := P2PKHAddress(P2PKHMainnet, &pk, false); err != nil || u != "1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm" {
		t.Errorf("P2PKH uncompressed = %q, %v", u, err)
	}
	ver, h, err := DecodeBase58Address(a)
	if err != nil || ver != 0 || hex.EncodeToString(h[:]) != "751e76e8199196d454941c45d1b3a323f1433bd6" {
		t.Errorf("DecodeBase58Address = %d, %x, %v", ver, h, err)
	}
	if again, err := EncodeBase58Address(ver, &h); err != nil || again != a {
		t.Errorf("EncodeBase58Address = %q, %v", again, err)
	}
	s, err := AddressToScript(a, HRPMainnet, P2PKHMainnet, P2SHMainnet)
	if err != nil || hex.EncodeToString(s) != "76a914751e76e8199196d454941c45d1b3a323f1433bd688ac" {
		t.Errorf("P2PKH script = %x, %v", s, err)
	}
	if _, err := AddressToScript(a, HRPTestnet, P2PKHTestnet, P2SHTestnet); !errors.Is(err, ErrBadVersion) {
		t.Errorf("mainnet P2PKH on testnet: %v", err)
	}
	p2sh, err := P2SHAddress(P2SHMainnet, script)
	if err != nil || p2sh[0] != '3' {
		t.Errorf("P2SH = %q, %v", p2sh, err)
	}
	s, err = AddressToScript(p2sh, HRPMainnet, P2PKHMainnet, P2SHMainnet)
	if err != nil || len(s) != 23 || s[0] != 0xa9 {
		t.Errorf("P2SH script = %x, %v", s, err)
	}
	for _, bad := range []string{"1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAM0", "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMJ", ""} {
		if _, _, err := DecodeBase58Address(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if _, _, err := DecodeBase58Address("1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAM0"); !errors.Is(err, ErrBadEncoding) {
		t.Errorf("bad character: %v", err)
	}
	if _, _, err := DecodeBase58Address("1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMJ"); !errors.Is(err, ErrBadChecksum) {
		t.Errorf("bad checksum: %v", err)
	}
	if _, err := ScriptToAddress([]byte{0x6a}, HRPMainnet, P2PKHMainnet, P2SHMainnet); !errors.Is(err, ErrBadProgram) {
		t.Errorf("OP_RETURN script: %v", err)
	}
}

func TestAddressRoundTrips(t *testing.T) {
	for v := 0; v <= 16; v++ {
		for n := 2; n <= 40; n++ {
			prog := make([]byte, n)
			for i := range prog {
				prog[i] = byte(v*41 + n*7 + i)
			}
			a, err := EncodeSegwitAddress(HRPRegtest, v, prog)
			if v == 0 && n != 20 && n != 32 {
				if !errors.Is(err, ErrBadProgram) {
					t.Errorf("v0 %d bytes: %v", n, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("v%d %d bytes: %v", v, n, err)
			}
			gv, gp, err := DecodeSegwitAddress(HRPRegtest, strings.ToUpper(a))
			if err != nil || gv != v || !bytes.Equal(gp, prog) {
				t.Errorf("%s: %d %x %v", a, gv, gp, err)
			}
		}
	}
}
