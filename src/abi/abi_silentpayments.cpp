// ufsecp — C ABI: BIP-352 silent payments (include/ufsecp/ufsecp_silentpayments.h).
// Arguments are checked first; outputs are written only after everything has succeeded;
// secret copies are wiped.
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <vector>

#include "abi/abi_util.hpp"
#include "group/group_sec1.hpp"
#include "silentpayments/silentpayments.hpp"
#include "ufsecp/ufsecp_silentpayments.h"

using namespace ufsecp;
using namespace ufsecp::sp;

static_assert(sizeof(ufsecp_sp_label) == sizeof(LabelEntry) && offsetof(ufsecp_sp_label, tweak32) == 33 &&
                  offsetof(LabelEntry, tweak32) == 33,
              "ufsecp_sp_label and sp::LabelEntry share one layout");
static_assert(sizeof(ufsecp_sp_found) == sizeof(Found) && offsetof(ufsecp_sp_found, tweak32) == offsetof(Found, tweak32) &&
                  offsetof(ufsecp_sp_found, label33) == offsetof(Found, label33) &&
                  offsetof(ufsecp_sp_found, has_label) == offsetof(Found, has_label),
              "ufsecp_sp_found and sp::Found share one layout (copied with memcpy)");

namespace {

ufsecp_status to_status(SpStatus s) {
    switch (s) {
        case SpStatus::ok: return UFSECP_OK;
        case SpStatus::bad_seckey: return UFSECP_ERR_BAD_SECKEY;
        case SpStatus::bad_pubkey: return UFSECP_ERR_BAD_PUBKEY;
        case SpStatus::infinity: return UFSECP_ERR_INFINITY;
        case SpStatus::bad_tweak: return UFSECP_ERR_BAD_TWEAK;
        case SpStatus::too_many: return UFSECP_ERR_SP_TOO_MANY_RECIPIENTS;
        case SpStatus::bad_arg: return UFSECP_ERR_BAD_ARG;
        case SpStatus::buffer_too_small: return UFSECP_ERR_BUFFER_TOO_SMALL;
        case SpStatus::bad_hrp: return UFSECP_ERR_BAD_HRP;
        case SpStatus::bad_checksum: return UFSECP_ERR_BAD_CHECKSUM;
        case SpStatus::bad_encoding: return UFSECP_ERR_BAD_ENCODING;
        case SpStatus::mixed_case: return UFSECP_ERR_MIXED_CASE;
        case SpStatus::bad_variant: return UFSECP_ERR_BAD_CHECKSUM_VARIANT;
        case SpStatus::bad_length: return UFSECP_ERR_BAD_LENGTH;
        case SpStatus::bad_version: return UFSECP_ERR_BAD_VERSION;
    }
    return UFSECP_ERR_BAD_ARG;
}

// The labels argument triple -> Labels, or BAD_ARG.
ufsecp_status make_labels(Labels& l, const ufsecp_sp_label* labels, size_t n_labels, ufsecp_sp_label_lookup lookup,
                          void* ctx) {
    if (n_labels != 0 && labels == nullptr) return UFSECP_ERR_NULL_ARG;
    if (lookup != nullptr && n_labels != 0) return UFSECP_ERR_BAD_ARG;
    const LabelEntry* t = reinterpret_cast<const LabelEntry*>(labels);
    if (!labels_sorted(t, n_labels)) return UFSECP_ERR_BAD_ARG;
    l.table = n_labels ? t : nullptr;
    l.n = n_labels;
    l.fn = lookup;
    l.ctx = ctx;
    return UFSECP_OK;
}

bool parse33(Ge& r, const unsigned char in33[33]) { return ge_parse_sec1(r, in33, 33); }

}  // namespace

