// ufsecp — ufsecp against libsecp256k1, measured in the same process (plain program).
//
// Layer: benchmarks (top; may include every internal layer). Built with
// -DUFSECP_BUILD_BENCH=ON as ufsecp_bench_compare; scripts/bench.sh runs it.
//
// Method: for each operation the two sides run alternately in blocks (warm-up blocks
// first, then A B A B ... for --blocks blocks each, default 31; one block = --ops
// operations, default 256, one pass over a pool of 256 distinct keys/messages).
// Each block gives a time per operation; we report the median per side and the
// interquartile spread, and the ratio libsecp/ufsecp (> 1: ufsecp is faster).
// Interleaving makes slow drifts (frequency scaling, other load) hit both sides alike.
// Blocks are timed in thread CPU time by default (--wall: wall-clock time instead): on
// a shared machine the scheduler can pause the process in the middle of either side's
// block, and wall time would charge that pause to whichever side was running.
//
// Before timing, every ufsecp result is checked against libsecp256k1 (public keys,
// ECDH x coordinates, signature verification), so a fast wrong answer cannot pass.
//
// Built without libsecp256k1 (not found by pkg-config), it times the ufsecp side only
// and says so.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_var.hpp"
#include "field/field.hpp"
#include "group/group.hpp"
#include "scalar/scalar.hpp"

#include "ufsecp/ufsecp.h"

#if defined(UFSECP_HAVE_LIBSECP)
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_recovery.h>
#include <secp256k1_schnorrsig.h>
#endif

