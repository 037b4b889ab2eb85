//! Taproot (BIP-341 / BIP-342, `ufsecp_taproot.h`): output keys, the key-path secret-key
//! tweak, script trees (BIP-371's flat encoding: per leaf depth || leaf version ||
//! compact_size(len) || script, depth first), control blocks, and the signature hash of a
//! serialized transaction.
//!
//! Only the secret keys are secret (tweaked in constant time); everything else is public.
//!
//! ```
//! use ufsecp::{taproot, schnorr, Keypair, SecretKey};
//! let sk = SecretKey::from_bytes(&[7; 32])?;
//! let (internal, _) = sk.x_only_public_key();
//! // one tapscript leaf alone (depth 0): OP_TRUE
//! let tree = [0x00, 0xc0, 0x01, 0x51];
//! let (root, leaves) = taproot::tree_root(&tree)?;
//! assert_eq!(leaves, 1);
//! assert_eq!(root, taproot::leaf_hash(0xc0, &[0x51])?);
//! let (output, _parity) = taproot::output_key(&internal, Some(&root))?;
//! # #[cfg(feature = "alloc")] {
//! let cb = taproot::control_block(&internal, &tree, 0)?;
//! taproot::verify_control_block(&output, &[0x51], &cb)?;
//! # }
//! // key-path spending: sign with the tweaked keypair
//! let kp = taproot::tweak_keypair(&Keypair::from_secret_key(&sk), Some(&root))?;
//! assert_eq!(kp.x_only_public_key(), output);
//! let sig = schnorr::sign(&[0x42; 32], &kp, &[0; 32]);
//! schnorr::verify(&sig, &[0x42; 32], &output)?;
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{check, opt_ptr, sys, Error, Keypair, Parity, SecretKey, XOnlyPublicKey};

/// BIP-342's tapscript leaf version.
pub const TAPSCRIPT_LEAF_VERSION: u8 = 0xc0;
/// The largest control block (33 + 32 * 128 bytes).
pub const CONTROL_BLOCK_MAX: usize = sys::UFSECP_TAPROOT_CONTROL_BLOCK_MAX;

/// The output key Q = P + hash_TapTweak(P || merkle_root) * G and the parity of its y
/// (`merkle_root` `None`: no script tree). `BadTweak` if the tweak is >= n.
pub fn output_key(
    internal: &XOnlyPublicKey,
    merkle_root: Option<&[u8; 32]>,
) -> Result<(XOnlyPublicKey, Parity), Error> {
    let mut out = [0u8; 32];
    let mut parity = 0;
    check(unsafe {
        sys::ufsecp_taproot_output_key(out.as_mut_ptr(), &mut parity, internal.0.as_ptr(), opt_ptr(merkle_root))
    })?;
    Ok((XOnlyPublicKey::from_valid(out), Parity::from_int(parity)))
}

/// BIP-341's taproot_tweak_seckey: the key that signs for [`output_key`] (constant time).
pub fn tweak_secret_key(sk: &SecretKey, merkle_root: Option<&[u8; 32]>) -> Result<SecretKey, Error> {
    let mut out = SecretKey([0; 32]);
    check(unsafe { sys::ufsecp_taproot_tweak_seckey(out.0.as_mut_ptr(), sk.0.as_ptr(), opt_ptr(merkle_root)) })?;
    Ok(out)
}

/// The same on a keypair: the keypair of (d', Q).
pub fn tweak_keypair(kp: &Keypair, merkle_root: Option<&[u8; 32]>) -> Result<Keypair, Error> {
    let mut out = Keypair(kp.0);
    check(unsafe { sys::ufsecp_taproot_keypair_tweak(&mut out.0, opt_ptr(merkle_root)) })?;
    Ok(out)
}

/// hash_TapLeaf(leaf_version || compact_size(len) || script). `BadLeafVersion`: odd, 0x50.
pub fn leaf_hash(leaf_version: u8, script: &[u8]) -> Result<[u8; 32], Error> {
    let mut out = [0u8; 32];
    check(unsafe {
        sys::ufsecp_taproot_leaf_hash(out.as_mut_ptr(), leaf_version.into(), script.as_ptr(), script.len())
    })?;
    Ok(out)
}

/// hash_TapBranch of two child hashes (in either order).
pub fn branch_hash(a: &[u8; 32], b: &[u8; 32]) -> [u8; 32] {
    let mut out = [0u8; 32];
    crate::expect_ok(unsafe { sys::ufsecp_taproot_branch_hash(out.as_mut_ptr(), a.as_ptr(), b.as_ptr()) });
    out
}

/// The Merkle root of a tree (BIP-371 encoding) and its number of leaves.
/// Errors: `BadTapTree`, `BadLeafVersion`.
pub fn tree_root(tree: &[u8]) -> Result<([u8; 32], usize), Error> {
    let mut out = [0u8; 32];
    let mut n = 0usize;
    check(unsafe { sys::ufsecp_taproot_tree_root(out.as_mut_ptr(), &mut n, tree.as_ptr(), tree.len()) })?;
    Ok((out, n))
}

