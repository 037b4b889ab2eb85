// ufsecp — FROST signing sessions (RFC 9591 sections 4-5), shared by both suites: binding
// factors, group commitment, challenge, Lagrange coefficients, signature shares, share
// verification (one at a time and batched with one MSM), aggregation, RFC verification.
//
// Only sign_share touches secrets (nonces, signing share): constant-time scalar arithmetic on
// them; the tr sign flips depend on public points only. Everything else is variable time.
#include <algorithm>
#include <cstdint>
#include <new>
#include <cstring>

#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_multi.hpp"
#include "ecmult/ecmult_var.hpp"
#include "frost/frost.hpp"
#include "group/group_sec1.hpp"
#include "hash/sha256.hpp"
#include "schnorr/schnorr.hpp"

namespace ufsecp::frost {

bool element_parse(Ge& r, const unsigned char in33[33]) {
    if (in33[0] != 0x02 && in33[0] != 0x03) return false;
    return ge_parse_sec1(r, in33, 33);
}

void element_serialize(unsigned char out33[33], const Ge& a) {
    std::size_t len = 0;
    UFSECP_CHECK(ge_serialize_sec1(out33, &len, a, true));
}

bool identifier_parse(Scalar& r, const unsigned char in32[32]) { return scalar_set_b32_seckey(r, in32); }

namespace {

bool ge_is_odd_var(const Ge& a) {
    Fe y = a.y;
    fe_normalize_var(y);
    return fe_is_odd(y);
}

void ge_from_gej(Ge& r, const Gej& a) { ge_set_gej_var(r, a); }

}  // namespace

FStatus key_init(Session& ss, Suite suite, const unsigned char pk33[33], const unsigned char* tweak32) {
    if (suite != Suite::rfc9591 && suite != Suite::tr) return FStatus::bad_arg;
    if (tweak32 != nullptr && suite != Suite::tr) return FStatus::bad_arg;
    ss.suite = suite;
    if (!element_parse(ss.pk, pk33)) return FStatus::bad_pubkey;
    std::memcpy(ss.pk33, pk33, 33);
    // The effective group key. rfc: PK. tr: Q = h*(g*PK + t*G), g and h making the y's even.
    ss.key_negate = ss.out_negate = ss.tweaked = 0;
    scalar_clear(ss.tweak);
    ss.q = ss.pk;
    if (suite == Suite::tr) {
        ss.key_negate = ge_is_odd_var(ss.pk) ? 1 : 0;
        if (ss.key_negate) ge_neg(ss.q, ss.q);
        if (tweak32 != nullptr) {
            int overflow = 0;
            scalar_set_b32(ss.tweak, tweak32, &overflow);
            if (overflow) return FStatus::bad_tweak;
            ss.tweaked = 1;
            Gej qj, t;
            gej_set_ge(qj, ss.q);
            Scalar one;
            scalar_set_int(one, 1);
            ecmult_var(t, qj, one, ss.tweak);
            if (gej_is_infinity(t)) return FStatus::bad_tweak;
            ge_from_gej(ss.q, t);
        }
        ss.out_negate = ge_is_odd_var(ss.q) ? 1 : 0;
        if (ss.out_negate) ge_neg(ss.q, ss.q);
        fe_normalize_var(ss.q.x);
        fe_normalize_var(ss.q.y);
    }
    return FStatus::ok;
}

std::size_t session_signers_offset() {
    constexpr std::size_t a = alignof(Signer);
    return (sizeof(Session) + a - 1) / a * a;
}

std::size_t session_bytes(std::size_t n) {
    const std::size_t off = session_signers_offset();
    if (n > (SIZE_MAX - off - 8) / sizeof(Signer)) return SIZE_MAX;
    return off + n * sizeof(Signer);
}

Signer* Session::s() {
    return std::launder(reinterpret_cast<Signer*>(reinterpret_cast<unsigned char*>(this) + session_signers_offset()));
}
const Signer* Session::s() const {
    return std::launder(
        reinterpret_cast<const Signer*>(reinterpret_cast<const unsigned char*>(this) + session_signers_offset()));
}

void SessionBuf::alloc(std::size_t n) {
    static_assert(alignof(Session) <= alignof(std::uint64_t) && alignof(Signer) <= alignof(std::uint64_t),
                  "the block is an array of uint64_t");
    const std::size_t bytes = session_bytes(n);
    // SIZE_MAX: n so large that the block's size overflows. With exceptions the C ABI turns
    // bad_alloc into UFSECP_ERR_NO_MEMORY; without (the wasm build) the C ABI's own list-length
    // checks keep n far below that bound, and assign() would abort rather than under-allocate.
#if defined(__cpp_exceptions)
    if (bytes == SIZE_MAX) throw std::bad_alloc();
#else
    if (bytes == SIZE_MAX) __builtin_trap();
#endif
    mem_.assign((bytes + 7) / 8, 0);
    ptr_ = new (mem_.data()) Session{};
    Signer* sg = reinterpret_cast<Signer*>(reinterpret_cast<unsigned char*>(mem_.data()) + session_signers_offset());
    for (std::size_t i = 0; i < n; i++) new (sg + i) Signer{};
    ptr_->n = n;
    ptr_->bytes = bytes;
}

FStatus session_init(SessionBuf& sb, Suite suite, const unsigned char pk33[33], const unsigned char* tweak32,
                     const unsigned char* msg, std::size_t msglen, const unsigned char* ids32,
                     const unsigned char* pubnonces66, std::size_t n) {
    sb.alloc(n);
    Session& ss = sb.get();
    const FStatus kst = key_init(ss, suite, pk33, tweak32);
    if (kst != FStatus::ok) return kst;
    if (n == 0) return FStatus::bad_arg;
    Signer* const sg = ss.s();
    for (std::size_t i = 0; i < n; i++) {
        Signer& si = sg[i];
        if (!identifier_parse(si.id, ids32 + 32 * i)) return FStatus::bad_identifier;
        std::memcpy(si.id32, ids32 + 32 * i, 32);
        std::memcpy(si.enc, pubnonces66 + 66 * i, 66);
        si.caller_index = i;
    }
    std::sort(sg, sg + n, [](const Signer& a, const Signer& b) { return std::memcmp(a.id32, b.id32, 32) < 0; });
    for (std::size_t i = 1; i < n; i++)
        if (std::memcmp(sg[i - 1].id32, sg[i].id32, 32) == 0) return FStatus::bad_identifier;
    for (std::size_t i = 0; i < n; i++)
        if (!element_parse(sg[i].d, sg[i].enc) || !element_parse(sg[i].e, sg[i].enc + 33)) return FStatus::bad_pubnonce;

    unsigned char q33[33];
    element_serialize(q33, ss.q);

    // Binding factors (RFC 9591 4.4): rho_i = H1(PK || H4(msg) || H5(commitment list) || id_i).
    unsigned char prefix[33 + 32 + 32];
    std::memcpy(prefix, q33, 33);
    hash_plain(prefix + 33, suite, "msg", {{msg, msglen}});
    {
        Sha256 h;
        const char* ctx = context_string(suite);
        h.write(reinterpret_cast<const unsigned char*>(ctx), std::strlen(ctx));
        h.write(reinterpret_cast<const unsigned char*>("com"), 3);
        for (std::size_t i = 0; i < n; i++) {
            h.write(sg[i].id32, 32);
            h.write(sg[i].enc, 66);
        }
        h.finalize(prefix + 65);
    }
    for (std::size_t i = 0; i < n; i++)
        hash_to_scalar(sg[i].rho, suite, "rho", {{prefix, sizeof prefix}, {sg[i].id32, 32}});

    // R = sum D_i + sum rho_i E_i: the D_i (weight 1) by plain additions, the E_i with one MSM
    // of n points (an MSM would spend a full 256-bit scalar's work on each weight 1).
    std::vector<Ge> pts(n);
    std::vector<Scalar> sc(n);
    Gej rj, dsum;
    gej_set_infinity(dsum);
    for (std::size_t i = 0; i < n; i++) {
        gej_add_ge_var(dsum, dsum, sg[i].d);
        pts[i] = sg[i].e;
        sc[i] = sg[i].rho;
    }
    ecmult_multi_var(rj, nullptr, pts.data(), sc.data(), n);
    gej_add_var(rj, rj, dsum);
    if (gej_is_infinity(rj)) return FStatus::infinity;
    ge_from_gej(ss.r, rj);
    element_serialize(ss.r_enc, ss.r);
    ss.nonce_negate = 0;
    if (suite == Suite::tr) {
        ss.nonce_negate = ge_is_odd_var(ss.r) ? 1 : 0;
        // BIP-340 challenge over x(R), x(Q).
        schnorr_challenge(ss.c, ss.r_enc + 1, q33 + 1, msg, msglen);
    } else {
        hash_to_scalar(ss.c, suite, "chal", {{ss.r_enc, 33}, {q33, 33}, {msg, msglen}});
    }
    return FStatus::ok;
}

std::size_t session_find(const Session& ss, const unsigned char id32[32]) {
    // Binary search: the signers are sorted by their big-endian identifier bytes.
    const Signer* sg = ss.s();
    std::size_t lo = 0, hi = ss.n;
    while (lo < hi) {
        const std::size_t mid = lo + (hi - lo) / 2;
        const int c = std::memcmp(sg[mid].id32, id32, 32);
        if (c == 0) return mid;
        if (c < 0) lo = mid + 1; else hi = mid;
    }
    return ss.n;
}

void lagrange(Scalar& r, const Session& ss, std::size_t i) {
    // lambda_i = prod_{j != i} x_j / (x_j - x_i) (RFC 9591 4.2). The identifiers are distinct,
    // so the denominator is not zero.
    Scalar num, den, neg_xi, t;
    scalar_set_int(num, 1);
    scalar_set_int(den, 1);
    const Signer* sg = ss.s();
    scalar_negate(neg_xi, sg[i].id);
    for (std::size_t j = 0; j < ss.n; j++) {
        if (j == i) continue;
        scalar_mul(num, num, sg[j].id);
        scalar_add(t, sg[j].id, neg_xi);
        scalar_mul(den, den, t);
    }
    scalar_inverse_var(den, den);
    scalar_mul(r, num, den);
}

void lagrange_all(Scalar* out, const Session& ss) {
    // num_i = prod_{j != i} x_j from prefix and suffix products; den_i = prod_{j != i} (x_j -
    // x_i), each difference computed once for the pair (x_i - x_j = -(x_j - x_i)); then all
    // den_i inverted with one inversion (Montgomery's trick) and lambda_i = num_i / den_i.
    const std::size_t n = ss.n;
    const Signer* sg = ss.s();
    std::vector<Scalar> den(n), pre(n + 1), inv(n);
    for (std::size_t i = 0; i < n; i++) scalar_set_int(den[i], 1);
    for (std::size_t i = 0; i < n; i++) {
        Scalar neg_xi, d;
        scalar_negate(neg_xi, sg[i].id);
        for (std::size_t j = i + 1; j < n; j++) {
            scalar_add(d, sg[j].id, neg_xi);  // x_j - x_i: a factor of den_i
            scalar_mul(den[i], den[i], d);
            scalar_negate(d, d);              // x_i - x_j: a factor of den_j
            scalar_mul(den[j], den[j], d);
        }
    }
    // Batch inversion of den (none is zero: the identifiers are distinct).
    scalar_set_int(pre[0], 1);
    for (std::size_t i = 0; i < n; i++) scalar_mul(pre[i + 1], pre[i], den[i]);
    Scalar acc;
    scalar_inverse_var(acc, pre[n]);
    for (std::size_t i = n; i-- > 0;) {
        scalar_mul(inv[i], acc, pre[i]);   // 1/den_i
        scalar_mul(acc, acc, den[i]);      // 1/(den_0 .. den_{i-1})
    }
    // num_i: prefix (pre reused) times suffix of the identifiers.
    scalar_set_int(pre[0], 1);
    for (std::size_t i = 0; i < n; i++) scalar_mul(pre[i + 1], pre[i], sg[i].id);
    Scalar suf;
    scalar_set_int(suf, 1);
    for (std::size_t i = n; i-- > 0;) {
        Scalar num;
        scalar_mul(num, pre[i], suf);
        scalar_mul(out[i], num, inv[i]);
        scalar_mul(suf, suf, sg[i].id);
    }
}

namespace {
// The public multiplier of the share: c * lambda_i (and for tr the sign h*g of the key map).
void share_factor(Scalar& f, const Session& ss, std::size_t i, const Scalar* lambda = nullptr) {
    if (lambda != nullptr) {
        f = *lambda;
    } else {
        lagrange(f, ss, i);
    }
    scalar_mul(f, f, ss.c);
}
}  // namespace

void sign_share(Scalar& z, const Session& ss, std::size_t i, const Scalar& d, const Scalar& e, const Scalar& share) {
    Scalar f, nonce, k;
    share_factor(f, ss, i);
    // nonce part d + rho*e, negated when R had odd y (tr; a public flag).
    scalar_mul(nonce, e, ss.s()[i].rho);
    scalar_add(nonce, nonce, d);
    scalar_cond_negate(nonce, ss.nonce_negate);
    // key part: rfc s; tr h*(g*s + t). Lagrange coefficients sum to 1 over the signer set, so
    // adding t to every share adds t to the group secret.
    k = share;
    scalar_cond_negate(k, ss.key_negate);
    if (ss.tweaked) scalar_add(k, k, ss.tweak);
    scalar_cond_negate(k, ss.out_negate);
    scalar_mul(k, k, f);
    scalar_add(z, nonce, k);
    secure_wipe(nonce);
    secure_wipe(k);
}

namespace {
// For signer i: the coefficients of the check z_i*G - f*Y' - gR*(D + rho*E) = 0 with
// Y' = h*(g*Y + t*G): yc (of Y), gc (of G, to be added to z_i), dc (of D), ec (of E).
void check_coeffs(const Session& ss, std::size_t i, Scalar& yc, Scalar& gc, Scalar& dc, Scalar& ec,
                  const Scalar* lambda) {
    Scalar f;
    share_factor(f, ss, i, lambda);
    scalar_cond_negate(f, ss.out_negate);  // f*h
    scalar_clear(gc);
    if (ss.tweaked) {
        scalar_mul(gc, f, ss.tweak);
        scalar_negate(gc, gc);  // -f*h*t
    }
    yc = f;
    scalar_cond_negate(yc, ss.key_negate);
    scalar_negate(yc, yc);  // -f*h*g
    scalar_set_int(dc, 1);
    scalar_cond_negate(dc, ss.nonce_negate ^ 1);  // -gR
    scalar_mul(ec, dc, ss.s()[i].rho);
}
}  // namespace

bool verify_share(const Session& ss, std::size_t i, const Scalar& z, const Ge& pubshare, const Scalar* lambda) {
    Scalar yc, gc, dc, ec;
    check_coeffs(ss, i, yc, gc, dc, ec, lambda);
    scalar_add(gc, gc, z);
    Ge pts[3] = {pubshare, ss.s()[i].d, ss.s()[i].e};
    Scalar sc[3] = {yc, dc, ec};
    Gej r;
    ecmult_multi_var(r, &gc, pts, sc, 3);
    return gej_is_infinity(r);
}

bool verify_shares_batch(const Session& ss, const Scalar* z, const Ge* pubshares, const Scalar* lambdas) {
    // Random linear combination: weights w_i = SHA-256("FROST/ufsecp/batch" || seed || i),
    // seed = SHA-256 of everything checked, so a cheater cannot pick shares that cancel.
    const std::size_t n = ss.n;
    const Signer* sg = ss.s();
    unsigned char seed[32];
    {
        Sha256 h;
        h.write(reinterpret_cast<const unsigned char*>("FROST/ufsecp/batch"), 18);
        h.write(ss.r_enc, 33);
        for (std::size_t i = 0; i < n; i++) {
            unsigned char b[33];
            scalar_get_b32(b, z[i]);
            h.write(b, 32);
            element_serialize(b, pubshares[i]);
            h.write(b, 33);
            h.write(sg[i].enc, 66);
        }
        h.finalize(seed);
    }
    std::vector<Ge> pts(3 * n);
    std::vector<Scalar> sc(3 * n);
    Scalar g;
    scalar_clear(g);
    for (std::size_t i = 0; i < n; i++) {
        unsigned char wb[32], ib[4];
        write_be32(ib, static_cast<std::uint32_t>(i));
        Sha256 h;
        h.write(seed, 32);
        h.write(ib, 4);
        h.finalize(wb);
        Scalar w, yc, gc, dc, ec;
        scalar_set_b32(w, wb, nullptr);
        check_coeffs(ss, i, yc, gc, dc, ec, &lambdas[i]);
        scalar_add(gc, gc, z[i]);
        scalar_mul(gc, gc, w);
        scalar_add(g, g, gc);
        pts[3 * i] = pubshares[i];
        scalar_mul(sc[3 * i], yc, w);
        pts[3 * i + 1] = sg[i].d;
        scalar_mul(sc[3 * i + 1], dc, w);
        pts[3 * i + 2] = sg[i].e;
        scalar_mul(sc[3 * i + 2], ec, w);
    }
    Gej r;
    ecmult_multi_var(r, &g, pts.data(), sc.data(), 3 * n);
    return gej_is_infinity(r);
}

std::size_t signature_build(unsigned char out[65], const Session& ss, const Scalar& z_sum) {
    if (ss.suite == Suite::tr) {
        std::memcpy(out, ss.r_enc + 1, 32);
        scalar_get_b32(out + 32, z_sum);
        return 64;
    }
    std::memcpy(out, ss.r_enc, 33);
    scalar_get_b32(out + 33, z_sum);
    return 65;
}

bool verify_sum(const Session& ss, const Scalar& z_sum) {
    // z*G - c*Q - R' = 0.
    Scalar nc;
    scalar_negate(nc, ss.c);
    Gej qj, t;
    gej_set_ge(qj, ss.q);
    ecmult_var(t, qj, nc, z_sum);
    Ge nr = ss.r;
    if (!ss.nonce_negate) ge_neg(nr, nr);  // tr with odd R: R' = -R, so -R' = R
    gej_add_ge_var(t, t, nr);
    return gej_is_infinity(t);
}

bool verify_rfc9591(const unsigned char sig65[65], const unsigned char* msg, std::size_t msglen,
                    const unsigned char pk33[33]) {
    Ge r, pk;
    if (!element_parse(r, sig65) || !element_parse(pk, pk33)) return false;
    Scalar z, c;
    int overflow = 0;
    scalar_set_b32(z, sig65 + 33, &overflow);
    if (overflow) return false;
    hash_to_scalar(c, Suite::rfc9591, "chal", {{sig65, 33}, {pk33, 33}, {msg, msglen}});
    // z*G - c*PK - R = 0
    scalar_negate(c, c);
    Gej pkj, t;
    gej_set_ge(pkj, pk);
    ecmult_var(t, pkj, c, z);
    Ge nr;
    ge_neg(nr, r);
    gej_add_ge_var(t, t, nr);
    return gej_is_infinity(t);
}

}  // namespace ufsecp::frost
