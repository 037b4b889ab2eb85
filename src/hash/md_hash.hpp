// ufsecp — the Merkle-Damgard frame shared by SHA-256, SHA-512 and RIPEMD-160: a chaining
// state, a block buffer and a byte count; write() feeds whole blocks to the hash's
// compression function and buffers the rest; finalize() pads (0x80, zeros, the bit count),
// compresses the last block(s), stores the digest and wipes the object.
//
// Layer 1 (hashing). Includes only common/.
//
// Contract: a plain value type (copy it to fork a hash after a common prefix); write() takes
// any number of bytes in any number of calls ((nullptr, 0) included); finalize() writes
// kDigestSize bytes and then wipes the object (all zero), so secret input does not linger;
// a finalized object must be re-assigned before reuse. Control flow and addresses depend
// only on lengths, which are public. Messages up to 2^64 - 1 bytes.
//
// A hash supplies its traits T: Word (the state's word type), kWords, kBlock, kDigest,
// kInit[kWords], compress(state, blocks, nblocks), store_length(dst, bytes) (the padding's
// length field, kLengthBytes long at the end of the last block) and store_digest(out, state).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "common/util.hpp"

namespace ufsecp {

template <class T>
class MdHash {
public:
    using Word = typename T::Word;
    static constexpr std::size_t kBlockSize = T::kBlock, kDigestSize = T::kDigest;

    MdHash() : buf_{}, bytes_(0) {
        for (int i = 0; i < T::kWords; i++) s_[i] = T::kInit[i];
    }

    void write(const unsigned char* data, std::size_t len) {
        if (len == 0) return;  // also makes (nullptr, 0) legal
        std::size_t fill = (std::size_t)(bytes_ % kBlockSize);
        bytes_ += len;
        if (fill != 0) {
            const std::size_t take = kBlockSize - fill;
            if (len < take) {
                std::memcpy(buf_ + fill, data, len);
                return;
            }
            std::memcpy(buf_ + fill, data, take);
            T::compress(s_, buf_, 1);
            data += take;
            len -= take;
        }
        if (len >= kBlockSize) {
            const std::size_t nblocks = len / kBlockSize;
            T::compress(s_, data, nblocks);
            data += nblocks * kBlockSize;
            len -= nblocks * kBlockSize;
        }
        if (len != 0) std::memcpy(buf_, data, len);
    }

    void finalize(unsigned char* out) {
        constexpr std::size_t kRoom = kBlockSize - T::kLengthBytes;  // bytes before the length field
        std::size_t fill = (std::size_t)(bytes_ % kBlockSize);
        buf_[fill++] = 0x80;
        if (fill > kRoom) {  // no room for the length: it goes in an extra block
            std::memset(buf_ + fill, 0, kBlockSize - fill);
            T::compress(s_, buf_, 1);
            fill = 0;
        }
        std::memset(buf_ + fill, 0, kRoom - fill);
        T::store_length(buf_ + kRoom, bytes_);
        T::compress(s_, buf_, 1);
        T::store_digest(out, s_);
        clear();
    }

    // Overwrite the whole object with zeros (not a valid hash state afterwards). Member by
    // member: each piece is at most a block, which compilers store with a few vector moves,
    // where one memset of the whole object becomes `rep stos`, whose start-up cost would
    // dominate short hashes (HMAC and the RFC 6979 DRBG wipe several objects per call).
    void clear() {
        secure_wipe(s_, sizeof(s_));
        secure_wipe(buf_, sizeof(buf_));
        secure_wipe(&bytes_, sizeof(bytes_));
    }

    // Bytes written so far (including those represented by a resumed midstate).
    std::uint64_t bytes_hashed() const { return bytes_; }

protected:
    Word s_[T::kWords];
    unsigned char buf_[T::kBlock];  // bytes_ % kBlock pending bytes of the current block
    std::uint64_t bytes_;
};

}  // namespace ufsecp
