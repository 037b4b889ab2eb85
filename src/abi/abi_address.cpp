// ufsecp — C ABI: SegWit and Base58Check addresses (include/ufsecp/ufsecp_address.h).
//
// Every function computes its result into a local buffer, then checks the caller's capacity,
// then writes: outputs stay untouched on every error (BUFFER_TOO_SMALL writes *out_len only).
// Nothing here allocates or handles secrets.
#include <cstring>
#include <string_view>

#include "abi/abi_util.hpp"
#include "address/base58_address.hpp"
#include "address/segwit.hpp"
#include "group/group_sec1.hpp"
#include "hash/ripemd160.hpp"
#include "ufsecp/ufsecp_address.h"

using namespace ufsecp;
using address::Error;

namespace {

ufsecp_status to_status(Error e) {
    switch (e) {
        case Error::Ok: return UFSECP_OK;
        case Error::NoSeparator: return UFSECP_ERR_BAD_HRP;
        case Error::BadHrp: return UFSECP_ERR_BAD_HRP;
        case Error::BadChar: return UFSECP_ERR_BAD_ENCODING;
        case Error::MixedCase: return UFSECP_ERR_MIXED_CASE;
        case Error::BadLength: return UFSECP_ERR_BAD_LENGTH;
        case Error::BadChecksum: return UFSECP_ERR_BAD_CHECKSUM;
        case Error::WrongVariant: return UFSECP_ERR_BAD_CHECKSUM_VARIANT;
        case Error::BadPadding: return UFSECP_ERR_BAD_PROGRAM;
        case Error::BadWitnessVersion: return UFSECP_ERR_BAD_WITNESS_VERSION;
        case Error::BadProgram: return UFSECP_ERR_BAD_PROGRAM;
        case Error::BadVersion: return UFSECP_ERR_BAD_VERSION;
    }
    return UFSECP_ERR_BAD_ARG;  // unreachable: every enumerator is listed
}

// The (out, *out_len) convention for a NUL-terminated string of len characters in src.
ufsecp_status put_string(char* out, size_t* out_len, const char* src, size_t len) {
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    if (*out_len < len + 1) {
        *out_len = len + 1;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    std::memmove(out, src, len);
    out[len] = '\0';
    *out_len = len;
    return UFSECP_OK;
}

// The same for bytes (no NUL).
ufsecp_status put_bytes(unsigned char* out, size_t* out_len, const unsigned char* src, size_t len) {
    if (out == nullptr && *out_len != 0) return UFSECP_ERR_NULL_ARG;
    if (*out_len < len) {
        *out_len = len;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    std::memmove(out, src, len);
    *out_len = len;
    return UFSECP_OK;
}

ufsecp_status segwit_encode(char* out, size_t* out_len, const char* hrp, int witver, const unsigned char* prog,
                            size_t prog_len) {
    char buf[address::kMaxAddressLen + 1];
    size_t len = 0;
    const Error e = address::segwit_encode(buf, &len, hrp, witver, prog, prog_len);
    if (e != Error::Ok) return to_status(e);
    return put_string(out, out_len, buf, len);
}

ufsecp_status base58_encode(char* out, size_t* out_len, unsigned char version, const unsigned char hash20[20]) {
    char buf[address::kMaxBase58AddressLen + 1];
    size_t len = 0;
    address::base58_address_encode(buf, &len, version, hash20);
    return put_string(out, out_len, buf, len);
}

// An empty script may be given as NULL: hash a real (empty) buffer instead.
const unsigned char kEmpty[1] = {0};

// Whether addr starts with hrp '1', letters compared case-insensitively.
bool has_hrp_prefix(const char* addr, const char* hrp) {
    size_t i = 0;
    for (; hrp[i]; i++) {
        char a = addr[i], h = hrp[i];
        if (a >= 'A' && a <= 'Z') a = (char)(a + 32);
        if (h >= 'A' && h <= 'Z') h = (char)(h + 32);
        if (a == '\0' || a != h) return false;
    }
    return addr[i] == '1';
}

}  // namespace

extern "C" {

ufsecp_status ufsecp_segwit_address_encode(char* out, size_t* out_len, const char* hrp, int witver,
                                           const unsigned char* prog, size_t prog_len) {
    UFSECP_ARG_NONNULL(out_len, hrp, prog);
    return segwit_encode(out, out_len, hrp, witver, prog, prog_len);
}

ufsecp_status ufsecp_segwit_address_decode(int* witver, unsigned char* prog, size_t* prog_len, const char* hrp,
                                           const char* addr) {
    UFSECP_ARG_NONNULL(witver, prog_len, hrp, addr);
    int v = 0;
    unsigned char p[address::kMaxProgram];
    size_t n = 0;
    const Error e = address::segwit_decode(&v, p, &n, hrp, addr);
    if (e != Error::Ok) return to_status(e);
    const ufsecp_status st = put_bytes(prog, prog_len, p, n);
    if (st == UFSECP_OK) *witver = v;
    return st;
}

ufsecp_status ufsecp_address_p2wpkh(char* out, size_t* out_len, const char* hrp, const ufsecp_pubkey* pk) {
    UFSECP_ARG_NONNULL(out_len, hrp, pk);
    Ge p;
    if (!abi::pubkey_load(p, pk)) return UFSECP_ERR_BAD_PUBKEY;
    unsigned char ser[33], prog[20];
    size_t len = 0;
    ge_serialize_sec1(ser, &len, p, true);
    address::p2wpkh_program(prog, ser);
    return segwit_encode(out, out_len, hrp, 0, prog, 20);
}

ufsecp_status ufsecp_address_p2wsh(char* out, size_t* out_len, const char* hrp, const unsigned char* script,
                                   size_t script_len) {
    UFSECP_ARG_NONNULL(out_len, hrp);
    if (script == nullptr && script_len != 0) return UFSECP_ERR_NULL_ARG;
    if (script_len > 10000) return UFSECP_ERR_BAD_LENGTH;  // MAX_SCRIPT_SIZE: a larger script cannot be spent
    if (script == nullptr) script = kEmpty;
    unsigned char prog[32];
    address::p2wsh_program(prog, script, script_len);
    return segwit_encode(out, out_len, hrp, 0, prog, 32);
}

ufsecp_status ufsecp_address_p2tr(char* out, size_t* out_len, const char* hrp, const unsigned char xonly32[32]) {
    UFSECP_ARG_NONNULL(out_len, hrp, xonly32);
    Ge p;
    if (!xonly_parse(p, xonly32)) return UFSECP_ERR_BAD_PUBKEY;
    return segwit_encode(out, out_len, hrp, 1, xonly32, 32);
}

ufsecp_status ufsecp_base58_address_encode(char* out, size_t* out_len, unsigned char version,
                                           const unsigned char hash20[20]) {
    UFSECP_ARG_NONNULL(out_len, hash20);
    return base58_encode(out, out_len, version, hash20);
}

ufsecp_status ufsecp_base58_address_decode(unsigned char* version, unsigned char hash20[20], const char* addr) {
    UFSECP_ARG_NONNULL(version, hash20, addr);
    unsigned char v = 0, h[20];
    const Error e = address::base58_address_decode(&v, h, addr);
    if (e != Error::Ok) return to_status(e);
    std::memcpy(hash20, h, 20);
    *version = v;
    return UFSECP_OK;
}

ufsecp_status ufsecp_address_p2pkh(char* out, size_t* out_len, unsigned char version, const ufsecp_pubkey* pk,
                                   int compressed) {
    UFSECP_ARG_NONNULL(out_len, pk);
    Ge p;
    if (!abi::pubkey_load(p, pk)) return UFSECP_ERR_BAD_PUBKEY;
    if (compressed != UFSECP_EC_COMPRESSED && compressed != UFSECP_EC_UNCOMPRESSED) return UFSECP_ERR_BAD_ARG;
    unsigned char ser[65], h[20];
    size_t len = 0;
    ge_serialize_sec1(ser, &len, p, compressed == UFSECP_EC_COMPRESSED);
    hash160(h, ser, len);
    return base58_encode(out, out_len, version, h);
}

ufsecp_status ufsecp_address_p2sh(char* out, size_t* out_len, unsigned char version, const unsigned char* script,
                                  size_t script_len) {
    UFSECP_ARG_NONNULL(out_len);
    if (script == nullptr && script_len != 0) return UFSECP_ERR_NULL_ARG;
    if (script_len > 520) return UFSECP_ERR_BAD_LENGTH;  // MAX_SCRIPT_ELEMENT_SIZE: the redeem script is one push
    if (script == nullptr) script = kEmpty;
    unsigned char h[20];
    hash160(h, script, script_len);
    return base58_encode(out, out_len, version, h);
}

ufsecp_status ufsecp_address_to_script(unsigned char* out, size_t* out_len, const char* addr, const char* hrp,
                                       unsigned char p2pkh_version, unsigned char p2sh_version) {
    UFSECP_ARG_NONNULL(out_len, addr, hrp);
    unsigned char script[UFSECP_SCRIPT_PUBKEY_MAX_SIZE];
    size_t len = 0;
    if (hrp[0] != '\0' && has_hrp_prefix(addr, hrp)) {
        int v = 0;
        unsigned char p[address::kMaxProgram];
        size_t n = 0;
        const Error e = address::segwit_decode(&v, p, &n, hrp, addr);
        if (e != Error::Ok) return to_status(e);
        len = address::segwit_script(script, v, p, n);
    } else {
        unsigned char v = 0, h[20];
        const Error e = address::base58_address_decode(&v, h, addr);
        if (e != Error::Ok) return to_status(e);
        if (v == p2pkh_version) {
            address::p2pkh_script(script, h);
            len = address::kP2pkhScriptLen;
        } else if (v == p2sh_version) {
            address::p2sh_script(script, h);
            len = address::kP2shScriptLen;
        } else {
            return UFSECP_ERR_BAD_VERSION;
        }
    }
    return put_bytes(out, out_len, script, len);
}

ufsecp_status ufsecp_address_from_script(char* out, size_t* out_len, const unsigned char* script, size_t script_len,
                                         const char* hrp, unsigned char p2pkh_version, unsigned char p2sh_version) {
    UFSECP_ARG_NONNULL(out_len, script, hrp);
    unsigned char h[20];
    if (address::p2pkh_from_script(h, script, script_len)) return base58_encode(out, out_len, p2pkh_version, h);
    if (address::p2sh_from_script(h, script, script_len)) return base58_encode(out, out_len, p2sh_version, h);
    int v = 0;
    unsigned char p[address::kMaxProgram];
    size_t n = 0;
    const Error e = address::segwit_from_script(&v, p, &n, script, script_len);
    if (e != Error::Ok) return to_status(e);
    return segwit_encode(out, out_len, hrp, v, p, n);
}

}  // extern "C"
