#!/usr/bin/env bash
# ufsecp — the cross-platform report: instructions per operation of ufsecp and of libsecp256k1
# 0.7.1 (Debian's build for the same architecture) on every target, under emulation, written
# into docs/platforms.md between its "platforms.sh" markers (the rest of the page is by hand).
#
#   bash scripts/platforms.sh                 # every target
#   bash scripts/platforms.sh xtensa armhf    # some (the others' rows are left out)
#
# A hand-run command, not part of the test command (it takes a while: 8 library builds).
# Method: tools/platforms/ops.cpp runs one operation n times after a fixed setup; every program
# runs under QEMU with tools/platforms/icount_plugin.c (a TCG plugin counting executed guest
# instructions): qemu-x86_64 / qemu-aarch64 / ... (user mode, static binaries) and
# qemu-system-xtensa -M sim -cpu lx106 (bare metal, ports/xtensa). One operation =
# (count(n = N) - count(n = 0)) / N: deterministic, independent of the host's speed and load.
# x86-64 runs under qemu-x86_64 too (its default CPU model: no AVX2/BMI2, so the portable and
# SSE2 paths), so every column is counted the same way.
# ufsecp: the heap-free library (UFSECP_BARE_METAL, the same code as the full build for these
# operations), default tables on the Linux targets, small tables (57.5 KiB) on xtensa and on
# x86-64-5x52-small (the cost of the small tables on the same CPU as x86-64-5x52).
# libsecp256k1: /work/shared/baselines/build-libsecp256k1.sh with DEB_ARCH (Debian's 0.7.1,
# static). No build of it exists for Xtensa: that column has ufsecp's figures and no ratio.
# Also regenerates the stack tables (tools/stack_bound.py on the Xtensa build compiled with
# -fcallgraph-info=su, and ports/xtensa/stack_check.c's painted-stack run).
# Needs the packages of scripts/test-cross.sh (all targets) and root for the reference builds.
# Debian's package lists of a foreign architecture are large and slow to fetch: every missing
# architecture is added at once and the lists are fetched in one apt-get update; each
# reference is unpacked once into build/platforms/ref-<arch> and reused by later runs.
#   UFSECP_PLATFORMS_REUSE=1  a target whose build/platforms/<target>.tsv exists is not re-run
#   UFSECP_PLATFORMS_KEEP=1   the columns of targets not named keep their cells from the page's
#                             current block (said in the block's first line); default: only the
#                             named targets' columns are written
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
OUT=build/platforms
mkdir -p "$OUT"
JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
BASELINE=${UFSECP_BASELINE_SCRIPT:-$ROOT/../shared/baselines/build-libsecp256k1.sh}
N_EC=${UFSECP_PLATFORMS_N:-8}
N_FIELD=2000
EC_OPS=(pubkey_create ecdsa_sign ecdsa_verify schnorr_sign schnorr_verify ecdh scalar_mul)
FIELD_OPS=(field_mul field_sqr field_inv)
ALL=(x86-64-5x52 x86-64-5x52-small x86-64-10x26 aarch64 riscv64 armhf i686 s390x xtensa)
targets=("$@")
((${#targets[@]})) || targets=("${ALL[@]}")

# name -> "compiler triple | qemu | Debian arch | field"
info() {
  case "$1" in
    x86-64-5x52)  echo "x86_64-linux-gnu qemu-x86_64 amd64 5x52" ;;
    x86-64-10x26) echo "x86_64-linux-gnu qemu-x86_64 amd64 10x26" ;;
    x86-64-5x52-small) echo "x86_64-linux-gnu qemu-x86_64 amd64 5x52" ;;
    aarch64)      echo "aarch64-linux-gnu qemu-aarch64 arm64 5x52" ;;
    riscv64)      echo "riscv64-linux-gnu qemu-riscv64 riscv64 5x52" ;;
    armhf)        echo "arm-linux-gnueabihf qemu-arm armhf 10x26" ;;
    i686)         echo "i686-linux-gnu qemu-i386 i386 10x26" ;;
    s390x)        echo "s390x-linux-gnu qemu-s390x s390x 5x52" ;;
    xtensa)       echo "xtensa-lx106-elf qemu-system-xtensa none 10x26" ;;
    *) return 1 ;;
  esac
}
for t in "${targets[@]}"; do info "$t" >/dev/null || { echo "unknown target $t (${ALL[*]})" >&2; exit 2; }; done

