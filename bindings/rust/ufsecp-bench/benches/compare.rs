//! ufsecp vs secp256k1 (rust-secp256k1, libsecp256k1 underneath) vs k256 (pure Rust), in
//! one run: `cargo bench -p ufsecp-bench` (add `-- --quick` for a short run). Each group
//! is one operation with one function per library, on the same random key and message.
#![allow(deprecated)]
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use k256::ecdsa::signature::hazmat::{PrehashSigner, PrehashVerifier};
use rand::{RngCore, SeedableRng};
use std::time::Duration;

fn inputs() -> ([u8; 32], [u8; 32], [u8; 32], [u8; 32]) {
    let mut r = rand::rngs::StdRng::seed_from_u64(1);
    let mut sk = [0u8; 32];
    let mut peer = [0u8; 32];
    let mut msg = [0u8; 32];
    let mut aux = [0u8; 32];
    r.fill_bytes(&mut sk);
    r.fill_bytes(&mut peer);
    r.fill_bytes(&mut msg);
    r.fill_bytes(&mut aux);
    (sk, peer, msg, aux)
}

fn bench(c: &mut Criterion) {
    let (skb, peerb, msg, aux) = inputs();
    let secp = secp256k1::Secp256k1::new();

    // ufsecp
    let u_sk = ufsecp::SecretKey::from_bytes(&skb).unwrap();
    let u_pk = u_sk.public_key();
    let u_kp = ufsecp::Keypair::from_secret_key(&u_sk);
    // The verifiers' x-only key parsed from its 32 bytes, as a verifier receives it, on
    // both sides (rust-secp256k1's XOnlyPublicKey is always the lifted point; ufsecp's keeps
    // it when parsed from bytes).
    let u_x = ufsecp::XOnlyPublicKey::from_bytes(&u_kp.x_only_public_key().serialize()).unwrap();
    let u_sig = ufsecp::ecdsa::sign(&msg, &u_sk);
    let u_ssig = ufsecp::schnorr::sign(&msg, &u_kp, &aux);
    let u_peer = ufsecp::SecretKey::from_bytes(&peerb).unwrap().public_key();
    // rust-secp256k1
    let s_sk = secp256k1::SecretKey::from_slice(&skb).unwrap();
    let s_pk = secp256k1::PublicKey::from_secret_key(&secp, &s_sk);
    let s_kp = secp256k1::Keypair::from_secret_key(&secp, &s_sk);
    let s_x = secp256k1::XOnlyPublicKey::from_slice(&s_kp.x_only_public_key().0.serialize()).unwrap();
    let s_msg = secp256k1::Message::from_digest(msg);
    let s_sig = secp.sign_ecdsa(&s_msg, &s_sk);
    let s_ssig = secp.sign_schnorr_with_aux_rand(&msg, &s_kp, &aux);
    let s_peer = secp256k1::PublicKey::from_slice(&u_peer.serialize()).unwrap();
    // k256
    let k_sk = k256::ecdsa::SigningKey::from_bytes(&skb.into()).unwrap();
    let k_vk = *k_sk.verifying_key();
    let k_sig: k256::ecdsa::Signature = k_sk.sign_prehash(&msg).unwrap();
    let k_ssk = k256::schnorr::SigningKey::from_bytes(&skb).unwrap();
    let k_svk = *k_ssk.verifying_key();
    let k_ssig = k_ssk.sign_raw(&msg, &aux).unwrap();
    let k_secret = k256::SecretKey::from_slice(&skb).unwrap();
    let k_peer = k256::PublicKey::from_sec1_bytes(&u_peer.serialize()).unwrap();

    let mut g = c.benchmark_group("pubkey_create");
    g.bench_function("ufsecp", |b| b.iter(|| black_box(&u_sk).public_key()));
    g.bench_function("secp256k1", |b| {
        b.iter(|| secp256k1::PublicKey::from_secret_key(&secp, black_box(&s_sk)))
    });
    g.bench_function("k256", |b| {
        b.iter(|| {
            k256::SecretKey::from_slice(black_box(&skb))
                .unwrap()
                .public_key()
                .to_sec1_bytes()
        })
    });
    g.finish();

    let mut g = c.benchmark_group("ecdsa_sign");
    g.bench_function("ufsecp", |b| b.iter(|| ufsecp::ecdsa::sign(black_box(&msg), &u_sk)));
    g.bench_function("secp256k1", |b| b.iter(|| secp.sign_ecdsa(black_box(&s_msg), &s_sk)));
    g.bench_function("k256", |b| {
        b.iter(|| -> k256::ecdsa::Signature { k_sk.sign_prehash(black_box(&msg)).unwrap() })
    });
    g.finish();

    let mut g = c.benchmark_group("ecdsa_verify");
    g.bench_function("ufsecp", |b| {
        b.iter(|| ufsecp::ecdsa::verify(&u_sig, black_box(&msg), &u_pk).unwrap())
    });
    g.bench_function("secp256k1", |b| {
        b.iter(|| secp.verify_ecdsa(black_box(&s_msg), &s_sig, &s_pk).unwrap())
    });
    g.bench_function("k256", |b| {
        b.iter(|| k_vk.verify_prehash(black_box(&msg), &k_sig).unwrap())
    });
    g.finish();

    let mut g = c.benchmark_group("schnorr_sign");
    g.bench_function("ufsecp", |b| {
        b.iter(|| ufsecp::schnorr::sign(black_box(&msg), &u_kp, &aux))
    });
    g.bench_function("secp256k1", |b| {
        b.iter(|| secp.sign_schnorr_with_aux_rand(black_box(&msg), &s_kp, &aux))
    });
    g.bench_function("k256", |b| b.iter(|| k_ssk.sign_raw(black_box(&msg), &aux).unwrap()));
    g.finish();

    let mut g = c.benchmark_group("schnorr_verify");
    g.bench_function("ufsecp", |b| {
        b.iter(|| ufsecp::schnorr::verify(&u_ssig, black_box(&msg), &u_x).unwrap())
    });
    g.bench_function("secp256k1", |b| {
        b.iter(|| secp.verify_schnorr(&s_ssig, black_box(&msg), &s_x).unwrap())
    });
    g.bench_function("k256", |b| {
        b.iter(|| k_svk.verify_raw(black_box(&msg), &k_ssig).unwrap())
    });
    g.finish();

    let mut g = c.benchmark_group("ecdh");
    g.bench_function("ufsecp", |b| {
        b.iter(|| ufsecp::ecdh::SharedSecret::new(black_box(&u_peer), &u_sk))
    });
    g.bench_function("secp256k1", |b| {
        b.iter(|| secp256k1::ecdh::SharedSecret::new(black_box(&s_peer), &s_sk))
    });
    // k256: the raw x-coordinate (no hash), slightly less work than the other two
    g.bench_function("k256", |b| {
        b.iter(|| k256::ecdh::diffie_hellman(k_secret.to_nonzero_scalar(), black_box(&k_peer).as_affine()))
    });
    g.finish();

    // the same work on every side: the shared point's x-coordinate, unhashed
    let mut g = c.benchmark_group("ecdh_x");
    g.bench_function("ufsecp", |b| {
        b.iter(|| ufsecp::ecdh::SharedSecret::new_x_only(black_box(&u_peer), &u_sk))
    });
    g.bench_function("k256", |b| {
        b.iter(|| k256::ecdh::diffie_hellman(k_secret.to_nonzero_scalar(), black_box(&k_peer).as_affine()))
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(30);
    targets = bench
}
criterion_main!(benches);
