// ufsecp — modular inversion by safegcd (Bernstein–Yang divsteps), signed 62-bit limbs.
//
// Layer: src/modinv. Includes only common/util.hpp and std headers. Used by the 5x52
// field tier and the 4x64 scalar tier; needs unsigned __int128 (UFSECP_HAVE_INT128),
// so the whole body is compiled only where that type exists (see modinv32.hpp for the
// portable 30-bit version).
//
// Contract:
//   * Signed62 holds value = sum v[i] * 2^(62 i). "Canonical" means v[0..3] in [0, 2^62)
//     and v[4] the (signed) rest; every value handed in or out of the public functions
//     is canonical and non-negative.
//   * ModInfo62 describes an odd modulus M, 1 < M < 2^256, with canonical limbs and
//     modulus_inv62 = M^-1 mod 2^62. Build it with modinfo62_from_u64le (constexpr).
//   * modinv62(x, mod):     x <- x^-1 mod M. Constant time (no branch or memory index on
//     x). Input x in [0, M), canonical. Output in [0, M), canonical. 0 maps to 0.
//     Precondition: gcd(x, M) = 1 or x = 0 (always true for a prime M).
//   * modinv62_var(x, mod): same result, variable time; for public inputs only.
//     modinv62_var(x, mod, side) also calls side(i) at the start of batch i: a caller's
//     independent work, run in the shadow of the batches' dependency chain.
//
// How it works (see /work/shared/specs/safegcd_implementation.md for the derivation):
// keep f, g (start M, x) and d, e (start 0, 1) with d*x = f and e*x = g (mod M). Each
// divstep halves g after making it even; |f| and |g| never grow, and after enough steps
// g = 0 and f = ±gcd = ±1, so x^-1 = ±d. Steps are batched: a batch looks only at the
// low 62 bits of f and g, produces a 2x2 integer matrix t (the product of the batch's
// step matrices, scaled by 2^62), and t/2^62 is then applied once to the full-size
// f, g (exact division) and to d, e (division by 2^62 modulo M).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

#include "common/util.hpp"

#if defined(UFSECP_HAVE_INT128)

