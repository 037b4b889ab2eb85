"""FROST through the Python binding: the official vectors (RFC 9591 appendix E.5, ZF's
frost-secp256k1 and -tr runs incl. big identifiers and DKG, the invalid element, all six files
of draft BIP-445 with their error cases), read at run time; random t-of-n signings verified by
the plain BIP-340 verifier; nonce reuse refused; cheaters named."""
import os
import random

import pytest

import ufsecp
from ufsecp import frost

from conftest import iters, read_json

RUNS = [
    ("frost/rfc9591-cfrg/frost-secp256k1-sha256.json", frost.RFC9591),
    ("frost/zf-frost-secp256k1/vectors.json", frost.RFC9591),
    ("frost/zf-frost-secp256k1/vectors-big-identifier.json", frost.RFC9591),
    ("frost/zf-frost-secp256k1-tr/vectors.json", frost.TR),
    ("frost/zf-frost-secp256k1-tr/vectors-big-identifier.json", frost.TR),
]
H = bytes.fromhex


def num(v) -> int:
    return int(v)


@pytest.mark.parametrize("path,suite", RUNS, ids=[r[0].split("/", 1)[1] for r in RUNS])
def test_signing_run(path, suite):
    doc = read_json(path)
    inp = doc["inputs"]
    gpk = H(inp.get("group_public_key") or inp["verifying_key_key"])
    secret = ufsecp.SecretKey(H(inp["group_secret_key"]))
    msg = H(inp["message"])
    t = num(doc["config"]["MIN_PARTICIPANTS"])
    coeffs = [H(c) for c in inp["share_polynomial_coefficients"]]
    shares_v = inp["participant_shares"]
    ids = [num(s["identifier"]) for s in shares_v]
    ks = frost.dealer_keygen(t, ids, secret=secret, coefficients=coeffs)
    assert ks.group_pk == gpk
    share_of = {}
    for i, s in enumerate(shares_v):
        assert ks.shares[i].to_bytes() == H(s["participant_share"])
        frost.verify_share(ids[i], ks.shares[i], ks.commitments)
        share_of[ids[i]] = ks.shares[i]
    # round one
    r1 = doc["round_one_outputs"]["outputs"]
    sids = [num(o["identifier"]) for o in r1]
    nonces, pubnonces, pubshares = [], [], []
    for o, i in zip(r1, sids):
        sn, pn = frost.nonce_gen(suite, share_of[i], H(o["hiding_nonce_randomness"]), H(o["binding_nonce_randomness"]))
        assert pn == H(o["hiding_nonce_commitment"]) + H(o["binding_nonce_commitment"])
        assert "secret" in repr(sn)
        nonces.append(sn)
        pubnonces.append(pn)
        pubshares.append(frost.pubshare_from_commitments(i, ks.commitments))
    # round two
    sess = frost.SigningSession(suite, gpk, msg, sids, pubnonces)
    r2 = doc["round_two_outputs"]["outputs"]
    zs = []
    for k, i in enumerate(sids):
        z = sess.sign(nonces[k], share_of[i], i)
        assert z == H(r2[k]["sig_share"])
        with pytest.raises(frost.BadNonceError) as e:
            sess.sign(nonces[k], share_of[i], i)
        assert e.value.status_name == "UFSECP_ERR_FROST_BAD_NONCE"
        assert sess.verify_share(z, i, pubshares[k])
        zs.append(z)
    want = H(doc["final_output"]["sig"])
    for ps in (pubshares, None):
        sig = sess.aggregate(zs, ps)
        assert sig == want
        assert frost.verify(suite, sig, msg, gpk)
        if suite == frost.TR:
            assert ufsecp.schnorr_verify(sig, msg, frost.tr_output_key(gpk))
    assert not frost.verify(suite, want[:-1] + bytes([want[-1] ^ 1]), msg, gpk)
    # one corrupted share: named
    bad = list(zs)
    bad[-1] = bad[-1][:-1] + bytes([bad[-1][-1] ^ 1])
    assert not sess.verify_share(bad[-1], sids[-1], pubshares[-1])
    with pytest.raises(frost.BadShareError) as e:
        sess.aggregate(bad, pubshares)
    assert e.value.culprit == len(sids) - 1
    with pytest.raises(ufsecp.Error) as e2:
        sess.aggregate(bad)
    assert e2.value.status_name == "UFSECP_ERR_VERIFY_FAILED"


