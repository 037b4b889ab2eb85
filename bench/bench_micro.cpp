// ufsecp — micro-benchmarks of the arithmetic layers (Google Benchmark).
//
// Layer: benchmarks (top; may include every internal layer). Built with
// -DUFSECP_BUILD_BENCH=ON; scripts/bench.sh runs it with 5 repetitions and reports
// medians.
//
// What is measured, and how:
//   field/<op>/<tier>     Fe52 (5x52, when unsigned __int128 exists) and Fe26 (10x26),
//                         both in every build: field.hpp includes both tiers.
//   scalar/<op>/<tier>    Scalar64 (4x64) and Scalar32 (8x32), likewise.
//   group/<op>/<tier>     point formulas of the build's tier (Fe = Fe52 or Fe26).
//   ecmult/<op>/<tier>    k*G, k*P and a*G + b*P of the build's tier.
// Inputs come from pools of kPool distinct pseudo-random values (fixed seed), cycled;
// no benchmark repeats one input, so data-dependent code (variable-time inversion,
// wNAF recoding) sees the same variety it sees in real use.
//
// Latency vs throughput: the field, scalar and group benchmarks are CHAINED (each
// operation consumes the previous result, x <- op(x, pool[i])), so they measure
// latency, which is what a long dependent computation like a scalar multiplication
// pays. Inversion and square root are chained through one extra addition
// (x <- inv(x) + pool[i]) so the input changes every time; that addition costs ~1 ns
// against the microseconds of the operation. The ecmult benchmarks are independent
// calls on pool inputs (each call is thousands of dependent operations, so
// chaining between calls would change nothing); every result goes to DoNotOptimize.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_var.hpp"
#include "field/field.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace {

using namespace ufsecp;

// Pool size: a power of two (index = i & mask); 256 field elements or points fit
// comfortably in L1/L2, so memory is not what is being measured.
constexpr std::size_t kPool = 256;
constexpr std::size_t kMask = kPool - 1;

// SplitMix64: a small deterministic generator; the same inputs on every run.
class Gen {
public:
    explicit Gen(std::uint64_t seed) : s_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    void bytes32(unsigned char out[32]) {
        for (int i = 0; i < 4; i++) write_be64(out + 8 * i, next());
    }

private:
    std::uint64_t s_;
};

const char* fe_tier_name(const Fe52*) { return "5x52"; }
const char* fe_tier_name(const Fe26*) { return "10x26"; }
template <class F>
const char* fe_tier() { return fe_tier_name(static_cast<const F*>(nullptr)); }

#if defined(UFSECP_HAVE_INT128)
const char* sc_tier_name(const Scalar64*) { return "4x64"; }
#endif
const char* sc_tier_name(const Scalar32*) { return "8x32"; }
template <class S>
const char* sc_tier() { return sc_tier_name(static_cast<const S*>(nullptr)); }

// The build's tier, as used by the group and ecmult layers.
const char* build_tier() { return fe_tier<Fe>(); }

// ---- pools -------------------------------------------------------------------------

template <class F>
std::vector<F> field_pool(std::uint64_t seed) {
    Gen g(seed);
    std::vector<F> v(kPool);
    unsigned char b[32];
    for (auto& x : v) {
        do {
            g.bytes32(b);
            fe_set_b32_mod(x, b);
        } while (fe_is_zero(x));
    }
    return v;
}

template <class S>
std::vector<S> scalar_pool(std::uint64_t seed) {
    Gen g(seed);
    std::vector<S> v(kPool);
    unsigned char b[32];
    for (auto& x : v) {
        do {
            g.bytes32(b);
            scalar_set_b32(x, b, nullptr);
        } while (scalar_is_zero(x));
    }
    return v;
}

// Points k*G for random k: Jacobian with unrelated, random-looking z coordinates
// (as in real use; z = 1 would flatter some formulas), and their affine forms.
struct PointPool {
    std::vector<Gej> gej;
    std::vector<Ge> ge;
};
const PointPool& point_pool() {
    static const PointPool pool = [] {
        PointPool p;
        p.gej.resize(kPool);
        p.ge.resize(kPool);
        auto ks = scalar_pool<Scalar>(0x7031);
        for (std::size_t i = 0; i < kPool; i++) ecmult_gen(p.gej[i], ks[i]);
        ge_set_all_gej_var(p.ge.data(), p.gej.data(), kPool);
        return p;
    }();
    return pool;
}

// ---- field -------------------------------------------------------------------------

