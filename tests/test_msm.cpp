// Tests for ecmult/ecmult_multi.hpp: multi-scalar multiplication and batched affine additions.
//
// Oracles: the sum of single multiplications (ecmult_var per term, added with gej_add_var),
// the independent affine reference (tests/support/ref_ec.hpp) for small cases, and the
// Jacobian mixed addition (gej_add_ge_var) for the batched affine additions. Covered: every
// N from 0 to 40 and a spread of sizes up to 1,500 terms with both algorithms forced and with
// the automatic choice, every Pippenger window from 2 to 12, zero scalars, points at infinity,
// repeated points and their negations, scalars that are short, short after negation, or need
// the GLV split (0, 1, n-1, 2^128 +- 1, n - 2^128, ...), sums that cancel to infinity,
// inputs larger than one chunk (kMsmMaxTerms), and thread counts 1, 2, 3, 8 (Strauss: 1 to 4
// for every N up to 40 and some up to 150).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ecmult/ecmult_multi.hpp"
#include "ecmult/ecmult_var.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define UFSECP_TEST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UFSECP_TEST_UNDER_ASAN 1
#endif
#endif

namespace ufsecp {
namespace {

#if defined(UFSECP_TEST_UNDER_ASAN)
constexpr int kScale = 4;  // sizes are divided by this under AddressSanitizer
#else
constexpr int kScale = 1;
#endif

Scalar scalar_from_hex(const char* hex) {
    unsigned char b[32];
    for (int i = 0; i < 32; i++) {
        auto nib = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
        b[i] = (unsigned char)(nib(hex[2 * i]) << 4 | nib(hex[2 * i + 1]));
    }
    Scalar s;
    int overflow = 0;
    scalar_set_b32(s, b, &overflow);
    EXPECT_EQ(overflow, 0);
    return s;
}

Scalar random_scalar(test::Rng& rng) {
    unsigned char b[32];
    rng.bytes(b, 32);
    Scalar s;
    scalar_set_b32(s, b, nullptr);
    return s;
}

// Scalars that exercise every path of the split: zero, short, short after negation, GLV.
Scalar edge_scalar(test::Rng& rng) {
    static const char* const kEdges[] = {
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0000000000000000000000000000000000000000000000000000000000000001",
        "0000000000000000000000000000000000000000000000000000000000000002",
        "00000000000000000000000000000000ffffffffffffffffffffffffffffffff",  // 2^128 - 1
        "0000000000000000000000000000000100000000000000000000000000000000",  // 2^128
        "0000000000000000000000000000000100000000000000000000000000000001",
        "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140",  // n - 1
        "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364041",  // n - 256
        "fffffffffffffffffffffffffffffffe00000000000000000000000000000000",  // ~ n - 2^128
        "7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0",  // (n-1)/2
        "5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72",  // lambda
        "8000000000000000000000000000000000000000000000000000000000000000",
    };
    constexpr std::size_t kCount = sizeof(kEdges) / sizeof(kEdges[0]);
    const std::size_t k = rng.u32() % (kCount + 2);
    if (k >= kCount) {  // n - x for a random 128-bit x: short only after negation
        unsigned char b[32] = {0};
        rng.bytes(b + 16, 16);
        Scalar x;
        scalar_set_b32(x, b, nullptr);
        scalar_negate(x, x);
        return x;
    }
    return scalar_from_hex(kEdges[k]);
}

Ge random_point(test::Rng& rng) {
    Gej j;
    Scalar k = random_scalar(rng);
    Gej inf;
    gej_set_infinity(inf);
    ecmult_var(j, inf, k, k);  // k*G
    Ge p;
    ge_set_gej_var(p, j);
    return p;
}

// ng*G + sum k_i P_i, one ecmult_var per term.
Gej reference_sum(const Scalar* ng, const std::vector<Ge>& pts, const std::vector<Scalar>& sc) {
    Gej acc, t, inf;
    gej_set_infinity(acc);
    gej_set_infinity(inf);
    Scalar zero;
    scalar_clear(zero);
    if (ng != nullptr) ecmult_var(acc, inf, zero, *ng);
    for (std::size_t i = 0; i < pts.size(); i++) {
        Gej pj;
        gej_set_ge(pj, pts[i]);
        ecmult_var(t, pj, sc[i], zero);
        gej_add_var(acc, acc, t);
    }
    return acc;
}

std::string describe(const Gej& a) {
    if (a.infinity) return "infinity";
    Ge g;
    ge_set_gej_var(g, a);
    unsigned char b[32];
    fe_get_b32(b, g.x);
    char out[80];
    for (int i = 0; i < 8; i++) std::snprintf(out + 2 * i, 3, "%02x", b[i]);
    return std::string("x=") + out + "...";
}

void expect_same(const Gej& got, const Gej& want, const std::string& what) {
    EXPECT_TRUE(gej_eq_var(got, want)) << what << ": got " << describe(got) << ", want " << describe(want);
}

// A workload of N terms drawn from a few generators of trouble: fresh points, repeats,
// negations, infinity, and edge scalars (zeros included).
struct Workload {
    std::vector<Ge> pts;
    std::vector<Scalar> sc;
    Scalar ng;
    bool has_ng;
};

Workload make_workload(test::Rng& rng, std::size_t n, bool nasty) {
    Workload w;
    w.pts.resize(n);
    w.sc.resize(n);
    for (std::size_t i = 0; i < n; i++) {
        const unsigned kind = nasty ? rng.u32() % 8 : 0;
        if (kind == 1 && i > 0) {
            w.pts[i] = w.pts[rng.u32() % i];  // repeat
        } else if (kind == 2 && i > 0) {
            ge_neg(w.pts[i], w.pts[rng.u32() % i]);  // negation of an earlier point
            fe_normalize_weak(w.pts[i].y);
        } else if (kind == 3 && rng.u32() % 4 == 0) {
            ge_set_infinity(w.pts[i]);
        } else {
            w.pts[i] = random_point(rng);
        }
        w.sc[i] = (nasty && rng.u32() % 3 == 0) ? edge_scalar(rng) : random_scalar(rng);
    }
    w.has_ng = rng.u32() % 4 != 0;
    w.ng = (nasty && rng.u32() % 2) ? edge_scalar(rng) : random_scalar(rng);
    return w;
}

// ---- batched affine additions ---------------------------------------------------------------------

TEST(GeAddBatch, AllCasesMatchJacobianAddition) {
    test::Rng rng(1);
    for (int round = 0; round < test::iters(20); round++) {
        const std::size_t m = 1 + rng.u32() % 64;
        std::vector<Ge> a(m), b(m), out(m);
        for (std::size_t i = 0; i < m; i++) {
            a[i] = random_point(rng);
            switch (rng.u32() % 6) {
                case 0: b[i] = a[i]; break;                       // doubling
                case 1: ge_neg(b[i], a[i]); fe_normalize_weak(b[i].y); break;  // cancels
                case 2: ge_set_infinity(b[i]); break;
                case 3: b[i] = random_point(rng); ge_set_infinity(a[i]); break;
                default: b[i] = random_point(rng); break;
            }
        }
        std::vector<GeAddJob> jobs(m);
        std::vector<Fe> fes(2 * m);
        for (std::size_t i = 0; i < m; i++) jobs[i] = GeAddJob{&a[i], &b[i], &out[i], 0};
        ge_add_batch_var(jobs.data(), m, fes.data());
        for (std::size_t i = 0; i < m; i++) {
            Gej want, got;
            gej_set_ge(want, a[i]);
            gej_add_ge_var(want, want, b[i]);
            gej_set_ge(got, out[i]);
            expect_same(got, want, "pair " + std::to_string(i));
            if (!out[i].infinity) {
                EXPECT_TRUE(ge_is_valid_var(out[i]));
            }
        }
    }
}

TEST(GeAddBatch, OutputMayAliasInput) {
    test::Rng rng(2);
    const std::size_t m = 17;
    std::vector<Ge> a(m), b(m), orig(m);
    for (std::size_t i = 0; i < m; i++) {
        a[i] = random_point(rng);
        b[i] = (i % 5 == 0) ? a[i] : random_point(rng);
        orig[i] = a[i];
    }
    std::vector<GeAddJob> jobs(m);
    std::vector<Fe> fes(2 * m);
    for (std::size_t i = 0; i < m; i++) jobs[i] = GeAddJob{&a[i], &b[i], &a[i], 0};  // a += b
    ge_add_batch_var(jobs.data(), m, fes.data());
    for (std::size_t i = 0; i < m; i++) {
        Gej want, got;
        gej_set_ge(want, orig[i]);
        gej_add_ge_var(want, want, b[i]);
        gej_set_ge(got, a[i]);
        expect_same(got, want, "aliased pair " + std::to_string(i));
    }
}

TEST(GeAddBatch, EmptyBatchIsANoOp) {
    ge_add_batch_var(nullptr, 0, nullptr);
    SUCCEED();
}

// ---- MSM ----------------------------------------------------------------------------------------

// Against the independent affine reference for a handful of tiny cases.
TEST(Msm, SmallCasesMatchIndependentReference) {
    test::Rng rng(3);
    const ref::Mod& nmod = ref::order_n();
    for (int round = 0; round < test::iters(6); round++) {
        const std::size_t n = 1 + rng.u32() % 3;
        std::vector<Ge> pts(n);
        std::vector<Scalar> sc(n);
        ref::Point want = ref::Point::infinity();
        for (std::size_t i = 0; i < n; i++) {
            unsigned char kb[32], pb[32];
            rng.bytes(pb, 32);
            ref::U256 pk = nmod.reduce(ref::U256::from_be(pb));
            ref::Point p = ref::ec_mul_g(pk);
            pk.to_be(pb);
            Scalar ks;
            scalar_set_b32(ks, pb, nullptr);
            Gej pj, inf;
            gej_set_infinity(inf);
            Scalar zero;
            scalar_clear(zero);
            ecmult_var(pj, inf, zero, ks);
            ge_set_gej_var(pts[i], pj);
            rng.bytes(kb, 32);
            ref::U256 k = nmod.reduce(ref::U256::from_be(kb));
            k.to_be(kb);
            scalar_set_b32(sc[i], kb, nullptr);
            want = ref::ec_add(want, ref::ec_mul(p, k));
        }
        for (MsmAlgo algo : {MsmAlgo::kStrauss, MsmAlgo::kPippenger}) {
            MsmScratch scratch;
            Gej got;
            ecmult_multi_var_algo(got, nullptr, pts.data(), sc.data(), n, scratch, 1, algo, 0);
            ASSERT_FALSE(got.infinity);
            Ge g;
            ge_set_gej_var(g, got);
            unsigned char xb[32], yb[32];
            fe_get_b32(xb, g.x);
            fe_get_b32(yb, g.y);
            EXPECT_EQ(ref::U256::from_be(xb), want.x);
            EXPECT_EQ(ref::U256::from_be(yb), want.y);
        }
    }
}

// Every N from 0 to 40, then a spread up to 1,500: Strauss, Pippenger and automatic, each
// against the sum of single multiplications.
TEST(Msm, MatchesSumOfSingleMultiplications) {
    test::Rng rng(4);
    std::vector<std::size_t> sizes;
    for (std::size_t n = 0; n <= 40; n++) sizes.push_back(n);
    for (std::size_t n : {47, 64, 95, 96, 97, 128, 200, 255, 400, 513, 1000, 1500}) sizes.push_back(n / kScale);
    MsmScratch scratch;
    for (std::size_t n : sizes) {
        Workload w = make_workload(rng, n, true);
        const Scalar* ng = w.has_ng ? &w.ng : nullptr;
        const Gej want = reference_sum(ng, w.pts, w.sc);
        for (MsmAlgo algo : {MsmAlgo::kAuto, MsmAlgo::kStrauss, MsmAlgo::kPippenger}) {
            if (algo == MsmAlgo::kStrauss && n > 300) continue;  // quadratic-ish; covered below
            Gej got;
            ecmult_multi_var_algo(got, ng, w.pts.data(), w.sc.data(), n, scratch, 1, algo, 0);
            expect_same(got, want, "N=" + std::to_string(n) + " algo=" + std::to_string((int)algo));
        }
    }
}

TEST(Msm, EveryPippengerWindow) {
    test::Rng rng(5);
    MsmScratch scratch;
    for (int c = 2; c <= 12; c++) {
        const std::size_t n = 1 + rng.u32() % 150;
        Workload w = make_workload(rng, n, true);
        const Scalar* ng = w.has_ng ? &w.ng : nullptr;
        const Gej want = reference_sum(ng, w.pts, w.sc);
        Gej got;
        ecmult_multi_var_algo(got, ng, w.pts.data(), w.sc.data(), n, scratch, 1, MsmAlgo::kPippenger, c);
        expect_same(got, want, "c=" + std::to_string(c) + " N=" + std::to_string(n));
    }
}

// Sums that are the point at infinity, in several ways.
TEST(Msm, CancellationToInfinity) {
    test::Rng rng(6);
    MsmScratch scratch;
    for (MsmAlgo algo : {MsmAlgo::kStrauss, MsmAlgo::kPippenger}) {
        for (int round = 0; round < 4; round++) {
            // k P + (n - k) P, k P + k (-P), and ng G + (-ng) G given as a point.
            std::vector<Ge> pts;
            std::vector<Scalar> sc;
            const int pairs = 1 + round * 40;
            for (int i = 0; i < pairs; i++) {
                Ge p = random_point(rng);
                Scalar k = (i % 3 == 0) ? edge_scalar(rng) : random_scalar(rng), nk;
                scalar_negate(nk, k);
                pts.push_back(p);
                sc.push_back(k);
                if (i % 2) {
                    pts.push_back(p);
                    sc.push_back(nk);
                } else {
                    Ge q;
                    ge_neg(q, p);
                    fe_normalize_weak(q.y);
                    pts.push_back(q);
                    sc.push_back(k);
                }
            }
            Scalar ng = random_scalar(rng), mng;
            scalar_negate(mng, ng);
            pts.push_back(ge_generator());
            sc.push_back(mng);
            Gej got;
            ecmult_multi_var_algo(got, &ng, pts.data(), sc.data(), pts.size(), scratch, 1, algo, 0);
            EXPECT_TRUE(got.infinity) << "pairs=" << pairs << " algo=" << (int)algo;
        }
    }
}

// All points equal (the buckets then add equal points: the doubling path) and all scalars
// equal (all halves land in the same buckets).
TEST(Msm, IdenticalPointsAndScalars) {
    test::Rng rng(7);
    MsmScratch scratch;
    for (std::size_t n : {2u, 3u, 50u, 300u / kScale}) {
        const Ge p = random_point(rng);
        const Scalar k = random_scalar(rng);
        std::vector<Ge> pts(n, p);
        std::vector<Scalar> sc(n, k);
        // n * k * P
        Scalar nk, cnt;
        scalar_set_int(cnt, (unsigned)n);
        scalar_mul(nk, k, cnt);
        const Gej want = reference_sum(nullptr, {p}, {nk});
        for (MsmAlgo algo : {MsmAlgo::kStrauss, MsmAlgo::kPippenger}) {
            Gej got;
            ecmult_multi_var_algo(got, nullptr, pts.data(), sc.data(), n, scratch, 1, algo, 0);
            expect_same(got, want, "identical N=" + std::to_string(n));
        }
    }
}

TEST(Msm, OnlyGeneratorAndEmpty) {
    test::Rng rng(8);
    Gej got, want, inf;
    gej_set_infinity(inf);
    Scalar zero;
    scalar_clear(zero);
    for (int i = 0; i < 8; i++) {
        Scalar ng = i < 3 ? edge_scalar(rng) : random_scalar(rng);
        ecmult_var(want, inf, zero, ng);
        ecmult_multi_var(got, &ng, nullptr, nullptr, 0);
        expect_same(got, want, "G only");
    }
    ecmult_multi_var(got, nullptr, nullptr, nullptr, 0);
    EXPECT_TRUE(got.infinity);
    ecmult_multi_var(got, &zero, nullptr, nullptr, 0);
    EXPECT_TRUE(got.infinity);
}

// More than one chunk: cheap to check because the points repeat a few bases, so the
// reference needs only one multiplication per base.
TEST(Msm, LargerThanOneChunk) {
    test::Rng rng(9);
    const std::size_t n = kMsmMaxTerms + 1 + (kScale == 1 ? 700 : 3);
    const int kBases = 5;
    std::vector<Ge> bases(kBases);
    for (auto& b : bases) b = random_point(rng);
    std::vector<Ge> pts(n);
    std::vector<Scalar> sc(n);
    std::vector<Scalar> per_base(kBases);
    for (auto& s : per_base) scalar_clear(s);
    for (std::size_t i = 0; i < n; i++) {
        const int b = (int)(rng.u32() % kBases);
        pts[i] = bases[b];
        sc[i] = random_scalar(rng);
        scalar_add(per_base[b], per_base[b], sc[i]);
    }
    Scalar ng = random_scalar(rng);
    const Gej want = reference_sum(&ng, bases, per_base);
    MsmScratch scratch;
    Gej got;
    ecmult_multi_var(got, &ng, pts.data(), sc.data(), n, scratch, 2);
    expect_same(got, want, "two chunks");
}

TEST(Msm, ThreadCountsAgree) {
    test::Rng rng(10);
    for (std::size_t n : {5u, 150u, 1200u / kScale}) {
        Workload w = make_workload(rng, n, true);
        const Scalar* ng = w.has_ng ? &w.ng : nullptr;
        const Gej want = reference_sum(ng, w.pts, w.sc);
        for (unsigned t : {1u, 2u, 3u, 8u}) {
            MsmScratch scratch;
            Gej got;
            ecmult_multi_var(got, ng, w.pts.data(), w.sc.data(), n, scratch, t);
            expect_same(got, want, "threads=" + std::to_string(t) + " N=" + std::to_string(n));
        }
    }
}

// Strauss splits its halves over threads by whole bases (one or two halves each), one chain per
// thread. Every N from 0 to 40 and a spread up to 150 (forced Strauss, so that 3 and 4 threads
// get enough halves to be used), with zero scalars, infinity, repeats and negations (the nasty
// workload) and with explicit P, -P, repeat and zero-scalar patterns: threads 1 to 4 agree
// with each other and with the sum of single multiplications.
TEST(Msm, StraussThreadCountsAgree) {
    test::Rng rng(12);
    std::vector<std::size_t> sizes;
    for (std::size_t n = 0; n <= 40; n++) sizes.push_back(n);
    for (std::size_t n : {47u, 63u, 64u, 65u, 100u, 150u}) sizes.push_back(n);
    MsmScratch scratch;  // reused across sizes and thread counts
    for (std::size_t n : sizes) {
        for (int variant = 0; variant < 3; variant++) {
            Workload w = make_workload(rng, n, variant != 0);
            if (variant == 2) {
                // Structured: P, -P (same scalar), repeat of P, a zero scalar, a short scalar.
                for (std::size_t i = 0; i < n; i++) {
                    switch (i % 5) {
                        case 1: ge_neg(w.pts[i], w.pts[i - 1]); fe_normalize_weak(w.pts[i].y); w.sc[i] = w.sc[i - 1]; break;
                        case 2: w.pts[i] = w.pts[i - 2]; break;
                        case 3: scalar_clear(w.sc[i]); break;
                        case 4: scalar_set_int(w.sc[i], 1 + rng.u32() % 1000); break;
                        default: break;
                    }
                }
            }
            const Scalar* ng = (variant == 1 && !w.has_ng) ? nullptr : &w.ng;
            const Gej want = reference_sum(ng, w.pts, w.sc);
            for (MsmAlgo algo : {MsmAlgo::kStrauss, MsmAlgo::kAuto}) {
                Gej one;
                ecmult_multi_var_algo(one, ng, w.pts.data(), w.sc.data(), n, scratch, 1, algo, 0);
                const std::string what = "N=" + std::to_string(n) + " variant=" + std::to_string(variant) +
                                         " algo=" + std::to_string((int)algo);
                expect_same(one, want, what + " threads=1");
                for (unsigned t : {2u, 3u, 4u}) {
                    Gej got;
                    ecmult_multi_var_algo(got, ng, w.pts.data(), w.sc.data(), n, scratch, t, algo, 0);
                    expect_same(got, one, what + " threads=" + std::to_string(t));
                }
            }
        }
    }
}

TEST(Msm, ScratchIsReusable) {
    test::Rng rng(11);
    MsmScratch scratch;
    for (std::size_t n : {600u / kScale, 3u, 200u, 1u, 600u / kScale}) {
        Workload w = make_workload(rng, n, false);
        const Gej want = reference_sum(&w.ng, w.pts, w.sc);
        Gej got;
        ecmult_multi_var(got, &w.ng, w.pts.data(), w.sc.data(), n, scratch, 1 + (unsigned)(n % 3));
        expect_same(got, want, "reuse N=" + std::to_string(n));
    }
}

}  // namespace
}  // namespace ufsecp
