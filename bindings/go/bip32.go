// ufsecp Go binding — BIP-32 hierarchical deterministic keys.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp_bip32.h; the contract, the path
// grammar and the version rules are stated there). An HDKey is the C library's opaque
// 112-byte extended key; every method is one C call on it.
//
// Contract: on error a function returns the zero HDKey (which every method rejects with
// ErrBadExtendedKey) and one of the package's Status errors (errors.Is). Private
// derivation and NewMasterKey run in time independent of the seed, secret keys and chain
// codes (the C library's guarantee); public derivation, serialization and parsing are
// variable time. A private HDKey holds a secret key and a chain code: Wipe clears it.
// Strings are passed to C NUL-terminated from a stack buffer when short (extended keys,
// paths of typical length); a string containing a NUL byte is rejected before C sees it
// (ErrBadEncoding for keys, ErrBadPath for paths), since C would read only its prefix.

package ufsecp

/*
#include <ufsecp/ufsecp_bip32.h>

#cgo noescape ufsecp_bip32_master
#cgo nocallback ufsecp_bip32_master
#cgo noescape ufsecp_bip32_derive
#cgo nocallback ufsecp_bip32_derive
#cgo noescape ufsecp_bip32_derive_path
#cgo nocallback ufsecp_bip32_derive_path
#cgo noescape ufsecp_bip32_derive_indices
#cgo nocallback ufsecp_bip32_derive_indices
#cgo noescape ufsecp_bip32_neuter
#cgo nocallback ufsecp_bip32_neuter
#cgo noescape ufsecp_bip32_serialize
#cgo nocallback ufsecp_bip32_serialize
#cgo noescape ufsecp_bip32_parse
#cgo nocallback ufsecp_bip32_parse
#cgo noescape ufsecp_bip32_parse_versioned
#cgo nocallback ufsecp_bip32_parse_versioned
#cgo noescape ufsecp_bip32_from_pubkey
#cgo nocallback ufsecp_bip32_from_pubkey
#cgo noescape ufsecp_bip32_seckey
#cgo nocallback ufsecp_bip32_seckey
#cgo noescape ufsecp_bip32_pubkey
#cgo nocallback ufsecp_bip32_pubkey
#cgo noescape ufsecp_bip32_get_info
#cgo nocallback ufsecp_bip32_get_info
#cgo noescape ufsecp_bip32_chain_code
#cgo nocallback ufsecp_bip32_chain_code
#cgo noescape ufsecp_bip32_parse_path
#cgo nocallback ufsecp_bip32_parse_path
*/
import "C"

import (
	"runtime"
	"strings"
	"unsafe"
)

// HDKey is a BIP-32 extended key, private or public (the C library's opaque
// ufsecp_bip32_key). Make one with NewMasterKey, ParseHDKey, HDKeyFromPublicKey or by
// deriving; the zero value is rejected with ErrBadExtendedKey.
type HDKey struct {
	data [112]byte
}

// HDKeyInfo is what an extended key says about itself.
type HDKeyInfo struct {
	Fingerprint       [4]byte // first 4 bytes of HASH160 of the compressed public key
	ParentFingerprint [4]byte // zeros for a master key
	ChildNumber       uint32  // the index it was derived at (>= HardenedKeyStart: hardened)
	Depth             uint8   // 0 for a master key
	IsPrivate         bool
}

// HardenedKeyStart is the first hardened index (2^31); Derive(HardenedKeyStart + i) is
// the child written i' or ih in a path.
const HardenedKeyStart uint32 = 0x80000000

// BIP-32's version bytes: mainnet xprv/xpub, testnet tprv/tpub.
const (
	VersionXprv uint32 = 0x0488ADE4
	VersionXpub uint32 = 0x0488B21E
	VersionTprv uint32 = 0x04358394
	VersionTpub uint32 = 0x043587CF
)

var (
	_ = [1]struct{}{}[ErrBadChecksum-C.UFSECP_ERR_BAD_CHECKSUM]
	_ = [1]struct{}{}[ErrBadEncoding-C.UFSECP_ERR_BAD_ENCODING]
	_ = [1]struct{}{}[ErrBadVersion-C.UFSECP_ERR_BAD_VERSION]
	_ = [1]struct{}{}[ErrBadDepth-C.UFSECP_ERR_BAD_DEPTH]
	_ = [1]struct{}{}[ErrInvalidChild-C.UFSECP_ERR_INVALID_CHILD]
	_ = [1]struct{}{}[ErrBadPath-C.UFSECP_ERR_BAD_PATH]
	_ = [1]struct{}{}[ErrPublicOnly-C.UFSECP_ERR_PUBLIC_ONLY]
	_ = [1]struct{}{}[ErrBadExtendedKey-C.UFSECP_ERR_BAD_EXTKEY]
	_ = [1]struct{}{}[unsafe.Sizeof(HDKey{})-unsafe.Sizeof(C.ufsecp_bip32_key{})]
	_ = [1]struct{}{}[VersionXprv-C.UFSECP_BIP32_XPRV]
	_ = [1]struct{}{}[VersionXpub-C.UFSECP_BIP32_XPUB]
	_ = [1]struct{}{}[VersionTprv-C.UFSECP_BIP32_TPRV]
	_ = [1]struct{}{}[VersionTpub-C.UFSECP_BIP32_TPUB]
)