namespace {

using namespace ufsecp;

constexpr std::size_t kPool = 256;

// Results are folded into this so no side's work can be optimized away.
volatile std::uint64_t g_sink;

[[noreturn]] void die(const char* what) {
    std::fprintf(stderr, "bench_compare: %s\n", what);
    std::exit(1);
}

// SplitMix64: fixed seed, the same pools every run.
class Gen {
public:
    explicit Gen(std::uint64_t seed) : s_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    void bytes32(unsigned char out[32]) {
        for (int i = 0; i < 4; i++) write_be64(out + 8 * i, next());
    }

private:
    std::uint64_t s_;
};

struct Key {
    unsigned char b[32];
};

// A valid secret key: 0 < k < n.
Key random_seckey(Gen& g) {
    Key k;
    for (;;) {
        g.bytes32(k.b);
        Scalar s;
        int overflow = 0;
        scalar_set_b32(s, k.b, &overflow);
        if (!overflow && !scalar_is_zero(s)) return k;
    }
}

// Affine point from its 64-byte x||y encoding (as libsecp256k1 serializes it after
// the 0x04 prefix). Dies if the coordinates are not a point on the curve.
Ge ge_from_xy_bytes(const unsigned char* xy) {
    Fe x, y;
    if (!fe_set_b32_limit(x, xy) || !fe_set_b32_limit(y, xy + 32)) die("coordinate >= p");
    Ge p;
    ge_set_xy(p, x, y);
    if (!ge_is_valid_var(p)) die("point not on the curve");
    return p;
}

// Affine result of a Jacobian point, normalized, as 64 bytes x||y.
void gej_to_xy_bytes(unsigned char* out, const Gej& a) {
    Ge p;
    ge_set_gej(p, a);  // normalizes x and y
    fe_get_b32(out, p.x);
    fe_get_b32(out + 32, p.y);
}

// The ECDSA verification equation as libsecp256k1's secp256k1_ecdsa_verify evaluates
// it, on already-parsed inputs (its secp256k1_ecdsa_signature and secp256k1_pubkey
// are parsed too): u1 = m/s, u2 = r/s, R = u1*G + u2*P, accept iff x(R) == r,
// compared projectively (r*Z^2 == X) so no inversion. libsecp256k1 also rejects a
// high s and, when x(R) >= n is possible, tries r + n; neither matters for timing
// (the second branch runs only on a failed first comparison).
struct VerifyInput {
    Scalar r, s;
    Fe r_fe;                  // r as a field element (r < n < p)
    unsigned char msg[32];
    GeStorage pub;
};

bool ufsecp_verify(const VerifyInput& in) {
    Scalar m, sinv, u1, u2;
    scalar_set_b32(m, in.msg, nullptr);
    scalar_inverse_var(sinv, in.s);
    scalar_mul(u1, m, sinv);
    scalar_mul(u2, in.r, sinv);
    Ge p;
    ge_from_storage(p, in.pub);
    Gej pj, rj;
    gej_set_ge(pj, p);
    ecmult_var(rj, pj, u2, u1);
    if (gej_is_infinity(rj)) return false;
    Fe zz, t, x = rj.x;
    fe_sqr(zz, rj.z);
    fe_mul(t, in.r_fe, zz);
    fe_normalize_weak(x);
    return fe_equal_var(t, x);
}

// ---- timing ------------------------------------------------------------------------

struct Options {
    int blocks = 31;
    int warmup = 3;
    std::size_t ops = kPool;
    bool wall = false;  // time blocks by the wall clock instead of thread CPU time
};

// The clock for blocks, set once from the options before anything is timed.
bool g_wall_clock = false;

// Nanoseconds on the chosen clock. Thread CPU time (CLOCK_THREAD_CPUTIME_ID, ns
// resolution on Linux) counts only time this thread ran; where the platform lacks it,
// the wall clock is used.
std::int64_t clock_ns() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
    if (!g_wall_clock) {
        timespec ts;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return (std::int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
    }
#endif
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

const char* clock_name() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
    if (!g_wall_clock) return "thread CPU time";
#endif
    return "wall-clock time";
}

struct Spread {
    double median, p25, p75;
};

Spread spread(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    auto at = [&](double q) {
        const double pos = q * (double)(v.size() - 1);
        const std::size_t lo = (std::size_t)pos;
        const std::size_t hi = std::min(lo + 1, v.size() - 1);
        return v[lo] + (v[hi] - v[lo]) * (pos - (double)lo);
    };
    return {at(0.5), at(0.25), at(0.75)};
}

// One side of a comparison: run(i) performs the operation on pool item i and returns
// something derived from the result.
template <class Fn>
double time_block(Fn& run, std::size_t ops, std::size_t& cursor) {
    std::uint64_t acc = 0;
    const std::int64_t t0 = clock_ns();
    for (std::size_t k = 0; k < ops; k++) {
        acc += run(cursor);
        cursor = (cursor + 1) % kPool;
    }
    const std::int64_t t1 = clock_ns();
    g_sink = g_sink + acc;
    return (double)(t1 - t0) / (double)ops;
}

void print_header(bool with_libsecp) {
    if (with_libsecp) {
        std::printf("%-26s %12s %7s %12s %7s %9s\n", "operation", "ufsecp ns", "iqr", "libsecp ns", "iqr",
                    "lib/ufs");
    } else {
        std::printf("%-26s %12s %7s\n", "operation", "ufsecp ns", "iqr");
    }
}

std::string iqr_pct(const Spread& s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * (s.p75 - s.p25) / s.median);
    return buf;
}

template <class FA, class FB>
void compare(const Options& o, const char* name, FA ufs, FB lib) {
    std::size_t ca = 0, cb = 0;
    for (int w = 0; w < o.warmup; w++) {
        time_block(ufs, o.ops, ca);
        time_block(lib, o.ops, cb);
    }
    std::vector<double> ta, tb;
    for (int b = 0; b < o.blocks; b++) {
        ta.push_back(time_block(ufs, o.ops, ca));
        tb.push_back(time_block(lib, o.ops, cb));
    }
    const Spread a = spread(ta), l = spread(tb);
    std::printf("%-26s %12.0f %7s %12.0f %7s %9.3f\n", name, a.median, iqr_pct(a).c_str(), l.median,
                iqr_pct(l).c_str(), l.median / a.median);
    std::fflush(stdout);
}

