// ufsecp — the group formulas on the 4x64 MULX field kernel (field/field_4x64_mulx.hpp):
// doubling, mixed additions (variable time with the exceptional cases, the distinct case,
// the zinv frame of gej_add_zinv_var) and the complete constant-time mixed addition.
//
// Layer 2 (group). Used by the MULX builds of the scalar multiplications (ecmult_var.cpp,
// ecmult_const.cpp, chosen by field/field_backend.hpp); call only when
// fe64_mulx_supported(). Each formula is the one of the build tier's function of the same
// name without "64" (group.hpp, group_add_impl.hpp), with subtractions in place of
// negate + add (the 4x64 kernel has no magnitudes). Functions without _var are constant time.
#pragma once

#include "field/field_4x64_mulx.hpp"
#include "field/field_backend.hpp"
#include "group/group.hpp"

#if defined(UFSECP_HAVE_FE64_MULX)
namespace ufsecp {

struct Gej64 {
    Fe64 x, y, z;
    int infinity;
};
struct Ge64 {
    Fe64 x, y;
    int infinity;
};

inline bool fe64_normalizes_to_zero_var(const Fe64& a) {
    Fe64 t;
    fe64_normalize(t, a);
    return (t.n[0] | t.n[1] | t.n[2] | t.n[3]) == 0;
}

// r = 2a (3M + 4S): L = 3/2 X1^2, S = Y1^2, T = X1 S,
// X3 = L^2 - 2T, Y3 = L (T - X3) - S^2, Z3 = Y1 Z1. Constant time; the infinity flag is carried
// through (secp256k1 has no point of order 2, so infinity is the only exceptional input).
UFSECP_INLINE void gej64_double(Gej64& r, const Gej64& a) {
    Fe64 l, s, t, u;
    r.infinity = a.infinity;  // carried through (its coordinates are then meaningless)
    fe64_mul(r.z, a.z, a.y);  // Z3 = Y1 Z1 (a.y read before r.y is written)
    fe64_sqr(s, a.y);         // S = Y1^2
    fe64_sqr(l, a.x);
    fe64_add(u, l, l);
    fe64_add(l, u, l);        // 3 X1^2
    fe64_half(l, l);          // L = 3/2 X1^2
    fe64_mul(t, s, a.x);      // T = X1 S
    fe64_sqr(r.x, l);
    fe64_add(u, t, t);
    fe64_sub(r.x, r.x, u);    // X3 = L^2 - 2T
    fe64_sqr(s, s);           // S^2
    fe64_sub(t, t, r.x);      // T - X3
    fe64_mul(r.y, t, l);
    fe64_sub(r.y, r.y, s);    // Y3 = L (T - X3) - S^2
}

// r = a + b, b affine (8M + 3S), for a and b finite with a != +-b (H != 0); the
// generic case of gej_add_ge_var. With U2 = X2 Z1^2, S2 = Y2 Z1^3, H = U2 - X1, I = S2 - Y1:
// X3 = I^2 - H^3 - 2 X1 H^2, Y3 = I (X1 H^2 - X3) - Y1 H^3, Z3 = Z1 H.
namespace group64_detail {
// H = U2 - X1, I = S2 - Y1 with U2 = X2 z^2, S2 = Y2 z^3 (z = Z1, or Z1 g for a point given
// in a frame scaled by g, as in gej_add_zinv_var).
UFSECP_INLINE void add_ge_hi(Fe64& h, Fe64& i, const Gej64& a, const Ge64& b, const Fe64& z) {
    Fe64 z12, u2, s2;
    fe64_sqr(z12, z);
    fe64_mul(u2, b.x, z12);   // U2
    fe64_mul(s2, b.y, z12);
    fe64_mul(s2, s2, z);      // S2
    fe64_sub(h, u2, a.x);     // H
    fe64_sub(i, s2, a.y);     // I
}
// The sum from H != 0 and I: X3 = I^2 - H^3 - 2 X1 H^2, Y3 = I (X1 H^2 - X3) - Y1 H^3,
// Z3 = Z1 H. r may alias a (a is read in full before r is written).
UFSECP_INLINE void add_ge_finish(Gej64& r, const Gej64& a, const Fe64& h, const Fe64& i) {
    Fe64 h2, h3, t, yh3;
    fe64_sqr(h2, h);
    fe64_mul(h3, h2, h);      // H^3
    fe64_mul(t, a.x, h2);     // X1 H^2
    fe64_mul(yh3, h3, a.y);   // Y1 H^3
    fe64_mul(r.z, a.z, h);    // Z3 = Z1 H
    fe64_sqr(r.x, i);
    fe64_sub(r.x, r.x, h3);
    fe64_sub(r.x, r.x, t);
    fe64_sub(r.x, r.x, t);    // X3
    fe64_sub(t, t, r.x);
    fe64_mul(r.y, t, i);
    fe64_sub(r.y, r.y, yh3);  // Y3
    r.infinity = 0;
}
}  // namespace group64_detail

UFSECP_INLINE void gej64_add_ge_distinct(Gej64& r, const Gej64& a, const Ge64& b) {
    Fe64 h, i;
    group64_detail::add_ge_hi(h, i, a, b, a.z);
    group64_detail::add_ge_finish(r, a, h, i);
}

// ---- variable time (public data only): the infinity flags and the exceptional cases ----

UFSECP_INLINE void gej64_double_var(Gej64& r, const Gej64& a) {
    if (a.infinity) {
        r.infinity = 1;
        return;
    }
    gej64_double(r, a);
    r.infinity = 0;
}

namespace group64_detail {
// a + b when H = 0 (equal x): 2a if I = 0 too, else infinity.
inline void add_equal_x_var(Gej64& r, const Gej64& a, const Fe64& i) {
    if (fe64_normalizes_to_zero_var(i)) {
        gej64_double(r, a);
        r.infinity = 0;
    } else {
        r.infinity = 1;
    }
}
}  // namespace group64_detail

// r = a + b with b affine; any inputs (gej_add_ge_var). 8M + 3S.
inline void gej64_add_ge_var(Gej64& r, const Gej64& a, const Ge64& b) {
    if (b.infinity) {
        r = a;
        return;
    }
    if (a.infinity) {
        r.x = b.x;
        r.y = b.y;
        r.z = Fe64{{1, 0, 0, 0}};
        r.infinity = 0;
        return;
    }
    Fe64 h, i;
    group64_detail::add_ge_hi(h, i, a, b, a.z);
    if (fe64_normalizes_to_zero_var(h)) {
        group64_detail::add_equal_x_var(r, a, i);
        return;
    }
    group64_detail::add_ge_finish(r, a, h, i);
}

// r = a + b' with b' = (b.x, b.y, 1/bzinv) (gej_add_zinv_var): b given in a frame whose Z is
// scaled by bzinv (!= 0). 9M + 3S.
inline void gej64_add_zinv_var(Gej64& r, const Gej64& a, const Ge64& b, const Fe64& bzinv) {
    if (b.infinity) {
        r = a;
        return;
    }
    if (a.infinity) {
        Fe64 g2, g3;
        fe64_sqr(g2, bzinv);
        fe64_mul(g3, g2, bzinv);
        fe64_mul(r.x, b.x, g2);
        fe64_mul(r.y, b.y, g3);
        r.z = Fe64{{1, 0, 0, 0}};
        r.infinity = 0;
        return;
    }
    Fe64 az, h, i;
    fe64_mul(az, a.z, bzinv);  // Z1 g
    group64_detail::add_ge_hi(h, i, a, b, az);
    if (fe64_normalizes_to_zero_var(h)) {
        group64_detail::add_equal_x_var(r, a, i);
        return;
    }
    group64_detail::add_ge_finish(r, a, h, i);
}


// ---- constant time ------------------------------------------------------------------------

// 1 if a = 0 (mod p), else 0. Constant time.
UFSECP_INLINE int fe64_is_zero_ct(const Fe64& a) {
    Fe64 t;
    fe64_normalize(t, a);
    const std::uint64_t z = ct_barrier(t.n[0] | t.n[1] | t.n[2] | t.n[3]);
    return (int)(((z | (0 - z)) >> 63) ^ 1);
}

// r = flag ? a : r (flag 0 or 1), constant time.
UFSECP_INLINE void fe64_cmov(Fe64& r, const Fe64& a, int flag) {
    const std::uint64_t m = ct_mask64(flag);
    for (int i = 0; i < 4; i++) r.n[i] = (r.n[i] & ~m) | (a.n[i] & m);
}

// r = a + b, b affine and not infinity, constant time (7M + 5S): gej_add_ge's complete
// formula (group_add_impl.hpp), which handles a = infinity, a = b and a = -b with cmovs.
// r may alias a.
UFSECP_INLINE void gej64_add_ge(Gej64& r, const Gej64& a, const Ge64& b) {
    const Fe64 zero{{0, 0, 0, 0}};
    Fe64 zz, u1, u2, s1, s2, t, tt, m, m_alt, rr, rr_alt, n, q;
    const int a_inf = a.infinity;
    fe64_sqr(zz, a.z);               // Z1^2
    u1 = a.x;
    fe64_mul(u2, b.x, zz);           // u2
    s1 = a.y;
    fe64_mul(s2, b.y, zz);
    fe64_mul(s2, s2, a.z);           // s2
    fe64_add(t, u1, u2);             // t = u1 + u2
    fe64_add(m, s1, s2);             // m = s1 + s2
    fe64_sqr(rr, t);                 // t^2
    fe64_sub(m_alt, zero, u2);       // -u2
    fe64_mul(tt, u1, m_alt);         // -u1 u2
    fe64_add(rr, rr, tt);            // R = t^2 - u1 u2
    const int degenerate = fe64_is_zero_ct(m) & fe64_is_zero_ct(rr);
    fe64_add(rr_alt, s1, s1);        // 2 s1
    fe64_add(m_alt, m_alt, u1);      // u1 - u2
    fe64_cmov(rr_alt, rr, degenerate ^ 1);  // R
    fe64_cmov(m_alt, m, degenerate ^ 1);    // M
    fe64_sqr(n, m_alt);              // M^2
    fe64_sub(q, zero, t);            // -t
    fe64_mul(q, q, n);               // q = -t M^2
    fe64_sqr(n, n);                  // M^4
    fe64_cmov(n, m, degenerate);     // N: m = 0 (mod p) when degenerate
    fe64_sqr(t, rr_alt);             // R^2
    fe64_mul(r.z, a.z, m_alt);       // Z3 = Z1 M
    fe64_add(t, t, q);               // X3 = R^2 - t M^2
    r.x = t;
    fe64_add(t, t, t);               // 2 X3
    fe64_add(t, t, q);               // 2 X3 - t M^2
    fe64_mul(t, t, rr_alt);          // R (2 X3 - t M^2)
    fe64_add(t, t, n);
    fe64_sub(r.y, zero, t);          // 2 Y3
    fe64_half(r.y, r.y);             // Y3
    // a = infinity: the result is b (with Z = 1).
    const Fe64 one{{1, 0, 0, 0}};
    fe64_cmov(r.x, b.x, a_inf);
    fe64_cmov(r.y, b.y, a_inf);
    fe64_cmov(r.z, one, a_inf);
    r.infinity = fe64_is_zero_ct(r.z);
}

}  // namespace ufsecp
#endif
