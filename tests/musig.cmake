# test_musig: MuSig2 (src/musig) through the C ABI: random 1..64-signer sessions with random
# tweaks checked by ufsecp's and libsecp256k1's (system, pkg-config) BIP-340 verifiers, key
# aggregation against the reference arithmetic, misuse resistance, adaptor signatures. The
# official BIP-327 vectors run in musig_vectors (tests/cross/musig_vectors.cpp, abi.cmake).
ufsecp_add_test(test_musig test_musig.cpp)
if(NOT TARGET PkgConfig::LIBSECP256K1)
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(LIBSECP256K1 REQUIRED IMPORTED_TARGET libsecp256k1)
endif()
target_link_libraries(test_musig PRIVATE PkgConfig::LIBSECP256K1)
