//! ECDSA: RFC 6979 signing (low-S), verification, DER, public-key recovery, batches.
//!
//! ```
//! use ufsecp::{SecretKey, ecdsa};
//! let sk = SecretKey::from_bytes(&[7; 32])?;
//! let msg = [9u8; 32]; // a 32-byte digest
//! let sig = ecdsa::sign(&msg, &sk);
//! let der = sig.serialize_der();
//! let back = ecdsa::Signature::from_der(der.as_ref())?;
//! ecdsa::verify(&back, &msg, &sk.public_key())?;
//!
//! let rsig = ecdsa::sign_recoverable(&msg, &sk);
//! assert_eq!(ecdsa::recover(&rsig, &msg)?, sk.public_key());
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::keys::hex;
use crate::{check, expect_ok, sys, Error, PublicKey, SecretKey};
use core::fmt;

/// A compact ECDSA signature r||s (64 bytes), r and s checked < n when parsed.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Signature(pub(crate) [u8; 64]);

/// A DER encoding (8..72 bytes) held inline, without allocation.
#[derive(Clone, Copy)]
pub struct SerializedDer {
    buf: [u8; 72],
    len: usize,
}
impl AsRef<[u8]> for SerializedDer {
    fn as_ref(&self) -> &[u8] {
        &self.buf[..self.len]
    }
}
impl core::ops::Deref for SerializedDer {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        self.as_ref()
    }
}
impl fmt::Debug for SerializedDer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        hex(f, self.as_ref())
    }
}

impl Signature {
    /// Parses 64 bytes r||s; `BadSignature` if r or s >= n. High S is accepted here
    /// (verification rejects it; see [`Signature::normalize_s`]).
    pub fn from_compact(bytes: &[u8; 64]) -> Result<Self, Error> {
        // normalize on a copy only to learn whether r, s < n
        let mut tmp = *bytes;
        check(unsafe { sys::ufsecp_ecdsa_signature_normalize(tmp.as_mut_ptr(), core::ptr::null_mut()) })?;
        Ok(Signature(*bytes))
    }
    /// Strict DER (BIP-66 style).
    pub fn from_der(der: &[u8]) -> Result<Self, Error> {
        let mut s = [0u8; 64];
        check(unsafe { sys::ufsecp_ecdsa_signature_parse_der(s.as_mut_ptr(), der.as_ptr(), der.len()) })?;
        Ok(Signature(s))
    }
    /// Lax DER (libsecp256k1's ecdsa_signature_parse_der_lax: what old Bitcoin
    /// transactions contain).
    pub fn from_der_lax(der: &[u8]) -> Result<Self, Error> {
        let mut s = [0u8; 64];
        check(unsafe { sys::ufsecp_ecdsa_signature_parse_der_lax(s.as_mut_ptr(), der.as_ptr(), der.len()) })?;
        Ok(Signature(s))
    }
    /// The 64 bytes r||s.
    pub fn serialize_compact(&self) -> [u8; 64] {
        self.0
    }
    /// Minimal DER.
    pub fn serialize_der(&self) -> SerializedDer {
        let mut d = SerializedDer { buf: [0; 72], len: 72 };
        expect_ok(unsafe {
            sys::ufsecp_ecdsa_signature_serialize_der(d.buf.as_mut_ptr(), &mut d.len, self.0.as_ptr())
        });
        d
    }
    /// The low-S form (s replaced by n - s when s > n/2); returns whether it changed.
    pub fn normalize_s(&mut self) -> bool {
        let mut high = 0;
        expect_ok(unsafe { sys::ufsecp_ecdsa_signature_normalize(self.0.as_mut_ptr(), &mut high) });
        high != 0
    }
}
impl fmt::Debug for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ecdsa::Signature(")?;
        hex(f, &self.0)?;
        f.write_str(")")
    }
}

/// RFC 6979 deterministic signature of a 32-byte digest (low S), the same bytes as
/// libsecp256k1's `secp256k1_ecdsa_sign` with the default nonce function.
pub fn sign(msg32: &[u8; 32], sk: &SecretKey) -> Signature {
    let mut s = [0u8; 64];
    expect_ok(unsafe { sys::ufsecp_ecdsa_sign(s.as_mut_ptr(), msg32.as_ptr(), sk.0.as_ptr(), core::ptr::null()) });
    Signature(s)
}

/// As [`sign`] with 32 bytes of extra entropy mixed into the RFC 6979 nonce (libsecp256k1's ndata).
pub fn sign_with_extra(msg32: &[u8; 32], sk: &SecretKey, extra32: &[u8; 32]) -> Signature {
    let mut s = [0u8; 64];
    expect_ok(unsafe { sys::ufsecp_ecdsa_sign(s.as_mut_ptr(), msg32.as_ptr(), sk.0.as_ptr(), extra32.as_ptr()) });
    Signature(s)
}

/// Verifies; `VerifyFailed` for a wrong or high-S signature.
pub fn verify(sig: &Signature, msg32: &[u8; 32], pk: &PublicKey) -> Result<(), Error> {
    check(unsafe { sys::ufsecp_ecdsa_verify(sig.0.as_ptr(), msg32.as_ptr(), &pk.0) })
}