template <class FA>
void time_alone(const Options& o, const char* name, FA ufs) {
    std::size_t ca = 0;
    for (int w = 0; w < o.warmup; w++) time_block(ufs, o.ops, ca);
    std::vector<double> ta;
    for (int b = 0; b < o.blocks; b++) ta.push_back(time_block(ufs, o.ops, ca));
    const Spread a = spread(ta);
    std::printf("%-26s %12.0f %7s\n", name, a.median, iqr_pct(a).c_str());
    std::fflush(stdout);
}

const char* field_tier() { return std::is_same_v<Fe, Fe26> ? "10x26" : "5x52"; }
const char* scalar_tier() { return std::is_same_v<Scalar, Scalar32> ? "8x32" : "4x64"; }

Options parse_args(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; i++) {
        const std::string a = argv[i];
        auto value = [&]() -> long {
            if (i + 1 >= argc) die("missing value after an option");
            return std::strtol(argv[++i], nullptr, 10);
        };
        if (a == "--blocks") {
            o.blocks = (int)value();
        } else if (a == "--ops") {
            o.ops = (std::size_t)value();
        } else if (a == "--warmup") {
            o.warmup = (int)value();
        } else if (a == "--wall") {
            o.wall = true;
        } else {
            std::fprintf(stderr, "usage: %s [--blocks N (>= 11)] [--ops N] [--warmup N] [--wall]\n", argv[0]);
            std::exit(2);
        }
    }
    if (o.blocks < 11) die("--blocks must be at least 11");
    if (o.ops < 1) die("--ops must be positive");
    if (o.warmup < 0) die("--warmup must be >= 0");
    g_wall_clock = o.wall;
    return o;
}

}  // namespace

#if defined(UFSECP_HAVE_LIBSECP)
namespace {
// ECDH "hash" that hands back x unchanged, so libsecp256k1's ECDH is k*P plus
// serialization, with no SHA-256 (ufsecp's side computes the same x).
int ecdh_copy_x(unsigned char* output, const unsigned char* x32, const unsigned char* y32, void* data) {
    (void)y32;
    (void)data;
    std::memcpy(output, x32, 32);
    return 1;
}

void need(bool ok, const char* what) {
    if (!ok) die(what);
}

// The public operations through each library's C API, on the same keys and messages.
// Each side starts from what a caller holds: 32-byte secret keys, 32-byte messages,
// parsed public keys (ufsecp_pubkey / secp256k1_pubkey), 64-byte signatures; where one
// library needs an extra parse that the other does inside its call, the extra parse is
// timed too (named in the notes printed below the table).
void compare_c_api(const Options& o, secp256k1_context* ctx, Gen& g) {
    struct Item {
        Key sk, msg, aux;
        ufsecp_pubkey pk;
        ufsecp_keypair kp;
        unsigned char xonly[32], sig[64], schnorr[64];
        int recid;
        secp256k1_pubkey lpk;
        secp256k1_keypair lkp;
        secp256k1_ecdsa_signature lsig;
        secp256k1_ecdsa_recoverable_signature lrsig;
    };
    std::vector<Item> it(kPool);
    for (std::size_t i = 0; i < kPool; i++) {
        Item& x = it[i];
        x.sk = random_seckey(g);
        g.bytes32(x.msg.b);
        g.bytes32(x.aux.b);
        need(ufsecp_pubkey_create(&x.pk, x.sk.b) == UFSECP_OK, "ufsecp_pubkey_create");
        need(ufsecp_keypair_create(&x.kp, x.sk.b) == UFSECP_OK, "ufsecp_keypair_create");
        need(ufsecp_keypair_xonly_pubkey(x.xonly, nullptr, &x.kp) == UFSECP_OK, "xonly");
        need(ufsecp_ecdsa_sign_recoverable(x.sig, &x.recid, x.msg.b, x.sk.b, nullptr) == UFSECP_OK, "sign");
        need(ufsecp_schnorr_sign(x.schnorr, x.msg.b, 32, &x.kp, x.aux.b) == UFSECP_OK, "schnorr sign");
        need(secp256k1_ec_pubkey_create(ctx, &x.lpk, x.sk.b), "pubkey_create");
        need(secp256k1_keypair_create(ctx, &x.lkp, x.sk.b), "keypair_create");
        need(secp256k1_ecdsa_sign(ctx, &x.lsig, x.msg.b, x.sk.b, nullptr, nullptr), "secp256k1_ecdsa_sign");
        need(secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &x.lrsig, x.sig, x.recid), "parse");
        // The same bytes from both libraries, before anything is timed.
        unsigned char lsig64[64], lsch[64];
        need(secp256k1_ecdsa_signature_serialize_compact(ctx, lsig64, &x.lsig), "serialize");
        need(std::memcmp(lsig64, x.sig, 64) == 0, "MISMATCH: ECDSA signatures differ");
        need(secp256k1_schnorrsig_sign32(ctx, lsch, x.msg.b, &x.lkp, x.aux.b), "schnorrsig_sign32");
        need(std::memcmp(lsch, x.schnorr, 64) == 0, "MISMATCH: BIP-340 signatures differ");
    }
    auto at = [&](std::size_t i) -> Item& { return it[i]; };
    auto peer = [&](std::size_t i) -> Item& { return it[(i + 1) % kPool]; };

