// Tests for batch/batch.hpp and the C ABI batch functions: BIP-340 and ECDSA batch
// verification.
//
// Oracles: the official BIP-340 vectors (bip340/test-vectors.csv via support/vectors.hpp, expected result
// per row), single verification (schnorr_verify_var / ecdsa_verify_var) of every entry, and
// libsecp256k1 0.2.0 (secp256k1_schnorrsig_verify / secp256k1_ecdsa_verify) for the pools of
// signatures the batches are drawn from. Every batch result must equal the single results
// entry by entry, and the return value must be their AND.
// Covered: N = 1 .. several thousand (across the chunk size), 0 / 1 / a few / many / all
// invalid entries at the first, last and random positions; every kind of invalid entry
// (bit flips in r, s, message; wrong key; r >= p, s >= n; keys and r that are not
// x-coordinates; R with odd y; R = infinity; high-S, r = 0, s = 0 and r, s >= n for ECDSA;
// ECDSA signatures that are valid only through the r + n comparison); errors crafted to
// cancel in an unweighted sum; duplicated keys, duplicated signatures, identical messages;
// every density of invalid entries (bisection, 8-way splits, the switch to single
// verification); thread counts 1, 2, 3, 8; concurrent callers; the C ABI's argument handling. Sizes shrink under ASan.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include "batch/batch.hpp"
#include "batch/lift_many.hpp"
#include "ecdsa/ecdsa.hpp"
#include "ecmult/ecmult_var.hpp"
#include "keys/keys.hpp"
#include "schnorr/schnorr.hpp"
#include "support/test_rng.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"


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
constexpr bool kAsan = true;
#else
constexpr bool kAsan = false;
#endif

using B32 = std::array<unsigned char, 32>;
using B64 = std::array<unsigned char, 64>;
using Bytes = std::vector<unsigned char>;

const secp256k1_context* lib() {
    static secp256k1_context* c = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    return c;
}

Bytes from_hex(const std::string& h) {
    Bytes out(h.size() / 2);
    for (std::size_t i = 0; i < out.size(); i++) out[i] = (unsigned char)std::stoul(h.substr(2 * i, 2), nullptr, 16);
    return out;
}

Scalar random_scalar(test::Rng& rng) {
    for (;;) {
        unsigned char b[32];
        rng.bytes(b, 32);
        Scalar s;
        if (scalar_set_b32_seckey(s, b)) return s;
    }
}

// An x-coordinate with no point (x^3 + 7 not a square).
B32 non_x_coordinate(test::Rng& rng) {
    for (;;) {
        B32 b;
        rng.bytes(b.data(), 32);
        Ge p;
        if (!xonly_parse(p, b.data())) {
            Fe x;
            if (fe_set_b32_limit(x, b.data())) return b;
        }
    }
}

// ==== batched lift_x =============================================================================

// ge_lift_x_many_var against ge_lift_x one by one, and the IFMA square-root kernel (when this
// CPU has it) against the portable chain, on x-coordinates and non-x-coordinates, edge values
// (0, 1, p - 1, values around 2^255) and inputs in non-normalized (magnitude 2) form.
TEST(LiftMany, MatchesSingleLift) {
    test::Rng rng(50);
    std::vector<Fe> xs;
    const char* const kEdge[] = {
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0000000000000000000000000000000000000000000000000000000000000001",
        "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2e",  // p - 1
        "8000000000000000000000000000000000000000000000000000000000000000",
        "7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
        "79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",  // x(G)
    };
    for (const char* h : kEdge) {
        const Bytes b = from_hex(h);
        Fe x;
        ASSERT_TRUE(fe_set_b32_limit(x, b.data()));
        xs.push_back(x);
    }
    for (int i = 0; i < (kAsan ? 300 : 2000); i++) {
        unsigned char b[32];
        rng.bytes32_edgy(b);
        Fe x;
        if (fe_set_b32_limit(x, b)) xs.push_back(x);
    }
    const std::size_t m = xs.size();
    std::vector<Ge> out(m);
    std::vector<unsigned char> ok(m);
    ge_lift_x_many_var(out.data(), ok.data(), xs.data(), m);
    std::size_t lifted = 0;
    for (std::size_t i = 0; i < m; i++) {
        Ge want;
        const bool w = ge_lift_x(want, xs[i]);
        ASSERT_EQ(ok[i] != 0, w) << "entry " << i;
        if (!w) continue;
        lifted++;
        EXPECT_TRUE(ge_eq_var(out[i], want)) << "entry " << i;
        EXPECT_FALSE(fe_is_odd(out[i].y));
    }
    EXPECT_GT(lifted, m / 3);
    EXPECT_LT(lifted, m - m / 3);  // about half of all x are not coordinates
    if (!lift_many_ifma_available()) {
        std::printf("[ note ] AVX-512 IFMA not available here: only the portable path was tested\n");
        return;
    }
    // The vector kernel itself, on magnitude-2 inputs (negated values and sums).
    std::vector<Fe> in(m), a(m);
    for (std::size_t i = 0; i < m; i++) {
        in[i] = xs[i];
        if (i % 3 == 1) fe_negate(in[i], xs[i], 1);
        if (i % 3 == 2) fe_add(in[i], xs[(i * 7) % m]);
    }
    for (std::size_t len : {m, std::size_t{1}, std::size_t{15}, std::size_t{17}}) {
        fe_sqrt_candidates_ifma(a.data(), in.data(), len);
        for (std::size_t i = 0; i < len; i++) {
            Fe want, got = a[i];
            lift_detail::fe_sqrt_candidates<1>(&want, &in[i]);
            fe_normalize_var(want);
            fe_normalize_var(got);
            ASSERT_TRUE(fe_equal_var(got, want)) << "IFMA candidate " << i << " of " << len;
        }
    }
}

