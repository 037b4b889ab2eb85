//! Adaptor signatures (`ufsecp_adaptor.h`): ECDSA adaptor signatures as in dlcspecs
//! (encrypt, verify, decrypt, recover) and BIP-340 Schnorr adaptor pre-signatures
//! (presign, verify, adapt, extract). Secret inputs (signing keys, decryption keys, the
//! adaptor secret) are handled in constant time; recovered secrets come back as
//! [`SecretKey`], wiped on drop.
//!
//! ```
//! use ufsecp::{adaptor, ecdsa, schnorr, Keypair, SecretKey};
//! let sk = SecretKey::from_bytes(&[1; 32])?;
//! let y = SecretKey::from_bytes(&[2; 32])?;
//! let msg = [3u8; 32];
//! // ECDSA: encrypt under Y, verify, decrypt with y, recover y from the signature
//! let asig = adaptor::EcdsaAdaptorSignature::encrypt(&sk, &y.public_key(), &msg, Some(&[4; 32]))?;
//! asig.verify(&sk.public_key(), &msg, &y.public_key())?;
//! let sig = asig.decrypt(&y)?;
//! ecdsa::verify(&sig, &msg, &sk.public_key())?;
//! assert_eq!(asig.recover(&sig, &y.public_key())?, y);
//! // Schnorr: pre-sign for T, adapt with t, extract t
//! let kp = Keypair::from_secret_key(&sk);
//! let pre = adaptor::SchnorrPreSignature::presign(b"msg", &kp, &y.public_key(), None)?;
//! pre.verify(b"msg", &kp.x_only_public_key(), &y.public_key())?;
//! let ssig = pre.adapt(&y)?;
//! schnorr::verify(&ssig, b"msg", &kp.x_only_public_key())?;
//! assert_eq!(pre.extract(&ssig)?, y);
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{check, ecdsa, opt_ptr, schnorr, sys, Error, Keypair, PublicKey, SecretKey, XOnlyPublicKey};

/// Size of an ECDSA adaptor signature: R (33) || R_a (33) || s_a (32) || DLEQ e (32) || s (32).
pub const ECDSA_ADAPTOR_SIZE: usize = sys::UFSECP_ECDSA_ADAPTOR_SIZE;
/// Size of a Schnorr pre-signature: R + T (33) || s' (32).
pub const SCHNORR_PRESIG_SIZE: usize = sys::UFSECP_SCHNORR_PRESIG_SIZE;

/// An ECDSA adaptor (encrypted) signature with its DLEQ proof; well-formed by construction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EcdsaAdaptorSignature([u8; ECDSA_ADAPTOR_SIZE]);