template <class F>
void bm_fe_mul(benchmark::State& st) {
    const auto pool = field_pool<F>(1);
    F x = pool[0];
    std::size_t i = 0;
    for (auto _ : st) fe_mul(x, x, pool[i++ & kMask]);
    benchmark::DoNotOptimize(x);
}

template <class F>
void bm_fe_sqr(benchmark::State& st) {
    const auto pool = field_pool<F>(2);
    F x = pool[0];
    // x <- x^2: every input is new (the sequence x^(2^k) does not cycle in any
    // feasible number of steps), so no pool indexing is needed inside the loop.
    for (auto _ : st) fe_sqr(x, x);
    benchmark::DoNotOptimize(x);
}

// x <- inv(x) + pool[i]: magnitude 2 going into the next inversion (allowed: <= 8).
template <class F>
void bm_fe_inv(benchmark::State& st) {
    const auto pool = field_pool<F>(3);
    F x = pool[0];
    std::size_t i = 0;
    for (auto _ : st) {
        fe_inv(x, x);
        fe_add(x, pool[i++ & kMask]);
    }
    benchmark::DoNotOptimize(x);
}

template <class F>
void bm_fe_inv_var(benchmark::State& st) {
    const auto pool = field_pool<F>(4);
    F x = pool[0];
    std::size_t i = 0;
    for (auto _ : st) {
        fe_inv_var(x, x);
        fe_add(x, pool[i++ & kMask]);
    }
    benchmark::DoNotOptimize(x);
}

// x <- sqrt(x + pool[i]) (about half the inputs are non-squares; the cost is the same).
template <class F>
void bm_fe_sqrt(benchmark::State& st) {
    const auto pool = field_pool<F>(5);
    F x = pool[0], r;
    std::size_t i = 0;
    for (auto _ : st) {
        fe_add(x, pool[i++ & kMask]);
        benchmark::DoNotOptimize(fe_sqrt(r, x));
        x = r;
    }
    benchmark::DoNotOptimize(x);
}

// ---- scalar ------------------------------------------------------------------------

template <class S>
void bm_scalar_mul(benchmark::State& st) {
    const auto pool = scalar_pool<S>(11);
    S x = pool[0];
    std::size_t i = 0;
    for (auto _ : st) scalar_mul(x, x, pool[i++ & kMask]);
    benchmark::DoNotOptimize(x);
}

template <class S>
void bm_scalar_inverse(benchmark::State& st) {
    const auto pool = scalar_pool<S>(12);
    S x = pool[0];
    std::size_t i = 0;
    for (auto _ : st) {
        scalar_inverse(x, x);
        scalar_add(x, x, pool[i++ & kMask]);
    }
    benchmark::DoNotOptimize(x);
}

template <class S>
void bm_scalar_inverse_var(benchmark::State& st) {
    const auto pool = scalar_pool<S>(13);
    S x = pool[0];
    std::size_t i = 0;
    for (auto _ : st) {
        scalar_inverse_var(x, x);
        scalar_add(x, x, pool[i++ & kMask]);
    }
    benchmark::DoNotOptimize(x);
}

// ---- group (the build's tier) ------------------------------------------------------

// r <- 2r, starting from a pool point (successive doublings are all distinct points).
void bm_gej_double_var(benchmark::State& st) {
    const auto& pool = point_pool();
    Gej r = pool.gej[0];
    for (auto _ : st) gej_double_var(r, r);
    benchmark::DoNotOptimize(r);
}

void bm_gej_double(benchmark::State& st) {
    const auto& pool = point_pool();
    Gej r = pool.gej[0];
    for (auto _ : st) gej_double(r, r);
    benchmark::DoNotOptimize(r);
}

// r <- r + pool[i], Jacobian + Jacobian.
void bm_gej_add_var(benchmark::State& st) {
    const auto& pool = point_pool();
    Gej r = pool.gej[1];
    std::size_t i = 0;
    for (auto _ : st) gej_add_var(r, r, pool.gej[i++ & kMask]);
    benchmark::DoNotOptimize(r);
}

// r <- r + pool[i], Jacobian + affine, variable time.
void bm_gej_add_ge_var(benchmark::State& st) {
    const auto& pool = point_pool();
    Gej r = pool.gej[1];
    std::size_t i = 0;
    for (auto _ : st) gej_add_ge_var(r, r, pool.ge[i++ & kMask]);
    benchmark::DoNotOptimize(r);
}

// r <- r + pool[i], Jacobian + affine, constant time (the ecmult_gen / ecmult_const step).
void bm_gej_add_ge(benchmark::State& st) {
    const auto& pool = point_pool();
    Gej r = pool.gej[1];
    std::size_t i = 0;
    for (auto _ : st) gej_add_ge(r, r, pool.ge[i++ & kMask]);
    benchmark::DoNotOptimize(r);
}

