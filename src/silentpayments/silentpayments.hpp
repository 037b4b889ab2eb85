// ufsecp — BIP-352 silent payments: the cryptography of the sender, of the recipient's
// scanning (one transaction, and many transactions with one scan key), labels and the
// sp1/tsp1 addresses.
//
// Layer 6 (protocols). Includes keys/, the arithmetic (ecmult/, group/, scalar/, field/),
// hash/, encoding/ and batch's thread helper (ecmult/ecmult_multi.hpp).
//
// The split with the caller (the wallet or index layer): the caller parses transactions,
// decides which inputs are eligible (BIP-352 "Inputs For Shared Secret Derivation": P2TR,
// P2WPKH, P2SH-P2WPKH, P2PKH; uncompressed keys skipped; P2TR script-path spends whose
// internal key is the NUMS point H skipped) and passes the extracted keys: x-only keys for
// P2TR, 33-byte compressed keys for the others, and the transaction's outpoints. This module
// does everything else: the smallest outpoint, the sums (with the taproot negation rule for
// secret keys), input_hash, the ECDH, t_k, the k-indexed outputs, labels and K_max.
//
// Secrets: b_scan, b_spend and the senders' input secret keys are handled in constant time
// and wiped. As in libsecp256k1's silentpayments module, the shared secret's hash t_k and the
// candidate outputs B_spend + t_k*G are treated as public once hashed (variable-time
// arithmetic on them); the ECDH point itself is computed and serialized in constant time.
#pragma once

#include <cstddef>
#include <cstdint>

#include "group/group.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp::sp {

enum class SpStatus : int {
    ok = 0,
    bad_seckey,     // an input secret key or b_scan is 0 or >= n
    bad_pubkey,     // a key that does not parse / is not on the curve
    infinity,       // the input keys sum to 0 (point at infinity): no silent payment
    bad_tweak,      // input_hash or t_k is 0 or >= n (probability ~2^-128)
    too_many,       // a sender group of more than K_max recipients with one scan key
    bad_arg,        // an unsorted or duplicated label table, inconsistent arguments
    buffer_too_small,
    // addresses
    bad_hrp,
    bad_checksum,
    bad_encoding,
    mixed_case,
    bad_variant,
    bad_length,
    bad_version,
};

// BIP-352's K_max: at most this many outputs per recipient group (sender) and per scan.
inline constexpr std::uint32_t kKmax = 2323;

// ---- hashes ------------------------------------------------------------------------------
// hash_BIP0352/Inputs(outpoint36 || ser_P(A)) (A finite).
void input_hash(unsigned char out32[32], const unsigned char outpoint36[36], const Ge& A);
// t_k = hash_BIP0352/SharedSecret(ss33 || ser_32(k)) as a scalar; false when 0 or >= n.
bool shared_secret_tweak(Scalar& t, unsigned char t32[32], const unsigned char ss33[33], std::uint32_t k);
// hash_BIP0352/Label(ser_256(b_scan) || ser_32(m)). Constant time in b_scan.
void label_tweak(unsigned char out32[32], const unsigned char bscan32[32], std::uint32_t m);

// The smallest of n (>= 1) serialized outpoints (36 bytes: txid as serialized || vout
// little-endian), byte-lexicographically.
const unsigned char* smallest_outpoint(const unsigned char* outpoints36, std::size_t n);

// ---- sender ------------------------------------------------------------------------------
struct Recipient {
    Ge scan;   // B_scan
    Ge spend;  // B_m (labelled or not)
};
// out32s[i] = x(P) of the output for recipients[i]. Within a group (same B_scan), k counts
// the recipients in the order of the array. Secret keys: n_tr x-only (P2TR, negated when
// d*G has odd y) and n_plain others, 32 bytes each, contiguous. Statuses: bad_seckey,
// infinity (a = 0; also when no key is given), bad_tweak, too_many. May throw std::bad_alloc
// (the grouping allocates) before writing anything.
SpStatus create_outputs(unsigned char* out32s, const Recipient* recipients, std::size_t n,
                        const unsigned char outpoint36[36], const unsigned char* tr_seckeys, std::size_t n_tr,
                        const unsigned char* plain_seckeys, std::size_t n_plain);

// ---- recipient ---------------------------------------------------------------------------
// The public tweak data input_hash * A of a transaction (what an index server serves light
// clients). Statuses: bad_pubkey (a key that does not parse), infinity (A = 0 or no key),
// bad_tweak.
SpStatus public_data(Ge& tweak, const unsigned char outpoint36[36], const unsigned char* xonly32s,
                     std::size_t n_xonly, const unsigned char* plain33s, std::size_t n_plain);

