// Fuzz target: Base58 and Base58Check (src/encoding/base58). First byte: mode (bit 0: Check
// variant; bit 1: the rest is a string to decode, else bytes to encode) and the decode
// capacity. Properties: decode(encode(x)) == x; every accepted string re-encodes to itself
// (canonical); a decode that fails for capacity c also fails for every smaller c and an
// accepted one fits; the result never exceeds base58_max_chars.
#include <string>
#include <vector>

#include "encoding/base58.hpp"
#include "fuzz_util.hpp"

using namespace ufsecp_fuzz;
using ufsecp::Base58Status;

namespace {

std::string encode(const unsigned char* b, std::size_t n, bool check) {
    std::string s(ufsecp::base58_max_chars(n + (check ? 4 : 0)), '\0');
    const std::size_t len = check ? ufsecp::base58check_encode(s.data(), b, n) : ufsecp::base58_encode(s.data(), b, n);
    FUZZ_CHECK(len <= s.size(), "encoded length within base58_max_chars");
    s.resize(len);
    return s;
}

Base58Status decode(std::vector<unsigned char>& out, const std::string& s, std::size_t cap, bool check) {
    out.assign(cap + 1, 0);
    std::size_t n = 0;
    const Base58Status st = check ? ufsecp::base58check_decode(out.data(), &n, cap, s.data(), s.size())
                                  : ufsecp::base58_decode(out.data(), &n, cap, s.data(), s.size());
    if (st == Base58Status::kOk) {
        FUZZ_CHECK(n <= cap, "decoded length within capacity");
        out.resize(n);
    }
    return st;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte();
    const bool check = mode & 1;
    const std::uint8_t* rest;
    // Base58Check payloads are at most kBase58CheckMaxPayload bytes (base58.hpp).
    const std::size_t n = in.take_rest(&rest, check ? ufsecp::kBase58CheckMaxPayload : 512);
    std::vector<unsigned char> out;
    if (mode & 2) {
        const std::string s(reinterpret_cast<const char*>(rest), n);
        const std::size_t cap = (mode >> 2) * 2;  // 0..126
        const Base58Status st = decode(out, s, cap, check);
        if (st == Base58Status::kOk) {
            FUZZ_CHECK(encode(out.data(), out.size(), check) == s, "accepted string is canonical");
        } else if (st == Base58Status::kBadLength && !check) {
            std::vector<unsigned char> big;
            const Base58Status st2 = decode(big, s, 1024, false);
            FUZZ_CHECK(st2 == Base58Status::kOk && big.size() > cap, "kBadLength means it does not fit");
        } else if (st == Base58Status::kBadChar) {
            bool bad = false;
            for (char c : s) bad |= std::string("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz").find(c) == std::string::npos;
            FUZZ_CHECK(bad, "kBadChar means a character outside the alphabet");
        }
    } else {
        const std::string s = encode(rest, n, check);
        FUZZ_CHECK(decode(out, s, n, check) == Base58Status::kOk, "own encoding decodes");
        FUZZ_CHECK(out.size() == n && (n == 0 || std::memcmp(out.data(), rest, n) == 0), "round trip");
        if (n > 0) FUZZ_CHECK(decode(out, s, n - 1, check) == Base58Status::kBadLength, "one byte short");
    }
    return 0;
}
