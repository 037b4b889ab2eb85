// ufsecp-bench — FROST (ufsecp_frost.h) through the C API, ufsecp alone (libsecp256k1 has no
// FROST; the comparison with ZF's frost-secp256k1-tr crate is a separate cargo program, see
// docs/frost.md). RFC 9591 suite and the -tr suite share the code; rows are for -tr.
//   DKG (t, n) = (2, 3), (11, 15), (67, 100), per participant: round 1 (commitments + proof),
//   the check of all n round-1 packages, the n round-2 shares, finalize (n share checks, sums).
//   Signing with t = 2, 11, 67 signers: round 1 (nonce generation) and round 2 (one signature
//   share) per signer; one share's check; aggregation with every share checked (one MSM of
//   3t points, ufsecp_frost_aggregate with pubshares) and aggregation checking only the result.
#include <cstring>
#include <functional>
#include <vector>

#include "bench_util.hpp"
#include "ufsecp/ufsecp_frost.h"

namespace ufsecp_bench {

namespace {

void row(const Options& o, Report& r, const std::string& name, const std::function<std::uint64_t(std::size_t)>& fn,
         std::size_t pool) {
    auto f = fn;
    const auto t = interleave(o, pool, f);
    const Spread a = t[0].pick(o.wall);
    std::printf("%-34s %11s %9s %5.1f%%\n", name.c_str(), fmt_us(a.median).c_str(), fmt_rate(a.median).c_str(),
                a.iqr_pct());
    r.add("frost/" + slug(name) + "/ufsecp", "ns/op", a.median, a.iqr_pct());
    std::fflush(stdout);
}

void id_bytes(unsigned char* out, std::size_t v) {
    std::memset(out, 0, 32);
    out[30] = (unsigned char)(v >> 8), out[31] = (unsigned char)v;
}

void dkg_rows(const Options& o, Report& r, Gen& g, std::size_t t, std::size_t n) {
    const int suite = UFSECP_FROST_TR;
    std::vector<unsigned char> ids(32 * n), coeffs(32 * t * n), cms(33 * t * n), poks(64 * n), nonce(32 * n);
    for (std::size_t i = 0; i < n; i++) {
        id_bytes(&ids[32 * i], i + 1);
        for (std::size_t k = 0; k < t; k++) random_seckey(g, &coeffs[32 * (t * i + k)]);
        random_seckey(g, &nonce[32 * i]);
        size_t pl = 64;
        need(ufsecp_frost_dkg_round1(&cms[33 * t * i], &poks[64 * i], &pl, suite, &ids[32 * i], &coeffs[32 * t * i], t,
                                     &nonce[32 * i]) == UFSECP_OK,
             "dkg round 1");
    }
    // Participant 0's received shares.
    std::vector<unsigned char> shares(32 * n);
    for (std::size_t i = 0; i < n; i++)
        need(ufsecp_frost_dkg_round2_share(&shares[32 * i], &coeffs[32 * t * i], t, &ids[0]) == UFSECP_OK, "round 2");
    const std::string p = "dkg (" + std::to_string(t) + "," + std::to_string(n) + ") ";
    std::vector<unsigned char> c1(33 * t);
    unsigned char pk[64];
    row(o, r, p + "round1", [&](std::size_t i) {
        size_t pl = 64;
        return (std::uint64_t)ufsecp_frost_dkg_round1(c1.data(), pk, &pl, suite, &ids[32 * (i % n)], &coeffs[32 * t * (i % n)], t,
                                                      &nonce[32 * (i % n)]) + pk[5];
    }, n);
    // Participant 0 checks the other n-1 packages and makes the other n-1 shares (what ZF's
    // part2 does; its own package needs no check).
    row(o, r, p + "check n-1 packages", [&](std::size_t) {
        return (std::uint64_t)ufsecp_frost_dkg_round1_verify(nullptr, suite, &ids[32], &cms[33 * t], &poks[64], n - 1, t);
    }, 1);
    row(o, r, p + "round2 n-1 shares", [&](std::size_t) {
        unsigned char s[32];
        std::uint64_t acc = 0;
        for (std::size_t j = 1; j < n; j++) acc += (std::uint64_t)ufsecp_frost_dkg_round2_share(s, &coeffs[0], t, &ids[32 * j]) + s[0];
        return acc;
    }, 1);
    row(o, r, p + "finalize", [&](std::size_t) {
        unsigned char s[32], ps[33], gk[33];
        return (std::uint64_t)ufsecp_frost_dkg_finalize(s, ps, gk, nullptr, &ids[0], ids.data(), cms.data(), shares.data(), n, t) +
               gk[3];
    }, 1);
}

void sign_rows(const Options& o, Report& r, Gen& g, std::size_t t) {
    const int suite = UFSECP_FROST_TR;
    std::vector<unsigned char> ids(32 * t), shares(32 * t), cm(33 * t), coeffs(32 * t), pss(33 * t), pns(66 * t), z(32 * t);
    unsigned char gpk[33], msg[32];
    g.bytes32(msg);
    for (std::size_t i = 0; i < t; i++) {
        id_bytes(&ids[32 * i], i + 1);
        random_seckey(g, &coeffs[32 * i]);
    }
    need(ufsecp_frost_dealer_keygen(shares.data(), cm.data(), gpk, coeffs.data(), t > 1 ? &coeffs[32] : nullptr, t, ids.data(),
                                    t) == UFSECP_OK,
         "dealer");
    std::vector<ufsecp_frost_secnonce> sn(t);
    for (std::size_t i = 0; i < t; i++) {
        need(ufsecp_frost_share_verify(&pss[33 * i], &ids[32 * i], &shares[32 * i], cm.data(), t) == UFSECP_OK, "share");
        unsigned char a[32], b[32];
        g.bytes32(a), g.bytes32(b);
        need(ufsecp_frost_nonce_gen(&sn[i], &pns[66 * i], suite, &shares[32 * i], a, b) == UFSECP_OK, "nonce");
    }
    const std::vector<ufsecp_frost_secnonce> sn0 = sn;
    for (std::size_t i = 0; i < t; i++)
        need(ufsecp_frost_sign(&z[32 * i], &sn[i], suite, &shares[32 * i], &ids[32 * i], gpk, nullptr, msg, 32, ids.data(),
                               pns.data(), t) == UFSECP_OK,
             "sign");
    const std::string p = "sign t=" + std::to_string(t) + " ";
    unsigned char ra[32], rb[32];
    g.bytes32(ra), g.bytes32(rb);
    row(o, r, p + "round1 per signer", [&](std::size_t i) {
        ufsecp_frost_secnonce s;
        unsigned char pn[66];
        return (std::uint64_t)ufsecp_frost_nonce_gen(&s, pn, suite, &shares[32 * (i % t)], ra, rb) + pn[7];
    }, t);
    row(o, r, p + "round2 per signer", [&](std::size_t i) {
        ufsecp_frost_secnonce s = sn0[i % t];
        unsigned char zz[32];
        return (std::uint64_t)ufsecp_frost_sign(zz, &s, suite, &shares[32 * (i % t)], &ids[32 * (i % t)], gpk, nullptr, msg, 32,
                                                ids.data(), pns.data(), t) + zz[0];
    }, t);
    row(o, r, p + "verify one share", [&](std::size_t i) {
        return (std::uint64_t)ufsecp_frost_verify_share(suite, &z[32 * (i % t)], &ids[32 * (i % t)], &pss[33 * (i % t)], gpk,
                                                        nullptr, msg, 32, ids.data(), pns.data(), t);
    }, t);
    row(o, r, p + "aggregate, all shares checked", [&](std::size_t) {
        unsigned char sig[65];
        size_t len = sizeof sig;
        return (std::uint64_t)ufsecp_frost_aggregate(sig, &len, nullptr, suite, gpk, nullptr, msg, 32, ids.data(), pns.data(),
                                                     z.data(), pss.data(), t) + sig[0];
    }, 1);
    row(o, r, p + "aggregate, result checked", [&](std::size_t) {
        unsigned char sig[65];
        size_t len = sizeof sig;
        return (std::uint64_t)ufsecp_frost_aggregate(sig, &len, nullptr, suite, gpk, nullptr, msg, 32, ids.data(), pns.data(),
                                                     z.data(), nullptr, t) + sig[0];
    }, 1);
    // The parsed signing package: parse once per signing (decompression, binding factors, R,
    // challenge), then each step on the object.
    size_t psize = 0;
    need(ufsecp_frost_package_size(&psize, t) == UFSECP_OK, "package size");
    std::vector<std::uint64_t> pmem((psize + 7) / 8), pmem2((psize + 7) / 8);
    auto* pkg = reinterpret_cast<ufsecp_frost_package*>(pmem.data());
    need(ufsecp_frost_package_parse(pkg, psize, suite, gpk, nullptr, msg, 32, ids.data(), pns.data(), t) == UFSECP_OK,
         "package");
    row(o, r, p + "package parse", [&](std::size_t) {
        return (std::uint64_t)ufsecp_frost_package_parse(reinterpret_cast<ufsecp_frost_package*>(pmem2.data()), psize,
                                                         suite, gpk, nullptr, msg, 32, ids.data(), pns.data(), t);
    }, 1);
    row(o, r, p + "round2 on the package", [&](std::size_t i) {
        ufsecp_frost_secnonce s = sn0[i % t];
        unsigned char zz[32];
        return (std::uint64_t)ufsecp_frost_package_sign(zz, &s, &shares[32 * (i % t)], &ids[32 * (i % t)], pkg, psize) +
               zz[0];
    }, t);
    row(o, r, p + "verify one share on the package", [&](std::size_t i) {
        return (std::uint64_t)ufsecp_frost_package_verify_share(&z[32 * (i % t)], &ids[32 * (i % t)], &pss[33 * (i % t)],
                                                                pkg, psize);
    }, t);
    row(o, r, p + "aggregate on the package, all checked", [&](std::size_t) {
        unsigned char sig[65];
        size_t len = sizeof sig;
        return (std::uint64_t)ufsecp_frost_package_aggregate(sig, &len, nullptr, pkg, psize, z.data(), pss.data()) + sig[0];
    }, 1);
    row(o, r, p + "aggregate on the package, result checked", [&](std::size_t) {
        unsigned char sig[65];
        size_t len = sizeof sig;
        return (std::uint64_t)ufsecp_frost_package_aggregate(sig, &len, nullptr, pkg, psize, z.data(), nullptr) + sig[0];
    }, 1);
}

}  // namespace

void section_frost(const Options& o, Report& r) {
    std::printf("\nFROST (-tr suite; per call)              median      ops/s   IQR\n");
    Gen g(0xf7057);
    for (auto tn : {std::pair<std::size_t, std::size_t>{2, 3}, {11, 15}, {67, 100}}) dkg_rows(o, r, g, tn.first, tn.second);
    for (std::size_t t : {2, 11, 67}) sign_rows(o, r, g, t);
}

}  // namespace ufsecp_bench