// ==== Schnorr ==================================================================================

struct SItem {
    B64 sig;
    Bytes msg;
    B32 pk;
    bool single;  // the result of single verification
};

bool schnorr_single(const SItem& it) {
    return schnorr_verify_var(it.sig.data(), it.msg.data(), it.msg.size(), it.pk.data());
}

bool schnorr_libsecp(const SItem& it) {
    secp256k1_xonly_pubkey xpk;
    if (!secp256k1_xonly_pubkey_parse(lib(), &xpk, it.pk.data())) return false;
    return secp256k1_schnorrsig_verify(lib(), it.sig.data(), it.msg.data(), it.msg.size(), &xpk) == 1;
}

struct SKey {
    Scalar d;  // secret key with even-y public key
    B32 pk;
};

SKey random_skey(test::Rng& rng) {
    SKey k;
    k.d = random_scalar(rng);
    Gej pj;
    Gej inf;
    gej_set_infinity(inf);
    Scalar zero;
    scalar_clear(zero);
    ecmult_var(pj, inf, zero, k.d);
    Ge p;
    ge_set_gej_var(p, pj);
    if (fe_is_odd(p.y)) scalar_negate(k.d, k.d);
    fe_get_b32(k.pk.data(), p.x);
    return k;
}

Bytes random_msg(test::Rng& rng) {
    static const std::size_t kLens[] = {32, 32, 32, 32, 0, 1, 17, 100};
    Bytes m(kLens[rng.u32() % 8]);
    rng.bytes(m.data(), m.size());
    return m;
}

// sig = (x(kG), k + e d) for a chosen nonce k (no parity adjustment: the caller decides).
B64 schnorr_sign_with(const SKey& key, const Scalar& k, const Bytes& msg) {
    Gej rj, inf;
    gej_set_infinity(inf);
    Scalar zero;
    scalar_clear(zero);
    ecmult_var(rj, inf, zero, k);
    Ge r;
    ge_set_gej_var(r, rj);
    B64 sig;
    fe_get_b32(sig.data(), r.x);
    Scalar e, s;
    schnorr_challenge(e, sig.data(), key.pk.data(), msg.data(), msg.size());
    scalar_mul(s, e, key.d);
    scalar_add(s, s, k);
    scalar_get_b32(sig.data() + 32, s);
    return sig;
}

SItem schnorr_valid(test::Rng& rng, const SKey& key, const Bytes& msg) {
    SItem it;
    it.msg = msg;
    it.pk = key.pk;
    unsigned char sk[32], aux[32];
    scalar_get_b32(sk, key.d);
    rng.bytes(aux, 32);
    EXPECT_TRUE(schnorr_sign_seckey(it.sig.data(), msg.data(), msg.size(), sk, aux));
    it.single = true;
    return it;
}

// A signature that single verification rejects, of one of ten kinds.
SItem schnorr_invalid(test::Rng& rng, const SKey& key, const SKey& other, unsigned kind) {
    SItem it = schnorr_valid(rng, key, random_msg(rng));
    switch (kind % 10) {
        case 0: it.sig[rng.u32() % 32] ^= (unsigned char)(1u << (rng.u32() % 8)); break;       // r
        case 1: it.sig[32 + rng.u32() % 32] ^= (unsigned char)(1u << (rng.u32() % 8)); break;  // s
        case 2:
            if (it.msg.empty()) {
                it.msg.push_back(0);
            } else {
                it.msg[rng.u32() % it.msg.size()] ^= 1;
            }
            break;
        case 3: it.pk = other.pk; break;
        case 4: std::memset(it.sig.data() + 32, 0xFF, 32); break;  // s >= n
        case 5: std::memset(it.sig.data(), 0xFF, 32); break;       // r >= p
        case 6: it.pk = non_x_coordinate(rng); break;
        case 7: {  // R with odd y: use the nonce whose point has odd y
            Scalar k = random_scalar(rng);
            Gej rj, inf;
            gej_set_infinity(inf);
            Scalar zero;
            scalar_clear(zero);
            ecmult_var(rj, inf, zero, k);
            Ge r;
            ge_set_gej_var(r, rj);
            if (!fe_is_odd(r.y)) scalar_negate(k, k);
            it.sig = schnorr_sign_with(key, k, it.msg);
            break;
        }
        case 8: {  // s*G - e*P = infinity: s = e*d for an r that is a valid x-coordinate
            Scalar k = random_scalar(rng);
            B64 sig = schnorr_sign_with(key, k, it.msg);  // for a valid r
            Scalar e, s;
            schnorr_challenge(e, sig.data(), key.pk.data(), it.msg.data(), it.msg.size());
            scalar_mul(s, e, key.d);
            scalar_get_b32(sig.data() + 32, s);
            it.sig = sig;
            break;
        }
        default: {  // r not an x-coordinate
            const B32 x = non_x_coordinate(rng);
            std::memcpy(it.sig.data(), x.data(), 32);
            break;
        }
    }
    it.single = schnorr_single(it);
    return it;
}

struct SchnorrPools {
    std::vector<SItem> good, bad;
};

const SchnorrPools& schnorr_pools() {
    static const SchnorrPools pools = [] {
        SchnorrPools p;
        test::Rng rng(100);
        const std::size_t ngood = 4300, nbad = kAsan ? 400 : 1200;
        std::vector<SKey> keys(64);
        for (auto& k : keys) k = random_skey(rng);
        for (std::size_t i = 0; i < ngood; i++) {
            const SKey& key = (i % 3 == 0) ? keys[rng.u32() % keys.size()] : random_skey(rng);
            p.good.push_back(schnorr_valid(rng, key, random_msg(rng)));
        }
        for (std::size_t i = 0; i < nbad; i++)
            p.bad.push_back(schnorr_invalid(rng, keys[i % keys.size()], keys[(i + 1) % keys.size()], (unsigned)i));
        return p;
    }();
    return pools;
}

