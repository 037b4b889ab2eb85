// ufsecp Go binding — BIP-352 silent payments: the sender's outputs, the recipient's public
// tweak data, scanning (one transaction, or many with one scan key over several threads),
// labels, light-client output keys and sp1/tsp1 addresses.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp_silentpayments.h; see capi.go for
// the cgo contract). As in the C library, the caller extracts the eligible inputs' public
// keys (x-only for P2TR, 33-byte compressed for P2WPKH, P2SH-P2WPKH and P2PKH) and passes the
// outpoints (36 bytes: txid in serialized byte order, vout little-endian); the library does
// the cryptography. The scan key and the senders' secret keys are handled in constant time.

package ufsecp

/*
#include <string.h>
#include <ufsecp/ufsecp_silentpayments.h>

#cgo noescape ufsecp_sp_smallest_outpoint
#cgo nocallback ufsecp_sp_smallest_outpoint
#cgo noescape ufsecp_sp_public_data
#cgo nocallback ufsecp_sp_public_data
#cgo noescape ufsecp_sp_create_outputs
#cgo nocallback ufsecp_sp_create_outputs
#cgo noescape ufsecp_sp_create_label
#cgo nocallback ufsecp_sp_create_label
#cgo noescape ufsecp_sp_labeled_spend_pubkey
#cgo nocallback ufsecp_sp_labeled_spend_pubkey
#cgo noescape ufsecp_sp_labels_sort
#cgo nocallback ufsecp_sp_labels_sort
#cgo noescape ufsecp_sp_address_encode
#cgo nocallback ufsecp_sp_address_encode
#cgo noescape ufsecp_sp_address_decode
#cgo nocallback ufsecp_sp_address_decode
#cgo noescape ufsecp_sp_scan
#cgo nocallback ufsecp_sp_scan
#cgo noescape ufsecp_sp_scan_batch
#cgo nocallback ufsecp_sp_scan_batch
#cgo noescape ufsecp_sp_shared_secret
#cgo nocallback ufsecp_sp_shared_secret
#cgo noescape ufsecp_sp_output_pubkey
#cgo nocallback ufsecp_sp_output_pubkey
*/
import "C"

import (
	"runtime"
	"unsafe"
)

// SPKmax is BIP-352's K_max: the most outputs per recipient group (and per scan).
const SPKmax = C.UFSECP_SP_KMAX

// SPOutpoint is a serialized outpoint: the txid in serialized byte order (the reverse of
// the usual hex display) followed by the output index as 4 little-endian bytes.
type SPOutpoint [36]byte

// SPRecipient is a silent-payment recipient: its scan key B_scan and spend key B_m
// (B_spend, or B_spend + label*G for a labelled address), as SPDecodeAddress returns them.
type SPRecipient struct {
	Scan, Spend PublicKey
}

// SPLabel is a label of a scan key: the point label*G (compressed) and its tweak.
type SPLabel struct {
	Point [33]byte
	Tweak [32]byte
}

// SPFound is an output found by scanning.
type SPFound struct {
	OutputIndex uint32   // index in the transaction's outputs as passed
	K           uint32   // BIP-352's k
	Tweak       [32]byte // the output's secret key is b_spend + Tweak (SecretKey.TweakAdd)
	HasLabel    bool     // found through a label
	Label       [33]byte // the label point when HasLabel
}

// SPTx is one transaction for SPScanner.ScanBatch: its public tweak data and its taproot
// output keys.
type SPTx struct {
	PublicData [33]byte
	Outputs    []XOnlyPublicKey
}

// SPSmallestOutpoint returns the byte-wise smallest outpoint. ErrBadLength if there is none.
func SPSmallestOutpoint(outpoints []SPOutpoint) (SPOutpoint, error) {
	var out SPOutpoint
	if len(outpoints) == 0 {
		return out, ErrBadLength
	}
	rc := C.ufsecp_sp_smallest_outpoint(uc(unsafe.Pointer(&out)), uc(unsafe.Pointer(&outpoints[0])),
		C.size_t(len(outpoints)))
	return out, statusError(int(rc))
}

// SPPublicData returns a transaction's public tweak data input_hash*A from the eligible
// inputs' keys (taproot x-only keys and compressed keys). Errors: ErrBadPublicKey,
// ErrInfinity (no key, or the keys sum to zero: skip the transaction), ErrBadTweak.
func SPPublicData(smallest *SPOutpoint, taproot []XOnlyPublicKey, plain [][33]byte) ([33]byte, error) {
	var out [33]byte
	var x, p *C.uchar
	if len(taproot) > 0 {
		x = uc(unsafe.Pointer(&taproot[0]))
	}
	if len(plain) > 0 {
		p = uc(unsafe.Pointer(&plain[0]))
	}
	rc := C.ufsecp_sp_public_data(uc(unsafe.Pointer(&out)), uc(unsafe.Pointer(smallest)), x, C.size_t(len(taproot)),
		p, C.size_t(len(plain)))
	return out, statusError(int(rc))
}

