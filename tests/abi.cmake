# The C ABI from plain C99, linked against the shared library as a C user would.
add_executable(test_abi_c ${CMAKE_CURRENT_LIST_DIR}/abi/test_abi_c.c)
set_target_properties(test_abi_c PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_link_libraries(test_abi_c PRIVATE ufsecp_shared)
add_test(NAME test_abi_c COMMAND test_abi_c)
