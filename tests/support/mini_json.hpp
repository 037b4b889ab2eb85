// Test support: a small JSON reader for the vector files (support/vectors.hpp finds them).
//
// Not part of the library. Recursive-descent parser of RFC 8259 JSON: objects (member
// order kept, duplicate keys allowed, lookup returns the first), arrays, strings (all
// escapes, \uXXXX including surrogate pairs, decoded to UTF-8), numbers (kept as the
// source text and as a double), true/false/null. Malformed input throws
// std::runtime_error naming the byte offset; so do accessors used on the wrong type or
// a missing key, which turns a broken vector file into a test failure, not a crash.
// Nesting is limited to 256 levels.
#pragma once

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace ufsecp::test::json {

struct Member;

struct Value {
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0;
    std::string text;  // String: the decoded string; Number: the literal as written
    std::vector<Value> items;                            // Array
    // Object. A vector of a struct declared above, not of std::pair<std::string, Value>:
    // std::vector may hold an incomplete type, std::pair may not (clang rejects it).
    std::vector<Member> members;

    bool is_null() const { return type == Type::Null; }
    bool is_object() const { return type == Type::Object; }
    bool is_array() const { return type == Type::Array; }
    bool is_string() const { return type == Type::String; }

    // Member lookup: nullptr when absent (or when this is not an object).
    const Value* find(const std::string& key) const;
    bool has(const std::string& key) const { return find(key) != nullptr; }
    const Value& operator[](const std::string& key) const {
        const Value* v = find(key);
        if (!v) throw std::runtime_error("json: missing key '" + key + "'");
        return *v;
    }
    const Value& operator[](std::size_t i) const {
        if (type != Type::Array || i >= items.size()) throw std::runtime_error("json: bad array index");
        return items[i];
    }
    std::size_t size() const;  // items of an array, members of an object (defined below Member)
    const std::string& str() const {
        if (type != Type::String) throw std::runtime_error("json: not a string");
        return text;
    }
    double num() const {
        if (type != Type::Number) throw std::runtime_error("json: not a number");
        return number;
    }
    bool boolean_value() const {
        if (type != Type::Bool) throw std::runtime_error("json: not a boolean");
        return boolean;
    }
};

struct Member {
    std::string key;
    Value value;
};

inline std::size_t Value::size() const { return type == Type::Array ? items.size() : members.size(); }

inline const Value* Value::find(const std::string& key) const {
    if (type != Type::Object) return nullptr;
    for (const auto& m : members)
        if (m.key == key) return &m.value;
    return nullptr;
}

class Parser {
public:
    explicit Parser(const std::string& s) : s_(s) {}

    Value parse_document() {
        Value v = parse_value(0);
        skip_ws();
        if (pos_ != s_.size()) fail("trailing characters");
        return v;
    }

private:
    [[noreturn]] void fail(const char* what) const {
        throw std::runtime_error(std::string("json: ") + what + " at byte " + std::to_string(pos_));
    }
    void skip_ws() {
        while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r')) pos_++;
    }
    char peek() const { return pos_ < s_.size() ? s_[pos_] : '\0'; }
    void expect(char c) {
        if (peek() != c) fail("unexpected character");
        pos_++;
    }
    void literal(const char* word) {
        for (const char* p = word; *p; p++) expect(*p);
    }

    Value parse_value(int depth) {
        if (depth > 256) fail("nesting too deep");
        skip_ws();
        Value v;
        const char c = peek();
        if (c == '{') {
            v.type = Value::Type::Object;
            pos_++;
            skip_ws();
            if (peek() == '}') { pos_++; return v; }
            for (;;) {
                skip_ws();
                std::string key = parse_string();
                skip_ws();
                expect(':');
                v.members.push_back(Member{std::move(key), parse_value(depth + 1)});
                skip_ws();
                if (peek() == ',') { pos_++; continue; }
                expect('}');
                return v;
            }
        }
        if (c == '[') {
            v.type = Value::Type::Array;
            pos_++;
            skip_ws();
            if (peek() == ']') { pos_++; return v; }
            for (;;) {
                v.items.push_back(parse_value(depth + 1));
                skip_ws();
                if (peek() == ',') { pos_++; continue; }
                expect(']');
                return v;
            }
        }
        if (c == '"') {
            v.type = Value::Type::String;
            v.text = parse_string();
            return v;
        }
        if (c == 't') { literal("true"); v.type = Value::Type::Bool; v.boolean = true; return v; }
        if (c == 'f') { literal("false"); v.type = Value::Type::Bool; return v; }
        if (c == 'n') { literal("null"); return v; }
        if (c == '-' || (c >= '0' && c <= '9')) return parse_number();
        fail("unexpected character");
    }

    Value parse_number() {
        const std::size_t start = pos_;
        auto digits = [&] {
            const std::size_t d = pos_;
            while (peek() >= '0' && peek() <= '9') pos_++;
            if (pos_ == d) fail("digit expected");
        };
        if (peek() == '-') pos_++;
        if (peek() == '0') pos_++; else digits();  // no leading zeros
        if (peek() == '.') { pos_++; digits(); }
        if (peek() == 'e' || peek() == 'E') {
            pos_++;
            if (peek() == '+' || peek() == '-') pos_++;
            digits();
        }
        Value v;
        v.type = Value::Type::Number;
        v.text = s_.substr(start, pos_ - start);
        v.number = std::strtod(v.text.c_str(), nullptr);
        return v;
    }

    unsigned hex4() {
        unsigned u = 0;
        for (int i = 0; i < 4; i++) {
            const char h = peek();
            unsigned d;
            if (h >= '0' && h <= '9') d = (unsigned)(h - '0');
            else if (h >= 'a' && h <= 'f') d = (unsigned)(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F') d = (unsigned)(h - 'A' + 10);
            else fail("bad \\u escape");
            u = u * 16 + d;
            pos_++;
        }
        return u;
    }

    static void put_utf8(std::string& out, unsigned cp) {
        if (cp < 0x80) {
            out += (char)cp;
        } else if (cp < 0x800) {
            out += (char)(0xC0 | (cp >> 6));
            out += (char)(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += (char)(0xE0 | (cp >> 12));
            out += (char)(0x80 | ((cp >> 6) & 0x3F));
            out += (char)(0x80 | (cp & 0x3F));
        } else {
            out += (char)(0xF0 | (cp >> 18));
            out += (char)(0x80 | ((cp >> 12) & 0x3F));
            out += (char)(0x80 | ((cp >> 6) & 0x3F));
            out += (char)(0x80 | (cp & 0x3F));
        }
    }

    std::string parse_string() {
        expect('"');
        std::string out;
        for (;;) {
            if (pos_ >= s_.size()) fail("unterminated string");
            const char c = s_[pos_++];
            if (c == '"') return out;
            if ((unsigned char)c < 0x20) fail("control character in string");
            if (c != '\\') { out += c; continue; }
            const char e = peek();
            pos_++;
            switch (e) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    unsigned cp = hex4();
                    if (cp >= 0xD800 && cp < 0xDC00) {  // high surrogate: a low one must follow
                        expect('\\');
                        expect('u');
                        const unsigned lo = hex4();
                        if (lo < 0xDC00 || lo >= 0xE000) fail("bad surrogate pair");
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                    } else if (cp >= 0xDC00 && cp < 0xE000) {
                        fail("lone low surrogate");
                    }
                    put_utf8(out, cp);
                    break;
                }
                default: pos_--; fail("bad escape");
            }
        }
    }

    const std::string& s_;
    std::size_t pos_ = 0;
};

inline Value parse(const std::string& text) { return Parser(text).parse_document(); }

}  // namespace ufsecp::test::json
