"""FROST threshold Schnorr signatures (t-of-n) over secp256k1, three protocols of the C library
(``include/ufsecp/ufsecp_frost.h``):

* :data:`RFC9591` -- FROST(secp256k1, SHA-256) exactly as RFC 9591: 65-byte signatures
  ``R (33) || z``, checked by :func:`verify`.
* :data:`TR` -- the BIP-340-compatible suite of ZF's frost-secp256k1-tr: 64-byte signatures
  that any BIP-340 verifier accepts under :func:`tr_output_key` (optionally Taproot-tweaked:
  :func:`tr_taproot_tweak`).
* draft BIP-445 (``bip445_*`` functions, :class:`Signers`): MuSig2-style nonces, 0-based
  integer identifiers, plain and x-only tweaks, BIP-340 signatures.

Keys: a trusted dealer (:func:`dealer_keygen`) or the distributed key generation
(:func:`dkg_round1`, :func:`dkg_round1_verify`, :meth:`DkgPolynomial.share_for`,
:func:`dkg_finalize`). Secret shares are :class:`ufsecp.SecretKey` objects (never printed,
wipeable). Nonces are :class:`SecretNonce` / :class:`Bip445SecretNonce` objects: single use
(signing clears them; the C library refuses a used one with ``UFSECP_ERR_FROST_BAD_NONCE``),
never printed, never pickled or copied.

Cheaters are named: share checks that fail raise :class:`BadShareError` (and the other errors
that name a signer) with ``err.culprit`` = the index of the culprit in the list passed.

Example (2-of-3, trusted dealer, -tr suite)::

    from ufsecp import frost
    ks = frost.dealer_keygen(2, [1, 2, 3])
    signers = [1, 3]
    nonces = [frost.nonce_gen(frost.TR, ks.shares[i - 1]) for i in signers]
    sess = frost.SigningSession(frost.TR, ks.group_pk, b"msg", signers, [p for _, p in nonces])
    zs = [sess.sign(nonces[k][0], ks.shares[i - 1], i) for k, i in enumerate(signers)]
    sig = sess.aggregate(zs)
    assert ufsecp.schnorr_verify(sig, b"msg", frost.tr_output_key(ks.group_pk))
"""

from __future__ import annotations

import os
from typing import List, NamedTuple, Optional, Sequence, Tuple, Union

from . import BadLengthError, Error, SecretKey, _c, _register_errors, _SingleUseSecret

__all__ = [
    "RFC9591", "TR", "FrostError", "BadIdentifierError", "BadNonceError", "BadPubnonceError",
    "SignerMissingError", "BadShareError", "BadKeyMaterialError", "BadAggnonceError", "ListLengthError",
    "identifier", "KeyShares", "dealer_keygen", "verify_share", "pubshare_from_commitments",
    "DkgPolynomial", "DkgPackage", "dkg_round1", "dkg_round1_verify", "dkg_finalize",
    "dkg_group_commitments", "SecretNonce", "nonce_gen", "SigningSession", "verify", "tr_output_key",
    "tr_taproot_tweak", "Signers", "Bip445SecretNonce", "bip445_nonce_gen", "bip445_nonce_agg",
    "bip445_tweaked_key", "bip445_tweaks_parse", "bip445_sign", "bip445_partial_sig_verify",
    "bip445_partial_sig_agg", "bip445_deterministic_sign",
]

BytesLike = Union[bytes, bytearray, memoryview]
#: An identifier: an int (1 <= i < n, the RFC's scalar) or its 32-byte big-endian encoding.
Ident = Union[int, BytesLike]
_SK = Union[SecretKey, BytesLike]
#: A BIP-445 tweak list: (32-byte tweak, is_xonly) pairs, applied in order.
Tweaks = Sequence[Tuple[BytesLike, bool]]

#: The RFC 9591 ciphersuite FROST-secp256k1-SHA256-v1 (65-byte signatures).
RFC9591: int = _c.FROST_RFC9591
#: ZF's BIP-340-compatible ciphersuite FROST-secp256k1-SHA256-TR-v1 (64-byte signatures).
TR: int = _c.FROST_TR


# ---- errors ------------------------------------------------------------------------------------
class FrostError(Error, ValueError):
    """Base class of the FROST-specific statuses (``UFSECP_ERR_FROST_*``)."""


