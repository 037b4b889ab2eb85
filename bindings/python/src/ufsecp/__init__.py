"""ufsecp: fast, constant-time secp256k1 for Python.

Bytes in, bytes out. Keys are classes (:class:`SecretKey`, :class:`PublicKey`,
:class:`XOnlyPublicKey`); signatures are plain ``bytes`` (64-byte compact ``r || s`` for
ECDSA, 64-byte BIP-340 for Schnorr; DER through :func:`ecdsa_der_encode` /
:func:`ecdsa_der_decode`). Every failure raises a subclass of :class:`Error` carrying the
C library's status (``err.status``, ``err.status_name``); ``verify`` methods return
``bool`` (``False`` for a signature that is malformed or does not verify).

The work is done by the C library (linked into ``ufsecp._ufsecp``); the GIL is released
around every call that costs microseconds (signing, verification, ECDH, key creation...),
so threads scale.

Example::

    import ufsecp, hashlib
    sk = ufsecp.SecretKey.generate()
    msg = hashlib.sha256(b"hello").digest()
    sig = sk.sign_ecdsa(msg)
    assert sk.public_key.verify_ecdsa(sig, msg)
    ssig = sk.sign_schnorr(b"any length message")
    assert sk.xonly_public_key.verify_schnorr(ssig, b"any length message")
"""

from __future__ import annotations

import hmac
import os
from typing import Dict, Iterable, List, Optional, Sequence, Tuple, Type, Union

from . import _ufsecp as _c

__all__ = [
    "__version__", "Error", "BadLengthError", "BadSecretKeyError", "BadPublicKeyError",
    "BadSignatureError", "BadTweakError", "BadRecoveryIdError", "InfinityError",
    "RecoveryFailedError", "BadArgumentError", "EncodingError", "STATUS", "status_name",
    "SecretKey", "PublicKey", "XOnlyPublicKey", "ecdsa_der_encode", "ecdsa_der_decode",
    "ecdsa_normalize", "ecdsa_recover", "schnorr_verify", "schnorr_verify_batch",
    "ecdsa_verify_batch", "xonly_tweak_add_check", "address", "ellswift_decode", "ellswift_encode",
    "taproot_output_key", "bip32", "musig", "silentpayments",
    "frost", "adaptor", "bip324", "precomputed", "taproot",
]

#: Version of the C library linked in.
__version__: str = _c.C_VERSION

BytesLike = Union[bytes, bytearray, memoryview]

# ---- statuses and exceptions ---------------------------------------------------------------
# The names and codes come from the C library itself (ufsecp_status_string); nothing here
# writes a status number.
_UNKNOWN = _c.status_string(-1)
#: Status name (``"UFSECP_ERR_BAD_SECKEY"``, ...) -> code, as the linked C library numbers them.
STATUS: Dict[str, int] = {}
for _code in range(0, 256):
    _name = _c.status_string(_code)
    if _name != _UNKNOWN:
        STATUS[_name] = _code


def status_name(code: int) -> str:
    """The C name of a status code (``"UFSECP_OK"``, ``"UFSECP_ERR_BAD_SECKEY"``, ...)."""
    return _c.status_string(code)


class Error(Exception):
    """Base class of every ufsecp error. ``status`` is the C status code, ``status_name``
    its name (see docs/api.md for the meaning of each)."""

    status: int
    status_name: str
    #: For the errors that name a culprit (FROST, BIP-445: the signer whose share, nonce or
    #: key fails), its index in the list the caller passed; None otherwise.
    culprit: Optional[int] = None

    def __init__(self, status: int, message: Optional[str] = None) -> None:
        self.status = status
        self.status_name = _c.status_string(status)
        super().__init__(message or self.status_name)


class BadLengthError(Error, ValueError):
    """An input of the wrong length (``UFSECP_ERR_BAD_LENGTH``)."""


class BadSecretKeyError(Error, ValueError):
    """A secret key that is 0 or >= the group order (``UFSECP_ERR_BAD_SECKEY``)."""


class BadPublicKeyError(Error, ValueError):
    """A public key that is malformed or not on the curve (``UFSECP_ERR_BAD_PUBKEY``)."""


class BadSignatureError(Error, ValueError):
    """A malformed signature encoding (``UFSECP_ERR_BAD_SIGNATURE``)."""


class BadTweakError(Error, ValueError):
    """A tweak >= n, or a tweak whose result is invalid (``UFSECP_ERR_BAD_TWEAK``)."""


class BadRecoveryIdError(Error, ValueError):
    """A recovery id outside 0..3 (``UFSECP_ERR_BAD_RECID``)."""


