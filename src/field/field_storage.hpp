// ufsecp — compact storage form of a field element, shared by both tiers.
//
// FeStorage holds a normalized value (< p) as four little-endian 64-bit words. It is
// the layout of every precomputed table, so one generated table serves both tiers;
// tables are scanned in this form (constant-time cmov over 32 bytes) and converted
// to the working representation once per lookup.
#pragma once

#include <cstdint>

#include "common/util.hpp"

namespace ufsecp {

struct FeStorage {
    std::uint64_t n[4];
};

// r = flag ? a : r, constant time. flag must be 0 or 1.
UFSECP_INLINE void fe_storage_cmov(FeStorage& r, const FeStorage& a, int flag) {
    const std::uint64_t mask = ct_mask64(flag);
    for (int i = 0; i < 4; i++) r.n[i] = (r.n[i] & ~mask) | (a.n[i] & mask);
}

}  // namespace ufsecp
