// ufsecp Go binding — Bitcoin addresses: SegWit (BIP-173 Bech32 for witness version 0,
// BIP-350 Bech32m for versions 1..16: P2WPKH, P2WSH, P2TR) and Base58Check P2PKH / P2SH, and
// the output scripts (scriptPubKey) they stand for.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp_address.h; see capi.go for the cgo
// contract). Nothing here is secret. Networks are the caller's: the SegWit human-readable
// part (HRPMainnet "bc", HRPTestnet "tb", HRPRegtest "bcrt") and the Base58 version bytes
// (P2PKHMainnet 0x00, P2SHMainnet 0x05, P2PKHTestnet 0x6f, P2SHTestnet 0xc4).
//
// Errors: the C statuses (errors.Is): ErrBadHRP, ErrBadEncoding (a character outside the
// alphabet), ErrMixedCase, ErrBadLength, ErrBadChecksum, ErrBadChecksumVariant,
// ErrBadWitnessVersion, ErrBadProgram, ErrBadVersion, ErrBadPublicKey. A Go string holding
// a NUL byte cannot cross the C ABI: such an address is ErrBadEncoding, such an hrp ErrBadHRP.

package ufsecp

/*
#include <ufsecp/ufsecp_address.h>

#cgo noescape ufsecp_segwit_address_encode
#cgo nocallback ufsecp_segwit_address_encode
#cgo noescape ufsecp_segwit_address_decode
#cgo nocallback ufsecp_segwit_address_decode
#cgo noescape ufsecp_address_p2wpkh
#cgo nocallback ufsecp_address_p2wpkh
#cgo noescape ufsecp_address_p2wsh
#cgo nocallback ufsecp_address_p2wsh
#cgo noescape ufsecp_address_p2tr
#cgo nocallback ufsecp_address_p2tr
#cgo noescape ufsecp_base58_address_encode
#cgo nocallback ufsecp_base58_address_encode
#cgo noescape ufsecp_base58_address_decode
#cgo nocallback ufsecp_base58_address_decode
#cgo noescape ufsecp_address_p2pkh
#cgo nocallback ufsecp_address_p2pkh
#cgo noescape ufsecp_address_p2sh
#cgo nocallback ufsecp_address_p2sh
#cgo noescape ufsecp_address_to_script
#cgo nocallback ufsecp_address_to_script
#cgo noescape ufsecp_address_from_script
#cgo nocallback ufsecp_address_from_script
*/
import "C"

import (
	"strings"
	"unsafe"
)

// The usual networks' SegWit human-readable parts and Base58 version bytes.
const (
	HRPMainnet = "bc"
	HRPTestnet = "tb" // testnet and signet
	HRPRegtest = "bcrt"

	P2PKHMainnet byte = 0x00
	P2SHMainnet  byte = 0x05
	P2PKHTestnet byte = 0x6f // testnet, signet and regtest
	P2SHTestnet  byte = 0xc4
)

// Compile-time checks that the Go constants match the C header.
var (
	_ = [1]struct{}{}[ErrBadChecksum-C.UFSECP_ERR_BAD_CHECKSUM]
	_ = [1]struct{}{}[ErrBadEncoding-C.UFSECP_ERR_BAD_ENCODING]
	_ = [1]struct{}{}[ErrBadVersion-C.UFSECP_ERR_BAD_VERSION]
	_ = [1]struct{}{}[ErrBadHRP-C.UFSECP_ERR_BAD_HRP]
	_ = [1]struct{}{}[ErrBadWitnessVersion-C.UFSECP_ERR_BAD_WITNESS_VERSION]
	_ = [1]struct{}{}[ErrBadProgram-C.UFSECP_ERR_BAD_PROGRAM]
	_ = [1]struct{}{}[ErrBadChecksumVariant-C.UFSECP_ERR_BAD_CHECKSUM_VARIANT]
	_ = [1]struct{}{}[ErrMixedCase-C.UFSECP_ERR_MIXED_CASE]
)

const (
	addressMax = C.UFSECP_ADDRESS_MAX_SIZE
	scriptMax  = C.UFSECP_SCRIPT_PUBKEY_MAX_SIZE
	programMax = C.UFSECP_WITNESS_PROGRAM_MAX_SIZE
)

