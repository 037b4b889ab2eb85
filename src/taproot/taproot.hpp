// ufsecp — Taproot (BIP-341): output keys and the key-path secret-key tweak, tapleaf and
// tapbranch hashes, script trees given in BIP-371's flat encoding, control blocks.
//
// Layer 6 (protocols). Includes keys/ and hash/ and below; never the C ABI.
//
// ---- Contract -----------------------------------------------------------------------------
//   * Every function returns a TrStatus; on any error its outputs are unspecified (the C ABI
//     copies them out only on success).
//   * Secrets: only the secret key of taproot_tweak_seckey / taproot_keypair_tweak. It goes
//     through the constant-time keypair code (keypair_create: d*G by ecmult_gen, the
//     conditional negation by scalar_cond_negate, the tweak addition by scalar_add); the
//     internal public key P = d*G, its parity and the tweak t = hash_TapTweak(P || root) are
//     public. Every copy of the secret is wiped.
//   * Everything else (keys, scripts, trees, control blocks) is public and handled in
//     variable time.
//   * Trees (BIP-371's PSBT_OUT_TAP_TREE value): leaves in depth-first order, left to right,
//     each {depth (1 byte, <= 128), leaf version (1 byte), compact_size(script length),
//     script}. The depths must describe a full binary tree (a single leaf has depth 0). No
//     recursion: a stack of at most 129 partial subtrees (kMaxDepth + 1 entries).
#pragma once

#include <cstddef>
#include <cstdint>

#include "hash/sha256.hpp"
#include "keys/keys.hpp"

namespace ufsecp::taproot {

enum class TrStatus {
    ok,
    bad_seckey,        // secret key 0 or >= n
    bad_pubkey,        // x-only key that is not on the curve
    bad_tweak,         // tweak >= n, or a result that is infinity / zero
    bad_leaf_version,  // odd, 0x50 (the annex tag) or > 0xFE
    bad_taptree,       // malformed tree encoding
    bad_length,        // control block length not 33 + 32m, 0 <= m <= 128
    bad_arg,           // leaf index out of range, ...
    verify_failed,     // control block that does not commit to (output key, script)
};

inline constexpr unsigned kMaxDepth = 128;                // BIP-341: Merkle paths of at most 128 hashes
inline constexpr std::size_t kMaxControlBlock = 33 + 32 * kMaxDepth;  // 4129 bytes
inline constexpr unsigned kLeafVersionTapscript = 0xC0;   // BIP-342
inline constexpr unsigned kAnnexTag = 0x50;

// BIP-341 leaf versions: even, not the annex tag 0x50, at most 0xFE.
inline bool leaf_version_valid(unsigned v) { return v <= 0xFE && (v & 1) == 0 && v != kAnnexTag; }

// ---- tagged hashes (midstates of the tags computed once) ---------------------------------
// t = hash_TapTweak(internal32 || root32), root32 may be null (no script tree: 32 bytes only).
void tap_tweak_hash(unsigned char out32[32], const unsigned char internal32[32], const unsigned char* root32);
// hash_TapLeaf(leaf_version || compact_size(len) || script). leaf_version must be valid.
void tap_leaf_hash(unsigned char out32[32], unsigned leaf_version, const unsigned char* script, std::size_t len);
// hash_TapBranch(min(a, b) || max(a, b)) (lexicographic order of the 32-byte strings).
void tap_branch_hash(unsigned char out32[32], const unsigned char a32[32], const unsigned char b32[32]);
// A SHA-256 state that has absorbed hash_TapSighash's tag prefix: write the message (epoch
// byte 0x00 first) and finalize.
Sha256 tap_sighash_init();

// Serialized length of compact_size(v) and its bytes (at most 9).
std::size_t compact_size_write(unsigned char out[9], std::uint64_t v);

// ---- keys -----------------------------------------------------------------------------------
// Q = lift_x(internal32) + t*G with t = hash_TapTweak(internal32 || root32): out32 = x(Q),
// *parity = y(Q) mod 2. bad_pubkey, bad_tweak (t >= n or Q = infinity).
TrStatus taproot_output_key(unsigned char out32[32], int* parity, const unsigned char internal32[32],
                            const unsigned char* root32);

// The key-path secret key: d' = (d if d*G has even y else n - d) + t mod n, t as above over
// x(d*G). bad_seckey, bad_tweak (t >= n or d' = 0). Constant time in d.
TrStatus taproot_tweak_seckey(unsigned char out32[32], const unsigned char seckey32[32], const unsigned char* root32);

// The same on a keypair, in place: kp becomes the keypair of the output key (the secret d'
// and Q). bad_seckey for a keypair in the failed state; bad_tweak as above (kp is then in the
// failed state). Constant time in the secret key.
TrStatus taproot_keypair_tweak(Keypair& kp, const unsigned char* root32);

// ---- script trees ---------------------------------------------------------------------------
struct TreeResult {
    unsigned char root[32];         // the Merkle root
    std::size_t n_leaves;
    // For the leaf asked for (leaf_index < n_leaves): its hash, version, and Merkle path,
    // bottom-up (the order of a control block), m hashes of 32 bytes.
    unsigned char leaf_hash[32];
    unsigned leaf_version;
    std::size_t m;
    // Where the path goes (32 * m bytes, m <= kMaxDepth), or null: counted in m, not stored.
    // The caller's buffer, so that no 4 KiB path sits in tree_compute's callers' frames.
    unsigned char* path = nullptr;
};

// Parses a tree (see the contract) and computes its root, and the path of leaf
// leaf_index when leaf_index < the number of leaves (pass SIZE_MAX for the root only),
// into r.path when not null. Stack: the pending subtrees' hashes and depths, 33 bytes per
// level (~4.3 KiB for BIP-341's 128 levels), whatever the tree's size.
// bad_taptree (empty, truncated, depth > 128, non-minimal compact size, depths that do not
// form a full binary tree, trailing bytes), bad_leaf_version.
TrStatus tree_compute(TreeResult& r, const unsigned char* tree, std::size_t len, std::size_t leaf_index);

// Control block for leaf leaf_index of the tree with internal key internal32:
// (leaf_version | parity(Q)) || internal32 || path, 33 + 32m bytes (<= kMaxControlBlock).
// *out_len: in, the capacity of out; out, the control block's length. out is written only
// when it is large enough (ok either way: the caller compares). Errors of tree_compute and
// taproot_output_key; bad_arg for leaf_index >= the number of leaves; out untouched on all.
// The tree is read twice (validated first, then the path is written straight into out, so no
// path buffer is on the stack): out must not overlap tree.
TrStatus control_block_build(unsigned char* out, std::size_t* out_len, const unsigned char internal32[32],
                             const unsigned char* tree, std::size_t len, std::size_t leaf_index);

// BIP-341's script-path commitment check: ok when control block cb commits to the leaf
// (cb[0] & 0xFE, script) under the output key output32 with parity cb[0] & 1.
// bad_length (not 33 + 32m, m <= 128), bad_leaf_version (cb[0] & 0xFE = 0x50),
// bad_pubkey (internal key not on the curve), bad_tweak (t >= n), verify_failed.
TrStatus control_block_verify(const unsigned char output32[32], const unsigned char* script, std::size_t script_len,
                              const unsigned char* cb, std::size_t cb_len);

}  // namespace ufsecp::taproot
