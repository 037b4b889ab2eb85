"""Adaptor signatures and DLEQ proofs (``include/ufsecp/ufsecp_adaptor.h``, ``ufsecp_dleq.h``,
the MuSig2 adaptor functions of ``ufsecp_musig.h``).

* ECDSA adaptor signatures (dlcspecs, secp256k1-zkp's scheme): :func:`ecdsa_encrypt`,
  :func:`ecdsa_verify`, :func:`ecdsa_decrypt`, :func:`ecdsa_recover`, :func:`ecdsa_check`.
* BIP-340 Schnorr adaptor signatures: :func:`schnorr_presign`, :func:`schnorr_verify`,
  :func:`schnorr_adapt`, :func:`schnorr_extract`.
* MuSig2 adaptor signatures (a :class:`ufsecp.musig.Session` made with ``adaptor=T``):
  :func:`musig_nonce_parity`, :func:`musig_adapt`, :func:`musig_extract`.
* BIP-374 DLEQ proofs: :func:`dleq_prove`, :func:`dleq_verify`.

Adaptor secrets (the ECDSA decryption key y, the Schnorr/MuSig2 adaptor secret t) are
:class:`ufsecp.SecretKey` objects in and out. ``verify`` functions return ``bool``; the
statuses of this layer raise :class:`AdaptorError` / :class:`AdaptorMismatchError` /
:class:`DleqProofError` (subclasses of :class:`ufsecp.Error`).

Example (Schnorr adaptor)::

    from ufsecp import SecretKey, adaptor
    sk, t = SecretKey.generate(), SecretKey.generate()
    pre = adaptor.schnorr_presign(sk, b"msg", t.public_key)
    assert adaptor.schnorr_verify(pre, b"msg", sk.xonly_public_key, t.public_key)
    sig = adaptor.schnorr_adapt(pre, t)          # valid BIP-340 signature
    assert adaptor.schnorr_extract(sig, pre) == t
"""

from __future__ import annotations

from typing import Optional, Tuple, Union

from . import Error, PublicKey, SecretKey, XOnlyPublicKey, _c, _register_errors
from . import musig as _musig

__all__ = [
    "AdaptorError", "AdaptorMismatchError", "DleqProofError", "ECDSA_ADAPTOR_SIZE", "SCHNORR_PRESIG_SIZE",
    "ecdsa_encrypt", "ecdsa_verify", "ecdsa_decrypt", "ecdsa_recover", "ecdsa_check", "schnorr_presign",
    "schnorr_verify", "schnorr_adapt", "schnorr_extract", "musig_nonce_parity", "musig_adapt", "musig_extract",
    "dleq_prove", "dleq_verify",
]

BytesLike = Union[bytes, bytearray, memoryview]
_XO = Union[XOnlyPublicKey, BytesLike]

#: Bytes of an ECDSA adaptor signature: R || R_a || s_a || DLEQ proof.
ECDSA_ADAPTOR_SIZE = 162
#: Bytes of a Schnorr pre-signature: Rt (33) || s' (32).
SCHNORR_PRESIG_SIZE = 65


class AdaptorError(Error, ValueError):
    """A malformed adaptor signature / pre-signature (``UFSECP_ERR_BAD_ADAPTOR_SIG``)."""


class AdaptorMismatchError(Error, ValueError):
    """A signature that does not belong to the adaptor signature or key
    (``UFSECP_ERR_ADAPTOR_MISMATCH``)."""


class DleqProofError(Error, ValueError):
    """A malformed DLEQ proof (``UFSECP_ERR_BAD_DLEQ_PROOF``)."""


_register_errors({
    "UFSECP_ERR_BAD_ADAPTOR_SIG": AdaptorError,
    "UFSECP_ERR_ADAPTOR_MISMATCH": AdaptorMismatchError,
    "UFSECP_ERR_BAD_DLEQ_PROOF": DleqProofError,
})


def _secret(raw: bytearray) -> SecretKey:
    try:
        return SecretKey(raw)
    finally:
        _c.wipe(raw)


def _x(key: _XO) -> BytesLike:
    return key._x if isinstance(key, XOnlyPublicKey) else key


# ---- ECDSA adaptor ---------------------------------------------------------------------------------
def ecdsa_encrypt(seckey: SecretKey, enckey: PublicKey, msg32: BytesLike, aux32: Optional[BytesLike] = None) -> bytes:
    """The 162-byte encrypted signature of ``msg32`` under ``enckey`` (Y = y*G), with its DLEQ
    proof. ``aux32``: fresh randomness for the nonces (None: deterministic)."""
    return _c.ecdsa_adaptor_encrypt(seckey._sk, enckey._pk, msg32, aux32)