class BadIdentifierError(FrostError):
    """An identifier 0 or >= n, or repeated in a list (``UFSECP_ERR_FROST_BAD_IDENTIFIER``)."""


class BadNonceError(FrostError):
    """A secret nonce already used, not made by nonce generation, or of the other suite
    (``UFSECP_ERR_FROST_BAD_NONCE``)."""


class BadPubnonceError(FrostError):
    """A nonce commitment that is not a valid point (``UFSECP_ERR_FROST_BAD_PUBNONCE``;
    ``culprit`` names the signer where the C library does)."""


class SignerMissingError(FrostError):
    """The signer is not in the signer list, or is listed with other commitments
    (``UFSECP_ERR_FROST_SIGNER_MISSING``)."""


class BadShareError(FrostError):
    """A signature share or secret share that fails its check
    (``UFSECP_ERR_FROST_BAD_SHARE``): ``culprit`` is the index of the cheater in the list."""


class BadKeyMaterialError(FrostError):
    """BIP-445: pubshares that do not interpolate to the threshold key
    (``UFSECP_ERR_FROST_BAD_KEY_MATERIAL``)."""


class BadAggnonceError(FrostError):
    """BIP-445: an invalid aggregate nonce (``UFSECP_ERR_FROST_BAD_AGGNONCE``)."""


class ListLengthError(FrostError):
    """BIP-445: two lists that must have one length do not (``UFSECP_ERR_FROST_LIST_LENGTH``)."""


_register_errors({
    "UFSECP_ERR_FROST_BAD_IDENTIFIER": BadIdentifierError,
    "UFSECP_ERR_FROST_BAD_NONCE": BadNonceError,
    "UFSECP_ERR_FROST_BAD_PUBNONCE": BadPubnonceError,
    "UFSECP_ERR_FROST_SIGNER_MISSING": SignerMissingError,
    "UFSECP_ERR_FROST_BAD_SHARE": BadShareError,
    "UFSECP_ERR_FROST_BAD_KEY_MATERIAL": BadKeyMaterialError,
    "UFSECP_ERR_FROST_BAD_AGGNONCE": BadAggnonceError,
    "UFSECP_ERR_FROST_LIST_LENGTH": ListLengthError,
})


# ---- helpers -----------------------------------------------------------------------------------
def identifier(i: Ident) -> bytes:
    """The 32-byte big-endian encoding of identifier ``i`` (RFC 9591 SerializeScalar); bytes
    are passed through (checked for length here, for range by the C library)."""
    if isinstance(i, int):
        if i < 0 or i >= 1 << 256:
            raise BadIdentifierError(_status("UFSECP_ERR_FROST_BAD_IDENTIFIER"), "identifier out of range")
        return i.to_bytes(32, "big")
    b = bytes(i)
    if len(b) != 32:
        raise BadLengthError(_status("UFSECP_ERR_BAD_LENGTH"), f"UFSECP_ERR_BAD_LENGTH: an identifier is 32 bytes, got {len(b)}")
    return b


def _status(name: str) -> int:
    from . import STATUS
    return STATUS[name]


def _ids(ids: Sequence[Ident]) -> bytes:
    return b"".join(identifier(i) for i in ids)


def _sk(k: _SK) -> BytesLike:
    return k._sk if isinstance(k, SecretKey) else k


def _random_scalar() -> SecretKey:
    return SecretKey.generate()


def _secret(raw: bytearray) -> SecretKey:
    """A SecretKey from a C-returned bytearray; the bytearray is wiped."""
    try:
        return SecretKey(raw)
    finally:
        _c.wipe(raw)


# ---- key generation ----------------------------------------------------------------------------
class KeyShares(NamedTuple):
    """A dealer's output: each participant's secret share (list order of the ids), the
    public commitments to the polynomial (t points, 33 bytes each; send them with the shares)
    and the 33-byte group key."""

    shares: List[SecretKey]
    commitments: List[bytes]
    group_pk: bytes