// cString returns s with a terminating NUL in a Go array (no C allocation), or false when s
// holds a NUL byte (C would read a shorter string). Strings longer than the array cannot be
// valid here (every valid address and hrp is shorter): they are cut to a string that is
// still too long, so the C library rejects them for their length.
func cString(s string, buf *[128]byte) (*C.char, bool) {
	if strings.IndexByte(s, 0) >= 0 {
		return nil, false
	}
	n := copy(buf[:len(buf)-1], s)
	buf[n] = 0
	return (*C.char)(unsafe.Pointer(&buf[0])), true
}

// goString is the address the C library wrote (n characters).
func goString(b *[addressMax]byte, n C.size_t) string { return string(b[:n]) }

// EncodeSegwitAddress returns the address of a witness program: Bech32 for version 0 (20 or
// 32 bytes), Bech32m for versions 1..16 (2..40 bytes), with the human-readable part hrp.
func EncodeSegwitAddress(hrp string, version int, program []byte) (string, error) {
	var h [128]byte
	ch, ok := cString(hrp, &h)
	if !ok {
		return "", ErrBadHRP
	}
	if version < -1 || version > 17 {
		version = 17 // out of range either way; keeps the value inside a C int
	}
	var out [addressMax]byte
	n := C.size_t(len(out))
	if err := statusError(int(C.ufsecp_segwit_address_encode((*C.char)(unsafe.Pointer(&out[0])), &n, ch,
		C.int(version), nonNilPtr(program), C.size_t(len(program))))); err != nil {
		return "", err
	}
	return goString(&out, n), nil
}

// DecodeSegwitAddress decodes a SegWit address for the network of hrp (compared
// case-insensitively; the address may be all lowercase or all uppercase): the witness
// version and program.
func DecodeSegwitAddress(hrp, addr string) (version int, program []byte, err error) {
	var h, a [128]byte
	ch, ok := cString(hrp, &h)
	if !ok {
		return 0, nil, ErrBadHRP
	}
	ca, ok := cString(addr, &a)
	if !ok {
		return 0, nil, ErrBadEncoding
	}
	var prog [programMax]byte
	var v C.int
	n := C.size_t(len(prog))
	if err := statusError(int(C.ufsecp_segwit_address_decode(&v, uc(unsafe.Pointer(&prog[0])), &n, ch, ca))); err != nil {
		return 0, nil, err
	}
	return int(v), append([]byte(nil), prog[:n]...), nil
}

// P2WPKHAddress is the version 0 address of HASH160 of pk's compressed encoding.
func P2WPKHAddress(hrp string, pk *PublicKey) (string, error) {
	var h [128]byte
	ch, ok := cString(hrp, &h)
	if !ok {
		return "", ErrBadHRP
	}
	var out [addressMax]byte
	n := C.size_t(len(out))
	if err := statusError(int(C.ufsecp_address_p2wpkh((*C.char)(unsafe.Pointer(&out[0])), &n, ch, cpk(pk)))); err != nil {
		return "", err
	}
	return goString(&out, n), nil
}

// P2WSHAddress is the version 0 address of SHA-256 of the witness script (at most 10,000
// bytes, else ErrBadLength).
func P2WSHAddress(hrp string, witnessScript []byte) (string, error) {
	var h [128]byte
	ch, ok := cString(hrp, &h)
	if !ok {
		return "", ErrBadHRP
	}
	var out [addressMax]byte
	n := C.size_t(len(out))
	if err := statusError(int(C.ufsecp_address_p2wsh((*C.char)(unsafe.Pointer(&out[0])), &n, ch,
		bytesPtr(witnessScript), C.size_t(len(witnessScript))))); err != nil {
		return "", err
	}
	return goString(&out, n), nil
}

// P2TRAddress is the version 1 (Taproot) address of the x-only output key, the already
// tweaked key (BIP-341). ErrBadPublicKey if it is not the x coordinate of a curve point.
func P2TRAddress(hrp string, outputKey *XOnlyPublicKey) (string, error) {
	var h [128]byte
	ch, ok := cString(hrp, &h)
	if !ok {
		return "", ErrBadHRP
	}
	var out [addressMax]byte
	n := C.size_t(len(out))
	if err := statusError(int(C.ufsecp_address_p2tr((*C.char)(unsafe.Pointer(&out[0])), &n, ch,
		uc(unsafe.Pointer(outputKey))))); err != nil {
		return "", err
	}
	return goString(&out, n), nil
}

