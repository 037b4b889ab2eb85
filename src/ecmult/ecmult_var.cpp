// ufsecp — na*A + ng*G, variable time; the contract is in ecmult_var.hpp.
#include "ecmult/ecmult_var.hpp"

#include "ecmult/ecmult_tables.hpp"
#include "ecmult/odd_multiples.hpp"
#include "ecmult/wnaf.hpp"

namespace ufsecp {

namespace {

constexpr int kWindowA = 5;                        // wNAF width for the point a
constexpr int kTableA = 1 << (kWindowA - 2);       // 8 odd multiples: 1a .. 15a
constexpr int kWnafLen = 129;                      // halves are < 2^128: at most 129 digits

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

}  // namespace

void ecmult_var(Gej& r, const Gej& a, const Scalar& na, const Scalar& ng) {
    int wnaf_a1[kWnafLen], wnaf_a2[kWnafLen], wnaf_g1[kWnafLen], wnaf_g2[kWnafLen];
    int len_a1 = 0, len_a2 = 0, len_g1 = 0, len_g2 = 0;
    Ge pre_a[kTableA], pre_a_lam[kTableA];
    // The a tables share one Z (globalz): the whole sum runs in that frame, G entries join
    // through gej_add_zinv_var, and the result's Z is multiplied by globalz at the end.
    Fe globalz;
    const Fe* zinv = nullptr;

    if (!a.infinity && !scalar_is_zero(na)) {
        Scalar na1, na2;
        scalar_split_lambda(na1, na2, na);
        len_a1 = wnaf_var(wnaf_a1, kWnafLen, na1, kWindowA);
        len_a2 = wnaf_var(wnaf_a2, kWnafLen, na2, kWindowA);
        odd_multiples_globalz_var(pre_a, globalz, a);
        for (int i = 0; i < kTableA; i++) ge_mul_lambda(pre_a_lam[i], pre_a[i]);
        zinv = &globalz;
    }
    if (!scalar_is_zero(ng)) {
        Scalar ng1, ng2;
        scalar_split_128(ng1, ng2, ng);
        len_g1 = wnaf_var(wnaf_g1, kWnafLen, ng1, kWindowG);
        len_g2 = wnaf_var(wnaf_g2, kWnafLen, ng2, kWindowG);
    }

    int bits = len_a1;
    if (len_a2 > bits) bits = len_a2;
    if (len_g1 > bits) bits = len_g1;
    if (len_g2 > bits) bits = len_g2;

    gej_set_infinity(r);
    for (int i = bits - 1; i >= 0; i--) {
        gej_double_var(r, r);
        if (i < len_a1 && wnaf_a1[i]) add_digit_var(r, pre_a, wnaf_a1[i]);
        if (i < len_a2 && wnaf_a2[i]) add_digit_var(r, pre_a_lam, wnaf_a2[i]);
        if (i < len_g1 && wnaf_g1[i]) add_digit_storage_var(r, kPreG, wnaf_g1[i], zinv);
        if (i < len_g2 && wnaf_g2[i]) add_digit_storage_var(r, kPreG128, wnaf_g2[i], zinv);
    }
    if (zinv != nullptr && !r.infinity) fe_mul(r.z, r.z, globalz);
}

}  // namespace ufsecp
