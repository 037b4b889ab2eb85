// ufsecp — Base58 / Base58Check (contract in base58.hpp).
#include "encoding/base58.hpp"

#include <cstdint>
#include <cstring>

#include "common/util.hpp"
#include "hash/sha256.hpp"

namespace ufsecp {
namespace {

// 1 if d >= k else 0, for 0 <= d, k < 2^30, without a branch.
inline unsigned ge_flag(int d, int k) { return static_cast<unsigned>(((k - 1) - d) >> 31) & 1u; }

// Digit 0..57 -> "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz" by arithmetic:
// the gaps of the alphabet (':'..'@', 'I', 'O', '['..'`', 'l') are added as 0/1 flags.
inline char digit_char(unsigned d) {
    const int v = static_cast<int>(d);
    const unsigned c = 49u + d + 7u * ge_flag(v, 9) + ge_flag(v, 17) + ge_flag(v, 22) + 6u * ge_flag(v, 33) +
                       ge_flag(v, 44);
    return static_cast<char>(c);
}

// Character -> digit, or -1.
struct DecodeTable {
    signed char v[256];
    constexpr DecodeTable() : v() {
        const char* a = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
        for (int i = 0; i < 256; i++) v[i] = -1;
        for (int i = 0; i < 58; i++) v[static_cast<unsigned char>(a[i])] = static_cast<signed char>(i);
    }
};
constexpr DecodeTable kDecode;

// Byte i of a[0..alen) || b[0..blen).
inline unsigned byte_at(const unsigned char* a, std::size_t alen, const unsigned char* b, std::size_t i) {
    return i < alen ? a[i] : b[i - alen];
}

// Writes the characters for `zeros` leading zero bytes and the base-58 digits d[0..nd) (most
// significant first, leading zero digits included) to out; returns the length.
std::size_t emit(char* out, std::size_t zeros, const unsigned char* d, std::size_t nd) {
    std::size_t first = 0;
    while (first < nd && d[first] == 0) first++;
    std::size_t n = 0;
    for (std::size_t i = 0; i < zeros; i++) out[n++] = '1';
    for (std::size_t i = first; i < nd; i++) out[n++] = digit_char(d[i]);
    return n;
}

// Up to kFastBytes input bytes: the number in limbs of base 58^5 (< 2^30), four input bytes
// folded in per step with 64-bit arithmetic: (len/4) * (cap/5) limb steps instead of
// len * cap byte steps, about 20 times fewer for an extended key. Every limb is visited
// for every input word, so the loop bounds depend on the lengths only.
constexpr std::size_t kFastBytes = 128;
constexpr std::uint32_t k58p5 = 656356768u;  // 58^5

std::size_t encode_fast(char* out, const unsigned char* a, std::size_t alen, const unsigned char* b,
                        std::size_t blen) {
    const std::size_t len = alen + blen;
    const std::size_t nlimbs = base58_max_chars(len) / 5 + 1;
    std::uint32_t limb[base58_max_chars(kFastBytes) / 5 + 1] = {};
    std::size_t i = 0;
    while (i < len) {
        // The first word takes len % 4 bytes (or 4), the rest 4 each.
        const std::size_t take = i == 0 && len % 4 != 0 ? len % 4 : 4;
        std::uint64_t carry = 0;
        for (std::size_t k = 0; k < take; k++) carry = carry << 8 | byte_at(a, alen, b, i + k);
        const unsigned shift = static_cast<unsigned>(8 * take);
        for (std::size_t j = 0; j < nlimbs; j++) {
            const std::uint64_t x = (static_cast<std::uint64_t>(limb[j]) << shift) + carry;
            limb[j] = static_cast<std::uint32_t>(x % k58p5);
            carry = x / k58p5;
        }
        i += take;
    }
    unsigned char d[(base58_max_chars(kFastBytes) / 5 + 1) * 5];
    for (std::size_t j = 0; j < nlimbs; j++) {
        std::uint32_t v = limb[nlimbs - 1 - j];
        for (int k = 4; k >= 0; k--) {
            d[5 * j + static_cast<std::size_t>(k)] = static_cast<unsigned char>(v % 58);
            v /= 58;
        }
    }
    std::size_t zeros = 0;
    while (zeros < len && byte_at(a, alen, b, zeros) == 0) zeros++;
    const std::size_t n = emit(out, zeros, d, 5 * nlimbs);
    secure_wipe(limb, sizeof(limb));
    secure_wipe(d, sizeof(d));
    return n;
}

// Base58 of a[0..alen) || b[0..blen) (two pieces so that Base58Check needs no concatenation).
std::size_t encode2(char* out, const unsigned char* a, std::size_t alen, const unsigned char* b, std::size_t blen) {
    const std::size_t len = alen + blen;
    if (len <= kFastBytes) return encode_fast(out, a, alen, b, blen);
    // Longer inputs (no scratch of their size on the stack): base-58 digits in out[0..cap),
    // most significant first, every input byte folded into every digit.
    const std::size_t cap = base58_max_chars(len);
    unsigned char* d = reinterpret_cast<unsigned char*>(out);
    std::memset(d, 0, cap);
    for (std::size_t i = 0; i < len; i++) {
        std::uint32_t carry = byte_at(a, alen, b, i);
        for (std::size_t j = cap; j-- > 0;) {
            carry += static_cast<std::uint32_t>(d[j]) << 8;
            d[j] = static_cast<unsigned char>(carry % 58);
            carry /= 58;
        }
    }
    std::size_t zeros = 0;
    while (zeros < len && byte_at(a, alen, b, zeros) == 0) zeros++;
    std::size_t first = 0;
    while (first < cap && d[first] == 0) first++;
    const std::size_t ndigits = cap - first;
    const std::size_t total = zeros + ndigits;  // <= cap (see base58_max_chars)
    std::memmove(d + zeros, d + first, ndigits);
    for (std::size_t i = 0; i < zeros; i++) out[i] = '1';
    for (std::size_t i = zeros; i < total; i++) out[i] = digit_char(d[i]);
    return total;
}

void checksum4(unsigned char out4[4], const unsigned char* data, std::size_t len) {
    unsigned char h[32];
    sha256(h, data, len);
    sha256(h, h, 32);
    std::memcpy(out4, h, 4);
    secure_wipe(h, sizeof(h));
}

}  // namespace

std::size_t base58_encode(char* out, const unsigned char* data, std::size_t len) {
    return encode2(out, data, len, nullptr, 0);
}

std::size_t base58check_encode(char* out, const unsigned char* payload, std::size_t len) {
    unsigned char check[4];
    checksum4(check, payload, len);
    const std::size_t n = encode2(out, payload, len, check, 4);
    secure_wipe(check, sizeof(check));
    return n;
}

Base58Status base58_decode(unsigned char* out, std::size_t* out_len, std::size_t out_cap, const char* str,
                           std::size_t str_len) {
    for (std::size_t i = 0; i < str_len; i++)
        if (kDecode.v[static_cast<unsigned char>(str[i])] < 0) return Base58Status::kBadChar;
    std::size_t zeros = 0;
    while (zeros < str_len && str[zeros] == '1') zeros++;
    if (zeros > out_cap) return Base58Status::kBadLength;
    // The number, big-endian, in the last n bytes of out[zeros..out_cap).
    const std::size_t room = out_cap - zeros;
    unsigned char* num = out + zeros;
    std::size_t n = 0;
    for (std::size_t i = zeros; i < str_len; i++) {
        std::uint32_t carry = static_cast<std::uint32_t>(kDecode.v[static_cast<unsigned char>(str[i])]);
        for (std::size_t j = 0; j < n; j++) {
            unsigned char& b = num[room - 1 - j];
            carry += 58u * b;
            b = static_cast<unsigned char>(carry);
            carry >>= 8;
        }
        while (carry != 0) {
            if (n == room) {
                if (out_cap != 0) secure_wipe(out, out_cap);  // out may be null when out_cap is 0
                return Base58Status::kBadLength;
            }
            num[room - 1 - n] = static_cast<unsigned char>(carry);
            n++;
            carry >>= 8;
        }
    }
    // (out may be null when out_cap is 0: no empty memmove / memset on it.)
    if (n != 0) std::memmove(num, num + room - n, n);
    if (zeros != 0) std::memset(out, 0, zeros);
    *out_len = zeros + n;
    return Base58Status::kOk;
}

Base58Status base58check_decode(unsigned char* out, std::size_t* out_len, std::size_t out_cap, const char* str,
                                std::size_t str_len) {
    // Payload and checksum are decoded together into a stack buffer (no allocation): the
    // payload may be at most kBase58CheckMaxPayload bytes whatever out_cap says.
    unsigned char buf[kBase58CheckMaxPayload + 4];
    const std::size_t cap = (out_cap < kBase58CheckMaxPayload ? out_cap : kBase58CheckMaxPayload) + 4;
    std::size_t n = 0;
    Base58Status st = base58_decode(buf, &n, cap, str, str_len);
    if (st == Base58Status::kOk && n < 4) st = Base58Status::kBadLength;
    if (st == Base58Status::kOk) {
        unsigned char check[4];
        checksum4(check, buf, n - 4);
        if (std::memcmp(check, buf + n - 4, 4) != 0) {
            st = Base58Status::kBadChecksum;
        } else {
            if (n > 4) std::memcpy(out, buf, n - 4);
            *out_len = n - 4;
        }
        secure_wipe(check, sizeof(check));
    }
    secure_wipe(buf, sizeof(buf));
    return st;
}

}  // namespace ufsecp
