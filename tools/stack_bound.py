#!/usr/bin/env python3
"""ufsecp — a bound on the stack depth of every public function, from GCC's call graphs.

Usage: stack_bound.py <build dir compiled with -fcallgraph-info=su> [--markdown]

Reads every .ci file (GCC's -fcallgraph-info=su: each function's frame size and its direct
calls), and for every ufsecp_* function prints the deepest chain of frames: the sum of the
frames along the worst call path. Indirect calls (function pointers: the k*G scan chosen
once, the field backend's chain, the SHA-256 transform, the ECDH hash) are resolved by
POINTER_SITES to every function the pointer can hold; an indirect call not listed there (a
warning) to every function of the caller's file that no direct call reaches, which can only
over-estimate (a candidate already on the call stack is skipped: the
pointers hold leaf-side functions: scans, chains, transforms, hashes). Calls to the C library
(memcpy, memset, ...; picolibc's objects carry no call graph) count a fixed allowance of
LIBC_ALLOWANCE bytes each, stated in the output.
Recursion, a dynamic frame or an unresolved call makes the function's bound "unbounded".
"""
import collections
import glob
import os
import re
import sys

# The library's function pointers (caller, what the pointer can hold, same file only): the
# k*G scan chosen once (ecmult_gen.cpp), the chain of the field backend (ecmult_var/const/
# precomp), the SHA-256 transform (portable or SHA-NI), the ECDH output hash (the ABI).
POINTER_SITES = [
    (r'gen_with', r'lookup_', True),
    (r'ecmult_(var|const|precomp_var)E', r'chain_', True),
    (r'sha256_transformE', r'sha256_transform_(portable|shani)E', False),
    (r'ecdh_common', r'ecdh_(sha256|xonly)E', False),
]
LIBC_ALLOWANCE = 64  # bytes for a leaf C-library call (memcpy, memset, memcmp, strlen, ...)

node_re = re.compile(r'node: \{ title: "([^"]*)" label: "([^"]*)"')
edge_re = re.compile(r'edge: \{ sourcename: "([^"]*)" targetname: "([^"]*)"')
size_re = re.compile(r'\\n(\d+) bytes \(([a-z,]+)\)')


def main():
    root = sys.argv[1]
    markdown = '--markdown' in sys.argv
    frames, kinds, files = {}, {}, {}
    edges = collections.defaultdict(set)
    called = set()
    for ci in glob.glob(os.path.join(root, '**', '*.ci'), recursive=True):
        if 'CMakeFiles/3.' in ci:
            continue
        text = open(ci).read()
        src = re.search(r'graph: \{ title: "([^"]*)"', text).group(1)
        for title, label in node_re.findall(text):
            m = size_re.search(label)
            if m:  # defined here
                frames[title] = int(m.group(1))
                kinds[title] = m.group(2)
                files[title] = src
        for s, t in edge_re.findall(text):
            edges[s].add(t)
            if t != '__indirect_call':
                called.add(t)

    def indirect_targets(caller):
        for caller_re, target_re, same_file in POINTER_SITES:
            if re.search(caller_re, caller):
                return [f for f in frames if re.search(target_re, f)
                        and (not same_file or files.get(f) == files.get(caller))]
        print(f'warning: an indirect call in {caller} not in POINTER_SITES: every uncalled function '
              f'of its file counted', file=sys.stderr)
        src = files.get(caller)
        # Functions of the caller's file that no direct call reaches: the ones whose address
        # is taken (and entry points, which only over-estimate).
        return [f for f in frames if files.get(f) == src and f not in called and f != caller
                and not f.startswith('ufsecp_')]

    memo, unresolved = {}, collections.defaultdict(set)

    class Recursion(Exception):
        pass

    def depth(f, stack):
        """Worst frames sum from f down; None: a dynamic frame or an unresolvable pointer."""
        if f in memo:
            return memo[f]
        if f in stack:
            raise Recursion(f)  # not memoized: it depends on the path
        if f not in frames:
            unresolved[f].add(stack[-1] if stack else '?')
            return LIBC_ALLOWANCE
        if kinds[f] not in ('static', 'dynamic,bounded'):
            memo[f] = None
            return None
        worst = 0
        for t in edges.get(f, ()):
            targets = indirect_targets(f) if t == '__indirect_call' else [t]
            if t == '__indirect_call' and not targets:
                memo[f] = None
                return None
            for u in targets:
                if t == '__indirect_call':
                    try:
                        d = depth(u, stack + [f])
                    except Recursion:
                        continue  # it leads back into the caller: not what the pointer holds
                else:
                    d = depth(u, stack + [f])
                if d is None:
                    memo[f] = None
                    return None
                worst = max(worst, d)
        memo[f] = frames[f] + worst
        return memo[f]

    def bound(f):
        try:
            return depth(f, [])
        except Recursion:
            return None

    public = sorted(f for f in frames if f.startswith('ufsecp_'))
    rows = [(f, bound(f)) for f in public]
    libc = sorted(f for f in unresolved if not f.startswith('_Z'))
    other = sorted(f for f in unresolved if f.startswith('_Z'))
    if markdown:
        print('| function | stack bound (bytes) |')
        print('|---|---:|')
        for f, d in sorted(rows, key=lambda r: -(r[1] if r[1] is not None else 10**9)):
            print(f'| `{f}` | {d if d is not None else "unbounded"} |')
    else:
        for f, d in rows:
            print(f'{f} {d if d is not None else "unbounded"}')
    worst = max((d for _, d in rows if d is not None), default=0)
    print(f'\n{len(rows)} public functions, worst bound {worst} bytes; '
          f'{sum(1 for _, d in rows if d is None)} unbounded; C-library calls counted as {LIBC_ALLOWANCE} bytes each: '
          f'{", ".join(libc) or "none"}')
    if other:
        print('not defined in the library (counted as the allowance): ' + ', '.join(other))
    return 0 if all(d is not None for _, d in rows) else 1


if __name__ == '__main__':
    sys.exit(main())
