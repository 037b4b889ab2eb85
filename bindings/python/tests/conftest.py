"""Shared helpers: the official vectors are read at run time from ../shared/vectors (or
UFSECP_VECTORS_DIR); a missing file is a test failure, never a skip."""
import csv
import json
import os
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[3]


def vectors_dir() -> pathlib.Path:
    env = os.environ.get("UFSECP_VECTORS_DIR")
    return pathlib.Path(env) if env else REPO.parent / "shared" / "vectors"


def vector_path(rel: str) -> pathlib.Path:
    p = vectors_dir() / rel
    if not p.is_file():
        pytest.fail(f"official vector file missing: {p} (set UFSECP_VECTORS_DIR)", pytrace=False)
    return p


def read_json(rel: str):
    with open(vector_path(rel), encoding="utf-8") as f:
        return json.load(f)


def read_csv(rel: str):
    with open(vector_path(rel), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def iters(default: int) -> int:
    """Randomized test counts scale with UFSECP_TEST_ITERS (a multiplier, default 1, as in
    the C tests' tests/support/test_rng.hpp)."""
    k = int(os.environ.get("UFSECP_TEST_ITERS", "1") or "1")
    return default * max(1, k)
