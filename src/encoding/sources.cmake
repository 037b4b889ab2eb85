# ufsecp encoding layer (src/encoding): Base58 and Base58Check (BIP-32 extended keys,
# P2PKH/P2SH addresses); Bech32/Bech32m (BIP-173, BIP-350: SegWit addresses).
set(UFSECP_ENCODING_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/base58.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bech32.cpp)
