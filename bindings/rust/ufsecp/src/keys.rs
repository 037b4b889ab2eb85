//! Secret keys, public keys, x-only keys and keypairs.
use crate::{check, expect_ok, sys, Error};
use core::fmt;
use zeroize::Zeroize;

/// A secret key: 32 big-endian bytes in 1..n-1. Wiped (zeroize) on drop; its `Debug`
/// output does not show the value; no `Copy` (clone explicitly when needed). Comparison
/// is constant time.
///
/// ```
/// let sk = ufsecp::SecretKey::from_bytes(&[1; 32]).unwrap();
/// assert_eq!(format!("{:?}", sk), "SecretKey(..)");
/// assert!(ufsecp::SecretKey::from_bytes(&[0; 32]).is_err());
/// assert!(ufsecp::SecretKey::from_bytes(&[0xff; 32]).is_err()); // >= n
/// ```
#[derive(Clone)]
pub struct SecretKey(pub(crate) [u8; 32]);

impl SecretKey {
    /// Checks 0 < k < n (constant time).
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<Self, Error> {
        check(unsafe { sys::ufsecp_seckey_verify(bytes.as_ptr()) })?;
        Ok(SecretKey(*bytes))
    }
    /// From a slice of exactly 32 bytes.
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let arr: &[u8; 32] = bytes.try_into().map_err(|_| Error::BadLength)?;
        Self::from_bytes(arr)
    }
    /// A uniformly random key from a cryptographic RNG (rejection sampling).
    #[cfg(feature = "rand")]
    pub fn random<R: rand_core::RngCore + rand_core::CryptoRng>(rng: &mut R) -> Self {
        let mut b = [0u8; 32];
        loop {
            rng.fill_bytes(&mut b);
            if let Ok(k) = Self::from_bytes(&b) {
                b.zeroize();
                return k;
            }
        }
    }
    /// The 32 secret bytes (a copy the caller must handle as a secret).
    pub fn secret_bytes(&self) -> [u8; 32] {
        self.0
    }
    /// The public key k*G.
    pub fn public_key(&self) -> PublicKey {
        let mut pk = sys::ufsecp_pubkey::zeroed();
        expect_ok(unsafe { sys::ufsecp_pubkey_create(&mut pk, self.0.as_ptr()) });
        PublicKey(pk)
    }
    /// The x-only public key (BIP-340) and the parity of the full key's y.
    pub fn x_only_public_key(&self) -> (XOnlyPublicKey, Parity) {
        let mut x = [0u8; 32];
        let mut parity = 0;
        expect_ok(unsafe { sys::ufsecp_xonly_pubkey_create(x.as_mut_ptr(), &mut parity, self.0.as_ptr()) });
        (XOnlyPublicKey::from_valid(x), Parity::from_int(parity))
    }
    /// n - k.
    pub fn negate(&self) -> SecretKey {
        let mut k = self.clone();
        expect_ok(unsafe { sys::ufsecp_seckey_negate(k.0.as_mut_ptr()) });
        k
    }
    /// k + tweak mod n; `BadTweak` if tweak >= n or the sum is 0.
    pub fn add_tweak(&self, tweak: &[u8; 32]) -> Result<SecretKey, Error> {
        let mut k = self.clone();
        check(unsafe { sys::ufsecp_seckey_tweak_add(k.0.as_mut_ptr(), tweak.as_ptr()) })?;
        Ok(k)
    }
    /// k * tweak mod n; `BadTweak` if tweak is 0 or >= n.
    pub fn mul_tweak(&self, tweak: &[u8; 32]) -> Result<SecretKey, Error> {
        let mut k = self.clone();
        check(unsafe { sys::ufsecp_seckey_tweak_mul(k.0.as_mut_ptr(), tweak.as_ptr()) })?;
        Ok(k)
    }
}

