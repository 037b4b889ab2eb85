// Tests for src/taproot through the C ABI (include/ufsecp/ufsecp_taproot.h):
//   * the official BIP-341 wallet vectors (../shared/vectors/bip341/wallet-test-vectors.json):
//     every scriptPubKey case (leaf hashes, Merkle root, tweak, tweaked key, scriptPubKey,
//     every control block) and every key-path input (intermediary hashes, sigMsg, sigHash,
//     internal key, tweak, tweaked secret key, the signature byte for byte with the all-zero
//     aux randomness BIP-341 says the vectors use). The bip350Address field (bech32m) is the
//     address module's and is not checked here;
//   * differential tests against an independent SigMsg writer (below, from BIP-341's text) on
//     random transactions, hash types, annexes and script-path extensions, and against an
//     independent recursive tree builder (BIP-341's taproot_tree_helper) on random trees;
//   * the secret-key tweak against BIP-341's taproot_tweak_seckey on the reference big-integer
//     curve (tests/support/ref_ec.hpp);
//   * the parser's rejection table, tree and control-block negative cases, ABI errors.
#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "hash/sha256.hpp"
#include "support/hex.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "taproot/sighash.hpp"
#include "taproot/taproot.hpp"
#include "taproot/tx.hpp"
#include "ufsecp/ufsecp_taproot.h"

