"""The Python API: types, errors, secrets, Wycheproof-style negative cases (the strict-DER
rejections and range cases of tests/test_ecdsa_der.cpp), batch APIs, threads."""
import gc
import hashlib
import os
import threading

import pytest

import ufsecp
from ufsecp import silentpayments as sp

N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
P = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F


def b32(x: int) -> bytes:
    return x.to_bytes(32, "big")


def test_statuses_and_hierarchy():
    assert ufsecp.STATUS["UFSECP_OK"] == 0
    assert ufsecp.status_name(ufsecp.STATUS["UFSECP_ERR_BAD_SECKEY"]) == "UFSECP_ERR_BAD_SECKEY"
    for cls in (ufsecp.BadLengthError, ufsecp.BadSecretKeyError, ufsecp.BadPublicKeyError, ufsecp.BadSignatureError,
                ufsecp.BadTweakError, ufsecp.InfinityError, ufsecp.EncodingError):
        assert issubclass(cls, ufsecp.Error) and issubclass(cls, ValueError)
    with pytest.raises(ufsecp.BadSecretKeyError) as ei:
        ufsecp.SecretKey(b32(N))
    assert ei.value.status == ufsecp.STATUS["UFSECP_ERR_BAD_SECKEY"]
    assert ei.value.status_name == "UFSECP_ERR_BAD_SECKEY"
    for bad in (b32(0), b32(N), b"\xff" * 32):
        with pytest.raises(ufsecp.BadSecretKeyError):
            ufsecp.SecretKey(bad)
    with pytest.raises(ufsecp.BadLengthError):
        ufsecp.SecretKey(b"\x01" * 31)
    with pytest.raises(TypeError):
        ufsecp.SecretKey("not bytes")  # type: ignore[arg-type]


def test_secret_key_hides_and_wipes():
    raw = b32(0x1234567890ABCDEF)
    sk = ufsecp.SecretKey(raw)
    for text in (repr(sk), str(sk), f"{sk}", repr([sk])):
        assert raw.hex() not in text and "1234567890" not in text.lower()
    assert sk == ufsecp.SecretKey(raw) and sk != ufsecp.SecretKey(b32(5))
    with pytest.raises(TypeError):
        hash(sk)
    sk.sign_schnorr(b"m")  # builds the cached keypair
    buf, kp = sk._sk, sk._kp
    sk.wipe()
    assert bytes(buf) == bytes(32) and bytes(kp) == bytes(96)
    with pytest.raises(ufsecp.BadSecretKeyError):
        sk.sign_ecdsa(bytes(32))
    with pytest.raises(ufsecp.Error):
        sk.sign_schnorr(b"m")  # a wiped keypair is rejected (BAD_KEYPAIR)
    with ufsecp.SecretKey(raw) as k2:
        inner = k2._sk
    assert bytes(inner) == bytes(32)
    k3 = ufsecp.SecretKey(raw)
    inner = k3._sk
    del k3
    gc.collect()
    assert bytes(inner) == bytes(32)


def test_pubkey_roundtrip_and_ops():
    sk = ufsecp.SecretKey(b32(3))
    pk = sk.public_key
    c, u = pk.serialize(), pk.serialize(compressed=False)
    assert len(c) == 33 and len(u) == 65 and bytes(pk) == c
    assert ufsecp.PublicKey(c) == ufsecp.PublicKey(u) == pk and hash(ufsecp.PublicKey(u)) == hash(pk)
    assert c.hex() in repr(pk)
    t = b32(7)
    assert pk.tweak_add(t) == sk.tweak_add(t).public_key
    assert pk.tweak_mul(t) == sk.tweak_mul(t).public_key
    assert pk.negate() == sk.negate().public_key
    assert ufsecp.PublicKey.combine([pk, ufsecp.SecretKey(b32(4)).public_key]) == ufsecp.SecretKey(b32(7)).public_key
    with pytest.raises(ufsecp.InfinityError):
        ufsecp.PublicKey.combine([pk, pk.negate()])
    with pytest.raises(ufsecp.BadTweakError):
        sk.tweak_add(b32(N))
    with pytest.raises(ufsecp.BadTweakError):
        sk.tweak_mul(b32(0))
    for bad in (b"", b"\x02" + b32(P), b"\x05" + bytes(32), b"\x04" + bytes(64), c[:-1]):
        with pytest.raises(ufsecp.Error):
            ufsecp.PublicKey(bad)
    x, parity = pk.xonly()
    assert x == sk.xonly_public_key and parity in (0, 1)
    assert ufsecp.PublicKey.from_secret_key(b32(3)) == pk


