# ufsecp encodings (src/encoding): Bech32/Bech32m (BIP-173, BIP-350).
set(UFSECP_ENCODING_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/bech32.cpp)