/// The control block that spends leaf `leaf_index` (0-based, tree order) of `tree` under
/// `internal`: 33 + 32 * depth bytes. `BadArg`: no such leaf.
#[cfg(feature = "alloc")]
pub fn control_block(internal: &XOnlyPublicKey, tree: &[u8], leaf_index: usize) -> Result<alloc::vec::Vec<u8>, Error> {
    crate::bytes_out(CONTROL_BLOCK_MAX, |out, len| unsafe {
        sys::ufsecp_taproot_control_block(out, len, internal.0.as_ptr(), tree.as_ptr(), tree.len(), leaf_index)
    })
}

/// BIP-341's script-path check: `Ok` when `cb` proves that the leaf (`cb[0] & 0xfe`, script)
/// is committed to by `output`; `VerifyFailed` when not; `BadLength` for a malformed block.
pub fn verify_control_block(output: &XOnlyPublicKey, script: &[u8], cb: &[u8]) -> Result<(), Error> {
    check(unsafe {
        sys::ufsecp_taproot_control_block_verify(
            output.0.as_ptr(),
            script.as_ptr(),
            script.len(),
            cb.as_ptr(),
            cb.len(),
        )
    })
}

/// What a signature hash commits to besides the transaction: hash type, annex, and (for a
/// script-path spend) the leaf. [`SpendOptions::default`] is a key-path SIGHASH_DEFAULT.
#[derive(Clone, Copy, Debug, Default)]
pub struct SpendOptions<'a> {
    /// 0x00 (DEFAULT), 0x01 ALL, 0x02 NONE, 0x03 SINGLE, the last three | 0x80 ANYONECANPAY.
    pub hash_type: u8,
    /// The annex (starts with 0x50), if any.
    pub annex: Option<&'a [u8]>,
    /// Script path: the tapleaf hash of the executed script and the position of the last
    /// executed OP_CODESEPARATOR (0xffff_ffff for none). `None`: key path.
    pub leaf: Option<(&'a [u8; 32], u32)>,
}

/// A transaction (network serialization) with the outputs its inputs spend (per input:
/// amount as 8 bytes little-endian || compact_size(len) || scriptPubKey) and the
/// per-transaction hashes computed once (`BadTx` if either is malformed).
#[derive(Clone)]
pub struct SighashCache<'a> {
    cache: sys::ufsecp_taproot_sighash_cache,
    tx: &'a [u8],
    spent: &'a [u8],
}

impl<'a> SighashCache<'a> {
    /// Parses and hashes the transaction once.
    pub fn new(tx: &'a [u8], spent: &'a [u8]) -> Result<Self, Error> {
        let mut cache = sys::ufsecp_taproot_sighash_cache::zeroed();
        check(unsafe {
            sys::ufsecp_taproot_sighash_cache_init(&mut cache, tx.as_ptr(), tx.len(), spent.as_ptr(), spent.len())
        })?;
        Ok(SighashCache { cache, tx, spent })
    }

    /// The BIP-341 signature hash of input `input_index` (the message a Schnorr signature
    /// of that input signs). Errors: `BadHashType`, `BadArg` (no such input, bad annex).
    pub fn sighash(&self, input_index: usize, opt: &SpendOptions<'_>) -> Result<[u8; 32], Error> {
        let (annex, annex_len) = opt.annex.map_or((core::ptr::null(), 0), |a| (a.as_ptr(), a.len()));
        let (leaf, pos) = opt.leaf.map_or((core::ptr::null(), 0), |(h, p)| (h.as_ptr(), p));
        let mut out = [0u8; 32];
        check(unsafe {
            sys::ufsecp_taproot_sighash(
                out.as_mut_ptr(),
                &self.cache,
                self.tx.as_ptr(),
                self.tx.len(),
                self.spent.as_ptr(),
                self.spent.len(),
                input_index,
                opt.hash_type.into(),
                annex,
                annex_len,
                leaf,
                pos,
            )
        })?;
        Ok(out)
    }

    /// The bytes [`SighashCache::sighash`] hashes (epoch 0x00 || SigMsg [|| ext]), as the
    /// BIP-341 vectors' "sigMsg".
    #[cfg(feature = "alloc")]
    pub fn sigmsg(&self, input_index: usize, opt: &SpendOptions<'_>) -> Result<alloc::vec::Vec<u8>, Error> {
        let (annex, annex_len) = opt.annex.map_or((core::ptr::null(), 0), |a| (a.as_ptr(), a.len()));
        let (leaf, pos) = opt.leaf.map_or((core::ptr::null(), 0), |(h, p)| (h.as_ptr(), p));
        let call = |out: *mut u8, len: *mut usize| unsafe {
            sys::ufsecp_taproot_sigmsg(
                out,
                len,
                &self.cache,
                self.tx.as_ptr(),
                self.tx.len(),
                self.spent.as_ptr(),
                self.spent.len(),
                input_index,
                opt.hash_type.into(),
                annex,
                annex_len,
                leaf,
                pos,
            )
        };
        // Size query first: ANYONECANPAY with a long spent script can exceed 244 bytes.
        let mut need = 0usize;
        let s = call(core::ptr::null_mut(), &mut need);
        if s != sys::UFSECP_ERR_BUFFER_TOO_SMALL {
            check(s)?;
        }
        crate::bytes_out(need, call)
    }
}
