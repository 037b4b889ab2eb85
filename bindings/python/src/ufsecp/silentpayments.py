"""BIP-352 silent payments: sender outputs, labels, addresses and the batch scanner.

The batch scanner (:func:`scan_batch`) scans many transactions with one scan key in a
single C call with the GIL released (and ``threads`` worker threads), which is what a
wallet or an indexer wants; :func:`scan` is the one-transaction form.
"""

from __future__ import annotations

from typing import List, NamedTuple, Optional, Sequence, Tuple, Union

from . import PublicKey, SecretKey, _c

__all__ = ["Label", "Found", "smallest_outpoint", "public_data", "create_outputs", "create_label",
           "labeled_spend_pubkey", "encode_address", "decode_address", "scan", "scan_batch"]

BytesLike = Union[bytes, bytearray, memoryview]
_SK = Union[SecretKey, BytesLike]


def _sk(k: _SK) -> BytesLike:
    return k._sk if isinstance(k, SecretKey) else k


class Label(NamedTuple):
    """A label m of a scan key: the point label*G (33 bytes) and the tweak label (32 bytes)."""

    point33: bytes
    tweak32: bytes


class Found(NamedTuple):
    """An output found by scanning: its index in the transaction's outputs, BIP-352's k, the
    tweak (the output's secret key is b_spend + tweak mod n) and the label point (or None)."""

    output_index: int
    k: int
    tweak32: bytes
    label33: Optional[bytes]


def smallest_outpoint(outpoints36: Sequence[BytesLike]) -> bytes:
    """The smallest of the transaction's outpoints (36 bytes each: txid || vout LE)."""
    return _c.sp_smallest_outpoint(b"".join(bytes(o) for o in outpoints36) if outpoints36 else b"")


def public_data(smallest_outpoint36: BytesLike, xonly_inputs: Sequence[BytesLike] = (),
                plain_inputs: Sequence[BytesLike] = ()) -> bytes:
    """The transaction's public tweak data input_hash*A (33 bytes): ``xonly_inputs`` are the
    32-byte keys of eligible taproot inputs, ``plain_inputs`` the 33-byte compressed keys of
    the other eligible inputs. :class:`ufsecp.InfinityError`: no key or A = infinity (skip)."""
    return _c.sp_public_data(smallest_outpoint36, b"".join(bytes(x) for x in xonly_inputs),
                             b"".join(bytes(p) for p in plain_inputs))


def create_outputs(recipients: Sequence[Tuple[PublicKey, PublicKey]], smallest_outpoint36: BytesLike,
                   taproot_seckeys: Sequence[_SK] = (), plain_seckeys: Sequence[_SK] = ()) -> List[bytes]:
    """Sender: the x-only output keys (32 bytes each, in recipient order) for the
    recipients (B_scan, B_m), given the input secret keys (taproot inputs' keys are negated
    internally when their y is odd). The joined secret buffers are wiped afterwards."""
    rec = b"".join(s._pk + m._pk for s, m in recipients)
    tr = bytearray(b"".join(bytes(_sk(k)) for k in taproot_seckeys))
    pl = bytearray(b"".join(bytes(_sk(k)) for k in plain_seckeys))
    try:
        out = _c.sp_create_outputs(rec, smallest_outpoint36, tr, pl)
    finally:
        _c.wipe(tr)
        _c.wipe(pl)
    return [out[i:i + 32] for i in range(0, len(out), 32)]


def create_label(scan_seckey: _SK, m: int) -> Label:
    """Label m of the scan key (m = 0 is the change label BIP-352 says to always scan)."""
    return Label(*_c.sp_create_label(_sk(scan_seckey), m))


def labeled_spend_pubkey(spend: PublicKey, label: Label) -> PublicKey:
    """B_m = B_spend + label*G, the spend key of a labelled address."""
    return PublicKey._from_internal(_c.sp_labeled_spend_pubkey(spend._pk, label.point33))


def encode_address(scan: PublicKey, spend: PublicKey, testnet: bool = False) -> str:
    """The version-0 address ("sp1..." or "tsp1...") of (B_scan, B_m)."""
    return _c.sp_address_encode(scan._pk, spend._pk, testnet)


def decode_address(addr: str) -> Tuple[PublicKey, PublicKey, bool, int]:
    """(B_scan, B_m, testnet, version) of an address; :class:`ufsecp.EncodingError` and
    others on a bad one."""
    sc, sp, testnet, version = _c.sp_address_decode(addr)
    return PublicKey._from_internal(sc), PublicKey._from_internal(sp), testnet, version


def _found(rows: list) -> List[Found]:
    return [Found(*r) for r in rows]


def scan_batch(scan_seckey: _SK, spend: PublicKey,
               txs: Sequence[Tuple[BytesLike, Union[bytes, bytearray, Sequence[BytesLike]]]],
               labels: Sequence[Label] = (), threads: int = 1) -> List[List[Found]]:
    """Scans many transactions: ``txs[i]`` is (public_data33, the transaction's 32-byte
    x-only taproot output keys, as a list or already joined in one ``bytes``). Returns, per transaction, the outputs that are ours, in the
    order BIP-352 finds them. One C call without the GIL, on ``threads`` threads."""
    packed = [(pd, b"".join(bytes(o) for o in outs) if not isinstance(outs, (bytes, bytearray)) else outs)
              for pd, outs in txs]
    rows = _c.sp_scan_batch(_sk(scan_seckey), spend._pk, packed, [(lab.point33, lab.tweak32) for lab in labels] or None,
                            max(1, threads))
    return [_found(r) for r in rows]


def scan(scan_seckey: _SK, spend: PublicKey, public_data33: BytesLike, outputs: Sequence[BytesLike],
         labels: Sequence[Label] = ()) -> List[Found]:
    """Scans one transaction (see :func:`scan_batch`)."""
    return scan_batch(scan_seckey, spend, [(public_data33, outputs)], labels, 1)[0]


# ---- light clients (issue 18: the rest of ufsecp_silentpayments.h) -------------------------------------
def shared_secret(scan_seckey: _SK, public_data33: BytesLike) -> bytearray:
    """The ECDH shared secret b_scan * public_data (33 bytes). SECRET: whoever knows it can
    link the outputs to the recipient (a bytearray the caller can wipe)."""
    return _c.sp_shared_secret(_sk(scan_seckey), public_data33)


def output_pubkey(shared_secret33: BytesLike, spend_pubkey: PublicKey, k: int) -> bytes:
    """The x-only output key B_spend + t_k*G for k (a light client compares it with the
    outputs a filter matched)."""
    return _c.sp_output_pubkey(shared_secret33, spend_pubkey._pk, k)


__all__ += ["shared_secret", "output_pubkey"]
