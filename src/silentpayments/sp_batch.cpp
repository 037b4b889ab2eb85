// ufsecp — BIP-352 scanning of many transactions with one scan key (scan_many).
//
// Per chunk of kChunk transactions of one thread:
//  1. S_i = b_scan * T_i (ecmult_const_many: b_scan recoded once, 16 points in lockstep on
//     AVX-512 IFMA lanes; constant time in b_scan), Jacobian;
//  2. all S_i to affine with ONE constant-time inversion (Montgomery's trick: every step is
//     a field multiplication, the inversion is fe_inv), then ser_P(S_i) in constant time;
//  3. t_0 = hash(ser_P(S_i) || 0) (public from here on), P_0 = B_spend + t_0*G (t_0*G in
//     variable time, detail::spend_plus_tG), all P_0 to affine with one (variable-time)
//     inversion;
//  4. x(P_0) against the transaction's outputs; with labels, the outputs of transactions
//     without a direct hit lifted together (ge_lift_x_many_var: batched square roots), then
//     out - P_0 and -out - P_0 for every output from one shared slope denominator
//     x_out - x_P per output, all of the chunk's denominators inverted at once;
//  5. a transaction with any hit at k = 0 runs the one-transaction loop
//     (scan_from_secret_used) from its shared secret, so its results are by construction
//     those of single scanning; every other transaction has none (the loop would stop at
//     k = 0 with no match).
// The chunk bounds the working memory (kChunk points plus the chunk's outputs). The public
// data is parsed before (parse_compressed_many, also batched square roots).
#include <algorithm>
#include <cstring>
#include <new>
#include <vector>

#include "batch/lift_many.hpp"
#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_const_many.hpp"
#include "ecmult/ecmult_multi.hpp"
#include "keys/keys.hpp"
#include "silentpayments/silentpayments.hpp"
#include "silentpayments/sp_internal.hpp"

