// ufsecp — BIP-340 batch verification; the contract is in batch/batch.hpp.
//
// Layer 4. Variable time (public inputs).
//
// Per chunk of at most kSchnorrBatchChunk entries:
//   A. (threads split the entries) parse r and s, lift_x the key and R (ge_lift_x_many_var),
//      compute the challenge e and the weight a, and lay the entry out as two MSM terms:
//      (R, -a) and (P, -a*e), plus a*s for the G coefficient;
//   B. move the well-formed entries to the front (the others are invalid, decided alone);
//   C. one multi-scalar multiplication over them; infinity means every one is valid;
//   D. otherwise resolve() bisects, reusing the terms (only the MSMs are redone).
#include <algorithm>
#include <cstring>
#include <vector>

#include "batch/batch.hpp"
#include "batch/batch_util.hpp"
#include "batch/lift_many.hpp"
#include "ecmult/ecmult_multi.hpp"
#include "ecmult/ecmult_var.hpp"
#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"
#include "schnorr/schnorr.hpp"

namespace ufsecp {

namespace {

constexpr std::size_t kSeedLeaf = 256;  // entries hashed per leaf of the seed's hash tree
constexpr std::size_t kTinyBatch = 3;   // up to this many entries: single verification

Sha256 tagged(const char* tag) {
    return tagged_hash_init(reinterpret_cast<const unsigned char*>(tag), std::strlen(tag));
}

// seed = H_seed(n || H_leaf(entries 0..255) || H_leaf(entries 256..511) || ...), where a leaf
// hashes sig64 || xonly32 || len (8 bytes, big-endian) || msg of each of its entries. The
// tree shape is fixed (it does not depend on threads), so neither are the weights.
void batch_seed(unsigned char seed[32], std::size_t n, const unsigned char* const sigs64[],
                const unsigned char* const msgs[], const std::size_t msg_lens[], const unsigned char* const xonly32[],
                unsigned threads) {
    const std::size_t leaves = (n + kSeedLeaf - 1) / kSeedLeaf;
    std::vector<unsigned char> leaf(32 * leaves);
    const Sha256 leaf_init = tagged("UFSECP/schnorr-batch/leaf");
    const unsigned t_used = batch_detail::threads_for(threads, leaves, 1);
    msm_parallel_for(t_used, [&](unsigned t) {
        std::size_t lo, hi;
        batch_detail::split_range(leaves, t_used, t, lo, hi);
        for (std::size_t l = lo; l < hi; l++) {
            Sha256 h = leaf_init;
            const std::size_t end = std::min(n, (l + 1) * kSeedLeaf);
            for (std::size_t i = l * kSeedLeaf; i < end; i++) {
                unsigned char len8[8];
                write_be64(len8, (std::uint64_t)msg_lens[i]);
                h.write(sigs64[i], 64);
                h.write(xonly32[i], 32);
                h.write(len8, 8);
                h.write(msgs[i], msg_lens[i]);
            }
            h.finalize(&leaf[32 * l]);
        }
    });
    Sha256 h = tagged("UFSECP/schnorr-batch/seed");
    unsigned char n8[8];
    write_be64(n8, (std::uint64_t)n);
    h.write(n8, 8);
    h.write(leaf.data(), leaf.size());
    h.finalize(seed);
}

// a_0 = 1; a_i (i >= 1) = 16 bytes of H_weight(seed || floor(i/2)) (the first 16 for even
// i, the last 16 for odd i), a 128-bit value; a zero value (probability 2^-128) becomes 1.
class Weights {
public:
    explicit Weights(const unsigned char seed[32]) : base_(tagged("UFSECP/schnorr-batch/weight")) {
        base_.write(seed, 32);
    }
    void get(Scalar& a, std::size_t i) {
        if (i == 0) {
            scalar_set_int(a, 1);
            return;
        }
        const std::uint64_t pair = (std::uint64_t)(i >> 1);
        if (!have_ || pair != pair_) {
            Sha256 h = base_;
            unsigned char p8[8];
            write_be64(p8, pair);
            h.write(p8, 8);
            h.finalize(digest_);
            pair_ = pair;
            have_ = true;
        }
        unsigned char b[32] = {0};
        std::memcpy(b + 16, digest_ + 16 * (i & 1), 16);
        scalar_set_b32(a, b, nullptr);  // < 2^128 < n
        if (scalar_is_zero(a)) scalar_set_int(a, 1);
    }

private:
    Sha256 base_;
    unsigned char digest_[32] = {0};
    std::uint64_t pair_ = 0;
    bool have_ = false;
};

// The well-formed entries of one chunk, as MSM terms; entry k owns terms 2k (R, -a) and
// 2k+1 (P, -a*e), and as[k] = a*s.
struct Chunk {
    std::vector<Ge> pts;
    std::vector<Scalar> sc;
    std::vector<Scalar> as, s, e;
    std::vector<std::uint32_t> index;  // position in the batch
    std::vector<unsigned char> ok;
    std::vector<Fe> xs;                // x-coordinates to lift: r, then the key
    std::vector<Ge> lifted;
    std::vector<unsigned char> lift_ok;
    MsmScratch msm;
};

// Phase A for entries [lo, hi) of the chunk that starts at batch position c0.
void prepare_entries(Chunk& ck, std::size_t c0, std::size_t lo, std::size_t hi, const unsigned char* const sigs64[],
                     const unsigned char* const msgs[], const std::size_t msg_lens[],
                     const unsigned char* const xonly32[], const unsigned char seed[32]) {
    for (std::size_t j = lo; j < hi; j++) {
        const unsigned char* sig = sigs64[c0 + j];
        unsigned char good = 1;
        Fe rx, px;
        if (!fe_set_b32_limit(rx, sig)) {
            fe_set_int(rx, 0);  // placeholder: the entry is already invalid
            good = 0;
        }
        int overflow = 0;
        scalar_set_b32(ck.s[j], sig + 32, &overflow);
        if (overflow) good = 0;
        if (!fe_set_b32_limit(px, xonly32[c0 + j])) {
            fe_set_int(px, 0);
            good = 0;
        }
        ck.xs[2 * j] = rx;
        ck.xs[2 * j + 1] = px;
        ck.ok[j] = good;
    }
    ge_lift_x_many_var(&ck.lifted[2 * lo], &ck.lift_ok[2 * lo], &ck.xs[2 * lo], 2 * (hi - lo));
    Weights weights(seed);
    for (std::size_t j = lo; j < hi; j++) {
        if (!(ck.ok[j] & ck.lift_ok[2 * j] & ck.lift_ok[2 * j + 1])) {
            ck.ok[j] = 0;
            continue;
        }
        const std::size_t i = c0 + j;
        Scalar a;
        weights.get(a, i);
        schnorr_challenge(ck.e[j], sigs64[i], xonly32[i], msgs[i], msg_lens[i]);
        ck.pts[2 * j] = ck.lifted[2 * j];
        ck.pts[2 * j + 1] = ck.lifted[2 * j + 1];
        scalar_negate(ck.sc[2 * j], a);
        scalar_mul(ck.sc[2 * j + 1], ck.sc[2 * j], ck.e[j]);
        scalar_mul(ck.as[j], a, ck.s[j]);
    }
}

// Decides the well-formed entries [0, m) of a chunk whose full check failed.
class Resolver {
public:
    Resolver(Chunk& ck, unsigned threads) : ck_(ck), threads_(threads) {}

