# The C ABI's promise on errors over the whole header (tests/abi/test_abi_untouched.c): every
# function, on every error status, leaves its outputs as they were; the program reads the
# headers and fails for a function that has no error case.
add_executable(test_abi_untouched ${CMAKE_CURRENT_LIST_DIR}/abi/test_abi_untouched.c)
set_target_properties(test_abi_untouched PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_link_libraries(test_abi_untouched PRIVATE ${UFSECP_TEST_C_LIB})
# Every public header (ufsecp.h and one per protocol) is checked for functions without a case.
file(GLOB UFSECP_PUBLIC_HEADERS CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/include/ufsecp/*.h)
add_test(NAME test_abi_untouched COMMAND test_abi_untouched ${UFSECP_PUBLIC_HEADERS})
