// ufsecp — MuSig2 NonceAgg of two public nonces on the MULX field backend (see musig.hpp).
//
// Layer 5, public data only (variable time). Why a separate path: aggregating two nonces is
// one field inversion (~1 us) plus about 25 field operations (4 on-curve checks of the
// loaded points, the two chord additions); on the portable 5x52 field those operations and
// the conversions between bytes and limbs cost about as much again as the inversion. Here
// the points go from their stored big-endian bytes straight into 4x64 limbs, every product
// runs on MULX (field/field_4x64_mulx.hpp), and the inversion takes the same limbs
// (modinv62_var), so nothing is converted twice.
//
// The four curve checks do not feed the inversion, so they run inside it (modinv62_var's side
// work, at the start of its second batch), where the inversion's dependency chain leaves
// execution units idle: on AVX-512 IFMA (all four in one 8-lane square and one product, on the
// vector units, which the inversion does not use at all) where the CPU has it, else with
// MULX products. Measured with `ufsecp-bench --musig` (docs/musig.md): checks first 1.38 us,
// MULX checks inside the inversion 1.335 us, IFMA checks inside it 1.27 us, no checks 1.21 us.
#include <cstring>

#include "field/field_backend.hpp"
#include "field/field_ifma8.hpp"
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

// y^2 = x^3 + 7 (pubkey_load's check), without a branch.
bool fe64_on_curve(const Fe64& x, const Fe64& y) {
    Fe64 y2, x3, seven = {{7, 0, 0, 0}};
    fe64_sqr(y2, y);
    fe64_sqr(x3, x);
    fe64_mul(x3, x3, x);
    fe64_add(x3, x3, seven);
    fe64_sub(y2, y2, x3);
    fe64_normalize(y2, y2);
    return (y2.n[0] | y2.n[1] | y2.n[2] | y2.n[3]) == 0;
}

#if defined(UFSECP_FIELD_IFMA8)
// The four curve checks at once on AVX-512 IFMA: lanes 0..3 hold the x coordinates, lanes
// 4..7 the y coordinates; one square gives x^2 and y^2, one product x^3 (lanes 4..7: y^3,
// unused). These run on the vector units, which the inversion leaves idle.
__attribute__((target("avx512f,avx512ifma"))) bool on_curve4_ifma(const Fe64* const* x, const Fe64* const* y) {
    using namespace ifma8;
    alignas(64) std::uint64_t w[4][8];
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 4; k++) w[k][i] = x[i]->n[k], w[k][4 + i] = y[i]->n[k];
    __m512i wv[4];
    for (int k = 0; k < 4; k++) wv[k] = _mm512_load_si512(w[k]);
    const __m512i m52 = _mm512_set1_epi64((long long)kM52);
    // 4x64 -> 5x52; the values are < p, so limb 4 < 2^48 (vmul/vsqr's invariant).
    V5 v;
    v.l[0] = _mm512_and_si512(wv[0], m52);
    v.l[1] = _mm512_and_si512(_mm512_or_si512(shr(wv[0], 52), shl(wv[1], 12)), m52);
    v.l[2] = _mm512_and_si512(_mm512_or_si512(shr(wv[1], 40), shl(wv[2], 24)), m52);
    v.l[3] = _mm512_and_si512(_mm512_or_si512(shr(wv[2], 28), shl(wv[3], 36)), m52);
    v.l[4] = shr(wv[3], 16);
    V5 sq, cu;
    vsqr(sq, v);      // x^2 | y^2
    vmul(cu, sq, v);  // x^3 | y^3
    // d = x^3 + 7 - y^2 + 2p, limb by limb; every limb stays non-negative: limbs 0..3 of
    // y^2 are < 2^52 <= 2p's (~2^53), limb 4 is <= 2^48 < 2p's 2^49 - 2.
    const std::uint64_t twop[5] = {0x1FFFFDFFFFF85Eull, 0x1FFFFFFFFFFFFEull, 0x1FFFFFFFFFFFFEull,
                                   0x1FFFFFFFFFFFFEull, 0x1FFFFFFFFFFFEull};
    const std::uint64_t pl[5] = {0xFFFFEFFFFFC2Full, kM52, kM52, kM52, kM48};
    __m512i d[5];
    for (int k = 0; k < 5; k++) {
        // lanes 4..7 -> 0..3 (the zero-masked form: see shr in field_ifma8.hpp)
        const __m512i y2 = _mm512_maskz_shuffle_i64x2((__mmask8)0xFF, sq.l[k], sq.l[k], 0x4E);
        d[k] = _mm512_sub_epi64(_mm512_add_epi64(cu.l[k], _mm512_set1_epi64((long long)twop[k])), y2);
    }
    d[0] = _mm512_add_epi64(d[0], _mm512_set1_epi64(7));
    // Carry, fold the bits at and above 2^256 (a value below 4) with 2^256 = C, carry again:
    // the value is then below 2^256 + 2^36, and it is 0 mod p iff it is 0 or p (a value
    // at or above 2^256 here is C + something small mod p, never 0).
    for (int k = 0; k < 4; k++) carry(d, k);
    const __m512i top = shr(d[4], 48);
    d[4] = _mm512_and_si512(d[4], _mm512_set1_epi64((long long)kM48));
    d[0] = mlo(d[0], top, _mm512_set1_epi64((long long)kC256));
    for (int k = 0; k < 4; k++) carry(d, k);
    __m512i any = d[0];
    for (int k = 1; k < 5; k++) any = _mm512_or_si512(any, d[k]);
    __mmask8 zero = _mm512_cmpeq_epi64_mask(any, _mm512_setzero_si512());
    __mmask8 isp = 0xFF;
    for (int k = 0; k < 5; k++) isp &= _mm512_cmpeq_epi64_mask(d[k], _mm512_set1_epi64((long long)pl[k]));
    return ((zero | isp) & 0x0F) == 0x0F;
}