// Runs the batch (internal API and, when abi, the C ABI) and compares with single results.
void check_schnorr_batch(const std::vector<SItem>& items, unsigned threads, bool abi, const std::string& what) {
    const std::size_t n = items.size();
    std::vector<const unsigned char*> sigs(n), msgs(n), keys(n);
    std::vector<std::size_t> lens(n);
    bool want_all = true;
    for (std::size_t i = 0; i < n; i++) {
        sigs[i] = items[i].sig.data();
        msgs[i] = items[i].msg.data();
        lens[i] = items[i].msg.size();
        keys[i] = items[i].pk.data();
        want_all = want_all && items[i].single;
    }
    std::vector<unsigned char> valid(n, 7);
    const bool all = schnorr_verify_batch_var(n, sigs.data(), msgs.data(), lens.data(), keys.data(), valid.data(),
                                              threads);
    EXPECT_EQ(all, want_all) << what;
    for (std::size_t i = 0; i < n; i++)
        EXPECT_EQ(valid[i], items[i].single ? 1 : 0) << what << ": entry " << i << " of " << n;
    if (abi) {
        std::vector<unsigned char> v2(n, 7);
        const ufsecp_status st =
            ufsecp_schnorr_verify_batch_mt(n, sigs.data(), msgs.data(), lens.data(), keys.data(), v2.data(), threads);
        EXPECT_EQ(st, want_all ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED) << what;
        EXPECT_EQ(v2, valid) << what;
    }
}

// A batch of n entries with `bad` invalid ones at the given positions.
std::vector<SItem> schnorr_batch(test::Rng& rng, std::size_t n, const std::vector<std::size_t>& bad_pos) {
    const SchnorrPools& p = schnorr_pools();
    std::vector<SItem> items(n);
    const std::size_t off = rng.u32() % p.good.size();
    for (std::size_t i = 0; i < n; i++) items[i] = p.good[(off + i) % p.good.size()];
    for (std::size_t pos : bad_pos) items[pos] = p.bad[rng.u32() % p.bad.size()];
    return items;
}

std::vector<std::size_t> positions(test::Rng& rng, std::size_t n, int pattern) {
    std::vector<std::size_t> v;
    switch (pattern) {
        case 0: break;                                   // none
        case 1: v = {0}; break;                          // first
        case 2: v = {n - 1}; break;                      // last
        case 3: v = {rng.u32() % n}; break;              // one anywhere
        case 4:                                          // a few
            for (int k = 0; k < 3; k++) v.push_back(rng.u32() % n);
            break;
        case 5:                                          // many (about a quarter)
            for (std::size_t i = 0; i < n; i++)
                if (rng.u32() % 4 == 0) v.push_back(i);
            break;
        default:                                         // all
            for (std::size_t i = 0; i < n; i++) v.push_back(i);
            break;
    }
    return v;
}

TEST(SchnorrBatch, PoolsAgreeWithLibsecp256k1) {
    const SchnorrPools& p = schnorr_pools();
    for (const SItem& it : p.good) {
        ASSERT_TRUE(it.single);
        ASSERT_TRUE(schnorr_libsecp(it));
    }
    std::size_t rejected = 0;
    for (const SItem& it : p.bad) {
        EXPECT_EQ(it.single, schnorr_libsecp(it));
        rejected += !it.single;
    }
    EXPECT_EQ(rejected, p.bad.size());  // every mutation kind must really break the signature
}

TEST(SchnorrBatch, Bip340Vectors) {
    std::vector<SItem> rows;
    for (const test::Bip340Vector& v : test::bip340_vectors()) {
        SItem it;
        const Bytes pk = from_hex(v.pk), sig = from_hex(v.sig);
        std::copy(pk.begin(), pk.end(), it.pk.begin());
        std::copy(sig.begin(), sig.end(), it.sig.begin());
        it.msg = from_hex(v.msg);
        it.single = v.result;
        ASSERT_EQ(schnorr_single(it), it.single) << "row " << v.index;
        rows.push_back(it);
    }
    ASSERT_EQ(rows.size(), 19u);
    check_schnorr_batch(rows, 1, true, "all vectors");
    std::vector<SItem> good;
    for (const SItem& r : rows)
        if (r.single) good.push_back(r);
    check_schnorr_batch(good, 1, true, "valid vectors");
    for (std::size_t i = 0; i < rows.size(); i++) check_schnorr_batch({rows[i]}, 1, false, "row alone");
    // Each row inside a batch of random valid signatures, at every position of a small batch,
    // and all rows shuffled into a larger one.
    test::Rng rng(101);
    for (std::size_t i = 0; i < rows.size(); i++) {
        std::vector<SItem> b = schnorr_batch(rng, 9, {});
        b[i % 9] = rows[i];
        check_schnorr_batch(b, 1, false, "row " + std::to_string(i) + " in a batch");
    }
    std::vector<SItem> big = schnorr_batch(rng, 200, {});
    for (std::size_t i = 0; i < rows.size(); i++) big[(i * 37) % big.size()] = rows[i];
    check_schnorr_batch(big, 2, true, "rows in 200");
}

