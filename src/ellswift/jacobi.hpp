// ufsecp — the quadratic character of a field element (is it a square mod p?) by the Jacobi
// symbol, computed with the binary Jacobi algorithm on the exact values.
//
// Layer 1 (arithmetic helpers for ellswift). Includes field/ only.
//
// Contract: fe_is_square_jacobi_var(a) for any element (any magnitude <= 8): whether a is a
// square mod p (0 counts as one). Variable time: public data only. jacobi_var returns 0
// ("undecided") where its loop would not end at f = 1 (only for a = 0 mod p, which the caller
// answers itself); fe_is_square_jacobi_var then falls back to the square-root test.
//
// Algorithm: f = p, g = a, both positive, f odd; the answer is (-1)^jac (g | f) throughout.
// Each round strips the factors 2 of g (a flip when f = 3 or 5 mod 8 and the count is odd),
// makes g >= f by swapping them (reciprocity: a flip when both are 3 mod 4), and subtracts f
// from g. At g = 0, f = gcd(a, p) = 1 and (g | 1) = 1. Both values are odd before each
// subtraction, so every round takes at least one bit off their total length: at most 512
// rounds, about 0.7 per bit (~180) on average. The rounds run on 4, 3, 2 limbs and then in
// one 64-bit word as the values shrink. Against the safegcd posdivsteps this replaced (the
// method of libsecp256k1's secp256k1_jacobi64_maybe_var: ~12.7 batches of 62 steps, each with
// a transition matrix and an update of f and g) it needs no matrix and takes about half the
// time (docs/bip324.md, "Last gap"). On x86-64 the borrow chains use the ADC/SBB intrinsics
// (GCC makes slow code from the portable form); elsewhere the portable form.
#pragma once

#include <bit>
#include <cstdint>

#include "field/field.hpp"
#include "field/field_backend.hpp"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <x86intrin.h>
#define UFSECP_JACOBI_X86_CARRY 1
#endif

namespace ufsecp {

namespace jacobi_detail {

// r = a - b - borrow; borrow (0 or 1) becomes the borrow out.
UFSECP_INLINE std::uint64_t sub_borrow(std::uint64_t a, std::uint64_t b, unsigned& borrow) {
#if defined(UFSECP_JACOBI_X86_CARRY)
    unsigned long long r;
    borrow = _subborrow_u64((unsigned char)borrow, a, b, &r);
    return r;
#else
    const std::uint64_t d = a - b, r = d - borrow;
    borrow = (unsigned)((a < b) | (d < borrow));
    return r;
#endif
}

// r = a + b + carry; carry (0 or 1) becomes the carry out.
UFSECP_INLINE std::uint64_t add_carry(std::uint64_t a, std::uint64_t b, unsigned& carry) {
#if defined(UFSECP_JACOBI_X86_CARRY)
    unsigned long long r;
    carry = _addcarry_u64((unsigned char)carry, a, b, &r);
    return r;
#else
    const std::uint64_t s = a + b, r = s + carry;
    carry = (unsigned)((s < a) | (r < s));
    return r;
#endif
}

// Rounds on L limbs (little-endian) while limb L-1 of f or of g is nonzero; limbs >= L are
// left alone (they are zero by then). Returns false when g reached 0 here (f is then the gcd,
// with a nonzero limb L-1: not 1), true when both values fit L-1 limbs.
template <int L>
inline bool binary_rounds_var(std::uint64_t* f, std::uint64_t* g, int& jac) {
    while ((f[L - 1] | g[L - 1]) != 0) {
        if (g[0] == 0) {  // 64 or more factors 2 (rare): drop whole words, an even count
            int k = 1;
            while (k < L && g[k] == 0) ++k;
            if (k == L) return false;
            for (int i = 0; i + k < L; ++i) g[i] = g[i + k];
            for (int i = L - k; i < L; ++i) g[i] = 0;
        }
        const int zeros = std::countr_zero(g[0]);
        if (zeros != 0) {
            for (int i = 0; i < L - 1; ++i) g[i] = (g[i] >> zeros) | (g[i + 1] << (64 - zeros));
            g[L - 1] >>= zeros;
        }
        jac ^= zeros & (int)((f[0] >> 1) ^ (f[0] >> 2));  // (2|f) = -1 iff f = 3, 5 mod 8
        // d = g - f; where g < f (a coin toss, so masks rather than a branch): swap, g = f - g.
        std::uint64_t d[L];
        unsigned borrow = 0;
        for (int i = 0; i < L; ++i) d[i] = sub_borrow(g[i], f[i], borrow);
        const std::uint64_t m = 0 - (std::uint64_t)borrow;
        jac ^= (int)((f[0] & g[0] & m) >> 1);  // both 3 mod 4: reciprocity flips the sign
        for (int i = 0; i < L; ++i) f[i] ^= (f[i] ^ g[i]) & m;
        unsigned carry = borrow;  // |d| = (d ^ m) - m = (d ^ m) + borrow
        for (int i = 0; i < L; ++i) g[i] = add_carry(d[i] ^ m, 0, carry);
    }
    return true;
}

// 1 or -1: the Jacobi symbol (a | p) of a normalized nonzero a; 0: undecided.
inline int jacobi_var(const Fe& a) {
    FeStorage s;
    fe_to_storage(s, a);
    std::uint64_t f[4] = {0xFFFFFFFEFFFFFC2Full, ~std::uint64_t(0), ~std::uint64_t(0), ~std::uint64_t(0)};  // p
    std::uint64_t g[4] = {s.n[0], s.n[1], s.n[2], s.n[3]};
    int jac = 0;
    if (!binary_rounds_var<4>(f, g, jac) || !binary_rounds_var<3>(f, g, jac) || !binary_rounds_var<2>(f, g, jac))
        return 0;
    std::uint64_t f64 = f[0], g64 = g[0];
    while (g64 != 0) {
        const int zeros = std::countr_zero(g64);
        g64 >>= zeros;
        jac ^= zeros & (int)((f64 >> 1) ^ (f64 >> 2));
        const std::uint64_t d = g64 - f64;
        const std::uint64_t m = 0 - (std::uint64_t)(g64 < f64);
        jac ^= (int)((f64 & g64 & m) >> 1);
        f64 ^= (f64 ^ g64) & m;
        g64 = (d ^ m) - m;  // |g - f|
    }
    if (f64 != 1) return 0;  // gcd(a, p) != 1: a = 0 mod p
    return 1 - 2 * (jac & 1);
}

}  // namespace jacobi_detail

inline bool fe_is_square_jacobi_var(const Fe& a_in) {
    Fe a = a_in;
    fe_normalize_var(a);
    if (fe_is_zero(a)) return true;
    const int j = jacobi_detail::jacobi_var(a);
    if (j != 0) return j > 0;
    Fe r;
    return fe_sqrt_var(r, a);
}

}  // namespace ufsecp

#undef UFSECP_JACOBI_X86_CARRY
