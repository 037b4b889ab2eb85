/* ufsecp — what the Xtensa bare-metal port (ports/xtensa/syscalls.c) offers its programs. */
#ifndef UFSECP_XTENSA_PORT_H
#define UFSECP_XTENSA_PORT_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif
/* Paints the free stack below the caller (a known byte), for xtensa_stack_used. */
void xtensa_stack_paint(void);
/* Paints the stack from its bottom up to limit (below the caller's stack pointer). */
void xtensa_stack_paint_below(void *limit);
/* Bytes of stack in use at the deepest point since the last paint (from the stack's top). */
size_t xtensa_stack_used(void);
#ifdef __cplusplus
}
#endif
#endif
