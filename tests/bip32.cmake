# test_base58: Base58 / Base58Check (src/encoding).
ufsecp_add_test(test_base58 test_base58.cpp)
