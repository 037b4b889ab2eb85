//! MuSig2 (BIP-327) multi-signatures for any number of signers (`alloc`).
//!
//! ```
//! use ufsecp::{Keypair, musig, schnorr};
//! let kps: Vec<Keypair> = (1..=3u8).map(|i| Keypair::from_seckey_bytes(&[i; 32]).unwrap()).collect();
//! let pks: Vec<_> = kps.iter().map(|k| k.public_key()).collect();
//! let cache = musig::KeyAggCache::new(&pks)?;
//! let agg = cache.agg_pk();
//! let msg = b"pay 1 BTC";
//! // round 1: each signer makes a nonce (secrand must be fresh random bytes)
//! let nonces: Vec<_> = kps.iter().enumerate()
//!     .map(|(i, k)| musig::nonce_gen([i as u8 + 1; 32], Some(&k.secret_key()), &k.public_key(),
//!                                    Some(msg), Some(&agg), &[]).unwrap())
//!     .collect();
//! let aggnonce = musig::AggregateNonce::new(&nonces.iter().map(|n| n.1).collect::<Vec<_>>())?;
//! // round 2
//! let session = musig::Session::new(&aggnonce, msg, &cache)?;
//! let partials: Vec<_> = kps.iter().zip(nonces).map(|(k, (mut sec, _))|
//!     session.partial_sign(&mut sec, k, &cache).unwrap()).collect();
//! let sig = session.partial_sig_agg(&partials)?;
//! schnorr::verify(&sig, msg, &agg)?;
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{check, expect_ok, schnorr, sys, Error, Keypair, PublicKey, SecretKey, XOnlyPublicKey};
use alloc::vec::Vec;
use core::fmt;
use zeroize::Zeroize;

/// The key-aggregation cache (aggregate key, coefficients, tweaks).
#[derive(Clone, Copy)]
pub struct KeyAggCache(sys::ufsecp_musig_keyagg_cache);

impl KeyAggCache {
    /// KeyAgg of the keys in the given order (see [`sort_public_keys`]).
    pub fn new(pubkeys: &[PublicKey]) -> Result<Self, Error> {
        let ptrs: Vec<*const sys::ufsecp_pubkey> = pubkeys.iter().map(|k| &k.0 as *const _).collect();
        let mut c = sys::ufsecp_musig_keyagg_cache::zeroed();
        check(unsafe { sys::ufsecp_musig_pubkey_agg(core::ptr::null_mut(), &mut c, ptrs.as_ptr(), ptrs.len()) })?;
        Ok(KeyAggCache(c))
    }
    /// The x-only aggregate key (with the tweaks applied so far): what the final signature verifies under.
    pub fn agg_pk(&self) -> XOnlyPublicKey {
        self.agg_pk_full().x_only_public_key().0
    }
    /// The full aggregate key (with the tweaks applied so far).
    pub fn agg_pk_full(&self) -> PublicKey {
        let mut pk = sys::ufsecp_pubkey::zeroed();
        expect_ok(unsafe { sys::ufsecp_musig_pubkey_get(&mut pk, &self.0) });
        PublicKey(pk)
    }
    /// Plain (BIP-32 style) tweak; returns the new aggregate key.
    pub fn add_ec_tweak(&mut self, tweak: &[u8; 32]) -> Result<PublicKey, Error> {
        let mut pk = sys::ufsecp_pubkey::zeroed();
        check(unsafe { sys::ufsecp_musig_pubkey_ec_tweak_add(&mut pk, &mut self.0, tweak.as_ptr()) })?;
        Ok(PublicKey(pk))
    }
    /// X-only (BIP-341 style) tweak; returns the new aggregate key.
    pub fn add_xonly_tweak(&mut self, tweak: &[u8; 32]) -> Result<PublicKey, Error> {
        let mut pk = sys::ufsecp_pubkey::zeroed();
        check(unsafe { sys::ufsecp_musig_pubkey_xonly_tweak_add(&mut pk, &mut self.0, tweak.as_ptr()) })?;
        Ok(PublicKey(pk))
    }
}

/// KeySort: the keys ordered by their compressed encodings.
pub fn sort_public_keys(pubkeys: &[PublicKey]) -> Result<Vec<PublicKey>, Error> {
    let mut ptrs: Vec<*const sys::ufsecp_pubkey> = pubkeys.iter().map(|k| &k.0 as *const _).collect();
    check(unsafe { sys::ufsecp_musig_pubkey_sort(ptrs.as_mut_ptr(), ptrs.len()) })?;
    Ok(ptrs.iter().map(|p| PublicKey(unsafe { **p })).collect())
}

