# ufsecp MuSig2 (BIP-327) and its adaptor variant (src/musig).
set(UFSECP_MUSIG_SOURCES ${CMAKE_CURRENT_LIST_DIR}/musig.cpp ${CMAKE_CURRENT_LIST_DIR}/musig_nonce_agg_mulx.cpp)
