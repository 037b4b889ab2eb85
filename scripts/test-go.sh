#!/usr/bin/env bash
# ufsecp — build the library, install it into a private prefix, and test the Go binding.
#
#   bash scripts/test-go.sh            # go vet, gofmt check, go test, go test -race
#   bash scripts/test-go.sh bench      # the same build, then the comparison benchmarks
#
# Steps:
#   1. scripts/install-deps.sh (as root it installs what is missing; otherwise it checks);
#   2. CMake + Ninja Release build of the library in build/go (no unit tests), installed
#      into build/go-prefix (the installed pkg-config file, lib/pkgconfig/ufsecp.pc, gives
#      its paths relative to itself, so the tree could be moved). The shared library is then
#      removed from the prefix so that `#cgo pkg-config: --static ufsecp` links the
#      static archive (plus -lstdc++ -lm from Libs.private): the Go test binaries are
#      self-contained and need no LD_LIBRARY_PATH;
#   3. with PKG_CONFIG_PATH pointing at the prefix, in both Go modules: the binding
#      (bindings/go, which requires nothing) and the comparison module bindings/go/peers
#      (cross-checks and benchmarks against btcec/v2, decred secp256k1/v4, the system
#      libsecp256k1 and go-ethereum's crypto/secp256k1; Go downloads those through the
#      module proxy on the first run): go vet ./..., gofmt -l (must list nothing),
#      go test -count=1 ./..., and go test -race (where the platform supports it);
#   4. checks of what a user of the binding gets: the binding's go.mod has no require
#      line and no go.sum, and `go mod tidy -diff` and `go list -m all` there need no
#      download and report nothing else; and the Install steps of bindings/go/README.md,
#      the shell block marked "<!-- test-go.sh: install steps -->" taken verbatim from
#      the README, run in a new empty directory outside the repository with
#      UFSECP=<this checkout>, an empty module cache, GOPROXY=off and (where
#      `unshare -rn` works) no network at all: they must create the example module,
#      tidy it, build and run it; its output must equal the README's block marked
#      "<!-- test-go.sh: expected output -->", and `go list -m all` in it must list only
#      itself and the binding.
#   5. the README's shared-library path: the same build installed with BOTH libufsecp.a
#      and libufsecp.so into build/go-prefix-both, only PKG_CONFIG_PATH set (no
#      LD_LIBRARY_PATH): `go test -bench . -benchtime 1x ./...` in both modules must run
#      (the rpath from ufsecp.pc), and a test binary must record that run path.
#
# Needs Go >= 1.24 (for cgo's noescape/nocallback directives) found as $GO, `go` on
# PATH, or /usr/local/go/bin/go; and libsecp256k1-dev (the tests cross-check against
# it). The last line printed is "N passed, M failed" (every top-level Go test and
# example of both modules, plus one each for gofmt, the dependency check, the README
# steps, the shared-library prefix, and vet and the race run of each module); exit status 0 only if nothing failed.
#
# Bench mode runs `go test -run '^$' -bench . -benchmem ./...` in each module (the
# benchmarks are in bindings/go/peers) UFSECP_GO_BENCH_PASSES times
# (default 5) as separate processes, so every row is measured in every pass, and prints
# the per-row median over the passes (raw output and table in build/go-bench/);
# UFSECP_GO_BENCH_REDUCE=min reports each row's best pass instead (what a best-of-N
# table wants on a shared machine, where load only ever adds time). benchstat's
# summary of the raw output is printed too when benchstat is on PATH.
#
# Environment: UFSECP_JOBS (compile jobs; default: number of CPUs), GO,
# UFSECP_GO_BENCH_PASSES, UFSECP_GO_BENCHTIME (go test -benchtime, default 1s),
# UFSECP_TEST_SEED / UFSECP_TEST_ITERS (passed through to the tests).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1

MODE=${1:-test}
case "$MODE" in
  test | bench) ;;
  *) echo "usage: $0 [test|bench]" >&2; exit 2 ;;
esac

JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
BUILD=build/go
PREFIX=$ROOT/build/go-prefix
LOGDIR=build/logs
mkdir -p "$LOGDIR"

