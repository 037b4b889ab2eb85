/* ufsecp — the wallet layer's official vectors through the C ABI only, on any platform: run
 * natively by ctest (both field tiers) and cross-built and run under qemu-user by
 * scripts/test-cross.sh next to portable_check.c (which holds BIP-32's test vectors 1-5 and
 * the deterministic chains), so the vectors below also pass on big-endian s390x and on the
 * 32-bit tiers:
 *
 *   BIP-39   bip39/vectors.json, all 288 (12 languages): the seed of the mnemonic with
 *            "TREZOR" as given and in NFKD form; the English mnemonic from its entropy and
 *            back; the master xprv of the seed (BIP-32)
 *            bip39/bip32JP_test_JP_BIP39.json, all 24: the Japanese mnemonic from the entropy
 *            with bip39/japanese.txt as the caller's list (NFKD-equal to the vector's) and
 *            back, the seed with the non-ASCII passphrase, the master xprv
 *   BIP-341  bip341/wallet-test-vectors.json: every scriptPubKey case (leaf hashes, Merkle
 *            root, output key, scriptPubKey, address, every control block built and verified)
 *            and every key-path input (tweaked secret key, SigMsg, sighash, the witness
 *            signature byte for byte)
 *   BIP-328  bip328/vectors.json: the aggregate key's xpub (key aggregation is MuSig2's)
 *
 * Usage: wallet_vectors [vectors directory]   ($UFSECP_VECTORS_DIR, when set, wins).
 * Prints "N passed, M failed"; exits non-zero on any failure. */
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/abi_check.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_address.h"
#include "ufsecp/ufsecp_bip32.h"
#include "ufsecp/ufsecp_bip39.h"
#include "ufsecp/ufsecp_taproot.h"

