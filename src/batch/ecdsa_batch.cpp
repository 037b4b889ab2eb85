// ufsecp — ECDSA batch verification; the contract is in batch/batch.hpp.
//
// Layer 4. Variable time (public inputs).
//
// Per chunk (threads take contiguous slices of it, each slice sharing its own work):
//   1. parse and screen every entry exactly as ecdsa_verify_var does;
//   2. invert all s values with one scalar inversion; u1 = m/s, u2 = r/s;
//   3. build the tables of odd multiples 1P..15P of every key in affine form, the keys in
//      lock-step: 2P for all keys is one batch of affine doublings, then 3P = P + 2P for all
//      keys one batch of affine additions, and so on: 8 batches, each sharing one field
//      inversion (instead of 7 Jacobian additions and one inversion per key);
//   4. per signature, the Strauss chain of ecmult_var (u2 split by GLV, u1 against the
//      precomputed G tables) using those tables, and the Jacobian x-coordinate test. The
//      chain has one build per field backend (field/field_backend.hpp), as ecmult_var's: on
//      the 4x64 MULX field it converts the key's 8 table entries in and its result out.
#include <algorithm>
#include <vector>

#include "batch/batch.hpp"
#include "batch/batch_util.hpp"
#include "ecdsa/ecdsa.hpp"
#include "ecmult/ecmult_multi.hpp"
#include "ecmult/ecmult_tables.hpp"
#include "ecmult/odd_multiples.hpp"
#include "ecmult/odd_multiples_4x64.hpp"
#include "ecmult/wnaf.hpp"
#include "field/field_backend.hpp"
#include "group/group_4x64.hpp"

