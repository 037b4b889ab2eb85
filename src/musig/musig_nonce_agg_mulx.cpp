// ufsecp — MuSig2 NonceAgg of two public nonces on the MULX field backend (see musig.hpp).
//
// Layer 5, public data only (variable time). Why a separate path: aggregating two nonces is
// one field inversion (~1 us) plus about 25 field operations (4 on-curve checks of the
// loaded points, the two chord additions); on the portable 5x52 field those operations and
// the conversions between bytes and limbs cost about as much again as the inversion. Here
// the points go from their stored big-endian bytes straight into 4x64 limbs, every product
// runs on MULX (field/field_4x64_mulx.hpp), and the inversion takes the same limbs
// (modinv62_var), so nothing is converted twice.
#include <cstring>

#include "field/field_backend.hpp"
#include "musig/musig.hpp"

namespace ufsecp {

#if defined(UFSECP_HAVE_FE64_MULX)
namespace {

// 32 big-endian bytes <-> limbs, a word at a time (x86-64 only: little-endian words, so
// one byte swap each).
inline void load_be(Fe64& r, const unsigned char* b32) {
    for (int i = 0; i < 4; i++) {
        std::uint64_t w;
        std::memcpy(&w, b32 + 8 * (3 - i), 8);
        r.n[i] = __builtin_bswap64(w);
    }
}
inline void store_be(unsigned char* b32, const Fe64& a) {
    Fe64 t;
    fe64_normalize(t, a);
    for (int i = 0; i < 4; i++) {
        const std::uint64_t w = __builtin_bswap64(t.n[i]);
        std::memcpy(b32 + 8 * (3 - i), &w, 8);
    }
}

// 32 big-endian bytes -> limbs; false if the value is >= p (as fe_set_b32_limit).
bool fe64_load_limit(Fe64& r, const unsigned char* b32) {
    load_be(r, b32);
    const bool high = (r.n[3] & r.n[2] & r.n[1]) == ~std::uint64_t(0);
    return !(high && r.n[0] >= 0xFFFFFFFEFFFFFC2Full);
}

bool fe64_is_zero_var(const Fe64& a) {
    Fe64 t;
    fe64_normalize(t, a);
    return (t.n[0] | t.n[1] | t.n[2] | t.n[3]) == 0;
}

bool fe64_eq_var(const Fe64& a, const Fe64& b) {
    Fe64 d;
    fe64_sub(d, a, b);
    return fe64_is_zero_var(d);
}

// (x, y) from 64 bytes x || y, both < p and y^2 = x^3 + 7 (pubkey_load's checks).
bool point64_load(Fe64& x, Fe64& y, const unsigned char* in64) {
    if (!fe64_load_limit(x, in64) || !fe64_load_limit(y, in64 + 32)) return false;
    Fe64 y2, x3, seven = {{7, 0, 0, 0}};
    fe64_sqr(y2, y);
    fe64_sqr(x3, x);
    fe64_mul(x3, x3, x);
    fe64_add(x3, x3, seven);
    return fe64_eq_var(y2, x3);
}

void fe64_inv_var(Fe64& r, const Fe64& a) {
    Fe64 t;
    fe64_normalize(t, a);
    Signed62 s;
    signed62_from_u64le(s, t.n);
    modinv62_var(s, fe52_detail::kFieldModInfo62);
    signed62_to_u64le(r.n, s);
}

}  // namespace

bool musig_nonce_agg2_mulx(unsigned char out128[128], const unsigned char in0[128], const unsigned char in1[128]) {
    if (field_backend() != FieldBackend::mulx) return false;
    // Points: P_j = (x1[j], y1[j]) of nonce 0, Q_j = (x2[j], y2[j]) of nonce 1, j = half.
    Fe64 x1[2], y1[2], x2[2], y2[2];
    for (int j = 0; j < 2; j++) {
        if (!point64_load(x1[j], y1[j], in0 + 64 * j) || !point64_load(x2[j], y2[j], in1 + 64 * j)) return false;
    }
    // P + Q = (l^2 - x1 - x2, l*(x1 - x3) - y1), l = (y2 - y1)/(x2 - x1); one inversion for
    // both denominators. x1 = x2 (a doubling or infinity): the general path.
    Fe64 dx[2], dy[2];
    for (int j = 0; j < 2; j++) {
        fe64_sub(dx[j], x2[j], x1[j]);
        if (fe64_is_zero_var(dx[j])) return false;
        fe64_sub(dy[j], y2[j], y1[j]);
    }
    Fe64 prod, inv, invj[2];
    fe64_mul(prod, dx[0], dx[1]);
    fe64_inv_var(inv, prod);
    fe64_mul(invj[0], inv, dx[1]);
    fe64_mul(invj[1], inv, dx[0]);
    for (int j = 0; j < 2; j++) {
        Fe64 l, x3, y3, t;
        fe64_mul(l, dy[j], invj[j]);
        fe64_sqr(x3, l);
        fe64_sub(x3, x3, x1[j]);
        fe64_sub(x3, x3, x2[j]);
        fe64_sub(t, x1[j], x3);
        fe64_mul(y3, l, t);
        fe64_sub(y3, y3, y1[j]);
        store_be(out128 + 64 * j, x3);  // canonical (normalized) bytes
        store_be(out128 + 64 * j + 32, y3);
    }
    return true;
}

#else

bool musig_nonce_agg2_mulx(unsigned char*, const unsigned char*, const unsigned char*) { return false; }

#endif

}  // namespace ufsecp
