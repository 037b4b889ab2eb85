// ElligatorSwift (src/ellswift, include/ufsecp/ufsecp_ellswift.h): all 76 rows of BIP-324's
// ellswift_decode_test_vectors.csv and every case column of the 32 rows of
// xswiftec_inv_test_vectors.csv (read at run time), through the internal functions and the C
// ABI; properties on random inputs: every (u, t) decodes to a valid x; for random (u, t)
// exactly one of the eight inverses G_{c,u}(F_u(t)) gives t back (spec section 3.4: every t is
// reached exactly once); encode/decode and create/decode round trips; both xdh parties agree;
// the error statuses. (test_ellswift_ref compares against libsecp256k1 0.7.1.)
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "ellswift/ellswift.hpp"
#include "ellswift/jacobi.hpp"
#include "keys/keys.hpp"
#include "support/hex.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp_ellswift.h"

namespace ufsecp {
namespace {

using test::hex;
using test::unhex;
using test::Csv;
using test::read_vector_csv;

Fe fe_from_hex(const std::string& h) {
    const auto b = unhex(h);
    EXPECT_EQ(b.size(), 32u);
    Fe r;
    fe_set_b32_mod(r, b.data());
    return r;
}

std::string fe_hex(Fe a) {
    fe_normalize_var(a);
    unsigned char b[32];
    fe_get_b32(b, a);
    return hex(b, 32);
}

TEST(Ellswift, Constants) {
    // sqrt(-3) = k1 + k2 (spec: k1 = (sqrt(-3)-1)/2, k2 = (sqrt(-3)+1)/2): check (2 k1 + 1)^2 = -3.
    Fe k1 = fe_from_hex("851695d49a83f8ef919bb86153cbcb16630fb68aed0a766a3ec693d68e6afa40"), s, m3;
    s = k1;
    fe_add(s, k1);
    fe_add_int(s, 1);
    fe_sqr(s, s);
    fe_set_int(m3, 3);
    fe_negate(m3, m3, 1);
    EXPECT_TRUE(fe_equal_var(s, m3));
}

TEST(Ellswift, DecodeVectors) {
    const Csv csv = read_vector_csv("bip324/ellswift_decode_test_vectors.csv");
    const std::size_t ce = csv.column("ellswift"), cx = csv.column("x");
    ASSERT_EQ(csv.rows.size(), 76u);
    int n = 0;
    for (const auto& row : csv.rows) {
        const auto ell = unhex(row[ce]);
        ASSERT_EQ(ell.size(), 64u);
        Ge p;
        ellswift_decode_var(p, ell.data());
        EXPECT_EQ(fe_hex(p.x), row[cx]) << row[ce];
        Fe t;
        fe_set_b32_mod(t, ell.data() + 32);
        fe_normalize_var(t);
        Fe y = p.y;
        fe_normalize_var(y);
        EXPECT_EQ(fe_is_odd(y), fe_is_odd(t));
        EXPECT_TRUE(ge_is_valid_var(p));
        // The C ABI: the same point.
        ufsecp_pubkey pk;
        ASSERT_EQ(ufsecp_ellswift_decode(&pk, ell.data()), UFSECP_OK);
        Ge q;
        ASSERT_TRUE(pubkey_load(q, pk.data));
        EXPECT_TRUE(ge_eq_var(p, q));
        n++;
    }
    EXPECT_EQ(n, 76);
}

TEST(Ellswift, XSwiftECInvVectors) {
    const Csv csv = read_vector_csv("bip324/xswiftec_inv_test_vectors.csv");
    const std::size_t cu = csv.column("u"), cx = csv.column("x");
    ASSERT_EQ(csv.rows.size(), 32u);
    int checked = 0, found = 0;
    for (const auto& row : csv.rows) {
        const Fe u = fe_from_hex(row[cu]), x = fe_from_hex(row[cx]);
        for (int c = 0; c < 8; c++) {
            const std::string& want = row[csv.column("case" + std::to_string(c) + "_t")];
            Fe t;
            const bool ok = ellswift_xswiftec_inv_var(t, x, u, c);
            EXPECT_EQ(ok, !want.empty()) << row[cu] << " case " << c;
            if (ok && !want.empty()) {
                EXPECT_EQ(fe_hex(t), want) << row[cu] << " case " << c;
                Fe x2;
                ellswift_xswiftec_var(x2, u, t);  // round trip
                EXPECT_EQ(fe_hex(x2), fe_hex(x));
                found++;
            }
            checked++;
        }
    }
    EXPECT_EQ(checked, 256);
    EXPECT_GT(found, 0);
}

TEST(Ellswift, EveryTIsReachedExactlyOnce) {
    test::Rng rng(1);
    const int n = test::iters(300);
    for (int i = 0; i < n; i++) {
        unsigned char b[64];
        rng.bytes(b, 64);
        Fe u, t, x;
        fe_set_b32_mod(u, b);
        fe_set_b32_mod(t, b + 32);
        ellswift_xswiftec_var(x, u, t);
        Fe rhs, y;
        curve_rhs(rhs, x);
        ASSERT_TRUE(fe_sqrt(y, rhs)) << "not a valid x";
        int hits = 0;
        for (int c = 0; c < 8; c++) {
            Fe t2;
            if (!ellswift_xswiftec_inv_var(t2, x, u, c)) continue;
            Fe x2;
            ellswift_xswiftec_var(x2, u, t2);
            EXPECT_EQ(fe_hex(x2), fe_hex(x)) << "inverse does not round-trip";
            if (fe_hex(t2) == fe_hex(t)) hits++;
        }
        EXPECT_EQ(hits, 1) << hex(b, 64);
    }
}

TEST(Ellswift, EdgeInputsDecode) {
    // u or t 0 or p (read modulo p), all ones: every input decodes to a valid point.
    const char* parts[] = {"0000000000000000000000000000000000000000000000000000000000000000",
                           "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
                           "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
                           "0000000000000000000000000000000000000000000000000000000000000001"};
    for (const char* a : parts)
        for (const char* b : parts) {
            const auto ell = unhex(std::string(a) + b);
            Ge p;
            ellswift_decode_var(p, ell.data());
            EXPECT_TRUE(ge_is_valid_var(p));
        }
}

TEST(Ellswift, EncodeCreateRoundTripsAndXdh) {
    test::Rng rng(2);
    const int n = test::iters(200);
    for (int i = 0; i < n; i++) {
        unsigned char ska[32], skb[32], rnd[32], ella[64], ellb[64];
        rng.bytes(ska, 32);
        rng.bytes(skb, 32);
        rng.bytes(rnd, 32);
        ufsecp_pubkey pka, dec;
        if (ufsecp_pubkey_create(&pka, ska) != UFSECP_OK || ufsecp_seckey_verify(skb) != UFSECP_OK) continue;
        ASSERT_EQ(ufsecp_ellswift_encode(ella, &pka, rnd), UFSECP_OK);
        ASSERT_EQ(ufsecp_ellswift_decode(&dec, ella), UFSECP_OK);
        int eq = 0;
        ASSERT_EQ(ufsecp_pubkey_equal(&eq, &pka, &dec), UFSECP_OK);
        EXPECT_EQ(eq, 1);
        ASSERT_EQ(ufsecp_ellswift_create(ellb, skb, (i & 1) ? rnd : nullptr), UFSECP_OK);
        ufsecp_pubkey pkb;
        ASSERT_EQ(ufsecp_pubkey_create(&pkb, skb), UFSECP_OK);
        ASSERT_EQ(ufsecp_ellswift_decode(&dec, ellb), UFSECP_OK);
        ASSERT_EQ(ufsecp_pubkey_equal(&eq, &pkb, &dec), UFSECP_OK);
        EXPECT_EQ(eq, 1);
        unsigned char sa[32], sb[32];
        ASSERT_EQ(ufsecp_ellswift_xdh_bip324(sa, ella, ellb, ska, 0), UFSECP_OK);
        ASSERT_EQ(ufsecp_ellswift_xdh_bip324(sb, ella, ellb, skb, 1), UFSECP_OK);
        EXPECT_EQ(hex(sa, 32), hex(sb, 32));
    }
}

TEST(Ellswift, Errors) {
    unsigned char zero[32] = {0}, ell[64], out[32], n[32];
    const auto nb = unhex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
    std::memcpy(n, nb.data(), 32);
    std::memset(ell, 0xAB, 64);
    std::memset(out, 0xCD, 32);
    EXPECT_EQ(ufsecp_ellswift_create(ell, zero, nullptr), UFSECP_ERR_BAD_SECKEY);
    EXPECT_EQ(ufsecp_ellswift_create(ell, n, nullptr), UFSECP_ERR_BAD_SECKEY);
    for (int i = 0; i < 64; i++) EXPECT_EQ(ell[i], 0xAB);
    EXPECT_EQ(ufsecp_ellswift_xdh_bip324(out, ell, ell, zero, 0), UFSECP_ERR_BAD_SECKEY);
    EXPECT_EQ(ufsecp_ellswift_xdh_bip324(out, ell, ell, n, 1), UFSECP_ERR_BAD_SECKEY);
    unsigned char one[32] = {0};
    one[31] = 1;
    EXPECT_EQ(ufsecp_ellswift_xdh_bip324(out, ell, ell, one, 2), UFSECP_ERR_BAD_ARG);
    EXPECT_EQ(ufsecp_ellswift_xdh_bip324(out, ell, ell, one, -1), UFSECP_ERR_BAD_ARG);
    for (int i = 0; i < 32; i++) EXPECT_EQ(out[i], 0xCD);
    ufsecp_pubkey bad;
    std::memset(&bad, 0, sizeof(bad));
    EXPECT_EQ(ufsecp_ellswift_encode(ell, &bad, zero), UFSECP_ERR_BAD_PUBKEY);
    EXPECT_EQ(ufsecp_ellswift_decode(nullptr, ell), UFSECP_ERR_NULL_ARG);
}

}  // namespace
}  // namespace ufsecp

