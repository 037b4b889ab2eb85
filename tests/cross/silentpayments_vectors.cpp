/* ufsecp — BIP-352's official vectors (bip352/send_and_receive_test_vectors.json) through the
 * C ABI only, natively (both field tiers) and under qemu (scripts/test-cross.sh).
 *
 * Every case, sending and receiving:
 *   sending    the inputs' keys extracted here from scriptSig / witness / prevout script by
 *              BIP-352's rules (test code: the library takes extracted keys), checked against
 *              input_pub_keys; every recipient address decoded (scan and spend keys checked);
 *              ufsecp_sp_create_outputs, its set of outputs equal to one of the expected sets
 *              (or the expected failure: no eligible input, keys summing to zero, K_max)
 *   receiving  the public tweak data (ufsecp_sp_public_data = "tweak"), the shared secret,
 *              every address (unlabelled and each label, ufsecp_sp_address_encode and back),
 *              ufsecp_sp_scan with the label table: exactly the expected outputs with their
 *              priv_key_tweak; b_spend + tweak gives the output key; the vector's signature
 *              verifies under it; the same results from the label callback and from
 *              ufsecp_sp_scan_batch (1 and 2 threads); the light-client output key for k.
 *
 * Usage: silentpayments_vectors [vectors directory]   ($UFSECP_VECTORS_DIR, when set, wins).
 * Prints "N passed, M failed"; exits non-zero on any failure. */
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "support/abi_check.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_address.h"
#include "ufsecp/ufsecp_silentpayments.h"

