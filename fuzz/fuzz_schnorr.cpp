// Fuzz target: BIP-340 verification. The input is a raw (signature, x-only key, message of
// 0..96 bytes) or a keypair and message whose signature is made and then mutated. Properties:
// ufsecp_schnorr_verify gives libsecp256k1's verdict; ufsecp_schnorr_verify_xonly (parsed key)
// gives the same verdict as the 32-byte form; signing gives libsecp256k1's bytes; an unmutated
// signature verifies. On one input in four (chosen by the input's last byte; precomputing
// costs about six verifications), ufsecp_schnorr_verify_precomputed gives the same status
// as ufsecp_schnorr_verify.
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include "fuzz_util.hpp"

using namespace ufsecp_fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte();
    unsigned char sig[64], x[32], msg[96];
    const std::size_t msg_len = (mode >> 1) % 97;
    in.take(msg, msg_len);
    bool made = false;
    if (mode & 1) {  // sign, then mutate
        unsigned char sk[32], aux[32];
        in.take(sk, 32);
        in.take(aux, 32);
        ufsecp_keypair kp;
        if (!ok(ufsecp_keypair_create(&kp, sk))) return 0;
        FUZZ_CHECK(ok(ufsecp_schnorr_sign(sig, msg, msg_len, &kp, aux)), "sign");
        FUZZ_CHECK(ok(ufsecp_keypair_xonly_pubkey(x, nullptr, &kp)), "keypair x-only");
        secp256k1_keypair lkp;
        FUZZ_CHECK(secp256k1_keypair_create(ref(), &lkp, sk) == 1, "lib keypair");
        secp256k1_schnorrsig_extraparams ep = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
        ep.ndata = aux;
        unsigned char lsig[64];
        FUZZ_CHECK(secp256k1_schnorrsig_sign_custom(ref(), lsig, msg, msg_len, &lkp, &ep) == 1, "lib sign");
        FUZZ_CHECK(std::memcmp(sig, lsig, 64) == 0, "signature bytes");
        unsigned char before[64], xb[32];
        std::memcpy(before, sig, 64);
        std::memcpy(xb, x, 32);
        mutate(in, sig, 64);
        if (in.byte() & 1) mutate(in, x, 32);
        made = std::memcmp(before, sig, 64) == 0 && std::memcmp(xb, x, 32) == 0;
    } else {
        in.take(sig, 64);
        in.take(x, 32);
    }
    secp256k1_xonly_pubkey lx;
    const bool lv = secp256k1_xonly_pubkey_parse(ref(), &lx, x) == 1 &&
                    secp256k1_schnorrsig_verify(ref(), sig, msg, msg_len, &lx) == 1;
    const bool uv = ok(ufsecp_schnorr_verify(sig, msg, msg_len, x));
    FUZZ_CHECK(uv == lv, "verify verdict");
    FUZZ_CHECK(!made || uv, "an unmutated signature verifies");
    ufsecp_xonly_pubkey parsed;
    if (ok(ufsecp_xonly_pubkey_parse(&parsed, x)))
        FUZZ_CHECK(ok(ufsecp_schnorr_verify_xonly(sig, msg, msg_len, &parsed)) == uv, "parsed-key verdict");
    else
        FUZZ_CHECK(!uv, "a key that does not parse cannot verify");
    if (size > 0 && (data[size - 1] & 3) == 0) {
        static ufsecp_xonly_pubkey_precomputed pre;
        const ufsecp_status want = ufsecp_schnorr_verify(sig, msg, msg_len, x);
        if (ok(ufsecp_xonly_pubkey_precompute(&pre, x)))
            FUZZ_CHECK(ufsecp_schnorr_verify_precomputed(sig, msg, msg_len, &pre) == want, "precomputed-key status");
        else
            FUZZ_CHECK(want == UFSECP_ERR_BAD_PUBKEY, "a key that does not precompute is BAD_PUBKEY");
    }
    return 0;
}
