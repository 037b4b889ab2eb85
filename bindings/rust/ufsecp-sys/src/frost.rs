//! Declarations of ufsecp_frost.h (by hand from the header).
#![allow(clippy::too_many_arguments)]
use crate::*;
use core::ffi::{c_int, c_uchar};

pub const UFSECP_FROST_RFC9591: c_int = 0;
pub const UFSECP_FROST_TR: c_int = 1;
pub const UFSECP_FROST_PUBNONCE_SIZE: usize = 66;
pub const UFSECP_FROST_RFC9591_SIG_SIZE: usize = 65;
pub const UFSECP_FROST_TR_SIG_SIZE: usize = 64;

opaque!(/// FROST secret nonce (SECRET, single use).
    ufsecp_frost_secnonce, 140);
opaque!(/// BIP-445 secret nonce (SECRET, single use).
    ufsecp_frost445_secnonce, 136);

/// BIP-445 signer set (pointers borrowed for the call).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ufsecp_frost445_signers {
    pub n: usize,
    pub t: usize,
    pub u: usize,
    pub ids: *const u32,
    pub pubshares33: *const c_uchar,
    pub thresh_pk33: *const c_uchar,
}

extern "C" {
    // ---- ufsecp_frost.h
    pub fn ufsecp_frost_dealer_keygen(
        shares32: *mut c_uchar,
        commitments33: *mut c_uchar,
        group_pk33: *mut c_uchar,
        secret32: *const c_uchar,
        coeffs32: *const c_uchar,
        t: usize,
        ids32: *const c_uchar,
        n: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_share_verify(
        pubshare33: *mut c_uchar,
        id32: *const c_uchar,
        share32: *const c_uchar,
        commitments33: *const c_uchar,
        t: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_pubshare_from_commitments(
        pubshare33: *mut c_uchar,
        id32: *const c_uchar,
        commitments33: *const c_uchar,
        t: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_dkg_round1(
        commitments33: *mut c_uchar,
        pok: *mut c_uchar,
        pok_len: *mut usize,
        suite: c_int,
        id32: *const c_uchar,
        coeffs32: *const c_uchar,
        t: usize,
        nonce32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_dkg_round1_verify(
        culprit: *mut usize,
        suite: c_int,
        ids32: *const c_uchar,
        commitments33: *const c_uchar,
        poks: *const c_uchar,
        n: usize,
        t: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_dkg_round2_share(
        share32: *mut c_uchar,
        coeffs32: *const c_uchar,
        t: usize,
        recipient_id32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_dkg_finalize(
        share32: *mut c_uchar,
        pubshare33: *mut c_uchar,
        group_pk33: *mut c_uchar,
        culprit: *mut usize,
        my_id32: *const c_uchar,
        ids32: *const c_uchar,
        commitments33: *const c_uchar,
        shares32: *const c_uchar,
        n: usize,
        t: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_dkg_group_commitments(
        out33: *mut c_uchar,
        commitments33: *const c_uchar,
        n: usize,
        t: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_nonce_gen(
        secnonce: *mut ufsecp_frost_secnonce,
        pubnonce66: *mut c_uchar,
        suite: c_int,
        share32: *const c_uchar,
        hiding_rand32: *const c_uchar,
        binding_rand32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_sign(
        sigshare32: *mut c_uchar,
        secnonce: *mut ufsecp_frost_secnonce,
        suite: c_int,
        share32: *const c_uchar,
        id32: *const c_uchar,
        group_pk33: *const c_uchar,
        tweak32: *const c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        ids32: *const c_uchar,
        pubnonces66: *const c_uchar,
        n: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_verify_share(
        suite: c_int,
        sigshare32: *const c_uchar,
        id32: *const c_uchar,
        pubshare33: *const c_uchar,
        group_pk33: *const c_uchar,
        tweak32: *const c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        ids32: *const c_uchar,
        pubnonces66: *const c_uchar,
        n: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_aggregate(
        sig: *mut c_uchar,
        sig_len: *mut usize,
        culprit: *mut usize,
        suite: c_int,
        group_pk33: *const c_uchar,
        tweak32: *const c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        ids32: *const c_uchar,
        pubnonces66: *const c_uchar,
        sigshares32: *const c_uchar,
        pubshares33: *const c_uchar,
        n: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_verify(
        suite: c_int,
        sig: *const c_uchar,
        sig_len: usize,
        msg: *const c_uchar,
        msg_len: usize,
        group_pk33: *const c_uchar,
        tweak32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_tr_output_key(
        xonly32: *mut c_uchar,
        group_pk33: *const c_uchar,
        tweak32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_frost_tr_taproot_tweak(
        tweak32: *mut c_uchar,
        group_pk33: *const c_uchar,
        merkle_root32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_frost445_nonce_gen(
        secnonce: *mut ufsecp_frost445_secnonce,
        pubnonce66: *mut c_uchar,
        rand32: *const c_uchar,
        secshare32: *const c_uchar,
        pubshare33: *const c_uchar,
        thresh_xonly32: *const c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        extra_in: *const c_uchar,
        extra_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost445_secnonce_load(
        secnonce: *mut ufsecp_frost445_secnonce,
        secnonce64: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_frost445_nonce_agg(
        aggnonce66: *mut c_uchar,
        culprit: *mut usize,
        pubnonces66: *const c_uchar,
        u: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost445_tweaked_key(
        xonly32: *mut c_uchar,
        plain33: *mut c_uchar,
        thresh_pk33: *const c_uchar,
        tweaks32: *const c_uchar,
        is_xonly: *const c_int,
        v: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost445_sign(
        psig32: *mut c_uchar,
        culprit: *mut usize,
        secnonce: *mut ufsecp_frost445_secnonce,
        secshare32: *const c_uchar,
        my_id: u32,
        signers: *const ufsecp_frost445_signers,
        aggnonce66: *const c_uchar,
        tweaks32: *const c_uchar,
        is_xonly: *const c_int,
        v: usize,
        msg: *const c_uchar,
        msg_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost445_partial_sig_verify(
        culprit: *mut usize,
        psig32: *const c_uchar,
        pubnonces66: *const c_uchar,
        signers: *const ufsecp_frost445_signers,
        tweaks32: *const c_uchar,
        is_xonly: *const c_int,
        v: usize,
        msg: *const c_uchar,
        msg_len: usize,
        index: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost445_partial_sig_agg(
        sig64: *mut c_uchar,
        culprit: *mut usize,
        psigs32: *const c_uchar,
        n_psigs: usize,
        signers: *const ufsecp_frost445_signers,
        aggnonce66: *const c_uchar,
        tweaks32: *const c_uchar,
        is_xonly: *const c_int,
        v: usize,
        msg: *const c_uchar,
        msg_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost445_tweaks_parse(
        tweaks32: *mut c_uchar,
        culprit: *mut usize,
        tweaks: *const c_uchar,
        tweak_lens: *const usize,
        n_tweaks: usize,
        n_is_xonly: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_frost445_deterministic_sign(
        pubnonce66: *mut c_uchar,
        psig32: *mut c_uchar,
        culprit: *mut usize,
        secshare32: *const c_uchar,
        my_id: u32,
        aggothernonce66: *const c_uchar,
        signers: *const ufsecp_frost445_signers,
        tweaks32: *const c_uchar,
        is_xonly: *const c_int,
        v: usize,
        msg: *const c_uchar,
        msg_len: usize,
        rand32: *const c_uchar,
    ) -> ufsecp_status;
}