impl Drop for SecretKey {
    fn drop(&mut self) {
        self.0.zeroize();
    }
}
impl fmt::Debug for SecretKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SecretKey(..)")
    }
}
impl PartialEq for SecretKey {
    fn eq(&self, other: &Self) -> bool {
        // constant time: OR of all byte differences, through a volatile-free fold
        let mut d = 0u8;
        for i in 0..32 {
            d |= self.0[i] ^ other.0[i];
        }
        core::hint::black_box(d) == 0
    }
}
impl Eq for SecretKey {}

/// Parity of a point's y coordinate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Parity {
    /// y even
    Even,
    /// y odd
    Odd,
}
impl Parity {
    pub(crate) fn from_int(p: i32) -> Self {
        if p == 0 {
            Parity::Even
        } else {
            Parity::Odd
        }
    }
    /// 0 for even, 1 for odd.
    pub fn to_u8(self) -> u8 {
        self as u8
    }
}

/// A valid public key (a point other than infinity).
#[derive(Clone, Copy)]
pub struct PublicKey(pub(crate) sys::ufsecp_pubkey);

impl PublicKey {
    /// Parses SEC1: 33 bytes compressed or 65 uncompressed (also the hybrid 0x06/0x07 forms
    /// the C parser accepts, like libsecp256k1).
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let mut pk = sys::ufsecp_pubkey::zeroed();
        check(unsafe { sys::ufsecp_pubkey_parse(&mut pk, bytes.as_ptr(), bytes.len()) })?;
        Ok(PublicKey(pk))
    }
    /// 33-byte compressed SEC1 encoding.
    pub fn serialize(&self) -> [u8; 33] {
        let mut out = [0u8; 33];
        let mut len = 33usize;
        expect_ok(unsafe {
            sys::ufsecp_pubkey_serialize(out.as_mut_ptr(), &mut len, &self.0, sys::UFSECP_EC_COMPRESSED)
        });
        out
    }
    /// 65-byte uncompressed SEC1 encoding.
    pub fn serialize_uncompressed(&self) -> [u8; 65] {
        let mut out = [0u8; 65];
        let mut len = 65usize;
        expect_ok(unsafe {
            sys::ufsecp_pubkey_serialize(out.as_mut_ptr(), &mut len, &self.0, sys::UFSECP_EC_UNCOMPRESSED)
        });
        out
    }
    /// -P.
    pub fn negate(&self) -> PublicKey {
        let mut p = *self;
        expect_ok(unsafe { sys::ufsecp_pubkey_negate(&mut p.0) });
        p
    }
    /// P + tweak*G.
    pub fn add_tweak(&self, tweak: &[u8; 32]) -> Result<PublicKey, Error> {
        let mut p = *self;
        check(unsafe { sys::ufsecp_pubkey_tweak_add(&mut p.0, tweak.as_ptr()) })?;
        Ok(p)
    }
    /// tweak*P.
    pub fn mul_tweak(&self, tweak: &[u8; 32]) -> Result<PublicKey, Error> {
        let mut p = *self;
        check(unsafe { sys::ufsecp_pubkey_tweak_mul(&mut p.0, tweak.as_ptr()) })?;
        Ok(p)
    }
    /// The sum of the keys; `Infinity` if it is the point at infinity, `BadArg` for none.
    #[cfg(feature = "alloc")]
    pub fn combine(keys: &[&PublicKey]) -> Result<PublicKey, Error> {
        let ptrs: alloc::vec::Vec<*const sys::ufsecp_pubkey> = keys.iter().map(|k| &k.0 as *const _).collect();
        let mut out = sys::ufsecp_pubkey::zeroed();
        check(unsafe { sys::ufsecp_pubkey_combine(&mut out, ptrs.as_ptr(), ptrs.len()) })?;
        Ok(PublicKey(out))
    }
    /// The x-only key and the parity of y.
    pub fn x_only_public_key(&self) -> (XOnlyPublicKey, Parity) {
        let mut x = [0u8; 32];
        let mut parity = 0;
        expect_ok(unsafe { sys::ufsecp_xonly_pubkey_from_pubkey(x.as_mut_ptr(), &mut parity, &self.0) });
        (XOnlyPublicKey::from_valid(x), Parity::from_int(parity))
    }
    /// The raw C object (for calls through [`crate::sys`]).
    pub fn as_c(&self) -> &sys::ufsecp_pubkey {
        &self.0
    }
}

