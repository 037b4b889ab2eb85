// ufsecp — BIP-374 DLEQ proofs; contract in dleq.hpp.
//
// Layer 6 (protocols).
#include "dleq/dleq.hpp"

#include <cstring>

#include "common/util.hpp"
#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_var.hpp"
#include "hash/sha256.hpp"
#include "hash/tagged_hash.hpp"

namespace ufsecp {

namespace {

template <std::size_t N>
Sha256 tagged(const char (&tag)[N]) {
    return tagged_hash_init(reinterpret_cast<const unsigned char*>(tag), N - 1);
}

// Compressed encoding of a finite point with normalized coordinates, without branches.
void compress_ct(unsigned char out33[33], const Ge& a) {
    out33[0] = static_cast<unsigned char>(0x02 | static_cast<unsigned>(fe_is_odd(a.y)));
    fe_get_b32(out33 + 1, a.x);
}
void compress_var(unsigned char out33[33], const Ge& a) {
    Ge t = a;
    fe_normalize_var(t.x);
    fe_normalize_var(t.y);
    compress_ct(out33, t);
}

void challenge(unsigned char e32[32], const unsigned char a33[33], const unsigned char b33[33],
               const unsigned char c33[33], const unsigned char g33[33], const unsigned char r1[33],
               const unsigned char r2[33], const unsigned char* msg32) {
    Sha256 h = tagged("BIP0374/challenge");
    h.write(a33, 33);
    h.write(b33, 33);
    h.write(c33, 33);
    h.write(g33, 33);
    h.write(r1, 33);
    h.write(r2, 33);
    if (msg32 != nullptr) h.write(msg32, 32);
    h.finalize(e32);
}

// k*P for the generator (g == nullptr, ecmult_gen) or another point (ecmult_const), affine.
// Constant time in k.
void mul_ct(Ge& out, const Ge* g, const Ge& p, const Scalar& k) {
    Gej rj;
    if (g == nullptr)
        ecmult_gen(rj, k);
    else
        ecmult_const(rj, p, k);
    ge_set_gej(out, rj);
    secure_wipe(rj);
}

}  // namespace

bool dleq_prove(unsigned char proof64[64], const Scalar& a, const Ge& b, const Ge* g, const unsigned char* aux32,
                const unsigned char* msg32, Ge* a_out, Ge* c_out) {
    const Ge& gp = g != nullptr ? *g : ge_generator();
    Ge A, C;
    mul_ct(A, g, gp, a);
    mul_ct(C, &b, b, a);
    unsigned char a33[33], b33[33], c33[33], g33[33];
    compress_ct(a33, A);  // A and C are public (the statement), so are their encodings
    compress_ct(c33, C);
    compress_var(b33, b);
    compress_var(g33, gp);

    static const unsigned char kZero[32] = {0};
    unsigned char t[32], ab[32], rand[32];
    Sha256 ha = tagged("BIP0374/aux");
    ha.write(aux32 != nullptr ? aux32 : kZero, 32);
    ha.finalize(t);
    scalar_get_b32(ab, a);
    for (int i = 0; i < 32; i++) t[i] ^= ab[i];
    Sha256 hn = tagged("BIP0374/nonce");
    hn.write(t, 32);
    hn.write(a33, 33);
    hn.write(c33, 33);
    if (msg32 != nullptr) hn.write(msg32, 32);
    hn.finalize(rand);

    Scalar k, one;
    scalar_set_int(one, 1);
    scalar_set_b32(k, rand, nullptr);
    int ok = (int)!scalar_is_zero(k);
    scalar_cmov(k, one, ok ^ 1);

    Ge R1, R2;
    mul_ct(R1, g, gp, k);
    mul_ct(R2, &b, b, k);
    unsigned char r1[33], r2[33], out[64];
    compress_ct(r1, R1);
    compress_ct(r2, R2);
    challenge(out, a33, b33, c33, g33, r1, r2, msg32);
    Scalar e, s;
    scalar_set_b32(e, out, nullptr);
    scalar_mul(s, e, a);
    scalar_add(s, s, k);
    scalar_get_b32(out + 32, s);

    secure_wipe(t, sizeof(t));
    secure_wipe(ab, sizeof(ab));
    secure_wipe(rand, sizeof(rand));
    secure_wipe(k);
    secure_wipe(s);
    secure_wipe(R1);
    secure_wipe(R2);

    if (!declassified(ok)) {
        std::memset(proof64, 0, 64);
        return false;
    }
    // The BIP's final self-check (public data from here on: the proof and the statement).
    declassify(out, sizeof(out));
    declassify(&A, sizeof(A));
    declassify(&C, sizeof(C));
    if (dleq_verify_var(out, A, b, C, g, msg32) != DleqVerify::kOk) {
        std::memset(proof64, 0, 64);
        return false;
    }
    std::memcpy(proof64, out, 64);
    if (a_out != nullptr) *a_out = A;
    if (c_out != nullptr) *c_out = C;
    return true;
}

DleqVerify dleq_verify_var(const unsigned char proof64[64], const Ge& a, const Ge& b, const Ge& c, const Ge* g,
                           const unsigned char* msg32) {
    const Ge& gp = g != nullptr ? *g : ge_generator();
    if (a.infinity || b.infinity || c.infinity || gp.infinity) return DleqVerify::kFailed;
    Scalar e, s, ne, zero;
    int overflow = 0;
    scalar_set_b32(s, proof64 + 32, &overflow);
    if (overflow) return DleqVerify::kBadS;
    scalar_set_b32(e, proof64, &overflow);
    if (overflow) return DleqVerify::kFailed;  // a hash compared as an integer: e >= n cannot match
    scalar_negate(ne, e);
    scalar_clear(zero);

    Gej aj, bj, cj, gj, r1j, r2j, t;
    gej_set_ge(aj, a);
    gej_set_ge(bj, b);
    gej_set_ge(cj, c);
    if (g == nullptr) {
        ecmult_var(r1j, aj, ne, s);  // s*G - e*A
    } else {
        gej_set_ge(gj, gp);
        ecmult_var(r1j, aj, ne, zero);
        ecmult_var(t, gj, s, zero);
        gej_add_var(r1j, r1j, t);
    }
    ecmult_var(r2j, cj, ne, zero);
    ecmult_var(t, bj, s, zero);
    gej_add_var(r2j, r2j, t);  // s*B - e*C
    if (gej_is_infinity(r1j) || gej_is_infinity(r2j)) return DleqVerify::kFailed;
    Ge r1, r2;
    ge_set_gej_var(r1, r1j);
    ge_set_gej_var(r2, r2j);
    unsigned char a33[33], b33[33], c33[33], g33[33], r1c[33], r2c[33], h[32];
    compress_var(a33, a);
    compress_var(b33, b);
    compress_var(c33, c);
    compress_var(g33, gp);
    compress_var(r1c, r1);
    compress_var(r2c, r2);
    challenge(h, a33, b33, c33, g33, r1c, r2c, msg32);
    return std::memcmp(h, proof64, 32) == 0 ? DleqVerify::kOk : DleqVerify::kFailed;
}

}  // namespace ufsecp
