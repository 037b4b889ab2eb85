// Fuzz target: secret keys and everything made from them: validity, negation, tweak add and
// tweak mul, public-key and keypair creation, keypair x-only tweaks (BIP-341) and ECDH.
// Properties: the same verdicts and bytes as libsecp256k1 for every input (zero, >= n, and
// tweaks that cancel the key included); outputs untouched where ufsecp reports an error.
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>

#include "fuzz_util.hpp"

using namespace ufsecp_fuzz;

namespace {

// Secret keys and tweaks near the edges: the fuzzer's byte picks raw bytes, n - small, or small.
void edgy32(Input& in, unsigned char out[32]) {
    static const unsigned char kN[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                         0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48,
                                         0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41};
    const unsigned how = in.byte();
    in.take(out, 32);
    if (how % 4 == 1) {  // n - k for a small k (may be n itself or wrap below)
        std::memcpy(out, kN, 32);
        out[31] = (unsigned char)(out[31] - (how >> 2));
    } else if (how % 4 == 2) {  // small
        std::memset(out, 0, 31);
        out[31] = (unsigned char)(how >> 2);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    unsigned char sk[32], tweak[32];
    edgy32(in, sk);
    edgy32(in, tweak);
    const bool valid = ok(ufsecp_seckey_verify(sk));
    FUZZ_CHECK(valid == (secp256k1_ec_seckey_verify(ref(), sk) == 1), "seckey verify");

    for (int op = 0; op < 3; op++) {
        unsigned char u[32], l[32];
        std::memcpy(u, sk, 32);
        std::memcpy(l, sk, 32);
        bool uo, lo;
        if (op == 0) {
            uo = ok(ufsecp_seckey_negate(u));
            lo = secp256k1_ec_seckey_negate(ref(), l) == 1;
        } else if (op == 1) {
            uo = ok(ufsecp_seckey_tweak_add(u, tweak));
            lo = secp256k1_ec_seckey_tweak_add(ref(), l, tweak) == 1;
        } else {
            uo = ok(ufsecp_seckey_tweak_mul(u, tweak));
            lo = secp256k1_ec_seckey_tweak_mul(ref(), l, tweak) == 1;
        }
        FUZZ_CHECK(uo == lo, "seckey operation verdict");
        FUZZ_CHECK(uo ? std::memcmp(u, l, 32) == 0 : std::memcmp(u, sk, 32) == 0, "seckey operation result");
    }
    if (!valid) return 0;

    ufsecp_pubkey pk;
    secp256k1_pubkey lpk;
    FUZZ_CHECK(ok(ufsecp_pubkey_create(&pk, sk)) && secp256k1_ec_pubkey_create(ref(), &lpk, sk) == 1, "create");
    unsigned char u33[33], l33[33];
    size_t ul = 33, ll = 33;
    FUZZ_CHECK(ok(ufsecp_pubkey_serialize(u33, &ul, &pk, 1)), "serialize");
    FUZZ_CHECK(secp256k1_ec_pubkey_serialize(ref(), l33, &ll, &lpk, SECP256K1_EC_COMPRESSED) == 1, "lib serialize");
    FUZZ_CHECK(std::memcmp(u33, l33, 33) == 0, "public key");

    // Keypair x-only tweak (the BIP-341 key path): same verdict, same tweaked secret key.
    ufsecp_keypair kp;
    secp256k1_keypair lkp;
    FUZZ_CHECK(ok(ufsecp_keypair_create(&kp, sk)) && secp256k1_keypair_create(ref(), &lkp, sk) == 1, "keypair");
    const bool ut = ok(ufsecp_keypair_xonly_tweak_add(&kp, tweak));
    const bool lt = secp256k1_keypair_xonly_tweak_add(ref(), &lkp, tweak) == 1;
    FUZZ_CHECK(ut == lt, "keypair tweak verdict");
    if (ut) {
        unsigned char us[32], ls[32];
        FUZZ_CHECK(ok(ufsecp_keypair_seckey(us, &kp)) && secp256k1_keypair_sec(ref(), ls, &lkp) == 1, "keypair sec");
        FUZZ_CHECK(std::memcmp(us, ls, 32) == 0, "tweaked keypair secret");
    }

    // ECDH with the tweak as the peer's secret key (when it is one).
    secp256k1_pubkey lpeer;
    ufsecp_pubkey peer;
    if (secp256k1_ec_pubkey_create(ref(), &lpeer, tweak) != 1) return 0;
    FUZZ_CHECK(ok(ufsecp_pubkey_create(&peer, tweak)), "peer");
    unsigned char ue[32], le[32];
    FUZZ_CHECK(ok(ufsecp_ecdh(ue, &peer, sk)), "ecdh");
    FUZZ_CHECK(secp256k1_ecdh(ref(), le, &lpeer, sk, nullptr, nullptr) == 1, "lib ecdh");
    FUZZ_CHECK(std::memcmp(ue, le, 32) == 0, "ECDH secret");
    return 0;
}
