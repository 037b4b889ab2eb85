// ufsecp Go binding — peers/internal/cdirect: C loops that call the ufsecp C ABI directly, so
// the benchmarks can time the same operations without a cgo transition per call.
//
// Layer: benchmark support for the Go binding (cgo, links ufsecp via pkg-config like
// the binding). Never imported by package ufsecp.
//
// Contract: each Loop function makes ONE cgo call that runs the operation n times in C
// over a pool of inputs (entry i % pool), the same pools the Go benchmarks use, and
// returns how many calls did not return UFSECP_OK (a correct run returns 0). Timing one
// such call over b.N iterations gives the C cost per operation; the Go benchmark of
// the same operation minus it is the binding's overhead (cgo transition, Go-side
// checks). Pool layouts are flat: 32 bytes per secret key / message / x-only key /
// aux, 64 per signature, 64 per ufsecp_pubkey and ufsecp_xonly_pubkey, 96 per
// ufsecp_keypair.
package cdirect

/*
#cgo pkg-config: --static ufsecp
#include <ufsecp/ufsecp.h>

typedef const unsigned char cu8;

static long cd_seckey_verify(long n, int pool, cu8 *sks) {
	long fails = 0;
	for (long i = 0; i < n; i++) fails += ufsecp_seckey_verify(sks + 32 * (i % pool)) != UFSECP_OK;
	return fails;
}

static long cd_xonly_create(long n, int pool, cu8 *sks) {
	unsigned char out[32];
	long fails = 0;
	for (long i = 0; i < n; i++) fails += ufsecp_xonly_pubkey_create(out, NULL, sks + 32 * (i % pool)) != UFSECP_OK;
	return fails;
}

// What Signer.InitSecretKey does: keypair, then its x-only key.
static long cd_signer_init(long n, int pool, cu8 *sks) {
	ufsecp_keypair kp;
	unsigned char out[32];
	long fails = 0;
	for (long i = 0; i < n; i++) {
		fails += ufsecp_keypair_create(&kp, sks + 32 * (i % pool)) != UFSECP_OK;
		fails += ufsecp_keypair_xonly_pubkey(out, NULL, &kp) != UFSECP_OK;
	}
	return fails;
}

static long cd_schnorr_sign(long n, int pool, cu8 *kps, cu8 *msgs, cu8 *auxs) {
	unsigned char sig[64];
	long fails = 0;
	for (long i = 0; i < n; i++) {
		int j = (int)(i % pool);
		fails += ufsecp_schnorr_sign(sig, msgs + 32 * j, 32, (const ufsecp_keypair *)(kps + 96 * j),
		                             auxs + 32 * j) != UFSECP_OK;
	}
	return fails;
}

static long cd_schnorr_verify(long n, int pool, cu8 *sigs, cu8 *msgs, cu8 *xs) {
	long fails = 0;
	for (long i = 0; i < n; i++) {
		int j = (int)(i % pool);
		fails += ufsecp_schnorr_verify(sigs + 64 * j, msgs + 32 * j, 32, xs + 32 * j) != UFSECP_OK;
	}
	return fails;
}

// The same with keys parsed once (ufsecp_xonly_pubkey, 64 bytes each): what Verifier does.
static long cd_schnorr_verify_parsed(long n, int pool, cu8 *sigs, cu8 *msgs, cu8 *pxs) {
	long fails = 0;
	for (long i = 0; i < n; i++) {
		int j = (int)(i % pool);
		fails += ufsecp_schnorr_verify_xonly(sigs + 64 * j, msgs + 32 * j, 32,
		                                     (const ufsecp_xonly_pubkey *)(pxs + 64 * j)) != UFSECP_OK;
	}
	return fails;
}

static long cd_ecdh_x(long n, int pool, cu8 *pks, cu8 *sks) {
	unsigned char out[32];
	long fails = 0;
	for (long i = 0; i < n; i++) {
		int j = (int)(i % pool);
		fails += ufsecp_ecdh_x(out, (const ufsecp_pubkey *)(pks + 64 * j), sks + 32 * j) != UFSECP_OK;
	}
	return fails;
}

static long cd_ecdsa_sign(long n, int pool, cu8 *sks, cu8 *msgs) {
	unsigned char sig[64];
	long fails = 0;
	for (long i = 0; i < n; i++) {
		int j = (int)(i % pool);
		fails += ufsecp_ecdsa_sign(sig, msgs + 32 * j, sks + 32 * j, NULL) != UFSECP_OK;
	}
	return fails;
}

static long cd_ecdsa_verify(long n, int pool, cu8 *sigs, cu8 *msgs, cu8 *pks) {
	long fails = 0;
	for (long i = 0; i < n; i++) {
		int j = (int)(i % pool);
		fails += ufsecp_ecdsa_verify(sigs + 64 * j, msgs + 32 * j, (const ufsecp_pubkey *)(pks + 64 * j)) != UFSECP_OK;
	}
	return fails;
}
*/
import "C"

