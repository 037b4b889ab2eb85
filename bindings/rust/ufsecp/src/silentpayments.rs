//! BIP-352 silent payments (`ufsecp_silentpayments.h`): the sender's outputs, the public
//! tweak data, labels, `sp1…`/`tsp1…` addresses, scanning one transaction or many at once
//! (the multi-threaded batch scanner), and the light-client calls.
//!
//! The caller extracts the eligible input keys, the outpoints (36 bytes: txid in serialized
//! order || vout little-endian) and the taproot output keys from its transactions; the
//! library does the rest. `b_spend` never enters the library: spend a found output with
//! `b_spend.add_tweak(&found.tweak)`.
//!
//! ```
//! use ufsecp::silentpayments::{self as sp, Labels, Recipient, Transaction};
//! use ufsecp::SecretKey;
//! let b_scan = SecretKey::from_bytes(&[1; 32])?;
//! let b_spend = SecretKey::from_bytes(&[2; 32])?;
//! let addr = sp::address_encode(&b_scan.public_key(), &b_spend.public_key(), false)?;
//! let (scan, spend, testnet, _version) = sp::address_decode(&addr)?;
//! assert!(addr.starts_with("sp1q") && !testnet);
//! // the sender: one input key, one outpoint
//! let input = SecretKey::from_bytes(&[3; 32])?;
//! let outpoint = [0u8; 36];
//! let outputs = sp::create_outputs(&[Recipient { scan, spend }], &outpoint, &[], &[input.clone()])?;
//! // the recipient: public data from the inputs, then scan
//! let public_data = sp::public_data(&outpoint, &[], &[input.public_key().serialize()])?;
//! let labels = Labels::new(&b_scan, &[0])?; // the change label
//! let found = sp::scan(&b_scan, &b_spend.public_key(), &public_data, &outputs, &labels)?;
//! assert_eq!(found.len(), 1);
//! let d = b_spend.add_tweak(&found[0].tweak)?;
//! assert_eq!(d.x_only_public_key().0.serialize(), outputs[0]);
//! // many transactions at once on 2 threads
//! let txs = [Transaction { public_data: &public_data, outputs: &outputs }];
//! assert_eq!(sp::scan_batch(&b_scan, &b_spend.public_key(), &txs, &labels, 2)?[0].len(), 1);
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{c_text, check, sys, text_out, Error, PublicKey, SecretKey};
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;
use zeroize::Zeroize;

/// BIP-352's K_max.
pub const KMAX: usize = sys::UFSECP_SP_KMAX;

/// The smallest of the outpoints (36 bytes each), byte by byte. `BadLength`: none.
pub fn smallest_outpoint(outpoints: &[[u8; 36]]) -> Result<[u8; 36], Error> {
    let flat: Vec<u8> = outpoints.iter().flatten().copied().collect();
    let mut out = [0u8; 36];
    check(unsafe { sys::ufsecp_sp_smallest_outpoint(out.as_mut_ptr(), flat.as_ptr(), outpoints.len()) })?;
    Ok(out)
}

/// The public tweak data input_hash * A (33 bytes) of a transaction from the smallest
/// outpoint and its eligible input keys (x-only for P2TR inputs, compressed for the others).
/// `Infinity`: no silent payment in this transaction.
pub fn public_data(
    smallest_outpoint: &[u8; 36],
    xonly_keys: &[[u8; 32]],
    plain_keys: &[[u8; 33]],
) -> Result<[u8; 33], Error> {
    let x: Vec<u8> = xonly_keys.iter().flatten().copied().collect();
    let p: Vec<u8> = plain_keys.iter().flatten().copied().collect();
    let mut out = [0u8; 33];
    check(unsafe {
        sys::ufsecp_sp_public_data(
            out.as_mut_ptr(),
            smallest_outpoint.as_ptr(),
            x.as_ptr(),
            xonly_keys.len(),
            p.as_ptr(),
            plain_keys.len(),
        )
    })?;
    Ok(out)
}

/// A recipient: B_scan and B_m (B_spend, or a labeled spend key).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recipient {
    /// B_scan.
    pub scan: PublicKey,
    /// B_m.
    pub spend: PublicKey,
}

/// The sender's outputs (x-only keys; scriptPubKey 0x51 0x20 || key), one per recipient in
/// order. Input secret keys: those of taproot inputs and of the others.
pub fn create_outputs(
    recipients: &[Recipient],
    smallest_outpoint: &[u8; 36],
    taproot_seckeys: &[SecretKey],
    plain_seckeys: &[SecretKey],
) -> Result<Vec<[u8; 32]>, Error> {
    let r: Vec<sys::ufsecp_sp_recipient> = recipients
        .iter()
        .map(|r| sys::ufsecp_sp_recipient {
            scan: r.scan.0,
            spend: r.spend.0,
        })
        .collect();
    let mut tr = zeroize::Zeroizing::new(Vec::with_capacity(taproot_seckeys.len() * 32));
    taproot_seckeys.iter().for_each(|k| tr.extend_from_slice(&k.0));
    let mut pl = zeroize::Zeroizing::new(Vec::with_capacity(plain_seckeys.len() * 32));
    plain_seckeys.iter().for_each(|k| pl.extend_from_slice(&k.0));
    let mut out = vec![[0u8; 32]; recipients.len()];
    check(unsafe {
        sys::ufsecp_sp_create_outputs(
            out.as_mut_ptr().cast(),
            r.as_ptr(),
            r.len(),
            smallest_outpoint.as_ptr(),
            tr.as_ptr(),
            taproot_seckeys.len(),
            pl.as_ptr(),
            plain_seckeys.len(),
        )
    })?;
    Ok(out)
}

