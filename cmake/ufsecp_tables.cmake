# ufsecp — sizes of the precomputed tables of G, chosen at build time.
#
# One mechanism: three numbers (the macros of src/ecmult/ecmult_tables.hpp) passed as compile
# definitions to every target, so the build-time generator (tools/gen_tables.cpp), the
# library, the tests and the benchmark agree. UFSECP_TABLES picks a preset; each number can
# be overridden alone (-DUFSECP_ECMULT_GEN_BITS=4 ...). Bytes (64 per entry):
#   k*G comb (ecmult_gen)         ceil(256/B) * 2^(B-1) * 64           B = UFSECP_ECMULT_GEN_BITS
#   a*G + b*P (ecmult_var)        2 * 2^(W-2) * 64                     W = UFSECP_ECMULT_WINDOW_G
#   precomputed-key verification  (256/16 - 2) * 2^(Wp-2) * 64         Wp = ..._PRECOMP_WINDOW_G
# (the precomputed-key spacing S = 16 stays fixed: it sets UFSECP_PUBKEY_PRECOMPUTED_SIZE,
# a constant of the public header).
#   default: B=7 W=15 Wp=12: 148 KiB + 1024 KiB + 896 KiB  = 2068 KiB (fastest on a PC)
#   small:   B=5 W=6  Wp=4:   52 KiB +    2 KiB +   3.5 KiB = 57.5 KiB (microcontrollers;
#            the cost of each size is in docs/platforms.md)
set(UFSECP_TABLES "default" CACHE STRING "Precomputed table sizes: default (~2 MiB) or small (57.5 KiB)")
set_property(CACHE UFSECP_TABLES PROPERTY STRINGS default small)
if(UFSECP_TABLES STREQUAL "default")
  set(ufsecp_tables_preset 7 15 12)
elseif(UFSECP_TABLES STREQUAL "small")
  set(ufsecp_tables_preset 5 6 4)
else()
  message(FATAL_ERROR "UFSECP_TABLES must be default or small")
endif()
set(ufsecp_tables_names UFSECP_ECMULT_GEN_BITS UFSECP_ECMULT_WINDOW_G UFSECP_ECMULT_PRECOMP_WINDOW_G)
set(UFSECP_ECMULT_GEN_BITS "" CACHE STRING "k*G comb digit bits B (2..8; empty: the UFSECP_TABLES preset)")
set(UFSECP_ECMULT_WINDOW_G "" CACHE STRING "wNAF window W of the G tables of verification (4..20; empty: preset)")
set(UFSECP_ECMULT_PRECOMP_WINDOW_G "" CACHE STRING "wNAF window of the precomputed-key G pieces (4..W; empty: preset)")
set(ufsecp_tables_values "")
foreach(i RANGE 2)
  list(GET ufsecp_tables_names ${i} name)
  list(GET ufsecp_tables_preset ${i} value)
  if(NOT "${${name}}" STREQUAL "")
    set(value "${${name}}")
  endif()
  if(NOT value MATCHES "^[0-9]+$")
    message(FATAL_ERROR "${name} must be a number, not '${value}'")
  endif()
  add_compile_definitions(${name}=${value})
  list(APPEND ufsecp_tables_values ${value})
endforeach()
list(GET ufsecp_tables_values 0 b)
list(GET ufsecp_tables_values 1 w)
list(GET ufsecp_tables_values 2 wp)
set(s 16)
math(EXPR ufsecp_tables_gen "((256 + ${b} - 1) / ${b}) * (1 << (${b} - 1)) * 64")
math(EXPR ufsecp_tables_var "2 * (1 << (${w} - 2)) * 64")
math(EXPR ufsecp_tables_pc "(256 / ${s} - 2) * (1 << (${wp} - 2)) * 64")
math(EXPR UFSECP_TABLES_BYTES "${ufsecp_tables_gen} + ${ufsecp_tables_var} + ${ufsecp_tables_pc}")
message(STATUS "ufsecp tables (${UFSECP_TABLES}): gen B=${b} ${ufsecp_tables_gen} B, var W=${w} ${ufsecp_tables_var} B, "
  "precomp W=${wp} ${ufsecp_tables_pc} B, total ${UFSECP_TABLES_BYTES} bytes")