    // Range [lo, hi) of well-formed entries; known_bad: its check is known to fail.
    // A failing range is split into parts (8 when it is large, else 2) that are checked one
    // after the other; a part that passes is valid, a failing part is resolved the same way.
    // Failing parts also measure the density of invalid entries: once at least two parts have
    // been checked and most of them failed, checking more parts would mostly confirm failures
    // that single verification has to resolve anyway, so every part not yet known valid is
    // finished one by one (the per-entry fallback; the early stop bounds the overhead of an
    // all-invalid range to two part checks, docs/batch.md). The last part's check is skipped
    // when every other part passed (it must then fail).
    void resolve(std::size_t lo, std::size_t hi, bool known_bad) {
        const std::size_t m = hi - lo;
        if (m == 0) return;
        if (m <= kSingleCut) {
            singles(lo, hi);
            return;
        }
        if (!known_bad && check(lo, hi)) {
            mark(lo, hi, 1);
            return;
        }
        const std::size_t parts = m >= kWideSplit ? 8 : 2;
        std::size_t bounds[9];
        for (std::size_t q = 0; q <= parts; q++) bounds[q] = lo + m * q / parts;
        enum : unsigned char { kUnknown, kGood, kBad };
        unsigned char state[8];
        std::size_t nbad = 0, checked = 0;
        bool dense = false;
        for (std::size_t q = 0; q < parts; q++) {
            if (q + 1 == parts && nbad == 0) {
                state[q] = kBad;  // the range fails and every other part passed
                nbad++;
                break;
            }
            state[q] = check(bounds[q], bounds[q + 1]) ? kGood : kBad;
            checked++;
            nbad += state[q] == kBad;
            if (checked >= 2 && 2 * nbad > checked) {
                dense = true;
                for (std::size_t r = q + 1; r < parts; r++) state[r] = kUnknown;
                break;
            }
        }
        for (std::size_t q = 0; q < parts; q++) {
            if (state[q] == kGood) {
                mark(bounds[q], bounds[q + 1], 1);
            } else if (dense) {
                singles(bounds[q], bounds[q + 1]);
            } else {
                resolve(bounds[q], bounds[q + 1], true);
            }
        }
    }

private:
    // Ranges this small are finished by single verification (a check of one or two entries
    // costs about as much as verifying them); from kWideSplit entries on, failing ranges are
    // split 8 ways (measured: docs/batch.md).
    static constexpr std::size_t kSingleCut = 3;
    static constexpr std::size_t kWideSplit = 64;

