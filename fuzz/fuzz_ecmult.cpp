// Fuzz target (internal layers): ufsecp's own paths against each other, on fuzzer-chosen
// scalars and points. Properties: constant-time k*P (ecmult_const) equals variable-time k*P
// (ecmult_var); constant-time k*G (ecmult_gen) equals variable-time k*G; both field tiers
// (5x52 and 10x26, where the compiler has unsigned __int128) give the same bytes for
// multiply, square, inverse (constant-time and variable-time, which must agree), square root
// and half.
#include "ecmult/ecmult_const.hpp"
#include "ecmult/ecmult_gen.hpp"
#include "ecmult/ecmult_var.hpp"
#include "field/field.hpp"
#include "fuzz_util.hpp"
#include "group/group.hpp"

using namespace ufsecp_fuzz;

namespace {

using ufsecp::Fe;
using ufsecp::Ge;
using ufsecp::Gej;
using ufsecp::Scalar;

bool same_point(const Gej& a, const Gej& b) { return ufsecp::gej_eq_var(a, b); }

void check_ecmult(Input& in) {
    unsigned char kb[32], xb[32];
    in.take(kb, 32);
    in.take(xb, 32);
    Scalar k, zero;
    int overflow = 0;
    ufsecp::scalar_set_b32(k, kb, &overflow);
    ufsecp::scalar_set_int(zero, 0);
    Fe x;
    Ge p;
    ufsecp::fe_set_b32_mod(x, xb);
    if (!ufsecp::ge_set_xo_var(p, x, in.byte() & 1)) return;
    Gej pj, a, b;
    ufsecp::gej_set_ge(pj, p);
    ufsecp::ecmult_const(a, p, k);
    ufsecp::ecmult_var(b, pj, k, zero);
    FUZZ_CHECK(same_point(a, b), "ecmult_const == ecmult_var");
    ufsecp::ecmult_gen(a, k);
    ufsecp::ecmult_var(b, pj, zero, k);
    FUZZ_CHECK(same_point(a, b), "ecmult_gen == ecmult_var");
}

template <class F>
void field_ops(const unsigned char ab[32], const unsigned char bb[32], unsigned char out[7][32], bool sq[1]) {
    F a, b, r, s;
    ufsecp::fe_set_b32_mod(a, ab);
    ufsecp::fe_set_b32_mod(b, bb);
    ufsecp::fe_mul(r, a, b);
    ufsecp::fe_normalize(r);
    ufsecp::fe_get_b32(out[0], r);
    ufsecp::fe_sqr(r, a);
    ufsecp::fe_normalize(r);
    ufsecp::fe_get_b32(out[1], r);
    ufsecp::fe_inv(r, a);
    ufsecp::fe_normalize(r);
    ufsecp::fe_get_b32(out[2], r);
    ufsecp::fe_inv_var(s, a);
    ufsecp::fe_normalize(s);
    ufsecp::fe_get_b32(out[3], s);
    sq[0] = ufsecp::fe_sqrt(r, a);
    ufsecp::fe_normalize(r);
    ufsecp::fe_get_b32(out[4], r);
    r = a;
    ufsecp::fe_half(r);
    ufsecp::fe_normalize(r);
    ufsecp::fe_get_b32(out[5], r);
    FUZZ_CHECK(ufsecp::fe_is_square_var(a) == sq[0], "is_square == sqrt succeeded");
    r = a;
    ufsecp::fe_add(r, b);
    ufsecp::fe_normalize(r);
    ufsecp::fe_get_b32(out[6], r);
}

void check_field(Input& in) {
    unsigned char ab[32], bb[32];
    in.take(ab, 32);
    in.take(bb, 32);
    unsigned char o26[7][32];
    bool s26[1];
    field_ops<ufsecp::Fe26>(ab, bb, o26, s26);
    FUZZ_CHECK(std::memcmp(o26[2], o26[3], 32) == 0, "fe_inv == fe_inv_var (10x26)");
#if defined(UFSECP_HAVE_INT128)
    unsigned char o52[7][32];
    bool s52[1];
    field_ops<ufsecp::Fe52>(ab, bb, o52, s52);
    FUZZ_CHECK(std::memcmp(o26, o52, sizeof o26) == 0 && s26[0] == s52[0], "5x52 == 10x26");
#endif
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    if (in.byte() & 1) check_field(in);
    else check_ecmult(in);
    return 0;
}
