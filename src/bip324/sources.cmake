# ufsecp BIP-324 v2 transport (src/bip324): ChaCha20, Poly1305, the ChaCha20-Poly1305 AEAD
# (RFC 8439), the FSChaCha20 / FSChaCha20Poly1305 rekeying ciphers, HKDF-SHA256 key derivation
# and packet encryption.
set(UFSECP_BIP324_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/chacha20.cpp
  ${CMAKE_CURRENT_LIST_DIR}/poly1305.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bip324.cpp)
