// ufsecp compat/libsecp256k1 — public and secret keys of secp256k1.h: parse, serialize,
// compare, sort, create, negate, tweak, combine. Behaviour (results, outputs on failure,
// illegal-callback calls and their order) follows libsecp256k1 0.7.1.
#include "compat.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "group/group_sec1.hpp"

using namespace ufsecp_compat;

namespace {

// libsecp256k1's heap sort (secp256k1_hsort): the same comparisons in the same order, so
// that a sort with equal or invalid keys (which reach the illegal callback through
// secp256k1_ec_pubkey_cmp) makes the same calls and leaves the same order.
using CmpFn = int (*)(const secp256k1_pubkey*, const secp256k1_pubkey*, const secp256k1_context*);

int sort_cmp(const secp256k1_pubkey* a, const secp256k1_pubkey* b, const secp256k1_context* ctx) {
    return secp256k1_ec_pubkey_cmp(ctx, a, b);
}

void heap_down(const secp256k1_pubkey** arr, size_t i, size_t heap_size, const secp256k1_context* ctx) {
    while (i < heap_size / 2) {
        const size_t c1 = 2 * i + 1, c2 = c1 + 1;
        if (c2 < heap_size && 0 <= sort_cmp(arr[c2], arr[c1], ctx)) {
            if (0 < sort_cmp(arr[c2], arr[i], ctx)) {
                std::swap(arr[i], arr[c2]);
                i = c2;
            } else {
                return;
            }
        } else if (0 < sort_cmp(arr[c1], arr[i], ctx)) {
            std::swap(arr[i], arr[c1]);
            i = c1;
        } else {
            return;
        }
    }
}

void hsort(const secp256k1_pubkey** arr, size_t count, const secp256k1_context* ctx) {
    for (size_t i = count / 2; 0 < i; --i) heap_down(arr, i - 1, count, ctx);
    for (size_t i = count; 1 < i; --i) {
        std::swap(arr[0], arr[i - 1]);
        heap_down(arr, 0, i - 1, ctx);
    }
}

}  // namespace

