# The libsecp256k1 that ufsecp is compared with (ufsecp-bench) and differentially fuzzed
# against (fuzz/), chosen by the cache variable UFSECP_REFERENCE:
#   auto (default)  build/libsecp256k1-ref under the source tree when present (the reference,
#                   libsecp256k1 0.7.1 from Debian's packages, which scripts/reference.sh
#                   installs there with ../shared/baselines/build-libsecp256k1.sh), else
#                   `system`, with a warning;
#   PREFIX          an install prefix of libsecp256k1 (include/, lib/libsecp256k1.a or .so);
#   system          whatever pkg-config finds as libsecp256k1 (Debian 12: 0.2.0, from 2022);
#   none            no libsecp256k1.
# Everything is recomputed on each configure (no cached find results), so switching
# UFSECP_REFERENCE never reuses the previous library. A prefix's static archive is preferred:
# ufsecp is linked statically too, so neither side pays for PLT calls.
set(UFSECP_REFERENCE "auto" CACHE STRING "libsecp256k1 to compare with: auto, an install prefix, system or none")

# Sets, in the caller's scope, LABEL ("libsecp256k1 0.7.1 (Debian)"; empty for none), VERSION
# ("0.7.1") and PATH (the library file and, for a Debian prefix, the package version), and the
# internal variables ufsecp_reference_link() uses.
function(ufsecp_reference_resolve label_var version_var path_var)
  set(ref "${UFSECP_REFERENCE}")
  set(ref_default "${PROJECT_SOURCE_DIR}/build/libsecp256k1-ref")
  if(ref STREQUAL "auto")
    if(EXISTS "${ref_default}/include/secp256k1.h")
      set(ref "${ref_default}")
    else()
      set(ref "system")
      message(WARNING "the reference libsecp256k1 0.7.1 is not installed in ${ref_default} "
        "(bash scripts/reference.sh installs it); using the system's libsecp256k1")
    endif()
  endif()
  set(label "")
  set(version "")
  set(path "")
  set(kind "${ref}")
  if(ref STREQUAL "system")
    find_package(PkgConfig QUIET)
    if(PkgConfig_FOUND)
      pkg_check_modules(UFSECP_SYSTEM_LIBSECP QUIET IMPORTED_TARGET GLOBAL libsecp256k1)
    endif()
    if(NOT UFSECP_SYSTEM_LIBSECP_FOUND)
      message(FATAL_ERROR "UFSECP_REFERENCE=system but pkg-config finds no libsecp256k1")
    endif()
    set(version "${UFSECP_SYSTEM_LIBSECP_VERSION}")
    set(label "libsecp256k1 ${version} (system, pkg-config, shared)")
    set(path "${UFSECP_SYSTEM_LIBSECP_LINK_LIBRARIES}")
  elseif(NOT ref STREQUAL "none")
    get_filename_component(ref "${ref}" ABSOLUTE BASE_DIR "${PROJECT_SOURCE_DIR}")
    set(lib "")
    foreach(candidate libsecp256k1.a libsecp256k1.so)
      if(NOT lib AND EXISTS "${ref}/lib/${candidate}")
        set(lib "${ref}/lib/${candidate}")
      endif()
    endforeach()
    if(NOT EXISTS "${ref}/include/secp256k1.h" OR NOT lib)
      message(FATAL_ERROR "UFSECP_REFERENCE=${ref} is not a libsecp256k1 prefix (needs include/secp256k1.h "
        "and lib/libsecp256k1.a or .so; make one with ../shared/baselines/build-libsecp256k1.sh PREFIX)")
    endif()
    set(version "unknown version")
    if(EXISTS "${ref}/lib/pkgconfig/libsecp256k1.pc")
      file(STRINGS "${ref}/lib/pkgconfig/libsecp256k1.pc" v REGEX "^Version:")
      string(REGEX REPLACE "^Version: *" "" version "${v}")
    endif()
    set(origin "")
    set(deb "")
    if(EXISTS "${ref}/VERSION")  # written by build-libsecp256k1.sh: "<Debian version> <arch>"
      file(STRINGS "${ref}/VERSION" debver LIMIT_COUNT 1)
      set(origin " (Debian)")
      set(deb ", Debian package ${debver}")
    endif()
    set(label "libsecp256k1 ${version}${origin}")
    set(path "${lib}${deb}")
    set(kind "prefix")
    set(UFSECP_REFERENCE_INCLUDE "${ref}/include" PARENT_SCOPE)
    set(UFSECP_REFERENCE_LIB "${lib}" PARENT_SCOPE)
  endif()
  set(UFSECP_REFERENCE_KIND "${kind}" PARENT_SCOPE)
  set(${label_var} "${label}" PARENT_SCOPE)
  set(${version_var} "${version}" PARENT_SCOPE)
  set(${path_var} "${path}" PARENT_SCOPE)
endfunction()

# Links TARGET against the library ufsecp_reference_resolve() chose (nothing for none).
function(ufsecp_reference_link target)
  if(UFSECP_REFERENCE_KIND STREQUAL "system")
    target_link_libraries(${target} PRIVATE PkgConfig::UFSECP_SYSTEM_LIBSECP)
  elseif(UFSECP_REFERENCE_KIND STREQUAL "prefix")
    target_include_directories(${target} SYSTEM PRIVATE "${UFSECP_REFERENCE_INCLUDE}")
    target_link_libraries(${target} PRIVATE "${UFSECP_REFERENCE_LIB}")
  endif()
endfunction()
