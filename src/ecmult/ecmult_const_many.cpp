// ufsecp — ecmult_const_many: one secret scalar, many public points (ecmult_const_many.hpp).
//
// The IFMA kernel (x86-64, 5x52 tier, CPU with AVX-512F + IFMA; compiled with the default
// flags, the vector code enabled per function with a target attribute and run only after the
// CPU check): 16 points at a time, in two vectors of 8 lanes ("V5": one zmm register per
// 52-bit limb, as lift_many_ifma.cpp). All lanes share k, so they share its digits: every
// step is the same instruction sequence for all lanes and for every k.
//   Tables (public): for each point, its odd multiples 1a..15a in a shared-Z frame
//     (odd_multiples_globalz_var, scalar code), transposed into lanes; lambda images by one
//     lane-wise multiplication of x by beta.
//   Chain (secret digits): ecmult_const's: 124 Jacobian doublings (dbl-2009-l, 2M + 5S),
//     66 mixed additions (8M + 3S), each after a scan of all 8 entries with masks and a masked
//     negation; the two even corrections as additions selected by masks.
//   The mixed addition is the incomplete one: when the accumulator and the entry have equal x
//     (a partial sum of k's digits times a equal to +-an entry) its Z becomes 0 and stays 0.
//     The final Z of each lane is tested (constant time), the bit declassified, and such a lane
//     is recomputed with ecmult_const (complete formulas). Reaching it needs a discrete-log
//     relation between k and a.
// Field bounds (every value fed to a multiplication): limbs 0..3 < 2^52, limb 4 < 2^49, the
// invariant of lift_many_ifma.cpp's vmul/vsqr (value < 2^257, not reduced). Sums and
// differences are brought back by vnorm (carry, fold the bits at 2^256 with 2^256 mod p).
// Subtraction adds 4p first: 4p's limbs (>= 2^54 - 2^34, limb 4 = 2^50 - 4) exceed every
// limb of a value within the invariant, so no limb goes negative.
#include "ecmult/ecmult_const_many.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_const_recode.hpp"
#include "ecmult/odd_multiples.hpp"
#include "field/field_ifma8.hpp"

#if defined(UFSECP_FIELD_IFMA8)
#define UFSECP_ECM_IFMA 1
#endif

