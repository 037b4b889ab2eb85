//! Declarations of ufsecp_silentpayments.h (by hand from the header).
#![allow(clippy::too_many_arguments)]
use crate::*;
use core::ffi::{c_char, c_int, c_uchar, c_uint, c_void};

pub const UFSECP_SP_KMAX: usize = 2323;
pub const UFSECP_SP_ADDRESS_MAX: usize = 1023;

/// A recipient: B_scan and B_m.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ufsecp_sp_recipient {
    pub scan: ufsecp_pubkey,
    pub spend: ufsecp_pubkey,
}

/// A label point and its tweak.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ufsecp_sp_label {
    pub point33: [c_uchar; 33],
    pub tweak32: [c_uchar; 32],
}

/// The caller's label lookup.
pub type ufsecp_sp_label_lookup =
    Option<unsafe extern "C" fn(label33: *const c_uchar, ctx: *mut c_void) -> *const c_uchar>;

/// An output found by scanning.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ufsecp_sp_found {
    pub output_index: u32,
    pub k: u32,
    pub tweak32: [c_uchar; 32],
    pub label33: [c_uchar; 33],
    pub has_label: c_uchar,
}

/// One transaction for the batch scanner.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ufsecp_sp_tx {
    pub public_data33: *const c_uchar,
    pub outputs32: *const c_uchar,
    pub n_outputs: usize,
}

extern "C" {
    // ---- ufsecp_silentpayments.h
    pub fn ufsecp_sp_smallest_outpoint(out36: *mut c_uchar, outpoints36: *const c_uchar, n: usize) -> ufsecp_status;
    pub fn ufsecp_sp_public_data(
        out33: *mut c_uchar,
        smallest_outpoint36: *const c_uchar,
        xonly32s: *const c_uchar,
        n_xonly: usize,
        plain33s: *const c_uchar,
        n_plain: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_sp_create_outputs(
        outputs32: *mut c_uchar,
        recipients: *const ufsecp_sp_recipient,
        n: usize,
        smallest_outpoint36: *const c_uchar,
        tr_seckeys32: *const c_uchar,
        n_tr: usize,
        plain_seckeys32: *const c_uchar,
        n_plain: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_sp_create_label(out: *mut ufsecp_sp_label, scan_seckey: *const c_uchar, m: u32) -> ufsecp_status;
    pub fn ufsecp_sp_labeled_spend_pubkey(
        out: *mut ufsecp_pubkey,
        spend: *const ufsecp_pubkey,
        label_point33: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_sp_labels_sort(labels: *mut ufsecp_sp_label, n: usize) -> ufsecp_status;
    pub fn ufsecp_sp_address_encode(
        out: *mut c_char,
        out_len: *mut usize,
        scan: *const ufsecp_pubkey,
        spend: *const ufsecp_pubkey,
        testnet: c_int,
    ) -> ufsecp_status;
    pub fn ufsecp_sp_address_decode(
        scan: *mut ufsecp_pubkey,
        spend: *mut ufsecp_pubkey,
        testnet: *mut c_int,
        version: *mut c_uint,
        addr: *const c_char,
        len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_sp_scan(
        found: *mut ufsecp_sp_found,
        n_found: *mut usize,
        scan_seckey: *const c_uchar,
        spend: *const ufsecp_pubkey,
        public_data33: *const c_uchar,
        outputs32: *const c_uchar,
        n_outputs: usize,
        labels: *const ufsecp_sp_label,
        n_labels: usize,
        lookup: ufsecp_sp_label_lookup,
        lookup_ctx: *mut c_void,
    ) -> ufsecp_status;
    pub fn ufsecp_sp_scan_batch(
        found: *mut ufsecp_sp_found,
        found_cap: usize,
        n_found: *mut usize,
        scan_seckey: *const c_uchar,
        spend: *const ufsecp_pubkey,
        txs: *const ufsecp_sp_tx,
        n_tx: usize,
        labels: *const ufsecp_sp_label,
        n_labels: usize,
        lookup: ufsecp_sp_label_lookup,
        lookup_ctx: *mut c_void,
        threads: c_uint,
    ) -> ufsecp_status;
    pub fn ufsecp_sp_shared_secret(
        out33: *mut c_uchar,
        scan_seckey: *const c_uchar,
        public_data33: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_sp_output_pubkey(
        out32: *mut c_uchar,
        shared_secret33: *const c_uchar,
        spend: *const ufsecp_pubkey,
        k: u32,
    ) -> ufsecp_status;
}
