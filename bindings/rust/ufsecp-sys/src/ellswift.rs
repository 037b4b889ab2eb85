//! Declarations of ufsecp_ellswift.h and ufsecp_bip324.h (by hand from the headers).
#![allow(clippy::too_many_arguments)]
use crate::*;
use core::ffi::{c_int, c_uchar, c_uint};

pub const UFSECP_ELLSWIFT_SIZE: usize = 64;
pub const UFSECP_BIP324_EXPANSION: usize = 20;
pub const UFSECP_BIP324_MAX_CONTENTS: u32 = 16_777_215;
pub const UFSECP_BIP324_CIPHER_SIZE: usize = 512;

/// BIP-324 cipher state of one side (SECRET; 8-byte aligned like the C union).
#[repr(C, align(8))]
#[derive(Clone, Copy)]
pub struct ufsecp_bip324_cipher {
    pub data: [c_uchar; UFSECP_BIP324_CIPHER_SIZE],
}
impl ufsecp_bip324_cipher {
    /// All zero bytes (not initialised).
    pub const fn zeroed() -> Self {
        Self {
            data: [0; UFSECP_BIP324_CIPHER_SIZE],
        }
    }
}

extern "C" {
    // ---- ufsecp_ellswift.h
    pub fn ufsecp_ellswift_encode(
        ell64: *mut c_uchar,
        pk: *const ufsecp_pubkey,
        rnd32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_ellswift_decode(out: *mut ufsecp_pubkey, ell64: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_ellswift_create(
        ell64: *mut c_uchar,
        seckey: *const c_uchar,
        auxrnd32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_ellswift_xdh_bip324(
        out32: *mut c_uchar,
        ell_a64: *const c_uchar,
        ell_b64: *const c_uchar,
        seckey: *const c_uchar,
        party: c_int,
    ) -> ufsecp_status;
    pub fn ufsecp_ellswift_xswiftec_inv(
        t32: *mut c_uchar,
        x32: *const c_uchar,
        u32_: *const c_uchar,
        c: c_uint,
    ) -> ufsecp_status;
    // ---- ufsecp_bip324.h
    pub fn ufsecp_bip324_cipher_init(
        c: *mut ufsecp_bip324_cipher,
        ecdh_secret: *const c_uchar,
        initiating: c_int,
        network_magic: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_bip324_cipher_clear(c: *mut ufsecp_bip324_cipher) -> ufsecp_status;
    pub fn ufsecp_bip324_session_id(out32: *mut c_uchar, c: *const ufsecp_bip324_cipher) -> ufsecp_status;
    pub fn ufsecp_bip324_garbage_terminators(
        send16: *mut c_uchar,
        recv16: *mut c_uchar,
        c: *const ufsecp_bip324_cipher,
    ) -> ufsecp_status;
    pub fn ufsecp_bip324_encrypt(
        out: *mut c_uchar,
        out_len: *mut usize,
        c: *mut ufsecp_bip324_cipher,
        contents: *const c_uchar,
        contents_len: usize,
        aad: *const c_uchar,
        aad_len: usize,
        ignore: c_int,
    ) -> ufsecp_status;
    pub fn ufsecp_bip324_decrypt_length(
        contents_len: *mut u32,
        c: *mut ufsecp_bip324_cipher,
        enc_len: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_bip324_decrypt(
        contents: *mut c_uchar,
        contents_len: *mut usize,
        ignore: *mut c_int,
        c: *mut ufsecp_bip324_cipher,
        ct: *const c_uchar,
        ct_len: usize,
        aad: *const c_uchar,
        aad_len: usize,
    ) -> ufsecp_status;
}
