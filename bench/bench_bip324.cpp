// ufsecp-bench — ElligatorSwift and BIP-324 through the C API: ellswift encode, decode, create
// (key generation + encoding) and the BIP-324 x-only ECDH, against libsecp256k1's ellswift
// module (0.7.1 has it; both sides' outputs are checked byte-equal before anything is timed);
// then BIP-324 packet encryption and decryption (length + header + contents + tag) of 1 KiB and
// 64 KiB contents, ufsecp alone (libsecp256k1 has no transport cipher), in MB/s of contents.
// Run alone with `ufsecp-bench --bip324`.
#include <cstring>
#include <vector>

#include "bench_util.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_bip324.h"
#include "ufsecp/ufsecp_ellswift.h"

#if defined(UFSECP_HAVE_LIBSECP)
#include <secp256k1.h>
#if __has_include(<secp256k1_ellswift.h>)
#include <secp256k1_ellswift.h>
#define UFSECP_BENCH_ELLSWIFT 1
#endif
#endif

namespace ufsecp_bench {

namespace {

constexpr std::size_t kPool = 64;

struct EsItem {
    unsigned char sk[32], rnd[32], ell[64], ell_peer[64];
    ufsecp_pubkey pk;
#if defined(UFSECP_BENCH_ELLSWIFT)
    secp256k1_pubkey lpk;
#endif
};

template <class FU, class FL>
void es_row(const Options& o, Report& r, const char* name, FU ufs, FL* lib) {
    compare_row(o, r, "bip324", 34, kPool, name, ufs, lib);
}

}  // namespace

void section_bip324(const Options& o, Report& r) {
    Gen g(0x62697033323421);
    std::vector<EsItem> it(kPool);
    for (EsItem& x : it) {
        random_seckey(g, x.sk);
        g.bytes32(x.rnd);
        need(ufsecp_pubkey_create(&x.pk, x.sk) == UFSECP_OK, "pubkey");
        need(ufsecp_ellswift_create(x.ell, x.sk, x.rnd) == UFSECP_OK, "ellswift_create");
        g.bytes(x.ell_peer, 64);  // any 64 bytes are a peer's key
    }
    auto at = [&](std::size_t i) -> EsItem& { return it[i % kPool]; };
#if defined(UFSECP_BENCH_ELLSWIFT)
    secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    for (EsItem& x : it) {  // the same bytes from both, before anything is timed
        need(secp256k1_ec_pubkey_create(ctx, &x.lpk, x.sk) == 1, "secp256k1 pubkey");
        unsigned char a[64], b[64], s1[32], s2[32];
        need(ufsecp_ellswift_encode(a, &x.pk, x.rnd) == UFSECP_OK && secp256k1_ellswift_encode(ctx, b, &x.lpk, x.rnd) &&
                 std::memcmp(a, b, 64) == 0,
             "MISMATCH: ellswift encodings differ");
        need(secp256k1_ellswift_create(ctx, b, x.sk, x.rnd) && std::memcmp(x.ell, b, 64) == 0,
             "MISMATCH: ellswift_create differs");
        need(ufsecp_ellswift_xdh_bip324(s1, x.ell, x.ell_peer, x.sk, 0) == UFSECP_OK &&
                 secp256k1_ellswift_xdh(ctx, s2, x.ell, x.ell_peer, x.sk, 0, secp256k1_ellswift_xdh_hash_function_bip324,
                                        nullptr) &&
                 std::memcmp(s1, s2, 32) == 0,
             "MISMATCH: ellswift xdh differs");
    }
#endif
    std::printf("\n== ElligatorSwift (BIP-324); libsecp256k1 side: its ellswift module (%s)\n",
#if defined(UFSECP_BENCH_ELLSWIFT)
                meta().libsecp.c_str()
#else
                "none (no secp256k1_ellswift.h)"
#endif
    );

    auto u_enc = [&](std::size_t i) -> std::uint64_t {
        unsigned char e[64];
        return (std::uint64_t)ufsecp_ellswift_encode(e, &at(i).pk, at(i).rnd) + e[0];
    };
    auto u_dec = [&](std::size_t i) -> std::uint64_t {
        ufsecp_pubkey p;
        return (std::uint64_t)ufsecp_ellswift_decode(&p, at(i).ell_peer) + p.data[0];
    };
    auto u_create = [&](std::size_t i) -> std::uint64_t {
        unsigned char e[64];
        return (std::uint64_t)ufsecp_ellswift_create(e, at(i).sk, at(i).rnd) + e[0];
    };
    auto u_xdh = [&](std::size_t i) -> std::uint64_t {
        unsigned char s[32];
        return (std::uint64_t)ufsecp_ellswift_xdh_bip324(s, at(i).ell, at(i).ell_peer, at(i).sk, 0) + s[0];
    };
#if defined(UFSECP_BENCH_ELLSWIFT)
    auto l_enc = [&](std::size_t i) -> std::uint64_t {
        unsigned char e[64];
        return (std::uint64_t)secp256k1_ellswift_encode(ctx, e, &at(i).lpk, at(i).rnd) + e[0];
    };
    auto l_dec = [&](std::size_t i) -> std::uint64_t {
        secp256k1_pubkey p;
        return (std::uint64_t)secp256k1_ellswift_decode(ctx, &p, at(i).ell_peer) + p.data[0];
    };
    auto l_create = [&](std::size_t i) -> std::uint64_t {
        unsigned char e[64];
        return (std::uint64_t)secp256k1_ellswift_create(ctx, e, at(i).sk, at(i).rnd) + e[0];
    };
    auto l_xdh = [&](std::size_t i) -> std::uint64_t {
        unsigned char s[32];
        return (std::uint64_t)secp256k1_ellswift_xdh(ctx, s, at(i).ell, at(i).ell_peer, at(i).sk, 0,
                                                     secp256k1_ellswift_xdh_hash_function_bip324, nullptr) +
               s[0];
    };
    es_row(o, r, "ellswift encode", u_enc, &l_enc);
    es_row(o, r, "ellswift decode", u_dec, &l_dec);
    es_row(o, r, "ellswift create (keygen)", u_create, &l_create);
    es_row(o, r, "ellswift xdh (BIP-324)", u_xdh, &l_xdh);
#else
    std::uint64_t (*none0)(std::size_t) = nullptr;
    es_row(o, r, "ellswift encode", u_enc, none0);
    es_row(o, r, "ellswift decode", u_dec, none0);
    es_row(o, r, "ellswift create (keygen)", u_create, none0);
    es_row(o, r, "ellswift xdh (BIP-324)", u_xdh, none0);
#endif

    // ---- the transport cipher -----------------------------------------------------------------
    std::printf("\n== BIP-324 packets (ufsecp only; MB/s of contents, 1 MB = 10^6 bytes)\n");
    static const unsigned char magic[4] = {0xf9, 0xbe, 0xb4, 0xd9};
    unsigned char secret[32];
    g.bytes32(secret);
    for (std::size_t size : {std::size_t(1024), std::size_t(65536)}) {
        ufsecp_bip324_cipher snd, rcv0;
        need(ufsecp_bip324_cipher_init(&snd, secret, 1, magic) == UFSECP_OK, "cipher");
        need(ufsecp_bip324_cipher_init(&rcv0, secret, 0, magic) == UFSECP_OK, "cipher");
        std::vector<unsigned char> m(size), pkt(size + UFSECP_BIP324_EXPANSION), out(size);
        g.bytes(m.data(), size);
        auto u_encrypt = [&](std::size_t) -> std::uint64_t {
            size_t l = pkt.size();
            return (std::uint64_t)ufsecp_bip324_encrypt(pkt.data(), &l, &snd, m.data(), size, nullptr, 0, 0) + pkt[5];
        };
        // The packet a fresh sender makes first, for a fresh receiver (copied per call).
        ufsecp_bip324_cipher fresh;
        need(ufsecp_bip324_cipher_init(&fresh, secret, 1, magic) == UFSECP_OK, "cipher");
        std::vector<unsigned char> ref(pkt.size());
        size_t len = ref.size();
        need(ufsecp_bip324_encrypt(ref.data(), &len, &fresh, m.data(), size, nullptr, 0, 0) == UFSECP_OK, "encrypt");
        auto u_decrypt = [&](std::size_t) -> std::uint64_t {
            ufsecp_bip324_cipher rcv = rcv0;
            size_t ol = out.size();
            int ign;
            return (std::uint64_t)ufsecp_bip324_decrypt(out.data(), &ol, &ign, &rcv, ref.data() + 3, ref.size() - 3,
                                                        nullptr, 0) +
                   out[7];
        };
        {  // decryption works (status 0) before timing
            ufsecp_bip324_cipher rcv = rcv0;
            size_t ol = out.size();
            int ign;
            need(ufsecp_bip324_decrypt(out.data(), &ol, &ign, &rcv, ref.data() + 3, ref.size() - 3, nullptr, 0) ==
                         UFSECP_OK &&
                     std::memcmp(out.data(), m.data(), size) == 0,
                 "decrypt");
        }
        for (int dir = 0; dir < 2; dir++) {
            const std::string name = std::string(dir ? "packet decrypt " : "packet encrypt ") +
                                     (size == 1024 ? "1 KiB" : "64 KiB");
            const auto t = dir ? interleave(o, kPool, u_decrypt) : interleave(o, kPool, u_encrypt);
            const Spread a = t[0].pick(o.wall);
            const double mbps = (double)size / a.median * 1e3;
            std::printf("%-34s %11s %9s %5.1f%%  %8.0f MB/s\n", name.c_str(), fmt_us(a.median).c_str(),
                        fmt_rate(a.median).c_str(), a.iqr_pct(), mbps);
            r.add("bip324/" + slug(name) + "/ufsecp", "ns/op", a.median, a.iqr_pct());
            r.add("bip324/" + slug(name) + "/ufsecp_mbps", "MB/s", mbps);
            std::fflush(stdout);
        }
        need(ufsecp_bip324_cipher_clear(&snd) == UFSECP_OK && ufsecp_bip324_cipher_clear(&fresh) == UFSECP_OK, "clear");
    }
    std::printf("  decrypt includes copying a fresh 512-byte receiver object per packet (the counter must match).\n");
#if defined(UFSECP_BENCH_ELLSWIFT)
    secp256k1_context_destroy(ctx);
#endif
}

}  // namespace ufsecp_bench
