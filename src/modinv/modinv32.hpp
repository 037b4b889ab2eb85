// ufsecp — modular inversion by safegcd (Bernstein–Yang divsteps), signed 30-bit limbs.
//
// Layer: src/modinv. Includes only common/util.hpp and std headers. Used by the 10x26
// field tier and the 8x32 scalar tier. Portable: the widest multiply is 32x32->64
// (int32 operands widened to int64); no __int128 anywhere.
//
// Contract:
//   * Signed30 holds value = sum v[i] * 2^(30 i). "Canonical" means v[0..7] in [0, 2^30)
//     and v[8] the (signed) rest; every value handed in or out of the public functions
//     is canonical and non-negative.
//   * ModInfo30 describes an odd modulus M, 1 < M < 2^256, with canonical limbs and
//     modulus_inv30 = M^-1 mod 2^30. Build it with modinfo30_from_u32le (constexpr).
//   * modinv30(x, mod):     x <- x^-1 mod M. Constant time (no branch or memory index on
//     x). Input x in [0, M), canonical. Output in [0, M), canonical. 0 maps to 0.
//     Precondition: gcd(x, M) = 1 or x = 0 (always true for a prime M).
//   * modinv30_var(x, mod): same result, variable time; for public inputs only.
//
// The algorithm is the one in modinv64.hpp (see there, and
// /work/shared/specs/safegcd_implementation.md), with batches of 30 divsteps so that
// the transition matrix fits int32 and every limb product fits int64.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

#include "common/util.hpp"

