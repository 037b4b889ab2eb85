# Verification with a precomputed key (src/ecmult/ecmult_precomp.*, src/abi/abi_precomp.cpp):
# the multiplication against the reference and ecmult_var, the ABI against the ordinary
# verify functions on random valid and invalid signatures, the BIP-340 vectors, misuse.
ufsecp_add_test(test_precomp test_precomp.cpp)
