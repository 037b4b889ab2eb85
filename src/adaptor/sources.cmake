# ufsecp adaptor signatures (src/adaptor): ECDSA adaptor signatures as dlcspecs ECDSA-adaptor.md
# (with their DLEQ proof) and BIP-340 Schnorr adaptor signatures (single signer).
set(UFSECP_ADAPTOR_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/ecdsa_adaptor.cpp
  ${CMAKE_CURRENT_LIST_DIR}/schnorr_adaptor.cpp)
