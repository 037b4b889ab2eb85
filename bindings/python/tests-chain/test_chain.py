"""ufsecp.chain: the pieces in-process, then the three jobs on a 2-worker LocalCluster with
the truth file matched exactly, a worker killed mid-run, --resume, malformed rows counted.

UFSECP_CHAIN_TX (default 20000) sets the size of the Dask data set.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
import subprocess
import sys

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from ufsecp import _ufsecp as C
from ufsecp import chain
from ufsecp.chain import columns as cols
from ufsecp.chain import jobs
from ufsecp.chain.io import KILL_ONCE_ENV, read_recipients
from ufsecp.chain.runner import partitions

N_TX = int(os.environ.get("UFSECP_CHAIN_TX", "20000"))


def _read(folder):
    ps = partitions(folder)
    return pa.concat_tables([pq.read_table(p) for p in ps]) if ps else None


def _set(t, names):
    return {tuple(r[n] for n in names) for r in t.select(names).to_pylist()}


def _check_truth(data, out):
    """Every planted payment found with its tweak and label, nothing else; malformed rows."""
    truth = pq.read_table(os.path.join(data, "truth", "payments.parquet"))
    found = _read(os.path.join(out, "scan"))
    names = ["txid", "output_index", "recipient", "label", "tweak"]
    assert found.num_rows == truth.num_rows
    assert _set(found, names) == _set(truth, names)
    mal = pq.read_table(os.path.join(data, "truth", "malformed.parquet"))
    errs = _read(os.path.join(out, "tweak-errors"))
    assert _set(errs, ["txid", "code"]) == _set(mal, ["txid", "code"])
    sig_truth = pq.read_table(os.path.join(data, "truth", "sigs.parquet"))
    ver = _read(os.path.join(out, "verify"))
    assert _set(ver, ["id", "code"]) == _set(sig_truth, ["id", "code"])
    return truth.num_rows, mal.num_rows, sig_truth.num_rows


# ---- pieces, in-process ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def small(tmp_path_factory):
    d = str(tmp_path_factory.mktemp("small"))
    info = chain.synth(d, 3000, seed=7, partition_rows=1000, n_recipients=4, n_labels=3, plant_rate=0.03,
                       malformed_rate=0.01, n_sigs=3000)
    return d, info


def test_synth_deterministic(small, tmp_path):
    d, info = small
    chain.synth(str(tmp_path), 3000, seed=7, partition_rows=1000, n_recipients=4, n_labels=3, plant_rate=0.03,
                malformed_rate=0.01, n_sigs=3000)
    for sub in ("tx/part-00000.parquet", "tx/part-00002.parquet", "sigs/part-00001.parquet",
                "truth/payments.parquet"):
        assert pq.read_table(os.path.join(d, sub)).equals(pq.read_table(os.path.join(tmp_path, sub))), sub
    assert info["planted_outputs"] > 50 and info["malformed_tx"] > 10 and info["bad_sigs"] > 5
    assert stat.S_IMODE(os.stat(os.path.join(d, "recipients.json")).st_mode) == 0o600


def test_jobs_in_process_match_truth(small, tmp_path):
    d, _ = small
    out = str(tmp_path)
    for sub in ("tweak", "tweak-errors"):
        os.makedirs(f"{out}/{sub}", exist_ok=True)
    for p in partitions(os.path.join(d, "tx")):
        n = os.path.basename(p)
        jobs.tweak_partition(p, f"{out}/tweak/{n}", f"{out}/tweak-errors/{n}")
    os.makedirs(f"{out}/scan", exist_ok=True)
    os.makedirs(f"{out}/scan-errors", exist_ok=True)
    os.makedirs(f"{out}/verify", exist_ok=True)
    for p in partitions(os.path.join(d, "tx")):
        n = os.path.basename(p)
        jobs.scan_partition(p, f"{out}/tweak/{n}", f"{d}/recipients.json", f"{out}/scan/{n}", f"{out}/scan-errors/{n}")
    for p in partitions(os.path.join(d, "sigs")):
        jobs.verify_partition(p, f"{out}/verify/{os.path.basename(p)}")
    planted, mal, bad = _check_truth(d, out)
    assert planted > 0 and mal > 0 and bad > 0


def _eligible_keys(types, keys):
    xs = b"".join(k for t, k in zip(types, keys) if t == cols.P2TR)
    ps = b"".join(k for t, k in zip(types, keys) if cols.P2WPKH <= t <= cols.P2PKH and len(k) == 33)
    return xs, ps


def test_public_data_equals_single_tx_api(small):
    """The batch tweak data of every row = the one-transaction API's (differential)."""
    d, _ = small
    t = pq.read_table(partitions(os.path.join(d, "tx"))[0])
    codes, tw = jobs.public_data(t)
    rows = t.to_pylist()
    checked = 0
    for i, r in enumerate(rows):
        if codes[i] >= 100:
            continue
        if cols.SEGWIT_V2 in r["in_types"]:
            assert codes[i] == 2
            continue
        xs, ps = _eligible_keys(r["in_types"], r["in_keys"])
        if not xs and not ps:
            assert codes[i] == 1
            continue
        small36 = C.sp_smallest_outpoint(b"".join(r["outpoints"]))
        assert codes[i] == 0
        assert tw[33 * i:33 * i + 33] == C.sp_public_data(small36, xs, ps)
        checked += 1
    assert checked > 300


