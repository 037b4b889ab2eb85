"""Adaptor signatures, DLEQ, BIP-324 and precomputed keys through the Python binding: the
official vectors (dlcspecs ECDSA adaptor, BIP-374 generate/verify, BIP-324 packet encoding and
XSwiftECInv), read at run time; random round trips (Schnorr and MuSig2 adaptor pre-sign /
adapt / extract, ECDSA adaptor encrypt / decrypt / recover, BIP-324 both directions, precomputed
verification against the plain verifiers)."""
import hashlib
import os
import pickle
import random

import pytest

import ufsecp
from ufsecp import adaptor, bip324, musig
from ufsecp.precomputed import PrecomputedPublicKey, PrecomputedXOnlyPublicKey

from conftest import iters, read_csv, read_json

H = bytes.fromhex


# ---- ECDSA adaptor (dlcspecs) ------------------------------------------------------------------
def test_dlcspecs_ecdsa_adaptor():
    cases = read_json("adaptor/dlcspecs_ecdsa_adaptor.json")
    assert len(cases) == 11
    for i, c in enumerate(cases):
        err = c.get("error")
        asig = H(c["adaptor_sig"])
        assert len(asig) == adaptor.ECDSA_ADAPTOR_SIZE
        kind = c["kind"]
        if kind == "verification":
            pk, ek = ufsecp.PublicKey(H(c["public_signing_key"])), ufsecp.PublicKey(H(c["encryption_key"]))
            msg = H(c["message_hash"])
            assert adaptor.ecdsa_verify(asig, pk, msg, ek) is (not err), i
            if err:
                continue
            y = ufsecp.SecretKey(H(c["decryption_key"]))
            sig = adaptor.ecdsa_decrypt(asig, y)
            assert sig == H(c["signature"])
            assert pk.verify_ecdsa(sig, msg)
            assert adaptor.ecdsa_recover(H(c["signature"]), asig, ek) == y
        elif kind == "recovery":
            ek = ufsecp.PublicKey(H(c["encryption_key"]))
            if err:
                with pytest.raises(adaptor.AdaptorMismatchError) as e:
                    adaptor.ecdsa_recover(H(c["signature"]), asig, ek)
                assert e.value.status_name == "UFSECP_ERR_ADAPTOR_MISMATCH"
            else:
                y = adaptor.ecdsa_recover(H(c["signature"]), asig, ek)
                assert y.to_bytes() == H(c["decryption_key"])
        elif kind == "serialization":
            assert adaptor.ecdsa_check(asig) is (not err), i
            if err:
                with pytest.raises(adaptor.AdaptorError):
                    adaptor.ecdsa_decrypt(asig, ufsecp.SecretKey(b"\x01" * 32))
        else:
            raise AssertionError(kind)


def test_ecdsa_adaptor_random():
    for _ in range(iters(8)):
        sk, y = ufsecp.SecretKey.generate(), ufsecp.SecretKey.generate()
        msg = os.urandom(32)
        asig = adaptor.ecdsa_encrypt(sk, y.public_key, msg, os.urandom(32))
        assert adaptor.ecdsa_check(asig)
        assert adaptor.ecdsa_verify(asig, sk.public_key, msg, y.public_key)
        assert not adaptor.ecdsa_verify(asig, sk.public_key, os.urandom(32), y.public_key)
        sig = adaptor.ecdsa_decrypt(asig, y)
        assert sk.public_key.verify_ecdsa(sig, msg)
        assert adaptor.ecdsa_recover(sig, asig, y.public_key) == y
        other = ufsecp.SecretKey.generate()
        with pytest.raises(adaptor.AdaptorMismatchError):
            adaptor.ecdsa_recover(sig, asig, other.public_key)


# ---- Schnorr adaptor ----------------------------------------------------------------------------
def test_schnorr_adaptor_random():
    parities = set()
    for _ in range(iters(16)):
        sk, t = ufsecp.SecretKey.generate(), ufsecp.SecretKey.generate()
        msg = os.urandom(random.randint(0, 64))
        pre = adaptor.schnorr_presign(sk, msg, t.public_key, os.urandom(32))
        assert len(pre) == adaptor.SCHNORR_PRESIG_SIZE
        parities.add(pre[0])
        assert adaptor.schnorr_verify(pre, msg, sk.xonly_public_key, t.public_key)
        assert not adaptor.schnorr_verify(pre, msg + b"x", sk.xonly_public_key, t.public_key)
        assert not adaptor.schnorr_verify(pre, msg, sk.xonly_public_key, ufsecp.SecretKey.generate().public_key)
        sig = adaptor.schnorr_adapt(pre, t)
        assert sk.xonly_public_key.verify_schnorr(sig, msg)
        assert ufsecp.schnorr_verify(sig, msg, sk.xonly_public_key.serialize())
        assert adaptor.schnorr_extract(sig, pre) == t
        with pytest.raises(adaptor.AdaptorMismatchError):
            adaptor.schnorr_extract(sk.sign_schnorr(msg), pre)
    assert parities == {2, 3} or iters(16) < 8
    with pytest.raises(adaptor.AdaptorError):
        adaptor.schnorr_adapt(b"\x05" + bytes(64), ufsecp.SecretKey(b"\x01" * 32))


