#!/usr/bin/env python3
"""Independent check of ufsecp's NFKD and of BIP-39's Unicode contract, through the C ABI.

Usage: bip39_unicode_check.py path/to/libufsecp.so [vectors_dir]
(vectors_dir: $UFSECP_VECTORS_DIR when set, else the argument; a missing file is a failure.)

1. ufsecp_utf8_nfkd(chr(cp)) == unicodedata.normalize("NFKD", chr(cp)) for every code point
   0..0x10FFFF except the surrogates (which UTF-8 cannot carry; they must be BAD_UTF8).
2. The same on random strings mixing starters, combining marks (so that canonical ordering
   across decomposed characters is exercised), Hangul, compatibility characters, ASCII.
3. Every BIP-39 vector (12 languages x 24, and the 24 Japanese ones of bip32JP): the seed of
   the mnemonic and passphrase as written and in their NFC, NFD, NFKC and NFKD forms (Python's
   unicodedata) is the vector's seed; the Japanese mnemonics made from entropy with
   japanese.txt are NFKD-equal (by Python) to the vectors'.
The library's tables come from the same Unicode version (tools/gen_unicode_nfkd.py records it
in src/unicode/nfkd_tables.cpp); a Python of another version fails here with that message.
"""
import ctypes
import json
import os
import random
import sys
import unicodedata

TABLE_VERSION = "14.0.0"
OK = 0

failures = 0


def fail(msg):
    global failures
    failures += 1
    if failures <= 20:
        print("FAIL:", msg)


