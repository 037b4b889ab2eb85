#!/usr/bin/env bash
# ufsecp — the library as its users consume it (stage `consumers` of scripts/test.sh).
#
#   bash scripts/test-consumers.sh
#
# 1. Runs README.md's install commands (the ```sh block after the marker
#    `<!-- consumers: install -->`) with HOME=build/consumers/home, which installs a Release
#    build into build/consumers/home/.local (a private prefix, not searched by default).
# 2. Outside the repository (a temporary directory), against that prefix:
#    - cmake-static / cmake-shared: a C-only CMake project (project(demo C), find_package)
#      linking ufsecp::ufsecp (must not need libufsecp.so) and ufsecp::ufsecp_shared (runs
#      without LD_LIBRARY_PATH: CMake's build-tree rpath);
#    - pc-static: `cc demo.c $(pkg-config --cflags --libs ufsecp-static)`: no libufsecp.so
#      in the binary's NEEDED entries;
#    - pc-shared: `cc demo.c $(pkg-config --cflags --libs ufsecp)`: needs libufsecp.so.0
#      and runs without LD_LIBRARY_PATH (ufsecp.pc's rpath for a private prefix);
#    - readme-example: README.md's C example (the ```c block after `<!-- consumers:
#      example.c -->`) built and run by README's own commands (the ```sh block after
#      `<!-- consumers: build-example -->`), with PKG_CONFIG_PATH as README says;
#    - static-only: the library configured with UFSECP_BUILD_SHARED=OFF and installed into
#      build/consumers/static-only: no libufsecp.so installed, `pkg-config --libs ufsecp`
#      and the CMake package link statically;
#    - subdir: a C-only project using add_subdirectory(ufsecp), configured with
#      CMAKE_DISABLE_FIND_PACKAGE_GTest=ON (the tests must default to OFF there), linking
#      ufsecp::ufsecp and ufsecp::ufsecp_shared.
# Every consumer is compiled with -Wall -Wextra -Werror (C99 for the pkg-config builds).
# The last line is "N passed, M failed"; exit status 0 only if nothing failed.
# Environment: UFSECP_JOBS (parallel build jobs; default: number of CPUs).
# Logs: build/logs/consumers-*.log
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1
JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
LOGDIR=$ROOT/build/logs
WORK=$ROOT/build/consumers
mkdir -p "$LOGDIR" "$WORK"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ufsecp-consumers.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

npass=0
nfail=0
ok() {
  echo "ok: $1"
  npass=$((npass + 1))
}
bad() {
  echo "FAILED: $1"
  nfail=$((nfail + 1))
}
finish() {
  echo "${npass} passed, ${nfail} failed"
  if ((nfail > 0)); then exit 1; fi
  exit 0
}
# run NAME CMD...: runs CMD with its output in build/logs/consumers-NAME.log; on failure
# shows the log's tail. Returns CMD's status.
run() {
  local name=$1 log=$LOGDIR/consumers-$1.log
  shift
  if "$@" >"$log" 2>&1; then return 0; fi
  tail -n 30 "$log"
  return 1
}
# needs_libufsecp BINARY: whether the binary has libufsecp.so* among its NEEDED entries.
needs_libufsecp() { readelf -d "$1" | grep -q 'NEEDED.*libufsecp\.so'; }
# runs_alone BINARY: runs it with no LD_LIBRARY_PATH; its line must report UFSECP_OK.
runs_alone() { env -u LD_LIBRARY_PATH "$1" | grep -q 'UFSECP_OK'; }
# The ```LANG block after the line MARKER in README.md.
readme_block() {
  awk -v marker="$1" -v lang="$2" '
    $0 == marker { found = 1; next }
    found == 1 && $0 == "```" lang { found = 2; next }
    found == 2 && $0 == "```" { exit }
    found == 2 { print }' README.md
}

# Builds use Ninja when it is there, with UFSECP_JOBS jobs, for README's plain
# `cmake --build` commands too.
if command -v ninja >/dev/null; then export CMAKE_GENERATOR=Ninja; fi
export CMAKE_BUILD_PARALLEL_LEVEL=$JOBS

# ---- 1. README's install commands --------------------------------------------------------
HOME_DIR=$WORK/home
install_cmds=$(readme_block '<!-- consumers: install -->' sh)
if [[ -z "$install_cmds" ]]; then
  bad "readme-install: no install block in README.md"
  finish
fi
rm -rf "$HOME_DIR"
mkdir -p "$HOME_DIR"
if run install env HOME="$HOME_DIR" bash -euo pipefail -c "$install_cmds"; then
  ok "readme-install: README's install commands (into $HOME_DIR/.local)"
else
  bad "readme-install: README's install commands"
  finish
fi
PREFIX=$HOME_DIR/.local
# The consumers' own C flags (CMake reads CFLAGS at their first configure).
export CFLAGS="-Wall -Wextra -Werror"
PCDIR=$(dirname "$(find "$PREFIX" -name ufsecp.pc -print -quit)")
cp tests/consumers/demo.c "$TMP/demo.c"

# ---- 2. CMake package, C-only project -------------------------------------------------------
mkdir -p "$TMP/cmake"
cp tests/consumers/installed/CMakeLists.txt tests/consumers/demo.c "$TMP/cmake/"
if run cmake-configure cmake -S "$TMP/cmake" -B "$TMP/cmake/build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH="$PREFIX" && run cmake-build cmake --build "$TMP/cmake/build"; then
  b=$TMP/cmake/build
  if ! needs_libufsecp "$b/demo_static" && runs_alone "$b/demo_static"; then
    ok "cmake-static: project(demo C) + ufsecp::ufsecp links (C++ runtime carried), runs, no libufsecp.so"
  else
    bad "cmake-static: demo_static needs libufsecp.so or does not run"
  fi
  if needs_libufsecp "$b/demo_shared" && runs_alone "$b/demo_shared"; then
    ok "cmake-shared: project(demo C) + ufsecp::ufsecp_shared runs without LD_LIBRARY_PATH"
  else
    bad "cmake-shared: demo_shared does not need libufsecp.so or does not run"
  fi
