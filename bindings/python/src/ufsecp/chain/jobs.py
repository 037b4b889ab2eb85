"""The per-partition tasks of the three jobs. Each reads its Parquet partition(s), makes one
batch call into the C extension (GIL released inside), and writes its outputs atomically.
No Python loop over rows: columns go to C as flat buffers (columns.py) and come back the
same way. A task is a pure function of its input files: rerunning it (a retry after a
worker died, or a resumed run) writes the same bytes.
"""
from __future__ import annotations

import os
import time
from typing import Dict, List, Optional

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from .. import _ufsecp as C
from . import columns as cols
from .io import atomic_write_table, read_recipients

TWEAK_SCHEMA = pa.schema([("txid", pa.binary(32)), ("tweak", pa.binary(33)), ("code", pa.uint8()),
                          ("reason", pa.dictionary(pa.int8(), pa.string()))])
ERR_SCHEMA = pa.schema([("txid", pa.binary(32)), ("code", pa.uint8()),
                        ("reason", pa.dictionary(pa.int8(), pa.string()))])
SCAN_SCHEMA = pa.schema([("txid", pa.binary(32)), ("output_index", pa.uint32()), ("recipient", pa.string()),
                         ("label", pa.int64()), ("k", pa.uint32()), ("tweak", pa.binary(32))])
VERIFY_SCHEMA = pa.schema([("id", pa.int64()), ("code", pa.uint8()),
                           ("reason", pa.dictionary(pa.int8(), pa.string()))])


def _col(t: pa.Table, name: str) -> pa.Array:
    return cols.one(t.column(name))


# ---- tweak-index ------------------------------------------------------------------------
def public_data(t: pa.Table):
    """(codes, tweaks) of a tx table: one C call."""
    ty, op, ks = _col(t, "in_types"), _col(t, "outpoints"), _col(t, "in_keys")
    valid = cols.valid_mask(_col(t, "txid"), ty, op, ks, _col(t, "outputs"))
    toff, tdata = cols.list_uint8(ty)
    ooff, odata = cols.list_fixed(op, 36)
    koff, kboff, kdata = cols.list_binary(ks)
    codes, tw = C.chain_public_data(len(t), valid.tobytes(), toff, tdata, ooff, odata, koff, kboff, kdata)
    return np.frombuffer(codes, np.uint8), tw


def tweak_partition(tx_path: str, out_path: str, err_path: str) -> Dict:
    t0, c0 = time.perf_counter(), time.thread_time()
    t = pq.read_table(tx_path, columns=["txid", "in_types", "outpoints", "in_keys", "outputs"])
    codes, tw = public_data(t)
    txid = _col(t, "txid")
    table = pa.Table.from_arrays([txid, cols.fixed_from(tw, 33, codes == 0), pa.array(codes, type=pa.uint8()),
                                  cols.reasons(codes, cols.PD_REASONS)], schema=TWEAK_SCHEMA)
    bad = codes >= 100
    errs = pa.Table.from_arrays([txid.filter(pa.array(bad)), pa.array(codes[bad], type=pa.uint8()),
                                 cols.reasons(codes[bad], cols.PD_REASONS)], schema=ERR_SCHEMA)
    atomic_write_table(errs, err_path)       # first: the index file marks the partition done
    atomic_write_table(table, out_path)
    return {"rows": len(t), "with_tweak": int((codes == 0).sum()), "malformed": int(bad.sum()),
            "seconds": time.perf_counter() - t0,
            "cpu_s": time.thread_time() - c0}


# ---- scan -------------------------------------------------------------------------------
_RECIPIENTS_CACHE: Dict = {}


class Recipients:
    """The recipients of a scan in the C call's layout: scan keys, spend keys (internal 64
    bytes), label tables (sorted point33 || tweak32, 65 bytes each) with their offsets, and
    for each table entry its m."""

    def __init__(self, recs: List[dict]):
        self.ids = pa.array([r["id"] for r in recs], type=pa.string())
        self.sks = b"".join(r["scan_seckey"] for r in recs)
        self.spends = b"".join(C.pubkey_parse(r["spend_pubkey"]) for r in recs)
        tabs, ms, off = [], [], [0]
        for r in recs:
            entries = sorted((C.sp_create_label(r["scan_seckey"], m), m) for m in sorted(set(r["labels"])))
            tabs += [p + w for (p, w), _ in entries]
            ms += [m for _, m in entries]
            off.append(off[-1] + len(entries))
        self.labels = b"".join(tabs)
        self.label_m = np.array(ms, dtype=np.int64)
        self.label_off = np.array(off, dtype=np.int32)

    @classmethod
    def from_file(cls, path: str) -> "Recipients":
        st = os.stat(path)
        key = (os.path.abspath(path), st.st_mtime_ns, st.st_size)
        r = _RECIPIENTS_CACHE.get(key)
        if r is None:
            _RECIPIENTS_CACHE.clear()
            r = _RECIPIENTS_CACHE[key] = cls(read_recipients(path))
        return r


