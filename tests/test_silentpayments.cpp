// test_silentpayments: BIP-352 through the C ABI (the official vectors are in
// tests/cross/silentpayments_vectors.cpp, run by ctest on both tiers):
//   * the sender against an independent reference written here from BIP-352's pseudocode on
//     tests/support/ref_ec.hpp (sums with the taproot negation, input_hash, ECDH, t_k, P_k);
//   * sender -> recipient round trips with random keys, input types and labels: every
//     output found, with the right tweak, through table, callback and batch;
//   * the batch scanner equals one-at-a-time scanning on 100,000 random transactions (mixed
//     input types, 1-50 outputs, some paying the wallet, some through labels, some invalid
//     x-only keys), on 1 and 2 threads;
//   * addresses: random round trips; smallest outpoint; label sorting.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <thread>
#include <vector>

#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"
#include "support/ref_ec.hpp"
#include "support/test_rng.hpp"
#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_silentpayments.h"

namespace {

using namespace ufsecp::test;
using namespace ufsecp::ref;
using Bytes = std::vector<unsigned char>;

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

void rand_seckey(Rng& rng, unsigned char out[32]) {
    do rng.bytes(out, 32);
    while (ufsecp_seckey_verify(out) != UFSECP_OK);
}

Bytes ser33(const ufsecp_pubkey& pk) {
    Bytes b(33);
    size_t len = 33;
    EXPECT_EQ(ufsecp_pubkey_serialize(b.data(), &len, &pk, UFSECP_EC_COMPRESSED), UFSECP_OK);
    return b;
}

// ---- the reference (BIP-352's pseudocode on the test's own bigint curve) ------------------

void tagged(unsigned char out[32], const char* tag, const Bytes& msg) {
    ufsecp::tagged_hash(out, reinterpret_cast<const unsigned char*>(tag), std::strlen(tag), msg.data(), msg.size());
}

Bytes ref_ser(const Point& p) {
    Bytes b(33);
    b[0] = u256_is_even(p.y) ? 2 : 3;
    p.x.to_be(b.data() + 1);
    return b;
}

// Outputs (x-only) for recipients given as (B_scan, B_m) in compressed bytes.
std::vector<Bytes> ref_outputs(const std::vector<Bytes>& tr_sec, const std::vector<Bytes>& plain_sec,
                               const unsigned char outpoint[36], const std::vector<std::pair<Bytes, Bytes>>& rec) {
    const Mod& n = order_n();
    U256 a;
    for (const Bytes& s : tr_sec) {
        U256 d = U256::from_be(s.data());
        if (!u256_is_even(ec_mul_g(d).y)) d = n.neg(d);
        a = n.add(a, d);
    }
    for (const Bytes& s : plain_sec) a = n.add(a, U256::from_be(s.data()));
    const Point A = ec_mul_g(a);
    Bytes m(outpoint, outpoint + 36);
    const Bytes As = ref_ser(A);
    m.insert(m.end(), As.begin(), As.end());
    unsigned char ih[32];
    tagged(ih, "BIP0352/Inputs", m);
    const U256 h = U256::from_be(ih);
    std::vector<Bytes> out(rec.size());
    std::vector<bool> done(rec.size());
    for (std::size_t i = 0; i < rec.size(); i++) {
        if (done[i]) continue;
        Point bscan;
        EXPECT_TRUE(ec_lift_x(bscan, U256::from_be(rec[i].first.data() + 1), rec[i].first[0] == 3));
        const Bytes ss = ref_ser(ec_mul(bscan, n.mul(a, h)));
        std::uint32_t k = 0;
        for (std::size_t j = i; j < rec.size(); j++) {
            if (rec[j].first != rec[i].first) continue;
            done[j] = true;
            Bytes tm = ss;
            for (int b = 3; b >= 0; b--) tm.push_back((unsigned char)(k >> (8 * b)));
            unsigned char t[32];
            tagged(t, "BIP0352/SharedSecret", tm);
            Point bm;
            EXPECT_TRUE(ec_lift_x(bm, U256::from_be(rec[j].second.data() + 1), rec[j].second[0] == 3));
            const Point p = ec_add(bm, ec_mul_g(U256::from_be(t)));
            out[j].resize(32);
            p.x.to_be(out[j].data());
            k++;
        }
    }
    return out;
}

// A wallet: scan and spend keys, labels m = 0..n_labels-1 (sorted table).
struct Wallet {
    unsigned char bscan[32], bspend[32];
    ufsecp_pubkey Bscan, Bspend;
    std::vector<ufsecp_sp_label> labels;  // in m order
    std::vector<ufsecp_sp_label> sorted;
    std::vector<ufsecp_pubkey> labelled;  // B_m per label