TEST(SchnorrBatch, SizesAndInvalidPositions) {
    test::Rng rng(102);
    std::vector<std::size_t> sizes = {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 31, 33, 64, 65, 100, 128, 255, 512};
    if (!kAsan) {
        for (std::size_t n : {1000, 2048}) sizes.push_back(n);
    }
    for (std::size_t n : sizes) {
        for (int pattern = 0; pattern <= 6; pattern++) {
            if (n > 300 && pattern == 3) continue;  // keeps the runtime down; first/last cover it
            const std::vector<SItem> items = schnorr_batch(rng, n, positions(rng, n, pattern));
            check_schnorr_batch(items, 1, n < 100, "N=" + std::to_string(n) + " pattern " + std::to_string(pattern));
        }
    }
}

// One invalid entry at every position, for a size decided by Strauss checks (17) and one by
// Pippenger checks (70); two invalid entries at every pair of positions of a small batch.
TEST(SchnorrBatch, EveryPosition) {
    test::Rng rng(108);
    const SchnorrPools& p = schnorr_pools();
    for (std::size_t n : {17u, 70u}) {
        const std::vector<SItem> base = schnorr_batch(rng, n, {});
        for (std::size_t pos = 0; pos < n; pos++) {
            std::vector<SItem> items = base;
            items[pos] = p.bad[(pos * 7 + n) % p.bad.size()];
            check_schnorr_batch(items, 1, false, "N=" + std::to_string(n) + " bad at " + std::to_string(pos));
        }
    }
    const std::size_t n = 7;
    const std::vector<SItem> base = schnorr_batch(rng, n, {});
    for (std::size_t i = 0; i < n; i++) {
        for (std::size_t j = i + 1; j < n; j++) {
            std::vector<SItem> items = base;
            items[i] = p.bad[(i * 13 + j) % p.bad.size()];
            items[j] = p.bad[(j * 5 + i + 1) % p.bad.size()];
            check_schnorr_batch(items, 1, false, "bad at " + std::to_string(i) + " and " + std::to_string(j));
        }
    }
}

// Every density of invalid entries, so that the bisection, the 8-way splits and the early
// switch to single verification (resolve() in schnorr_batch.cpp) all decide entries.
TEST(SchnorrBatch, InvalidDensities) {
    test::Rng rng(109);
    const std::size_t n = kAsan ? 260 : 1100;
    for (int round = 0; round < test::iters(1); round++) {
        for (std::size_t every : {n, n / 3, std::size_t{97}, std::size_t{40}, std::size_t{11}, std::size_t{5},
                                  std::size_t{3}, std::size_t{2}}) {
            std::vector<std::size_t> bad;
            const std::size_t start = rng.u32() % every;
            for (std::size_t i = start; i < n; i += every) bad.push_back(i);
            check_schnorr_batch(schnorr_batch(rng, n, bad), 1, false,
                                "one bad in " + std::to_string(every) + " of " + std::to_string(n));
        }
        // Clustered: a run of invalid entries inside valid ones.
        std::vector<std::size_t> run;
        const std::size_t at = rng.u32() % (n - 100);
        for (std::size_t i = at; i < at + 100; i++) run.push_back(i);
        check_schnorr_batch(schnorr_batch(rng, n, run), 1, false, "a run of 100 bad");
    }
}

// Larger than one chunk (kSchnorrBatchChunk): two MSMs, weights continue across chunks.
TEST(SchnorrBatch, MoreThanOneChunk) {
    test::Rng rng(103);
    const std::size_t n = kSchnorrBatchChunk + 150;
    ASSERT_LE(n, schnorr_pools().good.size());
    check_schnorr_batch(schnorr_batch(rng, n, {}), 2, false, "two chunks, all valid");
    check_schnorr_batch(schnorr_batch(rng, n, {n - 1, 5}), 2, false, "two chunks, two bad");
}

TEST(SchnorrBatch, Duplicates) {
    test::Rng rng(104);
    const SchnorrPools& p = schnorr_pools();
    const std::size_t n = 40;
    // The same valid signature n times; the same invalid one n times; one bad among copies.
    check_schnorr_batch(std::vector<SItem>(n, p.good[3]), 1, true, "same valid");
    check_schnorr_batch(std::vector<SItem>(n, p.bad[5]), 1, true, "same invalid");
    std::vector<SItem> mixed(n, p.good[7]);
    mixed[n / 2] = p.bad[8];
    check_schnorr_batch(mixed, 1, true, "copies and one bad");
    // One key for every entry; one message for every entry (different keys); both.
    const SKey key = random_skey(rng);
    const Bytes msg = random_msg(rng);
    std::vector<SItem> same_key, same_msg, same_both;
    for (std::size_t i = 0; i < n; i++) {
        same_key.push_back(schnorr_valid(rng, key, random_msg(rng)));
        same_msg.push_back(schnorr_valid(rng, random_skey(rng), msg));
        same_both.push_back(schnorr_valid(rng, key, msg));  // fresh aux: distinct signatures
    }
    check_schnorr_batch(same_key, 1, true, "same key");
    check_schnorr_batch(same_msg, 1, true, "same message");
    check_schnorr_batch(same_both, 1, true, "same key and message");
    same_key[0] = schnorr_invalid(rng, key, key, 1);
    same_key[n - 1] = schnorr_invalid(rng, key, key, 2);
    check_schnorr_batch(same_key, 1, true, "same key, two bad");
}

