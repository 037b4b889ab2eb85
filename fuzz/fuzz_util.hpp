// ufsecp fuzzing — what every libFuzzer target shares: a reader over the fuzzer's bytes, the
// reference libsecp256k1 context, and the check that turns any disagreement into a crash.
//
// Every target checks properties, not just "no crash": round trips, agreement with the
// reference libsecp256k1 (0.7.1, linked statically; cmake/ufsecp_reference.cmake), agreement
// between ufsecp's own paths (constant-time vs variable-time, batch vs single, both field
// tiers). FUZZ_CHECK aborts with a message naming the disagreement, which libFuzzer reports
// as a crash and saves the input for. Build and run: scripts/fuzz.sh; targets: fuzz/*.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <secp256k1.h>

#include "ufsecp/ufsecp.h"

#define FUZZ_CHECK(cond, what)                                                              \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            std::fprintf(stderr, "fuzz: MISMATCH at %s:%d: %s (%s)\n", __FILE__, __LINE__, \
                         what, #cond);                                                      \
            std::abort();                                                                   \
        }                                                                                   \
    } while (0)

namespace ufsecp_fuzz {

// Consumes the fuzzer's bytes front to back; past the end it yields zeros, so every target
// reads a fixed layout whatever the input length.
class Input {
public:
    Input(const std::uint8_t* p, std::size_t n) : p_(p), n_(n) {}
    void take(void* out, std::size_t k) {
        const std::size_t have = k < n_ ? k : n_;
        if (have) std::memcpy(out, p_, have);
        if (have < k) std::memset(static_cast<unsigned char*>(out) + have, 0, k - have);
        p_ += have;
        n_ -= have;
    }
    unsigned byte() {
        unsigned char b;
        take(&b, 1);
        return b;
    }
    std::size_t left() const { return n_; }
    const std::uint8_t* rest() const { return p_; }
    // The remaining bytes, at most k of them (a variable-length field such as a message).
    std::size_t take_rest(const std::uint8_t** out, std::size_t k) {
        const std::size_t have = k < n_ ? k : n_;
        *out = p_;
        p_ += have;
        n_ -= have;
        return have;
    }

private:
    const std::uint8_t* p_;
    std::size_t n_;
};

inline const secp256k1_context* ref() {
    static secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    return ctx;
}

inline bool ok(ufsecp_status s) { return s == UFSECP_OK; }

// A few bit flips or byte overwrites of buf chosen by the fuzzer: turns a valid object into
// the near-valid ones that random bytes almost never reach. The first byte says how many.
inline void mutate(Input& in, unsigned char* buf, std::size_t n) {
    const unsigned count = in.byte() % 4;
    for (unsigned i = 0; i < count; i++) {
        const unsigned pos = in.byte() % n;
        const unsigned how = in.byte();
        if (how & 1) buf[pos] ^= (unsigned char)(1u << ((how >> 1) & 7));
        else buf[pos] = (unsigned char)(how >> 1 | (how & 0x80));
    }
}

}  // namespace ufsecp_fuzz