@pytest.mark.parametrize("path,suite", [("frost/zf-frost-secp256k1/vectors_dkg.json", frost.RFC9591),
                                        ("frost/zf-frost-secp256k1-tr/vectors_dkg.json", frost.TR)])
def test_dkg_run(path, suite):
    doc = read_json(path)
    inp = doc["inputs"]
    n, t = num(doc["config"]["MAX_PARTICIPANTS"]), num(doc["config"]["MIN_PARTICIPANTS"])
    assert t == 2
    parts = [inp[str(i + 1)] for i in range(n)]
    ids = [num(p["identifier"]) for p in parts]
    polys, published, ours = [], [], []
    for i, p in enumerate(parts):
        coeffs = [H(p["signing_key"]), H(p["coefficient"])]
        poly, pkg = frost.dkg_round1(suite, ids[i], t, coefficients=coeffs, nonce=bytes([0x5A + i]) * 32)
        assert pkg.commitments == [H(c) for c in p["vss_commitments"]]
        assert "secret" in repr(poly)
        polys.append(poly)
        ours.append(pkg)
        published.append(frost.DkgPackage(pkg.commitments, H(p["proof_of_knowledge"])))
    frost.dkg_round1_verify(suite, ids, published)
    frost.dkg_round1_verify(suite, ids, ours)
    bad = list(published)
    bad[1] = frost.DkgPackage(bad[1].commitments, bad[1].pok[:-1] + bytes([bad[1].pok[-1] ^ 1]))
    with pytest.raises(ufsecp.BadSignatureError) as e:
        frost.dkg_round1_verify(suite, ids, bad)
    assert e.value.culprit == 1
    sums = frost.dkg_group_commitments(published)
    for j, pj in enumerate(parts):
        received = []
        for i in range(n):
            s = polys[i].share_for(ids[j])
            if i != j:
                assert s.to_bytes() == H(pj["signing_shares"][str(i + 1)])
            received.append(s)
        share, pub, gpk = frost.dkg_finalize(ids[j], ids, published, received)
        if suite == frost.TR:
            # ZF's -tr key packages come out Taproot-tweaked (key path): Q = even(P) + t*G.
            tw = frost.tr_taproot_tweak(gpk)
            if gpk[0] == 3:
                share = share.negate()
                pubk, gk = ufsecp.PublicKey(pub).negate(), ufsecp.PublicKey(gpk).negate()
            else:
                pubk, gk = ufsecp.PublicKey(pub), ufsecp.PublicKey(gpk)
            share, pub, gpk = share.tweak_add(tw), pubk.tweak_add(tw).serialize(), gk.tweak_add(tw).serialize()
        else:
            assert frost.pubshare_from_commitments(ids[j], sums) == H(pj["verifying_share"])
        assert share.to_bytes() == H(pj["signing_share"])
        assert pub == H(pj["verifying_share"])
        assert gpk == H(inp["verifying_key"])
        cheat = list(received)
        k = (j + 1) % n
        raw = bytearray(cheat[k].to_bytes())
        raw[5] ^= 0x40
        cheat[k] = bytes(raw)
        with pytest.raises(frost.BadShareError) as e:
            frost.dkg_finalize(ids[j], ids, published, cheat)
        assert e.value.culprit == k


@pytest.mark.parametrize("path,suite", [("frost/zf-frost-secp256k1/elements.json", frost.RFC9591),
                                        ("frost/zf-frost-secp256k1-tr/elements.json", frost.TR)])
def test_invalid_element(path, suite):
    el = H(read_json(path)["elements"]["invalid_element"])
    with pytest.raises(ufsecp.BadPublicKeyError):
        frost.pubshare_from_commitments(1, [el])
    if suite == frost.TR:
        with pytest.raises(ufsecp.BadPublicKeyError):
            frost.tr_output_key(el)
    g = H("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798")
    sess = frost.SigningSession(suite, g, b"", [1], [el + el])
    with pytest.raises(frost.BadPubnonceError):
        sess.aggregate([b"\x01" + bytes(31)])


