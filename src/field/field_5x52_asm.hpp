// ufsecp — field tier 5x52: x86-64 inline assembly for the product and the square.
//
// Layer 1 (arithmetic). Included by field_5x52.hpp only. Baseline x86-64 ISA (mul, add,
// adc, shrd): no BMI2/ADX, so no run-time dispatch is needed.
//
// Why assembly: the C version (fe52_detail::reduce_product in field_5x52.hpp) compiles to
// about 234 instructions for a product, with a dozen spills, because the compiler keeps
// all ten limbs in registers. Here every limb is read from memory as the multiply's
// operand, so the two 128-bit accumulators, the constants and the held results all fit
// in registers. Measured by callgrind in a non-inlined wrapper (GCC 12, -O3): product
// 191 instructions (C: 242), square 157 (C: 189).
//
// The arithmetic is exactly the C version's, step by step (same columns, same fold
// order, same bounds: inputs of magnitude <= 8, output magnitude 1); see the comment on
// reduce_product for the bounds. Both paths are compiled into the tests, which compare
// them on random and extreme limbs (tests/test_field.cpp, Fe52AsmVsC).
//
// Opt-in: fe_mul/fe_sqr use these only with UFSECP_FIELD_ASM defined (fewer instructions,
// but slower on the machine measured; see the note above mul_c in field_5x52.hpp).
// UFSECP_FIELD_NO_ASM leaves them out entirely (the C path is the one for every other
// host). The functions read every limb of a and b before the caller stores r, so r may
// alias a or b.
#pragma once

#include <cstdint>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(UFSECP_FIELD_NO_ASM)
#define UFSECP_FE52_HAVE_ASM 1  // compiled (and tested against the C path)
#if defined(UFSECP_FIELD_ASM)
#define UFSECP_FE52_USE_ASM 1   // used by fe_mul / fe_sqr (opt-in: see field_5x52.hpp)
#endif

// Operands: the limbs are read through the pointer registers; the compiler learns which
// memory is read from "m" operands naming the two arrays. Without optimization (-O0)
// GCC gives each such operand an address register of its own and runs out of registers
// (with a frame pointer, 14 are free and the asm needs 13), so there a "memory" clobber
// says the same, more coarsely.
#if defined(__OPTIMIZE__)
#define UFSECP_FE52_ASM_READS(p) , "m"(*(const std::uint64_t(*)[5])(p))
#define UFSECP_FE52_ASM_CLOBBERS "rax", "rdx", "cc"
#else
#define UFSECP_FE52_ASM_READS(p)
#define UFSECP_FE52_ASM_CLOBBERS "rax", "rdx", "cc", "memory"
#endif

