// ufsecp — draft BIP-445 "FROST Signing Protocol for BIP340 Signatures" (siv2r/bip-frost-signing):
// the MuSig2-shaped FROST signing of the BIP draft, with its own key material checks, tweaks
// (plain and x-only, BIP-327's tweak context), nonce generation and aggregation, one binding
// value b for all signers, partial signatures, their verification and aggregation, and the
// deterministic (stateless) signing of the last signer.
//
// Layer 6 (protocols). Shares nothing with RFC 9591's hashes (its tags are "BIP0445/..."), only
// the group arithmetic.
//
// Contract
//   * Follows the draft's algorithms step by step (names in comments), with the same order of
//     checks, so the same inputs fail for the same reason as the reference code.
//   * Identifiers are 0-based integers < n (the draft shifts them by one in the Lagrange
//     coefficient). Lists hold u entries.
//   * Secrets: secshare, the secret nonces k1, k2, the random inputs. NonceGen, Sign and
//     DeterministicSign are constant time in them (scalar arithmetic, ecmult_gen, SHA-256) and
//     wipe their copies; the pubshare d'*G and the nonces' points are public once computed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp::frost445 {

enum class St {
    ok,
    bad_arg,           // t, u outside their ranges
    bad_identifier,    // identifier >= n, or repeated
    bad_pubshare,      // a pubshare that is not a point (index in *culprit)
    bad_key_material,  // the pubshares do not interpolate to thresh_pk
    bad_tweak,         // tweak >= n, or a tweaked key at infinity
    bad_pubnonce,      // a signer's pubnonce that is not two points (index in *culprit)
    bad_aggnonce,      // the coordinator's aggnonce / aggothernonce is invalid
    signer_missing,    // my_id not in the list, or the signer's pubshare not in it
    bad_seckey,        // secshare 0 or >= n
    bad_secnonce,      // a secret nonce value 0 or >= n
    bad_psig,          // a partial signature >= n (index in *culprit)
    verify_failed,     // a partial signature that fails its equation
};

struct Signers {
    std::size_t n, t, u;
    const std::uint32_t* ids;
    const unsigned char* pubshares33;
    const unsigned char* thresh_pk33;
};

struct Tweaks {
    std::size_t v;
    const unsigned char* tweaks32;
    const int* is_xonly;
};

// NonceGen. secshare32, pubshare33, thresh_xonly32 may be null (absent); msg absent when
// has_msg is 0 (msg may then be null); extra_in null = empty. Fails (bad_secnonce) only if a k is 0.
St nonce_gen(unsigned char secnonce64[64], unsigned char pubnonce66[66], const unsigned char rand32[32],
             const unsigned char* secshare32, const unsigned char* pubshare33, const unsigned char* thresh_xonly32,
             const unsigned char* msg, std::size_t msglen, int has_msg, const unsigned char* extra_in,
             std::size_t extra_len);
// NonceAgg over u pubnonces. bad_pubnonce with *culprit.
St nonce_agg(unsigned char aggnonce66[66], const unsigned char* pubnonces66, std::size_t u, std::size_t* culprit);
// The tweaked key: x-only (32) and plain (33) encodings of Q after the v tweaks.
St tweaked_key(unsigned char xonly32[32], unsigned char plain33[33], const unsigned char thresh_pk33[33],
               const Tweaks& tw);
// Sign with (k1, k2) from secnonce64 (checked: bad_secnonce). *culprit names a bad pubshare.
St sign(unsigned char psig32[32], const unsigned char secnonce64[64], const unsigned char secshare32[32],
        std::uint32_t my_id, const Signers& sc, const unsigned char aggnonce66[66], const Tweaks& tw,
        const unsigned char* msg, std::size_t msglen, std::size_t* culprit);
// PartialSigVerify of signer index i (0-based) of the lists. ok or verify_failed, or an error
// (bad_pubnonce / bad_pubshare with *culprit, ...).
St psig_verify(const unsigned char psig32[32], const unsigned char* pubnonces66, const Signers& sc, const Tweaks& tw,
               const unsigned char* msg, std::size_t msglen, std::size_t i, std::size_t* culprit);
// PartialSigAgg of u psigs: sig64. bad_psig with *culprit.
St psig_agg(unsigned char sig64[64], const unsigned char* psigs32, const Signers& sc, const unsigned char aggnonce66[66],
            const Tweaks& tw, const unsigned char* msg, std::size_t msglen, std::size_t* culprit);
// DeterministicSign: pubnonce66 and psig32. aggothernonce66 and rand32 may be null (absent).
St det_sign(unsigned char pubnonce66[66], unsigned char psig32[32], const unsigned char secshare32[32],
            std::uint32_t my_id, const unsigned char* aggothernonce66, const Signers& sc, const Tweaks& tw,
            const unsigned char* msg, std::size_t msglen, const unsigned char* rand32, std::size_t* culprit);

}  // namespace ufsecp::frost445