def test_musig_adaptor_round_trip():
    sks = [ufsecp.SecretKey.generate() for _ in range(3)]
    t = ufsecp.SecretKey.generate()
    ctx = musig.KeyAggContext([k.public_key for k in sks])
    msg = os.urandom(32)
    nonces = [musig.nonce_gen(k.public_key, k, msg=msg, agg_pk32=ctx.agg_pk32) for k in sks]
    sess = musig.Session(musig.nonce_agg([p for _, p in nonces]), msg, ctx, adaptor=t.public_key)
    pre = sess.aggregate([sess.sign(sn, k) for (sn, _), k in zip(nonces, sks)])
    assert not ctx.xonly_public_key().verify_schnorr(pre, msg)
    parity = adaptor.musig_nonce_parity(sess)
    assert parity in (0, 1)
    sig = adaptor.musig_adapt(pre, t, parity)
    assert ctx.xonly_public_key().verify_schnorr(sig, msg)
    assert adaptor.musig_extract(sig, pre, parity) == t
    with pytest.raises(ufsecp.BadArgumentError):
        adaptor.musig_adapt(pre, t, 2)


# ---- BIP-374 DLEQ --------------------------------------------------------------------------------
def test_bip374_generate():
    rows = read_csv("bip374/test_vectors_generate_proof.csv")
    assert len(rows) == 11
    for r in rows:
        G = ufsecp.PublicKey(H(r["point_G"]))
        msg = H(r["message"]) or None
        if r["point_B"] == "INFINITY":
            assert r["result_proof"] == "INVALID"
            with pytest.raises(ufsecp.Error):  # infinity never becomes a PublicKey (BIP-374: fail)
                ufsecp.PublicKey(b"\x00")
            continue
        B = ufsecp.PublicKey(H(r["point_B"]))
        if r["result_proof"] == "INVALID":
            with pytest.raises(ufsecp.BadSecretKeyError):
                adaptor.dleq_prove(ufsecp.SecretKey(H(r["scalar_a"])), B, H(r["auxrand_r"]), msg, G)
            continue
        a = ufsecp.SecretKey(H(r["scalar_a"]))
        proof, A, C = adaptor.dleq_prove(a, B, H(r["auxrand_r"]), msg, G)
        assert proof == H(r["result_proof"]), r["index"]
        assert adaptor.dleq_verify(proof, A, B, C, msg, G)


def test_bip374_verify():
    rows = read_csv("bip374/test_vectors_verify_proof.csv")
    assert len(rows) == 15
    for r in rows:
        pts = [ufsecp.PublicKey(H(r[k])) for k in ("point_G", "point_A", "point_B", "point_C")]
        msg = H(r["message"]) or None
        got = adaptor.dleq_verify(H(r["proof"]), pts[1], pts[2], pts[3], msg, pts[0])
        assert got is (r["result_success"] == "TRUE"), r["index"]


def test_dleq_random():
    for _ in range(iters(6)):
        a, b = ufsecp.SecretKey.generate(), ufsecp.SecretKey.generate()
        proof, A, C = adaptor.dleq_prove(a, b.public_key, os.urandom(32))
        assert A == a.public_key
        assert C == b.public_key.tweak_mul(a.to_bytes())
        assert adaptor.dleq_verify(proof, A, b.public_key, C)
        assert not adaptor.dleq_verify(proof, A, b.public_key, C, os.urandom(32))
        assert not adaptor.dleq_verify(proof, A, b.public_key, A)


# ---- BIP-324 -------------------------------------------------------------------------------------
def test_bip324_packet_vectors():
    rows = read_csv("bip324/packet_encoding_test_vectors.csv")
    assert len(rows) == 7
    for r in rows:
        priv = ufsecp.SecretKey(H(r["in_priv_ours"]))
        ours, theirs = H(r["in_ellswift_ours"]), H(r["in_ellswift_theirs"])
        initiating = r["in_initiating"] == "1"
        assert ufsecp.ellswift_decode(ours).xonly()[0].serialize().hex() == r["mid_x_ours"]
        c = bip324.Cipher.from_ellswift(priv, ours, theirs, initiating)
        a, b = (ours, theirs) if initiating else (theirs, ours)
        secret = priv.ellswift_xdh_bip324(a, b, initiating)
        assert secret.hex() == r["mid_shared_secret"]
        peer = bip324.Cipher(secret, not initiating)
        assert c.session_id.hex() == r["out_session_id"] == peer.session_id.hex()
        snd, rcv = c.garbage_terminators
        assert snd.hex() == r["mid_send_garbage_terminator"] and rcv.hex() == r["mid_recv_garbage_terminator"]
        assert peer.garbage_terminators == (rcv, snd)
        for _ in range(int(r["in_idx"])):
            p = c.encrypt(b"")
            assert peer.decrypt_length(p[:3]) == 0 and peer.decrypt(p[3:]) == (b"", False)
        contents = H(r["in_contents"]) * int(r["in_multiply"])
        aad, ignore = H(r["in_aad"]), r["in_ignore"] == "1"
        pkt = c.encrypt(contents, aad, ignore)
        assert len(pkt) == len(contents) + bip324.EXPANSION
        if r["out_ciphertext"]:
            assert pkt.hex() == r["out_ciphertext"]
        if r["out_ciphertext_endswith"]:
            assert pkt.hex().endswith(r["out_ciphertext_endswith"])
        n = peer.decrypt_length(pkt[:3])
        assert n == len(contents)
        assert peer.decrypt(pkt[3:], aad) == (contents, ignore)
        c.clear()
        peer.clear()


