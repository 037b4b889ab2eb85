// ufsecp-bench — shared pieces of the benchmark program: inputs, the block timer, the
// statistics, the report table and the JSON records.
//
// Layer: benchmarks (top; may include every internal layer).
//
// Timing method (every section): an operation runs in BLOCKS of `ops` calls over a pool of
// distinct inputs (never one repeated input). Warm-up blocks first, then `blocks` timed
// blocks (>= 5); each block gives a time per call; the report is the median per side and
// the interquartile range (IQR) in percent of the median. When two libraries are compared
// their blocks alternate A B A B ..., so slow drifts (frequency, other load) hit both
// alike. A block reads two clocks: thread CPU time (the default: on a shared machine the
// scheduler can pause the process mid-block, and wall time would charge the pause to
// whichever side ran) and wall time (--wall, and always for multi-threaded calls).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <utility>
#include <vector>

#include "common/util.hpp"

namespace ufsecp_bench {

// Results are folded into this so no side's work can be optimized away.
inline volatile std::uint64_t g_sink;

[[noreturn]] inline void die(const char* what) {
    std::fprintf(stderr, "ufsecp-bench: %s\n", what);
    std::exit(1);
}
inline void need(bool ok, const char* what) {
    if (!ok) die(what);
}

// SplitMix64: fixed seeds, the same inputs on every run (instruction counts repeat).
class Gen {
public:
    explicit Gen(std::uint64_t seed) : s_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    void bytes(unsigned char* out, std::size_t n) {
        for (std::size_t i = 0; i < n; i++) out[i] = (unsigned char)next();
    }
    void bytes32(unsigned char out[32]) {
        for (int i = 0; i < 4; i++) ufsecp::write_be64(out + 8 * i, next());
    }

private:
    std::uint64_t s_;
};

// A valid secret key (0 < k < n): top byte below 0xFF makes k < n certain, and the
// remaining 248 random bits are never all zero in practice (checked anyway).
inline void random_seckey(Gen& g, unsigned char out[32]) {
    for (;;) {
        g.bytes32(out);
        if (out[0] == 0xFF) continue;
        bool zero = true;
        for (int i = 0; i < 32; i++) zero = zero && out[i] == 0;
        if (!zero) return;
    }
}

struct Options {
    int blocks = 15;           // timed blocks per side (>= 5)
    int argc = 0;              // the command line, for the JSON
    char** argv = nullptr;
    int warmup = 2;            // warm-up blocks per side
    double block_ms = 4.0;     // target length of one block (ops per block calibrated from it)
    bool wall = false;         // report wall-clock instead of thread CPU time
    bool quick = false;        // --quick: fewer blocks, shorter blocks, fewer batch sizes
    std::string json_path;     // --json PATH
    std::string icount_filter; // --icount [OPS]
    unsigned icount_iters = 8; // --iters N (instruction counting)
};

// ---- clocks and statistics ----------------------------------------------------------

struct Stamp {
    std::int64_t cpu_ns, wall_ns;
};
inline Stamp now() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    const std::int64_t cpu = (std::int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
    const std::int64_t wall =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
    return {cpu, wall};
}

struct Spread {
    double median = 0, p25 = 0, p75 = 0;  // ns per call
    double iqr_pct() const { return median > 0 ? 100.0 * (p75 - p25) / median : 0; }
};

inline Spread spread(std::vector<double> v) {
    Spread s;
    if (v.empty()) return s;
    std::sort(v.begin(), v.end());
    auto at = [&](double q) {
        const double pos = q * (double)(v.size() - 1);
        const std::size_t lo = (std::size_t)pos;
        const std::size_t hi = std::min(lo + 1, v.size() - 1);
        return v[lo] + (v[hi] - v[lo]) * (pos - (double)lo);
    };
    s.median = at(0.5);
    s.p25 = at(0.25);
    s.p75 = at(0.75);
    return s;
}

// One side of a measurement: fn(i) performs one call on pool item i (i < pool) and
// returns something derived from the result (folded into g_sink).
struct BlockTimes {
    std::vector<double> cpu, wall;  // ns per call, one entry per timed block
    Spread pick(bool wall_clock) const { return spread(wall_clock ? wall : cpu); }
};

template <class Fn>
void time_block(Fn& fn, std::size_t ops, std::size_t pool, std::size_t& cursor, BlockTimes* out) {
    std::uint64_t acc = 0;
    const Stamp t0 = now();
    for (std::size_t k = 0; k < ops; k++) {
        acc += fn(cursor);
        if (++cursor == pool) cursor = 0;
    }
    const Stamp t1 = now();
    g_sink = g_sink + acc;
    if (out) {
        out->cpu.push_back((double)(t1.cpu_ns - t0.cpu_ns) / (double)ops);
        out->wall.push_back((double)(t1.wall_ns - t0.wall_ns) / (double)ops);
    }
}

// Calls per block so that one block lasts about o.block_ms (at least 1, at most 1<<24).
template <class Fn>
std::size_t calibrate(const Options& o, Fn& fn, std::size_t pool) {
    std::size_t ops = 1, cursor = 0;
    for (;;) {
        BlockTimes t;
        time_block(fn, ops, pool, cursor, &t);
        const double total_ms = t.wall[0] * (double)ops * 1e-6;
        if (total_ms >= o.block_ms / 8 || ops >= (1u << 24)) {
            const double per_ns = std::max(t.wall[0], 0.1);
            const double want = o.block_ms * 1e6 / per_ns;
            return (std::size_t)std::clamp(want, 1.0, (double)(1u << 24));
        }
        ops *= 4;
    }
}

// Any number of sides, interleaved block by block; ops per block calibrated on the
// slowest side, so each side's block lasts at most about block_ms.
template <class... Fns>
std::vector<BlockTimes> interleave(const Options& o, std::size_t pool, Fns&... fns) {
    std::size_t ops = SIZE_MAX;
    ((ops = std::min(ops, calibrate(o, fns, pool))), ...);
    std::vector<BlockTimes> t(sizeof...(fns));
    std::vector<std::size_t> cur(sizeof...(fns), 0);
    for (int w = 0; w < o.warmup; w++) {
        std::size_t k = 0;
        ((time_block(fns, ops, pool, cur[k], nullptr), k++), ...);
    }
    for (int b = 0; b < o.blocks; b++) {
        std::size_t k = 0;
        ((time_block(fns, ops, pool, cur[k], &t[k]), k++), ...);
    }
    return t;
}

// ---- report: table rows and JSON records ---------------------------------------------

struct Record {
    std::string name, unit;
    double value;
    double iqr_pct;  // spread of a timed value (interquartile range, % of the median); < 0: none
};

class Report {
public:
    explicit Report(const Options& o) : opts_(o) {}
    void add(const std::string& name, const std::string& unit, double value, double iqr_pct = -1) {
        records_.push_back({name, unit, value, iqr_pct});
    }
    const std::vector<Record>& records() const { return records_; }
    // Writes {"meta": {...}, "results": [...]}; returns false if the file cannot be written.
    bool write_json(const std::string& path) const;

private:
    const Options& opts_;  // the method, for the JSON's meta
    std::vector<Record> records_;
};

// The environment of the run (machine, compiler, flags, commit, date, the libsecp256k1
// compared with: its name and version, where it was linked from, and whether it is a release
// older than 0.7, whose ratios overstate ufsecp's lead).
struct Meta {
    std::string machine, compiler, flags, commit, date, libsecp, libsecp_path, field_tier, sha256;
    bool libsecp_old = false;
};
Meta meta();
void print_reference(const Meta& m);  // the "reference:" lines of a report's header
// The names --icount accepts (bench_icount.cpp).
const std::vector<std::string>& icount_op_names();
std::string json_escape(const std::string& s);

inline std::string fmt_us(double ns) {
    char b[32];
    std::snprintf(b, sizeof b, ns < 1000 ? "%.3f" : ns < 100000 ? "%.2f" : "%.1f", ns / 1000.0);
    return b;
}
inline std::string fmt_rate(double ns) {  // operations per second
    char b[32];
    const double r = 1e9 / ns;
    std::snprintf(b, sizeof b, r >= 1e6 ? "%.2fM" : r >= 1e3 ? "%.1fk" : "%.1f", r >= 1e6 ? r / 1e6 : r >= 1e3 ? r / 1e3 : r);
    return b;
}

// "ECDSA verify" -> "ecdsa_verify", "ECDH (SHA-256 output)" -> "ecdh" (JSON names: the
// parenthesized remarks are left out).
inline std::string slug(const std::string& s) {
    std::string r;
    int depth = 0;
    for (char c : s) {
        if (c == '(' || c == ')') {
            depth += c == '(' ? 1 : -1;
            continue;
        }
        if (depth > 0) continue;
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) r += c;
        else if (c >= 'A' && c <= 'Z') r += (char)(c - 'A' + 'a');
        else if (!r.empty() && r.back() != '_') r += '_';
    }
    while (!r.empty() && r.back() == '_') r.pop_back();
    return r;
}