namespace ufsecp::sp {

namespace {

constexpr std::size_t kChunk = 128;

struct Match {
    std::size_t tx;
    Found f;
};

struct Work {
    std::vector<Gej> sj;
    std::vector<Ge> s;
    std::vector<Fe> zs;  // prefix products of the ECDH points' Z
    std::vector<unsigned char> ss;  // kChunk * 33
    std::vector<Gej> pj;
    std::vector<Ge> p;
    std::vector<Scalar> t;
    std::vector<unsigned char> hit;
    std::vector<OutputKey> outs;  // the chunk's outputs
    std::vector<Fe> dx, dxi;
    std::vector<Fe> lx;            // x of the outputs to lift (labels)
    std::vector<Ge> lp;            // their lifts
    std::vector<unsigned char> lok;
    std::vector<std::size_t> lidx;  // index into outs
    std::vector<std::size_t> dx_out;  // index into outs of each denominator
    std::vector<unsigned char> used;
    std::vector<Match> matches;
};

// Constant-time affine conversion of n finite Jacobian points with one inversion.
void ge_set_all_gej_ct(Ge* r, const Gej* a, Fe* prefix, std::size_t n) {
    prefix[0] = a[0].z;
    for (std::size_t i = 1; i < n; i++) fe_mul(prefix[i], prefix[i - 1], a[i].z);
    Fe inv;
    fe_inv(inv, prefix[n - 1]);
    for (std::size_t i = n; i-- > 0;) {
        Fe zi;
        if (i > 0) {
            fe_mul(zi, inv, prefix[i - 1]);
            fe_mul(inv, inv, a[i].z);
        } else {
            zi = inv;
        }
        ge_set_gej_zinv(r[i], a[i], zi);
        fe_normalize(r[i].x);
        fe_normalize(r[i].y);
        secure_wipe(zi);
    }
    secure_wipe(inv);
}

SpStatus scan_range(Work& w, const Scalar& b, const Ge& spend, const Ge* tweaks, const unsigned char* const* outputs32,
                    const std::size_t* counts, std::size_t lo, std::size_t hi, const Labels& labels) {
    const bool with_labels = labels.any();
    for (std::size_t c0 = lo; c0 < hi; c0 += kChunk) {
        const std::size_t m = std::min(kChunk, hi - c0);
        // 1-2. shared secrets, constant time in b.
        ecmult_const_many(w.sj.data(), tweaks + c0, m, b);  // b recoded once, IFMA lanes
        ge_set_all_gej_ct(w.s.data(), w.sj.data(), w.zs.data(), m);
        for (std::size_t i = 0; i < m; i++) detail::ser_compressed_ct(&w.ss[33 * i], w.s[i]);
        // 3. t_0 and P_0.
        for (std::size_t i = 0; i < m; i++) {
            unsigned char t32[32];
            if (!shared_secret_tweak(w.t[i], t32, &w.ss[33 * i], 0)) return SpStatus::bad_tweak;
            detail::spend_plus_tG(w.pj[i], spend, w.t[i]);
            if (gej_is_infinity(w.pj[i])) return SpStatus::bad_tweak;
        }
        ge_set_all_gej_var(w.p.data(), w.pj.data(), m);
        // 4. direct hits, then labels.
        std::size_t no = 0, nl = 0;
        for (std::size_t i = 0; i < m; i++) {
            Ge& pk = w.p[i];
            fe_normalize_var(pk.x);
            fe_normalize_var(pk.y);
            unsigned char px[32];
            fe_get_b32(px, pk.x);
            w.hit[i] = 0;
            const unsigned char* o = outputs32[c0 + i];
            for (std::size_t j = 0; j < counts[c0 + i]; j++)
                if (std::memcmp(o + 32 * j, px, 32) == 0) w.hit[i] = 1;
            if (with_labels) {
                // The outputs of transactions without a direct hit are lifted below, all of
                // the chunk's square roots together (ge_lift_x_many_var: IFMA lanes); the
                // answers are xonly_parse's (lift_outputs).
                for (std::size_t j = 0; j < counts[c0 + i]; j++, no++) {
                    OutputKey& ok = w.outs[no];
                    ok.x32 = o + 32 * j;
                    ok.lifted = false;
                    if (!w.hit[i] && fe_set_b32_limit(w.lx[nl], ok.x32)) w.lidx[nl++] = no;
                }
            }
        }
        if (with_labels) {
            ge_lift_x_many_var(w.lp.data(), w.lok.data(), w.lx.data(), nl);
            for (std::size_t q = 0; q < nl; q++) {
                if (!w.lok[q]) continue;
                w.outs[w.lidx[q]].point = w.lp[q];
                w.outs[w.lidx[q]].lifted = true;
            }
            std::size_t nd = 0, oi = 0;
            for (std::size_t i = 0; i < m; i++) {
                for (std::size_t j = 0; j < counts[c0 + i]; j++, oi++) {
                    if (!w.outs[oi].lifted) continue;
                    // x_out != x_P here (no direct hit), so the denominator is non-zero.
                    fe_negate(w.dx[nd], w.p[i].x, 1);
                    fe_add(w.dx[nd], w.outs[oi].point.x);
                    w.dx_out[nd++] = oi;
                }
            }
            fe_inv_all_var(w.dxi.data(), w.dx.data(), nd);
            std::size_t d = 0;
            oi = 0;
            for (std::size_t i = 0; i < m; i++) {
                const Ge& pk = w.p[i];
                for (std::size_t j = 0; j < counts[c0 + i]; j++, oi++) {
                    if (d >= nd || w.dx_out[d] != oi) continue;
                    const Fe& inv = w.dxi[d++];
                    const Ge& q = w.outs[oi].point;
                    unsigned char l33[2][33];
                    label_candidates(l33, q, pk, inv);
                    if (labels.find(l33[0]) || labels.find(l33[1])) w.hit[i] = 1;
                }
            }
        }
        // 5. the full loop for transactions with a hit.
        for (std::size_t i = 0; i < m; i++) {
            if (!w.hit[i]) continue;
            const std::size_t n = counts[c0 + i];
            std::vector<OutputKey> keys(n);
            std::vector<Found> f(n);
            lift_outputs(keys.data(), outputs32[c0 + i], n, with_labels);
            if (w.used.size() < n) w.used.resize(n);
            std::size_t nf = 0;
            const SpStatus st = scan_from_secret_used(f.data(), &nf, w.used.data(), &w.ss[33 * i], spend, keys.data(),
                                                      n, labels);
            if (st != SpStatus::ok) return st;
            for (std::size_t j = 0; j < nf; j++) w.matches.push_back(Match{c0 + i, f[j]});
        }
    }
    return SpStatus::ok;
}

}  // namespace

bool parse_compressed_many(Ge* out, const unsigned char* const* in33, std::size_t n) {
    constexpr std::size_t kBlock = 64;
    Fe x[kBlock];
    unsigned char ok[kBlock];
    for (std::size_t base = 0; base < n; base += kBlock) {
        const std::size_t cnt = std::min(kBlock, n - base);
        for (std::size_t i = 0; i < cnt; i++) {
            const unsigned char* p = in33[base + i];
            if ((p[0] != 0x02 && p[0] != 0x03) || !fe_set_b32_limit(x[i], p + 1)) return false;
        }
        ge_lift_x_many_var(out + base, ok, x, cnt);
        for (std::size_t i = 0; i < cnt; i++) {
            if (!ok[i]) return false;
            Ge& r = out[base + i];  // even y, normalized
            if (in33[base + i][0] == 0x03) {
                fe_negate(r.y, r.y, 1);
                fe_normalize_var(r.y);
            }
        }
    }
    return true;
}

SpStatus scan_many(unsigned char* found, std::size_t* n_found, const unsigned char bscan32[32], const Ge& spend,
                   const Ge* tweaks, const unsigned char* const* outputs32, const std::size_t* counts,
                   const std::size_t* offs, std::size_t n_tx, const Labels& labels, unsigned threads) {
    if (threads < 1) threads = 1;
    if (threads > n_tx) threads = n_tx ? static_cast<unsigned>(n_tx) : 1;
    // Contiguous ranges of equal transaction counts (the ECDH dominates the cost).
    std::vector<std::size_t> bounds(threads + 1);
    for (unsigned t = 0; t <= threads; t++) bounds[t] = n_tx * t / threads;
    // The most outputs in one chunk of any thread (chunks start at each thread's first
    // transaction): the size of the label buffers.
    std::size_t max_chunk_outputs = 0;
    for (unsigned t = 0; t < threads; t++) {
        for (std::size_t c0 = bounds[t]; c0 < bounds[t + 1]; c0 += kChunk) {
            std::size_t s = 0;
            for (std::size_t i = c0; i < std::min(bounds[t + 1], c0 + kChunk); i++) s += counts[i];
            max_chunk_outputs = std::max(max_chunk_outputs, s);
        }
    }
    // Allocate everything before starting threads (they must not throw).
    std::vector<Work> work(threads);
    for (Work& w : work) {
        w.sj.resize(kChunk);
        w.s.resize(kChunk);
        w.zs.resize(kChunk);
        w.ss.resize(33 * kChunk);
        w.pj.resize(kChunk);
        w.p.resize(kChunk);
        w.t.resize(kChunk);
        w.hit.resize(kChunk);
        if (labels.any()) {
            w.outs.resize(max_chunk_outputs);
            w.dx.resize(max_chunk_outputs);
            w.dxi.resize(max_chunk_outputs);
            w.dx_out.resize(max_chunk_outputs);
            w.lx.resize(max_chunk_outputs);
            w.lp.resize(max_chunk_outputs);
            w.lok.resize(max_chunk_outputs);
            w.lidx.resize(max_chunk_outputs);
        }
        w.matches.reserve(64);
    }
    Scalar b;
    const int ok = scalar_set_b32_seckey(b, bscan32) ? 1 : 0;
    if (!declassified(ok)) {
        secure_wipe(b);
        return SpStatus::bad_seckey;
    }
    std::vector<SpStatus> st(threads, SpStatus::ok);
    std::vector<unsigned char> oom(threads, 0);
    msm_parallel_for(threads, [&](unsigned t) {
#if defined(__cpp_exceptions)
        try {
            st[t] = scan_range(work[t], b, spend, tweaks, outputs32, counts, bounds[t], bounds[t + 1], labels);
        } catch (...) {
            oom[t] = 1;  // a match list or the rare full-loop buffers could not grow
        }
#else
        st[t] = scan_range(work[t], b, spend, tweaks, outputs32, counts, bounds[t], bounds[t + 1], labels);
#endif
        secure_wipe(work[t].ss.data(), work[t].ss.size());
        secure_wipe(work[t].sj.data(), work[t].sj.size() * sizeof(Gej));
        secure_wipe(work[t].s.data(), work[t].s.size() * sizeof(Ge));
        secure_wipe(work[t].zs.data(), work[t].zs.size() * sizeof(Fe));
    });
    secure_wipe(b);
    for (unsigned t = 0; t < threads; t++)
        if (oom[t]) {
#if defined(__cpp_exceptions)
            throw std::bad_alloc();
#endif
        }
    for (unsigned t = 0; t < threads; t++)
        if (st[t] != SpStatus::ok) return st[t];
    // Success: write the results.
    for (std::size_t i = 0; i < n_tx; i++) n_found[i] = 0;
    for (const Work& w : work)
        for (const Match& mt : w.matches)
            std::memcpy(found + sizeof(Found) * (offs[mt.tx] + n_found[mt.tx]++), &mt.f, sizeof(Found));
    return SpStatus::ok;
}

}  // namespace ufsecp::sp
