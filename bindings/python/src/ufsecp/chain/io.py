"""Files: atomic Parquet writes, the recipients' secrets file."""
from __future__ import annotations

import json
import os
import stat
import sys
import uuid
import warnings

import pyarrow as pa
import pyarrow.parquet as pq

TMP_TAG = ".tmp-"
# Test hook of the kill-a-worker test: when this variable names a file that does not exist
# yet, the first partition write to reach it creates it and kills its own process after
# writing its temporary file and before the rename (a worker dying mid-write).
KILL_ONCE_ENV = "UFSECP_CHAIN_KILL_ONCE"


def _maybe_die() -> None:
    marker = os.environ.get(KILL_ONCE_ENV)
    if not marker:
        return
    try:
        fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError:
        return
    os.write(fd, str(os.getpid()).encode())
    os.close(fd)
    os._exit(17)


def atomic_write_table(table: pa.Table, path: str) -> None:
    """Writes path through a temporary file in the same folder and os.replace: a reader (or
    --resume) sees the whole partition or none of it, never a part."""
    tmp = f"{path}{TMP_TAG}{os.getpid()}-{uuid.uuid4().hex[:8]}"
    try:
        pq.write_table(table, tmp, compression="zstd")
        _maybe_die()
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def clean_tmp(folder: str) -> int:
    """Removes the temporary files a killed run left behind; returns how many."""
    n = 0
    if os.path.isdir(folder):
        for name in os.listdir(folder):
            if TMP_TAG in name:
                os.unlink(os.path.join(folder, name))
                n += 1
    return n


def write_private_json(path: str, obj) -> None:
    fd = os.open(path + ".tmp", os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        json.dump(obj, f, indent=1)
    os.replace(path + ".tmp", path)


def read_recipients(path: str) -> list:
    """The recipients file (JSON): {"recipients": [{"id": str, "scan_seckey": hex32,
    "spend_pubkey": hex33, "labels": [m, ...]}]}. Warns when others may read it. Secrets are
    never logged; errors name the recipient's index, not the key."""
    st = os.stat(path)
    if st.st_mode & (stat.S_IRWXG | stat.S_IRWXO):
        warnings.warn(f"{path}: the recipients' secret keys are readable by others (chmod 600)", stacklevel=2)
    with open(path) as f:
        data = json.load(f)
    recs = data["recipients"] if isinstance(data, dict) else data
    out = []
    for i, r in enumerate(recs):
        try:
            sk = bytes.fromhex(r["scan_seckey"])
            spend = bytes.fromhex(r["spend_pubkey"])
            labels = [int(m) for m in r.get("labels", [])]
            if len(sk) != 32 or len(spend) != 33:
                raise ValueError
        except (KeyError, ValueError, TypeError):
            print(f"ufsecp.chain: recipient #{i} in {path} is malformed", file=sys.stderr)
            raise ValueError(f"recipient #{i}: needs scan_seckey (32 bytes hex), spend_pubkey (33 bytes hex), "
                             "labels (list of int)") from None
        out.append({"id": str(r.get("id", i)), "scan_seckey": sk, "spend_pubkey": spend, "labels": labels})
    return out