    std::printf("\nC API, each library's public functions (same keys and messages):\n");
    print_header(true);
    compare(
        o, "pubkey create",
        [&](std::size_t i) -> std::uint64_t {
            ufsecp_pubkey pk;
            return (std::uint64_t)ufsecp_pubkey_create(&pk, at(i).sk.b) + pk.data[0];
        },
        [&](std::size_t i) -> std::uint64_t {
            secp256k1_pubkey pk;
            return (std::uint64_t)secp256k1_ec_pubkey_create(ctx, &pk, at(i).sk.b) + pk.data[0];
        });
    compare(
        o, "ECDSA sign",
        [&](std::size_t i) -> std::uint64_t {
            unsigned char sig[64];
            return (std::uint64_t)ufsecp_ecdsa_sign(sig, at(i).msg.b, at(i).sk.b, nullptr) + sig[0];
        },
        [&](std::size_t i) -> std::uint64_t {
            secp256k1_ecdsa_signature sig;
            unsigned char out[64];
            const int ok = secp256k1_ecdsa_sign(ctx, &sig, at(i).msg.b, at(i).sk.b, nullptr, nullptr);
            secp256k1_ecdsa_signature_serialize_compact(ctx, out, &sig);
            return (std::uint64_t)ok + out[0];
        });
    compare(
        o, "ECDSA verify",
        [&](std::size_t i) -> std::uint64_t {
            return ufsecp_ecdsa_verify(at(i).sig, at(i).msg.b, &at(i).pk) == UFSECP_OK;
        },
        [&](std::size_t i) -> std::uint64_t {
            secp256k1_ecdsa_signature sig;
            secp256k1_ecdsa_signature_parse_compact(ctx, &sig, at(i).sig);
            return (std::uint64_t)secp256k1_ecdsa_verify(ctx, &sig, at(i).msg.b, &at(i).lpk);
        });
    compare(
        o, "ECDSA recover",
        [&](std::size_t i) -> std::uint64_t {
            ufsecp_pubkey pk;
            return (std::uint64_t)ufsecp_ecdsa_recover(&pk, at(i).sig, at(i).recid, at(i).msg.b) + pk.data[0];
        },
        [&](std::size_t i) -> std::uint64_t {
            secp256k1_ecdsa_recoverable_signature rs;
            secp256k1_pubkey pk;
            secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &rs, at(i).sig, at(i).recid);
            return (std::uint64_t)secp256k1_ecdsa_recover(ctx, &pk, &rs, at(i).msg.b) + pk.data[0];
        });
    compare(
        o, "Schnorr sign",
        [&](std::size_t i) -> std::uint64_t {
            unsigned char sig[64];
            return (std::uint64_t)ufsecp_schnorr_sign(sig, at(i).msg.b, 32, &at(i).kp, at(i).aux.b) + sig[0];
        },
        [&](std::size_t i) -> std::uint64_t {
            unsigned char sig[64];
            return (std::uint64_t)secp256k1_schnorrsig_sign32(ctx, sig, at(i).msg.b, &at(i).lkp, at(i).aux.b) +
                   sig[0];
        });
    compare(
        o, "Schnorr verify",
        [&](std::size_t i) -> std::uint64_t {
            return ufsecp_schnorr_verify(at(i).schnorr, at(i).msg.b, 32, at(i).xonly) == UFSECP_OK;
        },
        [&](std::size_t i) -> std::uint64_t {
            secp256k1_xonly_pubkey xk;
            const int parsed = secp256k1_xonly_pubkey_parse(ctx, &xk, at(i).xonly);
            return (std::uint64_t)(parsed & secp256k1_schnorrsig_verify(ctx, at(i).schnorr, at(i).msg.b, 32, &xk));
        });
    compare(
        o, "ECDH (SHA-256 output)",
        [&](std::size_t i) -> std::uint64_t {
            unsigned char out[32];
            return (std::uint64_t)ufsecp_ecdh(out, &peer(i).pk, at(i).sk.b) + out[0];
        },
        [&](std::size_t i) -> std::uint64_t {
            unsigned char out[32];
            return (std::uint64_t)secp256k1_ecdh(ctx, out, &peer(i).lpk, at(i).sk.b, nullptr, nullptr) + out[0];
        });
    std::printf(
        "  libsecp side also parses: the compact signature (ECDSA verify, recover) and the\n"
        "  x-only key (Schnorr verify), which ufsecp's calls take as bytes and parse inside.\n"
        "  ufsecp re-validates its opaque public keys on every call; libsecp256k1 does not.\n");
}
}  // namespace
#endif

