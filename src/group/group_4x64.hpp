// ufsecp — point doubling and mixed addition on the 4x64 MULX field kernel
// (field/field_4x64_mulx.hpp): the two formulas that make up a verification's
// double-and-add chain, written once more on Fe64 so their cost can be measured in
// isolation against the build's tier (ufsecp-bench --internals, tests/test_field_4x64.cpp).
//
// Layer 2 (group). Groundwork for issue 11 item 2, NOT yet used by any operation; call only
// when fe64_mulx_available(). The formulas are gej_double's and gej_add_ge_distinct's
// (group.hpp, group_add_impl.hpp), with subtractions in place of negate + add (the 4x64
// kernel has no magnitudes). Both are constant time (straight-line field code).
#pragma once

#include "field/field_4x64_mulx.hpp"

#if defined(UFSECP_HAVE_FE64_MULX)
namespace ufsecp {

struct Gej64 {
    Fe64 x, y, z;
};
struct Ge64 {
    Fe64 x, y;
};

// r = 2a (3M + 4S): L = 3/2 X1^2, S = Y1^2, T = X1 S,
// X3 = L^2 - 2T, Y3 = L (T - X3) - S^2, Z3 = Y1 Z1. a must not be infinity (no flag here).
UFSECP_INLINE void gej64_double(Gej64& r, const Gej64& a) {
    Fe64 l, s, t, u;
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
UFSECP_INLINE void gej64_add_ge_distinct(Gej64& r, const Gej64& a, const Ge64& b) {
    Fe64 z12, u2, s2, h, i, h2, h3, t, yh3;
    fe64_sqr(z12, a.z);
    fe64_mul(u2, b.x, z12);   // U2
    fe64_mul(s2, b.y, z12);
    fe64_mul(s2, s2, a.z);    // S2
    fe64_sub(h, u2, a.x);     // H
    fe64_sub(i, s2, a.y);     // I
    fe64_sqr(h2, h);
    fe64_mul(h3, h2, h);      // H^3
    fe64_mul(t, a.x, h2);     // X1 H^2
    fe64_mul(yh3, h3, a.y);   // Y1 H^3 (a is read in full before r is written: r may alias a)
    fe64_mul(r.z, a.z, h);    // Z3 = Z1 H
    fe64_sqr(r.x, i);
    fe64_sub(r.x, r.x, h3);
    fe64_sub(r.x, r.x, t);
    fe64_sub(r.x, r.x, t);    // X3 = I^2 - H^3 - 2 X1 H^2
    fe64_sub(t, t, r.x);
    fe64_mul(r.y, t, i);
    fe64_sub(r.y, r.y, yh3);  // Y3 = I (X1 H^2 - X3) - Y1 H^3
}

}  // namespace ufsecp
#endif
