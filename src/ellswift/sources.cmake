# ufsecp ElligatorSwift (src/ellswift): BIP-324's 64-byte public key encoding and x-only ECDH.
set(UFSECP_ELLSWIFT_SOURCES ${CMAKE_CURRENT_LIST_DIR}/ellswift.cpp)