STRICT_DER_REJECTS = [  # tests/test_ecdsa_der.cpp (hand-made strict cases)
    "", "30", "3000", "3003020101", "300602010102010100", "3007020101020101", "3005020101020101",
    "30070201010201010000", "30080201010201010000", "300702020001020101", "30070202ff80020101",
    "30050200020101", "308106020101020101", "308206", "3080020101020101", "3106020101020101",
    "3006030101020101", "3006020101030101", "3006020501020101", "3006020101020201",
]


def test_der_negative_cases():
    for h in STRICT_DER_REJECTS:
        with pytest.raises(ufsecp.BadSignatureError):
            ufsecp.ecdsa_der_decode(bytes.fromhex(h))
    assert ufsecp.ecdsa_der_decode(bytes.fromhex("3006020101020102")) == b32(1) + b32(2)
    # lax accepts an excess zero byte that strict DER rejects
    assert ufsecp.ecdsa_der_decode(bytes.fromhex("300702020001020101"), lax=True) == b32(1) + b32(1)


def test_ecdsa_edge_cases():
    sk = ufsecp.SecretKey(b32(0xC0FFEE))
    pk = sk.public_key
    msg = hashlib.sha256(b"edge").digest()
    sig = sk.sign_ecdsa(msg)
    r, s = int.from_bytes(sig[:32], "big"), int.from_bytes(sig[32:], "big")
    assert s <= N // 2
    assert pk.verify_ecdsa(sig, msg)
    high = b32(r) + b32(N - s)
    assert not pk.verify_ecdsa(high, msg)  # high S rejected
    assert ufsecp.ecdsa_normalize(high) == (sig, True) and ufsecp.ecdsa_normalize(sig) == (sig, False)
    for bad in (b32(0) + b32(s), b32(r) + b32(0), b32(N) + b32(s), b32(r) + b32(N), b32(r + N) if r + N < 2**256 else
                b32(r) + b32(s + 1), b"\xff" * 64):
        if len(bad) == 64:
            assert not pk.verify_ecdsa(bad, msg)
    assert not pk.verify_ecdsa(sig, hashlib.sha256(b"other").digest())
    assert not ufsecp.SecretKey(b32(2)).public_key.verify_ecdsa(sig, msg)
    with pytest.raises(ufsecp.BadLengthError):
        pk.verify_ecdsa(sig[:63], msg)
    with pytest.raises(ufsecp.BadLengthError):
        sk.sign_ecdsa(b"short")
    # recovery
    rsig, recid = sk.sign_ecdsa_recoverable(msg)
    assert rsig == sig and ufsecp.ecdsa_recover(rsig, recid, msg) == pk
    with pytest.raises(ufsecp.BadRecoveryIdError):
        ufsecp.ecdsa_recover(rsig, 4, msg)
    # extra entropy changes the nonce
    assert sk.sign_ecdsa(msg, b32(1)) != sig and pk.verify_ecdsa(sk.sign_ecdsa(msg, b32(1)), msg)
    # bytearray / memoryview inputs are accepted
    assert pk.verify_ecdsa(bytearray(sig), memoryview(msg))


