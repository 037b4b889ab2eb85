# The C ABI from plain C99, linked against the shared library as a C user would.
add_executable(test_abi_c ${CMAKE_CURRENT_LIST_DIR}/abi/test_abi_c.c)
set_target_properties(test_abi_c PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_link_libraries(test_abi_c PRIVATE ufsecp_shared)
add_test(NAME test_abi_c COMMAND test_abi_c)

# The platform check (tests/cross/portable_check.c): BIP-340 vectors and a deterministic
# chain of every public operation, through the C ABI, linked statically. It prints a digest
# of all outputs, which scripts/test-cross.sh compares between this build and the cross
# builds run under qemu.
add_executable(portable_check ${CMAKE_CURRENT_LIST_DIR}/cross/portable_check.c)
set_target_properties(portable_check PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_link_libraries(portable_check PRIVATE ufsecp)
add_test(NAME portable_check COMMAND portable_check ${UFSECP_DEFAULT_VECTORS_DIR})
