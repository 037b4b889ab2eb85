//! ECDH: SHA-256 of the compressed shared point (libsecp256k1's default), or its x.
//!
//! ```
//! use ufsecp::{SecretKey, ecdh::SharedSecret};
//! let a = SecretKey::from_bytes(&[1; 32])?;
//! let b = SecretKey::from_bytes(&[2; 32])?;
//! assert_eq!(SharedSecret::new(&b.public_key(), &a).secret_bytes(),
//!            SharedSecret::new(&a.public_key(), &b).secret_bytes());
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{expect_ok, sys, PublicKey, SecretKey};
use core::fmt;
use zeroize::Zeroize;

/// A 32-byte shared secret, wiped on drop, not printed by `Debug`.
#[derive(Clone, PartialEq, Eq)]
pub struct SharedSecret([u8; 32]);
impl SharedSecret {
    /// SHA-256(compressed(sk * pk)), as libsecp256k1's `secp256k1_ecdh` with its default hash.
    pub fn new(pk: &PublicKey, sk: &SecretKey) -> Self {
        let mut out = [0u8; 32];
        expect_ok(unsafe { sys::ufsecp_ecdh(out.as_mut_ptr(), &pk.0, sk.0.as_ptr()) });
        SharedSecret(out)
    }
    /// The x-coordinate of sk * pk, unhashed.
    pub fn new_x_only(pk: &PublicKey, sk: &SecretKey) -> Self {
        let mut out = [0u8; 32];
        expect_ok(unsafe { sys::ufsecp_ecdh_x(out.as_mut_ptr(), &pk.0, sk.0.as_ptr()) });
        SharedSecret(out)
    }
    /// The 32 bytes.
    pub fn secret_bytes(&self) -> [u8; 32] {
        self.0
    }
}
impl Drop for SharedSecret {
    fn drop(&mut self) {
        self.0.zeroize();
    }
}
impl fmt::Debug for SharedSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SharedSecret(..)")
    }
}