namespace {

using namespace ufsecp::test::abi_check;

using ufsecp::test::json::Value;


// SHA-256("message"), the message the vectors sign (BIP-352's reference.py); computed with
// `printf message | sha256sum`.
const Bytes kMsg = unhex("ab530a13e45914982b79f9b7e3fba994cfd1f3fb22f71cea1afbf02b460c6d1d");

// BIP-341's NUMS point H (x only): lift_x(SHA-256(G uncompressed)), from BIP-341's text.
const Bytes kNumsH = unhex("50929b74c1a04954b78b4b6035e97a5e078a5a0f28ec96d547bfee9ace803ac0");

// ---- key extraction (BIP-352 "Inputs For Shared Secret Derivation", test-side) ----------

// The witness stack: compact-size count, then compact-size-prefixed items.
std::vector<Bytes> parse_witness(const Bytes& w) {
    std::vector<Bytes> items;
    if (w.empty()) return items;
    std::size_t pos = 0;
    auto cs = [&]() -> std::uint64_t {
        const unsigned char c = w.at(pos++);
        if (c < 0xfd) return c;
        const int n = c == 0xfd ? 2 : c == 0xfe ? 4 : 8;
        std::uint64_t v = 0;
        for (int i = 0; i < n; i++) v |= (std::uint64_t)w.at(pos++) << (8 * i);
        return v;
    };
    const std::uint64_t n = cs();
    for (std::uint64_t i = 0; i < n; i++) {
        const std::uint64_t len = cs();
        items.emplace_back(w.begin() + pos, w.begin() + pos + len);
        pos += len;
    }
    return items;
}

bool hash160_of(const unsigned char* pk33, unsigned char out20[20]) {
    ufsecp_pubkey pk;
    if (ufsecp_pubkey_parse(&pk, pk33, 33) != UFSECP_OK) return false;
    char addr[64];
    std::size_t len = sizeof(addr);
    if (ufsecp_address_p2pkh(addr, &len, 0, &pk, UFSECP_EC_COMPRESSED) != UFSECP_OK) return false;
    unsigned char v;
    return ufsecp_base58_address_decode(&v, out20, addr) == UFSECP_OK;
}

bool is_compressed(const Bytes& k) { return k.size() == 33 && (k[0] == 2 || k[0] == 3); }

enum class Kind { none, taproot, plain };

// The key of one input: x-only (taproot) or compressed (plain), or none (not eligible).
Kind extract(const Value& vin, Bytes& key) {
    const Bytes spk = unhex(vin["prevout"]["scriptPubKey"]["hex"].str());
    const Bytes ss = unhex(vin["scriptSig"].str());
    const std::vector<Bytes> wit = parse_witness(unhex(vin["txinwitness"].str()));
    if (spk.size() == 25 && spk[0] == 0x76 && spk[1] == 0xa9 && spk[2] == 0x14 && spk[23] == 0x88 && spk[24] == 0xac) {
        // P2PKH: the last 33-byte window of the scriptSig whose HASH160 is the key hash
        // (BIP-352: parse even a malleated scriptSig).
        for (std::size_t i = ss.size(); i >= 33; i--) {
            unsigned char h[20];
            if (hash160_of(&ss[i - 33], h) && std::memcmp(h, &spk[3], 20) == 0) {
                key.assign(ss.begin() + (long)i - 33, ss.begin() + (long)i);
                return is_compressed(key) ? Kind::plain : Kind::none;
            }
        }
        return Kind::none;
    }
    if (spk.size() == 23 && spk[0] == 0xa9 && spk[1] == 0x14 && spk[22] == 0x87) {
        // P2SH-P2WPKH: scriptSig pushes exactly 0x0014{20}; the key is the last witness item.
        if (ss.size() == 23 && ss[0] == 0x16 && ss[1] == 0x00 && ss[2] == 0x14 && !wit.empty() &&
            is_compressed(wit.back())) {
            key = wit.back();
            return Kind::plain;
        }
        return Kind::none;
    }
    if (spk.size() == 22 && spk[0] == 0x00 && spk[1] == 0x14) {
        if (!wit.empty() && is_compressed(wit.back())) {
            key = wit.back();
            return Kind::plain;
        }
        return Kind::none;
    }
    if (spk.size() == 34 && spk[0] == 0x51 && spk[1] == 0x20) {
        std::vector<Bytes> st = wit;
        if (st.size() >= 2 && !st.back().empty() && st.back()[0] == 0x50) st.pop_back();  // annex
        if (st.size() > 1) {  // script path: skip the NUMS internal key
            const Bytes& cb = st.back();
            if (cb.size() >= 33 && Bytes(cb.begin() + 1, cb.begin() + 33) == kNumsH) return Kind::none;
        }
        key.assign(spk.begin() + 2, spk.end());
        return Kind::taproot;
    }
    return Kind::none;
}

struct Inputs {
    Bytes outpoints;  // 36 each
    Bytes xonly, plain;
    std::vector<std::string> pub_hex;  // as input_pub_keys writes them
    Bytes tr_sec, plain_sec;
};

Inputs read_inputs(const Value& vins, bool with_secrets) {
    Inputs in;
    for (std::size_t i = 0; i < vins.size(); i++) {
        const Value& v = vins[i];
        Bytes txid = unhex(v["txid"].str());
        std::reverse(txid.begin(), txid.end());
        in.outpoints.insert(in.outpoints.end(), txid.begin(), txid.end());
        const std::uint32_t vout = (std::uint32_t)v["vout"].num();
        for (int j = 0; j < 4; j++) in.outpoints.push_back((unsigned char)(vout >> (8 * j)));
        Bytes key;
        const Kind k = extract(v, key);
        if (k == Kind::none) continue;
        const Bytes sec = with_secrets ? unhex(v["private_key"].str()) : Bytes();
        if (k == Kind::taproot) {
            in.xonly.insert(in.xonly.end(), key.begin(), key.end());
            in.tr_sec.insert(in.tr_sec.end(), sec.begin(), sec.end());
            in.pub_hex.push_back("02" + hex(key.data(), key.size()));
        } else {
            in.plain.insert(in.plain.end(), key.begin(), key.end());
            in.plain_sec.insert(in.plain_sec.end(), sec.begin(), sec.end());
            in.pub_hex.push_back(hex(key.data(), key.size()));
        }
    }
    return in;
}

bool pubkey_hex(const ufsecp_pubkey& pk, std::string& out) {
    unsigned char b[33];
    std::size_t len = 33;
    if (ufsecp_pubkey_serialize(b, &len, &pk, UFSECP_EC_COMPRESSED) != UFSECP_OK) return false;
    out = hex(b, 33);
    return true;
}

// ---- sending -------------------------------------------------------------------------------

void sending(const Value& s, const std::string& name) {
    const Value& g = s["given"];
    const Value& e = s["expected"];
    const Inputs in = read_inputs(g["vin"], true);
    if (e.has("input_pub_keys")) {
        std::vector<std::string> want;
        for (std::size_t i = 0; i < e["input_pub_keys"].size(); i++) want.push_back(e["input_pub_keys"][i].str());
        check(want == in.pub_hex, name + " input_pub_keys (test extraction)");
    }
    std::vector<ufsecp_sp_recipient> rec;
    for (std::size_t i = 0; i < g["recipients"].size(); i++) {
        const Value& r = g["recipients"][i];
        const std::string& addr = r["address"].str();
        ufsecp_sp_recipient x;
        int testnet = -1;
        unsigned version = 99;
        if (!ok(ufsecp_sp_address_decode(&x.scan, &x.spend, &testnet, &version, addr.data(), addr.size()),
                name + " decode " + addr))
            continue;
        std::string sh, ph;
        check(pubkey_hex(x.scan, sh) && sh == r["scan_pub_key"].str(), name + " scan key of " + addr);
        check(pubkey_hex(x.spend, ph) && ph == r["spend_pub_key"].str(), name + " spend key of " + addr);
        check(version == 0 && testnet == (addr.rfind("tsp1", 0) == 0 ? 1 : 0), name + " version/hrp");
        const std::size_t count = r.has("count") ? (std::size_t)r["count"].num() : 1;
        for (std::size_t c = 0; c < count; c++) rec.push_back(x);
    }
    const Value& outs = e["outputs"];
    const bool expect_none = outs.size() == 1 && outs[0].size() == 0;
    const std::size_t n_in = in.outpoints.size() / 36;
    unsigned char smallest[36];
    if (!ok(ufsecp_sp_smallest_outpoint(smallest, in.outpoints.data(), n_in), name + " smallest outpoint")) return;
    Bytes got(32 * rec.size(), 0xee);
    const ufsecp_status st =
        ufsecp_sp_create_outputs(got.data(), rec.data(), rec.size(), smallest, in.tr_sec.data(), in.tr_sec.size() / 32,
                                 in.plain_sec.data(), in.plain_sec.size() / 32);
    if (expect_none) {
        const bool kmax = rec.size() > UFSECP_SP_KMAX;
        const ufsecp_status want = kmax ? UFSECP_ERR_SP_TOO_MANY_RECIPIENTS : UFSECP_ERR_INFINITY;
        check(st == want, name + " sending fails with " + ufsecp_status_string(want) + ", got " +
                              ufsecp_status_string(st));
        check(got == Bytes(32 * rec.size(), 0xee), name + " outputs untouched on failure");
        return;
    }
    if (!ok(st, name + " create_outputs")) return;
    std::vector<std::string> mine;
    for (std::size_t i = 0; i < rec.size(); i++) mine.push_back(hex(&got[32 * i], 32));
    std::sort(mine.begin(), mine.end());
    bool any = false;
    for (std::size_t k = 0; k < outs.size() && !any; k++) {
        std::vector<std::string> want;
        for (std::size_t i = 0; i < outs[k].size(); i++) want.push_back(outs[k][i].str());
        std::sort(want.begin(), want.end());
        any = want == mine;
    }
    check(any, name + " outputs are one of the expected sets");
}

// ---- receiving -----------------------------------------------------------------------------

struct CbTable {
    std::map<std::string, Bytes> m;
};
const unsigned char* lookup_cb(const unsigned char label33[33], void* ctx) {
    const CbTable* t = static_cast<const CbTable*>(ctx);
    auto it = t->m.find(hex(label33, 33));
    return it == t->m.end() ? nullptr : it->second.data();
}

bool same_found(const std::vector<ufsecp_sp_found>& a, const std::vector<ufsecp_sp_found>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); i++)
        if (std::memcmp(&a[i], &b[i], offsetof(ufsecp_sp_found, has_label) + 1) != 0) return false;
    return true;
}