/// A label m of a scan key: its point label*G (33 bytes) and tweak.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Label(sys::ufsecp_sp_label);
impl Label {
    /// The label m (0 is the change label). Constant time in the scan key.
    pub fn new(scan_seckey: &SecretKey, m: u32) -> Self {
        let mut l = sys::ufsecp_sp_label {
            point33: [0; 33],
            tweak32: [0; 32],
        };
        crate::expect_ok(unsafe { sys::ufsecp_sp_create_label(&mut l, scan_seckey.0.as_ptr(), m) });
        Label(l)
    }
    /// label*G, compressed.
    pub fn point(&self) -> [u8; 33] {
        self.0.point33
    }
    /// The tweak hash_BIP0352/Label(b_scan || m).
    pub fn tweak(&self) -> [u8; 32] {
        self.0.tweak32
    }
    /// B_m = B_spend + label*G: the spend key of the labeled address.
    pub fn spend_key(&self, spend: &PublicKey) -> Result<PublicKey, Error> {
        labeled_spend_key(spend, &self.0.point33)
    }
}
impl fmt::Debug for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Label(")?;
        crate::keys::hex(f, &self.0.point33)?;
        f.write_str(")")
    }
}

/// B_spend + label*G for a label point.
pub fn labeled_spend_key(spend: &PublicKey, label_point: &[u8; 33]) -> Result<PublicKey, Error> {
    let mut out = sys::ufsecp_pubkey::zeroed();
    check(unsafe { sys::ufsecp_sp_labeled_spend_pubkey(&mut out, &spend.0, label_point.as_ptr()) })?;
    Ok(PublicKey(out))
}

/// A sorted label table for the scanners (BIP-352 says to always include m = 0).
#[derive(Clone, Debug, Default)]
pub struct Labels(Vec<sys::ufsecp_sp_label>);
impl Labels {
    /// No labels.
    pub fn none() -> Self {
        Labels(Vec::new())
    }
    /// The labels m of `ms` for a scan key. `BadArg`: a repeated m.
    pub fn new(scan_seckey: &SecretKey, ms: &[u32]) -> Result<Self, Error> {
        Self::from_labels(ms.iter().map(|&m| Label::new(scan_seckey, m)).collect())
    }
    /// A table of labels made elsewhere (sorted here; `BadArg`: a repeated point).
    pub fn from_labels(labels: Vec<Label>) -> Result<Self, Error> {
        let mut v: Vec<sys::ufsecp_sp_label> = labels.into_iter().map(|l| l.0).collect();
        check(unsafe { sys::ufsecp_sp_labels_sort(v.as_mut_ptr(), v.len()) })?;
        Ok(Labels(v))
    }
    fn ptr(&self) -> *const sys::ufsecp_sp_label {
        if self.0.is_empty() {
            core::ptr::null()
        } else {
            self.0.as_ptr()
        }
    }
}

/// The version-0 address of (B_scan, B_m): "sp1…", or "tsp1…" for testnet.
pub fn address_encode(scan: &PublicKey, spend: &PublicKey, testnet: bool) -> Result<String, Error> {
    text_out(sys::UFSECP_SP_ADDRESS_MAX + 1, |o, l| unsafe {
        sys::ufsecp_sp_address_encode(o, l, &scan.0, &spend.0, testnet as i32)
    })
}

/// Decodes an address: (B_scan, B_m, testnet, version).
pub fn address_decode(addr: &str) -> Result<(PublicKey, PublicKey, bool, u32), Error> {
    let a = c_text(addr)?;
    let mut scan = sys::ufsecp_pubkey::zeroed();
    let mut spend = sys::ufsecp_pubkey::zeroed();
    let (mut testnet, mut version) = (0, 0);
    check(unsafe {
        sys::ufsecp_sp_address_decode(
            &mut scan,
            &mut spend,
            &mut testnet,
            &mut version,
            a.as_ptr().cast(),
            addr.len(),
        )
    })?;
    Ok((PublicKey(scan), PublicKey(spend), testnet != 0, version))
}

