// Tests for the scalar layer (src/scalar): arithmetic modulo the group order n in both
// tiers (Scalar64 where __int128 exists, Scalar32 always), checked against known answers
// computed with python3, against the independent reference in support/ref_bigint.hpp,
// against algebraic laws, and against each other; plus the GLV split and its size bound.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "scalar/scalar.hpp"
#include "support/ref_bigint.hpp"
#include "support/test_rng.hpp"

namespace {

using namespace ufsecp;
using ref::U256;

const ref::Mod& N() { return ref::order_n(); }

U256 H(const char* hex) { return U256::from_hex(hex); }

// 1/2 mod n = (n+1)/2.
const U256 kInvTwo = U256::from_hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A1");

// Conversions through the byte interface (set_b32 itself is tested separately).
template <class S>
S to_s(const U256& v) {
    unsigned char b[32];
    v.to_be(b);
    S r;
    int overflow = -1;
    scalar_set_b32(r, b, &overflow);
    EXPECT_EQ(overflow, 0);
    return r;
}
template <class S>
U256 to_u(const S& s) {
    unsigned char b[32];
    scalar_get_b32(b, s);
    return U256::from_be(b);
}

std::string hex(const U256& v) {
    unsigned char b[32];
    v.to_be(b);
    static const char* d = "0123456789ABCDEF";
    std::string s;
    for (unsigned char c : b) {
        s += d[c >> 4];
        s += d[c & 15];
    }
    return s;
}

// Values where carries, borrows and reductions go wrong.
std::vector<U256> edge_values() {
    std::vector<U256> v = {
        U256::from_u64(0),
        U256::from_u64(1),
        U256::from_u64(2),
        U256::from_u64(3),
        H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140"),  // n-1
        H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD036413F"),  // n-2
        H("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0"),  // (n-1)/2
        H("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A1"),  // (n+1)/2
        H("100000000000000000000000000000000"),                                // 2^128
        H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),                                 // 2^128 - 1
        H("8000000000000000000000000000000000000000000000000000000000000000"),  // 2^255
        H("14551231950B75FC4402DA1732FC9BEBF"),                                // 2^256 - n
        H("14551231950B75FC4402DA1732FC9BEBE"),
        H("FFFFFFFFFFFFFFFF"),
        H("10000000000000000"),
        H("FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000"),
        H("5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72"),  // lambda
    };
    return v;
}

// A random value < n, biased towards edge bytes and the edge list.
U256 rand_scalar(test::Rng& rng) {
    static const std::vector<U256> edges = edge_values();
    if (rng.u64() % 8 == 0) return edges[rng.u64() % edges.size()];
    unsigned char b[32];
    rng.bytes32_edgy(b);
    return N().reduce(U256::from_be(b));
}

// Independent 512-bit product and round(a*b / 2^shift), for mul_shift_var.
U256 ref_mul_shift(const U256& a, const U256& b, unsigned shift) {
    std::uint32_t prod[17] = {0};
    for (int i = 0; i < 8; i++) {
        std::uint64_t c = 0;
        for (int j = 0; j < 8; j++) {
            c += (std::uint64_t)a.v[i] * b.v[j] + prod[i + j];
            prod[i + j] = (std::uint32_t)c;
            c >>= 32;
        }
        prod[i + 8] = (std::uint32_t)c;
    }
    auto bit = [&](unsigned k) -> unsigned { return k < 512 ? (prod[k / 32] >> (k % 32)) & 1 : 0; };
    U256 r;
    for (unsigned k = 0; k < 256; k++)
        if (bit(shift + k)) r.v[k / 32] |= 1u << (k % 32);
    if (bit(shift - 1)) ref::add(r, r, U256::from_u64(1));
    return r;
}

// min(v, n - v): the size of v read as a signed residue.
U256 signed_abs(const U256& v) {
    U256 nv = N().neg(v);
    return ref::cmp(v, nv) <= 0 ? v : nv;
}

template <class S>
class ScalarTest : public ::testing::Test {};

#if defined(UFSECP_HAVE_INT128)
using Tiers = ::testing::Types<Scalar32, Scalar64>;
#else
using Tiers = ::testing::Types<Scalar32>;
#endif

