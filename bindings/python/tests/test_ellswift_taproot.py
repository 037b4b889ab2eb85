"""ElligatorSwift (BIP-324 vectors) and Taproot output keys (BIP-341 wallet vectors)."""
import os

import ufsecp

from conftest import read_csv, read_json


def test_ellswift_decode_vectors():
    rows = read_csv("bip324/ellswift_decode_test_vectors.csv")
    assert len(rows) >= 20
    for r in rows:
        pk = ufsecp.ellswift_decode(bytes.fromhex(r["ellswift"]))
        assert bytes(pk.xonly()[0]).hex() == r["x"], r["comment"]


def test_bip324_shared_secret_vectors():
    rows = read_csv("bip324/packet_encoding_test_vectors.csv")
    for r in rows:
        sk = ufsecp.SecretKey(bytes.fromhex(r["in_priv_ours"]))
        ours, theirs = bytes.fromhex(r["in_ellswift_ours"]), bytes.fromhex(r["in_ellswift_theirs"])
        init = r["in_initiating"] == "1"
        a, b = (ours, theirs) if init else (theirs, ours)
        assert sk.ellswift_xdh_bip324(a, b, init).hex() == r["mid_shared_secret"]
        assert bytes(ufsecp.ellswift_decode(ours).xonly()[0]).hex() == r["mid_x_ours"]


def test_ellswift_roundtrip():
    for _ in range(20):
        a, b = ufsecp.SecretKey.generate(), ufsecp.SecretKey.generate()
        ea, eb = a.ellswift_create(os.urandom(32)), ufsecp.ellswift_encode(b.public_key, os.urandom(32))
        assert ufsecp.ellswift_decode(ea) == a.public_key and ufsecp.ellswift_decode(eb) == b.public_key
        assert a.ellswift_xdh_bip324(ea, eb, True) == b.ellswift_xdh_bip324(ea, eb, False)


def test_bip341_wallet_vectors():
    d = read_json("bip341/wallet-test-vectors.json")
    for v in d["scriptPubKey"]:
        mr = v["intermediary"]["merkleRoot"]
        x, _parity = ufsecp.taproot_output_key(bytes.fromhex(v["given"]["internalPubkey"]),
                                               bytes.fromhex(mr) if mr else None)
        assert x.hex() == v["intermediary"]["tweakedPubkey"]
        assert "5120" + x.hex() == v["expected"]["scriptPubKey"]
        addr = ufsecp.address.p2tr(x)
        assert addr == v["expected"]["bip350Address"]
        assert ufsecp.address.to_script(addr).hex() == v["expected"]["scriptPubKey"]
        assert ufsecp.address.from_script(bytes.fromhex(v["expected"]["scriptPubKey"])) == addr
        assert ufsecp.address.segwit_decode("bc", addr) == (1, x)
    n = 0
    for v in d["keyPathSpending"]:
        for i in v["inputSpending"]:
            g, m = i["given"], i["intermediary"]
            sk = ufsecp.SecretKey(bytes.fromhex(g["internalPrivkey"]))
            mr = bytes.fromhex(g["merkleRoot"]) if g["merkleRoot"] else None
            tweaked = sk.taproot_tweak(mr)
            assert tweaked.to_bytes().hex() == m["tweakedPrivkey"]
            x, _ = ufsecp.taproot_output_key(sk.xonly_public_key.serialize(), mr)
            assert tweaked.xonly_public_key.serialize() == x
            n += 1
    assert n >= 5


def test_addresses():
    g = ufsecp.PublicKey(bytes.fromhex("0279BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798"))
    assert ufsecp.address.p2wpkh(g) == "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"  # BIP-173's example
    assert ufsecp.address.p2wpkh(g, "tb").startswith("tb1q")
    script = ufsecp.address.to_script("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")
    assert script.hex() == "0014751e76e8199196d454941c45d1b3a323f1433bd6"
    p2pkh = ufsecp.address.from_script(bytes.fromhex("76a914") + script[2:] + bytes.fromhex("88ac"))
    assert p2pkh.startswith("1") and ufsecp.address.to_script(p2pkh)[3:23] == script[2:]
    for bad in ("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", "BC1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"):
        try:
            ufsecp.address.to_script(bad)
        except ufsecp.Error:
            continue
        raise AssertionError(bad)
