//! Safe Rust API of **ufsecp**, a fast constant-time secp256k1 library (C ABI underneath).
//!
//! Owned, `Copy`-free secret types that wipe themselves on drop ([`SecretKey`],
//! [`Keypair`], [`musig::SecretNonce`]), plain value types for public data
//! ([`PublicKey`], [`XOnlyPublicKey`], [`ecdsa::Signature`], [`schnorr::Signature`]) and
//! one [`Error`] enum with a variant per ufsecp status. There is no context object: the
//! C library's tables are static and every call is thread-safe, so every type here is
//! `Send + Sync`.
//!
//! `no_std`: the crate needs only `core` (the C library itself needs a C++ runtime). The
//! `alloc` feature (on with the default `std`) adds the calls that take lists: batch
//! verification, [`PublicKey::combine`], MuSig2 aggregation and BIP-32 strings.
//!
//! ```
//! use ufsecp::{SecretKey, Keypair, ecdsa, schnorr};
//!
//! let sk = SecretKey::from_bytes(&[0x11; 32])?;
//! let pk = sk.public_key();
//! let msg = [0x22; 32];
//! let sig = ecdsa::sign(&msg, &sk);
//! ecdsa::verify(&sig, &msg, &pk)?;
//!
//! let kp = Keypair::from_secret_key(&sk);
//! let ssig = schnorr::sign(b"any length", &kp, &[0u8; 32]);
//! schnorr::verify(&ssig, b"any length", &kp.x_only_public_key())?;
//! # Ok::<(), ufsecp::Error>(())
//! ```
#![no_std]
#![deny(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub use ufsecp_sys as sys;

mod error;
mod keys;

#[cfg(feature = "alloc")]
pub mod bip32;
pub mod ecdh;
pub mod ecdsa;
#[cfg(feature = "alloc")]
pub mod musig;
pub mod schnorr;

pub use error::Error;
pub use keys::{Keypair, Parity, PublicKey, SecretKey, XOnlyPublicKey};

/// The C library's version ("MAJOR.MINOR.PATCH").
pub fn version() -> &'static str {
    // SAFETY: ufsecp_version returns a static NUL-terminated ASCII string.
    unsafe { core::ffi::CStr::from_ptr(sys::ufsecp_version()) }
        .to_str()
        .unwrap_or("?")
}

/// A status into a `Result` (crate-internal).
#[inline]
pub(crate) fn check(s: sys::ufsecp_status) -> Result<(), Error> {
    if s == sys::UFSECP_OK {
        Ok(())
    } else {
        Err(Error::from_status(s))
    }
}

/// A call that cannot fail with valid Rust-typed inputs (checked in debug builds).
#[inline]
pub(crate) fn expect_ok(s: sys::ufsecp_status) {
    debug_assert_eq!(s, sys::UFSECP_OK, "ufsecp: unexpected status {}", Error::from_status(s));
}

fn _assert_send_sync() {
    fn is<T: Send + Sync>() {}
    is::<SecretKey>();
    is::<PublicKey>();
    is::<XOnlyPublicKey>();
    is::<Keypair>();
    is::<ecdsa::Signature>();
    is::<ecdsa::RecoverableSignature>();
    is::<schnorr::Signature>();
    is::<Error>();
}