# ---- tools: the plugin, the host table generators -----------------------------------------
gcc -O2 -shared -fPIC -Wall -Wextra tools/platforms/icount_plugin.c -o "$OUT/icount.so"
for tables in default small; do
  cmake -S . -B "$OUT/gen-$tables" -G Ninja -DCMAKE_BUILD_TYPE=Release -DUFSECP_TABLES=$tables \
    -DUFSECP_BUILD_TESTS=OFF -DUFSECP_BUILD_SHARED=OFF >"$OUT/gen-$tables.log" 2>&1
  ninja -C "$OUT/gen-$tables" -j "$JOBS" ufsecp_gen_tables >>"$OUT/gen-$tables.log" 2>&1
done

# ---- references: one apt-get update for every foreign architecture still missing -------------
if [[ -z "${UFSECP_PLATFORMS_NO_FETCH:-}" ]]; then
  missing=()
  for t in "${targets[@]}"; do
    read -r _ _ arch _ < <(info "$t")
    [[ $arch == none || -f $OUT/ref-$arch/lib/libsecp256k1.a ]] && continue
    [[ $arch == amd64 && -n "${UFSECP_REFERENCE:-}" ]] && continue
    [[ $arch == "$(dpkg --print-architecture)" ]] && continue
    dpkg --print-foreign-architectures | grep -qx "$arch" || missing+=("$arch")
  done
  if ((${#missing[@]})); then
    for a in $(printf '%s\n' "${missing[@]}" | sort -u); do dpkg --add-architecture "$a"; done
    apt-get update -qq >"$OUT/apt-update.log" 2>&1 || echo "apt-get update reported errors ($OUT/apt-update.log)" >&2
  fi
fi

# ---- one target: build, link, count ------------------------------------------------------
# Writes $OUT/<target>.tsv: op, ufsecp instructions, libsecp256k1 instructions (or -).
count() {  # count <target> <program and arguments...>: prints the instruction count
  local t=$1 out
  shift
  if [[ $t == xtensa ]]; then
    local args="" a
    for a in "${@:2}"; do args+=",arg=$a"; done
    out=$(timeout 600 qemu-system-xtensa -M sim -cpu lx106 -nographic -monitor none -semihosting \
      -semihosting-config "enable=on,arg=ops$args" -plugin "$OUT/icount.so" -d plugin -kernel "$1" 2>&1)
  else
    read -r _ qemu _ _ < <(info "$t")
    out=$(timeout 600 "$qemu" -plugin "$OUT/icount.so" -d plugin "$@" 2>&1)
  fi
  grep -q '^ok ' <<<"$out" || { echo "$t: $* failed: $out" >&2; return 1; }
  sed -n 's/.*icount: \([0-9]*\).*/\1/p' <<<"$out" | tail -n 1
}

per_op() {  # per_op <target> <n> <program> <lib> <op>
  local t=$1 n=$2 prog=$3 lib=$4 op=$5 c0 c1
  c0=$(count "$t" "$prog" "$lib" "$op" 0) && c1=$(count "$t" "$prog" "$lib" "$op" "$n") || { echo "-"; return; }
  echo $(((c1 - c0) / n))
}

run_target() {
  local t=$1 triple qemu arch field dir ref prog log no_ref=
  read -r triple qemu arch field < <(info "$t")
  dir=$OUT/$t
  log=$OUT/$t.log
  echo "== $t" >&2
  local tables=default
  [[ $t == xtensa || $t == *-small ]] && tables=small
  local cmk=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DUFSECP_BARE_METAL=ON -DUFSECP_FIELD="$field" -DUFSECP_TABLES=$tables
             -DUFSECP_BUILD_SHARED=OFF -DUFSECP_BUILD_TESTS=OFF
             -DUFSECP_GEN_TABLES_EXECUTABLE="$ROOT/$OUT/gen-$tables/ufsecp_gen_tables")
  if [[ $t == xtensa ]]; then
    cmk+=(-DCMAKE_TOOLCHAIN_FILE=ports/xtensa/toolchain.cmake)
  elif [[ $t != x86-64-* ]]; then
    cmk+=(-DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR="${triple%%-*}" -DCMAKE_C_COMPILER="$triple-gcc"
          -DCMAKE_CXX_COMPILER="$triple-g++")
  fi
  cmake -S . -B "$dir" "${cmk[@]}" >"$log" 2>&1
  ninja -C "$dir" -j "$JOBS" ufsecp >>"$log" 2>&1
  prog=$dir/ops
  if [[ $t == xtensa ]]; then
    local fl=(-O2 -mlongcalls -mtext-section-literals -ffunction-sections -fdata-sections
              --specs=/usr/lib/xtensa-lx106-elf/picolibc.specs)
    xtensa-lx106-elf-g++ "${fl[@]}" -std=c++20 -fno-exceptions -fno-rtti -isystem ports/xtensa/include \
      -DUFSECP_FIELD_10X26=1 -DUFSECP_OPS_NO_LIBSECP -Iinclude -Isrc -c tools/platforms/ops.cpp -o "$dir/ops.o" >>"$log" 2>&1
    xtensa-lx106-elf-gcc "${fl[@]}" -Iports/xtensa -nostartfiles -T ports/xtensa/xtensa.ld ports/xtensa/start.S \
      ports/xtensa/syscalls.c "$dir/ops.o" "$dir/libufsecp.a" -Wl,--gc-sections -o "$prog" >>"$log" 2>&1
  else
    ref=$OUT/ref-$arch
    if [[ $arch == amd64 && -n "${UFSECP_REFERENCE:-}" ]]; then ref=$UFSECP_REFERENCE; fi
    # UFSECP_PLATFORMS_NO_FETCH=1: no download; a target without its reference gets ufsecp's column only.
    if [[ ! -f $ref/lib/libsecp256k1.a && -z "${UFSECP_PLATFORMS_NO_FETCH:-}" ]]; then
      DEB_ARCH=$arch bash "$BASELINE" "$ROOT/$ref" >>"$log" 2>&1 || echo "$t: no libsecp256k1 for $arch" >&2
    fi
    local cxx=$triple-g++ fdef=-DUFSECP_FIELD_10X26=1 reflib=()
    [[ $t == x86-64-* ]] && cxx=g++
    [[ $field == 5x52 ]] && fdef=-DUFSECP_FIELD_5X52=1
    if [[ -f $ref/lib/libsecp256k1.a ]]; then
      reflib=(-I"$ref/include" "$ref/lib/libsecp256k1.a")
    else
      no_ref=1
      fdef+=" -DUFSECP_OPS_NO_LIBSECP"
    fi
    "$cxx" -O2 -std=c++20 -static $fdef -Iinclude -Isrc tools/platforms/ops.cpp "$dir/libufsecp.a" \
      "${reflib[@]}" -o "$prog" >>"$log" 2>&1
  fi
  : >"$OUT/$t.tsv"
  local op u l
  for op in "${EC_OPS[@]}"; do
    u=$(per_op "$t" "$N_EC" "$prog" ufsecp "$op")
    l=-
    [[ $t != xtensa && -z $no_ref ]] && l=$(per_op "$t" "$N_EC" "$prog" libsecp256k1 "$op")
    printf '%s\t%s\t%s\n' "$op" "$u" "$l" >>"$OUT/$t.tsv"
  done
  for op in "${FIELD_OPS[@]}"; do
    printf '%s\t%s\t-\n' "$op" "$(per_op "$t" "$N_FIELD" "$prog" ufsecp "$op")" >>"$OUT/$t.tsv"
  done
  cat "$OUT/$t.tsv" >&2
}

# ---- stack (first: it does not depend on the targets): the static bound and the painted run (Xtensa) ---------------------------------
FLX="--specs=/usr/lib/xtensa-lx106-elf/picolibc.specs -mlongcalls -mtext-section-literals -ffunction-sections -fdata-sections -fcallgraph-info=su"
cmake -S . -B "$OUT/xtensa-su" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE=ports/xtensa/toolchain.cmake \
  -DUFSECP_BARE_METAL=ON -DUFSECP_FIELD=10x26 -DUFSECP_TABLES=small -DUFSECP_BUILD_SHARED=OFF -DUFSECP_BUILD_TESTS=OFF \
  -DUFSECP_GEN_TABLES_EXECUTABLE="$ROOT/$OUT/gen-small/ufsecp_gen_tables" "-DCMAKE_CXX_FLAGS=$FLX" >"$OUT/xtensa-su.log" 2>&1
ninja -C "$OUT/xtensa-su" -j "$JOBS" ufsecp >>"$OUT/xtensa-su.log" 2>&1
python3 tools/stack_bound.py "$OUT/xtensa-su" --markdown >"$OUT/stack-bound.md" || true
xtensa-lx106-elf-gcc -O2 -mlongcalls -mtext-section-literals -ffunction-sections -fdata-sections \
  --specs=/usr/lib/xtensa-lx106-elf/picolibc.specs -std=c99 -Iinclude -Iports/xtensa -nostartfiles \
  -T ports/xtensa/xtensa.ld ports/xtensa/start.S ports/xtensa/syscalls.c ports/xtensa/stack_check.c \
  "$OUT/xtensa-su/libufsecp.a" -Wl,--gc-sections -o "$OUT/stack_check.elf"
timeout 300 qemu-system-xtensa -M sim -cpu lx106 -nographic -monitor none -semihosting \
  -kernel "$OUT/stack_check.elf" >"$OUT/stack-painted.txt" 2>&1 || true

for t in "${targets[@]}"; do
  if [[ -n "${UFSECP_PLATFORMS_REUSE:-}" && -s $OUT/$t.tsv ]]; then echo "== $t: reusing $OUT/$t.tsv" >&2; continue; fi
  run_target "$t"
done

# ---- the page -------------------------------------------------------------------------------
python3 - "$OUT" "${targets[*]}" "$*" "${ALL[*]}" "${UFSECP_PLATFORMS_KEEP:-}" <<'PY'
import os, re, sys
out, targets, args, all_targets, keep = sys.argv[1], sys.argv[2].split(), sys.argv[3], sys.argv[4].split(), sys.argv[5]
page = 'docs/platforms.md'
text = open(page).read()
# UFSECP_PLATFORMS_KEEP: the cells of the targets not run now, verbatim from the current block.
kept, kept_from = {}, ''
if keep:
    old = re.search(r'<!-- platforms.sh begin(.*?)-->(.*?)<!-- platforms.sh end -->', text, re.S)
    if old:
        m = re.search(r'`([^`]*)`', old.group(1))
        kept_from = m.group(1) if m else ''
        body = old.group(2)
        i = body.find('| operation |')
        tab = body[i:].split('\n\n')[0].splitlines() if i >= 0 else []  # the first table only
        if tab:
            cols = [c.strip() for c in tab[0].strip('|').split('|')][1:]
            for l in tab[2:]:  # below the header and its |---| line
                cells = [c.strip() for c in l.strip('|').split('|')]
                for c, v in zip(cols, cells[1:]):
                    if c not in targets: kept.setdefault(c, {})[cells[0]] = v
rows = {}
for t in targets:
    for line in open(os.path.join(out, t + '.tsv')):
        op, u, l = line.rstrip('\n').split('\t')
        rows.setdefault(op, {})[t] = (u, l)
ops = list(rows)
shown = [t for t in all_targets if t in targets or t in kept]
def k(v):
    return '-' if v in ('-', '') else f'{int(v) / 1000:,.1f}k' if int(v) >= 10000 else f'{int(v)}'
cmd = ('UFSECP_PLATFORMS_KEEP=1 ' if kept else '') + 'bash scripts/platforms.sh' + (' ' + args if args else '')
lines = ['<!-- platforms.sh begin: generated by `' + cmd + '`' +
         (f' (columns {", ".join(t for t in shown if t in kept)} kept from the block made by `{kept_from}`)' if kept else '') +
         '; do not edit -->', '']
lines.append('Instructions per operation, ufsecp / libsecp256k1 0.7.1 (ratio = libsecp256k1 / ufsecp: above 1, ufsecp '
             'runs fewer instructions). Counted under QEMU by tools/platforms/icount_plugin.c; "-": not available '
             '(libsecp256k1 exports no field arithmetic; no libsecp256k1 build exists for Xtensa; a Linux target whose '
             'Debian build could not be fetched when this ran).')
lines.append('')
lines.append('| operation | ' + ' | '.join(shown) + ' |')
lines.append('|---|' + '---:|' * len(shown))
for op in ops:
    cells = []
    for t in shown:
        if t not in targets:
            cells.append(kept[t].get(op, '-'))
            continue
        u, l = rows[op].get(t, ('-', '-'))
        if u != '-' and l != '-':
            cells.append(f'{k(u)} / {k(l)} ({int(l) / int(u):.2f}x)')
        else:
            cells.append(f'{k(u)} / -')
    lines.append(f'| {op} | ' + ' | '.join(cells) + ' |')
lines.append('')
painted = open(os.path.join(out, 'stack-painted.txt')).read()
bound = open(os.path.join(out, 'stack-bound.md')).read().strip()
meas = dict(re.findall(r'^stack (ufsecp_\w+) (\d+)$', painted, re.M))
lines.append('Stack (Xtensa LX106, 10x26, small tables): the static bound of every public function of the heap-free '
             'library (tools/stack_bound.py over GCC\'s -fcallgraph-info=su) and, where ports/xtensa/stack_check.c '
             'calls it, the painted-stack depth of one real call.')
lines.append('')
blines = bound.splitlines()
lines.append('| function | bound (bytes) | painted (bytes) |')
lines.append('|---|---:|---:|')
for b in blines[2:]:
    m = re.match(r'\| `(\w+)` \| (\w+) \|', b)
    if m:
        lines.append(f'| `{m.group(1)}` | {m.group(2)} | {meas.get(m.group(1), "")} |')
    elif b.strip():
        lines.append('')
        lines.append(b)
lines.append('')
lines.append('<!-- platforms.sh end -->')
new = re.sub(r'<!-- platforms.sh begin.*?<!-- platforms.sh end -->', lambda m: '\n'.join(lines), text, flags=re.S)
open(page, 'w').write(new)
print('docs/platforms.md: written')
PY
