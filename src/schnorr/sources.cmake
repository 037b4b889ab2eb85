# ufsecp BIP-340 Schnorr signatures (src/schnorr).
set(UFSECP_SCHNORR_SOURCES ${CMAKE_CURRENT_LIST_DIR}/schnorr.cpp)