class TierNames {
public:
    template <class T>
    static std::string GetName(int) {
        if constexpr (std::is_same_v<T, Scalar32>) return "Scalar32";
        return "Scalar64";
    }
};
TYPED_TEST_SUITE(ScalarTest, Tiers, TierNames);

// The build's tier follows the same rule as the field's (field/field.hpp).
#if defined(UFSECP_FIELD_10X26) || !defined(UFSECP_HAVE_INT128)
static_assert(std::is_same_v<Scalar, Scalar32>);
#else
static_assert(std::is_same_v<Scalar, Scalar64>);
#endif

TYPED_TEST(ScalarTest, ConstantsAndKnownAnswers) {
    using S = TypeParam;
    const U256 a = H("8F3A9C1B2D4E6F708192A3B4C5D6E7F8091A2B3C4D5E6F708192A3B4C5D6E7F8");
    const U256 b = H("E1D2C3B4A5968778695A4B3C2D1E0F00F1E2D3C4B5A6978879695A4B3C2D1E0F");
    const S sa = to_s<S>(a), sb = to_s<S>(b);
    // from_u32be builds the same value as the byte parser.
    constexpr S ca = S::from_u32be(0x8F3A9C1Bu, 0x2D4E6F70u, 0x8192A3B4u, 0xC5D6E7F8u, 0x091A2B3Cu, 0x4D5E6F70u,
                                   0x8192A3B4u, 0xC5D6E7F8u);
    EXPECT_TRUE(scalar_eq(ca, sa));
    EXPECT_EQ(std::memcmp(ca.d, sa.d, sizeof ca.d), 0);

    S r;
    scalar_mul(r, sa, sb);
    EXPECT_EQ(to_u(r), H("986BFAB95C42626102146632D3C7B9484F3F6778D0530156959C246CD7D2F62E"));
    EXPECT_EQ(scalar_add(r, sa, sb), 1);
    EXPECT_EQ(to_u(r), H("710D5FCFD2E4F6E8EAECEEF0F2F4F6FA404E221A53BC66BD3B299F7331CDC4C6"));
    scalar_negate(r, sa);
    EXPECT_EQ(to_u(r), H("70C563E4D2B1908F7E6D5C4B3A291806B194B1AA61EA30CB3E3FBAD80A5F5949"));
    scalar_half(r, sa);
    EXPECT_EQ(to_u(r), H("479D4E0D96A737B840C951DA62EB73FC048D159E26AF37B840C951DA62EB73FC"));
    scalar_inverse(r, sa);
    EXPECT_EQ(to_u(r), H("5A97E4822C9E1813CA4CD2D3D45D08056CD6C2D25208FF3A88D1D021BCCFBB12"));
    scalar_inverse_var(r, sb);
    EXPECT_EQ(to_u(r), H("5DFAC7BF98DC77E7EE461279EE1FD15A62E638D0A67F4DCF9F86E5C0B6EE7BD5"));
    scalar_mul_shift_var(r, sa, sb, 384);
    EXPECT_EQ(to_u(r), H("7E586EC6A7E08FA82912641E40CBBF1B"));
    scalar_mul_shift_var(r, sa, sb, 256);
    EXPECT_EQ(to_u(r), H("7E586EC6A7E08FA82912641E40CBBF1A8C208DF1DF65840D0F8AF12571B8666B"));

    // lambda is a primitive cube root of unity: lambda != 1, lambda^3 == 1, lambda^2+lambda+1 == 0.
    constexpr S lam = scalar_lambda<S>();
    EXPECT_EQ(to_u(lam), H("5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72"));
    S l2, l3, one;
    scalar_set_int(one, 1);
    scalar_mul(l2, lam, lam);
    scalar_mul(l3, l2, lam);
    EXPECT_FALSE(scalar_is_one(lam));
    EXPECT_TRUE(scalar_is_one(l3));
    S sum;
    scalar_add(sum, l2, lam);
    scalar_add(sum, sum, one);
    EXPECT_TRUE(scalar_is_zero(sum));

    // (n-1)^2 == 1, 1/2 == (n+1)/2, 1/(n-1) == n-1.
    S m1 = to_s<S>(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140"));
    scalar_mul(r, m1, m1);
    EXPECT_TRUE(scalar_is_one(r));
    scalar_inverse(r, m1);
    EXPECT_TRUE(scalar_eq(r, m1));
    S two;
    scalar_set_int(two, 2);
    scalar_inverse(r, two);
    EXPECT_EQ(to_u(r), H("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A1"));
    scalar_half(r, one);
    EXPECT_EQ(to_u(r), H("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A1"));
}

TYPED_TEST(ScalarTest, SetB32Overflow) {
    using S = TypeParam;
    unsigned char b[32], out[32];
    S r;
    int overflow;
    auto set = [&](const U256& v) {
        v.to_be(b);
        overflow = -1;
        scalar_set_b32(r, b, &overflow);
    };
    set(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140"));  // n-1
    EXPECT_EQ(overflow, 0);
    scalar_get_b32(out, r);
    EXPECT_EQ(std::memcmp(out, b, 32), 0);
    set(N().m);  // n
    EXPECT_EQ(overflow, 1);
    EXPECT_TRUE(scalar_is_zero(r));
    set(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364142"));  // n+1
    EXPECT_EQ(overflow, 1);
    EXPECT_TRUE(scalar_is_one(r));
    set(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"));  // 2^256-1
    EXPECT_EQ(overflow, 1);
    EXPECT_EQ(to_u(r), H("14551231950B75FC4402DA1732FC9BEBE"));  // 2^256 - 1 - n
    set(U256::from_u64(0));
    EXPECT_EQ(overflow, 0);
    EXPECT_TRUE(scalar_is_zero(r));
    scalar_set_b32(r, b, nullptr);  // a null overflow pointer is allowed
    EXPECT_TRUE(scalar_is_zero(r));

    test::Rng rng(1);
    for (int i = 0; i < test::iters(3000); i++) {
        unsigned char in[32];
        rng.bytes32_edgy(in);
        if (i % 5 == 0) std::memset(in, 0xFF, 16);  // often near or above n
        const U256 v = U256::from_be(in);
        scalar_set_b32(r, in, &overflow);
        ASSERT_EQ(overflow, ref::cmp(v, N().m) >= 0 ? 1 : 0) << hex(v);
        ASSERT_EQ(to_u(r), N().reduce(v)) << hex(v);
    }
}

TYPED_TEST(ScalarTest, SecKey) {
    using S = TypeParam;
    auto check = [](const U256& v) {
        unsigned char b[32];
        v.to_be(b);
        S r;
        bool ok = scalar_set_b32_seckey(r, b);
        EXPECT_EQ(to_u(r), N().reduce(v));  // r is set either way
        return ok;
    };
    EXPECT_FALSE(check(U256::from_u64(0)));
    EXPECT_FALSE(check(N().m));
    EXPECT_FALSE(check(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364142")));
    EXPECT_FALSE(check(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF")));
    EXPECT_TRUE(check(U256::from_u64(1)));
    EXPECT_TRUE(check(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140")));
    test::Rng rng(2);
    for (int i = 0; i < test::iters(500); i++) {
        unsigned char in[32];
        rng.bytes32_edgy(in);
        const U256 v = U256::from_be(in);
        const bool valid = !v.is_zero() && ref::cmp(v, N().m) < 0;
        ASSERT_EQ(check(v), valid) << hex(v);
    }
}

TYPED_TEST(ScalarTest, AddMulNegateHalfVsReference) {
    using S = TypeParam;
    test::Rng rng(3);
    const std::vector<U256> edges = edge_values();
    std::vector<std::pair<U256, U256>> cases;
    for (const U256& x : edges)
        for (const U256& y : edges) cases.emplace_back(x, y);
    for (int i = 0; i < test::iters(3000); i++) cases.emplace_back(rand_scalar(rng), rand_scalar(rng));
    for (const auto& [x, y] : cases) {
        const S a = to_s<S>(x), b = to_s<S>(y);
        S r;
        U256 sum;
        const bool wraps = ref::add(sum, x, y) != 0 || ref::cmp(sum, N().m) >= 0;
        ASSERT_EQ(scalar_add(r, a, b), wraps ? 1 : 0) << hex(x) << " + " << hex(y);
        ASSERT_EQ(to_u(r), N().add(x, y)) << hex(x) << " + " << hex(y);
        scalar_mul(r, a, b);
        ASSERT_EQ(to_u(r), N().mul(x, y)) << hex(x) << " * " << hex(y);
        scalar_negate(r, a);
        ASSERT_EQ(to_u(r), N().neg(x)) << hex(x);
        scalar_half(r, a);
        S twice;
        scalar_add(twice, r, r);
        ASSERT_TRUE(scalar_eq(twice, a)) << hex(x);
        // a/2 == a * (n+1)/2 in the reference.
        ASSERT_EQ(to_u(r), N().mul(x, kInvTwo)) << hex(x);
    }
}

TYPED_TEST(ScalarTest, AlgebraicLawsAndAliasing) {
    using S = TypeParam;
    test::Rng rng(4);
    for (int i = 0; i < test::iters(2000); i++) {
        const S a = to_s<S>(rand_scalar(rng)), b = to_s<S>(rand_scalar(rng)), c = to_s<S>(rand_scalar(rng));
        S ab, ba, t1, t2, t3;
        scalar_mul(ab, a, b);
        scalar_mul(ba, b, a);
        ASSERT_TRUE(scalar_eq(ab, ba));
        // (a + b) * c == a*c + b*c
        scalar_add(t1, a, b);
        scalar_mul(t1, t1, c);
        scalar_mul(t2, a, c);
        scalar_mul(t3, b, c);
        scalar_add(t2, t2, t3);
        ASSERT_TRUE(scalar_eq(t1, t2));
        // (a * b) * c == a * (b * c)
        scalar_mul(t1, ab, c);
        scalar_mul(t2, b, c);
        scalar_mul(t2, a, t2);
        ASSERT_TRUE(scalar_eq(t1, t2));
        // a + (-a) == 0, -(-a) == a, in place
        t1 = a;
        scalar_negate(t1, t1);
        scalar_add(t2, t1, a);
        ASSERT_TRUE(scalar_is_zero(t2));
        scalar_negate(t1, t1);
        ASSERT_TRUE(scalar_eq(t1, a));
        // in-place add/mul/half/square agree with out-of-place
        t1 = a;
        scalar_add(t1, t1, t1);
        scalar_add(t2, a, a);
        ASSERT_TRUE(scalar_eq(t1, t2));
        t1 = a;
        scalar_mul(t1, t1, t1);
        scalar_mul(t2, a, a);
        ASSERT_TRUE(scalar_eq(t1, t2));
        t1 = a;
        scalar_half(t1, t1);
        scalar_half(t2, a);
        ASSERT_TRUE(scalar_eq(t1, t2));
    }
}

TYPED_TEST(ScalarTest, Inverse) {
    using S = TypeParam;
    test::Rng rng(5);
    S r, rv, prod;
    S zero;
    scalar_clear(zero);
    scalar_inverse(r, zero);
    EXPECT_TRUE(scalar_is_zero(r));
    scalar_inverse_var(r, zero);
    EXPECT_TRUE(scalar_is_zero(r));
    // A few against the (slow, Fermat) reference, including every edge value.
    std::vector<U256> vals = edge_values();
    for (int i = 0; i < test::iters(8); i++) vals.push_back(rand_scalar(rng));
    for (const U256& x : vals) {
        const U256 want = N().inv(x);
        scalar_inverse(r, to_s<S>(x));
        ASSERT_EQ(to_u(r), want) << hex(x);
        scalar_inverse_var(r, to_s<S>(x));
        ASSERT_EQ(to_u(r), want) << hex(x);
    }
    // Many more by the defining property, and both versions agree; also in place.
    for (int i = 0; i < test::iters(2000); i++) {
        const U256 x = rand_scalar(rng);
        const S a = to_s<S>(x);
        scalar_inverse(r, a);
        scalar_inverse_var(rv, a);
        ASSERT_TRUE(scalar_eq(r, rv)) << hex(x);
        scalar_mul(prod, r, a);
        ASSERT_EQ(scalar_is_one(prod), !x.is_zero()) << hex(x);
        S t = a;
        scalar_inverse(t, t);
        ASSERT_TRUE(scalar_eq(t, r));
        scalar_inverse_var(t, t);
        ASSERT_TRUE(scalar_eq(t, a));
    }
}

TYPED_TEST(ScalarTest, GetBits) {
    using S = TypeParam;
    test::Rng rng(6);
    for (int i = 0; i < test::iters(40); i++) {
        U256 x = rand_scalar(rng);
        if (i == 0) x = H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140");
        const S a = to_s<S>(x);
        for (unsigned off = 0; off < 256; off++) {
            for (unsigned cnt = 1; cnt <= 32 && off + cnt <= 256; cnt++) {
                unsigned want = 0;
                for (unsigned k = 0; k < cnt; k++) want |= (unsigned)x.bit((int)(off + k)) << k;
                ASSERT_EQ(scalar_get_bits_var(a, off, cnt), want) << off << " " << cnt;
                if ((off >> 5) == ((off + cnt - 1) >> 5)) {
                    ASSERT_EQ(scalar_get_bits(a, off, cnt), want);
                }
            }
        }
    }
}

TYPED_TEST(ScalarTest, Predicates) {
    using S = TypeParam;
    const U256 half = H("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0");  // (n-1)/2
    EXPECT_FALSE(scalar_is_high(to_s<S>(half)));
    EXPECT_TRUE(scalar_is_high(to_s<S>(H("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A1"))));
    EXPECT_FALSE(scalar_is_high(to_s<S>(U256::from_u64(0))));
    EXPECT_TRUE(scalar_is_high(to_s<S>(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140"))));
    S z, o;
    scalar_clear(z);
    scalar_set_int(o, 1);
    EXPECT_TRUE(scalar_is_zero(z) && !scalar_is_one(z) && scalar_is_even(z));
    EXPECT_TRUE(!scalar_is_zero(o) && scalar_is_one(o) && !scalar_is_even(o));
    S big;
    scalar_set_int(big, 0xFFFFFFFFu);
    EXPECT_EQ(to_u(big), U256::from_u64(0xFFFFFFFFu));
    // 2^128 + 1 is not one (the high limbs count).
    EXPECT_FALSE(scalar_is_one(to_s<S>(H("100000000000000000000000000000001"))));
    test::Rng rng(7);
    for (int i = 0; i < test::iters(3000); i++) {
        const U256 x = rand_scalar(rng), y = (i % 3 == 0) ? x : rand_scalar(rng);
        const S a = to_s<S>(x), b = to_s<S>(y);
        ASSERT_EQ(scalar_is_high(a), ref::cmp(x, half) > 0) << hex(x);
        ASSERT_EQ(scalar_is_zero(a), x.is_zero());
        ASSERT_EQ(scalar_is_one(a), x == U256::from_u64(1));
        ASSERT_EQ(scalar_is_even(a), !x.bit(0));
        ASSERT_EQ(scalar_eq(a, b), x == y);
        // Exactly one of a, -a is high unless a == 0.
        S na;
        scalar_negate(na, a);
        if (!x.is_zero()) {
            ASSERT_NE(scalar_is_high(a), scalar_is_high(na));
        }
    }
}

TYPED_TEST(ScalarTest, CondNegateCmovCaddBit) {
    using S = TypeParam;
    test::Rng rng(8);
    S z;
    scalar_clear(z);
    EXPECT_EQ(scalar_cond_negate(z, 1), -1);
    EXPECT_TRUE(scalar_is_zero(z));
    EXPECT_EQ(scalar_cond_negate(z, 0), 1);
    EXPECT_TRUE(scalar_is_zero(z));
    for (int i = 0; i < test::iters(2000); i++) {
        const U256 x = rand_scalar(rng), y = rand_scalar(rng);
        const S a = to_s<S>(x), b = to_s<S>(y);
        S r = a;
        ASSERT_EQ(scalar_cond_negate(r, 0), 1);
        ASSERT_EQ(to_u(r), x);
        ASSERT_EQ(scalar_cond_negate(r, 1), -1);
        ASSERT_EQ(to_u(r), N().neg(x));
        r = a;
        scalar_cmov(r, b, 0);
        ASSERT_EQ(to_u(r), x);
        scalar_cmov(r, b, 1);
        ASSERT_EQ(to_u(r), y);
        // cadd_bit: pick a bit such that x + 2^bit < n.
        const unsigned bit = (unsigned)(rng.u64() % 256);
        U256 p2;
        p2.v[bit / 32] = 1u << (bit % 32);
        U256 s;
        const bool fits = ref::add(s, x, p2) == 0 && ref::cmp(s, N().m) < 0;
        r = a;
        scalar_cadd_bit(r, bit, 0);
        ASSERT_EQ(to_u(r), x);
        if (fits) {
            scalar_cadd_bit(r, bit, 1);
            ASSERT_EQ(to_u(r), s) << hex(x) << " bit " << bit;
        }
    }
    // Carry propagation across every limb: (2^224 - 1) + 2^0.
    S r = to_s<S>(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"));
    scalar_cadd_bit(r, 0, 1);
    EXPECT_EQ(to_u(r), H("100000000000000000000000000000000000000000000000000000000"));
    scalar_cadd_bit(r, 255, 0);
    EXPECT_EQ(to_u(r), H("100000000000000000000000000000000000000000000000000000000"));
}

TYPED_TEST(ScalarTest, SplitShrMulShift) {
    using S = TypeParam;
    test::Rng rng(9);
    for (int i = 0; i < test::iters(2000); i++) {
        const U256 x = rand_scalar(rng), y = rand_scalar(rng);
        const S a = to_s<S>(x), b = to_s<S>(y);
        // split_128
        S lo, hi;
        scalar_split_128(lo, hi, a);
        U256 wlo, whi;
        for (int k = 0; k < 4; k++) {
            wlo.v[k] = x.v[k];
            whi.v[k] = x.v[k + 4];
        }
        ASSERT_EQ(to_u(lo), wlo);
        ASSERT_EQ(to_u(hi), whi);
        // shr_int
        const int sh = 1 + (int)(rng.u64() % 15);
        S r = a;
        const int out = scalar_shr_int(r, sh);
        ASSERT_EQ(out, (int)(x.v[0] & ((1u << sh) - 1)));
        U256 want;
        for (int k = 0; k < 256 - sh; k++)
            if (x.bit(k + sh)) want.v[k / 32] |= 1u << (k % 32);
        ASSERT_EQ(to_u(r), want);
        // mul_shift_var for random shifts in [256, 511] and the split's 384.
        const unsigned shift = (i % 4 == 0) ? 384 : 256 + (unsigned)(rng.u64() % 256);
        scalar_mul_shift_var(r, a, b, shift);
        ASSERT_EQ(to_u(r), ref_mul_shift(x, y, shift)) << hex(x) << " " << hex(y) << " " << shift;
    }
    // Rounding is half-up: 2^255 * 1 / 2^256 = 1/2 -> 1, 1/4 -> 0.
    S half, one, r;
    half = to_s<S>(H("8000000000000000000000000000000000000000000000000000000000000000"));
    scalar_set_int(one, 1);
    scalar_mul_shift_var(r, half, one, 256);
    EXPECT_TRUE(scalar_is_one(r));
    scalar_mul_shift_var(r, half, one, 257);  // 1/4 -> 0
    EXPECT_TRUE(scalar_is_zero(r));
    const S m1 = to_s<S>(H("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140"));
    scalar_mul_shift_var(r, m1, m1, 256);
    EXPECT_EQ(to_u(r), ref_mul_shift(to_u(m1), to_u(m1), 256));
    scalar_mul_shift_var(r, m1, m1, 511);  // (n-1)^2 / 2^511 = 2 - 2^-126.7..., rounds to 2
    EXPECT_EQ(to_u(r), U256::from_u64(2));
}

// The bounds documented in scalar.hpp, and k values (python3, see the header) that push the
// split to within 2^-124 of the corners of the rounding parallelogram (|e1|, |e2| -> 1/2),
// with their exact results: r1 and r2 within 0x20 of the bounds.
const char* const kSplitBound1 = "A2A8918CA85BAFE22016D0B917E4DD76";
const char* const kSplitBound2 = "8A65287BD47179FB2BE08846CEA267EC";
struct SplitVector {
    const char *k, *r1, *r2;
};
const SplitVector kSplitCorners[] = {
    {"EAB78DB3BC09E658E75CCBE42735B01B801761FEAF3769DB4A1632247E6B01D3",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE18064B5A06ECF0599FBB8DD3B85163DF",
     "0000000000000000000000000000000059DE565A2C9D0E2D4373F7623C1D7CCC"},
    {"F6617DE739E0C115087823D4F6C755FC88604A4F4AC0437D8FAB68557C011386",
     "000000000000000000000000000000007221BF6B0087441437AA3FD4855FF253",
     "000000000000000000000000000000008A65287BD47179FB2BE08846CEA267DB"},
    {"C6DAAF271AC73B46A55769DB4AF550DEFB24C4B1ECBB236FFD5F81FEEFA42BF4",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEA26B73D5DB5E6A54CB9C161A86F3CBBA",
     "000000000000000000000000000000007221BF6B0087441437AA3FD4855FF253"},
    {"099E8218C61F3EEAF787DC2B0938AA02324E929764885CBE3026F63754352DBB",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE488D1D7BAEC15C2788281EB84AD64EEE",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE3049B46ADAD7264093F1D6460193D966"},
    {"1548724C43F619A718A3341BD8CA4FE33A977AE80011366075BC2C6851CB3F6E",
     "00000000000000000000000000000000A2A8918CA85BAFE22016D0B917E4DD62",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE60D0868C82AB920E7C5E672A9418C475"},
    {"392550D8E538C4B95AA89624B50AAF1FBF8A1834C28D7CCBC272DC8DE092154D",
     "0000000000000000000000000000000018436910D3EA35E6F436487249427587",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE488D1D7BAEC15C2788281EB84AD64EEE"},
    {"23DCDE8CA142AB1242056208DC405F3C84F29D4CC27C466B4CB6B0258EC6D5DF",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE3049B46ADAD7264093F1D6460193D966",
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEA26B73D5DB5E6A54CB9C161A86F3CBBA"},
    {"DC2321735EBD54EDBDFA9DF723BFA0C235BC3F99ECCC59D0731BAE67416F6B62",
     "000000000000000000000000000000008A65287BD47179FB2BE08846CEA267DB",
     "0000000000000000000000000000000018436910D3EA35E6F436487249427587"},
};

TYPED_TEST(ScalarTest, SplitLambda) {
    using S = TypeParam;
    const U256 lam = H("5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72");
    const U256 bound1 = H(kSplitBound1), bound2 = H(kSplitBound2);
    U256 max1, max2;
    auto check = [&](const U256& k) {
        S r1, r2;
        scalar_split_lambda(r1, r2, to_s<S>(k));
        const U256 u1 = to_u(r1), u2 = to_u(r2);
        EXPECT_EQ(N().add(u1, N().mul(lam, u2)), k) << hex(k);
        const U256 a1 = signed_abs(u1), a2 = signed_abs(u2);
        EXPECT_LE(ref::cmp(a1, bound1), 0) << hex(k);
        EXPECT_LE(ref::cmp(a2, bound2), 0) << hex(k);
        if (ref::cmp(a1, max1) > 0) max1 = a1;
        if (ref::cmp(a2, max2) > 0) max2 = a2;
        // Aliasing: the output may overwrite the input.
        S kk = to_s<S>(k), other;
        scalar_split_lambda(kk, other, kk);
        EXPECT_TRUE(scalar_eq(kk, r1) && scalar_eq(other, r2));
        kk = to_s<S>(k);
        scalar_split_lambda(other, kk, kk);
        EXPECT_TRUE(scalar_eq(other, r1) && scalar_eq(kk, r2));
    };
    // Edge k: 0, 1, n-1, lambda, lambda^2, and the others in the edge list.
    for (const U256& k : edge_values()) check(k);
    check(N().mul(lam, lam));
    {
        S r1, r2;
        scalar_split_lambda(r1, r2, to_s<S>(lam));  // lambda = 0 + lambda*1
        EXPECT_TRUE(scalar_is_zero(r1) && scalar_is_one(r2));
        scalar_split_lambda(r1, r2, to_s<S>(U256::from_u64(1)));
        EXPECT_TRUE(scalar_is_one(r1) && scalar_is_zero(r2));
    }
    // Near-worst cases with known results.
    for (const SplitVector& v : kSplitCorners) {
        S r1, r2;
        scalar_split_lambda(r1, r2, to_s<S>(H(v.k)));
        EXPECT_EQ(to_u(r1), H(v.r1)) << v.k;
        EXPECT_EQ(to_u(r2), H(v.r2)) << v.k;
        check(H(v.k));
    }
    // The bounds are tight: k = (n-1)/2 (in the edge list) reaches bound1 exactly, and the
    // corner vectors come within 0x20 of bound2.
    EXPECT_EQ(max1, bound1);
    U256 gap;
    ref::sub(gap, bound2, max2);
    EXPECT_LE(ref::cmp(gap, U256::from_u64(0x20)), 0) << hex(max2);
    test::Rng rng(10);
    for (int i = 0; i < test::iters(2000); i++) check(rand_scalar(rng));
}

#if defined(UFSECP_HAVE_INT128)
// The two tiers agree on random operation chains (each step's result feeds the next).
TEST(ScalarTiers, AgreeOnRandomChains) {
    test::Rng rng(11);
    auto same = [](const Scalar32& a, const Scalar64& b) {
        unsigned char x[32], y[32];
        scalar_get_b32(x, a);
        scalar_get_b32(y, b);
        return std::memcmp(x, y, 32) == 0;
    };
    for (int chain = 0; chain < test::iters(300); chain++) {
        unsigned char b32[32];
        rng.bytes32_edgy(b32);
        Scalar32 x32, y32;
        Scalar64 x64, y64;
        int o32, o64;
        scalar_set_b32(x32, b32, &o32);
        scalar_set_b32(x64, b32, &o64);
        ASSERT_EQ(o32, o64);
        rng.bytes32_edgy(b32);
        scalar_set_b32(y32, b32, nullptr);
        scalar_set_b32(y64, b32, nullptr);
        for (int step = 0; step < 100; step++) {
            const unsigned op = (unsigned)(rng.u64() % 11);
            switch (op) {
                case 0: ASSERT_EQ(scalar_add(x32, x32, y32), scalar_add(x64, x64, y64)); break;
                case 1: scalar_mul(x32, x32, y32); scalar_mul(x64, x64, y64); break;
                case 2: scalar_negate(y32, y32); scalar_negate(y64, y64); break;
                case 3: scalar_half(x32, x32); scalar_half(x64, x64); break;
                case 4:
                    if (step % 10 == 0) {  // inversions are the slow step; keep a few
                        scalar_inverse(x32, x32);
                        scalar_inverse_var(x64, x64);
                    }
                    break;
                case 5: {
                    const int f = (int)(rng.u64() & 1);
                    ASSERT_EQ(scalar_cond_negate(x32, f), scalar_cond_negate(x64, f));
                    break;
                }
                case 6: {
                    Scalar32 a, b;
                    Scalar64 c, d;
                    scalar_split_lambda(a, b, x32);
                    scalar_split_lambda(c, d, x64);
                    ASSERT_TRUE(same(a, c) && same(b, d));
                    x32 = b, x64 = d;
                    scalar_add(x32, x32, a), scalar_add(x64, x64, c);
                    break;
                }
                case 7: {
                    const unsigned sh = 256 + (unsigned)(rng.u64() % 256);
                    scalar_mul_shift_var(y32, x32, y32, sh);
                    scalar_mul_shift_var(y64, x64, y64, sh);
                    break;
                }
                case 8: {
                    const unsigned off = (unsigned)(rng.u64() % 225), cnt = 1 + (unsigned)(rng.u64() % 32);
                    ASSERT_EQ(scalar_get_bits_var(x32, off, cnt), scalar_get_bits_var(x64, off, cnt));
                    ASSERT_EQ(scalar_is_high(x32), scalar_is_high(x64));
                    ASSERT_EQ(scalar_is_even(x32), scalar_is_even(x64));
                    break;
                }
                case 9: {
                    const int sh = 1 + (int)(rng.u64() % 15);
                    ASSERT_EQ(scalar_shr_int(y32, sh), scalar_shr_int(y64, sh));
                    break;
                }
                default: {
                    if (rng.u64() & 1) {
                        scalar_set_int(y32, 0);  // keep zero in play
                        scalar_set_int(y64, 0);
                    } else {
                        std::swap(x32, y32);
                        std::swap(x64, y64);
                    }
                    break;
                }
            }
            ASSERT_TRUE(same(x32, x64)) << "chain " << chain << " step " << step << " op " << op;
            ASSERT_TRUE(same(y32, y64)) << "chain " << chain << " step " << step << " op " << op;
        }
    }
}
#endif

}  // namespace