def scan_table(tx: pa.Table, idx: pa.Table, rec: Recipients, threads: int = 1):
    """(found table, rows whose tweak data is not a point) for one partition: one C call."""
    codes = np.ascontiguousarray(_col(idx, "code").to_numpy(zero_copy_only=False), dtype=np.uint8)
    tweak = _col(idx, "tweak")
    n = len(idx)
    if len(tx) != n:
        raise ValueError("tweak index and transactions differ in length")
    # a null tweak reads as zeros (code != 0 there); a fixed(33) column always has n*33 bytes
    tw = cols.fixed(tweak, 33) if n else b""
    if len(tw) != 33 * n:  # an all-null column may come without a data buffer
        tw = bytes(33 * n)
    outs = _col(tx, "outputs")
    ooff, odata = cols.list_fixed(outs, 32)
    res = C.chain_sp_scan(n, codes, tw, ooff, odata, rec.sks, rec.spends, rec.labels, rec.label_off, threads)
    row, rc, oi, k, lab = (np.frombuffer(b, np.uint32 if j < 4 else np.int32) for j, b in enumerate(res[:5]))
    twk, bad = res[5], res[6]
    # label index (within the recipient's table) -> m
    mpad = np.append(rec.label_m, 0)
    m = mpad[np.where(lab >= 0, rec.label_off[rc] + lab, len(rec.label_m))]
    txid = _col(tx, "txid").take(pa.array(row))
    order = np.lexsort((oi, rc, row))  # stable output order
    found = pa.Table.from_arrays([
        txid, pa.array(oi), rec.ids.take(pa.array(rc)),
        pa.array(m, type=pa.int64(), mask=lab < 0), pa.array(k),
        cols.fixed_from(twk, 32)], schema=SCAN_SCHEMA).take(pa.array(order))
    return found, np.frombuffer(bad, np.uint8)


def scan_partition(tx_path: str, idx_path: str, recipients_path: str, out_path: str, err_path: str,
                   threads: int = 1) -> Dict:
    t0, c0 = time.perf_counter(), time.thread_time()
    rec = Recipients.from_file(recipients_path)
    tx = pq.read_table(tx_path, columns=["txid", "outputs"])
    idx = pq.read_table(idx_path, columns=["tweak", "code"])
    found, bad = scan_table(tx, idx, rec, threads)
    b = bad != 0
    errs = pa.Table.from_arrays([_col(tx, "txid").filter(pa.array(b)), pa.array(np.full(int(b.sum()), 103, np.uint8)),
                                 cols.reasons(np.full(int(b.sum()), 103, np.uint8), cols.PD_REASONS)],
                                schema=ERR_SCHEMA)
    atomic_write_table(errs, err_path)
    atomic_write_table(found, out_path)
    return {"rows": len(tx), "found": found.num_rows, "malformed": int(b.sum()), "seconds": time.perf_counter() - t0,
            "cpu_s": time.thread_time() - c0}


# ---- verify -----------------------------------------------------------------------------
def verify_codes(t: pa.Table, threads: int = 1, each: bool = False) -> np.ndarray:
    kind, msg, sig, pk = _col(t, "kind"), _col(t, "msg"), _col(t, "sig"), _col(t, "pubkey")
    valid = cols.valid_mask(_col(t, "id"), kind, msg, sig, pk)
    kinds = np.ascontiguousarray(kind.fill_null(255).to_numpy(zero_copy_only=False), dtype=np.uint8)
    moff, md = cols.binary(msg)
    soff, sd = cols.binary(sig)
    koff, kd = cols.binary(pk)
    fn = C.chain_verify_each if each else C.chain_verify
    return np.frombuffer(fn(len(t), valid.tobytes(), kinds, moff, md, soff, sd, koff, kd, threads), np.uint8)


def verify_partition(sig_path: str, out_path: str, threads: int = 1) -> Dict:
    t0, c0 = time.perf_counter(), time.thread_time()
    t = pq.read_table(sig_path)
    codes = verify_codes(t, threads)
    bad = codes != 0
    out = pa.Table.from_arrays([_col(t, "id").filter(pa.array(bad)), pa.array(codes[bad], type=pa.uint8()),
                                cols.reasons(codes[bad], cols.V_REASONS)], schema=VERIFY_SCHEMA)
    atomic_write_table(out, out_path)
    return {"rows": len(t), "failed": int((codes == 1).sum()), "malformed": int((codes >= 100).sum()),
            "seconds": time.perf_counter() - t0,
            "cpu_s": time.thread_time() - c0}
