// Random MuSig2 sessions computed through ufsecp's C ABI, one JSON object per line, for the
// differential test against tests/ref/musig_ref.py (an independent reference written from
// BIP-327's pseudocode; ctest musig_pyref runs `musig_ref.py --check <this program>`).
// Each case: 1..8 signers (some keys repeated), 0..4 random plain / x-only tweaks, a message
// of 0..70 bytes, NonceGen with and without the secret key and with extra input, every
// partial signature, the final signature and DeterministicSign for signer 0.
#include <cstdio>
#include <string>
#include <vector>

#include "support/test_rng.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_musig.h"

namespace {

using Bytes = std::vector<unsigned char>;

std::string hex(const unsigned char* p, std::size_t n) {
    static const char* d = "0123456789abcdef";
    std::string s;
    for (std::size_t i = 0; i < n; i++) {
        s += d[p[i] >> 4];
        s += d[p[i] & 15];
    }
    return s;
}
std::string hex(const Bytes& b) { return hex(b.data(), b.size()); }

std::string arr(const std::vector<std::string>& v, bool quote = true) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); i++) s += (i ? "," : "") + (quote ? "\"" + v[i] + "\"" : v[i]);
    return s + "]";
}

void need(ufsecp_status st, const char* what) {
    if (st != UFSECP_OK) {
        std::fprintf(stderr, "%s: %s\n", what, ufsecp_status_string(st));
        std::exit(1);
    }
}

}  // namespace