class InfinityError(Error, ValueError):
    """The result would be the point at infinity (``UFSECP_ERR_INFINITY``)."""


class RecoveryFailedError(Error, ValueError):
    """No public key can be recovered from the signature (``UFSECP_ERR_RECOVERY_FAILED``)."""


class BadArgumentError(Error, ValueError):
    """An integer argument outside the accepted values (``UFSECP_ERR_BAD_ARG``)."""


class EncodingError(Error, ValueError):
    """A text encoding (bech32m address) that does not decode (checksum, alphabet, hrp...)."""


_CLASSES: Dict[str, Type[Error]] = {
    "UFSECP_ERR_BAD_LENGTH": BadLengthError,
    "UFSECP_ERR_BAD_SECKEY": BadSecretKeyError,
    "UFSECP_ERR_BAD_PUBKEY": BadPublicKeyError,
    "UFSECP_ERR_BAD_SIGNATURE": BadSignatureError,
    "UFSECP_ERR_BAD_TWEAK": BadTweakError,
    "UFSECP_ERR_BAD_RECID": BadRecoveryIdError,
    "UFSECP_ERR_INFINITY": InfinityError,
    "UFSECP_ERR_RECOVERY_FAILED": RecoveryFailedError,
    "UFSECP_ERR_BAD_ARG": BadArgumentError,
    "UFSECP_ERR_BAD_CHECKSUM": EncodingError,
    "UFSECP_ERR_BAD_ENCODING": EncodingError,
    "UFSECP_ERR_BAD_HRP": EncodingError,
    "UFSECP_ERR_MIXED_CASE": EncodingError,
    "UFSECP_ERR_BAD_CHECKSUM_VARIANT": EncodingError,
    "UFSECP_ERR_BAD_VERSION": EncodingError,
}
#: Status code -> exception class; the C extension holds this very dict, so the protocol
#: modules (frost, adaptor, bip324) add their classes with :func:`_register_errors`.
_ERROR_MAP: Dict[int, Type[Error]] = {STATUS[k]: v for k, v in _CLASSES.items() if k in STATUS}
_c._init(_ERROR_MAP, Error)


def _register_errors(classes: Dict[str, Type[Error]]) -> None:
    """Maps status names of the linked C library to exception classes (names it lacks are
    skipped: the status numbers come from the library, never from here)."""
    for name, cls in classes.items():
        if name in STATUS:
            _ERROR_MAP[STATUS[name]] = cls


def _random32() -> bytes:
    return os.urandom(32)


class _SingleUseSecret:
    """Base of the secret-nonce classes (MuSig2, FROST, BIP-445): an opaque buffer the C side
    fills and clears on use; never printed, never pickled or copied; wiped on garbage
    collection. Subclasses name themselves (``_name``) and say why a copy is refused
    (``_copy_refused``)."""

    __slots__ = ("_buf",)
    _name = "SecretNonce"
    _copy_refused = "a secret nonce cannot be pickled or copied"

    def __init__(self, size: int) -> None:
        self._buf = bytearray(size)

    def __repr__(self) -> str:
        return self._name + "(<secret>)"

    def __reduce__(self) -> tuple:
        raise TypeError(self._copy_refused)

    def wipe(self) -> None:
        """Zeroes the nonce (it can no longer sign)."""
        _c.wipe(self._buf)

    def __del__(self) -> None:
        try:
            self.wipe()
        except Exception:  # pragma: no cover
            pass


