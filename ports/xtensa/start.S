/* ufsecp — Xtensa (LX106, call0 ABI) bare-metal startup for qemu-system-xtensa -M sim -cpu lx106.
 *
 * The sim machine starts executing at the reset vector 0x50000000 (xtensa.sysrom0), where the
 * linker script puts .entry first. The first instruction jumps over the literal pool that
 * follows it (l32r only reaches literals at lower addresses, so they must come before their
 * use). Then: stack pointer to the top of the RAM stack (0x60000000 + ...), .bss zeroed
 * (xtensa_start, in C), main(), and the exit through simcall. No interrupts, no windowed
 * registers (LX106 has none: call0 ABI throughout). */
    .section .entry.text, "ax"
    .global _start
    .align 4
_start:
    j       1f
    .align 4
    .literal_position
    .literal .Lstack, __stack_top
    .literal .Lcstart, xtensa_start
    .align 4
1:
    l32r    a1, .Lstack          /* sp: top of the stack (16-byte aligned, see xtensa.ld) */
    movi    a0, 0                /* no return address: the end of every backtrace */
    l32r    a2, .Lcstart
    callx0  a2                   /* never returns (it exits through simcall) */
2:  j       2b
