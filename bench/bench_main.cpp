// ufsecp-bench — one benchmark program for ufsecp, against libsecp256k1 where pkg-config
// found it at configure time.
//
//   ufsecp-bench                 the report: public operations of both libraries
//                                interleaved, block-validation estimates, batch section
//   ufsecp-bench --internals     field, scalar and point arithmetic (both field tiers)
//   ufsecp-bench --all           the report and the internals
//   ufsecp-bench --icount [OPS]  instructions per operation of both libraries (callgrind)
// Options: --json PATH (results as JSON: name, unit, value + machine, compiler, flags,
// commit), --quick (fewer and shorter blocks, fewer batch sizes), --blocks N (>= 5),
// --block-ms MS, --wall (wall-clock instead of thread CPU time), --no-batch,
// --iters N (calls per operation under --icount), OPS = comma-separated names.
// Method: bench_util.hpp; per-section details at the top of each bench_*.cpp.
#include <sys/utsname.h>
#include <unistd.h>

#include <fstream>
#include <string>
#include <thread>
#include <type_traits>

#include "bench_util.hpp"
#include "field/field.hpp"
#include "hash/sha256.hpp"

#ifndef UFSECP_BENCH_COMPILER
#define UFSECP_BENCH_COMPILER "unknown"
#endif
#ifndef UFSECP_BENCH_FLAGS
#define UFSECP_BENCH_FLAGS "unknown"
#endif
#ifndef UFSECP_BENCH_COMMIT
#define UFSECP_BENCH_COMMIT "unknown"
#endif
#ifndef UFSECP_LIBSECP_VERSION
#define UFSECP_LIBSECP_VERSION "not found"
#endif

namespace ufsecp_bench {

namespace {

std::string run_cmd(const std::string& cmd) {
    std::string out;
    if (FILE* p = popen(cmd.c_str(), "r")) {
        char buf[256];
        while (std::fgets(buf, sizeof buf, p)) out += buf;
        pclose(p);
    }
    while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
    return out;
}

std::string cpu_model() {
    std::ifstream f("/proc/cpuinfo");
    std::string line;
    while (std::getline(f, line))
        if (line.rfind("model name", 0) == 0) {
            const auto c = line.find(':');
            return c == std::string::npos ? line : line.substr(c + 2);
        }
    utsname u;
    return uname(&u) == 0 ? u.machine : "unknown";
}

}  // namespace

Meta meta() {
    static const Meta m = [] {
        Meta r;
        r.machine = cpu_model() + ", " + std::to_string(std::thread::hardware_concurrency()) + " logical CPUs";
        r.compiler = UFSECP_BENCH_COMPILER;
        r.flags = UFSECP_BENCH_FLAGS;
        // The commit at run time (the sources may have moved on since configuring), with
        // "-dirty" for uncommitted changes; the configure-time commit where git is missing.
        std::string c;
#if defined(UFSECP_SOURCE_DIR)
        c = run_cmd("git -C '" UFSECP_SOURCE_DIR "' describe --always --dirty --abbrev=12 2>/dev/null");
#endif
        r.commit = c.empty() ? std::string(UFSECP_BENCH_COMMIT) : c;
        r.libsecp = UFSECP_LIBSECP_VERSION;
        r.field_tier = std::is_same_v<ufsecp::Fe, ufsecp::Fe26> ? "10x26" : "5x52";
        r.sha256 = ufsecp::sha256_implementation();
        return r;
    }();
    return m;
}

std::string json_escape(const std::string& s) {
    std::string r;
    for (char c : s) {
        if (c == '"' || c == '\\') r += '\\', r += c;
        else if ((unsigned char)c < 0x20) r += ' ';
        else r += c;
    }
    return r;
}

bool Report::write_json(const std::string& path) const {
    FILE* f = std::fopen(path.c_str(), "w");
    if (!f) return false;
    const Meta m = meta();
    std::fprintf(f, "{\n  \"meta\": {\"machine\": \"%s\", \"compiler\": \"%s\", \"flags\": \"%s\", \"commit\": \"%s\",\n",
                 json_escape(m.machine).c_str(), json_escape(m.compiler).c_str(), json_escape(m.flags).c_str(),
                 json_escape(m.commit).c_str());
    std::fprintf(f, "           \"libsecp256k1\": \"%s\", \"field\": \"%s\", \"sha256\": \"%s\"},\n  \"results\": [\n",
                 json_escape(m.libsecp).c_str(), m.field_tier.c_str(), m.sha256.c_str());
    for (std::size_t i = 0; i < records_.size(); i++)
        std::fprintf(f, "    {\"name\": \"%s\", \"unit\": \"%s\", \"value\": %.6g}%s\n",
                     json_escape(records_[i].name).c_str(), records_[i].unit.c_str(), records_[i].value,
                     i + 1 < records_.size() ? "," : "");
    std::fprintf(f, "  ]\n}\n");
    return std::fclose(f) == 0;
}

}  // namespace ufsecp_bench

