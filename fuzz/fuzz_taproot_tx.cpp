// Fuzz target: the transaction parser and the BIP-341 signature hash on arbitrary bytes
// (src/taproot/tx.cpp, sighash.cpp, through ufsecp_taproot.h). Layout: ctrl, hash-type
// selector, input index, then either the transaction alone (ctrl bit 0 clear: the spent
// outputs are synthesized, one P2TR output per input) or two length bytes, the transaction
// and the spent outputs (their last `len` bytes). Properties:
//   * the ABI's verdict (cache init) equals tx_parse's, and with synthesized spent outputs a
//     parsed transaction always gets a cache;
//   * parse/serialize consistency: the legacy serialization re-encoded from the walked fields
//     (minimal compact sizes) equals tx_strip_witness's bytes, which parse again with the
//     same counts, version and locktime and without witness;
//   * the signature hash is the same with the cache, without it, and from the witness-
//     stripped transaction (BIP-341 does not commit to witnesses), for every hash type;
//     SigMsg has BIP-341's length for P2TR spends; its hash is the signature hash;
//   * undefined hash types are BAD_HASHTYPE, SINGLE without its output too.
#include <vector>

#include "fuzz_util.hpp"
#include "taproot/sighash.hpp"
#include "taproot/taproot.hpp"
#include "taproot/tx.hpp"
#include "ufsecp/ufsecp_taproot.h"

using namespace ufsecp_fuzz;
using Bytes = std::vector<unsigned char>;

