// ufsecp — k*P in constant time; the contract is in ecmult_const.hpp.
//
// Method: GLV split plus signed odd 4-bit digits.
//  1. k = k1 + lambda*k2 (mod n) with |k1|, |k2| < 2^127.4 (scalar_split_lambda); the
//     signs are moved onto the points: k = s1*|k1| + s2*|k2|*lambda, s_i = +-1.
//  2. Each |k_i| is made odd by adding 1 when even (the extra point is subtracted at the
//     end, with an unconditional addition and a cmov). Now 0 < v_i < 2^128, odd.
//  3. v_i = sum_{j < 32} d_j 16^j with odd d_j in [-15, 15] (the same recoding as
//     ecmult_gen: d_j = 2*b_j - 15 for the nibbles b_j of (v >> 1) | 2^127).
//  4. Horner from the top nibble: 4 doublings, then one lookup-and-add for each half,
//     from tables of 1a, 3a, ..., 15a and their lambda images. Lookups scan all 8
//     entries with cmov; the sign is applied with a cmov of -y.
// Cost: 124 doublings, 66 constant-time mixed additions, 64 table scans; the (public)
// table is built without inversion in a shared-Z frame (odd_multiples_globalz_var).
//
// Two builds of the chain (steps 4 and the corrections), one per field backend
// (field/field_backend.hpp): the portable one on Fe and one on the 4x64 MULX kernel
// (Fe64), both constant time, each building the (public) tables on its own field; the
// recoding is shared.
#include "ecmult/ecmult_const.hpp"

#include <cstdint>

#include "field/field_backend.hpp"
#include "ecmult/ecmult_const_recode.hpp"
#include "ecmult/odd_multiples.hpp"
#include "ecmult/odd_multiples_4x64.hpp"
#include "group/group_4x64.hpp"