# ---- keys -----------------------------------------------------------------------------------
class SecretKey:
    """A secret key (32 bytes, 1 <= k < n).

    The value never appears in ``repr``/``str``; it lives in a ``bytearray`` that
    :meth:`wipe` (also called on garbage collection and on leaving a ``with`` block) zeroes
    with writes the compiler keeps. Copies the caller made (the ``bytes`` passed in,
    :meth:`to_bytes` results) are outside its control: Python cannot wipe immutable bytes.
    """

    __slots__ = ("_sk", "_kp", "_pk", "_xonly", "__weakref__")

    def __init__(self, data: BytesLike) -> None:
        """Takes the 32 big-endian bytes of the key; raises :class:`BadSecretKeyError`
        (0 or >= n) or :class:`BadLengthError`."""
        sk = bytearray(data)
        try:
            _c.seckey_verify(sk)
        except Error:
            _c.wipe(sk)
            raise
        self._sk = sk
        self._kp: Optional[bytearray] = None
        self._pk: Optional[PublicKey] = None
        self._xonly: Optional[XOnlyPublicKey] = None

    @classmethod
    def generate(cls) -> "SecretKey":
        """A new key from ``os.urandom`` (retried in the ~2^-128 case of an invalid value)."""
        while True:
            try:
                return cls(_random32())
            except BadSecretKeyError:  # pragma: no cover
                continue

    def to_bytes(self) -> bytes:
        """The 32 secret bytes (an immutable copy the caller is responsible for)."""
        return bytes(self._sk)

    def __repr__(self) -> str:
        return "SecretKey(<secret>)"

    def __reduce__(self) -> tuple:
        # Pickling is allowed (worker processes need their keys, e.g. a silent-payments scan
        # key shipped to Dask workers); the pickle holds the secret in the clear.
        return (SecretKey, (bytes(self._sk),))

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SecretKey):
            return NotImplemented
        return hmac.compare_digest(self._sk, other._sk)

    __hash__ = None  # type: ignore[assignment]

    def wipe(self) -> None:
        """Zeroes the key (and its cached keypair); the object is unusable afterwards."""
        _c.wipe(self._sk)
        if self._kp is not None:
            _c.wipe(self._kp)

    def __del__(self) -> None:
        try:
            self.wipe()
        except Exception:  # pragma: no cover - interpreter shutdown
            pass

    def __enter__(self) -> "SecretKey":
        return self

    def __exit__(self, *exc: object) -> None:
        self.wipe()

    def _keypair(self) -> bytearray:
        kp = self._kp
        if kp is None:
            kp = bytearray(96)
            x, _parity = _c.keypair_create(kp, self._sk)
            self._kp = kp
        return kp

    @property
    def public_key(self) -> "PublicKey":
        """The public key k*G (computed once, then cached)."""
        pk = self._pk
        if pk is None:
            pk = self._pk = PublicKey._from_internal(_c.pubkey_create(self._sk))
        return pk

    @property
    def xonly_public_key(self) -> "XOnlyPublicKey":
        """The BIP-340 x-only public key (cached)."""
        x = self._xonly
        if x is None:
            x = self._xonly = XOnlyPublicKey(_c.xonly_from_pubkey(self.public_key._pk)[0])
        return x

    def sign_ecdsa(self, msg32: BytesLike, extra32: Optional[BytesLike] = None) -> bytes:
        """ECDSA signature (64-byte compact ``r || s``, low-S) of a 32-byte message hash,
        RFC 6979 nonce (``extra32``: optional added entropy, libsecp256k1's ndata)."""
        return _c.ecdsa_sign(msg32, self._sk, extra32)

    def sign_ecdsa_recoverable(self, msg32: BytesLike, extra32: Optional[BytesLike] = None) -> Tuple[bytes, int]:
        """ECDSA signature and its recovery id (0..3) for :func:`ecdsa_recover`."""
        return _c.ecdsa_sign_recoverable(msg32, self._sk, extra32)

    def sign_schnorr(self, msg: BytesLike, aux32: Optional[BytesLike] = None) -> bytes:
        """BIP-340 signature (64 bytes) of a message of any length. ``aux32``: auxiliary
        randomness (None: 32 zero bytes, deterministic)."""
        return _c.schnorr_sign(msg, self._kp if self._kp is not None else self._keypair(), aux32)

    def ecdh(self, pubkey: Union["PublicKey", BytesLike], raw_x: bool = False) -> bytes:
        """ECDH shared secret with ``pubkey`` (a :class:`PublicKey` or SEC1 bytes): SHA-256 of
        the compressed shared point (libsecp256k1's default), or its x-coordinate when
        ``raw_x``."""
        pk = pubkey._pk if isinstance(pubkey, PublicKey) else _c.pubkey_parse(pubkey)
        return _c.ecdh(pk, self._sk, raw_x)

    def ellswift_create(self, aux32: Optional[BytesLike] = None) -> bytes:
        """A 64-byte ElligatorSwift encoding of the public key (BIP-324), deterministic in the
        key and ``aux32`` (fresh randomness recommended)."""
        return _c.ellswift_create(self._sk, aux32)

    def ellswift_xdh_bip324(self, ell_a64: BytesLike, ell_b64: BytesLike, initiator: bool) -> bytes:
        """BIP-324's ECDH secret (32 bytes) from the initiator's (``ell_a64``) and the
        responder's (``ell_b64``) encodings; ``initiator``: this key made ``ell_a64``."""
        return _c.ellswift_xdh_bip324(ell_a64, ell_b64, self._sk, 0 if initiator else 1)

    def taproot_tweak(self, merkle_root32: Optional[BytesLike] = None) -> "SecretKey":
        """The BIP-341 key-path secret key for the output key of :func:`taproot_output_key`
        (``merkle_root32`` None: no script tree)."""
        raw = _c.taproot_tweak_seckey(self._sk, merkle_root32)
        try:
            return SecretKey(raw)
        finally:
            _c.wipe(raw)

    def negate(self) -> "SecretKey":
        """n - k as a new key."""
        return SecretKey(_c.seckey_op(self._sk, None, 0))

    def tweak_add(self, tweak32: BytesLike) -> "SecretKey":
        """(k + tweak) mod n as a new key (:class:`BadTweakError` if tweak >= n or the sum is 0)."""
        return SecretKey(_c.seckey_op(self._sk, tweak32, 1))

    def tweak_mul(self, tweak32: BytesLike) -> "SecretKey":
        """(k * tweak) mod n as a new key (:class:`BadTweakError` if tweak is 0 or >= n)."""
        return SecretKey(_c.seckey_op(self._sk, tweak32, 2))


