"""`synth`: a chain-like data set as Parquet, deterministic from a seed.

Cheap at 10^7 transactions: no EC operation per input. Keys come from a pool of
precomputed key pairs (made once in C) sampled with numpy; all columns are built as whole
numpy buffers per partition. Only the planted transactions (a small fraction) go through
Python one by one: the library's sender (`sp_create_outputs`) makes their silent-payment
outputs, and the single-transaction scanner confirms each planted output and gives the
tweak written to the truth file.

Layout (docs/chain.md): DIR/tx/part-NNNNN.parquet, DIR/sigs/part-NNNNN.parquet,
DIR/recipients.json (the recipients' scan secrets: mode 0600), DIR/truth/payments.parquet,
DIR/truth/malformed.parquet, DIR/truth/sigs.parquet, DIR/synth.json (parameters, counts).
"""
from __future__ import annotations

import hashlib
import json
import os
from typing import Dict, List

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from .. import _ufsecp as C
from .columns import (KIND_BIP340, KIND_ECDSA, OTHER, P2PKH, P2SH_P2WPKH, P2TR, P2WPKH, SEGWIT_V2)
from .io import atomic_write_table, write_private_json

POOL = 4096
N_IN_P = np.array([.45, .25, .12, .07, .05, .03, .02, .01])          # 1..8 inputs
TYPE_P = np.array([.35, .30, .08, .10, .165, .005])                   # P2TR .. SEGWIT_V2
OUT_P = np.concatenate([[.20, .55, .07, .05, .03], np.full(45, .10 / 45)])  # 1..50 outputs, mode 2

TX_SCHEMA = pa.schema([
    ("txid", pa.binary(32)),
    ("in_types", pa.list_(pa.uint8())),
    ("outpoints", pa.list_(pa.binary(36))),
    ("in_keys", pa.list_(pa.binary())),
    ("outputs", pa.list_(pa.binary(32))),
])
SIG_SCHEMA = pa.schema([("id", pa.int64()), ("kind", pa.uint8()), ("msg", pa.binary()),
                        ("sig", pa.binary()), ("pubkey", pa.binary())])


def _h(*parts) -> bytes:
    return hashlib.sha256(b"ufsecp.chain.synth/" + b"/".join(str(p).encode() for p in parts)).digest()


def _seckey(*parts) -> bytes:
    # sha256 output >= n has probability ~2^-128: not worth a loop
    return _h(*parts)


def recipient_keys(seed: int, i: int):
    """(scan_seckey, spend_seckey) of synthetic recipient i."""
    return _seckey("scan", seed, i), _seckey("spend", seed, i)


class Pool:
    def __init__(self, seed: int, size: int = POOL):
        self.sk = b"".join(_seckey("pool", seed, i) for i in range(size))
        x, par, comp = C.chain_pool(self.sk)
        self.skm = np.frombuffer(self.sk, np.uint8).reshape(size, 32)
        self.x = np.frombuffer(x, np.uint8).reshape(size, 32)
        self.comp = np.frombuffer(comp, np.uint8).reshape(size, 33)
        self.size = size


def _list(offsets: np.ndarray, values: pa.Array) -> pa.Array:
    return pa.ListArray.from_arrays(pa.array(offsets.astype(np.int32)), values)


