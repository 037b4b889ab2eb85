"""BIP-32 hierarchical deterministic keys and BIP-39 mnemonics (English).

An :class:`ExtendedKey` holds the library's extended-key object in a ``bytearray`` that is
wiped on garbage collection (a private one contains the secret key); it never prints a
private key. Paths use the usual grammar: ``"m/84'/0'/0'/0/5"`` (``'``, ``h`` or ``H``
for hardened).
"""

from __future__ import annotations

from typing import List, NamedTuple, Optional, Sequence, Union

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


# ---- the rest of ufsecp_bip32.h / ufsecp_bip39.h (issue 18) ---------------------------------------
class KeyInfo(NamedTuple):
    """What an extended key says about itself."""

    fingerprint: bytes
    parent_fingerprint: bytes
    child_number: int
    depth: int
    is_private: bool


def parse_path(path: str) -> List[int]:
    """The indices of a path (``"m/84'/0'/0'"``; hardened ones with :data:`HARDENED` set)."""
    return _c.bip32_parse_path(path)


def derive_indices(key: ExtendedKey, indices: Sequence[int]) -> ExtendedKey:
    """The descendant at the given indices (no text path)."""
    c = ExtendedKey()
    c._testnet = key._testnet
    _c.bip32_derive_indices(c._k, key._k, list(indices))
    return c


def from_public_key(pubkey: PublicKey, chain_code32: BytesLike, testnet: bool = False) -> ExtendedKey:
    """A public root from a key and a chain code (e.g. BIP-328's xpub of a MuSig2 aggregate
    key, chain code SHA-256("MuSig2MuSig2MuSig2"))."""
    k = ExtendedKey()
    _c.bip32_from_pubkey(k._k, pubkey._pk, chain_code32)
    k._testnet = testnet
    return k


def parse_versioned(text: str, version_private: int, version_public: int) -> ExtendedKey:
    """Parses an extended key with other version bytes (ypub/zpub, altcoins...)."""
    k = ExtendedKey()
    _c.bip32_parse_versioned(k._k, text, version_private, version_public)
    return k


def key_info(key: ExtendedKey) -> KeyInfo:
    """Fingerprint, parent fingerprint, child number, depth and kind."""
    return KeyInfo(*_c.bip32_get_info(key._k))


def chain_code(key: ExtendedKey) -> bytearray:
    """The 32-byte chain code (secret for a private key: a bytearray the caller can wipe)."""
    return _c.bip32_chain_code(key._k)


def mnemonic_from_entropy_wordlist(entropy: BytesLike, wordlist: Sequence[str], separator: Optional[str] = None) -> str:
    """BIP-39 mnemonic with a caller's 2048-word list (e.g. Japanese, ``separator="\\u3000"``)."""
    return _c.bip39_from_entropy_wordlist(entropy, list(wordlist), separator)


def mnemonic_to_entropy_wordlist(mnemonic: str, wordlist: Sequence[str]) -> bytes:
    """The entropy of a mnemonic in a caller's word list (checksum checked)."""
    return _c.bip39_to_entropy_wordlist(mnemonic, list(wordlist))


def nfkd(text: str) -> str:
    """Unicode NFKD, as BIP-39 applies it to mnemonics and passphrases."""
    return _c.utf8_nfkd(text)


__all__ += ["KeyInfo", "parse_path", "derive_indices", "from_public_key", "parse_versioned", "key_info", "chain_code",
            "mnemonic_from_entropy_wordlist", "mnemonic_to_entropy_wordlist", "nfkd"]
