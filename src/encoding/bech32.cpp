// ufsecp — Bech32 / Bech32m (BIP-173, BIP-350). See bech32.hpp for the contract.
#include "encoding/bech32.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace ufsecp::bech32 {

namespace {

constexpr char kAlphabet[] = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

// The value of each lowercase character of the alphabet, -1 for every other byte.
constexpr std::array<signed char, 128> kRev = [] {
    std::array<signed char, 128> r{};
    for (auto& v : r) v = -1;
    for (int i = 0; i < 32; i++) r[(unsigned char)kAlphabet[i]] = (signed char)i;
    return r;
}();

// The generator's five values (BIP-173) combined once per 5-bit top value b: kGenXor[b] is the
// XOR of GEN[i] over the bits i set in b, so one polymod step is a shift and one table XOR
// (BIP-173 writes it as five conditional XORs; the test suite checks this against that form).
constexpr std::array<std::uint32_t, 32> kGenXor = [] {
    constexpr std::uint32_t gen[5] = {0x3b6a57b2u, 0x26508e6du, 0x1ea119fau, 0x3d4233ddu, 0x2a1462b3u};
    std::array<std::uint32_t, 32> t{};
    for (unsigned b = 0; b < 32; b++)
        for (unsigned i = 0; i < 5; i++)
            if ((b >> i) & 1) t[b] ^= gen[i];
    return t;
}();

// Incremental polymod: start at 1, feed 5-bit values.
struct Polymod {
    std::uint32_t chk = 1;
    void feed(unsigned v) {
        const std::uint32_t b = chk >> 25;
        chk = ((chk & 0x1ffffffu) << 5) ^ v ^ kGenXor[b];
    }
    // hrp_expand(hrp): the high 3 bits of each character, a zero, the low 5 bits of each.
    void feed_hrp(std::string_view hrp) {
        for (char c : hrp) feed((unsigned char)c >> 5);
        feed(0);
        for (char c : hrp) feed((unsigned char)c & 31);
    }
};

constexpr char to_lower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c; }

constexpr std::uint32_t constant_of(Encoding enc) { return enc == Encoding::Bech32 ? kBech32Const : kBech32mConst; }

bool hrp_valid(std::string_view hrp) {
    if (hrp.empty() || hrp.size() > kMaxHrp) return false;
    for (char c : hrp)
        if ((unsigned char)c < 33 || (unsigned char)c > 126) return false;
    return true;
}

}  // namespace

std::uint32_t polymod(std::string_view hrp, const unsigned char* data, std::size_t len) {
    Polymod p;
    p.feed_hrp(hrp);
    for (std::size_t i = 0; i < len; i++) p.feed(data[i]);
    return p.chk;
}

Error encode(char* out, std::string_view hrp, const unsigned char* data, std::size_t data_len, Encoding enc,
             std::size_t max_len) {
    if (!hrp_valid(hrp)) return Error::BadHrp;
    for (std::size_t i = 0; i < data_len; i++)
        if (data[i] >= 32) return Error::BadChar;
    if (data_len > kMaxLen || encoded_length(hrp.size(), data_len) > std::min(max_len, kMaxLen))
        return Error::BadLength;
    char lower[kMaxHrp];
    for (std::size_t i = 0; i < hrp.size(); i++) lower[i] = to_lower(hrp[i]);
    const std::string_view lhrp(lower, hrp.size());
    Polymod p;
    p.feed_hrp(lhrp);
    for (std::size_t i = 0; i < data_len; i++) p.feed(data[i]);
    for (std::size_t i = 0; i < kChecksumLen; i++) p.feed(0);
    const std::uint32_t mod = p.chk ^ constant_of(enc);
    // Everything is checked: now write.
    char* o = out;
    std::memcpy(o, lower, hrp.size());
    o += hrp.size();
    *o++ = '1';
    for (std::size_t i = 0; i < data_len; i++) *o++ = kAlphabet[data[i]];
    for (std::size_t i = 0; i < kChecksumLen; i++) *o++ = kAlphabet[(mod >> (5 * (5 - i))) & 31];
    *o = '\0';
    return Error::Ok;
}

