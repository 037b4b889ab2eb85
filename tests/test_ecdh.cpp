// Tests for ecdh/ecdh.hpp: the shared point d*P and its two 32-byte forms.
//
// Oracle: libsecp256k1 0.2.0's secp256k1_ecdh, with its default hash function (must equal
// ecdh_sha256 byte for byte) and with custom hash functions that return x, or x || y
// (must equal ecdh_xonly / ecdh_point), on >= 10,000 random cases per form (3,000 under
// AddressSanitizer), with secret keys that are random, edge values (1, 2, n-1, (n-1)/2) or
// invalid (0, n, n+1, 2^256-1, bit-flipped n), and public keys that are random, G, -G or
// small multiples of G. Both must agree on success/failure; on failure ours writes zeros.
// Independent checks: 1*P = P, (n-1)*P = -P, the hash of the SEC1 compressed point, and
// the Diffie-Hellman symmetry d1*(d2*G) = d2*(d1*G).
#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <vector>

#include <secp256k1.h>
#include <secp256k1_ecdh.h>

#include "ecdh/ecdh.hpp"
#include "group/group_sec1.hpp"
#include "hash/sha256.hpp"
#include "keys/keys.hpp"
#include "support/ref_bigint.hpp"
#include "support/differential.hpp"
#include "support/test_rng.hpp"

