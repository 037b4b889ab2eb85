// ufsecp-fuzz-seeds DIR: writes a seed corpus for every fuzz target into DIR/<target>/, cut
// from the official vectors (read at run time from $UFSECP_VECTORS_DIR or ../shared/vectors,
// tests/support/vectors.hpp; nothing from outside is stored in the repository) in each
// target's input layout: BIP-340 rows (keys, signatures, messages), the RFC 6979 vectors'
// keys and messages (signed by the targets' sign-then-mutate modes) and signatures (DER and
// compact), plus the edge values the vectors carry (keys that are not on the curve, r = p, ...).
#include <sys/stat.h>

#include <cstdio>
#include <string>
#include <vector>

#include "hash/sha256.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"

namespace {

using Bytes = std::vector<unsigned char>;

Bytes unhex(const std::string& h) {
    Bytes b;
    for (std::size_t i = 0; i + 1 < h.size(); i += 2) b.push_back((unsigned char)std::stoi(h.substr(i, 2), nullptr, 16));
    return b;
}
// A number given in hex as 32 big-endian bytes; false if it does not fit (some invalid vectors
// carry r or s wider than 256 bits, which no compact signature can hold).
bool pad32(Bytes& out, const std::string& h) {
    if (h.size() > 64) return false;
    out = unhex(std::string(64 - h.size(), '0') + h);
    return true;
}
Bytes cat(std::initializer_list<Bytes> parts) {
    Bytes r;
    for (const Bytes& p : parts) r.insert(r.end(), p.begin(), p.end());
    return r;
}

std::string g_dir;
int g_count = 0;

void seed(const char* target, const Bytes& b) {
    const std::string d = g_dir + "/" + target;
    mkdir(d.c_str(), 0755);
    const std::string path = d + "/seed-" + std::to_string(g_count++);
    FILE* f = std::fopen(path.c_str(), "wb");
    if (!f || std::fwrite(b.data(), 1, b.size(), f) != b.size() || std::fclose(f) != 0) {
        std::fprintf(stderr, "ufsecp-fuzz-seeds: cannot write %s\n", path.c_str());
        std::exit(1);
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s DIR\n", argv[0]);
        return 2;
    }
    g_dir = argv[1];
    mkdir(g_dir.c_str(), 0755);
    try {
        const Bytes zero32(32, 0);
        for (const auto& v : ufsecp::test::bip340_vectors()) {
            const Bytes pk = unhex(v.pk), sig = unhex(v.sig), msg = unhex(v.msg), sk = unhex(v.sk), aux = unhex(v.aux);
            const unsigned char mlen = (unsigned char)msg.size();
            seed("fuzz_schnorr", cat({{(unsigned char)(mlen << 1)}, msg, sig, pk}));
            if (!sk.empty()) {
                seed("fuzz_schnorr", cat({{(unsigned char)(mlen << 1 | 1)}, msg, sk, aux, {0, 0}}));
                seed("fuzz_seckey", cat({{0}, sk, {0}, pk}));
                seed("fuzz_ecmult", cat({{0}, sk, pk, {0}}));
            }
            seed("fuzz_xonly", cat({pk, msg.size() == 32 ? msg : zero32, {0}}));
            seed("fuzz_pubkey", cat({{0, 2}, pk, zero32, {0}}));
            seed("fuzz_pubkey", cat({{0, 3}, pk, sig.size() == 64 ? Bytes(sig.begin(), sig.begin() + 32) : zero32, {1}}));
            seed("fuzz_ecmult", cat({{1}, pk, Bytes(sig.begin(), sig.begin() + 32)}));
            if (msg.size() == 32)  // one raw entry in a Schnorr batch of 1
                seed("fuzz_batch", cat({{1}, {0}, msg, zero32, sig, pk}));
        }
        const auto doc = ufsecp::test::read_vector_json("rfc6979/bitcoinjs-lib_ecdsa.json");
        auto one = [&](const ufsecp::test::json::Value& v) {
            const std::string& m = v["message"].str();
            unsigned char h[32];
            ufsecp::sha256(h, (const unsigned char*)m.data(), m.size());
            const Bytes msg(h, h + 32);
            Bytes sk, r, s;
            if (!pad32(sk, v["d"].str()) || !pad32(r, v["signature"]["r"].str()) || !pad32(s, v["signature"]["s"].str()))
                return;
            const Bytes sig = cat({r, s});
            seed("fuzz_ecdsa", cat({{1}, msg, sk, {0, 0}}));
            seed("fuzz_der", cat({{1}, sig}));
            unsigned char der[72];
            size_t len = sizeof der;
            if (ufsecp_ecdsa_signature_serialize_der(der, &len, sig.data()) == UFSECP_OK)
                seed("fuzz_der", cat({{0}, Bytes(der, der + len)}));
            seed("fuzz_seckey", cat({{0}, sk, {0}, msg}));
            ufsecp_pubkey pk;
            unsigned char pk33[33];
            size_t pl = 33;
            if (ufsecp_pubkey_create(&pk, sk.data()) == UFSECP_OK &&
                ufsecp_pubkey_serialize(pk33, &pl, &pk, 1) == UFSECP_OK) {
                seed("fuzz_ecdsa", cat({{0}, msg, sig, Bytes(pk33, pk33 + 33)}));
                seed("fuzz_batch", cat({{0}, {0}, msg, sk, sig, Bytes(pk33 + 1, pk33 + 33)}));
            }
        };
        for (std::size_t i = 0; i < doc["valid"]["ecdsa"].size(); i++) one(doc["valid"]["ecdsa"][i]);
        for (std::size_t i = 0; i < doc["invalid"]["verify"].size(); i++) one(doc["invalid"]["verify"][i]);
        // fuzz_bip39: every vector's mnemonic (mode 0: the English list; mode 1: the caller's
        // list, which rejects them: the parsing paths), passphrases as NFKD input, entropies.
        const auto b39 = ufsecp::test::read_vector_json("bip39/vectors.json");
        for (const auto& lang : b39.members)
            for (std::size_t i = 0; i < lang.value.size(); i++) {
                const std::string& m = lang.value[i][1].str();
                seed("fuzz_bip39", cat({{(unsigned char)(lang.key == "english" ? 0 : 1)}, Bytes(m.begin(), m.end())}));
                if (i % 8 == 0) seed("fuzz_bip39", cat({{2}, unhex(lang.value[i][0].str())}));
            }
        const auto jp = ufsecp::test::read_vector_json("bip39/bip32JP_test_JP_BIP39.json");
        for (std::size_t i = 0; i < jp.size(); i += 4) {
            const std::string& p = jp[i]["passphrase"].str();
            seed("fuzz_bip39", cat({{2}, Bytes(p.begin(), p.end())}));
        }
        // Taproot (BIP-341 wallet vectors): the unsigned and the signed transaction, with
        // synthesized and with the real spent outputs; each script tree (flattened to BIP-371's
        // encoding) with one of its control blocks.
        {
            const auto tv = ufsecp::test::read_vector_json("bip341/wallet-test-vectors.json");
            for (std::size_t i = 0; i < tv["keyPathSpending"].size(); i++) {
                const auto& c = tv["keyPathSpending"][i];
                const Bytes raw = unhex(c["given"]["rawUnsignedTx"].str());
                const Bytes sig = unhex(c["auxiliary"]["fullySignedTx"].str());
                Bytes spent;
                for (std::size_t j = 0; j < c["given"]["utxosSpent"].size(); j++) {
                    const auto& u = c["given"]["utxosSpent"][j];
                    const std::uint64_t amount = (std::uint64_t)u["amountSats"].num();
                    const Bytes spk = unhex(u["scriptPubKey"].str());
                    for (int k = 0; k < 8; k++) spent.push_back((unsigned char)(amount >> (8 * k)));
                    spent.push_back((unsigned char)spk.size());  // < 0xFD in the vectors
                    spent.insert(spent.end(), spk.begin(), spk.end());
                }
                const unsigned char hi = (unsigned char)(spent.size() >> 8), lo = (unsigned char)spent.size();
                for (unsigned char ht : {0, 1, 2, 3, 0x81, 0x82, 0x83}) {
                    seed("fuzz_taproot_tx", cat({{0, ht, ht}, raw}));
                    seed("fuzz_taproot_tx", cat({{1, ht, ht, hi, lo}, raw, spent}));
                }
                seed("fuzz_taproot_tx", cat({{0, 1, 3}, sig}));
                seed("fuzz_taproot_tx", cat({{1, 0x83, 1, hi, lo}, sig, spent}));
            }
            struct Flat {
                static void go(const ufsecp::test::json::Value& v, unsigned depth, Bytes& out) {
                    if (v.is_object()) {
                        const Bytes script = unhex(v["script"].str());
                        out.push_back((unsigned char)depth);
                        out.push_back((unsigned char)v["leafVersion"].num());
                        out.push_back((unsigned char)script.size());  // < 0xFD in the vectors
                        out.insert(out.end(), script.begin(), script.end());
                        return;
                    }
                    go(v[0], depth + 1, out);
                    go(v[1], depth + 1, out);
                }
            };
            for (std::size_t i = 0; i < tv["scriptPubKey"].size(); i++) {
                const auto& c = tv["scriptPubKey"][i];
                if (c["given"]["scriptTree"].is_null()) continue;
                Bytes tree;
                Flat::go(c["given"]["scriptTree"], 0, tree);
                const auto& cbs = c["expected"]["scriptPathControlBlocks"];
                for (std::size_t j = 0; j < cbs.size(); j++)
                    seed("fuzz_taproot_tree", cat({{(unsigned char)j, (unsigned char)i, (unsigned char)(tree.size() >> 8),
                                                    (unsigned char)tree.size()},
                                                   tree, unhex(cbs[j].str())}));
            }
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "ufsecp-fuzz-seeds: %s\n", e.what());
        return 1;
    }
    std::printf("%d seeds in %s\n", g_count, g_dir.c_str());
    return 0;
}
