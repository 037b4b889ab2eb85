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
#include "ecmult/ecmult_const.hpp"

#include <cstdint>

#include "ecmult/odd_multiples.hpp"

namespace ufsecp {

namespace {

constexpr int kTable = 8;    // odd multiples 1..15
constexpr int kDigits = 32;  // 4-bit digits covering 128 bits

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

// Absolute value below 2^128, made odd; returns the 16 bytes of T = (v >> 1) | 2^127
// as 4 little-endian words. neg_out: k was "negative" (high), even_out: 1 was added.
inline void recode_half(std::uint32_t t[4], int& neg_out, int& even_out, Scalar k) {
    neg_out = (int)scalar_is_high(k);
    scalar_cond_negate(k, neg_out);
    even_out = (int)scalar_is_even(k);
    scalar_cadd_bit(k, 0, even_out);
    unsigned char b[32];
    scalar_get_b32(b, k);
    std::uint32_t v[5];
    for (int i = 0; i < 4; i++) v[i] = read_be32(b + 28 - 4 * i);
    v[4] = 0;  // bits 128.. are zero: |k| < 2^128
    for (int i = 0; i < 4; i++) t[i] = (v[i] >> 1) | (v[i + 1] << 31);
    t[3] |= 0x80000000u;
    secure_wipe(b, sizeof(b));
    secure_wipe(v, sizeof(v));
    secure_wipe(k);
}

// Digit j of the recoding in t: returns the table index, sets neg when d_j < 0.
inline std::uint32_t digit(const std::uint32_t t[4], int j, int& neg) {
    const std::uint32_t nib = (t[j >> 3] >> ((j & 7) * 4)) & 15;
    const std::uint32_t top = nib >> 3;
    neg = (int)(top ^ 1);
    return (nib & 7) ^ ((top - 1) & 7);
}

}  // namespace

void ecmult_const(Gej& r, const Ge& a, const Scalar& k) {
    UFSECP_VERIFY_CHECK(!a.infinity);
    // Tables of odd multiples of a (public) and of lambda*a.
    // They share one Z (globalz, public): the sum below runs in that frame, and its Z is
    // multiplied by globalz at the end (see odd_multiples_globalz_var).
    Ge pre[kTable], pre_lam[kTable];
    Fe globalz;
    {
        Gej aj;
        gej_set_ge(aj, a);
        odd_multiples_globalz_var(pre, globalz, aj);
        for (int i = 0; i < kTable; i++) ge_mul_lambda(pre_lam[i], pre[i]);
    }

    Scalar k1, k2;
    scalar_split_lambda(k1, k2, k);
    std::uint32_t t1[4], t2[4];
    int neg1, neg2, even1, even2;
    recode_half(t1, neg1, even1, k1);
    recode_half(t2, neg2, even2, k2);

    Ge p;
    int dneg;
    std::uint32_t idx;
    idx = digit(t1, kDigits - 1, dneg);
    lookup_ct(p, pre, idx, dneg ^ neg1);
    gej_set_ge(r, p);
    idx = digit(t2, kDigits - 1, dneg);
    lookup_ct(p, pre_lam, idx, dneg ^ neg2);
    gej_add_ge(r, r, p);
    for (int j = kDigits - 2; j >= 0; j--) {
        for (int d = 0; d < 4; d++) gej_double(r, r);
        idx = digit(t1, j, dneg);
        lookup_ct(p, pre, idx, dneg ^ neg1);
        gej_add_ge(r, r, p);
        idx = digit(t2, j, dneg);
        lookup_ct(p, pre_lam, idx, dneg ^ neg2);
        gej_add_ge(r, r, p);
    }

    // Corrections for the 1 added to even halves: subtract s_i * (a or lambda*a).
    Gej t;
    lookup_ct(p, pre, 0, neg1 ^ 1);
    gej_add_ge(t, r, p);
    fe_cmov(r.x, t.x, even1);
    fe_cmov(r.y, t.y, even1);
    fe_cmov(r.z, t.z, even1);
    r.infinity = (r.infinity & (even1 ^ 1)) | (t.infinity & even1);
    lookup_ct(p, pre_lam, 0, neg2 ^ 1);
    gej_add_ge(t, r, p);
    fe_cmov(r.x, t.x, even2);
    fe_cmov(r.y, t.y, even2);
    fe_cmov(r.z, t.z, even2);
    r.infinity = (r.infinity & (even2 ^ 1)) | (t.infinity & even2);
    fe_mul(r.z, r.z, globalz);  // back to the curve's frame (Z = 0 stays 0)

    secure_wipe(k1);
    secure_wipe(k2);
    secure_wipe(t1, sizeof(t1));
    secure_wipe(t2, sizeof(t2));
    secure_wipe(p);
    secure_wipe(t);
    neg1 = neg2 = even1 = even2 = dneg = 0;
    idx = 0;
}

}  // namespace ufsecp
