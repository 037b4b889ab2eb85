// ufsecp Go binding — peers/internal/libsecp: a minimal cgo wrapper over the system
// libsecp256k1 (Debian libsecp256k1-dev, pkg-config "libsecp256k1"), used only by the
// binding's tests (cross-checks) and benchmarks (the "cgo libsecp256k1" column).
//
// Layer: test support for the Go binding; never imported by package ufsecp itself, so
// users of the binding do not need libsecp256k1.
//
// Contract: each function is one short C helper over one process-wide context
// (created and randomized once in init). Like the ufsecp binding, every helper is
// declared noescape + nocallback, so calls on Go stack arrays do not allocate; the
// comparison then measures the libraries, not the wrappers. Functions return false
// where libsecp256k1 returns 0. Not a general-purpose binding: no nil checks (callers
// are tests), 32-byte messages for Schnorr signing (secp256k1_schnorrsig_sign32).
package libsecp

/*
#cgo pkg-config: libsecp256k1
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_recovery.h>
#include <secp256k1_schnorrsig.h>
#include <string.h>

static secp256k1_context *lsx_ctx;

static int lsx_init(const unsigned char seed32[32]) {
	lsx_ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
	return lsx_ctx != NULL && secp256k1_context_randomize(lsx_ctx, seed32);
}

// x-only public key of a secret key, the way a signer derives it: keypair, then its
// x-only key, serialized.
static int lsx_xonly_from_seckey(unsigned char out32[32], const unsigned char sk[32]) {
	secp256k1_keypair kp;
	secp256k1_xonly_pubkey x;
	if (!secp256k1_keypair_create(lsx_ctx, &kp, sk)) return 0;
	if (!secp256k1_keypair_xonly_pub(lsx_ctx, &x, NULL, &kp)) return 0;
	return secp256k1_xonly_pubkey_serialize(lsx_ctx, out32, &x);
}

static int lsx_keypair_create(secp256k1_keypair *kp, const unsigned char sk[32]) {
	return secp256k1_keypair_create(lsx_ctx, kp, sk);
}

static int lsx_schnorr_sign32(unsigned char sig[64], const unsigned char msg32[32], const secp256k1_keypair *kp,
                              const unsigned char *aux32) {
	return secp256k1_schnorrsig_sign32(lsx_ctx, sig, msg32, kp, aux32);
}

static int lsx_xonly_parse(secp256k1_xonly_pubkey *x, const unsigned char in32[32]) {
	return secp256k1_xonly_pubkey_parse(lsx_ctx, x, in32);
}

static int lsx_schnorr_verify(const unsigned char sig[64], const unsigned char *msg, size_t len,
                              const secp256k1_xonly_pubkey *x) {
	return secp256k1_schnorrsig_verify(lsx_ctx, sig, msg, len, x);
}

static int lsx_pubkey_parse(secp256k1_pubkey *pk, const unsigned char *in, size_t len) {
	return secp256k1_ec_pubkey_parse(lsx_ctx, pk, in, len);
}

static int lsx_pubkey_create_compressed(unsigned char out33[33], const unsigned char sk[32]) {
	secp256k1_pubkey pk;
	size_t len = 33;
	if (!secp256k1_ec_pubkey_create(lsx_ctx, &pk, sk)) return 0;
	return secp256k1_ec_pubkey_serialize(lsx_ctx, out33, &len, &pk, SECP256K1_EC_COMPRESSED);
}

// ECDH hash function that outputs the raw x coordinate (what btcec and Nostr use).
static int lsx_copy_x(unsigned char *out, const unsigned char *x32, const unsigned char *y32, void *data) {
	(void)y32;
	(void)data;
	memcpy(out, x32, 32);
	return 1;
}

static int lsx_ecdh_x(unsigned char out32[32], const secp256k1_pubkey *pk, const unsigned char sk[32]) {
	return secp256k1_ecdh(lsx_ctx, out32, pk, sk, lsx_copy_x, NULL);
}

static int lsx_ecdh_sha256(unsigned char out32[32], const secp256k1_pubkey *pk, const unsigned char sk[32]) {
	return secp256k1_ecdh(lsx_ctx, out32, pk, sk, NULL, NULL);
}

static int lsx_ecdsa_sign(unsigned char sig64[64], const unsigned char msg32[32], const unsigned char sk[32]) {
	secp256k1_ecdsa_signature s;
	if (!secp256k1_ecdsa_sign(lsx_ctx, &s, msg32, sk, NULL, NULL)) return 0;
	return secp256k1_ecdsa_signature_serialize_compact(lsx_ctx, sig64, &s);
}

static int lsx_ecdsa_verify(const unsigned char sig64[64], const unsigned char msg32[32], const secp256k1_pubkey *pk) {
	secp256k1_ecdsa_signature s;
	if (!secp256k1_ecdsa_signature_parse_compact(lsx_ctx, &s, sig64)) return 0;
	return secp256k1_ecdsa_verify(lsx_ctx, &s, msg32, pk);
}

static int lsx_ecdsa_sign_recoverable(unsigned char sig64[64], int *recid, const unsigned char msg32[32],
                                      const unsigned char sk[32]) {
	secp256k1_ecdsa_recoverable_signature s;
	if (!secp256k1_ecdsa_sign_recoverable(lsx_ctx, &s, msg32, sk, NULL, NULL)) return 0;
	return secp256k1_ecdsa_recoverable_signature_serialize_compact(lsx_ctx, sig64, recid, &s);
}

static int lsx_ecdsa_signature_serialize_der(unsigned char *out, size_t *len, const unsigned char sig64[64]) {
	secp256k1_ecdsa_signature s;
	if (!secp256k1_ecdsa_signature_parse_compact(lsx_ctx, &s, sig64)) return 0;
	return secp256k1_ecdsa_signature_serialize_der(lsx_ctx, out, len, &s);
}

#cgo noescape lsx_xonly_from_seckey
#cgo nocallback lsx_xonly_from_seckey
#cgo noescape lsx_keypair_create
#cgo nocallback lsx_keypair_create
#cgo noescape lsx_schnorr_sign32
#cgo nocallback lsx_schnorr_sign32
#cgo noescape lsx_xonly_parse
#cgo nocallback lsx_xonly_parse
#cgo noescape lsx_schnorr_verify
#cgo nocallback lsx_schnorr_verify
#cgo noescape lsx_pubkey_parse
#cgo nocallback lsx_pubkey_parse
#cgo noescape lsx_pubkey_create_compressed
#cgo nocallback lsx_pubkey_create_compressed
#cgo noescape lsx_ecdh_x
#cgo nocallback lsx_ecdh_x
#cgo noescape lsx_ecdh_sha256
#cgo nocallback lsx_ecdh_sha256
#cgo noescape lsx_ecdsa_sign
#cgo nocallback lsx_ecdsa_sign
#cgo noescape lsx_ecdsa_verify
#cgo nocallback lsx_ecdsa_verify
#cgo noescape lsx_ecdsa_sign_recoverable
#cgo nocallback lsx_ecdsa_sign_recoverable
#cgo noescape lsx_ecdsa_signature_serialize_der
#cgo nocallback lsx_ecdsa_signature_serialize_der
*/
import "C"