def test_scan_equals_list_scanner(small):
    """The flat scan of a partition = the list-based batch scanner, recipient by recipient."""
    d, _ = small
    p = partitions(os.path.join(d, "tx"))[1]
    tx = pq.read_table(p)
    codes, tw = jobs.public_data(tx)
    idx = pa.table({"tweak": cols.fixed_from(tw, 33, codes == 0), "code": pa.array(codes, type=pa.uint8())})
    rec = jobs.Recipients(read_recipients(os.path.join(d, "recipients.json")))
    found, bad = jobs.scan_table(tx, idx, rec)
    assert not bad.any()
    got = {(r["txid"], r["output_index"], r["recipient"], r["tweak"]) for r in found.to_pylist()}
    outs = tx.column("outputs").to_pylist()
    txids = tx.column("txid").to_pylist()
    want = set()
    for r in read_recipients(os.path.join(d, "recipients.json")):
        labels = sorted(C.sp_create_label(r["scan_seckey"], m) for m in r["labels"])
        rows = [i for i in range(len(codes)) if codes[i] == 0]
        res = C.sp_scan_batch(r["scan_seckey"], C.pubkey_parse(r["spend_pubkey"]),
                              [(tw[33 * i:33 * i + 33], b"".join(outs[i])) for i in rows], labels, 1)
        for i, fl in zip(rows, res):
            for oi, _k, twk, _lab in fl:
                want.add((txids[i], oi, r["id"], twk))
    assert got == want and len(want) > 0


def test_bad_tweak_rows_reported_not_fatal(small):
    d, _ = small
    tx = pq.read_table(partitions(os.path.join(d, "tx"))[0])
    codes, tw = jobs.public_data(tx)
    ok = np.nonzero(codes == 0)[0]
    tw = bytearray(tw)
    tw[33 * ok[0]:33 * ok[0] + 33] = b"\x02" + b"\xff" * 32  # x >= p: not a point
    idx = pa.table({"tweak": cols.fixed_from(bytes(tw), 33, codes == 0), "code": pa.array(codes, type=pa.uint8())})
    rec = jobs.Recipients(read_recipients(os.path.join(d, "recipients.json")))
    found, bad = jobs.scan_table(tx, idx, rec)
    assert bad.sum() == 1 and bad[ok[0]] == 1


