// ufsecp — which field backend the scalar-multiplication kernels run on, chosen once per
// process by CPUID: the one mechanism for "several builds of the same kernel".
//
// Layer 3 (scalar multiplication). A kernel with a faster build (today ecmult_var) keeps one
// function per backend with the same signature and calls the one for field_backend(),
// through a function pointer it fetches once (a function-local static). The group and field
// code have no #ifdefs for this: the portable kernel runs on Fe (the build's tier, 5x52 or
// 10x26), the MULX kernel on Fe64 (field/field_4x64_mulx.hpp, group/group_4x64.hpp).
//
// Backends:
//   portable  the build's tier, every CPU;
//   mulx      4x64 limbs with MULX/ADCX/ADOX: x86-64 with BMI2 and ADX (CPUID).
// UFSECP_FIELD_BACKEND in the environment: `portable` forces the portable kernels (tests, and
// "a CPU without BMI2/ADX"); `mulx-unchecked` takes MULX without asking CPUID, for valgrind
// only, which runs these instructions but hides ADX from CPUID (tests/ct.cmake runs it only
// where the real CPU has both; elsewhere it would die on an illegal instruction). Tests call
// each available backend directly (field_backend_available) and compare them on the same
// inputs.
#pragma once

#include <cstdlib>
#include <cstring>

#include "field/field_4x64_mulx.hpp"

namespace ufsecp {

enum class FieldBackend { portable = 0, mulx = 1 };

inline bool field_backend_available(FieldBackend b) {
    if (b == FieldBackend::portable) return true;
#if defined(UFSECP_HAVE_FE64_MULX)
    return fe64_mulx_supported();
#else
    return false;
#endif
}

inline const char* field_backend_name(FieldBackend b) { return b == FieldBackend::mulx ? "mulx" : "portable"; }

// The backend the kernels use in this process: MULX where available, unless the environment
// says otherwise (above). Computed once.
inline FieldBackend field_backend() {
    static const FieldBackend chosen = [] {
        const char* env = std::getenv("UFSECP_FIELD_BACKEND");
        if (env != nullptr && std::strcmp(env, "portable") == 0) return FieldBackend::portable;
#if defined(UFSECP_HAVE_FE64_MULX)
        if (env != nullptr && std::strcmp(env, "mulx-unchecked") == 0) return FieldBackend::mulx;
#endif
        return field_backend_available(FieldBackend::mulx) ? FieldBackend::mulx : FieldBackend::portable;
    }();
    return chosen;
}

}  // namespace ufsecp
