# ufsecp BIP-32 layer (src/bip32): hierarchical deterministic keys: master key, child
# derivation, neutering, the opaque 112-byte ABI object, Base58Check serialization, paths.
set(UFSECP_BIP32_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/bip32.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bip32_serialize.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bip32_path.cpp)