class PublicKey:
    """A parsed public key (a point on the curve). Construct from SEC1 bytes (33 or 65)."""

    __slots__ = ("_pk",)

    def __init__(self, data: BytesLike) -> None:
        """Parses SEC1 (compressed 33 or uncompressed/hybrid 65 bytes); raises
        :class:`BadPublicKeyError`."""
        self._pk: bytes = _c.pubkey_parse(data)

    @classmethod
    def _from_internal(cls, pk64: bytes) -> "PublicKey":
        obj = cls.__new__(cls)
        obj._pk = pk64
        return obj

    @classmethod
    def from_secret_key(cls, seckey: Union[SecretKey, BytesLike]) -> "PublicKey":
        """k*G for a :class:`SecretKey` or 32 secret bytes."""
        sk = seckey._sk if isinstance(seckey, SecretKey) else seckey
        return cls._from_internal(_c.pubkey_create(sk))

    @classmethod
    def combine(cls, keys: Iterable["PublicKey"]) -> "PublicKey":
        """The sum of the keys (:class:`InfinityError` if it is the point at infinity)."""
        return cls._from_internal(_c.pubkey_combine([k._pk for k in keys]))

    def serialize(self, compressed: bool = True) -> bytes:
        """SEC1 encoding: 33 bytes compressed (default) or 65 uncompressed."""
        return _c.pubkey_serialize(self._pk, compressed)

    def __bytes__(self) -> bytes:
        return _c.pubkey_serialize(self._pk, True)

    def __repr__(self) -> str:
        return f"PublicKey({self.serialize().hex()})"

    def __reduce__(self) -> tuple:
        # SEC1, not the library's internal object (which may differ between versions).
        return (PublicKey, (self.serialize(),))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PublicKey):
            return NotImplemented
        return self.serialize() == other.serialize()

    def __hash__(self) -> int:
        return hash(self.serialize())

    def verify_ecdsa(self, sig64: BytesLike, msg32: BytesLike) -> bool:
        """Whether the compact ECDSA signature verifies for this key and the 32-byte hash
        (high-S signatures are rejected, like libsecp256k1; normalize with
        :func:`ecdsa_normalize` first to accept them)."""
        return _c.ecdsa_verify(sig64, msg32, self._pk)

    def xonly(self) -> Tuple["XOnlyPublicKey", int]:
        """The x-only key (BIP-340) and the parity of y (0 even, 1 odd)."""
        x, parity = _c.xonly_from_pubkey(self._pk)
        return XOnlyPublicKey(x), parity

    def negate(self) -> "PublicKey":
        """-P as a new key."""
        return PublicKey._from_internal(_c.pubkey_op(self._pk, None, 0))

    def tweak_add(self, tweak32: BytesLike) -> "PublicKey":
        """P + tweak*G as a new key."""
        return PublicKey._from_internal(_c.pubkey_op(self._pk, tweak32, 1))

    def tweak_mul(self, tweak32: BytesLike) -> "PublicKey":
        """tweak*P as a new key."""
        return PublicKey._from_internal(_c.pubkey_op(self._pk, tweak32, 2))


class XOnlyPublicKey:
    """A BIP-340 x-only public key (32 bytes), parsed once (lift_x) for fast verification."""

    __slots__ = ("_x", "_parsed")

    def __init__(self, data: BytesLike) -> None:
        """Takes the 32-byte x-coordinate; raises :class:`BadPublicKeyError` if it is not
        one of a curve point."""
        self._parsed: bytes = _c.xonly_parse(data)
        self._x: bytes = bytes(data)

    def serialize(self) -> bytes:
        """The 32 bytes."""
        return self._x

    def __bytes__(self) -> bytes:
        return self._x

    def __repr__(self) -> str:
        return f"XOnlyPublicKey({self._x.hex()})"

    def __reduce__(self) -> tuple:
        return (XOnlyPublicKey, (self._x,))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, XOnlyPublicKey):
            return NotImplemented
        return self._x == other._x

    def __hash__(self) -> int:
        return hash(self._x)

    def verify_schnorr(self, sig64: BytesLike, msg: BytesLike) -> bool:
        """Whether the BIP-340 signature verifies for this key and message (any length)."""
        return _c.schnorr_verify(sig64, msg, self._parsed, True)