namespace ufsecp {

namespace {

using namespace ecmult_const_recode;

// r = sign * table[idx], scanning every entry. neg is 0/1.
inline void lookup_ct(Ge& r, const Ge* table, std::uint32_t idx, int neg) {
    r = table[0];
    for (int j = 1; j < kTable; j++) {
        const int hit = ct_eq_u32((std::uint32_t)j, idx);
        fe_cmov(r.x, table[j].x, hit);
        fe_cmov(r.y, table[j].y, hit);
    }
    Fe ny;
    fe_negate(ny, r.y, 1);
    fe_cmov(r.y, ny, neg);
    r.infinity = 0;
}

// Everything but the chain: the point (public) and the recoded halves (secret).
struct Plan {
    const Ge* a;
    std::uint32_t t1[4], t2[4];
    int neg1, neg2, even1, even2;
};

// ---- portable: the build's tier ----------------------------------------------------------

void chain_portable(Gej& r, const Plan& pl) {
    // Tables of odd multiples of a (public) and of lambda*a. They share one Z (globalz,
    // public): the sum runs in that frame, and its Z is multiplied by globalz at the end
    // (see odd_multiples_globalz_var).
    Ge pre[kTable], pre_lam[kTable];
    Fe globalz;
    {
        Gej aj;
        gej_set_ge(aj, *pl.a);
        odd_multiples_globalz_var(pre, globalz, aj);
        for (int i = 0; i < kTable; i++) ge_mul_lambda(pre_lam[i], pre[i]);
    }
    Ge p;
    int dneg;
    std::uint32_t idx;
    idx = digit(pl.t1, kDigits - 1, dneg);
    lookup_ct(p, pre, idx, dneg ^ pl.neg1);
    gej_set_ge(r, p);
    idx = digit(pl.t2, kDigits - 1, dneg);
    lookup_ct(p, pre_lam, idx, dneg ^ pl.neg2);
    gej_add_ge(r, r, p);
    for (int j = kDigits - 2; j >= 0; j--) {
        for (int d = 0; d < 4; d++) gej_double(r, r);
        idx = digit(pl.t1, j, dneg);
        lookup_ct(p, pre, idx, dneg ^ pl.neg1);
        gej_add_ge(r, r, p);
        idx = digit(pl.t2, j, dneg);
        lookup_ct(p, pre_lam, idx, dneg ^ pl.neg2);
        gej_add_ge(r, r, p);
    }

    // Corrections for the 1 added to even halves: subtract s_i * (a or lambda*a).
    Gej t;
    lookup_ct(p, pre, 0, pl.neg1 ^ 1);
    gej_add_ge(t, r, p);
    fe_cmov(r.x, t.x, pl.even1);
    fe_cmov(r.y, t.y, pl.even1);
    fe_cmov(r.z, t.z, pl.even1);
    r.infinity = (r.infinity & (pl.even1 ^ 1)) | (t.infinity & pl.even1);
    lookup_ct(p, pre_lam, 0, pl.neg2 ^ 1);
    gej_add_ge(t, r, p);
    fe_cmov(r.x, t.x, pl.even2);
    fe_cmov(r.y, t.y, pl.even2);
    fe_cmov(r.z, t.z, pl.even2);
    r.infinity = (r.infinity & (pl.even2 ^ 1)) | (t.infinity & pl.even2);
    fe_mul(r.z, r.z, globalz);  // back to the curve's frame (Z = 0 stays 0)

    secure_wipe(p);
    secure_wipe(t);
    dneg = 0;
    idx = 0;
}

// ---- MULX: the same chain on Fe64 --------------------------------------------------------

#if defined(UFSECP_HAVE_FE64_MULX)
inline void lookup64_ct(Ge64& r, const Ge64* table, std::uint32_t idx, int neg) {
    r = table[0];
    for (int j = 1; j < kTable; j++) {
        const int hit = ct_eq_u32((std::uint32_t)j, idx);
        fe64_cmov(r.x, table[j].x, hit);
        fe64_cmov(r.y, table[j].y, hit);
    }
    Fe64 ny;
    fe64_sub(ny, Fe64{{0, 0, 0, 0}}, r.y);
    fe64_cmov(r.y, ny, neg);
    r.infinity = 0;
}

// The corrections' conditional addition: r = flag ? r + p : r.
inline void cond_add64(Gej64& r, const Ge64& p, int flag) {
    Gej64 t;
    gej64_add_ge(t, r, p);
    fe64_cmov(r.x, t.x, flag);
    fe64_cmov(r.y, t.y, flag);
    fe64_cmov(r.z, t.z, flag);
    r.infinity = (r.infinity & (flag ^ 1)) | (t.infinity & flag);
    secure_wipe(t);
}

void chain_mulx(Gej& r, const Plan& pl) {
    Ge64 pre[kTable], pre_lam[kTable];  // public, as in chain_portable
    Fe64 globalz;
    {
        Gej64 aj;
        fe64_from_fe_var(aj.x, pl.a->x);
        fe64_from_fe_var(aj.y, pl.a->y);
        aj.z = Fe64{{1, 0, 0, 0}};
        aj.infinity = 0;
        odd_multiples64_globalz_var(pre, globalz, aj);
        for (int i = 0; i < kTable; i++) ge64_mul_lambda(pre_lam[i], pre[i]);
    }

    Gej64 q;
    Ge64 p;
    int dneg;
    std::uint32_t idx;
    idx = digit(pl.t1, kDigits - 1, dneg);
    lookup64_ct(p, pre, idx, dneg ^ pl.neg1);
    q.x = p.x;
    q.y = p.y;
    q.z = Fe64{{1, 0, 0, 0}};
    q.infinity = 0;
    idx = digit(pl.t2, kDigits - 1, dneg);
    lookup64_ct(p, pre_lam, idx, dneg ^ pl.neg2);
    gej64_add_ge(q, q, p);
    for (int j = kDigits - 2; j >= 0; j--) {
        for (int d = 0; d < 4; d++) gej64_double(q, q);
        idx = digit(pl.t1, j, dneg);
        lookup64_ct(p, pre, idx, dneg ^ pl.neg1);
        gej64_add_ge(q, q, p);
        idx = digit(pl.t2, j, dneg);
        lookup64_ct(p, pre_lam, idx, dneg ^ pl.neg2);
        gej64_add_ge(q, q, p);
    }
    lookup64_ct(p, pre, 0, pl.neg1 ^ 1);
    cond_add64(q, p, pl.even1);
    lookup64_ct(p, pre_lam, 0, pl.neg2 ^ 1);
    cond_add64(q, p, pl.even2);
    fe64_mul(q.z, q.z, globalz);  // back to the curve's frame (Z = 0 stays 0)

    fe_from_fe64(r.x, q.x);
    fe_from_fe64(r.y, q.y);
    fe_from_fe64(r.z, q.z);
    r.infinity = q.infinity;
    secure_wipe(q);
    secure_wipe(p);
    dneg = 0;
    idx = 0;
}
#endif

using ChainFn = void (*)(Gej&, const Plan&);

// The chain of backend b; the caller has checked that b can run here.
ChainFn chain_for(FieldBackend b) {
#if defined(UFSECP_HAVE_FE64_MULX)
    if (b == FieldBackend::mulx) return &chain_mulx;
#endif
    (void)b;
    return &chain_portable;
}

void make_plan(Plan& pl, const Ge& a, const Scalar& k) {
    pl.a = &a;
    Scalar k1, k2;
    scalar_split_lambda(k1, k2, k);
    recode_half(pl.t1, pl.neg1, pl.even1, k1);
    recode_half(pl.t2, pl.neg2, pl.even2, k2);
    secure_wipe(k1);
    secure_wipe(k2);
}

void run(ChainFn chain, Gej& r, const Ge& a, const Scalar& k) {
    UFSECP_VERIFY_CHECK(!a.infinity);
    Plan pl;
    make_plan(pl, a, k);
    chain(r, pl);
    secure_wipe(pl);  // the recoded halves are secret
}

}  // namespace

void ecmult_const(Gej& r, const Ge& a, const Scalar& k) {
    static const ChainFn chain = chain_for(field_backend());
    run(chain, r, a, k);
}

void ecmult_const_on(FieldBackend backend, Gej& r, const Ge& a, const Scalar& k) {
    run(chain_for(field_backend_available(backend) ? backend : FieldBackend::portable), r, a, k);
}

}  // namespace ufsecp
