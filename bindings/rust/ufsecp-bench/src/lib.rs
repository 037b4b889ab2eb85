//! Benchmarks only: see benches/compare.rs (`cargo bench -p ufsecp-bench`).
