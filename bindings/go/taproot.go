// ufsecp Go binding — Taproot (BIP-341 / BIP-342): output keys, the key-path secret-key
// tweak, script trees and control blocks, and the signature hash of a transaction.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp_taproot.h; see capi.go for the
// cgo contract). Script trees are byte strings in BIP-371's encoding (EncodeTapTree builds
// one from leaves with depths); spent outputs are TxOut values. Secret keys are only read
// by TaprootTweakSecretKey and Keypair.TaprootTweak (constant time in the C library).

package ufsecp

/*
#include <ufsecp/ufsecp_taproot.h>

#cgo noescape ufsecp_taproot_output_key
#cgo nocallback ufsecp_taproot_output_key
#cgo noescape ufsecp_taproot_tweak_seckey
#cgo nocallback ufsecp_taproot_tweak_seckey
#cgo noescape ufsecp_taproot_keypair_tweak
#cgo nocallback ufsecp_taproot_keypair_tweak
#cgo noescape ufsecp_taproot_leaf_hash
#cgo nocallback ufsecp_taproot_leaf_hash
#cgo noescape ufsecp_taproot_branch_hash
#cgo nocallback ufsecp_taproot_branch_hash
#cgo noescape ufsecp_taproot_tree_root
#cgo nocallback ufsecp_taproot_tree_root
#cgo noescape ufsecp_taproot_control_block
#cgo nocallback ufsecp_taproot_control_block
#cgo noescape ufsecp_taproot_control_block_verify
#cgo nocallback ufsecp_taproot_control_block_verify
#cgo noescape ufsecp_taproot_sighash_cache_init
#cgo nocallback ufsecp_taproot_sighash_cache_init
#cgo noescape ufsecp_taproot_sighash
#cgo nocallback ufsecp_taproot_sighash
#cgo noescape ufsecp_taproot_sigmsg
#cgo nocallback ufsecp_taproot_sigmsg
*/
import "C"

import (
	"encoding/binary"
	"unsafe"
)

// LeafVersionTapscript is BIP-342's leaf version (0xc0).
const LeafVersionTapscript = 0xc0

// TaprootControlBlockMax is the longest control block: 33 + 32*128 bytes.
const TaprootControlBlockMax = C.UFSECP_TAPROOT_CONTROL_BLOCK_MAX

// Sighash types of BIP-341 (SigHashDefault signs like SigHashAll; a signature made with
// it is 64 bytes, with any other type the type byte is appended).
const (
	SigHashDefault      = 0x00
	SigHashAll          = 0x01
	SigHashNone         = 0x02
	SigHashSingle       = 0x03
	SigHashAnyoneCanPay = 0x80
)

// TaprootOutputKey returns the output key Q = P + t*G of the internal key P, with
// t = hash_TapTweak(P || merkleRoot) (merkleRoot nil: no script tree), and whether Q's y
// is odd (the parity a control block carries). The scriptPubKey is 0x51 0x20 || Q.
// Errors: ErrBadPublicKey, ErrBadTweak.
func TaprootOutputKey(internal *XOnlyPublicKey, merkleRoot *[32]byte) (XOnlyPublicKey, bool, error) {
	var q XOnlyPublicKey
	var parity C.int
	rc := C.ufsecp_taproot_output_key(uc(unsafe.Pointer(&q)), &parity, uc(unsafe.Pointer(internal)),
		uc(unsafe.Pointer(merkleRoot)))
	if rc != 0 {
		return XOnlyPublicKey{}, false, statusError(int(rc))
	}
	return q, parity == 1, nil
}

// TaprootTweakSecretKey returns the key-path secret key of sk for the given Merkle root
// (nil: no script tree): the key whose x-only public key is TaprootOutputKey of sk's.
// Constant time. Errors: ErrBadSecretKey, ErrBadTweak.
func TaprootTweakSecretKey(sk *SecretKey, merkleRoot *[32]byte) (SecretKey, error) {
	var out SecretKey
	rc := C.ufsecp_taproot_tweak_seckey(uc(unsafe.Pointer(&out)), uc(unsafe.Pointer(sk)), uc(unsafe.Pointer(merkleRoot)))
	return out, statusError(int(rc))
}

// TaprootTweak replaces kp by the keypair of its Taproot output key (the key-path
// signing key). Constant time. Errors (kp unchanged): ErrBadKeypair, ErrBadTweak.
func (kp *Keypair) TaprootTweak(merkleRoot *[32]byte) error {
	return statusError(int(C.ufsecp_taproot_keypair_tweak(ckp(kp), uc(unsafe.Pointer(merkleRoot)))))
}

