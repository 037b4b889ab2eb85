# test_address: Bech32/Bech32m (src/encoding) and SegWit addresses (src/address): the test
# vectors of BIP-173 and BIP-350 (tables in the test source), the official BIP-341 addresses and
# BIP-352 silent-payment strings (read at run time), and an independent reference
# (tests/address_ref.hpp).
ufsecp_add_test(test_address test_address.cpp)
# The same through the C ABI (ufsecp_address.h), with Base58Check P2PKH/P2SH against an
# independent Base58Check encoder.
ufsecp_add_test(test_address_abi test_address_abi.cpp)
