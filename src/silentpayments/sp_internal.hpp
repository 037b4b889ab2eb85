// ufsecp — BIP-352 helpers shared by the files of src/silentpayments (not a public contract).
#pragma once

#include <cstddef>
#include <cstdint>

#include "hash/sha256.hpp"
#include "silentpayments/silentpayments.hpp"

namespace ufsecp::sp {

namespace detail {
const Sha256& tag_inputs();
const Sha256& tag_shared();
const Sha256& tag_label();
// Compressed SEC1 form of a finite point; _ct: constant time (for the ECDH point).
void ser_compressed_var(unsigned char out33[33], const Ge& p);
void ser_compressed_ct(unsigned char out33[33], const Ge& p);
// r = B_spend + t*G (t public).
void spend_plus_tG(Gej& r, const Ge& spend, const Scalar& t);
}  // namespace detail

// The two label candidates of output q (lifted, even y) against P_k (affine, normalized,
// x_q != x_P): out33[0] = ser(q - P_k), out33[1] = ser(-q - P_k), from inv = 1/(x_q - x_P):
// one slope denominator serves both (lambda = (y_q + y_P) * inv and (y_P - y_q) * inv).
void label_candidates(unsigned char out33[2][33], const Ge& q, const Ge& pk, const Fe& inv);
// Fill f for a labelled match: tweak = t + label tweak, label point label33.
void record_label_match(Found& f, std::uint32_t i, std::uint32_t k, const Scalar& t, const unsigned char* ltweak,
                        const unsigned char label33[33]);
// Whether out - P_k or -out - P_k is a known label (then f is filled).
bool label_check(Found& f, std::uint32_t i, std::uint32_t k, const Scalar& t, const OutputKey& out, const Ge& pk,
                 const Labels& labels);
// scan_from_secret with the caller's scratch of n bytes (no allocation).
SpStatus scan_from_secret_used(Found* found, std::size_t* n_found, unsigned char* used, const unsigned char ss33[33],
                               const Ge& spend, const OutputKey* outputs, std::size_t n, const Labels& labels);

}  // namespace ufsecp::sp