namespace ufsecp {

struct Signed30 {
    std::int32_t v[9];
};

struct ModInfo30 {
    Signed30 modulus;             // canonical limbs of the odd modulus M
    std::uint32_t modulus_inv30;  // M^-1 mod 2^30
};

namespace modinv30_detail {

inline constexpr std::uint32_t kMask30 = (std::uint32_t(1) << 30) - 1;

// A batch's transition matrix [[u, v], [q, r]] for 30 divsteps, scaled by 2^30:
// applying it means "multiply, then divide by 2^30". |u|+|v| <= 2^30 and
// |q|+|r| <= 2^30 (each divstep matrix has absolute row sums <= 2), so entries fit int32.
struct Trans30 {
    std::int32_t u, v, q, r;
};

// 256 bits in 8 words -> 9 limbs of 30 bits (the last one gets the top 16 bits).
constexpr void from_u32le(Signed30& r, const std::uint32_t a[8]) {
    std::uint64_t acc = 0;  // holds < 30 + 32 bits at any time
    int bits = 0, w = 0;
    for (int i = 0; i < 9; ++i) {
        if (bits < 30 && w < 8) {
            acc |= static_cast<std::uint64_t>(a[w++]) << bits;
            bits += 32;
        }
        r.v[i] = static_cast<std::int32_t>(acc & kMask30);
        acc >>= 30;
        bits -= 30;
    }
}

// M^-1 mod 2^30 for odd M: Newton from the 3-bit inverse x = m; 3, 6, 12, 24, 48 >= 30.
constexpr std::uint32_t inverse_mod_2to30(std::uint32_t m) {
    std::uint32_t x = m;
    for (int i = 0; i < 4; ++i) x *= 2 - m * x;
    return x & kMask30;
}

// Sign (-1, 0, 1) of a - k*b; a has `len` meaningful limbs (others ignored, each limb
// any int32), b canonical, |k| <= 2. Debug checks only; variable time.
inline int cmp_scaled(const Signed30& a, int len, const Signed30& b, std::int32_t k) {
    std::int64_t c = 0;  // |c| < 2^33 throughout
    std::uint32_t low_bits = 0;
    for (int i = 0; i < 9; ++i) {
        if (i < len) c += a.v[i];
        c -= static_cast<std::int64_t>(b.v[i]) * k;
        if (i < 8) {
            low_bits |= static_cast<std::uint32_t>(c) & kMask30;
            c >>= 30;
        }
    }
    if (c < 0) return -1;
    return (c > 0 || low_bits != 0) ? 1 : 0;
}

// Debug-only range check: lo*M < a < hi*M, where lo_incl / hi_incl turn either
// comparison into <=.
inline bool in_range(const Signed30& a, int len, const Signed30& m, std::int32_t lo, bool lo_incl,
                     std::int32_t hi, bool hi_incl) {
    const int c_lo = cmp_scaled(a, len, m, lo);
    const int c_hi = cmp_scaled(a, len, m, hi);
    return (lo_incl ? c_lo >= 0 : c_lo > 0) && (hi_incl ? c_hi <= 0 : c_hi < 0);
}

inline bool limbs_canonical(const Signed30& a) {
    for (int i = 0; i < 8; ++i)
        if (a.v[i] < 0 || static_cast<std::uint32_t>(a.v[i]) > kMask30) return false;
    return true;
}

inline bool det_is_2to30(const Trans30& t) {
    const std::int64_t det = static_cast<std::int64_t>(t.u) * t.r - static_cast<std::int64_t>(t.v) * t.q;
    return det == (std::int64_t(1) << 30);
}

inline bool row_sums_ok(const Trans30& t) {
    auto a = [](std::int32_t x) { return x < 0 ? -static_cast<std::int64_t>(x) : static_cast<std::int64_t>(x); };
    const std::int64_t lim = std::int64_t(1) << 30;
    return a(t.u) + a(t.v) <= lim && a(t.q) + a(t.r) <= lim;
}

// ---------------------------------------------------------------------------------
// Constant time: 30 divsteps of the delta = 1/2 variant (zeta = -(delta + 1/2)).
//
// Why 30 x 20: 590 divsteps suffice for the delta = 1/2 variant on inputs below 2^256,
// and 20 batches of 30 = 600 is the least multiple of 30 that covers it. 30 is the
// largest batch whose matrix (entries up to 2^30) fits int32 and whose input bits fit
// one limb: f and g are known only in bits 0..29; after k halvings bits 0..29-k are
// still exact (carries only move up), and the 30th step (k = 29) reads bit 0.
// uint32 arithmetic wraps (well defined); true u, v, q, r stay within +-2^30.
UFSECP_INLINE std::int32_t divsteps_30(std::int32_t zeta, std::uint32_t f, std::uint32_t g, Trans30& t) {
    std::uint32_t u = 1, v = 0, q = 0, r = 1;
    for (int i = 0; i < 30; ++i) {
        UFSECP_VERIFY_CHECK(f & 1);
        const std::uint32_t neg = static_cast<std::uint32_t>(zeta >> 31);  // zeta < 0: delta > 0
        const std::uint32_t odd = std::uint32_t(0) - (g & 1);
        const std::uint32_t nf = (f ^ neg) - neg, nu = (u ^ neg) - neg, nv = (v ^ neg) - neg;
        g += nf & odd;  // g -/+ f when g is odd
        q += nu & odd;
        r += nv & odd;
        const std::uint32_t swap = neg & odd;  // delta > 0 and g odd
        zeta = (zeta ^ static_cast<std::int32_t>(swap)) - 1;
        f += g & swap;  // f takes the old g
        u += q & swap;
        v += r & swap;
        g >>= 1;  // exact: g is even here
        u <<= 1;  // keep the matrix scaled by 2^k instead of halving (q, r)
        v <<= 1;
    }
    t.u = static_cast<std::int32_t>(u);
    t.v = static_cast<std::int32_t>(v);
    t.q = static_cast<std::int32_t>(q);
    t.r = static_cast<std::int32_t>(r);
    UFSECP_VERIFY_CHECK(det_is_2to30(t));
    UFSECP_VERIFY_CHECK(row_sums_ok(t));
    return zeta;
}

// Variable time: 30 divsteps of the delta = 1 variant (eta = -delta), skipping runs of
// zeros with count-trailing-zeros and cancelling up to 6 low bits per odd step.
UFSECP_INLINE std::int32_t divsteps_30_var(std::int32_t eta, std::uint32_t f, std::uint32_t g, Trans30& t) {
    std::uint32_t u = 1, v = 0, q = 0, r = 1;
    int left = 30;
    for (;;) {
        // Sentinel bit at `left` (<= 30) caps the count and covers g = 0.
        const int zeros = std::countr_zero(g | (std::uint32_t(1) << left));
        g >>= zeros;
        u <<= zeros;
        v <<= zeros;
        eta -= zeros;
        left -= zeros;
        if (left == 0) break;
        UFSECP_VERIFY_CHECK((f & 1) && (g & 1));
        if (eta < 0) {
            // delta > 0, g odd: (f, g) <- (g, -f); "g += f" below then yields g - f.
            eta = -eta;
            const std::uint32_t of = f, ou = u, ov = v;
            f = g;
            u = q;
            v = r;
            g = std::uint32_t(0) - of;
            q = std::uint32_t(0) - ou;
            r = std::uint32_t(0) - ov;
        }
        // No swap can occur in the next eta+1 steps: fold up to min(eta+1, left, 6) of
        // them into g += w*f with w = -g/f mod 2^limit (f(f^2 - 2) = -1/f mod 2^6).
        const int limit = std::min({static_cast<int>(eta) + 1, left, 6});
        const std::uint32_t mask = ~std::uint32_t(0) >> (32 - limit);
        const std::uint32_t w = (g * f * (f * f - 2)) & mask;
        g += f * w;
        q += u * w;
        r += v * w;
        UFSECP_VERIFY_CHECK((g & mask) == 0);
    }
    t.u = static_cast<std::int32_t>(u);
    t.v = static_cast<std::int32_t>(v);
    t.q = static_cast<std::int32_t>(q);
    t.r = static_cast<std::int32_t>(r);
    UFSECP_VERIFY_CHECK(det_is_2to30(t));
    UFSECP_VERIFY_CHECK(row_sums_ok(t));
    return eta;
}

// [d, e] <- t/2^30 [d, e] (mod M). Constant time.
//
// d, e in (-2M, M) canonical, in and out (same argument as update_de in modinv64.hpp
// with 30 in place of 62). md, me start in [-2^30, 2^30] and lose [0, 2^30): they lie
// in (-2^31, 2^30] and fit int32. Per limb |u d_i + v e_i| <= 2^60,
// |M_i md| < 2^30 * 2^31 = 2^61, carry in < 2^32: total < 2^62, fits int64.
UFSECP_INLINE void update_de(Signed30& d, Signed30& e, const Trans30& t, const ModInfo30& mod) {
    const std::int32_t u = t.u, v = t.v, q = t.q, r = t.r;
    const std::int32_t* m = mod.modulus.v;
    UFSECP_VERIFY_CHECK(limbs_canonical(d) && limbs_canonical(e));
    UFSECP_VERIFY_CHECK(in_range(d, 9, mod.modulus, -2, false, 1, false));
    UFSECP_VERIFY_CHECK(in_range(e, 9, mod.modulus, -2, false, 1, false));
    UFSECP_VERIFY_CHECK(row_sums_ok(t));

    const std::int32_t d_neg = ct_barrier(d.v[8] >> 31);  // all ones iff d < 0 (opaque: see ct_barrier)
    const std::int32_t e_neg = ct_barrier(e.v[8] >> 31);
    std::int32_t md = (u & d_neg) + (v & e_neg);
    std::int32_t me = (q & d_neg) + (r & e_neg);

    std::int64_t cd = static_cast<std::int64_t>(u) * d.v[0] + static_cast<std::int64_t>(v) * e.v[0];
    std::int64_t ce = static_cast<std::int64_t>(q) * d.v[0] + static_cast<std::int64_t>(r) * e.v[0];
    // Extra multiple of M making cd + md*M = 0 mod 2^30 (it also cancels the md*M
    // already included).
    md -= static_cast<std::int32_t>((mod.modulus_inv30 * static_cast<std::uint32_t>(cd) + static_cast<std::uint32_t>(md)) & kMask30);
    me -= static_cast<std::int32_t>((mod.modulus_inv30 * static_cast<std::uint32_t>(ce) + static_cast<std::uint32_t>(me)) & kMask30);
    cd += static_cast<std::int64_t>(m[0]) * md;
    ce += static_cast<std::int64_t>(m[0]) * me;
    UFSECP_VERIFY_CHECK((static_cast<std::uint32_t>(cd) & kMask30) == 0);
    UFSECP_VERIFY_CHECK((static_cast<std::uint32_t>(ce) & kMask30) == 0);
    cd >>= 30;
    ce >>= 30;
    for (int i = 1; i < 9; ++i) {
        const std::int32_t di = d.v[i], ei = e.v[i];
        cd += static_cast<std::int64_t>(u) * di + static_cast<std::int64_t>(v) * ei + static_cast<std::int64_t>(m[i]) * md;
        ce += static_cast<std::int64_t>(q) * di + static_cast<std::int64_t>(r) * ei + static_cast<std::int64_t>(m[i]) * me;
        d.v[i - 1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(cd) & kMask30);
        e.v[i - 1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(ce) & kMask30);
        cd >>= 30;
        ce >>= 30;
    }
    d.v[8] = static_cast<std::int32_t>(cd);  // |d| < 2^257: top limb within +-2^17
    e.v[8] = static_cast<std::int32_t>(ce);

    UFSECP_VERIFY_CHECK(in_range(d, 9, mod.modulus, -2, false, 1, false));
    UFSECP_VERIFY_CHECK(in_range(e, 9, mod.modulus, -2, false, 1, false));
}

// [f, g] <- t/2^30 [f, g], exactly, on the low `len` limbs. Constant time for a fixed
// len. Limbs below the top in [0, 2^30); the top limb signed, within +-2^30 (folded).
// |u f_i + v g_i| <= 2^30 * 2^30 = 2^60 plus a carry < 2^31: fits int64. |f|, |g| <= M
// throughout, so the result fits `len` limbs again.
UFSECP_INLINE void update_fg(int len, Signed30& f, Signed30& g, const Trans30& t) {
    const std::int32_t u = t.u, v = t.v, q = t.q, r = t.r;
    UFSECP_VERIFY_CHECK(row_sums_ok(t));
    std::int64_t cf = static_cast<std::int64_t>(u) * f.v[0] + static_cast<std::int64_t>(v) * g.v[0];
    std::int64_t cg = static_cast<std::int64_t>(q) * f.v[0] + static_cast<std::int64_t>(r) * g.v[0];
    UFSECP_VERIFY_CHECK((static_cast<std::uint32_t>(cf) & kMask30) == 0);
    UFSECP_VERIFY_CHECK((static_cast<std::uint32_t>(cg) & kMask30) == 0);
    cf >>= 30;
    cg >>= 30;
    for (int i = 1; i < len; ++i) {
        const std::int32_t fi = f.v[i], gi = g.v[i];
        cf += static_cast<std::int64_t>(u) * fi + static_cast<std::int64_t>(v) * gi;
        cg += static_cast<std::int64_t>(q) * fi + static_cast<std::int64_t>(r) * gi;
        f.v[i - 1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(cf) & kMask30);
        g.v[i - 1] = static_cast<std::int32_t>(static_cast<std::uint32_t>(cg) & kMask30);
        cf >>= 30;
        cg >>= 30;
    }
    f.v[len - 1] = static_cast<std::int32_t>(cf);
    g.v[len - 1] = static_cast<std::int32_t>(cg);
}

// d <- (sign of f) * d mod M, into [0, M), canonical. Constant time.
// Input: d in (-2M, M) canonical; f_top is the top limb of f = +-1.
UFSECP_INLINE void normalize(Signed30& d, std::int32_t f_top, const ModInfo30& mod) {
    const std::int32_t* m = mod.modulus.v;
    std::int32_t a[9];
    UFSECP_VERIFY_CHECK(in_range(d, 9, mod.modulus, -2, false, 1, false));
    constexpr std::int32_t kM = static_cast<std::int32_t>(kMask30);

    // Add M if d < 0 -> (-M, M); limbs < 2^31 before the carry pass.
    const std::int32_t d_neg = ct_barrier(d.v[8] >> 31);
    for (int i = 0; i < 9; ++i) a[i] = d.v[i] + (m[i] & d_neg);
    for (int i = 0; i < 8; ++i) {
        a[i + 1] += a[i] >> 30;
        a[i] &= kM;
    }
    // Negate if f = -1; limbs in (-2^30, 2^30), carries >= -1.
    const std::int32_t flip = ct_barrier(f_top >> 31);
    for (int i = 0; i < 9; ++i) a[i] = (a[i] ^ flip) - flip;
    for (int i = 0; i < 8; ++i) {
        a[i + 1] += a[i] >> 30;
        a[i] &= kM;
    }
    // Add M if negative -> [0, M).
    const std::int32_t a_neg = ct_barrier(a[8] >> 31);
    for (int i = 0; i < 9; ++i) a[i] += m[i] & a_neg;
    for (int i = 0; i < 8; ++i) {
        a[i + 1] += a[i] >> 30;
        a[i] &= kM;
    }
    for (int i = 0; i < 9; ++i) d.v[i] = a[i];

    UFSECP_VERIFY_CHECK(limbs_canonical(d));
    UFSECP_VERIFY_CHECK(in_range(d, 9, mod.modulus, 0, true, 1, false));
}

// Final-state check (debug only): g = 0 and f = +-1, or f = +-M when the input was 0.
inline bool final_state_ok(const Signed30& f, const Signed30& g, int len, const ModInfo30& mod,
                           bool input_was_zero) {
    const Signed30 one{{1, 0, 0, 0, 0, 0, 0, 0, 0}};
    if (cmp_scaled(g, len, one, 0) != 0) return false;
    if (cmp_scaled(f, len, one, 1) == 0 || cmp_scaled(f, len, one, -1) == 0) return true;
    return input_was_zero &&
           (cmp_scaled(f, len, mod.modulus, 1) == 0 || cmp_scaled(f, len, mod.modulus, -1) == 0);
}

}  // namespace modinv30_detail

// Builds the modulus description from 8 little-endian 32-bit words (M odd, M > 1).
constexpr ModInfo30 modinfo30_from_u32le(const std::uint32_t m[8]) {
    UFSECP_CHECK(m[0] & 1);
    ModInfo30 info{};
    modinv30_detail::from_u32le(info.modulus, m);
    info.modulus_inv30 = modinv30_detail::inverse_mod_2to30(m[0]);
    return info;
}

// a < 2^256 (any value) -> canonical limbs, v[0..7] in [0, 2^30), v[8] in [0, 2^16).
inline void signed30_from_u32le(Signed30& r, const std::uint32_t a[8]) { modinv30_detail::from_u32le(r, a); }

// Canonical a in [0, 2^256) (in practice [0, M)) -> 8 little-endian words.
inline void signed30_to_u32le(std::uint32_t r[8], const Signed30& a) {
    UFSECP_VERIFY_CHECK(modinv30_detail::limbs_canonical(a));
    UFSECP_VERIFY_CHECK(a.v[8] >= 0 && a.v[8] < (1 << 16));
    std::uint64_t acc = 0;  // < 32 + 30 bits
    int bits = 0, w = 0;
    for (int i = 0; i < 9; ++i) {
        acc |= static_cast<std::uint64_t>(static_cast<std::uint32_t>(a.v[i])) << bits;
        bits += 30;
        if (bits >= 32 && w < 8) {
            r[w++] = static_cast<std::uint32_t>(acc);
            acc >>= 32;
            bits -= 32;
        }
    }
}

// x <- x^-1 mod M, constant time. See the contract at the top of the file.
inline void modinv30(Signed30& x, const ModInfo30& mod) {
    using namespace modinv30_detail;
    UFSECP_VERIFY_CHECK(limbs_canonical(x));
    UFSECP_VERIFY_CHECK(in_range(x, 9, mod.modulus, 0, true, 1, false));

    Signed30 d{{0, 0, 0, 0, 0, 0, 0, 0, 0}};
    Signed30 e{{1, 0, 0, 0, 0, 0, 0, 0, 0}};
    Signed30 f = mod.modulus;
    Signed30 g = x;
    std::int32_t zeta = -1;  // delta = 1/2

    // 20 batches x 30 divsteps = 600 >= 590 (see divsteps_30).
    for (int i = 0; i < 20; ++i) {
        Trans30 t;
        zeta = divsteps_30(zeta, static_cast<std::uint32_t>(f.v[0]), static_cast<std::uint32_t>(g.v[0]), t);
        update_de(d, e, t, mod);
        update_fg(9, f, g, t);
        UFSECP_VERIFY_CHECK(in_range(f, 9, mod.modulus, -1, true, 1, true));
        UFSECP_VERIFY_CHECK(in_range(g, 9, mod.modulus, -1, true, 1, true));
    }
    UFSECP_VERIFY_CHECK(final_state_ok(f, g, 9, mod, cmp_scaled(x, 9, mod.modulus, 0) == 0));

    normalize(d, f.v[8], mod);
    x = d;
    // The state is derived from x, which may be secret (a nonce): wipe it.
    secure_wipe(d);
    secure_wipe(e);
    secure_wipe(f);
    secure_wipe(g);
}

// x <- x^-1 mod M, variable time. Same contract as modinv30 except timing.
inline void modinv30_var(Signed30& x, const ModInfo30& mod) {
    using namespace modinv30_detail;
    UFSECP_VERIFY_CHECK(limbs_canonical(x));
    UFSECP_VERIFY_CHECK(in_range(x, 9, mod.modulus, 0, true, 1, false));

    Signed30 d{{0, 0, 0, 0, 0, 0, 0, 0, 0}};
    Signed30 e{{1, 0, 0, 0, 0, 0, 0, 0, 0}};
    Signed30 f = mod.modulus;
    Signed30 g = x;
    std::int32_t eta = -1;  // delta = 1
    int len = 9;
#ifdef UFSECP_VERIFY
    int batches = 0;
#endif

    for (;;) {
        Trans30 t;
        eta = divsteps_30_var(eta, static_cast<std::uint32_t>(f.v[0]), static_cast<std::uint32_t>(g.v[0]), t);
        update_de(d, e, t, mod);
        update_fg(len, f, g, t);
        UFSECP_VERIFY_CHECK(in_range(f, len, mod.modulus, -1, true, 1, true));
        UFSECP_VERIFY_CHECK(in_range(g, len, mod.modulus, -1, true, 1, true));
#ifdef UFSECP_VERIFY
        // 724 divsteps suffice for the delta = 1 variant (safegcd-bounds):
        // at most ceil(724/30) = 25 batches.
        ++batches;
        UFSECP_CHECK(batches <= 25);
#endif
        if (g.v[0] == 0) {
            std::int32_t rest = 0;
            for (int j = 1; j < len; ++j) rest |= g.v[j];
            if (rest == 0) break;
        }
        // Drop a limb when both top limbs are pure sign (0 or -1), folding the sign
        // into the limb below (then signed, within [-2^30, 2^30)).
        const std::int32_t ft = f.v[len - 1], gt = g.v[len - 1];
        if (len > 1 && ((ft ^ (ft >> 31)) | (gt ^ (gt >> 31))) == 0) {
            f.v[len - 2] = static_cast<std::int32_t>(static_cast<std::uint32_t>(f.v[len - 2]) | (static_cast<std::uint32_t>(ft) << 30));
            g.v[len - 2] = static_cast<std::int32_t>(static_cast<std::uint32_t>(g.v[len - 2]) | (static_cast<std::uint32_t>(gt) << 30));
            --len;
        }
    }
    UFSECP_VERIFY_CHECK(final_state_ok(f, g, len, mod, cmp_scaled(x, 9, mod.modulus, 0) == 0));

    normalize(d, f.v[len - 1], mod);
    x = d;
}

}  // namespace ufsecp
