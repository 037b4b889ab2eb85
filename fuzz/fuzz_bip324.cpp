// Fuzz target: BIP-324 packet encryption and decryption (ufsecp_bip324.h). Input: a 32-byte
// ECDH secret, then a script of operations on a connected pair of ciphers (initiator A,
// responder B):
//   op 0: A encrypts fuzzer contents/aad/ignore, B decrypts: the round trip must give them back;
//   op 1: the same packet with one fuzzer-chosen byte flipped: B must reject it with
//         UFSECP_ERR_DECRYPT_FAILED (or see another length), its state untouched, then accept
//         the original;
//   op 2: fuzzer bytes as a packet for B (length decryption then decryption): a forgery must be
//         rejected with the state and outputs untouched;
//   op 3: A skips up to 255 empty packets that B decrypts (to reach rekeying at 224).
#include <vector>

#include "fuzz_util.hpp"
#include "ufsecp/ufsecp_bip324.h"

using namespace ufsecp_fuzz;

namespace {

void send_and_check(ufsecp_bip324_cipher* a, ufsecp_bip324_cipher* b, const unsigned char* m, size_t n,
                    const unsigned char* aad, size_t aad_len, int ignore, int flip_at, unsigned char flip) {
    std::vector<unsigned char> pkt(n + UFSECP_BIP324_EXPANSION);
    size_t len = pkt.size();
    FUZZ_CHECK(ok(ufsecp_bip324_encrypt(pkt.data(), &len, a, m, n, aad, aad_len, ignore)) && len == pkt.size(),
               "encrypt");
    const ufsecp_bip324_cipher before = *b;
    if (flip_at >= 0 && flip) {
        std::vector<unsigned char> bad(pkt);
        bad[(size_t)flip_at % bad.size()] ^= flip;
        uint32_t l = 0;
        FUZZ_CHECK(ok(ufsecp_bip324_decrypt_length(&l, b, bad.data())), "decrypt_length");
        if (l == n) {
            std::vector<unsigned char> out(n + 1, 0xEE);
            size_t olen = out.size();
            int ign = 7;
            const ufsecp_bip324_cipher mid = *b;
            const ufsecp_status st =
                ufsecp_bip324_decrypt(out.data(), &olen, &ign, b, bad.data() + 3, bad.size() - 3, aad, aad_len);
            FUZZ_CHECK(st == UFSECP_ERR_DECRYPT_FAILED, "tampered packet rejected");
            FUZZ_CHECK(std::memcmp(&mid, b, sizeof mid) == 0 && ign == 7 && olen == n + 1 &&
                           out == std::vector<unsigned char>(n + 1, 0xEE),
                       "rejection leaves everything untouched");
        }
        *b = before;  // resynchronize: the flipped length byte advanced recv_L
    }
    uint32_t l = 0;
    FUZZ_CHECK(ok(ufsecp_bip324_decrypt_length(&l, b, pkt.data())) && l == n, "length round trip");
    std::vector<unsigned char> out(n + 1);
    size_t olen = out.size();
    int ign = -1;
    FUZZ_CHECK(ok(ufsecp_bip324_decrypt(out.data(), &olen, &ign, b, pkt.data() + 3, pkt.size() - 3, aad, aad_len)),
               "decrypt");
    FUZZ_CHECK(olen == n && ign == ignore && (n == 0 || std::memcmp(out.data(), m, n) == 0), "contents round trip");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    unsigned char secret[32];
    in.take(secret, 32);
    static const unsigned char magic[4] = {0xf9, 0xbe, 0xb4, 0xd9};
    ufsecp_bip324_cipher a, b;
    FUZZ_CHECK(ok(ufsecp_bip324_cipher_init(&a, secret, 1, magic)) && ok(ufsecp_bip324_cipher_init(&b, secret, 0, magic)),
               "init");
    unsigned char sa[32], sb[32], as[16], ar[16], bs[16], br[16];
    FUZZ_CHECK(ok(ufsecp_bip324_session_id(sa, &a)) && ok(ufsecp_bip324_session_id(sb, &b)) &&
                   std::memcmp(sa, sb, 32) == 0,
               "session ids agree");
    FUZZ_CHECK(ok(ufsecp_bip324_garbage_terminators(as, ar, &a)) && ok(ufsecp_bip324_garbage_terminators(bs, br, &b)) &&
                   std::memcmp(as, br, 16) == 0 && std::memcmp(ar, bs, 16) == 0,
               "garbage terminators pair up");
    for (int step = 0; step < 16 && in.left() > 0; step++) {
        const unsigned op = in.byte() & 3;
        if (op == 3) {
            const unsigned k = in.byte();
            for (unsigned i = 0; i < k; i++) send_and_check(&a, &b, nullptr, 0, nullptr, 0, 0, -1, 0);
            continue;
        }
        const size_t n = in.byte() | (in.byte() & 3) << 8;  // up to 1023 bytes
        const size_t aad_len = in.byte() & 31;
        const int ignore = (int)(in.byte() & 1);
        std::vector<unsigned char> m(n), aad(aad_len);
        in.take(m.data(), n);
        in.take(aad.data(), aad_len);
        if (op == 2) {
            // A forgery: n + 17 fuzzer bytes after a length prefix of the right value is what an
            // attacker controls; the tag must not match (probability 2^-128 otherwise).
            std::vector<unsigned char> forged(n + 17);
            if (n) std::memcpy(forged.data(), m.data(), n);
            in.take(forged.data() + n, 17);
            const ufsecp_bip324_cipher before = b;
            std::vector<unsigned char> out(n + 1, 0xEE);
            size_t olen = out.size();
            int ign = 7;
            const ufsecp_status st = ufsecp_bip324_decrypt(out.data(), &olen, &ign, &b, forged.data(), forged.size(),
                                                           aad.data(), aad_len);
            FUZZ_CHECK(st == UFSECP_ERR_DECRYPT_FAILED, "forgery rejected");
            FUZZ_CHECK(std::memcmp(&before, &b, sizeof b) == 0 && olen == n + 1 && ign == 7 &&
                           out == std::vector<unsigned char>(n + 1, 0xEE),
                       "forgery leaves everything untouched");
            continue;
        }
        const int flip_at = op == 1 ? (int)in.byte() : -1;
        const unsigned char flip = op == 1 ? (unsigned char)in.byte() : 0;
        if (step & 1) send_and_check(&b, &a, m.data(), n, aad.data(), aad_len, ignore, flip_at, flip);
        else send_and_check(&a, &b, m.data(), n, aad.data(), aad_len, ignore, flip_at, flip);
    }
    return 0;
}
