// ufsecp-bench — BIP-352 scanning, in transactions per second per core: a transaction with
// 2 taproot outputs that do not pay the wallet (the typical case), without labels and with
// 1,000 labels (plus the change label). ufsecp: ufsecp_sp_scan one transaction at a time,
// and ufsecp_sp_scan_batch with 10,000 transactions per call on 1 and 2 threads.
//
// The comparison is the same scan written with libsecp256k1's public functions, one
// transaction at a time (0.7.1 has no silentpayments module; ../shared/baselines/README.md):
// ec_pubkey_parse of the public data, ec_pubkey_tweak_mul by b_scan and serialize (the
// shared secret), tagged_sha256 (t_0), ec_pubkey_tweak_add to B_spend, the x-only
// serialization compared with each output; with labels, each output lifted (parse 02||x),
// output - P_0 and -output - P_0 by ec_pubkey_combine with -P_0, serialized and looked up in
// the same sorted table. Both sides' results (no match) are checked before timing.
#include <time.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "bench_util.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_silentpayments.h"

#if defined(UFSECP_HAVE_LIBSECP)
#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#endif

namespace ufsecp_bench {

namespace {

constexpr std::size_t kPool = 256;
constexpr std::size_t kBatch = 10000;

struct SpTx {
    unsigned char pd[33];
    unsigned char outs[64];
};

template <class F>
Spread time_one(const Options& o, std::size_t pool, F& f) {
    const auto t = interleave(o, pool, f);
    return t[0].pick(o.wall);
}

void sp_print(Report& r, const char* name, const std::string& key, double ns_per_tx, double iqr, double lib_ns) {
    const double tps = 1e9 / ns_per_tx;
    if (lib_ns > 0) {
        std::printf("%-44s %9.2f us %10.0f tx/s   x%.2f vs libsecp256k1\n", name, ns_per_tx / 1000, tps,
                    lib_ns / ns_per_tx);
        r.add(key + "/ratio_libsecp_over_ufsecp", "x", lib_ns / ns_per_tx);
    } else {
        std::printf("%-44s %9.2f us %10.0f tx/s\n", name, ns_per_tx / 1000, tps);
    }
    r.add(key + "/ufsecp", "ns/tx", ns_per_tx, iqr);
    std::fflush(stdout);
}

}  // namespace

void section_silentpayments(const Options& o, Report& r) {
    Gen g(0x7370);
    unsigned char bscan[32], bspend[32];
    random_seckey(g, bscan);
    random_seckey(g, bspend);
    ufsecp_pubkey Bspend;
    need(ufsecp_pubkey_create(&Bspend, bspend) == UFSECP_OK, "B_spend");
    std::vector<SpTx> txs(o.quick ? 512 : kBatch);
    for (SpTx& t : txs) {
        unsigned char sk[32];
        random_seckey(g, sk);
        ufsecp_pubkey p;
        size_t len = 33;
        need(ufsecp_pubkey_create(&p, sk) == UFSECP_OK &&
                 ufsecp_pubkey_serialize(t.pd, &len, &p, UFSECP_EC_COMPRESSED) == UFSECP_OK,
             "public data");
        for (int j = 0; j < 2; j++) {  // random valid x-only keys
            random_seckey(g, sk);
            need(ufsecp_xonly_pubkey_create(t.outs + 32 * j, nullptr, sk) == UFSECP_OK, "output");
        }
    }
    std::vector<ufsecp_sp_label> labels(1001);
    for (uint32_t m = 0; m < labels.size(); m++)
        need(ufsecp_sp_create_label(&labels[m], bscan, m) == UFSECP_OK, "label");
    need(ufsecp_sp_labels_sort(labels.data(), labels.size()) == UFSECP_OK, "sort");

    std::printf("\n== Silent payments (BIP-352) scanning, 2 outputs, no match; libsecp256k1 side: its public "
                "functions one transaction at a time (%s)\n",
                have_libsecp() ? meta().libsecp.c_str() : "none");
    auto at = [&](std::size_t i) -> const SpTx& { return txs[i % txs.size()]; };
    for (int with_labels = 0; with_labels < 2; with_labels++) {
        const ufsecp_sp_label* lt = with_labels ? labels.data() : nullptr;
        const size_t nl = with_labels ? labels.size() : 0;
        const std::string base = std::string("silentpayments/scan_2out") + (with_labels ? "_1000labels" : "");
        auto u = [&](std::size_t i) -> std::uint64_t {
            ufsecp_sp_found f[2];
            size_t nf = 9;
            const ufsecp_status st =
                ufsecp_sp_scan(f, &nf, bscan, &Bspend, at(i).pd, at(i).outs, 2, lt, nl, nullptr, nullptr);
            return (std::uint64_t)st + nf;
        };
        need(u(0) == 0, "ufsecp scan: unexpected match");
        double lib_ns = 0;
#if defined(UFSECP_HAVE_LIBSECP)
        secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
        secp256k1_pubkey lib_spend;
        {
            unsigned char b[33];
            size_t len = 33;
            need(ufsecp_pubkey_serialize(b, &len, &Bspend, UFSECP_EC_COMPRESSED) == UFSECP_OK &&
                     secp256k1_ec_pubkey_parse(ctx, &lib_spend, b, 33),
                 "lib spend");
        }
        static const unsigned char kTag[] = "BIP0352/SharedSecret";
        auto lib = [&](std::size_t i) -> std::uint64_t {
            const SpTx& t = at(i);
            secp256k1_pubkey s, p0, np0;
            unsigned char ss[37], t0[32], x[32];
            size_t len = 33;
            int ok = secp256k1_ec_pubkey_parse(ctx, &s, t.pd, 33);
            ok &= secp256k1_ec_pubkey_tweak_mul(ctx, &s, bscan);
            ok &= secp256k1_ec_pubkey_serialize(ctx, ss, &len, &s, SECP256K1_EC_COMPRESSED);
            std::memset(ss + 33, 0, 4);  // k = 0
            ok &= secp256k1_tagged_sha256(ctx, t0, kTag, sizeof kTag - 1, ss, 37);
            p0 = lib_spend;
            ok &= secp256k1_ec_pubkey_tweak_add(ctx, &p0, t0);
            secp256k1_xonly_pubkey xo;
            ok &= secp256k1_xonly_pubkey_from_pubkey(ctx, &xo, nullptr, &p0);
            ok &= secp256k1_xonly_pubkey_serialize(ctx, x, &xo);
            std::uint64_t hits = 0;
            for (int j = 0; j < 2; j++) hits += std::memcmp(x, t.outs + 32 * j, 32) == 0;
            if (nl && !hits) {
                np0 = p0;
                ok &= secp256k1_ec_pubkey_negate(ctx, &np0);
                for (int j = 0; j < 2; j++) {
                    unsigned char c[33] = {2};
                    std::memcpy(c + 1, t.outs + 32 * j, 32);
                    secp256k1_pubkey o;
                    if (!secp256k1_ec_pubkey_parse(ctx, &o, c, 33)) continue;
                    for (int sign = 0; sign < 2; sign++) {
                        if (sign) secp256k1_ec_pubkey_negate(ctx, &o);
                        const secp256k1_pubkey* two[2] = {&o, &np0};
                        secp256k1_pubkey d;
                        if (!secp256k1_ec_pubkey_combine(ctx, &d, two, 2)) continue;
                        unsigned char d33[33];
                        size_t dl = 33;
                        secp256k1_ec_pubkey_serialize(ctx, d33, &dl, &d, SECP256K1_EC_COMPRESSED);
                        const auto it = std::lower_bound(labels.begin(), labels.end(), d33,
                                                         [](const ufsecp_sp_label& l, const unsigned char* k) {
                                                             return std::memcmp(l.point33, k, 33) < 0;
                                                         });
                        hits += it != labels.end() && std::memcmp(it->point33, d33, 33) == 0;
                    }
                }
            }
            return (std::uint64_t)(ok ? 0 : 1000) + hits;
        };
        need(lib(0) == 0, "libsecp256k1 scan: unexpected match");
        {
            const auto t = interleave(o, kPool, u, lib);
            const Spread a = t[0].pick(o.wall), b = t[1].pick(o.wall);
            lib_ns = b.median;
            r.add(base + "/libsecp256k1", "ns/tx", b.median, b.iqr_pct());
            std::printf("%-44s %9.2f us %10.0f tx/s\n", with_labels ? "libsecp256k1, 1,000 labels" : "libsecp256k1",
                        b.median / 1000, 1e9 / b.median);
            sp_print(r, with_labels ? "ufsecp one at a time, 1,000 labels" : "ufsecp one at a time", base, a.median,
                     a.iqr_pct(), lib_ns);
        }
        secp256k1_context_destroy(ctx);
#else
        {
            const Spread a = time_one(o, kPool, u);
            sp_print(r, with_labels ? "ufsecp one at a time, 1,000 labels" : "ufsecp one at a time", base, a.median,
                     a.iqr_pct(), 0);
        }
#endif
        // The batch scanner: txs.size() transactions per call.
        std::vector<ufsecp_sp_tx> btx(txs.size());
        for (std::size_t i = 0; i < txs.size(); i++) btx[i] = {txs[i].pd, txs[i].outs, 2};
        std::vector<ufsecp_sp_found> found(2 * txs.size());
        std::vector<size_t> nf(txs.size());
        for (unsigned threads : {1u, 2u}) {
            auto b = [&](std::size_t) -> std::uint64_t {
                return (std::uint64_t)ufsecp_sp_scan_batch(found.data(), found.size(), nf.data(), bscan, &Bspend,
                                                           btx.data(), btx.size(), lt, nl, nullptr, nullptr, threads);
            };
            need(b(0) == 0, "batch scan failed");
            for (size_t x : nf) need(x == 0, "batch scan: unexpected match");
            Options ob = o;
            ob.blocks = std::min(o.blocks, 7);
            ob.wall = threads > 1;  // 2 threads: wall-clock time of the call; 1: its CPU time
            const Spread s = time_one(ob, 1, b);
            const double per_tx = s.median / (double)txs.size();
            char name[80];
            std::snprintf(name, sizeof name, "ufsecp batch %zu tx/call, %u thread%s%s", txs.size(), threads,
                          threads > 1 ? "s" : "", with_labels ? ", 1,000 labels" : "");
            if (threads > 1) {
                // On a machine shared with other work the wall time says little: also the
                // process's CPU time per transaction (all threads), i.e. the cost per core.
                timespec c0, c1;
                const int reps = o.quick ? 1 : 5;
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
                for (int k = 0; k < reps; k++) need(b(0) == 0, "batch scan failed");
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
                const double cpu_ns = ((double)(c1.tv_sec - c0.tv_sec) * 1e9 + (double)(c1.tv_nsec - c0.tv_nsec)) /
                                      (double)reps / (double)txs.size();
                std::printf("%-44s %9.2f us CPU per tx (all threads) = %.0f tx/s per core\n", name, cpu_ns / 1000,
                            1e9 / cpu_ns);
                r.add(base + "/batch_t" + std::to_string(threads) + "/cpu_per_tx", "ns/tx", cpu_ns);
            }
            sp_print(r, name, base + "/batch_t" + std::to_string(threads), per_tx, s.iqr_pct(), lib_ns);
        }
    }
}

}  // namespace ufsecp_bench
