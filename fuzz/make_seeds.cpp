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

#include "encoding/base58.hpp"
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
        // BIP-32 extended keys (valid chains and test vector 5's invalid keys): Base58Check
        // strings for fuzz_base58 (mode 3: decode with the check, capacity 78 = 39 * 2).
        {
            const auto b32 = ufsecp::test::read_vector_json("bip32/bip32_test_vectors.json");
            auto str_seed = [&](const std::string& s) {
                Bytes b{(unsigned char)(39 << 2 | 3)};
                b.insert(b.end(), s.begin(), s.end());
                seed("fuzz_base58", b);
            };
            // fuzz_bip32: mode 0 (the string), mode 1 (its 78 bytes, no mutation), mode 2 (the
            // path), mode 3 (the seed and the path's indices).
            auto key_seeds = [&](const std::string& s) {
                str_seed(s);
                Bytes b{0};
                b.insert(b.end(), s.begin(), s.end());
                seed("fuzz_bip32", b);
                unsigned char raw[78];
                std::size_t n = 0;
                if (ufsecp::base58check_decode(raw, &n, sizeof raw, s.data(), s.size()) == ufsecp::Base58Status::kOk &&
                    n == 78) {
                    Bytes r{1};
                    r.insert(r.end(), raw, raw + 78);
                    r.push_back(0);
                    seed("fuzz_bip32", r);
                }
            };
            for (std::size_t i = 0; i < b32["valid"].size(); i++) {
                const Bytes sd = unhex(b32["valid"][i]["seed"].str());
                for (std::size_t j = 0; j < b32["valid"][i]["chain"].size(); j++) {
                    const auto& step = b32["valid"][i]["chain"][j];
                    key_seeds(step["xprv"].str());
                    key_seeds(step["xpub"].str());
                    const std::string p = step["path"].str();
                    Bytes pb{2};
                    pb.insert(pb.end(), p.begin(), p.end());
                    seed("fuzz_bip32", pb);
                    if (sd.size() >= 16 && sd.size() <= 64) {
                        Bytes d{3, (unsigned char)(sd.size() - 16)};
                        d.insert(d.end(), sd.begin(), sd.end());
                        d.push_back((unsigned char)step["indices"].size());
                        for (std::size_t k = 0; k < step["indices"].size(); k++) {
                            const auto v = (std::uint32_t)step["indices"][k].num();
                            d.insert(d.end(), {(unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8),
                                               (unsigned char)v});
                        }
                        seed("fuzz_bip32", d);
                    }
                }
            }
            for (std::size_t i = 0; i < b32["invalid"].size(); i++) key_seeds(b32["invalid"][i]["key"].str());
        }
        // Addresses for fuzz_address: the BIP-341 P2TR addresses (mode 1: SegWit decode, hrp
        // "bc"; mode 0: Bech32 decode), the BIP-352 silent-payment strings (mode 0 with the
        // 1023 limit), BIP-32's Base58Check strings (mode 2: Base58 address decode, rejected
        // for their length), and the P2TR programs to encode (mode 3: hrp "bc", Bech32m).
        {
            auto str_seed = [&](unsigned char mode, const std::string& s) {
                Bytes b{mode};
                b.insert(b.end(), s.begin(), s.end());
                seed("fuzz_address", b);
            };
            const auto b341 = ufsecp::test::read_vector_json("bip341/wallet-test-vectors.json");
            for (std::size_t i = 0; i < b341["scriptPubKey"].size(); i++) {
                const std::string a = b341["scriptPubKey"][i]["expected"]["bip350Address"].str();
                str_seed(1, a);
                str_seed(0, a);
                Bytes enc{(unsigned char)(2 << 2 | 3), 'b', 'c', 1, 1};
                const Bytes key = unhex(b341["scriptPubKey"][i]["intermediary"]["tweakedPubkey"].str());
                unsigned acc = 0, bits = 0;
                for (unsigned char k : key) {
                    acc = (acc << 8 | k) & 0xfff, bits += 8;
                    while (bits >= 5) bits -= 5, enc.push_back((unsigned char)((acc >> bits) & 31));
                }
                if (bits) enc.push_back((unsigned char)((acc << (5 - bits)) & 31));
                seed("fuzz_address", enc);
            }
            const auto b352 = ufsecp::test::read_vector_json("bip352/send_and_receive_test_vectors.json");
            for (std::size_t i = 0; i < b352.size(); i++)
                for (std::size_t j = 0; j < b352[i]["receiving"].size(); j++) {
                    const auto& addrs = b352[i]["receiving"][j]["expected"]["addresses"];
                    for (std::size_t k = 0; k < addrs.size(); k++) str_seed(1 << 2, addrs[k].str());
                }
            const auto b32 = ufsecp::test::read_vector_json("bip32/bip32_test_vectors.json");
            for (std::size_t i = 0; i < b32["valid"].size(); i++) str_seed(2, b32["valid"][i]["chain"][0]["xpub"].str());
        }
        // Adaptor signatures and DLEQ proofs (fuzz_adaptor_ecdsa, fuzz_dleq): the raw layouts.
        {
            const auto ad = ufsecp::test::read_vector_json("adaptor/dlcspecs_ecdsa_adaptor.json");
            const Bytes y(32, 0x42), m(32, 0x17);
            for (std::size_t i = 0; i < ad.size(); i++)
                seed("fuzz_adaptor_ecdsa", cat({{0}, y, m, unhex(ad[i]["adaptor_sig"].str())}));
            const auto dv = ufsecp::test::read_vector_csv("bip374/test_vectors_verify_proof.csv");
            const std::size_t cG = dv.column("point_G"), cA = dv.column("point_A"), cB = dv.column("point_B"),
                              cC = dv.column("point_C"), cP = dv.column("proof"), cM = dv.column("message");
            for (const auto& row : dv.rows) {
                const Bytes msg = unhex(row[cM]);
                const unsigned char mode = (unsigned char)((msg.empty() ? 0 : 2) | 4);
                seed("fuzz_dleq", cat({{mode}, msg.empty() ? Bytes(32, 0) : msg, unhex(row[cP]), unhex(row[cA]),
                                       unhex(row[cB]), unhex(row[cC]), unhex(row[cG])}));
            }
        }
        {
            // ElligatorSwift: every decode vector (u, t edge cases) with fixed randomness, a
            // valid secret key and each inverse case; BIP-324: each packet vector's shared
            // secret with a short script (a packet, a tampered one, a forgery, a skip).
            const auto dec = ufsecp::test::read_vector_csv("bip324/ellswift_decode_test_vectors.csv");
            int k = 0;
            for (const auto& row : dec.rows) {
                Bytes b = unhex(row[dec.column("ellswift")]);
                for (int i = 0; i < 32; i++) b.push_back((unsigned char)(i * 3));
                for (int i = 0; i < 32; i++) b.push_back((unsigned char)(i + 1));
                b.push_back((unsigned char)(k++ & 7));
                seed("fuzz_ellswift", b);
            }
            const auto pk = ufsecp::test::read_vector_csv("bip324/packet_encoding_test_vectors.csv");
            for (const auto& row : pk.rows) {
                Bytes b = unhex(row[pk.column("mid_shared_secret")]);
                const Bytes script = {0, 5, 0, 3, 1, 'h', 'e', 'l', 'l', 'o', 'a', 'a', 'd', 1, 4, 0, 0, 0, 1, 7, 0x40,
                                      2, 0, 0, 0, 0, 3, 230};
                b.insert(b.end(), script.begin(), script.end());
                for (int i = 0; i < 17; i++) b.push_back((unsigned char)i);
                seed("fuzz_bip324", b);
            }
        }
        // MuSig2 (fuzz_musig): public nonces (mode 0), aggregate nonces (mode 1) and partial
        // signatures (mode 2) of the BIP-327 vectors, valid and invalid.
        {
            for (const char* f : {"bip327/nonce_agg_vectors.json", "bip327/sign_verify_vectors.json"}) {
                const auto mv = ufsecp::test::read_vector_json(f);
                for (const char* k : {"pnonces", "aggnonces"}) {
                    if (!mv.has(k)) continue;
                    for (std::size_t i = 0; i < mv[k].size(); i++) {
                        const Bytes b = unhex(mv[k][i].str());
                        seed("fuzz_musig", cat({{0}, b}));
                        seed("fuzz_musig", cat({{1}, b}));
                    }
                }
            }
            // Mode 3: pairs of the nonce aggregation vectors' public nonces, each pair once
            // unchanged (the forgery bytes run out: zeros) and once with R1.x of the first
            // changed in its last byte.
            const auto na = ufsecp::test::read_vector_json("bip327/nonce_agg_vectors.json");
            for (std::size_t i = 0; i + 1 < na["pnonces"].size(); i++) {
                const Bytes pair = cat({{3}, unhex(na["pnonces"][i].str()), {0}, unhex(na["pnonces"][i + 1].str()), {0}});
                seed("fuzz_musig", pair);
                Bytes forged = cat({pair, {0}, Bytes(31, 0), {1}});
                seed("fuzz_musig", forged);
            }
            const auto sa = ufsecp::test::read_vector_json("bip327/sig_agg_vectors.json");
            for (std::size_t i = 0; i < sa["psigs"].size(); i++) seed("fuzz_musig", cat({{2}, unhex(sa["psigs"][i].str())}));
        }
        {
            // fuzz_frost: the signing runs of RFC 9591 / ZF as mode-0 packages (ids, pubnonces,
            // group key, shares, pubshares from the run's secret shares are not needed: zeros),
            // their pubnonces as BIP-445 mode-2 input, a DKG package as mode 1.
            for (const char* f : {"frost/rfc9591-cfrg/frost-secp256k1-sha256.json", "frost/zf-frost-secp256k1-tr/vectors.json"}) {
                const auto v = ufsecp::test::read_vector_json(f);
                const auto& in = v["inputs"];
                const auto& r1 = v["round_one_outputs"]["outputs"];
                const auto& r2 = v["round_two_outputs"]["outputs"];
                const unsigned char suite = std::string(f).find("-tr") != std::string::npos ? 1 : 0;
                const std::size_t n = r1.size();
                Bytes ids, pns, z;
                for (std::size_t i = 0; i < n; i++) {
                    Bytes id(32, 0);
                    id[31] = (unsigned char)r1[i]["identifier"].num();
                    ids = cat({ids, id});
                    pns = cat({pns, unhex(r1[i]["hiding_nonce_commitment"].str()), unhex(r1[i]["binding_nonce_commitment"].str())});
                    z = cat({z, unhex(r2[i]["sig_share"].str())});
                }
                const Bytes pk = unhex(in.has("group_public_key") ? in["group_public_key"].str() : in["verifying_key_key"].str());
                seed("fuzz_frost", cat({{0}, {(unsigned char)(suite | (n - 1) << 1)}, ids, pns, pk, z, Bytes(33 * n, 0),
                                         unhex(in["message"].str())}));
                seed("fuzz_frost", cat({{2}, {(unsigned char)(n - 1)}, pns}));
            }
            const auto d = ufsecp::test::read_vector_json("frost/zf-frost-secp256k1/vectors_dkg.json");
            const auto& p1 = d["inputs"]["1"];
            Bytes id(32, 0);
            id[31] = 1;
            seed("fuzz_frost", cat({{1}, {2}, id, unhex(p1["vss_commitments"][0].str()), unhex(p1["vss_commitments"][1].str()),
                                     unhex(p1["proof_of_knowledge"].str())}));
            seed("fuzz_frost", cat({{3}, {0x25}, {0, 1, 2, 3, 4}, Bytes(64, 7), Bytes(32, 1), Bytes(160, 9)}));
            // Mode 5: BIP-445 tweak lists (the draft's tweak vectors' tweaks, up to 3; one item of
            // 31 bytes; lists of different lengths).
            const auto tv = ufsecp::test::read_vector_json("frost/bip445-frost-signing-draft/tweak_vectors.json");
            const auto& tws = tv["test_groups"][0]["tweaks"];
            const unsigned char nt = (unsigned char)(tws.size() < 3 ? tws.size() : 3);
            Bytes lens, items;
            for (std::size_t i = 0; i < nt; i++) {
                const Bytes b = unhex(tws[i].str());
                lens = cat({lens, Bytes{1}});
                items = cat({items, b});
            }
            seed("fuzz_frost", cat({{5}, {(unsigned char)(nt | nt << 2)}, lens, items}));
            seed("fuzz_frost", cat({{5}, {(unsigned char)(nt | (nt > 0 ? nt - 1 : 1) << 2)}, lens, items}));
            seed("fuzz_frost", cat({{5}, {(unsigned char)(1 | 1 << 2)}, {0, 31}, Bytes(31, 0x42)}));
        }
        // fuzz_silentpayments: every BIP-352 address (mode 0), the scan and spend keys of the
        // sending cases (mode 1), and each receiving case's public data and outputs (mode 3,
        // the data as "tweak" gives it; the fuzzer's key is not the vector's, so no match).
        {
            const auto b352 = ufsecp::test::read_vector_json("bip352/send_and_receive_test_vectors.json");
            for (std::size_t i = 0; i < b352.size(); i++) {
                for (std::size_t j = 0; j < b352[i]["receiving"].size(); j++) {
                    const auto& e = b352[i]["receiving"][j]["expected"];
                    for (std::size_t k = 0; k < e["addresses"].size(); k++) {
                        const std::string a = e["addresses"][k].str();
                        Bytes b{0};
                        b.insert(b.end(), a.begin(), a.end());
                        seed("fuzz_silentpayments", b);
                    }
                    if (!e["tweak"].is_null()) {
                        Bytes b = cat({{3}, unhex(e["tweak"].str())});
                        const auto& outs = b352[i]["receiving"][j]["given"]["outputs"];
                        for (std::size_t k = 0; k < outs.size() && k < 64; k++) {
                            const Bytes o = unhex(outs[k].str());
                            b.insert(b.end(), o.begin(), o.end());
                        }
                        seed("fuzz_silentpayments", b);
                    }
                }
                for (std::size_t j = 0; j < b352[i]["sending"].size(); j++) {
                    const auto& rs = b352[i]["sending"][j]["given"]["recipients"];
                    for (std::size_t k = 0; k < rs.size() && k < 4; k++)
                        seed("fuzz_silentpayments",
                             cat({{1}, unhex(rs[k]["scan_pub_key"].str()), unhex(rs[k]["spend_pub_key"].str())}));
                }
            }
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "ufsecp-fuzz-seeds: %s\n", e.what());
        return 1;
    }
    std::printf("%d seeds in %s\n", g_count, g_dir.c_str());
    return 0;
}
