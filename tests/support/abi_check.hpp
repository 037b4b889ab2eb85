// ufsecp tests — the tally and helpers that the tests/cross/<family>_vectors.cpp programs share:
// each check counts as passed or failed, a failure prints what it was, and main prints
// "N passed, M failed" (the line ctest and scripts/test-cross.sh read). Hex comes from
// support/hex.hpp (throws on malformed hex, so a bad vector file fails loudly).
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "support/hex.hpp"
#include "ufsecp/ufsecp.h"

namespace ufsecp::test::abi_check {

using Bytes = std::vector<unsigned char>;
using ufsecp::test::hex;
using ufsecp::test::unhex;

inline int passed = 0, failed = 0;

inline void check(bool ok, const std::string& what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        std::fprintf(stderr, "FAILED: %s\n", what.c_str());
    }
}

// Counts st == UFSECP_OK as one check (naming the status on failure); returns whether it was.
inline bool ok(ufsecp_status st, const std::string& what) {
    check(st == UFSECP_OK, what + " (" + ufsecp_status_string(st) + ")");
    return st == UFSECP_OK;
}

// Whether the n bytes at p are the bytes of the hex string.
inline bool eq(const unsigned char* p, std::size_t n, const std::string& hex_text) {
    return Bytes(p, p + n) == unhex(hex_text);
}

}  // namespace ufsecp::test::abi_check
