// ufsecp — BIP-352: hashes, sender, public tweak data, one-transaction scanning
// (silentpayments.hpp has the contract).
#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_precomp.hpp"
#include "ecmult/ecmult_var.hpp"
#include "group/group_sec1.hpp"
#include "hash/tagged_hash.hpp"
#include "keys/keys.hpp"
#include "silentpayments/silentpayments.hpp"
#include "silentpayments/sp_internal.hpp"

namespace ufsecp::sp {

namespace detail {

// The three tags' midstates, computed once (thread-safe static initialisation).
const Sha256& tag_inputs() {
    static const Sha256 h = tagged_hash_init(reinterpret_cast<const unsigned char*>("BIP0352/Inputs"), 14);
    return h;
}
const Sha256& tag_shared() {
    static const Sha256 h = tagged_hash_init(reinterpret_cast<const unsigned char*>("BIP0352/SharedSecret"), 20);
    return h;
}
const Sha256& tag_label() {
    static const Sha256 h = tagged_hash_init(reinterpret_cast<const unsigned char*>("BIP0352/Label"), 13);
    return h;
}

void ser_compressed_var(unsigned char out33[33], const Ge& p) {
    Fe x = p.x, y = p.y;
    fe_normalize_var(x);
    fe_normalize_var(y);
    out33[0] = static_cast<unsigned char>(0x02 | (fe_is_odd(y) ? 1 : 0));
    fe_get_b32(out33 + 1, x);
}

// Constant time: p finite, coordinates normalized by the caller (ge_set_gej does it).
void ser_compressed_ct(unsigned char out33[33], const Ge& p) {
    Fe x = p.x, y = p.y;
    fe_normalize(x);
    fe_normalize(y);
    out33[0] = static_cast<unsigned char>(0x02 | (fe_is_odd(y) ? 1 : 0));
    fe_get_b32(out33 + 1, x);
    secure_wipe(x);
    secure_wipe(y);
}

// P = B_spend + t*G, Jacobian. t public (declassified hash output).
// t*G in variable time (t is public, as in libsecp256k1's module, which tweaks with its
// variable-time ecmult): ecmult_precomp_var with na = 0 uses only the built-in G tables
// (16 pieces of 16 bits, window 12): ~16 doublings and ~20 affine additions, measured
// 8.7 -> ~3 us against the constant-time comb (docs/silentpayments.md).
void spend_plus_tG(Gej& r, const Ge& spend, const Scalar& t) {
    Scalar zero;
    scalar_set_int(zero, 0);
    ecmult_precomp_var(r, nullptr, zero, t);
    gej_add_ge_var(r, r, spend);
}

}  // namespace detail

using namespace detail;

void input_hash(unsigned char out32[32], const unsigned char outpoint36[36], const Ge& A) {
    unsigned char a33[33];
    ser_compressed_var(a33, A);
    Sha256 h = tag_inputs();
    h.write(outpoint36, 36);
    h.write(a33, 33);
    h.finalize(out32);
}

bool shared_secret_tweak(Scalar& t, unsigned char t32[32], const unsigned char ss33[33], std::uint32_t k) {
    unsigned char kb[4] = {static_cast<unsigned char>(k >> 24), static_cast<unsigned char>(k >> 16),
                           static_cast<unsigned char>(k >> 8), static_cast<unsigned char>(k)};
    Sha256 h = tag_shared();
    h.write(ss33, 33);
    h.write(kb, 4);
    h.finalize(t32);
    // t_k is public from here on (libsecp256k1's module treats it the same way: it goes
    // into a variable-time tweak addition).
    declassify(t32, 32);
    int overflow = 0;
    scalar_set_b32(t, t32, &overflow);
    return !overflow && !scalar_is_zero(t);
}

void label_tweak(unsigned char out32[32], const unsigned char bscan32[32], std::uint32_t m) {
    unsigned char mb[4] = {static_cast<unsigned char>(m >> 24), static_cast<unsigned char>(m >> 16),
                           static_cast<unsigned char>(m >> 8), static_cast<unsigned char>(m)};
    Sha256 h = tag_label();
    h.write(bscan32, 32);
    h.write(mb, 4);
    h.finalize(out32);  // wipes the hasher (it held b_scan)
    // The label tweak is public: it is what the wallet publishes as label*G in addresses.
    declassify(out32, 32);
}

const unsigned char* smallest_outpoint(const unsigned char* outpoints36, std::size_t n) {
    const unsigned char* best = outpoints36;
    for (std::size_t i = 1; i < n; i++)
        if (std::memcmp(outpoints36 + 36 * i, best, 36) < 0) best = outpoints36 + 36 * i;
    return best;
}

// ---- sender --------------------------------------------------------------------------------

SpStatus create_outputs(unsigned char* out32s, const Recipient* recipients, std::size_t n,
                        const unsigned char outpoint36[36], const unsigned char* tr_seckeys, std::size_t n_tr,
                        const unsigned char* plain_seckeys, std::size_t n_plain) {
    // Group by B_scan (stable: k follows the order of the array). Allocates first.
    std::vector<std::array<unsigned char, 33>> scan_ser(n);
    std::vector<std::size_t> order(n);
    std::vector<unsigned char> tmp(32 * n);
    for (std::size_t i = 0; i < n; i++) {
        ser_compressed_var(scan_ser[i].data(), recipients[i].scan);
        order[i] = i;
    }
    // Stable by construction (ties broken by the index); std::stable_sort's temporary buffer
    // draws a deprecation warning from clang with libstdc++ 12.
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const int c = std::memcmp(scan_ser[a].data(), scan_ser[b].data(), 33);
        return c < 0 || (c == 0 && a < b);
    });
    for (std::size_t g = 0; g < n;) {
        std::size_t e = g;
        while (e < n && scan_ser[order[e]] == scan_ser[order[g]]) e++;
        if (e - g > kKmax) return SpStatus::too_many;
        g = e;
    }
    if (n_tr + n_plain == 0) return SpStatus::infinity;

    // a = sum of the keys, taproot ones negated when d*G has odd y. Constant time.
    Scalar a, d;
    scalar_clear(a);
    int ok = 1;
    Gej pj;
    Ge p;
    for (std::size_t i = 0; i < n_tr; i++) {
        ok &= scalar_set_b32_seckey(d, tr_seckeys + 32 * i) ? 1 : 0;
        ecmult_gen(pj, d);
        ge_set_gej(p, pj);  // normalized, constant time
        scalar_cond_negate(d, fe_is_odd(p.y) ? 1 : 0);
        scalar_add(a, a, d);
    }
    for (std::size_t i = 0; i < n_plain; i++) {
        ok &= scalar_set_b32_seckey(d, plain_seckeys + 32 * i) ? 1 : 0;
        scalar_add(a, a, d);
    }
    secure_wipe(d);
    secure_wipe(pj);
    secure_wipe(p);
    if (!declassified(ok)) {
        secure_wipe(a);
        return SpStatus::bad_seckey;
    }
    if (declassified(scalar_is_zero(a))) {
        secure_wipe(a);
        return SpStatus::infinity;
    }
    Gej Aj;
    Ge A;
    ecmult_gen(Aj, a);
    ge_set_gej(A, Aj);
    declassify(&A, sizeof(A));  // A = sum of the inputs' public keys: public
    unsigned char ih[32];
    input_hash(ih, outpoint36, A);
    Scalar h;
    int overflow = 0;
    scalar_set_b32(h, ih, &overflow);
    if (overflow || scalar_is_zero(h)) {
        secure_wipe(a);
        return SpStatus::bad_tweak;
    }
    Scalar ah;
    scalar_mul(ah, a, h);  // secret
    secure_wipe(a);

    SpStatus st = SpStatus::ok;
    unsigned char ss33[33];
    for (std::size_t g = 0; g < n && st == SpStatus::ok;) {
        std::size_t e = g;
        while (e < n && scan_ser[order[e]] == scan_ser[order[g]]) e++;
        Gej sj;
        Ge s;
        ecmult_const(sj, recipients[order[g]].scan, ah);
        ge_set_gej(s, sj);
        ser_compressed_ct(ss33, s);
        secure_wipe(sj);
        secure_wipe(s);
        for (std::size_t j = g; j < e; j++) {
            Scalar t;
            unsigned char t32[32];
            if (!shared_secret_tweak(t, t32, ss33, static_cast<std::uint32_t>(j - g))) {
                st = SpStatus::bad_tweak;
                break;
            }
            Gej rj;
            spend_plus_tG(rj, recipients[order[j]].spend, t);
            Ge r;
            ge_set_gej_var(r, rj);
            if (ge_is_infinity(r)) {  // B_m = -t*G: unreachable without a dlog
                st = SpStatus::bad_tweak;
                break;
            }
            fe_normalize_var(r.x);
            fe_get_b32(tmp.data() + 32 * order[j], r.x);
        }
        g = e;
    }
    secure_wipe(ah);
    secure_wipe(ss33, sizeof(ss33));
    if (st != SpStatus::ok) return st;
    std::memcpy(out32s, tmp.data(), 32 * n);
    return SpStatus::ok;
}

