# ECDSA tests (src/ecdsa): RFC 6979 vectors and differential tests against libsecp256k1
# (test_ecdsa), and the strict/lax DER encodings (test_ecdsa_der).
ufsecp_add_test(test_ecdsa test_ecdsa.cpp)
ufsecp_add_test(test_ecdsa_der test_ecdsa_der.cpp)
if(NOT TARGET PkgConfig::LIBSECP256K1)
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(LIBSECP256K1 REQUIRED IMPORTED_TARGET libsecp256k1)
endif()
target_link_libraries(test_ecdsa PRIVATE PkgConfig::LIBSECP256K1)
target_link_libraries(test_ecdsa_der PRIVATE PkgConfig::LIBSECP256K1)
