// ufsecp Go binding — batch verification: many BIP-340 or ECDSA signatures in one call,
// with the verdict of every entry.
//
// Layer: Go binding over the C ABI (include/ufsecp/ufsecp.h; see capi.go for the cgo
// contract).
//
// Contract: the result for each entry is exactly that of the single verification
// (XOnlyPublicKey.VerifySchnorr / PublicKey.VerifyECDSA); the batch returns nil only if
// every entry is valid, ErrVerifyFailed if any is not (for any reason, including a
// malformed signature or key), ErrBadLength if the slices disagree in length, and
// ErrBadThreadCount (checked first, on the Go side) for a thread count outside 0..65536.
//
// Memory: the C ABI takes arrays of pointers. Pointers to Go memory inside such arrays
// would have to be pinned, and cgo's run-time check then also rejects (panics on) any
// pinned object that itself holds Go pointers, e.g. signatures stored in a struct next
// to a pointer field. So the binding copies the batch (signatures, messages, keys) into
// one C allocation with the pointer arrays, calls the library, and frees it: no Go
// pointer reaches C, whatever the caller's memory looks like. The copy costs about a
// byte per byte of input, negligible next to verification; it is one malloc per call
// (unlike the single-signature paths, which allocate nothing).

package ufsecp

/*
#include <stdlib.h>
#include <ufsecp/ufsecp.h>
*/
import "C"

import "unsafe"

// maxThreads bounds the thread count so that it fits the C unsigned parameter.
const maxThreads = 1 << 16

// checkThreads is the Go-side check of the ...Threads functions' thread count.
func checkThreads(threads int) error {
	if threads < 0 || threads > maxThreads {
		return ErrBadThreadCount
	}
	return nil
}

// VerifySchnorrBatch verifies n = len(sigs) BIP-340 signatures: sigs[i] on msgs[i]
// (any length) by keys[i]. It returns nil if all are valid and ErrVerifyFailed if any
// is not; if valid is not nil (it must then have length n), valid[i] reports entry i.
// ErrBadLength if msgs, keys or valid disagree with len(sigs). One thread; see
// VerifySchnorrBatchThreads.
func VerifySchnorrBatch(sigs []SchnorrSignature, msgs [][]byte, keys []XOnlyPublicKey, valid []bool) error {
	return VerifySchnorrBatchThreads(1, sigs, msgs, keys, valid)
}

// VerifySchnorrBatchThreads is VerifySchnorrBatch spread over the given number of
// threads inside the C library (0 or 1: the calling thread only; at most 65536). A
// negative count or one above 65536 returns ErrBadThreadCount (before any other
// check). The results do not depend on the thread count.
func VerifySchnorrBatchThreads(threads int, sigs []SchnorrSignature, msgs [][]byte, keys []XOnlyPublicKey,
	valid []bool) error {
	if err := checkThreads(threads); err != nil {
		return err
	}
	n := len(sigs)
	if len(msgs) != n || len(keys) != n || (valid != nil && len(valid) != n) {
		return ErrBadLength
	}
	if n == 0 {
		return nil
	}
	msgTotal := 0
	for _, m := range msgs {
		msgTotal += len(m)
	}
	// Layout of the C block: 3n pointers, n lengths, then 64n signature bytes, 32n key
	// bytes, the messages, and n result bytes (pointer-sized fields first: aligned).
	ptrSize := int(unsafe.Sizeof((*C.uchar)(nil)))
	lenSize := int(unsafe.Sizeof(C.size_t(0)))
	size := 3*n*ptrSize + n*lenSize + 96*n + msgTotal + n
	block := C.malloc(C.size_t(size)) // cgo's C.malloc never returns nil (it aborts instead)
	defer C.free(block)
	sigPtrs := unsafe.Slice((**C.uchar)(block), n)
	msgPtrs := unsafe.Slice((**C.uchar)(unsafe.Add(block, n*ptrSize)), n)
	keyPtrs := unsafe.Slice((**C.uchar)(unsafe.Add(block, 2*n*ptrSize)), n)
	msgLens := unsafe.Slice((*C.size_t)(unsafe.Add(block, 3*n*ptrSize)), n)
	data := unsafe.Slice((*byte)(unsafe.Add(block, 3*n*ptrSize+n*lenSize)), 96*n+msgTotal+n)
	sigData, keyData, msgData, out := data[:64*n], data[64*n:96*n], data[96*n:96*n+msgTotal], data[96*n+msgTotal:]
	off := 0
	for i := range n {
		copy(sigData[64*i:], sigs[i][:])
		copy(keyData[32*i:], keys[i][:])
		sigPtrs[i] = uc(unsafe.Pointer(&sigData[64*i]))
		keyPtrs[i] = uc(unsafe.Pointer(&keyData[32*i]))
		msgPtrs[i] = nil
		if len(msgs[i]) > 0 {
			copy(msgData[off:], msgs[i])
			msgPtrs[i] = uc(unsafe.Pointer(&msgData[off]))
			off += len(msgs[i])
		}
		msgLens[i] = C.size_t(len(msgs[i]))
	}
	rc := C.ufsecp_schnorr_verify_batch_mt(C.size_t(n), &sigPtrs[0], &msgPtrs[0], &msgLens[0], &keyPtrs[0],
		uc(unsafe.Pointer(&out[0])), C.unsigned(threads))
	return batchResult(int(rc), out, valid)
}

