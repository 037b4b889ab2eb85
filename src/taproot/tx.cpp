// ufsecp — transaction parser (taproot/tx.hpp has the accepted encodings).
#include "taproot/tx.hpp"

#include <cstring>

#include "taproot/reader.hpp"

namespace ufsecp::taproot {

namespace {

constexpr std::size_t kMinInput = 41;  // 36 + compact(0) + 4
constexpr std::size_t kMinOutput = 9;  // 8 + compact(0)

std::uint32_t le32(const unsigned char* p) {
    return static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
           static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
}

bool read_input(TxIn& in, ByteReader& rd) {
    const unsigned char* seq;
    if (!rd.take(36, &in.outpoint) || !rd.bytes_with_size(&in.script_sig, &in.script_sig_len) || !rd.take(4, &seq))
        return false;
    in.sequence_bytes = seq;
    in.sequence = le32(seq);
    return true;
}

bool read_output(TxOut& out, ByteReader& rd) {
    const std::size_t start = rd.pos();
    out.bytes = rd.here();
    if (!rd.le(out.amount, 8) || !rd.bytes_with_size(&out.script, &out.script_len)) return false;
    out.len = rd.pos() - start;
    return true;
}

}  // namespace

bool tx_read_input(TxIn& in, const unsigned char* buf, std::size_t len, std::size_t* off) {
    if (*off > len) return false;
    ByteReader rd(buf + *off, len - *off);
    if (!read_input(in, rd)) return false;
    *off += rd.pos();
    return true;
}

bool tx_read_output(TxOut& out, const unsigned char* buf, std::size_t len, std::size_t* off) {
    if (*off > len) return false;
    ByteReader rd(buf + *off, len - *off);
    if (!read_output(out, rd)) return false;
    *off += rd.pos();
    return true;
}

bool tx_parse(TxInfo& info, const unsigned char* tx, std::size_t len) {
    ByteReader rd(tx, len);
    TxInfo t;
    if (!rd.u32(t.version)) return false;
    std::uint64_t n_in;
    if (rd.remaining() >= 2 && rd.here()[0] == 0x00) {
        // 0x00 cannot be an input count (at least one input): the segwit marker, then the flag.
        if (rd.here()[1] != 0x01) return false;
        rd.skip(2);
        t.witness = true;
    }
    if (!rd.compact(n_in) || n_in == 0 || n_in > rd.remaining() / kMinInput) return false;
    t.n_in = static_cast<std::size_t>(n_in);
    t.in_off = rd.pos();
    for (std::size_t i = 0; i < t.n_in; i++) {
        TxIn in;
        if (!read_input(in, rd)) return false;
    }
    std::uint64_t n_out;
    if (!rd.compact(n_out) || n_out > rd.remaining() / kMinOutput) return false;
    t.n_out = static_cast<std::size_t>(n_out);
    t.out_off = rd.pos();
    for (std::size_t i = 0; i < t.n_out; i++) {
        TxOut out;
        if (!read_output(out, rd)) return false;
    }
    t.out_end = rd.pos();
    if (t.witness) {
        if (t.n_in > rd.remaining()) return false;  // one stack per input, >= 1 byte each
        bool any = false;
        for (std::size_t i = 0; i < t.n_in; i++) {
            std::uint64_t items;
            if (!rd.compact(items) || items > rd.remaining()) return false;
            any = any || items != 0;
            for (std::uint64_t j = 0; j < items; j++) {
                const unsigned char* item;
                std::size_t item_len;
                if (!rd.bytes_with_size(&item, &item_len)) return false;
            }
        }
        if (!any) return false;  // superfluous witness record
    }
    if (!rd.u32(t.locktime) || !rd.at_end()) return false;
    info = t;
    return true;
}

bool spent_outputs_valid(const unsigned char* spent, std::size_t len, std::size_t n) {
    ByteReader rd(spent, len);
    if (n > len / kMinOutput) return false;
    for (std::size_t i = 0; i < n; i++) {
        TxOut out;
        if (!read_output(out, rd)) return false;
    }
    return rd.at_end();
}

std::size_t tx_strip_witness(unsigned char* out, const TxInfo& info, const unsigned char* tx, std::size_t len) {
    if (!info.witness) {
        std::memcpy(out, tx, len);
        return len;
    }
    // version || (inputs and outputs with their counts) || locktime
    std::memcpy(out, tx, 4);
    const std::size_t body = info.out_end - 6;  // from the input count to the end of the outputs
    std::memcpy(out + 4, tx + 6, body);
    std::memcpy(out + 4 + body, tx + len - 4, 4);
    return 8 + body;
}

}  // namespace ufsecp::taproot
