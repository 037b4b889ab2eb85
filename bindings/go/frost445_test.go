// ufsecp Go binding — draft BIP-445 tests: all six vector files of the draft through the
// binding (nonce generation and aggregation, sign / partial-signature verification with their
// error cases, tweaks with their error cases, signature aggregation, deterministic signing);
// every error case gives the error its message maps to, naming the same signer.

package ufsecp

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unsafe"
)

const bip445Dir = "frost/bip445-frost-signing-draft/"

type jsonObj = map[string]any

func loadJSON(t *testing.T, file string) jsonObj {
	t.Helper()
	var v jsonObj
	if err := json.Unmarshal(mustVector(t, bip445Dir+file), &v); err != nil {
		t.Fatal(file, err)
	}
	return v
}

func jnum(v any) int { return int(v.(float64)) }

func jlist(v any) []any {
	if v == nil {
		return nil
	}
	return v.([]any)
}

func optHex(t *testing.T, o jsonObj, key string) []byte {
	v, ok := o[key]
	if !ok || v == nil {
		return nil
	}
	b := unhexT(t, v.(string))
	if b == nil {
		b = []byte{}
	}
	return b
}

// bip445Expect maps a vector's error to the binding's error and the signer it names (-1: none).
func bip445Expect(t *testing.T, e jsonObj) (Status, int) {
	if e["type"] == "InvalidContributionError" {
		idx := -1
		if e["signer_index"] != nil {
			idx = jnum(e["signer_index"])
		}
		switch e["contrib"] {
		case "pubnonce":
			return ErrFrostBadPubNonce, idx
		case "aggnonce", "aggothernonce":
			return ErrFrostBadAggNonce, -1
		case "psig":
			return ErrFrostBadShare, idx
		}
		t.Fatalf("unknown contribution %v", e["contrib"])
	}
	m := e["message"].(string)
	switch {
	case strings.HasPrefix(m, "Invalid pubshare at index "):
		var i int
		fmt.Sscanf(m[len("Invalid pubshare at index "):], "%d", &i)
		return ErrBadPublicKey, i
	case m == "The number of signers must be between t and n.":
		return ErrBadArg, -1
	case strings.Contains(m, "participant identifier") && strings.Contains(m, "is out of range"),
		m == "The participant identifier list contains duplicate elements.":
		return ErrFrostBadIdentifier, -1
	case m == "The provided key material is incorrect.":
		return ErrFrostBadKeyMaterial, -1
	case strings.HasPrefix(m, "The signer's id must be present"), strings.HasPrefix(m, "The signer's pubshare must be included"):
		return ErrFrostSignerMissing, -1
	case m == "The signer's secret share value is out of range.":
		return ErrBadSecretKey, -1
	case m == "first secnonce value is out of range.", m == "second secnonce value is out of range.":
		return ErrFrostBadNonce, -1
	case m == "The tweak value is out of range.", m == "The result of tweaking cannot be infinity.":
		return ErrBadTweak, -1
	case m == "The tweak must be a 32-byte array.":
		return ErrBadLength, -1
	case m == "The tweaks and is_xonly arrays must have the same length.", m == "The psigs and ids arrays must have the same length.":
		return ErrFrostListLength, -1
	}
	t.Fatalf("unknown error message %q", m)
	return 0, -1
}

// bip445Cases counts the cases run (each test checks that its files gave some).
var bip445Cases int

func checkErr(t *testing.T, what string, err error, culprit int, e jsonObj) {
	t.Helper()
	bip445Cases++
	want, wc := bip445Expect(t, e)
	if !errors.Is(err, want) || (wc >= 0 && culprit != wc) {
		t.Errorf("%s: got %v culprit %d, want %v culprit %d", what, err, culprit, want, wc)
	}
}

