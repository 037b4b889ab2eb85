// A deliberately simple multi-precision reference for tests: 256-bit unsigned
// integers as eight 32-bit limbs, and modular arithmetic done the slow, obvious
// way (schoolbook product, then shift-and-subtract reduction). Nothing here is
// shared with the library, so the library is checked against independent code.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace ufsecp::ref {

// Little-endian 32-bit limbs: v[0] is the least significant.
struct U256 {
    std::array<std::uint32_t, 8> v{};

    static U256 from_be(const unsigned char* b) {
        U256 r;
        for (int i = 0; i < 8; i++) {
            const unsigned char* p = b + 28 - 4 * i;
            r.v[i] = (std::uint32_t)p[0] << 24 | (std::uint32_t)p[1] << 16 | (std::uint32_t)p[2] << 8 | p[3];
        }
        return r;
    }
    void to_be(unsigned char* b) const {
        for (int i = 0; i < 8; i++) {
            unsigned char* p = b + 28 - 4 * i;
            p[0] = (unsigned char)(v[i] >> 24);
            p[1] = (unsigned char)(v[i] >> 16);
            p[2] = (unsigned char)(v[i] >> 8);
            p[3] = (unsigned char)v[i];
        }
    }
    // Parse 64 hex digits (big-endian); shorter strings are left-padded with zeros.
    static U256 from_hex(const std::string& hex) {
        unsigned char b[32] = {0};
        std::string h = std::string(64 - hex.size(), '0') + hex;
        for (int i = 0; i < 32; i++) b[i] = (unsigned char)std::stoul(h.substr(2 * i, 2), nullptr, 16);
        return from_be(b);
    }
    static U256 from_u64(std::uint64_t x) {
        U256 r;
        r.v[0] = (std::uint32_t)x;
        r.v[1] = (std::uint32_t)(x >> 32);
        return r;
    }
    bool is_zero() const {
        for (auto x : v)
            if (x) return false;
        return true;
    }
    bool bit(int i) const { return (v[i / 32] >> (i % 32)) & 1; }
    friend bool operator==(const U256& a, const U256& b) { return a.v == b.v; }
};

// -1, 0, 1 as a <, ==, > b.
inline int cmp(const U256& a, const U256& b) {
    for (int i = 7; i >= 0; i--) {
        if (a.v[i] < b.v[i]) return -1;
        if (a.v[i] > b.v[i]) return 1;
    }
    return 0;
}

// r = a + b, returns the carry out.
inline std::uint32_t add(U256& r, const U256& a, const U256& b) {
    std::uint64_t c = 0;
    for (int i = 0; i < 8; i++) {
        c += (std::uint64_t)a.v[i] + b.v[i];
        r.v[i] = (std::uint32_t)c;
        c >>= 32;
    }
    return (std::uint32_t)c;
}

// r = a - b, returns the borrow out.
inline std::uint32_t sub(U256& r, const U256& a, const U256& b) {
    std::int64_t c = 0;
    for (int i = 0; i < 8; i++) {
        c += (std::int64_t)a.v[i] - (std::int64_t)b.v[i];
        r.v[i] = (std::uint32_t)c;
        c >>= 32;  // arithmetic shift: 0 or -1
    }
    return (std::uint32_t)(c != 0);
}

// A modulus and the arithmetic mod it. Inputs to every operation must be < m.
struct Mod {
    U256 m;

    U256 reduce(const U256& a) const {  // a mod m for any 256-bit a (m > 2^255 so one subtraction suffices)
        U256 r = a;
        while (cmp(r, m) >= 0) ref::sub(r, r, m);
        return r;
    }
    U256 add(const U256& a, const U256& b) const {
        U256 r;
        std::uint32_t carry = ref::add(r, a, b);
        if (carry || cmp(r, m) >= 0) ref::sub(r, r, m);
        return r;
    }
    U256 neg(const U256& a) const {
        if (a.is_zero()) return a;
        U256 r;
        ref::sub(r, m, a);
        return r;
    }
    U256 sub(const U256& a, const U256& b) const { return add(a, neg(b)); }
    // Schoolbook 512-bit product, then reduce bit by bit from the top (r = 2r + bit, mod m).
    U256 mul(const U256& a, const U256& b) const {
        std::uint32_t prod[16] = {0};
        for (int i = 0; i < 8; i++) {
            std::uint64_t c = 0;
            for (int j = 0; j < 8; j++) {
                c += (std::uint64_t)a.v[i] * b.v[j] + prod[i + j];
                prod[i + j] = (std::uint32_t)c;
                c >>= 32;
            }
            prod[i + 8] = (std::uint32_t)c;
        }
        U256 r;
        for (int bit = 511; bit >= 0; bit--) {
            r = add(r, r);
            if ((prod[bit / 32] >> (bit % 32)) & 1) r = add(r, U256::from_u64(1));
        }
        return r;
    }
    U256 pow(const U256& a, const U256& e) const {
        U256 r = U256::from_u64(1);
        for (int bit = 255; bit >= 0; bit--) {
            r = mul(r, r);
            if (e.bit(bit)) r = mul(r, a);
        }
        return r;
    }
    // Inverse by Fermat (m prime); inverse of 0 is 0.
    U256 inv(const U256& a) const {
        U256 e;
        ref::sub(e, m, U256::from_u64(2));
        return pow(a, e);
    }
};

// p = 2^256 - 2^32 - 977 and n, the group order.
inline const Mod& field_p() {
    static const Mod p{U256::from_hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F")};
    return p;
}
inline const Mod& order_n() {
    static const Mod n{U256::from_hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141")};
    return n;
}

}  // namespace ufsecp::ref
