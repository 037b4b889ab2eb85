// ufsecp — helpers shared by the C ABI translation units.
//
// Layer 5 (C ABI): the only layer that includes include/ufsecp/ufsecp.h. It converts
// between the opaque C structs and the internal types, checks arguments, and maps each
// failure to its status code. Outputs are written only once everything has succeeded.
#pragma once

#include <exception>

#include "keys/keys.hpp"
#include "ufsecp/ufsecp.h"

// Return UFSECP_ERR_NULL_ARG if any of the given pointers is NULL.
#define UFSECP_ARG_NONNULL(...)                                   \
    do {                                                          \
        const void* const ufsecp_args_[] = {__VA_ARGS__};         \
        for (const void* ufsecp_a_ : ufsecp_args_)                \
            if (ufsecp_a_ == nullptr) return UFSECP_ERR_NULL_ARG; \
    } while (0)

namespace ufsecp::abi {

// No C++ exception may cross the C ABI (a C caller cannot catch it: it would terminate the
// process). Every entry point that can allocate or start threads (the batch verifiers, and
// the BIP-39 functions, which allocate the normalized text; no other function allocates)
// runs its body through this: std::bad_alloc and
// std::length_error (vectors), std::system_error (a std::thread that cannot start, where
// msm_parallel_for does not already fall back to the calling thread) and anything else
// become UFSECP_ERR_NO_MEMORY. The body must write its outputs only after its last
// allocation, so that they are untouched on that error.
// A build without exceptions (-fno-exceptions: the bare-metal build, cmake/ufsecp_bare_metal.cmake,
// which leaves out every function that allocates) has nothing to catch.
template <class Body>
ufsecp_status no_throw(Body&& body) noexcept {
#if defined(__cpp_exceptions)
    try {
        return body();
    } catch (...) {
        return UFSECP_ERR_NO_MEMORY;
    }
#else
    // Built without exceptions (the WebAssembly build, bindings/js): an allocation that fails
    // aborts (a trap the JavaScript side reports; the instance is then discarded).
    return body();
#endif
}

// `UFSECP_ABI_GUARDED({ ...; return status; });` as the body of an extern "C" function.
#define UFSECP_ABI_GUARDED(...) return ::ufsecp::abi::no_throw([&]() -> ufsecp_status __VA_ARGS__)

inline bool pubkey_load(Ge& r, const ufsecp_pubkey* pk) { return ufsecp::pubkey_load(r, pk->data); }
inline void pubkey_save(ufsecp_pubkey* out, const Ge& p) { ufsecp::pubkey_save(out->data, p); }

// Whether 32 big-endian bytes are a scalar below n (tweaks: public values).
inline bool tweak_in_range(const unsigned char tweak32[32]) {
    Scalar t;
    int overflow = 0;
    scalar_set_b32(t, tweak32, &overflow);
    return !overflow;
}

}  // namespace ufsecp::abi
