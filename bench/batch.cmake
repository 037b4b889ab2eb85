# ufsecp_bench_batch: batch verification and MSM against libsecp256k1 single verification.
# Needs libsecp256k1 (pkg-config); skipped with a message when it is not found.
# Included from bench/CMakeLists.txt.
find_package(PkgConfig QUIET)
if(PkgConfig_FOUND AND NOT TARGET PkgConfig::UFSECP_LIBSECP)
  pkg_check_modules(UFSECP_LIBSECP QUIET IMPORTED_TARGET libsecp256k1)
endif()
if(TARGET PkgConfig::UFSECP_LIBSECP)
  find_package(Threads REQUIRED)
  add_executable(ufsecp_bench_batch ${CMAKE_CURRENT_LIST_DIR}/bench_batch.cpp)
  target_link_libraries(ufsecp_bench_batch PRIVATE ufsecp_internal PkgConfig::UFSECP_LIBSECP Threads::Threads)
else()
  message(STATUS "ufsecp bench: libsecp256k1 not found; ufsecp_bench_batch is not built")
endif()
