"""BIP-32 hierarchical deterministic keys and BIP-39 mnemonics (English).

An :class:`ExtendedKey` holds the library's extended-key object in a ``bytearray`` that is
wiped on garbage collection (a private one contains the secret key); it never prints a
private key. Paths use the usual grammar: ``"m/84'/0'/0'/0/5"`` (``'``, ``h`` or ``H``
for hardened).
"""

from __future__ import annotations

from typing import Union

from . import PublicKey, SecretKey, _c

__all__ = ["ExtendedKey", "HARDENED", "XPRV", "XPUB", "TPRV", "TPUB", "mnemonic_from_entropy",
           "mnemonic_to_entropy", "mnemonic_to_seed"]

BytesLike = Union[bytes, bytearray, memoryview]

#: Index offset of hardened children (2^31).
HARDENED: int = _c.BIP32_HARDENED
#: Built-in versions (mainnet xprv/xpub, testnet tprv/tpub).
XPRV: int = _c.BIP32_XPRV
XPUB: int = _c.BIP32_XPUB
TPRV: int = _c.BIP32_TPRV
TPUB: int = _c.BIP32_TPUB


class ExtendedKey:
    """A BIP-32 extended key, private or public."""

    __slots__ = ("_k", "_testnet")

    def __init__(self) -> None:
        """Use :meth:`from_seed` or :meth:`parse`."""
        self._k = bytearray(_c.BIP32_KEY_SIZE)
        self._testnet = False

    @classmethod
    def from_seed(cls, seed: BytesLike, testnet: bool = False) -> "ExtendedKey":
        """The master key of a 16..64-byte seed (e.g. :func:`mnemonic_to_seed`)."""
        k = cls()
        _c.bip32_master(k._k, seed)
        k._testnet = testnet
        return k

    @classmethod
    def parse(cls, text: str) -> "ExtendedKey":
        """Parses an xprv/xpub/tprv/tpub string (Base58Check); raises an :class:`ufsecp.Error`
        subclass naming what is wrong (checksum, version, key, depth...)."""
        k = cls()
        version = _c.bip32_parse(k._k, text)
        k._testnet = version in (TPRV, TPUB)
        return k

    def derive(self, path: Union[str, int]) -> "ExtendedKey":
        """The child at an index (int; add :data:`HARDENED` for hardened) or at a path
        below this key (``"m/0'/1"`` or ``"0'/1"``)."""
        c = ExtendedKey()
        c._testnet = self._testnet
        _c.bip32_derive(c._k, self._k, path)
        return c

    def neuter(self) -> "ExtendedKey":
        """The public extended key."""
        c = ExtendedKey()
        c._testnet = self._testnet
        _c.bip32_neuter(c._k, self._k)
        return c

    @property
    def is_private(self) -> bool:
        """Whether this key holds a secret key."""
        try:
            _c.wipe(_c.bip32_seckey(self._k))
            return True
        except Exception:
            return False

    def secret_key(self) -> SecretKey:
        """The secret key (:class:`ufsecp.Error` with ``UFSECP_ERR_PUBLIC_ONLY`` for a
        public extended key)."""
        raw = _c.bip32_seckey(self._k)
        try:
            return SecretKey(raw)
        finally:
            _c.wipe(raw)

    def public_key(self) -> PublicKey:
        """The public key."""
        return PublicKey._from_internal(_c.bip32_pubkey(self._k))

    def serialize(self, version: int = 0) -> str:
        """The Base58Check string (``xprv``/``xpub``, or ``tprv``/``tpub`` for a testnet key;
        ``version`` overrides)."""
        if not version:
            priv = self.is_private
            version = (TPRV if priv else TPUB) if self._testnet else (XPRV if priv else XPUB)
        return _c.bip32_serialize(self._k, version)

    def __repr__(self) -> str:
        if self.is_private:
            return "ExtendedKey(<private>)"
        return f"ExtendedKey({self.serialize()})"

    def __reduce__(self) -> tuple:
        # The Base58Check string (it holds the secret key of a private extended key).
        return (ExtendedKey.parse, (self.serialize(),))

    def wipe(self) -> None:
        """Zeroes the key object."""
        _c.wipe(self._k)

    def __del__(self) -> None:
        try:
            self.wipe()
        except Exception:  # pragma: no cover
            pass


def mnemonic_from_entropy(entropy: BytesLike) -> str:
    """The English BIP-39 mnemonic of 16, 20, 24, 28 or 32 bytes of entropy."""
    return _c.bip39_from_entropy(entropy)


def mnemonic_to_entropy(mnemonic: str) -> bytes:
    """The entropy of an English mnemonic (checks words and checksum)."""
    return _c.bip39_to_entropy(mnemonic)


def mnemonic_to_seed(mnemonic: str, passphrase: str = "") -> bytearray:
    """The 64-byte BIP-39 seed (PBKDF2-HMAC-SHA512 of the NFKD texts; the GIL is released).
    Returned as a ``bytearray`` so that it can be wiped (``ufsecp._ufsecp.wipe``)."""
    return _c.bip39_to_seed(mnemonic, passphrase)
