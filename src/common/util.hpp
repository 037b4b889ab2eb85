// ufsecp — common utilities shared by every layer.
//
// Layer 0: nothing here may include any other ufsecp header.
//
// Contents:
//   * UFSECP_INLINE / UFSECP_RESTRICT           compiler hints
//   * UFSECP_CHECK(cond)                         always-on fatal check (programming errors)
//   * UFSECP_VERIFY_CHECK(cond)                  debug-only check (magnitudes, ranges); on when
//                                                UFSECP_VERIFY is defined (Debug builds, tests)
//   * secure_wipe(p, n)                          memset that the optimizer cannot remove
//   * ct_mask_*                                  branch-free helpers for constant-time code
//   * read_be32 / write_be32 / read_be64 / write_be64   big-endian bytes <-> integers
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#if defined(__GNUC__) || defined(__clang__)
#define UFSECP_INLINE inline __attribute__((always_inline))
#define UFSECP_NOINLINE __attribute__((noinline))
#define UFSECP_RESTRICT __restrict__
#define UFSECP_LIKELY(x) __builtin_expect(!!(x), 1)
#define UFSECP_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define UFSECP_INLINE inline
#define UFSECP_NOINLINE
#define UFSECP_RESTRICT
#define UFSECP_LIKELY(x) (x)
#define UFSECP_UNLIKELY(x) (x)
#endif
#if defined(UFSECP_NO_FORCE_INLINE)
// Size-optimized builds (the small WebAssembly module, bindings/js): the compiler decides what
// to inline (forced inlining of the field arithmetic into every caller is most of the code).
#undef UFSECP_INLINE
#define UFSECP_INLINE inline
#endif

// Whether the 5x52 field / 4x64 scalar tier can be built: it needs unsigned __int128.
#if defined(__SIZEOF_INT128__)
#define UFSECP_HAVE_INT128 1
#endif

namespace ufsecp {

[[noreturn]] inline void fatal(const char* file, int line, const char* what) {
    std::fprintf(stderr, "ufsecp: %s:%d: check failed: %s\n", file, line, what);
    std::abort();
}

}  // namespace ufsecp