def main():
    lib = ctypes.CDLL(sys.argv[1])
    vec_dir = os.environ.get("UFSECP_VECTORS_DIR") or (sys.argv[2] if len(sys.argv) > 2 else "")
    if unicodedata.unidata_version != TABLE_VERSION:
        print(f"FAIL: this Python's unicodedata is Unicode {unicodedata.unidata_version}; the library's "
              f"tables are {TABLE_VERSION} (regenerate with tools/gen_unicode_nfkd.py, or run a Python "
              f"with Unicode {TABLE_VERSION})")
        return 1
    # The vector files first: a missing one fails at once.
    def path(rel):
        p = os.path.join(vec_dir, rel)
        if not os.path.isfile(p):
            print(f"test vectors: cannot open {p} (from UFSECP_VECTORS_DIR or the argument)")
            raise SystemExit(1)
        return p

    files = {rel: path(rel) for rel in ("bip39/vectors.json", "bip39/bip32JP_test_JP_BIP39.json",
                                        "bip39/japanese.txt")}
    nfkd_fn = lib.ufsecp_utf8_nfkd
    nfkd_fn.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_size_t), ctypes.c_char_p, ctypes.c_size_t]
    nfkd_fn.restype = ctypes.c_int
    status_string = lib.ufsecp_status_string
    status_string.restype = ctypes.c_char_p
    bad_utf8 = None
    for s in range(64):
        if status_string(s) == b"UFSECP_ERR_BAD_UTF8":
            bad_utf8 = s
    assert bad_utf8 is not None

    buf = ctypes.create_string_buffer(1 << 16)

    def lib_nfkd(b: bytes):
        n = ctypes.c_size_t(len(buf))
        st = nfkd_fn(buf, ctypes.byref(n), b, len(b))
        if st != OK:
            return st
        return buf.raw[:n.value]

    # 1. Every code point.
    count = 0
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            enc = bytes([0xE0 | cp >> 12, 0x80 | ((cp >> 6) & 0x3F), 0x80 | (cp & 0x3F)])
            if lib_nfkd(enc) != bad_utf8:
                fail(f"surrogate U+{cp:04X} accepted")
            continue
        c = chr(cp)
        want = unicodedata.normalize("NFKD", c).encode("utf-8")
        got = lib_nfkd(c.encode("utf-8"))
        if got != want:
            fail(f"U+{cp:04X}: got {got!r}, want {want!r}")
        if len(want) > 11 * len(c.encode("utf-8")):
            fail(f"U+{cp:04X}: expansion above the documented bound")
        count += 1
    print(f"{count} code points compared with unicodedata {unicodedata.unidata_version}")

    # 2. Random strings.
    rng = random.Random(int(os.environ.get("UFSECP_TEST_SEED", "39")))
    marks = [cp for cp in range(0x300, 0x370)] + [0x1AB0, 0x1DC0, 0x20D0, 0x302A, 0x3099, 0x309A, 0x0F71, 0x0F72,
                                                   0x05B0, 0x0591, 0x1D165, 0x1D16D]
    pools = [
        lambda: rng.randrange(0x20, 0x7F),
        lambda: rng.choice(marks),
        lambda: rng.randrange(0xAC00, 0xD7A4),
        lambda: rng.randrange(0xC0, 0x250),
        lambda: rng.randrange(0x3040, 0x3400),
        lambda: rng.randrange(0xF900, 0x10000),
        lambda: rng.randrange(0x1D400, 0x1D800),
        lambda: rng.randrange(0x0F00, 0x0FFF),
        lambda: rng.randrange(0x1100, 0x1200),
    ]
    nstr = 0
    for _ in range(int(os.environ.get("UFSECP_TEST_ITERS", "1")) * 20000):
        cps = []
        for _ in range(rng.randrange(0, 40)):
            cp = rng.choice(pools)()
            if not 0xD800 <= cp <= 0xDFFF:
                cps.append(cp)
        s = "".join(map(chr, cps))
        want = unicodedata.normalize("NFKD", s).encode("utf-8")
        got = lib_nfkd(s.encode("utf-8"))
        if got != want:
            fail(f"random string {s!r}: got {got!r}, want {want!r}")
        nstr += 1
    print(f"{nstr} random strings compared")

    # 3. The vectors in every normalization form.
    seed_fn = lib.ufsecp_bip39_mnemonic_to_seed
    seed_fn.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]
    seed_fn.restype = ctypes.c_int

    def seed(m, p):
        out = ctypes.create_string_buffer(64)
        st = seed_fn(out, m.encode("utf-8"), p.encode("utf-8"))
        return out.raw.hex() if st == OK else st

    rows = []
    with open(files["bip39/vectors.json"], encoding="utf-8") as f:
        doc = json.load(f)
    for lang, vs in doc.items():
        for v in vs:
            rows.append((lang, v[0], v[1], "TREZOR", v[2]))
    with open(files["bip39/bip32JP_test_JP_BIP39.json"], encoding="utf-8") as f:
        for v in json.load(f):
            rows.append(("bip32JP", v["entropy"], v["mnemonic"], v["passphrase"], v["seed"]))
    if len(rows) != 312:
        fail(f"{len(rows)} vectors, expected 312")
    nseeds = 0
    for lang, _, m, p, want in rows:
        for form in ("NFC", "NFD", "NFKC", "NFKD", None):
            mm = unicodedata.normalize(form, m) if form else m
            pp = unicodedata.normalize(form, p) if form else p
            got = seed(mm, pp)
            if got != want:
                fail(f"{lang} {m!r} ({form or 'as written'}): seed {got}")
            nseeds += 1
    print(f"{nseeds} seeds of {len(rows)} vectors in 5 forms compared")

    with open(files["bip39/japanese.txt"], encoding="utf-8") as f:
        words = [w for w in f.read().split("\n") if w]
    arr = (ctypes.c_char_p * 2048)(*[w.encode("utf-8") for w in words])
    fe = lib.ufsecp_bip39_mnemonic_from_entropy_wordlist
    fe.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_size_t), ctypes.c_char_p, ctypes.c_size_t,
                   ctypes.c_char_p * 2048, ctypes.c_char_p]
    fe.restype = ctypes.c_int
    nja = 0
    for lang, ent, m, _, _ in rows:
        if lang not in ("japanese", "bip32JP"):
            continue
        e = bytes.fromhex(ent)
        n = ctypes.c_size_t(len(buf))
        st = fe(buf, ctypes.byref(n), e, len(e), arr, "\u3000".encode("utf-8"))
        got = buf.raw[:n.value].decode("utf-8") if st == OK else st
        if st != OK or unicodedata.normalize("NFKD", got) != unicodedata.normalize("NFKD", m):
            fail(f"Japanese from entropy {ent}: {got!r}")
        nja += 1
    print(f"{nja} Japanese mnemonics from entropy compared")
    print(f"{failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
