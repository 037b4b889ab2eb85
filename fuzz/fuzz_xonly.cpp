// Fuzz target: 32-byte x-only public keys (BIP-340) and their tweaks (BIP-341 taproot
// outputs). Properties: ufsecp_xonly_pubkey_verify and ufsecp_xonly_pubkey_parse accept exactly
// what libsecp256k1's secp256k1_xonly_pubkey_parse accepts; the parsed key serializes back to
// the same 32 bytes; x-only tweak add gives libsecp256k1's point, and tweak_add_check agrees
// with libsecp256k1's on the true output and on a mutated one.
#include <secp256k1_extrakeys.h>

#include "fuzz_util.hpp"

using namespace ufsecp_fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    unsigned char x[32], tweak[32];
    in.take(x, 32);
    in.take(tweak, 32);
    ufsecp_xonly_pubkey parsed;
    secp256k1_xonly_pubkey lx;
    const bool u = ok(ufsecp_xonly_pubkey_parse(&parsed, x));
    const bool v = ok(ufsecp_xonly_pubkey_verify(x));
    const bool l = secp256k1_xonly_pubkey_parse(ref(), &lx, x) == 1;
    FUZZ_CHECK(u == l && v == l, "x-only parse verdict");
    if (!u) return 0;
    unsigned char back[32];
    FUZZ_CHECK(ok(ufsecp_xonly_pubkey_serialize(back, &parsed)) && std::memcmp(back, x, 32) == 0, "x-only round trip");

    ufsecp_pubkey out;
    secp256k1_pubkey lout;
    const bool ut = ok(ufsecp_xonly_pubkey_tweak_add(&out, x, tweak));
    const bool lt = secp256k1_xonly_pubkey_tweak_add(ref(), &lout, &lx, tweak) == 1;
    FUZZ_CHECK(ut == lt, "x-only tweak add verdict");
    if (!ut) return 0;
    unsigned char us[33], ls[33];
    size_t ul = 33, ll = 33;
    FUZZ_CHECK(ok(ufsecp_pubkey_serialize(us, &ul, &out, 1)), "serialize tweaked");
    FUZZ_CHECK(secp256k1_ec_pubkey_serialize(ref(), ls, &ll, &lout, SECP256K1_EC_COMPRESSED) == 1, "lib serialize");
    FUZZ_CHECK(ul == ll && std::memcmp(us, ls, 33) == 0, "x-only tweak add result");

    // The output key as a verifier sees it (x and parity), then a mutated claim.
    unsigned char qx[32];
    std::memcpy(qx, us + 1, 32);
    int parity = us[0] == 0x03;
    for (int round = 0; round < 2; round++) {
        const bool uc = ok(ufsecp_xonly_pubkey_tweak_add_check(qx, parity, x, tweak));
        const bool lc = secp256k1_xonly_pubkey_tweak_add_check(ref(), qx, parity, &lx, tweak) == 1;
        FUZZ_CHECK(uc == lc, "tweak_add_check verdict");
        FUZZ_CHECK(round == 1 || uc, "the true output must check");
        mutate(in, qx, 32);
        if (in.byte() & 1) parity ^= 1;
    }
    return 0;
}