def test_schnorr_and_ecdh():
    a, b = ufsecp.SecretKey(b32(11)), ufsecp.SecretKey(b32(12))
    assert a.ecdh(b.public_key) == b.ecdh(a.public_key) == a.ecdh(bytes(b.public_key))
    assert a.ecdh(b.public_key, raw_x=True) == b.ecdh(a.public_key, raw_x=True)
    assert hashlib.sha256(bytes(ufsecp.SecretKey(b32(11 * 12)).public_key)).digest() == a.ecdh(b.public_key)
    for msg in (b"", b"x", bytes(32), os.urandom(100)):
        sig = a.sign_schnorr(msg, os.urandom(32))
        assert a.xonly_public_key.verify_schnorr(sig, msg)
        assert not b.xonly_public_key.verify_schnorr(sig, msg)
        assert not a.xonly_public_key.verify_schnorr(sig[:32] + b32(N), msg)
    assert not ufsecp.schnorr_verify(bytes(64), b"", b32(P))  # key not an x-coordinate
    with pytest.raises(ufsecp.BadPublicKeyError):
        ufsecp.XOnlyPublicKey(b32(P))
    # BIP-341 tweak check
    internal = a.xonly_public_key.serialize()
    t = b32(99)
    full = ufsecp.PublicKey.from_secret_key(a.to_bytes())
    x, parity = full.xonly()
    tweaked, tp = (full.negate() if parity else full).tweak_add(t).xonly()
    assert ufsecp.xonly_tweak_add_check(bytes(tweaked), tp, internal, t)
    assert not ufsecp.xonly_tweak_add_check(bytes(tweaked), tp ^ 1, internal, t)


def test_batch_verification():
    n = 50
    keys = [ufsecp.SecretKey(os.urandom(32)) for _ in range(n)]
    msgs = [os.urandom(32) for _ in range(n)]
    ssigs = [k.sign_schnorr(m) for k, m in zip(keys, msgs)]
    xs = [k.xonly_public_key for k in keys]
    assert ufsecp.schnorr_verify_batch(ssigs, msgs, xs) == [True] * n
    esigs = [k.sign_ecdsa(m) for k, m in zip(keys, msgs)]
    pks = [k.public_key for k in keys]
    assert ufsecp.ecdsa_verify_batch(esigs, msgs, pks, threads=2) == [True] * n
    bad = list(ssigs)
    bad[7] = bad[7][:63] + bytes([bad[7][63] ^ 1])
    want = [i != 7 for i in range(n)]
    assert ufsecp.schnorr_verify_batch(bad, msgs, [bytes(x) for x in xs], threads=3) == want
    ebad = list(esigs)
    ebad[9] = ebad[9][:32] + b32(N - int.from_bytes(ebad[9][32:], "big"))  # high S
    assert ufsecp.ecdsa_verify_batch(ebad, msgs, pks) == [i != 9 for i in range(n)]
    assert ufsecp.schnorr_verify_batch([], [], []) == []
    with pytest.raises(ufsecp.BadLengthError):
        ufsecp.schnorr_verify_batch(ssigs, msgs[:-1], xs)
    with pytest.raises(ufsecp.BadLengthError):
        ufsecp.ecdsa_verify_batch(esigs, [b"x"] * n, pks)


