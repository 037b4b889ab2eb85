//! Shared helpers of the integration tests: the official vectors (read at run time from
//! UFSECP_VECTORS_DIR, else ../shared/vectors beside the repository; a missing file is a
//! loud failure, never a skip) and the iteration count (UFSECP_TEST_ITERS scales it).
#![allow(dead_code)]
use std::path::PathBuf;

pub fn vectors_dir() -> PathBuf {
    match std::env::var("UFSECP_VECTORS_DIR") {
        Ok(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../../shared/vectors"),
    }
}

pub fn read_vector(rel: &str) -> String {
    let p = vectors_dir().join(rel);
    std::fs::read_to_string(&p).unwrap_or_else(|e| {
        panic!(
            "official vector file {} missing or unreadable ({e}); set UFSECP_VECTORS_DIR to the folder \
             holding the vectors (see ../shared/vectors/SOURCES.md)",
            p.display()
        )
    })
}

pub fn read_json(rel: &str) -> serde_json::Value {
    serde_json::from_str(&read_vector(rel)).unwrap_or_else(|e| panic!("{rel}: bad JSON: {e}"))
}

pub fn unhex(s: &str) -> Vec<u8> {
    hex::decode(s).unwrap_or_else(|e| panic!("bad hex {s}: {e}"))
}

pub fn arr<const N: usize>(s: &str) -> [u8; N] {
    unhex(s).try_into().unwrap_or_else(|_| panic!("want {N} bytes: {s}"))
}

/// Iterations of randomized tests: `base` times UFSECP_TEST_ITERS (default 1; may be a fraction).
pub fn iters(base: usize) -> usize {
    let f: f64 = std::env::var("UFSECP_TEST_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1.0);
    ((base as f64) * f).max(1.0) as usize
}

/// A CSV vector file without quoting: rows as maps from the header's column names.
pub fn read_csv(rel: &str) -> Vec<std::collections::HashMap<String, String>> {
    let text = read_vector(rel);
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let head: Vec<String> = lines
        .next()
        .unwrap_or_else(|| panic!("{rel}: empty"))
        .trim_end_matches('\r')
        .split(',')
        .map(String::from)
        .collect();
    lines
        .map(|l| {
            let f: Vec<&str> = l.trim_end_matches('\r').split(',').collect();
            assert!(f.len() >= head.len(), "{rel}: short row {l}");
            // a trailing comment column may hold commas: join the rest into it
            let mut m: std::collections::HashMap<String, String> =
                head.iter().zip(&f).map(|(h, v)| (h.clone(), v.to_string())).collect();
            if f.len() > head.len() {
                m.insert(head[head.len() - 1].clone(), f[head.len() - 1..].join(","));
            }
            m
        })
        .collect()
}
