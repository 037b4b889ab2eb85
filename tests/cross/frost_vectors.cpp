/* ufsecp — FROST's official vectors through the C ABI only, on any platform (ctest on both field
 * tiers, scripts/test-cross.sh under qemu):
 *
 *   frost/rfc9591-cfrg/frost-secp256k1-sha256.json      RFC 9591 appendix E.5 run (2-of-3)
 *   frost/zf-frost-secp256k1/vectors.json               ZF run, RFC 9591 suite
 *   frost/zf-frost-secp256k1/vectors-big-identifier.json ZF run with identifiers 129, 256, 257
 *   frost/zf-frost-secp256k1-tr/vectors.json            ZF run, BIP-340-compatible suite
 *   frost/zf-frost-secp256k1-tr/vectors-big-identifier.json
 *   frost/zf-frost-secp256k1{,-tr}/elements.json        the invalid element is refused
 *
 * For each run: the dealer's shares and group key from the polynomial, each share checked
 * against the commitments, round one (nonces' commitments from the given randomness), round two
 * (signature shares), share verification, aggregation (with and without the share check) and
 * verification of the signature; the -tr signatures also by BIP-340 (ufsecp_schnorr_verify).
 *
 * Usage: frost_vectors [vectors directory]   ($UFSECP_VECTORS_DIR, when set, wins).
 * Prints "N passed, M failed"; exits non-zero on any failure. */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_frost.h"

namespace {

using ufsecp::test::json::Value;
using Bytes = std::vector<unsigned char>;

int passed = 0, failed = 0;

void check(bool ok, const std::string& what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        std::fprintf(stderr, "FAILED: %s\n", what.c_str());
    }
}

bool ok(ufsecp_status st, const std::string& what) {
    check(st == UFSECP_OK, what + " (" + ufsecp_status_string(st) + ")");
    return st == UFSECP_OK;
}

int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

Bytes unhex(const std::string& h) {
    if (h.size() % 2) throw std::runtime_error("odd hex length: " + h);
    Bytes b(h.size() / 2);
    for (std::size_t i = 0; i < b.size(); i++) {
        const int hi = hexval(h[2 * i]), lo = hexval(h[2 * i + 1]);
        if (hi < 0 || lo < 0) throw std::runtime_error("bad hex: " + h);
        b[i] = static_cast<unsigned char>(hi * 16 + lo);
    }
    return b;
}

std::string hex(const unsigned char* p, std::size_t n) {
    std::string s;
    char b[3];
    for (std::size_t i = 0; i < n; i++) {
        std::snprintf(b, sizeof b, "%02x", p[i]);
        s += b;
    }
    return s;
}

bool eq(const unsigned char* p, std::size_t n, const std::string& h, const std::string& what) {
    const bool same = Bytes(p, p + n) == unhex(h);
    if (!same) std::fprintf(stderr, "  %s: got %s want %s\n", what.c_str(), hex(p, n).c_str(), h.c_str());
    return same;
}

// Identifier i (a JSON number) as 32 bytes big-endian.
void id_bytes(unsigned char out[32], unsigned v) {
    std::memset(out, 0, 32);
    out[28] = (unsigned char)(v >> 24), out[29] = (unsigned char)(v >> 16);
    out[30] = (unsigned char)(v >> 8), out[31] = (unsigned char)v;
}

unsigned num(const Value& v) { return v.is_string() ? (unsigned)std::stoul(v.str()) : (unsigned)v.num(); }

