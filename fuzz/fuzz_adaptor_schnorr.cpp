// Fuzz target: the BIP-340 Schnorr adaptor pre-signature encoding (65 bytes) and its functions.
// The input is raw bytes or a keypair, adaptor secret, message (0..64 bytes) and aux whose
// pre-signature is made and then mutated. Properties:
//   * an encoding is accepted (by adapt with a valid t) exactly when an independent check
//     accepts it (prefix 02/03 and a curve point, s' < n); rejected ones give BAD_ADAPTOR_SIG
//     from adapt, verify and extract with outputs untouched;
//   * for EVERY well-formed pre-signature and valid t: extract(adapt(pre, t), pre) == t, and
//     the adapted signature's r is the pre-signature's x(Rt);
//   * a made pre-signature pre-verifies and adapts into a signature that libsecp256k1's
//     secp256k1_schnorrsig_verify accepts; a mutated one that still pre-verifies is unchanged.
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_adaptor.h"

using namespace ufsecp_fuzz;

namespace {
const unsigned char kN[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                              0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48,
                              0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41};
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte();
    unsigned char pre[65], t[32], msg[64], px[32];
    const std::size_t msg_len = (mode >> 2) % 65;
    in.take(t, 32);
    in.take(msg, msg_len);
    ufsecp_pubkey T;
    if (!ok(ufsecp_pubkey_create(&T, t))) return 0;
    if (mode & 1) {
        unsigned char sk[32], aux[32];
        in.take(sk, 32);
        in.take(aux, 32);
        ufsecp_keypair kp;
        if (!ok(ufsecp_keypair_create(&kp, sk))) return 0;
        FUZZ_CHECK(ok(ufsecp_keypair_xonly_pubkey(px, nullptr, &kp)), "x-only");
        FUZZ_CHECK(ok(ufsecp_schnorr_adaptor_presign(pre, msg, msg_len, &kp, &T, (mode & 2) ? aux : nullptr)),
                   "presign");
        FUZZ_CHECK(ok(ufsecp_schnorr_adaptor_verify(pre, msg, msg_len, px, &T)), "a made pre-signature verifies");
        unsigned char sig[64];
        FUZZ_CHECK(ok(ufsecp_schnorr_adaptor_adapt(sig, t, pre)), "adapt");
        secp256k1_xonly_pubkey lx;
        FUZZ_CHECK(secp256k1_xonly_pubkey_parse(ref(), &lx, px) == 1, "lib x-only");
        FUZZ_CHECK(secp256k1_schnorrsig_verify(ref(), sig, msg, msg_len, &lx) == 1,
                   "libsecp256k1 accepts the adapted signature");
        unsigned char before[65];
        std::memcpy(before, pre, 65);
        mutate(in, pre, 65);
        if (std::memcmp(before, pre, 65) != 0 && ok(ufsecp_schnorr_adaptor_verify(pre, msg, msg_len, px, &T)))
            FUZZ_CHECK(false, "a mutated pre-signature verifies");
    } else {
        in.take(pre, 65);
        in.take(px, 32);
    }
    ufsecp_pubkey R;
    const bool wf = (pre[0] == 0x02 || pre[0] == 0x03) && ok(ufsecp_pubkey_parse(&R, pre, 33)) &&
                    std::memcmp(pre + 33, kN, 32) < 0;
    unsigned char sig[64], back[32];
    std::memset(sig, 0xA5, 64);
    const ufsecp_status as = ufsecp_schnorr_adaptor_adapt(sig, t, pre);
    if (!wf) {
        FUZZ_CHECK(as == UFSECP_ERR_BAD_ADAPTOR_SIG, "adapt refuses a malformed encoding");
        for (unsigned char b : sig) FUZZ_CHECK(b == 0xA5, "adapt output untouched");
        const ufsecp_status vs = ufsecp_schnorr_adaptor_verify(pre, msg, msg_len, px, &T);
        FUZZ_CHECK(vs == UFSECP_ERR_BAD_ADAPTOR_SIG || vs == UFSECP_ERR_BAD_PUBKEY, "verify refuses it");
        std::memset(back, 0xA5, 32);
        std::memset(sig, 0, 64);
        FUZZ_CHECK(ufsecp_schnorr_adaptor_extract(back, sig, pre) == UFSECP_ERR_BAD_ADAPTOR_SIG, "extract refuses it");
        for (unsigned char b : back) FUZZ_CHECK(b == 0xA5, "extract output untouched");
        return 0;
    }
    FUZZ_CHECK(ok(as), "adapt of a well-formed pre-signature");
    FUZZ_CHECK(std::memcmp(sig, pre + 1, 32) == 0, "r = x(Rt)");
    FUZZ_CHECK(ok(ufsecp_schnorr_adaptor_extract(back, sig, pre)), "extract");
    FUZZ_CHECK(std::memcmp(back, t, 32) == 0, "extract(adapt(pre, t)) == t");
    return 0;
}
