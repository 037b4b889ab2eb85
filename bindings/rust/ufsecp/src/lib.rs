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

pub mod adaptor;
#[cfg(feature = "alloc")]
pub mod address;
#[cfg(feature = "alloc")]
pub mod bip32;
#[cfg(feature = "alloc")]
pub mod bip324;
#[cfg(feature = "alloc")]
pub mod bip39;
pub mod dleq;
pub mod ecdh;
pub mod ecdsa;
pub mod ellswift;
#[cfg(feature = "alloc")]
pub mod frost;
#[cfg(feature = "alloc")]
pub mod musig;
pub mod schnorr;
#[cfg(feature = "alloc")]
pub mod silentpayments;
pub mod taproot;

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

/// A NUL-terminated copy of `s` for the C side, wiped on drop (it may hold a secret:
/// mnemonic, passphrase). A NUL inside `s` is `BadArg`.
#[cfg(feature = "alloc")]
pub(crate) fn c_text(s: &str) -> Result<zeroize::Zeroizing<alloc::vec::Vec<u8>>, Error> {
    if s.as_bytes().contains(&0) {
        return Err(Error::BadArg);
    }
    let mut v = zeroize::Zeroizing::new(alloc::vec::Vec::with_capacity(s.len() + 1));
    v.extend_from_slice(s.as_bytes());
    v.push(0);
    Ok(v)
}

/// Calls `f(out, &mut len)` with a `cap`-byte buffer and returns the text it wrote (the
/// C side's "capacity in, length without the NUL out" convention). The buffer is wiped.
#[cfg(feature = "alloc")]
pub(crate) fn text_out(
    cap: usize,
    f: impl FnOnce(*mut core::ffi::c_char, *mut usize) -> sys::ufsecp_status,
) -> Result<alloc::string::String, Error> {
    let mut buf = zeroize::Zeroizing::new(alloc::vec![0u8; cap]);
    let mut len = cap;
    check(f(buf.as_mut_ptr().cast(), &mut len))?;
    let s = core::str::from_utf8(&buf[..len]).map_err(|_| Error::BadUtf8)?;
    Ok(alloc::string::String::from(s))
}

/// Calls `f(out, &mut len)` with a `cap`-byte buffer and returns the bytes it wrote.
#[cfg(feature = "alloc")]
pub(crate) fn bytes_out(
    cap: usize,
    f: impl FnOnce(*mut u8, *mut usize) -> sys::ufsecp_status,
) -> Result<alloc::vec::Vec<u8>, Error> {
    let mut buf = alloc::vec![0u8; cap];
    let mut len = cap;
    check(f(buf.as_mut_ptr(), &mut len))?;
    buf.truncate(len);
    Ok(buf)
}

/// A pointer to the bytes, or NULL for `None`.
#[inline]
pub(crate) fn opt_ptr<const N: usize>(o: Option<&[u8; N]>) -> *const u8 {
    o.map_or(core::ptr::null(), |a| a.as_ptr())
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
    is::<adaptor::EcdsaAdaptorSignature>();
    is::<adaptor::SchnorrPreSignature>();
    is::<dleq::Proof>();
    is::<ellswift::ElligatorSwift>();
    is::<taproot::SighashCache<'static>>();
}

#[cfg(feature = "alloc")]
fn _assert_send_sync_alloc() {
    fn is<T: Send + Sync>() {}
    is::<bip39::Mnemonic>();
    is::<bip39::Seed>();
    is::<bip39::Wordlist>();
    is::<bip324::Cipher>();
    is::<frost::SecretNonce>();
    is::<frost::bip445::SecretNonce>();
    is::<frost::DealerOutput>();
    is::<silentpayments::Labels>();
    is::<silentpayments::Found>();
}