// Two invalid entries whose errors cancel if the entries were simply added (s1 + d, s2 - d
// for two signatures with the same key and challenge-independent R): random weights must
// catch them.
TEST(SchnorrBatch, CompensatingErrorsAreCaught) {
    test::Rng rng(105);
    for (int round = 0; round < 4; round++) {
        std::vector<SItem> items = schnorr_batch(rng, 10, {});
        Scalar delta = random_scalar(rng);
        for (int j = 0; j < 2; j++) {
            SItem& it = items[3 + 4 * j];
            Scalar s;
            scalar_set_b32(s, it.sig.data() + 32, nullptr);
            Scalar d = delta;
            if (j) scalar_negate(d, d);
            scalar_add(s, s, d);
            scalar_get_b32(it.sig.data() + 32, s);
            it.single = false;
            ASSERT_FALSE(schnorr_single(it));
        }
        check_schnorr_batch(items, 1, false, "compensating pair");
    }
}

TEST(SchnorrBatch, ThreadCountsAgree) {
    test::Rng rng(106);
    for (std::size_t n : {3u, 70u, 700u}) {
        for (int pattern : {0, 4, 5}) {
            const std::vector<SItem> items = schnorr_batch(rng, n, positions(rng, n, pattern));
            for (unsigned t : {1u, 2u, 3u, 8u})
                check_schnorr_batch(items, t, t == 3, "threads=" + std::to_string(t) + " N=" + std::to_string(n));
        }
    }
}

TEST(SchnorrBatch, AbiArguments) {
    const SchnorrPools& p = schnorr_pools();
    EXPECT_EQ(ufsecp_schnorr_verify_batch(0, nullptr, nullptr, nullptr, nullptr, nullptr), UFSECP_OK);
    const unsigned char* sigs[2] = {p.good[0].sig.data(), p.good[1].sig.data()};
    const unsigned char* msgs[2] = {p.good[0].msg.data(), p.good[1].msg.data()};
    const size_t lens[2] = {p.good[0].msg.size(), p.good[1].msg.size()};
    const unsigned char* keys[2] = {p.good[0].pk.data(), p.good[1].pk.data()};
    unsigned char valid[2] = {9, 9};
    EXPECT_EQ(ufsecp_schnorr_verify_batch(2, sigs, msgs, lens, keys, nullptr), UFSECP_OK);
    EXPECT_EQ(ufsecp_schnorr_verify_batch(2, nullptr, msgs, lens, keys, valid), UFSECP_ERR_NULL_ARG);
    EXPECT_EQ(ufsecp_schnorr_verify_batch(2, sigs, nullptr, lens, keys, valid), UFSECP_ERR_NULL_ARG);
    EXPECT_EQ(ufsecp_schnorr_verify_batch(2, sigs, msgs, nullptr, keys, valid), UFSECP_ERR_NULL_ARG);
    EXPECT_EQ(ufsecp_schnorr_verify_batch(2, sigs, msgs, lens, nullptr, valid), UFSECP_ERR_NULL_ARG);
    const unsigned char* sigs_null[2] = {sigs[0], nullptr};
    EXPECT_EQ(ufsecp_schnorr_verify_batch(2, sigs_null, msgs, lens, keys, valid), UFSECP_ERR_NULL_ARG);
    EXPECT_EQ(valid[0], 9);  // untouched on argument errors
    // A NULL message of length 0 is allowed.
    SKey key;
    test::Rng rng(107);
    key = random_skey(rng);
    SItem empty = schnorr_valid(rng, key, Bytes());
    const unsigned char* s1[1] = {empty.sig.data()};
    const unsigned char* m1[1] = {nullptr};
    const size_t l1[1] = {0};
    const unsigned char* k1[1] = {empty.pk.data()};
    EXPECT_EQ(ufsecp_schnorr_verify_batch(1, s1, m1, l1, k1, valid), UFSECP_OK);
    EXPECT_EQ(valid[0], 1);
    const size_t l1bad[1] = {1};
    EXPECT_EQ(ufsecp_schnorr_verify_batch(1, s1, m1, l1bad, k1, valid), UFSECP_ERR_NULL_ARG);
    // One bad entry: VERIFY_FAILED, and the flags say which.
    const unsigned char* sigs_bad[2] = {sigs[0], p.bad[0].sig.data()};
    const unsigned char* msgs_bad[2] = {msgs[0], p.bad[0].msg.data()};
    const size_t lens_bad[2] = {lens[0], p.bad[0].msg.size()};
    const unsigned char* keys_bad[2] = {keys[0], p.bad[0].pk.data()};
    EXPECT_EQ(ufsecp_schnorr_verify_batch(2, sigs_bad, msgs_bad, lens_bad, keys_bad, valid), UFSECP_ERR_VERIFY_FAILED);
    EXPECT_EQ(valid[0], 1);
    EXPECT_EQ(valid[1], 0);
}

// ==== ECDSA ====================================================================================

struct EItem {
    B64 sig;
    B32 msg;
    Ge pub;
    bool has_pub;
    bool single;
};

bool ecdsa_single(const EItem& it) {
    if (!it.has_pub) return false;
    Scalar r, s;
    if (!ecdsa_sig_parse_compact(r, s, it.sig.data())) return false;
    return ecdsa_verify_var(r, s, it.msg.data(), it.pub);
}

bool ecdsa_libsecp(const EItem& it) {
    if (!it.has_pub) return false;
    secp256k1_ecdsa_signature sig;
    if (!secp256k1_ecdsa_signature_parse_compact(lib(), &sig, it.sig.data())) return false;
    unsigned char ser[65];
    ser[0] = 0x04;
    Ge p = it.pub;
    fe_normalize_var(p.x);
    fe_normalize_var(p.y);
    fe_get_b32(ser + 1, p.x);
    fe_get_b32(ser + 33, p.y);
    secp256k1_pubkey pk;
    if (!secp256k1_ec_pubkey_parse(lib(), &pk, ser, 65)) return false;
    return secp256k1_ecdsa_verify(lib(), &sig, it.msg.data(), &pk) == 1;
}