impl PartialEq for PublicKey {
    fn eq(&self, other: &Self) -> bool {
        let mut eq = 0;
        expect_ok(unsafe { sys::ufsecp_pubkey_equal(&mut eq, &self.0, &other.0) });
        eq == 1
    }
}
impl Eq for PublicKey {}
impl core::hash::Hash for PublicKey {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.serialize().hash(state)
    }
}
impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PublicKey(")?;
        hex(f, &self.serialize())?;
        f.write_str(")")
    }
}

pub(crate) fn hex(f: &mut fmt::Formatter<'_>, b: &[u8]) -> fmt::Result {
    for x in b {
        write!(f, "{:02x}", x)?;
    }
    Ok(())
}

/// A BIP-340 x-only public key: 32 bytes, checked to be the x of a curve point.
///
/// A key parsed from bytes ([`XOnlyPublicKey::from_bytes`]) keeps its lifted point (the
/// check computes it anyway), so [`crate::schnorr::verify`] does not take the square root of
/// lift_x again on every call, as rust-secp256k1's parsed `XOnlyPublicKey` does not. A key
/// derived from a secret key, keypair or full key holds only the 32 bytes (deriving stays
/// cheap); [`XOnlyPublicKey::lifted`] adds the point. Equality, hashing and order are those
/// of the 32 bytes.
#[derive(Clone, Copy)]
pub struct XOnlyPublicKey(pub(crate) [u8; 32], pub(crate) Option<sys::ufsecp_xonly_pubkey>);

impl PartialEq for XOnlyPublicKey {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl Eq for XOnlyPublicKey {}
impl core::hash::Hash for XOnlyPublicKey {
    fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
        self.0.hash(h)
    }
}
impl PartialOrd for XOnlyPublicKey {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for XOnlyPublicKey {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.0.cmp(&other.0)
    }
}

impl XOnlyPublicKey {
    /// The key of bytes the library computed (valid by construction): no point kept.
    pub(crate) fn from_valid(x: [u8; 32]) -> Self {
        XOnlyPublicKey(x, None)
    }
    /// Checks that `bytes` is an x-coordinate on the curve (lift_x succeeds) and keeps the
    /// lifted point for verification.
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<Self, Error> {
        let mut p = sys::ufsecp_xonly_pubkey::zeroed();
        check(unsafe { sys::ufsecp_xonly_pubkey_parse(&mut p, bytes.as_ptr()) })?;
        Ok(XOnlyPublicKey(*bytes, Some(p)))
    }
    /// The same key with its lifted point (one square root; a no-op when it has one).
    pub fn lifted(self) -> Self {
        match self.1 {
            Some(_) => self,
            None => Self::from_bytes(&self.0).unwrap_or(self),
        }
    }
    /// From a slice of exactly 32 bytes.
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let arr: &[u8; 32] = bytes.try_into().map_err(|_| Error::BadLength)?;
        Self::from_bytes(arr)
    }
    /// The 32 bytes.
    pub fn serialize(&self) -> [u8; 32] {
        self.0
    }
    /// lift_x(x) + tweak*G (the BIP-341 output key), as a full key.
    pub fn add_tweak(&self, tweak: &[u8; 32]) -> Result<PublicKey, Error> {
        let mut out = sys::ufsecp_pubkey::zeroed();
        check(unsafe { sys::ufsecp_xonly_pubkey_tweak_add(&mut out, self.0.as_ptr(), tweak.as_ptr()) })?;
        Ok(PublicKey(out))
    }
    /// Whether `tweaked` (with `parity`) is lift_x(self) + tweak*G.
    pub fn tweak_add_check(&self, tweaked: &XOnlyPublicKey, parity: Parity, tweak: &[u8; 32]) -> bool {
        let s = unsafe {
            sys::ufsecp_xonly_pubkey_tweak_add_check(
                tweaked.0.as_ptr(),
                parity.to_u8() as i32,
                self.0.as_ptr(),
                tweak.as_ptr(),
            )
        };
        s == sys::UFSECP_OK
    }
}
impl fmt::Debug for XOnlyPublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("XOnlyPublicKey(")?;
        hex(f, &self.0)?;
        f.write_str(")")
    }
}

