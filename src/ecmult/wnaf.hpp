// ufsecp — width-w non-adjacent form of a scalar, for variable-time multiplication.
//
// Layer 3 (scalar multiplication). Variable time: public scalars only.
#pragma once

#include <cstring>

#include "scalar/scalar.hpp"

namespace ufsecp {

// Writes the wNAF of a into out[0..len): a = sum out[i] * 2^i, every nonzero digit odd
// with |digit| < 2^(w-1), and any two nonzero digits at least w positions apart.
// Returns one past the position of the highest nonzero digit (0 for a = 0).
// A scalar whose top bit is set is treated as the negative number a - n, so "short"
// scalars (GLV halves, which are either below 2^128 or above n - 2^128) give short
// expansions. Requires 2 <= w <= 31 and len large enough: len >= bits(|a|) + 1.
inline int wnaf_var(int* out, int len, const Scalar& a, int w) {
    UFSECP_VERIFY_CHECK(w >= 2 && w <= 31 && len > 0 && len <= 256);
    std::memset(out, 0, sizeof(int) * (std::size_t)len);
    Scalar s = a;
    int sign = 1;
    if (scalar_get_bits_var(s, 255, 1)) {
        scalar_negate(s, s);
        sign = -1;
    }
    int carry = 0, last = -1;
    for (int bit = 0; bit < len;) {
        // Skip bits that, with the carry, are zero.
        if ((int)scalar_get_bits_var(s, (unsigned)bit, 1) == carry) {
            bit++;
            continue;
        }
        const int now = (w < len - bit) ? w : len - bit;
        int word = (int)scalar_get_bits_var(s, (unsigned)bit, (unsigned)now) + carry;
        carry = (word >> (w - 1)) & 1;  // digit >= 2^(w-1): use the negative odd digit
        word -= carry << w;
        out[bit] = sign * word;
        last = bit;
        bit += now;
    }
    UFSECP_VERIFY_CHECK(carry == 0);
    return last + 1;
}

}  // namespace ufsecp
