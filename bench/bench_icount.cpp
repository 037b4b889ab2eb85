// ufsecp-bench --icount — instructions per operation for both libraries, counted exactly by
// valgrind's callgrind (wall time on a shared machine drifts by 2x between runs;
// instruction counts repeat exactly for fixed inputs).
//
// Run as `ufsecp-bench --icount [--iters N]`, the program starts itself again under
//   valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no
// (the child). The child builds its inputs (8 distinct keys and messages, fixed seed),
// then for each operation makes one untimed warm-up call, switches collection on
// (CALLGRIND_TOGGLE_COLLECT), makes N calls cycling through the inputs, switches it off
// and dumps the counts under the operation's name (CALLGRIND_DUMP_STATS_AT). The parent
// reads the dumps, divides by N and prints instructions per operation for ufsecp and
// libsecp256k1 and their ratio; "ICOUNT <lib>/<op> <instr>" lines are for scripts
// (scripts/perf-gate.sh). Both sides do the same work per call, as in the C API section.
//
// Counts depend on the compiler and on what the code dispatches on at run time: under
// valgrind, SHA-256 runs whichever implementation valgrind's CPUID lets it choose
// (printed as "sha256:").
#include <dirent.h>
#include <unistd.h>

#include <array>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "bench_util.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "hash/sha256.hpp"
#include "ufsecp/ufsecp.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define UFSECP_BENCH_HAVE_CALLGRIND 1
#endif
#endif

#if defined(UFSECP_HAVE_LIBSECP)
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_recovery.h>
#include <secp256k1_schnorrsig.h>
#endif

