"""Verification with a precomputed public key (``ufsecp_pubkey_precompute`` and
``ufsecp_xonly_pubkey_precompute`` in ``include/ufsecp/ufsecp.h``): for a verifier that sees the
same key again and again. Building the 32 KiB of tables costs about three verifications; each
verification then costs about half of an ordinary one (it pays off after ~6 signatures).
The decisions are exactly those of :meth:`ufsecp.PublicKey.verify_ecdsa` /
:meth:`ufsecp.XOnlyPublicKey.verify_schnorr`. The tables are public data, but specific to
this library build: keep the key, not the object, in storage.

Example::

    from ufsecp.precomputed import PrecomputedXOnlyPublicKey
    pre = PrecomputedXOnlyPublicKey(sk.xonly_public_key)
    assert all(pre.verify_schnorr(sig, msg) for sig, msg in stream)
"""

from __future__ import annotations

from typing import Union

from . import PublicKey, XOnlyPublicKey, _c

__all__ = ["PrecomputedPublicKey", "PrecomputedXOnlyPublicKey", "PRECOMPUTED_SIZE"]

BytesLike = Union[bytes, bytearray, memoryview]

#: Bytes of one precomputed-key object.
PRECOMPUTED_SIZE: int = _c.PUBKEY_PRECOMPUTED_SIZE


class PrecomputedPublicKey:
    """An ECDSA verification key with its tables."""

    __slots__ = ("_pre", "public_key")

    def __init__(self, pubkey: Union[PublicKey, BytesLike]) -> None:
        """From a :class:`ufsecp.PublicKey` or its SEC1 bytes."""
        pk = pubkey if isinstance(pubkey, PublicKey) else PublicKey(pubkey)
        #: The key the tables were built from.
        self.public_key = pk
        self._pre = _c.pubkey_precompute(pk._pk)

    def verify_ecdsa(self, sig64: BytesLike, msg32: BytesLike) -> bool:
        """As :meth:`ufsecp.PublicKey.verify_ecdsa` (False for high S or r, s >= n)."""
        return _c.ecdsa_verify_precomputed(sig64, msg32, self._pre)

    def __repr__(self) -> str:
        return f"PrecomputedPublicKey({self.public_key.serialize().hex()})"


class PrecomputedXOnlyPublicKey:
    """A BIP-340 verification key with its tables."""

    __slots__ = ("_pre", "xonly")

    def __init__(self, xonly: Union[XOnlyPublicKey, BytesLike]) -> None:
        """From a :class:`ufsecp.XOnlyPublicKey` or its 32 bytes
        (:class:`ufsecp.BadPublicKeyError` when it is not on the curve)."""
        x = xonly._x if isinstance(xonly, XOnlyPublicKey) else bytes(xonly)
        self._pre = _c.xonly_pubkey_precompute(x)
        #: The 32-byte x-only key.
        self.xonly = x

    def verify_schnorr(self, sig64: BytesLike, msg: BytesLike) -> bool:
        """As :meth:`ufsecp.XOnlyPublicKey.verify_schnorr`."""
        return _c.schnorr_verify_precomputed(sig64, msg, self._pre)

    def __repr__(self) -> str:
        return f"PrecomputedXOnlyPublicKey({self.xonly.hex()})"
