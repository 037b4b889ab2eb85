"""Official vectors: BIP-340 (sign and verify), RFC 6979 (ECDSA nonces/signatures), the
bitcoinjs-lib ECDSA set (valid and invalid verifications), BIP-352 receiving."""
import hashlib

import pytest

import ufsecp
from ufsecp import silentpayments as sp

from conftest import read_csv, read_json

N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def test_bip340_vectors():
    rows = read_csv("bip340/test-vectors.csv")
    assert len(rows) >= 15
    for r in rows:
        pub = bytes.fromhex(r["public key"])
        msg = bytes.fromhex(r["message"])
        sig = bytes.fromhex(r["signature"])
        want = r["verification result"] == "TRUE"
        if r["secret key"]:
            sk = ufsecp.SecretKey(bytes.fromhex(r["secret key"]))
            assert sk.xonly_public_key.serialize() == pub, r["index"]
            assert sk.sign_schnorr(msg, bytes.fromhex(r["aux_rand"])) == sig, r["index"]
        assert ufsecp.schnorr_verify(sig, msg, pub) == want, r["index"]
        try:
            key = ufsecp.XOnlyPublicKey(pub)
        except ufsecp.BadPublicKeyError:
            assert not want, r["index"]
            continue
        assert key.verify_schnorr(sig, msg) == want, r["index"]
        # The batch verifier gives the same answer for the entry alone.
        assert ufsecp.schnorr_verify_batch([sig], [msg], [pub]) == [want], r["index"]


def test_rfc6979_vectors():
    d = read_json("rfc6979/secp256k1_sha256_k_vectors.json")
    n_sig = 0
    for v in d["vectors"]:
        sk = ufsecp.SecretKey(bytes.fromhex(v["private_key"]))
        h = hashlib.sha256(v["msg"].encode()).digest()
        assert h.hex() == v["msg_sha256"]
        sig = sk.sign_ecdsa(h)
        assert sk.public_key.verify_ecdsa(sig, h)
        if "signature_der" in v:
            assert ufsecp.ecdsa_der_encode(sig).hex() == v["signature_der"].lower()
            assert ufsecp.ecdsa_der_decode(bytes.fromhex(v["signature_der"])) == sig
            n_sig += 1
    assert n_sig >= 1


def _rs(sig):
    return int(sig["r"], 16), int(sig["s"], 16)


def test_bitcoinjs_ecdsa_vectors():
    d = read_json("rfc6979/bitcoinjs-lib_ecdsa.json")
    for v in d["valid"]["ecdsa"]:
        sk = ufsecp.SecretKey(bytes.fromhex(v["d"].rjust(64, "0")))
        h = hashlib.sha256(v["message"].encode()).digest()
        r, s = _rs(v["signature"])
        want = r.to_bytes(32, "big") + s.to_bytes(32, "big")
        assert sk.sign_ecdsa(h) == want
        assert sk.public_key.verify_ecdsa(want, h)
    n_bad = 0
    for v in d["invalid"]["verify"]:
        sk = ufsecp.SecretKey(bytes.fromhex(v["d"].rjust(64, "0")))
        h = hashlib.sha256(v["message"].encode()).digest()
        r, s = (int(x, 16) for x in (v["signature"]["r"], v["signature"]["s"]))
        if r < 0 or s < 0 or r >= 2**256 or s >= 2**256:
            n_bad += 1  # not representable in compact form: nothing to verify
            continue
        sig = r.to_bytes(32, "big") + s.to_bytes(32, "big")
        assert not sk.public_key.verify_ecdsa(sig, h), v["description"]
        n_bad += 1
    assert n_bad == len(d["invalid"]["verify"]) >= 5


def test_bip352_receiving_vectors():
    cases = read_json("bip352/send_and_receive_test_vectors.json")
    n_checked = 0
    for case in cases:
        for rc in case["receiving"]:
            g, e = rc["given"], rc["expected"]
            scan_sk = ufsecp.SecretKey(bytes.fromhex(g["key_material"]["scan_priv_key"]))
            spend_sk = ufsecp.SecretKey(bytes.fromhex(g["key_material"]["spend_priv_key"]))
            spend = spend_sk.public_key
            labels = [sp.create_label(scan_sk, m) for m in g["labels"]]
            addrs = {sp.encode_address(scan_sk.public_key, spend)}
            addrs |= {sp.encode_address(scan_sk.public_key, sp.labeled_spend_pubkey(spend, lab)) for lab in labels}
            assert set(e["addresses"]) <= addrs, case["comment"]
            if not e.get("tweak"):
                assert not e["outputs"], case["comment"]
                continue
            outs = [bytes.fromhex(o) for o in g["outputs"]]
            found = sp.scan_batch(scan_sk, spend, [(bytes.fromhex(e["tweak"]), outs)], labels, threads=2)[0]
            if "n_outputs" in e:  # the K_max case: only the count is given
                assert len(found) == e["n_outputs"], case["comment"]
                n_checked += 1
                continue
            got = {(outs[f.output_index].hex(), f.tweak32.hex()) for f in found}
            want = {(o["pub_key"], o["priv_key_tweak"]) for o in e["outputs"]}
            assert got == want, case["comment"]
            for f in found:  # the tweak spends the output: (b_spend + t) * G has the output's x
                x = spend_sk.tweak_add(f.tweak32).xonly_public_key.serialize()
                assert x == outs[f.output_index]
            n_checked += 1
    assert n_checked >= 20
