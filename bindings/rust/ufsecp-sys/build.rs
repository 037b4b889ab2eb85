//! Builds (or finds) the ufsecp C library and generates the status constants.
//!
//! Default: the `cmake` crate configures and builds the repository's CMakeLists.txt (the
//! root three directories up, or UFSECP_SOURCE_DIR) as a static library in Release mode,
//! whatever the cargo profile (the C library's speed and constant-time properties are
//! those of its own Release flags). With the `system` feature or UFSECP_SYS_USE_PKG_CONFIG=1
//! an installed library is found with pkg-config instead (`ufsecp`, the shared library;
//! UFSECP_SYS_STATIC=1 asks for `ufsecp-static`).
//!
//! The status numbers are read from the header's enum at build time (the project
//! renumbers statuses when it merges new ones, so none is written by hand here).
use std::env;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-env-changed=UFSECP_SYS_USE_PKG_CONFIG");
    println!("cargo:rerun-if-env-changed=UFSECP_SYS_STATIC");
    println!("cargo:rerun-if-env-changed=UFSECP_SOURCE_DIR");
    println!("cargo:rerun-if-env-changed=UFSECP_FIELD");
    let use_system = env::var_os("CARGO_FEATURE_SYSTEM").is_some()
        || env::var("UFSECP_SYS_USE_PKG_CONFIG").map(|v| v == "1").unwrap_or(false);
    let include_dir = if use_system { link_system() } else { build_bundled() };
    gen_status(&include_dir.join("ufsecp").join("ufsecp.h"));
}

fn link_system() -> PathBuf {
    let static_ = env::var("UFSECP_SYS_STATIC").map(|v| v == "1").unwrap_or(false);
    let name = if static_ { "ufsecp-static" } else { "ufsecp" };
    let lib = pkg_config::Config::new()
        .statik(static_)
        .probe(name)
        .unwrap_or_else(|e| panic!("ufsecp-sys: pkg-config could not find {name}: {e}"));
    // The shared library's .pc carries -Wl,-rpath for a non-default prefix: pass it on so
    // that test binaries run without LD_LIBRARY_PATH.
    if !static_ {
        for dir in &lib.link_paths {
            println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
        }
    }
    lib.include_paths
        .iter()
        .find(|p| p.join("ufsecp").join("ufsecp.h").exists())
        .cloned()
        .expect("ufsecp-sys: ufsecp/ufsecp.h not under the pkg-config include paths")
}

fn build_bundled() -> PathBuf {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = env::var_os("UFSECP_SOURCE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest.join("../../.."));
    let root = root.canonicalize().unwrap_or(root);
    if !root.join("CMakeLists.txt").exists() {
        panic!(
            "ufsecp-sys: no CMakeLists.txt in {} (set UFSECP_SOURCE_DIR to the ufsecp source tree, \
             or use the `system` feature / UFSECP_SYS_USE_PKG_CONFIG=1)",
            root.display()
        );
    }
    for d in ["CMakeLists.txt", "src", "include", "cmake"] {
        println!("cargo:rerun-if-changed={}", root.join(d).display());
    }
    let mut cfg = cmake::Config::new(&root);
    cfg.profile("Release")
        .define("UFSECP_BUILD_TESTS", "OFF")
        .define("UFSECP_BUILD_SHARED", "OFF")
        .define("UFSECP_BUILD_BENCH", "OFF")
        .define("UFSECP_REFERENCE", "none")
        .define("CMAKE_INSTALL_LIBDIR", "lib");
    // Always defined: CMake caches it, so an unset variable must mean "auto" again.
    cfg.define(
        "UFSECP_FIELD",
        env::var("UFSECP_FIELD").unwrap_or_else(|_| "auto".into()),
    );
    if which("ninja") {
        cfg.generator("Ninja");
    }
    let dst = cfg.build();
    println!("cargo:rustc-link-search=native={}", dst.join("lib").display());
    println!("cargo:rustc-link-lib=static=ufsecp");
    // The library is C++ inside (see CMakeLists.txt): the C++ runtime and libm.
    let target = env::var("TARGET").unwrap_or_default();
    if target.contains("apple") || target.contains("freebsd") {
        println!("cargo:rustc-link-lib=c++");
    } else if !target.contains("msvc") {
        println!("cargo:rustc-link-lib=stdc++");
        println!("cargo:rustc-link-lib=m");
    }
    println!("cargo:include={}", dst.join("include").display());
    dst.join("include")
}

fn which(prog: &str) -> bool {
    env::var_os("PATH")
        .map(|paths| env::split_paths(&paths).any(|d| d.join(prog).is_file()))
        .unwrap_or(false)
}

/// Writes OUT_DIR/status.rs: one `pub const UFSECP_...: ufsecp_status = N;` per enum entry
/// of ufsecp.h, and STATUS_NAMES (name, number) for the safe crate's tests.
fn gen_status(header: &Path) {
    println!("cargo:rerun-if-changed={}", header.display());
    let text =
        fs::read_to_string(header).unwrap_or_else(|e| panic!("ufsecp-sys: cannot read {}: {e}", header.display()));
    let mut out = String::new();
    let mut names = Vec::new();
    for line in text.lines() {
        let l = line.trim_start();
        if !(l.starts_with("UFSECP_OK") || l.starts_with("UFSECP_ERR_")) {
            continue;
        }
        let Some((name, rest)) = l.split_once('=') else {
            continue;
        };
        let num: String = rest.trim_start().chars().take_while(|c| c.is_ascii_digit()).collect();
        if num.is_empty() {
            continue;
        }
        let name = name.trim();
        out.push_str(&format!("pub const {name}: ufsecp_status = {num};\n"));
        names.push(name.to_string());
    }
    assert!(
        names.len() > 10,
        "ufsecp-sys: no status enum found in {}",
        header.display()
    );
    out.push_str("/// Every status of the header's enum, by name.\n");
    out.push_str("pub const STATUS_NAMES: &[(&str, ufsecp_status)] = &[\n");
    for n in &names {
        out.push_str(&format!("    (\"{n}\", {n}),\n"));
    }
    out.push_str("];\n");
    let path = PathBuf::from(env::var("OUT_DIR").unwrap()).join("status.rs");
    fs::write(path, out).unwrap();
}
