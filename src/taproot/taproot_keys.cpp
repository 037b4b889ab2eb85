// ufsecp — Taproot tagged hashes, output keys and the key-path secret-key tweak
// (taproot/taproot.hpp has the contract).
#include <cstring>

#include "hash/tagged_hash.hpp"
#include "taproot/taproot.hpp"

namespace ufsecp::taproot {

namespace {

// The state after a tag's 64-byte prefix, computed once per process (thread-safe static
// initialization); each use then saves the two compressions of the prefix.
template <std::size_t N>
Sha256 tag_state(const char (&tag)[N]) {
    return tagged_hash_init(reinterpret_cast<const unsigned char*>(tag), N - 1);
}

const Sha256& tap_tweak_state() {
    static const Sha256 s = tag_state("TapTweak");
    return s;
}
const Sha256& tap_leaf_state() {
    static const Sha256 s = tag_state("TapLeaf");
    return s;
}
const Sha256& tap_branch_state() {
    static const Sha256 s = tag_state("TapBranch");
    return s;
}
const Sha256& tap_sighash_state() {
    static const Sha256 s = tag_state("TapSighash");
    return s;
}

}  // namespace

std::size_t compact_size_write(unsigned char out[9], std::uint64_t v) {
    if (v < 0xFD) {
        out[0] = static_cast<unsigned char>(v);
        return 1;
    }
    std::size_t n;
    if (v <= 0xFFFF) out[0] = 0xFD, n = 2;
    else if (v <= 0xFFFFFFFFu) out[0] = 0xFE, n = 4;
    else out[0] = 0xFF, n = 8;
    for (std::size_t i = 0; i < n; i++) out[1 + i] = static_cast<unsigned char>(v >> (8 * i));
    return 1 + n;
}

void tap_tweak_hash(unsigned char out32[32], const unsigned char internal32[32], const unsigned char* root32) {
    Sha256 h = tap_tweak_state();
    h.write(internal32, 32);
    if (root32) h.write(root32, 32);
    h.finalize(out32);
}

void tap_leaf_hash(unsigned char out32[32], unsigned leaf_version, const unsigned char* script, std::size_t len) {
    unsigned char pre[10];
    pre[0] = static_cast<unsigned char>(leaf_version);
    const std::size_t n = 1 + compact_size_write(pre + 1, len);
    Sha256 h = tap_leaf_state();
    h.write(pre, n);
    h.write(script, len);
    h.finalize(out32);
}

void tap_branch_hash(unsigned char out32[32], const unsigned char a32[32], const unsigned char b32[32]) {
    const bool swap = std::memcmp(b32, a32, 32) < 0;
    Sha256 h = tap_branch_state();
    h.write(swap ? b32 : a32, 32);
    h.write(swap ? a32 : b32, 32);
    h.finalize(out32);
}

Sha256 tap_sighash_init() { return tap_sighash_state(); }

TrStatus taproot_output_key(unsigned char out32[32], int* parity, const unsigned char internal32[32],
                            const unsigned char* root32) {
    Ge p, q, qx;
    if (!xonly_parse(p, internal32)) return TrStatus::bad_pubkey;
    unsigned char t[32];
    tap_tweak_hash(t, internal32, root32);
    if (!xonly_tweak_add(q, p, t)) return TrStatus::bad_tweak;  // t >= n or Q = infinity
    int par = 0;
    xonly_from_pubkey(qx, &par, q);
    xonly_serialize(out32, qx);
    if (parity) *parity = par;
    return TrStatus::ok;
}

TrStatus taproot_tweak_seckey(unsigned char out32[32], const unsigned char seckey32[32], const unsigned char* root32) {
    Keypair kp;
    // d and d*G in constant time; P = d*G is public (declassified by keypair_create), and
    // with it its parity and the tweak.
    if (!declassified(keypair_create(kp, seckey32))) {
        keypair_clear(kp);
        return TrStatus::bad_seckey;
    }
    Ge px;
    int odd = 0;
    keypair_xonly(px, &odd, kp);
    unsigned char x[32], t[32];
    xonly_serialize(x, px);
    tap_tweak_hash(t, x, root32);
    Scalar d = kp.seckey;
    scalar_cond_negate(d, odd);  // a mask-based negation: no branch even on this public flag
    const bool ok = declassified(seckey_scalar_tweak_add(d, t));  // false: t >= n or d' = 0
    if (ok) scalar_get_b32(out32, d);
    secure_wipe(d);
    keypair_clear(kp);
    return ok ? TrStatus::ok : TrStatus::bad_tweak;
}

TrStatus taproot_keypair_tweak(Keypair& kp, const unsigned char* root32) {
    Ge px;
    if (!declassified(keypair_is_valid(kp)) || !keypair_xonly(px, nullptr, kp)) return TrStatus::bad_seckey;
    unsigned char x[32], t[32];
    xonly_serialize(x, px);
    tap_tweak_hash(t, x, root32);
    // keypair_xonly_tweak_add: the conditional negation and the addition in constant time,
    // Q = lift(P) + t*G on the public side.
    return declassified(keypair_xonly_tweak_add(kp, t)) ? TrStatus::ok : TrStatus::bad_tweak;
}

}  // namespace ufsecp::taproot