def dealer_keygen(t: int, ids: Sequence[Ident], secret: Optional[SecretKey] = None,
                  coefficients: Optional[Sequence[_SK]] = None) -> KeyShares:
    """Trusted-dealer key generation (RFC 9591 appendix C): a random polynomial of degree
    t - 1 with constant term ``secret`` (default: a fresh random key), its shares for ``ids``.
    ``coefficients`` (t - 1 scalars) fixes the polynomial (test vectors only; default: fresh
    random)."""
    sec = secret if secret is not None else _random_scalar()
    coeffs = list(coefficients) if coefficients is not None else [_random_scalar() for _ in range(max(t - 1, 0))]
    raw = bytearray(b"".join(bytes(_sk(c)) for c in coeffs))
    try:
        shares, cm, gpk = _c.frost_dealer_keygen(sec._sk, raw if coeffs else None, t, _ids(ids))
    finally:
        _c.wipe(raw)
    try:
        out = [SecretKey(shares[32 * i:32 * i + 32]) for i in range(len(shares) // 32)]
    finally:
        _c.wipe(shares)
    return KeyShares(out, [cm[33 * k:33 * k + 33] for k in range(len(cm) // 33)], gpk)


def verify_share(id: Ident, share: _SK, commitments: Sequence[BytesLike]) -> bytes:
    """A participant's check of its share against the dealer's commitments; returns its
    33-byte public share. Raises :class:`BadShareError` when the dealer cheated."""
    return _c.frost_share_verify(identifier(id), _sk(share), b"".join(bytes(c) for c in commitments))


def pubshare_from_commitments(id: Ident, commitments: Sequence[BytesLike]) -> bytes:
    """Any participant's 33-byte public share from the (summed) commitments."""
    return _c.frost_pubshare(identifier(id), b"".join(bytes(c) for c in commitments))


class DkgPackage(NamedTuple):
    """A participant's public round-1 package: t commitments (33 bytes each) and the proof of
    knowledge of its secret (65 bytes in the RFC suite, 64 in -tr)."""

    commitments: List[bytes]
    pok: bytes


class DkgPolynomial:
    """A DKG participant's secret polynomial (t coefficients). Never printed, never pickled;
    wiped on :meth:`wipe` and on garbage collection."""

    __slots__ = ("_coeffs", "t")

    def __init__(self, coeffs: bytearray, t: int) -> None:
        self._coeffs = coeffs
        #: The threshold (number of coefficients).
        self.t = t

    def share_for(self, recipient: Ident) -> SecretKey:
        """Round 2: the secret share f(recipient) to send to ``recipient`` over a private
        channel (its own share too)."""
        return _secret(_c.frost_dkg_round2_share(self._coeffs, identifier(recipient)))

    def wipe(self) -> None:
        """Zeroes the coefficients (call once round 2 is done)."""
        _c.wipe(self._coeffs)

    def __repr__(self) -> str:
        return f"DkgPolynomial(t={self.t}, <secret>)"

    def __reduce__(self) -> tuple:
        raise TypeError("a DkgPolynomial is secret and cannot be pickled")

    def __del__(self) -> None:
        try:
            self.wipe()
        except Exception:  # pragma: no cover
            pass


def dkg_round1(suite: int, id: Ident, t: int, coefficients: Optional[Sequence[_SK]] = None,
               nonce: Optional[_SK] = None) -> Tuple[DkgPolynomial, DkgPackage]:
    """DKG round 1 for participant ``id``: a fresh random polynomial of degree t - 1
    (``coefficients``: a_0 .. a_{t-1}, for test vectors only) and the package to broadcast."""
    coeffs = list(coefficients) if coefficients is not None else [_random_scalar() for _ in range(t)]
    raw = bytearray(b"".join(bytes(_sk(c)) for c in coeffs))
    nn = nonce if nonce is not None else _random_scalar()
    try:
        cm, pok = _c.frost_dkg_round1(suite, identifier(id), raw, _sk(nn))
    except Error:
        _c.wipe(raw)
        raise
    return DkgPolynomial(raw, len(coeffs)), DkgPackage([cm[33 * k:33 * k + 33] for k in range(len(cm) // 33)], pok)


def _packages(packages: Sequence[DkgPackage]) -> Tuple[bytes, bytes, int]:
    t = len(packages[0].commitments) if packages else 0
    return (b"".join(b"".join(bytes(c) for c in p.commitments) for p in packages),
            b"".join(bytes(p.pok) for p in packages), t)


def dkg_round1_verify(suite: int, ids: Sequence[Ident], packages: Sequence[DkgPackage]) -> None:
    """Checks everyone's round-1 packages (list order of ``ids``); raises with ``culprit``
    (the first bad sender): :class:`ufsecp.BadSignatureError` (proof of knowledge) or
    :class:`ufsecp.BadPublicKeyError` (its first commitment)."""
    cm, poks, t = _packages(packages)
    _c.frost_dkg_round1_verify(suite, _ids(ids), cm, poks, t)


def dkg_finalize(my_id: Ident, ids: Sequence[Ident], packages: Sequence[DkgPackage],
                 shares: Sequence[_SK]) -> Tuple[SecretKey, bytes, bytes]:
    """The end of the DKG for ``my_id``: ``shares[i]`` is the share received from ``ids[i]``
    (own share included), ``packages[i]`` its package. Every share is checked against its
    sender's commitments (:class:`BadShareError` with ``culprit``). Returns (signing share,
    33-byte public share, 33-byte group key)."""
    cm, _poks, t = _packages(packages)
    raw = bytearray(b"".join(bytes(_sk(s)) for s in shares))
    try:
        share, pub, gpk = _c.frost_dkg_finalize(identifier(my_id), _ids(ids), cm, raw, t)
    finally:
        _c.wipe(raw)
    return _secret(share), pub, gpk


def dkg_group_commitments(packages: Sequence[DkgPackage]) -> List[bytes]:
    """The sums of the packages' commitments (t points; the first is the group key): with
    :func:`pubshare_from_commitments` they give anyone's public share."""
    cm, _poks, t = _packages(packages)
    out = _c.frost_dkg_group_commitments(cm, len(packages), t)
    return [out[33 * k:33 * k + 33] for k in range(t)]


# ---- signing (RFC 9591 and -tr) ------------------------------------------------------------------
class SecretNonce(_SingleUseSecret):
    """A signer's secret nonce pair for one signing (RFC 9591 round one). Single use: signing
    clears it. Never printed, never pickled or copied; wiped on garbage collection."""

    __slots__ = ("suite",)
    _name = "frost.SecretNonce"
    _copy_refused = "a SecretNonce cannot be pickled or copied: signing twice with one leaks the share"

    def __init__(self, suite: int) -> None:
        super().__init__(_c.FROST_SECNONCE_SIZE)
        #: The suite the nonce was made for.
        self.suite = suite


def nonce_gen(suite: int, share: _SK, hiding_rand32: Optional[BytesLike] = None,
              binding_rand32: Optional[BytesLike] = None) -> Tuple[SecretNonce, bytes]:
    """Round one: (secret nonce, 66-byte public nonce = hiding || binding commitment). The
    randomness defaults to fresh ``os.urandom`` bytes (pass your own for test vectors only)."""
    hr = bytearray(hiding_rand32 if hiding_rand32 is not None else os.urandom(32))
    br = bytearray(binding_rand32 if binding_rand32 is not None else os.urandom(32))
    sn = SecretNonce(suite)
    try:
        pub = _c.frost_nonce_gen(sn._buf, suite, _sk(share), hr, br)
    finally:
        _c.wipe(hr)
        _c.wipe(br)
    return sn, pub


class SigningSession:
    """Round two of one signing: the suite, the group key, the message and the signer list
    (identifiers and their 66-byte public nonces, in one order: sigshares and pubshares given
    later follow it). ``tweak32`` (-tr only): the output key's tweak (e.g.
    :func:`tr_taproot_tweak`)."""

    __slots__ = ("suite", "group_pk", "msg", "tweak32", "_ids", "_pns", "n")

    def __init__(self, suite: int, group_pk33: BytesLike, msg: BytesLike, ids: Sequence[Ident],
                 pubnonces: Sequence[BytesLike], tweak32: Optional[BytesLike] = None) -> None:
        self.suite = suite
        self.group_pk = bytes(group_pk33)
        self.msg = bytes(msg)
        self.tweak32 = bytes(tweak32) if tweak32 is not None else None
        self._ids = _ids(ids)
        self._pns = b"".join(bytes(p) for p in pubnonces)
        #: The number of signers.
        self.n = len(ids)

    def sign(self, secnonce: SecretNonce, share: _SK, id: Ident) -> bytes:
        """This signer's 32-byte signature share; clears ``secnonce`` (a used one raises
        :class:`BadNonceError`)."""
        return _c.frost_sign(secnonce._buf, self.suite, _sk(share), identifier(id), self.group_pk, self.tweak32,
                             self.msg, self._ids, self._pns)

    def verify_share(self, sigshare32: BytesLike, id: Ident, pubshare33: BytesLike) -> bool:
        """RFC 9591 5.4: whether signer ``id``'s share is valid for its public share."""
        return _c.frost_verify_share(self.suite, sigshare32, identifier(id), pubshare33, self.group_pk, self.tweak32,
                                     self.msg, self._ids, self._pns)

    def aggregate(self, sigshares: Sequence[BytesLike], pubshares: Optional[Sequence[BytesLike]] = None) -> bytes:
        """The signature (65 bytes RFC suite, 64 -tr). With ``pubshares`` every share is
        checked and a bad one is named (:class:`BadShareError`, ``culprit`` = its list index);
        the finished signature is always verified (:class:`ufsecp.Error`
        ``UFSECP_ERR_VERIFY_FAILED`` when a share was bad without ``pubshares``, or the
        pubshares do not belong to the group key)."""
        ps = b"".join(bytes(p) for p in pubshares) if pubshares is not None else None
        return _c.frost_aggregate(self.suite, self.group_pk, self.tweak32, self.msg, self._ids, self._pns,
                                  b"".join(bytes(z) for z in sigshares), ps)


def verify(suite: int, sig: BytesLike, msg: BytesLike, group_pk33: BytesLike,
           tweak32: Optional[BytesLike] = None) -> bool:
    """Signature verification: RFC suite ``z*G == R + c*PK``; -tr BIP-340 under
    :func:`tr_output_key`. False for a malformed or wrong-length signature."""
    return _c.frost_verify(suite, sig, msg, group_pk33, tweak32)


def tr_output_key(group_pk33: BytesLike, tweak32: Optional[BytesLike] = None) -> bytes:
    """-tr: the 32-byte x-only key BIP-340 verifiers check the signatures against
    (even(PK) + tweak*G)."""
    return _c.frost_tr_output_key(group_pk33, tweak32)


def tr_taproot_tweak(group_pk33: BytesLike, merkle_root32: Optional[BytesLike] = None) -> bytes:
    """The BIP-341 Taproot tweak of the group key (``merkle_root32`` None: key path only)."""
    return _c.frost_tr_taproot_tweak(group_pk33, merkle_root32)


# ---- draft BIP-445 ---------------------------------------------------------------------------------
class Signers(NamedTuple):
    """BIP-445's signers context: n participants, threshold t, the signing set's 0-based
    identifiers (< n) with their 33-byte public shares (same order), the 33-byte threshold key."""

    n: int
    t: int
    ids: Sequence[int]
    pubshares: Sequence[BytesLike]
    thresh_pk: BytesLike

    def _c(self) -> tuple:
        return (self.n, self.t, list(self.ids), b"".join(bytes(p) for p in self.pubshares), self.thresh_pk)


def _tweaks(tweaks: Tweaks) -> Optional[tuple]:
    tw = list(tweaks)
    if not tw:
        return None
    return (b"".join(bytes(t) for t, _ in tw), [bool(x) for _, x in tw])


class Bip445SecretNonce(_SingleUseSecret):
    """A BIP-445 secret nonce (k1, k2): single use (signing clears it), never printed, never
    pickled; wiped on garbage collection."""

    __slots__ = ()
    _name = "frost.Bip445SecretNonce"
    _copy_refused = "a Bip445SecretNonce cannot be pickled or copied"

    def __init__(self) -> None:
        super().__init__(_c.FROST445_SECNONCE_SIZE)

    @classmethod
    def from_bytes64(cls, data: BytesLike) -> "Bip445SecretNonce":
        """Loads the draft's 64-byte ``k1 || k2`` (test vectors; never load one twice)."""
        sn = cls()
        _c.frost445_secnonce_load(sn._buf, data)
        return sn


def bip445_nonce_gen(rand32: Optional[BytesLike] = None, secshare: Optional[_SK] = None,
                     pubshare33: Optional[BytesLike] = None, thresh_xonly32: Optional[BytesLike] = None,
                     msg: Optional[BytesLike] = None, extra_in: Optional[BytesLike] = None
                     ) -> Tuple[Bip445SecretNonce, bytes]:
    """NonceGen: (secret nonce, 66-byte public nonce). ``rand32`` defaults to fresh
    ``os.urandom`` bytes; the other inputs are optional hardening."""
    rnd = bytearray(rand32 if rand32 is not None else os.urandom(32))
    sn = Bip445SecretNonce()
    try:
        pub = _c.frost445_nonce_gen(sn._buf, rnd, _sk(secshare) if secshare is not None else None, pubshare33,
                                    thresh_xonly32, msg, extra_in)
    finally:
        _c.wipe(rnd)
    return sn, pub


def bip445_nonce_agg(pubnonces: Sequence[BytesLike]) -> bytes:
    """NonceAgg: the 66-byte aggregate nonce (:class:`BadPubnonceError` with ``culprit``)."""
    return _c.frost445_nonce_agg(b"".join(bytes(p) for p in pubnonces))


def bip445_tweaked_key(thresh_pk33: BytesLike, tweaks: Tweaks = ()) -> Tuple[bytes, bytes]:
    """The tweaked threshold key: (x-only 32 bytes, compressed 33 bytes)."""
    return _c.frost445_tweaked_key(thresh_pk33, _tweaks(tweaks))


def bip445_tweaks_parse(tweaks: Sequence[BytesLike], is_xonly: Sequence[bool]) -> List[Tuple[bytes, bool]]:
    """The draft's tweak lists (items of any length, a mode list of its own length) checked
    and paired: :class:`ListLengthError`, :class:`ufsecp.BadLengthError` (``culprit``)."""
    packed = _c.frost445_tweaks_parse([bytes(t) for t in tweaks], len(is_xonly))
    return [(packed[32 * i:32 * i + 32], bool(is_xonly[i])) for i in range(len(packed) // 32)]


def bip445_sign(secnonce: Bip445SecretNonce, secshare: _SK, my_id: int, signers: Signers, aggnonce66: BytesLike,
                msg: BytesLike, tweaks: Tweaks = ()) -> bytes:
    """Sign: the 32-byte partial signature (self-checked); clears ``secnonce``."""
    return _c.frost445_sign(secnonce._buf, _sk(secshare), my_id, signers._c(), aggnonce66, _tweaks(tweaks), msg)


def bip445_partial_sig_verify(psig32: BytesLike, pubnonces: Sequence[BytesLike], signers: Signers, msg: BytesLike,
                              index: int, tweaks: Tweaks = ()) -> bool:
    """PartialSigVerify of the signer at ``index`` of the lists (every signer's pubnonce
    given): False for an invalid partial signature, an exception for invalid inputs."""
    return _c.frost445_partial_sig_verify(psig32, b"".join(bytes(p) for p in pubnonces), signers._c(),
                                          _tweaks(tweaks), msg, index)


def bip445_partial_sig_agg(psigs: Sequence[BytesLike], signers: Signers, aggnonce66: BytesLike, msg: BytesLike,
                           tweaks: Tweaks = ()) -> bytes:
    """PartialSigAgg: the 64-byte BIP-340 signature (not verified here: check it with
    :func:`ufsecp.schnorr_verify` under :func:`bip445_tweaked_key`)."""
    return _c.frost445_partial_sig_agg(b"".join(bytes(p) for p in psigs), signers._c(), aggnonce66, _tweaks(tweaks),
                                       msg)


def bip445_deterministic_sign(secshare: _SK, my_id: int, signers: Signers, msg: BytesLike,
                              aggothernonce66: Optional[BytesLike] = None, tweaks: Tweaks = (),
                              rand32: Optional[BytesLike] = None) -> Tuple[bytes, bytes]:
    """DeterministicSign (the last signer, stateless): (its 66-byte pubnonce, 32-byte psig)."""
    return _c.frost445_deterministic_sign(_sk(secshare), my_id, aggothernonce66, signers._c(), _tweaks(tweaks), msg,
                                          rand32)


