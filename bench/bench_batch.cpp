// ufsecp — batch verification and multi-scalar multiplication against libsecp256k1 single
// verification, measured in the same process (plain program).
//
// Layer: benchmarks (top; may include every internal layer). Built with
// -DUFSECP_BUILD_BENCH=ON as ufsecp_bench_batch (bench/batch.cmake).
//
// Reported, for N = 1, 8, 64, 256, 1024, 4096:
//   * Schnorr: microseconds per signature of N secp256k1_schnorrsig_verify calls (keys parsed
//     beforehand, as a node holding parsed keys would; "+parse" also times
//     secp256k1_xonly_pubkey_parse, which like our batch lifts the 32-byte key), against
//     ufsecp_schnorr_verify_batch (raw 32-byte keys) with 1 and 2 threads;
//   * ECDSA: N secp256k1_ecdsa_verify calls (parsed keys and signatures) against
//     ufsecp_ecdsa_verify_batch (ufsecp_pubkey objects) with 1 and 2 threads;
//   * the MSM cost per (point, 256-bit scalar) term of ecmult_multi_var.
// Method: the two sides run alternately in blocks (one warm-up round, then A B A B ...,
// --blocks rounds, default 9); each block is one call over the N entries (repeated to last
// at least --min-us microseconds, default 20000); the median per side (or, with --stat min,
// the fastest block, the better estimate on a machine shared with other work) is reported
// with the ratio libsecp/ufsecp (> 1: ufsecp is faster per signature). Every result is checked first
// (all entries valid on both sides), so a fast wrong answer cannot pass.
//
// --cg KIND N: run one operation once between callgrind's start/stop requests (for
// `valgrind --tool=callgrind --instr-atstart=no`); KIND is one of lib-schnorr,
// lib-schnorr-parse, lib-ecdsa, batch-schnorr, batch-ecdsa, msm, or batch-schnorr-badK (K
// evenly spread entries corrupted; K = 0: all), which times finding the invalid entries.
// Instruction counts are stable where wall time is not.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <time.h>

#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include "ecmult/ecmult_multi.hpp"
#include "ecmult/ecmult_var.hpp"
#include "ufsecp/ufsecp.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define UFSECP_BENCH_CALLGRIND 1
#endif
#endif
#if !defined(UFSECP_BENCH_CALLGRIND)
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_STOP_INSTRUMENTATION
#endif

