"""Taproot (BIP-341 / BIP-342) beyond the output key (``include/ufsecp/ufsecp_taproot.h``):
script trees, leaf and branch hashes, control blocks and their check, the BIP-341 signature
hash of a serialized transaction (with a per-transaction :class:`SighashCache`), and x-only
tweaks of keys (``ufsecp_xonly_pubkey_tweak_add``, ``ufsecp_keypair_xonly_tweak_add``).

Script trees are BIP-371's encoding (PSBT_OUT_TAP_TREE): leaves depth-first, each
``depth || leaf_version || compact_size(len) || script``; :func:`encode_tree` builds it from
a nested form (a leaf ``(leaf_version, script)``; a branch ``[left, right]``).

Example (script path)::

    from ufsecp import taproot
    tree = taproot.encode_tree([(0xC0, script_a), (0xC0, script_b)])
    root, _n = taproot.tree_root(tree)
    out, _parity = ufsecp.taproot_output_key(internal32, root)
    cb = taproot.control_block(internal32, tree, 1)
    assert taproot.control_block_verify(out, script_b, cb)
"""

from __future__ import annotations

from typing import List, Optional, Sequence, Tuple, Union

from . import PublicKey, SecretKey, XOnlyPublicKey, _c

__all__ = ["TAPSCRIPT", "leaf_hash", "branch_hash", "encode_tree", "tree_root", "control_block",
           "control_block_verify", "SighashCache", "sighash", "sigmsg", "xonly_tweak_add", "secret_key_xonly_tweak",
           "secret_key_taproot_tweak"]

BytesLike = Union[bytes, bytearray, memoryview]
#: A nested script tree: a leaf (leaf_version, script) or a branch [left, right].
Tree = Union[Tuple[int, BytesLike], Sequence["Tree"]]

#: BIP-342's leaf version.
TAPSCRIPT = 0xC0


def leaf_hash(script: BytesLike, leaf_version: int = TAPSCRIPT) -> bytes:
    """hash_TapLeaf(leaf_version || compact_size(len) || script)."""
    return _c.taproot_leaf_hash(leaf_version, script)


def branch_hash(a32: BytesLike, b32: BytesLike) -> bytes:
    """hash_TapBranch of two child hashes (their order does not matter)."""
    return _c.taproot_branch_hash(a32, b32)


def _compact_size(n: int) -> bytes:
    if n < 0xFD:
        return bytes([n])
    if n <= 0xFFFF:
        return b"\xfd" + n.to_bytes(2, "little")
    if n <= 0xFFFFFFFF:
        return b"\xfe" + n.to_bytes(4, "little")
    return b"\xff" + n.to_bytes(8, "little")


def encode_tree(tree: Tree) -> bytes:
    """BIP-371's encoding of a nested tree (the form the functions below take)."""
    out: List[bytes] = []

    def walk(node: Tree, depth: int) -> None:
        if isinstance(node, tuple) and len(node) == 2 and isinstance(node[0], int):
            version, script = node
            s = bytes(script)  # type: ignore[arg-type]
            out.append(bytes([depth, version]) + _compact_size(len(s)) + s)
        else:
            children = list(node)  # type: ignore[arg-type]
            if len(children) == 1:
                walk(children[0], depth)
                return
            if len(children) != 2:
                raise ValueError("a branch has two children")
            walk(children[0], depth + 1)
            walk(children[1], depth + 1)

    walk(tree, 0)
    return b"".join(out)


def tree_root(tree: BytesLike) -> Tuple[bytes, int]:
    """(Merkle root, number of leaves) of an encoded tree."""
    return _c.taproot_tree_root(tree)


def control_block(internal32: Union[XOnlyPublicKey, BytesLike], tree: BytesLike, leaf_index: int) -> bytes:
    """The control block spending leaf ``leaf_index`` (depth-first order) of the tree under
    the internal key."""
    x = internal32._x if isinstance(internal32, XOnlyPublicKey) else internal32
    return _c.taproot_control_block(x, tree, leaf_index)


def control_block_verify(output32: Union[XOnlyPublicKey, BytesLike], script: BytesLike, cb: BytesLike) -> bool:
    """BIP-341's script-path check: whether ``cb`` commits ``script`` to the output key."""
    x = output32._x if isinstance(output32, XOnlyPublicKey) else output32
    return _c.taproot_control_block_verify(x, script, cb)


