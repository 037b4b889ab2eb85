// ufsecp — na*P + ng*G with P's tables built once; the contract is in ecmult_precomp.hpp.
//
// Two builds of the chain, one per field backend (field/field_backend.hpp), as in
// ecmult_var.cpp: the plan (wNAF digits, the list of additions with their table entries) is
// shared; the portable chain runs on Fe, the MULX one on Fe64. The tables stay GeStorage
// (normalized 4x64 words, the 4x64 field's own layout): the MULX chain loads an entry by
// copying its words, and converts only its result back to Fe.
#include "ecmult/ecmult_precomp.hpp"

#include <array>
#include <cstring>

#include "ecmult/odd_multiples.hpp"
#include "ecmult/wnaf.hpp"
#include "field/field_backend.hpp"
#include "group/group_4x64.hpp"

namespace ufsecp {

namespace {

constexpr int kS = kPcSpacing;
constexpr int kLenHalf = 129;  // GLV halves are < 2^128: at most 129 wNAF digits
constexpr int kLenFull = 256;  // a full scalar: |ng| <= (n-1)/2 < 2^255 after wnaf_var's sign trick

// The G table of piece q: kPreG, kPreG128 or one of kPreGPc (ecmult_tables.hpp).
constexpr std::array<const GeStorage*, kPcGPieces> g_tables() {
    std::array<const GeStorage*, kPcGPieces> t{};
    int extra = 0;
    for (int q = 0; q < kPcGPieces; q++) {
        if (q == 0) t[q] = kPreG;
        else if (q == kPcGPieces / 2) t[q] = kPreG128;
        else t[q] = kPreGPc[extra++];
    }
    return t;
}
constexpr std::array<const GeStorage*, kPcGPieces> kGTables = g_tables();

// One addition of the chain: the table entry (GeStorage bytes), whether to negate it, and
// the step it joins at.
struct Op {
    const unsigned char* p;
    bool neg;
    int step;
};
// A width-w wNAF has nonzero digits at least w positions apart.
constexpr int kMaxOps = 2 * (kLenHalf / kPcWindowKey + 1) + kLenFull / kPcWindowG + 1;
// How many additions ahead an entry is prefetched (~2 chain steps).
constexpr int kPrefetchAhead = 4;

// An entry may straddle two cache lines (the caller's object has no alignment).
inline void prefetch_entry(const unsigned char* p) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(p);
    __builtin_prefetch(p + sizeof(GeStorage) - 1);
#else
    (void)p;
#endif
}

// Steps of the chain that an expansion of `len` digits in `pieces` pieces needs: positions
// S*q + i (i < S) of the lower pieces, and every position >= S*(pieces-1) of the top one.
inline int steps_for(int len, int pieces) {
    if (len <= kS) return len;
    const int top = len - kS * (pieces - 1);
    return top > kS ? top : kS;
}

}  // namespace

