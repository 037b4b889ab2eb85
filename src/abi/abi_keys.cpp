// ufsecp — C ABI: status strings, secret keys, public keys, x-only keys, keypairs.
#include <cstring>

#include "abi/abi_util.hpp"
#include "group/group_sec1.hpp"

using namespace ufsecp;

extern "C" {

const char* ufsecp_status_string(ufsecp_status s) {
    switch (s) {
        case UFSECP_OK: return "UFSECP_OK";
        case UFSECP_ERR_NULL_ARG: return "UFSECP_ERR_NULL_ARG";
        case UFSECP_ERR_BAD_LENGTH: return "UFSECP_ERR_BAD_LENGTH";
        case UFSECP_ERR_BAD_SECKEY: return "UFSECP_ERR_BAD_SECKEY";
        case UFSECP_ERR_BAD_PUBKEY: return "UFSECP_ERR_BAD_PUBKEY";
        case UFSECP_ERR_BAD_SIGNATURE: return "UFSECP_ERR_BAD_SIGNATURE";
        case UFSECP_ERR_VERIFY_FAILED: return "UFSECP_ERR_VERIFY_FAILED";
        case UFSECP_ERR_BAD_TWEAK: return "UFSECP_ERR_BAD_TWEAK";
        case UFSECP_ERR_BAD_RECID: return "UFSECP_ERR_BAD_RECID";
        case UFSECP_ERR_BUFFER_TOO_SMALL: return "UFSECP_ERR_BUFFER_TOO_SMALL";
        case UFSECP_ERR_BAD_KEYPAIR: return "UFSECP_ERR_BAD_KEYPAIR";
        case UFSECP_ERR_INFINITY: return "UFSECP_ERR_INFINITY";
        case UFSECP_ERR_RECOVERY_FAILED: return "UFSECP_ERR_RECOVERY_FAILED";
        case UFSECP_ERR_BAD_ARG: return "UFSECP_ERR_BAD_ARG";
        case UFSECP_ERR_NO_MEMORY: return "UFSECP_ERR_NO_MEMORY";
        // BIP-32 (ufsecp_bip32.h)
        case UFSECP_ERR_BAD_CHECKSUM: return "UFSECP_ERR_BAD_CHECKSUM";
        case UFSECP_ERR_BAD_ENCODING: return "UFSECP_ERR_BAD_ENCODING";
        case UFSECP_ERR_BAD_VERSION: return "UFSECP_ERR_BAD_VERSION";
        case UFSECP_ERR_BAD_DEPTH: return "UFSECP_ERR_BAD_DEPTH";
        case UFSECP_ERR_INVALID_CHILD: return "UFSECP_ERR_INVALID_CHILD";
        case UFSECP_ERR_BAD_PATH: return "UFSECP_ERR_BAD_PATH";
        case UFSECP_ERR_PUBLIC_ONLY: return "UFSECP_ERR_PUBLIC_ONLY";
        case UFSECP_ERR_BAD_EXTKEY: return "UFSECP_ERR_BAD_EXTKEY";
        // Addresses (ufsecp_address.h)
        case UFSECP_ERR_BAD_HRP: return "UFSECP_ERR_BAD_HRP";
        case UFSECP_ERR_BAD_WITNESS_VERSION: return "UFSECP_ERR_BAD_WITNESS_VERSION";
        case UFSECP_ERR_BAD_PROGRAM: return "UFSECP_ERR_BAD_PROGRAM";
        case UFSECP_ERR_BAD_CHECKSUM_VARIANT: return "UFSECP_ERR_BAD_CHECKSUM_VARIANT";
        case UFSECP_ERR_MIXED_CASE: return "UFSECP_ERR_MIXED_CASE";
        // Adaptor signatures, DLEQ
        case UFSECP_ERR_BAD_ADAPTOR_SIG: return "UFSECP_ERR_BAD_ADAPTOR_SIG";
        case UFSECP_ERR_ADAPTOR_MISMATCH: return "UFSECP_ERR_ADAPTOR_MISMATCH";
        case UFSECP_ERR_BAD_DLEQ_PROOF: return "UFSECP_ERR_BAD_DLEQ_PROOF";
        case UFSECP_ERR_FROST_BAD_IDENTIFIER: return "UFSECP_ERR_FROST_BAD_IDENTIFIER";
        case UFSECP_ERR_FROST_BAD_NONCE: return "UFSECP_ERR_FROST_BAD_NONCE";
        case UFSECP_ERR_FROST_BAD_PUBNONCE: return "UFSECP_ERR_FROST_BAD_PUBNONCE";
        case UFSECP_ERR_FROST_SIGNER_MISSING: return "UFSECP_ERR_FROST_SIGNER_MISSING";
        case UFSECP_ERR_FROST_BAD_SHARE: return "UFSECP_ERR_FROST_BAD_SHARE";
        case UFSECP_ERR_FROST_BAD_KEY_MATERIAL: return "UFSECP_ERR_FROST_BAD_KEY_MATERIAL";
        case UFSECP_ERR_FROST_BAD_AGGNONCE: return "UFSECP_ERR_FROST_BAD_AGGNONCE";
        case UFSECP_ERR_FROST_LIST_LENGTH: return "UFSECP_ERR_FROST_LIST_LENGTH";
        case UFSECP_ERR_ELLSWIFT_NO_PREIMAGE: return "UFSECP_ERR_ELLSWIFT_NO_PREIMAGE";
        case UFSECP_ERR_SP_TOO_MANY_RECIPIENTS: return "UFSECP_ERR_SP_TOO_MANY_RECIPIENTS";
        // BIP-39, Taproot
        case UFSECP_ERR_BAD_MNEMONIC_WORD: return "UFSECP_ERR_BAD_MNEMONIC_WORD";
        case UFSECP_ERR_BAD_MNEMONIC_CHECKSUM: return "UFSECP_ERR_BAD_MNEMONIC_CHECKSUM";
        case UFSECP_ERR_BAD_UTF8: return "UFSECP_ERR_BAD_UTF8";
        case UFSECP_ERR_BAD_WORDLIST: return "UFSECP_ERR_BAD_WORDLIST";
        case UFSECP_ERR_BAD_TX: return "UFSECP_ERR_BAD_TX";
        case UFSECP_ERR_BAD_HASHTYPE: return "UFSECP_ERR_BAD_HASHTYPE";
        case UFSECP_ERR_BAD_LEAF_VERSION: return "UFSECP_ERR_BAD_LEAF_VERSION";
        case UFSECP_ERR_BAD_TAPTREE: return "UFSECP_ERR_BAD_TAPTREE";
        // BIP-324 (ufsecp_bip324.h)
        case UFSECP_ERR_DECRYPT_FAILED: return "UFSECP_ERR_DECRYPT_FAILED";
        case UFSECP_ERR_BAD_CIPHER: return "UFSECP_ERR_BAD_CIPHER";
        // MuSig2 (ufsecp_musig.h)
        case UFSECP_ERR_BAD_SECNONCE: return "UFSECP_ERR_BAD_SECNONCE";
        case UFSECP_ERR_SECNONCE_KEY_MISMATCH: return "UFSECP_ERR_SECNONCE_KEY_MISMATCH";
        case UFSECP_ERR_BAD_PUBNONCE: return "UFSECP_ERR_BAD_PUBNONCE";
        case UFSECP_ERR_BAD_AGGNONCE: return "UFSECP_ERR_BAD_AGGNONCE";
        case UFSECP_ERR_BAD_PARTIAL_SIG: return "UFSECP_ERR_BAD_PARTIAL_SIG";
        case UFSECP_ERR_BAD_KEYAGG_CACHE: return "UFSECP_ERR_BAD_KEYAGG_CACHE";
        case UFSECP_ERR_BAD_SESSION: return "UFSECP_ERR_BAD_SESSION";
        case UFSECP_ERR_SIGN_SELFCHECK: return "UFSECP_ERR_SIGN_SELFCHECK";
        case UFSECP_ERR_NOT_SIGNER: return "UFSECP_ERR_NOT_SIGNER";
        default: return "unknown status";
    }
}

// The header's version macros are the single source: CMake's project version is read from them.
const char* ufsecp_version(void) { return UFSECP_VERSION_STRING; }

// ---- secret keys --------------------------------------------------------------------
// Whether an operation on a secret key succeeded is public once it is reported, so each
// such result is declassified before it is branched on (see common/util.hpp).

ufsecp_status ufsecp_seckey_verify(const unsigned char seckey[32]) {
    UFSECP_ARG_NONNULL(seckey);
    return declassified(seckey_verify(seckey)) ? UFSECP_OK : UFSECP_ERR_BAD_SECKEY;
}

ufsecp_status ufsecp_seckey_negate(unsigned char seckey[32]) {
    UFSECP_ARG_NONNULL(seckey);
    unsigned char tmp[32];
    std::memcpy(tmp, seckey, 32);
    const bool ok = declassified(seckey_negate(tmp));
    if (ok) std::memcpy(seckey, tmp, 32);
    secure_wipe(tmp, sizeof(tmp));
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_SECKEY;
}

// Shared shape of the two secret-key tweaks: validate the key (its validity is public
// once reported), apply the tweak to a copy, and write back only on success.
static ufsecp_status seckey_tweak(unsigned char seckey[32], const unsigned char tweak[32],
                                  bool (*op)(unsigned char*, const unsigned char*)) {
    UFSECP_ARG_NONNULL(seckey, tweak);
    if (!declassified(seckey_verify(seckey))) return UFSECP_ERR_BAD_SECKEY;
    unsigned char tmp[32];
    std::memcpy(tmp, seckey, 32);
    const bool ok = declassified(op(tmp, tweak));
    if (ok) std::memcpy(seckey, tmp, 32);
    secure_wipe(tmp, sizeof(tmp));
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_TWEAK;
}

ufsecp_status ufsecp_seckey_tweak_add(unsigned char seckey[32], const unsigned char tweak[32]) {
    return seckey_tweak(seckey, tweak, seckey_tweak_add);
}

ufsecp_status ufsecp_seckey_tweak_mul(unsigned char seckey[32], const unsigned char tweak[32]) {
    return seckey_tweak(seckey, tweak, seckey_tweak_mul);
}

// ---- public keys --------------------------------------------------------------------

ufsecp_status ufsecp_pubkey_create(ufsecp_pubkey* out, const unsigned char seckey[32]) {
    UFSECP_ARG_NONNULL(out, seckey);
    Ge p;
    if (!declassified(pubkey_create(p, seckey))) return UFSECP_ERR_BAD_SECKEY;
    abi::pubkey_save(out, p);
    return UFSECP_OK;
}

ufsecp_status ufsecp_pubkey_parse(ufsecp_pubkey* out, const unsigned char* in, size_t in_len) {
    UFSECP_ARG_NONNULL(out, in);
    if (in_len != 33 && in_len != 65) return UFSECP_ERR_BAD_LENGTH;
    Ge p;
    if (!ge_parse_sec1(p, in, in_len)) return UFSECP_ERR_BAD_PUBKEY;
    abi::pubkey_save(out, p);
    return UFSECP_OK;
}

ufsecp_status ufsecp_pubkey_serialize(unsigned char* out, size_t* out_len, const ufsecp_pubkey* pk, int compressed) {
    UFSECP_ARG_NONNULL(out_len, pk);
    Ge p;
    if (!abi::pubkey_load(p, pk)) return UFSECP_ERR_BAD_PUBKEY;
    // Only 0 and 1: libsecp256k1's flags (SECP256K1_EC_UNCOMPRESSED is 2) must not pass as "compressed".
    if (compressed != UFSECP_EC_COMPRESSED && compressed != UFSECP_EC_UNCOMPRESSED) return UFSECP_ERR_BAD_ARG;
    // NULL out with zero capacity: a size query (as ufsecp_ecdsa_signature_serialize_der).
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    const size_t need = compressed ? 33 : 65;
    if (*out_len < need) {
        *out_len = need;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    size_t len = 0;
    ge_serialize_sec1(out, &len, p, compressed != 0);
    *out_len = len;
    return UFSECP_OK;
}

ufsecp_status ufsecp_pubkey_negate(ufsecp_pubkey* pk) {
    UFSECP_ARG_NONNULL(pk);
    Ge p;
    if (!abi::pubkey_load(p, pk)) return UFSECP_ERR_BAD_PUBKEY;
    pubkey_negate(p);
    abi::pubkey_save(pk, p);
    return UFSECP_OK;
}

static ufsecp_status pubkey_tweak(ufsecp_pubkey* pk, const unsigned char tweak[32],
                                  bool (*op)(Ge&, const unsigned char*)) {
    UFSECP_ARG_NONNULL(pk, tweak);
    Ge p;
    if (!abi::pubkey_load(p, pk)) return UFSECP_ERR_BAD_PUBKEY;
    if (!op(p, tweak)) return UFSECP_ERR_BAD_TWEAK;
    abi::pubkey_save(pk, p);
    return UFSECP_OK;
}

ufsecp_status ufsecp_pubkey_tweak_add(ufsecp_pubkey* pk, const unsigned char tweak[32]) {
    return pubkey_tweak(pk, tweak, pubkey_tweak_add);
}

ufsecp_status ufsecp_pubkey_tweak_mul(ufsecp_pubkey* pk, const unsigned char tweak[32]) {
    return pubkey_tweak(pk, tweak, pubkey_tweak_mul);
}

ufsecp_status ufsecp_pubkey_combine(ufsecp_pubkey* out, const ufsecp_pubkey* const* ins, size_t n) {
    UFSECP_ARG_NONNULL(out, ins);
    if (n == 0) return UFSECP_ERR_BAD_LENGTH;
    Gej acc;
    gej_set_infinity(acc);
    for (size_t i = 0; i < n; i++) {
        if (ins[i] == nullptr) return UFSECP_ERR_NULL_ARG;
        Ge p;
        if (!abi::pubkey_load(p, ins[i])) return UFSECP_ERR_BAD_PUBKEY;
        gej_add_ge_var(acc, acc, p);
    }
    if (acc.infinity) return UFSECP_ERR_INFINITY;
    Ge sum;
    ge_set_gej_var(sum, acc);
    abi::pubkey_save(out, sum);
    return UFSECP_OK;
}

ufsecp_status ufsecp_pubkey_equal(int* equal, const ufsecp_pubkey* a, const ufsecp_pubkey* b) {
    UFSECP_ARG_NONNULL(equal, a, b);
    Ge pa, pb;
    if (!abi::pubkey_load(pa, a) || !abi::pubkey_load(pb, b)) return UFSECP_ERR_BAD_PUBKEY;
    *equal = std::memcmp(a->data, b->data, 64) == 0;  // the encoding is canonical
    return UFSECP_OK;
}

// ---- x-only keys --------------------------------------------------------------------

ufsecp_status ufsecp_xonly_pubkey_create(unsigned char xonly32[32], int* parity, const unsigned char seckey[32]) {
    UFSECP_ARG_NONNULL(xonly32, seckey);
    Ge p, x;
    if (!declassified(pubkey_create(p, seckey))) return UFSECP_ERR_BAD_SECKEY;
    int par = 0;
    xonly_from_pubkey(x, &par, p);
    xonly_serialize(xonly32, x);
    if (parity) *parity = par;
    return UFSECP_OK;
}

ufsecp_status ufsecp_xonly_pubkey_from_pubkey(unsigned char xonly32[32], int* parity, const ufsecp_pubkey* pk) {
    UFSECP_ARG_NONNULL(xonly32, pk);
    Ge p, x;
    if (!abi::pubkey_load(p, pk)) return UFSECP_ERR_BAD_PUBKEY;
    int par = 0;
    xonly_from_pubkey(x, &par, p);
    xonly_serialize(xonly32, x);
    if (parity) *parity = par;
    return UFSECP_OK;
}

ufsecp_status ufsecp_xonly_pubkey_verify(const unsigned char xonly32[32]) {
    UFSECP_ARG_NONNULL(xonly32);
    Ge x;
    return xonly_parse(x, xonly32) ? UFSECP_OK : UFSECP_ERR_BAD_PUBKEY;
}

ufsecp_status ufsecp_xonly_pubkey_tweak_add(ufsecp_pubkey* out, const unsigned char xonly32[32],
                                            const unsigned char tweak[32]) {
    UFSECP_ARG_NONNULL(out, xonly32, tweak);
    Ge x, q;
    if (!xonly_parse(x, xonly32)) return UFSECP_ERR_BAD_PUBKEY;
    if (!xonly_tweak_add(q, x, tweak)) return UFSECP_ERR_BAD_TWEAK;
    abi::pubkey_save(out, q);
    return UFSECP_OK;
}

ufsecp_status ufsecp_xonly_pubkey_tweak_add_check(const unsigned char tweaked32[32], int tweaked_parity,
                                                  const unsigned char internal32[32], const unsigned char tweak[32]) {
    UFSECP_ARG_NONNULL(tweaked32, internal32, tweak);
    Ge x;
    if (!xonly_parse(x, internal32)) return UFSECP_ERR_BAD_PUBKEY;
    if (!abi::tweak_in_range(tweak)) return UFSECP_ERR_BAD_TWEAK;
    return xonly_tweak_add_check(tweaked32, tweaked_parity, x, tweak) ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
}

// ---- keypairs -----------------------------------------------------------------------

ufsecp_status ufsecp_keypair_create(ufsecp_keypair* out, const unsigned char seckey[32]) {
    UFSECP_ARG_NONNULL(out, seckey);
    Keypair kp;
    const bool ok = declassified(keypair_create(kp, seckey));
    if (ok) keypair_save(out->data, kp);
    keypair_clear(kp);
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_SECKEY;
}

ufsecp_status ufsecp_keypair_seckey(unsigned char seckey[32], const ufsecp_keypair* kp) {
    UFSECP_ARG_NONNULL(seckey, kp);
    Keypair k;
    const bool ok = declassified(keypair_load(k, kp->data));
    if (ok) keypair_seckey(seckey, k);
    keypair_clear(k);
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_KEYPAIR;
}

ufsecp_status ufsecp_keypair_pubkey(ufsecp_pubkey* out, const ufsecp_keypair* kp) {
    UFSECP_ARG_NONNULL(out, kp);
    Keypair k;
    Ge p;
    const bool loaded = declassified(keypair_load(k, kp->data));
    const bool ok = loaded && keypair_pubkey(p, k);
    if (ok) abi::pubkey_save(out, p);
    keypair_clear(k);
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_KEYPAIR;
}

ufsecp_status ufsecp_keypair_xonly_pubkey(unsigned char xonly32[32], int* parity, const ufsecp_keypair* kp) {
    UFSECP_ARG_NONNULL(xonly32, kp);
    Keypair k;
    Ge x;
    int par = 0;
    const bool loaded = declassified(keypair_load(k, kp->data));
    const bool ok = loaded && keypair_xonly(x, &par, k);
    if (ok) {
        xonly_serialize(xonly32, x);
        if (parity) *parity = par;
    }
    keypair_clear(k);
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_KEYPAIR;
}

ufsecp_status ufsecp_keypair_xonly_tweak_add(ufsecp_keypair* kp, const unsigned char tweak[32]) {
    UFSECP_ARG_NONNULL(kp, tweak);
    Keypair k;
    if (!declassified(keypair_load(k, kp->data))) {
        keypair_clear(k);
        return UFSECP_ERR_BAD_KEYPAIR;
    }
    const bool ok = declassified(keypair_xonly_tweak_add(k, tweak));
    if (ok) keypair_save(kp->data, k);
    keypair_clear(k);
    return ok ? UFSECP_OK : UFSECP_ERR_BAD_TWEAK;
}

}  // extern "C"
