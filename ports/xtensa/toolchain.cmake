# ufsecp — CMake toolchain file of the Xtensa bare-metal port: Debian's gcc-xtensa-lx106
# (the ESP8266's LX106 core, call0 ABI) with picolibc-xtensa-lx106-elf. Use with
#   -DUFSECP_BARE_METAL=ON -DUFSECP_FIELD=10x26 -DUFSECP_BUILD_SHARED=OFF
#   -DUFSECP_GEN_TABLES_EXECUTABLE=<a host build's ufsecp_gen_tables>
# (scripts/test-cross.sh xtensa does all of it). The C++ headers the library needs come from
# ports/xtensa/include (the compiler ships no libstdc++).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR xtensa)
set(CMAKE_C_COMPILER xtensa-lx106-elf-gcc)
set(CMAKE_CXX_COMPILER xtensa-lx106-elf-g++)
set(CMAKE_ASM_COMPILER xtensa-lx106-elf-gcc)
# No program can be linked without the port's startup: CMake's checks compile a library.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(UFSECP_PICOLIBC_SPECS /usr/lib/xtensa-lx106-elf/picolibc.specs)
# -mlongcalls: calls reach across the whole image (CALL0 reaches +-512 KiB);
# -mtext-section-literals: each function's literal pool sits in .text just before it, so
# l32r (which reaches 256 KiB back) never misses however large the image is.
set(ufsecp_xtensa_flags "--specs=${UFSECP_PICOLIBC_SPECS} -mlongcalls -mtext-section-literals -ffunction-sections -fdata-sections")
set(CMAKE_C_FLAGS_INIT "${ufsecp_xtensa_flags}")
set(CMAKE_CXX_FLAGS_INIT "${ufsecp_xtensa_flags}")
# The C++ headers (also when CMAKE_CXX_FLAGS is given on the command line).
set(CMAKE_CXX_STANDARD_INCLUDE_DIRECTORIES ${CMAKE_CURRENT_LIST_DIR}/include)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