// Stack. The tables are built in the caller's object itself (32 KiB with the defaults), so
// the frame holds a few points and the kPcKeyPieces frame Z's, whatever the table size:
// ~1 KiB on 32-bit (tools/stack_bound.py; 8 KiB was the target of issue 19, the former
// build kept every piece's Jacobian multiples on the stack: 29.6 KiB). Slot (t, i) is entry
// i of table t, 64 bytes.
//  1. Per piece j (base q = 2^(S j) p, d = 2q; in the frame scaled by d.z, d is affine):
//     acc_0 = q, acc_i = acc_{i-1} + d by mixed additions, which also give zr_i =
//     Z_i / Z_{i-1}. acc_i's (X, Y) goes into slot (j, i), zr_i into the x half of slot
//     (kPcKeyPieces + j, i) (the lambda table, written last); Z_{N-1} d.z is piece j's Z.
//     (odd_multiples_globalz_var's method, with its arrays in the object.)
//  2. One batch inversion (Montgomery's trick) of the kPcKeyPieces Z's.
//  3. Per piece, from the last entry down: t_i = 1 / (Z_i d.z) = zi * zr_{i+1} ... zr_{N-1},
//     entry i = (X_i t_i^2, Y_i t_i^3); zr_i is read before slot (kPcKeyPieces + j, i)
//     takes entry i's lambda image.
// The stored entries are the normalized affine coordinates, the same bytes as any other way
// of computing them. Extra cost over a stack-resident build: one normalization and storage
// round trip per entry (tools/platforms, docs/platforms.md).
void ecmult_precomp_build(unsigned char* out, const Ge& p) {
    UFSECP_VERIFY_CHECK(!p.infinity);
    constexpr std::size_t kN = kPcKeyEntries;
    const auto slot = [out](int t, std::size_t i) {
        return out + ((std::size_t)t * kN + i) * sizeof(GeStorage);
    };
    const auto put_fe = [](unsigned char* dst, const Fe& a) {
        Fe t = a;
        fe_normalize(t);
        FeStorage s;
        fe_to_storage(s, t);
        std::memcpy(dst, &s, sizeof s);
    };
    const auto get_fe = [](Fe& r, const unsigned char* src) {
        FeStorage s;
        std::memcpy(&s, src, sizeof s);
        fe_from_storage(r, s);
    };
    Fe gz[kPcKeyPieces];
    Gej q;
    gej_set_ge(q, p);
    for (int j = 0; j < kPcKeyPieces; j++) {
        // p has odd order > 2N: no multiple meets an equal or opposite point.
        Gej d, acc;
        gej_double(d, q);
        Ge dge;
        ge_set_xy(dge, d.x, d.y);
        Fe dz2, dz3;
        fe_sqr(dz2, d.z);
        fe_mul(dz3, dz2, d.z);
        fe_mul(acc.x, q.x, dz2);
        fe_mul(acc.y, q.y, dz3);
        acc.z = q.z;
        acc.infinity = 0;
        put_fe(slot(j, 0), acc.x);
        put_fe(slot(j, 0) + sizeof(FeStorage), acc.y);
        for (std::size_t i = 1; i < kN; i++) {
            Gej next;
            Fe zr;
            gej_add_ge_var_zr(next, acc, dge, zr);
            acc = next;
            put_fe(slot(j, i), acc.x);
            put_fe(slot(j, i) + sizeof(FeStorage), acc.y);
            put_fe(slot(kPcKeyPieces + j, i), zr);
        }
        fe_mul(gz[j], acc.z, d.z);
        if (j + 1 < kPcKeyPieces)
            for (int k = 0; k < kS; k++) gej_double_var(q, q);  // q = 2^(S(j+1)) p: never infinity
    }
    // Montgomery's trick over the kPcKeyPieces Z's (each nonzero). prefix[j] = gz[0..j].
    Fe prefix[kPcKeyPieces], inv;
    prefix[0] = gz[0];
    for (int j = 1; j < kPcKeyPieces; j++) fe_mul(prefix[j], prefix[j - 1], gz[j]);
    fe_inv_var(inv, prefix[kPcKeyPieces - 1]);
    for (int j = kPcKeyPieces - 1; j >= 0; j--) {
        Fe t;  // 1 / gz[j], then 1 / (Z_i d.z) going down
        if (j > 0) {
            fe_mul(t, inv, prefix[j - 1]);
            fe_mul(inv, inv, gz[j]);
        } else {
            t = inv;
        }
        for (std::size_t i = kN; i-- > 0;) {
            Fe zr;
            if (i > 0) get_fe(zr, slot(kPcKeyPieces + j, i));
            Fe t2, t3;
            fe_sqr(t2, t);
            fe_mul(t3, t2, t);
            Ge a;
            get_fe(a.x, slot(j, i));
            get_fe(a.y, slot(j, i) + sizeof(FeStorage));
            fe_mul(a.x, a.x, t2);
            fe_mul(a.y, a.y, t3);
            a.infinity = 0;
            GeStorage s;
            ge_to_storage(s, a);
            std::memcpy(slot(j, i), &s, sizeof s);
            fe_mul(a.x, a.x, kBeta);  // lambda * entry = (beta x, y)
            ge_to_storage(s, a);
            std::memcpy(slot(kPcKeyPieces + j, i), &s, sizeof s);
            if (i > 0) fe_mul(t, t, zr);
        }
    }
}