Ge pub_of(const Scalar& d) {
    Gej pj, inf;
    gej_set_infinity(inf);
    Scalar zero;
    scalar_clear(zero);
    ecmult_var(pj, inf, zero, d);
    Ge p;
    ge_set_gej_var(p, pj);
    return p;
}

EItem ecdsa_valid(test::Rng& rng, const Scalar& d, const Ge& pub) {
    EItem it;
    rng.bytes(it.msg.data(), 32);
    Scalar r, s;
    EXPECT_TRUE(ecdsa_sign(r, s, nullptr, d, it.msg.data(), nullptr));
    ecdsa_sig_serialize_compact(it.sig.data(), r, s);
    it.pub = pub;
    it.has_pub = true;
    it.single = true;
    return it;
}

// A signature valid only through the r + n test: R = u1 G + u2 P has x = r + n. Built
// backwards: pick R with x >= n, any m and s, then P = r^-1 (s R - m G).
EItem ecdsa_via_r_plus_n(test::Rng& rng) {
    for (;;) {
        // x = FFFF...FFFE || (16 random bytes starting with a byte >= 0xBB): n < x < p, since
        // n = FF..FE BAAEDCE6... and p = FF..FF FFFFFFFF...FC2F share the first 15 bytes.
        unsigned char xb[32];
        std::memset(xb, 0xFF, 15);
        xb[15] = 0xFE;
        rng.bytes(xb + 16, 16);
        xb[16] = (unsigned char)(0xBB + xb[16] % (0x100 - 0xBB));
        Fe x;
        if (!fe_set_b32_limit(x, xb)) continue;
        Ge rp;
        if (!ge_set_xo_var(rp, x, (int)(rng.u32() & 1))) continue;
        // r = x - n (x < p < 2n, so r = x mod n).
        Scalar r;
        scalar_set_b32(r, xb, nullptr);
        EItem it;
        rng.bytes(it.msg.data(), 32);
        Scalar m, s = random_scalar(rng), rinv, mneg;
        ecdsa_sig_normalize(s);
        scalar_set_b32(m, it.msg.data(), nullptr);
        scalar_inverse_var(rinv, r);
        scalar_negate(mneg, m);
        Scalar a, b;
        scalar_mul(a, s, rinv);     // s/r on R
        scalar_mul(b, mneg, rinv);  // -m/r on G
        Gej rj, qj;
        gej_set_ge(rj, rp);
        ecmult_var(qj, rj, a, b);
        if (qj.infinity) continue;
        ge_set_gej_var(it.pub, qj);
        it.has_pub = true;
        ecdsa_sig_serialize_compact(it.sig.data(), r, s);
        it.single = ecdsa_single(it);
        EXPECT_TRUE(it.single);
        return it;
    }
}

EItem ecdsa_invalid(test::Rng& rng, const Scalar& d, const Ge& pub, const Ge& other, unsigned kind) {
    EItem it = ecdsa_valid(rng, d, pub);
    Scalar r, s;
    ecdsa_sig_parse_compact(r, s, it.sig.data());
    switch (kind % 10) {
        case 0: it.sig[rng.u32() % 32] ^= (unsigned char)(1u << (rng.u32() % 8)); break;
        case 1: it.sig[32 + rng.u32() % 32] ^= (unsigned char)(1u << (rng.u32() % 8)); break;
        case 2: it.msg[rng.u32() % 32] ^= 1; break;
        case 3: it.pub = other; break;
        case 4:  // high S: the other valid s, which verification rejects
            scalar_negate(s, s);
            ecdsa_sig_serialize_compact(it.sig.data(), r, s);
            break;
        case 5: std::memset(it.sig.data(), 0, 32); break;        // r = 0
        case 6: std::memset(it.sig.data() + 32, 0, 32); break;   // s = 0
        case 7: std::memset(it.sig.data(), 0xFF, 32); break;     // r >= n
        case 8: it.has_pub = false; break;                       // no usable key
        default: {                                               // r + n signature, broken
            it = ecdsa_via_r_plus_n(rng);
            it.msg[0] ^= 0x80;
            break;
        }
    }
    it.single = ecdsa_single(it);
    return it;
}

struct EcdsaPools {
    std::vector<EItem> good, bad;
};

const EcdsaPools& ecdsa_pools() {
    static const EcdsaPools pools = [] {
        EcdsaPools p;
        test::Rng rng(200);
        const std::size_t ngood = kAsan ? 400 : 1400, nbad = kAsan ? 150 : 500;
        std::vector<Scalar> keys(32);
        std::vector<Ge> pubs(32);
        for (std::size_t k = 0; k < keys.size(); k++) {
            keys[k] = random_scalar(rng);
            pubs[k] = pub_of(keys[k]);
        }
        for (std::size_t i = 0; i < ngood; i++) {
            if (i % 97 == 5) {
                p.good.push_back(ecdsa_via_r_plus_n(rng));
                continue;
            }
            const std::size_t k = rng.u32() % keys.size();
            if (i % 2) {
                const Scalar d = random_scalar(rng);
                p.good.push_back(ecdsa_valid(rng, d, pub_of(d)));
            } else {
                p.good.push_back(ecdsa_valid(rng, keys[k], pubs[k]));
            }
        }
        for (std::size_t i = 0; i < nbad; i++) {
            const std::size_t k = i % keys.size();
            p.bad.push_back(ecdsa_invalid(rng, keys[k], pubs[k], pubs[(k + 1) % keys.size()], (unsigned)i));
        }
        return p;
    }();
    return pools;
}