/// A secret key with its public key, precomputed (what BIP-340 signing and MuSig2 take).
/// Wiped on drop; `Debug` shows only the public key.
#[derive(Clone)]
pub struct Keypair(pub(crate) sys::ufsecp_keypair);

impl Keypair {
    /// From a secret key (always succeeds: the key is valid by construction).
    pub fn from_secret_key(sk: &SecretKey) -> Self {
        let mut kp = sys::ufsecp_keypair::zeroed();
        expect_ok(unsafe { sys::ufsecp_keypair_create(&mut kp, sk.0.as_ptr()) });
        Keypair(kp)
    }
    /// From 32 secret bytes.
    pub fn from_seckey_bytes(bytes: &[u8; 32]) -> Result<Self, Error> {
        let mut kp = sys::ufsecp_keypair::zeroed();
        check(unsafe { sys::ufsecp_keypair_create(&mut kp, bytes.as_ptr()) })?;
        Ok(Keypair(kp))
    }
    /// A random keypair.
    #[cfg(feature = "rand")]
    pub fn random<R: rand_core::RngCore + rand_core::CryptoRng>(rng: &mut R) -> Self {
        Self::from_secret_key(&SecretKey::random(rng))
    }
    /// The secret key.
    pub fn secret_key(&self) -> SecretKey {
        let mut k = SecretKey([0; 32]);
        expect_ok(unsafe { sys::ufsecp_keypair_seckey(k.0.as_mut_ptr(), &self.0) });
        k
    }
    /// The full public key.
    pub fn public_key(&self) -> PublicKey {
        let mut pk = sys::ufsecp_pubkey::zeroed();
        expect_ok(unsafe { sys::ufsecp_keypair_pubkey(&mut pk, &self.0) });
        PublicKey(pk)
    }
    /// The x-only public key.
    pub fn x_only_public_key(&self) -> XOnlyPublicKey {
        self.x_only_public_key_parity().0
    }
    /// The x-only public key and the parity of the full key's y.
    pub fn x_only_public_key_parity(&self) -> (XOnlyPublicKey, Parity) {
        let mut x = [0u8; 32];
        let mut parity = 0;
        expect_ok(unsafe { sys::ufsecp_keypair_xonly_pubkey(x.as_mut_ptr(), &mut parity, &self.0) });
        (XOnlyPublicKey::from_valid(x), Parity::from_int(parity))
    }
    /// The BIP-341 tweak: the keypair of lift_x(P.x) + tweak*G (secret negated first if P.y is odd).
    pub fn add_xonly_tweak(&self, tweak: &[u8; 32]) -> Result<Keypair, Error> {
        let mut kp = self.clone();
        check(unsafe { sys::ufsecp_keypair_xonly_tweak_add(&mut kp.0, tweak.as_ptr()) })?;
        Ok(kp)
    }
    /// The raw C object (for calls through [`crate::sys`]).
    pub fn as_c(&self) -> &sys::ufsecp_keypair {
        &self.0
    }
}
impl Drop for Keypair {
    fn drop(&mut self) {
        self.0.data.zeroize();
    }
}
impl fmt::Debug for Keypair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Keypair").field(&self.public_key()).finish()
    }
}
