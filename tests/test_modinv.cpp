// Tests for src/modinv: safegcd modular inversion, 62-bit (modinv64.hpp, only where
// UFSECP_HAVE_INT128) and 30-bit (modinv32.hpp) limb versions, constant-time and
// variable-time. Results are checked against the independent slow reference in
// tests/support/ref_bigint.hpp (Fermat inverse, schoolbook products), against known
// answers computed outside the project, and against each other.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "modinv/modinv32.hpp"
#include "modinv/modinv64.hpp"
#include "support/ref_bigint.hpp"
#include "support/test_rng.hpp"

namespace {

using ufsecp::ref::U256;
namespace ref = ufsecp::ref;
namespace test = ufsecp::test;

// ---- conversions between the reference type and the library's word arrays ----------

void to_words32(std::uint32_t out[8], const U256& a) {
    for (int i = 0; i < 8; i++) out[i] = a.v[i];
}
U256 from_words32(const std::uint32_t in[8]) {
    U256 r;
    for (int i = 0; i < 8; i++) r.v[i] = in[i];
    return r;
}
#if defined(UFSECP_HAVE_INT128)
void to_words64(std::uint64_t out[4], const U256& a) {
    for (int i = 0; i < 4; i++) out[i] = (std::uint64_t)a.v[2 * i + 1] << 32 | a.v[2 * i];
}
U256 from_words64(const std::uint64_t in[4]) {
    U256 r;
    for (int i = 0; i < 4; i++) {
        r.v[2 * i] = (std::uint32_t)in[i];
        r.v[2 * i + 1] = (std::uint32_t)(in[i] >> 32);
    }
    return r;
}
#endif

U256 hex(const char* h) { return U256::from_hex(h); }
U256 small(std::uint64_t x) { return U256::from_u64(x); }

U256 shr1(const U256& a) {
    U256 r;
    for (int i = 0; i < 8; i++) r.v[i] = (a.v[i] >> 1) | (i < 7 ? a.v[i + 1] << 31 : 0);
    return r;
}
U256 pow2(int k) {  // 2^k, 0 <= k < 256
    U256 r;
    r.v[k / 32] = 1u << (k % 32);
    return r;
}
int bit_length(const U256& a) {
    for (int i = 255; i >= 0; i--)
        if (a.bit(i)) return i + 1;
    return 0;
}
// a mod m for a < 2m (one conditional subtraction).
U256 reduce_once(const U256& a, const U256& m) {
    U256 r = a;
    if (ref::cmp(r, m) >= 0) ref::sub(r, r, m);
    return r;
}
// Random value in [0, m): random bits masked to m's bit length (< 2m), then reduced.
U256 random_below(test::Rng& rng, const U256& m, bool edgy) {
    unsigned char b[32];
    if (edgy)
        rng.bytes32_edgy(b);
    else
        rng.bytes(b, 32);
    U256 x = U256::from_be(b);
    const int bits = bit_length(m);
    for (int i = bits; i < 256; i++) x.v[i / 32] &= ~(1u << (i % 32));
    return reduce_once(x, m);
}
// gcd(a, m) for odd m, binary algorithm.
U256 gcd_odd(U256 m, U256 a) {
    while (!a.is_zero()) {
        while (!a.bit(0)) a = shr1(a);
        if (ref::cmp(m, a) > 0) std::swap(m, a);
        ref::sub(a, a, m);
    }
    return m;
}

// ---- one modulus and all four inversion functions -----------------------------------

struct Modulus {
    std::string name;
    ref::Mod mod;
    ufsecp::ModInfo30 info30;
#if defined(UFSECP_HAVE_INT128)
    ufsecp::ModInfo62 info62;
#endif
    explicit Modulus(std::string n, const U256& m) : name(std::move(n)), mod{m} {
        std::uint32_t w32[8];
        to_words32(w32, m);
        info30 = ufsecp::modinfo30_from_u32le(w32);
#if defined(UFSECP_HAVE_INT128)
        std::uint64_t w64[4];
        to_words64(w64, m);
        info62 = ufsecp::modinfo62_from_u64le(w64);
#endif
    }
    const U256& m() const { return mod.m; }
};

enum class Impl { k30, k30var, k62, k62var };
const char* impl_name(Impl i) {
    switch (i) {
        case Impl::k30: return "modinv30";
        case Impl::k30var: return "modinv30_var";
        case Impl::k62: return "modinv62";
        default: return "modinv62_var";
    }
}
std::vector<Impl> impls() {
#if defined(UFSECP_HAVE_INT128)
    return {Impl::k30, Impl::k30var, Impl::k62, Impl::k62var};
#else
    return {Impl::k30, Impl::k30var};
#endif
}

U256 invert(Impl impl, const Modulus& M, const U256& x) {
    if (impl == Impl::k30 || impl == Impl::k30var) {
        std::uint32_t w[8];
        to_words32(w, x);
        ufsecp::Signed30 s;
        ufsecp::signed30_from_u32le(s, w);
        if (impl == Impl::k30)
            ufsecp::modinv30(s, M.info30);
        else
            ufsecp::modinv30_var(s, M.info30);
        for (int i = 0; i < 8; i++) EXPECT_TRUE(s.v[i] >= 0 && s.v[i] < (1 << 30)) << "limb " << i;
        ufsecp::signed30_to_u32le(w, s);
        return from_words32(w);
    }
#if defined(UFSECP_HAVE_INT128)
    std::uint64_t w[4];
    to_words64(w, x);
    ufsecp::Signed62 s;
    ufsecp::signed62_from_u64le(s, w);
    if (impl == Impl::k62)
        ufsecp::modinv62(s, M.info62);
    else
        ufsecp::modinv62_var(s, M.info62);
    for (int i = 0; i < 4; i++) EXPECT_TRUE(s.v[i] >= 0 && s.v[i] < (std::int64_t(1) << 62)) << "limb " << i;
    ufsecp::signed62_to_u64le(w, s);
    return from_words64(w);
#else
    ADD_FAILURE() << "62-bit version not built";
    return U256{};
#endif
}

std::string to_hex(const U256& a) {
    static const char* digits = "0123456789abcdef";
    std::string s;
    for (int i = 7; i >= 0; i--)
        for (int j = 28; j >= 0; j -= 4) s += digits[(a.v[i] >> j) & 15];
    return s;
}

// Inverts x with every implementation; checks they agree, the result is in [0, m), and
// x * y = 1 (or y = 0 for x = 0) by the reference product. Returns the common result.
// Requires gcd(x, m) = 1 or x = 0.
U256 check_inverse(const Modulus& M, const U256& x) {
    const std::vector<Impl> all = impls();
    const U256 y = invert(all[0], M, x);
    for (size_t i = 1; i < all.size(); i++) {
        const U256 yi = invert(all[i], M, x);
        EXPECT_EQ(to_hex(yi), to_hex(y)) << impl_name(all[i]) << " vs " << impl_name(all[0]) << " mod " << M.name
                                         << " x=" << to_hex(x);
    }
    EXPECT_LT(ref::cmp(y, M.m()), 0) << "result not reduced, mod " << M.name;
    if (x.is_zero()) {
        EXPECT_TRUE(y.is_zero()) << "inverse of 0 must be 0, mod " << M.name;
    } else {
        EXPECT_EQ(to_hex(M.mod.mul(x, y)), to_hex(small(1))) << "x*x^-1 != 1 mod " << M.name << " x=" << to_hex(x);
    }
    return y;
}

const U256 kP = hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F");
const U256 kN = hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141");

const Modulus& mod_p() {
    static const Modulus m("p", kP);
    return m;
}
const Modulus& mod_n() {
    static const Modulus m("n", kN);
    return m;
}

// Edge values below m: small numbers, values next to m, m/2, powers of two and their
// neighbours (every limb boundary of both representations lies among them), and long
// runs of ones.
std::vector<U256> edge_values(const U256& m) {
    std::vector<U256> out;
    auto add_if_below = [&](const U256& x) {
        if (ref::cmp(x, m) < 0) out.push_back(x);
    };
    for (std::uint64_t k = 0; k < 8; k++) add_if_below(small(k));
    for (std::uint64_t k = 1; k < 8; k++) {
        U256 x;
        ref::sub(x, m, small(k));
        add_if_below(x);
    }
    U256 half = shr1(m);  // (m-1)/2
    add_if_below(half);
    U256 half_up;
    ref::add(half_up, half, small(1));  // (m+1)/2
    add_if_below(half_up);
    for (int k = 0; k < 256; k++) {
        const U256 p2 = pow2(k);
        add_if_below(reduce_once(p2, m));  // filtered out when still >= m
        U256 below;
        ref::sub(below, p2, small(1));  // 2^k - 1: a run of k ones
        add_if_below(below);
        U256 above;
        ref::add(above, p2, small(1));
        add_if_below(above);
        if (ref::cmp(p2, m) < 0) {
            U256 mm;
            ref::sub(mm, m, p2);  // m - 2^k
            add_if_below(mm);
        }
    }
    return out;
}

// ---- conversions ------------------------------------------------------------------

TEST(ModinvConversions, Signed30RoundTripAndLayout) {
    test::Rng rng(1);
    for (int it = 0; it < test::iters(2000); it++) {
        unsigned char b[32];
        if (it == 0)
            std::memset(b, 0, 32);
        else if (it == 1)
            std::memset(b, 0xFF, 32);
        else
            rng.bytes32_edgy(b);
        const U256 a = U256::from_be(b);
        std::uint32_t w[8], back[8];
        to_words32(w, a);
        ufsecp::Signed30 s;
        ufsecp::signed30_from_u32le(s, w);
        // Each limb holds exactly bits [30i, 30i + 30) of a.
        for (int i = 0; i < 9; i++) {
            std::int64_t expect = 0;
            for (int j = 0; j < 30 && 30 * i + j < 256; j++) expect |= (std::int64_t)a.bit(30 * i + j) << j;
            ASSERT_EQ(s.v[i], expect) << "limb " << i;
        }
        ufsecp::signed30_to_u32le(back, s);
        ASSERT_EQ(to_hex(from_words32(back)), to_hex(a));
    }
}

#if defined(UFSECP_HAVE_INT128)
TEST(ModinvConversions, Signed62RoundTripAndLayout) {
    test::Rng rng(2);
    for (int it = 0; it < test::iters(2000); it++) {
        unsigned char b[32];
        if (it == 0)
            std::memset(b, 0, 32);
        else if (it == 1)
            std::memset(b, 0xFF, 32);
        else
            rng.bytes32_edgy(b);
        const U256 a = U256::from_be(b);
        std::uint64_t w[4], back[4];
        to_words64(w, a);
        ufsecp::Signed62 s;
        ufsecp::signed62_from_u64le(s, w);
        for (int i = 0; i < 5; i++) {
            std::int64_t expect = 0;
            for (int j = 0; j < 62 && 62 * i + j < 256; j++) expect |= (std::int64_t)a.bit(62 * i + j) << j;
            ASSERT_EQ(s.v[i], expect) << "limb " << i;
        }
        ufsecp::signed62_to_u64le(back, s);
        ASSERT_EQ(to_hex(from_words64(back)), to_hex(a));
    }
}
#endif

// The modulus info is computable at compile time and its inverse is right.
constexpr std::uint32_t kP32[8] = {0xFFFFFC2Fu, 0xFFFFFFFEu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                                   0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
constexpr std::uint32_t kN32[8] = {0xD0364141u, 0xBFD25E8Cu, 0xAF48A03Bu, 0xBAAEDCE6u,
                                   0xFFFFFFFEu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
constexpr ufsecp::ModInfo30 kP30 = ufsecp::modinfo30_from_u32le(kP32);
constexpr ufsecp::ModInfo30 kN30 = ufsecp::modinfo30_from_u32le(kN32);
static_assert(((kP30.modulus_inv30 * kP32[0]) & 0x3FFFFFFFu) == 1);
static_assert(((kN30.modulus_inv30 * kN32[0]) & 0x3FFFFFFFu) == 1);
static_assert(kP30.modulus.v[0] == (std::int32_t)(0xFFFFFC2Fu & 0x3FFFFFFFu) && kP30.modulus.v[8] == 0xFFFF);
static_assert(kN30.modulus_inv30 < (1u << 30) && kP30.modulus_inv30 < (1u << 30));
#if defined(UFSECP_HAVE_INT128)
constexpr std::uint64_t kP64[4] = {0xFFFFFFFEFFFFFC2Full, ~0ull, ~0ull, ~0ull};
constexpr std::uint64_t kN64[4] = {0xBFD25E8CD0364141ull, 0xBAAEDCE6AF48A03Bull, 0xFFFFFFFFFFFFFFFEull, ~0ull};
constexpr ufsecp::ModInfo62 kP62 = ufsecp::modinfo62_from_u64le(kP64);
constexpr ufsecp::ModInfo62 kN62 = ufsecp::modinfo62_from_u64le(kN64);
static_assert(((kP62.modulus_inv62 * kP64[0]) & 0x3FFFFFFFFFFFFFFFull) == 1);
static_assert(((kN62.modulus_inv62 * kN64[0]) & 0x3FFFFFFFFFFFFFFFull) == 1);
static_assert(kP62.modulus.v[4] == 0xFF && kN62.modulus.v[4] == 0xFF);
static_assert(kP62.modulus_inv62 < (1ull << 62) && kN62.modulus_inv62 < (1ull << 62));
#endif

TEST(ModinvConversions, ModInfoForManyModuli) {
    test::Rng rng(3);
    for (int it = 0; it < test::iters(500); it++) {
        unsigned char b[32];
        rng.bytes32_edgy(b);
        b[31] |= 1;
        const U256 m = U256::from_be(b);
        if (ref::cmp(m, small(1)) == 0) continue;
        const Modulus M("random", m);
        EXPECT_EQ((M.info30.modulus_inv30 * m.v[0]) & 0x3FFFFFFFu, 1u);
        std::uint32_t w[8];
        ufsecp::signed30_to_u32le(w, M.info30.modulus);
        EXPECT_EQ(to_hex(from_words32(w)), to_hex(m));
#if defined(UFSECP_HAVE_INT128)
        const std::uint64_t m0 = (std::uint64_t)m.v[1] << 32 | m.v[0];
        EXPECT_EQ((M.info62.modulus_inv62 * m0) & 0x3FFFFFFFFFFFFFFFull, 1u);
        std::uint64_t w64[4];
        ufsecp::signed62_to_u64le(w64, M.info62.modulus);
        EXPECT_EQ(to_hex(from_words64(w64)), to_hex(m));
#endif
    }
}

// ---- known answers ------------------------------------------------------------------

// Identities that hold for every odd m (no reference arithmetic involved).
void check_identities(const Modulus& M) {
    const U256& m = M.m();
    U256 m1, m2, half_dn, half_up;
    ref::sub(m1, m, small(1));
    ref::sub(m2, m, small(2));
    half_dn = shr1(m);
    ref::add(half_up, half_dn, small(1));
    const std::vector<std::pair<U256, U256>> cases = {
        {small(0), small(0)},  {small(1), small(1)}, {m1, m1},         {small(2), half_up},
        {half_up, small(2)},   {m2, half_dn},        {half_dn, m2},
    };
    for (Impl impl : impls()) {
        for (const auto& [x, want] : cases) {
            EXPECT_EQ(to_hex(invert(impl, M, x)), to_hex(want))
                << impl_name(impl) << " mod " << M.name << " x=" << to_hex(x);
        }
    }
}

TEST(ModinvKnownAnswers, IdentitiesModP) { check_identities(mod_p()); }
TEST(ModinvKnownAnswers, IdentitiesModN) { check_identities(mod_n()); }

// Constants from an independent computation (Python's pow(x, -1, m)).
TEST(ModinvKnownAnswers, Constants) {
    const U256 x = hex("0123456789ABCDEFFEDCBA98765432100F1E2D3C4B5A69788796A5B4C3D2E1F0");
    const U256 gx = hex("79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798");
    struct Case {
        const Modulus* M;
        U256 x, want;
    };
    const std::vector<Case> cases = {
        {&mod_p(), small(3), hex("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA9FFFFFD75")},
        {&mod_p(), x, hex("7CB55550415560A93F509B0BB779EE8B9059C5ACCD05D640CB74F36B20405A6D")},
        {&mod_n(), small(3), hex("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA9D1C9E899CA306AD27FE1945DE0242B81")},
        {&mod_n(), x, hex("81A059FAD397CD733E9E590C37DF2EFF0FA22A2FA03C71A1A2F5F2B36BFADF78")},
        {&mod_p(), gx, hex("237AFDF1D2938D86870AAEB8AD77626A67B8E794ABFB076BE61D003687CA9EF6")},
    };
    for (const Case& c : cases) {
        for (Impl impl : impls()) {
            EXPECT_EQ(to_hex(invert(impl, *c.M, c.x)), to_hex(c.want)) << impl_name(impl) << " mod " << c.M->name;
        }
        // And the reference agrees, which checks the reference itself.
        EXPECT_EQ(to_hex(c.M->mod.inv(c.x)), to_hex(c.want));
    }
}

// ---- edge values and random values against the reference -----------------------------

void check_edges(const Modulus& M) {
    const std::vector<U256> values = edge_values(M.m());
    ASSERT_GT(values.size(), 700u);
    // inverse of 2^k is ((m+1)/2)^k: a chain of reference products.
    U256 inv2;
    ref::add(inv2, shr1(M.m()), small(1));
    U256 inv_pow = small(1);
    for (int k = 0; k < 256; k++) {
        const U256 x = reduce_once(pow2(k), M.m());
        EXPECT_EQ(to_hex(check_inverse(M, x)), to_hex(inv_pow)) << "2^" << k << " mod " << M.name;
        inv_pow = M.mod.mul(inv_pow, inv2);
    }
    for (size_t i = 0; i < values.size(); i++) {
        const U256 y = check_inverse(M, values[i]);
        // The slow Fermat reference on a spread-out subset (x * y = 1 with y < m already
        // pins y down uniquely; this also cross-checks the reference).
        if (i % 32 == 0) {
            EXPECT_EQ(to_hex(y), to_hex(M.mod.inv(values[i]))) << "x=" << to_hex(values[i]);
        }
    }
}

TEST(ModinvEdges, ModP) { check_edges(mod_p()); }
TEST(ModinvEdges, ModN) { check_edges(mod_n()); }

void check_random(const Modulus& M, std::uint64_t stream, int count, int ref_every) {
    test::Rng rng(stream);
    for (int it = 0; it < count; it++) {
        const U256 x = random_below(rng, M.m(), it % 2 == 1);
        const U256 y = check_inverse(M, x);
        if (it % ref_every == 0) {
            EXPECT_EQ(to_hex(y), to_hex(M.mod.inv(x))) << "x=" << to_hex(x);
        }
        // Inversion is an involution.
        if (it % 8 == 0) {
            EXPECT_EQ(to_hex(check_inverse(M, y)), to_hex(x));
        }
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(ModinvRandom, ModP) { check_random(mod_p(), 10, test::iters(3000), 100); }
TEST(ModinvRandom, ModN) { check_random(mod_n(), 11, test::iters(3000), 100); }

// (ab)^-1 = a^-1 b^-1.
TEST(ModinvRandom, Multiplicative) {
    test::Rng rng(12);
    for (const Modulus* M : {&mod_p(), &mod_n()}) {
        for (int it = 0; it < test::iters(200); it++) {
            const U256 a = random_below(rng, M->m(), true), b = random_below(rng, M->m(), false);
            const U256 lhs = check_inverse(*M, M->mod.mul(a, b));
            const U256 rhs = M->mod.mul(check_inverse(*M, a), check_inverse(*M, b));
            EXPECT_EQ(to_hex(lhs), to_hex(rhs)) << M->name;
        }
    }
}

// Inputs that need unusually many divsteps in the delta = 1/2 variant the constant-time
// versions run: 560 (mod p) and 558 (mod n), against about 517 on average and at most
// ~531 over thousands of random inputs. Found with a beam search that picks x's bits
// from the bottom up (the first k divsteps depend only on x mod 2^(k+1) and M), keeping
// the prefixes whose transition matrix shrinks g the least; the counts were then
// checked by direct simulation. A constant-time version doing too few batches
// (9 x 59 = 531 or 18 x 30 = 540 divsteps) leaves g != 0 and returns a wrong inverse.
TEST(ModinvHard, ManyDivsteps) {
    const std::vector<std::pair<const Modulus*, U256>> cases = {
        {&mod_p(), hex("BBC8656F69B7377E7E48BE8E223D4D75479BA4F6F82482440E38A537905D4DAA")},  // 560
        {&mod_p(), hex("CAB455C76999A93E694A0FF95E3B881672225882161C0F18025014A8F9D0B4AA")},  // 553
        {&mod_n(), hex("C1725FDA1819218B45EB4924B9D5AF5447EC6C15F3CAA85E34C81E55D1EC03F6")},  // 558
    };
    for (const auto& [M, x] : cases) {
        const U256 y = check_inverse(*M, x);
        EXPECT_EQ(to_hex(y), to_hex(M->mod.inv(x))) << M->name;
    }
}

// ---- other moduli: the code is generic over odd M < 2^256 --------------------------------

// Primes of many sizes (small ones leave the top limbs empty from the start, which
// exercises the variable-time limb shrinking early). The reference's mul and Fermat
// inverse are valid for any prime m as long as inputs are below m.
TEST(ModinvGeneric, OtherPrimes) {
    const std::vector<std::pair<const char*, U256>> primes = {
        {"2^256-189", hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF43")},
        {"2^255-19", hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFED")},
        {"P-224", hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF000000000000000000000001")},
        {"P-192", hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFFFFFFFFFFFF")},
        {"2^127-1", hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF")},
        {"2^61-1", hex("1FFFFFFFFFFFFFFF")},
        {"65537", small(65537)},
        {"1000003", small(1000003)},
        {"3", small(3)},
    };
    test::Rng rng(20);
    for (const auto& [name, m] : primes) {
        const Modulus M(name, m);
        for (const U256& x : edge_values(m)) check_inverse(M, x);
        for (int it = 0; it < test::iters(300); it++) {
            const U256 x = random_below(rng, m, it % 2 == 1);
            const U256 y = check_inverse(M, x);
            if (it % 100 == 0) {
                EXPECT_EQ(to_hex(y), to_hex(M.mod.inv(x))) << name << " x=" << to_hex(x);
            }
        }
        if (::testing::Test::HasFailure()) return;
    }
}

// 2^256 - 1 is the largest allowed modulus and composite; 2^k * 2^(256-k) = 2^256 = 1.
TEST(ModinvGeneric, AllOnesModulusPowersOfTwo) {
    const U256 m = hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF");
    const Modulus M("2^256-1", m);
    for (int k = 0; k < 256; k++) {
        const U256 want = pow2((256 - k) % 256);
        for (Impl impl : impls()) EXPECT_EQ(to_hex(invert(impl, M, pow2(k))), to_hex(want)) << impl_name(impl) << " k=" << k;
    }
}

// Random odd moduli of random sizes (mostly composite) with inputs coprime to them.
TEST(ModinvGeneric, RandomOddModuli) {
    test::Rng rng(21);
    int tested = 0;
    for (int it = 0; it < test::iters(400); it++) {
        unsigned char b[32];
        rng.bytes32_edgy(b);
        U256 m = U256::from_be(b);
        const int drop = (int)(rng.u64() % 256);  // random size
        for (int i = 256 - drop; i < 256; i++) m.v[i / 32] &= ~(1u << (i % 32));
        m.v[0] |= 1;
        if (ref::cmp(m, small(3)) < 0) continue;
        const Modulus M("random odd", m);
        for (int j = 0; j < 4; j++) {
            const U256 x = random_below(rng, m, j % 2 == 1);
            if (ref::cmp(gcd_odd(m, x), small(1)) != 0) continue;
            check_inverse(M, x);
            tested++;
        }
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GT(tested, test::iters(400));
}

}  // namespace