void signing_run(const std::string& file, int suite) {
    const Value doc = ufsecp::test::read_vector_json(file);
    const Value& in = doc["inputs"];
    const std::string pk_hex = in.has("group_public_key") ? in["group_public_key"].str() : in["verifying_key_key"].str();
    const Bytes pk = unhex(pk_hex), secret = unhex(in["group_secret_key"].str()), msg = unhex(in["message"].str());
    const std::size_t t = num(doc["config"]["MIN_PARTICIPANTS"]);

    // Dealer: shares of the listed participants from the polynomial.
    Bytes coeffs;
    for (const Value& c : doc["inputs"]["share_polynomial_coefficients"].items) {
        const Bytes b = unhex(c.str());
        coeffs.insert(coeffs.end(), b.begin(), b.end());
    }
    const Value& shares = in["participant_shares"];
    const std::size_t nsh = shares.size();
    Bytes ids(32 * nsh), sh(32 * nsh), cm(33 * t);
    unsigned char gpk[33];
    for (std::size_t i = 0; i < nsh; i++) id_bytes(&ids[32 * i], num(shares[i]["identifier"]));
    if (ok(ufsecp_frost_dealer_keygen(sh.data(), cm.data(), gpk, secret.data(), coeffs.data(), t, ids.data(), nsh),
           file + ": dealer")) {
        check(eq(gpk, 33, pk_hex, "group key"), file + ": group key");
        for (std::size_t i = 0; i < nsh; i++) {
            check(eq(&sh[32 * i], 32, shares[i]["participant_share"].str(), "share"), file + ": share " + std::to_string(i));
            unsigned char ps[33];
            ok(ufsecp_frost_share_verify(ps, &ids[32 * i], &sh[32 * i], cm.data(), t), file + ": share check");
        }
    }
    auto share_of = [&](unsigned id) -> Bytes {
        for (std::size_t i = 0; i < nsh; i++)
            if (num(shares[i]["identifier"]) == id) return unhex(shares[i]["participant_share"].str());
        throw std::runtime_error("no share for identifier " + std::to_string(id));
    };

    // Round one.
    const Value& r1 = doc["round_one_outputs"]["outputs"];
    const std::size_t n = r1.size();
    Bytes sids(32 * n), pubnonces(66 * n), pubshares(33 * n), sigshares(32 * n);
    std::vector<ufsecp_frost_secnonce> sec(n);
    for (std::size_t i = 0; i < n; i++) {
        const unsigned id = num(r1[i]["identifier"]);
        id_bytes(&sids[32 * i], id);
        const Bytes s = share_of(id), hr = unhex(r1[i]["hiding_nonce_randomness"].str()),
                    br = unhex(r1[i]["binding_nonce_randomness"].str());
        ok(ufsecp_frost_nonce_gen(&sec[i], &pubnonces[66 * i], suite, s.data(), hr.data(), br.data()),
           file + ": nonce_gen");
        check(eq(&pubnonces[66 * i], 33, r1[i]["hiding_nonce_commitment"].str(), "hiding commitment") &&
                  eq(&pubnonces[66 * i + 33], 33, r1[i]["binding_nonce_commitment"].str(), "binding commitment"),
              file + ": commitments of " + std::to_string(id));
        unsigned char ps[33];
        ok(ufsecp_frost_pubshare_from_commitments(ps, &sids[32 * i], cm.data(), t), file + ": pubshare");
        std::memcpy(&pubshares[33 * i], ps, 33);
    }
    // Round two.
    const Value& r2 = doc["round_two_outputs"]["outputs"];
    for (std::size_t i = 0; i < n; i++) {
        const unsigned id = num(r1[i]["identifier"]);
        const Bytes s = share_of(id);
        if (!ok(ufsecp_frost_sign(&sigshares[32 * i], &sec[i], suite, s.data(), &sids[32 * i], pk.data(), nullptr,
                                  msg.data(), msg.size(), sids.data(), pubnonces.data(), n),
                file + ": sign"))
            continue;
        check(eq(&sigshares[32 * i], 32, r2[i]["sig_share"].str(), "sig share"), file + ": sig share of " + std::to_string(id));
        ufsecp_frost_secnonce again = sec[i];
        unsigned char z2[32];
        check(ufsecp_frost_sign(z2, &again, suite, s.data(), &sids[32 * i], pk.data(), nullptr, msg.data(), msg.size(),
                                sids.data(), pubnonces.data(), n) == UFSECP_ERR_FROST_BAD_NONCE,
              file + ": used secnonce refused");
        ok(ufsecp_frost_verify_share(suite, &sigshares[32 * i], &sids[32 * i], &pubshares[33 * i], pk.data(), nullptr,
                                     msg.data(), msg.size(), sids.data(), pubnonces.data(), n),
           file + ": verify share");
    }
    // Aggregation, with and without the share checks; verification.
    const std::string sig_hex = doc["final_output"]["sig"].str();
    for (int with_pub = 0; with_pub < 2; with_pub++) {
        unsigned char sig[65];
        size_t len = sizeof sig, culprit = 99;
        if (ok(ufsecp_frost_aggregate(sig, &len, &culprit, suite, pk.data(), nullptr, msg.data(), msg.size(),
                                      sids.data(), pubnonces.data(), sigshares.data(),
                                      with_pub ? pubshares.data() : nullptr, n),
               file + ": aggregate")) {
            check(eq(sig, len, sig_hex, "signature"), file + ": signature");
            ok(ufsecp_frost_verify(suite, sig, len, msg.data(), msg.size(), pk.data(), nullptr), file + ": verify");
            if (suite == UFSECP_FROST_TR) {
                unsigned char xo[32];
                ok(ufsecp_frost_tr_output_key(xo, pk.data(), nullptr), file + ": output key");
                ok(ufsecp_schnorr_verify(sig, msg.data(), msg.size(), xo), file + ": BIP-340 verify");
            }
        }
    }
    // One corrupted share: named.
    Bytes bad = sigshares;
    bad[32 * (n - 1) + 31] ^= 1;
    unsigned char sig[65];
    size_t len = sizeof sig, culprit = 99;
    check(ufsecp_frost_aggregate(sig, &len, &culprit, suite, pk.data(), nullptr, msg.data(), msg.size(), sids.data(),
                                 pubnonces.data(), bad.data(), pubshares.data(), n) == UFSECP_ERR_FROST_BAD_SHARE &&
              culprit == n - 1,
          file + ": corrupted share named");
}

