// ufsecp — k*G in constant time; the contract is in ecmult_gen.hpp.
//
// Method: signed odd digits. For odd s < 2^256 and digits of B bits,
//     s = sum_{i < W} d_i * 2^(B*i),   d_i = 2*b_i - (2^B - 1)  (odd, |d_i| < 2^B),
// where b_i are the B-bit windows of  T = (s - 1)/2 + 2^(B*W - 1) = (s >> 1) | 2^(B*W - 1)
// (substitute and the sum telescopes to s). Every d_i is a nonzero odd number, so each
// window adds exactly one table point +-(2j+1)*2^(B*i)*G, found by scanning all 2^(B-1)
// entries of window i with cmov; there are no doublings at all.
// Even k is handled as -( (n - k)*G ) (n is odd, so n - k is odd), and k = 0 as 1 with
// the result masked to infinity. The partial sums are odd integers below 2^(B*i) < n,
// never 0 mod n, and gej_add_ge is complete for our inputs anyway (it handles equal
// and opposite points and an infinite accumulator).
#include "ecmult/ecmult_gen.hpp"

#include <cstdint>

#include "ecmult/ecmult_tables.hpp"

namespace ufsecp {

namespace {

constexpr int kWords = (kGenBits * kGenWindows + 31) / 32;  // words of T (>= 8)

// Bits [pos, pos + kGenBits) of the little-endian word array t; pos is public.
inline std::uint32_t window_bits(const std::uint32_t* t, int pos) {
    const int w = pos >> 5, sh = pos & 31;
    std::uint64_t two = t[w];
    if (w + 1 < kWords) two |= (std::uint64_t)t[w + 1] << 32;
    return (std::uint32_t)(two >> sh) & ((1u << kGenBits) - 1);
}

}  // namespace

void ecmult_gen(Gej& r, const Scalar& k) {
    Scalar s = k, one;
    scalar_set_int(one, 1);
    const int zero = (int)scalar_is_zero(s);
    scalar_cmov(s, one, zero);
    const int even = (int)scalar_is_even(s);
    scalar_cond_negate(s, even);  // s is odd now

    // T = (s >> 1) | 2^(B*W - 1), as little-endian 32-bit words.
    unsigned char b32[32];
    scalar_get_b32(b32, s);
    std::uint32_t t[kWords + 1] = {0};
    for (int i = 0; i < 8; i++) t[i] = read_be32(b32 + 28 - 4 * i);
    for (int i = 0; i < 8; i++) t[i] = (t[i] >> 1) | (i + 1 < 8 ? t[i + 1] << 31 : 0);
    t[(kGenBits * kGenWindows - 1) >> 5] |= 1u << ((kGenBits * kGenWindows - 1) & 31);

    GeStorage sel;
    Ge p;
    Fe neg_y;
    for (int i = 0; i < kGenWindows; i++) {
        const std::uint32_t bits = window_bits(t, i * kGenBits);
        const std::uint32_t top = bits >> (kGenBits - 1);       // 1: digit positive
        const std::uint32_t low_mask = (1u << (kGenBits - 1)) - 1;
        // |d| = 2*idx + 1 with idx = low bits (positive digit) or their complement (negative).
        const std::uint32_t idx = (bits & low_mask) ^ ((top - 1) & low_mask);
        sel = kGenTable[i][0];
        for (int j = 1; j < kGenEntries; j++) ge_storage_cmov(sel, kGenTable[i][j], ct_eq_u32((std::uint32_t)j, idx));
        ge_from_storage(p, sel);
        fe_negate(neg_y, p.y, 1);
        fe_cmov(p.y, neg_y, (int)(top ^ 1));
        if (i == 0) {
            gej_set_ge(r, p);
        } else {
            gej_add_ge(r, r, p);
        }
    }

    // Undo the negation used for even k, and mask k = 0 to infinity.
    fe_normalize_weak(r.y);
    fe_negate(neg_y, r.y, 1);
    fe_cmov(r.y, neg_y, even);
    r.infinity = zero;

    secure_wipe(s);
    secure_wipe(b32, sizeof(b32));
    secure_wipe(t, sizeof(t));
    secure_wipe(sel);
    secure_wipe(p);
    secure_wipe(neg_y);
}

}  // namespace ufsecp