namespace ufsecp {

#if defined(UFSECP_ECM_IFMA)

namespace {

using namespace ecmult_const_recode;
using namespace ifma8;

#define UFSECP_IFMA_FN __attribute__((target("avx512f,avx512ifma")))

constexpr int kVecs = 2;  // vectors interleaved: 16 points per group
constexpr std::size_t kGroup = 8 * kVecs;

// 4p in 52-bit limbs.
constexpr std::uint64_t k4P0 = 0xFFFFEFFFFFC2Full * 4, k4P1 = 0xFFFFFFFFFFFFFull * 4, k4P4 = 0xFFFFFFFFFFFFull * 4;

// Limbs below 2^62 (any value) back to the invariant.
UFSECP_IFMA_INLINE void vnorm(V5& a) {
    const __m512i cc = _mm512_set1_epi64((long long)kC256);
    const __m512i m48 = _mm512_set1_epi64((long long)kM48);
    #pragma GCC unroll 16
    for (int k = 0; k < 4; k++) carry(a.l, k);
    const __m512i top = shr(a.l[4], 48);  // < 2^15: top * C < 2^48, exact in lo52
    a.l[4] = _mm512_and_si512(a.l[4], m48);
    a.l[0] = mlo(a.l[0], top, cc);
    #pragma GCC unroll 16
    for (int k = 0; k < 4; k++) carry(a.l, k);
}

UFSECP_IFMA_INLINE void vadd(V5& r, const V5& a, const V5& b) {
    #pragma GCC unroll 16
    for (int k = 0; k < 5; k++) r.l[k] = _mm512_add_epi64(a.l[k], b.l[k]);
    vnorm(r);
}

// r = a - b (+ 4p).
UFSECP_IFMA_INLINE void vsub(V5& r, const V5& a, const V5& b) {
    const __m512i p0 = _mm512_set1_epi64((long long)k4P0);
    const __m512i p1 = _mm512_set1_epi64((long long)k4P1);
    const __m512i p4 = _mm512_set1_epi64((long long)k4P4);
    r.l[0] = _mm512_sub_epi64(_mm512_add_epi64(a.l[0], p0), b.l[0]);
    #pragma GCC unroll 16
    for (int k = 1; k < 4; k++) r.l[k] = _mm512_sub_epi64(_mm512_add_epi64(a.l[k], p1), b.l[k]);
    r.l[4] = _mm512_sub_epi64(_mm512_add_epi64(a.l[4], p4), b.l[4]);
    vnorm(r);
}

// r = a * 2^s (s <= 3).
UFSECP_IFMA_INLINE void vshl(V5& r, const V5& a, unsigned s) {
    #pragma GCC unroll 16
    for (int k = 0; k < 5; k++) r.l[k] = shl(a.l[k], s);
    vnorm(r);
}

// r = m ? b : r, m all ones or all zeros in every lane.
UFSECP_IFMA_INLINE void vcmov(V5& r, const V5& b, __m512i m) {
    #pragma GCC unroll 16
    for (int k = 0; k < 5; k++) r.l[k] = _mm512_xor_si512(r.l[k], _mm512_and_si512(_mm512_xor_si512(r.l[k], b.l[k]), m));
}

struct VGe {
    V5 x, y;
};
struct VGej {
    V5 x, y, z;
};

// dbl-2009-l (a = 0): 2M + 5S. Z = 0 stays 0.
UFSECP_IFMA_INLINE void vdouble(VGej& r) {
    V5 a, b, c, d, e, f, t;
    vsqr(a, r.x);
    vsqr(b, r.y);
    vsqr(c, b);
    vadd(t, r.x, b);
    vsqr(t, t);
    vsub(t, t, a);
    vsub(t, t, c);
    vshl(d, t, 1);  // D = 2((X + B)^2 - A - C)
    vadd(e, a, a);
    vadd(e, e, a);  // E = 3A
    vsqr(f, e);
    vmul(r.z, r.y, r.z);
    vshl(r.z, r.z, 1);  // Z3 = 2YZ
    vshl(t, d, 1);
    vsub(r.x, f, t);  // X3 = F - 2D
    vsub(t, d, r.x);
    vmul(t, e, t);
    vshl(c, c, 3);
    vsub(r.y, t, c);  // Y3 = E(D - X3) - 8C
}

// r += q (q affine). Incomplete: equal x gives Z = 0 (see the top of the file).
UFSECP_IFMA_INLINE void vadd_ge(VGej& r, const VGe& q) {
    V5 z2, u2, s2, h, rr, hh, hhh, v, t;
    vsqr(z2, r.z);
    vmul(u2, q.x, z2);
    vmul(s2, r.z, z2);
    vmul(s2, q.y, s2);
    vsub(h, u2, r.x);
    vsub(rr, s2, r.y);
    vsqr(hh, h);
    vmul(hhh, h, hh);
    vmul(v, r.x, hh);
    vmul(r.z, r.z, h);
    vsqr(t, rr);
    vsub(t, t, hhh);
    vsub(t, t, v);
    vsub(r.x, t, v);  // X3 = R^2 - H^3 - 2V
    vsub(t, v, r.x);
    vmul(t, rr, t);
    vmul(hhh, r.y, hhh);
    vsub(r.y, t, hhh);  // Y3 = R(V - X3) - Y1 H^3
}

UFSECP_IFMA_INLINE __m512i mask_of(int bit) { return _mm512_set1_epi64(-(long long)(std::uint64_t)(bit & 1)); }

// r = sign * tab[idx] for each vector, scanning every entry.
UFSECP_IFMA_INLINE void vlookup(VGe* r, const VGe (*tab)[kTable], std::uint32_t idx, int neg) {
    #pragma GCC unroll 16
    for (int v = 0; v < kVecs; v++) r[v] = tab[v][0];
    #pragma GCC unroll 16
    for (int j = 1; j < kTable; j++) {
        const __m512i m = mask_of(ct_eq_u32((std::uint32_t)j, idx));
        #pragma GCC unroll 16
        for (int v = 0; v < kVecs; v++) {
            vcmov(r[v].x, tab[v][j].x, m);
            vcmov(r[v].y, tab[v][j].y, m);
        }
    }
    const __m512i mn = mask_of(neg);
    const V5 zero{{_mm512_setzero_si512(), _mm512_setzero_si512(), _mm512_setzero_si512(), _mm512_setzero_si512(),
                   _mm512_setzero_si512()}};
    #pragma GCC unroll 16
    for (int v = 0; v < kVecs; v++) {
        V5 ny;
        vsub(ny, zero, r[v].y);
        vcmov(r[v].y, ny, mn);
    }
}

UFSECP_IFMA_INLINE V5 load_lanes(const std::uint64_t (*buf)[8]) {
    V5 r;
    for (int k = 0; k < 5; k++) r.l[k] = _mm512_loadu_si512(buf[k]);
    return r;
}

// Work of one group, kept off the stack of the caller (about 45 KiB).
struct Group {
    VGe pre[kVecs][kTable], lam[kVecs][kTable];
    V5 gz[kVecs];
    alignas(64) std::uint64_t buf[5][8];
};

// Fe (any magnitude) -> 52-bit limbs within the invariant (normalized: public values).
inline void put_lane(std::uint64_t (*buf)[8], int lane, Fe x) {
    fe_normalize_var(x);
    for (int k = 0; k < 5; k++) buf[k][lane] = x.n[k];
}

UFSECP_IFMA_FN void group_ifma(Gej* r, const Ge* a, std::size_t cnt, const Recoded& rc, Group& g) {
    // Tables (public), lane by lane; padding lanes repeat the first point.
    {
        Ge pre[kGroup][kTable];
        Fe gz[kGroup];
        for (std::size_t i = 0; i < kGroup; i++) {
            if (i < cnt) {
                Gej aj;
                gej_set_ge(aj, a[i]);
                odd_multiples_globalz_var(pre[i], gz[i], aj);
            } else {
                for (int j = 0; j < kTable; j++) pre[i][j] = pre[0][j];
                gz[i] = gz[0];
            }
        }
        Fe beta;
        {
            static const unsigned char kBetaB[32] = {0x7a, 0xe9, 0x6a, 0x2b, 0x65, 0x7c, 0x07, 0x10, 0x6e, 0x64, 0x47,
                                                     0x9e, 0xac, 0x34, 0x34, 0xe9, 0x9c, 0xf0, 0x49, 0x75, 0x12, 0xf5,
                                                     0x89, 0x95, 0xc1, 0x39, 0x6c, 0x28, 0x71, 0x95, 0x01, 0xee};
            fe_set_b32_limit(beta, kBetaB);
        }
        for (int l = 0; l < 8; l++) put_lane(g.buf, l, beta);
        const V5 vbeta = load_lanes(g.buf);
        for (int v = 0; v < kVecs; v++) {
            for (int j = 0; j < kTable; j++) {
                for (int l = 0; l < 8; l++) put_lane(g.buf, l, pre[v * 8 + l][j].x);
                g.pre[v][j].x = load_lanes(g.buf);
                for (int l = 0; l < 8; l++) put_lane(g.buf, l, pre[v * 8 + l][j].y);
                g.pre[v][j].y = load_lanes(g.buf);
                g.lam[v][j].y = g.pre[v][j].y;
                vmul(g.lam[v][j].x, g.pre[v][j].x, vbeta);
            }
            for (int l = 0; l < 8; l++) put_lane(g.buf, l, gz[v * 8 + l]);
            g.gz[v] = load_lanes(g.buf);
        }
    }

    // The chain (secret digits, the same for every lane).
    VGej q[kVecs];
    VGe p[kVecs];
    int dneg;
    std::uint32_t idx;
    for (int l = 0; l < 8; l++) {
        g.buf[0][l] = 1;
        for (int k = 1; k < 5; k++) g.buf[k][l] = 0;
    }
    const V5 one = load_lanes(g.buf);
    idx = digit(rc.t1, kDigits - 1, dneg);
    vlookup(p, g.pre, idx, dneg ^ rc.neg1);
    for (int v = 0; v < kVecs; v++) {
        q[v].x = p[v].x;
        q[v].y = p[v].y;
        q[v].z = one;
    }
    idx = digit(rc.t2, kDigits - 1, dneg);
    vlookup(p, g.lam, idx, dneg ^ rc.neg2);
    for (int v = 0; v < kVecs; v++) vadd_ge(q[v], p[v]);
#pragma GCC unroll 1
    for (int j = kDigits - 2; j >= 0; j--) {
#pragma GCC unroll 1
        for (int d = 0; d < 4; d++)
            for (int v = 0; v < kVecs; v++) vdouble(q[v]);
        idx = digit(rc.t1, j, dneg);
        vlookup(p, g.pre, idx, dneg ^ rc.neg1);
        for (int v = 0; v < kVecs; v++) vadd_ge(q[v], p[v]);
        idx = digit(rc.t2, j, dneg);
        vlookup(p, g.lam, idx, dneg ^ rc.neg2);
        for (int v = 0; v < kVecs; v++) vadd_ge(q[v], p[v]);
    }
    // The corrections for the 1 added to even halves, selected by masks.
    const __m512i me1 = mask_of(rc.even1), me2 = mask_of(rc.even2);
    vlookup(p, g.pre, 0, rc.neg1 ^ 1);
    for (int v = 0; v < kVecs; v++) {
        VGej t = q[v];
        vadd_ge(t, p[v]);
        vcmov(q[v].x, t.x, me1);
        vcmov(q[v].y, t.y, me1);
        vcmov(q[v].z, t.z, me1);
        secure_wipe(&t, sizeof(t));
    }
    vlookup(p, g.lam, 0, rc.neg2 ^ 1);
    for (int v = 0; v < kVecs; v++) {
        VGej t = q[v];
        vadd_ge(t, p[v]);
        vcmov(q[v].x, t.x, me2);
        vcmov(q[v].y, t.y, me2);
        vcmov(q[v].z, t.z, me2);
        secure_wipe(&t, sizeof(t));
        vmul(q[v].z, q[v].z, g.gz[v]);  // back to the curve's frame
    }

    // Out of the lanes.
    for (int v = 0; v < kVecs; v++) {
        const V5* src[3] = {&q[v].x, &q[v].y, &q[v].z};
        Fe out[3][8];
        for (int c = 0; c < 3; c++) {
            for (int k = 0; k < 5; k++) _mm512_store_si512(g.buf[k], src[c]->l[k]);
            for (int l = 0; l < 8; l++) {
                for (int k = 0; k < 5; k++) out[c][l].n[k] = g.buf[k][l];
                fe52_detail::set_mag(out[c][l], 1, 0);  // limbs within magnitude 1 (invariant)
            }
        }
        for (int l = 0; l < 8; l++) {
            const std::size_t i = (std::size_t)(v * 8 + l);
            if (i >= cnt) break;
            r[i].x = out[0][l];
            r[i].y = out[1][l];
            r[i].z = out[2][l];
            r[i].infinity = 0;
        }
        secure_wipe(out, sizeof(out));
    }
    secure_wipe(q, sizeof(q));
    secure_wipe(p, sizeof(p));
    secure_wipe(g.buf, sizeof(g.buf));
    dneg = 0;
    idx = 0;
}

bool detect() {
    const char* env = std::getenv("UFSECP_ECMULT_MANY");
    if (env != nullptr && std::strcmp(env, "portable") == 0) return false;
    return ifma8_supported();
}

}  // namespace

bool ecmult_const_many_ifma_available() {
    static const bool available = detect();
    return available;
}

void ecmult_const_many(Gej* r, const Ge* a, std::size_t n, const Scalar& k) {
    if (!ecmult_const_many_ifma_available()) {
        for (std::size_t i = 0; i < n; i++) ecmult_const(r[i], a[i], k);
        return;
    }
    Recoded rc;
    recode(rc, k);
    Group* g = new Group;  // may throw std::bad_alloc before anything is written
    for (std::size_t i = 0; i < n; i += kGroup) {
        const std::size_t cnt = n - i < kGroup ? n - i : kGroup;
        group_ifma(r + i, a + i, cnt, rc, *g);
        // A lane whose Z is 0 met an exceptional case of the incomplete addition: redo it with
        // the complete formulas (the declassified bit is the only k-dependent branch).
        for (std::size_t j = 0; j < cnt; j++)
            if (declassified((int)fe_normalizes_to_zero(r[i + j].z))) ecmult_const(r[i + j], a[i + j], k);
    }
    secure_wipe(g, sizeof(Group));
    delete g;
    secure_wipe(rc);
}

#else  // no IFMA build

bool ecmult_const_many_ifma_available() { return false; }

void ecmult_const_many(Gej* r, const Ge* a, std::size_t n, const Scalar& k) {
    for (std::size_t i = 0; i < n; i++) ecmult_const(r[i], a[i], k);
}

#endif

}  // namespace ufsecp