void invalid_element(const std::string& file, int suite) {
    const Value doc = ufsecp::test::read_vector_json(file);
    const Bytes el = unhex(doc["elements"]["invalid_element"].str());
    unsigned char ps[33];
    check(ufsecp_frost_pubshare_from_commitments(ps, Bytes(32, 1).data(), el.data(), 1) == UFSECP_ERR_BAD_PUBKEY,
          file + ": invalid element as a commitment");
    unsigned char xo[32];
    if (suite == UFSECP_FROST_TR)
        check(ufsecp_frost_tr_output_key(xo, el.data(), nullptr) == UFSECP_ERR_BAD_PUBKEY,
              file + ": invalid element as the group key");
    Bytes ids(32, 0), pn(66, 0);
    ids[31] = 1;
    std::memcpy(pn.data(), el.data(), 33);
    std::memcpy(pn.data() + 33, el.data(), 33);
    unsigned char sig[65] = {0}, z[32] = {1};
    size_t len = sizeof sig;
    const Bytes g = unhex("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
    check(ufsecp_frost_aggregate(sig, &len, nullptr, suite, g.data(), nullptr, nullptr, 0, ids.data(), pn.data(), z,
                                 nullptr, 1) == UFSECP_ERR_FROST_BAD_PUBNONCE,
          file + ": invalid element as a nonce commitment");
}

}  // namespace

int main(int argc, char** argv) {
    const char* env = std::getenv("UFSECP_VECTORS_DIR");
    if (argc == 2 && !(env && *env)) setenv("UFSECP_VECTORS_DIR", argv[1], 1);
    const char* groups[][2] = {{"frost/rfc9591-cfrg/frost-secp256k1-sha256.json", "0"},
                               {"frost/zf-frost-secp256k1/vectors.json", "0"},
                               {"frost/zf-frost-secp256k1/vectors-big-identifier.json", "0"},
                               {"frost/zf-frost-secp256k1-tr/vectors.json", "1"},
                               {"frost/zf-frost-secp256k1-tr/vectors-big-identifier.json", "1"}};
    for (auto& g : groups) {
        try {
            signing_run(g[0], g[1][0] == '1' ? UFSECP_FROST_TR : UFSECP_FROST_RFC9591);
        } catch (const std::exception& e) {
            check(false, std::string(g[0]) + ": " + e.what());
        }
    }
    for (auto& f : {std::pair<const char*, int>{"frost/zf-frost-secp256k1/elements.json", UFSECP_FROST_RFC9591},
                    std::pair<const char*, int>{"frost/zf-frost-secp256k1-tr/elements.json", UFSECP_FROST_TR}}) {
        try {
            invalid_element(f.first, f.second);
        } catch (const std::exception& e) {
            check(false, std::string(f.first) + ": " + e.what());
        }
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
