//! Error mapping and bad input: every status of the header has its own variant, and bad
//! input gives the documented error (never a panic), the MuSig2 nonce is single-use.
use ufsecp::{bip32, ecdsa, musig, schnorr, sys, Error, Keypair, PublicKey, SecretKey, XOnlyPublicKey};

#[test]
fn every_status_has_a_variant() {
    for (name, code) in sys::STATUS_NAMES {
        if *code == sys::UFSECP_OK {
            continue;
        }
        let e = Error::from_status(*code);
        assert!(!matches!(e, Error::Other(_)), "{name} has no variant");
        assert_eq!(e.status(), *code);
        assert_eq!(e.name(), *name);
        assert!(e.to_string().starts_with(name));
    }
    assert!(matches!(Error::from_status(100_000), Error::Other(100_000)));
}

#[test]
fn bad_inputs() {
    let n: [u8; 32] = hex::decode("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141")
        .unwrap()
        .try_into()
        .unwrap();
    assert_eq!(SecretKey::from_bytes(&n).unwrap_err(), Error::BadSecretKey);
    assert_eq!(SecretKey::from_slice(&[1; 31]).unwrap_err(), Error::BadLength);
    assert_eq!(Keypair::from_seckey_bytes(&[0; 32]).unwrap_err(), Error::BadSecretKey);
    assert_eq!(PublicKey::from_slice(&[5; 33]).unwrap_err(), Error::BadPublicKey);
    assert_eq!(PublicKey::from_slice(&[]).unwrap_err(), Error::BadLength);
    // x = p is not a field element
    let p: [u8; 32] = hex::decode("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F")
        .unwrap()
        .try_into()
        .unwrap();
    assert_eq!(XOnlyPublicKey::from_bytes(&p).unwrap_err(), Error::BadPublicKey);
    let sk = SecretKey::from_bytes(&[9; 32]).unwrap();
    assert_eq!(sk.add_tweak(&n).unwrap_err(), Error::BadTweak);
    assert_eq!(sk.mul_tweak(&[0; 32]).unwrap_err(), Error::BadTweak);
    assert_eq!(sk.add_tweak(&sk.negate().secret_bytes()).unwrap_err(), Error::BadTweak);
    let pk = sk.public_key();
    assert_eq!(PublicKey::combine(&[&pk, &pk.negate()]).unwrap_err(), Error::Infinity);
    assert_eq!(
        PublicKey::combine(&[&pk, &pk]).unwrap(),
        sk.add_tweak(&sk.secret_bytes()).unwrap().public_key()
    );
    // signatures
    let mut hi = [0u8; 64];
    hi[..32].copy_from_slice(&n);
    assert_eq!(ecdsa::Signature::from_compact(&hi).unwrap_err(), Error::BadSignature);
    assert_eq!(
        ecdsa::Signature::from_der(&[0x30, 0x00]).unwrap_err(),
        Error::BadSignature
    );
    assert_eq!(ecdsa::RecoveryId::from_u8(4).unwrap_err(), Error::BadRecoveryId);
    let msg = [1u8; 32];
    let mut sig = ecdsa::sign(&msg, &sk);
    let mut c = sig.serialize_compact();
    // make it high-S: s' = n - s (through normalize on the negated key's... simply flip via DER round trip)
    let s_low = c[32..].to_vec();
    let mut s_high = [0u8; 32];
    let mut borrow = 0i16;
    for i in (0..32).rev() {
        let d = n[i] as i16 - s_low[i] as i16 - borrow;
        s_high[i] = d.rem_euclid(256) as u8;
        borrow = (d < 0) as i16;
    }
    c[32..].copy_from_slice(&s_high);
    let mut high = ecdsa::Signature::from_compact(&c).unwrap();
    assert_eq!(ecdsa::verify(&high, &msg, &pk).unwrap_err(), Error::VerifyFailed);
    assert!(high.normalize_s());
    assert_eq!(high, sig);
    assert!(!sig.normalize_s());
    assert!(ecdsa::Signature::from_der_lax(&sig.serialize_der()).is_ok());
    let kp = Keypair::from_secret_key(&sk);
    let ss = schnorr::sign(b"", &kp, &[0; 32]);
    schnorr::verify(&ss, b"", &kp.x_only_public_key()).unwrap();
    assert_eq!(schnorr::Signature::from_slice(&[0; 63]).unwrap_err(), Error::BadLength);
    assert!(schnorr::verify(&ss, b"x", &kp.x_only_public_key()).is_err());
    // formatting never shows secrets
    assert_eq!(format!("{sk:?}"), "SecretKey(..)");
    assert!(!format!("{kp:?}").contains(&hex::encode(sk.secret_bytes())));
    // BIP-32
    assert_eq!(bip32::ExtendedKey::from_seed(&[1; 8]).unwrap_err(), Error::BadLength);
    let m = bip32::ExtendedKey::from_seed(&[1; 32]).unwrap();
    assert_eq!(m.derive_path("m/x").unwrap_err(), Error::BadPath);
    assert_eq!(m.derive_path("m/0\0").unwrap_err(), Error::BadPath);
    assert_eq!(
        m.to_public().unwrap().derive(bip32::HARDENED).unwrap_err(),
        Error::PublicOnly
    );
    assert!(bip32::ExtendedKey::from_base58("xpub").is_err());
    assert!(!format!("{m:?}").contains("xprv"));
    assert_eq!(m.derive_path("m/1'/2").unwrap().info().depth, 2);
}

