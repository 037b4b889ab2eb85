//! Raw declarations of the ufsecp C ABI: `include/ufsecp/ufsecp.h`, `ufsecp_bip32.h`,
//! `ufsecp_musig.h` (here) and every protocol header (modules below, re-exported), written by hand from the headers (no bindgen at build time). The
//! contracts (sizes, secrets, error meanings) are the headers'; the safe wrapper is the
//! `ufsecp` crate.
//!
//! Every opaque type is a byte array (alignment 1) of the header's size; the test module
//! below checks the sizes against the C `sizeof` values stated in the headers. The status
//! numbers are generated at build time from the header's enum.
#![no_std]
#![allow(non_camel_case_types)]

use core::ffi::{c_char, c_int, c_uchar, c_uint};

/// Result of every call (0 = success).
pub type ufsecp_status = c_int;
include!(concat!(env!("OUT_DIR"), "/status.rs"));

pub const UFSECP_EC_COMPRESSED: c_int = 1;
pub const UFSECP_EC_UNCOMPRESSED: c_int = 0;
pub const UFSECP_PUBKEY_PRECOMPUTED_SIZE: usize = 32896;

macro_rules! opaque {
    ($(#[$m:meta])* $name:ident, $n:expr) => {
        $(#[$m])*
        #[repr(C)]
        #[derive(Clone, Copy)]
        pub struct $name {
            pub data: [c_uchar; $n],
        }
        impl $name {
            /// All zero bytes (what the C side rejects as "not written by this library").
            pub const fn zeroed() -> Self {
                Self { data: [0; $n] }
            }
        }
    };
}

opaque!(/// Parsed public key.
    ufsecp_pubkey, 64);
opaque!(/// Secret key with its public key (SECRET).
    ufsecp_keypair, 96);
opaque!(/// Parsed x-only public key (lifted point).
    ufsecp_xonly_pubkey, 64);
opaque!(/// Public key with verification tables.
    ufsecp_pubkey_precomputed, UFSECP_PUBKEY_PRECOMPUTED_SIZE);
opaque!(/// x-only key with verification tables.
    ufsecp_xonly_pubkey_precomputed, UFSECP_PUBKEY_PRECOMPUTED_SIZE);
opaque!(/// BIP-32 extended key (private or public; SECRET when private).
    ufsecp_bip32_key, 112);
opaque!(/// MuSig2 key-aggregation cache.
    ufsecp_musig_keyagg_cache, 197);
opaque!(/// MuSig2 secret nonce (SECRET).
    ufsecp_musig_secnonce, 260);
opaque!(/// MuSig2 public nonce.
    ufsecp_musig_pubnonce, 132);
opaque!(/// MuSig2 aggregate nonce.
    ufsecp_musig_aggnonce, 132);
opaque!(/// MuSig2 session.
    ufsecp_musig_session, 133);
opaque!(/// MuSig2 partial signature.
    ufsecp_musig_partial_sig, 36);

/// BIP-32 metadata (ufsecp_bip32_get_info).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct ufsecp_bip32_info {
    pub fingerprint: [c_uchar; 4],
    pub parent_fingerprint: [c_uchar; 4],
    pub child_number: u32,
    pub depth: c_uint,
    pub is_private: c_int,
}

pub const UFSECP_BIP32_HARDENED: u32 = 0x8000_0000;
pub const UFSECP_BIP32_XPRV: u32 = 0x0488_ADE4;
pub const UFSECP_BIP32_XPUB: u32 = 0x0488_B21E;
pub const UFSECP_BIP32_TPRV: u32 = 0x0435_8394;
pub const UFSECP_BIP32_TPUB: u32 = 0x0435_87CF;
pub const UFSECP_BIP32_SERIALIZED_SIZE: usize = 113;

extern "C" {
    pub fn ufsecp_status_string(s: ufsecp_status) -> *const c_char;
    pub fn ufsecp_version() -> *const c_char;

    // ---- secret keys
    pub fn ufsecp_seckey_verify(seckey: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_seckey_negate(seckey: *mut c_uchar) -> ufsecp_status;
    pub fn ufsecp_seckey_tweak_add(seckey: *mut c_uchar, tweak: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_seckey_tweak_mul(seckey: *mut c_uchar, tweak: *const c_uchar) -> ufsecp_status;

    // ---- public keys
    pub fn ufsecp_pubkey_create(out: *mut ufsecp_pubkey, seckey: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_pubkey_parse(out: *mut ufsecp_pubkey, input: *const c_uchar, in_len: usize) -> ufsecp_status;
    pub fn ufsecp_pubkey_serialize(
        out: *mut c_uchar,
        out_len: *mut usize,
        pk: *const ufsecp_pubkey,
        compressed: c_int,
    ) -> ufsecp_status;
    pub fn ufsecp_pubkey_negate(pk: *mut ufsecp_pubkey) -> ufsecp_status;
    pub fn ufsecp_pubkey_tweak_add(pk: *mut ufsecp_pubkey, tweak: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_pubkey_tweak_mul(pk: *mut ufsecp_pubkey, tweak: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_pubkey_combine(out: *mut ufsecp_pubkey, ins: *const *const ufsecp_pubkey, n: usize) -> ufsecp_status;
    pub fn ufsecp_pubkey_equal(equal: *mut c_int, a: *const ufsecp_pubkey, b: *const ufsecp_pubkey) -> ufsecp_status;

    // ---- x-only keys and keypairs
    pub fn ufsecp_xonly_pubkey_create(
        xonly32: *mut c_uchar,
        parity: *mut c_int,
        seckey: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_xonly_pubkey_from_pubkey(
        xonly32: *mut c_uchar,
        parity: *mut c_int,
        pk: *const ufsecp_pubkey,
    ) -> ufsecp_status;
    pub fn ufsecp_xonly_pubkey_verify(xonly32: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_xonly_pubkey_tweak_add(
        out: *mut ufsecp_pubkey,
        xonly32: *const c_uchar,
        tweak: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_xonly_pubkey_tweak_add_check(
        tweaked32: *const c_uchar,
        tweaked_parity: c_int,
        internal32: *const c_uchar,
        tweak: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_keypair_create(out: *mut ufsecp_keypair, seckey: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_keypair_seckey(seckey: *mut c_uchar, kp: *const ufsecp_keypair) -> ufsecp_status;
    pub fn ufsecp_keypair_pubkey(out: *mut ufsecp_pubkey, kp: *const ufsecp_keypair) -> ufsecp_status;
    pub fn ufsecp_keypair_xonly_pubkey(
        xonly32: *mut c_uchar,
        parity: *mut c_int,
        kp: *const ufsecp_keypair,
    ) -> ufsecp_status;
    pub fn ufsecp_keypair_xonly_tweak_add(kp: *mut ufsecp_keypair, tweak: *const c_uchar) -> ufsecp_status;

    // ---- ECDSA
    pub fn ufsecp_ecdsa_sign(
        sig64: *mut c_uchar,
        msg32: *const c_uchar,
        seckey: *const c_uchar,
        extra32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_verify(sig64: *const c_uchar, msg32: *const c_uchar, pk: *const ufsecp_pubkey)
        -> ufsecp_status;
    pub fn ufsecp_ecdsa_signature_normalize(sig64: *mut c_uchar, was_high: *mut c_int) -> ufsecp_status;
    pub fn ufsecp_ecdsa_signature_parse_der(sig64: *mut c_uchar, der: *const c_uchar, der_len: usize) -> ufsecp_status;
    pub fn ufsecp_ecdsa_signature_parse_der_lax(
        sig64: *mut c_uchar,
        der: *const c_uchar,
        der_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_signature_serialize_der(
        out: *mut c_uchar,
        out_len: *mut usize,
        sig64: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_sign_recoverable(
        sig64: *mut c_uchar,
        recid: *mut c_int,
        msg32: *const c_uchar,
        seckey: *const c_uchar,
        extra32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_recover(
        out: *mut ufsecp_pubkey,
        sig64: *const c_uchar,
        recid: c_int,
        msg32: *const c_uchar,
    ) -> ufsecp_status;

    // ---- Schnorr BIP-340
    pub fn ufsecp_schnorr_sign(
        sig64: *mut c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        kp: *const ufsecp_keypair,
        aux32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_schnorr_verify(
        sig64: *const c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        xonly32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_xonly_pubkey_parse(out: *mut ufsecp_xonly_pubkey, xonly32: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_xonly_pubkey_serialize(xonly32: *mut c_uchar, pk: *const ufsecp_xonly_pubkey) -> ufsecp_status;
    pub fn ufsecp_schnorr_verify_xonly(
        sig64: *const c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        pk: *const ufsecp_xonly_pubkey,
    ) -> ufsecp_status;

    // ---- ECDH
    pub fn ufsecp_ecdh(out32: *mut c_uchar, pk: *const ufsecp_pubkey, seckey: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_ecdh_x(out32: *mut c_uchar, pk: *const ufsecp_pubkey, seckey: *const c_uchar) -> ufsecp_status;

    // ---- batch verification
    pub fn ufsecp_schnorr_verify_batch(
        n: usize,
        sigs64: *const *const c_uchar,
        msgs: *const *const c_uchar,
        msg_lens: *const usize,
        xonly32: *const *const c_uchar,
        valid: *mut c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_verify_batch(
        n: usize,
        sigs64: *const *const c_uchar,
        msgs32: *const *const c_uchar,
        pubkeys: *const *const ufsecp_pubkey,
        valid: *mut c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_schnorr_verify_batch_mt(
        n: usize,
        sigs64: *const *const c_uchar,
        msgs: *const *const c_uchar,
        msg_lens: *const usize,
        xonly32: *const *const c_uchar,
        valid: *mut c_uchar,
        threads: c_uint,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_verify_batch_mt(
        n: usize,
        sigs64: *const *const c_uchar,
        msgs32: *const *const c_uchar,
        pubkeys: *const *const ufsecp_pubkey,
        valid: *mut c_uchar,
        threads: c_uint,
    ) -> ufsecp_status;

    // ---- precomputed keys
    pub fn ufsecp_pubkey_precompute(out: *mut ufsecp_pubkey_precomputed, pk: *const ufsecp_pubkey) -> ufsecp_status;
    pub fn ufsecp_xonly_pubkey_precompute(
        out: *mut ufsecp_xonly_pubkey_precomputed,
        xonly32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_ecdsa_verify_precomputed(
        sig64: *const c_uchar,
        msg32: *const c_uchar,
        pre: *const ufsecp_pubkey_precomputed,
    ) -> ufsecp_status;
    pub fn ufsecp_schnorr_verify_precomputed(
        sig64: *const c_uchar,
        msg: *const c_uchar,
        msg_len: usize,
        pre: *const ufsecp_xonly_pubkey_precomputed,
    ) -> ufsecp_status;

    // ---- BIP-32 (ufsecp_bip32.h)
    pub fn ufsecp_bip32_master(out: *mut ufsecp_bip32_key, seed: *const c_uchar, seed_len: usize) -> ufsecp_status;
    pub fn ufsecp_bip32_derive(
        out: *mut ufsecp_bip32_key,
        parent: *const ufsecp_bip32_key,
        index: u32,
    ) -> ufsecp_status;
    pub fn ufsecp_bip32_derive_path(
        out: *mut ufsecp_bip32_key,
        parent: *const ufsecp_bip32_key,
        path: *const c_char,
    ) -> ufsecp_status;
    pub fn ufsecp_bip32_derive_indices(
        out: *mut ufsecp_bip32_key,
        parent: *const ufsecp_bip32_key,
        indices: *const u32,
        n: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_bip32_neuter(out: *mut ufsecp_bip32_key, key: *const ufsecp_bip32_key) -> ufsecp_status;
    pub fn ufsecp_bip32_serialize(
        out: *mut c_char,
        out_len: *mut usize,
        key: *const ufsecp_bip32_key,
        version: u32,
    ) -> ufsecp_status;
    pub fn ufsecp_bip32_parse(out: *mut ufsecp_bip32_key, version: *mut u32, base58: *const c_char) -> ufsecp_status;
    pub fn ufsecp_bip32_parse_versioned(
        out: *mut ufsecp_bip32_key,
        base58: *const c_char,
        version_private: u32,
        version_public: u32,
    ) -> ufsecp_status;
    pub fn ufsecp_bip32_from_pubkey(
        out: *mut ufsecp_bip32_key,
        pubkey: *const ufsecp_pubkey,
        chain_code: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_bip32_seckey(seckey: *mut c_uchar, key: *const ufsecp_bip32_key) -> ufsecp_status;
    pub fn ufsecp_bip32_pubkey(out: *mut ufsecp_pubkey, key: *const ufsecp_bip32_key) -> ufsecp_status;
    pub fn ufsecp_bip32_get_info(out: *mut ufsecp_bip32_info, key: *const ufsecp_bip32_key) -> ufsecp_status;
    pub fn ufsecp_bip32_chain_code(chain_code: *mut c_uchar, key: *const ufsecp_bip32_key) -> ufsecp_status;
    pub fn ufsecp_bip32_parse_path(indices: *mut u32, n: *mut usize, path: *const c_char) -> ufsecp_status;

    // ---- MuSig2 (ufsecp_musig.h)
    pub fn ufsecp_musig_pubnonce_parse(nonce: *mut ufsecp_musig_pubnonce, in66: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_musig_pubnonce_serialize(out66: *mut c_uchar, nonce: *const ufsecp_musig_pubnonce) -> ufsecp_status;
    pub fn ufsecp_musig_aggnonce_parse(nonce: *mut ufsecp_musig_aggnonce, in66: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_musig_aggnonce_serialize(out66: *mut c_uchar, nonce: *const ufsecp_musig_aggnonce) -> ufsecp_status;
    pub fn ufsecp_musig_partial_sig_parse(sig: *mut ufsecp_musig_partial_sig, in32: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_musig_partial_sig_serialize(
        out32: *mut c_uchar,
        sig: *const ufsecp_musig_partial_sig,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_pubkey_sort(pubkeys: *mut *const ufsecp_pubkey, n: usize) -> ufsecp_status;
    pub fn ufsecp_musig_pubkey_agg(
        agg_pk32: *mut c_uchar,
        keyagg_cache: *mut ufsecp_musig_keyagg_cache,
        pubkeys: *const *const ufsecp_pubkey,
        n: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_pubkey_get(
        agg_pk: *mut ufsecp_pubkey,
        keyagg_cache: *const ufsecp_musig_keyagg_cache,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_pubkey_ec_tweak_add(
        output_pubkey: *mut ufsecp_pubkey,
        keyagg_cache: *mut ufsecp_musig_keyagg_cache,
        tweak32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_pubkey_xonly_tweak_add(
        output_pubkey: *mut ufsecp_pubkey,
        keyagg_cache: *mut ufsecp_musig_keyagg_cache,
        tweak32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_nonce_gen(
        secnonce: *mut ufsecp_musig_secnonce,
        pubnonce: *mut ufsecp_musig_pubnonce,
        session_secrand32: *mut c_uchar,
        seckey32: *const c_uchar,
        pubkey: *const ufsecp_pubkey,
        msg: *const c_uchar,
        msg_len: usize,
        aggpk32: *const c_uchar,
        extra_in: *const c_uchar,
        extra_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_nonce_gen_counter(
        secnonce: *mut ufsecp_musig_secnonce,
        pubnonce: *mut ufsecp_musig_pubnonce,
        nonrepeating_cnt: u64,
        keypair: *const ufsecp_keypair,
        msg: *const c_uchar,
        msg_len: usize,
        aggpk32: *const c_uchar,
        extra_in: *const c_uchar,
        extra_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_secnonce_import(secnonce: *mut ufsecp_musig_secnonce, in97: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_musig_nonce_agg(
        aggnonce: *mut ufsecp_musig_aggnonce,
        pubnonces: *const *const ufsecp_musig_pubnonce,
        n: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_nonce_process(
        session: *mut ufsecp_musig_session,
        aggnonce: *const ufsecp_musig_aggnonce,
        msg: *const c_uchar,
        msg_len: usize,
        keyagg_cache: *const ufsecp_musig_keyagg_cache,
        adaptor: *const ufsecp_pubkey,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_partial_sign(
        partial_sig: *mut ufsecp_musig_partial_sig,
        secnonce: *mut ufsecp_musig_secnonce,
        keypair: *const ufsecp_keypair,
        keyagg_cache: *const ufsecp_musig_keyagg_cache,
        session: *const ufsecp_musig_session,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_partial_sig_verify(
        partial_sig: *const ufsecp_musig_partial_sig,
        pubnonce: *const ufsecp_musig_pubnonce,
        pubkey: *const ufsecp_pubkey,
        keyagg_cache: *const ufsecp_musig_keyagg_cache,
        session: *const ufsecp_musig_session,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_partial_sig_agg(
        sig64: *mut c_uchar,
        session: *const ufsecp_musig_session,
        partial_sigs: *const *const ufsecp_musig_partial_sig,
        n: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_deterministic_sign(
        partial_sig: *mut ufsecp_musig_partial_sig,
        pubnonce: *mut ufsecp_musig_pubnonce,
        keypair: *const ufsecp_keypair,
        aggothernonce66: *const c_uchar,
        pubkeys: *const *const ufsecp_pubkey,
        n: usize,
        tweaks32: *const c_uchar,
        is_xonly: *const c_int,
        n_tweaks: usize,
        msg: *const c_uchar,
        msg_len: usize,
        rand32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_nonce_parity(nonce_parity: *mut c_int, session: *const ufsecp_musig_session) -> ufsecp_status;
    pub fn ufsecp_musig_adapt(
        sig64: *mut c_uchar,
        pre_sig64: *const c_uchar,
        sec_adaptor32: *const c_uchar,
        nonce_parity: c_int,
    ) -> ufsecp_status;
    pub fn ufsecp_musig_extract_adaptor(
        sec_adaptor32: *mut c_uchar,
        sig64: *const c_uchar,
        pre_sig64: *const c_uchar,
        nonce_parity: c_int,
    ) -> ufsecp_status;
}

mod adaptor;
mod ellswift;
mod frost;
mod silentpayments;
mod wallet;
pub use adaptor::*;
pub use ellswift::*;
pub use frost::*;
pub use silentpayments::*;
pub use wallet::*;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_is_semver() {
        let v = unsafe { core::ffi::CStr::from_ptr(ufsecp_version()) };
        let v = v.to_str().unwrap();
        assert_eq!(v.split('.').count(), 3, "{v}");
        assert!(v.split('.').all(|p| p.parse::<u32>().is_ok()), "{v}");
    }

    #[test]
    fn status_strings_match_names() {
        for (name, code) in STATUS_NAMES {
            let s = unsafe { core::ffi::CStr::from_ptr(ufsecp_status_string(*code)) };
            assert_eq!(s.to_str().unwrap(), *name);
        }
    }

    #[test]
    fn info_layout() {
        assert_eq!(core::mem::size_of::<ufsecp_bip32_info>(), 20);
    }

    #[test]
    fn protocol_layouts() {
        use core::mem::{align_of, size_of};
        assert_eq!(size_of::<ufsecp_sp_recipient>(), 128);
        assert_eq!(size_of::<ufsecp_sp_label>(), 65);
        assert_eq!(size_of::<ufsecp_sp_found>(), 76);
        assert_eq!(size_of::<ufsecp_sp_tx>(), 3 * size_of::<usize>());
        assert_eq!(size_of::<ufsecp_frost445_signers>(), 6 * size_of::<usize>());
        assert_eq!(
            (size_of::<ufsecp_bip324_cipher>(), align_of::<ufsecp_bip324_cipher>()),
            (512, 8)
        );
    }
}
