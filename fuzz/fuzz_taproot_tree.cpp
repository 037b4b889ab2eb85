// Fuzz target: Taproot script trees (BIP-371 flat encoding) and control blocks
// (src/taproot/taptree.cpp through ufsecp_taproot.h). Layout: ctrl, internal-key seed,
// two bytes of tree length, the tree, then an arbitrary control block (the rest; its first
// 32 bytes are also the output key it is checked against, its next byte the script length).
// Properties:
//   * a tree the library accepts walks (independently, here) as a sequence of leaves with
//     valid versions and depths <= 128, and has as many leaves as tree_root says;
//   * for every leaf (up to 16): its control block verifies against the output key with the
//     leaf's script, its path leads from the leaf hash (leaf_hash) through branch_hash to
//     the tree's root, and a mutated control block never verifies;
//   * an arbitrary control block: no crash, only the documented statuses, and when it
//     verifies, re-deriving the output key from its parts (leaf_hash, branch_hash,
//     output_key) gives the key and parity it claims.
#include <vector>

#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_taproot.h"

using namespace ufsecp_fuzz;
using Bytes = std::vector<unsigned char>;

namespace {

struct Leaf {
    unsigned version;
    Bytes script;
};

// The flat encoding walked here again (a second reader): compact sizes as Bitcoin writes them.
bool walk(const Bytes& t, std::vector<Leaf>& leaves) {
    std::size_t p = 0;
    while (p < t.size()) {
        if (t.size() - p < 3) return false;
        const unsigned depth = t[p], version = t[p + 1];
        p += 2;
        std::uint64_t n = t[p++];
        std::size_t extra = n == 0xFD ? 2 : n == 0xFE ? 4 : n == 0xFF ? 8 : 0;
        if (extra) {
            if (t.size() - p < extra) return false;
            n = 0;
            for (std::size_t k = 0; k < extra; k++) n |= (std::uint64_t)t[p + k] << (8 * k);
            p += extra;
        }
        if (n > t.size() - p) return false;
        if (depth > 128) return false;
        leaves.push_back({version, Bytes(t.begin() + (long)p, t.begin() + (long)(p + n))});
        p += (std::size_t)n;
    }
    return true;
}

bool chain_to(unsigned char out32[32], unsigned version, const Bytes& script, const unsigned char* path, std::size_t m) {
    if (!ok(ufsecp_taproot_leaf_hash(out32, version, script.empty() ? nullptr : script.data(), script.size())))
        return false;
    for (std::size_t j = 0; j < m; j++)
        if (!ok(ufsecp_taproot_branch_hash(out32, out32, path + 32 * j))) return false;
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned ctrl = in.byte();
    unsigned char seed[32] = {0}, internal[32];
    seed[31] = (unsigned char)(in.byte() | 1);
    seed[0] = (unsigned char)(ctrl | 0x10);
    FUZZ_CHECK(ok(ufsecp_xonly_pubkey_create(internal, nullptr, seed)), "internal key");
    const unsigned hi = in.byte(), lo = in.byte();
    const std::uint8_t* tp;
    const std::size_t tl = in.take_rest(&tp, (std::size_t)hi << 8 | lo);
    const Bytes tree(tp, tp + tl);
    const std::uint8_t* cp;
    const std::size_t cl = in.take_rest(&cp, in.left());
    const Bytes cb_any(cp, cp + cl);

    unsigned char root[32];
    size_t n = 0;
    const ufsecp_status st = ufsecp_taproot_tree_root(root, &n, tree.empty() ? seed : tree.data(), tree.size());
    FUZZ_CHECK(st == UFSECP_OK || st == UFSECP_ERR_BAD_TAPTREE || st == UFSECP_ERR_BAD_LEAF_VERSION, "tree status");
    if (st == UFSECP_OK) {
        std::vector<Leaf> leaves;
        FUZZ_CHECK(walk(tree, leaves) && leaves.size() == n, "an accepted tree walks");
        unsigned char q[32];
        int parity = 0;
        FUZZ_CHECK(ok(ufsecp_taproot_output_key(q, &parity, internal, root)), "output key");
        for (std::size_t i = 0; i < n && i < 16; i++) {
            const Leaf& l = leaves[i];
            FUZZ_CHECK(l.version % 2 == 0 && l.version != 0x50, "accepted leaf versions");
            unsigned char cb[UFSECP_TAPROOT_CONTROL_BLOCK_MAX];
            size_t len = sizeof cb;
            FUZZ_CHECK(ok(ufsecp_taproot_control_block(cb, &len, internal, tree.data(), tree.size(), i)), "cb");
            FUZZ_CHECK(len >= 33 && (len - 33) % 32 == 0 && cb[0] == (l.version | (unsigned)parity) &&
                           std::memcmp(cb + 1, internal, 32) == 0,
                       "cb layout");
            const unsigned char* sp = l.script.empty() ? seed : l.script.data();
            FUZZ_CHECK(ok(ufsecp_taproot_control_block_verify(q, sp, l.script.size(), cb, len)), "cb verifies");
            unsigned char k[32];
            FUZZ_CHECK(chain_to(k, l.version, l.script, cb + 33, (len - 33) / 32) && std::memcmp(k, root, 32) == 0,
                       "the path leads to the root");
            unsigned char mutated[UFSECP_TAPROOT_CONTROL_BLOCK_MAX];
            std::memcpy(mutated, cb, len);
            mutate(in, mutated, len);
            if (std::memcmp(mutated, cb, len) != 0)
                FUZZ_CHECK(!ok(ufsecp_taproot_control_block_verify(q, sp, l.script.size(), mutated, len)),
                           "a mutated control block does not verify");
        }
        size_t len = 0;
        FUZZ_CHECK(ufsecp_taproot_control_block(nullptr, &len, internal, tree.data(), tree.size(), n) ==
                       UFSECP_ERR_BAD_ARG,
                   "leaf index past the end");
    }

    // An arbitrary control block against an arbitrary key and script.
    unsigned char q[32] = {0};
    if (!cb_any.empty()) std::memcpy(q, cb_any.data(), cb_any.size() < 32 ? cb_any.size() : 32);
    const std::size_t sl = cb_any.size() > 32 ? cb_any[32] % 8 : 0;
    Bytes script;
    if (cb_any.size() >= 33 + sl) script.assign(cb_any.begin() + 33, cb_any.begin() + (long)(33 + sl));
    const unsigned char* cbp = cb_any.empty() ? seed : cb_any.data();
    const ufsecp_status v = ufsecp_taproot_control_block_verify(q, script.empty() ? seed : script.data(),
                                                                script.size(), cbp, cb_any.size());
    FUZZ_CHECK(v == UFSECP_OK || v == UFSECP_ERR_VERIFY_FAILED || v == UFSECP_ERR_BAD_LENGTH ||
                   v == UFSECP_ERR_BAD_LEAF_VERSION || v == UFSECP_ERR_BAD_PUBKEY || v == UFSECP_ERR_BAD_TWEAK,
               "control block status");
    const bool len_ok = cb_any.size() >= 33 && cb_any.size() <= 4129 && (cb_any.size() - 33) % 32 == 0;
    FUZZ_CHECK((v == UFSECP_ERR_BAD_LENGTH) == !len_ok, "length rule");
    if (v == UFSECP_OK) {
        unsigned char k[32], q2[32];
        int par = 0;
        FUZZ_CHECK(chain_to(k, cbp[0] & 0xFE, script, cbp + 33, (cb_any.size() - 33) / 32), "re-derive");
        FUZZ_CHECK(ok(ufsecp_taproot_output_key(q2, &par, cbp + 1, k)) && std::memcmp(q2, q, 32) == 0 &&
                       par == (cbp[0] & 1),
                   "a verifying control block commits");
    }
    return 0;
}