namespace {

void put_compact(Bytes& b, std::uint64_t v) {
    unsigned char c[9];
    const std::size_t n = ufsecp::taproot::compact_size_write(c, v);
    b.insert(b.end(), c, c + n);
}

const unsigned kTypes[] = {0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ufsecp::taproot;
    Input in(data, size);
    const unsigned ctrl = in.byte(), sel = in.byte(), idx_byte = in.byte();
    const unsigned char* tx;
    std::size_t tx_len;
    Bytes spent;
    if (ctrl & 1) {
        const unsigned hi = in.byte(), lo = in.byte();
        const std::size_t rest = in.left();
        const std::size_t sl = ((std::size_t)hi << 8 | lo) % (rest + 1);
        tx = in.rest();
        tx_len = rest - sl;
        spent.assign(in.rest() + tx_len, in.rest() + rest);
    } else {
        tx = in.rest();
        tx_len = in.left();
    }
    Bytes txb(tx, tx + tx_len);  // an exact-size copy, so ASan sees any overread
    TxInfo info;
    const bool parsed = tx_parse(info, txb.data(), txb.size());
    if (!(ctrl & 1) && parsed) {
        for (std::size_t i = 0; i < info.n_in; i++) {
            for (int k = 0; k < 8; k++) spent.push_back((unsigned char)(i >> (8 * k)));
            spent.push_back(34), spent.push_back(0x51), spent.push_back(0x20);
            for (int k = 0; k < 32; k++) spent.push_back((unsigned char)(i + k));
        }
    }
    spent.push_back(0);  // never empty (a NULL pointer is NULL_ARG); the length excludes it
    const std::size_t spent_len = spent.size() - 1;
    ufsecp_taproot_sighash_cache cache;
    const ufsecp_status st = ufsecp_taproot_sighash_cache_init(&cache, txb.empty() ? spent.data() : txb.data(),
                                                               txb.size(), spent.data(), spent_len);
    const bool spent_ok = parsed && spent_outputs_valid(spent.data(), spent_len, info.n_in);
    FUZZ_CHECK((st == UFSECP_OK) == spent_ok, "cache verdict = parse verdict");
    FUZZ_CHECK(st == UFSECP_OK || st == UFSECP_ERR_BAD_TX, "only BAD_TX");
    if (!parsed) return 0;

    // Re-encode the legacy serialization from the walked fields.
    Bytes legacy;
    for (int k = 0; k < 4; k++) legacy.push_back((unsigned char)(info.version >> (8 * k)));
    put_compact(legacy, info.n_in);
    std::size_t off = info.in_off;
    for (std::size_t i = 0; i < info.n_in; i++) {
        TxIn ti;
        FUZZ_CHECK(tx_read_input(ti, txb.data(), txb.size(), &off), "walk input");
        legacy.insert(legacy.end(), ti.outpoint, ti.outpoint + 36);
        put_compact(legacy, ti.script_sig_len);
        legacy.insert(legacy.end(), ti.script_sig, ti.script_sig + ti.script_sig_len);
        legacy.insert(legacy.end(), ti.sequence_bytes, ti.sequence_bytes + 4);
    }
    put_compact(legacy, info.n_out);
    off = info.out_off;
    for (std::size_t i = 0; i < info.n_out; i++) {
        TxOut to;
        FUZZ_CHECK(tx_read_output(to, txb.data(), info.out_end, &off), "walk output");
        legacy.insert(legacy.end(), to.bytes, to.bytes + 8);
        put_compact(legacy, to.script_len);
        legacy.insert(legacy.end(), to.script, to.script + to.script_len);
    }
    FUZZ_CHECK(off == info.out_end, "outputs end where the parse said");
    for (int k = 0; k < 4; k++) legacy.push_back((unsigned char)(info.locktime >> (8 * k)));
    Bytes stripped(txb.size());
    stripped.resize(tx_strip_witness(stripped.data(), info, txb.data(), txb.size()));
    FUZZ_CHECK(stripped == legacy, "stripped serialization = re-encoded fields");
    if (!info.witness) FUZZ_CHECK(stripped == txb, "a legacy serialization re-encodes to itself");
    TxInfo info2;
    FUZZ_CHECK(tx_parse(info2, stripped.data(), stripped.size()), "the stripped form parses");
    FUZZ_CHECK(info2.n_in == info.n_in && info2.n_out == info.n_out && info2.version == info.version &&
                   info2.locktime == info.locktime && !info2.witness,
               "the stripped form has the same fields");
    if (st != UFSECP_OK) return 0;

    // Signature hashes: cache, no cache, stripped form.
    ufsecp_taproot_sighash_cache cache2;
    FUZZ_CHECK(ok(ufsecp_taproot_sighash_cache_init(&cache2, stripped.data(), stripped.size(), spent.data(), spent_len)),
               "cache of the stripped form");
    const std::size_t idx = idx_byte % info.n_in;
    const unsigned ht = (sel & 0x80) ? sel : kTypes[sel % 7];  // sometimes an arbitrary byte
    unsigned char h1[32], h2[32], h3[32];
    std::vector<unsigned char> msg(300 + spent_len);
    size_t len = msg.size();
    const ufsecp_status s1 = ufsecp_taproot_sighash(h1, &cache, txb.data(), txb.size(), spent.data(), spent_len, idx, ht,
                                                    nullptr, 0, nullptr, 0);
    const ufsecp_status s2 = ufsecp_taproot_sighash(h2, nullptr, txb.data(), txb.size(), spent.data(), spent_len, idx,
                                                    ht, nullptr, 0, nullptr, 0);
    const ufsecp_status s3 = ufsecp_taproot_sighash(h3, &cache2, stripped.data(), stripped.size(), spent.data(),
                                                    spent_len, idx, ht, nullptr, 0, nullptr, 0);
    FUZZ_CHECK(s1 == s2 && s2 == s3, "same verdict with and without cache and witnesses");
    const bool defined = hash_type_valid(ht);
    const bool single_missing = (ht & 3) == 3 && idx >= info.n_out;
    FUZZ_CHECK((s1 == UFSECP_OK) == (defined && !single_missing), "hash type verdict");
    if (s1 != UFSECP_OK) {
        FUZZ_CHECK(s1 == UFSECP_ERR_BAD_HASHTYPE, "only BAD_HASHTYPE");
        return 0;
    }
    FUZZ_CHECK(std::memcmp(h1, h2, 32) == 0 && std::memcmp(h2, h3, 32) == 0, "same sighash");
    FUZZ_CHECK(ok(ufsecp_taproot_sigmsg(msg.data(), &len, &cache, txb.data(), txb.size(), spent.data(), spent_len, idx, ht,
                                        nullptr, 0, nullptr, 0)),
               "sigmsg");
    TxOut prev;
    std::size_t poff = 0;
    for (std::size_t i = 0; i <= idx; i++) FUZZ_CHECK(tx_read_output(prev, spent.data(), spent_len, &poff), "spent");
    if (prev.script_len == 34) {
        const std::size_t want = 175 - ((ht & 0x80) ? 49 : 0) - ((ht & 3) == 2 ? 32 : 0);
        FUZZ_CHECK(len == want, "SigMsg length (BIP-341's formula)");
    }
    unsigned char h4[32];
    ufsecp::Sha256 hs = ufsecp::taproot::tap_sighash_init();
    hs.write(msg.data(), len);
    hs.finalize(h4);
    FUZZ_CHECK(std::memcmp(h1, h4, 32) == 0, "sighash = hash_TapSighash(sigmsg)");
    return 0;
}
