// ufsecp compat/libsecp256k1 — ECDH (secp256k1_ecdh.h) as libsecp256k1 0.7.1 has it,
// custom hash functions included.
#include "compat.hpp"
#include "ecdh/ecdh.hpp"
#include "hash/sha256.hpp"
#include "secp256k1_ecdh.h"

using namespace ufsecp_compat;

namespace {

int ecdh_hash_function_sha256(unsigned char* output, const unsigned char* x32, const unsigned char* y32, void* data) {
    (void)data;
    const unsigned char version = static_cast<unsigned char>((y32[31] & 0x01) | 0x02);
    Sha256 h;
    h.write(&version, 1);
    h.write(x32, 32);
    h.finalize(output);
    return 1;
}

}  // namespace

extern "C" {

SECP256K1_API const secp256k1_ecdh_hash_function secp256k1_ecdh_hash_function_sha256 = ecdh_hash_function_sha256;
SECP256K1_API const secp256k1_ecdh_hash_function secp256k1_ecdh_hash_function_default = ecdh_hash_function_sha256;

// As libsecp256k1: a secret key that is 0 or >= n is replaced by 1 (constant time), the
// hash function is still called (on the public key itself) and 0 is returned.
int secp256k1_ecdh(const secp256k1_context* ctx, unsigned char* output, const secp256k1_pubkey* point,
                   const unsigned char* scalar, secp256k1_ecdh_hash_function hashfp, void* data) {
    ARGCHK(output != NULL);
    ARGCHK(point != NULL);
    ARGCHK(scalar != NULL);
    if (hashfp == nullptr) hashfp = ecdh_hash_function_sha256;
    Ge pt;
    // A zeroed point reached the callback; libsecp256k1 goes on with a meaningless point,
    // here the generator stands in (docs/compat.md).
    if (!c_pubkey_load(ctx, pt, point->data)) pt = ge_generator();
    unsigned char key[32];
    std::memcpy(key, scalar, 32);
    const int valid = seckey_verify(key) ? 1 : 0;
    // key = valid ? key : 1, without a branch.
    memczero(key, 32, valid ^ 1);
    key[31] |= static_cast<unsigned char>(valid ^ 1);
    unsigned char x[32], y[32];
    ecdh_point(x, y, pt, key);
    const int ret = hashfp(output, x, y, data) ? 1 : 0;
    secure_wipe(x, sizeof(x));
    secure_wipe(y, sizeof(y));
    secure_wipe(key, sizeof(key));
    return ret & valid;
}

}  // extern "C"
