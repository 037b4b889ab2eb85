// ufsecp — a bounds-checked reader of Bitcoin serializations (little-endian integers,
// compact sizes), for the transaction and tree parsers of src/taproot. Every read checks the
// remaining length first and fails (returning false, consuming nothing) when it is short, so
// no parse can read outside its buffer whatever the input.
//
// Compact sizes are accepted only in their minimal encoding and only up to kMaxCompactSize
// (0x02000000, Bitcoin Core's MAX_SIZE: no serialized object is larger), as Core's
// ReadCompactSize does: a non-minimal or larger value is malformed.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ufsecp::taproot {

inline constexpr std::uint64_t kMaxCompactSize = 0x02000000;

class ByteReader {
public:
    ByteReader(const unsigned char* p, std::size_t n) : p_(p), n_(n) {}

    std::size_t pos() const { return pos_; }
    std::size_t remaining() const { return n_ - pos_; }
    bool at_end() const { return pos_ == n_; }
    const unsigned char* here() const { return p_ + pos_; }

    bool skip(std::size_t k) {
        if (k > remaining()) return false;
        pos_ += k;
        return true;
    }
    bool take(std::size_t k, const unsigned char** out) {
        if (k > remaining()) return false;
        *out = p_ + pos_;
        pos_ += k;
        return true;
    }
    bool u8(unsigned& v) {
        if (remaining() < 1) return false;
        v = p_[pos_++];
        return true;
    }
    bool le(std::uint64_t& v, std::size_t bytes) {
        if (remaining() < bytes) return false;
        v = 0;
        for (std::size_t i = 0; i < bytes; i++) v |= static_cast<std::uint64_t>(p_[pos_ + i]) << (8 * i);
        pos_ += bytes;
        return true;
    }
    bool u32(std::uint32_t& v) {
        std::uint64_t w;
        if (!le(w, 4)) return false;
        v = static_cast<std::uint32_t>(w);
        return true;
    }
    // A minimal compact size <= kMaxCompactSize.
    bool compact(std::uint64_t& v) {
        const std::size_t start = pos_;
        unsigned b;
        if (!u8(b)) return false;
        std::uint64_t w = b, min = 0;
        bool ok = true;
        if (b == 0xFD) ok = le(w, 2), min = 0xFD;
        else if (b == 0xFE) ok = le(w, 4), min = 0x10000;
        else if (b == 0xFF) ok = le(w, 8), min = 0x100000000ull;
        if (!ok || w < min || w > kMaxCompactSize) {
            pos_ = start;
            return false;
        }
        v = w;
        return true;
    }
    // compact_size(len) || len bytes.
    bool bytes_with_size(const unsigned char** out, std::size_t* len) {
        const std::size_t start = pos_;
        std::uint64_t n;
        if (!compact(n)) return false;
        if (n > remaining()) {
            pos_ = start;
            return false;
        }
        *len = static_cast<std::size_t>(n);
        *out = p_ + pos_;
        pos_ += *len;
        return true;
    }

private:
    const unsigned char* p_;
    std::size_t n_;
    std::size_t pos_ = 0;
};

}  // namespace ufsecp::taproot