# ---- free functions -------------------------------------------------------------------------
def schnorr_verify(sig64: BytesLike, msg: BytesLike, xonly32: BytesLike) -> bool:
    """BIP-340 verification against 32 key bytes (``False`` also for a key that is not an
    x-coordinate, as in BIP-340's test vectors)."""
    try:
        return _c.schnorr_verify(sig64, msg, xonly32, False)
    except BadPublicKeyError:
        return False


def ecdsa_der_encode(sig64: BytesLike) -> bytes:
    """Compact ``r || s`` to minimal DER (8..72 bytes)."""
    return _c.der_serialize(sig64)


def ecdsa_der_decode(der: BytesLike, lax: bool = False) -> bytes:
    """Strict DER (or, with ``lax``, BIP-66-era lax DER) to compact ``r || s``; raises
    :class:`BadSignatureError`."""
    return _c.der_parse(der, lax)


def ecdsa_normalize(sig64: BytesLike) -> Tuple[bytes, bool]:
    """The low-S form of a compact signature, and whether it was high-S."""
    return _c.ecdsa_normalize(sig64)


def ecdsa_recover(sig64: BytesLike, recid: int, msg32: BytesLike) -> PublicKey:
    """The public key that made ``sig64`` (with recovery id ``recid``) over ``msg32``."""
    return PublicKey._from_internal(_c.ecdsa_recover(sig64, recid, msg32))


def xonly_tweak_add_check(tweaked32: BytesLike, parity: int, internal32: BytesLike, tweak32: BytesLike) -> bool:
    """Whether ``tweaked32`` (with ``parity``) is lift_x(internal32) + tweak*G (BIP-341)."""
    return _c.xonly_tweak_add_check(tweaked32, parity, internal32, tweak32)


def ellswift_decode(ell64: BytesLike) -> PublicKey:
    """The public key a 64-byte ElligatorSwift encoding stands for (every encoding decodes)."""
    return PublicKey._from_internal(_c.ellswift_decode(ell64))


def ellswift_encode(pubkey: PublicKey, rnd32: BytesLike) -> bytes:
    """A 64-byte ElligatorSwift encoding of ``pubkey`` chosen with ``rnd32`` (fresh randomness)."""
    return _c.ellswift_encode(pubkey._pk, rnd32)


def taproot_output_key(internal32: BytesLike, merkle_root32: Optional[BytesLike] = None) -> Tuple[bytes, int]:
    """BIP-341 output key x(P + t*G) and its parity for the internal x-only key and the script
    tree's Merkle root (None: key path only). The scriptPubKey is ``b"\x51\x20" + x``."""
    return _c.taproot_output_key(internal32, merkle_root32)


def schnorr_verify_batch(
    sigs: Sequence[BytesLike], msgs: Sequence[BytesLike], xonly_keys: Sequence[Union[XOnlyPublicKey, BytesLike]],
    threads: int = 1,
) -> List[bool]:
    """Verifies n BIP-340 signatures at once (one multi-scalar multiplication; the GIL is
    released, ``threads`` worker threads). Entry i is (sigs[i], msgs[i], xonly_keys[i]);
    returns the n results, exactly those of n :func:`schnorr_verify` calls."""
    keys = [bytes(k) if isinstance(k, XOnlyPublicKey) else k for k in xonly_keys]
    return [b == 1 for b in _c.verify_batch(0, sigs, msgs, keys, threads)]


def ecdsa_verify_batch(
    sigs: Sequence[BytesLike], msgs32: Sequence[BytesLike], pubkeys: Sequence[PublicKey], threads: int = 1,
) -> List[bool]:
    """Verifies n compact ECDSA signatures at once (shared inversions; the GIL is released,
    ``threads`` worker threads); the n results equal :meth:`PublicKey.verify_ecdsa`'s."""
    return [b == 1 for b in _c.verify_batch(1, sigs, msgs32, [p._pk for p in pubkeys], threads)]


from . import address, bip32, musig, silentpayments  # noqa: E402  (they use the classes above)
from . import adaptor, bip324, frost, precomputed, taproot  # noqa: E402  (issue 18: the protocol layers)
