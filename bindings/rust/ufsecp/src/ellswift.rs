//! ElligatorSwift public keys and BIP-324's x-only ECDH (`ufsecp_ellswift.h`, the semantics
//! of libsecp256k1's ellswift module). An encoding is 64 bytes indistinguishable from
//! random; every 64-byte string decodes to a valid public key.
//!
//! ```
//! use ufsecp::{ellswift::{ElligatorSwift, Party}, SecretKey};
//! let (a, b) = (SecretKey::from_bytes(&[1; 32])?, SecretKey::from_bytes(&[2; 32])?);
//! let ea = ElligatorSwift::from_secret_key(&a, Some(&[3; 32]))?;
//! let eb = ElligatorSwift::from_secret_key(&b, None)?;
//! assert_eq!(ea.decode(), a.public_key());
//! let s1 = ufsecp::ellswift::xdh_bip324(&ea, &eb, &a, Party::Initiator)?;
//! let s2 = ufsecp::ellswift::xdh_bip324(&ea, &eb, &b, Party::Responder)?;
//! assert_eq!(s1.secret_bytes(), s2.secret_bytes());
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{check, expect_ok, opt_ptr, sys, Error, PublicKey, SecretKey};
use core::fmt;
use zeroize::Zeroize;

/// A 64-byte ElligatorSwift encoding u || t of a public key.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ElligatorSwift(pub [u8; 64]);

/// Which side of a BIP-324 connection is computing the shared secret.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Party {
    /// Opened the connection: the secret key belongs to the first encoding.
    Initiator,
    /// Accepted it: the secret key belongs to the second encoding.
    Responder,
}

impl ElligatorSwift {
    /// An encoding of `pk` chosen with `rnd32` (should be fresh randomness): byte for byte
    /// `secp256k1_ellswift_encode`'s.
    pub fn encode(pk: &PublicKey, rnd32: &[u8; 32]) -> Self {
        let mut out = [0u8; 64];
        expect_ok(unsafe { sys::ufsecp_ellswift_encode(out.as_mut_ptr(), &pk.0, rnd32.as_ptr()) });
        ElligatorSwift(out)
    }
    /// An encoding of sk*G, as `secp256k1_ellswift_create` (aux randomness recommended).
    pub fn from_secret_key(sk: &SecretKey, auxrnd32: Option<&[u8; 32]>) -> Result<Self, Error> {
        let mut out = [0u8; 64];
        check(unsafe { sys::ufsecp_ellswift_create(out.as_mut_ptr(), sk.0.as_ptr(), opt_ptr(auxrnd32)) })?;
        Ok(ElligatorSwift(out))
    }
    /// The public key it encodes.
    pub fn decode(&self) -> PublicKey {
        let mut pk = sys::ufsecp_pubkey::zeroed();
        expect_ok(unsafe { sys::ufsecp_ellswift_decode(&mut pk, self.0.as_ptr()) });
        PublicKey(pk)
    }
}

impl fmt::Debug for ElligatorSwift {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ElligatorSwift(")?;
        crate::keys::hex(f, &self.0)?;
        f.write_str(")")
    }
}

/// BIP-324's shared secret (32 bytes, wiped on drop).
#[derive(Clone, PartialEq, Eq)]
pub struct SharedSecret([u8; 32]);
impl SharedSecret {
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

/// BIP-324's ECDH: H_tag(ell_a || ell_b || x(sk * Q)), `ell_a` the initiator's encoding,
/// `ell_b` the responder's; `party` says whose key `sk` is. Constant time in `sk`.
pub fn xdh_bip324(
    ell_a: &ElligatorSwift,
    ell_b: &ElligatorSwift,
    sk: &SecretKey,
    party: Party,
) -> Result<SharedSecret, Error> {
    let mut out = [0u8; 32];
    let p = match party {
        Party::Initiator => 0,
        Party::Responder => 1,
    };
    check(unsafe {
        sys::ufsecp_ellswift_xdh_bip324(out.as_mut_ptr(), ell_a.0.as_ptr(), ell_b.0.as_ptr(), sk.0.as_ptr(), p)
    })?;
    Ok(SharedSecret(out))
}

/// XSwiftECInv (BIP-324's ellswift spec, 3.5): a t with F_u(t) = x by case `c` (0..7);
/// `EllswiftNoPreimage` when that case has none, `BadArg` when c > 7. Public data.
pub fn xswiftec_inv(x: &[u8; 32], u: &[u8; 32], c: u32) -> Result<[u8; 32], Error> {
    let mut t = [0u8; 32];
    check(unsafe { sys::ufsecp_ellswift_xswiftec_inv(t.as_mut_ptr(), x.as_ptr(), u.as_ptr(), c) })?;
    Ok(t)
}
