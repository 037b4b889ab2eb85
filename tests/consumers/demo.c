/* ufsecp — the program every consumer build of scripts/test-consumers.sh compiles: plain
 * C99, the public header only. Signs and verifies (ECDSA and BIP-340), checks that the
 * header's version is the library's, prints one line. Exit status 0 on success. */
#include <stdio.h>
#include <string.h>

#include <ufsecp/ufsecp.h>

int main(void) {
    unsigned char sk[32], msg[32], sig[64], xonly[32];
    ufsecp_pubkey pk;
    ufsecp_keypair kp;
    ufsecp_status st;
    memset(sk, 0x11, sizeof(sk));
    memset(msg, 0x22, sizeof(msg));
    if (strcmp(ufsecp_version(), UFSECP_VERSION_STRING) != 0) {
        fprintf(stderr, "header %s, library %s\n", UFSECP_VERSION_STRING, ufsecp_version());
        return 1;
    }
    st = ufsecp_pubkey_create(&pk, sk);
    if (st == UFSECP_OK) st = ufsecp_ecdsa_sign(sig, msg, sk, NULL);
    if (st == UFSECP_OK) st = ufsecp_ecdsa_verify(sig, msg, &pk);
    if (st == UFSECP_OK) st = ufsecp_keypair_create(&kp, sk);
    if (st == UFSECP_OK) st = ufsecp_keypair_xonly_pubkey(xonly, NULL, &kp);
    if (st == UFSECP_OK) st = ufsecp_schnorr_sign(sig, msg, sizeof(msg), &kp, NULL);
    if (st == UFSECP_OK) st = ufsecp_schnorr_verify(sig, msg, sizeof(msg), xonly);
    printf("demo: ufsecp %s: %s\n", ufsecp_version(), ufsecp_status_string(st));
    return st == UFSECP_OK ? 0 : 1;
}
