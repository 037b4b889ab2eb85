# test_frost: FROST (src/frost, ufsecp_frost.h): internal values of the official RFC 9591 / ZF
# vectors (read at run time), hash_to_field against a reference, randomized t-of-n runs with
# libsecp256k1 0.2.0 verifying the -tr signatures, cheater attribution. The official vectors
# through the C ABI alone are tests/cross/frost_vectors.cpp (tests/abi.cmake).
ufsecp_add_test(test_frost test_frost.cpp)
if(NOT TARGET PkgConfig::LIBSECP256K1)
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(LIBSECP256K1 REQUIRED IMPORTED_TARGET libsecp256k1)
endif()
target_link_libraries(test_frost PRIVATE PkgConfig::LIBSECP256K1)
