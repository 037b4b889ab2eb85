// Fuzz target: BIP-352 silent payments through the C ABI (include/ufsecp/ufsecp_silentpayments.h).
// First byte: mode.
//   0  the rest is an address: an accepted one decodes to valid keys, a version-0 one
//      re-encodes to itself in lowercase (canonical), every accepted one round-trips through
//      encode -> decode to the same keys; rejected ones leave the outputs untouched.
//   1  two 33-byte keys: when both parse, encode -> decode gives them back (both networks).
//   2  a label table (65-byte entries): labels_sort succeeds exactly when the points are
//      distinct, and then leaves them strictly increasing; on failure the table is unchanged.
//   3  33 bytes of public data and up to 64 x-only outputs (any bytes): with a fixed scan key
//      and a label table, ufsecp_sp_scan and ufsecp_sp_scan_batch (1 or 2 threads: bit 2) agree
//      exactly, and every found output key is B_spend + tweak (the tweak's secret key).
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_silentpayments.h"

using namespace ufsecp_fuzz;

namespace {

struct Keys {
    unsigned char bscan[32], bspend[32];
    ufsecp_pubkey Bscan, Bspend;
    std::vector<ufsecp_sp_label> labels;
    Keys() {
        for (int i = 0; i < 32; i++) bscan[i] = (unsigned char)(i + 1), bspend[i] = (unsigned char)(2 * i + 7);
        FUZZ_CHECK(ufsecp_pubkey_create(&Bscan, bscan) == UFSECP_OK, "B_scan");
        FUZZ_CHECK(ufsecp_pubkey_create(&Bspend, bspend) == UFSECP_OK, "B_spend");
        labels.resize(3);
        for (uint32_t m = 0; m < 3; m++) FUZZ_CHECK(ufsecp_sp_create_label(&labels[m], bscan, m) == UFSECP_OK, "label");
        FUZZ_CHECK(ufsecp_sp_labels_sort(labels.data(), labels.size()) == UFSECP_OK, "sort");
    }
};
const Keys& keys() {
    static const Keys k;
    return k;
}

void roundtrip(const ufsecp_pubkey& s, const ufsecp_pubkey& m) {
    for (int tn = 0; tn < 2; tn++) {
        char buf[UFSECP_SP_ADDRESS_MAX + 1];
        size_t len = sizeof buf;
        FUZZ_CHECK(ufsecp_sp_address_encode(buf, &len, &s, &m, tn) == UFSECP_OK, "encode");
        ufsecp_pubkey s2, m2;
        int tn2 = -1;
        unsigned v = 9;
        FUZZ_CHECK(ufsecp_sp_address_decode(&s2, &m2, &tn2, &v, buf, len) == UFSECP_OK, "decode of encode");
        FUZZ_CHECK(std::memcmp(&s, &s2, sizeof s) == 0 && std::memcmp(&m, &m2, sizeof m) == 0 && tn2 == tn && v == 0,
                   "round trip");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned first = in.byte();
    const unsigned mode = first % 4;
    if (mode == 0) {
        const std::string str(reinterpret_cast<const char*>(in.rest()), in.left());
        ufsecp_pubkey s, m;
        std::memset(&s, 0xA5, sizeof s);
        const ufsecp_pubkey canary = s;
        m = s;
        int tn = -1;
        unsigned v = 99;
        if (ufsecp_sp_address_decode(&s, &m, &tn, &v, str.data(), str.size()) != UFSECP_OK) {
            FUZZ_CHECK(std::memcmp(&s, &canary, sizeof s) == 0 && std::memcmp(&m, &canary, sizeof m) == 0 &&
                           tn == -1 && v == 99,
                       "outputs untouched on error");
            return 0;
        }
        FUZZ_CHECK(v < 31 && (tn == 0 || tn == 1), "version and network");
        roundtrip(s, m);
        if (v == 0) {
            char buf[UFSECP_SP_ADDRESS_MAX + 1];
            size_t len = sizeof buf;
            FUZZ_CHECK(ufsecp_sp_address_encode(buf, &len, &s, &m, tn) == UFSECP_OK, "re-encode");
            std::string lower = str;
            for (char& c : lower) c = (char)std::tolower((unsigned char)c);
            FUZZ_CHECK(std::string(buf, len) == lower, "canonical");
        }
    } else if (mode == 1) {
        unsigned char a[33], b[33];
        in.take(a, 33);
        in.take(b, 33);
        ufsecp_pubkey s, m;
        if (ufsecp_pubkey_parse(&s, a, 33) == UFSECP_OK && ufsecp_pubkey_parse(&m, b, 33) == UFSECP_OK) roundtrip(s, m);
    } else if (mode == 2) {
        const size_t n = in.left() / sizeof(ufsecp_sp_label);
        std::vector<ufsecp_sp_label> t(n);
        if (n) in.take(t.data(), n * sizeof(ufsecp_sp_label));
        const std::vector<ufsecp_sp_label> before = t;
        bool distinct = true;
        for (size_t i = 0; i < n; i++)
            for (size_t j = i + 1; j < n; j++)
                if (std::memcmp(t[i].point33, t[j].point33, 33) == 0) distinct = false;
        const ufsecp_status st = ufsecp_sp_labels_sort(t.data(), n);
        FUZZ_CHECK((st == UFSECP_OK) == distinct, "sort fails exactly on duplicates");
        if (st == UFSECP_OK) {
            for (size_t i = 1; i < n; i++) FUZZ_CHECK(std::memcmp(t[i - 1].point33, t[i].point33, 33) < 0, "sorted");
        } else {
            FUZZ_CHECK(n == 0 || std::memcmp(t.data(), before.data(), n * sizeof(ufsecp_sp_label)) == 0, "unchanged");
        }
    } else {
        const Keys& k = keys();
        unsigned char pd[33];
        in.take(pd, 33);
        const size_t n = std::min<size_t>(in.left() / 32, 64);
        std::vector<unsigned char> outs(32 * n + 1);
        if (n) in.take(outs.data(), 32 * n);
        std::vector<ufsecp_sp_found> f(n + 1);
        size_t nf = 0;
        const ufsecp_status st = ufsecp_sp_scan(f.data(), &nf, k.bscan, &k.Bspend, pd, outs.data(), n,
                                                k.labels.data(), k.labels.size(), nullptr, nullptr);
        const unsigned threads = 1 + ((first >> 2) & 1);  // bit 2: the batch on 2 threads
        ufsecp_sp_tx txs[2] = {{pd, outs.data(), n}, {pd, outs.data(), n}};
        std::vector<ufsecp_sp_found> fb(2 * n + 1);
        size_t nfs[2] = {77, 77};
        const ufsecp_status sb = ufsecp_sp_scan_batch(fb.data(), fb.size(), nfs, k.bscan, &k.Bspend, txs, 2,
                                                      k.labels.data(), k.labels.size(), nullptr, nullptr, threads);
        FUZZ_CHECK(sb == st, "batch status == single status");
        if (st == UFSECP_OK) {
            FUZZ_CHECK(nfs[0] == nf && nfs[1] == nf, "batch count == single count");
            for (size_t i = 0; i < nf; i++) {
                FUZZ_CHECK(std::memcmp(&fb[i], &f[i], offsetof(ufsecp_sp_found, has_label) + 1) == 0, "tx 0 entry");
                FUZZ_CHECK(std::memcmp(&fb[n + i], &f[i], offsetof(ufsecp_sp_found, has_label) + 1) == 0, "tx 1 entry");
            }
        }
        for (size_t i = 0; st == UFSECP_OK && i < nf; i++) {
            unsigned char d[32], x[32];
            std::memcpy(d, k.bspend, 32);
            ufsecp_keypair kp;
            int parity;
            FUZZ_CHECK(ufsecp_seckey_tweak_add(d, f[i].tweak32) == UFSECP_OK && ufsecp_keypair_create(&kp, d) == UFSECP_OK &&
                           ufsecp_keypair_xonly_pubkey(x, &parity, &kp) == UFSECP_OK &&
                           std::memcmp(x, &outs[32 * f[i].output_index], 32) == 0,
                       "found output = B_spend + tweak");
        }
    }
    return 0;
}