/// A secret nonce: use once (signing clears it), never copy; wiped on drop.
pub struct SecretNonce(sys::ufsecp_musig_secnonce);
impl Drop for SecretNonce {
    fn drop(&mut self) {
        self.0.data.zeroize();
    }
}
impl fmt::Debug for SecretNonce {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SecretNonce(..)")
    }
}
impl SecretNonce {
    /// Imports BIP-327's 97-byte secnonce (k1 || k2 || pk): for test vectors only.
    pub fn from_bip327_bytes(b: &[u8; 97]) -> Result<Self, Error> {
        let mut s = sys::ufsecp_musig_secnonce::zeroed();
        check(unsafe { sys::ufsecp_musig_secnonce_import(&mut s, b.as_ptr()) })?;
        Ok(SecretNonce(s))
    }
}

/// A public nonce (66 bytes on the wire).
#[derive(Clone, Copy)]
pub struct PublicNonce(sys::ufsecp_musig_pubnonce);
impl PublicNonce {
    /// Parses 66 bytes.
    pub fn from_bytes(b: &[u8; 66]) -> Result<Self, Error> {
        let mut n = sys::ufsecp_musig_pubnonce::zeroed();
        check(unsafe { sys::ufsecp_musig_pubnonce_parse(&mut n, b.as_ptr()) })?;
        Ok(PublicNonce(n))
    }
    /// The 66 bytes.
    pub fn serialize(&self) -> [u8; 66] {
        let mut o = [0u8; 66];
        expect_ok(unsafe { sys::ufsecp_musig_pubnonce_serialize(o.as_mut_ptr(), &self.0) });
        o
    }
}
impl fmt::Debug for PublicNonce {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PublicNonce(")?;
        crate::keys::hex(f, &self.serialize())?;
        f.write_str(")")
    }
}

/// The sum of the signers' public nonces.
#[derive(Clone, Copy)]
pub struct AggregateNonce(sys::ufsecp_musig_aggnonce);
impl AggregateNonce {
    /// NonceAgg.
    pub fn new(nonces: &[PublicNonce]) -> Result<Self, Error> {
        let ptrs: Vec<*const sys::ufsecp_musig_pubnonce> = nonces.iter().map(|n| &n.0 as *const _).collect();
        let mut a = sys::ufsecp_musig_aggnonce::zeroed();
        check(unsafe { sys::ufsecp_musig_nonce_agg(&mut a, ptrs.as_ptr(), ptrs.len()) })?;
        Ok(AggregateNonce(a))
    }
    /// Parses 66 bytes.
    pub fn from_bytes(b: &[u8; 66]) -> Result<Self, Error> {
        let mut n = sys::ufsecp_musig_aggnonce::zeroed();
        check(unsafe { sys::ufsecp_musig_aggnonce_parse(&mut n, b.as_ptr()) })?;
        Ok(AggregateNonce(n))
    }
    /// The 66 bytes.
    pub fn serialize(&self) -> [u8; 66] {
        let mut o = [0u8; 66];
        expect_ok(unsafe { sys::ufsecp_musig_aggnonce_serialize(o.as_mut_ptr(), &self.0) });
        o
    }
}

/// A partial signature (32 bytes on the wire).
#[derive(Clone, Copy)]
pub struct PartialSignature(sys::ufsecp_musig_partial_sig);
impl PartialSignature {
    /// Parses 32 bytes (< n).
    pub fn from_bytes(b: &[u8; 32]) -> Result<Self, Error> {
        let mut p = sys::ufsecp_musig_partial_sig::zeroed();
        check(unsafe { sys::ufsecp_musig_partial_sig_parse(&mut p, b.as_ptr()) })?;
        Ok(PartialSignature(p))
    }
    /// The 32 bytes.
    pub fn serialize(&self) -> [u8; 32] {
        let mut o = [0u8; 32];
        expect_ok(unsafe { sys::ufsecp_musig_partial_sig_serialize(o.as_mut_ptr(), &self.0) });
        o
    }
}