// EncodeBase58Address is Base58Check(version || hash): a P2PKH address of a key hash or a
// P2SH address of a script hash, depending on the version byte.
func EncodeBase58Address(version byte, hash *[20]byte) (string, error) {
	var out [addressMax]byte
	n := C.size_t(len(out))
	if err := statusError(int(C.ufsecp_base58_address_encode((*C.char)(unsafe.Pointer(&out[0])), &n,
		C.uchar(version), uc(unsafe.Pointer(hash))))); err != nil {
		return "", err
	}
	return goString(&out, n), nil
}

// DecodeBase58Address returns the version byte and 20-byte hash of a Base58Check address.
func DecodeBase58Address(addr string) (version byte, hash [20]byte, err error) {
	var a [128]byte
	ca, ok := cString(addr, &a)
	if !ok {
		return 0, hash, ErrBadEncoding
	}
	var v C.uchar
	if err := statusError(int(C.ufsecp_base58_address_decode(&v, uc(unsafe.Pointer(&hash[0])), ca))); err != nil {
		return 0, [20]byte{}, err
	}
	return byte(v), hash, nil
}

// P2PKHAddress is the Base58Check address of HASH160 of pk, serialized compressed or not.
func P2PKHAddress(version byte, pk *PublicKey, compressed bool) (string, error) {
	flag := C.int(C.UFSECP_EC_UNCOMPRESSED)
	if compressed {
		flag = C.UFSECP_EC_COMPRESSED
	}
	var out [addressMax]byte
	n := C.size_t(len(out))
	if err := statusError(int(C.ufsecp_address_p2pkh((*C.char)(unsafe.Pointer(&out[0])), &n, C.uchar(version),
		cpk(pk), flag))); err != nil {
		return "", err
	}
	return goString(&out, n), nil
}

// P2SHAddress is the Base58Check address of HASH160 of the redeem script (at most 520
// bytes, else ErrBadLength).
func P2SHAddress(version byte, redeemScript []byte) (string, error) {
	var out [addressMax]byte
	n := C.size_t(len(out))
	if err := statusError(int(C.ufsecp_address_p2sh((*C.char)(unsafe.Pointer(&out[0])), &n, C.uchar(version),
		bytesPtr(redeemScript), C.size_t(len(redeemScript))))); err != nil {
		return "", err
	}
	return goString(&out, n), nil
}

// AddressToScript returns the output script (scriptPubKey) an address pays to: a SegWit
// address when it starts with hrp and '1' (case-insensitively), else a Base58Check address
// whose version must be p2pkhVersion or p2shVersion (else ErrBadVersion).
func AddressToScript(addr, hrp string, p2pkhVersion, p2shVersion byte) ([]byte, error) {
	var h, a [128]byte
	ch, ok := cString(hrp, &h)
	if !ok {
		return nil, ErrBadHRP
	}
	ca, ok := cString(addr, &a)
	if !ok {
		return nil, ErrBadEncoding
	}
	var out [scriptMax]byte
	n := C.size_t(len(out))
	if err := statusError(int(C.ufsecp_address_to_script(uc(unsafe.Pointer(&out[0])), &n, ca, ch,
		C.uchar(p2pkhVersion), C.uchar(p2shVersion)))); err != nil {
		return nil, err
	}
	return append([]byte(nil), out[:n]...), nil
}

// ScriptToAddress returns the address of an output script: a witness program with hrp, a
// P2PKH script with p2pkhVersion, a P2SH script with p2shVersion. Any other script:
// ErrBadProgram (or ErrBadWitnessVersion).
func ScriptToAddress(script []byte, hrp string, p2pkhVersion, p2shVersion byte) (string, error) {
	var h [128]byte
	ch, ok := cString(hrp, &h)
	if !ok {
		return "", ErrBadHRP
	}
	var out [addressMax]byte
	n := C.size_t(len(out))
	if err := statusError(int(C.ufsecp_address_from_script((*C.char)(unsafe.Pointer(&out[0])), &n,
		nonNilPtr(script), C.size_t(len(script)), ch, C.uchar(p2pkhVersion), C.uchar(p2shVersion)))); err != nil {
		return "", err
	}
	return goString(&out, n), nil
}