func chk(k *HDKey) *C.ufsecp_bip32_key { return (*C.ufsecp_bip32_key)(unsafe.Pointer(k)) }

// cstr is s NUL-terminated for C: in buf when it fits, else in a new slice.
func cstr(buf []byte, s string) *C.char {
	var b []byte
	if len(s) < len(buf) {
		b = buf[:len(s)+1]
	} else {
		b = make([]byte, len(s)+1)
	}
	copy(b, s)
	b[len(s)] = 0
	return (*C.char)(unsafe.Pointer(&b[0]))
}

// NewMasterKey returns the master key of a 16..64-byte seed (ErrBadLength otherwise;
// ErrBadSecretKey for the seeds, with probability below 2^-127, that give none).
func NewMasterKey(seed []byte) (HDKey, error) {
	var k HDKey
	if len(seed) == 0 {
		return HDKey{}, ErrBadLength
	}
	rc := C.ufsecp_bip32_master(chk(&k), bytesPtr(seed), C.size_t(len(seed)))
	return k, statusError(int(rc))
}

// Derive returns the child at index (>= HardenedKeyStart: hardened): private from a
// private key, public from a public one (hardened from a public key: ErrPublicOnly).
// ErrInvalidChild: this index gives no key (probability below 2^-127); use the next one.
func (k *HDKey) Derive(index uint32) (HDKey, error) {
	var c HDKey
	rc := C.ufsecp_bip32_derive(chk(&c), chk(k), C.uint32_t(index))
	return c, statusError(int(rc))
}

// DerivePath returns the key at a path such as "m/44'/0'/0'/0/7" ("h" or "H" mark hardened
// indices too; the leading "m" is optional; grammar in ufsecp_bip32.h). ErrBadPath for a
// malformed path, else the errors of Derive.
func (k *HDKey) DerivePath(path string) (HDKey, error) {
	if strings.IndexByte(path, 0) >= 0 {
		return HDKey{}, ErrBadPath
	}
	var buf [128]byte
	var c HDKey
	rc := C.ufsecp_bip32_derive_path(chk(&c), chk(k), cstr(buf[:], path))
	return c, statusError(int(rc))
}

// DeriveIndices returns the key at a list of indices (an empty list gives k itself).
func (k *HDKey) DeriveIndices(indices []uint32) (HDKey, error) {
	var c HDKey
	var p *C.uint32_t
	if len(indices) > 0 {
		p = (*C.uint32_t)(unsafe.Pointer(&indices[0]))
	}
	rc := C.ufsecp_bip32_derive_indices(chk(&c), chk(k), p, C.size_t(len(indices)))
	return c, statusError(int(rc))
}

// Neuter returns the public extended key of k (k itself when already public).
func (k *HDKey) Neuter() (HDKey, error) {
	var c HDKey
	rc := C.ufsecp_bip32_neuter(chk(&c), chk(k))
	return c, statusError(int(rc))
}

// Serialize returns the Base58Check string of k with the given version (any 4 bytes;
// ErrBadVersion for a built-in version of the other key type, such as VersionXpub for a
// private key). The string of a private key is a secret.
func (k *HDKey) Serialize(version uint32) (string, error) {
	var buf [C.UFSECP_BIP32_SERIALIZED_SIZE]C.char
	n := C.size_t(len(buf))
	rc := C.ufsecp_bip32_serialize(&buf[0], &n, chk(k), C.uint32_t(version))
	if err := statusError(int(rc)); err != nil {
		return "", err
	}
	return C.GoStringN(&buf[0], C.int(n)), nil
}

// String returns the mainnet string (xprv... or xpub...), or the error's text for an
// invalid HDKey.
func (k *HDKey) String() string {
	v := VersionXpub
	if k.IsPrivate() {
		v = VersionXprv
	}
	s, err := k.Serialize(v)
	if err != nil {
		return err.Error()
	}
	return s
}

// ParseHDKey parses an xprv, xpub, tprv or tpub string and returns its version too.
// Errors (checked in this order): ErrBadEncoding, ErrBadLength, ErrBadChecksum,
// ErrBadVersion (unknown version or a version/key-type mismatch), ErrBadSecretKey,
// ErrBadPublicKey, ErrBadDepth (depth 0 with a parent fingerprint or child number).
// Other networks: ParseHDKeyVersioned.
func ParseHDKey(s string) (HDKey, uint32, error) {
	if strings.IndexByte(s, 0) >= 0 {
		return HDKey{}, 0, ErrBadEncoding
	}
	var buf [128]byte
	var k HDKey
	var v C.uint32_t
	rc := C.ufsecp_bip32_parse(chk(&k), &v, cstr(buf[:], s))
	if err := statusError(int(rc)); err != nil {
		return HDKey{}, 0, err
	}
	return k, uint32(v), nil
}