namespace ufsecp {

struct Signed62 {
    std::int64_t v[5];
};

struct ModInfo62 {
    Signed62 modulus;             // canonical limbs of the odd modulus M
    std::uint64_t modulus_inv62;  // M^-1 mod 2^62
};

namespace modinv62_detail {

__extension__ typedef __int128 i128;

inline constexpr std::uint64_t kMask62 = (std::uint64_t(1) << 62) - 1;

// A batch's transition matrix [[u, v], [q, r]], scaled so that applying it means
// "multiply by the matrix, then divide by 2^62". Invariant: |u|+|v| <= 2^62 and
// |q|+|r| <= 2^62 (each divstep matrix has row sums of absolute values <= 2, and the
// scaling makes the product's bound exactly 2^62), so every entry fits in int64.
struct Trans62 {
    std::int64_t u, v, q, r;
};

constexpr void from_u64le(Signed62& r, const std::uint64_t a[4]) {
    r.v[0] = static_cast<std::int64_t>(a[0] & kMask62);
    r.v[1] = static_cast<std::int64_t>(((a[0] >> 62) | (a[1] << 2)) & kMask62);
    r.v[2] = static_cast<std::int64_t>(((a[1] >> 60) | (a[2] << 4)) & kMask62);
    r.v[3] = static_cast<std::int64_t>(((a[2] >> 58) | (a[3] << 6)) & kMask62);
    r.v[4] = static_cast<std::int64_t>(a[3] >> 56);  // 256 - 248 = 8 bits
}

// M^-1 mod 2^62 for odd M (only its low limb matters). x = m is already an inverse
// mod 2^3 (odd squares are 1 mod 8); each Newton step x <- x (2 - m x) doubles the
// number of correct low bits: 3, 6, 12, 24, 48, 96 >= 62.
constexpr std::uint64_t inverse_mod_2to62(std::uint64_t m) {
    std::uint64_t x = m;
    for (int i = 0; i < 5; ++i) x *= 2 - m * x;
    return x & kMask62;
}

// Sign (-1, 0, 1) of a - k*b, where a has `len` meaningful limbs (limbs at index >= len
// are ignored; every limb may be any int64, e.g. a folded top limb) and b is canonical.
// Variable time and slow-ish: used only by UFSECP_VERIFY range checks.
inline int cmp_scaled(const Signed62& a, int len, const Signed62& b, std::int64_t k) {
    i128 c = 0;
    std::uint64_t low_bits = 0;
    for (int i = 0; i < 5; ++i) {
        if (i < len) c += a.v[i];
        c -= static_cast<i128>(b.v[i]) * k;
        if (i < 4) {
            low_bits |= static_cast<std::uint64_t>(c) & kMask62;
            c >>= 62;  // floor division: the limbs taken off are in [0, 2^62)
        }
    }
    if (c < 0) return -1;
    return (c > 0 || low_bits != 0) ? 1 : 0;
}

// Debug-only range check: lo*M < a < hi*M, where lo_incl / hi_incl turn either
// comparison into <=.
inline bool in_range(const Signed62& a, int len, const Signed62& m, std::int64_t lo, bool lo_incl,
                     std::int64_t hi, bool hi_incl) {
    const int c_lo = cmp_scaled(a, len, m, lo);
    const int c_hi = cmp_scaled(a, len, m, hi);
    return (lo_incl ? c_lo >= 0 : c_lo > 0) && (hi_incl ? c_hi <= 0 : c_hi < 0);
}

inline bool limbs_canonical(const Signed62& a) {
    for (int i = 0; i < 4; ++i)
        if (a.v[i] < 0 || static_cast<std::uint64_t>(a.v[i]) > kMask62) return false;
    return true;
}

// det(t) must be 2^steps times the square of the scaling factor; a cheap sanity check
// that the batch really is a product of divstep matrices.
inline bool det_is(const Trans62& t, int log2_det) {
    const i128 det = static_cast<i128>(t.u) * t.r - static_cast<i128>(t.v) * t.q;
    return det == (static_cast<i128>(1) << log2_det);
}

inline bool row_sums_ok(const Trans62& t) {
    const i128 lim = static_cast<i128>(1) << 62;
    auto a = [](std::int64_t x) { return x < 0 ? -static_cast<i128>(x) : static_cast<i128>(x); };
    return a(t.u) + a(t.v) <= lim && a(t.q) + a(t.r) <= lim;
}

// ---------------------------------------------------------------------------------
// Constant time: 59 divsteps (the delta = 1/2 variant, kept as zeta = -(delta + 1/2)).
//
// Why 59 x 10: for the delta = 1/2 variant, 590 divsteps bring g to 0 for every input
// with 0 <= g < f < 2^256 (the convex-hull bound quoted in the spec). 590 = 10 * 59, so
// ten batches of 59 do exactly the needed work, while batches of 62 would cost 620.
// The matrix is built for 59 steps (entries bounded by 2^59) and then multiplied by
// 2^3, so that the update functions always divide by 2^62 and the limb boundaries of
// f, g, d, e line up with the shift.
//
// Only bits 0..61 of f and g are known here (one limb). A step reads bit 0 of g and
// shifts g right by one; additions carry upwards only, so after k steps bits
// 0..61-k are still exact; 59 steps need k <= 58. All arithmetic is done in uint64
// (wrapping, well defined); the true u, v, q, r stay within +-2^59 so the final
// int64 view is exact.
UFSECP_INLINE std::int64_t divsteps_59(std::int64_t zeta, std::uint64_t f, std::uint64_t g, Trans62& t) {
    std::uint64_t u = 1, v = 0, q = 0, r = 1;  // identity; f = (u*f0 + v*g0)/2^k etc.
    for (int i = 0; i < 59; ++i) {
        UFSECP_VERIFY_CHECK(f & 1);
        // neg: all ones iff zeta < 0 (i.e. delta > 0): then a step with odd g swaps.
        const std::uint64_t neg = static_cast<std::uint64_t>(zeta >> 63);
        // odd: all ones iff g is odd.
        const std::uint64_t odd = std::uint64_t(0) - (g & 1);
        // g += (delta > 0 ? -f : f) if g odd; the same row operation on (q, r).
        const std::uint64_t nf = (f ^ neg) - neg, nu = (u ^ neg) - neg, nv = (v ^ neg) - neg;
        g += nf & odd;
        q += nu & odd;
        r += nv & odd;
        // If swapping: delta -> -delta (zeta -> ~zeta) and f takes the old g, which is
        // new g + old f (as new g = old g - old f). Then delta += 1, i.e. zeta -= 1.
        const std::uint64_t swap = neg & odd;
        zeta = (zeta ^ static_cast<std::int64_t>(swap)) - 1;
        f += g & swap;
        u += q & swap;
        v += r & swap;
        // g is even now; halve it. The matrix is kept scaled by 2^k, so instead of
        // halving (q, r) we double (u, v).
        g >>= 1;
        u <<= 1;
        v <<= 1;
    }
    t.u = static_cast<std::int64_t>(u << 3);
    t.v = static_cast<std::int64_t>(v << 3);
    t.q = static_cast<std::int64_t>(q << 3);
    t.r = static_cast<std::int64_t>(r << 3);
    UFSECP_VERIFY_CHECK(det_is(t, 59 + 6));
    UFSECP_VERIFY_CHECK(row_sums_ok(t));
    return zeta;
}

// ---------------------------------------------------------------------------------
// Variable time: 62 divsteps of the original (delta = 1, eta = -delta) variant, taking
// runs of zero bits at once (count trailing zeros) and cancelling up to 6 low bits of g
// per odd step with one multiple of f. Same bit-exactness argument as above: at most
// 62 halvings, and only bits 0..left-1 are ever read.
UFSECP_INLINE std::int64_t divsteps_62_var(std::int64_t eta, std::uint64_t f, std::uint64_t g, Trans62& t) {
    std::uint64_t u = 1, v = 0, q = 0, r = 1;
    int left = 62;
    for (;;) {
        // Halve g as often as it is even (at most `left` times: the sentinel bit at
        // position `left` stops the count, and also handles g = 0).
        const int zeros = std::countr_zero(g | (std::uint64_t(1) << left));
        g >>= zeros;
        u <<= zeros;
        v <<= zeros;
        eta -= zeros;
        left -= zeros;
        if (left == 0) break;
        UFSECP_VERIFY_CHECK((f & 1) && (g & 1));
        // While eta >= 0 the next steps never swap; they add f to g whenever g is odd
        // and halve. Up to eta+1 of them (and at most `left`) collapse into adding
        // w*f with w = -g/f mod 2^limit.
        std::uint64_t mask, w;
        if (eta < 0) {
            // delta > 0 and g odd: (f, g) <- (g, -f) and the matching matrix rows, so
            // that the common "g += f" below produces g - f.
            eta = -eta;
            const std::uint64_t of = f, ou = u, ov = v;
            f = g;
            u = q;
            v = r;
            g = std::uint64_t(0) - of;
            q = std::uint64_t(0) - ou;
            r = std::uint64_t(0) - ov;
            // eta is now large as a rule: cancel up to 6 bits, f(f^2 - 2) = -1/f mod 2^6.
            const int limit = static_cast<int>(std::min<std::int64_t>(eta + 1, left));
            mask = (~std::uint64_t(0) >> (64 - limit)) & 63u;
            w = (g * f * (f * f - 2)) & mask;
        } else {
            // eta is small as a rule here: up to 4 bits with one product on the critical
            // path (libsecp256k1's choice): f + ((f + 1) & 4) * 2 = 1/f mod 2^4 for odd f.
            const int limit = static_cast<int>(std::min<std::int64_t>(eta + 1, left));
            mask = (~std::uint64_t(0) >> (64 - limit)) & 15u;
            const std::uint64_t finv = f + (((f + 1) & 4) << 1);
            w = (std::uint64_t(0) - finv * g) & mask;
        }
        g += f * w;
        q += u * w;
        r += v * w;
        UFSECP_VERIFY_CHECK((g & mask) == 0);
    }
    t.u = static_cast<std::int64_t>(u);
    t.v = static_cast<std::int64_t>(v);
    t.q = static_cast<std::int64_t>(q);
    t.r = static_cast<std::int64_t>(r);
    UFSECP_VERIFY_CHECK(det_is(t, 62));
    UFSECP_VERIFY_CHECK(row_sums_ok(t));
    return eta;
}

// ---------------------------------------------------------------------------------
// [d, e] <- t/2^62 [d, e] (mod M). Constant time.
//
// Input and output: d, e in (-2M, M), canonical limbs (so the sign is the sign of the
// top limb). Adding M to a negative d or e first puts it in (-M, M); that is folded
// into the multiples md, me of M that are added anyway to clear the low 62 bits:
//   t [d, e] in (-2^62 M, 2^62 M) by the row-sum bound,
//   minus a further multiple in [0, 2^62) of M  -> (-2^63 M, 2^62 M),
//   exact shift by 62                           -> (-2M, M).
// Limb bounds: md, me start in [-2^62, 2^62] (row sums) and lose [0, 2^62), so they
// lie in (-2^63, 2^62] and fit int64. Per limb, |u d_i + v e_i| <= 2^62 * 2^62 = 2^124,
// |M_i md| < 2^62 * 2^63 = 2^125, carry in < 2^64: total < 2^126, fits int128.
UFSECP_INLINE void update_de(Signed62& d, Signed62& e, const Trans62& t, const ModInfo62& mod) {
    const std::int64_t u = t.u, v = t.v, q = t.q, r = t.r;
    const std::int64_t* m = mod.modulus.v;
    UFSECP_VERIFY_CHECK(limbs_canonical(d) && limbs_canonical(e));
    UFSECP_VERIFY_CHECK(in_range(d, 5, mod.modulus, -2, false, 1, false));
    UFSECP_VERIFY_CHECK(in_range(e, 5, mod.modulus, -2, false, 1, false));
    UFSECP_VERIFY_CHECK(row_sums_ok(t));

    const std::int64_t d_neg = ct_barrier(d.v[4] >> 63);  // all ones iff d < 0 (opaque: see ct_barrier)
    const std::int64_t e_neg = ct_barrier(e.v[4] >> 63);
    std::int64_t md = (u & d_neg) + (v & e_neg);
    std::int64_t me = (q & d_neg) + (r & e_neg);

    i128 cd = static_cast<i128>(u) * d.v[0] + static_cast<i128>(v) * e.v[0];
    i128 ce = static_cast<i128>(q) * d.v[0] + static_cast<i128>(r) * e.v[0];
    // Choose the extra multiple so that cd + md*M = 0 mod 2^62: subtract
    // (M^-1 cd + md) mod 2^62, which also cancels the md*M already counted.
    md -= static_cast<std::int64_t>((mod.modulus_inv62 * static_cast<std::uint64_t>(cd) + static_cast<std::uint64_t>(md)) & kMask62);
    me -= static_cast<std::int64_t>((mod.modulus_inv62 * static_cast<std::uint64_t>(ce) + static_cast<std::uint64_t>(me)) & kMask62);
    cd += static_cast<i128>(m[0]) * md;
    ce += static_cast<i128>(m[0]) * me;
    UFSECP_VERIFY_CHECK((static_cast<std::uint64_t>(cd) & kMask62) == 0);
    UFSECP_VERIFY_CHECK((static_cast<std::uint64_t>(ce) & kMask62) == 0);
    cd >>= 62;
    ce >>= 62;
    for (int i = 1; i < 5; ++i) {
        const std::int64_t di = d.v[i], ei = e.v[i];
        cd += static_cast<i128>(u) * di + static_cast<i128>(v) * ei + static_cast<i128>(m[i]) * md;
        ce += static_cast<i128>(q) * di + static_cast<i128>(r) * ei + static_cast<i128>(m[i]) * me;
        d.v[i - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(cd) & kMask62);
        e.v[i - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(ce) & kMask62);
        cd >>= 62;
        ce >>= 62;
    }
    d.v[4] = static_cast<std::int64_t>(cd);  // |d| < 2M < 2^257: top limb within +-2^9
    e.v[4] = static_cast<std::int64_t>(ce);

    UFSECP_VERIFY_CHECK(in_range(d, 5, mod.modulus, -2, false, 1, false));
    UFSECP_VERIFY_CHECK(in_range(e, 5, mod.modulus, -2, false, 1, false));
}

// [f, g] <- t/2^62 [f, g], exactly, on the low `len` limbs. Constant time for a fixed len.
//
// Limbs 0..len-2 are in [0, 2^62); the top limb is signed and (after the variable-time
// version folds limbs) within +-2^62. |u f_i + v g_i| <= 2^62 * 2^62 = 2^124 plus a
// carry < 2^63: fits int128. |f| and |g| never exceed M (a divstep maps (f, g) to
// values bounded by max(|f|, |g|)), so the result again fits `len` limbs.
UFSECP_INLINE void update_fg(int len, Signed62& f, Signed62& g, const Trans62& t) {
    const std::int64_t u = t.u, v = t.v, q = t.q, r = t.r;
    UFSECP_VERIFY_CHECK(row_sums_ok(t));
    i128 cf = static_cast<i128>(u) * f.v[0] + static_cast<i128>(v) * g.v[0];
    i128 cg = static_cast<i128>(q) * f.v[0] + static_cast<i128>(r) * g.v[0];
    // The batch was chosen from these very bits, so the low 62 bits cancel exactly.
    UFSECP_VERIFY_CHECK((static_cast<std::uint64_t>(cf) & kMask62) == 0);
    UFSECP_VERIFY_CHECK((static_cast<std::uint64_t>(cg) & kMask62) == 0);
    cf >>= 62;
    cg >>= 62;
    for (int i = 1; i < len; ++i) {
        const std::int64_t fi = f.v[i], gi = g.v[i];
        cf += static_cast<i128>(u) * fi + static_cast<i128>(v) * gi;
        cg += static_cast<i128>(q) * fi + static_cast<i128>(r) * gi;
        f.v[i - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(cf) & kMask62);
        g.v[i - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(cg) & kMask62);
        cf >>= 62;
        cg >>= 62;
    }
    f.v[len - 1] = static_cast<std::int64_t>(cf);
    g.v[len - 1] = static_cast<std::int64_t>(cg);
}

// d <- (sign of f) * d mod M, into [0, M), canonical. Constant time.
// Input: d in (-2M, M) canonical; f_top is the top limb of f = +-1 (negative iff f < 0).
UFSECP_INLINE void normalize(Signed62& d, std::int64_t f_top, const ModInfo62& mod) {
    const std::int64_t* m = mod.modulus.v;
    std::int64_t a[5];
    UFSECP_VERIFY_CHECK(in_range(d, 5, mod.modulus, -2, false, 1, false));

    // Step 1: add M if d < 0 -> (-M, M). Limbs stay in [0, 2^63) before the carry pass.
    const std::int64_t d_neg = ct_barrier(d.v[4] >> 63);  // opaque mask: see ct_barrier
    for (int i = 0; i < 5; ++i) a[i] = d.v[i] + (m[i] & d_neg);
    for (int i = 0; i < 4; ++i) {
        a[i + 1] += a[i] >> 62;
        a[i] &= static_cast<std::int64_t>(kMask62);
    }
    // Step 2: negate if f = -1 -> still (-M, M). Limbs in (-2^62, 2^62), carries >= -1.
    const std::int64_t flip = ct_barrier(f_top >> 63);  // opaque mask: see ct_barrier
    for (int i = 0; i < 5; ++i) a[i] = (a[i] ^ flip) - flip;
    for (int i = 0; i < 4; ++i) {
        a[i + 1] += a[i] >> 62;
        a[i] &= static_cast<std::int64_t>(kMask62);
    }
    // Step 3: add M if negative -> [0, M).
    const std::int64_t a_neg = ct_barrier(a[4] >> 63);  // opaque mask: see ct_barrier
    for (int i = 0; i < 5; ++i) a[i] += m[i] & a_neg;
    for (int i = 0; i < 4; ++i) {
        a[i + 1] += a[i] >> 62;
        a[i] &= static_cast<std::int64_t>(kMask62);
    }
    for (int i = 0; i < 5; ++i) d.v[i] = a[i];

    UFSECP_VERIFY_CHECK(limbs_canonical(d));
    UFSECP_VERIFY_CHECK(in_range(d, 5, mod.modulus, 0, true, 1, false));
}

// Final-state check (debug only): g = 0 and f = +-1, or f = +-M when the input was 0.
inline bool final_state_ok(const Signed62& f, const Signed62& g, int len, const ModInfo62& mod,
                           bool input_was_zero) {
    const Signed62 one{{1, 0, 0, 0, 0}};
    if (cmp_scaled(g, len, one, 0) != 0) return false;
    if (cmp_scaled(f, len, one, 1) == 0 || cmp_scaled(f, len, one, -1) == 0) return true;
    return input_was_zero &&
           (cmp_scaled(f, len, mod.modulus, 1) == 0 || cmp_scaled(f, len, mod.modulus, -1) == 0);
}

}  // namespace modinv62_detail

// Builds the modulus description from 4 little-endian 64-bit words (M odd, M > 1).
constexpr ModInfo62 modinfo62_from_u64le(const std::uint64_t m[4]) {
    UFSECP_CHECK(m[0] & 1);
    ModInfo62 info{};
    modinv62_detail::from_u64le(info.modulus, m);
    info.modulus_inv62 = modinv62_detail::inverse_mod_2to62(m[0]);
    return info;
}

// a < 2^256 (any value) -> canonical limbs, v[0..3] in [0, 2^62), v[4] in [0, 2^8).
inline void signed62_from_u64le(Signed62& r, const std::uint64_t a[4]) { modinv62_detail::from_u64le(r, a); }

// Canonical a in [0, 2^256) (in practice [0, M)) -> 4 little-endian words.
inline void signed62_to_u64le(std::uint64_t r[4], const Signed62& a) {
    UFSECP_VERIFY_CHECK(modinv62_detail::limbs_canonical(a));
    UFSECP_VERIFY_CHECK(a.v[4] >= 0 && a.v[4] < 256);
    const std::uint64_t a0 = static_cast<std::uint64_t>(a.v[0]), a1 = static_cast<std::uint64_t>(a.v[1]),
                        a2 = static_cast<std::uint64_t>(a.v[2]), a3 = static_cast<std::uint64_t>(a.v[3]),
                        a4 = static_cast<std::uint64_t>(a.v[4]);
    r[0] = a0 | (a1 << 62);
    r[1] = (a1 >> 2) | (a2 << 60);
    r[2] = (a2 >> 4) | (a3 << 58);
    r[3] = (a3 >> 6) | (a4 << 56);
}

// x <- x^-1 mod M, constant time. See the contract at the top of the file.
inline void modinv62(Signed62& x, const ModInfo62& mod) {
    using namespace modinv62_detail;
    UFSECP_VERIFY_CHECK(limbs_canonical(x));
    UFSECP_VERIFY_CHECK(in_range(x, 5, mod.modulus, 0, true, 1, false));

    Signed62 d{{0, 0, 0, 0, 0}};
    Signed62 e{{1, 0, 0, 0, 0}};
    Signed62 f = mod.modulus;
    Signed62 g = x;
    std::int64_t zeta = -1;  // delta = 1/2

    // 10 batches x 59 divsteps = 590, enough for any input below 2^256 (see divsteps_59).
    for (int i = 0; i < 10; ++i) {
        Trans62 t;
        zeta = divsteps_59(zeta, static_cast<std::uint64_t>(f.v[0]), static_cast<std::uint64_t>(g.v[0]), t);
        update_de(d, e, t, mod);
        update_fg(5, f, g, t);
        UFSECP_VERIFY_CHECK(in_range(f, 5, mod.modulus, -1, true, 1, true));
        UFSECP_VERIFY_CHECK(in_range(g, 5, mod.modulus, -1, true, 1, true));
    }
    UFSECP_VERIFY_CHECK(final_state_ok(f, g, 5, mod, cmp_scaled(x, 5, mod.modulus, 0) == 0));

    // x^-1 = d / f = d * f for f = +-1. (For x = 0, d is 0 and so is the result.)
    normalize(d, f.v[4], mod);
    x = d;
    // The state is derived from x, which may be secret (a nonce): wipe it.
    secure_wipe(d);
    secure_wipe(e);
    secure_wipe(f);
    secure_wipe(g);
}

// x <- x^-1 mod M, variable time. Same contract as modinv62 except timing.
//
// side(i) is called once at the start of batch i (i = 0, 1, ...; at least one batch, at
// most 12): independent work that the caller wants done anyway. Each batch is one long
// dependency chain (count zeros, shift, multiply, add) that leaves most of the core's
// execution ports idle, so work placed between batches runs in that shadow for a fraction
// of its cost (MuSig2's nonce aggregation: docs/musig.md). The inversion's result does not
// depend on it.
template <class SideWork>
inline void modinv62_var(Signed62& x, const ModInfo62& mod, SideWork&& side) {
    using namespace modinv62_detail;
    UFSECP_VERIFY_CHECK(limbs_canonical(x));
    UFSECP_VERIFY_CHECK(in_range(x, 5, mod.modulus, 0, true, 1, false));

    Signed62 d{{0, 0, 0, 0, 0}};
    Signed62 e{{1, 0, 0, 0, 0}};
    Signed62 f = mod.modulus;
    Signed62 g = x;
    std::int64_t eta = -1;  // delta = 1
    int len = 5;            // limbs of f and g still in use

    for (int batch = 0;; ++batch) {
        side(batch);
        Trans62 t;
        eta = divsteps_62_var(eta, static_cast<std::uint64_t>(f.v[0]), static_cast<std::uint64_t>(g.v[0]), t);
        update_de(d, e, t, mod);
        update_fg(len, f, g, t);
        UFSECP_VERIFY_CHECK(in_range(f, len, mod.modulus, -1, true, 1, true));
        UFSECP_VERIFY_CHECK(in_range(g, len, mod.modulus, -1, true, 1, true));
        // 724 divsteps suffice for the delta = 1 variant on 256-bit inputs
        // (safegcd-bounds), so at most ceil(724/62) = 12 batches.
        UFSECP_VERIFY_CHECK(batch < 12);
        if (g.v[0] == 0) {
            std::int64_t rest = 0;
            for (int j = 1; j < len; ++j) rest |= g.v[j];
            if (rest == 0) break;
        }
        // Shrink: when the top limbs of both f and g are 0 or -1 (pure sign), fold that
        // sign into the limb below (which becomes signed, within [-2^62, 2^62)) and
        // drop a limb. |f|, |g| never grow, so the dropped limb stays unneeded.
        const std::int64_t ft = f.v[len - 1], gt = g.v[len - 1];
        if (len > 1 && ((ft ^ (ft >> 63)) | (gt ^ (gt >> 63))) == 0) {
            f.v[len - 2] = static_cast<std::int64_t>(static_cast<std::uint64_t>(f.v[len - 2]) | (static_cast<std::uint64_t>(ft) << 62));
            g.v[len - 2] = static_cast<std::int64_t>(static_cast<std::uint64_t>(g.v[len - 2]) | (static_cast<std::uint64_t>(gt) << 62));
            --len;
        }
    }
    UFSECP_VERIFY_CHECK(final_state_ok(f, g, len, mod, cmp_scaled(x, 5, mod.modulus, 0) == 0));

    normalize(d, f.v[len - 1], mod);
    x = d;
}

inline void modinv62_var(Signed62& x, const ModInfo62& mod) {
    modinv62_var(x, mod, [](int) {});
}

}  // namespace ufsecp

#endif  // UFSECP_HAVE_INT128
