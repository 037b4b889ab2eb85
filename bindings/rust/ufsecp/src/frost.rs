//! FROST threshold Schnorr signatures (`ufsecp_frost.h`), t-of-n, in two ciphersuites
//! ([`Suite::Rfc9591`]: RFC 9591's FROST(secp256k1, SHA-256), 65-byte signatures;
//! [`Suite::Taproot`]: ZF's BIP-340-compatible frost-secp256k1-tr, 64-byte signatures),
//! with a trusted dealer or the Pedersen DKG; and the draft BIP-445 signing protocol
//! ([`bip445`]).
//!
//! Public data (commitments, pubshares, group keys, pubnonces, signature shares) is kept in
//! its wire form (33-, 66-, 32-byte arrays). Secret shares and coefficients are
//! [`SecretKey`]s (wiped on drop). A [`SecretNonce`] is not `Clone` and is consumed by value
//! when signing, so it cannot be used twice (the C side also refuses a used one).
//!
//! ```
//! use ufsecp::frost::{self, Identifier, SigningPackage, Suite};
//! use ufsecp::SecretKey;
//! // 2-of-3 with a trusted dealer
//! let ids: Vec<Identifier> = (1..=3).map(Identifier::from_u32).collect();
//! let secret = SecretKey::from_bytes(&[9; 32])?;
//! let coeffs = [SecretKey::from_bytes(&[8; 32])?];
//! let dealt = frost::dealer_keygen(&secret, &coeffs, &ids)?;
//! let pubshares: Vec<[u8; 33]> = (0..3)
//!     .map(|i| frost::share_verify(&ids[i], &dealt.shares[i], &dealt.commitments))
//!     .collect::<Result<_, _>>()?;
//! // signers 1 and 3
//! let signers = [0usize, 2];
//! let mut nonces = Vec::new();
//! let mut pubnonces = Vec::new();
//! for &i in &signers {
//!     let (sn, pn) = frost::nonce_gen(Suite::Taproot, &dealt.shares[i], &[i as u8; 32], &[7; 32])?;
//!     nonces.push(sn);
//!     pubnonces.push(pn);
//! }
//! let pkg = SigningPackage {
//!     suite: Suite::Taproot,
//!     group_pk: &dealt.group_pk,
//!     tweak: None,
//!     msg: b"message",
//!     ids: &[ids[0], ids[2]],
//!     pubnonces: &pubnonces,
//! };
//! let mut shares = Vec::new();
//! for (k, sn) in nonces.into_iter().enumerate() {
//!     shares.push(frost::sign(sn, &dealt.shares[signers[k]], &ids[signers[k]], &pkg)?);
//! }
//! let ps = [pubshares[0], pubshares[2]];
//! let sig = frost::aggregate(&pkg, &shares, Some(&ps))?;
//! frost::verify(Suite::Taproot, &sig, b"message", &dealt.group_pk, None)?;
//! // a plain BIP-340 verifier accepts it under the output key
//! let xonly = frost::tr_output_key(&dealt.group_pk, None)?;
//! ufsecp::schnorr::verify(&ufsecp::schnorr::Signature::from_slice(&sig)?, b"message", &xonly)?;
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{check, opt_ptr, sys, Error, SecretKey, XOnlyPublicKey};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// The ciphersuite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suite {
    /// RFC 9591 FROST(secp256k1, SHA-256): 65-byte signatures R || z.
    Rfc9591,
    /// ZF's FROST(secp256k1, SHA-256)-TR: BIP-340 signatures (64 bytes), optional tweak.
    Taproot,
}
impl Suite {
    fn c(self) -> i32 {
        match self {
            Suite::Rfc9591 => sys::UFSECP_FROST_RFC9591,
            Suite::Taproot => sys::UFSECP_FROST_TR,
        }
    }
    /// The signature size of the suite.
    pub fn signature_size(self) -> usize {
        match self {
            Suite::Rfc9591 => sys::UFSECP_FROST_RFC9591_SIG_SIZE,
            Suite::Taproot => sys::UFSECP_FROST_TR_SIG_SIZE,
        }
    }
}

