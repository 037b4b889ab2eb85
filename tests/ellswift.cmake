# test_ellswift: ElligatorSwift (src/ellswift, ufsecp_ellswift.h): BIP-324's decode and
# XSwiftECInv vectors (read at run time), round trips and properties.
ufsecp_add_test(test_ellswift test_ellswift.cpp)

# test_ellswift_ref: differential test against libsecp256k1's ellswift module (0.7.1 in
# /work/ref or build/libsecp256k1-ref): decode, encode, create and xdh on random inputs. Only
# where UFSECP_REFERENCE names (or auto finds) an install prefix; the system's 0.2.0 has no
# ellswift module.
set(_ufsecp_ell_ref "")
if(UFSECP_REFERENCE STREQUAL "auto" AND EXISTS "${PROJECT_SOURCE_DIR}/build/libsecp256k1-ref/include/secp256k1_ellswift.h")
  set(_ufsecp_ell_ref "${PROJECT_SOURCE_DIR}/build/libsecp256k1-ref")
elseif(NOT UFSECP_REFERENCE MATCHES "^(auto|system|none)$")
  get_filename_component(_ufsecp_ell_ref "${UFSECP_REFERENCE}" ABSOLUTE BASE_DIR "${PROJECT_SOURCE_DIR}")
endif()
if(_ufsecp_ell_ref AND EXISTS "${_ufsecp_ell_ref}/include/secp256k1_ellswift.h")
  set(_ufsecp_ell_lib "${_ufsecp_ell_ref}/lib/libsecp256k1.a")
  if(NOT EXISTS "${_ufsecp_ell_lib}")
    set(_ufsecp_ell_lib "${_ufsecp_ell_ref}/lib/libsecp256k1.so")
  endif()
  ufsecp_add_test(test_ellswift_ref test_ellswift_ref.cpp)
  target_include_directories(test_ellswift_ref SYSTEM PRIVATE "${_ufsecp_ell_ref}/include")
  target_link_libraries(test_ellswift_ref PRIVATE "${_ufsecp_ell_lib}")
  message(STATUS "test_ellswift_ref: comparing ElligatorSwift with ${_ufsecp_ell_lib}")
else()
  message(STATUS "test_ellswift_ref: not built (no libsecp256k1 prefix with the ellswift module; "
    "configure with -DUFSECP_REFERENCE=/work/ref or run scripts/reference.sh)")
endif()
