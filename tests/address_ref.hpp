// An independent Bech32 / Bech32m and SegWit address reference for the address tests, written
// from the Python pseudocode of BIP-173 and BIP-350 (bech32_polymod, bech32_hrp_expand,
// bech32_create_checksum, convertbits, and BIP-350's decode()): vectors of ints, the polymod
// bit by bit with five conditional XORs, strings built by appending. Deliberately different in
// form from src/encoding/bech32.cpp (a 32-entry table, fixed buffers, one-pass decoding) and
// sharing no code with it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ufsecp::test::ref {

inline const std::string kCharset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
enum class Spec { Bech32, Bech32m };
inline std::uint32_t spec_const(Spec s) { return s == Spec::Bech32 ? 1u : 0x2bc830a3u; }

// bech32_polymod, as in BIP-173.
inline std::uint32_t polymod(const std::vector<int>& values) {
    const std::uint32_t GEN[5] = {0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3};
    std::uint32_t chk = 1;
    for (int v : values) {
        const std::uint32_t b = chk >> 25;
        chk = ((chk & 0x1ffffff) << 5) ^ (std::uint32_t)v;
        for (int i = 0; i < 5; i++)
            if ((b >> i) & 1) chk ^= GEN[i];
    }
    return chk;
}

inline std::vector<int> hrp_expand(const std::string& s) {
    std::vector<int> r;
    for (char x : s) r.push_back((unsigned char)x >> 5);
    r.push_back(0);
    for (char x : s) r.push_back((unsigned char)x & 31);
    return r;
}

inline std::vector<int> create_checksum(const std::string& hrp, const std::vector<int>& data, Spec spec) {
    std::vector<int> values = hrp_expand(hrp);
    values.insert(values.end(), data.begin(), data.end());
    for (int i = 0; i < 6; i++) values.push_back(0);
    const std::uint32_t mod = polymod(values) ^ spec_const(spec);
    std::vector<int> r;
    for (int i = 0; i < 6; i++) r.push_back((int)((mod >> (5 * (5 - i))) & 31));
    return r;
}

inline std::string encode(const std::string& hrp, const std::vector<int>& data, Spec spec) {
    std::vector<int> combined = data;
    const std::vector<int> cs = create_checksum(hrp, data, spec);
    combined.insert(combined.end(), cs.begin(), cs.end());
    std::string r = hrp + "1";
    for (int d : combined) r += kCharset[(std::size_t)d];
    return r;
}

struct Decoded {
    std::string hrp;
    std::vector<int> data;
    Spec spec;
};

// bech32_decode of the reference implementation's rules: characters 33..126, not mixed case,
// the last '1' with a non-empty hrp of at most 83 characters before it and at least 6
// characters after it, length <= max_len, data characters in the charset, a valid checksum of
// either variant.
inline std::optional<Decoded> decode(const std::string& bech_in, std::size_t max_len = 90) {
    bool lower = false, upper = false;
    for (char c : bech_in) {
        const int x = (unsigned char)c;
        if (x < 33 || x > 126) return std::nullopt;
        if (c >= 'a' && c <= 'z') lower = true;
        if (c >= 'A' && c <= 'Z') upper = true;
    }
    if (lower && upper) return std::nullopt;
    std::string bech;
    for (char c : bech_in) bech += (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
    const std::size_t pos = bech.rfind('1');
    if (pos == std::string::npos || pos < 1 || pos > 83 || pos + 7 > bech.size() || bech.size() > max_len)
        return std::nullopt;
    Decoded d;
    d.hrp = bech.substr(0, pos);
    for (std::size_t i = pos + 1; i < bech.size(); i++) {
        const std::size_t k = kCharset.find(bech[i]);
        if (k == std::string::npos) return std::nullopt;
        d.data.push_back((int)k);
    }
    std::vector<int> values = hrp_expand(d.hrp);
    values.insert(values.end(), d.data.begin(), d.data.end());
    const std::uint32_t c = polymod(values);
    if (c == 1)
        d.spec = Spec::Bech32;
    else if (c == 0x2bc830a3)
        d.spec = Spec::Bech32m;
    else
        return std::nullopt;
    d.data.erase(d.data.end() - 6, d.data.end());  // the checksum (pos + 7 <= size: at least 6 values)
    return d;
}

// convertbits: general power-of-2 base conversion.
inline std::optional<std::vector<int>> convertbits(const std::vector<int>& data, int frombits, int tobits, bool pad) {
    int acc = 0, bits = 0;
    std::vector<int> ret;
    const int maxv = (1 << tobits) - 1;
    const int max_acc = (1 << (frombits + tobits - 1)) - 1;
    for (int value : data) {
        if (value < 0 || (value >> frombits)) return std::nullopt;
        acc = ((acc << frombits) | value) & max_acc;
        bits += frombits;
        while (bits >= tobits) {
            bits -= tobits;
            ret.push_back((acc >> bits) & maxv);
        }
    }
    if (pad) {
        if (bits) ret.push_back((acc << (tobits - bits)) & maxv);
    } else if (bits >= frombits || ((acc << (tobits - bits)) & maxv)) {
        return std::nullopt;
    }
    return ret;
}

// BIP-350's decode(hrp, addr): (version, program) or nothing.
inline std::optional<std::pair<int, std::vector<int>>> segwit_decode(const std::string& hrp, const std::string& addr) {
    const auto d = decode(addr);
    if (!d || d->hrp != hrp || d->data.empty()) return std::nullopt;
    const auto prog = convertbits(std::vector<int>(d->data.begin() + 1, d->data.end()), 5, 8, false);
    if (!prog || prog->size() < 2 || prog->size() > 40) return std::nullopt;
    if (d->data[0] > 16) return std::nullopt;
    if (d->data[0] == 0 && prog->size() != 20 && prog->size() != 32) return std::nullopt;
    if ((d->data[0] == 0 && d->spec != Spec::Bech32) || (d->data[0] != 0 && d->spec != Spec::Bech32m))
        return std::nullopt;
    return std::make_pair(d->data[0], *prog);
}

// BIP-350's encode(hrp, witver, witprog), checked by decoding it again.
inline std::optional<std::string> segwit_encode(const std::string& hrp, int witver, const std::vector<int>& prog) {
    std::vector<int> data{witver};
    const auto conv = convertbits(prog, 8, 5, true);
    data.insert(data.end(), conv->begin(), conv->end());
    const std::string ret = encode(hrp, data, witver == 0 ? Spec::Bech32 : Spec::Bech32m);
    if (!segwit_decode(hrp, ret)) return std::nullopt;
    return ret;
}

}  // namespace ufsecp::test::ref
