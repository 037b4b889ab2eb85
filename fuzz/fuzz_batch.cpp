// Fuzz target: batch verification of 1..8 BIP-340 or ECDSA signatures. Each entry is made
// valid from a secret key and message and then possibly mutated, or taken raw. Properties:
// the batch succeeds exactly when every single verification succeeds; valid[i] equals the
// single verdict of entry i (the failure search is exact); the multi-threaded call gives the
// same results as the single-threaded one.
#include <vector>

#include "fuzz_util.hpp"

using namespace ufsecp_fuzz;

namespace {

constexpr std::size_t kMax = 8;

struct Entry {
    unsigned char sig[64], msg[32], x[32];
    ufsecp_pubkey pk;
};

// One entry: a signature made by a fuzzer-chosen key over a fuzzer-chosen message, possibly
// mutated; or raw bytes (for ECDSA the raw key must parse, else the entry is made instead).
void make_entry(Input& in, Entry& e, bool schnorr) {
    const unsigned mode = in.byte();
    unsigned char sk[32];
    in.take(e.msg, 32);
    in.take(sk, 32);
    if (mode % 3 == 0) {
        in.take(e.sig, 64);
        in.take(e.x, 32);
        unsigned char enc[33] = {2};
        std::memcpy(enc + 1, e.x, 32);
        if (schnorr || ok(ufsecp_pubkey_parse(&e.pk, enc, 33))) return;
    }
    sk[0] &= 0x7F;  // below n
    sk[31] |= 1;    // not zero
    FUZZ_CHECK(ok(ufsecp_pubkey_create(&e.pk, sk)), "pubkey create");
    if (schnorr) {
        ufsecp_keypair kp;
        FUZZ_CHECK(ok(ufsecp_keypair_create(&kp, sk)), "keypair");
        FUZZ_CHECK(ok(ufsecp_keypair_xonly_pubkey(e.x, nullptr, &kp)), "x-only");
        FUZZ_CHECK(ok(ufsecp_schnorr_sign(e.sig, e.msg, 32, &kp, nullptr)), "sign");
    } else {
        FUZZ_CHECK(ok(ufsecp_ecdsa_sign(e.sig, e.msg, sk, nullptr)), "sign");
    }
    if (mode % 3 == 1) mutate(in, e.sig, 64);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned head = in.byte();
    const bool schnorr = head & 1;
    const std::size_t n = 1 + (head >> 1) % kMax;
    std::vector<Entry> es(n);
    const unsigned char* sigs[kMax];
    const unsigned char* msgs[kMax];
    const unsigned char* xs[kMax];
    const ufsecp_pubkey* pks[kMax];
    std::size_t lens[kMax];
    unsigned char single[kMax];
    bool all = true;
    for (std::size_t i = 0; i < n; i++) {
        make_entry(in, es[i], schnorr);
        sigs[i] = es[i].sig;
        msgs[i] = es[i].msg;
        xs[i] = es[i].x;
        pks[i] = &es[i].pk;
        lens[i] = 32;
        single[i] = schnorr ? ok(ufsecp_schnorr_verify(es[i].sig, es[i].msg, 32, es[i].x))
                            : ok(ufsecp_ecdsa_verify(es[i].sig, es[i].msg, &es[i].pk));
        all = all && single[i];
    }
    for (unsigned threads = 1; threads <= 2; threads++) {
        unsigned char valid[kMax];
        std::memset(valid, 0xAA, sizeof valid);
        const ufsecp_status st = schnorr ? ufsecp_schnorr_verify_batch_mt(n, sigs, msgs, lens, xs, valid, threads)
                                         : ufsecp_ecdsa_verify_batch_mt(n, sigs, msgs, pks, valid, threads);
        FUZZ_CHECK(st == (all ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED), "batch verdict");
        for (std::size_t i = 0; i < n; i++) FUZZ_CHECK(valid[i] == single[i], "per-entry verdict");
    }
    return 0;
}
