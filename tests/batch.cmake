# Tests for the multi-scalar multiplication (src/ecmult/ecmult_multi) and batch verification
# (src/batch, C ABI in src/abi/abi_batch.cpp).
ufsecp_add_test(test_msm test_msm.cpp)
ufsecp_add_test(test_batch test_batch.cpp)
if(NOT TARGET PkgConfig::LIBSECP256K1)
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(LIBSECP256K1 REQUIRED IMPORTED_TARGET libsecp256k1)
endif()
target_link_libraries(test_batch PRIVATE PkgConfig::LIBSECP256K1)
find_package(Threads REQUIRED)
target_link_libraries(test_msm PRIVATE Threads::Threads)
target_link_libraries(test_batch PRIVATE Threads::Threads)
