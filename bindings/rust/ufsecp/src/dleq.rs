//! BIP-374 DLEQ proofs (`ufsecp_dleq.h`): a 64-byte proof e || s that A = a*G and C = a*B
//! for one secret a. `g` `None` is the standard generator (BIP-375's use); `msg` the
//! optional 32-byte message.
//!
//! ```
//! use ufsecp::{dleq, SecretKey};
//! let a = SecretKey::from_bytes(&[5; 32])?;
//! let b = SecretKey::from_bytes(&[6; 32])?.public_key();
//! let (proof, big_a, c) = dleq::prove(&a, &b, Some(&[0; 32]), None, None)?;
//! dleq::verify(&proof, &big_a, &b, &c, None, None)?;
//! assert_eq!(big_a, a.public_key());
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{check, opt_ptr, sys, Error, PublicKey, SecretKey};

/// A 64-byte proof e || s.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Proof(pub [u8; 64]);

fn g_ptr(g: Option<&PublicKey>) -> *const sys::ufsecp_pubkey {
    g.map_or(core::ptr::null(), |p| &p.0)
}

/// GenerateProof(a, B, r, G, m): the proof, A = a*G and C = a*B. `aux32` = r, fresh
/// randomness. Constant time in `a`.
pub fn prove(
    a: &SecretKey,
    b: &PublicKey,
    aux32: Option<&[u8; 32]>,
    msg32: Option<&[u8; 32]>,
    g: Option<&PublicKey>,
) -> Result<(Proof, PublicKey, PublicKey), Error> {
    let mut proof = [0u8; 64];
    let mut ao = sys::ufsecp_pubkey::zeroed();
    let mut co = sys::ufsecp_pubkey::zeroed();
    check(unsafe {
        sys::ufsecp_dleq_prove(
            proof.as_mut_ptr(),
            a.0.as_ptr(),
            &b.0,
            opt_ptr(aux32),
            opt_ptr(msg32),
            g_ptr(g),
            &mut ao,
            &mut co,
        )
    })?;
    Ok((Proof(proof), PublicKey(ao), PublicKey(co)))
}

/// VerifyProof(A, B, C, proof, G, m): `Ok` or `VerifyFailed` (`BadDleqProof`: s >= n).
pub fn verify(
    proof: &Proof,
    a: &PublicKey,
    b: &PublicKey,
    c: &PublicKey,
    msg32: Option<&[u8; 32]>,
    g: Option<&PublicKey>,
) -> Result<(), Error> {
    check(unsafe { sys::ufsecp_dleq_verify(proof.0.as_ptr(), &a.0, &b.0, &c.0, opt_ptr(msg32), g_ptr(g)) })
}