namespace ufsecp {
namespace {

TEST(Ellswift, JacobiMatchesSquareRoot) {
    // The Jacobi-symbol square test against the square-root test: random elements, squares,
    // non-squares (-1 is one: p = 3 mod 4), small values and values near p.
    test::Rng rng(3);
    Fe minus1;
    fe_set_int(minus1, 1);
    fe_negate(minus1, minus1, 1);
    const int n = test::iters(4000);
    int squares = 0;
    for (int i = 0; i < n; i++) {
        unsigned char b[32];
        if (i % 4 == 3) rng.bytes32_edgy(b);
        else rng.bytes(b, 32);
        Fe a, r;
        fe_set_b32_mod(a, b);
        if (i % 5 == 1) fe_sqr(a, a);               // a square
        if (i % 5 == 2) fe_sqr(a, a), fe_mul(a, a, minus1);  // a non-square (or 0)
        if (i < 40) fe_set_int(a, i);
        const bool want = fe_sqrt(r, a);
        squares += want;
        ASSERT_EQ(fe_is_square_jacobi_var(a), want) << hex(b, 32) << " i=" << i;
        Fe an = a;
        fe_normalize_var(an);
        if (!fe_is_zero(an)) {  // decided by the Jacobi loop itself, not by the fallback
            ASSERT_EQ(jacobi_detail::jacobi_var(an), want ? 1 : -1) << hex(b, 32);
        }
    }
    EXPECT_GT(squares, n / 4);
    EXPECT_LT(squares, 3 * n / 4);
}

}  // namespace
}  // namespace ufsecp

