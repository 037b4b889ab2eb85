// ufsecp compat/libsecp256k1 — BIP-340 Schnorr signatures (secp256k1_schnorrsig.h) as
// libsecp256k1 0.7.1 has them, custom nonce functions and extraparams included.
#include "compat.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"
#include "schnorr/schnorr.hpp"
#include "secp256k1_schnorrsig.h"

using namespace ufsecp_compat;

namespace {

const unsigned char kBip340Algo[13] = {'B', 'I', 'P', '0', '3', '4', '0', '/', 'n', 'o', 'n', 'c', 'e'};
const unsigned char kExtraparamsMagic[4] = {0xda, 0x6f, 0xb3, 0x8c};

// libsecp256k1's nonce_function_bip340: H_algo((key XOR H_aux(data or 0^32)) || pk || msg);
// 0 (no nonce) when algo is NULL. The BIP-340 tag uses the precomputed midstate.
int nonce_function_bip340(unsigned char* nonce32, const unsigned char* msg, size_t msglen, const unsigned char* key32,
                          const unsigned char* xonly_pk32, const unsigned char* algo, size_t algolen, void* data) {
    if (algo == nullptr) return 0;
    unsigned char masked_key[32];
    if (data != nullptr) {
        Sha256 aux = sha256_bip340_aux();
        aux.write(static_cast<const unsigned char*>(data), 32);
        aux.finalize(masked_key);
        for (int i = 0; i < 32; i++) masked_key[i] ^= key32[i];
    } else {
        for (int i = 0; i < 32; i++) masked_key[i] = key32[i] ^ kBip340AuxOfZero[i];
    }
    Sha256 h = (algolen == sizeof(kBip340Algo) && std::memcmp(algo, kBip340Algo, algolen) == 0)
                   ? sha256_bip340_nonce()
                   : tagged_hash_init(algo, algolen);
    h.write(masked_key, 32);
    h.write(xonly_pk32, 32);
    h.write(msg, msglen);
    h.finalize(nonce32);
    secure_wipe(masked_key, sizeof(masked_key));
    return 1;
}

// libsecp256k1's schnorrsig_sign_internal. With the BIP-340 nonce function and a valid
// keypair the signature is ufsecp's schnorr_sign (the same bytes); otherwise the steps are
// libsecp256k1's, including calling a custom nonce function even for an invalid keypair
// (with the stand-in key 1 and pubkey G; the output is then zeroed).
int sign_internal(const secp256k1_context* ctx, unsigned char* sig64, const unsigned char* msg, size_t msglen,
                  const secp256k1_keypair* keypair, secp256k1_nonce_function_hardened noncefp, void* ndata) {
    ARGCHK_GEN();
    ARGCHK(sig64 != NULL);
    COMPAT_ARG_CHECK(msg != nullptr || msglen == 0, "msg != NULL || msglen == 0");
    ARGCHK(keypair != NULL);
    if (noncefp == nullptr) noncefp = nonce_function_bip340;

    Keypair kp;
    int ret = c_keypair_load(ctx, &kp.seckey, kp.pubkey, keypair) ? 1 : 0;
    if (ret && noncefp == nonce_function_bip340) {
        ret = schnorr_sign(sig64, msg, msglen, kp, static_cast<const unsigned char*>(ndata)) ? 1 : 0;
        keypair_clear(kp);
        return ret;
    }

    Scalar sk = kp.seckey, k, e, one;
    Ge pk = kp.pubkey;
    keypair_clear(kp);
    scalar_set_int(one, 1);
    fe_normalize_var(pk.y);
    fe_normalize_var(pk.x);
    // The public key's parity is public.
    if (fe_is_odd(pk.y)) scalar_negate(sk, sk);
    unsigned char seckey[32], pk_buf[32], buf[32];
    scalar_get_b32(seckey, sk);
    fe_get_b32(pk_buf, pk.x);
    ret &= noncefp(buf, msg, msglen, seckey, pk_buf, kBip340Algo, sizeof(kBip340Algo), ndata) ? 1 : 0;
    scalar_set_b32(k, buf, nullptr);
    ret &= (int)!scalar_is_zero(k);
    scalar_cmov(k, one, ret ^ 1);

    Gej rj;
    Ge r;
    ecmult_gen(rj, k);
    ge_set_gej(r, rj);
    declassify(&r, sizeof(r));  // R is part of the signature
    fe_normalize_var(r.y);
    if (fe_is_odd(r.y)) scalar_negate(k, k);
    fe_normalize_var(r.x);
    fe_get_b32(sig64, r.x);

    schnorr_challenge(e, sig64, pk_buf, msg, msglen);
    scalar_mul(e, e, sk);
    scalar_add(e, e, k);
    scalar_get_b32(sig64 + 32, e);
    memczero(sig64, 64, ret ^ 1);

    secure_wipe(seckey, sizeof(seckey));
    secure_wipe(buf, sizeof(buf));
    secure_wipe(sk);
    secure_wipe(k);
    secure_wipe(rj);
    return ret;
}

}  // namespace

extern "C" {

SECP256K1_API const secp256k1_nonce_function_hardened secp256k1_nonce_function_bip340 = nonce_function_bip340;

int secp256k1_schnorrsig_sign32(const secp256k1_context* ctx, unsigned char* sig64, const unsigned char* msg32,
                                const secp256k1_keypair* keypair, const unsigned char* aux_rand32) {
    return sign_internal(ctx, sig64, msg32, 32, keypair, nonce_function_bip340,
                         const_cast<unsigned char*>(aux_rand32));
}

int secp256k1_schnorrsig_sign(const secp256k1_context* ctx, unsigned char* sig64, const unsigned char* msg32,
                              const secp256k1_keypair* keypair, const unsigned char* aux_rand32) {
    return secp256k1_schnorrsig_sign32(ctx, sig64, msg32, keypair, aux_rand32);
}

int secp256k1_schnorrsig_sign_custom(const secp256k1_context* ctx, unsigned char* sig64, const unsigned char* msg,
                                     size_t msglen, const secp256k1_keypair* keypair,
                                     secp256k1_schnorrsig_extraparams* extraparams) {
    secp256k1_nonce_function_hardened noncefp = nullptr;
    void* ndata = nullptr;
    if (extraparams != nullptr) {
        COMPAT_ARG_CHECK(memcmp_var(extraparams->magic, kExtraparamsMagic, 4) == 0,
                         "secp256k1_memcmp_var(extraparams->magic, schnorrsig_extraparams_magic, "
                         "sizeof(extraparams->magic)) == 0");
        noncefp = extraparams->noncefp;
        ndata = extraparams->ndata;
    }
    return sign_internal(ctx, sig64, msg, msglen, keypair, noncefp, ndata);
}

int secp256k1_schnorrsig_verify(const secp256k1_context* ctx, const unsigned char* sig64, const unsigned char* msg,
                                size_t msglen, const secp256k1_xonly_pubkey* pubkey) {
    ARGCHK(sig64 != NULL);
    COMPAT_ARG_CHECK(msg != nullptr || msglen == 0, "msg != NULL || msglen == 0");
    ARGCHK(pubkey != NULL);
    Fe rx;
    if (!fe_set_b32_limit(rx, sig64)) return 0;
    Scalar s;
    int overflow = 0;
    scalar_set_b32(s, sig64 + 32, &overflow);
    if (overflow) return 0;
    Ge pk;
    if (!c_pubkey_load(ctx, pk, pubkey->data)) return 0;
    return schnorr_verify_var(sig64, msg, msglen, pk) ? 1 : 0;
}

}  // extern "C"
