#!/usr/bin/env bash
# ufsecp — test the Rust binding (bindings/rust: crates ufsecp-sys and ufsecp).
#
#   bash scripts/test-rust.sh          # cargo test (unit, integration and doc tests), no_std build
#   bash scripts/test-rust.sh bench    # the criterion comparison with secp256k1 and k256
#
# Steps:
#   1. scripts/install-deps.sh (the C toolchain: CMake, Ninja, g++; as root it installs what
#      is missing) and cargo, which must already be there (rustup; $CARGO, `cargo` on PATH
#      or ~/.cargo/bin/cargo): without it the stage fails loudly;
#   2. cargo test --locked in bindings/rust with CARGO_TARGET_DIR=build/rust: ufsecp-sys's
#      build.rs builds the C library with CMake (Release, static), cargo fetches the crates
#      named in Cargo.lock from the registry (the tests' secp256k1 and k256, zeroize, ...).
#      The tests read the official vectors from ../shared/vectors (or UFSECP_VECTORS_DIR)
#      and fail loudly when a file is missing;
#   3. cargo build -p ufsecp --no-default-features: the crate builds without std/alloc;
#   4. cargo fmt --check (bindings/rust/rustfmt.toml), where rustfmt is installed.
# The criterion benchmarks (member ufsecp-bench) are not built here: criterion's compile
# time does not fit the stage's budget; `bash scripts/test-rust.sh bench` runs them.
#
# The last line printed is "N passed, M failed" (the tests of every cargo test binary, doc
# tests included, plus one each for the no_std build and the format check; a cargo test that does not build or run
# counts one failure); exit status 0 only if nothing failed.
# Environment: CARGO, UFSECP_VECTORS_DIR, UFSECP_TEST_ITERS, UFSECP_TEST_SEED (passed through).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1
MODE=${1:-test}
case "$MODE" in
  test | bench) ;;
  *) echo "usage: $0 [test|bench]" >&2; exit 2 ;;
esac

fail_early() { echo "test-rust: $*" >&2; echo "0 passed, 1 failed"; exit 1; }

bash scripts/install-deps.sh || fail_early "scripts/install-deps.sh failed (CMake, Ninja, g++ are needed)"
CARGO=${CARGO:-}
if [[ -z "$CARGO" ]]; then
  if command -v cargo >/dev/null 2>&1; then CARGO=$(command -v cargo)
  elif [[ -x "$HOME/.cargo/bin/cargo" ]]; then CARGO="$HOME/.cargo/bin/cargo"
  fi
fi
[[ -n "$CARGO" ]] && "$CARGO" --version >/dev/null 2>&1 \
  || fail_early "cargo not found (install Rust with rustup, or set CARGO=/path/to/cargo)"
echo "test-rust: $("$CARGO" --version), $(PATH="$(dirname "$CARGO"):$PATH" rustc --version 2>/dev/null)"
export PATH="$(dirname "$CARGO"):$PATH"
export CARGO_TARGET_DIR="$ROOT/build/rust"
mkdir -p "$CARGO_TARGET_DIR"
cd bindings/rust || exit 1

if [[ "$MODE" == bench ]]; then
  "$CARGO" bench --locked -p ufsecp-bench -- "${@:2}"
  exit $?
fi

passed=0
failed=0
log="$CARGO_TARGET_DIR/test.log"
"$CARGO" test --locked --no-fail-fast 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
while read -r p f; do
  passed=$((passed + p)); failed=$((failed + f))
done < <(sed -n 's/^test result: [A-Za-z]*\. \([0-9]*\) passed; \([0-9]*\) failed.*/\1 \2/p' "$log")
if [[ $rc -ne 0 && $failed -eq 0 ]]; then
  echo "test-rust: cargo test exited with $rc without a failed test (build error?)" >&2
  failed=$((failed + 1))
fi
if grep -q "^test result" "$log"; then :; else
  echo "test-rust: no test ran" >&2; failed=$((failed + 1))
fi

if "$CARGO" build --locked -p ufsecp --no-default-features 2>&1 | tail -3; then
  passed=$((passed + 1))
else
  echo "test-rust: the no_std build failed" >&2; failed=$((failed + 1))
fi
if "$CARGO" fmt --version >/dev/null 2>&1; then
  if "$CARGO" fmt --check >/dev/null 2>&1; then
    passed=$((passed + 1))
  else
    echo "test-rust: cargo fmt --check lists changes (run cargo fmt in bindings/rust)" >&2; failed=$((failed + 1))
  fi
else
  echo "test-rust: rustfmt not installed, format check skipped" >&2
fi
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
