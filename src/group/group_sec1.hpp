// ufsecp — SEC1 encodings of points (public keys).
//
// Layer 2 (group). Variable time: public keys are public.
//
// Accepted on parse (exactly what libsecp256k1's secp256k1_ec_pubkey_parse accepts):
//   33 bytes  02|x or 03|x         compressed; y chosen by the prefix's parity
//   65 bytes  04|x|y               uncompressed
//   65 bytes  06|x|y or 07|x|y     "hybrid": uncompressed plus a parity byte that must
//                                  match y (06 even, 07 odd)
// x and y must be below p and the point must be on the curve. Anything else is rejected.
#pragma once

#include <cstddef>

#include "group/group.hpp"

namespace ufsecp {

inline bool ge_parse_sec1(Ge& r, const unsigned char* in, std::size_t len) {
    Fe x, y;
    if (len == 33 && (in[0] == 0x02 || in[0] == 0x03)) {
        return fe_set_b32_limit(x, in + 1) && ge_set_xo_var(r, x, in[0] == 0x03);
    }
    if (len == 65 && (in[0] == 0x04 || in[0] == 0x06 || in[0] == 0x07)) {
        if (!fe_set_b32_limit(x, in + 1) || !fe_set_b32_limit(y, in + 33)) return false;
        if (in[0] != 0x04 && (int)fe_is_odd(y) != (in[0] == 0x07)) return false;
        ge_set_xy(r, x, y);
        return ge_is_valid_var(r);
    }
    return false;
}

// Writes 33 (compressed) or 65 bytes to out and sets *len. Returns false for infinity
// (which has no SEC1 encoding here) and then writes nothing.
inline bool ge_serialize_sec1(unsigned char* out, std::size_t* len, const Ge& a, bool compressed) {
    if (a.infinity) return false;
    Fe x = a.x, y = a.y;
    fe_normalize_var(x);
    fe_normalize_var(y);
    if (compressed) {
        out[0] = fe_is_odd(y) ? 0x03 : 0x02;
        fe_get_b32(out + 1, x);
        *len = 33;
    } else {
        out[0] = 0x04;
        fe_get_b32(out + 1, x);
        fe_get_b32(out + 33, y);
        *len = 65;
    }
    return true;
}

}  // namespace ufsecp
