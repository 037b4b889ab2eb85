// ufsecp — FROST hashes: RFC 9380 expand_message_xmd (SHA-256) and hash_to_field for the
// secp256k1 scalar field (L = 48 bytes, RFC 9591 section 6.5), plus the plain SHA-256 hashes
// H4/H5 and nonce generation. Constant time in the data (lengths are public); wiped.
#include <cstring>

#include "frost/frost.hpp"
#include "hash/sha256.hpp"

namespace ufsecp::frost {

namespace {

constexpr const char* kCtxRfc = "FROST-secp256k1-SHA256-v1";
constexpr const char* kCtxTr = "FROST-secp256k1-SHA256-TR-v1";

// 2^256 mod n = 2^256 - n: the weight of the top 16 bytes of a 48-byte value.
constexpr Scalar kTwo256 = Scalar::from_u32be(0u, 0u, 0u, 1u, 0x45512319u, 0x50B75FC4u, 0x402DA173u, 0x2FC9BEBFu);

}  // namespace

const char* context_string(Suite s) { return s == Suite::tr ? kCtxTr : kCtxRfc; }

void hash_plain(unsigned char out32[32], Suite s, const char* tag, std::initializer_list<Bytes> parts) {
    Sha256 h;
    const char* ctx = context_string(s);
    h.write(reinterpret_cast<const unsigned char*>(ctx), std::strlen(ctx));
    h.write(reinterpret_cast<const unsigned char*>(tag), std::strlen(tag));
    for (const Bytes& b : parts) h.write(b.p, b.n);
    h.finalize(out32);
}

void hash_to_scalar(Scalar& out, Suite s, const char* tag, std::initializer_list<Bytes> parts) {
    // DST = contextString || tag (at most 40 bytes: well under 255, no hashing of the DST).
    unsigned char dst[64];
    const char* ctx = context_string(s);
    const std::size_t lc = std::strlen(ctx), lt = std::strlen(tag);
    std::memcpy(dst, ctx, lc);
    std::memcpy(dst + lc, tag, lt);
    const std::size_t ld = lc + lt;
    dst[ld] = static_cast<unsigned char>(ld);  // DST_prime = DST || I2OSP(len(DST), 1)
    // b_0 = H(Z_pad || msg || I2OSP(48, 2) || I2OSP(0, 1) || DST_prime)
    static const unsigned char zpad[64] = {0};
    const unsigned char lib[3] = {0, 48, 0};
    unsigned char b0[32], b1[32], b2[32], u[48];
    Sha256 h;
    h.write(zpad, 64);
    for (const Bytes& b : parts) h.write(b.p, b.n);
    h.write(lib, 3);
    h.write(dst, ld + 1);
    h.finalize(b0);
    // b_1 = H(b_0 || 1 || DST_prime), b_2 = H((b_0 XOR b_1) || 2 || DST_prime)
    const unsigned char one = 1, two = 2;
    Sha256 h1;
    h1.write(b0, 32);
    h1.write(&one, 1);
    h1.write(dst, ld + 1);
    h1.finalize(b1);
    for (int i = 0; i < 32; i++) b2[i] = b0[i] ^ b1[i];
    Sha256 h2;
    h2.write(b2, 32);
    h2.write(&two, 1);
    h2.write(dst, ld + 1);
    h2.finalize(b2);
    std::memcpy(u, b1, 32);
    std::memcpy(u + 32, b2, 16);
    // OS2IP(u) mod n = hi * 2^256 + lo with hi = u[0..16), lo = u[16..48).
    unsigned char hib[32] = {0};
    std::memcpy(hib + 16, u, 16);
    Scalar hi, lo;
    scalar_set_b32(hi, hib, nullptr);
    scalar_set_b32(lo, u + 16, nullptr);
    scalar_mul(hi, hi, kTwo256);
    scalar_add(out, hi, lo);
    secure_wipe(b0, sizeof b0);
    secure_wipe(b1, sizeof b1);
    secure_wipe(b2, sizeof b2);
    secure_wipe(u, sizeof u);
    secure_wipe(hib, sizeof hib);
    secure_wipe(hi);
    secure_wipe(lo);
}

void nonce_generate(Scalar& out, Suite s, const unsigned char rand32[32], const unsigned char secret32[32]) {
    hash_to_scalar(out, s, "nonce", {{rand32, 32}, {secret32, 32}});
}

}  // namespace ufsecp::frost
