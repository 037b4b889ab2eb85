// ufsecp — k*G in constant time; the contract is in ecmult_gen.hpp.
//
// Method: signed odd digits. For odd s < 2^256 and digits of B bits,
//     s = sum_{i < W} d_i * 2^(B*i),   d_i = 2*b_i - (2^B - 1)  (odd, |d_i| < 2^B),
// where b_i are the B-bit windows of  T = (s - 1)/2 + 2^(B*W - 1) = (s >> 1) | 2^(B*W - 1)
// (substitute and the sum telescopes to s). Every d_i is a nonzero odd number, so each
// window adds exactly one table point +-(2j+1)*2^(B*i)*G, found by scanning all 2^(B-1)
// entries of window i with masks; there are no doublings at all. With B = 7 (the default)
// that is 37 windows: 36 mixed additions and 37 scans (the last one short, see below).
// Even k is handled as -( (n - k)*G ) (n is odd, so n - k is odd), and k = 0 as 1 with
// the result masked to infinity. Before window i the accumulator is s_i*G with s_i odd,
// |s_i| < 2^(B*i), and the added point is d*2^(B*i)*G with |d| > |s_i| / 2^(B*i): below
// the top window nothing wraps mod n, so the two are never equal or opposite. In the top
// window they can be equal: d = 15 at bit 252 (B = 4, 6, 7) with s_i = 15*2^252 - n, i.e.
// s = 14*2^252 + (2^256 - n). So the complete gej_add_ge is used (it doubles there), and
// the tests include that scalar.
//
// The scan reads every entry of the window whatever the digit and keeps the wanted one
// with an AND mask (exactly one entry matches, so the masked entries are OR-ed): the
// same instructions and addresses for every k. Three builds of it, chosen once per
// process: AVX2 (two 32-byte lanes per entry, run-time CPUID check), SSE2 (four 16-byte
// lanes; every x86-64 has it) and portable 64-bit words (other CPUs).
// UFSECP_ECMULT_GEN=portable|sse2 in the environment forces a lower one (for tests).
#include "ecmult/ecmult_gen.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "ecmult/ecmult_tables.hpp"

#if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
#define UFSECP_GEN_SSE2 1
#include <immintrin.h>
#if defined(__x86_64__) && !defined(UFSECP_NO_AVX2)
#define UFSECP_GEN_AVX2 1
#endif
#endif

