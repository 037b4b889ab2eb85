#!/usr/bin/env python3
"""An independent MuSig2 reference, written for ufsecp from the pseudocode of BIP-327
(../shared/specs/bip-0327.mediawiki: KeyAgg, ApplyTweak, NonceGen, NonceAgg, the session
values, Sign, PartialSigVerifyInternal, PartialSigAgg, DeterministicSign) and BIP-340's
verification, on Python integers. Not derived from any other implementation.

Usage: musig_ref.py --check PROGRAM [--vectors DIR]
  with --vectors, first checks this reference itself on the official BIP-327 vectors in DIR
  (key aggregation, nonce generation, signing, DeterministicSign: valid cases); then runs PROGRAM (tests/musig_pyref_gen.cpp: random sessions computed through ufsecp's C ABI,
  one JSON object per line), recomputes every value here and compares. Last line
  "N passed, M failed"; exit status 0 only when all passed.
"""
import hashlib
import json
import subprocess
import sys

P = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
G = (0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
     0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8)
INF = None


def point_add(a, b):
    if a is INF:
        return b
    if b is INF:
        return a
    if a[0] == b[0] and (a[1] + b[1]) % P == 0:
        return INF
    if a == b:
        lam = 3 * a[0] * a[0] * pow(2 * a[1], -1, P) % P
    else:
        lam = (b[1] - a[1]) * pow(b[0] - a[0], -1, P) % P
    x = (lam * lam - a[0] - b[0]) % P
    return (x, (lam * (a[0] - x) - a[1]) % P)


def point_mul(a, k):
    r = INF
    k %= N
    while k:
        if k & 1:
            r = point_add(r, a)
        a = point_add(a, a)
        k >>= 1
    return r


def has_even_y(a):
    return a[1] % 2 == 0


def xbytes(a):
    return a[0].to_bytes(32, "big")


def cbytes(a):
    return bytes([2 + (a[1] & 1)]) + xbytes(a)


def cbytes_ext(a):
    return bytes(33) if a is INF else cbytes(a)


