// ufsecp — the recoding of ecmult_const (shared with ecmult_const_many): GLV halves made
// odd and cut into 32 signed odd 4-bit digits. Secret data: constant time.
//
// Layer 3 (scalar multiplication).
#pragma once

#include <cstdint>

#include "common/util.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp::ecmult_const_recode {

inline constexpr int kTable = 8;    // odd multiples 1..15
inline constexpr int kDigits = 32;  // 4-bit digits covering 128 bits

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

// Both halves of k: k = s1*(v1 - e1) + s2*(v2 - e2)*lambda, v_i odd, recoded in t_i.
struct Recoded {
    std::uint32_t t1[4], t2[4];
    int neg1, neg2, even1, even2;
};

inline void recode(Recoded& r, const Scalar& k) {
    Scalar k1, k2;
    scalar_split_lambda(k1, k2, k);
    recode_half(r.t1, r.neg1, r.even1, k1);
    recode_half(r.t2, r.neg2, r.even2, k2);
    secure_wipe(k1);
    secure_wipe(k2);
}

}  // namespace ufsecp::ecmult_const_recode
