// ufsecp compat/libsecp256k1 — ElligatorSwift (secp256k1_ellswift.h) as libsecp256k1 0.7.1
// has it: encode/decode/create on ufsecp's ellswift module, xdh with any hash function.
#include "compat.hpp"
#include "ellswift/ellswift.hpp"
#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"
#include "secp256k1_ellswift.h"

using namespace ufsecp_compat;

namespace {

int xdh_hash_prefix(unsigned char* output, const unsigned char* x32, const unsigned char* ell_a64,
                    const unsigned char* ell_b64, void* data) {
    Sha256 h;
    h.write(static_cast<const unsigned char*>(data), 64);
    h.write(ell_a64, 64);
    h.write(ell_b64, 64);
    h.write(x32, 32);
    h.finalize(output);
    return 1;
}

const unsigned char kTagBip324[] = "bip324_ellswift_xonly_ecdh";

int xdh_hash_bip324(unsigned char* output, const unsigned char* x32, const unsigned char* ell_a64,
                    const unsigned char* ell_b64, void* data) {
    (void)data;
    Sha256 h = tagged_hash_init(kTagBip324, sizeof(kTagBip324) - 1);
    h.write(ell_a64, 64);
    h.write(ell_b64, 64);
    h.write(x32, 32);
    h.finalize(output);
    return 1;
}

}  // namespace

extern "C" {

SECP256K1_API const secp256k1_ellswift_xdh_hash_function secp256k1_ellswift_xdh_hash_function_prefix = xdh_hash_prefix;
SECP256K1_API const secp256k1_ellswift_xdh_hash_function secp256k1_ellswift_xdh_hash_function_bip324 = xdh_hash_bip324;

int secp256k1_ellswift_encode(const secp256k1_context* ctx, unsigned char* ell64, const secp256k1_pubkey* pubkey,
                              const unsigned char* rnd32) {
    ARGCHK(ell64 != NULL);
    ARGCHK(pubkey != NULL);
    ARGCHK(rnd32 != NULL);
    Ge p;
    if (!c_pubkey_load(ctx, p, pubkey->data)) return 0;
    ellswift_encode_var(ell64, p, rnd32);
    return 1;
}

int secp256k1_ellswift_decode(const secp256k1_context* ctx, secp256k1_pubkey* pubkey, const unsigned char* ell64) {
    ARGCHK(pubkey != NULL);
    ARGCHK(ell64 != NULL);
    Ge p;
    ellswift_decode_var(p, ell64);
    c_pubkey_save(pubkey->data, p);
    return 1;
}

int secp256k1_ellswift_create(const secp256k1_context* ctx, unsigned char* ell64, const unsigned char* seckey32,
                              const unsigned char* auxrnd32) {
    ARGCHK(ell64 != NULL);
    std::memset(ell64, 0, 64);
    ARGCHK_GEN();
    ARGCHK(seckey32 != NULL);
    return ellswift_create(ell64, seckey32, auxrnd32) ? 1 : 0;
}

// As libsecp256k1: the key is read modulo n and only zero is invalid (then 1 stands in, the
// hash function is still called, and 0 is returned).
int secp256k1_ellswift_xdh(const secp256k1_context* ctx, unsigned char* output, const unsigned char* ell_a64,
                           const unsigned char* ell_b64, const unsigned char* seckey32, int party,
                           secp256k1_ellswift_xdh_hash_function hashfp, void* data) {
    ARGCHK(output != NULL);
    ARGCHK(ell_a64 != NULL);
    ARGCHK(ell_b64 != NULL);
    ARGCHK(seckey32 != NULL);
    ARGCHK(hashfp != NULL);
    Scalar s, one;
    scalar_set_b32(s, seckey32, nullptr);
    const int zero = scalar_is_zero(s) ? 1 : 0;
    scalar_set_int(one, 1);
    scalar_cmov(s, one, zero);
    unsigned char x32[32];
    ellswift_xdh_x(x32, party ? ell_a64 : ell_b64, s);
    const int ret = hashfp(output, x32, ell_a64, ell_b64, data) ? 1 : 0;
    secure_wipe(x32, sizeof(x32));
    secure_wipe(s);
    return ret & (zero ^ 1);
}

}  // extern "C"
