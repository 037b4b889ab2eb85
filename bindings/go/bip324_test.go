// ufsecp Go binding — tests of ElligatorSwift and the BIP-324 cipher: the official vectors
// (bip324/ellswift_decode_test_vectors.csv, all 76 rows; packet_encoding_test_vectors.csv, all
// 7 rows; xswiftec_inv_test_vectors.csv, all 32 rows x 8 cases), round trips both ways across
// rekeying, tampering, errors.

package ufsecp

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

func TestEllSwiftDecodeVectors(t *testing.T) {
	cols, rows := readCSV(t, "bip324/ellswift_decode_test_vectors.csv")
	if len(rows) != 76 {
		t.Fatalf("%d rows, want 76", len(rows))
	}
	for _, r := range rows {
		var e EllSwift
		copy(e[:], unhexT(t, r[cols["ellswift"]]))
		pk, err := e.PublicKey()
		if err != nil {
			t.Fatal(err)
		}
		x, _, err := pk.XOnly()
		if err != nil || hex.EncodeToString(x[:]) != r[cols["x"]] {
			t.Errorf("decode %s: x %x, want %s (%v)", r[cols["ellswift"]], x, r[cols["x"]], err)
		}
	}
}

func TestEllSwiftXSwiftECInvVectors(t *testing.T) {
	cols, rows := readCSV(t, "bip324/xswiftec_inv_test_vectors.csv")
	if len(rows) != 32 {
		t.Fatalf("%d rows, want 32", len(rows))
	}
	for _, r := range rows {
		var x, u [32]byte
		copy(x[:], unhexT(t, r[cols["x"]]))
		copy(u[:], unhexT(t, r[cols["u"]]))
		for c := uint(0); c < 8; c++ {
			want := r[cols[fmt.Sprintf("case%d_t", c)]]
			got, err := EllSwiftXSwiftECInv(&x, &u, c)
			if want == "" {
				if !errors.Is(err, ErrEllSwiftNoPreimage) {
					t.Errorf("u %s case %d: %v, want ErrEllSwiftNoPreimage", r[cols["u"]], c, err)
				}
			} else if err != nil || hex.EncodeToString(got[:]) != want {
				t.Errorf("u %s case %d: %x (%v), want %s", r[cols["u"]], c, got, err, want)
			}
		}
	}
	if _, err := EllSwiftXSwiftECInv(&[32]byte{}, &[32]byte{1}, 8); !errors.Is(err, ErrBadArg) {
		t.Errorf("c = 8: %v, want ErrBadArg", err)
	}
}

func TestBIP324PacketVectors(t *testing.T) {
	cols, rows := readCSV(t, "bip324/packet_encoding_test_vectors.csv")
	if len(rows) != 7 {
		t.Fatalf("%d rows, want 7", len(rows))
	}
	for _, r := range rows {
		get := func(c string) string { return r[cols[c]] }
		var sk SecretKey
		var ours, theirs EllSwift
		copy(sk[:], unhexT(t, get("in_priv_ours")))
		copy(ours[:], unhexT(t, get("in_ellswift_ours")))
		copy(theirs[:], unhexT(t, get("in_ellswift_theirs")))
		initiator := get("in_initiating") == "1"
		a, b := &ours, &theirs
		if !initiator {
			a, b = &theirs, &ours
		}
		secret, err := EllSwiftXDH(a, b, &sk, initiator)
		if err != nil || hex.EncodeToString(secret[:]) != get("mid_shared_secret") {
			t.Fatalf("shared secret %x (%v)", secret, err)
		}
		c, err := NewBIP324Cipher(&secret, initiator, MainnetMagic)
		if err != nil {
			t.Fatal(err)
		}
		peer, _ := NewBIP324Cipher(&secret, !initiator, MainnetMagic)
		sid, _ := c.SessionID()
		send, recv, _ := c.GarbageTerminators()
		if hex.EncodeToString(sid[:]) != get("out_session_id") ||
			hex.EncodeToString(send[:]) != get("mid_send_garbage_terminator") ||
			hex.EncodeToString(recv[:]) != get("mid_recv_garbage_terminator") {
			t.Errorf("session id / terminators differ")
		}
		idx, _ := strconv.Atoi(get("in_idx"))
		var buf []byte
		for i := 0; i < idx; i++ {
			buf, _ = c.Encrypt(buf[:0], nil, nil, false)
			var l [3]byte
			copy(l[:], buf)
			if n, err := peer.DecryptLength(&l); err != nil || n != 0 {
				t.Fatalf("seek length %d (%v)", n, err)
			}
			if _, _, err := peer.Decrypt(nil, buf[3:], nil); err != nil {
				t.Fatal(err)
			}
		}
		mult, _ := strconv.Atoi(get("in_multiply"))
		contents := bytes.Repeat(unhexT(t, get("in_contents")), mult)
		aad := unhexT(t, get("in_aad"))
		ignore := get("in_ignore") == "1"
		pkt, err := c.Encrypt(nil, contents, aad, ignore)
		if err != nil {
			t.Fatal(err)
		}
		got := hex.EncodeToString(pkt)
		if full := get("out_ciphertext"); full != "" && got != full {
			t.Errorf("row %d: ciphertext differs", idx)
		}
		if tail := get("out_ciphertext_endswith"); tail != "" && !strings.HasSuffix(got, tail) {
			t.Errorf("row %d: ciphertext ending differs", idx)
		}
		var l3 [3]byte
		copy(l3[:], pkt)
		n, err := peer.DecryptLength(&l3)
		if err != nil || n != len(contents) {
			t.Fatalf("length %d (%v)", n, err)
		}
		back, ign, err := peer.Decrypt(nil, pkt[3:], aad)
		if err != nil || !bytes.Equal(back, contents) || ign != ignore {
			t.Errorf("row %d: decryption (%v)", idx, err)
		}
	}
}