namespace ufsecp {
namespace {

// The binary Jacobi loop's rare paths: inputs whose g has 64 or more factors 2 at some
// point (multiples of 2^64, 2^128, 2^192), every power of two, p minus a power of two, values
// with long runs of zero or one bits, and products of those with random elements; each
// against the square-root test, decided by the loop itself (never the fallback).
TEST(Ellswift, JacobiEdgeShapes) {
    test::Rng rng(5);
    std::vector<Fe> v;
    const auto from_words = [](std::uint64_t w3, std::uint64_t w2, std::uint64_t w1, std::uint64_t w0) {
        unsigned char b[32];
        const std::uint64_t w[4] = {w3, w2, w1, w0};
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 8; j++) b[8 * i + j] = (unsigned char)(w[i] >> (56 - 8 * j));
        Fe a;
        fe_set_b32_mod(a, b);
        return a;
    };
    for (int k = 0; k < 256; k++) {
        std::uint64_t w[4] = {0, 0, 0, 0};
        w[3 - k / 64] = std::uint64_t(1) << (k % 64);
        const Fe two_k = from_words(w[0], w[1], w[2], w[3]);
        v.push_back(two_k);
        Fe m;
        fe_negate(m, two_k, 1);  // p - 2^k
        v.push_back(m);
        Fe t = two_k;
        fe_add_int(t, 1);  // 2^k + 1
        v.push_back(t);
    }
    const std::uint64_t ones = ~std::uint64_t(0);
    for (int j = 0; j < 16; j++) {
        const std::uint64_t o = rng.u32() | 1;  // an odd word, then whole zero words
        v.push_back(from_words(0, 0, o, 0));
        v.push_back(from_words(0, o, 0, 0));
        v.push_back(from_words(o, 0, 0, 0));
        v.push_back(from_words(o, 0, 0, o));
        v.push_back(from_words(ones, ones, 0, o));
        v.push_back(from_words(0, ones, ones, 0));
        v.push_back(from_words(ones, ones, ones, (std::uint64_t)rng.u32() << 32));
    }
    const std::size_t base = v.size();
    for (std::size_t j = 0; j < base; j += 3) {  // times random squares and non-squares
        unsigned char b[32];
        rng.bytes(b, 32);
        Fe r;
        fe_set_b32_mod(r, b);
        fe_mul(r, r, v[j]);
        v.push_back(r);
    }
    int squares = 0, decided = 0;
    for (std::size_t i = 0; i < v.size(); i++) {
        Fe a = v[i], r;
        fe_normalize_var(a);
        const bool want = fe_sqrt(r, a);
        ASSERT_EQ(fe_is_square_jacobi_var(a), want) << fe_hex(a);
        if (fe_is_zero(a)) continue;
        ASSERT_EQ(jacobi_detail::jacobi_var(a), want ? 1 : -1) << fe_hex(a);
        squares += want;
        ++decided;
    }
    EXPECT_GT(squares, decided / 4);
    EXPECT_LT(squares, 3 * decided / 4);
}

}  // namespace
}  // namespace ufsecp

