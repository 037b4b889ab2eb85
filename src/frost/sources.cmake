# ufsecp FROST threshold Schnorr signatures (src/frost): RFC 9591 FROST(secp256k1, SHA-256) and
# the BIP-340-compatible suite, trusted-dealer key generation with verifiable shares.
set(UFSECP_FROST_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/frost_hash.cpp
  ${CMAKE_CURRENT_LIST_DIR}/frost_sign.cpp
  ${CMAKE_CURRENT_LIST_DIR}/frost_keygen.cpp
  ${CMAKE_CURRENT_LIST_DIR}/frost_refresh.cpp
  ${CMAKE_CURRENT_LIST_DIR}/frost_dkg.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bip445.cpp)
