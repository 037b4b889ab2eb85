# ufsecp addresses (src/address): SegWit addresses (BIP-173/BIP-350) and their output scripts.
set(UFSECP_ADDRESS_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/segwit.cpp)
