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

#include <algorithm>
#include <ctime>
#include <fstream>
#include <string>
#include <thread>
#include <type_traits>

#include "bench_util.hpp"
#include "field/field.hpp"
#include "field/field_backend.hpp"
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
#define UFSECP_LIBSECP_VERSION "libsecp256k1: none (UFSECP_REFERENCE=none)"
#define UFSECP_LIBSECP_PATH ""
#define UFSECP_LIBSECP_OLD 0
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
        r.libsecp_path = UFSECP_LIBSECP_PATH;
        r.libsecp_old = UFSECP_LIBSECP_OLD != 0;
        char date[64];
        const std::time_t t = std::time(nullptr);
        std::tm tm{};
        gmtime_r(&t, &tm);
        std::strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S UTC", &tm);
        r.date = date;
        r.field_tier = std::is_same_v<ufsecp::Fe, ufsecp::Fe26> ? "10x26" : "5x52";
        r.sha256 = ufsecp::sha256_implementation();
        return r;
    }();
    return m;
}

void print_reference(const Meta& m) {
    if (!have_libsecp()) {
        std::printf("reference: none (built with UFSECP_REFERENCE=none): ufsecp alone\n");
        return;
    }
    std::printf("reference: %s, linked from %s\n", m.libsecp.c_str(), m.libsecp_path.c_str());
    if (m.libsecp_old)
        std::printf("WARNING: this libsecp256k1 is an old release: current releases (0.7.1, Debian's newest) are about\n"
                    "  1.2x faster at verification and 1.35-1.5x at signing and key creation, so ratios against it\n"
                    "  overstate ufsecp's lead. scripts/bench.sh compares against 0.7.1 (installed into\n"
                    "  build/libsecp256k1-ref) unless told otherwise.\n");
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
    std::fprintf(f, "           \"date\": \"%s\", \"field\": \"%s\", \"sha256\": \"%s\",\n", m.date.c_str(),
                 m.field_tier.c_str(), m.sha256.c_str());
    std::fprintf(f, "           \"libsecp256k1\": \"%s\", \"libsecp256k1_path\": \"%s\", \"libsecp256k1_old_release\": %s,\n",
                 json_escape(m.libsecp).c_str(), json_escape(m.libsecp_path).c_str(), m.libsecp_old ? "true" : "false");
    std::string cmd;
    for (int i = 0; i < opts_.argc; i++) {
        if (i) cmd += ' ';
        cmd += opts_.argv[i];
    }
    std::fprintf(f,
                 "           \"method\": {\"mode\": \"%s\", \"blocks\": %d, \"warmup_blocks\": %d, \"block_ms\": %g, "
                 "\"clock\": \"%s\", \"interleaved\": true, \"command\": \"%s\"}},\n  \"results\": [\n",
                 opts_.quick ? "quick" : "full", opts_.blocks, opts_.warmup, opts_.block_ms,
                 opts_.wall ? "wall-clock" : "thread CPU time", json_escape(cmd).c_str());
    for (std::size_t i = 0; i < records_.size(); i++) {
        const Record& rec = records_[i];
        char iqr[48] = "";
        if (rec.iqr_pct >= 0) std::snprintf(iqr, sizeof iqr, ", \"iqr_pct\": %.2f", rec.iqr_pct);
        std::fprintf(f, "    {\"name\": \"%s\", \"unit\": \"%s\", \"value\": %.6g%s}%s\n", json_escape(rec.name).c_str(),
                     rec.unit.c_str(), rec.value, iqr, i + 1 < records_.size() ? "," : "");
    }
    std::fprintf(f, "  ]\n}\n");
    return std::fclose(f) == 0;
}

}  // namespace ufsecp_bench

namespace ufsecp_bench {
namespace {

void print_help(const char* prog) {
    std::printf(
        "usage: %s [--internals | --all | --icount [OPS]] [options]\n"
        "\n"
        "Times ufsecp against %s in one process, block by block in turn.\n"
        "\n"
        "What to run (default: the report: public operations, block estimates, batch verification)\n"
        "  --internals      field, scalar and point arithmetic of both field tiers, instead of the report\n"
        "  --all            the report and the internals\n"
        "  --icount [OPS]   instructions per call of both libraries, counted by callgrind (re-runs this\n"
        "                   program under valgrind); OPS: comma-separated names from the list below, or all\n"
        "Options\n"
        "  --json PATH      also write the results as JSON (meta: machine, compiler, flags, commit, date,\n"
        "                   method, reference library and path; per result: name, unit, value, IQR)\n"
        "  --quick          a short run: at most 5 blocks of at most 1 ms, fewer batch sizes\n"
        "  --blocks N       timed blocks per side (>= 5; default 15)\n"
        "  --block-ms MS    target length of one block in ms (default 4)\n"
        "  --wall           wall-clock time instead of the benchmark thread's CPU time\n"
        "  --no-batch       leave out the batch-verification section\n"
        "  --adaptor        only the adaptor-signature / DLEQ section\n"
        "  --bip324         only the ElligatorSwift and BIP-324 section\n"
        "  --musig          only the MuSig2 section (bench_musig.cpp)\n"
        "  --frost          only the FROST section (DKG, signing rounds, aggregation)\n"
        "  --silentpayments only the silent-payments (BIP-352) scanning section\n"
        "  --iters N        calls per operation under --icount (default 8)\n"
        "  --help           this text\n"
        "Operations for --icount:",
        prog, meta().libsecp.c_str());
    for (const std::string& n : icount_op_names()) std::printf(" %s", n.c_str());
    std::printf(
        "\n"
        "The libsecp256k1 compared with is chosen when building (CMake UFSECP_REFERENCE; scripts/bench.sh\n"
        "--reference); the report's header names it.\n");
}

[[noreturn]] void usage_error(const char* prog, const std::string& what) {
    std::fprintf(stderr, "%s: %s (see %s --help)\n", prog, what.c_str(), prog);
    std::exit(2);
}

// A whole number from a command-line value, or a usage error.
long parse_int(const char* prog, const std::string& opt, const char* v) {
    char* end = nullptr;
    const long x = std::strtol(v, &end, 10);
    if (end == v || *end != '\0') usage_error(prog, opt + " needs a whole number, not '" + v + "'");
    return x;
}

}  // namespace
}  // namespace ufsecp_bench