# ---- random t-of-n --------------------------------------------------------------------------------
def _sign_subset(suite, ks, subset, msg, tweak=None):
    nonces = [frost.nonce_gen(suite, ks.shares[i - 1]) for i in subset]
    sess = frost.SigningSession(suite, ks.group_pk, msg, subset, [p for _, p in nonces], tweak)
    zs = [sess.sign(nonces[k][0], ks.shares[i - 1], i) for k, i in enumerate(subset)]
    pubshares = [frost.verify_share(i, ks.shares[i - 1], ks.commitments) for i in subset]
    return sess, zs, pubshares


def test_random_t_of_n_tr_bip340():
    rng = random.Random(18)
    for _ in range(iters(6)):
        n = rng.randint(1, 6)
        t = rng.randint(1, n)
        ks = frost.dealer_keygen(t, list(range(1, n + 1)))
        subset = sorted(rng.sample(range(1, n + 1), rng.randint(t, n)))
        rng.shuffle(subset)  # any order
        msg = os.urandom(rng.randint(0, 80))
        merkle = os.urandom(32) if rng.random() < 0.5 else None
        tweak = frost.tr_taproot_tweak(ks.group_pk, merkle) if rng.random() < 0.7 else None
        sess, zs, pubshares = _sign_subset(frost.TR, ks, subset, msg, tweak)
        sig = sess.aggregate(zs, pubshares)
        assert len(sig) == 64
        out = frost.tr_output_key(ks.group_pk, tweak)
        assert ufsecp.XOnlyPublicKey(out).verify_schnorr(sig, msg)
        if tweak is not None:  # the Taproot output key is ufsecp's own BIP-341 tweak of the key
            x = frost.tr_output_key(ks.group_pk)
            assert ufsecp.taproot_output_key(x, merkle)[0] == out
        assert frost.verify(frost.TR, sig, msg, ks.group_pk, tweak)


def test_random_t_of_n_rfc_and_cheater():
    rng = random.Random(9591)
    for _ in range(iters(4)):
        n = rng.randint(2, 5)
        t = rng.randint(2, n)
        ks = frost.dealer_keygen(t, list(range(1, n + 1)))
        subset = sorted(rng.sample(range(1, n + 1), t))
        msg = os.urandom(32)
        sess, zs, pubshares = _sign_subset(frost.RFC9591, ks, subset, msg)
        sig = sess.aggregate(zs, pubshares)
        assert len(sig) == 65 and frost.verify(frost.RFC9591, sig, msg, ks.group_pk)
        k = rng.randrange(len(subset))
        zs[k] = ufsecp.SecretKey(zs[k]).tweak_add((1).to_bytes(32, "big")).to_bytes()
        with pytest.raises(frost.BadShareError) as e:
            sess.aggregate(zs, pubshares)
        assert e.value.culprit == k
        # fewer than t signers cannot sign
        if t > 1:
            sub = subset[:t - 1]
            s2, z2, p2 = _sign_subset(frost.RFC9591, ks, sub, msg)
            with pytest.raises(ufsecp.Error):
                s2.aggregate(z2)


def test_dkg_random_then_sign():
    n, t = 4, 3
    ids = [1, 2, 3, 4]
    rounds = [frost.dkg_round1(frost.TR, i, t) for i in ids]
    pkgs = [p for _, p in rounds]
    frost.dkg_round1_verify(frost.TR, ids, pkgs)
    results = [frost.dkg_finalize(j, ids, pkgs, [poly.share_for(j) for poly, _ in rounds]) for j in ids]
    for poly, _ in rounds:
        poly.wipe()
    gpk = results[0][2]
    assert all(r[2] == gpk for r in results)
    sums = frost.dkg_group_commitments(pkgs)
    assert sums[0] == gpk
    subset = [4, 1, 3]
    nonces = [frost.nonce_gen(frost.TR, results[i - 1][0]) for i in subset]
    sess = frost.SigningSession(frost.TR, gpk, b"dkg", subset, [p for _, p in nonces])
    zs = [sess.sign(nonces[k][0], results[i - 1][0], i) for k, i in enumerate(subset)]
    sig = sess.aggregate(zs, [frost.pubshare_from_commitments(i, sums) for i in subset])
    assert ufsecp.schnorr_verify(sig, b"dkg", frost.tr_output_key(gpk))