// Times ufs (and lib, if not null) over `pool` items, interleaved; prints one row (the name
// column `width` wide) and records it as "<prefix>/<slug(name)>/{ufsecp,libsecp256k1,
// ratio_libsecp_over_ufsecp}". Returns the ufsecp and libsecp256k1 medians in ns per call
// (libsecp256k1 0 when absent). The sections' comparison rows go through here.
template <class FU, class FL>
std::pair<double, double> compare_row(const Options& o, Report& r, const std::string& prefix, int width,
                                      std::size_t pool, const char* name, FU ufs, FL* lib) {
    const std::string base = prefix + "/" + slug(name);
    if (lib) {
        const auto t = interleave(o, pool, ufs, *lib);
        const Spread a = t[0].pick(o.wall), b = t[1].pick(o.wall);
        std::printf("%-*s %11s %9s %5.1f%% %11s %9s %5.1f%% %8.2f\n", width, name, fmt_us(a.median).c_str(),
                    fmt_rate(a.median).c_str(), a.iqr_pct(), fmt_us(b.median).c_str(), fmt_rate(b.median).c_str(),
                    b.iqr_pct(), b.median / a.median);
        r.add(base + "/ufsecp", "ns/op", a.median, a.iqr_pct());
        r.add(base + "/libsecp256k1", "ns/op", b.median, b.iqr_pct());
        r.add(base + "/ratio_libsecp_over_ufsecp", "x", b.median / a.median);
        std::fflush(stdout);
        return {a.median, b.median};
    }
    const auto t = interleave(o, pool, ufs);
    const Spread a = t[0].pick(o.wall);
    std::printf("%-*s %11s %9s %5.1f%%\n", width, name, fmt_us(a.median).c_str(), fmt_rate(a.median).c_str(),
                a.iqr_pct());
    r.add(base + "/ufsecp", "ns/op", a.median, a.iqr_pct());
    std::fflush(stdout);
    return {a.median, 0};
}

