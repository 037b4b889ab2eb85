// Fuzz target: address parsing (src/encoding/bech32, src/address, ufsecp_address.h). First byte:
// mode (bits 0-1) and parameters (bits 2-7); the rest is a string to decode or data to encode.
//   mode 0: bech32::decode with a limit of 90 or 1023 (bit 2). Properties: accepted exactly when
//           the independent reference (tests/address_ref.hpp) accepts, with the same hrp, data
//           and variant; an accepted string re-encodes to its lowercase form.
//   mode 1: SegWit decode (C++ and C ABI) with hrp "bc", "tb", "bcrt" or the string's own hrp.
//           Properties: the reference agrees; an accepted address re-encodes to its lowercase
//           form; address -> script -> address is the identity (lowercase); both layers
//           return the same status; outputs untouched on error.
//   mode 2: Base58Check address decode. Properties: an accepted string re-encodes to itself;
//           address -> script -> address round trip.
//   mode 3: encode: hrp length from bits 2-7, then hrp bytes, then 5-bit values (mod 32) and a
//           variant bit; whatever encode accepts decodes back to the same parts.
#include <cstring>
#include <string>
#include <vector>

#include "address/base58_address.hpp"
#include "address/segwit.hpp"
#include "address_ref.hpp"
#include "encoding/bech32.hpp"
#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_address.h"

using namespace ufsecp_fuzz;
namespace bech32 = ufsecp::bech32;
namespace address = ufsecp::address;
namespace ref = ufsecp::test::ref;

namespace {

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = (char)(c + 32);
    return s;
}

void fuzz_bech32(const std::string& s, std::size_t max_len) {
    bech32::Decoded d;
    std::vector<unsigned char> data(s.size() + 1);
    const bech32::Error e = bech32::decode(d, data.data(), data.size(), s, max_len);
    const auto r = ref::decode(s, max_len > 1023 ? 1023 : max_len);
    FUZZ_CHECK((e == bech32::Error::Ok) == r.has_value(), "bech32 decode agrees with the reference");
    if (e != bech32::Error::Ok) return;
    FUZZ_CHECK(std::string(d.hrp) == r->hrp, "same hrp");
    FUZZ_CHECK(std::vector<int>(data.begin(), data.begin() + (long)d.data_len) == r->data, "same data");
    FUZZ_CHECK((d.encoding == bech32::Encoding::Bech32) == (r->spec == ref::Spec::Bech32), "same variant");
    std::vector<char> out(bech32::encoded_length(d.hrp_len, d.data_len) + 1);
    FUZZ_CHECK(bech32::encode(out.data(), std::string_view(d.hrp, d.hrp_len), data.data(), d.data_len, d.encoding,
                              max_len) == bech32::Error::Ok,
               "re-encode accepted");
    FUZZ_CHECK(std::string(out.data()) == lower(s), "re-encodes to the lowercase input");
}

void fuzz_segwit(const std::string& s, unsigned which) {
    std::string hrp;
    if (which == 3) {
        const std::size_t sep = s.rfind('1');
        hrp = sep == std::string::npos ? std::string("bc") : s.substr(0, sep);
    } else {
        hrp = which == 0 ? "bc" : which == 1 ? "tb" : "bcrt";
    }
    int wv = 0x5a5a;
    unsigned char prog[address::kMaxProgram];
    std::memset(prog, 0xA5, sizeof prog);
    std::size_t n = 0x5a5a;
    const address::Error e = address::segwit_decode(&wv, prog, &n, hrp, s);
    const auto r = ref::segwit_decode(lower(hrp), s);
    FUZZ_CHECK((e == address::Error::Ok) == r.has_value(), "segwit decode agrees with the reference");
    // The C ABI (NUL-terminated strings: only inputs without NUL bytes).
    const bool no_nul = s.find('\0') == std::string::npos && hrp.find('\0') == std::string::npos;
    int cwv = 0x5a5a;
    unsigned char cprog[40];
    std::memset(cprog, 0xA5, sizeof cprog);
    std::size_t cn = sizeof cprog;
    const ufsecp_status st = no_nul ? ufsecp_segwit_address_decode(&cwv, cprog, &cn, hrp.c_str(), s.c_str()) : -1;
    if (no_nul) FUZZ_CHECK((st == UFSECP_OK) == (e == address::Error::Ok), "C ABI agrees with the C++ layer");
    if (e != address::Error::Ok) {
        for (unsigned char b : prog) FUZZ_CHECK(b == 0xA5, "program untouched on error");
        FUZZ_CHECK(wv == 0x5a5a && n == 0x5a5a, "version and length untouched on error");
        if (no_nul) {
            for (unsigned char b : cprog) FUZZ_CHECK(b == 0xA5, "C program untouched on error");
            FUZZ_CHECK(cwv == 0x5a5a && cn == sizeof cprog, "C outputs untouched on error");
        }
        return;
    }
    FUZZ_CHECK(wv == r->first && std::vector<int>(prog, prog + n) == r->second, "same version and program");
    if (no_nul) FUZZ_CHECK(cwv == wv && cn == n && std::memcmp(cprog, prog, n) == 0, "C ABI: same program");
    char out[address::kMaxAddressLen + 1];
    std::size_t len = 0;
    FUZZ_CHECK(address::segwit_encode(out, &len, hrp, wv, prog, n) == address::Error::Ok, "re-encode accepted");
    FUZZ_CHECK(std::string(out, len) == lower(s), "re-encodes to the lowercase input");
    unsigned char script[address::kMaxWitnessScript];
    const std::size_t sl = address::segwit_script(script, wv, prog, n);
    if (no_nul) {
        char back[UFSECP_ADDRESS_MAX_SIZE];
        std::size_t bl = sizeof back;
        FUZZ_CHECK(ufsecp_address_from_script(back, &bl, script, sl, hrp.c_str(), 0, 5) == UFSECP_OK, "script -> address");
        FUZZ_CHECK(std::string(back, bl) == lower(s), "script -> the same address");
        unsigned char s2[UFSECP_SCRIPT_PUBKEY_MAX_SIZE];
        std::size_t s2l = sizeof s2;
        FUZZ_CHECK(ufsecp_address_to_script(s2, &s2l, s.c_str(), hrp.c_str(), 0, 5) == UFSECP_OK, "address -> script");
        FUZZ_CHECK(s2l == sl && std::memcmp(s2, script, sl) == 0, "the same script");
    }
}