#[test]
fn musig_flow_and_single_use_nonce() {
    let kps: Vec<Keypair> = (1..=3u8)
        .map(|i| Keypair::from_seckey_bytes(&[i; 32]).unwrap())
        .collect();
    let pks = musig::sort_public_keys(&kps.iter().map(|k| k.public_key()).collect::<Vec<_>>()).unwrap();
    for w in pks.windows(2) {
        assert!(w[0].serialize() <= w[1].serialize());
    }
    let mut cache = musig::KeyAggCache::new(&pks).unwrap();
    cache.add_xonly_tweak(&[7; 32]).unwrap();
    let agg = cache.agg_pk();
    let msg = b"tweaked";
    let mut nonces: Vec<_> = kps
        .iter()
        .enumerate()
        .map(|(i, k)| musig::nonce_gen([i as u8 + 10; 32], None, &k.public_key(), Some(msg), Some(&agg), b"x").unwrap())
        .collect();
    let pubs: Vec<_> = nonces.iter().map(|n| n.1).collect();
    let an = musig::AggregateNonce::new(&pubs).unwrap();
    assert_eq!(
        musig::AggregateNonce::from_bytes(&an.serialize()).unwrap().serialize(),
        an.serialize()
    );
    let session = musig::Session::new(&an, msg, &cache).unwrap();
    let mut psigs = Vec::new();
    for (i, k) in kps.iter().enumerate() {
        let p = session.partial_sign(&mut nonces[i].0, k, &cache).unwrap();
        session.partial_verify(&p, &pubs[i], &k.public_key(), &cache).unwrap();
        assert_eq!(
            musig::PartialSignature::from_bytes(&p.serialize()).unwrap().serialize(),
            p.serialize()
        );
        // the nonce is cleared: a second signature is refused
        assert_eq!(
            session.partial_sign(&mut nonces[i].0, k, &cache).unwrap_err(),
            Error::BadSecretNonce
        );
        psigs.push(p);
    }
    // a partial signature checked against another signer's key fails
    assert!(session
        .partial_verify(&psigs[0], &pubs[1], &kps[1].public_key(), &cache)
        .is_err());
    let sig = session.partial_sig_agg(&psigs).unwrap();
    schnorr::verify(&sig, msg, &agg).unwrap();
    assert_eq!(
        musig::nonce_gen([0; 32], None, &pks[0], None, None, &[]).unwrap_err(),
        Error::BadArg
    );
    assert_eq!(
        musig::PublicNonce::from_bytes(&[0; 66]).unwrap_err(),
        Error::BadPublicNonce
    );
}

#[test]
fn threads() {
    // every type is Send + Sync; calls from many threads give the same results
    let sk = SecretKey::from_bytes(&[5; 32]).unwrap();
    let want = ecdsa::sign(&[3; 32], &sk);
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                for _ in 0..50 {
                    assert_eq!(ecdsa::sign(&[3; 32], &sk), want);
                }
            });
        }
    });
}
