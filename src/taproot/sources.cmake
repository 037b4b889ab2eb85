# ufsecp Taproot layer (src/taproot): BIP-341 output keys, script trees, control blocks,
# the transaction parser and the signature hash.
set(UFSECP_TAPROOT_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/taproot_keys.cpp
  ${CMAKE_CURRENT_LIST_DIR}/taptree.cpp
  ${CMAKE_CURRENT_LIST_DIR}/tx.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sighash.cpp)
