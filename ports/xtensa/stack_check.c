/* ufsecp — the painted-stack measurement of the bare-metal library's public functions, run on
 * the Xtensa port (scripts/platforms.sh --stack; numbers in docs/platforms.md).
 *
 * For each function: the free stack is painted (ports/xtensa/syscalls.c), the function runs
 * once on valid inputs (the paths that do the most work: signing, verifying a valid
 * signature, deriving), and the deepest byte it touched is read back. The figure counts from
 * this program's frame at the call, so it includes the call itself and at most the 32 bytes
 * the paint leaves for its own frame. tools/stack_bound.py gives the static bound of every
 * function (all paths); this run checks it against what a real execution reaches.
 * Prints "stack <function> <bytes>" lines, then "worst <bytes>" and "N passed, M failed"
 * (a check: each call returned UFSECP_OK). */
#include <stdio.h>
#include <string.h>

#include "ufsecp/ufsecp.h"
#include "ufsecp/ufsecp_bip32.h"
#include "ufsecp/ufsecp_taproot.h"
#include "xtensa_port.h"

static int passed, failed;
static size_t worst;

static unsigned char *sp_now(void) {
    unsigned char *sp;
    __asm__ volatile("mov %0, a1" : "=r"(sp));
    return sp;
}

extern char __stack_top[];

/* Paints, runs the call, reports the depth below the current frame. */
#define MEASURE(name, call)                                                   \
    do {                                                                      \
        unsigned char *base = sp_now();                                       \
        ufsecp_status st_;                                                    \
        size_t used_;                                                         \
        xtensa_stack_paint_below(base - 32);                                  \
        st_ = (call);                                                         \
        used_ = xtensa_stack_used() - (size_t)(__stack_top - (char *)base);   \
        printf("stack %s %u\n", name, (unsigned)used_);                       \
        if (used_ > worst) worst = used_;                                     \
        if (st_ == UFSECP_OK) passed++; else { failed++; printf("  status %d\n", (int)st_); } \
    } while (0)

static ufsecp_pubkey_precomputed pre;
static ufsecp_xonly_pubkey_precomputed xpre;

