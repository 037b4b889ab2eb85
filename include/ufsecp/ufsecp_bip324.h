/*
 * ufsecp — the BIP-324 v2 P2P transport cipher: key derivation (HKDF-SHA256 from the
 * ufsecp_ellswift_xdh_bip324 secret), session id, garbage terminators, and packet encryption
 * and decryption (FSChaCha20 for the 3-byte length, FSChaCha20Poly1305 for header + contents,
 * rekeyed every 224 packets).
 *
 * The contract of ufsecp.h applies (statuses, outputs untouched on error, NULL checks, size
 * queries with *out_len).
 *
 * The cipher object: ufsecp_bip324_cipher is opaque, caller-allocated (nothing here allocates)
 * and holds secret keys: set it up with ufsecp_bip324_cipher_init, wipe it with
 * ufsecp_bip324_cipher_clear when the connection ends. Every other function checks that it
 * was initialized (UFSECP_ERR_BAD_CIPHER for a zeroed, cleared or corrupted object). One object
 * serves one connection in both directions; it is not safe for concurrent use. Packet
 * functions advance the object's counters only when they succeed: on any error (a tag that
 * does not match included) the object is left as it was. After UFSECP_ERR_DECRYPT_FAILED the
 * connection must be dropped (BIP-324).
 *
 * Packets: the wire form of a packet is
 *   3 bytes encrypted length || encrypted (1 byte header || contents) || 16-byte tag,
 * UFSECP_BIP324_EXPANSION = 20 bytes more than the contents. A receiver reads 3 bytes, gets the
 * contents length from ufsecp_bip324_decrypt_length, reads length + 17 more bytes and passes
 * them to ufsecp_bip324_decrypt. The header's bit 7 is the ignore bit (decoy packets).
 * aad: the associated data (BIP-324 uses the garbage for the first packet of each side).
 *
 * Secrets: the ECDH secret, the object's keys, plaintexts. All of it is handled in constant
 * time; lengths, the ignore flag and whether a tag matched are public.
 *
 * Statuses: UFSECP_ERR_NULL_ARG, UFSECP_ERR_BAD_ARG (initiating or ignore not 0/1),
 * UFSECP_ERR_BAD_CIPHER (object not initialized), UFSECP_ERR_BAD_LENGTH (contents of 2^24 bytes
 * or more; a packet shorter than 17 bytes), UFSECP_ERR_BUFFER_TOO_SMALL (*out_len set to the
 * size needed), UFSECP_ERR_DECRYPT_FAILED (the tag does not match: wrong key, tampered or
 * out-of-order data).
 */
#ifndef UFSECP_UFSECP_BIP324_H
#define UFSECP_UFSECP_BIP324_H

#include <stdint.h>

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes a packet adds to its contents: 3 (length) + 1 (header) + 16 (tag). */
#define UFSECP_BIP324_EXPANSION 20
/** The largest contents a packet can carry (the length field has 3 bytes). */
#define UFSECP_BIP324_MAX_CONTENTS 16777215u
/** The size of the opaque cipher object. */
#define UFSECP_BIP324_CIPHER_SIZE 512

typedef struct {
    union {
        unsigned char data[UFSECP_BIP324_CIPHER_SIZE];
        uint64_t align_; /* 8-byte alignment */
    } u;
} ufsecp_bip324_cipher;

/** Derives every key of one side of a connection from the 32-byte ECDH secret (the output of
 *  ufsecp_ellswift_xdh_bip324), initiating (1: this side opened the connection, 0: it
 *  accepted it) and the 4-byte network magic (mainnet f9 be b4 d9). */
UFSECP_API ufsecp_status ufsecp_bip324_cipher_init(ufsecp_bip324_cipher *c, const unsigned char ecdh_secret[32],
                                                   int initiating, const unsigned char network_magic[4]);
/** Wipes the object (it is then rejected with UFSECP_ERR_BAD_CIPHER until initialized again). */
UFSECP_API ufsecp_status ufsecp_bip324_cipher_clear(ufsecp_bip324_cipher *c);
/** The 32-byte session id (the same on both sides). */
UFSECP_API ufsecp_status ufsecp_bip324_session_id(unsigned char out32[32], const ufsecp_bip324_cipher *c);
/** The 16-byte garbage terminators this side sends and expects to receive. */
UFSECP_API ufsecp_status ufsecp_bip324_garbage_terminators(unsigned char send16[16], unsigned char recv16[16],
                                                           const ufsecp_bip324_cipher *c);
/** Encrypts one packet: out gets contents_len + UFSECP_BIP324_EXPANSION bytes (*out_len:
 *  capacity in, length out). contents may be NULL when contents_len is 0, aad when aad_len is
 *  0. contents may overlap out (in-place encryption: contents at out + 4); aad must not. */
UFSECP_API ufsecp_status ufsecp_bip324_encrypt(unsigned char *out, size_t *out_len, ufsecp_bip324_cipher *c,
                                               const unsigned char *contents, size_t contents_len,
                                               const unsigned char *aad, size_t aad_len, int ignore);
/** Decrypts the 3-byte length field of the next received packet: *contents_len (< 2^24). */
UFSECP_API ufsecp_status ufsecp_bip324_decrypt_length(uint32_t *contents_len, ufsecp_bip324_cipher *c,
                                                      const unsigned char enc_len[3]);
/** Decrypts the rest of the packet (header, contents, tag: ct_len = contents length + 17):
 *  contents gets ct_len - 17 bytes (*contents_len: capacity in, length out; contents may be
 *  NULL for an empty packet with *contents_len 0), *ignore the ignore bit (0/1). contents may
 *  overlap ct (in place: contents = ct + 1); aad must not overlap contents. */
UFSECP_API ufsecp_status ufsecp_bip324_decrypt(unsigned char *contents, size_t *contents_len, int *ignore,
                                               ufsecp_bip324_cipher *c, const unsigned char *ct, size_t ct_len,
                                               const unsigned char *aad, size_t aad_len);

#ifdef __cplusplus
}
#endif

#endif
