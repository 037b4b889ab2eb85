// ufsecp — the odd multiples P, 3P, 5P, ... of a point, as affine points.
//
// Layer 3 (scalar multiplication). Variable time: only for public points (the
// verifier's public key, an ECDH peer's public key, G at table-generation time).
#pragma once

#include <cstddef>

#include "group/group.hpp"

namespace ufsecp {

// out[i] = (2i+1)*p for i < n, using scratch[0..n) (Jacobian) and one field inversion.
// p must not be infinity and must have odd order greater than 2n (true for every point
// of secp256k1's prime-order group), so no multiple is infinity.
inline void odd_multiples_var(Ge* out, Gej* scratch, const Gej& p, std::size_t n) {
    UFSECP_VERIFY_CHECK(!p.infinity && n >= 1);
    Gej twice;
    gej_double_var(twice, p);
    scratch[0] = p;
    for (std::size_t i = 1; i < n; i++) gej_add_var(scratch[i], scratch[i - 1], twice);
    ge_set_all_gej_var(out, scratch, n);
}

// The same multiples of lambda*p: lambda*(x, y) = (beta*x, y).
UFSECP_INLINE void ge_mul_lambda(Ge& r, const Ge& a) {
    r = a;
    fe_mul(r.x, a.x, kBeta);
}

}  // namespace ufsecp
