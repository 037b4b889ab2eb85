// Fuzz target: SEC1 public keys (33/65 bytes and every other length) and the public-key
// operations. Properties: ufsecp_pubkey_parse accepts exactly what libsecp256k1 accepts
// (compressed, uncompressed, hybrid); both serializations equal libsecp256k1's byte for byte
// and re-parse to the same key; negate, tweak add, tweak mul and combine give the same
// verdicts and the same keys as libsecp256k1.
#include "fuzz_util.hpp"

namespace {

using namespace ufsecp_fuzz;

void same_key(const ufsecp_pubkey& a, const secp256k1_pubkey& b, const char* what) {
    for (int compressed = 0; compressed <= 1; compressed++) {
        unsigned char u[65], l[65];
        size_t ul = sizeof u, ll = sizeof l;
        FUZZ_CHECK(ok(ufsecp_pubkey_serialize(u, &ul, &a, compressed)), what);
        FUZZ_CHECK(secp256k1_ec_pubkey_serialize(ref(), l, &ll, &b,
                                                 compressed ? SECP256K1_EC_COMPRESSED : SECP256K1_EC_UNCOMPRESSED),
                   what);
        FUZZ_CHECK(ul == ll && std::memcmp(u, l, ul) == 0, what);
        ufsecp_pubkey again;  // round trip: parse(serialize(a)) == a
        FUZZ_CHECK(ok(ufsecp_pubkey_parse(&again, u, ul)), "re-parse of a serialized key");
        int equal = 0;
        FUZZ_CHECK(ok(ufsecp_pubkey_equal(&equal, &a, &again)) && equal == 1, "round trip");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned sel = in.byte();
    const std::size_t len = sel % 4 == 0 ? 33 : sel % 4 == 1 ? 65 : (sel >> 2) % 67;
    unsigned char enc[66];
    in.take(enc, len);
    ufsecp_pubkey a;
    secp256k1_pubkey b;
    const bool ua = ok(ufsecp_pubkey_parse(&a, enc, len));
    const bool lb = secp256k1_ec_pubkey_parse(ref(), &b, enc, len) == 1;
    FUZZ_CHECK(ua == lb, "pubkey parse verdict");
    if (!ua) return 0;
    same_key(a, b, "parsed key");

    unsigned char tweak[32];
    in.take(tweak, 32);
    const unsigned ops = in.byte();
    ufsecp_pubkey a2 = a;
    secp256k1_pubkey b2 = b;
    bool u, l;
    switch (ops % 3) {
        case 0:
            u = ok(ufsecp_pubkey_tweak_add(&a2, tweak));
            l = secp256k1_ec_pubkey_tweak_add(ref(), &b2, tweak) == 1;
            break;
        case 1:
            u = ok(ufsecp_pubkey_tweak_mul(&a2, tweak));
            l = secp256k1_ec_pubkey_tweak_mul(ref(), &b2, tweak) == 1;
            break;
        default:
            u = ok(ufsecp_pubkey_negate(&a2));
            l = secp256k1_ec_pubkey_negate(ref(), &b2) == 1;
            break;
    }
    FUZZ_CHECK(u == l, "tweak/negate verdict");
    if (!u) return 0;
    same_key(a2, b2, "tweaked key");

    // Combine the original and the tweaked key (P + (-P) is the infinity case both reject).
    const ufsecp_pubkey* ui[2] = {&a, &a2};
    const secp256k1_pubkey* li[2] = {&b, &b2};
    ufsecp_pubkey uc;
    secp256k1_pubkey lc;
    u = ok(ufsecp_pubkey_combine(&uc, ui, 2));
    l = secp256k1_ec_pubkey_combine(ref(), &lc, li, 2) == 1;
    FUZZ_CHECK(u == l, "combine verdict");
    if (u) same_key(uc, lc, "combined key");
    return 0;
}
