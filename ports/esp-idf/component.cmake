# ufsecp — the ESP-IDF component glue (included by the top CMakeLists.txt when ESP-IDF's build
# system processes this directory as a component: ESP_PLATFORM is set, no project()).
#
# What it builds: the heap-free part of the library (the same source list as UFSECP_BARE_METAL,
# cmake/ufsecp_bare_metal.cmake), 10x26 field, the small tables (UFSECP_TABLES=small: 57.5 KiB
# of constants, placed in flash by the linker as .rodata), no exceptions, no RTTI.
# The tables are generated at configure time by tools/gen_tables.cpp compiled for the build
# machine (it cannot run on the ESP32): the host's C++ compiler (UFSECP_HOST_CXX, default
# c++) builds it with the same table sizes and writes <build>/generated/ecmult_tables.cpp.
# Not tested with ESP-IDF or on an ESP32: only through the Xtensa stand-in (docs/platforms.md).
set(ufsecp_root ${CMAKE_CURRENT_LIST_DIR}/../..)
set(UFSECP_TABLES small)
set(ufsecp_defs UFSECP_FIELD_10X26=1 UFSECP_ECMULT_GEN_BITS=5 UFSECP_ECMULT_WINDOW_G=6 UFSECP_ECMULT_PRECOMP_WINDOW_G=4)

# The generator, for the build machine.
set(ufsecp_gen_dir ${CMAKE_CURRENT_BINARY_DIR}/generated)
file(MAKE_DIRECTORY ${ufsecp_gen_dir})
if(NOT UFSECP_HOST_CXX)
  set(UFSECP_HOST_CXX c++)
endif()
set(ufsecp_gen_flags "")
foreach(d IN LISTS ufsecp_defs)
  list(APPEND ufsecp_gen_flags -D${d})
endforeach()
if(NOT EXISTS ${ufsecp_gen_dir}/ecmult_tables.cpp)
  execute_process(
    COMMAND ${UFSECP_HOST_CXX} -std=c++20 -O1 ${ufsecp_gen_flags} -I${ufsecp_root}/src
            ${ufsecp_root}/tools/gen_tables.cpp -o ${ufsecp_gen_dir}/ufsecp_gen_tables
    RESULT_VARIABLE ufsecp_rc)
  if(NOT ufsecp_rc EQUAL 0)
    message(FATAL_ERROR "ufsecp: building the table generator with ${UFSECP_HOST_CXX} failed (set UFSECP_HOST_CXX)")
  endif()
  execute_process(COMMAND ${ufsecp_gen_dir}/ufsecp_gen_tables ${ufsecp_gen_dir}/ecmult_tables.cpp
    RESULT_VARIABLE ufsecp_rc)
  if(NOT ufsecp_rc EQUAL 0)
    message(FATAL_ERROR "ufsecp: the table generator failed")
  endif()
endif()

# The sources: every module's list, filtered by the bare-metal keep-list.
set(UFSECP_SOURCES ${ufsecp_root}/src/ecmult/ecmult_gen.cpp ${ufsecp_root}/src/ecmult/ecmult_const.cpp
  ${ufsecp_root}/src/ecmult/ecmult_var.cpp ${ufsecp_root}/src/ecmult/ecmult_precomp.cpp
  ${ufsecp_gen_dir}/ecmult_tables.cpp)
file(GLOB ufsecp_lists ${ufsecp_root}/src/*/sources.cmake)
foreach(list_file IN LISTS ufsecp_lists)
  include(${list_file})
endforeach()
get_cmake_property(ufsecp_vars VARIABLES)
foreach(var IN LISTS ufsecp_vars)
  if(var MATCHES "^UFSECP_[A-Z0-9]+_SOURCES$" AND NOT var STREQUAL "UFSECP_SOURCES")
    list(APPEND UFSECP_SOURCES ${${var}})
  endif()
endforeach()
include(${ufsecp_root}/cmake/ufsecp_bare_metal.cmake)

idf_component_register(SRCS ${UFSECP_SOURCES}
                       INCLUDE_DIRS ${ufsecp_root}/include
                       PRIV_INCLUDE_DIRS ${ufsecp_root}/src)
target_compile_definitions(${COMPONENT_LIB} PRIVATE ${ufsecp_defs})
target_compile_options(${COMPONENT_LIB} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-fno-exceptions -fno-rtti>)
