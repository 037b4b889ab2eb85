// ufsecp — BIP-341 SigMsg and signature hash (taproot/sighash.hpp has the contract).
#include "taproot/sighash.hpp"

#include <cstring>

#include "hash/sha256.hpp"
#include "taproot/reader.hpp"
#include "taproot/taproot.hpp"

namespace ufsecp::taproot {

namespace {

void put_le(unsigned char* p, std::uint64_t v, std::size_t bytes) {
    for (std::size_t i = 0; i < bytes; i++) p[i] = static_cast<unsigned char>(v >> (8 * i));
}

std::uint64_t get_le(const unsigned char* p, std::size_t bytes) {
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < bytes; i++) v |= static_cast<std::uint64_t>(p[i]) << (8 * i);
    return v;
}

// The offset of input i (of output i), walking from the first one. Bounds-checked.
bool input_at(TxIn& in, const SighashCache& c, const unsigned char* tx, std::size_t i) {
    std::size_t off = c.info.in_off;
    for (std::size_t k = 0; k <= i; k++)
        if (!tx_read_input(in, tx, c.tx_len, &off)) return false;
    return true;
}
bool output_at(TxOut& out, const unsigned char* buf, std::size_t len, std::size_t off, std::size_t i) {
    for (std::size_t k = 0; k <= i; k++)
        if (!tx_read_output(out, buf, len, &off)) return false;
    return true;
}

// The compact size at offset off of tx (for the cache check): its value, or false.
bool compact_at(std::uint64_t& v, const unsigned char* tx, std::size_t len, std::size_t off) {
    if (off > len) return false;
    ByteReader rd(tx + off, len - off);
    return rd.compact(v);
}

constexpr unsigned char kMagic[8] = {'u', 'f', 't', 'r', 's', 'h', 'c', '1'};

}  // namespace

SighashStatus sighash_cache_init(SighashCache& c, const unsigned char* tx, std::size_t tx_len,
                                 const unsigned char* spent, std::size_t spent_len) {
    TxInfo info;
    if (!tx_parse(info, tx, tx_len) || !spent_outputs_valid(spent, spent_len, info.n_in)) return SighashStatus::bad_tx;
    c.info = info;
    c.tx_len = tx_len;
    c.spent_len = spent_len;
    Sha256 prevouts, sequences, amounts, spks;
    std::size_t off = info.in_off;
    for (std::size_t i = 0; i < info.n_in; i++) {
        TxIn in;
        tx_read_input(in, tx, tx_len, &off);  // cannot fail: tx_parse walked the same bytes
        prevouts.write(in.outpoint, 36);
        sequences.write(in.sequence_bytes, 4);
    }
    off = 0;
    for (std::size_t i = 0; i < info.n_in; i++) {
        TxOut out;
        tx_read_output(out, spent, spent_len, &off);  // cannot fail: spent_outputs_valid
        amounts.write(out.bytes, 8);
        spks.write(out.bytes + 8, out.len - 8);  // compact(len) || script, "as inside CTxOut"
    }
    prevouts.finalize(c.sha_prevouts);
    sequences.finalize(c.sha_sequences);
    amounts.finalize(c.sha_amounts);
    spks.finalize(c.sha_scriptpubkeys);
    // The outputs are contiguous in the serialization: sha_outputs hashes them in place.
    sha256(c.sha_outputs, tx + info.out_off, info.out_end - info.out_off);
    return SighashStatus::ok;
}

bool sighash_cache_matches(const SighashCache& c, const unsigned char* tx, std::size_t tx_len, std::size_t spent_len) {
    if (c.tx_len != tx_len || c.spent_len != spent_len || tx_len < 10) return false;
    std::uint64_t n_in;
    const std::size_t count_off = c.info.witness ? 6 : 4;
    if (!compact_at(n_in, tx, tx_len, count_off) || n_in != c.info.n_in) return false;
    if (c.info.witness && (tx[4] != 0x00 || tx[5] != 0x01)) return false;
    return get_le(tx, 4) == c.info.version && get_le(tx + tx_len - 4, 4) == c.info.locktime;
}

namespace {

// Where the message goes: always into the TapSighash hash (after the epoch byte), and into out
// while it fits (out may be null: hash only). n counts every byte written.
struct Sink {
    Sha256 h;
    unsigned char* out;
    std::size_t cap, n = 0;
    void write(const unsigned char* p, std::size_t k) {
        h.write(p, k);
        if (out && n <= cap && k <= cap - n) std::memcpy(out + n, p, k);
        n += k;
    }
    void byte(unsigned v) {
        const unsigned char b = static_cast<unsigned char>(v);
        write(&b, 1);
    }
    void le(std::uint64_t v, std::size_t bytes) {
        unsigned char b[8];
        put_le(b, v, bytes);
        write(b, bytes);
    }
};

}  // namespace