/// NonceGen. `session_secrand` must be fresh uniformly random bytes (never reused; wiped
/// here). `sk`, `msg`, `agg_pk` are optional extra inputs; `extra_in` may be empty.
pub fn nonce_gen(
    mut session_secrand: [u8; 32],
    sk: Option<&SecretKey>,
    pk: &PublicKey,
    msg: Option<&[u8]>,
    agg_pk: Option<&XOnlyPublicKey>,
    extra_in: &[u8],
) -> Result<(SecretNonce, PublicNonce), Error> {
    let mut sec = SecretNonce(sys::ufsecp_musig_secnonce::zeroed());
    let mut pubn = sys::ufsecp_musig_pubnonce::zeroed();
    let (mp, ml) = msg.map(|m| (m.as_ptr(), m.len())).unwrap_or((core::ptr::null(), 0));
    let s = unsafe {
        sys::ufsecp_musig_nonce_gen(
            &mut sec.0,
            &mut pubn,
            session_secrand.as_mut_ptr(),
            sk.map(|k| k.0.as_ptr()).unwrap_or(core::ptr::null()),
            &pk.0,
            mp,
            ml,
            agg_pk.map(|a| a.0.as_ptr()).unwrap_or(core::ptr::null()),
            extra_in.as_ptr(),
            extra_in.len(),
        )
    };
    session_secrand.zeroize();
    check(s)?;
    Ok((sec, PublicNonce(pubn)))
}

/// NonceGen with fresh randomness from `rng`.
#[cfg(feature = "rand")]
pub fn nonce_gen_rng<R: rand_core::RngCore + rand_core::CryptoRng>(
    rng: &mut R,
    kp: &Keypair,
    msg: Option<&[u8]>,
    agg_pk: Option<&XOnlyPublicKey>,
) -> Result<(SecretNonce, PublicNonce), Error> {
    let mut r = [0u8; 32];
    rng.fill_bytes(&mut r);
    nonce_gen(r, Some(&kp.secret_key()), &kp.public_key(), msg, agg_pk, &[])
}

/// The signing session (aggregate nonce + message + key aggregation).
#[derive(Clone, Copy)]
pub struct Session(sys::ufsecp_musig_session);
impl Session {
    /// NonceProcess (no adaptor).
    pub fn new(aggnonce: &AggregateNonce, msg: &[u8], cache: &KeyAggCache) -> Result<Self, Error> {
        Self::with_adaptor(aggnonce, msg, cache, None)
    }
    /// NonceProcess with an optional adaptor point (libsecp256k1-zkp's MuSig2 adaptor signatures).
    pub fn with_adaptor(
        aggnonce: &AggregateNonce,
        msg: &[u8],
        cache: &KeyAggCache,
        adaptor: Option<&PublicKey>,
    ) -> Result<Self, Error> {
        let mut s = sys::ufsecp_musig_session::zeroed();
        check(unsafe {
            sys::ufsecp_musig_nonce_process(
                &mut s,
                &aggnonce.0,
                msg.as_ptr(),
                msg.len(),
                &cache.0,
                adaptor.map(|a| &a.0 as *const _).unwrap_or(core::ptr::null()),
            )
        })?;
        Ok(Session(s))
    }
    /// Sign: consumes (clears) the secret nonce; the result is verified before release.
    pub fn partial_sign(
        &self,
        secnonce: &mut SecretNonce,
        kp: &Keypair,
        cache: &KeyAggCache,
    ) -> Result<PartialSignature, Error> {
        let mut p = sys::ufsecp_musig_partial_sig::zeroed();
        check(unsafe { sys::ufsecp_musig_partial_sign(&mut p, &mut secnonce.0, &kp.0, &cache.0, &self.0) })?;
        Ok(PartialSignature(p))
    }
    /// PartialSigVerify of one signer's partial signature.
    pub fn partial_verify(
        &self,
        psig: &PartialSignature,
        pubnonce: &PublicNonce,
        pk: &PublicKey,
        cache: &KeyAggCache,
    ) -> Result<(), Error> {
        check(unsafe { sys::ufsecp_musig_partial_sig_verify(&psig.0, &pubnonce.0, &pk.0, &cache.0, &self.0) })
    }
    /// PartialSigAgg: the final BIP-340 signature (a pre-signature with an adaptor).
    pub fn partial_sig_agg(&self, psigs: &[PartialSignature]) -> Result<schnorr::Signature, Error> {
        let ptrs: Vec<*const sys::ufsecp_musig_partial_sig> = psigs.iter().map(|p| &p.0 as *const _).collect();
        let mut s = [0u8; 64];
        check(unsafe { sys::ufsecp_musig_partial_sig_agg(s.as_mut_ptr(), &self.0, ptrs.as_ptr(), ptrs.len()) })?;
        Ok(schnorr::Signature(s))
    }
}

impl fmt::Debug for PartialSignature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PartialSignature(")?;
        crate::keys::hex(f, &self.serialize())?;
        f.write_str(")")
    }
}
impl fmt::Debug for AggregateNonce {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("AggregateNonce(")?;
        crate::keys::hex(f, &self.serialize())?;
        f.write_str(")")
    }
}
impl fmt::Debug for KeyAggCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("KeyAggCache").field(&self.agg_pk_full()).finish()
    }
}
impl fmt::Debug for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Session(..)")
    }
}