pass=0
fail=0
problems=()
summary() {
  echo
  echo "================ Go binding summary ================"
  local p
  for p in "${problems[@]}"; do echo "FAILED: $p"; done
  echo "${pass} passed, ${fail} failed"
}
die() { # a step that stops everything after it
  problems+=("$1")
  fail=$((fail + 1))
  summary
  exit 1
}

# ---- tools ------------------------------------------------------------------------
bash scripts/install-deps.sh || die "dependencies (scripts/install-deps.sh)"

GO=${GO:-$(command -v go 2>/dev/null || true)}
if [[ -z "$GO" && -x /usr/local/go/bin/go ]]; then GO=/usr/local/go/bin/go; fi
if [[ -z "$GO" ]]; then
  echo "test-go: no Go toolchain found (set GO=/path/to/go or install Go >= 1.24)" >&2
  die "Go toolchain"
fi
go_ver=$("$GO" env GOVERSION 2>/dev/null | sed 's/^go//')
if [[ "$(printf '%s\n%s\n' 1.24 "$go_ver" | sort -V | head -n1)" != "1.24" ]]; then
  echo "test-go: $GO is Go ${go_ver:-?}; the binding needs Go >= 1.24" >&2
  die "Go version"
fi
echo "test-go: using $GO (go$go_ver)"
# Go keeps its build and module caches under $HOME; a root shell from a service or
# container may have none, so fall back to folders under build/.
if [[ -z "${HOME:-}" || ! -d "${HOME:-/nonexistent}" ]]; then
  export GOCACHE=${GOCACHE:-$ROOT/build/go-cache/build} GOMODCACHE=${GOMODCACHE:-$ROOT/build/go-cache/mod}
  export GOPATH=${GOPATH:-$ROOT/build/go-cache/gopath}
fi
# The peers module's dependencies (btcec/v2, decred, go-ethereum) come through the module
# proxy unless the caller configured otherwise; its go.sum pins their hashes.
export GOFLAGS=${GOFLAGS:--mod=readonly}
# The Go modules, relative to bindings/go: the binding, then the comparison module.
MODULES=(. peers)