def lift_x(x):
    if x >= P:
        return None
    c = (pow(x, 3, P) + 7) % P
    y = pow(c, (P + 1) // 4, P)
    if y * y % P != c:
        return None
    return (x, y if y % 2 == 0 else P - y)


class Invalid(Exception):
    pass


def cpoint(b):
    if len(b) != 33 or b[0] not in (2, 3):
        raise Invalid("point encoding")
    p = lift_x(int.from_bytes(b[1:], "big"))
    if p is None:
        raise Invalid("not on the curve")
    return p if b[0] == 2 else (p[0], P - p[1])


def cpoint_ext(b):
    return INF if b == bytes(33) else cpoint(b)


def tagged(tag, msg):
    t = hashlib.sha256(tag.encode()).digest()
    return hashlib.sha256(t + t + msg).digest()


def i32(b):
    return int.from_bytes(b, "big")


# ---- key generation context ---------------------------------------------------------------
def key_agg(pks):
    L = tagged("KeyAgg list", b"".join(pks))
    pk2 = next((p for p in pks[1:] if p != pks[0]), bytes(33))
    Q = INF
    for p in pks:
        a = 1 if p == pk2 else i32(tagged("KeyAgg coefficient", L + p)) % N
        Q = point_add(Q, point_mul(cpoint(p), a))
    if Q is INF:
        raise Invalid("infinity")
    return [Q, 1, 0, L, pk2]


def apply_tweak(ctx, tweak, is_xonly):
    Q, gacc, tacc, L, pk2 = ctx
    g = N - 1 if is_xonly and not has_even_y(Q) else 1
    t = i32(tweak)
    if t >= N:
        raise Invalid("tweak")
    Q2 = point_add(point_mul(Q, g), point_mul(G, t))
    if Q2 is INF:
        raise Invalid("infinity")
    return [Q2, g * gacc % N, (t + g * tacc) % N, L, pk2]


def key_agg_coeff(ctx, pk):
    L, pk2 = ctx[3], ctx[4]
    return 1 if pk == pk2 else i32(tagged("KeyAgg coefficient", L + pk)) % N


# ---- nonces ------------------------------------------------------------------------------
def nonce_gen(rand_, sk, pk, aggpk, m, extra_in):
    rand = bytes(a ^ b for a, b in zip(sk, tagged("MuSig/aux", rand_))) if sk is not None else rand_
    aggpk = aggpk if aggpk is not None else b""
    mp = b"\x00" if m is None else b"\x01" + len(m).to_bytes(8, "big") + m
    extra_in = extra_in if extra_in is not None else b""
    ks = []
    for i in range(2):
        h = tagged("MuSig/nonce", rand + bytes([len(pk)]) + pk + bytes([len(aggpk)]) + aggpk + mp +
                   len(extra_in).to_bytes(4, "big") + extra_in + bytes([i]))
        ks.append(i32(h) % N)
    pub = cbytes(point_mul(G, ks[0])) + cbytes(point_mul(G, ks[1]))
    return ks, pub


def nonce_agg(pubnonces):
    out = b""
    for j in range(2):
        R = INF
        for pn in pubnonces:
            R = point_add(R, cpoint(pn[33 * j:33 * j + 33]))
        out += cbytes_ext(R)
    return out


def session_values(ctx, aggnonce, m):
    Q = ctx[0]
    b = i32(tagged("MuSig/noncecoef", aggnonce + xbytes(Q) + m)) % N
    R = point_add(cpoint_ext(aggnonce[:33]), point_mul(cpoint_ext(aggnonce[33:]), b))
    if R is INF:
        R = G
    e = i32(tagged("BIP0340/challenge", xbytes(R) + xbytes(Q) + m)) % N
    return b, R, e


def sign(ks, sk, ctx, aggnonce, m):
    Q, gacc = ctx[0], ctx[1]
    b, R, e = session_values(ctx, aggnonce, m)
    k1, k2 = ks if has_even_y(R) else (N - ks[0], N - ks[1])
    d0 = i32(sk)
    pk = cbytes(point_mul(G, d0))
    a = key_agg_coeff(ctx, pk)
    g = 1 if has_even_y(Q) else N - 1
    d = g * gacc * d0 % N
    return ((k1 + b * k2 + e * a * d) % N).to_bytes(32, "big")


def partial_verify(psig, pubnonce, pk, ctx, aggnonce, m):
    Q, gacc = ctx[0], ctx[1]
    b, R, e = session_values(ctx, aggnonce, m)
    s = i32(psig)
    if s >= N:
        return False
    Re = point_add(cpoint(pubnonce[:33]), point_mul(cpoint(pubnonce[33:]), b))
    if not has_even_y(R):
        Re = INF if Re is INF else (Re[0], P - Re[1])
    a = key_agg_coeff(ctx, pk)
    g = 1 if has_even_y(Q) else N - 1
    return point_mul(G, s) == point_add(Re, point_mul(cpoint(pk), e * a * g * gacc % N))


def sig_agg(psigs, ctx, aggnonce, m):
    Q, tacc = ctx[0], ctx[2]
    b, R, e = session_values(ctx, aggnonce, m)
    g = 1 if has_even_y(Q) else N - 1
    s = (sum(i32(p) for p in psigs) + e * g * tacc) % N
    return xbytes(R) + s.to_bytes(32, "big")


def det_sign(sk, aggothernonce, pks, tweaks, xonly, m, rand):
    skp = bytes(a ^ b for a, b in zip(sk, tagged("MuSig/aux", rand))) if rand is not None else sk
    ctx = key_agg(pks)
    for t, x in zip(tweaks, xonly):
        ctx = apply_tweak(ctx, t, x)
    aggpk = xbytes(ctx[0])
    ks = [i32(tagged("MuSig/deterministic/nonce", skp + aggothernonce + aggpk + len(m).to_bytes(8, "big") + m +
                     bytes([i]))) % N for i in range(2)]
    pub = cbytes(point_mul(G, ks[0])) + cbytes(point_mul(G, ks[1]))
    agg = nonce_agg([pub, aggothernonce])
    return pub, sign(ks, sk, ctx, agg, m)


def schnorr_verify(sig, m, xq):
    Pk = lift_x(i32(xq))
    r, s = i32(sig[:32]), i32(sig[32:])
    if Pk is None or r >= P or s >= N:
        return False
    e = i32(tagged("BIP0340/challenge", sig[:32] + xq + m)) % N
    R = point_add(point_mul(G, s), point_mul(Pk, N - e))
    return R is not INF and has_even_y(R) and R[0] == r


# ---- the comparison -----------------------------------------------------------------------
def check_case(c, expect):
    h = bytes.fromhex
    pks = [h(x) for x in c["pks"]]
    m = h(c["msg"])
    ctx = key_agg(pks)
    for t, x in zip(c["tweaks"], c["xonly"]):
        ctx = apply_tweak(ctx, h(t), x == 1)
    expect(cbytes(ctx[0]) == h(c["q"]), "aggregate key")
    aggpk = xbytes(ctx[0])
    secs, pubs = [], []
    for i, sk in enumerate(c["sks"]):
        ks, pub = nonce_gen(h(c["rands"][i]), h(sk) if c["with_sk"][i] else None, pks[i], aggpk, m,
                            h(c["extras"][i]))
        expect(pub == h(c["pubnonces"][i]), "pubnonce %d" % i)
        secs.append(ks)
        pubs.append(pub)
    agg = nonce_agg(pubs)
    expect(agg == h(c["aggnonce"]), "aggnonce")
    psigs = []
    for i, sk in enumerate(c["sks"]):
        ps = sign(secs[i], h(sk), ctx, agg, m)
        expect(ps == h(c["psigs"][i]), "psig %d" % i)
        expect(partial_verify(ps, pubs[i], pks[i], ctx, agg, m), "partial verify %d" % i)
        psigs.append(ps)
    sig = sig_agg(psigs, ctx, agg, m)
    expect(sig == h(c["sig"]), "signature")
    expect(schnorr_verify(sig, m, aggpk), "BIP-340 verify")
    if "det_psig" in c:
        other = nonce_agg(pubs[1:])
        pub, ps = det_sign(h(c["sks"][0]), other, pks, [h(t) for t in c["tweaks"]], [x == 1 for x in c["xonly"]],
                           m, h(c["det_rand"]) if c["det_rand"] else None)
        expect(pub == h(c["det_pubnonce"]), "det pubnonce")
        expect(ps == h(c["det_psig"]), "det psig")


def self_check(vdir, expect):
    """This reference against the official vectors (a missing file is a failure)."""
    import os
    vdir = os.environ.get("UFSECP_VECTORS_DIR") or vdir  # as tests/support/vectors.hpp
    h = bytes.fromhex
    load = lambda f: json.load(open(os.path.join(vdir, "bip327", f)))
    d = load("key_agg_vectors.json")
    for c in d["valid_test_cases"]:
        q = key_agg([h(d["pubkeys"][i]) for i in c["key_indices"]])[0]
        expect(xbytes(q) == h(c["expected"]), "vector key_agg")
    d = load("nonce_gen_vectors.json")
    for c in d["test_cases"]:
        g = lambda k: h(c[k]) if c[k] is not None else None
        _, pub = nonce_gen(h(c["rand_"]), g("sk"), h(c["pk"]), g("aggpk"), g("msg"), g("extra_in"))
        expect(pub == h(c["expected_pubnonce"]), "vector nonce_gen")
    d = load("sign_verify_vectors.json")
    sn = h(d["secnonces"][0])
    for c in d["valid_test_cases"]:
        ctx = key_agg([h(d["pubkeys"][i]) for i in c["key_indices"]])
        ps = sign([i32(sn[:32]), i32(sn[32:64])], h(d["sk"]), ctx, h(d["aggnonces"][c["aggnonce_index"]]),
                  h(d["msgs"][c["msg_index"]]))
        expect(ps == h(c["expected"]), "vector sign")
    d = load("det_sign_vectors.json")
    for c in d["valid_test_cases"]:
        pub, ps = det_sign(h(d["sk"]), h(c["aggothernonce"]), [h(d["pubkeys"][i]) for i in c["key_indices"]],
                           [h(t) for t in c["tweaks"]], c["is_xonly"], h(d["msgs"][c["msg_index"]]),
                           h(c["rand"]) if c["rand"] else None)
        expect(pub == h(c["expected"][0]) and ps == h(c["expected"][1]), "vector det_sign")


def main():
    args = sys.argv[1:]
    if len(args) not in (2, 4) or args[0] != "--check" or (len(args) == 4 and args[2] != "--vectors"):
        print(__doc__)
        return 2
    passed = failed = 0
    if len(args) == 4:
        def vexpect(ok, what):
            nonlocal passed, failed
            if ok:
                passed += 1
            else:
                failed += 1
                print("FAILED: reference self-check: %s" % what, file=sys.stderr)
        try:
            self_check(args[3], vexpect)
        except Exception as e:
            vexpect(False, "exception %r (vectors directory %s)" % (e, args[3]))
    out = subprocess.run([args[1]], check=True, capture_output=True, text=True).stdout
    for n, line in enumerate(out.splitlines()):
        def expect(ok, what):
            nonlocal passed, failed
            if ok:
                passed += 1
            else:
                failed += 1
                print("FAILED: case %d: %s" % (n, what), file=sys.stderr)
        try:
            check_case(json.loads(line), expect)
        except Exception as e:  # a reference failure where ufsecp succeeded
            expect(False, "exception %r" % e)
    if passed == 0:
        failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
