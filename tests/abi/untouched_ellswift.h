/* ufsecp — error cases of ufsecp_ellswift.h for test_abi_untouched.c (included there; uses its
 * FAILS macro, counters and fixtures sk, pk, pk_zero, zero32, big32, msg). */
#include "ufsecp/ufsecp_ellswift.h"

static void untouched_ellswift(void) {
    unsigned char ell[64], ell2[64], out[32];
    ufsecp_pubkey dec;
    Out oe[] = {{ell, sizeof ell}};
    Out oo[] = {{out, sizeof out}};
    Out op[] = {{&dec, sizeof dec}};
    memset(ell2, 0x5C, sizeof ell2);

    FAILS(ufsecp_ellswift_encode, UFSECP_ERR_BAD_PUBKEY, oe, ufsecp_ellswift_encode(ell, &pk_zero, msg));
    FAILS(ufsecp_ellswift_encode, UFSECP_ERR_NULL_ARG, oe, ufsecp_ellswift_encode(ell, NULL, msg));
    FAILS(ufsecp_ellswift_encode, UFSECP_ERR_NULL_ARG, oe, ufsecp_ellswift_encode(ell, &pk, NULL));
    FAILS(ufsecp_ellswift_decode, UFSECP_ERR_NULL_ARG, op, ufsecp_ellswift_decode(&dec, NULL));
    FAILS(ufsecp_ellswift_create, UFSECP_ERR_BAD_SECKEY, oe, ufsecp_ellswift_create(ell, zero32, NULL));
    FAILS(ufsecp_ellswift_create, UFSECP_ERR_BAD_SECKEY, oe, ufsecp_ellswift_create(ell, big32, msg));
    FAILS(ufsecp_ellswift_create, UFSECP_ERR_NULL_ARG, oe, ufsecp_ellswift_create(ell, NULL, msg));
    FAILS(ufsecp_ellswift_xdh_bip324, UFSECP_ERR_BAD_SECKEY, oo, ufsecp_ellswift_xdh_bip324(out, ell2, ell2, zero32, 0));
    FAILS(ufsecp_ellswift_xdh_bip324, UFSECP_ERR_BAD_SECKEY, oo, ufsecp_ellswift_xdh_bip324(out, ell2, ell2, big32, 1));
    FAILS(ufsecp_ellswift_xdh_bip324, UFSECP_ERR_BAD_ARG, oo, ufsecp_ellswift_xdh_bip324(out, ell2, ell2, sk, 2));
    FAILS(ufsecp_ellswift_xdh_bip324, UFSECP_ERR_NULL_ARG, oo, ufsecp_ellswift_xdh_bip324(out, NULL, ell2, sk, 0));
    FAILS(ufsecp_ellswift_xdh_bip324, UFSECP_ERR_NULL_ARG, oo, ufsecp_ellswift_xdh_bip324(out, ell2, NULL, sk, 0));
    FAILS(ufsecp_ellswift_xdh_bip324, UFSECP_ERR_NULL_ARG, oo, ufsecp_ellswift_xdh_bip324(out, ell2, ell2, NULL, 0));
    /* XSwiftECInv: u = 0 has no preimage in any case (the decoder remaps u = 0); c > 7. */
    FAILS(ufsecp_ellswift_xswiftec_inv, UFSECP_ERR_ELLSWIFT_NO_PREIMAGE, oo, ufsecp_ellswift_xswiftec_inv(out, msg, zero32, 0));
    FAILS(ufsecp_ellswift_xswiftec_inv, UFSECP_ERR_ELLSWIFT_NO_PREIMAGE, oo, ufsecp_ellswift_xswiftec_inv(out, msg, zero32, 6));
    FAILS(ufsecp_ellswift_xswiftec_inv, UFSECP_ERR_BAD_ARG, oo, ufsecp_ellswift_xswiftec_inv(out, msg, msg, 8));
    FAILS(ufsecp_ellswift_xswiftec_inv, UFSECP_ERR_NULL_ARG, oo, ufsecp_ellswift_xswiftec_inv(NULL, msg, msg, 0));
    FAILS(ufsecp_ellswift_xswiftec_inv, UFSECP_ERR_NULL_ARG, oo, ufsecp_ellswift_xswiftec_inv(out, NULL, msg, 0));
    FAILS(ufsecp_ellswift_xswiftec_inv, UFSECP_ERR_NULL_ARG, oo, ufsecp_ellswift_xswiftec_inv(out, msg, NULL, 0));
}
