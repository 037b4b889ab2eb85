# test_silentpayments: BIP-352 (src/silentpayments) through the C ABI: the sender against an
# independent reference (tests/support/ref_ec.hpp), sender -> recipient round trips with
# labels, addresses, and the batch scanner against one-at-a-time scanning on 100,000 random
# transactions (1,000 under the sanitizers). The official vectors run in
# tests/cross/silentpayments_vectors.cpp (ctest: silentpayments_vectors).
ufsecp_add_test(test_silentpayments test_silentpayments.cpp)
