// Helpers shared by the field test programs (test_field.cpp, test_field_tiers.cpp): each
// tier's limb layout, elements built limb by limb at a chosen magnitude, conversions to and
// from the reference values (tests/support/ref_bigint.hpp), and special values.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "field/field.hpp"
#include "support/ref_bigint.hpp"
#include "support/test_rng.hpp"

namespace ufsecp::test_field {

using ref::U256;
using test::iters;
using test::Rng;

inline const ref::Mod& P() { return ref::field_p(); }

// ---- tier description, for building elements limb by limb -------------------------

template <class F>
struct Tier;
template <>
struct Tier<Fe26> {
    using Limb = std::uint32_t;
    static constexpr int N = 10, B = 26, TOP = 22;
    static constexpr std::uint64_t stream = 26;
};
#if defined(UFSECP_HAVE_INT128)
template <>
struct Tier<Fe52> {
    using Limb = std::uint64_t;
    static constexpr int N = 5, B = 52, TOP = 48;
    static constexpr std::uint64_t stream = 52;
};
#endif

template <class F>
std::uint64_t limb_max(int i) {
    return i == Tier<F>::N - 1 ? (1ull << Tier<F>::TOP) - 1 : (1ull << Tier<F>::B) - 1;
}

// Bound on limb i at magnitude m for a non-normalized element (the tiers' fe_verify rule).
template <class F>
std::uint64_t limb_bound(int i, int m) {
    return limb_max<F>(i) * 2 * (std::uint64_t)m;
}

using Limbs = std::vector<std::uint64_t>;

// An element with exactly these limbs, marked as magnitude m, not normalized.
template <class F>
F raw(const Limbs& l, int m) {
    F r{};
    for (int i = 0; i < Tier<F>::N; i++) {
        EXPECT_LE(l[i], limb_bound<F>(i, m)) << "test bug: limb out of bounds";
        r.n[i] = (typename Tier<F>::Limb)l[i];
    }
#ifdef UFSECP_VERIFY
    r.magnitude = m;
    r.normalized = 0;
#endif
    fe_verify(r);
    return r;
}

// 2^(B*i) mod p, by doubling in the reference.
template <class F>
const std::vector<U256>& limb_weights() {
    static const std::vector<U256> w = [] {
        std::vector<U256> v;
        U256 x = U256::from_u64(1);
        for (int i = 0; i < Tier<F>::N; i++) {
            v.push_back(x);
            for (int j = 0; j < Tier<F>::B; j++) x = P().add(x, x);
        }
        return v;
    }();
    return w;
}

// sum(l[i] * 2^(B*i)) mod p, computed by the reference.
template <class F>
U256 raw_value(const Limbs& l) {
    U256 acc;
    for (int i = 0; i < Tier<F>::N; i++) {
        acc = P().add(acc, P().mul(P().reduce(U256::from_u64(l[i])), limb_weights<F>()[i]));
    }
    return acc;
}

// Limbs of a value < 2^256 in canonical form (each limb within its normalized bound).
template <class F>
Limbs canonical_limbs(const U256& v) {
    Limbs l(Tier<F>::N, 0);
    for (int bit = 0; bit < 256; bit++) {
        if (v.bit(bit)) l[bit / Tier<F>::B] |= 1ull << (bit % Tier<F>::B);
    }
    return l;
}

// Random limbs at magnitude m: mostly uniform in [0, bound], often exactly 0 or the bound.
template <class F>
Limbs random_limbs(Rng& rng, int m) {
    Limbs l(Tier<F>::N);
    for (int i = 0; i < Tier<F>::N; i++) {
        const std::uint64_t bound = limb_bound<F>(i, m);
        switch (rng.u32() % 8) {
            case 0: l[i] = bound; break;
            case 1: l[i] = 0; break;
            case 2: l[i] = bound - (rng.u32() % 4 == 0 ? 1 : 0); break;
            default: l[i] = rng.u64() % (bound + 1); break;
        }
    }
    return l;
}

// ---- conversions between library elements and reference values ---------------------

template <class F>
U256 val(const F& a) {  // any magnitude <= 32
    F t = a;
    fe_normalize(t);
    unsigned char b[32];
    fe_get_b32(b, t);
    return U256::from_be(b);
}

template <class F>
F make(const U256& v) {  // v may be >= p: set_b32_mod reduces
    unsigned char b[32];
    v.to_be(b);
    F r;
    fe_set_b32_mod(r, b);
    return r;
}

inline U256 hex(const char* h) { return U256::from_hex(h); }

inline const U256& p_value() { return P().m; }
inline U256 p_minus(std::uint64_t k) {
    U256 r;
    ref::sub(r, P().m, U256::from_u64(k));
    return r;
}
inline U256 p_plus(std::uint64_t k) {
    U256 r;
    ref::add(r, P().m, U256::from_u64(k));
    return r;
}

// Field values that exercise carries and the reduction: 0, 1, 2, p-1, p-2, (p-1)/2,
// (p+1)/2, powers of two, 2^256 mod p = C and its neighbours, limb boundaries.
inline std::vector<U256> special_values() {
    std::vector<U256> v = {
        p_minus(1),
        p_minus(2),
        p_minus(3),
        hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7FFFFE17"),  // (p-1)/2
        hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7FFFFE18"),  // (p+1)/2
        hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE00000000"),
        hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000"),  // > p: reduced
        hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),  // 2^256-1
        hex("00000000000000000000000000000000000000000003FFFFFFFFFFFFFFFFFFFF"),
        hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC00000000000000000000"),
    };
    // small values, C = 2^256 mod p and its neighbours, limb boundaries of both tiers
    for (std::uint64_t x : {0ull, 1ull, 2ull, 3ull, 7ull, 0x1000003D0ull, 0x1000003D1ull, 0x1000003D2ull, 0xFFFFFFFFull,
                            0x100000000ull, 0x3FFFFFFull, 0x4000000ull, 0xFFFFFFFFFFFFFull, 0x10000000000000ull}) {
        v.push_back(U256::from_u64(x));
    }
    for (int k = 0; k < 256; k += 13) {  // single bits
        U256 x;
        x.v[k / 32] = 1u << (k % 32);
        v.push_back(x);
    }
    for (auto& x : v) x = P().reduce(x);
    return v;
}

// A random field value: uniform bytes or edge-biased bytes, reduced mod p.
inline U256 random_value(Rng& rng) {
    unsigned char b[32];
    rng.bytes32_edgy(b);
    return P().reduce(U256::from_be(b));
}

}  // namespace ufsecp::test_field
