"""Arrow columns <-> the flat buffers of the C extension (no Python object per row).

A list column is handed over as its int32 offsets (absolute indexes into its child, as
Arrow stores them) and its child's data; a binary child adds its own int32 offsets. The C
side checks every offset array before reading through it.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np
import pyarrow as pa

# Per-row codes of the tweak index (C: _ufsecp_chain.c, PD_*). Codes >= 100: malformed rows,
# written to the errors output.
PD_REASONS = {
    0: None,
    1: "no eligible input",
    2: "spends a segwit v2+ output",
    3: "input keys sum to infinity",
    4: "input_hash out of range",
    100: "malformed: input counts differ or no input",
    101: "malformed: key of the wrong length for its type",
    102: "malformed: unknown input type",
    103: "malformed: key not on the curve",
    104: "malformed: null field",
}
# Verify codes (C: V_*).
V_REASONS = {
    0: None,
    1: "invalid signature",
    100: "malformed: unknown kind",
    101: "malformed: message length",
    102: "malformed: signature length",
    103: "malformed: public key length",
    104: "malformed: public key not on the curve",
    105: "malformed: null field",
}
# Input types (in_types column).
P2TR, P2WPKH, P2SH_P2WPKH, P2PKH, OTHER, SEGWIT_V2 = range(6)
KIND_ECDSA, KIND_BIP340 = 0, 1

_EMPTY = b""


def one(col) -> pa.Array:
    """A ChunkedArray (or Array) as one Array."""
    if isinstance(col, pa.ChunkedArray):
        if col.num_chunks == 1:
            return col.chunk(0)
        return col.combine_chunks() if len(col) else pa.array([], type=col.type)
    return col


def _buf(b, start: int, stop: int) -> Any:
    if b is None:
        return _EMPTY
    return memoryview(b)[start:stop]


def valid_mask(*arrays: pa.Array) -> np.ndarray:
    """uint8 per row: 1 where no array has a null."""
    n = len(arrays[0])
    m = np.ones(n, dtype=np.uint8)
    for a in arrays:
        if a.null_count:
            m &= a.is_valid().to_numpy(zero_copy_only=False).astype(np.uint8)
    return m


def _offsets(a: pa.Array) -> np.ndarray:
    """int32 offsets (n+1) of a list/binary array, slice-aware."""
    o = np.frombuffer(a.buffers()[1], dtype=np.int32) if a.buffers()[1] is not None else np.zeros(1, np.int32)
    return np.ascontiguousarray(o[a.offset:a.offset + len(a) + 1])


def list_fixed(a: pa.Array, width: int) -> Tuple[np.ndarray, object]:
    """list<fixed_size_binary(width)> -> (offsets, child data)."""
    off = _offsets(a)
    child = a.values
    return off, _buf(child.buffers()[1], child.offset * width, (child.offset + len(child)) * width)


def list_uint8(a: pa.Array) -> Tuple[np.ndarray, object]:
    off = _offsets(a)
    child = a.values
    return off, _buf(child.buffers()[1], child.offset, child.offset + len(child))


def list_binary(a: pa.Array) -> Tuple[np.ndarray, np.ndarray, object]:
    """list<binary> -> (list offsets, child offsets, child data)."""
    off = _offsets(a)
    child = a.values
    return off, _offsets(child), child.buffers()[2] if child.buffers()[2] is not None else _EMPTY


def binary(a: pa.Array) -> Tuple[np.ndarray, object]:
    """binary -> (offsets, data)."""
    return _offsets(a), a.buffers()[2] if a.buffers()[2] is not None else _EMPTY


def fixed(a: pa.Array, width: int) -> Any:
    """fixed_size_binary(width) -> its data (len(a)*width bytes; nulls hold whatever)."""
    return _buf(a.buffers()[1], a.offset * width, (a.offset + len(a)) * width)


def fixed_from(data, width: int, valid: np.ndarray | None = None) -> pa.Array:
    """fixed_size_binary(width) array over data, null where valid is 0."""
    n = len(data) // width
    bitmap = None
    if valid is not None and not valid.all():
        bitmap = pa.py_buffer(np.packbits(valid.astype(bool), bitorder="little").tobytes())
    return pa.FixedSizeBinaryArray.from_buffers(pa.binary(width), n, [bitmap, pa.py_buffer(data)])


def reasons(codes: np.ndarray, table: dict) -> pa.Array:
    """dictionary<int8, string> of the reasons of codes (null for code 0), no per-row objects."""
    keys = sorted(k for k in table if table[k] is not None)
    lut = np.full(256, -1, dtype=np.int8)
    for i, k in enumerate(keys):
        lut[k] = i
    idx = lut[codes]
    mask = idx < 0
    indices = pa.array(idx, type=pa.int8(), mask=mask)
    return pa.DictionaryArray.from_arrays(indices, pa.array([table[k] for k in keys], type=pa.string()))
