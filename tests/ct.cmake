# Constant-time check: ct_valgrind under memcheck with secrets marked undefined.
# Only in plain builds: sanitizers instrument branches, and UFSECP_VERIFY adds debug
# checks that branch on values by design.
find_program(VALGRIND_EXECUTABLE valgrind)
if(VALGRIND_EXECUTABLE AND UFSECP_HAVE_VALGRIND_H AND NOT UFSECP_SANITIZE AND NOT UFSECP_VERIFY)
  add_executable(ct_valgrind ${CMAKE_CURRENT_LIST_DIR}/ct/ct_valgrind.c)
  set_target_properties(ct_valgrind PROPERTIES C_STANDARD 99 LINKER_LANGUAGE CXX)
  target_link_libraries(ct_valgrind PRIVATE ufsecp)
  add_test(NAME ct_valgrind
    COMMAND ${VALGRIND_EXECUTABLE} --error-exitcode=42 --track-origins=yes -q $<TARGET_FILE:ct_valgrind>)
  # SHA-NI instructions are not emulated by valgrind; the portable SHA-256 is used there.
  set_tests_properties(ct_valgrind PROPERTIES ENVIRONMENT "UFSECP_SHA256=portable")
  # k*G's table scan has three builds (AVX2 where the CPU has it, SSE2, portable): check
  # the two lower ones too.
  foreach(scan sse2 portable)
    add_test(NAME ct_valgrind_gen_${scan}
      COMMAND ${VALGRIND_EXECUTABLE} --error-exitcode=42 --track-origins=yes -q $<TARGET_FILE:ct_valgrind>)
    set_tests_properties(ct_valgrind_gen_${scan} PROPERTIES
      ENVIRONMENT "UFSECP_SHA256=portable;UFSECP_ECMULT_GEN=${scan}")
  endforeach()
  # The scalar multiplications have a build per field backend (src/field/field_backend.hpp).
  # Under valgrind CPUID hides ADX, so ct_valgrind above runs the portable field; the MULX
  # build is checked by forcing it (UFSECP_FIELD_BACKEND=mulx-unchecked), only where the real
  # CPU has BMI2 and ADX (field_backend_probe, run outside valgrind; 77 = skipped).
  add_executable(field_backend_probe ${CMAKE_CURRENT_LIST_DIR}/ct/field_backend_probe.cpp)
  target_link_libraries(field_backend_probe PRIVATE ufsecp_internal)
  add_test(NAME ct_valgrind_field_mulx
    COMMAND sh -c "$<TARGET_FILE:field_backend_probe> mulx || exit 77; exec ${VALGRIND_EXECUTABLE} --error-exitcode=42 --track-origins=yes -q $<TARGET_FILE:ct_valgrind>")
  set_tests_properties(ct_valgrind_field_mulx PROPERTIES SKIP_RETURN_CODE 77
    ENVIRONMENT "UFSECP_SHA256=portable;UFSECP_FIELD_BACKEND=mulx-unchecked")
elseif(NOT UFSECP_SANITIZE AND NOT UFSECP_VERIFY)
  message(WARNING "valgrind not found: the constant-time test (ct_valgrind) is not built")
endif()

# Timing leakage, measured (tests/ct/ct_dudect.c): fixed vs random secrets, Welch's t on cycle
# counts. The smoke run fails only on an overwhelming |t| (> 30); longer runs:
# `ct_dudect 2000000` (docs/security.md). Plain builds only: sanitizers and UFSECP_VERIFY
# change the timing by design.
if(NOT UFSECP_SANITIZE AND NOT UFSECP_VERIFY)
  add_executable(ct_dudect ${CMAKE_CURRENT_LIST_DIR}/ct/ct_dudect.c)
  set_target_properties(ct_dudect PROPERTIES C_STANDARD 99 LINKER_LANGUAGE CXX)
  target_link_libraries(ct_dudect PRIVATE ufsecp m)
  add_test(NAME ct_dudect COMMAND ct_dudect)
endif()
