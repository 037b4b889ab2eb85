# test_dleq: BIP-374 DLEQ proofs (src/dleq) through the C ABI: every generate and verify row of
# bip374/*.csv (read at run time), a differential test against BIP-374's pseudocode on the
# reference curve, bad inputs.
ufsecp_add_test(test_dleq test_dleq.cpp)