// session builds the signers context, tweaks and message of a case.
func bip445Session(t *testing.T, g, tc jsonObj) *Frost445Session {
	s := &Frost445Session{}
	s.Signers.N, s.Signers.T = jnum(g["n"]), jnum(g["t"])
	for _, v := range jlist(tc["ids"]) {
		s.Signers.IDs = append(s.Signers.IDs, uint32(jnum(v)))
	}
	for _, v := range jlist(tc["pubshare_indices"]) {
		var p [33]byte
		unhexN(t, jlist(g["pubshares"])[jnum(v)].(string), p[:])
		s.Signers.PubShares = append(s.Signers.PubShares, p)
	}
	unhexN(t, g["thresh_pk"].(string), s.Signers.ThreshKey[:])
	for _, v := range jlist(tc["tweak_indices"]) {
		s.Tweaks.Tweaks = append(s.Tweaks.Tweaks, unhexT(t, jlist(g["tweaks"])[jnum(v)].(string)))
	}
	for _, v := range jlist(tc["tweaks"]) {
		s.Tweaks.Tweaks = append(s.Tweaks.Tweaks, unhexT(t, v.(string)))
	}
	for _, v := range jlist(tc["is_xonly"]) {
		s.Tweaks.IsXOnly = append(s.Tweaks.IsXOnly, v.(bool))
	}
	if a, ok := tc["aggnonce"].(string); ok {
		unhexN(t, a, s.AggNonce[:])
	}
	s.Message = unhexT(t, tc["msg"].(string))
	return s
}

func bip445PubNonces(t *testing.T, g, tc jsonObj) [][66]byte {
	var out [][66]byte
	for _, v := range jlist(tc["pubnonce_indices"]) {
		var p [66]byte
		unhexN(t, jlist(g["pubnonces"])[jnum(v)].(string), p[:])
		out = append(out, p)
	}
	return out
}

// C68: magic and k1 || k2 of a secret nonce (nonce_gen also stores the pubnonce after them).
func C68(s *Frost445SecNonce) string {
	b := unsafe.Slice((*byte)(unsafe.Pointer(&s.c)), 68)
	return string(b)
}

func TestFrost445NonceVectors(t *testing.T) {
	gen := loadJSON(t, "nonce_gen_vectors.json")
	for i, tcv := range jlist(gen["valid_tests"]) {
		tc := tcv.(jsonObj)
		var r [32]byte
		unhexN(t, tc["rand_"].(string), r[:])
		var sk *[32]byte
		if b := optHex(t, tc, "secshare"); b != nil {
			sk = (*[32]byte)(b)
		}
		var pk *[33]byte
		if b := optHex(t, tc, "pubshare"); b != nil {
			pk = (*[33]byte)(b)
		}
		var tpk *[32]byte
		if b := optHex(t, tc, "thresh_pk"); b != nil {
			tpk = (*[32]byte)(b)
		}
		sn, pn, err := Frost445NonceGenFromRandomness(&r, sk, pk, tpk, optHex(t, tc, "msg"), optHex(t, tc, "extra_in"))
		if err != nil {
			t.Fatal(i, err)
		}
		exp := jlist(tc["expected"])
		if fmt.Sprintf("%x", pn[:]) != strings.ToLower(exp[1].(string)) {
			t.Errorf("nonce_gen #%d: pubnonce", i)
		}
		var k [64]byte
		unhexN(t, exp[0].(string), k[:])
		want, err := Frost445SecNonceLoad(&k)
		if err != nil || C68(sn) != C68(want) {
			t.Errorf("nonce_gen #%d: secnonce", i)
		}
	}
	agg := loadJSON(t, "nonce_agg_vectors.json")
	pool := func(tc jsonObj) [][66]byte {
		var out [][66]byte
		for _, v := range jlist(tc["pubnonce_indices"]) {
			var p [66]byte
			unhexN(t, jlist(agg["pubnonces"])[jnum(v)].(string), p[:])
			out = append(out, p)
		}
		return out
	}
	for _, tcv := range jlist(agg["valid_tests"]) {
		tc := tcv.(jsonObj)
		a, _, err := Frost445NonceAgg(pool(tc))
		if err != nil || fmt.Sprintf("%x", a[:]) != strings.ToLower(tc["expected"].(string)) {
			t.Errorf("nonce_agg: %v", err)
		}
	}
	for _, tcv := range jlist(agg["error_tests"]) {
		tc := tcv.(jsonObj)
		_, c, err := Frost445NonceAgg(pool(tc))
		checkErr(t, "nonce_agg error", err, c, tc["error"].(jsonObj))
	}
}

