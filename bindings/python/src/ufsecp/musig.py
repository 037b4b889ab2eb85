"""BIP-327 MuSig2: key aggregation (with tweaks), nonces, partial signatures, aggregation.

The result of a signing session is an ordinary BIP-340 signature for the aggregate x-only
key (:meth:`ufsecp.XOnlyPublicKey.verify_schnorr` checks it). A :class:`SecretNonce` is
secret and single-use: :meth:`Session.sign` clears it (signing twice with one nonce would
leak the key; the C library refuses a cleared nonce with ``UFSECP_ERR_BAD_SECNONCE``).

Example (two signers, both local)::

    ctx = KeyAggContext([sk1.public_key, sk2.public_key])
    sn1, pn1 = nonce_gen(sk1.public_key, sk1, msg=msg, agg_pk32=ctx.agg_pk32)
    sn2, pn2 = nonce_gen(sk2.public_key, sk2, msg=msg, agg_pk32=ctx.agg_pk32)
    session = Session(nonce_agg([pn1, pn2]), msg, ctx)
    sig = session.aggregate([session.sign(sn1, sk1), session.sign(sn2, sk2)])
"""

from __future__ import annotations

import os
from typing import List, Optional, Sequence, Union

from . import PublicKey, SecretKey, XOnlyPublicKey, _c, _SingleUseSecret

__all__ = ["KeyAggContext", "SecretNonce", "Session", "key_sort", "nonce_gen", "nonce_agg"]

BytesLike = Union[bytes, bytearray, memoryview]


def key_sort(pubkeys: Sequence[PublicKey]) -> List[PublicKey]:
    """BIP-327 KeySort: the keys ordered by their compressed encodings."""
    order = _c.musig_key_sort([p._pk for p in pubkeys])
    return [pubkeys[i] for i in order]


class KeyAggContext:
    """BIP-327 KeyAgg of the keys in the given order (sort them with :func:`key_sort` first
    for an order-independent aggregate), with optional tweaks (:meth:`tweak_add`)."""

    __slots__ = ("_cache", "agg_pk32")

    def __init__(self, pubkeys: Sequence[PublicKey]) -> None:
        """Aggregates ``pubkeys`` (>= 1 keys)."""
        x, self._cache = _c.musig_key_agg([p._pk for p in pubkeys])
        #: The 32-byte x-only aggregate key before any tweak (BIP-327's aggpk for NonceGen).
        self.agg_pk32: bytes = x

    def aggregate_public_key(self) -> PublicKey:
        """The (tweaked) aggregate key as a full public key."""
        return PublicKey._from_internal(_c.musig_pubkey_get(self._cache))

    def xonly_public_key(self) -> XOnlyPublicKey:
        """The (tweaked) aggregate key as the x-only key the final signature verifies with."""
        return self.aggregate_public_key().xonly()[0]

    def tweak_add(self, tweak32: BytesLike, xonly: bool) -> PublicKey:
        """Applies a plain (BIP-32 style, ``xonly=False``) or x-only (BIP-341 style) tweak
        to the aggregate key; returns the tweaked key."""
        self._cache, pk = _c.musig_tweak(self._cache, tweak32, xonly)
        return PublicKey._from_internal(pk)


class SecretNonce(_SingleUseSecret):
    """A signer's secret nonce: single use, never printed, wiped on garbage collection."""

    __slots__ = ()
    _name = "SecretNonce"
    _copy_refused = "a SecretNonce cannot be pickled or copied: a copy could sign twice and leak the key"

    def __init__(self) -> None:
        super().__init__(_c.MUSIG_SECNONCE_SIZE)

    @classmethod
    def from_bytes97(cls, data: BytesLike) -> "SecretNonce":
        """Imports BIP-327's 97-byte secnonce (k1 || k2 || pk), for test vectors. DANGEROUS:
        importing one nonce twice and signing twice leaks the key."""
        sn = cls()
        _c.musig_secnonce_import(sn._buf, data)
        return sn


def nonce_gen(pubkey: PublicKey, seckey: Optional[SecretKey] = None, msg: Optional[BytesLike] = None,
              agg_pk32: Optional[BytesLike] = None, extra_in: Optional[BytesLike] = None,
              session_rand32: Optional[BytesLike] = None) -> "tuple[SecretNonce, bytes]":
    """BIP-327 NonceGen: (secret nonce, 66-byte public nonce). ``session_rand32`` defaults to
    fresh ``os.urandom`` bytes (pass your own only for test vectors); the other inputs are
    optional hardening (the signing key, the message, the aggregate key, extra input)."""
    rnd = bytearray(session_rand32 if session_rand32 is not None else os.urandom(32))
    sn = SecretNonce()
    try:
        pub = _c.musig_nonce_gen(sn._buf, rnd, seckey._sk if seckey is not None else None, pubkey._pk, msg,
                                 agg_pk32, extra_in)
    finally:
        _c.wipe(rnd)
    return sn, pub


