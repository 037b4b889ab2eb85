// ufsecp — DER encodings of ECDSA signatures: the strict parser, the serializer and the
// lax parser for historical signatures; the contracts are in ecdsa.hpp.
//
// Layer 4 (signatures and keys). Variable time: signatures are public.
//
// Reference: X.690 (DER) 8.1.3 (length octets), 8.3 (INTEGER), 8.9 (SEQUENCE). An ECDSA
// signature is SEQUENCE { INTEGER r, INTEGER s }.
#include <cstring>

#include "ecdsa/ecdsa.hpp"

namespace ufsecp {

namespace {

constexpr unsigned char kTagSequence = 0x30;
constexpr unsigned char kTagInteger = 0x02;

// A cursor over [pos, end). All reads check the bounds first.
struct DerCursor {
    const unsigned char* pos;
    const unsigned char* end;
    std::size_t left() const { return (std::size_t)(end - pos); }
};

// Strict length octets (X.690 8.1.3). Short form: one byte below 0x80. Long form: 0x80|k
// and k big-endian bytes, where k >= 1 (0x80 would be the indefinite form, not DER), the
// first byte is nonzero and the value is >= 128 (otherwise a shorter encoding exists), and
// k <= sizeof(size_t). A long-form value must also fit in what is left of the input
// (a short-form value is checked by the caller).
bool der_read_len_strict(DerCursor& c, std::size_t& len) {
    if (c.left() == 0) return false;
    const unsigned first = *c.pos++;
    if (first < 0x80) {
        len = first;
        return true;
    }
    const std::size_t nbytes = first & 0x7F;  // 0xFF (127 bytes) is reserved, and too long anyway
    if (nbytes == 0 || nbytes > sizeof(std::size_t) || nbytes > c.left()) return false;
    if (c.pos[0] == 0) return false;
    std::size_t v = 0;
    for (std::size_t i = 0; i < nbytes; i++) v = (v << 8) | *c.pos++;
    if (v < 0x80 || v > c.left()) return false;
    len = v;
    return true;
}

// Strict INTEGER into out. Values that are negative, too long or >= n become 0 (see
// ecdsa.hpp); malformed encodings return false.
bool der_read_integer_strict(DerCursor& c, Scalar& out) {
    if (c.left() == 0 || *c.pos != kTagInteger) return false;
    c.pos++;
    std::size_t len;
    if (!der_read_len_strict(c, len)) return false;
    if (len == 0 || len > c.left()) return false;
    const unsigned char* v = c.pos;
    c.pos += len;
    if (len > 1) {
        // A 00 or FF byte is only allowed when it carries the sign of the next byte.
        if (v[0] == 0x00 && (v[1] & 0x80) == 0) return false;
        if (v[0] == 0xFF && (v[1] & 0x80) != 0) return false;
    }
    bool as_zero = (v[0] & 0x80) != 0;  // negative
    if (v[0] == 0x00) {  // at most one such byte is left after the padding check
        v++;
        len--;
    }
    if (len > 32) as_zero = true;
    if (!as_zero) {
        unsigned char b32[32] = {0};
        std::memcpy(b32 + 32 - len, v, len);
        int overflow = 0;
        scalar_set_b32(out, b32, &overflow);
        as_zero = overflow != 0;
    }
    if (as_zero) scalar_clear(out);
    return true;
}

// Lax length octets of the two integers: short form, or 0x80|k with k bytes present, of
// which leading zeros are skipped and fewer than sizeof(size_t) may remain (so the value
// fits in a size_t; it must then also fit in what is left of the input).
bool der_read_len_lax(DerCursor& c, std::size_t& len) {
    if (c.left() == 0) return false;
    const unsigned first = *c.pos++;
    if ((first & 0x80) == 0) {
        len = first;
        return true;
    }
    std::size_t nbytes = first & 0x7F;
    if (nbytes > c.left()) return false;
    while (nbytes > 0 && *c.pos == 0) {
        c.pos++;
        nbytes--;
    }
    if (nbytes >= sizeof(std::size_t)) return false;
    std::size_t v = 0;
    for (; nbytes > 0; nbytes--) v = (v << 8) | *c.pos++;
    len = v;
    return true;
}

// Lax INTEGER: 02, length, contents present. Returns the contents (unsigned, any number of
// leading zeros) as [*val, *val + *vlen).
bool der_read_integer_lax(DerCursor& c, const unsigned char** val, std::size_t* vlen) {
    if (c.left() == 0 || *c.pos != kTagInteger) return false;
    c.pos++;
    std::size_t len;
    if (!der_read_len_lax(c, len)) return false;
    if (len > c.left()) return false;
    *val = c.pos;
    *vlen = len;
    c.pos += len;
    return true;
}

// Unsigned big-endian contents into 32 bytes, leading zeros dropped. False if more than 32
// significant bytes remain.
bool lax_to_b32(unsigned char out32[32], const unsigned char* v, std::size_t len) {
    while (len > 0 && *v == 0) {
        v++;
        len--;
    }
    if (len > 32) return false;
    std::memset(out32, 0, 32);
    if (len > 0) std::memcpy(out32 + 32 - len, v, len);
    return true;
}

// The minimal DER content bytes of a scalar: its 32 bytes behind a 00, then leading zero
// bytes dropped while the next byte has its top bit clear (so the value stays positive).
// Returns the offset of the first content byte in buf33; the length is 33 - offset (1..33).
std::size_t der_integer_content(unsigned char buf33[33], const Scalar& a) {
    buf33[0] = 0;
    scalar_get_b32(buf33 + 1, a);
    std::size_t off = 0;
    while (off < 32 && buf33[off] == 0 && buf33[off + 1] < 0x80) off++;
    return off;
}

}  // namespace

bool ecdsa_sig_parse_der(Scalar& r, Scalar& s, const unsigned char* in, std::size_t len) {
    DerCursor c{in, in + len};
    std::size_t seqlen;
    const bool ok = c.left() > 0 && *c.pos++ == kTagSequence && der_read_len_strict(c, seqlen) &&
                    seqlen == c.left() && der_read_integer_strict(c, r) && der_read_integer_strict(c, s) &&
                    c.left() == 0;
    if (!ok) {
        scalar_clear(r);
        scalar_clear(s);
    }
    return ok;
}

bool ecdsa_sig_serialize_der(unsigned char* out, std::size_t* outlen, const Scalar& r, const Scalar& s) {
    unsigned char rb[33], sb[33];
    const std::size_t roff = der_integer_content(rb, r), soff = der_integer_content(sb, s);
    const std::size_t rlen = 33 - roff, slen = 33 - soff;
    const std::size_t total = 6 + rlen + slen;  // <= 72, so every length is short form
    if (*outlen < total) {
        *outlen = total;
        return false;
    }
    unsigned char* p = out;
    *p++ = kTagSequence;
    *p++ = (unsigned char)(4 + rlen + slen);
    *p++ = kTagInteger;
    *p++ = (unsigned char)rlen;
    std::memcpy(p, rb + roff, rlen);
    p += rlen;
    *p++ = kTagInteger;
    *p++ = (unsigned char)slen;
    std::memcpy(p, sb + soff, slen);
    *outlen = total;
    return true;
}

bool ecdsa_sig_parse_der_lax(Scalar& r, Scalar& s, const unsigned char* in, std::size_t len) {
    scalar_clear(r);
    scalar_clear(s);
    DerCursor c{in, in + len};
    if (c.left() == 0 || *c.pos++ != kTagSequence) return false;
    // Sequence length: its value is ignored; long-form length bytes only need to be present.
    if (c.left() == 0) return false;
    const unsigned first = *c.pos++;
    if (first & 0x80) {
        const std::size_t skip = first & 0x7F;
        if (skip > c.left()) return false;
        c.pos += skip;
    }
    const unsigned char *rv, *sv;
    std::size_t rlen, slen;
    if (!der_read_integer_lax(c, &rv, &rlen) || !der_read_integer_lax(c, &sv, &slen)) return false;
    // Whatever follows the second integer is ignored.
    unsigned char compact[64];
    if (lax_to_b32(compact, rv, rlen) && lax_to_b32(compact + 32, sv, slen)) {
        // On overflow this leaves r = s = 0, as required.
        ecdsa_sig_parse_compact(r, s, compact);
    }
    return true;
}

}  // namespace ufsecp