void receiving(const Value& r, const std::string& name) {
    const Value& g = r["given"];
    const Value& e = r["expected"];
    const Inputs in = read_inputs(g["vin"], false);
    const Bytes bscan = unhex(g["key_material"]["scan_priv_key"].str());
    const Bytes bspend = unhex(g["key_material"]["spend_priv_key"].str());
    ufsecp_pubkey Bscan, Bspend;
    if (!ok(ufsecp_pubkey_create(&Bscan, bscan.data()), name + " B_scan") ||
        !ok(ufsecp_pubkey_create(&Bspend, bspend.data()), name + " B_spend"))
        return;
    // Addresses: unlabelled first, then one per label in the order given.
    std::vector<ufsecp_sp_label> labels;
    std::vector<ufsecp_pubkey> spends{Bspend};
    for (std::size_t i = 0; i < g["labels"].size(); i++) {
        ufsecp_sp_label l;
        if (!ok(ufsecp_sp_create_label(&l, bscan.data(), (std::uint32_t)g["labels"][i].num()), name + " label")) return;
        labels.push_back(l);
        ufsecp_pubkey bm;
        if (!ok(ufsecp_sp_labeled_spend_pubkey(&bm, &Bspend, l.point33), name + " B_m")) return;
        spends.push_back(bm);
    }
    const Value& addrs = e["addresses"];
    check(addrs.size() == spends.size(), name + " address count");
    for (std::size_t i = 0; i < addrs.size() && i < spends.size(); i++) {
        const std::string& want = addrs[i].str();
        char buf[UFSECP_SP_ADDRESS_MAX + 1];
        std::size_t len = sizeof(buf);
        const int testnet = want.rfind("tsp1", 0) == 0 ? 1 : 0;
        if (ok(ufsecp_sp_address_encode(buf, &len, &Bscan, &spends[i], testnet), name + " address encode"))
            check(std::string(buf, len) == want, name + " address " + std::to_string(i));
        ufsecp_pubkey s, m;
        int tn = -1;
        if (ok(ufsecp_sp_address_decode(&s, &m, &tn, nullptr, want.data(), want.size()), name + " address decode"))
            check(std::memcmp(&s, &Bscan, sizeof(s)) == 0 && std::memcmp(&m, &spends[i], sizeof(m)) == 0 &&
                      tn == testnet,
                  name + " address round trip " + std::to_string(i));
    }
    // Public data.
    const std::size_t n_in = in.outpoints.size() / 36;
    unsigned char smallest[36];
    if (!ok(ufsecp_sp_smallest_outpoint(smallest, in.outpoints.data(), n_in), name + " smallest outpoint")) return;
    unsigned char tweak[33];
    const ufsecp_status pst = ufsecp_sp_public_data(tweak, smallest, in.xonly.data(), in.xonly.size() / 32,
                                                    in.plain.data(), in.plain.size() / 33);
    if (e["tweak"].is_null()) {
        check(pst == UFSECP_ERR_INFINITY, name + " no tweak: INFINITY, got " + ufsecp_status_string(pst));
        return;
    }
    if (!ok(pst, name + " public_data")) return;
    check(hex(tweak, 33) == e["tweak"].str(), name + " tweak");
    unsigned char ss[33];
    if (ok(ufsecp_sp_shared_secret(ss, bscan.data(), tweak), name + " shared secret"))
        check(hex(ss, 33) == e["shared_secret"].str(), name + " shared_secret");
    // Scan.
    Bytes outputs;
    for (std::size_t i = 0; i < g["outputs"].size(); i++) {
        const Bytes o = unhex(g["outputs"][i].str());
        outputs.insert(outputs.end(), o.begin(), o.end());
    }
    const std::size_t n_out = outputs.size() / 32;
    std::vector<ufsecp_sp_label> sorted = labels;
    if (!ok(ufsecp_sp_labels_sort(sorted.data(), sorted.size()), name + " labels sort")) return;
    std::vector<ufsecp_sp_found> found(n_out);
    std::size_t nf = 0;
    if (!ok(ufsecp_sp_scan(found.data(), &nf, bscan.data(), &Bspend, tweak, outputs.data(), n_out, sorted.data(),
                           sorted.size(), nullptr, nullptr),
            name + " scan"))
        return;
    found.resize(nf);
    if (e.has("n_outputs")) check(nf == (std::size_t)e["n_outputs"].num(), name + " n_outputs");
    if (e.has("outputs")) {
        const Value& want = e["outputs"];
        check(nf == want.size(), name + " found count " + std::to_string(nf) + " vs " + std::to_string(want.size()));
        for (std::size_t i = 0; i < want.size(); i++) {
            const std::string pk = want[i]["pub_key"].str();
            bool hit = false;
            for (const ufsecp_sp_found& f : found) {
                if (hex(&outputs[32 * f.output_index], 32) != pk) continue;
                hit = true;
                check(hex(f.tweak32, 32) == want[i]["priv_key_tweak"].str(), name + " priv_key_tweak " + pk);
                Bytes d = bspend;
                ufsecp_pubkey P;
                unsigned char x[33];
                std::size_t len = 33;
                check(ufsecp_seckey_tweak_add(d.data(), f.tweak32) == UFSECP_OK &&
                          ufsecp_pubkey_create(&P, d.data()) == UFSECP_OK &&
                          ufsecp_pubkey_serialize(x, &len, &P, UFSECP_EC_COMPRESSED) == UFSECP_OK &&
                          hex(x + 1, 32) == pk,
                      name + " b_spend + tweak gives the output key");
                const Bytes sig = unhex(want[i]["signature"].str());
                check(ufsecp_schnorr_verify(sig.data(), kMsg.data(), 32, &outputs[32 * f.output_index]) == UFSECP_OK,
                      name + " signature verifies");
                if (!f.has_label) {
                    unsigned char o[32];
                    check(ufsecp_sp_output_pubkey(o, ss, &Bspend, f.k) == UFSECP_OK && hex(o, 32) == pk,
                          name + " light client output key");
                }
            }
            check(hit, name + " expected output found: " + pk);
        }
    }
    // The callback and the batch scanner agree.
    CbTable cb;
    for (const ufsecp_sp_label& l : labels) cb.m[hex(l.point33, 33)] = Bytes(l.tweak32, l.tweak32 + 32);
    std::vector<ufsecp_sp_found> f2(n_out);
    std::size_t nf2 = 0;
    if (ok(ufsecp_sp_scan(f2.data(), &nf2, bscan.data(), &Bspend, tweak, outputs.data(), n_out, nullptr, 0,
                          labels.empty() ? nullptr : lookup_cb, &cb),
           name + " scan (callback)")) {
        f2.resize(nf2);
        check(same_found(found, f2), name + " callback == table");
    }
    for (unsigned threads = 1; threads <= 2; threads++) {
        ufsecp_sp_tx txs[2] = {{tweak, outputs.data(), n_out}, {tweak, outputs.data(), n_out}};
        std::vector<ufsecp_sp_found> f3(2 * n_out);
        std::size_t nfs[2] = {99, 99};
        if (ok(ufsecp_sp_scan_batch(f3.data(), f3.size(), nfs, bscan.data(), &Bspend, txs, 2, sorted.data(),
                                    sorted.size(), nullptr, nullptr, threads),
               name + " scan_batch")) {
            std::vector<ufsecp_sp_found> a(f3.begin(), f3.begin() + (long)nfs[0]);
            std::vector<ufsecp_sp_found> b(f3.begin() + (long)n_out, f3.begin() + (long)(n_out + nfs[1]));
            check(same_found(found, a) && same_found(found, b), name + " batch == single");
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1 && !std::getenv("UFSECP_VECTORS_DIR")) setenv("UFSECP_VECTORS_DIR", argv[1], 1);
    try {
        const Value v = ufsecp::test::read_vector_json("bip352/send_and_receive_test_vectors.json");
        check(v.size() >= 28, "bip352 vector count");
        for (std::size_t i = 0; i < v.size(); i++) {
            const std::string name = "bip352[" + std::to_string(i) + "] " + v[i]["comment"].str();
            for (std::size_t j = 0; j < v[i]["sending"].size(); j++) sending(v[i]["sending"][j], name + " send");
            for (std::size_t j = 0; j < v[i]["receiving"].size(); j++)
                receiving(v[i]["receiving"][j], name + " receive " + std::to_string(j));
        }
    } catch (const std::exception& ex) {
        std::fprintf(stderr, "FAILED: %s\n", ex.what());
        failed++;
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 && passed > 0 ? 0 : 1;
}
