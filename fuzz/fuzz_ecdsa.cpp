// Fuzz target: ECDSA verification and public-key recovery. The input either is a raw
// (signature, message, key) triple, or names a secret key and message from which a valid
// signature is made and then mutated by a few bit flips (random bytes almost never come near
// a valid signature). Properties: ufsecp_ecdsa_verify gives libsecp256k1's verdict (high-S
// rejected by both); ufsecp_ecdsa_recover recovers the same key, or fails where
// libsecp256k1 fails; an unmutated signature verifies and recovers its signer; signing gives
// libsecp256k1's bytes. On one input in four (chosen by the input's last byte; precomputing
// costs about six verifications), ufsecp_ecdsa_verify_precomputed gives the same status as
// ufsecp_ecdsa_verify.
#include <secp256k1_recovery.h>

#include "fuzz_util.hpp"

using namespace ufsecp_fuzz;

namespace {

bool same_pubkey(const ufsecp_pubkey& a, const secp256k1_pubkey& b) {
    unsigned char u[33], l[33];
    size_t ul = 33, ll = 33;
    FUZZ_CHECK(ok(ufsecp_pubkey_serialize(u, &ul, &a, 1)), "serialize");
    FUZZ_CHECK(secp256k1_ec_pubkey_serialize(ref(), l, &ll, &b, SECP256K1_EC_COMPRESSED) == 1, "lib serialize");
    return std::memcmp(u, l, 33) == 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte();
    unsigned char sig[64], msg[32], key[33];
    int recid = (int)(mode >> 1) & 3;
    bool made = false;
    ufsecp_pubkey pk;
    secp256k1_pubkey lpk;
    in.take(msg, 32);
    if (mode & 1) {  // sign, then mutate
        unsigned char sk[32];
        in.take(sk, 32);
        if (!ok(ufsecp_ecdsa_sign_recoverable(sig, &recid, msg, sk, nullptr))) return 0;
        secp256k1_ecdsa_recoverable_signature lrs;
        unsigned char lsig[64];
        int lrecid = -1;
        FUZZ_CHECK(secp256k1_ecdsa_sign_recoverable(ref(), &lrs, msg, sk, nullptr, nullptr) == 1, "lib sign");
        FUZZ_CHECK(secp256k1_ecdsa_recoverable_signature_serialize_compact(ref(), lsig, &lrecid, &lrs) == 1, "lib ser");
        FUZZ_CHECK(std::memcmp(sig, lsig, 64) == 0 && recid == lrecid, "signature bytes");
        FUZZ_CHECK(ok(ufsecp_pubkey_create(&pk, sk)), "pubkey create");
        FUZZ_CHECK(secp256k1_ec_pubkey_create(ref(), &lpk, sk) == 1, "lib pubkey create");
        unsigned char before[96];
        std::memcpy(before, sig, 64);
        std::memcpy(before + 64, msg, 32);
        mutate(in, sig, 64);
        if (in.byte() & 1) mutate(in, msg, 32);
        made = std::memcmp(before, sig, 64) == 0 && std::memcmp(before + 64, msg, 32) == 0;
    } else {
        in.take(sig, 64);
        in.take(key, 33);
        key[0] = (unsigned char)(2 + (key[0] & 1));
        const bool u = ok(ufsecp_pubkey_parse(&pk, key, 33));
        FUZZ_CHECK(u == (secp256k1_ec_pubkey_parse(ref(), &lpk, key, 33) == 1), "key parse verdict");
        if (!u) return 0;
    }
    secp256k1_ecdsa_signature ls;
    const bool parsed = secp256k1_ecdsa_signature_parse_compact(ref(), &ls, sig) == 1;
    const bool lv = parsed && secp256k1_ecdsa_verify(ref(), &ls, msg, &lpk) == 1;
    const bool uv = ok(ufsecp_ecdsa_verify(sig, msg, &pk));
    FUZZ_CHECK(uv == lv, "verify verdict");
    FUZZ_CHECK(!made || uv, "an unmutated signature verifies");
    if (size > 0 && (data[size - 1] & 3) == 0) {
        static ufsecp_pubkey_precomputed pre;
        FUZZ_CHECK(ok(ufsecp_pubkey_precompute(&pre, &pk)), "precompute");
        FUZZ_CHECK(ufsecp_ecdsa_verify_precomputed(sig, msg, &pre) == ufsecp_ecdsa_verify(sig, msg, &pk),
                   "precomputed-key status");
    }

    ufsecp_pubkey rec;
    secp256k1_ecdsa_recoverable_signature lrs;
    secp256k1_pubkey lrec;
    const bool ur = ok(ufsecp_ecdsa_recover(&rec, sig, recid, msg));
    const bool lr = secp256k1_ecdsa_recoverable_signature_parse_compact(ref(), &lrs, sig, recid) == 1 &&
                    secp256k1_ecdsa_recover(ref(), &lrec, &lrs, msg) == 1;
    FUZZ_CHECK(ur == lr, "recover verdict");
    if (ur) FUZZ_CHECK(same_pubkey(rec, lrec), "recovered key");
    if (made) FUZZ_CHECK(ur && same_pubkey(rec, lpk), "an unmutated signature recovers its signer");
    return 0;
}