Error decode(Decoded& out, unsigned char* data, std::size_t data_cap, std::string_view str, std::size_t max_len) {
    if (str.size() > std::min(max_len, kMaxLen)) return Error::BadLength;
    const std::size_t sep = str.rfind('1');
    if (sep == std::string_view::npos) return Error::NoSeparator;
    const std::string_view hrp = str.substr(0, sep);
    if (!hrp_valid(hrp)) return Error::BadHrp;
    bool lower = false, upper = false;
    for (char c : hrp) {
        lower |= c >= 'a' && c <= 'z';
        upper |= c >= 'A' && c <= 'Z';
    }
    for (std::size_t i = sep + 1; i < str.size(); i++) {
        const unsigned char c = (unsigned char)str[i];
        lower |= c >= 'a' && c <= 'z';
        upper |= c >= 'A' && c <= 'Z';
        if (c >= 128 || kRev[(unsigned char)to_lower((char)c)] < 0) return Error::BadChar;
    }
    if (lower && upper) return Error::MixedCase;
    const std::size_t dlen = str.size() - sep - 1;
    if (dlen < kChecksumLen || dlen - kChecksumLen > data_cap) return Error::BadLength;

    char lhrp[kMaxHrp + 1];
    for (std::size_t i = 0; i < hrp.size(); i++) lhrp[i] = to_lower(hrp[i]);
    lhrp[hrp.size()] = '\0';
    Polymod p;
    p.feed_hrp(std::string_view(lhrp, hrp.size()));
    for (std::size_t i = sep + 1; i < str.size(); i++) p.feed((unsigned)kRev[(unsigned char)to_lower(str[i])]);
    Encoding enc;
    if (p.chk == kBech32Const)
        enc = Encoding::Bech32;
    else if (p.chk == kBech32mConst)
        enc = Encoding::Bech32m;
    else
        return Error::BadChecksum;

    out.encoding = enc;
    std::memcpy(out.hrp, lhrp, hrp.size() + 1);
    out.hrp_len = hrp.size();
    out.data_len = dlen - kChecksumLen;
    for (std::size_t i = 0; i < out.data_len; i++) data[i] = (unsigned char)kRev[(unsigned char)to_lower(str[sep + 1 + i])];
    return Error::Ok;
}

Error decode_as(Decoded& out, unsigned char* data, std::size_t data_cap, std::string_view str, std::size_t max_len,
                Encoding enc) {
    Decoded d;
    // Decoded into the caller's buffer only when the variant is right: decode() writes data.
    // The data part is at most kMaxLen values.
    unsigned char tmp[kMaxLen];
    const Error e = decode(d, tmp, std::min(data_cap, sizeof(tmp)), str, max_len);
    if (e != Error::Ok) return e;
    if (d.encoding != enc) return Error::WrongVariant;
    out = d;
    if (d.data_len) std::memcpy(data, tmp, d.data_len);  // data may be NULL when nothing fits
    return Error::Ok;
}

std::size_t to_5bit(unsigned char* out, const unsigned char* in, std::size_t len) {
    std::uint32_t acc = 0;
    unsigned bits = 0;
    std::size_t n = 0;
    for (std::size_t i = 0; i < len; i++) {
        acc = ((acc << 8) | in[i]) & 0xfffu;  // at most 4 + 8 bits are pending
        bits += 8;
        while (bits >= 5) {
            bits -= 5;
            out[n++] = (unsigned char)((acc >> bits) & 31);
        }
    }
    if (bits) out[n++] = (unsigned char)((acc << (5 - bits)) & 31);
    return n;
}

Error from_5bit(unsigned char* out, std::size_t* out_len, const unsigned char* in, std::size_t len) {
    // Validate first (the output is written only on success).
    for (std::size_t i = 0; i < len; i++)
        if (in[i] >= 32) return Error::BadChar;
    const unsigned pad = (unsigned)((len * 5) % 8);
    if (pad > 4) return Error::BadPadding;
    if (len && (in[len - 1] & ((1u << pad) - 1))) return Error::BadPadding;
    std::uint32_t acc = 0;
    unsigned bits = 0;
    std::size_t n = 0;
    for (std::size_t i = 0; i < len; i++) {
        acc = ((acc << 5) | in[i]) & 0xfffu;  // at most 7 + 5 bits are pending
        bits += 5;
        if (bits >= 8) {
            bits -= 8;
            out[n++] = (unsigned char)(acc >> bits);
        }
    }
    *out_len = n;
    return Error::Ok;
}

}  // namespace ufsecp::bech32