int main(int argc, char** argv) {
    using namespace ufsecp_bench;
    Options o;
    o.argc = argc;
    o.argv = argv;
    bool report = true, internals = false, batch = true, icount = false;
    std::string only;  // --adaptor, --bip324, --musig, --frost, --silentpayments: that section alone
    for (int i = 1; i < argc; i++) {
        const std::string a = argv[i];
        auto value = [&]() -> const char* {
            if (i + 1 >= argc) usage_error(argv[0], a + " needs a value");
            return argv[++i];
        };
        if (a == "--help" || a == "-h") {
            print_help(argv[0]);
            return 0;
        } else if (a == "--internals") report = false, internals = true;
        else if (a == "--all") internals = true;
        else if (a == "--icount") {
            icount = true;
            if (i + 1 < argc && argv[i + 1][0] != '-') o.icount_filter = argv[++i];
            if (o.icount_filter == "all") o.icount_filter.clear();
        } else if (a == "--json") o.json_path = value();
        else if (a == "--quick") o.quick = true;
        else if (a == "--blocks") o.blocks = (int)parse_int(argv[0], a, value());
        else if (a == "--block-ms") {
            const char* v = value();
            char* end = nullptr;
            o.block_ms = std::strtod(v, &end);
            if (end == v || *end != '\0') usage_error(argv[0], "--block-ms needs a number, not '" + std::string(v) + "'");
        } else if (a == "--wall") o.wall = true;
        else if (a == "--no-batch") batch = false;
        else if (a == "--adaptor") report = false, only = "adaptor";
        else if (a == "--bip324") report = false, only = "bip324";
        else if (a == "--musig") report = false, only = "musig";
        else if (a == "--frost") report = false, only = "frost";
        else if (a == "--silentpayments") report = false, only = "silentpayments";
        else if (a == "--iters") o.icount_iters = (unsigned)std::max(0L, parse_int(argv[0], a, value()));
        else usage_error(argv[0], "unknown option '" + a + "'");
    }
    // Every name given to --icount must be one it counts (a typo must not give an empty table).
    for (std::size_t pos = 0; !o.icount_filter.empty() && pos <= o.icount_filter.size();) {
        const std::size_t comma = std::min(o.icount_filter.find(',', pos), o.icount_filter.size());
        const std::string op = o.icount_filter.substr(pos, comma - pos);
        const auto& names = icount_op_names();
        if (std::find(names.begin(), names.end(), op) == names.end())
            usage_error(argv[0], "--icount: unknown operation '" + op + "'");
        pos = comma + 1;
    }
    if (o.quick) {
        o.blocks = std::min(o.blocks, 5);
        o.block_ms = std::min(o.block_ms, 1.0);
        o.warmup = 1;
    }
    if (o.blocks < 5) usage_error(argv[0], "--blocks must be at least 5");
    if (o.block_ms <= 0 || o.icount_iters < 1) usage_error(argv[0], "--block-ms and --iters must be positive");
    if (icount) return run_icount(o, argc, argv);

    const Meta m = meta();
    std::printf("ufsecp-bench: ufsecp (field %s, SHA-256 %s) vs %s\n", m.field_tier.c_str(), m.sha256.c_str(),
                m.libsecp.c_str());
    // k*P, a*P+b*G and decompression run on the field backend chosen at run time.
    std::printf("field backend of k*P, a*P+b*G, decompression: %s\n",
                ufsecp::field_backend_name(ufsecp::field_backend()));
    print_reference(m);
    std::printf("machine: %s\ncompiler: %s\nflags: %s\ncommit: %s\ndate: %s\n", m.machine.c_str(),
                m.compiler.c_str(), m.flags.c_str(), m.commit.c_str(), m.date.c_str());
    std::printf("method: %d timed blocks per side after %d warm-up, interleaved A B A B; median and IQR of %s\n",
                o.blocks, o.warmup, o.wall ? "wall-clock time" : "thread CPU time");
    Report r(o);
    if (report) {
        VerifyCosts c;
        section_api(o, r, c);
        section_blocks(o, r, c);
        if (batch) section_batch(o, r);
        section_bip32(o, r);
        section_bip39(o, r);
        section_taproot(o, r);
        section_musig(o, r);
        section_adaptor(o, r);
        section_frost(o, r);
        section_silentpayments(o, r);
        section_bip324(o, r);
    }
    if (only == "adaptor") section_adaptor(o, r);
    if (only == "bip324") section_bip324(o, r);
    if (only == "musig") section_musig(o, r);
    if (only == "frost") section_frost(o, r);
    if (only == "silentpayments") section_silentpayments(o, r);
    if (internals) section_internals(o, r);
    if (!o.json_path.empty()) {
        if (!r.write_json(o.json_path)) die("cannot write the JSON file");
        std::printf("\nJSON: %s\n", o.json_path.c_str());
    }
    return 0;
}
