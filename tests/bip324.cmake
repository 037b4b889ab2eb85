# test_bip324: the BIP-324 transport cipher (src/bip324, ufsecp_bip324.h): RFC 8439's ChaCha20,
# Poly1305 and AEAD vectors (in the source), Poly1305 against a big-integer reference, and
# BIP-324's packet_encoding_test_vectors.csv (read at run time) through the C ABI.
ufsecp_add_test(test_bip324 test_bip324.cpp)
