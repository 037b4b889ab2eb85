// ufsecp-bench — block-validation estimates on one core, from the verification medians of
// the C API section (so the two are one measurement, not two).
//
//   pre-Taproot block: 3,000 ECDSA verifications
//   Taproot block:     2,000 BIP-340 Schnorr + 1,000 ECDSA verifications
// Time per block = the sum of single-verification medians; only signature checks are
// counted (no script interpretation, hashing of transactions or UTXO lookups).
#include "bench_util.hpp"

namespace ufsecp_bench {

namespace {

struct Block {
    const char* name;
    double n_ecdsa, n_schnorr;
};

void one(const Options& o, Report& r, const Block& b, double ecdsa_ns, double schnorr_ns, const char* who) {
    (void)o;
    const double ns = b.n_ecdsa * ecdsa_ns + b.n_schnorr * schnorr_ns;
    const double sigs = b.n_ecdsa + b.n_schnorr;
    std::printf("  %-13s %-36s %8.1f ms/block %9.2f blocks/s %10.0f sigs/s\n", who, b.name, ns * 1e-6, 1e9 / ns,
                sigs * 1e9 / ns);
    const std::string base = std::string("blocks/") + slug(b.name) + "/" + who;
    r.add(base + "/ms_per_block", "ms", ns * 1e-6);
    r.add(base + "/sigs_per_s", "sigs/s", sigs * 1e9 / ns);
}

}  // namespace

void section_blocks(const Options& o, Report& r, const VerifyCosts& c) {
    const Block blocks[] = {{"pre-Taproot (3000 ECDSA)", 3000, 0}, {"Taproot (2000 Schnorr + 1000 ECDSA)", 1000, 2000}};
    std::printf("\n== block-validation estimates, one core (signature verification only, from the medians above;"
                " reference: %s)\n", have_libsecp() ? meta().libsecp.c_str() : "none");
    for (const Block& b : blocks) {
        one(o, r, b, c.ecdsa_ufs, c.schnorr_ufs, "ufsecp");
        if (c.ecdsa_lib > 0) {
            one(o, r, b, c.ecdsa_lib, c.schnorr_lib, "libsecp256k1");  // the version: the section header
            const double ratio =
                (b.n_ecdsa * c.ecdsa_lib + b.n_schnorr * c.schnorr_lib) / (b.n_ecdsa * c.ecdsa_ufs + b.n_schnorr * c.schnorr_ufs);
            std::printf("  %-13s %-36s %8.2fx\n", "lib/ufs", b.name, ratio);
            r.add(std::string("blocks/") + slug(b.name) + "/ratio_libsecp_over_ufsecp", "x", ratio);
        }
    }
    std::printf("  (single verifications; the batch section below shows what batching adds)\n");
}

}  // namespace ufsecp_bench