def _fixed(data: np.ndarray, width: int) -> pa.Array:
    data = np.ascontiguousarray(data, dtype=np.uint8)
    return pa.FixedSizeBinaryArray.from_buffers(pa.binary(width), data.size // width, [None, pa.py_buffer(data)])


def _binary(lens: np.ndarray, data: np.ndarray) -> pa.Array:
    off = np.zeros(len(lens) + 1, np.int32)
    np.cumsum(lens, out=off[1:])
    return pa.BinaryArray.from_buffers(pa.binary(), len(lens), [None, pa.py_buffer(off), pa.py_buffer(
        np.ascontiguousarray(data, dtype=np.uint8))])


def _offsets(counts: np.ndarray) -> np.ndarray:
    off = np.zeros(len(counts) + 1, np.int64)
    np.cumsum(counts, out=off[1:])
    return off


def _recipients(seed: int, n: int, n_labels: int) -> List[dict]:
    out = []
    for i in range(n):
        scan, spend = recipient_keys(seed, i)
        spend_pk = C.pubkey_serialize(C.pubkey_create(spend), True)
        out.append({"id": f"r{i}", "scan_seckey": scan.hex(), "spend_pubkey": spend_pk.hex(),
                    "labels": list(range(0, n_labels + 1))})  # m = 0: the change label
    return out


def _tx_partition(p: int, rows: int, seed: int, pool: Pool, recips: List[dict], spend_sks: List[bytes],
                  plant_rate: float, malformed_rate: float):
    rng = np.random.default_rng([seed, 1, p])
    n_in = rng.choice(np.arange(1, 9), size=rows, p=N_IN_P)
    in_off = _offsets(n_in)
    N = int(in_off[-1])
    types = rng.choice(6, size=N, p=TYPE_P).astype(np.uint8)
    kidx = rng.integers(0, pool.size, size=N)
    row_of = np.repeat(np.arange(rows), n_in)
    # eligibility (for choosing planted and malformed rows): an eligible key, no v2 input
    elig_in = types <= P2PKH
    has_elig = np.bincount(row_of, weights=elig_in, minlength=rows) > 0
    has_v2 = np.bincount(row_of, weights=types == SEGWIT_V2, minlength=rows) > 0
    eligible = has_elig & ~has_v2
    u = rng.random(rows)
    planted = eligible & (u < plant_rate)
    malformed = eligible & ~planted & (u > 1 - malformed_rate)
    mal_kind = rng.integers(0, 4, size=rows)
    n_out = rng.choice(np.arange(1, 51), size=rows, p=OUT_P)
    # planted: 1..3 recipients, each 1 or 2 outputs, some through a label
    pl_rows = np.nonzero(planted)[0]
    plans = []
    for r0 in pl_rows:
        prng = np.random.default_rng([seed, 2, p, int(r0)])
        k = int(prng.integers(1, 4))
        who = prng.choice(len(recips), size=min(k, len(recips)), replace=False)
        plan = []
        for w in who:
            labs = recips[w]["labels"]
            m = None if (not labs or prng.random() < 0.5) else int(prng.choice(labs))
            for _ in range(1 + int(prng.random() < 0.3)):
                plan.append((int(w), m))
        plans.append(plan)
        n_out[r0] = max(int(n_out[r0]), len(plan))
    # malformed kinds: 0 an extra outpoint, 1 a key cut short, 2 an unknown type, 3 not a point
    first = in_off[:-1]
    mrows = np.nonzero(malformed)[0]
    kinds = mal_kind[mrows]
    n_op = n_in.copy()
    n_op[mrows[kinds == 0]] += 1
    types[first[mrows[kinds == 2]]] = 9
    bad_pt = first[mrows[kinds == 3]]
    types[bad_pt] = P2WPKH
    key_len = np.where(types == P2TR, 32, np.where(types <= P2PKH, 33, 0)).astype(np.int64)
    short = first[mrows[kinds == 1]]
    types[short] = P2WPKH
    key_len[short] = 32
    key_len[first[mrows[kinds == 2]]] = 33
    # keys: a (N, 33) matrix (x-only keys padded), then the first key_len bytes of each row
    mat = np.where((types == P2TR)[:, None], np.pad(pool.x[kidx], ((0, 0), (0, 1))), pool.comp[kidx])
    mat[bad_pt] = np.frombuffer(b"\x02" + b"\xff" * 32, np.uint8)
    keys = mat[np.arange(33)[None, :] < key_len[:, None]]
    op_off = _offsets(n_op)
    NOP = int(op_off[-1])
    ops = rng.integers(0, 256, size=(NOP, 36), dtype=np.uint8)
    ops[:, 33:] = 0
    ops[:, 32] = rng.integers(0, 4, size=NOP)
    out_off = _offsets(n_out)
    outs = rng.integers(0, 256, size=(int(out_off[-1]), 32), dtype=np.uint8)
    txid = rng.integers(0, 256, size=(rows, 32), dtype=np.uint8)
    truth = []
    for r_np, plan in zip(pl_rows, plans):
        r = int(r_np)
        sl = slice(int(in_off[r]), int(in_off[r + 1]))
        t, ki = types[sl], kidx[sl]
        tr = pool.skm[ki[t == P2TR]].tobytes()
        pl = pool.skm[ki[(t >= P2WPKH) & (t <= P2PKH)]].tobytes()
        small = C.sp_smallest_outpoint(ops[int(op_off[r]):int(op_off[r + 1])].tobytes())
        rec = b""
        for w, m in plan:
            scan_pk = C.pubkey_create(bytes.fromhex(recips[w]["scan_seckey"]))
            spend_pk = C.pubkey_parse(bytes.fromhex(recips[w]["spend_pubkey"]))
            if m is not None:
                point, _ = C.sp_create_label(bytes.fromhex(recips[w]["scan_seckey"]), m)
                spend_pk = C.sp_labeled_spend_pubkey(spend_pk, point)
            rec += scan_pk + spend_pk
        try:
            sp_outs = C.sp_create_outputs(rec, small, tr, pl)
        except Exception:  # keys summing to infinity: leave the transaction unplanted
            continue
        pos = np.random.default_rng([seed, 3, p, r]).choice(int(n_out[r]), size=len(plan), replace=False)
        base = int(out_off[r])
        for j, q in enumerate(pos):
            outs[base + int(q)] = np.frombuffer(sp_outs[32 * j:32 * j + 32], np.uint8)
        # the single-transaction scanner gives the tweaks; every planted output must be found
        xs = pool.x[ki[t == P2TR]].tobytes()
        cs = pool.comp[ki[(t >= P2WPKH) & (t <= P2PKH)]].tobytes()
        pd = C.sp_public_data(small, xs, cs)
        tx_outs = outs[base:int(out_off[r + 1])].tobytes()
        expect = {}
        for j, (w, m) in enumerate(plan):
            expect[int(pos[j])] = (w, m)
        got = {}
        for w in sorted({w for w, _ in plan}):
            sk = bytes.fromhex(recips[w]["scan_seckey"])
            spend_pk = C.pubkey_parse(bytes.fromhex(recips[w]["spend_pubkey"]))
            labels = sorted(C.sp_create_label(sk, m) for m in recips[w]["labels"])
            lm = {C.sp_create_label(sk, m)[0]: m for m in recips[w]["labels"]}
            for oi, _k, tw, lab in C.sp_scan_batch(sk, spend_pk, [(pd, tx_outs)], labels, 1)[0]:
                got[oi] = (w, None if lab is None else lm[lab], tw)
                # independent check: (b_spend + tweak) * G is the output key
                d = C.seckey_op(spend_sks[w], tw, 1)
                assert C.xonly_from_pubkey(C.pubkey_create(d))[0] == tx_outs[32 * oi:32 * oi + 32]
        assert {k: v[:2] for k, v in got.items()} == expect, (p, r, got, expect)
        for oi, (w, m, tw) in sorted(got.items()):
            truth.append((txid[r].tobytes(), oi, recips[w]["id"], m, tw))
    table = pa.Table.from_arrays([
        _fixed(txid, 32),
        _list(in_off, pa.array(types, type=pa.uint8())),
        _list(op_off, _fixed(ops, 36)),
        _list(in_off, _binary(key_len, keys)),
        _list(out_off, _fixed(outs, 32)),
    ], schema=TX_SCHEMA)
    mal = (txid[mrows], kinds)
    return table, truth, mal, int(eligible.sum())


def _sig_partition(p: int, rows: int, first_id: int, seed: int, pool: Pool, bad_rate: float, malformed_rate: float):
    rng = np.random.default_rng([seed, 4, p])
    kind = rng.integers(0, 2, size=rows).astype(np.uint8)
    kidx = rng.integers(0, pool.size, size=rows).astype(np.uint32)
    msgs = rng.integers(0, 256, size=(rows, 32), dtype=np.uint8)
    sigs = np.frombuffer(C.chain_sign(kind.tobytes(), kidx.tobytes(), pool.sk, msgs.tobytes()),
                         np.uint8).reshape(rows, 64).copy()
    u = rng.random(rows)
    bad = u < bad_rate
    mal = u > 1 - malformed_rate
    mkind = rng.integers(0, 3, size=rows)
    code = np.zeros(rows, np.uint8)
    sigs[bad, 5] ^= 1
    code[bad] = 1
    sig_len = np.full(rows, 64)
    key_len = np.where(kind == KIND_ECDSA, 33, 32)
    keymat = np.where((kind == KIND_ECDSA)[:, None], pool.comp[kidx], np.pad(pool.x[kidx], ((0, 0), (0, 1))))
    m0, m1, m2 = mal & (mkind == 0), mal & (mkind == 1), mal & (mkind == 2)
    sig_len[m0] = 63
    code[m0] = 102
    kind[m1] = 7
    code[m1] = 100
    keymat[m2] = np.frombuffer(b"\x02" + b"\xff" * 32, np.uint8)
    kind[m2] = KIND_ECDSA
    key_len[m2] = 33
    code[m2] = 104
    ids = np.arange(first_id, first_id + rows, dtype=np.int64)
    table = pa.Table.from_arrays([
        pa.array(ids), pa.array(kind, type=pa.uint8()),
        _binary(np.full(rows, 32), msgs),
        _binary(sig_len, sigs[np.arange(64)[None, :] < sig_len[:, None]]),
        _binary(key_len, keymat[np.arange(33)[None, :] < key_len[:, None]]),
    ], schema=SIG_SCHEMA)
    nz = code != 0
    return table, ids[nz], code[nz]


def synth(out_dir: str, n_tx: int, seed: int = 1, partition_rows: int = 100_000, n_recipients: int = 3,
          n_labels: int = 2, plant_rate: float = 0.01, malformed_rate: float = 0.001, n_sigs: int | None = None,
          sig_bad_rate: float = 0.002, sig_malformed_rate: float = 0.001) -> Dict:
    """Writes the data set; returns the counts (also in DIR/synth.json)."""
    for sub in ("tx", "sigs", "truth"):
        os.makedirs(os.path.join(out_dir, sub), exist_ok=True)
    pool = Pool(seed)
    recips = _recipients(seed, n_recipients, n_labels)
    spend_sks = [recipient_keys(seed, i)[1] for i in range(n_recipients)]
    write_private_json(os.path.join(out_dir, "recipients.json"), {"recipients": recips})
    truth, mal_txid, mal_kind = [], [], []
    n_parts = max(1, -(-n_tx // partition_rows))
    eligible = 0
    for p in range(n_parts):
        rows = min(partition_rows, n_tx - p * partition_rows)
        table, t, (mt, mk), e = _tx_partition(p, rows, seed, pool, recips, spend_sks, plant_rate, malformed_rate)
        eligible += e
        truth += t
        mal_txid.append(mt)
        mal_kind.append(mk)
        atomic_write_table(table, os.path.join(out_dir, "tx", f"part-{p:05d}.parquet"))
    n_sigs = n_tx if n_sigs is None else n_sigs
    sig_ids, sig_codes = [], []
    s_parts = max(1, -(-n_sigs // partition_rows)) if n_sigs else 0
    for p in range(s_parts):
        rows = min(partition_rows, n_sigs - p * partition_rows)
        table, ids, codes = _sig_partition(p, rows, p * partition_rows, seed, pool, sig_bad_rate, sig_malformed_rate)
        sig_ids.append(ids)
        sig_codes.append(codes)
        atomic_write_table(table, os.path.join(out_dir, "sigs", f"part-{p:05d}.parquet"))
    payments = pa.table({
        "txid": pa.array([t[0] for t in truth], type=pa.binary(32)),
        "output_index": pa.array([t[1] for t in truth], type=pa.uint32()),
        "recipient": pa.array([t[2] for t in truth], type=pa.string()),
        "label": pa.array([t[3] for t in truth], type=pa.int64()),
        "tweak": pa.array([t[4] for t in truth], type=pa.binary(32)),
    })
    atomic_write_table(payments, os.path.join(out_dir, "truth", "payments.parquet"))
    mt = np.concatenate(mal_txid) if mal_txid else np.zeros((0, 32), np.uint8)
    mk = np.concatenate(mal_kind) if mal_kind else np.zeros(0, np.int64)
    # the reason code the tweak index must give each malformed row (kind -> code)
    mcode = np.array([100, 101, 102, 103], np.uint8)[mk]
    atomic_write_table(pa.table({"txid": _fixed(mt.reshape(-1), 32), "code": pa.array(mcode, type=pa.uint8())}),
                       os.path.join(out_dir, "truth", "malformed.parquet"))
    si = np.concatenate(sig_ids) if sig_ids else np.zeros(0, np.int64)
    sc = np.concatenate(sig_codes) if sig_codes else np.zeros(0, np.uint8)
    atomic_write_table(pa.table({"id": pa.array(si), "code": pa.array(sc, type=pa.uint8())}),
                       os.path.join(out_dir, "truth", "sigs.parquet"))
    info = {"seed": seed, "tx": n_tx, "partitions": n_parts, "partition_rows": partition_rows,
            "eligible_tx": eligible, "planted_outputs": len(truth), "malformed_tx": int(len(mk)),
            "recipients": n_recipients, "labels_per_recipient": n_labels + 1, "sigs": n_sigs,
            "sig_partitions": s_parts, "bad_sigs": int(len(sc))}
    with open(os.path.join(out_dir, "synth.json"), "w") as f:
        json.dump(info, f, indent=1)
    return info