/// Recovery id 0..3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RecoveryId(u8);
impl RecoveryId {
    /// `BadRecoveryId` outside 0..3.
    pub fn from_u8(id: u8) -> Result<Self, Error> {
        if id < 4 {
            Ok(RecoveryId(id))
        } else {
            Err(Error::BadRecoveryId)
        }
    }
    /// 0..3
    pub fn to_u8(self) -> u8 {
        self.0
    }
}

/// A signature with its recovery id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RecoverableSignature {
    sig: Signature,
    recid: RecoveryId,
}
impl RecoverableSignature {
    /// From 64 bytes and the id.
    pub fn from_compact(bytes: &[u8; 64], recid: RecoveryId) -> Result<Self, Error> {
        Ok(RecoverableSignature {
            sig: Signature::from_compact(bytes)?,
            recid,
        })
    }
    /// (r||s, recovery id)
    pub fn serialize_compact(&self) -> ([u8; 64], RecoveryId) {
        (self.sig.0, self.recid)
    }
    /// The plain signature.
    pub fn to_standard(&self) -> Signature {
        self.sig
    }
    /// The recovery id.
    pub fn recovery_id(&self) -> RecoveryId {
        self.recid
    }
}

/// Signs (the same signature as [`sign`]) and returns the recovery id too.
pub fn sign_recoverable(msg32: &[u8; 32], sk: &SecretKey) -> RecoverableSignature {
    let mut s = [0u8; 64];
    let mut id = 0;
    expect_ok(unsafe {
        sys::ufsecp_ecdsa_sign_recoverable(
            s.as_mut_ptr(),
            &mut id,
            msg32.as_ptr(),
            sk.0.as_ptr(),
            core::ptr::null(),
        )
    });
    RecoverableSignature {
        sig: Signature(s),
        recid: RecoveryId(id as u8),
    }
}

/// The public key that made `sig` over `msg32`.
pub fn recover(sig: &RecoverableSignature, msg32: &[u8; 32]) -> Result<PublicKey, Error> {
    let mut pk = sys::ufsecp_pubkey::zeroed();
    check(unsafe { sys::ufsecp_ecdsa_recover(&mut pk, sig.sig.0.as_ptr(), sig.recid.0 as i32, msg32.as_ptr()) })?;
    Ok(PublicKey(pk))
}

/// Verification tables of one public key, for a verifier that sees the same key often
/// (about half the cost per verification after ~6 uses; 32 KiB, boxed).
#[cfg(feature = "alloc")]
pub struct PrecomputedPublicKey(alloc::boxed::Box<sys::ufsecp_pubkey_precomputed>);
#[cfg(feature = "alloc")]
impl PrecomputedPublicKey {
    /// Builds the tables.
    pub fn new(pk: &PublicKey) -> Self {
        let mut b = alloc::boxed::Box::new(sys::ufsecp_pubkey_precomputed::zeroed());
        expect_ok(unsafe { sys::ufsecp_pubkey_precompute(&mut *b, &pk.0) });
        PrecomputedPublicKey(b)
    }
    /// Same result as [`verify`] with the key.
    pub fn verify(&self, sig: &Signature, msg32: &[u8; 32]) -> Result<(), Error> {
        check(unsafe { sys::ufsecp_ecdsa_verify_precomputed(sig.0.as_ptr(), msg32.as_ptr(), &*self.0) })
    }
}

/// Batch verification of (signature, digest, key) triples on `threads` threads (0 or 1:
/// this thread). `Ok(())` if all verify; otherwise `Err(VerifyFailed)` and, in `valid`
/// when given (length = entries), which entries verify (exactly [`verify`]'s decisions).
#[cfg(feature = "alloc")]
pub fn verify_batch(
    entries: &[(Signature, [u8; 32], PublicKey)],
    valid: Option<&mut [bool]>,
    threads: u32,
) -> Result<(), Error> {
    use alloc::vec::Vec;
    let sigs: Vec<*const u8> = entries.iter().map(|e| e.0 .0.as_ptr()).collect();
    let msgs: Vec<*const u8> = entries.iter().map(|e| e.1.as_ptr()).collect();
    let pks: Vec<*const sys::ufsecp_pubkey> = entries.iter().map(|e| &e.2 .0 as *const _).collect();
    batch_result(entries.len(), valid, |v| unsafe {
        sys::ufsecp_ecdsa_verify_batch_mt(entries.len(), sigs.as_ptr(), msgs.as_ptr(), pks.as_ptr(), v, threads)
    })
}

#[cfg(feature = "alloc")]
pub(crate) fn batch_result(
    n: usize,
    valid: Option<&mut [bool]>,
    call: impl FnOnce(*mut u8) -> sys::ufsecp_status,
) -> Result<(), Error> {
    match valid {
        None => check(call(core::ptr::null_mut())),
        Some(out) => {
            assert_eq!(out.len(), n, "valid must have one slot per entry");
            let mut v = alloc::vec![0u8; n];
            let s = call(v.as_mut_ptr());
            if s == sys::UFSECP_OK || s == sys::UFSECP_ERR_VERIFY_FAILED {
                for (o, b) in out.iter_mut().zip(&v) {
                    *o = *b != 0;
                }
            }
            check(s)
        }
    }
}
