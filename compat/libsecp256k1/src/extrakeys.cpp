// ufsecp compat/libsecp256k1 — x-only public keys and keypairs (secp256k1_extrakeys.h),
// as libsecp256k1 0.7.1 has them.
#include "compat.hpp"

using namespace ufsecp_compat;

namespace ufsecp_compat {

bool c_keypair_load(const secp256k1_context* ctx, Scalar* sk, Ge& pk, const secp256k1_keypair* kp) {
    bool ret = c_pubkey_load(ctx, pk, kp->data + 32);
    if (sk != nullptr && ret) {
        // Only a failed keypair function leaves an invalid secret key (then all zeros), so
        // its validity is public.
        const bool valid = declassified(scalar_set_b32_seckey(*sk, kp->data));
        if (!valid) {
            callback_call(ctx->illegal_callback, "ret");
            ret = false;
        }
    }
    if (!ret) {
        pk = ge_generator();
        if (sk != nullptr) scalar_set_int(*sk, 1);
    }
    return ret;
}

void c_keypair_save(secp256k1_keypair* kp, const Scalar& sk, const Ge& pk) {
    scalar_get_b32(kp->data, sk);
    c_pubkey_save(kp->data + 32, pk);
}

}  // namespace ufsecp_compat

namespace {
// Keeps p if its y is even, else negates it; returns 1 in the latter case.
int ge_even_y(Ge& p) {
    fe_normalize_var(p.y);
    if (fe_is_odd(p.y)) {
        ge_neg(p, p);
        fe_normalize_var(p.y);
        return 1;
    }
    return 0;
}
}  // namespace