extern "C" {

ufsecp_status ufsecp_sp_smallest_outpoint(unsigned char out36[36], const unsigned char* outpoints36, size_t n) {
    UFSECP_ARG_NONNULL(out36, outpoints36);
    if (n == 0) return UFSECP_ERR_BAD_LENGTH;
    const unsigned char* best = smallest_outpoint(outpoints36, n);
    std::memmove(out36, best, 36);
    return UFSECP_OK;
}

ufsecp_status ufsecp_sp_public_data(unsigned char out33[33], const unsigned char smallest_outpoint36[36],
                                    const unsigned char* xonly32s, size_t n_xonly, const unsigned char* plain33s,
                                    size_t n_plain) {
    UFSECP_ARG_NONNULL(out33, smallest_outpoint36);
    if ((n_xonly && !xonly32s) || (n_plain && !plain33s)) return UFSECP_ERR_NULL_ARG;
    Ge t;
    const SpStatus st = public_data(t, smallest_outpoint36, xonly32s, n_xonly, plain33s, n_plain);
    if (st != SpStatus::ok) return to_status(st);
    size_t len = 33;
    ge_serialize_sec1(out33, &len, t, true);
    return UFSECP_OK;
}

ufsecp_status ufsecp_sp_create_outputs(unsigned char* outputs32, const ufsecp_sp_recipient* recipients, size_t n,
                                       const unsigned char smallest_outpoint36[36], const unsigned char* tr_seckeys32,
                                       size_t n_tr, const unsigned char* plain_seckeys32, size_t n_plain) {
    UFSECP_ARG_NONNULL(outputs32, recipients, smallest_outpoint36);
    if ((n_tr && !tr_seckeys32) || (n_plain && !plain_seckeys32)) return UFSECP_ERR_NULL_ARG;
    if (n == 0) return UFSECP_ERR_BAD_LENGTH;
    UFSECP_ABI_GUARDED({
        std::vector<Recipient> r(n);
        for (size_t i = 0; i < n; i++)
            if (!abi::pubkey_load(r[i].scan, &recipients[i].scan) || !abi::pubkey_load(r[i].spend, &recipients[i].spend))
                return UFSECP_ERR_BAD_PUBKEY;
        return to_status(create_outputs(outputs32, r.data(), n, smallest_outpoint36, tr_seckeys32, n_tr,
                                        plain_seckeys32, n_plain));
    });
}

ufsecp_status ufsecp_sp_create_label(ufsecp_sp_label* out, const unsigned char scan_seckey[32], uint32_t m) {
    UFSECP_ARG_NONNULL(out, scan_seckey);
    if (!declassified(seckey_verify(scan_seckey))) return UFSECP_ERR_BAD_SECKEY;
    unsigned char t[32];
    label_tweak(t, scan_seckey, m);
    Ge p;
    if (!pubkey_create(p, t)) return UFSECP_ERR_BAD_TWEAK;  // a hash >= n or 0: ~2^-128
    declassify(&p, sizeof(p));
    size_t len = 33;
    ge_serialize_sec1(out->point33, &len, p, true);
    std::memcpy(out->tweak32, t, 32);
    return UFSECP_OK;
}

ufsecp_status ufsecp_sp_labeled_spend_pubkey(ufsecp_pubkey* out, const ufsecp_pubkey* spend,
                                             const unsigned char label_point33[33]) {
    UFSECP_ARG_NONNULL(out, spend, label_point33);
    Ge b, l;
    if (!abi::pubkey_load(b, spend) || !parse33(l, label_point33)) return UFSECP_ERR_BAD_PUBKEY;
    Gej r;
    gej_set_ge(r, b);
    gej_add_ge_var(r, r, l);
    if (gej_is_infinity(r)) return UFSECP_ERR_INFINITY;
    Ge a;
    ge_set_gej_var(a, r);
    fe_normalize_var(a.x);
    fe_normalize_var(a.y);
    abi::pubkey_save(out, a);
    return UFSECP_OK;
}

ufsecp_status ufsecp_sp_labels_sort(ufsecp_sp_label* labels, size_t n) {
    if (n == 0) return UFSECP_OK;
    UFSECP_ARG_NONNULL(labels);
    UFSECP_ABI_GUARDED({
        std::vector<ufsecp_sp_label> v(labels, labels + n);
        std::sort(v.begin(), v.end(), [](const ufsecp_sp_label& a, const ufsecp_sp_label& b) {
            return std::memcmp(a.point33, b.point33, 33) < 0;
        });
        for (size_t i = 1; i < n; i++)
            if (std::memcmp(v[i - 1].point33, v[i].point33, 33) == 0) return UFSECP_ERR_BAD_ARG;
        std::copy(v.begin(), v.end(), labels);
        return UFSECP_OK;
    });
}

ufsecp_status ufsecp_sp_address_encode(char* out, size_t* out_len, const ufsecp_pubkey* scan,
                                       const ufsecp_pubkey* spend, int testnet) {
    UFSECP_ARG_NONNULL(out_len, scan, spend);
    if (!out && *out_len != 0) return UFSECP_ERR_NULL_ARG;  // ufsecp.h: NULL is a size query only with 0
    if (testnet != 0 && testnet != 1) return UFSECP_ERR_BAD_ARG;
    Ge s, m;
    if (!abi::pubkey_load(s, scan) || !abi::pubkey_load(m, spend)) return UFSECP_ERR_BAD_PUBKEY;
    const size_t need = (testnet ? 117 : 116) + 1;
    if (*out_len < need) {
        *out_len = need;
        return UFSECP_ERR_BUFFER_TOO_SMALL;
    }
    char buf[kAddressMax + 1];
    const size_t len = address_encode(buf, s, m, testnet != 0);
    std::memcpy(out, buf, len + 1);
    *out_len = len;
    return UFSECP_OK;
}

ufsecp_status ufsecp_sp_address_decode(ufsecp_pubkey* scan, ufsecp_pubkey* spend, int* testnet, unsigned* version,
                                       const char* addr, size_t len) {
    UFSECP_ARG_NONNULL(scan, spend, testnet, addr);
    Ge s, m;
    bool test = false;
    unsigned v = 0;
    const SpStatus st = address_decode(s, m, test, v, addr, len);
    if (st != SpStatus::ok) return to_status(st);
    abi::pubkey_save(scan, s);
    abi::pubkey_save(spend, m);
    *testnet = test ? 1 : 0;
    if (version) *version = v;
    return UFSECP_OK;
}

ufsecp_status ufsecp_sp_scan(ufsecp_sp_found* found, size_t* n_found, const unsigned char scan_seckey[32],
                             const ufsecp_pubkey* spend, const unsigned char public_data33[33],
                             const unsigned char* outputs32, size_t n_outputs, const ufsecp_sp_label* labels,
                             size_t n_labels, ufsecp_sp_label_lookup lookup, void* lookup_ctx) {
    UFSECP_ARG_NONNULL(n_found, scan_seckey, spend, public_data33);
    if (n_outputs && (!found || !outputs32)) return UFSECP_ERR_NULL_ARG;
    Labels l;
    const ufsecp_status ls = make_labels(l, labels, n_labels, lookup, lookup_ctx);
    if (ls != UFSECP_OK) return ls;
    if (!declassified(seckey_verify(scan_seckey))) return UFSECP_ERR_BAD_SECKEY;
    Ge b, t;
    if (!abi::pubkey_load(b, spend) || !parse33(t, public_data33)) return UFSECP_ERR_BAD_PUBKEY;
    UFSECP_ABI_GUARDED({
        std::vector<OutputKey> keys(n_outputs);
        std::vector<Found> f(n_outputs);
        unsigned char ss[33];
        shared_secret(ss, scan_seckey, t);
        lift_outputs(keys.data(), outputs32, n_outputs, l.any());
        size_t nf = 0;
        SpStatus st;
#if defined(__cpp_exceptions)
        try {
            st = scan_from_secret(f.data(), &nf, ss, b, keys.data(), n_outputs, l);
        } catch (...) {
            secure_wipe(ss, sizeof(ss));
            throw;
        }
#else
        st = scan_from_secret(f.data(), &nf, ss, b, keys.data(), n_outputs, l);
#endif
        secure_wipe(ss, sizeof(ss));
        if (st != SpStatus::ok) return to_status(st);
        for (size_t i = 0; i < nf; i++) std::memcpy(&found[i], &f[i], sizeof(ufsecp_sp_found));
        *n_found = nf;
        return UFSECP_OK;
    });
}

ufsecp_status ufsecp_sp_scan_batch(ufsecp_sp_found* found, size_t found_cap, size_t* n_found,
                                   const unsigned char scan_seckey[32], const ufsecp_pubkey* spend,
                                   const ufsecp_sp_tx* txs, size_t n_tx, const ufsecp_sp_label* labels,
                                   size_t n_labels, ufsecp_sp_label_lookup lookup, void* lookup_ctx,
                                   unsigned threads) {
    UFSECP_ARG_NONNULL(scan_seckey, spend);
    if (n_tx && (!txs || !n_found)) return UFSECP_ERR_NULL_ARG;
    size_t total = 0;
    for (size_t i = 0; i < n_tx; i++) {
        if (!txs[i].public_data33 || (txs[i].n_outputs && !txs[i].outputs32)) return UFSECP_ERR_NULL_ARG;
        if (txs[i].n_outputs > SIZE_MAX - total) return UFSECP_ERR_BAD_LENGTH;
        total += txs[i].n_outputs;
    }
    if (total && !found) return UFSECP_ERR_NULL_ARG;
    if (threads == 0) return UFSECP_ERR_BAD_ARG;
    Labels l;
    const ufsecp_status ls = make_labels(l, labels, n_labels, lookup, lookup_ctx);
    if (ls != UFSECP_OK) return ls;
    if (!declassified(seckey_verify(scan_seckey))) return UFSECP_ERR_BAD_SECKEY;
    if (found_cap < total) return UFSECP_ERR_BUFFER_TOO_SMALL;
    Ge b;
    if (!abi::pubkey_load(b, spend)) return UFSECP_ERR_BAD_PUBKEY;
    if (n_tx == 0) return UFSECP_OK;
    UFSECP_ABI_GUARDED({
        std::vector<Ge> t(n_tx);
        std::vector<const unsigned char*> outs(n_tx);
        std::vector<size_t> counts(n_tx), offs(n_tx);
        size_t off = 0;
        std::vector<const unsigned char*> pd(n_tx);
        for (size_t i = 0; i < n_tx; i++) pd[i] = txs[i].public_data33;
        if (!parse_compressed_many(t.data(), pd.data(), n_tx)) return UFSECP_ERR_BAD_PUBKEY;
        for (size_t i = 0; i < n_tx; i++) {
            outs[i] = txs[i].outputs32;
            counts[i] = txs[i].n_outputs;
            offs[i] = off;
            off += counts[i];
        }
        std::vector<size_t> nf(n_tx);
        // scan_many writes found[] only on success, and only where it found something.
        const SpStatus st = scan_many(reinterpret_cast<unsigned char*>(found), nf.data(), scan_seckey, b, t.data(),
                                      outs.data(), counts.data(), offs.data(), n_tx, l, threads);
        if (st != SpStatus::ok) return to_status(st);
        std::copy(nf.begin(), nf.end(), n_found);
        return UFSECP_OK;
    });
}

ufsecp_status ufsecp_sp_shared_secret(unsigned char out33[33], const unsigned char scan_seckey[32],
                                      const unsigned char public_data33[33]) {
    UFSECP_ARG_NONNULL(out33, scan_seckey, public_data33);
    if (!declassified(seckey_verify(scan_seckey))) return UFSECP_ERR_BAD_SECKEY;
    Ge t;
    if (!parse33(t, public_data33)) return UFSECP_ERR_BAD_PUBKEY;
    unsigned char ss[33];
    shared_secret(ss, scan_seckey, t);
    std::memcpy(out33, ss, 33);
    secure_wipe(ss, sizeof(ss));
    return UFSECP_OK;
}

ufsecp_status ufsecp_sp_output_pubkey(unsigned char out32[32], const unsigned char shared_secret33[33],
                                      const ufsecp_pubkey* spend, uint32_t k) {
    UFSECP_ARG_NONNULL(out32, shared_secret33, spend);
    if (k >= kKmax) return UFSECP_ERR_BAD_ARG;
    Ge b, s;
    if (!abi::pubkey_load(b, spend) || !parse33(s, shared_secret33)) return UFSECP_ERR_BAD_PUBKEY;
    unsigned char o[32];
    if (!output_pubkey(o, shared_secret33, b, k)) return UFSECP_ERR_BAD_TWEAK;
    std::memcpy(out32, o, 32);
    return UFSECP_OK;
}

}  // extern "C"
