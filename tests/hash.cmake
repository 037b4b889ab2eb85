# test_hash: SHA-256 (portable + SHA-NI), HMAC-SHA256, RFC 6979 DRBG, BIP-340 tagged hashes.
# Included from tests/CMakeLists.txt (needs ufsecp_add_test). Reads rfc6979/*.json of the official vectors;
# compares the DRBG with libsecp256k1's nonce function when libsecp256k1 is found (else
# that one test is skipped).
ufsecp_add_test(test_hash test_hash.cpp)

if(NOT TARGET PkgConfig::LIBSECP256K1)
  find_package(PkgConfig QUIET)
  if(PkgConfig_FOUND)
    pkg_check_modules(LIBSECP256K1 QUIET IMPORTED_TARGET libsecp256k1)
  endif()
endif()
if(TARGET PkgConfig::LIBSECP256K1)
  target_link_libraries(test_hash PRIVATE PkgConfig::LIBSECP256K1)
  target_compile_definitions(test_hash PRIVATE UFSECP_TEST_HAVE_LIBSECP256K1=1)
else()
  message(WARNING "libsecp256k1 not found (pkg-config): test_hash skips its libsecp256k1 comparison")
endif()

# The same program again with the portable transform forced, so both SHA-256 code paths
# run under Sha256/HMAC/DRBG, not only in the transform-vs-transform test.
add_test(NAME test_hash_portable COMMAND test_hash)
set_tests_properties(test_hash_portable PROPERTIES ENVIRONMENT "UFSECP_SHA256=portable")

# test_hash_wallet: SHA-512, HMAC-SHA512, PBKDF2-HMAC-SHA512 (with the BIP-39 seeds of the
# official vectors), RIPEMD-160 and HASH160: the hashes the wallet layer builds on.
ufsecp_add_test(test_hash_wallet test_hash_wallet.cpp)
