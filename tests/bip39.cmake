# test_bip39: BIP-39 mnemonics and NFKD through the C ABI (official vectors of
# ../shared/vectors/bip39, a reference encoder, error tables). Registered in tests/vectors.cmake.
ufsecp_add_test(test_bip39 test_bip39.cpp)

# The independent check of the Unicode side: tests/bip39_unicode_check.py calls the shared
# library through ctypes and compares NFKD with Python's unicodedata on every code point and
# on random strings, and the seeds of every vector in its NFC, NFD and NFKD forms. python3 is
# required: a missing interpreter fails the configuration loudly rather than skipping it.
# Not in the sanitizer builds: an instrumented shared library cannot be loaded into an
# uninstrumented python3 (their runtimes must come first); test_bip39 runs there.
if(TARGET ufsecp_shared AND NOT UFSECP_SANITIZE AND NOT UFSECP_MSAN)
  find_package(Python3 COMPONENTS Interpreter)
  if(NOT Python3_Interpreter_FOUND)
    message(FATAL_ERROR "python3 not found: tests/bip39_unicode_check.py (the NFKD check) needs it")
  endif()
  add_test(NAME bip39_unicode_check
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/bip39_unicode_check.py
            $<TARGET_FILE:ufsecp_shared> ${UFSECP_DEFAULT_VECTORS_DIR})
endif()
