// ufsecp — na*A + ng*G, variable time; the contract is in ecmult_var.hpp.
//
// Two builds of the double-and-add chain, one per field backend (field/field_backend.hpp):
// the portable one on Fe (the build's tier) and one on the 4x64 MULX kernel (Fe64). The
// plan (GLV split, wNAF digits) is shared; each chain builds the key's shared-Z odd multiples
// on its own field (the G tables are FeStorage, already the 4x64 layout) and the MULX chain
// converts its result back to Fe at the end.
#include "ecmult/ecmult_var.hpp"

#include "ecmult/ecmult_tables.hpp"
#include "field/field_backend.hpp"
#include "ecmult/odd_multiples.hpp"
#include "ecmult/odd_multiples_4x64.hpp"
#include "ecmult/wnaf.hpp"
#include "group/group_4x64.hpp"

namespace ufsecp {

namespace {

constexpr int kWindowA = 5;                        // wNAF width for the point a
constexpr int kTableA = 1 << (kWindowA - 2);       // 8 odd multiples: 1a .. 15a
constexpr int kWnafLen = 129;                      // halves are < 2^128: at most 129 digits

// Everything but the chain and the key's tables: digits of the four half-scalars. The key's
// tables share one Z (globalz): the whole sum runs in that frame, G entries join through
// gej_add_zinv_var, and the result's Z is multiplied by globalz at the end.
struct Plan {
    int wnaf_a1[kWnafLen], wnaf_a2[kWnafLen], wnaf_g1[kWnafLen], wnaf_g2[kWnafLen];
    int len_a1 = 0, len_a2 = 0, len_g1 = 0, len_g2 = 0, bits = 0;
    const Gej* a = nullptr;  // the key, when na*a contributes
};

void make_plan(Plan& p, const Gej& a, const Scalar& na, const Scalar& ng) {
    if (!a.infinity && !scalar_is_zero(na)) {
        Scalar na1, na2;
        scalar_split_lambda(na1, na2, na);
        p.len_a1 = wnaf_var(p.wnaf_a1, kWnafLen, na1, kWindowA);
        p.len_a2 = wnaf_var(p.wnaf_a2, kWnafLen, na2, kWindowA);
        p.a = &a;
    }
    if (!scalar_is_zero(ng)) {
        Scalar ng1, ng2;
        scalar_split_128(ng1, ng2, ng);
        p.len_g1 = wnaf_var(p.wnaf_g1, kWnafLen, ng1, kWindowG);
        p.len_g2 = wnaf_var(p.wnaf_g2, kWnafLen, ng2, kWindowG);
    }
    p.bits = p.len_a1;
    if (p.len_a2 > p.bits) p.bits = p.len_a2;
    if (p.len_g1 > p.bits) p.bits = p.len_g1;
    if (p.len_g2 > p.bits) p.bits = p.len_g2;
}

// ---- portable: the build's tier ----------------------------------------------------------

// Add digit d times the table entry (odd multiples, affine) to r.
inline void add_digit_var(Gej& r, const Ge* table, int d) {
    if (d > 0) {
        gej_add_ge_var(r, r, table[(d - 1) / 2]);
    } else {
        Ge neg = table[(-d - 1) / 2];
        fe_negate(neg.y, neg.y, 1);  // table entries have magnitude 1
        gej_add_ge_var(r, r, neg);
    }
}

// The same for a G table (true affine) while r lives in the a-table's global-Z frame
// (zinv = globalz; see odd_multiples_globalz_var).
inline void add_digit_storage_var(Gej& r, const GeStorage* table, int d, const Fe* zinv) {
    Ge p;
    if (d > 0) {
        ge_from_storage(p, table[(d - 1) / 2]);
    } else {
        ge_from_storage(p, table[(-d - 1) / 2]);
        fe_negate(p.y, p.y, 1);
    }
    if (zinv != nullptr) {
        gej_add_zinv_var(r, r, p, *zinv);
    } else {
        gej_add_ge_var(r, r, p);
    }
}

void chain_portable(Gej& r, const Plan& p) {
    Ge pre_a[kTableA], pre_a_lam[kTableA];
    Fe globalz;
    const Fe* zinv = nullptr;
    if (p.a != nullptr) {
        odd_multiples_globalz_var(pre_a, globalz, *p.a);
        for (int i = 0; i < kTableA; i++) ge_mul_lambda(pre_a_lam[i], pre_a[i]);
        zinv = &globalz;
    }
    gej_set_infinity(r);
    for (int i = p.bits - 1; i >= 0; i--) {
        gej_double_var(r, r);
        if (i < p.len_a1 && p.wnaf_a1[i]) add_digit_var(r, pre_a, p.wnaf_a1[i]);
        if (i < p.len_a2 && p.wnaf_a2[i]) add_digit_var(r, pre_a_lam, p.wnaf_a2[i]);
        if (i < p.len_g1 && p.wnaf_g1[i]) add_digit_storage_var(r, kPreG, p.wnaf_g1[i], zinv);
        if (i < p.len_g2 && p.wnaf_g2[i]) add_digit_storage_var(r, kPreG128, p.wnaf_g2[i], zinv);
    }
    if (zinv != nullptr && !r.infinity) fe_mul(r.z, r.z, globalz);
}

// ---- MULX: the same chain on Fe64 --------------------------------------------------------

#if defined(UFSECP_HAVE_FE64_MULX)
inline void add_digit64_var(Gej64& r, const Ge64* table, int d) {
    if (d > 0) {
        gej64_add_ge_var(r, r, table[(d - 1) / 2]);
    } else {
        Ge64 neg = table[(-d - 1) / 2];
        fe64_sub(neg.y, Fe64{{0, 0, 0, 0}}, neg.y);
        gej64_add_ge_var(r, r, neg);
    }
}

inline void add_digit64_storage_var(Gej64& r, const GeStorage* table, int d, const Fe64* zinv) {
    const GeStorage& e = table[(d > 0 ? d - 1 : -d - 1) / 2];
    Ge64 q;
    for (int j = 0; j < 4; j++) q.x.n[j] = e.x.n[j], q.y.n[j] = e.y.n[j];
    q.infinity = 0;
    if (d < 0) fe64_sub(q.y, Fe64{{0, 0, 0, 0}}, q.y);
    if (zinv != nullptr) {
        gej64_add_zinv_var(r, r, q, *zinv);
    } else {
        gej64_add_ge_var(r, r, q);
    }
}

void chain_mulx(Gej& r, const Plan& p) {
    Ge64 pre[kTableA], pre_lam[kTableA];
    Fe64 globalz;
    const Fe64* zinv = nullptr;
    if (p.a != nullptr) {
        Gej64 a64;
        fe64_from_fe_var(a64.x, p.a->x);
        fe64_from_fe_var(a64.y, p.a->y);
        fe64_from_fe_var(a64.z, p.a->z);
        a64.infinity = 0;
        odd_multiples64_globalz_var(pre, globalz, a64);
        for (int i = 0; i < kTableA; i++) ge64_mul_lambda(pre_lam[i], pre[i]);
        zinv = &globalz;
    }
    Gej64 q;
    q.infinity = 1;
    for (int i = p.bits - 1; i >= 0; i--) {
        gej64_double_var(q, q);
        if (i < p.len_a1 && p.wnaf_a1[i]) add_digit64_var(q, pre, p.wnaf_a1[i]);
        if (i < p.len_a2 && p.wnaf_a2[i]) add_digit64_var(q, pre_lam, p.wnaf_a2[i]);
        if (i < p.len_g1 && p.wnaf_g1[i]) add_digit64_storage_var(q, kPreG, p.wnaf_g1[i], zinv);
        if (i < p.len_g2 && p.wnaf_g2[i]) add_digit64_storage_var(q, kPreG128, p.wnaf_g2[i], zinv);
    }
    if (q.infinity) {
        gej_set_infinity(r);
        return;
    }
    if (zinv != nullptr) fe64_mul(q.z, q.z, globalz);
    fe_from_fe64(r.x, q.x);
    fe_from_fe64(r.y, q.y);
    fe_from_fe64(r.z, q.z);
    r.infinity = 0;
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

}  // namespace

void ecmult_var_on(FieldBackend backend, Gej& r, const Gej& a, const Scalar& na, const Scalar& ng) {
    Plan p;
    make_plan(p, a, na, ng);
    chain_for(field_backend_available(backend) ? backend : FieldBackend::portable)(r, p);
}

void ecmult_var(Gej& r, const Gej& a, const Scalar& na, const Scalar& ng) {
    static const ChainFn chain = chain_for(field_backend());
    Plan p;
    make_plan(p, a, na, ng);
    chain(r, p);
}

}  // namespace ufsecp
