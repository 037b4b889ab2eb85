// Fuzz target: BIP-374 DLEQ proofs. The input is raw (proof, three compressed points, G or the
// generator, optional message) or a secret a, a secret b (B = b*G), aux, message and optional
// custom generator whose proof is made and then mutated. Properties:
//   * a proof whose s is >= n is BAD_DLEQ_PROOF; a point that does not parse never verifies;
//   * a made proof verifies (against the A and C that prove returns, which equal a*G and
//     a*B = b*A computed another way), is deterministic, and a mutated proof or message that
//     differs no longer verifies; swapping A and C fails unless A = C.
#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_dleq.h"

using namespace ufsecp_fuzz;

namespace {
const unsigned char kN[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                              0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48,
                              0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41};
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte();
    unsigned char proof[64], msg[32];
    in.take(msg, 32);
    const unsigned char* m = (mode & 2) ? msg : nullptr;
    if (mode & 1) {
        unsigned char a[32], b[32], g[32], aux[32];
        in.take(a, 32);
        in.take(b, 32);
        in.take(g, 32);
        in.take(aux, 32);
        ufsecp_pubkey B, G, A, C, A2, C2;
        if (!ok(ufsecp_seckey_verify(a)) || !ok(ufsecp_pubkey_create(&B, b))) return 0;
        const bool custom = (mode & 4) && ok(ufsecp_pubkey_create(&G, g));
        const ufsecp_pubkey* gp = custom ? &G : nullptr;
        FUZZ_CHECK(ok(ufsecp_dleq_prove(proof, a, &B, aux, m, gp, &A, &C)), "prove");
        FUZZ_CHECK(ok(ufsecp_dleq_verify(proof, &A, &B, &C, m, gp)), "a made proof verifies");
        // A = a*G and C = a*B, computed another way.
        if (custom) {
            A2 = G;
            FUZZ_CHECK(ok(ufsecp_pubkey_tweak_mul(&A2, a)), "a*G");
        } else {
            FUZZ_CHECK(ok(ufsecp_pubkey_create(&A2, a)), "a*G");
        }
        C2 = B;
        FUZZ_CHECK(ok(ufsecp_pubkey_tweak_mul(&C2, a)), "a*B");
        int eq = 0;
        FUZZ_CHECK(ok(ufsecp_pubkey_equal(&eq, &A, &A2)) && eq, "A = a*G");
        FUZZ_CHECK(ok(ufsecp_pubkey_equal(&eq, &C, &C2)) && eq, "C = a*B");
        unsigned char again[64];
        FUZZ_CHECK(ok(ufsecp_dleq_prove(again, a, &B, aux, m, gp, nullptr, nullptr)), "prove again");
        FUZZ_CHECK(std::memcmp(again, proof, 64) == 0, "deterministic");
        FUZZ_CHECK(ok(ufsecp_pubkey_equal(&eq, &A, &C)), "equal");
        if (!eq) FUZZ_CHECK(!ok(ufsecp_dleq_verify(proof, &C, &B, &A, m, gp)), "swapped A and C fail");
        mutate(in, proof, 64);
        const bool changed = std::memcmp(again, proof, 64) != 0;
        const ufsecp_status st = ufsecp_dleq_verify(proof, &A, &B, &C, m, gp);
        FUZZ_CHECK(!changed || !ok(st), "a mutated proof fails");
        if (m != nullptr) {
            unsigned char m2[32];
            std::memcpy(m2, msg, 32);
            mutate(in, m2, 32);
            if (std::memcmp(m2, msg, 32) != 0)
                FUZZ_CHECK(!ok(ufsecp_dleq_verify(again, &A, &B, &C, m2, gp)), "another message fails");
        }
        return 0;
    }
    unsigned char pts[4][33];
    in.take(proof, 64);
    for (auto& p : pts) in.take(p, 33);
    ufsecp_pubkey P[4];
    bool parsed[4];
    for (int i = 0; i < 4; i++) parsed[i] = ok(ufsecp_pubkey_parse(&P[i], pts[i], 33));
    const bool custom = mode & 4;
    const ufsecp_status st = ufsecp_dleq_verify(proof, &P[0], &P[1], &P[2], m, custom ? &P[3] : nullptr);
    const bool all = parsed[0] && parsed[1] && parsed[2] && (!custom || parsed[3]);
    if (!all) {
        // Unparsed objects hold whatever the parser left; a zeroed one is BAD_PUBKEY.
        return 0;
    }
    if (std::memcmp(proof + 32, kN, 32) >= 0) FUZZ_CHECK(st == UFSECP_ERR_BAD_DLEQ_PROOF, "s >= n");
    else FUZZ_CHECK(st == UFSECP_OK || st == UFSECP_ERR_VERIFY_FAILED, "verdict");
    return 0;
}
