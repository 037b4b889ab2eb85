// ufsecp — FROST key generation without a dealer: the Pedersen DKG with proofs of knowledge of
// RFC 9591's reference (FROST paper, figure 1; ZF frost-core keys::dkg), in both suites.
//   Round 1: participant i draws f_i(x) = a_0 + ... + a_{t-1} x^{t-1}, broadcasts the Feldman
//            commitments C_k = a_k G and a Schnorr proof of knowledge of a_0:
//            R = k G, c = HDKG(id_i || C_0 || R), mu = k + a_0 c (HDKG: hash_to_field with the
//            suite's contextString || "dkg"; the -tr suite uses an even-y R and sends x(R)).
//   Round 2: i sends f_i(j) to each j (privately: transport is the caller's).
//   Finish:  j checks every f_i(j) against i's commitments (naming the sender that cheated),
//            s_j = sum_i f_i(j), group key = sum_i C_{i,0}.
// Secrets: the coefficients, the PoK nonce, the shares: constant-time scalar arithmetic and
// ecmult_gen, wiped. Commitments, proofs and identifiers are public (variable time).
#include <cstring>

#include "ecmult/ecmult_multi.hpp"
#include "ecmult/ecmult_var.hpp"
#include "frost/frost.hpp"
#include "hash/sha256.hpp"
#include "keys/keys.hpp"