func bip445SignCase(t *testing.T, what string, g, tc jsonObj, valid bool) {
	bip445Cases++
	s := bip445Session(t, g, tc)
	var sk [32]byte
	var k [64]byte
	unhexN(t, jlist(g["secshares"])[jnum(tc["secshare_index"])].(string), sk[:])
	unhexN(t, jlist(g["secnonces"])[jnum(tc["secnonce_index"])].(string), k[:])
	sn, err := Frost445SecNonceLoad(&k)
	var psig [32]byte
	c := -1
	if err == nil {
		psig, c, err = Frost445Sign(sn, &sk, uint32(jnum(tc["my_id"])), s)
	}
	if !valid {
		checkErr(t, what, err, c, tc["error"].(jsonObj))
		return
	}
	if err != nil || fmt.Sprintf("%x", psig[:]) != strings.ToLower(tc["expected"].(string)) {
		t.Errorf("%s: %v", what, err)
		return
	}
	if _, _, err := Frost445Sign(sn, &sk, uint32(jnum(tc["my_id"])), s); !errors.Is(err, ErrFrostBadNonce) {
		t.Errorf("%s: used nonce: %v", what, err)
	}
	if pns := bip445PubNonces(t, g, tc); pns != nil {
		idx := 0
		for s.Signers.IDs[idx] != uint32(jnum(tc["my_id"])) {
			idx++
		}
		if _, err := Frost445PartialSigVerify(&psig, pns, s, idx); err != nil {
			t.Errorf("%s: partial_sig_verify: %v", what, err)
		}
	}
}

func TestFrost445SignVectors(t *testing.T) {
	before := bip445Cases
	defer func() {
		if bip445Cases-before < 50 {
			t.Errorf("only %d cases", bip445Cases-before)
		}
		t.Logf("%d sign/verify/tweak checks", bip445Cases-before)
	}()
	sv := loadJSON(t, "sign_verify_vectors.json")
	for _, gv := range jlist(sv["test_groups"]) {
		g := gv.(jsonObj)
		for i, tc := range jlist(g["valid_tests"]) {
			bip445SignCase(t, fmt.Sprintf("sign_verify %v valid #%d", g["tg_id"], i), g, tc.(jsonObj), true)
		}
		for i, tc := range jlist(g["sign_error_tests"]) {
			bip445SignCase(t, fmt.Sprintf("sign_verify %v sign error #%d", g["tg_id"], i), g, tc.(jsonObj), false)
		}
		for _, kind := range []string{"verify_fail_tests", "verify_error_tests"} {
			for i, tcv := range jlist(g[kind]) {
				tc := tcv.(jsonObj)
				s := bip445Session(t, g, tc)
				var psig [32]byte
				if b := unhexT(t, tc["psig"].(string)); len(b) == 32 {
					copy(psig[:], b)
				} else {
					t.Fatalf("psig of %d bytes", len(b))
				}
				c, err := Frost445PartialSigVerify(&psig, bip445PubNonces(t, g, tc), s, jnum(tc["signer_index"]))
				what := fmt.Sprintf("sign_verify %v %s #%d", g["tg_id"], kind, i)
				if e, ok := tc["error"].(jsonObj); ok {
					checkErr(t, what, err, c, e)
				} else if !errors.Is(err, ErrFrostBadShare) {
					t.Errorf("%s: %v", what, err)
				}
			}
		}
	}
	tw := loadJSON(t, "tweak_vectors.json")
	for _, gv := range jlist(tw["test_groups"]) {
		g := gv.(jsonObj)
		for i, tc := range jlist(g["valid_tests"]) {
			bip445SignCase(t, fmt.Sprintf("tweak %v valid #%d", g["tg_id"], i), g, tc.(jsonObj), true)
		}
		for i, tc := range jlist(g["error_tests"]) {
			bip445SignCase(t, fmt.Sprintf("tweak %v error #%d", g["tg_id"], i), g, tc.(jsonObj), false)
		}
	}
}

