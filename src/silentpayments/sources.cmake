# ufsecp silent payments (src/silentpayments, BIP-352): sender, recipient scanning (one
# transaction and the batch scanner), labels, sp1/tsp1 addresses; and its C ABI.
set(UFSECP_SILENTPAYMENTS_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/sp_core.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sp_batch.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sp_address.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../abi/abi_silentpayments.cpp)
