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
# The two-nonce aggregation has a MULX path (src/musig/musig_nonce_agg_mulx.cpp) and a
# portable one; test_musig takes the MULX one where the CPU has it, this run the other.
add_test(NAME test_musig_nonce_agg_portable COMMAND test_musig
         --gtest_filter=Musig.NonceAggTwoMatchesCombine:MusigMisuse.CorruptedPubnonceInTwoNonceAgg)
set_tests_properties(test_musig_nonce_agg_portable PROPERTIES ENVIRONMENT "UFSECP_FIELD_BACKEND=portable"
                     PASS_REGULAR_EXPRESSION "\\[  PASSED  \\] 2 tests\\.")

# musig_pyref: differential test against tests/ref/musig_ref.py, an independent reference
# written from BIP-327's pseudocode: musig_pyref_gen computes random sessions through the C
# ABI, the script recomputes every value. Without python3 the test is reported as skipped.
add_executable(musig_pyref_gen musig_pyref_gen.cpp)
target_include_directories(musig_pyref_gen PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(musig_pyref_gen PRIVATE ufsecp_internal)
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_Interpreter_FOUND)
  add_test(NAME musig_pyref
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/ref/musig_ref.py --check $<TARGET_FILE:musig_pyref_gen>
            --vectors ${UFSECP_DEFAULT_VECTORS_DIR})
  set_tests_properties(musig_pyref PROPERTIES PASS_REGULAR_EXPRESSION "[1-9][0-9]* passed, 0 failed")
else()
  message(STATUS "musig_pyref: python3 not found: the differential test against tests/ref/musig_ref.py is SKIPPED")
  add_test(NAME musig_pyref COMMAND ${CMAKE_COMMAND} -E echo "SKIPPED: python3 not found (tests/ref/musig_ref.py)")
  set_tests_properties(musig_pyref PROPERTIES SKIP_REGULAR_EXPRESSION "SKIPPED")
endif()

# test_musig_libsecp: differential test against libsecp256k1's musig module, when the
# reference (UFSECP_REFERENCE, cmake/ufsecp_reference.cmake) is an installed prefix that has it
# (0.7.1 does; the system's 0.2.0 does not).
include(${PROJECT_SOURCE_DIR}/cmake/ufsecp_reference.cmake)
ufsecp_reference_resolve(_musig_ref_label _musig_ref_version _musig_ref_path)
if(UFSECP_REFERENCE_INCLUDE AND EXISTS "${UFSECP_REFERENCE_INCLUDE}/secp256k1_musig.h")
  ufsecp_add_test(test_musig_libsecp test_musig_libsecp.cpp)
  ufsecp_reference_link(test_musig_libsecp)
  message(STATUS "test_musig_libsecp: MuSig2 differential test against ${_musig_ref_label}")
else()
  message(STATUS "test_musig_libsecp: not built (the reference libsecp256k1 has no musig module: ${_musig_ref_label})")
endif()
