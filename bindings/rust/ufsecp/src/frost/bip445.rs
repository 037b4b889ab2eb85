//! Draft BIP-445: FROST signing for BIP-340 signatures (MuSig2-style nonces, one aggregate
//! nonce, 0-based `u32` identifiers, BIP-327-style plain and x-only tweaks).
//!
//! ```
//! use ufsecp::frost::{self, bip445, Identifier};
//! use ufsecp::SecretKey;
//! // 2-of-2 dealt shares; the draft's identifiers are 0-based, the dealer's 1-based.
//! let ids = [Identifier::from_u32(1), Identifier::from_u32(2)];
//! let d = frost::dealer_keygen(&SecretKey::from_bytes(&[3; 32])?, &[SecretKey::from_bytes(&[4; 32])?], &ids)?;
//! let pubshares = [frost::share_verify(&ids[0], &d.shares[0], &d.commitments)?,
//!                  frost::share_verify(&ids[1], &d.shares[1], &d.commitments)?];
//! let signers = bip445::Signers { n: 2, t: 2, ids: &[0, 1], pubshares: &pubshares, thresh_pk: &d.group_pk };
//! let tweaks = [bip445::Tweak { tweak: [1; 32], x_only: true }];
//! let msg = b"msg";
//! let (n0, p0) = bip445::nonce_gen(&[5; 32], Some(&d.shares[0]), None, None, Some(msg), None)?;
//! let (n1, p1) = bip445::nonce_gen(&[6; 32], Some(&d.shares[1]), None, None, Some(msg), None)?;
//! let agg = bip445::nonce_agg(&[p0, p1])?;
//! let s0 = bip445::sign(n0, &d.shares[0], 0, &signers, &agg, &tweaks, msg)?;
//! let s1 = bip445::sign(n1, &d.shares[1], 1, &signers, &agg, &tweaks, msg)?;
//! bip445::partial_sig_verify(&s1, &[p0, p1], &signers, &tweaks, msg, 1)?;
//! let sig = bip445::partial_sig_agg(&[s0, s1], &signers, &agg, &tweaks, msg)?;
//! let (xonly, _) = bip445::tweaked_key(&d.group_pk, &tweaks)?;
//! ufsecp::schnorr::verify(&sig, msg, &xonly)?;
//! # Ok::<(), ufsecp::Error>(())
//! ```
use super::{blame, flat, Blame, NO_CULPRIT};
use crate::{check, opt_ptr, schnorr, sys, Error, SecretKey, XOnlyPublicKey};
use alloc::vec::Vec;
use core::fmt;

/// The signers context: n participants, threshold t, the u signers' 0-based ids (< n) and
/// pubshares, and the threshold public key.
#[derive(Clone, Copy, Debug)]
pub struct Signers<'a> {
    /// Participants.
    pub n: usize,
    /// Threshold.
    pub t: usize,
    /// The signers' identifiers (u of them).
    pub ids: &'a [u32],
    /// Their pubshares, same order.
    pub pubshares: &'a [[u8; 33]],
    /// The threshold public key (33 bytes).
    pub thresh_pk: &'a [u8; 33],
}
impl Signers<'_> {
    fn c(&self, pubshares: &[u8]) -> Result<sys::ufsecp_frost445_signers, Blame> {
        if self.ids.len() != self.pubshares.len() {
            return Err(Blame {
                error: Error::FrostListLength,
                culprit: None,
            });
        }
        Ok(sys::ufsecp_frost445_signers {
            n: self.n,
            t: self.t,
            u: self.ids.len(),
            ids: self.ids.as_ptr(),
            pubshares33: pubshares.as_ptr(),
            thresh_pk33: self.thresh_pk.as_ptr(),
        })
    }
}

/// A tweak and its mode (x-only or plain), applied in list order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tweak {
    /// The 32-byte tweak.
    pub tweak: [u8; 32],
    /// X-only tweak (else plain).
    pub x_only: bool,
}

fn tweak_lists(tweaks: &[Tweak]) -> (Vec<u8>, Vec<i32>) {
    (
        tweaks.iter().flat_map(|t| t.tweak).collect(),
        tweaks.iter().map(|t| t.x_only as i32).collect(),
    )
}

