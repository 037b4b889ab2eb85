// Fuzz target: the ECDSA adaptor signature encoding (162 bytes, dlcspecs) and its functions.
// The input is raw bytes or a key, decryption key, message and aux whose adaptor signature is
// made and then mutated. Properties:
//   * ufsecp_ecdsa_adaptor_check accepts exactly what an independent field-by-field check
//     accepts (R and R_a parse as compressed keys, x(R) mod n != 0, 0 < s_a < n, e < n, s < n);
//     verify, decrypt and recover answer BAD_ADAPTOR_SIG for every rejected encoding, with
//     their outputs untouched;
//   * for EVERY well-formed encoding (valid or not): decrypting with y and recovering from the
//     result gives y back (the algebra of decrypt/recover), and the decrypted signature is low-S;
//   * a made adaptor signature verifies and decrypts into a signature libsecp256k1 accepts;
//     a mutated one that still verifies is unchanged.
#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_adaptor.h"

using namespace ufsecp_fuzz;

namespace {

const unsigned char kN[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                              0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48,
                              0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C, 0xD0, 0x36, 0x41, 0x41};

bool below_n(const unsigned char* b) { return std::memcmp(b, kN, 32) < 0; }
bool is_zero(const unsigned char* b, std::size_t n) {
    for (std::size_t i = 0; i < n; i++)
        if (b[i]) return false;
    return true;
}

// The encoding's rules written out independently of src/adaptor.
bool independent_check(const unsigned char as[162]) {
    ufsecp_pubkey r, ra;
    if (!ok(ufsecp_pubkey_parse(&r, as, 33)) || !ok(ufsecp_pubkey_parse(&ra, as + 33, 33))) return false;
    if (as[0] != 0x02 && as[0] != 0x03) return false;
    if (std::memcmp(as + 1, kN, 32) == 0) return false;  // x(R) = n: r = 0 (x < p, so only n itself)
    return below_n(as + 66) && !is_zero(as + 66, 32) && below_n(as + 98) && below_n(as + 130);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const unsigned mode = in.byte();
    unsigned char as[162], y[32], msg[32];
    in.take(y, 32);
    in.take(msg, 32);
    ufsecp_pubkey Y, X;
    const bool have_y = ok(ufsecp_pubkey_create(&Y, y));
    bool made = false;
    if (mode & 1) {
        unsigned char sk[32], aux[32];
        in.take(sk, 32);
        in.take(aux, 32);
        if (!have_y || !ok(ufsecp_pubkey_create(&X, sk))) return 0;
        FUZZ_CHECK(ok(ufsecp_ecdsa_adaptor_encrypt(as, sk, &Y, msg, (mode & 2) ? aux : nullptr)), "encrypt");
        FUZZ_CHECK(ok(ufsecp_ecdsa_adaptor_verify(as, &X, msg, &Y)), "a made adaptor signature verifies");
        unsigned char sig[64];
        FUZZ_CHECK(ok(ufsecp_ecdsa_adaptor_decrypt(sig, y, as)), "decrypt");
        secp256k1_ecdsa_signature ls;
        secp256k1_pubkey lpk;
        unsigned char ser[33];
        std::size_t len = 33;
        FUZZ_CHECK(ok(ufsecp_pubkey_serialize(ser, &len, &X, UFSECP_EC_COMPRESSED)), "serialize");
        FUZZ_CHECK(secp256k1_ec_pubkey_parse(ref(), &lpk, ser, 33) == 1, "lib parse");
        FUZZ_CHECK(secp256k1_ecdsa_signature_parse_compact(ref(), &ls, sig) == 1, "lib sig parse");
        FUZZ_CHECK(secp256k1_ecdsa_verify(ref(), &ls, msg, &lpk) == 1, "libsecp256k1 accepts the decrypted signature");
        unsigned char before[162];
        std::memcpy(before, as, 162);
        mutate(in, as, 162);
        made = std::memcmp(before, as, 162) == 0;
        if (!made && ok(ufsecp_ecdsa_adaptor_verify(as, &X, msg, &Y)))
            FUZZ_CHECK(false, "a mutated adaptor signature verifies");
    } else {
        in.take(as, 162);
    }

    const bool wf = ok(ufsecp_ecdsa_adaptor_check(as));
    FUZZ_CHECK(wf == independent_check(as), "check agrees with the independent rules");
    unsigned char sig[64], back[32];
    std::memset(sig, 0xA5, 64);
    if (!have_y) return 0;
    const ufsecp_status ds = ufsecp_ecdsa_adaptor_decrypt(sig, y, as);
    if (!wf) {
        FUZZ_CHECK(ds == UFSECP_ERR_BAD_ADAPTOR_SIG, "decrypt refuses a malformed encoding");
        for (unsigned char b : sig) FUZZ_CHECK(b == 0xA5, "decrypt output untouched");
        FUZZ_CHECK(ufsecp_ecdsa_adaptor_verify(as, &Y, msg, &Y) == UFSECP_ERR_BAD_ADAPTOR_SIG, "verify refuses it");
        std::memset(back, 0xA5, 32);
        FUZZ_CHECK(ufsecp_ecdsa_adaptor_recover(back, sig, as, &Y) != UFSECP_OK, "recover refuses it");
        for (unsigned char b : back) FUZZ_CHECK(b == 0xA5, "recover output untouched");
        return 0;
    }
    FUZZ_CHECK(ok(ds), "decrypt of a well-formed encoding");
    FUZZ_CHECK(std::memcmp(sig + 32, kN, 32) < 0 && !is_zero(sig + 32, 32), "s in range");
    FUZZ_CHECK((sig[32] & 0x80) == 0, "low S");
    FUZZ_CHECK(ok(ufsecp_ecdsa_adaptor_recover(back, sig, as, &Y)), "recover from the decryption");
    FUZZ_CHECK(std::memcmp(back, y, 32) == 0, "recover gives y back");
    (void)made;
    return 0;
}
