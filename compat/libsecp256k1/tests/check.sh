#!/usr/bin/env bash
# ufsecp compat/libsecp256k1 — the checks that need libsecp256k1 0.7.1 next to the shim:
#   1. libsecp256k1's own example programs (REF_PREFIX/share/libsecp256k1/examples/*.c),
#      compiled unchanged against the shim's headers and library, must run and exit 0;
#   2. compat_ct.c under valgrind memcheck with the secrets marked undefined;
#   3. compat_diff.c built against the shim and against the reference: the two transcripts
#      of CALLS calls must be identical (else the first differing call is printed).
#
#   bash check.sh SHIM_PREFIX REF_PREFIX CALLS WORKDIR
# SHIM_PREFIX and REF_PREFIX hold include/ and lib/. Last line: "N passed, M failed".
set -uo pipefail
shim=$1 ref=$2 calls=$3 work=$4
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CC=${CC:-cc}
mkdir -p "$work"
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1"; fail=$((fail + 1)); }

examples=$ref/share/libsecp256k1/examples
if [[ ! -d $examples ]]; then
  bad "examples: $examples not found"
else
  for src in "$examples"/*.c; do
    name=$(basename "$src" .c)
    if $CC -O1 -I"$shim/include" -I"$examples" "$src" -L"$shim/lib" -lsecp256k1 -Wl,-rpath,"$shim/lib" \
        -o "$work/example_$name" 2> "$work/example_$name.log" &&
       "$work/example_$name" >> "$work/example_$name.log" 2>&1; then
      ok "example $name"
    else
      bad "example $name (see $work/example_$name.log)"; tail -3 "$work/example_$name.log"
    fi
  done
fi

# 2. constant time: the shim's secret paths under valgrind with the secrets marked undefined.
if command -v valgrind >/dev/null 2>&1 && echo '#include <valgrind/memcheck.h>' | $CC -E - >/dev/null 2>&1; then
  if $CC -O1 -g -Wall -Wno-unused-result -I"$shim/include" "$here/compat_ct.c" -L"$shim/lib" -lsecp256k1 \
       -Wl,-rpath,"$shim/lib" -o "$work/compat_ct" 2> "$work/compat_ct.log" &&
     UFSECP_SHA256=portable valgrind --error-exitcode=42 -q "$work/compat_ct" >> "$work/compat_ct.log" 2>&1; then
    ok "compat_ct under valgrind (secrets undefined: no secret-dependent branch or index)"
  else
    bad "compat_ct under valgrind (see $work/compat_ct.log)"; grep -m5 -E 'at 0x|FAIL' "$work/compat_ct.log"
  fi
else
  bad "compat_ct: valgrind or valgrind/memcheck.h missing"
fi

build() {  # build NAME PREFIX
  $CC -O2 -Wall -Wno-unused-result -I"$2/include" "$here/compat_diff.c" -L"$2/lib" -lsecp256k1 \
    -Wl,-rpath,"$2/lib" -o "$work/compat_diff_$1"
}
if build shim "$shim" && build ref "$ref"; then
  start=$(date +%s.%N)
  "$work/compat_diff_shim" "$calls" > "$work/diff_shim.txt"; rs=$?
  mid=$(date +%s.%N)
  "$work/compat_diff_ref" "$calls" > "$work/diff_ref.txt"; rr=$?
  end=$(date +%s.%N)
  printf 'compat_diff: %s calls: shim %.1f s, libsecp256k1 %.1f s; transcript %s\n' "$calls" \
    "$(echo "$mid - $start" | bc)" "$(echo "$end - $mid" | bc)" "$(tail -n1 "$work/diff_shim.txt")"
  if [[ $rs -eq 0 && $rr -eq 0 ]] && cmp -s "$work/diff_shim.txt" "$work/diff_ref.txt"; then
    ok "compat_diff ($calls calls, identical transcripts)"
  else
    first=$(diff "$work/diff_shim.txt" "$work/diff_ref.txt" | grep -m1 '^<' | awk '{print $2}')
    echo "transcripts differ (exit $rs/$rr); first differing line: $first"
    if [[ $first =~ ^[0-9]+$ ]]; then
      from=$((first > 1000 ? first - 999 : 1))
      "$work/compat_diff_shim" "$first" "$from" "$first" | grep '^  ' > "$work/dump_shim.txt"
      "$work/compat_diff_ref" "$first" "$from" "$first" | grep '^  ' > "$work/dump_ref.txt"
      diff "$work/dump_shim.txt" "$work/dump_ref.txt" | head -6
    fi
    bad "compat_diff"
  fi
else
  bad "compat_diff (build)"
fi
echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