def test_errors_and_secrets():
    ks = frost.dealer_keygen(2, [1, 2, 3])
    assert "secret" in repr(ks.shares[0]) and ks.shares[0].to_bytes().hex() not in repr(ks.shares)
    with pytest.raises(frost.BadIdentifierError):
        frost.dealer_keygen(2, [1, 1, 3])
    with pytest.raises(ufsecp.BadArgumentError):
        frost.dealer_keygen(4, [1, 2, 3])
    sn, pn = frost.nonce_gen(frost.TR, ks.shares[0])
    with pytest.raises(TypeError):
        import pickle
        pickle.dumps(sn)
    with pytest.raises(frost.SignerMissingError):
        frost.SigningSession(frost.TR, ks.group_pk, b"m", [2], [pn]).sign(sn, ks.shares[0], 1)
    # a nonce made for the other suite is refused, and the nonce survives the failed call
    with pytest.raises(frost.BadNonceError):
        frost.SigningSession(frost.RFC9591, ks.group_pk, b"m", [1], [pn]).sign(sn, ks.shares[0], 1)
    assert all(isinstance(c, type) and issubclass(c, ufsecp.Error) for c in (
        frost.FrostError, frost.BadShareError, frost.BadNonceError, frost.ListLengthError))
    with pytest.raises(frost.BadShareError):
        frost.verify_share(1, ks.shares[1], ks.commitments)
    with pytest.raises(ufsecp.BadLengthError):  # 31 + 33 bytes must not pass as two identifiers
        frost.SigningSession(frost.TR, ks.group_pk, b"m", [bytes(31), bytes(33)], [pn, pn])
    assert frost.identifier(1) == bytes(31) + b"\x01"


# ---- draft BIP-445 -----------------------------------------------------------------------------------
BIP = "frost/bip445-frost-signing-draft/"


def expect_of(err):
    """(status name, culprit or None) of a vector's error, as tests/cross/frost_vectors.cpp maps them."""
    if err["type"] == "InvalidContributionError":
        c, si = err["contrib"], err.get("signer_index")
        if c == "pubnonce":
            return "UFSECP_ERR_FROST_BAD_PUBNONCE", si
        if c in ("aggnonce", "aggothernonce"):
            return "UFSECP_ERR_FROST_BAD_AGGNONCE", None
        if c == "psig":
            return "UFSECP_ERR_FROST_BAD_SHARE", si
        raise AssertionError(c)
    m = err["message"]
    if m.startswith("Invalid pubshare at index "):
        return "UFSECP_ERR_BAD_PUBKEY", int(m[26:].rstrip("."))
    table = {
        "The number of signers must be between t and n.": "UFSECP_ERR_BAD_ARG",
        "The participant identifier list contains duplicate elements.": "UFSECP_ERR_FROST_BAD_IDENTIFIER",
        "The provided key material is incorrect.": "UFSECP_ERR_FROST_BAD_KEY_MATERIAL",
        "The signer's secret share value is out of range.": "UFSECP_ERR_BAD_SECKEY",
        "first secnonce value is out of range.": "UFSECP_ERR_FROST_BAD_NONCE",
        "second secnonce value is out of range.": "UFSECP_ERR_FROST_BAD_NONCE",
        "The tweak value is out of range.": "UFSECP_ERR_BAD_TWEAK",
        "The result of tweaking cannot be infinity.": "UFSECP_ERR_BAD_TWEAK",
        "The tweak must be a 32-byte array.": "UFSECP_ERR_BAD_LENGTH",
        "The tweaks and is_xonly arrays must have the same length.": "UFSECP_ERR_FROST_LIST_LENGTH",
        "The psigs and ids arrays must have the same length.": "UFSECP_ERR_FROST_LIST_LENGTH",
    }
    if m in table:
        return table[m], None
    if "is out of range" in m and "participant identifier" in m:
        return "UFSECP_ERR_FROST_BAD_IDENTIFIER", None
    if m.startswith("The signer's id must be present") or m.startswith("The signer's pubshare must be included"):
        return "UFSECP_ERR_FROST_SIGNER_MISSING", None
    raise AssertionError("unknown error message: " + m)