#endif

// The curve checks of points (x[i], y[i]), i < 4, coordinates < p.
bool on_curve4(const Fe64* const* x, const Fe64* const* y, NonceAggChecks how) {
#if defined(UFSECP_FIELD_IFMA8)
    if (how != NonceAggChecks::mulx && ifma8_supported()) return on_curve4_ifma(x, y);
#endif
    (void)how;
    bool ok = true;
    for (int i = 0; i < 4; i++) ok &= fe64_on_curve(*x[i], *y[i]);
    return ok;
}

// r <- a^-1, with side(i) run at the start of the inversion's batch i (modinv62_var).
template <class SideWork>
void fe64_inv_var(Fe64& r, const Fe64& a, SideWork&& side) {
    Fe64 t;
    fe64_normalize(t, a);
    Signed62 s;
    signed62_from_u64le(s, t.n);
    modinv62_var(s, fe52_detail::kFieldModInfo62, side);
    signed62_to_u64le(r.n, s);
}

}  // namespace

bool musig_nonce_agg2_mulx(unsigned char out128[128], const unsigned char in0[128], const unsigned char in1[128],
                           NonceAggChecks how) {
    if (field_backend() != FieldBackend::mulx) return false;
    // Points: P_j = (x1[j], y1[j]) of nonce 0, Q_j = (x2[j], y2[j]) of nonce 1, j = half.
    Fe64 x1[2], y1[2], x2[2], y2[2];
    for (int j = 0; j < 2; j++) {
        if (!fe64_load_limit(x1[j], in0 + 64 * j) || !fe64_load_limit(y1[j], in0 + 64 * j + 32) ||
            !fe64_load_limit(x2[j], in1 + 64 * j) || !fe64_load_limit(y2[j], in1 + 64 * j + 32)) {
            return false;
        }
    }
    // P + Q = (l^2 - x1 - x2, l*(x1 - x3) - y1), l = (y2 - y1)/(x2 - x1); one inversion for
    // both denominators. x1 = x2 (a doubling or infinity): the general path.
    Fe64 dx[2], dy[2];
    for (int j = 0; j < 2; j++) {
        fe64_sub(dx[j], x2[j], x1[j]);
        if (fe64_is_zero_var(dx[j])) return false;
        fe64_sub(dy[j], y2[j], y1[j]);
    }
    // The four points' curve checks run as the inversion's side work (see the top of this
    // file); an inversion that ends after one batch leaves them to the line after it. The
    // sums are used only if all four hold.
    const Fe64* px[4] = {&x1[0], &x2[0], &x1[1], &x2[1]};
    const Fe64* py[4] = {&y1[0], &y2[0], &y1[1], &y2[1]};
    bool checked = false, on_curve = false;
    auto checks = [&](int batch) {
        if (batch == 1) on_curve = on_curve4(px, py, how), checked = true;
    };
    Fe64 prod, inv, invj[2];
    fe64_mul(prod, dx[0], dx[1]);
    fe64_inv_var(inv, prod, checks);
    if (!checked) on_curve = on_curve4(px, py, how);
    if (!on_curve) return false;
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

bool musig_nonce_agg2_mulx(unsigned char*, const unsigned char*, const unsigned char*, NonceAggChecks) { return false; }

#endif

}  // namespace ufsecp
