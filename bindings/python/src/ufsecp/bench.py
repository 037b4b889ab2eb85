"""``python -m ufsecp.bench``: ufsecp against coincurve, and, when they are installed,
python-secp256k1 (``pysecp256k1``, ctypes; it needs libsecp256k1 >= 0.5, e.g.
PYSECP_SO=/path/libsecp256k1.so) and secp256k1-py (``secp256k1``, cffi), in one process,
interleaved.

Every round times a block of calls of each (operation, library) pair in turn, so load on a
shared machine hits all of them alike; each row reports the best round (load only ever adds
time). The clock is the thread's CPU time by default (time spent preempted by other
processes does not count; ``--clock wall`` for elapsed time); every library is
single-threaded here, so the two agree on a quiet machine. The "C" column is the same C function called in a loop from C (no Python), so
``py - C`` is what the Python layer costs per call. A second table measures the bare call
overhead of the extension against ctypes and cffi calling the same C function.

Usage: python -m ufsecp.bench [--rounds R] [--calls N] [--quick] [--markdown] [--clock cpu|wall]
"""

from __future__ import annotations

import argparse
import ctypes
import hashlib
import os
import sys
import time
from typing import Callable, Dict, List, Optional, Tuple

import ufsecp
from ufsecp import _c

Op = Callable[[], object]


_CLOCK = {"cpu": time.thread_time_ns, "wall": time.perf_counter_ns}
_clock = _CLOCK["cpu"]
_cpu = True


def _timeit(fn: Op, calls: int) -> float:
    clock = _clock
    t0 = clock()
    for _ in range(calls):
        fn()
    return (clock() - t0) / calls


def _ops_ufsecp(raw: bytes, msg: bytes, peer: bytes) -> Dict[str, Op]:
    sk = ufsecp.SecretKey(raw)
    pk, xk = sk.public_key, sk.xonly_public_key
    sig, ssig = sk.sign_ecdsa(msg), sk.sign_schnorr(msg)
    PublicKey = ufsecp.PublicKey
    return {
        "pubkey create": lambda: PublicKey.from_secret_key(raw).serialize(),
        "ECDSA sign": lambda: sk.sign_ecdsa(msg),
        "ECDSA verify": lambda: pk.verify_ecdsa(sig, msg),
        "Schnorr sign": lambda: sk.sign_schnorr(msg),
        "Schnorr verify": lambda: xk.verify_schnorr(ssig, msg),
        "ECDH": lambda: sk.ecdh(peer),
    }


def _ops_coincurve(raw: bytes, msg: bytes, peer: bytes) -> Optional[Dict[str, Op]]:
    try:
        import coincurve
    except ImportError:
        return None
    sk = coincurve.PrivateKey(raw)
    pk, xk = sk.public_key, sk.public_key_xonly
    der, ssig = sk.sign(msg, hasher=None), sk.sign_schnorr(msg, bytes(32))
    PublicKey = coincurve.PublicKey
    return {
        "pubkey create": lambda: PublicKey.from_secret(raw).format(),
        "ECDSA sign": lambda: sk.sign(msg, hasher=None),
        "ECDSA verify": lambda: pk.verify(der, msg, hasher=None),
        "Schnorr sign": lambda: sk.sign_schnorr(msg, bytes(32)),
        "Schnorr verify": lambda: xk.verify(ssig, msg),
        "ECDH": lambda: sk.ecdh(peer),
    }


def _ops_secp256k1py(raw: bytes, msg: bytes, peer: bytes) -> Optional[Dict[str, Op]]:
    try:
        import secp256k1  # python-secp256k1 / secp256k1-py
    except ImportError:
        return None
    try:
        sk = secp256k1.PrivateKey(raw)
        pk = sk.pubkey
        sig = sk.ecdsa_sign(msg, raw=True)
        ops: Dict[str, Op] = {
            "pubkey create": lambda: secp256k1.PrivateKey(raw).pubkey.serialize(),
            "ECDSA sign": lambda: sk.ecdsa_sign(msg, raw=True),
            "ECDSA verify": lambda: pk.ecdsa_verify(msg, sig, raw=True),
        }
        if getattr(secp256k1, "HAS_SCHNORR", False):
            ssig = sk.schnorr_sign(msg, bip340tag=None, raw=True)
            ops["Schnorr sign"] = lambda: sk.schnorr_sign(msg, bip340tag=None, raw=True)
            ops["Schnorr verify"] = lambda: pk.schnorr_verify(msg, ssig, bip340tag=None, raw=True)
        if getattr(secp256k1, "HAS_ECDH", False):
            peer_pk = secp256k1.PublicKey(peer, raw=True)
            ops["ECDH"] = lambda: peer_pk.ecdh(raw)
        return ops
    except Exception:  # an API variant we do not know: leave the column out
        return None