namespace ufsecp {
namespace {

using B32 = std::array<unsigned char, 32>;
using B64 = std::array<unsigned char, 64>;
using ref::U256;

int cases() { return test::differential_cases(); }
const secp256k1_context* lib() { return test::libsecp(); }

B32 b32_of_u256(const U256& a) {
    B32 r;
    a.to_be(r.data());
    return r;
}
const ref::Mod& N() { return ref::order_n(); }

// Custom libsecp256k1 hash functions: the raw x, and x || y.
int hash_x(unsigned char* out, const unsigned char* x32, const unsigned char* y32, void*) {
    (void)y32;
    std::memcpy(out, x32, 32);
    return 1;
}
int hash_xy(unsigned char* out, const unsigned char* x32, const unsigned char* y32, void*) {
    std::memcpy(out, x32, 32);
    std::memcpy(out + 32, y32, 32);
    return 1;
}

// Secret keys: mostly uniform, some edge values, some invalid.
B32 gen_secret(test::Rng& rng) {
    const U256 n = N().m;
    B32 r;
    switch (rng.u32() % 16) {
        case 0: return b32_of_u256(U256::from_u64(1 + rng.u32() % 3));
        case 1: return b32_of_u256(N().neg(U256::from_u64(1 + rng.u32() % 3)));  // n-1, n-2, n-3
        case 2: {                                                                  // 0, n, n+1, 2^256-1
            const unsigned w = rng.u32() % 4;
            if (w == 0) return B32{};
            if (w == 3) {
                r.fill(0xFF);
                return r;
            }
            U256 t;
            ref::add(t, n, U256::from_u64(w - 1));
            return b32_of_u256(t);
        }
        case 3: {  // n with a bit flipped: valid or invalid
            r = b32_of_u256(n);
            const unsigned bit = rng.u32() % 256;
            r[bit / 8] ^= (unsigned char)(1u << (bit % 8));
            return r;
        }
        default: rng.bytes(r.data(), 32); return r;
    }
}

// A public key: random, or a small multiple of G, or -G.
struct Pub {
    secp256k1_pubkey lib;
    Ge ours;
};
Pub gen_pub(test::Rng& rng) {
    B32 d;
    switch (rng.u32() % 8) {
        case 0: d = b32_of_u256(U256::from_u64(1 + rng.u32() % 5)); break;
        case 1: d = b32_of_u256(N().neg(U256::from_u64(1))); break;
        default:
            do rng.bytes(d.data(), 32);
            while (!secp256k1_ec_seckey_verify(lib(), d.data()));
    }
    Pub p;
    EXPECT_EQ(secp256k1_ec_pubkey_create(lib(), &p.lib, d.data()), 1);
    unsigned char ser[65];
    std::size_t len = 65;
    EXPECT_EQ(secp256k1_ec_pubkey_serialize(lib(), ser, &len, &p.lib, SECP256K1_EC_UNCOMPRESSED), 1);
    EXPECT_TRUE(ge_parse_sec1(p.ours, ser, 65));
    return p;
}

TEST(Ecdh, AgainstLibsecpAllThreeForms) {
    test::Rng rng(301);
    int fails = 0;
    for (int i = 0; i < cases(); i++) {
        const B32 d = gen_secret(rng);
        const Pub p = gen_pub(rng);
        B32 ours_h, lib_h, ours_x, lib_x;
        B32 ox, oy;
        B64 lib_xy;
        const bool r1 = ecdh_sha256(ours_h.data(), p.ours, d.data());
        const bool r2 = secp256k1_ecdh(lib(), lib_h.data(), &p.lib, d.data(), nullptr, nullptr) == 1;
        ASSERT_EQ(r1, r2) << i;
        const bool r3 = ecdh_xonly(ours_x.data(), p.ours, d.data());
        const bool r4 = secp256k1_ecdh(lib(), lib_x.data(), &p.lib, d.data(), hash_x, nullptr) == 1;
        ASSERT_EQ(r3, r4) << i;
        const bool r5 = ecdh_point(ox.data(), oy.data(), p.ours, d.data());
        const bool r6 = secp256k1_ecdh(lib(), lib_xy.data(), &p.lib, d.data(), hash_xy, nullptr) == 1;
        ASSERT_EQ(r5, r6) << i;
        ASSERT_EQ(r1, r3);
        ASSERT_EQ(r1, r5);
        ASSERT_EQ(r1, seckey_verify(d.data()));
        if (r1) {
            ASSERT_EQ(ours_h, lib_h) << i;
            ASSERT_EQ(ours_x, lib_x) << i;
            ASSERT_EQ(0, std::memcmp(ox.data(), lib_xy.data(), 32)) << i;
            ASSERT_EQ(0, std::memcmp(oy.data(), lib_xy.data() + 32, 32)) << i;
        } else {
            ASSERT_EQ(ours_h, B32{});
            ASSERT_EQ(ours_x, B32{});
            ASSERT_EQ(ox, B32{});
            ASSERT_EQ(oy, B32{});
            fails++;
        }
    }
    EXPECT_GT(fails, cases() / 40);
}

TEST(Ecdh, KnownAnswersAndLaws) {
    test::Rng rng(302);
    for (int i = 0; i < 300; i++) {
        const Pub p = gen_pub(rng);
        unsigned char comp[33];
        std::size_t len;
        ASSERT_TRUE(ge_serialize_sec1(comp, &len, p.ours, true));
        // 1*P = P: the x form is x(P), the hash form is SHA-256 of the compressed encoding.
        const B32 one = b32_of_u256(U256::from_u64(1));
        B32 x, h, want;
        ASSERT_TRUE(ecdh_xonly(x.data(), p.ours, one.data()));
        EXPECT_EQ(0, std::memcmp(x.data(), comp + 1, 32));
        ASSERT_TRUE(ecdh_sha256(h.data(), p.ours, one.data()));
        sha256(want.data(), comp, 33);
        EXPECT_EQ(h, want);
        // (n-1)*P = -P: same x, opposite y.
        const B32 nm1 = b32_of_u256(N().neg(U256::from_u64(1)));
        B32 nx, ny;
        ASSERT_TRUE(ecdh_point(nx.data(), ny.data(), p.ours, nm1.data()));
        EXPECT_EQ(0, std::memcmp(nx.data(), comp + 1, 32));
        EXPECT_EQ(ny[31] & 1, (comp[0] & 1) ^ 1);
        // Symmetry: d1*(d2*G) = d2*(d1*G).
        B32 d1, d2;
        do rng.bytes(d1.data(), 32);
        while (!seckey_verify(d1.data()));
        do rng.bytes(d2.data(), 32);
        while (!seckey_verify(d2.data()));
        Ge p1, p2;
        ASSERT_TRUE(pubkey_create(p1, d1.data()));
        ASSERT_TRUE(pubkey_create(p2, d2.data()));
        B32 s12, s21;
        ASSERT_TRUE(ecdh_sha256(s12.data(), p2, d1.data()));
        ASSERT_TRUE(ecdh_sha256(s21.data(), p1, d2.data()));
        EXPECT_EQ(s12, s21);
        // And it equals the hash of the compressed (d1*d2)*G.
        B32 d12 = b32_of_u256(N().mul(U256::from_be(d1.data()), U256::from_be(d2.data())));
        Ge p12;
        ASSERT_TRUE(pubkey_create(p12, d12.data()));
        ASSERT_TRUE(ge_serialize_sec1(comp, &len, p12, true));
        sha256(want.data(), comp, 33);
        EXPECT_EQ(s12, want);
    }
}

TEST(Ecdh, ErrorPaths) {
    const Ge g = ge_generator();
    B32 ones;
    ones.fill(0xFF);
    U256 n1;
    ref::add(n1, N().m, U256::from_u64(1));
    for (const B32& bad : {B32{}, b32_of_u256(N().m), b32_of_u256(n1), ones}) {
        B32 out, x, y;
        out.fill(0xAA);
        x.fill(0xAA);
        y.fill(0xAA);
        EXPECT_FALSE(ecdh_sha256(out.data(), g, bad.data()));
        EXPECT_EQ(out, B32{});
        out.fill(0xAA);
        EXPECT_FALSE(ecdh_xonly(out.data(), g, bad.data()));
        EXPECT_EQ(out, B32{});
        EXPECT_FALSE(ecdh_point(x.data(), y.data(), g, bad.data()));
        EXPECT_EQ(x, B32{});
        EXPECT_EQ(y, B32{});
    }
}

}  // namespace
}  // namespace ufsecp
