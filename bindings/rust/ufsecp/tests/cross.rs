//! Differential tests on random inputs against rust-secp256k1 (libsecp256k1) and k256
//! (pure Rust): the same keys, the same deterministic signatures, mutual verification,
//! the same ECDH secrets and recovered keys.
#![allow(deprecated)]
mod common;
use common::iters;
use k256::ecdsa::signature::hazmat::{PrehashSigner, PrehashVerifier};
use rand::{Rng, RngCore, SeedableRng};
use secp256k1 as s;
use ufsecp::{ecdh, ecdsa, schnorr, Keypair, PublicKey, SecretKey, XOnlyPublicKey};

fn rng() -> rand::rngs::StdRng {
    let seed = std::env::var("UFSECP_TEST_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed_u64);
    rand::rngs::StdRng::seed_from_u64(seed)
}

fn rand_sk(r: &mut impl RngCore) -> [u8; 32] {
    loop {
        let mut b = [0u8; 32];
        r.fill_bytes(&mut b);
        if SecretKey::from_bytes(&b).is_ok() {
            return b;
        }
    }
}

#[test]
fn against_rust_secp256k1() {
    let secp = s::Secp256k1::new();
    let mut r = rng();
    for _ in 0..iters(300) {
        let skb = rand_sk(&mut r);
        let msg: [u8; 32] = r.gen();
        let aux: [u8; 32] = r.gen();
        let sk = SecretKey::from_bytes(&skb).unwrap();
        let ssk = s::SecretKey::from_slice(&skb).unwrap();
        // keys
        let pk = sk.public_key();
        let spk = s::PublicKey::from_secret_key(&secp, &ssk);
        assert_eq!(pk.serialize(), spk.serialize());
        assert_eq!(pk.serialize_uncompressed(), spk.serialize_uncompressed());
        assert_eq!(PublicKey::from_slice(&spk.serialize_uncompressed()).unwrap(), pk);
        // ECDSA: identical RFC 6979 signatures, DER, mutual verification
        let sig = ecdsa::sign(&msg, &sk);
        let smsg = s::Message::from_digest(msg);
        let ssig = secp.sign_ecdsa(&smsg, &ssk);
        assert_eq!(sig.serialize_compact(), ssig.serialize_compact());
        assert_eq!(&*sig.serialize_der(), &*ssig.serialize_der());
        assert_eq!(ecdsa::Signature::from_der(&ssig.serialize_der()).unwrap(), sig);
        ecdsa::verify(&sig, &msg, &pk).unwrap();
        let mut other = msg;
        other[r.gen_range(0..32)] ^= 1 << r.gen_range(0..8);
        assert_eq!(ecdsa::verify(&sig, &other, &pk), Err(ufsecp::Error::VerifyFailed));
        assert!(secp.verify_ecdsa(&s::Message::from_digest(other), &ssig, &spk).is_err());
        // extra entropy (ndata)
        let sig2 = ecdsa::sign_with_extra(&msg, &sk, &aux);
        let ssig2 = secp.sign_ecdsa_with_noncedata(&smsg, &ssk, &aux);
        assert_eq!(sig2.serialize_compact(), ssig2.serialize_compact());
        // recovery
        let rs = ecdsa::sign_recoverable(&msg, &sk);
        let srs = secp.sign_ecdsa_recoverable(&smsg, &ssk);
        let (sid, sbytes) = srs.serialize_compact();
        assert_eq!(rs.serialize_compact().0, sbytes);
        assert_eq!(rs.recovery_id().to_u8() as i32, i32::from(sid));
        assert_eq!(ecdsa::recover(&rs, &msg).unwrap(), pk);
        // Schnorr: identical signatures with the same aux, mutual verification
        let kp = Keypair::from_secret_key(&sk);
        let skp = s::Keypair::from_secret_key(&secp, &ssk);
        let mlen = r.gen_range(0..100);
        let mut m = vec![0u8; mlen];
        r.fill_bytes(&mut m);
        let ssig = secp.sign_schnorr_with_aux_rand(&m, &skp, &aux);
        let sig = schnorr::sign(&m, &kp, &aux);
        assert_eq!(sig.serialize(), *ssig.as_ref());
        let (sx, sparity) = skp.x_only_public_key();
        let (x, parity) = kp.x_only_public_key_parity();
        assert_eq!(x.serialize(), sx.serialize());
        assert_eq!(parity.to_u8(), sparity.to_u8());
        schnorr::verify(&sig, &m, &x).unwrap();
        assert!(secp.verify_schnorr(&ssig, &m, &sx).is_ok());
        // ECDH (hashed, as libsecp256k1's default)
        let peer = rand_sk(&mut r);
        let ppk = SecretKey::from_bytes(&peer).unwrap().public_key();
        let sppk = s::PublicKey::from_slice(&ppk.serialize()).unwrap();
        assert_eq!(
            ecdh::SharedSecret::new(&ppk, &sk).secret_bytes(),
            s::ecdh::SharedSecret::new(&sppk, &ssk).secret_bytes()
        );
        // tweaks
        let tw = rand_sk(&mut r);
        let stw = s::Scalar::from_be_bytes(tw).unwrap();
        assert_eq!(
            sk.add_tweak(&tw).unwrap().secret_bytes(),
            ssk.add_tweak(&stw).unwrap().secret_bytes()
        );
        assert_eq!(
            sk.mul_tweak(&tw).unwrap().secret_bytes(),
            ssk.mul_tweak(&stw).unwrap().secret_bytes()
        );
        assert_eq!(
            pk.add_tweak(&tw).unwrap().serialize(),
            spk.add_exp_tweak(&secp, &stw).unwrap().serialize()
        );
        assert_eq!(
            pk.mul_tweak(&tw).unwrap().serialize(),
            spk.mul_tweak(&secp, &stw).unwrap().serialize()
        );
        let tkp = kp.add_xonly_tweak(&tw).unwrap();
        let stkp = skp.add_xonly_tweak(&secp, &stw).unwrap();
        assert_eq!(tkp.secret_key().secret_bytes(), stkp.secret_bytes());
        assert_eq!(sk.negate().secret_bytes(), ssk.negate().secret_bytes());
    }
}

#[test]
fn against_k256() {
    let mut r = rng();
    // k256 in an unoptimized test build costs a few ms per operation: fewer rounds.
    for _ in 0..iters(60) {
        let skb = rand_sk(&mut r);
        let msg: [u8; 32] = r.gen();
        let aux: [u8; 32] = r.gen();
        let sk = SecretKey::from_bytes(&skb).unwrap();
        let ksk = k256::ecdsa::SigningKey::from_bytes(&skb.into()).unwrap();
        let pk = sk.public_key();
        let kvk = ksk.verifying_key();
        assert_eq!(&pk.serialize()[..], kvk.to_encoded_point(true).as_bytes());
        // ECDSA (RFC 6979 on both sides; k256 normalizes to low S as well)
        let sig = ecdsa::sign(&msg, &sk);
        let ksig: k256::ecdsa::Signature = ksk.sign_prehash(&msg).unwrap();
        let ksig = ksig.normalize_s().unwrap_or(ksig);
        assert_eq!(sig.serialize_compact()[..], ksig.to_bytes()[..]);
        assert!(kvk.verify_prehash(&msg, &ksig).is_ok());
        let mut kb = [0u8; 64];
        kb.copy_from_slice(&ksig.to_bytes());
        ecdsa::verify(&ecdsa::Signature::from_compact(&kb).unwrap(), &msg, &pk).unwrap();
        // Schnorr
        let kp = Keypair::from_secret_key(&sk);
        let ksk2 = k256::schnorr::SigningKey::from_bytes(&skb).unwrap();
        let m: Vec<u8> = (0..r.gen_range(0..80)).map(|_| r.gen()).collect();
        let ks = ksk2.sign_raw(&m, &aux).unwrap();
        let sig = schnorr::sign(&m, &kp, &aux);
        assert_eq!(sig.serialize()[..], ks.to_bytes()[..]);
        let x = XOnlyPublicKey::from_slice(&ksk2.verifying_key().to_bytes()).unwrap();
        assert_eq!(x, kp.x_only_public_key());
        schnorr::verify(&sig, &m, &x).unwrap();
        assert!(ksk2.verifying_key().verify_raw(&m, &ks).is_ok());
        // ECDH: the unhashed x-coordinate
        let peer = rand_sk(&mut r);
        let ppk = SecretKey::from_bytes(&peer).unwrap().public_key();
        let kpk = k256::PublicKey::from_sec1_bytes(&ppk.serialize()).unwrap();
        let ks = k256::SecretKey::from_slice(&skb).unwrap();
        let kshared = k256::ecdh::diffie_hellman(ks.to_nonzero_scalar(), kpk.as_affine());
        assert_eq!(
            ecdh::SharedSecret::new_x_only(&ppk, &sk).secret_bytes()[..],
            kshared.raw_secret_bytes()[..]
        );
    }
}

#[test]
fn batches_match_single_verification() {
    let mut r = rng();
    let n = iters(64);
    let kps: Vec<Keypair> = (0..n)
        .map(|_| Keypair::from_seckey_bytes(&rand_sk(&mut r)).unwrap())
        .collect();
    let msgs: Vec<[u8; 32]> = (0..n).map(|_| r.gen()).collect();
    let mut sentries: Vec<_> = kps
        .iter()
        .zip(&msgs)
        .map(|(k, m)| (schnorr::sign(m, k, &[0; 32]), &m[..], k.x_only_public_key()))
        .collect();
    let mut eentries: Vec<_> = kps
        .iter()
        .zip(&msgs)
        .map(|(k, m)| (ecdsa::sign(m, &k.secret_key()), *m, k.public_key()))
        .collect();
    assert!(schnorr::verify_batch(&sentries, None, 1).is_ok());
    assert!(ecdsa::verify_batch(&eentries, None, 2).is_ok());
    // corrupt some entries
    let bad: Vec<usize> = (0..n).filter(|_| r.gen_bool(0.2)).collect();
    for &i in &bad {
        let mut b = sentries[i].0.serialize();
        b[63] ^= 1;
        sentries[i].0 = schnorr::Signature::from_bytes(&b);
        eentries[i].1[0] ^= 1;
    }
    let mut sv = vec![false; n];
    let mut ev = vec![false; n];
    let sres = schnorr::verify_batch(&sentries, Some(&mut sv), 2);
    let eres = ecdsa::verify_batch(&eentries, Some(&mut ev), 1);
    for i in 0..n {
        assert_eq!(
            sv[i],
            schnorr::verify(&sentries[i].0, sentries[i].1, &sentries[i].2).is_ok()
        );
        assert_eq!(
            ev[i],
            ecdsa::verify(&eentries[i].0, &eentries[i].1, &eentries[i].2).is_ok()
        );
        assert_eq!(sv[i], !bad.contains(&i));
    }
    assert_eq!(sres.is_ok(), bad.is_empty());
    assert_eq!(eres.is_ok(), bad.is_empty());
    // precomputed / parsed keys give the same decisions
    for e in eentries.iter().take(4) {
        let pre = ecdsa::PrecomputedPublicKey::new(&e.2);
        assert_eq!(pre.verify(&e.0, &e.1), ecdsa::verify(&e.0, &e.1, &e.2));
    }
    for e in sentries.iter().take(8) {
        let p = schnorr::ParsedXOnlyPublicKey::new(&e.2);
        assert_eq!(p.verify(&e.0, e.1), schnorr::verify(&e.0, e.1, &e.2));
    }
}