import "unsafe"

// p returns the address of b's first element for C (b must be non-empty).
func p(b []byte) *C.cu8 { return (*C.cu8)(unsafe.Pointer(unsafe.SliceData(b))) }

// SeckeyVerifyLoop runs ufsecp_seckey_verify n times (the cheapest call: it measures
// the cgo transition against the Go benchmark of SecretKey.Validate).
func SeckeyVerifyLoop(n, pool int, sks []byte) int {
	return int(C.cd_seckey_verify(C.long(n), C.int(pool), p(sks)))
}

// XOnlyCreateLoop runs ufsecp_xonly_pubkey_create n times.
func XOnlyCreateLoop(n, pool int, sks []byte) int {
	return int(C.cd_xonly_create(C.long(n), C.int(pool), p(sks)))
}

// SignerInitLoop runs ufsecp_keypair_create + ufsecp_keypair_xonly_pubkey n times.
func SignerInitLoop(n, pool int, sks []byte) int {
	return int(C.cd_signer_init(C.long(n), C.int(pool), p(sks)))
}

// SchnorrSignLoop runs ufsecp_schnorr_sign (32-byte messages) n times.
func SchnorrSignLoop(n, pool int, kps, msgs, auxs []byte) int {
	return int(C.cd_schnorr_sign(C.long(n), C.int(pool), p(kps), p(msgs), p(auxs)))
}

// SchnorrVerifyLoop runs ufsecp_schnorr_verify (32-byte messages) n times.
func SchnorrVerifyLoop(n, pool int, sigs, msgs, xs []byte) int {
	return int(C.cd_schnorr_verify(C.long(n), C.int(pool), p(sigs), p(msgs), p(xs)))
}

// SchnorrVerifyParsedLoop runs ufsecp_schnorr_verify_xonly (32-byte messages, keys
// parsed once: 64 bytes per ufsecp_xonly_pubkey in pxs) n times.
func SchnorrVerifyParsedLoop(n, pool int, sigs, msgs, pxs []byte) int {
	return int(C.cd_schnorr_verify_parsed(C.long(n), C.int(pool), p(sigs), p(msgs), p(pxs)))
}

// ECDHXLoop runs ufsecp_ecdh_x n times.
func ECDHXLoop(n, pool int, pks, sks []byte) int {
	return int(C.cd_ecdh_x(C.long(n), C.int(pool), p(pks), p(sks)))
}

// ECDSASignLoop runs ufsecp_ecdsa_sign n times.
func ECDSASignLoop(n, pool int, sks, msgs []byte) int {
	return int(C.cd_ecdsa_sign(C.long(n), C.int(pool), p(sks), p(msgs)))
}

// ECDSAVerifyLoop runs ufsecp_ecdsa_verify n times.
func ECDSAVerifyLoop(n, pool int, sigs, msgs, pks []byte) int {
	return int(C.cd_ecdsa_verify(C.long(n), C.int(pool), p(sigs), p(msgs), p(pks)))
}
