// Exit status 0 when this CPU can run the named field backend (src/field/field_backend.hpp),
// 77 otherwise (ctest's "skipped"). tests/ct.cmake runs it outside valgrind, whose CPUID
// hides ADX, before checking the MULX build under valgrind.
#include <cstring>

#include "field/field_backend.hpp"

int main(int argc, char** argv) {
    using ufsecp::FieldBackend;
    const FieldBackend b = (argc > 1 && std::strcmp(argv[1], "mulx") == 0) ? FieldBackend::mulx : FieldBackend::portable;
    return ufsecp::field_backend_available(b) ? 0 : 77;
}