func TestFrost445AggAndDeterministicVectors(t *testing.T) {
	before := bip445Cases
	defer func() {
		if bip445Cases-before < 10 {
			t.Errorf("only %d error cases", bip445Cases-before)
		}
		t.Logf("%d aggregation / deterministic-signing error checks", bip445Cases-before)
	}()
	sa := loadJSON(t, "sig_agg_vectors.json")
	for _, gv := range jlist(sa["test_groups"]) {
		g := gv.(jsonObj)
		for _, kind := range []string{"valid_tests", "error_tests"} {
			for i, tcv := range jlist(g[kind]) {
				tc := tcv.(jsonObj)
				what := fmt.Sprintf("sig_agg %v %s #%d", g["tg_id"], kind, i)
				s := bip445Session(t, g, tc)
				var psigs [][32]byte
				for _, p := range jlist(tc["psigs"]) {
					var b [32]byte
					unhexN(t, p.(string), b[:])
					psigs = append(psigs, b)
				}
				sig, c, err := Frost445PartialSigAgg(psigs, s)
				if kind == "error_tests" {
					checkErr(t, what, err, c, tc["error"].(jsonObj))
					continue
				}
				if err != nil || fmt.Sprintf("%x", sig[:]) != strings.ToLower(tc["expected"].(string)) {
					t.Errorf("%s: %v", what, err)
					continue
				}
				x, _, err := Frost445TweakedKey(&s.Signers.ThreshKey, &s.Tweaks)
				if err != nil {
					t.Fatal(err)
				}
				ss := SchnorrSignature(sig)
				if err := x.VerifySchnorr(&ss, s.Message); err != nil {
					t.Errorf("%s: BIP-340 verify: %v", what, err)
				}
			}
		}
	}
	ds := loadJSON(t, "det_sign_vectors.json")
	for _, gv := range jlist(ds["test_groups"]) {
		g := gv.(jsonObj)
		for _, kind := range []string{"valid_tests", "error_tests"} {
			for i, tcv := range jlist(g[kind]) {
				tc := tcv.(jsonObj)
				what := fmt.Sprintf("det_sign %v %s #%d", g["tg_id"], kind, i)
				s := bip445Session(t, g, tc)
				var sk [32]byte
				unhexN(t, jlist(g["secshares"])[jnum(tc["secshare_index"])].(string), sk[:])
				var other *[66]byte
				if b := optHex(t, tc, "aggothernonce"); b != nil {
					other = (*[66]byte)(b)
				}
				var rnd *[32]byte
				if b := optHex(t, tc, "rand"); b != nil {
					rnd = (*[32]byte)(b)
				}
				pn, psig, c, err := Frost445DeterministicSign(&sk, uint32(jnum(tc["my_id"])), other, s, rnd)
				if kind == "error_tests" {
					checkErr(t, what, err, c, tc["error"].(jsonObj))
					continue
				}
				exp := jlist(tc["expected"])
				if err != nil || fmt.Sprintf("%x", pn[:]) != strings.ToLower(exp[0].(string)) ||
					fmt.Sprintf("%x", psig[:]) != strings.ToLower(exp[1].(string)) {
					t.Errorf("%s: %v", what, err)
				}
			}
		}
	}
}
