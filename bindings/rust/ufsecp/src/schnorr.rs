//! BIP-340 Schnorr signatures (messages of any length), batch verification.
//!
//! ```
//! use ufsecp::{Keypair, schnorr};
//! let kp = Keypair::from_seckey_bytes(&[3; 32])?;
//! let sig = schnorr::sign(b"hello", &kp, &[0x55; 32]); // aux randomness
//! let pk = kp.x_only_public_key();
//! schnorr::verify(&sig, b"hello", &pk)?;
//! assert!(schnorr::verify(&sig, b"hellO", &pk).is_err());
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::keys::hex;
use crate::{check, expect_ok, sys, Error, Keypair, XOnlyPublicKey};
use core::fmt;

/// A BIP-340 signature R.x||s (64 bytes; checked only by verification, as in BIP-340).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Signature(pub(crate) [u8; 64]);
impl Signature {
    /// The 64 bytes as a signature.
    pub fn from_bytes(bytes: &[u8; 64]) -> Self {
        Signature(*bytes)
    }
    /// From a slice of exactly 64 bytes.
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        Ok(Signature(bytes.try_into().map_err(|_| Error::BadLength)?))
    }
    /// The 64 bytes.
    pub fn serialize(&self) -> [u8; 64] {
        self.0
    }
}
impl fmt::Debug for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("schnorr::Signature(")?;
        hex(f, &self.0)?;
        f.write_str(")")
    }
}

/// Signs `msg` with auxiliary randomness `aux32` (fresh random bytes are recommended;
/// 32 zero bytes give deterministic signatures).
pub fn sign(msg: &[u8], kp: &Keypair, aux32: &[u8; 32]) -> Signature {
    let mut s = [0u8; 64];
    expect_ok(unsafe { sys::ufsecp_schnorr_sign(s.as_mut_ptr(), msg.as_ptr(), msg.len(), &kp.0, aux32.as_ptr()) });
    Signature(s)
}

/// Signs with aux randomness drawn from `rng`.
#[cfg(feature = "rand")]
pub fn sign_with_rng<R: rand_core::RngCore + rand_core::CryptoRng>(msg: &[u8], kp: &Keypair, rng: &mut R) -> Signature {
    let mut aux = [0u8; 32];
    rng.fill_bytes(&mut aux);
    sign(msg, kp, &aux)
}

/// Verifies; `VerifyFailed` if the signature does not verify, `BadSignature` if r >= p or s >= n.
/// A key parsed from bytes is verified against its kept point (no lift_x per call).
pub fn verify(sig: &Signature, msg: &[u8], pk: &XOnlyPublicKey) -> Result<(), Error> {
    check(unsafe {
        match &pk.1 {
            Some(p) => sys::ufsecp_schnorr_verify_xonly(sig.0.as_ptr(), msg.as_ptr(), msg.len(), p),
            None => sys::ufsecp_schnorr_verify(sig.0.as_ptr(), msg.as_ptr(), msg.len(), pk.0.as_ptr()),
        }
    })
}

/// An x-only key with its point lifted once (skips lift_x on every verification).
#[derive(Clone, Copy)]
pub struct ParsedXOnlyPublicKey(sys::ufsecp_xonly_pubkey);
impl ParsedXOnlyPublicKey {
    /// Lifts the key.
    pub fn new(pk: &XOnlyPublicKey) -> Self {
        let mut p = sys::ufsecp_xonly_pubkey::zeroed();
        expect_ok(unsafe { sys::ufsecp_xonly_pubkey_parse(&mut p, pk.0.as_ptr()) });
        ParsedXOnlyPublicKey(p)
    }
    /// Same result as [`verify`].
    pub fn verify(&self, sig: &Signature, msg: &[u8]) -> Result<(), Error> {
        check(unsafe { sys::ufsecp_schnorr_verify_xonly(sig.0.as_ptr(), msg.as_ptr(), msg.len(), &self.0) })
    }
}

/// Batch verification of (signature, message, key) entries on `threads` threads (0 or 1:
/// this thread): one multi-scalar multiplication for the whole batch. `Ok(())` if all
/// verify; otherwise `Err(VerifyFailed)` and, in `valid` when given, each entry's result
/// (exactly [`verify`]'s decisions).
///
/// ```
/// use ufsecp::{Keypair, schnorr};
/// let kps: Vec<Keypair> = (1..=4u8).map(|i| Keypair::from_seckey_bytes(&[i; 32]).unwrap()).collect();
/// let entries: Vec<_> = kps.iter()
///     .map(|k| (schnorr::sign(b"m", k, &[0; 32]), &b"m"[..], k.x_only_public_key()))
///     .collect();
/// assert!(schnorr::verify_batch(&entries, None, 1).is_ok());
/// ```
#[cfg(feature = "alloc")]
pub fn verify_batch(
    entries: &[(Signature, &[u8], XOnlyPublicKey)],
    valid: Option<&mut [bool]>,
    threads: u32,
) -> Result<(), Error> {
    use alloc::vec::Vec;
    let sigs: Vec<*const u8> = entries.iter().map(|e| e.0 .0.as_ptr()).collect();
    let msgs: Vec<*const u8> = entries.iter().map(|e| e.1.as_ptr()).collect();
    let lens: Vec<usize> = entries.iter().map(|e| e.1.len()).collect();
    let pks: Vec<*const u8> = entries.iter().map(|e| e.2 .0.as_ptr()).collect();
    crate::ecdsa::batch_result(entries.len(), valid, |v| unsafe {
        sys::ufsecp_schnorr_verify_batch_mt(
            entries.len(),
            sigs.as_ptr(),
            msgs.as_ptr(),
            lens.as_ptr(),
            pks.as_ptr(),
            v,
            threads,
        )
    })
}
