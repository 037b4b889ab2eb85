// ufsecp tests — hex strings <-> bytes, shared by the test programs (the vector files and the
// expected values in the tests are hex). unhex rejects what is not hex (odd length, another
// character) with an exception, so a typo in a table fails the test instead of decoding to
// something else.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace ufsecp::test {

inline std::string hex(const unsigned char* p, std::size_t n) {
    static const char* d = "0123456789abcdef";
    std::string s;
    s.reserve(2 * n);
    for (std::size_t i = 0; i < n; i++) {
        s += d[p[i] >> 4];
        s += d[p[i] & 15];
    }
    return s;
}
inline std::string hex(const std::vector<unsigned char>& b) { return hex(b.data(), b.size()); }

inline std::vector<unsigned char> unhex(const std::string& h) {
    auto digit = [&h](char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        throw std::invalid_argument("not a hex string: " + h);
    };
    if (h.size() % 2) throw std::invalid_argument("odd-length hex string: " + h);
    std::vector<unsigned char> out(h.size() / 2);
    for (std::size_t i = 0; i < out.size(); i++)
        out[i] = static_cast<unsigned char>(digit(h[2 * i]) * 16 + digit(h[2 * i + 1]));
    return out;
}

}  // namespace ufsecp::test