namespace ufsecp::frost {

namespace {

bool odd_y(const Ge& a) {
    Fe y = a.y;
    fe_normalize_var(y);
    return fe_is_odd(y);
}

void dkg_challenge(Scalar& c, Suite s, const unsigned char id32[32], const unsigned char c0[33],
                   const unsigned char r33[33]) {
    hash_to_scalar(c, s, "dkg", {{id32, 32}, {c0, 33}, {r33, 33}});
}

}  // namespace

std::size_t pok_size(Suite s) { return s == Suite::tr ? 64 : 65; }

FStatus dkg_commit(unsigned char* commitments33, unsigned char* pok, Suite suite, const unsigned char id32[32],
                   const unsigned char* coeffs32, std::size_t t, const unsigned char nonce32[32]) {
    if (suite != Suite::rfc9591 && suite != Suite::tr) return FStatus::bad_arg;
    if (t == 0) return FStatus::bad_arg;
    Scalar id;
    if (!identifier_parse(id, id32)) return FStatus::bad_identifier;
    std::vector<Scalar> a(t);
    int ok = scalar_set_b32_seckey(a[0], coeffs32) ? 1 : 0;
    // Every coefficient in [1, n-1] (a zero one's commitment would be the identity).
    for (std::size_t k = 1; k < t; k++) ok &= scalar_set_b32_seckey(a[k], coeffs32 + 32 * k) ? 1 : 0;
    Scalar k;
    ok &= scalar_set_b32_seckey(k, nonce32) ? 1 : 0;
    FStatus st = declassified(ok) ? FStatus::ok : FStatus::bad_seckey;
    if (st == FStatus::ok) {
        for (std::size_t j = 0; j < t; j++) {
            Ge c;
            gen_public(c, a[j]);
            element_serialize(commitments33 + 33 * j, c);
        }
        Ge r;
        gen_public(r, k);
        if (suite == Suite::tr && odd_y(r)) {  // even-y R: use -k
            scalar_negate(k, k);
            ge_neg(r, r);
        }
        unsigned char r33[33];
        element_serialize(r33, r);
        Scalar c, mu;
        dkg_challenge(c, suite, id32, commitments33, r33);
        scalar_mul(mu, a[0], c);
        scalar_add(mu, mu, k);
        if (suite == Suite::tr) {
            std::memcpy(pok, r33 + 1, 32);
            scalar_get_b32(pok + 32, mu);
        } else {
            std::memcpy(pok, r33, 33);
            scalar_get_b32(pok + 33, mu);
        }
        secure_wipe(mu);
    }
    secure_wipe(a.data(), a.size() * sizeof(Scalar));
    secure_wipe(k);
    return st;
}

FStatus dkg_verify_pok(Suite suite, const unsigned char id32[32], const unsigned char* commitments33, std::size_t t,
                       const unsigned char* pok) {
    if (suite != Suite::rfc9591 && suite != Suite::tr) return FStatus::bad_arg;
    if (t == 0) return FStatus::bad_arg;
    Scalar id;
    if (!identifier_parse(id, id32)) return FStatus::bad_identifier;
    Ge c0;  // C_1 .. C_{t-1} are dkg_finalize's to check (see package_parse)
    if (!element_parse(c0, commitments33)) return FStatus::bad_pubkey;
    unsigned char r33[33];
    Ge r;
    const unsigned char* mub;
    if (suite == Suite::tr) {
        r33[0] = 0x02;
        std::memcpy(r33 + 1, pok, 32);
        mub = pok + 32;
    } else {
        std::memcpy(r33, pok, 33);
        mub = pok + 33;
    }
    if (!element_parse(r, r33)) return FStatus::bad_signature;
    Scalar mu, c;
    int overflow = 0;
    scalar_set_b32(mu, mub, &overflow);
    if (overflow) return FStatus::bad_signature;
    dkg_challenge(c, suite, id32, commitments33, r33);
    // mu*G - c*C_0 - R = 0
    scalar_negate(c, c);
    Gej cj, acc;
    gej_set_ge(cj, c0);
    ecmult_var(acc, cj, c, mu);
    Ge nr;
    ge_neg(nr, r);
    gej_add_ge_var(acc, acc, nr);
    return gej_is_infinity(acc) ? FStatus::ok : FStatus::bad_signature;
}

namespace {

// One sender's structural checks: what its proof's equation needs (identifier, C_0, R, mu).
// The other commitments C_1 .. C_{t-1} are not needed here; dkg_finalize decompresses every
// commitment anyway (its share check uses them all) and names the sender of an invalid one,
// so checking them here too would double the dominant cost (a square root or a Jacobi
// symbol each: ~6,600 of them for (67, 100)).
struct Pok {
    Ge c0, r;
    Scalar mu, c;
};

FStatus package_parse(Pok& o, Suite suite, const unsigned char id32[32], const unsigned char* cm33,
                      const unsigned char* pok) {
    Scalar id;
    if (!identifier_parse(id, id32)) return FStatus::bad_identifier;
    if (!element_parse(o.c0, cm33)) return FStatus::bad_pubkey;
    unsigned char r33[33];
    const unsigned char* mub;
    if (suite == Suite::tr) {
        r33[0] = 0x02;
        std::memcpy(r33 + 1, pok, 32);
        mub = pok + 32;
    } else {
        std::memcpy(r33, pok, 33);
        mub = pok + 33;
    }
    if (!element_parse(o.r, r33)) return FStatus::bad_signature;
    int overflow = 0;
    scalar_set_b32(o.mu, mub, &overflow);
    if (overflow) return FStatus::bad_signature;
    dkg_challenge(o.c, suite, id32, cm33, r33);
    return FStatus::ok;
}

}  // namespace

FStatus dkg_verify_packages(std::size_t* culprit, Suite suite, const unsigned char* ids32,
                            const unsigned char* commitments33, const unsigned char* poks, std::size_t n,
                            std::size_t t) {
    if (suite != Suite::rfc9591 && suite != Suite::tr) return FStatus::bad_arg;
    if (n == 0 || t == 0) return FStatus::bad_arg;
    const std::size_t ps = pok_size(suite);
    // The first sender whose own checks fail (the fallback, only on failure).
    auto name_first = [&](std::size_t upto, FStatus st_upto) {
        for (std::size_t i = 0; i < upto; i++) {
            const FStatus st = dkg_verify_pok(suite, ids32 + 32 * i, commitments33 + 33 * t * i, t, poks + ps * i);
            if (st != FStatus::ok) {
                *culprit = i;
                return st;
            }
        }
        *culprit = upto;
        return st_upto;
    };
    std::vector<Pok> p(n);
    for (std::size_t i = 0; i < n; i++) {
        const FStatus st = package_parse(p[i], suite, ids32 + 32 * i, commitments33 + 33 * t * i, poks + ps * i);
        if (st != FStatus::ok) return name_first(i, st);
    }
    if (n == 1) return name_first(1, FStatus::ok);  // one proof: checked on its own
    // sum_i w_i (mu_i G - c_i C_i0 - R_i) == 0 with w_0 = 1 and w_i (i > 0) 128-bit weights from
    // SHA-256 of the whole transcript (all public; a sender cannot aim at weights that depend
    // on its own proof). 2n points, one MSM.
    unsigned char seed[32];
    {
        Sha256 h;
        h.write(reinterpret_cast<const unsigned char*>("FROST/ufsecp/dkg-pok"), 20);
        const unsigned char sb = static_cast<unsigned char>(suite);
        h.write(&sb, 1);
        h.write(ids32, 32 * n);
        h.write(commitments33, 33 * t * n);
        h.write(poks, ps * n);
        h.finalize(seed);
    }
    std::vector<Ge> pts(2 * n);
    std::vector<Scalar> sc(2 * n);
    Scalar g, w, tmp;
    scalar_clear(g);
    for (std::size_t i = 0; i < n; i++) {
        if (i == 0) {
            scalar_set_int(w, 1);
        } else {
            unsigned char ib[4], wb[32];
            write_be32(ib, static_cast<std::uint32_t>(i));
            Sha256 h;
            h.write(seed, 32);
            h.write(ib, 4);
            h.finalize(wb);
            std::memset(wb, 0, 16);  // 128-bit weights: a forgery passes with probability 2^-128
            scalar_set_b32(w, wb, nullptr);
        }
        scalar_mul(tmp, w, p[i].mu);
        scalar_add(g, g, tmp);
        pts[2 * i] = p[i].c0;
        scalar_mul(tmp, w, p[i].c);
        scalar_negate(sc[2 * i], tmp);
        pts[2 * i + 1] = p[i].r;
        scalar_negate(sc[2 * i + 1], w);
    }
    Gej acc;
    ecmult_multi_var(acc, &g, pts.data(), sc.data(), 2 * n);
    if (gej_is_infinity(acc)) return FStatus::ok;
    return name_first(n, FStatus::bad_signature);
}

FStatus dkg_sum_commitments(unsigned char* out33, const unsigned char* commitments33, std::size_t n, std::size_t t) {
    if (n == 0 || t == 0) return FStatus::bad_arg;
    for (std::size_t k = 0; k < t; k++) {
        Gej acc;
        gej_set_infinity(acc);
        for (std::size_t i = 0; i < n; i++) {
            Ge c;
            if (!element_parse(c, commitments33 + 33 * (i * t + k))) return FStatus::bad_pubkey;
            gej_add_ge_var(acc, acc, c);
        }
        if (gej_is_infinity(acc)) return FStatus::infinity;
        Ge s;
        ge_set_gej_var(s, acc);
        element_serialize(out33 + 33 * k, s);
    }
    return FStatus::ok;
}

FStatus dkg_finalize(unsigned char share32[32], unsigned char pubshare33[33], unsigned char group_pk33[33],
                     std::size_t* culprit, const unsigned char my_id32[32], const unsigned char* ids32,
                     const unsigned char* commitments33, const unsigned char* shares32, std::size_t n,
                     std::size_t t) {
    if (n == 0 || t == 0 || t > n) return FStatus::bad_arg;
    Scalar my;
    if (!identifier_parse(my, my_id32)) return FStatus::bad_identifier;
    bool mine = false;
    for (std::size_t i = 0; i < n; i++) {
        Scalar id;
        if (!identifier_parse(id, ids32 + 32 * i)) return FStatus::bad_identifier;
        for (std::size_t j = 0; j < i; j++)
            if (std::memcmp(ids32 + 32 * i, ids32 + 32 * j, 32) == 0) return FStatus::bad_identifier;
        mine = mine || std::memcmp(ids32 + 32 * i, my_id32, 32) == 0;
    }
    if (!mine) return FStatus::signer_missing;
    // Every commitment parsed once (decompression dominates the cost for large n*t).
    std::vector<Ge> c(n * t);
    for (std::size_t i = 0; i < n; i++)
        for (std::size_t k = 0; k < t; k++)
            if (!element_parse(c[i * t + k], commitments33 + 33 * (i * t + k))) {
                if (culprit) *culprit = i;
                return FStatus::bad_pubkey;
            }
    // Shares: each in [1, n-1] (a sender's zero share is its fault too).
    std::vector<Scalar> sh(n);
    for (std::size_t i = 0; i < n; i++) {
        if (!declassified(scalar_set_b32_seckey(sh[i], shares32 + 32 * i) ? 1 : 0)) {
            secure_wipe(sh.data(), sh.size() * sizeof(Scalar));
            if (culprit) *culprit = i;
            return FStatus::bad_share;
        }
    }
    // All n share checks in one MSM: sum_i w_i S_i == sum_i sum_k (w_i my^k) C_ik, S_i = s_i G.
    // S_i is computed in constant time and published (declassified): for an honest sender it
    // equals sum_k my^k C_ik, which anyone can compute from the commitments, and a cheater's
    // is its own doing. The weights w_i = SHA-256("FROST/ufsecp/dkg" || my_id || commitments ||
    // S_1 .. S_n || i) hash only those public values (no secret goes into the variable-time
    // MSM), and they depend on every S_i, so senders who collude cannot pick errors that cancel
    // (Fiat-Shamir: each try changes all weights). n fixed-base multiplications, one MSM of
    // n (t + 1) points.
    std::vector<Ge> pts(n * t + n);
    std::vector<unsigned char> senc(33 * n);
    for (std::size_t i = 0; i < n; i++) {
        gen_public(pts[n * t + i], sh[i]);
        element_serialize(&senc[33 * i], pts[n * t + i]);
    }
    unsigned char seed[32];
    {
        Sha256 h;
        h.write(reinterpret_cast<const unsigned char*>("FROST/ufsecp/dkg"), 16);
        h.write(my_id32, 32);
        h.write(commitments33, 33 * t * n);
        h.write(senc.data(), senc.size());
        h.finalize(seed);
    }
    std::vector<Scalar> w(n), pw(t), coef(n * t + n);
    scalar_set_int(pw[0], 1);
    for (std::size_t k = 1; k < t; k++) scalar_mul(pw[k], pw[k - 1], my);
    for (std::size_t i = 0; i < n; i++) {
        unsigned char ib[4], wb[32];
        write_be32(ib, static_cast<std::uint32_t>(i));
        Sha256 h;
        h.write(seed, 32);
        h.write(ib, 4);
        h.finalize(wb);
        std::memset(wb, 0, 16);  // 128-bit weights: cancelling errors pass with probability 2^-128
        scalar_set_b32(w[i], wb, nullptr);
        for (std::size_t k = 0; k < t; k++) scalar_mul(coef[i * t + k], w[i], pw[k]);
        scalar_negate(coef[n * t + i], w[i]);
    }
    for (std::size_t i = 0; i < n * t; i++) pts[i] = c[i];
    Gej rj;
    ecmult_multi_var(rj, nullptr, pts.data(), coef.data(), n * t + n);
    if (!gej_is_infinity(rj)) {
        // Some share is bad: find the first one, sender by sender.
        secure_wipe(sh.data(), sh.size() * sizeof(Scalar));
        for (std::size_t i = 0; i < n; i++) {
            const FStatus st = vss_verify(nullptr, my_id32, shares32 + 32 * i, commitments33 + 33 * t * i, t);
            if (st != FStatus::ok) {
                if (culprit) *culprit = i;
                return FStatus::bad_share;
            }
        }
        return FStatus::bad_share;  // unreachable: the batch failed, so one share does
    }
    // The group's commitments, the signing share, its public share.
    std::vector<Ge> sum(t);
    for (std::size_t k = 0; k < t; k++) {
        Gej acc;
        gej_set_infinity(acc);
        for (std::size_t i = 0; i < n; i++) gej_add_ge_var(acc, acc, c[i * t + k]);
        if (gej_is_infinity(acc)) {
            secure_wipe(sh.data(), sh.size() * sizeof(Scalar));
            return FStatus::infinity;
        }
        ge_set_gej_var(sum[k], acc);
    }
    Scalar s;
    scalar_clear(s);
    for (std::size_t i = 0; i < n; i++) scalar_add(s, s, sh[i]);
    secure_wipe(sh.data(), sh.size() * sizeof(Scalar));
    FStatus st = declassified(scalar_is_zero(s) ? 1 : 0) ? FStatus::bad_share : FStatus::ok;  // probability 2^-256
    if (st == FStatus::ok) {
        Gej pj;
        ecmult_multi_var(pj, nullptr, sum.data(), pw.data(), t);
        if (gej_is_infinity(pj)) {
            st = FStatus::infinity;
        } else {
            Ge p;
            ge_set_gej_var(p, pj);
            element_serialize(pubshare33, p);
            element_serialize(group_pk33, sum[0]);
            scalar_get_b32(share32, s);
        }
    }
    secure_wipe(s);
    return st;
}

FStatus poly_eval(unsigned char out32[32], const unsigned char* coeffs32, std::size_t t, const unsigned char id32[32]) {
    if (t == 0) return FStatus::bad_arg;
    Scalar x;
    if (!identifier_parse(x, id32)) return FStatus::bad_identifier;
    Scalar f, a;
    int ok = 1;
    int overflow = 0;
    scalar_set_b32(f, coeffs32 + 32 * (t - 1), &overflow);
    ok &= overflow ^ 1;
    for (std::size_t k = t - 1; k-- > 0;) {
        scalar_set_b32(a, coeffs32 + 32 * k, &overflow);
        ok &= overflow ^ 1;
        scalar_mul(f, f, x);
        scalar_add(f, f, a);
    }
    ok &= scalar_is_zero(f) ? 0 : 1;
    FStatus st = declassified(ok) ? FStatus::ok : FStatus::bad_seckey;
    if (st == FStatus::ok) scalar_get_b32(out32, f);
    secure_wipe(f);
    secure_wipe(a);
    return st;
}

}  // namespace ufsecp::frost
