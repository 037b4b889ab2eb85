"""Bitcoin addresses: SegWit (BIP-173 Bech32 / BIP-350 Bech32m: P2WPKH, P2WSH, P2TR) and
Base58Check (P2PKH, P2SH), to and from output scripts. Networks are given by the
human-readable part (``"bc"``, ``"tb"``, ``"bcrt"``) and the Base58 version bytes (mainnet
0x00 / 0x05 by default)."""

from __future__ import annotations

from typing import Tuple, Union

from . import PublicKey, XOnlyPublicKey, _c

__all__ = ["segwit_encode", "segwit_decode", "p2wpkh", "p2tr", "to_script", "from_script"]

BytesLike = Union[bytes, bytearray, memoryview]


def segwit_encode(hrp: str, witness_version: int, program: BytesLike) -> str:
    """A SegWit address (Bech32 for version 0, Bech32m for 1..16)."""
    return _c.address_segwit(hrp, witness_version, program)


def segwit_decode(hrp: str, addr: str) -> Tuple[int, bytes]:
    """(witness version, program) of a SegWit address with the expected ``hrp``."""
    return _c.address_segwit_decode(hrp, addr)


def p2wpkh(pubkey: PublicKey, hrp: str = "bc") -> str:
    """The P2WPKH address of a public key (HASH160 of its compressed form)."""
    return _c.address_key(hrp, pubkey._pk, False)


def p2tr(output_key: Union[XOnlyPublicKey, BytesLike], hrp: str = "bc") -> str:
    """The P2TR address of a Taproot output key (e.g. from :func:`ufsecp.taproot_output_key`)."""
    return _c.address_key(hrp, bytes(output_key), True)


def to_script(addr: str, hrp: str = "bc", p2pkh_version: int = 0x00, p2sh_version: int = 0x05) -> bytes:
    """The scriptPubKey an address pays to (SegWit when it starts with ``hrp + "1"``, else
    Base58Check with one of the two version bytes)."""
    return _c.address_to_script(addr, hrp, p2pkh_version, p2sh_version)


def from_script(script: BytesLike, hrp: str = "bc", p2pkh_version: int = 0x00, p2sh_version: int = 0x05) -> str:
    """The address of a standard output script (witness program, P2PKH or P2SH)."""
    return _c.address_from_script(script, hrp, p2pkh_version, p2sh_version)


# ---- the rest of ufsecp_address.h (issue 18) -------------------------------------------------------
def p2pkh(pubkey: PublicKey, version: int = 0x00, compressed: bool = True) -> str:
    """The Base58Check P2PKH address of a key (HASH160 of its compressed or uncompressed form)."""
    return _c.address_p2pkh(version, pubkey._pk, compressed)


def p2sh(script: BytesLike, version: int = 0x05) -> str:
    """The Base58Check P2SH address of a redeem script."""
    return _c.address_p2sh(version, script)


def p2wsh(script: BytesLike, hrp: str = "bc") -> str:
    """The P2WSH address (SHA-256 of the witness script)."""
    return _c.address_p2wsh(hrp, script)


def base58_encode(version: int, hash20: BytesLike) -> str:
    """Base58Check of ``version || hash20``."""
    return _c.base58_address_encode(version, hash20)


def base58_decode(addr: str) -> Tuple[int, bytes]:
    """(version, hash20) of a Base58Check address (checksum and length checked)."""
    return _c.base58_address_decode(addr)


__all__ += ["p2pkh", "p2sh", "p2wsh", "base58_encode", "base58_decode"]
