// ufsecp-bench --internals — the arithmetic beneath the public operations: field (both
// tiers where the compiler has them), scalar (both tiers), point formulas and scalar
// multiplications of the build's tier.
//
// Inputs come from pools of 256 distinct pseudo-random values (fixed seed), cycled.
// Multiplication, squaring, inversion and square root are CHAINED (x <- op(x, pool[i])),
// so they measure latency, which is what a long dependent computation pays; inversion
// and square root add pool[i] to the chained value so every input differs (~1 ns).
// Addition, negation and subtraction are a few instructions: their rows are throughput on
// independent pool inputs and include about 1 ns of loop overhead. The point rows chain
// too (r <- r + pool[i], r <- 2r); k*G, k*P and a*G+b*P are independent calls.
#include <type_traits>
#include <vector>

#include "bench_util.hpp"
#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_const_many.hpp"
#include "ecmult/ecmult_precomp.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_var.hpp"
#include "field/field.hpp"
#include "group/group.hpp"
#include "group/group_4x64.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp_bench {

namespace {

using namespace ufsecp;

constexpr std::size_t kPool = 256;

const char* tier_name(const Fe26*) { return "10x26"; }
#if defined(UFSECP_HAVE_INT128)
const char* tier_name(const Fe52*) { return "5x52"; }
const char* tier_name(const Scalar64*) { return "4x64"; }
#endif
const char* tier_name(const Scalar32*) { return "8x32"; }
template <class T>
const char* tier() { return tier_name(static_cast<const T*>(nullptr)); }

template <class Fn>
void one(const Options& o, Report& r, const std::string& name, const char* t, Fn fn, std::size_t per_call = 1) {
    const auto times = interleave(o, kPool, fn);
    const Spread s = times[0].pick(o.wall);
    const double ns = s.median / (double)per_call;
    std::printf("%-30s %-6s %12.1f %6.1f%%\n", name.c_str(), t, ns, s.iqr_pct());
    r.add("internals/" + name + "/" + t, "ns/op", ns);
    std::fflush(stdout);
}

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

template <class F>
void field_rows(const Options& o, Report& r) {
    const char* t = tier<F>();
    const auto a = field_pool<F>(1), b = field_pool<F>(2);
    F x = a[0];
    one(o, r, "field mul", t, [&](std::size_t i) -> std::uint64_t { fe_mul(x, x, b[i]); return x.n[0]; });
    one(o, r, "field sqr", t, [&](std::size_t) -> std::uint64_t { fe_sqr(x, x); return x.n[0]; });
    one(o, r, "field add", t, [&](std::size_t i) -> std::uint64_t {
        F s = a[i];
        fe_add(s, b[i]);
        return s.n[0];
    });
    one(o, r, "field negate", t, [&](std::size_t i) -> std::uint64_t {
        F s;
        fe_negate(s, a[i], 1);
        return s.n[0];
    });
    one(o, r, "field sub (negate + add)", t, [&](std::size_t i) -> std::uint64_t {
        F s;
        fe_negate(s, b[i], 1);
        fe_add(s, a[i]);
        return s.n[0];
    });
    one(o, r, "field normalize", t, [&](std::size_t i) -> std::uint64_t {
        F s = a[i];
        fe_add(s, b[i]);
        fe_normalize(s);
        return s.n[0];
    });
    // x <- inv(x) + pool[i]: magnitude 2 going into the next inversion (allowed: <= 8).
    x = a[0];
    one(o, r, "field inverse (const time)", t, [&](std::size_t i) -> std::uint64_t {
        fe_inv(x, x);
        fe_add(x, b[i]);
        return x.n[0];
    });
    x = a[0];
    one(o, r, "field inverse_var", t, [&](std::size_t i) -> std::uint64_t {
        fe_inv_var(x, x);
        fe_add(x, b[i]);
        return x.n[0];
    });
    x = a[0];
    one(o, r, "field sqrt", t, [&](std::size_t i) -> std::uint64_t {
        F s;
        fe_add(x, b[i]);
        const bool ok = fe_sqrt(s, x);
        x = s;
        return x.n[0] + ok;
    });
    // Montgomery's trick over the whole pool (one inversion + 3 multiplications per element).
    std::vector<F> out(kPool);
    one(o, r, "field batch inverse, per elem", t, [&](std::size_t) -> std::uint64_t {
        fe_inv_all_var(out.data(), a.data(), kPool);
        return out[7].n[0];
    }, kPool);
}

template <class S>
void scalar_rows(const Options& o, Report& r) {
    const char* t = tier<S>();
    const auto a = scalar_pool<S>(11), b = scalar_pool<S>(12);
    S x = a[0];
    one(o, r, "scalar mul", t, [&](std::size_t i) -> std::uint64_t { scalar_mul(x, x, b[i]); return x.d[0]; });
    one(o, r, "scalar add", t, [&](std::size_t i) -> std::uint64_t {
        S s;
        scalar_add(s, a[i], b[i]);
        return s.d[0];
    });
    one(o, r, "scalar negate", t, [&](std::size_t i) -> std::uint64_t {
        S s;
        scalar_negate(s, a[i]);
        return s.d[0];
    });
    x = a[0];
    one(o, r, "scalar inverse (const time)", t, [&](std::size_t i) -> std::uint64_t {
        scalar_inverse(x, x);
        scalar_add(x, x, b[i]);
        return x.d[0];
    });
    x = a[0];
    one(o, r, "scalar inverse_var", t, [&](std::size_t i) -> std::uint64_t {
        scalar_inverse_var(x, x);
        scalar_add(x, x, b[i]);
        return x.d[0];
    });
}

void point_rows(const Options& o, Report& r) {
    const char* t = tier<Fe>();
    const auto ks = scalar_pool<Scalar>(21), as = scalar_pool<Scalar>(22), bs = scalar_pool<Scalar>(23);
    // Points k*G with unrelated, random-looking z (z = 1 would flatter some formulas).
    std::vector<Gej> gj(kPool);
    std::vector<Ge> ga(kPool);
    for (std::size_t i = 0; i < kPool; i++) ecmult_gen(gj[i], ks[i]);
    ge_set_all_gej_var(ga.data(), gj.data(), kPool);
    Gej x = gj[0];
    one(o, r, "point double", t, [&](std::size_t) -> std::uint64_t { gej_double(x, x); return x.x.n[0]; });
    x = gj[1];
    one(o, r, "point double_var", t, [&](std::size_t) -> std::uint64_t { gej_double_var(x, x); return x.x.n[0]; });
    x = gj[1];
    one(o, r, "point add (jacobian, var)", t, [&](std::size_t i) -> std::uint64_t {
        gej_add_var(x, x, gj[i]);
        return x.x.n[0];
    });
    x = gj[1];
    one(o, r, "point mixed add (var)", t, [&](std::size_t i) -> std::uint64_t {
        gej_add_ge_var(x, x, ga[i]);
        return x.x.n[0];
    });
    x = gj[1];
    one(o, r, "point mixed add (const time)", t, [&](std::size_t i) -> std::uint64_t {
        gej_add_ge(x, x, ga[i]);
        return x.x.n[0];
    });
    x = gj[1];
    // The inner additions of k*G (8M + 3S, no exceptional cases: the chain never meets +-ga[i]).
    one(o, r, "point mixed add (distinct)", t, [&](std::size_t i) -> std::uint64_t {
        gej_add_ge_distinct(x, x, ga[i]);
        return x.x.n[0];
    });
    one(o, r, "point to affine (const time)", t, [&](std::size_t i) -> std::uint64_t {
        Ge a;
        ge_set_gej(a, gj[i]);
        return a.x.n[0];
    });
    one(o, r, "k*G ecmult_gen", t, [&](std::size_t i) -> std::uint64_t {
        Gej q;
        ecmult_gen(q, as[i]);
        return q.x.n[0];
    });
    one(o, r, "k*P ecmult_const", t, [&](std::size_t i) -> std::uint64_t {
        Gej q;
        ecmult_const(q, ga[i], as[i]);
        return q.x.n[0];
    });
    // One secret scalar times 128 points (the silent-payment batch scanner's ECDH), per point.
    {
        std::vector<Gej> qs(128);
        one(o, r, std::string("k*P ecmult_const_many/128") + (ecmult_const_many_ifma_available() ? " ifma" : ""), t,
            [&](std::size_t i) -> std::uint64_t {
                ecmult_const_many(qs.data(), ga.data() + (i % (kPool - 128)), 128, as[i]);
                return qs[0].x.n[0];
            },
            128);
    }
    // t*G in variable time from the built-in precomputed G pieces (silent payments' t_k*G).
    {
        Scalar zero;
        scalar_set_int(zero, 0);
        one(o, r, "k*G ecmult_precomp_var", t, [&](std::size_t i) -> std::uint64_t {
            Gej q;
            ecmult_precomp_var(q, nullptr, zero, as[i]);
            return q.x.n[0];
        });
    }
    // a*P + b*G with P affine-derived (z = 1), as in signature verification.
    std::vector<Gej> g1(kPool);
    for (std::size_t i = 0; i < kPool; i++) gej_set_ge(g1[i], ga[i]);
    one(o, r, "a*P+b*G ecmult_var", t, [&](std::size_t i) -> std::uint64_t {
        Gej q;
        ecmult_var(q, g1[i], as[i], bs[i]);
        return q.x.n[0];
    });
}


#if defined(UFSECP_HAVE_FE64_MULX)
// The 4x64 MULX kernel (field/field_4x64_mulx.hpp, group/group_4x64.hpp; what k*P, a*P+b*G and
// decompression run on where the CPU has BMI2+ADX), measured like the rows above so the tiers
// can be compared: mul and sqr
// chained (latency), "mul x4" four independent chains (throughput per product), the point
// rows chained. Only on CPUs with BMI2 and ADX.
Fe64 fe64_of(const Fe& a) {
    Fe t = a;
    fe_normalize(t);
    unsigned char b[32];
    fe_get_b32(b, t);
    Fe64 r;
    fe64_set_b32(r, b);
    return r;
}

void mulx_rows(const Options& o, Report& r) {
    if (!fe64_mulx_supported()) {
        std::printf("%-30s %-6s %12s\n", "(4x64 MULX rows)", "4x64mx", "no BMI2/ADX");
        return;
    }
    const char* t = "4x64mx";
    const auto fa = field_pool<Fe>(1), fb = field_pool<Fe>(2);
    std::vector<Fe64> a(kPool), b(kPool);
    for (std::size_t i = 0; i < kPool; i++) a[i] = fe64_of(fa[i]), b[i] = fe64_of(fb[i]);
    Fe64 x = a[0];
    one(o, r, "field mul", t, [&](std::size_t i) -> std::uint64_t {
        const Fe64 bi = b[i];  // a local: see the register note in field_4x64_mulx.hpp
        fe64_mul(x, x, bi);
        return x.n[0];
    });
    one(o, r, "field sqr", t, [&](std::size_t) -> std::uint64_t { fe64_sqr(x, x); return x.n[0]; });
    Fe64 y[4] = {a[0], a[1], a[2], a[3]};
    one(o, r, "field mul x4 (per product)", t, [&](std::size_t i) -> std::uint64_t {
        const Fe64 bi = b[i];
        fe64_mul(y[0], y[0], bi);
        fe64_mul(y[1], y[1], bi);
        fe64_mul(y[2], y[2], bi);
        fe64_mul(y[3], y[3], bi);
        return y[0].n[0] ^ y[3].n[0];
    }, 4);
    one(o, r, "field add", t, [&](std::size_t i) -> std::uint64_t {
        Fe64 s;
        const Fe64 ai = a[i], bi = b[i];
        fe64_add(s, ai, bi);
        return s.n[0];
    });
    one(o, r, "field sub", t, [&](std::size_t i) -> std::uint64_t {
        Fe64 s;
        const Fe64 ai = a[i], bi = b[i];
        fe64_sub(s, ai, bi);
        return s.n[0];
    });
    // Points: the k*G pool of point_rows, Z made random the same way.
    const auto ks = scalar_pool<Scalar>(21);
    std::vector<Gej> gj(kPool);
    std::vector<Ge> ga(kPool);
    for (std::size_t i = 0; i < kPool; i++) ecmult_gen(gj[i], ks[i]);
    ge_set_all_gej_var(ga.data(), gj.data(), kPool);
    std::vector<Ge64> ga64(kPool);
    for (std::size_t i = 0; i < kPool; i++) ga64[i] = Ge64{fe64_of(ga[i].x), fe64_of(ga[i].y), 0};
    Gej64 p{fe64_of(gj[0].x), fe64_of(gj[0].y), fe64_of(gj[0].z), 0};
    one(o, r, "point double", t, [&](std::size_t) -> std::uint64_t { gej64_double(p, p); return p.x.n[0]; });
    p = Gej64{fe64_of(gj[1].x), fe64_of(gj[1].y), fe64_of(gj[1].z), 0};
    one(o, r, "point mixed add (distinct)", t, [&](std::size_t i) -> std::uint64_t {
        const Ge64 q = ga64[i];
        gej64_add_ge_distinct(p, p, q);
        return p.x.n[0];
    });
}
#endif

}  // namespace

void section_internals(const Options& o, Report& r) {
    std::printf("\n== internals (ns per operation, median of %d blocks, %s)\n", o.blocks,
                o.wall ? "wall-clock time" : "thread CPU time");
    std::printf("%-30s %-6s %12s %7s\n", "operation", "tier", "ns/op", "iqr");
#if defined(UFSECP_HAVE_INT128)
    field_rows<Fe52>(o, r);
#endif
    field_rows<Fe26>(o, r);
#if defined(UFSECP_HAVE_INT128)
    scalar_rows<Scalar64>(o, r);
#endif
    scalar_rows<Scalar32>(o, r);
    point_rows(o, r);
#if defined(UFSECP_HAVE_FE64_MULX)
    mulx_rows(o, r);
#endif
}

}  // namespace ufsecp_bench
