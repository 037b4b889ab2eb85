"""python -m ufsecp.chain {synth,tweak-index,scan,verify}: see ufsecp.chain and docs/chain.md.

Recipients' secrets are read from a file (--recipients FILE), never from the command line;
nothing secret is printed.
"""
from __future__ import annotations

import argparse
import json
import sys

from . import scan, synth, tweak_index, verify


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ufsecp.chain", description=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)

    def common(p):
        p.add_argument("data", help="the data set folder (tx/, sigs/ partitions)")
        p.add_argument("--out", help="output folder (default: DATA)")
        p.add_argument("--scheduler", help="tcp://host:port of an existing dask scheduler (default: a LocalCluster)")
        p.add_argument("--workers", type=int, help="LocalCluster workers (default: one per core)")
        p.add_argument("--resume", action="store_true", help="skip partitions whose output exists")
        p.add_argument("--no-progress", action="store_true")

    s = sub.add_parser("synth", help="write a synthetic chain-like data set")
    s.add_argument("data")
    s.add_argument("--tx", type=int, default=20_000)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--partition-rows", type=int, default=100_000)
    s.add_argument("--n-recipients", type=int, default=3, help="recipients to plant payments to")
    s.add_argument("--labels", type=int, default=2, help="labels per recipient besides the change label")
    s.add_argument("--plant-rate", type=float, default=0.01)
    s.add_argument("--malformed-rate", type=float, default=0.001)
    s.add_argument("--sigs", type=int, help="signature rows (default: --tx)")
    common(sub.add_parser("tweak-index", help="BIP-352 public tweak data per transaction"))
    p = sub.add_parser("scan", help="find the outputs paying the recipients")
    common(p)
    p.add_argument("--recipients", required=True, help="JSON file with the recipients' scan keys (mode 0600)")
    p.add_argument("--index", help="folder holding tweak/ (default: DATA)")
    common(sub.add_parser("verify", help="bulk signature verification"))
    a = ap.parse_args(argv)
    if a.cmd == "synth":
        r = synth(a.data, a.tx, seed=a.seed, partition_rows=a.partition_rows, n_recipients=a.n_recipients,
                  n_labels=a.labels, plant_rate=a.plant_rate, malformed_rate=a.malformed_rate, n_sigs=a.sigs)
    else:
        kw = dict(out=a.out, scheduler=a.scheduler, workers=a.workers, resume=a.resume, progress=not a.no_progress)
        if a.cmd == "tweak-index":
            r = tweak_index(a.data, **kw)
        elif a.cmd == "scan":
            r = scan(a.data, a.recipients, index=a.index, **kw)
        else:
            r = verify(a.data, **kw)
    print(json.dumps(r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
