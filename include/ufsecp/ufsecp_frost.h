/*
 * ufsecp — FROST threshold Schnorr signatures (RFC 9591) over secp256k1, t-of-n, in two
 * ciphersuites:
 *   UFSECP_FROST_RFC9591  FROST(secp256k1, SHA-256) exactly as RFC 9591 ("FROST-secp256k1-
 *                         SHA256-v1"): 65-byte signatures R (33 bytes, compressed) || z, verified
 *                         by z*G == R + c*PK (ufsecp_frost_verify).
 *   UFSECP_FROST_TR       the BIP-340-compatible suite of ZF's frost-secp256k1-tr
 *                         ("FROST-secp256k1-SHA256-TR-v1"): x-only group key (negated when its y
 *                         is odd), even-y R, the BIP-340 challenge; 64-byte signatures that any
 *                         BIP-340 verifier accepts under the x-only output key
 *                         (ufsecp_frost_tr_output_key). An optional tweak t (e.g. the BIP-341
 *                         Taproot tweak, ufsecp_frost_tr_taproot_tweak) makes the key
 *                         Q = even(PK) + t*G; every signing function then takes the same tweak.
 *
 * The contract of ufsecp.h applies (status codes, outputs untouched on every error, NULL
 * arguments). Context-free. Functions that take signer lists allocate O(n) memory
 * (UFSECP_ERR_NO_MEMORY, outputs untouched).
 *
 * Bytes:
 *   identifier  32 bytes big-endian, a scalar in [1, n-1] (RFC 9591 SerializeScalar; identifier
 *               1 is 31 zero bytes then 0x01). Every identifier in a list must be distinct.
 *   share       a signer's secret signing share: 32 bytes, in [1, n-1]. SECRET.
 *   pubshare    share*G, 33 bytes compressed.
 *   group key   33 bytes compressed (RFC 9591 SerializeElement), for both suites.
 *   pubnonce    66 bytes: hiding commitment (33) || binding commitment (33).
 *   sigshare    32 bytes.
 *   Signer lists: ids32 (n * 32 bytes) and pubnonces66 (n * 66 bytes), entry i of one belonging
 *   to entry i of the other, in any order; sigshares32 and pubshares33 follow the same order.
 *
 * Secrets: shares, the dealer's secret and coefficients, and the secret nonce object (constant
 * time, wiped). A secret nonce is single-use: ufsecp_frost_sign clears it when it signs and
 * refuses a cleared one (UFSECP_ERR_FROST_BAD_NONCE). Never copy a secnonce.
 *
 * Statuses specific to this header:
 *   UFSECP_ERR_FROST_BAD_IDENTIFIER  identifier 0 or >= n, or repeated in a list
 *   UFSECP_ERR_FROST_BAD_NONCE       secnonce not from ufsecp_frost_nonce_gen, already used, or
 *                                    made for the other suite
 *   UFSECP_ERR_FROST_BAD_PUBNONCE    a commitment in pubnonces66 that is not a valid point
 *   UFSECP_ERR_FROST_SIGNER_MISSING  the signer's identifier is not in the list, or its entry
 *                                    holds other commitments than its secnonce's
 *   UFSECP_ERR_FROST_BAD_SHARE       a signature share (or a dealer's secret share) that fails its
 *                                    check; ufsecp_frost_aggregate writes the culprit's index
 *   UFSECP_ERR_FROST_BAD_KEY_MATERIAL BIP-445: pubshares that do not interpolate to the key
 *   UFSECP_ERR_FROST_BAD_AGGNONCE    BIP-445: the coordinator's aggregate nonce is invalid
 *   UFSECP_ERR_FROST_LIST_LENGTH     BIP-445: lists that must have one length do not (psigs and
 *                                    signers; tweaks and modes: ufsecp_frost445_tweaks_parse)
 * UFSECP_ERR_BAD_SESSION (shared with MuSig2): a signing package object that
 * ufsecp_frost_package_parse did not complete;
 * and BAD_ARG (unknown suite, n = 0, t = 0 or t > n, a tweak with the RFC suite), BAD_SECKEY (a
 * share 0 or >= n), BAD_PUBKEY (group key, pubshare or commitment not a valid point), BAD_TWEAK
 * (tweak >= n, or Q = infinity), BAD_SIGNATURE (malformed signature), VERIFY_FAILED,
 * BAD_LENGTH (a signature length other than the suite's), INFINITY (group commitment R at
 * infinity: only crafted commitments reach it).
 */
