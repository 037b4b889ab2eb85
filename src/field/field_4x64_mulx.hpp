// ufsecp — field kernel 4x64 for x86-64 with BMI2 + ADX (MULX, ADCX, ADOX): four 64-bit
// limbs, products by MULX on two independent carry chains (CF through ADCX, OF through ADOX).
//
// Layer 1 (arithmetic). The field of the MULX backend of the scalar multiplications
// (field/field_backend.hpp chooses it at run time; the rest of the library runs the build's
// tier, Fe = Fe52 or Fe26). docs/benchmarks.md ("Field backends chosen at run time") gives
// the numbers: on the AMD EPYC (Zen 4) measured, a product takes 33 TSC ticks of latency
// (5x52 C: 48.6) and 25.5 in throughput (5x52 C: 46), a square 28 (5x52 C: 40.8), a point
// doubling built from these 250 (5x52 C: 297).
//
// Representation: value = n[0] + n[1] 2^64 + n[2] 2^128 + n[3] 2^192, any value < 2^256
// (not necessarily < p; there is no magnitude: every function takes any such input and
// returns one). fe64_normalize gives the canonical value < p. Reduction uses
// 2^256 = C = 0x1000003D1 (mod p).
//
// Constant time: every function is straight-line code (carries become masks through SBB and
// CMOV), the same instructions and addresses for every input.
//
// The instructions MULX/ADCX/ADOX exist only on CPUs with BMI2 and ADX: call these functions
// only when fe64_mulx_supported() says so (CPUID, checked once). The code is inline
// assembly, so it compiles without -mbmi2/-madx and the default build stays portable.
#pragma once

#include <cstdint>

#include "common/util.hpp"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(UFSECP_FIELD_NO_ASM)
#define UFSECP_HAVE_FE64_MULX 1
#include <cpuid.h>

