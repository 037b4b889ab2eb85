// ufsecp — helpers shared by the adaptor-signature files (src/adaptor).
//
// Layer 6 (protocols). Includes group/ and hash/ only.
#pragma once

#include <cstddef>

#include "group/group.hpp"
#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"

namespace ufsecp::adaptor_detail {

// SEC1 compressed encoding of a finite point with normalized coordinates, constant time (no
// branch on y's parity: the prefix is computed). For points derived from secret nonces
// before they are published; ge_set_gej leaves coordinates normalized.
inline void ge_compress_ct(unsigned char out33[33], const Ge& a) {
    out33[0] = static_cast<unsigned char>(0x02 | static_cast<unsigned>(fe_is_odd(a.y)));
    fe_get_b32(out33 + 1, a.x);
}

// The same for a point that may carry unnormalized coordinates (public points).
inline void ge_compress_var(unsigned char out33[33], const Ge& a) {
    Ge t = a;
    fe_normalize_var(t.x);
    fe_normalize_var(t.y);
    ge_compress_ct(out33, t);
}

// tagged_hash_init for a string literal tag.
template <std::size_t N>
inline Sha256 tagged(const char (&tag)[N]) {
    return tagged_hash_init(reinterpret_cast<const unsigned char*>(tag), N - 1);
}

}  // namespace ufsecp::adaptor_detail