namespace ufsecp {
namespace fe52_detail {

// r = a * b mod p (magnitude 1) for limbs of magnitude <= 8.
// Register use: rax/rdx for mul, c = c1:c0 and d = d1:d0 the two 128-bit accumulators,
// t3/t4 the held limbs 3 and 4, m the constant 2^52-1, r0/r1 the first two results.
// At the end the results are in r0, r1, d1 (r2), d0 (r3), c0 (r4).
__attribute__((always_inline)) inline void mul_asm(std::uint64_t r[5], const std::uint64_t* a,
                                                   const std::uint64_t* b) {
    std::uint64_t c0, c1, d0, d1, t3, t4, m, r0, r1;
    __asm__(
        // d = column 3 = a0*b3 + a1*b2 + a2*b1 + a3*b0
        "movq 0(%[a]), %%rax\n\t"
        "mulq 24(%[b])\n\t"
        "movq %%rax, %[d0]\n\t"
        "movq %%rdx, %[d1]\n\t"
        "movq 8(%[a]), %%rax\n\t"
        "mulq 16(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 16(%[a]), %%rax\n\t"
        "mulq 8(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 24(%[a]), %%rax\n\t"
        "mulq 0(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // c = column 8 = a4*b4; d += R260 * (c mod 2^64); c1 = c >> 64
        "movq 32(%[a]), %%rax\n\t"
        "mulq 32(%[b])\n\t"
        "movq %%rdx, %[c1]\n\t"
        "movabsq $0x1000003D10, %%rdx\n\t"
        "mulq %%rdx\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // t3 = d & M52; d >>= 52
        "movabsq $0xFFFFFFFFFFFFF, %[m]\n\t"
        "movq %[d0], %[t3]\n\t"
        "andq %[m], %[t3]\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "shrq $52, %[d1]\n\t"
        // d += column 4 = a0*b4 + a1*b3 + a2*b2 + a3*b1 + a4*b0
        "movq 0(%[a]), %%rax\n\t"
        "mulq 32(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 8(%[a]), %%rax\n\t"
        "mulq 24(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 16(%[a]), %%rax\n\t"
        "mulq 16(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 24(%[a]), %%rax\n\t"
        "mulq 8(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 32(%[a]), %%rax\n\t"
        "mulq 0(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // d += (R260 << 12) * c1 (the high half of column 8)
        "movabsq $0x1000003D10000, %%rax\n\t"
        "mulq %[c1]\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // t4 = d & M52; d >>= 52; tx (in c1) = t4 >> 48; t4 &= M48
        "movq %[d0], %[t4]\n\t"
        "andq %[m], %[t4]\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "shrq $52, %[d1]\n\t"
        "movq %[t4], %[c1]\n\t"
        "shrq $48, %[c1]\n\t"
        "shlq $16, %[t4]\n\t"
        "shrq $16, %[t4]\n\t"
        // d += column 5 = a1*b4 + a2*b3 + a3*b2 + a4*b1
        "movq 8(%[a]), %%rax\n\t"
        "mulq 32(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 16(%[a]), %%rax\n\t"
        "mulq 24(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 24(%[a]), %%rax\n\t"
        "mulq 16(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 32(%[a]), %%rax\n\t"
        "mulq 8(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // u = ((d & M52) << 4) | tx; d >>= 52; c = u * C256 (u*R260 + tx*C256)
        "movq %[d0], %%rax\n\t"
        "andq %[m], %%rax\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "shrq $52, %[d1]\n\t"
        "shlq $4, %%rax\n\t"
        "orq %[c1], %%rax\n\t"
        "movabsq $0x1000003D1, %%rdx\n\t"
        "mulq %%rdx\n\t"
        "movq %%rax, %[c0]\n\t"
        "movq %%rdx, %[c1]\n\t"
        // c += column 0 = a0*b0; r0 = c & M52; c >>= 52
        "movq 0(%[a]), %%rax\n\t"
        "mulq 0(%[b])\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "movq %[c0], %[r0]\n\t"
        "andq %[m], %[r0]\n\t"
        "shrdq $52, %[c1], %[c0]\n\t"
        "shrq $52, %[c1]\n\t"
        // c += column 1 = a0*b1 + a1*b0
        "movq 0(%[a]), %%rax\n\t"
        "mulq 8(%[b])\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "movq 8(%[a]), %%rax\n\t"
        "mulq 0(%[b])\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        // d += column 6 = a2*b4 + a3*b3 + a4*b2
        "movq 16(%[a]), %%rax\n\t"
        "mulq 32(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 24(%[a]), %%rax\n\t"
        "mulq 24(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 32(%[a]), %%rax\n\t"
        "mulq 16(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // c += (d & M52) * R260; d >>= 52; r1 = c & M52; c >>= 52
        "movq %[d0], %%rax\n\t"
        "andq %[m], %%rax\n\t"
        "movabsq $0x1000003D10, %%rdx\n\t"
        "mulq %%rdx\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "shrq $52, %[d1]\n\t"
        "movq %[c0], %[r1]\n\t"
        "andq %[m], %[r1]\n\t"
        "shrdq $52, %[c1], %[c0]\n\t"
        "shrq $52, %[c1]\n\t"
        // c += column 2 = a0*b2 + a1*b1 + a2*b0
        "movq 0(%[a]), %%rax\n\t"
        "mulq 16(%[b])\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "movq 8(%[a]), %%rax\n\t"
        "mulq 8(%[b])\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "movq 16(%[a]), %%rax\n\t"
        "mulq 0(%[b])\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        // d += column 7 = a3*b4 + a4*b3
        "movq 24(%[a]), %%rax\n\t"
        "mulq 32(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 32(%[a]), %%rax\n\t"
        "mulq 24(%[b])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // c += (d & M52) * R260; d >>= 52 (now < 2^64: d1 is free); r2 (in d1) = c & M52; c >>= 52
        "movq %[d0], %%rax\n\t"
        "andq %[m], %%rax\n\t"
        "movabsq $0x1000003D10, %%rdx\n\t"
        "mulq %%rdx\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "movq %[c0], %[d1]\n\t"
        "andq %[m], %[d1]\n\t"
        "shrdq $52, %[c1], %[c0]\n\t"
        "shrq $52, %[c1]\n\t"
        // c += R260 * d + t3; r3 (in d0) = c & M52; r4 (in c0) = (c >> 52) + t4
        "movabsq $0x1000003D10, %%rax\n\t"
        "mulq %[d0]\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "addq %[t3], %[c0]\n\t"
        "adcq $0, %[c1]\n\t"
        "movq %[c0], %[d0]\n\t"
        "andq %[m], %[d0]\n\t"
        "shrdq $52, %[c1], %[c0]\n\t"
        "addq %[t4], %[c0]\n\t"
        : [c0] "=&r"(c0), [c1] "=&r"(c1), [d0] "=&r"(d0), [d1] "=&r"(d1), [t3] "=&r"(t3), [t4] "=&r"(t4),
          [m] "=&r"(m), [r0] "=&r"(r0), [r1] "=&r"(r1)
        : [a] "r"(a), [b] "r"(b) UFSECP_FE52_ASM_READS(a) UFSECP_FE52_ASM_READS(b)
        : UFSECP_FE52_ASM_CLOBBERS);
    r[0] = r0;
    r[1] = r1;
    r[2] = d1;
    r[3] = d0;
    r[4] = c0;
}

// r = a^2 mod p (magnitude 1) for limbs of magnitude <= 8. The same steps as mul_asm
// with the columns of a*a: each cross product a_i*a_j (i != j) once, with a_i doubled
// (a_i < 2^56, so 2*a_i < 2^57 still fits).
__attribute__((always_inline)) inline void sqr_asm(std::uint64_t r[5], const std::uint64_t* a) {
    std::uint64_t c0, c1, d0, d1, t3, t4, m, r0, r1;
    __asm__(
        // d = column 3 = 2*a0*a3 + 2*a1*a2
        "movq 0(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 24(%[a])\n\t"
        "movq %%rax, %[d0]\n\t"
        "movq %%rdx, %[d1]\n\t"
        "movq 8(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 16(%[a])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // c = column 8 = a4*a4; d += R260 * (c mod 2^64); c1 = c >> 64
        "movq 32(%[a]), %%rax\n\t"
        "mulq %%rax\n\t"
        "movq %%rdx, %[c1]\n\t"
        "movabsq $0x1000003D10, %%rdx\n\t"
        "mulq %%rdx\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // t3 = d & M52; d >>= 52
        "movabsq $0xFFFFFFFFFFFFF, %[m]\n\t"
        "movq %[d0], %[t3]\n\t"
        "andq %[m], %[t3]\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "shrq $52, %[d1]\n\t"
        // d += column 4 = 2*a0*a4 + 2*a1*a3 + a2*a2
        "movq 0(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 32(%[a])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 8(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 24(%[a])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 16(%[a]), %%rax\n\t"
        "mulq %%rax\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // d += (R260 << 12) * c1 (the high half of column 8)
        "movabsq $0x1000003D10000, %%rax\n\t"
        "mulq %[c1]\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // t4 = d & M52; d >>= 52; tx (in c1) = t4 >> 48; t4 &= M48
        "movq %[d0], %[t4]\n\t"
        "andq %[m], %[t4]\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "shrq $52, %[d1]\n\t"
        "movq %[t4], %[c1]\n\t"
        "shrq $48, %[c1]\n\t"
        "shlq $16, %[t4]\n\t"
        "shrq $16, %[t4]\n\t"
        // d += column 5 = 2*a1*a4 + 2*a2*a3
        "movq 8(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 32(%[a])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 16(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 24(%[a])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // u = ((d & M52) << 4) | tx; d >>= 52; c = u * C256
        "movq %[d0], %%rax\n\t"
        "andq %[m], %%rax\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "shrq $52, %[d1]\n\t"
        "shlq $4, %%rax\n\t"
        "orq %[c1], %%rax\n\t"
        "movabsq $0x1000003D1, %%rdx\n\t"
        "mulq %%rdx\n\t"
        "movq %%rax, %[c0]\n\t"
        "movq %%rdx, %[c1]\n\t"
        // c += column 0 = a0*a0; r0 = c & M52; c >>= 52
        "movq 0(%[a]), %%rax\n\t"
        "mulq %%rax\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "movq %[c0], %[r0]\n\t"
        "andq %[m], %[r0]\n\t"
        "shrdq $52, %[c1], %[c0]\n\t"
        "shrq $52, %[c1]\n\t"
        // c += column 1 = 2*a0*a1
        "movq 0(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 8(%[a])\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        // d += column 6 = 2*a2*a4 + a3*a3
        "movq 16(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 32(%[a])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        "movq 24(%[a]), %%rax\n\t"
        "mulq %%rax\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // c += (d & M52) * R260; d >>= 52; r1 = c & M52; c >>= 52
        "movq %[d0], %%rax\n\t"
        "andq %[m], %%rax\n\t"
        "movabsq $0x1000003D10, %%rdx\n\t"
        "mulq %%rdx\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "shrq $52, %[d1]\n\t"
        "movq %[c0], %[r1]\n\t"
        "andq %[m], %[r1]\n\t"
        "shrdq $52, %[c1], %[c0]\n\t"
        "shrq $52, %[c1]\n\t"
        // c += column 2 = 2*a0*a2 + a1*a1
        "movq 0(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 16(%[a])\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "movq 8(%[a]), %%rax\n\t"
        "mulq %%rax\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        // d += column 7 = 2*a3*a4
        "movq 24(%[a]), %%rax\n\t"
        "addq %%rax, %%rax\n\t"
        "mulq 32(%[a])\n\t"
        "addq %%rax, %[d0]\n\t"
        "adcq %%rdx, %[d1]\n\t"
        // c += (d & M52) * R260; d >>= 52 (now < 2^64); r2 (in d1) = c & M52; c >>= 52
        "movq %[d0], %%rax\n\t"
        "andq %[m], %%rax\n\t"
        "movabsq $0x1000003D10, %%rdx\n\t"
        "mulq %%rdx\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "shrdq $52, %[d1], %[d0]\n\t"
        "movq %[c0], %[d1]\n\t"
        "andq %[m], %[d1]\n\t"
        "shrdq $52, %[c1], %[c0]\n\t"
        "shrq $52, %[c1]\n\t"
        // c += R260 * d + t3; r3 (in d0) = c & M52; r4 (in c0) = (c >> 52) + t4
        "movabsq $0x1000003D10, %%rax\n\t"
        "mulq %[d0]\n\t"
        "addq %%rax, %[c0]\n\t"
        "adcq %%rdx, %[c1]\n\t"
        "addq %[t3], %[c0]\n\t"
        "adcq $0, %[c1]\n\t"
        "movq %[c0], %[d0]\n\t"
        "andq %[m], %[d0]\n\t"
        "shrdq $52, %[c1], %[c0]\n\t"
        "addq %[t4], %[c0]\n\t"
        : [c0] "=&r"(c0), [c1] "=&r"(c1), [d0] "=&r"(d0), [d1] "=&r"(d1), [t3] "=&r"(t3), [t4] "=&r"(t4),
          [m] "=&r"(m), [r0] "=&r"(r0), [r1] "=&r"(r1)
        : [a] "r"(a) UFSECP_FE52_ASM_READS(a)
        : UFSECP_FE52_ASM_CLOBBERS);
    r[0] = r0;
    r[1] = r1;
    r[2] = d1;
    r[3] = d0;
    r[4] = c0;
}

}  // namespace fe52_detail
}  // namespace ufsecp

#undef UFSECP_FE52_ASM_READS
#undef UFSECP_FE52_ASM_CLOBBERS

#endif