namespace ufsecp {

struct Fe64 {
    std::uint64_t n[4];  // little-endian limbs, value < 2^256
};

inline constexpr std::uint64_t kFe64C = 0x1000003D1ull;  // 2^256 mod p

// Whether this CPU has BMI2 (CPUID.7.0:EBX bit 8) and ADX (bit 19). Computed once. Which
// backend the scalar multiplications use is decided in field/field_backend.hpp (which also
// honours UFSECP_FIELD_BACKEND=portable); tests of this kernel only need the CPU.
inline bool fe64_mulx_supported() {
    static const bool ok = [] {
        unsigned a, b, c, d;
        if (__get_cpuid_max(0, nullptr) < 7) return false;
        __cpuid_count(7, 0, a, b, c, d);
        return ((b >> 8) & 1) && ((b >> 19) & 1);
    }();
    return ok;
}

// Memory read by an asm block: an "m" operand per array when optimizing. They are needed for
// correctness, not only precision: an asm with outputs is a pure function of its operands to
// the compiler, and with only the pointers as inputs GCC merges the squarings of a chain
// like `x = x^2` (same pointer each time) even under a "memory" clobber (seen: fe_sqrt went
// wrong). Without optimization (-O0) GCC and clang give each "m" operand an address
// register of its own and the product's 12 register operands no longer fit; there a
// "memory" clobber on a volatile asm says the same (nothing is merged at -O0 anyway). The
// register budget is tight: a caller passing an element of an array indexed by a variable
// can make clang need one more register (seen in a benchmark loop under clang-19 -O3);
// callers pass locals or fixed table entries. Sanitizer builds (ASan, MSan; the fuzz build
// adds coverage counters) take registers of their own and ran out under clang-19 -O1 in
// ecmult_multi.cpp: they use the -O0 form too (volatile, "memory": correct, a little slower).
#if defined(__SANITIZE_ADDRESS__)
#define UFSECP_FE64_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define UFSECP_FE64_SANITIZED 1
#endif
#endif
#if defined(__OPTIMIZE__) && !defined(UFSECP_FE64_SANITIZED)
#define UFSECP_FE64_ASM __asm__
#define UFSECP_FE64_READS(arr) , "m"(arr)
#define UFSECP_FE64_CLOBBERS() "cc"
#else
#define UFSECP_FE64_ASM __asm__ __volatile__
#define UFSECP_FE64_READS(arr)
#define UFSECP_FE64_CLOBBERS() "cc", "memory"
#endif

// The 512-bit product t0..t7 is folded as t0..3 + C * t4..7 (a 5-limb value whose top limb
// is < 2^34), then that top limb times C (< 2^67) is added to limbs 0-1 with the carry
// propagated; a carry out of limb 3 (the value wrapped past 2^256, so it is now below 2^68)
// adds C once more, which cannot carry again. The same tail ends the square.
#define UFSECP_FE64_REDUCE                                                   \
    "movabsq $0x1000003D1, %%rdx\n" \
    "xorl %k[hi], %k[hi]\n" \
    "mulxq %[t4], %[t4], %[lo]\n" \
    "adoxq %[t4], %[t0]\n" "adcxq %[lo], %[t1]\n" \
    "mulxq %[t5], %[t5], %[lo]\n" \
    "adoxq %[t5], %[t1]\n" "adcxq %[lo], %[t2]\n" \
    "mulxq %[t6], %[t6], %[lo]\n" \
    "adoxq %[t6], %[t2]\n" "adcxq %[lo], %[t3]\n" \
    "mulxq %[t7], %[t7], %[lo]\n" \
    "adoxq %[t7], %[t3]\n" \
    "movl $0, %k[t4]\n" \
    "adcxq %[t4], %[lo]\n" \
    "adoxq %[t4], %[lo]\n" \
    "mulxq %[lo], %[lo], %[hi]\n" \
    "addq %[lo], %[t0]\n" \
    "adcq %[hi], %[t1]\n" \
    "adcq $0, %[t2]\n" \
    "adcq $0, %[t3]\n" \
    "cmovcq %%rdx, %[t4]\n" \
    "addq %[t4], %[t0]\n" \
    "adcq $0, %[t1]\n"

// r = a*b mod p (r < 2^256). r may alias a or b (all limbs are read before r is written).
UFSECP_INLINE void fe64_mul(Fe64& r, const Fe64& a, const Fe64& b) {
  std::uint64_t t0,t1,t2,t3,t4,t5,t6,t7,lo,hi;
  UFSECP_FE64_ASM (
    // row 0
    "movq 0(%[a]), %%rdx\n"
    "mulxq 0(%[b]), %[t0], %[t1]\n"
    "mulxq 8(%[b]), %[lo], %[t2]\n"
    "addq %[lo], %[t1]\n"
    "mulxq 16(%[b]), %[lo], %[t3]\n"
    "adcq %[lo], %[t2]\n"
    "mulxq 24(%[b]), %[lo], %[t4]\n"
    "adcq %[lo], %[t3]\n"
    "adcq $0, %[t4]\n"
    // row 1
    "movq 8(%[a]), %%rdx\n"
    "xorl %k[t5], %k[t5]\n"
    "mulxq 0(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t1]\n" "adcxq %[hi], %[t2]\n"
    "mulxq 8(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t2]\n" "adcxq %[hi], %[t3]\n"
    "mulxq 16(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t3]\n" "adcxq %[hi], %[t4]\n"
    "mulxq 24(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t4]\n" "adcxq %[hi], %[t5]\n"
    "movl $0, %k[lo]\n"
    "adoxq %[lo], %[t5]\n"
    // row 2
    "movq 16(%[a]), %%rdx\n"
    "xorl %k[t6], %k[t6]\n"
    "mulxq 0(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t2]\n" "adcxq %[hi], %[t3]\n"
    "mulxq 8(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t3]\n" "adcxq %[hi], %[t4]\n"
    "mulxq 16(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t4]\n" "adcxq %[hi], %[t5]\n"
    "mulxq 24(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t5]\n" "adcxq %[hi], %[t6]\n"
    "movl $0, %k[lo]\n"
    "adoxq %[lo], %[t6]\n"
    // row 3
    "movq 24(%[a]), %%rdx\n"
    "xorl %k[t7], %k[t7]\n"
    "mulxq 0(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t3]\n" "adcxq %[hi], %[t4]\n"
    "mulxq 8(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t4]\n" "adcxq %[hi], %[t5]\n"
    "mulxq 16(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t5]\n" "adcxq %[hi], %[t6]\n"
    "mulxq 24(%[b]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t6]\n" "adcxq %[hi], %[t7]\n"
    "movl $0, %k[lo]\n"
    "adoxq %[lo], %[t7]\n"
    UFSECP_FE64_REDUCE
    : [t0]"=&r"(t0),[t1]"=&r"(t1),[t2]"=&r"(t2),[t3]"=&r"(t3),[t4]"=&r"(t4),[t5]"=&r"(t5),[t6]"=&r"(t6),[t7]"=&r"(t7),[lo]"=&r"(lo),[hi]"=&r"(hi)
    : [a]"r"(a.n),[b]"r"(b.n) UFSECP_FE64_READS(a.n) UFSECP_FE64_READS(b.n)
    : "rdx", UFSECP_FE64_CLOBBERS());
  r.n[0]=t0; r.n[1]=t1; r.n[2]=t2; r.n[3]=t3;
}

UFSECP_INLINE void fe64_sqr(Fe64& r, const Fe64& a) {
  std::uint64_t t0,t1,t2,t3,t4,t5,t6,t7,lo,hi;
  UFSECP_FE64_ASM (
    "movq 0(%[a]), %%rdx\n"
    "mulxq 8(%[a]), %[t1], %[t2]\n"
    "mulxq 16(%[a]), %[lo], %[t3]\n"
    "addq %[lo], %[t2]\n"
    "mulxq 24(%[a]), %[lo], %[t4]\n"
    "adcq %[lo], %[t3]\n"
    "adcq $0, %[t4]\n"
    "movq 8(%[a]), %%rdx\n"
    "xorl %k[t5], %k[t5]\n"
    "mulxq 16(%[a]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t3]\n" "adcxq %[hi], %[t4]\n"
    "mulxq 24(%[a]), %[lo], %[hi]\n"
    "adoxq %[lo], %[t4]\n" "adcxq %[hi], %[t5]\n"
    "movl $0, %k[lo]\n"
    "adoxq %[lo], %[t5]\n"
    "movq 16(%[a]), %%rdx\n"
    "mulxq 24(%[a]), %[lo], %[t6]\n"
    "addq %[lo], %[t5]\n"
    "adcq $0, %[t6]\n"
    // double the cross products
    "xorl %k[t7], %k[t7]\n"
    "addq %[t1], %[t1]\n"
    "adcq %[t2], %[t2]\n"
    "adcq %[t3], %[t3]\n"
    "adcq %[t4], %[t4]\n"
    "adcq %[t5], %[t5]\n"
    "adcq %[t6], %[t6]\n"
    "adcq $0, %[t7]\n"
    // diagonal squares
    "movq 0(%[a]), %%rdx\n"
    "mulxq %%rdx, %[t0], %[hi]\n"
    "addq %[hi], %[t1]\n"
    "movq 8(%[a]), %%rdx\n"
    "mulxq %%rdx, %[lo], %[hi]\n"
    "adcq %[lo], %[t2]\n"
    "adcq %[hi], %[t3]\n"
    "movq 16(%[a]), %%rdx\n"
    "mulxq %%rdx, %[lo], %[hi]\n"
    "adcq %[lo], %[t4]\n"
    "adcq %[hi], %[t5]\n"
    "movq 24(%[a]), %%rdx\n"
    "mulxq %%rdx, %[lo], %[hi]\n"
    "adcq %[lo], %[t6]\n"
    "adcq %[hi], %[t7]\n"
    UFSECP_FE64_REDUCE
    : [t0]"=&r"(t0),[t1]"=&r"(t1),[t2]"=&r"(t2),[t3]"=&r"(t3),[t4]"=&r"(t4),[t5]"=&r"(t5),[t6]"=&r"(t6),[t7]"=&r"(t7),[lo]"=&r"(lo),[hi]"=&r"(hi)
    : [a]"r"(a.n) UFSECP_FE64_READS(a.n)
    : "rdx", UFSECP_FE64_CLOBBERS());
  r.n[0]=t0; r.n[1]=t1; r.n[2]=t2; r.n[3]=t3;
}

// r = a^(2^n) mod p: n squarings in one asm block whose limbs stay in registers from one
// squaring to the next (fe64_sqr loads its input from memory and stores its result, and a
// run of dependent squarings then pays a store-to-load forwarding on its critical path). For
// the runs of squarings of the exponentiation chains (field.hpp: up to 88 in a row). The
// square is fe64_sqr's, with the registers reused as they fall free: the input limbs a0..a3
// become the diagonal products' scratch and a0 holds t0, the cross products' high halves go
// through t6 before t6 is live, and the reduction's spare register is a1. 13 registers plus
// rdx, none holding an address, so it fits where the frame pointer is kept (-O0, ASan) and
// reads or writes no memory (no "m" operands or "memory" clobber needed). n <= 0 copies a.
// Constant time: the loop count n is public (a constant of the chain), and the body is
// straight-line code.
UFSECP_INLINE void fe64_sqr_n(Fe64& r, const Fe64& a, int n) {
  std::uint64_t a0 = a.n[0], a1 = a.n[1], a2 = a.n[2], a3 = a.n[3];
  if (n > 0) {
    std::uint64_t t1,t2,t3,t4,t5,t6,t7,lo;
    std::uint64_t cnt = (std::uint64_t)n;
    __asm__ (
      "1:\n"
      "movq %[a0], %%rdx\n"
      "mulxq %[a1], %[t1], %[t2]\n"
      "mulxq %[a2], %[lo], %[t3]\n"
      "addq %[lo], %[t2]\n"
      "mulxq %[a3], %[lo], %[t4]\n"
      "adcq %[lo], %[t3]\n"
      "adcq $0, %[t4]\n"
      "movq %[a1], %%rdx\n"
      "xorl %k[t5], %k[t5]\n"
      "mulxq %[a2], %[lo], %[t6]\n"
      "adoxq %[lo], %[t3]\n" "adcxq %[t6], %[t4]\n"
      "mulxq %[a3], %[lo], %[t6]\n"
      "adoxq %[lo], %[t4]\n" "adcxq %[t6], %[t5]\n"
      "movl $0, %k[lo]\n"
      "adoxq %[lo], %[t5]\n"
      "movq %[a2], %%rdx\n"
      "mulxq %[a3], %[lo], %[t6]\n"
      "addq %[lo], %[t5]\n"
      "adcq $0, %[t6]\n"
      // double the cross products
      "xorl %k[t7], %k[t7]\n"
      "addq %[t1], %[t1]\n"
      "adcq %[t2], %[t2]\n"
      "adcq %[t3], %[t3]\n"
      "adcq %[t4], %[t4]\n"
      "adcq %[t5], %[t5]\n"
      "adcq %[t6], %[t6]\n"
      "adcq $0, %[t7]\n"
      // diagonal squares (MULX leaves the flags alone); a0 becomes t0
      "movq %[a0], %%rdx\n"
      "mulxq %%rdx, %[a0], %[lo]\n"
      "addq %[lo], %[t1]\n"
      "movq %[a1], %%rdx\n"
      "mulxq %%rdx, %[a1], %[lo]\n"
      "adcq %[a1], %[t2]\n"
      "adcq %[lo], %[t3]\n"
      "movq %[a2], %%rdx\n"
      "mulxq %%rdx, %[a2], %[lo]\n"
      "adcq %[a2], %[t4]\n"
      "adcq %[lo], %[t5]\n"
      "movq %[a3], %%rdx\n"
      "mulxq %%rdx, %[a3], %[lo]\n"
      "adcq %[a3], %[t6]\n"
      "adcq %[lo], %[t7]\n"
      // reduce as UFSECP_FE64_REDUCE (t0 = a0, hi = a1)
      "movabsq $0x1000003D1, %%rdx\n"
      "xorl %k[a1], %k[a1]\n"
      "mulxq %[t4], %[t4], %[lo]\n"
      "adoxq %[t4], %[a0]\n" "adcxq %[lo], %[t1]\n"
      "mulxq %[t5], %[t5], %[lo]\n"
      "adoxq %[t5], %[t1]\n" "adcxq %[lo], %[t2]\n"
      "mulxq %[t6], %[t6], %[lo]\n"
      "adoxq %[t6], %[t2]\n" "adcxq %[lo], %[t3]\n"
      "mulxq %[t7], %[t7], %[lo]\n"
      "adoxq %[t7], %[t3]\n"
      "movl $0, %k[t4]\n"
      "adcxq %[t4], %[lo]\n"
      "adoxq %[t4], %[lo]\n"
      "mulxq %[lo], %[lo], %[a1]\n"
      "addq %[lo], %[a0]\n"
      "adcq %[a1], %[t1]\n"
      "adcq $0, %[t2]\n"
      "adcq $0, %[t3]\n"
      "cmovcq %%rdx, %[t4]\n"
      "addq %[t4], %[a0]\n"
      "adcq $0, %[t1]\n"
      "movq %[t1], %[a1]\n"
      "movq %[t2], %[a2]\n"
      "movq %[t3], %[a3]\n"
      "decq %[cnt]\n"
      "jnz 1b\n"
      : [a0]"+&r"(a0),[a1]"+&r"(a1),[a2]"+&r"(a2),[a3]"+&r"(a3),[cnt]"+&r"(cnt),
        [t1]"=&r"(t1),[t2]"=&r"(t2),[t3]"=&r"(t3),[t4]"=&r"(t4),[t5]"=&r"(t5),[t6]"=&r"(t6),[t7]"=&r"(t7),[lo]"=&r"(lo)
      :
      : "rdx", "cc");
  }
  r.n[0]=a0; r.n[1]=a1; r.n[2]=a2; r.n[3]=a3;
}

UFSECP_INLINE void fe64_add(Fe64& r, const Fe64& a, const Fe64& b) {
  std::uint64_t x0=a.n[0],x1=a.n[1],x2=a.n[2],x3=a.n[3],m;
  UFSECP_FE64_ASM (
    "addq 0(%[b]), %[x0]\n" "adcq 8(%[b]), %[x1]\n" "adcq 16(%[b]), %[x2]\n" "adcq 24(%[b]), %[x3]\n"
    "sbbq %[m], %[m]\n" "andq %[c], %[m]\n"
    "addq %[m], %[x0]\n" "adcq $0, %[x1]\n" "adcq $0, %[x2]\n" "adcq $0, %[x3]\n"
    "sbbq %[m], %[m]\n" "andq %[c], %[m]\n"
    "addq %[m], %[x0]\n"
    : [x0]"+&r"(x0),[x1]"+&r"(x1),[x2]"+&r"(x2),[x3]"+&r"(x3),[m]"=&r"(m)
    : [b]"r"(b.n), [c]"r"(kFe64C) UFSECP_FE64_READS(b.n) : UFSECP_FE64_CLOBBERS());
  r.n[0]=x0; r.n[1]=x1; r.n[2]=x2; r.n[3]=x3;
}

UFSECP_INLINE void fe64_sub(Fe64& r, const Fe64& a, const Fe64& b) {
  std::uint64_t x0=a.n[0],x1=a.n[1],x2=a.n[2],x3=a.n[3],m;
  UFSECP_FE64_ASM (
    "subq 0(%[b]), %[x0]\n" "sbbq 8(%[b]), %[x1]\n" "sbbq 16(%[b]), %[x2]\n" "sbbq 24(%[b]), %[x3]\n"
    "sbbq %[m], %[m]\n" "andq %[c], %[m]\n"
    "subq %[m], %[x0]\n" "sbbq $0, %[x1]\n" "sbbq $0, %[x2]\n" "sbbq $0, %[x3]\n"
    "sbbq %[m], %[m]\n" "andq %[c], %[m]\n"
    "subq %[m], %[x0]\n"
    : [x0]"+&r"(x0),[x1]"+&r"(x1),[x2]"+&r"(x2),[x3]"+&r"(x3),[m]"=&r"(m)
    : [b]"r"(b.n), [c]"r"(kFe64C) UFSECP_FE64_READS(b.n) : UFSECP_FE64_CLOBBERS());
  r.n[0]=x0; r.n[1]=x1; r.n[2]=x2; r.n[3]=x3;
}

// r = a/2 mod p: a + (a odd ? p : 0) is even (p is odd), at most 257 bits; shift it right.
UFSECP_INLINE void fe64_half(Fe64& r, const Fe64& a) {
    std::uint64_t x0 = a.n[0], x1 = a.n[1], x2 = a.n[2], x3 = a.n[3];
    const std::uint64_t m = -(x0 & 1);  // all ones when a is odd
    std::uint64_t c = 0;
    __asm__("addq %[p0], %[x0]\n"
            "adcq %[m], %[x1]\n"
            "adcq %[m], %[x2]\n"
            "adcq %[m], %[x3]\n"
            "adcq $0, %[c]\n"
            "shrdq $1, %[x1], %[x0]\n"
            "shrdq $1, %[x2], %[x1]\n"
            "shrdq $1, %[x3], %[x2]\n"
            "shrdq $1, %[c], %[x3]\n"
            : [x0] "+&r"(x0), [x1] "+&r"(x1), [x2] "+&r"(x2), [x3] "+&r"(x3), [c] "+&r"(c)
            : [p0] "r"(m & 0xFFFFFFFEFFFFFC2Full), [m] "r"(m)
            : "cc");
    r.n[0] = x0, r.n[1] = x1, r.n[2] = x2, r.n[3] = x3;
}

// r = the canonical value of a (< p): a < 2^256 < 2p, so at most one p comes off; a + C
// carries out of 2^256 exactly when a >= p, and then a + C - 2^256 = a - p.
UFSECP_INLINE void fe64_normalize(Fe64& r, const Fe64& a) {
    std::uint64_t x0 = a.n[0], x1 = a.n[1], x2 = a.n[2], x3 = a.n[3];
    std::uint64_t y0 = x0, y1 = x1, y2 = x2, y3 = x3;
    __asm__("addq %[c], %[y0]\n"
            "adcq $0, %[y1]\n"
            "adcq $0, %[y2]\n"
            "adcq $0, %[y3]\n"
            "cmovcq %[y0], %[x0]\n"
            "cmovcq %[y1], %[x1]\n"
            "cmovcq %[y2], %[x2]\n"
            "cmovcq %[y3], %[x3]\n"
            : [x0] "+&r"(x0), [x1] "+&r"(x1), [x2] "+&r"(x2), [x3] "+&r"(x3), [y0] "+&r"(y0), [y1] "+&r"(y1),
              [y2] "+&r"(y2), [y3] "+&r"(y3)
            : [c] "r"(kFe64C)
            : "cc");
    r.n[0] = x0, r.n[1] = x1, r.n[2] = x2, r.n[3] = x3;
}

// 32 bytes big-endian -> limbs (any 256-bit value, not reduced); limbs -> 32 bytes
// big-endian of the canonical value.
inline void fe64_set_b32(Fe64& r, const unsigned char* b) {
    for (int i = 0; i < 4; i++) {
        std::uint64_t w = 0;
        for (int j = 0; j < 8; j++) w = (w << 8) | b[31 - 8 * i - 7 + j];
        r.n[i] = w;
    }
}
inline void fe64_get_b32(unsigned char* b, const Fe64& a) {
    Fe64 t;
    fe64_normalize(t, a);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++) b[31 - 8 * i - j] = (unsigned char)(t.n[i] >> (8 * j));
}

// The names of the tier interface (field.hpp) for the generic algorithms there (fe_sqrt):
// products, and a constant-time equality of the canonical values.
UFSECP_INLINE void fe_mul(Fe64& r, const Fe64& a, const Fe64& b) { fe64_mul(r, a, b); }
UFSECP_INLINE void fe_sqr(Fe64& r, const Fe64& a) { fe64_sqr(r, a); }
UFSECP_INLINE void fe_sqr_n(Fe64& r, const Fe64& a, int n) { fe64_sqr_n(r, a, n); }
UFSECP_INLINE bool fe_equal(const Fe64& a, const Fe64& b) {
    Fe64 x, y;
    fe64_normalize(x, a);
    fe64_normalize(y, b);
    const std::uint64_t d = (x.n[0] ^ y.n[0]) | (x.n[1] ^ y.n[1]) | (x.n[2] ^ y.n[2]) | (x.n[3] ^ y.n[3]);
    return ((d | (0 - d)) >> 63) == 0;
}

}  // namespace ufsecp

#undef UFSECP_FE64_REDUCE
#undef UFSECP_FE64_READS
#undef UFSECP_FE64_CLOBBERS
#undef UFSECP_FE64_ASM
#endif