/// The draft's tweak lists in its own form (byte strings of any length, modes) checked into
/// [`Tweak`]s: `FrostListLength` (different lengths), `BadLength` (an item not 32 bytes; culprit).
pub fn parse_tweaks(items: &[&[u8]], is_xonly: &[bool]) -> Result<Vec<Tweak>, Blame> {
    let packed: Vec<u8> = items.iter().flat_map(|i| i.iter().copied()).collect();
    let lens: Vec<usize> = items.iter().map(|i| i.len()).collect();
    let mut out = alloc::vec![0u8; items.len() * 32];
    let mut culprit = NO_CULPRIT;
    let st = unsafe {
        sys::ufsecp_frost445_tweaks_parse(
            out.as_mut_ptr(),
            &mut culprit,
            packed.as_ptr(),
            lens.as_ptr(),
            items.len(),
            is_xonly.len(),
        )
    };
    blame(st, culprit)?;
    Ok(out
        .chunks_exact(32)
        .zip(is_xonly)
        .map(|(c, &x)| Tweak {
            tweak: c.try_into().unwrap(),
            x_only: x,
        })
        .collect())
}

/// A BIP-445 secret nonce: single use, not `Clone`, wiped on drop; [`sign`] consumes it.
pub struct SecretNonce(sys::ufsecp_frost445_secnonce);
impl SecretNonce {
    /// From the draft's 64-byte k1 || k2 (its test vectors' form; never load bytes twice).
    pub fn from_bytes(k1k2: &[u8; 64]) -> Result<Self, Error> {
        let mut sn = SecretNonce(sys::ufsecp_frost445_secnonce::zeroed());
        check(unsafe { sys::ufsecp_frost445_secnonce_load(&mut sn.0, k1k2.as_ptr()) })?;
        Ok(sn)
    }
}
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

/// NonceGen: `rand` MUST be fresh random bytes; the optional inputs add defense in depth.
pub fn nonce_gen(
    rand: &[u8; 32],
    secshare: Option<&SecretKey>,
    pubshare: Option<&[u8; 33]>,
    thresh_xonly: Option<&[u8; 32]>,
    msg: Option<&[u8]>,
    extra_in: Option<&[u8]>,
) -> Result<(SecretNonce, [u8; 66]), Error> {
    let mut sn = SecretNonce(sys::ufsecp_frost445_secnonce::zeroed());
    let mut pn = [0u8; 66];
    let (m, ml) = msg.map_or((core::ptr::null(), 0), |m| (m.as_ptr(), m.len()));
    let (e, el) = extra_in.map_or((core::ptr::null(), 0), |m| (m.as_ptr(), m.len()));
    check(unsafe {
        sys::ufsecp_frost445_nonce_gen(
            &mut sn.0,
            pn.as_mut_ptr(),
            rand.as_ptr(),
            secshare.map_or(core::ptr::null(), |s| s.0.as_ptr()),
            opt_ptr(pubshare),
            opt_ptr(thresh_xonly),
            m,
            ml,
            e,
            el,
        )
    })?;
    Ok((sn, pn))
}

/// NonceAgg of the signers' pubnonces (culprit: a bad one).
pub fn nonce_agg(pubnonces: &[[u8; 66]]) -> Result<[u8; 66], Blame> {
    let p = flat(pubnonces);
    let mut out = [0u8; 66];
    let mut culprit = NO_CULPRIT;
    let st = unsafe { sys::ufsecp_frost445_nonce_agg(out.as_mut_ptr(), &mut culprit, p.as_ptr(), pubnonces.len()) };
    blame(st, culprit)?;
    Ok(out)
}

/// The tweaked threshold key: x-only and compressed.
pub fn tweaked_key(thresh_pk: &[u8; 33], tweaks: &[Tweak]) -> Result<(XOnlyPublicKey, [u8; 33]), Error> {
    let (t, m) = tweak_lists(tweaks);
    let (mut x, mut p) = ([0u8; 32], [0u8; 33]);
    check(unsafe {
        sys::ufsecp_frost445_tweaked_key(
            x.as_mut_ptr(),
            p.as_mut_ptr(),
            thresh_pk.as_ptr(),
            t.as_ptr(),
            m.as_ptr(),
            tweaks.len(),
        )
    })?;
    Ok((XOnlyPublicKey::from_valid(x), p))
}

