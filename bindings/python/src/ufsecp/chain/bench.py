"""python -m ufsecp.chain.bench: the throughput numbers of bindings/python/README.md.

Per core, on synthetic data (synth): tweak-index and scan (1 recipient without labels;
many recipients with labels) through Dask with 1 and 2 LocalCluster workers; the same C
batch calls made directly in this process (no Dask: the ceiling); the reference scan one
transaction at a time through libsecp256k1 0.7.1 with ctypes (its public functions:
ec_pubkey_tweak_mul, tagged_sha256, ec_pubkey_tweak_add, serialize, compare: how wallets
scanned before a silent-payments module existed); verification per signature in the
pipeline against the C batch verifier called directly and one verify call per row.

    python -m ufsecp.chain.bench --tx 1000000 --many-tx 2000 --dir /tmp/chainbench
    python -m ufsecp.chain.bench --quick        # smoke run (the test stage)
"""
from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import json
import os
import shutil
import sys
import time
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from .. import _ufsecp as C
from . import jobs, scan, synth, tweak_index, verify
from .io import write_private_json
from .runner import Cluster, partitions
from .synth import recipient_keys

REF_CANDIDATES = ["build/libsecp256k1-ref/lib/libsecp256k1.so", "/work/ref/lib/libsecp256k1.so"]


def _recipients_file(path: str, seed: int, n: int, labels) -> None:
    recs = []
    for i in range(n):
        sc, sp = recipient_keys(seed, i) if i < 5 else recipient_keys(seed + 1000, i)
        recs.append({"id": f"r{i}", "scan_seckey": sc.hex(),
                     "spend_pubkey": C.pubkey_serialize(C.pubkey_create(sp), True).hex(), "labels": list(labels)})
    write_private_json(path, {"recipients": recs})


def _load(data: str, max_rows=None):
    tx = pa.concat_tables([pq.read_table(p, columns=["txid", "outputs"]) for p in partitions(f"{data}/tx")])
    idx = pa.concat_tables([pq.read_table(p, columns=["tweak", "code"]) for p in partitions(f"{data}/tweak")])
    if max_rows:
        tx, idx = tx.slice(0, max_rows), idx.slice(0, max_rows)
    return tx.combine_chunks(), idx.combine_chunks()


class Ref:
    """libsecp256k1 0.7.1 through ctypes: one transaction at a time, 1 recipient, no labels."""

    def __init__(self, path: str):
        L = self.L = ctypes.CDLL(path)
        L.secp256k1_context_create.restype = ctypes.c_void_p
        L.secp256k1_context_create.argtypes = [ctypes.c_uint]
        for f in ("secp256k1_ec_pubkey_parse", "secp256k1_ec_pubkey_tweak_mul", "secp256k1_ec_pubkey_tweak_add",
                  "secp256k1_ec_pubkey_serialize", "secp256k1_tagged_sha256"):
            getattr(L, f).argtypes = None
            getattr(L, f).restype = ctypes.c_int
        self.ctx = ctypes.c_void_p(L.secp256k1_context_create(1))

    def scan(self, scan_sk: bytes, spend33: bytes, tweaks: bytes, codes: np.ndarray, outs_off, outs: bytes):
        L, ctx = self.L, self.ctx
        spend = ctypes.create_string_buffer(64)
        assert L.secp256k1_ec_pubkey_parse(ctx, spend, spend33, ctypes.c_size_t(33))
        tag = b"BIP0352/SharedSecret"
        pk = ctypes.create_string_buffer(64)
        p = ctypes.create_string_buffer(64)
        ser = ctypes.create_string_buffer(33)
        sl = ctypes.c_size_t(33)
        tk = ctypes.create_string_buffer(32)
        found = 0
        for i in range(len(codes)):
            if codes[i]:
                continue
            if not L.secp256k1_ec_pubkey_parse(ctx, pk, tweaks[33 * i:33 * i + 33], ctypes.c_size_t(33)):
                continue
            if not L.secp256k1_ec_pubkey_tweak_mul(ctx, pk, scan_sk):
                continue
            sl.value = 33
            L.secp256k1_ec_pubkey_serialize(ctx, ser, ctypes.byref(sl), pk, 258)  # compressed
            shared = ser.raw
            o = outs[32 * int(outs_off[i]):32 * int(outs_off[i + 1])]
            xs = {o[j:j + 32] for j in range(0, len(o), 32)}
            k = 0
            while True:
                msg = shared + k.to_bytes(4, "big")
                L.secp256k1_tagged_sha256(ctx, tk, tag, ctypes.c_size_t(len(tag)), msg, ctypes.c_size_t(37))
                ctypes.memmove(p, spend, 64)
                if not L.secp256k1_ec_pubkey_tweak_add(ctx, p, tk.raw):
                    break
                sl.value = 33
                L.secp256k1_ec_pubkey_serialize(ctx, ser, ctypes.byref(sl), p, 258)
                if ser.raw[1:] in xs:
                    found += 1
                    k += 1
                else:
                    break
        return found