void fuzz_base58(const std::string& s) {
    unsigned char ver = 0x5a, h[20];
    std::memset(h, 0x5a, 20);
    const address::Error e = address::base58_address_decode(&ver, h, s);
    if (e != address::Error::Ok) {
        for (unsigned char b : h) FUZZ_CHECK(b == 0x5a, "hash untouched on error");
        FUZZ_CHECK(ver == 0x5a, "version untouched on error");
        return;
    }
    char out[address::kMaxBase58AddressLen + 1];
    std::size_t len = 0;
    address::base58_address_encode(out, &len, ver, h);
    FUZZ_CHECK(std::string(out, len) == s, "an accepted Base58 address re-encodes to itself");
    unsigned char script[address::kP2pkhScriptLen];
    address::p2pkh_script(script, h);
    unsigned char h2[20];
    FUZZ_CHECK(address::p2pkh_from_script(h2, script, sizeof script) && std::memcmp(h, h2, 20) == 0, "P2PKH script");
    address::p2sh_script(script, h);
    FUZZ_CHECK(address::p2sh_from_script(h2, script, address::kP2shScriptLen) && std::memcmp(h, h2, 20) == 0,
               "P2SH script");
}

void fuzz_encode(Input& in, unsigned param) {
    const std::size_t hrp_len = param % 64;
    std::string hrp(hrp_len, '\0');
    for (char& c : hrp) c = (char)in.byte();
    const bool m = in.byte() & 1;
    const std::uint8_t* rest;
    const std::size_t n = in.take_rest(&rest, 1100);
    std::vector<unsigned char> data(rest, rest + n);
    for (auto& v : data) v &= 31;
    const bech32::Encoding enc = m ? bech32::Encoding::Bech32m : bech32::Encoding::Bech32;
    std::vector<char> out(bech32::encoded_length(hrp.size(), data.size()) + 1);
    if (bech32::encode(out.data(), hrp, data.data(), data.size(), enc, 1023) != bech32::Error::Ok) return;
    const std::string s(out.data());
    FUZZ_CHECK(s.size() <= 1023, "within the limit");
    bech32::Decoded d;
    std::vector<unsigned char> back(s.size());
    FUZZ_CHECK(bech32::decode(d, back.data(), back.size(), s, 1023) == bech32::Error::Ok, "encoded string decodes");
    FUZZ_CHECK(std::string(d.hrp) == lower(hrp), "same hrp (lowercase)");
    FUZZ_CHECK(d.encoding == enc && d.data_len == data.size() &&
                   (data.empty() || std::memcmp(back.data(), data.data(), data.size()) == 0),
               "same data and variant");
    FUZZ_CHECK(s == ref::encode(lower(hrp), std::vector<int>(data.begin(), data.end()),
                                m ? ref::Spec::Bech32m : ref::Spec::Bech32),
               "the reference encodes the same string");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte();
    const unsigned param = mode >> 2;
    if ((mode & 3) == 3) {
        fuzz_encode(in, param);
        return 0;
    }
    const std::uint8_t* rest;
    const std::size_t n = in.take_rest(&rest, 1100);
    const std::string s(reinterpret_cast<const char*>(rest), n);
    switch (mode & 3) {
        case 0: fuzz_bech32(s, (param & 1) ? 1023 : 90); break;
        case 1: fuzz_segwit(s, param & 3); break;
        default: fuzz_base58(s); break;
    }
    return 0;
}