func TestBIP324RoundTripAndErrors(t *testing.T) {
	var ska, skb SecretKey
	ska[31], skb[31] = 3, 5
	ea, _ := NewEllSwift(&ska, nil)
	eb, _ := NewEllSwift(&skb, &[32]byte{1})
	sa, err1 := EllSwiftXDH(&ea, &eb, &ska, true)
	sb, err2 := EllSwiftXDH(&ea, &eb, &skb, false)
	if err1 != nil || err2 != nil || sa != sb {
		t.Fatal("xdh sides disagree")
	}
	pka, _ := ska.PublicKey()
	if dec, _ := ea.PublicKey(); !dec.Equal(&pka) {
		t.Error("NewEllSwift does not decode to the public key")
	}
	enc, err := EllSwiftEncode(&pka, &[32]byte{9})
	if dec, _ := enc.PublicKey(); err != nil || !dec.Equal(&pka) {
		t.Error("EllSwiftEncode round trip")
	}
	a, _ := NewBIP324Cipher(&sa, true, MainnetMagic)
	b, _ := NewBIP324Cipher(&sb, false, MainnetMagic)
	for i := 0; i < 500; i++ { // past two rekeys
		msg := bytes.Repeat([]byte{byte(i)}, i%70)
		from, to := a, b
		if i%2 == 1 {
			from, to = b, a
		}
		pkt, err := from.Encrypt(nil, msg, nil, i%3 == 0)
		if err != nil {
			t.Fatal(err)
		}
		var l [3]byte
		copy(l[:], pkt)
		if n, err := to.DecryptLength(&l); err != nil || n != len(msg) {
			t.Fatalf("length %d (%v)", n, err)
		}
		if i%50 == 7 {
			bad := append([]byte(nil), pkt[3:]...)
			bad[len(bad)-1] ^= 1
			if _, _, err := to.Decrypt(nil, bad, nil); !errors.Is(err, ErrDecryptFailed) {
				t.Fatalf("tampered packet: %v", err)
			}
		}
		got, ign, err := to.Decrypt([]byte("x"), pkt[3:], nil)
		if err != nil || !bytes.Equal(got, append([]byte("x"), msg...)) || ign != (i%3 == 0) {
			t.Fatalf("packet %d: %v", i, err)
		}
	}
	if _, _, err := b.Decrypt(nil, make([]byte, 16), nil); !errors.Is(err, ErrBadLength) {
		t.Errorf("short packet: %v", err)
	}
	a.Clear()
	if _, err := a.SessionID(); !errors.Is(err, ErrBadCipher) {
		t.Errorf("cleared cipher: %v", err)
	}
	var zero SecretKey
	if _, err := NewEllSwift(&zero, nil); !errors.Is(err, ErrBadSecretKey) {
		t.Errorf("zero key: %v", err)
	}
	for _, s := range []Status{ErrDecryptFailed, ErrBadCipher} {
		if s.Name() != cStatusName(s) || !strings.Contains(s.Error(), s.Name()) {
			t.Errorf("status %d: %q vs C %q", int(s), s.Name(), cStatusName(s))
		}
	}
}
