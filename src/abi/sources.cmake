set(UFSECP_ABI_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/abi_keys.cpp
  ${CMAKE_CURRENT_LIST_DIR}/abi_ecdsa.cpp
  ${CMAKE_CURRENT_LIST_DIR}/abi_schnorr_ecdh.cpp
  ${CMAKE_CURRENT_LIST_DIR}/abi_bip32.cpp
  ${CMAKE_CURRENT_LIST_DIR}/abi_bip39.cpp
  ${CMAKE_CURRENT_LIST_DIR}/abi_precomp.cpp)
list(APPEND UFSECP_ABI_SOURCES ${CMAKE_CURRENT_LIST_DIR}/abi_taproot.cpp)  # Taproot (BIP-341)
# Addresses (ufsecp_address.h).
list(APPEND UFSECP_ABI_SOURCES ${CMAKE_CURRENT_LIST_DIR}/abi_address.cpp)
# Adaptor signatures (ufsecp_adaptor.h) and DLEQ proofs (ufsecp_dleq.h).
list(APPEND UFSECP_ABI_SOURCES ${CMAKE_CURRENT_LIST_DIR}/abi_adaptor.cpp ${CMAKE_CURRENT_LIST_DIR}/abi_dleq.cpp)
# ElligatorSwift and BIP-324 (ufsecp_ellswift.h, ufsecp_bip324.h).
list(APPEND UFSECP_ABI_SOURCES ${CMAKE_CURRENT_LIST_DIR}/abi_ellswift.cpp ${CMAKE_CURRENT_LIST_DIR}/abi_bip324.cpp)
list(APPEND UFSECP_ABI_SOURCES ${CMAKE_CURRENT_LIST_DIR}/abi_musig.cpp)  # MuSig2 (ufsecp_musig.h)
list(APPEND UFSECP_ABI_SOURCES ${CMAKE_CURRENT_LIST_DIR}/abi_frost.cpp)  # FROST (ufsecp_frost.h)
list(APPEND UFSECP_ABI_SOURCES ${CMAKE_CURRENT_LIST_DIR}/abi_frost_bip445.cpp)  # FROST, draft BIP-445
