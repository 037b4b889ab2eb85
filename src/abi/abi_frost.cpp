// ufsecp — C ABI: FROST (include/ufsecp/ufsecp_frost.h). Arguments are checked, the session is
// built (it allocates: every entry point runs under no_throw), and outputs are written only
// after everything has succeeded; secret copies are wiped.
#include <cstdint>
#include <cstring>
#include <new>
#include <vector>

#include "abi/abi_util.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "frost/frost.hpp"
#include "schnorr/schnorr.hpp"
#include "taproot/taproot.hpp"
#include "ufsecp/ufsecp_frost.h"

using namespace ufsecp;
using namespace ufsecp::frost;

namespace {

ufsecp_status to_status(FStatus s) {
    switch (s) {
        case FStatus::ok: return UFSECP_OK;
        case FStatus::bad_arg: return UFSECP_ERR_BAD_ARG;
        case FStatus::bad_seckey: return UFSECP_ERR_BAD_SECKEY;
        case FStatus::bad_pubkey: return UFSECP_ERR_BAD_PUBKEY;
        case FStatus::bad_identifier: return UFSECP_ERR_FROST_BAD_IDENTIFIER;
        case FStatus::bad_pubnonce: return UFSECP_ERR_FROST_BAD_PUBNONCE;
        case FStatus::signer_missing: return UFSECP_ERR_FROST_SIGNER_MISSING;
        case FStatus::bad_share: return UFSECP_ERR_FROST_BAD_SHARE;
        case FStatus::bad_tweak: return UFSECP_ERR_BAD_TWEAK;
        case FStatus::bad_signature: return UFSECP_ERR_BAD_SIGNATURE;
        case FStatus::infinity: return UFSECP_ERR_INFINITY;
    }
    return UFSECP_ERR_BAD_ARG;
}

// Secnonce layout: magic (4) | suite (1) | 0 (3) | hiding (32) | binding (32) | pubnonce (66) | 0 (2).
constexpr unsigned char kMagic[4] = {0x2f, 0xa1, 0x73, 0x5e};
constexpr std::size_t kOffD = 8, kOffE = 40, kOffPub = 72;

bool suite_ok(int suite) { return suite == UFSECP_FROST_RFC9591 || suite == UFSECP_FROST_TR; }

// The list arguments: NULL checks (msg may be NULL when msg_len is 0).
bool lists_ok(const unsigned char* msg, std::size_t msg_len, const unsigned char* ids32,
              const unsigned char* pubnonces66) {
    return (msg != nullptr || msg_len == 0) && ids32 != nullptr && pubnonces66 != nullptr;
}

std::size_t sig_size(int suite) { return suite == UFSECP_FROST_TR ? 64 : 65; }

// Whether secnonce is live and made for suite (its magic and suite byte are public).
bool secnonce_live(const ufsecp_frost_secnonce* secnonce, int suite) {
    return std::memcmp(secnonce->data, kMagic, 4) == 0 && secnonce->data[4] == suite;
}

// The signer's own inputs: BAD_SECKEY, FROST_BAD_IDENTIFIER.
ufsecp_status sign_precheck(const unsigned char share32[32], const unsigned char id32[32]) {
    Scalar s;
    const bool ok = declassified(scalar_set_b32_seckey(s, share32) ? 1 : 0);
    secure_wipe(s);
    if (!ok) return UFSECP_ERR_BAD_SECKEY;
    Scalar id;
    if (!identifier_parse(id, id32)) return UFSECP_ERR_FROST_BAD_IDENTIFIER;
    return UFSECP_OK;
}

// Signing on a built session (share and identifier checked by sign_precheck, the secnonce live).
ufsecp_status sign_core(unsigned char sigshare32[32], ufsecp_frost_secnonce* secnonce,
                        const unsigned char share32[32], const unsigned char id32[32], const Session& ss) {
    const std::size_t i = session_find(ss, id32);
    if (i == ss.n || std::memcmp(ss.s()[i].enc, secnonce->data + kOffPub, 66) != 0)
        return UFSECP_ERR_FROST_SIGNER_MISSING;
    Scalar s, d, e, z;
    scalar_set_b32(s, share32, nullptr);
    scalar_set_b32(d, secnonce->data + kOffD, nullptr);
    scalar_set_b32(e, secnonce->data + kOffE, nullptr);
    secure_wipe(secnonce->data, sizeof secnonce->data);  // single use
    sign_share(z, ss, i, d, e, s);
    scalar_get_b32(sigshare32, z);
    secure_wipe(s);
    secure_wipe(d);
    secure_wipe(e);
    secure_wipe(z);
    return UFSECP_OK;
}

ufsecp_status verify_share_core(const unsigned char sigshare32[32], const unsigned char id32[32], const Ge& y,
                                const Session& ss) {
    const std::size_t i = session_find(ss, id32);
    if (i == ss.n) return UFSECP_ERR_FROST_SIGNER_MISSING;
    Scalar z;
    int overflow = 0;
    scalar_set_b32(z, sigshare32, &overflow);
    if (overflow || !verify_share(ss, i, z, y)) return UFSECP_ERR_FROST_BAD_SHARE;
    return UFSECP_OK;
}

// Aggregation on a built session (*sig_len checked by the caller). Allocates.
ufsecp_status aggregate_core(unsigned char* sig, size_t* sig_len, size_t* culprit, const Session& ss,
                             const unsigned char* sigshares32, const unsigned char* pubshares33) {
    const std::size_t n = ss.n;
    const Signer* sg = ss.s();
    // A share >= n is named first (in the caller's order), then shares and pubshares are taken
    // in sorted order.
    for (std::size_t ci = 0; ci < n; ci++) {
        if (!abi::tweak_in_range(sigshares32 + 32 * ci)) {
            if (culprit) *culprit = ci;
            return UFSECP_ERR_FROST_BAD_SHARE;
        }
    }
    std::vector<Scalar> z(n);
    std::vector<Ge> y(pubshares33 ? n : 0);
    Scalar sum;
    scalar_clear(sum);
    for (std::size_t k = 0; k < n; k++) {
        const std::size_t ci = sg[k].caller_index;
        scalar_set_b32(z[k], sigshares32 + 32 * ci, nullptr);
        if (pubshares33 && !element_parse(y[k], pubshares33 + 33 * ci)) return UFSECP_ERR_BAD_PUBKEY;
        scalar_add(sum, sum, z[k]);
    }
    unsigned char out[65];
    const std::size_t len = signature_build(out, ss, sum);
    if (pubshares33) {
        std::vector<Scalar> lambdas(n);
        lagrange_all(lambdas.data(), ss);
        if (!verify_shares_batch(ss, z.data(), y.data(), lambdas.data())) {
            // Name the first bad share in the caller's order.
            std::size_t bad = n;
            for (std::size_t k = 0; k < n; k++)
                if (sg[k].caller_index < bad && !verify_share(ss, k, z[k], y[k], &lambdas[k])) bad = sg[k].caller_index;
            if (bad == n) return UFSECP_ERR_VERIFY_FAILED;  // unreachable: the batch failed
            if (culprit) *culprit = bad;
            return UFSECP_ERR_FROST_BAD_SHARE;
        }
    }
    // The finished signature is always checked, with pubshares too: shares that each match a
    // public share still make an invalid signature when the public shares do not belong to the
    // group key (stale after a refresh, or another key's). One z*G = R + c*Q check (~25 us).
    if (!verify_sum(ss, sum)) return UFSECP_ERR_VERIFY_FAILED;
    std::memcpy(sig, out, len);
    *sig_len = len;
    return UFSECP_OK;
}

// The package's memory: aligned for Session (an array of uint64_t, or malloc's).
bool aligned(const void* p) { return reinterpret_cast<std::uintptr_t>(p) % alignof(std::uint64_t) == 0; }

constexpr std::uint32_t kPackageMagic = 0x46524f50u;  // "FROP"

// The session in a package made by ufsecp_frost_package_parse, or nullptr: misaligned, too
// short, never completed (magic), or fields that do not fit together (n, sizes, suite, flags,
// caller indices: what would index out of bounds). The package is public data; its points and
// scalars are the caller's memory and trusted as parse wrote them.
const Session* package_view(const ufsecp_frost_package* pkg, std::size_t pkg_size) {
    if (!aligned(pkg) || pkg_size < sizeof(Session)) return nullptr;
    const Session* ss = std::launder(reinterpret_cast<const Session*>(pkg));
    if (ss->magic != kPackageMagic || ss->n == 0 || ss->bytes != session_bytes(ss->n) || pkg_size < ss->bytes)
        return nullptr;
    if (!suite_ok(static_cast<int>(ss->suite))) return nullptr;
    const Signer* sg = ss->s();
    for (std::size_t k = 0; k < ss->n; k++)
        if (sg[k].caller_index >= ss->n) return nullptr;
    return ss;
}

}  // namespace

