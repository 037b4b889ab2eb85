// ufsecp — Base58Check addresses. See base58_address.hpp for the contract.
#include "address/base58_address.hpp"

#include <cstring>

#include "encoding/base58.hpp"

namespace ufsecp::address {

void base58_address_encode(char* out, std::size_t* out_len, unsigned char version, const unsigned char hash20[20]) {
    unsigned char payload[21];
    payload[0] = version;
    std::memcpy(payload + 1, hash20, 20);
    char tmp[base58_max_chars(25)];
    const std::size_t n = base58check_encode(tmp, payload, 21);
    std::memcpy(out, tmp, n);
    out[n] = '\0';
    *out_len = n;
}

Error base58_address_decode(unsigned char* version, unsigned char hash20[20], std::string_view addr) {
    // One byte of room beyond 21: a longer payload is reported as BadLength by the decoder
    // (it stops as soon as the number outgrows the capacity), a shorter one below.
    unsigned char payload[22];
    std::size_t n = 0;
    switch (base58check_decode(payload, &n, sizeof(payload), addr.data(), addr.size())) {
        case Base58Status::kOk: break;
        case Base58Status::kBadChar: return Error::BadChar;
        case Base58Status::kBadLength: return Error::BadLength;
        case Base58Status::kBadChecksum: return Error::BadChecksum;
    }
    if (n != 21) return Error::BadLength;
    *version = payload[0];
    std::memmove(hash20, payload + 1, 20);
    return Error::Ok;
}

void p2pkh_script(unsigned char out[kP2pkhScriptLen], const unsigned char hash20[20]) {
    std::memmove(out + 3, hash20, 20);
    out[0] = 0x76;  // OP_DUP
    out[1] = 0xa9;  // OP_HASH160
    out[2] = 0x14;  // push 20
    out[23] = 0x88;  // OP_EQUALVERIFY
    out[24] = 0xac;  // OP_CHECKSIG
}

void p2sh_script(unsigned char out[kP2shScriptLen], const unsigned char hash20[20]) {
    std::memmove(out + 2, hash20, 20);
    out[0] = 0xa9;  // OP_HASH160
    out[1] = 0x14;  // push 20
    out[22] = 0x87;  // OP_EQUAL
}

bool p2pkh_from_script(unsigned char hash20[20], const unsigned char* script, std::size_t len) {
    if (len != kP2pkhScriptLen || script[0] != 0x76 || script[1] != 0xa9 || script[2] != 0x14 || script[23] != 0x88 ||
        script[24] != 0xac)
        return false;
    std::memmove(hash20, script + 3, 20);
    return true;
}

bool p2sh_from_script(unsigned char hash20[20], const unsigned char* script, std::size_t len) {
    if (len != kP2shScriptLen || script[0] != 0xa9 || script[1] != 0x14 || script[22] != 0x87) return false;
    std::memmove(hash20, script + 2, 20);
    return true;
}

}  // namespace ufsecp::address
