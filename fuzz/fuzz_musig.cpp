// Fuzz target: MuSig2's encodings (ufsecp_musig.h). Mode byte % 3, then the bytes:
//   0  66-byte public nonce, 1  66-byte aggregate nonce, 2  32-byte partial signature.
// Properties: ufsecp accepts exactly what libsecp256k1 0.7.1's secp256k1_musig_*_parse
// accepts; an accepted encoding serializes back to the same bytes, and so does the
// reference's serialization of its parse; a public nonce aggregated alone is itself (as an
// aggregate nonce); an aggregate nonce with an infinite half is never a public nonce.
#include <secp256k1_musig.h>

#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_musig.h"

using namespace ufsecp_fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte() % 3;
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
