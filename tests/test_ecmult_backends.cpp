// The scalar-multiplication kernels built once per field backend (field/field_backend.hpp)
// give the same points on the same inputs: random scalars and points with random Z, zero
// scalars, the point at infinity, results at infinity (na*A = -ng*G), and digits that make
// the chain meet equal and opposite points (A = G, A = -G, small multiples). Each backend the
// CPU can run is compared with the portable one; where only portable exists the test says so.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_multi.hpp"
#include "ecmult/ecmult_precomp.hpp"
#include "ecmult/ecmult_var.hpp"
#include "field/field_backend.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"
#include "support/test_rng.hpp"

namespace ufsecp {
namespace {

using test::iters;
using test::Rng;

const FieldBackend kOthers[] = {FieldBackend::mulx};

Scalar random_scalar(Rng& rng) {
    unsigned char b[32];
    rng.bytes32_edgy(b);
    Scalar s;
    scalar_set_b32(s, b, nullptr);
    return s;
}
Scalar small_scalar(unsigned v, bool neg) {
    Scalar s;
    scalar_set_int(s, v);
    if (neg) scalar_negate(s, s);
    return s;
}
// k*G with a random Z (x z^2, y z^3, z z).
Gej random_point(Rng& rng, const Scalar& k) {
    Gej p;
    ecmult_gen(p, k);
    if (p.infinity) return p;
    unsigned char b[32];
    rng.bytes(b, 32);
    Fe z, z2, z3;
    fe_set_b32_mod(z, b);
    if (fe_normalizes_to_zero_var(z)) fe_set_int(z, 3);
    fe_sqr(z2, z);
    fe_mul(z3, z2, z);
    fe_mul(p.x, p.x, z2);
    fe_mul(p.y, p.y, z3);
    fe_mul(p.z, p.z, z);
    return p;
}

void expect_same(const Gej& a, const Gej& b, const char* what, int j) {
    EXPECT_EQ(a.infinity, b.infinity) << what << " " << j;
    if (!a.infinity && !b.infinity) {
        EXPECT_TRUE(gej_eq_var(a, b)) << what << " " << j;
        // The converted result obeys the tier's magnitude contract (X, Y <= 4, Z <= 1).
        Gej c = a;
        fe_normalize_var(c.x);
        EXPECT_TRUE(gej_eq_var(c, b)) << what << " " << j;
    }
}

TEST(EcmultBackends, VarAgreesWithPortable) {
    bool ran = false;
    for (FieldBackend be : kOthers) {
        if (!field_backend_available(be)) continue;
        ran = true;
        Rng rng(51);
        for (int j = 0; j < iters(300); j++) {
            const Scalar k = random_scalar(rng), na = random_scalar(rng), ng = random_scalar(rng);
            const Gej a = random_point(rng, k);
            Gej r0, r1;
            ecmult_var_on(FieldBackend::portable, r0, a, na, ng);
            ecmult_var_on(be, r1, a, na, ng);
            expect_same(r1, r0, "random", j);
            // na*A + ng*G = infinity: ng = -na*k.
            Scalar ng0;
            scalar_mul(ng0, na, k);
            scalar_negate(ng0, ng0);
            ecmult_var_on(FieldBackend::portable, r0, a, na, ng0);
            ecmult_var_on(be, r1, a, na, ng0);
            expect_same(r1, r0, "infinity result", j);
            EXPECT_TRUE(r1.infinity) << j;
        }
        // Zero scalars, infinity, A = +-G and small multiples (the chain meets equal points).
        Rng rng2(52);
        Gej inf;
        gej_set_infinity(inf);
        const Scalar zero = small_scalar(0, false);
        for (int j = 0; j < 64; j++) {
            const Scalar k = small_scalar(1 + (unsigned)j % 5, j % 2), s = random_scalar(rng2);
            const Scalar t = small_scalar((unsigned)j, j % 3 == 0);
            const Gej a = random_point(rng2, k);
            const struct {
                const Gej* a;
                const Scalar *na, *ng;
                const char* what;
            } cases[] = {{&a, &s, &zero, "ng = 0"}, {&a, &zero, &s, "na = 0"}, {&inf, &s, &s, "A = inf"},
                         {&a, &t, &t, "small"},     {&a, &s, &s, "na = ng"}, {&inf, &zero, &zero, "all zero"}};
            for (const auto& c : cases) {
                Gej r0, r1;
                ecmult_var_on(FieldBackend::portable, r0, *c.a, *c.na, *c.ng);
                ecmult_var_on(be, r1, *c.a, *c.na, *c.ng);
                expect_same(r1, r0, c.what, j);
            }
        }
    }
    if (!ran) GTEST_SKIP() << "this CPU runs only the portable backend";
}

// k*P in constant time: random k and P, k = 0, small k, k = n - small, and k whose GLV halves
// are even (the corrections) or make the chain meet P's multiples (P = G, small k).
TEST(EcmultBackends, ConstAgreesWithPortable) {
    bool ran = false;
    for (FieldBackend be : kOthers) {
        if (!field_backend_available(be)) continue;
        ran = true;
        Rng rng(53);
        for (int j = 0; j < iters(300) + 64; j++) {
            Scalar k;
            if (j < 32) {
                k = small_scalar((unsigned)j, false);
            } else if (j < 64) {
                k = small_scalar((unsigned)(j - 32), true);
            } else {
                k = random_scalar(rng);
            }
            Gej pj;
            ecmult_gen(pj, j % 3 == 0 ? small_scalar(1 + (unsigned)j % 4, false) : random_scalar(rng));
            Ge p;
            ge_set_gej_var(p, pj);
            if (p.infinity) continue;
            Gej r0, r1;
            ecmult_const_on(FieldBackend::portable, r0, p, k);
            ecmult_const_on(be, r1, p, k);
            expect_same(r1, r0, "ecmult_const", j);
        }
    }
    if (!ran) GTEST_SKIP() << "this CPU runs only the portable backend";
}

// na*P + ng*G with P's precomputed tables (ecmult_precomp): random keys and scalars, results
// at infinity (ng = -na*k for P = k*G), zero scalars, P = +-G and small multiples with small
// or equal scalars (the chain meets equal and opposite points).
TEST(EcmultBackends, PrecompAgreesWithPortable) {
    bool ran = false;
    std::unique_ptr<unsigned char[]> tables(new unsigned char[kPcKeyBytes]);
    for (FieldBackend be : kOthers) {
        if (!field_backend_available(be)) continue;
        ran = true;
        Rng rng(54);
        const Scalar zero = small_scalar(0, false);
        for (int j = 0; j < iters(60) + 40; j++) {
            const Scalar k = j < 40 ? small_scalar(1 + (unsigned)j % 4, j % 2) : random_scalar(rng);
            Gej pj;
            ecmult_gen(pj, k);
            Ge p;
            ge_set_gej_var(p, pj);
            if (p.infinity) continue;
            ecmult_precomp_build(tables.get(), p);
            for (int m = 0; m < 8; m++) {
                const Scalar na = random_scalar(rng), ng = random_scalar(rng);
                Scalar ng0;
                scalar_mul(ng0, na, k);
                scalar_negate(ng0, ng0);
                const Scalar t = small_scalar((unsigned)(j + m), m % 3 == 0);
                const struct {
                    const Scalar *na, *ng;
                    const char* what;
                } cases[] = {{&na, &ng, "random"}, {&na, &ng0, "infinity result"}, {&na, &zero, "ng = 0"},
                             {&zero, &ng, "na = 0"}, {&zero, &zero, "all zero"}, {&t, &t, "small"},
                             {&na, &na, "na = ng"}};
                for (const auto& c : cases) {
                    Gej r0, r1;
                    ecmult_precomp_var_on(FieldBackend::portable, r0, tables.get(), *c.na, *c.ng);
                    ecmult_precomp_var_on(be, r1, tables.get(), *c.na, *c.ng);
                    expect_same(r1, r0, c.what, j);
                }
                Gej r1;
                ecmult_precomp_var_on(be, r1, tables.get(), na, ng0);
                EXPECT_TRUE(r1.infinity) << j;
            }
        }
    }
    if (!ran) GTEST_SKIP() << "this CPU runs only the portable backend";
}

// ng*G + sum k_i P_i (ecmult_multi, the Pippenger bucket phase on each backend) on inputs
// with every special case the batched affine additions meet: infinity points, zero scalars,
// repeated points (bucket doublings), P next to -P with equal scalars (cancelling buckets),
// small scalars and n - small, results at infinity, every window width from 2 to 10.
TEST(EcmultBackends, MsmAgreesWithPortable) {
    bool ran = false;
    for (FieldBackend be : kOthers) {
        if (!field_backend_available(be)) continue;
        ran = true;
        Rng rng(55);
        MsmScratch s0, s1;
        const std::size_t sizes[] = {1, 3, 12, 13, 30, 64, 150, 400};
        int j = 0;
        for (std::size_t n : sizes) {
            for (int round = 0; round < 4; round++, j++) {
                std::vector<Ge> pts(n);
                std::vector<Scalar> sc(n), xs(n);
                for (std::size_t i = 0; i < n; i++) {
                    const int kind = (int)(rng.u64() % 8);
                    xs[i] = kind == 0 ? small_scalar(1 + (unsigned)i % 3, i % 2) : random_scalar(rng);
                    sc[i] = kind == 1 ? small_scalar(0, false)
                            : kind == 2 ? small_scalar((unsigned)i + 1, (i & 2) != 0)
                                        : random_scalar(rng);
                    if (i > 0 && kind == 3) {  // a repeated point with the same scalar
                        xs[i] = xs[i - 1];
                        sc[i] = sc[i - 1];
                    }
                    if (i > 0 && kind == 4) {  // -P_{i-1} with the same scalar: cancels
                        scalar_negate(xs[i], xs[i - 1]);
                        sc[i] = sc[i - 1];
                    }
                    Gej pj;
                    ecmult_gen(pj, xs[i]);
                    ge_set_gej_var(pts[i], pj);
                    if (kind == 5) ge_set_infinity(pts[i]);
                }
                // ng: random, absent, or -sum k_i x_i (the result is infinity).
                Scalar ng = random_scalar(rng), ninf = small_scalar(0, false);
                for (std::size_t i = 0; i < n; i++) {
                    if (pts[i].infinity) continue;
                    Scalar t;
                    scalar_mul(t, sc[i], xs[i]);
                    scalar_add(ninf, ninf, t);
                }
                scalar_negate(ninf, ninf);
                const Scalar* ngs[] = {&ng, nullptr, &ninf};
                for (const Scalar* g : ngs) {
                    for (int window : {0, 2 + j % 9}) {
                        Gej r0, r1;
                        ecmult_multi_var_on(FieldBackend::portable, r0, g, pts.data(), sc.data(), n, s0, 1,
                                            MsmAlgo::kPippenger, window);
                        ecmult_multi_var_on(be, r1, g, pts.data(), sc.data(), n, s1, 1 + (unsigned)(j % 3),
                                            MsmAlgo::kPippenger, window);
                        expect_same(r1, r0, "msm", j);
                        if (g == &ninf) {
                            EXPECT_TRUE(r1.infinity) << j;
                        }
                    }
                }
                Gej r0, r1;
                ecmult_multi_var_on(FieldBackend::portable, r0, &ng, pts.data(), sc.data(), n, s0, 1, MsmAlgo::kAuto, 0);
                ecmult_multi_var_on(be, r1, &ng, pts.data(), sc.data(), n, s1, 1, MsmAlgo::kAuto, 0);
                expect_same(r1, r0, "msm auto", j);
            }
        }
    }
    if (!ran) GTEST_SKIP() << "this CPU runs only the portable backend";
}

}  // namespace
}  // namespace ufsecp