impl EcdsaAdaptorSignature {
    /// Parses (`BadAdaptorSignature` unless every encoding check passes).
    pub fn from_bytes(b: &[u8; ECDSA_ADAPTOR_SIZE]) -> Result<Self, Error> {
        check(unsafe { sys::ufsecp_ecdsa_adaptor_check(b.as_ptr()) })?;
        Ok(Self(*b))
    }
    /// From a slice of exactly 162 bytes.
    pub fn from_slice(b: &[u8]) -> Result<Self, Error> {
        Self::from_bytes(b.try_into().map_err(|_| Error::BadLength)?)
    }
    /// The 162 bytes.
    pub fn serialize(&self) -> [u8; ECDSA_ADAPTOR_SIZE] {
        self.0
    }
    /// Encrypted signature of `msg32` by `sk` under `enckey` (aux: fresh randomness;
    /// `None`: zeros, deterministic).
    pub fn encrypt(
        sk: &SecretKey,
        enckey: &PublicKey,
        msg32: &[u8; 32],
        aux32: Option<&[u8; 32]>,
    ) -> Result<Self, Error> {
        let mut out = [0u8; ECDSA_ADAPTOR_SIZE];
        check(unsafe {
            sys::ufsecp_ecdsa_adaptor_encrypt(
                out.as_mut_ptr(),
                sk.0.as_ptr(),
                &enckey.0,
                msg32.as_ptr(),
                opt_ptr(aux32),
            )
        })?;
        Ok(Self(out))
    }
    /// `Ok` if it is a valid encrypted signature of `msg32` by `pk` under `enckey`, else
    /// `VerifyFailed`.
    pub fn verify(&self, pk: &PublicKey, msg32: &[u8; 32], enckey: &PublicKey) -> Result<(), Error> {
        check(unsafe { sys::ufsecp_ecdsa_adaptor_verify(self.0.as_ptr(), &pk.0, msg32.as_ptr(), &enckey.0) })
    }
    /// The ECDSA signature (low S) decrypted with y (valid if this verified and y*G = enckey).
    pub fn decrypt(&self, deckey: &SecretKey) -> Result<ecdsa::Signature, Error> {
        let mut sig = [0u8; 64];
        check(unsafe { sys::ufsecp_ecdsa_adaptor_decrypt(sig.as_mut_ptr(), deckey.0.as_ptr(), self.0.as_ptr()) })?;
        Ok(ecdsa::Signature(sig))
    }
    /// The decryption key y from a decrypted signature. `AdaptorMismatch` if the signature
    /// is not this one's decryption or y*G != enckey.
    pub fn recover(&self, sig: &ecdsa::Signature, enckey: &PublicKey) -> Result<SecretKey, Error> {
        let mut y = SecretKey([0; 32]);
        check(unsafe {
            sys::ufsecp_ecdsa_adaptor_recover(y.0.as_mut_ptr(), sig.0.as_ptr(), self.0.as_ptr(), &enckey.0)
        })?;
        Ok(y)
    }
}

/// A BIP-340 Schnorr pre-signature R + T || s'.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SchnorrPreSignature([u8; SCHNORR_PRESIG_SIZE]);

impl SchnorrPreSignature {
    /// From its 65 bytes (checked by the calls that use it).
    pub fn from_bytes(b: &[u8; SCHNORR_PRESIG_SIZE]) -> Self {
        Self(*b)
    }
    /// The 65 bytes.
    pub fn serialize(&self) -> [u8; SCHNORR_PRESIG_SIZE] {
        self.0
    }
    /// Pre-signature of `msg` by `kp` for the adaptor point T.
    pub fn presign(msg: &[u8], kp: &Keypair, adaptor: &PublicKey, aux32: Option<&[u8; 32]>) -> Result<Self, Error> {
        let mut out = [0u8; SCHNORR_PRESIG_SIZE];
        check(unsafe {
            sys::ufsecp_schnorr_adaptor_presign(
                out.as_mut_ptr(),
                msg.as_ptr(),
                msg.len(),
                &kp.0,
                &adaptor.0,
                opt_ptr(aux32),
            )
        })?;
        Ok(Self(out))
    }
    /// `Ok` if it adapts with log_G(adaptor) into a valid signature of `msg` by `pk`.
    pub fn verify(&self, msg: &[u8], pk: &XOnlyPublicKey, adaptor: &PublicKey) -> Result<(), Error> {
        check(unsafe {
            sys::ufsecp_schnorr_adaptor_verify(self.0.as_ptr(), msg.as_ptr(), msg.len(), pk.0.as_ptr(), &adaptor.0)
        })
    }
    /// The completed BIP-340 signature with the adaptor secret t.
    pub fn adapt(&self, t: &SecretKey) -> Result<schnorr::Signature, Error> {
        let mut sig = [0u8; 64];
        check(unsafe { sys::ufsecp_schnorr_adaptor_adapt(sig.as_mut_ptr(), t.0.as_ptr(), self.0.as_ptr()) })?;
        Ok(schnorr::Signature(sig))
    }
    /// The adaptor secret t from the completed signature (verify both first).
    pub fn extract(&self, sig: &schnorr::Signature) -> Result<SecretKey, Error> {
        let mut t = SecretKey([0; 32]);
        check(unsafe { sys::ufsecp_schnorr_adaptor_extract(t.0.as_mut_ptr(), sig.0.as_ptr(), self.0.as_ptr()) })?;
        Ok(t)
    }
}
