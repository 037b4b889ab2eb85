// ufsecp — the operation driver of the cross-platform report (scripts/platforms.sh).
//
//   ops <library> <operation> <n>
//
// runs <operation> n times with <library> (ufsecp or libsecp256k1) after the same setup for
// every n. Under an instruction-counting emulator (tools/platforms/icount_plugin.c) the count
// of n = N minus the count of n = 0, divided by N, is the instructions of one operation:
// deterministic, the same on any host. Operations: pubkey_create, ecdsa_sign, ecdsa_verify,
// schnorr_sign, schnorr_verify, ecdh, scalar_mul (k*P: ufsecp_pubkey_tweak_mul /
// secp256k1_ec_pubkey_tweak_mul), field_mul, field_sqr, field_inv (ufsecp's internal field of
// the build's tier; libsecp256k1 exports no field arithmetic, so those rows have no ratio).
// Built with -DUFSECP_OPS_NO_LIBSECP (xtensa: no libsecp256k1 build exists) it has ufsecp only.
// Prints "ok <checksum>" (so the work cannot be optimized away) and exits 0, or 2 on misuse.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "field/field.hpp"
#include "ufsecp/ufsecp.h"
#ifndef UFSECP_OPS_NO_LIBSECP
#include "secp256k1.h"
#include "secp256k1_ecdh.h"
#include "secp256k1_extrakeys.h"
#include "secp256k1_schnorrsig.h"
#endif

using namespace ufsecp;