// TapLeafHash is hash_TapLeaf(leafVersion || compact_size(len(script)) || script).
// ErrBadLeafVersion for an odd version or 0x50.
func TapLeafHash(leafVersion byte, script []byte) ([32]byte, error) {
	var h [32]byte
	rc := C.ufsecp_taproot_leaf_hash(uc(unsafe.Pointer(&h)), C.uint(leafVersion), bytesPtr(script),
		C.size_t(len(script)))
	return h, statusError(int(rc))
}

// TapBranchHash is hash_TapBranch of the two child hashes in lexicographic order.
func TapBranchHash(a, b *[32]byte) [32]byte {
	var h [32]byte
	if C.ufsecp_taproot_branch_hash(uc(unsafe.Pointer(&h)), uc(unsafe.Pointer(a)), uc(unsafe.Pointer(b))) != 0 {
		return [32]byte{} // only for a nil argument
	}
	return h
}

// TapLeaf is one leaf of a script tree: its depth (0 for a tree of one leaf), leaf
// version and script.
type TapLeaf struct {
	Depth   uint8
	Version uint8
	Script  []byte
}

// EncodeTapTree writes leaves (depth-first, left to right) in BIP-371's encoding, the
// form the tree functions take. It does not check the depths: TapTreeRoot does.
func EncodeTapTree(leaves []TapLeaf) []byte {
	var out []byte
	for _, l := range leaves {
		out = append(out, l.Depth, l.Version)
		out = appendCompactSize(out, uint64(len(l.Script)))
		out = append(out, l.Script...)
	}
	return out
}

// TapTreeRoot returns the Merkle root of a tree and its number of leaves. Errors:
// ErrBadTapTree, ErrBadLeafVersion.
func TapTreeRoot(tree []byte) ([32]byte, int, error) {
	var root [32]byte
	var n C.size_t
	rc := C.ufsecp_taproot_tree_root(uc(unsafe.Pointer(&root)), &n, nonNilPtr(tree), C.size_t(len(tree)))
	if rc != 0 {
		return [32]byte{}, 0, statusError(int(rc))
	}
	return root, int(n), nil
}

// TaprootControlBlock returns the control block that spends leaf number leaf of tree under
// the internal key. Errors: ErrBadTapTree, ErrBadLeafVersion, ErrBadArg (no such leaf),
// ErrBadPublicKey, ErrBadTweak.
func TaprootControlBlock(internal *XOnlyPublicKey, tree []byte, leaf int) ([]byte, error) {
	if leaf < 0 {
		return nil, ErrBadArg
	}
	var buf [TaprootControlBlockMax]byte
	n := C.size_t(len(buf))
	rc := C.ufsecp_taproot_control_block(uc(unsafe.Pointer(&buf)), &n, uc(unsafe.Pointer(internal)), nonNilPtr(tree),
		C.size_t(len(tree)), C.size_t(leaf))
	if rc != 0 {
		return nil, statusError(int(rc))
	}
	return append([]byte(nil), buf[:n]...), nil
}

// VerifyTaprootControlBlock checks that controlBlock proves script (with the control
// block's leaf version) is committed to by the output key: nil, ErrVerifyFailed,
// ErrBadLength, ErrBadLeafVersion, ErrBadPublicKey or ErrBadTweak.
func VerifyTaprootControlBlock(output *XOnlyPublicKey, script, controlBlock []byte) error {
	return statusError(int(C.ufsecp_taproot_control_block_verify(uc(unsafe.Pointer(output)), bytesPtr(script),
		C.size_t(len(script)), nonNilPtr(controlBlock), C.size_t(len(controlBlock)))))
}

// TxOut is a transaction output: an amount in satoshis and a scriptPubKey.
type TxOut struct {
	Amount       uint64
	ScriptPubKey []byte
}

// TaprootTx is a serialized transaction with the outputs its inputs spend, and the
// per-transaction hashes of BIP-341 computed once, so that each input's signature hash
// costs only a few compressions. It keeps its own copies of the bytes.
type TaprootTx struct {
	tx, spent []byte
	cache     C.ufsecp_taproot_sighash_cache
}