// ---- the sections (one file each) ----------------------------------------------------

// Verification medians (ns per call) the block estimates are computed from.
struct VerifyCosts {
    double ecdsa_ufs = 0, ecdsa_lib = 0, schnorr_ufs = 0, schnorr_lib = 0;
};

bool have_libsecp();
void section_api(const Options& o, Report& r, VerifyCosts& costs);        // bench_api.cpp
void section_blocks(const Options& o, Report& r, const VerifyCosts& c);   // bench_blocks.cpp
void section_batch(const Options& o, Report& r);                         // bench_batch.cpp
void section_bip39(const Options& o, Report& r);                         // bench_bip39.cpp
void section_internals(const Options& o, Report& r);                     // bench_internals.cpp
void section_taproot(const Options& o, Report& r);                       // bench_taproot.cpp
void section_adaptor(const Options& o, Report& r);                       // bench_adaptor.cpp
void section_frost(const Options& o, Report& r);                         // bench_frost.cpp
void section_silentpayments(const Options& o, Report& r);  // bench_silentpayments.cpp
void section_bip32(const Options& o, Report& r);                         // bench_bip32.cpp
void section_bip324(const Options& o, Report& r);                        // bench_bip324.cpp
void section_musig(const Options& o, Report& r);                         // bench_musig.cpp
int run_icount(const Options& o, int argc, char** argv);                 // bench_icount.cpp

}  // namespace ufsecp_bench