import (
	"crypto/rand"
	"unsafe"
)

func init() {
	var seed [32]byte
	if _, err := rand.Read(seed[:]); err != nil {
		panic("libsecp: no randomness for the context: " + err.Error())
	}
	if C.lsx_init(uc(unsafe.Pointer(&seed))) != 1 {
		panic("libsecp: secp256k1_context_create/randomize failed")
	}
}

func uc(p unsafe.Pointer) *C.uchar { return (*C.uchar)(p) }

// PubKey is a parsed libsecp256k1 public key (secp256k1_pubkey).
type PubKey struct{ c C.secp256k1_pubkey }

// XOnly is a parsed libsecp256k1 x-only public key (secp256k1_xonly_pubkey).
type XOnly struct{ c C.secp256k1_xonly_pubkey }

// Keypair is a libsecp256k1 keypair (secp256k1_keypair).
type Keypair struct{ c C.secp256k1_keypair }

// XOnlyFromSecretKey writes the serialized x-only public key of sk.
func XOnlyFromSecretKey(out, sk *[32]byte) bool {
	return C.lsx_xonly_from_seckey(uc(unsafe.Pointer(out)), uc(unsafe.Pointer(sk))) == 1
}

// CompressedFromSecretKey writes the 33-byte compressed public key of sk.
func CompressedFromSecretKey(out *[33]byte, sk *[32]byte) bool {
	return C.lsx_pubkey_create_compressed(uc(unsafe.Pointer(out)), uc(unsafe.Pointer(sk))) == 1
}