// SPCreateOutputs returns the x-only output key for each recipient (outputs[i] pays
// recipients[i]; recipients sharing a scan key are numbered k = 0, 1, ... in slice order).
// taprootKeys are the secret keys of taproot inputs (negated internally when their public
// key has odd y), plainKeys those of the other eligible inputs. Errors: ErrBadLength (no
// recipient), ErrBadPublicKey, ErrBadSecretKey, ErrInfinity (no key, or the keys sum to
// zero), ErrBadTweak, ErrSPTooManyRecipients.
func SPCreateOutputs(recipients []SPRecipient, smallest *SPOutpoint, taprootKeys, plainKeys []SecretKey) ([]XOnlyPublicKey, error) {
	if len(recipients) == 0 {
		return nil, ErrBadLength
	}
	out := make([]XOnlyPublicKey, len(recipients))
	var tr, pl *C.uchar
	if len(taprootKeys) > 0 {
		tr = uc(unsafe.Pointer(&taprootKeys[0]))
	}
	if len(plainKeys) > 0 {
		pl = uc(unsafe.Pointer(&plainKeys[0]))
	}
	rc := C.ufsecp_sp_create_outputs(uc(unsafe.Pointer(&out[0])), (*C.ufsecp_sp_recipient)(unsafe.Pointer(&recipients[0])),
		C.size_t(len(recipients)), uc(unsafe.Pointer(smallest)), tr, C.size_t(len(taprootKeys)), pl,
		C.size_t(len(plainKeys)))
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	return out, nil
}

// SPCreateLabel returns label m of the scan key (m = 0 is the change label). ErrBadSecretKey.
func SPCreateLabel(scan *SecretKey, m uint32) (SPLabel, error) {
	var l SPLabel
	rc := C.ufsecp_sp_create_label((*C.ufsecp_sp_label)(unsafe.Pointer(&l)), uc(unsafe.Pointer(scan)), C.uint32_t(m))
	return l, statusError(int(rc))
}

// SPLabeledSpendKey returns B_m = B_spend + label*G. Errors: ErrBadPublicKey, ErrInfinity.
func SPLabeledSpendKey(spend *PublicKey, label *SPLabel) (PublicKey, error) {
	var out PublicKey
	rc := C.ufsecp_sp_labeled_spend_pubkey(cpk(&out), cpk(spend), uc(unsafe.Pointer(&label.Point)))
	return out, statusError(int(rc))
}

// SPEncodeAddress returns the version-0 address of (B_scan, B_m): "sp1..." or, for
// testnets, "tsp1...". ErrBadPublicKey.
func SPEncodeAddress(scan, spend *PublicKey, testnet bool) (string, error) {
	var buf [C.UFSECP_SP_ADDRESS_MAX + 1]byte
	n := C.size_t(len(buf))
	t := C.int(0)
	if testnet {
		t = 1
	}
	rc := C.ufsecp_sp_address_encode((*C.char)(unsafe.Pointer(&buf[0])), &n, cpk(scan), cpk(spend), t)
	if err := statusError(int(rc)); err != nil {
		return "", err
	}
	return string(buf[:n]), nil
}

// SPDecodeAddress decodes a silent-payment address: the recipient's keys, whether it is a
// testnet address, and its version (versions 1..30 are read for their first 66 bytes, as
// BIP-352 asks). Errors: ErrBadHRP, ErrBadEncoding, ErrMixedCase, ErrBadChecksum,
// ErrBadChecksumVariant, ErrBadLength, ErrBadVersion, ErrBadPublicKey.
func SPDecodeAddress(addr string) (r SPRecipient, testnet bool, version uint, err error) {
	var tn C.int
	var v C.uint
	b := []byte(addr)
	rc := C.ufsecp_sp_address_decode(cpk(&r.Scan), cpk(&r.Spend), &tn, &v, (*C.char)(unsafe.Pointer(nonNilPtr(b))),
		C.size_t(len(b)))
	if err = statusError(int(rc)); err != nil {
		return SPRecipient{}, false, 0, err
	}
	return r, tn == 1, uint(v), nil
}

// SPSharedSecret returns the ECDH shared secret b_scan * publicData (SECRET) for light
// clients. Errors: ErrBadSecretKey, ErrBadPublicKey.
func SPSharedSecret(scan *SecretKey, publicData *[33]byte) ([33]byte, error) {
	var out [33]byte
	rc := C.ufsecp_sp_shared_secret(uc(unsafe.Pointer(&out)), uc(unsafe.Pointer(scan)), uc(unsafe.Pointer(publicData)))
	return out, statusError(int(rc))
}

// SPOutputKey returns the x-only key B_spend + t_k*G a light client compares with a
// transaction's outputs. Errors: ErrBadPublicKey, ErrBadArg (k >= SPKmax), ErrBadTweak.
func SPOutputKey(sharedSecret *[33]byte, spend *PublicKey, k uint32) (XOnlyPublicKey, error) {
	var out XOnlyPublicKey
	rc := C.ufsecp_sp_output_pubkey(uc(unsafe.Pointer(&out)), uc(unsafe.Pointer(sharedSecret)), cpk(spend), C.uint32_t(k))
	return out, statusError(int(rc))
}