// ParseHDKeyVersioned parses a string whose version must be versionPrivate or
// versionPublic (ErrBadArg when the two are equal); errors as ParseHDKey.
func ParseHDKeyVersioned(s string, versionPrivate, versionPublic uint32) (HDKey, error) {
	if strings.IndexByte(s, 0) >= 0 {
		return HDKey{}, ErrBadEncoding
	}
	var buf [128]byte
	var k HDKey
	rc := C.ufsecp_bip32_parse_versioned(chk(&k), cstr(buf[:], s), C.uint32_t(versionPrivate),
		C.uint32_t(versionPublic))
	return k, statusError(int(rc))
}

// HDKeyFromPublicKey returns a depth-0 public extended key of pk with the given chain code
// (BIP-328: a MuSig2 aggregate key, chain code SHA-256("MuSig2MuSig2MuSig2")).
func HDKeyFromPublicKey(pk *PublicKey, chainCode *[32]byte) (HDKey, error) {
	var k HDKey
	rc := C.ufsecp_bip32_from_pubkey(chk(&k), cpk(pk), uc(unsafe.Pointer(chainCode)))
	return k, statusError(int(rc))
}

// SecretKey returns the secret key of a private HDKey (ErrPublicOnly for a public one).
func (k *HDKey) SecretKey() (SecretKey, error) {
	var sk SecretKey
	rc := C.ufsecp_bip32_seckey(uc(unsafe.Pointer(&sk)), chk(k))
	return sk, statusError(int(rc))
}

// PublicKey returns the public key (of either kind).
func (k *HDKey) PublicKey() (PublicKey, error) {
	var pk PublicKey
	rc := C.ufsecp_bip32_pubkey(cpk(&pk), chk(k))
	return pk, statusError(int(rc))
}

// Info returns the fingerprint, parent fingerprint, child number, depth and kind.
func (k *HDKey) Info() (HDKeyInfo, error) {
	var ci C.ufsecp_bip32_info
	rc := C.ufsecp_bip32_get_info(&ci, chk(k))
	if err := statusError(int(rc)); err != nil {
		return HDKeyInfo{}, err
	}
	var info HDKeyInfo
	for i := 0; i < 4; i++ {
		info.Fingerprint[i] = byte(ci.fingerprint[i])
		info.ParentFingerprint[i] = byte(ci.parent_fingerprint[i])
	}
	info.ChildNumber = uint32(ci.child_number)
	info.Depth = uint8(ci.depth)
	info.IsPrivate = ci.is_private != 0
	return info, nil
}

// Fingerprint returns the key's own fingerprint (the first 4 bytes of HASH160 of its
// compressed public key), as used in a child's ParentFingerprint.
func (k *HDKey) Fingerprint() ([4]byte, error) {
	info, err := k.Info()
	return info.Fingerprint, err
}

// ChainCode returns the chain code (secret for a private key).
func (k *HDKey) ChainCode() ([32]byte, error) {
	var cc [32]byte
	rc := C.ufsecp_bip32_chain_code(uc(unsafe.Pointer(&cc)), chk(k))
	if err := statusError(int(rc)); err != nil {
		return [32]byte{}, err
	}
	return cc, nil
}

// IsPrivate reports whether k is a valid private extended key.
func (k *HDKey) IsPrivate() bool {
	info, err := k.Info()
	return err == nil && info.IsPrivate
}

// Wipe overwrites k with zeros (the zero HDKey is rejected by every method).
func (k *HDKey) Wipe() {
	if k != nil {
		clear(k.data[:])
		runtime.KeepAlive(k)
	}
}

// ParsePath returns the indices of a path (hardened ones with HardenedKeyStart added);
// ErrBadPath when it does not follow the grammar. "m" gives an empty list.
func ParsePath(path string) ([]uint32, error) {
	if strings.IndexByte(path, 0) >= 0 {
		return nil, ErrBadPath
	}
	var buf [128]byte
	p := cstr(buf[:], path)
	var n C.size_t
	rc := C.ufsecp_bip32_parse_path(nil, &n, p)
	if Status(rc) != ErrBufferTooSmall {
		if err := statusError(int(rc)); err != nil {
			return nil, err
		}
		return []uint32{}, nil
	}
	out := make([]uint32, int(n))
	rc = C.ufsecp_bip32_parse_path((*C.uint32_t)(unsafe.Pointer(&out[0])), &n, p)
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	return out[:int(n)], nil
}
