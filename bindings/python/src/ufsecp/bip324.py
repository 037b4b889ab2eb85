"""The BIP-324 v2 P2P transport cipher (``include/ufsecp/ufsecp_bip324.h``).

A :class:`Cipher` serves one connection in both directions: keys from the 32-byte ECDH secret
(:meth:`Cipher.from_ellswift` computes it with :meth:`ufsecp.SecretKey.ellswift_xdh_bip324`),
the session id, the garbage terminators, and packets (3-byte encrypted length || encrypted
header and contents || 16-byte tag, :data:`EXPANSION` bytes more than the contents). The keys
are secret: the object never prints them, cannot be pickled, and is wiped by :meth:`clear`
(also on leaving a ``with`` block and on garbage collection). A tag that does not match raises
:class:`DecryptError`; BIP-324 then requires dropping the connection.

Example::

    from ufsecp import bip324
    a, b = bip324.Cipher(secret, True), bip324.Cipher(secret, False)
    pkt = a.encrypt(b"hello", aad=garbage)
    n = b.decrypt_length(pkt[:3])
    contents, ignore = b.decrypt(pkt[3:3 + n + 17], aad=garbage)
"""

from __future__ import annotations

from typing import Optional, Tuple, Union

from . import Error, SecretKey, _c, _register_errors

__all__ = ["Cipher", "xswiftec_inv", "DecryptError", "CipherStateError", "EXPANSION", "MAX_CONTENTS", "MAINNET_MAGIC"]

BytesLike = Union[bytes, bytearray, memoryview]

#: Bytes a packet adds to its contents: 3 (length) + 1 (header) + 16 (tag).
EXPANSION: int = _c.BIP324_EXPANSION
#: The largest contents one packet carries.
MAX_CONTENTS: int = _c.BIP324_MAX_CONTENTS
#: Bitcoin mainnet's network magic.
MAINNET_MAGIC = bytes.fromhex("f9beb4d9")


class DecryptError(Error, ValueError):
    """A packet whose tag does not match (``UFSECP_ERR_DECRYPT_FAILED``): wrong key, tampered
    or out-of-order data. Drop the connection."""


class CipherStateError(Error, ValueError):
    """The cipher object is not initialized (cleared) (``UFSECP_ERR_BAD_CIPHER``)."""


_register_errors({"UFSECP_ERR_DECRYPT_FAILED": DecryptError, "UFSECP_ERR_BAD_CIPHER": CipherStateError})


class Cipher:
    """One side of a BIP-324 connection. ``initiating``: this side opened the connection."""

    __slots__ = ("_buf", "initiating")

    def __init__(self, ecdh_secret32: BytesLike, initiating: bool, network_magic: BytesLike = MAINNET_MAGIC) -> None:
        """Derives every key from the 32-byte ECDH secret (``ufsecp_ellswift_xdh_bip324``)."""
        self._buf = bytearray(_c.BIP324_CIPHER_SIZE)
        #: Whether this side opened the connection.
        self.initiating = bool(initiating)
        _c.bip324_cipher_init(self._buf, ecdh_secret32, self.initiating, network_magic)

    @classmethod
    def from_ellswift(cls, seckey: SecretKey, ours64: BytesLike, theirs64: BytesLike, initiating: bool,
                      network_magic: BytesLike = MAINNET_MAGIC) -> "Cipher":
        """The cipher of a connection from this side's key, its 64-byte ElligatorSwift
        encoding (:meth:`ufsecp.SecretKey.ellswift_create`) and the peer's."""
        a, b = (ours64, theirs64) if initiating else (theirs64, ours64)
        secret = bytearray(seckey.ellswift_xdh_bip324(a, b, initiating))
        try:
            return cls(secret, initiating, network_magic)
        finally:
            _c.wipe(secret)

    @property
    def session_id(self) -> bytes:
        """The 32-byte session id (the same on both sides)."""
        return _c.bip324_session_id(self._buf)

    @property
    def garbage_terminators(self) -> Tuple[bytes, bytes]:
        """(the 16-byte terminator this side sends, the one it expects to receive)."""
        return _c.bip324_garbage_terminators(self._buf)

    def encrypt(self, contents: BytesLike, aad: BytesLike = b"", ignore: bool = False) -> bytes:
        """One packet (``len(contents) + EXPANSION`` bytes); ``ignore``: a decoy packet."""
        return _c.bip324_encrypt(self._buf, contents, aad, ignore)

    def decrypt_length(self, enc_len3: BytesLike) -> int:
        """The contents length of the next received packet, from its first 3 bytes."""
        return _c.bip324_decrypt_length(self._buf, enc_len3)

    def decrypt(self, ciphertext: BytesLike, aad: BytesLike = b"") -> Tuple[bytes, bool]:
        """The rest of the packet (contents length + 17 bytes) -> (contents, ignore bit).
        :class:`DecryptError` when the tag does not match (the object is left as it was)."""
        return _c.bip324_decrypt(self._buf, ciphertext, aad)

    def clear(self) -> None:
        """Wipes the keys; the object then refuses every call (:class:`CipherStateError`)."""
        _c.bip324_cipher_clear(self._buf)

    def __enter__(self) -> "Cipher":
        return self

    def __exit__(self, *exc: object) -> None:
        self.clear()

    def __repr__(self) -> str:
        return f"bip324.Cipher(initiating={self.initiating}, <secret>)"

    def __reduce__(self) -> tuple:
        raise TypeError("a bip324.Cipher holds secret keys and stream state: it cannot be pickled or copied")

    def __del__(self) -> None:
        try:
            _c.wipe(self._buf)
        except Exception:  # pragma: no cover
            pass


def xswiftec_inv(x32: BytesLike, u32: BytesLike, c: int) -> Optional[bytes]:
    """XSwiftECInv (BIP-324's ElligatorSwift, section 3.5): a 32-byte t with F_u(t) = x reached
    by case ``c`` (0..7), or None when that case has no preimage. Public data."""
    return _c.ellswift_xswiftec_inv(x32, u32, c)
