// Fuzz target: ECDSA signature encodings. Properties: strict DER parsing accepts exactly what
// libsecp256k1's secp256k1_ecdsa_signature_parse_der accepts and yields the same (r, s); lax
// DER accepts every strictly valid encoding with r and s nonzero, with the same result (a
// negative or too large integer is zero for strict DER, a number for lax DER),
// and whatever it accepts
// re-encodes to strict DER that parses back to it; compact signatures: DER serialization and
// low-S normalization agree with libsecp256k1's (byte for byte, same verdicts), and the DER
// output parses back to the compact input.
#include "fuzz_util.hpp"

using namespace ufsecp_fuzz;

namespace {

// libsecp256k1's view of 64 compact bytes: parsed (r, s < n) or not.
bool lib_compact(secp256k1_ecdsa_signature* s, const unsigned char sig64[64]) {
    return secp256k1_ecdsa_signature_parse_compact(ref(), s, sig64) == 1;
}

void check_compact(const unsigned char sig64[64]) {
    secp256k1_ecdsa_signature ls;
    const bool lok = lib_compact(&ls, sig64);
    unsigned char der[80], lder[80];
    size_t len = sizeof der, llen = sizeof lder;
    const bool uok = ok(ufsecp_ecdsa_signature_serialize_der(der, &len, sig64));
    if (lok) {
        FUZZ_CHECK(uok, "DER serialization of a valid compact signature");
        FUZZ_CHECK(secp256k1_ecdsa_signature_serialize_der(ref(), lder, &llen, &ls) == 1, "lib DER");
        FUZZ_CHECK(len == llen && std::memcmp(der, lder, len) == 0, "DER bytes");
        unsigned char back[64];
        FUZZ_CHECK(ok(ufsecp_ecdsa_signature_parse_der(back, der, len)) && std::memcmp(back, sig64, 64) == 0,
                   "DER round trip");
    }
    unsigned char norm[64];
    std::memcpy(norm, sig64, 64);
    int was_high = -1;
    const bool nok = ok(ufsecp_ecdsa_signature_normalize(norm, &was_high));
    FUZZ_CHECK(nok == lok, "normalize verdict");
    if (lok) {
        secp256k1_ecdsa_signature ln;
        const int lhigh = secp256k1_ecdsa_signature_normalize(ref(), &ln, &ls);
        unsigned char lc[64];
        FUZZ_CHECK(secp256k1_ecdsa_signature_serialize_compact(ref(), lc, &ln) == 1, "lib compact");
        FUZZ_CHECK(was_high == lhigh && std::memcmp(norm, lc, 64) == 0, "normalized signature");
    } else {
        FUZZ_CHECK(std::memcmp(norm, sig64, 64) == 0, "output untouched on error");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 0 && data[0] & 1) {  // the rest is a compact signature
        unsigned char sig64[64];
        Input in(data + 1, size - 1);
        in.take(sig64, 64);
        check_compact(sig64);
        return 0;
    }
    const unsigned char* der = size ? data + 1 : data;
    const std::size_t len = size ? size - 1 : 0;
    unsigned char strict[64], lax[64];
    secp256k1_ecdsa_signature ls;
    const bool s = ok(ufsecp_ecdsa_signature_parse_der(strict, der, len));
    const bool l = secp256k1_ecdsa_signature_parse_der(ref(), &ls, der, len) == 1;
    FUZZ_CHECK(s == l, "strict DER verdict");
    if (s) {
        unsigned char lc[64];
        FUZZ_CHECK(secp256k1_ecdsa_signature_serialize_compact(ref(), lc, &ls) == 1, "lib compact");
        FUZZ_CHECK(std::memcmp(strict, lc, 64) == 0, "strict DER result");
    }
    const bool x = ok(ufsecp_ecdsa_signature_parse_der_lax(lax, der, len));
    // Strict DER maps a negative or >= n integer to zero (libsecp256k1's "parsed but
    // invalid"; that r or s alone); lax DER reads the same bytes as an unsigned number
    // instead. So: every strict encoding with r and s nonzero parses laxly to the same values.
    static const unsigned char kZero[32] = {0};
    const bool strict_sentinel = s && (std::memcmp(strict, kZero, 32) == 0 || std::memcmp(strict + 32, kZero, 32) == 0);
    FUZZ_CHECK(!s || strict_sentinel || (x && std::memcmp(strict, lax, 64) == 0),
               "lax DER accepts what strict DER accepts");
    if (x) check_compact(lax);
    return 0;
}
