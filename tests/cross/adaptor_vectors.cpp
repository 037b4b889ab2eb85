/* ufsecp — the adaptor-signature and DLEQ vectors through the C ABI only, on any platform: run
 * natively by ctest (both field tiers) and under qemu-user by scripts/test-cross.sh, so they
 * also pass on big-endian s390x and on the 32-bit tiers:
 *
 *   dlcspecs  adaptor/dlcspecs_ecdsa_adaptor.json, all 11 cases: verification (and decryption
 *             to the vector's signature, recovery of the decryption key), recovery (incl. the
 *             wrong-R case), serialization (accepted and rejected encodings)
 *   BIP-374   bip374/test_vectors_generate_proof.csv (11 rows: the proof byte for byte or the
 *             failure) and test_vectors_verify_proof.csv (15 rows)
 *   Schnorr   adaptor round trips (pre-sign, pre-verify, adapt, verify, extract) on fixed keys,
 *             both parities of R + T (no official vectors exist)
 *
 * Usage: adaptor_vectors [vectors directory]   ($UFSECP_VECTORS_DIR, when set, wins).
 * Prints "N passed, M failed"; exits non-zero on any failure. */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/abi_check.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_adaptor.h"
#include "ufsecp/ufsecp_dleq.h"

namespace {

using namespace ufsecp::test::abi_check;

using ufsecp::test::json::Value;


bool st_is(ufsecp_status st, ufsecp_status want, const std::string& what) {
    check(st == want, what + " (" + ufsecp_status_string(st) + ", want " + ufsecp_status_string(want) + ")");
    return st == want;
}

bool parse(ufsecp_pubkey& pk, const std::string& h) {
    if (h == "INFINITY") return false;
    const Bytes b = unhex(h);
    return ufsecp_pubkey_parse(&pk, b.data(), b.size()) == UFSECP_OK;
}

void dlcspecs() {
    const Value v = ufsecp::test::read_vector_json("adaptor/dlcspecs_ecdsa_adaptor.json");
    check(v.size() == 11, "dlcspecs: 11 cases");
    for (std::size_t i = 0; i < v.size(); i++) {
        const Value& c = v[i];
        const std::string kind = c["kind"].str();
        const std::string what = "dlcspecs #" + std::to_string(i) + " " + kind;
        const bool error = c.has("error") && !c["error"].is_null();
        const Bytes asig = unhex(c["adaptor_sig"].str());
        if (asig.size() != 162) {
            check(false, what + " size");
            continue;
        }
        if (kind == "verification") {
            ufsecp_pubkey pk, ek;
            check(parse(pk, c["public_signing_key"].str()) && parse(ek, c["encryption_key"].str()), what + " keys");
            const Bytes msg = unhex(c["message_hash"].str());
            st_is(ufsecp_ecdsa_adaptor_verify(asig.data(), &pk, msg.data(), &ek),
                  error ? UFSECP_ERR_VERIFY_FAILED : UFSECP_OK, what + " verify");
            if (error) continue;
            const Bytes y = unhex(c["decryption_key"].str());
            unsigned char sig[64], yr[32];
            if (st_is(ufsecp_ecdsa_adaptor_decrypt(sig, y.data(), asig.data()), UFSECP_OK, what + " decrypt"))
                check(eq(sig, 64, c["signature"].str()), what + " decrypted signature");
            const Bytes vsig = unhex(c["signature"].str());
            if (st_is(ufsecp_ecdsa_adaptor_recover(yr, vsig.data(), asig.data(), &ek), UFSECP_OK, what + " recover"))
                check(eq(yr, 32, c["decryption_key"].str()), what + " recovered key");
        } else if (kind == "recovery") {
            ufsecp_pubkey ek;
            check(parse(ek, c["encryption_key"].str()), what + " key");
            const Bytes sig = unhex(c["signature"].str());
            unsigned char yr[32];
            const ufsecp_status st = ufsecp_ecdsa_adaptor_recover(yr, sig.data(), asig.data(), &ek);
            if (error) {
                st_is(st, UFSECP_ERR_ADAPTOR_MISMATCH, what + " refused");
            } else if (st_is(st, UFSECP_OK, what + " recover")) {
                check(eq(yr, 32, c["decryption_key"].str()), what + " recovered key");
            }
        } else if (kind == "serialization") {
            st_is(ufsecp_ecdsa_adaptor_check(asig.data()), error ? UFSECP_ERR_BAD_ADAPTOR_SIG : UFSECP_OK,
                  what + " parse");
        } else {
            check(false, what + ": unknown kind");
        }
    }
}

void bip374_generate() {
    const auto csv = ufsecp::test::read_vector_csv("bip374/test_vectors_generate_proof.csv");
    const std::size_t cG = csv.column("point_G"), cA = csv.column("scalar_a"), cB = csv.column("point_B"),
                      cR = csv.column("auxrand_r"), cM = csv.column("message"), cP = csv.column("result_proof");
    check(csv.rows.size() == 11, "bip374 generate: 11 rows");
    for (const auto& row : csv.rows) {
        const std::string what = "bip374 generate #" + row[0];
        ufsecp_pubkey G, B;
        check(parse(G, row[cG]), what + " G");
        const Bytes a = unhex(row[cA]), aux = unhex(row[cR]), msg = unhex(row[cM]);
        const unsigned char* m = msg.empty() ? nullptr : msg.data();
        unsigned char proof[64];
        if (!parse(B, row[cB])) {  // B = infinity: never a parsed key
            check(row[cP] == "INVALID" && row[cB] == "INFINITY", what + " B parses");
            std::memset(&B, 0, sizeof B);
            st_is(ufsecp_dleq_prove(proof, a.data(), &B, aux.data(), m, &G, nullptr, nullptr), UFSECP_ERR_BAD_PUBKEY,
                  what + " infinite B");
            continue;
        }
        const ufsecp_status st = ufsecp_dleq_prove(proof, a.data(), &B, aux.data(), m, &G, nullptr, nullptr);
        if (row[cP] == "INVALID") {
            st_is(st, UFSECP_ERR_BAD_SECKEY, what + " refused");
        } else if (st_is(st, UFSECP_OK, what + " prove")) {
            check(eq(proof, 64, row[cP]), what + " proof bytes");
        }
    }
}

void bip374_verify() {
    const auto csv = ufsecp::test::read_vector_csv("bip374/test_vectors_verify_proof.csv");
    const std::size_t cG = csv.column("point_G"), cA = csv.column("point_A"), cB = csv.column("point_B"),
                      cC = csv.column("point_C"), cP = csv.column("proof"), cM = csv.column("message"),
                      cR = csv.column("result_success");
    check(csv.rows.size() == 15, "bip374 verify: 15 rows");
    for (const auto& row : csv.rows) {
        const std::string what = "bip374 verify #" + row[0];
        ufsecp_pubkey G, A, B, C;
        check(parse(G, row[cG]) && parse(A, row[cA]) && parse(B, row[cB]) && parse(C, row[cC]), what + " points");
        const Bytes proof = unhex(row[cP]), msg = unhex(row[cM]);
        st_is(ufsecp_dleq_verify(proof.data(), &A, &B, &C, msg.empty() ? nullptr : msg.data(), &G),
              row[cR] == "TRUE" ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED, what);
    }
}

void schnorr_round_trips() {
    int parity[2] = {0, 0};
    for (int i = 1; i <= 16; i++) {
        const std::string what = "schnorr adaptor #" + std::to_string(i);
        unsigned char d[32] = {0}, t[32] = {0}, msg[32];
        d[31] = (unsigned char)i;
        d[0] = 0x11;
        t[31] = (unsigned char)(3 * i + 1);
        t[1] = 0x5a;
        for (int j = 0; j < 32; j++) msg[j] = (unsigned char)(i * 7 + j);
        ufsecp_keypair kp;
        ufsecp_pubkey T;
        unsigned char px[32], pre[65], sig[64], t2[32];
        if (!st_is(ufsecp_keypair_create(&kp, d), UFSECP_OK, what + " keypair") ||
            !st_is(ufsecp_pubkey_create(&T, t), UFSECP_OK, what + " T") ||
            !st_is(ufsecp_keypair_xonly_pubkey(px, nullptr, &kp), UFSECP_OK, what + " xonly") ||
            !st_is(ufsecp_schnorr_adaptor_presign(pre, msg, 32, &kp, &T, nullptr), UFSECP_OK, what + " presign"))
            continue;
        parity[pre[0] & 1]++;
        st_is(ufsecp_schnorr_adaptor_verify(pre, msg, 32, px, &T), UFSECP_OK, what + " pre-verify");
        if (st_is(ufsecp_schnorr_adaptor_adapt(sig, t, pre), UFSECP_OK, what + " adapt"))
            st_is(ufsecp_schnorr_verify(sig, msg, 32, px), UFSECP_OK, what + " BIP-340 verify");
        if (st_is(ufsecp_schnorr_adaptor_extract(t2, sig, pre), UFSECP_OK, what + " extract"))
            check(std::memcmp(t2, t, 32) == 0, what + " extracted t");
    }
    check(parity[0] > 0 && parity[1] > 0, "schnorr adaptor: both parities of R + T");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 2) {
        std::fprintf(stderr, "usage: %s [vectors directory]\n", argv[0]);
        return 2;
    }
    const char* env = std::getenv("UFSECP_VECTORS_DIR");
    if (argc == 2 && !(env && *env)) setenv("UFSECP_VECTORS_DIR", argv[1], 1);
    try {
        dlcspecs();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "FAILED: %s\n", e.what());
        failed++;
    }
    try {
        bip374_generate();
        bip374_verify();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "FAILED: %s\n", e.what());
        failed++;
    }
    schnorr_round_trips();
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
