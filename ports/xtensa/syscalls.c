/* ufsecp — the Xtensa bare-metal port's C runtime glue: what picolibc and the programs need
 * from the "system", through the simulator's simcall interface (qemu-system-xtensa -M sim
 * -semihosting: a2 = call number, a3..a5 = arguments; result in a2, errno in a3):
 *   1 exit, 3 read, 4 write, 5 open, 6 close, 19 lseek, 1000 argc, 1001 argv size, 1002 argv
 * (the numbers of the Xtensa ISS, which qemu implements in target/xtensa/xtensa-semi.c).
 * Also: .bss zeroing, C++ constructors, the arguments, the painted stack (how deep the
 * program went: printed as "stack: N bytes" before the exit), and __muldi3, which the
 * ESP8266 ROM provides and Debian's libgcc for lx106 lacks, with the integer divisions
 * (__udivsi3 ... __umoddi3: printf, and the library's Base58 and transaction parsing, on
 * public data only; the field and scalar code divides by nothing). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>

#include "xtensa_port.h"

enum { SYS_EXIT = 1, SYS_READ = 3, SYS_WRITE = 4, SYS_OPEN = 5, SYS_CLOSE = 6, SYS_LSEEK = 19,
       SYS_ARGC = 1000, SYS_ARGV_SZ = 1001, SYS_ARGV = 1002 };

static int simcall(int n, int a, int b, int c) {
    register int a2 __asm__("a2") = n;
    register int a3 __asm__("a3") = a;
    register int a4 __asm__("a4") = b;
    register int a5 __asm__("a5") = c;
    __asm__ volatile("simcall" : "+r"(a2), "+r"(a3) : "r"(a4), "r"(a5) : "memory");
    return a2;
}

/* ---- POSIX-style calls for picolibc's stdio (fopen/fread/printf) ---------------------- */
int open(const char *path, int flags, ...) { return simcall(SYS_OPEN, (int)(uintptr_t)path, flags, 0); }
int close(int fd) { return simcall(SYS_CLOSE, fd, 0, 0); }
ssize_t read(int fd, void *buf, size_t n) { return simcall(SYS_READ, fd, (int)(uintptr_t)buf, (int)n); }
ssize_t write(int fd, const void *buf, size_t n) { return simcall(SYS_WRITE, fd, (int)(uintptr_t)buf, (int)n); }
off_t lseek(int fd, off_t off, int whence) { return simcall(SYS_LSEEK, fd, (int)off, whence); }
__attribute__((noreturn)) void _exit(int status) {
    for (;;) simcall(SYS_EXIT, status, 0, 0);
}
/* abort() raises SIGABRT: one process, which the signal ends (exit status 134, as a host shell shows it). */
int getpid(void) { return 1; }
int kill(int pid, int sig) {
    (void)pid;
    _exit(128 + sig);
}

/* stdout and stderr: line-buffered writes to the simulator's fd 1. */
static char line[256];
static size_t line_len;
static int flush_line(FILE *f) {
    (void)f;
    if (line_len) write(1, line, line_len);
    line_len = 0;
    return 0;
}
static int put_char(char c, FILE *f) {
    line[line_len++] = c;
    if (c == '\n' || line_len == sizeof line) flush_line(f);
    return (unsigned char)c;
}
static FILE sim_out = FDEV_SETUP_STREAM(put_char, NULL, flush_line, _FDEV_SETUP_WRITE);
FILE *const stdout = &sim_out;
FILE *const stderr = &sim_out;
FILE *const stdin = NULL;

/* ---- 64-bit multiply (LX106 has a 32-bit MULL, no high half) ------------------------- */
/* The low 64 bits of a*b from 16x16 -> 32 partial products (no 64-bit multiply inside). */
static uint64_t mul32x32(uint32_t x, uint32_t y) {
    const uint32_t x0 = x & 0xffff, x1 = x >> 16, y0 = y & 0xffff, y1 = y >> 16;
    const uint32_t p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
    const uint32_t mid = (p00 >> 16) + (p01 & 0xffff) + (p10 & 0xffff); /* < 3 * 2^16 */
    const uint32_t lo = (p00 & 0xffff) | (mid << 16);
    const uint32_t hi = p11 + (p01 >> 16) + (p10 >> 16) + (mid >> 16);
    return ((uint64_t)hi << 32) | lo;
}
uint64_t __muldi3(uint64_t a, uint64_t b) {
    const uint32_t al = (uint32_t)a, ah = (uint32_t)(a >> 32), bl = (uint32_t)b, bh = (uint32_t)(b >> 32);
    return mul32x32(al, bl) + ((uint64_t)(al * bh + ah * bl) << 32);
}

/* ---- integer division (shift and subtract, no branch on the data) ----------------------
 * Base58 divides secret bytes (an xprv) by 58, so every step is the same instructions
 * whatever the operands: the comparison is the borrow of r - d, the choice a mask. */
