// ufsecp — multi-scalar multiplication (Strauss and Pippenger); the contract is in
// ecmult_multi.hpp.
//
// Layer 3 (scalar multiplication). Variable time: public inputs only.
//
// The Pippenger bucket phase (filling the buckets, their weighted sums, the block running
// sums: every batch of affine additions) has one build per field backend
// (field/field_backend.hpp), as ecmult_var has: the same template code on Ge/Fe (the build's
// tier) and on Ge64/Fe64 (the 4x64 MULX kernel, ecmult/ge_add_batch_4x64.hpp), chosen once
// per call from field_backend(). The scalar splitting, the digits and the final Horner sum
// over the windows are shared (the MULX build converts each half's point in, each window's
// sum out). Strauss (small inputs) runs on the portable field only.
#include "ecmult/ecmult_multi.hpp"

#include <algorithm>
#include <cstring>

#include "ecmult/ecmult_tables.hpp"
#include "ecmult/ge_add_batch_4x64.hpp"
#include "ecmult/odd_multiples.hpp"
#include "ecmult/wnaf.hpp"
#include "field/field_backend.hpp"

namespace ufsecp {

namespace {

// One multiple of a base point by a value below 2^128: (lo + 2^64 hi) * (+-)(lambda^lam) * base.
struct Half {
    std::uint64_t lo, hi;
    const Ge* base;
    std::uint32_t base_index;  // Strauss: which table
    std::uint8_t lam;          // 1: the point is lambda*base = (beta*x, y)
    std::uint8_t neg;          // 1: the point is negated
};

constexpr int kStraussWindow = 5;                          // wNAF width of the Strauss tables
constexpr int kStraussTable = 1 << (kStraussWindow - 2);   // 8 odd multiples: 1P .. 15P
constexpr int kHalfBits = 128;                             // every half is below 2^128
constexpr int kWnafLen = kHalfBits + 1;                    // wNAF of a 128-bit value: <= 129 digits

// ---- scalars to halves -------------------------------------------------------------------------

// If k < 2^128, its value as (lo, hi) and true.
bool scalar_short_var(const Scalar& k, std::uint64_t& lo, std::uint64_t& hi) {
    if (scalar_get_bits(k, 128, 32) | scalar_get_bits(k, 160, 32) | scalar_get_bits(k, 192, 32) |
        scalar_get_bits(k, 224, 32))
        return false;
    lo = (std::uint64_t)scalar_get_bits(k, 0, 32) | (std::uint64_t)scalar_get_bits(k, 32, 32) << 32;
    hi = (std::uint64_t)scalar_get_bits(k, 64, 32) | (std::uint64_t)scalar_get_bits(k, 96, 32) << 32;
    return true;
}

// The halves of k*base written to out[0..count), count returned (0 if k = 0): k itself or -k
// when one of them is short, else the two GLV halves, each made short by a sign.
int split_term(Half* out, const Scalar& k, const Ge* base) {
    if (scalar_is_zero(k)) return 0;
    Half h{0, 0, base, 0, 0, 0};
    if (scalar_short_var(k, h.lo, h.hi)) {
        out[0] = h;
        return 1;
    }
    Scalar t;
    scalar_negate(t, k);
    if (scalar_short_var(t, h.lo, h.hi)) {
        h.neg = 1;
        out[0] = h;
        return 1;
    }
    Scalar k1, k2;
    scalar_split_lambda(k1, k2, k);
    int count = 0;
    for (int part = 0; part < 2; part++) {
        Scalar sp = part ? k2 : k1;
        if (scalar_is_zero(sp)) continue;
        h.lam = (std::uint8_t)part;
        h.neg = 0;
        if (!scalar_short_var(sp, h.lo, h.hi)) {
            scalar_negate(sp, sp);
            h.neg = 1;
            const bool is_short = scalar_short_var(sp, h.lo, h.hi);
            UFSECP_CHECK(is_short);  // scalar_split_lambda's bound: |k1|, |k2| < 2^128
        }
        out[count++] = h;
    }
    return count;
}

// How many of `threads` to use on `items` items, at least `min_per_thread` items each.
unsigned threads_for_items(unsigned threads, std::size_t items, std::size_t min_per_thread) {
    const std::size_t cap = items / min_per_thread;
    if (cap < threads) threads = cap < 1 ? 1u : (unsigned)cap;
    return threads;
}

// bits [off, off + cnt) of the 128-bit value (lo, hi); bits at or above 128 read as 0.
// 1 <= cnt <= 16.
inline unsigned bits128(std::uint64_t lo, std::uint64_t hi, int off, int cnt) {
    if (off >= 128) return 0;
    std::uint64_t v;
    if (off < 64) {
        v = lo >> off;
        if (off > 0 && off + cnt > 64) v |= hi << (64 - off);
    } else {
        v = hi >> (off - 64);
    }
    return (unsigned)(v & ((1u << cnt) - 1));
}

// Width-w NAF (2 <= w <= 8) of a value below 2^128 into out[0..129); returns one past the
// highest nonzero digit. Digits are odd, |d| < 2^(w-1), nonzero digits w or more apart.
// A window is only started at a bit whose value (with the carry) is odd, so its digit is odd
// and a carry out needs the window's top bit set: no digit lands above position 128.
int wnaf128(std::int8_t* out, std::uint64_t lo, std::uint64_t hi, int w) {
    std::memset(out, 0, kWnafLen);
    int carry = 0, last = -1;
    for (int bit = 0; bit < kWnafLen;) {
        if ((int)bits128(lo, hi, bit, 1) == carry) {
            bit++;
            continue;
        }
        int word = (int)bits128(lo, hi, bit, w) + carry;
        carry = (word >> (w - 1)) & 1;
        word -= carry << w;
        out[bit] = (std::int8_t)word;
        last = bit;
        bit += w;
    }
    UFSECP_VERIFY_CHECK(carry == 0);
    return last + 1;
}

// The affine point of a half: base, lambda*base, or their negations (magnitudes <= 1).
inline void half_point(Ge& r, const Half& h) {
    r = *h.base;
    if (h.lam) fe_mul(r.x, r.x, kBeta);
    if (h.neg) {
        fe_negate(r.y, r.y, 1);
        fe_normalize_weak(r.y);
    }
}

inline void ge_neg_weak(Ge& r, const Ge& a) {
    r.x = a.x;
    fe_negate(r.y, a.y, 1);
    fe_normalize_weak(r.y);
    r.infinity = a.infinity;
}

}  // namespace

// ---- scratch ---------------------------------------------------------------------------------

// Per-thread buffers of the Pippenger bucket phase, on points P (Ge or Ge64), batch jobs J
// and field elements F of one backend.
template <class P, class J, class F>
struct PippengerWork {
    std::vector<P> buf_a, buf_b;           // ping-pong: points grouped into lists
    std::vector<J> jobs;                   // one batch of affine additions
    std::vector<F> fes;                    // its inversion scratch (2 per job)
    std::vector<std::uint32_t> cnt, off, noff;
    std::vector<P> buckets;                // buckets of this thread's windows, window-major
    std::vector<P> running;                // lock-step running sums, one per block of a window
    std::vector<P> qa, qb, acc;            // block-total running sums (lists, ping-pong, per window)
};

struct MsmScratch::Impl {
    std::vector<Half> halves;
    std::vector<Half> slots;            // two per term, filled in parallel, then compacted
    std::vector<std::uint8_t> nslots;
    // Strauss
    std::vector<Gej> jac;
    std::vector<Ge> table, table_lam;
    std::vector<std::int8_t> wnaf;
    std::vector<int> wnaf_len;
    std::vector<std::uint8_t> has_lam;
    std::vector<std::size_t> strauss_hcut, strauss_bcut;  // per thread: first half, first base
    std::vector<Gej> strauss_parts;                       // per thread: its partial sum
    // Pippenger
    std::vector<Ge> points;
    std::vector<std::int16_t> digits;
    std::vector<Ge> window_sums;
    std::vector<PippengerWork<Ge, GeAddJob, Fe>> work;
#if defined(UFSECP_HAVE_FE64_MULX)
    std::vector<Ge64> points64, window_sums64;  // the MULX build's points and window sums
    std::vector<PippengerWork<Ge64, Ge64AddJob, Fe64>> work64;
#endif
};

MsmScratch::MsmScratch() : impl_(new Impl) {}
MsmScratch::~MsmScratch() { delete impl_; }

namespace {

// The Pippenger bucket phase's operations and buffers on one backend (the template argument
// K of the functions below).
struct KitPortable {
    using P = Ge;
    using J = GeAddJob;
    using F = Fe;
    static void set_infinity(Ge& p) { ge_set_infinity(p); }
    static void neg(Ge& r, const Ge& a) { ge_neg_weak(r, a); }
    static void add_batch(GeAddJob* jobs, std::size_t m, Fe* scratch) { ge_add_batch_var(jobs, m, scratch); }
    static std::vector<Ge>& points(MsmScratch::Impl& s) { return s.points; }
    static const std::vector<Ge>& points(const MsmScratch::Impl& s) { return s.points; }
    static std::vector<Ge>& sums(MsmScratch::Impl& s) { return s.window_sums; }
    static std::vector<PippengerWork<Ge, GeAddJob, Fe>>& work(MsmScratch::Impl& s) { return s.work; }
};

#if defined(UFSECP_HAVE_FE64_MULX)
struct KitMulx {
    using P = Ge64;
    using J = Ge64AddJob;
    using F = Fe64;
    static void set_infinity(Ge64& p) {
        p.x = Fe64{{0, 0, 0, 0}};
        p.y = Fe64{{0, 0, 0, 0}};
        p.infinity = 1;
    }
    static void neg(Ge64& r, const Ge64& a) {
        r.x = a.x;
        fe64_sub(r.y, Fe64{{0, 0, 0, 0}}, a.y);
        r.infinity = a.infinity;
    }
    static void add_batch(Ge64AddJob* jobs, std::size_t m, Fe64* scratch) { ge64_add_batch_var(jobs, m, scratch); }
    static std::vector<Ge64>& points(MsmScratch::Impl& s) { return s.points64; }
    static const std::vector<Ge64>& points(const MsmScratch::Impl& s) { return s.points64; }
    static std::vector<Ge64>& sums(MsmScratch::Impl& s) { return s.window_sums64; }
    static std::vector<PippengerWork<Ge64, Ge64AddJob, Fe64>>& work(MsmScratch::Impl& s) { return s.work64; }
};
#endif

// ---- Strauss ---------------------------------------------------------------------------------

// Fewest halves worth a thread of their own: every thread repeats the ~128 doublings of the
// shared chain and costs the start of a std::thread (tens of microseconds).
constexpr std::size_t kStraussMinHalvesPerThread = 8;

// One thread's share of strauss_var: halves [h0, h1), which hold every half of bases
// [b0, b1) (a base's halves are never split between threads, its table being per base), plus
// ng*G when ng is given. Builds those bases' tables and wNAFs (disjoint parts of the shared
// buffers) and runs the doubling chain over them into r.
void strauss_part(Gej& r, MsmScratch::Impl& s, std::size_t h0, std::size_t h1, std::size_t b0, std::size_t b1,
                  const Scalar* ng) {
    // Tables: odd multiples of every base, all normalized together with one inversion.
    {
        std::size_t b = b0;
        for (std::size_t i = h0; i < h1; i++) {
            const Half& hf = s.halves[i];
            if (hf.lam) s.has_lam[hf.base_index] = 1;
            if (i > h0 && s.halves[i - 1].base_index == hf.base_index) continue;
            UFSECP_VERIFY_CHECK(hf.base_index == b);
            Gej* jac = &s.jac[b * kStraussTable];
            Gej p, twice;
            gej_set_ge(p, *hf.base);
            gej_double_var(twice, p);
            jac[0] = p;
            for (int j = 1; j < kStraussTable; j++) gej_add_var(jac[j], jac[j - 1], twice);
            b++;
        }
        UFSECP_VERIFY_CHECK(b == b1);
    }
    if (b1 > b0)
        ge_set_all_gej_var(&s.table[b0 * kStraussTable], &s.jac[b0 * kStraussTable], (b1 - b0) * kStraussTable);
    for (std::size_t b = b0; b < b1; b++) {
        if (!s.has_lam[b]) continue;
        for (int j = 0; j < kStraussTable; j++)
            ge_mul_lambda(s.table_lam[b * kStraussTable + j], s.table[b * kStraussTable + j]);
    }
    int bits = 0;
    for (std::size_t i = h0; i < h1; i++) {
        s.wnaf_len[i] = wnaf128(&s.wnaf[i * kWnafLen], s.halves[i].lo, s.halves[i].hi, kStraussWindow);
        bits = std::max(bits, s.wnaf_len[i]);
    }
    // G: low and high 128 bits against the precomputed tables of G and 2^128*G.
    int wnaf_g1[kWnafLen], wnaf_g2[kWnafLen];
    int len_g1 = 0, len_g2 = 0;
    if (ng != nullptr && !scalar_is_zero(*ng)) {
        Scalar g1, g2;
        scalar_split_128(g1, g2, *ng);
        len_g1 = wnaf_var(wnaf_g1, kWnafLen, g1, kWindowG);
        len_g2 = wnaf_var(wnaf_g2, kWnafLen, g2, kWindowG);
        bits = std::max(bits, std::max(len_g1, len_g2));
    }

    // The chain runs on locals (a local accumulator and the buffers' data pointers), which the
    // compiler need not reload after every addition.
    const Half* halves = s.halves.data();
    const std::int8_t* wnaf = s.wnaf.data();
    const int* wnaf_len = s.wnaf_len.data();
    const Ge* table = s.table.data();
    const Ge* table_lam = s.table_lam.data();
    Gej acc;
    gej_set_infinity(acc);
    for (int i = bits - 1; i >= 0; i--) {
        gej_double_var(acc, acc);
        for (std::size_t k = h0; k < h1; k++) {
            if (i >= wnaf_len[k]) continue;
            const int d = wnaf[k * kWnafLen + i];
            if (d == 0) continue;
            const Half& hf = halves[k];
            const Ge* tab = (hf.lam ? table_lam : table) + hf.base_index * kStraussTable;
            const Ge& e = tab[((d > 0 ? d : -d) - 1) / 2];
            if ((d < 0) != (hf.neg != 0)) {
                Ge t;
                ge_neg_weak(t, e);
                gej_add_ge_var(acc, acc, t);
            } else {
                gej_add_ge_var(acc, acc, e);
            }
        }
        for (int g = 0; g < 2; g++) {
            const int len = g ? len_g2 : len_g1;
            if (i >= len) continue;
            const int d = g ? wnaf_g2[i] : wnaf_g1[i];
            if (d == 0) continue;
            Ge e;
            ge_from_storage(e, (g ? kPreG128 : kPreG)[((d > 0 ? d : -d) - 1) / 2]);
            if (d < 0) ge_neg_weak(e, e);
            gej_add_ge_var(acc, acc, e);
        }
    }
    r = acc;
}

// r = sum of the halves + ng*G; bases are numbered 0..nbases-1 by base_index, in order (the
// halves of a base are adjacent). With T threads the halves are cut into T runs of whole
// bases of about equal length (thread 0, which also has the G term, one half shorter); each
// thread runs its own chain (strauss_part) and the T partial sums are added at the end.
void strauss_var(Gej& r, MsmScratch::Impl& s, std::size_t nbases, const Scalar* ng, unsigned threads) {
    const std::size_t h = s.halves.size();
    s.jac.resize(nbases * kStraussTable);
    s.table.resize(nbases * kStraussTable);
    s.table_lam.resize(nbases * kStraussTable);
    s.has_lam.assign(nbases, 0);
    s.wnaf.resize(h * kWnafLen);
    s.wnaf_len.resize(h);
    const unsigned nt = threads_for_items(threads, h, kStraussMinHalvesPerThread);
    // Cut points: thread t takes halves [hcut[t], hcut[t+1]) and bases [bcut[t], bcut[t+1]).
    // G weighs as one half (its two 128-bit parts use wider windows than the halves).
    const std::size_t gw = ng != nullptr ? 1 : 0;
    s.strauss_hcut.resize(nt + 1);
    s.strauss_bcut.resize(nt + 1);
    s.strauss_parts.resize(nt);
    s.strauss_hcut[0] = 0;
    s.strauss_bcut[0] = 0;
    for (unsigned t = 1; t < nt; t++) {
        std::size_t c = (h + gw) * t / nt;
        c = c > gw ? c - gw : 0;
        c = std::max(c, s.strauss_hcut[t - 1]);
        while (c > 0 && c < h && s.halves[c].base_index == s.halves[c - 1].base_index) c++;
        s.strauss_hcut[t] = c;
        s.strauss_bcut[t] = c < h ? s.halves[c].base_index : nbases;
    }
    s.strauss_hcut[nt] = h;
    s.strauss_bcut[nt] = nbases;
    msm_parallel_for(nt, [&](unsigned t) {
        strauss_part(s.strauss_parts[t], s, s.strauss_hcut[t], s.strauss_hcut[t + 1], s.strauss_bcut[t],
                     s.strauss_bcut[t + 1], t == 0 ? ng : nullptr);
    });
    r = s.strauss_parts[0];
    for (unsigned t = 1; t < nt; t++) gej_add_var(r, r, s.strauss_parts[t]);
}

// ---- Pippenger -------------------------------------------------------------------------------

// Points to add per group of windows filled together: every batch of affine additions then
// spans several windows, so small inputs still get large batches (one inversion each).
constexpr std::size_t kGroupPoints = 8192;

// Sums lists of points: list k is a[off[k] .. off[k] + cnt[k]); out[k] receives its sum
// (infinity for an empty list). Each round adds neighbouring pairs of every list in ONE
// batch (an odd last element moves on as it is), halving every list, until each holds at
// most one point. a and b are ping-pong buffers of equal size; off/cnt/noff are scratch.
template <class K, class W, class P = typename K::P>
void sum_lists(W& wk, P* a, P* b, std::uint32_t* off, std::uint32_t* cnt, std::uint32_t* noff,
               std::size_t nlists, P* out, std::size_t out_stride) {
    std::uint32_t maxcnt = 0;
    for (std::size_t k = 0; k < nlists; k++) maxcnt = std::max(maxcnt, cnt[k]);
    while (maxcnt > 1) {
        std::size_t m = 0;
        std::uint32_t npos = 0;
        maxcnt = 0;
        for (std::size_t k = 0; k < nlists; k++) {
            const std::uint32_t n = cnt[k];
            noff[k] = npos;
            if (n == 0) continue;
            const std::uint32_t pairs = n / 2;
            const P* src = a + off[k];
            for (std::uint32_t q = 0; q < pairs; q++)
                wk.jobs[m++] = typename K::J{&src[2 * q], &src[2 * q + 1], &b[npos + q], 0};
            if (n & 1) b[npos + pairs] = src[n - 1];
            cnt[k] = pairs + (n & 1);
            npos += cnt[k];
            maxcnt = std::max(maxcnt, cnt[k]);
        }
        K::add_batch(wk.jobs.data(), m, wk.fes.data());
        std::swap(a, b);
        std::swap(off, noff);
    }
    for (std::size_t k = 0; k < nlists; k++) {
        if (cnt[k]) {
            out[k * out_stride] = a[off[k]];
        } else {
            K::set_infinity(out[k * out_stride]);
        }
    }
}

// Fills the buckets of windows ws[0..g) together: out[i*nb + j] = bucket of digit j+1 of
// window ws[i].
template <class K, class W, class P = typename K::P>
void pippenger_fill_buckets(W& wk, const MsmScratch::Impl& s, const int* ws, std::size_t g, int c, P* out) {
    const std::vector<P>& points = K::points(s);
    const std::size_t h = points.size();
    const std::size_t nb = std::size_t{1} << (c - 1);
    std::uint32_t* cnt = wk.cnt.data();
    std::uint32_t* off = wk.off.data();
    std::uint32_t* noff = wk.noff.data();
    std::fill(cnt, cnt + g * nb, 0u);
    for (std::size_t i = 0; i < g; i++) {
        const std::int16_t* dig = &s.digits[(std::size_t)ws[i] * h];
        std::uint32_t* ci = cnt + i * nb;
        for (std::size_t p = 0; p < h; p++) {
            const int d = dig[p];
            if (d != 0) ci[(d > 0 ? d : -d) - 1]++;
        }
    }
    std::uint32_t pos = 0;
    for (std::size_t k = 0; k < g * nb; k++) {
        off[k] = pos;
        noff[k] = pos;  // fill cursor
        pos += cnt[k];
    }
    P* a = wk.buf_a.data();
    for (std::size_t i = 0; i < g; i++) {
        const std::int16_t* dig = &s.digits[(std::size_t)ws[i] * h];
        std::uint32_t* cur = noff + i * nb;
        for (std::size_t p = 0; p < h; p++) {
            const int d = dig[p];
            if (d == 0) continue;
            P& dst = a[cur[(d > 0 ? d : -d) - 1]++];
            if (d > 0) {
                dst = points[p];
            } else {
                K::neg(dst, points[p]);
            }
        }
    }
    sum_lists<K>(wk, a, wk.buf_b.data(), off, cnt, noff, g * nb, out, 1);
}

// Blocks per window for the bucket sums of nloc windows of nb buckets (a power of two,
// 1 or at most nb/4): the running sums of every block of every window advance in lock-step,
// one batch of affine additions (one field inversion) per step, so K blocks take nb/K
// batches instead of nb, at the price of combining the blocks (K - 1 + log2 K batches and
// about 2K additions per window) and log2(nb/K) batched doublings. Chosen by that count,
// one inversion weighing as 12 batched additions (callgrind: ~13K vs ~1.1K instructions).
// At N = 1,024 Schnorr entries (13 windows of 512 buckets): K = 16, 60 inversions instead of
// 512, 7% fewer instructions for the whole MSM; below ~100 entries K = 1 (no change).
std::size_t bucket_blocks(std::size_t nloc, std::size_t nb) {
    auto lg = [](std::size_t v) {
        std::size_t r = 0;
        while (v > 1) v >>= 1, r++;
        return r;
    };
    std::size_t best = 1, best_cost = 12 * nb;
    for (std::size_t k = 2; k * 4 <= nb; k *= 2) {
        const std::size_t inversions = nb / k + (k - 1) + lg(nb / k) + lg(k);
        const std::size_t cost = 12 * inversions + nloc * (2 * k + lg(nb / k));
        if (cost < best_cost) best = k, best_cost = cost;
    }
    return best;
}

// Capacity needed for running sums of one thread: nloc * bucket_blocks(nloc, nb) for any
// nloc <= maxloc (the block count is at most nb / 4).
std::size_t bucket_blocks_capacity(std::size_t maxloc, std::size_t nb) {
    return std::max<std::size_t>(256, maxloc * std::max<std::size_t>(1, nb / 4));
}

// The windows w = t, t + T, ... of thread t: fill their buckets (in groups), then
// S_w = sum_j (j+1)*B_j = sum_j R_j with R_j = B_j + B_{j+1} + ... . The nb buckets of a
// window form K blocks of s = nb/K; running sums R'_j restricted to each block are taken in
// lock-step over all blocks of all windows (one batch per step). With T_b the total of block
// b (its first R'), R_j = R'_j + sum_{b' > b} T_b', so
//   S_w = sum_j R'_j + s * sum_b b*T_b,   sum_b b*T_b = sum_{b >= 1} Q_b, Q_b = sum_{b' >= b} T_b',
// the Q_b again as lock-step running sums across windows, summed as lists, then multiplied by
// s with log2(s) batched doublings. Each window's list R'_0 .. R'_{nb-1}, s*sum Q is finally
// summed by sum_lists.
template <class K>
void pippenger_thread(MsmScratch::Impl& s, unsigned t, unsigned nthreads, int c, int nwin) {
    using P = typename K::P;
    using J = typename K::J;
    auto& wk = K::work(s)[t];
    const std::size_t h = K::points(s).size();
    const std::size_t nb = std::size_t{1} << (c - 1);
    int ws[kHalfBits + 1];
    std::size_t nloc = 0;
    for (int w = (int)t; w < nwin; w += (int)nthreads) ws[nloc++] = w;
    if (nloc == 0) return;
    const std::size_t group = std::max<std::size_t>(1, std::min(nloc, kGroupPoints / std::max<std::size_t>(h, 1)));
    for (std::size_t i = 0; i < nloc; i += group)
        pippenger_fill_buckets<K>(wk, s, ws + i, std::min(group, nloc - i), c, &wk.buckets[i * nb]);

    const std::size_t nblk = bucket_blocks(nloc, nb);
    const std::size_t bs = nb / nblk;  // buckets per block (a power of two)
    const std::size_t stride = nb + 1;  // list of window l: rs[l*stride .. l*stride + nb]
    P* rs = wk.buf_a.data();
    P* run = wk.running.data();  // run[l*nblk + b]: running sum of block b of window l
    for (std::size_t q = 0; q < nloc * nblk; q++) K::set_infinity(run[q]);
    for (std::size_t step = bs; step-- > 0;) {
        std::size_t m = 0;
        for (std::size_t l = 0; l < nloc; l++) {
            for (std::size_t b = 0; b < nblk; b++) {
                const P& bj = wk.buckets[l * nb + b * bs + step];
                if (bj.infinity) continue;
                wk.jobs[m++] = J{&run[l * nblk + b], &bj, &run[l * nblk + b], 0};
            }
        }
        K::add_batch(wk.jobs.data(), m, wk.fes.data());
        for (std::size_t l = 0; l < nloc; l++)
            for (std::size_t b = 0; b < nblk; b++) rs[l * stride + b * bs + step] = run[l * nblk + b];
    }
    // run[l*nblk + b] = T_b now. Q_b for b = nblk-1 .. 1 into lists qa[l*(nblk-1) ..].
    P* tail = &rs[nb];  // element nb of every window's list (stride apart): s * sum Q
    if (nblk > 1) {
        P* qa = wk.qa.data();
        P* qb = wk.qb.data();
        P* acc = wk.acc.data();
        for (std::size_t l = 0; l < nloc; l++) K::set_infinity(acc[l]);
        for (std::size_t b = nblk; b-- > 1;) {
            std::size_t m = 0;
            for (std::size_t l = 0; l < nloc; l++) {
                const P& tb = run[l * nblk + b];
                if (tb.infinity) continue;
                wk.jobs[m++] = J{&acc[l], &tb, &acc[l], 0};
            }
            K::add_batch(wk.jobs.data(), m, wk.fes.data());
            for (std::size_t l = 0; l < nloc; l++) qa[l * (nblk - 1) + (b - 1)] = acc[l];
        }
        for (std::size_t l = 0; l < nloc; l++) {
            wk.off[l] = (std::uint32_t)(l * (nblk - 1));
            wk.cnt[l] = (std::uint32_t)(nblk - 1);
        }
        sum_lists<K>(wk, qa, qb, wk.off.data(), wk.cnt.data(), wk.noff.data(), nloc, tail, stride);
        for (std::size_t d = bs; d > 1; d /= 2) {  // times s: log2(s) doublings
            std::size_t m = 0;
            for (std::size_t l = 0; l < nloc; l++) {
                P* p = &tail[l * stride];
                if (!p->infinity) wk.jobs[m++] = J{p, p, p, 0};
            }
            K::add_batch(wk.jobs.data(), m, wk.fes.data());
        }
    }
    for (std::size_t l = 0; l < nloc; l++) {
        wk.off[l] = (std::uint32_t)(l * stride);
        wk.cnt[l] = (std::uint32_t)(nblk == 1 ? nb : stride);  // one block: no tail term
    }
    P* sums = K::sums(s).data();
    // Window ws[l]'s sum goes to window_sums[ws[l]] = sums[t + l*nthreads].
    sum_lists<K>(wk, rs, wk.buf_b.data(), wk.off.data(), wk.cnt.data(), wk.noff.data(), nloc, sums + t, nthreads);
}

// The bucket phase on backend K: sizes K's per-thread buffers, fills s's window sums of K
// from K::points(s) and s.digits.
template <class K>
void pippenger_buckets(MsmScratch::Impl& s, int c, unsigned threads, int nwin) {
    const std::size_t h = s.halves.size();
    const std::size_t nb = std::size_t{1} << (c - 1);
    const std::size_t maxloc = ((std::size_t)nwin + threads - 1) / threads;
    const std::size_t group = std::max<std::size_t>(1, std::min(maxloc, kGroupPoints / std::max<std::size_t>(h, 1)));
    // Buffers hold one group's points, or the running sums of all local windows (nb + 1 each).
    const std::size_t bufsize = std::max(group * h, maxloc * (nb + 1));
    const std::size_t maxjobs = std::max(bufsize / 2, maxloc) + 1;
    const std::size_t nlists = std::max(group * nb, maxloc);
    auto& work = K::work(s);
    if (work.size() < threads) work.resize(threads);
    for (unsigned t = 0; t < threads; t++) {
        auto& wk = work[t];
        wk.buf_a.resize(bufsize);
        wk.buf_b.resize(bufsize);
        wk.jobs.resize(maxjobs);
        wk.fes.resize(2 * maxjobs);
        wk.cnt.resize(nlists);
        wk.off.resize(nlists);
        wk.noff.resize(nlists);
        wk.buckets.resize(maxloc * nb);
        wk.running.resize(bucket_blocks_capacity(maxloc, nb));
        wk.qa.resize(bucket_blocks_capacity(maxloc, nb));
        wk.qb.resize(bucket_blocks_capacity(maxloc, nb));
        wk.acc.resize(maxloc);
    }
    K::sums(s).resize((std::size_t)nwin);
    msm_parallel_for(threads, [&](unsigned t) { pippenger_thread<K>(s, t, threads, c, nwin); });
}

void pippenger_var(Gej& r, MsmScratch::Impl& s, int c, unsigned threads, FieldBackend backend) {
    const std::size_t h = s.halves.size();
#if defined(UFSECP_HAVE_FE64_MULX)
    const bool mulx = backend == FieldBackend::mulx;
    if (mulx) s.points64.resize(h);
#else
    (void)backend;
    constexpr bool mulx = false;
#endif
    // Half points, and their signed digits: window w holds bits [c*w, c*w + c) plus the carry
    // from below; a digit above 2^(c-1) becomes negative and carries one up. Values are below
    // 2^128, so floor(128/c) + 1 windows always absorb the last carry.
    const int nwin = kHalfBits / c + 1;
    s.points.resize(h);
    s.digits.resize((std::size_t)nwin * h);
    const unsigned t_prep = threads_for_items(threads, h, 1024);
    msm_parallel_for(t_prep, [&](unsigned t) {
        for (std::size_t i = h * t / t_prep; i < h * (t + 1) / t_prep; i++) {
            const Half& hf = s.halves[i];
            half_point(s.points[i], hf);
#if defined(UFSECP_HAVE_FE64_MULX)
            if (mulx) {
                Ge64& q = s.points64[i];
                fe64_from_fe_var(q.x, s.points[i].x);
                fe64_from_fe_var(q.y, s.points[i].y);
                q.infinity = 0;  // halves have finite points (infinite terms are skipped)
            }
#endif
            int carry = 0;
            for (int w = 0; w < nwin; w++) {
                int d = (int)bits128(hf.lo, hf.hi, w * c, c) + carry;
                carry = d > (1 << (c - 1));
                d -= carry << c;
                s.digits[(std::size_t)w * h + i] = (std::int16_t)d;
            }
            UFSECP_VERIFY_CHECK(carry == 0);
        }
    });
    if (threads > (unsigned)nwin) threads = (unsigned)nwin;
    if (threads < 1) threads = 1;
    if (!mulx) {
        pippenger_buckets<KitPortable>(s, c, threads, nwin);
    }
#if defined(UFSECP_HAVE_FE64_MULX)
    else {
        pippenger_buckets<KitMulx>(s, c, threads, nwin);
        s.window_sums.resize((std::size_t)nwin);
        for (int w = 0; w < nwin; w++) {
            const Ge64& q = s.window_sums64[(std::size_t)w];
            Ge& g = s.window_sums[(std::size_t)w];
            g.infinity = q.infinity;
            if (q.infinity) continue;
            fe_from_fe64(g.x, q.x);
            fe_from_fe64(g.y, q.y);
        }
    }
#endif
    // r = sum_w 2^(c*w) S_w, Horner from the top window.
    gej_set_infinity(r);
    for (int w = nwin - 1; w >= 0; w--) {
        for (int k = 0; k < c && !r.infinity; k++) gej_double_var(r, r);
        gej_add_ge_var(r, r, s.window_sums[(std::size_t)w]);
    }
}

// One chunk (n <= kMsmMaxTerms terms, plus ng*G when ng is given).
void multi_chunk(Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars, std::size_t n,
                 MsmScratch::Impl& s, unsigned threads, MsmAlgo algo, int window, FieldBackend backend) {
    // Split every term (in parallel: a GLV split costs about six scalar multiplications),
    // then keep the nonzero halves in order, numbering the bases.
    s.slots.resize(2 * n);
    s.nslots.resize(n);
    const unsigned t_split = threads_for_items(threads, n, 512);
    msm_parallel_for(t_split, [&](unsigned t) {
        for (std::size_t i = n * t / t_split; i < n * (t + 1) / t_split; i++) {
            s.nslots[i] = 0;
            if (points[i].infinity) continue;
            s.nslots[i] = (std::uint8_t)split_term(&s.slots[2 * i], scalars[i], &points[i]);
        }
    });
    s.halves.clear();
    s.halves.reserve(2 * n + 2);
    std::uint32_t nbases = 0;
    for (std::size_t i = 0; i < n; i++) {
        if (s.nslots[i] == 0) continue;
        for (int q = 0; q < s.nslots[i]; q++) {
            s.halves.push_back(s.slots[2 * i + q]);
            s.halves.back().base_index = nbases;
        }
        nbases++;
    }
    const bool pippenger =
        algo == MsmAlgo::kPippenger || (algo == MsmAlgo::kAuto && s.halves.size() >= kMsmPippengerMin);
    if (!pippenger) {
        strauss_var(r, s, nbases, ng, threads);
        return;
    }
    if (ng != nullptr) {
        Half g[2];
        const int cnt = split_term(g, *ng, &ge_generator());
        for (int q = 0; q < cnt; q++) s.halves.push_back(g[q]);
    }
    if (s.halves.empty()) {
        gej_set_infinity(r);
        return;
    }
    const int c = window > 0 ? window : msm_pippenger_window(s.halves.size());
    UFSECP_CHECK(c >= 2 && c <= 15);
    pippenger_var(r, s, c, threads, backend);
}

}  // namespace

namespace {
// backend: one that runs here (field_backend(), or checked by ecmult_multi_var_on).
void multi_var(FieldBackend backend, Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars, std::size_t n,
               MsmScratch& scratch, unsigned threads, MsmAlgo algo, int window) {
    if (threads < 1) threads = 1;
    gej_set_infinity(r);
    std::size_t done = 0;
    do {
        const std::size_t m = std::min(n - done, kMsmMaxTerms);
        Gej part;
        multi_chunk(part, done == 0 ? ng : nullptr, points + done, scalars + done, m, *scratch.impl(), threads, algo,
                    window, backend);
        gej_add_var(r, r, part);
        done += m;
    } while (done < n);
}

}  // namespace

void ecmult_multi_var_on(FieldBackend backend, Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars,
                         std::size_t n, MsmScratch& scratch, unsigned threads, MsmAlgo algo, int window) {
    if (!field_backend_available(backend)) backend = FieldBackend::portable;
    multi_var(backend, r, ng, points, scalars, n, scratch, threads, algo, window);
}

void ecmult_multi_var_algo(Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars, std::size_t n,
                           MsmScratch& scratch, unsigned threads, MsmAlgo algo, int window) {
    multi_var(field_backend(), r, ng, points, scalars, n, scratch, threads, algo, window);
}

void ecmult_multi_var(Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars, std::size_t n,
                      MsmScratch& scratch, unsigned threads) {
    ecmult_multi_var_algo(r, ng, points, scalars, n, scratch, threads, MsmAlgo::kAuto, 0);
}

void ecmult_multi_var(Gej& r, const Scalar* ng, const Ge* points, const Scalar* scalars, std::size_t n,
                      unsigned threads) {
    MsmScratch scratch;
    ecmult_multi_var(r, ng, points, scalars, n, scratch, threads);
}

}  // namespace ufsecp