// SPScanner scans transactions for one wallet: its scan secret key, spend public key and
// labels. It holds the scan key: Wipe clears it. Safe for concurrent use.
type SPScanner struct {
	scan   SecretKey
	spend  PublicKey
	labels []C.ufsecp_sp_label
}

// NewSPScanner makes a scanner. BIP-352 asks to always scan for the change label (m = 0):
// include SPCreateLabel(scan, 0) in labels. Errors: ErrBadSecretKey, ErrBadPublicKey,
// ErrBadArg (two labels with the same point).
func NewSPScanner(scan *SecretKey, spend *PublicKey, labels []SPLabel) (*SPScanner, error) {
	if err := scan.Validate(); err != nil {
		return nil, err
	}
	if _, err := spend.SerializeCompressed(); err != nil {
		return nil, err
	}
	s := &SPScanner{scan: *scan, spend: *spend, labels: make([]C.ufsecp_sp_label, len(labels))}
	for i := range labels {
		C.memcpy(unsafe.Pointer(&s.labels[i]), unsafe.Pointer(&labels[i]), C.size_t(unsafe.Sizeof(labels[i])))
	}
	if len(s.labels) > 0 {
		if err := statusError(int(C.ufsecp_sp_labels_sort(&s.labels[0], C.size_t(len(s.labels))))); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Wipe overwrites the scanner's copy of the scan key.
func (s *SPScanner) Wipe() { s.scan = SecretKey{} }

func (s *SPScanner) labelArgs() (*C.ufsecp_sp_label, C.size_t) {
	if len(s.labels) == 0 {
		return nil, 0
	}
	return &s.labels[0], C.size_t(len(s.labels))
}

func goFound(f *C.ufsecp_sp_found) SPFound {
	r := SPFound{OutputIndex: uint32(f.output_index), K: uint32(f.k), HasLabel: f.has_label != 0}
	C.memcpy(unsafe.Pointer(&r.Tweak), unsafe.Pointer(&f.tweak32), 32)
	C.memcpy(unsafe.Pointer(&r.Label), unsafe.Pointer(&f.label33), 33)
	return r
}

// Scan scans one transaction (its public data and taproot output keys) and returns the
// outputs that pay the wallet, in the order BIP-352's loop finds them. Errors:
// ErrBadPublicKey (public data not a point), ErrBadTweak.
func (s *SPScanner) Scan(publicData *[33]byte, outputs []XOnlyPublicKey) ([]SPFound, error) {
	found := make([]C.ufsecp_sp_found, len(outputs)+1)
	var nf C.size_t
	var outs *C.uchar
	if len(outputs) > 0 {
		outs = uc(unsafe.Pointer(&outputs[0]))
	}
	lp, ln := s.labelArgs()
	rc := C.ufsecp_sp_scan(&found[0], &nf, uc(unsafe.Pointer(&s.scan)), cpk(&s.spend), uc(unsafe.Pointer(publicData)),
		outs, C.size_t(len(outputs)), lp, ln, nil, nil)
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	res := make([]SPFound, int(nf))
	for i := range res {
		res[i] = goFound(&found[i])
	}
	return res, nil
}

// ScanBatch scans many transactions with the batch scanner on the given number of threads
// (at least 1); result[i] are transaction i's outputs, exactly as Scan would return them.
// Errors: ErrBadPublicKey (any transaction's public data), ErrBadArg (threads < 1),
// ErrBadTweak, ErrNoMemory.
func (s *SPScanner) ScanBatch(txs []SPTx, threads int) ([][]SPFound, error) {
	if threads < 1 {
		return nil, ErrBadArg
	}
	if len(txs) == 0 {
		return [][]SPFound{}, nil
	}
	// The transactions' data lives in Go memory: the C descriptors point at it, so it is
	// pinned for the call (cgo's rule for Go pointers stored in memory passed to C).
	var pin runtime.Pinner
	defer pin.Unpin()
	ctx := make([]C.ufsecp_sp_tx, len(txs))
	total := 0
	for i := range txs {
		pin.Pin(&txs[i].PublicData)
		ctx[i].public_data33 = uc(unsafe.Pointer(&txs[i].PublicData))
		if n := len(txs[i].Outputs); n > 0 {
			pin.Pin(&txs[i].Outputs[0])
			ctx[i].outputs32 = uc(unsafe.Pointer(&txs[i].Outputs[0]))
			ctx[i].n_outputs = C.size_t(n)
			total += n
		}
	}
	found := make([]C.ufsecp_sp_found, total+1)
	nf := make([]C.size_t, len(txs))
	lp, ln := s.labelArgs()
	rc := C.ufsecp_sp_scan_batch(&found[0], C.size_t(total+1), &nf[0], uc(unsafe.Pointer(&s.scan)), cpk(&s.spend),
		&ctx[0], C.size_t(len(txs)), lp, ln, nil, nil, C.uint(threads))
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	res := make([][]SPFound, len(txs))
	off := 0
	for i := range txs {
		if nf[i] > 0 {
			res[i] = make([]SPFound, int(nf[i]))
			for j := range res[i] {
				res[i][j] = goFound(&found[off+j])
			}
		}
		off += len(txs[i].Outputs)
	}
	return res, nil
}