#define UFSECP_CHECK(cond)                                                  \
    do {                                                                    \
        if (UFSECP_UNLIKELY(!(cond))) ::ufsecp::fatal(__FILE__, __LINE__, #cond); \
    } while (0)

#ifdef UFSECP_VERIFY
#define UFSECP_VERIFY_CHECK(cond) UFSECP_CHECK(cond)
#else
// Not evaluated, not even type-checked: conditions may name debug-only members.
#define UFSECP_VERIFY_CHECK(cond) \
    do {                          \
    } while (0)
#endif

#if defined(UFSECP_HAVE_VALGRIND)
#include <valgrind/memcheck.h>
#endif

namespace ufsecp {

// Marks a value computed from secrets as public from here on (e.g. whether a secret key
// was valid, once that is reported; a public key derived from a secret key). A no-op,
// except under the valgrind constant-time test, where it tells memcheck that branching on
// the value is intended (the test marks every secret input as undefined memory).
inline void declassify(const void* p, std::size_t n) {
    // Used either way: where valgrind.h knows no client requests for the target CPU
    // (riscv64 with valgrind 3.19), the macro expands to a constant that ignores them.
    (void)p, (void)n;
#if defined(UFSECP_HAVE_VALGRIND)
    (void)VALGRIND_MAKE_MEM_DEFINED(p, n);
#endif
}
template <class T>
inline T declassified(T v) {
    declassify(&v, sizeof(v));
    return v;
}

// Overwrite n bytes at p with zeros in a way the compiler may not elide (the
// object is usually about to die, which is exactly when a plain memset is dropped).
inline void secure_wipe(void* p, std::size_t n) {
    std::memset(p, 0, n);
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(p) : "memory");
#else
    volatile unsigned char* vp = static_cast<volatile unsigned char*>(p);
    while (n--) *vp++ = 0;
#endif
}

template <class T>
inline void secure_wipe(T& obj) {
    secure_wipe(static_cast<void*>(&obj), sizeof(obj));
}

// The value unchanged, but opaque to the optimizer: after it the compiler must assume any bit
// pattern. Constant-time selections depend on this. Left to itself, clang (19) sees that a
// mask made from a 0/1 flag (or from a sign by >> 63) is all-zeros or all-ones, rewrites
// `(a & ~m) | (b & m)` as a select, and compiles the select into a branch on the secret
// flag; GCC 12 happens not to. The valgrind constant-time test of the clang build caught it.
// Every mask that selects on secret data passes through here (ct_mask64/32 do it).
template <class T>
UFSECP_INLINE T ct_barrier(T v) {
#if defined(__GNUC__) || defined(__clang__)
    __asm__("" : "+r"(v));
#else
    volatile T hidden = v;
    v = hidden;
#endif
    return v;
}

// All-ones if flag (0 or 1) is 1, else zero. flag must be 0 or 1. The flag passes through
// ct_barrier (an int fits one register on every target), so the mask stays opaque.
UFSECP_INLINE std::uint64_t ct_mask64(int flag) {
    UFSECP_VERIFY_CHECK(flag == 0 || flag == 1);
    return static_cast<std::uint64_t>(0) - static_cast<std::uint64_t>(ct_barrier(static_cast<unsigned>(flag)));
}
UFSECP_INLINE std::uint32_t ct_mask32(int flag) {
    UFSECP_VERIFY_CHECK(flag == 0 || flag == 1);
    return static_cast<std::uint32_t>(0) - ct_barrier(static_cast<std::uint32_t>(flag));
}

// 1 if a == b else 0, without a branch.
UFSECP_INLINE int ct_eq_u32(std::uint32_t a, std::uint32_t b) {
    std::uint32_t x = a ^ b;
    // (x | -x) has the top bit set iff x != 0.
    return static_cast<int>(1 ^ ((x | (0u - x)) >> 31));
}

// ---- big-endian bytes <-> integers (any alignment, either byte order of the CPU) -----------
// Every conversion between integers and bytes (keys, signatures, hashes, the SHA-256 message
// schedule) goes through these, so this is the one place that depends on the CPU's byte order.
//
// Loads are written byte by byte; compilers turn that into one load (plus a byte swap on a
// little-endian CPU).
UFSECP_INLINE std::uint32_t read_be32(const unsigned char* p) {
    return (std::uint32_t)p[0] << 24 | (std::uint32_t)p[1] << 16 | (std::uint32_t)p[2] << 8 | (std::uint32_t)p[3];
}
UFSECP_INLINE std::uint64_t read_be64(const unsigned char* p) {
    return (std::uint64_t)read_be32(p) << 32 | read_be32(p + 4);
}

// Stores, with GCC and Clang: a byte swap where the CPU is little-endian, then one plain
// store. (From the byte-by-byte form, GCC vectorizes loops of stores, such as SHA-256's
// 8-word output, into a long SSE2 shuffle sequence that costs about as much as a SHA-NI
// block.) Other compilers: byte by byte.
#if defined(__GNUC__) || defined(__clang__)
static_assert(std::endian::native == std::endian::little || std::endian::native == std::endian::big,
              "a little- or big-endian CPU");
UFSECP_INLINE void write_be32(unsigned char* p, std::uint32_t x) {
    if constexpr (std::endian::native == std::endian::little) x = __builtin_bswap32(x);
    std::memcpy(p, &x, 4);
}
UFSECP_INLINE void write_be64(unsigned char* p, std::uint64_t x) {
    if constexpr (std::endian::native == std::endian::little) x = __builtin_bswap64(x);
    std::memcpy(p, &x, 8);
}
#else
UFSECP_INLINE void write_be32(unsigned char* p, std::uint32_t x) {
    p[0] = (unsigned char)(x >> 24);
    p[1] = (unsigned char)(x >> 16);
    p[2] = (unsigned char)(x >> 8);
    p[3] = (unsigned char)x;
}
UFSECP_INLINE void write_be64(unsigned char* p, std::uint64_t x) {
    write_be32(p, (std::uint32_t)(x >> 32));
    write_be32(p + 4, (std::uint32_t)x);
}
#endif

}  // namespace ufsecp