class SighashCache:
    """The per-transaction hashes of BIP-341 (made once, then every input's signature hash
    costs a few compressions). Use it with the same ``tx`` and ``spent`` bytes."""

    __slots__ = ("_cache", "tx", "spent")

    def __init__(self, tx: BytesLike, spent: BytesLike) -> None:
        """``tx``: the serialized transaction; ``spent``: the outputs its inputs spend, in
        input order, each ``amount (8 bytes LE) || compact_size(len) || scriptPubKey``."""
        self.tx = bytes(tx)
        self.spent = bytes(spent)
        self._cache = _c.taproot_sighash_cache_init(self.tx, self.spent)

    def sighash(self, input_index: int, hash_type: int = 0, annex: Optional[BytesLike] = None,
                leaf_hash32: Optional[BytesLike] = None, codesep_pos: int = 0xFFFFFFFF) -> bytes:
        """As :func:`sighash`, with the cached hashes."""
        return _c.taproot_sighash(self._cache, self.tx, self.spent, input_index, hash_type, annex, leaf_hash32,
                                  codesep_pos)

    def sigmsg(self, input_index: int, hash_type: int = 0, annex: Optional[BytesLike] = None,
               leaf_hash32: Optional[BytesLike] = None, codesep_pos: int = 0xFFFFFFFF) -> bytes:
        """As :func:`sigmsg`, with the cached hashes."""
        return _c.taproot_sigmsg(self._cache, self.tx, self.spent, input_index, hash_type, annex, leaf_hash32,
                                 codesep_pos)


def sighash(tx: BytesLike, spent: BytesLike, input_index: int, hash_type: int = 0, annex: Optional[BytesLike] = None,
            leaf_hash32: Optional[BytesLike] = None, codesep_pos: int = 0xFFFFFFFF) -> bytes:
    """The BIP-341 signature hash of input ``input_index`` (the 32-byte message of its
    Schnorr signature). ``leaf_hash32`` None: key path; else script path (BIP-342) with
    ``codesep_pos``. ``annex``: None or bytes starting with 0x50."""
    return _c.taproot_sighash(None, tx, spent, input_index, hash_type, annex, leaf_hash32, codesep_pos)


def sigmsg(tx: BytesLike, spent: BytesLike, input_index: int, hash_type: int = 0, annex: Optional[BytesLike] = None,
           leaf_hash32: Optional[BytesLike] = None, codesep_pos: int = 0xFFFFFFFF) -> bytes:
    """The bytes :func:`sighash` hashes with hash_TapSighash (epoch 0x00 || SigMsg [|| ext])."""
    return _c.taproot_sigmsg(None, tx, spent, input_index, hash_type, annex, leaf_hash32, codesep_pos)


def xonly_tweak_add(xonly: Union[XOnlyPublicKey, BytesLike], tweak32: BytesLike) -> PublicKey:
    """lift_x(xonly) + tweak*G as a full public key (BIP-341's tweak, any tweak)."""
    x = xonly._x if isinstance(xonly, XOnlyPublicKey) else xonly
    return PublicKey._from_internal(_c.xonly_pubkey_tweak_add(x, tweak32))


def _from_keypair(kp: bytearray) -> SecretKey:
    raw = _c.keypair_seckey(kp)
    try:
        return SecretKey(raw)
    finally:
        _c.wipe(raw)
        _c.wipe(kp)


def secret_key_xonly_tweak(seckey: SecretKey, tweak32: BytesLike) -> SecretKey:
    """The secret key of :func:`xonly_tweak_add` (the key negated first when its public key
    has odd y, then + tweak), through the library's keypair tweak."""
    kp = bytearray(seckey._keypair())
    _c.keypair_xonly_tweak_add(kp, tweak32)
    return _from_keypair(kp)


def secret_key_taproot_tweak(seckey: SecretKey, merkle_root32: Optional[BytesLike] = None) -> SecretKey:
    """BIP-341's key-path secret key, through the keypair form (``ufsecp_taproot_keypair_tweak``;
    the same key as :meth:`ufsecp.SecretKey.taproot_tweak`)."""
    kp = bytearray(seckey._keypair())
    _c.taproot_keypair_tweak(kp, merkle_root32)
    return _from_keypair(kp)