extern "C" {

int secp256k1_ec_pubkey_parse(const secp256k1_context* ctx, secp256k1_pubkey* pubkey, const unsigned char* input,
                              size_t inputlen) {
    ARGCHK(pubkey != NULL);
    std::memset(pubkey, 0, sizeof(*pubkey));
    ARGCHK(input != NULL);
    Ge q;
    if (!ge_parse_sec1(q, input, inputlen)) return 0;
    c_pubkey_save(pubkey->data, q);
    return 1;
}

int secp256k1_ec_pubkey_serialize(const secp256k1_context* ctx, unsigned char* output, size_t* outputlen,
                                  const secp256k1_pubkey* pubkey, unsigned int flags) {
    ARGCHK(outputlen != NULL);
    COMPAT_ARG_CHECK(*outputlen >= ((flags & SECP256K1_FLAGS_BIT_COMPRESSION) ? 33u : 65u),
                     "*outputlen >= ((flags & SECP256K1_FLAGS_BIT_COMPRESSION) ? 33u : 65u)");
    size_t len = *outputlen;
    *outputlen = 0;
    ARGCHK(output != NULL);
    std::memset(output, 0, len);
    ARGCHK(pubkey != NULL);
    COMPAT_ARG_CHECK((flags & SECP256K1_FLAGS_TYPE_MASK) == SECP256K1_FLAGS_TYPE_COMPRESSION,
                     "(flags & SECP256K1_FLAGS_TYPE_MASK) == SECP256K1_FLAGS_TYPE_COMPRESSION");
    Ge q;
    if (!c_pubkey_load(ctx, q, pubkey->data)) return 0;
    if (!ge_serialize_sec1(output, &len, q, (flags & SECP256K1_FLAGS_BIT_COMPRESSION) != 0)) return 0;
    *outputlen = len;
    return 1;
}

int secp256k1_ec_pubkey_cmp(const secp256k1_context* ctx, const secp256k1_pubkey* pubkey0,
                            const secp256k1_pubkey* pubkey1) {
    unsigned char out[2][33];
    const secp256k1_pubkey* pk[2] = {pubkey0, pubkey1};
    for (int i = 0; i < 2; i++) {
        size_t out_size = sizeof(out[i]);
        // A NULL or invalid key (the callback was called) compares as 33 zero bytes.
        if (!secp256k1_ec_pubkey_serialize(ctx, out[i], &out_size, pk[i], SECP256K1_EC_COMPRESSED)) {
            std::memset(out[i], 0, sizeof(out[i]));
        }
    }
    return memcmp_var(out[0], out[1], 33);
}

int secp256k1_ec_pubkey_sort(const secp256k1_context* ctx, const secp256k1_pubkey** pubkeys, size_t n_pubkeys) {
    ARGCHK(pubkeys != NULL);
    hsort(pubkeys, n_pubkeys, ctx);
    return 1;
}

int secp256k1_ec_seckey_verify(const secp256k1_context* ctx, const unsigned char* seckey) {
    ARGCHK(seckey != NULL);
    return seckey_verify(seckey) ? 1 : 0;
}

int secp256k1_ec_pubkey_create(const secp256k1_context* ctx, secp256k1_pubkey* pubkey, const unsigned char* seckey) {
    ARGCHK(pubkey != NULL);
    std::memset(pubkey, 0, sizeof(*pubkey));
    ARGCHK_GEN();
    ARGCHK(seckey != NULL);
    Ge p;
    // Whether the key was valid is the public result; the point is public (declassified).
    if (!declassified(pubkey_create(p, seckey))) return 0;
    c_pubkey_save(pubkey->data, p);
    return 1;
}

int secp256k1_ec_seckey_negate(const secp256k1_context* ctx, unsigned char* seckey) {
    ARGCHK(seckey != NULL);
    return seckey_negate(seckey) ? 1 : 0;
}

int secp256k1_ec_pubkey_negate(const secp256k1_context* ctx, secp256k1_pubkey* pubkey) {
    ARGCHK(pubkey != NULL);
    Ge p;
    const bool ret = c_pubkey_load(ctx, p, pubkey->data);
    std::memset(pubkey, 0, sizeof(*pubkey));
    if (ret) {
        ufsecp::pubkey_negate(p);
        c_pubkey_save(pubkey->data, p);
    }
    return ret ? 1 : 0;
}

int secp256k1_ec_seckey_tweak_add(const secp256k1_context* ctx, unsigned char* seckey, const unsigned char* tweak32) {
    ARGCHK(seckey != NULL);
    ARGCHK(tweak32 != NULL);
    return seckey_tweak_add(seckey, tweak32) ? 1 : 0;
}

int secp256k1_ec_pubkey_tweak_add(const secp256k1_context* ctx, secp256k1_pubkey* pubkey,
                                  const unsigned char* tweak32) {
    ARGCHK(pubkey != NULL);
    ARGCHK(tweak32 != NULL);
    Ge p;
    bool ret = c_pubkey_load(ctx, p, pubkey->data);
    std::memset(pubkey, 0, sizeof(*pubkey));
    ret = ret && ufsecp::pubkey_tweak_add(p, tweak32);
    if (ret) c_pubkey_save(pubkey->data, p);
    return ret ? 1 : 0;
}

int secp256k1_ec_seckey_tweak_mul(const secp256k1_context* ctx, unsigned char* seckey, const unsigned char* tweak32) {
    ARGCHK(seckey != NULL);
    ARGCHK(tweak32 != NULL);
    return seckey_tweak_mul(seckey, tweak32) ? 1 : 0;
}

int secp256k1_ec_pubkey_tweak_mul(const secp256k1_context* ctx, secp256k1_pubkey* pubkey,
                                  const unsigned char* tweak32) {
    ARGCHK(pubkey != NULL);
    ARGCHK(tweak32 != NULL);
    Scalar factor;
    int overflow = 0;
    scalar_set_b32(factor, tweak32, &overflow);
    Ge p;
    // An overflowing tweak fails before the key is looked at (no callback for a zeroed key).
    bool ret = !overflow && c_pubkey_load(ctx, p, pubkey->data);
    std::memset(pubkey, 0, sizeof(*pubkey));
    ret = ret && ufsecp::pubkey_tweak_mul(p, tweak32);
    if (ret) c_pubkey_save(pubkey->data, p);
    return ret ? 1 : 0;
}

int secp256k1_ec_pubkey_combine(const secp256k1_context* ctx, secp256k1_pubkey* pubnonce,
                                const secp256k1_pubkey* const* pubnonces, size_t n) {
    ARGCHK(pubnonce != NULL);
    std::memset(pubnonce, 0, sizeof(*pubnonce));
    ARGCHK(n >= 1);
    ARGCHK(pubnonces != NULL);
    Gej acc;
    gej_set_infinity(acc);
    for (size_t i = 0; i < n; i++) {
        ARGCHK(pubnonces[i] != NULL);
        Ge q;
        // A zeroed key reaches the callback; it is then left out of the sum (libsecp256k1
        // adds the meaningless point it loaded; see docs/compat.md).
        if (c_pubkey_load(ctx, q, pubnonces[i]->data)) gej_add_ge_var(acc, acc, q);
    }
    if (gej_is_infinity(acc)) return 0;
    Ge q;
    ge_set_gej_var(q, acc);
    c_pubkey_save(pubnonce->data, q);
    return 1;
}

}  // extern "C"