#ifndef UFSECP_UFSECP_FROST_H
#define UFSECP_UFSECP_FROST_H

#include <stdint.h>

#include "ufsecp.h"

#ifdef __cplusplus
extern "C" {
#endif

#define UFSECP_FROST_RFC9591 0
#define UFSECP_FROST_TR 1

#define UFSECP_FROST_PUBNONCE_SIZE 66
#define UFSECP_FROST_RFC9591_SIG_SIZE 65
#define UFSECP_FROST_TR_SIG_SIZE 64

/** A secret nonce pair (hiding, binding) with its public commitments. SECRET; opaque. */
typedef struct { unsigned char data[140]; } ufsecp_frost_secnonce;

/* ---- key generation -------------------------------------------------------------------- */
/**
 * Trusted dealer (RFC 9591 appendix C): the polynomial f(x) = secret + c_1 x + ... + c_{t-1}
 * x^{t-1} with coeffs32 = c_1 .. c_{t-1} ((t-1) * 32 bytes, uniformly random, each in [1, n-1]; NULL
 * when t = 1), shares32[i] = f(ids32[i]) (n * 32 bytes, SECRET), commitments33[k] = a_k * G
 * (t * 33 bytes, a_0 = secret; public: send them with the shares), group_pk33 = secret*G.
 * SECRET: secret32, coeffs32, shares32; constant time. Errors: BAD_ARG (t = 0 or t > n),
 * BAD_SECKEY (secret or a coefficient 0 or >= n, a share that came out 0),
 * FROST_BAD_IDENTIFIER.
 */
UFSECP_API ufsecp_status ufsecp_frost_dealer_keygen(unsigned char *shares32, unsigned char *commitments33,
                                                    unsigned char group_pk33[33], const unsigned char secret32[32],
                                                    const unsigned char *coeffs32, size_t t,
                                                    const unsigned char *ids32, size_t n);
/**
 * A signer's check of its share against the dealer's commitments (t * 33 bytes):
 * share*G == sum_k id^k * C_k. On success writes its pubshare (pubshare33 may be NULL).
 * Errors: FROST_BAD_SHARE (mismatch: the dealer cheated), BAD_SECKEY, BAD_PUBKEY (a
 * commitment), FROST_BAD_IDENTIFIER, BAD_ARG (t = 0). SECRET: share32 (constant time).
 */
UFSECP_API ufsecp_status ufsecp_frost_share_verify(unsigned char *pubshare33 /* may be NULL */,
                                                   const unsigned char id32[32], const unsigned char share32[32],
                                                   const unsigned char *commitments33, size_t t);
/** Any signer's pubshare from the commitments (t * 33 bytes): sum_k id^k * C_k. Errors:
 *  BAD_PUBKEY, FROST_BAD_IDENTIFIER, BAD_ARG (t = 0). */
UFSECP_API ufsecp_status ufsecp_frost_pubshare_from_commitments(unsigned char pubshare33[33],
                                                                const unsigned char id32[32],
                                                                const unsigned char *commitments33, size_t t);

/* ---- share refresh (trusted dealer; as ZF's frost-core keys::refresh) -------------------------
 * New shares for the same group key: the dealer deals shares of zero, g(x) = c_1 x + ... +
 * c_{t-1} x^{t-1}, with commitments C_k = c_k*G; each signer checks its refreshing share
 * against them and adds it to its share (ufsecp_frost_refresh_share); everyone updates the
 * public shares (ufsecp_frost_refresh_pubshare). The group key and the threshold stay; the old
 * shares must be deleted: old and new shares do not sign together (the signature fails, the
 * share check names the signer with an old share).
 */
/** Shares of zero for ids32 (n * 32 bytes): shares32 (n * 32 bytes, SECRET) and commitments33
 *  ((t-1) * 33 bytes) from coeffs32 = c_1 .. c_{t-1} ((t-1) * 32 bytes, fresh uniformly random,
 *  each in [1, n-1], SECRET; constant time). Errors: BAD_ARG (t < 2, n < t), BAD_SECKEY (a
 *  coefficient), FROST_BAD_IDENTIFIER (invalid or repeated). */
UFSECP_API ufsecp_status ufsecp_frost_refresh_dealer(unsigned char *shares32, unsigned char *commitments33,
                                                     const unsigned char *coeffs32, size_t t,
                                                     const unsigned char *ids32, size_t n);
/** A signer's refresh: checks refresh_share32*G == sum_k id^k C_k (commitments33: (t-1) * 33
 *  bytes) and writes new_share32 = old_share32 + refresh_share32 (SECRET) and its pubshare.
 *  SECRET: old_share32, refresh_share32 (constant time). Errors: FROST_BAD_SHARE (the
 *  refreshing share fails the commitments: the dealer cheated), BAD_SECKEY (old share 0 or >=
 *  n, refreshing share >= n, new share 0), BAD_PUBKEY (a commitment), FROST_BAD_IDENTIFIER,
 *  BAD_ARG (t < 2). new_share32 may be old_share32 (in place). */
UFSECP_API ufsecp_status ufsecp_frost_refresh_share(unsigned char new_share32[32], unsigned char new_pubshare33[33],
                                                    const unsigned char old_share32[32],
                                                    const unsigned char refresh_share32[32],
                                                    const unsigned char id32[32], const unsigned char *commitments33,
                                                    size_t t);
/** Anyone's refreshed public share: old_pubshare33 + sum_k id^k C_k. Errors: BAD_PUBKEY,
 *  FROST_BAD_IDENTIFIER, BAD_ARG (t < 2), INFINITY (only crafted commitments). */
UFSECP_API ufsecp_status ufsecp_frost_refresh_pubshare(unsigned char new_pubshare33[33],
                                                       const unsigned char old_pubshare33[33],
                                                       const unsigned char id32[32],
                                                       const unsigned char *commitments33, size_t t);

/* ---- distributed key generation (Pedersen DKG with proofs of knowledge) ---------------------
 * Each of n participants (identifiers ids32, as above) with threshold t:
 *   round 1: ufsecp_frost_dkg_round1 with its secret polynomial coeffs32 (t * 32 bytes, fresh
 *            random, each in [1, n-1]) and a fresh random nonce: broadcast its package = commitments33
 *            (t * 33 bytes) and pok (65 bytes RFC 9591 suite: R || mu; 64 bytes -tr: x(R) || mu).
 *            Check everyone's packages with ufsecp_frost_dkg_round1_verify.
 *   round 2: ufsecp_frost_dkg_round2_share(f_i(j)) for every j, sent to j over a private channel.
 *   finish:  ufsecp_frost_dkg_finalize: every received share checked against its sender's
 *            commitments (the cheater is named), then the signing share, its pubshare and the
 *            group key. Anyone's pubshare: ufsecp_frost_pubshare_from_commitments on the sums of
 *            ufsecp_frost_dkg_group_commitments.
 * Packages and shares are plain byte arrays: that is their wire format.
 */
/** Round 1. SECRET: coeffs32, nonce32 (constant time). *pok_len: capacity in, size out
 *  (BUFFER_TOO_SMALL: size needed only). Errors: BAD_ARG (suite, t = 0), BAD_SECKEY (a
 *  coefficient or the nonce 0 or >= n), FROST_BAD_IDENTIFIER. */
UFSECP_API ufsecp_status ufsecp_frost_dkg_round1(unsigned char *commitments33, unsigned char *pok, size_t *pok_len,
                                                 int suite, const unsigned char id32[32],
                                                 const unsigned char *coeffs32, size_t t,
                                                 const unsigned char nonce32[32]);
/** Checks the proofs of knowledge of n round-1 packages (commitments33: n * t * 33 bytes, poks:
 *  n * the suite's proof size, in the order of ids32). Errors, with *culprit = the first sender
 *  (list order) whose package fails: BAD_PUBKEY (its C_0), BAD_SIGNATURE (its proof of knowledge
 *  fails), FROST_BAD_IDENTIFIER; BAD_ARG (suite, n or t = 0), NO_MEMORY. All proofs are
 *  checked at once (one multi-scalar multiplication, weights hashed from all packages), one by
 *  one only when that fails. The other commitments C_1 .. C_{t-1} are not decompressed here
 *  (that would be most of the cost): ufsecp_frost_dkg_finalize decompresses them all for its
 *  share check and names the sender of an invalid one (BAD_PUBKEY). */
UFSECP_API ufsecp_status ufsecp_frost_dkg_round1_verify(size_t *culprit, int suite, const unsigned char *ids32,
                                                        const unsigned char *commitments33,
                                                        const unsigned char *poks, size_t n, size_t t);
/** Round 2: share32 = f(recipient) for coeffs32 (t * 32 bytes). SECRET: coeffs32, share32.
 *  Errors: BAD_ARG (t = 0), BAD_SECKEY (a coefficient >= n, f(recipient) = 0),
 *  FROST_BAD_IDENTIFIER. */
UFSECP_API ufsecp_status ufsecp_frost_dkg_round2_share(unsigned char share32[32], const unsigned char *coeffs32,
                                                       size_t t, const unsigned char recipient_id32[32]);
/** Finish for my_id32: shares32[i] (n * 32 bytes) is f_i(my_id) from participant ids32[i] (its
 *  own share included), commitments33 their packages' commitments in the same order. Writes the
 *  signing share (SECRET), its pubshare and the group key. All n shares are checked at once
 *  (one multi-scalar multiplication; weights hashed from public values only: the commitments
 *  and each f_i(my_id)*G), sender by sender only when that fails. Errors: FROST_BAD_SHARE
 *  (*culprit = the first sender whose share fails its commitments), BAD_PUBKEY (*culprit), FROST_BAD_IDENTIFIER,
 *  FROST_SIGNER_MISSING (my_id not in ids32), BAD_ARG (n = 0, t = 0 or t > n), NO_MEMORY. */
UFSECP_API ufsecp_status ufsecp_frost_dkg_finalize(unsigned char share32[32], unsigned char pubshare33[33],
                                                   unsigned char group_pk33[33], size_t *culprit,
                                                   const unsigned char my_id32[32], const unsigned char *ids32,
                                                   const unsigned char *commitments33,
                                                   const unsigned char *shares32, size_t n, size_t t);
/** out33[k] = sum_i C_{i,k} (t * 33 bytes) over the n packages' commitments: out33[0] is the
 *  group key. Errors: BAD_PUBKEY, INFINITY, BAD_ARG (n or t = 0). */
UFSECP_API ufsecp_status ufsecp_frost_dkg_group_commitments(unsigned char *out33, const unsigned char *commitments33,
                                                            size_t n, size_t t);

/* ---- signing ---------------------------------------------------------------------------- */
/**
 * Round 1 (RFC 9591 commit): hiding = H3(hiding_rand32 || share), binding = H3(binding_rand32 ||
 * share) with the suite's H3; pubnonce66 = hiding*G || binding*G. The two 32-byte randomness
 * inputs MUST be fresh uniformly random bytes for every signing (vectors fix them).
 * SECRET: share32, the randomness, secnonce. Errors: BAD_ARG (suite), BAD_SECKEY.
 */
UFSECP_API ufsecp_status ufsecp_frost_nonce_gen(ufsecp_frost_secnonce *secnonce, unsigned char pubnonce66[66],
                                                int suite, const unsigned char share32[32],
                                                const unsigned char hiding_rand32[32],
                                                const unsigned char binding_rand32[32]);
/**
 * Round 2 (RFC 9591 sign): the signature share of signer id32 over msg for the signer list
 * (n entries, the signer included with the pubnonce of its secnonce). group_pk33 is the group
 * key; tweak32 (UFSECP_FROST_TR only, NULL for none) the tweak of the output key. On success
 * the secnonce is cleared (never sign twice with one). On any error it is left as it was.
 * SECRET: share32, secnonce; constant time in them. Errors: FROST_BAD_NONCE, BAD_SECKEY,
 * FROST_BAD_IDENTIFIER, FROST_BAD_PUBNONCE, FROST_SIGNER_MISSING, BAD_PUBKEY, BAD_TWEAK, BAD_ARG,
 * INFINITY, NO_MEMORY.
 */
UFSECP_API ufsecp_status ufsecp_frost_sign(unsigned char sigshare32[32], ufsecp_frost_secnonce *secnonce, int suite,
                                           const unsigned char share32[32], const unsigned char id32[32],
                                           const unsigned char group_pk33[33],
                                           const unsigned char *tweak32 /* NULL: none */,
                                           const unsigned char *msg, size_t msg_len, const unsigned char *ids32,
                                           const unsigned char *pubnonces66, size_t n);
/**
 * The check of one signature share against the signer's pubshare (RFC 9591 5.4): OK or
 * FROST_BAD_SHARE (also for a sigshare >= n); the list errors of ufsecp_frost_sign;
 * FROST_SIGNER_MISSING when id32 is not in the list.
 */
UFSECP_API ufsecp_status ufsecp_frost_verify_share(int suite, const unsigned char sigshare32[32],
                                                   const unsigned char id32[32], const unsigned char pubshare33[33],
                                                   const unsigned char group_pk33[33],
                                                   const unsigned char *tweak32 /* NULL: none */,
                                                   const unsigned char *msg, size_t msg_len,
                                                   const unsigned char *ids32, const unsigned char *pubnonces66,
                                                   size_t n);
/**
 * Aggregation (RFC 9591 5.3): the signature of the n shares (sigshares32, n * 32 bytes, in the
 * list's order). *sig_len: capacity in (65 for UFSECP_FROST_RFC9591, 64 for UFSECP_FROST_TR),
 * bytes written out; BUFFER_TOO_SMALL writes the size needed to *sig_len only.
 * With pubshares33 (n * 33 bytes, list order) every share is checked (one multi-scalar
 * multiplication for all; one by one only when that fails) and the first bad one is named:
 * FROST_BAD_SHARE with *culprit = its index in the list (culprit may be NULL; it is the only
 * output written on that error). The finished signature is always verified: VERIFY_FAILED
 * (no culprit) when some share was bad and no pubshares were given, or when every share matched
 * its pubshare but the pubshares do not belong to the group key (e.g. stale after a refresh). Other errors: those of the list
 * (see ufsecp_frost_sign), FROST_BAD_SHARE (a share >= n, culprit named).
 */
UFSECP_API ufsecp_status ufsecp_frost_aggregate(unsigned char *sig, size_t *sig_len, size_t *culprit /* may be NULL */,
                                                int suite, const unsigned char group_pk33[33],
                                                const unsigned char *tweak32 /* NULL: none */,
                                                const unsigned char *msg, size_t msg_len, const unsigned char *ids32,
                                                const unsigned char *pubnonces66, const unsigned char *sigshares32,
                                                const unsigned char *pubshares33 /* NULL: verify the result */,
                                                size_t n);
/* ---- the parsed signing package ----------------------------------------------------------
 * The calls above take the signing package (group key, tweak, message, identifiers, nonce
 * commitments) as bytes and parse it in every call: 2n point decompressions, the binding
 * factors, the group commitment R and the challenge. Parse it once per signing instead and
 * pass the object to ufsecp_frost_package_sign / _verify_share / _aggregate, which then do
 * only their own part (results identical to the bytes-taking calls; those parse and call the
 * same code).
 *
 * ufsecp_frost_package is opaque and caller-sized: ufsecp_frost_package_size(&size, n) bytes,
 * aligned to 8 bytes (malloc's memory, or an array of uint64_t). Public data, valid in this
 * process only (native layout): never send it; it may be copied (memcpy) and shared between
 * threads read-only. ufsecp_frost_package_parse writes it only when everything checked out
 * and marks it complete last; the other calls refuse memory that parse did not complete
 * (UFSECP_ERR_BAD_SESSION: never parsed, a failed parse into fresh memory, pkg_size smaller
 * than the package, misaligned). The message is not kept: it is bound through the binding
 * factors and the challenge, computed at parse.
 */
typedef struct ufsecp_frost_package ufsecp_frost_package;

/** The size of a package of n signers (it grows linearly: a few hundred bytes per signer).
 *  Errors: BAD_ARG (n = 0 or too large). */
UFSECP_API ufsecp_status ufsecp_frost_package_size(size_t *size, size_t n);
/**
 * Parses and checks a signing package into pkg (pkg_size bytes available), with the arguments
 * of ufsecp_frost_sign / _aggregate: suite, group key, tweak (tr only, NULL: none), message,
 * n identifiers and pubnonces in any order. Errors (pkg untouched): BUFFER_TOO_SMALL (pkg_size
 * < ufsecp_frost_package_size(n)), BAD_ARG (suite, n = 0, misaligned pkg, a tweak with the RFC
 * suite), BAD_PUBKEY, BAD_TWEAK, FROST_BAD_IDENTIFIER, FROST_BAD_PUBNONCE, INFINITY, NO_MEMORY.
 */
UFSECP_API ufsecp_status ufsecp_frost_package_parse(ufsecp_frost_package *pkg, size_t pkg_size, int suite,
                                                    const unsigned char group_pk33[33],
                                                    const unsigned char *tweak32 /* NULL: none */,
                                                    const unsigned char *msg, size_t msg_len,
                                                    const unsigned char *ids32, const unsigned char *pubnonces66,
                                                    size_t n);
/**
 * ufsecp_frost_sign on a parsed package (the package's suite). On success the secnonce is
 * cleared; on any error it is left as it was. SECRET: share32, secnonce (constant time).
 * Errors: BAD_SESSION (pkg), FROST_BAD_NONCE (cleared, or made for the other suite),
 * BAD_SECKEY, FROST_BAD_IDENTIFIER, FROST_SIGNER_MISSING (id32 not in the package, or its
 * entry holds other commitments than the secnonce's).
 */
UFSECP_API ufsecp_status ufsecp_frost_package_sign(unsigned char sigshare32[32], ufsecp_frost_secnonce *secnonce,
                                                   const unsigned char share32[32], const unsigned char id32[32],
                                                   const ufsecp_frost_package *pkg, size_t pkg_size);
/** ufsecp_frost_verify_share on a parsed package: OK or FROST_BAD_SHARE; BAD_SESSION,
 *  FROST_BAD_IDENTIFIER, BAD_PUBKEY (pubshare33), FROST_SIGNER_MISSING. */
UFSECP_API ufsecp_status ufsecp_frost_package_verify_share(const unsigned char sigshare32[32],
                                                           const unsigned char id32[32],
                                                           const unsigned char pubshare33[33],
                                                           const ufsecp_frost_package *pkg, size_t pkg_size);
/** ufsecp_frost_aggregate on a parsed package: sigshares32 (and pubshares33, NULL to verify the
 *  result instead) in the order of the parse's lists, n of them. The same outputs and errors,
 *  and BAD_SESSION (pkg). */
UFSECP_API ufsecp_status ufsecp_frost_package_aggregate(unsigned char *sig, size_t *sig_len,
                                                        size_t *culprit /* may be NULL */,
                                                        const ufsecp_frost_package *pkg, size_t pkg_size,
                                                        const unsigned char *sigshares32,
                                                        const unsigned char *pubshares33 /* NULL: verify the result */);
/**
 * Signature verification. UFSECP_FROST_RFC9591: sig_len 65, z*G == R + c*PK with c =
 * H2(R || PK || msg) (tweak32 must be NULL). UFSECP_FROST_TR: sig_len 64, BIP-340 verification
 * under ufsecp_frost_tr_output_key(group_pk33, tweak32). OK or VERIFY_FAILED; BAD_LENGTH,
 * BAD_PUBKEY, BAD_TWEAK, BAD_ARG.
 */
UFSECP_API ufsecp_status ufsecp_frost_verify(int suite, const unsigned char *sig, size_t sig_len,
                                             const unsigned char *msg, size_t msg_len,
                                             const unsigned char group_pk33[33],
                                             const unsigned char *tweak32 /* NULL: none */);
/** UFSECP_FROST_TR: the x-only output key x(Q), Q = even(PK) + t*G (t = tweak32, or none):
 *  the key BIP-340 verifiers check the signatures against. Errors: BAD_PUBKEY, BAD_TWEAK. */
UFSECP_API ufsecp_status ufsecp_frost_tr_output_key(unsigned char xonly32[32], const unsigned char group_pk33[33],
                                                    const unsigned char *tweak32 /* NULL: none */);
/** The BIP-341 Taproot tweak of the group key: t = hash_TapTweak(x(PK) || merkle_root32)
 *  (merkle_root32 NULL: key path only). Pass it as tweak32 to get the Taproot output key.
 *  Errors: BAD_PUBKEY, BAD_TWEAK (t >= n). */
UFSECP_API ufsecp_status ufsecp_frost_tr_taproot_tweak(unsigned char tweak32[32], const unsigned char group_pk33[33],
                                                       const unsigned char *merkle_root32 /* NULL: none */);

/* ---- draft BIP-445: FROST signing for BIP-340 signatures ------------------------------------
 * The signing protocol of the BIP draft (siv2r/bip-frost-signing), which differs from the ZF -tr
 * suite above: MuSig2-style nonces (BIP0445/... tagged hashes), one aggregate nonce and one
 * binding value b for all signers, 0-based identifiers (< n) as uint32, BIP-327-style plain and
 * x-only tweaks, 64-byte BIP-340 signatures under the (tweaked) x-only key.
 *
 * The signers context (the draft's Signers Context): n participants, threshold t, u signers
 * with ids[u] (distinct, < n), pubshares33 (u * 33 bytes) and the 33-byte threshold key. Every
 * call that takes it validates it first: BAD_ARG (not 1 <= t <= n, not t <= u <= n),
 * FROST_BAD_IDENTIFIER (id >= n, repeated id), BAD_PUBKEY (a pubshare not a point; *culprit =
 * its index), FROST_BAD_KEY_MATERIAL (the pubshares do not interpolate to thresh_pk33, or it
 * is not a point). Tweaks: v tweaks (tweaks32, v * 32 bytes) with modes is_xonly[v] (non-zero:
 * x-only tweak), applied in order; BAD_TWEAK (tweak >= n, tweaked key at infinity).
 * culprit (may be NULL) is written only with the errors that name one (the index in the list).
 */
typedef struct {
    size_t n, t, u;
    const uint32_t *ids;
    const unsigned char *pubshares33;
    const unsigned char *thresh_pk33;
} ufsecp_frost445_signers;

/** A BIP-445 secret nonce (k1, k2) with its pubnonce. SECRET; opaque; single use. */
typedef struct { unsigned char data[136]; } ufsecp_frost445_secnonce;

/**
 * NonceGen: rand32 MUST be fresh random bytes. Optional inputs (defense in depth) may be NULL:
 * secshare32, pubshare33, thresh_xonly32 (the tweaked x-only key), msg (NULL = no message; a
 * non-NULL msg with msg_len 0 is the empty message), extra_in (NULL = empty). SECRET: rand32,
 * secshare32, secnonce. Errors: NULL_ARG, FROST_BAD_NONCE (a nonce 0: probability 2^-256).
 */
UFSECP_API ufsecp_status ufsecp_frost445_nonce_gen(ufsecp_frost445_secnonce *secnonce, unsigned char pubnonce66[66],
                                                   const unsigned char rand32[32], const unsigned char *secshare32,
                                                   const unsigned char *pubshare33,
                                                   const unsigned char *thresh_xonly32, const unsigned char *msg,
                                                   size_t msg_len, const unsigned char *extra_in, size_t extra_len);
/**
 * A secnonce from the draft's 64-byte serialization k1 || k2 (the form of its test vectors; for
 * restoring a nonce kept by the caller: never load the same bytes twice). Errors:
 * FROST_BAD_NONCE (k1 or k2 zero or >= n). SECRET.
 */
UFSECP_API ufsecp_status ufsecp_frost445_secnonce_load(ufsecp_frost445_secnonce *secnonce,
                                                       const unsigned char secnonce64[64]);
/** NonceAgg of u pubnonces (u * 66 bytes): aggnonce66 (an infinite half is 33 zero bytes).
 *  Errors: FROST_BAD_PUBNONCE (*culprit = the signer), BAD_ARG (u = 0). */
UFSECP_API ufsecp_status ufsecp_frost445_nonce_agg(unsigned char aggnonce66[66], size_t *culprit,
                                                   const unsigned char *pubnonces66, size_t u);
/** The tweaked threshold key: x-only (32 bytes) and compressed (33). Errors: FROST_BAD_KEY_MATERIAL
 *  (thresh_pk33 not a point), BAD_TWEAK. */
UFSECP_API ufsecp_status ufsecp_frost445_tweaked_key(unsigned char xonly32[32], unsigned char plain33[33],
                                                     const unsigned char thresh_pk33[33],
                                                     const unsigned char *tweaks32, const int *is_xonly, size_t v);
/**
 * Sign: the partial signature of signer my_id with its secshare, for the aggregate nonce, the
 * tweaks and msg; the result is checked before it is returned. The secnonce is cleared on
 * success and left as it was on every error. SECRET: secshare32, secnonce; constant time.
 * Errors: the signers-context and tweak errors, FROST_BAD_AGGNONCE, FROST_BAD_NONCE (used or not
 * made here), BAD_SECKEY, FROST_SIGNER_MISSING (my_id or secshare*G not in the context),
 * VERIFY_FAILED (the self-check failed: a computation fault).
 */
UFSECP_API ufsecp_status ufsecp_frost445_sign(unsigned char psig32[32], size_t *culprit,
                                              ufsecp_frost445_secnonce *secnonce, const unsigned char secshare32[32],
                                              uint32_t my_id, const ufsecp_frost445_signers *signers,
                                              const unsigned char aggnonce66[66], const unsigned char *tweaks32,
                                              const int *is_xonly, size_t v, const unsigned char *msg,
                                              size_t msg_len);
/**
 * PartialSigVerify of the signer at index (0-based) of the lists, given every signer's pubnonce
 * (u * 66 bytes). OK or FROST_BAD_SHARE; errors: the context and tweak ones, FROST_BAD_PUBNONCE
 * (*culprit), BAD_ARG (index >= u).
 */
UFSECP_API ufsecp_status ufsecp_frost445_partial_sig_verify(size_t *culprit, const unsigned char psig32[32],
                                                            const unsigned char *pubnonces66,
                                                            const ufsecp_frost445_signers *signers,
                                                            const unsigned char *tweaks32, const int *is_xonly,
                                                            size_t v, const unsigned char *msg, size_t msg_len,
                                                            size_t index);
/**
 * PartialSigAgg: the BIP-340 signature (64 bytes) of the n_psigs partial signatures (n_psigs *
 * 32 bytes), one per listed signer: FROST_LIST_LENGTH when n_psigs != signers->u (the draft's
 * "psigs and ids arrays must have the same length"; checked first).
 * It is not verified here: check it with ufsecp_schnorr_verify under the tweaked x-only key, and
 * the partial signatures with ufsecp_frost445_partial_sig_verify to find a cheater. Errors: the
 * context and tweak ones, FROST_BAD_AGGNONCE, FROST_BAD_SHARE (a psig >= n; *culprit).
 */
UFSECP_API ufsecp_status ufsecp_frost445_partial_sig_agg(unsigned char sig64[64], size_t *culprit,
                                                         const unsigned char *psigs32, size_t n_psigs,
                                                         const ufsecp_frost445_signers *signers,
                                                         const unsigned char aggnonce66[66],
                                                         const unsigned char *tweaks32, const int *is_xonly, size_t v,
                                                         const unsigned char *msg, size_t msg_len);
/**
 * The draft's tweak list in its own form (v byte strings of any length, and a list of v' modes)
 * to the packed form the functions above take: tweaks holds the n_tweaks items back to back,
 * tweak_lens[i] the length of item i; n_is_xonly is the length of the caller's is_xonly list.
 * Writes tweaks32 (n_tweaks * 32 bytes; may overlap tweaks). Errors, in the reference's order:
 * FROST_LIST_LENGTH (n_tweaks != n_is_xonly: "The tweaks and is_xonly arrays must have the same
 * length"), BAD_LENGTH (an item that is not 32 bytes, *culprit = its index: "The tweak must be a
 * 32-byte array"). The range of each tweak and the tweaked key are checked where the tweaks are
 * applied (BAD_TWEAK). Pointers may be NULL when n_tweaks = 0.
 */
UFSECP_API ufsecp_status ufsecp_frost445_tweaks_parse(unsigned char *tweaks32, size_t *culprit /* may be NULL */,
                                                      const unsigned char *tweaks, const size_t *tweak_lens,
                                                      size_t n_tweaks, size_t n_is_xonly);
/**
 * DeterministicSign (stateless signing by the last signer): its pubnonce and partial signature,
 * with the nonces derived from secshare (xor hash(rand32) when rand32 is given), the signer set,
 * aggothernonce66 (the other signers' aggregate nonce; NULL when signing alone, t = 1), the
 * tweaked key and msg. SECRET: secshare32, rand32. Errors: those of ufsecp_frost445_sign;
 * FROST_BAD_AGGNONCE (aggothernonce66 invalid).
 */
UFSECP_API ufsecp_status ufsecp_frost445_deterministic_sign(unsigned char pubnonce66[66], unsigned char psig32[32],
                                                            size_t *culprit, const unsigned char secshare32[32],
                                                            uint32_t my_id, const unsigned char *aggothernonce66,
                                                            const ufsecp_frost445_signers *signers,
                                                            const unsigned char *tweaks32, const int *is_xonly,
                                                            size_t v, const unsigned char *msg, size_t msg_len,
                                                            const unsigned char *rand32);

#ifdef __cplusplus
}
#endif

#endif /* UFSECP_UFSECP_FROST_H */