    // The batch equation over entries [lo, hi).
    bool check(std::size_t lo, std::size_t hi) {
        Scalar ng;
        scalar_clear(ng);
        for (std::size_t k = lo; k < hi; k++) scalar_add(ng, ng, ck_.as[k]);
        Gej r;
        ecmult_multi_var(r, &ng, &ck_.pts[2 * lo], &ck_.sc[2 * lo], 2 * (hi - lo), ck_.msm, threads_);
        return r.infinity;
    }

    // Single verification: s*G - e*P == R (R = lift_x(r): even y and x = r), exactly
    // schnorr_verify_var's acceptance condition.
    void singles(std::size_t lo, std::size_t hi) {
        const unsigned t_used = batch_detail::threads_for(threads_, hi - lo, 4);
        msm_parallel_for(t_used, [&](unsigned t) {
            std::size_t a, b;
            batch_detail::split_range(hi - lo, t_used, t, a, b);
            for (std::size_t k = lo + a; k < lo + b; k++) {
                Scalar me;
                scalar_negate(me, ck_.e[k]);
                Gej pj, q, rj;
                gej_set_ge(pj, ck_.pts[2 * k + 1]);
                ecmult_var(q, pj, me, ck_.s[k]);
                gej_set_ge(rj, ck_.pts[2 * k]);
                set(k, gej_eq_var(q, rj) ? 1 : 0);
            }
        });
    }

    void mark(std::size_t lo, std::size_t hi, unsigned char v) {
        for (std::size_t k = lo; k < hi; k++) set(k, v);
    }
    void set(std::size_t k, unsigned char v) { ck_.ok[k] = v; }  // reused as the result

    Chunk& ck_;
    unsigned threads_;
};

}  // namespace

bool schnorr_verify_batch_var(std::size_t n, const unsigned char* const sigs64[], const unsigned char* const msgs[],
                              const std::size_t msg_lens[], const unsigned char* const xonly32[],
                              unsigned char* valid, unsigned threads) {
    if (n == 0) return true;
    if (threads < 1) threads = 1;
    if (n <= kTinyBatch) {
        // A check of so few entries costs about as much as verifying them one by one.
        bool all = true;
        for (std::size_t i = 0; i < n; i++) {
            const bool ok = schnorr_verify_var(sigs64[i], msgs[i], msg_lens[i], xonly32[i]);
            all = all && ok;
            if (valid) valid[i] = ok ? 1 : 0;
        }
        return all;
    }
    unsigned char seed[32];
    batch_seed(seed, n, sigs64, msgs, msg_lens, xonly32, threads);

    bool all = true;
    Chunk ck;
    for (std::size_t c0 = 0; c0 < n; c0 += kSchnorrBatchChunk) {
        const std::size_t cn = std::min(kSchnorrBatchChunk, n - c0);
        ck.pts.resize(2 * cn);
        ck.sc.resize(2 * cn);
        ck.as.resize(cn);
        ck.s.resize(cn);
        ck.e.resize(cn);
        ck.index.resize(cn);
        ck.ok.resize(cn);
        ck.xs.resize(2 * cn);
        ck.lifted.resize(2 * cn);
        ck.lift_ok.resize(2 * cn);

        // A: per entry, in parallel.
        const unsigned t_used = batch_detail::threads_for(threads, cn, 8);
        msm_parallel_for(t_used, [&](unsigned t) {
            std::size_t lo, hi;
            batch_detail::split_range(cn, t_used, t, lo, hi);
            prepare_entries(ck, c0, lo, hi, sigs64, msgs, msg_lens, xonly32, seed);
        });

        // B: well-formed entries to the front (stable); the rest are invalid now.
        std::size_t m = 0;
        for (std::size_t j = 0; j < cn; j++) {
            if (!ck.ok[j]) {
                all = false;
                if (valid) valid[c0 + j] = 0;
                continue;
            }
            if (m != j) {
                ck.pts[2 * m] = ck.pts[2 * j];
                ck.pts[2 * m + 1] = ck.pts[2 * j + 1];
                ck.sc[2 * m] = ck.sc[2 * j];
                ck.sc[2 * m + 1] = ck.sc[2 * j + 1];
                ck.as[m] = ck.as[j];
                ck.s[m] = ck.s[j];
                ck.e[m] = ck.e[j];
            }
            ck.index[m] = (std::uint32_t)j;
            m++;
        }
        if (m == 0) continue;
        std::fill(ck.ok.begin(), ck.ok.begin() + (std::ptrdiff_t)m, (unsigned char)0);

        // C and D.
        Resolver res(ck, threads);
        res.resolve(0, m, false);
        for (std::size_t k = 0; k < m; k++) {
            if (!ck.ok[k]) all = false;
            if (valid) valid[c0 + ck.index[k]] = ck.ok[k];
        }
    }
    return all;
}

}  // namespace ufsecp