// KeypairCreate computes the keypair of sk.
func KeypairCreate(kp *Keypair, sk *[32]byte) bool {
	return C.lsx_keypair_create(&kp.c, uc(unsafe.Pointer(sk))) == 1
}

// SchnorrSign32 is secp256k1_schnorrsig_sign32 (aux may be nil).
func SchnorrSign32(sig *[64]byte, msg32 *[32]byte, kp *Keypair, aux *[32]byte) bool {
	return C.lsx_schnorr_sign32(uc(unsafe.Pointer(sig)), uc(unsafe.Pointer(msg32)), &kp.c, uc(unsafe.Pointer(aux))) == 1
}

// XOnlyParse parses a 32-byte x-only public key.
func XOnlyParse(x *XOnly, in *[32]byte) bool {
	return C.lsx_xonly_parse(&x.c, uc(unsafe.Pointer(in))) == 1
}

// SchnorrVerify is secp256k1_schnorrsig_verify.
func SchnorrVerify(sig *[64]byte, msg []byte, x *XOnly) bool {
	var p *C.uchar
	if len(msg) > 0 {
		p = uc(unsafe.Pointer(unsafe.SliceData(msg)))
	}
	return C.lsx_schnorr_verify(uc(unsafe.Pointer(sig)), p, C.size_t(len(msg)), &x.c) == 1
}

// PubKeyParse parses a SEC1 public key (33 or 65 bytes).
func PubKeyParse(pk *PubKey, in []byte) bool {
	if len(in) == 0 {
		return false
	}
	return C.lsx_pubkey_parse(&pk.c, uc(unsafe.Pointer(unsafe.SliceData(in))), C.size_t(len(in))) == 1
}

// ECDHX writes the raw x coordinate of sk * pk.
func ECDHX(out *[32]byte, pk *PubKey, sk *[32]byte) bool {
	return C.lsx_ecdh_x(uc(unsafe.Pointer(out)), &pk.c, uc(unsafe.Pointer(sk))) == 1
}

// ECDHSHA256 is secp256k1_ecdh with the default hash (SHA-256 of the compressed point).
func ECDHSHA256(out *[32]byte, pk *PubKey, sk *[32]byte) bool {
	return C.lsx_ecdh_sha256(uc(unsafe.Pointer(out)), &pk.c, uc(unsafe.Pointer(sk))) == 1
}

// ECDSASign signs msg32 (RFC 6979, no extra data) and writes the compact signature.
func ECDSASign(sig *[64]byte, msg32, sk *[32]byte) bool {
	return C.lsx_ecdsa_sign(uc(unsafe.Pointer(sig)), uc(unsafe.Pointer(msg32)), uc(unsafe.Pointer(sk))) == 1
}

// ECDSAVerify verifies a compact signature (high-S is rejected).
func ECDSAVerify(sig *[64]byte, msg32 *[32]byte, pk *PubKey) bool {
	return C.lsx_ecdsa_verify(uc(unsafe.Pointer(sig)), uc(unsafe.Pointer(msg32)), &pk.c) == 1
}

// ECDSASignRecoverable signs msg32 and returns the compact signature and recovery id.
func ECDSASignRecoverable(sig *[64]byte, msg32, sk *[32]byte) (int, bool) {
	var recid C.int
	ok := C.lsx_ecdsa_sign_recoverable(uc(unsafe.Pointer(sig)), &recid, uc(unsafe.Pointer(msg32)),
		uc(unsafe.Pointer(sk))) == 1
	return int(recid), ok
}

// ECDSASignatureDER returns the DER encoding of a compact signature.
func ECDSASignatureDER(sig *[64]byte) ([]byte, bool) {
	var buf [72]byte
	n := C.size_t(len(buf))
	if C.lsx_ecdsa_signature_serialize_der(uc(unsafe.Pointer(&buf)), &n, uc(unsafe.Pointer(sig))) != 1 {
		return nil, false
	}
	return append([]byte(nil), buf[:n]...), true
}