int main(int argc, char** argv) {
    const Options o = parse_args(argc, argv);
    Gen g(0x636f6d70617265ull);

    // Pools: secret keys for k*G, (secret, point) pairs for k*P, and signed messages.
    std::vector<Key> sk_gen(kPool), sk_dh(kPool), sk_sig(kPool), msg(kPool);
    for (std::size_t i = 0; i < kPool; i++) {
        sk_gen[i] = random_seckey(g);
        sk_dh[i] = random_seckey(g);
        sk_sig[i] = random_seckey(g);
        g.bytes32(msg[i].b);
    }
    std::vector<Key> pt_keys(kPool);  // secret keys of the ECDH points P
    for (auto& k : pt_keys) k = random_seckey(g);

    std::vector<GeStorage> dh_points(kPool);
    std::vector<VerifyInput> vin(kPool);
    std::vector<Gej> var_points(kPool);   // verification keys, Jacobian (z = 1)
    std::vector<Scalar> var_a(kPool), var_b(kPool);  // u2, u1 of each signature

#if defined(UFSECP_HAVE_LIBSECP)
#if defined(SECP256K1_CONTEXT_NONE)
    secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
#else
    secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_SIGN | SECP256K1_CONTEXT_VERIFY);
#endif
    {
        unsigned char seed[32];
        g.bytes32(seed);
        if (!secp256k1_context_randomize(ctx, seed)) die("secp256k1_context_randomize failed");
    }
    std::vector<secp256k1_pubkey> lib_dh_pub(kPool), lib_sig_pub(kPool);
    std::vector<secp256k1_ecdsa_signature> lib_sig(kPool);

    for (std::size_t i = 0; i < kPool; i++) {
        unsigned char ser[65];
        std::size_t len = sizeof ser;

        // Check 1: k*G agrees with secp256k1_ec_pubkey_create.
        secp256k1_pubkey pk;
        if (!secp256k1_ec_pubkey_create(ctx, &pk, sk_gen[i].b)) die("pubkey_create failed");
        secp256k1_ec_pubkey_serialize(ctx, ser, &len, &pk, SECP256K1_EC_UNCOMPRESSED);
        {
            Scalar k;
            scalar_set_b32(k, sk_gen[i].b, nullptr);
            Gej r;
            ecmult_gen(r, k);
            unsigned char xy[64];
            gej_to_xy_bytes(xy, r);
            if (std::memcmp(xy, ser + 1, 64) != 0) die("MISMATCH: ecmult_gen differs from secp256k1_ec_pubkey_create");
        }

        // ECDH points P (libsecp256k1 parsed pubkeys; ufsecp storage form).
        if (!secp256k1_ec_pubkey_create(ctx, &lib_dh_pub[i], pt_keys[i].b)) die("pubkey_create failed");
        len = sizeof ser;
        secp256k1_ec_pubkey_serialize(ctx, ser, &len, &lib_dh_pub[i], SECP256K1_EC_UNCOMPRESSED);
        Ge p = ge_from_xy_bytes(ser + 1);
        ge_to_storage(dh_points[i], p);

        // Check 2: k*P agrees with secp256k1_ecdh's x.
        {
            unsigned char lib_x[32], xy[64];
            if (!secp256k1_ecdh(ctx, lib_x, &lib_dh_pub[i], sk_dh[i].b, ecdh_copy_x, nullptr)) die("ecdh failed");
            Scalar k;
            scalar_set_b32(k, sk_dh[i].b, nullptr);
            Gej r;
            ecmult_const(r, p, k);
            gej_to_xy_bytes(xy, r);
            if (std::memcmp(xy, lib_x, 32) != 0) die("MISMATCH: ecmult_const differs from secp256k1_ecdh");
        }

        // Signatures made by libsecp256k1; ufsecp gets the same (r, s, msg, key).
        if (!secp256k1_ec_pubkey_create(ctx, &lib_sig_pub[i], sk_sig[i].b)) die("pubkey_create failed");
        if (!secp256k1_ecdsa_sign(ctx, &lib_sig[i], msg[i].b, sk_sig[i].b, nullptr, nullptr)) die("sign failed");
        unsigned char rs[64];
        secp256k1_ecdsa_signature_serialize_compact(ctx, rs, &lib_sig[i]);
        VerifyInput& v = vin[i];
        int overflow = 0;
        scalar_set_b32(v.r, rs, &overflow);
        if (overflow) die("r overflow");
        scalar_set_b32(v.s, rs + 32, &overflow);
        if (overflow) die("s overflow");
        fe_set_b32_mod(v.r_fe, rs);
        std::memcpy(v.msg, msg[i].b, 32);
        len = sizeof ser;
        secp256k1_ec_pubkey_serialize(ctx, ser, &len, &lib_sig_pub[i], SECP256K1_EC_UNCOMPRESSED);
        const Ge q = ge_from_xy_bytes(ser + 1);
        ge_to_storage(v.pub, q);
        gej_set_ge(var_points[i], q);
    }