int main() {
    ufsecp::test::Rng rng(0x9e7);
    const int cases = ufsecp::test::iters(8);
    for (int c = 0; c < cases; c++) {
        const std::size_t n = 1 + rng.u32() % 8;
        std::vector<Bytes> sks(n, Bytes(32));
        std::vector<ufsecp_keypair> kps(n);
        std::vector<ufsecp_pubkey> pubs(n);
        std::vector<std::string> jsk, jpk, jrand, jextra, jwith, jpn, jps, jtw, jxo;
        for (std::size_t i = 0; i < n; i++) {
            if (i >= 2 && rng.u32() % 4 == 0) {
                sks[i] = sks[0];
            } else {
                do rng.bytes(sks[i].data(), 32);
                while (ufsecp_seckey_verify(sks[i].data()) != UFSECP_OK);
            }
            need(ufsecp_keypair_create(&kps[i], sks[i].data()), "keypair");
            need(ufsecp_pubkey_create(&pubs[i], sks[i].data()), "pubkey");
            unsigned char c33[33];
            std::size_t len = 33;
            need(ufsecp_pubkey_serialize(c33, &len, &pubs[i], UFSECP_EC_COMPRESSED), "serialize");
            jsk.push_back(hex(sks[i]));
            jpk.push_back(hex(c33, 33));
        }
        std::vector<const ufsecp_pubkey*> kp;
        for (auto& p : pubs) kp.push_back(&p);
        ufsecp_musig_keyagg_cache cache;
        need(ufsecp_musig_pubkey_agg(nullptr, &cache, kp.data(), n), "pubkey_agg");
        const std::size_t nt = rng.u32() % 5;
        Bytes tweaks;
        std::vector<int> xo;
        for (std::size_t t = 0; t < nt; t++) {
            unsigned char tw[32];
            rng.bytes(tw, 32);
            tw[0] &= 0x7f;
            const int x = static_cast<int>(rng.u32() & 1);
            need(x ? ufsecp_musig_pubkey_xonly_tweak_add(nullptr, &cache, tw)
                   : ufsecp_musig_pubkey_ec_tweak_add(nullptr, &cache, tw),
                 "tweak");
            tweaks.insert(tweaks.end(), tw, tw + 32);
            xo.push_back(x);
            jtw.push_back(hex(tw, 32));
            jxo.push_back(std::to_string(x));
        }
        ufsecp_pubkey q;
        unsigned char q33[33], aggpk[32];
        std::size_t qlen = 33;
        need(ufsecp_musig_pubkey_get(&q, &cache), "pubkey_get");
        need(ufsecp_pubkey_serialize(q33, &qlen, &q, UFSECP_EC_COMPRESSED), "serialize q");
        need(ufsecp_xonly_pubkey_from_pubkey(aggpk, nullptr, &q), "xonly q");
        Bytes msg(rng.u32() % 71);
        rng.bytes(msg.data(), msg.size());
        std::vector<ufsecp_musig_secnonce> sns(n);
        std::vector<ufsecp_musig_pubnonce> pns(n);
        std::vector<const ufsecp_musig_pubnonce*> pp;
        for (std::size_t i = 0; i < n; i++) {
            unsigned char rnd[32], extra[32];
            rng.bytes(rnd, 32);
            rnd[0] |= 1;
            const std::size_t el = rng.u32() % 33;
            rng.bytes(extra, el);
            jrand.push_back(hex(rnd, 32));
            jextra.push_back(hex(extra, el));
            const bool with_sk = rng.u32() & 1;
            jwith.push_back(with_sk ? "true" : "false");
            need(ufsecp_musig_nonce_gen(&sns[i], &pns[i], rnd, with_sk ? sks[i].data() : nullptr, &pubs[i],
                                        msg.data() ? msg.data() : rnd, msg.size(), aggpk, extra, el),
                 "nonce_gen");
            unsigned char out[66];
            need(ufsecp_musig_pubnonce_serialize(out, &pns[i]), "pubnonce_serialize");
            jpn.push_back(hex(out, 66));
            pp.push_back(&pns[i]);
        }
        ufsecp_musig_aggnonce agg;
        unsigned char agg66[66];
        need(ufsecp_musig_nonce_agg(&agg, pp.data(), n), "nonce_agg");
        need(ufsecp_musig_aggnonce_serialize(agg66, &agg), "aggnonce_serialize");
        ufsecp_musig_session sess;
        need(ufsecp_musig_nonce_process(&sess, &agg, msg.data(), msg.size(), &cache, nullptr), "nonce_process");
        std::vector<ufsecp_musig_partial_sig> ps(n);
        std::vector<const ufsecp_musig_partial_sig*> psp;
        for (std::size_t i = 0; i < n; i++) {
            need(ufsecp_musig_partial_sign(&ps[i], &sns[i], &kps[i], &cache, &sess), "partial_sign");
            unsigned char out[32];
            need(ufsecp_musig_partial_sig_serialize(out, &ps[i]), "psig serialize");
            jps.push_back(hex(out, 32));
            psp.push_back(&ps[i]);
        }
        unsigned char sig[64];
        need(ufsecp_musig_partial_sig_agg(sig, &sess, psp.data(), n), "partial_sig_agg");
        std::string line = "{\"pks\":" + arr(jpk) + ",\"sks\":" + arr(jsk) + ",\"tweaks\":" + arr(jtw) +
                           ",\"xonly\":" + arr(jxo, false) + ",\"q\":\"" + hex(q33, 33) + "\",\"msg\":\"" + hex(msg) +
                           "\",\"rands\":" + arr(jrand) + ",\"extras\":" + arr(jextra) +
                           ",\"with_sk\":" + arr(jwith, false) + ",\"pubnonces\":" + arr(jpn) + ",\"aggnonce\":\"" +
                           hex(agg66, 66) + "\",\"psigs\":" + arr(jps) + ",\"sig\":\"" + hex(sig, 64) + "\"";
        if (n >= 2) {
            // DeterministicSign for signer 0 against the aggregate of the others' nonces.
            ufsecp_musig_aggnonce other;
            unsigned char other66[66], rnd[32], out66[66], out32[32];
            need(ufsecp_musig_nonce_agg(&other, pp.data() + 1, n - 1), "nonce_agg others");
            need(ufsecp_musig_aggnonce_serialize(other66, &other), "serialize others");
            const bool with_rand = rng.u32() & 1;
            rng.bytes(rnd, 32);
            ufsecp_musig_partial_sig dps;
            ufsecp_musig_pubnonce dpn;
            const ufsecp_status st = ufsecp_musig_deterministic_sign(
                &dps, &dpn, &kps[0], other66, kp.data(), n, tweaks.empty() ? nullptr : tweaks.data(),
                xo.empty() ? nullptr : xo.data(), nt, msg.data() ? msg.data() : rnd, msg.size(),
                with_rand ? rnd : nullptr);
            // An aggregate of the others' nonces with an infinite half is not a valid
            // aggothernonce (BIP-327 reads it with cpoint): skip DeterministicSign then.
            if (st == UFSECP_OK) {
                need(ufsecp_musig_pubnonce_serialize(out66, &dpn), "det pubnonce");
                need(ufsecp_musig_partial_sig_serialize(out32, &dps), "det psig");
                line += ",\"det_rand\":\"" + (with_rand ? hex(rnd, 32) : std::string()) + "\",\"det_pubnonce\":\"" +
                        hex(out66, 66) + "\",\"det_psig\":\"" + hex(out32, 32) + "\"";
            } else if (st != UFSECP_ERR_BAD_AGGNONCE) {
                need(st, "deterministic_sign");
            }
        }
        std::printf("%s}\n", line.c_str());
    }
    return 0;
}
