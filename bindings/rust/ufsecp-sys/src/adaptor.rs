//! Declarations of ufsecp_adaptor.h and ufsecp_dleq.h (by hand from the headers).
#![allow(clippy::too_many_arguments)]
use crate::*;
use core::ffi::c_uchar;

pub const UFSECP_ECDSA_ADAPTOR_SIZE: usize = 162;
pub const UFSECP_SCHNORR_PRESIG_SIZE: usize = 65;
pub const UFSECP_DLEQ_PROOF_SIZE: usize = 64;

extern "C" {
    // ---- ufsecp_adaptor.h
    pub fn ufsecp_ecdsa_adaptor_encrypt(
        adaptor_sig: *mut c_uchar,
        seckey: *const c_uchar,
        enckey: *const ufsecp_pubkey,
        msg32: *const c_uchar,
        aux32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_adaptor_verify(
        adaptor_sig: *const c_uchar,
        pubkey: *const ufsecp_pubkey,
        msg32: *const c_uchar,
        enckey: *const ufsecp_pubkey,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_adaptor_decrypt(
        sig64: *mut c_uchar,
        deckey: *const c_uchar,
        adaptor_sig: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_adaptor_recover(
        deckey: *mut c_uchar,
        sig64: *const c_uchar,
        adaptor_sig: *const c_uchar,
        enckey: *const ufsecp_pubkey,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_adaptor_check(adaptor_sig: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_schnorr_adaptor_presign(
        presig: *mut c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        kp: *const ufsecp_keypair,
        adaptor: *const ufsecp_pubkey,
        aux32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_schnorr_adaptor_verify(
        presig: *const c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        xonly32: *const c_uchar,
        adaptor: *const ufsecp_pubkey,
    ) -> ufsecp_status;
    pub fn ufsecp_schnorr_adaptor_adapt(
        sig64: *mut c_uchar,
        t32: *const c_uchar,
        presig: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_schnorr_adaptor_extract(
        t32: *mut c_uchar,
        sig64: *const c_uchar,
        presig: *const c_uchar,
    ) -> ufsecp_status;
    // ---- ufsecp_dleq.h
    pub fn ufsecp_dleq_prove(
        proof64: *mut c_uchar,
        a: *const c_uchar,
        b: *const ufsecp_pubkey,
        aux32: *const c_uchar,
        msg32: *const c_uchar,
        g: *const ufsecp_pubkey,
        a_out: *mut ufsecp_pubkey,
        c_out: *mut ufsecp_pubkey,
    ) -> ufsecp_status;
    pub fn ufsecp_dleq_verify(
        proof64: *const c_uchar,
        a: *const ufsecp_pubkey,
        b: *const ufsecp_pubkey,
        c: *const ufsecp_pubkey,
        msg32: *const c_uchar,
        g: *const ufsecp_pubkey,
    ) -> ufsecp_status;
}
