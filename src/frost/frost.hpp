// ufsecp — FROST threshold Schnorr signatures (RFC 9591) over secp256k1, in two ciphersuites
// that share everything but a few hooks:
//   Suite::rfc9591  FROST(secp256k1, SHA-256), contextString "FROST-secp256k1-SHA256-v1":
//                   33-byte R, the challenge H2 = hash_to_field(R || PK || msg, ctx || "chal").
//   Suite::tr       the BIP-340-compatible variant of ZF's frost-secp256k1-tr
//                   ("FROST-secp256k1-SHA256-TR-v1"): x-only group key (the key is negated
//                   when its y is odd), even-y R (nonces negated when R's y is odd), the
//                   BIP-340 challenge, an optional additive (Taproot) tweak of the group key,
//                   64-byte BIP-340 signatures.
//
// Layer 6 (protocols). Includes hash/, keys/, ecmult/, scalar/, group/ and below; never the ABI.
//
// ---- Contract -----------------------------------------------------------------------------
//   * Identifiers are scalars in [1, n-1], 32 bytes big-endian (the full scalar range, as RFC
//     9591's SerializeScalar; ZF's u16 identifiers are the same values).
//   * Secrets: signing shares and nonces. nonce_generate, sign_share and the dealer's
//     polynomial evaluation are constant time in them (scalar_* and ecmult_gen only, SHA-256
//     in its data) and wipe their copies. Everything else (identifiers, commitments, group
//     key, message, signature shares) is public and handled in variable time.
//   * Signer sets: identifiers and commitments come in any order; Session sorts them by
//     identifier (RFC 9591's commitment list order) and remembers the caller's order.
//   * Allocation: Session holds std::vectors (O(n)); callers at the ABI run it under no_throw.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp::frost {

enum class Suite : int { rfc9591 = 0, tr = 1 };

enum class FStatus {
    ok,
    bad_arg,         // unknown suite, n = 0, ...
    bad_seckey,      // a secret share 0 or >= n
    bad_pubkey,      // group key / public share not a valid compressed point
    bad_identifier,  // identifier 0 or >= n, or the same identifier twice
    bad_pubnonce,    // a nonce commitment that is not a valid (non-identity) element
    signer_missing,  // the signer's identifier is not in the list, or its commitment differs
    bad_share,       // a signature share that does not verify (index reported)
    bad_tweak,       // tweak >= n, or a tweaked key at infinity
    bad_signature,   // malformed signature (R not an element, z >= n), or one that fails
    infinity,        // group commitment at infinity (negligible unless inputs are crafted)
};

struct Bytes {
    const unsigned char* p;
    std::size_t n;
};

// ---- hashes (frost_hash.cpp) ------------------------------------------------------------------
// RFC 9380 expand_message_xmd with SHA-256 to 48 bytes, then reduced mod n (hash_to_field,
// L = 48): out = H_tag(parts...) with DST = contextString || tag. Constant time in the data.
void hash_to_scalar(Scalar& out, Suite s, const char* tag, std::initializer_list<Bytes> parts);
// out32 = SHA-256(contextString || tag || parts...) (H4 "msg", H5 "com").
void hash_plain(unsigned char out32[32], Suite s, const char* tag, std::initializer_list<Bytes> parts);
// RFC 9591 nonce_generate: H3(random_bytes || SerializeScalar(secret)). Constant time.
void nonce_generate(Scalar& out, Suite s, const unsigned char rand32[32], const unsigned char secret32[32]);
// The suite's context string.
const char* context_string(Suite s);

// ---- elements and identifiers ----------------------------------------------------------------
// SerializeElement / DeserializeElement: 33-byte compressed, identity rejected.
bool element_parse(Ge& r, const unsigned char in33[33]);
void element_serialize(unsigned char out33[33], const Ge& a);  // a finite
// An identifier: 0 < id < n.
bool identifier_parse(Scalar& r, const unsigned char in32[32]);

// ---- signing sessions (frost_sign.cpp) ------------------------------------------------------------
struct Signer {
    Scalar id;
    unsigned char id32[32];
    Ge d, e;                  // hiding, binding commitments
    unsigned char enc[66];    // their encodings
    std::size_t caller_index; // position in the caller's arrays
    Scalar rho;               // binding factor
};

// A signing session: the header below with its n signers stored right after it in the same
// memory block (session_bytes(n) bytes, aligned for Session), so that the whole session is one
// flat object of trivially copyable parts: the C ABI's parsed signing package
// (ufsecp_frost_package) is exactly this block in the caller's memory. SessionBuf owns one for
// the functions that take the package as bytes.
struct Session {
    std::uint32_t magic;      // set by the ABI when the package is complete (0 otherwise)
    Suite suite;
    Ge pk;                    // the group key as given
    unsigned char pk33[33];
    // tr: effective key Q = h*(g*pk + t*G); the key secret maps s -> h*(g*s + t).
    int key_negate;           // g = -1 (pk odd y)
    int tweaked;              // tweak given
    Scalar tweak;             // t
    int out_negate;           // h = -1 (Q odd y)
    Ge q;                     // effective key (tr: even y); rfc: pk
    Ge r;                     // group commitment as computed (tr: before negation)
    unsigned char r_enc[33];
    int nonce_negate;         // tr: R had odd y
    Scalar c;                 // challenge
    std::size_t n;            // number of signers (0 for a key-only session)
    std::size_t bytes;        // session_bytes(n)