extern "C" {

int secp256k1_xonly_pubkey_parse(const secp256k1_context* ctx, secp256k1_xonly_pubkey* pubkey,
                                 const unsigned char* input32) {
    ARGCHK(pubkey != NULL);
    std::memset(pubkey, 0, sizeof(*pubkey));
    ARGCHK(input32 != NULL);
    Ge pk;
    if (!xonly_parse(pk, input32)) return 0;
    c_pubkey_save(pubkey->data, pk);
    return 1;
}

int secp256k1_xonly_pubkey_serialize(const secp256k1_context* ctx, unsigned char* output32,
                                     const secp256k1_xonly_pubkey* pubkey) {
    ARGCHK(output32 != NULL);
    std::memset(output32, 0, 32);
    ARGCHK(pubkey != NULL);
    Ge pk;
    if (!c_pubkey_load(ctx, pk, pubkey->data)) return 0;
    fe_normalize_var(pk.x);
    fe_get_b32(output32, pk.x);
    return 1;
}

int secp256k1_xonly_pubkey_cmp(const secp256k1_context* ctx, const secp256k1_xonly_pubkey* pk0,
                               const secp256k1_xonly_pubkey* pk1) {
    unsigned char out[2][32];
    const secp256k1_xonly_pubkey* pk[2] = {pk0, pk1};
    for (int i = 0; i < 2; i++) {
        if (!secp256k1_xonly_pubkey_serialize(ctx, out[i], pk[i])) std::memset(out[i], 0, sizeof(out[i]));
    }
    return memcmp_var(out[0], out[1], 32);
}

int secp256k1_xonly_pubkey_from_pubkey(const secp256k1_context* ctx, secp256k1_xonly_pubkey* xonly_pubkey,
                                       int* pk_parity, const secp256k1_pubkey* pubkey) {
    ARGCHK(xonly_pubkey != NULL);
    ARGCHK(pubkey != NULL);
    Ge pk;
    if (!c_pubkey_load(ctx, pk, pubkey->data)) return 0;
    const int parity = ge_even_y(pk);
    if (pk_parity != nullptr) *pk_parity = parity;
    c_pubkey_save(xonly_pubkey->data, pk);
    return 1;
}

int secp256k1_xonly_pubkey_tweak_add(const secp256k1_context* ctx, secp256k1_pubkey* output_pubkey,
                                     const secp256k1_xonly_pubkey* internal_pubkey, const unsigned char* tweak32) {
    ARGCHK(output_pubkey != NULL);
    std::memset(output_pubkey, 0, sizeof(*output_pubkey));
    ARGCHK(internal_pubkey != NULL);
    ARGCHK(tweak32 != NULL);
    Ge pk;
    if (!c_pubkey_load(ctx, pk, internal_pubkey->data) || !ufsecp::pubkey_tweak_add(pk, tweak32)) return 0;
    c_pubkey_save(output_pubkey->data, pk);
    return 1;
}

int secp256k1_xonly_pubkey_tweak_add_check(const secp256k1_context* ctx, const unsigned char* tweaked_pubkey32,
                                           int tweaked_pk_parity, const secp256k1_xonly_pubkey* internal_pubkey,
                                           const unsigned char* tweak32) {
    ARGCHK(internal_pubkey != NULL);
    ARGCHK(tweaked_pubkey32 != NULL);
    ARGCHK(tweak32 != NULL);
    Ge pk;
    if (!c_pubkey_load(ctx, pk, internal_pubkey->data) || !ufsecp::pubkey_tweak_add(pk, tweak32)) return 0;
    unsigned char expected[32];
    fe_normalize_var(pk.x);
    fe_normalize_var(pk.y);
    fe_get_b32(expected, pk.x);
    return (memcmp_var(expected, tweaked_pubkey32, 32) == 0 && (int)fe_is_odd(pk.y) == tweaked_pk_parity) ? 1 : 0;
}

int secp256k1_keypair_create(const secp256k1_context* ctx, secp256k1_keypair* keypair, const unsigned char* seckey) {
    ARGCHK(keypair != NULL);
    std::memset(keypair, 0, sizeof(*keypair));
    ARGCHK_GEN();
    ARGCHK(seckey != NULL);
    Keypair kp;
    const bool ok = declassified(ufsecp::keypair_create(kp, seckey));
    if (ok) c_keypair_save(keypair, kp.seckey, kp.pubkey);
    keypair_clear(kp);
    return ok ? 1 : 0;
}

int secp256k1_keypair_sec(const secp256k1_context* ctx, unsigned char* seckey, const secp256k1_keypair* keypair) {
    ARGCHK(seckey != NULL);
    std::memset(seckey, 0, 32);
    ARGCHK(keypair != NULL);
    std::memcpy(seckey, keypair->data, 32);
    return 1;
}

int secp256k1_keypair_pub(const secp256k1_context* ctx, secp256k1_pubkey* pubkey, const secp256k1_keypair* keypair) {
    ARGCHK(pubkey != NULL);
    std::memset(pubkey, 0, sizeof(*pubkey));
    ARGCHK(keypair != NULL);
    std::memcpy(pubkey->data, keypair->data + 32, sizeof(*pubkey));
    return 1;
}

int secp256k1_keypair_xonly_pub(const secp256k1_context* ctx, secp256k1_xonly_pubkey* pubkey, int* pk_parity,
                                const secp256k1_keypair* keypair) {
    ARGCHK(pubkey != NULL);
    std::memset(pubkey, 0, sizeof(*pubkey));
    ARGCHK(keypair != NULL);
    Ge pk;
    if (!c_keypair_load(ctx, nullptr, pk, keypair)) return 0;
    const int parity = ge_even_y(pk);
    if (pk_parity != nullptr) *pk_parity = parity;
    c_pubkey_save(pubkey->data, pk);
    return 1;
}

int secp256k1_keypair_xonly_tweak_add(const secp256k1_context* ctx, secp256k1_keypair* keypair,
                                      const unsigned char* tweak32) {
    ARGCHK(keypair != NULL);
    ARGCHK(tweak32 != NULL);
    Keypair kp;
    bool ret = c_keypair_load(ctx, &kp.seckey, kp.pubkey, keypair);
    std::memset(keypair, 0, sizeof(*keypair));
    // ufsecp's keypair_xonly_tweak_add: d -> (d or -d, for even y) + tweak, P -> lift(P) +
    // tweak*G; it fails for tweak >= n or a zero result (the outcome is public).
    ret = declassified(ufsecp::keypair_xonly_tweak_add(kp, tweak32)) && ret;
    if (ret) c_keypair_save(keypair, kp.seckey, kp.pubkey);
    keypair_clear(kp);
    return ret ? 1 : 0;
}

}  // extern "C"
