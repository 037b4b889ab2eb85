#!/usr/bin/env bash
# ufsecp — install what building, testing and benchmarking need (Debian 12 / Ubuntu 24.04+).
#
# Idempotent: when every package is already installed it changes nothing, does not
# touch the network, and prints nothing. Run as root to install what is missing; run
# as any other user it only checks, and if something is missing it prints exactly
# which packages (and the command that installs them) and exits 1.
#
# Also checks the versions the build needs: CMake >= 3.25 (cmake_minimum_required
# in CMakeLists.txt) and a C++20 compiler (g++ >= 10).
#
# Exit status: 0 ready; 1 something missing or too old; 2 installation failed.
set -euo pipefail

PACKAGES=(
  cmake            # build system generator (>= 3.25)
  ninja-build      # build tool used by scripts/test.sh and scripts/bench.sh
  g++              # C++20 compiler
  clang-19         # the test command's clang configuration and the fuzz targets
  libclang-rt-19-dev # libFuzzer and the sanitizer runtimes for clang-19 (scripts/fuzz.sh)
  pkg-config       # finds libsecp256k1 for the comparison benchmark
  libgtest-dev     # GoogleTest (unit tests)
  libsecp256k1-dev # the reference implementation we compare against
  valgrind         # constant-time checks (memcheck) and instruction counts (callgrind)
  ccache           # scripts/test.sh: the many builds of the same library share their compilations
)

log() { printf 'install-deps: %s\n' "$*" >&2; }

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for p in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    if [[ "$status" != "install ok installed" ]]; then
      missing+=("$p")
    fi
  done
else
  # Not a Debian-family system: we cannot install, only check that the tools exist.
  log "dpkg not found: this script installs packages on Debian/Ubuntu only; checking tools instead"
  for tool in cmake ninja g++ pkg-config valgrind; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool (command)")
  done
  for pc in libsecp256k1 gtest; do
    pkg-config --exists "$pc" 2>/dev/null || missing+=("$pc (pkg-config module)")
  done
  if ((${#missing[@]} > 0)); then
    log "missing: ${missing[*]}"
    exit 1
  fi
fi

if ((${#missing[@]} > 0)); then
  if [[ "$(id -u)" -ne 0 ]]; then
    log "missing packages: ${missing[*]}"
    log "install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
    log "(or run this script as root:  sudo bash scripts/install-deps.sh)"
    exit 1
  fi
  log "installing: ${missing[*]}"
  aptlog=$(mktemp)
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get -o DPkg::Lock::Timeout=300 update -qq &&
         apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "${missing[@]}"; } \
       >"$aptlog" 2>&1; then
    cat "$aptlog" >&2
    rm -f "$aptlog"
    log "apt-get failed (output above)"
    exit 2
  fi
  rm -f "$aptlog"
fi

# ---- versions ------------------------------------------------------------------
# Compare dotted versions: returns 0 when $1 >= $2.
version_ge() {
  [[ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" == "$2" ]]
}

cmake_ver=$(cmake --version 2>/dev/null | sed -n '1s/^cmake version \([0-9][0-9.]*\).*/\1/p')
if [[ -z "$cmake_ver" ]] || ! version_ge "$cmake_ver" 3.25; then
  log "CMake ${cmake_ver:-?} found; ufsecp needs CMake >= 3.25 (Debian 12 and Ubuntu 24.04 ship it;"
  log "on older systems use Kitware's APT repository or 'pip install cmake')"
  exit 1
fi

gxx_major=$(g++ -dumpversion 2>/dev/null | cut -d. -f1)
if [[ -z "$gxx_major" ]] || ((gxx_major < 10)); then
  log "g++ ${gxx_major:-?} found; ufsecp needs C++20 (g++ >= 10)"
  exit 1
fi

exit 0