/// An error that names the participant responsible (its index in the list passed), when the
/// C library names one. Converts into [`Error`] for `?`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blame {
    /// The status.
    pub error: Error,
    /// The index of the culprit in the list, if the error names one.
    pub culprit: Option<usize>,
}
impl From<Blame> for Error {
    fn from(b: Blame) -> Error {
        b.error
    }
}
impl fmt::Display for Blame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.culprit {
            Some(i) => write!(f, "{} (participant at index {i})", self.error),
            None => write!(f, "{}", self.error),
        }
    }
}
#[cfg(feature = "std")]
impl std::error::Error for Blame {}

fn blame(s: sys::ufsecp_status, culprit: usize) -> Result<(), Blame> {
    const NONE: usize = usize::MAX;
    check(s).map_err(|error| Blame {
        error,
        culprit: if culprit == NONE { None } else { Some(culprit) },
    })
}
const NO_CULPRIT: usize = usize::MAX;

/// A participant identifier: a scalar in [1, n-1], 32 bytes big-endian.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Identifier(pub [u8; 32]);
impl Identifier {
    /// The identifier of a small integer (RFC 9591: 1 is 31 zero bytes then 0x01).
    pub fn from_u32(i: u32) -> Self {
        let mut b = [0u8; 32];
        b[28..].copy_from_slice(&i.to_be_bytes());
        Identifier(b)
    }
}

fn flat<const N: usize>(items: &[[u8; N]]) -> Vec<u8> {
    items.iter().flat_map(|a| a.iter().copied()).collect()
}
fn flat_ids(ids: &[Identifier]) -> Vec<u8> {
    ids.iter().flat_map(|a| a.0.iter().copied()).collect()
}
/// Secret scalars side by side (wiped on drop).
fn flat_secret(keys: &[SecretKey]) -> zeroize::Zeroizing<Vec<u8>> {
    let mut v = zeroize::Zeroizing::new(Vec::with_capacity(keys.len() * 32));
    for k in keys {
        v.extend_from_slice(&k.0);
    }
    v
}
fn chunks<const N: usize>(v: &[u8]) -> Vec<[u8; N]> {
    v.chunks_exact(N).map(|c| c.try_into().unwrap()).collect()
}
fn ptr_or_null(v: &[u8]) -> *const u8 {
    if v.is_empty() {
        core::ptr::null()
    } else {
        v.as_ptr()
    }
}

/// What the trusted dealer hands out.
#[derive(Debug)]
pub struct DealerOutput {
    /// `shares[i] = f(ids[i])` (secret: send each to its participant privately).
    pub shares: Vec<SecretKey>,
    /// The t commitments a_k * G (public).
    pub commitments: Vec<[u8; 33]>,
    /// The group key secret * G.
    pub group_pk: [u8; 33],
}

/// Trusted dealer (RFC 9591 appendix C): `f(x) = secret + coeffs[0] x + ...`; t = coeffs.len() + 1.
pub fn dealer_keygen(secret: &SecretKey, coeffs: &[SecretKey], ids: &[Identifier]) -> Result<DealerOutput, Error> {
    let t = coeffs.len() + 1;
    let n = ids.len();
    let c = flat_secret(coeffs);
    let i = flat_ids(ids);
    let mut shares = zeroize::Zeroizing::new(vec![0u8; n * 32]);
    let mut commitments = vec![0u8; t * 33];
    let mut group = [0u8; 33];
    check(unsafe {
        sys::ufsecp_frost_dealer_keygen(
            shares.as_mut_ptr(),
            commitments.as_mut_ptr(),
            group.as_mut_ptr(),
            secret.0.as_ptr(),
            ptr_or_null(&c),
            t,
            i.as_ptr(),
            n,
        )
    })?;
    Ok(DealerOutput {
        shares: shares
            .chunks_exact(32)
            .map(|s| SecretKey(s.try_into().unwrap()))
            .collect(),
        commitments: chunks(&commitments),
        group_pk: group,
    })
}

/// A participant's check of its share against the dealer's commitments; its pubshare.
/// `FrostBadShare`: the dealer cheated.
pub fn share_verify(id: &Identifier, share: &SecretKey, commitments: &[[u8; 33]]) -> Result<[u8; 33], Error> {
    let c = flat(commitments);
    let mut out = [0u8; 33];
    check(unsafe {
        sys::ufsecp_frost_share_verify(
            out.as_mut_ptr(),
            id.0.as_ptr(),
            share.0.as_ptr(),
            c.as_ptr(),
            commitments.len(),
        )
    })?;
    Ok(out)
}