    // The signers, sorted by identifier.
    Signer* s();
    const Signer* s() const;
};

// Offset of the signers in the block and its size for n signers (SIZE_MAX if n overflows).
std::size_t session_signers_offset();
std::size_t session_bytes(std::size_t n);

// Owner of a session block on the heap (callers run under no_throw: it allocates).
class SessionBuf {
public:
    Session& get() { return *ptr_; }
    const Session& get() const { return *ptr_; }
    // Allocates (zeroed) room for n signers and constructs the header.
    void alloc(std::size_t n);
    const void* data() const { return mem_.data(); }

private:
    std::vector<std::uint64_t> mem_;
    Session* ptr_ = nullptr;
};

// The group key part of a session (pk, pk33, q, flags, tweak). bad_arg, bad_pubkey, bad_tweak.
FStatus key_init(Session& ss, Suite suite, const unsigned char pk33[33], const unsigned char* tweak32);
// Builds the session in sb: parses pk33, the (ids, pubnonces) lists (n entries, ids 32 bytes
// each, pubnonces 66 bytes each: hiding || binding), computes binding factors, R and the
// challenge. tweak32 (tr only; nullptr = none) is added to the even-y group key. The message
// is not kept: everything later steps need of it is in the binding factors and c.
FStatus session_init(SessionBuf& sb, Suite suite, const unsigned char pk33[33], const unsigned char* tweak32,
                     const unsigned char* msg, std::size_t msglen, const unsigned char* ids32,
                     const unsigned char* pubnonces66, std::size_t n);
// Index into ss.s of identifier id32, or ss.s.size() if absent.
std::size_t session_find(const Session& ss, const unsigned char id32[32]);
// lambda_i for the signer at sorted index i (variable time: identifiers are public): O(n)
// multiplications and one inversion.
void lagrange(Scalar& r, const Session& ss, std::size_t i);
// All n coefficients (sorted order): n(n-1) multiplications and one batch inversion.
void lagrange_all(Scalar* out, const Session& ss);
// z = nonce part + c * lambda * (mapped share). Constant time in d, e, share.
void sign_share(Scalar& z, const Session& ss, std::size_t i, const Scalar& d, const Scalar& e, const Scalar& share);
// The public-share check of signer i with pubshare Y (as given: before any tr mapping).
// lambda: its Lagrange coefficient if known (nullptr: computed here).
bool verify_share(const Session& ss, std::size_t i, const Scalar& z, const Ge& pubshare,
                  const Scalar* lambda = nullptr);
// All shares at once with one multi-scalar multiplication (random linear combination with
// weights hashed from the inputs); false if any fails. z, pubshares and lambdas (from
// lagrange_all) in sorted order.
bool verify_shares_batch(const Session& ss, const Scalar* z, const Ge* pubshares, const Scalar* lambdas);
// The finished signature's check from the session's points: z*G == R' + c*Q (R' = R, for tr
// with even y). For tr this is BIP-340 verification of x(R) || z under x(Q) (c is its
// challenge, R' and Q have even y), for rfc RFC 9591's equation: no point is decompressed.
bool verify_sum(const Session& ss, const Scalar& z_sum);
// The signature: rfc 65 bytes R(33) || z, tr 64 bytes x(R) || z. z_sum = sum of shares.
std::size_t signature_build(unsigned char out[65], const Session& ss, const Scalar& z_sum);
// Verification: rfc: z*G == R + c*PK for sig65 and pk33. tr: BIP-340 verify of sig64 under
// x-only key32. Variable time.
bool verify_rfc9591(const unsigned char sig65[65], const unsigned char* msg, std::size_t msglen,
                    const unsigned char pk33[33]);

// ---- key generation (frost_keygen.cpp) --------------------------------------------------------------
// Pieces the dealer, the VSS check and share refresh share:
// a*G as a public point (commitments and public shares are public once computed); a is secret.
void gen_public(Ge& r, const Scalar& a);
// a[0] + a[1] x + ... + a[n-1] x^(n-1) by Horner (n >= 1), constant time in a and x.
void poly_horner(Scalar& r, const Scalar* a, std::size_t n, const Scalar& x);
// sum_k x^(k + first_power) C_k over count >= 1 commitments (public; may be infinity).
// bad_pubkey (a commitment that does not parse).
FStatus commitments_at(Gej& r, const unsigned char* commitments33, std::size_t count, const Scalar& x,
                       unsigned first_power);
// Trusted dealer: f(x) = secret + sum coeffs[k] x^(k+1), t = 1 + number of coeffs;
// shares[i] = f(ids[i]), commitments[k] = a_k * G (33 bytes each), group key = secret*G.
// Constant time in the secret and the coefficients. bad_seckey (secret, a coefficient or a
// share 0 / >= n),
// bad_identifier.
FStatus dealer_keygen(unsigned char* shares32, unsigned char* commitments33, const unsigned char secret32[32],
                      const unsigned char* coeffs32, std::size_t t, const unsigned char* ids32, std::size_t n);
