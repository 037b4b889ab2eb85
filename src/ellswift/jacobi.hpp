// ufsecp — the quadratic character of a field element (is it a square mod p?) by the Jacobi
// symbol, computed with safegcd "posdivsteps" (the variant of libsecp256k1's
// secp256k1_jacobi64_maybe_var: f and g stay positive, so the symbol can be tracked).
//
// Layer 1 (arithmetic helpers for ellswift). Includes field/ and modinv/.
//
// Contract: fe_is_square_jacobi_var(a) for any element (any magnitude <= 8): whether a is a
// square mod p (0 counts as one). Variable time: public data only. The Jacobi loop gives up
// after a bounded number of batches (it converges long before on 256-bit inputs) and the
// function then falls back to the square-root test; so does a build without unsigned
// __int128 (the 62-bit limbs need it). Tracking: halving g flips the symbol when f = 3 or
// 5 mod 8; swapping f and g flips it when both are 3 mod 4 (reciprocity); adding a multiple
// of f to g changes nothing; at f = 1 the symbol is (-1)^jac. Around 1.5 inversions' work,
// against a 255-squaring exponentiation for the square root.
#pragma once

#include <bit>
#include <cstdint>

#include "field/field.hpp"
#include "field/field_backend.hpp"

namespace ufsecp {

#if defined(UFSECP_HAVE_INT128)
namespace jacobi_detail {

// 62 posdivsteps on the low 64 bits of f and g (two more than the 62 the matrix needs: the
// symbol reads bits 1 and 2 of values shifted by up to 61). Returns the new eta.
inline std::int64_t posdivsteps_62_var(std::int64_t eta, std::uint64_t f, std::uint64_t g,
                                       modinv62_detail::Trans62& t, int& jacp) {
    std::uint64_t u = 1, v = 0, q = 0, r = 1;
    int left = 62, jac = jacp;
    for (;;) {
        const int zeros = std::countr_zero(g | (std::uint64_t(1) << left));
        g >>= zeros;
        u <<= zeros;
        v <<= zeros;
        eta -= zeros;
        left -= zeros;
        jac ^= (zeros & (int)((f >> 1) ^ (f >> 2)));  // (2|f) = -1 iff f = 3, 5 mod 8
        if (left == 0) break;
        if (eta < 0) {
            eta = -eta;
            std::uint64_t tmp = f;
            f = g, g = tmp;
            tmp = u, u = q, q = tmp;
            tmp = v, v = r, r = tmp;
            jac ^= (int)((f & g) >> 1);  // both 3 mod 4: reciprocity flips the sign
        }
        const std::int64_t lim = eta + 1 < left ? eta + 1 : left;
        const int limit = (int)(lim < 6 ? lim : 6);
        const std::uint64_t mask = ~std::uint64_t(0) >> (64 - limit);
        const std::uint64_t w = (g * f * (f * f - 2)) & mask;  // g + w f = 0 mod 2^limit
        g += f * w;
        q += u * w;
        r += v * w;
    }
    t.u = (std::int64_t)u, t.v = (std::int64_t)v, t.q = (std::int64_t)q, t.r = (std::int64_t)r;
    jacp = jac;
    return eta;
}

// 1 or -1: the Jacobi symbol (a | p) of a normalized nonzero a; 0: undecided.
inline int jacobi_var(const Fe& a) {
    FeStorage s;
    fe_to_storage(s, a);
    Signed62 g;
    signed62_from_u64le(g, s.n);
    Signed62 f = fe52_detail::kFieldModInfo62.modulus;
    std::int64_t eta = -1;
    int len = 5, jac = 0;
    for (int count = 0; count < 30; ++count) {
        modinv62_detail::Trans62 t;
        eta = posdivsteps_62_var(eta, (std::uint64_t)f.v[0] | ((std::uint64_t)f.v[1] << 62),
                                 (std::uint64_t)g.v[0] | ((std::uint64_t)g.v[1] << 62), t, jac);
        modinv62_detail::update_fg(len, f, g, t);
        if (f.v[0] == 1) {
            std::int64_t rest = 0;
            for (int j = 1; j < len; ++j) rest |= f.v[j];
            if (rest == 0) return 1 - 2 * (jac & 1);
        }
        // Drop the top limb once it is zero in both (limbs above len stay zero).
        if (len > 1 && f.v[len - 1] == 0 && g.v[len - 1] == 0) --len;
    }
    return 0;
}

}  // namespace jacobi_detail
#endif

inline bool fe_is_square_jacobi_var(const Fe& a_in) {
    Fe a = a_in;
    fe_normalize_var(a);
    if (fe_is_zero(a)) return true;
#if defined(UFSECP_HAVE_INT128)
    const int j = jacobi_detail::jacobi_var(a);
    if (j != 0) return j > 0;
#endif
    Fe r;
    return fe_sqrt_var(r, a);
}

}  // namespace ufsecp
