// Fuzz target: FROST's message parsers and protocol checks (ufsecp_frost.h). First byte: mode.
//   0  signing package (suite, n <= 4 identifiers and 66-byte pubnonces, group key, shares,
//      message) into ufsecp_frost_aggregate / _verify_share: only documented statuses; an
//      aggregate that succeeds verifies (ufsecp_frost_verify); a commitment that parses
//      re-serializes to its bytes (ufsecp_frost_pubshare_from_commitments with t = 1).
//      The same package through ufsecp_frost_package_parse: it parses iff the bytes calls get
//      past their package (same status otherwise, memory untouched), and then
//      ufsecp_frost_package_aggregate / _verify_share give the bytes calls' statuses, signature
//      and culprit; a copy of the object works the same; unparsed memory is BAD_SESSION.
//   1  DKG round-1 package (suite, t <= 3, identifier, commitments, proof): only documented
//      statuses; for n = 1 the group commitments are the package's commitments (round trip);
//      an accepted proof with one bit flipped is refused.
//   2  BIP-445 pubnonces (u <= 4) into NonceAgg: each half of the aggregate is a point or 33
//      zero bytes; one pubnonce aggregates to itself.
//   3  sign-then-check: a t-of-n dealer key (t <= n <= 5) from fuzzer secrets, both suites,
//      signed by all n, mutated shares: the signature verifies iff no share changed, and a
//      changed share is named by ufsecp_frost_aggregate.
//   4  BIP-445 signers context + partial signature: only documented statuses.
//   5  BIP-445 tweak list in the draft's form (ufsecp_frost445_tweaks_parse): accepted iff the
//      two list lengths agree and every item is 32 bytes; then the packed form is the items
//      (round trip); BAD_LENGTH names the first item of another length.
#include <cstring>
#include <vector>

#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_frost.h"

using namespace ufsecp_fuzz;
using Bytes = std::vector<unsigned char>;