extern "C" {

// ---- key generation -------------------------------------------------------------------------

ufsecp_status ufsecp_frost_dealer_keygen(unsigned char* shares32, unsigned char* commitments33,
                                         unsigned char group_pk33[33], const unsigned char secret32[32],
                                         const unsigned char* coeffs32, size_t t, const unsigned char* ids32,
                                         size_t n) {
    UFSECP_ARG_NONNULL(shares32, commitments33, group_pk33, secret32, ids32);
    if (t > 1 && coeffs32 == nullptr) return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({
        if (t == 0 || n < t) return UFSECP_ERR_BAD_ARG;
        std::vector<unsigned char> sh(32 * n), cm(33 * t);
        const FStatus st = dealer_keygen(sh.data(), cm.data(), secret32, coeffs32, t, ids32, n);
        if (st == FStatus::ok) {
            std::memcpy(shares32, sh.data(), sh.size());
            std::memcpy(commitments33, cm.data(), cm.size());
            std::memcpy(group_pk33, cm.data(), 33);
        }
        secure_wipe(sh.data(), sh.size());
        return to_status(st);
    });
}

ufsecp_status ufsecp_frost_share_verify(unsigned char* pubshare33, const unsigned char id32[32],
                                        const unsigned char share32[32], const unsigned char* commitments33,
                                        size_t t) {
    UFSECP_ARG_NONNULL(id32, share32, commitments33);
    UFSECP_ABI_GUARDED({
        unsigned char p[33];
        const FStatus st = vss_verify(p, id32, share32, commitments33, t);
        if (st == FStatus::ok && pubshare33) std::memcpy(pubshare33, p, 33);
        return to_status(st);
    });
}

ufsecp_status ufsecp_frost_pubshare_from_commitments(unsigned char pubshare33[33], const unsigned char id32[32],
                                                     const unsigned char* commitments33, size_t t) {
    UFSECP_ARG_NONNULL(pubshare33, id32, commitments33);
    UFSECP_ABI_GUARDED({
        unsigned char p[33];
        const FStatus st = vss_pubshare(p, id32, commitments33, t);
        if (st == FStatus::ok) std::memcpy(pubshare33, p, 33);
        return to_status(st);
    });
}

// ---- share refresh ---------------------------------------------------------------------------

ufsecp_status ufsecp_frost_refresh_dealer(unsigned char* shares32, unsigned char* commitments33,
                                          const unsigned char* coeffs32, size_t t, const unsigned char* ids32,
                                          size_t n) {
    UFSECP_ARG_NONNULL(shares32, commitments33, coeffs32, ids32);
    UFSECP_ABI_GUARDED({
        if (t < 2 || n < t) return UFSECP_ERR_BAD_ARG;
        std::vector<unsigned char> sh(32 * n), cm(33 * (t - 1));
        const FStatus st = refresh_dealer(sh.data(), cm.data(), coeffs32, t, ids32, n);
        if (st == FStatus::ok) {
            std::memcpy(shares32, sh.data(), sh.size());
            std::memcpy(commitments33, cm.data(), cm.size());
        }
        secure_wipe(sh.data(), sh.size());
        return to_status(st);
    });
}

ufsecp_status ufsecp_frost_refresh_share(unsigned char new_share32[32], unsigned char new_pubshare33[33],
                                         const unsigned char old_share32[32], const unsigned char refresh_share32[32],
                                         const unsigned char id32[32], const unsigned char* commitments33, size_t t) {
    UFSECP_ARG_NONNULL(new_share32, new_pubshare33, old_share32, refresh_share32, id32, commitments33);
    UFSECP_ABI_GUARDED({
        unsigned char s[32], p[33];
        const FStatus st = refresh_share(s, p, old_share32, refresh_share32, id32, commitments33, t);
        if (st == FStatus::ok) {
            std::memcpy(new_share32, s, 32);
            std::memcpy(new_pubshare33, p, 33);
        }
        secure_wipe(s, sizeof s);
        return to_status(st);
    });
}

ufsecp_status ufsecp_frost_refresh_pubshare(unsigned char new_pubshare33[33], const unsigned char old_pubshare33[33],
                                            const unsigned char id32[32], const unsigned char* commitments33,
                                            size_t t) {
    UFSECP_ARG_NONNULL(new_pubshare33, old_pubshare33, id32, commitments33);
    UFSECP_ABI_GUARDED({
        unsigned char p[33];
        const FStatus st = refresh_pubshare(p, old_pubshare33, id32, commitments33, t);
        if (st == FStatus::ok) std::memcpy(new_pubshare33, p, 33);
        return to_status(st);
    });
}

// ---- signing ---------------------------------------------------------------------------------

ufsecp_status ufsecp_frost_nonce_gen(ufsecp_frost_secnonce* secnonce, unsigned char pubnonce66[66], int suite,
                                     const unsigned char share32[32], const unsigned char hiding_rand32[32],
                                     const unsigned char binding_rand32[32]) {
    UFSECP_ARG_NONNULL(secnonce, pubnonce66, share32, hiding_rand32, binding_rand32);
    if (!suite_ok(suite)) return UFSECP_ERR_BAD_ARG;
    Scalar s;
    if (!declassified(scalar_set_b32_seckey(s, share32) ? 1 : 0)) {
        secure_wipe(s);
        return UFSECP_ERR_BAD_SECKEY;
    }
    secure_wipe(s);
    const Suite su = static_cast<Suite>(suite);
    Scalar k[2];
    nonce_generate(k[0], su, hiding_rand32, share32);
    nonce_generate(k[1], su, binding_rand32, share32);
    unsigned char obj[sizeof secnonce->data] = {0};
    std::memcpy(obj, kMagic, 4);
    obj[4] = static_cast<unsigned char>(suite);
    for (int i = 0; i < 2; i++) {
        // A nonce of 0 has probability 2^-256 (its commitment would be the identity, which no
        // peer accepts); like libsecp256k1 we do not branch on it.
        scalar_get_b32(obj + (i == 0 ? kOffD : kOffE), k[i]);
        Gej pj;
        ecmult_gen(pj, k[i]);
        Ge p;
        ge_set_gej(p, pj);
        declassify(&p, sizeof p);  // the commitment is public
        if (p.infinity) {
            secure_wipe(obj, sizeof obj);
            secure_wipe(k, sizeof k);
            return UFSECP_ERR_BAD_SECKEY;
        }
        element_serialize(obj + kOffPub + 33 * i, p);
        secure_wipe(pj);
    }
    std::memcpy(secnonce->data, obj, sizeof obj);
    std::memcpy(pubnonce66, obj + kOffPub, 66);
    secure_wipe(obj, sizeof obj);
    secure_wipe(k, sizeof k);
    return UFSECP_OK;
}

ufsecp_status ufsecp_frost_sign(unsigned char sigshare32[32], ufsecp_frost_secnonce* secnonce, int suite,
                                const unsigned char share32[32], const unsigned char id32[32],
                                const unsigned char group_pk33[33], const unsigned char* tweak32,
                                const unsigned char* msg, size_t msg_len, const unsigned char* ids32,
                                const unsigned char* pubnonces66, size_t n) {
    UFSECP_ARG_NONNULL(sigshare32, secnonce, share32, id32, group_pk33);
    if (!lists_ok(msg, msg_len, ids32, pubnonces66)) return UFSECP_ERR_NULL_ARG;
    if (!suite_ok(suite)) return UFSECP_ERR_BAD_ARG;
    if (!secnonce_live(secnonce, suite)) return UFSECP_ERR_FROST_BAD_NONCE;
    UFSECP_ABI_GUARDED({
        const ufsecp_status pre = sign_precheck(share32, id32);
        if (pre != UFSECP_OK) return pre;
        SessionBuf sb;
        const FStatus st = session_init(sb, static_cast<Suite>(suite), group_pk33, tweak32, msg, msg_len, ids32,
                                        pubnonces66, n);
        if (st != FStatus::ok) return to_status(st);
        return sign_core(sigshare32, secnonce, share32, id32, sb.get());
    });
}

ufsecp_status ufsecp_frost_verify_share(int suite, const unsigned char sigshare32[32], const unsigned char id32[32],
                                        const unsigned char pubshare33[33], const unsigned char group_pk33[33],
                                        const unsigned char* tweak32, const unsigned char* msg, size_t msg_len,
                                        const unsigned char* ids32, const unsigned char* pubnonces66, size_t n) {
    UFSECP_ARG_NONNULL(sigshare32, id32, pubshare33, group_pk33);
    if (!lists_ok(msg, msg_len, ids32, pubnonces66)) return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({
        Scalar id;
        if (!identifier_parse(id, id32)) return UFSECP_ERR_FROST_BAD_IDENTIFIER;
        Ge y;
        if (!element_parse(y, pubshare33)) return UFSECP_ERR_BAD_PUBKEY;
        SessionBuf sb;
        const FStatus st = session_init(sb, static_cast<Suite>(suite), group_pk33, tweak32, msg, msg_len, ids32,
                                        pubnonces66, n);
        if (st != FStatus::ok) return to_status(st);
        return verify_share_core(sigshare32, id32, y, sb.get());
    });
}

ufsecp_status ufsecp_frost_aggregate(unsigned char* sig, size_t* sig_len, size_t* culprit, int suite,
                                     const unsigned char group_pk33[33], const unsigned char* tweak32,
                                     const unsigned char* msg, size_t msg_len, const unsigned char* ids32,
                                     const unsigned char* pubnonces66, const unsigned char* sigshares32,
                                     const unsigned char* pubshares33, size_t n) {
    UFSECP_ARG_NONNULL(sig_len, group_pk33, sigshares32);
    if (!lists_ok(msg, msg_len, ids32, pubnonces66)) return UFSECP_ERR_NULL_ARG;
    if (!suite_ok(suite)) return UFSECP_ERR_BAD_ARG;
    const std::size_t need = sig_size(suite);
    if (*sig_len < need) {
        *sig_len = need;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    if (sig == nullptr) return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({
        SessionBuf sb;
        const FStatus st = session_init(sb, static_cast<Suite>(suite), group_pk33, tweak32, msg, msg_len, ids32,
                                        pubnonces66, n);
        if (st != FStatus::ok) return to_status(st);
        return aggregate_core(sig, sig_len, culprit, sb.get(), sigshares32, pubshares33);
    });
}

// ---- the parsed signing package ---------------------------------------------------------------

ufsecp_status ufsecp_frost_package_size(size_t* size, size_t n) {
    UFSECP_ARG_NONNULL(size);
    const std::size_t b = session_bytes(n);
    if (n == 0 || b == SIZE_MAX) return UFSECP_ERR_BAD_ARG;
    *size = b;
    return UFSECP_OK;
}

ufsecp_status ufsecp_frost_package_parse(ufsecp_frost_package* pkg, size_t pkg_size, int suite,
                                         const unsigned char group_pk33[33], const unsigned char* tweak32,
                                         const unsigned char* msg, size_t msg_len, const unsigned char* ids32,
                                         const unsigned char* pubnonces66, size_t n) {
    UFSECP_ARG_NONNULL(pkg, group_pk33);
    if (!lists_ok(msg, msg_len, ids32, pubnonces66)) return UFSECP_ERR_NULL_ARG;
    if (!suite_ok(suite) || n == 0 || !aligned(pkg)) return UFSECP_ERR_BAD_ARG;
    const std::size_t need = session_bytes(n);
    if (need == SIZE_MAX) return UFSECP_ERR_BAD_ARG;
    if (pkg_size < need) return UFSECP_ERR_BUFFER_TOO_SMALL;
    UFSECP_ABI_GUARDED({
        SessionBuf sb;
        const FStatus st = session_init(sb, static_cast<Suite>(suite), group_pk33, tweak32, msg, msg_len, ids32,
                                        pubnonces66, n);
        if (st != FStatus::ok) return to_status(st);
        sb.get().magic = kPackageMagic;  // complete: only now (and only in the copy) is it usable
        std::memcpy(static_cast<void*>(pkg), sb.data(), need);
        return UFSECP_OK;
    });
}

ufsecp_status ufsecp_frost_package_sign(unsigned char sigshare32[32], ufsecp_frost_secnonce* secnonce,
                                        const unsigned char share32[32], const unsigned char id32[32],
                                        const ufsecp_frost_package* pkg, size_t pkg_size) {
    UFSECP_ARG_NONNULL(sigshare32, secnonce, share32, id32, pkg);
    const Session* ss = package_view(pkg, pkg_size);
    if (ss == nullptr) return UFSECP_ERR_BAD_SESSION;
    if (!secnonce_live(secnonce, static_cast<int>(ss->suite))) return UFSECP_ERR_FROST_BAD_NONCE;
    const ufsecp_status pre = sign_precheck(share32, id32);
    if (pre != UFSECP_OK) return pre;
    UFSECP_ABI_GUARDED({ return sign_core(sigshare32, secnonce, share32, id32, *ss); });
}

ufsecp_status ufsecp_frost_package_verify_share(const unsigned char sigshare32[32], const unsigned char id32[32],
                                                const unsigned char pubshare33[33], const ufsecp_frost_package* pkg,
                                                size_t pkg_size) {
    UFSECP_ARG_NONNULL(sigshare32, id32, pubshare33, pkg);
    const Session* ss = package_view(pkg, pkg_size);
    if (ss == nullptr) return UFSECP_ERR_BAD_SESSION;
    Scalar id;
    if (!identifier_parse(id, id32)) return UFSECP_ERR_FROST_BAD_IDENTIFIER;
    Ge y;
    if (!element_parse(y, pubshare33)) return UFSECP_ERR_BAD_PUBKEY;
    UFSECP_ABI_GUARDED({ return verify_share_core(sigshare32, id32, y, *ss); });
}

ufsecp_status ufsecp_frost_package_aggregate(unsigned char* sig, size_t* sig_len, size_t* culprit,
                                             const ufsecp_frost_package* pkg, size_t pkg_size,
                                             const unsigned char* sigshares32, const unsigned char* pubshares33) {
    UFSECP_ARG_NONNULL(sig_len, pkg, sigshares32);
    const Session* ss = package_view(pkg, pkg_size);
    if (ss == nullptr) return UFSECP_ERR_BAD_SESSION;
    const std::size_t need = sig_size(static_cast<int>(ss->suite));
    if (*sig_len < need) {
        *sig_len = need;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    if (sig == nullptr) return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({ return aggregate_core(sig, sig_len, culprit, *ss, sigshares32, pubshares33); });
}

ufsecp_status ufsecp_frost_verify(int suite, const unsigned char* sig, size_t sig_len, const unsigned char* msg,
                                  size_t msg_len, const unsigned char group_pk33[33], const unsigned char* tweak32) {
    UFSECP_ARG_NONNULL(sig, group_pk33);
    if (msg == nullptr && msg_len != 0) return UFSECP_ERR_NULL_ARG;
    if (!suite_ok(suite)) return UFSECP_ERR_BAD_ARG;
    Session ss;
    const FStatus st = key_init(ss, static_cast<Suite>(suite), group_pk33, tweak32);
    if (st != FStatus::ok) return to_status(st);
    if (suite == UFSECP_FROST_TR) {
        if (sig_len != 64) return UFSECP_ERR_BAD_LENGTH;
        unsigned char qx[32];
        fe_get_b32(qx, ss.q.x);
        return schnorr_verify_var(sig, msg, msg_len, qx) ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
    }
    if (sig_len != 65) return UFSECP_ERR_BAD_LENGTH;
    return verify_rfc9591(sig, msg, msg_len, group_pk33) ? UFSECP_OK : UFSECP_ERR_VERIFY_FAILED;
}

ufsecp_status ufsecp_frost_tr_output_key(unsigned char xonly32[32], const unsigned char group_pk33[33],
                                         const unsigned char* tweak32) {
    UFSECP_ARG_NONNULL(xonly32, group_pk33);
    Session ss;
    const FStatus st = key_init(ss, Suite::tr, group_pk33, tweak32);
    if (st != FStatus::ok) return to_status(st);
    fe_get_b32(xonly32, ss.q.x);
    return UFSECP_OK;
}

ufsecp_status ufsecp_frost_tr_taproot_tweak(unsigned char tweak32[32], const unsigned char group_pk33[33],
                                            const unsigned char* merkle_root32) {
    UFSECP_ARG_NONNULL(tweak32, group_pk33);
    Ge p;
    if (!element_parse(p, group_pk33)) return UFSECP_ERR_BAD_PUBKEY;
    unsigned char t[32];
    taproot::tap_tweak_hash(t, group_pk33 + 1, merkle_root32);
    if (!abi::tweak_in_range(t)) return UFSECP_ERR_BAD_TWEAK;
    std::memcpy(tweak32, t, 32);
    return UFSECP_OK;
}

}  // extern "C"

// ---- distributed key generation ---------------------------------------------------------------

extern "C" {

ufsecp_status ufsecp_frost_dkg_round1(unsigned char* commitments33, unsigned char* pok, size_t* pok_len, int suite,
                                      const unsigned char id32[32], const unsigned char* coeffs32, size_t t,
                                      const unsigned char nonce32[32]) {
    UFSECP_ARG_NONNULL(commitments33, pok_len, id32, coeffs32, nonce32);
    if (!suite_ok(suite)) return UFSECP_ERR_BAD_ARG;
    const std::size_t need = pok_size(static_cast<Suite>(suite));
    if (*pok_len < need) {
        *pok_len = need;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    if (pok == nullptr) return UFSECP_ERR_NULL_ARG;
    UFSECP_ABI_GUARDED({
        if (t == 0) return UFSECP_ERR_BAD_ARG;
        std::vector<unsigned char> cm(33 * t);
        unsigned char p[65];
        const FStatus st = dkg_commit(cm.data(), p, static_cast<Suite>(suite), id32, coeffs32, t, nonce32);
        if (st == FStatus::ok) {
            std::memcpy(commitments33, cm.data(), cm.size());
            std::memcpy(pok, p, need);
            *pok_len = need;
        }
        return to_status(st);
    });
}

ufsecp_status ufsecp_frost_dkg_round1_verify(size_t* culprit, int suite, const unsigned char* ids32,
                                             const unsigned char* commitments33, const unsigned char* poks, size_t n,
                                             size_t t) {
    UFSECP_ARG_NONNULL(ids32, commitments33, poks);
    if (!suite_ok(suite) || n == 0 || t == 0) return UFSECP_ERR_BAD_ARG;
    const Suite su = static_cast<Suite>(suite);
    UFSECP_ABI_GUARDED({
        size_t c = 0;
        const FStatus st = dkg_verify_packages(&c, su, ids32, commitments33, poks, n, t);
        if (st != FStatus::ok && culprit) *culprit = c;
        return to_status(st);
    });
}

ufsecp_status ufsecp_frost_dkg_round2_share(unsigned char share32[32], const unsigned char* coeffs32, size_t t,
                                            const unsigned char recipient_id32[32]) {
    UFSECP_ARG_NONNULL(share32, coeffs32, recipient_id32);
    unsigned char s[32];
    const FStatus st = poly_eval(s, coeffs32, t, recipient_id32);
    if (st == FStatus::ok) std::memcpy(share32, s, 32);
    secure_wipe(s, sizeof s);
    return to_status(st);
}

ufsecp_status ufsecp_frost_dkg_finalize(unsigned char share32[32], unsigned char pubshare33[33],
                                        unsigned char group_pk33[33], size_t* culprit, const unsigned char my_id32[32],
                                        const unsigned char* ids32, const unsigned char* commitments33,
                                        const unsigned char* shares32, size_t n, size_t t) {
    UFSECP_ARG_NONNULL(share32, pubshare33, group_pk33, my_id32, ids32, commitments33, shares32);
    UFSECP_ABI_GUARDED({
        unsigned char s[32], ps[33], gk[33];
        size_t c = 0;
        const FStatus st = dkg_finalize(s, ps, gk, &c, my_id32, ids32, commitments33, shares32, n, t);
        if (st == FStatus::ok) {
            std::memcpy(share32, s, 32);
            std::memcpy(pubshare33, ps, 33);
            std::memcpy(group_pk33, gk, 33);
        } else if (culprit && (st == FStatus::bad_share || st == FStatus::bad_pubkey)) {
            *culprit = c;
        }
        secure_wipe(s, sizeof s);
        return to_status(st);
    });
}

ufsecp_status ufsecp_frost_dkg_group_commitments(unsigned char* out33, const unsigned char* commitments33, size_t n,
                                                 size_t t) {
    UFSECP_ARG_NONNULL(out33, commitments33);
    UFSECP_ABI_GUARDED({
        if (n == 0 || t == 0) return UFSECP_ERR_BAD_ARG;
        std::vector<unsigned char> o(33 * t);
        const FStatus st = dkg_sum_commitments(o.data(), commitments33, n, t);
        if (st == FStatus::ok) std::memcpy(out33, o.data(), o.size());
        return to_status(st);
    });
}

}  // extern "C"
