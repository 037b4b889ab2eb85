/* ufsecp — compile-only test input (tests/abi.cmake): ignores a verification result, the
 * porting mistake UFSECP_WARN_UNUSED exists to catch (libsecp256k1 returns 1 on success,
 * ufsecp 0). With -Werror this file must NOT compile. */
#include "ufsecp/ufsecp.h"

void check(const unsigned char sig[64], const unsigned char msg[32], const ufsecp_pubkey *pk);

void check(const unsigned char sig[64], const unsigned char msg[32], const ufsecp_pubkey *pk) {
    ufsecp_ecdsa_verify(sig, msg, pk);
}