def nonce_agg(pubnonces: Sequence[BytesLike]) -> bytes:
    """BIP-327 NonceAgg of the signers' 66-byte public nonces: the 66-byte aggregate nonce."""
    return _c.musig_nonce_agg(list(pubnonces))


class Session:
    """A signing session: the aggregate nonce, the message and the key context
    (BIP-327's session context; ``adaptor``: a MuSig2 adaptor point, giving a pre-signature)."""

    __slots__ = ("_session", "_ctx")

    def __init__(self, aggnonce66: BytesLike, msg: BytesLike, ctx: KeyAggContext,
                 adaptor: Optional[PublicKey] = None) -> None:
        self._ctx = ctx
        self._session = _c.musig_nonce_process(aggnonce66, msg, ctx._cache, adaptor._pk if adaptor else None)

    def sign(self, secnonce: SecretNonce, seckey: SecretKey) -> bytes:
        """BIP-327 Sign: this signer's 32-byte partial signature (self-verified). Clears
        ``secnonce``."""
        return _c.musig_partial_sign(secnonce._buf, seckey._keypair(), self._ctx._cache, self._session)

    def verify_partial(self, partial_sig32: BytesLike, pubnonce66: BytesLike, pubkey: PublicKey) -> bool:
        """BIP-327 PartialSigVerify of one signer's partial signature."""
        return _c.musig_partial_verify(partial_sig32, pubnonce66, pubkey._pk, self._ctx._cache, self._session)

    def aggregate(self, partial_sigs: Sequence[BytesLike]) -> bytes:
        """BIP-327 PartialSigAgg: the 64-byte BIP-340 signature (not verified here)."""
        return _c.musig_partial_agg(self._session, list(partial_sigs))


# ---- the rest of ufsecp_musig.h (issue 18) ---------------------------------------------------------
def nonce_gen_counter(seckey: SecretKey, counter: int, msg: Optional[BytesLike] = None,
                      agg_pk32: Optional[BytesLike] = None, extra_in: Optional[BytesLike] = None
                      ) -> "tuple[SecretNonce, bytes]":
    """NonceGen from a counter that never repeats for this key (libsecp256k1's
    nonce_gen_counter) instead of fresh randomness: (secret nonce, 66-byte public nonce)."""
    sn = SecretNonce()
    pub = _c.musig_nonce_gen_counter(sn._buf, counter, seckey._keypair(), msg, agg_pk32, extra_in)
    return sn, pub


def sign_verified(session: Session, secnonce: SecretNonce, seckey: SecretKey) -> bytes:
    """As :meth:`Session.sign`, with the partial signature checked against the signer's own
    public nonce before it is returned (fault attacks)."""
    return _c.musig_partial_sign_verified(secnonce._buf, seckey._keypair(), session._ctx._cache, session._session)


def verify_partial_batch(session: Session, partial_sigs: Sequence[BytesLike], pubnonces: Sequence[BytesLike],
                         pubkeys: Sequence[PublicKey]) -> Optional[int]:
    """Checks every signer's partial signature at once: None when all are valid, else the
    index of the first invalid one."""
    bad = _c.musig_partial_verify_batch(list(partial_sigs), list(pubnonces), [p._pk for p in pubkeys],
                                        session._ctx._cache, session._session)
    return None if bad < 0 else bad


def deterministic_sign(seckey: SecretKey, aggothernonce66: BytesLike, pubkeys: Sequence[PublicKey], msg: BytesLike,
                       tweaks: Sequence["tuple[BytesLike, bool]"] = (), rand32: Optional[BytesLike] = None
                       ) -> "tuple[bytes, bytes]":
    """BIP-327 DeterministicSign (a stateless signer that goes last): (32-byte partial
    signature, 66-byte public nonce), from the other signers' aggregate nonce, the keys in
    order, the tweaks ((tweak32, is_xonly) pairs) and the message."""
    return _c.musig_deterministic_sign(seckey._keypair(), aggothernonce66, [p._pk for p in pubkeys],
                                       b"".join(bytes(t) for t, _ in tweaks), [bool(x) for _, x in tweaks], msg,
                                       rand32)


__all__ += ["nonce_gen_counter", "sign_verified", "verify_partial_batch", "deterministic_sign"]
