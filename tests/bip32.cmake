# test_base58: Base58 / Base58Check (src/encoding).
ufsecp_add_test(test_base58 test_base58.cpp)
# test_bip32: BIP-32 through the C ABI: the official vectors (bip32, bip328), paths, the
# object's checks, and a differential test against a reference BIP-32 written in the test.
ufsecp_add_test(test_bip32 test_bip32.cpp)
target_link_libraries(test_bip32 PRIVATE PkgConfig::LIBSECP256K1)
