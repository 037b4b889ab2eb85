// ufsecp — the odd multiples P, 3P, 5P, ... of a point, as affine points.
//
// Layer 3 (scalar multiplication). Variable time: only for public points (the
// verifier's public key, an ECDH peer's public key, G at table-generation time).
#pragma once

#include <cstddef>

#include "group/group.hpp"

namespace ufsecp {

// out[i] = (2i+1)*p for i < n, using scratch[0..n) (Jacobian) and one field inversion.
// p must not be infinity and must have odd order greater than 2n (true for every point
// of secp256k1's prime-order group), so no multiple is infinity.
inline void odd_multiples_var(Ge* out, Gej* scratch, const Gej& p, std::size_t n) {
    UFSECP_VERIFY_CHECK(!p.infinity && n >= 1);
    Gej twice;
    gej_double_var(twice, p);
    scratch[0] = p;
    for (std::size_t i = 1; i < n; i++) gej_add_var(scratch[i], scratch[i - 1], twice);
    ge_set_all_gej_var(out, scratch, n);
}

// out[i] = (2i+1)*p for i < N in a shared-Z ("global Z") frame, without any inversion:
// the Jacobian points (out[i].x, out[i].y, globalz) are exactly (2i+1)*p. So a sum of
// table entries computed with the affine formulas, as if the entries were affine, is the
// true sum once its Z is multiplied by globalz (one field multiplication), and a true
// affine point b joins such a sum through gej_add_zinv_var(r, r, b, globalz).
// Coordinates and globalz have magnitude 1. Same conditions on p as odd_multiples_var.
// Method: d = 2p. In the frame scaled by d.z (x' = x d.z^2, y' = y d.z^3, an isomorphic
// curve), d is affine, so p, 3p, 5p, ... follow by mixed additions of d (8M + 3S each) that
// also give the ratios zr_i = Z_i / Z_{i-1}. Walking back from the last entry, entry i is
// rescaled by zr_{i+1} ... zr_{N-1} to the last entry's Z; globalz = Z_{N-1} d.z.
// Cost: 1 doubling, N-1 mixed additions, about 4N multiplications (no inversion).
template <std::size_t N>
inline void odd_multiples_globalz_var(Ge (&out)[N], Fe& globalz, const Gej& p) {
    static_assert(N >= 1);
    UFSECP_VERIFY_CHECK(!p.infinity);
    Gej d, acc[N];
    Fe zr[N];
    gej_double(d, p);
    Ge dge;
    ge_set_xy(dge, d.x, d.y);        // d in the d.z frame: (d.x, d.y, 1)
    {
        Fe dz2, dz3;
        fe_sqr(dz2, d.z);
        fe_mul(dz3, dz2, d.z);
        fe_mul(acc[0].x, p.x, dz2);  // p in the d.z frame (1)
        fe_mul(acc[0].y, p.y, dz3);  // (1)
        acc[0].z = p.z;
        acc[0].infinity = 0;
    }
    // p has odd order > 2N: (2i-1)p + 2p never meets equal or opposite points.
    for (std::size_t i = 1; i < N; i++) gej_add_ge_var_zr(acc[i], acc[i - 1], dge, zr[i]);
    fe_mul(globalz, acc[N - 1].z, d.z);
    out[N - 1].x = acc[N - 1].x;
    out[N - 1].y = acc[N - 1].y;
    fe_normalize_weak(out[N - 1].x);
    fe_normalize_weak(out[N - 1].y);
    out[N - 1].infinity = 0;
    if (N == 1) return;
    Fe s = zr[N - 1];                // Z_{N-1} / Z_{N-2}
    for (std::size_t i = N - 1; i-- > 0;) {
        ge_set_gej_zinv(out[i], acc[i], s);  // (X_i s^2, Y_i s^3): Z_{N-1} frame
        out[i].infinity = 0;
        if (i > 0) fe_mul(s, s, zr[i]);
    }
}

// The same multiples of lambda*p: lambda*(x, y) = (beta*x, y).
UFSECP_INLINE void ge_mul_lambda(Ge& r, const Ge& a) {
    r = a;
    fe_mul(r.x, a.x, kBeta);
}

}  // namespace ufsecp
