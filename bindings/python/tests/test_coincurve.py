"""Differential tests against coincurve (libsecp256k1) on random inputs."""
import os

import pytest

import ufsecp

from conftest import iters

import coincurve  # noqa: E402  (required: the test extra installs it)


def test_random_against_coincurve():
    for _ in range(iters(300)):
        raw, msg, aux, tweak = (os.urandom(32) for _ in range(4))
        try:
            cc = coincurve.PrivateKey(raw)
        except ValueError:
            with pytest.raises(ufsecp.BadSecretKeyError):
                ufsecp.SecretKey(raw)
            continue
        sk = ufsecp.SecretKey(raw)
        pk = sk.public_key
        # keys
        assert pk.serialize() == cc.public_key.format()
        assert pk.serialize(False) == cc.public_key.format(compressed=False)
        assert sk.xonly_public_key.serialize() == cc.public_key_xonly.format()
        # ECDSA: same RFC 6979 signature, DER identical, cross-verified
        sig = sk.sign_ecdsa(msg)
        der = cc.sign(msg, hasher=None)
        assert ufsecp.ecdsa_der_encode(sig) == der
        assert ufsecp.ecdsa_der_decode(der) == sig
        assert coincurve.PublicKey(pk.serialize()).verify(der, msg, hasher=None)
        assert pk.verify_ecdsa(sig, msg)
        bad = bytes([msg[0] ^ 1]) + msg[1:]
        assert not pk.verify_ecdsa(sig, bad)
        # recovery
        rsig, recid = sk.sign_ecdsa_recoverable(msg)
        assert rsig + bytes([recid]) == cc.sign_recoverable(msg, hasher=None)
        assert ufsecp.ecdsa_recover(rsig, recid, msg) == pk
        # Schnorr
        ssig = sk.sign_schnorr(msg, aux)
        assert ssig == cc.sign_schnorr(msg, aux)
        assert cc.public_key_xonly.verify(ssig, msg)
        assert sk.xonly_public_key.verify_schnorr(ssig, msg)
        # ECDH (both: SHA-256 of the compressed shared point)
        other = coincurve.PrivateKey()
        assert sk.ecdh(other.public_key.format()) == cc.ecdh(other.public_key.format())
        # tweaks
        try:
            want = cc.add(tweak)
        except ValueError:
            continue
        assert sk.tweak_add(tweak).to_bytes() == want.secret
        assert pk.tweak_add(tweak).serialize() == cc.public_key.add(tweak).format()
        assert sk.tweak_mul(tweak).to_bytes() == cc.multiply(tweak).secret
        assert pk.tweak_mul(tweak).serialize() == cc.public_key.multiply(tweak).format()


def test_public_key_parse_against_coincurve():
    for _ in range(iters(300)):
        data = bytes([2 + (os.urandom(1)[0] & 1)]) + os.urandom(32)
        try:
            want = coincurve.PublicKey(data).format(compressed=False)
        except ValueError:
            with pytest.raises(ufsecp.BadPublicKeyError):
                ufsecp.PublicKey(data)
            continue
        assert ufsecp.PublicKey(data).serialize(False) == want