def test_corrupt_offsets_raise():
    off = np.array([0, 5, 3], np.int32)  # decreasing
    with pytest.raises(Exception, match="BAD_LENGTH"):
        C.chain_public_data(2, b"\1\1", off, b"\0" * 5, np.array([0, 1, 2], np.int32), b"\0" * 72,
                            np.array([0, 1, 2], np.int32), np.array([0, 32, 64], np.int32), b"\0" * 64)
    with pytest.raises(Exception, match="BAD_LENGTH"):  # offsets past the data
        C.chain_verify(1, b"\1", b"\0", np.array([0, 32], np.int32), b"\0" * 31, np.array([0, 64], np.int32),
                       b"\0" * 64, np.array([0, 33], np.int32), b"\0" * 33, 1)


def test_verify_batch_equals_each(small):
    d, _ = small
    t = pq.read_table(partitions(os.path.join(d, "sigs"))[0])
    a, b = jobs.verify_codes(t), jobs.verify_codes(t, each=True)
    assert (a == b).all() and (a == 1).sum() > 0 and (a >= 100).sum() > 0


def test_recipients_file_warns_when_readable(tmp_path):
    p = tmp_path / "r.json"
    p.write_text(json.dumps({"recipients": [{"id": "x", "scan_seckey": "11" * 32,
                                             "spend_pubkey": "02" + "79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
                                             "labels": [0]}]}))
    os.chmod(p, 0o644)
    with pytest.warns(UserWarning, match="readable by others"):
        read_recipients(str(p))
    p.write_text('{"recipients": [{"id": "x", "scan_seckey": "zz"}]}')
    os.chmod(p, 0o600)
    with pytest.raises(ValueError) as e:
        read_recipients(str(p))
    assert "zz" not in str(e.value)


