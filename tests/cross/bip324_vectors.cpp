/* ufsecp — BIP-324's official vectors through the C ABI only, on any platform (ctest natively,
 * scripts/test-cross.sh under qemu: big-endian s390x, 32-bit targets):
 *
 *   bip324/ellswift_decode_test_vectors.csv   all 76 rows: ufsecp_ellswift_decode's x
 *   bip324/packet_encoding_test_vectors.csv   all 7 rows: decoded x-coordinates, the ECDH x,
 *                                             the BIP-324 shared secret (xdh), session id,
 *                                             garbage terminators, the packet after in_idx
 *                                             earlier ones, and its decryption by the peer
 *
 *   bip324/xswiftec_inv_test_vectors.csv      all 32 rows x 8 cases: ufsecp_ellswift_xswiftec_inv
 *                                             gives the row's t, or NO_PREIMAGE where it is empty
 * Usage: bip324_vectors [vectors directory]   ($UFSECP_VECTORS_DIR, when set, wins).
 * Prints "N passed, M failed"; exits non-zero on any failure. */
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "support/abi_check.hpp"
#include "support/vectors.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_bip324.h"
#include "ufsecp/ufsecp_ellswift.h"

namespace {

using namespace ufsecp::test::abi_check;



std::string x_of(const ufsecp_pubkey& pk) {
    unsigned char x[32];
    if (ufsecp_xonly_pubkey_from_pubkey(x, nullptr, &pk) != UFSECP_OK) return "?";
    return hex(x, 32);
}

void xswiftec_inv_rows() {
    const auto csv = ufsecp::test::read_vector_csv("bip324/xswiftec_inv_test_vectors.csv");
    const std::size_t cu = csv.column("u"), cx = csv.column("x");
    int n = 0;
    for (const auto& row : csv.rows) {
        const Bytes u = unhex(row[cu]), x = unhex(row[cx]);
        for (unsigned c = 0; c < 8; c++) {
            const std::string& want = row[csv.column("case" + std::to_string(c) + "_t")];
            unsigned char t[32];
            const ufsecp_status st = ufsecp_ellswift_xswiftec_inv(t, x.data(), u.data(), c);
            const std::string what = "xswiftec_inv " + row[cu] + " case " + std::to_string(c);
            if (want.empty()) {
                check(st == UFSECP_ERR_ELLSWIFT_NO_PREIMAGE, what + " (expected no preimage)");
            } else if (ok(st, what)) {
                check(hex(t, 32) == want, what);
            }
        }
        n++;
    }
    check(n == 32, "32 xswiftec_inv rows");
}

void decode_rows() {
    const auto csv = ufsecp::test::read_vector_csv("bip324/ellswift_decode_test_vectors.csv");
    const std::size_t ce = csv.column("ellswift"), cx = csv.column("x");
    int n = 0;
    for (const auto& row : csv.rows) {
        const Bytes ell = unhex(row[ce]);
        ufsecp_pubkey pk;
        if (!ok(ufsecp_ellswift_decode(&pk, ell.data()), "decode " + row[ce])) continue;
        check(x_of(pk) == row[cx], "decode x " + row[ce]);
        n++;
    }
    check(n == 76, "76 ellswift decode rows");
}

void packet_rows() {
    const auto csv = ufsecp::test::read_vector_csv("bip324/packet_encoding_test_vectors.csv");
    auto col = [&](const std::vector<std::string>& row, const char* name) { return row[csv.column(name)]; };
    static const unsigned char mainnet[4] = {0xf9, 0xbe, 0xb4, 0xd9};
    int n = 0;
    for (const auto& row : csv.rows) {
        const std::string id = "packet row " + col(row, "in_idx");
        const Bytes priv = unhex(col(row, "in_priv_ours")), ours = unhex(col(row, "in_ellswift_ours")),
                    theirs = unhex(col(row, "in_ellswift_theirs"));
        const int initiating = std::atoi(col(row, "in_initiating").c_str());
        ufsecp_pubkey pko, pkt;
        if (!ok(ufsecp_ellswift_decode(&pko, ours.data()), id) || !ok(ufsecp_ellswift_decode(&pkt, theirs.data()), id))
            continue;
        check(x_of(pko) == col(row, "mid_x_ours"), id + " x ours");
        check(x_of(pkt) == col(row, "mid_x_theirs"), id + " x theirs");
        unsigned char x[32], secret[32];
        if (ok(ufsecp_ecdh_x(x, &pkt, priv.data()), id)) check(hex(x, 32) == col(row, "mid_x_shared"), id + " x shared");
        const Bytes& a = initiating ? ours : theirs;
        const Bytes& b = initiating ? theirs : ours;
        if (!ok(ufsecp_ellswift_xdh_bip324(secret, a.data(), b.data(), priv.data(), initiating ? 0 : 1), id)) continue;
        check(hex(secret, 32) == col(row, "mid_shared_secret"), id + " shared secret");
        ufsecp_bip324_cipher c, peer;
        if (!ok(ufsecp_bip324_cipher_init(&c, secret, initiating, mainnet), id) ||
            !ok(ufsecp_bip324_cipher_init(&peer, secret, !initiating, mainnet), id))
            continue;
        unsigned char sid[32], gs[16], gr[16];
        if (ok(ufsecp_bip324_session_id(sid, &c), id)) check(hex(sid, 32) == col(row, "out_session_id"), id + " session id");
        if (ok(ufsecp_bip324_garbage_terminators(gs, gr, &c), id)) {
            check(hex(gs, 16) == col(row, "mid_send_garbage_terminator"), id + " send terminator");
            check(hex(gr, 16) == col(row, "mid_recv_garbage_terminator"), id + " recv terminator");
        }
        const int idx = std::atoi(col(row, "in_idx").c_str());
        bool seek_ok = true;
        for (int i = 0; i < idx && seek_ok; i++) {
            unsigned char p[UFSECP_BIP324_EXPANSION];
            size_t len = sizeof p, clen = 0;
            uint32_t l = 1;
            int ign = -1;
            seek_ok = ufsecp_bip324_encrypt(p, &len, &c, nullptr, 0, nullptr, 0, 0) == UFSECP_OK &&
                      ufsecp_bip324_decrypt_length(&l, &peer, p) == UFSECP_OK && l == 0 &&
                      ufsecp_bip324_decrypt(nullptr, &clen, &ign, &peer, p + 3, len - 3, nullptr, 0) == UFSECP_OK;
        }
        check(seek_ok, id + " earlier packets");
        Bytes contents;
        const Bytes unit = unhex(col(row, "in_contents")), aad = unhex(col(row, "in_aad"));
        for (int i = 0, m = std::atoi(col(row, "in_multiply").c_str()); i < m; i++)
            contents.insert(contents.end(), unit.begin(), unit.end());
        const int ignore = std::atoi(col(row, "in_ignore").c_str());
        Bytes out(contents.size() + UFSECP_BIP324_EXPANSION);
        size_t out_len = out.size();
        if (!ok(ufsecp_bip324_encrypt(out.data(), &out_len, &c, contents.data(), contents.size(),
                                      aad.empty() ? nullptr : aad.data(), aad.size(), ignore),
                id + " encrypt"))
            continue;
        const std::string got = hex(out.data(), out_len), full = col(row, "out_ciphertext"),
                          tail = col(row, "out_ciphertext_endswith");
        if (!full.empty()) check(got == full, id + " ciphertext");
        if (!tail.empty())
            check(got.size() >= tail.size() && got.compare(got.size() - tail.size(), tail.size(), tail) == 0,
                  id + " ciphertext ending");
        uint32_t l = 0;
        Bytes back(contents.size() + 1);
        size_t blen = back.size();
        int ign = -1;
        if (ok(ufsecp_bip324_decrypt_length(&l, &peer, out.data()), id) &&
            ok(ufsecp_bip324_decrypt(back.data(), &blen, &ign, &peer, out.data() + 3, out_len - 3,
                                     aad.empty() ? nullptr : aad.data(), aad.size()),
               id + " decrypt"))
            check(l == contents.size() && blen == contents.size() && ign == ignore &&
                      std::memcmp(back.data(), contents.data(), blen) == 0,
                  id + " decrypted contents");
        n++;
    }
    check(n == 7, "7 packet rows");
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
        decode_rows();
        xswiftec_inv_rows();
        packet_rows();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "FAILED: %s\n", e.what());
        failed++;
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
