// sp_scan — how a wallet backend scans for BIP-352 silent payments with ufsecp: it reads
// transactions' tweak data from a text file, scans them in batches with one scan key
// (ufsecp_sp_scan_batch, several threads), and prints the matches. Uses only the C ABI.
//
// File format (text, one transaction per line; '#' starts a comment line; fields separated
// by spaces or tabs):
//     <txid> <public data: 66 hex digits> <output x-only key: 64 hex digits> ...
// txid is any label without spaces (printed back); the public data is the 33-byte
// compressed input_hash*A an index server serves (ufsecp_sp_public_data); the outputs are
// the transaction's taproot output keys in output order (1 or more).
//
// Usage:
//   sp_scan [--threads N] [--batch N] [--labels M] [--expect K] SCAN_SECKEY SPEND_PUBKEY FILE
//       SCAN_SECKEY: 64 hex digits; SPEND_PUBKEY: 66 hex digits (compressed); --labels M:
//       scan for labels m = 0 (change) .. M-1 (default 1: the change label); --expect K:
//       exit status 1 unless exactly K outputs are found (for tests).
//       Output: one line per found output: "<txid> <output index> k=<k> tweak=<hex>
//       [label=<hex>]"; a progress bar on stderr when it is a terminal; a summary line.
//   sp_scan --generate FILE N SCAN_SECKEY SPEND_SECKEY
//       writes N random transactions, every 10th paying the wallet (k = 0, and a labelled
//       output with label 1 in every 20th), 1-4 outputs each; prints how many outputs pay it
//       and the line "spend_pubkey <hex>" (the B_spend to scan with).
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_silentpayments.h"

namespace {

bool unhex(const std::string& h, unsigned char* out, size_t n) {
    if (h.size() != 2 * n) return false;
    for (size_t i = 0; i < n; i++) {
        unsigned v = 0;
        for (int j = 0; j < 2; j++) {
            const char c = h[2 * i + j];
            v <<= 4;
            if (c >= '0' && c <= '9') v |= (unsigned)(c - '0');
            else if (c >= 'a' && c <= 'f') v |= (unsigned)(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') v |= (unsigned)(c - 'A' + 10);
            else return false;
        }
        out[i] = (unsigned char)v;
    }
    return true;
}

std::string hex(const unsigned char* p, size_t n) {
    static const char* d = "0123456789abcdef";
    std::string s;
    for (size_t i = 0; i < n; i++) s += d[p[i] >> 4], s += d[p[i] & 15];
    return s;
}

[[noreturn]] void die(const std::string& m) {
    std::fprintf(stderr, "sp_scan: %s\n", m.c_str());
    std::exit(2);
}

void check(ufsecp_status st, const char* what) {
    if (st != UFSECP_OK) die(std::string(what) + ": " + ufsecp_status_string(st));
}

struct Tx {
    std::string id;
    unsigned char pd[33];
    std::vector<unsigned char> outs;
};

int generate(const char* path, long n, const char* scan_hex, const char* spend_hex) {
    unsigned char bscan[32], bspend[32];
    if (!unhex(scan_hex, bscan, 32) || !unhex(spend_hex, bspend, 32)) die("bad key hex");
    ufsecp_pubkey Bspend, B1;
    check(ufsecp_pubkey_create(&Bspend, bspend), "spend key");
    ufsecp_sp_label l1;
    check(ufsecp_sp_create_label(&l1, bscan, 1), "label 1");
    check(ufsecp_sp_labeled_spend_pubkey(&B1, &Bspend, l1.point33), "B_1");
    std::mt19937_64 rng(352);
    FILE* f = std::fopen(path, "w");
    if (!f) die(std::string("cannot write ") + path);
    std::fprintf(f, "# sp_scan test file: txid public_data outputs...\n");
    long paying = 0;
    for (long i = 0; i < n; i++) {
        unsigned char sk[32], pd[33];
        for (unsigned char& b : sk) b = (unsigned char)rng();
        sk[0] &= 0x7f;
        sk[31] |= 1;
        ufsecp_pubkey p;
        size_t len = 33;
        check(ufsecp_pubkey_create(&p, sk), "public data");
        check(ufsecp_pubkey_serialize(pd, &len, &p, UFSECP_EC_COMPRESSED), "serialize");
        const int n_out = 1 + (int)(rng() % 4);
        std::vector<unsigned char> outs(32 * (size_t)n_out);
        for (unsigned char& b : outs) b = (unsigned char)rng();
        if (i % 10 == 0) {
            unsigned char ss[33];
            check(ufsecp_sp_shared_secret(ss, bscan, pd), "shared secret");
            const bool lab = i % 20 == 0;
            if (lab) {
                // Output k = 0 to B_1 = B_spend + label: x(P_0 + label*G) = x of output_pubkey on B_1.
                check(ufsecp_sp_output_pubkey(&outs[0], ss, &B1, 0), "labelled output");
            } else {
                check(ufsecp_sp_output_pubkey(&outs[32 * (size_t)(n_out - 1)], ss, &Bspend, 0), "output");
            }
            paying++;
        }
        std::fprintf(f, "tx%ld %s", i, hex(pd, 33).c_str());
        for (int j = 0; j < n_out; j++) std::fprintf(f, " %s", hex(&outs[32 * (size_t)j], 32).c_str());
        std::fprintf(f, "\n");
    }
    if (std::fclose(f) != 0) die("write failed");
    unsigned char b33[33];
    size_t len = 33;
    check(ufsecp_pubkey_serialize(b33, &len, &Bspend, UFSECP_EC_COMPRESSED), "serialize");
    std::printf("%ld transactions, %ld outputs pay the wallet\nspend_pubkey %s\n", n, paying, hex(b33, 33).c_str());
    return 0;
}

void progress(size_t done, size_t total) {
    const int width = 40;
    const int filled = total ? (int)((double)done / (double)total * width) : width;
    std::fprintf(stderr, "\r[%.*s%*s] %zu/%zu", filled, "########################################", width - filled, "",
                 done, total);
    std::fflush(stderr);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::strcmp(argv[1], "--generate") == 0) {
        if (argc != 6) die("usage: sp_scan --generate FILE N SCAN_SECKEY SPEND_SECKEY");
        return generate(argv[2], std::atol(argv[3]), argv[4], argv[5]);
    }
    unsigned threads = 1;
    size_t batch = 10000;
    long n_labels = 1, expect = -1;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i += 2) {
        if (i + 1 >= argc) die(std::string(argv[i]) + " needs a value");
        const std::string a = argv[i];
        const long v = std::atol(argv[i + 1]);
        if (a == "--threads" && v > 0) threads = (unsigned)v;
        else if (a == "--batch" && v > 0) batch = (size_t)v;
        else if (a == "--labels" && v >= 0) n_labels = v;
        else if (a == "--expect" && v >= 0) expect = v;
        else die("unknown option or bad value: " + a);
    }
    if (argc - i != 3) die("usage: sp_scan [--threads N] [--batch N] [--labels M] [--expect K] SCAN_SECKEY SPEND_PUBKEY FILE");
    unsigned char bscan[32], spend33[33];
    if (!unhex(argv[i], bscan, 32)) die("SCAN_SECKEY: 64 hex digits");
    if (!unhex(argv[i + 1], spend33, 33)) die("SPEND_PUBKEY: 66 hex digits");
    ufsecp_pubkey Bspend;
    check(ufsecp_pubkey_parse(&Bspend, spend33, 33), "SPEND_PUBKEY");
    std::vector<ufsecp_sp_label> labels((size_t)n_labels);
    for (long m = 0; m < n_labels; m++) check(ufsecp_sp_create_label(&labels[(size_t)m], bscan, (uint32_t)m), "label");
    check(ufsecp_sp_labels_sort(labels.data(), labels.size()), "labels");