def _job_rates(fn, n_rows, workers_list, **kw):
    out = {}
    for w in workers_list:
        with Cluster(workers=w, quiet=True) as c:
            r = fn(cluster=c, progress=False, **kw)
        # wall: the machine's throughput with w workers; cpu: per core, from the task threads'
        # CPU time (on a shared, loaded machine the only per-core number that means anything)
        out[w] = {"tx_per_s_wall": n_rows / r["wall_s"], "tx_per_s_per_core_wall": n_rows / r["wall_s"] / w,
                  "tx_per_cpu_s": n_rows / r["cpu_s"], "wall_s": r["wall_s"], "task_s": r.get("task_s"),
                  "cpu_s": r["cpu_s"], "found": r.get("found")}
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ufsecp.chain.bench")
    ap.add_argument("--tx", type=int, default=1_000_000)
    ap.add_argument("--many-tx", type=int, default=2000, help="transactions for the many-recipients scan")
    ap.add_argument("--many", type=int, default=1000, help="recipients (each with the change label and m=1)")
    ap.add_argument("--ref-tx", type=int, default=20_000, help="transactions for the ctypes reference")
    ap.add_argument("--sigs", type=int, default=200_000)
    ap.add_argument("--partition-rows", type=int, default=50_000)
    ap.add_argument("--workers", default="1,2")
    ap.add_argument("--dir", default="build/chain/bench")
    ap.add_argument("--ref", help="libsecp256k1.so (0.7.1) for the reference")
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args(argv)
    if a.quick:
        a.tx, a.many_tx, a.many, a.ref_tx, a.sigs, a.partition_rows, a.workers = 4000, 200, 20, 1000, 4000, 1000, "2"
    wl = [int(x) for x in a.workers.split(",")]
    data = a.dir
    shutil.rmtree(data, ignore_errors=True)
    res = {"tx": a.tx, "cpus": os.cpu_count(), "loadavg_before": os.getloadavg()}
    t0 = time.perf_counter()
    info = synth(data, a.tx, seed=11, partition_rows=a.partition_rows, n_recipients=5, n_labels=1, n_sigs=a.sigs)
    res["synth_s"] = time.perf_counter() - t0
    res["planted_outputs"] = info["planted_outputs"]
    one = os.path.join(data, "one.json")
    _recipients_file(one, 11, 1, [])
    many = os.path.join(data, "many.json")
    _recipients_file(many, 11, a.many, [0, 1])
    # tweak-index through Dask (1, 2 workers), then the C call directly
    res["tweak_index_dask"] = _job_rates(lambda **kw: tweak_index(data, **kw), a.tx, wl)
    tx_parts = partitions(f"{data}/tx")
    tabs = [pq.read_table(p) for p in tx_parts[:4]]
    rows = sum(t.num_rows for t in tabs)
    t0 = time.thread_time()
    for t in tabs:
        jobs.public_data(t)
    res["tweak_index_c_direct_tx_per_s"] = rows / (time.thread_time() - t0)
    # scan, 1 recipient
    res["scan1_dask"] = _job_rates(lambda **kw: scan(data, one, os.path.join(data, "s1"), **kw), a.tx, wl)
    tx, idx = _load(data, 200_000)
    rec1 = jobs.Recipients.from_file(one)
    t0 = time.thread_time()
    f1, _ = jobs.scan_table(tx, idx, rec1)
    res["scan1_c_direct_tx_per_s"] = tx.num_rows / (time.thread_time() - t0)
    # reference: libsecp256k1 0.7.1 through ctypes, one transaction at a time
    ref = a.ref or next((p for p in REF_CANDIDATES if os.path.exists(p)), None)
    if ref:
        rt, ri = tx.slice(0, a.ref_tx), idx.slice(0, a.ref_tx)
        from .columns import fixed, list_fixed
        off, od_ = list_fixed(cols_one(rt.column("outputs")), 32)
        od: Any = od_
        codes = ri.column("code").to_numpy()
        r0 = json.load(open(one))["recipients"][0]
        R = Ref(ref)
        t0 = time.thread_time()
        nf = R.scan(bytes.fromhex(r0["scan_seckey"]), bytes.fromhex(r0["spend_pubkey"]),
                    bytes(fixed(cols_one(ri.column("tweak")), 33)), codes, off,
                    bytes(od))
        res["scan1_ref_ctypes_tx_per_s"] = rt.num_rows / (time.thread_time() - t0)
        f1r, _ = jobs.scan_table(rt, ri, rec1)
        assert nf == f1r.num_rows, (nf, f1r.num_rows)  # same payments found
        res["scan1_ref_found"] = nf
        res["ref"] = ref
    # scan, many recipients with labels, on the first many_tx transactions
    mdata = os.path.join(data, "many")
    os.makedirs(os.path.join(mdata, "tx"), exist_ok=True)
    os.makedirs(os.path.join(mdata, "tweak"), exist_ok=True)
    mt, mi = _load(data, a.many_tx)
    full = pq.read_table(tx_parts[0]).slice(0, a.many_tx)
    half = max(1, a.many_tx // 2)
    for j, s in enumerate((slice(0, half), slice(half, a.many_tx))):
        pq.write_table(full.slice(s.start, s.stop - s.start), f"{mdata}/tx/part-{j:05d}.parquet")
        pq.write_table(pq.read_table(partitions(f"{data}/tweak")[0]).slice(s.start, s.stop - s.start),
                       f"{mdata}/tweak/part-{j:05d}.parquet")
    res["many_recipients"] = a.many
    res["many_tx"] = a.many_tx
    res["scan_many_dask"] = _job_rates(lambda **kw: scan(mdata, many, **kw), a.many_tx, wl)
    recm = jobs.Recipients.from_file(many)
    t0 = time.thread_time()
    jobs.scan_table(mt, mi, recm)
    res["scan_many_c_direct_tx_per_s"] = a.many_tx / (time.thread_time() - t0)
    # verification: pipeline vs the C batch verifier vs one call per row
    res["sigs"] = a.sigs
    res["verify_dask"] = _job_rates(lambda **kw: verify(data, **kw), a.sigs, wl)
    st = pq.read_table(partitions(f"{data}/sigs")[0])
    t0 = time.thread_time()
    jobs.verify_codes(st)
    res["verify_c_batch_sig_per_s"] = st.num_rows / (time.thread_time() - t0)
    t0 = time.thread_time()
    jobs.verify_codes(st, each=True)
    res["verify_c_each_sig_per_s"] = st.num_rows / (time.thread_time() - t0)
    res["loadavg_after"] = os.getloadavg()
    print(json.dumps(res, indent=1, default=float))
    return 0


def cols_one(c):
    from .columns import one
    return one(c)


if __name__ == "__main__":
    sys.exit(main())