namespace ufsecp {

namespace {

constexpr int kWords = (kGenBits * kGenWindows + 31) / 32;  // words of T (>= 8)

// The top window holds bits [B*(W-1), B*W) of T; below bit 255 they come from s >> 1
// (< 2^255), above it they are 0 except the marker bit B*W - 1, so its digit is positive
// and its entry index is below 2^(255 - B*(W-1)). Only those entries are scanned there.
constexpr int kTopBits = 255 - kGenBits * (kGenWindows - 1);
static_assert(kTopBits >= 0 && kTopBits <= 255, "top window bound");
constexpr int kTopEntries = kTopBits >= kGenBits - 1 ? kGenEntries : (1 << kTopBits);

// Bits [pos, pos + kGenBits) of the little-endian word array t; pos is public.
inline std::uint32_t window_bits(const std::uint32_t* t, int pos) {
    const int w = pos >> 5, sh = pos & 31;
    std::uint64_t two = t[w];
    if (w + 1 < kWords) two |= (std::uint64_t)t[w + 1] << 32;
    return (std::uint32_t)(two >> sh) & ((1u << kGenBits) - 1);
}

// out = row[idx] for idx < count, reading row[0 .. count) in full; count is public.
using LookupFn = void (*)(GeStorage& out, const GeStorage* row, int count, std::uint32_t idx);

static_assert(sizeof(GeStorage) == 64, "a table entry is 64 bytes");

void lookup_portable(GeStorage& out, const GeStorage* row, int count, std::uint32_t idx) {
    std::uint64_t acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int j = 0; j < count; j++) {
        const std::uint64_t mask = ct_mask64(ct_eq_u32((std::uint32_t)j, idx));
        std::uint64_t e[8];
        std::memcpy(e, &row[j], 64);
        for (int w = 0; w < 8; w++) acc[w] |= e[w] & mask;
    }
    std::memcpy(&out, acc, 64);
    secure_wipe(acc, sizeof(acc));
}

#ifdef UFSECP_GEN_SSE2
// The table is 64-byte aligned (ecmult_tables.hpp), so the loads fold into PAND.
void lookup_sse2(GeStorage& out, const GeStorage* row, int count, std::uint32_t idx) {
    const __m128i want = _mm_set1_epi32((int)idx), one = _mm_set1_epi32(1);
    __m128i j = _mm_setzero_si128();
    __m128i a0 = j, a1 = j, a2 = j, a3 = j;
#pragma GCC unroll 4
    for (int k = 0; k < count; k++) {
        const __m128i m = _mm_cmpeq_epi32(j, want);  // all ones iff k == idx
        const __m128i* p = reinterpret_cast<const __m128i*>(&row[k]);
        a0 = _mm_or_si128(a0, _mm_and_si128(m, _mm_load_si128(p + 0)));
        a1 = _mm_or_si128(a1, _mm_and_si128(m, _mm_load_si128(p + 1)));
        a2 = _mm_or_si128(a2, _mm_and_si128(m, _mm_load_si128(p + 2)));
        a3 = _mm_or_si128(a3, _mm_and_si128(m, _mm_load_si128(p + 3)));
        j = _mm_add_epi32(j, one);
    }
    __m128i* o = reinterpret_cast<__m128i*>(&out);
    _mm_storeu_si128(o + 0, a0);
    _mm_storeu_si128(o + 1, a1);
    _mm_storeu_si128(o + 2, a2);
    _mm_storeu_si128(o + 3, a3);
}
#endif

#ifdef UFSECP_GEN_AVX2
__attribute__((target("avx2"))) void lookup_avx2(GeStorage& out, const GeStorage* row, int count,
                                                 std::uint32_t idx) {
    const __m256i want = _mm256_set1_epi32((int)idx), one = _mm256_set1_epi32(1);
    __m256i j = _mm256_setzero_si256();
    __m256i a0 = j, a1 = j;
#pragma GCC unroll 4
    for (int k = 0; k < count; k++) {
        const __m256i m = _mm256_cmpeq_epi32(j, want);
        const __m256i* p = reinterpret_cast<const __m256i*>(&row[k]);
        a0 = _mm256_or_si256(a0, _mm256_and_si256(m, _mm256_load_si256(p + 0)));
        a1 = _mm256_or_si256(a1, _mm256_and_si256(m, _mm256_load_si256(p + 1)));
        j = _mm256_add_epi32(j, one);
    }
    __m256i* o = reinterpret_cast<__m256i*>(&out);
    _mm256_storeu_si256(o + 0, a0);
    _mm256_storeu_si256(o + 1, a1);
}
#endif

// Decided on first use (thread-safe static initialization), never again.
LookupFn choose_lookup() {
    static const LookupFn fn = [] {
        const char* env = std::getenv("UFSECP_ECMULT_GEN");
        const bool force_portable = env != nullptr && std::strcmp(env, "portable") == 0;
        const bool force_sse2 = env != nullptr && std::strcmp(env, "sse2") == 0;
        LookupFn f = &lookup_portable;
        if (force_portable) return f;
#ifdef UFSECP_GEN_SSE2
        f = &lookup_sse2;
#endif
#ifdef UFSECP_GEN_AVX2
        __builtin_cpu_init();
        if (!force_sse2 && __builtin_cpu_supports("avx2")) f = &lookup_avx2;
#endif
        (void)force_sse2;
        return f;
    }();
    return fn;
}

}  // namespace

const char* ecmult_gen_lookup_name() {
    const LookupFn f = choose_lookup();
#ifdef UFSECP_GEN_AVX2
    if (f == &lookup_avx2) return "avx2";
#endif
#ifdef UFSECP_GEN_SSE2
    if (f == &lookup_sse2) return "sse2";
#endif
    (void)f;
    return "portable";
}