# ---- Dask: 2-worker LocalCluster ---------------------------------------------------------------
@pytest.fixture(scope="module")
def big(tmp_path_factory):
    d = str(tmp_path_factory.mktemp("big"))
    info = chain.synth(d, N_TX, seed=3, partition_rows=max(1, N_TX // 10), n_recipients=5, n_labels=3,
                       plant_rate=0.01, malformed_rate=0.002)
    return d, info


@pytest.fixture(scope="module")
def cluster():
    c = chain.Cluster(workers=2, quiet=True)
    yield c
    c.close()


def test_dask_jobs_match_truth(big, cluster):
    d, info = big
    r1 = chain.tweak_index(d, cluster=cluster, progress=False)
    assert r1["rows"] == N_TX and r1["malformed"] == info["malformed_tx"] > 0
    r2 = chain.scan(d, os.path.join(d, "recipients.json"), cluster=cluster, progress=False)
    assert r2["found"] == info["planted_outputs"] > 0
    r3 = chain.verify(d, cluster=cluster, progress=False)
    assert r3["failed"] + r3["malformed"] == info["bad_sigs"]
    _check_truth(d, d)
    print("dask truth:", json.dumps([r1, r2, r3]))


def test_resume_skips_finished_partitions(big, cluster, tmp_path):
    d, _ = big
    out = str(tmp_path)
    chain.tweak_index(d, out, cluster=cluster, progress=False)
    parts = partitions(os.path.join(out, "tweak"))
    # an interrupted run: two partitions missing, one temporary file left behind
    os.unlink(parts[1])
    os.unlink(parts[4])
    open(parts[2] + ".tmp-999-deadbeef", "wb").write(b"partial")
    before = {p: os.stat(p).st_mtime_ns for p in parts if os.path.exists(p)}
    r = chain.tweak_index(d, out, cluster=cluster, resume=True, progress=False)
    assert r["skipped"] == len(parts) - 2 and r["ran"] == 2
    for p, m in before.items():
        assert os.stat(p).st_mtime_ns == m  # finished partitions untouched
    assert not [n for n in os.listdir(os.path.join(out, "tweak")) if ".tmp-" in n]
    assert _read(os.path.join(out, "tweak")).equals(_read(os.path.join(d, "tweak")))


def test_killed_worker_changes_nothing(big, tmp_path):
    d, _ = big
    if not os.path.exists(os.path.join(d, "scan")):
        pytest.fail("run after test_dask_jobs_match_truth")
    marker = str(tmp_path / "killed")
    os.environ[KILL_ONCE_ENV] = marker
    try:
        c = chain.Cluster(workers=2, quiet=True)
    finally:
        del os.environ[KILL_ONCE_ENV]
    try:
        out = str(tmp_path / "out")
        chain.tweak_index(d, out, cluster=c, progress=False)
        assert os.path.exists(marker)  # a worker died mid-write
        os.unlink(marker)  # the scan's first write kills a worker again
        chain.scan(d, os.path.join(d, "recipients.json"), out, index=out, cluster=c, progress=False)
        assert os.path.exists(marker)
    finally:
        c.close()
    for sub in ("tweak", "tweak-errors", "scan"):
        assert _read(os.path.join(out, sub)).equals(_read(os.path.join(d, sub))), sub
        assert not [n for n in os.listdir(os.path.join(out, sub)) if ".tmp-" in n]


def test_cli_scan_no_secret_in_output(big, tmp_path):
    d, _ = big
    out = str(tmp_path)
    env = dict(os.environ)
    r = subprocess.run([sys.executable, "-m", "ufsecp.chain", "scan", d, "--recipients",
                        os.path.join(d, "recipients.json"), "--out", out, "--workers", "2", "--no-progress"],
                       capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    assert summary["found"] == pq.read_table(os.path.join(d, "truth", "payments.parquet")).num_rows
    assert "dashboard" in r.stderr
    for rec in json.load(open(os.path.join(d, "recipients.json")))["recipients"]:
        assert rec["scan_seckey"] not in r.stdout + r.stderr


def test_random_garbage_never_crashes():
    """Random offsets and buffers (corrupt files): a clean exception or a result, never a
    crash or an out-of-bounds read (the stage's ASan run of this file checks the latter)."""
    rng = np.random.default_rng(5)
    ok = raised = 0
    for _ in range(400 * int(os.environ.get("UFSECP_TEST_ITERS", "1"))):
        n = int(rng.integers(0, 6))

        def off(w=1, m=None):
            if rng.random() < 0.7:
                return np.sort(rng.integers(0, 8, size=n + 1)).astype(np.int32)
            return rng.integers(-3, 1000, size=int(rng.integers(0, n + 3))).astype(np.int32)

        def data(k):
            return rng.integers(0, 256, size=int(rng.integers(0, k)), dtype=np.uint8).tobytes()

        try:
            which = int(rng.integers(0, 3))
            if which == 0:
                kb = off()
                C.chain_public_data(n, bytes(rng.integers(0, 2, size=n, dtype=np.uint8)), off(), data(40), off(),
                                    data(300), off(), kb, data(300))
            elif which == 1:
                C.chain_sp_scan(n, bytes(rng.integers(0, 2, size=n, dtype=np.uint8)), data(1) + bytes(33 * n)[:33 * n],
                                off(), data(300), bytes(32), C.pubkey_create(b"\x01" * 32), b"", np.zeros(2, np.int32), 1)
            else:
                C.chain_verify(n, bytes(n), bytes(rng.integers(0, 3, size=n, dtype=np.uint8)), off(), data(100), off(),
                               data(200), off(), data(100), 1)
            ok += 1
        except Exception:
            raised += 1
    assert ok + raised == 400 * int(os.environ.get("UFSECP_TEST_ITERS", "1")) and raised > 0


def test_scheduler_address(big, cluster, tmp_path):
    """--scheduler: the same job through a Client connected by address (as on a cluster)."""
    d, info = big
    r = chain.verify(d, str(tmp_path), scheduler=cluster.cluster.scheduler_address, progress=False)
    assert r["failed"] + r["malformed"] == info["bad_sigs"]
    assert _read(os.path.join(tmp_path, "verify")).equals(_read(os.path.join(d, "verify")))