def test_threads_share_work():
    """The GIL is released: several threads verifying at once give the right answers."""
    sk = ufsecp.SecretKey(b32(77))
    msg = bytes(32)
    sig = sk.sign_ecdsa(msg)
    pk = sk.public_key
    results = []

    def work():
        results.append(all(pk.verify_ecdsa(sig, msg) for _ in range(200)))

    ts = [threading.Thread(target=work) for _ in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert results == [True] * 4


def test_silent_payments_roundtrip():
    scan, spend = ufsecp.SecretKey(os.urandom(32)), ufsecp.SecretKey(os.urandom(32))
    change = sp.create_label(scan, 0)
    addr = sp.encode_address(scan.public_key, spend.public_key)
    assert addr.startswith("sp1")
    b_scan, b_spend, testnet, version = sp.decode_address(addr)
    assert (b_scan, b_spend, testnet, version) == (scan.public_key, spend.public_key, False, 0)
    with pytest.raises(ufsecp.EncodingError):
        sp.decode_address(addr[:-1] + ("q" if addr[-1] != "q" else "p"))
    inputs = [ufsecp.SecretKey(os.urandom(32)) for _ in range(2)]
    outpoints = [os.urandom(36) for _ in range(2)]
    smallest = sp.smallest_outpoint(outpoints)
    assert smallest == min(outpoints)
    labelled = sp.labeled_spend_pubkey(spend.public_key, change)
    outs = sp.create_outputs([(scan.public_key, spend.public_key), (scan.public_key, labelled)], smallest,
                             plain_seckeys=inputs)
    pdata = sp.public_data(smallest, plain_inputs=[bytes(k.public_key) for k in inputs])
    noise = [ufsecp.SecretKey(os.urandom(32)).xonly_public_key.serialize() for _ in range(3)]
    txs = [(pdata, noise[:1] + outs + noise[1:]), (pdata, noise)]
    found = sp.scan_batch(scan, spend.public_key, txs, [change], threads=2)
    assert [len(f) for f in found] == [2, 0]
    assert {f.output_index for f in found[0]} == {1, 2}
    assert any(f.label33 == change.point33 for f in found[0]) and any(f.label33 is None for f in found[0])
    for f in found[0]:
        assert spend.tweak_add(f.tweak32).xonly_public_key.serialize() == txs[0][1][f.output_index]
    assert sp.scan(scan, spend.public_key, pdata, outs) != []
    with pytest.raises(ufsecp.BadLengthError):
        sp.scan_batch(scan, spend.public_key, [(pdata, b"\x00" * 31)])


def test_pickle():
    import copy
    import pickle

    from ufsecp import bip32, musig

    sk = ufsecp.SecretKey(b32(42))
    for obj in (sk, sk.public_key, sk.xonly_public_key):
        assert pickle.loads(pickle.dumps(obj)) == obj
        assert copy.deepcopy(obj) == obj
    xk = bip32.ExtendedKey.from_seed(bytes(16)).derive("m/1'")
    assert pickle.loads(pickle.dumps(xk)).serialize() == xk.serialize()
    sn, _ = musig.nonce_gen(sk.public_key, sk)
    with pytest.raises(TypeError):
        pickle.dumps(sn)
    with pytest.raises(TypeError):
        copy.copy(sn)


def test_every_public_name_is_documented():
    import inspect

    from ufsecp import address, bench, bip32, musig, silentpayments

    missing = []
    for mod in (ufsecp, address, bip32, musig, silentpayments, bench):
        assert mod.__doc__, mod.__name__
        names = getattr(mod, "__all__", None) or [n for n in vars(mod) if not n.startswith("_")]
        for name in names:
            obj = getattr(mod, name)
            if inspect.ismodule(obj) or not (inspect.isclass(obj) or inspect.isfunction(obj)):
                continue
            if not inspect.getdoc(obj):
                missing.append(f"{mod.__name__}.{name}")
            if inspect.isfunction(obj) and obj.__module__ == mod.__name__:
                sig = inspect.signature(obj)
                if sig.return_annotation is inspect.Signature.empty:
                    missing.append(f"{mod.__name__}.{name} (return type)")
            if inspect.isclass(obj):
                for mname, m in vars(obj).items():
                    if mname.startswith("_") or not (inspect.isfunction(m) or isinstance(m, (classmethod, property))):
                        continue
                    if not inspect.getdoc(getattr(obj, mname)):
                        missing.append(f"{mod.__name__}.{name}.{mname}")
    assert not missing, missing