int main(void) {
    unsigned char sk[32], sk2[32], msg[32], sig[64], der[72], xonly[32], out[32], tweak[32], root[32];
    unsigned char tree[3 * 8], cb[UFSECP_TAPROOT_CONTROL_BLOCK_MAX];
    unsigned char seed[32];
    char xprv[120];
    size_t len, n = 0;
    int recid, parity, i;
    ufsecp_pubkey pk, pk2, rec;
    ufsecp_keypair kp;
    ufsecp_bip32_key master, child;
    uint32_t ver;

    for (i = 0; i < 32; i++) {
        sk[i] = (unsigned char)(i + 1);
        sk2[i] = (unsigned char)(0x40 + i);
        msg[i] = (unsigned char)(0xa0 ^ i);
        tweak[i] = (unsigned char)(0x11 * (i & 7));
        seed[i] = (unsigned char)i;
    }
    for (i = 0; i < 3; i++) { /* three leaves at depths 1, 2, 2 */
        tree[n++] = (unsigned char)(i == 0 ? 1 : 2);
        tree[n++] = 0xC0;
        tree[n++] = 1;
        tree[n++] = (unsigned char)(0x51 + i);
    }
    MEASURE("ufsecp_seckey_verify", ufsecp_seckey_verify(sk));
    MEASURE("ufsecp_pubkey_create", ufsecp_pubkey_create(&pk, sk));
    MEASURE("ufsecp_pubkey_create(2)", ufsecp_pubkey_create(&pk2, sk2));
    len = 33;
    MEASURE("ufsecp_pubkey_serialize", ufsecp_pubkey_serialize(der, &len, &pk, 1));
    MEASURE("ufsecp_pubkey_parse", ufsecp_pubkey_parse(&rec, der, 33));
    MEASURE("ufsecp_pubkey_tweak_add", ufsecp_pubkey_tweak_add(&rec, tweak));
    MEASURE("ufsecp_pubkey_tweak_mul", ufsecp_pubkey_tweak_mul(&rec, tweak));
    MEASURE("ufsecp_seckey_tweak_mul", ufsecp_seckey_tweak_mul(sk2, tweak));
    MEASURE("ufsecp_ecdsa_sign", ufsecp_ecdsa_sign(sig, msg, sk, NULL));
    MEASURE("ufsecp_ecdsa_verify", ufsecp_ecdsa_verify(sig, msg, &pk));
    len = sizeof der;
    MEASURE("ufsecp_ecdsa_signature_serialize_der", ufsecp_ecdsa_signature_serialize_der(der, &len, sig));
    MEASURE("ufsecp_ecdsa_signature_parse_der", ufsecp_ecdsa_signature_parse_der(sig, der, len));
    MEASURE("ufsecp_ecdsa_sign_recoverable", ufsecp_ecdsa_sign_recoverable(sig, &recid, msg, sk, NULL));
    MEASURE("ufsecp_ecdsa_recover", ufsecp_ecdsa_recover(&rec, sig, recid, msg));
    MEASURE("ufsecp_keypair_create", ufsecp_keypair_create(&kp, sk));
    MEASURE("ufsecp_keypair_xonly_pubkey", ufsecp_keypair_xonly_pubkey(xonly, &parity, &kp));
    MEASURE("ufsecp_schnorr_sign", ufsecp_schnorr_sign(sig, msg, 32, &kp, msg));
    MEASURE("ufsecp_schnorr_verify", ufsecp_schnorr_verify(sig, msg, 32, xonly));
    MEASURE("ufsecp_ecdh", ufsecp_ecdh(out, &pk2, sk));
    MEASURE("ufsecp_ecdh_x", ufsecp_ecdh_x(out, &pk2, sk));
    MEASURE("ufsecp_xonly_pubkey_tweak_add", ufsecp_xonly_pubkey_tweak_add(&rec, xonly, tweak));
    MEASURE("ufsecp_keypair_xonly_tweak_add", ufsecp_keypair_xonly_tweak_add(&kp, tweak));
    MEASURE("ufsecp_pubkey_precompute", ufsecp_pubkey_precompute(&pre, &pk));
    MEASURE("ufsecp_xonly_pubkey_precompute", ufsecp_xonly_pubkey_precompute(&xpre, xonly));
    MEASURE("ufsecp_ecdsa_sign(again)", ufsecp_ecdsa_sign(sig, msg, sk, NULL));
    MEASURE("ufsecp_ecdsa_verify_precomputed", ufsecp_ecdsa_verify_precomputed(sig, msg, &pre));
    MEASURE("ufsecp_keypair_create(again)", ufsecp_keypair_create(&kp, sk));
    MEASURE("ufsecp_schnorr_sign(again)", ufsecp_schnorr_sign(sig, msg, 32, &kp, msg));
    MEASURE("ufsecp_schnorr_verify_precomputed", ufsecp_schnorr_verify_precomputed(sig, msg, 32, &xpre));
    MEASURE("ufsecp_bip32_master", ufsecp_bip32_master(&master, seed, sizeof seed));
    MEASURE("ufsecp_bip32_derive", ufsecp_bip32_derive(&child, &master, 0x80000001u));
    MEASURE("ufsecp_bip32_derive_path", ufsecp_bip32_derive_path(&child, &master, "m/44'/0'/0'/0/7"));
    len = sizeof xprv;
    MEASURE("ufsecp_bip32_serialize", ufsecp_bip32_serialize(xprv, &len, &child, UFSECP_BIP32_XPRV));
    MEASURE("ufsecp_bip32_parse", ufsecp_bip32_parse(&child, &ver, xprv));
    MEASURE("ufsecp_bip32_neuter", ufsecp_bip32_neuter(&child, &child));
    MEASURE("ufsecp_taproot_tree_root", ufsecp_taproot_tree_root(root, NULL, tree, n));
    MEASURE("ufsecp_taproot_output_key", ufsecp_taproot_output_key(out, &parity, xonly, root));
    MEASURE("ufsecp_taproot_tweak_seckey", ufsecp_taproot_tweak_seckey(sk2, sk, root));
    len = sizeof cb;
    MEASURE("ufsecp_taproot_control_block", ufsecp_taproot_control_block(cb, &len, xonly, tree, n, 2));
    MEASURE("ufsecp_taproot_control_block_verify", ufsecp_taproot_control_block_verify(out, tree + 11, 1, cb, len));
    printf("worst %u\n", (unsigned)worst);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