SighashStatus sigmsg_build(unsigned char sighash32[32], unsigned char* out, std::size_t cap, std::size_t* len,
                           const SighashCache& c, const unsigned char* tx, std::size_t tx_len,
                           const unsigned char* spent, std::size_t spent_len, const SpendParams& sp) {
    if (!sighash_cache_matches(c, tx, tx_len, spent_len)) return SighashStatus::cache_mismatch;
    const unsigned ht = sp.hash_type;
    if (!hash_type_valid(ht)) return SighashStatus::bad_hashtype;
    if (sp.input_index >= c.info.n_in) return SighashStatus::bad_arg;
    if (sp.annex && (sp.annex_len == 0 || sp.annex[0] != kAnnexTag)) return SighashStatus::bad_arg;
    const bool acp = (ht & 0x80) != 0;
    const unsigned base = ht & 3;
    const bool single = base == 3, none = base == 2;
    if (single && sp.input_index >= c.info.n_out) return SighashStatus::bad_hashtype;
    // Everything that can fail is read before the first byte is written.
    TxIn in;
    TxOut prev, o;
    if (acp && (!input_at(in, c, tx, sp.input_index) || !output_at(prev, spent, spent_len, 0, sp.input_index)))
        return SighashStatus::bad_tx;
    if (single && !output_at(o, tx, c.info.out_end, c.info.out_off, sp.input_index)) return SighashStatus::bad_tx;

    Sink s{tap_sighash_init(), out, out ? cap : 0};
    s.byte(0x00);  // the sighash epoch (hashed before SigMsg; the vectors' "sigMsg" include it)
    s.byte(ht);
    s.le(c.info.version, 4);
    s.le(c.info.locktime, 4);
    if (!acp) {
        s.write(c.sha_prevouts, 32);
        s.write(c.sha_amounts, 32);
        s.write(c.sha_scriptpubkeys, 32);
        s.write(c.sha_sequences, 32);
    }
    if (!single && !none) s.write(c.sha_outputs, 32);
    s.byte(2 * (sp.leaf_hash ? 1u : 0u) + (sp.annex ? 1u : 0u));  // spend_type = 2 ext_flag + annex_present
    if (acp) {
        s.write(in.outpoint, 36);
        s.write(prev.bytes, 8);                  // amount
        s.write(prev.bytes + 8, prev.len - 8);   // scriptPubKey as inside CTxOut (35 bytes for P2TR)
        s.write(in.sequence_bytes, 4);
    } else {
        s.le(sp.input_index, 4);
    }
    unsigned char h32[32];
    if (sp.annex) {
        unsigned char pre[9];
        Sha256 h;
        h.write(pre, compact_size_write(pre, sp.annex_len));
        h.write(sp.annex, sp.annex_len);
        h.finalize(h32);
        s.write(h32, 32);
    }
    if (single) {
        sha256(h32, o.bytes, o.len);
        s.write(h32, 32);
    }
    if (sp.leaf_hash) {  // BIP-342's extension
        s.write(sp.leaf_hash, 32);
        s.byte(0x00);  // key_version
        s.le(sp.codesep_pos, 4);
    }
    s.h.finalize(sighash32);
    *len = s.n;
    return SighashStatus::ok;
}

void sighash_cache_save(unsigned char out[kSighashCacheBytes], const SighashCache& c) {
    std::memset(out, 0, kSighashCacheBytes);
    std::memcpy(out, kMagic, 8);
    put_le(out + 8, c.info.version, 4);
    put_le(out + 12, c.info.locktime, 4);
    put_le(out + 16, c.info.n_in, 8);
    put_le(out + 24, c.info.n_out, 8);
    put_le(out + 32, c.info.in_off, 8);
    put_le(out + 40, c.info.out_off, 8);
    put_le(out + 48, c.info.out_end, 8);
    put_le(out + 56, c.tx_len, 8);
    put_le(out + 64, c.spent_len, 8);
    out[72] = c.info.witness ? 1 : 0;
    std::memcpy(out + 80, c.sha_prevouts, 32);
    std::memcpy(out + 112, c.sha_amounts, 32);
    std::memcpy(out + 144, c.sha_scriptpubkeys, 32);
    std::memcpy(out + 176, c.sha_sequences, 32);
    std::memcpy(out + 208, c.sha_outputs, 32);
}

bool sighash_cache_load(SighashCache& c, const unsigned char in[kSighashCacheBytes]) {
    if (std::memcmp(in, kMagic, 8) != 0 || in[72] > 1) return false;
    SighashCache t;
    t.info.version = static_cast<std::uint32_t>(get_le(in + 8, 4));
    t.info.locktime = static_cast<std::uint32_t>(get_le(in + 12, 4));
    const std::uint64_t f[7] = {get_le(in + 16, 8), get_le(in + 24, 8), get_le(in + 32, 8), get_le(in + 40, 8),
                                get_le(in + 48, 8), get_le(in + 56, 8), get_le(in + 64, 8)};
    for (std::uint64_t v : f)
        if (v > SIZE_MAX) return false;
    t.info.n_in = f[0], t.info.n_out = f[1], t.info.in_off = f[2], t.info.out_off = f[3], t.info.out_end = f[4];
    t.tx_len = f[5], t.spent_len = f[6];
    t.info.witness = in[72] != 0;
    // The layout must be one a parse could have produced (the walks are bounds-checked
    // anyway; this rejects a corrupted object early).
    if (t.info.n_in == 0 || t.info.in_off != (t.info.witness ? 7u : 5u) + (t.info.n_in >= 0xFD ? 2u : 0u) +
                                                 (t.info.n_in > 0xFFFF ? 2u : 0u) ||
        t.info.out_off > t.info.out_end || t.info.out_end > t.tx_len || t.info.in_off > t.info.out_off)
        return false;
    std::memcpy(t.sha_prevouts, in + 80, 32);
    std::memcpy(t.sha_amounts, in + 112, 32);
    std::memcpy(t.sha_scriptpubkeys, in + 144, 32);
    std::memcpy(t.sha_sequences, in + 176, 32);
    std::memcpy(t.sha_outputs, in + 208, 32);
    c = t;
    return true;
}

}  // namespace ufsecp::taproot
