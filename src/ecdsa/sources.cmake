# ECDSA (layer 4): signing, verification, recovery, DER/compact encodings.
set(UFSECP_ECDSA_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/ecdsa.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ecdsa_der.cpp)