// VerifyECDSABatch verifies n = len(sigs) ECDSA signatures: sigs[i] on hashes[i] by
// keys[i], each exactly as PublicKey.VerifyECDSA (high-S is invalid). Results and
// errors as VerifySchnorrBatch.
func VerifyECDSABatch(sigs []ECDSASignature, hashes [][32]byte, keys []PublicKey, valid []bool) error {
	return VerifyECDSABatchThreads(1, sigs, hashes, keys, valid)
}

// VerifyECDSABatchThreads is VerifyECDSABatch spread over the given number of threads
// (0 or 1: the calling thread only; at most 65536). A negative count or one above 65536
// returns ErrBadThreadCount (before any other check).
func VerifyECDSABatchThreads(threads int, sigs []ECDSASignature, hashes [][32]byte, keys []PublicKey,
	valid []bool) error {
	if err := checkThreads(threads); err != nil {
		return err
	}
	n := len(sigs)
	if len(hashes) != n || len(keys) != n || (valid != nil && len(valid) != n) {
		return ErrBadLength
	}
	if n == 0 {
		return nil
	}
	// C block: 3n pointers, then 64n signature bytes, 32n hash bytes, 64n key bytes
	// (ufsecp_pubkey is 64 unaligned bytes) and n result bytes.
	ptrSize := int(unsafe.Sizeof((*C.uchar)(nil)))
	size := 3*n*ptrSize + 160*n + n
	block := C.malloc(C.size_t(size)) // cgo's C.malloc never returns nil (it aborts instead)
	defer C.free(block)
	sigPtrs := unsafe.Slice((**C.uchar)(block), n)
	hashPtrs := unsafe.Slice((**C.uchar)(unsafe.Add(block, n*ptrSize)), n)
	keyPtrs := unsafe.Slice((**C.ufsecp_pubkey)(unsafe.Add(block, 2*n*ptrSize)), n)
	data := unsafe.Slice((*byte)(unsafe.Add(block, 3*n*ptrSize)), 161*n)
	sigData, hashData, keyData, out := data[:64*n], data[64*n:96*n], data[96*n:160*n], data[160*n:]
	for i := range n {
		copy(sigData[64*i:], sigs[i][:])
		copy(hashData[32*i:], hashes[i][:])
		copy(keyData[64*i:], keys[i].data[:])
		sigPtrs[i] = uc(unsafe.Pointer(&sigData[64*i]))
		hashPtrs[i] = uc(unsafe.Pointer(&hashData[32*i]))
		keyPtrs[i] = (*C.ufsecp_pubkey)(unsafe.Pointer(&keyData[64*i]))
	}
	rc := C.ufsecp_ecdsa_verify_batch_mt(C.size_t(n), &sigPtrs[0], &hashPtrs[0], &keyPtrs[0],
		uc(unsafe.Pointer(&out[0])), C.unsigned(threads))
	return batchResult(int(rc), out, valid)
}

// batchResult copies the per-entry verdicts into valid (when given) and maps the status.
func batchResult(rc int, out []byte, valid []bool) error {
	if valid != nil && (rc == int(C.UFSECP_OK) || rc == int(C.UFSECP_ERR_VERIFY_FAILED)) {
		for i := range out {
			valid[i] = out[i] == 1
		}
	}
	return statusError(rc)
}
