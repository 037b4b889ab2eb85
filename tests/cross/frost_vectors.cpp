/* ufsecp — FROST's official vectors through the C ABI only, on any platform (ctest on both field
 * tiers, scripts/test-cross.sh under qemu):
 *
 *   frost/rfc9591-cfrg/frost-secp256k1-sha256.json      RFC 9591 appendix E.5 run (2-of-3)
 *   frost/zf-frost-secp256k1/vectors.json               ZF run, RFC 9591 suite
 *   frost/zf-frost-secp256k1/vectors-big-identifier.json ZF run with identifiers 129, 256, 257
 *   frost/zf-frost-secp256k1-tr/vectors.json            ZF run, BIP-340-compatible suite
 *   frost/zf-frost-secp256k1-tr/vectors-big-identifier.json
 *   frost/zf-frost-secp256k1{,-tr}/elements.json        the invalid element is refused
 *   frost/zf-frost-secp256k1{,-tr}/vectors_dkg.json     ZF's DKG run: commitments, proofs of
 *            knowledge, round-2 shares, final shares, public shares, group key
 *   frost/bip445-frost-signing-draft/ *.json             all six files of draft BIP-445: nonce
 *            generation, nonce aggregation, sign / partial-signature verification with their
 *            error cases, tweaks, signature aggregation, deterministic signing. Each error case
 *            must give the status its error maps to (and name the same culprit). The tweak
 *            lists go in the draft's own form (items of any length, a mode list of its own
 *            length) through ufsecp_frost445_tweaks_parse, the psigs with their own count
 *            through ufsecp_frost445_partial_sig_agg: every error case reaches the C ABI.
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

#include "support/abi_check.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_frost.h"

namespace {

using namespace ufsecp::test::abi_check;

using ufsecp::test::json::Value;


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


// ZF's DKG run (2-of-3): every participant's commitments from its polynomial, the published
// proofs of knowledge accepted, the round-2 shares, and each participant's final signing share,
// public share and the group key; our own proofs verify; a corrupted share is attributed.
void dkg_run(const std::string& file, int suite) {
    const Value doc = ufsecp::test::read_vector_json(file);
    const Value& in = doc["inputs"];
    const std::size_t n = num(doc["config"]["MAX_PARTICIPANTS"]), t = num(doc["config"]["MIN_PARTICIPANTS"]);
    const std::size_t ps = suite == UFSECP_FROST_TR ? 64 : 65;
    Bytes ids(32 * n), coeffs(32 * t * n), cms(33 * t * n), poks(ps * n), my_poks(ps * n);
    for (std::size_t i = 0; i < n; i++) {
        const Value& p = in[std::to_string(i + 1)];
        id_bytes(&ids[32 * i], num(p["identifier"]));
        const Bytes a0 = unhex(p["signing_key"].str()), a1 = unhex(p["coefficient"].str());
        check(t == 2, file + ": the vector is 2-of-n");
        std::memcpy(&coeffs[32 * t * i], a0.data(), 32);
        std::memcpy(&coeffs[32 * t * i + 32], a1.data(), 32);
        for (std::size_t k = 0; k < t; k++) {
            const Bytes c = unhex(p["vss_commitments"][k].str());
            std::memcpy(&cms[33 * (t * i + k)], c.data(), 33);
        }
        const Bytes pk = unhex(p["proof_of_knowledge"].str());
        check(pk.size() == ps, file + ": proof size");
        std::memcpy(&poks[ps * i], pk.data(), ps);
        // Our round 1: the same commitments, a proof of our own.
        Bytes mycm(33 * t);
        unsigned char nonce[32];
        std::memset(nonce, 0x5a + (int)i, 32);
        size_t plen = ps;
        if (ok(ufsecp_frost_dkg_round1(mycm.data(), &my_poks[ps * i], &plen, suite, &ids[32 * i], &coeffs[32 * t * i], t,
                                       nonce),
               file + ": round 1"))
            check(mycm == Bytes(&cms[33 * t * i], &cms[33 * t * i] + 33 * t) && plen == ps, file + ": commitments");
    }
    size_t culprit = 99;
    ok(ufsecp_frost_dkg_round1_verify(&culprit, suite, ids.data(), cms.data(), poks.data(), n, t),
       file + ": the published proofs of knowledge");
    ok(ufsecp_frost_dkg_round1_verify(&culprit, suite, ids.data(), cms.data(), my_poks.data(), n, t),
       file + ": our proofs of knowledge");
    Bytes bad = poks;
    bad[ps * 1 + ps - 1] ^= 1;
    check(ufsecp_frost_dkg_round1_verify(&culprit, suite, ids.data(), cms.data(), bad.data(), n, t) ==
                  UFSECP_ERR_BAD_SIGNATURE &&
              culprit == 1,
          file + ": a bad proof is named");
    // Round 2 and finish.
    for (std::size_t j = 0; j < n; j++) {
        const Value& pj = in[std::to_string(j + 1)];
        Bytes shares(32 * n);
        for (std::size_t i = 0; i < n; i++) {
            ok(ufsecp_frost_dkg_round2_share(&shares[32 * i], &coeffs[32 * t * i], t, &ids[32 * j]), file + ": round 2");
            // The vector lists under participant j the shares it received: f_i(j) at key i.
            if (i != j)
                check(eq(&shares[32 * i], 32, pj["signing_shares"][std::to_string(i + 1)].str(), "round-2 share"),
                      file + ": round-2 share " + std::to_string(i + 1) + "->" + std::to_string(j + 1));
        }
        unsigned char s[32], p[33], g[33];
        if (ok(ufsecp_frost_dkg_finalize(s, p, g, &culprit, &ids[32 * j], ids.data(), cms.data(), shares.data(), n, t),
               file + ": finalize")) {
            if (suite == UFSECP_FROST_TR) {
                // ZF's -tr key packages come out of the DKG already Taproot-tweaked (BIP-341 key
                // path, no script tree): key Q = even(P) + t*G, share g*s + t, pubshare g*Y + t*G,
                // g = -1 when P has odd y. Recomputed here with the ABI's key functions.
                unsigned char tw[32];
                ok(ufsecp_frost_tr_taproot_tweak(tw, g, nullptr), file + ": taproot tweak");
                const bool odd = g[0] == 0x03;
                ufsecp_pubkey pp, gp;
                size_t l = 33;
                ok(ufsecp_pubkey_parse(&pp, p, 33), file + ": parse");
                ok(ufsecp_pubkey_parse(&gp, g, 33), file + ": parse");
                if (odd) {
                    ok(ufsecp_seckey_negate(s), file + ": negate");
                    ok(ufsecp_pubkey_negate(&pp), file + ": negate");
                    ok(ufsecp_pubkey_negate(&gp), file + ": negate");
                }
                ok(ufsecp_seckey_tweak_add(s, tw), file + ": tweak");
                ok(ufsecp_pubkey_tweak_add(&pp, tw), file + ": tweak");
                ok(ufsecp_pubkey_tweak_add(&gp, tw), file + ": tweak");
                ok(ufsecp_pubkey_serialize(p, &l, &pp, UFSECP_EC_COMPRESSED), file + ": serialize");
                l = 33;
                ok(ufsecp_pubkey_serialize(g, &l, &gp, UFSECP_EC_COMPRESSED), file + ": serialize");
            }
            check(eq(s, 32, pj["signing_share"].str(), "signing share"), file + ": signing share");
            check(eq(p, 33, pj["verifying_share"].str(), "verifying share"), file + ": verifying share");
            check(eq(g, 33, in["verifying_key"].str(), "group key"), file + ": group key");
        }
        Bytes sums(33 * t);
        unsigned char q[33];
        if (ok(ufsecp_frost_dkg_group_commitments(sums.data(), cms.data(), n, t), file + ": group commitments") &&
            ok(ufsecp_frost_pubshare_from_commitments(q, &ids[32 * j], sums.data(), t), file + ": pubshare"))
            check(suite == UFSECP_FROST_TR || eq(q, 33, pj["verifying_share"].str(), "verifying share"),
                  file + ": pubshare from the sums");
        Bytes cheat = shares;
        cheat[32 * ((j + 1) % n) + 5] ^= 0x40;
        check(ufsecp_frost_dkg_finalize(s, p, g, &culprit, &ids[32 * j], ids.data(), cms.data(), cheat.data(), n, t) ==
                      UFSECP_ERR_FROST_BAD_SHARE &&
                  culprit == (j + 1) % n,
              file + ": a bad share is named");
    }
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


// ---- draft BIP-445 ---------------------------------------------------------------------------

const std::string kBip = "frost/bip445-frost-signing-draft/";

Bytes opt_bytes(const Value& tc, const char* key, bool* present) {
    const Value* v = tc.find(key);
    *present = v && !v->is_null();
    return *present ? unhex(v->str()) : Bytes();
}

struct Expect {
    ufsecp_status st;
    long culprit;  // -1: none named
};

// The status an error of the vectors maps to.
Expect expect_of(const Value& err) {
    const std::string type = err["type"].str();
    if (type == "InvalidContributionError") {
        const std::string c = err["contrib"].str();
        const Value& si = err["signer_index"];
        const long idx = si.is_null() ? -1 : (long)si.num();
        if (c == "pubnonce") return {UFSECP_ERR_FROST_BAD_PUBNONCE, idx};
        if (c == "aggnonce" || c == "aggothernonce") return {UFSECP_ERR_FROST_BAD_AGGNONCE, -1};
        if (c == "psig") return {UFSECP_ERR_FROST_BAD_SHARE, idx};
        throw std::runtime_error("unknown contribution " + c);
    }
    const std::string m = err["message"].str();
    if (m.rfind("Invalid pubshare at index ", 0) == 0)
        return {UFSECP_ERR_BAD_PUBKEY, std::stol(m.substr(26))};
    if (m == "The number of signers must be between t and n.") return {UFSECP_ERR_BAD_ARG, -1};
    if (m.find("is out of range") != std::string::npos && m.find("participant identifier") != std::string::npos)
        return {UFSECP_ERR_FROST_BAD_IDENTIFIER, -1};
    if (m == "The participant identifier list contains duplicate elements.") return {UFSECP_ERR_FROST_BAD_IDENTIFIER, -1};
    if (m == "The provided key material is incorrect.") return {UFSECP_ERR_FROST_BAD_KEY_MATERIAL, -1};
    if (m.rfind("The signer's id must be present", 0) == 0 || m.rfind("The signer's pubshare must be included", 0) == 0)
        return {UFSECP_ERR_FROST_SIGNER_MISSING, -1};
    if (m == "The signer's secret share value is out of range.") return {UFSECP_ERR_BAD_SECKEY, -1};
    if (m == "first secnonce value is out of range." || m == "second secnonce value is out of range.")
        return {UFSECP_ERR_FROST_BAD_NONCE, -1};
    if (m == "The tweak value is out of range." || m == "The result of tweaking cannot be infinity.")
        return {UFSECP_ERR_BAD_TWEAK, -1};
    if (m == "The tweak must be a 32-byte array.") return {UFSECP_ERR_BAD_LENGTH, -1};
    if (m == "The tweaks and is_xonly arrays must have the same length." ||
        m == "The psigs and ids arrays must have the same length.")
        return {UFSECP_ERR_FROST_LIST_LENGTH, -1};
    throw std::runtime_error("unknown error message: " + m);
}

void expect_status(ufsecp_status got, size_t culprit, const Expect& e, const std::string& what) {
    const bool st_ok = got == e.st;
    const bool c_ok = e.culprit < 0 || culprit == (size_t)e.culprit;
    if (!st_ok || !c_ok)
        std::fprintf(stderr, "  %s: got %s culprit %zu, want %s culprit %ld\n", what.c_str(), ufsecp_status_string(got),
                     culprit, ufsecp_status_string(e.st), e.culprit);
    check(st_ok && c_ok, what);
}

// The signers context and tweaks of a case.
struct Ctx {
    std::vector<uint32_t> ids;
    Bytes pubshares, thresh_pk, tweaks;
    std::vector<int> is_xonly;
    ufsecp_frost445_signers sc;
    ufsecp_status tweak_st = UFSECP_OK;  // the draft's tweak list through ufsecp_frost445_tweaks_parse
    size_t tweak_culprit = 999;
    void build(const Value& g, const Value& tc) {
        for (const Value& v : tc["ids"].items) ids.push_back((uint32_t)v.num());
        for (const Value& v : tc["pubshare_indices"].items) {
            const Bytes b = unhex(g["pubshares"][(size_t)v.num()].str());
            pubshares.insert(pubshares.end(), b.begin(), b.end());
        }
        thresh_pk = unhex(g["thresh_pk"].str());
        std::vector<std::string> tw;
        if (tc.has("tweak_indices"))
            for (const Value& v : tc["tweak_indices"].items) tw.push_back(g["tweaks"][(size_t)v.num()].str());
        if (tc.has("tweaks"))
            for (const Value& v : tc["tweaks"].items) tw.push_back(v.str());
        if (tc.has("is_xonly"))
            for (const Value& v : tc["is_xonly"].items) is_xonly.push_back(v.boolean_value() ? 1 : 0);
        Bytes raw;
        std::vector<size_t> lens;
        for (const std::string& h : tw) {
            const Bytes b = unhex(h);
            lens.push_back(b.size());
            raw.insert(raw.end(), b.begin(), b.end());
        }
        tweaks.assign(32 * tw.size(), 0);
        tweak_st = ufsecp_frost445_tweaks_parse(tweaks.data(), &tweak_culprit, raw.data(), lens.data(), tw.size(),
                                                is_xonly.size());
        if (tweak_st != UFSECP_OK) tweaks.clear();
        sc.n = (size_t)g["n"].num();
        sc.t = (size_t)g["t"].num();
        sc.u = ids.size();
        sc.ids = ids.data();
        sc.pubshares33 = pubshares.data();
        sc.thresh_pk33 = thresh_pk.data();
    }
    const unsigned char* tw() const { return tweaks.empty() ? nullptr : tweaks.data(); }
    const int* xo() const { return is_xonly.empty() ? nullptr : is_xonly.data(); }
    size_t v() const { return is_xonly.size(); }
};

const unsigned char* ptr_or_empty(const Bytes& b) {
    static const unsigned char empty = 0;
    return b.empty() ? &empty : b.data();
}

void bip445_nonce_gen() {
    const std::string f = kBip + "nonce_gen_vectors.json";
    const Value doc = ufsecp::test::read_vector_json(f);
    for (const Value& tc : doc["valid_tests"].items) {
        const std::string what = f + " #" + std::to_string((int)tc["tc_id"].num());
        bool has_sk, has_pk, has_tpk, has_msg, has_extra, has_rand;
        const Bytes rnd = opt_bytes(tc, "rand_", &has_rand), sk = opt_bytes(tc, "secshare", &has_sk),
                    pk = opt_bytes(tc, "pubshare", &has_pk), tpk = opt_bytes(tc, "thresh_pk", &has_tpk),
                    msg = opt_bytes(tc, "msg", &has_msg), extra = opt_bytes(tc, "extra_in", &has_extra);
        ufsecp_frost445_secnonce sn, expect_sn;
        unsigned char pn[66];
        if (!ok(ufsecp_frost445_nonce_gen(&sn, pn, rnd.data(), has_sk ? sk.data() : nullptr, has_pk ? pk.data() : nullptr,
                                          has_tpk ? tpk.data() : nullptr, has_msg ? ptr_or_empty(msg) : nullptr,
                                          msg.size(), has_extra ? ptr_or_empty(extra) : nullptr, extra.size()),
                what))
            continue;
        check(eq(pn, 66, tc["expected"][1].str(), "pubnonce"), what + ": pubnonce");
        // The secret nonce equals the expected one: loaded from its bytes, it is the same object.
        const Bytes esec = unhex(tc["expected"][0].str());
        ok(ufsecp_frost445_secnonce_load(&expect_sn, esec.data()), what + ": load expected secnonce");
        check(std::memcmp(sn.data, expect_sn.data, 4 + 64) == 0, what + ": secnonce");
    }
}

void bip445_nonce_agg() {
    const std::string f = kBip + "nonce_agg_vectors.json";
    const Value doc = ufsecp::test::read_vector_json(f);
    auto pool = [&](const Value& tc) {
        Bytes b;
        for (const Value& i : tc["pubnonce_indices"].items) {
            const Bytes p = unhex(doc["pubnonces"][(size_t)i.num()].str());
            b.insert(b.end(), p.begin(), p.end());
        }
        return b;
    };
    for (const Value& tc : doc["valid_tests"].items) {
        const Bytes pns = pool(tc);
        unsigned char agg[66];
        if (ok(ufsecp_frost445_nonce_agg(agg, nullptr, pns.data(), pns.size() / 66), f + ": valid"))
            check(eq(agg, 66, tc["expected"].str(), "aggnonce"), f + ": aggnonce");
    }
    for (const Value& tc : doc["error_tests"].items) {
        const Bytes pns = pool(tc);
        unsigned char agg[66];
        size_t c = 999;
        const ufsecp_status st = ufsecp_frost445_nonce_agg(agg, &c, pns.data(), pns.size() / 66);
        expect_status(st, c, expect_of(tc["error"]), f + " #" + std::to_string((int)tc["tc_id"].num()));
    }
}

Bytes pubnonces_of(const Value& g, const Value& tc) {
    Bytes b;
    for (const Value& i : tc["pubnonce_indices"].items) {
        const Bytes p = unhex(g["pubnonces"][(size_t)i.num()].str());
        b.insert(b.end(), p.begin(), p.end());
    }
    return b;
}

// Sign (sign_verify and tweak files): valid cases and sign error cases.
void bip445_sign_case(const std::string& f, const Value& g, const Value& tc, bool valid) {
    const std::string what = f + " " + g["tg_id"].str() + " #" + std::to_string((int)tc["tc_id"].num());
    Ctx c;
    c.build(g, tc);
    const Expect e = valid ? Expect{UFSECP_OK, -1} : expect_of(tc["error"]);
    if (c.tweak_st != UFSECP_OK) {
        expect_status(c.tweak_st, c.tweak_culprit, e, what + " (tweak list)");
        return;
    }
    const Bytes sk = unhex(g["secshares"][(size_t)tc["secshare_index"].num()].str());
    const Bytes sn64 = unhex(g["secnonces"][(size_t)tc["secnonce_index"].num()].str());
    const Bytes agg = unhex(tc["aggnonce"].str()), msg = unhex(tc["msg"].str());
    ufsecp_frost445_secnonce sn;
    ufsecp_status st = ufsecp_frost445_secnonce_load(&sn, sn64.data());
    unsigned char psig[32];
    size_t culprit = 999;
    if (st == UFSECP_OK)
        st = ufsecp_frost445_sign(psig, &culprit, &sn, sk.data(), (uint32_t)tc["my_id"].num(), &c.sc, agg.data(), c.tw(),
                                  c.xo(), c.v(), ptr_or_empty(msg), msg.size());
    expect_status(st, culprit, e, what);
    if (!valid || st != UFSECP_OK) return;
    check(eq(psig, 32, tc["expected"].str(), "psig"), what + ": psig");
    // Used secnonce refused.
    unsigned char again[32];
    check(ufsecp_frost445_sign(again, nullptr, &sn, sk.data(), (uint32_t)tc["my_id"].num(), &c.sc, agg.data(), c.tw(),
                               c.xo(), c.v(), ptr_or_empty(msg), msg.size()) == UFSECP_ERR_FROST_BAD_NONCE,
          what + ": used secnonce refused");
    // The partial signature verifies (when the case lists the pubnonces).
    if (tc.has("pubnonce_indices")) {
        const Bytes pns = pubnonces_of(g, tc);
        size_t idx = 0;
        while (c.ids[idx] != (uint32_t)tc["my_id"].num()) idx++;
        ok(ufsecp_frost445_partial_sig_verify(nullptr, psig, pns.data(), &c.sc, c.tw(), c.xo(), c.v(), ptr_or_empty(msg),
                                              msg.size(), idx),
           what + ": partial_sig_verify");
    }
}

void bip445_sign_verify() {
    const std::string f = kBip + "sign_verify_vectors.json";
    const Value doc = ufsecp::test::read_vector_json(f);
    for (const Value& g : doc["test_groups"].items) {
        for (const Value& tc : g["valid_tests"].items) bip445_sign_case(f, g, tc, true);
        for (const Value& tc : g["sign_error_tests"].items) bip445_sign_case(f, g, tc, false);
        for (const char* kind : {"verify_fail_tests", "verify_error_tests"}) {
            for (const Value& tc : g[kind].items) {
                const std::string what = f + " " + g["tg_id"].str() + " #" + std::to_string((int)tc["tc_id"].num());
                Ctx c;
                c.build(g, tc);
                const Expect e = tc.has("error") ? expect_of(tc["error"]) : Expect{UFSECP_ERR_FROST_BAD_SHARE, -1};
                if (c.tweak_st != UFSECP_OK) {
                    expect_status(c.tweak_st, c.tweak_culprit, e, what + " (tweak list)");
                    continue;
                }
                const Bytes pns = pubnonces_of(g, tc), psig = unhex(tc["psig"].str()), msg = unhex(tc["msg"].str());
                size_t culprit = 999;
                const ufsecp_status st = ufsecp_frost445_partial_sig_verify(
                    &culprit, psig.data(), pns.data(), &c.sc, c.tw(), c.xo(), c.v(), ptr_or_empty(msg), msg.size(),
                    (size_t)tc["signer_index"].num());
                expect_status(st, culprit, e, what);
            }
        }
    }
}

void bip445_tweak() {
    const std::string f = kBip + "tweak_vectors.json";
    const Value doc = ufsecp::test::read_vector_json(f);
    for (const Value& g : doc["test_groups"].items) {
        for (const Value& tc : g["valid_tests"].items) bip445_sign_case(f, g, tc, true);
        for (const Value& tc : g["error_tests"].items) bip445_sign_case(f, g, tc, false);
    }
}

void bip445_sig_agg() {
    const std::string f = kBip + "sig_agg_vectors.json";
    const Value doc = ufsecp::test::read_vector_json(f);
    for (const Value& g : doc["test_groups"].items) {
        for (const char* kind : {"valid_tests", "error_tests"}) {
            const bool valid = std::string(kind) == "valid_tests";
            for (const Value& tc : g[kind].items) {
                const std::string what = f + " " + g["tg_id"].str() + " #" + std::to_string((int)tc["tc_id"].num());
                Ctx c;
                c.build(g, tc);
                const Expect e = valid ? Expect{UFSECP_OK, -1} : expect_of(tc["error"]);
                if (c.tweak_st != UFSECP_OK) {
                    expect_status(c.tweak_st, c.tweak_culprit, e, what + " (tweak list)");
                    continue;
                }
                Bytes psigs;
                for (const Value& p : tc["psigs"].items) {
                    const Bytes b = unhex(p.str());
                    if (b.size() != 32) throw std::runtime_error(what + ": a psig that is not 32 bytes");
                    psigs.insert(psigs.end(), b.begin(), b.end());
                }
                const Bytes agg = unhex(tc["aggnonce"].str()), msg = unhex(tc["msg"].str());
                unsigned char sig[64];
                size_t culprit = 999;
                const ufsecp_status st = ufsecp_frost445_partial_sig_agg(sig, &culprit, psigs.data(), psigs.size() / 32, &c.sc, agg.data(),
                                                                         c.tw(), c.xo(), c.v(), ptr_or_empty(msg),
                                                                         msg.size());
                expect_status(st, culprit, e, what);
                if (!valid || st != UFSECP_OK) continue;
                check(eq(sig, 64, tc["expected"].str(), "signature"), what + ": signature");
                unsigned char x[32], p33[33];
                if (ok(ufsecp_frost445_tweaked_key(x, p33, c.thresh_pk.data(), c.tw(), c.xo(), c.v()), what + ": key"))
                    ok(ufsecp_schnorr_verify(sig, ptr_or_empty(msg), msg.size(), x), what + ": BIP-340 verify");
            }
        }
    }
}

void bip445_det_sign() {
    const std::string f = kBip + "det_sign_vectors.json";
    const Value doc = ufsecp::test::read_vector_json(f);
    for (const Value& g : doc["test_groups"].items) {
        for (const char* kind : {"valid_tests", "error_tests"}) {
            const bool valid = std::string(kind) == "valid_tests";
            for (const Value& tc : g[kind].items) {
                const std::string what = f + " " + g["tg_id"].str() + " #" + std::to_string((int)tc["tc_id"].num());
                Ctx c;
                c.build(g, tc);
                const Expect e = valid ? Expect{UFSECP_OK, -1} : expect_of(tc["error"]);
                if (c.tweak_st != UFSECP_OK) {
                    expect_status(c.tweak_st, c.tweak_culprit, e, what + " (tweak list)");
                    continue;
                }
                bool has_other, has_rand;
                const Bytes other = opt_bytes(tc, "aggothernonce", &has_other), rnd = opt_bytes(tc, "rand", &has_rand);
                const Bytes sk = unhex(g["secshares"][(size_t)tc["secshare_index"].num()].str()), msg = unhex(tc["msg"].str());
                unsigned char pn[66], psig[32];
                size_t culprit = 999;
                const ufsecp_status st = ufsecp_frost445_deterministic_sign(
                    pn, psig, &culprit, sk.data(), (uint32_t)tc["my_id"].num(), has_other ? other.data() : nullptr, &c.sc,
                    c.tw(), c.xo(), c.v(), ptr_or_empty(msg), msg.size(), has_rand ? rnd.data() : nullptr);
                expect_status(st, culprit, e, what);
                if (!valid || st != UFSECP_OK) continue;
                check(eq(pn, 66, tc["expected"][0].str(), "pubnonce") && eq(psig, 32, tc["expected"][1].str(), "psig"),
                      what + ": pubnonce and psig");
            }
        }
    }
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
    for (auto& f : {std::pair<const char*, int>{"frost/zf-frost-secp256k1/vectors_dkg.json", UFSECP_FROST_RFC9591},
                    std::pair<const char*, int>{"frost/zf-frost-secp256k1-tr/vectors_dkg.json", UFSECP_FROST_TR}}) {
        try {
            dkg_run(f.first, f.second);
        } catch (const std::exception& e) {
            check(false, std::string(f.first) + ": " + e.what());
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
    for (void (*fn)() : {bip445_nonce_gen, bip445_nonce_agg, bip445_sign_verify, bip445_tweak, bip445_sig_agg,
                         bip445_det_sign}) {
        try {
            fn();
        } catch (const std::exception& e) {
            check(false, std::string("bip445: ") + e.what());
        }
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