def _ops_pysecp256k1(raw: bytes, msg: bytes, peer: bytes) -> Optional[Dict[str, Op]]:
    """python-secp256k1 (import name pysecp256k1; ctypes over a libsecp256k1 >= 0.5 shared
    library, found by ctypes or named by PYSECP_SO)."""
    try:
        import pysecp256k1 as p
        from pysecp256k1 import ecdh as pe
        from pysecp256k1 import extrakeys as px
        from pysecp256k1 import schnorrsig as ps
    except Exception:
        return None
    pk = p.ec_pubkey_create(raw)
    sig = p.ecdsa_sign(raw, msg)
    kp = px.keypair_create(raw)
    xk, _ = px.keypair_xonly_pub(kp)
    ssig = ps.schnorrsig_sign32(kp, msg, bytes(32))
    return {
        "pubkey create": lambda: p.ec_pubkey_serialize(p.ec_pubkey_create(raw)),
        "ECDSA sign": lambda: p.ecdsa_signature_serialize_compact(p.ecdsa_sign(raw, msg)),
        "ECDSA verify": lambda: p.ecdsa_verify(sig, pk, msg),
        "Schnorr sign": lambda: ps.schnorrsig_sign32(kp, msg, bytes(32)),
        "Schnorr verify": lambda: ps.schnorrsig_verify(ssig, msg, xk),
        "ECDH": lambda: pe.ecdh(raw, p.ec_pubkey_parse(peer)),
    }


# C loop op numbers of _ufsecp._c_loop
_C_OPS = {"pubkey create": 0, "ECDSA sign": 1, "ECDSA verify": 2, "Schnorr sign": 3, "Schnorr verify": 4, "ECDH": 5}


def _overhead_table(calls: int, rounds: int) -> List[Tuple[str, float]]:
    """ns per call of the cheapest C function (ufsecp_seckey_verify) through the extension,
    ctypes and cffi (ABI mode), minus the C function's own time."""
    key = bytes(31) + b"\x01"
    c_ns = min(_c._c_loop(6, calls, _cpu) for _ in range(rounds)) * 1e9 / calls
    cands: Dict[str, Op] = {"C-API extension (ufsecp)": lambda: _c.seckey_verify(key)}
    lib = ctypes.CDLL(_c.__file__)
    if hasattr(lib, "ufsecp_seckey_verify"):
        f = lib.ufsecp_seckey_verify
        f.restype, f.argtypes = ctypes.c_int, [ctypes.c_char_p]
        cands["ctypes"] = lambda: f(key)
        try:
            import cffi

            ffi = cffi.FFI()
            ffi.cdef("int ufsecp_seckey_verify(const unsigned char *seckey);")
            cl = ffi.dlopen(_c.__file__)
            g = cl.ufsecp_seckey_verify
            cands["cffi (ABI mode)"] = lambda: g(key)
        except Exception:
            pass
    best = {k: float("inf") for k in cands}
    for _ in range(rounds):
        for k, fn in cands.items():
            best[k] = min(best[k], _timeit(fn, calls))
    return [("C function alone", c_ns)] + [(k, v - c_ns) for k, v in best.items()]


def run(rounds: int, calls: int, markdown: bool) -> int:
    """Runs the comparison (``rounds`` interleaved rounds of ``calls`` calls per block) and
    prints the tables; returns the exit status."""
    raw = hashlib.sha256(b"ufsecp bench key").digest()
    msg = hashlib.sha256(b"ufsecp bench msg").digest()
    peer = ufsecp.SecretKey(hashlib.sha256(b"peer").digest()).public_key.serialize()
    libs: Dict[str, Dict[str, Op]] = {"ufsecp": _ops_ufsecp(raw, msg, peer)}
    cc = _ops_coincurve(raw, msg, peer)
    if cc:
        libs["coincurve"] = cc
    s2 = _ops_secp256k1py(raw, msg, peer)
    if s2:
        libs["secp256k1-py"] = s2
    s3 = _ops_pysecp256k1(raw, msg, peer)
    if s3:
        libs["python-secp256k1"] = s3
    ops = list(libs["ufsecp"])
    best: Dict[Tuple[str, str], float] = {}
    c_best: Dict[str, float] = {}
    for _ in range(rounds):
        for op in ops:
            c_ns = _c._c_loop(_C_OPS[op], calls, _cpu) * 1e9 / calls
            c_best[op] = min(c_best.get(op, float("inf")), c_ns)
            for name, table in libs.items():
                if op in table:
                    t = _timeit(table[op], calls)
                    best[(op, name)] = min(best.get((op, name), float("inf")), t)
    others = [n for n in libs if n != "ufsecp"]
    head = ["operation", "ufsecp (us)", "C alone (us)", "py - C (ns)"]
    for n in others:
        head += [f"{n} (us)", f"speedup vs {n}"]
    rows = []
    for op in ops:
        u = best[(op, "ufsecp")]
        row = [op, f"{u / 1000:.2f}", f"{c_best[op] / 1000:.2f}", f"{u - c_best[op]:.0f}"]
        for n in others:
            if (op, n) in best:
                o = best[(op, n)]
                row += [f"{o / 1000:.2f}", f"{o / u:.2f}x"]
            else:
                row += ["-", "-"]
        rows.append(row)
    print(f"ufsecp {ufsecp.__version__}, Python {sys.version.split()[0]}, {rounds} rounds x {calls} calls, best round, "
          f"{'thread CPU time' if _cpu else 'wall time'}")
    _print_table(head, rows, markdown)
    print()
    print("call overhead of one trivial C call (ufsecp_seckey_verify), ns beyond the C function:")
    _print_table(["binding", "ns/call"], [[k, f"{v:.0f}"] for k, v in _overhead_table(calls * 20, rounds)], markdown)
    nb = 16 if calls < 200 else 256
    print()
    print(f"batches of {nb} (one thread), us per signature or per transaction:")
    _print_table(["operation", "us each"], _batch_table(nb, rounds), markdown)
    return 0


