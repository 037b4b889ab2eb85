/*
 * ufsecp — Bitcoin addresses: SegWit (BIP-173 Bech32 for witness version 0, BIP-350 Bech32m for
 * versions 1..16: P2WPKH, P2WSH, P2TR and future versions) and Base58Check P2PKH / P2SH; the
 * output scripts (scriptPubKey) they stand for.
 *
 * The contract of ufsecp.h applies (statuses, outputs untouched on error, NULL checks,
 * aliasing, size queries). Nothing here is secret: every input is public, every function runs
 * in variable time and nothing is wiped.
 *
 * Strings: every input string is NUL-terminated; every output string is NUL-terminated, and
 *   *out_len is the capacity of out in (with room for the NUL), the length without the NUL out;
 *   UFSECP_ERR_BUFFER_TOO_SMALL sets *out_len to the capacity needed (length + 1) and writes
 *   nothing else; out may be NULL with *out_len = 0 (a size query).
 *   UFSECP_ADDRESS_MAX_SIZE is enough for every address written here.
 * Networks: the caller names them. SegWit: the human-readable part, hrp ("bc" mainnet, "tb"
 *   testnet and signet, "bcrt" regtest; any valid hrp: 1..83 characters in 33..126, compared
 *   case-insensitively, written in lowercase). Base58: the version byte (P2PKH 0x00 mainnet,
 *   0x6f testnet; P2SH 0x05 mainnet, 0xc4 testnet).
 * SegWit rules: a witness version 0..16 and a program of 2..40 bytes, 20 or 32 for version 0;
 *   at most 90 characters in all; decoders accept all-lowercase or all-uppercase strings.
 *   Version 1 with a 32-byte program is P2TR; other versions and lengths are valid addresses
 *   reserved for future soft forks (BIP-350 asks senders to accept them).
 * Output scripts: OP_v <program> (0x00 or 0x50+v, the length, the program) for SegWit;
 *   OP_DUP OP_HASH160 <20> OP_EQUALVERIFY OP_CHECKSIG (25 bytes) for P2PKH; OP_HASH160 <20>
 *   OP_EQUAL (23 bytes) for P2SH. UFSECP_SCRIPT_PUBKEY_MAX_SIZE bytes at most.
 *
 * Statuses of the decoders, by cause:
 *   UFSECP_ERR_BAD_HRP           no separator '1', an empty or over-long hrp, a character of it
 *                                outside 33..126, or not the hrp the caller expects (also an
 *                                invalid hrp given to an encoder)
 *   UFSECP_ERR_BAD_ENCODING      a character outside the alphabet (Bech32's 32 characters after
 *                                the separator; Base58's 58)
 *   UFSECP_ERR_MIXED_CASE        lowercase and uppercase letters in one Bech32 string
 *   UFSECP_ERR_BAD_LENGTH        over 90 characters, or a data part shorter than the 6-character
 *                                checksum; Base58: not 21 bytes of payload
 *   UFSECP_ERR_BAD_CHECKSUM      neither a Bech32 nor a Bech32m checksum; Base58Check mismatch
 *   UFSECP_ERR_BAD_CHECKSUM_VARIANT  a valid checksum of the wrong variant for the witness
 *                                version (Bech32 for versions 1..16, Bech32m for version 0)
 *   UFSECP_ERR_BAD_WITNESS_VERSION   a witness version above 16 (or outside 0..16 given to an
 *                                encoder; a first script byte other than OP_0, OP_1..OP_16)
 *   UFSECP_ERR_BAD_PROGRAM       no data, invalid padding bits, a program length the version
 *                                does not allow; a script that has no address
 *   UFSECP_ERR_BAD_VERSION       a Base58 version byte other than the expected ones
 */
#ifndef UFSECP_UFSECP_ADDRESS_H
#define UFSECP_UFSECP_ADDRESS_H

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Capacity (with the NUL) that holds every address these functions write: a SegWit address
 *  has at most 90 characters, a Base58 address 35 (34 with the mainnet version bytes). */
#define UFSECP_ADDRESS_MAX_SIZE 91
/** The longest witness program (bytes). */
#define UFSECP_WITNESS_PROGRAM_MAX_SIZE 40
/** The longest output script written here (a 40-byte witness program's). */
#define UFSECP_SCRIPT_PUBKEY_MAX_SIZE 42

/* ---- SegWit addresses (BIP-173, BIP-350) ------------------------------------------------- */

/** The address of witness version witver (0..16) and program prog[0..prog_len) with this hrp.
 *  Errors: BAD_WITNESS_VERSION, BAD_PROGRAM (length not allowed for the version), BAD_HRP,
 *  BAD_LENGTH (the hrp is too long for this program within 90 characters), BUFFER_TOO_SMALL. */