def assert_error(exc, want):
    name, culprit = want
    assert isinstance(exc, ufsecp.Error), exc
    assert exc.status_name == name, (exc.status_name, want)
    if culprit is not None:
        assert exc.culprit == culprit


def build(g, tc):
    """(Signers, tweaks list) of a case; the tweak list goes through bip445_tweaks_parse in the
    draft's own form (may raise)."""
    ids = list(tc["ids"])
    pubshares = [H(g["pubshares"][i]) for i in tc["pubshare_indices"]]
    signers = frost.Signers(g["n"], g["t"], ids, pubshares, H(g["thresh_pk"]))
    tw = [g["tweaks"][i] for i in tc.get("tweak_indices", [])] + list(tc.get("tweaks", []))
    tweaks = frost.bip445_tweaks_parse([H(x) for x in tw], list(tc.get("is_xonly", [])))
    return signers, tweaks


def run_case(fn, want):
    """Runs fn(); want None: returns its result; else asserts the error."""
    if want is None:
        return fn()
    with pytest.raises(ufsecp.Error) as e:
        fn()
    assert_error(e.value, want)
    return None


def test_bip445_nonce_gen():
    doc = read_json(BIP + "nonce_gen_vectors.json")
    for tc in doc["valid_tests"]:
        def opt(k):
            v = tc.get(k)
            return H(v) if v is not None else None
        sn, pn = frost.bip445_nonce_gen(opt("rand_"), opt("secshare"), opt("pubshare"), opt("thresh_pk"), opt("msg"),
                                        opt("extra_in"))
        assert pn == H(tc["expected"][1])
        want = frost.Bip445SecretNonce.from_bytes64(H(tc["expected"][0]))
        assert sn._buf[:68] == want._buf[:68]
        assert "secret" in repr(sn)


def test_bip445_nonce_agg():
    doc = read_json(BIP + "nonce_agg_vectors.json")
    pool = lambda tc: [H(doc["pubnonces"][i]) for i in tc["pubnonce_indices"]]  # noqa: E731
    for tc in doc["valid_tests"]:
        assert frost.bip445_nonce_agg(pool(tc)) == H(tc["expected"])
    for tc in doc["error_tests"]:
        run_case(lambda: frost.bip445_nonce_agg(pool(tc)), expect_of(tc["error"]))


def sign_case(g, tc, valid):
    want = None if valid else expect_of(tc["error"])
    try:
        signers, tweaks = build(g, tc)
    except ufsecp.Error as e:
        assert want is not None, e
        assert_error(e, want)
        return
    sk = H(g["secshares"][tc["secshare_index"]])
    msg = H(tc["msg"])

    def go():
        sn = frost.Bip445SecretNonce.from_bytes64(H(g["secnonces"][tc["secnonce_index"]]))
        psig = frost.bip445_sign(sn, sk, tc["my_id"], signers, H(tc["aggnonce"]), msg, tweaks)
        return sn, psig
    r = run_case(go, want)
    if r is None:
        return
    sn, psig = r
    assert psig == H(tc["expected"])
    with pytest.raises(frost.BadNonceError):
        frost.bip445_sign(sn, sk, tc["my_id"], signers, H(tc["aggnonce"]), msg, tweaks)
    if "pubnonce_indices" in tc:
        pns = [H(g["pubnonces"][i]) for i in tc["pubnonce_indices"]]
        idx = list(tc["ids"]).index(tc["my_id"])
        assert frost.bip445_partial_sig_verify(psig, pns, signers, msg, idx, tweaks)


def test_bip445_sign_verify():
    doc = read_json(BIP + "sign_verify_vectors.json")
    count = 0
    for g in doc["test_groups"]:
        for tc in g["valid_tests"]:
            sign_case(g, tc, True)
            count += 1
        for tc in g["sign_error_tests"]:
            sign_case(g, tc, False)
            count += 1
        for kind in ("verify_fail_tests", "verify_error_tests"):
            for tc in g[kind]:
                count += 1
                want = expect_of(tc["error"]) if "error" in tc else ("UFSECP_ERR_FROST_BAD_SHARE", None)
                try:
                    signers, tweaks = build(g, tc)
                except ufsecp.Error as e:
                    assert_error(e, want)
                    continue
                pns = [H(g["pubnonces"][i]) for i in tc["pubnonce_indices"]]
                args = (H(tc["psig"]), pns, signers, H(tc["msg"]), tc["signer_index"], tweaks)
                if want[0] == "UFSECP_ERR_FROST_BAD_SHARE":
                    assert frost.bip445_partial_sig_verify(*args) is False
                else:
                    run_case(lambda: frost.bip445_partial_sig_verify(*args), want)
    assert count > 10