    std::ifstream in(argv[i + 2]);
    if (!in) die(std::string("cannot read ") + argv[i + 2]);
    std::vector<Tx> txs;
    std::string line;
    for (size_t lineno = 1; std::getline(in, line); lineno++) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream ls(line);
        Tx t;
        std::string pd, o;
        if (!(ls >> t.id >> pd) || !unhex(pd, t.pd, 33)) die("line " + std::to_string(lineno) + ": bad public data");
        while (ls >> o) {
            unsigned char x[32];
            if (!unhex(o, x, 32)) die("line " + std::to_string(lineno) + ": bad output key");
            t.outs.insert(t.outs.end(), x, x + 32);
        }
        if (t.outs.empty()) die("line " + std::to_string(lineno) + ": no outputs");
        txs.push_back(std::move(t));
    }
    const bool tty = isatty(2);
    long found_total = 0;
    for (size_t c0 = 0; c0 < txs.size(); c0 += batch) {
        const size_t m = std::min(batch, txs.size() - c0);
        std::vector<ufsecp_sp_tx> b(m);
        size_t total = 0;
        for (size_t j = 0; j < m; j++) {
            b[j] = {txs[c0 + j].pd, txs[c0 + j].outs.data(), txs[c0 + j].outs.size() / 32};
            total += b[j].n_outputs;
        }
        std::vector<ufsecp_sp_found> found(total);
        std::vector<size_t> nf(m);
        const ufsecp_status st = ufsecp_sp_scan_batch(found.data(), total, nf.data(), bscan, &Bspend, b.data(), m,
                                                      labels.data(), labels.size(), nullptr, nullptr, threads);
        if (st == UFSECP_ERR_BAD_PUBKEY) die("a transaction's public data is not a point (batch starting at " +
                                             txs[c0].id + ")");
        check(st, "scan");
        size_t off = 0;
        for (size_t j = 0; j < m; j++) {
            for (size_t k = 0; k < nf[j]; k++) {
                const ufsecp_sp_found& f = found[off + k];
                if (tty) std::fprintf(stderr, "\r%60s\r", "");
                std::printf("%s %u k=%u tweak=%s", txs[c0 + j].id.c_str(), f.output_index, f.k,
                            hex(f.tweak32, 32).c_str());
                if (f.has_label) std::printf(" label=%s", hex(f.label33, 33).c_str());
                std::printf("\n");
                found_total++;
            }
            off += b[j].n_outputs;
        }
        if (tty) progress(c0 + m, txs.size());
    }
    if (tty) std::fprintf(stderr, "\n");
    std::fprintf(stderr, "sp_scan: %zu transactions, %ld outputs found\n", txs.size(), found_total);
    if (expect >= 0 && found_total != expect) {
        std::fprintf(stderr, "sp_scan: expected %ld\n", expect);
        return 1;
    }
    return 0;
}
