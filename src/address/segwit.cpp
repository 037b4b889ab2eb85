// ufsecp — SegWit addresses (BIP-173 / BIP-350). See segwit.hpp for the contract.
#include "address/segwit.hpp"

#include <cstring>

#include "hash/ripemd160.hpp"
#include "hash/sha256.hpp"

namespace ufsecp::address {

Error from_bech32(bech32::Error e) {
    switch (e) {
        case bech32::Error::Ok: return Error::Ok;
        case bech32::Error::NoSeparator: return Error::NoSeparator;
        case bech32::Error::BadHrp: return Error::BadHrp;
        case bech32::Error::BadChar: return Error::BadChar;
        case bech32::Error::MixedCase: return Error::MixedCase;
        case bech32::Error::BadLength: return Error::BadLength;
        case bech32::Error::BadChecksum: return Error::BadChecksum;
        case bech32::Error::WrongVariant: return Error::WrongVariant;
        case bech32::Error::BadPadding: return Error::BadPadding;
    }
    return Error::BadChecksum;  // unreachable: every enumerator is listed
}

Error check_program(int witver, std::size_t prog_len) {
    if (witver < 0 || witver > kMaxWitnessVersion) return Error::BadWitnessVersion;
    if (prog_len < kMinProgram || prog_len > kMaxProgram) return Error::BadProgram;
    if (witver == 0 && prog_len != 20 && prog_len != 32) return Error::BadProgram;
    return Error::Ok;
}

static bech32::Encoding encoding_for(int witver) {
    return witver == 0 ? bech32::Encoding::Bech32 : bech32::Encoding::Bech32m;
}

Error segwit_encode(char* out, std::size_t* out_len, std::string_view hrp, int witver, const unsigned char* prog,
                    std::size_t prog_len) {
    if (const Error e = check_program(witver, prog_len); e != Error::Ok) return e;
    // 1 version value + at most 64 program values.
    unsigned char data[1 + bech32::to_5bit_length(kMaxProgram)];
    data[0] = (unsigned char)witver;
    const std::size_t n = 1 + bech32::to_5bit(data + 1, prog, prog_len);
    // bech32::encode checks the length against 90 before it writes anything.
    char tmp[bech32::encoded_length(bech32::kMaxHrp, sizeof(data)) + 1];
    const bech32::Error e = bech32::encode(tmp, hrp, data, n, encoding_for(witver), kMaxAddressLen);
    if (e != bech32::Error::Ok) return from_bech32(e);
    const std::size_t len = bech32::encoded_length(hrp.size(), n);
    std::memcpy(out, tmp, len + 1);
    *out_len = len;
    return Error::Ok;
}

Error segwit_decode(int* witver, unsigned char* prog, std::size_t* prog_len, std::string_view hrp,
                    std::string_view addr) {
    bech32::Decoded d;
    unsigned char data[kMaxAddressLen];
    const bech32::Error e = bech32::decode(d, data, sizeof(data), addr, kMaxAddressLen);
    if (e != bech32::Error::Ok) return from_bech32(e);
    // The expected hrp, compared in lowercase (d.hrp is lowercase).
    if (hrp.size() != d.hrp_len) return Error::BadHrp;
    for (std::size_t i = 0; i < hrp.size(); i++) {
        char c = hrp[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (c != d.hrp[i]) return Error::BadHrp;
    }
    if (d.data_len == 0) return Error::BadProgram;
    const int v = data[0];
    if (v > kMaxWitnessVersion) return Error::BadWitnessVersion;
    unsigned char bytes[kMaxAddressLen];
    std::size_t n = 0;
    if (const bech32::Error pe = bech32::from_5bit(bytes, &n, data + 1, d.data_len - 1); pe != bech32::Error::Ok)
        return from_bech32(pe);
    if (const Error ce = check_program(v, n); ce != Error::Ok) return ce;
    if (d.encoding != encoding_for(v)) return Error::WrongVariant;
    *witver = v;
    std::memcpy(prog, bytes, n);
    *prog_len = n;
    return Error::Ok;
}

std::size_t segwit_script(unsigned char* out, int witver, const unsigned char* prog, std::size_t prog_len) {
    out[0] = witver == 0 ? 0x00 : (unsigned char)(0x50 + witver);
    out[1] = (unsigned char)prog_len;
    std::memcpy(out + 2, prog, prog_len);
    return 2 + prog_len;
}

Error segwit_from_script(int* witver, unsigned char* prog, std::size_t* prog_len, const unsigned char* script,
                         std::size_t script_len) {
    if (script_len < 2 + kMinProgram || script_len > kMaxWitnessScript) return Error::BadProgram;
    if (script[1] != script_len - 2) return Error::BadProgram;
    int v;
    if (script[0] == 0x00)
        v = 0;
    else if (script[0] >= 0x51 && script[0] <= 0x60)
        v = script[0] - 0x50;
    else
        return Error::BadWitnessVersion;
    if (const Error e = check_program(v, script_len - 2); e != Error::Ok) return e;
    *witver = v;
    std::memmove(prog, script + 2, script_len - 2);
    *prog_len = script_len - 2;
    return Error::Ok;
}

void p2wpkh_program(unsigned char out20[20], const unsigned char pubkey33[33]) { hash160(out20, pubkey33, 33); }

void p2wsh_program(unsigned char out32[32], const unsigned char* script, std::size_t script_len) {
    sha256(out32, script, script_len);
}

}  // namespace ufsecp::address