int main(int argc, char** argv) {
    using namespace ufsecp_bench;
    Options o;
    bool report = true, internals = false, batch = true, icount = false;
    auto usage = [&]() {
        std::fprintf(stderr,
                     "usage: %s [--internals | --all | --icount [OPS]] [--json PATH] [--quick] [--blocks N]\n"
                     "          [--block-ms MS] [--wall] [--no-batch] [--iters N]\n",
                     argv[0]);
        std::exit(2);
    };
    for (int i = 1; i < argc; i++) {
        const std::string a = argv[i];
        auto value = [&]() -> const char* {
            if (i + 1 >= argc) usage();
            return argv[++i];
        };
        if (a == "--internals") report = false, internals = true;
        else if (a == "--all") internals = true;
        else if (a == "--icount") {
            icount = true;
            if (i + 1 < argc && argv[i + 1][0] != '-') o.icount_filter = argv[++i];
            if (o.icount_filter == "all") o.icount_filter.clear();
        } else if (a == "--json") o.json_path = value();
        else if (a == "--quick") o.quick = true;
        else if (a == "--blocks") o.blocks = std::atoi(value());
        else if (a == "--block-ms") o.block_ms = std::atof(value());
        else if (a == "--wall") o.wall = true;
        else if (a == "--no-batch") batch = false;
        else if (a == "--iters") o.icount_iters = (unsigned)std::atoi(value());
        else usage();
    }
    if (o.quick) {
        o.blocks = std::min(o.blocks, 5);
        o.block_ms = std::min(o.block_ms, 1.0);
        o.warmup = 1;
    }
    if (o.blocks < 5) die("--blocks must be at least 5");
    if (o.block_ms <= 0 || o.icount_iters < 1) die("--block-ms and --iters must be positive");
    if (icount) return run_icount(o, argc, argv);

    const Meta m = meta();
    std::printf("ufsecp-bench: ufsecp (field %s, SHA-256 %s) vs libsecp256k1 %s\n", m.field_tier.c_str(),
                m.sha256.c_str(), m.libsecp.c_str());
    std::printf("machine: %s\ncompiler: %s\nflags: %s\ncommit: %s\n", m.machine.c_str(), m.compiler.c_str(),
                m.flags.c_str(), m.commit.c_str());
    std::printf("method: %d timed blocks per side after %d warm-up, interleaved A B A B; median and IQR of %s\n",
                o.blocks, o.warmup, o.wall ? "wall-clock time" : "thread CPU time");
    Report r;
    if (report) {
        VerifyCosts c;
        section_api(o, r, c);
        section_blocks(o, r, c);
        if (batch) section_batch(o, r);
    }
    if (internals) section_internals(o, r);
    if (!o.json_path.empty()) {
        if (!r.write_json(o.json_path)) die("cannot write the JSON file");
        std::printf("\nJSON: %s\n", o.json_path.c_str());
    }
    return 0;
}
