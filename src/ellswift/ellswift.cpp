// ufsecp — ElligatorSwift: implementation of ellswift/ellswift.hpp.
//
// Layer 5. Decoding and encoding work on public data and run in variable time; square tests
// use the Jacobi symbol (ellswift/jacobi.hpp); square roots and inversions come from
// fe_pow_isqrt_var (a^((p-3)/4): a root and an inverse from one exponentiation) and
// fe_sqrt_var, both on the process's fastest field backend. The only secret paths are
// ellswift_create (pubkey_create, constant time) and ellswift_xdh_bip324 (ecmult_const on an
// isomorphic curve, a constant-time inversion, then SHA-256).
#include "ellswift/ellswift.hpp"

#include <cstdint>
#include <cstring>

#include "ecmult/ecmult_const.hpp"
#include "ellswift/jacobi.hpp"
#include "hash/tagged_hash.hpp"
#include "keys/keys.hpp"

namespace ufsecp {

namespace {

// k1 = (sqrt(-3) - 1)/2 and k2 = (sqrt(-3) + 1)/2 = k1 + 1, with sqrt(-3) the even root
// 0x0a2d2ba9...1cd5f852 (computed with python3; test_ellswift checks k1 + k2 squared = -3).
constexpr Fe kK1 = Fe::from_u32be(0x851695d4u, 0x9a83f8efu, 0x919bb861u, 0x53cbcb16u, 0x630fb68au, 0xed0a766au,
                                  0x3ec693d6u, 0x8e6afa40u);
constexpr Fe kK2 = Fe::from_u32be(0x851695d4u, 0x9a83f8efu, 0x919bb861u, 0x53cbcb16u, 0x630fb68au, 0xed0a766au,
                                  0x3ec693d6u, 0x8e6afa41u);

// Square tests use the Jacobi symbol (ellswift/jacobi.hpp); square roots are taken only of
// values known to be squares.
bool is_square_var(const Fe& a) { return fe_is_square_jacobi_var(a); }

// c = (n^3 + 7 d^3) * d for x = n/d (d != 0, magnitudes <= 4): g(n/d) = c/d^4, so n/d is a
// valid x-coordinate iff c is a square (d^4 is a nonzero square). c is never 0 (x^3 + 7 = 0
// would be a point of order 2). Returns whether c is a square, tested only when `test`: the
// last candidate x1 is valid whenever x3 and x2 are not (spec section 2), so its Jacobi
// symbol (a quarter of decodings, ~1.5 us) is skipped, as libsecp256k1 does.
bool frac_on_curve_var(Fe& c, const Fe& n, const Fe& d, bool test) {
    Fe d3;
    fe_sqr(c, n);
    fe_mul(c, c, n);
    fe_sqr(d3, d);
    fe_mul(d3, d3, d);
    fe_mul_int(d3, 7);
    fe_add(c, d3);  // magnitude 8
    fe_mul(c, c, d);
    return !test || is_square_var(c);
}

// F_u(t) as a fraction x = n/d together with c = (n^3 + 7d^3) d, a nonzero square with
// y^2 = g(x) = c/d^4 (spec section 2.1, on fractions as libsecp256k1's xswiftec_frac_var:
// with s = t^2 and g = u^3 + 7, x3 = u - (g+s)^2/(3 s u^2), x2 = u (k1 s - k2 g)/(g+s),
// x1 = -(x2 + u)). No square root here: the decoder gets x and y from one exponentiation
// of c d^2, the x-only ECDH needs c and d only.
void xswiftec_frac_var(Fe& n, Fe& d, Fe& c, const Fe& u_in, const Fe& t_in) {
    Fe u = u_in, t = t_in;
    fe_normalize_var(u);
    fe_normalize_var(t);
    if (fe_is_zero(u)) fe_set_int(u, 1);
    if (fe_is_zero(t)) fe_set_int(t, 1);
    Fe u2, g, s, p;
    fe_sqr(u2, u);
    fe_mul(g, u2, u);
    fe_add_int(g, 7);  // magnitude 2
    fe_sqr(s, t);
    p = g;
    fe_add(p, s);  // magnitude 3
    if (fe_normalizes_to_zero_var(p)) {
        // g = -t^2: t'' = 2t, so s = 4 t^2 (and g + s = 3 t^2 != 0).
        fe_mul_int(s, 4);
        fe_normalize_weak(s);
        p = g;
        fe_add(p, s);
    }
    Fe tmp;
    // x3 = (u d - p^2)/d with d = 3 s u^2.
    fe_mul(d, s, u2);
    fe_mul_int(d, 3);  // magnitude 3
    fe_mul(n, d, u);
    fe_sqr(tmp, p);
    fe_negate(tmp, tmp, 1);
    fe_add(n, tmp);  // magnitude 3
    if (frac_on_curve_var(c, n, d, true)) return;
    // x2 = u (k1 s - k2 g) / p.
    Fe a, b;
    fe_mul(a, s, kK1);
    fe_mul(b, g, kK2);
    fe_negate(b, b, 1);
    fe_add(a, b);
    fe_mul(n, a, u);
    d = p;
    if (frac_on_curve_var(c, n, d, true)) return;
    // x1 = -(x2 + u) = -(n + u d)/d: valid when x3 and x2 are not.
    fe_mul(tmp, u, d);
    fe_add(n, tmp);
    fe_negate(n, n, 2);
    frac_on_curve_var(c, n, d, false);  // one of x1, x2, x3 is always valid (spec section 2)
#if defined(UFSECP_VERIFY)
    UFSECP_CHECK(is_square_var(c));
#endif
}

bool x_on_curve_var(const Fe& x) {
    Fe rhs;
    curve_rhs(rhs, x);
    return is_square_var(rhs);
}

// PRNG of libsecp256k1's ellswift module: SHA-256 of the hasher's input || cnt (4 bytes,
// little-endian).
void ellswift_prng(unsigned char out32[32], const Sha256& hasher, std::uint32_t cnt) {
    Sha256 h = hasher;
    const unsigned char buf4[4] = {static_cast<unsigned char>(cnt), static_cast<unsigned char>(cnt >> 8),
                                   static_cast<unsigned char>(cnt >> 16), static_cast<unsigned char>(cnt >> 24)};
    h.write(buf4, 4);
    h.finalize(out32);
}

// XSwiftECInv. kExact: t as the spec (and the ABI's vectors) define it, with w the square
// root that is itself a square. Not kExact (the encoder): t or -t, whichever is cheaper; the
// encoder sets t's sign from y's parity afterwards, so its output is the same. The cheaper
// way computes w = sqrt(s) and the division by s' or s with ONE exponentiation
// (fe_pow_isqrt_var) instead of an inversion and a square root.
template <bool kExact>
bool xswiftec_inv_impl(Fe& t, const Fe& x_in, const Fe& u_in, int c) {
    Fe x = x_in, u = u_in, g, v, s, m, r, q, w;
    fe_normalize_var(x);
    fe_normalize_var(u);
    if (fe_is_zero(u)) return false;
    if (!(c & 2)) {
        // c in {0, 1, 4, 5}: the x1 / x2 formulas. If -u-x is a valid x, x3 would take
        // precedence in the decoder: no inverse here.
        m = x;
        fe_add(m, u);
        fe_negate(m, m, 2);  // -u-x, magnitude 3
        if (x_on_curve_var(m)) return false;
        // s = -(u^3 + 7)/(u^2 + u x + x^2); u^2 + u x + x^2 = (u+x)^2 - u x cannot be 0 here
        // (it would make g(-u-x) = g(x), a square).
        fe_sqr(s, m);
        fe_negate(s, s, 1);
        fe_mul(q, u, x);
        fe_add(s, q);  // -(u^2 + u x + x^2), magnitude 3
        fe_sqr(g, u);
        fe_mul(g, g, u);
        fe_add_int(g, 7);  // magnitude 2
        fe_mul(q, s, g);   // g/(-s') is a square iff g * (-s') is
        if (!is_square_var(q)) return false;
        v = x;
        if constexpr (!kExact) {
            // q = g s' is a nonzero square (g = u^3 + 7 != 0: no point of order 2), so
            // sqrt(g/s') = +-g q^((p-3)/4).
            fe_pow_isqrt_var(w, q);
            fe_mul(w, w, g);
        } else {
            fe_inv_var(s, s);
            fe_mul(s, s, g);
        }
    } else {
        // c in {2, 3, 6, 7}: the x3 formula. s = x - u.
        fe_negate(m, u, 1);  // -u, magnitude 2
        s = m;
        fe_add(s, x);  // magnitude 3
        if (!is_square_var(s)) return false;
        // r = sqrt(-s (4 (u^3 + 7) + 3 u^2 s)).
        fe_sqr(g, u);
        fe_mul(q, s, g);
        fe_mul_int(q, 3);
        fe_mul(g, g, u);
        fe_mul_int(g, 4);
        fe_add_int(g, 28);
        fe_add(q, g);  // magnitude 3 + 5
        fe_mul(q, q, s);
        fe_negate(q, q, 1);
        if (!is_square_var(q)) return false;
        const bool rq = fe_sqrt_var(r, q);  // q is a square: the root exists
        UFSECP_VERIFY_CHECK(rq);
        (void)rq;
        if ((c & 1) && fe_normalizes_to_zero_var(r)) return false;  // same t as c & ~1
        if (fe_normalizes_to_zero_var(s)) return false;
        // v = (r/s - u)/2.
        if constexpr (!kExact) {
            // i = s^((p-3)/4): i^2 = 1/s and w = s i = +-sqrt(s).
            Fe i;
            fe_pow_isqrt_var(i, s);
            fe_mul(w, s, i);
            fe_sqr(v, i);
        } else {
            fe_inv_var(v, s);
        }
        fe_mul(v, v, r);
        fe_add(v, m);
        fe_half(v);
        fe_normalize_weak(v);
    }
    // s is a square here (tested above), so the root exists.
    if constexpr (kExact) {
        if (!fe_sqrt_var(w, s)) return false;
    }
    // c & 1: t = w (k2 u + v); otherwise t = w (k1 u - v); c & 4 negates w.
    if (c & 1) {
        fe_mul(q, u, kK2);
        fe_add(q, v);
    } else {
        fe_mul(q, u, kK1);
        Fe nv;
        fe_negate(nv, v, 1);
        fe_add(q, nv);
    }
    Fe res;
    fe_mul(res, w, q);
    if (c & 4) fe_negate(res, res, 1);
    fe_normalize_var(res);
    t = res;
    return true;
}

// ElligatorSwift(x) of spec section 3.2 with libsecp256k1's choices of u and c: u32 gets u,
// t the matching t with the parity of p's y. Each try succeeds with probability about 1/4
// (half of the branches need a square s, half of those a square r or a non-square g(-u-x)),
// so the loop ends after a few tries; the hash outputs make it deterministic.
void elligatorswift_var(unsigned char u32[32], Fe& t, const Ge& p, const Sha256& hasher) {
    unsigned char branch_hash[32];
    std::uint32_t cnt = 0;
    int branches_left = 0;
    for (;;) {
        if (branches_left == 0) {
            ellswift_prng(branch_hash, hasher, cnt++);
            branches_left = 64;
        }
        --branches_left;
        const int branch = (branch_hash[branches_left >> 1] >> ((branches_left & 1) << 2)) & 7;
        ellswift_prng(u32, hasher, cnt++);
        Fe u;
        fe_set_b32_mod(u, u32);  // u32 stays as hashed: uniform bytes rather than a uniform u
        if (xswiftec_inv_impl<false>(t, p.x, u, branch)) break;
    }
    fe_normalize_var(t);
    Fe y = p.y;
    fe_normalize_var(y);
    if (fe_is_odd(t) != fe_is_odd(y)) {
        fe_negate(t, t, 1);
        fe_normalize_var(t);
    }
}

const unsigned char kTagEncode[] = "secp256k1_ellswift_encode";
const unsigned char kTagCreate[] = "secp256k1_ellswift_create";
const unsigned char kTagXdh[] = "bip324_ellswift_xonly_ecdh";

}  // namespace

void ellswift_xswiftec_var(Fe& x, const Fe& u, const Fe& t) {
    Fe n, d, c, di;
    xswiftec_frac_var(n, d, c, u, t);
    fe_inv_var(di, d);
    fe_mul(x, n, di);
    fe_normalize_var(x);
}

bool ellswift_xswiftec_inv_var(Fe& t, const Fe& x_in, const Fe& u_in, int c) {
    return xswiftec_inv_impl<true>(t, x_in, u_in, c);
}

void ellswift_decode_var(Ge& p, const unsigned char ell64[64]) {
    // x = n/d and y = sqrt(c)/d^2 from one exponentiation instead of an inversion and a
    // square root: a = c d^2 is a nonzero square, so i = a^((p-3)/4) has i^2 = 1/(c d^2) and
    // i = +-1/(sqrt(c) d). Then x = n d c i^2 = n/d and y = c^2 d i^3 = +-sqrt(c)/d^2 (the
    // sign is fixed below by t's parity).
    Fe u, t, n, d, c, a, i, i2, cd;
    fe_set_b32_mod(u, ell64);
    fe_set_b32_mod(t, ell64 + 32);
    fe_normalize_var(t);
    xswiftec_frac_var(n, d, c, u, t);
    fe_mul(cd, c, d);
    fe_mul(a, cd, d);
    fe_pow_isqrt_var(i, a);
    fe_sqr(i2, i);
    fe_mul(p.x, cd, i2);
    fe_mul(p.x, p.x, n);
    fe_mul(i2, i2, i);  // i^3
    fe_mul(p.y, cd, c);
    fe_mul(p.y, p.y, i2);
    fe_normalize_var(p.x);
    fe_normalize_var(p.y);
    p.infinity = 0;
    if (fe_is_odd(p.y) != fe_is_odd(t)) {
        fe_negate(p.y, p.y, 1);
        fe_normalize_var(p.y);
    }
}

void ellswift_encode_var(unsigned char ell64[64], const Ge& p_in, const unsigned char rnd32[32]) {
    Ge p = p_in;
    fe_normalize_var(p.x);
    fe_normalize_var(p.y);
    unsigned char p64[64] = {0};  // compressed key, then 31 zero bytes
    p64[0] = static_cast<unsigned char>(0x02 | (fe_is_odd(p.y) ? 1 : 0));
    fe_get_b32(p64 + 1, p.x);
    Sha256 h = tagged_hash_init(kTagEncode, sizeof(kTagEncode) - 1);
    h.write(p64, 64);
    h.write(rnd32, 32);
    Fe t;
    elligatorswift_var(ell64, t, p, h);
    fe_get_b32(ell64 + 32, t);
}

bool ellswift_create(unsigned char ell64[64], const unsigned char seckey32[32], const unsigned char* auxrnd32) {
    Ge p;
    const bool ok = declassified(pubkey_create(p, seckey32));
    declassify(&p, sizeof(p));  // the public key is public
    if (!ok) {
        std::memset(ell64, 0, 64);
        return false;
    }
    fe_normalize_var(p.x);
    fe_normalize_var(p.y);
    static const unsigned char zero32[32] = {0};
    Sha256 h = tagged_hash_init(kTagCreate, sizeof(kTagCreate) - 1);
    h.write(seckey32, 32);
    h.write(zero32, 32);
    // After a whole block of key material the state is a one-way function of the key: the
    // loop below branches on values derived from it, as libsecp256k1 does.
    declassify(&h, sizeof(h));
    if (auxrnd32 != nullptr) h.write(auxrnd32, 32);
    Fe t;
    elligatorswift_var(ell64, t, p, h);
    fe_get_b32(ell64 + 32, t);
    secure_wipe(h);
    return true;
}

void ellswift_xdh_x(unsigned char x32[32], const unsigned char theirs64[64], const Scalar& k) {
    // x-only ECDH without the peer's y (libsecp256k1's ecmult_const_xonly idea): for the peer's
    // x = n/d with c = (n^3 + 7d^3) d (a nonzero square), P' = (c d n, c^2 d) lies on
    // y^2 = x^3 + 7 (c d^2)^3, the image of (x, y) under the isomorphism with lambda^2 = c d^2
    // (it exists over F_p because c is a square): (c^2 d)^2 = (c d n)^3 + 7 c^3 d^6. The group
    // law and ecmult_const never use the curve constant, so k*P' is computed as usual and
    // x(k*P) = X / (Z^2 c d^2): no square root and no inversion before the ladder.
    Fe u, t, n, d, c;
    fe_set_b32_mod(u, theirs64);
    fe_set_b32_mod(t, theirs64 + 32);
    xswiftec_frac_var(n, d, c, u, t);  // public
    Ge p;
    fe_mul(p.x, c, d);
    fe_mul(p.x, p.x, n);
    fe_sqr(p.y, c);
    fe_mul(p.y, p.y, d);
    fe_normalize_var(p.x);
    fe_normalize_var(p.y);
    p.infinity = 0;
    Fe lam2;  // c d^2
    fe_sqr(lam2, d);
    fe_mul(lam2, lam2, c);
    Gej r;
    ecmult_const(r, p, k);  // P' has order n and 0 < k < n: finite
    Fe den, x;
    fe_sqr(den, r.z);
    fe_mul(den, den, lam2);
    fe_inv(den, den);  // constant time: r depends on the key
    fe_mul(x, r.x, den);
    fe_normalize(x);
    fe_get_b32(x32, x);
    secure_wipe(r);
    secure_wipe(x);
    secure_wipe(den);
}

bool ellswift_xdh_bip324(unsigned char out32[32], const unsigned char ell_a64[64], const unsigned char ell_b64[64],
                         const unsigned char seckey32[32], int party) {
    Scalar k, one;
    const int ok = scalar_set_b32_seckey(k, seckey32) ? 1 : 0;
    scalar_set_int(one, 1);
    scalar_cmov(k, one, ok ^ 1);  // an invalid key runs the same computation with k = 1
    unsigned char x32[32];
    ellswift_xdh_x(x32, party ? ell_a64 : ell_b64, k);
    keys_detail::ct_memzero_if(x32, 32, ok ^ 1);
    Sha256 h = tagged_hash_init(kTagXdh, sizeof(kTagXdh) - 1);
    h.write(ell_a64, 64);
    h.write(ell_b64, 64);
    h.write(x32, 32);
    h.finalize(out32);
    keys_detail::ct_memzero_if(out32, 32, ok ^ 1);
    secure_wipe(x32, sizeof(x32));
    secure_wipe(k);
    return ok != 0;
}

}  // namespace ufsecp
