# ufsecp batch verification (src/batch, layer 4), the multi-scalar multiplication it is built
# on (src/ecmult/ecmult_multi.cpp, layer 3) and its C ABI (src/abi/abi_batch.cpp).
# The batch functions may start std::threads (count chosen by the caller): with glibc >= 2.34
# that needs no extra link flag; elsewhere the libraries need Threads::Threads (docs/batch.md).
set(UFSECP_BATCH_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/schnorr_batch.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ecdsa_batch.cpp
  ${CMAKE_CURRENT_LIST_DIR}/lift_many_ifma.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../ecmult/ecmult_multi.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../abi/abi_batch.cpp)
