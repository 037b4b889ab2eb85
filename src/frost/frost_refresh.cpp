// ufsecp — FROST share refresh with a trusted dealer (as ZF's frost-core keys::refresh): the
// dealer deals Shamir shares of ZERO, g(x) = c_1 x + ... + c_{t-1} x^{t-1} (no constant term),
// with Feldman commitments C_k = c_k*G (k >= 1); every signer checks its refreshing share
// g(id) against them and adds it to its signing share. The group secret f(0) + g(0) = f(0) and
// so the group key are unchanged, the threshold too; old shares and new ones do not combine
// (they lie on different polynomials). Public shares move by sum_k id^k C_k.
//
// Secrets: the coefficients, the refreshing shares, the old and new signing shares: Horner
// evaluation and the addition in constant-time scalar arithmetic, points by ecmult_gen; wiped.
#include <cstring>
#include <vector>

#include "frost/frost.hpp"

namespace ufsecp::frost {


FStatus refresh_dealer(unsigned char* shares32, unsigned char* commitments33, const unsigned char* coeffs32,
                       std::size_t t, const unsigned char* ids32, std::size_t n) {
    if (t < 2 || n < t) return FStatus::bad_arg;
    std::vector<Scalar> ids(n);
    for (std::size_t i = 0; i < n; i++) {
        if (!identifier_parse(ids[i], ids32 + 32 * i)) return FStatus::bad_identifier;
        for (std::size_t j = 0; j < i; j++)
            if (std::memcmp(ids32 + 32 * i, ids32 + 32 * j, 32) == 0) return FStatus::bad_identifier;
    }
    // c_1 .. c_{t-1}, each in [1, n-1] (a zero one has no commitment encoding).
    std::vector<Scalar> a(t - 1);
    int ok = 1;
    for (std::size_t k = 0; k + 1 < t; k++) ok &= scalar_set_b32_seckey(a[k], coeffs32 + 32 * k) ? 1 : 0;
    FStatus st = declassified(ok) ? FStatus::ok : FStatus::bad_seckey;
    for (std::size_t i = 0; i < n && st == FStatus::ok; i++) {
        // g(x) = x * (c_1 + c_2 x + ... + c_{t-1} x^(t-2)): no constant term.
        Scalar f;
        poly_horner(f, a.data(), t - 1, ids[i]);
        scalar_mul(f, f, ids[i]);
        scalar_get_b32(shares32 + 32 * i, f);  // may be 0 (probability 2^-256): adds nothing
        secure_wipe(f);
    }
    for (std::size_t k = 0; k + 1 < t && st == FStatus::ok; k++) {
        Ge c;
        gen_public(c, a[k]);
        element_serialize(commitments33 + 33 * k, c);
    }
    secure_wipe(a.data(), a.size() * sizeof(Scalar));
    return st;
}

FStatus refresh_share(unsigned char new_share32[32], unsigned char new_pubshare33[33],
                      const unsigned char old_share32[32], const unsigned char delta32[32], const unsigned char id32[32],
                      const unsigned char* commitments33, std::size_t t) {
    if (t < 2) return FStatus::bad_arg;
    Scalar id;
    if (!identifier_parse(id, id32)) return FStatus::bad_identifier;
    Gej e;
    const FStatus pst = commitments_at(e, commitments33, t - 1, id, 1);  // sum_{k>=1} id^k C_k
    if (pst != FStatus::ok) return pst;
    Scalar s, d;
    int overflow = 0;
    int ok = scalar_set_b32_seckey(s, old_share32) ? 1 : 0;
    scalar_set_b32(d, delta32, &overflow);
    ok &= overflow ^ 1;
    scalar_add(s, s, d);  // the new share
    ok &= scalar_is_zero(s) ? 0 : 1;
    FStatus st = declassified(ok) ? FStatus::ok : FStatus::bad_seckey;
    if (st == FStatus::ok) {
        // delta*G == E: compare d*G - E with infinity (d*G is public once computed: it is the
        // change of the public share, which everybody learns).
        Ge dga;
        gen_public(dga, d);
        Gej dg;
        gej_set_ge(dg, dga);
        Ge eg;
        if (!gej_is_infinity(e)) {
            ge_set_gej_var(eg, e);
            ge_neg(eg, eg);
            gej_add_ge_var(dg, dg, eg);
        }
        if (!gej_is_infinity(dg)) st = FStatus::bad_share;
    }
    if (st == FStatus::ok) {
        Ge p;
        gen_public(p, s);
        scalar_get_b32(new_share32, s);
        element_serialize(new_pubshare33, p);
    }
    secure_wipe(s);
    secure_wipe(d);
    return st;
}

FStatus refresh_pubshare(unsigned char new_pubshare33[33], const unsigned char old_pubshare33[33],
                         const unsigned char id32[32], const unsigned char* commitments33, std::size_t t) {
    if (t < 2) return FStatus::bad_arg;
    Scalar id;
    if (!identifier_parse(id, id32)) return FStatus::bad_identifier;
    Ge old;
    if (!element_parse(old, old_pubshare33)) return FStatus::bad_pubkey;
    Gej e;
    const FStatus pst = commitments_at(e, commitments33, t - 1, id, 1);  // sum_{k>=1} id^k C_k
    if (pst != FStatus::ok) return pst;
    gej_add_ge_var(e, e, old);
    if (gej_is_infinity(e)) return FStatus::infinity;
    Ge p;
    ge_set_gej_var(p, e);
    element_serialize(new_pubshare33, p);
    return FStatus::ok;
}

}  // namespace ufsecp::frost
