#!/usr/bin/env bash
# ufsecp — make sure the reference libsecp256k1 is installed in a prefix (default
# build/libsecp256k1-ref): libsecp256k1 0.7.1, Debian's newest package, unpacked by
# ../shared/baselines/build-libsecp256k1.sh (Debian's binary packages; nothing system-wide,
# Debian 12's own 0.2.0 stays the system library). The speed targets are ratios against it.
#
#   bash scripts/reference.sh [PREFIX]
#
# Does nothing when PREFIX already holds it. Installing needs root (apt); without root it
# says what to run. Prints the prefix on its last line; exit status 0 when it is there.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
prefix=${1:-$ROOT/build/libsecp256k1-ref}
installer=${UFSECP_SHARED_DIR:-$ROOT/../shared}/baselines/build-libsecp256k1.sh

if [[ -f "$prefix/include/secp256k1.h" && -f "$prefix/lib/libsecp256k1.a" && -f "$prefix/VERSION" ]]; then
  echo "$prefix"
  exit 0
fi
if [[ ! -f "$installer" ]]; then
  echo "reference: $installer not found (set UFSECP_SHARED_DIR to the folder holding baselines/)" >&2
  exit 1
fi
if [[ "$(id -u)" -ne 0 ]]; then
  echo "reference: libsecp256k1 0.7.1 is not installed in $prefix, and installing it needs root:" >&2
  echo "  sudo bash $installer $prefix" >&2
  exit 1
fi
echo "reference: installing libsecp256k1 0.7.1 (Debian) into $prefix" >&2
bash "$installer" "$prefix" >&2
echo "$prefix"
