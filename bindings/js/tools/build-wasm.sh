#!/usr/bin/env bash
# Builds ufsecp as one WebAssembly module (wasm32, WASI libc/libc++ from Debian, clang-19 and
# wasm-ld-19) for the npm package. Usage: tools/build-wasm.sh [default|small|5x52] [out.wasm]
#   default  10x26 field, k*G table 7 bits (148 KiB), G odd multiples window 13 (2 x 128 KiB);
#            FROST, adaptor signatures and DLEQ at -Oz (see sizeopt below)
#   small    10x26 field, k*G table 4 bits (32 KiB), G odd multiples window 6 (2 x 1 KiB),
#            code optimized for size (-Oz: -O3 inlines the header-only arithmetic, ~310 KiB),
#            without batch verification, BIP-32, MuSig2, silent payments, FROST, adaptor
#            signatures and DLEQ
#   5x52     the 5x52 tier with default's tables (for the tier measurement: wasm has no
#            64x64->128 multiply, so every __int128 product is four i64 multiplies)
# Needs: clang-19 lld-19 wasi-libc libc++-19-dev-wasm32 libc++abi-19-dev-wasm32
#        libclang-rt-19-dev-wasm32 ninja-build cmake, and a host C++ compiler for the table
# generator (run at build time, like the top-level CMake build). Incremental (ninja).
set -euo pipefail
variant=${1:-default}
here=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$here/../.." && pwd)
out=${2:-$here/wasm/ufsecp${variant/default/}.wasm}
out=${out/ufsecpsmall/ufsecp-small}; out=${out/ufsecp5x52/ufsecp-5x52}
case $variant in
  default) opt=-O3; field=10X26; defs="-DUFSECP_ECMULT_WINDOW_G=13 -DUFSECP_ECMULT_GEN_BITS=7 -DUFSECP_ECMULT_PRECOMP_WINDOW_G=8" ;;
  small)   opt=-Oz; field=10X26; defs="-DUFSECP_NO_FORCE_INLINE=1 -DUFSECP_ECMULT_WINDOW_G=6 -DUFSECP_ECMULT_GEN_BITS=4 -DUFSECP_ECMULT_PRECOMP_WINDOW_G=4" ;;
  5x52)    opt=-O3; field=5X52;  defs="-DUFSECP_ECMULT_WINDOW_G=13 -DUFSECP_ECMULT_GEN_BITS=7 -DUFSECP_ECMULT_PRECOMP_WINDOW_G=8" ;;
  *) echo "unknown variant $variant" >&2; exit 2 ;;
esac
B=${UFSECP_JS_BUILD:-$root/build/js}/$variant
mkdir -p "$B" "$(dirname "$out")"
CXX=${WASM_CXX:-clang++-19}
HOSTCXX=${HOST_CXX:-c++}
cflags="--target=wasm32-wasi -std=c++20 $opt -fno-exceptions -fno-rtti -ffunction-sections -fdata-sections \
 -mbulk-memory -msign-ext -mmutable-globals -mnontrapping-fptoint \
 -DUFSECP_FIELD_${field}=1 -DUFSECP_SINGLE_THREAD=1 -DNDEBUG $defs -I$root/src -I$root/include -Wall -Wextra"
# Exports: the C ABI functions the JavaScript calls (bindings/js/src/exports.txt), malloc/free.
# The small build leaves out batch verification, BIP-32, MuSig2, silent payments, FROST,
# adaptor signatures and DLEQ (their
# code, not only tables, is what keeps it above 150 KB); small.js throws for those functions.
drop='^#'
[[ $variant == small ]] && drop='^#|_batch$|^ufsecp_bip32_|^ufsecp_musig_|^ufsecp_sp_|^ufsecp_frost|^ufsecp_dleq_|_adaptor_'
exports=$(grep -v -E "$drop" "$here/src/exports.txt" | sed 's/^/-Wl,--export=/' | tr '\n' ' ')
# FROST, adaptor signatures and DLEQ are compiled for size (-Oz, the field arithmetic called,
# not inlined): at -O3 they add 345 KB of code, which would put the default module over
# tiny-secp256k1's size; -Oz makes them 0.1 MB. Their speed is not what the package is timed
# on; the signing and verification paths (ecmult, ECDSA, Schnorr) stay -O3.
sizeopt='/src/(frost|adaptor|dleq)/|/abi_(frost|frost_bip445|adaptor|dleq)\.cpp$'
[[ $variant == small ]] && sizeopt='^$'
srcs=$(cmake -DROOT="$root" -P "$here/tools/list-sources.cmake" 2>&1)
{
  echo "cflags = $cflags"
  echo "cflagsz = ${cflags/ $opt / -Oz -DUFSECP_NO_FORCE_INLINE=1 }"
  echo "rule cxx"
  echo "  command = $CXX \$cflags -MD -MF \$out.d -c \$in -o \$out"
  echo "  depfile = \$out.d"
  echo "  deps = gcc"
  echo "rule cxxz"
  echo "  command = $CXX \$cflagsz -MD -MF \$out.d -c \$in -o \$out"
  echo "  depfile = \$out.d"
  echo "  deps = gcc"
  echo "rule hostcxx"
  echo "  command = $HOSTCXX -std=c++20 -O2 -DUFSECP_FIELD_${field}=1 $defs -I$root/src -I$root/include \$in -o \$out"
  echo "rule gen"
  echo "  command = ./\$in \$out"
  echo "rule link"
  echo "  command = $CXX --target=wasm32-wasi -mexec-model=reactor $opt \$in -o \$out -Wl,--gc-sections -Wl,--strip-all -Wl,-z,stack-size=262144 -Wl,--initial-memory=2097152 $exports"
  echo "build gen_tables: hostcxx $root/tools/gen_tables.cpp"
  echo "build ecmult_tables.cpp: gen gen_tables"
  objs="obj/ecmult_tables.o" objsz=""
  echo "build obj/ecmult_tables.o: cxx ecmult_tables.cpp"
  for s in $srcs; do
    o=obj/$(echo "${s#$root/src/}" | tr / _).o
    if [[ $s =~ $sizeopt ]]; then
      objsz="$objsz $o"
      echo "build $o: cxxz $s"
    else
      objs="$objs $o"
      echo "build $o: cxx $s"
    fi
  done
  # The -Oz objects last: the linker keeps the first copy of an inline function that several
  # objects emit, and that must be an -O3 one (else ECDSA signing and verification call -Oz
  # copies: measured 35-70% slower).
  echo "build $out: link $objs $objsz | $here/src/exports.txt"
  echo "default $out"
} > "$B/build.ninja.new"
cmp -s "$B/build.ninja.new" "$B/build.ninja" || mv "$B/build.ninja.new" "$B/build.ninja"
ninja -C "$B" -j"${JOBS:-2}"
ls -l "$out"