namespace ufsecp {
namespace {

TEST(Ellswift, InverseSquareRootPower) {
    // fe_pow_isqrt (r = a^((p-3)/4), what decoding and encoding use instead of an inversion
    // plus a square root): r^2 a = 1 for a nonzero square a and -1 for a non-square; (a r)^2 = a
    // for a square. The dispatched fe_pow_isqrt_var (MULX where the CPU has it) gives the same
    // bytes as the build tier's chain.
    test::Rng rng(4);
    Fe one, minus1;
    fe_set_int(one, 1);
    fe_set_int(minus1, 1);
    fe_negate(minus1, minus1, 1);
    const int n = test::iters(2000);
    for (int i = 0; i < n; i++) {
        unsigned char b[32];
        if (i % 4 == 3) rng.bytes32_edgy(b);
        else rng.bytes(b, 32);
        Fe a;
        fe_set_b32_mod(a, b);
        if (i % 3 == 1) fe_sqr(a, a);
        if (i < 20) fe_set_int(a, i + 1);
        Fe an = a;
        fe_normalize_var(an);
        if (fe_is_zero(an)) continue;
        Fe r, rv, t;
        fe_pow_isqrt(r, a);
        fe_pow_isqrt_var(rv, a);
        ASSERT_EQ(fe_hex(r), fe_hex(rv)) << hex(b, 32);
        const bool sq = fe_is_square_jacobi_var(a);
        fe_sqr(t, r);
        fe_mul(t, t, a);
        ASSERT_TRUE(fe_equal(t, sq ? one : minus1)) << hex(b, 32);
        if (sq) {
            fe_mul(t, a, r);
            fe_sqr(t, t);
            ASSERT_TRUE(fe_equal(t, a)) << hex(b, 32);
        }
    }
}

}  // namespace
}  // namespace ufsecp
