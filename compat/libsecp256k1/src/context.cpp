// ufsecp compat/libsecp256k1 — contexts, callbacks, self test, randomization and
// secp256k1_tagged_sha256 (secp256k1.h, secp256k1_preallocated.h). Behaviour, including
// every illegal-callback call, follows libsecp256k1 0.7.1.
#include <cstdio>
#include <cstdlib>

#include "compat.hpp"
#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"
#include "secp256k1_preallocated.h"

namespace ufsecp_compat {

void default_illegal_callback_fn(const char* str, void* data) {
    (void)data;
    std::fprintf(stderr, "[libsecp256k1] illegal argument: %s\n", str);
    std::abort();
}

void default_error_callback_fn(const char* str, void* data) {
    (void)data;
    std::fprintf(stderr, "[libsecp256k1] internal consistency check failed: %s\n", str);
    std::abort();
}

namespace {
const secp256k1_callback_compat kDefaultIllegal = {default_illegal_callback_fn, nullptr};
const secp256k1_callback_compat kDefaultError = {default_error_callback_fn, nullptr};

const secp256k1_context kStaticContext = {0, kDefaultIllegal, kDefaultError, 0};

bool context_is_proper(const secp256k1_context* ctx) { return ctx->built != 0; }

// malloc that reports failure through the error callback, like libsecp256k1's checked_malloc.
void* checked_malloc(const secp256k1_callback_compat& cb, std::size_t size) {
    void* p = std::malloc(size);
    if (p == nullptr) callback_call(cb, "Out of memory");
    return p;
}
}  // namespace

}  // namespace ufsecp_compat

using namespace ufsecp_compat;

extern "C" {

SECP256K1_API const secp256k1_context* const secp256k1_context_static = &kStaticContext;
SECP256K1_API const secp256k1_context* const secp256k1_context_no_precomp = &kStaticContext;

// ufsecp's arithmetic is checked by its own test suite at build time; nothing to run here.
void secp256k1_selftest(void) {}

size_t secp256k1_context_preallocated_size(unsigned int flags) {
    if ((flags & SECP256K1_FLAGS_TYPE_MASK) != SECP256K1_FLAGS_TYPE_CONTEXT) {
        callback_call(kDefaultIllegal, "Invalid flags");
        return 0;
    }
    return sizeof(secp256k1_context);
}

size_t secp256k1_context_preallocated_clone_size(const secp256k1_context* ctx) {
    COMPAT_ARG_CHECK(context_is_proper(ctx), "secp256k1_context_is_proper(ctx)");
    return sizeof(secp256k1_context);
}

secp256k1_context* secp256k1_context_preallocated_create(void* prealloc, unsigned int flags) {
    secp256k1_selftest();
    if (secp256k1_context_preallocated_size(flags) == 0) return nullptr;
    secp256k1_context* ret = static_cast<secp256k1_context*>(prealloc);
    ret->built = 1;
    ret->illegal_callback = kDefaultIllegal;
    ret->error_callback = kDefaultError;
    ret->declassify = (flags & SECP256K1_FLAGS_BIT_CONTEXT_DECLASSIFY) ? 1 : 0;
    return ret;
}

secp256k1_context* secp256k1_context_create(unsigned int flags) {
    const size_t size = secp256k1_context_preallocated_size(flags);
    secp256k1_context* ctx = static_cast<secp256k1_context*>(checked_malloc(kDefaultError, size));
    if (secp256k1_context_preallocated_create(ctx, flags) == nullptr) {
        std::free(ctx);
        return nullptr;
    }
    return ctx;
}

secp256k1_context* secp256k1_context_preallocated_clone(const secp256k1_context* ctx, void* prealloc) {
    COMPAT_ARG_CHECK(prealloc != nullptr, "prealloc != NULL");
    COMPAT_ARG_CHECK(context_is_proper(ctx), "secp256k1_context_is_proper(ctx)");
    secp256k1_context* ret = static_cast<secp256k1_context*>(prealloc);
    *ret = *ctx;
    return ret;
}

secp256k1_context* secp256k1_context_clone(const secp256k1_context* ctx) {
    COMPAT_ARG_CHECK(context_is_proper(ctx), "secp256k1_context_is_proper(ctx)");
    const size_t size = secp256k1_context_preallocated_clone_size(ctx);
    secp256k1_context* ret = static_cast<secp256k1_context*>(checked_malloc(ctx->error_callback, size));
    return secp256k1_context_preallocated_clone(ctx, ret);
}

void secp256k1_context_preallocated_destroy(secp256k1_context* ctx) {
    if (!(ctx == nullptr || context_is_proper(ctx))) {
        callback_call(ctx->illegal_callback, "ctx == NULL || secp256k1_context_is_proper(ctx)");
        return;
    }
    if (ctx == nullptr) return;
    ctx->built = 0;
}

void secp256k1_context_destroy(secp256k1_context* ctx) {
    if (!(ctx == nullptr || context_is_proper(ctx))) {
        callback_call(ctx->illegal_callback, "ctx == NULL || secp256k1_context_is_proper(ctx)");
        return;
    }
    if (ctx == nullptr) return;
    secp256k1_context_preallocated_destroy(ctx);
    std::free(ctx);
}

// Allowed on copies of the static context (libsecp256k1 compares the pointer, not the flag).
void secp256k1_context_set_illegal_callback(secp256k1_context* ctx, void (*fun)(const char*, void*),
                                            const void* data) {
    if (ctx == secp256k1_context_static) {
        callback_call(ctx->illegal_callback, "ctx != secp256k1_context_static");
        return;
    }
    ctx->illegal_callback.fn = fun != nullptr ? fun : default_illegal_callback_fn;
    ctx->illegal_callback.data = data;
}

void secp256k1_context_set_error_callback(secp256k1_context* ctx, void (*fun)(const char*, void*),
                                          const void* data) {
    if (ctx == secp256k1_context_static) {
        callback_call(ctx->illegal_callback, "ctx != secp256k1_context_static");
        return;
    }
    ctx->error_callback.fn = fun != nullptr ? fun : default_error_callback_fn;
    ctx->error_callback.data = data;
}

// Accepted and checked like libsecp256k1's; the seed is not used. libsecp256k1 blinds its
// generator multiplication with it as a defence in depth against side channels; ufsecp's
// ecmult_gen is constant time by construction (no secret-dependent branches or table
// indices, checked under valgrind) and takes no blinding (docs/compat.md).
int secp256k1_context_randomize(secp256k1_context* ctx, const unsigned char* seed32) {
    (void)seed32;
    COMPAT_ARG_CHECK(context_is_proper(ctx), "secp256k1_context_is_proper(ctx)");
    return 1;
}

int secp256k1_tagged_sha256(const secp256k1_context* ctx, unsigned char* hash32, const unsigned char* tag,
                            size_t taglen, const unsigned char* msg, size_t msglen) {
    ARGCHK(hash32 != NULL);
    ARGCHK(tag != NULL);
    ARGCHK(msg != NULL);
    ufsecp::Sha256 h = ufsecp::tagged_hash_init(tag, taglen);
    h.write(msg, msglen);
    h.finalize(hash32);
    return 1;
}

}  // extern "C"
