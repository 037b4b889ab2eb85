// ufsecp compat/libsecp256k1 — shared pieces of the libsecp256k1 0.7.1 API implementation:
// the context object, the illegal/error callbacks, and the loaders/savers of the opaque
// objects in libsecp256k1's byte layouts.
//
// Sits above the C ABI level: includes ufsecp's internal headers (src/) and
// compat/libsecp256k1/include. Nothing here is part of ufsecp's own API.
//
// Layouts (libsecp256k1 stores its internal types with memcpy, so these are what a caller
// of 0.7.1 sees on a 64-bit machine):
//   256-bit number (field element of a pubkey, scalar of a signature): four 64-bit limbs,
//     least significant first, each in the machine's byte order ("limbs form" below).
//   secp256k1_pubkey / secp256k1_xonly_pubkey: x, y in limbs form (x = 0 never occurs in a
//     valid key: zeroed objects are what failed calls leave, and using one is an illegal
//     argument).
//   secp256k1_ecdsa_signature: r, s in limbs form. Recoverable: + recid byte.
//   secp256k1_keypair: 32-byte big-endian secret key, then the pubkey object.
#pragma once

#include <cstdint>
#include <cstring>

#define SECP256K1_BUILD 1
#include "secp256k1.h"
#include "secp256k1_extrakeys.h"

#include "common/util.hpp"
#include "field/field.hpp"
#include "group/group.hpp"
#include "keys/keys.hpp"
#include "scalar/scalar.hpp"

struct secp256k1_callback_compat {
    void (*fn)(const char* text, void* data);
    const void* data;
};

// A proper context has built = 1; secp256k1_context_static (and a destroyed preallocated
// context) has built = 0, which libsecp256k1 calls "not proper" and which signing
// functions reject (their ARG_CHECK on the generator context). ufsecp keeps no per-context
// precomputation, so that flag is all there is besides the callbacks.
struct secp256k1_context_struct {
    int built;
    secp256k1_callback_compat illegal_callback;
    secp256k1_callback_compat error_callback;
    int declassify;
};

namespace ufsecp_compat {

using namespace ufsecp;

void default_illegal_callback_fn(const char* str, void* data);
void default_error_callback_fn(const char* str, void* data);

inline void callback_call(const secp256k1_callback_compat& cb, const char* text) {
    cb.fn(text, const_cast<void*>(cb.data));
}

// libsecp256k1's ARG_CHECK: call the context's illegal callback with the text of the failed
// condition (the same text libsecp256k1 passes) and return 0.
#define COMPAT_ARG_CHECK(cond, text)                                   \
    do {                                                               \
        if (__builtin_expect(!(cond), 0)) {                            \
            ::ufsecp_compat::callback_call(ctx->illegal_callback, text); \
            return 0;                                                  \
        }                                                              \
    } while (0)
#define ARGCHK(cond) COMPAT_ARG_CHECK(cond, #cond)
// The generator-context check of every signing function.
#define ARGCHK_GEN() COMPAT_ARG_CHECK(ctx->built, "secp256k1_ecmult_gen_context_is_built(&ctx->ecmult_gen_ctx)")

// 32 big-endian bytes <-> limbs form.
inline void be_to_limbs(unsigned char out[32], const unsigned char be[32]) {
    for (int i = 0; i < 4; i++) {
        std::uint64_t v = read_be64(be + 24 - 8 * i);
        std::memcpy(out + 8 * i, &v, 8);
    }
}
inline void limbs_to_be(unsigned char be[32], const unsigned char in[32]) {
    for (int i = 0; i < 4; i++) {
        std::uint64_t v;
        std::memcpy(&v, in + 8 * i, 8);
        write_be64(be + 24 - 8 * i, v);
    }
}

// libsecp256k1's pubkey_save: p must be a valid point (not infinity).
inline void c_pubkey_save(unsigned char data[64], const Ge& p) {
    unsigned char b[32];
    Fe x = p.x, y = p.y;
    fe_normalize_var(x);
    fe_normalize_var(y);
    fe_get_b32(b, x);
    be_to_limbs(data, b);
    fe_get_b32(b, y);
    be_to_limbs(data + 32, b);
}

// libsecp256k1's pubkey_load: reads the point without validating it (objects are only
// produced by this library) and ARG_CHECKs that x is not zero (a zeroed object).
inline bool c_pubkey_load(const secp256k1_context* ctx, Ge& p, const unsigned char data[64]) {
    unsigned char b[32];
    Fe x, y;
    limbs_to_be(b, data);
    fe_set_b32_mod(x, b);
    limbs_to_be(b, data + 32);
    fe_set_b32_mod(y, b);
    ge_set_xy(p, x, y);
    if (fe_normalizes_to_zero_var(p.x)) {
        callback_call(ctx->illegal_callback, "!secp256k1_fe_is_zero(&ge->x)");
        return false;
    }
    return true;
}

inline void c_scalar_save(unsigned char out[32], const Scalar& s) {
    unsigned char b[32];
    scalar_get_b32(b, s);
    be_to_limbs(out, b);
}
inline void c_scalar_load(Scalar& s, const unsigned char in[32]) {
    unsigned char b[32];
    limbs_to_be(b, in);
    scalar_set_b32(s, b, nullptr);
}

// libsecp256k1's keypair_load: the pubkey (ARG_CHECK on a zeroed one), then, when sk is
// wanted, the secret key (ARG_CHECK "ret" on an invalid one). On failure pk = G and sk = 1
// (signing runs on with those and zeroes its output). The validity of the secret key is
// declassified, as there: only a failed keypair function leaves an invalid one.
bool c_keypair_load(const secp256k1_context* ctx, Scalar* sk, Ge& pk, const secp256k1_keypair* kp);
void c_keypair_save(secp256k1_keypair* kp, const Scalar& sk, const Ge& pk);

// libsecp256k1's secp256k1_memcmp_var: the difference of the first differing bytes (not
// just its sign: callers see the value through secp256k1_ec_pubkey_cmp).
inline int memcmp_var(const unsigned char* a, const unsigned char* b, std::size_t n) {
    for (std::size_t i = 0; i < n; i++) {
        const int diff = a[i] - b[i];
        if (diff != 0) return diff;
    }
    return 0;
}

// Zero n bytes at p when flag (0/1, may be secret) is 1, without a branch.
inline void memczero(void* p, std::size_t n, int flag) { keys_detail::ct_memzero_if(p, n, flag); }

}  // namespace ufsecp_compat