/// Sign: the partial signature of signer `my_id` (checked before it is returned). Consumes
/// the secret nonce (wiped, also on error).
pub fn sign(
    mut nonce: SecretNonce,
    secshare: &SecretKey,
    my_id: u32,
    signers: &Signers<'_>,
    aggnonce: &[u8; 66],
    tweaks: &[Tweak],
    msg: &[u8],
) -> Result<[u8; 32], Blame> {
    let ps = flat(signers.pubshares);
    let s = signers.c(&ps)?;
    let (t, m) = tweak_lists(tweaks);
    let mut out = [0u8; 32];
    let mut culprit = NO_CULPRIT;
    let st = unsafe {
        sys::ufsecp_frost445_sign(
            out.as_mut_ptr(),
            &mut culprit,
            &mut nonce.0,
            secshare.0.as_ptr(),
            my_id,
            &s,
            aggnonce.as_ptr(),
            t.as_ptr(),
            m.as_ptr(),
            tweaks.len(),
            msg.as_ptr(),
            msg.len(),
        )
    };
    blame(st, culprit)?;
    Ok(out)
}

/// PartialSigVerify of the signer at `index` of the lists, given every signer's pubnonce:
/// `Ok` or `FrostBadShare`.
pub fn partial_sig_verify(
    psig: &[u8; 32],
    pubnonces: &[[u8; 66]],
    signers: &Signers<'_>,
    tweaks: &[Tweak],
    msg: &[u8],
    index: usize,
) -> Result<(), Blame> {
    let ps = flat(signers.pubshares);
    let s = signers.c(&ps)?;
    if pubnonces.len() != signers.ids.len() {
        return Err(Blame {
            error: Error::FrostListLength,
            culprit: None,
        });
    }
    let pn = flat(pubnonces);
    let (t, m) = tweak_lists(tweaks);
    let mut culprit = NO_CULPRIT;
    let st = unsafe {
        sys::ufsecp_frost445_partial_sig_verify(
            &mut culprit,
            psig.as_ptr(),
            pn.as_ptr(),
            &s,
            t.as_ptr(),
            m.as_ptr(),
            tweaks.len(),
            msg.as_ptr(),
            msg.len(),
            index,
        )
    };
    blame(st, culprit)
}

/// PartialSigAgg: the BIP-340 signature (not verified here: check it under
/// [`tweaked_key`]'s x-only key).
pub fn partial_sig_agg(
    psigs: &[[u8; 32]],
    signers: &Signers<'_>,
    aggnonce: &[u8; 66],
    tweaks: &[Tweak],
    msg: &[u8],
) -> Result<schnorr::Signature, Blame> {
    let ps = flat(signers.pubshares);
    let s = signers.c(&ps)?;
    let p = flat(psigs);
    let (t, m) = tweak_lists(tweaks);
    let mut sig = [0u8; 64];
    let mut culprit = NO_CULPRIT;
    let st = unsafe {
        sys::ufsecp_frost445_partial_sig_agg(
            sig.as_mut_ptr(),
            &mut culprit,
            p.as_ptr(),
            psigs.len(),
            &s,
            aggnonce.as_ptr(),
            t.as_ptr(),
            m.as_ptr(),
            tweaks.len(),
            msg.as_ptr(),
            msg.len(),
        )
    };
    blame(st, culprit)?;
    Ok(schnorr::Signature(sig))
}

/// DeterministicSign (stateless, by the last signer): its pubnonce and partial signature.
/// `aggothernonce`: the other signers' aggregate nonce (`None` when signing alone, t = 1).
pub fn deterministic_sign(
    secshare: &SecretKey,
    my_id: u32,
    aggothernonce: Option<&[u8; 66]>,
    signers: &Signers<'_>,
    tweaks: &[Tweak],
    msg: &[u8],
    rand: Option<&[u8; 32]>,
) -> Result<([u8; 66], [u8; 32]), Blame> {
    let ps = flat(signers.pubshares);
    let s = signers.c(&ps)?;
    let (t, m) = tweak_lists(tweaks);
    let (mut pn, mut psig) = ([0u8; 66], [0u8; 32]);
    let mut culprit = NO_CULPRIT;
    let st = unsafe {
        sys::ufsecp_frost445_deterministic_sign(
            pn.as_mut_ptr(),
            psig.as_mut_ptr(),
            &mut culprit,
            secshare.0.as_ptr(),
            my_id,
            opt_ptr(aggothernonce),
            &s,
            t.as_ptr(),
            m.as_ptr(),
            tweaks.len(),
            msg.as_ptr(),
            msg.len(),
            opt_ptr(rand),
        )
    };
    blame(st, culprit)?;
    Ok((pn, psig))
}