// NewTaprootTx parses tx (network serialization, with or without witnesses) and takes
// spent, one output per input in input order. ErrBadTx if tx is malformed or len(spent)
// is not its number of inputs.
func NewTaprootTx(tx []byte, spent []TxOut) (*TaprootTx, error) {
	t := &TaprootTx{tx: append([]byte(nil), tx...)}
	for _, o := range spent {
		t.spent = binary.LittleEndian.AppendUint64(t.spent, o.Amount)
		t.spent = appendCompactSize(t.spent, uint64(len(o.ScriptPubKey)))
		t.spent = append(t.spent, o.ScriptPubKey...)
	}
	rc := C.ufsecp_taproot_sighash_cache_init(&t.cache, nonNilPtr(t.tx), C.size_t(len(t.tx)), nonNilPtr(t.spent),
		C.size_t(len(t.spent)))
	if rc != 0 {
		return nil, statusError(int(rc))
	}
	return t, nil
}

// ScriptPath selects a script-path spend (BIP-342): the tapleaf hash of the executed
// script and the position of the last executed OP_CODESEPARATOR (0xffffffff: none).
type ScriptPath struct {
	LeafHash   [32]byte
	CodesepPos uint32
}

// SpendOptions are the optional parts of a signature hash: an annex (starting with
// 0x50) and a script path (nil: key path).
type SpendOptions struct {
	Annex      []byte
	ScriptPath *ScriptPath
}

func (t *TaprootTx) args(opt *SpendOptions) (annex *C.uchar, annexLen C.size_t, leaf *C.uchar, codesep C.uint32_t) {
	if opt == nil {
		return nil, 0, nil, 0
	}
	if opt.Annex != nil {
		annex, annexLen = nonNilPtr(opt.Annex), C.size_t(len(opt.Annex))
	}
	if opt.ScriptPath != nil {
		leaf, codesep = uc(unsafe.Pointer(&opt.ScriptPath.LeafHash)), C.uint32_t(opt.ScriptPath.CodesepPos)
	}
	return
}

// SigHash returns the BIP-341 signature hash of input (the 32-byte message to sign with
// Keypair.SignSchnorr). Errors: ErrBadHashType (undefined type, or SigHashSingle without
// an output of the same index), ErrBadArg (no such input, annex not starting with 0x50).
func (t *TaprootTx) SigHash(input int, hashType byte, opt *SpendOptions) ([32]byte, error) {
	var h [32]byte
	if input < 0 {
		return h, ErrBadArg
	}
	annex, annexLen, leaf, codesep := t.args(opt)
	rc := C.ufsecp_taproot_sighash(uc(unsafe.Pointer(&h)), &t.cache, nonNilPtr(t.tx), C.size_t(len(t.tx)),
		nonNilPtr(t.spent), C.size_t(len(t.spent)), C.size_t(input), C.uint(hashType), annex, annexLen, leaf, codesep)
	if rc != 0 {
		return [32]byte{}, statusError(int(rc))
	}
	return h, nil
}

// SigMsg returns the bytes SigHash hashes with hash_TapSighash: the epoch byte 0x00,
// BIP-341's SigMsg and, for a script path, BIP-342's extension. Same errors as SigHash.
func (t *TaprootTx) SigMsg(input int, hashType byte, opt *SpendOptions) ([]byte, error) {
	if input < 0 {
		return nil, ErrBadArg
	}
	annex, annexLen, leaf, codesep := t.args(opt)
	buf := make([]byte, 256+len(t.spent))
	n := C.size_t(len(buf))
	rc := C.ufsecp_taproot_sigmsg(uc(unsafe.Pointer(unsafe.SliceData(buf))), &n, &t.cache, nonNilPtr(t.tx),
		C.size_t(len(t.tx)), nonNilPtr(t.spent), C.size_t(len(t.spent)), C.size_t(input), C.uint(hashType), annex,
		annexLen, leaf, codesep)
	if rc != 0 {
		return nil, statusError(int(rc))
	}
	return buf[:n], nil
}

func appendCompactSize(b []byte, v uint64) []byte {
	switch {
	case v < 0xfd:
		return append(b, byte(v))
	case v <= 0xffff:
		return binary.LittleEndian.AppendUint16(append(b, 0xfd), uint16(v))
	case v <= 0xffffffff:
		return binary.LittleEndian.AppendUint32(append(b, 0xfe), uint32(v))
	default:
		return binary.LittleEndian.AppendUint64(append(b, 0xff), v)
	}
}
