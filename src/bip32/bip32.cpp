// ufsecp — BIP-32 master key, child derivation, neutering, the opaque object (contract in
// bip32.hpp).
#include "bip32/bip32.hpp"

#include <cstring>

#include "ecmult/ecmult_gen.hpp"
#include "group/group_sec1.hpp"
#include "hash/hmac_sha512.hpp"
#include "hash/ripemd160.hpp"
#include "hash/sha256.hpp"
#include "keys/keys.hpp"
#include "scalar/scalar.hpp"

namespace ufsecp {
namespace {

constexpr unsigned char kTypePrivate = 0xB2;
constexpr unsigned char kTypePublic = 0x32;

// Whether 32 bytes are a valid secret key (0 < k < n), in constant time; the result is
// secret until the caller declassifies it.
int seckey_ok(const unsigned char sk[32]) {
    Scalar d;
    const int ok = static_cast<int>(scalar_set_b32_seckey(d, sk));
    secure_wipe(d);
    return ok;
}

// pub33 of a point (public data).
void compress(unsigned char out33[33], const Ge& p) {
    std::size_t len = 33;
    UFSECP_CHECK(ge_serialize_sec1(out33, &len, p, true));
}

// The secret key sk and its compressed public key sk*G, or 0 when sk is not a valid secret
// key. Constant time in sk; the public key is public once computed (keys layer), the
// returned flag is declassified here: it is the one bit the caller reports.
int make_private(ExtKey& out, const unsigned char sk[32], int ok_so_far) {
    Ge pub;
    const int ok_pub = static_cast<int>(pubkey_create(pub, sk));  // infinity when sk is invalid
    int ok = ok_so_far & ok_pub;
    declassify(&ok, sizeof(ok));
    if (!ok) return 0;
    std::memcpy(out.sk, sk, 32);
    compress(out.pub33, pub);
    out.priv = true;
    out.has_point = false;
    return 1;
}

}  // namespace

Bip32Status bip32_master(ExtKey& out, const unsigned char* seed, std::size_t seed_len) {
    if (seed_len < 16 || seed_len > 64) return Bip32Status::kBadLength;
    static const unsigned char kKey[] = {'B', 'i', 't', 'c', 'o', 'i', 'n', ' ', 's', 'e', 'e', 'd'};
    unsigned char I[64];
    hmac_sha512(I, kKey, sizeof(kKey), seed, seed_len);
    ExtKey k;
    // I_L must be in 1..n-1 (the seckey check is exactly that).
    const int ok = make_private(k, I, seckey_ok(I));
    Bip32Status st = Bip32Status::kBadSeckey;
    if (ok) {
        std::memcpy(k.chain, I + 32, 32);
        k.depth = 0;
        std::memset(k.parent_fp, 0, 4);
        k.child = 0;
        out = k;
        st = Bip32Status::kOk;
    }
    secure_wipe(I, sizeof(I));
    return st;
}

void bip32_fingerprint(unsigned char out4[4], const ExtKey& key) {
    unsigned char h[20];
    hash160(h, key.pub33, 33);
    std::memcpy(out4, h, 4);
}

Bip32Status bip32_derive(ExtKey& out, const ExtKey& parent, std::uint32_t index) {
    if (parent.depth == 255) return Bip32Status::kBadDepth;
    const bool hardened = (index & kHardened) != 0;
    if (hardened && !parent.priv) return Bip32Status::kPublicOnly;

    // data = 0x00 || ser256(k_par) || ser32(i) (hardened) or serP(K_par) || ser32(i).
    // Whether the index is hardened is public; the bytes are not.
    unsigned char data[37];
    if (hardened) {
        data[0] = 0;
        std::memcpy(data + 1, parent.sk, 32);
    } else {
        std::memcpy(data, parent.pub33, 33);
    }
    write_be32(data + 33, index);
    unsigned char I[64];
    hmac_sha512(I, parent.chain, 32, data, sizeof(data));
    secure_wipe(data, sizeof(data));

    ExtKey child;
    Bip32Status st = Bip32Status::kInvalidChild;
    if (parent.priv) {
        // k_i = I_L + k_par mod n; invalid when I_L >= n or k_i = 0 (masks inside the keys
        // layer: seckey_scalar_tweak_add), and k_i*G in constant time (make_private).
        Scalar d;
        scalar_set_b32(d, parent.sk, nullptr);
        const int ok_add = static_cast<int>(seckey_scalar_tweak_add(d, I));
        unsigned char sk[32];
        scalar_get_b32(sk, d);
        secure_wipe(d);
        if (make_private(child, sk, ok_add)) st = Bip32Status::kOk;
        secure_wipe(sk, sizeof(sk));
    } else {
        // K_i = point(I_L) + K_par; invalid when I_L >= n or the sum is infinity. Public data,
        // but I_L*G by the fixed-base ecmult_gen and one addition is about twice as fast as
        // the double-scalar ecmult_var (which a tweak of an arbitrary point needs).
        UFSECP_CHECK(parent.has_point);
        Scalar t;
        int overflow = 0;
        scalar_set_b32(t, I, &overflow);
        Gej r;
        if (!overflow) {
            ecmult_gen(r, t);
            gej_add_ge_var(r, r, parent.pub);
        }
        if (!overflow && !gej_is_infinity(r)) {
            Ge p;
            ge_set_gej_var(p, r);
            child.pub = p;
            child.has_point = true;
            child.priv = false;
            compress(child.pub33, p);
            st = Bip32Status::kOk;
        }
    }
    if (st == Bip32Status::kOk) {
        std::memcpy(child.chain, I + 32, 32);
        child.depth = static_cast<unsigned char>(parent.depth + 1);
        bip32_fingerprint(child.parent_fp, parent);
        child.child = index;
        out = child;
    }
    secure_wipe(I, sizeof(I));
    return st;
}

Bip32Status bip32_neuter(ExtKey& out, const ExtKey& key) {
    ExtKey n = key;
    if (key.priv) {
        Ge p;
        UFSECP_CHECK(ge_parse_sec1(p, key.pub33, 33));
        secure_wipe(n.sk, sizeof(n.sk));
        n.priv = false;
        n.pub = p;
        n.has_point = true;
    }
    out = n;
    return Bip32Status::kOk;
}

// ---- the opaque object --------------------------------------------------------------------

void bip32_save(unsigned char out[kBip32ObjectSize], const ExtKey& key) {
    unsigned char b[kBip32ObjectSize] = {};
    b[0] = key.priv ? kTypePrivate : kTypePublic;
    b[1] = key.depth;
    std::memcpy(b + 2, key.parent_fp, 4);
    write_be32(b + 6, key.child);
    std::memcpy(b + 10, key.chain, 32);
    if (key.priv) {
        std::memcpy(b + 42, key.sk, 32);
        std::memcpy(b + 74, key.pub33, 33);
    } else {
        UFSECP_CHECK(key.has_point);
        pubkey_save(b + 42, key.pub);
    }
    unsigned char h[32];
    sha256(h, b, 107);
    std::memcpy(b + 107, h, 4);
    std::memcpy(out, b, kBip32ObjectSize);
    secure_wipe(b, sizeof(b));
    secure_wipe(h, sizeof(h));
}

Bip32Status bip32_load(ExtKey& key, const unsigned char in[kBip32ObjectSize]) {
    // Public facts first: the type byte and the zero bytes.
    const unsigned char type = in[0];
    if (type != kTypePrivate && type != kTypePublic) return Bip32Status::kBadExtKey;
    if (in[111] != 0 || (type == kTypePublic && in[106] != 0)) return Bip32Status::kBadExtKey;
    // The check bytes (over secret data: compared without early exit, the verdict declassified).
    unsigned char h[32];
    sha256(h, in, 107);
    unsigned diff = 0;
    for (int i = 0; i < 4; i++) diff |= static_cast<unsigned>(h[i] ^ in[107 + i]);
    secure_wipe(h, sizeof(h));
    int ok = static_cast<int>(diff == 0);
    ExtKey k;
    if (type == kTypePrivate) ok &= seckey_ok(in + 42);
    declassify(&ok, sizeof(ok));
    if (!ok) return Bip32Status::kBadExtKey;
    k.priv = type == kTypePrivate;
    k.depth = in[1];
    std::memcpy(k.parent_fp, in + 2, 4);
    k.child = read_be32(in + 6);
    std::memcpy(k.chain, in + 10, 32);
    if (k.depth == 0 && (k.child != 0 || read_be32(k.parent_fp) != 0)) return Bip32Status::kBadExtKey;
    if (k.priv) {
        if (in[74] != 0x02 && in[74] != 0x03) return Bip32Status::kBadExtKey;
        std::memcpy(k.sk, in + 42, 32);
        std::memcpy(k.pub33, in + 74, 33);
    } else {
        if (!pubkey_load(k.pub, in + 42)) return Bip32Status::kBadExtKey;
        k.has_point = true;
        compress(k.pub33, k.pub);
    }
    key = k;
    return Bip32Status::kOk;
}

}  // namespace ufsecp