namespace {

unsigned char sk[32], msg[32], sig[64], xonly[32], tweak[32], out[32];
unsigned checksum;

// The operation, resolved once before the loop (a name comparison per call would be counted).
enum Op { kPubkeyCreate, kEcdsaSign, kEcdsaVerify, kSchnorrSign, kSchnorrVerify, kEcdh, kScalarMul, kFieldMul,
          kFieldSqr, kFieldInv, kNone };
const char* const kOpNames[] = {"pubkey_create", "ecdsa_sign", "ecdsa_verify", "schnorr_sign", "schnorr_verify",
                                "ecdh", "scalar_mul", "field_mul", "field_sqr", "field_inv"};
Op op_of(const char* name) {
    for (int i = 0; i < (int)kNone; i++)
        if (!std::strcmp(name, kOpNames[i])) return (Op)i;
    return kNone;
}

void fold(const unsigned char* p, std::size_t n) {
    for (std::size_t i = 0; i < n; i++) checksum = checksum * 31 + p[i];
}

int run_ufsecp(Op op, long n) {
    ufsecp_pubkey pk;
    ufsecp_keypair kp;
    if (ufsecp_pubkey_create(&pk, sk) != UFSECP_OK || ufsecp_keypair_create(&kp, sk) != UFSECP_OK) return 1;
    if (ufsecp_ecdsa_sign(sig, msg, sk, nullptr) != UFSECP_OK) return 1;
    if (op == kSchnorrVerify) {
        if (ufsecp_keypair_xonly_pubkey(xonly, nullptr, &kp) != UFSECP_OK ||
            ufsecp_schnorr_sign(sig, msg, 32, &kp, nullptr) != UFSECP_OK)
            return 1;
    }
    Fe a, b;
    fe_set_b32_mod(a, msg);
    fe_set_b32_mod(b, sk);
    for (long i = 0; i < n; i++) {
        sk[0] = (unsigned char)(1 + (i & 63));  // a different key each time
        if (op == kPubkeyCreate) {
            if (ufsecp_pubkey_create(&pk, sk) != UFSECP_OK) return 1;
            fold(pk.data, 1);
        } else if (op == kEcdsaSign) {
            if (ufsecp_ecdsa_sign(sig, msg, sk, nullptr) != UFSECP_OK) return 1;
            fold(sig, 1);
        } else if (op == kEcdsaVerify) {
            if (ufsecp_ecdsa_verify(sig, msg, &pk) != UFSECP_OK) return 1;
        } else if (op == kSchnorrSign) {
            if (ufsecp_schnorr_sign(sig, msg, 32, &kp, nullptr) != UFSECP_OK) return 1;
            fold(sig, 1);
        } else if (op == kSchnorrVerify) {
            if (ufsecp_schnorr_verify(sig, msg, 32, xonly) != UFSECP_OK) return 1;
        } else if (op == kEcdh) {
            if (ufsecp_ecdh(out, &pk, sk) != UFSECP_OK) return 1;
            fold(out, 1);
        } else if (op == kScalarMul) {
            tweak[31] = (unsigned char)(i | 1);
            if (ufsecp_pubkey_tweak_mul(&pk, tweak) != UFSECP_OK) return 1;
            fold(pk.data, 1);
        } else if (op == kFieldMul) {
            fe_mul(a, a, b);
        } else if (op == kFieldSqr) {
            fe_sqr(a, a);
        } else if (op == kFieldInv) {
            fe_inv(a, a);
        } else {
            return 2;
        }
    }
    fe_normalize(a);
    fe_get_b32(out, a);
    fold(out, 32);
    return 0;
}

#ifndef UFSECP_OPS_NO_LIBSECP
int run_libsecp(Op op, long n) {
    secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    secp256k1_pubkey pk;
    secp256k1_keypair kp;
    secp256k1_xonly_pubkey xpk;
    secp256k1_ecdsa_signature s;
    if (!secp256k1_ec_pubkey_create(ctx, &pk, sk) || !secp256k1_keypair_create(ctx, &kp, sk) ||
        !secp256k1_keypair_xonly_pub(ctx, &xpk, nullptr, &kp) || !secp256k1_ecdsa_sign(ctx, &s, msg, sk, nullptr, nullptr) ||
        !secp256k1_schnorrsig_sign32(ctx, sig, msg, &kp, nullptr))
        return 1;
    for (long i = 0; i < n; i++) {
        sk[0] = (unsigned char)(1 + (i & 63));
        if (op == kPubkeyCreate) {
            if (!secp256k1_ec_pubkey_create(ctx, &pk, sk)) return 1;
            fold(pk.data, 1);
        } else if (op == kEcdsaSign) {
            if (!secp256k1_ecdsa_sign(ctx, &s, msg, sk, nullptr, nullptr)) return 1;
            fold(s.data, 1);
        } else if (op == kEcdsaVerify) {
            if (!secp256k1_ecdsa_verify(ctx, &s, msg, &pk)) return 1;
        } else if (op == kSchnorrSign) {
            if (!secp256k1_schnorrsig_sign32(ctx, sig, msg, &kp, nullptr)) return 1;
            fold(sig, 1);
        } else if (op == kSchnorrVerify) {
            if (!secp256k1_schnorrsig_verify(ctx, sig, msg, 32, &xpk)) return 1;
        } else if (op == kEcdh) {
            if (!secp256k1_ecdh(ctx, out, &pk, sk, nullptr, nullptr)) return 1;
            fold(out, 1);
        } else if (op == kScalarMul) {
            tweak[31] = (unsigned char)(i | 1);
            if (!secp256k1_ec_pubkey_tweak_mul(ctx, &pk, tweak)) return 1;
            fold(pk.data, 1);
        } else {
            return 2;
        }
    }
    secp256k1_context_destroy(ctx);
    return 0;
}
#endif

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::printf("usage: %s ufsecp|libsecp256k1 <operation> <n>\n", argv[0]);
        return 2;
    }
    for (int i = 0; i < 32; i++) {
        sk[i] = (unsigned char)(0x31 + i);
        msg[i] = (unsigned char)(0xc3 ^ (7 * i));
        tweak[i] = (unsigned char)(0x1d + 3 * i);
    }
    const long n = std::atol(argv[3]);
    int rc = 2;
    const Op op = op_of(argv[2]);
    if (op == kNone) return 2;
    if (!std::strcmp(argv[1], "ufsecp")) rc = run_ufsecp(op, n);
#ifndef UFSECP_OPS_NO_LIBSECP
    else if (!std::strcmp(argv[1], "libsecp256k1")) rc = run_libsecp(op, n);
#endif
    if (rc != 0) {
        std::printf("failed (%d)\n", rc);
        return rc;
    }
    std::printf("ok %08x\n", checksum);
    return 0;
}
