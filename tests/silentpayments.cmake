# test_silentpayments: BIP-352 (src/silentpayments) through the C ABI: the sender against an
# independent reference (tests/support/ref_ec.hpp), sender -> recipient round trips with
# labels, addresses, and the batch scanner against one-at-a-time scanning on 100,000 random
# transactions (1,000 under the sanitizers). The official vectors run in
# tests/cross/silentpayments_vectors.cpp (ctest: silentpayments_vectors).
ufsecp_add_test(test_silentpayments test_silentpayments.cpp)

# The scanning example (examples/sp_scan: reads transactions' tweak data from a text file and
# reports matches with the batch scanner): a small generated file (200 transactions, 20 paying
# the wallet, 10 of them through label 1) scanned on 2 threads in batches of 64.
add_executable(sp_scan ${PROJECT_SOURCE_DIR}/examples/sp_scan/sp_scan.cpp)
target_link_libraries(sp_scan PRIVATE ufsecp)
set(_sp_sk 0101010101010101010101010101010101010101010101010101010101010101)
set(_sp_spend 0202020202020202020202020202020202020202020202020202020202020202)
add_test(NAME sp_scan_example COMMAND sh -c
  "f=$(mktemp) && pk=$($<TARGET_FILE:sp_scan> --generate $f 200 ${_sp_sk} ${_sp_spend} | sed -n 's/^spend_pubkey //p') && $<TARGET_FILE:sp_scan> --threads 2 --batch 64 --labels 2 --expect 20 ${_sp_sk} $pk $f; r=$?; rm -f $f; exit $r")