namespace ufsecp_bench {

namespace {

const char* const kOps[] = {"pubkey_create", "ecdsa_sign",     "ecdsa_verify", "ecdsa_recover",
                            "schnorr_sign",  "schnorr_verify", "ecdh"};
constexpr std::size_t kItems = 8;
// Batch verification, counted per call of one batch and reported per signature, against
// libsecp256k1's single verification (with its parse) from the table above.
struct BatchOp {
    const char* name;
    const char* single;  // the single-verification op compared against
    std::size_t n;       // signatures per batch
};
const BatchOp kBatchOps[] = {{"schnorr_batch64", "schnorr_verify", 64},
                             {"schnorr_batch1024", "schnorr_verify", 1024},
                             {"ecdsa_batch64", "ecdsa_verify", 64}};

// Verification with a precomputed key (the object built before counting), against
// libsecp256k1's single verification from the table above (its Schnorr count includes the
// x-only key's parse, ufsecp's does not: the object holds the lifted key).
struct PreOp {
    const char* name;
    const char* single;
};
const PreOp kPreOps[] = {{"ecdsa_verify_pre", "ecdsa_verify"}, {"schnorr_verify_pre", "schnorr_verify"}};

#if defined(UFSECP_BENCH_HAVE_CALLGRIND)
struct Item {
    unsigned char sk[32], msg[32], aux[32], xonly[32], sig[64], schnorr[64];
    int recid;
    ufsecp_pubkey pk;
    ufsecp_keypair kp;
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_pubkey lpk;
    secp256k1_keypair lkp;
#endif
};

template <class Fn>
void count(const std::string& label, unsigned iters, Fn fn) {
    std::uint64_t acc = fn(0);  // warm-up: first-use effects stay out of the count
    CALLGRIND_TOGGLE_COLLECT;
    for (unsigned k = 0; k < iters; k++) acc += fn(k % kItems);
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_DUMP_STATS_AT(label.c_str());
    g_sink = g_sink + acc;
}

int child(const Options& o) {
    Gen g(0x69636f756e74);
    std::vector<Item> it(kItems);
#if defined(UFSECP_HAVE_LIBSECP)
    secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_SIGN | SECP256K1_CONTEXT_VERIFY);
    unsigned char seed[32];
    g.bytes32(seed);
    need(secp256k1_context_randomize(ctx, seed), "randomize");
#endif
    for (Item& x : it) {
        random_seckey(g, x.sk);
        g.bytes32(x.msg);
        g.bytes32(x.aux);
        need(ufsecp_pubkey_create(&x.pk, x.sk) == UFSECP_OK, "pubkey");
        need(ufsecp_keypair_create(&x.kp, x.sk) == UFSECP_OK, "keypair");
        need(ufsecp_keypair_xonly_pubkey(x.xonly, nullptr, &x.kp) == UFSECP_OK, "xonly");
        need(ufsecp_ecdsa_sign_recoverable(x.sig, &x.recid, x.msg, x.sk, nullptr) == UFSECP_OK, "sign");
        need(ufsecp_schnorr_sign(x.schnorr, x.msg, 32, &x.kp, x.aux) == UFSECP_OK, "schnorr");
#if defined(UFSECP_HAVE_LIBSECP)
        need(secp256k1_ec_pubkey_create(ctx, &x.lpk, x.sk), "pubkey");
        need(secp256k1_keypair_create(ctx, &x.lkp, x.sk), "keypair");
        unsigned char l64[64];
        need(secp256k1_schnorrsig_sign32(ctx, l64, x.msg, &x.lkp, x.aux) && std::memcmp(l64, x.schnorr, 64) == 0,
             "MISMATCH: BIP-340 signatures differ");
#endif
    }
    auto peer = [&](std::size_t i) -> Item& { return it[(i + 1) % kItems]; };
    std::printf("sha256: %s\n", ufsecp::sha256_implementation());
    std::printf("kG scan: %s\n", ufsecp::ecmult_gen_lookup_name());
    CALLGRIND_START_INSTRUMENTATION;
    const unsigned n = o.icount_iters;
    auto want = [&](const char* op) {
        return o.icount_filter.empty() || ("," + o.icount_filter + ",").find(std::string(",") + op + ",") != std::string::npos;
    };
    // Every operation's result is checked (a failed call would count the wrong work).
    if (want("pubkey_create")) {
        count("ufsecp/pubkey_create", n, [&](std::size_t i) -> std::uint64_t {
            ufsecp_pubkey pk;
            need(ufsecp_pubkey_create(&pk, it[i].sk) == UFSECP_OK, "pubkey_create");
            return pk.data[0];
        });
    }
    if (want("ecdsa_sign")) {
        count("ufsecp/ecdsa_sign", n, [&](std::size_t i) -> std::uint64_t {
            unsigned char sig[64];
            need(ufsecp_ecdsa_sign(sig, it[i].msg, it[i].sk, nullptr) == UFSECP_OK, "ecdsa_sign");
            return sig[0];
        });
    }
    if (want("ecdsa_verify")) {
        count("ufsecp/ecdsa_verify", n, [&](std::size_t i) -> std::uint64_t {
            need(ufsecp_ecdsa_verify(it[i].sig, it[i].msg, &it[i].pk) == UFSECP_OK, "ecdsa_verify");
            return 1;
        });
    }
    if (want("ecdsa_recover")) {
        count("ufsecp/ecdsa_recover", n, [&](std::size_t i) -> std::uint64_t {
            ufsecp_pubkey pk;
            need(ufsecp_ecdsa_recover(&pk, it[i].sig, it[i].recid, it[i].msg) == UFSECP_OK, "recover");
            return pk.data[0];
        });
    }
    if (want("schnorr_sign")) {
        count("ufsecp/schnorr_sign", n, [&](std::size_t i) -> std::uint64_t {
            unsigned char sig[64];
            need(ufsecp_schnorr_sign(sig, it[i].msg, 32, &it[i].kp, it[i].aux) == UFSECP_OK, "schnorr_sign");
            return sig[0];
        });
    }
    if (want("schnorr_verify")) {
        count("ufsecp/schnorr_verify", n, [&](std::size_t i) -> std::uint64_t {
            need(ufsecp_schnorr_verify(it[i].schnorr, it[i].msg, 32, it[i].xonly) == UFSECP_OK, "schnorr_verify");
            return 1;
        });
    }
    if (want("ecdh")) {
        count("ufsecp/ecdh", n, [&](std::size_t i) -> std::uint64_t {
            unsigned char out[32];
            need(ufsecp_ecdh(out, &peer(i).pk, it[i].sk) == UFSECP_OK, "ecdh");
            return out[0];
        });
    }
    for (const PreOp& p : kPreOps) {
        if (!want(p.name)) continue;
        const bool schnorr = std::strncmp(p.name, "schnorr", 7) == 0;
        std::vector<ufsecp_pubkey_precomputed> pre(schnorr ? 0 : kItems);
        std::vector<ufsecp_xonly_pubkey_precomputed> xpre(schnorr ? kItems : 0);
        for (std::size_t i = 0; i < kItems; i++) {
            if (schnorr) need(ufsecp_xonly_pubkey_precompute(&xpre[i], it[i].xonly) == UFSECP_OK, "precompute");
            else need(ufsecp_pubkey_precompute(&pre[i], &it[i].pk) == UFSECP_OK, "precompute");
        }
        count(std::string("ufsecp/") + p.name, n, [&](std::size_t i) -> std::uint64_t {
            const ufsecp_status st = schnorr ? ufsecp_schnorr_verify_precomputed(it[i].schnorr, it[i].msg, 32, &xpre[i])
                                             : ufsecp_ecdsa_verify_precomputed(it[i].sig, it[i].msg, &pre[i]);
            need(st == UFSECP_OK, p.name);
            return 1;
        });
    }
    for (const BatchOp& b : kBatchOps) {
        if (!want(b.name)) continue;
        // b.n distinct signatures: every key and message of the pool re-signed under a
        // per-entry message (the pool's messages with the entry index folded in).
        std::vector<std::array<unsigned char, 64>> sig(b.n);
        std::vector<std::array<unsigned char, 32>> msg(b.n);
        std::vector<const unsigned char*> ps(b.n), pm(b.n), px(b.n);
        std::vector<const ufsecp_pubkey*> pp(b.n);
        std::vector<std::size_t> ml(b.n, 32);
        const bool schnorr = std::strncmp(b.name, "schnorr", 7) == 0;
        for (std::size_t j = 0; j < b.n; j++) {
            const Item& x = it[j % kItems];
            std::memcpy(msg[j].data(), x.msg, 32);
            msg[j][0] ^= (unsigned char)j;
            msg[j][1] ^= (unsigned char)(j >> 8);
            if (schnorr) {
                need(ufsecp_schnorr_sign(sig[j].data(), msg[j].data(), 32, &x.kp, x.aux) == UFSECP_OK, "sign");
            } else {
                need(ufsecp_ecdsa_sign(sig[j].data(), msg[j].data(), x.sk, nullptr) == UFSECP_OK, "sign");
            }
            ps[j] = sig[j].data();
            pm[j] = msg[j].data();
            px[j] = x.xonly;
            pp[j] = &x.pk;
        }
        count(std::string("ufsecp/") + b.name, n, [&](std::size_t) -> std::uint64_t {
            const ufsecp_status st =
                schnorr ? ufsecp_schnorr_verify_batch(b.n, ps.data(), pm.data(), ml.data(), px.data(), nullptr)
                        : ufsecp_ecdsa_verify_batch(b.n, ps.data(), pm.data(), pp.data(), nullptr);
            need(st == UFSECP_OK, b.name);
            return 1;
        });
    }
#if defined(UFSECP_HAVE_LIBSECP)
    if (want("pubkey_create")) {
        count("libsecp256k1/pubkey_create", n, [&](std::size_t i) -> std::uint64_t {
            secp256k1_pubkey pk;
            need(secp256k1_ec_pubkey_create(ctx, &pk, it[i].sk), "pubkey_create");
            return pk.data[0];
        });
    }
    if (want("ecdsa_sign")) {
        count("libsecp256k1/ecdsa_sign", n, [&](std::size_t i) -> std::uint64_t {
            secp256k1_ecdsa_signature sig;
            unsigned char out[64];
            need(secp256k1_ecdsa_sign(ctx, &sig, it[i].msg, it[i].sk, nullptr, nullptr), "sign");
            secp256k1_ecdsa_signature_serialize_compact(ctx, out, &sig);
            return out[0];
        });
    }
    if (want("ecdsa_verify")) {
        count("libsecp256k1/ecdsa_verify", n, [&](std::size_t i) -> std::uint64_t {
            secp256k1_ecdsa_signature sig;
            secp256k1_ecdsa_signature_parse_compact(ctx, &sig, it[i].sig);
            need(secp256k1_ecdsa_verify(ctx, &sig, it[i].msg, &it[i].lpk), "verify");
            return 1;
        });
    }
    if (want("ecdsa_recover")) {
        count("libsecp256k1/ecdsa_recover", n, [&](std::size_t i) -> std::uint64_t {
            secp256k1_ecdsa_recoverable_signature rs;
            secp256k1_pubkey pk;
            secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &rs, it[i].sig, it[i].recid);
            need(secp256k1_ecdsa_recover(ctx, &pk, &rs, it[i].msg), "recover");
            return pk.data[0];
        });
    }
    if (want("schnorr_sign")) {
        count("libsecp256k1/schnorr_sign", n, [&](std::size_t i) -> std::uint64_t {
            unsigned char sig[64];
            need(secp256k1_schnorrsig_sign32(ctx, sig, it[i].msg, &it[i].lkp, it[i].aux), "schnorr_sign");
            return sig[0];
        });
    }
    if (want("schnorr_verify")) {
        count("libsecp256k1/schnorr_verify", n, [&](std::size_t i) -> std::uint64_t {
            secp256k1_xonly_pubkey xk;
            need(secp256k1_xonly_pubkey_parse(ctx, &xk, it[i].xonly), "xonly parse");
            need(secp256k1_schnorrsig_verify(ctx, it[i].schnorr, it[i].msg, 32, &xk), "schnorr_verify");
            return 1;
        });
    }
    if (want("ecdh")) {
        count("libsecp256k1/ecdh", n, [&](std::size_t i) -> std::uint64_t {
            unsigned char out[32];
            need(secp256k1_ecdh(ctx, out, &peer(i).lpk, it[i].sk, nullptr, nullptr), "ecdh");
            return out[0];
        });
    }
    secp256k1_context_destroy(ctx);
#endif
    CALLGRIND_STOP_INSTRUMENTATION;
    return 0;
}
#endif  // UFSECP_BENCH_HAVE_CALLGRIND

