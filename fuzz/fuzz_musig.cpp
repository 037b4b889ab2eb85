// Fuzz target: MuSig2's encodings (ufsecp_musig.h). Mode byte % 4, then the bytes:
//   0  66-byte public nonce, 1  66-byte aggregate nonce, 2  32-byte partial signature,
//   3  two 66-byte public nonces, then a forgery: which object and coordinate, 32 bytes to
//      XOR into it.
// Properties: ufsecp accepts exactly what libsecp256k1 0.7.1's secp256k1_musig_*_parse
// accepts; an accepted encoding serializes back to the same bytes, and so does the
// reference's serialization of its parse; a public nonce aggregated alone is itself (as an
// aggregate nonce); an aggregate nonce with an infinite half is never a public nonce. Mode 3:
// two nonces aggregate to what libsecp256k1 gives; a nonce object with a coordinate changed
// in memory (the two-nonce path's curve checks: IFMA or MULX, src/musig/) is refused with
// BAD_PUBNONCE, output untouched, unless the changed point is still a valid one (as both
// libraries' uncompressed-key parsers say), and then aggregates as libsecp256k1 does.
#include <secp256k1_musig.h>

#include <cstring>

#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_musig.h"

using namespace ufsecp_fuzz;

namespace {

// libsecp256k1's aggregate of two of its public nonces, serialized (66 bytes).
bool lib_agg(unsigned char out[66], const secp256k1_musig_pubnonce* a, const secp256k1_musig_pubnonce* b) {
    const secp256k1_musig_pubnonce* ns[2] = {a, b};
    secp256k1_musig_aggnonce agg;
    return secp256k1_musig_nonce_agg(ref(), &agg, ns, 2) == 1 && secp256k1_musig_aggnonce_serialize(ref(), out, &agg) == 1;
}

int two_nonces(Input& in) {
    unsigned char b[2][66];
    for (auto& e : b) {
        in.take(e, 66);
        mutate(in, e, 66);
    }
    ufsecp_musig_pubnonce n[2];
    secp256k1_musig_pubnonce ln[2];
    for (int i = 0; i < 2; i++) {
        const bool u = ok(ufsecp_musig_pubnonce_parse(&n[i], b[i]));
        FUZZ_CHECK(u == (secp256k1_musig_pubnonce_parse(ref(), &ln[i], b[i]) == 1), "pubnonce parse verdict");
        if (!u) return 0;
    }
    const ufsecp_musig_pubnonce* ns[2] = {&n[0], &n[1]};
    ufsecp_musig_aggnonce agg;
    unsigned char got[66], want[66];
    FUZZ_CHECK(ok(ufsecp_musig_nonce_agg(&agg, ns, 2)) && ok(ufsecp_musig_aggnonce_serialize(got, &agg)), "NonceAgg of two");
    FUZZ_CHECK(lib_agg(want, &ln[0], &ln[1]) && std::memcmp(got, want, 66) == 0, "NonceAgg of two against libsecp256k1");

    // The forgery: the object's stored form is a 4-byte magic, then R1.x, R1.y, R2.x, R2.y
    // (32 big-endian bytes each; include/ufsecp/ufsecp_musig.h: opaque, but fixed here).
    const unsigned which = in.byte() % 8, obj = which / 4, coord = which % 4;
    unsigned char x[32];
    in.take(x, 32);
    unsigned char* c = n[obj].data + 4 + 32 * coord;
    for (int i = 0; i < 32; i++) c[i] ^= x[i];
    // The changed point, uncompressed, through both libraries' key parsers.
    const unsigned char* pt = n[obj].data + 4 + 64 * (coord / 2);
    unsigned char u65[65];
    u65[0] = 4;
    std::memcpy(u65 + 1, pt, 64);
    ufsecp_pubkey pk;
    secp256k1_pubkey lpk;
    const bool valid = ok(ufsecp_pubkey_parse(&pk, u65, 65));
    FUZZ_CHECK(valid == (secp256k1_ec_pubkey_parse(ref(), &lpk, u65, 65) == 1), "uncompressed key verdict");
    ufsecp_musig_aggnonce agg2;
    std::memset(&agg2, 0x5a, sizeof agg2);
    const ufsecp_musig_aggnonce before = agg2;
    const ufsecp_status st = ufsecp_musig_nonce_agg(&agg2, ns, 2);
    if (!valid) {
        FUZZ_CHECK(st == UFSECP_ERR_BAD_PUBNONCE && std::memcmp(&agg2, &before, sizeof agg2) == 0,
                   "forged nonce object refused, output untouched");
        return 0;
    }
    // Still valid (no change, or another point): the reference aggregates the same points.
    unsigned char enc[66], c33[33];
    std::size_t len = 33;
    FUZZ_CHECK(secp256k1_musig_pubnonce_serialize(ref(), enc, &ln[obj]) == 1, "reference serialize");
    FUZZ_CHECK(secp256k1_ec_pubkey_serialize(ref(), c33, &len, &lpk, SECP256K1_EC_COMPRESSED) == 1, "reference key");
    std::memcpy(enc + 33 * (coord / 2), c33, 33);
    FUZZ_CHECK(secp256k1_musig_pubnonce_parse(ref(), &ln[obj], enc) == 1, "reference reparse");
    FUZZ_CHECK(ok(st) && ok(ufsecp_musig_aggnonce_serialize(got, &agg2)), "changed but valid nonce object");
    FUZZ_CHECK(lib_agg(want, &ln[0], &ln[1]) && std::memcmp(got, want, 66) == 0,
               "changed but valid nonce object against libsecp256k1");
    return 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte() % 4;
    if (mode == 3) return two_nonces(in);
    unsigned char b[66], back[66], lback[66];
    in.take(b, 66);
    mutate(in, b, mode == 2 ? 32 : 66);
    if (mode == 0) {
        ufsecp_musig_pubnonce n;
        secp256k1_musig_pubnonce ln;
        const bool u = ok(ufsecp_musig_pubnonce_parse(&n, b));
        const bool l = secp256k1_musig_pubnonce_parse(ref(), &ln, b) == 1;
        FUZZ_CHECK(u == l, "pubnonce parse verdict");
        if (!u) return 0;
        FUZZ_CHECK(ok(ufsecp_musig_pubnonce_serialize(back, &n)) && std::memcmp(back, b, 66) == 0, "pubnonce round trip");
        FUZZ_CHECK(secp256k1_musig_pubnonce_serialize(ref(), lback, &ln) == 1 && std::memcmp(lback, b, 66) == 0,
                   "reference pubnonce round trip");
        const ufsecp_musig_pubnonce* one[1] = {&n};
        ufsecp_musig_aggnonce agg;
        FUZZ_CHECK(ok(ufsecp_musig_nonce_agg(&agg, one, 1)) && ok(ufsecp_musig_aggnonce_serialize(back, &agg)) &&
                       std::memcmp(back, b, 66) == 0,
                   "NonceAgg of one nonce");
    } else if (mode == 1) {
        ufsecp_musig_aggnonce n;
        secp256k1_musig_aggnonce ln;
        const bool u = ok(ufsecp_musig_aggnonce_parse(&n, b));
        const bool l = secp256k1_musig_aggnonce_parse(ref(), &ln, b) == 1;
        FUZZ_CHECK(u == l, "aggnonce parse verdict");
        if (!u) return 0;
        FUZZ_CHECK(ok(ufsecp_musig_aggnonce_serialize(back, &n)) && std::memcmp(back, b, 66) == 0, "aggnonce round trip");
        FUZZ_CHECK(secp256k1_musig_aggnonce_serialize(ref(), lback, &ln) == 1 && std::memcmp(lback, b, 66) == 0,
                   "reference aggnonce round trip");
        static const unsigned char zero[33] = {0};
        ufsecp_musig_pubnonce pn;
        if (std::memcmp(b, zero, 33) == 0 || std::memcmp(b + 33, zero, 33) == 0)
            FUZZ_CHECK(!ok(ufsecp_musig_pubnonce_parse(&pn, b)), "infinite half as a pubnonce");
    } else {
        ufsecp_musig_partial_sig s;
        secp256k1_musig_partial_sig ls;
        const bool u = ok(ufsecp_musig_partial_sig_parse(&s, b));
        const bool l = secp256k1_musig_partial_sig_parse(ref(), &ls, b) == 1;
        FUZZ_CHECK(u == l, "partial sig parse verdict");
        if (!u) return 0;
        FUZZ_CHECK(ok(ufsecp_musig_partial_sig_serialize(back, &s)) && std::memcmp(back, b, 32) == 0,
                   "partial sig round trip");
        FUZZ_CHECK(secp256k1_musig_partial_sig_serialize(ref(), lback, &ls) == 1 && std::memcmp(lback, b, 32) == 0,
                   "reference partial sig round trip");
    }
    return 0;
}
