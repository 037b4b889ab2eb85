# ufsecp ECDH (src/ecdh).
set(UFSECP_ECDH_SOURCES ${CMAKE_CURRENT_LIST_DIR}/ecdh.cpp)