/// An output found by scanning.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// Index in the transaction's outputs as passed.
    pub output_index: u32,
    /// BIP-352's k.
    pub k: u32,
    /// The output's secret key is b_spend + tweak mod n.
    pub tweak: [u8; 32],
    /// The label point when found through a label.
    pub label: Option<[u8; 33]>,
}
impl fmt::Debug for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Found")
            .field("output_index", &self.output_index)
            .field("k", &self.k)
            .finish_non_exhaustive()
    }
}
impl From<&sys::ufsecp_sp_found> for Found {
    fn from(f: &sys::ufsecp_sp_found) -> Self {
        Found {
            output_index: f.output_index,
            k: f.k,
            tweak: f.tweak32,
            label: (f.has_label != 0).then_some(f.label33),
        }
    }
}
const FOUND_ZERO: sys::ufsecp_sp_found = sys::ufsecp_sp_found {
    output_index: 0,
    k: 0,
    tweak32: [0; 32],
    label33: [0; 33],
    has_label: 0,
};

/// Scans one transaction (its public data and taproot output keys) for outputs to
/// (b_scan, B_spend) and the labels.
pub fn scan(
    scan_seckey: &SecretKey,
    spend: &PublicKey,
    public_data: &[u8; 33],
    outputs: &[[u8; 32]],
    labels: &Labels,
) -> Result<Vec<Found>, Error> {
    let mut found = vec![FOUND_ZERO; outputs.len()];
    let mut n = 0usize;
    check(unsafe {
        sys::ufsecp_sp_scan(
            if found.is_empty() {
                core::ptr::null_mut()
            } else {
                found.as_mut_ptr()
            },
            &mut n,
            scan_seckey.0.as_ptr(),
            &spend.0,
            public_data.as_ptr(),
            outputs.as_ptr().cast(),
            outputs.len(),
            labels.ptr(),
            labels.0.len(),
            None,
            core::ptr::null_mut(),
        )
    })?;
    let r = found[..n].iter().map(Found::from).collect();
    found.iter_mut().for_each(|f| f.tweak32.zeroize());
    Ok(r)
}

/// One transaction for [`scan_batch`].
#[derive(Clone, Copy, Debug)]
pub struct Transaction<'a> {
    /// Its public tweak data.
    pub public_data: &'a [u8; 33],
    /// Its taproot output keys.
    pub outputs: &'a [[u8; 32]],
}

/// Scans many transactions with one scan key on `threads` threads (>= 1): per transaction,
/// exactly [`scan`]'s results.
pub fn scan_batch(
    scan_seckey: &SecretKey,
    spend: &PublicKey,
    txs: &[Transaction<'_>],
    labels: &Labels,
    threads: u32,
) -> Result<Vec<Vec<Found>>, Error> {
    let c: Vec<sys::ufsecp_sp_tx> = txs
        .iter()
        .map(|t| sys::ufsecp_sp_tx {
            public_data33: t.public_data.as_ptr(),
            outputs32: t.outputs.as_ptr().cast(),
            n_outputs: t.outputs.len(),
        })
        .collect();
    let cap: usize = txs.iter().map(|t| t.outputs.len()).sum();
    let mut found = vec![FOUND_ZERO; cap.max(1)];
    let mut n_found = vec![0usize; txs.len().max(1)];
    check(unsafe {
        sys::ufsecp_sp_scan_batch(
            found.as_mut_ptr(),
            cap,
            n_found.as_mut_ptr(),
            scan_seckey.0.as_ptr(),
            &spend.0,
            c.as_ptr(),
            c.len(),
            labels.ptr(),
            labels.0.len(),
            None,
            core::ptr::null_mut(),
            threads,
        )
    })?;
    let mut out = Vec::with_capacity(txs.len());
    let mut off = 0;
    for (i, t) in txs.iter().enumerate() {
        out.push(found[off..off + n_found[i]].iter().map(Found::from).collect());
        off += t.outputs.len();
    }
    Ok(out)
}

/// Light clients: the shared secret b_scan * public_data (33 bytes; secret, wiped on drop).
pub fn shared_secret(scan_seckey: &SecretKey, public_data: &[u8; 33]) -> Result<SharedSecret, Error> {
    let mut out = SharedSecret([0; 33]);
    check(unsafe { sys::ufsecp_sp_shared_secret(out.0.as_mut_ptr(), scan_seckey.0.as_ptr(), public_data.as_ptr()) })?;
    Ok(out)
}

/// The ECDH shared secret of [`shared_secret`].
#[derive(Clone, PartialEq, Eq)]
pub struct SharedSecret([u8; 33]);
impl SharedSecret {
    /// The 33 bytes (compressed point).
    pub fn secret_bytes(&self) -> [u8; 33] {
        self.0
    }
    /// The x-only output key B_spend + t_k*G for k (`BadArg`: k >= K_max).
    pub fn output_key(&self, spend: &PublicKey, k: u32) -> Result<[u8; 32], Error> {
        let mut out = [0u8; 32];
        check(unsafe { sys::ufsecp_sp_output_pubkey(out.as_mut_ptr(), self.0.as_ptr(), &spend.0, k) })?;
        Ok(out)
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