namespace ufsecp {

namespace {

// wNAF width for the key, as in ecmult_var. With the tables built in affine form for all
// keys at once, 6 measured 0.6% fewer instructions at N = 64 in one build and none in
// another (callgrind; 7: +4%), so the smaller table stays.
constexpr int kWindowA = 5;
constexpr int kTableA = 1 << (kWindowA - 2);  // 8 odd multiples
constexpr int kWnafLen = 129;
// Below this many entries a slice verifies one by one (callgrind, docs/batch.md: per entry
// the shared path costs 1.25x single verification at 1 entry, 1.03x at 4, 0.99x at 8).
constexpr std::size_t kShareMin = 8;

// n as a field element, and p - n (see ecdsa.cpp: r stands for x = r or x = r + n).
constexpr Fe kOrderAsFe = Fe::from_u32be(0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFEu, 0xBAAEDCE6u, 0xAF48A03Bu,
                                         0xBFD25E8Cu, 0xD0364141u);
constexpr Fe kPMinusOrder = Fe::from_u32be(0u, 0u, 0u, 0x00000001u, 0x45512319u, 0x50B75FC4u, 0x402DA172u, 0x2FC9BAEEu);

// Whether x(rj) mod n == r, without leaving Jacobian coordinates (as ecdsa_verify_var).
bool x_matches_var(const Gej& rj, const Scalar& r) {
    if (rj.infinity) return false;
    unsigned char rb[32];
    Fe xr, z2, t;
    scalar_get_b32(rb, r);
    fe_set_b32_mod(xr, rb);
    fe_sqr(z2, rj.z);
    fe_mul(t, xr, z2);
    if (fe_equal_var(t, rj.x)) return true;
    if (fe_cmp_var(xr, kPMinusOrder) >= 0) return false;
    fe_add(xr, kOrderAsFe);
    fe_mul(t, xr, z2);
    return fe_equal_var(t, rj.x);
}

// The digit helpers stay out of line, as in ecmult_var: inlined into the chain they made the
// compiler spill inside the doubling (callgrind: +12% instructions per signature).
[[gnu::noinline]] void add_table_digit(Gej& r, const Ge* table, int d, bool lambda) {
    Ge p = table[((d > 0 ? d : -d) - 1) / 2];
    if (lambda) fe_mul(p.x, p.x, kBeta);
    if (d < 0) {
        fe_negate(p.y, p.y, 1);
        fe_normalize_weak(p.y);
    }
    gej_add_ge_var(r, r, p);
}

[[gnu::noinline]] void add_g_digit(Gej& r, const GeStorage* table, int d) {
    Ge p;
    ge_from_storage(p, table[((d > 0 ? d : -d) - 1) / 2]);
    if (d < 0) {
        fe_negate(p.y, p.y, 1);
        fe_normalize_weak(p.y);
    }
    gej_add_ge_var(r, r, p);
}

// u2*P + u1*G with P's odd multiples given (affine): ecmult_var's chain.
void strauss_one(Gej& r, const Ge* table, const Scalar& u2, const Scalar& u1) {
    int w_a1[kWnafLen], w_a2[kWnafLen], w_g1[kWnafLen], w_g2[kWnafLen];
    Scalar k1, k2, g1, g2;
    scalar_split_lambda(k1, k2, u2);
    scalar_split_128(g1, g2, u1);
    const int len_a1 = wnaf_var(w_a1, kWnafLen, k1, kWindowA);
    const int len_a2 = wnaf_var(w_a2, kWnafLen, k2, kWindowA);
    const int len_g1 = wnaf_var(w_g1, kWnafLen, g1, kWindowG);
    const int len_g2 = wnaf_var(w_g2, kWnafLen, g2, kWindowG);
    const int bits = std::max(std::max(len_a1, len_a2), std::max(len_g1, len_g2));
    gej_set_infinity(r);
    for (int i = bits - 1; i >= 0; i--) {
        gej_double_var(r, r);
        if (i < len_a1 && w_a1[i]) add_table_digit(r, table, w_a1[i], false);
        if (i < len_a2 && w_a2[i]) add_table_digit(r, table, w_a2[i], true);
        if (i < len_g1 && w_g1[i]) add_g_digit(r, kPreG, w_g1[i]);
        if (i < len_g2 && w_g2[i]) add_g_digit(r, kPreG128, w_g2[i]);
    }
}

#if defined(UFSECP_HAVE_FE64_MULX)
// The same chain on the 4x64 MULX field (field_backend() == mulx only).
[[gnu::noinline]] void add_table_digit64(Gej64& r, const Ge64* table, int d, bool lambda) {
    Ge64 p = table[((d > 0 ? d : -d) - 1) / 2];
    if (lambda) fe64_mul(p.x, p.x, kBeta64);
    if (d < 0) fe64_sub(p.y, Fe64{{0, 0, 0, 0}}, p.y);
    gej64_add_ge_var(r, r, p);
}

[[gnu::noinline]] void add_g_digit64(Gej64& r, const GeStorage* table, int d) {
    const GeStorage& e = table[((d > 0 ? d : -d) - 1) / 2];
    Ge64 p;  // GeStorage holds the normalized 4x64 words
    for (int j = 0; j < 4; j++) p.x.n[j] = e.x.n[j], p.y.n[j] = e.y.n[j];
    p.infinity = 0;
    if (d < 0) fe64_sub(p.y, Fe64{{0, 0, 0, 0}}, p.y);
    gej64_add_ge_var(r, r, p);
}

void strauss_one_mulx(Gej& r, const Ge* table, const Scalar& u2, const Scalar& u1) {
    int w_a1[kWnafLen], w_a2[kWnafLen], w_g1[kWnafLen], w_g2[kWnafLen];
    Scalar k1, k2, g1, g2;
    scalar_split_lambda(k1, k2, u2);
    scalar_split_128(g1, g2, u1);
    const int len_a1 = wnaf_var(w_a1, kWnafLen, k1, kWindowA);
    const int len_a2 = wnaf_var(w_a2, kWnafLen, k2, kWindowA);
    const int len_g1 = wnaf_var(w_g1, kWnafLen, g1, kWindowG);
    const int len_g2 = wnaf_var(w_g2, kWnafLen, g2, kWindowG);
    const int bits = std::max(std::max(len_a1, len_a2), std::max(len_g1, len_g2));
    Ge64 t64[kTableA];
    for (int j = 0; j < kTableA; j++) {
        fe64_from_fe_var(t64[j].x, table[j].x);
        fe64_from_fe_var(t64[j].y, table[j].y);
        t64[j].infinity = table[j].infinity;
    }
    Gej64 q;
    q.infinity = 1;
    for (int i = bits - 1; i >= 0; i--) {
        gej64_double_var(q, q);
        if (i < len_a1 && w_a1[i]) add_table_digit64(q, t64, w_a1[i], false);
        if (i < len_a2 && w_a2[i]) add_table_digit64(q, t64, w_a2[i], true);
        if (i < len_g1 && w_g1[i]) add_g_digit64(q, kPreG, w_g1[i]);
        if (i < len_g2 && w_g2[i]) add_g_digit64(q, kPreG128, w_g2[i]);
    }
    if (q.infinity) {
        gej_set_infinity(r);
        return;
    }
    fe_from_fe64(r.x, q.x);
    fe_from_fe64(r.y, q.y);
    fe_from_fe64(r.z, q.z);
    r.infinity = 0;
}
#endif

using StraussFn = void (*)(Gej&, const Ge*, const Scalar&, const Scalar&);

// The chain of the process's field backend (chosen once).
StraussFn strauss_for_backend() {
#if defined(UFSECP_HAVE_FE64_MULX)
    if (field_backend() == FieldBackend::mulx) return &strauss_one_mulx;
#endif
    return &strauss_one;
}

// Buffers of one thread's slice.
struct Slice {
    std::vector<Scalar> r, s, sinv, u1, u2;
    std::vector<std::uint32_t> index;
    std::vector<Ge> pub, twice, table;
    std::vector<GeAddJob> jobs;
    std::vector<Fe> fes;
};

// Sizes a slice's buffers for cnt entries. Called on the calling thread before the workers
// start: an allocation failure (std::bad_alloc) must reach the C ABI's handler, and an
// exception leaving a std::thread's function would terminate the process.
void size_slice(Slice& sl, std::size_t cnt) {
    sl.r.resize(cnt);
    sl.s.resize(cnt);
    sl.sinv.resize(cnt);
    sl.u1.resize(cnt);
    sl.u2.resize(cnt);
    sl.index.resize(cnt);
    sl.pub.resize(cnt);
    sl.twice.resize(cnt);
    sl.table.resize(cnt * kTableA);
    sl.jobs.resize(cnt);
    sl.fes.resize(2 * cnt);
}

// Entries [lo, hi) of the batch: res[i - lo] = 1 iff entry i verifies. sl is sized for at
// least hi - lo entries (size_slice); nothing here allocates.
void verify_slice(Slice& sl, std::size_t lo, std::size_t hi, const unsigned char* const sigs64[],
                  const unsigned char* const msgs32[], const Ge* const pubkeys[], unsigned char* res) {
    // 1. Screen: the rejections of ecdsa_verify_var before any point arithmetic.
    std::size_t m = 0;
    for (std::size_t i = lo; i < hi; i++) {
        res[i - lo] = 0;
        const Ge* q = pubkeys[i];
        if (q == nullptr || q->infinity) continue;
        if (!ecdsa_sig_parse_compact(sl.r[m], sl.s[m], sigs64[i])) continue;
        if (scalar_is_zero(sl.r[m]) || scalar_is_zero(sl.s[m]) || scalar_is_high(sl.s[m])) continue;
        sl.pub[m] = *q;
        fe_normalize_weak(sl.pub[m].x);
        fe_normalize_weak(sl.pub[m].y);
        sl.index[m] = (std::uint32_t)(i - lo);
        m++;
    }
    if (m == 0) return;
    if (m < kShareMin) {
        // Too few to share: the tables' batched inversions would cost more than they save.
        for (std::size_t k = 0; k < m; k++)
            res[sl.index[k]] = ecdsa_verify_var(sl.r[k], sl.s[k], msgs32[lo + sl.index[k]], sl.pub[k]) ? 1 : 0;
        return;
    }

    // 2. One inversion for all s.
    batch_detail::scalar_inverse_all_var(sl.sinv.data(), sl.s.data(), m);
    for (std::size_t k = 0; k < m; k++) {
        Scalar msg;
        scalar_set_b32(msg, msgs32[lo + sl.index[k]], nullptr);
        scalar_mul(sl.u1[k], sl.sinv[k], msg);
        scalar_mul(sl.u2[k], sl.sinv[k], sl.r[k]);
    }

    // 3. Tables in lock-step: table[k*8 + j] = (2j+1) P_k.
    for (std::size_t k = 0; k < m; k++) sl.jobs[k] = GeAddJob{&sl.pub[k], &sl.pub[k], &sl.twice[k], 0};
    ge_add_batch_var(sl.jobs.data(), m, sl.fes.data());
    for (std::size_t k = 0; k < m; k++) sl.table[k * kTableA] = sl.pub[k];
    for (int j = 1; j < kTableA; j++) {
        for (std::size_t k = 0; k < m; k++)
            sl.jobs[k] = GeAddJob{&sl.table[k * kTableA + j - 1], &sl.twice[k], &sl.table[k * kTableA + j], 0};
        ge_add_batch_var(sl.jobs.data(), m, sl.fes.data());
    }

    // 4. One chain per signature.
    static const StraussFn chain = strauss_for_backend();
    for (std::size_t k = 0; k < m; k++) {
        Gej rj;
        chain(rj, &sl.table[k * kTableA], sl.u2[k], sl.u1[k]);
        res[sl.index[k]] = x_matches_var(rj, sl.r[k]) ? 1 : 0;
    }
}

}  // namespace

bool ecdsa_verify_batch_var(std::size_t n, const unsigned char* const sigs64[], const unsigned char* const msgs32[],
                            const Ge* const pubkeys[], unsigned char* valid, unsigned threads) {
    if (n == 0) return true;
    if (threads < 1) threads = 1;
    std::vector<unsigned char> res(std::min(n, kEcdsaBatchChunk));
    std::vector<Slice> slices;
    bool all = true;
    for (std::size_t c0 = 0; c0 < n; c0 += kEcdsaBatchChunk) {
        const std::size_t cn = std::min(kEcdsaBatchChunk, n - c0);
        const unsigned t_used = batch_detail::threads_for(threads, cn, 2 * kShareMin);
        if (slices.size() < t_used) slices.resize(t_used);
        for (unsigned t = 0; t < t_used; t++) {
            std::size_t lo, hi;
            batch_detail::split_range(cn, t_used, t, lo, hi);
            size_slice(slices[t], hi - lo);
        }
        msm_parallel_for(t_used, [&](unsigned t) {
            std::size_t lo, hi;
            batch_detail::split_range(cn, t_used, t, lo, hi);
            verify_slice(slices[t], c0 + lo, c0 + hi, sigs64, msgs32, pubkeys, &res[lo]);
        });
        for (std::size_t j = 0; j < cn; j++) {
            if (!res[j]) all = false;
            if (valid) valid[c0 + j] = res[j];
        }
    }
    return all;
}

}  // namespace ufsecp
