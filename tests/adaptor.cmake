# test_adaptor: adaptor signatures (src/adaptor) through the C ABI: all 11 dlcspecs ECDSA
# adaptor vectors (adaptor/dlcspecs_ecdsa_adaptor.json, read at run time), random round trips
# checked by ufsecp and by libsecp256k1 0.2.0 (ECDSA and schnorrsig verify), the equations
# recomputed on the reference curve, both parities of R + T, bad inputs.
ufsecp_add_test(test_adaptor test_adaptor.cpp)
if(NOT TARGET PkgConfig::LIBSECP256K1)
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(LIBSECP256K1 REQUIRED IMPORTED_TARGET libsecp256k1)
endif()
target_link_libraries(test_adaptor PRIVATE PkgConfig::LIBSECP256K1)
