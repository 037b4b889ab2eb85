"""BIP-327 MuSig2: the official key-aggregation and sign/verify vectors, and random
end-to-end sessions (with tweaks) whose result verifies as a BIP-340 signature."""
import os

import pytest

import ufsecp
from ufsecp import musig

from conftest import iters, read_json


def h(x: str) -> bytes:
    return bytes.fromhex(x)


def test_key_agg_vectors():
    d = read_json("bip327/key_agg_vectors.json")
    pks = d["pubkeys"]
    for c in d["valid_test_cases"]:
        ctx = musig.KeyAggContext([ufsecp.PublicKey(h(pks[i])) for i in c["key_indices"]])
        assert ctx.agg_pk32.hex().upper() == c["expected"]
    n_err = 0
    for c in d["error_test_cases"]:
        with pytest.raises(ufsecp.Error):
            keys = [ufsecp.PublicKey(h(pks[i])) for i in c["key_indices"]]
            ctx = musig.KeyAggContext(keys)
            for ti, x in zip(c["tweak_indices"], c["is_xonly"]):
                ctx.tweak_add(h(d["tweaks"][ti]), x)
        n_err += 1
    assert n_err >= 3


def test_key_sort_vectors():
    d = read_json("bip327/key_sort_vectors.json")
    keys = [ufsecp.PublicKey(h(p)) for p in d["pubkeys"]]
    assert [k.serialize().hex().upper() for k in musig.key_sort(keys)] == d["sorted_pubkeys"]


def test_sign_verify_vectors():
    d = read_json("bip327/sign_verify_vectors.json")
    sk = ufsecp.SecretKey(h(d["sk"]))
    pks, pn, an, msgs = d["pubkeys"], d["pnonces"], d["aggnonces"], d["msgs"]
    for c in d["valid_test_cases"]:
        keys = [ufsecp.PublicKey(h(pks[i])) for i in c["key_indices"]]
        ctx = musig.KeyAggContext(keys)
        session = musig.Session(h(an[c["aggnonce_index"]]), h(msgs[c["msg_index"]]), ctx)
        sn = musig.SecretNonce.from_bytes97(h(d["secnonces"][0]))
        psig = session.sign(sn, sk)
        assert psig.hex().upper() == c["expected"]
        assert bytes(sn._buf) == bytes(len(sn._buf))  # cleared by signing
        with pytest.raises(ufsecp.Error):
            session.sign(sn, sk)  # a used nonce cannot sign again
        signer = c["signer_index"]
        assert session.verify_partial(psig, h(pn[c["nonce_indices"][signer]]), keys[signer])
    for c in d["verify_fail_test_cases"]:
        keys = [ufsecp.PublicKey(h(pks[i])) for i in c["key_indices"]]
        ctx = musig.KeyAggContext(keys)
        aggnonce = musig.nonce_agg([h(pn[i]) for i in c["nonce_indices"]])
        session = musig.Session(aggnonce, h(msgs[c["msg_index"]]), ctx)
        signer = c["signer_index"]
        try:
            ok = session.verify_partial(h(c["sig"]), h(pn[c["nonce_indices"][signer]]), keys[signer])
        except ufsecp.Error:
            ok = False
        assert not ok, c["comment"]


def test_random_sessions():
    for _ in range(iters(20)):
        n = 2 + os.urandom(1)[0] % 3
        sks = [ufsecp.SecretKey.generate() for _ in range(n)]
        pubs = musig.key_sort([k.public_key for k in sks])
        ctx = musig.KeyAggContext(pubs)
        ctx.tweak_add(os.urandom(32), False)
        ctx.tweak_add(os.urandom(32), True)
        msg = os.urandom(os.urandom(1)[0] % 80)
        nonces = [musig.nonce_gen(k.public_key, k, msg=msg, agg_pk32=ctx.agg_pk32) for k in sks]
        assert "secret" in repr(nonces[0][0])
        session = musig.Session(musig.nonce_agg([p for _, p in nonces]), msg, ctx)
        psigs = [session.sign(sn, k) for (sn, _), k in zip(nonces, sks)]
        for ps, (_, pn), k in zip(psigs, nonces, sks):
            assert session.verify_partial(ps, pn, k.public_key)
        assert not session.verify_partial(psigs[0], nonces[1][1], sks[1].public_key)
        sig = session.aggregate(psigs)
        assert ctx.xonly_public_key().verify_schnorr(sig, msg)
