// ufsecp — odd_multiples_globalz_var and ge_mul_lambda (odd_multiples.hpp) on the 4x64 MULX
// field, for the MULX builds of ecmult_var and ecmult_const (ecmult/field_backend.hpp).
//
// Layer 3 (scalar multiplication). Variable time: public points only. Same method, same
// conditions (p finite, of odd order > 2N) and the same output frame as the Fe version.
#pragma once

#include <cstddef>

#include "group/group_4x64.hpp"

#if defined(UFSECP_HAVE_FE64_MULX)
namespace ufsecp {

// beta (group.hpp's kBeta) in 4x64 limbs.
inline constexpr Fe64 kBeta64{{0xC1396C28719501EEull, 0x9CF0497512F58995ull, 0x6E64479EAC3434E9ull,
                               0x7AE96A2B657C0710ull}};

UFSECP_INLINE void ge64_mul_lambda(Ge64& r, const Ge64& a) {
    r = a;
    fe64_mul(r.x, a.x, kBeta64);
}

// r = a + b (a, b finite, a != -b: the table's case) with zr = r.z / a.z: H in the generic
// case, Y1 for a doubling (gej64_double: Z3 = Y1 Z1). Variable time.
inline void gej64_add_ge_var_zr(Gej64& r, const Gej64& a, const Ge64& b, Fe64& zr) {
    Fe64 h, i;
    group64_detail::add_ge_hi(h, i, a, b, a.z);
    if (fe64_normalizes_to_zero_var(h)) {
        UFSECP_VERIFY_CHECK(fe64_normalizes_to_zero_var(i));  // a = -b cannot occur here
        zr = a.y;
        gej64_double(r, a);
        return;
    }
    zr = h;
    group64_detail::add_ge_finish(r, a, h, i);
}

template <std::size_t N>
inline void odd_multiples64_globalz_var(Ge64 (&out)[N], Fe64& globalz, const Gej64& p) {
    static_assert(N >= 1);
    Gej64 d, acc[N];
    Fe64 zr[N];
    gej64_double(d, p);
    const Ge64 dge{d.x, d.y, 0};     // d in the d.z frame: (d.x, d.y, 1)
    {
        Fe64 dz2, dz3;
        fe64_sqr(dz2, d.z);
        fe64_mul(dz3, dz2, d.z);
        fe64_mul(acc[0].x, p.x, dz2);  // p in the d.z frame
        fe64_mul(acc[0].y, p.y, dz3);
        acc[0].z = p.z;
        acc[0].infinity = 0;
    }
    for (std::size_t i = 1; i < N; i++) gej64_add_ge_var_zr(acc[i], acc[i - 1], dge, zr[i]);
    fe64_mul(globalz, acc[N - 1].z, d.z);
    out[N - 1] = Ge64{acc[N - 1].x, acc[N - 1].y, 0};
    if (N == 1) return;
    Fe64 s = zr[N - 1];              // Z_{N-1} / Z_{N-2}
    for (std::size_t i = N - 1; i-- > 0;) {
        Fe64 s2, s3;                 // (X_i s^2, Y_i s^3): the Z_{N-1} frame
        fe64_sqr(s2, s);
        fe64_mul(s3, s2, s);
        fe64_mul(out[i].x, acc[i].x, s2);
        fe64_mul(out[i].y, acc[i].y, s3);
        out[i].infinity = 0;
        if (i > 0) fe64_mul(s, s, zr[i]);
    }
}

}  // namespace ufsecp
#endif
