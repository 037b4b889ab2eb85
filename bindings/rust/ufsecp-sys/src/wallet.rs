//! Declarations of ufsecp_bip39.h, ufsecp_taproot.h and ufsecp_address.h (by hand from the headers).
#![allow(clippy::too_many_arguments)]
use crate::*;
use core::ffi::{c_char, c_int, c_uchar, c_uint};

pub const UFSECP_BIP39_WORDS: usize = 2048;
pub const UFSECP_BIP39_MAX_WORD_BYTES: usize = 48;
pub const UFSECP_BIP39_ENGLISH_MAX: usize = 216;
pub const UFSECP_BIP39_MNEMONIC_MAX: usize = 24 * UFSECP_BIP39_MAX_WORD_BYTES + 23 * 3 + 1;
pub const UFSECP_NFKD_MAX_EXPANSION: usize = 11;
pub const UFSECP_TAPROOT_CONTROL_BLOCK_MAX: usize = 4129;
pub const UFSECP_ADDRESS_MAX_SIZE: usize = 91;
pub const UFSECP_WITNESS_PROGRAM_MAX_SIZE: usize = 40;
pub const UFSECP_SCRIPT_PUBKEY_MAX_SIZE: usize = 42;

opaque!(/// BIP-341 signature-hash cache of one transaction (public).
    ufsecp_taproot_sighash_cache, 256);

extern "C" {
    // ---- ufsecp_bip39.h
    pub fn ufsecp_bip39_mnemonic_from_entropy(
        out: *mut c_char,
        out_len: *mut usize,
        entropy: *const c_uchar,
        len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_bip39_mnemonic_to_entropy(
        out: *mut c_uchar,
        out_len: *mut usize,
        mnemonic: *const c_char,
    ) -> ufsecp_status;
    pub fn ufsecp_bip39_mnemonic_to_seed(
        seed64: *mut c_uchar,
        mnemonic: *const c_char,
        passphrase: *const c_char,
    ) -> ufsecp_status;
    pub fn ufsecp_bip39_mnemonic_from_entropy_wordlist(
        out: *mut c_char,
        out_len: *mut usize,
        entropy: *const c_uchar,
        len: usize,
        wordlist: *const *const c_char,
        separator: *const c_char,
    ) -> ufsecp_status;
    pub fn ufsecp_bip39_mnemonic_to_entropy_wordlist(
        out: *mut c_uchar,
        out_len: *mut usize,
        mnemonic: *const c_char,
        wordlist: *const *const c_char,
    ) -> ufsecp_status;
    pub fn ufsecp_utf8_nfkd(out: *mut c_char, out_len: *mut usize, in_: *const c_char, in_len: usize) -> ufsecp_status;
    // ---- ufsecp_taproot.h
    pub fn ufsecp_taproot_output_key(
        out32: *mut c_uchar,
        parity: *mut c_int,
        internal32: *const c_uchar,
        merkle_root32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_taproot_tweak_seckey(
        out32: *mut c_uchar,
        seckey: *const c_uchar,
        merkle_root32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_taproot_keypair_tweak(kp: *mut ufsecp_keypair, merkle_root32: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_taproot_leaf_hash(
        out32: *mut c_uchar,
        leaf_version: c_uint,
        script: *const c_uchar,
        script_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_taproot_branch_hash(out32: *mut c_uchar, a32: *const c_uchar, b32: *const c_uchar) -> ufsecp_status;
    pub fn ufsecp_taproot_tree_root(
        root32: *mut c_uchar,
        n_leaves: *mut usize,
        tree: *const c_uchar,
        tree_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_taproot_control_block(
        out: *mut c_uchar,
        out_len: *mut usize,
        internal32: *const c_uchar,
        tree: *const c_uchar,
        tree_len: usize,
        leaf_index: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_taproot_control_block_verify(
        output32: *const c_uchar,
        script: *const c_uchar,
        script_len: usize,
        cb: *const c_uchar,
        cb_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_taproot_sighash_cache_init(
        out: *mut ufsecp_taproot_sighash_cache,
        tx: *const c_uchar,
        tx_len: usize,
        spent: *const c_uchar,
        spent_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_taproot_sighash(
        sighash32: *mut c_uchar,
        cache: *const ufsecp_taproot_sighash_cache,
        tx: *const c_uchar,
        tx_len: usize,
        spent: *const c_uchar,
        spent_len: usize,
        input_index: usize,
        hash_type: c_uint,
        annex: *const c_uchar,
        annex_len: usize,
        leaf_hash32: *const c_uchar,
        codesep_pos: u32,
    ) -> ufsecp_status;
    pub fn ufsecp_taproot_sigmsg(
        out: *mut c_uchar,
        out_len: *mut usize,
        cache: *const ufsecp_taproot_sighash_cache,
        tx: *const c_uchar,
        tx_len: usize,
        spent: *const c_uchar,
        spent_len: usize,
        input_index: usize,
        hash_type: c_uint,
        annex: *const c_uchar,
        annex_len: usize,
        leaf_hash32: *const c_uchar,
        codesep_pos: u32,
    ) -> ufsecp_status;
    // ---- ufsecp_address.h
    pub fn ufsecp_segwit_address_encode(
        out: *mut c_char,
        out_len: *mut usize,
        hrp: *const c_char,
        witver: c_int,
        prog: *const c_uchar,
        prog_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_segwit_address_decode(
        witver: *mut c_int,
        prog: *mut c_uchar,
        prog_len: *mut usize,
        hrp: *const c_char,
        addr: *const c_char,
    ) -> ufsecp_status;
    pub fn ufsecp_address_p2wpkh(
        out: *mut c_char,
        out_len: *mut usize,
        hrp: *const c_char,
        pk: *const ufsecp_pubkey,
    ) -> ufsecp_status;
    pub fn ufsecp_address_p2wsh(
        out: *mut c_char,
        out_len: *mut usize,
        hrp: *const c_char,
        script: *const c_uchar,
        script_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_address_p2tr(
        out: *mut c_char,
        out_len: *mut usize,
        hrp: *const c_char,
        xonly32: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_base58_address_encode(
        out: *mut c_char,
        out_len: *mut usize,
        version: c_uchar,
        hash20: *const c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_base58_address_decode(
        version: *mut c_uchar,
        hash20: *mut c_uchar,
        addr: *const c_char,
    ) -> ufsecp_status;
    pub fn ufsecp_address_p2pkh(
        out: *mut c_char,
        out_len: *mut usize,
        version: c_uchar,
        pk: *const ufsecp_pubkey,
        compressed: c_int,
    ) -> ufsecp_status;
    pub fn ufsecp_address_p2sh(
        out: *mut c_char,
        out_len: *mut usize,
        version: c_uchar,
        script: *const c_uchar,
        script_len: usize,
    ) -> ufsecp_status;
    pub fn ufsecp_address_to_script(
        out: *mut c_uchar,
        out_len: *mut usize,
        addr: *const c_char,
        hrp: *const c_char,
        p2pkh_version: c_uchar,
        p2sh_version: c_uchar,
    ) -> ufsecp_status;
    pub fn ufsecp_address_from_script(
        out: *mut c_char,
        out_len: *mut usize,
        script: *const c_uchar,
        script_len: usize,
        hrp: *const c_char,
        p2pkh_version: c_uchar,
        p2sh_version: c_uchar,
    ) -> ufsecp_status;
}
