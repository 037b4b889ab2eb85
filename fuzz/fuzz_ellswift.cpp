// Fuzz target: ElligatorSwift (ufsecp_ellswift.h). Input: 64 bytes of encoding, 32 bytes of
// randomness, 32 bytes of secret key, one byte of inverse case. Properties: every 64-byte input
// decodes to a valid key, the same as libsecp256k1's secp256k1_ellswift_decode; encoding that
// key with the randomness gives libsecp256k1's bytes and decodes back to it; the inverse
// G_{c,u}(x) (internal), when it exists, decodes back to x, and ufsecp_ellswift_xswiftec_inv
// gives the same verdict and t (output untouched without a preimage); xdh agrees with libsecp256k1 for a
// valid key, both parties; create agrees with libsecp256k1.
#include <secp256k1_ellswift.h>

#include "ellswift/ellswift.hpp"
#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_ellswift.h"

using namespace ufsecp_fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    unsigned char ell[64], rnd[32], sk[32];
    in.take(ell, 64);
    in.take(rnd, 32);
    in.take(sk, 32);
    const int c = (int)(in.byte() & 7);

    ufsecp_pubkey pk;
    FUZZ_CHECK(ok(ufsecp_ellswift_decode(&pk, ell)), "decode never fails");
    unsigned char ser[65], lser[65];
    size_t len = 65, llen = 65;
    FUZZ_CHECK(ok(ufsecp_pubkey_serialize(ser, &len, &pk, UFSECP_EC_UNCOMPRESSED)), "decoded key is valid");
    secp256k1_pubkey lpk;
    FUZZ_CHECK(secp256k1_ellswift_decode(ref(), &lpk, ell) == 1, "reference decode");
    secp256k1_ec_pubkey_serialize(ref(), lser, &llen, &lpk, SECP256K1_EC_UNCOMPRESSED);
    FUZZ_CHECK(len == llen && std::memcmp(ser, lser, len) == 0, "decode agrees with libsecp256k1");

    unsigned char enc[64], lenc[64];
    FUZZ_CHECK(ok(ufsecp_ellswift_encode(enc, &pk, rnd)), "encode");
    FUZZ_CHECK(secp256k1_ellswift_encode(ref(), lenc, &lpk, rnd) == 1, "reference encode");
    FUZZ_CHECK(std::memcmp(enc, lenc, 64) == 0, "encode agrees with libsecp256k1");
    ufsecp_pubkey back;
    int eq = 0;
    FUZZ_CHECK(ok(ufsecp_ellswift_decode(&back, enc)) && ok(ufsecp_pubkey_equal(&eq, &back, &pk)) && eq == 1,
               "encode/decode round trip");

    // The inverse for u from the input's first half and x of the decoded key.
    {
        ufsecp::Fe u, x, t, x2;
        ufsecp::fe_set_b32_mod(u, ell);
        ufsecp::Fe tin;
        ufsecp::fe_set_b32_mod(tin, ell + 32);
        ufsecp::ellswift_xswiftec_var(x, u, tin);
        const bool has = ufsecp::ellswift_xswiftec_inv_var(t, x, u, c);
        if (has) {
            ufsecp::ellswift_xswiftec_var(x2, u, t);
            FUZZ_CHECK(ufsecp::fe_equal_var(x, x2), "inverse round trip");
        }
        // The C ABI's XSwiftECInv: the same verdict and t, untouched output on no preimage.
        unsigned char x32[32], t32[32], tw[32];
        ufsecp::fe_normalize_var(x);
        ufsecp::fe_get_b32(x32, x);
        std::memset(t32, 0xA5, 32);
        const ufsecp_status st = ufsecp_ellswift_xswiftec_inv(t32, x32, ell, (unsigned)c);
        FUZZ_CHECK(st == (has ? UFSECP_OK : UFSECP_ERR_ELLSWIFT_NO_PREIMAGE), "xswiftec_inv ABI verdict");
        if (has) {
            ufsecp::fe_normalize_var(t);
            ufsecp::fe_get_b32(tw, t);
            FUZZ_CHECK(std::memcmp(t32, tw, 32) == 0, "xswiftec_inv ABI t");
        } else {
            std::memset(tw, 0xA5, 32);
            FUZZ_CHECK(std::memcmp(t32, tw, 32) == 0, "xswiftec_inv ABI output untouched");
        }
    }

    unsigned char mine[64], lmine[64], s1[32], s2[32];
    const bool valid = secp256k1_ec_seckey_verify(ref(), sk) == 1;
    FUZZ_CHECK(ok(ufsecp_ellswift_create(mine, sk, rnd)) == valid, "create verdict");
    if (!valid) return 0;
    FUZZ_CHECK(secp256k1_ellswift_create(ref(), lmine, sk, rnd) == 1 && std::memcmp(mine, lmine, 64) == 0,
               "create agrees with libsecp256k1");
    for (int party = 0; party < 2; party++) {
        const unsigned char* a = party ? ell : mine;
        const unsigned char* b = party ? mine : ell;
        FUZZ_CHECK(ok(ufsecp_ellswift_xdh_bip324(s1, a, b, sk, party)), "xdh");
        FUZZ_CHECK(secp256k1_ellswift_xdh(ref(), s2, a, b, sk, party, secp256k1_ellswift_xdh_hash_function_bip324,
                                          nullptr) == 1,
                   "reference xdh");
        FUZZ_CHECK(std::memcmp(s1, s2, 32) == 0, "xdh agrees with libsecp256k1");
    }
    return 0;
}
