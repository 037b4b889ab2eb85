# ufsecp hashing layer (src/hash): SHA-256 transforms (portable + SHA-NI) and their
# run-time selection; the SHA-512 and RIPEMD-160 transforms. sha256_shani.cpp needs no extra
# flags: its SHA-NI code is enabled per function with __attribute__((target("sha,sse4.1")))
# and runs only after CPUID.
set(UFSECP_HASH_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/sha256.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sha256_shani.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sha512.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ripemd160.cpp)