void check_ecdsa_batch(const std::vector<EItem>& items, unsigned threads, bool abi, const std::string& what) {
    const std::size_t n = items.size();
    std::vector<const unsigned char*> sigs(n), msgs(n);
    std::vector<const Ge*> pubs(n);
    bool want_all = true;
    for (std::size_t i = 0; i < n; i++) {
        sigs[i] = items[i].sig.data();
        msgs[i] = items[i].msg.data();
        pubs[i] = items[i].has_pub ? &items[i].pub : nullptr;
        want_all = want_all && items[i].single;
    }
    std::vector<unsigned char> valid(n, 7);
    const bool all = ecdsa_verify_batch_var(n, sigs.data(), msgs.data(), pubs.data(), valid.data(), threads);
    EXPECT_EQ(all, want_all) << what;
    for (std::size_t i = 0; i < n; i++)
        EXPECT_EQ(valid[i], items[i].single ? 1 : 0) << what << ": entry " << i << " of " << n;
    if (abi) {
        // Through the C ABI: keys as ufsecp_pubkey; "no usable key" as a zeroed object.
        std::vector<ufsecp_pubkey> pk(n);
        std::vector<const ufsecp_pubkey*> pkp(n);
        for (std::size_t i = 0; i < n; i++) {
            std::memset(pk[i].data, 0, sizeof(pk[i].data));
            if (items[i].has_pub) pubkey_save(pk[i].data, items[i].pub);
            pkp[i] = &pk[i];
        }
        std::vector<unsigned char> v2(n, 7);
        EXPECT_EQ(ufsecp_ecdsa_verify_batch_mt(n, sigs.data(), msgs.data(), pkp.data(), v2.data(), threads),
                  want_all ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED)
            << what;
        EXPECT_EQ(v2, valid) << what;
    }
}

std::vector<EItem> ecdsa_batch(test::Rng& rng, std::size_t n, const std::vector<std::size_t>& bad_pos) {
    const EcdsaPools& p = ecdsa_pools();
    std::vector<EItem> items(n);
    const std::size_t off = rng.u32() % p.good.size();
    for (std::size_t i = 0; i < n; i++) items[i] = p.good[(off + i) % p.good.size()];
    for (std::size_t pos : bad_pos) items[pos] = p.bad[rng.u32() % p.bad.size()];
    return items;
}

TEST(EcdsaBatch, PoolsAgreeWithLibsecp256k1) {
    const EcdsaPools& p = ecdsa_pools();
    for (const EItem& it : p.good) {
        ASSERT_TRUE(it.single);
        ASSERT_TRUE(ecdsa_libsecp(it));
    }
    std::size_t rejected = 0;
    for (const EItem& it : p.bad) {
        EXPECT_EQ(it.single, ecdsa_libsecp(it));
        rejected += !it.single;
    }
    EXPECT_EQ(rejected, p.bad.size());
}

TEST(EcdsaBatch, SizesAndInvalidPositions) {
    test::Rng rng(201);
    std::vector<std::size_t> sizes = {1, 2, 3, 4, 7, 8, 9, 31, 64, 100};
    if (!kAsan) {
        for (std::size_t n : {600, 1300}) sizes.push_back(n);  // 1300 > kEcdsaBatchChunk
    }
    for (std::size_t n : sizes)
        for (int pattern = 0; pattern <= 6; pattern++)
            check_ecdsa_batch(ecdsa_batch(rng, n, positions(rng, n, pattern)), 1, n <= 64,
                              "N=" + std::to_string(n) + " pattern " + std::to_string(pattern));
}

TEST(EcdsaBatch, Duplicates) {
    test::Rng rng(202);
    const EcdsaPools& p = ecdsa_pools();
    const std::size_t n = 30;
    check_ecdsa_batch(std::vector<EItem>(n, p.good[2]), 1, true, "same valid");
    check_ecdsa_batch(std::vector<EItem>(n, p.bad[3]), 1, true, "same invalid");
    const Scalar d = random_scalar(rng);
    const Ge pub = pub_of(d);
    std::vector<EItem> same_key, same_msg;
    B32 msg;
    rng.bytes(msg.data(), 32);
    for (std::size_t i = 0; i < n; i++) {
        same_key.push_back(ecdsa_valid(rng, d, pub));
        const Scalar d2 = random_scalar(rng);
        EItem it = ecdsa_valid(rng, d2, pub_of(d2));
        Scalar r, s;
        it.msg = msg;
        EXPECT_TRUE(ecdsa_sign(r, s, nullptr, d2, msg.data(), nullptr));
        ecdsa_sig_serialize_compact(it.sig.data(), r, s);
        same_msg.push_back(it);
    }
    check_ecdsa_batch(same_key, 1, true, "same key");
    check_ecdsa_batch(same_msg, 1, true, "same message");
    same_msg[7].sig[40] ^= 4;
    same_msg[7].single = ecdsa_single(same_msg[7]);
    check_ecdsa_batch(same_msg, 1, true, "same message, one bad");
}

TEST(EcdsaBatch, ThreadCountsAgree) {
    test::Rng rng(203);
    for (std::size_t n : {5u, 90u, kAsan ? 200u : 1100u}) {
        for (int pattern : {0, 4, 5}) {
            const std::vector<EItem> items = ecdsa_batch(rng, n, positions(rng, n, pattern));
            for (unsigned t : {1u, 2u, 3u, 8u})
                check_ecdsa_batch(items, t, t == 2, "threads=" + std::to_string(t) + " N=" + std::to_string(n));
        }
    }
}