// ss33 = ser_P(b_scan * tweak), constant time in b_scan. False (ss33 zeroed) for an invalid
// b_scan.
bool shared_secret(unsigned char ss33[33], const unsigned char bscan32[32], const Ge& tweak);

// x-only P_k = B_spend + t_k*G; false when t_k is invalid.
bool output_pubkey(unsigned char out32[32], const unsigned char ss33[33], const Ge& spend, std::uint32_t k);

// Labels: lookup of a 33-byte compressed label point; returns its 32-byte tweak or null.
struct LabelEntry {
    unsigned char point33[33];
    unsigned char tweak32[32];
};
struct Labels {
    const LabelEntry* table = nullptr;  // sorted by point33 (memcmp), no duplicates
    std::size_t n = 0;
    const unsigned char* (*fn)(const unsigned char label33[33], void* ctx) = nullptr;
    void* ctx = nullptr;
    bool any() const { return fn != nullptr || n != 0; }
    const unsigned char* find(const unsigned char label33[33]) const;
};
bool labels_sorted(const LabelEntry* table, std::size_t n);

struct Found {
    std::uint32_t output_index;  // index into the transaction's outputs
    std::uint32_t k;
    unsigned char tweak32[32];   // t_k (+ label tweak): d = b_spend + tweak spends it
    unsigned char label33[33];   // the label point when has_label, else zeros
    unsigned char has_label;
};

// One output key, as the scanner holds it: the 32 bytes, and the lifted point when labels
// are in use (lifted: false when the bytes are not an x coordinate on the curve; such an
// output never matches).
struct OutputKey {
    const unsigned char* x32;
    Ge point;
    bool lifted;
};
void lift_outputs(OutputKey* keys, const unsigned char* outputs32, std::size_t n, bool with_points);

// BIP-352's scanning loop from a shared secret: found[] (room for n entries), *n_found.
// Statuses: ok, bad_tweak. Variable time (public data only).
SpStatus scan_from_secret(Found* found, std::size_t* n_found, const unsigned char ss33[33], const Ge& spend,
                          const OutputKey* outputs, std::size_t n, const Labels& labels);

// Parses n compressed public data points (33 bytes each, prefix 02/03, x < p, on the curve):
// the same answers as ge_parse_sec1 one by one, but the square roots run together
// (ge_lift_x_many_var: 8 lanes per AVX-512 IFMA instruction where the CPU has it). False if
// any is invalid; out is then unspecified. Variable time (public data).
bool parse_compressed_many(Ge* out, const unsigned char* const* in33, std::size_t n);

// Many transactions with one scan key. tx i: tweaks[i] (parsed public data), its outputs
// outputs32 + 32*offs[i] (counts[i] of them); its results go to found + offs[i], count to
// n_found[i] (found: bytes, each Found copied with memcpy, so the caller's array may be any
// type of the same layout). Identical to shared_secret + scan_from_secret per transaction.
// threads >= 1. Statuses: ok, bad_seckey, bad_tweak; nothing written unless ok. May throw
// std::bad_alloc before writing.
SpStatus scan_many(unsigned char* found, std::size_t* n_found, const unsigned char bscan32[32], const Ge& spend,
                   const Ge* tweaks, const unsigned char* const* outputs32, const std::size_t* counts,
                   const std::size_t* offs, std::size_t n_tx, const Labels& labels, unsigned threads);

// ---- addresses ---------------------------------------------------------------------------
// Version 0 "sp"/"tsp" address of (B_scan, B_m): 1 + 53*... characters; out needs
// kAddressMax + 1 bytes; returns the length.
inline constexpr std::size_t kAddressV0Len = 116;  // "sp1" + 1 version + 106 data + 6 checksum
inline constexpr std::size_t kAddressMax = 1023;
std::size_t address_encode(char* out, const Ge& scan, const Ge& spend, bool testnet);
// Decodes: hrp sp (mainnet) or tsp (testnet); version 0 needs exactly 66 bytes; versions 1..30
// use the first 66 bytes (forward compatibility); 31 is bad_version.
SpStatus address_decode(Ge& scan, Ge& spend, bool& testnet, unsigned& version, const char* str, std::size_t len);

}  // namespace ufsecp::sp
