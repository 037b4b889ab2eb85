//! BIP-32 hierarchical deterministic keys (`alloc`: strings).
//!
//! ```
//! use ufsecp::bip32::ExtendedKey;
//! let seed = [0x42u8; 32];
//! let master = ExtendedKey::from_seed(&seed)?;
//! let acct = master.derive_path("m/84'/0'/0'")?;
//! let xpub = acct.to_public()?.to_base58(ufsecp::bip32::XPUB)?;
//! assert!(xpub.starts_with("xpub"));
//! let child = ExtendedKey::from_base58(&xpub)?.derive(0)?.derive(5)?;
//! assert_eq!(child.public_key()?, acct.derive_path("m/0/5")?.public_key()?);
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{check, sys, Error, PublicKey, SecretKey};
use alloc::ffi::CString;
use alloc::string::String;
use core::fmt;
use zeroize::Zeroize;

pub use sys::{
    UFSECP_BIP32_HARDENED as HARDENED, UFSECP_BIP32_TPRV as TPRV, UFSECP_BIP32_TPUB as TPUB, UFSECP_BIP32_XPRV as XPRV,
    UFSECP_BIP32_XPUB as XPUB,
};

/// An extended key, private or public. A private one holds a secret: wiped on drop, and
/// its `Debug` shows only public metadata.
#[derive(Clone)]
pub struct ExtendedKey(sys::ufsecp_bip32_key);

/// Metadata of an extended key.
pub type Info = sys::ufsecp_bip32_info;

fn cstr(s: &str) -> Result<CString, Error> {
    CString::new(s).map_err(|_| Error::BadEncoding)
}

impl ExtendedKey {
    /// The master key of a 16..64-byte seed.
    pub fn from_seed(seed: &[u8]) -> Result<Self, Error> {
        let mut k = sys::ufsecp_bip32_key::zeroed();
        check(unsafe { sys::ufsecp_bip32_master(&mut k, seed.as_ptr(), seed.len()) })?;
        Ok(ExtendedKey(k))
    }
    /// A public extended key from a public key and chain code (depth 0).
    pub fn from_public_key(pk: &PublicKey, chain_code: &[u8; 32]) -> Result<Self, Error> {
        let mut k = sys::ufsecp_bip32_key::zeroed();
        check(unsafe { sys::ufsecp_bip32_from_pubkey(&mut k, &pk.0, chain_code.as_ptr()) })?;
        Ok(ExtendedKey(k))
    }
    /// Parses xprv/xpub/tprv/tpub Base58Check.
    pub fn from_base58(s: &str) -> Result<Self, Error> {
        Ok(Self::from_base58_version(s)?.0)
    }
    /// Parses and also returns the version bytes.
    pub fn from_base58_version(s: &str) -> Result<(Self, u32), Error> {
        let c = cstr(s)?;
        let mut k = sys::ufsecp_bip32_key::zeroed();
        let mut v = 0u32;
        check(unsafe { sys::ufsecp_bip32_parse(&mut k, &mut v, c.as_ptr()) })?;
        Ok((ExtendedKey(k), v))
    }
    /// Child `index` (>= [`HARDENED`]: hardened; needs a private key).
    pub fn derive(&self, index: u32) -> Result<Self, Error> {
        let mut k = sys::ufsecp_bip32_key::zeroed();
        check(unsafe { sys::ufsecp_bip32_derive(&mut k, &self.0, index) })?;
        Ok(ExtendedKey(k))
    }
    /// The key at a path such as `m/44'/0'/0'/0/1` (also `h` or `H` for hardened).
    pub fn derive_path(&self, path: &str) -> Result<Self, Error> {
        let c = cstr(path).map_err(|_| Error::BadPath)?;
        let mut k = sys::ufsecp_bip32_key::zeroed();
        check(unsafe { sys::ufsecp_bip32_derive_path(&mut k, &self.0, c.as_ptr()) })?;
        Ok(ExtendedKey(k))
    }
    /// The public extended key (neuter).
    pub fn to_public(&self) -> Result<Self, Error> {
        let mut k = sys::ufsecp_bip32_key::zeroed();
        check(unsafe { sys::ufsecp_bip32_neuter(&mut k, &self.0) })?;
        Ok(ExtendedKey(k))
    }
    /// Base58Check with `version` ([`XPRV`]/[`XPUB`]/[`TPRV`]/[`TPUB`] or a custom one).
    /// A private key's string is a secret.
    pub fn to_base58(&self, version: u32) -> Result<String, Error> {
        let mut buf = [0u8; sys::UFSECP_BIP32_SERIALIZED_SIZE];
        let mut len = buf.len();
        check(unsafe { sys::ufsecp_bip32_serialize(buf.as_mut_ptr().cast(), &mut len, &self.0, version) })?;
        let s = String::from_utf8(buf[..len].to_vec()).map_err(|_| Error::BadEncoding);
        buf.zeroize();
        s
    }
    /// The secret key (`PublicOnly` for a public extended key).
    pub fn secret_key(&self) -> Result<SecretKey, Error> {
        let mut b = [0u8; 32];
        check(unsafe { sys::ufsecp_bip32_seckey(b.as_mut_ptr(), &self.0) })?;
        let k = SecretKey::from_bytes(&b);
        b.zeroize();
        k
    }
    /// The public key.
    pub fn public_key(&self) -> Result<PublicKey, Error> {
        let mut pk = sys::ufsecp_pubkey::zeroed();
        check(unsafe { sys::ufsecp_bip32_pubkey(&mut pk, &self.0) })?;
        Ok(PublicKey(pk))
    }
    /// The chain code.
    pub fn chain_code(&self) -> [u8; 32] {
        let mut c = [0u8; 32];
        crate::expect_ok(unsafe { sys::ufsecp_bip32_chain_code(c.as_mut_ptr(), &self.0) });
        c
    }
    /// Depth, fingerprints, child number, private or not.
    pub fn info(&self) -> Info {
        let mut i = Info::default();
        crate::expect_ok(unsafe { sys::ufsecp_bip32_get_info(&mut i, &self.0) });
        i
    }
}

/// Parses a path into indices (hardened ones with [`HARDENED`] set).
pub fn parse_path(path: &str) -> Result<alloc::vec::Vec<u32>, Error> {
    let c = cstr(path).map_err(|_| Error::BadPath)?;
    let mut n = 0usize;
    let s = unsafe { sys::ufsecp_bip32_parse_path(core::ptr::null_mut(), &mut n, c.as_ptr()) };
    if s != sys::UFSECP_ERR_BUFFER_TOO_SMALL {
        check(s)?;
        return Ok(alloc::vec::Vec::new());
    }
    let mut v = alloc::vec![0u32; n];
    check(unsafe { sys::ufsecp_bip32_parse_path(v.as_mut_ptr(), &mut n, c.as_ptr()) })?;
    v.truncate(n);
    Ok(v)
}

impl Drop for ExtendedKey {
    fn drop(&mut self) {
        self.0.data.zeroize();
    }
}
impl fmt::Debug for ExtendedKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let i = self.info();
        f.debug_struct("ExtendedKey")
            .field("private", &(i.is_private != 0))
            .field("depth", &i.depth)
            .field("child_number", &i.child_number)
            .field("fingerprint", &i.fingerprint)
            .finish()
    }
}