namespace {

using ufsecp::test::hex;
using ufsecp::test::unhex;

using Bytes = std::vector<unsigned char>;
using ufsecp::test::Rng;
namespace json = ufsecp::test::json;

// A non-null pointer to b's bytes even when b is empty (NULL is UFSECP_ERR_NULL_ARG).
const unsigned char* ptr(const Bytes& b) {
    static const unsigned char none = 0;
    return b.empty() ? &none : b.data();
}

// ---- independent reference (written from BIP-341's text, not from src/taproot) ------------

void put_compact(Bytes& out, std::uint64_t v) {
    if (v < 253) {
        out.push_back((unsigned char)v);
    } else if (v <= 0xFFFF) {
        out.push_back(253);
        for (int i = 0; i < 2; i++) out.push_back((unsigned char)(v >> (8 * i)));
    } else if (v <= 0xFFFFFFFF) {
        out.push_back(254);
        for (int i = 0; i < 4; i++) out.push_back((unsigned char)(v >> (8 * i)));
    } else {
        out.push_back(255);
        for (int i = 0; i < 8; i++) out.push_back((unsigned char)(v >> (8 * i)));
    }
}
void put_le(Bytes& out, std::uint64_t v, int n) {
    for (int i = 0; i < n; i++) out.push_back((unsigned char)(v >> (8 * i)));
}
void put(Bytes& out, const Bytes& b) { out.insert(out.end(), b.begin(), b.end()); }
void put_script(Bytes& out, const Bytes& s) { put_compact(out, s.size()), put(out, s); }

Bytes sha(const Bytes& b) {
    Bytes h(32);
    ufsecp::sha256(h.data(), b.data(), b.size());
    return h;
}
Bytes tagged(const std::string& tag, const Bytes& msg) {
    Bytes t = sha(Bytes(tag.begin(), tag.end()));
    Bytes pre = t;
    put(pre, t);
    put(pre, msg);
    return sha(pre);
}

struct RefIn {
    Bytes txid;  // 32
    std::uint32_t vout, sequence;
    Bytes script_sig;
    std::vector<Bytes> witness;
};
struct RefOut {
    std::uint64_t amount;
    Bytes spk;
};
struct RefTx {
    std::uint32_t version = 2, locktime = 0;
    std::vector<RefIn> in;
    std::vector<RefOut> out;
};

Bytes ser_out(const RefOut& o) {
    Bytes b;
    put_le(b, o.amount, 8);
    put_script(b, o.spk);
    return b;
}

Bytes ser_tx(const RefTx& tx, bool with_witness) {
    Bytes b;
    put_le(b, tx.version, 4);
    if (with_witness) b.push_back(0x00), b.push_back(0x01);
    put_compact(b, tx.in.size());
    for (const RefIn& i : tx.in) {
        put(b, i.txid), put_le(b, i.vout, 4), put_script(b, i.script_sig), put_le(b, i.sequence, 4);
    }
    put_compact(b, tx.out.size());
    for (const RefOut& o : tx.out) put(b, ser_out(o));
    if (with_witness)
        for (const RefIn& i : tx.in) {
            put_compact(b, i.witness.size());
            for (const Bytes& w : i.witness) put_script(b, w);
        }
    put_le(b, tx.locktime, 4);
    return b;
}

Bytes ser_spent(const std::vector<RefOut>& spent) {
    Bytes b;
    for (const RefOut& o : spent) put(b, ser_out(o));
    return b;
}

// BIP-341 "Common signature message", plus BIP-342's extension when leaf is given.
Bytes ref_sigmsg(const RefTx& tx, const std::vector<RefOut>& spent, std::size_t idx, unsigned ht,
                 const std::optional<Bytes>& annex, const std::optional<Bytes>& leaf, std::uint32_t codesep) {
    Bytes m;
    m.push_back((unsigned char)ht);
    put_le(m, tx.version, 4);
    put_le(m, tx.locktime, 4);
    const bool anyone = (ht & 0x80) == 0x80;
    const unsigned out_type = ht & 3;
    if (!anyone) {
        Bytes prevouts, amounts, spks, seqs;
        for (const RefIn& i : tx.in) put(prevouts, i.txid), put_le(prevouts, i.vout, 4), put_le(seqs, i.sequence, 4);
        for (const RefOut& o : spent) put_le(amounts, o.amount, 8), put_script(spks, o.spk);
        put(m, sha(prevouts)), put(m, sha(amounts)), put(m, sha(spks)), put(m, sha(seqs));
    }
    if (out_type != 2 && out_type != 3) {
        Bytes outs;
        for (const RefOut& o : tx.out) put(outs, ser_out(o));
        put(m, sha(outs));
    }
    m.push_back((unsigned char)((leaf ? 2 : 0) + (annex ? 1 : 0)));
    if (anyone) {
        const RefIn& i = tx.in[idx];
        put(m, i.txid), put_le(m, i.vout, 4);
        put_le(m, spent[idx].amount, 8);
        put_script(m, spent[idx].spk);
        put_le(m, i.sequence, 4);
    } else {
        put_le(m, idx, 4);
    }
    if (annex) {
        Bytes a;
        put_script(a, *annex);
        put(m, sha(a));
    }
    if (out_type == 3) put(m, sha(ser_out(tx.out[idx])));
    if (leaf) put(m, *leaf), m.push_back(0x00), put_le(m, codesep, 4);
    return m;
}

Bytes ref_sighash(const Bytes& msg) {
    Bytes b{0x00};
    put(b, msg);
    return tagged("TapSighash", b);
}

// BIP-341's taproot_tree_helper on a nested tree.
struct RefTree {
    bool leaf = false;
    unsigned version = 0xC0;
    Bytes script;
    std::vector<RefTree> kids;  // two when not a leaf
};
struct RefLeafInfo {
    unsigned version;
    Bytes script;
    Bytes path;
};
Bytes ref_tree_helper(const RefTree& t, std::vector<RefLeafInfo>& info) {
    if (t.leaf) {
        Bytes d{(unsigned char)t.version};
        put_script(d, t.script);
        info.push_back({t.version, t.script, {}});
        return tagged("TapLeaf", d);
    }
    std::vector<RefLeafInfo> left, right;
    Bytes lh = ref_tree_helper(t.kids[0], left), rh = ref_tree_helper(t.kids[1], right);
    for (auto& l : left) put(l.path, rh), info.push_back(l);
    for (auto& r : right) put(r.path, lh), info.push_back(r);
    if (rh < lh) std::swap(lh, rh);
    Bytes b = lh;
    put(b, rh);
    return tagged("TapBranch", b);
}
// The BIP-371 flat encoding of a nested tree.
void flatten(const RefTree& t, unsigned depth, Bytes& out) {
    if (t.leaf) {
        out.push_back((unsigned char)depth), out.push_back((unsigned char)t.version), put_script(out, t.script);
        return;
    }
    flatten(t.kids[0], depth + 1, out);
    flatten(t.kids[1], depth + 1, out);
}
RefTree tree_from_json(const json::Value& v) {
    RefTree t;
    if (v.is_object()) {
        t.leaf = true;
        t.version = (unsigned)v["leafVersion"].num();
        t.script = unhex(v["script"].str());
        return t;
    }
    if (!v.is_array() || v.size() != 2) throw std::runtime_error("bad scriptTree");
    t.kids = {tree_from_json(v[0]), tree_from_json(v[1])};
    return t;
}
// The leaves' ids in depth-first order.
void leaf_ids(const json::Value& v, std::vector<int>& ids) {
    if (v.is_object()) {
        ids.push_back((int)v["id"].num());
        return;
    }
    leaf_ids(v[0], ids), leaf_ids(v[1], ids);
}

// ---- BIP-341 wallet vectors --------------------------------------------------------------

const json::Value& bip341() {
    static const json::Value v = ufsecp::test::read_vector_json("bip341/wallet-test-vectors.json");
    return v;
}

TEST(TaprootVectors, ScriptPubKey) {
    const json::Value& cases = bip341()["scriptPubKey"];
    ASSERT_EQ(cases.size(), 7u);
    int control_blocks = 0;
    for (std::size_t k = 0; k < cases.size(); k++) {
        SCOPED_TRACE("scriptPubKey case " + std::to_string(k));
        const json::Value& c = cases[k];
        const Bytes internal = unhex(c["given"]["internalPubkey"].str());
        const json::Value& tree = c["given"]["scriptTree"];
        const json::Value& im = c["intermediary"];
        std::optional<Bytes> root;
        Bytes flat;
        std::vector<int> ids;
        if (!tree.is_null()) {
            flatten(tree_from_json(tree), 0, flat);
            leaf_ids(tree, ids);
            // Leaf hashes, indexed by id in the file.
            std::vector<std::string> leaf_hex(ids.size());
            {
                std::vector<const json::Value*> leaves;
                std::vector<const json::Value*> stack{&tree};
                while (!stack.empty()) {
                    const json::Value* v = stack.back();
                    stack.pop_back();
                    if (v->is_object()) leaves.push_back(v);
                    else stack.push_back(&(*v)[1]), stack.push_back(&(*v)[0]);
                }
                for (const json::Value* l : leaves) {
                    const Bytes script = unhex((*l)["script"].str());
                    unsigned char h[32];
                    ASSERT_EQ(ufsecp_taproot_leaf_hash(h, (unsigned)(*l)["leafVersion"].num(), script.data(),
                                                       script.size()),
                              UFSECP_OK);
                    EXPECT_EQ(hex(h, 32), im["leafHashes"][(std::size_t)(*l)["id"].num()].str());
                }
            }
            unsigned char r[32];
            size_t n = 0;
            ASSERT_EQ(ufsecp_taproot_tree_root(r, &n, flat.data(), flat.size()), UFSECP_OK);
            EXPECT_EQ(n, ids.size());
            EXPECT_EQ(hex(r, 32), im["merkleRoot"].str());
            root = Bytes(r, r + 32);
        } else {
            EXPECT_TRUE(im["merkleRoot"].is_null());
        }
        // The tweak (not an ABI output: the internal function, and checked below through
        // the ABI's tweak-add check against the tweaked key).
        unsigned char t[32];
        ufsecp::taproot::tap_tweak_hash(t, internal.data(), root ? root->data() : nullptr);
        EXPECT_EQ(hex(t, 32), im["tweak"].str());
        unsigned char q[32];
        int parity = -1;
        ASSERT_EQ(ufsecp_taproot_output_key(q, &parity, internal.data(), root ? root->data() : nullptr), UFSECP_OK);
        EXPECT_EQ(hex(q, 32), im["tweakedPubkey"].str());
        EXPECT_EQ(ufsecp_xonly_pubkey_tweak_add_check(q, parity, internal.data(), t), UFSECP_OK);
        EXPECT_EQ("5120" + hex(q, 32), c["expected"]["scriptPubKey"].str());
        // bip350Address: bech32m encoding, checked by the address module's tests, not here.
        if (tree.is_null()) {
            EXPECT_FALSE(c["expected"].has("scriptPathControlBlocks"));
            continue;
        }
        const json::Value& cbs = c["expected"]["scriptPathControlBlocks"];
        ASSERT_EQ(cbs.size(), ids.size());
        const RefTree rt = tree_from_json(tree);
        std::vector<RefLeafInfo> info;
        ref_tree_helper(rt, info);
        for (std::size_t i = 0; i < ids.size(); i++) {
            unsigned char cb[UFSECP_TAPROOT_CONTROL_BLOCK_MAX];
            size_t len = sizeof cb;
            ASSERT_EQ(ufsecp_taproot_control_block(cb, &len, internal.data(), flat.data(), flat.size(), i), UFSECP_OK);
            EXPECT_EQ(hex(cb, len), cbs[(std::size_t)ids[i]].str()) << "leaf " << i;
            EXPECT_EQ(ufsecp_taproot_control_block_verify(q, info[i].script.data(), info[i].script.size(), cb, len),
                      UFSECP_OK);
            control_blocks++;
        }
    }
    EXPECT_EQ(control_blocks, 12);  // 0 + 1 + 1 + 2 + 2 + 3 + 3
}

struct KeyPathCase {
    Bytes tx, spent, signed_tx;
};

KeyPathCase keypath_case(const json::Value& c) {
    KeyPathCase k;
    k.tx = unhex(c["given"]["rawUnsignedTx"].str());
    for (std::size_t i = 0; i < c["given"]["utxosSpent"].size(); i++) {
        const json::Value& u = c["given"]["utxosSpent"][i];
        put(k.spent, ser_out({(std::uint64_t)u["amountSats"].num(), unhex(u["scriptPubKey"].str())}));
    }
    k.signed_tx = unhex(c["auxiliary"]["fullySignedTx"].str());
    return k;
}

TEST(TaprootVectors, KeyPathSpending) {
    const json::Value& cases = bip341()["keyPathSpending"];
    ASSERT_EQ(cases.size(), 1u);
    int inputs = 0;
    for (std::size_t k = 0; k < cases.size(); k++) {
        const json::Value& c = cases[k];
        const KeyPathCase kc = keypath_case(c);
        // The per-transaction hashes.
        ufsecp::taproot::SighashCache cache;
        ASSERT_EQ(ufsecp::taproot::sighash_cache_init(cache, kc.tx.data(), kc.tx.size(), kc.spent.data(),
                                                      kc.spent.size()),
                  ufsecp::taproot::SighashStatus::ok);
        const json::Value& ih = c["intermediary"];
        EXPECT_EQ(hex(cache.sha_amounts, 32), ih["hashAmounts"].str());
        EXPECT_EQ(hex(cache.sha_outputs, 32), ih["hashOutputs"].str());
        EXPECT_EQ(hex(cache.sha_prevouts, 32), ih["hashPrevouts"].str());
        EXPECT_EQ(hex(cache.sha_scriptpubkeys, 32), ih["hashScriptPubkeys"].str());
        EXPECT_EQ(hex(cache.sha_sequences, 32), ih["hashSequences"].str());
        ufsecp_taproot_sighash_cache abi_cache, signed_cache;
        ASSERT_EQ(ufsecp_taproot_sighash_cache_init(&abi_cache, kc.tx.data(), kc.tx.size(), kc.spent.data(),
                                                    kc.spent.size()),
                  UFSECP_OK);
        // The fully signed transaction (witness serialization, scriptSigs) parses and gives
        // the same signature hashes: BIP-341 commits to neither.
        ASSERT_EQ(ufsecp_taproot_sighash_cache_init(&signed_cache, kc.signed_tx.data(), kc.signed_tx.size(),
                                                    kc.spent.data(), kc.spent.size()),
                  UFSECP_OK);
        for (std::size_t j = 0; j < c["inputSpending"].size(); j++) {
            const json::Value& in = c["inputSpending"][j];
            const std::size_t idx = (std::size_t)in["given"]["txinIndex"].num();
            SCOPED_TRACE("input " + std::to_string(idx));
            const unsigned ht = (unsigned)in["given"]["hashType"].num();
            const Bytes sk = unhex(in["given"]["internalPrivkey"].str());
            const json::Value& mr = in["given"]["merkleRoot"];
            const std::optional<Bytes> root = mr.is_null() ? std::nullopt : std::optional<Bytes>(unhex(mr.str()));
            const unsigned char* rootp = root ? root->data() : nullptr;
            const json::Value& im = in["intermediary"];

            unsigned char ip[32], t[32], tsk[32];
            ASSERT_EQ(ufsecp_xonly_pubkey_create(ip, nullptr, sk.data()), UFSECP_OK);
            EXPECT_EQ(hex(ip, 32), im["internalPubkey"].str());
            ufsecp::taproot::tap_tweak_hash(t, ip, rootp);
            EXPECT_EQ(hex(t, 32), im["tweak"].str());
            ASSERT_EQ(ufsecp_taproot_tweak_seckey(tsk, sk.data(), rootp), UFSECP_OK);
            EXPECT_EQ(hex(tsk, 32), im["tweakedPrivkey"].str());
            // The keypair variant gives the same key.
            ufsecp_keypair kp, kp2;
            ASSERT_EQ(ufsecp_keypair_create(&kp, sk.data()), UFSECP_OK);
            ASSERT_EQ(ufsecp_taproot_keypair_tweak(&kp, rootp), UFSECP_OK);
            unsigned char kp_sk[32];
            ASSERT_EQ(ufsecp_keypair_seckey(kp_sk, &kp), UFSECP_OK);
            EXPECT_EQ(hex(kp_sk, 32), im["tweakedPrivkey"].str());
            ASSERT_EQ(ufsecp_keypair_create(&kp2, tsk), UFSECP_OK);
            EXPECT_EQ(std::memcmp(&kp, &kp2, sizeof kp), 0);

            // SigMsg and sighash, with the cache, without it, and from the signed serialization.
            unsigned char msg[300], h[32], h2[32], h3[32];
            size_t len = sizeof msg;
            ASSERT_EQ(ufsecp_taproot_sigmsg(msg, &len, &abi_cache, kc.tx.data(), kc.tx.size(), kc.spent.data(),
                                            kc.spent.size(), idx, ht, nullptr, 0, nullptr, 0),
                      UFSECP_OK);
            EXPECT_EQ(hex(msg, len), im["sigMsg"].str());
            len = sizeof msg;
            ASSERT_EQ(ufsecp_taproot_sigmsg(msg, &len, nullptr, kc.tx.data(), kc.tx.size(), kc.spent.data(),
                                            kc.spent.size(), idx, ht, nullptr, 0, nullptr, 0),
                      UFSECP_OK);
            EXPECT_EQ(hex(msg, len), im["sigMsg"].str());
            ASSERT_EQ(ufsecp_taproot_sighash(h, &abi_cache, kc.tx.data(), kc.tx.size(), kc.spent.data(),
                                             kc.spent.size(), idx, ht, nullptr, 0, nullptr, 0),
                      UFSECP_OK);
            EXPECT_EQ(hex(h, 32), im["sigHash"].str());
            ASSERT_EQ(ufsecp_taproot_sighash(h2, nullptr, kc.tx.data(), kc.tx.size(), kc.spent.data(),
                                             kc.spent.size(), idx, ht, nullptr, 0, nullptr, 0),
                      UFSECP_OK);
            ASSERT_EQ(ufsecp_taproot_sighash(h3, &signed_cache, kc.signed_tx.data(), kc.signed_tx.size(),
                                             kc.spent.data(), kc.spent.size(), idx, ht, nullptr, 0, nullptr, 0),
                      UFSECP_OK);
            EXPECT_EQ(std::memcmp(h, h2, 32), 0);
            EXPECT_EQ(std::memcmp(h, h3, 32), 0);

            // The signature, byte for byte (aux randomness all zero, BIP-341 "Test vectors"),
            // with the hash type appended unless it is SIGHASH_DEFAULT.
            unsigned char sig[64];
            ASSERT_EQ(ufsecp_schnorr_sign(sig, h, 32, &kp2, nullptr), UFSECP_OK);
            const unsigned char zero_aux[32] = {0};
            unsigned char sig2[64];
            ASSERT_EQ(ufsecp_schnorr_sign(sig2, h, 32, &kp2, zero_aux), UFSECP_OK);
            EXPECT_EQ(std::memcmp(sig, sig2, 64), 0);
            Bytes witness(sig, sig + 64);
            if (ht != 0) witness.push_back((unsigned char)ht);
            ASSERT_EQ(in["expected"]["witness"].size(), 1u);
            EXPECT_EQ(hex(witness), in["expected"]["witness"][0].str());
            // It verifies under the output key of the spent scriptPubKey.
            unsigned char q[32];
            ASSERT_EQ(ufsecp_taproot_output_key(q, nullptr, ip, rootp), UFSECP_OK);
            const json::Value& u = c["given"]["utxosSpent"][idx];
            EXPECT_EQ("5120" + hex(q, 32), u["scriptPubKey"].str());
            EXPECT_EQ(ufsecp_schnorr_verify(sig, h, 32, q), UFSECP_OK);
            inputs++;
        }
    }
    EXPECT_EQ(inputs, 7);
}

// ---- differential: random transactions against the reference SigMsg -------------------------

Bytes rand_bytes(Rng& rng, std::size_t n) {
    Bytes b(n);
    rng.bytes(b.data(), n);
    return b;
}
std::size_t rand_len(Rng& rng) {
    switch (rng.u32() % 8) {
        case 0: return 0;
        case 1: return 253 + rng.u32() % 300;  // three-byte compact sizes
        default: return rng.u32() % 40;
    }
}
Bytes rand_spk(Rng& rng) {
    if (rng.u32() % 4) {
        Bytes s{0x51, 0x20};
        put(s, rand_bytes(rng, 32));
        return s;
    }
    return rand_bytes(rng, rand_len(rng));
}
RefTx rand_tx(Rng& rng) {
    RefTx tx;
    tx.version = rng.u32();
    tx.locktime = rng.u32();
    const std::size_t n_in = 1 + rng.u32() % 6, n_out = rng.u32() % 6;
    for (std::size_t i = 0; i < n_in; i++) {
        RefIn in{rand_bytes(rng, 32), rng.u32(), rng.u32(), rand_bytes(rng, rand_len(rng)), {}};
        const std::size_t items = rng.u32() % 3;
        for (std::size_t j = 0; j < items; j++) in.witness.push_back(rand_bytes(rng, rand_len(rng)));
        tx.in.push_back(in);
    }
    for (std::size_t i = 0; i < n_out; i++) tx.out.push_back({rng.u64(), rand_spk(rng)});
    return tx;
}

TEST(TaprootSighash, DifferentialRandom) {
    Rng rng(341);
    const unsigned kTypes[] = {0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83};
    int checked = 0, single_rejected = 0;
    for (int iter = 0; iter < ufsecp::test::iters(3000); iter++) {
        const RefTx tx = rand_tx(rng);
        std::vector<RefOut> spent;
        for (std::size_t i = 0; i < tx.in.size(); i++) spent.push_back({rng.u64(), rand_spk(rng)});
        bool any_witness = false;
        for (const RefIn& in : tx.in) any_witness = any_witness || !in.witness.empty();
        const Bytes raw = ser_tx(tx, any_witness && rng.u32() % 2);
        const Bytes sp = ser_spent(spent);
        ufsecp_taproot_sighash_cache cache;
        ASSERT_EQ(ufsecp_taproot_sighash_cache_init(&cache, raw.data(), raw.size(), sp.data(), sp.size()), UFSECP_OK);
        const std::size_t idx = rng.u32() % tx.in.size();
        const unsigned ht = kTypes[rng.u32() % 7];
        std::optional<Bytes> annex, leaf;
        if (rng.u32() % 4 == 0) {
            annex = rand_bytes(rng, 1 + rand_len(rng));
            (*annex)[0] = 0x50;
        }
        if (rng.u32() % 3 == 0) leaf = rand_bytes(rng, 32);
        const std::uint32_t codesep = rng.u32() % 2 ? 0xFFFFFFFFu : rng.u32();
        unsigned char msg[1024], h[32];
        size_t len = sizeof msg;
        const ufsecp_taproot_sighash_cache* cp = rng.u32() % 2 ? &cache : nullptr;
        const ufsecp_status st = ufsecp_taproot_sigmsg(msg, &len, cp, raw.data(), raw.size(), sp.data(), sp.size(), idx,
                                                       ht, annex ? annex->data() : nullptr, annex ? annex->size() : 0,
                                                       leaf ? leaf->data() : nullptr, codesep);
        if ((ht & 3) == 3 && idx >= tx.out.size()) {
            EXPECT_EQ(st, UFSECP_ERR_BAD_HASHTYPE);
            single_rejected++;
            continue;
        }
        ASSERT_EQ(st, UFSECP_OK);
        const Bytes ref = ref_sigmsg(tx, spent, idx, ht, annex, leaf, codesep);
        ASSERT_EQ(hex(msg, len), "00" + hex(ref)) << "iter " << iter << " ht " << ht;
        ASSERT_EQ(ufsecp_taproot_sighash(h, cp, raw.data(), raw.size(), sp.data(), sp.size(), idx, ht,
                                         annex ? annex->data() : nullptr, annex ? annex->size() : 0,
                                         leaf ? leaf->data() : nullptr, codesep),
                  UFSECP_OK);
        ASSERT_EQ(hex(h, 32), hex(ref_sighash(ref)));
        // BIP-341's length formula for P2TR spends.
        if (spent[idx].spk.size() == 34 && !leaf) {
            EXPECT_EQ(len, 175u - ((ht & 0x80) ? 49u : 0u) - ((ht & 3) == 2 ? 32u : 0u) + (annex ? 32u : 0u));
        }
        checked++;
    }
    EXPECT_GT(checked, 1000);
    EXPECT_GT(single_rejected, 0);
}

// Parse/serialize consistency: every random transaction parses, with the counts and the
// layout of the reference serialization, and its witness-stripped form is the legacy one.
TEST(TaprootTx, ParseSerializeConsistency) {
    Rng rng(342);
    for (int iter = 0; iter < ufsecp::test::iters(2000); iter++) {
        RefTx tx = rand_tx(rng);
        bool any_witness = false;
        for (const RefIn& in : tx.in) any_witness = any_witness || !in.witness.empty();
        const bool w = any_witness && rng.u32() % 2;
        const Bytes raw = ser_tx(tx, w), legacy = ser_tx(tx, false);
        ufsecp::taproot::TxInfo info;
        ASSERT_TRUE(ufsecp::taproot::tx_parse(info, raw.data(), raw.size()));
        EXPECT_EQ(info.n_in, tx.in.size());
        EXPECT_EQ(info.n_out, tx.out.size());
        EXPECT_EQ(info.version, tx.version);
        EXPECT_EQ(info.locktime, tx.locktime);
        EXPECT_EQ(info.witness, w);
        Bytes stripped(raw.size());
        stripped.resize(ufsecp::taproot::tx_strip_witness(stripped.data(), info, raw.data(), raw.size()));
        EXPECT_EQ(stripped, legacy);
        // Every proper prefix is rejected, and so is one trailing byte.
        for (std::size_t cut = 0; cut < raw.size(); cut += 1 + rng.u32() % 7)
            ASSERT_FALSE(ufsecp::taproot::tx_parse(info, raw.data(), cut)) << cut;
        Bytes longer = raw;
        longer.push_back(0);
        EXPECT_FALSE(ufsecp::taproot::tx_parse(info, longer.data(), longer.size()));
    }
}

// ---- the parser's rejection table -------------------------------------------------------------

RefTx small_tx() {
    RefTx tx;
    tx.version = 2;
    tx.locktime = 0x11223344;
    tx.in.push_back({Bytes(32, 0xAB), 1, 0xFFFFFFFD, {}, {Bytes{0x01, 0x02}}});
    tx.out.push_back({1000, Bytes{0x51, 0x20}});
    tx.out[0].spk.resize(34, 0x77);
    return tx;
}

TEST(TaprootTx, RejectionTable) {
    const RefTx tx = small_tx();
    const Bytes legacy = ser_tx(tx, false), wit = ser_tx(tx, true);
    const Bytes spent = ser_spent({{5000, tx.out[0].spk}});
    auto status = [&](const Bytes& t, const Bytes& s) {
        ufsecp_taproot_sighash_cache c;
        return ufsecp_taproot_sighash_cache_init(&c, ptr(t), t.size(), ptr(s), s.size());
    };
    EXPECT_EQ(status(legacy, spent), UFSECP_OK);
    EXPECT_EQ(status(wit, spent), UFSECP_OK);
    struct Case {
        const char* what;
        Bytes tx;
    };
    std::vector<Case> bad;
    auto edit = [](Bytes b, std::size_t at, std::size_t erase, const Bytes& ins) {
        b.erase(b.begin() + (long)at, b.begin() + (long)(at + erase));
        b.insert(b.begin() + (long)at, ins.begin(), ins.end());
        return b;
    };
    bad.push_back({"empty", {}});
    bad.push_back({"version only", Bytes(legacy.begin(), legacy.begin() + 4)});
    bad.push_back({"trailing byte", edit(legacy, legacy.size(), 0, {0x00})});
    bad.push_back({"missing locktime byte", Bytes(legacy.begin(), legacy.end() - 1)});
    bad.push_back({"zero inputs", edit(legacy, 4, 1, {0x00})});
    bad.push_back({"non-minimal input count 0xFD 0x01 0x00", edit(legacy, 4, 1, {0xFD, 0x01, 0x00})});
    bad.push_back({"non-minimal input count 0xFE", edit(legacy, 4, 1, {0xFE, 0x01, 0, 0, 0})});
    bad.push_back({"non-minimal input count 0xFF", edit(legacy, 4, 1, {0xFF, 1, 0, 0, 0, 0, 0, 0, 0})});
    bad.push_back({"huge input count 0x02000000", edit(legacy, 4, 1, {0xFE, 0, 0, 0, 0x02})});
    bad.push_back({"input count above MAX_SIZE", edit(legacy, 4, 1, {0xFE, 1, 0, 0, 0x02})});
    bad.push_back({"input count 2^64-1", edit(legacy, 4, 1, {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF})});
    bad.push_back({"two inputs, one present", edit(legacy, 4, 1, {0x02})});
    // scriptSig length at offset 4 + 1 + 36 = 41.
    bad.push_back({"scriptSig longer than the tx", edit(legacy, 41, 1, {0xFD, 0xFF, 0x00})});
    bad.push_back({"non-minimal scriptSig length", edit(legacy, 41, 1, {0xFD, 0x00, 0x00})});
    // output count at 41 + 1 + 4 = 46.
    bad.push_back({"huge output count", edit(legacy, 46, 1, {0xFE, 0xFF, 0xFF, 0x00, 0x00})});
    bad.push_back({"output count 2, one present", edit(legacy, 46, 1, {0x02})});
    // witness form: marker/flag at 4..5.
    bad.push_back({"witness flag 0x02", edit(wit, 5, 1, {0x02})});
    bad.push_back({"witness flag 0x00", edit(wit, 5, 1, {0x00})});
    {
        RefTx empty_w = tx;
        empty_w.in[0].witness.clear();
        bad.push_back({"superfluous witness (all stacks empty)", ser_tx(empty_w, true)});
    }
    bad.push_back({"witness truncated", Bytes(wit.begin(), wit.end() - 5)});
    bad.push_back({"witness item count huge", edit(wit, wit.size() - 4 - 4, 1, {0xFE, 0, 0, 0, 1})});
    for (const Case& c : bad) EXPECT_EQ(status(c.tx, spent), UFSECP_ERR_BAD_TX) << c.what;
    // Spent outputs: one per input, exactly.
    EXPECT_EQ(status(legacy, {}), UFSECP_ERR_BAD_TX);
    EXPECT_EQ(status(legacy, edit(spent, spent.size(), 0, spent)), UFSECP_ERR_BAD_TX);
    EXPECT_EQ(status(legacy, edit(spent, spent.size(), 0, {0})), UFSECP_ERR_BAD_TX);
    EXPECT_EQ(status(legacy, Bytes(spent.begin(), spent.end() - 1)), UFSECP_ERR_BAD_TX);
    EXPECT_EQ(status(legacy, edit(spent, 8, 1, {0xFD, 34, 0})), UFSECP_ERR_BAD_TX);  // non-minimal
    // The sighash without a cache reports the same.
    unsigned char h[32];
    for (const Case& c : bad)
        EXPECT_EQ(ufsecp_taproot_sighash(h, nullptr, ptr(c.tx), c.tx.size(), spent.data(), spent.size(), 0, 0,
                                         nullptr, 0, nullptr, 0),
                  UFSECP_ERR_BAD_TX)
            << c.what;
}

TEST(TaprootSighash, ArgumentErrors) {
    const RefTx tx = small_tx();
    const Bytes raw = ser_tx(tx, false);
    const Bytes spent = ser_spent({{5000, tx.out[0].spk}});
    ufsecp_taproot_sighash_cache c, zero;
    std::memset(&zero, 0, sizeof zero);
    ASSERT_EQ(ufsecp_taproot_sighash_cache_init(&c, raw.data(), raw.size(), spent.data(), spent.size()), UFSECP_OK);
    unsigned char h[32];
    auto sh = [&](const ufsecp_taproot_sighash_cache* cp, std::size_t idx, unsigned ht, const Bytes* annex) {
        return ufsecp_taproot_sighash(h, cp, raw.data(), raw.size(), spent.data(), spent.size(), idx, ht,
                                      annex ? annex->data() : nullptr, annex ? annex->size() : 0, nullptr, 0);
    };
    for (unsigned ht : {0x00u, 0x01u, 0x02u, 0x03u, 0x81u, 0x82u, 0x83u}) EXPECT_EQ(sh(&c, 0, ht, nullptr), UFSECP_OK);
    for (unsigned ht : {0x04u, 0x05u, 0x10u, 0x40u, 0x41u, 0x80u, 0x84u, 0xC1u, 0xFFu, 0x101u, 0x181u, 0xFFFFFFFFu})
        EXPECT_EQ(sh(&c, 0, ht, nullptr), UFSECP_ERR_BAD_HASHTYPE) << ht;
    EXPECT_EQ(sh(&c, 1, 0, nullptr), UFSECP_ERR_BAD_ARG);
    EXPECT_EQ(sh(nullptr, 1, 0, nullptr), UFSECP_ERR_BAD_ARG);
    const Bytes good_annex{0x50, 0x01}, bad_annex{0x51}, empty_annex{};
    EXPECT_EQ(sh(&c, 0, 0, &good_annex), UFSECP_OK);
    EXPECT_EQ(sh(&c, 0, 0, &bad_annex), UFSECP_ERR_BAD_ARG);
    // An annex pointer with length 0: empty, not an annex.
    EXPECT_EQ(ufsecp_taproot_sighash(h, &c, raw.data(), raw.size(), spent.data(), spent.size(), 0, 0,
                                     good_annex.data(), 0, nullptr, 0),
              UFSECP_ERR_BAD_ARG);
    EXPECT_EQ(sh(&zero, 0, 0, nullptr), UFSECP_ERR_BAD_ARG);
    ufsecp_taproot_sighash_cache corrupt = c;
    corrupt.data[16] ^= 1;  // input count
    EXPECT_EQ(sh(&corrupt, 0, 0, nullptr), UFSECP_ERR_BAD_ARG);
    // A cache from another transaction (another locktime, same lengths).
    RefTx other = tx;
    other.locktime ^= 1;
    const Bytes raw2 = ser_tx(other, false);
    ufsecp_taproot_sighash_cache c2;
    ASSERT_EQ(ufsecp_taproot_sighash_cache_init(&c2, raw2.data(), raw2.size(), spent.data(), spent.size()), UFSECP_OK);
    EXPECT_EQ(sh(&c2, 0, 0, nullptr), UFSECP_ERR_BAD_ARG);
    // SIGHASH_SINGLE without its output: input 1 of a two-input, one-output transaction.
    RefTx two = tx;
    two.in.push_back(two.in[0]);
    two.in[1].vout = 7;
    const Bytes raw3 = ser_tx(two, false);
    const Bytes spent3 = ser_spent({{5000, tx.out[0].spk}, {6000, tx.out[0].spk}});
    for (unsigned ht : {0x03u, 0x83u})
        EXPECT_EQ(ufsecp_taproot_sighash(h, nullptr, raw3.data(), raw3.size(), spent3.data(), spent3.size(), 1, ht,
                                         nullptr, 0, nullptr, 0),
                  UFSECP_ERR_BAD_HASHTYPE);
    for (unsigned ht : {0x00u, 0x01u, 0x02u, 0x81u, 0x82u})
        EXPECT_EQ(ufsecp_taproot_sighash(h, nullptr, raw3.data(), raw3.size(), spent3.data(), spent3.size(), 1, ht,
                                         nullptr, 0, nullptr, 0),
                  UFSECP_OK);
    // sigmsg size query.
    size_t len = 0;
    EXPECT_EQ(ufsecp_taproot_sigmsg(nullptr, &len, &c, raw.data(), raw.size(), spent.data(), spent.size(), 0, 0,
                                    nullptr, 0, nullptr, 0),
              UFSECP_ERR_BUFFER_TOO_SMALL);
    EXPECT_EQ(len, 175u);
}

// ---- trees ---------------------------------------------------------------------------------

RefTree rand_tree(Rng& rng, int leaves) {
    RefTree t;
    if (leaves == 1) {
        t.leaf = true;
        static const unsigned kVersions[] = {0xC0, 0xC2, 0xFA, 0x66, 0x7E, 0x02, 0xFE};
        t.version = kVersions[rng.u32() % 7];
        t.script = rand_bytes(rng, rand_len(rng));
        return t;
    }
    const int left = 1 + (int)(rng.u32() % (unsigned)(leaves - 1));
    t.kids = {rand_tree(rng, left), rand_tree(rng, leaves - left)};
    return t;
}

TEST(TaprootTree, DifferentialRandom) {
    Rng rng(343);
    for (int iter = 0; iter < ufsecp::test::iters(300); iter++) {
        const RefTree t = rand_tree(rng, 1 + (int)(rng.u32() % 12));
        std::vector<RefLeafInfo> info;
        const Bytes root = ref_tree_helper(t, info);
        Bytes flat;
        flatten(t, 0, flat);
        unsigned char r[32];
        size_t n = 0;
        ASSERT_EQ(ufsecp_taproot_tree_root(r, &n, flat.data(), flat.size()), UFSECP_OK);
        ASSERT_EQ(n, info.size());
        ASSERT_EQ(hex(r, 32), hex(root));
        unsigned char internal[32], q[32];
        Bytes sk = rand_bytes(rng, 32);
        sk[0] = 0x01;
        ASSERT_EQ(ufsecp_xonly_pubkey_create(internal, nullptr, sk.data()), UFSECP_OK);
        int parity = 0;
        ASSERT_EQ(ufsecp_taproot_output_key(q, &parity, internal, r), UFSECP_OK);
        for (std::size_t i = 0; i < info.size(); i++) {
            unsigned char cb[UFSECP_TAPROOT_CONTROL_BLOCK_MAX];
            size_t len = sizeof cb;
            ASSERT_EQ(ufsecp_taproot_control_block(cb, &len, internal, flat.data(), flat.size(), i), UFSECP_OK);
            Bytes want{(unsigned char)(info[i].version | (unsigned)parity)};
            put(want, Bytes(internal, internal + 32));
            put(want, info[i].path);  // BIP-341's taproot_sign_script
            ASSERT_EQ(hex(cb, len), hex(want));
            ASSERT_EQ(ufsecp_taproot_control_block_verify(q, info[i].script.data(), info[i].script.size(), cb, len),
                      UFSECP_OK);
        }
        size_t len = sizeof(unsigned char[8]);
        unsigned char tiny[8];
        EXPECT_EQ(ufsecp_taproot_control_block(tiny, &len, internal, flat.data(), flat.size(), info.size()),
                  UFSECP_ERR_BAD_ARG);
    }
}

Bytes chain_tree(unsigned depth) {
    // A caterpillar: leaves at depths 1, 2, ..., depth, depth.
    Bytes flat;
    for (unsigned d = 1; d <= depth; d++) flat.push_back((unsigned char)d), flat.push_back(0xC0), flat.push_back(1),
                                          flat.push_back((unsigned char)d);
    flat.push_back((unsigned char)depth), flat.push_back(0xC0), flat.push_back(0);
    return flat;
}

TEST(TaprootTree, Malformed) {
    unsigned char r[32];
    auto st = [&](const Bytes& t) { return ufsecp_taproot_tree_root(r, nullptr, ptr(t), t.size()); };
    EXPECT_EQ(st({}), UFSECP_ERR_BAD_TAPTREE);
    EXPECT_EQ(st({0, 0xC0, 0}), UFSECP_OK);
    EXPECT_EQ(st({0, 0xC0, 0, 0, 0xC0, 0}), UFSECP_ERR_BAD_TAPTREE);  // two roots
    EXPECT_EQ(st({1, 0xC0, 0}), UFSECP_ERR_BAD_TAPTREE);              // a leaf without sibling
    EXPECT_EQ(st({1, 0xC0, 0, 1, 0xC0, 0}), UFSECP_OK);
    EXPECT_EQ(st({1, 0xC0, 0, 1, 0xC0, 0, 1, 0xC0, 0}), UFSECP_ERR_BAD_TAPTREE);
    EXPECT_EQ(st({2, 0xC0, 0, 1, 0xC0, 0, 2, 0xC0, 0}), UFSECP_ERR_BAD_TAPTREE);  // depth 2 left alone
    EXPECT_EQ(st({1, 0xC0, 0, 2, 0xC0, 0, 2, 0xC0, 0}), UFSECP_OK);
    EXPECT_EQ(st({1, 0xC0, 0, 2, 0xC0, 0}), UFSECP_ERR_BAD_TAPTREE);
    EXPECT_EQ(st({1, 0xC0}), UFSECP_ERR_BAD_TAPTREE);                 // truncated
    EXPECT_EQ(st({1, 0xC0, 2, 0x51}), UFSECP_ERR_BAD_TAPTREE);        // script truncated
    EXPECT_EQ(st({0, 0xC0, 0xFD, 0x01, 0x00, 0x51}), UFSECP_ERR_BAD_TAPTREE);  // non-minimal size
    EXPECT_EQ(st({0, 0xC0, 0, 0}), UFSECP_ERR_BAD_TAPTREE);           // trailing byte
    EXPECT_EQ(st({0, 0xC1, 0}), UFSECP_ERR_BAD_LEAF_VERSION);
    EXPECT_EQ(st({0, 0x50, 0}), UFSECP_ERR_BAD_LEAF_VERSION);
    EXPECT_EQ(st({0, 0xFF, 0}), UFSECP_ERR_BAD_LEAF_VERSION);
    EXPECT_EQ(st({0, 0x00, 0}), UFSECP_OK);  // even, not the annex tag: allowed
    EXPECT_EQ(st({129, 0xC0, 0, 129, 0xC0, 0}), UFSECP_ERR_BAD_TAPTREE);
    // Depth 128 is the limit: the deepest leaves of a caterpillar of depth 128 have a
    // 128-hash path, the longest control block.
    const Bytes deep = chain_tree(128);
    size_t n = 0;
    ASSERT_EQ(ufsecp_taproot_tree_root(r, &n, deep.data(), deep.size()), UFSECP_OK);
    EXPECT_EQ(n, 129u);
    unsigned char internal[32], q[32], cb[UFSECP_TAPROOT_CONTROL_BLOCK_MAX];
    const unsigned char one[32] = {1};
    ASSERT_EQ(ufsecp_xonly_pubkey_create(internal, nullptr, one), UFSECP_OK);
    ASSERT_EQ(ufsecp_taproot_output_key(q, nullptr, internal, r), UFSECP_OK);
    size_t len = 0;
    EXPECT_EQ(ufsecp_taproot_control_block(nullptr, &len, internal, deep.data(), deep.size(), 128),
              UFSECP_ERR_BUFFER_TOO_SMALL);
    EXPECT_EQ(len, (size_t)UFSECP_TAPROOT_CONTROL_BLOCK_MAX);
    ASSERT_EQ(ufsecp_taproot_control_block(cb, &len, internal, deep.data(), deep.size(), 128), UFSECP_OK);
    EXPECT_EQ(ufsecp_taproot_control_block_verify(q, nullptr, 0, cb, len), UFSECP_OK);
    EXPECT_EQ(st(chain_tree(129)), UFSECP_ERR_BAD_TAPTREE);
}

TEST(TaprootControlBlock, Negative) {
    Rng rng(344);
    const RefTree t = rand_tree(rng, 5);
    Bytes flat;
    flatten(t, 0, flat);
    std::vector<RefLeafInfo> info;
    ref_tree_helper(t, info);
    unsigned char internal[32], q[32], root[32];
    const unsigned char sk[32] = {7, 7, 7};
    ASSERT_EQ(ufsecp_xonly_pubkey_create(internal, nullptr, sk), UFSECP_OK);
    ASSERT_EQ(ufsecp_taproot_tree_root(root, nullptr, flat.data(), flat.size()), UFSECP_OK);
    ASSERT_EQ(ufsecp_taproot_output_key(q, nullptr, internal, root), UFSECP_OK);
    for (std::size_t i = 0; i < info.size(); i++) {
        unsigned char cbuf[UFSECP_TAPROOT_CONTROL_BLOCK_MAX];
        size_t len = sizeof cbuf;
        ASSERT_EQ(ufsecp_taproot_control_block(cbuf, &len, internal, flat.data(), flat.size(), i), UFSECP_OK);
        const Bytes cb(cbuf, cbuf + len);
        const Bytes& s = info[i].script;
        auto verify = [&](const Bytes& c, const Bytes& script, const unsigned char* key) {
            return ufsecp_taproot_control_block_verify(key, script.data(), script.size(), c.data(), c.size());
        };
        EXPECT_EQ(verify(cb, s, q), UFSECP_OK);
        Bytes x = cb;
        x[0] ^= 1;  // parity
        EXPECT_EQ(verify(x, s, q), UFSECP_ERR_VERIFY_FAILED);
        x = cb;
        x[0] ^= 2;  // another leaf version
        EXPECT_EQ(verify(x, s, q), x[0] >= 0x50 && x[0] <= 0x51 ? UFSECP_ERR_BAD_LEAF_VERSION
                                                                : UFSECP_ERR_VERIFY_FAILED);
        x = cb;
        x[0] = (unsigned char)(0x50 | (cb[0] & 1));
        EXPECT_EQ(verify(x, s, q), UFSECP_ERR_BAD_LEAF_VERSION);
        Bytes s2 = s;
        s2.push_back(0x51);
        EXPECT_EQ(verify(cb, s2, q), UFSECP_ERR_VERIFY_FAILED);
        unsigned char q2[32];
        std::memcpy(q2, q, 32);
        q2[31] ^= 1;
        EXPECT_EQ(verify(cb, s, q2), UFSECP_ERR_VERIFY_FAILED);
        for (std::size_t b = 33; b < cb.size(); b += 32) {  // every path hash
            x = cb;
            x[b + rng.u32() % 32] ^= (unsigned char)(1u << (rng.u32() % 8));
            EXPECT_EQ(verify(x, s, q), UFSECP_ERR_VERIFY_FAILED);
        }
        if (cb.size() > 33) {  // a hash missing or extra
            x = Bytes(cb.begin(), cb.end() - 32);
            EXPECT_EQ(verify(x, s, q), UFSECP_ERR_VERIFY_FAILED);
        }
        x = cb;
        put(x, Bytes(32, 0x42));
        EXPECT_EQ(verify(x, s, q), UFSECP_ERR_VERIFY_FAILED);
        for (std::size_t cut : {std::size_t{0}, std::size_t{1}, std::size_t{32}, cb.size() - 1})
            EXPECT_EQ(ufsecp_taproot_control_block_verify(q, s.data(), s.size(), cb.data(), cut), UFSECP_ERR_BAD_LENGTH)
                << cut;
        x = cb;
        x.push_back(0);
        EXPECT_EQ(verify(x, s, q), UFSECP_ERR_BAD_LENGTH);
        x = cb;
        std::memset(x.data() + 1, 0xFF, 32);  // x >= p: not an x-only key
        EXPECT_EQ(verify(x, s, q), UFSECP_ERR_BAD_PUBKEY);
    }
    // m = 129: too long.
    Bytes big(33 + 32 * 129, 0);
    big[0] = 0xC0;
    std::memcpy(big.data() + 1, internal, 32);
    EXPECT_EQ(ufsecp_taproot_control_block_verify(q, nullptr, 0, big.data(), big.size()), UFSECP_ERR_BAD_LENGTH);
}

// ---- keys ------------------------------------------------------------------------------------

TEST(TaprootKeys, TweakSeckeyAgainstReference) {
    using namespace ufsecp::ref;
    Rng rng(345);
    const Mod& n = order_n();
    for (int iter = 0; iter < ufsecp::test::iters(150); iter++) {
        unsigned char sk[32], root[32];
        rng.bytes32_edgy(sk);
        rng.bytes(root, 32);
        const bool with_root = rng.u32() % 2;
        const unsigned char* rp = with_root ? root : nullptr;
        const U256 d = U256::from_be(sk);
        unsigned char out[32];
        const ufsecp_status st = ufsecp_taproot_tweak_seckey(out, sk, rp);
        if (d.is_zero() || cmp(d, n.m) >= 0) {
            EXPECT_EQ(st, UFSECP_ERR_BAD_SECKEY);
            continue;
        }
        ASSERT_EQ(st, UFSECP_OK);
        // BIP-341 taproot_tweak_seckey on the reference curve.
        const Point P = ec_mul_g(d);
        const U256 d0 = u256_is_even(P.y) ? d : n.neg(d);
        unsigned char px[32];
        P.x.to_be(px);
        Bytes pre(px, px + 32);
        if (with_root) put(pre, Bytes(root, root + 32));
        const Bytes t = tagged("TapTweak", pre);
        const U256 tv = U256::from_be(t.data());
        const U256 want = n.add(d0, tv);
        unsigned char w[32];
        want.to_be(w);
        EXPECT_EQ(hex(out, 32), hex(w, 32));
        // Q = lift_x(P) + t*G, and the output key of the ABI; the tweaked key's public key is Q.
        Point lifted;
        ASSERT_TRUE(ec_lift_x(lifted, P.x, false));
        const Point Q = ec_add(lifted, ec_mul_g(tv));
        unsigned char q[32], qx[32], pk[32];
        int parity = -1, pk_parity = -1;
        ASSERT_EQ(ufsecp_taproot_output_key(q, &parity, px, rp), UFSECP_OK);
        Q.x.to_be(qx);
        EXPECT_EQ(hex(q, 32), hex(qx, 32));
        EXPECT_EQ(parity, u256_is_even(Q.y) ? 0 : 1);
        ASSERT_EQ(ufsecp_xonly_pubkey_create(pk, &pk_parity, out), UFSECP_OK);
        EXPECT_EQ(hex(pk, 32), hex(q, 32));
        EXPECT_EQ(pk_parity, parity);
        // The keypair variant.
        ufsecp_keypair kp;
        ASSERT_EQ(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
        ASSERT_EQ(ufsecp_taproot_keypair_tweak(&kp, rp), UFSECP_OK);
        unsigned char ksk[32];
        ASSERT_EQ(ufsecp_keypair_seckey(ksk, &kp), UFSECP_OK);
        EXPECT_EQ(hex(ksk, 32), hex(out, 32));
    }
}

TEST(TaprootKeys, Errors) {
    unsigned char out[32], zero[32] = {0}, big[32];
    std::memset(big, 0xFF, 32);
    int parity;
    EXPECT_EQ(ufsecp_taproot_output_key(out, &parity, big, nullptr), UFSECP_ERR_BAD_PUBKEY);
    EXPECT_EQ(ufsecp_taproot_output_key(out, &parity, zero, nullptr), UFSECP_ERR_BAD_PUBKEY);  // 7 is no square
    EXPECT_EQ(ufsecp_taproot_tweak_seckey(out, zero, nullptr), UFSECP_ERR_BAD_SECKEY);
    EXPECT_EQ(ufsecp_taproot_tweak_seckey(out, big, nullptr), UFSECP_ERR_BAD_SECKEY);
    ufsecp_keypair kp;
    std::memset(&kp, 0, sizeof kp);
    EXPECT_EQ(ufsecp_taproot_keypair_tweak(&kp, nullptr), UFSECP_ERR_BAD_KEYPAIR);
    EXPECT_EQ(ufsecp_taproot_output_key(nullptr, &parity, big, nullptr), UFSECP_ERR_NULL_ARG);
    EXPECT_EQ(ufsecp_taproot_leaf_hash(out, 0xC0, nullptr, 1), UFSECP_ERR_NULL_ARG);
    EXPECT_EQ(ufsecp_taproot_leaf_hash(out, 0xC0, nullptr, 0), UFSECP_OK);
    EXPECT_EQ(ufsecp_taproot_leaf_hash(out, 0x1C0, nullptr, 0), UFSECP_ERR_BAD_LEAF_VERSION);
    // The branch hash is symmetric.
    unsigned char a[32] = {1}, b[32] = {2}, h1[32], h2[32];
    ASSERT_EQ(ufsecp_taproot_branch_hash(h1, a, b), UFSECP_OK);
    ASSERT_EQ(ufsecp_taproot_branch_hash(h2, b, a), UFSECP_OK);
    EXPECT_EQ(std::memcmp(h1, h2, 32), 0);
    EXPECT_EQ(std::string(ufsecp_status_string(UFSECP_ERR_BAD_TAPTREE)), "UFSECP_ERR_BAD_TAPTREE");
    EXPECT_EQ(std::string(ufsecp_status_string(UFSECP_ERR_BAD_TX)), "UFSECP_ERR_BAD_TX");
    EXPECT_EQ(std::string(ufsecp_status_string(UFSECP_ERR_BAD_HASHTYPE)), "UFSECP_ERR_BAD_HASHTYPE");
    EXPECT_EQ(std::string(ufsecp_status_string(UFSECP_ERR_BAD_LEAF_VERSION)), "UFSECP_ERR_BAD_LEAF_VERSION");
}

}  // namespace
