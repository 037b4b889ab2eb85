// ufsecp — Poly1305 (RFC 8439 section 2.5), 26-bit limbs (poly1305-donna-32's arithmetic:
// 32x32->64-bit products only, so it is the same code on 32-bit targets).
//
// Layer 1 (symmetric primitives). Includes only common/.
//
// Contract: Poly1305 p(key32); p.update(data, n) any number of times; p.finalize(tag16)
// (which wipes the object). Constant time in the key and the data (no branch or index on
// them; the final reduction selects with a mask). poly1305_verify compares tags in
// constant time.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/util.hpp"

namespace ufsecp {

class Poly1305 {
public:
    explicit Poly1305(const unsigned char key32[32]);
    ~Poly1305() { secure_wipe(this, sizeof(*this)); }
    Poly1305(const Poly1305&) = delete;
    Poly1305& operator=(const Poly1305&) = delete;
    void update(const unsigned char* data, std::size_t n);
    void finalize(unsigned char tag16[16]);

private:
    void blocks(const unsigned char* m, std::size_t n, std::uint32_t hibit);
    std::uint32_t r_[5], h_[5], pad_[4];
    unsigned char buf_[16];
    std::size_t leftover_;
};

// 1 if the 16-byte tags are equal, else 0; constant time.
int poly1305_tags_equal(const unsigned char a[16], const unsigned char b[16]);

}  // namespace ufsecp
