//! Bitcoin addresses (`ufsecp_address.h`): SegWit (BIP-173 Bech32 for version 0, BIP-350
//! Bech32m for 1..16: P2WPKH, P2WSH, P2TR), Base58Check P2PKH / P2SH, and the output
//! scripts they stand for. Nothing here is secret.
//!
//! Networks are named by the caller: the hrp for SegWit ("bc", "tb", "bcrt") and the version
//! byte for Base58 ([`MAINNET`] / [`TESTNET`]).
//!
//! ```
//! use ufsecp::{address, SecretKey};
//! let pk = SecretKey::from_bytes(&[1; 32])?.public_key();
//! let a = address::p2wpkh("bc", &pk)?;
//! assert!(a.starts_with("bc1q"));
//! let script = address::to_script(&a, "bc", address::MAINNET)?;
//! assert_eq!(address::from_script(&script, "bc", address::MAINNET)?, a);
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{c_text, check, sys, text_out, Error, PublicKey, XOnlyPublicKey};
use alloc::string::String;
use alloc::vec::Vec;

/// The Base58 version bytes of a network: P2PKH and P2SH.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Base58Versions {
    /// P2PKH version byte.
    pub p2pkh: u8,
    /// P2SH version byte.
    pub p2sh: u8,
}
/// Bitcoin mainnet (0x00, 0x05).
pub const MAINNET: Base58Versions = Base58Versions {
    p2pkh: 0x00,
    p2sh: 0x05,
};
/// Testnet, signet, regtest (0x6f, 0xc4).
pub const TESTNET: Base58Versions = Base58Versions {
    p2pkh: 0x6f,
    p2sh: 0xc4,
};

const CAP: usize = sys::UFSECP_ADDRESS_MAX_SIZE;

/// The SegWit address of witness version `witver` (0..16) and `program`.
pub fn segwit_encode(hrp: &str, witver: u8, program: &[u8]) -> Result<String, Error> {
    let h = c_text(hrp)?;
    text_out(CAP, |o, l| unsafe {
        sys::ufsecp_segwit_address_encode(o, l, h.as_ptr().cast(), witver.into(), program.as_ptr(), program.len())
    })
}

/// Decodes a SegWit address expecting `hrp`: (witness version, program).
pub fn segwit_decode(hrp: &str, addr: &str) -> Result<(u8, Vec<u8>), Error> {
    let h = c_text(hrp)?;
    let a = c_text(addr)?;
    let mut ver = 0;
    let mut prog = [0u8; sys::UFSECP_WITNESS_PROGRAM_MAX_SIZE];
    let mut len = prog.len();
    check(unsafe {
        sys::ufsecp_segwit_address_decode(
            &mut ver,
            prog.as_mut_ptr(),
            &mut len,
            h.as_ptr().cast(),
            a.as_ptr().cast(),
        )
    })?;
    Ok((ver as u8, prog[..len].to_vec()))
}

/// P2WPKH of the compressed key.
pub fn p2wpkh(hrp: &str, pk: &PublicKey) -> Result<String, Error> {
    let h = c_text(hrp)?;
    text_out(CAP, |o, l| unsafe {
        sys::ufsecp_address_p2wpkh(o, l, h.as_ptr().cast(), &pk.0)
    })
}

/// P2WSH of a witness script (at most 10,000 bytes).
pub fn p2wsh(hrp: &str, script: &[u8]) -> Result<String, Error> {
    let h = c_text(hrp)?;
    text_out(CAP, |o, l| unsafe {
        sys::ufsecp_address_p2wsh(o, l, h.as_ptr().cast(), script.as_ptr(), script.len())
    })
}

/// P2TR of an output key (e.g. from [`crate::taproot::output_key`]).
pub fn p2tr(hrp: &str, output_key: &XOnlyPublicKey) -> Result<String, Error> {
    let h = c_text(hrp)?;
    text_out(CAP, |o, l| unsafe {
        sys::ufsecp_address_p2tr(o, l, h.as_ptr().cast(), output_key.0.as_ptr())
    })
}

/// Base58Check of version || hash20.
pub fn base58_encode(version: u8, hash20: &[u8; 20]) -> Result<String, Error> {
    text_out(CAP, |o, l| unsafe {
        sys::ufsecp_base58_address_encode(o, l, version, hash20.as_ptr())
    })
}

/// The version byte and hash of a Base58Check address.
pub fn base58_decode(addr: &str) -> Result<(u8, [u8; 20]), Error> {
    let a = c_text(addr)?;
    let mut v = 0u8;
    let mut h = [0u8; 20];
    check(unsafe { sys::ufsecp_base58_address_decode(&mut v, h.as_mut_ptr(), a.as_ptr().cast()) })?;
    Ok((v, h))
}

/// P2PKH of the key, compressed or not.
pub fn p2pkh(version: u8, pk: &PublicKey, compressed: bool) -> Result<String, Error> {
    let flag = if compressed {
        sys::UFSECP_EC_COMPRESSED
    } else {
        sys::UFSECP_EC_UNCOMPRESSED
    };
    text_out(CAP, |o, l| unsafe {
        sys::ufsecp_address_p2pkh(o, l, version, &pk.0, flag)
    })
}

/// P2SH of a redeem script (at most 520 bytes).
pub fn p2sh(version: u8, script: &[u8]) -> Result<String, Error> {
    text_out(CAP, |o, l| unsafe {
        sys::ufsecp_address_p2sh(o, l, version, script.as_ptr(), script.len())
    })
}

/// The output script of an address: SegWit when it starts with `hrp` and '1', else Base58
/// with one of `versions` (`BadVersion` otherwise). An empty hrp reads Base58 only.
pub fn to_script(addr: &str, hrp: &str, versions: Base58Versions) -> Result<Vec<u8>, Error> {
    let a = c_text(addr)?;
    let h = c_text(hrp)?;
    crate::bytes_out(sys::UFSECP_SCRIPT_PUBKEY_MAX_SIZE, |o, l| unsafe {
        sys::ufsecp_address_to_script(
            o,
            l,
            a.as_ptr().cast(),
            h.as_ptr().cast(),
            versions.p2pkh,
            versions.p2sh,
        )
    })
}

/// The address of an output script (witness program, P2PKH, P2SH; anything else
/// `BadProgram`).
pub fn from_script(script: &[u8], hrp: &str, versions: Base58Versions) -> Result<String, Error> {
    let h = c_text(hrp)?;
    text_out(CAP, |o, l| unsafe {
        sys::ufsecp_address_from_script(
            o,
            l,
            script.as_ptr(),
            script.len(),
            h.as_ptr().cast(),
            versions.p2pkh,
            versions.p2sh,
        )
    })
}
