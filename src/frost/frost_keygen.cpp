// ufsecp — FROST key generation with a trusted dealer (RFC 9591 appendix C): Shamir shares of
// the group secret with Feldman commitments (vss_commitment), and the share check each signer
// runs against them (vss_verify). The dealer's secret and coefficients are secrets: Horner
// evaluation with constant-time scalar arithmetic, commitments by ecmult_gen; wiped.
#include <cstring>

#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_multi.hpp"
#include "frost/frost.hpp"

namespace ufsecp::frost {

void gen_public(Ge& r, const Scalar& a) {
    Gej rj;
    ecmult_gen(rj, a);
    ge_set_gej(r, rj);
    declassify(&r, sizeof r);
    secure_wipe(rj);
}

void poly_horner(Scalar& r, const Scalar* a, std::size_t n, const Scalar& x) {
    // (((a_{n-1} x + a_{n-2}) x + ...) x + a_0)
    Scalar f = a[n - 1];
    for (std::size_t k = n - 1; k-- > 0;) {
        scalar_mul(f, f, x);
        scalar_add(f, f, a[k]);
    }
    r = f;
    secure_wipe(f);
}

FStatus commitments_at(Gej& r, const unsigned char* commitments33, std::size_t count, const Scalar& x,
                       unsigned first_power) {
    std::vector<Ge> c(count);
    std::vector<Scalar> pw(count);
    scalar_set_int(pw[0], 1);
    for (unsigned k = 0; k < first_power; k++) scalar_mul(pw[0], pw[0], x);
    for (std::size_t k = 0; k < count; k++) {
        if (!element_parse(c[k], commitments33 + 33 * k)) return FStatus::bad_pubkey;
        if (k > 0) scalar_mul(pw[k], pw[k - 1], x);
    }
    ecmult_multi_var(r, nullptr, c.data(), pw.data(), count);
    return FStatus::ok;
}

FStatus dealer_keygen(unsigned char* shares32, unsigned char* commitments33, const unsigned char secret32[32],
                      const unsigned char* coeffs32, std::size_t t, const unsigned char* ids32, std::size_t n) {
    if (t == 0 || n < t) return FStatus::bad_arg;
    std::vector<Scalar> ids(n);
    for (std::size_t i = 0; i < n; i++) {
        if (!identifier_parse(ids[i], ids32 + 32 * i)) return FStatus::bad_identifier;
        for (std::size_t j = 0; j < i; j++)
            if (std::memcmp(ids32 + 32 * i, ids32 + 32 * j, 32) == 0) return FStatus::bad_identifier;
    }
    std::vector<Scalar> a(t);
    int ok = scalar_set_b32_seckey(a[0], secret32) ? 1 : 0;
    // Every coefficient in [1, n-1]: a zero one would have the identity as its commitment,
    // which has no encoding (and a zero top coefficient lowers the threshold).
    for (std::size_t k = 1; k < t; k++) ok &= scalar_set_b32_seckey(a[k], coeffs32 + 32 * (k - 1)) ? 1 : 0;
    FStatus st = FStatus::ok;
    if (!declassified(ok)) st = FStatus::bad_seckey;
    for (std::size_t i = 0; i < n && st == FStatus::ok; i++) {
        Scalar f;
        poly_horner(f, a.data(), t, ids[i]);
        if (declassified(scalar_is_zero(f) ? 1 : 0)) st = FStatus::bad_seckey;
        scalar_get_b32(shares32 + 32 * i, f);
        secure_wipe(f);
    }
    for (std::size_t k = 0; k < t && st == FStatus::ok; k++) {
        Ge c;
        gen_public(c, a[k]);
        element_serialize(commitments33 + 33 * k, c);
    }
    secure_wipe(a.data(), a.size() * sizeof(Scalar));
    return st;
}

FStatus vss_pubshare(unsigned char pubshare33[33], const unsigned char id32[32], const unsigned char* commitments33,
                     std::size_t t) {
    if (t == 0) return FStatus::bad_arg;
    Scalar id;
    if (!identifier_parse(id, id32)) return FStatus::bad_identifier;
    Gej r;
    const FStatus st = commitments_at(r, commitments33, t, id, 0);
    if (st != FStatus::ok) return st;
    if (gej_is_infinity(r)) return FStatus::bad_pubkey;
    Ge p;
    ge_set_gej_var(p, r);
    element_serialize(pubshare33, p);
    return FStatus::ok;
}

FStatus vss_verify(unsigned char* pubshare33, const unsigned char id32[32], const unsigned char share32[32],
                   const unsigned char* commitments33, std::size_t t) {
    unsigned char expect[33];
    const FStatus st = vss_pubshare(expect, id32, commitments33, t);
    if (st != FStatus::ok) return st;
    Scalar s;
    const bool valid = declassified(scalar_set_b32_seckey(s, share32) ? 1 : 0);
    if (!valid) {
        secure_wipe(s);
        return FStatus::bad_seckey;
    }
    Ge p;
    gen_public(p, s);
    secure_wipe(s);
    unsigned char got[33];
    element_serialize(got, p);
    if (std::memcmp(got, expect, 33) != 0) return FStatus::bad_share;
    if (pubshare33) std::memcpy(pubshare33, expect, 33);
    return FStatus::ok;
}

}  // namespace ufsecp::frost
