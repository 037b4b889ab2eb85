# ufsecp keys layer (src/keys): key checks, tweaks, x-only keys, keypairs.
set(UFSECP_KEYS_SOURCES ${CMAKE_CURRENT_LIST_DIR}/keys.cpp)