// ---- recipient ------------------------------------------------------------------------------

SpStatus public_data(Ge& tweak, const unsigned char outpoint36[36], const unsigned char* xonly32s,
                     std::size_t n_xonly, const unsigned char* plain33s, std::size_t n_plain) {
    Gej acc;
    gej_set_infinity(acc);
    Ge p;
    for (std::size_t i = 0; i < n_xonly; i++) {
        if (!xonly_parse(p, xonly32s + 32 * i)) return SpStatus::bad_pubkey;
        gej_add_ge_var(acc, acc, p);
    }
    for (std::size_t i = 0; i < n_plain; i++) {
        if (!ge_parse_sec1(p, plain33s + 33 * i, 33)) return SpStatus::bad_pubkey;
        gej_add_ge_var(acc, acc, p);
    }
    if (gej_is_infinity(acc)) return SpStatus::infinity;
    Ge A;
    ge_set_gej_var(A, acc);
    unsigned char ih[32];
    input_hash(ih, outpoint36, A);
    Scalar h, zero;
    int overflow = 0;
    scalar_set_b32(h, ih, &overflow);
    if (overflow || scalar_is_zero(h)) return SpStatus::bad_tweak;
    scalar_clear(zero);
    Gej tj, aj;
    gej_set_ge(aj, A);
    ecmult_var(tj, aj, h, zero);
    ge_set_gej_var(tweak, tj);
    fe_normalize_var(tweak.x);
    fe_normalize_var(tweak.y);
    return SpStatus::ok;
}