def _batch_table(n: int, rounds: int) -> List[List[str]]:
    """Per-signature cost of the batch verifiers (n entries, one thread) against a loop of
    single verifications (ufsecp's and coincurve's), and the silent-payments batch scanner
    per transaction (n transactions of 2 outputs, one thread)."""
    keys = [ufsecp.SecretKey(hashlib.sha256(b"k%d" % i).digest()) for i in range(n)]
    msgs = [hashlib.sha256(b"m%d" % i).digest() for i in range(n)]
    ss = [k.sign_schnorr(m) for k, m in zip(keys, msgs)]
    xs = [k.xonly_public_key for k in keys]
    es = [k.sign_ecdsa(m) for k, m in zip(keys, msgs)]
    ps = [k.public_key for k in keys]
    from ufsecp import silentpayments as sp

    scan, spend = keys[0], keys[1]
    smallest = bytes(36)
    txs = []
    for i in range(n):
        inp = keys[(i + 2) % n]
        out = sp.create_outputs([(scan.public_key, spend.public_key)], smallest, plain_seckeys=[inp])
        txs.append((sp.public_data(smallest, plain_inputs=[inp.public_key.serialize()]), out + [xs[i].serialize()]))
    cands: Dict[str, Op] = {
        "Schnorr verify_batch": lambda: ufsecp.schnorr_verify_batch(ss, msgs, xs),
        "Schnorr verify loop": lambda: [x.verify_schnorr(s, m) for x, s, m in zip(xs, ss, msgs)],
        "ECDSA verify_batch": lambda: ufsecp.ecdsa_verify_batch(es, msgs, ps),
        "ECDSA verify loop": lambda: [p.verify_ecdsa(s, m) for p, s, m in zip(ps, es, msgs)],
        "silent payments scan_batch (per tx)": lambda: sp.scan_batch(scan, spend.public_key, txs),
    }
    try:
        import coincurve

        cx = [coincurve.PublicKeyXOnly(x.serialize()) for x in xs]
        cp = [coincurve.PublicKey(p.serialize()) for p in ps]
        ders = [ufsecp.ecdsa_der_encode(e) for e in es]
        cands["coincurve Schnorr verify loop"] = lambda: [x.verify(s, m) for x, s, m in zip(cx, ss, msgs)]
        cands["coincurve ECDSA verify loop"] = lambda: [
            p.verify(d, m, hasher=None) for p, d, m in zip(cp, ders, msgs)]
    except ImportError:
        pass
    best = {k: float("inf") for k in cands}
    for _ in range(rounds):
        for k, fn in cands.items():
            best[k] = min(best[k], _timeit(fn, 1) / n)
    return [[k, f"{v / 1000:.2f}"] for k, v in best.items()]


def _print_table(head: List[str], rows: List[List[str]], markdown: bool) -> None:
    if markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "|".join("---" for _ in head) + "|")
        for r in rows:
            print("| " + " | ".join(r) + " |")
        return
    w = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(head)]
    print("  ".join(h.ljust(w[i]) for i, h in enumerate(head)))
    for r in rows:
        print("  ".join(c.ljust(w[i]) for i, c in enumerate(r)))


def main(argv: Optional[List[str]] = None) -> int:
    """Command line entry point (``python -m ufsecp.bench``)."""
    ap = argparse.ArgumentParser(prog="python -m ufsecp.bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=7, help="interleaved rounds (best one reported)")
    ap.add_argument("--calls", type=int, default=2000, help="calls per timed block")
    ap.add_argument("--quick", action="store_true", help="smoke run: 2 rounds of 50 calls")
    ap.add_argument("--markdown", action="store_true", help="print Markdown tables")
    ap.add_argument("--clock", choices=["cpu", "wall"], default="cpu",
                    help="cpu (default): the thread's CPU time, robust on a shared machine; wall: elapsed time")
    a = ap.parse_args(argv)
    global _clock, _cpu
    _clock, _cpu = _CLOCK[a.clock], a.clock == "cpu"
    if a.quick:
        a.rounds, a.calls = 2, 50
    os.environ.setdefault("PYTHONHASHSEED", "0")
    return run(max(1, a.rounds), max(1, a.calls), a.markdown)


if __name__ == "__main__":
    sys.exit(main())