namespace {

bool known(ufsecp_status s) { return std::strcmp(ufsecp_status_string(s), "unknown status") != 0; }

void mode_package(Input& in) {
    const unsigned ctrl = in.byte();
    const int suite = ctrl & 1;
    const std::size_t n = 1 + ((ctrl >> 1) & 3);
    Bytes ids(32 * n), pns(66 * n), z(32 * n), pk(33), pss(33 * n);
    in.take(ids.data(), ids.size());
    in.take(pns.data(), pns.size());
    in.take(pk.data(), 33);
    in.take(z.data(), z.size());
    in.take(pss.data(), pss.size());
    const std::uint8_t* msg;
    const std::size_t mlen = in.take_rest(&msg, 256);
    unsigned char sig[65];
    size_t len = sizeof sig, culprit = 777;
    const ufsecp_status st = ufsecp_frost_aggregate(sig, &len, &culprit, suite, pk.data(), nullptr, msg, mlen,
                                                    ids.data(), pns.data(), z.data(), (ctrl & 8) ? pss.data() : nullptr, n);
    FUZZ_CHECK(known(st), "aggregate status");
    FUZZ_CHECK(st == UFSECP_ERR_FROST_BAD_SHARE || culprit == 777, "culprit only with BAD_SHARE");
    if (st == UFSECP_OK)
        FUZZ_CHECK(ok(ufsecp_frost_verify(suite, sig, len, msg, mlen, pk.data(), nullptr)), "aggregate verifies");
    const ufsecp_status vs = ufsecp_frost_verify_share(suite, z.data(), ids.data(), pss.data(), pk.data(), nullptr, msg,
                                                       mlen, ids.data(), pns.data(), n);
    FUZZ_CHECK(known(vs), "verify_share status");
    // The parsed package gives the same answers.
    size_t psize = 0;
    FUZZ_CHECK(ok(ufsecp_frost_package_size(&psize, n)), "package size");
    std::vector<std::uint64_t> mem((psize + 7) / 8, 0x5a5a5a5a5a5a5a5aull), fresh = mem;
    auto* pkg = reinterpret_cast<ufsecp_frost_package*>(mem.data());
    const ufsecp_status ps = ufsecp_frost_package_parse(pkg, psize, suite, pk.data(), nullptr, msg, mlen, ids.data(),
                                                        pns.data(), n);
    FUZZ_CHECK(known(ps), "package parse status");
    // The bytes calls fail on their package with the parse's status; past it they return
    // share statuses (or OK) only.
    const bool share_status = st == UFSECP_OK || st == UFSECP_ERR_FROST_BAD_SHARE || st == UFSECP_ERR_BAD_PUBKEY ||
                              st == UFSECP_ERR_VERIFY_FAILED;
    if (ps != UFSECP_OK) {
        FUZZ_CHECK(mem == fresh, "failed parse leaves the memory untouched");
        FUZZ_CHECK(st == ps, "bytes aggregate fails like the parse");
        FUZZ_CHECK(ufsecp_frost_package_verify_share(z.data(), ids.data(), pss.data(), pkg, psize) ==
                       UFSECP_ERR_BAD_SESSION,
                   "unparsed package refused");
    } else {
        FUZZ_CHECK(share_status, "parse accepted what the bytes call refused");
        // A copy (memcpy) of the object is the object.
        std::vector<std::uint64_t> copy = mem;
        auto* pkg2 = reinterpret_cast<const ufsecp_frost_package*>(copy.data());
        unsigned char sig2[65];
        size_t len2 = sizeof sig2, culprit2 = 777;
        const ufsecp_status st2 = ufsecp_frost_package_aggregate(sig2, &len2, &culprit2, pkg2, psize, z.data(),
                                                                 (ctrl & 8) ? pss.data() : nullptr);
        FUZZ_CHECK(st2 == st, "package aggregate status");
        FUZZ_CHECK(culprit2 == culprit, "package aggregate culprit");
        if (st == UFSECP_OK) FUZZ_CHECK(len2 == len && std::memcmp(sig, sig2, len) == 0, "package signature");
        FUZZ_CHECK(ufsecp_frost_package_verify_share(z.data(), ids.data(), pss.data(), pkg2, psize) == vs,
                   "package verify_share status");
        FUZZ_CHECK(ufsecp_frost_package_verify_share(z.data(), ids.data(), pss.data(), pkg, psize - 1) ==
                       UFSECP_ERR_BAD_SESSION,
                   "short package refused");
    }
    unsigned char one[32] = {0}, out[33];
    one[31] = 1;
    for (std::size_t i = 0; i < 2 * n; i++) {
        if (ok(ufsecp_frost_pubshare_from_commitments(out, one, &pns[33 * i], 1)))
            FUZZ_CHECK(std::memcmp(out, &pns[33 * i], 33) == 0, "element round trip");
    }
}

void mode_dkg(Input& in) {
    const unsigned ctrl = in.byte();
    const int suite = ctrl & 1;
    const std::size_t t = 1 + ((ctrl >> 1) % 3);
    const std::size_t ps = suite ? 64 : 65;
    Bytes id(32), cm(33 * t), pok(ps);
    in.take(id.data(), 32);
    in.take(cm.data(), cm.size());
    in.take(pok.data(), ps);
    size_t culprit = 5;
    const ufsecp_status st = ufsecp_frost_dkg_round1_verify(&culprit, suite, id.data(), cm.data(), pok.data(), 1, t);
    FUZZ_CHECK(known(st), "round1_verify status");
    if (st == UFSECP_OK) {
        Bytes flipped = pok;
        flipped[in.byte() % ps] ^= (unsigned char)(1u << (in.byte() & 7));
        FUZZ_CHECK(!ok(ufsecp_frost_dkg_round1_verify(nullptr, suite, id.data(), cm.data(), flipped.data(), 1, t)),
                   "flipped proof refused");
    }
    Bytes sum(33 * t);
    if (ok(ufsecp_frost_dkg_group_commitments(sum.data(), cm.data(), 1, t)))
        FUZZ_CHECK(sum == cm, "group commitments of one package");
}

void mode_nonce_agg(Input& in) {
    const std::size_t u = 1 + in.byte() % 4;
    Bytes pns(66 * u);
    in.take(pns.data(), pns.size());
    unsigned char agg[66];
    size_t culprit = 9;
    const ufsecp_status st = ufsecp_frost445_nonce_agg(agg, &culprit, pns.data(), u);
    FUZZ_CHECK(st == UFSECP_OK || (st == UFSECP_ERR_FROST_BAD_PUBNONCE && culprit < u), "nonce_agg status");
    if (st != UFSECP_OK) return;
    static const unsigned char zero[33] = {0};
    unsigned char one[32] = {0}, out[33];
    one[31] = 1;
    for (int h = 0; h < 2; h++)
        FUZZ_CHECK(std::memcmp(agg + 33 * h, zero, 33) == 0 ||
                       (ok(ufsecp_frost_pubshare_from_commitments(out, one, agg + 33 * h, 1)) &&
                        std::memcmp(out, agg + 33 * h, 33) == 0),
                   "aggregate halves are points");
    if (u == 1) FUZZ_CHECK(std::memcmp(agg, pns.data(), 66) == 0, "one pubnonce aggregates to itself");
}

void mode_sign(Input& in) {
    const unsigned ctrl = in.byte();
    const int suite = ctrl & 1;
    const std::size_t n = 1 + (ctrl >> 1) % 5, t = 1 + (ctrl >> 4) % n;
    Bytes ids(32 * n, 0), coeffs(32 * t), shares(32 * n), cm(33 * t), pss(33 * n), pns(66 * n), z(32 * n);
    for (std::size_t i = 0; i < n; i++) ids[32 * i + 31] = (unsigned char)(i + 1 + in.byte());
    in.take(coeffs.data(), coeffs.size());
    unsigned char gpk[33], msg[32];
    in.take(msg, 32);
    if (!ok(ufsecp_frost_dealer_keygen(shares.data(), cm.data(), gpk, coeffs.data(), t > 1 ? coeffs.data() + 32 : nullptr, t,
                                       ids.data(), n)))
        return;  // a zero or out-of-range secret, repeated identifiers
    std::vector<ufsecp_frost_secnonce> sn(n);
    for (std::size_t i = 0; i < n; i++) {
        FUZZ_CHECK(ok(ufsecp_frost_share_verify(&pss[33 * i], &ids[32 * i], &shares[32 * i], cm.data(), t)), "share check");
        unsigned char r[32];
        in.take(r, 32);
        FUZZ_CHECK(ok(ufsecp_frost_nonce_gen(&sn[i], &pns[66 * i], suite, &shares[32 * i], r, msg)), "nonce_gen");
    }
    for (std::size_t i = 0; i < n; i++)
        FUZZ_CHECK(ok(ufsecp_frost_sign(&z[32 * i], &sn[i], suite, &shares[32 * i], &ids[32 * i], gpk, nullptr, msg, 32,
                                        ids.data(), pns.data(), n)),
                   "sign");
    Bytes zm = z;
    mutate(in, zm.data(), zm.size());
    unsigned char sig[65];
    size_t len = sizeof sig, culprit = 99;
    const ufsecp_status st = ufsecp_frost_aggregate(sig, &len, &culprit, suite, gpk, nullptr, msg, 32, ids.data(),
                                                    pns.data(), zm.data(), pss.data(), n);
    if (zm == z) {
        FUZZ_CHECK(ok(st), "honest signature aggregates");
        FUZZ_CHECK(ok(ufsecp_frost_verify(suite, sig, len, msg, 32, gpk, nullptr)), "honest signature verifies");
    } else {
        std::size_t first = 0;
        while (std::memcmp(&zm[32 * first], &z[32 * first], 32) == 0) first++;
        FUZZ_CHECK(st == UFSECP_ERR_FROST_BAD_SHARE && culprit == first, "first changed share named");
    }
}

void mode_bip445(Input& in) {
    const unsigned ctrl = in.byte();
    const std::size_t u = 1 + ctrl % 3;
    std::vector<uint32_t> ids(u);
    for (std::size_t i = 0; i < u; i++) ids[i] = in.byte() % 5;
    Bytes pss(33 * u), pns(66 * u), tpk(33), psig(32), tw(32);
    in.take(pss.data(), pss.size());
    in.take(pns.data(), pns.size());
    in.take(tpk.data(), 33);
    in.take(psig.data(), 32);
    in.take(tw.data(), 32);
    int xo = (ctrl >> 2) & 1;
    ufsecp_frost445_signers sc{1 + (size_t)(ctrl >> 3) % 5, 1 + (size_t)(ctrl >> 5) % 3, u, ids.data(), pss.data(), tpk.data()};
    size_t culprit = 99;
    const ufsecp_status st = ufsecp_frost445_partial_sig_verify(&culprit, psig.data(), pns.data(), &sc, tw.data(), &xo,
                                                                (ctrl >> 7) & 1, nullptr, 0, 0);
    FUZZ_CHECK(known(st), "partial_sig_verify status");
    FUZZ_CHECK(culprit == 99 || culprit < u, "culprit in range");
}

void mode_tweaks(Input& in) {
    const unsigned ctrl = in.byte();
    const std::size_t nt = ctrl % 4, nx = (ctrl >> 2) % 4;
    std::vector<size_t> lens(nt);
    std::size_t total = 0;
    for (std::size_t i = 0; i < nt; i++) total += lens[i] = (in.byte() & 1) ? 32 : in.byte() % 40;
    Bytes raw(total + 1);
    in.take(raw.data(), total);
    Bytes out(32 * nt + 1, 0xA5);
    size_t culprit = 77;
    const ufsecp_status st = ufsecp_frost445_tweaks_parse(out.data(), &culprit, raw.data(), lens.data(), nt, nx);
    std::size_t first_bad = nt;
    for (std::size_t i = nt; i-- > 0;)
        if (lens[i] != 32) first_bad = i;
    if (nt != nx) {
        FUZZ_CHECK(st == UFSECP_ERR_FROST_LIST_LENGTH && culprit == 77, "list lengths");
    } else if (first_bad < nt) {
        FUZZ_CHECK(st == UFSECP_ERR_BAD_LENGTH && culprit == first_bad, "item length named");
    } else {
        FUZZ_CHECK(st == UFSECP_OK && std::memcmp(out.data(), raw.data(), 32 * nt) == 0, "packed round trip");
    }
    if (st != UFSECP_OK)
        for (unsigned char b : out) FUZZ_CHECK(b == 0xA5, "output untouched on error");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    switch (in.byte() % 6) {
        case 0: mode_package(in); break;
        case 1: mode_dkg(in); break;
        case 2: mode_nonce_agg(in); break;
        case 3: mode_sign(in); break;
        case 4: mode_bip445(in); break;
        default: mode_tweaks(in); break;
    }
    return 0;
}
