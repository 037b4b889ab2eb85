# ufsecp DLEQ proofs (src/dleq): BIP-374 discrete-logarithm-equality proofs over secp256k1.
set(UFSECP_DLEQ_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/dleq.cpp)
