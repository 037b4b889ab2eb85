# Missing vectors are a loud failure, never a skip: each program that reads official vectors
# is run once more with UFSECP_VECTORS_DIR pointing at an empty directory, and must fail its
# vector test with the message that names the missing path and the variable
# (support/vectors.hpp; portable_check.c prints the same words). CMake's "." matches newlines,
# so each pattern also requires the failure report after the message.
set(_ufsecp_no_vectors ${CMAKE_CURRENT_BINARY_DIR}/no-vectors)
file(MAKE_DIRECTORY ${_ufsecp_no_vectors})
set(_ufsecp_missing_msg "test vectors: cannot open ${_ufsecp_no_vectors}/")
set(_ufsecp_missing_var "UFSECP_VECTORS_DIR; set UFSECP_VECTORS_DIR to the folder holding the official vectors")

# name program gtest-filter file-that-must-be-named
foreach(spec
    "test_schnorr|Schnorr.Bip340Vectors|bip340/test-vectors.csv"
    "test_batch|SchnorrBatch.Bip340Vectors|bip340/test-vectors.csv"
    "test_precomp|PrecompAbi.Bip340Vectors|bip340/test-vectors.csv"
    "test_ecdsa|EcdsaVectors.BitcoinjsValid|rfc6979/bitcoinjs-lib_ecdsa.json"
    "test_hash|Rfc6979.Secp256k1Sha256Vectors|rfc6979/secp256k1_sha256_k_vectors.json"
    "test_hash_wallet|Pbkdf2HmacSha512.Bip39EnglishSeeds|bip39/vectors.json"
    "test_bip32|Bip32.OfficialVectors1To4|bip32/bip32_test_vectors.json"
    "test_address|SegwitAddress.Bip341WalletVectors|bip341/wallet-test-vectors.json"
    "test_address_abi|AddressAbi.Bip341P2trAddresses|bip341/wallet-test-vectors.json"
    "test_bip39|Bip39.SeedsOfAllLanguages|bip39/vectors.json"
    "test_taproot|TaprootVectors.KeyPathSpending|bip341/wallet-test-vectors.json"
    "test_adaptor|EcdsaAdaptor.DlcspecsVectors|adaptor/dlcspecs_ecdsa_adaptor.json"
    "test_dleq|Dleq.Bip374GenerateVectors|bip374/test_vectors_generate_proof.csv"
    "test_frost|FrostVectors.InternalValues|frost/rfc9591-cfrg/frost-secp256k1-sha256.json")
  string(REPLACE "|" ";" spec "${spec}")
  list(GET spec 0 prog)
  list(GET spec 1 filter)
  list(GET spec 2 file)
  add_test(NAME vectors_missing_${prog} COMMAND ${prog} --gtest_filter=${filter})
  set_tests_properties(vectors_missing_${prog} PROPERTIES
    ENVIRONMENT "UFSECP_VECTORS_DIR=${_ufsecp_no_vectors}"
    PASS_REGULAR_EXPRESSION "${_ufsecp_missing_msg}${file} .*from ${_ufsecp_missing_var}.*FAILED  \\] ${filter}")
endforeach()

add_test(NAME vectors_missing_portable_check COMMAND portable_check ${UFSECP_DEFAULT_VECTORS_DIR})
set_tests_properties(vectors_missing_portable_check PROPERTIES
  ENVIRONMENT "UFSECP_VECTORS_DIR=${_ufsecp_no_vectors}"
  PASS_REGULAR_EXPRESSION "${_ufsecp_missing_msg}bip340/test-vectors.csv .*from ${_ufsecp_missing_var}.* [1-9][0-9]* failed")

# Each tests/cross/<family>_vectors.cpp program (tests/abi.cmake) must fail loudly, never
# skip, when the vectors directory is missing.
foreach(src ${UFSECP_CROSS_VECTOR_PROGRAMS})
  get_filename_component(name ${src} NAME_WE)
  add_test(NAME vectors_missing_${name} COMMAND ${name} ${UFSECP_DEFAULT_VECTORS_DIR})
  set_tests_properties(vectors_missing_${name} PROPERTIES
    ENVIRONMENT "UFSECP_VECTORS_DIR=${_ufsecp_no_vectors}"
    PASS_REGULAR_EXPRESSION "${_ufsecp_missing_msg}.* [1-9][0-9]* failed")
endforeach()

# tests/bip39_unicode_check.py (tests/bip39.cmake) reads the BIP-39 vectors too.
if(TEST bip39_unicode_check)
  add_test(NAME vectors_missing_bip39_unicode_check COMMAND ${Python3_EXECUTABLE}
    ${CMAKE_CURRENT_LIST_DIR}/bip39_unicode_check.py $<TARGET_FILE:ufsecp_shared> ${UFSECP_DEFAULT_VECTORS_DIR})
  set_tests_properties(vectors_missing_bip39_unicode_check PROPERTIES
    ENVIRONMENT "UFSECP_VECTORS_DIR=${_ufsecp_no_vectors}"
    PASS_REGULAR_EXPRESSION "${_ufsecp_missing_msg}bip39/vectors.json ")
endif()

# ElligatorSwift / BIP-324 (tests/ellswift.cmake, tests/bip324.cmake).
foreach(spec
    "test_ellswift|Ellswift.DecodeVectors|bip324/ellswift_decode_test_vectors.csv"
    "test_ellswift|Ellswift.XSwiftECInvVectors|bip324/xswiftec_inv_test_vectors.csv"
    "test_bip324|Bip324.PacketEncodingVectors|bip324/packet_encoding_test_vectors.csv")
  string(REPLACE "|" ";" spec "${spec}")
  list(GET spec 0 prog)
  list(GET spec 1 filter)
  list(GET spec 2 file)
  string(REPLACE "." "_" _name "${filter}")
  add_test(NAME vectors_missing_${_name} COMMAND ${prog} --gtest_filter=${filter})
  set_tests_properties(vectors_missing_${_name} PROPERTIES
    ENVIRONMENT "UFSECP_VECTORS_DIR=${_ufsecp_no_vectors}"
    PASS_REGULAR_EXPRESSION "${_ufsecp_missing_msg}${file} .*from ${_ufsecp_missing_var}.*FAILED  \\] ${filter}")
endforeach()
# musig_pyref (tests/musig.cmake): the Python reference's self-check on the BIP-327 vectors
# must fail loudly without them.
if(TEST musig_pyref AND Python3_Interpreter_FOUND)
  add_test(NAME vectors_missing_musig_pyref
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/ref/musig_ref.py --check $<TARGET_FILE:musig_pyref_gen>
            --vectors ${_ufsecp_no_vectors})
  set_tests_properties(vectors_missing_musig_pyref PROPERTIES
    ENVIRONMENT "UFSECP_VECTORS_DIR=${_ufsecp_no_vectors}"
    PASS_REGULAR_EXPRESSION "reference self-check: exception.*No such file.*[1-9][0-9]* failed")
endif()