namespace {

using namespace ufsecp;

constexpr std::size_t kMaxN = 4096;
const std::size_t kSizes[] = {1, 8, 64, 256, 1024, 4096};

volatile std::uint64_t g_sink;

[[noreturn]] void die(const char* what) {
    std::fprintf(stderr, "bench_batch: %s\n", what);
    std::exit(1);
}

class Gen {  // SplitMix64, fixed seed
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

private:
    std::uint64_t s_;
};

struct Pools {
    secp256k1_context* ctx;
    // Schnorr
    std::vector<unsigned char> s_sig, s_msg, s_key;  // 64, 32, 32 bytes per entry
    std::vector<secp256k1_xonly_pubkey> s_lib_key;
    // ECDSA
    std::vector<unsigned char> e_sig, e_msg;
    std::vector<secp256k1_pubkey> e_lib_key;
    std::vector<secp256k1_ecdsa_signature> e_lib_sig;
    std::vector<ufsecp_pubkey> e_key;
    // MSM
    std::vector<Ge> m_pts;
    std::vector<Scalar> m_sc;
    // pointer arrays
    std::vector<const unsigned char*> ps_sig, ps_msg, ps_key, pe_sig, pe_msg;
    std::vector<std::size_t> ps_len;
    std::vector<const ufsecp_pubkey*> pe_key;
};

// Pools of `count` signatures of each kind and `msm_count` MSM terms.
void make_pools(Pools& p, std::size_t count, std::size_t msm_count) {
    p.ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    Gen g(20240601);
    p.s_sig.resize(64 * count);
    p.s_msg.resize(32 * count);
    p.s_key.resize(32 * count);
    p.s_lib_key.resize(count);
    p.e_sig.resize(64 * count);
    p.e_msg.resize(32 * count);
    p.e_lib_key.resize(count);
    p.e_lib_sig.resize(count);
    p.e_key.resize(count);
    for (std::size_t i = 0; i < count; i++) {
        unsigned char sk[32], aux[32];
        do g.bytes(sk, 32);
        while (!secp256k1_ec_seckey_verify(p.ctx, sk));
        g.bytes(aux, 32);
        g.bytes(&p.s_msg[32 * i], 32);
        g.bytes(&p.e_msg[32 * i], 32);
        secp256k1_keypair kp;
        if (!secp256k1_keypair_create(p.ctx, &kp, sk)) die("keypair");
        if (!secp256k1_keypair_xonly_pub(p.ctx, &p.s_lib_key[i], nullptr, &kp)) die("xonly");
        secp256k1_xonly_pubkey_serialize(p.ctx, &p.s_key[32 * i], &p.s_lib_key[i]);
        if (!secp256k1_schnorrsig_sign32(p.ctx, &p.s_sig[64 * i], &p.s_msg[32 * i], &kp, aux)) die("sign");
        if (!secp256k1_ec_pubkey_create(p.ctx, &p.e_lib_key[i], sk)) die("pubkey");
        if (!secp256k1_ecdsa_sign(p.ctx, &p.e_lib_sig[i], &p.e_msg[32 * i], sk, nullptr, nullptr)) die("ecdsa");
        secp256k1_ecdsa_signature_serialize_compact(p.ctx, &p.e_sig[64 * i], &p.e_lib_sig[i]);
        if (ufsecp_pubkey_create(&p.e_key[i], sk) != UFSECP_OK) die("ufsecp pubkey");
    }
    for (std::size_t i = 0; i < count; i++) {
        p.ps_sig.push_back(&p.s_sig[64 * i]);
        p.ps_msg.push_back(&p.s_msg[32 * i]);
        p.ps_key.push_back(&p.s_key[32 * i]);
        p.ps_len.push_back(32);
        p.pe_sig.push_back(&p.e_sig[64 * i]);
        p.pe_msg.push_back(&p.e_msg[32 * i]);
        p.pe_key.push_back(&p.e_key[i]);
    }
    // MSM terms: random multiples of G (from libsecp's serialized public keys) and scalars.
    const std::size_t nm = msm_count;
    p.m_pts.resize(nm);
    p.m_sc.resize(nm);
    std::vector<Gej> jac(nm);
    Gej inf;
    gej_set_infinity(inf);
    Scalar zero;
    scalar_clear(zero);
    for (std::size_t i = 0; i < nm; i++) {
        unsigned char b[32];
        g.bytes(b, 32);
        Scalar k;
        scalar_set_b32(k, b, nullptr);
        ecmult_var(jac[i], inf, zero, k);
        g.bytes(b, 32);
        scalar_set_b32(p.m_sc[i], b, nullptr);
    }
    ge_set_all_gej_var(p.m_pts.data(), jac.data(), nm);
}

// ---- the operations ------------------------------------------------------------------------

bool lib_schnorr(const Pools& p, std::size_t n, bool parse) {
    bool ok = true;
    for (std::size_t i = 0; i < n; i++) {
        secp256k1_xonly_pubkey k = p.s_lib_key[i];
        if (parse && !secp256k1_xonly_pubkey_parse(p.ctx, &k, &p.s_key[32 * i])) ok = false;
        ok &= secp256k1_schnorrsig_verify(p.ctx, &p.s_sig[64 * i], &p.s_msg[32 * i], 32, &k) == 1;
    }
    return ok;
}

bool lib_ecdsa(const Pools& p, std::size_t n) {
    bool ok = true;
    for (std::size_t i = 0; i < n; i++) ok &= secp256k1_ecdsa_verify(p.ctx, &p.e_lib_sig[i], &p.e_msg[32 * i], &p.e_lib_key[i]) == 1;
    return ok;
}

bool uf_schnorr(const Pools& p, std::size_t n, unsigned threads) {
    return ufsecp_schnorr_verify_batch_mt(n, p.ps_sig.data(), p.ps_msg.data(), p.ps_len.data(), p.ps_key.data(),
                                          nullptr, threads) == UFSECP_OK;
}

bool uf_ecdsa(const Pools& p, std::size_t n, unsigned threads) {
    return ufsecp_ecdsa_verify_batch_mt(n, p.pe_sig.data(), p.pe_msg.data(), p.pe_key.data(), nullptr, threads) ==
           UFSECP_OK;
}

bool uf_msm(const Pools& p, std::size_t n, MsmScratch& scratch) {
    Gej r;
    ecmult_multi_var(r, p.m_sc.data(), p.m_pts.data(), p.m_sc.data(), n, scratch, 1);
    g_sink = g_sink + (std::uint64_t)r.infinity;
    return true;
}

// ---- timing ------------------------------------------------------------------------------------

enum class Clock { kWall, kThreadCpu, kProcessCpu };

double now_us(Clock c) {
    if (c == Clock::kWall)
        return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now().time_since_epoch()).count();
    timespec ts;
    clock_gettime(c == Clock::kThreadCpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

// Microseconds per call of f, over enough repetitions to last min_us (on clock c).
double time_block(const std::function<bool()>& f, double min_us, Clock c) {
    const double t0 = now_us(c);
    int reps = 0;
    double t;
    do {
        if (!f()) die("a verification failed during timing");
        reps++;
        t = now_us(c) - t0;
    } while (t < min_us);
    return t / reps;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

struct Options {
    int blocks = 9;
    double min_us = 20000;
    bool use_min = false;  // --stat min: the fastest block instead of the median
    bool cpu = false;      // --clock cpu: CPU time of the calling thread (see main)
    std::vector<std::size_t> sizes{std::begin(kSizes), std::end(kSizes)};  // --sizes 64,1024
    std::string what = "all";  // --what schnorr|ecdsa|msm|all
};

struct Side {
    std::function<bool()> f;
    bool threaded;  // starts threads: under --clock cpu, timed with the process CPU clock
};

// Interleaved medians of several sides (us per call).
std::vector<double> compare(const std::vector<Side>& sides, const Options& o) {
    std::vector<std::vector<double>> t(sides.size());
    auto clock_of = [&](const Side& sd) {
        return !o.cpu ? Clock::kWall : sd.threaded ? Clock::kProcessCpu : Clock::kThreadCpu;
    };
    for (const auto& sd : sides) time_block(sd.f, o.min_us / 4, clock_of(sd));  // warm-up
    for (int b = 0; b < o.blocks; b++)
        for (std::size_t s = 0; s < sides.size(); s++)
            t[s].push_back(time_block(sides[s].f, o.min_us, clock_of(sides[s])));
    std::vector<double> med;
    for (auto& v : t) med.push_back(o.use_min ? *std::min_element(v.begin(), v.end()) : median(v));
    return med;
}

// Schnorr batch of n entries of which `bad` (spread evenly; 0 = all) have a flipped bit in s.
bool uf_schnorr_bad(Pools& p, std::size_t n, std::size_t bad) {
    std::vector<std::size_t> pos;
    const std::size_t k = bad == 0 ? n : bad;
    for (std::size_t i = 0; i < k; i++) pos.push_back((i * n) / k + (n / k) / 2);
    for (std::size_t i : pos) p.s_sig[64 * i + 40] ^= 1;
    std::vector<unsigned char> valid(n);
    ufsecp_schnorr_verify_batch(n, p.ps_sig.data(), p.ps_msg.data(), p.ps_len.data(), p.ps_key.data(), valid.data());
    std::size_t invalid = 0;
    for (unsigned char v : valid) invalid += v == 0;
    for (std::size_t i : pos) p.s_sig[64 * i + 40] ^= 1;
    return invalid == pos.size();
}

int run_cg(Pools& p, const std::string& kind, std::size_t n) {
    MsmScratch scratch;
    bool ok = true;
    std::size_t bad = 0;
    const bool with_bad = kind.rfind("batch-schnorr-bad", 0) == 0;
    if (with_bad) bad = (std::size_t)std::strtoul(kind.c_str() + 17, nullptr, 10);  // "...-bad0" = all
    CALLGRIND_START_INSTRUMENTATION;
    if (with_bad) ok = uf_schnorr_bad(p, n, bad);
    else if (kind == "lib-schnorr") ok = lib_schnorr(p, n, false);
    else if (kind == "lib-schnorr-parse") ok = lib_schnorr(p, n, true);
    else if (kind == "lib-ecdsa") ok = lib_ecdsa(p, n);
    else if (kind == "batch-schnorr") ok = uf_schnorr(p, n, 1);
    else if (kind == "batch-ecdsa") ok = uf_ecdsa(p, n, 1);
    else if (kind == "msm") ok = uf_msm(p, n, scratch);
    else die("unknown --cg kind");
    CALLGRIND_STOP_INSTRUMENTATION;
    std::printf("%s N=%zu ok=%d\n", kind.c_str(), n, (int)ok);
    return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    std::string cg_kind;
    std::size_t cg_n = 0;
    for (int i = 1; i < argc; i++) {
        const std::string a = argv[i];
        if (a == "--blocks" && i + 1 < argc) {
            o.blocks = std::max(1, std::atoi(argv[++i]));
        } else if (a == "--min-us" && i + 1 < argc) {
            o.min_us = std::atof(argv[++i]);
        } else if (a == "--sizes" && i + 1 < argc) {
            o.sizes.clear();
            for (const char* q = argv[++i]; *q;) {
                char* end;
                const unsigned long v = std::strtoul(q, &end, 10);
                if (end == q || v == 0 || v > kMaxN) die("bad --sizes");
                o.sizes.push_back(v);
                q = *end == ',' ? end + 1 : end;
            }
        } else if (a == "--what" && i + 1 < argc) {
            o.what = argv[++i];
        } else if (a == "--clock" && i + 1 < argc) {
            o.cpu = std::string(argv[++i]) == "cpu";
        } else if (a == "--stat" && i + 1 < argc) {
            o.use_min = std::string(argv[++i]) == "min";
        } else if (a == "--cg" && i + 2 < argc) {
            cg_kind = argv[++i];
            cg_n = (std::size_t)std::strtoul(argv[++i], nullptr, 10);
        } else {
            std::fprintf(stderr, "usage: %s [--blocks K] [--min-us US] [--stat median|min] [--clock wall|cpu] [--sizes N,N,..] [--what schnorr|ecdsa|msm|all] [--cg KIND N]\n", argv[0]);
            return 2;
        }
    }
    Pools p;
    if (!cg_kind.empty()) {
        cg_n = std::min(cg_n, kMaxN);
        make_pools(p, cg_kind == "msm" ? 0 : cg_n, cg_kind == "msm" ? cg_n : 0);
        return run_cg(p, cg_kind, cg_n);
    }
    make_pools(p, kMaxN, 2 * kMaxN);
    for (std::size_t n : o.sizes) {
        if (!lib_schnorr(p, n, true) || !uf_schnorr(p, n, 1) || !uf_schnorr(p, n, 2) || !lib_ecdsa(p, n) ||
            !uf_ecdsa(p, n, 1) || !uf_ecdsa(p, n, 2))
            die("a pool signature does not verify");
    }

    std::printf("ufsecp batch verification vs libsecp256k1 single verification (same process, interleaved,\n"
                "%s of %d blocks; us = microseconds per signature; ratio = libsecp / ufsecp)\n",
                o.use_min ? "minimum" : "median", o.blocks);
    if (o.cpu)
        std::printf("clock: CPU time of the calling thread; the 2t columns are the CPU time of all threads\n"
                    "together, so 2t/1t is the work overhead of threading, not a speed-up\n");
    std::printf("\n");
    if (o.what == "all" || o.what == "schnorr") {
    std::printf("Schnorr BIP-340\n%6s %12s %12s %12s %12s %9s %9s %9s\n", "N", "lib verify", "lib +parse",
                "batch 1t", "batch 2t", "ratio", "ratio+p", "2t/1t");
    for (std::size_t n : o.sizes) {
        const auto t = compare({{[&] { return lib_schnorr(p, n, false); }, false},
                                {[&] { return lib_schnorr(p, n, true); }, false},
                                {[&] { return uf_schnorr(p, n, 1); }, false},
                                {[&] { return uf_schnorr(p, n, 2); }, true}},
                               o);
        const double d = (double)n;
        std::printf("%6zu %12.2f %12.2f %12.2f %12.2f %9.2f %9.2f %9.2f\n", n, t[0] / d, t[1] / d, t[2] / d,
                    t[3] / d, t[0] / t[2], t[1] / t[2], t[2] / t[3]);
        std::fflush(stdout);
    }
    }
    if (o.what == "all" || o.what == "ecdsa") {
    std::printf("\nECDSA\n%6s %12s %12s %12s %9s %9s\n", "N", "lib verify", "batch 1t", "batch 2t", "ratio",
                "2t/1t");
    for (std::size_t n : o.sizes) {
        const auto t = compare({{[&] { return lib_ecdsa(p, n); }, false},
                                {[&] { return uf_ecdsa(p, n, 1); }, false},
                                {[&] { return uf_ecdsa(p, n, 2); }, true}},
                               o);
        const double d = (double)n;
        std::printf("%6zu %12.2f %12.2f %12.2f %9.2f %9.2f\n", n, t[0] / d, t[1] / d, t[2] / d, t[0] / t[1],
                    t[1] / t[2]);
        std::fflush(stdout);
    }
    }
    if (o.what != "all" && o.what != "msm") return 0;
    std::printf("\nMSM: ecmult_multi_var, N random (point, 256-bit scalar) terms plus a G term\n%6s %14s\n", "N",
                "us per term");
    MsmScratch scratch;
    for (std::size_t n : {1u, 8u, 64u, 256u, 1024u, 4096u, 8192u}) {
        const auto t = compare({{[&] { return uf_msm(p, n, scratch); }, false}}, o);
        std::printf("%6zu %14.2f\n", n, t[0] / (double)n);
        std::fflush(stdout);
    }
    return 0;
}
