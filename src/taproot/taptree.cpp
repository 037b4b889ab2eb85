// ufsecp — Taproot script trees (BIP-371 flat encoding) and control blocks
// (taproot/taproot.hpp has the contract).
#include <cstring>

#include "taproot/reader.hpp"
#include "taproot/taproot.hpp"

namespace ufsecp::taproot {

namespace {

// A finished subtree waiting for its right sibling: its depth, hash, and whether it holds the
// leaf whose path is wanted.
struct Partial {
    unsigned depth;
    unsigned char hash[32];
    bool has_target;
};

}  // namespace

TrStatus tree_compute(TreeResult& r, const unsigned char* tree, std::size_t len, std::size_t leaf_index) {
    // Depth-first leaves: the pending subtrees have strictly increasing depths (equal depths
    // merge at once), all >= 1 until the tree is complete, so at most kMaxDepth of them plus
    // the one just pushed.
    Partial st[kMaxDepth + 2];
    std::size_t sp = 0, n = 0;
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
        if (complete || (sp > 0 && depth < st[sp - 1].depth)) return TrStatus::bad_taptree;
        Partial& p = st[sp++];
        p.depth = depth;
        p.has_target = n == leaf_index;
        tap_leaf_hash(p.hash, version, script, script_len);
        if (p.has_target) {
            std::memcpy(r.leaf_hash, p.hash, 32);
            r.leaf_version = version;
        }
        n++;
        while (sp >= 2 && st[sp - 1].depth == st[sp - 2].depth) {
            Partial& a = st[sp - 2];
            const Partial& b = st[sp - 1];
            // The sibling of the target's subtree joins its path (bottom-up, one per level).
            if (a.has_target) std::memcpy(r.path + 32 * r.m++, b.hash, 32);
            if (b.has_target) std::memcpy(r.path + 32 * r.m++, a.hash, 32);
            tap_branch_hash(a.hash, a.hash, b.hash);
            a.depth--;  // >= 1 before: depth 0 is only ever reached by the last merge
            a.has_target = a.has_target || b.has_target;
            sp--;
        }
        complete = sp == 1 && st[0].depth == 0;
    }
    if (!complete) return TrStatus::bad_taptree;  // empty, or subtrees missing siblings
    std::memcpy(r.root, st[0].hash, 32);
    r.n_leaves = n;
    return TrStatus::ok;
}

TrStatus control_block_build(unsigned char out[kMaxControlBlock], std::size_t* out_len,
                             const unsigned char internal32[32], const unsigned char* tree, std::size_t len,
                             std::size_t leaf_index) {
    TreeResult r;
    TrStatus st = tree_compute(r, tree, len, leaf_index);
    if (st != TrStatus::ok) return st;
    if (leaf_index >= r.n_leaves) return TrStatus::bad_arg;
    unsigned char q[32];
    int parity = 0;
    st = taproot_output_key(q, &parity, internal32, r.root);
    if (st != TrStatus::ok) return st;
    out[0] = static_cast<unsigned char>(r.leaf_version | static_cast<unsigned>(parity));
    std::memcpy(out + 1, internal32, 32);
    std::memcpy(out + 33, r.path, 32 * r.m);
    *out_len = 33 + 32 * r.m;
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