// Reads callgrind's dump files in dir: label -> total instructions.
std::map<std::string, double> read_dumps(const std::string& dir) {
    std::map<std::string, double> out;
    DIR* d = opendir(dir.c_str());
    if (!d) return out;
    while (dirent* e = readdir(d)) {
        if (std::strncmp(e->d_name, "cg.out", 6) != 0) continue;
        std::ifstream f(dir + "/" + e->d_name);
        std::string line, label;
        double total = -1;
        const std::string kDesc = "desc: Trigger: Client Request: ";
        while (std::getline(f, line)) {
            if (line.rfind(kDesc, 0) == 0) label = line.substr(kDesc.size());
            else if (line.rfind("totals: ", 0) == 0) total = std::strtod(line.c_str() + 8, nullptr);
            else if (line.rfind("summary: ", 0) == 0 && total < 0) total = std::strtod(line.c_str() + 9, nullptr);
        }
        if (!label.empty() && total >= 0) out[label] = total;
    }
    closedir(d);
    return out;
}

std::string shell_quote(const std::string& s) {
    std::string r = "'";
    for (char c : s) r += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return r + "'";
}

}  // namespace

const std::vector<std::string>& icount_op_names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> v(std::begin(kOps), std::end(kOps));
        for (const BatchOp& b : kBatchOps) v.push_back(b.name);
        for (const PreOp& p : kPreOps) v.push_back(p.name);
        return v;
    }();
    return names;
}