bool shared_secret(unsigned char ss33[33], const unsigned char bscan32[32], const Ge& tweak) {
    Scalar b, one;
    const int ok = scalar_set_b32_seckey(b, bscan32) ? 1 : 0;
    scalar_set_int(one, 1);
    scalar_cmov(b, one, ok ^ 1);
    Gej sj;
    ecmult_const(sj, tweak, b);
    Ge s;
    ge_set_gej(s, sj);
    ser_compressed_ct(ss33, s);
    keys_detail::ct_memzero_if(ss33, 33, ok ^ 1);
    secure_wipe(b);
    secure_wipe(sj);
    secure_wipe(s);
    return declassified(ok) != 0;
}

bool output_pubkey(unsigned char out32[32], const unsigned char ss33[33], const Ge& spend, std::uint32_t k) {
    Scalar t;
    unsigned char t32[32];
    if (!shared_secret_tweak(t, t32, ss33, k)) return false;
    Gej rj;
    spend_plus_tG(rj, spend, t);
    Ge r;
    ge_set_gej_var(r, rj);
    if (ge_is_infinity(r)) return false;
    fe_normalize_var(r.x);
    fe_get_b32(out32, r.x);
    return true;
}

const unsigned char* Labels::find(const unsigned char label33[33]) const {
    if (fn) return fn(label33, ctx);
    std::size_t lo = 0, hi = n;
    while (lo < hi) {
        const std::size_t mid = lo + (hi - lo) / 2;
        const int c = std::memcmp(table[mid].point33, label33, 33);
        if (c == 0) return table[mid].tweak32;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return nullptr;
}

bool labels_sorted(const LabelEntry* table, std::size_t n) {
    for (std::size_t i = 1; i < n; i++)
        if (std::memcmp(table[i - 1].point33, table[i].point33, 33) >= 0) return false;
    return true;
}

void lift_outputs(OutputKey* keys, const unsigned char* outputs32, std::size_t n, bool with_points) {
    for (std::size_t i = 0; i < n; i++) {
        keys[i].x32 = outputs32 + 32 * i;
        keys[i].lifted = with_points && xonly_parse(keys[i].point, outputs32 + 32 * i);
    }
}

void record_label_match(Found& f, std::uint32_t i, std::uint32_t k, const Scalar& t, const unsigned char* ltweak,
                        const unsigned char label33[33]) {
    Scalar l, sum;
    int overflow = 0;
    scalar_set_b32(l, ltweak, &overflow);  // a label tweak is a hash: < n but for ~2^-128
    scalar_add(sum, t, l);
    f.output_index = i;
    f.k = k;
    scalar_get_b32(f.tweak32, sum);
    f.has_label = 1;
    std::memcpy(f.label33, label33, 33);
}

void label_candidates(unsigned char out33[2][33], const Ge& q, const Ge& pk, const Fe& inv) {
    for (int sign = 0; sign < 2; sign++) {
        Fe num, lam, x3, y3, t;
        if (sign == 0) {
            num = q.y;  // q - P: lambda = (y_q + y_P) / (x_q - x_P)
        } else {
            fe_negate(num, q.y, 1);  // -q - P: lambda = (y_P - y_q) / (x_q - x_P)
        }
        fe_add(num, pk.y);
        fe_mul(lam, num, inv);
        fe_sqr(x3, lam);
        fe_negate(t, q.x, 1);
        fe_add(x3, t);
        fe_negate(t, pk.x, 1);
        fe_add(x3, t);  // x3 = lambda^2 - x_q - x_P
        fe_normalize_var(x3);
        fe_negate(t, x3, 1);
        fe_add(t, q.x);
        fe_mul(y3, lam, t);  // lambda (x_q - x3) - (+-y_q)
        if (sign == 0) {
            fe_negate(t, q.y, 1);
            fe_add(y3, t);
        } else {
            fe_add(y3, q.y);
        }
        fe_normalize_var(y3);
        out33[sign][0] = static_cast<unsigned char>(0x02 | (fe_is_odd(y3) ? 1 : 0));
        fe_get_b32(out33[sign] + 1, x3);
    }
}

bool label_check(Found& f, std::uint32_t i, std::uint32_t k, const Scalar& t, const OutputKey& out, const Ge& pk,
                 const Labels& labels) {
    // Called only when x(out) != x(P_k) (direct matches are tried first), so the
    // denominator is non-zero.
    Fe dx, inv;
    fe_negate(dx, pk.x, 1);
    fe_add(dx, out.point.x);
    fe_inv_var(inv, dx);
    unsigned char c[2][33];
    label_candidates(c, out.point, pk, inv);
    for (int sign = 0; sign < 2; sign++) {
        const unsigned char* lt = labels.find(c[sign]);
        if (lt) {
            record_label_match(f, i, k, t, lt, c[sign]);
            return true;
        }
    }
    return false;
}

SpStatus scan_from_secret_used(Found* found, std::size_t* n_found, unsigned char* used, const unsigned char ss33[33],
                               const Ge& spend, const OutputKey* outputs, std::size_t n, const Labels& labels) {
    if (n) std::memset(used, 0, n);  // used may be null when n = 0
    std::size_t nf = 0;
    const bool with_labels = labels.any();
    for (std::uint32_t k = 0; k < kKmax; k++) {
        Scalar t;
        unsigned char t32[32];
        if (!shared_secret_tweak(t, t32, ss33, k)) return SpStatus::bad_tweak;
        Gej pj;
        spend_plus_tG(pj, spend, t);
        Ge pk;
        ge_set_gej_var(pk, pj);
        if (ge_is_infinity(pk)) return SpStatus::bad_tweak;
        fe_normalize_var(pk.x);
        fe_normalize_var(pk.y);
        unsigned char px[32];
        fe_get_b32(px, pk.x);
        // Direct matches first (a comparison each), then labels (two additions each): the
        // same result as BIP-352's per-output order, since an output matching both ways at
        // one k would need a discrete-log relation, and it keeps adversarial transactions
        // with many outputs from costing label work at every k.
        bool matched = false;
        for (std::size_t i = 0; i < n && !matched; i++) {
            if (used[i] || std::memcmp(outputs[i].x32, px, 32) != 0) continue;
            Found& f = found[nf++];
            f.output_index = static_cast<std::uint32_t>(i);
            f.k = k;
            std::memcpy(f.tweak32, t32, 32);
            f.has_label = 0;
            std::memset(f.label33, 0, 33);
            used[i] = 1;
            matched = true;
        }
        for (std::size_t i = 0; i < n && !matched && with_labels; i++) {
            if (used[i] || !outputs[i].lifted) continue;
            if (label_check(found[nf], static_cast<std::uint32_t>(i), k, t, outputs[i], pk, labels)) {
                used[i] = 1;
                nf++;
                matched = true;
            }
        }
        if (!matched) break;
    }
    *n_found = nf;
    return SpStatus::ok;
}

SpStatus scan_from_secret(Found* found, std::size_t* n_found, const unsigned char ss33[33], const Ge& spend,
                          const OutputKey* outputs, std::size_t n, const Labels& labels) {
    std::vector<unsigned char> used(n);
    return scan_from_secret_used(found, n_found, used.data(), ss33, spend, outputs, n, labels);
}

}  // namespace ufsecp::sp