    Wallet(Rng& rng, int n_labels) {
        rand_seckey(rng, bscan);
        rand_seckey(rng, bspend);
        EXPECT_EQ(ufsecp_pubkey_create(&Bscan, bscan), UFSECP_OK);
        EXPECT_EQ(ufsecp_pubkey_create(&Bspend, bspend), UFSECP_OK);
        for (int m = 0; m < n_labels; m++) {
            ufsecp_sp_label l;
            EXPECT_EQ(ufsecp_sp_create_label(&l, bscan, (uint32_t)m), UFSECP_OK);
            labels.push_back(l);
            ufsecp_pubkey bm;
            EXPECT_EQ(ufsecp_sp_labeled_spend_pubkey(&bm, &Bspend, l.point33), UFSECP_OK);
            labelled.push_back(bm);
        }
        sorted = labels;
        EXPECT_EQ(ufsecp_sp_labels_sort(sorted.data(), sorted.size()), UFSECP_OK);
    }
};

// A random sender transaction: inputs (keys of random types) and the public side.
struct SenderTx {
    std::vector<Bytes> tr_sec, plain_sec;
    Bytes tr_flat, plain_flat, xonly, plain33, outpoints;
    unsigned char smallest[36];

    explicit SenderTx(Rng& rng) {
        const int n_in = 1 + (int)(rng.u32() % 4);
        for (int i = 0; i < n_in; i++) {
            unsigned char sk[32];
            rand_seckey(rng, sk);
            ufsecp_keypair kp;
            EXPECT_EQ(ufsecp_keypair_create(&kp, sk), UFSECP_OK);
            if (rng.u32() % 2) {
                unsigned char x[32];
                int parity;
                EXPECT_EQ(ufsecp_keypair_xonly_pubkey(x, &parity, &kp), UFSECP_OK);
                tr_sec.emplace_back(sk, sk + 32);
                tr_flat.insert(tr_flat.end(), sk, sk + 32);
                xonly.insert(xonly.end(), x, x + 32);
            } else {
                ufsecp_pubkey pk;
                EXPECT_EQ(ufsecp_pubkey_create(&pk, sk), UFSECP_OK);
                const Bytes c = ser33(pk);
                plain_sec.emplace_back(sk, sk + 32);
                plain_flat.insert(plain_flat.end(), sk, sk + 32);
                plain33.insert(plain33.end(), c.begin(), c.end());
            }
            unsigned char op[36];
            rng.bytes(op, 36);
            outpoints.insert(outpoints.end(), op, op + 36);
        }
        EXPECT_EQ(ufsecp_sp_smallest_outpoint(smallest, outpoints.data(), outpoints.size() / 36), UFSECP_OK);
    }
    Bytes public_data() const {
        Bytes pd(33);
        EXPECT_EQ(ufsecp_sp_public_data(pd.data(), smallest, xonly.data(), xonly.size() / 32, plain33.data(),
                                        plain33.size() / 33),
                  UFSECP_OK);
        return pd;
    }
};

TEST(SilentPayments, SenderMatchesReference) {
    Rng rng(1);
    for (int it = 0; it < (kSanitized ? 4 : iters(12)); it++) {
        SenderTx tx(rng);
        std::vector<ufsecp_sp_recipient> rec;
        std::vector<std::pair<Bytes, Bytes>> rec_ser;
        const int n_wallets = 1 + (int)(rng.u32() % 2);
        for (int w = 0; w < n_wallets; w++) {
            Wallet wal(rng, 2);
            const int n = 1 + (int)(rng.u32() % 3);
            for (int j = 0; j < n; j++) {
                const ufsecp_pubkey& spend = (rng.u32() % 2) ? wal.Bspend : wal.labelled[rng.u32() % 2];
                rec.push_back({wal.Bscan, spend});
                rec_ser.emplace_back(ser33(wal.Bscan), ser33(spend));
            }
        }
        std::shuffle(rec.begin(), rec.end(), std::mt19937(it));
        std::shuffle(rec_ser.begin(), rec_ser.end(), std::mt19937(it));
        Bytes out(32 * rec.size());
        ASSERT_EQ(ufsecp_sp_create_outputs(out.data(), rec.data(), rec.size(), tx.smallest, tx.tr_flat.data(),
                                           tx.tr_sec.size(), tx.plain_flat.data(), tx.plain_sec.size()),
                  UFSECP_OK);
        const std::vector<Bytes> want = ref_outputs(tx.tr_sec, tx.plain_sec, tx.smallest, rec_ser);
        for (std::size_t i = 0; i < rec.size(); i++) EXPECT_EQ(Bytes(&out[32 * i], &out[32 * i + 32]), want[i]) << i;
    }
}

TEST(SilentPayments, RoundTripWithLabels) {
    Rng rng(2);
    for (int it = 0; it < iters(40); it++) {
        Wallet wal(rng, 1 + (int)(rng.u32() % 5));
        SenderTx tx(rng);
        // Outputs to the wallet (plain and labelled) and to strangers, in random order.
        std::vector<ufsecp_sp_recipient> rec;
        const int n_mine = 1 + (int)(rng.u32() % 4);
        for (int j = 0; j < n_mine; j++) {
            const bool lab = rng.u32() % 2;
            rec.push_back({wal.Bscan, lab ? wal.labelled[rng.u32() % wal.labelled.size()] : wal.Bspend});
        }
        Wallet other(rng, 0);
        rec.push_back({other.Bscan, other.Bspend});
        Bytes outs(32 * rec.size());
        ASSERT_EQ(ufsecp_sp_create_outputs(outs.data(), rec.data(), rec.size(), tx.smallest, tx.tr_flat.data(),
                                           tx.tr_sec.size(), tx.plain_flat.data(), tx.plain_sec.size()),
                  UFSECP_OK);
        // A few random 32-byte strings too (about half are not x coordinates).
        for (int j = 0; j < 3; j++) {
            unsigned char r[32];
            rng.bytes(r, 32);
            outs.insert(outs.end(), r, r + 32);
        }
        const std::size_t n = outs.size() / 32;
        const Bytes pd = tx.public_data();
        std::vector<ufsecp_sp_found> f(n);
        size_t nf = 0;
        ASSERT_EQ(ufsecp_sp_scan(f.data(), &nf, wal.bscan, &wal.Bspend, pd.data(), outs.data(), n, wal.sorted.data(),
                                 wal.sorted.size(), nullptr, nullptr),
                  UFSECP_OK);
        ASSERT_EQ(nf, (size_t)n_mine);
        std::vector<bool> seen(n);
        for (size_t i = 0; i < nf; i++) {
            ASSERT_LT(f[i].output_index, (uint32_t)n_mine);
            EXPECT_FALSE(seen[f[i].output_index]);
            seen[f[i].output_index] = true;
            unsigned char d[32];
            std::memcpy(d, wal.bspend, 32);
            ASSERT_EQ(ufsecp_seckey_tweak_add(d, f[i].tweak32), UFSECP_OK);
            ufsecp_keypair kp;
            unsigned char x[32];
            int parity;
            ASSERT_EQ(ufsecp_keypair_create(&kp, d), UFSECP_OK);
            ASSERT_EQ(ufsecp_keypair_xonly_pubkey(x, &parity, &kp), UFSECP_OK);
            EXPECT_EQ(0, std::memcmp(x, &outs[32 * f[i].output_index], 32));
            // has_label iff the recipient was a labelled B_m.
            const bool lab = std::memcmp(&rec[f[i].output_index].spend, &wal.Bspend, sizeof(ufsecp_pubkey)) != 0;
            EXPECT_EQ(f[i].has_label, lab ? 1 : 0);
        }
        // Without labels only the unlabelled ones (and those before the first labelled k stop
        // the loop): at least no labelled output is reported.
        size_t nf0 = 0;
        ASSERT_EQ(ufsecp_sp_scan(f.data(), &nf0, wal.bscan, &wal.Bspend, pd.data(), outs.data(), n, nullptr, 0,
                                 nullptr, nullptr),
                  UFSECP_OK);
        for (size_t i = 0; i < nf0; i++) EXPECT_EQ(f[i].has_label, 0);
    }
}

TEST(SilentPayments, TaprootNegationRule) {
    // A taproot input key d and n - d have the same x-only key: same outputs.
    Rng rng(3);
    for (int it = 0; it < iters(10); it++) {
        Wallet wal(rng, 0);
        SenderTx tx(rng);
        if (tx.tr_flat.empty()) continue;
        Bytes neg = tx.tr_flat;
        ASSERT_EQ(ufsecp_seckey_negate(neg.data()), UFSECP_OK);
        ufsecp_sp_recipient rec{wal.Bscan, wal.Bspend};
        unsigned char o1[32], o2[32];
        ASSERT_EQ(ufsecp_sp_create_outputs(o1, &rec, 1, tx.smallest, tx.tr_flat.data(), tx.tr_sec.size(),
                                           tx.plain_flat.data(), tx.plain_sec.size()),
                  UFSECP_OK);
        ASSERT_EQ(ufsecp_sp_create_outputs(o2, &rec, 1, tx.smallest, neg.data(), tx.tr_sec.size(),
                                           tx.plain_flat.data(), tx.plain_sec.size()),
                  UFSECP_OK);
        EXPECT_EQ(0, std::memcmp(o1, o2, 32));
    }
}

TEST(SilentPayments, AddressesAndOutpoints) {
    Rng rng(4);
    for (int it = 0; it < iters(100); it++) {
        Wallet wal(rng, 0);
        const int testnet = (int)(rng.u32() % 2);
        char buf[UFSECP_SP_ADDRESS_MAX + 1];
        size_t len = sizeof(buf);
        ASSERT_EQ(ufsecp_sp_address_encode(buf, &len, &wal.Bscan, &wal.Bspend, testnet), UFSECP_OK);
        EXPECT_EQ(len, testnet ? 117u : 116u);
        EXPECT_EQ(std::strlen(buf), len);
        ufsecp_pubkey s, m;
        int tn;
        unsigned v;
        ASSERT_EQ(ufsecp_sp_address_decode(&s, &m, &tn, &v, buf, len), UFSECP_OK);
        EXPECT_EQ(0, std::memcmp(&s, &wal.Bscan, sizeof s));
        EXPECT_EQ(0, std::memcmp(&m, &wal.Bspend, sizeof m));
        EXPECT_EQ(tn, testnet);
        EXPECT_EQ(v, 0u);
        // Uppercase is accepted too.
        std::string up(buf, len);
        for (char& c : up) c = (char)std::toupper((unsigned char)c);
        EXPECT_EQ(ufsecp_sp_address_decode(&s, &m, &tn, &v, up.data(), up.size()), UFSECP_OK);
        // Any single-character change is rejected.
        std::string bad(buf, len);
        const size_t pos = 4 + rng.u32() % (len - 4);
        bad[pos] = bad[pos] == 'q' ? 'p' : 'q';
        EXPECT_NE(ufsecp_sp_address_decode(&s, &m, &tn, &v, bad.data(), bad.size()), UFSECP_OK);
        // Smallest outpoint.
        const size_t n = 1 + rng.u32() % 6;
        Bytes ops(36 * n);
        rng.bytes(ops.data(), ops.size());
        if (n > 1 && rng.u32() % 2) std::memcpy(&ops[36], &ops[0], 32);  // same txid, other vout
        unsigned char sm[36];
        ASSERT_EQ(ufsecp_sp_smallest_outpoint(sm, ops.data(), n), UFSECP_OK);
        for (size_t i = 0; i < n; i++) EXPECT_LE(std::memcmp(sm, &ops[36 * i], 36), 0);
    }
}

// ---- batch == single ------------------------------------------------------------------------

TEST(SilentPayments, BatchEqualsSingle) {
    Rng rng(5);
    const int n_tx = kSanitized ? 1000 : iters(100000);
    Wallet wal(rng, 50);  // change label and 49 others
    // Public data: T_i = (i + 1) * T_0 for a random T_0 (additions, cheap to make); every
    // 97th transaction (13th under the sanitizers) pays the wallet (k = 0.. several outputs,
    // some labelled).
    unsigned char t0sk[32];
    rand_seckey(rng, t0sk);
    ufsecp_pubkey T0, Ti;
    ASSERT_EQ(ufsecp_pubkey_create(&T0, t0sk), UFSECP_OK);
    Ti = T0;
    std::vector<Bytes> pds(n_tx), outs(n_tx);
    for (int i = 0; i < n_tx; i++) {
        pds[i] = ser33(Ti);
        const ufsecp_pubkey* two[2] = {&Ti, &T0};
        ufsecp_pubkey next;
        ASSERT_EQ(ufsecp_pubkey_combine(&next, two, 2), UFSECP_OK);
        Ti = next;
        // 1-50 outputs, mostly 1 or 2 (as on the chain).
        const int r = (int)(rng.u32() % 100);
        const int n_out = r < 80 ? 1 + r % 2 : r < 97 ? 3 + r % 8 : 1 + (int)(rng.u32() % 50);
        outs[i].resize(32 * (size_t)n_out);
        rng.bytes(outs[i].data(), outs[i].size());
        if (i % (kSanitized ? 13 : 97) == 5) {
            unsigned char ss[33];
            ASSERT_EQ(ufsecp_sp_shared_secret(ss, wal.bscan, pds[i].data()), UFSECP_OK);
            const int n_mine = 1 + (int)(rng.u32() % std::min(n_out, 4));
            for (int k = 0; k < n_mine; k++) {
                // Output k pays B_spend, or B_m = B_spend + label (then it is P_k + label*G).
                unsigned char x[32];
                const ufsecp_pubkey& to = (rng.u32() % 2) ? wal.labelled[rng.u32() % 50] : wal.Bspend;
                ASSERT_EQ(ufsecp_sp_output_pubkey(x, ss, &to, (uint32_t)k), UFSECP_OK);
                // At a random position.
                std::memcpy(&outs[i][32 * (rng.u32() % (uint32_t)n_out)], x, 32);
            }
        }
    }
    // With the label table (unlabelled matches are found through it too).
    const ufsecp_sp_label* lt = wal.sorted.data();
    const size_t nl = wal.sorted.size();
    // One at a time (on 2 threads of the test, to keep the run short).
    size_t total = 0;
    std::vector<size_t> offs(n_tx);
    for (int i = 0; i < n_tx; i++) offs[i] = total, total += outs[i].size() / 32;
    std::vector<ufsecp_sp_found> single(total);
    std::vector<size_t> n_single(n_tx);
    auto run = [&](int lo, int hi) {
        for (int i = lo; i < hi; i++)
            ASSERT_EQ(ufsecp_sp_scan(&single[offs[i]], &n_single[i], wal.bscan, &wal.Bspend, pds[i].data(),
                                     outs[i].data(), outs[i].size() / 32, lt, nl, nullptr, nullptr),
                      UFSECP_OK);
    };
    std::thread th(run, 0, n_tx / 2);
    run(n_tx / 2, n_tx);
    th.join();
    size_t n_hits = 0, n_labelled = 0;
    for (int i = 0; i < n_tx; i++) {
        n_hits += n_single[i];
        for (size_t j = 0; j < n_single[i]; j++) n_labelled += single[offs[i] + j].has_label;
    }
    EXPECT_GT(n_hits, (size_t)n_tx / 200);
    EXPECT_GT(n_labelled, 0u);
    EXPECT_LT(n_labelled, n_hits);
    std::vector<ufsecp_sp_tx> txs(n_tx);
    for (int i = 0; i < n_tx; i++) txs[i] = {pds[i].data(), outs[i].data(), outs[i].size() / 32};
    // All transactions on 2 threads; the first 10,000 on one thread, and without labels
    // (compared with the results that have no label and come before the first labelled one
    // of their transaction: exactly what a scan without labels finds).
    struct Run {
        size_t n;
        unsigned threads;
        bool labels;
    };
    for (const Run r : {Run{(size_t)n_tx, 2, true}, Run{std::min<size_t>(n_tx, 10000), 1, true},
                        Run{std::min<size_t>(n_tx, 10000), 1, false}}) {
        size_t tot = r.n == (size_t)n_tx ? total : offs[r.n];
        std::vector<ufsecp_sp_found> batch(tot);
        std::vector<size_t> n_batch(r.n, 12345);
        ASSERT_EQ(ufsecp_sp_scan_batch(batch.data(), tot, n_batch.data(), wal.bscan, &wal.Bspend, txs.data(), r.n,
                                       r.labels ? lt : nullptr, r.labels ? nl : 0, nullptr, nullptr, r.threads),
                  UFSECP_OK);
        for (size_t i = 0; i < r.n; i++) {
            size_t want = n_single[i];
            if (!r.labels) {
                want = 0;
                while (want < n_single[i] && !single[offs[i] + want].has_label) want++;
            }
            ASSERT_EQ(n_batch[i], want) << "tx " << i;
            for (size_t j = 0; j < want; j++)
                ASSERT_EQ(0, std::memcmp(&batch[offs[i] + j], &single[offs[i] + j],
                                         offsetof(ufsecp_sp_found, has_label) + 1))
                    << "tx " << i << " entry " << j;
        }
    }
}

}  // namespace
