// ufsecp — Taproot script trees (BIP-371 flat encoding) and control blocks
// (taproot/taproot.hpp has the contract).
#include <cstdint>
#include <cstring>

#include "taproot/reader.hpp"
#include "taproot/taproot.hpp"

namespace ufsecp::taproot {

TrStatus tree_compute(TreeResult& r, const unsigned char* tree, std::size_t len, std::size_t leaf_index) {
    // Depth-first leaves: the pending subtrees have strictly increasing depths (equal depths
    // merge at once), all >= 1 until the tree is complete, so at most kMaxDepth of them plus
    // the one just pushed. Each is a depth and a hash (33 bytes); the subtree that holds the
    // wanted leaf is an index (only one can).
    unsigned char hash[kMaxDepth + 2][32];
    unsigned char depth_of[kMaxDepth + 2];
    std::size_t sp = 0, n = 0, target = SIZE_MAX;
    bool complete = false;
    r.m = 0;
    ByteReader rd(tree, len);
    while (!rd.at_end()) {
        unsigned depth, version;
        const unsigned char* script;
        std::size_t script_len;
        if (!rd.u8(depth) || !rd.u8(version) || !rd.bytes_with_size(&script, &script_len))
            return TrStatus::bad_taptree;
        if (depth > kMaxDepth) return TrStatus::bad_taptree;
        if (!leaf_version_valid(version)) return TrStatus::bad_leaf_version;
        // A leaf after a complete tree, or shallower than a subtree still missing its sibling.
        if (complete || (sp > 0 && depth < depth_of[sp - 1])) return TrStatus::bad_taptree;
        depth_of[sp] = static_cast<unsigned char>(depth);
        tap_leaf_hash(hash[sp], version, script, script_len);
        if (n == leaf_index) {
            target = sp;
            std::memcpy(r.leaf_hash, hash[sp], 32);
            r.leaf_version = version;
        }
        sp++;
        n++;
        while (sp >= 2 && depth_of[sp - 1] == depth_of[sp - 2]) {
            const std::size_t a = sp - 2, b = sp - 1;
            // The sibling of the target's subtree joins its path (bottom-up, one per level;
            // m <= the target leaf's depth <= kMaxDepth).
            if (target == a || target == b) {
                if (r.path) std::memcpy(r.path + 32 * r.m, hash[target == a ? b : a], 32);
                r.m++;
                target = a;
            }
            tap_branch_hash(hash[a], hash[a], hash[b]);
            depth_of[a]--;  // >= 1 before: depth 0 is only ever reached by the last merge
            sp--;
        }
        complete = sp == 1 && depth_of[0] == 0;
    }
    if (!complete) return TrStatus::bad_taptree;  // empty, or subtrees missing siblings
    std::memcpy(r.root, hash[0], 32);
    r.n_leaves = n;
    return TrStatus::ok;
}

TrStatus control_block_build(unsigned char* out, std::size_t* out_len, const unsigned char internal32[32],
                             const unsigned char* tree, std::size_t len, std::size_t leaf_index) {
    TreeResult r;  // first pass: validate, root, path length
    TrStatus st = tree_compute(r, tree, len, leaf_index);
    if (st != TrStatus::ok) return st;
    if (leaf_index >= r.n_leaves) return TrStatus::bad_arg;
    unsigned char q[32];
    int parity = 0;
    st = taproot_output_key(q, &parity, internal32, r.root);
    if (st != TrStatus::ok) return st;
    const std::size_t need = 33 + 32 * r.m, cap = *out_len;
    *out_len = need;
    if (cap < need) return TrStatus::ok;
    // Second pass over the same, valid tree: the path straight into out (it cannot fail).
    TreeResult w;
    w.path = out + 33;
    st = tree_compute(w, tree, len, leaf_index);
    UFSECP_VERIFY_CHECK(st == TrStatus::ok && w.m == r.m);
    (void)st;
    out[0] = static_cast<unsigned char>(r.leaf_version | static_cast<unsigned>(parity));
    std::memcpy(out + 1, internal32, 32);
    return TrStatus::ok;
}

TrStatus control_block_verify(const unsigned char output32[32], const unsigned char* script, std::size_t script_len,
                              const unsigned char* cb, std::size_t cb_len) {
    if (cb_len < 33 || cb_len > kMaxControlBlock || (cb_len - 33) % 32 != 0) return TrStatus::bad_length;
    const unsigned version = cb[0] & 0xFEu;
    if (!leaf_version_valid(version)) return TrStatus::bad_leaf_version;
    Ge p;
    if (!xonly_parse(p, cb + 1)) return TrStatus::bad_pubkey;
    unsigned char k[32];
    tap_leaf_hash(k, version, script, script_len);
    const std::size_t m = (cb_len - 33) / 32;
    for (std::size_t j = 0; j < m; j++) tap_branch_hash(k, k, cb + 33 + 32 * j);
    unsigned char q[32];
    int parity = 0;
    const TrStatus st = taproot_output_key(q, &parity, cb + 1, k);
    if (st != TrStatus::ok) return st;
    return std::memcmp(q, output32, 32) == 0 && parity == (cb[0] & 1) ? TrStatus::ok : TrStatus::verify_failed;
}

}  // namespace ufsecp::taproot