UFSECP_API ufsecp_status ufsecp_segwit_address_encode(char *out, size_t *out_len, const char *hrp, int witver,
                                                      const unsigned char *prog, size_t prog_len);
/** Decodes addr expecting hrp: *witver, prog[0..*prog_len). *prog_len: capacity in
 *  (UFSECP_WITNESS_PROGRAM_MAX_SIZE suffices), length out; BUFFER_TOO_SMALL sets it to the
 *  program's length. Errors: see "Statuses of the decoders". */
UFSECP_API ufsecp_status ufsecp_segwit_address_decode(int *witver, unsigned char *prog, size_t *prog_len,
                                                      const char *hrp, const char *addr);
/** P2WPKH: version 0, HASH160 of the compressed serialization of pk. BAD_PUBKEY: pk invalid. */
UFSECP_API ufsecp_status ufsecp_address_p2wpkh(char *out, size_t *out_len, const char *hrp, const ufsecp_pubkey *pk);
/** P2WSH: version 0, SHA-256 of the witness script (at most 10,000 bytes, the consensus
 *  limit, else BAD_LENGTH; script may be NULL when script_len is 0). */
UFSECP_API ufsecp_status ufsecp_address_p2wsh(char *out, size_t *out_len, const char *hrp,
                                              const unsigned char *script, size_t script_len);
/** P2TR: version 1, the 32-byte x-only output key (the Taproot-tweaked key, e.g. from
 *  ufsecp_taproot_output_key). BAD_PUBKEY: not the x coordinate of a curve point. */
UFSECP_API ufsecp_status ufsecp_address_p2tr(char *out, size_t *out_len, const char *hrp,
                                             const unsigned char xonly32[32]);

/* ---- Base58Check addresses (P2PKH, P2SH) ---------------------------------------------------- */

/** Base58Check of version || hash20 (P2PKH: a key hash; P2SH: a script hash). */
UFSECP_API ufsecp_status ufsecp_base58_address_encode(char *out, size_t *out_len, unsigned char version,
                                                      const unsigned char hash20[20]);
/** The version byte and 20-byte hash of a Base58Check address. Errors: BAD_ENCODING,
 *  BAD_LENGTH (a payload other than 21 bytes), BAD_CHECKSUM. */
UFSECP_API ufsecp_status ufsecp_base58_address_decode(unsigned char *version, unsigned char hash20[20],
                                                      const char *addr);
/** P2PKH: HASH160 of pk serialized compressed (UFSECP_EC_COMPRESSED) or uncompressed
 *  (UFSECP_EC_UNCOMPRESSED; any other flag is BAD_ARG). BAD_PUBKEY: pk invalid. */
UFSECP_API ufsecp_status ufsecp_address_p2pkh(char *out, size_t *out_len, unsigned char version,
                                              const ufsecp_pubkey *pk, int compressed);
/** P2SH: HASH160 of the redeem script (at most 520 bytes, the push limit, else BAD_LENGTH;
 *  script may be NULL when script_len is 0). */
UFSECP_API ufsecp_status ufsecp_address_p2sh(char *out, size_t *out_len, unsigned char version,
                                             const unsigned char *script, size_t script_len);

/* ---- addresses <-> output scripts ------------------------------------------------------------ */

/** The output script of addr: a SegWit address when addr starts with hrp followed by '1'
 *  (case-insensitively), else a Base58Check address whose version must be p2pkh_version or
 *  p2sh_version (else BAD_VERSION). An empty hrp reads Base58 addresses only. *out_len: capacity in (UFSECP_SCRIPT_PUBKEY_MAX_SIZE
 *  suffices), length out. */
UFSECP_API ufsecp_status ufsecp_address_to_script(unsigned char *out, size_t *out_len, const char *addr,
                                                  const char *hrp, unsigned char p2pkh_version,
                                                  unsigned char p2sh_version);
/** The address of an output script: a witness program (OP_0..OP_16 with a 2..40-byte push of
 *  an allowed length) with hrp, P2PKH with p2pkh_version, P2SH with p2sh_version. Any other
 *  script: BAD_PROGRAM (BAD_WITNESS_VERSION for a well-formed push after another opcode). */
UFSECP_API ufsecp_status ufsecp_address_from_script(char *out, size_t *out_len, const unsigned char *script,
                                                    size_t script_len, const char *hrp, unsigned char p2pkh_version,
                                                    unsigned char p2sh_version);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_ADDRESS_H */