// Jacobian -> affine, constant time (one field inversion plus a few multiplications).
void bm_ge_set_gej(benchmark::State& st) {
    const auto& pool = point_pool();
    Ge r;
    std::size_t i = 0;
    for (auto _ : st) {
        ge_set_gej(r, pool.gej[i++ & kMask]);
        benchmark::DoNotOptimize(r);
    }
}

// ---- ecmult (the build's tier) -----------------------------------------------------

void bm_ecmult_gen(benchmark::State& st) {
    const auto ks = scalar_pool<Scalar>(21);
    Gej r;
    std::size_t i = 0;
    for (auto _ : st) {
        ecmult_gen(r, ks[i++ & kMask]);
        benchmark::DoNotOptimize(r);
    }
}

void bm_ecmult_const(benchmark::State& st) {
    const auto& pool = point_pool();
    const auto ks = scalar_pool<Scalar>(22);
    Gej r;
    std::size_t i = 0;
    for (auto _ : st) {
        const std::size_t j = i++ & kMask;
        ecmult_const(r, pool.ge[j], ks[j]);
        benchmark::DoNotOptimize(r);
    }
}

// a*P + b*G with P, a, b from the pools. P is Jacobian with z != 1 (in signature
// verification P comes from an affine key, z = 1; the difference is a few field ops).
void bm_ecmult_var(benchmark::State& st) {
    const auto& pool = point_pool();
    const auto as = scalar_pool<Scalar>(23);
    const auto bs = scalar_pool<Scalar>(24);
    Gej r;
    std::size_t i = 0;
    for (auto _ : st) {
        const std::size_t j = i++ & kMask;
        ecmult_var(r, pool.gej[j], as[j], bs[j]);
        benchmark::DoNotOptimize(r);
    }
}

// ---- registration ------------------------------------------------------------------

template <class F>
void register_field() {
    const std::string t = fe_tier<F>();
    benchmark::RegisterBenchmark(("field/mul/" + t).c_str(), bm_fe_mul<F>);
    benchmark::RegisterBenchmark(("field/sqr/" + t).c_str(), bm_fe_sqr<F>);
    benchmark::RegisterBenchmark(("field/inv/" + t).c_str(), bm_fe_inv<F>);
    benchmark::RegisterBenchmark(("field/inv_var/" + t).c_str(), bm_fe_inv_var<F>);
    benchmark::RegisterBenchmark(("field/sqrt/" + t).c_str(), bm_fe_sqrt<F>);
}

template <class S>
void register_scalar() {
    const std::string t = sc_tier<S>();
    benchmark::RegisterBenchmark(("scalar/mul/" + t).c_str(), bm_scalar_mul<S>);
    benchmark::RegisterBenchmark(("scalar/inverse/" + t).c_str(), bm_scalar_inverse<S>);
    benchmark::RegisterBenchmark(("scalar/inverse_var/" + t).c_str(), bm_scalar_inverse_var<S>);
}

void register_all() {
#if defined(UFSECP_HAVE_INT128)
    register_field<Fe52>();
#endif
    register_field<Fe26>();
#if defined(UFSECP_HAVE_INT128)
    register_scalar<Scalar64>();
#endif
    register_scalar<Scalar32>();

    const std::string t = build_tier();
    benchmark::RegisterBenchmark(("group/gej_double_var/" + t).c_str(), bm_gej_double_var);
    benchmark::RegisterBenchmark(("group/gej_double/" + t).c_str(), bm_gej_double);
    benchmark::RegisterBenchmark(("group/gej_add_var/" + t).c_str(), bm_gej_add_var);
    benchmark::RegisterBenchmark(("group/gej_add_ge_var/" + t).c_str(), bm_gej_add_ge_var);
    benchmark::RegisterBenchmark(("group/gej_add_ge/" + t).c_str(), bm_gej_add_ge);
    benchmark::RegisterBenchmark(("group/ge_set_gej/" + t).c_str(), bm_ge_set_gej);
    benchmark::RegisterBenchmark(("ecmult/gen/" + t).c_str(), bm_ecmult_gen);
    benchmark::RegisterBenchmark(("ecmult/const/" + t).c_str(), bm_ecmult_const);
    benchmark::RegisterBenchmark(("ecmult/var/" + t).c_str(), bm_ecmult_var);
}

}  // namespace

int main(int argc, char** argv) {
    register_all();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::AddCustomContext("ufsecp.tier", build_tier());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
