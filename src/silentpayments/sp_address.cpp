// ufsecp — BIP-352 addresses: bech32m, hrp "sp" (mainnet) or "tsp" (testnets), data part
// version || 5-bit(ser_P(B_scan) || ser_P(B_m)), at most 1023 characters.
#include <cstring>
#include <string_view>

#include "encoding/bech32.hpp"
#include "group/group_sec1.hpp"
#include "silentpayments/silentpayments.hpp"
#include "silentpayments/sp_internal.hpp"

namespace ufsecp::sp {

std::size_t address_encode(char* out, const Ge& scan, const Ge& spend, bool testnet) {
    unsigned char payload[66];
    detail::ser_compressed_var(payload, scan);
    detail::ser_compressed_var(payload + 33, spend);
    unsigned char data[1 + bech32::to_5bit_length(66)];
    data[0] = 0;  // version 0 ("q")
    const std::size_t n5 = bech32::to_5bit(data + 1, payload, 66);
    const std::string_view hrp = testnet ? "tsp" : "sp";
    bech32::encode(out, hrp, data, 1 + n5, bech32::Encoding::Bech32m, kAddressMax);
    return bech32::encoded_length(hrp.size(), 1 + n5);
}

SpStatus address_decode(Ge& scan, Ge& spend, bool& testnet, unsigned& version, const char* str, std::size_t len) {
    bech32::Decoded d;
    unsigned char data[kAddressMax];
    const bech32::Error e = bech32::decode_as(d, data, sizeof(data), std::string_view(str, len), kAddressMax,
                                              bech32::Encoding::Bech32m);
    switch (e) {
        case bech32::Error::Ok: break;
        case bech32::Error::NoSeparator:
        case bech32::Error::BadHrp: return SpStatus::bad_hrp;
        case bech32::Error::BadChar: return SpStatus::bad_encoding;
        case bech32::Error::MixedCase: return SpStatus::mixed_case;
        case bech32::Error::BadChecksum: return SpStatus::bad_checksum;
        case bech32::Error::WrongVariant: return SpStatus::bad_variant;
        case bech32::Error::BadLength:
        case bech32::Error::BadPadding: return SpStatus::bad_length;
    }
    const std::string_view hrp(d.hrp, d.hrp_len);
    bool test;
    if (hrp == "sp")
        test = false;
    else if (hrp == "tsp")
        test = true;
    else
        return SpStatus::bad_hrp;
    if (d.data_len < 1) return SpStatus::bad_length;
    const unsigned v = data[0];
    if (v == 31) return SpStatus::bad_version;  // BIP-352: version 31 is reserved (invalid)
    unsigned char bytes[kAddressMax];
    std::size_t nbytes = 0;
    if (bech32::from_5bit(bytes, &nbytes, data + 1, d.data_len - 1) != bech32::Error::Ok) return SpStatus::bad_length;
    // Version 0: exactly the 66 bytes. Later versions may append data: read the first 66.
    if (v == 0 ? nbytes != 66 : nbytes < 66) return SpStatus::bad_length;
    Ge s, m;
    if (!ge_parse_sec1(s, bytes, 33) || !ge_parse_sec1(m, bytes + 33, 33)) return SpStatus::bad_pubkey;
    scan = s;
    spend = m;
    testnet = test;
    version = v;
    return SpStatus::ok;
}

}  // namespace ufsecp::sp
