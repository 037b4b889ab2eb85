// Tests for keys/keys.hpp: secret-key checks, negation and tweaks; public-key creation,
// negation, tweaks and combination; x-only keys and their BIP-341 tweaks; keypairs; the
// 64/96-byte storage forms.
//
// Oracle: libsecp256k1 (the installed 0.2.0), function by function, on >= 10,000 cases per
// operation (3,000 under AddressSanitizer). Inputs mix uniformly random values with edge
// values (0, 1, n-1, n, n+1, 2^256-1, ...), bit-flipped variants, and the tweaks that make
// a result 0 or infinity (t = n - d and friends); return values and output bytes must agree,
// success or failure. Independent checks: known answers (1*G, (n-1)*G, the BIP-340 vector
// keys) and algebraic laws (negating twice, create(d + t) = create(d) + t*G, ...).
#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <string>
#include <vector>

#include <secp256k1.h>
#include <secp256k1_extrakeys.h>

#include "group/group_sec1.hpp"
#include "keys/keys.hpp"
#include "support/ref_bigint.hpp"
#include "support/differential.hpp"
#include "support/test_rng.hpp"

namespace ufsecp {
namespace {

using B32 = std::array<unsigned char, 32>;
using B65 = std::array<unsigned char, 65>;
using ref::U256;

int cases() { return test::differential_cases(); }
const secp256k1_context* lib() { return test::libsecp(); }

// ---- byte helpers -----------------------------------------------------------------------

B32 b32_of_hex(const std::string& hex) {
    B32 r;
    U256::from_hex(hex).to_be(r.data());
    return r;
}
B32 b32_of_u256(const U256& a) {
    B32 r;
    a.to_be(r.data());
    return r;
}
U256 u256_of_b32(const B32& a) { return U256::from_be(a.data()); }
const ref::Mod& N() { return ref::order_n(); }

// n - d mod n (0 stays 0), computed with the reference bignum (d must be < n).
B32 neg_mod_n(const B32& d) { return b32_of_u256(N().neg(u256_of_b32(d))); }

B32 zeros32() { return B32{}; }

// Edge values as 32-byte strings: around 0, n, 2^255, p, 2^256.
const std::vector<B32>& edge_scalars() {
    static const std::vector<B32> v = [] {
        std::vector<B32> r;
        for (const char* h : {"0", "1", "2", "3", "7", "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140",
                              "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD036413F",
                              "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141",
                              "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364142",
                              "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
                              "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F",
                              "7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0",
                              "7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A1",
                              "8000000000000000000000000000000000000000000000000000000000000000",
                              "100000000000000000000000000000000", "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"})
            r.push_back(b32_of_hex(h));
        return r;
    }();
    return v;
}

void flip_bit(unsigned char* p, std::size_t len, test::Rng& rng) {
    const std::size_t bit = rng.u64() % (len * 8);
    p[bit / 8] ^= (unsigned char)(1u << (bit % 8));
}

// A scalar-sized input: mostly uniform (valid with overwhelming probability), sometimes an
// edge value or an edge-biased pattern.
B32 gen_scalar(test::Rng& rng) {
    B32 r;
    switch (rng.u32() % 8) {
        case 0: return edge_scalars()[rng.u32() % edge_scalars().size()];
        case 1: rng.bytes32_edgy(r.data()); return r;
        default: rng.bytes(r.data(), 32); return r;
    }
}

// A valid secret key (uniform, occasionally 1, 2 or n-1).
B32 gen_seckey(test::Rng& rng) {
    B32 r;
    do {
        switch (rng.u32() % 16) {
            case 0: r = edge_scalars()[1 + rng.u32() % 3]; break;  // 1, 2, 3
            case 1: r = edge_scalars()[5]; break;                  // n-1
            default: rng.bytes(r.data(), 32);
        }
    } while (!secp256k1_ec_seckey_verify(lib(), r.data()));
    return r;
}

// ---- point conversions (through SEC1 bytes, which test_group checks) -------------------

B65 ser(const Ge& a) {
    B65 out{};
    std::size_t len = 0;
    EXPECT_TRUE(ge_serialize_sec1(out.data(), &len, a, false));
    EXPECT_EQ(len, 65u);
    return out;
}
B65 ser(const secp256k1_pubkey& pk) {
    B65 out{};
    std::size_t len = 65;
    EXPECT_EQ(secp256k1_ec_pubkey_serialize(lib(), out.data(), &len, &pk, SECP256K1_EC_UNCOMPRESSED), 1);
    return out;
}
Ge from_lib(const secp256k1_pubkey& pk) {
    B65 b = ser(pk);
    Ge r;
    EXPECT_TRUE(ge_parse_sec1(r, b.data(), 65));
    return r;
}
secp256k1_pubkey lib_create(const B32& d) {
    secp256k1_pubkey pk;
    EXPECT_EQ(secp256k1_ec_pubkey_create(lib(), &pk, d.data()), 1);
    return pk;
}
B32 ser_xonly(const secp256k1_xonly_pubkey& x) {
    B32 r;
    EXPECT_EQ(secp256k1_xonly_pubkey_serialize(lib(), r.data(), &x), 1);
    return r;
}
B32 ser_xonly(const Ge& x) {
    B32 r;
    xonly_serialize(r.data(), x);
    return r;
}
bool y_is_odd(const Ge& a) { return ser(a)[64] & 1; }

// A tweak for an operation on secret key d: random, edge, the value that cancels d, d
// itself, or a bit-flipped edge value.
B32 gen_tweak(test::Rng& rng, const B32& d) {
    switch (rng.u32() % 10) {
        case 0: return neg_mod_n(d);
        case 1: return d;
        case 2: {
            B32 t = edge_scalars()[rng.u32() % edge_scalars().size()];
            flip_bit(t.data(), 32, rng);
            return t;
        }
        default: return gen_scalar(rng);
    }
}

// ---- known answers ------------------------------------------------------------------------

TEST(Keys, KnownAnswers) {
    Ge p;
    // 1*G = G.
    ASSERT_TRUE(pubkey_create(p, edge_scalars()[1].data()));
    EXPECT_TRUE(ge_eq_var(p, ge_generator()));
    // (n-1)*G = -G.
    ASSERT_TRUE(pubkey_create(p, edge_scalars()[5].data()));
    Ge mg;
    ge_neg(mg, ge_generator());
    EXPECT_TRUE(ge_eq_var(p, mg));
    // BIP-340 vectors 0 and 1: seckey -> x-only public key.
    struct {
        const char* sk;
        const char* px;
    } kv[] = {{"0000000000000000000000000000000000000000000000000000000000000003",
               "F9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9"},
              {"B7E151628AED2A6ABF7158809CF4F3C762E7160F38B4DA56A784D9045190CFEF",
               "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659"}};
    for (const auto& v : kv) {
        Keypair kp;
        ASSERT_TRUE(keypair_create(kp, b32_of_hex(v.sk).data()));
        Ge x;
        int parity = -1;
        ASSERT_TRUE(keypair_xonly(x, &parity, kp));
        EXPECT_EQ(ser_xonly(x), b32_of_hex(v.px));
        EXPECT_FALSE(y_is_odd(x));
    }
}

// ---- secret keys ------------------------------------------------------------------------

TEST(Keys, SeckeyVerifyAndNegateAgainstLibsecp) {
    test::Rng rng(101);
    const int n = cases();
    for (int i = 0; i < n + (int)edge_scalars().size(); i++) {
        B32 k = i < (int)edge_scalars().size() ? edge_scalars()[i] : gen_scalar(rng);
        if (i >= (int)edge_scalars().size() && rng.u32() % 4 == 0) flip_bit(k.data(), 32, rng);
        const bool ours_ok = seckey_verify(k.data());
        ASSERT_EQ(ours_ok, secp256k1_ec_seckey_verify(lib(), k.data()) == 1) << i;
        B32 a = k, b = k;
        const bool r1 = seckey_negate(a.data());
        const bool r2 = secp256k1_ec_seckey_negate(lib(), b.data()) == 1;
        ASSERT_EQ(r1, r2) << i;
        ASSERT_EQ(r1, ours_ok);
        ASSERT_EQ(a, b) << i;  // includes the zeros written on failure
        if (ours_ok) {
            ASSERT_EQ(a, neg_mod_n(k));
            ASSERT_TRUE(seckey_negate(a.data()));
            ASSERT_EQ(a, k);  // -(-d) = d
        } else {
            ASSERT_EQ(a, zeros32());
        }
    }
}

TEST(Keys, SeckeyTweakAddAgainstLibsecp) {
    test::Rng rng(102);
    int fails = 0;
    for (int i = 0; i < cases(); i++) {
        // Mostly valid keys; sometimes an arbitrary (possibly invalid) one.
        B32 d = rng.u32() % 8 ? gen_seckey(rng) : gen_scalar(rng);
        B32 t = gen_tweak(rng, d);
        B32 a = d, b = d;
        const bool r1 = seckey_tweak_add(a.data(), t.data());
        const bool r2 = secp256k1_ec_seckey_tweak_add(lib(), b.data(), t.data()) == 1;
        ASSERT_EQ(r1, r2) << i;
        ASSERT_EQ(a, b) << i;
        if (r1) {
            ASSERT_EQ(u256_of_b32(a), N().add(u256_of_b32(d), u256_of_b32(t)));
        } else {
            ASSERT_EQ(a, zeros32());
            fails++;
        }
    }
    EXPECT_GT(fails, cases() / 20);  // the generator does reach the failure paths
}

TEST(Keys, SeckeyTweakAddErrorPaths) {
    const B32 d = b32_of_hex("B7E151628AED2A6ABF7158809CF4F3C762E7160F38B4DA56A784D9045190CFEF");
    const B32& n = edge_scalars()[7];
    for (const B32& t : {n, edge_scalars()[8], edge_scalars()[9], neg_mod_n(d)}) {  // n, n+1, 2^256-1, -d
        B32 a = d;
        EXPECT_FALSE(seckey_tweak_add(a.data(), t.data()));
        EXPECT_EQ(a, zeros32());
    }
    for (const B32& bad : {zeros32(), n, edge_scalars()[9]}) {  // invalid key, valid tweak
        B32 a = bad;
        EXPECT_FALSE(seckey_tweak_add(a.data(), edge_scalars()[1].data()));
        EXPECT_EQ(a, zeros32());
    }
    B32 a = d;
    EXPECT_TRUE(seckey_tweak_add(a.data(), zeros32().data()));  // t = 0 is allowed
    EXPECT_EQ(a, d);
}

TEST(Keys, SeckeyTweakMulAgainstLibsecp) {
    test::Rng rng(103);
    int fails = 0;
    for (int i = 0; i < cases(); i++) {
        B32 d = rng.u32() % 8 ? gen_seckey(rng) : gen_scalar(rng);
        B32 t = gen_tweak(rng, d);
        if (rng.u32() % 16 == 0 && seckey_verify(d.data())) {  // t = 1/d, so d*t = 1
            Scalar s;
            scalar_set_b32(s, d.data(), nullptr);
            scalar_inverse_var(s, s);  // checked by test_scalar; the product is checked below
            scalar_get_b32(t.data(), s);
        }
        B32 a = d, b = d;
        const bool r1 = seckey_tweak_mul(a.data(), t.data());
        const bool r2 = secp256k1_ec_seckey_tweak_mul(lib(), b.data(), t.data()) == 1;
        ASSERT_EQ(r1, r2) << i;
        ASSERT_EQ(a, b) << i;
        if (r1) {
            ASSERT_EQ(u256_of_b32(a), N().mul(u256_of_b32(d), u256_of_b32(t)));
        } else {
            ASSERT_EQ(a, zeros32());
            fails++;
        }
    }
    EXPECT_GT(fails, cases() / 40);
}

TEST(Keys, SeckeyTweakMulErrorPaths) {
    const B32 d = b32_of_hex("0B432B2677937381AEF05BB02A66ECD012773062CF3FA2549E44F58ED2401710");
    for (const B32& t : {zeros32(), edge_scalars()[7], edge_scalars()[8], edge_scalars()[9]}) {  // 0, n, n+1, max
        B32 a = d;
        EXPECT_FALSE(seckey_tweak_mul(a.data(), t.data()));
        EXPECT_EQ(a, zeros32());
    }
    B32 a = zeros32();
    EXPECT_FALSE(seckey_tweak_mul(a.data(), edge_scalars()[2].data()));
    a = d;
    EXPECT_TRUE(seckey_tweak_mul(a.data(), edge_scalars()[1].data()));  // * 1
    EXPECT_EQ(a, d);
    EXPECT_TRUE(seckey_tweak_mul(a.data(), edge_scalars()[5].data()));  // * (n-1) = negate
    EXPECT_EQ(a, neg_mod_n(d));
}

TEST(Keys, ScalarTweakFormsReportFailure) {
    Scalar d;
    scalar_set_int(d, 5);
    B32 t = neg_mod_n(b32_of_hex("5"));
    EXPECT_FALSE(seckey_scalar_tweak_add(d, t.data()));
    EXPECT_TRUE(scalar_is_zero(d));
    scalar_set_int(d, 5);
    EXPECT_FALSE(seckey_scalar_tweak_mul(d, zeros32().data()));
    scalar_set_int(d, 5);
    EXPECT_TRUE(seckey_scalar_tweak_mul(d, b32_of_hex("3").data()));
    Scalar fifteen;
    scalar_set_int(fifteen, 15);
    EXPECT_TRUE(scalar_eq(d, fifteen));
}

// ---- public keys ------------------------------------------------------------------------

TEST(Keys, PubkeyCreateAgainstLibsecp) {
    test::Rng rng(104);
    const int n = cases();
    for (int i = 0; i < n + (int)edge_scalars().size(); i++) {
        B32 k = i < (int)edge_scalars().size() ? edge_scalars()[i] : gen_scalar(rng);
        Ge p;
        const bool r1 = pubkey_create(p, k.data());
        secp256k1_pubkey pk;
        const bool r2 = secp256k1_ec_pubkey_create(lib(), &pk, k.data()) == 1;
        ASSERT_EQ(r1, r2) << i;
        if (r1) {
            ASSERT_EQ(ser(p), ser(pk)) << i;
            ASSERT_TRUE(ge_is_valid_var(p));
        } else {
            ASSERT_TRUE(ge_is_infinity(p));
        }
    }
}

TEST(Keys, PubkeyNegateAgainstLibsecp) {
    test::Rng rng(105);
    for (int i = 0; i < cases(); i++) {
        secp256k1_pubkey pk = lib_create(gen_seckey(rng));
        Ge p = from_lib(pk), p0 = p;
        pubkey_negate(p);
        ASSERT_EQ(secp256k1_ec_pubkey_negate(lib(), &pk), 1);
        ASSERT_EQ(ser(p), ser(pk)) << i;
        pubkey_negate(p);
        ASSERT_EQ(ser(p), ser(p0));
    }
}

TEST(Keys, PubkeyTweakAddAgainstLibsecp) {
    test::Rng rng(106);
    int fails = 0;
    for (int i = 0; i < cases(); i++) {
        const B32 d = gen_seckey(rng);
        const B32 t = gen_tweak(rng, d);
        secp256k1_pubkey pk = lib_create(d);
        Ge p = from_lib(pk);
        const bool r1 = pubkey_tweak_add(p, t.data());
        const bool r2 = secp256k1_ec_pubkey_tweak_add(lib(), &pk, t.data()) == 1;
        ASSERT_EQ(r1, r2) << i;
        if (r1) {
            ASSERT_EQ(ser(p), ser(pk)) << i;
            // Law: (d + t)*G = d*G + t*G.
            if (i % 16 == 0) {
                B32 dt = d;
                ASSERT_TRUE(seckey_tweak_add(dt.data(), t.data()));
                Ge q;
                ASSERT_TRUE(pubkey_create(q, dt.data()));
                ASSERT_EQ(ser(p), ser(q));
            }
        } else {
            ASSERT_TRUE(ge_is_infinity(p));
            fails++;
        }
    }
    EXPECT_GT(fails, cases() / 20);
}

TEST(Keys, PubkeyTweakAddErrorPaths) {
    const B32 d = b32_of_hex("C90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B14E5C9");
    Ge p0;
    ASSERT_TRUE(pubkey_create(p0, d.data()));
    for (const B32& t : {edge_scalars()[7], edge_scalars()[8], edge_scalars()[9], neg_mod_n(d)}) {
        Ge p = p0;
        EXPECT_FALSE(pubkey_tweak_add(p, t.data()));
        EXPECT_TRUE(ge_is_infinity(p));
        EXPECT_FALSE(pubkey_tweak_add(p, zeros32().data()));  // infinity is not a public key
    }
    Ge p = p0;
    EXPECT_TRUE(pubkey_tweak_add(p, zeros32().data()));
    EXPECT_EQ(ser(p), ser(p0));
    // G + (n-1)*G = infinity.
    p = ge_generator();
    EXPECT_FALSE(pubkey_tweak_add(p, edge_scalars()[5].data()));
}

TEST(Keys, PubkeyTweakMulAgainstLibsecp) {
    test::Rng rng(107);
    int fails = 0;
    for (int i = 0; i < cases(); i++) {
        const B32 d = gen_seckey(rng);
        const B32 t = gen_tweak(rng, d);
        secp256k1_pubkey pk = lib_create(d);
        Ge p = from_lib(pk);
        const bool r1 = pubkey_tweak_mul(p, t.data());
        const bool r2 = secp256k1_ec_pubkey_tweak_mul(lib(), &pk, t.data()) == 1;
        ASSERT_EQ(r1, r2) << i;
        if (r1) {
            ASSERT_EQ(ser(p), ser(pk)) << i;
        } else {
            ASSERT_TRUE(ge_is_infinity(p));
            fails++;
        }
    }
    EXPECT_GT(fails, cases() / 40);
}

TEST(Keys, PubkeyTweakMulErrorPaths) {
    Ge p0;
    ASSERT_TRUE(pubkey_create(p0, b32_of_hex("1234").data()));
    for (const B32& t : {zeros32(), edge_scalars()[7], edge_scalars()[8], edge_scalars()[9]}) {
        Ge p = p0;
        EXPECT_FALSE(pubkey_tweak_mul(p, t.data()));
        EXPECT_TRUE(ge_is_infinity(p));
        EXPECT_FALSE(pubkey_tweak_mul(p, edge_scalars()[2].data()));  // infinity in
    }
    // (n-1)*P = -P, and 1*P = P.
    Ge p = p0, q = p0;
    ASSERT_TRUE(pubkey_tweak_mul(p, edge_scalars()[5].data()));
    pubkey_negate(q);
    EXPECT_EQ(ser(p), ser(q));
    p = p0;
    ASSERT_TRUE(pubkey_tweak_mul(p, edge_scalars()[1].data()));
    EXPECT_EQ(ser(p), ser(p0));
}

TEST(Keys, PubkeyCombineAgainstLibsecp) {
    test::Rng rng(108);
    int fails = 0;
    for (int i = 0; i < cases(); i++) {
        const std::size_t count = 1 + rng.u32() % 6;
        std::vector<secp256k1_pubkey> lks;
        for (std::size_t j = 0; j < count; j++) lks.push_back(lib_create(gen_seckey(rng)));
        const unsigned mode = rng.u32() % 8;
        if (mode == 0 && count >= 2) {
            // Make the sum cancel: last = -(sum of the others).
            std::vector<const secp256k1_pubkey*> ptrs;
            for (std::size_t j = 0; j + 1 < count; j++) ptrs.push_back(&lks[j]);
            secp256k1_pubkey s;
            if (secp256k1_ec_pubkey_combine(lib(), &s, ptrs.data(), ptrs.size())) {
                ASSERT_EQ(secp256k1_ec_pubkey_negate(lib(), &s), 1);
                lks.back() = s;
            }
        } else if (mode == 1 && count >= 2) {
            lks[1] = lks[0];  // a doubling inside the sum
        } else if (mode == 2 && count >= 2) {
            lks[1] = lks[0];  // P + (-P) early in the sum, the rest after
            ASSERT_EQ(secp256k1_ec_pubkey_negate(lib(), &lks[1]), 1);
        }
        std::vector<Ge> ours;
        std::vector<const Ge*> ours_ptrs;
        std::vector<const secp256k1_pubkey*> lib_ptrs;
        for (const auto& k : lks) ours.push_back(from_lib(k));
        for (std::size_t j = 0; j < count; j++) {
            ours_ptrs.push_back(&ours[j]);
            lib_ptrs.push_back(&lks[j]);
        }
        Ge r1, r1b;
        const bool ok1 = pubkey_combine(r1, ours_ptrs.data(), count);
        const bool ok1b = pubkey_combine(r1b, ours.data(), count);
        secp256k1_pubkey r2;
        const bool ok2 = secp256k1_ec_pubkey_combine(lib(), &r2, lib_ptrs.data(), count) == 1;
        ASSERT_EQ(ok1, ok2) << i;
        ASSERT_EQ(ok1, ok1b);
        if (ok1) {
            ASSERT_EQ(ser(r1), ser(r2)) << i;
            ASSERT_EQ(ser(r1b), ser(r2));
        } else {
            ASSERT_TRUE(ge_is_infinity(r1));
            ASSERT_TRUE(ge_is_infinity(r1b));
            fails++;
        }
    }
    EXPECT_GT(fails, 0);
}

TEST(Keys, PubkeyCombineErrorPaths) {
    Ge out;
    EXPECT_FALSE(pubkey_combine(out, static_cast<const Ge*>(nullptr), 0));  // n = 0
    EXPECT_TRUE(ge_is_infinity(out));
    EXPECT_FALSE(pubkey_combine(out, static_cast<const Ge* const*>(nullptr), 0));
    Ge two[2] = {ge_generator(), ge_generator()};
    pubkey_negate(two[1]);
    EXPECT_FALSE(pubkey_combine(out, two, 2));
    EXPECT_TRUE(ge_is_infinity(out));
    EXPECT_TRUE(pubkey_combine(out, two, 1));
    EXPECT_EQ(ser(out), ser(ge_generator()));
}

TEST(Keys, PubkeySaveLoadAgainstLibsecpParse) {
    test::Rng rng(109);
    int accepted = 0;
    for (int i = 0; i < cases(); i++) {
        Ge p = from_lib(lib_create(gen_seckey(rng)));
        unsigned char buf[64];
        pubkey_save(buf, p);
        // Round trip.
        Ge q;
        ASSERT_TRUE(pubkey_load(q, buf));
        ASSERT_EQ(ser(q), ser(p));
        // Mutations: a flipped bit, x or y replaced by an edge value (>= p, 0, ...).
        switch (rng.u32() % 4) {
            case 0: break;
            case 1: flip_bit(buf, 64, rng); break;
            case 2: {
                const B32& e = edge_scalars()[rng.u32() % edge_scalars().size()];
                std::memcpy(buf + (rng.u32() % 2) * 32, e.data(), 32);
                break;
            }
            default: rng.bytes(buf, 64);
        }
        unsigned char sec1[65];
        sec1[0] = 0x04;
        std::memcpy(sec1 + 1, buf, 64);
        secp256k1_pubkey pk;
        const bool lib_ok = secp256k1_ec_pubkey_parse(lib(), &pk, sec1, 65) == 1;
        const bool ok = pubkey_load(q, buf);
        ASSERT_EQ(ok, lib_ok) << i;
        if (ok) {
            ASSERT_EQ(ser(q), ser(pk));
            accepted++;
        } else {
            ASSERT_TRUE(ge_is_infinity(q));
        }
    }
    EXPECT_GT(accepted, cases() / 8);
    // The all-zero (failed-state) object and x, y = p are rejected.
    unsigned char buf[64] = {0};
    Ge q;
    EXPECT_FALSE(pubkey_load(q, buf));
    pubkey_save(buf, ge_generator());
    std::memcpy(buf, edge_scalars()[10].data(), 32);  // x = p
    EXPECT_FALSE(pubkey_load(q, buf));
}

// ---- x-only keys --------------------------------------------------------------------------

TEST(Keys, XonlyParseAgainstLibsecp) {
    test::Rng rng(110);
    int valid = 0;
    const int n = cases();
    for (int i = 0; i < n + (int)edge_scalars().size(); i++) {
        B32 x;
        if (i < (int)edge_scalars().size()) {
            x = edge_scalars()[i];
        } else if (rng.u32() % 4 == 0) {
            // A valid x with one bit flipped.
            Ge p = from_lib(lib_create(gen_seckey(rng)));
            Ge xo;
            xonly_from_pubkey(xo, nullptr, p);
            x = ser_xonly(xo);
            flip_bit(x.data(), 32, rng);
        } else {
            x = gen_scalar(rng);
        }
        Ge xo;
        const bool r1 = xonly_parse(xo, x.data());
        secp256k1_xonly_pubkey lx;
        const bool r2 = secp256k1_xonly_pubkey_parse(lib(), &lx, x.data()) == 1;
        ASSERT_EQ(r1, r2) << i;
        if (r1) {
            valid++;
            ASSERT_EQ(ser_xonly(xo), x);
            ASSERT_EQ(ser_xonly(lx), x);
            ASSERT_TRUE(ge_is_valid_var(xo));
            ASSERT_FALSE(y_is_odd(xo));
        } else {
            ASSERT_TRUE(ge_is_infinity(xo));
        }
    }
    // About half of all x are on the curve.
    EXPECT_GT(valid, n / 4);
    EXPECT_LT(valid, 3 * n / 4);
}

TEST(Keys, XonlyFromPubkeyAgainstLibsecp) {
    test::Rng rng(111);
    int odd = 0;
    for (int i = 0; i < cases(); i++) {
        secp256k1_pubkey pk = lib_create(gen_seckey(rng));
        Ge p = from_lib(pk), xo;
        int par1 = -1, par2 = -1;
        xonly_from_pubkey(xo, &par1, p);
        secp256k1_xonly_pubkey lx;
        ASSERT_EQ(secp256k1_xonly_pubkey_from_pubkey(lib(), &lx, &par2, &pk), 1);
        ASSERT_EQ(par1, par2) << i;
        ASSERT_EQ(ser_xonly(xo), ser_xonly(lx)) << i;
        ASSERT_FALSE(y_is_odd(xo));
        ASSERT_EQ(par1, y_is_odd(p) ? 1 : 0);
        odd += par1;
        // Round trip through the 32-byte form.
        Ge back;
        ASSERT_TRUE(xonly_parse(back, ser_xonly(xo).data()));
        ASSERT_EQ(ser(back), ser(xo));
        xonly_from_pubkey(xo, nullptr, p);  // parity may be null
    }
    EXPECT_GT(odd, cases() / 4);
}

// The tweak that sends the x-only key of d to infinity: n - (even-y secret of d).
B32 xonly_cancel_tweak(const B32& d) {
    Ge p;
    EXPECT_TRUE(pubkey_create(p, d.data()));
    return y_is_odd(p) ? d : neg_mod_n(d);
}

TEST(Keys, XonlyTweakAddAndCheckAgainstLibsecp) {
    test::Rng rng(112);
    int fails = 0, check_true = 0;
    for (int i = 0; i < cases(); i++) {
        const B32 d = gen_seckey(rng);
        B32 t = rng.u32() % 10 == 0 ? xonly_cancel_tweak(d) : gen_tweak(rng, d);
        secp256k1_pubkey pk = lib_create(d);
        secp256k1_xonly_pubkey lx;
        ASSERT_EQ(secp256k1_xonly_pubkey_from_pubkey(lib(), &lx, nullptr, &pk), 1);
        Ge xo;
        xonly_from_pubkey(xo, nullptr, from_lib(pk));

        Ge out;
        secp256k1_pubkey lout;
        const bool r1 = xonly_tweak_add(out, xo, t.data());
        const bool r2 = secp256k1_xonly_pubkey_tweak_add(lib(), &lout, &lx, t.data()) == 1;
        ASSERT_EQ(r1, r2) << i;
        if (!r1) {
            ASSERT_TRUE(ge_is_infinity(out));
            fails++;
            continue;
        }
        ASSERT_EQ(ser(out), ser(lout)) << i;

        // tweak_add_check with the true answer, then with mutations of every input.
        B32 qx;
        int qpar;
        Ge qxo;
        xonly_from_pubkey(qxo, &qpar, out);
        qx = ser_xonly(qxo);
        B32 cx = qx, ct = t;
        int cpar = qpar;
        Ge cxo = xo;
        secp256k1_xonly_pubkey clx = lx;
        switch (rng.u32() % 6) {
            case 0: case 1: break;
            case 2: flip_bit(cx.data(), 32, rng); break;
            case 3: cpar ^= 1; break;
            case 4: flip_bit(ct.data(), 32, rng); break;
            default: {  // another internal key
                secp256k1_pubkey other = lib_create(gen_seckey(rng));
                ASSERT_EQ(secp256k1_xonly_pubkey_from_pubkey(lib(), &clx, nullptr, &other), 1);
                xonly_from_pubkey(cxo, nullptr, from_lib(other));
            }
        }
        const bool c1 = xonly_tweak_add_check(cx.data(), cpar, cxo, ct.data());
        const bool c2 = secp256k1_xonly_pubkey_tweak_add_check(lib(), cx.data(), cpar, &clx, ct.data()) == 1;
        ASSERT_EQ(c1, c2) << i;
        check_true += c1;
        // Parities other than 0/1 never match.
        ASSERT_FALSE(xonly_tweak_add_check(qx.data(), 2, xo, t.data()));
        ASSERT_FALSE(xonly_tweak_add_check(qx.data(), -1, xo, t.data()));
    }
    EXPECT_GT(fails, cases() / 20);
    EXPECT_GT(check_true, cases() / 5);
}

TEST(Keys, XonlyTweakErrorPaths) {
    const B32 d = b32_of_hex("B7E151628AED2A6ABF7158809CF4F3C762E7160F38B4DA56A784D9045190CFEF");
    Ge p, xo, out;
    ASSERT_TRUE(pubkey_create(p, d.data()));
    xonly_from_pubkey(xo, nullptr, p);
    B32 x = ser_xonly(xo);
    for (const B32& t : {edge_scalars()[7], edge_scalars()[9], xonly_cancel_tweak(d)}) {
        EXPECT_FALSE(xonly_tweak_add(out, xo, t.data()));
        EXPECT_TRUE(ge_is_infinity(out));
        EXPECT_FALSE(xonly_tweak_add_check(x.data(), 0, xo, t.data()));
        EXPECT_FALSE(xonly_tweak_add_check(x.data(), 1, xo, t.data()));
    }
    // t = 0: the output is the x-only key itself, with even y; out may alias the input.
    ASSERT_TRUE(xonly_tweak_add(out, xo, zeros32().data()));
    EXPECT_EQ(ser(out), ser(xo));
    EXPECT_TRUE(xonly_tweak_add_check(x.data(), 0, xo, zeros32().data()));
    EXPECT_FALSE(xonly_tweak_add_check(x.data(), 1, xo, zeros32().data()));
    Ge alias = xo, sep;
    ASSERT_TRUE(xonly_tweak_add(sep, xo, edge_scalars()[3].data()));
    ASSERT_TRUE(xonly_tweak_add(alias, alias, edge_scalars()[3].data()));
    EXPECT_EQ(ser(alias), ser(sep));
    // Only x counts: P and -P (one of them has odd y) give the same tweaked key.
    Ge negp = p, o1, o2;
    pubkey_negate(negp);
    ASSERT_TRUE(xonly_tweak_add(o1, p, edge_scalars()[3].data()));
    ASSERT_TRUE(xonly_tweak_add(o2, negp, edge_scalars()[3].data()));
    EXPECT_EQ(ser(o1), ser(o2));
    EXPECT_EQ(ser(o1), ser(sep));
    Ge sxo;
    int spar;
    xonly_from_pubkey(sxo, &spar, sep);
    EXPECT_TRUE(xonly_tweak_add_check(ser_xonly(sxo).data(), spar, p, edge_scalars()[3].data()));
    EXPECT_TRUE(xonly_tweak_add_check(ser_xonly(sxo).data(), spar, negp, edge_scalars()[3].data()));
    // Unparsable x-only encodings.
    for (const B32& bad : {edge_scalars()[10], edge_scalars()[9]}) {  // p, 2^256-1
        Ge q;
        EXPECT_FALSE(xonly_parse(q, bad.data()));
    }
}

// ---- keypairs -----------------------------------------------------------------------------

TEST(Keys, KeypairCreateAgainstLibsecp) {
    test::Rng rng(113);
    const int n = cases();
    for (int i = 0; i < n + (int)edge_scalars().size(); i++) {
        B32 k = i < (int)edge_scalars().size() ? edge_scalars()[i] : gen_scalar(rng);
        Keypair kp;
        const bool r1 = keypair_create(kp, k.data());
        secp256k1_keypair lkp;
        const bool r2 = secp256k1_keypair_create(lib(), &lkp, k.data()) == 1;
        ASSERT_EQ(r1, r2) << i;
        ASSERT_EQ(keypair_is_valid(kp), r1);
        B32 sk;
        keypair_seckey(sk.data(), kp);
        Ge pub, xo;
        int par1 = -1;
        if (!r1) {
            ASSERT_EQ(sk, zeros32());
            ASSERT_FALSE(keypair_pubkey(pub, kp));
            ASSERT_TRUE(ge_is_infinity(pub));
            ASSERT_FALSE(keypair_xonly(xo, &par1, kp));
            ASSERT_TRUE(ge_is_infinity(xo));
            continue;
        }
        B32 lsk;
        ASSERT_EQ(secp256k1_keypair_sec(lib(), lsk.data(), &lkp), 1);
        ASSERT_EQ(sk, lsk);
        ASSERT_EQ(sk, k);
        secp256k1_pubkey lpub;
        ASSERT_EQ(secp256k1_keypair_pub(lib(), &lpub, &lkp), 1);
        ASSERT_TRUE(keypair_pubkey(pub, kp));
        ASSERT_EQ(ser(pub), ser(lpub)) << i;
        secp256k1_xonly_pubkey lxo;
        int par2 = -1;
        ASSERT_EQ(secp256k1_keypair_xonly_pub(lib(), &lxo, &par2, &lkp), 1);
        ASSERT_TRUE(keypair_xonly(xo, &par1, kp));
        ASSERT_EQ(par1, par2);
        ASSERT_EQ(ser_xonly(xo), ser_xonly(lxo));
        ASSERT_TRUE(keypair_xonly(xo, nullptr, kp));
    }
}

TEST(Keys, KeypairXonlyTweakAddAgainstLibsecp) {
    test::Rng rng(114);
    int fails = 0;
    for (int i = 0; i < cases(); i++) {
        const B32 d = gen_seckey(rng);
        Keypair kp;
        secp256k1_keypair lkp;
        ASSERT_TRUE(keypair_create(kp, d.data()));
        ASSERT_EQ(secp256k1_keypair_create(lib(), &lkp, d.data()), 1);
        // A chain of up to three tweaks, as in nested taproot derivations.
        const int depth = 1 + (int)(rng.u32() % 3);
        for (int j = 0; j < depth; j++) {
            B32 cur;
            keypair_seckey(cur.data(), kp);
            const B32 t = rng.u32() % 8 == 0 ? xonly_cancel_tweak(cur) : gen_tweak(rng, cur);
            const bool r1 = keypair_xonly_tweak_add(kp, t.data());
            const bool r2 = secp256k1_keypair_xonly_tweak_add(lib(), &lkp, t.data()) == 1;
            ASSERT_EQ(r1, r2) << i << " " << j;
            if (!r1) {
                ASSERT_FALSE(keypair_is_valid(kp));
                B32 sk;
                keypair_seckey(sk.data(), kp);
                ASSERT_EQ(sk, zeros32());
                fails++;
                break;
            }
            B32 sk, lsk;
            keypair_seckey(sk.data(), kp);
            ASSERT_EQ(secp256k1_keypair_sec(lib(), lsk.data(), &lkp), 1);
            ASSERT_EQ(sk, lsk) << i << " " << j;
            secp256k1_pubkey lpub;
            ASSERT_EQ(secp256k1_keypair_pub(lib(), &lpub, &lkp), 1);
            Ge pub;
            ASSERT_TRUE(keypair_pubkey(pub, kp));
            ASSERT_EQ(ser(pub), ser(lpub));
            // Law: the stored point is the secret times G.
            if (i % 16 == 0) {
                Ge q;
                ASSERT_TRUE(pubkey_create(q, sk.data()));
                ASSERT_EQ(ser(q), ser(pub));
            }
        }
    }
    EXPECT_GT(fails, cases() / 20);
}

TEST(Keys, KeypairErrorPaths) {
    Keypair kp;
    EXPECT_FALSE(keypair_create(kp, zeros32().data()));
    EXPECT_FALSE(keypair_is_valid(kp));
    // A failed keypair cannot be tweaked, and stays failed.
    EXPECT_FALSE(keypair_xonly_tweak_add(kp, zeros32().data()));
    EXPECT_FALSE(keypair_is_valid(kp));
    unsigned char buf[96];
    keypair_save(buf, kp);
    for (unsigned char c : buf) EXPECT_EQ(c, 0);
    Keypair back;
    EXPECT_FALSE(keypair_load(back, buf));
    EXPECT_FALSE(keypair_is_valid(back));
    // Tweak overflow and cancellation fail and reset the keypair.
    const B32 d = b32_of_hex("0340034003400340034003400340034003400340034003400340034003400340");
    for (const B32& t : {edge_scalars()[7], edge_scalars()[9], xonly_cancel_tweak(d)}) {
        ASSERT_TRUE(keypair_create(kp, d.data()));
        EXPECT_FALSE(keypair_xonly_tweak_add(kp, t.data()));
        EXPECT_FALSE(keypair_is_valid(kp));
        Ge pub;
        EXPECT_FALSE(keypair_pubkey(pub, kp));
    }
    // keypair_clear wipes the secret.
    ASSERT_TRUE(keypair_create(kp, d.data()));
    keypair_clear(kp);
    EXPECT_FALSE(keypair_is_valid(kp));
}

TEST(Keys, KeypairSaveLoad) {
    test::Rng rng(115);
    for (int i = 0; i < cases() / 10; i++) {
        const B32 d = gen_seckey(rng);
        Keypair kp, back;
        ASSERT_TRUE(keypair_create(kp, d.data()));
        unsigned char buf[96];
        keypair_save(buf, kp);
        ASSERT_EQ(0, std::memcmp(buf, d.data(), 32));
        ASSERT_TRUE(keypair_load(back, buf));
        unsigned char buf2[96];
        keypair_save(buf2, back);
        ASSERT_EQ(0, std::memcmp(buf, buf2, 96));
        // Invalid secret (0, n) or corrupted point: rejected, failed state.
        unsigned char bad[96];
        std::memcpy(bad, buf, 96);
        switch (i % 3) {
            case 0: std::memset(bad, 0, 32); break;
            case 1: std::memcpy(bad, edge_scalars()[7].data(), 32); break;
            default: bad[95] ^= 1; break;  // y off by one: off the curve
        }
        ASSERT_FALSE(keypair_load(back, bad));
        ASSERT_FALSE(keypair_is_valid(back));
        Ge pub;
        ASSERT_FALSE(keypair_pubkey(pub, back));
    }
}

}  // namespace
}  // namespace ufsecp
