// ufsecp — point addition and batch affine conversion; the contracts are in group/group.hpp.
//
// Layer 2 (group). Included at the end of group.hpp only.
// Each line's trailing (k) is the magnitude of the value just computed.
#pragma once

namespace ufsecp {

namespace group_detail {

// The sum a + b when H = 0 (equal x): 2a when I = 0 too (equal points), else infinity
// (opposite points). Variable time.
UFSECP_INLINE void add_equal_x_var(Gej& r, const Gej& a, const Fe& i) {
    if (fe_normalizes_to_zero_var(i)) {
        gej_double(r, a);
    } else {
        gej_set_infinity(r);
    }
}

}  // namespace group_detail

// In all three additions r may alias a or b: every input coordinate is read before the
// output coordinate that could overwrite it is written.
inline void gej_add_var(Gej& r, const Gej& a, const Gej& b) {
    if (a.infinity) {
        r = b;
        return;
    }
    if (b.infinity) {
        r = a;
        return;
    }
    Fe z22, z12, u1, u2, s1, s2, h, i, h2, h3, t;
    fe_sqr(z22, b.z);                // (1)
    fe_sqr(z12, a.z);                // (1)
    fe_mul(u1, a.x, z22);            // U1 (1)
    fe_mul(u2, b.x, z12);            // U2 (1)
    fe_mul(s1, a.y, z22);
    fe_mul(s1, s1, b.z);             // S1 (1)
    fe_mul(s2, b.y, z12);
    fe_mul(s2, s2, a.z);             // S2 (1)
    fe_negate(h, u1, 1);
    fe_add(h, u2);                   // H = U2 - U1 (3)
    fe_negate(i, s2, 1);
    fe_add(i, s1);                   // I = S1 - S2 (3)
    if (fe_normalizes_to_zero_var(h)) {
        group_detail::add_equal_x_var(r, a, i);
        return;
    }
    r.infinity = 0;
    fe_mul(t, h, b.z);
    fe_mul(r.z, a.z, t);             // Z3 = Z1 Z2 H (1)
    fe_sqr(h2, h);                   // H^2 (1)
    fe_negate(h2, h2, 1);            // -H^2 (2)
    fe_mul(h3, h2, h);               // -H^3 (1)
    fe_mul(t, u1, h2);               // -U1 H^2 (1)
    fe_sqr(r.x, i);                  // I^2 (1)
    fe_add(r.x, h3);                 // (2)
    fe_add(r.x, t);                  // (3)
    fe_add(r.x, t);                  // X3 = I^2 - H^3 - 2 U1 H^2 (4)
    fe_add(t, r.x);                  // X3 - U1 H^2 (5)
    fe_mul(r.y, t, i);               // I (X3 - U1 H^2) (1)
    fe_mul(h3, h3, s1);              // -S1 H^3 (1)
    fe_add(r.y, h3);                 // Y3 (2)
}

namespace group_detail {

// The two halves of a + b with b affine (8M + 3S together), without branches.
// add_ge_hi: H = U2 - X1 and I = Y1 - S2, where U2 = X2 z^2, S2 = Y2 z^3 with z = Z1
// (or Z1 g for a b given in a frame scaled by g, see gej_add_zinv_var).
UFSECP_INLINE void add_ge_hi(Fe& h, Fe& i, const Gej& a, const Ge& b, const Fe& z) {
    Fe z12, u2, s2;
    fe_sqr(z12, z);                  // (1)
    fe_mul(u2, b.x, z12);            // U2 (1); U1 = X1
    fe_mul(s2, b.y, z12);
    fe_mul(s2, s2, z);               // S2 (1); S1 = Y1
    fe_negate(h, a.x, 4);
    fe_add(h, u2);                   // H = U2 - X1 (6)
    fe_negate(i, s2, 1);
    fe_add(i, a.y);                  // I = Y1 - S2 (6)
}
// add_ge_finish: the sum from H and I, valid when H != 0 (a != +-b) and a is finite.
UFSECP_INLINE void add_ge_finish(Gej& r, const Gej& a, const Fe& h, const Fe& i) {
    Fe h2, h3, t;
    r.infinity = 0;
    fe_sqr(h2, h);                   // (1)
    fe_negate(h2, h2, 1);            // -H^2 (2)
    fe_mul(h3, h2, h);               // -H^3 (1)
    fe_mul(t, a.x, h2);              // -X1 H^2 (1)
    fe_mul(r.z, a.z, h);             // Z3 = Z1 H (1)
    fe_sqr(r.x, i);                  // (1)
    fe_add(r.x, h3);                 // (2)
    fe_add(r.x, t);                  // (3)
    fe_add(r.x, t);                  // X3 (4)
    fe_add(t, r.x);                  // X3 - X1 H^2 (5)
    fe_mul(h3, h3, a.y);             // -Y1 H^3 (1), read before r.y is written (r may alias a)
    fe_mul(r.y, t, i);               // (1)
    fe_add(r.y, h3);                 // Y3 (2)
}

}  // namespace group_detail

inline void gej_add_ge_var(Gej& r, const Gej& a, const Ge& b) {
    if (a.infinity) {
        gej_set_ge(r, b);
        return;
    }
    if (b.infinity) {
        r = a;
        return;
    }
    Fe h, i;
    group_detail::add_ge_hi(h, i, a, b, a.z);
    if (fe_normalizes_to_zero_var(h)) {
        group_detail::add_equal_x_var(r, a, i);
        return;
    }
    group_detail::add_ge_finish(r, a, h, i);
}

inline void gej_add_ge_distinct(Gej& r, const Gej& a, const Ge& b) {
    UFSECP_VERIFY_CHECK(!a.infinity && !b.infinity);
    Fe h, i;
    group_detail::add_ge_hi(h, i, a, b, a.z);
    UFSECP_VERIFY_CHECK(!fe_normalizes_to_zero_var(h));
    group_detail::add_ge_finish(r, a, h, i);
}

inline void gej_add_ge_var_zr(Gej& r, const Gej& a, const Ge& b, Fe& zr) {
    UFSECP_VERIFY_CHECK(!a.infinity);
    if (b.infinity) {
        r = a;
        fe_set_int(zr, 1);
        return;
    }
    Fe h, i;
    group_detail::add_ge_hi(h, i, a, b, a.z);
    if (fe_normalizes_to_zero_var(h)) {
        if (fe_normalizes_to_zero_var(i)) {
            zr = a.y;                // gej_double: Z3 = Y1 Z1
            fe_normalize_weak(zr);   // (1)
            gej_double(r, a);
        } else {
            fe_clear(zr);
            gej_set_infinity(r);
        }
        return;
    }
    fe_normalize_weak(h);            // (1)
    zr = h;
    group_detail::add_ge_finish(r, a, h, i);
}

// With g = bzinv and b' = (bx, by, 1/g): scaling b' by g gives (bx g^2, by g^3, 1), and
// scaling the whole sum formula by g, U1 = X1, U2 = bx (Z1 g)^2, S1 = Y1,
// S2 = by (Z1 g)^3, and Z3 = Z1 H: the mixed formulas with Z1 g in place of Z1 for U2, S2.
inline void gej_add_zinv_var(Gej& r, const Gej& a, const Ge& b, const Fe& bzinv) {
    if (b.infinity) {
        r = a;
        return;
    }
    if (a.infinity) {
        Fe g2, g3;
        fe_sqr(g2, bzinv);
        fe_mul(g3, g2, bzinv);
        fe_mul(r.x, b.x, g2);
        fe_mul(r.y, b.y, g3);
        fe_set_int(r.z, 1);
        r.infinity = 0;
        return;
    }
    Fe az, h, i;
    fe_mul(az, a.z, bzinv);          // Z1 g (1)
    group_detail::add_ge_hi(h, i, a, b, az);
    if (fe_normalizes_to_zero_var(h)) {
        group_detail::add_equal_x_var(r, a, i);
        return;
    }
    group_detail::add_ge_finish(r, a, h, i);  // Z3 = Z1 H
}

// Constant-time mixed addition by the unified ("Brier-Joye") slope
//     lambda = (x1^2 + x1 x2 + x2^2) / (y1 + y2),
// which equals the chord slope for distinct points and the tangent slope when a = b,
// so doubling needs no branch. In Jacobian terms (u1 = X1, u2 = x2 Z1^2, s1 = Y1,
// s2 = y2 Z1^3, t = u1 + u2, m = s1 + s2):  lambda = R / (M Z1) with R = t^2 - u1 u2,
// M = m. The formula breaks down only when both m = 0 and R = 0, i.e. y1 = -y2 and
// x1 = beta^k x2 with x1 != x2; then the chord slope R = s1 - s2 = 2 s1, M = u1 - u2
// is used instead (selected by cmov). With Z3 = M Z1:
//     X3 = R^2 - t M^2,   2 Y3 = R (t M^2 - 2 X3) - N,
// where N = m M^3 = M^4 in the normal case and 0 in the degenerate one.
// a = -b gives M = m = 0 with R != 0, so Z3 = 0: the result is infinity, detected from
// Z3. a = infinity is handled by a final cmov of b. b must not be infinity.
inline void gej_add_ge(Gej& r, const Gej& a, const Ge& b) {
    UFSECP_VERIFY_CHECK(!b.infinity);
    Fe zz, u1, u2, s1, s2, t, tt, m, m_alt, rr, rr_alt, n, q;
    fe_sqr(zz, a.z);                 // Z1^2 (1)
    u1 = a.x;                        // u1 (<= 4): only multiplied, added and negated
    fe_mul(u2, b.x, zz);             // u2 (1)
    s1 = a.y;
    fe_normalize_weak(s1);           // s1 (1)
    fe_mul(s2, b.y, zz);
    fe_mul(s2, s2, a.z);             // s2 (1)
    t = u1;
    fe_add(t, u2);                   // t = u1 + u2 (5)
    m = s1;
    fe_add(m, s2);                   // m = s1 + s2 (2)
    fe_sqr(rr, t);                   // t^2 (1)
    fe_negate(m_alt, u2, 1);         // -u2 (2)
    fe_mul(tt, u1, m_alt);           // -u1 u2 (1)
    fe_add(rr, tt);                  // R = t^2 - u1 u2 (2)
    const int degenerate = (int)fe_normalizes_to_zero(m) & (int)fe_normalizes_to_zero(rr);  // no && (no branch)
    rr_alt = s1;
    fe_mul_int(rr_alt, 2);           // 2 s1 (2)
    fe_add(m_alt, u1);               // u1 - u2 (6)
    fe_cmov(rr_alt, rr, !degenerate);  // R (2)
    fe_cmov(m_alt, m, !degenerate);    // M (6)
    fe_sqr(n, m_alt);                // M^2 (1)
    fe_negate(q, t, 5);              // -t (6)
    fe_mul(q, q, n);                 // q = -t M^2 (1)
    fe_sqr(n, n);                    // M^4 (1)
    fe_cmov(n, m, degenerate);       // N: m = 0 (mod p) when degenerate (2)
    fe_sqr(t, rr_alt);               // R^2 (1)
    fe_mul(r.z, a.z, m_alt);         // Z3 = Z1 M (1)
    fe_add(t, q);                    // X3 = R^2 - t M^2 (2)
    r.x = t;
    fe_mul_int(t, 2);                // 2 X3 (4)
    fe_add(t, q);                    // 2 X3 - t M^2 (5)
    fe_mul(t, t, rr_alt);            // R (2 X3 - t M^2) (1)
    fe_add(t, n);                    // (3)
    fe_negate(r.y, t, 3);            // 2 Y3 (4)
    fe_half(r.y);                    // Y3 (3)

    // a = infinity: the result is b (with Z = 1).
    Fe one;
    fe_set_int(one, 1);
    fe_cmov(r.x, b.x, a.infinity);
    fe_cmov(r.y, b.y, a.infinity);
    fe_cmov(r.z, one, a.infinity);
    r.infinity = (int)fe_normalizes_to_zero(r.z);
}

inline void ge_set_all_gej_var(Ge* r, const Gej* a, std::size_t n) {
    // Prefix products of the non-infinite Z's, kept in r[i].x as scratch.
    std::size_t last = n;  // index of the last non-infinite input
    Fe acc;
    fe_set_int(acc, 1);
    for (std::size_t i = 0; i < n; i++) {
        if (a[i].infinity) continue;
        if (last == n) {
            r[i].x = a[i].z;
        } else {
            fe_mul(r[i].x, r[last].x, a[i].z);
        }
        last = i;
    }
    if (last == n) {  // every input is infinity
        for (std::size_t i = 0; i < n; i++) ge_set_infinity(r[i]);
        return;
    }
    Fe u;
    fe_inv_var(u, r[last].x);  // 1 / (product of all Z's)
    // Walk back: zi_i = u * prefix_{i-1}; then u *= Z_i.
    std::size_t i = last;
    for (;;) {
        std::size_t prev = i;
        bool has_prev = false;
        while (prev > 0) {
            prev--;
            if (!a[prev].infinity) {
                has_prev = true;
                break;
            }
        }
        Fe zi;
        if (has_prev) {
            fe_mul(zi, r[prev].x, u);
            fe_mul(u, u, a[i].z);
        } else {
            zi = u;
        }
        ge_set_gej_zinv(r[i], a[i], zi);
        fe_normalize_var(r[i].x);
        fe_normalize_var(r[i].y);
        if (!has_prev) break;
        i = prev;
    }
    for (std::size_t j = 0; j < n; j++)
        if (a[j].infinity) ge_set_infinity(r[j]);
}

}  // namespace ufsecp