namespace {

// The additions in the order they run, and the chain's length.
struct Plan {
    Op ops[kMaxOps];
    int nops = 0;
    int steps = 0;
};

void make_plan(Plan& pl, const unsigned char* tables, const Scalar& na, const Scalar& ng) {
    int wa[2][kLenHalf], wg[kLenFull];
    int len_a[2] = {0, 0}, len_g = 0;
    if (!scalar_is_zero(na)) {
        Scalar k[2];
        scalar_split_lambda(k[0], k[1], na);
        for (int h = 0; h < 2; h++) len_a[h] = wnaf_var(wa[h], kLenHalf, k[h], kPcWindowKey);
    }
    if (!scalar_is_zero(ng)) len_g = wnaf_var(wg, kLenFull, ng, kPcWindowG);

    int steps = steps_for(len_g, kPcGPieces);
    for (int h = 0; h < 2; h++) {
        const int s = steps_for(len_a[h], kPcKeyPieces);
        if (s > steps) steps = s;
    }

    // The additions in the order they run: (entry address, sign, chain step). Knowing them
    // all before the chain starts lets each entry be prefetched a few additions ahead: the
    // tables (the key's 32 KiB, G's ~1 MiB) are read at random and are often not in L1/L2.
    Op* ops = pl.ops;
    int nops = 0;
    for (int i = steps - 1; i >= 0; i--) {
        for (int h = 0; h < 2; h++) {
            for (int q = 0; q < kPcKeyPieces; q++) {
                if (i >= kS && q + 1 < kPcKeyPieces) continue;
                const int pos = kS * q + i;
                if (pos >= len_a[h] || wa[h][pos] == 0) continue;
                const int d = wa[h][pos];
                const std::size_t e = (std::size_t)(h * kPcKeyPieces + q) * kPcKeyEntries + (std::size_t)((d > 0 ? d : -d) >> 1);
                ops[nops++] = {tables + e * sizeof(GeStorage), d < 0, i};
            }
        }
        for (int q = 0; q < kPcGPieces; q++) {
            if (i >= kS && q + 1 < kPcGPieces) continue;
            const int pos = kS * q + i;
            if (pos >= len_g || wg[pos] == 0) continue;
            const int d = wg[pos];
            ops[nops++] = {reinterpret_cast<const unsigned char*>(&kGTables[q][(d > 0 ? d : -d) >> 1]), d < 0, i};
        }
    }
    UFSECP_VERIFY_CHECK(nops <= kMaxOps);
    pl.nops = nops;
    pl.steps = steps;
}

// ---- portable: the build's tier ----------------------------------------------------------

void chain_portable(Gej& r, const Plan& pl) {
    const Op* ops = pl.ops;
    const int nops = pl.nops;
    for (int k = 0; k < kPrefetchAhead && k < nops; k++) prefetch_entry(ops[k].p);
    gej_set_infinity(r);
    int k = 0;
    for (int i = pl.steps - 1; i >= 0; i--) {
        gej_double_var(r, r);
        for (; k < nops && ops[k].step == i; k++) {
            if (k + kPrefetchAhead < nops) prefetch_entry(ops[k + kPrefetchAhead].p);
            GeStorage st;
            std::memcpy(&st, ops[k].p, sizeof st);
            Ge p;
            ge_from_storage(p, st);
            if (ops[k].neg) fe_negate(p.y, p.y, 1);
            gej_add_ge_var(r, r, p);
        }
    }
}

// ---- MULX: the same chain on Fe64 --------------------------------------------------------

#if defined(UFSECP_HAVE_FE64_MULX)
void chain_mulx(Gej& r, const Plan& pl) {
    const Op* ops = pl.ops;
    const int nops = pl.nops;
    for (int k = 0; k < kPrefetchAhead && k < nops; k++) prefetch_entry(ops[k].p);
    Gej64 q;
    q.infinity = 1;
    int k = 0;
    for (int i = pl.steps - 1; i >= 0; i--) {
        gej64_double_var(q, q);
        for (; k < nops && ops[k].step == i; k++) {
            if (k + kPrefetchAhead < nops) prefetch_entry(ops[k + kPrefetchAhead].p);
            // GeStorage is the normalized 4x64 layout: the entry's words are an Fe64.
            Ge64 p;
            std::memcpy(p.x.n, ops[k].p, sizeof p.x.n);
            std::memcpy(p.y.n, ops[k].p + sizeof p.x.n, sizeof p.y.n);
            p.infinity = 0;
            if (ops[k].neg) fe64_sub(p.y, Fe64{{0, 0, 0, 0}}, p.y);
            gej64_add_ge_var(q, q, p);
        }
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

using ChainFn = void (*)(Gej&, const Plan&);

// The chain of backend b; the caller has checked that b can run here.
ChainFn chain_for(FieldBackend b) {
#if defined(UFSECP_HAVE_FE64_MULX)
    if (b == FieldBackend::mulx) return &chain_mulx;
#endif
    (void)b;
    return &chain_portable;
}

}  // namespace

void ecmult_precomp_var_on(FieldBackend backend, Gej& r, const unsigned char* tables, const Scalar& na,
                           const Scalar& ng) {
    Plan pl;
    make_plan(pl, tables, na, ng);
    chain_for(field_backend_available(backend) ? backend : FieldBackend::portable)(r, pl);
}

void ecmult_precomp_var(Gej& r, const unsigned char* tables, const Scalar& na, const Scalar& ng) {
    static const ChainFn chain = chain_for(field_backend());
    Plan pl;
    make_plan(pl, tables, na, ng);
    chain(r, pl);
}

}  // namespace ufsecp
