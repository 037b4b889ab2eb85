// Tests for ecmult/ecmult_const_many.hpp: k*P_i for many points and one scalar, against
// ecmult_const one point at a time (itself checked against ref_ec.hpp and libsecp256k1 in
// test_ecmult). Covered: random scalars and edge scalars (0, 1, 2, n-1, n-2, lambda, powers
// of two: the recoding's even/odd and sign branches of both GLV halves), batch sizes around
// the 16-lane groups (1, 15, 16, 17, 33, 100), bases that are small multiples of G and of
// lambda*G, repeated bases in one call. k = 0 gives infinity through the fallback that
// recomputes a lane whose Z became 0 (ecmult_const_many.cpp), so that path runs too.
#include <gtest/gtest.h>

#include <cstdio>
#include <vector>

#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_const_many.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"
#include "support/test_rng.hpp"

namespace ufsecp {
namespace {

Scalar random_scalar(test::Rng& rng) {
    unsigned char b[32];
    rng.bytes32_edgy(b);
    Scalar s;
    int overflow = 0;
    scalar_set_b32(s, b, &overflow);
    return s;
}

Ge point_of(const Scalar& k) {
    Gej j;
    ecmult_gen(j, k);
    Ge g;
    ge_set_gej_var(g, j);
    return g;
}

Scalar scalar_hex(const char* hex) {
    unsigned char b[32];
    for (int i = 0; i < 32; i++) std::sscanf(hex + 2 * i, "%2hhx", &b[i]);
    Scalar s;
    int overflow = 0;
    scalar_set_b32(s, b, &overflow);
    return s;
}

// Checks one call against ecmult_const point by point; returns the number of mismatches.
int check(const std::vector<Ge>& pts, const Scalar& k) {
    std::vector<Gej> got(pts.size());
    ecmult_const_many(got.data(), pts.data(), pts.size(), k);
    int bad = 0;
    for (std::size_t i = 0; i < pts.size(); i++) {
        Gej want;
        ecmult_const(want, pts[i], k);
        if (!gej_eq_var(got[i], want)) bad++;
    }
    return bad;
}

TEST(EcmultConstMany, EdgeScalarsAndGroupSizes) {
    std::printf("ecmult_const_many: IFMA lanes %s\n", ecmult_const_many_ifma_available() ? "used" : "not used");
    test::Rng rng(1);
    std::vector<Scalar> ks;
    for (unsigned v : {0u, 1u, 2u, 3u, 15u, 16u, 17u}) {
        Scalar s;
        scalar_set_int(s, v);
        ks.push_back(s);
    }
    ks.push_back(scalar_hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140"));  // n-1
    ks.push_back(scalar_hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd036413f"));  // n-2
    ks.push_back(scalar_hex("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72"));  // lambda
    ks.push_back(scalar_hex("0000000000000000000000000000000100000000000000000000000000000000"));  // 2^128
    ks.push_back(scalar_hex("8000000000000000000000000000000000000000000000000000000000000000"));  // 2^255
    for (int i = 0; i < 8; i++) ks.push_back(random_scalar(rng));
    // Bases: small multiples of G and of lambda*G, then random points; one repeated.
    std::vector<Ge> base;
    for (unsigned v = 1; v <= 4; v++) {
        Scalar s;
        scalar_set_int(s, v);
        base.push_back(point_of(s));
        Scalar l = scalar_hex("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72");
        scalar_mul(l, l, s);
        base.push_back(point_of(l));
    }
    while (base.size() < 100) {
        Scalar e = random_scalar(rng);
        if (scalar_is_zero(e)) scalar_set_int(e, 7);
        base.push_back(point_of(e));
    }
    base[50] = base[49];
    for (std::size_t n : {std::size_t{1}, std::size_t{15}, std::size_t{16}, std::size_t{17}, std::size_t{33},
                          std::size_t{100}}) {
        const std::vector<Ge> pts(base.begin(), base.begin() + (std::ptrdiff_t)n);
        for (const Scalar& k : ks) EXPECT_EQ(check(pts, k), 0) << "n=" << n;
    }
}

TEST(EcmultConstMany, RandomScalarsAndPoints) {
    test::Rng rng(2);
    const int rounds = test::iters(40);
    for (int r = 0; r < rounds; r++) {
        const std::size_t n = 1 + rng.u32() % 48;
        std::vector<Ge> pts(n);
        for (Ge& p : pts) {  // the points must not be infinity (ecmult_const's contract)
            Scalar e = random_scalar(rng);
            if (scalar_is_zero(e)) scalar_set_int(e, 7);
            p = point_of(e);
        }
        Scalar k = random_scalar(rng);
        if (scalar_is_zero(k)) scalar_set_int(k, 5);
        EXPECT_EQ(check(pts, k), 0) << "round " << r;
    }
}

}  // namespace
}  // namespace ufsecp
