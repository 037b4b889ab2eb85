# ufsecp — the bare-metal build (UFSECP_BARE_METAL=ON): the part of the library that needs
# no heap, no exceptions, no RTTI, no threads and no std:: containers, for microcontrollers
# (ports/xtensa/ is the tested one; docs/platforms.md).
#
# Kept: the arithmetic, k*G, a*G + b*P, ECDH, precomputed-key verification, keys and tweaks,
# ECDSA (DER, recovery), BIP-340 Schnorr, BIP-32, Taproot (BIP-341), SHA-256/512,
# RIPEMD-160, Base58Check, and their C ABI (ufsecp.h, ufsecp_bip32.h, ufsecp_taproot.h). Left out (they
# allocate or start threads): batch verification, multi-scalar multiplication, BIP-39, NFKD,
# MuSig2, FROST, silent payments, ElligatorSwift/BIP-324, adaptor signatures, DLEQ, addresses.
# Their headers stay installed; their functions are simply not in the archive.
# The library is compiled with -fno-exceptions -fno-rtti -fno-threadsafe-statics (the one
# function-local static, ecmult_gen's scan choice, is set on the first call; a bare-metal
# program has one thread). scripts/test-cross.sh checks the archive references no malloc,
# free, operator new/delete, __cxa_* or pthread symbol.
set(UFSECP_BARE_METAL_KEEP
  "(^|/)src/ecmult/ecmult_(gen|const|var|precomp)\\.cpp$"
  "/generated/ecmult_tables\\.cpp$"
  "/src/hash/(sha256|sha256_shani|sha512|ripemd160)\\.cpp$"
  "/src/encoding/base58\\.cpp$"
  "/src/(keys|ecdsa|schnorr|ecdh|bip32|taproot)/[a-z0-9_]+\\.cpp$"
  "/src/abi/abi_(keys|ecdsa|schnorr_ecdh|precomp|bip32|taproot)\\.cpp$")
set(ufsecp_kept "")
foreach(src IN LISTS UFSECP_SOURCES)
  foreach(re IN LISTS UFSECP_BARE_METAL_KEEP)
    if(src MATCHES "${re}")
      list(APPEND ufsecp_kept ${src})
      break()
    endif()
  endforeach()
endforeach()
list(REMOVE_DUPLICATES ufsecp_kept)
set(UFSECP_SOURCES ${ufsecp_kept})
list(LENGTH UFSECP_SOURCES ufsecp_kept_n)
message(STATUS "ufsecp bare-metal build: ${ufsecp_kept_n} sources (no heap, exceptions, RTTI, threads)")
add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-fno-exceptions> $<$<COMPILE_LANGUAGE:CXX>:-fno-rtti>
                    $<$<COMPILE_LANGUAGE:CXX>:-fno-threadsafe-statics>)
