// ufsecp Go binding — the parsed FROST signing package (ufsecp_frost_package in
// include/ufsecp/ufsecp_frost.h): the signing package parsed and checked once (identifiers,
// nonce commitments decompressed, binding factors, group commitment and challenge), then
// signing, share checks and aggregation without parsing it again.

package ufsecp

/*
#include <ufsecp/ufsecp_frost.h>

#cgo noescape ufsecp_frost_package_size
#cgo nocallback ufsecp_frost_package_size
#cgo noescape ufsecp_frost_package_parse
#cgo nocallback ufsecp_frost_package_parse
#cgo noescape ufsecp_frost_package_sign
#cgo nocallback ufsecp_frost_package_sign
#cgo noescape ufsecp_frost_package_verify_share
#cgo nocallback ufsecp_frost_package_verify_share
#cgo noescape ufsecp_frost_package_aggregate
#cgo nocallback ufsecp_frost_package_aggregate
*/
import "C"

import "unsafe"

// FrostParsedPackage is a FrostSigningPackage parsed once (Parse). Its methods give the same
// results as FrostSign, FrostVerifyShare and FrostAggregate on the package, faster: those
// parse the package (2n point decompressions, the binding factors and the group commitment)
// in every call. It holds public data only, is valid in this process only, and may be used
// from several goroutines at once (its methods only read it).
type FrostParsedPackage struct {
	mem []uint64 // the C object (8-byte aligned), no Go pointers inside
	n   int
}

func (pp *FrostParsedPackage) ptr() *C.ufsecp_frost_package {
	return (*C.ufsecp_frost_package)(unsafe.Pointer(&pp.mem[0]))
}

func (pp *FrostParsedPackage) size() C.size_t { return C.size_t(8 * len(pp.mem)) }

// Parse checks and parses the package (the checks of FrostSign on the package's part:
// ErrBadPublicKey, ErrBadTweak, ErrFrostBadIdentifier, ErrFrostBadPubNonce, ErrInfinity,
// ErrBadArg).
func (p *FrostSigningPackage) Parse() (*FrostParsedPackage, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	if len(p.IDs) == 0 {
		return nil, ErrBadArg
	}
	var size C.size_t
	if err := statusError(int(C.ufsecp_frost_package_size(&size, C.size_t(len(p.IDs))))); err != nil {
		return nil, err
	}
	pp := &FrostParsedPackage{mem: make([]uint64, (int(size)+7)/8), n: len(p.IDs)}
	rc := C.ufsecp_frost_package_parse(pp.ptr(), pp.size(), C.int(p.Suite), uc(unsafe.Pointer(&p.GroupKey)),
		tweakPtr(p.Tweak), bytesPtr(p.Message), C.size_t(len(p.Message)), idsPtr(p.IDs), pubNoncesPtr(p.PubNonces),
		C.size_t(len(p.IDs)))
	if err := statusError(int(rc)); err != nil {
		return nil, err
	}
	return pp, nil
}

// Sign is FrostSign on the parsed package: the signature share of signer id. It consumes
// nonce (ErrFrostBadNonce when it was used, or made for the other suite).
func (pp *FrostParsedPackage) Sign(nonce *FrostSecNonce, share *FrostShare, id *FrostIdentifier) ([32]byte, error) {
	var z [32]byte
	if nonce == nil || share == nil || id == nil {
		return z, ErrNullArg
	}
	rc := C.ufsecp_frost_package_sign(uc(unsafe.Pointer(&z)), &nonce.c, uc(unsafe.Pointer(share)),
		uc(unsafe.Pointer(id)), pp.ptr(), pp.size())
	return z, statusError(int(rc))
}

// VerifyShare is FrostVerifyShare on the parsed package.
func (pp *FrostParsedPackage) VerifyShare(sigShare *[32]byte, id *FrostIdentifier, pubShare *[33]byte) error {
	if sigShare == nil || id == nil || pubShare == nil {
		return ErrNullArg
	}
	return statusError(int(C.ufsecp_frost_package_verify_share(uc(unsafe.Pointer(sigShare)), uc(unsafe.Pointer(id)),
		uc(unsafe.Pointer(pubShare)), pp.ptr(), pp.size())))
}

// Aggregate is FrostAggregate on the parsed package: shares (and pubShares, or nil) in the
// order of the package's IDs.
func (pp *FrostParsedPackage) Aggregate(sigShares [][32]byte, pubShares [][33]byte) (sig []byte, culprit int, err error) {
	if len(sigShares) != pp.n || (pubShares != nil && len(pubShares) != pp.n) {
		return nil, -1, ErrBadArg
	}
	var out [65]byte
	n := C.size_t(len(out))
	c := C.size_t(^uint(0) >> 1)
	var ps *C.uchar
	if pubShares != nil {
		ps = uc(unsafe.Pointer(&pubShares[0]))
	}
	rc := C.ufsecp_frost_package_aggregate(uc(unsafe.Pointer(&out)), &n, &c, pp.ptr(), pp.size(),
		uc(unsafe.Pointer(&sigShares[0])), ps)
	if err := statusError(int(rc)); err != nil {
		if Status(rc) == ErrFrostBadShare {
			return nil, int(c), err
		}
		return nil, -1, err
	}
	return append([]byte(nil), out[:n]...), -1, nil
}