/// Any participant's pubshare from the (group) commitments.
pub fn pubshare_from_commitments(id: &Identifier, commitments: &[[u8; 33]]) -> Result<[u8; 33], Error> {
    let c = flat(commitments);
    let mut out = [0u8; 33];
    check(unsafe {
        sys::ufsecp_frost_pubshare_from_commitments(out.as_mut_ptr(), id.0.as_ptr(), c.as_ptr(), commitments.len())
    })?;
    Ok(out)
}

/// A DKG round-1 package: the t commitments and the proof of knowledge (65 bytes in the
/// RFC 9591 suite, 64 in the Taproot one). Broadcast it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round1Package {
    /// a_k * G, k = 0..t.
    pub commitments: Vec<[u8; 33]>,
    /// The proof of knowledge of a_0.
    pub pok: Vec<u8>,
}

/// DKG round 1 with the secret polynomial `coeffs` (t fresh random scalars, a_0 first) and
/// a fresh random `nonce`.
pub fn dkg_round1(
    suite: Suite,
    id: &Identifier,
    coeffs: &[SecretKey],
    nonce: &SecretKey,
) -> Result<Round1Package, Error> {
    let t = coeffs.len();
    let c = flat_secret(coeffs);
    let mut commitments = vec![0u8; t * 33];
    let mut pok = vec![0u8; 65];
    let mut pok_len = pok.len();
    check(unsafe {
        sys::ufsecp_frost_dkg_round1(
            commitments.as_mut_ptr(),
            pok.as_mut_ptr(),
            &mut pok_len,
            suite.c(),
            id.0.as_ptr(),
            ptr_or_null(&c),
            t,
            nonce.0.as_ptr(),
        )
    })?;
    pok.truncate(pok_len);
    Ok(Round1Package {
        commitments: chunks(&commitments),
        pok,
    })
}

/// Checks every round-1 package (in the order of `ids`); the culprit is the first bad sender.
pub fn dkg_round1_verify(suite: Suite, ids: &[Identifier], packages: &[Round1Package], t: usize) -> Result<(), Blame> {
    let n = ids.len();
    if packages.len() != n || packages.iter().any(|p| p.commitments.len() != t) {
        return Err(Blame {
            error: Error::BadLength,
            culprit: None,
        });
    }
    let i = flat_ids(ids);
    let c: Vec<u8> = packages.iter().flat_map(|p| flat(&p.commitments)).collect();
    let poks: Vec<u8> = packages.iter().flat_map(|p| p.pok.iter().copied()).collect();
    if packages.iter().any(|p| p.pok.len() != suite.signature_size()) {
        return Err(Blame {
            error: Error::BadLength,
            culprit: None,
        });
    }
    let mut culprit = NO_CULPRIT;
    blame(
        unsafe {
            sys::ufsecp_frost_dkg_round1_verify(&mut culprit, suite.c(), i.as_ptr(), c.as_ptr(), poks.as_ptr(), n, t)
        },
        culprit,
    )
}

/// DKG round 2: f(recipient), to send to it privately.
pub fn dkg_round2_share(coeffs: &[SecretKey], recipient: &Identifier) -> Result<SecretKey, Error> {
    let c = flat_secret(coeffs);
    let mut out = SecretKey([0; 32]);
    check(unsafe {
        sys::ufsecp_frost_dkg_round2_share(out.0.as_mut_ptr(), ptr_or_null(&c), coeffs.len(), recipient.0.as_ptr())
    })?;
    Ok(out)
}

/// What the DKG gives each participant.
#[derive(Debug)]
pub struct KeyPackage {
    /// The signing share (secret).
    pub share: SecretKey,
    /// Its pubshare.
    pub pubshare: [u8; 33],
    /// The group key.
    pub group_pk: [u8; 33],
}