#else
    // No libsecp256k1: make the signatures with ufsecp's own scalar arithmetic,
    // s = (m + r*d)/k with r = x(k*G) mod n.
    for (std::size_t i = 0; i < kPool; i++) {
        Scalar d, k, m, r, s, kinv;
        scalar_set_b32(d, sk_sig[i].b, nullptr);
        const Key nonce = random_seckey(g);
        scalar_set_b32(k, nonce.b, nullptr);
        scalar_set_b32(m, msg[i].b, nullptr);
        Gej rj;
        ecmult_gen(rj, k);
        unsigned char xy[64];
        gej_to_xy_bytes(xy, rj);
        scalar_set_b32(r, xy, nullptr);  // x mod n
        scalar_mul(s, r, d);
        scalar_add(s, s, m);
        scalar_inverse(kinv, k);
        scalar_mul(s, s, kinv);
        VerifyInput& v = vin[i];
        v.r = r;
        v.s = s;
        unsigned char rb[32];
        scalar_get_b32(rb, r);
        fe_set_b32_mod(v.r_fe, rb);
        std::memcpy(v.msg, msg[i].b, 32);
        Gej pj;
        ecmult_gen(pj, d);
        gej_to_xy_bytes(xy, pj);
        const Ge q = ge_from_xy_bytes(xy);
        ge_to_storage(v.pub, q);
        gej_set_ge(var_points[i], q);

        Scalar pk;
        scalar_set_b32(pk, pt_keys[i].b, nullptr);
        ecmult_gen(pj, pk);
        gej_to_xy_bytes(xy, pj);
        ge_to_storage(dh_points[i], ge_from_xy_bytes(xy));
    }
