// ufsecp — a heap buffer for secret bytes (normalized mnemonics and passphrases), wiped when
// it dies. Its size is fixed at construction: it never reallocates, so no unwiped copy is
// left behind. Allocation failure throws std::bad_alloc (the C ABI turns it into
// UFSECP_ERR_NO_MEMORY).
//
// Layer 1. Includes only common/.
#pragma once

#include <cstddef>
#include <memory>

#include "common/util.hpp"

namespace ufsecp {

template <class T = unsigned char>
class SecretBuf {
public:
    SecretBuf() = default;
    // n zeroed elements (at least one is allocated, so data() is never NULL).
    explicit SecretBuf(std::size_t n) : p_(new T[n ? n : 1]()), cap_(n ? n : 1), size_(n) {}
    SecretBuf(SecretBuf&& o) noexcept : p_(std::move(o.p_)), cap_(o.cap_), size_(o.size_) { o.cap_ = o.size_ = 0; }
    SecretBuf& operator=(SecretBuf&& o) noexcept {
        wipe();
        p_ = std::move(o.p_);
        cap_ = o.cap_;
        size_ = o.size_;
        o.cap_ = o.size_ = 0;
        return *this;
    }
    SecretBuf(const SecretBuf&) = delete;
    SecretBuf& operator=(const SecretBuf&) = delete;
    ~SecretBuf() { wipe(); }

    T* data() { return p_.get(); }
    const T* data() const { return p_.get(); }
    std::size_t size() const { return size_; }
    // Shortens the logical size (the memory is kept and wiped at the end).
    void truncate(std::size_t n) {
        UFSECP_CHECK(n <= cap_);
        size_ = n;
    }
    T& operator[](std::size_t i) { return p_[i]; }
    const T& operator[](std::size_t i) const { return p_[i]; }

private:
    void wipe() {
        if (p_) secure_wipe(p_.get(), cap_ * sizeof(T));
    }
    std::unique_ptr<T[]> p_;
    std::size_t cap_ = 0, size_ = 0;
};

}  // namespace ufsecp
