# cmake -DROOT=<repo> -P list-sources.cmake: prints the library's sources (the same
# src/*/sources.cmake lists the top-level CMakeLists.txt globs), one per line, for the wasm build.
file(GLOB lists ${ROOT}/src/*/sources.cmake)
foreach(f IN LISTS lists)
  include(${f})
endforeach()
set(out ${ROOT}/src/ecmult/ecmult_gen.cpp ${ROOT}/src/ecmult/ecmult_const.cpp ${ROOT}/src/ecmult/ecmult_const_many.cpp
        ${ROOT}/src/ecmult/ecmult_var.cpp ${ROOT}/src/ecmult/ecmult_precomp.cpp)
get_cmake_property(vars VARIABLES)
foreach(v IN LISTS vars)
  if(v MATCHES "^UFSECP_[A-Z0-9]+_SOURCES$")
    list(APPEND out ${${v}})
  endif()
endforeach()
foreach(s IN LISTS out)
  get_filename_component(s "${s}" ABSOLUTE)
  message(NOTICE "${s}")
endforeach()