#endif

    // The scalars of each verification's double multiplication, u2 (for P) and u1 (for G).
    for (std::size_t i = 0; i < kPool; i++) {
        Scalar m, sinv;
        scalar_set_b32(m, vin[i].msg, nullptr);
        scalar_inverse_var(sinv, vin[i].s);
        scalar_mul(var_b[i], m, sinv);
        scalar_mul(var_a[i], vin[i].r, sinv);
    }

    // Check 3: the verification equation holds for every signature and fails for a
    // changed message (this exercises ecmult_var against signatures made elsewhere).
    for (std::size_t i = 0; i < kPool; i++) {
        if (!ufsecp_verify(vin[i])) die("MISMATCH: ufsecp rejects a valid signature");
        VerifyInput bad = vin[i];
        bad.msg[31] ^= 1;
        if (ufsecp_verify(bad)) die("MISMATCH: ufsecp accepts a signature on a changed message");
#if defined(UFSECP_HAVE_LIBSECP)
        if (!secp256k1_ecdsa_verify(ctx, &lib_sig[i], msg[i].b, &lib_sig_pub[i])) die("libsecp256k1 rejects its own signature");
#endif
    }

    // ---- the ufsecp sides ----------------------------------------------------------
    // k*G: what secp256k1_ec_pubkey_create does: parse the key, k*G, to affine
    // (normalized), store (64 bytes).
    auto ufs_gen = [&](std::size_t i) -> std::uint64_t {
        Scalar k;
        int overflow = 0;
        scalar_set_b32(k, sk_gen[i].b, &overflow);
        Gej rj;
        ecmult_gen(rj, k);
        Ge r;
        ge_set_gej(r, rj);  // normalizes x and y
        GeStorage st;
        ge_to_storage(st, r);
        return st.x.n[0] + (std::uint64_t)overflow;
    };
    // k*P: what secp256k1_ecdh does before hashing: load P from storage, parse the
    // key, k*P (constant time), to affine (normalized), serialize x and y.
    auto ufs_const = [&](std::size_t i) -> std::uint64_t {
        Ge p;
        ge_from_storage(p, dh_points[i]);
        Scalar k;
        int overflow = 0;
        scalar_set_b32(k, sk_dh[i].b, &overflow);
        Gej rj;
        ecmult_const(rj, p, k);
        Ge r;
        ge_set_gej(r, rj);  // normalizes x and y
        unsigned char x[32], y[32];
        fe_get_b32(x, r.x);
        fe_get_b32(y, r.y);
        return (std::uint64_t)x[0] + y[0] + (std::uint64_t)overflow;
    };
    // a*G + b*P alone: ecmult_var on the very scalars and keys the verification uses.
    auto ufs_var = [&](std::size_t i) -> std::uint64_t {
        Gej r;
        ecmult_var(r, var_points[i], var_a[i], var_b[i]);
        return r.x.n[0];
    };
    auto ufs_verify = [&](std::size_t i) -> std::uint64_t { return ufsecp_verify(vin[i]) ? 1 : 0; };

    std::printf("ufsecp (field %s, scalar %s) vs ", field_tier(), scalar_tier());