def test_xswiftec_inv_vectors():
    rows = read_csv("bip324/xswiftec_inv_test_vectors.csv")
    assert len(rows) == 32
    for r in rows:
        for c in range(8):
            want = r[f"case{c}_t"]
            got = bip324.xswiftec_inv(H(r["x"]), H(r["u"]), c)
            assert (got.hex() if got is not None else "") == want
    with pytest.raises(ufsecp.BadArgumentError):
        bip324.xswiftec_inv(bytes(32), bytes(32), 8)


def test_bip324_round_trip_and_errors():
    ka, kb = ufsecp.SecretKey.generate(), ufsecp.SecretKey.generate()
    ea, eb = ka.ellswift_create(os.urandom(32)), kb.ellswift_create(os.urandom(32))
    a = bip324.Cipher.from_ellswift(ka, ea, eb, True)
    b = bip324.Cipher.from_ellswift(kb, eb, ea, False)
    assert a.session_id == b.session_id
    assert "secret" in repr(a)
    with pytest.raises(TypeError):
        pickle.dumps(a)
    garbage = os.urandom(17)
    rng = random.Random(324)
    for i in range(iters(300)):  # past the rekey interval (224 packets)
        x, y = (a, b) if i % 2 else (b, a)
        msg = os.urandom(rng.choice([0, 1, 15, 100, 4096]))
        aad = garbage if i < 2 else b""
        ign = rng.random() < 0.1
        pkt = x.encrypt(msg, aad, ign)
        assert y.decrypt_length(pkt[:3]) == len(msg)
        assert y.decrypt(pkt[3:], aad) == (msg, ign)
    # a tampered packet: DecryptError, and the receiver is left as it was
    pkt = a.encrypt(b"hello")
    bad = bytearray(pkt)
    bad[-1] ^= 1
    assert b.decrypt_length(pkt[:3]) == 5
    with pytest.raises(bip324.DecryptError) as e:
        b.decrypt(bytes(bad[3:]))
    assert e.value.status_name == "UFSECP_ERR_DECRYPT_FAILED"
    assert b.decrypt(pkt[3:]) == (b"hello", False)
    with pytest.raises(ufsecp.BadLengthError):
        b.decrypt(b"\x00" * 16)
    with a:
        pass
    with pytest.raises(bip324.CipherStateError):
        a.encrypt(b"after clear")


# ---- precomputed keys ------------------------------------------------------------------------------
def test_precomputed_matches_plain():
    for _ in range(iters(4)):
        sk = ufsecp.SecretKey.generate()
        pe, px = PrecomputedPublicKey(sk.public_key), PrecomputedXOnlyPublicKey(sk.xonly_public_key)
        for _ in range(4):
            msg = hashlib.sha256(os.urandom(8)).digest()
            es, ss = sk.sign_ecdsa(msg), sk.sign_schnorr(msg)
            assert pe.verify_ecdsa(es, msg) and px.verify_schnorr(ss, msg)
            bad_e = es[:-1] + bytes([es[-1] ^ 1])
            bad_s = ss[:-1] + bytes([ss[-1] ^ 1])
            assert pe.verify_ecdsa(bad_e, msg) == sk.public_key.verify_ecdsa(bad_e, msg) is False
            assert px.verify_schnorr(bad_s, msg) == sk.xonly_public_key.verify_schnorr(bad_s, msg) is False
            assert not px.verify_schnorr(ss, msg + b"x")
        high = ufsecp.ecdsa_normalize(es)[0]
        assert pe.verify_ecdsa(high, msg)
        assert pe.verify_ecdsa(b"\xff" * 64, msg) is False
    with pytest.raises(ufsecp.BadPublicKeyError):
        PrecomputedXOnlyPublicKey(b"\xff" * 32)
    assert PrecomputedPublicKey(sk.public_key.serialize()).public_key == sk.public_key
