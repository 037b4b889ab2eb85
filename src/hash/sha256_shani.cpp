// ufsecp — SHA-256 block compression with the x86 SHA extensions (SHA-NI), and the CPU
// check that decides whether it may run. The contract is in sha256.hpp.
//
// Layer 1 (hashing).
//
// Only the functions marked UFSECP_SHANI_TARGET are compiled for SHA/SSE4.1 (through the
// target attribute, not a file-wide flag), so nothing else in the library can pick up
// those instructions; they are only called after the CPUID check. Non-x86 builds,
// compilers without the attribute, and builds with -DUFSECP_NO_SHANI compile just the
// stubs at the bottom (sha256_transform_shani() then always returns false).
//
// Register layout used by SHA256RNDS2: the eight working variables live in two vectors,
// ABEF = lanes (F, E, B, A) and CDGH = lanes (H, G, D, C) (lane 0 first). One RNDS2 does
// two rounds using lanes 0 and 1 of its W+K operand and returns the new ABEF; the new
// CDGH is the old ABEF, so the two state vectors simply alternate roles.
//
// Message schedule in 4-word groups: w_g = W[4g..4g+3]. For g >= 4,
//   w_g = MSG2( MSG1(w_{g-4}, w_{g-3}) + ALIGNR(w_{g-1}, w_{g-2}, 4), w_{g-1} ),
// where MSG1 adds the sigma0 terms, ALIGNR supplies W[t-7] and MSG2 adds the sigma1 terms
// (which need the just-finished group). Four registers m[g & 3] hold the groups in flight.
#include "hash/sha256.hpp"

#include "hash/sha256_backends.hpp"

#if !defined(UFSECP_NO_SHANI) && (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define UFSECP_HAVE_SHANI_CODE 1
#include <cpuid.h>
#include <immintrin.h>
#endif

namespace ufsecp {

namespace detail {

#ifdef UFSECP_HAVE_SHANI_CODE

#define UFSECP_SHANI_TARGET __attribute__((target("sha,sse4.1")))

namespace {

bool cpu_has_shani() {
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return false;
    const bool ssse3 = (c & bit_SSSE3) != 0;
    const bool sse41 = (c & bit_SSE4_1) != 0;
    if (__get_cpuid_max(0, nullptr) < 7) return false;
    __cpuid_count(7, 0, a, b, c, d);
    const bool sha = (b & (1u << 29)) != 0;
    return ssse3 && sse41 && sha;
}

// Rounds 4G..4G+3, plus the schedule work that can be done meanwhile:
//   * finish w_{G+1} (its MSG1 part was prepared two groups ago) when 4 <= G+1 <= 15;
//   * prepare MSG1(w_{G-1}, w_G), the start of w_{G+3}, when 4 <= G+3 <= 15.
// m[(G+3) & 3] is w_{G-1} on entry (the same register w_{G+3} will occupy).
template <int G>
UFSECP_SHANI_TARGET inline __attribute__((always_inline)) void quad_rounds(__m128i& abef, __m128i& cdgh,
                                                                           __m128i (&m)[4]) {
    __m128i& cur = m[G & 3];
    __m128i& prev = m[(G + 3) & 3];
    __m128i wk = _mm_add_epi32(cur, _mm_loadu_si128(reinterpret_cast<const __m128i*>(kSha256K + 4 * G)));
    cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk);  // rounds 4G, 4G+1
    if constexpr (G >= 3 && G <= 14) {
        __m128i& next = m[(G + 1) & 3];
        next = _mm_add_epi32(next, _mm_alignr_epi8(cur, prev, 4));
        next = _mm_sha256msg2_epu32(next, cur);
    }
    wk = _mm_shuffle_epi32(wk, 0x0E);             // lanes 2, 3 down to 0, 1
    abef = _mm_sha256rnds2_epu32(abef, cdgh, wk);  // rounds 4G+2, 4G+3
    if constexpr (G >= 1 && G <= 12) {
        prev = _mm_sha256msg1_epu32(prev, cur);
    }
}

UFSECP_SHANI_TARGET void transform_shani(std::uint32_t s[8], const unsigned char* p, std::size_t nblocks) {
    // Big-endian words: reverse the bytes inside each 32-bit lane.
    const __m128i bswap = _mm_set_epi64x(0x0c0d0e0f08090a0bll, 0x0405060700010203ll);

    // (A,B,C,D), (E,F,G,H) -> ABEF = (F,E,B,A), CDGH = (H,G,D,C).
    __m128i t = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(s)), 0xB1);  // (B,A,D,C)
    __m128i cdgh = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(s + 4)), 0x1B);  // (H,G,F,E)
    __m128i abef = _mm_alignr_epi8(t, cdgh, 8);  // (F,E,B,A)
    cdgh = _mm_blend_epi16(cdgh, t, 0xF0);       // (H,G,D,C)

    for (std::size_t blk = 0; blk < nblocks; blk++, p += 64) {
        const __m128i abef0 = abef, cdgh0 = cdgh;
        __m128i m[4];
        for (int i = 0; i < 4; i++) {
            m[i] = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * i)), bswap);
        }
        quad_rounds<0>(abef, cdgh, m);
        quad_rounds<1>(abef, cdgh, m);
        quad_rounds<2>(abef, cdgh, m);
        quad_rounds<3>(abef, cdgh, m);
        quad_rounds<4>(abef, cdgh, m);
        quad_rounds<5>(abef, cdgh, m);
        quad_rounds<6>(abef, cdgh, m);
        quad_rounds<7>(abef, cdgh, m);
        quad_rounds<8>(abef, cdgh, m);
        quad_rounds<9>(abef, cdgh, m);
        quad_rounds<10>(abef, cdgh, m);
        quad_rounds<11>(abef, cdgh, m);
        quad_rounds<12>(abef, cdgh, m);
        quad_rounds<13>(abef, cdgh, m);
        quad_rounds<14>(abef, cdgh, m);
        quad_rounds<15>(abef, cdgh, m);
        abef = _mm_add_epi32(abef, abef0);
        cdgh = _mm_add_epi32(cdgh, cdgh0);
    }

    // Back: ABEF (F,E,B,A) -> (A,B,E,F); CDGH (H,G,D,C) -> (G,H,C,D).
    t = _mm_shuffle_epi32(abef, 0x1B);
    cdgh = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(s), _mm_blend_epi16(t, cdgh, 0xF0));  // (A,B,C,D)
    _mm_storeu_si128(reinterpret_cast<__m128i*>(s + 4), _mm_alignr_epi8(cdgh, t, 8));  // (E,F,G,H)
}

}  // namespace

bool sha256_shani_supported() {
    static const bool supported = cpu_has_shani();
    return supported;
}

void sha256_transform_shani_unchecked(std::uint32_t s[8], const unsigned char* blocks, std::size_t nblocks) {
    transform_shani(s, blocks, nblocks);
}

#else  // no SHA-NI code in this build

bool sha256_shani_supported() { return false; }

void sha256_transform_shani_unchecked(std::uint32_t*, const unsigned char*, std::size_t) {
    UFSECP_CHECK(!"SHA-NI transform called in a build without it");
}

#endif

}  // namespace detail

bool sha256_transform_shani(std::uint32_t s[8], const unsigned char* blocks, std::size_t nblocks) {
    if (!detail::sha256_shani_supported()) return false;
    detail::sha256_transform_shani_unchecked(s, blocks, nblocks);
    return true;
}

}  // namespace ufsecp