def test_bip445_tweak():
    doc = read_json(BIP + "tweak_vectors.json")
    for g in doc["test_groups"]:
        for tc in g["valid_tests"]:
            sign_case(g, tc, True)
        for tc in g["error_tests"]:
            sign_case(g, tc, False)


def test_bip445_sig_agg():
    doc = read_json(BIP + "sig_agg_vectors.json")
    for g in doc["test_groups"]:
        for kind in ("valid_tests", "error_tests"):
            valid = kind == "valid_tests"
            for tc in g[kind]:
                want = None if valid else expect_of(tc["error"])
                try:
                    signers, tweaks = build(g, tc)
                except ufsecp.Error as e:
                    assert want is not None
                    assert_error(e, want)
                    continue
                psigs = [H(p) for p in tc["psigs"]]
                msg = H(tc["msg"])
                sig = run_case(lambda: frost.bip445_partial_sig_agg(psigs, signers, H(tc["aggnonce"]), msg, tweaks),
                               want)
                if sig is None:
                    continue
                assert sig == H(tc["expected"])
                x, _plain = frost.bip445_tweaked_key(signers.thresh_pk, tweaks)
                assert ufsecp.schnorr_verify(sig, msg, x)


def test_bip445_det_sign():
    doc = read_json(BIP + "det_sign_vectors.json")
    for g in doc["test_groups"]:
        for kind in ("valid_tests", "error_tests"):
            valid = kind == "valid_tests"
            for tc in g[kind]:
                want = None if valid else expect_of(tc["error"])
                try:
                    signers, tweaks = build(g, tc)
                except ufsecp.Error as e:
                    assert want is not None
                    assert_error(e, want)
                    continue
                other = H(tc["aggothernonce"]) if tc.get("aggothernonce") is not None else None
                rnd = H(tc["rand"]) if tc.get("rand") is not None else None
                sk = H(g["secshares"][tc["secshare_index"]])
                r = run_case(lambda: frost.bip445_deterministic_sign(sk, tc["my_id"], signers, H(tc["msg"]), other,
                                                                     tweaks, rnd), want)
                if r is not None:
                    assert r == (H(tc["expected"][0]), H(tc["expected"][1]))


def test_bip445_random_round_trip():
    """A 2-of-3 BIP-445 signing from a dealer's shares (ids 0-based), with an x-only tweak,
    verified by BIP-340."""
    ks = frost.dealer_keygen(2, [1, 2, 3])
    pubshares = [s.public_key.serialize() for s in ks.shares]
    ids = [0, 2]
    signers = frost.Signers(3, 2, ids, [pubshares[i] for i in ids], ks.group_pk)
    tweaks = [(os.urandom(31).rjust(32, b"\0"), True)]
    x, _ = frost.bip445_tweaked_key(ks.group_pk, tweaks)
    msg = b"bip445"
    n0 = frost.bip445_nonce_gen(secshare=ks.shares[0], msg=msg)
    n2 = frost.bip445_nonce_gen()
    agg = frost.bip445_nonce_agg([n0[1], n2[1]])
    p0 = frost.bip445_sign(n0[0], ks.shares[0], 0, signers, agg, msg, tweaks)
    p2 = frost.bip445_sign(n2[0], ks.shares[2], 2, signers, agg, msg, tweaks)
    assert frost.bip445_partial_sig_verify(p0, [n0[1], n2[1]], signers, msg, 0, tweaks)
    sig = frost.bip445_partial_sig_agg([p0, p2], signers, agg, msg, tweaks)
    assert ufsecp.schnorr_verify(sig, msg, x)
    with pytest.raises(frost.ListLengthError):
        frost.bip445_partial_sig_agg([p0], signers, agg, msg, tweaks)
