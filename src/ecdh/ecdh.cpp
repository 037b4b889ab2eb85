// ufsecp — ECDH: implementation of ecdh/ecdh.hpp.
//
// Layer 4. Constant time in the secret key: the validity flag is folded in with masks
// (scalar_cmov, ct_memzero_if), the product uses ecmult_const and ge_set_gej, and the
// output hash is SHA-256 (constant time in its data).
#include "ecdh/ecdh.hpp"

#include "ecmult/ecmult_const.hpp"
#include "hash/sha256.hpp"
#include "keys/keys.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {

bool ecdh_point(unsigned char x32[32], unsigned char y32[32], const Ge& pub, const unsigned char seckey32[32]) {
    UFSECP_VERIFY_CHECK(!ge_is_infinity(pub));
    Scalar d, one;
    const int ok = scalar_set_b32_seckey(d, seckey32) ? 1 : 0;
    scalar_set_int(one, 1);
    scalar_cmov(d, one, ok ^ 1);
    Gej sj;
    ecmult_const(sj, pub, d);
    Ge s;
    ge_set_gej(s, sj);  // pub has order n and 0 < d < n: finite; normalized, constant time
    fe_get_b32(x32, s.x);
    fe_get_b32(y32, s.y);
    keys_detail::ct_memzero_if(x32, 32, ok ^ 1);
    keys_detail::ct_memzero_if(y32, 32, ok ^ 1);
    secure_wipe(d);
    secure_wipe(sj);
    secure_wipe(s);
    return ok != 0;
}

bool ecdh_sha256(unsigned char out32[32], const Ge& pub, const unsigned char seckey32[32]) {
    unsigned char x[32], y[32];
    const bool ok = ecdh_point(x, y, pub, seckey32);
    unsigned char prefix[1] = {static_cast<unsigned char>(0x02 | (y[31] & 1))};
    Sha256 h;
    h.write(prefix, 1);
    h.write(x, 32);
    h.finalize(out32);  // wipes the hasher
    keys_detail::ct_memzero_if(out32, 32, ok ? 0 : 1);
    secure_wipe(x, sizeof(x));
    secure_wipe(y, sizeof(y));
    secure_wipe(prefix, sizeof(prefix));
    return ok;
}

bool ecdh_xonly(unsigned char out32[32], const Ge& pub, const unsigned char seckey32[32]) {
    unsigned char y[32];
    const bool ok = ecdh_point(out32, y, pub, seckey32);
    secure_wipe(y, sizeof(y));
    return ok;
}

}  // namespace ufsecp
