// ufsecp — which field backend the hot kernels run on, chosen once per process by CPUID: the
// one mechanism for "several builds of the same kernel".
//
// Layer 1 (arithmetic). A kernel with a faster build (ecmult_var, ecmult_const,
// ecmult_precomp_var, ecmult_multi_var's Pippenger buckets, the ECDSA batch chain,
// fe_sqrt_var below) keeps one function per backend with the same signature and calls the one for
// field_backend(), through a function pointer or flag it fetches once (a function-local
// static). The group and field code have no #ifdefs for this: the portable kernel runs on Fe
// (the build's tier, 5x52 or 10x26), the MULX kernel on Fe64 (field/field_4x64_mulx.hpp,
// group/group_4x64.hpp); the conversions between the two are here.
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

#include "field/field.hpp"
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

#if defined(UFSECP_HAVE_FE64_MULX)
// Conversions from and to the build's tier (FeStorage has the 4x64 limb layout of a
// normalized value). fe64_from_fe_var is variable time (fe_normalize_var): public values
// only; fe_from_fe64 is constant time.
inline void fe64_from_fe_var(Fe64& r, const Fe& a) {
    Fe t = a;
    fe_normalize_var(t);
    FeStorage s;
    fe_to_storage(s, t);
    for (int i = 0; i < 4; i++) r.n[i] = s.n[i];
}
inline void fe_from_fe64(Fe& r, const Fe64& a) {
    Fe64 t;
    fe64_normalize(t, a);
    FeStorage s;
    for (int i = 0; i < 4; i++) s.n[i] = t.n[i];
    fe_from_storage(r, s);
}
#endif

// fe_sqrt (field.hpp) on the process's backend: r = a^((p+1)/4), true iff r^2 = a; r is
// normalized-ready (magnitude 1). Variable time (the conversion): public inputs only, as in
// point decompression (ge_set_xo_var). The chain is 253 squarings: MULX's faster square is
// most of a decompression's gain.
inline bool fe_sqrt_var(Fe& r, const Fe& a) {
#if defined(UFSECP_HAVE_FE64_MULX)
    if (field_backend() == FieldBackend::mulx) {
        Fe64 a64, r64;
        fe64_from_fe_var(a64, a);
        const bool ok = fe_sqrt(r64, a64);
        fe_from_fe64(r, r64);
        return ok;
    }
#endif
    return fe_sqrt(r, a);
}

// fe_pow_isqrt (field.hpp) on the process's backend: r = a^((p-3)/4), so that r^2 = 1/a
// and (a r)^2 = a for a nonzero square a. Variable time (the conversion): public inputs only.
inline void fe_pow_isqrt_var(Fe& r, const Fe& a) {
#if defined(UFSECP_HAVE_FE64_MULX)
    if (field_backend() == FieldBackend::mulx) {
        Fe64 a64, r64;
        fe64_from_fe_var(a64, a);
        fe_pow_isqrt(r64, a64);
        fe_from_fe64(r, r64);
        return;
    }
#endif
    fe_pow_isqrt(r, a);
}

}  // namespace ufsecp