// VSS check: share*G == sum_k id^k C_k. bad_identifier, bad_pubkey (commitment), bad_seckey,
// bad_share (mismatch). Writes the public share (33 bytes) when pubshare33 is not null.
FStatus vss_verify(unsigned char* pubshare33, const unsigned char id32[32], const unsigned char share32[32],
                   const unsigned char* commitments33, std::size_t t);
// Public share of identifier id from the commitments: sum_k id^k C_k (33 bytes).
FStatus vss_pubshare(unsigned char pubshare33[33], const unsigned char id32[32], const unsigned char* commitments33,
                     std::size_t t);


// ---- share refresh with a trusted dealer (frost_refresh.cpp) ------------------------------------
// Shares of zero: g(x) = sum_{k=1}^{t-1} c_k x^k (coeffs32: t-1 scalars in [1, n-1]);
// shares32[i] = g(ids[i]), commitments33[k-1] = c_k*G ((t-1) * 33 bytes). t >= 2. Constant
// time in the coefficients. bad_arg, bad_seckey, bad_identifier.
FStatus refresh_dealer(unsigned char* shares32, unsigned char* commitments33, const unsigned char* coeffs32,
                       std::size_t t, const unsigned char* ids32, std::size_t n);
// A signer's refresh: delta*G == sum_k id^k C_k (else bad_share), new share = old + delta
// (bad_seckey: old share invalid, delta >= n, or new share 0) and its public share. Constant
// time in the shares.
FStatus refresh_share(unsigned char new_share32[32], unsigned char new_pubshare33[33],
                      const unsigned char old_share32[32], const unsigned char delta32[32], const unsigned char id32[32],
                      const unsigned char* commitments33, std::size_t t);
// Anyone's refreshed public share: old + sum_k id^k C_k. bad_pubkey, bad_identifier, infinity.
FStatus refresh_pubshare(unsigned char new_pubshare33[33], const unsigned char old_pubshare33[33],
                         const unsigned char id32[32], const unsigned char* commitments33, std::size_t t);

// ---- distributed key generation (frost_dkg.cpp) ---------------------------------------------------
// Proof-of-knowledge size: 65 (rfc: R 33 || mu) or 64 (tr: x(R) || mu).
std::size_t pok_size(Suite s);
// Round 1 of participant id: commitments (t * 33) of coeffs32 (t * 32: a_0 .. a_{t-1}, each
// in [1, n-1]) and the proof of knowledge of a_0 with nonce32 (fresh random, non-zero < n).
// bad_seckey, bad_identifier, bad_arg. Constant time in the coefficients and the nonce.
FStatus dkg_commit(unsigned char* commitments33, unsigned char* pok, Suite suite, const unsigned char id32[32],
                   const unsigned char* coeffs32, std::size_t t, const unsigned char nonce32[32]);
// One round-1 package's proof: bad_identifier, bad_pubkey (C_0), bad_signature (R, mu, or the
// equation fails).
FStatus dkg_verify_pok(Suite suite, const unsigned char id32[32], const unsigned char* commitments33, std::size_t t,
                       const unsigned char* pok);
// out[k] = sum_i C_{i,k} over n packages (n * t * 33 bytes): the group's commitments (out[0] is
// the group key; vss_pubshare on them gives any participant's public share).
// All n round-1 packages (ids32: n * 32, commitments33: n * t * 33, poks: n * pok_size):
// identifiers, C_0 and R valid elements, mu < n, and all n proofs at once with one MSM of 2n
// points (weights hashed from the whole public transcript). C_1 .. C_{t-1} are left to
// dkg_finalize, which decompresses them all anyway. On any failure the first sender (in list
// order) whose own checks fail is named, as sender-by-sender checking would.
FStatus dkg_verify_packages(std::size_t* culprit, Suite suite, const unsigned char* ids32,
                            const unsigned char* commitments33, const unsigned char* poks, std::size_t n,
                            std::size_t t);
FStatus dkg_sum_commitments(unsigned char* out33, const unsigned char* commitments33, std::size_t n, std::size_t t);
// Finish for my_id: shares32[i] = f_i(my_id) from participant ids32[i] (n of them, me included),
// commitments33 their packages in the same order. bad_share with *culprit = the sender whose
// share fails its commitments. Writes the signing share, its public share and the group key.
FStatus dkg_finalize(unsigned char share32[32], unsigned char pubshare33[33], unsigned char group_pk33[33],
                     std::size_t* culprit, const unsigned char my_id32[32], const unsigned char* ids32,
                     const unsigned char* commitments33, const unsigned char* shares32, std::size_t n,
                     std::size_t t);
// f(id) for the coefficients coeffs32 (t * 32 bytes). Constant time in the coefficients.
// bad_seckey (a coefficient >= n, or f(id) = 0), bad_identifier.
FStatus poly_eval(unsigned char out32[32], const unsigned char* coeffs32, std::size_t t, const unsigned char id32[32]);

}  // namespace ufsecp::frost