int run_icount(const Options& o, int argc, char** argv) {
    (void)argc;
#if !defined(UFSECP_BENCH_HAVE_CALLGRIND)
    (void)argv;
    std::fprintf(stderr, "ufsecp-bench: built without <valgrind/callgrind.h>: no --icount (install valgrind)\n");
    return 2;
#else
    if (RUNNING_ON_VALGRIND) return child(o);
    // The dumps go to a fresh temporary directory (mkdtemp fills in the Xs), removed at the
    // end, or to $UFSECP_ICOUNT_DIR, kept there for callgrind_annotate (the per-function split).
    const char* keep = std::getenv("UFSECP_ICOUNT_DIR");
    char tmpl[] = "/tmp/ufsecp-icount-XXXXXX";
    if (keep == nullptr && !mkdtemp(tmpl)) die("mkdtemp failed");
    // (Earlier dumps in $UFSECP_ICOUNT_DIR are removed first: they would be read as this run's.)
    if (keep != nullptr && std::system(("mkdir -p " + shell_quote(keep) + " && rm -f " + shell_quote(keep) + "/cg.out*").c_str()) != 0)
        die("cannot prepare $UFSECP_ICOUNT_DIR");
    const std::string dir = keep != nullptr ? std::string(keep) : std::string(tmpl);
    char self[4096];
    const ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0) die("cannot find my own executable (/proc/self/exe)");
    self[len] = 0;
    std::string cmd = "valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no --callgrind-out-file=" +
                      shell_quote(dir + "/cg.out") + " " + shell_quote(self) + " --icount " +
                      shell_quote(o.icount_filter.empty() ? "all" : o.icount_filter) + " --iters " +
                      std::to_string(o.icount_iters) + " > " + shell_quote(dir + "/log") + " 2>&1";
    (void)argv;
    const int rc = std::system(cmd.c_str());
    std::string sha = "?", scan = "?";
    {
        std::ifstream f(dir + "/log");
        std::string line;
        while (std::getline(f, line)) {
            if (line.rfind("sha256: ", 0) == 0) sha = line.substr(8);
            if (line.rfind("kG scan: ", 0) == 0) scan = line.substr(9);
        }
    }
    if (rc != 0) {
        std::fprintf(stderr, "ufsecp-bench: the valgrind run failed (exit %d); its log: %s/log\n", rc, dir.c_str());
        std::system(("tail -n 20 " + shell_quote(dir + "/log") + " >&2").c_str());
        return 1;
    }
    const auto counts = read_dumps(dir);
    const Meta m = meta();
    std::printf("== instructions per operation (callgrind, %u calls each over %zu distinct inputs)\n", o.icount_iters,
                kItems);
    std::printf("compiler: %s; field %s; under valgrind: sha256 %s, k*G scan %s\n", m.compiler.c_str(),
                m.field_tier.c_str(), sha.c_str(), scan.c_str());
    print_reference(m);
    std::printf("%-17s %14s %14s %9s\n", "operation", "ufsecp", "libsecp256k1", "lib/ufs");
    Report rep(o);
    int missing = 0;
    for (const char* op : kOps) {
        const auto u = counts.find(std::string("ufsecp/") + op);
        const auto l = counts.find(std::string("libsecp256k1/") + op);
        if (u == counts.end()) {
            if (o.icount_filter.empty() || o.icount_filter == "all") missing++;
            continue;
        }
        const double ui = u->second / o.icount_iters;
        if (l != counts.end()) {
            const double li = l->second / o.icount_iters;
            std::printf("%-17s %14.0f %14.0f %9.3f\n", op, ui, li, li / ui);
            rep.add(std::string("icount/") + op + "/libsecp256k1", "instr/op", li);
            rep.add(std::string("icount/") + op + "/ratio_libsecp_over_ufsecp", "x", li / ui);
        } else {
            std::printf("%-17s %14.0f %14s\n", op, ui, "-");
        }
        rep.add(std::string("icount/") + op + "/ufsecp", "instr/op", ui);
    }
    for (const BatchOp& b : kBatchOps) {
        const auto u = counts.find(std::string("ufsecp/") + b.name);
        if (u == counts.end()) continue;
        const double ui = u->second / o.icount_iters / (double)b.n;
        const auto l = counts.find(std::string("libsecp256k1/") + b.single);
        if (l != counts.end()) {
            const double li = l->second / o.icount_iters;
            std::printf("%-17s %14.0f %14.0f %9.3f   (per signature; libsecp: single %s)\n", b.name, ui, li, li / ui,
                        b.single);
            rep.add(std::string("icount/") + b.name + "/ratio_libsecp_single_over_ufsecp", "x", li / ui);
        } else {
            std::printf("%-17s %14.0f %14s   (per signature)\n", b.name, ui, "-");
        }
        rep.add(std::string("icount/") + b.name + "/ufsecp", "instr/sig", ui);
    }
    for (const PreOp& p : kPreOps) {
        const auto u = counts.find(std::string("ufsecp/") + p.name);
        if (u == counts.end()) continue;
        const double ui = u->second / o.icount_iters;
        const auto l = counts.find(std::string("libsecp256k1/") + p.single);
        if (l != counts.end()) {
            const double li = l->second / o.icount_iters;
            std::printf("%-18s %13.0f %14.0f %9.3f   (precomputed key; libsecp: %s)\n", p.name, ui, li, li / ui,
                        p.single);
            rep.add(std::string("icount/") + p.name + "/ratio_libsecp_over_ufsecp", "x", li / ui);
        } else {
            std::printf("%-18s %13.0f %14s   (precomputed key)\n", p.name, ui, "-");
        }
        rep.add(std::string("icount/") + p.name + "/ufsecp", "instr/op", ui);
    }
    for (const auto& [label, total] : counts) std::printf("ICOUNT %s %.0f\n", label.c_str(), total / o.icount_iters);
    std::printf("ICOUNT-ENV compiler=%s|field=%s|sha256=%s|kgscan=%s\n", m.compiler.c_str(), m.field_tier.c_str(),
                sha.c_str(), scan.c_str());
    if (!o.json_path.empty() && !rep.write_json(o.json_path)) die("cannot write the JSON file");
    if (keep == nullptr) {
        std::system(("rm -rf " + shell_quote(dir)).c_str());
    } else {
        std::printf("callgrind dumps kept in %s (callgrind_annotate %s/cg.out.<n>)\n", dir.c_str(), dir.c_str());
    }
    if (missing) {
        std::fprintf(stderr, "ufsecp-bench: %d operations produced no count\n", missing);
        return 1;
    }
    return 0;
#endif
}

}  // namespace ufsecp_bench
