// Helpers shared by the ECDSA test programs (test_ecdsa.cpp, test_ecdsa_der.cpp): case
// counts, the libsecp256k1 context, hex and 32-byte big-endian conversions.
#pragma once

#include <gtest/gtest.h>
#include <secp256k1.h>

#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "ecdsa/ecdsa.hpp"
#include "scalar/scalar.hpp"
#include "support/ref_bigint.hpp"
#include "support/test_rng.hpp"

namespace ufsecp::test::ecdsa_util {

using Bytes = std::vector<unsigned char>;

#if defined(__SANITIZE_ADDRESS__)
inline constexpr int kSanitizerDiv = 4;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr int kSanitizerDiv = 4;
#else
inline constexpr int kSanitizerDiv = 1;
#endif
#else
inline constexpr int kSanitizerDiv = 1;
#endif

inline int count(int base) {
    int n = ufsecp::test::iters(base) / kSanitizerDiv;
    return n < 1 ? 1 : n;
}

inline secp256k1_context* ctx() {
    static secp256k1_context* c = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    return c;
}

inline Bytes unhex(const std::string& h) {
    EXPECT_EQ(h.size() % 2, 0u) << h;
    Bytes out(h.size() / 2);
    for (std::size_t i = 0; i < out.size(); i++) out[i] = (unsigned char)std::stoul(h.substr(2 * i, 2), nullptr, 16);
    return out;
}

inline std::string tohex(const unsigned char* p, std::size_t n) {
    static const char* d = "0123456789abcdef";
    std::string s;
    for (std::size_t i = 0; i < n; i++) s += d[p[i] >> 4], s += d[p[i] & 15];
    return s;
}
inline std::string tohex(const Bytes& b) { return tohex(b.data(), b.size()); }

// A hex string of at most 64 digits as 32 big-endian bytes.
inline std::array<unsigned char, 32> b32_from_hex(const std::string& h) {
    EXPECT_LE(h.size(), 64u);
    const Bytes b = unhex(std::string(64 - h.size(), '0') + h);
    std::array<unsigned char, 32> out;
    std::memcpy(out.data(), b.data(), 32);
    return out;
}

inline const std::array<unsigned char, 32> kN = b32_from_hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");

// 32-byte big-endian a + d (d may be negative), wrapping mod 2^256.
inline std::array<unsigned char, 32> add_small(std::array<unsigned char, 32> a, long d) {
    const ufsecp::ref::U256 x = ufsecp::ref::U256::from_be(a.data());
    ufsecp::ref::U256 r;
    if (d >= 0) ufsecp::ref::add(r, x, ufsecp::ref::U256::from_u64((std::uint64_t)d));
    else ufsecp::ref::sub(r, x, ufsecp::ref::U256::from_u64((std::uint64_t)-d));
    r.to_be(a.data());
    return a;
}

inline ufsecp::Scalar scalar_of(const unsigned char* b32) {  // b32 must be < n
    ufsecp::Scalar s;
    int overflow = 0;
    ufsecp::scalar_set_b32(s, b32, &overflow);
    EXPECT_EQ(overflow, 0);
    return s;
}

// Compact 64-byte encodings of a signature, ours and libsecp256k1's.
inline Bytes compact_of(const ufsecp::Scalar& r, const ufsecp::Scalar& s) {
    Bytes out(64);
    ufsecp::ecdsa_sig_serialize_compact(out.data(), r, s);
    return out;
}
inline Bytes secp_compact(const secp256k1_ecdsa_signature& sig) {
    Bytes out(64);
    EXPECT_TRUE(secp256k1_ecdsa_signature_serialize_compact(ctx(), out.data(), &sig));
    return out;
}
// Flips one random bit of p[0..n).
inline void flip_bit(unsigned char* p, std::size_t n, Rng& rng) {
    const std::size_t bit = rng.u64() % (8 * n);
    p[bit / 8] ^= (unsigned char)(1u << (bit % 8));
}

}  // namespace ufsecp::test::ecdsa_util
