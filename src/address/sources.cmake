# ufsecp addresses (src/address): SegWit addresses (BIP-173/BIP-350), Base58Check P2PKH/P2SH,
# and their output scripts.
set(UFSECP_ADDRESS_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/segwit.cpp
  ${CMAKE_CURRENT_LIST_DIR}/base58_address.cpp)
