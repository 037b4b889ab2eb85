# Tests for src/keys, src/schnorr and src/ecdh: official BIP-340 vectors and differential
# tests against libsecp256k1.
ufsecp_add_test(test_keys test_keys.cpp)
ufsecp_add_test(test_schnorr test_schnorr.cpp)
ufsecp_add_test(test_ecdh test_ecdh.cpp)
if(NOT TARGET PkgConfig::LIBSECP256K1)
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(LIBSECP256K1 REQUIRED IMPORTED_TARGET libsecp256k1)
endif()
foreach(t test_keys test_schnorr test_ecdh)
  target_link_libraries(${t} PRIVATE PkgConfig::LIBSECP256K1)
endforeach()
