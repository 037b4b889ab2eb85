# test_taproot: Taproot (src/taproot) through the C ABI: the official BIP-341 wallet vectors
# (bip341/wallet-test-vectors.json, read at run time), differential tests against an
# independent SigMsg writer and tree builder, the parser's rejection table.
ufsecp_add_test(test_taproot test_taproot.cpp)