else
  bad "cmake-static: C-only CMake consumer does not configure or build"
  bad "cmake-shared: C-only CMake consumer does not configure or build"
fi

# ---- 3. pkg-config ----------------------------------------------------------------------------
export PKG_CONFIG_PATH=$PCDIR
# shellcheck disable=SC2046,SC2086
if run pc-static cc -std=c99 $CFLAGS "$TMP/demo.c" $(pkg-config --cflags --libs ufsecp-static) -o "$TMP/pc_static" &&
    ! needs_libufsecp "$TMP/pc_static" && runs_alone "$TMP/pc_static"; then
  ok "pc-static: pkg-config ufsecp-static links libufsecp.a (no libufsecp.so needed) and runs"
else
  bad "pc-static: pkg-config ufsecp-static"
fi
# shellcheck disable=SC2046,SC2086
if run pc-shared cc -std=c99 $CFLAGS "$TMP/demo.c" $(pkg-config --cflags --libs ufsecp) -o "$TMP/pc_shared" &&
    needs_libufsecp "$TMP/pc_shared" && runs_alone "$TMP/pc_shared"; then
  ok "pc-shared: pkg-config ufsecp links libufsecp.so and runs without LD_LIBRARY_PATH"
else
  bad "pc-shared: pkg-config ufsecp"
fi
unset PKG_CONFIG_PATH

# ---- 4. README's example, with README's commands only ------------------------------------------
mkdir -p "$TMP/readme"
readme_block '<!-- consumers: example.c -->' c >"$TMP/readme/example.c"
build_cmds=$(readme_block '<!-- consumers: build-example -->' sh)
if [[ ! -s "$TMP/readme/example.c" || -z "$build_cmds" ]]; then
  bad "readme-example: example or its build commands not found in README.md"
elif (cd "$TMP/readme" && run readme-example env HOME="$HOME_DIR" bash -euo pipefail -c "$build_cmds") &&
    grep -q 'UFSECP_OK' "$LOGDIR/consumers-readme-example.log"; then
  ok "readme-example: README's example builds with README's commands and runs"
else
  bad "readme-example: README's example"
fi

# ---- 5. static-only install ------------------------------------------------------------------
SO_PREFIX=$WORK/static-only
rm -rf "$SO_PREFIX"
if run static-only-install bash -c "cmake -S . -B '$WORK/build-static-only' -DCMAKE_BUILD_TYPE=Release \
      -DUFSECP_BUILD_SHARED=OFF -DUFSECP_BUILD_TESTS=OFF -DCMAKE_INSTALL_PREFIX='$SO_PREFIX' &&
    cmake --build '$WORK/build-static-only' && cmake --install '$WORK/build-static-only'" &&
    [[ -z "$(find "$SO_PREFIX" -name 'libufsecp.so*' -print -quit)" ]]; then
  so_pc=$(dirname "$(find "$SO_PREFIX" -name ufsecp.pc -print -quit)")
  # shellcheck disable=SC2046,SC2086
  if run static-only-pc cc -std=c99 $CFLAGS "$TMP/demo.c" $(PKG_CONFIG_PATH=$so_pc pkg-config --cflags --libs ufsecp) \
        -o "$TMP/so_pc" && ! needs_libufsecp "$TMP/so_pc" && runs_alone "$TMP/so_pc" &&
      run static-only-cmake cmake -S "$TMP/cmake" -B "$TMP/cmake/build-so" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_PREFIX_PATH="$SO_PREFIX" &&
      run static-only-cmake-build cmake --build "$TMP/cmake/build-so" &&
      [[ ! -e "$TMP/cmake/build-so/demo_shared" ]] && runs_alone "$TMP/cmake/build-so/demo_static"; then
    ok "static-only: UFSECP_BUILD_SHARED=OFF installs no .so; pkg-config ufsecp and the CMake package link statically"
  else
    bad "static-only: consumers of the static-only install"
  fi
else
  bad "static-only: UFSECP_BUILD_SHARED=OFF build or install (or a libufsecp.so was installed)"
fi

# ---- 6. add_subdirectory, without GoogleTest ---------------------------------------------------
mkdir -p "$TMP/subdir"
cp tests/consumers/subdir/CMakeLists.txt tests/consumers/demo.c "$TMP/subdir/"
rm -rf "$WORK/build-subdir"  # its cache names the previous run's temporary source directory
if run subdir-configure cmake -S "$TMP/subdir" -B "$WORK/build-subdir" -DCMAKE_BUILD_TYPE=Release \
      -DUFSECP_SOURCE_DIR="$ROOT" -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON &&
    run subdir-build cmake --build "$WORK/build-subdir" &&
    ! needs_libufsecp "$WORK/build-subdir/demo_static" && runs_alone "$WORK/build-subdir/demo_static" &&
    needs_libufsecp "$WORK/build-subdir/demo_shared" && runs_alone "$WORK/build-subdir/demo_shared"; then
  ok "subdir: add_subdirectory(ufsecp) in a C-only project, no GoogleTest, ufsecp::ufsecp and ufsecp::ufsecp_shared"
else
  bad "subdir: add_subdirectory consumer"
fi

finish