# ---- library: build, install into the private prefix --------------------------------
if [[ -f "$BUILD/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$BUILD/CMakeCache.txt"; then
  rm -rf "$BUILD"
fi
if ! cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DUFSECP_BUILD_TESTS=OFF -DUFSECP_BUILD_BENCH=OFF -DUFSECP_SANITIZE=OFF -DUFSECP_VERIFY=OFF \
    >"$LOGDIR/go-configure.log" 2>&1; then
  tail -n 40 "$LOGDIR/go-configure.log"
  die "library: configure (log: $LOGDIR/go-configure.log)"
fi
if ! ninja -C "$BUILD" -j "$JOBS" >"$LOGDIR/go-build.log" 2>&1; then
  grep -E -A12 'error|FAILED' "$LOGDIR/go-build.log" | head -n 60
  die "library: build (log: $LOGDIR/go-build.log)"
fi
rm -rf "$PREFIX"
if ! cmake --install "$BUILD" >"$LOGDIR/go-install.log" 2>&1; then
  cat "$LOGDIR/go-install.log"
  die "library: install"
fi
find "$PREFIX" -name 'libufsecp.so*' -exec rm -f {} +
pc=$(find "$PREFIX" -name ufsecp.pc -print -quit)
if [[ -z "$pc" ]]; then die "library: install produced no ufsecp.pc"; fi
export PKG_CONFIG_PATH=$(dirname "$pc")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
export CGO_ENABLED=1
# Go's build cache keys cgo packages by their #cgo lines and CGO_* variables, but not by
# pkg-config's output nor by the C headers they include: a package built earlier against
# another prefix, a shared library or an older ufsecp.h would be reused as is. A define
# derived from the installed files makes any change to them a cache miss.
install_id=$(cat "$PREFIX"/include/ufsecp/ufsecp.h "$pc" "$(dirname "$pc")"/../libufsecp.a | sha256sum | cut -c1-16)
export CGO_CPPFLAGS="${CGO_CPPFLAGS:+$CGO_CPPFLAGS }-DUFSECP_INSTALL_ID=$install_id"
echo "test-go: library installed in $PREFIX (static), pkg-config: $(pkg-config --static --libs ufsecp)"

cd bindings/go || die "bindings/go missing"

# ---- bench mode ----------------------------------------------------------------------
if [[ "$MODE" == bench ]]; then
  passes=${UFSECP_GO_BENCH_PASSES:-5}
  out=$ROOT/build/go-bench
  mkdir -p "$out"
  raw=$out/raw.txt
  : >"$raw"
  {
    echo "date:  $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
    echo "cpu:   $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || echo unknown)"
    echo "cores: $(nproc 2>/dev/null || echo ?)"
    echo "go:    $("$GO" version)"
    echo "load:  $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) (1/5/15-min load average at the start)"
  } | tee "$out/environment.txt"
  for ((i = 1; i <= passes; i++)); do
    echo "== pass $i of $passes"
    for mod in "${MODULES[@]}"; do
      if ! (cd "$mod" && "$GO" test -run '^$' -bench . -benchmem -count 1 -benchtime "${UFSECP_GO_BENCHTIME:-1s}" ./...) |
        tee -a "$raw"; then
        die "benchmarks (pass $i, module bindings/go/$mod)"
      fi
    done
  done
  # Median (or minimum) over passes per row: ns/op, B/op, allocs/op, and the extra
  # metrics of BenchmarkInterleaved and BenchmarkBindingOverhead.
  reduce=${UFSECP_GO_BENCH_REDUCE:-median}
  case "$reduce" in median | min) ;; *) die "UFSECP_GO_BENCH_REDUCE must be median or min" ;; esac
  awk -v reduce="$reduce" '
    /^Benchmark/ {
      name = $1; sub(/-[0-9]+$/, "", name)
      if (!(name in seen)) { seen[name] = 1; order[++n] = name }
      for (f = 3; f < NF; f += 2) { k = name SUBSEP $(f + 1); vals[k] = vals[k] " " $f; units[name] = units[name] (index(units[name], " " $(f + 1) " ") ? "" : " " $(f + 1) " ") }
    }
    function med(s,   a, m, i, j, t) {
      m = split(s, a, " ")
      for (i = 2; i <= m; i++) { t = a[i] + 0; for (j = i - 1; j >= 1 && a[j] + 0 > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
      return reduce == "min" ? a[1] : a[int((m + 1) / 2)]
    }
    END {
      printf "%-48s %12s %8s %10s   %s\n", "benchmark (" reduce " of passes)", "ns/op", "B/op", "allocs/op", "other"
      for (i = 1; i <= n; i++) {
        nm = order[i]; other = ""
        m = split(units[nm], us, " ")
        for (u = 1; u <= m; u++) if (us[u] != "ns/op" && us[u] != "B/op" && us[u] != "allocs/op") other = other sprintf("%s=%.4g ", us[u], med(vals[nm SUBSEP us[u]]))
        printf "%-48s %12.0f %8d %10d   %s\n", nm, med(vals[nm SUBSEP "ns/op"]), med(vals[nm SUBSEP "B/op"]), med(vals[nm SUBSEP "allocs/op"]), other
      }
    }' "$raw" | tee "$out/table.txt"
  if command -v benchstat >/dev/null 2>&1; then
    benchstat "$raw" | tee "$out/benchstat.txt"
  fi
  echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" | tee -a "$out/environment.txt"
  echo "raw results: $raw; table: $out/table.txt"
  exit 0
fi

# ---- test mode -----------------------------------------------------------------------
step() { # name, command...: one counted pass or fail
  local name=$1
  shift
  echo "== $name"
  if "$@"; then pass=$((pass + 1)); else problems+=("$name"); fail=$((fail + 1)); fi
}

# in_module DIR COMMAND...: run COMMAND in the module DIR (relative to bindings/go).
in_module() { (cd "$1" && shift && "$@"); }
modname() { if [[ "$1" == . ]]; then echo binding; else echo "$1"; fi; }

for mod in "${MODULES[@]}"; do
  step "go vet ($(modname "$mod"))" in_module "$mod" "$GO" vet ./...
done

gofmt_bin=$("$GO" env GOROOT)/bin/gofmt
[[ -x "$gofmt_bin" ]] || gofmt_bin=gofmt
fmt_out=$("$gofmt_bin" -l . 2>&1) # both modules (peers is a subfolder)
if [[ -z "$fmt_out" ]]; then
  echo "== gofmt: clean"
  pass=$((pass + 1))
else
  echo "== gofmt: these files need gofmt:"
  echo "$fmt_out"
  problems+=("gofmt")
  fail=$((fail + 1))
fi

echo "== go test ./... (${MODULES[*]})"
t0=$SECONDS
log=$ROOT/$LOGDIR/go-test.log
: >"$log"
test_rc=0
for mod in "${MODULES[@]}"; do
  in_module "$mod" "$GO" test -count=1 -v ./... >>"$log" 2>&1 || test_rc=1
done
grep -E '^(--- FAIL|FAIL|ok|panic:)' "$log"
tests_passed=$(grep -c '^--- PASS' "$log")
tests_failed=$(grep -c '^--- FAIL' "$log")
build_failed=$(grep -cE '^FAIL.*\[(build|setup) failed\]' "$log")
pass=$((pass + tests_passed))
fail=$((fail + tests_failed + build_failed))
if ((test_rc != 0 && tests_failed + build_failed == 0)); then
  fail=$((fail + 1)) # a crash or timeout that printed no --- FAIL line
fi
if ((test_rc != 0)); then problems+=("go test (log: $LOGDIR/go-test.log)"); fi
echo "go test: ${tests_passed} passed, $((tests_failed + build_failed)) failed in $((SECONDS - t0)) s"

if "$GO" env GOARCH | grep -qE '^(amd64|arm64|ppc64le|s390x)$'; then
  for mod in "${MODULES[@]}"; do
    step "go test -race ($(modname "$mod"))" in_module "$mod" "$GO" test -count=1 -race ./...
  done
fi

# ---- what a user of the binding gets ----------------------------------------------------
# offline COMMAND...: run COMMAND with no module download possible: an empty module cache
# of its own, GOPROXY=off, and no network at all where user namespaces allow it.
offline_cache=$(mktemp -d "${TMPDIR:-/tmp}/ufsecp-go-offline.XXXXXX")
trap 'chmod -R u+w "$offline_cache" 2>/dev/null; rm -rf "$offline_cache"' EXIT
offline() {
  local env=(env GOMODCACHE="$offline_cache/modcache" GOPROXY=off GOSUMDB=off GOWORK=off GOTOOLCHAIN=local
    GOFLAGS="-mod=mod -modcacherw")
  if unshare -rn true 2>/dev/null; then
    unshare -rn "${env[@]}" "$@"
  else
    echo "(unshare -rn is not available: GOPROXY=off and an empty module cache only)"
    "${env[@]}" "$@"
  fi
}

# The binding requires nothing: no require line, no go.sum, go.mod tidy (its own tests
# import only the standard library and the module's packages), and its module graph is
# itself.
binding_has_no_deps() {
  local bad=0 mods
  if grep -qE '^[[:space:]]*require\b' go.mod; then
    echo "bindings/go/go.mod has require lines:"
    grep -nE '^[[:space:]]*require\b' go.mod
    bad=1
  fi
  if [[ -s go.sum ]]; then
    echo "bindings/go/go.sum is not empty"
    bad=1
  fi
  if ! offline "$GO" mod tidy -diff; then
    echo "go mod tidy -diff in bindings/go (offline) failed or would change go.mod/go.sum"
    bad=1
  fi
  mods=$(offline "$GO" list -m all 2>&1)
  if [[ "$mods" != "github.com/ufsecp/ufsecp/bindings/go" ]]; then
    echo "go list -m all in bindings/go (offline) printed:"
    echo "$mods"
    bad=1
  fi
  return $bad
}
step "binding module requires nothing (go.mod, go.sum, tidy, go list -m all offline)" binding_has_no_deps

# readme_block MARKER: the fenced block that follows the line "<!-- test-go.sh: MARKER -->"
# in README.md, without its fences.
readme_block() {
  awk -v m="<!-- test-go.sh: $1 -->" '
    $0 == m { found = 1; next }
    found == 1 && /^```/ { found = 2; next }
    found == 2 && /^```/ { exit }
    found == 2 { print }' README.md
}

# The README's Install steps, verbatim, in a new empty directory outside the repository.
readme_install_steps() {
  local steps expected dir out
  steps=$(readme_block "install steps")
  expected=$(readme_block "expected output")
  if [[ -z "$steps" || -z "$expected" ]]; then
    echo "README.md lacks the install steps or the expected output block (markers <!-- test-go.sh: ... -->)"
    return 1
  fi
  dir=$(mktemp -d "${TMPDIR:-/tmp}/ufsecp-go-readme.XXXXXX")
  echo "(in $dir, with UFSECP=$ROOT and PKG_CONFIG_PATH=$PKG_CONFIG_PATH)"
  if ! out=$(cd "$dir" && offline env UFSECP="$ROOT" bash -euo pipefail -c "$steps"); then
    echo "the README's install steps failed; output: $out"
    rm -rf "$dir"
    return 1
  fi
  # And the new module's graph holds nothing but itself and the binding: commands that
  # load all of it (go list -m all, go test all, ...) need no download either.
  local mods
  mods=$(cd "$dir"/*/ && offline "$GO" list -m all 2>&1)
  rm -rf "$dir"
  if [[ $(wc -l <<<"$mods") != 2 || "$mods" != *"github.com/ufsecp/ufsecp/bindings/go v0.0.0 => $ROOT/bindings/go" ]]; then
    echo "go list -m all in the example module (offline) printed:"
    echo "$mods"
    return 1
  fi
  if [[ "$out" != "$expected" ]]; then
    echo "the example printed:"
    echo "$out"
    echo "the README says it prints:"
    echo "$expected"
    return 1
  fi
  echo "$out"
}
step "README install steps (empty module, no network)" readme_install_steps

# The README's promise for a prefix that holds BOTH libufsecp.a and libufsecp.so, outside
# the linker's default directories, with only PKG_CONFIG_PATH set (no LD_LIBRARY_PATH, no
# ldconfig): -lufsecp takes the shared library, and the -Wl,-rpath that ufsecp.pc records
# for its libdir lets the test binaries find it at run time. Every benchmark of both
# modules runs once (-benchtime 1x), as `go test -bench . ./...` would; one test binary's
# dynamic section must name the prefix's libdir as its run path.
shared_prefix_path() {
  local both=$ROOT/build/go-prefix-both bpc id rc=0 exe
  rm -rf "$both" "$ROOT/$LOGDIR/go-shared-prefix.log"
  cmake --install "$ROOT/$BUILD" --prefix "$both" >>"$ROOT/$LOGDIR/go-install.log" 2>&1 || return 1
  bpc=$(dirname "$(find "$both" -name ufsecp.pc -print -quit)")
  ls "$bpc"/../libufsecp.so* >/dev/null 2>&1 || { echo "no shared library in $both"; return 1; }
  id=$(cat "$bpc"/ufsecp.pc "$bpc"/../libufsecp.so | sha256sum | cut -c1-16)
  for mod in "${MODULES[@]}"; do
    (cd "$mod" && env -u LD_LIBRARY_PATH PKG_CONFIG_PATH="$bpc" CGO_CPPFLAGS="-DUFSECP_INSTALL_ID=$id" \
      "$GO" test -count=1 -run '^$' -bench . -benchtime 1x ./... >>"$ROOT/$LOGDIR/go-shared-prefix.log" 2>&1) ||
      { tail -n 20 "$ROOT/$LOGDIR/go-shared-prefix.log"; rc=1; }
  done
  exe=$(mktemp "${TMPDIR:-/tmp}/ufsecp-go-shared.XXXXXX")
  env -u LD_LIBRARY_PATH PKG_CONFIG_PATH="$bpc" CGO_CPPFLAGS="-DUFSECP_INSTALL_ID=$id" "$GO" test -c -o "$exe" . || rc=1
  if ! readelf -d "$exe" | grep -E 'R(UN)?PATH' | grep -q "$(cd "$bpc/.." && pwd)\|$bpc/.."; then
    echo "the test binary records no run path to $bpc/..:"; readelf -d "$exe" | grep -E 'NEEDED|R(UN)?PATH'; rc=1
  fi
  readelf -d "$exe" | grep -E 'libufsecp|R(UN)?PATH'
  rm -f "$exe"
  return $rc
}
step "shared + static prefix, only PKG_CONFIG_PATH: go test -bench . runs (rpath from ufsecp.pc)" shared_prefix_path

summary
if ((fail > 0)); then exit 1; fi
exit 0
