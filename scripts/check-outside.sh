#!/usr/bin/env bash
# ufsecp — outside material stays outside the project (stage `outside` of scripts/test.sh).
#
#   bash scripts/check-outside.sh
#
# 1. No file tracked by git is byte-identical to a file under ../shared/ (the public test
#    vectors, specifications and baselines beside the repository root, or $UFSECP_SHARED_DIR):
#    the sha256 of every `git ls-files` entry against the sha256 of every file there. Tests
#    read vectors from ../shared/vectors at run time instead (tests/support/vectors.hpp).
#    Empty files are not compared (every empty file is identical to every other).
# 2. No build file or script fetches or builds third-party source: no FetchContent,
#    ExternalProject, git clone/submodule, curl or wget in CMake files, scripts/ or .ci/.
#    Dependencies come from the package registries (apt, PyPI, crates.io, npm, Go modules).
# A missing ../shared is a failure, not a skip. Last line: "N passed, M failed" (one check per
# tracked file for 1, one per build file or script for 2); exit status 0 only if all passed.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1
SHARED=${UFSECP_SHARED_DIR:-$ROOT/../shared}

pass=0
fail=0
if [[ ! -d "$SHARED" ]]; then
  echo "outside: no shared directory at $SHARED (set UFSECP_SHARED_DIR to the folder holding vectors/, specs/, baselines/)"
  echo "0 passed, 1 failed"
  exit 1
fi

# 1. copies: hash -> a file of ../shared with that content
declare -A shared_hash=()
while read -r h f; do
  shared_hash[$h]=${f#"$SHARED"/}
done < <(find "$SHARED" -type f -size +0 -print0 | xargs -0 -r sha256sum)
echo "outside: ${#shared_hash[@]} distinct files under $SHARED"

while IFS= read -r -d '' f; do
  [[ -f "$f" && -s "$f" ]] || continue
  h=$(sha256sum "$f" | cut -d' ' -f1)
  if [[ -n "${shared_hash[$h]:-}" ]]; then
    echo "FAILED: $f is a copy of ../shared/${shared_hash[$h]}: read it from there at run time instead"
    fail=$((fail + 1))
  else
    pass=$((pass + 1))
  fi
done < <(git ls-files -z)
echo "outside: $pass tracked files are not copies of ../shared"

# 2. fetching third-party source
fetch_re='FetchContent|ExternalProject|git[[:space:]]+(clone|submodule)|(^|[^[:alnum:]_-])(curl|wget)[[:space:]]'
nscripts=0
while IFS= read -r -d '' f; do
  [[ "$f" == scripts/check-outside.sh ]] && continue
  nscripts=$((nscripts + 1))
  if hits=$(grep -nE "$fetch_re" "$f"); then
    echo "FAILED: $f fetches or builds outside source:"
    printf '  %s\n' "$hits"
    fail=$((fail + 1))
  else
    pass=$((pass + 1))
  fi
done < <(git ls-files -z -- 'CMakeLists.txt' '*.cmake' '*.cmake.in' 'scripts/*' '.ci/*')
echo "outside: $nscripts build files and scripts checked for downloads"

echo "$pass passed, $fail failed"
((fail == 0))
