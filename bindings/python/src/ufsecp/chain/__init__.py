"""ufsecp.chain: chain-scale BIP-352 tweak indexing, silent-payment scanning and bulk
signature verification over Parquet partitions, on Dask (pip install "ufsecp[chain]").

One code path from a laptop to a cluster: each partition is one task, handed to the C
library in one batch call with the GIL released (no Python loop per transaction). With no
scheduler address, an embedded LocalCluster with one single-threaded worker per core.

    from ufsecp import chain
    chain.synth("data", 20_000, seed=1)
    chain.tweak_index("data")
    chain.scan("data", "data/recipients.json")
    chain.verify("data")

CLI: python -m ufsecp.chain {synth,tweak-index,scan,verify} --help. Layout: docs/chain.md.
"""
from __future__ import annotations

import os
from typing import Dict, Optional

from . import jobs
from .runner import Cluster, partitions, run_tasks
from .synth import synth

__all__ = ["synth", "tweak_index", "scan", "verify", "Cluster"]


def _name(p: str) -> str:
    return os.path.basename(p)


def _cluster(cluster, scheduler, workers):
    return (cluster, False) if cluster is not None else (Cluster(scheduler, workers), True)


def tweak_index(data: str, out: Optional[str] = None, *, scheduler: Optional[str] = None,
                workers: Optional[int] = None, resume: bool = False, cluster: Optional[Cluster] = None,
                progress: bool = True) -> Dict:
    """DATA/tx/part-N -> OUT/tweak/part-N (txid, tweak33|null, code, reason) and
    OUT/tweak-errors/part-N (malformed rows with their reason). OUT defaults to DATA."""
    out = out or data
    parts = partitions(os.path.join(data, "tx"))
    tw, er = os.path.join(out, "tweak"), os.path.join(out, "tweak-errors")
    tasks = [(os.path.join(tw, _name(p)), (p, os.path.join(tw, _name(p)), os.path.join(er, _name(p))))
             for p in parts]
    c, own = _cluster(cluster, scheduler, workers)
    try:
        return run_tasks(c, jobs.tweak_partition, tasks, [tw, er], resume, progress, "tweak-index")
    finally:
        if own:
            c.close()


def scan(data: str, recipients: str, out: Optional[str] = None, *, index: Optional[str] = None,
         scheduler: Optional[str] = None, workers: Optional[int] = None, resume: bool = False,
         cluster: Optional[Cluster] = None, progress: bool = True) -> Dict:
    """DATA/tx/part-N + INDEX/tweak/part-N -> OUT/scan/part-N (txid, output_index, recipient,
    label, k, tweak) for every recipient in the recipients file; OUT/scan-errors/part-N: rows
    whose tweak data is not a point. INDEX and OUT default to DATA."""
    out = out or data
    index = index or data
    parts = partitions(os.path.join(data, "tx"))
    sc, er = os.path.join(out, "scan"), os.path.join(out, "scan-errors")
    rp = os.path.abspath(recipients)
    tasks = [(os.path.join(sc, _name(p)), (p, os.path.join(index, "tweak", _name(p)), rp, os.path.join(sc, _name(p)),
                                          os.path.join(er, _name(p)))) for p in parts]
    c, own = _cluster(cluster, scheduler, workers)
    try:
        return run_tasks(c, jobs.scan_partition, tasks, [sc, er], resume, progress, "scan")
    finally:
        if own:
            c.close()


def verify(data: str, out: Optional[str] = None, *, scheduler: Optional[str] = None, workers: Optional[int] = None,
           resume: bool = False, cluster: Optional[Cluster] = None, progress: bool = True) -> Dict:
    """DATA/sigs/part-N (id, kind 0 ECDSA / 1 BIP-340, msg, sig, pubkey) -> OUT/verify/part-N:
    the ids of the rows that fail, with the reason (invalid signature, or malformed)."""
    out = out or data
    parts = partitions(os.path.join(data, "sigs"))
    vd = os.path.join(out, "verify")
    tasks = [(os.path.join(vd, _name(p)), (p, os.path.join(vd, _name(p)))) for p in parts]
    c, own = _cluster(cluster, scheduler, workers)
    try:
        return run_tasks(c, jobs.verify_partition, tasks, [vd], resume, progress, "verify")
    finally:
        if own:
            c.close()