def ecdsa_verify(adaptor_sig: BytesLike, pubkey: PublicKey, msg32: BytesLike, enckey: PublicKey) -> bool:
    """Whether ``adaptor_sig`` is a valid encrypted signature of ``msg32`` by ``pubkey`` under
    ``enckey`` (False also for a malformed one)."""
    return _c.ecdsa_adaptor_verify(adaptor_sig, pubkey._pk, msg32, enckey._pk)


def ecdsa_decrypt(adaptor_sig: BytesLike, deckey: SecretKey) -> bytes:
    """The 64-byte compact ECDSA signature (low-S) decrypted with y."""
    return _c.ecdsa_adaptor_decrypt(deckey._sk, adaptor_sig)


def ecdsa_recover(sig64: BytesLike, adaptor_sig: BytesLike, enckey: PublicKey) -> SecretKey:
    """The decryption key y from the published signature and the adaptor signature
    (:class:`AdaptorMismatchError` when they do not belong together)."""
    return _secret(_c.ecdsa_adaptor_recover(sig64, adaptor_sig, enckey._pk))


def ecdsa_check(adaptor_sig: BytesLike) -> bool:
    """Whether ``adaptor_sig`` is well-formed (every parse check; verification implies it)."""
    return _c.ecdsa_adaptor_check(adaptor_sig)


# ---- Schnorr adaptor ---------------------------------------------------------------------------------
def schnorr_presign(seckey: SecretKey, msg: BytesLike, adaptor: PublicKey, aux32: Optional[BytesLike] = None) -> bytes:
    """A 65-byte BIP-340 pre-signature of ``msg`` for the adaptor point T = t*G."""
    return _c.schnorr_adaptor_presign(msg, seckey._keypair(), adaptor._pk, aux32)


def schnorr_verify(presig: BytesLike, msg: BytesLike, xonly: _XO, adaptor: PublicKey) -> bool:
    """Whether ``presig`` adapts with log(T) into a valid BIP-340 signature of ``msg`` by
    ``xonly`` (False also for a malformed pre-signature)."""
    return _c.schnorr_adaptor_verify(presig, msg, _x(xonly), adaptor._pk)


def schnorr_adapt(presig: BytesLike, t: SecretKey) -> bytes:
    """The completed 64-byte BIP-340 signature."""
    return _c.schnorr_adaptor_adapt(t._sk, presig)


def schnorr_extract(sig64: BytesLike, presig: BytesLike) -> SecretKey:
    """The adaptor secret t from the completed signature and the pre-signature (check both
    first; :class:`AdaptorMismatchError` when the signature is not the pre-signature's)."""
    return _secret(_c.schnorr_adaptor_extract(sig64, presig))


# ---- MuSig2 adaptor ----------------------------------------------------------------------------------
def musig_nonce_parity(session: "_musig.Session") -> int:
    """The parity (0/1) of the final nonce R + T of a MuSig2 session made with an adaptor."""
    return _c.musig_nonce_parity(session._session)


def musig_adapt(pre_sig64: BytesLike, t: SecretKey, nonce_parity: int) -> bytes:
    """The MuSig2 pre-signature (the session's aggregate) completed with t: a BIP-340
    signature."""
    return _c.musig_adapt(pre_sig64, t._sk, nonce_parity)


def musig_extract(sig64: BytesLike, pre_sig64: BytesLike, nonce_parity: int) -> SecretKey:
    """t from a completed MuSig2 signature and its pre-signature (check t*G == T)."""
    return _secret(_c.musig_extract_adaptor(sig64, pre_sig64, nonce_parity))


# ---- BIP-374 DLEQ ------------------------------------------------------------------------------------
def dleq_prove(a: SecretKey, b: PublicKey, aux32: Optional[BytesLike] = None, msg32: Optional[BytesLike] = None,
               g: Optional[PublicKey] = None) -> Tuple[bytes, PublicKey, PublicKey]:
    """BIP-374 GenerateProof: (64-byte proof, A = a*G, C = a*B). ``aux32``: fresh randomness
    (None: 32 zero bytes); ``g``: the generator (None: the standard one)."""
    proof, A, C = _c.dleq_prove(a._sk, b._pk, aux32, msg32, g._pk if g is not None else None)
    return proof, PublicKey._from_internal(A), PublicKey._from_internal(C)


def dleq_verify(proof64: BytesLike, a: PublicKey, b: PublicKey, c: PublicKey, msg32: Optional[BytesLike] = None,
                g: Optional[PublicKey] = None) -> bool:
    """BIP-374 VerifyProof: whether A = a*G and C = a*B for one a (False also for a
    malformed proof)."""
    return _c.dleq_verify(proof64, a._pk, b._pk, c._pk, msg32, g._pk if g is not None else None)