#if defined(UFSECP_HAVE_LIBSECP)
    std::printf("libsecp256k1 %s (system library, pkg-config)\n", UFSECP_LIBSECP_VERSION);
    std::printf("%d blocks x %zu ops per side, interleaved ufsecp/libsecp, after %d warm-up blocks; "
                "medians in ns/op of %s\n",
                o.blocks, o.ops, o.warmup, clock_name());
    std::printf("results checked against libsecp256k1 first: %zu public keys, %zu ECDH x, %zu signatures\n\n",
                kPool, kPool, kPool);
    print_header(true);

    auto lib_gen = [&](std::size_t i) -> std::uint64_t {
        secp256k1_pubkey pk;
        const int ok = secp256k1_ec_pubkey_create(ctx, &pk, sk_gen[i].b);
        return pk.data[0] + (std::uint64_t)ok;
    };
    auto lib_ecdh = [&](std::size_t i) -> std::uint64_t {
        unsigned char x[32];
        const int ok = secp256k1_ecdh(ctx, x, &lib_dh_pub[i], sk_dh[i].b, ecdh_copy_x, nullptr);
        return (std::uint64_t)x[0] + (std::uint64_t)ok;
    };
    auto lib_verify = [&](std::size_t i) -> std::uint64_t {
        return (std::uint64_t)secp256k1_ecdsa_verify(ctx, &lib_sig[i], msg[i].b, &lib_sig_pub[i]);
    };

    compare(o, "k*G   pubkey_create", ufs_gen, lib_gen);
    compare(o, "k*P   ecdh (x only)", ufs_const, lib_ecdh);
    compare(o, "aG+bP ecmult_var|verify", ufs_var, lib_verify);
    compare(o, "aG+bP verify-equivalent", ufs_verify, lib_verify);

    std::printf(
        "\nwhat each row runs (lib/ufs > 1 means ufsecp is faster):\n"
        "  k*G   ufsecp: scalar_set_b32, ecmult_gen, ge_set_gej (to affine, normalized), ge_to_storage\n"
        "        libsecp: secp256k1_ec_pubkey_create (the same steps plus its key checks)\n"
        "  k*P   ufsecp: ge_from_storage, scalar_set_b32, ecmult_const, ge_set_gej, x and y to bytes\n"
        "        libsecp: secp256k1_ecdh with a hash callback that copies x (no SHA-256)\n"
        "  aG+bP ecmult_var|verify: ufsecp ecmult_var ALONE (same keys and u1, u2 as the signatures)\n"
        "        against the whole secp256k1_ecdsa_verify, which also loads the key, inverts s,\n"
        "        computes u1 = m/s and u2 = r/s and compares x: a first sighting, not like for like\n"
        "  aG+bP verify-equivalent: ufsecp does those same steps (scalar inverse_var, two scalar\n"
        "        muls, ge_from_storage, ecmult_var, projective x check) on parsed signatures,\n"
        "        against secp256k1_ecdsa_verify on parsed signatures (libsecp also checks low s)\n");
    compare_c_api(o, ctx, g);
    secp256k1_context_destroy(ctx);
#else
    std::printf("(libsecp256k1 not found at build time: ufsecp timings only, no comparison)\n");
    std::printf("%d blocks x %zu ops after %d warm-up blocks; medians in ns/op of %s\n\n", o.blocks, o.ops,
                o.warmup, clock_name());
    print_header(false);
    time_alone(o, "k*G   pubkey_create", ufs_gen);
    time_alone(o, "k*P   ecdh (x only)", ufs_const);
    time_alone(o, "aG+bP ecmult_var", ufs_var);
    time_alone(o, "aG+bP verify-equivalent", ufs_verify);
#endif
    return 0;
}
