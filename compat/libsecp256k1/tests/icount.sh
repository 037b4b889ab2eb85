#!/usr/bin/env bash
# Instructions per call of each compat_bench operation, ufsecp's C ABI vs the libsecp256k1
# API layer: callgrind's total Ir for N calls minus that for 0 calls, divided by N.
#   bash icount.sh COMPAT_BENCH [N]
set -euo pipefail
bin=$1 n=${2:-20}
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" count "$1" "$2" "$3" 2>&1 |
  awk '/Collected :/ {print $NF}'; }
printf '%-18s %14s %14s %8s\n' operation "ufsecp Ir/call" "compat Ir/call" ratio
for op in 0 1 2 3 4 5 6 7; do
  name=$("$bin" count $op n 0)
  m=$n; [[ $op -eq 7 ]] && m=$((n * 50))
  base_n=$(ir $op n 0) base_c=$(ir $op c 0)
  in=$(( ($(ir $op n $m) - base_n) / m )) ic=$(( ($(ir $op c $m) - base_c) / m ))
  printf '%-18s %14d %14d %8.4f\n' "$name" "$in" "$ic" "$(echo "scale=6; $ic / $in" | bc)"
done