/// DKG finish for `my_id`: `shares[i]` = f_i(my_id) from `ids[i]` (own included),
/// `commitments[i]` its round-1 commitments. The culprit is the first sender whose share
/// fails its commitments.
pub fn dkg_finalize(
    my_id: &Identifier,
    ids: &[Identifier],
    commitments: &[Vec<[u8; 33]>],
    shares: &[SecretKey],
    t: usize,
) -> Result<KeyPackage, Blame> {
    let n = ids.len();
    if commitments.len() != n || shares.len() != n || commitments.iter().any(|c| c.len() != t) {
        return Err(Blame {
            error: Error::BadLength,
            culprit: None,
        });
    }
    let i = flat_ids(ids);
    let c: Vec<u8> = commitments.iter().flat_map(|c| flat(c)).collect();
    let s = flat_secret(shares);
    let mut kp = KeyPackage {
        share: SecretKey([0; 32]),
        pubshare: [0; 33],
        group_pk: [0; 33],
    };
    let mut culprit = NO_CULPRIT;
    let st = unsafe {
        sys::ufsecp_frost_dkg_finalize(
            kp.share.0.as_mut_ptr(),
            kp.pubshare.as_mut_ptr(),
            kp.group_pk.as_mut_ptr(),
            &mut culprit,
            my_id.0.as_ptr(),
            i.as_ptr(),
            c.as_ptr(),
            s.as_ptr(),
            n,
            t,
        )
    };
    blame(st, culprit)?;
    Ok(kp)
}

/// The sums of the n packages' commitments (t points; the first is the group key).
pub fn dkg_group_commitments(commitments: &[Vec<[u8; 33]>], t: usize) -> Result<Vec<[u8; 33]>, Error> {
    if commitments.iter().any(|c| c.len() != t) {
        return Err(Error::BadLength);
    }
    let c: Vec<u8> = commitments.iter().flat_map(|c| flat(c)).collect();
    let mut out = vec![0u8; t * 33];
    check(unsafe { sys::ufsecp_frost_dkg_group_commitments(out.as_mut_ptr(), c.as_ptr(), commitments.len(), t) })?;
    Ok(chunks(&out))
}

/// A FROST secret nonce (hiding, binding): single use, not `Clone`, wiped on drop;
/// [`sign`] consumes it.
pub struct SecretNonce(sys::ufsecp_frost_secnonce);
impl Drop for SecretNonce {
    fn drop(&mut self) {
        zeroize::Zeroize::zeroize(&mut self.0.data);
    }
}
impl fmt::Debug for SecretNonce {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SecretNonce(..)")
    }
}

/// Signing round 1: the secret nonce and its 66-byte pubnonce (broadcast). Both randomness
/// inputs MUST be fresh uniformly random bytes for every signing.
pub fn nonce_gen(
    suite: Suite,
    share: &SecretKey,
    hiding_rand: &[u8; 32],
    binding_rand: &[u8; 32],
) -> Result<(SecretNonce, [u8; 66]), Error> {
    let mut sn = SecretNonce(sys::ufsecp_frost_secnonce::zeroed());
    let mut pn = [0u8; 66];
    check(unsafe {
        sys::ufsecp_frost_nonce_gen(
            &mut sn.0,
            pn.as_mut_ptr(),
            suite.c(),
            share.0.as_ptr(),
            hiding_rand.as_ptr(),
            binding_rand.as_ptr(),
        )
    })?;
    Ok((sn, pn))
}

/// The signer set and message of one signing: `ids[i]` committed `pubnonces[i]`.
#[derive(Clone, Copy, Debug)]
pub struct SigningPackage<'a> {
    /// The suite.
    pub suite: Suite,
    /// The group key (33 bytes compressed).
    pub group_pk: &'a [u8; 33],
    /// Taproot suite only: the tweak of the output key (e.g. [`tr_taproot_tweak`]).
    pub tweak: Option<&'a [u8; 32]>,
    /// The message.
    pub msg: &'a [u8],
    /// The signers' identifiers.
    pub ids: &'a [Identifier],
    /// Their pubnonces, in the same order.
    pub pubnonces: &'a [[u8; 66]],
}
impl SigningPackage<'_> {
    fn lists(&self) -> Result<(Vec<u8>, Vec<u8>), Error> {
        if self.ids.len() != self.pubnonces.len() {
            return Err(Error::BadLength);
        }
        Ok((flat_ids(self.ids), flat(self.pubnonces)))
    }
}

/// Signing round 2: the signature share of `id`. Consumes the secret nonce (wiped, also on
/// error).
pub fn sign(
    mut nonce: SecretNonce,
    share: &SecretKey,
    id: &Identifier,
    pkg: &SigningPackage<'_>,
) -> Result<[u8; 32], Error> {
    let (ids, nonces) = pkg.lists()?;
    let mut out = [0u8; 32];
    check(unsafe {
        sys::ufsecp_frost_sign(
            out.as_mut_ptr(),
            &mut nonce.0,
            pkg.suite.c(),
            share.0.as_ptr(),
            id.0.as_ptr(),
            pkg.group_pk.as_ptr(),
            opt_ptr(pkg.tweak),
            pkg.msg.as_ptr(),
            pkg.msg.len(),
            ids.as_ptr(),
            nonces.as_ptr(),
            pkg.ids.len(),
        )
    })?;
    Ok(out)
}