namespace {

using namespace ufsecp::test::abi_check;

using ufsecp::test::json::Value;


std::string nfkd(const std::string& s) {
    std::vector<char> out(s.size() * 18 + 1);
    std::size_t len = out.size();
    if (!ok(ufsecp_utf8_nfkd(out.data(), &len, s.data(), s.size()), "nfkd")) return {};
    return std::string(out.data(), len);
}

constexpr uint32_t kXprv = 0x0488ADE4, kXpub = 0x0488B21E;

std::string xprv_of_seed(const unsigned char* seed, std::size_t n) {
    ufsecp_bip32_key m;
    char buf[UFSECP_BIP32_SERIALIZED_SIZE];
    std::size_t len = sizeof buf;
    if (!ok(ufsecp_bip32_master(&m, seed, n), "bip32 master")) return {};
    if (!ok(ufsecp_bip32_serialize(buf, &len, &m, kXprv), "bip32 serialize")) return {};
    return std::string(buf, len);
}

// ---- BIP-39 -----------------------------------------------------------------------------
void bip39_trezor() {
    const Value v = ufsecp::test::read_vector_json("bip39/vectors.json");
    int n = 0;
    for (const auto& lang : v.members) {
        for (const Value& row : lang.value.items) {
            const std::string what = "bip39 " + lang.key + " #" + std::to_string(n);
            const Bytes entropy = unhex(row[0].str());
            const std::string& mnemonic = row[1].str();
            unsigned char seed[64];
            if (ok(ufsecp_bip39_mnemonic_to_seed(seed, mnemonic.c_str(), "TREZOR"), what + " seed"))
                check(eq(seed, 64, row[2].str()), what + " seed bytes");
            const std::string norm = nfkd(mnemonic);
            if (ok(ufsecp_bip39_mnemonic_to_seed(seed, norm.c_str(), "TREZOR"), what + " seed (NFKD text)"))
                check(eq(seed, 64, row[2].str()), what + " seed bytes (NFKD text)");
            check(xprv_of_seed(seed, 64) == row[3].str(), what + " master xprv");
            if (lang.key == "english") {
                char text[UFSECP_BIP39_MNEMONIC_MAX];
                std::size_t len = sizeof text;
                if (ok(ufsecp_bip39_mnemonic_from_entropy(text, &len, entropy.data(), entropy.size()), what + " encode"))
                    check(std::string(text, len) == mnemonic, what + " mnemonic");
                unsigned char back[32];
                len = sizeof back;
                if (ok(ufsecp_bip39_mnemonic_to_entropy(back, &len, mnemonic.c_str()), what + " decode"))
                    check(Bytes(back, back + len) == entropy, what + " entropy");
            }
            n++;
        }
    }
    check(n == 288, "bip39/vectors.json holds 288 vectors (" + std::to_string(n) + ")");
}

void bip39_japanese() {
    std::ifstream f(ufsecp::test::vector_path("bip39/japanese.txt"), std::ios::binary);
    std::vector<std::string> words;
    for (std::string w; std::getline(f, w);)
        if (!w.empty()) words.push_back(w);
    check(words.size() == 2048, "japanese.txt has 2048 words");
    if (words.size() != 2048) return;
    std::vector<const char*> list;
    for (const auto& w : words) list.push_back(w.c_str());
    const Value v = ufsecp::test::read_vector_json("bip39/bip32JP_test_JP_BIP39.json");
    int n = 0;
    for (const Value& row : v.items) {
        const std::string what = "bip39 japanese #" + std::to_string(n++);
        const Bytes entropy = unhex(row["entropy"].str());
        const std::string& mnemonic = row["mnemonic"].str();
        char text[4 * UFSECP_BIP39_MNEMONIC_MAX];
        std::size_t len = sizeof text;
        if (ok(ufsecp_bip39_mnemonic_from_entropy_wordlist(text, &len, entropy.data(), entropy.size(), list.data(),
                                                           "\xE3\x80\x80"),
               what + " encode"))
            check(nfkd(std::string(text, len)) == nfkd(mnemonic), what + " mnemonic (NFKD-equal)");
        unsigned char back[32];
        len = sizeof back;
        if (ok(ufsecp_bip39_mnemonic_to_entropy_wordlist(back, &len, mnemonic.c_str(), list.data()), what + " decode"))
            check(Bytes(back, back + len) == entropy, what + " entropy");
        unsigned char seed[64];
        if (ok(ufsecp_bip39_mnemonic_to_seed(seed, mnemonic.c_str(), row["passphrase"].str().c_str()), what + " seed"))
            check(eq(seed, 64, row["seed"].str()), what + " seed bytes");
        check(xprv_of_seed(seed, 64) == row["bip32_xprv"].str(), what + " master xprv");
    }
    check(n == 24, "the Japanese file holds 24 vectors");
}

// ---- BIP-341 ----------------------------------------------------------------------------
// The tree in BIP-371's flat encoding, leaves depth first; ids[k] = the vector's id of leaf k.
void flatten(const Value& node, unsigned depth, Bytes& out, std::vector<int>& ids) {
    if (node.is_object()) {
        const Bytes script = unhex(node["script"].str());
        if (script.size() >= 0xFD) throw std::runtime_error("long script in the vectors");
        out.push_back(static_cast<unsigned char>(depth));
        out.push_back(static_cast<unsigned char>(node["leafVersion"].num()));
        out.push_back(static_cast<unsigned char>(script.size()));
        out.insert(out.end(), script.begin(), script.end());
        ids.push_back(static_cast<int>(node["id"].num()));
        return;
    }
    for (const Value& child : node.items) flatten(child, depth + 1, out, ids);
}

const Value* leaf_by_id(const Value& node, int id) {
    if (node.is_object()) return static_cast<int>(node["id"].num()) == id ? &node : nullptr;
    for (const Value& child : node.items)
        if (const Value* p = leaf_by_id(child, id)) return p;
    return nullptr;
}

void bip341_script_pubkeys(const Value& v) {
    int n = 0;
    for (const Value& c : v["scriptPubKey"].items) {
        const std::string what = "bip341 scriptPubKey #" + std::to_string(n++);
        const Bytes internal = unhex(c["given"]["internalPubkey"].str());
        const Value& tree = c["given"]["scriptTree"];
        Bytes root;
        if (!tree.is_null()) {
            Bytes flat;
            std::vector<int> ids;
            flatten(tree, 0, flat, ids);
            if (tree.is_object()) flat[0] = 0;  // one leaf alone: depth 0
            unsigned char r[32];
            std::size_t nl = 0;
            if (ok(ufsecp_taproot_tree_root(r, &nl, flat.data(), flat.size()), what + " tree root")) {
                check(eq(r, 32, c["intermediary"]["merkleRoot"].str()) && nl == ids.size(), what + " merkle root");
                root.assign(r, r + 32);
            }
            for (std::size_t k = 0; k < ids.size(); k++) {
                const Value* leaf = leaf_by_id(tree, ids[k]);
                const Bytes script = unhex((*leaf)["script"].str());
                unsigned char lh[32];
                if (ok(ufsecp_taproot_leaf_hash(lh, static_cast<unsigned>((*leaf)["leafVersion"].num()), script.data(),
                                                script.size()),
                       what + " leaf hash"))
                    check(eq(lh, 32, c["intermediary"]["leafHashes"][ids[k]].str()), what + " leaf hash bytes");
                unsigned char cb[UFSECP_TAPROOT_CONTROL_BLOCK_MAX];
                std::size_t cb_len = sizeof cb;
                if (ok(ufsecp_taproot_control_block(cb, &cb_len, internal.data(), flat.data(), flat.size(), k),
                       what + " control block"))
                    check(Bytes(cb, cb + cb_len) == unhex(c["expected"]["scriptPathControlBlocks"][ids[k]].str()),
                          what + " control block bytes");
                const Bytes q = unhex(c["intermediary"]["tweakedPubkey"].str());
                ok(ufsecp_taproot_control_block_verify(q.data(), script.data(), script.size(), cb, cb_len),
                   what + " control block verifies");
            }
        }
        unsigned char q[32];
        int parity = 0;
        if (!ok(ufsecp_taproot_output_key(q, &parity, internal.data(), root.empty() ? nullptr : root.data()),
                what + " output key"))
            continue;
        check(eq(q, 32, c["intermediary"]["tweakedPubkey"].str()), what + " output key bytes");
        unsigned char spk[64];
        std::size_t spk_len = sizeof spk;
        char addr[UFSECP_ADDRESS_MAX_SIZE];
        std::size_t addr_len = sizeof addr;
        if (ok(ufsecp_address_p2tr(addr, &addr_len, "bc", q), what + " address"))
            check(std::string(addr, addr_len) == c["expected"]["bip350Address"].str(), what + " address text");
        if (ok(ufsecp_address_to_script(spk, &spk_len, c["expected"]["bip350Address"].str().c_str(), "bc", 0x00, 0x05),
               what + " address to script"))
            check(eq(spk, spk_len, c["expected"]["scriptPubKey"].str()), what + " scriptPubKey");
    }
    check(n == 7, "bip341 has 7 scriptPubKey cases");
}

void bip341_key_path(const Value& v) {
    int n = 0;
    for (const Value& c : v["keyPathSpending"].items) {
        const Bytes tx = unhex(c["given"]["rawUnsignedTx"].str());
        Bytes spent;
        for (const Value& u : c["given"]["utxosSpent"].items) {
            const auto amount = static_cast<std::uint64_t>(u["amountSats"].num());
            const Bytes spk = unhex(u["scriptPubKey"].str());
            for (int k = 0; k < 8; k++) spent.push_back(static_cast<unsigned char>(amount >> (8 * k)));
            spent.push_back(static_cast<unsigned char>(spk.size()));  // < 0xFD in the vectors
            spent.insert(spent.end(), spk.begin(), spk.end());
        }
        ufsecp_taproot_sighash_cache cache;
        if (!ok(ufsecp_taproot_sighash_cache_init(&cache, tx.data(), tx.size(), spent.data(), spent.size()),
                "bip341 sighash cache"))
            continue;
        for (const Value& in : c["inputSpending"].items) {
            const std::string what = "bip341 key path input " + std::to_string(n++);
            const auto index = static_cast<std::size_t>(in["given"]["txinIndex"].num());
            const auto hash_type = static_cast<unsigned>(in["given"]["hashType"].num());
            const Value& mr = in["given"]["merkleRoot"];
            const Bytes root = mr.is_null() ? Bytes() : unhex(mr.str());
            const unsigned char* rootp = root.empty() ? nullptr : root.data();
            const Bytes sk = unhex(in["given"]["internalPrivkey"].str());
            unsigned char tsk[32];
            if (ok(ufsecp_taproot_tweak_seckey(tsk, sk.data(), rootp), what + " tweak"))
                check(eq(tsk, 32, in["intermediary"]["tweakedPrivkey"].str()), what + " tweaked key");
            unsigned char msg[512];
            std::size_t msg_len = sizeof msg;
            if (ok(ufsecp_taproot_sigmsg(msg, &msg_len, &cache, tx.data(), tx.size(), spent.data(), spent.size(), index,
                                         hash_type, nullptr, 0, nullptr, 0),
                   what + " sigmsg"))
                check(eq(msg, msg_len, in["intermediary"]["sigMsg"].str()), what + " sigmsg bytes");
            unsigned char h[32], h2[32];
            if (!ok(ufsecp_taproot_sighash(h, &cache, tx.data(), tx.size(), spent.data(), spent.size(), index, hash_type,
                                           nullptr, 0, nullptr, 0),
                    what + " sighash"))
                continue;
            check(eq(h, 32, in["intermediary"]["sigHash"].str()), what + " sighash bytes");
            ok(ufsecp_taproot_sighash(h2, nullptr, tx.data(), tx.size(), spent.data(), spent.size(), index, hash_type,
                                      nullptr, 0, nullptr, 0),
               what + " sighash without the cache");
            check(std::memcmp(h, h2, 32) == 0, what + " sighash with and without the cache");
            // The key-path signature: the internal key's keypair tweaked in place, BIP-340 with
            // the all-zero aux randomness BIP-341's vectors use, the hash type appended unless 0.
            ufsecp_keypair kp;
            unsigned char sig[64];
            if (!ok(ufsecp_keypair_create(&kp, sk.data()), what + " keypair") ||
                !ok(ufsecp_taproot_keypair_tweak(&kp, rootp), what + " keypair tweak") ||
                !ok(ufsecp_schnorr_sign(sig, h, 32, &kp, nullptr), what + " sign"))
                continue;
            Bytes witness(sig, sig + 64);
            if (hash_type != 0) witness.push_back(static_cast<unsigned char>(hash_type));
            check(witness == unhex(in["expected"]["witness"][0].str()), what + " signature");
        }
    }
    check(n == 7, "bip341 has 7 key-path inputs");
}

// ---- BIP-328 ----------------------------------------------------------------------------
void bip328() {
    const Bytes chain = unhex("868087ca02a6f974c4598924c36b57762d32cb45717167e300622c7167e38965");
    const Value v = ufsecp::test::read_vector_json("bip328/vectors.json");
    int n = 0;
    for (const Value& c : v.items) {
        const std::string what = "bip328 #" + std::to_string(n++);
        const Bytes agg = unhex(c["aggregate_pubkey"].str());
        ufsecp_pubkey pk;
        ufsecp_bip32_key k;
        char buf[UFSECP_BIP32_SERIALIZED_SIZE];
        std::size_t len = sizeof buf;
        if (ok(ufsecp_pubkey_parse(&pk, agg.data(), agg.size()), what + " parse") &&
            ok(ufsecp_bip32_from_pubkey(&k, &pk, chain.data()), what + " from_pubkey") &&
            ok(ufsecp_bip32_serialize(buf, &len, &k, kXpub), what + " serialize"))
            check(std::string(buf, len) == c["xpub"].str(), what + " xpub");
    }
    check(n >= 3, "bip328 has its vectors");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 2) {
        std::fprintf(stderr, "usage: %s [vectors directory]\n", argv[0]);
        return 2;
    }
    const char* env = std::getenv("UFSECP_VECTORS_DIR");
    if (argc == 2 && !(env && *env)) setenv("UFSECP_VECTORS_DIR", argv[1], 1);
    try {
        bip39_trezor();
        bip39_japanese();
        const Value v = ufsecp::test::read_vector_json("bip341/wallet-test-vectors.json");
        bip341_script_pubkeys(v);
        bip341_key_path(v);
        bip328();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "FAILED: %s\n", e.what());
        failed++;
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
