# The 4x64 MULX field kernel (src/field/field_4x64_mulx.hpp) and the point formulas on it
# (src/group/group_4x64.hpp): against the reference and against the build's tier.
ufsecp_add_test(test_field_4x64 test_field_4x64.cpp)
# Every field backend of the scalar-multiplication kernels against every other on the same
# inputs (src/field/field_backend.hpp).
ufsecp_add_test(test_ecmult_backends test_ecmult_backends.cpp)