namespace {

void gen_with(Gej& r, const Scalar& k, LookupFn lookup) {
    Scalar s = k, one;
    scalar_set_int(one, 1);
    const int zero = (int)scalar_is_zero(s);
    scalar_cmov(s, one, zero);
    const int even = (int)scalar_is_even(s);
    scalar_cond_negate(s, even);  // s is odd now

    // T = (s >> 1) | 2^(B*W - 1), as little-endian 32-bit words.
    unsigned char b32[32];
    scalar_get_b32(b32, s);
    std::uint32_t t[kWords + 1] = {0};
    for (int i = 0; i < 8; i++) t[i] = read_be32(b32 + 28 - 4 * i);
    for (int i = 0; i < 8; i++) t[i] = (t[i] >> 1) | (i + 1 < 8 ? t[i + 1] << 31 : 0);
    t[(kGenBits * kGenWindows - 1) >> 5] |= 1u << ((kGenBits * kGenWindows - 1) & 31);

    GeStorage sel;
    Ge p;
    Fe neg_y;
    const std::uint32_t low_mask = (1u << (kGenBits - 1)) - 1;
    // Which additions can meet an exceptional case. With B = kGenBits, s is the integer
    // sum of d_j * 2^(B j) over the windows j, every digit odd with |d_j| <= 2^B - 1. So the
    // partial sum S of windows 0..i-1 is odd and |S| <= 2^(B i) - 1, while the next term
    // V = d_i 2^(B i) has 2^(B i) <= |V|: S != +-V as integers, and |S| + |V| <= 2^(B(i+1)) - 1.
    // While that is below n (B (i+1) <= 255, as n > 2^255), S + V and S - V are nonzero
    // integers of magnitude below n, so S != +-V (mod n) and the accumulator is finite: the
    // addition is never a doubling, never infinity. Only the top window's may be (with
    // B = 7: windows 1..35 use gej_add_ge_distinct, window 36 the complete gej_add_ge).
    // The choice depends on the window index only, never on k.
    for (int i = 0; i < kGenWindows; i++) {
        const std::uint32_t bits = window_bits(t, i * kGenBits);
        const std::uint32_t top = bits >> (kGenBits - 1);  // 1: digit positive
        // |d| = 2*idx + 1 with idx = low bits (positive digit) or their complement (negative).
        const std::uint32_t idx = (bits & low_mask) ^ ((top - 1) & low_mask);
        lookup(sel, kGenTable[i], i + 1 < kGenWindows ? kGenEntries : kTopEntries, idx);
        ge_from_storage(p, sel);
        fe_negate(neg_y, p.y, 1);
        fe_cmov(p.y, neg_y, (int)(top ^ 1));
        if (i == 0) {
            gej_set_ge(r, p);
        } else if (kGenBits * (i + 1) <= 255) {
            // No exceptional case can occur (see the bound above the loop).
            gej_add_ge_distinct(r, r, p);
        } else {
            gej_add_ge(r, r, p);  // the top window: the complete formula
        }
    }

    // Undo the negation used for even k, and mask k = 0 to infinity.
    fe_normalize_weak(r.y);
    fe_negate(neg_y, r.y, 1);
    fe_cmov(r.y, neg_y, even);
    r.infinity = zero;

    secure_wipe(s);
    secure_wipe(b32, sizeof(b32));
    secure_wipe(t, sizeof(t));
    secure_wipe(sel);
    secure_wipe(p);
    secure_wipe(neg_y);
}

}  // namespace

void ecmult_gen(Gej& r, const Scalar& k) { gen_with(r, k, choose_lookup()); }

bool ecmult_gen_using(Gej& r, const Scalar& k, const char* lookup) {
    (void)choose_lookup();  // initializes the CPU feature data
    LookupFn f = nullptr;
    if (std::strcmp(lookup, "portable") == 0) f = &lookup_portable;
#ifdef UFSECP_GEN_SSE2
    if (std::strcmp(lookup, "sse2") == 0) f = &lookup_sse2;
#endif
#ifdef UFSECP_GEN_AVX2
    if (std::strcmp(lookup, "avx2") == 0 && __builtin_cpu_supports("avx2")) f = &lookup_avx2;
#endif
    if (f == nullptr) return false;
    gen_with(r, k, f);
    return true;
}

}  // namespace ufsecp