static uint64_t udivmod64(uint64_t n, uint64_t d, uint64_t *rem) {
    uint64_t q = 0, r = 0;
    int i;
    for (i = 63; i >= 0; i--) {
        const uint64_t carry = r >> 63; /* the bit shifted out: r >= 2^64 > d */
        r = (r << 1) | ((n >> i) & 1);
        const uint64_t t = r - d;
        const uint64_t borrow = ((~r & d) | ((~r | d) & t)) >> 63;
        const uint64_t ge = carry | (borrow ^ 1);
        const uint64_t mask = (uint64_t)0 - ge;
        r = (r & ~mask) | (t & mask);
        q |= ge << i;
    }
    if (rem) *rem = r;
    return q; /* d = 0: all ones, r = n (as the loop gives) */
}
static uint32_t udivmod32(uint32_t n, uint32_t d, uint32_t *rem) {
    uint32_t q = 0, r = 0;
    int i;
    for (i = 31; i >= 0; i--) {
        const uint32_t carry = r >> 31;
        r = (r << 1) | ((n >> i) & 1);
        const uint32_t t = r - d;
        const uint32_t borrow = ((~r & d) | ((~r | d) & t)) >> 31;
        const uint32_t ge = carry | (borrow ^ 1);
        const uint32_t mask = (uint32_t)0 - ge;
        r = (r & ~mask) | (t & mask);
        q |= ge << i;
    }
    if (rem) *rem = r;
    return q;
}
uint64_t __udivdi3(uint64_t n, uint64_t d) { return udivmod64(n, d, NULL); }
uint64_t __umoddi3(uint64_t n, uint64_t d) {
    uint64_t r;
    udivmod64(n, d, &r);
    return r;
}
int64_t __divdi3(int64_t n, int64_t d) {
    const uint64_t q = udivmod64(n < 0 ? -(uint64_t)n : (uint64_t)n, d < 0 ? -(uint64_t)d : (uint64_t)d, NULL);
    return (n < 0) != (d < 0) ? -(int64_t)q : (int64_t)q;
}
int64_t __moddi3(int64_t n, int64_t d) {
    uint64_t r;
    udivmod64(n < 0 ? -(uint64_t)n : (uint64_t)n, d < 0 ? -(uint64_t)d : (uint64_t)d, &r);
    return n < 0 ? -(int64_t)r : (int64_t)r;
}
uint32_t __udivsi3(uint32_t n, uint32_t d) { return udivmod32(n, d, NULL); }
uint32_t __umodsi3(uint32_t n, uint32_t d) {
    uint32_t r;
    udivmod32(n, d, &r);
    return r;
}
int32_t __divsi3(int32_t n, int32_t d) {
    const uint32_t q = udivmod32(n < 0 ? -(uint32_t)n : (uint32_t)n, d < 0 ? -(uint32_t)d : (uint32_t)d, NULL);
    return (n < 0) != (d < 0) ? -(int32_t)q : (int32_t)q;
}
int32_t __modsi3(int32_t n, int32_t d) {
    uint32_t r;
    udivmod32(n < 0 ? -(uint32_t)n : (uint32_t)n, d < 0 ? -(uint32_t)d : (uint32_t)d, &r);
    return n < 0 ? -(int32_t)r : (int32_t)r;
}

/* ---- start, painted stack ------------------------------------------------------------ */
extern char __bss_start[], __bss_end[], __stack_bottom[], __stack_top[];
extern void (*__init_array_start[])(void), (*__init_array_end[])(void);
int main(int argc, char **argv);

#define PAINT 0xa5u

/* Paints the stack from its bottom up to (not including) limit, which must lie below the
 * caller's frame and this function's (a leaf: its few bytes of frame, if any, sit just below
 * the caller's sp). */
void xtensa_stack_paint_below(void *limit) {
    volatile unsigned char *p = (volatile unsigned char *)__stack_bottom;
    while ((void *)p < limit) *p++ = PAINT;
}

/* Paints the free stack below the caller's frame (minus a margin for this function). */
void xtensa_stack_paint(void) {
    char *sp = (char *)__builtin_frame_address(0);
    xtensa_stack_paint_below(sp - 256);
}

/* Bytes of stack ever used since the paint: from the top down to the deepest unpainted byte. */
size_t xtensa_stack_used(void) {
    const unsigned char *p = (const unsigned char *)__stack_bottom;
    while (p < (const unsigned char *)__stack_top && *p == PAINT) p++;
    return (size_t)(__stack_top - (const char *)p);
}

static uint32_t argv_buf[512];

__attribute__((noreturn)) void xtensa_start(void) {
    memset(__bss_start, 0, (size_t)(__bss_end - __bss_start));
    xtensa_stack_paint();
    for (void (**f)(void) = __init_array_start; f < __init_array_end; f++) (*f)();
    int argc = simcall(SYS_ARGC, 0, 0, 0);
    char **argv = (char **)argv_buf;
    if (argc <= 0 || simcall(SYS_ARGV_SZ, 0, 0, 0) > (int)sizeof argv_buf) {
        static char *none[] = {"xtensa", NULL};
        argc = 1;
        argv = none;
    } else {
        simcall(SYS_ARGV, (int)(uintptr_t)argv_buf, 0, 0);
    }
    const int rc = main(argc, argv);
    printf("stack: %u bytes\n", (unsigned)xtensa_stack_used());
    printf("xtensa-exit: %d\n", rc); /* the marker scripts stop on, if the exit call does not */
    flush_line(stdout);
    _exit(rc);
}
