// ufsecp — C ABI: verification with a precomputed key (ufsecp_pubkey_precomputed and
// ufsecp_xonly_pubkey_precomputed, include/ufsecp/ufsecp.h).
//
// The object: a 128-byte header, then the key's tables (ecmult_precomp_build's output,
// kPcKeyBytes bytes). Header:
//   [0, 8)    magic "ufsecpPC"
//   [8]       kind: 1 = full key (ECDSA), 2 = x-only key (BIP-340, even y)
//   [9, 12)   layout: format version, spacing S, key window (a library built with other
//             table parameters rejects the object instead of misreading it)
//   [12, 16)  zero
//   [16, 80)  the key, as pubkey_save writes it (x || y, big-endian)
//   [80, 88)  checksum of the rest of the header (header_sum, big-endian)
//   [88, 128) zero
// Every verify call checks all of it (magic, kind, layout, checksum, key on the curve,
// even y for x-only, first table entry == key): below 0.5% of a verification's instructions
// (callgrind). Precompute writes the header last, after zeroing its magic, so a crash in
// between never leaves an object that passes.
#include <cstring>

#include "abi/abi_util.hpp"
#include "ecdsa/ecdsa.hpp"
#include "ecmult/ecmult_precomp.hpp"
#include "schnorr/schnorr.hpp"

using namespace ufsecp;

namespace {

constexpr std::size_t kHeader = 128;
constexpr unsigned char kMagic[8] = {'u', 'f', 's', 'e', 'c', 'p', 'P', 'C'};
constexpr unsigned char kKindEcdsa = 1, kKindXonly = 2;
constexpr unsigned char kFormat = 1;
static_assert(kHeader + kPcKeyBytes == UFSECP_PUBKEY_PRECOMPUTED_SIZE,
              "UFSECP_PUBKEY_PRECOMPUTED_SIZE must match the table parameters");
static_assert(sizeof(ufsecp_pubkey_precomputed) == UFSECP_PUBKEY_PRECOMPUTED_SIZE &&
              sizeof(ufsecp_xonly_pubkey_precomputed) == UFSECP_PUBKEY_PRECOMPUTED_SIZE);

// A 64-bit checksum of the header but its own 8 bytes (multiply-xorshift over 15 words). Not
// a defence against an attacker who can write the object (nothing is); it catches zeroed,
// uninitialised and corrupted headers and a key that does not match its header.
std::uint64_t header_sum(const unsigned char* h) {
    std::uint64_t s = 0x6a09e667f3bcc908ull;
    for (int i = 0; i < (int)(kHeader / 8); i++) {
        if (i == 10) continue;  // the checksum itself
        s ^= read_be64(h + 8 * i);
        s *= 0x9fb21c651e98df25ull;
        s ^= s >> 29;
    }
    return s;
}

void build(unsigned char* obj, const Ge& key, unsigned char kind) {
    std::memset(obj, 0, 8);  // not valid while the tables are written
    ecmult_precomp_build(obj + kHeader, key);
    unsigned char h[kHeader] = {};
    std::memcpy(h, kMagic, 8);
    h[8] = kind;
    h[9] = kFormat;
    h[10] = (unsigned char)kPcSpacing;
    h[11] = (unsigned char)kPcWindowKey;
    pubkey_save(h + 16, key);
    write_be64(h + 80, header_sum(h));
    std::memcpy(obj, h, kHeader);
}

// The key of a valid object of the given kind, or false.
bool load(Ge& key, const unsigned char* obj, unsigned char kind) {
    if (std::memcmp(obj, kMagic, 8) != 0 || obj[8] != kind || obj[9] != kFormat ||
        obj[10] != (unsigned char)kPcSpacing || obj[11] != (unsigned char)kPcWindowKey)
        return false;
    if (read_be64(obj + 80) != header_sum(obj)) return false;
    if (!pubkey_load(key, obj + 16)) return false;  // x, y < p, on the curve (normalized)
    if (kind == kKindXonly && fe_is_odd(key.y)) return false;
    GeStorage first, k;  // table 0, entry 0 is 1*key
    std::memcpy(&first, obj + kHeader, sizeof first);
    ge_to_storage(k, key);
    return std::memcmp(&first, &k, sizeof k) == 0;
}

}  // namespace

extern "C" {

ufsecp_status ufsecp_pubkey_precompute(ufsecp_pubkey_precomputed* out, const ufsecp_pubkey* pk) {
    UFSECP_ARG_NONNULL(out, pk);
    Ge q;
    if (!abi::pubkey_load(q, pk)) return UFSECP_ERR_BAD_PUBKEY;
    build(out->data, q, kKindEcdsa);
    return UFSECP_OK;
}

ufsecp_status ufsecp_xonly_pubkey_precompute(ufsecp_xonly_pubkey_precomputed* out, const unsigned char xonly32[32]) {
    UFSECP_ARG_NONNULL(out, xonly32);
    Ge x;
    if (!xonly_parse(x, xonly32)) return UFSECP_ERR_BAD_PUBKEY;
    build(out->data, x, kKindXonly);
    return UFSECP_OK;
}

ufsecp_status ufsecp_ecdsa_verify_precomputed(const unsigned char sig64[64], const unsigned char msg32[32],
                                              const ufsecp_pubkey_precomputed* pre) {
    UFSECP_ARG_NONNULL(sig64, msg32, pre);
    Ge q;
    if (!load(q, pre->data, kKindEcdsa)) return UFSECP_ERR_BAD_PUBKEY;
    Scalar r, s;
    if (!ecdsa_sig_parse_compact(r, s, sig64)) return UFSECP_ERR_BAD_SIGNATURE;
    return ecdsa_verify_precomp_var(r, s, msg32, pre->data + kHeader) ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
}

ufsecp_status ufsecp_schnorr_verify_precomputed(const unsigned char sig64[64], const unsigned char* msg,
                                                size_t msg_len, const ufsecp_xonly_pubkey_precomputed* pre) {
    UFSECP_ARG_NONNULL(sig64, pre);
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    Ge x;
    if (!load(x, pre->data, kKindXonly)) return UFSECP_ERR_BAD_PUBKEY;
    Fe r;
    Scalar s;
    int overflow = 0;
    scalar_set_b32(s, sig64 + 32, &overflow);
    if (!fe_set_b32_limit(r, sig64) || overflow) return UFSECP_ERR_BAD_SIGNATURE;
    return schnorr_verify_precomp_var(sig64, msg, msg_len, pre->data + 16, pre->data + kHeader)
               ? UFSECP_OK
               : UFSECP_ERR_VERIFY_FAILED;
}

}  // extern "C"
