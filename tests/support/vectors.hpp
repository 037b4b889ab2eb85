// Test support: where the official test vectors are, and readers for their CSV files.
//
// The vectors are never copied into the repository: every test reads them at run time from
// one directory, resolved once here,
//   1. $UFSECP_VECTORS_DIR when it is set and not empty, else
//   2. ../shared/vectors beside the repository root (UFSECP_REPO_ROOT, set by tests/CMakeLists.txt),
// the layout of every developer machine and of CI. A missing directory or file is a loud
// failure: vector_path() throws std::runtime_error naming the path and the variable, and
// GoogleTest reports the exception as a failure of the test that asked. Never a skip.
// (The Go binding's helper in bindings/go/vectors_test.go and tests/cross/portable_check.c
// follow the same rule.)
#pragma once

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/mini_json.hpp"

#ifndef UFSECP_REPO_ROOT
#error "UFSECP_REPO_ROOT must name the repository root (tests/CMakeLists.txt sets it)"
#endif

namespace ufsecp::test {

struct VectorsDir {
    std::string path;
    bool from_env;  // true: $UFSECP_VECTORS_DIR; false: the default beside the repository
};

inline const VectorsDir& vectors_dir() {
    static const VectorsDir d = [] {
        const char* env = std::getenv("UFSECP_VECTORS_DIR");
        if (env && *env) return VectorsDir{env, true};
        return VectorsDir{std::string(UFSECP_REPO_ROOT) + "/../shared/vectors", false};
    }();
    return d;
}

// The path of one vector file (relative to the vectors directory, e.g. "bip340/test-vectors.csv");
// throws when the file cannot be opened.
inline std::string vector_path(const std::string& rel) {
    const VectorsDir& d = vectors_dir();
    const std::string path = d.path + "/" + rel;
    if (!std::ifstream(path, std::ios::binary).good())
        throw std::runtime_error("test vectors: cannot open " + path + " (vectors directory " + d.path +
                                 (d.from_env ? ", from UFSECP_VECTORS_DIR" : ", the default: UFSECP_VECTORS_DIR is not set") +
                                 "; set UFSECP_VECTORS_DIR to the folder holding the official vectors, see ../shared/vectors/SOURCES.md)");
    return path;
}

inline std::string read_vector_file(const std::string& rel) {
    std::ifstream f(vector_path(rel), std::ios::binary);
    std::ostringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

inline json::Value read_vector_json(const std::string& rel) { return json::parse(read_vector_file(rel)); }

// A CSV vector file (RFC 4180: comma-separated, fields optionally in double quotes with ""
// for a quote, CRLF or LF line ends): the header's names and the rows. Every row must have
// as many fields as the header; a malformed file throws.
struct Csv {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;

    std::size_t column(const std::string& name) const {
        for (std::size_t i = 0; i < header.size(); i++)
            if (header[i] == name) return i;
        throw std::runtime_error("csv: no column '" + name + "'");
    }
};

inline Csv parse_csv(const std::string& text, const std::string& what) {
    std::vector<std::vector<std::string>> lines;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false, row_open = false;
    for (std::size_t i = 0; i < text.size(); i++) {
        const char c = text[i];
        if (quoted) {
            if (c != '"') field += c;
            else if (i + 1 < text.size() && text[i + 1] == '"') field += '"', i++;
            else quoted = false;
            continue;
        }
        if (c == '"') quoted = row_open = true;
        else if (c == ',') row.push_back(std::move(field)), field.clear(), row_open = true;
        else if (c == '\r') continue;
        else if (c == '\n') {
            if (row_open || !field.empty()) row.push_back(std::move(field)), lines.push_back(std::move(row));
            field.clear(), row.clear(), row_open = false;
        } else field += c, row_open = true;
    }
    if (quoted) throw std::runtime_error(what + ": unterminated quoted field");
    if (row_open || !field.empty()) row.push_back(std::move(field)), lines.push_back(std::move(row));
    if (lines.empty()) throw std::runtime_error(what + ": empty CSV file");
    Csv csv;
    csv.header = std::move(lines[0]);
    for (std::size_t i = 1; i < lines.size(); i++) {
        if (lines[i].size() != csv.header.size())
            throw std::runtime_error(what + ": row " + std::to_string(i) + " has " + std::to_string(lines[i].size()) +
                                     " fields, the header " + std::to_string(csv.header.size()));
        csv.rows.push_back(std::move(lines[i]));
    }
    return csv;
}

inline Csv read_vector_csv(const std::string& rel) { return parse_csv(read_vector_file(rel), rel); }

// The BIP-340 vectors (bip340/test-vectors.csv): sign rows have a secret key, verify-only
// rows an empty one. Fields are hex strings as in the file.
struct Bip340Vector {
    int index;
    std::string sk, pk, aux, msg, sig;
    bool result;
    std::string comment;
};

inline std::vector<Bip340Vector> bip340_vectors() {
    const Csv csv = read_vector_csv("bip340/test-vectors.csv");
    const std::size_t i_index = csv.column("index"), i_sk = csv.column("secret key"),
                      i_pk = csv.column("public key"), i_aux = csv.column("aux_rand"), i_msg = csv.column("message"),
                      i_sig = csv.column("signature"), i_res = csv.column("verification result"),
                      i_com = csv.column("comment");
    std::vector<Bip340Vector> v;
    for (const auto& r : csv.rows) {
        if (r[i_res] != "TRUE" && r[i_res] != "FALSE")
            throw std::runtime_error("bip340/test-vectors.csv: bad verification result '" + r[i_res] + "'");
        v.push_back({std::stoi(r[i_index]), r[i_sk], r[i_pk], r[i_aux], r[i_msg], r[i_sig], r[i_res] == "TRUE", r[i_com]});
    }
    if (v.size() < 19) throw std::runtime_error("bip340/test-vectors.csv: expected at least 19 rows");
    return v;
}

}  // namespace ufsecp::test
