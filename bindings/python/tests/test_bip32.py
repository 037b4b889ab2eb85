"""BIP-32 and BIP-39 vectors (official, read at run time)."""
import pytest

import ufsecp
from ufsecp import bip32

from conftest import read_json


def test_bip32_vectors():
    d = read_json("bip32/bip32_test_vectors.json")
    n = 0
    for v in d["valid"]:
        master = bip32.ExtendedKey.from_seed(bytes.fromhex(v["seed"]))
        for c in v["chain"]:
            k = master.derive(c["path"]) if c["path"] != "m" else master
            assert k.serialize() == c["xprv"], c["path"]
            assert k.neuter().serialize() == c["xpub"], c["path"]
            # the same key through the raw indices, and through parse
            kk = master
            for i in c["indices"]:
                kk = kk.derive(i)
            assert kk.serialize() == c["xprv"]
            assert bip32.ExtendedKey.parse(c["xprv"]).serialize() == c["xprv"]
            pub = bip32.ExtendedKey.parse(c["xpub"])
            assert pub.public_key() == k.public_key() == k.secret_key().public_key
            assert not pub.is_private and "<private>" in repr(k) and c["xprv"] not in repr(k)
            n += 1
    assert n >= 15
    for bad in d["invalid"]:
        with pytest.raises(ufsecp.Error):
            bip32.ExtendedKey.parse(bad["key"])


def test_public_derivation_and_errors():
    m = bip32.ExtendedKey.from_seed(bytes(range(32)))
    assert m.derive("m/0/1").neuter().serialize() == m.neuter().derive("m/0/1").serialize()
    with pytest.raises(ufsecp.Error) as ei:
        m.neuter().derive(bip32.HARDENED)
    assert ei.value.status_name == "UFSECP_ERR_PUBLIC_ONLY"
    with pytest.raises(ufsecp.Error) as ei:
        m.derive("m/x")
    assert ei.value.status_name == "UFSECP_ERR_BAD_PATH"
    with pytest.raises(ufsecp.BadLengthError):
        bip32.ExtendedKey.from_seed(bytes(15))
    t = bip32.ExtendedKey.from_seed(bytes(range(32)), testnet=True)
    assert t.serialize().startswith("tprv") and t.neuter().serialize().startswith("tpub")


def test_bip39_vectors():
    d = read_json("bip39/vectors.json")
    for entropy, mnemonic, seed, xprv in d["english"]:
        assert bip32.mnemonic_from_entropy(bytes.fromhex(entropy)) == mnemonic
        assert bip32.mnemonic_to_entropy(mnemonic).hex() == entropy
        s = bip32.mnemonic_to_seed(mnemonic, "TREZOR")
        assert s.hex() == seed
        assert bip32.ExtendedKey.from_seed(s).serialize() == xprv
    assert len(d["english"]) >= 20
    with pytest.raises(ufsecp.Error) as ei:
        bip32.mnemonic_to_entropy("abandon " * 11 + "abandon")
    assert ei.value.status_name == "UFSECP_ERR_BAD_MNEMONIC_CHECKSUM"
