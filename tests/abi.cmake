# The C ABI from plain C99, linked against the shared library as a C user would (the static
# one in a static-only build).
if(TARGET ufsecp_shared)
  set(UFSECP_TEST_C_LIB ufsecp_shared)
else()
  set(UFSECP_TEST_C_LIB ufsecp)
endif()
add_executable(test_abi_c ${CMAKE_CURRENT_LIST_DIR}/abi/test_abi_c.c)
set_target_properties(test_abi_c PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_link_libraries(test_abi_c PRIVATE ${UFSECP_TEST_C_LIB})
add_test(NAME test_abi_c COMMAND test_abi_c)

# The platform check (tests/cross/portable_check.c): BIP-340 vectors and a deterministic
# chain of every public operation, through the C ABI, linked statically. It prints a digest
# of all outputs, which scripts/test-cross.sh compares between this build and the cross
# builds run under qemu.
add_executable(portable_check ${CMAKE_CURRENT_LIST_DIR}/cross/portable_check.c)
set_target_properties(portable_check PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_link_libraries(portable_check PRIVATE ufsecp)
add_test(NAME portable_check COMMAND portable_check ${UFSECP_DEFAULT_VECTORS_DIR})

# The written contract (docs/api.md, the header): aliasing, size queries, flags, version
# macros against CMake's project version, keypair wiping.
add_executable(test_abi_contract ${CMAKE_CURRENT_LIST_DIR}/abi/test_abi_contract.c)
set_target_properties(test_abi_contract PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_compile_definitions(test_abi_contract PRIVATE UFSECP_TEST_CMAKE_VERSION="${PROJECT_VERSION}")
target_link_libraries(test_abi_contract PRIVATE ${UFSECP_TEST_C_LIB})
add_test(NAME test_abi_contract COMMAND test_abi_contract)

# The batch verifiers under a low address-space limit (setrlimit(RLIMIT_AS) inside the
# program) return UFSECP_ERR_NO_MEMORY instead of aborting. Not under the sanitizers:
# AddressSanitizer and MemorySanitizer reserve terabytes of address space and cannot run under
# such a limit.
if(NOT UFSECP_SANITIZE AND NOT UFSECP_MSAN AND CMAKE_SYSTEM_NAME STREQUAL "Linux")
  add_executable(test_abi_lowmem ${CMAKE_CURRENT_LIST_DIR}/abi/test_abi_lowmem.c)
  set_target_properties(test_abi_lowmem PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
  target_link_libraries(test_abi_lowmem PRIVATE ufsecp)
  add_test(NAME test_abi_lowmem COMMAND test_abi_lowmem)
endif()

# A dropped status is a compile warning (UFSECP_WARN_UNUSED): the same C file, which
# ignores ufsecp_ecdsa_verify's result, must compile without -Werror=unused-result
# (abi_unused_result_control: the file itself is fine) and must fail with it
# (abi_unused_result_warns, WILL_FAIL), in C99 and as C++.
if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  set(ufsecp_unused_src ${CMAKE_CURRENT_LIST_DIR}/abi/ignored_result.c)
  # Compiled for real (-c): GCC reports warn_unused_result after parsing, not under -fsyntax-only.
  set(ufsecp_unused_obj ${CMAKE_CURRENT_BINARY_DIR}/ignored_result)
  set(ufsecp_unused_cmd -std=c99 -Wall -c -I${PROJECT_SOURCE_DIR}/include ${ufsecp_unused_src})
  add_test(NAME abi_unused_result_control
    COMMAND ${CMAKE_C_COMPILER} ${ufsecp_unused_cmd} -o ${ufsecp_unused_obj}-control.o -Wno-unused-result)
  add_test(NAME abi_unused_result_warns
    COMMAND ${CMAKE_C_COMPILER} ${ufsecp_unused_cmd} -o ${ufsecp_unused_obj}-c.o -Werror)
  add_test(NAME abi_unused_result_warns_cxx
    COMMAND ${CMAKE_CXX_COMPILER} -x c++ -std=c++17 -Wall -Werror -c -o ${ufsecp_unused_obj}-cxx.o
            -I${PROJECT_SOURCE_DIR}/include ${ufsecp_unused_src})
  set_tests_properties(abi_unused_result_warns abi_unused_result_warns_cxx PROPERTIES WILL_FAIL TRUE)
endif()

# Official vectors through the C ABI only, one program per protocol family:
# tests/cross/<family>_vectors.cpp (argument: the vectors directory; last line "N passed, M
# failed"; exit status 0 only if all passed). Every such file is picked up here and by
# scripts/test-cross.sh, which runs the same programs under qemu on the cross targets.
file(GLOB UFSECP_CROSS_VECTOR_PROGRAMS CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/cross/*_vectors.cpp)
foreach(src ${UFSECP_CROSS_VECTOR_PROGRAMS})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_include_directories(${name} PRIVATE ${CMAKE_CURRENT_LIST_DIR})
  target_compile_definitions(${name} PRIVATE UFSECP_REPO_ROOT="${PROJECT_SOURCE_DIR}")
  target_link_libraries(${name} PRIVATE ufsecp)
  add_test(NAME ${name} COMMAND ${name} ${UFSECP_DEFAULT_VECTORS_DIR})
endforeach()