// Several callers at once, each with its own batches and thread count: no shared mutable
// state, so every result must equal the single-caller one (run under ThreadSanitizer too).
TEST(Batch, ConcurrentCallers) {
    test::Rng rng(300);
    constexpr int kCallers = 4;
    std::vector<std::vector<SItem>> sb(kCallers);
    std::vector<std::vector<EItem>> eb(kCallers);
    for (int c = 0; c < kCallers; c++) {
        const std::size_t n = (kAsan ? 60 : 300) + 17 * c;
        sb[c] = schnorr_batch(rng, n, positions(rng, n, c % 2 ? 4 : 0));
        eb[c] = ecdsa_batch(rng, n / 2, positions(rng, n / 2, c % 2 ? 0 : 4));
    }
    std::vector<int> failures(kCallers, 0);
    std::vector<std::thread> callers;
    for (int c = 0; c < kCallers; c++) {
        callers.emplace_back([&, c] {
            for (int rep = 0; rep < 3; rep++) {
                const unsigned threads = 1 + (unsigned)((c + rep) % 3);
                {
                    const std::vector<SItem>& it = sb[c];
                    const std::size_t n = it.size();
                    std::vector<const unsigned char*> sigs(n), msgs(n), keys(n);
                    std::vector<std::size_t> lens(n);
                    for (std::size_t i = 0; i < n; i++) {
                        sigs[i] = it[i].sig.data();
                        msgs[i] = it[i].msg.data();
                        lens[i] = it[i].msg.size();
                        keys[i] = it[i].pk.data();
                    }
                    std::vector<unsigned char> v(n, 7);
                    (void)ufsecp_schnorr_verify_batch_mt(n, sigs.data(), msgs.data(), lens.data(), keys.data(), v.data(),
                                                   threads);
                    for (std::size_t i = 0; i < n; i++) failures[c] += v[i] != (it[i].single ? 1 : 0);
                }
                {
                    const std::vector<EItem>& it = eb[c];
                    const std::size_t n = it.size();
                    std::vector<const unsigned char*> sigs(n), msgs(n);
                    std::vector<const Ge*> pubs(n);
                    for (std::size_t i = 0; i < n; i++) {
                        sigs[i] = it[i].sig.data();
                        msgs[i] = it[i].msg.data();
                        pubs[i] = it[i].has_pub ? &it[i].pub : nullptr;
                    }
                    std::vector<unsigned char> v(n, 7);
                    ecdsa_verify_batch_var(n, sigs.data(), msgs.data(), pubs.data(), v.data(), threads);
                    for (std::size_t i = 0; i < n; i++) failures[c] += v[i] != (it[i].single ? 1 : 0);
                }
            }
        });
    }
    for (std::thread& t : callers) t.join();
    for (int c = 0; c < kCallers; c++) EXPECT_EQ(failures[c], 0) << "caller " << c;
}

TEST(EcdsaBatch, AbiArguments) {
    const EcdsaPools& p = ecdsa_pools();
    EXPECT_EQ(ufsecp_ecdsa_verify_batch(0, nullptr, nullptr, nullptr, nullptr), UFSECP_OK);
    ufsecp_pubkey pk[2];
    pubkey_save(pk[0].data, p.good[0].pub);
    pubkey_save(pk[1].data, p.good[1].pub);
    const ufsecp_pubkey* pkp[2] = {&pk[0], &pk[1]};
    const unsigned char* sigs[2] = {p.good[0].sig.data(), p.good[1].sig.data()};
    const unsigned char* msgs[2] = {p.good[0].msg.data(), p.good[1].msg.data()};
    unsigned char valid[2] = {9, 9};
    EXPECT_EQ(ufsecp_ecdsa_verify_batch(2, sigs, msgs, pkp, nullptr), UFSECP_OK);
    EXPECT_EQ(ufsecp_ecdsa_verify_batch(2, nullptr, msgs, pkp, valid), UFSECP_ERR_NULL_ARG);
    EXPECT_EQ(ufsecp_ecdsa_verify_batch(2, sigs, nullptr, pkp, valid), UFSECP_ERR_NULL_ARG);
    EXPECT_EQ(ufsecp_ecdsa_verify_batch(2, sigs, msgs, nullptr, valid), UFSECP_ERR_NULL_ARG);
    const ufsecp_pubkey* pk_null[2] = {&pk[0], nullptr};
    EXPECT_EQ(ufsecp_ecdsa_verify_batch(2, sigs, msgs, pk_null, valid), UFSECP_ERR_NULL_ARG);
    const unsigned char* msgs_null[2] = {msgs[0], nullptr};
    EXPECT_EQ(ufsecp_ecdsa_verify_batch(2, sigs, msgs_null, pkp, valid), UFSECP_ERR_NULL_ARG);
    EXPECT_EQ(valid[0], 9);
    EXPECT_EQ(ufsecp_ecdsa_verify_batch(2, sigs, msgs, pkp, valid), UFSECP_OK);
    EXPECT_EQ(valid[0], 1);
    EXPECT_EQ(valid[1], 1);
    // Single-call agreement for each pool entry through the ABI.
    for (std::size_t i = 0; i < 40; i++) {
        const EItem& it = p.bad[i];
        ufsecp_pubkey k;
        std::memset(k.data, 0, sizeof(k.data));
        if (it.has_pub) pubkey_save(k.data, it.pub);
        const ufsecp_pubkey* kp = &k;
        const unsigned char* s1 = it.sig.data();
        const unsigned char* m1 = it.msg.data();
        unsigned char v = 9;
        const ufsecp_status st = ufsecp_ecdsa_verify_batch(1, &s1, &m1, &kp, &v);
        EXPECT_EQ(v, it.single ? 1 : 0);
        EXPECT_EQ(st, it.single ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED);
        if (it.has_pub) {
            EXPECT_EQ(ufsecp_ecdsa_verify(s1, m1, kp) == UFSECP_OK, it.single);
        }
    }
}

}  // namespace
}  // namespace ufsecp