/// Checks one signature share against the signer's pubshare: `Ok` or `FrostBadShare`.
pub fn verify_share(
    pkg: &SigningPackage<'_>,
    sigshare: &[u8; 32],
    id: &Identifier,
    pubshare: &[u8; 33],
) -> Result<(), Error> {
    let (ids, nonces) = pkg.lists()?;
    check(unsafe {
        sys::ufsecp_frost_verify_share(
            pkg.suite.c(),
            sigshare.as_ptr(),
            id.0.as_ptr(),
            pubshare.as_ptr(),
            pkg.group_pk.as_ptr(),
            opt_ptr(pkg.tweak),
            pkg.msg.as_ptr(),
            pkg.msg.len(),
            ids.as_ptr(),
            nonces.as_ptr(),
            pkg.ids.len(),
        )
    })
}

/// Aggregation: the signature of the shares (list order). With `pubshares` every share is
/// checked and a bad one named (`FrostBadShare`, culprit); without, the signature is
/// verified (`VerifyFailed`).
pub fn aggregate(
    pkg: &SigningPackage<'_>,
    sigshares: &[[u8; 32]],
    pubshares: Option<&[[u8; 33]]>,
) -> Result<Vec<u8>, Blame> {
    let (ids, nonces) = pkg.lists().map_err(|error| Blame { error, culprit: None })?;
    let n = pkg.ids.len();
    if sigshares.len() != n || pubshares.is_some_and(|p| p.len() != n) {
        return Err(Blame {
            error: Error::BadLength,
            culprit: None,
        });
    }
    let s = flat(sigshares);
    let p = pubshares.map(flat);
    let mut sig = vec![0u8; pkg.suite.signature_size()];
    let mut len = sig.len();
    let mut culprit = NO_CULPRIT;
    let st = unsafe {
        sys::ufsecp_frost_aggregate(
            sig.as_mut_ptr(),
            &mut len,
            &mut culprit,
            pkg.suite.c(),
            pkg.group_pk.as_ptr(),
            opt_ptr(pkg.tweak),
            pkg.msg.as_ptr(),
            pkg.msg.len(),
            ids.as_ptr(),
            nonces.as_ptr(),
            s.as_ptr(),
            p.as_ref().map_or(core::ptr::null(), |v| v.as_ptr()),
            n,
        )
    };
    blame(st, culprit)?;
    sig.truncate(len);
    Ok(sig)
}

/// Verifies a FROST signature of the suite (RFC 9591: 65 bytes, no tweak; Taproot: 64
/// bytes, BIP-340 under [`tr_output_key`]).
pub fn verify(
    suite: Suite,
    sig: &[u8],
    msg: &[u8],
    group_pk: &[u8; 33],
    tweak: Option<&[u8; 32]>,
) -> Result<(), Error> {
    check(unsafe {
        sys::ufsecp_frost_verify(
            suite.c(),
            sig.as_ptr(),
            sig.len(),
            msg.as_ptr(),
            msg.len(),
            group_pk.as_ptr(),
            opt_ptr(tweak),
        )
    })
}

/// Taproot suite: the x-only output key x(even(PK) + t*G).
pub fn tr_output_key(group_pk: &[u8; 33], tweak: Option<&[u8; 32]>) -> Result<XOnlyPublicKey, Error> {
    let mut out = [0u8; 32];
    check(unsafe { sys::ufsecp_frost_tr_output_key(out.as_mut_ptr(), group_pk.as_ptr(), opt_ptr(tweak)) })?;
    Ok(XOnlyPublicKey::from_valid(out))
}

/// The BIP-341 Taproot tweak of the group key (merkle root `None`: key path only).
pub fn tr_taproot_tweak(group_pk: &[u8; 33], merkle_root: Option<&[u8; 32]>) -> Result<[u8; 32], Error> {
    let mut out = [0u8; 32];
    check(unsafe { sys::ufsecp_frost_tr_taproot_tweak(out.as_mut_ptr(), group_pk.as_ptr(), opt_ptr(merkle_root)) })?;
    Ok(out)
}

pub mod bip445;
