"""Running the per-partition tasks on Dask: an embedded LocalCluster (one single-threaded
worker process per core) by default, or an existing cluster given its scheduler address.

Faults: a task whose worker dies is rerun by the scheduler elsewhere (distributed's
allowed-failures, default 3); outputs are written atomically per partition, so a rerun
never duplicates or loses rows. --resume skips partitions whose output file exists (the
last file each task writes).
"""
from __future__ import annotations

import glob
import os
import sys
import time
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from .io import clean_tmp

Task = Tuple[str, tuple]  # (output path that marks the partition done, arguments)


class Cluster:
    """A dask.distributed Client over a LocalCluster or a remote scheduler (context manager)."""

    def __init__(self, scheduler: Optional[str] = None, workers: Optional[int] = None, quiet: bool = False):
        from distributed import Client, LocalCluster
        self.cluster = None
        if scheduler:
            self.client = Client(scheduler)
        else:
            n = workers or os.cpu_count() or 1
            # dashboard on a free port: several runs may share a machine
            self.cluster = LocalCluster(n_workers=n, threads_per_worker=1, processes=True, dashboard_address=":0",
                                        silence_logs=40)
            self.client = Client(self.cluster)
        if not quiet:
            print(f"ufsecp.chain: dask dashboard {self.client.dashboard_link}", file=sys.stderr)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()


def run_tasks(cluster: Cluster, fn: Callable, tasks: Sequence[Task], out_dirs: Sequence[str], resume: bool,
              progress: bool = True, name: str = "job") -> Dict:
    """Runs fn(*args) for each task whose output is missing (all when not resume)."""
    for d in out_dirs:
        os.makedirs(d, exist_ok=True)
        clean_tmp(d)
    pending = [(out, args) for out, args in tasks if not (resume and os.path.exists(out))]
    skipped = len(tasks) - len(pending)
    t0 = time.perf_counter()
    client = cluster.client
    futs = [client.submit(fn, *args, key=f"ufsecp-{name}-{os.path.basename(out)}-{os.getpid()}-{t0}", pure=False)
            for out, args in pending]
    if progress and futs and sys.stderr.isatty():
        from distributed import progress as dprogress
        dprogress(futs)
    results = client.gather(futs)
    wall = time.perf_counter() - t0
    for d in out_dirs:  # what workers killed mid-write left (their partitions were rerun)
        clean_tmp(d)
    summary: Dict = {"job": name, "partitions": len(tasks), "skipped": skipped, "ran": len(pending),
                     "wall_s": round(wall, 3)}
    for r in results:
        for k, v in r.items():
            summary[k] = summary.get(k, 0) + v
    if "seconds" in summary:
        summary["task_s"] = round(summary.pop("seconds"), 3)
    if "cpu_s" in summary:  # CPU time of the task threads (reads, C call, writes)
        summary["cpu_s"] = round(summary["cpu_s"], 3)
    return summary


def partitions(folder: str) -> List[str]:
    return sorted(glob.glob(os.path.join(folder, "part-*.parquet")))
